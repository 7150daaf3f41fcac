//! Region simplification (MLIR's `simplifyRegions` from `RegionUtils`), which the greedy
//! driver runs after each iteration:
//!
//! 1. [`erase_unreachable_blocks`]: blocks not reachable from their region's entry go;
//! 2. [`run_region_dce`]: an optimistic liveness fixpoint over ops, block arguments and the
//!    operands branches forward to them, deleting dead ops (also dead cycles through loops),
//!    the dead arguments of non-entry blocks and the successor operands feeding them;
//! 3. only when merging blocks (`GreedySimplifyRegionLevel::Aggressive`):
//!    [`merge_identical_blocks`], which merges blocks that differ only in values defined
//!    outside them (those become new block arguments), then [`drop_redundant_arguments`],
//!    which replaces block arguments every predecessor passes the same value for.
//!
//! Successor operands are read and changed through the ops' [`BranchOpInterface`]; blocks
//! reached from terminators without it keep their arguments.

use super::greedy::would_be_trivially_dead;
use crate::context::Context;
use crate::registry::BranchOpInterface;
use crate::traits::IsTerminator;
use crate::value::Value;
use crate::{BlockRef, OpRef, RegionRef};
use rustc_hash::{FxHashMap, FxHashSet};
use std::ops::Range;

/// Runs the region simplifications over `regions` and everything nested in them; with
/// `merge_blocks` also merges identical blocks and drops redundant block arguments (MLIR's
/// aggressive level). Returns whether anything changed (as MLIR does, erasing only dead block
/// arguments does not count).
pub fn simplify_regions(ctx: &mut Context, regions: &[RegionRef], merge_blocks: bool) -> bool {
    let erased_blocks = erase_unreachable_blocks(ctx, regions);
    let erased_dead = run_region_dce(ctx, regions);
    let mut merged = false;
    let mut dropped = false;
    if merge_blocks {
        merged = merge_identical_blocks(ctx, regions);
        dropped = drop_redundant_arguments(ctx, regions);
    }
    erased_blocks || erased_dead || merged || dropped
}

/// The branch interface of `op`, if it is registered with one.
pub fn branch_interface(ctx: &Context, op: OpRef) -> Option<BranchOpInterface> {
    ctx.op_registered_info(op)?.branch
}

/// The operand indices `op` forwards to its successor `succ`, if `op` is a branch.
pub fn successor_operand_range(ctx: &Context, op: OpRef, succ: usize) -> Option<Range<usize>> {
    Some((branch_interface(ctx, op)?.successor_operands)(ctx, op, succ))
}

/// The operands `op` forwards to its successor `succ`, if `op` is a branch.
pub fn successor_operands(ctx: &Context, op: OpRef, succ: usize) -> Option<Vec<Value>> {
    let range = successor_operand_range(ctx, op, succ)?;
    Some(range.map(|i| ctx.operand(op, i)).collect())
}

/// Replaces the operands branch `op` forwards to successor `succ`; returns `false` (changing
/// nothing) if `op` is not a branch.
pub fn set_successor_operands(ctx: &mut Context, op: OpRef, succ: usize, values: &[Value]) -> bool {
    match branch_interface(ctx, op) {
        Some(b) => {
            (b.set_successor_operands)(ctx, op, succ, values);
            true
        }
        None => false,
    }
}

/// The predecessor edges of `block`: (terminator, successor index) for every successor slot
/// that names `block`.
pub fn predecessor_edges(ctx: &Context, block: BlockRef) -> Vec<(OpRef, usize)> {
    let mut edges = Vec::new();
    let Some(region) = ctx.block_parent_region(block) else { return edges };
    for b in ctx.region_blocks(region) {
        if let Some(t) = ctx.block_last_op(b) {
            for (i, &s) in ctx.successors(t).iter().enumerate() {
                if s == block {
                    edges.push((t, i));
                }
            }
        }
    }
    edges
}

