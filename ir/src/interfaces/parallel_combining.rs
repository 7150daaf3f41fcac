//! MLIR's `ParallelCombiningOpInterface` and `InParallelOpInterface`
//! (`mlir/Interfaces/ParallelCombiningOpInterface.td`): the terminator of a parallel loop
//! (`scf.forall.in_parallel`) holds ops that each combine one iteration's value into a shared
//! destination of the loop (`tensor.parallel_insert_slice`).

use crate::context::Context;
use crate::OpRef;
use std::ops::Range;

/// An op that combines a value into a shared destination of the enclosing parallel loop.
pub trait ParallelCombiningOpInterface: Send + Sync {
    /// The operands of `op` that are the destinations it updates (MLIR's
    /// `getUpdatedDestinations`).
    fn updated_destinations(&self, ctx: &Context, op: OpRef) -> Range<usize>;
}

/// The model of [`ParallelCombiningOpInterface`] for an op whose one destination is operand
/// `.0` (`tensor.parallel_insert_slice`: operand 1).
#[derive(Copy, Clone, Debug)]
pub struct DestinationOperand(pub usize);

impl ParallelCombiningOpInterface for DestinationOperand {
    fn updated_destinations(&self, ctx: &Context, op: OpRef) -> Range<usize> {
        let n = ctx.num_operands(op);
        self.0.min(n)..(self.0 + 1).min(n)
    }
}

/// The parallel-combining terminator of a parallel loop (`scf.forall.in_parallel`), whose
/// region holds only [`ParallelCombiningOpInterface`] ops.
pub trait InParallelOpInterface: Send + Sync {}

/// The model of [`InParallelOpInterface`] for ops that need no method.
#[derive(Copy, Clone, Debug, Default)]
pub struct InParallel;

impl InParallelOpInterface for InParallel {}

/// Whether `op` is a [`ParallelCombiningOpInterface`] op.
pub fn is_parallel_combining(ctx: &Context, op: OpRef) -> bool {
    ctx.op_has_interface::<dyn ParallelCombiningOpInterface>(op)
}

/// The destinations `op` updates, if it is a [`ParallelCombiningOpInterface`] op.
pub fn updated_destinations(ctx: &Context, op: OpRef) -> Option<Range<usize>> {
    ctx.op_interface::<dyn ParallelCombiningOpInterface>(op).map(|m| m.updated_destinations(ctx, op))
}
