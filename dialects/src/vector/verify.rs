//! The verifiers of the vector ops, with MLIR's messages, in MLIR's order: the ops'
//! `PredOpTrait`s first, then the op's own checks.

use super::ops::*;
use super::{i64_array, vector_type, CombiningKind, PrintPunctuation};
use oxir::builtin::attributes::DictionaryAttr;
use oxir::builtin::types::{
    shaped_info, FloatType, IndexType, IntegerType, MemRefType, RankedTensorType, VectorType, DYNAMIC,
};
use oxir::ods::verify::op_error;
use oxir::ods::Op;
use oxir::{Context, Diagnostic, OpRef, OperationState, Type, Value};

type Verified = Result<(), Diagnostic>;

fn vector_of(ctx: &Context, v: Value) -> Option<VectorType> {
    ctx.value_type(v).dyn_cast::<VectorType>(ctx).cloned()
}

/// MLIR's `getElementTypeOrSelf`.
fn element_type_or_self(ctx: &Context, t: Type) -> Type {
    shaped_info(ctx, t).map_or(t, |s| s.element)
}

fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", t.to_text(ctx))
}

/// A `PredOpTrait` comparing the element types (or the types themselves, for scalars) of
/// two values: `failed to verify that <what>`.
pub(super) fn same_element_type(ctx: &Context, op: OpRef, a: Value, b: Value, what: &str) -> Verified {
    let (ta, tb) = (ctx.value_type(a), ctx.value_type(b));
    if element_type_or_self(ctx, ta) != element_type_or_self(ctx, tb) {
        return Err(op_error(ctx, op, format!("failed to verify that {what}")));
    }
    Ok(())
}

/// MLIR's `isValidPositiveIndexOrPoison`: `0 <= index < size`, or the poison index `-1`.
fn valid_index_or_poison(index: i64, size: i64) -> bool {
    index == -1 || (0..size).contains(&index)
}

/// The bit width MLIR's default data layout gives a scalar type (`index` is 64 bits).
pub(super) fn bit_width(ctx: &Context, t: Type) -> Option<u64> {
    if let Some(i) = t.dyn_cast::<IntegerType>(ctx) {
        return Some(u64::from(i.width));
    }
    if t.isa::<IndexType>(ctx) {
        return Some(64);
    }
    t.dyn_cast::<FloatType>(ctx).map(|f| u64::from(f.kind.width()))
}

pub(super) fn print(ctx: &Context, op: OpRef) -> Verified {
    let p = PrintOp::from_op_unchecked(op);
    if p.string_literal(ctx).is_some()
        && (p.source(ctx).is_some() || p.punctuation(ctx) != Some(PrintPunctuation::NewLine))
    {
        return Err(op_error(
            ctx,
            op,
            "failed to verify that `source` or `punctuation` are not set when printing strings",
        ));
    }
    Ok(())
}

pub(super) fn broadcast(ctx: &Context, op: OpRef) -> Verified {
    let b = BroadcastOp::from_op_unchecked(op);
    same_element_type(ctx, op, b.vector(ctx), b.source(ctx), "source operand and result have same element type")?;
    let Some(dst) = vector_of(ctx, b.vector(ctx)) else { return Ok(()) };
    let src_ty = ctx.value_type(b.source(ctx));
    let Some(src) = src_ty.dyn_cast::<VectorType>(ctx) else {
        if bit_width(ctx, src_ty).is_some() {
            return Ok(());
        }
        return Err(op_error(ctx, op, "source type is not a vector"));
    };
    if src.shape.len() > dst.shape.len() {
        return Err(op_error(ctx, op, "source rank higher than destination rank"));
    }
    let lead = dst.shape.len() - src.shape.len();
    for r in 0..src.shape.len() {
        let (s, d) = (src.shape[r], dst.shape[lead + r]);
        let (ss, ds) = (src.scalable[r], dst.scalable[lead + r]);
        let stretch_ok = s == 1 && !ss;
        if !(stretch_ok || (s == d && ss == ds)) {
            let dim = |v: i64, sc: bool| if sc { format!("[{v}]") } else { v.to_string() };
            return Err(op_error(ctx, op, format!("dimension mismatch ({} vs. {})", dim(s, ss), dim(d, ds))));
        }
    }
    Ok(())
}

