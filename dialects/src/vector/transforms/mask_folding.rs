//! The vector-to-vector canonicalizations `convert-vector-to-llvm` applies first (MLIR's
//! `populateVectorToVectorCanonicalizationPatterns` and `ConstantMaskOpLowering`): a
//! `create_mask` of constants becomes a `constant_mask` (sizes clamped to the shape, all zero
//! when one is), a masked load or store whose mask is known all-true becomes a plain one and
//! one whose mask is all-false its pass-through (or nothing), and a 0-D or 1-D `constant_mask`
//! becomes an `arith.constant` of booleans; an n-D `create_mask` (leading dimension fixed, the
//! others fixed or scalable) is unrolled along its leading dimension (MLIR's
//! `CreateMaskOpLowering`).

use crate::utils::constants::arith_constant_state;
use crate::utils::patterns::pattern;
use crate::vector::mask::{fold_create_mask, mask_format, MaskFormat};
use crate::vector::{
    vector_type, ConstantMaskOp, CreateMaskOp, GatherOp, InsertOp, LoadOp, MaskedLoadOp, MaskedStoreOp, ScatterOp,
    StoreOp,
};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::VectorType;
use oxir::numeric::APInt;
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{OpRef, Value};

/// The patterns, in MLIR's order.
pub fn mask_folding_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<CreateMaskOp>("CreateMaskFolder", fold_create_mask),
        pattern::<MaskedLoadOp>("MaskedLoadFolder", fold_masked_load),
        pattern::<MaskedStoreOp>("MaskedStoreFolder", fold_masked_store),
        pattern::<GatherOp>("GatherFolder", fold_gather),
        pattern::<ScatterOp>("ScatterFolder", fold_scatter),
    ]
}

/// The lowering of masks of MLIR's `populateVectorMaskOpLoweringPatterns`:
/// `CreateMaskOpLowering` (n-D) and `ConstantMaskOpLowering`.
pub fn constant_mask_lowering_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<CreateMaskOp>("CreateMaskOpLowering", lower_nd_create_mask),
        pattern::<ConstantMaskOp>("ConstantMaskOpLowering", lower_constant_mask),
    ]
}

/// MLIR's `CreateMaskOpLowering`: an n-D `create_mask` (n > 1, its leading dimension not
/// scalable) is, for each index `d` of the leading dimension, the mask of the trailing ones where
/// `d < bound` and all false elsewhere (`arith.select`), inserted into a false constant; the
/// trailing mask is lowered in turn.
fn lower_nd_create_mask(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(ty) = ctx.result_types(op).next() else { return false };
    let Some(v) = ty.dyn_cast::<VectorType>(ctx).cloned() else { return false };
    if v.shape.len() <= 1 || v.scalable[0] {
        return false;
    }
    let operands: Vec<Value> = ctx.operands(op).collect();
    let Some((&bound, rest)) = operands.split_first() else { return false };
    let loc = ctx.op_loc(op);
    let low = vector_type(ctx, v.shape[1..].to_vec(), v.scalable[1..].to_vec(), v.element);
    let false_attr = |t| DenseIntOrFPElementsAttr::from_ints(ctx, t, &[APInt::from_u64(1, 0)]);
    let (Some(low_false), Some(all_false)) = (false_attr(low), false_attr(ty)) else { return false };
    rw.set_insertion_point(op);
    let true_val: Value = CreateMaskOp::build(rw, loc, rest, low).into();
    let st = arith_constant_state(rw.ctx(), loc, low_false, low);
    let false_op = rw.create(st);
    let false_val = rw.ctx().result(false_op, 0);
    let st = arith_constant_state(rw.ctx(), loc, all_false, ty);
    let result_op = rw.create(st);
    let mut result = rw.ctx().result(result_op, 0);
    let index = oxir::builtin::types::IndexType::get(rw.ctx());
    for d in 0..v.shape[0] {
        let attr = oxir::builtin::attributes::IntegerAttr::from_i64(rw.ctx(), index, d);
        let d_val: Value = crate::arith::ConstantOp::build(rw, loc, index, attr).into();
        let set: Value = crate::arith::CmpIOp::build(rw, loc, d_val, bound, crate::arith::CmpIPredicate::Slt).into();
        let sel: Value = crate::arith::SelectOp::build(rw, loc, set, true_val, false_val).into();
        result = InsertOp::build(rw, loc, sel, result, &[], &[d]).into();
    }
    rw.replace_op(op, &[result]).is_ok()
}

