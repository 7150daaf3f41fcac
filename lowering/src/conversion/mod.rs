//! Conversions to the llvm dialect (and `convert-scf-to-cf`), as MLIR's passes of the same names.

/// Registers the conversion passes.
pub fn register_passes() {}
