//! `remove-dead-values`: removes values nothing needs, with a liveness analysis over the whole
//! module (MLIR's `RemoveDeadValues` pass, as of MLIR 22).
//!
//! The analysis (MLIR's `LivenessAnalysis` on top of its dead-code analysis) marks a value live
//! when an op that has memory effects or is a terminator uses it, when a public function returns
//! it, when it decides where control goes, or when it is needed to compute a live value; values
//! only flow through calls of private functions, branches and region ops to where they are
//! used. Code that is never executed (a private function nothing calls, a branch on a constant
//! not taken) has only dead values. Then, walking the IR in post-order:
//! - ops without memory effects and with only dead results, and ops using a dead value, go;
//! - private functions lose their dead arguments (and the calls the matching operands) and the
//!   results no call uses (and the calls those results);
//! - branches lose the operands forwarded to dead block arguments, and the blocks those
//!   arguments;
//! - region ops without effects and with dead results go; otherwise the values they forward only
//!   to dead successor inputs become `ub.poison`, and (unless `canonicalize=false`) the
//!   canonicalization patterns of the region ops then drop what became unused.
//!
//! Control flow between an op and its regions comes from `RegionBranchOpInterface` (and
//! `RegionBranchTerminatorOpInterface`), between blocks from the branch interface, so a user's
//! region ops and branches take part as MLIR's do; ops with regions but no region-branch model
//! (such as `scf.parallel`) are treated as ordinary ops. Limit against MLIR: the dead-code
//! analysis folds only branch conditions that are constants (MLIR propagates constants through
//! ops and calls).

use crate::attributes::Attribute;
use crate::builder::OperationState;
use crate::builder::{Builder, InsertPoint, OpBuilder};
use crate::builtin::attributes::{ArrayAttr, DictionaryAttr, TypeAttr};
use crate::builtin::types::FunctionType;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::interfaces::{
    callable_body, is_region_branch_terminator, resolve_callee, terminator_successor_operand_range,
    terminator_successors, CallOpInterface, CallableOpInterface, RegionBranchOpInterface, RegionSuccessor,
};
use crate::matchers::constant_of;
use crate::ods::Op;
use crate::operation::op_attr_or_prop;
use crate::pass::Pass;
use crate::rewrite::greedy::{apply_op_patterns_greedily, FrozenPatternSet, GreedyConfig};
use crate::rewrite::region_simplify::{branch_interface, set_successor_operands, successor_operand_range};
use crate::symbol_table::{is_symbol, lookup_nearest_symbol_from, symbol_uses, symbol_uses_of, visibility, Visibility};
use crate::traits::{
    ConstantLike, IsTerminator, MemAlloc, MemFree, MemRead, MemWrite, NoMemoryEffect, Pure, ReturnLike, Symbol,
};
use crate::transforms::licm::{has_recursive_effects, is_memory_effect_free};
use crate::types::Type;
use crate::ub::{PoisonOp, UnreachableOp};
use crate::value::Value;
use crate::walk::WalkResult;
use crate::{BlockRef, OpRef, RegionRef};
use rustc_hash::{FxHashMap, FxHashSet};
use std::ops::Range;
use std::sync::Arc;

/// The `scf` canonicalizations that MLIR 22 does in place (through the generic
/// `RegionBranchOpInterface` patterns), leaving the ops they disconnect, such as `ub.poison`.
const IN_PLACE_PATTERNS: &[&str] = &[
    "WhileUnusedResult",
    "WhileRemoveUnusedArgs",
    "WhileRemoveDuplicatedResults",
    "RemoveLoopInvariantValueYielded",
    "ForOpIterArgsFolder",
    "ForallOpControlOperandsFolder",
    "RemoveUnusedResults",
];

/// MLIR's `RemoveDeadValues` pass.
#[derive(Clone, Debug)]
pub struct RemoveDeadValues {
    /// Run the canonicalization patterns on the region ops afterwards (MLIR's `canonicalize`).
    canonicalize: bool,
}

impl Default for RemoveDeadValues {
    fn default() -> Self {
        RemoveDeadValues { canonicalize: true }
    }
}

// ----- region branch ops -----

