//! What `remove-dead-values` removes, collected in one post-order walk before anything changes
//! (MLIR's `processFuncOp`, `processRegionBranchOp`, `processBranchOp` and `processSimpleOp`).

use super::apply::function_type;
use super::flow::{entry_flow, region_terminators, terminator_flow, Flow};
use crate::context::Context;
use crate::dataflow::Liveness;
use crate::interfaces::{
    callable_body, is_memory_effect_free, CallOpInterface, CallableOpInterface, RegionBranchOpInterface,
};
use crate::rewrite::region_simplify::{branch_interface, successor_operand_range};
use crate::symbol_table::{is_symbol, symbol_uses_of, visibility, Visibility};
use crate::traits::{IsTerminator, ReturnLike};
use crate::value::Value;
use crate::{BlockRef, OpRef};
use rustc_hash::FxHashSet;

pub(super) struct FunctionCleanup {
    pub(super) func: OpRef,
    pub(super) dead_args: Vec<bool>,
    pub(super) dead_results: Vec<bool>,
}

pub(super) struct OperandsCleanup {
    pub(super) op: OpRef,
    pub(super) dead: Vec<bool>,
    /// For a call: its callee, whose erased arguments the call loses.
    pub(super) callee: Option<OpRef>,
    pub(super) poison: bool,
}

pub(super) struct SuccessorCleanup {
    pub(super) branch: OpRef,
    pub(super) successor: usize,
    pub(super) dead: Vec<bool>,
}

/// MLIR's `RDVFinalCleanupList`.
#[derive(Default)]
pub(super) struct Cleanup {
    pub(super) operations: Vec<OpRef>,
    pub(super) functions: Vec<FunctionCleanup>,
    pub(super) operands: Vec<OperandsCleanup>,
    pub(super) results: Vec<(OpRef, Vec<bool>)>,
    pub(super) blocks: Vec<(BlockRef, Vec<bool>)>,
    pub(super) successors: Vec<SuccessorCleanup>,
}

struct Collector<'a> {
    la: &'a Liveness,
    dead: FxHashSet<Value>,
    cl: Cleanup,
}

