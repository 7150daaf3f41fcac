//! The pass manager: passes anchored on an op name (or any op), nested pass managers, MLIR's
//! textual pipelines (`builtin.module(func.func(cse),symbol-dce)`), instrumentation (timing, IR
//! printing, verification between passes), and parallel runs over isolated-from-above ops.
//!
//! A nested pass manager runs on the ops directly nested in the current op that have its anchor
//! name. When those ops are isolated from above (functions), they are independent: each is
//! copied into a fork of the context ([`Context::fork_empty`]), transformed on its own thread
//! with `rayon`, and copied back in order, so the output is deterministic.

pub mod analysis;
pub mod options;
pub mod pipeline;
pub mod registry;
pub mod statistics;
pub mod timing;

use crate::clone::IrMapping;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::printer::{print_op, PrintFlags};
use crate::traits::IsolatedFromAbove;
use crate::OpRef;
use analysis::{AnalysisManager, PreservedAnalyses};
use rayon::prelude::*;
use statistics::{Statistic, StatisticsNode};
use timing::TimingTree;

/// A pass: a transformation or analysis of one op and what it contains.
pub trait Pass: Send + Sync {
    /// The pass's name as MLIR prints it in IR dumps and timing reports (e.g. `CSE`).
    fn name(&self) -> &'static str;
    /// Its command-line argument (e.g. `cse`).
    fn argument(&self) -> &'static str;
    /// A one-line description.
    fn description(&self) -> &'static str {
        ""
    }
    /// The op name this pass runs on (`Some("func.func")`), or `None` for any op.
    fn anchor(&self) -> Option<&'static str> {
        None
    }
    /// Runs the pass on `op`. An error fails the pipeline with that diagnostic.
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic>;
    /// Runs the pass with the pass manager's cache of analyses (MLIR's `getAnalysis<T>()`) and
    /// returns what the pass kept valid (`markAllAnalysesPreserved`, `markAnalysesPreserved<T>`).
    /// The default runs [`Pass::run`] and preserves nothing; a pass that uses analyses overrides
    /// this (and can make its `run` call it with a fresh [`AnalysisManager`]).
    fn run_with_analyses(
        &mut self,
        ctx: &mut Context,
        op: OpRef,
        analyses: &mut AnalysisManager,
    ) -> Result<PreservedAnalyses, Diagnostic> {
        let _ = analyses;
        self.run(ctx, op).map(|()| PreservedAnalyses::none())
    }
    /// A fresh copy with the same options (each thread runs its own copy).
    fn clone_pass(&self) -> Box<dyn Pass>;
    /// Sets option `key` (`canonicalize{max-iterations=3}`).
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        let _ = value;
        Err(format!("no such option '{key}'"))
    }
    /// Every option the pass declares, with its current value, for printing the pipeline
    /// (`--dump-pass-pipeline`): MLIR prints them all, defaults included, sorted by name (the
    /// printer sorts them).
    fn options(&self) -> Vec<(&'static str, options::OptionValue)> {
        Vec::new()
    }
    /// Statistics gathered by the last run, for `--mlir-pass-statistics` (the pass manager sums
    /// them over every op the pass runs on).
    fn statistics(&self) -> Vec<Statistic> {
        Vec::new()
    }
}

/// One step of a pass manager.
pub enum PassNode {
    /// A pass.
    Pass(Box<dyn Pass>),
    /// A nested pass manager.
    Nested(OpPassManager),
}

impl Clone for PassNode {
    fn clone(&self) -> Self {
        match self {
            PassNode::Pass(p) => PassNode::Pass(p.clone_pass()),
            PassNode::Nested(pm) => PassNode::Nested(pm.clone()),
        }
    }
}

/// A list of passes anchored on an op name (or any op).
#[derive(Clone)]
pub struct OpPassManager {
    anchor: Option<String>,
    nodes: Vec<PassNode>,
}

impl std::fmt::Debug for OpPassManager {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_pipeline_string())
    }
}

