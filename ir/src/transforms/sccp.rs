//! `sccp`: sparse conditional constant propagation (MLIR's `SCCP` pass). A sparse analysis
//! finds, for every value, whether it is a known constant, following only the control-flow
//! edges that can execute (a conditional branch on a known condition takes one side); then
//! values known to be constant are replaced by constants made at the top of their function and
//! ops left without uses and effects are erased.
//!
//! What is simplified against MLIR's dataflow framework: ops with regions (`scf.if`, loops)
//! other than `scf.if` give unknown results and their regions are all analysed, with unknown
//! block arguments; a private callable takes its arguments from the live calls to it even if
//! its symbol is also used elsewhere.

use crate::attributes::Attribute;
use crate::builtin::attributes::IntegerAttr;
use crate::builtin::locations::UnknownLoc;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::pass::Pass;
use crate::registry::FoldResult;
use crate::rewrite::greedy::would_be_trivially_dead;
use crate::rewrite::region_simplify::successor_operands;
use crate::symbol_table::{visibility, Visibility};
use crate::traits::ReturnLike;
use crate::transforms::inline::{callable_body, resolve_callee, CallOpInterface, CallableOpInterface};
use crate::types::Type;
use crate::value::Value;
use crate::{BlockRef, OpRef, RegionRef};
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::VecDeque;

/// MLIR's `SCCP` pass.
#[derive(Clone, Debug, Default)]
pub struct Sccp;

/// What is known about a value (absent from the map: nothing yet).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Lattice {
    /// A constant, with the dialect of the op that produced it (which materializes it).
    Constant(Attribute, String),
    /// Not a known constant.
    Unknown,
}

/// The state of the analysis.
#[derive(Default)]
struct Solver {
    values: FxHashMap<Value, Lattice>,
    live: FxHashSet<BlockRef>,
    worklist: VecDeque<OpRef>,
    /// The live call sites of each callable.
    callers: FxHashMap<OpRef, Vec<OpRef>>,
}

impl Solver {
    /// Joins `new` into the state of `v`; on a change, its users are visited again.
    fn join(&mut self, ctx: &Context, v: Value, new: Lattice) {
        let merged = match self.values.get(&v) {
            None => new,
            Some(old) if *old == new => return,
            Some(_) => Lattice::Unknown,
        };
        if self.values.get(&v) == Some(&merged) {
            return;
        }
        self.values.insert(v, merged);
        for user in ctx.users(v) {
            if ctx.op_parent_block(user).is_some_and(|b| self.live.contains(&b)) {
                self.worklist.push_back(user);
            }
        }
    }

    /// Marks `block` executable, visiting its ops the first time.
    fn mark_live(&mut self, ctx: &Context, block: BlockRef) {
        if self.live.insert(block) {
            self.worklist.extend(ctx.block_ops(block));
        }
    }

    /// Makes the entry block of each region of `op` executable with unknown arguments.
    fn enter_regions(&mut self, ctx: &Context, op: OpRef) {
        // A private callable executes when a live call reaches it, with what the calls pass.
        if ctx.op_interface::<CallableOpInterface>(op).is_some() && visibility(ctx, op) == Visibility::Private {
            return;
        }
        for &r in ctx.op_regions(op) {
            if let Some(entry) = ctx.region_entry_block(r) {
                for a in ctx.block_arguments(entry).collect::<Vec<_>>() {
                    self.join(ctx, a, Lattice::Unknown);
                }
                self.mark_live(ctx, entry);
            }
        }
    }

    /// Visits a terminator with successors: marks the successors it may take executable and
    /// forwards its operands to their arguments.
    fn visit_branch(&mut self, ctx: &Context, op: OpRef) {
        let mut states = Vec::new();
        for v in ctx.operands(op) {
            match self.values.get(&v) {
                Some(s) => states.push(s.clone()),
                None => return,
            }
        }
        let succs: Vec<BlockRef> = ctx.successors(op).to_vec();
        let mut taken: Vec<usize> = (0..succs.len()).collect();
        if ctx.op_name_text(op) == "cf.cond_br" && succs.len() == 2 {
            if let Some(Lattice::Constant(c, _)) = states.first() {
                if let Some(i) = c.dyn_cast::<IntegerAttr>(ctx) {
                    taken = vec![if i.value.is_zero() { 1 } else { 0 }];
                }
            }
        }
        for s in taken {
            let block = succs[s];
            let args: Vec<Value> = ctx.block_arguments(block).collect();
            match successor_operands(ctx, op, s) {
                Some(ops) if ops.len() == args.len() => {
                    for (a, o) in args.into_iter().zip(ops) {
                        if let Some(st) = self.values.get(&o).cloned() {
                            self.join(ctx, a, st);
                        }
                    }
                }
                _ => {
                    for a in args {
                        self.join(ctx, a, Lattice::Unknown);
                    }
                }
            }
            self.mark_live(ctx, block);
        }
    }

