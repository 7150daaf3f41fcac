//! The `BufferizableOpInterface` models of the tensor ops that bufferize to a new buffer filled
//! by a `linalg.map` (MLIR's `GenerateOpInterface`, `SplatOpInterface` and `PadOpInterface` in
//! the tensor dialect's `BufferizableOpInterfaceImpl.cpp`):
//!
//! - `tensor.generate`: `memref.alloc` of the result's dynamic extents, then `linalg.map outs`
//!   of it whose body is the generate body, its index arguments replaced by `linalg.index` ops
//!   and its `tensor.yield` by `linalg.yield`;
//! - `tensor.splat`: the same with a body yielding the splat value;
//! - `tensor.pad` (static result shape): the padding body as for `tensor.generate`, then the
//!   source copied into the subview at the low padding (`memref.subview` + `memref.copy`).

use crate::affine;
use crate::bufferization::transforms::interface::{AnalysisState, BufferizableOpInterface};
use crate::bufferization::transforms::one_shot::Bufferizer;
use crate::linalg::{IndexOp, MapOp, YieldOp as LinalgYieldOp};
use crate::memref as mr;
use crate::memref;
use crate::tensor;
use oxir::builtin::types::{MemRefType, RankedTensorType, DYNAMIC};
use oxir::ods::Op;
use oxir::{Context, Diagnostic, OpBuilder, OpRef, Value};
use std::sync::Arc;

#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    Generate,
    Splat,
    Pad,
}

struct Model(Kind);

/// Attaches the models to `tensor.generate`, `tensor.splat` and `tensor.pad`.
pub(super) fn register(ctx: &Context) {
    for (name, kind) in [
        (tensor::GenerateOp::NAME, Kind::Generate),
        (tensor::SplatOp::NAME, Kind::Splat),
        (tensor::PadOp::NAME, Kind::Pad),
    ] {
        let m: Arc<dyn BufferizableOpInterface> = Arc::new(Model(kind));
        ctx.attach_op_interface_dyn::<dyn BufferizableOpInterface>(name, m);
    }
}

/// Creates `linalg.map outs(%buffer)` before `before` with an empty body block (one argument of
/// the element type) and returns the map and the block.
fn map_into(ctx: &mut Context, before: OpRef, buffer: Value) -> Option<(OpRef, oxir::BlockRef)> {
    let elem = ctx.value_type(buffer).dyn_cast::<MemRefType>(ctx)?.element;
    let loc = ctx.op_loc(before);
    let map = MapOp::build(&mut OpBuilder::before(ctx, before), loc, &[], buffer, &[]);
    let block = ctx.create_block();
    ctx.add_block_argument(block, elem, loc);
    ctx.append_block(map.mapper(ctx), block);
    Some((map.into(), block))
}

/// MLIR's `lowerGenerateLikeOpBody`: fills `buffer` with a `linalg.map` whose body is the
/// single block of `region` (a generate or pad body), its index arguments replaced by
/// `linalg.index` ops and its `tensor.yield` by `linalg.yield`.
fn lower_generate_body(ctx: &mut Context, before: OpRef, buffer: Value, region: oxir::RegionRef) -> Option<()> {
    let (map, block) = map_into(ctx, before, buffer)?;
    let loc = ctx.op_loc(map);
    let src = ctx.region_entry_block(region)?;
    let args: Vec<Value> = ctx.block_arguments(src).collect();
    for (d, arg) in args.into_iter().enumerate() {
        let v = IndexOp::build(&mut OpBuilder::at_block_end(ctx, block), loc, d as i64).into();
        ctx.replace_all_uses_with(arg, v);
    }
    let ops: Vec<OpRef> = ctx.block_ops(src).collect();
    for o in ops {
        ctx.detach_op(o);
        if ctx.isa_op::<tensor::YieldOp>(o) {
            let vals: Vec<Value> = ctx.operands(o).collect();
            let yloc = ctx.op_loc(o);
            LinalgYieldOp::build(&mut OpBuilder::at_block_end(ctx, block), yloc, &vals);
            let _ = ctx.erase_op(o);
        } else {
            ctx.append_op(block, o);
        }
    }
    Some(())
}

