//! Dominance as MLIR's `DominanceInfo` defines it, for the verifier.
//!
//! Each multi-block region gets a dominator tree over the successors of its blocks' terminators
//! (Cooper, Harvey and Kennedy's iterative algorithm, then pre/post numbers on the tree so that a
//! query is O(1)). Single-block regions need no tree. Across regions the rules are MLIR's
//! hierarchical ones: a value defined in an enclosing region dominates a use if the def
//! dominates the ancestor of the use in the def's region; graph regions (single-block regions of
//! unregistered ops or of ops with [`crate::traits::GraphRegion`]) have no SSA dominance inside a
//! block; uses in blocks that are unreachable from their region's entry are not checked, and an
//! unreachable block is dominated by every block.
//!
//! Everything is iterative: deep nesting and long CFGs cannot overflow the stack.

use crate::context::Context;
use crate::entity::EntityRef;
use crate::traits::{GraphRegion, IsolatedFromAbove};
use crate::value::Value;
use crate::{BlockRef, OpRef, RegionRef};
use rustc_hash::FxHashMap;
use std::sync::atomic::{AtomicU32, Ordering};

const UNDEF: u32 = u32::MAX;

/// The dominator tree of one region's blocks.
pub struct DomTree {
    index: FxHashMap<BlockRef, u32>,
    /// Pre-order number on the dominator tree, `UNDEF` for blocks unreachable from the entry.
    pre: Vec<u32>,
    /// Post-order number on the dominator tree.
    post: Vec<u32>,
    blocks: Vec<BlockRef>,
    /// The children of each block in the dominator tree.
    children: Vec<Vec<u32>>,
}

impl DomTree {
    /// Builds the dominator tree of `region` (whose first block is the entry).
    pub fn new(ctx: &Context, region: RegionRef) -> DomTree {
        let blocks: Vec<BlockRef> = ctx.region_blocks(region).collect();
        let n = blocks.len();
        let index: FxHashMap<BlockRef, u32> = blocks.iter().enumerate().map(|(i, &b)| (b, i as u32)).collect();
        // Successors as MLIR's `Block::getSuccessors` sees them: the last op's successors, and
        // none at all in a single-block region.
        let succs: Vec<Vec<u32>> = blocks
            .iter()
            .map(|&b| {
                if n < 2 {
                    return Vec::new();
                }
                ctx.block_last_op(b)
                    .map(|t| ctx.successors(t).iter().filter_map(|s| index.get(s).copied()).collect())
                    .unwrap_or_default()
            })
            .collect();
        // Post-order of the CFG from the entry (iterative DFS).
        let mut cfg_post = vec![UNDEF; n];
        let mut order: Vec<u32> = Vec::with_capacity(n);
        if n > 0 {
            let mut visited = vec![false; n];
            let mut stack: Vec<(u32, usize)> = vec![(0, 0)];
            visited[0] = true;
            while let Some(&mut (node, ref mut next)) = stack.last_mut() {
                let node_succs = &succs[node as usize];
                if *next < node_succs.len() {
                    let s = node_succs[*next];
                    *next += 1;
                    if !visited[s as usize] {
                        visited[s as usize] = true;
                        stack.push((s, 0));
                    }
                } else {
                    cfg_post[node as usize] = order.len() as u32;
                    order.push(node);
                    stack.pop();
                }
            }
        }
        let mut preds: Vec<Vec<u32>> = vec![Vec::new(); n];
        for &b in &order {
            for &s in &succs[b as usize] {
                preds[s as usize].push(b);
            }
        }
        // Cooper, Harvey, Kennedy: "A Simple, Fast Dominance Algorithm".
        let mut idom = vec![UNDEF; n];
        if n > 0 {
            idom[0] = 0;
        }
        let mut changed = true;
        while changed {
            changed = false;
            for &b in order.iter().rev() {
                if b == 0 {
                    continue;
                }
                let mut new_idom = UNDEF;
                for &p in &preds[b as usize] {
                    if idom[p as usize] == UNDEF {
                        continue;
                    }
                    new_idom = if new_idom == UNDEF {
                        p
                    } else {
                        let (mut f1, mut f2) = (p, new_idom);
                        while f1 != f2 {
                            while cfg_post[f1 as usize] < cfg_post[f2 as usize] {
                                f1 = idom[f1 as usize];
                            }
                            while cfg_post[f2 as usize] < cfg_post[f1 as usize] {
                                f2 = idom[f2 as usize];
                            }
                        }
                        f1
                    };
                }
                if new_idom != UNDEF && idom[b as usize] != new_idom {
                    idom[b as usize] = new_idom;
                    changed = true;
                }
            }
        }
        // Number the dominator tree so that `a dom b` is an interval test.
        let mut children: Vec<Vec<u32>> = vec![Vec::new(); n];
        for &b in &order {
            if b != 0 && idom[b as usize] != UNDEF {
                children[idom[b as usize] as usize].push(b);
            }
        }
        let (mut pre, mut post) = (vec![UNDEF; n], vec![UNDEF; n]);
        if n > 0 {
            let mut counter = 0u32;
            let mut stack: Vec<(u32, bool)> = vec![(0, false)];
            while let Some((b, exit)) = stack.pop() {
                if exit {
                    post[b as usize] = counter;
                    counter += 1;
                    continue;
                }
                pre[b as usize] = counter;
                counter += 1;
                stack.push((b, true));
                stack.extend(children[b as usize].iter().map(|&c| (c, false)));
            }
        }
        DomTree { index, pre, post, blocks, children }
    }

