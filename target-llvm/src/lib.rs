//! The llvm dialect meets LLVM: translation of the llvm dialect to LLVM IR with `inkwell`
//! ([`translate`], MLIR's `Target/LLVMIR`), LLVM IR text back to the llvm dialect ([`import`]),
//! object files and assembly for the host ([`emit`]) and the JIT ([`jit`], MLIR's
//! `ExecutionEngine`).
//!
//! This is the only crate of oxir that links libLLVM. The conversions to the llvm dialect are in
//! `oxir-lowering`, which does not depend on LLVM (as MLIR's `Conversion` libraries do not), so a
//! tool that parses, transforms and prints IR (`oxir-opt`) never loads LLVM; `oxir-translate` and
//! `oxir-run` use this crate.

pub mod emit;
pub mod import;
pub mod jit;
pub mod translate;

/// inkwell's LLVM context, which owns the LLVM modules that [`translate::translate_module`] builds.
pub use inkwell::context::Context as InkwellContext;
