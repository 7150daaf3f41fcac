//! `convert-complex-to-llvm`: MLIR's `ComplexToLLVM` conversion. A `complex<T>` value becomes an
//! `!llvm.struct<(T, T)>` (the type converter's rule); `create`, `re`, `im` and `constant` build
//! and take apart that struct, and `add`, `sub`, `mul`, `div` and `abs` compute on its parts with
//! llvm float ops carrying the op's fast-math flags. Division follows the `complex-range` option:
//! the algebraic formula (`basic`, MLIR's default, and `none`) or Smith's range reduction
//! (`improved`).

use super::complex_common::{ComplexRange, ComplexRangeConversion, FloatBin, FloatOps};
use super::pattern::llvm_target;
use super::type_converter::LlvmTypeConverter;
use oxir::builtin::types::ComplexType;
use oxir::conversion::{op_attr_or_prop, ConversionPattern, ConversionRewriter};
use oxir::ods::Dialect as _;
use oxir::ods::Op;
use oxir::{Attribute, OpRef, Type, Value};
use oxir_dialects::{complex, llvm};
use std::sync::Arc;

#[derive(Clone, Copy)]
enum Kind {
    Create,
    Part(i64),
    Constant,
    Add,
    Sub,
    Mul,
    Div(ComplexRange),
    Abs,
}

struct ComplexPattern {
    root: &'static str,
    kind: Kind,
}

/// The two parts of the struct `v` (`[0]` real, `[1]` imaginary).
fn parts(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, v: Value, element: Type) -> (Value, Value) {
    let re = llvm::ExtractValueOp::build(rw, loc, v, element, &[0]).into();
    let im = llvm::ExtractValueOp::build(rw, loc, v, element, &[1]).into();
    (re, im)
}

/// `poison` with `re` and `im` inserted.
fn pack(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, poison: Value, re: Value, im: Value) -> Value {
    let with_re: Value = llvm::InsertValueOp::build(rw, loc, poison, re, &[0]).into();
    llvm::InsertValueOp::build(rw, loc, with_re, im, &[1]).into()
}

impl ComplexPattern {
    fn rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let complex_ty = match self.kind {
            Kind::Create | Kind::Constant => ctx.value_type(ctx.result(op, 0)),
            _ => ctx.value_type(ctx.operand(op, 0)),
        };
        let element = rw.convert_type(complex_ty.dyn_cast::<ComplexType>(ctx)?.element);
        let struct_ty = rw.convert_type(complex_ty);
        let ops = FloatOps { llvm: true, fastmath: op_attr_or_prop(ctx, op, "fastmath"), loc, ty: element };
        let result = match self.kind {
            Kind::Create => {
                let poison = llvm::PoisonOp::build(rw, loc, struct_ty).into();
                pack(rw, loc, poison, operands[0], operands[1])
            }
            Kind::Part(i) => llvm::ExtractValueOp::build(rw, loc, operands[0], element, &[i]).into(),
            Kind::Constant => {
                let value = op_attr_or_prop(ctx, op, "value")?;
                let mut st = super::build::simple(ctx, llvm::ConstantOp::NAME, loc, &[], struct_ty);
                st.properties = Some(super::build::props(ctx, &[("value", value)]));
                super::pattern::create1(rw, st)
            }
            Kind::Add | Kind::Sub | Kind::Mul | Kind::Div(_) => {
                let (a, b) = parts(rw, loc, operands[0], element);
                let (c, d) = parts(rw, loc, operands[1], element);
                let poison = llvm::PoisonOp::build(rw, loc, struct_ty).into();
                let (re, im) = match self.kind {
                    Kind::Add => (ops.bin(rw, FloatBin::Add, a, c), ops.bin(rw, FloatBin::Add, b, d)),
                    Kind::Sub => (ops.bin(rw, FloatBin::Sub, a, c), ops.bin(rw, FloatBin::Sub, b, d)),
                    Kind::Mul => {
                        let ca = ops.bin(rw, FloatBin::Mul, c, a);
                        let db = ops.bin(rw, FloatBin::Mul, d, b);
                        let re = ops.bin(rw, FloatBin::Sub, ca, db);
                        let bc = ops.bin(rw, FloatBin::Mul, b, c);
                        let ad = ops.bin(rw, FloatBin::Mul, a, d);
                        (re, ops.bin(rw, FloatBin::Add, bc, ad))
                    }
                    Kind::Div(ComplexRange::Basic | ComplexRange::None) => ops.div_algebraic(rw, a, b, c, d),
                    Kind::Div(ComplexRange::Improved) => ops.div_range_reduction(rw, a, b, c, d)?,
                    _ => return None,
                };
                pack(rw, loc, poison, re, im)
            }
            Kind::Abs => {
                let (re, im) = parts(rw, loc, operands[0], element);
                let rr = ops.bin(rw, FloatBin::Mul, re, re);
                let ii = ops.bin(rw, FloatBin::Mul, im, im);
                let norm = ops.bin(rw, FloatBin::Add, rr, ii);
                let st = super::build::simple(rw.ctx(), llvm::SqrtOp::NAME, loc, &[norm], element);
                super::pattern::create1(rw, st)
            }
        };
        rw.replace_op(op, &[result]).ok()
    }
}

impl ConversionPattern for ComplexPattern {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        self.rewrite(op, operands, rw).is_some()
    }
}

/// MLIR's `populateComplexToLLVMConversionPatterns` with the division algorithm `range`.
pub fn patterns_with_range(range: ComplexRange) -> Vec<Arc<dyn ConversionPattern>> {
    let p = |root: &'static str, kind: Kind| -> Arc<dyn ConversionPattern> { Arc::new(ComplexPattern { root, kind }) };
    vec![
        p(complex::AbsOp::NAME, Kind::Abs),
        p(complex::ConstantOp::NAME, Kind::Constant),
        p(complex::CreateOp::NAME, Kind::Create),
        p(complex::DivOp::NAME, Kind::Div(range)),
        p(complex::ImOp::NAME, Kind::Part(1)),
        p(complex::MulOp::NAME, Kind::Mul),
        p(complex::ReOp::NAME, Kind::Part(0)),
        p(complex::AddOp::NAME, Kind::Add),
        p(complex::SubOp::NAME, Kind::Sub),
    ]
}

/// The patterns `convert-to-llvm` takes from the complex dialect (MLIR's
/// `ComplexToLLVMDialectInterface`: the default, `basic`, division).
pub fn patterns(_: LlvmTypeConverter) -> Vec<Arc<dyn ConversionPattern>> {
    patterns_with_range(ComplexRange::Basic)
}

/// MLIR's `ConvertComplexToLLVMPass` (`convert-complex-to-llvm`): a partial conversion in which
/// every complex op is illegal; `basic` division by default.
pub fn convert_complex_to_llvm() -> ComplexRangeConversion {
    ComplexRangeConversion::new(
        "ConvertComplexToLLVMPass",
        "convert-complex-to-llvm",
        "Convert Complex dialect to LLVM dialect",
        convert,
        ComplexRange::Basic,
    )
}

fn convert(ctx: &mut oxir::Context, op: OpRef, range: ComplexRange) -> Result<(), oxir::Diagnostic> {
    let conv = LlvmTypeConverter::new(0);
    let mut target = llvm_target();
    target.add_illegal_dialect(oxir_dialects::complex::ComplexDialect::NAMESPACE);
    let patterns = patterns_with_range(range);
    oxir::conversion::apply_partial_conversion(ctx, op, &target, &patterns, &conv.to_type_converter())
}
