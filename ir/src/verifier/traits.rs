//! MLIR's trait verifiers (`OpTrait::impl::verify*` in `mlir/lib/IR/Operation.cpp`), with
//! MLIR's messages, for dialects to list in [`crate::OpInfo::trait_verifiers`]. The verifier runs
//! those of the core traits ([`crate::traits`]) by itself.

use super::op_error;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::OpRef;

/// `IsTerminator`: the op must be the last op of its block.
pub fn verify_is_terminator(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    match ctx.op_parent_block(op) {
        Some(b) if ctx.block_last_op(b) == Some(op) => Ok(()),
        _ => Err(op_error(ctx, op, "must be the last operation in the parent block")),
    }
}

/// `ZeroOperands`.
pub fn verify_zero_operands(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    if ctx.num_operands(op) != 0 {
        return Err(op_error(ctx, op, "requires zero operands"));
    }
    Ok(())
}

/// `OneOperand`.
pub fn verify_one_operand(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    if ctx.num_operands(op) != 1 {
        return Err(op_error(ctx, op, "requires a single operand"));
    }
    Ok(())
}

/// `ZeroResults`.
pub fn verify_zero_results(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    if ctx.num_results(op) != 0 {
        return Err(op_error(ctx, op, "requires zero results"));
    }
    Ok(())
}

/// `OneResult`.
pub fn verify_one_result(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    if ctx.num_results(op) != 1 {
        return Err(op_error(ctx, op, "requires one result"));
    }
    Ok(())
}

/// `ZeroSuccessors`.
pub fn verify_zero_successors(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let n = ctx.successors(op).len();
    if n != 0 {
        return Err(op_error(ctx, op, format_args!("requires 0 successors but found {n}")));
    }
    Ok(())
}

/// `OneSuccessor`.
pub fn verify_one_successor(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    if ctx.successors(op).len() != 1 {
        return Err(op_error(ctx, op, "requires 1 successor"));
    }
    Ok(())
}

/// `ZeroRegions`.
pub fn verify_zero_regions(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    if !ctx.op_regions(op).is_empty() {
        return Err(op_error(ctx, op, "requires zero regions"));
    }
    Ok(())
}

/// `OneRegion`.
pub fn verify_one_region(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    if ctx.op_regions(op).len() != 1 {
        return Err(op_error(ctx, op, "requires one region"));
    }
    Ok(())
}

/// `NoRegionArguments`: no region's entry block has arguments.
pub fn verify_no_region_arguments(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let regions = ctx.op_regions(op);
    for (i, &r) in regions.iter().enumerate() {
        let Some(entry) = ctx.region_entry_block(r) else { continue };
        if ctx.num_block_arguments(entry) != 0 {
            if regions.len() > 1 {
                return Err(op_error(ctx, op, format_args!("region #{i} should have no arguments")));
            }
            return Err(op_error(ctx, op, "region should have no arguments"));
        }
    }
    Ok(())
}

/// `BranchOpInterface`'s verifier (MLIR's `detail::verifyBranchSuccessorOperands`): the
/// operands a branch forwards to each successor match the successor's block arguments in
/// number and type. The verifier runs it for every op registered with a
/// [`crate::registry::BranchOpInterface`], after the op's invariants and traits and before its own
/// verifier, so a dialect's branch ops need not repeat it. The messages have no op-name
/// prefix, as MLIR's `emitError` gives them.
pub fn verify_branch_successor_operands(
    ctx: &Context,
    op: OpRef,
    branch: &crate::registry::BranchOpInterface,
) -> Result<(), Diagnostic> {
    let num_operands = ctx.num_operands(op);
    for (succ, &dest) in ctx.successors(op).iter().enumerate() {
        let range = (branch.successor_operands)(ctx, op, succ);
        let forwarded = if range.end <= num_operands { range } else { 0..0 };
        let n = ctx.num_block_arguments(dest);
        if forwarded.len() != n {
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                format!("branch has {} operands for successor #{succ}, but target block has {n}", forwarded.len()),
            ));
        }
        for (i, (index, a)) in forwarded.zip(ctx.block_arguments(dest)).enumerate() {
            if ctx.value_type(ctx.operand(op, index)) != ctx.value_type(a) {
                return Err(Diagnostic::error(
                    ctx.op_loc(op),
                    format!("type mismatch for bb argument #{i} of successor #{succ}"),
                ));
            }
        }
    }
    Ok(())
}
