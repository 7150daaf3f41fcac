//! `convert-toy-to-loops`: lowers the toy ops to loops over buffers (Toy chapter 5) with the
//! dialect-conversion framework: a [`ConversionTarget`] that makes the toy dialect illegal, a
//! [`TypeConverter`] from static `tensor<...xf64>` to `memref<...xf64>`, and one
//! [`ConversionPattern`] per op.
//!
//! oxir has no bufferization yet, so, as Toy does, the lowering goes straight to `memref`: each
//! tensor value becomes a `memref.alloc` (freed by a `memref.dealloc` before the end of its
//! block) filled by `scf.for` loop nests of `memref.load`/`arith`/`memref.store`. `toy.print`
//! becomes loops calling the runner utilities `printOpen`, `printF64`, `printComma`,
//! `printClose` and `printNewline` (declared as private `func.func`s), which print
//! `( ( 1, 2 ), ( 3, 4 ) )` as MLIR's vector printer does. Every call must have been inlined and
//! every shape inferred first: the lowering needs static shapes.

pub use crate::emit::MAX_RANK;
use crate::emit::{lower_toy_module, memref_of, with_emitter};
use crate::ops::{self, AddOp, CastOp, ConstantOp, MatmulOp, MulOp, PrintOp, ReshapeOp, TransposeOp};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::conversion::{ConversionPattern, ConversionRewriter, TypeConverter};
use oxir::ods::prelude::*;
use oxir::pass::Pass;
use oxir::Diagnostic;
use std::sync::Arc;

/// `toy.constant` -> an allocated buffer with every element stored.
struct ConstantLowering;

impl ConversionPattern for ConstantLowering {
    fn root(&self) -> Option<&'static str> {
        Some(ConstantOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, _: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let c = ConstantOp::from_op_unchecked(op);
        let Some((memref, shape)) = memref_of(ctx, ctx.value_type(c.result(ctx))) else { return false };
        let Some(dense) = c.value(ctx).and_then(|v| v.dyn_cast::<DenseIntOrFPElementsAttr>(ctx).cloned()) else {
            return false;
        };
        // A splat fills the buffer with a loop nest; other constants store element by element.
        let splat = if dense.is_splat() { dense.values::<f64>().and_then(|mut v| v.next()) } else { None };
        let values: Vec<f64> = match splat {
            Some(_) => Vec::new(),
            None => match dense.values::<f64>() {
                Some(v) => v.collect(),
                None => return false,
            },
        };
        let Some(buffer) = with_emitter(rw.ctx_mut(), op, |e| {
            let buffer = e.alloc(memref);
            if let Some(v) = splat {
                let value = e.f64_const(v);
                e.loop_nest(&shape, &mut |e, ivs| e.store(value, buffer, ivs));
                return buffer;
            }
            let max_dim = shape.iter().copied().max().unwrap_or(0);
            let indices: Vec<Value> = (0..max_dim).map(|i| e.index(i)).collect();
            for (k, v) in values.iter().enumerate() {
                // The row-major position of element k.
                let mut rest = k as i64;
                let mut idx = Vec::with_capacity(shape.len());
                for &n in shape.iter().rev() {
                    idx.push(indices[(rest % n) as usize]);
                    rest /= n;
                }
                idx.reverse();
                let value = e.f64_const(*v);
                e.store(value, buffer, &idx);
            }
            buffer
        }) else {
            return false;
        };
        rw.replace_op(op, &[buffer]).is_ok()
    }
}

/// `toy.add`/`toy.mul` -> a loop nest applying `arith.addf`/`arith.mulf`.
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
        let Some((memref, shape)) = memref_of(ctx, ctx.value_type(ctx.result(op, 0))) else { return false };
        let &[lhs, rhs] = operands else { return false };
        if !ctx.value_type(lhs).isa::<MemRefType>(ctx) || !ctx.value_type(rhs).isa::<MemRefType>(ctx) {
            return false;
        }
        let arith = self.arith;
        let Some(out) = with_emitter(rw.ctx_mut(), op, |e| {
            let out = e.alloc(memref);
            let f64 = FloatType::get(e.ctx, FloatKind::F64);
            e.loop_nest(&shape, &mut |e, ivs| {
                let a = e.load(lhs, ivs);
                let b = if rhs == lhs { a } else { e.load(rhs, ivs) };
                let r = e.value(arith, &[a, b], f64);
                e.store(r, out, ivs);
            });
            out
        }) else {
            return false;
        };
        rw.replace_op(op, &[out]).is_ok()
    }
}

/// `toy.transpose` -> a loop nest storing `in[reversed ivs]` at `out[ivs]`.
struct TransposeLowering;

impl ConversionPattern for TransposeLowering {
    fn root(&self) -> Option<&'static str> {
        Some(TransposeOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let Some((memref, shape)) = memref_of(ctx, ctx.value_type(ctx.result(op, 0))) else { return false };
        let &[input] = operands else { return false };
        if !ctx.value_type(input).isa::<MemRefType>(ctx) {
            return false;
        }
        let Some(out) = with_emitter(rw.ctx_mut(), op, |e| {
            let out = e.alloc(memref);
            e.loop_nest(&shape, &mut |e, ivs| {
                let reversed: Vec<Value> = ivs.iter().rev().copied().collect();
                let v = e.load(input, &reversed);
                e.store(v, out, ivs);
            });
            out
        }) else {
            return false;
        };
        rw.replace_op(op, &[out]).is_ok()
    }
}

/// `toy.matmul` -> `out[i][j] = 0; for k: out[i][j] += lhs[i][k] * rhs[k][j]`.
struct MatmulLowering;

