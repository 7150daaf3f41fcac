//! The op interfaces of the affine loops (declared in their `#[op(interfaces = [...])]`):
//! `LoopLikeOpInterface` for `affine.for` and `affine.parallel`, so that loop-invariant code
//! motion and the other loop transformations see them as MLIR's do, and `ConditionallySpeculatable`
//! for `affine.for` (`affine.if` uses the core `RecursivelySpeculatable`).

use super::fold::loops::loop_of;
use super::ops::parallel::Band;
use super::ops::ForOp;
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::types::IntegerType;
use oxir::interfaces::{ConditionallySpeculatable, LoopLikeOpInterface, Speculatability};
use oxir::ods::Op;
use oxir::registry::FoldResult;
use oxir::{Context, OpRef, RegionRef, Value};

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
