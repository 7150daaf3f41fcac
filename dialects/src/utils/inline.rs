//! Moving a block's ops out of a region op (MLIR's `RewriterBase::inlineBlockBefore` and
//! `replaceOpWithRegion`), as the canonicalizations of region ops that run one of their
//! regions unconditionally do.

use oxir::rewrite::PatternRewriter;
use oxir::{BlockRef, OpRef, RegionRef, Value};

/// Moves the ops of `block` before `op`, replacing the block's arguments by `args`.
pub fn inline_block_before(rw: &mut PatternRewriter<'_>, block: BlockRef, op: OpRef, args: &[Value]) {
    let params: Vec<Value> = rw.ctx().block_arguments(block).collect();
    for (p, &a) in params.iter().zip(args) {
        rw.replace_all_uses_with(*p, a);
    }
    let ops: Vec<OpRef> = rw.ctx().block_ops(block).collect();
    let Some(dest) = rw.ctx().op_parent_block(op) else { return };
    for o in ops {
        rw.modify_op_in_place(o, |ctx| {
            ctx.detach_op(o);
            ctx.insert_op_before(dest, Some(op), o);
        });
    }
}

/// MLIR's `replaceOpWithRegion`: inlines the single block of `region` before `op` and replaces
/// `op` by the operands of the block's terminator, which is erased.
pub fn replace_op_with_region(rw: &mut PatternRewriter<'_>, op: OpRef, region: RegionRef, args: &[Value]) -> bool {
    let Some(block) = rw.ctx().region_entry_block(region) else { return false };
    let Some(term) = rw.ctx().block_last_op(block) else { return false };
    inline_block_before(rw, block, op, args);
    let results: Vec<Value> = rw.ctx().operands(term).collect();
    if rw.replace_op(op, &results).is_err() {
        return false;
    }
    rw.erase_op(term).is_ok()
}
