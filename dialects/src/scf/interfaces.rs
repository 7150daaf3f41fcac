//! The op interfaces the scf ops implement (declared in their `#[op(interfaces = [...])]`):
//! `LoopLikeOpInterface` for `scf.for`, `scf.forall`, `scf.parallel` and `scf.while`, and
//! `ConditionallySpeculatable` for `scf.for` (`scf.if` uses the core `RecursivelySpeculatable`).

use super::{region_terminator, ForOp, ForallOp, IndexSwitchOp, ParallelOp, WhileOp, YieldOp, DYNAMIC};
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::types::IndexType;
use oxir::interfaces::{
    ConditionallySpeculatable, LoopLikeOpInterface, RegionBranchOpInterface, RegionBranchTerminatorOpInterface,
    RegionSuccessor, Speculatability,
};
use oxir::ods::Op;
use oxir::registry::FoldResult;
use oxir::{Attribute, Context, OpRef, RegionRef, Value};
use std::ops::Range;

use crate::utils::constants::const_int;

fn values(vs: Vec<Value>) -> Vec<FoldResult> {
    vs.into_iter().map(FoldResult::Value).collect()
}

/// The block arguments of `region`'s entry block, from `skip` on.
fn entry_args(ctx: &Context, region: RegionRef, skip: usize) -> Vec<Value> {
    ctx.region_entry_block(region).map(|b| ctx.block_arguments(b).skip(skip).collect()).unwrap_or_default()
}

/// `scf.for`'s `LoopLikeOpInterface` (MLIR's `ForOp` methods).
#[derive(Copy, Clone, Debug, Default)]
pub struct ForLoop;

impl LoopLikeOpInterface for ForLoop {
    fn loop_regions(&self, ctx: &Context, op: OpRef) -> Vec<RegionRef> {
        vec![ForOp::from_op_unchecked(op).region(ctx)]
    }
    fn induction_vars(&self, ctx: &Context, op: OpRef) -> Option<Vec<Value>> {
        let body = ForOp::from_op_unchecked(op).body(ctx)?;
        Some(ctx.block_arguments(body).take(1).collect())
    }
    fn lower_bounds(&self, ctx: &Context, op: OpRef) -> Option<Vec<FoldResult>> {
        Some(vec![FoldResult::Value(ForOp::from_op_unchecked(op).lower_bound(ctx))])
    }
    fn upper_bounds(&self, ctx: &Context, op: OpRef) -> Option<Vec<FoldResult>> {
        Some(vec![FoldResult::Value(ForOp::from_op_unchecked(op).upper_bound(ctx))])
    }
    fn steps(&self, ctx: &Context, op: OpRef) -> Option<Vec<FoldResult>> {
        Some(vec![FoldResult::Value(ForOp::from_op_unchecked(op).step(ctx))])
    }
    fn inits(&self, ctx: &Context, op: OpRef) -> Vec<Value> {
        ForOp::from_op_unchecked(op).init_args(ctx)
    }
    fn region_iter_args(&self, ctx: &Context, op: OpRef) -> Vec<Value> {
        ForOp::from_op_unchecked(op).region_iter_args(ctx)
    }
    fn yielded_values(&self, ctx: &Context, op: OpRef) -> Option<Vec<Value>> {
        Some(ForOp::from_op_unchecked(op).yielded_values(ctx))
    }
    fn loop_results(&self, ctx: &Context, op: OpRef) -> Option<Vec<Value>> {
        Some(ctx.results(op).collect())
    }
}

/// `scf.for`'s `ConditionallySpeculatable`: a loop with a constant unit step always terminates,
/// so it may run speculatively when its body may; any other might not terminate.
#[derive(Copy, Clone, Debug, Default)]
pub struct ForSpeculation;

impl ConditionallySpeculatable for ForSpeculation {
    fn speculatability(&self, ctx: &Context, op: OpRef) -> Speculatability {
        match const_int(ctx, ForOp::from_op_unchecked(op).step(ctx)) {
            Some(c) if c.is_one() => Speculatability::RecursivelySpeculatable,
            _ => Speculatability::NotSpeculatable,
        }
    }
}

/// `scf.while`'s `LoopLikeOpInterface`: both regions are the loop; its results need not match
/// the loop-carried values, so they are not exposed.
#[derive(Copy, Clone, Debug, Default)]
pub struct WhileLoop;

