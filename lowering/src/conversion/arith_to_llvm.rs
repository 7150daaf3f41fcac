//! `convert-arith-to-llvm`: MLIR's `ArithToLLVM` conversion. Each arith op becomes its llvm
//! counterpart on converted types (fast-math and overflow flags carried over), n-D vector ops
//! are unrolled over the arrays of 1-D vectors they become, `index_cast` becomes a truncation
//! or extension (nothing when the widths agree), the extended arithmetic ops expand, and
//! `ceildivsi`/`ceildivui`/`floordivsi` expand into their integer arithmetic as MLIR's
//! `populateCeilFloorDivExpandOpsPatterns` does.

use super::build;
use super::pattern::{create1, is_array, operands_convert, unroll_nd, IndexBitwidthConversion};
use super::type_converter::LlvmTypeConverter;
use oxir::builtin::types::{FloatType, IntegerType, VectorType};
use oxir::conversion::{ConversionPattern, ConversionRewriter};
use oxir::ods::Op;
use oxir::{Attribute, Builder, Context, NamedAttribute, OpRef, Type, Value};
use oxir_dialects::arith::transforms::expand_ops::ceil_floor_div_patterns;
use oxir_dialects::arith::{FastMathFlags, IntegerOverflowFlags};
use oxir_dialects::llvm::FastmathFlags;
use oxir_dialects::llvm::{is_compatible_type, LLVMStructType};
use oxir_dialects::{arith, llvm};
use std::sync::Arc;

/// How the source op's attributes carry over.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Attrs {
    /// All attributes as they are.
    PassThrough,
    /// `fastmath` becomes `fastmathFlags`.
    FastMath,
    /// `overflowFlags` becomes the llvm `overflowFlags`.
    Overflow,
}

#[derive(Clone, Copy)]
enum Kind {
    /// One llvm op `target`; `fp`: fails on floats the llvm dialect does not support.
    OneToOne {
        target: &'static str,
        attrs: Attrs,
        fp: bool,
    },
    Constant,
    IndexCast {
        signed: bool,
    },
    CmpI,
    CmpF,
    AddUIExtended,
    MulExtended {
        signed: bool,
    },
    IdentityBitcast,
    ConstrainedTruncF,
}

struct ArithPattern {
    root: &'static str,
    kind: Kind,
    conv: LlvmTypeConverter,
}

/// The llvm fast-math flags of an arith `fastmath` attribute (the two enums number their bits
/// differently).
pub(crate) fn llvm_fastmath(ctx: &Context, a: Attribute) -> Option<Attribute> {
    let bits = a.dyn_cast::<FastMathFlags>(ctx)?.bits();
    // arith: reassoc 1, nnan 2, ninf 4, nsz 8, arcp 16, contract 32, afn 64.
    // llvm:  nnan 1, ninf 2, nsz 4, arcp 8, contract 16, afn 32, reassoc 64.
    let map = [(1, 64), (2, 1), (4, 2), (8, 4), (16, 8), (32, 16), (64, 32)];
    let out = map.iter().filter(|(a, _)| bits & a != 0).fold(0, |acc, (_, l)| acc | l);
    Some(FastmathFlags(out).attr(ctx))
}

