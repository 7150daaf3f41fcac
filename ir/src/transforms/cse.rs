//! `cse`: common subexpression elimination (MLIR's `CSE`, `Transforms/CSE.cpp`).
//!
//! One walk over the IR, blocks in dominator-tree order, with a scoped table of the ops seen so
//! far: what a block learns is visible in the blocks it dominates and in nested regions, except
//! inside ops that are (or, unregistered, might be) isolated from above. On each op, after its
//! regions:
//! - a terminator is left alone;
//! - an unused op that would be trivially dead is erased (also in nested regions: a dead
//!   `tensor.generate` or loop goes whole);
//! - an op with a multi-block region is left alone;
//! - an op free of memory effects is replaced by an equivalent known op (same name, operands
//!   (in any order for a commutative op), attributes, properties, result types and structurally
//!   equivalent regions);
//! - an op that only reads is replaced by an equivalent one earlier in its block when no op in
//!   between may write.
//!
//! Everything replaced or dead is erased at the end, so an op is dead only if it is unused when
//! the walk reaches it.

use crate::attributes::Attribute;
use crate::builtin::locations::UnknownLoc;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::interfaces::{is_memory_effect_free, memory_effects, MemoryEffect};
use crate::pass::Pass;
use crate::registry::OperationName;
use crate::rewrite::greedy::is_trivially_dead;
use crate::traits::{Commutative, IsTerminator, IsolatedFromAbove};
use crate::types::Type;
use crate::value::Value;
use crate::verifier::dominance::{region_has_ssa_dominance, DomTree};
use crate::{BlockRef, OpRef, RegionRef};
use rustc_hash::FxHashMap;

/// MLIR's `CSE` pass.
#[derive(Clone, Debug, Default)]
pub struct Cse {
    cse: u64,
    dce: u64,
}

/// What two equivalent ops share outside their regions (MLIR's `OperationEquivalence::computeHash`
/// inputs); ops with equal keys are equivalent when their regions are too.
#[derive(Clone, PartialEq, Eq, Hash)]
struct OpKey {
    name: OperationName,
    operands: Vec<Value>,
    results: Vec<Type>,
    attrs: Attribute,
    props: Option<Attribute>,
    regions: usize,
}

fn key(ctx: &Context, op: OpRef) -> OpKey {
    let mut operands: Vec<Value> = ctx.operands(op).collect();
    // A commutative op's operands are a set: `addi %a, %b` and `addi %b, %a` are one value.
    if ctx.op_has_trait::<Commutative>(op) {
        operands.sort_unstable();
    }
    OpKey {
        name: ctx.op_name_of(op),
        operands,
        results: ctx.result_types(op).collect(),
        attrs: ctx.op_attr_dict(op),
        props: ctx.op_properties(op),
        regions: ctx.op_regions(op).len(),
    }
}

/// MLIR's `OperationEquivalence::isEquivalentTo` with locations ignored, for ops nested in the
/// regions being compared: operands are equal or mapped (block arguments and results of ops
/// already matched), successors map block to block consistently.
fn nested_ops_equivalent(
    ctx: &Context,
    a: OpRef,
    b: OpRef,
    values: &mut FxHashMap<Value, Value>,
    blocks: &mut FxHashMap<BlockRef, BlockRef>,
) -> bool {
    if ctx.op_name_of(a) != ctx.op_name_of(b)
        || ctx.num_operands(a) != ctx.num_operands(b)
        || ctx.op_attr_dict(a) != ctx.op_attr_dict(b)
        || ctx.op_properties(a) != ctx.op_properties(b)
        || !ctx.result_types(a).eq(ctx.result_types(b))
        || ctx.op_regions(a).len() != ctx.op_regions(b).len()
        || ctx.successors(a).len() != ctx.successors(b).len()
    {
        return false;
    }
    if ctx.op_has_trait::<Commutative>(a) {
        // Operands compared as sets, after mapping `a`'s through the matched values.
        let mut xs: Vec<Value> = ctx.operands(a).map(|x| values.get(&x).copied().unwrap_or(x)).collect();
        let mut ys: Vec<Value> = ctx.operands(b).collect();
        xs.sort_unstable();
        ys.sort_unstable();
        if xs != ys {
            return false;
        }
    } else if !ctx.operands(a).zip(ctx.operands(b)).all(|(x, y)| x == y || values.get(&x) == Some(&y)) {
        return false;
    }
    let (ra, rb) = (ctx.op_regions(a).to_vec(), ctx.op_regions(b).to_vec());
    if !ra.iter().zip(&rb).all(|(&x, &y)| regions_equivalent(ctx, x, y, values)) {
        return false;
    }
    for (x, y) in ctx.results(a).zip(ctx.results(b)) {
        values.insert(x, y);
    }
    for (&sa, &sb) in ctx.successors(a).iter().zip(ctx.successors(b)) {
        if *blocks.entry(sa).or_insert(sb) != sb {
            return false;
        }
    }
    true
}

