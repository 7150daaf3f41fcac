//! The folds and canonicalizations of `vector.transfer_read` and `vector.transfer_write` (MLIR
//! 22's `TransferReadOp::fold`, `TransferWriteOp::fold` and their canonicalization patterns).
//!
//! Folders (to an existing value):
//! - a read of a tensor written by a `transfer_write` of the same vector type, indices and map,
//!   in bounds and unmasked, is the written vector; writes to provably disjoint places in between
//!   are looked through (MLIR's `foldRAW`);
//! - a write of a whole static tensor with what an in-bounds read of a whole tensor of the same
//!   type gave is that tensor (`foldReadInitWrite`), and a write back of what was read from the
//!   same tensor at the same place is the tensor (`foldWAR`).
//!
//! In-place folds ([`TransferInPlaceFold`]): dimensions proven in bounds by constant indices
//! and static sizes get `in_bounds = true` (broadcast dimensions too once the others are), an
//! all-true mask is dropped, and `memref.cast`s (and, for reads, `tensor.cast`s) that only lose
//! static information are looked through.
//!
//! Patterns: a read of what a `transfer_write` wrote at the same indices is a broadcast and
//! transpose of the written vector (`TransferReadAfterWriteToBroadcast`); a write overwriting an
//! earlier write of the same place drops the earlier one (`FoldWaw`); a write into a
//! `tensor.cast` that only loses static information writes into the cast's source and casts the
//! result (the tensor dialect's `FoldTensorCastProducerOp`); a `tensor.insert_slice` of a
//! zero-offset `extract_slice` of a whole-tensor write writes into the slice of the destination
//! instead (`SwapExtractSliceOfTransferWrite`).

use super::mask::{mask_format, MaskFormat};
use super::ops::{BroadcastOp, TransferReadOp, TransferWriteOp, TransposeOp};
use super::transfer::{bool_array_attr, in_bounds, permutation_map};
use super::{vector_type, VectorType};
use crate::utils::constants::const_index;
use oxir::affine::{AffineExpr, AffineMap};
use oxir::builtin::types::{RankedTensorType, DYNAMIC};
use oxir::ods::Op;
use oxir::registry::FoldResult;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, Context, OpRef, Type, Value};

/// The parts of a transfer (read or write) the folds compare.
struct Xfer {
    base: Value,
    indices: Vec<Value>,
    mask: Option<Value>,
    vector: VectorType,
    map: AffineMap,
    in_bounds: Vec<bool>,
}

impl Xfer {
    /// The transfer `op`, read or write.
    fn of(ctx: &Context, op: OpRef) -> Option<Xfer> {
        let (base, indices, mask, vector) = if let Some(r) = ctx.cast_op::<TransferReadOp>(op) {
            (r.base(ctx), r.indices(ctx), r.mask(ctx), r.vector(ctx))
        } else {
            let w = ctx.cast_op::<TransferWriteOp>(op)?;
            (w.base(ctx), w.indices(ctx), w.mask(ctx), w.value_to_store(ctx))
        };
        Some(Xfer {
            base,
            indices,
            mask,
            vector: ctx.value_type(vector).dyn_cast::<VectorType>(ctx)?.clone(),
            map: permutation_map(ctx, op)?,
            in_bounds: in_bounds(ctx, op),
        })
    }

    /// MLIR's `hasOutOfBoundsDim`.
    fn out_of_bounds(&self) -> bool {
        self.in_bounds.iter().any(|&b| !b)
    }

    /// The shape of a ranked tensor base.
    fn tensor_shape(&self, ctx: &Context) -> Option<Vec<i64>> {
        ctx.value_type(self.base).dyn_cast::<RankedTensorType>(ctx).map(|t| t.shape.clone())
    }

    /// The static shape of the base (memref or tensor), dynamic sizes as [`DYNAMIC`].
    fn base_shape(&self, ctx: &Context) -> Option<Vec<i64>> {
        oxir::builtin::types::shaped_info(ctx, ctx.value_type(self.base)).and_then(|s| s.shape)
    }
}

/// The `transfer_write` defining `v`.
fn defining_write(ctx: &Context, v: Value) -> Option<OpRef> {
    ctx.defining_op(v).filter(|&d| ctx.isa_op::<TransferWriteOp>(d))
}