/// The successor blocks of `block` (those of its last op).
fn block_successors(ctx: &Context, block: BlockRef) -> Vec<BlockRef> {
    ctx.block_last_op(block).map(|t| ctx.successors(t).to_vec()).unwrap_or_default()
}

/// The blocks reachable from `entry`, in depth-first post-order (successors in order).
fn post_order(ctx: &Context, entry: BlockRef) -> Vec<BlockRef> {
    let mut out = Vec::new();
    let mut seen = FxHashSet::default();
    seen.insert(entry);
    let mut stack: Vec<(BlockRef, Vec<BlockRef>, usize)> = vec![(entry, block_successors(ctx, entry), 0)];
    while let Some(top) = stack.last_mut() {
        if top.2 < top.1.len() {
            let next = top.1[top.2];
            top.2 += 1;
            if seen.insert(next) {
                let succs = block_successors(ctx, next);
                stack.push((next, succs, 0));
            }
        } else {
            out.push(top.0);
            stack.pop();
        }
    }
    out
}

/// The regions of the ops of `block`.
fn nested_regions_of_block(ctx: &Context, block: BlockRef) -> Vec<RegionRef> {
    ctx.block_ops(block).flat_map(|op| ctx.op_regions(op).to_vec()).collect()
}

/// Erases the blocks of `regions` (and of the regions nested in their reachable blocks) that
/// cannot be reached from their region's entry block; returns whether any was erased (MLIR's
/// `eraseUnreachableBlocks`).
pub fn erase_unreachable_blocks(ctx: &mut Context, regions: &[RegionRef]) -> bool {
    let mut erased = false;
    let mut worklist: Vec<RegionRef> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        let blocks: Vec<BlockRef> = ctx.region_blocks(region).collect();
        if blocks.len() == 1 {
            worklist.extend(nested_regions_of_block(ctx, blocks[0]));
            continue;
        }
        let Some(&entry) = blocks.first() else { continue };
        let reachable: FxHashSet<BlockRef> = post_order(ctx, entry).into_iter().collect();
        let dead: Vec<BlockRef> = blocks.iter().copied().filter(|b| !reachable.contains(b)).collect();
        // Dead blocks may use each other's values: drop every use they hold first.
        for &b in &dead {
            for op in ctx.block_ops(b).collect::<Vec<_>>() {
                let mut nested = Vec::new();
                ctx.walk_ops_post_order(op, &mut |o| nested.push(o));
                for o in nested {
                    ctx.set_operands(o, &[]);
                }
            }
        }
        for &b in &dead {
            if ctx.erase_block(b).is_ok() {
                erased = true;
            }
        }
        for b in blocks.into_iter().filter(|b| reachable.contains(b)) {
            worklist.extend(nested_regions_of_block(ctx, b));
        }
    }
    erased
}

/// What [`run_region_dce`]'s fixpoint has proved live so far (everything else is dead). An op
/// result is live exactly when its op is.
#[derive(Default)]
struct LiveMap {
    ops: super::op_set::OpSet,
    values: FxHashSet<Value>,
    changed: bool,
}

impl LiveMap {
    fn op_live(&self, op: OpRef) -> bool {
        self.ops.contains(op)
    }
    fn value_live(&self, v: Value) -> bool {
        match v {
            Value::Result { op, .. } => self.op_live(op),
            Value::Argument { .. } => self.values.contains(&v),
        }
    }
    fn set_op_live(&mut self, op: OpRef) {
        self.changed |= self.ops.insert(op);
    }
    fn set_value_live(&mut self, v: Value) {
        match v {
            Value::Result { op, .. } => self.set_op_live(op),
            Value::Argument { .. } => self.changed |= self.values.insert(v),
        }
    }
}

/// The block argument operand `index` of terminator `op` is forwarded to, if `op` is a branch
/// and the operand is a successor operand.
fn forwarded_argument(ctx: &Context, op: OpRef, index: usize) -> Option<Value> {
    let branch = branch_interface(ctx, op)?;
    for (i, &succ) in ctx.successors(op).iter().enumerate() {
        let range = (branch.successor_operands)(ctx, op, i);
        if range.contains(&index) {
            return ctx.block_arguments(succ).nth(index - range.start);
        }
    }
    None
}

