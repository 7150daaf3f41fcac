//! `loop-invariant-code-motion`: hoists ops out of loops when they depend only on values defined
//! outside the loop, have no memory effects and may be executed speculatively (MLIR's
//! `LoopInvariantCodeMotion` pass over `LoopLikeOpInterface` ops).
//!
//! Loops are the ops implementing [`LoopLikeOpInterface`], whose regions, notion of "defined
//! outside" and way of moving an op out the pass uses; speculatability comes from
//! [`ConditionallySpeculatable`](crate::interfaces::ConditionallySpeculatable), and being free of
//! memory effects from the core's [`is_memory_effect_free`].

use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::interfaces::{is_memory_effect_free, is_speculatable, LoopLikeOpInterface};
use crate::pass::Pass;
use crate::traits::IsTerminator;
use crate::value::Value;
use crate::walk::WalkResult;
use crate::OpRef;
use std::collections::VecDeque;
use std::sync::Arc;

/// MLIR's `LoopInvariantCodeMotion` pass.
#[derive(Clone, Debug, Default)]
pub struct Licm {
    moved: u64,
}

/// The op whose region directly holds the definition of `v`.
fn value_scope_op(ctx: &Context, v: Value) -> Option<OpRef> {
    let b = ctx.value_parent_block(v)?;
    ctx.region_parent_op(ctx.block_parent_region(b)?)
}

/// MLIR's `canBeHoisted`: `op` is no terminator, and every value used in it or in the ops
/// nested in it is defined either inside `op` or outside the loop.
fn can_be_hoisted(ctx: &Context, op: OpRef, loop_op: OpRef, loop_like: &dyn LoopLikeOpInterface) -> bool {
    if ctx.op_has_trait::<IsTerminator>(op) {
        return false;
    }
    let walk = ctx.walk_ops_pre_order(op, &mut |child| {
        for v in ctx.operands(child) {
            if value_scope_op(ctx, v).is_some_and(|p| ctx.is_ancestor_or_self(op, p)) {
                continue;
            }
            if !loop_like.is_defined_outside_of_loop(ctx, loop_op, v) {
                return WalkResult::Interrupt;
            }
        }
        WalkResult::Advance
    });
    walk != WalkResult::Interrupt
}

impl Licm {
    /// MLIR's `moveLoopInvariantCode` on one loop: a worklist per loop region, seeded with the
    /// region's ops in order; a hoisted op's users in the region are checked again.
    fn hoist_from(&mut self, ctx: &mut Context, loop_op: OpRef, loop_like: &dyn LoopLikeOpInterface) {
        for region in loop_like.loop_regions(ctx, loop_op) {
            let mut worklist: VecDeque<OpRef> = ctx.region_blocks(region).flat_map(|b| ctx.block_ops(b)).collect();
            while let Some(op) = worklist.pop_front() {
                let parent_region = ctx.op_parent_block(op).and_then(|b| ctx.block_parent_region(b));
                if parent_region != Some(region) {
                    continue;
                }
                if !can_be_hoisted(ctx, op, loop_op, loop_like)
                    || !is_memory_effect_free(ctx, op)
                    || !is_speculatable(ctx, op)
                {
                    continue;
                }
                if ctx.op_parent_block(loop_op).is_none() {
                    return;
                }
                loop_like.move_out_of_loop(ctx, loop_op, op);
                self.moved += 1;
                let results: Vec<Value> = ctx.results(op).collect();
                for r in results {
                    for user in ctx.users(r).collect::<Vec<_>>() {
                        let user_region = ctx.op_parent_block(user).and_then(|b| ctx.block_parent_region(b));
                        if user_region == Some(region) {
                            worklist.push_back(user);
                        }
                    }
                }
            }
        }
    }
}

impl Pass for Licm {
    fn name(&self) -> &'static str {
        "LoopInvariantCodeMotion"
    }
    fn argument(&self) -> &'static str {
        "loop-invariant-code-motion"
    }
    fn description(&self) -> &'static str {
        "Hoist loop invariant instructions outside of the loop"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        // Innermost loops first, so what leaves an inner loop can leave the outer one too.
        let mut loops: Vec<(OpRef, Arc<dyn LoopLikeOpInterface>)> = Vec::new();
        ctx.walk_ops_post_order(op, &mut |o| {
            if let Some(loop_like) = ctx.op_interface::<dyn LoopLikeOpInterface>(o) {
                loops.push((o, loop_like));
            }
        });
        for (l, loop_like) in loops {
            self.hoist_from(ctx, l, &*loop_like);
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(Licm::default())
    }
}
