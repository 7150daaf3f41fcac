//! MLIR's `Backedges` analysis of the ownership-based deallocation: a function whose explicit
//! control flow has a loop (a back edge between blocks, in any region) is refused ("Only
//! structured control-flow loops are supported.").

use oxir::rewrite::region_simplify::branch_interface;
use oxir::{BlockRef, Context, OpRef, RegionRef};
use std::collections::HashSet;

/// Whether explicit control flow in `func` (in any region reachable from its entry) has a loop:
/// MLIR's `Backedges` analysis, a depth-first walk over the successors of branches that meets a
/// block already on its path.
pub(super) fn has_backedge(ctx: &Context, func: OpRef) -> bool {
    let mut on_path: HashSet<BlockRef> = HashSet::new();
    ctx.op_regions(func).iter().any(|&r| region_has_backedge(ctx, r, &mut on_path))
}

fn region_has_backedge(ctx: &Context, region: RegionRef, on_path: &mut HashSet<BlockRef>) -> bool {
    let Some(entry) = ctx.region_entry_block(region) else { return false };
    // (block, its successors still to visit); a block stays on the path until they are done.
    let mut stack: Vec<(BlockRef, Vec<BlockRef>)> = Vec::new();
    if enter(ctx, entry, on_path, &mut stack) {
        return true;
    }
    while let Some((block, succs)) = stack.last_mut() {
        let block = *block;
        match succs.pop() {
            Some(s) => {
                if on_path.contains(&s) {
                    return true;
                }
                if enter(ctx, s, on_path, &mut stack) {
                    return true;
                }
            }
            None => {
                on_path.remove(&block);
                stack.pop();
            }
        }
    }
    false
}

/// Puts `block` on the path: its ops' regions are walked (a loop in one is a back edge too)
/// and the successors of its branches are queued.
fn enter(
    ctx: &Context,
    block: BlockRef,
    on_path: &mut HashSet<BlockRef>,
    stack: &mut Vec<(BlockRef, Vec<BlockRef>)>,
) -> bool {
    on_path.insert(block);
    let mut succs = Vec::new();
    for op in ctx.block_ops(block) {
        let nested: Vec<RegionRef> = ctx.op_regions(op).to_vec();
        if nested.iter().any(|&r| oxir::stack::with_stack(|| region_has_backedge(ctx, r, on_path))) {
            return true;
        }
        if branch_interface(ctx, op).is_some() {
            succs.extend(ctx.block_last_op(block).map(|t| ctx.successors(t).to_vec()).unwrap_or_default());
        }
    }
    succs.reverse();
    stack.push((block, succs));
    false
}
