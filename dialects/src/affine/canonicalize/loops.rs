//! Folds and canonicalization patterns of `affine.for` and `affine.if` (MLIR's
//! `AffineForOp::fold`, `AffineForEmptyLoopFolder`, `AffineIfOp::fold`, `SimplifyDeadElse` and
//! `AlwaysTrueOrFalseIf`).

use crate::affine::fold::loops::{
    empty_loop_replacements, folded_for_bounds, folded_if_condition, loop_of, store_if_condition, store_loop,
    trivial_trip_count, FoldSite,
};
use crate::affine::{ForOp, IfOp};
use crate::utils::inline::replace_op_with_region;
use crate::utils::patterns::pattern;
use oxir::affine::AffineExpr;
use oxir::builtin::affine_attrs::IntegerSetAttr;
use oxir::conversion::op_attr_or_prop;
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::OpRef;

/// The benefit of the patterns standing for MLIR's in-place folds.
const FOLD_BENEFIT: u16 = 100;

/// MLIR's `AffineForOp::fold`: constant bounds folded, `affine.apply` producers composed into
/// the bound maps, the maps canonicalized; a loop with results and no iteration folds to its
/// inits.
struct FoldFor;

impl RewritePattern for FoldFor {
    fn root(&self) -> Option<&'static str> {
        Some(ForOp::NAME)
    }
    fn benefit(&self) -> u16 {
        FOLD_BENEFIT
    }
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn name(&self) -> &'static str {
        "AffineForOpFold"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let mut changed = false;
        if let Some(l) = folded_for_bounds(rw.ctx(), op, FoldSite::Affine) {
            rw.modify_op_in_place(op, |ctx| store_loop(ctx, op, &l));
            changed = true;
        }
        let ctx = rw.ctx();
        if trivial_trip_count(ctx, op) == Some(0) && ctx.num_results(op) != 0 {
            let Some(l) = loop_of(ctx, op) else { return changed };
            return rw.replace_op(op, &l.inits).is_ok() || changed;
        }
        changed
    }
}

/// MLIR's `AffineForEmptyLoopFolder` (see [`empty_loop_replacements`]).
fn empty_loop(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(replacements) = empty_loop_replacements(rw.ctx(), op) else { return false };
    rw.replace_op(op, &replacements).is_ok()
}

/// MLIR's `AffineIfOp::fold`: `affine.apply` producers composed into the condition, the set and
/// its operands canonicalized.
struct FoldIf;

impl RewritePattern for FoldIf {
    fn root(&self) -> Option<&'static str> {
        Some(IfOp::NAME)
    }
    fn benefit(&self) -> u16 {
        FOLD_BENEFIT
    }
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn name(&self) -> &'static str {
        "AffineIfOpFold"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let Some((set, operands)) = folded_if_condition(rw.ctx(), op) else { return false };
        rw.modify_op_in_place(op, |ctx| store_if_condition(ctx, op, set, &operands));
        true
    }
}

/// MLIR's `SimplifyDeadElse`: an `else` region that only yields, of an `affine.if` without
/// results, is removed.
fn dead_else(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(&else_region) = ctx.op_regions(op).get(1) else { return false };
    let Some(block) = ctx.region_entry_block(else_region) else { return false };
    if ctx.block_ops(block).count() != 1 || ctx.num_results(op) != 0 {
        return false;
    }
    let mut erased = false;
    rw.modify_op_in_place(op, |ctx| erased = ctx.erase_block(block).is_ok());
    erased
}

/// MLIR's `AlwaysTrueOrFalseIf`: an `affine.if` whose condition is the empty set runs its
/// `else` region (or is erased without one), one whose condition is `0 == 0` its `then` region.
fn always_true_or_false(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(set) =
        op_attr_or_prop(ctx, op, "condition").and_then(|a| a.dyn_cast::<IntegerSetAttr>(ctx)).map(|s| s.set.clone())
    else {
        return false;
    };
    let regions = ctx.op_regions(op).to_vec();
    let trivially_true = set.constraints.len() == 1 && set.is_eq(0) && set.constraints[0] == AffineExpr::Constant(0);
    let region = if set.is_empty_integer_set() {
        let has_else = regions.get(1).is_some_and(|&r| ctx.region_entry_block(r).is_some());
        if ctx.num_results(op) == 0 && !has_else {
            return rw.erase_op(op).is_ok();
        }
        regions.get(1)
    } else if trivially_true {
        regions.first()
    } else {
        return false;
    };
    let Some(&region) = region else { return false };
    replace_op_with_region(rw, op, region, &[])
}

/// `affine.for`'s patterns.
pub(crate) fn for_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(FoldFor), pattern::<ForOp>("AffineForEmptyLoopFolder", empty_loop)]
}

/// `affine.if`'s patterns.
pub(crate) fn if_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(FoldIf),
        pattern::<IfOp>("SimplifyDeadElse", dead_else),
        pattern::<IfOp>("AlwaysTrueOrFalseIf", always_true_or_false),
    ]
}