/// MLIR's `isDisjointTransferIndices` (without value bounds): same vector type, and along some
/// dimension constant indices that differ (leading dimensions) or lie at least the vector's size
/// apart (the vector's dimensions).
fn disjoint(ctx: &Context, a: &Xfer, b: &Xfer) -> bool {
    if a.vector != b.vector {
        return false;
    }
    let leading = a.indices.len().saturating_sub(a.vector.shape.len());
    for (i, (&ia, &ib)) in a.indices.iter().zip(&b.indices).enumerate() {
        let (Some(ca), Some(cb)) = (const_index(ctx, ia), const_index(ctx, ib)) else { continue };
        if i < leading {
            if ca != cb {
                return true;
            }
        } else if let Some(&size) = a.vector.shape.get(i - leading) {
            if ca.abs_diff(cb) >= size.unsigned_abs() {
                return true;
            }
        }
    }
    false
}

/// `vector.transfer_read`'s folder: MLIR's `foldRAW`.
pub(super) fn fold_read(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let read = Xfer::of(ctx, op)?;
    read.tensor_shape(ctx)?;
    let mut def = defining_write(ctx, read.base);
    while let Some(w) = def {
        let write = Xfer::of(ctx, w)?;
        let same = !write.out_of_bounds()
            && write.mask.is_none()
            && read.mask.is_none()
            && write.indices == read.indices
            && write.vector == read.vector
            && write.map == read.map;
        if same {
            return Some(vec![FoldResult::Value(ctx.operand(w, 0))]);
        }
        if !disjoint(ctx, &write, &read) {
            break;
        }
        def = defining_write(ctx, write.base);
    }
    None
}

/// `vector.transfer_write`'s folder: MLIR's `foldReadInitWrite` and `foldWAR`.
pub(super) fn fold_write(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let write = Xfer::of(ctx, op)?;
    let shape = write.tensor_shape(ctx)?;
    let read_op = ctx.defining_op(ctx.operand(op, 0)).filter(|&d| ctx.isa_op::<TransferReadOp>(d))?;
    let read = Xfer::of(ctx, read_op)?;
    let zero = |v: &Value| const_index(ctx, *v) == Some(0);
    let whole = !write.vector.shape.is_empty()
        && !read.vector.shape.is_empty()
        && read.map.is_minor_identity()
        && write.map.is_minor_identity()
        && read.vector.shape.len() == write.vector.shape.len()
        && !read.out_of_bounds()
        && !write.out_of_bounds()
        && ctx.value_type(read.base) == ctx.value_type(write.base)
        && read.vector == write.vector
        && read.vector.shape == shape
        && read.indices.iter().all(zero)
        && write.indices.iter().all(zero);
    if whole {
        return Some(vec![FoldResult::Value(read.base)]);
    }
    let war = read.base == write.base
        && read.indices == write.indices
        && read.map == write.map
        && read.vector == write.vector
        && read.mask.is_none()
        && write.mask.is_none();
    war.then(|| vec![FoldResult::Value(read.base)])
}

/// MLIR's `foldTransferInBoundsAttribute`: the `in_bounds` flags with the dimensions proven in
/// bounds set (a constant index plus the vector's size within a static source size; broadcast
/// dimensions once all others are in bounds), `None` when nothing changes (or for 0-D).
fn more_in_bounds(ctx: &Context, x: &Xfer) -> Option<Vec<bool>> {
    if x.map.results.is_empty() {
        return None;
    }
    let shape = x.base_shape(ctx)?;
    let mut flags = x.in_bounds.clone();
    let mut changed = false;
    let mut non_broadcast = Vec::new();
    for (i, e) in x.map.results.iter().enumerate() {
        if flags.get(i).copied().unwrap_or(false) {
            continue;
        }
        let AffineExpr::Dim(d) = e else { continue };
        non_broadcast.push(i);
        let d = *d as usize;
        let size = shape.get(d).copied().unwrap_or(DYNAMIC);
        let fits = size != DYNAMIC
            && x.indices.get(d).and_then(|&v| const_index(ctx, v)).is_some_and(|c| {
                x.vector.shape.get(i).is_some_and(|&n| c.checked_add(n).is_some_and(|end| end <= size))
            });
        if fits {
            if let Some(f) = flags.get_mut(i) {
                *f = true;
                changed = true;
            }
        }
    }
    if non_broadcast.iter().all(|&i| flags.get(i).copied().unwrap_or(false)) {
        for (i, e) in x.map.results.iter().enumerate() {
            if matches!(e, AffineExpr::Constant(0)) {
                if let Some(f) = flags.get_mut(i).filter(|f| !**f) {
                    *f = true;
                    changed = true;
                }
            }
        }
    }
    changed.then_some(flags)
}

