//! Folds and canonicalizations of the vector casts and slices (MLIR 22's `ShapeCastOp::fold`,
//! `BitCastOp::fold`, `ExtractStridedSliceOp::fold` and the patterns `BroadcastFolder`,
//! `ShapeCastBroadcastFolder`, `TransposeFolder`, `FoldTransposeBroadcast`,
//! `StridedSliceConstantMaskFolder`, `StridedSliceBroadcast`, `FoldInsertStridedSliceOfExtract`
//! and `InsertStridedSliceConstantFolder`).

use super::{
    vector_type, BitCastOp, BroadcastOp, ConstantMaskOp, ExtractStridedSliceOp, InsertStridedSliceOp, ShapeCastOp,
    TransposeOp, VectorType,
};
use crate::utils::patterns::pattern;
use oxir::builtin::attributes::{ArrayAttr, IntegerAttr};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::{FloatKind, FloatType, IntegerType};
use oxir::numeric::{APFloat, APInt};
use oxir::ods::Op;
use oxir::registry::FoldResult;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, Context, OpRef, Value};

fn vector_of(ctx: &Context, v: Value) -> Option<VectorType> {
    ctx.value_type(v).dyn_cast::<VectorType>(ctx).cloned()
}

/// The integers of an `I64ArrayAttr`.
fn i64s(ctx: &Context, a: Option<&ArrayAttr>) -> Option<Vec<i64>> {
    a?.elements.iter().map(|e| e.dyn_cast::<IntegerAttr>(ctx).and_then(|i| i.value.try_to_i64())).collect()
}

/// The splat of `constant` (a splat dense attribute) with the type `ty`.
fn resplat(ctx: &Context, constant: Attribute, ty: oxir::Type) -> Option<Attribute> {
    let d = constant.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?;
    if !d.is_splat() {
        return None;
    }
    if d.element_type(ctx).isa::<FloatType>(ctx) {
        DenseIntOrFPElementsAttr::from_floats(ctx, ty, &[d.float_values(ctx).next()?])
    } else {
        DenseIntOrFPElementsAttr::from_ints(ctx, ty, &[d.int_values().next()?])
    }
}

/// `vector.shape_cast` to its own type folds to its source; of a `broadcast` from the result
/// type, to the broadcast's source; of a splat constant, to the splat of the result type; of
/// poison, to poison. (Chains fold in place, [`ShapeCastInPlaceFold`].)
pub(super) fn shape_cast(ctx: &Context, op: OpRef, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let source = ctx.operand(op, 0);
    let result = ctx.result_types(op).next()?;
    if ctx.value_type(source) == result {
        return Some(vec![FoldResult::Value(source)]);
    }
    if let Some(b) = ctx.cast_op::<BroadcastOp>(ctx.defining_op(source)?) {
        let inner = b.source(ctx);
        if ctx.value_type(inner) == result {
            return Some(vec![FoldResult::Value(inner)]);
        }
    }
    let constant = operands.first().copied().flatten()?;
    if constant.isa::<oxir::ub::PoisonAttr>(ctx) {
        return Some(vec![FoldResult::Attribute(constant)]);
    }
    resplat(ctx, constant, result).map(|a| vec![FoldResult::Attribute(a)])
}

/// Whether a transpose keeps the order of its non-unit dimensions (MLIR's `isOrderPreserving`):
/// such a transpose only moves unit dimensions, as a shape cast does.
fn order_preserving(ctx: &Context, t: TransposeOp) -> bool {
    let (Some(perm), Some(src)) = (t.permutation(ctx), vector_of(ctx, t.vector(ctx))) else { return false };
    let mut last = -1i64;
    for &p in &perm {
        let Some(&size) = src.shape.get(p as usize) else { return false };
        if size == 1 && !src.scalable[p as usize] {
            continue;
        }
        if p < last {
            return false;
        }
        last = p;
    }
    true
}

/// The in-place folds of `vector.shape_cast`: a shape cast of a shape cast (or of a transpose
/// that keeps the order of the non-unit dimensions) reads that op's source.
pub(super) struct ShapeCastInPlaceFold;

