//! MLIR's `LoopLikeOpInterface` (`LoopLikeInterface.td`): ops that run their regions as a
//! loop, which loop-invariant code motion and loop transformations work on.

use crate::context::Context;
use crate::registry::FoldResult;
use crate::value::Value;
use crate::{OpRef, RegionRef};

/// MLIR's `LoopLikeOpInterface`. Only [`LoopLikeOpInterface::loop_regions`] must be given; the
/// other methods have MLIR's defaults. Loop-carried values come as three lists of one length:
/// the `inits` (operands giving the first iteration's values), the `region_iter_args` (the entry
/// block arguments holding them in each iteration) and the `yielded_values` (what one iteration
/// passes to the next); the `loop_results`, when exposed, match them too.
pub trait LoopLikeOpInterface: Send + Sync {
    /// The regions making up the loop body, where loop-invariant ops are looked for (MLIR's
    /// `getLoopRegions`).
    fn loop_regions(&self, ctx: &Context, op: OpRef) -> Vec<RegionRef>;

    /// Whether `value` is defined outside the loop `op` (MLIR's `isDefinedOutsideOfLoop`); by
    /// default, when the op owning the region that defines it is not `op` or nested in it.
    fn is_defined_outside_of_loop(&self, ctx: &Context, op: OpRef, value: Value) -> bool {
        let scope = ctx
            .value_parent_block(value)
            .and_then(|b| ctx.block_parent_region(b))
            .and_then(|r| ctx.region_parent_op(r));
        !scope.is_some_and(|p| ctx.is_ancestor_or_self(op, p))
    }

    /// Moves the loop-invariant `inner` out of the loop `op` (MLIR's `moveOutOfLoop`); by default
    /// right before `op`, and nowhere when `op` is in no block.
    fn move_out_of_loop(&self, ctx: &mut Context, op: OpRef, inner: OpRef) {
        let Some(dest) = ctx.op_parent_block(op) else { return };
        ctx.detach_op(inner);
        ctx.insert_op_before(dest, Some(op), inner);
    }

    /// The induction variables, or `None` when the loop has no notion of them (MLIR's
    /// `getLoopInductionVars`).
    fn induction_vars(&self, ctx: &Context, op: OpRef) -> Option<Vec<Value>> {
        let _ = (ctx, op);
        None
    }

    /// The lower bounds, one per induction variable, or `None` (MLIR's `getLoopLowerBounds`).
    fn lower_bounds(&self, ctx: &Context, op: OpRef) -> Option<Vec<FoldResult>> {
        let _ = (ctx, op);
        None
    }

    /// The upper bounds, or `None` (MLIR's `getLoopUpperBounds`).
    fn upper_bounds(&self, ctx: &Context, op: OpRef) -> Option<Vec<FoldResult>> {
        let _ = (ctx, op);
        None
    }

    /// The steps, or `None` (MLIR's `getLoopSteps`).
    fn steps(&self, ctx: &Context, op: OpRef) -> Option<Vec<FoldResult>> {
        let _ = (ctx, op);
        None
    }

    /// The operands initializing the loop-carried values (MLIR's `getInits`); none by default.
    fn inits(&self, ctx: &Context, op: OpRef) -> Vec<Value> {
        let _ = (ctx, op);
        Vec::new()
    }

    /// The block arguments holding the loop-carried values in an iteration (MLIR's
    /// `getRegionIterArgs`); none by default.
    fn region_iter_args(&self, ctx: &Context, op: OpRef) -> Vec<Value> {
        let _ = (ctx, op);
        Vec::new()
    }

    /// The values yielded to the next iteration, or `None` for a loop that yields none (MLIR's
    /// `getYieldedValues`).
    fn yielded_values(&self, ctx: &Context, op: OpRef) -> Option<Vec<Value>> {
        let _ = (ctx, op);
        None
    }

    /// The results matching the loop-carried values, or `None` when the loop does not expose
    /// them (MLIR's `getLoopResults`; `scf.while`'s results need not match).
    fn loop_results(&self, ctx: &Context, op: OpRef) -> Option<Vec<Value>> {
        let _ = (ctx, op);
        None
    }
}
