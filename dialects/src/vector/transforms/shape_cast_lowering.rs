//! The lowerings `convert-vector-to-llvm` applies to n-D `vector.shape_cast` (MLIR's
//! `populateVectorShapeCastLoweringPatterns`) and to strided slices
//! (`populateVectorInsertExtractStridedSliceTransforms`): a shape cast moves "atomic" slices
//! (the greatest common divisor of the first differing dimensions times the common suffix)
//! from the source to the result with `vector.extract`, `vector.extract_strided_slice`,
//! `vector.insert_strided_slice` and `vector.insert` into `ub.poison`; strided slices become
//! `vector.shuffle`s (a single offset, or 1-D inserts) or row-by-row extracts and inserts of
//! slices one rank lower (into the zero splat, for extracts).

use crate::utils::constants::{arith_constant_state, zero_attr};
use crate::utils::patterns::pattern;
use crate::vector::i64_array_attr;
use crate::vector::{
    BroadcastOp, ExtractOp, ExtractStridedSliceOp, InsertOp, InsertStridedSliceOp, ShapeCastOp, ShuffleOp,
};
use oxir::builtin::types::VectorType;
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, Builder, Context, OpRef, Type, Value};

/// The patterns, in the order MLIR adds them.
pub fn shape_cast_lowering_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![pattern::<ShapeCastOp>("ShapeCastOpRewritePattern", lower_shape_cast)]
}

/// MLIR's `populateVectorInsertExtractStridedSliceTransforms`.
pub fn strided_slice_lowering_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<InsertStridedSliceOp>(
            "VectorInsertStridedSliceOpDifferentRankRewritePattern",
            lower_insert_strided_slice_different_rank,
        ),
        pattern::<InsertStridedSliceOp>(
            "VectorInsertStridedSliceOpSameRankRewritePattern",
            lower_insert_strided_slice_same_rank,
        ),
        pattern::<ExtractStridedSliceOp>("VectorExtractStridedSliceOpRewritePattern", lower_extract_strided_slice),
    ]
}

fn i64_array_values(ctx: &Context, attr: Option<Attribute>) -> Vec<i64> {
    crate::vector::i64_array(ctx, attr)
}

fn vector_of(ctx: &Context, v: Value) -> Option<VectorType> {
    ctx.value_type(v).dyn_cast::<VectorType>(ctx).cloned()
}

/// The type of `v[position]`: the vector without its `k` leading dimensions (the element for
/// a full position).
fn sub_type(ctx: &Context, v: &VectorType, k: usize) -> Option<Type> {
    if k == v.shape.len() {
        return Some(v.element);
    }
    Some(ctx.intern_type(VectorType {
        shape: v.shape.get(k..)?.to_vec(),
        scalable: v.scalable.get(k..)?.to_vec(),
        element: v.element,
    }))
}

fn extract(b: &mut dyn Builder, loc: Attribute, v: Value, position: &[i64]) -> Option<Value> {
    let ty = vector_of(b.ctx(), v)?;
    let result = sub_type(b.ctx(), &ty, position.len())?;
    Some(ExtractOp::build(b, loc, v, &[], result, position).into())
}

fn insert(b: &mut dyn Builder, loc: Attribute, v: Value, dest: Value, position: &[i64]) -> Value {
    InsertOp::build(b, loc, v, dest, &[], position).into()
}

/// `vector.shuffle` of `v1` and `v2` by `mask` (its result: the mask's length of the operands'
/// leading rows).
fn shuffle(b: &mut dyn Builder, loc: Attribute, v1: Value, v2: Value, mask: &[i64]) -> Option<Value> {
    let v = vector_of(b.ctx(), v1)?;
    let mut shape = v.shape.clone();
    *shape.first_mut()? = mask.len() as i64;
    let ty = b.ctx().intern_type(VectorType { shape, scalable: v.scalable.clone(), element: v.element });
    Some(ShuffleOp::build(b, loc, v1, v2, ty, mask).into())
}

fn poison(b: &mut dyn Builder, loc: Attribute, ty: Type) -> Value {
    oxir::ub::PoisonOp::build(b, loc, ty).into()
}

