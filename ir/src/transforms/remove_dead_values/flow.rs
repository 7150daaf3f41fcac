//! How values flow through a region-branch op (MLIR's successor operands and inputs): from the
//! op into its regions or to its results, and from its regions' terminators onward.

use crate::context::Context;
use crate::interfaces::{
    is_region_branch_terminator, terminator_successor_operand_range, terminator_successors, RegionBranchOpInterface,
};
use crate::value::Value;
use crate::OpRef;
use std::ops::Range;

/// A control-flow edge: operand `operands[i]` of the branching op becomes `inputs[i]`.
pub(super) struct Edge {
    pub(super) operands: Vec<usize>,
    pub(super) inputs: Vec<Value>,
}

/// The flow of a branch point: its edges and its operands forwarded nowhere.
pub(super) struct Flow {
    pub(super) edges: Vec<Edge>,
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
        Flow { edges }
    }
}

/// The edges from `op` into its regions or to its results (MLIR's entry successors, not pruned
/// by constants).
pub(super) fn entry_flow(ctx: &Context, op: OpRef, model: &dyn RegionBranchOpInterface) -> Flow {
    let unknown = vec![None; ctx.num_operands(op)];
    let successors = model
        .entry_successors(ctx, op, &unknown)
        .into_iter()
        .map(|to| (model.entry_successor_operand_range(ctx, op, to), model.successor_inputs(ctx, op, to)));
    Flow::new(ctx.num_operands(op), successors)
}

/// The edges from region-branch terminator `term` of `parent` (not pruned by constants).
pub(super) fn terminator_flow(ctx: &Context, parent: OpRef, model: &dyn RegionBranchOpInterface, term: OpRef) -> Flow {
    let unknown = vec![None; ctx.num_operands(term)];
    let successors = terminator_successors(ctx, term, parent, &unknown).into_iter().filter_map(|to| {
        Some((terminator_successor_operand_range(ctx, term, to)?, model.successor_inputs(ctx, parent, to)))
    });
    Flow::new(ctx.num_operands(term), successors)
}

/// The region-branch terminators of `op`'s regions.
pub(super) fn region_terminators(ctx: &Context, op: OpRef) -> Vec<OpRef> {
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
