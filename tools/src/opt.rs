//! `oxir-opt`: reads textual IR, runs passes and prints it back as `mlir-opt` does.
//!
//! [`main`] is the whole tool for a binary (MLIR's `MlirOptMain`), [`run_with`] the same
//! in-process; both take the [`Registrations`] of the tool (dialects and passes).

use oxir::diagnostics::{Diagnostic, SourceMgr};
use oxir::parser::{parse_source, ParseOptions, ParseParallelism};
use oxir::pass::{OpPassManager, PassOptions};
use oxir::printer::{print_op_to, PrintFlags};
use oxir::verifier::VerifierOptions;
use oxir::verify_diagnostics::DiagnosticVerifier;
use oxir::Context;
use std::io::Write;
use std::process::ExitCode;

use crate::cli::{self, CommandLine};
use crate::output::{LazyFile, OutputTarget};
use crate::Registrations;

/// What a run printed and its exit status.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Output {
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
    /// Standard error written after the output (the `--mlir-timing` report, which mlir-opt prints
    /// at exit).
    pub stderr_at_exit: String,
    /// Exit status.
    pub code: i32,
    /// Binary output (MLIR bytecode with `--emit-bytecode`), written to standard output after
    /// `stdout`.
    pub binary: Vec<u8>,
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
    /// `--mlir-pretty-debuginfo`.
    pub pretty_debuginfo: bool,
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
    /// The pipeline, in command-line order: `--pass-pipeline=...` texts and per-pass flags.
    pub pipeline: Vec<PipelineStep>,
    /// `--mlir-timing`.
    pub timing: bool,
    /// `--mlir-pass-statistics` (with `--mlir-pass-statistics-display=list|pipeline`).
    pub pass_statistics: Option<oxir::pass::statistics::StatisticsDisplay>,
    /// `--mlir-disable-threading`.
    pub disable_threading: bool,
    /// `--mlir-print-ir-after-all`.
    pub print_ir_after_all: bool,
    /// `--mlir-print-ir-before-all`.
    pub print_ir_before_all: bool,
    /// `--mlir-print-ir-after=<pass>`.
    pub print_ir_after: Vec<String>,
    /// `--mlir-print-ir-before=<pass>`.
    pub print_ir_before: Vec<String>,
    /// `--mlir-print-ir-after-failure`.
    pub print_ir_after_failure: bool,
    /// `--dump-pass-pipeline`: print the pipeline to stderr before running it.
    pub dump_pass_pipeline: bool,
    /// `--emit-bytecode`: write MLIR bytecode instead of text.
    pub emit_bytecode: bool,
    /// `--emit-bytecode-version=N` (default: the newest, 6).
    pub bytecode_version: Option<u64>,
}

