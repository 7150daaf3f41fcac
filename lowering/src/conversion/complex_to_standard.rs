//! `convert-complex-to-standard`: MLIR's `ComplexToStandard` conversion for the complex ops that
//! lower to arith alone: `add`, `sub`, `mul`, `div` (with `complex-range=basic` or `none`), `eq`,
//! `neq`, `neg` and `conj` become arith ops on the parts that `complex.re` and `complex.im` take,
//! put together again with `complex.create`. The default `improved` division needs `math.absf`
//! and `math.copysign`, and converts only when the math dialect is loaded. The ops whose
//! expansions call math functions are in [`super::complex_to_standard_math`] (`abs`, `angle`,
//! `exp`, `log`, `sin`, `cos`, `sign`) and [`super::complex_to_standard_functions`] (`sqrt`,
//! `rsqrt`, `tan`, `tanh`, `expm1`, `log1p`, `pow`, `powi`, `atan2`).

use super::complex_common::{ComplexRange, ComplexRangeConversion, FloatBin, FloatOps};
use oxir::builtin::types::ComplexType;
use oxir::conversion::{op_attr_or_prop, ConversionPattern, ConversionRewriter, ConversionTarget};
use oxir::ods::Dialect as _;
use oxir::ods::Op;
use oxir::{Attribute, OpRef, Type, Value};
use oxir_dialects::{arith, complex};
use std::sync::Arc;

#[derive(Clone, Copy)]
enum Kind {
    Add,
    Sub,
    Mul,
    Div(ComplexRange),
    Compare { equal: bool },
    Neg,
    Conj,
}

struct ComplexPattern {
    root: &'static str,
    kind: Kind,
}

/// `complex.re` (`index` 0) or `complex.im` (1) of `v`.
fn part(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, v: Value, element: Type, index: usize) -> Value {
    let name = if index == 0 { complex::ReOp::NAME } else { complex::ImOp::NAME };
    let st = super::build::simple(rw.ctx(), name, loc, &[v], element);
    super::pattern::create1(rw, st)
}

/// Both parts of `v`, real first.
fn parts(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, v: Value, element: Type) -> (Value, Value) {
    (part(rw, loc, v, element, 0), part(rw, loc, v, element, 1))
}

impl ComplexPattern {
    fn rewrite(&self, op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let lhs = ctx.operand(op, 0);
        let complex_ty = ctx.value_type(lhs);
        let element = complex_ty.dyn_cast::<ComplexType>(ctx)?.element;
        let rhs = (ctx.num_operands(op) > 1).then(|| ctx.operand(op, 1));
        let ops = FloatOps { llvm: false, fastmath: op_attr_or_prop(ctx, op, "fastmath"), loc, ty: element };
        let (re, im) = match self.kind {
            Kind::Add | Kind::Sub => {
                let bin = if matches!(self.kind, Kind::Add) { FloatBin::Add } else { FloatBin::Sub };
                let (a, c) = (part(rw, loc, lhs, element, 0), part(rw, loc, rhs?, element, 0));
                let re = ops.bin(rw, bin, a, c);
                let (b, d) = (part(rw, loc, lhs, element, 1), part(rw, loc, rhs?, element, 1));
                (re, ops.bin(rw, bin, b, d))
            }
            Kind::Mul | Kind::Div(_) => {
                let (a, b) = parts(rw, loc, lhs, element);
                let (c, d) = parts(rw, loc, rhs?, element);
                if let Kind::Div(range) = self.kind {
                    match range {
                        ComplexRange::Improved => ops.div_range_reduction(rw, a, b, c, d)?,
                        _ => ops.div_algebraic(rw, a, b, c, d),
                    }
                } else {
                    let ac = ops.bin(rw, FloatBin::Mul, a, c);
                    let bd = ops.bin(rw, FloatBin::Mul, b, d);
                    let re = ops.bin(rw, FloatBin::Sub, ac, bd);
                    let bc = ops.bin(rw, FloatBin::Mul, b, c);
                    let ad = ops.bin(rw, FloatBin::Mul, a, d);
                    (re, ops.bin(rw, FloatBin::Add, bc, ad))
                }
            }
            Kind::Compare { equal } => {
                let (a, b) = parts(rw, loc, lhs, element);
                let (c, d) = parts(rw, loc, rhs?, element);
                let pred = if equal { arith::CmpFPredicate::Oeq } else { arith::CmpFPredicate::Une };
                let re: Value = arith::CmpFOp::build(rw, loc, a, c, pred).into();
                let im: Value = arith::CmpFOp::build(rw, loc, b, d, pred).into();
                let both: Value = if equal {
                    arith::AndIOp::build(rw, loc, re, im).into()
                } else {
                    arith::OrIOp::build(rw, loc, re, im).into()
                };
                return rw.replace_op(op, &[both]).ok();
            }
            Kind::Neg => {
                let (a, b) = parts(rw, loc, lhs, element);
                let re: Value = arith::NegFOp::build(rw, loc, a).into();
                (re, arith::NegFOp::build(rw, loc, b).into())
            }
            Kind::Conj => {
                let (a, b) = parts(rw, loc, lhs, element);
                (a, arith::NegFOp::build(rw, loc, b).into())
            }
        };
        let st = super::build::simple(rw.ctx(), complex::CreateOp::NAME, loc, &[re, im], complex_ty);
        let created = super::pattern::create1(rw, st);
        rw.replace_op(op, &[created]).ok()
    }
}

