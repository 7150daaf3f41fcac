//! The permutation-map lowerings of transfers (MLIR's
//! `populateVectorTransferPermutationMapLoweringPatterns`, in `LowerVectorTransfer.cpp`), which
//! `convert-vector-to-scf` applies first: a transfer whose map permutes the minor dimensions
//! becomes a transfer with the minor identity and a `vector.transpose` (of the read's result,
//! of the written vector); a write whose map leaves out inner dimensions gets them back as unit
//! dimensions, the vector broadcast and the mask broadcast and transposed; and a read whose map
//! starts with broadcast dimensions becomes a read of the rest and a `vector.broadcast`.
//! Transfers of rank 0 and transfers under `vector.mask` are left alone, as in MLIR.

use crate::utils::patterns::pattern;
use crate::vector::transfer::{bool_array_attr, in_bounds, permutation_map};
use crate::vector::{BroadcastOp, TransferReadOp, TransferWriteOp, TransposeOp};
use oxir::affine::{AffineExpr, AffineMap};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::types::VectorType;
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, Builder, Context, OpRef, Type, Value};

/// The patterns, in the order MLIR adds them.
pub fn transfer_permutation_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<TransferReadOp>("TransferReadPermutationLowering", read_permutation),
        pattern::<TransferWriteOp>("TransferWritePermutationLowering", write_permutation),
        pattern::<TransferReadOp>("TransferOpReduceRank", reduce_rank),
        pattern::<TransferWriteOp>("TransferWriteNonPermutationLowering", write_non_permutation),
    ]
}

/// MLIR's `AffineMap::isPermutationOfMinorIdentityWithBroadcasting`: each result is the
/// constant 0 or one of the trailing dimensions; returns the permutation that makes the map a
/// minor identity with broadcasting (the broadcast results taking the free positions in order).
pub fn permutation_of_minor_identity_with_broadcasting(map: &AffineMap) -> Option<Vec<usize>> {
    let (inputs, results) = (map.num_inputs() as usize, map.results.len());
    let projection_start = inputs.saturating_sub(results);
    let leading_broadcast = results.saturating_sub(inputs);
    let mut permuted = vec![0usize; results];
    let mut found = vec![false; inputs.max(results)];
    let mut broadcast = Vec::new();
    for (i, e) in map.results.iter().enumerate() {
        match e {
            AffineExpr::Constant(0) => broadcast.push(i),
            AffineExpr::Dim(d) if (*d as usize) >= projection_start => {
                let p = *d as usize - projection_start + leading_broadcast;
                *permuted.get_mut(i)? = p;
                *found.get_mut(p)? = true;
            }
            _ => return None,
        }
    }
    let mut pos = 0;
    for i in broadcast {
        while pos < found.len() && found[pos] {
            pos += 1;
        }
        permuted[i] = pos;
        pos += 1;
    }
    Some(permuted)
}

/// MLIR's `isMinorIdentityWithBroadcasting`: the results are the trailing dimensions in order,
/// some replaced by the constant 0.
fn is_minor_identity_with_broadcasting(map: &AffineMap) -> bool {
    let Some(lead) = (map.num_dims as usize).checked_sub(map.results.len()) else { return false };
    map.num_symbols == 0
        && map.results.iter().enumerate().all(|(i, e)| match e {
            AffineExpr::Constant(0) => true,
            AffineExpr::Dim(d) => *d as usize == lead + i,
            _ => false,
        })
}

/// MLIR's `inverseTransposeInBoundsAttr`: `in_bounds` moved to the positions `permutation`
/// sends its entries to.
fn inverse_transpose_in_bounds(flags: &[bool], permutation: &[usize]) -> Vec<bool> {
    let mut out = vec![false; permutation.len()];
    for (i, &p) in permutation.iter().enumerate() {
        if let (Some(slot), Some(&v)) = (out.get_mut(p), flags.get(i)) {
            *slot = v;
        }
    }
    out
}

/// The vector type of a transfer op (the read's result, the written vector).
fn transfer_vector(ctx: &Context, op: OpRef) -> Option<VectorType> {
    let v = if ctx.isa_op::<TransferReadOp>(op) {
        TransferReadOp::from_op_unchecked(op).vector(ctx)
    } else {
        TransferWriteOp::from_op_unchecked(op).value_to_store(ctx)
    };
    ctx.value_type(v).dyn_cast::<VectorType>(ctx).cloned()
}

/// Whether the pattern may look at the transfer: not under `vector.mask`, of rank above 0.
fn applicable(ctx: &Context, op: OpRef, map: &AffineMap) -> bool {
    crate::vector::mask::masking_op(ctx, op).is_none() && !map.results.is_empty()
}

fn map_attr(ctx: &Context, map: AffineMap) -> Attribute {
    ctx.intern_attr(AffineMapAttr { map })
}

fn vector_ty(ctx: &Context, shape: Vec<i64>, scalable: Vec<bool>, element: Type) -> Type {
    ctx.intern_type(VectorType { shape, scalable, element })
}