impl LoopLikeOpInterface for WhileLoop {
    fn loop_regions(&self, ctx: &Context, op: OpRef) -> Vec<RegionRef> {
        let w = WhileOp::from_op_unchecked(op);
        vec![w.before(ctx), w.after(ctx)]
    }
    fn inits(&self, ctx: &Context, op: OpRef) -> Vec<Value> {
        WhileOp::from_op_unchecked(op).inits(ctx)
    }
    fn region_iter_args(&self, ctx: &Context, op: OpRef) -> Vec<Value> {
        entry_args(ctx, WhileOp::from_op_unchecked(op).before(ctx), 0)
    }
    fn yielded_values(&self, ctx: &Context, op: OpRef) -> Option<Vec<Value>> {
        let t = region_terminator(ctx, WhileOp::from_op_unchecked(op).after(ctx))?;
        ctx.isa_op::<YieldOp>(t).then(|| ctx.operands(t).collect())
    }
}

/// `scf.parallel`'s `LoopLikeOpInterface` (induction variables, bounds and steps).
#[derive(Copy, Clone, Debug, Default)]
pub struct ParallelLoop;

impl LoopLikeOpInterface for ParallelLoop {
    fn loop_regions(&self, ctx: &Context, op: OpRef) -> Vec<RegionRef> {
        vec![ParallelOp::from_op_unchecked(op).region(ctx)]
    }
    fn induction_vars(&self, ctx: &Context, op: OpRef) -> Option<Vec<Value>> {
        Some(entry_args(ctx, ParallelOp::from_op_unchecked(op).region(ctx), 0))
    }
    fn lower_bounds(&self, ctx: &Context, op: OpRef) -> Option<Vec<FoldResult>> {
        Some(values(ParallelOp::from_op_unchecked(op).lower_bound(ctx)))
    }
    fn upper_bounds(&self, ctx: &Context, op: OpRef) -> Option<Vec<FoldResult>> {
        Some(values(ParallelOp::from_op_unchecked(op).upper_bound(ctx)))
    }
    fn steps(&self, ctx: &Context, op: OpRef) -> Option<Vec<FoldResult>> {
        Some(values(ParallelOp::from_op_unchecked(op).step(ctx)))
    }
}

/// Static values where `statics` has them, the `dynamics` in order elsewhere (MLIR's
/// `getMixedValues`).
fn mixed(ctx: &Context, statics: Option<Vec<i64>>, dynamics: Vec<Value>) -> Vec<FoldResult> {
    let index = IndexType::get(ctx);
    let mut dynamics = dynamics.into_iter();
    statics
        .unwrap_or_default()
        .into_iter()
        .filter_map(|s| match s {
            DYNAMIC => dynamics.next().map(FoldResult::Value),
            s => Some(FoldResult::Attribute(IntegerAttr::from_i64(ctx, index, s))),
        })
        .collect()
}

/// `scf.forall`'s `LoopLikeOpInterface`: induction variables, mixed static and dynamic bounds
/// and steps, and the shared outputs as loop-carried values.
#[derive(Copy, Clone, Debug, Default)]
pub struct ForallLoop;

impl ForallLoop {
    fn rank(ctx: &Context, f: ForallOp) -> usize {
        f.static_lower_bound(ctx).unwrap_or_default().len()
    }
}

impl LoopLikeOpInterface for ForallLoop {
    fn loop_regions(&self, ctx: &Context, op: OpRef) -> Vec<RegionRef> {
        vec![ForallOp::from_op_unchecked(op).region(ctx)]
    }
    fn induction_vars(&self, ctx: &Context, op: OpRef) -> Option<Vec<Value>> {
        let f = ForallOp::from_op_unchecked(op);
        Some(entry_args(ctx, f.region(ctx), 0).into_iter().take(Self::rank(ctx, f)).collect())
    }
    fn lower_bounds(&self, ctx: &Context, op: OpRef) -> Option<Vec<FoldResult>> {
        let f = ForallOp::from_op_unchecked(op);
        Some(mixed(ctx, f.static_lower_bound(ctx), f.dynamic_lower_bound(ctx)))
    }
    fn upper_bounds(&self, ctx: &Context, op: OpRef) -> Option<Vec<FoldResult>> {
        let f = ForallOp::from_op_unchecked(op);
        Some(mixed(ctx, f.static_upper_bound(ctx), f.dynamic_upper_bound(ctx)))
    }
    fn steps(&self, ctx: &Context, op: OpRef) -> Option<Vec<FoldResult>> {
        let f = ForallOp::from_op_unchecked(op);
        Some(mixed(ctx, f.static_step(ctx), f.dynamic_step(ctx)))
    }
    fn inits(&self, ctx: &Context, op: OpRef) -> Vec<Value> {
        ForallOp::from_op_unchecked(op).outputs(ctx)
    }
    fn region_iter_args(&self, ctx: &Context, op: OpRef) -> Vec<Value> {
        let f = ForallOp::from_op_unchecked(op);
        entry_args(ctx, f.region(ctx), Self::rank(ctx, f))
    }
    fn loop_results(&self, ctx: &Context, op: OpRef) -> Option<Vec<Value>> {
        Some(ctx.results(op).collect())
    }
}

