//! The `vector.reduction` pattern of `convert-vector-to-llvm` (MLIR's
//! `VectorReductionOpConversion`): a 1-D reduction becomes LLVM's `llvm.vector.reduce.*`
//! intrinsic of its kind, the accumulator combined after it (integer kinds, float minima and
//! maxima) or passed as the start value (float `add`/`mul`, whose start is otherwise the
//! neutral 0.0 or 1.0).
//!
//! A `vector.mask` around a `vector.reduction` (MLIR's `MaskedReductionOpConversion`) becomes
//! LLVM's vector-predicated reduction of its kind, `llvm.vp.reduce.*`, started from the
//! accumulator or the kind's neutral value, with the mask and an explicit vector length (the
//! vector's, times `vector.vscale` for a scalable one); `maximumf` and `minimumf`, which have no
//! predicated intrinsic, select a neutral value into the masked-off lanes of a plain reduction.

use super::arith_to_llvm::llvm_fastmath;
use super::type_converter::LlvmTypeConverter;
use oxir::builtin::attributes::{FloatAttr, IntegerAttr};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::{FloatType, IntegerType, VectorType};
use oxir::conversion::{op_attr_or_prop, ConversionPattern, ConversionRewriter};
use oxir::numeric::{APFloat, APInt};
use oxir::ods::Op;
use oxir::{Attribute, OpRef, Type, Value};
use oxir_dialects::arith;
use oxir_dialects::llvm::{self, Fastmath, FastmathFlags, ICmpPredicate};
use oxir_dialects::vector::{self, CombiningKind};

/// The `vector.reduction` lowering; `reassociate` is the pass's `reassociate-fp-reductions`
/// option, which adds `reassoc` to the float reductions' fast-math flags.
pub(super) struct ReductionPattern {
    pub(super) conv: LlvmTypeConverter,
    pub(super) reassociate: bool,
}

impl ConversionPattern for ReductionPattern {
    fn root(&self) -> Option<&'static str> {
        Some(vector::ReductionOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        self.rewrite(op, operands, rw).is_some()
    }
}

impl ReductionPattern {
    fn rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let ctx = rw.ctx();
        let r = vector::ReductionOp::from_op_unchecked(op);
        let kind = r.kind(ctx)?;
        // A 0-D vector converts to a one-element vector, reduced like a 1-D one.
        let source = ctx.value_type(r.vector(ctx)).dyn_cast::<VectorType>(ctx)?.clone();
        if source.shape.len() > 1 {
            return None;
        }
        let ty = self.conv.convert(ctx, ctx.value_type(r.dest(ctx)))?;
        let (input, acc) = (*operands.first()?, operands.get(1).copied());
        let loc = ctx.op_loc(op);
        let result = if source.element.isa::<FloatType>(ctx) {
            let mut flags =
                *llvm_fastmath(ctx, op_attr_or_prop(ctx, op, "fastmath")?)?.dyn_cast::<FastmathFlags>(ctx)?;
            if self.reassociate {
                flags = flags.with(Fastmath::Reassoc);
            }
            let fmf = flags.attr(ctx);
            float_reduction(rw, loc, kind, ty, input, acc, fmf)?
        } else {
            int_reduction(rw, loc, kind, ty, input, acc)?
        };
        rw.replace_op(op, &[result]).ok()
    }
}

/// The `vector.mask { vector.reduction }` lowering.
pub(super) struct MaskedReductionPattern {
    pub(super) conv: LlvmTypeConverter,
}

impl ConversionPattern for MaskedReductionPattern {
    fn root(&self) -> Option<&'static str> {
        Some(vector::MaskOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, _operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        self.rewrite(op, rw).is_some()
    }
}

impl MaskedReductionPattern {
    fn rewrite(&self, op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let ctx = rw.ctx();
        let r = ctx.cast_op::<vector::ReductionOp>(vector::mask::maskable_op(ctx, op)?)?;
        let mask = vector::MaskOp::from_op_unchecked(op).mask(ctx);
        let kind = r.kind(ctx)?;
        // As MLIR, the reduction's own operands: a 1-D vector converts to itself.
        let (input, acc) = (r.vector(ctx), r.acc(ctx));
        let source = ctx.value_type(input).dyn_cast::<VectorType>(ctx)?.clone();
        let ty = self.conv.convert(ctx, ctx.value_type(r.dest(ctx)))?;
        let loc = ctx.op_loc(r.op());
        let fmf = llvm_fastmath(ctx, op_attr_or_prop(ctx, r.op(), "fastmath")?)?;
        let float = ty.isa::<FloatType>(ctx);
        use CombiningKind as K;
        let result = match kind {
            K::Maximumf | K::Minimumf => {
                let sem = ty.dyn_cast::<FloatType>(ctx)?.kind.semantics();
                let neutral =
                    if kind == K::Maximumf { APFloat::smallest(sem, true) } else { APFloat::largest(sem, false) };
                let vty = ctx.value_type(input);
                let splat = DenseIntOrFPElementsAttr::from_floats(ctx, vty, &[neutral])?;
                let neutral = llvm::ConstantOp::build(rw, loc, vty, splat);
                let selected = llvm::SelectOp::build(rw, loc, mask, input, neutral);
                float_reduction(rw, loc, kind, ty, selected.into(), acc, fmf)?
            }
            _ => {
                let start = match acc {
                    Some(a) => a,
                    None => neutral_start(rw, loc, kind, ty, float)?,
                };
                let evl = vector_length(rw, loc, &source);
                vp_reduction(rw, loc, kind, float, start, input, mask, evl, ty)?
            }
        };
        rw.replace_op(op, &[result]).ok()
    }
}