/// A use by a live op keeps a value live, except a successor operand of a branch whose
/// block argument is not (yet) live: each such operand is like an operand of a separate phi.
fn use_keeps_alive(ctx: &Context, owner: OpRef, index: usize, live: &LiveMap) -> bool {
    if !live.op_live(owner) {
        return false;
    }
    if ctx.op_has_trait::<IsTerminator>(owner) {
        if let Some(arg) = forwarded_argument(ctx, owner, index) {
            return live.value_live(arg);
        }
    }
    true
}

fn process_value(ctx: &Context, v: Value, live: &mut LiveMap) {
    if ctx.uses(v).any(|u| use_keeps_alive(ctx, u.owner, u.index as usize, live)) {
        live.set_value_live(v);
    }
}

fn propagate_terminator(ctx: &Context, op: OpRef, live: &mut LiveMap) {
    live.set_op_live(op);
    // Without a branch interface the forwarded operands are unknown: every successor argument
    // is live. With one, only operands the terminator produces itself would be (cf has none).
    if branch_interface(ctx, op).is_none() {
        for &succ in ctx.successors(op) {
            for a in ctx.block_arguments(succ) {
                live.set_value_live(a);
            }
        }
    }
}

fn propagate_op(ctx: &Context, op: OpRef, live: &mut LiveMap) {
    for &r in ctx.op_regions(op) {
        propagate_region(ctx, r, live);
    }
    if ctx.op_has_trait::<IsTerminator>(op) {
        return propagate_terminator(ctx, op, live);
    }
    if live.op_live(op) {
        return;
    }
    if !would_be_trivially_dead(ctx, op) {
        live.set_op_live(op);
        return;
    }
    for v in ctx.results(op) {
        process_value(ctx, v, live);
    }
}

fn propagate_region(ctx: &Context, region: RegionRef, live: &mut LiveMap) {
    let Some(entry) = ctx.region_entry_block(region) else { return };
    for block in post_order(ctx, entry) {
        let mut at = ctx.block_last_op(block);
        while let Some(op) = at {
            at = ctx.op_prev(op);
            propagate_op(ctx, op, live);
        }
        // Entry block arguments are never removed: their liveness is not tracked.
        if block == entry {
            continue;
        }
        for a in ctx.block_arguments(block) {
            if !live.value_live(a) {
                process_value(ctx, a, live);
            }
        }
    }
}

/// Drops the operands `terminator` forwards to dead block arguments.
fn erase_dead_successor_operands(ctx: &mut Context, terminator: OpRef, live: &LiveMap) {
    let Some(branch) = branch_interface(ctx, terminator) else { return };
    let n = ctx.successors(terminator).len();
    for succ in (0..n).rev() {
        let dest = ctx.successors(terminator)[succ];
        let range = (branch.successor_operands)(ctx, terminator, succ);
        let operands: Vec<Value> = range.clone().map(|i| ctx.operand(terminator, i)).collect();
        let kept: Vec<Value> = operands
            .iter()
            .enumerate()
            .filter(|&(i, _)| ctx.block_arguments(dest).nth(i).is_none_or(|a| live.value_live(a)))
            .map(|(_, &v)| v)
            .collect();
        if kept.len() != operands.len() {
            (branch.set_successor_operands)(ctx, terminator, succ, &kept);
        }
    }
}