/// A `vector.transfer_read` of what read `op` reads (base, indices, padding, mask) as a `ty`
/// vector through `map` with the `in_bounds` flags, built before `op`: its vector.
fn reread(rw: &mut PatternRewriter<'_>, op: OpRef, ty: Type, map: AffineMap, in_bounds: &[bool]) -> Value {
    let ctx = rw.ctx();
    let r = TransferReadOp::from_op_unchecked(op);
    let (base, indices, padding, mask) = (r.base(ctx), r.indices(ctx), r.padding(ctx), r.mask(ctx));
    let (loc, map, flags) = (ctx.op_loc(op), map_attr(ctx, map), bool_array_attr(ctx, in_bounds));
    let read = TransferReadOp::build(rw, loc, base, &indices, padding, mask, ty, map, flags);
    read.vector(rw.ctx())
}

/// MLIR's `TransferReadPermutationLowering`: a read whose map is a permutation of the minor
/// identity (with broadcasting) reads in memory order and transposes.
fn read_permutation(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(map) = permutation_map(ctx, op) else { return false };
    if !applicable(ctx, op, &map) {
        return false;
    }
    let Some(permutation) = permutation_of_minor_identity_with_broadcasting(&map) else { return false };
    if permutation.iter().enumerate().all(|(i, &p)| i == p) {
        return false;
    }
    // The new map: the inverse permutation composed with the map.
    let mut results = vec![AffineExpr::Constant(0); permutation.len()];
    for (i, &p) in permutation.iter().enumerate() {
        results[p] = map.results[i].clone();
    }
    let new_map = AffineMap::new(map.num_dims, map.num_symbols, results);
    let Some(v) = transfer_vector(ctx, op) else { return false };
    let (mut shape, mut scalable) = (vec![0; v.shape.len()], vec![false; v.shape.len()]);
    for (i, &p) in permutation.iter().enumerate() {
        shape[p] = v.shape[i];
        scalable[p] = v.scalable.get(i).copied().unwrap_or(false);
    }
    let flags = inverse_transpose_in_bounds(&in_bounds(ctx, op), &permutation);
    let loc = ctx.op_loc(op);
    let ty = vector_ty(ctx, shape, scalable, v.element);
    let read_value = reread(rw, op, ty, new_map, &flags);
    let out_ty = rw.ctx().intern_type(v);
    let perm: Vec<i64> = permutation.iter().map(|&p| p as i64).collect();
    let t = TransposeOp::build(rw, loc, read_value, out_ty, &perm[..]);
    rw.replace_op(op, &[t.into()]).is_ok()
}

/// MLIR's `TransferWritePermutationLowering`: a write whose map permutes the minor dimensions
/// transposes the vector and writes with the minor identity.
fn write_permutation(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(map) = permutation_map(ctx, op) else { return false };
    if !applicable(ctx, op, &map) || map.is_minor_identity() {
        return false;
    }
    let Some(permutation) = permutation_of_minor_identity_with_broadcasting(&map) else { return false };
    // The inverse of the map with its unused dimensions removed: where each vector dimension
    // comes from.
    let comp = map.compress_unused_dims();
    let mut indices = vec![0i64; comp.results.len()];
    for (i, e) in comp.results.iter().enumerate() {
        let AffineExpr::Dim(d) = e else { return false };
        let Some(slot) = indices.get_mut(*d as usize) else { return false };
        *slot = i as i64;
    }
    let Some(v) = transfer_vector(ctx, op) else { return false };
    let mut shape = Vec::with_capacity(indices.len());
    let mut scalable = Vec::with_capacity(indices.len());
    for &i in &indices {
        shape.push(v.shape[i as usize]);
        scalable.push(v.scalable.get(i as usize).copied().unwrap_or(false));
    }
    let flags = inverse_transpose_in_bounds(&in_bounds(ctx, op), &permutation);
    let w = TransferWriteOp::from_op_unchecked(op);
    let (value, base, xfer_indices, mask) = (w.value_to_store(ctx), w.base(ctx), w.indices(ctx), w.mask(ctx));
    let result = w.result(ctx).map(|r| ctx.value_type(r));
    let loc = ctx.op_loc(op);
    let ty = vector_ty(ctx, shape, scalable, v.element);
    let transposed: Value = TransposeOp::build(rw, loc, value, ty, &indices[..]).into();
    let Some(minor) = AffineMap::minor_identity(map.num_dims, map.results.len() as u32) else { return false };
    let ctx = rw.ctx();
    let (map_attr, flags) = (map_attr(ctx, minor), bool_array_attr(ctx, &flags));
    let new = TransferWriteOp::build(rw, loc, transposed, base, &xfer_indices, mask, result, map_attr, flags);
    let results: Vec<Value> = rw.ctx().results(new.into()).collect();
    rw.replace_op(op, &results).is_ok()
}

