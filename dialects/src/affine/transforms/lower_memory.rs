//! `lower-affine` for the affine memory ops (MLIR's `AffineLoadLowering`, `AffineStoreLowering`,
//! `AffineVectorLoadLowering`, `AffineVectorStoreLowering`, `AffinePrefetchLowering`,
//! `AffineDmaStartLowering` and `AffineDmaWaitLowering`): the
//! map expanded into `arith` ops before the op, which becomes `memref.load`, `memref.store`,
//! `vector.load`, `vector.store`, `memref.prefetch`, `memref.dma_start` or `memref.dma_wait` at the
//! expanded indices.

use super::lower::{expand_affine_map, expand_affine_maps};
use crate::affine::op_map;
use crate::affine::ops::dma::{DmaStartOp, DmaWaitOp};
use crate::affine::ops::memory::{LoadOp, PrefetchOp, StoreOp, VectorLoadOp, VectorStoreOp};
use crate::{memref, vector};
use oxir::builder::OpBuilder;
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::types::MemRefType;
use oxir::conversion::op_attr_or_prop;
use oxir::ods::Op;
use oxir::registry::FoldResult;
use oxir::{Attribute, Context, OpRef, Value};

/// Lowers one affine memory op; returns whether it did (not when its map does not match its
/// operands or has a `mod`, `floordiv` or `ceildiv` by a non-positive constant).
pub(super) fn lower_memory_op(ctx: &mut Context, op: OpRef) -> bool {
    let name = ctx.op_name_text(op).to_string();
    let name = name.as_str();
    let leading = match name {
        StoreOp::NAME | VectorStoreOp::NAME => 2,
        LoadOp::NAME | VectorLoadOp::NAME | PrefetchOp::NAME => 1,
        _ => return false,
    };
    // The conversion driver first tries the op's fold (MLIR's `legalizeWithFold`): the in-place
    // `memref.cast` fold of `affine.load`, `affine.store` (not of the stored value) and
    // `affine.prefetch`; the vector accesses have no folder.
    match name {
        LoadOp::NAME | PrefetchOp::NAME => fold_memref_casts(ctx, op, None),
        StoreOp::NAME => {
            let stored = ctx.operands(op).next();
            fold_memref_casts(ctx, op, stored);
        }
        _ => {}
    }
    if name == LoadOp::NAME {
        if let Some(folded) = fold_load(ctx, op) {
            return folded;
        }
    }
    let Some(map) = op_map(ctx, op) else { return false };
    let operands: Vec<Value> = ctx.operands(op).collect();
    if operands.len() != leading + map.num_inputs() as usize {
        return false;
    }
    let loc = ctx.op_loc(op);
    let results: Vec<Value> = ctx.results(op).collect();
    let result_type = results.first().map(|&r| ctx.value_type(r));
    if matches!(name, LoadOp::NAME | VectorLoadOp::NAME) != result_type.is_some() {
        return false;
    }
    let prop = |ctx: &Context, name: &str| -> Option<Attribute> {
        op_attr_or_prop(ctx, op, name).filter(|a| a.isa::<IntegerAttr>(ctx))
    };
    let (is_write, hint, is_data) = (prop(ctx, "isWrite"), prop(ctx, "localityHint"), prop(ctx, "isDataCache"));
    let replacement = {
        let mut b = OpBuilder::before(ctx, op);
        let Some(indices) = expand_affine_map(&mut b, loc, &map, &operands[leading..]) else { return false };
        match name {
            LoadOp::NAME => Some(Value::from(memref::LoadOp::build(&mut b, loc, operands[0], &indices))),
            VectorLoadOp::NAME => {
                result_type.map(|ty| Value::from(vector::LoadOp::build(&mut b, loc, operands[0], &indices, ty)))
            }
            StoreOp::NAME => {
                memref::StoreOp::build(&mut b, loc, operands[0], operands[1], &indices);
                None
            }
            VectorStoreOp::NAME => {
                vector::StoreOp::build(&mut b, loc, operands[0], operands[1], &indices);
                None
            }
            _ => {
                let (Some(w), Some(h), Some(d)) = (is_write, hint, is_data) else { return false };
                memref::PrefetchOp::build(&mut b, loc, operands[0], &indices, w, h, d);
                None
            }
        }
    };
    if let (Some(v), Some(&old)) = (replacement, results.first()) {
        ctx.replace_all_uses_with(old, v);
    }
    ctx.erase_op(op).is_ok()
}