/// The `RegionBranchOpInterface` model of `op`, if it has one.
type RegionBranch = Arc<dyn RegionBranchOpInterface>;

fn region_branch(ctx: &Context, op: OpRef) -> Option<RegionBranch> {
    ctx.op_interface::<dyn RegionBranchOpInterface>(op)
}

/// A control-flow edge: operand `operands[i]` of the branching op becomes `inputs[i]`.
struct Edge {
    operands: Vec<usize>,
    inputs: Vec<Value>,
}

/// The flow of a branch point: its edges and its operands forwarded nowhere.
struct Flow {
    edges: Vec<Edge>,
    non_forwarded: Vec<usize>,
}

impl Flow {
    /// The flow of an op with `num_operands` operands whose operands at `ranges[i]` go to the
    /// successor inputs `inputs[i]`.
    fn new(num_operands: usize, successors: impl IntoIterator<Item = (Range<usize>, Vec<Value>)>) -> Flow {
        let mut forwarded = vec![false; num_operands];
        let mut edges = Vec::new();
        for (range, inputs) in successors {
            let operands: Vec<usize> = range.filter(|&i| i < num_operands).collect();
            for &i in &operands {
                forwarded[i] = true;
            }
            edges.push(Edge { operands, inputs });
        }
        let non_forwarded = (0..num_operands).filter(|&i| !forwarded[i]).collect();
        Flow { edges, non_forwarded }
    }
}

/// The edges from `op` into its regions or to its results (MLIR's entry successors, not pruned
/// by constants).
fn entry_flow(ctx: &Context, op: OpRef, model: &dyn RegionBranchOpInterface) -> Flow {
    let unknown = vec![None; ctx.num_operands(op)];
    let successors = model
        .entry_successors(ctx, op, &unknown)
        .into_iter()
        .map(|to| (model.entry_successor_operand_range(ctx, op, to), model.successor_inputs(ctx, op, to)));
    Flow::new(ctx.num_operands(op), successors)
}

/// The edges from region-branch terminator `term` of `parent` (not pruned by constants).
fn terminator_flow(ctx: &Context, parent: OpRef, model: &dyn RegionBranchOpInterface, term: OpRef) -> Flow {
    let unknown = vec![None; ctx.num_operands(term)];
    let successors = terminator_successors(ctx, term, parent, &unknown).into_iter().filter_map(|to| {
        Some((terminator_successor_operand_range(ctx, term, to)?, model.successor_inputs(ctx, parent, to)))
    });
    Flow::new(ctx.num_operands(term), successors)
}

/// The region-branch terminators of `op`'s regions.
fn region_terminators(ctx: &Context, op: OpRef) -> Vec<OpRef> {
    let mut out = Vec::new();
    for &r in ctx.op_regions(op) {
        for b in ctx.region_blocks(r) {
            if let Some(t) = ctx.block_last_op(b).filter(|&t| is_region_branch_terminator(ctx, t)) {
                out.push(t);
            }
        }
    }
    out
}

/// The region-branch op whose region `term` terminates, with its model, if `term` is a
/// region-branch terminator.
fn terminator_parent(ctx: &Context, term: OpRef) -> Option<(OpRef, RegionBranch)> {
    if !is_region_branch_terminator(ctx, term) {
        return None;
    }
    let parent = ctx.op_parent_op(term)?;
    Some((parent, region_branch(ctx, parent)?))
}

/// The entry-block arguments of `op`'s regions that no edge feeds (the induction variables of
/// `scf.for` and `scf.forall`).
fn non_control_flow_args(ctx: &Context, op: OpRef, model: &dyn RegionBranchOpInterface) -> Vec<Value> {
    let mut out = Vec::new();
    for &r in ctx.op_regions(op) {
        let Some(entry) = ctx.region_entry_block(r) else { continue };
        let inputs = model.successor_inputs(ctx, op, RegionSuccessor::Region(r));
        out.extend(ctx.block_arguments(entry).filter(|a| !inputs.contains(a)));
    }
    out
}

// ----- effects -----