fn delete_dead(ctx: &mut Context, regions: &[RegionRef], live: &LiveMap) -> bool {
    let mut erased = false;
    for &region in regions {
        let Some(entry) = ctx.region_entry_block(region) else { continue };
        let single_block = ctx.region_blocks(region).nth(1).is_none();
        for block in post_order(ctx, entry) {
            if !single_block {
                if let Some(t) = ctx.block_last_op(block) {
                    erase_dead_successor_operands(ctx, t, live);
                }
            }
            // Backwards, taking each op's predecessor before the op may be erased (nothing
            // else in this block is erased meanwhile).
            let mut at = ctx.block_last_op(block);
            while let Some(op) = at {
                at = ctx.op_prev(op);
                if ctx.is_erased(op) {
                    continue;
                }
                if live.op_live(op) {
                    let nested = ctx.op_regions(op).to_vec();
                    erased |= delete_dead(ctx, &nested, live);
                    continue;
                }
                // Dead cycles (graph regions, loops) may still use the results: those users
                // are dead too and lose their operands now.
                let users: Vec<OpRef> = if ctx.results(op).any(|r| ctx.has_uses(r)) {
                    ctx.results(op).flat_map(|r| ctx.users(r).collect::<Vec<_>>()).collect()
                } else {
                    Vec::new()
                };
                for u in users {
                    if !live.op_live(u) && !ctx.is_erased(u) {
                        ctx.set_operands(u, &[]);
                    }
                }
                if ctx.erase_op(op).is_ok() {
                    erased = true;
                }
            }
        }
        let blocks: Vec<BlockRef> = ctx.region_blocks(region).skip(1).collect();
        for block in blocks {
            for i in (0..ctx.num_block_arguments(block)).rev() {
                let a = Value::Argument { block, index: i as u32 };
                if !live.value_live(a) {
                    let _ = ctx.erase_block_argument(block, i);
                }
            }
        }
    }
    erased
}

/// MLIR's `runRegionDCE`: proves ops, block arguments and successor operands live by a
/// fixpoint that starts from everything dead (so dead cycles go too), then deletes the dead
/// ops, the dead arguments of non-entry blocks and the branch operands that fed them. Returns
/// whether an op was erased.
pub fn run_region_dce(ctx: &mut Context, regions: &[RegionRef]) -> bool {
    // The bits of every op handle, so the backward walks do not grow the set at its front.
    let mut live = LiveMap { ops: super::op_set::OpSet::covering(ctx.num_ops_allocated()), ..LiveMap::default() };
    loop {
        live.changed = false;
        for &r in regions {
            propagate_region(ctx, r, &mut live);
        }
        if !live.changed {
            break;
        }
    }
    delete_dead(ctx, regions, &live)
}

/// Whether `a` and `b` are the same op up to their operand values and locations (MLIR's
/// `OperationEquivalence::isEquivalentTo` with `ignoreValueEquivalence`, for ops without
/// non-empty regions).
fn ops_equivalent_ignoring_operands(ctx: &Context, a: OpRef, b: OpRef) -> bool {
    ctx.op_name_of(a) == ctx.op_name_of(b)
        && ctx.op_attr_dict(a) == ctx.op_attr_dict(b)
        && ctx.op_properties(a) == ctx.op_properties(b)
        && ctx.op_regions(a).len() == ctx.op_regions(b).len()
        && ctx.successors(a).len() == ctx.successors(b).len()
        && ctx.num_operands(a) == ctx.num_operands(b)
        && ctx.num_results(a) == ctx.num_results(b)
        && ctx.operands(a).zip(ctx.operands(b)).all(|(x, y)| ctx.value_type(x) == ctx.value_type(y))
        && ctx.result_types(a).eq(ctx.result_types(b))
}

/// The position of a value defined in `block` among the block's values: arguments first,
/// then the results of its ops in order (MLIR's `BlockEquivalenceData::getOrderOf`).
fn order_in_block(ctx: &Context, block: BlockRef, v: Value) -> Option<usize> {
    match v {
        Value::Argument { index, .. } => Some(index as usize),
        Value::Result { op, index } => {
            let mut order = ctx.num_block_arguments(block);
            for o in ctx.block_ops(block) {
                if o == op {
                    return Some(order + index as usize);
                }
                order += ctx.num_results(o);
            }
            None
        }
    }
}

/// Whether any use of a value defined by `op` (results) lies outside `block`.
fn used_outside(ctx: &Context, v: Value, block: BlockRef) -> bool {
    ctx.users(v).any(|u| ancestor_in_block(ctx, u, block).is_none())
}

