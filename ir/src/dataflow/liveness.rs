//! Liveness analysis (MLIR's `LivenessAnalysis` on the `AbstractSparseBackwardDataFlowAnalysis`
//! transfer rules, run as `RunLivenessAnalysis` does: after dead code analysis and sparse
//! constant propagation, whose executable blocks and known call sites it reads).
//!
//! A value is live when an op with memory effects (or a terminator that is not a branch, a
//! region-branch terminator nor the return of a callable) uses it, when a callable whose call
//! sites are not all known returns it, when it decides where a branch goes, when a region op
//! that is needed (it has effects or a live result) takes it as a non-forwarded operand, or when
//! it is needed to compute a live value. Values only flow backward through branches, region ops,
//! region terminators and calls to where they are used: an operand forwarded to a block argument,
//! a region's argument, a region op's result or a callee's argument is live only when that
//! successor input is. Code that is never executed has no live values.

use super::{Point, Solver};
use crate::context::Context;
use crate::interfaces::{
    callable_body, is_region_branch_terminator, resolve_callee, terminator_successor_operand_range,
    terminator_successors, CallOpInterface, CallableOpInterface, RegionBranchOpInterface, RegionSuccessor,
};
use crate::rewrite::greedy::would_be_trivially_dead;
use crate::rewrite::region_simplify::{branch_interface, successor_operand_range};
use crate::traits::ReturnLike;
use crate::value::Value;
use crate::OpRef;
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::VecDeque;

/// Which values are live (MLIR's `RunLivenessAnalysis`).
#[derive(Default)]
pub struct Liveness {
    live: FxHashSet<Value>,
}

impl Liveness {
    /// Runs dead code analysis, constant propagation and liveness analysis on `top`.
    pub fn run(ctx: &Context, top: OpRef) -> Liveness {
        let solver = Solver::solve(ctx, top);
        let mut a = Analysis::new(&solver);
        let mut ops = Vec::new();
        ctx.walk_ops_post_order(top, &mut |o| ops.push(o));
        for &op in ops.iter().rev() {
            a.enqueue(op);
        }
        while let Some(op) = a.worklist.pop_front() {
            a.queued.remove(&op);
            if !ctx.is_erased(op) {
                a.visit(ctx, op);
            }
        }
        Liveness { live: a.live }
    }

    /// Whether `v` is live. Values in code that never executes are not.
    pub fn is_live(&self, v: Value) -> bool {
        self.live.contains(&v)
    }
}

/// The state of one run.
struct Analysis<'s> {
    solver: &'s Solver,
    live: FxHashSet<Value>,
    /// The ops whose transfer read the liveness of a value (revisited when it becomes live).
    readers: FxHashMap<Value, Vec<OpRef>>,
    worklist: VecDeque<OpRef>,
    queued: FxHashSet<OpRef>,
}

impl<'s> Analysis<'s> {
    fn new(solver: &'s Solver) -> Self {
        Analysis {
            solver,
            live: FxHashSet::default(),
            readers: FxHashMap::default(),
            worklist: VecDeque::new(),
            queued: FxHashSet::default(),
        }
    }

    fn enqueue(&mut self, op: OpRef) {
        if self.queued.insert(op) {
            self.worklist.push_back(op);
        }
    }

    /// Whether `v` is live, as read by `reader` (MLIR's `getLatticeElementFor`).
    fn read(&mut self, v: Value, reader: OpRef) -> bool {
        let readers = self.readers.entry(v).or_default();
        if !readers.contains(&reader) {
            readers.push(reader);
        }
        self.live.contains(&v)
    }

    fn any_live(&mut self, values: impl IntoIterator<Item = Value>, reader: OpRef) -> bool {
        let mut any = false;
        for v in values {
            any |= self.read(v, reader);
        }
        any
    }

    /// Marks `v` live (MLIR's `markLive`); the ops that read it are visited again.
    fn mark(&mut self, v: Value) {
        if self.live.insert(v) {
            for r in self.readers.get(&v).cloned().unwrap_or_default() {
                self.enqueue(r);
            }
        }
    }