    /// `scf.if`: only the region a known condition selects executes (MLIR's
    /// `RegionBranchOpInterface`); its results join what the executed regions yield.
    fn visit_if(&mut self, ctx: &Context, op: OpRef) {
        let Some(cond) = (ctx.num_operands(op) > 0).then(|| ctx.operand(op, 0)) else { return };
        let regions: Vec<RegionRef> = ctx.op_regions(op).to_vec();
        let taken: Vec<RegionRef> = match self.values.get(&cond) {
            None => return,
            Some(Lattice::Constant(c, _)) => match c.dyn_cast::<IntegerAttr>(ctx) {
                Some(i) => regions.get(if i.value.is_zero() { 1 } else { 0 }).copied().into_iter().collect(),
                None => regions,
            },
            Some(Lattice::Unknown) => regions,
        };
        let mut yields_somewhere = false;
        for r in taken {
            if let Some(entry) = ctx.region_entry_block(r) {
                yields_somewhere = true;
                self.mark_live(ctx, entry);
            }
        }
        // An `scf.if` without the region selected (no `else`) yields nothing.
        if !yields_somewhere {
            for r in ctx.results(op).collect::<Vec<_>>() {
                self.join(ctx, r, Lattice::Unknown);
            }
        }
    }

    /// `scf.for`: the body may run (with an unknown induction variable) or not; the iteration
    /// arguments and the results join the initial values and what the body yields.
    fn visit_for(&mut self, ctx: &Context, op: OpRef) {
        let operands: Vec<Value> = ctx.operands(op).collect();
        if operands.iter().any(|v| !self.values.contains_key(v)) || operands.len() < 3 {
            return;
        }
        let Some(body) = ctx.op_regions(op).first().and_then(|&r| ctx.region_entry_block(r)) else { return };
        let args: Vec<Value> = ctx.block_arguments(body).collect();
        if let Some(&iv) = args.first() {
            self.join(ctx, iv, Lattice::Unknown);
        }
        let results: Vec<Value> = ctx.results(op).collect();
        for (i, init) in operands[3..].iter().enumerate() {
            let st = self.values.get(init).cloned().unwrap_or(Lattice::Unknown);
            if let Some(&a) = args.get(i + 1) {
                self.join(ctx, a, st.clone());
            }
            if let Some(&r) = results.get(i) {
                self.join(ctx, r, st);
            }
        }
        self.mark_live(ctx, body);
    }

    /// `scf.yield` in an `scf.if` or `scf.for`: forwards its operands to the results of its
    /// parent (and to the next iteration of a loop).
    fn visit_yield(&mut self, ctx: &Context, op: OpRef) {
        let Some(parent) = ctx.op_parent_op(op) else { return };
        let mut targets: Vec<Vec<Value>> = vec![ctx.results(parent).collect()];
        match ctx.op_name_text(parent) {
            "scf.if" => {}
            "scf.for" => {
                if let Some(body) = ctx.op_regions(parent).first().and_then(|&r| ctx.region_entry_block(r)) {
                    targets.push(ctx.block_arguments(body).skip(1).collect());
                }
            }
            _ => return,
        }
        let operands: Vec<Value> = ctx.operands(op).collect();
        for t in targets {
            for (r, o) in t.into_iter().zip(operands.iter()) {
                if let Some(st) = self.values.get(o).cloned() {
                    self.join(ctx, r, st);
                }
            }
        }
    }

