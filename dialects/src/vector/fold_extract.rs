//! The folds of `vector.extract` through the op producing its source (MLIR 22's
//! `foldExtractFromBroadcast`, `foldExtractFromShuffle`, `foldExtractFromShapeCast`,
//! `foldExtractFromExtractStrided`, `foldExtractStridedOpFromInsertChain` and
//! `foldScalarExtractFromFromElements`): the extract reads the producer's operand instead, at the
//! position that holds the same elements, or is the scalar operand itself.
//!
//! All but the first need a static position; the broadcast fold keeps dynamic indices where they
//! select along a dimension of the broadcast's source. The canonicalization patterns
//! ([`patterns`]) build a new op: a broadcast of a broadcast's source, a `create_mask` of the
//! remaining bounds (or all false), a shape cast of a shape cast's source, a smaller
//! `from_elements`.

use super::mask::{mask_format, MaskFormat};
use super::{
    BroadcastOp, CreateMaskOp, ExtractOp, ExtractStridedSliceOp, FromElementsOp, InsertStridedSliceOp, ShapeCastOp,
    ShuffleOp, VectorType,
};
use crate::arith::ConstantOp;
use crate::utils::constants::const_index;
use crate::utils::patterns::pattern;
use oxir::builtin::attributes::{ArrayAttr, IntegerAttr};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::DYNAMIC;
use oxir::numeric::APInt;
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Context, OpRef, Value};

/// What an extract folds to.
pub(super) enum ExtractFold {
    /// An existing value.
    Value(Value),
    /// Itself, reading `source` at the static position (dynamic entries [`DYNAMIC`], their
    /// values the listed operands).
    InPlace { source: Value, position: Vec<i64>, dynamic: Vec<Value> },
}

impl ExtractFold {
    /// Reading `source` at a static position.
    pub(super) fn at(source: Value, position: Vec<i64>) -> ExtractFold {
        ExtractFold::InPlace { source, position, dynamic: Vec::new() }
    }
}

fn vector_of(ctx: &Context, v: Value) -> Option<VectorType> {
    ctx.value_type(v).dyn_cast::<VectorType>(ctx).cloned()
}

/// The rank of a vector type, 0 for a scalar.
fn rank_of(ctx: &Context, v: Value) -> usize {
    vector_of(ctx, v).map_or(0, |t| t.shape.len())
}

/// The integers of an `I64ArrayAttr`.
fn i64s(ctx: &Context, a: Option<&ArrayAttr>) -> Option<Vec<i64>> {
    a?.elements.iter().map(|e| e.dyn_cast::<IntegerAttr>(ctx).and_then(|i| i.value.try_to_i64())).collect()
}

/// MLIR's `isBroadcastLike`: a `vector.broadcast`, or a `vector.shape_cast` that only prepends
/// unit dimensions (its source shape a suffix of its result shape). Gives the broadcast source.
fn broadcast_like_source(ctx: &Context, op: OpRef) -> Option<Value> {
    if let Some(b) = ctx.cast_op::<BroadcastOp>(op) {
        return Some(b.source(ctx));
    }
    let s = ctx.cast_op::<ShapeCastOp>(op)?;
    let (src, dst) = (vector_of(ctx, s.source(ctx))?, vector_of(ctx, s.result(ctx))?);
    (dst.shape.len() >= src.shape.len() && dst.shape[dst.shape.len() - src.shape.len()..] == src.shape[..])
        .then(|| s.source(ctx))
}