/// One piece of the pipeline given on the command line.
#[derive(Debug, Clone)]
pub enum PipelineStep {
    /// `--pass-pipeline='builtin.module(...)'`.
    Pipeline(String),
    /// `--cse`, `--canonicalize='max-iterations=3'`: a registered pass with its options.
    Pass(String, String),
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
  --mlir-pretty-debuginfo         Print locations in a readable form, without loc(...)
  --allow-unregistered-dialect    Accept ops, types and attributes of unregistered dialects
  --no-implicit-module            Do not wrap the input in a builtin.module
  --split-input-file              Split the input at '// -----' lines; process each chunk alone
  --verify-diagnostics            Check expected-error/warning/note/remark annotations
  --verify-each[=true|false]      Verify the IR after each pass (default: true)
  --mlir-print-assume-verified    Print without verifying first
  --mlir-very-unsafe-disable-verifier-on-parsing
                                  Do not verify the IR after parsing
  --pass-pipeline=<pipeline>      Run a textual pipeline, e.g. 'builtin.module(func.func(cse))'
  -p <pipeline>                   Alias for --pass-pipeline
  --<pass>[=<options>]            Run a registered pass (see --list-passes), e.g. --cse
  --list-passes                   List the registered passes
  --dump-pass-pipeline            Print the pipeline, every option shown, to stderr before running it
  --mlir-timing                   Print a timing report of the pipeline
  --mlir-pass-statistics          Print the passes' statistics (--mlir-pass-statistics-display=list|pipeline)
  --mlir-disable-threading        Parse, verify, run passes and print on one thread
  --mlir-print-ir-after-all       Print the IR after every pass (to stderr)
  --mlir-print-ir-before-all      Print the IR before every pass
  --mlir-print-ir-after=<pass>    Print the IR after the given pass
  --mlir-print-ir-before=<pass>   Print the IR before the given pass
  --mlir-print-ir-after-failure   Print the IR after a pass fails
  --emit-bytecode                 Write MLIR bytecode instead of textual IR
  --emit-bytecode-version=<N>     The bytecode version to write (0 to 6, default 6)
  -h, --help                      Show this help
";

/// Parses command-line arguments (without the program name).
pub fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut o = Options { input: "-".into(), output: "-".into(), verify_each: true, ..Default::default() };
    let mut cl = CommandLine::new(args);
    while let Some(f) = cl.next_flag(&mut o.input) {
        let f = f?;
        match f.body {
            _ if f.name == "o" => o.output = cl.value_of(&f)?.to_string(),
            "mlir-print-op-generic" => o.generic = true,
            "mlir-print-debuginfo" => o.debuginfo = true,
            "mlir-print-local-scope" => o.local_scope = true,
            "mlir-pretty-debuginfo" => o.pretty_debuginfo = true,
            "allow-unregistered-dialect" => o.allow_unregistered = true,
            "no-implicit-module" => o.no_implicit_module = true,
            "split-input-file" => o.split_input_file = true,
            "verify-diagnostics" => o.verify_diagnostics = true,
            "verify-each" | "verify-each=true" | "verify-each=1" => o.verify_each = true,
            "verify-each=false" | "verify-each=0" => o.verify_each = false,
            "mlir-print-assume-verified" => o.assume_verified = true,
            "mlir-very-unsafe-disable-verifier-on-parsing" => o.no_verify_on_parse = true,
            "mlir-timing" => o.timing = true,
            "mlir-pass-statistics" => {
                o.pass_statistics.get_or_insert(oxir::pass::statistics::StatisticsDisplay::Pipeline);
            }
            "mlir-pass-statistics-display=list" => {
                o.pass_statistics = Some(oxir::pass::statistics::StatisticsDisplay::List);
            }
            "mlir-pass-statistics-display=pipeline" => {
                o.pass_statistics = Some(oxir::pass::statistics::StatisticsDisplay::Pipeline);
            }
            "mlir-disable-threading" => o.disable_threading = true,
            "mlir-print-ir-after-all" => o.print_ir_after_all = true,
            "mlir-print-ir-before-all" => o.print_ir_before_all = true,
            "mlir-print-ir-after-failure" => o.print_ir_after_failure = true,
            "emit-bytecode" => o.emit_bytecode = true,
            "dump-pass-pipeline" => o.dump_pass_pipeline = true,
            _ if f.name == "emit-bytecode-version" && f.value.is_some() => {
                let v = f.value.unwrap_or_default();
                o.bytecode_version = Some(v.parse().map_err(|_| {
                    format!("for the --emit-bytecode-version option: '{v}' value invalid for integer argument!")
                })?);
            }
            _ if f.name == "mlir-print-ir-after" && f.value.is_some() => {
                o.print_ir_after.push(f.value.unwrap_or_default().to_string())
            }
            _ if f.name == "mlir-print-ir-before" && f.value.is_some() => {
                o.print_ir_before.push(f.value.unwrap_or_default().to_string())
            }
            _ if f.name == "pass-pipeline" || f.name == "p" => {
                o.pipeline.push(PipelineStep::Pipeline(cl.value_of(&f)?.to_string()))
            }
            _ if oxir::pass::registry::create_pass(f.name).is_some() => {
                let options = f.value.unwrap_or("").trim_matches('"');
                o.pipeline.push(PipelineStep::Pass(f.name.to_string(), options.to_string()));
            }
            "h" | "help" => return Err(String::new()),
            "list-passes" => {
                let list: Vec<String> = oxir::pass::registry::registered_passes()
                    .iter()
                    .map(|p| format!("  --{:<30} {}", p.argument, p.description))
                    .collect();
                return Err(format!("\u{0}Registered passes:\n{}\n", list.join("\n")));
            }
            _ => return Err(f.unknown()),
        }
    }
    Ok(o)
}