impl ConversionPattern for MatmulLowering {
    fn root(&self) -> Option<&'static str> {
        Some(MatmulOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let Some((memref, shape)) = memref_of(ctx, ctx.value_type(ctx.result(op, 0))) else { return false };
        let &[lhs, rhs] = operands else { return false };
        let Some(k) = ctx.value_type(lhs).dyn_cast::<MemRefType>(ctx).and_then(|m| m.shape.get(1).copied()) else {
            return false;
        };
        if !ctx.value_type(rhs).isa::<MemRefType>(ctx) || shape.len() != 2 || k == DYNAMIC {
            return false;
        }
        let Some(out) = with_emitter(rw.ctx_mut(), op, |e| {
            let out = e.alloc(memref);
            let zero = e.f64_const(0.0);
            let f64 = FloatType::get(e.ctx, FloatKind::F64);
            e.loop_nest(&shape, &mut |e, ij| {
                e.store(zero, out, ij);
                let (i, j) = (ij[0], ij[1]);
                e.for_loop(k, &mut |e, kk| {
                    let a = e.load(lhs, &[i, kk]);
                    let b = e.load(rhs, &[kk, j]);
                    let p = e.value("arith.mulf", &[a, b], f64);
                    let acc = e.load(out, &[i, j]);
                    let s = e.value("arith.addf", &[acc, p], f64);
                    e.store(s, out, &[i, j]);
                });
            });
            out
        }) else {
            return false;
        };
        rw.replace_op(op, &[out]).is_ok()
    }
}

/// `toy.reshape` -> a copy in row-major order, one loop over the linear index.
struct ReshapeLowering;

impl ConversionPattern for ReshapeLowering {
    fn root(&self) -> Option<&'static str> {
        Some(ReshapeOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        let Some((memref, shape)) = memref_of(ctx, ctx.value_type(ctx.result(op, 0))) else { return false };
        let &[input] = operands else { return false };
        let Some(in_shape) = ctx.value_type(input).dyn_cast::<MemRefType>(ctx).map(|m| m.shape.clone()) else {
            return false;
        };
        if in_shape.contains(&DYNAMIC) {
            return false;
        }
        let (Some(total), Some(in_total)) = (ops::num_elements(&shape), ops::num_elements(&in_shape)) else {
            return false;
        };
        if total != in_total {
            return false;
        }
        let Some(out) = with_emitter(rw.ctx_mut(), op, |e| {
            let out = e.alloc(memref);
            if total == 0 {
                return out;
            }
            e.for_loop(total, &mut |e, l| {
                let src = e.delinearize(l, &in_shape);
                let dst = e.delinearize(l, &shape);
                let v = e.load(input, &src);
                e.store(v, out, &dst);
            });
            out
        }) else {
            return false;
        };
        rw.replace_op(op, &[out]).is_ok()
    }
}

/// `toy.cast` -> its operand when the types agree after conversion, else `memref.cast`.
struct CastLowering;

impl ConversionPattern for CastLowering {
    fn root(&self) -> Option<&'static str> {
        Some(CastOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let &[input] = operands else { return false };
        let to = rw.convert_type(rw.ctx().value_type(rw.ctx().result(op, 0)));
        if rw.ctx().value_type(input) == to {
            return rw.replace_op(op, &[input]).is_ok();
        }
        if !to.isa::<MemRefType>(rw.ctx()) && !to.isa::<UnrankedMemRefType>(rw.ctx()) {
            return false;
        }
        let Some(v) = with_emitter(rw.ctx_mut(), op, |e| e.value("memref.cast", &[input], to)) else {
            return false;
        };
        rw.replace_op(op, &[v]).is_ok()
    }
}

/// `toy.print` -> loops calling the runner utilities: `( ( a, b ), ( c, d ) )` and a newline.
struct PrintLowering;

impl ConversionPattern for PrintLowering {
    fn root(&self) -> Option<&'static str> {
        Some(PrintOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let &[input] = operands else { return false };
        let Some(shape) = rw.ctx().value_type(input).dyn_cast::<MemRefType>(rw.ctx()).map(|m| m.shape.clone()) else {
            return false;
        };
        if shape.contains(&DYNAMIC) {
            return false;
        }
        if with_emitter(rw.ctx_mut(), op, |e| e.print_elements(&shape, &mut |e, ivs| e.load(input, ivs))).is_none() {
            return false;
        }
        rw.erase_op(op).is_ok()
    }
}

/// The type converter: static `f64` tensors become memrefs, unranked ones unranked memrefs.
pub fn type_converter() -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_conversion(|ctx, t| {
        if let Some(u) = t.dyn_cast::<UnrankedTensorType>(ctx) {
            return Some(ctx.intern_type(UnrankedMemRefType { element: u.element, memory_space: None }));
        }
        memref_of(ctx, t).map(|(m, _)| m)
    });
    tc
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

/// The `convert-toy-to-loops` pass (on a module: it declares the print functions there).
#[derive(Clone, Debug, Default)]
pub struct ToyToLoops;

impl Pass for ToyToLoops {
    fn name(&self) -> &'static str {
        "ConvertToyToLoops"
    }
    fn argument(&self) -> &'static str {
        "convert-toy-to-loops"
    }
    fn description(&self) -> &'static str {
        "Lower toy ops to loops over memrefs (memref, scf, arith and func)"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }
    fn run(&mut self, ctx: &mut Context, module: OpRef) -> Result<(), Diagnostic> {
        lower_toy_module(ctx, module, &patterns(), &type_converter())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
