//! `scf-forall-to-for` (MLIR's `ForallToFor.cpp`): each `scf.forall` without shared outputs
//! becomes a nest of `scf.for` loops, one per dimension, outermost first.

use oxir::ods::Op;
use oxir::pass::Pass;
use oxir::verifier::op_error;
use oxir::{Context, Diagnostic, OpBuilder, OpRef, Value};

use super::nested_foralls;
use crate::scf::{build_loop_nest, ForallOp};

/// MLIR's `scf::forallToForLoop`: replaces `op` by a loop nest over its bounds whose innermost
/// body is the forall's body (its terminator dropped). Loops with shared outputs, which need
/// bufferization first, are an error.
pub fn forall_to_for_loop(ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
    let f = ForallOp::from_op_unchecked(op);
    if !f.outputs(ctx).is_empty() {
        return Err(op_error(ctx, op, "with shared outputs cannot become scf.for loops (bufferize it first)"));
    }
    let loc = ctx.op_loc(op);
    let Some(body) = ctx.region_entry_block(f.region(ctx)) else { return Ok(()) };
    let mut b = OpBuilder::before(ctx, op);
    let (lbs, ubs, steps) = f.bound_values(&mut b, loc);
    let nest = build_loop_nest(&mut b, loc, &lbs, &ubs, &steps, &[], |_, _, _| Vec::new());
    let ivs: Vec<Value> = nest
        .loops
        .iter()
        .filter_map(|l| l.body(ctx))
        .map(|blk| ctx.block_arguments(blk).next())
        .collect::<Option<_>>()
        .unwrap_or_default();
    let Some(innermost) = nest.loops.last().and_then(|l| l.body(ctx)) else { return Ok(()) };
    let Some(yield_op) = ctx.block_last_op(innermost) else { return Ok(()) };
    if let Some(term) = ctx.block_last_op(body) {
        ctx.erase_op(term)?;
    }
    let params: Vec<Value> = ctx.block_arguments(body).collect();
    for (p, iv) in params.into_iter().zip(ivs) {
        ctx.replace_all_uses_with(p, iv);
    }
    for o in ctx.block_ops(body).collect::<Vec<_>>() {
        ctx.detach_op(o);
        ctx.insert_op_before(innermost, Some(yield_op), o);
    }
    ctx.erase_op(op)
}

/// The `scf-forall-to-for` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct ForallToForLoop;

impl Pass for ForallToForLoop {
    fn name(&self) -> &'static str {
        "SCFForallToForLoop"
    }
    fn argument(&self) -> &'static str {
        "scf-forall-to-for"
    }
    fn description(&self) -> &'static str {
        "Convert SCF forall loops to SCF for loops"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        nested_foralls(ctx, op).into_iter().try_for_each(|f| forall_to_for_loop(ctx, f))
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}