/// One chunk of a split input file: its text and where it starts in the file (chunks keep the
/// file's line and column numbers in their locations and diagnostics, as in MLIR).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chunk<'a> {
    /// The chunk's text.
    pub text: &'a str,
    /// The file line of its first byte.
    pub line: u32,
    /// The file column of its first byte.
    pub column: u32,
}

/// Splits `src` at `// -----` markers exactly as `mlir-opt --split-input-file` does: the marker
/// may sit anywhere on a line, the rest of its line starts the next chunk, and a marker with
/// too few dashes is a "near miss" that splits nothing. Returns the chunks and the byte offsets
/// of the near misses (which MLIR warns about).
pub fn split_input(src: &str) -> (Vec<Chunk<'_>>, Vec<usize>) {
    const PREFIX: &str = "// ---";
    let mut raw = Vec::new();
    let mut start = 0;
    while let Some(i) = src[start..].find(PREFIX) {
        raw.push(start..start + i);
        start += i + PREFIX.len();
    }
    raw.push(start..src.len());
    let mut pieces = Vec::new();
    let mut near_misses = Vec::new();
    let mut prev = 0..0;
    for piece in raw {
        if prev.is_empty() {
            prev = piece;
            continue;
        }
        let text = &src.as_bytes()[piece.clone()];
        if text.starts_with(b"--") && text.len() > 2 && text[2] != b'0' {
            pieces.push(prev);
            prev = piece.start + 2..piece.end;
        } else {
            near_misses.push(piece.start);
            prev = prev.start..piece.end;
        }
    }
    if !prev.is_empty() {
        pieces.push(prev);
    }
    let chunks = pieces
        .into_iter()
        .map(|r| {
            let (line, column) = oxir::parser::line_col_slow(src, r.start, 1);
            Chunk { text: &src[r], line, column }
        })
        .collect();
    (chunks, near_misses)
}

/// Parses and verifies one buffer; the diagnostics of every failure (parse errors stop at the
/// first one, as MLIR's parser does; the verifier reports one per failing isolated op). Shared
/// with `oxir-translate` and `oxir-run`, which read their input the same way.
pub fn parse_and_verify(
    ctx: &mut Context,
    opts: &Options,
    name: &str,
    chunk: &Chunk,
) -> Result<oxir::OpRef, Vec<Diagnostic>> {
    parse_and_verify_with(ctx, opts, name, chunk, None)
}

/// [`parse_and_verify`] of a chunk decoded from bytecode: `use_lists`, the use-list orders the
/// file records, are applied to the parsed IR before it is verified, as MLIR's bytecode reader
/// does.
pub fn parse_and_verify_with(
    ctx: &mut Context,
    opts: &Options,
    name: &str,
    chunk: &Chunk,
    use_lists: Option<&oxir::bytecode::UseListOrders>,
) -> Result<oxir::OpRef, Vec<Diagnostic>> {
    let popts = ParseOptions {
        filename: name.to_string(),
        implicit_module: !opts.no_implicit_module,
        first_line: chunk.line,
        first_column: chunk.column,
        parallelism: if opts.disable_threading { ParseParallelism::Sequential } else { ParseParallelism::Auto },
    };
    let op = parse_source(ctx, chunk.text, &popts).map_err(|d| vec![d])?;
    if let Some(orders) = use_lists {
        orders.apply(ctx, op).map_err(|e| {
            let loc = oxir::builtin::locations::FileLineColRange::get(ctx, name, 0, 0);
            vec![Diagnostic::error(loc, e)]
        })?;
    }
    if opts.no_verify_on_parse {
        return Ok(op);
    }
    let vopts = VerifierOptions { print_op_on_diagnostic: !opts.verify_diagnostics, print_debuginfo: opts.debuginfo };
    let diags = oxir::verifier::verify_all_with(ctx, op, &vopts);
    if diags.is_empty() {
        Ok(op)
    } else {
        Err(diags)
    }
}

