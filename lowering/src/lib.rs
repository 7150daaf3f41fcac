//! Lowering to LLVM: conversions of the func, arith, cf, scf and memref dialects to the llvm
//! dialect, and translation of the llvm dialect to LLVM IR with `inkwell` (JIT and object files).

pub mod conversion;
pub mod emit;
pub mod import;
pub mod jit;
pub mod translate;

/// inkwell's LLVM context, which owns the LLVM modules that [`translate::translate_module`] builds.
pub use inkwell::context::Context as InkwellContext;

/// Registers the lowering passes (`convert-*-to-llvm`, `convert-scf-to-cf`, ...) with the pass
/// registry, so that `oxir-opt` and pipelines can name them.
pub fn register_passes() {
    conversion::register_passes();
}
