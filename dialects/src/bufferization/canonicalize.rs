//! Canonicalization patterns of `bufferization.dealloc` (MLIR's `BufferizationOps.cpp`):
//! duplicate memrefs and retained values are merged, memrefs under a constant `false`
//! condition dropped, an empty dealloc erased, a base buffer taken from an allocation replaced
//! by the allocation, and an allocation whose only use is the dealloc removed with it; and those
//! of `bufferization.alloc_tensor` (constant sizes made static, `tensor.dim` of one answered by
//! its size).

use super::{AllocTensorOp, CloneOp, DeallocOp};
use crate::arith::{ConstantOp, OrIOp};
use crate::memref::ExtractStridedMetadataOp;
use crate::tensor::{CastOp as TensorCastOp, DimOp as TensorDimOp};
use crate::utils::constants::{const_index, const_int};
use crate::utils::patterns::pattern;
use oxir::builtin::types::{RankedTensorType, DYNAMIC};
use oxir::interfaces::{memory_effects, MemoryEffect};
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Context, OpRef, Value};

/// The canonicalization patterns of `bufferization.dealloc`, in MLIR's order.
pub(super) fn dealloc_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<DeallocOp>("DeallocRemoveDuplicateDeallocMemrefs", remove_duplicate_memrefs),
        pattern::<DeallocOp>("DeallocRemoveDuplicateRetainedMemrefs", remove_duplicate_retained),
        pattern::<DeallocOp>("EraseEmptyDealloc", erase_empty),
        pattern::<DeallocOp>("EraseAlwaysFalseDealloc", erase_always_false),
        pattern::<DeallocOp>("SkipExtractMetadataOfAlloc", skip_extract_metadata_of_alloc),
        pattern::<DeallocOp>("RemoveAllocDeallocPairWhenNoOtherUsers", remove_alloc_dealloc_pair),
    ]
}

/// The canonicalization patterns of `bufferization.alloc_tensor`, in MLIR's order
/// (`FoldDimOfAllocTensorOp` is rooted at `tensor.dim`).
pub(super) fn alloc_tensor_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<TensorDimOp>("FoldDimOfAllocTensorOp", fold_dim_of_alloc_tensor),
        pattern::<AllocTensorOp>("ReplaceStaticShapeDims", replace_static_shape_dims),
    ]
}

/// `tensor.dim` of a dynamic dimension of an `alloc_tensor` at a constant index: the size the
/// allocation was given, or a `tensor.dim` of the tensor it copies.
fn fold_dim_of_alloc_tensor(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let dim = TensorDimOp::from_op_unchecked(op);
    let Some(alloc) = ctx.defining_op_as::<AllocTensorOp>(dim.source(ctx)) else { return false };
    let Some(index) = const_index(ctx, dim.index(ctx)) else { return false };
    let Some(ty) = ctx.value_type(alloc.result(ctx)).dyn_cast::<RankedTensorType>(ctx) else { return false };
    let Ok(i) = usize::try_from(index) else { return false };
    if i >= ty.shape.len() || ty.shape[i] != DYNAMIC {
        return false;
    }
    let size = match alloc.copy(ctx) {
        Some(copy) => {
            let loc = ctx.op_loc(alloc.op());
            let index = dim.index(ctx);
            rw.set_insertion_point(op);
            TensorDimOp::build(rw, loc, copy, index).into()
        }
        None => {
            let position = ty.shape[..i].iter().filter(|&&d| d == DYNAMIC).count();
            match alloc.dynamic_sizes(ctx).get(position) {
                Some(&v) => v,
                None => return false,
            }
        }
    };
    rw.replace_op(op, &[size]).is_ok()
}

/// An `alloc_tensor` without `copy` whose dynamic sizes include non-negative constants becomes
/// one of a type static in those dimensions, cast back to the original type. As MLIR's builder
/// does, the new op has neither `size_hint` nor `memory_space`.
fn replace_static_shape_dims(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let alloc = AllocTensorOp::from_op_unchecked(op);
    if alloc.copy(ctx).is_some() {
        return false;
    }
    let old_ty = ctx.value_type(alloc.result(ctx));
    let Some(ty) = old_ty.dyn_cast::<RankedTensorType>(ctx) else { return false };
    let sizes = alloc.dynamic_sizes(ctx);
    let mut shape = ty.shape.clone();
    let mut dynamic = Vec::new();
    let mut next = sizes.iter();
    for d in shape.iter_mut().filter(|d| **d == DYNAMIC) {
        let Some(&v) = next.next() else { return false };
        match const_int(ctx, v).and_then(|c| c.try_to_i64()) {
            Some(c) if c >= 0 => *d = c,
            _ => dynamic.push(v),
        }
    }
    if shape == ty.shape {
        return false;
    }
    let new_ty = RankedTensorType::get(ctx, shape, ty.element, ty.encoding);
    let loc = ctx.op_loc(op);
    rw.set_insertion_point(op);
    let new = AllocTensorOp::build(rw, loc, &dynamic, None, None, new_ty).result(rw.ctx());
    let cast = TensorCastOp::build(rw, loc, new, old_ty);
    let v = cast.dest(rw.ctx());
    rw.replace_op(op, &[v]).is_ok()
}