/// MLIR's `OperationEquivalence::isRegionEquivalentTo`: blocks pairwise with the same argument
/// types and equivalent ops, block arguments mapped to each other.
fn regions_equivalent(ctx: &Context, a: RegionRef, b: RegionRef, values: &mut FxHashMap<Value, Value>) -> bool {
    let (ba, bb): (Vec<BlockRef>, Vec<BlockRef>) = (ctx.region_blocks(a).collect(), ctx.region_blocks(b).collect());
    if ba.len() != bb.len() {
        return false;
    }
    let mut blocks: FxHashMap<BlockRef, BlockRef> = FxHashMap::default();
    for (&x, &y) in ba.iter().zip(&bb) {
        let (xa, ya): (Vec<Value>, Vec<Value>) = (ctx.block_arguments(x).collect(), ctx.block_arguments(y).collect());
        if xa.len() != ya.len() || *blocks.entry(x).or_insert(y) != y {
            return false;
        }
        for (&p, &q) in xa.iter().zip(&ya) {
            if ctx.value_type(p) != ctx.value_type(q) {
                return false;
            }
            values.insert(p, q);
        }
        let (oa, ob): (Vec<OpRef>, Vec<OpRef>) = (ctx.block_ops(x).collect(), ctx.block_ops(y).collect());
        if oa.len() != ob.len() {
            return false;
        }
        if !oa.iter().zip(&ob).all(|(&p, &q)| nested_ops_equivalent(ctx, p, q, values, &mut blocks)) {
            return false;
        }
    }
    true
}

/// Whether two ops with equal keys are equivalent: their regions are.
fn equivalent(ctx: &Context, a: OpRef, b: OpRef) -> bool {
    let mut values = FxHashMap::default();
    let (ra, rb) = (ctx.op_regions(a).to_vec(), ctx.op_regions(b).to_vec());
    ra.iter().zip(&rb).all(|(&x, &y)| regions_equivalent(ctx, x, y, &mut values))
}

/// A scoped table of known ops: entries pushed in a scope are popped when it closes.
#[derive(Default)]
struct Known {
    map: FxHashMap<OpKey, Vec<OpRef>>,
    log: Vec<OpKey>,
}

impl Known {
    /// The latest known op equivalent to `op`.
    fn lookup(&self, ctx: &Context, k: &OpKey, op: OpRef) -> Option<OpRef> {
        let found = self.map.get(k)?;
        if k.regions == 0 {
            return found.last().copied();
        }
        found.iter().rev().copied().find(|&e| equivalent(ctx, e, op))
    }

    fn insert(&mut self, k: OpKey, op: OpRef) {
        self.map.entry(k.clone()).or_default().push(op);
        self.log.push(k);
    }

    fn mark(&self) -> usize {
        self.log.len()
    }

    fn pop_to(&mut self, mark: usize) {
        while self.log.len() > mark {
            let Some(k) = self.log.pop() else { break };
            if let Some(v) = self.map.get_mut(&k) {
                v.pop();
                if v.is_empty() {
                    self.map.remove(&k);
                }
            }
        }
    }
}

/// Whether `op` declares effects and they are all reads (MLIR's `onlyHasEffect<Read>`).
fn only_reads(ctx: &Context, op: OpRef) -> bool {
    memory_effects(ctx, op).is_some_and(|e| e.iter().all(|x| x.effect == MemoryEffect::Read))
}

/// Whether an op strictly between `from` and `to` (same block) may write: it writes, or its
/// effects are unknown.
fn write_in_between(ctx: &Context, from: OpRef, to: OpRef) -> bool {
    let mut next = ctx.op_next(from);
    while let Some(o) = next {
        if o == to {
            return false;
        }
        match memory_effects(ctx, o) {
            Some(e) if !e.iter().any(|x| x.effect == MemoryEffect::Write) => {}
            _ => return true,
        }
        next = ctx.op_next(o);
    }
    false
}

/// One walk of the pass: the table and what to erase at the end.
struct Walk<'a> {
    pass: &'a mut Cse,
    erase: Vec<OpRef>,
}

