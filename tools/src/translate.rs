//! `oxir-translate`: translates llvm-dialect IR to LLVM IR (`--mlir-to-llvmir`), as
//! `mlir-translate` does, or compiles it for the host (`--emit=obj|asm -o FILE`), and imports LLVM
//! IR text into the llvm dialect (`--import-llvm`). Those two are [`Translation`]s that
//! [`Registrations::llvm_ir_translations`] registers (they are `oxir-target-llvm`'s, the only
//! code that loads libLLVM); a user's tool adds its own with
//! [`Registrations::translation`] and gets them as flags. [`main`] is the whole tool for a binary
//! (MLIR's `mlirTranslateMain`), [`run_with`] the same in-process.

use crate::cli::{self, CommandLine};
use crate::opt::{parse_and_verify, split_input, Chunk, Output};
use crate::{Registrations, Translated, Translation, TranslationKind};
use oxir::diagnostics::SourceMgr;
use oxir::verify_diagnostics::DiagnosticVerifier;
use oxir::{Context, Diagnostic};
use oxir_target_llvm::emit::EmitKind;
use std::process::ExitCode;

/// The options of `oxir-translate`.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// The input file (`-` for stdin).
    pub input: String,
    /// Where to write the output (`-` for stdout).
    pub output: String,
    /// The translation: the name of a registered [`Translation`] (`mlir-to-llvmir` for
    /// `--mlir-to-llvmir`).
    pub translation: Option<String>,
    /// `--split-input-file`.
    pub split_input_file: bool,
    /// `--verify-diagnostics`.
    pub verify_diagnostics: bool,
    /// `--emit=obj|asm`: compile for the host instead of printing LLVM IR (`--mlir-to-llvmir`).
    pub emit: Option<EmitKind>,
    /// `-O0`..`-O3` for `--emit`.
    pub opt_level: u8,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered: bool,
    /// `--no-implicit-module`.
    pub no_implicit_module: bool,
    /// Whether a translation may write its output into the file `output` itself and return
    /// [`Translated::Written`] (the translation to LLVM IR then has LLVM print straight into
    /// the file). [`run_with`] sets it for one chunk written to a file without
    /// `--verify-diagnostics`, where the output is that chunk's alone and written only when
    /// the translation succeeds; not a command-line flag.
    pub direct_output: bool,
}

/// The usage text of the tool named `tool`, listing the translations `reg` registers.
pub fn usage(tool: &str, reg: &Registrations) -> String {
    usage_listing(tool, reg.translations().iter().map(|t| (t.name.as_str(), t.description.as_str())))
}

/// The usage text of the tool named `tool` offering `translations`, (flag, description) pairs.
pub(crate) fn usage_listing<'a>(tool: &str, translations: impl IntoIterator<Item = (&'a str, &'a str)>) -> String {
    let mut listing = String::new();
    for (name, description) in translations {
        let flag = format!("--{name}");
        if flag.len() < 32 {
            listing.push_str(&format!("  {flag:<32}{description}\n"));
        } else {
            listing.push_str(&format!("  {flag}\n  {:<32}{description}\n", ""));
        }
    }
    let translations = listing;
    format!(
        "\
OVERVIEW: {tool}: translate between MLIR and other formats

USAGE: {tool} [options] [input file (default: stdin)]

OPTIONS:
{translations}  -o <file>                       Output file (default: stdout)
  --emit=obj|asm                  Compile the translated module for the host (with -o)
  -O0, -O1, -O2, -O3              Optimization level of --emit (default: -O0)
  --split-input-file              Split the input at '// -----' lines; process each chunk alone
  --verify-diagnostics            Check expected-error/warning/note/remark annotations
  --allow-unregistered-dialect    Accept ops of unregistered dialects
  --no-implicit-module            Do not wrap the input in a builtin.module
  -h, --help                      Show this help
"
    )
}

/// Parses command-line arguments (without the program name); the translation flags are those
/// `reg` registers.
pub fn parse_args(reg: &Registrations, args: &[String]) -> Result<Options, String> {
    let mut o = Options { input: "-".into(), output: "-".into(), ..Default::default() };
    let mut cl = CommandLine::new(args);
    while let Some(f) = cl.next_flag(&mut o.input) {
        let f = f?;
        match f.body {
            _ if f.name == "o" => o.output = cl.value_of(&f)?.to_string(),
            "split-input-file" => o.split_input_file = true,
            "verify-diagnostics" => o.verify_diagnostics = true,
            "allow-unregistered-dialect" => o.allow_unregistered = true,
            "no-implicit-module" => o.no_implicit_module = true,
            "emit=obj" => o.emit = Some(EmitKind::Object),
            "emit=asm" => o.emit = Some(EmitKind::Assembly),
            l @ ("O0" | "O1" | "O2" | "O3") => o.opt_level = l.as_bytes()[1] - b'0',
            "h" | "help" => return Err(String::new()),
            body if reg.translations().iter().any(|t| t.name == body) => o.translation = Some(body.to_string()),
            _ => return Err(f.unknown()),
        }
    }
    if o.emit.is_some() && o.output == "-" {
        return Err("--emit needs an output file (-o FILE)".into());
    }
    Ok(o)
}

