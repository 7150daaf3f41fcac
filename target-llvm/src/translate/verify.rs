//! LLVM's verifier on a thread of its own, next to the printer: both only read the module, and
//! on a large module each takes a good part of the translation (after the parallel parse the
//! second core is otherwise idle), so the printed text is ready when the verdict is.

use inkwell::llvm_sys::analysis::{LLVMVerifierFailureAction, LLVMVerifyModule};
use inkwell::llvm_sys::core::LLVMDisposeMessage;
use inkwell::llvm_sys::prelude::LLVMModuleRef;
use inkwell::module::Module;
use oxir::{Context, Diagnostic, OpRef};
use std::ffi::CStr;

/// An LLVM module handed to the verifier's thread.
struct ModuleForVerifier(LLVMModuleRef);

// SAFETY: the module is only read on that thread (LLVM's verifier takes a `const Module &`),
// while the thread that owns it only reads it too (prints it) until the verifier's thread is
// joined; see `verify_while_printing` for the lazily built state both could touch.
unsafe impl Send for ModuleForVerifier {}

/// Runs `print` on this thread while LLVM verifies `module` on another; returns what `print`
/// returned if the module verifies, else the verifier's error at module `top` (as
/// [`super::translate_module`] reports it), whatever `print` returned being dropped. With
/// threading disabled in `ctx`, verifies first, then prints.
///
/// `print` must only read the module (print it).
pub(super) fn verify_while_printing<R>(
    ctx: &Context,
    top: OpRef,
    module: &Module<'_>,
    print: impl FnOnce() -> R,
) -> Result<R, Vec<Diagnostic>> {
    if !ctx.multithreading() {
        module.verify().map_err(|e| vec![super::module::verify_failure(ctx, top, &e)])?;
        return Ok(print());
    }
    // The one piece of state that reading a module builds: a function's arguments, made on
    // their first use (LLVM's lazy arguments), which both the verifier and the printer look at.
    // Built here, before the two threads start.
    for f in module.get_functions() {
        let _ = f.get_first_param();
    }
    let handle = ModuleForVerifier(module.as_mut_ptr());
    let (printed, verdict) = std::thread::scope(|s| {
        let verifier = s.spawn(move || verify(handle));
        let printed = print();
        (printed, verifier.join())
    });
    match verdict {
        Ok(None) => Ok(printed),
        Ok(Some(message)) => Err(vec![super::module::verify_failure(ctx, top, &message)]),
        Err(panic) => std::panic::resume_unwind(panic),
    }
}

/// LLVM's verifier on the module: `None` when it verifies, else the verifier's report.
fn verify(module: ModuleForVerifier) -> Option<std::ffi::CString> {
    let mut message: *mut std::ffi::c_char = std::ptr::null_mut();
    // SAFETY: the module is valid for the call (its owner waits for this thread), and only read;
    // `message` is an out-parameter LLVM sets to a message it allocates (or leaves null).
    let broken = unsafe { LLVMVerifyModule(module.0, LLVMVerifierFailureAction::LLVMReturnStatusAction, &mut message) };
    if message.is_null() {
        return None;
    }
    // SAFETY: a non-null `message` is a NUL-terminated string LLVM allocated, copied here and
    // then disposed of once, as LLVM requires.
    let text = unsafe {
        let text = CStr::from_ptr(message).to_owned();
        LLVMDisposeMessage(message);
        text
    };
    (broken == 1).then_some(text)
}
