//! The `buffer-deallocation-pipeline` (MLIR's ownership-based buffer deallocation, for the
//! cases oxir supports).
//!
//! Covered: a `memref.alloc` whose buffer (directly or through any op result that may alias it:
//! views such as `memref.cast` and `subview`, loop and `scf.if` results, call results, selects)
//! never leaves its block — it is not returned, yielded, passed to a successor, or stored — gets a `memref.dealloc`
//! right before its block's terminator, in allocation order, which is where MLIR's pipeline puts
//! it after simplifying its `bufferization.dealloc` ops. Allocations that escape are left alone
//! (MLIR would pass ownership on with `bufferization.dealloc` and `retain`); `memref.alloca` and
//! globals need nothing. Then, as MLIR's pipeline, `canonicalize`, `cse` and `canonicalize` run.

use crate::bufferization::ToTensorOp;
use crate::cf;
use crate::func;
use crate::memref;
use crate::scf;
use oxir::ods::Op;
use oxir::pass::Pass;
use oxir::{Context, Diagnostic, OpBuilder, OpRef, Value};

/// The `buffer-deallocation-pipeline` pass.
#[derive(Clone, Default)]
pub struct BufferDeallocationPipeline;

const VIEWS: [&str; 7] = [
    memref::CastOp::NAME,
    memref::SubViewOp::NAME,
    memref::CollapseShapeOp::NAME,
    memref::ExpandShapeOp::NAME,
    memref::ReshapeOp::NAME,
    memref::ReinterpretCastOp::NAME,
    memref::ViewOp::NAME,
];

fn is_buffer(ctx: &Context, v: Value) -> bool {
    let t = ctx.value_type(v);
    t.isa::<oxir::builtin::types::MemRefType>(ctx) || t.isa::<oxir::builtin::types::UnrankedMemRefType>(ctx)
}

/// Whether buffer `v` (or a view of it) escapes the block of the allocation `alloc`.
fn escapes(ctx: &Context, v: Value, alloc: OpRef, depth: usize) -> bool {
    if depth > 32 {
        return true;
    }
    let block = ctx.op_parent_block(alloc);
    for u in ctx.uses(v) {
        let user = u.owner;
        let name = ctx.op_name_text(user);
        // Results of the user may alias the buffer (views, loop and if results, call results,
        // selects): they must not escape either.
        let results: Vec<Value> = ctx.results(user).filter(|&r| is_buffer(ctx, r)).collect();
        for r in results {
            if escapes(ctx, r, alloc, depth + 1) {
                return true;
            }
        }
        if VIEWS.contains(&name) && u.index == 0 {
            continue;
        }
        let terminator_like = !ctx.successors(user).is_empty()
            || matches!(
                name,
                func::ReturnOp::NAME
                    | scf::YieldOp::NAME
                    | scf::ConditionOp::NAME
                    | cf::BranchOp::NAME
                    | cf::CondBranchOp::NAME
                    | ToTensorOp::NAME
            );
        if terminator_like || (name == memref::StoreOp::NAME && u.index == 0) || name == memref::DeallocOp::NAME {
            return true;
        }
        if ctx.op_parent_block(user) != block {
            // A use nested in an op of the block is fine; anything else is not understood.
            let mut cur = Some(user);
            let mut inside = false;
            while let Some(c) = cur {
                if ctx.op_parent_block(c) == block {
                    inside = true;
                    break;
                }
                cur = ctx.op_parent_op(c);
            }
            if !inside {
                return true;
            }
        }
    }
    false
}

/// Runs the textual pipeline `pipeline` on `op`.
fn run_pipeline(ctx: &mut Context, op: OpRef, pipeline: &str) -> Result<(), Diagnostic> {
    let pm = oxir::pass::pipeline::parse_pipeline(pipeline).map_err(|e| Diagnostic::error(ctx.op_loc(op), e))?;
    let (result, _) = pm.run(ctx, op, &oxir::pass::PassOptions::default());
    result
}

impl Pass for BufferDeallocationPipeline {
    fn name(&self) -> &'static str {
        "BufferDeallocationPipeline"
    }
    fn argument(&self) -> &'static str {
        "buffer-deallocation-pipeline"
    }
    fn description(&self) -> &'static str {
        "The default pipeline for automatically inserting deallocation operations after one-shot bufferization."
    }
    fn set_option(&mut self, _key: &str, _value: &str) -> Result<(), String> {
        Ok(())
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        // MLIR's pipeline canonicalizes before placing deallocations (after `expand-realloc`,
        // which has nothing to do here), and the placement checks what it supports first.
        run_pipeline(ctx, op, "any(canonicalize)")?;
        super::dealloc_preconditions::check(ctx, op)?;
        let mut allocs = Vec::new();
        ctx.walk_ops_pre_order(op, &mut |o| {
            if ctx.isa_op::<memref::AllocOp>(o) {
                allocs.push(o);
            }
            oxir::WalkResult::Advance
        });
        for a in allocs {
            let v = ctx.result(a, 0);
            if escapes(ctx, v, a, 0) {
                continue;
            }
            let Some(block) = ctx.op_parent_block(a) else { continue };
            let Some(term) = ctx.block_last_op(block) else { continue };
            if term == a {
                continue;
            }
            let loc = ctx.op_loc(a);
            let mut b = OpBuilder::before(ctx, term);
            crate::memref::DeallocOp::build(&mut b, loc, v);
        }
        // The simplifications MLIR's pipeline runs after placing the deallocations.
        run_pipeline(ctx, op, "any(canonicalize,cse,canonicalize)")
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
