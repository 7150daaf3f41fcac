//! Dead code analysis (MLIR's `DeadCodeAnalysis`): which blocks and edges may execute, and the
//! predecessors of region entries, of region-branch results, of callables (their live call
//! sites) and of calls (the returns reaching them). A branch or region op decides from the
//! constant values its operands are known to have, so this runs together with constant
//! propagation.

use super::{Point, Solver};
use crate::attributes::Attribute;
use crate::context::Context;
use crate::interfaces::{callable_body, resolve_callee, CallOpInterface, CallableOpInterface};
use crate::interfaces::{terminator_successors, RegionBranchOpInterface, RegionSuccessor};
use crate::rewrite::region_simplify::branch_interface;
use crate::symbol_table::{
    is_symbol, lookup_symbol_ref_in, symbol_uses, visibility, walk_symbol_tables, SymbolUse, Visibility,
};
use crate::traits::{IsTerminator, ReturnLike};
use crate::value::Value;
use crate::{BlockRef, OpRef};

impl Solver {
    /// MLIR's `DeadCodeAnalysis::initialize` (and the sparse analysis's): the entry blocks of
    /// `top`'s regions execute with unknown arguments, and callables that may be called from
    /// where the analysis cannot see have unknown call sites.
    pub(super) fn initialize(&mut self, ctx: &Context, top: OpRef) {
        for &r in ctx.op_regions(top) {
            if let Some(entry) = ctx.region_entry_block(r) {
                let args: Vec<Value> = ctx.block_arguments(entry).collect();
                self.set_unknown(ctx, &args);
                self.mark_live(ctx, entry);
            }
        }
        self.initialize_symbol_callables(ctx, top);
    }

    /// MLIR's `initializeSymbolCallables`: public callables, and those used other than by calls,
    /// have unknown call sites.
    fn initialize_symbol_callables(&mut self, ctx: &Context, top: OpRef) {
        let mut unknown: Vec<OpRef> = Vec::new();
        let mut all_callables: Vec<OpRef> = Vec::new();
        walk_symbol_tables(ctx, top, ctx.op_parent_block(top).is_none(), &mut |table, all_uses_visible| {
            let Some(&region) = ctx.op_regions(table).first() else { return };
            let Some(block) = ctx.region_entry_block(region) else { return };
            let mut found = false;
            for op in ctx.block_ops(block) {
                if ctx.op_interface::<CallableOpInterface>(op).is_none() || callable_body(ctx, op).is_none() {
                    continue;
                }
                if !is_symbol(ctx, op) {
                    continue;
                }
                let vis = visibility(ctx, op);
                if vis == Visibility::Public || (!all_uses_visible && vis == Visibility::Nested) {
                    unknown.push(op);
                }
                found = true;
            }
            if !found {
                return;
            }
            let Some(uses) = symbol_uses(ctx, region) else {
                ctx.walk_ops_pre_order(top, &mut |o| {
                    if ctx.op_interface::<CallableOpInterface>(o).is_some() {
                        all_callables.push(o);
                    }
                    crate::WalkResult::Advance
                });
                return;
            };
            for SymbolUse { user, symbol_ref } in uses {
                if ctx.op_interface::<CallOpInterface>(user).is_some() {
                    continue;
                }
                let Some(sym) = crate::symbol_table::as_symbol_ref(ctx, symbol_ref) else { continue };
                if let Some(target) = lookup_symbol_ref_in(ctx, top, sym) {
                    unknown.push(target);
                }
            }
        });
        for op in unknown.into_iter().chain(all_callables) {
            self.set_unknown_predecessors(ctx, Point::Callable(op));
        }
    }

    /// The known constant values of `op`'s operands, or `None` while one is uninitialized
    /// (MLIR's `getOperandValues`; the op is visited again when its operands change).
    pub(super) fn operand_constants(&self, ctx: &Context, op: OpRef) -> Option<Vec<Option<Attribute>>> {
        ctx.operands(op)
            .map(|v| match self.values.get(&v)? {
                super::ConstantValue::Constant(a, _) => Some(Some(*a)),
                super::ConstantValue::Unknown => Some(None),
            })
            .collect()
    }

    /// MLIR's `DeadCodeAnalysis::visit` of an op in an executable block.
    pub(super) fn visit_control_flow(&mut self, ctx: &Context, op: OpRef) {
        if !self.op_is_live(ctx, op) {
            return;
        }
        if ctx.op_interface::<CallOpInterface>(op).is_some() {
            self.visit_call_site(ctx, op);
        }
        if !ctx.op_regions(op).is_empty() {
            if let Some(model) = ctx.op_interface::<dyn RegionBranchOpInterface>(op) {
                self.visit_region_branch(ctx, op, &*model);
            } else if ctx.op_interface::<CallableOpInterface>(op).is_some() {
                let callers = self.preds.get(&Point::Callable(op));
                if callers.is_some_and(|c| c.unknown || !c.known.is_empty()) {
                    self.mark_entry_blocks_live(ctx, op);
                }
            } else {
                self.mark_entry_blocks_live(ctx, op);
            }
        }
        if let Some(parent) = region_or_callable_return_parent(ctx, op) {
            if let Some(model) = ctx.op_interface::<dyn RegionBranchOpInterface>(parent) {
                self.visit_region_terminator(ctx, op, parent, &*model);
            } else {
                self.visit_callable_terminator(ctx, op, parent);
            }
        }
        if !ctx.successors(op).is_empty() {
            self.visit_branch(ctx, op);
        }
    }

