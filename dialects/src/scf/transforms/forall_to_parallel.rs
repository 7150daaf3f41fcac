//! `scf-forall-to-parallel` (MLIR's `ForallToParallel.cpp`): each `scf.forall` without shared
//! outputs becomes an `scf.parallel` over the same bounds, with the same body and mapping.

use oxir::ods::Op;
use oxir::pass::Pass;
use oxir::verifier::op_error;
use oxir::{Context, Diagnostic, OpBuilder, OpRef};

use super::nested_foralls;
use crate::scf::{ForallOp, ParallelOp, ReduceOp};

/// MLIR's `scf::forallToParallelLoop`: replaces `op` by an `scf.parallel` that takes over its
/// body, ending it with an `scf.reduce` without operands; a `mapping` moves over as a discardable
/// attribute. Loops with shared outputs (not bufferized) are an error.
pub fn forall_to_parallel_loop(ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
    let f = ForallOp::from_op_unchecked(op);
    if !f.outputs(ctx).is_empty() {
        return Err(op_error(ctx, op, "only fully bufferized scf.forall ops can be lowered to scf.parallel"));
    }
    let loc = ctx.op_loc(op);
    let mapping = oxir::conversion::op_attr_or_prop(ctx, op, "mapping");
    let old_region = f.region(ctx);
    let mut b = OpBuilder::before(ctx, op);
    let (lbs, ubs, steps) = f.bound_values(&mut b, loc);
    let parallel = ParallelOp::build(&mut b, loc, &lbs, &ubs, &steps, &[], &[]);
    let region = parallel.region(ctx);
    for blk in ctx.region_blocks(old_region).collect::<Vec<_>>() {
        ctx.detach_block(blk);
        ctx.append_block(region, blk);
    }
    if let Some(body) = ctx.region_entry_block(region) {
        if let Some(term) = ctx.block_last_op(body) {
            let term_loc = ctx.op_loc(term);
            ctx.erase_op(term)?;
            let mut b = OpBuilder::at_block_end(ctx, body);
            ReduceOp::build(&mut b, term_loc, &[], 0);
        }
    }
    if let Some(m) = mapping {
        ctx.set_op_attr(parallel.into(), "mapping", m);
    }
    ctx.erase_op(op)
}

/// The `scf-forall-to-parallel` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct ForallToParallelLoop;

impl Pass for ForallToParallelLoop {
    fn name(&self) -> &'static str {
        "SCFForallToParallelLoop"
    }
    fn argument(&self) -> &'static str {
        "scf-forall-to-parallel"
    }
    fn description(&self) -> &'static str {
        "Convert SCF forall loops to SCF parallel loops"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        nested_foralls(ctx, op).into_iter().try_for_each(|f| forall_to_parallel_loop(ctx, f))
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}