impl RewritePattern for ShapeCastInPlaceFold {
    fn root(&self) -> Option<&'static str> {
        Some(ShapeCastOp::NAME)
    }
    fn name(&self) -> &'static str {
        "ShapeCastOp::fold"
    }
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let source = ctx.operand(op, 0);
        let Some(def) = ctx.defining_op(source) else { return false };
        let inner = if let Some(s) = ctx.cast_op::<ShapeCastOp>(def) {
            s.source(ctx)
        } else if let Some(t) = ctx.cast_op::<TransposeOp>(def).filter(|&t| order_preserving(ctx, t)) {
            t.vector(ctx)
        } else {
            return false;
        };
        rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, inner));
        true
    }
}

/// The in-place fold of `vector.bitcast`: a bitcast of a bitcast (not cancelling it) reads
/// that bitcast's source.
pub(super) struct BitCastInPlaceFold;

impl RewritePattern for BitCastInPlaceFold {
    fn root(&self) -> Option<&'static str> {
        Some(BitCastOp::NAME)
    }
    fn name(&self) -> &'static str {
        "BitCastOp::fold"
    }
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(inner) = ctx.defining_op(ctx.operand(op, 0)).and_then(|d| ctx.cast_op::<BitCastOp>(d)) else {
            return false;
        };
        let source = inner.source(ctx);
        rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, source));
        true
    }
}

/// The constant folds of `vector.bitcast` (MLIR's): a splat `f16` constant to `f32` (the
/// 16-bit pattern twice), and a splat integer constant to a wider integer type that its width
/// divides (the pattern repeated).
pub(super) fn bitcast_constant(ctx: &Context, op: OpRef, constant: Attribute) -> Option<Vec<FoldResult>> {
    let d = constant.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?;
    if !d.is_splat() {
        return None;
    }
    let result = ctx.result_types(op).next()?;
    let dst = result.dyn_cast::<VectorType>(ctx)?.element;
    let src = d.element_type(ctx);
    let folded = if let Some(f) = src.dyn_cast::<FloatType>(ctx) {
        let is_f32 = dst.dyn_cast::<FloatType>(ctx).is_some_and(|t| t.kind == FloatKind::F32);
        if f.kind != FloatKind::F16 || !is_f32 {
            return None;
        }
        let bits = d.float_values(ctx).next()?.to_bits().try_to_u64()? & 0xffff;
        let pattern = APInt::from_u64(32, (bits << 16) | bits);
        let value = APFloat::from_bits(FloatKind::F32.semantics(), &pattern);
        DenseIntOrFPElementsAttr::from_floats(ctx, result, &[value])?
    } else {
        let (Some(s), Some(t)) = (src.dyn_cast::<IntegerType>(ctx), dst.dyn_cast::<IntegerType>(ctx)) else {
            return None;
        };
        if t.width <= s.width || t.width % s.width != 0 || t.width > 64 {
            return None;
        }
        let mask = if s.width == 64 { u64::MAX } else { (1u64 << s.width) - 1 };
        let v = d.int_values().next()?.try_to_u64()? & mask;
        let mut bits = v;
        for _ in 1..t.width / s.width {
            bits = (bits << s.width) | v;
        }
        DenseIntOrFPElementsAttr::from_ints(ctx, result, &[APInt::from_u64(t.width, bits)])?
    };
    Some(vec![FoldResult::Attribute(folded)])
}

