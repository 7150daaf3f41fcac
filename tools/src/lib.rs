//! The command-line tools of oxir, as library functions so tests can run them in-process.
//!
//! [`opt::run`] is `oxir-opt`: parse, verify and print MLIR's textual IR with `mlir-opt`'s
//! flags. [`translate::run`] is `oxir-translate` (llvm dialect to LLVM IR, object files) and
//! [`run::run`] is `oxir-run`, the JIT runner.

pub mod docgen;
pub mod opt;
pub mod run;
pub mod translate;
