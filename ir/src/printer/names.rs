//! SSA value and block naming as MLIR's printer does it: `%0`, `%arg0`, `^bb0`, numbered per
//! region in the order MLIR numbers them (a region's own values first, then nested regions, each
//! starting from the counters left by their parent region).

use crate::context::Context;
use crate::value::Value;
use crate::{BlockRef, OpRef, RegionRef};
use rustc_hash::FxHashMap;

/// The printed names of the values and blocks under a root op.
#[derive(Default)]
pub struct NameState {
    /// For op results: the op's first result name number. Multi-result ops use `%N#i`.
    results: FxHashMap<OpRef, u32>,
    /// For block arguments: (is entry argument `%argN`, number).
    args: FxHashMap<(BlockRef, u32), (bool, u32)>,
    /// Block numbers within their region, and their ordering.
    blocks: FxHashMap<BlockRef, u32>,
}

#[derive(Copy, Clone)]
struct Counters {
    value: u32,
    arg: u32,
}

impl NameState {
    /// Numbers everything nested in `root` (the root's own results are numbered first, in the
    /// scope of the root).
    pub fn new(ctx: &Context, root: OpRef) -> Self {
        let mut s = NameState::default();
        let mut c = Counters { value: 0, arg: 0 };
        s.number_op(ctx, root, &mut c);
        let mut stack: Vec<(RegionRef, Counters)> = Vec::new();
        for &r in ctx.op_regions(root).iter().rev() {
            stack.push((r, c));
        }
        while let Some((region, mut c)) = stack.pop() {
            s.number_region(ctx, region, &mut c);
            let mut nested = Vec::new();
            for b in ctx.region_blocks(region) {
                for op in ctx.block_ops(b) {
                    for &r in ctx.op_regions(op) {
                        nested.push((r, c));
                    }
                }
            }
            stack.extend(nested.into_iter().rev());
        }
        s
    }

    fn number_op(&mut self, ctx: &Context, op: OpRef, c: &mut Counters) {
        let n = ctx.num_results(op) as u32;
        if n > 0 {
            self.results.insert(op, c.value);
            c.value += 1;
        }
    }

    fn number_region(&mut self, ctx: &Context, region: RegionRef, c: &mut Counters) {
        for (i, b) in ctx.region_blocks(region).enumerate() {
            self.blocks.insert(b, i as u32);
            let entry = i == 0;
            for a in 0..ctx.num_block_arguments(b) as u32 {
                if entry {
                    self.args.insert((b, a), (true, c.arg));
                    c.arg += 1;
                } else {
                    self.args.insert((b, a), (false, c.value));
                    c.value += 1;
                }
            }
            for op in ctx.block_ops(b) {
                self.number_op(ctx, op, c);
            }
        }
    }

    /// Writes the name of `v` (e.g. `%0`, `%1#2`, `%arg0`) into `out`.
    pub fn write_value(&self, ctx: &Context, v: Value, out: &mut String) {
        use std::fmt::Write;
        match v {
            Value::Result { op, index } => match self.results.get(&op) {
                Some(&n) => {
                    let _ = write!(out, "%{n}");
                    if ctx.num_results(op) > 1 {
                        let _ = write!(out, "#{index}");
                    }
                }
                None => out.push_str("<<UNKNOWN SSA VALUE>>"),
            },
            Value::Argument { block, index } => match self.args.get(&(block, index)) {
                Some(&(true, n)) => {
                    let _ = write!(out, "%arg{n}");
                }
                Some(&(false, n)) => {
                    let _ = write!(out, "%{n}");
                }
                None => out.push_str("<<UNKNOWN SSA VALUE>>"),
            },
        }
    }

    /// Writes the name of the result group of `op` (`%0`, without `#i`) into `out`.
    pub fn write_result_group(&self, op: OpRef, out: &mut String) {
        use std::fmt::Write;
        match self.results.get(&op) {
            Some(&n) => {
                let _ = write!(out, "%{n}");
            }
            None => out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    /// The number of `block` within its region (`^bbN`).
    pub fn block_number(&self, block: BlockRef) -> Option<u32> {
        self.blocks.get(&block).copied()
    }
}