/// `vector.extract_strided_slice` to its own type folds to its source; of a splat constant, to
/// the splat of the result type; of another constant (unit strides), to the elements of the
/// slice (MLIR's `foldExtractStridedSliceNonSplatConstant`).
pub(super) fn extract_strided_slice(
    ctx: &Context,
    op: OpRef,
    operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let e = ExtractStridedSliceOp::from_op_unchecked(op);
    let source = e.vector(ctx);
    let result = ctx.result_types(op).next()?;
    if ctx.value_type(source) == result {
        return Some(vec![FoldResult::Value(source)]);
    }
    let constant = operands.first().copied().flatten()?;
    if let Some(splat) = resplat(ctx, constant, result) {
        return Some(vec![FoldResult::Attribute(splat)]);
    }
    let d = constant.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?;
    let strides = i64s(ctx, e.strides(ctx))?;
    if strides.iter().any(|&s| s != 1) {
        return None;
    }
    let src = vector_of(ctx, source)?;
    let dst = result.dyn_cast::<VectorType>(ctx)?.clone();
    let rank = dst.shape.len();
    let mut offsets = vec![0i64; rank];
    for (o, v) in offsets.iter_mut().zip(i64s(ctx, e.offsets(ctx))?) {
        *o = v;
    }
    let mut src_strides = vec![1i64; src.shape.len()];
    for i in (0..src.shape.len().saturating_sub(1)).rev() {
        src_strides[i] = src_strides[i + 1] * src.shape[i + 1];
    }
    let count: i64 = dst.shape.iter().product();
    let mut indices = Vec::with_capacity(count.max(0) as usize);
    for linear in 0..count {
        let mut rest = linear;
        let mut at = 0i64;
        for d in (0..rank).rev() {
            at += (offsets[d] + rest % dst.shape[d]) * src_strides[d];
            rest /= dst.shape[d];
        }
        indices.push(usize::try_from(at).ok()?);
    }
    let folded = if d.element_type(ctx).isa::<FloatType>(ctx) {
        let values: Vec<APFloat> = d.float_values(ctx).collect();
        let picked: Option<Vec<APFloat>> = indices.iter().map(|&i| values.get(i).cloned()).collect();
        DenseIntOrFPElementsAttr::from_floats(ctx, result, &picked?)?
    } else {
        let values: Vec<APInt> = d.int_values().collect();
        let picked: Option<Vec<APInt>> = indices.iter().map(|&i| values.get(i).cloned()).collect();
        DenseIntOrFPElementsAttr::from_ints(ctx, result, &picked?)?
    };
    Some(vec![FoldResult::Attribute(folded)])
}

/// MLIR's `foldExtractStridedOpFromInsertChain`, the in-place fold of
/// `vector.extract_strided_slice`: an extract from a chain of `insert_strided_slice`s (same
/// ranks, same strides) reads the inserted vector whose chunk holds the extracted one (offsets
/// made relative to it), walking past the inserts it is disjoint from.
pub(super) struct ExtractStridedInPlaceFold;

impl RewritePattern for ExtractStridedInPlaceFold {
    fn root(&self) -> Option<&'static str> {
        Some(ExtractStridedSliceOp::NAME)
    }
    fn name(&self) -> &'static str {
        "ExtractStridedSliceOp::fold"
    }
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let e = ExtractStridedSliceOp::from_op_unchecked(op);
        let (Some(offsets), Some(sizes), Some(strides)) =
            (i64s(ctx, e.offsets(ctx)), i64s(ctx, e.sizes(ctx)), i64s(ctx, e.strides(ctx)))
        else {
            return false;
        };
        let Some(rank) = vector_of(ctx, e.vector(ctx)).map(|v| v.shape.len()) else { return false };
        let mut insert = ctx.defining_op(e.vector(ctx)).and_then(|d| ctx.cast_op::<InsertStridedSliceOp>(d));
        while let Some(i) = insert {
            let Some(inserted) = vector_of(ctx, i.value_to_store(ctx)) else { return false };
            let (Some(ins_offsets), Some(ins_strides)) = (i64s(ctx, i.offsets(ctx)), i64s(ctx, i.strides(ctx))) else {
                return false;
            };
            if rank != inserted.shape.len() || offsets.len() > ins_offsets.len() {
                return false;
            }
            let (mut partial, mut disjoint) = (false, false);
            let mut diffs = Vec::new();
            for dim in 0..offsets.len() {
                if strides.get(dim) != ins_strides.get(dim) {
                    return false;
                }
                let start = ins_offsets[dim];
                let end = start + inserted.shape.get(dim).copied().unwrap_or(1);
                let (offset, size) = (offsets[dim], sizes.get(dim).copied().unwrap_or(1));
                if start <= offset && offset < end {
                    partial |= offset + size > end;
                    diffs.push(offset - start);
                    continue;
                }
                disjoint = true;
                break;
            }
            if !disjoint && !partial {
                let source = i.value_to_store(ctx);
                let attr = super::i64_array_attr(ctx, &diffs);
                rw.modify_op_in_place(op, |ctx| {
                    ctx.set_operand(op, 0, source);
                    oxir::ods::build::set_property(ctx, op, "offsets", attr);
                });
                return true;
            }
            if !disjoint {
                return false;
            }
            insert = ctx.defining_op(i.dest(ctx)).and_then(|d| ctx.cast_op::<InsertStridedSliceOp>(d));
        }
        false
    }
}

