//! `oxir-translate`: translates llvm-dialect IR to LLVM IR (`--mlir-to-llvmir`), as
//! `mlir-translate` does, or compiles it for the host (`--emit=obj|asm -o FILE`), and imports LLVM
//! IR text into the llvm dialect (`--import-llvm`).

use crate::opt::{parse_and_verify, split_input, Chunk, Output};
use oxir::diagnostics::SourceMgr;
use oxir::verify_diagnostics::DiagnosticVerifier;
use oxir::{Context, Diagnostic};
use oxir_lowering::emit::EmitKind;

/// Which translation to run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Mode {
    /// No translation chosen yet (an error when running).
    #[default]
    None,
    /// `--mlir-to-llvmir`.
    ToLlvmIr,
    /// `--import-llvm`.
    ImportLlvm,
}

/// The options of `oxir-translate`.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// The input file (`-` for stdin).
    pub input: String,
    /// Where to write the output (`-` for stdout).
    pub output: String,
    /// The translation.
    pub mode: Mode,
    /// `--split-input-file`.
    pub split_input_file: bool,
    /// `--verify-diagnostics`.
    pub verify_diagnostics: bool,
    /// `--emit=obj|asm`: compile for the host instead of printing LLVM IR.
    pub emit: Option<EmitKind>,
    /// `-O0`..`-O3` for `--emit`.
    pub opt_level: u8,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered: bool,
    /// `--no-implicit-module`.
    pub no_implicit_module: bool,
}

/// The usage text.
pub const USAGE: &str = "\
OVERVIEW: oxir-translate: translate between the llvm dialect and LLVM IR

USAGE: oxir-translate [options] [input file (default: stdin)]

OPTIONS:
  --mlir-to-llvmir                Translate the llvm dialect to LLVM IR
  --import-llvm                   Translate LLVM IR text to the llvm dialect
  -o <file>                       Output file (default: stdout)
  --emit=obj|asm                  Compile the translated module for the host (with -o)
  -O0, -O1, -O2, -O3              Optimization level of --emit (default: -O0)
  --split-input-file              Split the input at '// -----' lines; process each chunk alone
  --verify-diagnostics            Check expected-error/warning/note/remark annotations
  --allow-unregistered-dialect    Accept ops of unregistered dialects
  --no-implicit-module            Do not wrap the input in a builtin.module
  -h, --help                      Show this help
";

/// Parses command-line arguments (without the program name).
pub fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut o = Options { input: "-".into(), output: "-".into(), ..Default::default() };
    let mut input_set = false;
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        let flag = a.strip_prefix("--").or_else(|| a.strip_prefix('-').filter(|s| !s.is_empty()));
        match flag {
            None => {
                if input_set {
                    return Err(format!("unexpected extra positional argument '{a}'"));
                }
                o.input = a.to_string();
                input_set = true;
            }
            Some("o") => {
                i += 1;
                o.output = args.get(i).ok_or("missing argument to '-o'")?.clone();
            }
            Some(f) if f.starts_with("o=") => o.output = f[2..].to_string(),
            Some("mlir-to-llvmir") => o.mode = Mode::ToLlvmIr,
            Some("import-llvm") => o.mode = Mode::ImportLlvm,
            Some("split-input-file") => o.split_input_file = true,
            Some("verify-diagnostics") => o.verify_diagnostics = true,
            Some("allow-unregistered-dialect") => o.allow_unregistered = true,
            Some("no-implicit-module") => o.no_implicit_module = true,
            Some("emit=obj") => o.emit = Some(EmitKind::Object),
            Some("emit=asm") => o.emit = Some(EmitKind::Assembly),
            Some(l @ ("O0" | "O1" | "O2" | "O3")) => o.opt_level = l.as_bytes()[1] - b'0',
            Some("h") | Some("help") => return Err(String::new()),
            Some(f) => {
                return Err(format!(
                    "unknown command line argument '{}'",
                    if a.starts_with("--") { format!("--{f}") } else { format!("-{f}") }
                ))
            }
        }
        i += 1;
    }
    if o.emit.is_some() && o.output == "-" {
        return Err("--emit needs an output file (-o FILE)".into());
    }
    Ok(o)
}

/// Reads the input: the file `path`, or standard input (`stdin` when given) for `-`.
pub fn read_input(tool: &str, path: &str, stdin: Option<&str>) -> Result<String, String> {
    if path == "-" {
        return match stdin {
            Some(s) => Ok(s.to_string()),
            None => {
                let mut s = String::new();
                std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)
                    .map_err(|e| format!("{tool}: cannot read stdin: {e}\n"))?;
                Ok(s)
            }
        };
    }
    match std::fs::read(path) {
        Ok(bytes) => String::from_utf8(bytes)
            .map_err(|e| format!("{path}: error: input is not valid UTF-8 (byte {})\n", e.utf8_error().valid_up_to())),
        Err(e) => Err(format!("{tool}: could not open input file '{path}': {e}\n")),
    }
}