/// The options `oxir-opt`'s parser helper takes, for reading one of our inputs.
pub(crate) fn parse_options(input: &str, verify_diagnostics: bool, no_implicit_module: bool) -> crate::opt::Options {
    crate::opt::Options {
        input: input.to_string(),
        output: "-".into(),
        verify_diagnostics,
        no_implicit_module,
        verify_each: true,
        ..Default::default()
    }
}

/// Set by [`main`]: the process exits after this run, so each chunk's context is not freed.
static PROCESS_ENDS_AFTER_RUN: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Translates one chunk; returns the context (for rendering diagnostics) with the result.
fn translate_chunk(
    reg: &Registrations,
    translation: &Translation,
    opts: &Options,
    name: &str,
    chunk: &Chunk,
) -> (Context, Result<Translated, Vec<Diagnostic>>) {
    let mut ctx = reg.new_context(opts.allow_unregistered);
    let r = match &translation.kind {
        TranslationKind::ToMlir(f) => f(&mut ctx, chunk.text, name).and_then(|op| {
            let diags = oxir::verifier::verify_all(&ctx, op);
            if diags.is_empty() {
                Ok(Translated::Text(oxir::printer::print_op(&ctx, op, oxir::printer::PrintFlags::default())))
            } else {
                Err(diags)
            }
        }),
        TranslationKind::FromMlir(f) => {
            let popts = parse_options(name, opts.verify_diagnostics, opts.no_implicit_module);
            match parse_and_verify(&mut ctx, &popts, name, chunk) {
                Ok(op) => f(&ctx, op, opts),
                Err(d) => Err(d),
            }
        }
    };
    (ctx, r)
}

/// Runs `oxir-translate` on already-read input text, with the dialects and translations of `reg`;
/// binary output (`--emit=obj`) is returned separately.
pub fn run_on_text(reg: &Registrations, opts: &Options, src: &str) -> (Output, Vec<u8>) {
    let (out, bytes, _) = run_on_text_inner(reg, opts, src);
    (out, bytes)
}

/// [`run_on_text`], also saying whether a translation wrote the output file itself
/// ([`Translated::Written`]).
fn run_on_text_inner(reg: &Registrations, opts: &Options, src: &str) -> (Output, Vec<u8>, bool) {
    let name = if opts.input == "-" { "<stdin>".to_string() } else { opts.input.clone() };
    let Some(translation) = opts.translation.as_ref().and_then(|n| reg.translations().iter().find(|t| &t.name == n))
    else {
        let stderr = format!("{}: {}\n", reg.name_or("oxir-translate"), choose_translation(reg));
        return (Output { stderr, code: 1, ..Default::default() }, Vec::new(), false);
    };
    let mut written = false;
    let mut out = String::new();
    let mut bytes = Vec::new();
    let mut err = String::new();
    let mut ok = true;
    let chunks = if opts.split_input_file { split_input(src).0 } else { vec![Chunk { text: src, line: 1, column: 1 }] };
    for (i, chunk) in chunks.iter().enumerate() {
        if i > 0 {
            // mlir-translate separates the outputs of split chunks by an empty line (its split
            // marker is empty), whether or not a chunk printed anything.
            out.push('\n');
        }
        let (ctx, result) = translate_chunk(reg, translation, opts, &name, chunk);
        let mut sm = SourceMgr::new();
        sm.add(name.as_str(), src);
        match result {
            Ok(Translated::Text(t)) => {
                // The first (or only) chunk's text becomes the output as it is: no copy.
                if out.is_empty() {
                    out = t;
                } else {
                    out.push_str(&t);
                }
                if opts.verify_diagnostics {
                    let verifier = DiagnosticVerifier::new_at(&name, chunk.text, chunk.line, chunk.column);
                    let problems = verifier.finish(&ctx, &sm);
                    ok &= problems.is_empty();
                    for p in problems {
                        err.push_str(&p);
                    }
                }
            }
            Ok(Translated::Bytes(b)) => bytes.extend(b),
            Ok(Translated::Written) => written = true,
            Err(diags) => {
                if opts.verify_diagnostics {
                    let mut verifier = DiagnosticVerifier::new_at(&name, chunk.text, chunk.line, chunk.column);
                    for d in &diags {
                        verifier.handle(&ctx, d);
                    }
                    let problems = verifier.finish(&ctx, &sm);
                    ok &= problems.is_empty();
                    for p in problems {
                        err.push_str(&p);
                    }
                } else {
                    ok = false;
                    for d in &diags {
                        err.push_str(&sm.render(&ctx, d));
                    }
                }
            }
        }
        if PROCESS_ENDS_AFTER_RUN.load(std::sync::atomic::Ordering::Relaxed) {
            // The chunk's IR is left for the end of the process to reclaim (see `main`).
            std::mem::forget(ctx);
        }
    }
    (
        Output {
            stdout: out,
            stderr: err,
            stderr_at_exit: String::new(),
            code: if ok { 0 } else { 1 },
            binary: Vec::new(),
        },
        bytes,
        written,
    )
}