/// MLIR's `StridedSliceConstantMaskFolder`: a unit-stride slice of a `constant_mask` is the
/// `constant_mask` of the sliced region (all zero when any dimension is empty).
fn slice_of_constant_mask(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let e = ExtractStridedSliceOp::from_op_unchecked(op);
    let Some(mask) = ctx.defining_op(e.vector(ctx)).and_then(|d| ctx.cast_op::<ConstantMaskOp>(d)) else {
        return false;
    };
    let (Some(offsets), Some(sizes), Some(strides), Some(dims)) =
        (i64s(ctx, e.offsets(ctx)), i64s(ctx, e.sizes(ctx)), i64s(ctx, e.strides(ctx)), mask.mask_dim_sizes(ctx))
    else {
        return false;
    };
    if strides.iter().any(|&s| s != 1) {
        return false;
    }
    let mut sliced: Vec<i64> =
        dims.iter().zip(offsets.iter().zip(&sizes)).map(|(&m, (&o, &s))| ((o + s).min(m) - o).max(0)).collect();
    sliced.extend_from_slice(&dims[sliced.len().min(dims.len())..]);
    if sliced.contains(&0) {
        sliced = vec![0; dims.len()];
    }
    let Some(ty) = ctx.result_types(op).next() else { return false };
    let loc = ctx.op_loc(op);
    let m = ConstantMaskOp::build(rw, loc, ty, &sliced);
    rw.replace_op(op, &[m.into()]).is_ok()
}

/// MLIR's `StridedSliceBroadcast`: a slice of a broadcast is a broadcast of the source, sliced
/// first where a source dimension (not a broadcast unit one) is cut.
fn slice_of_broadcast(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let e = ExtractStridedSliceOp::from_op_unchecked(op);
    let Some(b) = ctx.defining_op(e.vector(ctx)).and_then(|d| ctx.cast_op::<BroadcastOp>(d)) else { return false };
    let Some(ty) = ctx.result_types(op).next() else { return false };
    let Some(dst) = ty.dyn_cast::<VectorType>(ctx).cloned() else { return false };
    let mut source = b.source(ctx);
    let src = vector_of(ctx, source);
    let src_rank = src.as_ref().map_or(0, |v| v.shape.len());
    let Some(diff) = dst.shape.len().checked_sub(src_rank) else { return false };
    if let Some(src) = src {
        let needs_slice = (0..src_rank).any(|i| src.shape[i] != 1 && src.shape[i] != dst.shape[i + diff]);
        if needs_slice {
            let (Some(o), Some(s), Some(st)) =
                (i64s(ctx, e.offsets(ctx)), i64s(ctx, e.sizes(ctx)), i64s(ctx, e.strides(ctx)))
            else {
                return false;
            };
            let (mut offsets, mut sizes) =
                (o.get(diff..).unwrap_or(&[]).to_vec(), s.get(diff..).unwrap_or(&[]).to_vec());
            let strides = st.get(diff..).unwrap_or(&[]).to_vec();
            for i in 0..src_rank.min(offsets.len()).min(sizes.len()) {
                if src.shape[i] == 1 {
                    offsets[i] = 0;
                    sizes[i] = 1;
                }
            }
            let mut shape = sizes.clone();
            shape.extend_from_slice(&src.shape[sizes.len().min(src_rank)..]);
            let scalable = src.scalable.clone();
            let slice_ty = vector_type(rw.ctx(), shape, scalable, src.element);
            let loc = rw.ctx().op_loc(op);
            let ctx = rw.ctx();
            let (oa, sa, sta) = (
                super::i64_array_attr(ctx, &offsets),
                super::i64_array_attr(ctx, &sizes),
                super::i64_array_attr(ctx, &strides),
            );
            source = ExtractStridedSliceOp::build(rw, loc, source, slice_ty, oa, sa, sta).into();
        }
    }
    let loc = rw.ctx().op_loc(op);
    let n = BroadcastOp::build(rw, loc, source, ty);
    rw.replace_op(op, &[n.into()]).is_ok()
}

