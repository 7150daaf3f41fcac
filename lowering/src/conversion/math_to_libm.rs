//! `convert-math-to-libm`: MLIR's `MathToLibm` conversion. Each math op with a libm function
//! becomes a `func.call` of it (`sinf` for `f32`, `sin` for `f64`; `f16` and `bf16` operands
//! extended to `f32` and the result truncated back), the function declared private and
//! `llvm.readnone` at the start of the module when missing. The math dialect is illegal: an op
//! left (`copysign`, `ipowi`, `sincos`, a tensor, an `f80`) fails the pass, as in MLIR.
//! MLIR unrolls vectors into scalar calls with the vector dialect, which oxir does not have yet:
//! vector operands fail the pass here.

use super::build;
use super::memref_to_llvm::{sym_name, symbol_table_of};
use oxir::builtin::attributes::{StringAttr, SymbolRefAttr, TypeAttr, UnitAttr};
use oxir::builtin::types::{FloatType, FunctionType};
use oxir::conversion::{apply_partial_conversion, ConversionPattern, ConversionRewriter, ConversionTarget};
use oxir::ods::Dialect as _;
use oxir::ods::Op;
use oxir::{Attribute, Context, NamedAttribute, OpRef, OperationState, Type, Value};
use oxir_dialects::{arith, func, math};
use std::sync::Arc;

/// The libm function of each op for `f64` (its `f32` version has an `f` appended).
const FUNCTIONS: &[(&str, &str)] = &[
    (math::AbsFOp::NAME, "fabs"),
    (math::AcosOp::NAME, "acos"),
    (math::AcoshOp::NAME, "acosh"),
    (math::AsinOp::NAME, "asin"),
    (math::AsinhOp::NAME, "asinh"),
    (math::Atan2Op::NAME, "atan2"),
    (math::AtanOp::NAME, "atan"),
    (math::AtanhOp::NAME, "atanh"),
    (math::CbrtOp::NAME, "cbrt"),
    (math::CeilOp::NAME, "ceil"),
    (math::CosOp::NAME, "cos"),
    (math::CoshOp::NAME, "cosh"),
    (math::ErfOp::NAME, "erf"),
    (math::ErfcOp::NAME, "erfc"),
    (math::ExpOp::NAME, "exp"),
    (math::Exp2Op::NAME, "exp2"),
    (math::ExpM1Op::NAME, "expm1"),
    (math::FloorOp::NAME, "floor"),
    (math::FmaOp::NAME, "fma"),
    (math::LogOp::NAME, "log"),
    (math::Log2Op::NAME, "log2"),
    (math::Log10Op::NAME, "log10"),
    (math::Log1pOp::NAME, "log1p"),
    (math::PowFOp::NAME, "pow"),
    (math::RoundEvenOp::NAME, "roundeven"),
    (math::RoundOp::NAME, "round"),
    (math::RsqrtOp::NAME, "rsqrt"),
    (math::SinOp::NAME, "sin"),
    (math::SinhOp::NAME, "sinh"),
    (math::SqrtOp::NAME, "sqrt"),
    (math::TanOp::NAME, "tan"),
    (math::TanhOp::NAME, "tanh"),
    (math::TruncOp::NAME, "trunc"),
];

/// MLIR's `ScalarOpToLibmCall` and `PromoteOpToF32` for one op.
struct LibmCall {
    root: &'static str,
    f64_name: &'static str,
}

/// Declares `func.func private @name` of type `fty` at `loc`, with the discardable `attributes`,
/// at the start of the module of `from`, unless a symbol `name` is there: the libm functions the
/// math and complex conversions call.
pub(super) fn declare_private_func(
    rw: &mut ConversionRewriter<'_, '_>,
    from: OpRef,
    name: &str,
    fty: Type,
    loc: Attribute,
    attributes: Vec<NamedAttribute>,
) -> Option<()> {
    let module = symbol_table_of(rw.ctx(), from)?;
    let body = rw.ctx().region_entry_block(*rw.ctx().op_regions(module).first()?)?;
    if rw.ctx().block_ops(body).any(|o| sym_name(rw.ctx(), o).as_deref() == Some(name)) {
        return Some(());
    }
    let ctx = rw.ctx();
    let mut st = OperationState::new(ctx.op_name(func::FuncOp::NAME), loc);
    st.properties = Some(build::props(
        ctx,
        &[
            ("sym_name", StringAttr::get(ctx, name)),
            ("function_type", TypeAttr::get(ctx, fty)),
            ("sym_visibility", StringAttr::get(ctx, "private")),
        ],
    ));
    st.attributes = attributes;
    let region = rw.ctx_mut().create_region();
    st.regions.push(region);
    let f = rw.ctx_mut().create_op(st);
    let first = rw.ctx().block_first_op(body);
    rw.ctx_mut().insert_op_before(body, first, f);
    Some(())
}

