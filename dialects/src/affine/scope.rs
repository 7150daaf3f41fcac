//! MLIR's affine scopes and the rules for valid dimension and symbol operands
//! (`isValidDim`/`isValidSymbol` of `AffineOps.cpp`).
//!
//! An affine scope is the region of an op with MLIR's `AffineScope` trait (`func.func`,
//! `builtin.module`). Values defined at the top level of a scope, constants, `dim` ops of
//! top-level shaped values and pure ops of valid symbols are valid symbols; valid dimensions
//! are, besides those, `affine.apply` ops of valid dimensions and `dim` ops of top-level values.

use crate::affine::{ApplyOp, ForOp, ParallelOp};
use crate::memref;
use oxir::builtin::types::{IndexType, MemRefType, DYNAMIC};
use oxir::interfaces::shaped_dim;
use oxir::matchers::constant_of;
use oxir::ods::verify::op_error;
use oxir::ods::Op;
use oxir::traits::{AffineScope, IsolatedFromAbove};
use oxir::{Context, Diagnostic, OpRef, RegionRef, Value};

/// Whether `op` has MLIR's `AffineScope` trait.
pub(crate) fn is_affine_scope(ctx: &Context, op: OpRef) -> bool {
    ctx.op_has_trait::<AffineScope>(op)
}

fn is_index(ctx: &Context, v: Value) -> bool {
    ctx.value_type(v).isa::<IndexType>(ctx)
}

fn value_region(ctx: &Context, v: Value) -> Option<RegionRef> {
    ctx.value_parent_block(v).and_then(|b| ctx.block_parent_region(b))
}

fn value_parent_op(ctx: &Context, v: Value) -> Option<OpRef> {
    ctx.value_parent_block(v).and_then(|b| ctx.block_parent_op(b))
}

/// Whether `v` is the induction variable of an `affine.for` or one of an `affine.parallel`.
fn is_for_induction_var(ctx: &Context, v: Value) -> bool {
    let parent = value_parent_op(ctx, v);
    (matches!(v, Value::Argument { index: 0, .. }) && parent.is_some_and(|p| ctx.isa_op::<ForOp>(p)))
        || (matches!(v, Value::Argument { .. }) && parent.is_some_and(|p| ctx.isa_op::<ParallelOp>(p)))
}

/// MLIR's `getAffineScope`: the closest region around `op` held by an affine-scope op.
pub(crate) fn affine_scope_region(ctx: &Context, op: OpRef) -> Option<RegionRef> {
    let mut cur = op;
    while let Some(parent) = ctx.op_parent_op(cur) {
        if is_affine_scope(ctx, parent) {
            return ctx.op_parent_block(cur).and_then(|b| ctx.block_parent_region(b));
        }
        cur = parent;
    }
    None
}

/// MLIR's `isTopLevelValue(value)`: defined directly in the region of an affine-scope op.
fn is_top_level_value(ctx: &Context, v: Value) -> bool {
    value_parent_op(ctx, v).is_some_and(|p| is_affine_scope(ctx, p))
}

/// MLIR's `isValidSymbol(value)`: a symbol at every use site.
pub fn is_valid_symbol(ctx: &Context, v: Value) -> bool {
    if !is_index(ctx, v) {
        return false;
    }
    if is_top_level_value(ctx, v) {
        return true;
    }
    match ctx.defining_op(v) {
        Some(def) => is_valid_symbol_in(ctx, v, affine_scope_region(ctx, def)),
        None => false,
    }
}

/// MLIR's `isValidDim(value)`.
pub fn is_valid_dim(ctx: &Context, v: Value) -> bool {
    if !is_index(ctx, v) {
        return false;
    }
    match ctx.defining_op(v) {
        Some(def) => is_valid_dim_in(ctx, v, affine_scope_region(ctx, def)),
        None => value_parent_op(ctx, v).is_some_and(|p| is_affine_scope(ctx, p)) || is_for_induction_var(ctx, v),
    }
}

/// MLIR's `isValidDim(value, region)`.
pub(crate) fn is_valid_dim_in(ctx: &Context, v: Value, region: Option<RegionRef>) -> bool {
    if !is_index(ctx, v) {
        return false;
    }
    if is_valid_symbol_in(ctx, v, region) {
        return true;
    }
    let Some(def) = ctx.defining_op(v) else {
        return is_for_induction_var(ctx, v);
    };
    if ctx.isa_op::<ApplyOp>(def) {
        return ctx.operands(def).all(|o| is_valid_dim_in(ctx, o, region));
    }
    shaped_dim(ctx, def).is_some_and(|(source, _)| is_top_level_value(ctx, source))
}

