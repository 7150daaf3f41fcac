//! `oxir-reduce`: shrinks a test case while an interestingness test keeps saying it shows the
//! problem (MLIR's `mlir-reduce`).
//!
//! The reductions are given as mlir-reduce gives them, as passes with options:
//! `--reduction-tree='traversal-mode=0 test=check.sh test-arg=a'` (remove symbols, ops,
//! branches, regions, replace operands by simpler values; delta debugging over each) and
//! `--opt-reduction-pass='opt-pass=symbol-dce test=check.sh'` (a pass pipeline whose result is
//! kept when it is smaller and still interesting), or as a pipeline of them,
//! `--pass-pipeline='builtin.module(reduction-tree{traversal-mode=0 test=check.sh})'`.
//! The reduction tree also removes unused function arguments and function results.
//! `--test=` and `--test-arg=` give the test of
//! the steps that name none, and alone ask for the reduction tree. The test script gets its
//! arguments and then the candidate's path, and a **non-zero exit status means interesting**, as
//! in mlir-reduce ([`Tester`]).
//!
//! [`main`] is the whole tool for a binary (a user's `my-reduce` passes its own
//! [`Registrations`], as for `oxir-opt`), [`run_with`] the same in-process, and [`Reducer`] the
//! library.

mod ddmin;
mod edits;
mod engine;
mod signature;
mod simpler;
mod tester;

pub use ddmin::ddmin;
pub use edits::Reduction;
pub use engine::{ParseFlags, Reducer};
pub use tester::Tester;

use crate::cli::{self, CommandLine};
use crate::opt::Output;
use crate::Registrations;
use std::process::ExitCode;

/// One reduction step of the command line, run in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// `--reduction-tree='...'`: the reduction tree with its test.
    ReductionTree(TestSpec),
    /// `--opt-reduction-pass='opt-pass=... ...'`: a pass pipeline as a reduction, with its test.
    OptReduction {
        /// The pipeline (`opt-pass=`), e.g. `symbol-dce` or `func.func(cse)`.
        pipeline: String,
        /// The test.
        test: TestSpec,
    },
}

/// An interestingness test: the script (`test=`) and its arguments (`test-arg=`).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct TestSpec {
    /// The script; empty when the step names none (then `--test` gives it).
    pub script: String,
    /// The arguments before the candidate's path.
    pub args: Vec<String>,
}

/// The options of `oxir-reduce`.
#[derive(Debug, Default, Clone)]
pub struct Options {
    /// The input file (`-` for stdin).
    pub input: String,
    /// `-o`: where the reduced test case goes (`-` for stdout).
    pub output: String,
    /// `--allow-unregistered-dialect` and `--no-implicit-module`.
    pub flags: ParseFlags,
    /// `--split-input-file`: reduce each `// -----` chunk on its own.
    pub split_input_file: bool,
    /// The steps, in command-line order.
    pub steps: Vec<Step>,
    /// `--test=` and `--test-arg=`: the test of steps that name none.
    pub test: TestSpec,
}

/// The usage text.
pub const USAGE: &str = "\
OVERVIEW: oxir-reduce: MLIR test case reduction tool

USAGE: oxir-reduce [options] <input file>

OPTIONS:
  -o <file>                       Output filename for the reduced test case (default: stdout)
  --reduction-tree='<options>'    Reduce with the reduction tree; options:
                                    test=<script>       the interestingness test
                                    test-arg=<arg>      an argument of the test (repeatable, or a,b)
                                    traversal-mode=0    single path (the only mode)
  --opt-reduction-pass='<options>'
                                  Run a pass pipeline as a reduction; options:
                                    opt-pass=<pipeline> e.g. symbol-dce or 'func.func(cse)'
                                    test=<script>, test-arg=<arg> as above
  --pass-pipeline='builtin.module(<passes>)'
                                  The reductions as mlir-reduce's pipeline: reduction-tree{...}
                                  and opt-reduction-pass{...} with the options above, in order
  --test=<script>                 The test of the steps that name none; alone, it runs the
                                  reduction tree
  --test-arg=<arg>                An argument of --test (repeatable)
  --allow-unregistered-dialect    Accept ops, types and attributes of unregistered dialects
  --no-implicit-module            Do not wrap the input in a builtin.module
  --split-input-file              Reduce each '// -----' chunk on its own
  -h, --help                      Show this help