pub(super) fn shape_cast(ctx: &Context, op: OpRef) -> Verified {
    let s = ShapeCastOp::from_op_unchecked(op);
    let (Some(src), Some(res)) = (vector_of(ctx, s.source(ctx)), vector_of(ctx, s.result(ctx))) else { return Ok(()) };
    if src.element != res.element {
        return Err(op_error(ctx, op, "has different source and result element types"));
    }
    let (n_src, n_res) = (src.shape.iter().product::<i64>(), res.shape.iter().product::<i64>());
    if n_src != n_res {
        return Err(op_error(
            ctx,
            op,
            format!("has different number of elements at source ({n_src}) and result ({n_res})"),
        ));
    }
    let scalable = |v: &VectorType| v.scalable.iter().filter(|&&s| s).count();
    if scalable(&src) != scalable(&res) {
        return Err(op_error(
            ctx,
            op,
            format!(
                "has different number of scalable dims at source ({}) and result ({})",
                scalable(&src),
                scalable(&res)
            ),
        ));
    }
    Ok(())
}

/// MLIR's `TypeCastOp::verify`: identity layouts (the operand's after canonicalizing its
/// strided layout), the same memory space, the same scalar element, and the memref shape
/// followed by the vector shape equal on both sides.
pub(super) fn type_cast(ctx: &Context, op: OpRef) -> Verified {
    let c = TypeCastOp::from_op_unchecked(op);
    let source_ty = ctx.value_type(c.memref(ctx));
    let result_ty = ctx.value_type(c.result(ctx));
    let (Some(source), Some(result)) =
        (source_ty.dyn_cast::<MemRefType>(ctx).cloned(), result_ty.dyn_cast::<MemRefType>(ctx).cloned())
    else {
        return Ok(());
    };
    let canonical = crate::memref::canonicalize_strided_layout(ctx, source_ty);
    let canonical_layout = canonical.dyn_cast::<MemRefType>(ctx).and_then(|m| m.layout);
    if !crate::memref::is_identity_layout(ctx, canonical_layout) {
        return Err(op_error(ctx, op, "expects operand to be a memref with identity layout"));
    }
    if !crate::memref::is_identity_layout(ctx, result.layout) {
        return Err(op_error(ctx, op, "expects result to be a memref with identity layout"));
    }
    if source.memory_space != result.memory_space {
        return Err(op_error(ctx, op, "expects result in same memory space"));
    }
    let scalar = |m: &MemRefType| element_type_or_self(ctx, m.element);
    let result_text = quoted(ctx, result_ty);
    if scalar(&source) != scalar(&result) {
        return Err(op_error(
            ctx,
            op,
            format!("expects result and operand with same underlying scalar type: {result_text}"),
        ));
    }
    let concatenated = |m: &MemRefType| {
        let mut shape = m.shape.clone();
        if let Some(v) = m.element.dyn_cast::<VectorType>(ctx) {
            shape.extend_from_slice(&v.shape);
        }
        shape
    };
    if concatenated(&source) != concatenated(&result) {
        return Err(op_error(
            ctx,
            op,
            format!("expects concatenated result and operand shapes to be equal: {result_text}"),
        ));
    }
    Ok(())
}

pub(super) fn bitcast(ctx: &Context, op: OpRef) -> Verified {
    let b = BitCastOp::from_op_unchecked(op);
    let (Some(src), Some(res)) = (vector_of(ctx, b.source(ctx)), vector_of(ctx, b.result(ctx))) else { return Ok(()) };
    if src.shape.len() != res.shape.len() {
        return Err(op_error(ctx, op, "failed to verify that all of {source, result} have same rank"));
    }
    for i in 0..src.shape.len().saturating_sub(1) {
        if src.shape[i] != res.shape[i] {
            return Err(op_error(ctx, op, format!("dimension size mismatch at: {i}")));
        }
    }
    let (Some(sb), Some(rb)) = (bit_width(ctx, src.element), bit_width(ctx, res.element)) else { return Ok(()) };
    match (src.shape.last(), res.shape.last()) {
        (Some(&s), Some(&r)) if sb as i64 * s != rb as i64 * r => {
            Err(op_error(ctx, op, "source/result bitwidth of the minor 1-D vectors must be equal"))
        }
        (None, _) if sb != rb => {
            Err(op_error(ctx, op, "source/result bitwidth of the 0-D vector element types must be equal"))
        }
        _ => Ok(()),
    }
}