/// MLIR's `isValidSymbol(value, region)`.
pub(crate) fn is_valid_symbol_in(ctx: &Context, v: Value, region: Option<RegionRef>) -> bool {
    if !is_index(ctx, v) {
        return false;
    }
    if region.is_some() && value_region(ctx, v) == region {
        return true;
    }
    let in_parent = |ctx: &Context| {
        let region_op = region.and_then(|r| ctx.region_parent_op(r))?;
        if ctx.op_has_trait::<IsolatedFromAbove>(region_op) {
            return None;
        }
        let parent_region = ctx.op_parent_block(region_op).and_then(|b| ctx.block_parent_region(b))?;
        Some(is_valid_symbol_in(ctx, v, Some(parent_region)))
    };
    let Some(def) = ctx.defining_op(v) else { return in_parent(ctx).unwrap_or(false) };
    if ctx.num_operands(def) == 0 && constant_of(ctx, v).is_some() {
        return true;
    }
    if is_pure(ctx, def) && ctx.operands(def).all(|o| is_valid_symbol_in(ctx, o, region)) {
        return true;
    }
    if let Some((source, index)) = shaped_dim(ctx, def) {
        return is_dim_op_valid_symbol(ctx, source, index, region);
    }
    in_parent(ctx).unwrap_or(false)
}

/// MLIR's `isPure`: speculatable and free of memory effects.
fn is_pure(ctx: &Context, op: OpRef) -> bool {
    oxir::interfaces::is_speculatable(ctx, op) && oxir::interfaces::is_memory_effect_free(ctx, op)
}

/// MLIR's `isDimOpValidSymbol`.
fn is_dim_op_valid_symbol(ctx: &Context, source: Value, index: Value, region: Option<RegionRef>) -> bool {
    if is_top_level_value(ctx, source) {
        return true;
    }
    if ctx.defining_op(source).is_none() {
        return false;
    }
    let Some(index) = crate::utils::constants::const_index(ctx, index) else { return false };
    // Skip over `memref.cast`s of ranked memrefs.
    let mut source = source;
    let mut src_def = ctx.defining_op(source);
    while let Some(c) = src_def.filter(|&c| ctx.isa_op::<memref::CastOp>(c)) {
        let inner = ctx.operand(c, 0);
        if !ctx.value_type(inner).isa::<MemRefType>(ctx) {
            return false;
        }
        source = inner;
        src_def = ctx.defining_op(inner);
    }
    let Some(src_def) = src_def else { return false };
    if !matches!(ctx.op_name_text(src_def), memref::ViewOp::NAME | memref::SubViewOp::NAME | memref::AllocOp::NAME) {
        return false;
    }
    let Some(t) = ctx.value_type(source).dyn_cast::<MemRefType>(ctx).cloned() else { return false };
    let Some(&size) = usize::try_from(index).ok().and_then(|i| t.shape.get(i)) else { return false };
    if size != DYNAMIC {
        return true;
    }
    let pos = t.shape[..index as usize].iter().filter(|&&d| d == DYNAMIC).count();
    // The dynamic sizes: `view(source, byte_shift, sizes)`, `subview(source, offsets, sizes,
    // strides)` (segment sizes), `alloc(sizes, symbols)`.
    let sizes: Vec<Value> = match ctx.op_name_text(src_def) {
        memref::ViewOp::NAME => ctx.operands(src_def).skip(2).collect(),
        memref::AllocOp::NAME => crate::memref::AllocOp::from_op_unchecked(src_def).dynamic_sizes(ctx),
        _ => crate::memref::SubViewOp::from_op_unchecked(src_def).sizes(ctx),
    };
    sizes.get(pos).is_some_and(|&s| is_valid_symbol_in(ctx, s, region))
}

/// MLIR's `verifyDimAndSymbolIdentifiers`: the first `num_dims` operands are valid dimensions,
/// the others valid symbols, in the op's affine scope.
pub(crate) fn verify_dims_and_symbols(
    ctx: &Context,
    op: OpRef,
    operands: &[Value],
    num_dims: usize,
) -> Result<(), Diagnostic> {
    let scope = affine_scope_region(ctx, op);
    for (i, &v) in operands.iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim_in(ctx, v, scope) {
                return Err(op_error(ctx, op, "operand cannot be used as a dimension id"));
            }
        } else if !is_valid_symbol_in(ctx, v, scope) {
            return Err(op_error(ctx, op, "operand cannot be used as a symbol"));
        }
    }
    Ok(())
}
