//! The `convert-bufferization-to-memref` pass (MLIR's `BufferizationToMemRef.cpp`):
//! `bufferization.clone` becomes a `memref.alloc` of the clone's shape (identity layout, cast to
//! the clone's type when that differs) and a `memref.copy`, and `bufferization.dealloc` is
//! lowered as by `bufferization-lower-deallocations`.

use super::lower_deallocations::LowerDeallocations;
use crate::bufferization::CloneOp;
use crate::memref as mr;
use oxir::builtin::types::{MemRefType, DYNAMIC};
use oxir::pass::Pass;
use oxir::{Context, Diagnostic, OpBuilder, OpRef, Value};

/// The `convert-bufferization-to-memref` pass.
#[derive(Clone, Default)]
pub struct BufferizationToMemRef;

impl Pass for BufferizationToMemRef {
    fn name(&self) -> &'static str {
        "ConvertBufferizationToMemRefPass"
    }
    fn argument(&self) -> &'static str {
        "convert-bufferization-to-memref"
    }
    fn description(&self) -> &'static str {
        "Convert operations from the Bufferization dialect to the MemRef dialect"
    }
    fn run(&mut self, ctx: &mut Context, root: OpRef) -> Result<(), Diagnostic> {
        let mut clones = Vec::new();
        ctx.walk_ops_post_order(root, &mut |o| {
            if ctx.isa_op::<CloneOp>(o) {
                clones.push(o);
            }
        });
        for c in clones {
            lower_clone(ctx, c)?;
        }
        LowerDeallocations.run(ctx, root)
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

fn lower_clone(ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
    let loc = ctx.op_loc(op);
    let input = ctx.operand(op, 0);
    let out = ctx.result(op, 0);
    let ty = ctx.value_type(out);
    let Some(m) = ty.dyn_cast::<MemRefType>(ctx).cloned() else {
        return Err(oxir::verifier::emit_error_on_op(ctx, op, "failed to legalize operation 'bufferization.clone'"));
    };
    let alloc_ty = ctx.intern_type(MemRefType { layout: None, ..m.clone() });
    if !mr::cast_compatible(ctx, alloc_ty, ty) {
        return Err(oxir::verifier::emit_error_on_op(ctx, op, "failed to legalize operation 'bufferization.clone'"));
    }
    let mut b = OpBuilder::before(ctx, op);
    let mut dynamic: Vec<Value> = Vec::new();
    for (i, &d) in m.shape.iter().enumerate() {
        if d == DYNAMIC {
            let idx = oxir::builtin::types::IndexType::get(oxir::Builder::ctx(&b));
            let c = crate::arith::ConstantOp::build_int(&mut b, loc, idx, i as i64).result(oxir::Builder::ctx(&b));
            dynamic.push(mr::DimOp::build(&mut b, loc, input, c).into());
        }
    }
    let mut alloc: Value = mr::AllocOp::build(&mut b, loc, &dynamic, &[], alloc_ty).memref(oxir::Builder::ctx(&b));
    if alloc_ty != ty {
        alloc = mr::CastOp::build(&mut b, loc, alloc, ty).dest(oxir::Builder::ctx(&b));
    }
    mr::CopyOp::build(&mut b, loc, input, alloc);
    ctx.replace_all_uses_with(out, alloc);
    ctx.erase_op(op)
}