/// MLIR's `extendVectorRank`: `vec` broadcast to `added` leading unit dimensions more.
fn extend_vector_rank(b: &mut dyn Builder, loc: Attribute, vec: Value, added: usize) -> Option<Value> {
    let v = b.ctx().value_type(vec).dyn_cast::<VectorType>(b.ctx())?.clone();
    let mut shape = vec![1; added];
    shape.extend_from_slice(&v.shape);
    let mut scalable = vec![false; added];
    scalable.extend_from_slice(&v.scalable);
    let ty = vector_ty(b.ctx(), shape, scalable, v.element);
    Some(BroadcastOp::build(b, loc, vec, ty).into())
}

/// MLIR's `extendMaskRank`: the mask broadcast to `added` leading unit dimensions, which a
/// transpose then moves to the end.
fn extend_mask_rank(b: &mut dyn Builder, loc: Attribute, mask: Value, added: usize) -> Option<Value> {
    let broadcast = extend_vector_rank(b, loc, mask, added)?;
    let v = b.ctx().value_type(broadcast).dyn_cast::<VectorType>(b.ctx())?.clone();
    let rank = v.shape.len();
    let perm: Vec<i64> = (added..rank).chain(0..added).map(|i| i as i64).collect();
    let shape = perm.iter().map(|&p| v.shape[p as usize]).collect();
    let scalable = perm.iter().map(|&p| v.scalable.get(p as usize).copied().unwrap_or(false)).collect();
    let ty = vector_ty(b.ctx(), shape, scalable, v.element);
    Some(TransposeOp::build(b, loc, broadcast, ty, &perm[..]).into())
}

/// MLIR's `TransferWriteNonPermutationLowering`: a write whose map is not a permutation of the
/// minor identity gets the inner dimensions it leaves out back as unit dimensions in front of
/// its vector (broadcast), its mask extended to match (in bounds for the new dimensions).
fn write_non_permutation(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(map) = permutation_map(ctx, op) else { return false };
    if !applicable(ctx, op, &map) || permutation_of_minor_identity_with_broadcasting(&map).is_some() {
        return false;
    }
    let mut found = vec![false; map.num_dims as usize];
    for e in &map.results {
        let AffineExpr::Dim(d) = e else { return false };
        let Some(slot) = found.get_mut(*d as usize) else { return false };
        *slot = true;
    }
    let first = found.iter().position(|&f| f).unwrap_or(found.len());
    let missing: Vec<u32> = (first..found.len()).filter(|&i| !found[i]).map(|i| i as u32).collect();
    let mut exprs: Vec<AffineExpr> = missing.iter().map(|&d| AffineExpr::Dim(d)).collect();
    exprs.extend(map.results.iter().cloned());
    let w = TransferWriteOp::from_op_unchecked(op);
    let (value, base, indices, mask) = (w.value_to_store(ctx), w.base(ctx), w.indices(ctx), w.mask(ctx));
    let result = w.result(ctx).map(|r| ctx.value_type(r));
    let mut flags = vec![true; missing.len()];
    flags.extend(in_bounds(ctx, op));
    let loc = ctx.op_loc(op);
    let Some(new_vec) = extend_vector_rank(rw, loc, value, missing.len()) else { return false };
    let new_mask = match mask {
        Some(m) => match extend_mask_rank(rw, loc, m, missing.len()) {
            Some(m) => Some(m),
            None => return false,
        },
        None => None,
    };
    let ctx = rw.ctx();
    let new_map = AffineMap::new(map.num_dims, 0, exprs);
    let (map_attr, flags) = (map_attr(ctx, new_map), bool_array_attr(ctx, &flags));
    let new = TransferWriteOp::build(rw, loc, new_vec, base, &indices, new_mask, result, map_attr, flags);
    let results: Vec<Value> = rw.ctx().results(new.into()).collect();
    rw.replace_op(op, &results).is_ok()
}

/// MLIR's `TransferOpReduceRank`: a read whose map starts with broadcast dimensions (and is a
/// minor identity with broadcasting after them) reads the rest and broadcasts.
fn reduce_rank(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(map) = permutation_map(ctx, op) else { return false };
    if !applicable(ctx, op, &map) {
        return false;
    }
    let leading = map.results.iter().take_while(|e| matches!(e, AffineExpr::Constant(0))).count();
    if leading == 0 {
        return false;
    }
    let Some(v) = transfer_vector(ctx, op) else { return false };
    let Some(reduced) = v.shape.len().checked_sub(leading) else { return false };
    let new_map = AffineMap::new(map.num_dims, 0, map.results[leading..].to_vec());
    if !is_minor_identity_with_broadcasting(&new_map) {
        return false;
    }
    let shape = v.shape[leading..].to_vec();
    let scalable = v.scalable.get(leading..).map(<[bool]>::to_vec).unwrap_or_default();
    let flags: Vec<bool> = in_bounds(ctx, op).get(leading..).map(<[bool]>::to_vec).unwrap_or_default();
    debug_assert_eq!(shape.len(), reduced);
    let loc = ctx.op_loc(op);
    let ty = vector_ty(ctx, shape, scalable, v.element);
    let read_value = reread(rw, op, ty, new_map, &flags);
    let out_ty = rw.ctx().intern_type(v);
    let b = BroadcastOp::build(rw, loc, read_value, out_ty);
    rw.replace_op(op, &[b.into()]).is_ok()
}