/// The memrefs, conditions and retained values of dealloc `op`.
pub(crate) fn parts(ctx: &Context, op: OpRef) -> (Vec<Value>, Vec<Value>, Vec<Value>) {
    let d = DeallocOp::from_op_unchecked(op);
    (d.memrefs(ctx), d.conditions(ctx), d.retained(ctx))
}

/// Replaces dealloc `op` by one of `memrefs` under `conditions` with the same retained values,
/// unless they are those of `op` (MLIR's `updateDeallocIfChanged`, which updates in place).
pub(crate) fn update_if_changed(
    rw: &mut PatternRewriter<'_>,
    op: OpRef,
    memrefs: &[Value],
    conditions: &[Value],
) -> bool {
    let (m, c, retained) = parts(rw.ctx(), op);
    if m == memrefs && c == conditions {
        return false;
    }
    let loc = rw.ctx().op_loc(op);
    rw.set_insertion_point(op);
    let new = DeallocOp::build_retaining(rw, loc, memrefs, conditions, &retained);
    let results: Vec<Value> = rw.ctx().results(new.into()).collect();
    rw.replace_op(op, &results).is_ok()
}

/// Whether `v` is the result of an op that allocates it (an `Allocate` effect on `v`).
fn allocated_by_definer(ctx: &Context, v: Value) -> Option<OpRef> {
    let def = ctx.defining_op(v)?;
    let effects = memory_effects(ctx, def)?;
    effects.iter().any(|e| e.effect == MemoryEffect::Allocate && e.value == Some(v)).then_some(def)
}

fn remove_duplicate_memrefs(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let (memrefs, conditions, _) = parts(rw.ctx(), op);
    let loc = rw.ctx().op_loc(op);
    let mut new_memrefs: Vec<Value> = Vec::new();
    let mut new_conditions: Vec<Value> = Vec::new();
    rw.set_insertion_point(op);
    for (m, c) in memrefs.into_iter().zip(conditions) {
        if let Some(i) = new_memrefs.iter().position(|&x| x == m) {
            if new_conditions[i] != c {
                new_conditions[i] = OrIOp::build(rw, loc, new_conditions[i], c).result(rw.ctx());
            }
        } else {
            new_memrefs.push(m);
            new_conditions.push(c);
        }
    }
    update_if_changed(rw, op, &new_memrefs, &new_conditions)
}

fn remove_duplicate_retained(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let (memrefs, conditions, retained) = parts(rw.ctx(), op);
    let mut unique: Vec<Value> = Vec::new();
    let mut index = Vec::new();
    for r in &retained {
        match unique.iter().position(|u| u == r) {
            Some(i) => index.push(i),
            None => {
                index.push(unique.len());
                unique.push(*r);
            }
        }
    }
    if unique.len() == retained.len() {
        return false;
    }
    let loc = rw.ctx().op_loc(op);
    rw.set_insertion_point(op);
    let new = DeallocOp::build_retaining(rw, loc, &memrefs, &conditions, &unique);
    let results: Vec<Value> = rw.ctx().results(new.into()).collect();
    let replacements: Vec<Value> = index.iter().map(|&i| results[i]).collect();
    rw.replace_op(op, &replacements).is_ok()
}

fn erase_empty(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let (memrefs, _, retained) = parts(rw.ctx(), op);
    if !memrefs.is_empty() {
        return false;
    }
    let loc = rw.ctx().op_loc(op);
    rw.set_insertion_point(op);
    let f = ConstantOp::build_bool(rw, loc, false).result(rw.ctx());
    rw.replace_op(op, &vec![f; retained.len()]).is_ok()
}

fn erase_always_false(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let (memrefs, conditions, _) = parts(ctx, op);
    let (m, c): (Vec<Value>, Vec<Value>) =
        memrefs.into_iter().zip(conditions).filter(|&(_, c)| !const_int(ctx, c).is_some_and(|v| v.is_zero())).unzip();
    update_if_changed(rw, op, &m, &c)
}

