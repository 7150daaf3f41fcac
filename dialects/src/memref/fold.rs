//! Folders of the memref dialect (MLIR's `MemRefOps.cpp`) and the helpers its canonicalization
//! patterns share: identity casts and views, `dim` of static shapes and of the sizes given to
//! `alloc`/`alloca`/`view`/`subview`, `rank` of ranked memrefs, inverse reshapes, identity
//! transposes and `reinterpret_cast`s.
//!
//! The folders here only return existing values or constants; MLIR's folds that update their op
//! in place (absorbing a `memref.cast` operand, composing two transposes) are patterns in
//! [`super::canonicalize`], tried before the others.

use super::ops::*;
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::*;
use oxir::builtin::types::*;
use oxir::registry::FoldResult;
use oxir::{Attribute, Context, OpRef, Type, Value};

type Folded = Option<Vec<FoldResult>>;

fn value(v: Value) -> Folded {
    Some(vec![FoldResult::Value(v)])
}

use crate::memref::{CollapseShapeOp, ExpandShapeOp};
pub(super) use crate::utils::constants::const_index;
use crate::utils::reshape::fold_inverse_reshape;
pub(super) use crate::utils::static_values::{mixed, mixed_offsets_sizes_strides, split, Ofr};
use oxir::ods::Op;

/// The ranked memref type of `t`.
pub(super) fn memref_type(ctx: &Context, t: Type) -> Option<MemRefType> {
    t.dyn_cast::<MemRefType>(ctx).cloned()
}

/// The shape of a ranked memref type.
pub(super) fn memref_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    t.dyn_cast::<MemRefType>(ctx).map(|m| m.shape.clone())
}