    /// A call: a private callee executes with the arguments passed; the results join what the
    /// callee's executed returns give back (MLIR's interprocedural analysis).
    fn visit_call(&mut self, ctx: &Context, call: OpRef) {
        let results: Vec<Value> = ctx.results(call).collect();
        let Some((callee, body)) = resolve_callee(ctx, call).and_then(|c| Some((c, callable_body(ctx, c)?))) else {
            for r in results {
                self.join(ctx, r, Lattice::Unknown);
            }
            return;
        };
        let callers = self.callers.entry(callee).or_default();
        if !callers.contains(&call) {
            callers.push(call);
        }
        if visibility(ctx, callee) == Visibility::Private {
            if let (Some(entry), Some(i)) = (ctx.region_entry_block(body), ctx.op_interface::<CallOpInterface>(call)) {
                let args: Vec<Value> = ctx.block_arguments(entry).collect();
                for (a, v) in args.into_iter().zip((i.arguments)(ctx, call)) {
                    if let Some(st) = self.values.get(&v).cloned() {
                        self.join(ctx, a, st);
                    }
                }
                self.mark_live(ctx, entry);
            }
        }
        let blocks: Vec<BlockRef> = ctx.region_blocks(body).filter(|b| self.live.contains(b)).collect();
        for b in blocks {
            if let Some(term) = ctx.block_last_op(b) {
                if ctx.op_has_trait::<ReturnLike>(term) {
                    self.forward_return(ctx, term, call);
                }
            }
        }
    }

    /// Joins the operands of return `ret` into the results of `call`.
    fn forward_return(&mut self, ctx: &Context, ret: OpRef, call: OpRef) {
        let results: Vec<Value> = ctx.results(call).collect();
        let operands: Vec<Value> = ctx.operands(ret).collect();
        for (r, o) in results.into_iter().zip(operands) {
            if let Some(st) = self.values.get(&o).cloned() {
                self.join(ctx, r, st);
            }
        }
    }

    /// A return of a callable: forwards its operands to the live calls of the callable.
    fn visit_return(&mut self, ctx: &Context, ret: OpRef) {
        let Some(parent) = ctx.op_parent_op(ret) else { return };
        let calls = self.callers.get(&parent).cloned().unwrap_or_default();
        for call in calls {
            self.forward_return(ctx, ret, call);
        }
    }

    /// Visits an op in an executable block.
    fn visit(&mut self, ctx: &Context, op: OpRef) {
        if ctx.is_erased(op) {
            return;
        }
        if !ctx.successors(op).is_empty() {
            self.visit_branch(ctx, op);
            return;
        }
        if ctx.op_name_text(op) == "scf.if" {
            self.visit_if(ctx, op);
            return;
        }
        if ctx.op_name_text(op) == "scf.for" {
            self.visit_for(ctx, op);
            return;
        }
        if ctx.op_name_text(op) == "scf.yield" {
            self.visit_yield(ctx, op);
            return;
        }
        if ctx.op_regions(op).is_empty() && ctx.op_interface::<CallOpInterface>(op).is_some() {
            self.visit_call(ctx, op);
            return;
        }
        if ctx.op_has_trait::<ReturnLike>(op) {
            self.visit_return(ctx, op);
            return;
        }
        if !ctx.op_regions(op).is_empty() {
            for r in ctx.results(op).collect::<Vec<_>>() {
                self.join(ctx, r, Lattice::Unknown);
            }
            self.enter_regions(ctx, op);
            return;
        }
        if ctx.num_results(op) == 0 {
            return;
        }
        let mut constants = Vec::new();
        for v in ctx.operands(op) {
            match self.values.get(&v) {
                None => return,
                Some(Lattice::Constant(c, _)) => constants.push(Some(*c)),
                Some(Lattice::Unknown) => constants.push(None),
            }
        }
        let results: Vec<Value> = ctx.results(op).collect();
        let folded = ctx.op_registered_info_ref(op).and_then(|i| i.fold).and_then(|f| f(ctx, op, &constants));
        let folded = folded.filter(|f| {
            f.len() == results.len() && !f.iter().enumerate().all(|(i, r)| *r == FoldResult::Value(results[i]))
        });
        let Some(folded) = folded else {
            for r in results {
                self.join(ctx, r, Lattice::Unknown);
            }
            return;
        };
        let dialect = ctx.op_name_dialect(ctx.op_name_of(op)).to_string();
        for (r, f) in results.into_iter().zip(folded) {
            match f {
                FoldResult::Attribute(a) => self.join(ctx, r, Lattice::Constant(a, dialect.clone())),
                FoldResult::Value(v) => {
                    if let Some(st) = self.values.get(&v).cloned() {
                        self.join(ctx, r, st);
                    }
                }
            }
        }
    }

    fn run(&mut self, ctx: &Context) {
        while let Some(op) = self.worklist.pop_front() {
            self.visit(ctx, op);
        }
    }
}

/// MLIR's `OperationFolder` as SCCP uses it: constants it made, uniqued per function, each new
/// one put first in the function's entry block.
#[derive(Default)]
struct Constants {
    made: FxHashMap<(RegionRef, String, Attribute, Type), Value>,
}