fn skip_extract_metadata_of_alloc(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let (memrefs, conditions, _) = parts(ctx, op);
    let new: Vec<Value> = memrefs
        .iter()
        .map(|&m| {
            let Some(extract) = ctx.defining_op(m).filter(|&d| ctx.isa_op::<ExtractStridedMetadataOp>(d)) else {
                return m;
            };
            let source = ctx.operand(extract, 0);
            if allocated_by_definer(ctx, source).is_some() {
                source
            } else {
                m
            }
        })
        .collect();
    update_if_changed(rw, op, &new, &conditions)
}

fn remove_alloc_dealloc_pair(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let (memrefs, conditions, _) = parts(ctx, op);
    let mut new_memrefs = Vec::new();
    let mut new_conditions = Vec::new();
    let mut to_delete = Vec::new();
    for (m, c) in memrefs.into_iter().zip(conditions) {
        if let Some(alloc) = allocated_by_definer(ctx, m) {
            let only_allocates = memory_effects(ctx, alloc)
                .is_some_and(|e| !e.is_empty() && e.iter().all(|e| e.effect == MemoryEffect::Allocate));
            if only_allocates && ctx.uses(m).count() == 1 {
                to_delete.push(alloc);
                continue;
            }
        }
        new_memrefs.push(m);
        new_conditions.push(c);
    }
    if !update_if_changed(rw, op, &new_memrefs, &new_conditions) {
        return false;
    }
    for a in to_delete {
        let _ = rw.erase_op(a);
    }
    true
}

/// The canonicalization patterns of `bufferization.clone`: MLIR's folder (the input read
/// through a `memref.cast`) and `SimplifyClones`.
pub(super) fn clone_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        crate::memref::fold_memref_cast_pattern(CloneOp::NAME, false),
        pattern::<CloneOp>("SimplifyClones", simplify_clones),
    ]
}

/// Whether `op` frees memory (a `Free` effect, on `v` when given).
fn frees(ctx: &Context, op: OpRef, v: Option<Value>) -> bool {
    memory_effects(ctx, op).is_some_and(|e| {
        e.iter().any(|e| e.effect == MemoryEffect::Free && (v.is_none() || e.value.is_none() || e.value == v))
    })
}

/// MLIR's `memref::findDealloc`: `None` when `v` has several users freeing it, else the one
/// (if any).
fn find_dealloc(ctx: &Context, v: Value) -> Option<Option<OpRef>> {
    let mut found = None;
    for u in ctx.users(v) {
        if frees(ctx, u, Some(v)) {
            if found.is_some() && found != Some(u) {
                return None;
            }
            found = Some(u);
        }
    }
    Some(found)
}

/// MLIR's `SimplifyClones`: an unused clone goes; a clone whose source or copy is freed in the
/// clone's block (and not both in one block, and nothing freed in between) is replaced by the
/// source (through a `memref.cast` when the types differ) and that dealloc erased.
fn simplify_clones(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let out = ctx.result(op, 0);
    if !ctx.has_uses(out) {
        return rw.erase_op(op).is_ok();
    }
    let source = ctx.operand(op, 0);
    let (st, ot) = (ctx.value_type(source), ctx.value_type(out));
    if st != ot && !crate::memref::cast_compatible(ctx, st, ot) {
        return false;
    }
    let mut canonical = source;
    while let Some(d) = ctx.defining_op(canonical).filter(|&d| super::views::is_view_like(ctx, d)) {
        canonical = ctx.operand(d, 0);
    }
    let Some(clone_dealloc) = find_dealloc(ctx, out) else { return false };
    let Some(source_dealloc) = find_dealloc(ctx, canonical) else { return false };
    if let (Some(a), Some(b)) = (clone_dealloc, source_dealloc) {
        if ctx.op_parent_block(a) == ctx.op_parent_block(b) {
            return false;
        }
    }
    let block = ctx.op_parent_block(op);
    let redundant = match (clone_dealloc, source_dealloc) {
        (Some(a), _) if ctx.op_parent_block(a) == block => a,
        (_, Some(b)) if ctx.op_parent_block(b) == block => b,
        _ => return false,
    };
    let mut pos = ctx.op_next(op);
    loop {
        match pos {
            None => return false,
            Some(p) if p == redundant => break,
            Some(p) => {
                if frees(ctx, p, None) {
                    return false;
                }
                pos = ctx.op_next(p);
            }
        }
    }
    let loc = ctx.op_loc(op);
    let mut replacement = source;
    if st != ot {
        rw.set_insertion_point(op);
        replacement = crate::memref::CastOp::build(rw, loc, source, ot).dest(rw.ctx());
    }
    if rw.replace_op(op, &[replacement]).is_err() {
        return false;
    }
    rw.erase_op(redundant).is_ok()
}