/// The op of `block` that is or contains `op`, if any.
fn ancestor_in_block(ctx: &Context, mut op: OpRef, block: BlockRef) -> Option<OpRef> {
    loop {
        if ctx.op_parent_block(op) == Some(block) {
            return Some(op);
        }
        op = ctx.op_parent_op(op)?;
    }
}

/// A value defined outside a block can become a successor operand of the merged block unless
/// it is the result of the terminator of one of the block's predecessors.
fn valid_successor_arg(ctx: &Context, block: BlockRef, v: Value) -> bool {
    let Some(def) = ctx.defining_op(v) else { return true };
    let Some(def_block) = ctx.op_parent_block(def) else { return true };
    if ctx.block_last_op(def_block) != Some(def) {
        return true;
    }
    !predecessor_edges(ctx, block).iter().any(|&(t, _)| ctx.op_parent_block(t) == Some(def_block))
}

/// A leader block and the blocks found identical to it.
struct MergeCluster {
    leader: BlockRef,
    blocks: Vec<BlockRef>,
    /// (op position, operand index) pairs whose values differ between the blocks and become
    /// new arguments of the leader; sorted.
    operands_to_merge: std::collections::BTreeSet<(usize, usize)>,
}

impl MergeCluster {
    /// Adds `block` if it is identical to the leader up to values defined outside the blocks.
    fn try_add(&mut self, ctx: &Context, block: BlockRef) -> bool {
        let leader = self.leader;
        let lt: Vec<_> = ctx.block_arguments(leader).map(|a| ctx.value_type(a)).collect();
        let rt: Vec<_> = ctx.block_arguments(block).map(|a| ctx.value_type(a)).collect();
        if lt != rt {
            return false;
        }
        let lops: Vec<OpRef> = ctx.block_ops(leader).collect();
        let rops: Vec<OpRef> = ctx.block_ops(block).collect();
        if lops.len() != rops.len() {
            return false;
        }
        let mut mismatched = Vec::new();
        for (i, (&l, &r)) in lops.iter().zip(&rops).enumerate() {
            if !ops_equivalent_ignoring_operands(ctx, l, r) {
                return false;
            }
            for (k, (lv, rv)) in ctx.operands(l).zip(ctx.operands(r)).enumerate() {
                if lv == rv {
                    continue;
                }
                if ctx.value_type(lv) != ctx.value_type(rv) {
                    return false;
                }
                let l_in = ctx.value_parent_block(lv) == Some(leader);
                let r_in = ctx.value_parent_block(rv) == Some(block);
                if l_in != r_in {
                    return false;
                }
                if !l_in {
                    if !valid_successor_arg(ctx, leader, lv) || !valid_successor_arg(ctx, block, rv) {
                        return false;
                    }
                    mismatched.push((i, k));
                    continue;
                }
                if order_in_block(ctx, leader, lv) != order_in_block(ctx, block, rv) {
                    return false;
                }
            }
            if ctx.results(r).any(|v| used_outside(ctx, v, block))
                || ctx.results(l).any(|v| used_outside(ctx, v, leader))
            {
                return false;
            }
        }
        self.operands_to_merge.extend(mismatched);
        self.blocks.push(block);
        true
    }

