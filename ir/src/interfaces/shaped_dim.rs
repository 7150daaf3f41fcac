//! MLIR's `ShapedDimOpInterface` (`mlir/Interfaces/ShapedOpInterfaces.td`): ops that read one
//! dimension of a shaped value (`tensor.dim`, `memref.dim`), which affine's rules for valid
//! dimensions and symbols accept as such.

use crate::context::Context;
use crate::value::Value;
use crate::OpRef;

/// An op whose result is the size of one dimension of a shaped value.
pub trait ShapedDimOpInterface: Send + Sync {
    /// The shaped value whose dimension is read (MLIR's `getShapedValue`).
    fn shaped_value(&self, ctx: &Context, op: OpRef) -> Option<Value>;
    /// The index of the dimension read (MLIR's `getDimension`).
    fn dimension(&self, ctx: &Context, op: OpRef) -> Option<Value>;
}

/// The model of [`ShapedDimOpInterface`] for ops reading dimension `operand #1` of the shaped
/// `operand #0` (`tensor.dim`, `memref.dim`).
#[derive(Copy, Clone, Debug, Default)]
pub struct SourceAndIndex;

impl ShapedDimOpInterface for SourceAndIndex {
    fn shaped_value(&self, ctx: &Context, op: OpRef) -> Option<Value> {
        (ctx.num_operands(op) == 2).then(|| ctx.operand(op, 0))
    }

    fn dimension(&self, ctx: &Context, op: OpRef) -> Option<Value> {
        (ctx.num_operands(op) == 2).then(|| ctx.operand(op, 1))
    }
}

/// The shaped value and the dimension index `op` reads, if it is a [`ShapedDimOpInterface`] op.
pub fn shaped_dim(ctx: &Context, op: OpRef) -> Option<(Value, Value)> {
    let model = ctx.op_interface::<dyn ShapedDimOpInterface>(op)?;
    Some((model.shaped_value(ctx, op)?, model.dimension(ctx, op)?))
}
