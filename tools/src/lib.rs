//! The command-line tools of oxir, as library functions so tests can run them in-process.
//!
//! [`opt::run`] is `oxir-opt`: parse, verify and print MLIR's textual IR with `mlir-opt`'s
//! flags. [`translate::run`] is `oxir-translate` (llvm dialect to LLVM IR, object files) and
//! [`run::run`] is `oxir-run`, the JIT runner.

pub mod docgen;
pub mod opt;
pub mod run;
pub mod translate;

/// A context with every dialect the tools know registered (oxir's dialects and the toy example
/// dialect that `oxir-opt` loads), as the tools, the fuzz targets and the tests start from.
pub fn new_context(allow_unregistered: bool) -> oxir::Context {
    let mut ctx = oxir::Context::new();
    oxir_dialects::register_all(&ctx);
    oxir_toy::register_dialect(&ctx);
    ctx.set_allow_unregistered_dialects(allow_unregistered);
    ctx
}