/// The in-place folds of both transfers (MLIR's folders after their value folds): in-bounds
/// dimensions, an all-true mask dropped, `memref.cast` and (reads) `tensor.cast` sources read
/// through. The first that applies is done, as in MLIR's folder.
pub(super) struct TransferInPlaceFold(pub &'static str);

impl RewritePattern for TransferInPlaceFold {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn name(&self) -> &'static str {
        "TransferOp::fold"
    }
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(x) = Xfer::of(ctx, op) else { return false };
        if let Some(flags) = more_in_bounds(ctx, &x) {
            let attr = bool_array_attr(ctx, &flags);
            rw.modify_op_in_place(op, |c| oxir::ods::build::set_property(c, op, "in_bounds", attr));
            return true;
        }
        if x.mask.is_some_and(|m| mask_format(ctx, m) == MaskFormat::AllTrue) {
            let mut segments = operand_segments(ctx, op);
            if let Some(last) = segments.last_mut() {
                *last = 0;
            }
            let n = ctx.num_operands(op) - 1;
            let operands: Vec<Value> = ctx.operands(op).take(n).collect();
            let segs = oxir::ods::op::i32_array(ctx, segments);
            rw.modify_op_in_place(op, |c| {
                c.set_operands(op, &operands);
                oxir::ods::build::set_property(c, op, "operandSegmentSizes", segs);
            });
            return true;
        }
        let base_index = if ctx.isa_op::<TransferReadOp>(op) { 0 } else { 1 };
        let through = |memref: bool| {
            ctx.operands(op).enumerate().find_map(|(i, v)| {
                let cast = ctx.defining_op(v)?;
                let foldable = if memref {
                    ctx.isa_op::<crate::memref::CastOp>(cast)
                        && ctx.value_type(ctx.operand(cast, 0)).isa::<oxir::builtin::types::MemRefType>(ctx)
                } else {
                    i == base_index && crate::tensor::can_fold_into_consumer(ctx, cast)
                };
                foldable.then(|| (i, ctx.operand(cast, 0)))
            })
        };
        let reads = base_index == 0;
        let Some((i, source)) = through(true).or_else(|| if reads { through(false) } else { None }) else {
            return false;
        };
        rw.modify_op_in_place(op, |c| c.set_operand(op, i, source));
        true
    }
}

/// The `operandSegmentSizes` of `op`.
fn operand_segments(ctx: &Context, op: OpRef) -> Vec<i32> {
    let attr = ctx.op_property(op, "operandSegmentSizes");
    let dense = attr.and_then(|a| a.dyn_cast::<oxir::builtin::attributes::DenseArrayAttr>(ctx).cloned());
    dense.map(|d| d.values.iter().filter_map(|v| v.try_to_i64()).map(|v| v as i32).collect()).unwrap_or_default()
}

/// MLIR's `isPermutationOfMinorIdentityWithBroadcasting`: for each result of `map` (dimensions
/// or the constant 0), the position it takes in the minor identity with leading broadcasts;
/// broadcast results take the free positions in order.
fn minor_identity_permutation(map: &AffineMap) -> Option<Vec<usize>> {
    let (inputs, results) = (map.num_inputs() as usize, map.results.len());
    let projection_start = inputs.saturating_sub(results);
    let leading = results.saturating_sub(inputs);
    let mut found = vec![false; inputs.max(results)];
    let mut perm = vec![0usize; results];
    let mut broadcasts = Vec::new();
    for (i, e) in map.results.iter().enumerate() {
        match e {
            AffineExpr::Constant(0) => broadcasts.push(i),
            AffineExpr::Dim(d) if *d as usize >= projection_start => {
                let p = *d as usize - projection_start + leading;
                *found.get_mut(p)? = true;
                perm[i] = p;
            }
            _ => return None,
        }
    }
    let mut pos = 0;
    for i in broadcasts {
        while found.get(pos) == Some(&true) {
            pos += 1;
        }
        perm[i] = pos;
        pos += 1;
    }
    Some(perm)
}