/// The integer an operand's known constant holds (a `BoolAttr` is an `i1` integer).
fn known_int(ctx: &Context, operands: &[Option<Attribute>], i: usize) -> Option<oxir::numeric::APInt> {
    let a = operands.get(i).copied().flatten()?;
    a.dyn_cast::<IntegerAttr>(ctx).map(|i| i.value.clone())
}

/// `scf.if`'s `RegionBranchOpInterface`: a known condition selects one region; an empty `else`
/// goes straight to the results.
#[derive(Copy, Clone, Debug, Default)]
pub struct IfBranch;

impl RegionBranchOpInterface for IfBranch {
    fn entry_successors(&self, ctx: &Context, op: OpRef, operands: &[Option<Attribute>]) -> Vec<RegionSuccessor> {
        let regions = ctx.op_regions(op);
        let cond = known_int(ctx, operands, 0).map(|c| !c.is_zero());
        let mut out = Vec::new();
        if cond != Some(false) {
            out.push(RegionSuccessor::Region(regions[0]));
        }
        if cond != Some(true) {
            match regions.get(1).filter(|&&r| !ctx.region_is_empty(r)) {
                Some(&r) => out.push(RegionSuccessor::Region(r)),
                None => out.push(RegionSuccessor::Parent),
            }
        }
        out
    }
    fn successors_from(&self, _: &Context, _: OpRef, _: RegionRef) -> Vec<RegionSuccessor> {
        vec![RegionSuccessor::Parent]
    }
}

/// `scf.for`'s `RegionBranchOpInterface`: the body may run or not, whatever the bounds; the
/// iteration arguments (not the induction variable) receive the loop-carried values.
#[derive(Copy, Clone, Debug, Default)]
pub struct ForBranch;