    fn mark_entry_blocks_live(&mut self, ctx: &Context, op: OpRef) {
        for &r in ctx.op_regions(op) {
            if let Some(entry) = ctx.region_entry_block(r) {
                self.mark_live(ctx, entry);
            }
        }
    }

    /// A live call: a call site of its callee when the callee's body is in the analysed IR,
    /// else a call whose returns are unknown.
    fn visit_call_site(&mut self, ctx: &Context, call: OpRef) {
        let top = self.top;
        let callee = resolve_callee(ctx, call).filter(|&c| {
            is_symbol(ctx, c) && top.is_some_and(|t| ctx.is_ancestor_or_self(t, c)) && callable_body(ctx, c).is_some()
        });
        match callee {
            Some(c) => self.add_predecessor(ctx, Point::Callable(c), call, Vec::new()),
            None => self.set_unknown_predecessors(ctx, Point::After(call)),
        }
    }

    /// Enters the regions (or goes to the results) the op may take given its known operands.
    fn visit_region_branch(&mut self, ctx: &Context, op: OpRef, model: &dyn RegionBranchOpInterface) {
        let Some(operands) = self.operand_constants(ctx, op) else { return };
        for s in model.entry_successors(ctx, op, &operands) {
            let inputs = model.successor_inputs(ctx, op, s);
            self.add_successor(ctx, op, s, op, inputs);
        }
    }

    /// `pred` reaches successor `s` of region-branch op `branch`.
    fn add_successor(&mut self, ctx: &Context, branch: OpRef, s: RegionSuccessor, pred: OpRef, inputs: Vec<Value>) {
        match s {
            RegionSuccessor::Region(r) => {
                if let Some(entry) = ctx.region_entry_block(r) {
                    self.mark_live(ctx, entry);
                    self.add_predecessor(ctx, Point::Block(entry), pred, inputs);
                }
            }
            RegionSuccessor::Parent => self.add_predecessor(ctx, Point::After(branch), pred, inputs),
        }
    }

    /// A terminator leaving a region of `branch`: where it may go given its known operands.
    fn visit_region_terminator(
        &mut self,
        ctx: &Context,
        op: OpRef,
        branch: OpRef,
        model: &dyn RegionBranchOpInterface,
    ) {
        let Some(operands) = self.operand_constants(ctx, op) else { return };
        for s in terminator_successors(ctx, op, branch, &operands) {
            let inputs = model.successor_inputs(ctx, branch, s);
            self.add_successor(ctx, branch, s, op, inputs);
        }
    }

    /// A return of a callable reaches each of its live call sites.
    fn visit_callable_terminator(&mut self, ctx: &Context, op: OpRef, callable: OpRef) {
        if ctx.num_operands(op) == 0 {
            return;
        }
        let calls = self.preds.get(&Point::Callable(callable)).map(|p| p.known.clone()).unwrap_or_default();
        let resolvable = ctx.op_has_trait::<ReturnLike>(op);
        for call in calls {
            if resolvable {
                self.add_predecessor(ctx, Point::After(call), op, Vec::new());
            } else {
                self.set_unknown_predecessors(ctx, Point::After(call));
            }
        }
    }

    /// A branch takes the successor its known operands select, or all of them.
    fn visit_branch(&mut self, ctx: &Context, op: OpRef) {
        let Some(from) = ctx.op_parent_block(op) else { return };
        let succs: Vec<BlockRef> = ctx.successors(op).to_vec();
        let Some(branch) = branch_interface(ctx, op) else {
            for s in succs {
                self.mark_edge_live(ctx, from, s);
            }
            return;
        };
        let Some(operands) = self.operand_constants(ctx, op) else { return };
        match branch.successor_for_operands.and_then(|f| f(ctx, op, &operands)) {
            Some(i) if i < succs.len() => self.mark_edge_live(ctx, from, succs[i]),
            _ => {
                for s in succs {
                    self.mark_edge_live(ctx, from, s);
                }
            }
        }
    }
}

/// The region-branch or callable op `op` returns control to, when `op` is the terminator of a
/// block of one of its regions and has no successors (MLIR's `isRegionOrCallableReturn`).
fn region_or_callable_return_parent(ctx: &Context, op: OpRef) -> Option<OpRef> {
    if !ctx.successors(op).is_empty() {
        return None;
    }
    let block = ctx.op_parent_block(op)?;
    if ctx.block_last_op(block) != Some(op) {
        return None;
    }
    if ctx.op_registered_info(op).is_some() && !ctx.op_has_trait::<IsTerminator>(op) {
        return None;
    }
    let parent = ctx.op_parent_op(op)?;
    let is_branch = ctx.op_interface::<dyn RegionBranchOpInterface>(parent).is_some();
    (is_branch || ctx.op_interface::<CallableOpInterface>(parent).is_some()).then_some(parent)
}