pub(super) fn transpose(ctx: &Context, op: OpRef) -> Verified {
    let t = TransposeOp::from_op_unchecked(op);
    same_element_type(ctx, op, t.result(ctx), t.vector(ctx), "operand and result have same element type")?;
    let (Some(src), Some(res)) = (vector_of(ctx, t.vector(ctx)), vector_of(ctx, t.result(ctx))) else { return Ok(()) };
    let rank = res.shape.len();
    if src.shape.len() != rank {
        return Err(op_error(ctx, op, format!("vector result rank mismatch: {rank}")));
    }
    let perm = t.permutation(ctx).unwrap_or_default();
    if perm.len() != rank {
        return Err(op_error(ctx, op, format!("transposition length mismatch: {}", perm.len())));
    }
    let mut seen = vec![false; rank];
    for (i, &p) in perm.iter().enumerate() {
        if p < 0 || p >= rank as i64 {
            return Err(op_error(ctx, op, format!("transposition index out of range: {p}")));
        }
        if seen[p as usize] {
            return Err(op_error(ctx, op, format!("duplicate position index: {p}")));
        }
        seen[p as usize] = true;
        if res.shape[i] != src.shape[p as usize] {
            return Err(op_error(ctx, op, format!("dimension size mismatch at: {p}")));
        }
    }
    Ok(())
}

/// The checks `vector.extract` and `vector.insert` share: every `DYNAMIC` static entry has
/// its dynamic operand.
fn dynamic_markers(ctx: &Context, op: OpRef, statics: &[i64], dynamics: usize) -> Verified {
    if statics.iter().filter(|&&s| s == DYNAMIC).count() != dynamics {
        return Err(op_error(
            ctx,
            op,
            "mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic \
             position) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    Ok(())
}

/// MLIR's `ExtractOp::inferReturnTypes`: the element type when every dimension is indexed,
/// else the vector of the remaining dimensions.
pub(super) fn extract_result_type(ctx: &Context, source: &VectorType, positions: usize) -> Type {
    if positions == source.shape.len() {
        return source.element;
    }
    let n = positions.min(source.shape.len());
    vector_type(ctx, source.shape[n..].to_vec(), source.scalable[n..].to_vec(), source.element)
}

pub(super) fn extract(ctx: &Context, op: OpRef) -> Verified {
    let e = ExtractOp::from_op_unchecked(op);
    same_element_type(ctx, op, e.result(ctx), e.vector(ctx), "operand and result have same element type")?;
    let Some(src) = vector_of(ctx, e.vector(ctx)) else { return Ok(()) };
    let result_ty = ctx.value_type(e.result(ctx));
    if result_ty.dyn_cast::<VectorType>(ctx).is_some_and(|v| v.shape.is_empty()) {
        return Err(Diagnostic::error(ctx.op_loc(op), "expected a scalar instead of a 0-d vector as the result type"));
    }
    let statics = e.static_position(ctx).unwrap_or_default();
    dynamic_markers(ctx, op, &statics, e.dynamic_position(ctx).len())?;
    if statics.len() > src.shape.len() {
        return Err(op_error(ctx, op, "expected position attribute of rank no greater than vector rank"));
    }
    for (i, &p) in statics.iter().enumerate() {
        if p != DYNAMIC && !valid_index_or_poison(p, src.shape[i]) {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected position attribute #{} to be a non-negative integer smaller than the corresponding \
                     vector dimension or poison (-1)",
                    i + 1
                ),
            ));
        }
    }
    let inferred = extract_result_type(ctx, &src, statics.len());
    let one_element_of =
        |v: Type, s: Type| v.dyn_cast::<VectorType>(ctx).is_some_and(|v| v.shape == [1] && v.element == s);
    if inferred != result_ty && !one_element_of(inferred, result_ty) && !one_element_of(result_ty, inferred) {
        return Err(op_error(
            ctx,
            op,
            format!(
                "inferred type(s) {} are incompatible with return type(s) of operation {}",
                quoted(ctx, inferred),
                quoted(ctx, result_ty)
            ),
        ));
    }
    Ok(())
}