/// How a pipeline runs: MLIR's pass-manager command-line options.
#[derive(Clone, Debug)]
pub struct PassOptions {
    /// Verify the IR after each pass (`--verify-each`, default on).
    pub verify_each: bool,
    /// Run nested pass managers on isolated ops in parallel (`--mlir-disable-threading` off).
    pub threading: bool,
    /// Print the IR after every pass (`--mlir-print-ir-after-all`).
    pub print_after_all: bool,
    /// Print the IR before every pass (`--mlir-print-ir-before-all`).
    pub print_before_all: bool,
    /// Print the IR before the passes with these arguments (`--mlir-print-ir-before=cse`).
    pub print_before: Vec<String>,
    /// Print the IR after the passes with these arguments (`--mlir-print-ir-after=cse`).
    pub print_after: Vec<String>,
    /// Print the IR after a pass that failed (`--mlir-print-ir-after-failure`).
    pub print_after_failure: bool,
    /// Collect a timing tree (`--mlir-timing`).
    pub timing: bool,
    /// How IR dumps are printed.
    pub print_flags: PrintFlags,
    /// Attach `see current operation: ...` to the verifier's errors between passes, and keep it
    /// on the errors a pass reports on an op ([`crate::verifier::emit_error_on_op`]): mlir-opt
    /// does, except under `--verify-diagnostics`.
    pub print_op_on_diagnostic: bool,
}

impl Default for PassOptions {
    fn default() -> Self {
        PassOptions {
            verify_each: true,
            threading: true,
            print_after_all: false,
            print_before_all: false,
            print_before: Vec::new(),
            print_after: Vec::new(),
            print_after_failure: false,
            timing: false,
            print_flags: PrintFlags::default(),
            print_op_on_diagnostic: false,
        }
    }
}

/// What a run produced besides the IR: IR dumps (MLIR writes them to stderr) and timings.
#[derive(Default)]
pub struct PassRunOutput {
    /// IR dumps and other instrumentation text, in order.
    pub log: String,
    /// The timing tree, when timing was on.
    pub timing: Option<TimingTree>,
    /// The passes' statistics, one node per position of the top-level pipeline.
    pub statistics: Vec<StatisticsNode>,
}

impl OpPassManager {
    /// A pass manager anchored on `anchor` (an op name), or on any op when `None`.
    pub fn new(anchor: Option<&str>) -> Self {
        OpPassManager { anchor: anchor.map(str::to_string), nodes: Vec::new() }
    }

    /// The op name this pass manager runs on.
    pub fn anchor(&self) -> Option<&str> {
        self.anchor.as_deref()
    }

    /// Appends a pass.
    pub fn add_pass(&mut self, pass: Box<dyn Pass>) -> &mut Self {
        self.nodes.push(PassNode::Pass(pass));
        self
    }

    /// Appends a nested pass manager on ops named `anchor` and returns it.
    pub fn nest(&mut self, anchor: &str) -> &mut OpPassManager {
        self.nodes.push(PassNode::Nested(OpPassManager::new(Some(anchor))));
        match self.nodes.last_mut() {
            Some(PassNode::Nested(pm)) => pm,
            _ => unreachable!("just pushed a nested pass manager"),
        }
    }

    /// The steps of this pass manager.
    pub fn nodes(&self) -> &[PassNode] {
        &self.nodes
    }

    /// Whether there is no pass at all.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The pipeline in MLIR's textual syntax, on one line:
    /// `builtin.module(func.func(cse),inline{default-pipeline=canonicalize ...})`.
    pub fn to_pipeline_string(&self) -> String {
        let mut out = String::new();
        self.write_pipeline(&mut out, None);
        out
    }

    /// The pipeline as `--dump-pass-pipeline` prints it: one element a line, nested pipelines
    /// indented by two spaces (MLIR's `printAsTextualPipeline` with `pretty`).
    pub fn to_pretty_pipeline_string(&self) -> String {
        let mut out = String::new();
        self.write_pipeline(&mut out, Some(0));
        out
    }

