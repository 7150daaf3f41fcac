//! `oxir-run`: the JIT runner, a drop-in for `mlir-runner`. It reads llvm-dialect IR (a file or
//! stdin), parses and verifies it, translates it to LLVM IR, JIT-compiles it and calls the entry
//! point (`-e`, `main` by default) with the result type `--entry-point-result` gives (`f32` by
//! default, as `mlir-runner`), printing a non-void result on its own line.
//!
//! [`main`] is the whole tool for a binary (MLIR's `JitRunnerMain`), [`run_with`] the same
//! in-process. The runner utilities (`printI64`, `printMemrefF32`, ...) are built in; a user's
//! runtime functions are added with [`Registrations::runtime_symbol`], and a dialect's own
//! translation to LLVM IR with [`Registrations::llvm_translation`].

use crate::cli::{self, CommandLine};
use crate::opt::{parse_and_verify_with, Chunk, Output};
use crate::translate::parse_options;
use crate::Registrations;
use oxir::diagnostics::SourceMgr;
use oxir_target_llvm::jit::{EntryResult, EntryValue, JitOptions};
use std::io::Write;
use std::process::ExitCode;

/// The options of `oxir-run`.
#[derive(Debug, Clone)]
pub struct Options {
    /// The input file (`-` for stdin).
    pub input: String,
    /// The entry point (`-e`).
    pub entry: String,
    /// `--entry-point-result`.
    pub result: String,
    /// `-O0`..`-O3`.
    pub opt_level: Option<u8>,
    /// `--shared-libs=a.so,b.so`.
    pub shared_libs: Vec<String>,
}

/// The usage text.
pub const USAGE: &str = "\
OVERVIEW: oxir-run: JIT-compile and run llvm-dialect IR (a drop-in for mlir-runner)

USAGE: oxir-run [options] [input file (default: stdin)]

OPTIONS:
  -e <name>                               The function to call (default: main)
  --entry-point-result=<f32|i32|i64|void> Its result type (default: f32)
  -O0, -O1, -O2, -O3                      Run LLVM's pipeline and code generation at this level
  --shared-libs=<a.so,b.so>               Libraries to load; their symbols become available
  -h, --help                              Show this help
";

/// Parses command-line arguments (without the program name).
pub fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        input: "-".into(),
        entry: "main".into(),
        result: "f32".into(),
        opt_level: None,
        shared_libs: Vec::new(),
    };
    let mut cl = CommandLine::new(args);
    while let Some(f) = cl.next_flag(&mut o.input) {
        let f = f?;
        match f.name {
            "e" => o.entry = cl.value_of(&f)?.to_string(),
            "entry-point-result" => o.result = cl.value_of(&f)?.to_string(),
            "shared-libs" => {
                o.shared_libs.extend(cl.value_of(&f)?.split(',').filter(|s| !s.is_empty()).map(str::to_string))
            }
            l @ ("O0" | "O1" | "O2" | "O3") if f.value.is_none() => o.opt_level = Some(l.as_bytes()[1] - b'0'),
            "h" | "help" if f.value.is_none() => return Err(String::new()),
            _ => return Err(f.unknown()),
        }
    }
    Ok(o)
}

/// `mlir-runner`'s printing of a result: integers in decimal, `f32` as LLVM's `raw_ostream` prints
/// a double (`%e`: `1.500000e+00`).
pub fn format_result(v: EntryValue) -> Option<String> {
    match v {
        EntryValue::Void => None,
        EntryValue::I32(i) => Some(format!("{i}\n")),
        EntryValue::I64(i) => Some(format!("{i}\n")),
        EntryValue::F32(f) => Some(format!("{}\n", format_e(f64::from(f)))),
    }
}

