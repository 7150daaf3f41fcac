//! MLIR's block `Liveness` analysis (`Analysis/Liveness.cpp`), as the ownership-based
//! deallocation asks it: the values live into and out of each block of an op's regions.
//!
//! A block uses the values its ops (at any depth) read that are defined outside it; a value it
//! defines (an argument or a result of one of its ops) is live out when a block of the same
//! region uses it; live in = used ∪ (live out − defined), and live out takes the live-in values
//! of the successors, iterated to a fixpoint.

use oxir::{BlockRef, Context, OpRef, Value};
use std::collections::{HashMap, HashSet};

#[derive(Default)]
struct Info {
    defs: HashSet<Value>,
    uses: HashSet<Value>,
    live_in: HashSet<Value>,
    live_out: HashSet<Value>,
}

/// Live-in and live-out values of every block under an op.
pub struct Liveness {
    blocks: HashMap<BlockRef, Info>,
}

/// The block of `block`'s region that holds (at any depth) `op`, if any.
fn ancestor_block_in_region(ctx: &Context, block: BlockRef, mut op: OpRef) -> Option<BlockRef> {
    let region = ctx.block_parent_region(block)?;
    loop {
        let b = ctx.op_parent_block(op)?;
        if ctx.block_parent_region(b) == Some(region) {
            return Some(b);
        }
        op = ctx.op_parent_op(op)?;
    }
}

impl Liveness {
    /// Computes liveness for every block nested in `op`.
    pub fn new(ctx: &Context, op: OpRef) -> Liveness {
        let mut blocks: HashMap<BlockRef, Info> = HashMap::new();
        let mut order = Vec::new();
        ctx.walk_blocks(op, &mut |b| order.push(b));
        for &block in &order {
            let mut info = Info::default();
            let mut out = HashSet::new();
            let gather = |v: Value, out: &mut HashSet<Value>| {
                if ctx.users(v).any(|u| ancestor_block_in_region(ctx, block, u) != Some(block)) {
                    out.insert(v);
                }
            };
            for a in ctx.block_arguments(block) {
                info.defs.insert(a);
                gather(a, &mut out);
            }
            for top in ctx.block_ops(block) {
                ctx.walk_ops_pre_order(top, &mut |o| {
                    info.defs.extend(ctx.results(o));
                    info.uses.extend(ctx.operands(o));
                    for &r in ctx.op_regions(o) {
                        for b in ctx.region_blocks(r) {
                            info.defs.extend(ctx.block_arguments(b));
                        }
                    }
                    oxir::WalkResult::Advance
                });
                for r in ctx.results(top) {
                    gather(r, &mut out);
                }
            }
            let defs = &info.defs;
            info.uses.retain(|v| !defs.contains(v));
            info.live_out = out;
            info.live_in = info.uses.union(&info.live_out).filter(|v| !info.defs.contains(v)).copied().collect();
            blocks.insert(block, info);
        }
        let mut work: Vec<BlockRef> = Vec::new();
        for &block in &order {
            for p in predecessors(ctx, block) {
                if !work.contains(&p) {
                    work.push(p);
                }
            }
        }
        while let Some(current) = work.pop() {
            let succs = successors(ctx, current);
            let mut add = HashSet::new();
            for s in succs {
                if let Some(i) = blocks.get(&s) {
                    add.extend(i.live_in.iter().copied());
                }
            }
            let Some(info) = blocks.get_mut(&current) else { continue };
            info.live_out.extend(add);
            let new_in: HashSet<Value> =
                info.uses.union(&info.live_out).filter(|v| !info.defs.contains(v)).copied().collect();
            if new_in.len() != info.live_in.len() {
                info.live_in = new_in;
                for p in predecessors(ctx, current) {
                    if !work.contains(&p) {
                        work.push(p);
                    }
                }
            }
        }
        Liveness { blocks }
    }

    /// The values live into `block`.
    pub fn live_in(&self, block: BlockRef) -> Vec<Value> {
        self.blocks.get(&block).map(|i| i.live_in.iter().copied().collect()).unwrap_or_default()
    }

    /// Whether `v` is live into `block`.
    pub fn is_live_in(&self, block: BlockRef, v: Value) -> bool {
        self.blocks.get(&block).is_some_and(|i| i.live_in.contains(&v))
    }

    /// The values live out of `block`.
    pub fn live_out(&self, block: BlockRef) -> Vec<Value> {
        self.blocks.get(&block).map(|i| i.live_out.iter().copied().collect()).unwrap_or_default()
    }
}

/// The successors of `block` (those of its terminator).
pub fn successors(ctx: &Context, block: BlockRef) -> Vec<BlockRef> {
    ctx.block_last_op(block).map(|t| ctx.successors(t).to_vec()).unwrap_or_default()
}

/// The predecessors of `block`: the blocks of its region whose terminator branches to it.
fn predecessors(ctx: &Context, block: BlockRef) -> Vec<BlockRef> {
    let Some(region) = ctx.block_parent_region(block) else { return Vec::new() };
    ctx.region_blocks(region).filter(|&b| successors(ctx, b).contains(&block)).collect()
}