/// The canonicalization patterns of `vector.extract_strided_slice` (with its in-place fold).
pub(super) fn extract_strided_slice_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(ExtractStridedInPlaceFold),
        pattern::<ExtractStridedSliceOp>("StridedSliceConstantMaskFolder", slice_of_constant_mask),
        pattern::<ExtractStridedSliceOp>("StridedSliceBroadcast", slice_of_broadcast),
    ]
}

/// MLIR's `FoldInsertStridedSliceOfExtract`: inserting into `dest` the slice extracted from
/// `dest` at the same offsets and strides gives `dest`.
fn insert_of_extract(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let i = InsertStridedSliceOp::from_op_unchecked(op);
    let dest = i.dest(ctx);
    let Some(e) = ctx.defining_op(i.value_to_store(ctx)).and_then(|d| ctx.cast_op::<ExtractStridedSliceOp>(d)) else {
        return false;
    };
    if e.vector(ctx) != dest || e.strides(ctx) != i.strides(ctx) || e.offsets(ctx) != i.offsets(ctx) {
        return false;
    }
    rw.replace_op(op, &[dest]).is_ok()
}

/// The most elements [`insert_strided_constant`] folds into a new constant when the destination
/// constant has other uses (MLIR's `vectorSizeFoldThreshold`).
const CONSTANT_FOLD_THRESHOLD: i64 = 256;

/// MLIR's `InsertStridedSliceConstantFolder`: a unit-stride insertion of a constant into a
/// fixed-length constant (small, or used only here) is the constant with the slice's elements
/// written at their places, enumerated in row-major order from the offsets.
fn insert_strided_constant(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let i = InsertStridedSliceOp::from_op_unchecked(op);
    let (dest, source) = (i.dest(ctx), i.value_to_store(ctx));
    let Some(dest_cst) = oxir::matchers::constant_of(ctx, dest) else { return false };
    let (Some(dst), Some(src)) = (vector_of(ctx, dest), vector_of(ctx, source)) else { return false };
    if dst.scalable.iter().any(|&s| s) {
        return false;
    }
    let count: i64 = dst.shape.iter().product();
    if count > CONSTANT_FOLD_THRESHOLD && ctx.uses(dest).count() != 1 {
        return false;
    }
    let Some(source_cst) = oxir::matchers::constant_of(ctx, source) else { return false };
    let (Some(dense_dest), Some(dense_src)) = (
        dest_cst.dyn_cast::<DenseIntOrFPElementsAttr>(ctx).cloned(),
        source_cst.dyn_cast::<DenseIntOrFPElementsAttr>(ctx).cloned(),
    ) else {
        return false;
    };
    if dense_dest.layout().parts() != 1 {
        return false;
    }
    let (Some(offsets), Some(strides)) = (i64s(ctx, i.offsets(ctx)), i64s(ctx, i.strides(ctx))) else { return false };
    if strides.iter().any(|&s| s != 1) {
        return false;
    }
    let Some(diff) = dst.shape.len().checked_sub(src.shape.len()) else { return false };
    if offsets.len() != dst.shape.len() {
        return false;
    }
    let mut dest_strides = vec![1i64; dst.shape.len()];
    for d in (0..dst.shape.len().saturating_sub(1)).rev() {
        dest_strides[d] = dest_strides[d + 1] * dst.shape[d + 1];
    }
    // The linear destination index of each slice element, in the slice's row-major order.
    let mut positions = Vec::new();
    let mut at = offsets.clone();
    loop {
        let linear: i64 = at.iter().zip(&dest_strides).map(|(p, s)| p * s).sum();
        match usize::try_from(linear) {
            Ok(l) if linear < count => positions.push(l),
            _ => return false,
        }
        let mut carried = true;
        for d in (diff..at.len()).rev() {
            at[d] += 1;
            if at[d] < src.shape[d - diff] + offsets[d] {
                carried = false;
                break;
            }
            at[d] = offsets[d];
        }
        if carried {
            break;
        }
    }
    let ty = ctx.value_type(dest);
    let folded = if dense_dest.element_type(ctx).isa::<FloatType>(ctx) {
        let mut values: Vec<APFloat> = dense_dest.float_values(ctx).collect();
        let slice: Vec<APFloat> = dense_src.float_values(ctx).collect();
        if !overwrite(&mut values, &positions, &slice) {
            return false;
        }
        DenseIntOrFPElementsAttr::from_floats(ctx, ty, &values)
    } else {
        let mut values: Vec<APInt> = dense_dest.int_values().collect();
        let slice: Vec<APInt> = dense_src.int_values().collect();
        if !overwrite(&mut values, &positions, &slice) {
            return false;
        }
        DenseIntOrFPElementsAttr::from_ints(ctx, ty, &values)
    };
    let Some(folded) = folded else { return false };
    let loc = ctx.op_loc(op);
    let c = crate::arith::ConstantOp::build(rw, loc, ty, folded);
    rw.replace_op(op, &[c.into()]).is_ok()
}