/// Builds the pass manager the options describe, anchored on the top-level op's name.
fn build_pipeline(ctx: &Context, top: oxir::OpRef, opts: &Options) -> Result<Option<OpPassManager>, String> {
    if opts.pipeline.is_empty() {
        return Ok(None);
    }
    // As mlir-opt: `--pass-pipeline` is one option (the last one given counts) and cannot be
    // combined with pass flags.
    let texts = opts.pipeline.iter().filter(|s| matches!(s, PipelineStep::Pipeline(_))).count();
    if texts > 0 && texts < opts.pipeline.len() {
        return Err("'-pass-pipeline' option can't be used with individual pass options".into());
    }
    let steps = if texts > 0 { &opts.pipeline[opts.pipeline.len() - 1..] } else { &opts.pipeline[..] };
    let top_name = ctx.op_name_text(top).to_string();
    let mut pm = OpPassManager::new(Some(&top_name));
    for step in steps {
        match step {
            PipelineStep::Pipeline(text) => {
                let parsed = oxir::pass::pipeline::parse_pipeline(text)?;
                if parsed.anchor().is_some_and(|a| a != top_name) {
                    return Err(format!(
                        "can't add pipeline anchored on '{}' to a pass manager on '{top_name}'",
                        parsed.anchor().unwrap_or("")
                    ));
                }
                for node in parsed.nodes() {
                    match node {
                        oxir::pass::PassNode::Pass(p) => {
                            pm.add_pass(p.clone_pass());
                        }
                        oxir::pass::PassNode::Nested(n) => {
                            let nested = pm.nest(n.anchor().unwrap_or("any"));
                            *nested = n.clone();
                        }
                    }
                }
            }
            PipelineStep::Pass(name, options) => {
                let probe = oxir::pass::registry::create_pass(name).ok_or_else(|| format!("unknown pass '{name}'"))?;
                match probe.anchor() {
                    Some(a) if a != top_name => {
                        let nested = pm.nest(a);
                        oxir::pass::pipeline::add_pass_with_options(nested, name, options)?;
                    }
                    _ => oxir::pass::pipeline::add_pass_with_options(&mut pm, name, options)?,
                }
            }
        }
    }
    Ok(Some(pm))
}

fn pass_options(opts: &Options) -> PassOptions {
    PassOptions {
        verify_each: opts.verify_each,
        threading: !opts.disable_threading,
        print_after_all: opts.print_ir_after_all,
        print_before_all: opts.print_ir_before_all,
        print_before: opts.print_ir_before.clone(),
        print_after: opts.print_ir_after.clone(),
        print_after_failure: opts.print_ir_after_failure,
        timing: opts.timing,
        print_flags: flags(opts),
        print_op_on_diagnostic: !opts.verify_diagnostics,
    }
}

/// Runs the pipeline (if any) on `op`; instrumentation output goes to `err`, the pass timings
/// (with `--mlir-timing`) into `timing`.
fn run_pipeline(
    ctx: &mut Context,
    op: oxir::OpRef,
    opts: &Options,
    tool: &str,
    err: &mut String,
    timing: &mut Option<oxir::pass::timing::TimingTree>,
) -> Result<(), Vec<Diagnostic>> {
    let pm = match build_pipeline(ctx, op, opts) {
        Ok(Some(pm)) => pm,
        Ok(None) => {
            // mlir-opt always has a pass manager, empty when no pass is given.
            if opts.dump_pass_pipeline {
                err.push_str(&OpPassManager::new(Some(ctx.op_name_text(op))).dump_text());
            }
            if let Some(display) = opts.pass_statistics {
                err.push_str(&oxir::pass::statistics::render(&[], display));
            }
            return Ok(());
        }
        Err(e) => {
            // LLVM's option parser writes its complaint under the program's name first.
            let (parser, message) = oxir::pass::pipeline::split_parser_output(&e);
            if !parser.is_empty() {
                err.push_str(&format!("{tool}: {parser}"));
            }
            return Err(vec![Diagnostic::error(oxir::builtin::locations::UnknownLoc::get(ctx), message)]);
        }
    };
    if opts.dump_pass_pipeline {
        err.push_str(&pm.dump_text());
    }
    let (result, out) = pm.run(ctx, op, &pass_options(opts));
    err.push_str(&out.log);
    if let Some(display) = opts.pass_statistics {
        err.push_str(&oxir::pass::statistics::render(&out.statistics, display));
    }
    if out.timing.is_some() {
        *timing = out.timing;
    }
    result.map_err(|d| vec![d])
}

