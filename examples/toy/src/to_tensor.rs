//! `convert-toy-to-tensor`: lowers the toy ops to value-semantics code over tensors (`tensor`,
//! `arith`, `scf` and `func`), which `one-shot-bufferize` then turns into buffers, as a real
//! MLIR pipeline does (Toy's own tutorial goes straight to memref: `convert-toy-to-loops`).
//!
//! Each toy result is built functionally: a `tensor.empty` filled by an `scf.for` nest that
//! carries the tensor through `iter_args` and writes one element per iteration with
//! `tensor.insert` (elements read with `tensor.extract`); constants become `arith.constant`s of
//! the dense value, casts `tensor.cast`s. Bufferization then makes each nest write in place into
//! one allocation. `toy.print` becomes loops calling the runner utilities, as in the loop
//! lowering. Shapes must be static (inline and infer shapes first).

use crate::lowering::{builder_at, delinearize, f64_constant, index, loop_nest_carrying, lower_toy_module};
use crate::lowering::{print_elements, ElementFn, MAX_RANK};
use crate::ops::TransposeOpAdaptor;
use crate::ops::{self, AddOp, CastOp, ConstantOp, MatmulOp, MulOp, PrintOp, ReshapeOp, TransposeOp};
use crate::ops::{CastOpAdaptor, ConstantOpAdaptor, MatmulOpAdaptor, PrintOpAdaptor, ReshapeOpAdaptor};
use oxir::conversion::{ConversionPattern, ConversionRewriter, OpConversionPattern, TypeConverter};
use oxir::ods::prelude::*;
use oxir::ods::HasAdaptor;
use oxir::pass::Pass;
use oxir::Diagnostic;
use oxir_dialects::{arith, scf, tensor};
use std::marker::PhantomData;
use std::sync::Arc;

// ANCHOR: helpers
/// The static shape of a ranked tensor type (`None` for dynamic or unranked types, and above
/// [`MAX_RANK`]).
fn static_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    let r = t.dyn_cast::<RankedTensorType>(ctx)?;
    (!r.shape.contains(&DYNAMIC) && r.shape.len() <= MAX_RANK).then(|| r.shape.clone())
}

