//! What MLIR's ownership-based buffer deallocation refuses before it starts
//! (`OwnershipBasedBufferDeallocation.cpp`): a function whose explicit control flow has a loop
//! (a back edge between blocks, in any region), an op that frees a memref, deallocation ops
//! already present, and branches with several successors other than `cf.cond_br`. Each function
//! with a body is checked in turn; the first violation is the pass's error.

use crate::cf::CondBranchOp;
use crate::func::FuncOp;
use oxir::interfaces::{memory_effects, MemoryEffect};
use oxir::rewrite::region_simplify::branch_interface;
use oxir::{BlockRef, Context, Diagnostic, OpRef, RegionRef, WalkResult};
use std::collections::HashSet;

/// Checks every `func.func` with a body under `root`, in walk order.
pub fn check(ctx: &Context, root: OpRef) -> Result<(), Diagnostic> {
    let mut funcs = Vec::new();
    ctx.walk_ops_pre_order(root, &mut |o| {
        if ctx.isa_op::<FuncOp>(o) && ctx.op_regions(o).iter().any(|&r| !ctx.region_is_empty(r)) {
            funcs.push(o);
        }
        WalkResult::Advance
    });
    for f in funcs {
        if has_backedge(ctx, f) {
            return Err(oxir::verifier::emit_error_on_op(ctx, f, "Only structured control-flow loops are supported."));
        }
        check_ops(ctx, f)?;
    }
    Ok(())
}

/// Whether explicit control flow in `func` (in any region reachable from its entry) has a loop:
/// MLIR's `Backedges` analysis, a depth-first walk over the successors of branches that meets a
/// block already on its path.
fn has_backedge(ctx: &Context, func: OpRef) -> bool {
    let mut on_path: HashSet<BlockRef> = HashSet::new();
    ctx.op_regions(func).iter().any(|&r| region_has_backedge(ctx, r, &mut on_path))
}

fn region_has_backedge(ctx: &Context, region: RegionRef, on_path: &mut HashSet<BlockRef>) -> bool {
    let Some(entry) = ctx.region_entry_block(region) else { return false };
    // (block, its successors still to visit); a block stays on the path until they are done.
    let mut stack: Vec<(BlockRef, Vec<BlockRef>)> = Vec::new();
    if enter(ctx, entry, on_path, &mut stack) {
        return true;
    }
    while let Some((block, succs)) = stack.last_mut() {
        let block = *block;
        match succs.pop() {
            Some(s) => {
                if on_path.contains(&s) {
                    return true;
                }
                if enter(ctx, s, on_path, &mut stack) {
                    return true;
                }
            }
            None => {
                on_path.remove(&block);
                stack.pop();
            }
        }
    }
    false
}

/// Puts `block` on the path: its ops' regions are walked (a loop in one is a back edge too)
/// and the successors of its branches are queued.
fn enter(
    ctx: &Context,
    block: BlockRef,
    on_path: &mut HashSet<BlockRef>,
    stack: &mut Vec<(BlockRef, Vec<BlockRef>)>,
) -> bool {
    on_path.insert(block);
    let mut succs = Vec::new();
    for op in ctx.block_ops(block) {
        let nested: Vec<RegionRef> = ctx.op_regions(op).to_vec();
        if nested.iter().any(|&r| oxir::stack::with_stack(|| region_has_backedge(ctx, r, on_path))) {
            return true;
        }
        if branch_interface(ctx, op).is_some() {
            succs.extend(ctx.block_last_op(block).map(|t| ctx.successors(t).to_vec()).unwrap_or_default());
        }
    }
    succs.reverse();
    stack.push((block, succs));
    false
}

/// The per-op preconditions, over the ops nested in `func`.
fn check_ops(ctx: &Context, func: OpRef) -> Result<(), Diagnostic> {
    let mut found: Option<Diagnostic> = None;
    ctx.walk_ops_pre_order(func, &mut |op| {
        if op == func {
            return WalkResult::Advance;
        }
        match op_violation(ctx, op) {
            Some(d) => {
                found = Some(d);
                WalkResult::Interrupt
            }
            None => WalkResult::Advance,
        }
    });
    found.map_or(Ok(()), Err)
}

fn op_violation(ctx: &Context, op: OpRef) -> Option<Diagnostic> {
    let loc = ctx.op_loc(op);
    // oxir has no `bufferization.dealloc` op; one in the input is unregistered, and refused.
    if ctx.op_name_text(op) == "bufferization.dealloc" {
        return Some(Diagnostic::error(loc, "No deallocation operations must be present when running this pass!"));
    }
    let frees_memref = memory_effects(ctx, op).is_some_and(|effects| {
        effects.iter().any(|e| e.effect == MemoryEffect::Free && e.value.is_none_or(|v| is_memref(ctx, v)))
    });
    if frees_memref && ctx.op_attr(op, "bufferization.manual_deallocation").is_none() {
        return Some(Diagnostic::error(loc, "memory free side-effect on MemRef value not supported!"));
    }
    if ctx.successors(op).len() > 1 && !ctx.isa_op::<CondBranchOp>(op) && branch_interface(ctx, op).is_some() {
        return Some(Diagnostic::error(
            loc,
            "BranchOpInterface operations with multiple successors are not supported yet",
        ));
    }
    None
}

fn is_memref(ctx: &Context, v: oxir::Value) -> bool {
    let t = ctx.value_type(v);
    t.isa::<oxir::builtin::types::MemRefType>(ctx) || t.isa::<oxir::builtin::types::UnrankedMemRefType>(ctx)
}
