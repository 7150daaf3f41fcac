//! The op interfaces of the affine loops (declared in their `#[op(interfaces = [...])]`):
//! `LoopLikeOpInterface` for `affine.for` and `affine.parallel`, so that loop-invariant code
//! motion and the other loop transformations see them as MLIR's do, `ConditionallySpeculatable`
//! for `affine.for` (`affine.if` uses the core `RecursivelySpeculatable`), and
//! `RegionBranchOpInterface` for `affine.for` and `affine.if`, so that the data-flow analyses
//! (`sccp`, `remove-dead-values`) follow their control flow as MLIR's do.

use super::fold::loops::{loop_of, trivial_trip_count};
use super::ops::parallel::Band;
use super::ops::ForOp;
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::types::IntegerType;
use oxir::interfaces::{
    ConditionallySpeculatable, LoopLikeOpInterface, RegionBranchOpInterface, RegionSuccessor, Speculatability,
};
use oxir::ods::Op;
use oxir::registry::FoldResult;
use oxir::{Attribute, Context, OpRef, RegionRef, Value};
use std::ops::Range;

/// The arguments of `region`'s entry block.
fn entry_args(ctx: &Context, region: RegionRef) -> Vec<Value> {
    ctx.region_entry_block(region).map(|b| ctx.block_arguments(b).collect()).unwrap_or_default()
}

/// `value` as an `i64` integer attribute, the form MLIR's affine loops give their constant bounds
/// and steps in (`getI64IntegerAttr`).
fn i64_attr(ctx: &Context, value: i64) -> FoldResult {
    FoldResult::Attribute(IntegerAttr::from_i64(ctx, IntegerType::get(ctx, 64), value))
}

/// `affine.for`'s `LoopLikeOpInterface` (MLIR's `AffineForOp` methods): one induction variable,
/// bounds only when they are constants (a bound is a map, not a value), its constant step, and
/// its loop-carried values.
#[derive(Copy, Clone, Debug, Default)]
pub struct ForLoop;

impl LoopLikeOpInterface for ForLoop {
    fn loop_regions(&self, ctx: &Context, op: OpRef) -> Vec<RegionRef> {
        vec![ForOp::from_op_unchecked(op).region(ctx)]
    }
    fn induction_vars(&self, ctx: &Context, op: OpRef) -> Option<Vec<Value>> {
        let args = entry_args(ctx, ForOp::from_op_unchecked(op).region(ctx));
        Some(args.into_iter().take(1).collect())
    }
    fn lower_bounds(&self, ctx: &Context, op: OpRef) -> Option<Vec<FoldResult>> {
        let lb = loop_of(ctx, op)?.lb.single_constant_result()?;
        Some(vec![i64_attr(ctx, lb)])
    }
    fn upper_bounds(&self, ctx: &Context, op: OpRef) -> Option<Vec<FoldResult>> {
        let ub = loop_of(ctx, op)?.ub.single_constant_result()?;
        Some(vec![i64_attr(ctx, ub)])
    }
    fn steps(&self, ctx: &Context, op: OpRef) -> Option<Vec<FoldResult>> {
        Some(vec![i64_attr(ctx, loop_of(ctx, op)?.step)])
    }
    fn inits(&self, ctx: &Context, op: OpRef) -> Vec<Value> {
        loop_of(ctx, op).map(|l| l.inits).unwrap_or_default()
    }
    fn region_iter_args(&self, ctx: &Context, op: OpRef) -> Vec<Value> {
        entry_args(ctx, ForOp::from_op_unchecked(op).region(ctx)).into_iter().skip(1).collect()
    }
    fn yielded_values(&self, ctx: &Context, op: OpRef) -> Option<Vec<Value>> {
        let body = ctx.region_entry_block(ForOp::from_op_unchecked(op).region(ctx))?;
        let terminator = ctx.block_last_op(body)?;
        Some(ctx.operands(terminator).collect())
    }
    fn loop_results(&self, ctx: &Context, op: OpRef) -> Option<Vec<Value>> {
        Some(ctx.results(op).collect())
    }
}

/// `affine.for`'s `ConditionallySpeculatable` (MLIR's `AffineForOp::getSpeculatability`): a loop
/// of unit step terminates whatever its bounds, so it may run speculatively when its body may; a
/// loop of another step is not speculated.
#[derive(Copy, Clone, Debug, Default)]
pub struct ForSpeculation;

impl ConditionallySpeculatable for ForSpeculation {
    fn speculatability(&self, ctx: &Context, op: OpRef) -> Speculatability {
        match loop_of(ctx, op) {
            Some(l) if l.step == 1 => Speculatability::RecursivelySpeculatable,
            _ => Speculatability::NotSpeculatable,
        }
    }
}

/// `affine.parallel`'s `LoopLikeOpInterface` (MLIR's `AffineParallelOp` methods): one induction
/// variable per loop, bounds when every loop's bound is a single constant, and the steps. Its
/// values are combined by reductions, not carried from one iteration to the next.
#[derive(Copy, Clone, Debug, Default)]
pub struct ParallelLoop;

