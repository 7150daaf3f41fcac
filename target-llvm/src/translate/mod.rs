//! Translation of the llvm dialect to LLVM IR (MLIR's `ModuleTranslation`).
//!
//! The scheme is the one of MLIR's `mlir-translate --mlir-to-llvmir`:
//! 1. module-level globals (`llvm.mlir.global`, `llvm.mlir.global_ctors`, ...) become LLVM globals
//!    (their initializers come after every global and function is declared, so they may refer to
//!    any of them);
//! 2. every `llvm.func` is declared before any body is translated;
//! 3. each function body is translated block by block in topological order (LLVM blocks keep the
//!    order of the region), with a PHI node per block argument that is wired to its incoming
//!    values once every block is filled;
//! 4. the ops of a block are translated in order by the [`TranslationInterface`] registered for
//!    their dialect (the llvm dialect's own ops go through it too), and every discardable attribute
//!    of a dialect with an interface may amend the instruction ([`TranslationInterface::amend_operation`]).
//!
//! The module's `llvm.data_layout` and `llvm.target_triple` attributes set LLVM's data layout and
//! triple. The result is verified by LLVM before it is printed, run or compiled.

pub mod interface;
pub mod llvm_c;
mod llvm_ops;
mod module;
mod types;

pub use interface::{register_translation, translation_for, TranslationInterface};
pub use module::{ModuleTranslation, TranslateOptions};

use oxir::{Context, Diagnostic};

/// Translates the llvm-dialect module `op` and prints the LLVM IR as `mlir-translate
/// --mlir-to-llvmir` does.
pub fn translate_to_llvm_ir(ctx: &Context, op: oxir::OpRef) -> Result<String, Vec<Diagnostic>> {
    let llctx = inkwell::context::Context::create();
    let module = translate_module(ctx, op, &llctx, &TranslateOptions::default())?;
    // LLVM prints ASCII (it escapes other bytes in names and strings): check it as UTF-8 and
    // copy it once, rather than through `to_string`'s lossy conversion.
    let text = module.print_to_string();
    Ok(text.to_str().map_or_else(|_| text.to_string_lossy().into_owned(), str::to_owned))
}

/// Translates the llvm-dialect module `op` into an LLVM module of `llctx`, verified by LLVM.
pub fn translate_module<'ll>(
    ctx: &Context,
    op: oxir::OpRef,
    llctx: &'ll inkwell::context::Context,
    options: &TranslateOptions,
) -> Result<inkwell::module::Module<'ll>, Vec<Diagnostic>> {
    module::translate(ctx, op, llctx, options)
}
