//! `convert-math-to-llvm`: MLIR's `MathToLLVM` conversion. The math ops with an LLVM intrinsic
//! become it (fast-math flags carried over, n-D vectors unrolled); `ctlz`, `cttz` and `absi`
//! become their intrinsics with the poison flag false; `isnan` and `isfinite` become
//! `llvm.intr.is.fpclass`; `expm1`, `log1p` (with `approximate-log1p`) and `rsqrt` expand into
//! `exp - 1`, `log(1 + x)` and `1 / sqrt`; `sincos` becomes `llvm.intr.sincos` and its two
//! fields. The ops without an intrinsic (`acosh`, `asinh`, `atanh`, `cbrt`, `clampf`, `erf`,
//! `erfc`, `ipowi`, `isinf`, `isnormal`) stay, as MLIR leaves them.

use super::arith_to_llvm::{converted_attrs, one_to_one, unsupported_fp, Attrs};
use super::build;
use super::pattern::{create1, is_array, llvm_target, operands_convert, unroll_nd};
use super::type_converter::LlvmTypeConverter;
use oxir::builtin::attributes::FloatAttr;
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::{FloatType, VectorType};
use oxir::conversion::{ConversionPattern, ConversionRewriter};
use oxir::numeric::APFloat;
use oxir::ods::Op;
use oxir::pass::options::OptionValue;
use oxir::{Attribute, Context, OpRef, Type, Value};
use oxir_dialects::llvm::{self, LLVMStructType};
use oxir_dialects::math;
use std::sync::Arc;

/// The llvm op of `name` on `operands` with result type `ty`, carrying the math op's
/// discardable attributes and its fast-math flags (when `fastmath`).
fn llvm_op(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpRef,
    name: &str,
    operands: &[Value],
    ty: Type,
    extra: &[(&str, Attribute)],
) -> Value {
    let ctx = rw.ctx();
    let mut st = build::simple(ctx, name, ctx.op_loc(op), operands, ty);
    let (discardable, props) = converted_attrs(ctx, op, Attrs::FastMath);
    st.attributes = discardable;
    let mut entries: Vec<(&str, Attribute)> = props;
    entries.extend_from_slice(extra);
    if !entries.is_empty() {
        st.properties = Some(build::props(ctx, &entries));
    }
    create1(rw, st)
}

/// Whether the op's operand and result types are all ones the llvm dialect can hold.
fn supported_fp(ctx: &Context, op: OpRef) -> bool {
    let mut tys = ctx.operands(op).map(|v| ctx.value_type(v)).chain(ctx.result_types(op));
    !tys.any(|t| unsupported_fp(ctx, t))
}

/// The constant 1.0 of a float or 1-D vector type (a splat).
fn one(ctx: &Context, ty: Type) -> Option<Attribute> {
    let el = ty.dyn_cast::<VectorType>(ctx).map_or(ty, |v| v.element);
    let sem = el.dyn_cast::<FloatType>(ctx)?.kind.semantics();
    let v = APFloat::from_f64(sem, 1.0);
    if ty.isa::<VectorType>(ctx) {
        return DenseIntOrFPElementsAttr::from_floats(ctx, ty, &[v]);
    }
    Some(FloatAttr::get(ctx, ty, v))
}

/// Applies `f` to the converted operands, over each 1-D vector of an n-D vector (MLIR's
/// `handleMultidimensionalVectors`), and replaces the op with the result.
fn rewrite_elementwise(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpRef,
    operands: &[Value],
    conv: &LlvmTypeConverter,
    f: impl Fn(&mut ConversionRewriter<'_, '_>, Type, &[Value]) -> Option<Value>,
) -> Option<()> {
    let ctx = rw.ctx();
    let rt = conv.convert(ctx, ctx.result_types(op).next()?)?;
    let loc = ctx.op_loc(op);
    let v = if is_array(ctx, rt) { unroll_nd(rw, loc, operands, rt, f)? } else { f(rw, rt, operands)? };
    rw.replace_op(op, &[v]).ok()
}

/// The expansions of MLIR's `ExpM1OpLowering`, `Log1pOpLowering` and `RsqrtOpLowering`.
#[derive(Clone, Copy)]
enum Expansion {
    /// `exp(x) - 1`.
    ExpM1,
    /// `log(1 + x)`.
    Log1p,
    /// `1 / sqrt(x)`.
    Rsqrt,
}

/// The patterns of the ops that need more than one llvm op, or an immediate argument.
#[derive(Clone, Copy)]
enum Kind {
    Expand(Expansion),
    /// `llvm.intr.ctlz`/`cttz`/`abs` with its poison flag (`flag`) false; scalars and 1-D vectors.
    IntWithFlag {
        target: &'static str,
        flag: &'static str,
    },
    /// `llvm.intr.is.fpclass` with the class mask `bit`.
    Classify {
        bit: i64,
    },
    Sincos,
}

