//! `cse`: common subexpression elimination (MLIR's `CSE`). Two side-effect-free ops with the same
//! name, operands, attributes, properties and result types compute the same values; the later
//! one, if the earlier dominates it, is replaced by the earlier. Scopes follow dominance: a value
//! known in a block is reused in the blocks it dominates and in nested regions, except inside
//! ops isolated from above.

use crate::attributes::Attribute;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::pass::Pass;
use crate::registry::OperationName;
use crate::traits::{ConstantLike, IsTerminator, IsolatedFromAbove, NoMemoryEffect, Pure};
use crate::types::Type;
use crate::value::Value;
use crate::verifier::dominance::DomTree;
use crate::{BlockRef, OpRef, RegionRef};
use rustc_hash::FxHashMap;

/// MLIR's `CSE` pass.
#[derive(Clone, Debug, Default)]
pub struct Cse {
    erased: u64,
}

#[derive(Clone, PartialEq, Eq, Hash)]
struct OpKey {
    name: OperationName,
    operands: Vec<Value>,
    results: Vec<Type>,
    attrs: Attribute,
    props: Option<Attribute>,
}

fn key(ctx: &Context, op: OpRef) -> OpKey {
    OpKey {
        name: ctx.op_name_of(op),
        operands: ctx.operands(op).collect(),
        results: ctx.result_types(op).collect(),
        attrs: ctx.op_attr_dict(op),
        props: ctx.op_properties(op),
    }
}

fn is_candidate(ctx: &Context, op: OpRef) -> bool {
    if ctx.num_results(op) == 0 || !ctx.op_regions(op).is_empty() || !ctx.successors(op).is_empty() {
        return false;
    }
    let Some(info) = ctx.op_registered_info(op) else { return false };
    if info.has_trait::<IsTerminator>() {
        return false;
    }
    info.has_trait::<Pure>() || info.has_trait::<NoMemoryEffect>() || info.has_trait::<ConstantLike>()
}

/// A scoped table of known ops: entries pushed in a scope are popped when it closes.
#[derive(Default)]
struct Known {
    map: FxHashMap<OpKey, Vec<OpRef>>,
    log: Vec<OpKey>,
}

impl Cse {
    fn simplify_region(&mut self, ctx: &mut Context, region: RegionRef, known: &mut Known) {
        let blocks: Vec<BlockRef> = ctx.region_blocks(region).collect();
        if blocks.is_empty() {
            return;
        }
        if blocks.len() == 1 {
            self.simplify_block(ctx, blocks[0], known);
            return;
        }
        // Visit blocks in dominator-tree pre-order, keeping what a block learns visible in the
        // blocks it dominates.
        let dom = DomTree::new(ctx, region);
        let entry = blocks[0];
        let mut children: FxHashMap<BlockRef, Vec<BlockRef>> = FxHashMap::default();
        for &b in &blocks[1..] {
            if !dom.is_reachable(b) {
                continue;
            }
            // The immediate dominator: the dominating block closest to `b` in the tree.
            let idom = blocks
                .iter()
                .copied()
                .filter(|&a| a != b && dom.properly_dominates(a, b))
                .max_by_key(|&a| blocks.iter().filter(|&&c| c != a && dom.properly_dominates(c, a)).count());
            if let Some(p) = idom {
                children.entry(p).or_default().push(b);
            }
        }
        let mut stack = vec![(entry, false, 0usize)];
        while let Some((b, done, mark)) = stack.pop() {
            if done {
                self.pop_scope(known, mark);
                continue;
            }
            let mark = known.log.len();
            self.simplify_block(ctx, b, known);
            stack.push((b, true, mark));
            for &c in children.get(&b).map(Vec::as_slice).unwrap_or(&[]).iter().rev() {
                stack.push((c, false, 0));
            }
        }
    }

    fn pop_scope(&self, known: &mut Known, mark: usize) {
        while known.log.len() > mark {
            if let Some(k) = known.log.pop() {
                if let Some(v) = known.map.get_mut(&k) {
                    v.pop();
                    if v.is_empty() {
                        known.map.remove(&k);
                    }
                }
            }
        }
    }

    fn simplify_block(&mut self, ctx: &mut Context, block: BlockRef, known: &mut Known) {
        let ops: Vec<OpRef> = ctx.block_ops(block).collect();
        for op in ops {
            if ctx.is_erased(op) {
                continue;
            }
            // Nested regions see what is known here, unless the op is isolated from above.
            let regions: Vec<RegionRef> = ctx.op_regions(op).to_vec();
            if !regions.is_empty() {
                // Unregistered ops might be isolated from above: MLIR gives them a fresh scope too.
                if ctx.op_has_trait::<IsolatedFromAbove>(op) || ctx.op_registered_info(op).is_none() {
                    for r in regions {
                        let mut fresh = Known::default();
                        crate::stack::with_stack(|| self.simplify_region(ctx, r, &mut fresh));
                    }
                } else {
                    for r in regions {
                        let mark = known.log.len();
                        crate::stack::with_stack(|| self.simplify_region(ctx, r, known));
                        self.pop_scope(known, mark);
                    }
                }
            }
            if !is_candidate(ctx, op) {
                continue;
            }
            let k = key(ctx, op);
            if let Some(&existing) = known.map.get(&k).and_then(|v| v.last()) {
                for i in 0..ctx.num_results(op) {
                    let (from, to) = (ctx.result(op, i), ctx.result(existing, i));
                    ctx.replace_all_uses_with(from, to);
                }
                if ctx.erase_op(op).is_ok() {
                    self.erased += 1;
                }
                continue;
            }
            known.map.entry(k.clone()).or_default().push(op);
            known.log.push(k);
        }
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
        for r in regions {
            let mut known = Known::default();
            self.simplify_region(ctx, r, &mut known);
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(Cse::default())
    }
    fn statistics(&self) -> Vec<crate::pass::statistics::Statistic> {
        vec![crate::pass::statistics::Statistic::new("num-cse'd", "Number of operations CSE'd", self.erased)]
    }
}
