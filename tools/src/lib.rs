//! The command-line tools of oxir, as library functions so tests can run them in-process.
//!
//! [`opt::run`] is `oxir-opt`: parse, verify and print MLIR's textual IR with `mlir-opt`'s
//! flags.

pub mod docgen;
pub mod opt;