/// MLIR's `TransferReadAfterWriteToBroadcast`: an in-bounds, unmasked read of a tensor at the
/// indices an unmasked `transfer_write` wrote it at is the written vector broadcast to the
/// read's shape (in the written order) and transposed into the read's order.
fn read_after_write_to_broadcast(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(read) = Xfer::of(ctx, op) else { return false };
    if read.out_of_bounds() || read.tensor_shape(ctx).is_none() || read.mask.is_some() {
        return false;
    }
    let Some(w) = defining_write(ctx, read.base) else { return false };
    let Some(write) = Xfer::of(ctx, w) else { return false };
    if write.tensor_shape(ctx).is_none() || write.mask.is_some() || write.indices != read.indices {
        return false;
    }
    let Some(map) = read.map.compress_unused_dims().compose(&write.map.compress_unused_dims()) else { return false };
    if map.results.is_empty() {
        return false;
    }
    let Some(perm) = minor_identity_permutation(&map) else { return false };
    let n = read.vector.shape.len();
    let (mut shape, mut scalable) = (vec![0i64; n], vec![false; n]);
    for (i, &p) in perm.iter().enumerate() {
        let (Some(s), Some(d), Some(&rd), Some(&rs)) =
            (shape.get_mut(p), scalable.get_mut(p), read.vector.shape.get(i), read.vector.scalable.get(i))
        else {
            return false;
        };
        *s = rd;
        *d = rs;
    }
    let written = ctx.operand(w, 0);
    let result_type = ctx.value_type(ctx.result(op, 0));
    let broadcast_type: Type = vector_type(ctx, shape, scalable, write.vector.element);
    let loc = ctx.op_loc(op);
    rw.set_insertion_point(op);
    let b: Value = BroadcastOp::build(rw, loc, written, broadcast_type).into();
    let perm: Vec<i64> = perm.iter().map(|&p| p as i64).collect();
    let t = TransposeOp::build(rw, loc, b, result_type, &perm).into();
    rw.replace_op(op, &[t]).is_ok()
}

/// MLIR's `FoldWaw`: a tensor write of the same vector type, indices, map and mask as an earlier
/// write it (through disjoint single-use writes) overwrites makes the earlier write dead: the
/// first write after it writes into the earlier write's tensor instead.
fn fold_waw(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(write) = Xfer::of(ctx, op) else { return false };
    if write.tensor_shape(ctx).is_none() {
        return false;
    }
    let mut to_modify = op;
    let mut def = defining_write(ctx, write.base);
    while let Some(d) = def {
        let Some(prior) = Xfer::of(ctx, d) else { return false };
        if prior.indices == write.indices
            && prior.mask == write.mask
            && prior.vector == write.vector
            && prior.map == write.map
        {
            rw.modify_op_in_place(to_modify, |c| c.set_operand(to_modify, 1, prior.base));
            return true;
        }
        if !disjoint(ctx, &prior, &write) || ctx.uses(ctx.result(d, 0)).count() != 1 {
            return false;
        }
        to_modify = d;
        def = defining_write(ctx, prior.base);
    }
    false
}

/// The tensor dialect's `FoldTensorCastProducerOp` for `vector.transfer_write`: a write into a
/// `tensor.cast` that only loses static information writes into the cast's source; its result,
/// of the source's type, is cast back to the old result type.
fn fold_tensor_cast_producer(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let base = ctx.operand(op, 1);
    let Some(cast) = ctx.defining_op(base).filter(|&c| crate::tensor::can_fold_into_consumer(ctx, c)) else {
        return false;
    };
    let Some(result) = ctx.results(op).next() else { return false };
    let source = ctx.operand(cast, 0);
    let (source_type, old_type) = (ctx.value_type(source), ctx.value_type(result));
    let loc = ctx.op_loc(op);
    let mut st = oxir::OperationState::new(ctx.op_name_of(op), loc);
    st.operands = ctx.operands(op).collect();
    st.operands[1] = source;
    st.result_types.push(source_type);
    st.properties = ctx.op_properties(op);
    st.attributes = ctx.op_attrs(op).to_vec();
    rw.set_insertion_point(op);
    let new = rw.create(st);
    let new_result = rw.ctx().result(new, 0);
    let back = crate::tensor::CastOp::build(rw, loc, new_result, old_type).into();
    rw.replace_op(op, &[back]).is_ok()
}

/// MLIR's `applyPermutationMap`: the entries of `shape` the results of the projected permutation
/// `map` pick (0 for a broadcast result).
fn permuted(map: &AffineMap, shape: &[i64]) -> Option<Vec<i64>> {
    map.results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => shape.get(*d as usize).copied(),
            AffineExpr::Constant(0) => Some(0),
            _ => None,
        })
        .collect()
}