/// MLIR's `inplaceAdd`: `rhs += lhs` with `rhs` a number in the mixed base `base`.
fn inplace_add(mut lhs: i64, base: &[i64], rhs: &mut [i64]) {
    for dim in (0..rhs.len()).rev() {
        let Some(&dim_base) = base.get(dim) else { return };
        if dim_base <= 0 {
            return;
        }
        let incremented = rhs[dim] + lhs;
        lhs = incremented / dim_base;
        rhs[dim] = incremented % dim_base;
        if lhs == 0 {
            break;
        }
    }
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// MLIR's `ShapeCastOpRewritePattern` for fixed-size vectors.
fn lower_shape_cast(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let s = ShapeCastOp::from_op_unchecked(op);
    let source = s.source(ctx);
    let (Some(src), Some(res)) = (vector_of(ctx, source), vector_of(ctx, s.result(ctx))) else { return false };
    if src.scalable.iter().chain(&res.scalable).any(|&x| x) {
        return false;
    }
    let Some(result_ty) = ctx.result_types(op).next() else { return false };
    let loc = ctx.op_loc(op);
    let (src_rank, res_rank) = (src.shape.len() as i64, res.shape.len() as i64);
    let num_elements: i64 = src.shape.iter().product();
    let (mut sd, mut rd) = (src_rank - 1, res_rank - 1);
    while sd >= 0 && rd >= 0 && src.shape[sd as usize] == res.shape[rd as usize] {
        sd -= 1;
        rd -= 1;
    }
    // (i) only leading unit dimensions differ.
    if sd < 0 || rd < 0 {
        let delta = src_rank - res_rank;
        let (src_leading, res_leading) = (delta.max(0) as usize, (-delta).max(0) as usize);
        let p = poison(rw, loc, result_ty);
        let Some(extracted) = extract(rw, loc, source, &vec![0; src_leading]) else { return false };
        let result = insert(rw, loc, extracted, p, &vec![0; res_leading]);
        return rw.replace_op(op, &[result]).is_ok();
    }
    let (sd, rd) = (sd as usize, rd as usize);
    let (src_size, res_size) = (src.shape[sd], res.shape[rd]);
    let divisor = gcd(src_size, res_size);
    if divisor <= 0 {
        return false;
    }
    let strided_rank = src.shape.len() - sd;
    let extract_period = src_size / divisor;
    let insert_period = res_size / divisor;
    if extract_period <= 0 || insert_period <= 0 {
        return false;
    }
    let mut atomic: Vec<i64> = src.shape[sd..].to_vec();
    atomic[0] = divisor;
    let atomic_elements: i64 = atomic.iter().product();
    if atomic_elements <= 0 {
        return false;
    }
    let slices = num_elements / atomic_elements;
    // (ii) the slices are single elements (or single suffix vectors): extract and insert them.
    if divisor == 1 {
        let (sd, rd) = (sd + 1, rd + 1);
        let mut extract_index = vec![0i64; sd];
        let mut insert_index = vec![0i64; rd];
        let mut result = poison(rw, loc, result_ty);
        for _ in 0..slices {
            let Some(extracted) = extract(rw, loc, source, &extract_index) else { return false };
            result = insert(rw, loc, extracted, result, &insert_index);
            inplace_add(1, &src.shape[..sd], &mut extract_index);
            inplace_add(1, &res.shape[..rd], &mut insert_index);
        }
        return rw.replace_op(op, &[result]).is_ok();
    }
    let insert_strided_ty = rw.ctx().intern_type(VectorType {
        shape: res.shape[rd..].to_vec(),
        scalable: vec![false; res.shape.len() - rd],
        element: res.element,
    });
    let atomic_ty = rw.ctx().intern_type(VectorType {
        shape: atomic.clone(),
        scalable: vec![false; atomic.len()],
        element: src.element,
    });
    let mut extract_index = vec![0i64; sd];
    let mut insert_index = vec![0i64; rd];
    let mut extract_offsets = vec![0i64; strided_rank];
    let mut insert_offsets = vec![0i64; strided_rank];
    let sizes = vec![1i64; strided_rank];
    let mut result = poison(rw, loc, result_ty);
    let part = poison(rw, loc, insert_strided_ty);
    let mut extracted = source;
    let mut inserted = part;
    for i in 0..slices {
        let (extract_phase, insert_phase) = (i % extract_period, i % insert_period);
        if extract_phase == 0 {
            let Some(e) = extract(rw, loc, source, &extract_index) else { return false };
            extracted = e;
            inplace_add(1, &src.shape[..sd], &mut extract_index);
        }
        extract_offsets[0] = extract_phase * divisor;
        let (offsets, shape, strides) = (
            i64_array_attr(rw.ctx(), &extract_offsets),
            i64_array_attr(rw.ctx(), &atomic),
            i64_array_attr(rw.ctx(), &sizes),
        );
        let strided: Value =
            ExtractStridedSliceOp::build(rw, loc, extracted, atomic_ty, offsets, shape, strides).into();
        if insert_phase == 0 {
            inserted = part;
        }
        insert_offsets[0] = insert_phase * divisor;
        let (offsets, strides) = (i64_array_attr(rw.ctx(), &insert_offsets), i64_array_attr(rw.ctx(), &sizes));
        inserted = InsertStridedSliceOp::build(rw, loc, strided, inserted, offsets, strides).into();
        if insert_phase + 1 == insert_period {
            result = insert(rw, loc, inserted, result, &insert_index);
            inplace_add(1, &res.shape[..rd], &mut insert_index);
        }
    }
    rw.replace_op(op, &[result]).is_ok()
}

/// The offsets and strides of an `insert_strided_slice`.
fn insert_parts(ctx: &Context, op: OpRef) -> (Vec<i64>, Vec<i64>) {
    (
        i64_array_values(ctx, oxir::operation::op_attr_or_prop(ctx, op, "offsets")),
        i64_array_values(ctx, oxir::operation::op_attr_or_prop(ctx, op, "strides")),
    )
}

/// MLIR's `VectorInsertStridedSliceOpDifferentRankRewritePattern`: the slice is inserted into
/// the subvector of its rank extracted from the destination at the leading offsets, which is
/// inserted back.
fn lower_insert_strided_slice_different_rank(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let i = InsertStridedSliceOp::from_op_unchecked(op);
    let (value, dest) = (i.value_to_store(ctx), i.dest(ctx));
    let (Some(src), Some(dst)) = (vector_of(ctx, value), vector_of(ctx, dest)) else { return false };
    let (offsets, strides) = insert_parts(ctx, op);
    if offsets.is_empty() || dst.shape.len() <= src.shape.len() {
        return false;
    }
    let diff = dst.shape.len() - src.shape.len();
    let loc = ctx.op_loc(op);
    let Some(leading) = offsets.get(..diff) else { return false };
    let Some(inner_offsets) = offsets.get(diff..) else { return false };
    let Some(extracted) = extract(rw, loc, dest, leading) else { return false };
    let (o, s) = (i64_array_attr(rw.ctx(), inner_offsets), i64_array_attr(rw.ctx(), &strides));
    let inner: Value = InsertStridedSliceOp::build(rw, loc, value, extracted, o, s).into();
    let result = insert(rw, loc, inner, dest, leading);
    rw.replace_op(op, &[result]).is_ok()
}

/// MLIR's `VectorInsertStridedSliceOpSameRankRewritePattern`: a 1-D slice is widened to the
/// destination's length and shuffled in; otherwise each row of the slice is inserted (a slice
/// of the destination's row one rank lower) at its offset.
fn lower_insert_strided_slice_same_rank(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let i = InsertStridedSliceOp::from_op_unchecked(op);
    let (value, dest) = (i.value_to_store(ctx), i.dest(ctx));
    let (Some(src), Some(dst)) = (vector_of(ctx, value), vector_of(ctx, dest)) else { return false };
    let (offsets, strides) = insert_parts(ctx, op);
    if offsets.is_empty() || dst.shape.len() != src.shape.len() {
        return false;
    }
    if src == dst {
        return rw.replace_op(op, &[value]).is_ok();
    }
    let (Some(&offset), Some(&size), Some(&stride)) = (offsets.first(), src.shape.first(), strides.first()) else {
        return false;
    };
    if stride <= 0 {
        return false;
    }
    let loc = ctx.op_loc(op);
    if src.shape.len() == 1 {
        let Some(&n_dest) = dst.shape.first() else { return false };
        let mut widen = vec![0i64; n_dest.max(0) as usize];
        for (k, w) in widen.iter_mut().enumerate().take(size.max(0) as usize) {
            *w = k as i64;
        }
        let Some(scaled) = shuffle(rw, loc, value, value, &widen) else { return false };
        let end = offset + size * stride;
        let mask: Vec<i64> =
            (0..n_dest)
                .map(|k| {
                    if k < offset || k >= end || (k - offset) % stride != 0 {
                        n_dest + k
                    } else {
                        (k - offset) / stride
                    }
                })
                .collect();
        let Some(result) = shuffle(rw, loc, scaled, dest, &mask) else { return false };
        return rw.replace_op(op, &[result]).is_ok();
    }
    let mut result = dest;
    let (mut off, end) = (offset, offset + size * stride);
    let mut idx = 0i64;
    while off < end {
        let Some(mut piece) = extract(rw, loc, value, &[idx]) else { return false };
        if rw.ctx().value_type(piece).isa::<VectorType>(rw.ctx()) {
            let Some(row) = extract(rw, loc, dest, &[off]) else { return false };
            let (o, s) = (
                i64_array_attr(rw.ctx(), offsets.get(1..).unwrap_or(&[])),
                i64_array_attr(rw.ctx(), strides.get(1..).unwrap_or(&[])),
            );
            piece = InsertStridedSliceOp::build(rw, loc, piece, row, o, s).into();
        }
        result = insert(rw, loc, piece, result, &[off]);
        off += stride;
        idx += 1;
    }
    rw.replace_op(op, &[result]).is_ok()
}

/// MLIR's `VectorExtractStridedSliceOpRewritePattern`: a single offset becomes a
/// `vector.shuffle` of the source with itself; otherwise each row at the offsets is sliced one
/// rank lower and inserted into the zero splat.
fn lower_extract_strided_slice(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let e = ExtractStridedSliceOp::from_op_unchecked(op);
    let source = e.vector(ctx);
    let Some(result_ty) = ctx.result_types(op).next() else { return false };
    let get = |name: &str| i64_array_values(ctx, oxir::operation::op_attr_or_prop(ctx, op, name));
    let (offsets, sizes, strides) = (get("offsets"), get("sizes"), get("strides"));
    let (Some(&offset), Some(&size), Some(&stride)) = (offsets.first(), sizes.first(), strides.first()) else {
        return false;
    };
    if stride <= 0 {
        return false;
    }
    let loc = ctx.op_loc(op);
    let end = offset + size * stride;
    if offsets.len() == 1 {
        let mask: Vec<i64> = (offset..end).step_by(stride as usize).collect();
        let Some(result) = shuffle(rw, loc, source, source, &mask) else { return false };
        return rw.replace_op(op, &[result]).is_ok();
    }
    let Some(dst) = result_ty.dyn_cast::<VectorType>(rw.ctx()).cloned() else { return false };
    // MLIR starts from the zero splat here (folded to a constant), not from poison.
    let Some(zero) = zero_attr(rw.ctx(), dst.element) else { return false };
    let zero_op = rw.create(arith_constant_state(rw.ctx(), loc, zero, dst.element));
    let zero = rw.ctx().result(zero_op, 0);
    let mut result: Value = BroadcastOp::build(rw, loc, zero, result_ty).into();
    let Some(row_ty) = sub_type(rw.ctx(), &dst, 1) else { return false };
    let (o, z, s) = (
        i64_array_attr(rw.ctx(), &offsets[1..]),
        i64_array_attr(rw.ctx(), sizes.get(1..).unwrap_or(&[])),
        i64_array_attr(rw.ctx(), strides.get(1..).unwrap_or(&[])),
    );
    let (mut off, mut idx) = (offset, 0i64);
    while off < end {
        let Some(row) = extract(rw, loc, source, &[off]) else { return false };
        let sliced: Value = ExtractStridedSliceOp::build(rw, loc, row, row_ty, o, z, s).into();
        result = insert(rw, loc, sliced, result, &[idx]);
        off += stride;
        idx += 1;
    }
    rw.replace_op(op, &[result]).is_ok()
}