    fn node(&self, b: BlockRef) -> Option<usize> {
        self.index.get(&b).map(|&i| i as usize).filter(|&i| self.pre[i] != UNDEF)
    }

    /// The blocks `b` immediately dominates (its children in the dominator tree).
    pub fn children(&self, b: BlockRef) -> Vec<BlockRef> {
        match self.node(b) {
            Some(i) => self.children[i].iter().map(|&c| self.blocks[c as usize]).collect(),
            None => Vec::new(),
        }
    }

    /// Whether `b` is reachable from the entry block.
    pub fn is_reachable(&self, b: BlockRef) -> bool {
        self.node(b).is_some()
    }

    /// LLVM's `DominatorTree::properlyDominates(a, b)` on blocks: false when `a == b`; true when
    /// `b` is unreachable; false when `a` is; else whether `a` strictly dominates `b`.
    pub fn properly_dominates(&self, a: BlockRef, b: BlockRef) -> bool {
        if a == b {
            return false;
        }
        let Some(nb) = self.node(b) else { return true };
        let Some(na) = self.node(a) else { return false };
        self.pre[na] < self.pre[nb] && self.post[nb] < self.post[na]
    }
}

/// Whether the ops of `region`'s blocks must follow SSA dominance (MLIR's `hasSSADominance`):
/// always in multi-block regions; in a single-block region, unless its op is unregistered or has
/// graph regions.
pub(crate) fn region_has_ssa_dominance(ctx: &Context, region: RegionRef) -> bool {
    let mut blocks = ctx.region_blocks(region);
    if blocks.next().is_some() && blocks.next().is_some() {
        return true;
    }
    match ctx.region_parent_op(region) {
        None => true,
        Some(op) => match ctx.op_registered_info_ref(op) {
            None => false,
            Some(info) => !info.has_trait::<GraphRegion>(),
        },
    }
}

/// A position in a block: before its first op, or at an op.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Pos {
    Begin,
    At(OpRef),
}

/// One region being walked: the chain of these from the verified op down to the current op
/// gives, for every enclosing region, the block and op that contain the current op.
struct Frame {
    owner: OpRef,
    region_idx: usize,
    region: RegionRef,
    started: bool,
    block: Option<BlockRef>,
    next: Option<OpRef>,
    cur: Option<OpRef>,
    reachable: bool,
    ssa: bool,
}

/// The position of each op in its block, plus one (0: not numbered yet), indexed by op handle:
/// the order of two ops of a block is read in one load instead of a hash lookup. One table
/// serves every checker of a verifier run, in parallel: each numbers the blocks it walks, and
/// a block numbered twice gets the same numbers.
pub(crate) struct OpOrder(Vec<AtomicU32>);

impl OpOrder {
    /// A table for every op `ctx` has allocated, nothing numbered.
    pub(crate) fn new(ctx: &Context) -> Self {
        OpOrder((0..ctx.num_ops_allocated()).map(|_| AtomicU32::new(0)).collect())
    }

    /// An empty table (every position is then computed by walking the block).
    pub(crate) fn empty() -> Self {
        OpOrder(Vec::new())
    }
}

/// Checks the dominance of every use under one op (not crossing isolated-from-above ops).
pub(crate) struct DominanceChecker<'c> {
    ctx: &'c Context,
    doms: FxHashMap<RegionRef, DomTree>,
    ssa: FxHashMap<RegionRef, bool>,
    order: &'c OpOrder,
}

impl<'c> DominanceChecker<'c> {
    /// A checker with empty caches, numbering ops in `order`.
    pub(crate) fn new(ctx: &'c Context, order: &'c OpOrder) -> Self {
        DominanceChecker { ctx, doms: FxHashMap::default(), ssa: FxHashMap::default(), order }
    }

