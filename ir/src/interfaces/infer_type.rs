//! The result-type inference of MLIR's `InferTypeOpInterface` (`inferReturnTypes`): ops that
//! compute their result types from their operands, attributes and regions.

use crate::builder::OperationState;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::types::Type;

/// Computes the result types of an op about to be created from `state`.
pub type InferResultTypesFn = fn(&Context, &OperationState) -> Result<Vec<Type>, Diagnostic>;

/// MLIR's `InferTypeOpInterface::inferReturnTypes`, as an op interface. The definition macros
/// register it for every op declaring the `InferTypeOpInterface` trait, with the op's
/// `infer_result_types` function; the custom-form parser calls that function directly.
pub trait InferResultTypes: Send + Sync {
    /// The result types of the op `state` describes (operands, properties, regions and
    /// location set; result types not yet).
    fn infer_result_types(&self, ctx: &Context, state: &OperationState) -> Result<Vec<Type>, Diagnostic>;
}

/// The model of [`InferResultTypes`] made of a function.
#[derive(Copy, Clone)]
pub struct InferFn(pub InferResultTypesFn);

impl InferResultTypes for InferFn {
    fn infer_result_types(&self, ctx: &Context, state: &OperationState) -> Result<Vec<Type>, Diagnostic> {
        (self.0)(ctx, state)
    }
}