    /// MLIR's `OpPassManager::dump()`: the number of top-level elements (a nested pipeline
    /// counts as one) and the pretty pipeline, ending with a blank line.
    pub fn dump_text(&self) -> String {
        format!("Pass Manager with {} passes:\n{}\n\n", self.nodes.len(), self.to_pretty_pipeline_string())
    }

    /// Writes the pipeline; `indent` is the nesting depth when pretty-printing.
    fn write_pipeline(&self, out: &mut String, indent: Option<usize>) {
        out.push_str(self.anchor.as_deref().unwrap_or("any"));
        out.push('(');
        let inner = indent.map(|i| i + 1);
        if inner.is_some() {
            out.push('\n');
        }
        for (i, node) in self.nodes.iter().enumerate() {
            if i > 0 {
                out.push(',');
                if inner.is_some() {
                    out.push('\n');
                }
            }
            if let Some(depth) = inner {
                out.push_str(&"  ".repeat(depth));
            }
            match node {
                PassNode::Pass(p) => {
                    out.push_str(p.argument());
                    out.push_str(&options::options_text(p.options()));
                }
                PassNode::Nested(pm) => pm.write_pipeline(out, inner),
            }
        }
        if let Some(depth) = indent {
            out.push('\n');
            out.push_str(&"  ".repeat(depth));
        }
        out.push(')');
    }

    /// Runs the pipeline on `op`; the first failure stops it.
    pub fn run(&self, ctx: &mut Context, op: OpRef, options: &PassOptions) -> (Result<(), Diagnostic>, PassRunOutput) {
        let mut out = PassRunOutput::default();
        let mut timing = TimingTree::new("Root");
        let mut analyses = AnalysisManager::new();
        let mut statistics = self.statistics_skeleton();
        let start = std::time::Instant::now();
        let mut run = Run { options, out: &mut out, analyses: &mut analyses };
        let result = self.run_on(ctx, op, &mut run, &mut timing, &mut statistics);
        timing.total = start.elapsed();
        if options.timing {
            out.timing = Some(timing);
        }
        out.statistics = statistics;
        (result, out)
    }

    /// One node per position of this pipeline, nested as it is, with no counters yet.
    fn statistics_skeleton(&self) -> Vec<StatisticsNode> {
        self.nodes
            .iter()
            .map(|n| match n {
                PassNode::Pass(p) => StatisticsNode { name: p.name().to_string(), ..Default::default() },
                PassNode::Nested(pm) => StatisticsNode {
                    name: format!("'{}' Pipeline", pm.anchor.as_deref().unwrap_or("any")),
                    stats: Vec::new(),
                    children: pm.statistics_skeleton(),
                },
            })
            .collect()
    }