/// The start of a predicated reduction without accumulator: the kind's neutral value.
fn neutral_start(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Attribute,
    kind: CombiningKind,
    ty: Type,
    float: bool,
) -> Option<Value> {
    use CombiningKind as K;
    if float {
        let sem = ty.dyn_cast::<FloatType>(rw.ctx())?.kind.semantics();
        let v = match kind {
            K::Add => APFloat::from_f64(sem, 0.0),
            K::Mul => APFloat::from_f64(sem, 1.0),
            K::Minnumf => APFloat::qnan(sem, true),
            K::Maxnumf => APFloat::qnan(sem, false),
            _ => return None,
        };
        let a = FloatAttr::get(rw.ctx(), ty, v);
        return Some(llvm::ConstantOp::build(rw, loc, ty, a).into());
    }
    let width = ty.dyn_cast::<IntegerType>(rw.ctx())?.width;
    let v = match kind {
        K::Add | K::Or | K::Xor | K::Maxui => APInt::zero(width),
        K::Mul => APInt::from_u64(width, 1),
        K::Minui | K::And => APInt::all_ones(width),
        K::Minsi => APInt::signed_max(width),
        K::Maxsi => APInt::signed_min(width),
        _ => return None,
    };
    let a = IntegerAttr::get(rw.ctx(), ty, v);
    Some(llvm::ConstantOp::build(rw, loc, ty, a).into())
}

/// The explicit vector length of `v` as an `i32`: its length, times `vector.vscale` when it is
/// scalable (MLIR's `createVectorLengthValue`).
fn vector_length(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, v: &VectorType) -> Value {
    let i32 = IntegerType::get(rw.ctx(), 32);
    let n = IntegerAttr::from_i64(rw.ctx(), i32, v.shape[0]);
    let length: Value = llvm::ConstantOp::build(rw, loc, i32, n).into();
    if !v.scalable.first().copied().unwrap_or(false) {
        return length;
    }
    let vscale = vector::VectorScaleOp::build(rw, loc);
    let vscale = arith::IndexCastOp::build(rw, loc, vscale, i32);
    arith::MulIOp::build(rw, loc, length, vscale).into()
}

#[allow(clippy::too_many_arguments)]
fn vp_reduction(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Attribute,
    kind: CombiningKind,
    float: bool,
    start: Value,
    input: Value,
    mask: Value,
    evl: Value,
    ty: Type,
) -> Option<Value> {
    use CombiningKind as K;
    let (s, v, m, e) = (start, input, mask, evl);
    Some(match (kind, float) {
        (K::Add, false) => llvm::VPReduceAddOp::build(rw, loc, s, v, m, e, ty).into(),
        (K::Mul, false) => llvm::VPReduceMulOp::build(rw, loc, s, v, m, e, ty).into(),
        (K::Minui, false) => llvm::VPReduceUMinOp::build(rw, loc, s, v, m, e, ty).into(),
        (K::Minsi, false) => llvm::VPReduceSMinOp::build(rw, loc, s, v, m, e, ty).into(),
        (K::Maxui, false) => llvm::VPReduceUMaxOp::build(rw, loc, s, v, m, e, ty).into(),
        (K::Maxsi, false) => llvm::VPReduceSMaxOp::build(rw, loc, s, v, m, e, ty).into(),
        (K::And, false) => llvm::VPReduceAndOp::build(rw, loc, s, v, m, e, ty).into(),
        (K::Or, false) => llvm::VPReduceOrOp::build(rw, loc, s, v, m, e, ty).into(),
        (K::Xor, false) => llvm::VPReduceXorOp::build(rw, loc, s, v, m, e, ty).into(),
        (K::Add, true) => llvm::VPReduceFAddOp::build(rw, loc, s, v, m, e, ty).into(),
        (K::Mul, true) => llvm::VPReduceFMulOp::build(rw, loc, s, v, m, e, ty).into(),
        (K::Minnumf, true) => llvm::VPReduceFMinOp::build(rw, loc, s, v, m, e, ty).into(),
        (K::Maxnumf, true) => llvm::VPReduceFMaxOp::build(rw, loc, s, v, m, e, ty).into(),
        _ => return None,
    })
}