/// MLIR's `wouldOpBeTriviallyDead`, ignoring uses: not a terminator nor a symbol, and with no
/// effect other than reading or allocating, recursively for the ops whose effects are their
/// bodies'.
fn would_be_trivially_dead(ctx: &Context, op: OpRef) -> bool {
    let Some(info) = ctx.op_registered_info_ref(op) else { return false };
    if info.has_trait::<IsTerminator>() || info.has_trait::<Symbol>() {
        return false;
    }
    effects_are_droppable(ctx, op)
}

fn effects_are_droppable(ctx: &Context, op: OpRef) -> bool {
    let Some(info) = ctx.op_registered_info_ref(op) else { return false };
    let recursive = has_recursive_effects(ctx, op);
    if recursive {
        for &r in ctx.op_regions(op) {
            for b in ctx.region_blocks(r) {
                if !ctx.block_ops(b).all(|o| effects_are_droppable(ctx, o)) {
                    return false;
                }
            }
        }
    }
    if info.has_trait::<Pure>() || info.has_trait::<NoMemoryEffect>() || info.has_trait::<ConstantLike>() {
        return true;
    }
    let declares = info.has_trait::<MemRead>() || info.has_trait::<MemAlloc>();
    if declares {
        return !info.has_trait::<MemWrite>() && !info.has_trait::<MemFree>();
    }
    recursive
}

/// The constant values of `op`'s operands, where they are defined by constants (this dead-code
/// analysis does not propagate constants through other ops).
fn operand_constants(ctx: &Context, op: OpRef) -> Vec<Option<Attribute>> {
    ctx.operands(op).map(|v| constant_of(ctx, v)).collect()
}

// ----- the analysis -----

/// Which blocks execute, who calls each callable, and which values are live.
#[derive(Default)]
struct Liveness {
    executable: FxHashSet<BlockRef>,
    /// The executed calls of each callable whose callers are all known.
    callers: FxHashMap<OpRef, Vec<OpRef>>,
    /// Callables that may be called from places not seen (public, or referred to otherwise).
    unknown_callers: FxHashSet<OpRef>,
    live: FxHashSet<Value>,
}

impl Liveness {
    fn mark_block(&mut self, block: BlockRef) -> bool {
        self.executable.insert(block)
    }

    fn mark_entry(&mut self, ctx: &Context, r: RegionRef) -> bool {
        ctx.region_entry_block(r).is_some_and(|b| self.mark_block(b))
    }

    /// MLIR's dead-code analysis: callables without known callers, then the blocks reached.
    fn find_executable(&mut self, ctx: &Context, root: OpRef) {
        let mut symbol_tables = Vec::new();
        ctx.walk_ops_pre_order(root, &mut |o| {
            if o != root
                && callable_body(ctx, o).is_some()
                && (!is_symbol(ctx, o) || visibility(ctx, o) == Visibility::Public)
            {
                self.unknown_callers.insert(o);
            }
            if crate::symbol_table::is_symbol_table(ctx, o) {
                symbol_tables.push(o);
            }
            WalkResult::Advance
        });
        for table in symbol_tables {
            let Some(uses) = symbol_uses(ctx, table) else {
                ctx.walk_ops_pre_order(table, &mut |o| {
                    if ctx.op_interface::<CallableOpInterface>(o).is_some() {
                        self.unknown_callers.insert(o);
                    }
                    WalkResult::Advance
                });
                continue;
            };
            for u in uses {
                if ctx.op_interface::<CallOpInterface>(u.user).is_some() {
                    continue;
                }
                let Some(sym) = u.symbol_ref_attr(ctx) else { continue };
                if let Some(target) = lookup_nearest_symbol_from(ctx, u.user, sym) {
                    self.unknown_callers.insert(target);
                }
            }
        }
        for &r in ctx.op_regions(root) {
            self.mark_entry(ctx, r);
        }
        loop {
            let mut changed = false;
            let mut blocks = Vec::new();
            ctx.walk_ops_pre_order(root, &mut |o| {
                for &r in ctx.op_regions(o) {
                    blocks.extend(ctx.region_blocks(r).filter(|b| self.executable.contains(b)));
                }
                WalkResult::Advance
            });
            for b in blocks {
                for op in ctx.block_ops(b).collect::<Vec<_>>() {
                    changed |= self.visit_executable(ctx, op);
                }
            }
            if !changed {
                break;
            }
        }
    }