/// The folds of an extract (`op`) from what produced its source, in MLIR's order. `static_position`
/// is its position when it has no dynamic index.
pub(super) fn fold_through_producer(ctx: &Context, op: OpRef, static_position: Option<&[i64]>) -> Option<ExtractFold> {
    let e = ExtractOp::from_op_unchecked(op);
    let def = ctx.defining_op(e.vector(ctx))?;
    if let Some(input) = broadcast_like_source(ctx, def) {
        return from_broadcast(ctx, e, input);
    }
    let position = static_position?;
    if let Some(s) = ctx.cast_op::<ShuffleOp>(def) {
        return from_shuffle(ctx, s, position);
    }
    if let Some(s) = ctx.cast_op::<ShapeCastOp>(def) {
        return from_shape_cast(ctx, e, s, position);
    }
    if let Some(s) = ctx.cast_op::<ExtractStridedSliceOp>(def) {
        return from_extract_strided(ctx, e, s, position);
    }
    if let Some(i) = ctx.cast_op::<InsertStridedSliceOp>(def) {
        return from_insert_strided_chain(ctx, e, i, position);
    }
    if let Some(f) = ctx.cast_op::<FromElementsOp>(def) {
        return from_elements(ctx, e, f, position);
    }
    None
}

/// `foldExtractFromBroadcast`: the extract of a broadcast's result type's suffix is the source
/// itself (same type), or an extract from the source at the position's entries along the source's
/// leading dimensions (0 along its unit ones, which the broadcast stretched).
fn from_broadcast(ctx: &Context, e: ExtractOp, input: Value) -> Option<ExtractFold> {
    let result = e.result(ctx);
    if ctx.value_type(result) == ctx.value_type(input) {
        return Some(ExtractFold::Value(input));
    }
    let (input_rank, extract_rank) = (rank_of(ctx, input), rank_of(ctx, result));
    let broadcast_rank = rank_of(ctx, e.vector(ctx));
    if extract_rank > input_rank {
        return None;
    }
    let input_shape = vector_of(ctx, input)?.shape;
    if let Some(r) = vector_of(ctx, result) {
        if r.shape[..] != input_shape[input_rank - extract_rank..] {
            return None;
        }
    }
    let (delta_overall, delta_broadcast) = (input_rank - extract_rank, broadcast_rank.checked_sub(input_rank)?);
    // The old position, its dynamic entries paired with their values.
    let mut values = e.dynamic_position(ctx).into_iter();
    let old: Vec<(i64, Option<Value>)> = e
        .static_position(ctx)?
        .into_iter()
        .map(|p| if p == DYNAMIC { (p, values.next()) } else { (p, None) })
        .collect();
    let (mut position, mut dynamic) = (Vec::with_capacity(delta_overall), Vec::new());
    for (i, &size) in input_shape[..delta_overall].iter().enumerate() {
        if size == 1 {
            position.push(0);
            continue;
        }
        let (p, value) = *old.get(i + delta_broadcast)?;
        position.push(p);
        if p == DYNAMIC {
            dynamic.push(value?);
        }
    }
    Some(ExtractFold::InPlace { source: input, position, dynamic })
}

/// `foldExtractFromShuffle`: an element of a 1-D shuffle is the element of the operand the mask
/// picks it from.
fn from_shuffle(ctx: &Context, s: ShuffleOp, position: &[i64]) -> Option<ExtractFold> {
    if rank_of(ctx, s.vector(ctx)) != 1 {
        return None;
    }
    let mask = s.mask(ctx)?;
    let picked = *mask.get(usize::try_from(*position.first()?).ok()?)?;
    let n1 = *vector_of(ctx, s.v1(ctx))?.shape.first()?;
    Some(if picked < n1 {
        ExtractFold::at(s.v1(ctx), vec![picked])
    } else {
        ExtractFold::at(s.v2(ctx), vec![picked - n1])
    })
}