struct MathPattern {
    root: &'static str,
    kind: Kind,
    conv: LlvmTypeConverter,
}

impl MathPattern {
    fn rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let conv = &self.conv;
        if !operands_convert(rw, conv, op) || !supported_fp(rw.ctx(), op) {
            return None;
        }
        let ctx = rw.ctx();
        let operand_ty = ctx.value_type(*operands.first()?);
        match self.kind {
            Kind::Expand(e) => rewrite_elementwise(rw, op, operands, conv, |rw, t, ops| {
                let loc = rw.ctx().op_loc(op);
                let one = one(rw.ctx(), t)?;
                let c = llvm::ConstantOp::build(rw, loc, t, one).into();
                Some(match e {
                    Expansion::ExpM1 => {
                        let exp = llvm_op(rw, op, llvm::ExpOp::NAME, ops, t, &[]);
                        llvm_op(rw, op, llvm::FSubOp::NAME, &[exp, c], t, &[])
                    }
                    Expansion::Log1p => {
                        let add = llvm_op(rw, op, llvm::FAddOp::NAME, &[c, ops[0]], t, &[]);
                        llvm_op(rw, op, llvm::LogOp::NAME, &[add], t, &[])
                    }
                    Expansion::Rsqrt => {
                        let sqrt = llvm_op(rw, op, llvm::SqrtOp::NAME, ops, t, &[]);
                        llvm_op(rw, op, llvm::FDivOp::NAME, &[c, sqrt], t, &[])
                    }
                })
            }),
            Kind::IntWithFlag { target, flag } => {
                if is_array(ctx, operand_ty) {
                    return None;
                }
                let rt = conv.convert(ctx, ctx.result_types(op).next()?)?;
                let f = oxir::builtin::attributes::IntegerAttr::get(
                    ctx,
                    oxir::builtin::types::IntegerType::get(ctx, 1),
                    oxir::numeric::APInt::zero(1),
                );
                let v = llvm_op(rw, op, target, operands, rt, &[(flag, f)]);
                rw.replace_op(op, &[v]).ok()
            }
            Kind::Classify { bit } => {
                if is_array(ctx, operand_ty) {
                    return None;
                }
                let rt = conv.convert(ctx, ctx.result_types(op).next()?)?;
                let mut st = build::simple(ctx, llvm::IsFPClass::NAME, ctx.op_loc(op), operands, rt);
                st.attributes = ctx.op_attrs(op).to_vec();
                st.properties = Some(build::props(ctx, &[("bit", llvm::i32_attr(ctx, bit))]));
                rw.replace_op_with_new(op, st).ok().map(|_| ())
            }
            Kind::Sincos => {
                if is_array(ctx, operand_ty) {
                    return None;
                }
                let loc = ctx.op_loc(op);
                let sty = LLVMStructType::literal(ctx, vec![operand_ty, operand_ty], false);
                let s = llvm_op(rw, op, llvm::SincosOp::NAME, operands, sty, &[]);
                let sin = llvm::ExtractValueOp::build(rw, loc, s, operand_ty, &[0]).into();
                let cos = llvm::ExtractValueOp::build(rw, loc, s, operand_ty, &[1]).into();
                rw.replace_op(op, &[sin, cos]).ok()
            }
        }
    }
}

impl ConversionPattern for MathPattern {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        self.rewrite(op, operands, rw).is_some()
    }
}