/// `llvm.mlir.constant(v : ty) : ty` of a float type.
fn float_constant(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, ty: Type, v: f64) -> Option<Value> {
    let sem = ty.dyn_cast::<FloatType>(rw.ctx())?.kind.semantics();
    let a = FloatAttr::get(rw.ctx(), ty, APFloat::from_f64(sem, v));
    Some(llvm::ConstantOp::build(rw, loc, ty, a).into())
}

fn float_reduction(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Attribute,
    kind: CombiningKind,
    ty: Type,
    input: Value,
    acc: Option<Value>,
    fmf: Attribute,
) -> Option<Value> {
    let ordered = |rw: &mut ConversionRewriter<'_, '_>, neutral: f64| match acc {
        Some(a) => Some(a),
        None => float_constant(rw, loc, ty, neutral),
    };
    let reduced: Value = match kind {
        CombiningKind::Add => {
            let start = ordered(rw, 0.0)?;
            let o = llvm::VectorReduceFAddOp::build(rw, loc, start, input, ty);
            o.set_fastmath_flags(rw.ctx_mut(), fmf);
            return Some(o.into());
        }
        CombiningKind::Mul => {
            let start = ordered(rw, 1.0)?;
            let o = llvm::VectorReduceFMulOp::build(rw, loc, start, input, ty);
            o.set_fastmath_flags(rw.ctx_mut(), fmf);
            return Some(o.into());
        }
        CombiningKind::Minnumf => llvm::VectorReduceFMinOp::build(rw, loc, input, ty).into(),
        CombiningKind::Maxnumf => llvm::VectorReduceFMaxOp::build(rw, loc, input, ty).into(),
        CombiningKind::Minimumf => llvm::VectorReduceFMinimumOp::build(rw, loc, input, ty).into(),
        CombiningKind::Maximumf => llvm::VectorReduceFMaximumOp::build(rw, loc, input, ty).into(),
        _ => return None,
    };
    if let Some(op) = rw.ctx().defining_op(reduced) {
        oxir::ods::build::set_property(rw.ctx_mut(), op, "fastmathFlags", fmf);
    }
    let Some(acc) = acc else { return Some(reduced) };
    Some(match kind {
        CombiningKind::Minnumf => llvm::MinNumOp::build(rw, loc, reduced, acc).into(),
        CombiningKind::Maxnumf => llvm::MaxNumOp::build(rw, loc, reduced, acc).into(),
        CombiningKind::Minimumf => llvm::MinimumOp::build(rw, loc, reduced, acc).into(),
        _ => llvm::MaximumOp::build(rw, loc, reduced, acc).into(),
    })
}

fn int_reduction(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Attribute,
    kind: CombiningKind,
    ty: Type,
    input: Value,
    acc: Option<Value>,
) -> Option<Value> {
    use CombiningKind as K;
    let reduced: Value = match kind {
        K::Add => llvm::VectorReduceAddOp::build(rw, loc, input, ty).into(),
        K::Mul => llvm::VectorReduceMulOp::build(rw, loc, input, ty).into(),
        K::Minui => llvm::VectorReduceUMinOp::build(rw, loc, input, ty).into(),
        K::Minsi => llvm::VectorReduceSMinOp::build(rw, loc, input, ty).into(),
        K::Maxui => llvm::VectorReduceUMaxOp::build(rw, loc, input, ty).into(),
        K::Maxsi => llvm::VectorReduceSMaxOp::build(rw, loc, input, ty).into(),
        K::And => llvm::VectorReduceAndOp::build(rw, loc, input, ty).into(),
        K::Or => llvm::VectorReduceOrOp::build(rw, loc, input, ty).into(),
        K::Xor => llvm::VectorReduceXorOp::build(rw, loc, input, ty).into(),
        _ => return None,
    };
    let Some(acc) = acc else { return Some(reduced) };
    let select = |rw: &mut ConversionRewriter<'_, '_>, pred: ICmpPredicate| -> Value {
        let cmp = llvm::ICmpOp::build(rw, loc, acc, reduced, pred);
        llvm::SelectOp::build(rw, loc, cmp, acc, reduced).into()
    };
    Some(match kind {
        K::Add => llvm::AddOp::build(rw, loc, acc, reduced).into(),
        K::Mul => llvm::MulOp::build(rw, loc, acc, reduced).into(),
        K::Minui => select(rw, ICmpPredicate::Ule),
        K::Minsi => select(rw, ICmpPredicate::Sle),
        K::Maxui => select(rw, ICmpPredicate::Uge),
        K::Maxsi => select(rw, ICmpPredicate::Sge),
        K::And => llvm::AndOp::build(rw, loc, acc, reduced).into(),
        K::Or => llvm::OrOp::build(rw, loc, acc, reduced).into(),
        _ => llvm::XOrOp::build(rw, loc, acc, reduced).into(),
    })
}