    /// Propagates executability from `op`, in an executable block.
    fn visit_executable(&mut self, ctx: &Context, op: OpRef) -> bool {
        let mut changed = false;
        if ctx.op_interface::<CallOpInterface>(op).is_some() {
            if let Some(callee) = resolve_callee(ctx, op).filter(|&c| callable_body(ctx, c).is_some()) {
                let calls = self.callers.entry(callee).or_default();
                if !calls.contains(&op) {
                    calls.push(op);
                    changed = true;
                }
            }
        }
        let succs = ctx.successors(op).to_vec();
        if !succs.is_empty() {
            let taken = branch_interface(ctx, op)
                .and_then(|b| b.successor_for_operands)
                .and_then(|f| f(ctx, op, &operand_constants(ctx, op)))
                .and_then(|i| succs.get(i).copied());
            let taken = match taken {
                Some(b) => vec![b],
                None => succs,
            };
            for b in taken {
                changed |= self.mark_block(b);
            }
        }
        let regions = ctx.op_regions(op).to_vec();
        if let Some(model) = region_branch(ctx, op) {
            for to in model.entry_successors(ctx, op, &operand_constants(ctx, op)) {
                if let RegionSuccessor::Region(r) = to {
                    changed |= self.mark_entry(ctx, r);
                }
            }
        } else if !regions.is_empty() {
            let callable = ctx.op_interface::<CallableOpInterface>(op).is_some();
            if !callable || self.unknown_callers.contains(&op) || self.callers.get(&op).is_some_and(|c| !c.is_empty()) {
                for &r in &regions {
                    changed |= self.mark_entry(ctx, r);
                }
            }
        }
        if let Some((parent, _)) = terminator_parent(ctx, op) {
            for to in terminator_successors(ctx, op, parent, &operand_constants(ctx, op)) {
                if let RegionSuccessor::Region(r) = to {
                    changed |= self.mark_entry(ctx, r);
                }
            }
        }
        changed
    }

    fn is_live(&self, v: Value) -> bool {
        self.live.contains(&v)
    }

    fn mark(&mut self, v: Value) -> bool {
        self.live.insert(v)
    }

    fn mark_operands(&mut self, ctx: &Context, op: OpRef) -> bool {
        let mut changed = false;
        for v in ctx.operands(op) {
            changed |= self.mark(v);
        }
        changed
    }

    fn any_result_live(&self, ctx: &Context, op: OpRef) -> bool {
        ctx.results(op).any(|r| self.is_live(r))
    }

    /// Whether the values `op` does not forward are needed: it has effects or a live result.
    fn op_needed(&self, ctx: &Context, op: OpRef) -> bool {
        !would_be_trivially_dead(ctx, op) || self.any_result_live(ctx, op)
    }

    fn apply_flow(&mut self, ctx: &Context, op: OpRef, flow: &Flow, needed: bool) -> bool {
        let mut changed = false;
        for e in &flow.edges {
            for (&i, &input) in e.operands.iter().zip(&e.inputs) {
                if self.is_live(input) && i < ctx.num_operands(op) {
                    changed |= self.mark(ctx.operand(op, i));
                }
            }
        }
        if needed {
            for &i in &flow.non_forwarded {
                if i < ctx.num_operands(op) {
                    changed |= self.mark(ctx.operand(op, i));
                }
            }
        }
        changed
    }