/// C's `%e` (six digits after the point, at least two exponent digits).
fn format_e(d: f64) -> String {
    if d.is_nan() {
        return if d.is_sign_negative() { "-nan".into() } else { "nan".into() };
    }
    if d.is_infinite() {
        return if d < 0.0 { "-inf".into() } else { "inf".into() };
    }
    let s = format!("{d:.6e}");
    let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    format!("{mantissa}e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs())
}

/// The usage text of the tool named `tool` (`--help`).
pub fn usage(tool: &str) -> String {
    USAGE.replace("oxir-run", tool)
}

/// Runs the stock `oxir-run` ([`Registrations::all`]) with command-line `args` (without the
/// program name). The program's own output goes straight to the process's standard output as it
/// runs (through C's `stdout`); the returned [`Output`] holds what the runner prints itself: the
/// result line and the diagnostics.
pub fn run(args: &[String], stdin: Option<&str>) -> Output {
    run_with(&Registrations::all(), args, stdin)
}

/// Runs `oxir-run` with the dialects, LLVM translations and runtime symbols `reg` registers,
/// in-process: `args` are the command-line arguments (without the program name), `stdin`
/// supplies the input when it is `-` (`None` reads the process's standard input). As with
/// [`run`], the program's own output goes to the process's standard output.
pub fn run_with(reg: &Registrations, args: &[String], stdin: Option<&str>) -> Output {
    reg.register_global();
    let tool = reg.name_or("oxir-run");
    let opts = match parse_args(args) {
        Ok(o) => o,
        Err(e) => return cli::stopped(&tool, e, || usage(&tool)),
    };
    let result = match opts.result.as_str() {
        "void" => EntryResult::Void,
        "i32" => EntryResult::I32,
        "i64" => EntryResult::I64,
        "f32" => EntryResult::F32,
        _ => return Output { stderr: "Error: unsupported function type\n".into(), code: 1, ..Default::default() },
    };
    let input = match crate::read_input(reg, &tool, &opts.input, stdin) {
        Ok(s) => s,
        Err(e) => return Output { stderr: e, code: 1, ..Default::default() },
    };
    let src = input.text;
    let name = if opts.input == "-" { "<stdin>".to_string() } else { opts.input.clone() };
    let mut ctx = reg.new_context(false);
    let chunk = Chunk { text: &src, line: 1, column: 1 };
    let popts = parse_options(&name, false, false);
    let mut sm = SourceMgr::new();
    sm.add(name.as_str(), src.as_str());
    let op = match parse_and_verify_with(&mut ctx, &popts, &name, &chunk, input.use_lists.as_ref()) {
        Ok(op) => op,
        Err(diags) => {
            let mut err: String = diags.iter().map(|d| sm.render(&ctx, d)).collect();
            err.push_str("could not parse the input IR\n");
            return Output { stderr: err, code: 1, ..Default::default() };
        }
    };
    let llctx = oxir_target_llvm::InkwellContext::create();
    let module = match oxir_target_llvm::translate::translate_module(&ctx, op, &llctx, &Default::default()) {
        Ok(m) => m,
        Err(diags) => {
            let err: String = diags.iter().map(|d| sm.render(&ctx, d)).collect();
            return Output { stderr: err, code: 1, ..Default::default() };
        }
    };
    let jit = JitOptions {
        opt_level: opts.opt_level,
        shared_libs: opts.shared_libs.clone(),
        symbols: reg.runtime_symbols().to_vec(),
    };
    match oxir_target_llvm::jit::run(module, &opts.entry, result, &jit) {
        Ok(v) => Output { stdout: format_result(v).unwrap_or_default(), code: 0, ..Default::default() },
        Err(e) => Output { stderr: format!("Error: {e}\n"), code: 1, ..Default::default() },
    }
}

/// The whole of an `oxir-run`-like tool, MLIR's `JitRunnerMain`: reads the process's arguments
/// and standard input, runs [`run_with`], writes the result line, flushes the program's output,
/// writes the diagnostics and returns the exit status. The tool calls itself by its program name
/// unless [`Registrations::tool_name`] says otherwise.
pub fn main(reg: Registrations) -> ExitCode {
    let reg = reg.named_by_program("oxir-run");
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = run_with(&reg, &args, None);
    // As mlir-runner's, the result line is written before the program's buffered output is flushed.
    let _ = std::io::stdout().write_all(out.stdout.as_bytes());
    let _ = std::io::stdout().flush();
    oxir_target_llvm::jit::flush_program_output();
    let _ = std::io::stderr().write_all(out.stderr.as_bytes());
    crate::exit_code(out.code)
}
