//! The vector-to-vector canonicalizations `convert-vector-to-llvm` applies first (MLIR's
//! `populateVectorToVectorCanonicalizationPatterns` and `ConstantMaskOpLowering`): a
//! `create_mask` of constants becomes a `constant_mask` (sizes clamped to the shape, all zero
//! when one is), a masked load or store whose mask is known all-true becomes a plain one and
//! one whose mask is all-false its pass-through (or nothing), and a 0-D or 1-D `constant_mask`
//! becomes an `arith.constant` of booleans.

use crate::utils::constants::{arith_constant_state, const_index};
use crate::utils::patterns::pattern;
use crate::vector::{
    vector_type, ConstantMaskOp, CreateMaskOp, InsertOp, LoadOp, MaskedLoadOp, MaskedStoreOp, StoreOp,
};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::VectorType;
use oxir::numeric::APInt;
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Context, OpRef, Value};

/// The patterns, in MLIR's order.
pub fn mask_folding_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<CreateMaskOp>("CreateMaskFolder", fold_create_mask),
        pattern::<MaskedLoadOp>("MaskedLoadFolder", fold_masked_load),
        pattern::<MaskedStoreOp>("MaskedStoreFolder", fold_masked_store),
    ]
}

/// The canonicalization of `vector.create_mask` (MLIR's `CreateMaskFolder`).
pub fn create_mask_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![pattern::<CreateMaskOp>("CreateMaskFolder", fold_create_mask)]
}

/// The lowering of constant masks (MLIR's `ConstantMaskOpLowering`, 0-D and 1-D).
pub fn constant_mask_lowering_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![pattern::<ConstantMaskOp>("ConstantMaskOpLowering", lower_constant_mask)]
}

/// What is known of a mask (MLIR's `MaskFormat`).
#[derive(PartialEq, Eq)]
pub(crate) enum MaskFormat {
    /// Every element is set.
    AllTrue,
    /// No element is set.
    AllFalse,
    /// Not known, or mixed.
    Unknown,
}

/// MLIR's `getMaskFormat`: from an `arith.constant` of booleans, a `constant_mask`, or a
/// `create_mask` with a constant size of at most 0.
pub(crate) fn mask_format(ctx: &Context, mask: Value) -> MaskFormat {
    let Some(def) = ctx.defining_op(mask) else { return MaskFormat::Unknown };
    let name = ctx.op_name_text(def);
    if name == crate::arith::ConstantOp::NAME {
        let Some(value) = oxir::operation::op_attr_or_prop(ctx, def, "value") else { return MaskFormat::Unknown };
        let Some(dense) = value.dyn_cast::<DenseIntOrFPElementsAttr>(ctx) else { return MaskFormat::Unknown };
        let mut count = 0i64;
        for v in dense.int_values() {
            let set = !v.is_zero();
            if set && count >= 0 {
                count += 1;
            } else if !set && count <= 0 {
                count -= 1;
            } else {
                return MaskFormat::Unknown;
            }
        }
        return match count {
            c if c > 0 => MaskFormat::AllTrue,
            c if c < 0 => MaskFormat::AllFalse,
            _ => MaskFormat::Unknown,
        };
    }
    if name == ConstantMaskOp::NAME {
        let m = ConstantMaskOp::from_op_unchecked(def);
        let sizes = m.mask_dim_sizes(ctx).unwrap_or_default();
        let Some(v) = ctx.value_type(mask).dyn_cast::<VectorType>(ctx).cloned() else { return MaskFormat::Unknown };
        let all_true = sizes.iter().zip(&v.shape).all(|(&s, &d)| s >= d);
        let all_false = sizes.iter().all(|&s| s <= 0);
        return if all_true {
            MaskFormat::AllTrue
        } else if all_false {
            MaskFormat::AllFalse
        } else {
            MaskFormat::Unknown
        };
    }
    if name == CreateMaskOp::NAME && ctx.operands(def).any(|o| const_index(ctx, o).is_some_and(|s| s <= 0)) {
        return MaskFormat::AllFalse;
    }
    MaskFormat::Unknown
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

/// MLIR's `CreateMaskFolder` (fixed-length dimensions).
fn fold_create_mask(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(ty) = ctx.result_types(op).next() else { return false };
    let Some(v) = ty.dyn_cast::<VectorType>(ctx).cloned() else { return false };
    let (shape, scalable) = if v.shape.is_empty() { (vec![1], vec![false]) } else { (v.shape, v.scalable) };
    let mut sizes = Vec::new();
    for (i, o) in ctx.operands(op).enumerate() {
        let Some(size) = const_index(ctx, o) else { return false };
        if scalable.get(i).copied().unwrap_or(false) && size >= 0 {
            return false;
        }
        sizes.push(size.clamp(0, shape.get(i).copied().unwrap_or(0)));
    }
    if sizes.contains(&0) {
        sizes.iter_mut().for_each(|s| *s = 0);
    }
    let loc = ctx.op_loc(op);
    let new = ConstantMaskOp::build(rw, loc, ty, &sizes);
    rw.replace_op(op, &[new.into()]).is_ok()
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