    /// The backward transfer function of `op`, in an executable block.
    fn visit_live(&mut self, ctx: &Context, op: OpRef) -> bool {
        if let Some(model) = region_branch(ctx, op) {
            let needed = self.op_needed(ctx, op);
            let mut changed = self.apply_flow(ctx, op, &entry_flow(ctx, op, &*model), needed);
            if needed {
                for a in non_control_flow_args(ctx, op, &*model) {
                    changed |= self.mark(a);
                }
            }
            return changed;
        }
        if let Some((parent, model)) = terminator_parent(ctx, op) {
            let needed = self.op_needed(ctx, parent);
            return self.apply_flow(ctx, op, &terminator_flow(ctx, parent, &*model, op), needed);
        }
        if !ctx.successors(op).is_empty() && branch_interface(ctx, op).is_some() {
            let mut forwarded = vec![false; ctx.num_operands(op)];
            let mut changed = false;
            for (s, &block) in ctx.successors(op).to_vec().iter().enumerate() {
                let Some(range) = successor_operand_range(ctx, op, s) else { continue };
                for (i, a) in range.zip(ctx.block_arguments(block).collect::<Vec<_>>()) {
                    forwarded[i] = true;
                    if self.is_live(a) {
                        changed |= self.mark(ctx.operand(op, i));
                    }
                }
            }
            for (i, f) in forwarded.into_iter().enumerate() {
                if !f {
                    changed |= self.mark(ctx.operand(op, i));
                }
            }
            return changed;
        }
        if let Some(call) = ctx.op_interface::<CallOpInterface>(op) {
            if let Some(callee) = resolve_callee(ctx, op) {
                let Some(entry) = callable_body(ctx, callee).and_then(|r| ctx.region_entry_block(r)) else {
                    return self.mark_operands(ctx, op);
                };
                let args = (call.arguments)(ctx, op);
                let operands: Vec<Value> = ctx.operands(op).collect();
                let Some(start) = (0..=operands.len().saturating_sub(args.len()))
                    .find(|&k| operands.get(k..k + args.len()) == Some(&args[..]))
                else {
                    return self.mark_operands(ctx, op);
                };
                let params: Vec<Value> = ctx.block_arguments(entry).collect();
                let mut changed = false;
                for (i, &v) in operands.iter().enumerate() {
                    let forwarded = i >= start && i < start + args.len();
                    let needed = !forwarded || params.get(i - start).is_some_and(|&p| self.is_live(p));
                    if needed {
                        changed |= self.mark(v);
                    }
                }
                return changed;
            }
        }
        if ctx.op_has_trait::<ReturnLike>(op) {
            if let Some(parent) = ctx.op_parent_op(op).filter(|&p| ctx.op_interface::<CallableOpInterface>(p).is_some())
            {
                if self.unknown_callers.contains(&parent) {
                    return self.mark_operands(ctx, op);
                }
                let calls = self.callers.get(&parent).cloned().unwrap_or_default();
                let mut changed = false;
                for call in calls {
                    for (i, r) in ctx.results(call).enumerate() {
                        if self.is_live(r) && i < ctx.num_operands(op) {
                            changed |= self.mark(ctx.operand(op, i));
                        }
                    }
                }
                return changed;
            }
        }
        if self.op_needed(ctx, op) {
            return self.mark_operands(ctx, op);
        }
        false
    }

    fn run(ctx: &Context, root: OpRef) -> Self {
        let mut la = Liveness::default();
        la.find_executable(ctx, root);
        let mut ops = Vec::new();
        ctx.walk_ops_pre_order(root, &mut |o| {
            if ctx.op_parent_block(o).is_some_and(|b| la.executable.contains(&b)) {
                ops.push(o);
            }
            WalkResult::Advance
        });
        loop {
            let mut changed = false;
            for &op in ops.iter().rev() {
                changed |= la.visit_live(ctx, op);
            }
            if !changed {
                break;
            }
        }
        la
    }
}

// ----- collecting what to remove -----

struct FunctionCleanup {
    func: OpRef,
    dead_args: Vec<bool>,
    dead_results: Vec<bool>,
}

struct OperandsCleanup {
    op: OpRef,
    dead: Vec<bool>,
    /// For a call: its callee, whose erased arguments the call loses.
    callee: Option<OpRef>,
    poison: bool,
}

struct SuccessorCleanup {
    branch: OpRef,
    successor: usize,
    dead: Vec<bool>,
}

/// MLIR's `RDVFinalCleanupList`.
#[derive(Default)]
struct Cleanup {
    operations: Vec<OpRef>,
    functions: Vec<FunctionCleanup>,
    operands: Vec<OperandsCleanup>,
    results: Vec<(OpRef, Vec<bool>)>,
    blocks: Vec<(BlockRef, Vec<bool>)>,
    successors: Vec<SuccessorCleanup>,
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

