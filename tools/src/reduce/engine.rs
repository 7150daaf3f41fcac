//! The reducer: candidates are built from the current text by a fresh parse, one reduction
//! applied to a chosen subset of its items, verification and printing; only candidates that
//! verify reach the interestingness test. Everything is deterministic: the same input, test and
//! options give the same result with the same test runs.

use super::ddmin::ddmin;
use super::edits::Reduction;
use super::tester::Tester;
use crate::opt::{Chunk, Options as OptOptions, PipelineStep};
use crate::Registrations;
use oxir::printer::{print_op, PrintFlags};
use oxir::{Context, OpRef};
use std::collections::{HashMap, HashSet};

/// How the reducer reads its input (the parsing flags mlir-reduce shares with mlir-opt).
#[derive(Debug, Default, Clone)]
pub struct ParseFlags {
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered: bool,
    /// `--no-implicit-module`.
    pub no_implicit_module: bool,
    /// The input's name in diagnostics (`<stdin>` when empty).
    pub name: String,
}

impl ParseFlags {
    fn name(&self) -> &str {
        if self.name.is_empty() {
            "<stdin>"
        } else {
            &self.name
        }
    }
}

/// Reduces texts with the dialects and passes of a tool's [`Registrations`], asking one
/// interestingness [`Tester`].
pub struct Reducer<'a> {
    reg: &'a Registrations,
    flags: ParseFlags,
    tester: Tester,
    verdicts: HashMap<String, bool>,
    /// Every text the reduction has stood on: a candidate equal to one is refused, so that no
    /// sequence of reductions can cycle.
    visited: HashSet<String>,
}

/// `root` printed in MLIR's form, ending in one newline.
fn print(ctx: &Context, root: OpRef) -> String {
    let mut text = print_op(ctx, root, PrintFlags::default());
    text.truncate(text.trim_end().len());
    text.push('\n');
    text
}

impl<'a> Reducer<'a> {
    /// A reducer for inputs read with `flags`, using `tester`.
    pub fn new(reg: &'a Registrations, flags: ParseFlags, tester: Tester) -> Self {
        Reducer { reg, flags, tester, verdicts: HashMap::new(), visited: HashSet::new() }
    }

    /// How many times the interestingness script has run.
    pub fn test_runs(&self) -> usize {
        self.tester.runs()
    }

    fn opt_options(&self) -> OptOptions {
        OptOptions {
            input: "-".into(),
            output: "-".into(),
            allow_unregistered: self.flags.allow_unregistered,
            no_implicit_module: self.flags.no_implicit_module,
            verify_each: true,
            ..Default::default()
        }
    }

    /// Parses and verifies `text` in a fresh context; the diagnostics as text on failure.
    pub fn parse(&self, text: &str) -> Result<(Context, OpRef), String> {
        let mut ctx = self.reg.new_context(self.flags.allow_unregistered);
        let whole = Chunk { text, line: 1, column: 1 };
        let name = self.flags.name();
        match crate::opt::parse_and_verify(&mut ctx, &self.opt_options(), name, &whole) {
            Ok(op) => Ok((ctx, op)),
            Err(diags) => {
                let mut sm = oxir::SourceMgr::new();
                sm.add(name, text);
                Err(diags.iter().map(|d| sm.render(&ctx, d)).collect())
            }
        }
    }

    /// Parses `text` and prints it back, as candidates are printed: MLIR's form, with one final
    /// newline (as mlir-reduce writes its output).
    pub fn normalize(&self, text: &str) -> Result<String, String> {
        let (ctx, root) = self.parse(text)?;
        Ok(print(&ctx, root))
    }

    /// `text` parsed, changed by `edit` and printed, if the edit succeeds and the result
    /// verifies.
    fn candidate(&self, text: &str, edit: impl FnOnce(&mut Context, OpRef) -> bool) -> Option<String> {
        let (mut ctx, root) = self.parse(text).ok()?;
        if !edit(&mut ctx, root) || oxir::verifier::verify(&ctx, root).is_err() {
            return None;
        }
        Some(print(&ctx, root))
    }

    /// Whether `text` is interesting, asking the script once per distinct text.
    pub fn is_interesting(&mut self, text: &str) -> Result<bool, String> {
        if let Some(&verdict) = self.verdicts.get(text) {
            return Ok(verdict);
        }
        let verdict = self.tester.is_interesting(text)?;
        self.verdicts.insert(text.to_string(), verdict);
        Ok(verdict)
    }

    /// The input as the reducer prints it (parsed, verified and printed), which must be
    /// interesting: the start of every reduction.
    pub fn interesting_start(&mut self, text: &str) -> Result<String, String> {
        let printed = self.normalize(text)?;
        if !self.is_interesting(&printed)? {
            return Err("uninterested module will not be reduced".into());
        }
        Ok(printed)
    }

    /// One reduction over the whole of `text` by delta debugging over its items; the smallest
    /// interesting candidate found (or `text`).
    fn reduce_with(&mut self, reduction: Reduction, text: String) -> Result<String, String> {
        let n = match self.parse(&text) {
            Ok((ctx, root)) => reduction.items(&ctx, root).len(),
            Err(e) => return Err(e),
        };
        let mut best = None;
        ddmin(n, &mut |chosen| {
            let Some(candidate) = self.candidate(&text, |ctx, root| reduction.apply(ctx, root, chosen)) else {
                return Ok(false);
            };
            if candidate == text || self.visited.contains(&candidate) || !self.is_interesting(&candidate)? {
                return Ok(false);
            }
            self.visited.insert(candidate.clone());
            best = Some(candidate);
            Ok(true)
        })?;
        Ok(best.unwrap_or(text))
    }

    /// The reduction tree (mlir-reduce's `reduction-tree` pass): rounds of every [`Reduction`]
    /// until a round changes nothing. `text` must be interesting.
    pub fn reduction_tree(&mut self, text: &str) -> Result<String, String> {
        let mut text = self.interesting_start(text)?;
        self.visited.insert(text.clone());
        loop {
            let before = text.clone();
            for reduction in Reduction::ALL {
                text = self.reduce_with(reduction, text)?;
            }
            if text == before {
                return Ok(text);
            }
        }
    }

    /// mlir-reduce's `opt-reduction-pass`: runs the pass pipeline `pipeline` (e.g. `symbol-dce`
    /// or `func.func(canonicalize,cse)`) on `text` and keeps the result if it is interesting and
    /// smaller.
    pub fn opt_reduction(&mut self, text: &str, pipeline: &str) -> Result<String, String> {
        let text = self.interesting_start(text)?;
        let top = {
            let (ctx, root) = self.parse(&text)?;
            ctx.op_name_text(root).to_string()
        };
        // As MLIR's pass, a pipeline without an anchor runs nested in the top-level op.
        let anchored = match pipeline.strip_prefix(top.as_str()) {
            Some(rest) if rest.starts_with('(') => pipeline.to_string(),
            _ => format!("{top}({pipeline})"),
        };
        let mut opts = self.opt_options();
        opts.pipeline.push(PipelineStep::Pipeline(anchored));
        let out = crate::opt::run_on_text(self.reg, &opts, &text);
        if out.code != 0 {
            return Err(format!("failed to run pass pipeline '{pipeline}'\n{}", out.stderr));
        }
        let reduced = self.normalize(&out.stdout)?;
        if reduced.len() < text.len() && self.is_interesting(&reduced)? {
            Ok(reduced)
        } else {
            Ok(text)
        }
    }
}
