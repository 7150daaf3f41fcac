//! The `ownership-based-buffer-deallocation` pass (MLIR's
//! `OwnershipBasedBufferDeallocation.cpp`): every block owns the buffers it allocates, tracks
//! for each memref an `i1` ownership indicator, passes ownership along with the memrefs it
//! forwards (extra `i1` block arguments, loop-carried values, op results), and frees what it
//! owns and does not pass on with a `bufferization.dealloc` before its terminator.
//!
//! Blocks are processed in MLIR's order (the blocks of nested regions before the block holding
//! them, the blocks of a region depth-first along successors); each op is handled by the first of
//! its interfaces in MLIR's order: the deallocation models of `arith.select` and `cf.cond_br`,
//! then memory effects (allocations), region branches (`scf.if`, `scf.for`, ...), calls,
//! branches and region terminators. Function arguments are never owned; returned memrefs are
//! owned by the caller, cloned when the function does not own them (unless the function is
//! private and `private-function-dynamic-ownership` passes the indicator as an extra result).

mod backedges;
mod liveness;
pub mod state;

use crate::arith::{AndIOp, SelectOp, XOrIOp};
use crate::bufferization::{CloneOp, DeallocOp};
use crate::cf::CondBranchOp;
use crate::func::{CallOp, FuncOp};
use crate::scf::IfOp;
use crate::utils::constants::const_int;
use oxir::builtin::types::{FunctionType, IntegerType};
use oxir::interfaces::{
    is_region_branch_terminator, terminator_successor_operand_range, RegionBranchOpInterface, RegionSuccessor,
};
use oxir::interfaces::{memory_effects, EffectResource, MemoryEffect};
use oxir::ods::Op;
use oxir::pass::Pass;
use oxir::rewrite::region_simplify::{branch_interface, set_successor_operands, successor_operands};
use oxir::traits::{IsTerminator, NoTerminator, RecursiveMemoryEffects};
use oxir::verifier::emit_error_on_op;
use oxir::{
    BlockRef, Builder, Context, Diagnostic, InsertPoint, OpBuilder, OpRef, OperationState, RegionRef, Type, Value,
};
use state::{bool_value, is_memref, value_loc, DeallocationState, Ownership};

/// The pass's options (MLIR's `DeallocationOptions`).
#[derive(Clone, Copy, Default, Debug)]
pub struct DeallocationOptions {
    /// Private functions return an `i1` ownership indicator with each memref result (and calls
    /// of them receive it) instead of cloning non-owned returned buffers.
    pub private_function_dynamic_ownership: bool,
}

/// The `ownership-based-buffer-deallocation` pass.
#[derive(Clone, Default)]
pub struct OwnershipBasedBufferDeallocation {
    /// The options.
    pub options: DeallocationOptions,
}