    fn collect(ctx: &Context, root: OpRef, la: &Liveness) -> Cleanup {
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
            } else if let Some(model) = region_branch(ctx, op) {
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

// ----- applying it -----

/// The argument and result types of a function-like op, held as a builtin function type in its
/// `function_type` attribute.
fn function_type(ctx: &Context, func: OpRef) -> Option<(Vec<Type>, Vec<Type>)> {
    let attr = op_attr_or_prop(ctx, func, "function_type")?;
    let ty = attr.dyn_cast::<TypeAttr>(ctx)?.ty;
    let f = ty.dyn_cast::<FunctionType>(ctx)?;
    Some((f.inputs.clone(), f.results.clone()))
}

/// Sets the inherent attribute `name` of `op` (in its properties if it keeps them there).
fn set_inherent(ctx: &mut Context, op: OpRef, name: &str, value: Option<Attribute>) {
    let props = ctx.op_properties(op).filter(|p| p.isa::<DictionaryAttr>(ctx));
    if let Some(dict) = props {
        let id = ctx.ident(name);
        let mut entries: Vec<_> = DictionaryAttr::entries(ctx, dict).iter().filter(|e| e.name != id).copied().collect();
        if let Some(value) = value {
            entries.push(crate::attributes::NamedAttribute { name: id, value });
            entries.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
        }
        let dict = DictionaryAttr::get(ctx, entries);
        ctx.set_op_properties(op, Some(dict));
    } else {
        match value {
            Some(v) => ctx.set_op_attr(op, name, v),
            None => {
                ctx.remove_op_attr(op, name);
            }
        }
    }
}

/// Drops the entries of the per-argument (or per-result) attribute array `name` that `erase`
/// marks, dropping the array when only empty dictionaries remain.
fn erase_attr_entries(ctx: &mut Context, func: OpRef, name: &str, erase: &[bool]) {
    let Some(arr) = op_attr_or_prop(ctx, func, name) else { return };
    let Some(elements) = arr.dyn_cast::<ArrayAttr>(ctx).map(|a| a.elements.clone()) else { return };
    let kept: Vec<Attribute> = elements
        .into_iter()
        .enumerate()
        .filter(|(i, _)| !erase.get(*i).copied().unwrap_or(false))
        .map(|(_, a)| a)
        .collect();
    let all_empty = kept.iter().all(|a| a.dyn_cast::<DictionaryAttr>(ctx).is_some_and(|d| d.entries.is_empty()));
    let value = (!all_empty).then(|| ArrayAttr::get(ctx, kept));
    set_inherent(ctx, func, name, value);
}

/// Rewrites IR while tracking the `ub.poison` ops it makes.
struct Applier<'a> {
    ctx: &'a mut Context,
    poisons: Vec<OpRef>,
}

impl Applier<'_> {
    /// A new `ub.poison` of `ty` just before `before` (or at the start of `block`).
    fn poison(&mut self, ty: Type, loc: Attribute, block: BlockRef, before: Option<OpRef>) -> Value {
        let point = before.map_or(InsertPoint::BlockEnd(block), InsertPoint::Before);
        let mut b = OpBuilder::new(self.ctx);
        b.restore_insertion_point(point);
        let p = PoisonOp::build(&mut b, loc, ty);
        self.poisons.push(p.op());
        p.result(self.ctx)
    }

    /// Replaces the remaining uses of `v`, which is going away, with a poison value.
    fn poison_uses(&mut self, v: Value) {
        if !self.ctx.has_uses(v) {
            return;
        }
        let ty = self.ctx.value_type(v);
        let (block, before, loc) = match v {
            Value::Argument { block, index } => {
                let first = self.ctx.block_first_op(block);
                (block, first, self.ctx.block_argument_loc(block, index as usize))
            }
            _ => {
                let Some(def) = self.ctx.defining_op(v) else { return };
                let Some(block) = self.ctx.op_parent_block(def) else { return };
                (block, Some(def), self.ctx.op_loc(def))
            }
        };
        let p = self.poison(ty, loc, block, before);
        self.ctx.replace_all_uses_with(v, p);
    }

    fn erase_block_args(&mut self, block: BlockRef, dead: &[bool]) {
        for i in (0..dead.len()).rev() {
            if dead[i] {
                let a = self.ctx.block_arguments(block).nth(i);
                if let Some(a) = a {
                    self.poison_uses(a);
                }
                let _ = self.ctx.erase_block_argument(block, i);
            }
        }
    }