impl ConversionPattern for ComplexPattern {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn uses_type_converter(&self) -> bool {
        false
    }
    fn match_and_rewrite(&self, op: OpRef, _: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        // The range-reduction division uses `math.absf` and `math.copysign`: only once the math
        // dialect is there.
        if matches!(self.kind, Kind::Div(ComplexRange::Improved)) && !rw.ctx().is_dialect_registered("math") {
            return false;
        }
        self.rewrite(op, rw).is_some()
    }
}

/// The patterns of `convert-complex-to-standard` (the arith-only part of MLIR's
/// `populateComplexToStandardConversionPatterns`), with the division algorithm `range`.
pub fn patterns(range: ComplexRange) -> Vec<Arc<dyn ConversionPattern>> {
    let p = |root: &'static str, kind: Kind| -> Arc<dyn ConversionPattern> { Arc::new(ComplexPattern { root, kind }) };
    vec![
        p(complex::AddOp::NAME, Kind::Add),
        p(complex::SubOp::NAME, Kind::Sub),
        p(complex::MulOp::NAME, Kind::Mul),
        p(complex::DivOp::NAME, Kind::Div(range)),
        p(complex::EqualOp::NAME, Kind::Compare { equal: true }),
        p(complex::NotEqualOp::NAME, Kind::Compare { equal: false }),
        p(complex::NegOp::NAME, Kind::Neg),
        p(complex::ConjOp::NAME, Kind::Conj),
    ]
}

/// MLIR's `ConvertComplexToStandardPass` (`convert-complex-to-standard`): a partial conversion
/// in which complex ops other than `bitcast`, `constant`, `create`, `re` and `im` are illegal;
/// `improved` division by default.
pub fn convert_complex_to_standard() -> ComplexRangeConversion {
    ComplexRangeConversion::new(
        "ConvertComplexToStandardPass",
        "convert-complex-to-standard",
        "Convert Complex dialect to standard dialect",
        convert,
        ComplexRange::Improved,
    )
}

fn convert(ctx: &mut oxir::Context, op: OpRef, range: ComplexRange) -> Result<(), oxir::Diagnostic> {
    let mut target = ConversionTarget::new();
    target.add_legal_dialect(oxir_dialects::arith::ArithDialect::NAMESPACE);
    target.add_legal_dialect(oxir_dialects::math::MathDialect::NAMESPACE);
    let legal = [
        complex::BitcastOp::NAME,
        complex::ConstantOp::NAME,
        complex::CreateOp::NAME,
        complex::ImOp::NAME,
        complex::ReOp::NAME,
    ];
    for name in legal {
        target.add_legal_op(name);
    }
    target.add_illegal_dialect(oxir_dialects::complex::ComplexDialect::NAMESPACE);
    let mut all = patterns(range);
    all.extend(super::complex_to_standard_math::patterns());
    all.extend(super::complex_to_standard_functions::patterns());
    oxir::conversion::apply_partial_conversion(ctx, op, &target, &all, &oxir::conversion::TypeConverter::new())
}