pub(super) fn insert(ctx: &Context, op: OpRef) -> Verified {
    let i = InsertOp::from_op_unchecked(op);
    let source = i.value_to_store(ctx);
    same_element_type(ctx, op, i.result(ctx), source, "source operand and result have same element type")?;
    let Some(dest) = vector_of(ctx, i.dest(ctx)) else { return Ok(()) };
    let src = vector_of(ctx, source);
    if src.as_ref().is_some_and(|v| v.shape.is_empty()) {
        return Err(Diagnostic::error(
            ctx.op_loc(op),
            "expected a scalar instead of a 0-d vector as the source operand",
        ));
    }
    let statics = i.static_position(ctx).unwrap_or_default();
    dynamic_markers(ctx, op, &statics, i.dynamic_position(ctx).len())?;
    let rank = dest.shape.len();
    if statics.len() > rank {
        return Err(op_error(ctx, op, "expected position attribute of rank no greater than dest vector rank"));
    }
    match &src {
        Some(s) if s.shape.len() + statics.len() != rank => {
            return Err(op_error(ctx, op, "expected position attribute rank + source rank to match dest vector rank"))
        }
        None if statics.len() != rank => {
            return Err(op_error(ctx, op, "expected position attribute rank to match the dest vector rank"))
        }
        _ => {}
    }
    for (k, &p) in statics.iter().enumerate() {
        if p != DYNAMIC && !valid_index_or_poison(p, dest.shape[k]) {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected position attribute #{} to be a non-negative integer smaller than the corresponding \
                     dest vector dimension",
                    k + 1
                ),
            ));
        }
    }
    Ok(())
}

/// MLIR's `ShuffleOp::inferReturnTypes`: `v1`'s type with the mask's length (at least 1) as
/// leading dimension.
pub(super) fn infer_shuffle(ctx: &Context, state: &OperationState) -> Result<Vec<Type>, Diagnostic> {
    let v1 = state.operands.first().and_then(|&v| vector_of(ctx, v));
    let Some(v1) = v1 else {
        return Err(Diagnostic::error(state.loc, "expected a vector as the first operand"));
    };
    let mask = state.properties.and_then(|d| DictionaryAttr::lookup(ctx, d, "mask"));
    let mask_len = crate::utils::static_values::i64_array_values(ctx, mask).len();
    let mut shape = vec![mask_len.max(1) as i64];
    shape.extend(v1.shape.iter().skip(1));
    Ok(vec![vector_type(ctx, shape, vec![false; v1.shape.len().max(1)], v1.element)])
}

pub(super) fn shuffle(ctx: &Context, op: OpRef) -> Verified {
    let s = ShuffleOp::from_op_unchecked(op);
    same_element_type(ctx, op, s.vector(ctx), s.v1(ctx), "first operand v1 and result have same element type")?;
    same_element_type(ctx, op, s.vector(ctx), s.v2(ctx), "second operand v2 and result have same element type")?;
    let (Some(v1), Some(v2), Some(res)) =
        (vector_of(ctx, s.v1(ctx)), vector_of(ctx, s.v2(ctx)), vector_of(ctx, s.vector(ctx)))
    else {
        return Ok(());
    };
    let (r1, r2, rr) = (v1.shape.len(), v2.shape.len(), res.shape.len());
    if !((r1 == 0 && r2 == 0 && rr == 1) || (r1 == rr && r2 == rr)) {
        return Err(op_error(ctx, op, "rank mismatch"));
    }
    for r in 1..r1 {
        if res.shape[r] != v1.shape[r] || v1.shape[r] != v2.shape[r] {
            return Err(op_error(ctx, op, "dimension mismatch"));
        }
    }
    let mask = s.mask(ctx).unwrap_or_default();
    if mask.is_empty() {
        return Err(op_error(ctx, op, "invalid mask length"));
    }
    if mask.len() as i64 != res.shape[0] {
        return Err(op_error(ctx, op, "mask length mismatch"));
    }
    let lead = |v: &VectorType| v.shape.first().copied().unwrap_or(1);
    let size = lead(&v1) + lead(&v2);
    for (i, &m) in mask.iter().enumerate() {
        if !valid_index_or_poison(m, size) {
            return Err(op_error(ctx, op, format!("mask index #{} out of range", i + 1)));
        }
    }
    Ok(())
}