    fn run_on(
        &self,
        ctx: &mut Context,
        op: OpRef,
        run: &mut Run<'_>,
        timing: &mut TimingTree,
        statistics: &mut [StatisticsNode],
    ) -> Result<(), Diagnostic> {
        let options = run.options;
        if let Some(anchor) = &self.anchor {
            if ctx.op_name_text(op) != anchor {
                return Err(Diagnostic::error(
                    ctx.op_loc(op),
                    format!("can't run '{anchor}' pass manager on '{}' op", ctx.op_name_text(op)),
                ));
            }
        }
        for (node, stats) in self.nodes.iter().zip(statistics.iter_mut()) {
            match node {
                PassNode::Pass(p) => {
                    let mut pass = p.clone_pass();
                    if let Some(anchor) = pass.anchor() {
                        if ctx.op_name_text(op) != anchor {
                            return Err(Diagnostic::error(
                                ctx.op_loc(op),
                                format!(
                                    "can't schedule pass '{}' restricted to '{anchor}' on a pass manager intended to run on '{}'!",
                                    pass.argument(),
                                    ctx.op_name_text(op)
                                ),
                            ));
                        }
                    }
                    let print_before =
                        options.print_before_all || options.print_before.iter().any(|a| a == pass.argument());
                    if print_before {
                        dump(ctx, op, "Before", pass.as_ref(), options, run.out);
                    }
                    let t = std::time::Instant::now();
                    let result = pass.run_with_analyses(ctx, op, run.analyses);
                    stats.add(pass.statistics());
                    let verified = match result {
                        Ok(preserved) => {
                            run.analyses.invalidate(&preserved);
                            if options.verify_each {
                                let vopts = crate::verifier::VerifierOptions {
                                    print_op_on_diagnostic: options.print_op_on_diagnostic,
                                    print_debuginfo: options.print_flags.debuginfo,
                                };
                                crate::verifier::verify_with(ctx, op, &vopts)
                            } else {
                                Ok(())
                            }
                        }
                        Err(mut e) => {
                            // An error a pass reports on an op carries the op (MLIR's
                            // `op->emitError`); mlir-opt leaves it out under --verify-diagnostics.
                            if !options.print_op_on_diagnostic {
                                crate::verifier::strip_current_operation_notes(&mut e);
                            }
                            Err(e)
                        }
                    };
                    timing.add_leaf(pass.name(), t.elapsed());
                    if let Err(e) = verified {
                        if options.print_after_failure {
                            dump(ctx, op, "After Failed", pass.as_ref(), options, run.out);
                        }
                        return Err(e);
                    }
                    let print_after =
                        options.print_after_all || options.print_after.iter().any(|a| a == pass.argument());
                    if print_after {
                        dump(ctx, op, "After", pass.as_ref(), options, run.out);
                    }
                }
                PassNode::Nested(pm) => {
                    let anchor = pm.anchor.clone().unwrap_or_default();
                    let label = format!("'{anchor}' Pipeline");
                    let t = std::time::Instant::now();
                    let mut child_timing = TimingTree::new(&label);
                    let r = pm.run_nested(ctx, op, run, &mut child_timing, &mut stats.children);
                    child_timing.total = t.elapsed();
                    timing.add_child(child_timing);
                    r?;
                }
            }
        }
        Ok(())
    }

    /// Runs this (nested) pass manager on every op directly nested in `parent` that has its
    /// anchor name.
    fn run_nested(
        &self,
        ctx: &mut Context,
        parent: OpRef,
        run: &mut Run<'_>,
        timing: &mut TimingTree,
        statistics: &mut [StatisticsNode],
    ) -> Result<(), Diagnostic> {
        let options = run.options;
        let mut targets = Vec::new();
        for &r in ctx.op_regions(parent) {
            for b in ctx.region_blocks(r) {
                for o in ctx.block_ops(b) {
                    if self.anchor.as_deref().is_none_or(|a| ctx.op_name_text(o) == a) {
                        targets.push(o);
                    }
                }
            }
        }
        let isolated = targets.iter().all(|&o| ctx.op_has_trait::<IsolatedFromAbove>(o));
        let dumping = options.print_after_all
            || options.print_before_all
            || !options.print_before.is_empty()
            || !options.print_after.is_empty()
            || options.print_after_failure;
        if !options.threading || !isolated || targets.len() < 2 || dumping {
            for o in targets {
                self.run_on(ctx, o, run, timing, statistics)?;
            }
            return Ok(());
        }
        // Each target in a fork of its own, in parallel; results are merged back in order.
        let shared: &Context = ctx;
        let results: Vec<Result<Forked, Diagnostic>> = targets
            .par_iter()
            .map(|&o| {
                let mut fork = shared.fork_empty();
                let copy = fork.copy_op_from(shared, o, &mut IrMapping::new())?;
                let mut local_out = PassRunOutput::default();
                let mut local_analyses = AnalysisManager::new();
                let mut local_run = Run { options, out: &mut local_out, analyses: &mut local_analyses };
                let mut local_timing = TimingTree::new("");
                let mut local_stats = self.statistics_skeleton();
                self.run_on(&mut fork, copy, &mut local_run, &mut local_timing, &mut local_stats)?;
                Ok(Forked { ctx: fork, op: copy, timing: local_timing, statistics: local_stats })
            })
            .collect();
        // The ops are replaced by copies: no cached analysis of the old ones stays valid.
        run.analyses.clear();
        for (&target, result) in targets.iter().zip(results) {
            let Forked { ctx: mut fork, op: copy, timing: local_timing, statistics: local_stats } = result?;
            for d in fork.take_emitted() {
                ctx.emit(d);
            }
            timing.merge(&local_timing);
            for (mine, theirs) in statistics.iter_mut().zip(&local_stats) {
                mine.merge(theirs);
            }
            let new = ctx.copy_op_from(&fork, copy, &mut IrMapping::new())?;
            replace_op(ctx, target, new)?;
        }
        Ok(())
    }
}