The test runs as `<script> <test-args>... <candidate.mlir>`; a non-zero exit status means the
candidate is still interesting, 0 that it is not (mlir-reduce's convention).
";

/// Adds a `test=` or `test-arg=` option to `spec`; `false` for any other key (the caller's).
fn take_test_option(spec: &mut TestSpec, key: &str, value: &str) -> bool {
    match key {
        "test" => spec.script = value.to_string(),
        "test-arg" => spec.args.extend(value.split(',').filter(|a| !a.is_empty()).map(str::to_string)),
        _ => return false,
    }
    true
}

/// Parses the options of `--reduction-tree=`.
fn reduction_tree_step(text: &str) -> Result<Step, String> {
    let mut test = TestSpec::default();
    for (key, value) in oxir::pass::pipeline::parse_options(text)? {
        if take_test_option(&mut test, &key, &value) {
            continue;
        }
        match key.as_str() {
            "traversal-mode" if value == "0" => {}
            "traversal-mode" if value.parse::<u32>().is_ok() => {
                return Err("unsupported traversal mode detected".into())
            }
            _ => return Err(format!("no such option '{key}' of pass 'reduction-tree'")),
        }
    }
    Ok(Step::ReductionTree(test))
}

/// Parses the options of `--opt-reduction-pass=`.
fn opt_reduction_step(text: &str) -> Result<Step, String> {
    let mut test = TestSpec::default();
    let mut pipeline = String::new();
    for (key, value) in oxir::pass::pipeline::parse_options(text)? {
        if take_test_option(&mut test, &key, &value) {
            continue;
        }
        match key.as_str() {
            "opt-pass" => pipeline = value,
            _ => return Err(format!("no such option '{key}' of pass 'opt-reduction-pass'")),
        }
    }
    Ok(Step::OptReduction { pipeline, test })
}

/// Parses mlir-reduce's `--pass-pipeline`: `builtin.module(reduction-tree{...},
/// opt-reduction-pass{...})` (or anchored on `any`), the reduction passes with their options,
/// run in order.
pub fn pipeline_steps(text: &str) -> Result<Vec<Step>, String> {
    let text = text.trim();
    let open = text
        .find('(')
        .ok_or("expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'")?;
    let anchor = text[..open].trim();
    if !matches!(anchor, "builtin.module" | "any") || !text.ends_with(')') {
        return Err(format!(
            "expected the reduction passes in 'builtin.module(...)', e.g. \
             'builtin.module(reduction-tree{{traversal-mode=0 test=check.sh}})', but got '{text}'"
        ));
    }
    let inner = &text[open + 1..text.len() - 1];
    let mut steps = Vec::new();
    for element in split_top_level(inner)? {
        let element = element.trim();
        if element.is_empty() {
            continue;
        }
        let (name, options) = match element.find('{') {
            Some(i) if element.ends_with('}') => (element[..i].trim(), &element[i + 1..element.len() - 1]),
            Some(_) => return Err(format!("expected '}}' to close the options of '{element}'")),
            None => (element, ""),
        };
        steps.push(match name {
            "reduction-tree" => reduction_tree_step(options)?,
            "opt-reduction-pass" => opt_reduction_step(options)?,
            other => {
                return Err(format!(
                    "'{other}' is not a reduction pass: the pipeline runs 'reduction-tree' and 'opt-reduction-pass'"
                ))
            }
        });
    }
    Ok(steps)
}

/// Splits `text` at its commas outside braces, parentheses and quotes.
fn split_top_level(text: &str) -> Result<Vec<&str>, String> {
    let mut parts = Vec::new();
    let (mut depth, mut start, mut quote) = (0i32, 0, None);
    for (i, c) in text.char_indices() {
        match (quote, c) {
            (Some(q), _) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"') => quote = Some(c),
            (None, '{' | '(') => depth += 1,
            (None, '}' | ')') => {
                depth -= 1;
                if depth < 0 {
                    return Err(format!("unbalanced '{c}' in the pass pipeline"));
                }
            }
            (None, ',') if depth == 0 => {
                parts.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    if depth != 0 || quote.is_some() {
        return Err("unbalanced braces or quotes in the pass pipeline".into());
    }
    parts.push(&text[start..]);
    Ok(parts)
}

/// `v` without the quotes around it, if it is quoted as a whole (`'a b'` or `"a b"`), as a shell
/// would remove them.
fn unquoted(v: &str) -> &str {
    for q in ['\'', '"'] {
        if let Some(inner) = v.strip_prefix(q).and_then(|r| r.strip_suffix(q)) {
            return inner;
        }
    }
    v
}

/// Parses command-line arguments (without the program name). `Err("")` asks for the usage.
pub fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut o = Options { input: "-".into(), output: "-".into(), ..Default::default() };
    let mut cl = CommandLine::new(args);
    while let Some(f) = cl.next_flag(&mut o.input) {
        let f = f?;
        let (name, value) = (f.name, f.value.map(unquoted));
        match (name, value) {
            ("o", Some(v)) => o.output = v.to_string(),
            ("o", None) => o.output = cl.value_of(&f)?.to_string(),
            ("reduction-tree", v) => o.steps.push(reduction_tree_step(v.unwrap_or(""))?),
            ("opt-reduction-pass", v) => o.steps.push(opt_reduction_step(v.unwrap_or(""))?),
            ("pass-pipeline", Some(v)) => o.steps.extend(pipeline_steps(v)?),
            ("test", Some(v)) | ("test-arg", Some(v)) => {
                take_test_option(&mut o.test, name, v);
            }
            ("allow-unregistered-dialect", None) => o.flags.allow_unregistered = true,
            ("no-implicit-module", None) => o.flags.no_implicit_module = true,
            ("split-input-file", None) => o.split_input_file = true,
            ("h", None) | ("help", None) => return Err(String::new()),
            _ => return Err(f.unknown()),
        }
    }
    if o.input != "-" {
        o.flags.name = o.input.clone();
    }
    if o.steps.is_empty() && !o.test.script.is_empty() {
        o.steps.push(Step::ReductionTree(TestSpec::default()));
    }
    let default_test = o.test.clone();
    for step in &mut o.steps {
        let (Step::ReductionTree(test) | Step::OptReduction { test, .. }) = step;
        if test.script.is_empty() {
            test.script = default_test.script.clone();
            if test.args.is_empty() {
                test.args = default_test.args.clone();
            }
        }
        if test.script.is_empty() {
            return Err("a reduction needs an interestingness test: give 'test=<script>' or --test=<script>".into());
        }
    }
    Ok(o)
}

/// Runs the steps of `opts` on one buffer: the reduced text.
pub fn reduce_text(reg: &Registrations, opts: &Options, text: &str) -> Result<Reduced, String> {
    let mut runs = 0;
    let mut current = text.to_string();
    if opts.steps.is_empty() {
        current = Reducer::new(reg, opts.flags.clone(), Tester::new("", &[])).normalize(text)?;
    }
    for step in &opts.steps {
        let (Step::ReductionTree(test) | Step::OptReduction { test, .. }) = step;
        let mut reducer = Reducer::new(reg, opts.flags.clone(), Tester::new(&test.script, &test.args));
        current = match step {
            Step::ReductionTree(_) => reducer.reduction_tree(&current),
            Step::OptReduction { pipeline, .. } => reducer.opt_reduction(&current, pipeline),
        }?;
        runs += reducer.test_runs();
    }
    Ok(Reduced { text: current, test_runs: runs })
}

/// A reduced test case and what it took.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reduced {
    /// The reduced IR, printed.
    pub text: String,
    /// How many times the interestingness tests ran.
    pub test_runs: usize,
}

/// Runs `oxir-reduce` with what `reg` registers, in-process: `args` are the command-line
/// arguments (without the program name), `stdin` supplies the input when it is `-`. The
/// output's `stderr` ends with the number of test runs when the run succeeded.
pub fn run_with(reg: &Registrations, args: &[String], stdin: Option<&str>) -> Output {
    reg.register_global();
    let tool = reg.name_or("oxir-reduce");
    let fail = |msg: String| Output { stderr: msg, code: 1, ..Default::default() };
    let opts = match parse_args(args) {
        Ok(o) => o,
        Err(e) => return cli::stopped(&tool, e, || USAGE.replace("oxir-reduce", &tool)),
    };
    // Reduction works on the text; a bytecode input's use-list orders do not survive it.
    let src = match crate::read_input(reg, &tool, &opts.input, stdin) {
        Ok(s) => s.text,
        Err(e) => return fail(e),
    };
    // The input's own errors are diagnostics, printed as oxir-opt prints them (with the lines of
    // the whole file for a split one).
    let check = crate::opt::Options {
        input: opts.input.clone(),
        allow_unregistered: opts.flags.allow_unregistered,
        no_implicit_module: opts.flags.no_implicit_module,
        split_input_file: opts.split_input_file,
        verify_each: true,
        ..Default::default()
    };
    let checked = crate::opt::run_on_text(reg, &check, &src);
    if checked.code != 0 {
        return fail(checked.stderr);
    }
    let chunks: Vec<&str> = if opts.split_input_file {
        crate::opt::split_input(&src).0.iter().map(|c| c.text).collect()
    } else {
        vec![src.as_str()]
    };
    let mut out = String::new();
    for (i, chunk) in chunks.iter().enumerate() {
        match reduce_text(reg, &opts, chunk) {
            Ok(reduced) => out.push_str(&reduced.text),
            Err(e) => return fail(format!("{tool}: error: {}\n", e.trim_end())),
        }
        if i + 1 < chunks.len() {
            out.push_str("// -----\n");
        }
    }
    if opts.output != "-" {
        if let Err(e) = std::fs::write(&opts.output, &out) {
            return fail(format!("{tool}: could not write '{}': {e}\n", opts.output));
        }
        out.clear();
    }
    Output { stdout: out, code: 0, ..Default::default() }
}

/// The whole of an `oxir-reduce`-like tool (MLIR's `mlirReduceMain`): reads the process's
/// arguments, runs [`run_with`], writes the output and returns the exit status. A user's
/// `my-reduce` passes the [`Registrations`] of its `my-opt`.
pub fn main(reg: Registrations) -> ExitCode {
    let reg = reg.named_by_program("oxir-reduce");
    let args: Vec<String> = std::env::args().skip(1).collect();
    crate::write_output(&run_with(&reg, &args, None))
}
