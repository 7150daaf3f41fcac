//! `convert-complex-to-libm`: MLIR's `ComplexToLibm` conversion. `complex.pow`, `sqrt`, `tanh`,
//! `cos`, `sin`, `conj`, `log`, `tan`, `abs` and `angle` on `complex<f32>` and `complex<f64>`
//! become `func.call`s of C's `<complex.h>` functions (`cpowf` / `cpow`, ..., `cabsf`, `cargf`),
//! each declared private at the start of the module, at an unknown location, unless a symbol of
//! that name is there. Those ops are illegal: one on another element type fails the pass, as in
//! MLIR; the other complex ops stay.

use super::build;
use oxir::builtin::attributes::SymbolRefAttr;
use oxir::builtin::locations::UnknownLoc;
use oxir::builtin::ops::ModuleOp;
use oxir::builtin::types::{ComplexType, FloatKind, FloatType, FunctionType};
use oxir::conversion::{apply_partial_conversion, ConversionPattern, ConversionRewriter, ConversionTarget};
use oxir::ods::Dialect as _;
use oxir::ods::Op;
use oxir::{Context, OpRef, Type, Value};
use oxir_dialects::{complex, func};
use std::sync::Arc;

/// Each op with its `float` and `double` functions.
const FUNCTIONS: &[(&str, &str, &str)] = &[
    (complex::PowOp::NAME, "cpowf", "cpow"),
    (complex::SqrtOp::NAME, "csqrtf", "csqrt"),
    (complex::TanhOp::NAME, "ctanhf", "ctanh"),
    (complex::CosOp::NAME, "ccosf", "ccos"),
    (complex::SinOp::NAME, "csinf", "csin"),
    (complex::ConjOp::NAME, "conjf", "conj"),
    (complex::LogOp::NAME, "clogf", "clog"),
    (complex::AbsOp::NAME, "cabsf", "cabs"),
    (complex::AngleOp::NAME, "cargf", "carg"),
    (complex::TanOp::NAME, "ctanf", "ctan"),
];

/// MLIR's `ScalarOpToLibmCall` for one op.
struct LibmCall {
    root: &'static str,
    float_func: &'static str,
    double_func: &'static str,
}

/// Whether the float type `t` (or the element type of the complex type `t`) is `f64`: `None`
/// unless it is `f32` or `f64` (MLIR's `ComplexTypeResolver` and `FloatTypeResolver`).
fn is_double(ctx: &Context, t: Type) -> Option<bool> {
    let element = t.dyn_cast::<ComplexType>(ctx).map_or(t, |c| c.element);
    match element.dyn_cast::<FloatType>(ctx)?.kind {
        FloatKind::F32 => Some(false),
        FloatKind::F64 => Some(true),
        _ => None,
    }
}

impl LibmCall {
    fn rewrite(&self, op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let ctx = rw.ctx();
        let result_ty = ctx.result_types(op).next()?;
        let name = if is_double(ctx, result_ty)? { self.double_func } else { self.float_func };
        let operand_types: Vec<Type> = ctx.operands(op).map(|v| ctx.value_type(v)).collect();
        let fty = FunctionType::get(ctx, operand_types, vec![result_ty]);
        let loc = UnknownLoc::get(ctx);
        super::math_to_libm::declare_private_func(rw, op, name, fty, loc, Vec::new())?;
        let ctx = rw.ctx();
        let args: Vec<Value> = ctx.operands(op).collect();
        let mut call = build::simple(ctx, func::CallOp::NAME, ctx.op_loc(op), &args, result_ty);
        call.properties = Some(build::props(ctx, &[("callee", SymbolRefAttr::flat(ctx, name))]));
        let result = super::pattern::create1(rw, call);
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

/// The patterns of `convert-complex-to-libm` (MLIR's `populateComplexToLibmConversionPatterns`).
pub fn patterns() -> Vec<Arc<dyn ConversionPattern>> {
    FUNCTIONS
        .iter()
        .map(|&(root, float_func, double_func)| {
            Arc::new(LibmCall { root, float_func, double_func }) as Arc<dyn ConversionPattern>
        })
        .collect()
}

/// MLIR's `ConvertComplexToLibm` pass (`convert-complex-to-libm`), on a `builtin.module`.
#[derive(Clone, Debug, Default)]
pub struct ConvertComplexToLibm;

impl oxir::pass::Pass for ConvertComplexToLibm {
    fn name(&self) -> &'static str {
        "ConvertComplexToLibm"
    }
    fn argument(&self) -> &'static str {
        "convert-complex-to-libm"
    }
    fn description(&self) -> &'static str {
        "Convert Complex dialect to libm calls"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some(ModuleOp::NAME)
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), oxir::Diagnostic> {
        let mut target = ConversionTarget::new();
        target.add_legal_dialect(oxir_dialects::func::FuncDialect::NAMESPACE);
        for &(name, _, _) in FUNCTIONS {
            target.add_illegal_op(name);
        }
        let type_converter = oxir::conversion::TypeConverter::new();
        apply_partial_conversion(ctx, op, &target, &patterns(), &type_converter)
    }
    fn clone_pass(&self) -> Box<dyn oxir::pass::Pass> {
        Box::new(self.clone())
    }
}