/// `foldExtractFromShapeCast`: when the extracted trailing dimensions are the shape cast
/// source's, the extract reads the source at the position with the same linear offset.
fn from_shape_cast(ctx: &Context, e: ExtractOp, s: ShapeCastOp, position: &[i64]) -> Option<ExtractFold> {
    let source = vector_of(ctx, s.source(ctx))?;
    let extracted = vector_of(ctx, e.vector(ctx))?;
    let dest_rank = rank_of(ctx, e.result(ctx));
    if dest_rank > source.shape.len() {
        return None;
    }
    // The size of dimension `n` counted from the innermost.
    let dim_reverse = |t: &VectorType, n: usize| t.shape.len().checked_sub(n + 1).map(|i| t.shape[i]);
    if let Some(dest) = vector_of(ctx, e.result(ctx)) {
        for i in 0..dest_rank {
            if dim_reverse(&source, i) != dim_reverse(&dest, i) {
                return None;
            }
        }
    }
    let mut linear = 0i64;
    let mut stride = 1i64;
    for (i, &p) in position.iter().rev().enumerate() {
        linear = linear.checked_add(p.checked_mul(stride)?)?;
        stride = stride.checked_mul(dim_reverse(&extracted, i + dest_rank)?)?;
    }
    let dims = source.shape.len() - dest_rank;
    let mut strides = Vec::with_capacity(dims);
    stride = 1;
    for i in 0..dims {
        strides.push(stride);
        stride = stride.checked_mul(dim_reverse(&source, i + dest_rank)?)?;
    }
    strides.reverse();
    let mut new_position = Vec::with_capacity(dims);
    for s in strides {
        if s == 0 {
            return None;
        }
        new_position.push(linear / s);
        linear %= s;
    }
    Some(ExtractFold::at(s.source(ctx), new_position))
}

/// `foldExtractFromExtractStrided`: an extract from a unit-stride slice reads the slice's source,
/// the position shifted by the slice's offsets (trailing offsets of whole dimensions dropped),
/// when the extracted dimensions are untouched by the slice.
fn from_extract_strided(
    ctx: &Context,
    e: ExtractOp,
    s: ExtractStridedSliceOp,
    position: &[i64],
) -> Option<ExtractFold> {
    let (source, sliced) = (vector_of(ctx, s.vector(ctx))?, vector_of(ctx, s.result(ctx))?);
    if source.shape.is_empty() || sliced.shape.is_empty() || rank_of(ctx, e.vector(ctx)) == 0 {
        return None;
    }
    if i64s(ctx, s.strides(ctx))?.iter().any(|&st| st != 1) {
        return None;
    }
    let mut offsets = i64s(ctx, s.offsets(ctx))?;
    while let Some(&last) = offsets.last() {
        let d = offsets.len() - 1;
        if last != 0 || sliced.shape.get(d) != source.shape.get(d) {
            break;
        }
        offsets.pop();
    }
    if rank_of(ctx, e.result(ctx)) > source.shape.len().checked_sub(offsets.len())? || position.len() < offsets.len() {
        return None;
    }
    let mut moved = position.to_vec();
    for (p, o) in moved.iter_mut().zip(&offsets) {
        *p += o;
    }
    Some(ExtractFold::at(s.vector(ctx), moved))
}

/// `foldExtractStridedOpFromInsertChain`: an extract walks back through unit-stride
/// `insert_strided_slice`s it is disjoint from, and reads the inserted vector of the first whose
/// chunk holds the extracted one whole.
fn from_insert_strided_chain(
    ctx: &Context,
    e: ExtractOp,
    first: InsertStridedSliceOp,
    position: &[i64],
) -> Option<ExtractFold> {
    let dest_rank = rank_of(ctx, e.result(ctx));
    let mut insert = Some(first);
    // Bounded: a graph region may hold a cycle of inserts.
    for _ in 0..super::fold::MAX_CHAIN {
        let i = insert?;
        let (src, dst) = (vector_of(ctx, i.value_to_store(ctx))?, vector_of(ctx, i.dest(ctx))?);
        if src.shape.is_empty() || dst.shape.is_empty() {
            return None;
        }
        let rank_diff = dst.shape.len().checked_sub(src.shape.len())?;
        if dest_rank > src.shape.len() {
            return None;
        }
        let offsets = i64s(ctx, i.offsets(ctx))?;
        if i64s(ctx, i.strides(ctx))?.iter().any(|&s| s != 1) {
            return None;
        }
        let mut disjoint = false;
        let mut diffs = Vec::new();
        for (dim, &offset) in position.iter().enumerate() {
            let start = *offsets.get(dim)?;
            let size = if dim < rank_diff { 1 } else { *src.shape.get(dim - rank_diff)? };
            if start <= offset && offset < start + size {
                if dim >= rank_diff {
                    diffs.push(offset - start);
                }
                continue;
            }
            disjoint = true;
            break;
        }
        if !disjoint {
            let src_rank_diff = src.shape.len() - dest_rank;
            for k in 0..dest_rank {
                if src.shape.get(k + src_rank_diff) != dst.shape.get(k + src_rank_diff + rank_diff) {
                    return None;
                }
            }
            return Some(ExtractFold::at(i.value_to_store(ctx), diffs));
        }
        insert = ctx.defining_op(i.dest(ctx)).and_then(|d| ctx.cast_op::<InsertStridedSliceOp>(d));
    }
    None
}