impl Walk<'_> {
    fn simplify_region(&mut self, ctx: &mut Context, region: RegionRef, known: &mut Known) {
        let blocks: Vec<BlockRef> = ctx.region_blocks(region).collect();
        let ssa = region_has_ssa_dominance(ctx, region);
        if blocks.len() == 1 {
            let mark = known.mark();
            self.simplify_block(ctx, blocks[0], ssa, known);
            known.pop_to(mark);
            return;
        }
        if blocks.is_empty() || !ssa {
            return;
        }
        // Blocks in dominator-tree pre-order: what a block learns is visible in those it dominates.
        let dom = DomTree::new(ctx, region);
        let mut stack = vec![(blocks[0], None)];
        while let Some((b, mark)) = stack.pop() {
            if let Some(m) = mark {
                known.pop_to(m);
                continue;
            }
            let m = known.mark();
            self.simplify_block(ctx, b, ssa, known);
            stack.push((b, Some(m)));
            for c in dom.children(b).into_iter().rev() {
                stack.push((c, None));
            }
        }
    }

    fn simplify_block(&mut self, ctx: &mut Context, block: BlockRef, ssa: bool, known: &mut Known) {
        let ops: Vec<OpRef> = ctx.block_ops(block).collect();
        for op in ops {
            let regions: Vec<RegionRef> = ctx.op_regions(op).to_vec();
            if !regions.is_empty() {
                // An unregistered op might be isolated from above: it gets a fresh table too.
                if ctx.op_has_trait::<IsolatedFromAbove>(op) || ctx.op_registered_info(op).is_none() {
                    let mut fresh = Known::default();
                    for r in regions {
                        crate::stack::with_stack(|| self.simplify_region(ctx, r, &mut fresh));
                    }
                } else {
                    for r in regions {
                        crate::stack::with_stack(|| self.simplify_region(ctx, r, known));
                    }
                }
            }
            self.simplify_op(ctx, op, ssa, known);
        }
    }

    fn simplify_op(&mut self, ctx: &mut Context, op: OpRef, ssa: bool, known: &mut Known) {
        if ctx.op_has_trait::<IsTerminator>(op) {
            return;
        }
        if is_trivially_dead(ctx, op) {
            self.erase.push(op);
            self.pass.dce += 1;
            return;
        }
        if ctx.op_regions(op).iter().any(|&r| ctx.region_blocks(r).nth(1).is_some()) {
            return;
        }
        let k = key(ctx, op);
        if !is_memory_effect_free(ctx, op) {
            if !only_reads(ctx, op) {
                return;
            }
            if let Some(existing) = known.lookup(ctx, &k, op) {
                if ctx.op_parent_block(existing) == ctx.op_parent_block(op) && !write_in_between(ctx, existing, op) {
                    self.replace(ctx, op, existing, ssa, known);
                    return;
                }
            }
            known.insert(k, op);
            return;
        }
        match known.lookup(ctx, &k, op) {
            Some(existing) => {
                self.replace(ctx, op, existing, ssa, known);
                // MLIR counts a replaced effect-free op twice.
                self.pass.cse += 1;
            }
            None => known.insert(k, op),
        }
    }

    /// MLIR's `replaceUsesAndDelete`: `op`'s uses go to `existing`, which takes `op`'s location
    /// if its own is unknown.
    fn replace(&mut self, ctx: &mut Context, op: OpRef, existing: OpRef, ssa: bool, known: &Known) {
        let pairs: Vec<(Value, Value)> = ctx.results(op).zip(ctx.results(existing)).collect();
        if ssa {
            for (from, to) in pairs {
                ctx.replace_all_uses_with(from, to);
            }
            self.erase.push(op);
        } else {
            // Without SSA dominance a use may already have been visited: only uses by ops no
            // known op is equivalent to are replaced.
            for (from, to) in pairs {
                let uses: Vec<_> = ctx.uses(from).collect();
                for u in uses {
                    let owner_key = key(ctx, u.owner);
                    if known.lookup(ctx, &owner_key, u.owner).is_none() {
                        ctx.set_operand(u.owner, u.index as usize, to);
                    }
                }
            }
            if ctx.results(op).all(|r| !ctx.has_uses(r)) {
                self.erase.push(op);
            }
        }
        let unknown = |ctx: &Context, o: OpRef| ctx.op_loc(o).isa::<UnknownLoc>(ctx);
        if unknown(ctx, existing) && !unknown(ctx, op) {
            let loc = ctx.op_loc(op);
            ctx.set_op_loc(existing, loc);
        }
        self.pass.cse += 1;
    }
}

impl Pass for Cse {
    fn name(&self) -> &'static str {
        "CSE"
    }
    fn argument(&self) -> &'static str {
        "cse"
    }
    fn description(&self) -> &'static str {
        "Eliminate common sub-expressions"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let regions: Vec<RegionRef> = ctx.op_regions(op).to_vec();
        let mut walk = Walk { pass: self, erase: Vec::new() };
        let mut known = Known::default();
        for r in regions {
            walk.simplify_region(ctx, r, &mut known);
        }
        for o in std::mem::take(&mut walk.erase) {
            if !ctx.is_erased(o) {
                ctx.erase_op(o)?;
            }
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(Cse::default())
    }
    fn statistics(&self) -> Vec<crate::pass::statistics::Statistic> {
        vec![
            crate::pass::statistics::Statistic::new("num-cse'd", "Number of operations CSE'd", self.cse),
            crate::pass::statistics::Statistic::new("num-dce'd", "Number of operations DCE'd", self.dce),
        ]
    }
}