/// The rest of `affine.load`'s fold (a constant global's element) before its lowering: the
/// constant materialized in its place; `None` when it does not fold.
fn fold_load(ctx: &mut Context, op: OpRef) -> Option<bool> {
    let Some(FoldResult::Attribute(value)) = LoadOp::fold(ctx, op, &[])?.into_iter().next() else { return None };
    let result = ctx.result(op, 0);
    let (ty, loc) = (ctx.value_type(result), ctx.op_loc(op));
    let c = crate::utils::constants::materialize_arith_or_poison(ctx, value, ty, loc)?;
    let block = ctx.op_parent_block(op)?;
    ctx.insert_op_before(block, Some(op), c);
    let v = ctx.result(c, 0);
    ctx.replace_all_uses_with(result, v);
    Some(ctx.erase_op(op).is_ok())
}

/// Lowers `affine.dma_start` and `affine.dma_wait` (MLIR's `AffineDmaStartLowering` and
/// `AffineDmaWaitLowering`) to `memref.dma_start` and `memref.dma_wait` at the expanded maps'
/// results; returns whether it did. As MLIR's conversion driver, the op's in-place fold (its
/// memref operands read through the `memref.cast`s defining them) comes first.
pub(super) fn lower_dma_op(ctx: &mut Context, op: OpRef) -> bool {
    fold_memref_casts(ctx, op, None);
    let loc = ctx.op_loc(op);
    if ctx.isa_op::<DmaStartOp>(op) {
        let Some(d) = DmaStartOp::parts(ctx, op) else { return false };
        let mut b = OpBuilder::before(ctx, op);
        let maps = [
            (&d.src_map, d.src_indices.as_slice()),
            (&d.dst_map, d.dst_indices.as_slice()),
            (&d.tag_map, d.tag_indices.as_slice()),
        ];
        let Some(expanded) = expand_affine_maps(&mut b, loc, &maps) else { return false };
        let [src, dst, tag] = expanded.as_slice() else { return false };
        let mut operands = vec![d.src];
        operands.extend_from_slice(src);
        operands.push(d.dst);
        operands.extend_from_slice(dst);
        operands.push(d.num_elements);
        operands.push(d.tag);
        operands.extend_from_slice(tag);
        if let Some((stride, per)) = d.stride {
            operands.extend([stride, per]);
        }
        memref::DmaStartOp::build(&mut b, loc, &operands);
    } else {
        let Some(d) = DmaWaitOp::parts(ctx, op) else { return false };
        let mut b = OpBuilder::before(ctx, op);
        let Some(indices) = expand_affine_map(&mut b, loc, &d.tag_map, &d.tag_indices) else { return false };
        memref::DmaWaitOp::build(&mut b, loc, d.tag, &indices, d.num_elements);
    }
    ctx.erase_op(op).is_ok()
}

/// MLIR's `foldMemRefCast` applied in place: every operand (but `inner`) defined by a
/// `memref.cast` of a ranked memref reads the cast's source instead.
fn fold_memref_casts(ctx: &mut Context, op: OpRef, inner: Option<Value>) {
    let updates: Vec<(usize, Value)> = ctx
        .operands(op)
        .enumerate()
        .filter(|&(_, v)| Some(v) != inner)
        .filter_map(|(i, v)| {
            let src = ctx.defining_op_as::<memref::CastOp>(v)?.source(ctx);
            ctx.value_type(src).isa::<MemRefType>(ctx).then_some((i, src))
        })
        .collect();
    for (i, v) in updates {
        ctx.set_operand(op, i, v);
    }
}