/// `foldScalarExtractFromFromElements`: an element of a fixed-length `vector.from_elements` is
/// the operand at its linear index.
fn from_elements(ctx: &Context, e: ExtractOp, f: FromElementsOp, position: &[i64]) -> Option<ExtractFold> {
    let v = vector_of(ctx, f.result(ctx))?;
    if v.scalable.iter().any(|&s| s) || ctx.value_type(e.result(ctx)) != v.element || position.len() != v.shape.len() {
        return None;
    }
    let mut flat = 0i64;
    let mut stride = 1i64;
    for (i, &p) in position.iter().enumerate().rev() {
        if p < 0 || p >= v.shape[i] {
            return None;
        }
        flat += p * stride;
        stride *= v.shape[i];
    }
    f.elements(ctx).get(usize::try_from(flat).ok()?).map(|&x| ExtractFold::Value(x))
}

/// MLIR's `ExtractOpFromBroadcast`: a vector extracted from a broadcast-like op whose source
/// broadcasts to the extracted type is a broadcast of that source.
fn extract_of_broadcast(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let e = ExtractOp::from_op_unchecked(op);
    let Some(def) = ctx.defining_op(e.vector(ctx)) else { return false };
    let Some(source) = broadcast_like_source(ctx, def) else { return false };
    let out_type = ctx.value_type(e.result(ctx));
    let Some(out) = out_type.dyn_cast::<VectorType>(ctx).cloned() else { return false };
    let broadcasts = match vector_of(ctx, source) {
        Some(src) => super::fold_casts::broadcastable(&src, &out),
        None => ctx.value_type(source) == out.element,
    };
    if !broadcasts {
        return false;
    }
    let loc = ctx.op_loc(op);
    let b = BroadcastOp::build(rw, loc, source, out_type);
    rw.replace_op(op, &[b.into()]).is_ok()
}

/// MLIR's `ExtractOpFromCreateMask`: a sub-mask extracted from a `create_mask` is all false when
/// a static position lies at or past its constant bound, else the `create_mask` of the remaining
/// bounds when every bound along the position is known (a dynamic index only along a dimension
/// the mask covers whole).
fn extract_of_create_mask(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let e = ExtractOp::from_op_unchecked(op);
    let mask = e.vector(ctx);
    let Some(create) = ctx.defining_op(mask).and_then(|d| ctx.cast_op::<CreateMaskOp>(d)) else { return false };
    let out_type = ctx.value_type(e.result(ctx));
    if !out_type.isa::<VectorType>(ctx) {
        return false;
    }
    let (Some(position), Some(mask_type)) = (e.static_position(ctx), vector_of(ctx, mask)) else { return false };
    let bounds = create.operands(ctx);
    let mut all_false = mask_format(ctx, mask) == MaskFormat::AllFalse;
    let mut unknown = false;
    for (d, &p) in position.iter().enumerate() {
        if all_false {
            break;
        }
        let Some(&bound) = bounds.get(d) else { return false };
        let Some(bound) =
            ctx.defining_op(bound).filter(|&c| ctx.isa_op::<ConstantOp>(c)).and_then(|_| const_index(ctx, bound))
        else {
            unknown = true;
            continue;
        };
        if p != DYNAMIC {
            all_false |= p >= bound;
        } else if mask_type.shape.get(d).is_some_and(|&size| bound < size) {
            unknown = true;
        }
    }
    let loc = ctx.op_loc(op);
    let new: Value = if all_false {
        let Some(attr) = DenseIntOrFPElementsAttr::from_ints(ctx, out_type, &[APInt::from_u64(1, 0)]) else {
            return false;
        };
        ConstantOp::build(rw, loc, out_type, attr).into()
    } else if !unknown {
        let rest = bounds.get(position.len()..).unwrap_or(&[]).to_vec();
        CreateMaskOp::build(rw, loc, &rest, out_type).into()
    } else {
        return false;
    };
    rw.replace_op(op, &[new]).is_ok()
}

