//! MLIR's `RegionBranchOpInterface` and `RegionBranchTerminatorOpInterface`
//! (`ControlFlowInterfaces.td`): how control moves between an op and its regions (`scf.if` enters
//! one of its regions, `scf.for` its body or nothing, `scf.while` alternates between two), and
//! which values flow along each edge. Data-flow analyses (sparse constant propagation, dead code)
//! follow these edges instead of assuming every region runs with unknown arguments.
//!
//! A terminator without its own model that is `ReturnLike` (such as `scf.yield`) forwards all of
//! its operands to wherever its parent says control goes from its region, as in MLIR, where
//! `ReturnLike` declares the terminator interface with that default.

use crate::attributes::Attribute;
use crate::context::Context;
use crate::traits::ReturnLike;
use crate::value::Value;
use crate::{OpRef, RegionRef};
use std::ops::Range;

/// Where control goes (MLIR's `RegionSuccessor`): into a region of the branching op (its entry
/// block), or back to the op itself, which then produces its results.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RegionSuccessor {
    /// The entry block of this region of the op.
    Region(RegionRef),
    /// Out of the op, to its results.
    Parent,
}

/// MLIR's `RegionBranchOpInterface`, for the op that owns the regions.
pub trait RegionBranchOpInterface: Send + Sync {
    /// Where control may go when the op is reached (MLIR's `getEntrySuccessorRegions`), given the
    /// constant values of its operands where known (`None`: not a known constant).
    fn entry_successors(&self, ctx: &Context, op: OpRef, operands: &[Option<Attribute>]) -> Vec<RegionSuccessor>;

    /// Where control may go when it leaves `region` of the op (MLIR's `getSuccessorRegions` from
    /// a region).
    fn successors_from(&self, ctx: &Context, op: OpRef, region: RegionRef) -> Vec<RegionSuccessor>;

    /// The positions of the operands of the op that flow into `to` when control enters it from
    /// the op (MLIR's `getEntrySuccessorOperands`, an operand range); none by default.
    fn entry_successor_operand_range(&self, ctx: &Context, op: OpRef, to: RegionSuccessor) -> Range<usize> {
        let _ = (ctx, op, to);
        0..0
    }

    /// The operands of the op that flow into `to` when control enters it from the op: those of
    /// [`entry_successor_operand_range`](Self::entry_successor_operand_range).
    fn entry_successor_operands(&self, ctx: &Context, op: OpRef, to: RegionSuccessor) -> Vec<Value> {
        operands_in(ctx, op, self.entry_successor_operand_range(ctx, op, to))
    }

    /// The values that receive what flows into `to` (MLIR's successor inputs): the op's results
    /// for [`RegionSuccessor::Parent`], the region's entry block arguments by default.
    fn successor_inputs(&self, ctx: &Context, op: OpRef, to: RegionSuccessor) -> Vec<Value> {
        match to {
            RegionSuccessor::Parent => ctx.results(op).collect(),
            RegionSuccessor::Region(r) => {
                ctx.region_entry_block(r).map(|b| ctx.block_arguments(b).collect()).unwrap_or_default()
            }
        }
    }
}

/// The `RegionBranchOpInterface` of an op whose single region runs exactly once, then control
/// goes to the op's results (`scf.execute_region`, `memref.alloca_scope`); its `ReturnLike`
/// terminator forwards its operands to the results.
#[derive(Copy, Clone, Debug, Default)]
pub struct RegionRunsOnce;

impl RegionBranchOpInterface for RegionRunsOnce {
    fn entry_successors(&self, ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Vec<RegionSuccessor> {
        ctx.op_regions(op).iter().map(|&r| RegionSuccessor::Region(r)).collect()
    }
    fn successors_from(&self, _: &Context, _: OpRef, _: RegionRef) -> Vec<RegionSuccessor> {
        vec![RegionSuccessor::Parent]
    }
}

/// MLIR's `RegionBranchTerminatorOpInterface`, for terminators whose successors or forwarded
/// operands differ from the `ReturnLike` default (all operands, the parent's successors).
pub trait RegionBranchTerminatorOpInterface: Send + Sync {
    /// The positions of the operands flowing to `to` (MLIR's `getMutableSuccessorOperands`).
    fn successor_operand_range(&self, ctx: &Context, op: OpRef, to: RegionSuccessor) -> Range<usize>;

    /// Where control may go, given the constant values of the operands where known (MLIR's
    /// `getSuccessorRegions(operands)`); `None` defers to the parent's
    /// [`RegionBranchOpInterface::successors_from`].
    fn successors(&self, ctx: &Context, op: OpRef, operands: &[Option<Attribute>]) -> Option<Vec<RegionSuccessor>> {
        let _ = (ctx, op, operands);
        None
    }
}

/// Whether `op` is a region-branch terminator: it has a model of
/// [`RegionBranchTerminatorOpInterface`] or is `ReturnLike`.
pub fn is_region_branch_terminator(ctx: &Context, op: OpRef) -> bool {
    ctx.op_interface::<dyn RegionBranchTerminatorOpInterface>(op).is_some() || ctx.op_has_trait::<ReturnLike>(op)
}

/// The positions of the operands region-branch terminator `op` forwards to `to`, or `None` if it
/// is not one.
pub fn terminator_successor_operand_range(ctx: &Context, op: OpRef, to: RegionSuccessor) -> Option<Range<usize>> {
    if let Some(model) = ctx.op_interface::<dyn RegionBranchTerminatorOpInterface>(op) {
        return Some(model.successor_operand_range(ctx, op, to));
    }
    ctx.op_has_trait::<ReturnLike>(op).then(|| 0..ctx.num_operands(op))
}

/// The operands region-branch terminator `op` forwards to `to`, or `None` if it is not one.
pub fn terminator_successor_operands(ctx: &Context, op: OpRef, to: RegionSuccessor) -> Option<Vec<Value>> {
    terminator_successor_operand_range(ctx, op, to).map(|r| operands_in(ctx, op, r))
}

/// The operands of `op` at the positions of `range` (those that exist).
fn operands_in(ctx: &Context, op: OpRef, range: Range<usize>) -> Vec<Value> {
    ctx.operands(op).skip(range.start).take(range.len()).collect()
}

/// Where control may go from region-branch terminator `op` (in a region of `branch`), given the
/// constant values of its operands where known.
pub fn terminator_successors(
    ctx: &Context,
    op: OpRef,
    branch: OpRef,
    operands: &[Option<Attribute>],
) -> Vec<RegionSuccessor> {
    if let Some(s) =
        ctx.op_interface::<dyn RegionBranchTerminatorOpInterface>(op).and_then(|m| m.successors(ctx, op, operands))
    {
        return s;
    }
    let Some(model) = ctx.op_interface::<dyn RegionBranchOpInterface>(branch) else { return Vec::new() };
    let Some(region) = ctx.op_parent_block(op).and_then(|b| ctx.block_parent_region(b)) else { return Vec::new() };
    model.successors_from(ctx, branch, region)
}
