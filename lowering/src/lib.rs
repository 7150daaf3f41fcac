//! Lowering to the llvm dialect: the conversions of the func, arith, cf, scf, memref, vector,
//! math, index and complex dialects to the llvm dialect (MLIR's `Conversion` libraries), with the
//! type converter, the calling conventions and the C wrappers.
//!
//! This crate does not depend on LLVM: translating the llvm dialect to LLVM IR, emitting object
//! files and running code with the JIT are `oxir-target-llvm`'s (MLIR's `Target/LLVMIR` and
//! `ExecutionEngine`), so a tool that only converts IR does not load libLLVM.

pub mod conversion;

/// Registers the lowering passes (`convert-*-to-llvm`, `convert-scf-to-cf`, ...) with the pass
/// registry, so that `oxir-opt` and pipelines can name them.
pub fn register_passes() {
    conversion::register_passes();
}