/// MLIR's `isIntegerArrayAttrConfinedToShape`: each entry in `[min, dim)` (`[min, dim]` when
/// not half open).
fn confined_to_shape(
    ctx: &Context,
    op: OpRef,
    values: &[i64],
    shape: &[i64],
    name: &str,
    half_open: bool,
    min: i64,
) -> Verified {
    for (i, (&v, &dim)) in values.iter().zip(shape).enumerate() {
        let max = if half_open { dim } else { dim + 1 };
        if v < min || v >= max {
            return Err(op_error(ctx, op, format!("expected {name} dimension {i} to be confined to [{min}, {max})")));
        }
    }
    Ok(())
}

/// The strides of the strided-slice ops: all 1 (`expected strides to be confined to [1, 2)`).
fn unit_strides(ctx: &Context, op: OpRef, strides: &[i64]) -> Verified {
    if strides.iter().any(|&s| s != 1) {
        return Err(op_error(ctx, op, "expected strides to be confined to [1, 2)"));
    }
    Ok(())
}

/// MLIR's `isSumOfIntegerArrayAttrConfinedToShape` (not half open, minimum 1).
fn sum_confined(ctx: &Context, op: OpRef, a: &[i64], b: &[i64], shape: &[i64], names: (&str, &str)) -> Verified {
    for (i, ((&x, &y), &dim)) in a.iter().zip(b).zip(shape).enumerate() {
        let max = dim + 1;
        if x + y < 0 || x + y >= max {
            return Err(op_error(
                ctx,
                op,
                format!("expected sum({}, {}) dimension {i} to be confined to [1, {max})", names.0, names.1),
            ));
        }
    }
    Ok(())
}

pub(super) fn extract_strided_slice(ctx: &Context, op: OpRef) -> Verified {
    let e = ExtractStridedSliceOp::from_op_unchecked(op);
    same_element_type(ctx, op, e.result(ctx), e.vector(ctx), "operand and result have same element type")?;
    let Some(src) = vector_of(ctx, e.vector(ctx)) else { return Ok(()) };
    let offsets = i64_array(ctx, e.offsets_attr(ctx));
    let sizes = i64_array(ctx, e.sizes_attr(ctx));
    let strides = i64_array(ctx, e.strides_attr(ctx));
    if offsets.len() != sizes.len() || offsets.len() != strides.len() {
        return Err(op_error(ctx, op, "expected offsets, sizes and strides attributes of same size"));
    }
    for (name, list) in [("offsets", &offsets), ("sizes", &sizes), ("strides", &strides)] {
        if list.len() > src.shape.len() {
            return Err(op_error(ctx, op, format!("expected {name} attribute of rank no greater than vector rank")));
        }
    }
    confined_to_shape(ctx, op, &offsets, &src.shape, "offsets", true, 0)?;
    confined_to_shape(ctx, op, &sizes, &src.shape, "sizes", false, 1)?;
    unit_strides(ctx, op, &strides)?;
    sum_confined(ctx, op, &offsets, &sizes, &src.shape, ("offsets", "sizes"))?;
    let mut shape = sizes.clone();
    shape.extend(&src.shape[sizes.len()..]);
    let expected = vector_type(ctx, shape, src.scalable.clone(), src.element);
    if ctx.value_type(e.result(ctx)) != expected {
        return Err(op_error(ctx, op, format!("expected result type to be {}", quoted(ctx, expected))));
    }
    for (i, &size) in sizes.iter().enumerate() {
        if src.scalable[i] && src.shape[i] != size {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected size at idx={i} to match the corresponding base size from the input vector ({size} vs {})",
                    src.shape[i]
                ),
            ));
        }
    }
    Ok(())
}