    fn erase_function_parts(&mut self, f: &FunctionCleanup) {
        let ctx = &mut *self.ctx;
        let Some(entry) = callable_body(ctx, f.func).and_then(|r| ctx.region_entry_block(r)) else { return };
        let Some((inputs, results)) = function_type(ctx, f.func) else { return };
        if f.dead_args.len() != inputs.len() || f.dead_results.len() != results.len() {
            return;
        }
        self.erase_block_args(entry, &f.dead_args);
        let ctx = &mut *self.ctx;
        let keep = |v: &[Type], dead: &[bool]| -> Vec<Type> {
            v.iter().zip(dead).filter(|(_, &d)| !d).map(|(t, _)| *t).collect()
        };
        let ty = FunctionType::get(ctx, keep(&inputs, &f.dead_args), keep(&results, &f.dead_results));
        let attr = TypeAttr::get(ctx, ty);
        set_inherent(ctx, f.func, "function_type", Some(attr));
        if f.dead_args.iter().any(|&d| d) {
            erase_attr_entries(ctx, f.func, "arg_attrs", &f.dead_args);
        }
        if f.dead_results.iter().any(|&d| d) {
            erase_attr_entries(ctx, f.func, "res_attrs", &f.dead_results);
        }
    }

    /// Rebuilds `op` without the results `dead` marks (MLIR's `eraseOpResults`).
    fn erase_results(&mut self, op: OpRef, dead: &[bool]) {
        if !dead.iter().any(|&d| d) || self.ctx.is_erased(op) {
            return;
        }
        let results: Vec<Value> = self.ctx.results(op).collect();
        for (&r, &d) in results.iter().zip(dead) {
            if d {
                self.poison_uses(r);
            }
        }
        let ctx = &mut *self.ctx;
        let Some(block) = ctx.op_parent_block(op) else { return };
        let mut st = OperationState::new(ctx.op_name_of(op), ctx.op_loc(op));
        st.operands.extend(ctx.operands(op));
        st.result_types.extend(ctx.result_types(op).zip(dead).filter(|(_, &d)| !d).map(|(t, _)| t));
        st.attributes = ctx.op_attrs(op).to_vec();
        st.properties = ctx.op_properties(op);
        st.successors.extend(ctx.successors(op).iter().copied());
        let old_regions = ctx.op_regions(op).to_vec();
        for _ in &old_regions {
            let r = ctx.create_region();
            st.regions.push(r);
        }
        let new_regions = st.regions.to_vec();
        let new = ctx.create_op(st);
        ctx.insert_op_before(block, Some(op), new);
        for (o, n) in old_regions.iter().zip(&new_regions) {
            for b in ctx.region_blocks(*o).collect::<Vec<_>>() {
                ctx.detach_block(b);
                ctx.append_block(*n, b);
            }
        }
        let mut next = 0;
        for (&r, &d) in results.iter().zip(dead) {
            if !d {
                let nv = ctx.result(new, next);
                ctx.replace_all_uses_with(r, nv);
                next += 1;
            }
        }
        let _ = ctx.erase_op(op);
    }