/// The dynamic sizes of a `tensor.pad`'s result, `dim(source, i) + low[i] + high[i]`, as MLIR's
/// `PadOpInterface::bufferize` computes them: first the `affine.apply` of its generate-like body
/// (which the allocation does not use, kept for the same output), then the reified result shape
/// (`PadOp::reifyResultShapes`, folded) that sizes the allocation.
fn pad_result_sizes(
    b: &mut Bufferizer<'_>,
    op: OpRef,
    rt: &RankedTensorType,
    static_low: &[i64],
    low_values: &[Value],
    static_high: &[i64],
    high_values: &[Value],
) -> Result<Vec<Value>, Diagnostic> {
    use crate::affine::make_composed_folded_affine_apply;
    use crate::utils::static_values::{mixed, Ofr};
    use oxir::affine::{AffineExpr, AffineMap};
    let dynamic_dims: Vec<usize> = (0..rt.shape.len()).filter(|&i| rt.shape[i] == DYNAMIC).collect();
    if dynamic_dims.is_empty() {
        return Ok(Vec::new());
    }
    let source = b.ctx.operand(op, 0);
    let src_buf = b.buffer(source);
    let low = mixed(static_low, low_values);
    let high = mixed(static_high, high_values);
    if low.len() != rt.shape.len() || high.len() != rt.shape.len() {
        return Err(unsupported(b.ctx, op));
    }
    let loc = b.ctx.op_loc(op);
    let source_dim = |b: &mut Bufferizer<'_>, i: usize| {
        let c = b.index_const(op, i as i64);
        let (mut builder, loc) = b.builder_before(op);
        memref::DimOp::build(&mut builder, loc, src_buf, c).into()
    };
    let as_value = |b: &mut Bufferizer<'_>, o: Ofr| match o {
        Ofr::Dyn(v) => v,
        Ofr::Static(s) => b.index_const(op, s),
    };
    let (s0, s1, s2) = (AffineExpr::symbol(0), AffineExpr::symbol(1), AffineExpr::symbol(2));
    let sum_of_symbols = AffineMap::new(0, 3, vec![s0 + s1 + s2]);
    for &i in &dynamic_dims {
        let dim = source_dim(b, i);
        let (l, h) = (as_value(b, low[i]), as_value(b, high[i]));
        let (mut builder, loc) = b.builder_before(op);
        affine::ApplyOp::build(&mut builder, loc, &[dim, l, h], sum_of_symbols.clone());
    }
    let (d0, d1, d2) = (AffineExpr::dim(0), AffineExpr::dim(1), AffineExpr::dim(2));
    let sum_of_dims = AffineMap::new(3, 0, vec![d0 + d1 + d2]);
    let mut sizes = Vec::with_capacity(dynamic_dims.len());
    for &i in &dynamic_dims {
        let dim = source_dim(b, i);
        let size = {
            let mut builder = OpBuilder::before(b.ctx, op);
            make_composed_folded_affine_apply(&mut builder, loc, &sum_of_dims, &[Ofr::Dyn(dim), low[i], high[i]])
        };
        sizes.push(as_value(b, size));
    }
    Ok(sizes)
}

fn unsupported(ctx: &Context, op: OpRef) -> Diagnostic {
    oxir::verifier::emit_op_error_on_op(ctx, op, "bufferization of this op is not supported")
}