    fn dom(&mut self, region: RegionRef) -> &DomTree {
        let ctx = self.ctx;
        self.doms.entry(region).or_insert_with(|| DomTree::new(ctx, region))
    }

    fn has_ssa(&mut self, region: RegionRef) -> bool {
        let ctx = self.ctx;
        *self.ssa.entry(region).or_insert_with(|| region_has_ssa_dominance(ctx, region))
    }

    fn is_reachable(&mut self, block: BlockRef) -> bool {
        let Some(region) = self.ctx.block_parent_region(block) else { return true };
        if self.ctx.region_entry_block(region) == Some(block) {
            return true;
        }
        self.dom(region).is_reachable(block)
    }

    fn op_index(&mut self, op: OpRef) -> u32 {
        let Some(slot) = self.order.0.get(op.index()) else {
            // An op created after the table (none are, while verifying): walk its block.
            let block = self.ctx.op_parent_block(op);
            return block.and_then(|b| self.ctx.block_ops(b).position(|o| o == op)).map_or(u32::MAX, |i| i as u32);
        };
        let i = slot.load(Ordering::Relaxed);
        if i != 0 {
            return i - 1;
        }
        let Some(block) = self.ctx.op_parent_block(op) else { return u32::MAX };
        for (i, o) in self.ctx.block_ops(block).enumerate() {
            if let Some(s) = self.order.0.get(o.index()) {
                s.store(i as u32 + 1, Ordering::Relaxed);
            }
        }
        slot.load(Ordering::Relaxed).wrapping_sub(1)
    }

    /// `a` strictly before `b`, both in `block`.
    fn is_before(&mut self, a: Pos, b: Pos) -> bool {
        match (a, b) {
            _ if a == b => false,
            (Pos::Begin, _) => true,
            (_, Pos::Begin) => false,
            (Pos::At(x), Pos::At(y)) => self.op_index(x) < self.op_index(y),
        }
    }

    /// The ancestor of (`block`, `pos`) that lies in `region` (MLIR's
    /// `findAncestorIteratorInRegion`), climbing parent ops.
    fn ancestor_in_region(&self, region: RegionRef, block: BlockRef, pos: Pos) -> Option<(BlockRef, Pos)> {
        let ctx = self.ctx;
        if ctx.block_parent_region(block) == Some(region) {
            return Some((block, pos));
        }
        let mut op = ctx.block_parent_op(block)?;
        loop {
            let b = ctx.op_parent_block(op)?;
            if ctx.block_parent_region(b) == Some(region) {
                return Some((b, Pos::At(op)));
            }
            op = ctx.block_parent_op(b)?;
        }
    }

    /// MLIR's `DominanceInfoBase::properlyDominatesImpl`, by climbing the region tree.
    fn properly_dominates_impl(
        &mut self,
        a_block: BlockRef,
        a_pos: Pos,
        b_block: BlockRef,
        b_pos: Pos,
        enclosing_ok: bool,
    ) -> bool {
        let Some(a_region) = self.ctx.block_parent_region(a_block) else { return false };
        if a_block == b_block && a_pos == b_pos {
            return !self.has_ssa(a_region);
        }
        let (mut b_block, mut b_pos) = (b_block, b_pos);
        if self.ctx.block_parent_region(b_block) != Some(a_region) {
            match self.ancestor_in_region(a_region, b_block, b_pos) {
                Some((b, p)) => (b_block, b_pos) = (b, p),
                None => return false,
            }
            if a_block == b_block && a_pos == b_pos && enclosing_ok {
                return true;
            }
        }
        if a_block == b_block {
            if !self.has_ssa(a_region) {
                return true;
            }
            return self.is_before(a_pos, b_pos);
        }
        self.dom(a_region).properly_dominates(a_block, b_block)
    }

    /// MLIR's `DominanceInfo::properlyDominates(Value, Operation *)`, the general way.
    fn value_properly_dominates_slow(&mut self, v: Value, user: OpRef) -> bool {
        let Some(user_block) = self.ctx.op_parent_block(user) else { return false };
        match v {
            Value::Argument { block, .. } => {
                block == user_block || self.properly_dominates_impl(block, Pos::Begin, user_block, Pos::Begin, true)
            }
            Value::Result { op, .. } => {
                let Some(def_block) = self.ctx.op_parent_block(op) else { return false };
                self.properly_dominates_impl(def_block, Pos::At(op), user_block, Pos::At(user), false)
            }
        }
    }

