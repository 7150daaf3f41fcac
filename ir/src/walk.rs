//! Walkers over nested IR: pre- and post-order over ops, with the blocks and regions between.

use crate::context::Context;
use crate::{BlockRef, OpRef, RegionRef};

/// What a walk callback asks the walker to do next.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WalkResult {
    /// Go on.
    Advance,
    /// Do not visit what is nested in this op (pre-order only).
    Skip,
    /// Stop the whole walk.
    Interrupt,
}

impl Context {
    /// Visits `root` and every op nested in it, parents before children. Iterative, so deep
    /// nesting cannot overflow the stack.
    pub fn walk_ops_pre_order(&self, root: OpRef, f: &mut dyn FnMut(OpRef) -> WalkResult) -> WalkResult {
        let mut stack = vec![root];
        while let Some(op) = stack.pop() {
            match f(op) {
                WalkResult::Interrupt => return WalkResult::Interrupt,
                WalkResult::Skip => continue,
                WalkResult::Advance => {}
            }
            let start = stack.len();
            for &r in self.op_regions(op) {
                for b in self.region_blocks(r) {
                    stack.extend(self.block_ops(b));
                }
            }
            stack[start..].reverse();
        }
        WalkResult::Advance
    }

    /// Visits every op nested in `root` and then `root`, children before parents. Iterative.
    pub fn walk_ops_post_order(&self, root: OpRef, f: &mut dyn FnMut(OpRef)) {
        let mut stack = vec![(root, false)];
        while let Some((op, expanded)) = stack.pop() {
            if expanded {
                f(op);
                continue;
            }
            stack.push((op, true));
            let start = stack.len();
            for &r in self.op_regions(op) {
                for b in self.region_blocks(r) {
                    stack.extend(self.block_ops(b).map(|o| (o, false)));
                }
            }
            stack[start..].reverse();
        }
    }

    /// Visits every block nested in `root` (pre-order).
    pub fn walk_blocks(&self, root: OpRef, f: &mut dyn FnMut(BlockRef)) {
        self.walk_ops_pre_order(root, &mut |op| {
            for &r in self.op_regions(op) {
                for b in self.region_blocks(r) {
                    f(b);
                }
            }
            WalkResult::Advance
        });
    }

    /// Visits every region nested in `root` (pre-order).
    pub fn walk_regions(&self, root: OpRef, f: &mut dyn FnMut(RegionRef)) {
        self.walk_ops_pre_order(root, &mut |op| {
            for &r in self.op_regions(op) {
                f(r);
            }
            WalkResult::Advance
        });
    }
}