impl Pass for OwnershipBasedBufferDeallocation {
    fn name(&self) -> &'static str {
        "OwnershipBasedBufferDeallocation"
    }
    fn argument(&self) -> &'static str {
        "ownership-based-buffer-deallocation"
    }
    fn description(&self) -> &'static str {
        "Adds all required dealloc operations for all allocations in the input program"
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "private-function-dynamic-ownership" => {
                self.options.private_function_dynamic_ownership = parse_bool(value)?;
                Ok(())
            }
            _ => Err(format!("no such option {key}")),
        }
    }
    fn options(&self) -> Vec<(&'static str, oxir::pass::options::OptionValue)> {
        vec![(
            "private-function-dynamic-ownership",
            oxir::pass::options::OptionValue::Bool(self.options.private_function_dynamic_ownership),
        )]
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let mut funcs = Vec::new();
        ctx.walk_ops_post_order(op, &mut |o| {
            if ctx.isa_op::<FuncOp>(o) && ctx.op_regions(o).first().is_some_and(|&r| !ctx.region_is_empty(r)) {
                funcs.push(o);
            }
        });
        for f in funcs {
            deallocate_function(ctx, f, self.options)?;
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// A boolean option value (`true`, `false`, `1`, `0`, or empty for true).
pub fn parse_bool(value: &str) -> Result<bool, String> {
    match value {
        "" | "true" | "1" => Ok(true),
        "false" | "0" => Ok(false),
        v => Err(format!("'{v}' is not a boolean")),
    }
}

/// Places the deallocations of function `f` (MLIR's `deallocateBuffersOwnershipBased`).
pub fn deallocate_function(ctx: &mut Context, f: OpRef, options: DeallocationOptions) -> Result<(), Diagnostic> {
    if backedges::has_backedge(ctx, f) {
        return Err(emit_error_on_op(ctx, f, "Only structured control-flow loops are supported."));
    }
    let mut blocks = Vec::new();
    blocks_post_order(ctx, f, &mut blocks);
    let mut d = Dealloc { state: DeallocationState::new(ctx, f), options };
    for b in blocks {
        d.deallocate_block(ctx, b)?;
    }
    update_function_signature(ctx, f)
}

/// The blocks under `op` in MLIR's post-order walk with forward dominance order: for each region,
/// its reachable blocks depth-first along successors, each after the blocks nested in its ops.
fn blocks_post_order(ctx: &Context, op: OpRef, out: &mut Vec<BlockRef>) {
    for &r in ctx.op_regions(op) {
        for b in depth_first(ctx, r) {
            for o in ctx.block_ops(b).collect::<Vec<_>>() {
                blocks_post_order(ctx, o, out);
            }
            out.push(b);
        }
    }
}

/// The blocks of `region` reachable from its entry, in depth-first pre-order along successors.
fn depth_first(ctx: &Context, region: RegionRef) -> Vec<BlockRef> {
    let Some(entry) = ctx.region_entry_block(region) else { return Vec::new() };
    let mut seen = vec![entry];
    let mut stack: Vec<(BlockRef, usize)> = vec![(entry, 0)];
    while let Some((b, i)) = stack.last_mut() {
        let succs = liveness::successors(ctx, *b);
        if *i >= succs.len() {
            stack.pop();
            continue;
        }
        let s = succs[*i];
        *i += 1;
        if !seen.contains(&s) {
            seen.push(s);
            stack.push((s, 0));
        }
    }
    seen
}

/// MLIR's `updateFunctionSignature`: the result types become those the returns now return.
fn update_function_signature(ctx: &mut Context, f: OpRef) -> Result<(), Diagnostic> {
    let Some(&body) = ctx.op_regions(f).first() else { return Ok(()) };
    let mut returned: Vec<Vec<Type>> = Vec::new();
    for b in ctx.region_blocks(body).collect::<Vec<_>>() {
        for o in ctx.block_ops(b) {
            if let Some(r) = terminator_successor_operand_range(ctx, o, RegionSuccessor::Parent) {
                returned.push(r.map(|i| ctx.value_type(ctx.operand(o, i))).collect());
            }
        }
    }
    if returned.windows(2).any(|w| w[0] != w[1]) {
        return Err(emit_error_on_op(ctx, f, "there are multiple return operations with different operand types"));
    }
    let Some(sig) = FuncOp::from_op_unchecked(f).signature(ctx).cloned() else { return Ok(()) };
    let Some(entry) = ctx.region_entry_block(body) else { return Ok(()) };
    let inputs: Vec<Type> = ctx.block_arguments(entry).map(|a| ctx.value_type(a)).collect();
    let results = returned.into_iter().next().unwrap_or(sig.results.clone());
    if inputs == sig.inputs && results == sig.results {
        return Ok(());
    }
    let fty = ctx.intern_type(FunctionType { inputs, results });
    let attr = oxir::builtin::attributes::TypeAttr::get(ctx, fty);
    super::one_shot::set_prop(ctx, f, "function_type", attr);
    Ok(())
}

fn i1(ctx: &Context) -> Type {
    IntegerType::get(ctx, 1)
}

fn block_region(ctx: &Context, b: BlockRef) -> Option<RegionRef> {
    ctx.block_parent_region(b)
}

/// Whether region `a` is a proper ancestor of region `b`.
fn is_proper_ancestor(ctx: &Context, a: RegionRef, b: RegionRef) -> bool {
    let mut cur =
        ctx.region_parent_op(b).and_then(|p| ctx.op_parent_block(p)).and_then(|bl| ctx.block_parent_region(bl));
    while let Some(r) = cur {
        if r == a {
            return true;
        }
        cur = ctx.region_parent_op(r).and_then(|p| ctx.op_parent_block(p)).and_then(|bl| ctx.block_parent_region(bl));
    }
    false
}

/// Builds at a fixed insertion point.
fn builder_at(ctx: &mut Context, point: InsertPoint) -> OpBuilder<'_> {
    let mut b = OpBuilder::new(ctx);
    b.restore_insertion_point(point);
    b
}

struct Dealloc {
    state: DeallocationState,
    options: DeallocationOptions,
}

impl Dealloc {
    fn deallocate_block(&mut self, ctx: &mut Context, block: BlockRef) -> Result<(), Diagnostic> {
        let start = InsertPoint::block_start(ctx, block);
        let region = block_region(ctx, block);
        for li in self.state.live_memrefs_in(ctx, block) {
            let lr = ctx.value_parent_block(li).and_then(|b| block_region(ctx, b));
            if lr == region {
                let o = self.state.ownership(li, ctx.value_parent_block(li));
                self.state.update_ownership(ctx, li, o, Some(block));
                self.state.add_memref_to_deallocate(li, block);
                continue;
            }
            if let (Some(lr), Some(region)) = (lr, region) {
                if is_proper_ancestor(ctx, lr, region) {
                    let loc = value_loc(ctx, li);
                    let f = bool_value(&mut builder_at(ctx, start), loc, false);
                    self.state.update_ownership(ctx, li, Ownership::Unique(f), Some(block));
                }
            }
        }
        let func_entry =
            ctx.block_parent_op(block).is_some_and(|p| ctx.isa_op::<FuncOp>(p)) && ctx.is_entry_block(block);
        let n = ctx.num_block_arguments(block);
        for i in 0..n {
            let arg = Value::Argument { block, index: i as u32 };
            if !is_memref(ctx, arg) {
                continue;
            }
            let loc = ctx.block_argument_loc(block, i);
            let indicator = if func_entry {
                bool_value(&mut builder_at(ctx, start), loc, false)
            } else {
                let t = i1(ctx);
                ctx.add_block_argument(block, t, loc)
            };
            self.state.update_ownership(ctx, arg, Ownership::Unique(indicator), None);
            self.state.add_memref_to_deallocate(arg, block);
        }
        let ops: Vec<OpRef> = ctx.block_ops(block).collect();
        for op in ops {
            if let Some(op) = self.handle_all(ctx, op)? {
                self.populate_remaining_ownerships(ctx, op);
            }
        }
        Ok(())
    }

    fn handle_all(&mut self, ctx: &mut Context, op: OpRef) -> Result<Option<OpRef>, Diagnostic> {
        if ctx.isa_op::<SelectOp>(op) {
            return Ok(Some(op));
        }
        if ctx.isa_op::<CondBranchOp>(op) {
            return self.cond_branch(ctx, op).map(Some);
        }
        verify_operation_preconditions(ctx, op)?;
        let mut cur = op;
        if memory_effects(ctx, cur).is_some() {
            self.handle_memory_effects(ctx, cur)?;
        }
        if ctx.op_interface::<dyn RegionBranchOpInterface>(cur).is_some() {
            cur = self.handle_region_branch(ctx, cur);
        }
        if ctx.isa_op::<CallOp>(cur) {
            cur = self.handle_call(ctx, cur);
        }
        if branch_interface(ctx, cur).is_some() {
            self.handle_branch(ctx, cur)?;
        }
        if is_region_branch_terminator(ctx, cur) {
            self.handle_terminator(ctx, cur)?;
        }
        Ok(Some(cur))
    }

    fn handle_memory_effects(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let Some(block) = ctx.op_parent_block(op) else { return Ok(()) };
        let start = InsertPoint::block_start(ctx, block);
        let effects = memory_effects(ctx, op).unwrap_or_default();
        let manual = ctx.op_attr(op, "bufferization.manual_deallocation").is_some();
        for v in ctx.operands(op).collect::<Vec<_>>() {
            if !is_memref(ctx, v) {
                continue;
            }
            let frees = effects.iter().any(|e| e.effect == MemoryEffect::Free && e.value.is_none_or(|x| x == v));
            if frees && !manual {
                return Err(emit_error_on_op(ctx, op, "memory free side-effect on MemRef value not supported!"));
            }
        }
        let loc = ctx.op_loc(op);
        let mut b = builder_at(ctx, start);
        for res in b.ctx().results(op).collect::<Vec<_>>() {
            if !is_memref(b.ctx(), res) {
                continue;
            }
            let Some(e) = effects.iter().find(|e| e.effect == MemoryEffect::Allocate && e.value == Some(res)) else {
                continue;
            };
            if e.resource == EffectResource::AutomaticAllocationScope || manual {
                self.state.reset_ownerships(&[res], block);
                let f = bool_value(&mut b, loc, false);
                self.state.update_ownership(b.ctx(), res, Ownership::Unique(f), None);
                continue;
            }
            let t = bool_value(&mut b, loc, true);
            self.state.update_ownership(b.ctx(), res, Ownership::Unique(t), None);
            self.state.add_memref_to_deallocate(res, block);
        }
        Ok(())
    }

    fn handle_region_branch(&mut self, ctx: &mut Context, op: OpRef) -> OpRef {
        let Some(block) = ctx.op_parent_block(op) else { return op };
        let Some(model) = ctx.op_interface::<dyn RegionBranchOpInterface>(op) else { return op };
        let consts = vec![None; ctx.num_operands(op)];
        let succs = model.entry_successors(ctx, op, &consts);
        let entry = succs.first().map(|&s| model.entry_successor_operands(ctx, op, s)).unwrap_or_default();
        let num = entry.iter().filter(|&&v| is_memref(ctx, v)).count();
        let loc = ctx.op_loc(op);
        let start = InsertPoint::block_start(ctx, block);
        let f = bool_value(&mut builder_at(ctx, start), loc, false);
        let mut operands: Vec<Value> = ctx.operands(op).collect();
        operands.extend(std::iter::repeat_n(f, num));
        ctx.set_operands(op, &operands);
        self.with_ownership_results(ctx, op, block)
    }

    /// Gives `op` one `i1` result per memref result, the ownership indicator of that memref,
    /// which the op (a call of a private function, a region op) now returns; each memref result
    /// is owned through its indicator and must be freed in `block`.
    fn with_ownership_results(&mut self, ctx: &mut Context, op: OpRef, block: BlockRef) -> OpRef {
        let counter = ctx.num_results(op);
        let n_mem = ctx.results(op).filter(|&r| is_memref(ctx, r)).count();
        let t = i1(ctx);
        let new = append_op_results(ctx, op, &vec![t; n_mem]);
        let mut k = counter;
        for r in ctx.results(new).take(counter).collect::<Vec<_>>() {
            if is_memref(ctx, r) {
                let ind = ctx.result(new, k);
                k += 1;
                self.state.update_ownership(ctx, r, Ownership::Unique(ind), None);
                self.state.add_memref_to_deallocate(r, block);
            }
        }
        new
    }

    fn handle_call(&mut self, ctx: &mut Context, op: OpRef) -> OpRef {
        let Some(block) = ctx.op_parent_block(op) else { return op };
        let callee = oxir::interfaces::resolve_callee(ctx, op).or_else(|| {
            let name = CallOp::from_op_unchecked(op).callee(ctx).map(|c| ctx.ident_str(c.root).to_string())?;
            oxir::symbol_table::lookup_nearest_symbol_named(ctx, op, &name)
        });
        let is_private = callee.is_none_or(|f| {
            oxir::symbol_table::visibility(ctx, f) == oxir::symbol_table::Visibility::Private
                && !(ctx.isa_op::<FuncOp>(f) && FuncOp::from_op_unchecked(f).is_declaration(ctx))
        });
        if self.options.private_function_dynamic_ownership && is_private {
            return self.with_ownership_results(ctx, op, block);
        }
        let loc = ctx.op_loc(op);
        let t = bool_value(&mut OpBuilder::before(ctx, op), loc, true);
        for r in ctx.results(op).collect::<Vec<_>>() {
            if is_memref(ctx, r) {
                self.state.update_ownership(ctx, r, Ownership::Unique(t), None);
                self.state.add_memref_to_deallocate(r, block);
            }
        }
        op
    }

    fn handle_branch(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let n = ctx.successors(op).len();
        if n > 1 {
            return Err(emit_error_on_op(
                ctx,
                op,
                "BranchOpInterface operations with multiple successors are not supported yet",
            ));
        }
        if n != 1 {
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                "only BranchOpInterface operations with exactly one successor are supported yet",
            ));
        }
        let Some(block) = ctx.op_parent_block(op) else { return Ok(()) };
        let loc = ctx.op_loc(op);
        let succ = ctx.successors(op)[0];
        let forwarded = successor_operands(ctx, op, 0).unwrap_or_default();
        let (memrefs, conditions) = {
            let mut b = OpBuilder::before(ctx, op);
            self.state.memrefs_and_conditions_to_deallocate(&mut b, loc, block)?
        };
        let retain = self.state.memrefs_to_retain(ctx, block, Some(succ), &forwarded);
        let d = DeallocOp::build_retaining(&mut OpBuilder::before(ctx, op), loc, &memrefs, &conditions, &retain);
        let updated: Vec<Value> = ctx.results(d.into()).collect();
        self.state.reset_ownerships(&retain, block);
        for (&r, &o) in retain.iter().zip(&updated) {
            self.state.update_ownership(ctx, r, Ownership::Unique(o), Some(block));
        }
        let n_mem = forwarded.iter().filter(|&&v| is_memref(ctx, v)).count();
        let mut new = forwarded.clone();
        new.extend(updated.iter().take(n_mem).copied());
        set_successor_operands(ctx, op, 0, &new);
        Ok(())
    }

    fn function_without_dynamic_ownership(&self, ctx: &Context, op: Option<OpRef>) -> bool {
        let Some(f) = op.filter(|&f| ctx.isa_op::<FuncOp>(f)) else { return false };
        let private = oxir::symbol_table::visibility(ctx, f) == oxir::symbol_table::Visibility::Private;
        !self.options.private_function_dynamic_ownership || !private || FuncOp::from_op_unchecked(f).is_declaration(ctx)
    }

    fn handle_terminator(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let Some(block) = ctx.op_parent_block(op) else { return Ok(()) };
        let fwo = self.function_without_dynamic_ownership(ctx, ctx.op_parent_op(op));
        if fwo {
            for i in 0..ctx.num_operands(op) {
                let v = ctx.operand(op, i);
                if is_memref(ctx, v) {
                    let new = self.materialize_with_guaranteed_ownership(ctx, op, v, block);
                    ctx.set_operand(op, i, new);
                }
            }
        }
        let Some(range) = terminator_successor_operand_range(ctx, op, RegionSuccessor::Parent) else { return Ok(()) };
        let operands: Vec<Value> = range.clone().map(|i| ctx.operand(op, i)).collect();
        let updated = self.insert_dealloc_for_return_like(ctx, op, block, &operands)?;
        if !fwo {
            let all: Vec<Value> = ctx.operands(op).collect();
            let mut new: Vec<Value> = all[..range.end].to_vec();
            new.extend(updated);
            new.extend_from_slice(&all[range.end..]);
            ctx.set_operands(op, &new);
        }
        Ok(())
    }

    /// MLIR's `deallocation_impl::insertDeallocOpForReturnLike`: the updated ownership of the
    /// memref `operands`.
    fn insert_dealloc_for_return_like(
        &mut self,
        ctx: &mut Context,
        op: OpRef,
        block: BlockRef,
        operands: &[Value],
    ) -> Result<Vec<Value>, Diagnostic> {
        let loc = ctx.op_loc(op);
        let (memrefs, conditions) = {
            let mut b = OpBuilder::before(ctx, op);
            self.state.memrefs_and_conditions_to_deallocate(&mut b, loc, block)?
        };
        let retain = self.state.memrefs_to_retain(ctx, block, None, operands);
        if memrefs.is_empty() && retain.is_empty() {
            return Ok(Vec::new());
        }
        let d = DeallocOp::build_retaining(&mut OpBuilder::before(ctx, op), loc, &memrefs, &conditions, &retain);
        let updated: Vec<Value> = ctx.results(d.into()).collect();
        self.state.reset_ownerships(&retain, block);
        for (&r, &o) in retain.iter().zip(&updated) {
            self.state.update_ownership(ctx, r, Ownership::Unique(o), Some(block));
        }
        let n_mem = operands.iter().filter(|&&v| is_memref(ctx, v)).count();
        Ok(updated.into_iter().take(n_mem).collect())
    }

    /// MLIR's `materializeUniqueOwnership`: `memref` (or a clone) with an indicator, built
    /// before `at`.
    fn materialize_unique(&mut self, ctx: &mut Context, at: OpRef, memref: Value, block: BlockRef) -> (Value, Value) {
        if ctx.value_parent_block(memref) == Some(block) {
            if let Some(sel) = ctx.defining_op(memref).filter(|&d| ctx.isa_op::<SelectOp>(d)) {
                let (c, t, f) = (ctx.operand(sel, 0), ctx.operand(sel, 1), ctx.operand(sel, 2));
                if let (Ownership::Unique(ot), Ownership::Unique(of)) =
                    (self.state.ownership(t, Some(block)), self.state.ownership(f, Some(block)))
                {
                    let loc = ctx.op_loc(sel);
                    let s = SelectOp::build(&mut OpBuilder::before(ctx, at), loc, c, ot, of);
                    return (memref, s.result(ctx));
                }
            }
        }
        self.state.memref_with_unique_ownership(&mut OpBuilder::before(ctx, at), memref, block)
    }

    /// MLIR's `materializeMemrefWithGuaranteedOwnership`: a memref the block surely owns — the
    /// value itself when its indicator is `true`, else an `scf.if` that clones it unless owned.
    fn materialize_with_guaranteed_ownership(
        &mut self,
        ctx: &mut Context,
        at: OpRef,
        memref: Value,
        block: BlockRef,
    ) -> Value {
        let (new, cond) = self.materialize_unique(ctx, at, memref, block);
        if const_int(ctx, cond).is_some_and(|v| v.is_one()) {
            return new;
        }
        let loc = value_loc(ctx, memref);
        let ty = ctx.value_type(new);
        let mut b = OpBuilder::before(ctx, at);
        let if_op = IfOp::build_then_else(
            &mut b,
            loc,
            cond,
            &[ty],
            |_| vec![new],
            |b| {
                let l = b.loc();
                vec![CloneOp::build(b, l, new, ty).output(b.ctx())]
            },
        );
        let maybe_clone = ctx.result(if_op.into(), 0);
        let t = bool_value(&mut OpBuilder::before(ctx, at), loc, true);
        self.state.update_ownership(ctx, maybe_clone, Ownership::Unique(t), None);
        if let Some(pb) = ctx.value_parent_block(maybe_clone) {
            self.state.add_memref_to_deallocate(maybe_clone, pb);
        }
        maybe_clone
    }

    fn cond_branch(&mut self, ctx: &mut Context, op: OpRef) -> Result<OpRef, Diagnostic> {
        let Some(block) = ctx.op_parent_block(op) else { return Ok(op) };
        let loc = ctx.op_loc(op);
        let cond = ctx.operand(op, 0);
        let (memrefs, conditions) = {
            let mut b = OpBuilder::before(ctx, op);
            self.state.memrefs_and_conditions_to_deallocate(&mut b, loc, block)?
        };
        let mut mappings: Vec<Vec<(Value, Value)>> = Vec::new();
        let mut retained_lists: Vec<Vec<Value>> = Vec::new();
        for succ_index in 0..2 {
            let target = ctx.successors(op)[succ_index];
            let dest = successor_operands(ctx, op, succ_index).unwrap_or_default();
            let retain = self.state.memrefs_to_retain(ctx, block, Some(target), &dest);
            let mut adapted = Vec::new();
            for &c in &conditions {
                let mut b = OpBuilder::before(ctx, op);
                let v = if succ_index == 0 {
                    AndIOp::build(&mut b, loc, c, cond).result(b.ctx())
                } else {
                    let tv = bool_value(&mut b, loc, true);
                    let neg = XOrIOp::build(&mut b, loc, tv, cond).result(b.ctx());
                    AndIOp::build(&mut b, loc, c, neg).result(b.ctx())
                };
                adapted.push(v);
            }
            let d = DeallocOp::build_retaining(&mut OpBuilder::before(ctx, op), loc, &memrefs, &adapted, &retain);
            let updated: Vec<Value> = ctx.results(d.into()).collect();
            self.state.reset_ownerships(&retain, block);
            let mut mapping: Vec<(Value, Value)> = Vec::new();
            for (&r, &o) in retain.iter().zip(&updated) {
                self.state.update_ownership(ctx, r, Ownership::Unique(o), Some(block));
                match mapping.iter_mut().find(|(k, _)| *k == r) {
                    Some(e) => e.1 = o,
                    None => mapping.push((r, o)),
                }
            }
            let mut new = dest.clone();
            for &v in &dest {
                if is_memref(ctx, v) {
                    if let Some(&(_, o)) = mapping.iter().find(|(k, _)| *k == v) {
                        new.push(o);
                    }
                }
            }
            set_successor_operands(ctx, op, succ_index, &new);
            mappings.push(mapping);
            retained_lists.push(retain);
        }
        let mut common: Vec<Value> = Vec::new();
        for &v in &retained_lists[1] {
            if retained_lists[0].contains(&v) && !common.contains(&v) {
                common.push(v);
            }
        }
        for r in common {
            self.state.reset_ownerships(&[r], block);
            let a = mappings[0].iter().find(|(k, _)| *k == r).map(|e| e.1);
            let b2 = mappings[1].iter().find(|(k, _)| *k == r).map(|e| e.1);
            let (Some(a), Some(b2)) = (a, b2) else { continue };
            let s = SelectOp::build(&mut OpBuilder::before(ctx, op), loc, cond, a, b2).result(ctx);
            self.state.update_ownership(ctx, r, Ownership::Unique(s), Some(block));
        }
        Ok(op)
    }

    fn populate_remaining_ownerships(&mut self, ctx: &mut Context, op: OpRef) {
        let Some(block) = ctx.op_parent_block(op) else { return };
        for res in ctx.results(op).collect::<Vec<_>>() {
            if !is_memref(ctx, res) || self.state.ownership(res, Some(block)) != Ownership::Uninitialized {
                continue;
            }
            for v in ctx.operands(op).collect::<Vec<_>>() {
                if is_memref(ctx, v) {
                    let o = self.state.ownership(v, ctx.value_parent_block(v));
                    self.state.update_ownership(ctx, res, o, Some(block));
                }
            }
            if self.state.ownership(res, Some(block)) == Ownership::Uninitialized {
                let loc = ctx.op_loc(op);
                let f = bool_value(&mut OpBuilder::before(ctx, op), loc, false);
                self.state.update_ownership(ctx, res, Ownership::Unique(f), None);
            }
        }
    }
}

