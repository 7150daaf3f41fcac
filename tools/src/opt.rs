//! `oxir-opt`: reads textual IR, and prints it back as `mlir-opt` does.

use oxir::diagnostics::{Diagnostic, SourceMgr};
use oxir::parser::{parse_source, ParseOptions};
use oxir::printer::{print_op, PrintFlags};
use oxir::verifier::VerifierOptions;
use oxir::verify_diagnostics::DiagnosticVerifier;
use oxir::Context;

/// What a run printed and its exit status.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Output {
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
    /// Exit status.
    pub code: i32,
}

/// The options of `oxir-opt`.
#[derive(Debug, Default, Clone)]
pub struct Options {
    /// The input file (`-` for stdin).
    pub input: String,
    /// Where to write the output (`-` for stdout).
    pub output: String,
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`.
    pub debuginfo: bool,
    /// `--mlir-print-local-scope`.
    pub local_scope: bool,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered: bool,
    /// `--no-implicit-module`.
    pub no_implicit_module: bool,
    /// `--split-input-file`.
    pub split_input_file: bool,
    /// `--verify-diagnostics`.
    pub verify_diagnostics: bool,
    /// `--verify-each` (default on): verify after each pass. There are no passes yet, so it
    /// only matters once pipelines run.
    pub verify_each: bool,
    /// `--mlir-print-assume-verified`: the printer trusts the IR is valid.
    pub assume_verified: bool,
    /// `--mlir-very-unsafe-disable-verifier-on-parsing`.
    pub no_verify_on_parse: bool,
}

/// The usage text.
pub const USAGE: &str = "\
OVERVIEW: oxir-opt: parse, verify and print MLIR textual IR

USAGE: oxir-opt [options] [input file (default: stdin)]

OPTIONS:
  -o <file>                       Output file (default: stdout)
  --mlir-print-op-generic         Print every op in the generic form
  --mlir-print-debuginfo          Print locations
  --mlir-print-local-scope        Print locations inline, not through #loc aliases
  --allow-unregistered-dialect    Accept ops, types and attributes of unregistered dialects
  --no-implicit-module            Do not wrap the input in a builtin.module
  --split-input-file              Split the input at '// -----' lines; process each chunk alone
  --verify-diagnostics            Check expected-error/warning/note/remark annotations
  --verify-each[=true|false]      Verify the IR after each pass (default: true)
  --mlir-print-assume-verified    Print without verifying first
  --mlir-very-unsafe-disable-verifier-on-parsing
                                  Do not verify the IR after parsing
  -h, --help                      Show this help
";

/// Parses command-line arguments (without the program name).
pub fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut o = Options { input: "-".into(), output: "-".into(), verify_each: true, ..Default::default() };
    let mut input_set = false;
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        // Accept both `-flag` and `--flag`, as LLVM's option parser does.
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
            Some("mlir-print-op-generic") => o.generic = true,
            Some("mlir-print-debuginfo") => o.debuginfo = true,
            Some("mlir-print-local-scope") => o.local_scope = true,
            Some("allow-unregistered-dialect") => o.allow_unregistered = true,
            Some("no-implicit-module") => o.no_implicit_module = true,
            Some("split-input-file") => o.split_input_file = true,
            Some("verify-diagnostics") => o.verify_diagnostics = true,
            Some("verify-each") | Some("verify-each=true") | Some("verify-each=1") => o.verify_each = true,
            Some("verify-each=false") | Some("verify-each=0") => o.verify_each = false,
            Some("mlir-print-assume-verified") => o.assume_verified = true,
            Some("mlir-very-unsafe-disable-verifier-on-parsing") => o.no_verify_on_parse = true,
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
    Ok(o)
}

/// Splits `src` at lines that are exactly `// -----` (modulo surrounding whitespace), returning
/// each chunk with the line number its first line has in the whole file.
pub fn split_input(src: &str) -> Vec<(String, u32)> {
    let mut chunks = Vec::new();
    let mut current = String::new();
    let mut start_line = 1u32;
    for (i, line) in src.split_inclusive('\n').enumerate() {
        if line.trim() == "// -----" {
            chunks.push((std::mem::take(&mut current), start_line));
            start_line = i as u32 + 2;
            continue;
        }
        current.push_str(line);
    }
    chunks.push((current, start_line));
    chunks
}

/// Parses and verifies one buffer; the diagnostics of every failure (parse errors stop at the
/// first one, as MLIR's parser does; the verifier reports one per failing isolated op).
fn parse_and_verify(ctx: &mut Context, opts: &Options, name: &str, src: &str) -> Result<oxir::OpRef, Vec<Diagnostic>> {
    let popts = ParseOptions { filename: name.to_string(), implicit_module: !opts.no_implicit_module, first_line: 1 };
    let op = parse_source(ctx, src, &popts).map_err(|d| vec![d])?;
    if opts.no_verify_on_parse {
        return Ok(op);
    }
    let vopts = VerifierOptions { print_op_on_diagnostic: !opts.verify_diagnostics };
    let diags = oxir::verifier::verify_all_with(ctx, op, &vopts);
    if diags.is_empty() {
        Ok(op)
    } else {
        Err(diags)
    }
}

/// Processes one buffer: parse, verify, print. Returns whether it succeeded.
fn process_buffer(opts: &Options, name: &str, src: &str, out: &mut String, err: &mut String) -> bool {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(opts.allow_unregistered);
    let result = parse_and_verify(&mut ctx, opts, name, src);
    if opts.verify_diagnostics {
        let mut verifier = DiagnosticVerifier::new(name, src);
        match result {
            Ok(op) => out.push_str(&print_op(&ctx, op, flags(opts))),
            Err(diags) => {
                for d in &diags {
                    verifier.handle(&ctx, d);
                }
            }
        }
        let problems = verifier.finish(&ctx);
        let ok = problems.is_empty();
        for p in problems {
            err.push_str(&p);
        }
        return ok;
    }
    match result {
        Ok(op) => {
            let printed = print_op(&ctx, op, flags(opts));
            if out.is_empty() {
                *out = printed;
            } else {
                out.push_str(&printed);
            }
            true
        }
        Err(diags) => {
            let mut sm = SourceMgr::new();
            sm.add(name, src);
            for d in &diags {
                err.push_str(&sm.render(&ctx, d));
            }
            false
        }
    }
}

fn flags(opts: &Options) -> PrintFlags {
    PrintFlags { generic: opts.generic, debuginfo: opts.debuginfo, local_scope: opts.local_scope }
}

/// Runs `oxir-opt` on already-read input text.
pub fn run_on_text(opts: &Options, src: &str) -> Output {
    let name = if opts.input == "-" { "<stdin>".to_string() } else { opts.input.clone() };
    let mut out = String::new();
    let mut err = String::new();
    let mut ok = true;
    if opts.split_input_file {
        let chunks = split_input(src);
        let n = chunks.len();
        for (i, (chunk, _line)) in chunks.into_iter().enumerate() {
            let mut chunk_out = String::new();
            ok &= process_buffer(opts, &name, &chunk, &mut chunk_out, &mut err);
            out.push_str(&chunk_out);
            if i + 1 < n {
                out.push_str("// -----\n");
            }
        }
    } else {
        ok = process_buffer(opts, &name, src, &mut out, &mut err);
    }
    if opts.verify_diagnostics && ok {
        // With --verify-diagnostics, mlir-opt still prints the IR of chunks that parsed.
    }
    Output { stdout: out, stderr: err, code: if ok { 0 } else { 1 } }
}

/// Runs `oxir-opt` with command-line `args` (without the program name); `stdin` supplies the
/// input when it is `-`.
pub fn run(args: &[String], stdin: Option<&str>) -> Output {
    let opts = match parse_args(args) {
        Ok(o) => o,
        Err(e) if e.is_empty() => return Output { stdout: USAGE.into(), stderr: String::new(), code: 0 },
        Err(e) => return Output { stdout: String::new(), stderr: format!("oxir-opt: {e}\n"), code: 1 },
    };
    let src = if opts.input == "-" {
        match stdin {
            Some(s) => s.to_string(),
            None => {
                let mut s = String::new();
                if let Err(e) = std::io::Read::read_to_string(&mut std::io::stdin(), &mut s) {
                    return Output {
                        stderr: format!("oxir-opt: cannot read stdin: {e}\n"),
                        code: 1,
                        ..Default::default()
                    };
                }
                s
            }
        }
    } else {
        match std::fs::read(&opts.input) {
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(s) => s,
                Err(e) => {
                    return Output {
                        stderr: format!(
                            "{}: error: input is not valid UTF-8 (byte {})\n",
                            opts.input,
                            e.utf8_error().valid_up_to()
                        ),
                        code: 1,
                        ..Default::default()
                    }
                }
            },
            Err(e) => {
                return Output {
                    stderr: format!("oxir-opt: could not open input file '{}': {e}\n", opts.input),
                    code: 1,
                    ..Default::default()
                }
            }
        }
    };
    let mut out = run_on_text(&opts, &src);
    if out.code == 0 && opts.output != "-" {
        if let Err(e) = std::fs::write(&opts.output, &out.stdout) {
            out.stderr.push_str(&format!("oxir-opt: could not write '{}': {e}\n", opts.output));
            out.code = 1;
        }
        out.stdout.clear();
    }
    out
}