    /// Merges the cluster's blocks into the leader; returns whether it did.
    fn merge(&self, ctx: &mut Context) -> bool {
        if self.blocks.is_empty() {
            return false;
        }
        let leader = self.leader;
        if !self.operands_to_merge.is_empty() {
            let updatable = |ctx: &Context, b: BlockRef| {
                predecessor_edges(ctx, b).iter().all(|&(t, _)| branch_interface(ctx, t).is_some())
            };
            if !updatable(ctx, leader) || !self.blocks.iter().all(|&b| updatable(ctx, b)) {
                return false;
            }
            let all: Vec<BlockRef> = std::iter::once(leader).chain(self.blocks.iter().copied()).collect();
            let ops: Vec<Vec<OpRef>> = all.iter().map(|&b| ctx.block_ops(b).collect()).collect();
            let old_args = ctx.num_block_arguments(leader);
            let mut new_args: Vec<Vec<Value>> = vec![Vec::new(); all.len()];
            for &(op_i, operand_i) in &self.operands_to_merge {
                for (i, block_ops) in ops.iter().enumerate() {
                    let op = block_ops[op_i];
                    let v = ctx.operand(op, operand_i);
                    new_args[i].push(v);
                    if i == 0 {
                        let ty = ctx.value_type(v);
                        let loc = value_loc(ctx, v);
                        let arg = ctx.add_block_argument(leader, ty, loc);
                        ctx.set_operand(op, operand_i, arg);
                    }
                }
            }
            let new_args = prune_redundant_arguments(ctx, new_args, old_args, leader);
            for (i, &b) in all.iter().enumerate() {
                for (t, succ) in predecessor_edges(ctx, b) {
                    let mut operands = successor_operands(ctx, t, succ).unwrap_or_default();
                    operands.extend_from_slice(&new_args[i]);
                    set_successor_operands(ctx, t, succ, &operands);
                }
            }
        }
        for &b in &self.blocks {
            for (t, succ) in predecessor_edges(ctx, b) {
                ctx.set_successor(t, succ, leader);
            }
            let _ = ctx.erase_block(b);
        }
        true
    }
}

/// The location of a value: its defining op's, or its block argument's.
fn value_loc(ctx: &Context, v: Value) -> crate::attributes::Attribute {
    match v {
        Value::Result { op, .. } => ctx.op_loc(op),
        Value::Argument { block, index } => ctx.block_argument_loc(block, index as usize),
    }
}

/// Drops the new arguments (appended to `block` after its `old_args` arguments) whose values
/// repeat an earlier new argument's in every predecessor list (MLIR's
/// `pruneRedundantArguments`: a repeat is looked for at the first position of the value in
/// the first list only); returns the pruned lists.
fn prune_redundant_arguments(
    ctx: &mut Context,
    lists: Vec<Vec<Value>>,
    old_args: usize,
    block: BlockRef,
) -> Vec<Vec<Value>> {
    let Some(first) = lists.first() else { return lists };
    let n = first.len();
    let mut first_index: FxHashMap<Value, usize> = FxHashMap::default();
    for (j, &v) in first.iter().enumerate() {
        first_index.entry(v).or_insert(j);
    }
    let mut replacement: FxHashMap<usize, usize> = FxHashMap::default();
    for j in 0..n {
        let k = first_index[&first[j]];
        if k != j && lists[1..].iter().all(|l| l[k] == l[j]) {
            replacement.insert(j, k);
        }
    }
    let pruned: Vec<Vec<Value>> = lists
        .iter()
        .map(|l| l.iter().enumerate().filter(|(j, _)| !replacement.contains_key(j)).map(|(_, &v)| v).collect())
        .collect();
    let mut to_erase: Vec<usize> = replacement.keys().copied().collect();
    to_erase.sort_unstable();
    for &j in &to_erase {
        let old = Value::Argument { block, index: (old_args + j) as u32 };
        let new = Value::Argument { block, index: (old_args + replacement[&j]) as u32 };
        ctx.replace_all_uses_with(old, new);
    }
    for &j in to_erase.iter().rev() {
        let _ = ctx.erase_block_argument(block, old_args + j);
    }
    pruned
}