impl Collector<'_> {
    fn live(&self, v: Value) -> bool {
        !self.dead.contains(&v) && self.la.is_live(v)
    }

    fn has_live(&self, values: impl IntoIterator<Item = Value>) -> bool {
        values.into_iter().any(|v| self.live(v))
    }

    fn mark_dead(&mut self, values: impl IntoIterator<Item = Value>, dead: &[bool]) {
        for (v, &d) in values.into_iter().zip(dead) {
            if d {
                self.dead.insert(v);
            }
        }
    }

    fn simple_op(&mut self, ctx: &Context, op: OpRef) {
        let dead_operand = ctx.operands(op).any(|v| !self.live(v));
        if !dead_operand && (!is_memory_effect_free(ctx, op) || self.has_live(ctx.results(op))) {
            return;
        }
        self.cl.operations.push(op);
        let all = vec![true; ctx.num_results(op)];
        self.mark_dead(ctx.results(op), &all);
    }

    fn func_op(&mut self, ctx: &Context, func: OpRef, root: OpRef) {
        if visibility(ctx, func) == Visibility::Public || callable_body(ctx, func).is_none() {
            return;
        }
        // MLIR's `FunctionOpInterface`: a signature held in `function_type`, which the pass
        // rewrites with the arguments and results.
        if function_type(ctx, func).is_none() {
            return;
        }
        let Some(uses) = symbol_uses_of(ctx, func, root) else { return };
        let calls: Vec<OpRef> = uses.iter().map(|u| u.user).collect();
        if calls.iter().any(|&c| ctx.op_interface::<CallOpInterface>(c).is_none()) {
            return;
        }
        let Some(entry) = callable_body(ctx, func).and_then(|r| ctx.region_entry_block(r)) else { return };
        let args: Vec<Value> = ctx.block_arguments(entry).collect();
        let dead_args: Vec<bool> = args.iter().map(|&a| !self.live(a)).collect();
        for (&a, &d) in args.iter().zip(&dead_args) {
            if d {
                self.dead.insert(a);
            }
        }
        for &c in &calls {
            self.cl.operands.push(OperandsCleanup {
                op: c,
                dead: vec![false; ctx.num_operands(c)],
                callee: Some(func),
                poison: false,
            });
        }
        let num_results = function_type(ctx, func).map(|(_, r)| r.len()).unwrap_or(0);
        let mut dead_results = vec![true; num_results];
        for &c in &calls {
            for (i, r) in ctx.results(c).enumerate() {
                if i < num_results && self.live(r) {
                    dead_results[i] = false;
                }
            }
        }
        if let Some(body) = callable_body(ctx, func) {
            for b in ctx.region_blocks(body) {
                let Some(t) = ctx.block_last_op(b) else { continue };
                if ctx.op_has_trait::<ReturnLike>(t) && ctx.num_operands(t) == num_results {
                    self.cl.operands.push(OperandsCleanup {
                        op: t,
                        dead: dead_results.clone(),
                        callee: None,
                        poison: false,
                    });
                }
            }
        }
        self.cl.functions.push(FunctionCleanup { func, dead_args, dead_results: dead_results.clone() });
        if num_results == 0 {
            return;
        }
        for &c in &calls {
            if ctx.num_results(c) == num_results {
                self.cl.results.push((c, dead_results.clone()));
                self.mark_dead(ctx.results(c), &dead_results);
            }
        }
    }

    fn region_branch_op(&mut self, ctx: &Context, op: OpRef, model: &dyn RegionBranchOpInterface) {
        if is_memory_effect_free(ctx, op) && !self.has_live(ctx.results(op)) {
            self.cl.operations.push(op);
            return;
        }
        // Every forwarded operand with the successor inputs it may become.
        let mut mapping: Vec<(OpRef, usize, Vec<Value>)> = Vec::new();
        let mut add = |owner: OpRef, flow: Flow| {
            for e in flow.edges {
                for (&i, &input) in e.operands.iter().zip(&e.inputs) {
                    match mapping.iter_mut().find(|(o, j, _)| *o == owner && *j == i) {
                        Some(m) => m.2.push(input),
                        None => mapping.push((owner, i, vec![input])),
                    }
                }
            }
        };
        add(op, entry_flow(ctx, op, model));
        for t in region_terminators(ctx, op) {
            add(t, terminator_flow(ctx, op, model, t));
        }
        let mut per_op: Vec<(OpRef, Vec<bool>)> = Vec::new();
        for (owner, i, inputs) in mapping {
            let value = ctx.operand(owner, i);
            if self.live(value) && self.has_live(inputs) {
                continue;
            }
            match per_op.iter_mut().find(|(o, _)| *o == owner) {
                Some((_, d)) => d[i] = true,
                None => {
                    let mut d = vec![false; ctx.num_operands(owner)];
                    d[i] = true;
                    per_op.push((owner, d));
                }
            }
        }
        for (owner, dead) in per_op {
            self.cl.operands.push(OperandsCleanup { op: owner, dead, callee: None, poison: true });
        }
    }

    fn branch_op(&mut self, ctx: &Context, op: OpRef) {
        let succs = ctx.successors(op).to_vec();
        let mut forwarded = vec![false; ctx.num_operands(op)];
        let mut ranges = Vec::new();
        for s in 0..succs.len() {
            let range = successor_operand_range(ctx, op, s).unwrap_or(0..0);
            for i in range.clone() {
                forwarded[i] = true;
            }
            ranges.push(range);
        }
        if ctx.operands(op).zip(&forwarded).any(|(v, &f)| !f && !self.live(v)) {
            self.cl.operations.push(op);
            return;
        }
        for (s, &block) in succs.iter().enumerate() {
            let dead: Vec<bool> = ranges[s].clone().map(|i| !self.live(ctx.operand(op, i))).collect();
            self.mark_dead(ctx.block_arguments(block).collect::<Vec<_>>(), &dead);
            self.cl.blocks.push((block, dead.clone()));
            self.cl.successors.push(SuccessorCleanup { branch: op, successor: s, dead });
        }
    }

    fn walk(ctx: &Context, root: OpRef, la: &Liveness) -> Cleanup {
        let mut c = Collector { la, dead: FxHashSet::default(), cl: Cleanup::default() };
        let mut ops = Vec::new();
        ctx.walk_ops_post_order(root, &mut |o| {
            if o != root {
                ops.push(o);
            }
        });
        for op in ops {
            if ctx.op_interface::<CallableOpInterface>(op).is_some() && is_symbol(ctx, op) {
                c.func_op(ctx, op, root);
            } else if let Some(model) = ctx.op_interface::<dyn RegionBranchOpInterface>(op) {
                c.region_branch_op(ctx, op, &*model);
            } else if !ctx.successors(op).is_empty() && branch_interface(ctx, op).is_some() {
                c.branch_op(ctx, op);
            } else if ctx.op_has_trait::<IsTerminator>(op) || ctx.op_interface::<CallOpInterface>(op).is_some() {
            } else {
                c.simple_op(ctx, op);
            }
        }
        c.cl
    }
}

/// The cleanup list of `root` given the liveness of its values.
pub(super) fn collect(ctx: &Context, root: OpRef, la: &Liveness) -> Cleanup {
    Collector::walk(ctx, root, la)
}