impl ParallelLoop {
    /// Each loop's bound from `map_of`, when all are single constants.
    fn constant_bounds(
        ctx: &Context,
        op: OpRef,
        map_of: fn(&Band, usize) -> Option<oxir::affine::AffineMap>,
    ) -> Option<Vec<FoldResult>> {
        let band = Band::of(ctx, op)?;
        (0..band.num_dims()).map(|i| Some(i64_attr(ctx, map_of(&band, i)?.single_constant_result()?))).collect()
    }
}

impl LoopLikeOpInterface for ParallelLoop {
    fn loop_regions(&self, ctx: &Context, op: OpRef) -> Vec<RegionRef> {
        ctx.op_regions(op).to_vec()
    }
    fn induction_vars(&self, ctx: &Context, op: OpRef) -> Option<Vec<Value>> {
        let region = *ctx.op_regions(op).first()?;
        Some(entry_args(ctx, region))
    }
    fn lower_bounds(&self, ctx: &Context, op: OpRef) -> Option<Vec<FoldResult>> {
        Self::constant_bounds(ctx, op, Band::lower_bound_map)
    }
    fn upper_bounds(&self, ctx: &Context, op: OpRef) -> Option<Vec<FoldResult>> {
        Self::constant_bounds(ctx, op, Band::upper_bound_map)
    }
    fn steps(&self, ctx: &Context, op: OpRef) -> Option<Vec<FoldResult>> {
        let band = Band::of(ctx, op)?;
        Some(band.steps.iter().map(|&s| i64_attr(ctx, s)).collect())
    }
}

/// `affine.for`'s `RegionBranchOpInterface` (MLIR's `AffineForOp::getSuccessorRegions` and
/// `getEntrySuccessorOperands`): the inits flow into the iteration arguments (not the induction
/// variable) or, when the loop does not run, to the results. With constant bounds, a loop that
/// runs enters its body only, one that does not goes to its results only, and the body of a
/// loop running once goes only to the results; otherwise the body may run again or leave.
#[derive(Copy, Clone, Debug, Default)]
pub struct ForBranch;

impl ForBranch {
    fn body(ctx: &Context, op: OpRef) -> Vec<RegionSuccessor> {
        ctx.op_regions(op).first().map(|&r| RegionSuccessor::Region(r)).into_iter().collect()
    }

    fn body_or_results(ctx: &Context, op: OpRef) -> Vec<RegionSuccessor> {
        let mut out = Self::body(ctx, op);
        out.push(RegionSuccessor::Parent);
        out
    }
}

impl RegionBranchOpInterface for ForBranch {
    fn entry_successors(&self, ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Vec<RegionSuccessor> {
        match trivial_trip_count(ctx, op) {
            Some(0) => vec![RegionSuccessor::Parent],
            Some(_) => Self::body(ctx, op),
            None => Self::body_or_results(ctx, op),
        }
    }
    fn successors_from(&self, ctx: &Context, op: OpRef, _: RegionRef) -> Vec<RegionSuccessor> {
        match trivial_trip_count(ctx, op) {
            Some(1) => vec![RegionSuccessor::Parent],
            _ => Self::body_or_results(ctx, op),
        }
    }
    fn entry_successor_operand_range(&self, ctx: &Context, op: OpRef, _: RegionSuccessor) -> Range<usize> {
        let n = ctx.num_operands(op);
        match loop_of(ctx, op) {
            Some(l) => n - l.inits.len()..n,
            None => n..n,
        }
    }
    fn successor_inputs(&self, ctx: &Context, op: OpRef, to: RegionSuccessor) -> Vec<Value> {
        match to {
            RegionSuccessor::Parent => ctx.results(op).collect(),
            RegionSuccessor::Region(r) => entry_args(ctx, r).into_iter().skip(1).collect(),
        }
    }
}

/// `affine.if`'s `RegionBranchOpInterface` (MLIR's `AffineIfOp::getSuccessorRegions`): the op
/// enters its `then` region and its `else` region (its results when it has none), whatever its
/// condition; both regions go to the results.
#[derive(Copy, Clone, Debug, Default)]
pub struct IfBranch;

impl RegionBranchOpInterface for IfBranch {
    fn entry_successors(&self, ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Vec<RegionSuccessor> {
        let regions = ctx.op_regions(op);
        let mut out: Vec<RegionSuccessor> = regions.first().map(|&r| RegionSuccessor::Region(r)).into_iter().collect();
        match regions.get(1).filter(|&&r| !ctx.region_is_empty(r)) {
            Some(&r) => out.push(RegionSuccessor::Region(r)),
            None => out.push(RegionSuccessor::Parent),
        }
        out
    }
    fn successors_from(&self, _: &Context, _: OpRef, _: RegionRef) -> Vec<RegionSuccessor> {
        vec![RegionSuccessor::Parent]
    }
}
