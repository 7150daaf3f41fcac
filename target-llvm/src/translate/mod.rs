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
mod scratch;
mod types;
mod verify;

pub use interface::{register_translation, translation_for, TranslationInterface};
pub use module::{ModuleTranslation, TranslateOptions};

use oxir::{Context, Diagnostic};
use std::sync::atomic::{AtomicBool, Ordering};

/// Set by [`keep_llvm_memory_until_exit`].
static KEEP_LLVM_MEMORY: AtomicBool = AtomicBool::new(false);

/// Makes [`translate_to_llvm_ir`] and [`translate_to_llvm_ir_file`] leave their LLVM context
/// and module allocated, for the end of the process to reclaim, instead of freeing them one
/// object at a time once printed (clang's `-disable-free`): freeing takes about a tenth of the
/// translation of a large module, and a tool that exits right after need not. Only for a
/// tool's `main` (`oxir-translate`'s calls it); in a library or a long-running process each
/// translation's memory would stay allocated.
pub fn keep_llvm_memory_until_exit() {
    KEEP_LLVM_MEMORY.store(true, Ordering::Relaxed);
}

/// The LLVM context of one translation: freed when dropped unless
/// [`keep_llvm_memory_until_exit`] was called.
struct TranslationContext(std::mem::ManuallyDrop<inkwell::context::Context>);

impl TranslationContext {
    fn new() -> Self {
        TranslationContext(std::mem::ManuallyDrop::new(inkwell::context::Context::create()))
    }
}

impl Drop for TranslationContext {
    fn drop(&mut self) {
        if !KEEP_LLVM_MEMORY.load(Ordering::Relaxed) {
            // SAFETY: the context is dropped once, here, and not used after.
            unsafe { std::mem::ManuallyDrop::drop(&mut self.0) }
        }
    }
}

/// Frees the LLVM module of a finished translation, unless [`keep_llvm_memory_until_exit`]
/// was called.
fn release(module: inkwell::module::Module<'_>) {
    if KEEP_LLVM_MEMORY.load(Ordering::Relaxed) {
        std::mem::forget(module);
    }
}

/// Translates the llvm-dialect module `op` and prints the LLVM IR as `mlir-translate
/// --mlir-to-llvmir` does.
pub fn translate_to_llvm_ir(ctx: &Context, op: oxir::OpRef) -> Result<String, Vec<Diagnostic>> {
    let llctx = TranslationContext::new();
    let module = module::build(ctx, op, &llctx.0, &TranslateOptions::default())?;
    let text = verify::verify_while_printing(ctx, op, &module, || print_to_string(&module))?;
    release(module);
    Ok(text)
}

/// The LLVM IR text of `module`. LLVM prints ASCII (it escapes other bytes in names and
/// strings): checked as UTF-8 and copied once, rather than through `to_string`'s lossy
/// conversion.
fn print_to_string(module: &inkwell::module::Module<'_>) -> String {
    let text = module.print_to_string();
    text.to_str().map_or_else(|_| text.to_string_lossy().into_owned(), str::to_owned)
}

/// Translates the llvm-dialect module `op` and prints the LLVM IR as [`translate_to_llvm_ir`]
/// does, but into the file `path` (created or truncated) through LLVM's buffered file stream,
/// as `mlir-translate` prints to its output file, with no copy of the text in memory (LLVM
/// prints to a string a piece at a time, which on a large module costs about as much as the
/// printing itself). LLVM prints into a scratch file while its verifier runs on another thread,
/// and the scratch file is copied to `path` once the module verifies, so that `path` is written
/// only on success. Returns `None` once the file is written; when the file cannot be written,
/// the LLVM IR as text (`Some`), so that the caller reports the failure as for any output.
pub fn translate_to_llvm_ir_file(
    ctx: &Context,
    op: oxir::OpRef,
    path: &std::path::Path,
) -> Result<Option<String>, Vec<Diagnostic>> {
    let llctx = TranslationContext::new();
    let module = module::build(ctx, op, &llctx.0, &TranslateOptions::default())?;
    let written = match scratch::ScratchFile::create() {
        Some(scratch) => {
            let printed =
                verify::verify_while_printing(ctx, op, &module, || module.print_to_file(scratch.path()).is_ok())?;
            printed && scratch.copy_to(path).is_ok()
        }
        None => {
            module.verify().map_err(|e| vec![module::verify_failure(ctx, op, &e)])?;
            path.to_str().is_some() && module.print_to_file(path).is_ok()
        }
    };
    let text = (!written).then(|| print_to_string(&module));
    release(module);
    Ok(text)
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
