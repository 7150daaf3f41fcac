//! SSA value and block naming as MLIR's printer does it: `%0`, `%arg0`, `^bb0`, numbered per
//! region in the order MLIR numbers them (a region's own values first, then nested regions, each
//! starting from the counters left by their parent region).
//!
//! Names live in dense side tables indexed by entity handle (as Cranelift's secondary maps), so
//! looking one up while printing is an array access.

use crate::context::Context;
use crate::entity::EntityRef;
use crate::value::Value;
use crate::{BlockRef, OpRef, RegionRef};

const NONE: u32 = u32::MAX;

/// The printed names of the values and blocks under a root op.
#[derive(Default)]
pub struct NameState {
    /// Per op: the number of its first result (`%N`; multi-result ops print `%N#i`).
    results: Vec<u32>,
    /// Per block: the number of its first argument and whether they are `%argN` (entry block).
    args: Vec<(u32, bool)>,
    /// Per block: its number within its region (`^bbN`).
    blocks: Vec<u32>,
}

#[derive(Copy, Clone)]
struct Counters {
    value: u32,
    arg: u32,
}

/// Appends the decimal digits of `n` (faster than `write!` on the printer's hot path).
#[inline]
pub fn push_u32(out: &mut String, mut n: u32) {
    let mut buf = [0u8; 10];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    // The buffer holds ASCII digits only.
    out.push_str(std::str::from_utf8(&buf[i..]).unwrap_or("0"));
}

impl NameState {
    /// Numbers everything nested in `root` (the root's own results are numbered first, in the
    /// scope of the root).
    pub fn new(ctx: &Context, root: OpRef) -> Self {
        let mut s = NameState {
            results: vec![NONE; ctx.ops.len()],
            args: vec![(NONE, false); ctx.blocks.len()],
            blocks: vec![NONE; ctx.blocks.len()],
        };
        let mut c = Counters { value: 0, arg: 0 };
        s.number_op(ctx, root, &mut c);
        let mut stack: Vec<(RegionRef, Counters)> = Vec::new();
        for &r in ctx.op_regions(root).iter().rev() {
            stack.push((r, c));
        }
        let mut nested = Vec::new();
        while let Some((region, mut c)) = stack.pop() {
            s.number_region(ctx, region, &mut c);
            nested.clear();
            for b in ctx.region_blocks(region) {
                for op in ctx.block_ops(b) {
                    for &r in ctx.op_regions(op) {
                        nested.push((r, c));
                    }
                }
            }
            stack.extend(nested.iter().rev().copied());
        }
        s
    }

    fn number_op(&mut self, ctx: &Context, op: OpRef, c: &mut Counters) {
        if ctx.num_results(op) > 0 {
            self.results[op.index()] = c.value;
            c.value += 1;
        }
    }

    fn number_region(&mut self, ctx: &Context, region: RegionRef, c: &mut Counters) {
        for (i, b) in ctx.region_blocks(region).enumerate() {
            self.blocks[b.index()] = i as u32;
            let n = ctx.num_block_arguments(b) as u32;
            if i == 0 {
                self.args[b.index()] = (c.arg, true);
                c.arg += n;
            } else {
                self.args[b.index()] = (c.value, false);
                c.value += n;
            }
            for op in ctx.block_ops(b) {
                self.number_op(ctx, op, c);
            }
        }
    }

    /// Writes the name of `v` (e.g. `%0`, `%1#2`, `%arg0`) into `out`.
    pub fn write_value(&self, ctx: &Context, v: Value, out: &mut String) {
        match v {
            Value::Result { op, index } => match self.results.get(op.index()).copied().filter(|&n| n != NONE) {
                Some(n) => {
                    out.push('%');
                    push_u32(out, n);
                    if ctx.num_results(op) > 1 {
                        out.push('#');
                        push_u32(out, index);
                    }
                }
                None => out.push_str("<<UNKNOWN SSA VALUE>>"),
            },
            Value::Argument { block, index } => match self.args.get(block.index()).copied() {
                Some((base, entry)) if base != NONE => {
                    out.push_str(if entry { "%arg" } else { "%" });
                    push_u32(out, base + index);
                }
                _ => out.push_str("<<UNKNOWN SSA VALUE>>"),
            },
        }
    }

    /// Writes the name of the result group of `op` (`%0`, without `#i`) into `out`.
    pub fn write_result_group(&self, op: OpRef, out: &mut String) {
        match self.results.get(op.index()).copied().filter(|&n| n != NONE) {
            Some(n) => {
                out.push('%');
                push_u32(out, n);
            }
            None => out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    /// The number of `block` within its region (`^bbN`).
    pub fn block_number(&self, block: BlockRef) -> Option<u32> {
        self.blocks.get(block.index()).copied().filter(|&n| n != NONE)
    }
}