/// A tensor of type `ty` (of static `shape`) whose element at `ivs` is `element(ivs)`: a
/// `tensor.empty` filled by a loop nest carrying it, one `tensor.insert` per element.
fn build_tensor(
    b: &mut ImplicitLocOpBuilder<'_>,
    ty: Type,
    shape: &[i64],
    element: impl FnOnce(&mut ImplicitLocOpBuilder<'_>, &[Value]) -> Value,
) -> Value {
    let init = tensor::EmptyOp::create(b, &[], ty);
    loop_nest_carrying(b, shape, init.into(), |b, ivs, t| {
        let v = element(b, ivs);
        tensor::InsertOp::create(b, v, t, ivs).into()
    })
}
// ANCHOR_END: helpers

/// `toy.constant` -> `arith.constant` of the same dense value.
struct ConstantLowering;

impl OpConversionPattern for ConstantLowering {
    type Op = ConstantOp;
    fn match_and_rewrite(&self, op: ConstantOp, _: ConstantOpAdaptor<'_>, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let ty = ctx.value_type(op.result(ctx));
        let Some(value) = op.value(ctx) else { return false };
        let constant = arith::ConstantOp::create(&mut builder_at(rw, op), ty, value);
        rw.replace_op(op, &[constant.into()]).is_ok()
    }
}

// ANCHOR: binary
/// `toy.add`/`toy.mul` -> an element-wise `arith.addf`/`arith.mulf` nest.
struct BinaryLowering<T> {
    element: ElementFn,
    op: PhantomData<fn() -> T>,
}

impl<T: HasAdaptor> OpConversionPattern for BinaryLowering<T> {
    type Op = T;
    fn match_and_rewrite(&self, op: T, adaptor: T::Adaptor<'_>, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let ty = ctx.value_type(ctx.result(op.op(), 0));
        let Some(shape) = static_shape(ctx, ty) else { return false };
        let &[lhs, rhs] = adaptor.operands() else { return false };
        if static_shape(ctx, ctx.value_type(lhs)).is_none() || static_shape(ctx, ctx.value_type(rhs)).is_none() {
            return false;
        }
        let b = &mut builder_at(rw, op);
        let sum = build_tensor(b, ty, &shape, |b, ivs| {
            let x: Value = tensor::ExtractOp::create(b, lhs, ivs).into();
            let y = if rhs == lhs { x } else { tensor::ExtractOp::create(b, rhs, ivs).into() };
            (self.element)(b, x, y)
        });
        rw.replace_op(op.op(), &[sum]).is_ok()
    }
}

/// The lowering of the element-wise op `T`, computing each element with `element`.
fn binary<T: HasAdaptor>(element: ElementFn) -> BinaryLowering<T> {
    BinaryLowering { element, op: PhantomData }
}
// ANCHOR_END: binary

/// `toy.transpose` -> `out[ivs] = in[reversed ivs]`.
struct TransposeLowering;

impl OpConversionPattern for TransposeLowering {
    type Op = TransposeOp;
    fn match_and_rewrite(
        &self,
        op: TransposeOp,
        adaptor: TransposeOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let ctx = rw.ctx();
        let ty = ctx.value_type(op.result(ctx));
        let Some(shape) = static_shape(ctx, ty) else { return false };
        let input = adaptor.input();
        if static_shape(ctx, ctx.value_type(input)).is_none() {
            return false;
        }
        let b = &mut builder_at(rw, op);
        let transposed = build_tensor(b, ty, &shape, |b, ivs| {
            let reversed: Vec<Value> = ivs.iter().rev().copied().collect();
            tensor::ExtractOp::create(b, input, &reversed).into()
        });
        rw.replace_op(op, &[transposed]).is_ok()
    }
}

// ANCHOR: matmul
/// `toy.matmul` -> `out[i][j] = sum over k of lhs[i][k] * rhs[k][j]`, the sum carried in a
/// scalar `iter_args` value.
struct MatmulLowering;

impl OpConversionPattern for MatmulLowering {
    type Op = MatmulOp;
    fn match_and_rewrite(
        &self,
        op: MatmulOp,
        adaptor: MatmulOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let ctx = rw.ctx();
        let ty = ctx.value_type(op.result(ctx));
        let Some(shape) = static_shape(ctx, ty) else { return false };
        let (lhs, rhs) = (adaptor.lhs(), adaptor.rhs());
        let Some(k) = static_shape(ctx, ctx.value_type(lhs)).and_then(|s| s.get(1).copied()) else { return false };
        if static_shape(ctx, ctx.value_type(rhs)).is_none() || shape.len() != 2 {
            return false;
        }
        let b = &mut builder_at(rw, op);
        let zero = f64_constant(b, 0.0);
        let product = build_tensor(b, ty, &shape, |b, ij| {
            let (i, j) = (ij[0], ij[1]);
            let (lb, ub, step) = (index(b, 0), index(b, k), index(b, 1));
            let sum = scf::ForOp::create_with_body(b, lb, ub, step, &[zero], |b, kk, acc| {
                let x = tensor::ExtractOp::create(b, lhs, &[i, kk]);
                let y = tensor::ExtractOp::create(b, rhs, &[kk, j]);
                let p = arith::MulFOp::create(b, x, y);
                vec![arith::AddFOp::create(b, acc[0], p).into()]
            });
            sum.results(b.ctx())[0]
        });
        rw.replace_op(op, &[product]).is_ok()
    }
}
// ANCHOR_END: matmul

/// `toy.reshape` -> a row-major copy over the linear index.
struct ReshapeLowering;

impl OpConversionPattern for ReshapeLowering {
    type Op = ReshapeOp;
    fn match_and_rewrite(
        &self,
        op: ReshapeOp,
        adaptor: ReshapeOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let ctx = rw.ctx();
        let ty = ctx.value_type(op.result(ctx));
        let Some(shape) = static_shape(ctx, ty) else { return false };
        let input = adaptor.input();
        let Some(in_shape) = static_shape(ctx, ctx.value_type(input)) else { return false };
        let (Some(total), Some(in_total)) = (ops::num_elements(&shape), ops::num_elements(&in_shape)) else {
            return false;
        };
        if total != in_total {
            return false;
        }
        let b = &mut builder_at(rw, op);
        let init: Value = tensor::EmptyOp::create(b, &[], ty).into();
        let reshaped = if total == 0 {
            init
        } else {
            let (lb, ub, step) = (index(b, 0), index(b, total), index(b, 1));
            let copy = scf::ForOp::create_with_body(b, lb, ub, step, &[init], |b, l, t| {
                let src = delinearize(b, l, &in_shape);
                let dst = delinearize(b, l, &shape);
                let v = tensor::ExtractOp::create(b, input, &src);
                vec![tensor::InsertOp::create(b, v, t[0], &dst).into()]
            });
            copy.results(b.ctx())[0]
        };
        rw.replace_op(op, &[reshaped]).is_ok()
    }
}

/// `toy.cast` -> its operand when the types agree, else `tensor.cast`.
struct CastLowering;

impl OpConversionPattern for CastLowering {
    type Op = CastOp;
    fn match_and_rewrite(&self, op: CastOp, adaptor: CastOpAdaptor<'_>, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let input = adaptor.input();
        let to = rw.ctx().value_type(op.output(rw.ctx()));
        if rw.ctx().value_type(input) == to {
            return rw.replace_op(op, &[input]).is_ok();
        }
        let cast = tensor::CastOp::create(&mut builder_at(rw, op), input, to);
        rw.replace_op(op, &[cast.into()]).is_ok()
    }
}

/// `toy.print` -> loops calling the runner utilities on the extracted elements.
struct PrintLowering;

impl OpConversionPattern for PrintLowering {
    type Op = PrintOp;
    fn match_and_rewrite(&self, op: PrintOp, adaptor: PrintOpAdaptor<'_>, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let input = adaptor.input();
        let Some(shape) = static_shape(rw.ctx(), rw.ctx().value_type(input)) else { return false };
        let b = &mut builder_at(rw, op);
        print_elements(b, &shape, &mut |b, ivs| tensor::ExtractOp::create(b, input, ivs).into());
        rw.erase_op(op).is_ok()
    }
}

/// The conversion patterns of every toy op.
pub fn patterns() -> Vec<Arc<dyn ConversionPattern>> {
    vec![
        Arc::new(ConstantLowering),
        Arc::new(binary::<AddOp>(|b, x, y| arith::AddFOp::create(b, x, y).into())),
        Arc::new(binary::<MulOp>(|b, x, y| arith::MulFOp::create(b, x, y).into())),
        Arc::new(TransposeLowering),
        Arc::new(MatmulLowering),
        Arc::new(ReshapeLowering),
        Arc::new(CastLowering),
        Arc::new(PrintLowering),
    ]
}

/// The `convert-toy-to-tensor` pass (on a module: it declares the print functions there).
#[derive(Clone, Debug, Default)]
pub struct ToyToTensor;

impl Pass for ToyToTensor {
    fn name(&self) -> &'static str {
        "ConvertToyToTensor"
    }
    fn argument(&self) -> &'static str {
        "convert-toy-to-tensor"
    }
    fn description(&self) -> &'static str {
        "Lower toy ops to tensor, arith, scf and func (value semantics, ready for one-shot-bufferize)"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some(oxir::builtin::ops::ModuleOp::NAME)
    }
    fn run(&mut self, ctx: &mut Context, module: OpRef) -> Result<(), Diagnostic> {
        // Tensors stay tensors: the identity type conversion.
        let mut types = TypeConverter::new();
        types.add_conversion(|_, t| Some(t));
        lower_toy_module(ctx, module, &patterns(), &types)
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