/// MLIR's `appendOpResults`: a copy of `op` with extra results of `types`, its regions moved
/// over, replacing `op`.
fn append_op_results(ctx: &mut Context, op: OpRef, types: &[Type]) -> OpRef {
    let mut st = OperationState::new(ctx.op_name_of(op), ctx.op_loc(op));
    st.operands.extend(ctx.operands(op));
    st.result_types.extend(ctx.result_types(op));
    st.result_types.extend(types.iter().copied());
    st.attributes = ctx.op_attrs(op).to_vec();
    st.properties = ctx.op_properties(op);
    st.successors.extend(ctx.successors(op).iter().copied());
    let old: Vec<RegionRef> = ctx.op_regions(op).to_vec();
    for _ in &old {
        let r = ctx.create_region();
        st.regions.push(r);
    }
    let new_regions = st.regions.clone();
    let new = ctx.create_op(st);
    if let Some(b) = ctx.op_parent_block(op) {
        ctx.insert_op_before(b, Some(op), new);
    }
    for (&o, &n) in old.iter().zip(&new_regions) {
        for b in ctx.region_blocks(o).collect::<Vec<_>>() {
            ctx.detach_block(b);
            ctx.append_block(n, b);
        }
    }
    for i in 0..ctx.num_results(op) {
        let (from, to) = (ctx.result(op, i), ctx.result(new, i));
        ctx.replace_all_uses_with(from, to);
    }
    let _ = ctx.erase_op(op);
    new
}