/// MLIR's `SwapExtractSliceOfTransferWrite` (a `tensor.insert_slice` pattern that
/// `vector.transfer_write` registers): inserting a zero-offset, unit-stride `extract_slice` of an
/// unmasked `transfer_write` at zero indices that overwrites its whole tensor, where both slices
/// have the same sizes, becomes a write into an `extract_slice` of the insertion's destination
/// (`in_bounds` where the slice's size equals the vector's), inserted as before. The slices and
/// the write then bufferize in place.
fn swap_extract_slice_of_transfer_write(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    use crate::tensor::{ExtractSliceOp, InsertSliceOp};
    use crate::utils::static_values::{mixed_offsets_sizes_strides, split, Ofr};
    let ctx = rw.ctx();
    let unit = |l: &[Ofr]| l.iter().all(|o| o.constant(ctx) == Some(1));
    let insert = InsertSliceOp::from_op_unchecked(op);
    let [offsets, sizes, strides] = mixed_offsets_sizes_strides(ctx, op);
    if !unit(&strides) {
        return false;
    }
    let Some(extract) = ctx.defining_op(insert.source(ctx)).and_then(|d| ctx.cast_op::<ExtractSliceOp>(d)) else {
        return false;
    };
    let [extract_offsets, extract_sizes, extract_strides] = mixed_offsets_sizes_strides(ctx, extract.into());
    let single_use = |v: Value| ctx.uses(v).count() == 1;
    if !unit(&extract_strides) || !single_use(extract.result(ctx)) {
        return false;
    }
    let Some(w) = defining_write(ctx, extract.source(ctx)) else { return false };
    let Some(write) = Xfer::of(ctx, w) else { return false };
    if ctx.results(w).any(|r| !single_use(r)) {
        return false;
    }
    let source_type = ctx.value_type(insert.source(ctx));
    let Some(slice) = source_type.dyn_cast::<RankedTensorType>(ctx).cloned() else { return false };
    if slice.shape.len() != write.vector.shape.len()
        || extract_offsets.iter().any(|o| o.constant(ctx) != Some(0))
        || write.indices.iter().any(|&i| const_index(ctx, i) != Some(0))
        || sizes.len() != extract_sizes.len()
    {
        return false;
    }
    let same = |a: &Ofr, b: &Ofr| a == b || a.constant(ctx).is_some_and(|c| b.constant(ctx) == Some(c));
    if !sizes.iter().zip(&extract_sizes).all(|(a, b)| same(a, b)) {
        return false;
    }
    let Some(shape) = write.tensor_shape(ctx) else { return false };
    if write.mask.is_some() || permuted(&write.map, &shape).as_deref() != Some(&write.vector.shape[..]) {
        return false;
    }
    let Some(new_shape) = permuted(&write.map, &slice.shape) else { return false };
    let flags: Vec<bool> = write.vector.shape.iter().zip(&new_shape).map(|(v, s)| v == s).collect();
    let (value, map_attr) = (ctx.operand(w, 0), oxir::operation::op_attr_or_prop(ctx, w, "permutation_map"));
    let Some(map_attr) = map_attr else { return false };
    let (extract_loc, write_loc) = (ctx.op_loc(extract.into()), ctx.op_loc(w));
    let dest = insert.dest(ctx);
    let ((so, vo), (ss, vs), (st, vt)) = (split(&offsets), split(&sizes), split(&strides));
    rw.set_insertion_point(op);
    let new_extract = ExtractSliceOp::build(rw, extract_loc, dest, &vo, &vs, &vt, source_type, &so, &ss, &st);
    let sliced = new_extract.result(rw.ctx());
    let flags = bool_array_attr(rw.ctx(), &flags);
    let new_write =
        TransferWriteOp::build(rw, write_loc, value, sliced, &write.indices, None, Some(source_type), map_attr, flags);
    let written = rw.ctx().result(new_write.into(), 0);
    rw.modify_op_in_place(op, |c| c.set_operand(op, 0, written));
    true
}

/// `vector.transfer_read`'s canonicalization patterns.
pub fn read_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(TransferInPlaceFold(TransferReadOp::NAME)),
        crate::utils::patterns::pattern::<TransferReadOp>(
            "TransferReadAfterWriteToBroadcast",
            read_after_write_to_broadcast,
        ),
    ]
}

/// `vector.transfer_write`'s canonicalization patterns.
pub fn write_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(TransferInPlaceFold(TransferWriteOp::NAME)),
        crate::utils::patterns::pattern::<TransferWriteOp>("FoldWaw", fold_waw),
        crate::utils::patterns::pattern::<TransferWriteOp>("FoldTensorCastProducerOp", fold_tensor_cast_producer),
        crate::utils::patterns::pattern::<crate::tensor::InsertSliceOp>(
            "SwapExtractSliceOfTransferWrite",
            swap_extract_slice_of_transfer_write,
        ),
    ]
}