/// The attributes of the new op: discardable ones, inherent ones converted per `attrs`.
pub(super) fn converted_attrs(
    ctx: &Context,
    op: OpRef,
    attrs: Attrs,
) -> (Vec<NamedAttribute>, Vec<(&'static str, Attribute)>) {
    let mut discardable: Vec<NamedAttribute> = ctx.op_attrs(op).to_vec();
    let mut props = Vec::new();
    let inherent =
        ctx.op_properties(op).map_or(&[][..], |p| oxir::builtin::attributes::DictionaryAttr::entries(ctx, p));
    for &a in inherent {
        match (attrs, ctx.ident_str(a.name)) {
            (Attrs::FastMath, "fastmath") => {
                if let Some(f) = llvm_fastmath(ctx, a.value) {
                    if f != FastmathFlags(0).attr(ctx) {
                        props.push(("fastmathFlags", f));
                    }
                }
            }
            (Attrs::Overflow, "overflowFlags") => {
                let bits = a.value.dyn_cast::<IntegerOverflowFlags>(ctx).map_or(0, |f| f.bits());
                if bits != 0 {
                    props.push(("overflowFlags", oxir_dialects::llvm::i32_attr(ctx, bits)));
                }
            }
            _ => discardable.push(a),
        }
    }
    (discardable, props)
}

/// `llvm.trunc` of `v` to `ty`.
fn trunc(b: &mut dyn Builder, loc: Attribute, v: Value, ty: Type) -> Value {
    llvm::TruncOp::build(b, loc, v, ty).into()
}

/// `llvm.sext` of `v` to `ty`.
fn sext(b: &mut dyn Builder, loc: Attribute, v: Value, ty: Type) -> Value {
    llvm::SExtOp::build(b, loc, v, ty).into()
}

/// `llvm.zext` of `v` to `ty`.
fn zext(b: &mut dyn Builder, loc: Attribute, v: Value, ty: Type) -> Value {
    llvm::ZExtOp::build(b, loc, v, ty).into()
}

/// Whether a type (or its element type) is a float the llvm dialect cannot represent.
pub(super) fn unsupported_fp(ctx: &Context, ty: Type) -> bool {
    let el = ty.dyn_cast::<VectorType>(ctx).map_or(ty, |v| v.element);
    el.isa::<FloatType>(ctx) && !is_compatible_type(ctx, el)
}

fn int_width(ctx: &Context, ty: Type) -> u32 {
    let el = ty.dyn_cast::<VectorType>(ctx).map_or(ty, |v| v.element);
    if el.isa::<oxir::builtin::types::IndexType>(ctx) {
        return 0;
    }
    el.dyn_cast::<IntegerType>(ctx).map_or(0, |i| i.width)
}

impl ArithPattern {
    fn state(
        &self,
        ctx: &Context,
        op: OpRef,
        name: &str,
        operands: &[Value],
        ty: Type,
        attrs: Attrs,
    ) -> oxir::OperationState {
        let mut st = build::simple(ctx, name, ctx.op_loc(op), operands, ty);
        let (disc, props) = converted_attrs(ctx, op, attrs);
        st.attributes = disc;
        if !props.is_empty() {
            st.properties = Some(build::props(ctx, &props));
        }
        st
    }

    fn rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let conv = &self.conv;
        if !operands_convert(rw, conv, op) {
            return None;
        }
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let result_types: Vec<Type> = ctx.result_types(op).collect();
        match self.kind {
            Kind::OneToOne { target, attrs, fp } => {
                if self.root == arith::TruncFOp::NAME
                    && oxir::conversion::op_attr_or_prop(ctx, op, "roundingmode").is_some()
                {
                    return None;
                }
                if fp {
                    let mut tys = ctx.operands(op).map(|v| ctx.value_type(v)).chain(result_types.iter().copied());
                    if tys.any(|t| unsupported_fp(ctx, t)) {
                        return None;
                    }
                }
                let rt = conv.pack_operation_results(ctx, &result_types)?;
                if operands.iter().any(|&v| is_array(ctx, ctx.value_type(v))) {
                    if !result_types[0].isa::<VectorType>(ctx) {
                        return None;
                    }
                    let v = unroll_nd(rw, loc, operands, rt, |rw, t, ops| {
                        let st = self.state(rw.ctx(), op, target, ops, t, attrs);
                        Some(create1(rw, st))
                    })?;
                    return rw.replace_op(op, &[v]).ok();
                }
                let st = self.state(ctx, op, target, operands, rt, attrs);
                rw.replace_op_with_new(op, st).ok().map(|_| ())
            }
            Kind::Constant => {
                let rt = conv.pack_operation_results(ctx, &result_types)?;
                let value = oxir::conversion::op_attr_or_prop(ctx, op, "value")?;
                let attrs: Vec<(String, Attribute)> =
                    ctx.op_attrs(op).iter().map(|a| (ctx.ident_str(a.name).to_string(), a.value)).collect();
                rw.set_insertion_point(op);
                let c = llvm::ConstantOp::build(rw, loc, rt, value);
                for (name, value) in attrs {
                    rw.ctx_mut().set_op_attr(c.into(), &name, value);
                }
                rw.replace_op(op, &[c.into()]).ok()
            }
            Kind::IndexCast { signed } => {
                let src_ty = ctx.value_type(ctx.operand(op, 0));
                let (tw, sw) = (int_width(ctx, result_types[0]), int_width(ctx, src_ty));
                let tw = if tw == 0 { conv.index_bitwidth } else { tw };
                let sw = if sw == 0 { conv.index_bitwidth } else { sw };
                let input = operands[0];
                if tw == sw {
                    return rw.replace_op(op, &[input]).ok();
                }
                let cast = if tw < sw {
                    trunc
                } else if signed {
                    sext
                } else {
                    zext
                };
                let rt = conv.convert(ctx, result_types[0])?;
                if !is_array(ctx, ctx.value_type(input)) {
                    rw.set_insertion_point(op);
                    let v = cast(rw, loc, input, rt);
                    return rw.replace_op(op, &[v]).ok();
                }
                let v = unroll_nd(rw, loc, &[input], rt, |rw, t, ops| Some(cast(rw, loc, ops[0], t)))?;
                rw.replace_op(op, &[v]).ok()
            }
            Kind::CmpI | Kind::CmpF => {
                let pred = oxir::conversion::op_attr_or_prop(ctx, op, "predicate")
                    .and_then(|a| a.dyn_cast::<oxir::builtin::attributes::IntegerAttr>(ctx))
                    .and_then(|i| i.value.try_to_i64())?;
                let is_f = matches!(self.kind, Kind::CmpF);
                let fm = if is_f {
                    oxir::conversion::op_attr_or_prop(ctx, op, "fastmath")
                        .and_then(|a| llvm_fastmath(ctx, a))
                        .filter(|&f| f != FastmathFlags(0).attr(ctx))
                } else {
                    None
                };
                // A state, as the arith op's discardable attributes carry over.
                let name = if is_f { llvm::FCmpOp::NAME } else { llvm::ICmpOp::NAME };
                let attrs = ctx.op_attrs(op).to_vec();
                let mk = |ctx: &Context, t: Type, ops: &[Value]| {
                    let mut st = build::simple(ctx, name, loc, ops, t);
                    let p = oxir_dialects::llvm::i64_attr(ctx, pred);
                    let mut entries = vec![("predicate", p)];
                    if let Some(f) = fm {
                        entries.push(("fastmathFlags", f));
                    }
                    st.properties = Some(build::props(ctx, &entries));
                    st.attributes = attrs.clone();
                    st
                };
                let rt = conv.convert(ctx, result_types[0])?;
                if !is_array(ctx, ctx.value_type(operands[0])) {
                    let st = mk(ctx, rt, operands);
                    return rw.replace_op_with_new(op, st).ok().map(|_| ());
                }
                if !result_types[0].isa::<VectorType>(ctx) {
                    return None;
                }
                let v = unroll_nd(rw, loc, operands, rt, |rw, t, ops| {
                    let st = mk(rw.ctx(), t, ops);
                    Some(create1(rw, st))
                })?;
                rw.replace_op(op, &[v]).ok()
            }
            Kind::AddUIExtended => {
                let ot = ctx.value_type(operands[0]);
                if !is_compatible_type(ctx, ot) || is_array(ctx, ot) {
                    return None;
                }
                let ovf = conv.convert(ctx, result_types[1])?;
                let sty = LLVMStructType::literal(ctx, vec![result_types[0], ovf], false);
                let s = llvm::UAddWithOverflowOp::build(rw, loc, operands[0], operands[1], sty);
                let sum = Value::from(llvm::ExtractValueOp::build(rw, loc, s, result_types[0], &[0]));
                let o = Value::from(llvm::ExtractValueOp::build(rw, loc, s, ovf, &[1]));
                rw.replace_op(op, &[sum, o]).ok()
            }
            Kind::MulExtended { signed } => {
                let rt = ctx.value_type(operands[0]);
                if !is_compatible_type(ctx, rt) || is_array(ctx, rt) {
                    return None;
                }
                let w = int_width(ctx, rt);
                let wide_el = IntegerType::get(ctx, 2 * w);
                let (wide, shift_attr) = match rt.dyn_cast::<VectorType>(ctx) {
                    Some(v) => {
                        let wt = ctx.intern_type(VectorType {
                            shape: v.shape.clone(),
                            scalable: v.scalable.clone(),
                            element: wide_el,
                        });
                        let a = oxir::builtin::dense::DenseIntOrFPElementsAttr::from_ints(
                            ctx,
                            wt,
                            &[oxir::numeric::APInt::from_u64(2 * w, w as u64)],
                        )?;
                        (wt, a)
                    }
                    None => (wide_el, build::int_attr(ctx, wide_el, w as i64)),
                };
                let ext = if signed { sext } else { zext };
                let l = ext(rw, loc, operands[0], wide);
                let r = ext(rw, loc, operands[1], wide);
                let m = llvm::MulOp::build(rw, loc, l, r);
                let low = trunc(rw, loc, m.into(), rt);
                let sh = llvm::ConstantOp::build(rw, loc, wide, shift_attr);
                let he = llvm::LShrOp::build(rw, loc, m, sh);
                let high = trunc(rw, loc, he.into(), rt);
                rw.replace_op(op, &[low, high]).ok()
            }
            Kind::IdentityBitcast => {
                let rt = conv.convert(ctx, result_types[0])?;
                if ctx.value_type(operands[0]) != rt {
                    return None;
                }
                rw.replace_op(op, &[operands[0]]).ok()
            }
            Kind::ConstrainedTruncF => {
                let rm = oxir::conversion::op_attr_or_prop(ctx, op, "roundingmode")
                    .and_then(|a| a.dyn_cast::<oxir::builtin::attributes::IntegerAttr>(ctx))
                    .and_then(|i| i.value.try_to_i64())?;
                let tys = ctx.operands(op).map(|v| ctx.value_type(v)).chain(result_types.iter().copied());
                if tys.collect::<Vec<_>>().iter().any(|&t| unsupported_fp(ctx, t)) {
                    return None;
                }
                // arith: to_nearest_even 0, downward 1, upward 2, toward_zero 3, to_nearest_away 4;
                // llvm: towardzero 0, tonearest 1, upward 2, downward 3, tonearestaway 4.
                let llvm_rm = match rm {
                    0 => 1,
                    1 => 3,
                    2 => 2,
                    3 => 0,
                    4 => 4,
                    _ => return None,
                };
                let rt = conv.convert(ctx, result_types[0])?;
                if is_array(ctx, ctx.value_type(operands[0])) {
                    return None;
                }
                // A state, as the arith op's discardable attributes carry over.
                let mut st = build::simple(ctx, llvm::ConstrainedFPTruncIntr::NAME, loc, operands, rt);
                let i64a = |v| oxir_dialects::llvm::i64_attr(ctx, v);
                st.properties =
                    Some(build::props(ctx, &[("fpExceptionBehavior", i64a(0)), ("roundingmode", i64a(llvm_rm))]));
                st.attributes = ctx.op_attrs(op).to_vec();
                rw.replace_op_with_new(op, st).ok().map(|_| ())
            }
        }
    }
}