/// The patterns of `convert-math-to-llvm` (MLIR's `populateMathToLLVMConversionPatterns`);
/// `approximate_log1p`: lower `log1p` to `log(1 + x)` (otherwise it stays).
pub fn math_patterns(conv: LlvmTypeConverter, approximate_log1p: bool) -> Vec<Arc<dyn ConversionPattern>> {
    fn fmf<Src: Op, Dst: Op>(conv: LlvmTypeConverter) -> Arc<dyn ConversionPattern> {
        one_to_one(Src::NAME, Dst::NAME, Attrs::FastMath, true, conv)
    }
    let special =
        |root: &'static str, kind: Kind| -> Arc<dyn ConversionPattern> { Arc::new(MathPattern { root, kind, conv }) };
    let mut patterns = vec![
        fmf::<math::AbsFOp, llvm::FAbsOp>(conv),
        special(math::AbsIOp::NAME, Kind::IntWithFlag { target: llvm::AbsOp::NAME, flag: "is_int_min_poison" }),
        fmf::<math::AcosOp, llvm::ACosOp>(conv),
        fmf::<math::AsinOp, llvm::ASinOp>(conv),
        fmf::<math::AtanOp, llvm::ATanOp>(conv),
        fmf::<math::Atan2Op, llvm::ATan2Op>(conv),
        fmf::<math::CeilOp, llvm::FCeilOp>(conv),
        fmf::<math::CopySignOp, llvm::CopySignOp>(conv),
        fmf::<math::CosOp, llvm::CosOp>(conv),
        fmf::<math::CoshOp, llvm::CoshOp>(conv),
        special(
            math::CountLeadingZerosOp::NAME,
            Kind::IntWithFlag { target: llvm::CountLeadingZerosOp::NAME, flag: "is_zero_poison" },
        ),
        special(
            math::CountTrailingZerosOp::NAME,
            Kind::IntWithFlag { target: llvm::CountTrailingZerosOp::NAME, flag: "is_zero_poison" },
        ),
        one_to_one(math::CtPopOp::NAME, llvm::CtPopOp::NAME, Attrs::PassThrough, false, conv),
        fmf::<math::ExpOp, llvm::ExpOp>(conv),
        fmf::<math::Exp2Op, llvm::Exp2Op>(conv),
        special(math::ExpM1Op::NAME, Kind::Expand(Expansion::ExpM1)),
        fmf::<math::FloorOp, llvm::FloorOp>(conv),
        fmf::<math::FmaOp, llvm::FMAOp>(conv),
        fmf::<math::FPowIOp, llvm::PowIOp>(conv),
        special(math::IsFiniteOp::NAME, Kind::Classify { bit: 504 }),
        special(math::IsNaNOp::NAME, Kind::Classify { bit: 3 }),
        fmf::<math::LogOp, llvm::LogOp>(conv),
        fmf::<math::Log10Op, llvm::Log10Op>(conv),
        fmf::<math::Log2Op, llvm::Log2Op>(conv),
        fmf::<math::PowFOp, llvm::PowOp>(conv),
        fmf::<math::RoundOp, llvm::RoundOp>(conv),
        fmf::<math::RoundEvenOp, llvm::RoundEvenOp>(conv),
        special(math::RsqrtOp::NAME, Kind::Expand(Expansion::Rsqrt)),
        fmf::<math::SinOp, llvm::SinOp>(conv),
        special(math::SincosOp::NAME, Kind::Sincos),
        fmf::<math::SinhOp, llvm::SinhOp>(conv),
        fmf::<math::SqrtOp, llvm::SqrtOp>(conv),
        fmf::<math::TanOp, llvm::TanOp>(conv),
        fmf::<math::TanhOp, llvm::TanhOp>(conv),
        fmf::<math::TruncOp, llvm::FTruncOp>(conv),
    ];
    if approximate_log1p {
        patterns.push(special(math::Log1pOp::NAME, Kind::Expand(Expansion::Log1p)));
    }
    patterns
}

/// The patterns `convert-to-llvm` uses for math (`approximate-log1p` on, as MLIR's interface).
pub fn patterns(conv: LlvmTypeConverter) -> Vec<Arc<dyn ConversionPattern>> {
    math_patterns(conv, true)
}

/// MLIR's `ConvertMathToLLVMPass` (`convert-math-to-llvm`).
#[derive(Clone, Debug)]
pub struct ConvertMathToLlvm {
    /// `approximate-log1p`: lower `log1p` to `log(1 + x)` (default true).
    pub approximate_log1p: bool,
}

impl Default for ConvertMathToLlvm {
    fn default() -> Self {
        ConvertMathToLlvm { approximate_log1p: true }
    }
}

impl oxir::pass::Pass for ConvertMathToLlvm {
    fn name(&self) -> &'static str {
        "ConvertMathToLLVMPass"
    }
    fn argument(&self) -> &'static str {
        "convert-math-to-llvm"
    }
    fn description(&self) -> &'static str {
        "Convert Math dialect to LLVM dialect"
    }
    fn run(&mut self, ctx: &mut oxir::Context, op: OpRef) -> Result<(), oxir::Diagnostic> {
        let conv = LlvmTypeConverter::new(0);
        let patterns = math_patterns(conv, self.approximate_log1p);
        oxir::conversion::apply_partial_conversion(ctx, op, &llvm_target(), &patterns, &conv.to_type_converter())
    }
    fn clone_pass(&self) -> Box<dyn oxir::pass::Pass> {
        Box::new(self.clone())
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        match (key, value) {
            ("approximate-log1p", "true" | "1" | "") => self.approximate_log1p = true,
            ("approximate-log1p", "false" | "0") => self.approximate_log1p = false,
            ("approximate-log1p", _) => return Err(format!("invalid value '{value}' for {key}")),
            _ => return Err(format!("no such option '{key}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(&'static str, OptionValue)> {
        vec![("approximate-log1p", OptionValue::Bool(self.approximate_log1p))]
    }
}