/// Writes the elements of `slice` at `positions` of `values`; false when they do not fit.
fn overwrite<T: Clone>(values: &mut [T], positions: &[usize], slice: &[T]) -> bool {
    if slice.len() != positions.len() {
        return false;
    }
    for (&p, v) in positions.iter().zip(slice) {
        let Some(slot) = values.get_mut(p) else { return false };
        *slot = v.clone();
    }
    true
}

/// The canonicalization patterns of `vector.insert_strided_slice`.
pub(super) fn insert_strided_slice_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<InsertStridedSliceOp>("FoldInsertStridedSliceOfExtract", insert_of_extract),
        pattern::<InsertStridedSliceOp>("InsertStridedSliceConstantFolder", insert_strided_constant),
    ]
}

/// MLIR's `BroadcastFolder`: a broadcast of a broadcast broadcasts the inner source.
fn broadcast_of_broadcast(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(inner) = ctx.defining_op(ctx.operand(op, 0)).and_then(|d| ctx.cast_op::<BroadcastOp>(d)) else {
        return false;
    };
    let source = inner.source(ctx);
    let Some(ty) = ctx.result_types(op).next() else { return false };
    let loc = ctx.op_loc(op);
    let b = BroadcastOp::build(rw, loc, source, ty);
    rw.replace_op(op, &[b.into()]).is_ok()
}

/// The canonicalization patterns of `vector.broadcast`.
pub(super) fn broadcast_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![pattern::<BroadcastOp>("BroadcastFolder", broadcast_of_broadcast)]
}

/// MLIR's `ShapeCastBroadcastFolder`: a shape cast of a broadcast is a broadcast to the cast's
/// type when the broadcast's source (a scalar, or a vector broadcastable to it) allows.
fn shape_cast_of_broadcast(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(b) = ctx.defining_op(ctx.operand(op, 0)).and_then(|d| ctx.cast_op::<BroadcastOp>(d)) else {
        return false;
    };
    let source = b.source(ctx);
    let Some(ty) = ctx.result_types(op).next() else { return false };
    let Some(dst) = ty.dyn_cast::<VectorType>(ctx).cloned() else { return false };
    if let Some(src) = vector_of(ctx, source) {
        if !broadcastable(&src, &dst) {
            return false;
        }
    }
    let loc = ctx.op_loc(op);
    let n = BroadcastOp::build(rw, loc, source, ty);
    rw.replace_op(op, &[n.into()]).is_ok()
}

