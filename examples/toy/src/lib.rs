//! Toy: a small tensor language defined with oxir's public API, as a user's crate would.

use oxir::Context;

/// Loads the toy dialect into `ctx` (`oxir-opt` does it, as `mlir-opt` loads its test dialects).
pub fn register_dialect(_ctx: &Context) {}

/// Registers the toy passes (shape inference, lowering).
pub fn register_passes() {}