pub(super) fn insert_strided_slice(ctx: &Context, op: OpRef) -> Verified {
    let i = InsertStridedSliceOp::from_op_unchecked(op);
    same_element_type(ctx, op, i.res(ctx), i.value_to_store(ctx), "operand #0 and result have same element type")?;
    let (Some(src), Some(dst)) = (vector_of(ctx, i.value_to_store(ctx)), vector_of(ctx, i.dest(ctx))) else {
        return Ok(());
    };
    let offsets = i64_array(ctx, i.offsets_attr(ctx));
    let strides = i64_array(ctx, i.strides_attr(ctx));
    if offsets.len() != dst.shape.len() {
        return Err(op_error(ctx, op, "expected offsets of same size as destination vector rank"));
    }
    if strides.len() != src.shape.len() {
        return Err(op_error(ctx, op, "expected strides of same size as source vector rank"));
    }
    if src.shape.len() > dst.shape.len() {
        return Err(op_error(ctx, op, "expected source rank to be no greater than destination rank"));
    }
    let diff = dst.shape.len() - src.shape.len();
    let mut source_as_dest = vec![0; diff];
    source_as_dest.extend(&src.shape);
    confined_to_shape(ctx, op, &offsets, &dst.shape, "offsets", true, 0)?;
    unit_strides(ctx, op, &strides)?;
    sum_confined(ctx, op, &offsets, &source_as_dest, &dst.shape, ("offsets", "source vector shape"))?;
    for k in 0..src.shape.len() {
        if src.scalable[k] != dst.scalable[k + diff] {
            return Err(op_error(ctx, op, format!("mismatching scalable flags (at source vector idx={k})")));
        }
        if src.scalable[k] && src.shape[k] != dst.shape[k + diff] {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected size at idx={k} to match the corresponding base size from the input vector ({} vs {})",
                    src.shape[k],
                    dst.shape[k + diff]
                ),
            ));
        }
    }
    Ok(())
}

/// MLIR's `isSupportedCombiningKind`.
pub(super) fn supports_kind(ctx: &Context, kind: CombiningKind, t: Type) -> bool {
    let int_or_index = t.isa::<IntegerType>(ctx) || t.isa::<IndexType>(ctx);
    let float = t.isa::<FloatType>(ctx);
    (int_or_index && kind.supports_integers()) || (float && kind.supports_floats())
}

pub(super) fn reduction(ctx: &Context, op: OpRef) -> Verified {
    let r = ReductionOp::from_op_unchecked(op);
    same_element_type(ctx, op, r.dest(ctx), r.vector(ctx), "source operand and result have same element type")?;
    let Some(src) = vector_of(ctx, r.vector(ctx)) else { return Ok(()) };
    if src.shape.len() > 1 {
        return Err(op_error(ctx, op, format!("unsupported reduction rank: {}", src.shape.len())));
    }
    let dest = ctx.value_type(r.dest(ctx));
    if let Some(kind) = r.kind(ctx) {
        if !supports_kind(ctx, kind, dest) {
            return Err(op_error(
                ctx,
                op,
                format!("unsupported reduction type ''{}'' for kind '{}'", dest.to_text(ctx), kind.as_str()),
            ));
        }
    }
    Ok(())
}

pub(super) fn create_mask(ctx: &Context, op: OpRef) -> Verified {
    let c = CreateMaskOp::from_op_unchecked(op);
    let Some(v) = vector_of(ctx, c.result(ctx)) else { return Ok(()) };
    let n = c.operands(ctx).len();
    if v.shape.is_empty() {
        if n != 1 {
            return Err(op_error(ctx, op, "must specify exactly one operand for 0-D create_mask"));
        }
    } else if n != v.shape.len() {
        return Err(op_error(ctx, op, "must specify an operand for each result vector dimension"));
    }
    Ok(())
}

pub(super) fn constant_mask(ctx: &Context, op: OpRef) -> Verified {
    let c = ConstantMaskOp::from_op_unchecked(op);
    let Some(v) = vector_of(ctx, c.result(ctx)) else { return Ok(()) };
    let sizes = c.mask_dim_sizes(ctx).unwrap_or_default();
    if v.shape.is_empty() {
        if sizes.len() != 1 {
            return Err(Diagnostic::error(ctx.op_loc(op), "array attr must have length 1 for 0-D vectors"));
        }
        if sizes[0] != 0 && sizes[0] != 1 {
            return Err(Diagnostic::error(ctx.op_loc(op), "mask dim size must be either 0 or 1 for 0-D vectors"));
        }
        return Ok(());
    }
    if sizes.len() != v.shape.len() {
        return Err(op_error(ctx, op, "must specify array attr of size equal vector result rank"));
    }
    for (i, &s) in sizes.iter().enumerate() {
        if s < 0 || s > v.shape[i] {
            return Err(op_error(ctx, op, "array attr of size out of bounds of vector result dimension size"));
        }
        if v.scalable[i] && s != 0 && s != v.shape[i] {
            return Err(op_error(ctx, op, "only supports 'none set' or 'all set' scalable dimensions"));
        }
    }
    if sizes.contains(&0) && !sizes.iter().all(|&s| s == 0) {
        return Err(op_error(
            ctx,
            op,
            "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim",
        ));
    }
    Ok(())
}