impl RegionBranchOpInterface for ForBranch {
    fn entry_successors(&self, ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Vec<RegionSuccessor> {
        vec![RegionSuccessor::Region(ctx.op_regions(op)[0]), RegionSuccessor::Parent]
    }
    fn successors_from(&self, ctx: &Context, op: OpRef, _: RegionRef) -> Vec<RegionSuccessor> {
        vec![RegionSuccessor::Region(ctx.op_regions(op)[0]), RegionSuccessor::Parent]
    }
    fn entry_successor_operand_range(&self, ctx: &Context, op: OpRef, _: RegionSuccessor) -> Range<usize> {
        3..ctx.num_operands(op)
    }
    fn successor_inputs(&self, ctx: &Context, op: OpRef, to: RegionSuccessor) -> Vec<Value> {
        match to {
            RegionSuccessor::Parent => ctx.results(op).collect(),
            RegionSuccessor::Region(r) => entry_args(ctx, r, 1),
        }
    }
}

/// `scf.while`'s `RegionBranchOpInterface`: the op enters "before", "before" continues to
/// "after" or leaves (see [`ConditionBranch`]), "after" goes back to "before".
#[derive(Copy, Clone, Debug, Default)]
pub struct WhileBranch;

impl RegionBranchOpInterface for WhileBranch {
    fn entry_successors(&self, ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Vec<RegionSuccessor> {
        vec![RegionSuccessor::Region(ctx.op_regions(op)[0])]
    }
    fn successors_from(&self, ctx: &Context, op: OpRef, region: RegionRef) -> Vec<RegionSuccessor> {
        let regions = ctx.op_regions(op);
        if region == regions[0] {
            vec![RegionSuccessor::Region(regions[1]), RegionSuccessor::Parent]
        } else {
            vec![RegionSuccessor::Region(regions[0])]
        }
    }
    fn entry_successor_operand_range(&self, ctx: &Context, op: OpRef, _: RegionSuccessor) -> Range<usize> {
        0..ctx.num_operands(op)
    }
}

/// `scf.condition`'s `RegionBranchTerminatorOpInterface`: a known condition selects between the
/// "after" region and the results; the values after the condition flow to either.
#[derive(Copy, Clone, Debug, Default)]
pub struct ConditionBranch;

impl RegionBranchTerminatorOpInterface for ConditionBranch {
    fn successor_operand_range(&self, ctx: &Context, op: OpRef, _: RegionSuccessor) -> Range<usize> {
        1.min(ctx.num_operands(op))..ctx.num_operands(op)
    }
    fn successors(&self, ctx: &Context, op: OpRef, operands: &[Option<Attribute>]) -> Option<Vec<RegionSuccessor>> {
        let w = ctx.op_parent_op(op)?;
        let after = *ctx.op_regions(w).get(1)?;
        let cond = known_int(ctx, operands, 0).map(|c| !c.is_zero());
        let mut out = Vec::new();
        if cond != Some(false) {
            out.push(RegionSuccessor::Region(after));
        }
        if cond != Some(true) {
            out.push(RegionSuccessor::Parent);
        }
        Some(out)
    }
}

/// `scf.index_switch`'s `RegionBranchOpInterface`: a known argument selects its case (or the
/// default); every region goes to the results.
#[derive(Copy, Clone, Debug, Default)]
pub struct IndexSwitchBranch;

impl RegionBranchOpInterface for IndexSwitchBranch {
    fn entry_successors(&self, ctx: &Context, op: OpRef, operands: &[Option<Attribute>]) -> Vec<RegionSuccessor> {
        let regions = ctx.op_regions(op);
        // Regions: the default first, then one per case.
        let Some(arg) = known_int(ctx, operands, 0) else {
            return regions.iter().map(|&r| RegionSuccessor::Region(r)).collect();
        };
        let cases = IndexSwitchOp::from_op_unchecked(op).cases(ctx).unwrap_or_default();
        let chosen = match arg.try_to_i64().and_then(|v| cases.iter().position(|&c| c == v)) {
            Some(i) => regions[i + 1],
            None => regions[0],
        };
        vec![RegionSuccessor::Region(chosen)]
    }
    fn successors_from(&self, _: &Context, _: OpRef, _: RegionRef) -> Vec<RegionSuccessor> {
        vec![RegionSuccessor::Parent]
    }
}

/// `scf.forall`'s `RegionBranchOpInterface` (as MLIR 22 has it): the op enters its body, or goes
/// straight to its results when there are no iterations; the body, run in parallel, goes only to
/// the results. The shared outputs flow into the body's shared block arguments (after the
/// induction variables); `scf.forall.in_parallel` forwards nothing, so the results are unknown to
/// the analyses.
#[derive(Copy, Clone, Debug, Default)]
pub struct ForallBranch;

impl RegionBranchOpInterface for ForallBranch {
    fn entry_successors(&self, ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Vec<RegionSuccessor> {
        vec![RegionSuccessor::Region(ctx.op_regions(op)[0]), RegionSuccessor::Parent]
    }
    fn successors_from(&self, _: &Context, _: OpRef, _: RegionRef) -> Vec<RegionSuccessor> {
        vec![RegionSuccessor::Parent]
    }
    fn entry_successor_operand_range(&self, ctx: &Context, op: OpRef, _: RegionSuccessor) -> Range<usize> {
        let n = ctx.num_operands(op);
        n - ForallOp::from_op_unchecked(op).outputs(ctx).len().min(n)..n
    }
    fn successor_inputs(&self, ctx: &Context, op: OpRef, to: RegionSuccessor) -> Vec<Value> {
        match to {
            RegionSuccessor::Parent => ctx.results(op).collect(),
            RegionSuccessor::Region(r) => {
                let args = entry_args(ctx, r, 0);
                let outputs = ForallOp::from_op_unchecked(op).outputs(ctx).len();
                args[args.len().saturating_sub(outputs)..].to_vec()
            }
        }
    }
}
