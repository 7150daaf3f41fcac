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

#[cfg(test)]
mod tests {
    use super::WalkResult;
    use crate::parser::{parse_source, ParseOptions};
    use crate::Context;

    const NESTED: &str = r#"
"t.a"() ({
  "t.b"() ({
    "t.c"() : () -> ()
  }) : () -> ()
  "t.d"() : () -> ()
}) : () -> ()
"t.e"() : () -> ()
"#;

    fn names(ctx: &Context, ops: &[crate::OpRef]) -> Vec<String> {
        ops.iter().map(|&o| ctx.op_name_text(o).trim_start_matches("builtin.").to_string()).collect()
    }

    #[test]
    fn walks_pre_and_post_order() {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let m = parse_source(&mut ctx, NESTED, &ParseOptions::default()).unwrap();
        let mut pre = vec![];
        ctx.walk_ops_pre_order(m, &mut |o| {
            pre.push(o);
            WalkResult::Advance
        });
        assert_eq!(names(&ctx, &pre), ["module", "t.a", "t.b", "t.c", "t.d", "t.e"]);
        let mut post = vec![];
        ctx.walk_ops_post_order(m, &mut |o| post.push(o));
        assert_eq!(names(&ctx, &post), ["t.c", "t.b", "t.d", "t.a", "t.e", "module"]);
        let mut skipped = vec![];
        ctx.walk_ops_pre_order(m, &mut |o| {
            skipped.push(o);
            if ctx.op_name_text(o) == "t.b" {
                WalkResult::Skip
            } else {
                WalkResult::Advance
            }
        });
        assert_eq!(names(&ctx, &skipped), ["module", "t.a", "t.b", "t.d", "t.e"]);
        let mut blocks = 0;
        ctx.walk_blocks(m, &mut |_| blocks += 1);
        assert_eq!(blocks, 3);
    }
}