impl ConversionPattern for ArithPattern {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn benefit(&self) -> u16 {
        if matches!(self.kind, Kind::IdentityBitcast) {
            10
        } else {
            1
        }
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        self.rewrite(op, operands, rw).is_some()
    }
}

/// MLIR's `VectorConvertToLLVMPattern<Src, Dst>` for the op `root`: one llvm op `target` on the
/// converted operands (unrolled over n-D vectors), attributes carried over per `attrs`; `fp`:
/// fails on floats the llvm dialect does not support.
pub(super) fn one_to_one(
    root: &'static str,
    target: &'static str,
    attrs: Attrs,
    fp: bool,
    conv: LlvmTypeConverter,
) -> Arc<dyn ConversionPattern> {
    Arc::new(ArithPattern { root, kind: Kind::OneToOne { target, attrs, fp }, conv })
}

/// The patterns of `convert-arith-to-llvm` (MLIR's `populateArithToLLVMConversionPatterns` and
/// the ceil/floor division expansions).
pub fn patterns(conv: LlvmTypeConverter) -> Vec<Arc<dyn ConversionPattern>> {
    use Attrs::*;
    // `Src` to `Dst`, one to one (MLIR's `VectorConvertToLLVMPattern<Src, Dst>`).
    fn one<Src: Op, Dst: Op>(conv: LlvmTypeConverter, attrs: Attrs, fp: bool) -> Arc<dyn ConversionPattern> {
        one_to_one(Src::NAME, Dst::NAME, attrs, fp, conv)
    }
    let special =
        |root: &'static str, kind: Kind| -> Arc<dyn ConversionPattern> { Arc::new(ArithPattern { root, kind, conv }) };
    let mut patterns = ceil_floor_div_patterns();
    patterns.extend([
        special(arith::BitcastOp::NAME, Kind::IdentityBitcast),
        one::<arith::AddFOp, llvm::FAddOp>(conv, FastMath, true),
        one::<arith::AddIOp, llvm::AddOp>(conv, Overflow, false),
        one::<arith::AndIOp, llvm::AndOp>(conv, PassThrough, false),
        special(arith::AddUIExtendedOp::NAME, Kind::AddUIExtended),
        one::<arith::BitcastOp, llvm::BitcastOp>(conv, PassThrough, false),
        special(arith::ConstantOp::NAME, Kind::Constant),
        special(arith::CmpFOp::NAME, Kind::CmpF),
        special(arith::CmpIOp::NAME, Kind::CmpI),
        one::<arith::DivFOp, llvm::FDivOp>(conv, FastMath, true),
        one::<arith::DivSIOp, llvm::SDivOp>(conv, PassThrough, false),
        one::<arith::DivUIOp, llvm::UDivOp>(conv, PassThrough, false),
        one::<arith::ExtFOp, llvm::FPExtOp>(conv, PassThrough, true),
        one::<arith::ExtSIOp, llvm::SExtOp>(conv, PassThrough, false),
        one::<arith::ExtUIOp, llvm::ZExtOp>(conv, PassThrough, false),
        one::<arith::FPToSIOp, llvm::FPToSIOp>(conv, PassThrough, true),
        one::<arith::FPToUIOp, llvm::FPToUIOp>(conv, PassThrough, true),
        special(arith::IndexCastOp::NAME, Kind::IndexCast { signed: true }),
        special(arith::IndexCastUIOp::NAME, Kind::IndexCast { signed: false }),
        one::<arith::MaximumFOp, llvm::MaximumOp>(conv, FastMath, true),
        one::<arith::MaxNumFOp, llvm::MaxNumOp>(conv, FastMath, true),
        one::<arith::MaxSIOp, llvm::SMaxOp>(conv, PassThrough, false),
        one::<arith::MaxUIOp, llvm::UMaxOp>(conv, PassThrough, false),
        one::<arith::MinimumFOp, llvm::MinimumOp>(conv, FastMath, true),
        one::<arith::MinNumFOp, llvm::MinNumOp>(conv, FastMath, true),
        one::<arith::MinSIOp, llvm::SMinOp>(conv, PassThrough, false),
        one::<arith::MinUIOp, llvm::UMinOp>(conv, PassThrough, false),
        one::<arith::MulFOp, llvm::FMulOp>(conv, FastMath, true),
        one::<arith::MulIOp, llvm::MulOp>(conv, Overflow, false),
        special(arith::MulSIExtendedOp::NAME, Kind::MulExtended { signed: true }),
        special(arith::MulUIExtendedOp::NAME, Kind::MulExtended { signed: false }),
        one::<arith::NegFOp, llvm::FNegOp>(conv, FastMath, true),
        one::<arith::OrIOp, llvm::OrOp>(conv, PassThrough, false),
        one::<arith::RemFOp, llvm::FRemOp>(conv, FastMath, true),
        one::<arith::RemSIOp, llvm::SRemOp>(conv, PassThrough, false),
        one::<arith::RemUIOp, llvm::URemOp>(conv, PassThrough, false),
        one::<arith::SelectOp, llvm::SelectOp>(conv, PassThrough, false),
        one::<arith::ShLIOp, llvm::ShlOp>(conv, Overflow, false),
        one::<arith::ShRSIOp, llvm::AShrOp>(conv, PassThrough, false),
        one::<arith::ShRUIOp, llvm::LShrOp>(conv, PassThrough, false),
        one::<arith::SIToFPOp, llvm::SIToFPOp>(conv, PassThrough, false),
        one::<arith::SubFOp, llvm::FSubOp>(conv, FastMath, true),
        one::<arith::SubIOp, llvm::SubOp>(conv, Overflow, false),
        special(arith::TruncFOp::NAME, Kind::OneToOne { target: llvm::FPTruncOp::NAME, attrs: PassThrough, fp: true }),
        special(arith::TruncFOp::NAME, Kind::ConstrainedTruncF),
        one::<arith::TruncIOp, llvm::TruncOp>(conv, Overflow, false),
        one::<arith::UIToFPOp, llvm::UIToFPOp>(conv, PassThrough, true),
        one::<arith::XOrIOp, llvm::XOrOp>(conv, PassThrough, false),
    ]);
    patterns
}

/// MLIR's `ArithToLLVMConversionPass` (`convert-arith-to-llvm`).
pub fn convert_arith_to_llvm() -> IndexBitwidthConversion {
    IndexBitwidthConversion::new(
        "ArithToLLVMConversionPass",
        "convert-arith-to-llvm",
        "Convert Arith dialect to LLVM dialect",
        patterns,
    )
}