    /// MLIR's `cleanUpDeadVals`.
    fn apply(&mut self, mut cl: Cleanup) {
        for (block, dead) in &cl.blocks {
            if self.ctx.num_block_arguments(*block) != dead.len() {
                continue;
            }
            self.erase_block_args(*block, dead);
        }
        for s in &cl.successors {
            let Some(range) = successor_operand_range(self.ctx, s.branch, s.successor) else { continue };
            if range.len() != s.dead.len() {
                continue;
            }
            let kept: Vec<Value> =
                range.zip(&s.dead).filter(|(_, &d)| !d).map(|(i, _)| self.ctx.operand(s.branch, i)).collect();
            set_successor_operands(self.ctx, s.branch, s.successor, &kept);
        }
        let mut erased_args: FxHashMap<OpRef, Vec<bool>> = FxHashMap::default();
        for f in &cl.functions {
            self.erase_function_parts(f);
            if f.dead_args.iter().any(|&d| d) {
                erased_args.insert(f.func, f.dead_args.clone());
            }
        }
        for o in &mut cl.operands {
            if self.ctx.is_erased(o.op) {
                continue;
            }
            if let Some(dead_args) = o.callee.and_then(|c| erased_args.get(&c)) {
                let Some(call) = self.ctx.op_interface::<CallOpInterface>(o.op) else { continue };
                let args = (call.arguments)(self.ctx, o.op);
                let operands: Vec<Value> = self.ctx.operands(o.op).collect();
                let Some(start) = (0..=operands.len().saturating_sub(args.len()))
                    .find(|&k| operands.get(k..k + args.len()) == Some(&args[..]))
                else {
                    continue;
                };
                for (j, &d) in dead_args.iter().enumerate() {
                    if d && start + j < o.dead.len() {
                        o.dead[start + j] = true;
                    }
                }
            }
            if !o.dead.iter().any(|&d| d) {
                continue;
            }
            if o.poison {
                let Some(block) = self.ctx.op_parent_block(o.op) else { continue };
                let loc_of = |ctx: &Context, v: Value| match v {
                    Value::Argument { block, index } => ctx.block_argument_loc(block, index as usize),
                    _ => ctx.defining_op(v).map(|d| ctx.op_loc(d)).unwrap_or_else(|| ctx.op_loc(o.op)),
                };
                for i in 0..o.dead.len() {
                    if o.dead[i] {
                        let v = self.ctx.operand(o.op, i);
                        let ty = self.ctx.value_type(v);
                        let loc = loc_of(self.ctx, v);
                        let p = self.poison(ty, loc, block, Some(o.op));
                        self.ctx.set_operand(o.op, i, p);
                    }
                }
            } else {
                let kept: Vec<Value> =
                    self.ctx.operands(o.op).zip(&o.dead).filter(|(_, &d)| !d).map(|(v, _)| v).collect();
                self.ctx.set_operands(o.op, &kept);
            }
        }
        for (op, dead) in &cl.results {
            self.erase_results(*op, dead);
        }
        for &op in &cl.operations {
            if self.ctx.is_erased(op) {
                continue;
            }
            if self.ctx.op_has_trait::<IsTerminator>(op) {
                let loc = self.ctx.op_loc(op);
                UnreachableOp::build(&mut OpBuilder::before(self.ctx, op), loc);
            }
            for r in self.ctx.results(op).collect::<Vec<_>>() {
                self.poison_uses(r);
            }
            let _ = self.ctx.erase_op(op);
        }
        for p in std::mem::take(&mut self.poisons) {
            if !self.ctx.is_erased(p) && !self.ctx.has_uses(self.ctx.result(p, 0)) {
                let _ = self.ctx.erase_op(p);
            }
        }
    }
}

impl Pass for RemoveDeadValues {
    fn name(&self) -> &'static str {
        "RemoveDeadValues"
    }
    fn argument(&self) -> &'static str {
        "remove-dead-values"
    }
    fn description(&self) -> &'static str {
        "Remove dead values"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let la = Liveness::run(ctx, op);
        let cleanup = Collector::collect(ctx, op, &la);
        Applier { ctx, poisons: Vec::new() }.apply(cleanup);
        if !self.canonicalize {
            return Ok(());
        }
        let mut ops = Vec::new();
        ctx.walk_ops_post_order(op, &mut |o| {
            if region_branch(ctx, o).is_some() {
                ops.push(o);
            }
        });
        let patterns = FrozenPatternSet::canonicalization_patterns(ctx);
        let scope = ctx.op_regions(op).first().copied();
        let stats =
            apply_op_patterns_greedily(ctx, &ops, scope, &patterns, &GreedyConfig::default(), IN_PLACE_PATTERNS);
        if !stats.converged {
            return Err(Diagnostic::error(ctx.op_loc(op), "greedy pattern rewrite failed to converge"));
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "canonicalize" => {
                self.canonicalize = match value {
                    "true" | "1" | "" => true,
                    "false" | "0" => false,
                    _ => return Err(format!("invalid value '{value}' for option '{key}'")),
                };
                Ok(())
            }
            _ => Err(format!("no such option '{key}'")),
        }
    }
    fn options(&self) -> Vec<(String, String)> {
        vec![("canonicalize".into(), self.canonicalize.to_string())]
    }
}