pub use crate::new_context;

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

/// What translating one chunk produced.
enum ChunkResult {
    Text(String),
    Bytes(Vec<u8>),
}

/// Translates one chunk; returns the context (for rendering diagnostics) with the result.
fn translate_chunk(opts: &Options, name: &str, chunk: &Chunk) -> (Context, Result<ChunkResult, Vec<Diagnostic>>) {
    let mut ctx = new_context(opts.allow_unregistered);
    if opts.mode == Mode::ImportLlvm {
        let r = oxir_lowering::import::import_llvm_ir(&mut ctx, chunk.text, name).map(ChunkResult::Text);
        return (ctx, r);
    }
    let popts = parse_options(name, opts.verify_diagnostics, opts.no_implicit_module);
    let op = match parse_and_verify(&mut ctx, &popts, name, chunk) {
        Ok(op) => op,
        Err(d) => return (ctx, Err(d)),
    };
    let r = match opts.emit {
        None => oxir_lowering::translate::translate_to_llvm_ir(&ctx, op).map(ChunkResult::Text),
        Some(kind) => emit_chunk(&ctx, op, kind, opts.opt_level).map(ChunkResult::Bytes),
    };
    (ctx, r)
}

/// Translates `op` and compiles it for the host.
fn emit_chunk(ctx: &Context, op: oxir::OpRef, kind: EmitKind, level: u8) -> Result<Vec<u8>, Vec<Diagnostic>> {
    let llctx = oxir_lowering::InkwellContext::create();
    let module = oxir_lowering::translate::translate_module(ctx, op, &llctx, &Default::default())?;
    oxir_lowering::emit::emit(&module, kind, level).map_err(|e| vec![Diagnostic::error(ctx.op_loc(op), e)])
}

/// Runs `oxir-translate` on already-read input text; binary output (`--emit=obj`) is returned
/// separately.
pub fn run_on_text(opts: &Options, src: &str) -> (Output, Vec<u8>) {
    let name = if opts.input == "-" { "<stdin>".to_string() } else { opts.input.clone() };
    let mut out = String::new();
    let mut bytes = Vec::new();
    let mut err = String::new();
    let mut ok = true;
    let chunks = if opts.split_input_file { split_input(src).0 } else { vec![Chunk { text: src, line: 1, column: 1 }] };
    for chunk in &chunks {
        let (ctx, result) = translate_chunk(opts, &name, chunk);
        let mut sm = SourceMgr::new();
        sm.add(name.as_str(), src);
        match result {
            Ok(ChunkResult::Text(t)) => {
                out.push_str(&t);
                if opts.verify_diagnostics {
                    let verifier = DiagnosticVerifier::new_at(&name, chunk.text, chunk.line, chunk.column);
                    let problems = verifier.finish(&ctx, &sm);
                    ok &= problems.is_empty();
                    for p in problems {
                        err.push_str(&p);
                    }
                }
            }
            Ok(ChunkResult::Bytes(b)) => bytes.extend(b),
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
    }
    (Output { stdout: out, stderr: err, stderr_at_exit: String::new(), code: if ok { 0 } else { 1 } }, bytes)
}

/// Runs `oxir-translate` with command-line `args` (without the program name); `stdin` supplies
/// the input when it is `-`. Output files (`-o`) are written here.
pub fn run(args: &[String], stdin: Option<&str>) -> Output {
    let opts = match parse_args(args) {
        Ok(o) => o,
        Err(e) if e.is_empty() => return Output { stdout: USAGE.into(), code: 0, ..Default::default() },
        Err(e) => return Output { stderr: format!("oxir-translate: {e}\n"), code: 1, ..Default::default() },
    };
    if opts.mode == Mode::None {
        return Output {
            stderr: "oxir-translate: choose a translation: --mlir-to-llvmir or --import-llvm\n".into(),
            code: 1,
            ..Default::default()
        };
    }
    let src = match read_input("oxir-translate", &opts.input, stdin) {
        Ok(s) => s,
        Err(e) => return Output { stderr: e, code: 1, ..Default::default() },
    };
    let (mut out, bytes) = run_on_text(&opts, &src);
    if out.code == 0 && opts.output != "-" {
        let data = if opts.emit.is_some() { bytes } else { out.stdout.clone().into_bytes() };
        if let Err(e) = std::fs::write(&opts.output, data) {
            out.stderr.push_str(&format!("oxir-translate: could not write '{}': {e}\n", opts.output));
            out.code = 1;
        }
        out.stdout.clear();
    }
    out
}
