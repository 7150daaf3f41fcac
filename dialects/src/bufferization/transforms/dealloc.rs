//! The `buffer-deallocation-pipeline` (MLIR's ownership-based buffer deallocation, for the
//! cases oxir supports).
//!
//! Covered: a `memref.alloc` whose buffer (directly or through any op result that may alias it:
//! views such as `memref.cast` and `subview`, loop and `scf.if` results, call results, selects)
//! never leaves its block — it is not returned, yielded, passed to a successor, or stored — gets a `memref.dealloc`
//! right before its block's terminator, in allocation order, which is where MLIR's pipeline puts
//! it after simplifying its `bufferization.dealloc` ops. Allocations that escape are left alone
//! (MLIR would pass ownership on with `bufferization.dealloc` and `retain`); `memref.alloca` and
//! globals need nothing. The buffers a `func.call` returns are the caller's to free, as MLIR's
//! function-boundary ownership has it, where the callee is a function of the module that returns
//! only buffers it allocated itself (MLIR clones any other returned buffer so that the caller owns
//! it; oxir does not, so such calls are left alone): they are placed as allocations are. Then, as
//! MLIR's pipeline, `canonicalize`, `cse` and `canonicalize` run.

use crate::bufferization::ToTensorOp;
use crate::cf;
use crate::func;
use crate::memref;
use crate::scf;
use oxir::ods::Op;
use oxir::pass::Pass;
use oxir::{Builder, Context, Diagnostic, OpBuilder, OpRef, Value};

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

/// Whether `call` calls a function of the module whose returned buffers are all allocated by
/// that function itself (`memref.alloc` results, possibly through `memref.cast`), each returned
/// once: the caller then owns them.
fn returns_own_allocations(ctx: &Context, call: OpRef) -> bool {
    let Some(callee) = ctx.cast_op::<func::CallOp>(call).and_then(|c| c.callee(ctx)) else { return false };
    let name = ctx.ident_str(callee.root).to_string();
    let Some(f) = oxir::symbol_table::lookup_nearest_symbol_named(ctx, call, &name) else { return false };
    if !ctx.isa_op::<func::FuncOp>(f) || ctx.op_regions(f).first().and_then(|&r| ctx.region_entry_block(r)).is_none() {
        return false;
    }
    let mut own = true;
    ctx.walk_ops_pre_order(f, &mut |o| {
        if ctx.isa_op::<func::ReturnOp>(o) && ctx.op_parent_op(o) == Some(f) {
            let mut seen = Vec::new();
            for v in ctx.operands(o).filter(|&v| is_buffer(ctx, v)) {
                let mut src = v;
                while let Some(d) = ctx.defining_op(src).filter(|&d| ctx.isa_op::<memref::CastOp>(d)) {
                    src = ctx.operand(d, 0);
                }
                let fresh = ctx.defining_op(src).is_some_and(|d| ctx.isa_op::<memref::AllocOp>(d));
                own &= fresh && !seen.contains(&src);
                seen.push(src);
            }
        }
        oxir::WalkResult::Advance
    });
    own
}

/// The base buffer of ranked memref `v` (`memref.extract_strided_metadata`), which is what MLIR
/// frees of a buffer not known to be an allocation's result.
fn base_buffer(b: &mut OpBuilder<'_>, loc: oxir::Attribute, v: Value) -> Option<Value> {
    let ctx = b.ctx();
    let m = ctx.value_type(v).dyn_cast::<oxir::builtin::types::MemRefType>(ctx).cloned()?;
    let base_ty = super::one_shot::memref_type(ctx, Vec::new(), m.element, None, m.memory_space);
    let index = oxir::builtin::types::IndexType::get(ctx);
    let dims = vec![index; m.shape.len()];
    Some(memref::ExtractStridedMetadataOp::build(b, loc, v, base_ty, &dims, &dims).base_buffer(b.ctx()))
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
                allocs.push((o, ctx.result(o, 0)));
            } else if ctx.isa_op::<func::CallOp>(o) && returns_own_allocations(ctx, o) {
                allocs.extend(ctx.results(o).filter(|&r| is_buffer(ctx, r)).map(|r| (o, r)));
            }
            oxir::WalkResult::Advance
        });
        for (a, v) in allocs {
            if escapes(ctx, v, a, 0) {
                continue;
            }
            let Some(block) = ctx.op_parent_block(a) else { continue };
            let Some(term) = ctx.block_last_op(block) else { continue };
            if term == a {
                continue;
            }
            let loc = ctx.op_loc(a);
            let is_alloc = ctx.isa_op::<memref::AllocOp>(a);
            let mut b = OpBuilder::before(ctx, term);
            let freed = if is_alloc { Some(v) } else { base_buffer(&mut b, loc, v) };
            if let Some(freed) = freed {
                crate::memref::DeallocOp::build(&mut b, loc, freed);
            }
        }
        // The simplifications MLIR's pipeline runs after placing the deallocations.
        run_pipeline(ctx, op, "any(canonicalize,cse,canonicalize)")
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
