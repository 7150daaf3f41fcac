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

use crate::emit::{lower_toy_module, with_emitter, Emitter, MAX_RANK};
use crate::ops::{self, AddOp, CastOp, ConstantOp, MatmulOp, MulOp, PrintOp, ReshapeOp, TransposeOp};
use oxir::conversion::{ConversionPattern, ConversionRewriter, TypeConverter};
use oxir::ods::prelude::*;
use oxir::pass::Pass;
use oxir::Diagnostic;
use std::sync::Arc;

/// The static shape of a ranked tensor type (`None` for dynamic or unranked types, and above
/// [`MAX_RANK`]).
fn static_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    let r = t.dyn_cast::<RankedTensorType>(ctx)?;
    (!r.shape.contains(&DYNAMIC) && r.shape.len() <= MAX_RANK).then(|| r.shape.clone())
}

impl Emitter<'_> {
    /// `tensor.empty() : ty`.
    fn empty(&mut self, ty: Type) -> Value {
        self.value("tensor.empty", &[], ty)
    }

    /// `tensor.extract %t[indices]`.
    fn extract(&mut self, tensor: Value, indices: &[Value]) -> Value {
        let element = self
            .ctx
            .value_type(tensor)
            .dyn_cast::<RankedTensorType>(self.ctx)
            .map(|t| t.element)
            .unwrap_or_else(|| FloatType::get(self.ctx, FloatKind::F64));
        let mut operands = vec![tensor];
        operands.extend_from_slice(indices);
        self.value("tensor.extract", &operands, element)
    }

    /// `tensor.insert %v into %t[indices]`.
    fn insert_element(&mut self, value: Value, tensor: Value, indices: &[Value]) -> Value {
        let ty = self.ctx.value_type(tensor);
        let mut operands = vec![value, tensor];
        operands.extend_from_slice(indices);
        self.value("tensor.insert", &operands, ty)
    }

    /// A tensor of type `ty` (of static `shape`) whose element at `ivs` is `element(ivs)`.
    fn build_tensor(
        &mut self,
        ty: Type,
        shape: &[i64],
        element: &mut dyn FnMut(&mut Emitter<'_>, &[Value]) -> Value,
    ) -> Value {
        let init = self.empty(ty);
        self.loop_nest_carrying(shape, init, &mut |e, ivs, t| {
            let v = element(e, ivs);
            e.insert_element(v, t, ivs)
        })
    }
}

/// Replaces `op` by the tensor `build` makes just before it.
fn replace_with_tensor(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpRef,
    build: impl FnOnce(&mut Emitter<'_>) -> Option<Value>,
) -> bool {
    match with_emitter(rw.ctx_mut(), op, build).flatten() {
        Some(v) => rw.replace_op(op, &[v]).is_ok(),
        None => false,
    }
}

/// `toy.constant` -> `arith.constant` of the same dense value.
struct ConstantLowering;

impl ConversionPattern for ConstantLowering {
    fn root(&self) -> Option<&'static str> {
        Some(ConstantOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, _: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let c = ConstantOp::from_op_unchecked(op);
        let ty = ctx.value_type(c.result(ctx));
        let Some(value) = c.value(ctx) else { return false };
        replace_with_tensor(rw, op, |e| Some(e.value_with("arith.constant", ty, value)))
    }
}

impl Emitter<'_> {
    /// An op with one result of type `ty` and a `value` property (not pooled: each tensor
    /// constant stays where the toy constant was).
    fn value_with(&mut self, name: &str, ty: Type, value: Attribute) -> Value {
        let op = self.op(name, &[], &[ty], vec![("value", value)]);
        self.ctx.result(op, 0)
    }
}

/// `toy.add`/`toy.mul` -> an elementwise `arith.addf`/`arith.mulf` nest.
struct BinaryLowering {
    root: &'static str,
    arith: &'static str,
}

impl ConversionPattern for BinaryLowering {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let ty = ctx.value_type(ctx.result(op, 0));
        let Some(shape) = static_shape(ctx, ty) else { return false };
        let &[lhs, rhs] = operands else { return false };
        if static_shape(ctx, ctx.value_type(lhs)).is_none() || static_shape(ctx, ctx.value_type(rhs)).is_none() {
            return false;
        }
        let arith = self.arith;
        replace_with_tensor(rw, op, |e| {
            let f64 = FloatType::get(e.ctx, FloatKind::F64);
            Some(e.build_tensor(ty, &shape, &mut |e, ivs| {
                let a = e.extract(lhs, ivs);
                let b = if rhs == lhs { a } else { e.extract(rhs, ivs) };
                e.value(arith, &[a, b], f64)
            }))
        })
    }
}

/// `toy.transpose` -> `out[ivs] = in[reversed ivs]`.
struct TransposeLowering;

