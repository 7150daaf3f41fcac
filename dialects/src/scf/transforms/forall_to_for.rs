//! `scf-forall-to-for` (MLIR's `ForallToFor.cpp`): each `scf.forall` becomes a nest of `scf.for`
//! loops, one per dimension, outermost first, its shared outputs carried as iteration arguments.

use oxir::ods::Op;
use oxir::pass::Pass;
use oxir::verifier::emit_op_error_on_op;
use oxir::{Builder, Context, Diagnostic, OpBuilder, OpRef, Value};

use super::nested_foralls;
use crate::scf::{build_loop_nest, ForallOp};
use crate::tensor::{InsertSliceOp, ParallelInsertSliceOp};

/// MLIR's `scf::forallToForLoop`: replaces `op` by a loop nest over its bounds whose innermost
/// body is the forall's body. Shared outputs become the loops' iteration arguments: each
/// `tensor.parallel_insert_slice` of the terminator becomes a `tensor.insert_slice` into the
/// carried value (as later MLIR versions do; MLIR 22 crashes on such loops).
pub fn forall_to_for_loop(ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
    let f = ForallOp::from_op_unchecked(op);
    let loc = ctx.op_loc(op);
    let outputs = f.outputs(ctx);
    let Some(body) = ctx.region_entry_block(f.region(ctx)) else { return Ok(()) };
    let params: Vec<Value> = ctx.block_arguments(body).collect();
    let rank = params.len().saturating_sub(outputs.len());
    let term = ctx.block_last_op(body);
    let ops: Vec<OpRef> = ctx.block_ops(body).filter(|&o| Some(o) != term).collect();
    // Each combining op of the terminator with the shared output it updates.
    let mut inserts = Vec::new();
    let yielding = term.and_then(|t| ctx.op_regions(t).first().copied()).and_then(|r| ctx.region_entry_block(r));
    for o in yielding.map(|b| ctx.block_ops(b).collect::<Vec<_>>()).unwrap_or_default() {
        if !ctx.isa_op::<ParallelInsertSliceOp>(o) {
            return Err(emit_op_error_on_op(ctx, o, "cannot become an scf.for iteration argument update"));
        }
        let p = ParallelInsertSliceOp::from_op_unchecked(o);
        let Some(k) = params[rank..].iter().position(|&a| a == p.dest(ctx)) else {
            return Err(emit_op_error_on_op(ctx, o, "may only insert into an output block argument"));
        };
        inserts.push((p, k));
    }
    let mut b = OpBuilder::before(ctx, op);
    let (lbs, ubs, steps) = f.bound_values(&mut b, loc);
    let nest = build_loop_nest(&mut b, loc, &lbs, &ubs, &steps, &outputs, |b, ivs, carried| {
        for (&p, &v) in params.iter().zip(ivs.iter().chain(carried)) {
            b.ctx_mut().replace_all_uses_with(p, v);
        }
        for o in ops {
            b.ctx_mut().detach_op(o);
            b.insert(o);
        }
        let mut current = carried.to_vec();
        for (p, k) in inserts {
            let ctx = b.ctx();
            let (source, offsets, sizes, strides) = (p.source(ctx), p.offsets(ctx), p.sizes(ctx), p.strides(ctx));
            let statics = (p.static_offsets(ctx), p.static_sizes(ctx), p.static_strides(ctx));
            let (Some(so), Some(ss), Some(st)) = statics else { continue };
            let insert = InsertSliceOp::create(b, source, current[k], &offsets, &sizes, &strides, &so, &ss, &st);
            current[k] = insert.result(b.ctx());
        }
        current
    });
    if let Some(t) = term {
        ctx.erase_op(t)?;
    }
    for (i, &r) in nest.results.iter().enumerate() {
        let old = ctx.result(op, i);
        ctx.replace_all_uses_with(old, r);
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