/// MLIR's `hasBufferSemantics`: memref operands, results or entry block arguments.
fn has_buffer_semantics(ctx: &Context, op: OpRef) -> bool {
    ctx.operands(op).any(|v| is_memref(ctx, v))
        || ctx.results(op).any(|v| is_memref(ctx, v))
        || ctx
            .op_regions(op)
            .iter()
            .any(|&r| ctx.region_entry_block(r).is_some_and(|b| ctx.block_arguments(b).any(|a| is_memref(ctx, a))))
}

/// MLIR's `verifyOperationPreconditions` (including its `hasNeitherAllocateNorFreeSideEffect`,
/// which answers whether the op allocates or frees).
fn verify_operation_preconditions(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    if ctx.isa_op::<DeallocOp>(op) {
        return Err(emit_error_on_op(ctx, op, "No deallocation operations must be present when running this pass!"));
    }
    let effects = memory_effects(ctx, op);
    let recursive = ctx.op_has_trait::<RecursiveMemoryEffects>(op);
    let call = ctx.op_interface::<oxir::interfaces::CallOpInterface>(op).is_some();
    if effects.is_none() && !recursive && !call {
        return Err(emit_error_on_op(ctx, op, "ops with unknown memory side effects are not supported"));
    }
    let allocates_or_frees = match &effects {
        Some(e) => e.iter().any(|e| matches!(e.effect, MemoryEffect::Allocate | MemoryEffect::Free)),
        None => recursive,
    };
    if !has_buffer_semantics(ctx, op) && allocates_or_frees {
        return Ok(());
    }
    let n = ctx.op_regions(op).len();
    if ((n == 1 && ctx.num_results(op) > 0) || n > 1) && ctx.op_interface::<dyn RegionBranchOpInterface>(op).is_none() {
        return Err(emit_error_on_op(
            ctx,
            op,
            "All operations with attached regions need to implement the RegionBranchOpInterface.",
        ));
    }
    if ctx.op_has_trait::<NoTerminator>(op) {
        return Err(emit_error_on_op(ctx, op, "NoTerminator trait is not supported"));
    }
    if ctx.op_has_trait::<IsTerminator>(op) {
        let branch = branch_interface(ctx, op).is_some();
        let rbt = is_region_branch_terminator(ctx, op);
        if !(branch || rbt) || (branch && rbt) {
            return Err(emit_error_on_op(
                ctx,
                op,
                "Terminators must implement either BranchOpInterface or RegionBranchTerminatorOpInterface (but not both)!",
            ));
        }
    }
    Ok(())
}