impl ConversionPattern for TransposeLowering {
    fn root(&self) -> Option<&'static str> {
        Some(TransposeOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let ty = ctx.value_type(ctx.result(op, 0));
        let Some(shape) = static_shape(ctx, ty) else { return false };
        let &[input] = operands else { return false };
        if static_shape(ctx, ctx.value_type(input)).is_none() {
            return false;
        }
        replace_with_tensor(rw, op, |e| {
            Some(e.build_tensor(ty, &shape, &mut |e, ivs| {
                let reversed: Vec<Value> = ivs.iter().rev().copied().collect();
                e.extract(input, &reversed)
            }))
        })
    }
}

/// `toy.matmul` -> `out[i][j] = sum over k of lhs[i][k] * rhs[k][j]`, the sum carried in a
/// scalar `iter_args` value.
struct MatmulLowering;

impl ConversionPattern for MatmulLowering {
    fn root(&self) -> Option<&'static str> {
        Some(MatmulOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let ty = ctx.value_type(ctx.result(op, 0));
        let Some(shape) = static_shape(ctx, ty) else { return false };
        let &[lhs, rhs] = operands else { return false };
        let Some(k) = static_shape(ctx, ctx.value_type(lhs)).and_then(|s| s.get(1).copied()) else { return false };
        if static_shape(ctx, ctx.value_type(rhs)).is_none() || shape.len() != 2 {
            return false;
        }
        replace_with_tensor(rw, op, |e| {
            let zero = e.f64_const(0.0);
            let f64 = FloatType::get(e.ctx, FloatKind::F64);
            Some(e.build_tensor(ty, &shape, &mut |e, ij| {
                let (i, j) = (ij[0], ij[1]);
                let sum = e.for_loop_carrying(k, &[zero], &mut |e, kk, acc| {
                    let a = e.extract(lhs, &[i, kk]);
                    let b = e.extract(rhs, &[kk, j]);
                    let p = e.value("arith.mulf", &[a, b], f64);
                    vec![e.value("arith.addf", &[acc[0], p], f64)]
                });
                sum[0]
            }))
        })
    }
}

/// `toy.reshape` -> a row-major copy over the linear index.
struct ReshapeLowering;

impl ConversionPattern for ReshapeLowering {
    fn root(&self) -> Option<&'static str> {
        Some(ReshapeOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let ty = ctx.value_type(ctx.result(op, 0));
        let Some(shape) = static_shape(ctx, ty) else { return false };
        let &[input] = operands else { return false };
        let Some(in_shape) = static_shape(ctx, ctx.value_type(input)) else { return false };
        let (Some(total), Some(in_total)) = (ops::num_elements(&shape), ops::num_elements(&in_shape)) else {
            return false;
        };
        if total != in_total {
            return false;
        }
        replace_with_tensor(rw, op, |e| {
            let init = e.empty(ty);
            if total == 0 {
                return Some(init);
            }
            let out = e.for_loop_carrying(total, &[init], &mut |e, l, t| {
                let src = e.delinearize(l, &in_shape);
                let dst = e.delinearize(l, &shape);
                let v = e.extract(input, &src);
                vec![e.insert_element(v, t[0], &dst)]
            });
            Some(out[0])
        })
    }
}

/// `toy.cast` -> its operand when the types agree, else `tensor.cast`.
struct CastLowering;

impl ConversionPattern for CastLowering {
    fn root(&self) -> Option<&'static str> {
        Some(CastOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let &[input] = operands else { return false };
        let to = rw.ctx().value_type(rw.ctx().result(op, 0));
        if rw.ctx().value_type(input) == to {
            return rw.replace_op(op, &[input]).is_ok();
        }
        replace_with_tensor(rw, op, |e| Some(e.value("tensor.cast", &[input], to)))
    }
}

/// `toy.print` -> loops calling the runner utilities on the extracted elements.
struct PrintLowering;

impl ConversionPattern for PrintLowering {
    fn root(&self) -> Option<&'static str> {
        Some(PrintOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let &[input] = operands else { return false };
        let Some(shape) = static_shape(rw.ctx(), rw.ctx().value_type(input)) else { return false };
        let printed = with_emitter(rw.ctx_mut(), op, |e| {
            e.print_elements(&shape, &mut |e, ivs| e.extract(input, ivs));
        });
        printed.is_some() && rw.erase_op(op).is_ok()
    }
}

/// The conversion patterns of every toy op.
pub fn patterns() -> Vec<Arc<dyn ConversionPattern>> {
    vec![
        Arc::new(ConstantLowering),
        Arc::new(BinaryLowering { root: AddOp::NAME, arith: "arith.addf" }),
        Arc::new(BinaryLowering { root: MulOp::NAME, arith: "arith.mulf" }),
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
        Some("builtin.module")
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
