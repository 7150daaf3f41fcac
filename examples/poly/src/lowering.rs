//! `convert-poly-to-standard`: lowers the poly ops to value-semantics code over tensors
//! (`tensor`, `arith`, `scf`), which `one-shot-bufferize` then turns into buffers.
//!
//! A `!poly.poly<N>` becomes a `tensor<N+1 x i32>` of its coefficients, lowest degree first:
//! a constant is an `arith.constant` of a dense tensor, a sum is a loop adding coefficient by
//! coefficient, a product a loop nest computing each coefficient of the result as a sum of
//! products, and an evaluation Horner's rule in an `scf.for` carrying the partial value.
//!
//! Functions whose signatures hold polynomials are not converted: the lowering is for code that
//! keeps its polynomials inside a function.

use crate::dialect::{AddOp, AddOpAdaptor, ConstantOp, ConstantOpAdaptor, EvalOp, EvalOpAdaptor};
use crate::dialect::{MulOp, MulOpAdaptor, PolyDialect, PolyType};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::conversion::{apply_partial_conversion, ConversionPattern, ConversionRewriter, ConversionTarget};
use oxir::conversion::{OpConversionPattern, TypeConverter};
use oxir::numeric::APInt;
use oxir::ods::prelude::*;
use oxir::pass::Pass;
use oxir::Diagnostic;
use oxir_dialects::{arith, scf, tensor};
use std::sync::Arc;

// ANCHOR: types
/// The tensor a polynomial type lowers to: `!poly.poly<N>` is `tensor<N+1 x i32>`.
pub fn coefficients_tensor(ctx: &Context, t: Type) -> Option<Type> {
    let poly = t.dyn_cast::<PolyType>(ctx)?;
    let element = IntegerType::get(ctx, 32);
    let shape = vec![i64::from(poly.degree_bound) + 1];
    Some(ctx.intern_type(RankedTensorType { shape, element, encoding: None }))
}

/// The number of coefficients of a value of a polynomial type or of the tensor it lowers to.
fn num_coefficients(ctx: &Context, v: Value) -> Option<i64> {
    let t = ctx.value_type(v);
    let t = coefficients_tensor(ctx, t).unwrap_or(t);
    match t.dyn_cast::<RankedTensorType>(ctx)?.shape.as_slice() {
        &[n] if n > 0 => Some(n),
        _ => None,
    }
}

/// The type converter of the lowering: polynomials become tensors, other types stay.
pub fn type_converter() -> TypeConverter {
    let mut types = TypeConverter::new();
    types.add_conversion(|_, t| Some(t));
    types.add_conversion(coefficients_tensor);
    types
}
// ANCHOR_END: types

/// `arith.constant <v> : index`.
fn index(b: &mut ImplicitLocOpBuilder<'_>, v: i64) -> Value {
    arith::ConstantOp::create_index(b, v).into()
}

/// `poly.constant` -> `arith.constant dense<[c0, c1, ..., 0]> : tensor<N+1 x i32>`.
struct ConstantLowering;

impl OpConversionPattern for ConstantLowering {
    type Op = ConstantOp;
    fn match_and_rewrite(&self, op: ConstantOp, _: ConstantOpAdaptor<'_>, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let Some(ty) = coefficients_tensor(ctx, ctx.value_type(op.output(ctx))) else { return false };
        let (Some(coeffs), Some(n)) = (op.coeffs(ctx), num_coefficients(ctx, op.output(ctx))) else { return false };
        let mut values: Vec<APInt> = coeffs.coeffs.iter().map(|&c| APInt::from_i64(32, i64::from(c))).collect();
        values.resize(usize::try_from(n).unwrap_or(0), APInt::from_i64(32, 0));
        let Some(dense) = DenseIntOrFPElementsAttr::from_ints(ctx, ty, &values) else { return false };
        let loc = ctx.op_loc(op.op());
        let constant = arith::ConstantOp::create(&mut rw.at(loc), ty, dense);
        rw.replace_op(op, &[constant.into()]).is_ok()
    }
}

// ANCHOR: add_lowering
/// `poly.add` -> a loop adding the coefficients one by one into a new tensor.
struct AddLowering;

impl OpConversionPattern for AddLowering {
    type Op = AddOp;
    fn match_and_rewrite(&self, op: AddOp, adaptor: AddOpAdaptor<'_>, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let Some(ty) = coefficients_tensor(ctx, ctx.value_type(op.output(ctx))) else { return false };
        let Some(n) = num_coefficients(ctx, op.output(ctx)) else { return false };
        let (lhs, rhs, loc) = (adaptor.lhs(), adaptor.rhs(), ctx.op_loc(op.op()));
        let b = &mut rw.at(loc);
        let init = tensor::EmptyOp::create(b, &[], ty);
        let (lb, ub, step) = (index(b, 0), index(b, n), index(b, 1));
        let sum = scf::ForOp::create_with_body(b, lb, ub, step, &[init.into()], |b, i, carried| {
            let x = tensor::ExtractOp::create(b, lhs, &[i]);
            let y = tensor::ExtractOp::create(b, rhs, &[i]);
            let s = arith::AddIOp::create(b, x, y);
            vec![tensor::InsertOp::create(b, s, carried[0], &[i]).into()]
        });
        let sum = sum.results(b.ctx())[0];
        rw.replace_op(op, &[sum]).is_ok()
    }
}
// ANCHOR_END: add_lowering

