//! The `vector.reduction` pattern of `convert-vector-to-llvm` (MLIR's
//! `VectorReductionOpConversion`): a 1-D reduction becomes LLVM's `llvm.vector.reduce.*`
//! intrinsic of its kind, the accumulator combined after it (integer kinds, float minima and
//! maxima) or passed as the start value (float `add`/`mul`, whose start is otherwise the
//! neutral 0.0 or 1.0).

use super::arith_to_llvm::llvm_fastmath;
use super::type_converter::LlvmTypeConverter;
use oxir::builtin::attributes::FloatAttr;
use oxir::builtin::types::{FloatType, VectorType};
use oxir::conversion::{op_attr_or_prop, ConversionPattern, ConversionRewriter};
use oxir::numeric::APFloat;
use oxir::ods::Op;
use oxir::{Attribute, OpRef, Type, Value};
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
        let source = ctx.value_type(r.vector(ctx)).dyn_cast::<VectorType>(ctx)?.clone();
        if source.shape.len() != 1 {
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