/// The identity fold of cast-like ops (MLIR's `CastOpInterface` folding): a cast to the type
/// of its operand is that operand.
pub(super) fn fold_identity_cast(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Folded {
    let src = ctx.operand(op, 0);
    (ctx.value_type(src) == ctx.value_type(ctx.result(op, 0))).then(|| value(src)).flatten()
}

/// `rank` of a ranked memref is a constant.
pub(super) fn fold_rank(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Folded {
    let m = memref_type(ctx, ctx.value_type(ctx.operand(op, 0)))?;
    Some(vec![FoldResult::Attribute(IntegerAttr::from_i64(ctx, IndexType::get(ctx), m.shape.len() as i64))])
}

/// The position among the dynamic entries of `shape` of its dynamic dimension `dim`.
fn dynamic_dim_index(shape: &[i64], dim: usize) -> usize {
    shape[..dim].iter().filter(|&&d| d == DYNAMIC).count()
}

/// MLIR's `SubViewOp::getDroppedDims`.
pub(super) fn subview_dropped_dims(ctx: &Context, op: OpRef) -> Option<Vec<bool>> {
    let src = memref_type(ctx, ctx.value_type(ctx.operand(op, 0)))?;
    let res = memref_type(ctx, ctx.value_type(ctx.result(op, 0)))?;
    let sizes = SubViewOp::from_op_unchecked(op).static_sizes(ctx).unwrap_or_default();
    memref_rank_reduction_mask(ctx, &src, &res, &sizes)
}

/// `dim` of a static size is a constant; of a dynamic size, the size operand of the `alloc`,
/// `alloca`, `view` or `subview` defining the memref.
pub(super) fn fold_dim(ctx: &Context, op: OpRef, constants: &[Option<Attribute>]) -> Folded {
    let index = constants.get(1).copied().flatten()?.dyn_cast::<IntegerAttr>(ctx)?.value.try_to_i64()?;
    let source = ctx.operand(op, 0);
    let m = memref_type(ctx, ctx.value_type(source))?;
    if index < 0 || index as usize >= m.shape.len() {
        return None;
    }
    let index = index as usize;
    if m.shape[index] != DYNAMIC {
        return Some(vec![FoldResult::Attribute(IntegerAttr::from_i64(ctx, IndexType::get(ctx), m.shape[index]))]);
    }
    let def = ctx.defining_op(source)?;
    let pos = dynamic_dim_index(&m.shape, index);
    if let Some(a) = ctx.cast_op::<AllocOp>(def) {
        return value(*a.dynamic_sizes(ctx).get(pos)?);
    }
    if let Some(a) = ctx.cast_op::<AllocaOp>(def) {
        return value(*a.dynamic_sizes(ctx).get(pos)?);
    }
    if let Some(v) = ctx.cast_op::<ViewOp>(def) {
        return value(*v.sizes(ctx).get(pos)?);
    }
    if ctx.cast_op::<SubViewOp>(def).is_some() {
        let dropped = subview_dropped_dims(ctx, def)?;
        let source_index = (0..dropped.len()).filter(|&i| !dropped[i]).nth(index)?;
        return match mixed_offsets_sizes_strides(ctx, def)[1].get(source_index)? {
            Ofr::Dyn(v) => value(*v),
            Ofr::Static(_) => None,
        };
    }
    None
}

/// `subview` of its whole (static) source is the source; so is a no-op `subview` of a
/// `subview` (zero offsets, unit strides, the same sizes and type).
pub(super) fn fold_subview(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Folded {
    let source = ctx.operand(op, 0);
    let (st, rt) = (ctx.value_type(source), ctx.value_type(ctx.result(op, 0)));
    let res = memref_type(ctx, rt)?;
    let static_layout = match res.layout.and_then(|l| l.dyn_cast::<StridedLayoutAttr>(ctx)) {
        Some(s) => s.offset != DYNAMIC && !s.strides.contains(&DYNAMIC),
        None => true,
    };
    if st == rt && !res.shape.contains(&DYNAMIC) && static_layout {
        return value(source);
    }
    let inner = ctx.defining_op_as::<SubViewOp>(source)?;
    let [offsets, sizes, strides] = mixed_offsets_sizes_strides(ctx, op);
    let inner_sizes = &mixed_offsets_sizes_strides(ctx, inner.op())[1];
    let all = |l: &[Ofr], v: i64| l.iter().all(|o| o.constant(ctx) == Some(v));
    (all(&offsets, 0) && all(&strides, 1) && sizes == *inner_sizes && st == rt).then(|| value(source)).flatten()
}

/// `view` of the whole (static) source is the source.
pub(super) fn fold_view(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Folded {
    let source = ctx.operand(op, 0);
    let rt = ctx.value_type(ctx.result(op, 0));
    let res = memref_type(ctx, rt)?;
    (ctx.value_type(source) == rt && !res.shape.contains(&DYNAMIC)).then(|| value(source)).flatten()
}

/// Whether `reinterpret_cast` would first absorb the op defining its source (a
/// `reinterpret_cast`, a `cast`, or a `subview` at zero offsets), as MLIR's folder does in place.
pub(super) fn reinterpret_cast_source_fold(ctx: &Context, op: OpRef) -> Option<Value> {
    let src = ctx.operand(op, 0);
    if let Some(prev) = ctx.defining_op_as::<ReinterpretCastOp>(src) {
        return Some(prev.source(ctx));
    }
    if let Some(prev) = ctx.defining_op_as::<CastOp>(src) {
        return Some(prev.source(ctx));
    }
    let prev = ctx.defining_op_as::<SubViewOp>(src)?;
    mixed_offsets_sizes_strides(ctx, prev.op())[0].iter().all(|o| o.constant(ctx) == Some(0)).then(|| prev.source(ctx))
}

/// `reinterpret_cast` of a static memref to its own type at offset zero is its source.
pub(super) fn fold_reinterpret_cast(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Folded {
    if reinterpret_cast_source_fold(ctx, op).is_some() {
        return None;
    }
    let src = ctx.operand(op, 0);
    let rt = ctx.value_type(ctx.result(op, 0));
    let res = memref_type(ctx, rt)?;
    let offset = ReinterpretCastOp::from_op_unchecked(op).static_offsets(ctx).and_then(|o| o.first().copied());
    (!res.shape.contains(&DYNAMIC) && ctx.value_type(src) == rt && offset == Some(0)).then(|| value(src)).flatten()
}

/// An identity `transpose` to the type of its input is the input.
pub(super) fn fold_transpose(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Folded {
    let map = ctx.op_property(op, "permutation")?.dyn_cast::<AffineMapAttr>(ctx)?;
    let input = ctx.operand(op, 0);
    (map.map.is_identity() && ctx.value_type(input) == ctx.value_type(ctx.result(op, 0)))
        .then(|| value(input))
        .flatten()
}

/// `assume_alignment` of an `assume_alignment` with the same alignment is the inner one.
pub(super) fn fold_assume_alignment(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Folded {
    let inner = ctx.defining_op(ctx.operand(op, 0)).filter(|&d| ctx.cast_op::<AssumeAlignmentOp>(d).is_some())?;
    let align = |o: OpRef| ctx.op_property(o, "alignment");
    (align(inner) == align(op)).then(|| value(ctx.operand(op, 0))).flatten()
}

/// MLIR's `foldReshapeOp` for `expand_shape`/`collapse_shape` (`inverse` names the other one):
/// an identity reshape is its source, and so is a reshape undoing the one defining its source.
fn fold_reshape(ctx: &Context, op: OpRef, inverse: &str) -> Folded {
    let src = ctx.operand(op, 0);
    let rt = ctx.value_type(ctx.result(op, 0));
    if ctx.value_type(src) == rt {
        return value(src);
    }
    value(fold_inverse_reshape(ctx, op, inverse, memref_shape, reassociation)?)
}

pub(super) fn fold_expand_shape(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Folded {
    fold_reshape(ctx, op, CollapseShapeOp::NAME)
}

pub(super) fn fold_collapse_shape(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Folded {
    fold_reshape(ctx, op, ExpandShapeOp::NAME)
}