/// `poly.mul` -> for each coefficient `k` of the result, the sum over `i` of `lhs[i] *
/// rhs[k - i]`, for the `i` where both indices are in bounds.
struct MulLowering;

impl OpConversionPattern for MulLowering {
    type Op = MulOp;
    fn match_and_rewrite(&self, op: MulOp, adaptor: MulOpAdaptor<'_>, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let Some(ty) = coefficients_tensor(ctx, ctx.value_type(op.output(ctx))) else { return false };
        let (lhs, rhs, loc) = (adaptor.lhs(), adaptor.rhs(), ctx.op_loc(op.op()));
        let bounds = (num_coefficients(ctx, lhs), num_coefficients(ctx, rhs), num_coefficients(ctx, op.output(ctx)));
        let (Some(n), Some(m), Some(r)) = bounds else { return false };
        let i32 = IntegerType::get(ctx, 32);
        let b = &mut rw.at(loc);
        let init = tensor::EmptyOp::create(b, &[], ty);
        let (c0, c1, cr) = (index(b, 0), index(b, 1), index(b, r));
        let (cn, m_minus_1) = (index(b, n), index(b, m - 1));
        let zero: Value = arith::ConstantOp::create_int(b, i32, 0).into();
        let product = scf::ForOp::create_with_body(b, c0, cr, c1, &[init.into()], |b, k, carried| {
            // i from max(0, k - (m - 1)) to min(k + 1, n): both i and k - i are in bounds.
            let k_minus = arith::SubIOp::create(b, k, m_minus_1);
            let lo = arith::MaxSIOp::create(b, k_minus, c0);
            let k_plus = arith::AddIOp::create(b, k, c1);
            let hi = arith::MinSIOp::create(b, k_plus, cn);
            let sum = scf::ForOp::create_with_body(b, lo, hi, c1, &[zero], |b, i, acc| {
                let j = arith::SubIOp::create(b, k, i);
                let x = tensor::ExtractOp::create(b, lhs, &[i]);
                let y = tensor::ExtractOp::create(b, rhs, &[j.into()]);
                let p = arith::MulIOp::create(b, x, y);
                vec![arith::AddIOp::create(b, acc[0], p).into()]
            });
            let sum = sum.results(b.ctx())[0];
            vec![tensor::InsertOp::create(b, sum, carried[0], &[k]).into()]
        });
        let product = product.results(b.ctx())[0];
        rw.replace_op(op, &[product]).is_ok()
    }
}

// ANCHOR: eval_lowering
/// `poly.eval` -> Horner's rule: an `scf.for` over the coefficients from the highest degree
/// down, carrying `acc * x + c`.
struct EvalLowering;

impl OpConversionPattern for EvalLowering {
    type Op = EvalOp;
    fn match_and_rewrite(&self, op: EvalOp, adaptor: EvalOpAdaptor<'_>, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let (poly, x, loc) = (adaptor.input(), adaptor.point(), ctx.op_loc(op.op()));
        let Some(n) = num_coefficients(ctx, poly) else { return false };
        let i32 = IntegerType::get(ctx, 32);
        let b = &mut rw.at(loc);
        let (c0, c1, cn, last) = (index(b, 0), index(b, 1), index(b, n), index(b, n - 1));
        let zero: Value = arith::ConstantOp::create_int(b, i32, 0).into();
        let horner = scf::ForOp::create_with_body(b, c0, cn, c1, &[zero], |b, k, acc| {
            let degree = arith::SubIOp::create(b, last, k);
            let c = tensor::ExtractOp::create(b, poly, &[degree.into()]);
            let scaled = arith::MulIOp::create(b, acc[0], x);
            vec![arith::AddIOp::create(b, scaled, c).into()]
        });
        let value = horner.results(b.ctx())[0];
        rw.replace_op(op, &[value]).is_ok()
    }
}
// ANCHOR_END: eval_lowering

/// The conversion patterns of every poly op.
pub fn patterns() -> Vec<Arc<dyn ConversionPattern>> {
    vec![Arc::new(ConstantLowering), Arc::new(AddLowering), Arc::new(MulLowering), Arc::new(EvalLowering)]
}

// ANCHOR: pass
/// The `convert-poly-to-standard` pass.
#[derive(Clone, Debug, Default)]
pub struct PolyToStandard;

impl Pass for PolyToStandard {
    fn name(&self) -> &'static str {
        "ConvertPolyToStandard"
    }
    fn argument(&self) -> &'static str {
        "convert-poly-to-standard"
    }
    fn description(&self) -> &'static str {
        "Lower poly ops to tensor, arith and scf"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let mut target = ConversionTarget::new();
        target.add_illegal_dialect(<PolyDialect as Dialect>::NAMESPACE);
        apply_partial_conversion(ctx, op, &target, &patterns(), &type_converter())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
// ANCHOR_END: pass