/// The n-D case of MLIR's `ConstantMaskOpLowering`: the mask of the trailing dimensions
/// inserted, for each set index of the leading one, into a zero constant.
fn lower_nd_constant_mask(op: OpRef, rw: &mut PatternRewriter<'_>, v: &VectorType, sizes: &[i64]) -> bool {
    if v.scalable.first().copied().unwrap_or(false) {
        return false;
    }
    let ctx = rw.ctx();
    let loc = ctx.op_loc(op);
    let ty = ctx.value_type(ctx.result(op, 0));
    let low = vector_type(ctx, v.shape[1..].to_vec(), v.scalable[1..].to_vec(), v.element);
    let Some(zero) = DenseIntOrFPElementsAttr::from_ints(ctx, ty, &[APInt::from_u64(1, 0)]) else { return false };
    rw.set_insertion_point(op);
    let true_val: Value = ConstantMaskOp::build(rw, loc, low, &sizes[1..]).into();
    let st = arith_constant_state(rw.ctx(), loc, zero, ty);
    let zeros = rw.create(st);
    let mut result = rw.ctx().result(zeros, 0);
    for d in 0..sizes[0] {
        result = InsertOp::build(rw, loc, true_val, result, &[], &[d]).into();
    }
    rw.replace_op(op, &[result]).is_ok()
}

/// MLIR's `MaskedLoadFolder`.
fn fold_masked_load(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let l = MaskedLoadOp::from_op_unchecked(op);
    match mask_format(ctx, l.mask(ctx)) {
        MaskFormat::AllTrue => {
            let (base, indices, ty) = (l.base(ctx), l.indices(ctx), ctx.value_type(l.result(ctx)));
            let loc = ctx.op_loc(op);
            let new = LoadOp::build(rw, loc, base, &indices, ty);
            rw.replace_op(op, &[new.into()]).is_ok()
        }
        MaskFormat::AllFalse => {
            let pass = l.pass_thru(ctx);
            rw.replace_op(op, &[pass]).is_ok()
        }
        MaskFormat::Unknown => false,
    }
}

/// MLIR's `MaskedStoreFolder`.
fn fold_masked_store(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let s = MaskedStoreOp::from_op_unchecked(op);
    match mask_format(ctx, s.mask(ctx)) {
        MaskFormat::AllTrue => {
            let (value, base, indices) = (s.value_to_store(ctx), s.base(ctx), s.indices(ctx));
            let loc = ctx.op_loc(op);
            StoreOp::build(rw, loc, value, base, &indices);
            rw.erase_op(op).is_ok()
        }
        MaskFormat::AllFalse => rw.erase_op(op).is_ok(),
        MaskFormat::Unknown => false,
    }
}

/// MLIR's `GatherFolder`: a gather whose mask is all false is its pass-through (an all-true
/// mask has no unmasked form to fold to).
fn fold_gather(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let g = GatherOp::from_op_unchecked(op);
    if mask_format(ctx, g.mask(ctx)) != MaskFormat::AllFalse {
        return false;
    }
    let pass = g.pass_thru(ctx);
    rw.replace_op(op, &[pass]).is_ok()
}

/// MLIR's `ScatterFolder`: a scatter whose mask is all false writes nothing; it is erased (a
/// scatter into a tensor is replaced by the tensor).
fn fold_scatter(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let s = ScatterOp::from_op_unchecked(op);
    if mask_format(ctx, s.mask(ctx)) != MaskFormat::AllFalse {
        return false;
    }
    if s.result(ctx).is_some() {
        let base = s.base(ctx);
        return rw.replace_op(op, &[base]).is_ok();
    }
    rw.erase_op(op).is_ok()
}

/// A 0-D or 1-D `constant_mask` becomes the `arith.constant` of its booleans (a splat when
/// none or all are set).
fn lower_constant_mask(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(ty) = ctx.result_types(op).next() else { return false };
    let Some(v) = ty.dyn_cast::<VectorType>(ctx).cloned() else { return false };
    let sizes = ConstantMaskOp::from_op_unchecked(op).mask_dim_sizes(ctx).unwrap_or_default();
    let Some(&set) = sizes.first() else { return false };
    if v.shape.len() > 1 {
        return lower_nd_constant_mask(op, rw, &v, &sizes);
    }
    let values: Vec<APInt> = if v.shape.is_empty() {
        vec![APInt::from_u64(1, u64::from(set == 1))]
    } else if set == 0 || set == v.shape[0] {
        vec![APInt::from_u64(1, u64::from(set != 0))]
    } else {
        (0..v.shape[0]).map(|d| APInt::from_u64(1, u64::from(d < set))).collect()
    };
    let Some(dense) = DenseIntOrFPElementsAttr::from_ints(ctx, ty, &values) else { return false };
    let st = arith_constant_state(ctx, ctx.op_loc(op), dense, ty);
    rw.replace_op_with_new(op, st).is_ok()
}