/// MLIR's `foldExtractFromShapeCastToShapeCast`: a vector extracted from a shape cast with as many
/// elements as the cast's source is a shape cast of that source.
fn extract_of_shape_cast_to_shape_cast(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let e = ExtractOp::from_op_unchecked(op);
    let Some(cast) = ctx.defining_op(e.vector(ctx)).and_then(|d| ctx.cast_op::<ShapeCastOp>(d)) else { return false };
    let out_type = ctx.value_type(e.result(ctx));
    let (Some(source), Some(target)) = (vector_of(ctx, cast.source(ctx)), out_type.dyn_cast::<VectorType>(ctx)) else {
        return false;
    };
    if source.shape.iter().product::<i64>() != target.shape.iter().product::<i64>() {
        return false;
    }
    let (input, loc) = (cast.source(ctx), ctx.op_loc(op));
    let n = ShapeCastOp::build(rw, loc, input, out_type);
    rw.replace_op(op, &[n.into()]).is_ok()
}

/// MLIR's `foldExtractFromFromElements`: a fixed-length sub-vector extracted at a static position
/// from a `vector.from_elements` is the `from_elements` of the operands it covers.
fn extract_of_from_elements(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let e = ExtractOp::from_op_unchecked(op);
    if !e.dynamic_position(ctx).is_empty() {
        return false;
    }
    let out_type = ctx.value_type(e.result(ctx));
    let Some(result) = out_type.dyn_cast::<VectorType>(ctx).cloned() else { return false };
    let Some(f) = ctx.defining_op(e.vector(ctx)).and_then(|d| ctx.cast_op::<FromElementsOp>(d)) else { return false };
    let Some(input) = vector_of(ctx, f.result(ctx)) else { return false };
    if result.scalable.iter().chain(&input.scalable).any(|&s| s) {
        return false;
    }
    let Some(mut first) = e.static_position(ctx) else { return false };
    first.extend(std::iter::repeat_n(0, result.shape.len()));
    let mut flat = 0i64;
    let mut stride = 1i64;
    for (i, &size) in input.shape.iter().enumerate().rev() {
        let Some(&p) = first.get(i) else { return false };
        flat += p * stride;
        stride *= size;
    }
    let count: i64 = result.shape.iter().product();
    let elements = f.elements(ctx);
    let (Ok(start), Ok(count)) = (usize::try_from(flat), usize::try_from(count)) else { return false };
    let Some(slice) = elements.get(start..start + count).map(<[Value]>::to_vec) else { return false };
    let loc = ctx.op_loc(op);
    let n = FromElementsOp::build(rw, loc, &slice, out_type);
    rw.replace_op(op, &[n.into()]).is_ok()
}

/// The canonicalization patterns of `vector.extract` through its source's producer.
pub(super) fn patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<ExtractOp>("ExtractOpFromBroadcast", extract_of_broadcast),
        pattern::<ExtractOp>("ExtractOpFromCreateMask", extract_of_create_mask),
        pattern::<ExtractOp>("foldExtractFromShapeCastToShapeCast", extract_of_shape_cast_to_shape_cast),
        pattern::<ExtractOp>("foldExtractFromFromElements", extract_of_from_elements),
    ]
}