impl BufferizableOpInterface for Model {
    fn reads(&self, _ctx: &Context, _st: &AnalysisState, _op: OpRef, _operand: usize) -> bool {
        true
    }
    fn writes(&self, _ctx: &Context, _st: &AnalysisState, _op: OpRef, _operand: usize) -> bool {
        false
    }
    fn aliases(&self, _ctx: &Context, _st: &AnalysisState, _op: OpRef, _operand: usize) -> Vec<Value> {
        Vec::new()
    }
    fn bufferize(&self, b: &mut Bufferizer<'_>, op: OpRef) -> Result<(), Diagnostic> {
        let Some(t) = b.ctx.result_types(op).next() else { return Ok(()) };
        let Some(rt) = t.dyn_cast::<RankedTensorType>(b.ctx).cloned() else { return Ok(()) };
        match self.0 {
            Kind::Generate => {
                let dynamic: Vec<Value> = b.ctx.operands(op).collect();
                let alloc = b.alloc(op, t, &dynamic, None);
                let region = b.ctx.op_regions(op)[0];
                lower_generate_body(b.ctx, op, alloc, region).ok_or_else(|| unsupported(b.ctx, op))?;
                b.replace_op(op, &[alloc])
            }
            Kind::Splat => {
                let input = b.ctx.operand(op, 0);
                let dynamic: Vec<Value> = b.ctx.operands(op).skip(1).collect();
                let alloc = b.alloc(op, t, &dynamic, None);
                let (_, block) = map_into(b.ctx, op, alloc).ok_or_else(|| unsupported(b.ctx, op))?;
                let loc = b.ctx.op_loc(op);
                LinalgYieldOp::build(&mut OpBuilder::at_block_end(b.ctx, block), loc, &[input]);
                b.replace_op(op, &[alloc])
            }
            Kind::Pad => {
                let source = b.ctx.operand(op, 0);
                let pad = crate::tensor::PadOp::from_op_unchecked(op);
                let low_values: Vec<Value> = pad.low(b.ctx);
                let high_values: Vec<Value> = pad.high(b.ctx);
                let static_low = mr::i64_array_values(b.ctx, b.ctx.op_property(op, "static_low"));
                let static_high = mr::i64_array_values(b.ctx, b.ctx.op_property(op, "static_high"));
                let dynamic = pad_result_sizes(b, op, &rt, &static_low, &low_values, &static_high, &high_values)?;
                let alloc = b.alloc(op, t, &dynamic, None);
                let region = b.ctx.op_regions(op)[0];
                lower_generate_body(b.ctx, op, alloc, region).ok_or_else(|| unsupported(b.ctx, op))?;
                // The sizes of the source (`tensor.dim` of its dynamic dimensions, as MLIR's
                // `getMixedSizes`, bufferized to `memref.dim`).
                let src_buf = b.buffer(source);
                let src_shape = b.ctx.value_type(source).dyn_cast::<RankedTensorType>(b.ctx).map(|r| r.shape.clone());
                let src_shape = src_shape.unwrap_or_default();
                let mut size_values = Vec::new();
                for (d, &s) in src_shape.iter().enumerate() {
                    if s == DYNAMIC {
                        let c = b.index_const(op, d as i64);
                        let (mut builder, loc) = b.builder_before(op);
                        size_values.push(memref::DimOp::build(&mut builder, loc, src_buf, c).into());
                    }
                }
                let strides = vec![1i64; src_shape.len()];
                let Some(m) = b.ctx.value_type(alloc).dyn_cast::<MemRefType>(b.ctx).cloned() else {
                    return Err(unsupported(b.ctx, op));
                };
                let full = mr::infer_subview_type(b.ctx, &m, &static_low, &src_shape, &strides)
                    .ok_or_else(|| unsupported(b.ctx, op))?;
                let (mut builder, loc) = b.builder_before(op);
                let sv = memref::SubViewOp::build(
                    &mut builder,
                    loc,
                    alloc,
                    &low_values,
                    &size_values,
                    &[],
                    full,
                    &static_low,
                    &src_shape,
                    &strides,
                )
                .into();
                b.copy(op, src_buf, sv);
                b.replace_op(op, &[alloc])
            }
        }
    }
}