impl LibmCall {
    fn rewrite(&self, op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let ctx = rw.ctx();
        let ty = ctx.result_types(op).next()?;
        let sem = ty.dyn_cast::<FloatType>(ctx)?.kind.semantics();
        use oxir::numeric::FloatSemantics::*;
        let (name, promote) = match sem {
            F64 => (self.f64_name.to_string(), false),
            F32 => (format!("{}f", self.f64_name), false),
            F16 | BF16 => (format!("{}f", self.f64_name), true),
            _ => return None,
        };
        let loc = ctx.op_loc(op);
        let f32t = FloatType::get(ctx, oxir::builtin::types::FloatKind::F32);
        let call_ty = if promote { f32t } else { ty };
        let mut args: Vec<Value> = ctx.operands(op).collect();
        if promote {
            for a in args.iter_mut() {
                let st = build::simple(rw.ctx(), arith::ExtFOp::NAME, loc, &[*a], f32t);
                *a = super::pattern::create1(rw, st);
            }
        }
        let fty = FunctionType::get(rw.ctx(), vec![call_ty; args.len()], vec![call_ty]);
        let ctx = rw.ctx();
        let readnone = vec![NamedAttribute { name: ctx.ident("llvm.readnone"), value: UnitAttr::get(ctx) }];
        declare_private_func(rw, op, &name, fty, ctx.op_loc(op), readnone)?;
        let ctx = rw.ctx();
        let mut call = build::simple(ctx, func::CallOp::NAME, loc, &args, call_ty);
        call.properties = Some(build::props(ctx, &[("callee", SymbolRefAttr::flat(ctx, &name))]));
        let mut result = super::pattern::create1(rw, call);
        if promote {
            let st = build::simple(rw.ctx(), arith::TruncFOp::NAME, loc, &[result], ty);
            result = super::pattern::create1(rw, st);
        }
        rw.replace_op(op, &[result]).ok()
    }
}

impl ConversionPattern for LibmCall {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn uses_type_converter(&self) -> bool {
        false
    }
    fn match_and_rewrite(&self, op: OpRef, _operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        self.rewrite(op, rw).is_some()
    }
}

/// The patterns of `convert-math-to-libm` (MLIR's `populateMathToLibmConversionPatterns`).
pub fn patterns() -> Vec<Arc<dyn ConversionPattern>> {
    FUNCTIONS
        .iter()
        .map(|&(root, f64_name)| Arc::new(LibmCall { root, f64_name }) as Arc<dyn ConversionPattern>)
        .collect()
}

/// MLIR's `ConvertMathToLibmPass` (`convert-math-to-libm`).
#[derive(Clone, Debug, Default)]
pub struct ConvertMathToLibm;

impl oxir::pass::Pass for ConvertMathToLibm {
    fn name(&self) -> &'static str {
        "ConvertMathToLibmPass"
    }
    fn argument(&self) -> &'static str {
        "convert-math-to-libm"
    }
    fn description(&self) -> &'static str {
        "Convert Math dialect to libm calls"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), oxir::Diagnostic> {
        let mut target = ConversionTarget::new();
        for d in [
            oxir_dialects::arith::ArithDialect::NAMESPACE,
            oxir::builtin::BuiltinDialect::NAMESPACE,
            oxir_dialects::func::FuncDialect::NAMESPACE,
            oxir_dialects::vector::VectorDialect::NAMESPACE,
        ] {
            target.add_legal_dialect(d);
        }
        target.add_illegal_dialect(oxir_dialects::math::MathDialect::NAMESPACE);
        let type_converter = oxir::conversion::TypeConverter::new();
        apply_partial_conversion(ctx, op, &target, &patterns(), &type_converter)
    }
    fn clone_pass(&self) -> Box<dyn oxir::pass::Pass> {
        Box::new(self.clone())
    }
}