/// Processes one buffer (`chunk` of the file whose whole text is `file`) in a fresh context with
/// the registered dialects: parse, verify, run the pipeline, print. Returns whether it succeeded.
#[allow(clippy::too_many_arguments)]
fn process_buffer(
    reg: &Registrations,
    opts: &Options,
    name: &str,
    file: &str,
    chunk: &Chunk,
    use_lists: Option<&oxir::bytecode::UseListOrders>,
    out: &mut OutputTarget,
    binary: &mut Vec<u8>,
    err: &mut String,
    at_exit: &mut String,
) -> bool {
    let mut ctx = reg.new_context(opts.allow_unregistered);
    ctx.set_multithreading(!opts.disable_threading);
    ctx.set_diagnostic_debuginfo(opts.debuginfo);
    let t = std::time::Instant::now();
    let result = parse_and_verify_with(&mut ctx, opts, name, chunk, use_lists);
    let parse_time = t.elapsed();
    let mut timing = opts.timing.then(|| oxir::pass::timing::TimingTree::new(""));
    let result = match result {
        Ok(op) => run_pipeline(&mut ctx, op, opts, &reg.name_or("oxir-opt"), err, &mut timing).map(|()| op),
        Err(d) => Err(d),
    };
    // Diagnostics passes emitted without failing come first, as mlir-opt prints them as they happen.
    let emitted = ctx.take_emitted();
    if opts.verify_diagnostics {
        let mut verifier = DiagnosticVerifier::new_at(name, chunk.text, chunk.line, chunk.column);
        for d in &emitted {
            // mlir-opt does not print the op on diagnostics under --verify-diagnostics.
            let mut d = d.clone();
            d.notes.retain(|n| !n.message.starts_with("see current operation: "));
            verifier.handle(&ctx, &d);
        }
        match result {
            Ok(op) => {
                out.before_output(err);
                let written = print_op_to(&ctx, op, flags(opts), out.out);
                out.record(written);
            }
            Err(diags) => {
                for d in &diags {
                    verifier.handle(&ctx, d);
                }
            }
        }
        let mut sm = SourceMgr::new();
        sm.add(name, file);
        let problems = verifier.finish(&ctx, &sm);
        let ok = problems.is_empty();
        for p in problems {
            err.push_str(&p);
        }
        return ok;
    }
    if !emitted.is_empty() {
        let mut sm = SourceMgr::new();
        sm.add(name, file);
        for d in &emitted {
            err.push_str(&sm.render(&ctx, d));
        }
    }
    match result {
        Ok(op) if opts.emit_bytecode => match oxir::bytecode::write(&ctx, op, &bytecode_config(opts)) {
            Ok(bytes) => {
                binary.extend_from_slice(&bytes);
                true
            }
            Err(e) => {
                err.push_str(&format!("{name}: error: {e}\n"));
                false
            }
        },
        Ok(op) => {
            out.before_output(err);
            let output_start = std::time::Instant::now();
            let written = print_op_to(&ctx, op, flags(opts), out.out);
            out.record(written);
            if let Some(timing) = timing {
                // MLIR's report: the parser, the passes, the output, and the rest of the run.
                let output = output_start.elapsed();
                let report = timing.report(&[("Parser", parse_time)], &[("Output", output)], t.elapsed());
                at_exit.push_str(&report);
            }
            true
        }
        Err(diags) => {
            let mut sm = SourceMgr::new();
            sm.add(name, file);
            for d in &diags {
                err.push_str(&sm.render(&ctx, d));
            }
            false
        }
    }
}