/// MLIR's `isBroadcastableTo` success: `src` aligned to the trailing dimensions of `dst`, each
/// dimension equal or 1 (a scalable dimension only to the same scalable one).
pub(super) fn broadcastable(src: &VectorType, dst: &VectorType) -> bool {
    if src.element != dst.element || src.shape.len() > dst.shape.len() {
        return false;
    }
    let diff = dst.shape.len() - src.shape.len();
    (0..src.shape.len()).all(|i| {
        let (s, d) = (src.shape[i], dst.shape[i + diff]);
        (s == 1 && !src.scalable[i]) || (s == d && src.scalable[i] == dst.scalable[i + diff])
    })
}

/// The canonicalization patterns of `vector.shape_cast` (with its in-place fold).
pub(super) fn shape_cast_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(ShapeCastInPlaceFold), pattern::<ShapeCastOp>("ShapeCastBroadcastFolder", shape_cast_of_broadcast)]
}

/// The canonicalization patterns of `vector.bitcast` (its in-place fold).
pub(super) fn bitcast_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(BitCastInPlaceFold)]
}

/// MLIR's `TransposeFolder`: a transpose of a transpose is one transpose by the composed
/// permutation (`result[i] = inner[outer[i]]`).
fn transpose_of_transpose(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let t = TransposeOp::from_op_unchecked(op);
    let Some(inner) = ctx.defining_op(t.vector(ctx)).and_then(|d| ctx.cast_op::<TransposeOp>(d)) else {
        return false;
    };
    let (Some(outer_perm), Some(inner_perm)) = (t.permutation(ctx), inner.permutation(ctx)) else { return false };
    let composed: Option<Vec<i64>> = outer_perm.iter().map(|&i| inner_perm.get(i as usize).copied()).collect();
    let Some(composed) = composed else { return false };
    let source = inner.vector(ctx);
    let ty = ctx.value_type(t.result(ctx));
    let loc = ctx.op_loc(op);
    let n = TransposeOp::build(rw, loc, source, ty, &composed);
    rw.replace_op(op, &[n.into()]).is_ok()
}

/// MLIR's `FoldTransposeBroadcast`: a transpose of a broadcast is a broadcast to the transposed
/// type when the source is a scalar, or when the permutation keeps each dimension within its
/// group (a non-unit source dimension with the unit and broadcast dimensions before it, back to
/// the previous group), so that the source still broadcasts to the transposed shape.
fn transpose_of_broadcast(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let t = TransposeOp::from_op_unchecked(op);
    let Some(b) = ctx.defining_op(t.vector(ctx)).and_then(|d| ctx.cast_op::<BroadcastOp>(d)) else { return false };
    let source = b.source(ctx);
    let ty = ctx.value_type(t.result(ctx));
    if let Some(src) = vector_of(ctx, source) {
        let (Some(perm), Some(dst)) = (t.permutation(ctx), ty.dyn_cast::<VectorType>(ctx).cloned()) else {
            return false;
        };
        if !permutation_within_groups(&src.shape, dst.shape.len(), &perm) || !broadcastable(&src, &dst) {
            return false;
        }
    }
    let loc = ctx.op_loc(op);
    let n = BroadcastOp::build(rw, loc, source, ty);
    rw.replace_op(op, &[n.into()]).is_ok()
}

/// The group check of [`transpose_of_broadcast`]: each source dimension that is not 1, or that
/// follows one that is not 1, ends a group of result dimensions (from the previous group's end
/// through its own position in the result); the permutation must map every group onto itself.
fn permutation_within_groups(source_shape: &[i64], result_rank: usize, perm: &[i64]) -> bool {
    let Some(delta) = result_rank.checked_sub(source_shape.len()) else { return false };
    let mut low = 0usize;
    for i in 0..source_shape.len() {
        let ends = source_shape[i] != 1 || (i != 0 && source_shape[i - 1] != 1);
        if !ends {
            continue;
        }
        let high = i + delta;
        for p in perm.get(low..high).unwrap_or(&[]) {
            if *p < low as i64 || *p >= high as i64 {
                return false;
            }
        }
        low = high;
    }
    true
}

/// The canonicalization patterns of `vector.transpose`.
pub(super) fn transpose_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<TransposeOp>("TransposeFolder", transpose_of_transpose),
        pattern::<TransposeOp>("FoldTransposeBroadcast", transpose_of_broadcast),
    ]
}
