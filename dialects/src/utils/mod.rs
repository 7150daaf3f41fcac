//! Helpers several dialects share, in one place (MLIR's `mlir/lib/Dialect/Utils`): a dialect
//! module uses these instead of importing another dialect for them, so that the dialect modules
//! depend on each other only in MLIR's order.
//!
//! This module depends on no dialect module: it speaks of values, attributes, types and op
//! names, never of a dialect's typed ops. Each file holds one family of helpers.

pub mod branches;
pub mod const_fold;
pub mod constants;
pub mod functions;
pub mod inline;
pub mod patterns;
pub mod reshape;
pub mod shapes;
pub mod static_values;
pub mod syntax;