/// The bytecode writer's configuration from `--emit-bytecode-version` (mlir-opt 22 has no flag
/// for the producer string; the library's [`oxir::bytecode::WriterConfig`] sets it).
fn bytecode_config(opts: &Options) -> oxir::bytecode::WriterConfig {
    let mut config = oxir::bytecode::WriterConfig::default();
    if let Some(v) = opts.bytecode_version {
        config.version = v;
    }
    config
}

fn flags(opts: &Options) -> PrintFlags {
    PrintFlags {
        generic: opts.generic,
        debuginfo: opts.debuginfo,
        local_scope: opts.local_scope,
        pretty_debuginfo: opts.pretty_debuginfo,
    }
}

/// Runs `oxir-opt` on already-read input text, with the dialects of `reg` (its passes must be
/// registered already: [`Registrations::register_global`], which [`run_with`] calls); the
/// printed IR is returned in [`Output::stdout`].
pub fn run_on_text(reg: &Registrations, opts: &Options, src: &str) -> Output {
    let mut buffer = Vec::new();
    let mut target = OutputTarget::new(&mut buffer, false);
    let mut out = run_on_text_to(reg, opts, src, &mut target);
    // Writing to memory does not fail.
    let _ = target.finish();
    out.stdout = String::from_utf8(buffer).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
    out
}

/// [`run_on_text`] writing the printed IR to `target` as it is printed ([`Output::stdout`] stays
/// empty); the target keeps the first write error.
pub fn run_on_text_to(reg: &Registrations, opts: &Options, src: &str, target: &mut OutputTarget) -> Output {
    run_on_input_to(reg, opts, src, None, target)
}

/// [`run_on_text_to`] on input decoded from bytecode, whose use-list orders `use_lists` are
/// applied to the parsed IR (there is one buffer: decoded bytecode has no split markers).
fn run_on_input_to(
    reg: &Registrations,
    opts: &Options,
    src: &str,
    use_lists: Option<&oxir::bytecode::UseListOrders>,
    target: &mut OutputTarget,
) -> Output {
    let name = if opts.input == "-" { "<stdin>".to_string() } else { opts.input.clone() };
    let mut err = String::new();
    let mut at_exit = String::new();
    let mut binary = Vec::new();
    let mut ok = true;
    if opts.split_input_file {
        let (chunks, near_misses) = split_input(src);
        let mut sm = SourceMgr::new();
        sm.add(name.as_str(), src);
        for at in near_misses {
            let (line, col) = oxir::parser::line_col_slow(src, at, 1);
            let warning = "near miss with file split marker";
            sm.render_position((&name, line, col), oxir::diagnostics::Severity::Warning, warning, true, &mut err);
        }
        let n = chunks.len();
        let use_lists = use_lists.filter(|_| n == 1);
        for (i, chunk) in chunks.iter().enumerate() {
            ok &= process_buffer(reg, opts, &name, src, chunk, use_lists, target, &mut binary, &mut err, &mut at_exit);
            if i + 1 < n {
                target.write(b"// -----\n");
            }
        }
    } else {
        let whole = Chunk { text: src, line: 1, column: 1 };
        ok = process_buffer(reg, opts, &name, src, &whole, use_lists, target, &mut binary, &mut err, &mut at_exit);
    }
    Output { stdout: String::new(), stderr: err, stderr_at_exit: at_exit, code: if ok { 0 } else { 1 }, binary }
}

/// Registers oxir's own passes: `oxir`'s (`oxir::transforms::register_passes`) and those of the
/// dialects, the lowering and equality saturation (what [`Registrations::all`] registers), once
/// per process.
pub fn register_passes() {
    crate::registrations::register_oxir_passes();
}

/// The usage text of the tool named `tool` (`--help`).
pub fn usage(tool: &str) -> String {
    USAGE.replace("oxir-opt", tool)
}