/// The memref type of a memory op's base.
fn memref_of(ctx: &Context, v: Value) -> Option<MemRefType> {
    ctx.value_type(v).dyn_cast::<MemRefType>(ctx).cloned()
}

/// The messages of the checks `vector.load` and `vector.store` share: the name of the vector
/// (`result`, `valueToStore`), the message when the memref has fewer dimensions, and the one
/// when the element types differ.
struct LoadStoreMessages {
    what: &'static str,
    lower_rank: &'static str,
    element_mismatch: &'static str,
}

/// The checks `vector.load` and `vector.store` share.
fn load_store(ctx: &Context, op: OpRef, base: Value, indices: usize, vector: Value, m: LoadStoreMessages) -> Verified {
    let LoadStoreMessages { what, lower_rank, element_mismatch } = m;
    let (Some(mem), Some(vec)) = (memref_of(ctx, base), vector_of(ctx, vector)) else { return Ok(()) };
    // MLIR's `verifyLoadStoreMemRefLayout`: a fixed 0-D or one-element vector is a scalar access;
    // any other needs the memref's innermost stride to be 1.
    let scalar = !vec.scalable.iter().any(|&s| s) && (vec.shape.is_empty() || vec.shape.iter().product::<i64>() == 1);
    let unit_stride =
        crate::memref::strides_and_offset(ctx, &mem).is_some_and(|(strides, _)| strides.last().is_none_or(|&s| s == 1));
    if !scalar && !unit_stride {
        return Err(op_error(ctx, op, "most minor memref dim must have unit stride"));
    }
    if mem.shape.len() < vec.shape.len() {
        return Err(op_error(ctx, op, lower_rank));
    }
    let mut element = mem.element;
    if let Some(mv) = mem.element.dyn_cast::<VectorType>(ctx) {
        if *mv != vec {
            return Err(op_error(ctx, op, format!("base memref and {what} vector types should match")));
        }
        element = mv.element;
    }
    if vec.element != element {
        return Err(op_error(ctx, op, element_mismatch));
    }
    if indices != mem.shape.len() {
        return Err(op_error(ctx, op, format!("requires {} indices", mem.shape.len())));
    }
    Ok(())
}

pub(super) fn load(ctx: &Context, op: OpRef) -> Verified {
    let l = LoadOp::from_op_unchecked(op);
    load_store(
        ctx,
        op,
        l.base(ctx),
        l.indices(ctx).len(),
        l.result(ctx),
        LoadStoreMessages {
            what: "result",
            lower_rank: "destination memref has lower rank than the result vector",
            element_mismatch: "base and result element types should match",
        },
    )
}

pub(super) fn store(ctx: &Context, op: OpRef) -> Verified {
    let s = StoreOp::from_op_unchecked(op);
    load_store(
        ctx,
        op,
        s.base(ctx),
        s.indices(ctx).len(),
        s.value_to_store(ctx),
        LoadStoreMessages {
            what: "valueToStore",
            lower_rank: "source memref has lower rank than the vector to store",
            element_mismatch: "base and valueToStore element type should match",
        },
    )
}

/// The checks the masked loads and stores share: element types, index count and the mask's
/// shape.
fn masked(ctx: &Context, op: OpRef, base: Value, indices: usize, mask: Value, vector: Value, what: &str) -> Verified {
    let (Some(mem), Some(m), Some(v)) = (memref_of(ctx, base), vector_of(ctx, mask), vector_of(ctx, vector)) else {
        return Ok(());
    };
    if mem.element != v.element {
        return Err(op_error(ctx, op, format!("base and {what} element type should match")));
    }
    if indices != mem.shape.len() {
        return Err(op_error(ctx, op, format!("requires {} indices", mem.shape.len())));
    }
    if v.shape != m.shape {
        return Err(op_error(ctx, op, format!("expected {what} shape to match mask shape")));
    }
    Ok(())
}

