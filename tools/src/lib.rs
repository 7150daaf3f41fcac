//! The command-line tools of oxir as library functions, so that a user's tool is the stock one
//! plus the user's dialects, passes, translations and runtime functions, and so that tests run
//! the tools in-process.
//!
//! - [`opt`] is `oxir-opt` (MLIR's `MlirOptMain`): parse, verify, run passes and print MLIR's
//!   textual IR with `mlir-opt`'s flags;
//! - [`translate`] is `oxir-translate` (`mlirTranslateMain`): the llvm dialect to LLVM IR, object
//!   files, LLVM IR to the llvm dialect, and the user's translations;
//! - [`run`] is `oxir-run` (`JitRunnerMain`), the JIT runner;
//! - [`lsp`] is `oxir-lsp` (`MlirLspServerMain`), the language server for editors;
//! - [`reduce`] is `oxir-reduce` (`mlirReduceMain`), the test-case reducer;
//! - [`Registrations`] is what a tool knows (dialects, passes, translations, runtime symbols);
//!   each tool's `main(registrations)` is a whole binary, its `run_with` the same in-process;
//! - [`lit`] runs directories of `.mlir` tests with `// RUN:` lines and FileCheck, as LLVM's
//!   `lit` does, from `cargo test`.
//!
//! A user's `my-opt`:
//!
//! ```rust,ignore
//! fn main() -> std::process::ExitCode {
//!     let registrations = oxir_tools::Registrations::all()
//!         .dialect(|ctx| ctx.load_dialect::<my_crate::MyDialect>())
//!         .passes(my_crate::register_passes);
//!     oxir_tools::opt::main(registrations)
//! }
//! ```

mod cli;
pub mod docgen;
pub mod lit;
pub mod lsp;
pub mod opt;
pub mod output;
pub mod reduce;
pub mod registrations;
pub mod run;
pub mod translate;

pub use registrations::{Registrations, Translated, Translation, TranslationKind};

/// A context with oxir's own dialects registered ([`Registrations::all`]), as the stock tools,
/// the fuzz targets and the tests start from.
pub fn new_context(allow_unregistered: bool) -> oxir::Context {
    Registrations::all().new_context(allow_unregistered)
}

/// A tool's input as read: its text, and, for MLIR bytecode, the use-list orders the file records
/// (to apply to the IR once parsed, as `mlir-opt` does on reading bytecode).
#[derive(Clone, Debug, Default)]
pub struct Input {
    /// The textual IR (bytecode decoded to MLIR's generic form).
    pub text: String,
    /// The use-list orders of a bytecode input ([`oxir::bytecode::UseListOrders::apply`]).
    pub use_lists: Option<oxir::bytecode::UseListOrders>,
}

/// Reads a tool's input: the file `path`, or standard input for `-` (`stdin` when given, else the
/// process's). MLIR bytecode (recognised by its magic number) is decoded to textual IR with the
/// dialects of `reg`, so every tool reads both forms. Errors are the messages the tools print,
/// prefixed with `tool` (or, for malformed bytecode, MLIR-style with the byte offset).
pub fn read_input(reg: &Registrations, tool: &str, path: &str, stdin: Option<&str>) -> Result<Input, String> {
    let bytes = if path == "-" {
        match stdin {
            Some(s) => s.as_bytes().to_vec(),
            None => {
                let mut b = Vec::new();
                std::io::Read::read_to_end(&mut std::io::stdin(), &mut b)
                    .map_err(|e| format!("{tool}: cannot read stdin: {e}\n"))?;
                b
            }
        }
    } else {
        std::fs::read(path).map_err(|e| format!("{tool}: could not open input file '{path}': {e}\n"))?
    };
    let name = if path == "-" { "<stdin>" } else { path };
    if oxir::bytecode::is_bytecode(&bytes) {
        let ctx = reg.new_context(true);
        let decoded = oxir::bytecode::decode(&ctx, &bytes).map_err(|e| format!("{name}:0:0: error: {e}\n"))?;
        return Ok(Input { text: decoded.text, use_lists: Some(decoded.use_lists) });
    }
    let text = String::from_utf8(bytes)
        .map_err(|e| format!("{name}: error: input is not valid UTF-8 (byte {})\n", e.utf8_error().valid_up_to()))?;
    Ok(Input { text, use_lists: None })
}

/// Writes a tool's output as `mlir-opt` orders it (diagnostics and IR dumps, the output, then
/// what is printed at exit, such as the timing report) and returns its exit status: the end of
/// the drivers' `main` functions.
pub(crate) fn write_output(out: &opt::Output) -> std::process::ExitCode {
    use std::io::Write;
    let _ = std::io::stderr().write_all(out.stderr.as_bytes());
    let _ = std::io::stdout().write_all(out.stdout.as_bytes());
    let _ = std::io::stdout().write_all(&out.binary);
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().write_all(out.stderr_at_exit.as_bytes());
    exit_code(out.code)
}

/// A tool's exit status as a process exit code (statuses outside 0..=255 become 1).
pub(crate) fn exit_code(code: i32) -> std::process::ExitCode {
    std::process::ExitCode::from(u8::try_from(code).unwrap_or(1))
}