/// Runs the stock `oxir-opt` (oxir's own dialects and passes, [`Registrations::all`]) with
/// command-line `args` (without the program name); `stdin` supplies the input when it is `-`.
pub fn run(args: &[String], stdin: Option<&str>) -> Output {
    run_with(&Registrations::all(), args, stdin)
}

/// Runs `oxir-opt` with what `reg` registers, in-process: `args` are the command-line arguments
/// (without the program name), `stdin` supplies the input when it is `-` (`None` reads the
/// process's standard input). The output file (`-o`) is written as the IR is printed; output to
/// standard output is returned in [`Output::stdout`]. Tests call this directly.
pub fn run_with(reg: &Registrations, args: &[String], stdin: Option<&str>) -> Output {
    run_to(reg, args, stdin, None)
}

/// [`run_with`], writing the output meant for standard output to `stdout` as it is printed when
/// given (what [`main`] does) instead of returning it.
fn run_to(reg: &Registrations, args: &[String], stdin: Option<&str>, stdout: Option<&mut dyn Write>) -> Output {
    reg.register_global();
    let tool = reg.name_or("oxir-opt");
    let opts = match parse_args(args) {
        Ok(o) => o,
        Err(e) => return cli::stopped(&tool, e, || usage(&tool)),
    };
    let input = match crate::read_input(reg, &tool, &opts.input, stdin) {
        Ok(s) => s,
        Err(e) => return Output { stderr: e, code: 1, ..Default::default() },
    };
    let (src, use_lists) = (input.text.as_str(), input.use_lists.as_ref());
    if opts.output == "-" {
        let mut buffer = Vec::new();
        let to_buffer = stdout.is_none();
        let mut target = match stdout {
            Some(stdout) => OutputTarget::new(stdout, true),
            None => OutputTarget::new(&mut buffer, false),
        };
        let mut out = run_on_input_to(reg, &opts, src, use_lists, &mut target);
        // As before streaming: a failed write to standard output is not reported.
        let _ = target.finish();
        if to_buffer {
            out.stdout =
                String::from_utf8(buffer).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
        }
        return out;
    }
    let mut file = LazyFile::new(&opts.output);
    let mut target = OutputTarget::new(&mut file, false);
    let mut out = run_on_input_to(reg, &opts, src, use_lists, &mut target);
    if out.code == 0 && opts.emit_bytecode {
        target.write(&std::mem::take(&mut out.binary));
    } else if out.code == 0 {
        // A run that printed nothing still creates its (empty) output file.
        target.write(b"");
    }
    let error = target.finish();
    if let Some(e) = error.filter(|_| out.code == 0) {
        out.stderr.push_str(&format!("{tool}: could not write '{}': {e}\n", opts.output));
        out.code = 1;
    }
    if out.code != 0 && file.created() {
        // As MLIR's `ToolOutputFile`: a failed run keeps no partial output.
        drop(file);
        let _ = std::fs::remove_file(&opts.output);
    }
    out
}

/// The whole of an `oxir-opt`-like tool, MLIR's `MlirOptMain`: reads the process's arguments and
/// standard input, runs [`run_with`], writes standard output and error as `mlir-opt` orders them
/// (diagnostics and IR dumps, the output, then the timing report) and returns the exit status.
/// The tool calls itself by its program name (`--help`, messages) unless
/// [`Registrations::tool_name`] says otherwise.
///
/// ```rust,ignore
/// fn main() -> std::process::ExitCode {
///     let registrations = oxir_tools::Registrations::all()
///         .dialect(|ctx| ctx.load_dialect::<MyDialect>())
///         .passes(my_crate::register_passes);
///     oxir_tools::opt::main(registrations)
/// }
/// ```
pub fn main(reg: Registrations) -> ExitCode {
    let reg = reg.named_by_program("oxir-opt");
    let args: Vec<String> = std::env::args().skip(1).collect();
    // Instrumentation (IR dumps, timing) and diagnostics come first, as mlir-opt writes them to
    // stderr while it runs, before the output.
    let stdout = std::io::stdout();
    let mut lock = stdout.lock();
    let out = run_to(&reg, &args, None, Some(&mut lock));
    drop(lock);
    crate::write_output(&out)
}
