//! MLIR's `AffineParallelOp::fold` (`canonicalizeLoopBounds`): the `affine.apply` ops producing
//! the bound operands composed into the bound maps, the maps and operands canonicalized.
//! Shared by the canonicalization pattern and by `lower-affine`, which folds in place first.

use crate::affine::fold::loops::set_prop;
use crate::affine::ops::parallel::Band;
use crate::affine::utils::compose_affine_map_and_operands;
use oxir::affine::AffineMap;
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::{Context, OpRef, Value};

/// The new lower and upper bounds (maps and operands) of the fold, `None` when they do not
/// change.
pub(crate) fn folded_parallel_bounds(
    ctx: &Context,
    op: OpRef,
) -> Option<(AffineMap, Vec<Value>, AffineMap, Vec<Value>)> {
    let band = Band::of(ctx, op)?;
    let (mut lb, mut lb_ops) = (band.lb.clone(), band.lb_ops.clone());
    compose_affine_map_and_operands(ctx, &mut lb, &mut lb_ops);
    let (mut ub, mut ub_ops) = (band.ub.clone(), band.ub_ops.clone());
    compose_affine_map_and_operands(ctx, &mut ub, &mut ub_ops);
    let changed = lb != band.lb || lb_ops != band.lb_ops || ub != band.ub || ub_ops != band.ub_ops;
    changed.then_some((lb, lb_ops, ub, ub_ops))
}

/// Sets the bounds of an `affine.parallel`.
pub(crate) fn store_parallel_bounds(
    ctx: &mut Context,
    op: OpRef,
    lb: AffineMap,
    lb_ops: &[Value],
    ub: AffineMap,
    ub_ops: &[Value],
) {
    let mut operands = lb_ops.to_vec();
    operands.extend_from_slice(ub_ops);
    ctx.set_operands(op, &operands);
    let lb = ctx.intern_attr(AffineMapAttr { map: lb });
    let ub = ctx.intern_attr(AffineMapAttr { map: ub });
    set_prop(ctx, op, "lowerBoundsMap", lb);
    set_prop(ctx, op, "upperBoundsMap", ub);
}

/// Folds the bounds of `op` in place; whether they changed.
pub(crate) fn fold_parallel(ctx: &mut Context, op: OpRef) -> bool {
    let Some((lb, lb_ops, ub, ub_ops)) = folded_parallel_bounds(ctx, op) else { return false };
    store_parallel_bounds(ctx, op, lb, &lb_ops, ub, &ub_ops);
    true
}
