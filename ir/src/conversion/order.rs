//! The order in which MLIR's conversion driver legalizes ops.

use crate::context::Context;
use crate::{BlockRef, OpRef, RegionRef};
use rustc_hash::FxHashSet;

/// The blocks of `region` reachable from its entry block, in depth-first pre-order over their
/// successors (MLIR's `ForwardDominanceIterator`, `llvm::depth_first`).
fn reachable_blocks(ctx: &Context, region: RegionRef) -> Vec<BlockRef> {
    let Some(entry) = ctx.region_entry_block(region) else { return Vec::new() };
    let succs =
        |b: BlockRef| -> Vec<BlockRef> { ctx.block_last_op(b).map(|t| ctx.successors(t).to_vec()).unwrap_or_default() };
    let mut order = vec![entry];
    let mut seen: FxHashSet<BlockRef> = FxHashSet::default();
    seen.insert(entry);
    let mut stack = vec![(succs(entry), 0usize)];
    while let Some((ss, i)) = stack.last_mut() {
        if *i < ss.len() {
            let n = ss[*i];
            *i += 1;
            if seen.insert(n) {
                order.push(n);
                stack.push((succs(n), 0));
            }
        } else {
            stack.pop();
        }
    }
    order
}

/// The ops nested in `root` in the order MLIR's conversion driver legalizes them: pre-order,
/// the blocks of each region depth-first from its entry, unreachable blocks left out.
pub fn conversion_order(ctx: &Context, root: OpRef) -> Vec<OpRef> {
    let mut out = Vec::new();
    for &r in ctx.op_regions(root) {
        for b in reachable_blocks(ctx, r) {
            for op in ctx.block_ops(b) {
                collect_pre_order(ctx, op, &mut out);
            }
        }
    }
    out
}

/// `op` and the ops nested in it, in pre-order, skipping unreachable blocks.
fn collect_pre_order(ctx: &Context, op: OpRef, out: &mut Vec<OpRef>) {
    out.push(op);
    for &r in ctx.op_regions(op) {
        for b in reachable_blocks(ctx, r) {
            for o in ctx.block_ops(b) {
                collect_pre_order(ctx, o, out);
            }
        }
    }
}
