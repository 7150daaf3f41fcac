//! Which memref ops make a view of a buffer: the deallocation passes and the dealloc
//! canonicalizations look through them to the buffer an allocation made.

use crate::memref;
use oxir::{Context, OpRef};

/// The ops whose result is a view of their first operand (MLIR's `ViewLikeOpInterface`).
pub(crate) fn is_view_like(ctx: &Context, op: OpRef) -> bool {
    ctx.isa_op::<memref::CastOp>(op)
        || ctx.isa_op::<memref::SubViewOp>(op)
        || ctx.isa_op::<memref::ExpandShapeOp>(op)
        || ctx.isa_op::<memref::CollapseShapeOp>(op)
        || ctx.isa_op::<memref::ReinterpretCastOp>(op)
        || ctx.isa_op::<memref::ViewOp>(op)
        || ctx.isa_op::<memref::ReshapeOp>(op)
        || ctx.isa_op::<memref::TransposeOp>(op)
        || ctx.isa_op::<memref::MemorySpaceCastOp>(op)
        || ctx.isa_op::<memref::ExtractStridedMetadataOp>(op)
}