    /// MLIR's `AbstractSparseBackwardDataFlowAnalysis::visitOperation`.
    fn visit(&mut self, ctx: &Context, op: OpRef) {
        if ctx.op_parent_block(op).is_some_and(|b| !self.solver.is_live(b)) {
            return;
        }
        let results: Vec<Value> = ctx.results(op).collect();
        let results_live = self.any_live(results.iter().copied(), op);
        if let Some(model) = ctx.op_interface::<dyn RegionBranchOpInterface>(op) {
            return self.visit_region_branch(ctx, op, &*model, results_live);
        }
        if !ctx.successors(op).is_empty() && branch_interface(ctx, op).is_some() {
            return self.visit_branch(ctx, op);
        }
        if ctx.op_interface::<CallOpInterface>(op).is_some() && self.visit_call(ctx, op) {
            return;
        }
        if is_region_branch_terminator(ctx, op) {
            if let Some(parent) = ctx.op_parent_op(op) {
                if let Some(model) = ctx.op_interface::<dyn RegionBranchOpInterface>(parent) {
                    return self.visit_region_terminator(ctx, op, parent, &*model);
                }
            }
        }
        if ctx.op_has_trait::<ReturnLike>(op) {
            if let Some(parent) = ctx.op_parent_op(op).filter(|&p| ctx.op_interface::<CallableOpInterface>(p).is_some())
            {
                return self.visit_callable_return(ctx, op, parent);
            }
        }
        // MLIR's `LivenessAnalysis::visitOperation`: the operands of an op with effects (or of a
        // terminator), and those of an op with a live result, are live.
        if !would_be_trivially_dead(ctx, op) || results_live {
            for v in ctx.operands(op).collect::<Vec<_>>() {
                self.mark(v);
            }
        }
    }

    /// MLIR's `visitBranchOperand`: a non-forwarded operand of `op` (a region op, or a branch)
    /// is live when `op` has effects or a live result.
    fn visit_branch_operand(&mut self, ctx: &Context, op: OpRef, v: Value, reader: OpRef) {
        let results: Vec<Value> = ctx.results(op).collect();
        if !would_be_trivially_dead(ctx, op) || self.any_live(results, reader) {
            self.mark(v);
        }
    }

    /// MLIR's `visitRegionSuccessors` (and `visitNonControlFlowArguments` for the entry-block
    /// arguments no edge feeds, such as a loop's induction variable).
    fn visit_region_branch(&mut self, ctx: &Context, op: OpRef, model: &dyn RegionBranchOpInterface, live: bool) {
        let n = ctx.num_operands(op);
        let edges: Vec<_> = model
            .entry_successors(ctx, op, &vec![None; n])
            .into_iter()
            .map(|s| (model.entry_successor_operand_range(ctx, op, s), model.successor_inputs(ctx, op, s)))
            .collect();
        self.visit_forwarded(ctx, op, op, edges);
        let needed = live || !would_be_trivially_dead(ctx, op);
        if needed {
            for &r in ctx.op_regions(op) {
                let Some(entry) = ctx.region_entry_block(r) else { continue };
                let inputs = model.successor_inputs(ctx, op, RegionSuccessor::Region(r));
                for a in ctx.block_arguments(entry).collect::<Vec<_>>() {
                    if !inputs.contains(&a) {
                        self.mark(a);
                    }
                }
            }
        }
    }

    /// A branch: each forwarded operand is live when the block argument it becomes is; the
    /// others (a condition) are live, a branch being a terminator.
    fn visit_branch(&mut self, ctx: &Context, op: OpRef) {
        let n = ctx.num_operands(op);
        let mut unaccounted = vec![true; n];
        for (s, block) in ctx.successors(op).to_vec().into_iter().enumerate() {
            let Some(range) = successor_operand_range(ctx, op, s) else { continue };
            let args: Vec<Value> = ctx.block_arguments(block).collect();
            for (k, i) in range.enumerate() {
                if i >= n {
                    continue;
                }
                unaccounted[i] = false;
                if let Some(&a) = args.get(k) {
                    if self.read(a, op) {
                        self.mark(ctx.operand(op, i));
                    }
                }
            }
        }
        for (i, u) in unaccounted.into_iter().enumerate() {
            if u {
                self.visit_branch_operand(ctx, op, ctx.operand(op, i), op);
            }
        }
    }