/// Merges the identical non-entry blocks of `region` that branch to the same successors.
fn merge_identical_blocks_in(ctx: &mut Context, region: RegionRef) -> bool {
    let blocks: Vec<BlockRef> = ctx.region_blocks(region).collect();
    if blocks.len() < 2 {
        return false;
    }
    // Group the non-entry blocks by successor list, in order of first appearance.
    let mut groups: Vec<(Vec<BlockRef>, Vec<BlockRef>)> = Vec::new();
    for &b in &blocks[1..] {
        let succs = block_successors(ctx, b);
        match groups.iter_mut().find(|(s, _)| *s == succs) {
            Some((_, g)) => g.push(b),
            None => groups.push((succs, vec![b])),
        }
    }
    let mut merged = false;
    for (_, group) in groups {
        if group.len() < 2 {
            continue;
        }
        let mut clusters: Vec<MergeCluster> = Vec::new();
        for b in group {
            let has_region = ctx.block_ops(b).any(|op| ctx.op_regions(op).iter().any(|&r| !ctx.region_is_empty(r)));
            if has_region {
                continue;
            }
            if ctx.block_arguments(b).any(|a| used_outside(ctx, a, b)) {
                continue;
            }
            if !clusters.iter_mut().any(|c| c.try_add(ctx, b)) {
                clusters.push(MergeCluster { leader: b, blocks: Vec::new(), operands_to_merge: Default::default() });
            }
        }
        for c in &clusters {
            merged |= c.merge(ctx);
        }
    }
    merged
}

/// MLIR's `mergeIdenticalBlocks`: in `regions` and the regions nested in them, merges blocks
/// (other than entry blocks) with the same successors and the same ops up to values defined
/// outside them, which the merged block receives as new arguments from its predecessors.
/// Returns whether any blocks were merged.
pub fn merge_identical_blocks(ctx: &mut Context, regions: &[RegionRef]) -> bool {
    let mut worklist: Vec<RegionRef> = Vec::new();
    for &r in regions {
        if !worklist.contains(&r) {
            worklist.push(r);
        }
    }
    let mut changed = false;
    while let Some(region) = worklist.pop() {
        if merge_identical_blocks_in(ctx, region) {
            worklist.push(region);
            changed = true;
        }
        for b in ctx.region_blocks(region).collect::<Vec<_>>() {
            for r in nested_regions_of_block(ctx, b) {
                if !worklist.contains(&r) {
                    worklist.push(r);
                }
            }
        }
    }
    changed
}

/// Replaces the arguments of `block` for which every predecessor (all of them branches)
/// passes the same value by that value, and drops them and their successor operands.
fn drop_redundant_arguments_of(ctx: &mut Context, block: BlockRef) -> bool {
    let preds = predecessor_edges(ctx, block);
    let mut to_erase = Vec::new();
    for idx in 0..ctx.num_block_arguments(block) {
        let mut common: Option<Value> = None;
        let mut same = true;
        for &(t, succ) in &preds {
            let Some(range) = successor_operand_range(ctx, t, succ) else {
                same = false;
                break;
            };
            let Some(v) = range.clone().nth(idx).map(|i| ctx.operand(t, i)) else {
                same = false;
                break;
            };
            match common {
                None => common = Some(v),
                Some(c) if c != v => {
                    same = false;
                    break;
                }
                _ => {}
            }
        }
        if let (Some(c), true) = (common, same) {
            to_erase.push(idx);
            ctx.replace_all_uses_with(Value::Argument { block, index: idx as u32 }, c);
        }
    }
    for &idx in to_erase.iter().rev() {
        for &(t, succ) in &preds {
            if let Some(mut operands) = successor_operands(ctx, t, succ) {
                operands.remove(idx);
                set_successor_operands(ctx, t, succ, &operands);
            }
        }
        let _ = ctx.erase_block_argument(block, idx);
    }
    !to_erase.is_empty()
}

/// MLIR's `dropRedundantArguments`: in `regions` and the regions nested in them, replaces
/// each block argument that receives the same value from every predecessor by that value.
/// Returns whether any argument was dropped.
pub fn drop_redundant_arguments(ctx: &mut Context, regions: &[RegionRef]) -> bool {
    let mut worklist: Vec<RegionRef> = regions.to_vec();
    let mut changed = false;
    while let Some(region) = worklist.pop() {
        for b in ctx.region_blocks(region).collect::<Vec<_>>() {
            changed |= drop_redundant_arguments_of(ctx, b);
            worklist.extend(nested_regions_of_block(ctx, b));
        }
    }
    changed
}