    /// The same query in O(1), using the chain of frames that contain `user` (the top frame's
    /// current op); falls back to climbing for values defined outside the chain.
    fn value_properly_dominates(&mut self, frames: &[Frame], pos: &FxHashMap<RegionRef, usize>, v: Value) -> bool {
        let ctx = self.ctx;
        let def_block = match v {
            Value::Argument { block, .. } => block,
            Value::Result { op, .. } => match ctx.op_parent_block(op) {
                Some(b) => b,
                None => return false,
            },
        };
        let Some(def_region) = ctx.block_parent_region(def_block) else { return false };
        // Most values are defined in the user's own region, the top frame.
        let top = frames.len().wrapping_sub(1);
        let i = match frames.last() {
            Some(f) if f.region == def_region => top,
            _ => match pos.get(&def_region) {
                Some(&i) => i,
                None => {
                    let Some(user) = frames.last().and_then(|f| f.cur) else { return false };
                    return self.value_properly_dominates_slow(v, user);
                }
            },
        };
        let frame = &frames[i];
        let (Some(anc_block), Some(anc_op)) = (frame.block, frame.cur) else { return false };
        let ssa = frame.ssa;
        match v {
            Value::Argument { .. } => {
                def_block == anc_block || self.dom(def_region).properly_dominates(def_block, anc_block)
            }
            Value::Result { op, .. } => {
                if def_block == anc_block {
                    if op == anc_op {
                        return !ssa;
                    }
                    !ssa || self.is_before(Pos::At(op), Pos::At(anc_op))
                } else {
                    self.dom(def_region).properly_dominates(def_block, anc_block)
                }
            }
        }
    }

    fn make_frame(&mut self, owner: OpRef, region_idx: usize) -> Frame {
        let region = self.ctx.op_regions(owner)[region_idx];
        let ssa = self.has_ssa(region);
        Frame { owner, region_idx, region, started: false, block: None, next: None, cur: None, reachable: true, ssa }
    }

    /// Checks every use in the regions of `root` and below (not inside nested isolated-from-above
    /// ops, which are checked on their own). Returns the use MLIR reports first, as (user,
    /// operand number).
    pub(crate) fn check(&mut self, root: OpRef) -> Option<(OpRef, usize)> {
        let ctx = self.ctx;
        let mut failing: FxHashMap<OpRef, usize> = FxHashMap::default();
        let mut frames: Vec<Frame> = Vec::new();
        let mut pos: FxHashMap<RegionRef, usize> = FxHashMap::default();
        if !ctx.op_regions(root).is_empty() {
            let f = self.make_frame(root, 0);
            pos.insert(f.region, 0);
            frames.push(f);
        }
        while let Some(t) = frames.len().checked_sub(1) {
            // Advance the top frame to its next op.
            let op = loop {
                let f = &mut frames[t];
                if let Some(o) = f.next {
                    f.next = ctx.op_next(o);
                    f.cur = Some(o);
                    break Some(o);
                }
                let next_block =
                    if f.started { f.block.and_then(|b| ctx.block_next(b)) } else { ctx.region_entry_block(f.region) };
                f.started = true;
                match next_block {
                    Some(b) => {
                        f.block = Some(b);
                        f.next = ctx.block_first_op(b);
                        f.cur = None;
                        let reachable = self.is_reachable(b);
                        frames[t].reachable = reachable;
                    }
                    None => break None,
                }
            };
            let Some(op) = op else {
                // This region is done: go on with the owner's next region, or pop.
                let f = frames.pop().expect("frame present");
                pos.remove(&f.region);
                if f.region_idx + 1 < ctx.op_regions(f.owner).len() {
                    let nf = self.make_frame(f.owner, f.region_idx + 1);
                    pos.insert(nf.region, frames.len());
                    frames.push(nf);
                }
                continue;
            };
            if frames[t].reachable {
                for (i, v) in ctx.operands(op).enumerate() {
                    if !self.value_properly_dominates(&frames, &pos, v) {
                        failing.insert(op, i);
                        break;
                    }
                }
            }
            if !ctx.op_regions(op).is_empty() && !ctx.op_has_trait::<IsolatedFromAbove>(op) {
                let nf = self.make_frame(op, 0);
                pos.insert(nf.region, frames.len());
                frames.push(nf);
            }
        }
        if failing.is_empty() {
            return None;
        }
        // MLIR checks ops in the order of its worklist; report the first failure in that order.
        let mut worklist = vec![root];
        while let Some(op) = worklist.pop() {
            for &r in ctx.op_regions(op) {
                for b in ctx.region_blocks(r) {
                    for o in ctx.block_ops(b) {
                        if let Some(&i) = failing.get(&o) {
                            return Some((o, i));
                        }
                        if !ctx.op_regions(o).is_empty() && !ctx.op_has_trait::<IsolatedFromAbove>(o) {
                            worklist.push(o);
                        }
                    }
                }
            }
        }
        None
    }
}