/// What a run carries down the pipeline: its options, its output, its analysis cache.
struct Run<'a> {
    options: &'a PassOptions,
    out: &'a mut PassRunOutput,
    analyses: &'a mut AnalysisManager,
}

/// What a nested pipeline's run on one op in a fork gives back.
struct Forked {
    ctx: Context,
    op: OpRef,
    timing: TimingTree,
    statistics: Vec<StatisticsNode>,
}

/// Puts `new` (detached) where `old` is, moves `old`'s uses to it, and erases `old`.
fn replace_op(ctx: &mut Context, old: OpRef, new: OpRef) -> Result<(), Diagnostic> {
    let Some(block) = ctx.op_parent_block(old) else {
        return Err(Diagnostic::error(ctx.op_loc(old), "cannot replace an op that is not in a block"));
    };
    ctx.insert_op_before(block, Some(old), new);
    let n = ctx.num_results(old).min(ctx.num_results(new));
    for i in 0..n {
        let (from, to) = (ctx.result(old, i), ctx.result(new, i));
        ctx.replace_all_uses_with(from, to);
    }
    ctx.erase_op(old)
}

fn dump(ctx: &Context, op: OpRef, when: &str, pass: &dyn Pass, options: &PassOptions, out: &mut PassRunOutput) {
    out.log.push_str(&format!("// -----// IR Dump {when} {} ({}) //----- //\n", pass.name(), pass.argument()));
    out.log.push_str(&print_op(ctx, op, options.print_flags));
    out.log.push('\n');
}

/// The top-level pass manager (anchored on `builtin.module` by default).
pub type PassManager = OpPassManager;

#[cfg(test)]
mod tests {
    use super::pipeline::parse_pipeline;
    use super::PassOptions;
    use crate::parser::{parse_source, ParseOptions};
    use crate::printer::{print_op, PrintFlags};
    use crate::Context;

    fn module_with_children(n: usize) -> String {
        let mut s = String::from("%c = \"t.def\"() : () -> i32\n");
        for i in 0..n {
            s.push_str(&format!(
                "module @m{i} {{\n  %0 = \"t.def\"() : () -> i32\n  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64\n  %2 = builtin.unrealized_conversion_cast %0 : i32 to i64\n  \"t.use\"(%1, %2) : (i64, i64) -> ()\n}}\n"
            ));
        }
        s
    }

    fn run(src: &str, pipeline: &str, threading: bool) -> String {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let m = parse_source(&mut ctx, src, &ParseOptions::default()).unwrap();
        crate::transforms::register_passes();
        let pm = parse_pipeline(pipeline).unwrap();
        let options = PassOptions { threading, ..Default::default() };
        let (result, _) = pm.run(&mut ctx, m, &options);
        result.unwrap();
        print_op(&ctx, m, PrintFlags::default())
    }

    #[test]
    fn nested_pipelines_run_in_parallel_with_the_same_result() {
        let src = module_with_children(16);
        let pipeline = "builtin.module(builtin.module(cse))";
        let sequential = run(&src, pipeline, false);
        let parallel = run(&src, pipeline, true);
        assert_eq!(sequential, parallel);
        assert_eq!(sequential.matches("unrealized_conversion_cast").count(), 16, "{sequential}");
    }

    /// An analysis that counts how often it is computed.
    struct OpCount(usize);

    static COMPUTED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

    impl super::analysis::Analysis for OpCount {
        fn compute(ctx: &Context, op: crate::OpRef) -> Self {
            COMPUTED.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            let mut n = 0;
            ctx.walk_ops_post_order(op, &mut |_| n += 1);
            OpCount(n)
        }
    }