/// The message for a run without a translation flag: `choose a translation: --a, --b or --c`.
fn choose_translation(reg: &Registrations) -> String {
    let flags: Vec<String> = reg.translations().iter().map(|t| format!("--{}", t.name)).collect();
    match flags.split_last() {
        None => "no translation is registered".into(),
        Some((last, [])) => format!("choose a translation: {last}"),
        Some((last, rest)) => format!("choose a translation: {} or {last}", rest.join(", ")),
    }
}

/// Runs the stock `oxir-translate` ([`Registrations::all`] with
/// [`Registrations::llvm_ir_translations`]) with command-line `args` (without the
/// program name); `stdin` supplies the input when it is `-`. Output files (`-o`) are written here.
pub fn run(args: &[String], stdin: Option<&str>) -> Output {
    run_with(&Registrations::all().llvm_ir_translations(), args, stdin)
}

/// Runs `oxir-translate` with the dialects and translations `reg` registers, in-process: `args`
/// are the command-line arguments (without the program name), `stdin` supplies the input when it
/// is `-` (`None` reads the process's standard input). Output files (`-o`) are written here.
pub fn run_with(reg: &Registrations, args: &[String], stdin: Option<&str>) -> Output {
    reg.register_global();
    let tool = reg.name_or("oxir-translate");
    let opts = match parse_args(reg, args) {
        Ok(o) => o,
        Err(e) => return cli::stopped(&tool, e, || usage(&tool, reg)),
    };
    if opts.translation.is_none() {
        return Output { stderr: format!("{tool}: {}\n", choose_translation(reg)), code: 1, ..Default::default() };
    }
    let src = match crate::read_input(reg, &tool, &opts.input, stdin) {
        Ok(s) => s,
        Err(e) => return Output { stderr: e, code: 1, ..Default::default() },
    };
    // Translations do not depend on the order of use-lists: a bytecode input's are not applied.
    let direct_output = opts.output != "-" && !opts.split_input_file && !opts.verify_diagnostics;
    let opts = Options { direct_output, ..opts };
    let (mut out, bytes, written) = run_on_text_inner(reg, &opts, &src.text);
    // A translation that wrote the output file itself ([`Translated::Written`]) left nothing to write.
    if out.code == 0 && opts.output != "-" && !written {
        let data = if bytes.is_empty() { std::mem::take(&mut out.stdout).into_bytes() } else { bytes };
        if let Err(e) = std::fs::write(&opts.output, data) {
            out.stderr.push_str(&format!("{tool}: could not write '{}': {e}\n", opts.output));
            out.code = 1;
        }
        out.stdout.clear();
    } else if out.code == 0 && !bytes.is_empty() {
        out.stderr.push_str(&format!("{tool}: the translation's output is binary: write it to a file (-o FILE)\n"));
        out.code = 1;
    }
    out
}

/// The whole of an `oxir-translate`-like tool, MLIR's `mlirTranslateMain`: reads the process's
/// arguments and standard input, runs [`run_with`], writes standard output and error and returns
/// the exit status. The tool calls itself by its program name unless
/// [`Registrations::tool_name`] says otherwise.
pub fn main(reg: Registrations) -> ExitCode {
    let reg = reg.named_by_program("oxir-translate");
    let args: Vec<String> = std::env::args().skip(1).collect();
    // The process ends after one run: its LLVM module and its IR need not be freed object by
    // object (clang's `-disable-free`).
    oxir_target_llvm::translate::keep_llvm_memory_until_exit();
    PROCESS_ENDS_AFTER_RUN.store(true, std::sync::atomic::Ordering::Relaxed);
    crate::write_output(&run_with(&reg, &args, None))
}