impl Constants {
    /// The region constants for `block` go into: the nearest isolated from above.
    fn insertion_region(ctx: &Context, block: BlockRef) -> Option<RegionRef> {
        let mut region = ctx.block_parent_region(block)?;
        loop {
            let Some(parent) = ctx.region_parent_op(region) else { return Some(region) };
            if ctx.op_has_trait::<crate::traits::IsolatedFromAbove>(parent)
                || ctx.op_registered_info_ref(parent).is_none()
            {
                return Some(region);
            }
            region = ctx.block_parent_region(ctx.op_parent_block(parent)?)?;
        }
    }

    fn get_or_create(
        &mut self,
        ctx: &mut Context,
        block: BlockRef,
        dialect: &str,
        value: Attribute,
        ty: Type,
    ) -> Option<Value> {
        let region = Self::insertion_region(ctx, block)?;
        let key = (region, dialect.to_string(), value, ty);
        if let Some(&v) = self.made.get(&key) {
            return Some(v);
        }
        let materialize = ctx.dialect(dialect)?.materialize_constant?;
        let entry = ctx.region_entry_block(region)?;
        let loc = UnknownLoc::get(ctx);
        let c = materialize(ctx, value, ty, loc)?;
        let first = ctx.block_first_op(entry);
        ctx.insert_op_before(entry, first, c);
        let v = ctx.result(c, 0);
        self.made.insert(key, v);
        Some(v)
    }
}

/// Replaces `v` by a constant if the analysis found it to be one.
fn replace_with_constant(
    ctx: &mut Context,
    solver: &Solver,
    folder: &mut Constants,
    block: BlockRef,
    v: Value,
) -> bool {
    let Some(Lattice::Constant(attr, dialect)) = solver.values.get(&v) else { return false };
    let ty = ctx.value_type(v);
    let Some(c) = folder.get_or_create(ctx, block, dialect, *attr, ty) else { return false };
    if c != v {
        ctx.replace_all_uses_with(v, c);
    }
    true
}

/// MLIR's `wouldOpBeTriviallyDead`, with ops whose effects are those of their bodies.
fn would_be_dead(ctx: &Context, op: OpRef) -> bool {
    if ctx.op_regions(op).is_empty() {
        return would_be_trivially_dead(ctx, op);
    }
    !ctx.op_has_trait::<crate::traits::IsTerminator>(op) && super::licm::is_memory_effect_free(ctx, op)
}

/// MLIR's SCCP rewrite: blocks in order, nested regions after the rest of their block.
fn rewrite(ctx: &mut Context, solver: &Solver, regions: &[RegionRef]) {
    let mut folder = Constants::default();
    let mut worklist: Vec<BlockRef> = Vec::new();
    let push = |ctx: &Context, worklist: &mut Vec<BlockRef>, regions: &[RegionRef]| {
        for &r in regions {
            let blocks: Vec<BlockRef> = ctx.region_blocks(r).collect();
            worklist.extend(blocks.into_iter().rev());
        }
    };
    push(ctx, &mut worklist, regions);
    while let Some(block) = worklist.pop() {
        let ops: Vec<OpRef> = ctx.block_ops(block).collect();
        for op in ops {
            let results: Vec<Value> = ctx.results(op).collect();
            let mut replaced_all = !results.is_empty();
            for r in results {
                replaced_all &= replace_with_constant(ctx, solver, &mut folder, block, r);
            }
            if replaced_all && would_be_dead(ctx, op) && ctx.results(op).all(|r| !ctx.has_uses(r)) {
                let _ = ctx.erase_op(op);
                continue;
            }
            let nested: Vec<RegionRef> = ctx.op_regions(op).to_vec();
            push(ctx, &mut worklist, &nested);
        }
        for a in ctx.block_arguments(block).collect::<Vec<_>>() {
            replace_with_constant(ctx, solver, &mut folder, block, a);
        }
    }
}

impl Pass for Sccp {
    fn name(&self) -> &'static str {
        "SCCP"
    }
    fn argument(&self) -> &'static str {
        "sccp"
    }
    fn description(&self) -> &'static str {
        "Sparse Conditional Constant Propagation"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let mut solver = Solver::default();
        solver.enter_regions(ctx, op);
        solver.run(ctx);
        let regions: Vec<RegionRef> = ctx.op_regions(op).to_vec();
        rewrite(ctx, &solver, &regions);
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(Sccp)
    }
}