pub(super) fn masked_load(ctx: &Context, op: OpRef) -> Verified {
    let l = MaskedLoadOp::from_op_unchecked(op);
    masked(ctx, op, l.base(ctx), l.indices(ctx).len(), l.mask(ctx), l.result(ctx), "result")?;
    if ctx.value_type(l.result(ctx)) != ctx.value_type(l.pass_thru(ctx)) {
        return Err(op_error(ctx, op, "expected pass_thru of same type as result type"));
    }
    Ok(())
}

pub(super) fn masked_store(ctx: &Context, op: OpRef) -> Verified {
    let s = MaskedStoreOp::from_op_unchecked(op);
    masked(ctx, op, s.base(ctx), s.indices(ctx).len(), s.mask(ctx), s.value_to_store(ctx), "valueToStore")
}

pub(super) fn multi_reduction(ctx: &Context, op: OpRef) -> Verified {
    let r = MultiDimReductionOp::from_op_unchecked(op);
    same_element_type(ctx, op, r.source(ctx), r.dest(ctx), "source operand and result have same element type")?;
    let Some(src) = vector_of(ctx, r.source(ctx)) else { return Ok(()) };
    let dims = r.reduction_dims(ctx).unwrap_or_default();
    let kept: Vec<usize> = (0..src.shape.len()).filter(|&d| !dims.contains(&(d as i64))).collect();
    let inferred = if kept.is_empty() {
        src.element
    } else {
        vector_type(
            ctx,
            kept.iter().map(|&d| src.shape[d]).collect(),
            kept.iter().map(|&d| src.scalable[d]).collect(),
            src.element,
        )
    };
    let dest = ctx.value_type(r.dest(ctx));
    if dest != inferred {
        return Err(op_error(
            ctx,
            op,
            format!(
                "destination type {} is incompatible with source type {}",
                quoted(ctx, dest),
                quoted(ctx, ctx.value_type(r.source(ctx)))
            ),
        ));
    }
    Ok(())
}

/// The checks `vector.gather` and `vector.scatter` share, in MLIR's order: a memref or ranked
/// tensor base of the vector's element type, one offset per base dimension, and indices and
/// mask of the vector's shape (`what` names the vector: `result`, `valueToStore`).
fn gather_scatter(ctx: &Context, op: OpRef, base: Value, offsets: usize, parts: [Value; 3], what: &str) -> Verified {
    let [indices, mask, vector] = parts;
    let base_type = ctx.value_type(base);
    let ranked = base_type.isa::<MemRefType>(ctx) || base_type.isa::<RankedTensorType>(ctx);
    let Some((shape, element)) =
        shaped_info(ctx, base_type).and_then(|s| Some((s.shape?, s.element))).filter(|_| ranked)
    else {
        return Err(op_error(ctx, op, "requires base to be a memref or ranked tensor type"));
    };
    let (Some(ind), Some(m), Some(v)) = (vector_of(ctx, indices), vector_of(ctx, mask), vector_of(ctx, vector)) else {
        return Ok(());
    };
    if element != v.element {
        return Err(op_error(ctx, op, format!("base and {what} element type should match")));
    }
    if offsets != shape.len() {
        return Err(op_error(ctx, op, format!("requires {} indices", shape.len())));
    }
    if v.shape != ind.shape {
        return Err(op_error(ctx, op, format!("expected {what} dim to match indices dim")));
    }
    if v.shape != m.shape {
        return Err(op_error(ctx, op, format!("expected {what} dim to match mask dim")));
    }
    Ok(())
}

pub(super) fn gather(ctx: &Context, op: OpRef) -> Verified {
    let g = GatherOp::from_op_unchecked(op);
    let parts = [g.indices(ctx), g.mask(ctx), g.result(ctx)];
    gather_scatter(ctx, op, g.base(ctx), g.offsets(ctx).len(), parts, "result")?;
    if ctx.value_type(g.result(ctx)) != ctx.value_type(g.pass_thru(ctx)) {
        return Err(op_error(ctx, op, "expected pass_thru of same type as result type"));
    }
    Ok(())
}

pub(super) fn scatter(ctx: &Context, op: OpRef) -> Verified {
    let s = ScatterOp::from_op_unchecked(op);
    let parts = [s.indices(ctx), s.mask(ctx), s.value_to_store(ctx)];
    gather_scatter(ctx, op, s.base(ctx), s.offsets(ctx).len(), parts, "valueToStore")
}