    /// Asks for `OpCount`, records what it saw, and preserves what it is told to.
    #[derive(Clone)]
    struct UsesCount {
        preserve: bool,
        seen: std::sync::Arc<parking_lot::Mutex<Vec<usize>>>,
    }

    impl super::Pass for UsesCount {
        fn name(&self) -> &'static str {
            "UsesCount"
        }
        fn argument(&self) -> &'static str {
            "uses-count"
        }
        fn run(&mut self, ctx: &mut Context, op: crate::OpRef) -> Result<(), crate::Diagnostic> {
            self.run_with_analyses(ctx, op, &mut super::analysis::AnalysisManager::new()).map(|_| ())
        }
        fn run_with_analyses(
            &mut self,
            ctx: &mut Context,
            op: crate::OpRef,
            analyses: &mut super::analysis::AnalysisManager,
        ) -> Result<super::analysis::PreservedAnalyses, crate::Diagnostic> {
            self.seen.lock().push(analyses.get::<OpCount>(ctx, op).0);
            let mut kept = super::analysis::PreservedAnalyses::none();
            if self.preserve {
                kept.preserve::<OpCount>();
            }
            Ok(kept)
        }
        fn clone_pass(&self) -> Box<dyn super::Pass> {
            Box::new(self.clone())
        }
    }

    #[test]
    fn analyses_are_cached_until_a_pass_does_not_preserve_them() {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let src = "%0 = \"t.def\"() : () -> i32\n%1 = \"t.def\"() : () -> i32\n\"t.use\"(%0) : (i32) -> ()\n";
        let m = parse_source(&mut ctx, src, &ParseOptions::default()).unwrap();
        let seen = std::sync::Arc::new(parking_lot::Mutex::new(Vec::new()));
        let uses = |preserve| Box::new(UsesCount { preserve, seen: seen.clone() });
        let mut pm = super::OpPassManager::new(Some("builtin.module"));
        // cse, like every pass that only implements `run`, preserves nothing.
        pm.add_pass(uses(true)).add_pass(uses(true)).add_pass(uses(false)).add_pass(uses(true));
        crate::transforms::register_passes();
        pm.add_pass(crate::pass::registry::create_pass("cse").unwrap()).add_pass(uses(true));
        COMPUTED.store(0, std::sync::atomic::Ordering::SeqCst);
        let (result, _) = pm.run(&mut ctx, m, &PassOptions::default());
        result.unwrap();
        assert_eq!(*seen.lock(), vec![4, 4, 4, 4, 4]);
        // Computed by pass 1; cached for 2 and 3; pass 3 did not preserve it, so pass 4
        // recomputes; cse preserves nothing, so pass 6 recomputes.
        assert_eq!(COMPUTED.load(std::sync::atomic::Ordering::SeqCst), 3);
    }

    #[test]
    fn pipelines_print_back_in_mlir_syntax() {
        crate::transforms::register_passes();
        let pm = parse_pipeline("builtin.module(builtin.module(cse), symbol-dce)").unwrap();
        assert_eq!(pm.to_pipeline_string(), "builtin.module(builtin.module(cse),symbol-dce)");
        let pm = parse_pipeline("builtin.module(func.func(cse,func.func(cse)),any(canonicalize{max-iterations=3}))")
            .unwrap();
        let canonicalize =
            "canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}";
        assert_eq!(
            pm.dump_text(),
            format!(
                "Pass Manager with 2 passes:\nbuiltin.module(\n  func.func(\n    cse,\n    func.func(\n      cse\n    )\n  ),\n  any(\n    {canonicalize}\n  )\n)\n\n"
            )
        );
        assert_eq!(
            pm.to_pipeline_string(),
            format!("builtin.module(func.func(cse,func.func(cse)),any({canonicalize}))")
        );
        assert_eq!(
            super::OpPassManager::new(Some("builtin.module")).dump_text(),
            "Pass Manager with 0 passes:\nbuiltin.module(\n\n)\n\n"
        );
        assert!(parse_pipeline("builtin.module(nope)").is_err());
        assert!(parse_pipeline("builtin.module(cse").is_err());
    }
}