    /// A call to a callable: the arguments flow into the callee's entry block; the other
    /// operands, and all operands of a call to a declaration, are live. `false` when the callee
    /// is not a callable (the call is then an ordinary op).
    fn visit_call(&mut self, ctx: &Context, op: OpRef) -> bool {
        let Some(callee) = resolve_callee(ctx, op) else { return false };
        let Some(call) = ctx.op_interface::<CallOpInterface>(op) else { return false };
        let operands: Vec<Value> = ctx.operands(op).collect();
        let Some(entry) = callable_body(ctx, callee).and_then(|r| ctx.region_entry_block(r)) else {
            for v in operands {
                self.mark(v);
            }
            return true;
        };
        let args = (call.arguments)(ctx, op);
        let start = (0..=operands.len().saturating_sub(args.len()))
            .find(|&k| operands.get(k..k + args.len()) == Some(&args[..]))
            .unwrap_or(operands.len());
        let params: Vec<Value> = ctx.block_arguments(entry).collect();
        for (i, &v) in operands.iter().enumerate() {
            let forwarded = i >= start && i < start + args.len();
            if !forwarded {
                self.mark(v);
                continue;
            }
            if let Some(&p) = params.get(i - start) {
                if self.read(p, op) {
                    self.mark(v);
                }
            }
        }
        true
    }

    /// MLIR's `visitRegionSuccessorsFromTerminator`: each forwarded operand is live when a
    /// successor input it flows to is; the others (`scf.condition`'s condition) when the parent
    /// has effects or a live result.
    fn visit_region_terminator(
        &mut self,
        ctx: &Context,
        op: OpRef,
        parent: OpRef,
        model: &dyn RegionBranchOpInterface,
    ) {
        let n = ctx.num_operands(op);
        let edges: Vec<_> = terminator_successors(ctx, op, parent, &vec![None; n])
            .into_iter()
            .filter_map(|s| {
                Some((terminator_successor_operand_range(ctx, op, s)?, model.successor_inputs(ctx, parent, s)))
            })
            .collect();
        self.visit_forwarded(ctx, op, parent, edges);
    }

    /// The operands of `op` forwarded along `edges` (an operand range and the successor inputs
    /// it becomes): each is live when an input it flows to is read; the operands forwarded
    /// nowhere are visited as branch operands of `owner`.
    fn visit_forwarded(
        &mut self,
        ctx: &Context,
        op: OpRef,
        owner: OpRef,
        edges: Vec<(std::ops::Range<usize>, Vec<Value>)>,
    ) {
        let n = ctx.num_operands(op);
        let mut unaccounted = vec![true; n];
        for (range, inputs) in edges {
            for (i, input) in range.zip(inputs) {
                if i >= n {
                    continue;
                }
                unaccounted[i] = false;
                if self.read(input, op) {
                    self.mark(ctx.operand(op, i));
                }
            }
        }
        for (i, u) in unaccounted.into_iter().enumerate() {
            if u {
                self.visit_branch_operand(ctx, owner, ctx.operand(op, i), op);
            }
        }
    }

    /// MLIR's `visitCallableOperation`: a return's operands are live when the matching result
    /// of a known call site is, or when the call sites are not all known.
    fn visit_callable_return(&mut self, ctx: &Context, op: OpRef, callable: OpRef) {
        let (unknown, calls) = match self.solver.preds.get(&Point::Callable(callable)) {
            Some(p) => (p.unknown, p.known.clone()),
            None => (false, Vec::new()),
        };
        let operands: Vec<Value> = ctx.operands(op).collect();
        if unknown {
            for v in operands {
                self.mark(v);
            }
            return;
        }
        for call in calls {
            let results: Vec<Value> = ctx.results(call).collect();
            for (&v, r) in operands.iter().zip(results) {
                if self.read(r, op) {
                    self.mark(v);
                }
            }
        }
    }
}
