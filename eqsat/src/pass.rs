//! The `eqsat` pass: equality saturation of the pure dataflow under the op the pass runs on, one
//! e-graph for each block with the loop and branch bodies nested in it ([`crate::region`]), or
//! one per block ([`crate::convert`]) when nothing is nested, with `regions=false` or `dump`;
//! with options for rules, costs, limits, extractor, scheduler and explanations.

use crate::convert::{optimize_block, BlockConfig, BlockStats, Chosen};
use crate::cost::CostModel;
use crate::extractor_options::ExtractorOptions;
use crate::region::{has_nested_dataflow, optimize_unit};
use crate::rules::check::load_rules;
use crate::rules::RuleSet;
use crate::saturate::{Limits, Scheduler, StopReason};
use crate::scope::Unit;
use crate::syntax::SourceFile;
use oxir::pass::options::OptionValue;
use oxir::pass::statistics::Statistic;
use oxir::pass::Pass;
use oxir::rewrite::greedy::FrozenPatternSet;
use oxir::{BlockRef, Context, Diagnostic, OpRef};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The rules oxir ships, by file name.
pub const SHIPPED_RULES: [(&str, &str); 2] =
    [("arith.rules", include_str!("../rules/arith.rules")), ("tensor.rules", include_str!("../rules/tensor.rules"))];

/// Loads the shipped rule sets.
pub fn shipped_rules(ctx: &mut Context) -> Result<RuleSet, Diagnostic> {
    let mut all = RuleSet::default();
    for (name, text) in SHIPPED_RULES {
        let set = load_rules(ctx, &SourceFile::new(format!("<oxir>/eqsat/rules/{name}"), text))?;
        all.rules.extend(set.rules);
    }
    Ok(all)
}

/// The `eqsat` pass and its options.
#[derive(Clone, Debug)]
pub struct EqSat {
    rules: Vec<String>,
    rulesets: Option<Vec<String>>,
    cost: Option<String>,
    limits: Limits,
    extractor: ExtractorOptions,
    fold: bool,
    canonicalize: bool,
    explain: bool,
    dump: bool,
    regions: bool,
    stats: bool,
    counters: Counters,
    /// Shared by the copies the pass manager makes for each function (and thread).
    loaded: Arc<Mutex<Option<Arc<Loaded>>>>,
}

/// The rules, costs and canonicalization patterns loaded for the contexts sharing the interned
/// data of `ctx` with as many registered ops: loaded once for all the functions the pass runs
/// on, not once per function.
struct Loaded {
    ctx: Context,
    ops: usize,
    rules: RuleSet,
    costs: CostModel,
    patterns: Option<FrozenPatternSet>,
}

impl std::fmt::Debug for Loaded {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Loaded({} rules)", self.rules.rules.len())
    }
}

#[derive(Clone, Debug, Default)]
struct Counters {
    blocks: u64,
    iterations: u64,
    nodes: u64,
    classes: u64,
    applied: u64,
    cost_before: u64,
    cost_after: u64,
    cost_canonical: u64,
    cost_extracted: u64,
    ilp_fallbacks: u64,
    ilp_proven: u64,
    skipped: u64,
    dumped: u64,
    from_canonical: u64,
    from_original: u64,
    time_us: u64,
    cpu_us: u64,
    extract_us: u64,
    saturated: u64,
    iter_limited: u64,
    node_limited: u64,
    time_limited: u64,
    created: u64,
    erased: u64,
    units: u64,
    selects: u64,
}

impl Default for EqSat {
    fn default() -> Self {
        EqSat {
            rules: Vec::new(),
            rulesets: None,
            cost: None,
            limits: Limits::default(),
            extractor: ExtractorOptions::default(),
            fold: true,
            canonicalize: true,
            explain: false,
            dump: false,
            regions: true,
            stats: false,
            counters: Counters::default(),
            loaded: Arc::default(),
        }
    }
}

pub(crate) fn parse_bool(key: &str, v: &str) -> Result<bool, String> {
    match v {
        "true" | "1" | "" => Ok(true),
        "false" | "0" => Ok(false),
        _ => Err(format!("invalid value '{v}' for option '{key}'")),
    }
}

fn list(v: &str) -> Vec<String> {
    v.split([',', '+']).map(str::trim).filter(|s| !s.is_empty()).map(str::to_string).collect()
}

impl EqSat {
    fn load(&self, ctx: &mut Context, loc: oxir::Attribute) -> Result<(RuleSet, CostModel), Diagnostic> {
        let mut rules = RuleSet::default();
        let mut use_shipped = self.rules.is_empty();
        for f in &self.rules {
            if f == "builtin" || f == "shipped" {
                use_shipped = true;
                continue;
            }
            if f == "none" {
                continue;
            }
            let file = SourceFile::read(f, loc, "rules")?;
            rules.rules.extend(load_rules(ctx, &file)?.rules);
        }
        if use_shipped {
            let mut s = shipped_rules(ctx)?;
            s.rules.append(&mut rules.rules);
            rules = s;
            rules.rust.extend(crate::rules::linalg::rules(ctx));
        }
        rules.rules.extend(crate::rules::load_declared_rules(ctx)?.rules);
        rules.rules.extend(crate::traits::trait_rules(ctx).rules);
        rules.rust.extend(crate::rules::rust_rules(ctx)?);
        if let Some(sets) = &self.rulesets {
            if sets.iter().any(|s| s == "none") {
                rules.rules.clear();
                rules.rust.clear();
            } else if !sets.iter().any(|s| s == "all") {
                for s in sets {
                    if !rules.has_set(s) {
                        return Err(Diagnostic::error(loc, format!("eqsat: no rule set named '{s}'")));
                    }
                }
                rules.select(sets);
            }
        }
        let costs = match &self.cost {
            Some(f) => CostModel::parse(ctx, &SourceFile::read(f, loc, "cost")?)?,
            None => CostModel::default(),
        };
        Ok((rules, costs))
    }

    /// Adds what one block (or unit of nested blocks) did to the statistics.
    fn record(&mut self, s: &BlockStats) {
        let Some(r) = &s.report else { return };
        let c = &mut self.counters;
        c.blocks += 1;
        c.iterations += r.iterations as u64;
        c.nodes += r.nodes as u64;
        c.classes += r.classes as u64;
        c.applied += r.applied;
        c.time_us += r.time.as_micros() as u64;
        c.cpu_us += r.cpu_time.as_micros() as u64;
        match r.stop {
            StopReason::Saturated => c.saturated += 1,
            StopReason::IterationLimit => c.iter_limited += 1,
            StopReason::NodeLimit => c.node_limited += 1,
            StopReason::TimeLimit => c.time_limited += 1,
        }
        c.cost_before += s.cost_before;
        c.cost_after += s.cost_after;
        c.cost_canonical += s.cost_canonical.unwrap_or(s.cost_before);
        c.cost_extracted += s.cost_extracted.unwrap_or(s.cost_before);
        c.ilp_fallbacks += u64::from(s.ilp_fallback);
        c.ilp_proven += u64::from(s.ilp_proven);
        c.skipped += s.skipped as u64;
        c.dumped += u64::from(s.dumped);
        c.from_canonical += u64::from(!s.skipped && s.chosen == Chosen::Canonical);
        c.from_original += u64::from(!s.skipped && s.chosen == Chosen::Original);
        c.extract_us += s.extract_time.as_micros() as u64;
        c.created += s.created;
        c.erased += s.erased;
        if self.stats {
            let from = match (s.skipped, s.chosen) {
                (true, _) => " (kept as is)",
                (false, Chosen::Extracted) => "",
                (false, Chosen::Canonical) => " (canonical)",
                (false, Chosen::Original) => " (original)",
            };
            eprintln!(
                "eqsat: block: iterations={} e-nodes={} e-classes={} stop={} time={}us rewrites={} cost {} -> {}{from}",
                r.iterations,
                r.nodes,
                r.classes,
                r.stop.as_str(),
                r.time.as_micros(),
                r.applied,
                s.cost_before,
                s.cost_after,
            );
        }
    }
}

impl Pass for EqSat {
    fn name(&self) -> &'static str {
        "EqSat"
    }
    fn argument(&self) -> &'static str {
        "eqsat"
    }
    fn description(&self) -> &'static str {
        "Equality saturation of pure dataflow with rewrite rules, then extraction by cost"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        crate::saturate::prepare();
        let loc = ctx.op_loc(op);
        let ops = ctx.registered_op_infos().len();
        let cached = self.loaded.lock().ok().and_then(|l| l.clone());
        let loaded = match cached {
            Some(l) if l.ops == ops && l.ctx.shares_interning_with(ctx) => l,
            _ => {
                let (rules, costs) = self.load(ctx, loc)?;
                let patterns = self.canonicalize.then(|| FrozenPatternSet::canonicalization_patterns(ctx));
                let l = Arc::new(Loaded { ctx: ctx.fork_empty(), ops, rules, costs, patterns });
                if let Ok(mut slot) = self.loaded.lock() {
                    *slot = Some(l.clone());
                }
                l
            }
        };
        let (rules, costs, patterns) = (&loaded.rules, &loaded.costs, &loaded.patterns);
        let cfg = BlockConfig {
            rules,
            costs,
            limits: self.limits.clone(),
            extractor: self.extractor.kind(),
            allow_more_ops: self.extractor.allow_more_ops(),
            fold: self.fold,
            explain: self.explain,
            dump: self.dump,
            canonical: patterns.as_ref(),
        };
        if !self.dump && self.regions {
            self.counters.selects += crate::select::ifs_to_selects(ctx, op, costs)?;
        }
        let mut blocks: Vec<BlockRef> = Vec::new();
        ctx.walk_blocks(op, &mut |b| blocks.push(b));
        // An e-graph's body is not a program: its blocks are left to `eqsat-extract`.
        blocks.retain(|&b| !ctx.block_parent_op(b).is_some_and(|p| ctx.isa_op::<crate::dialect::EGraphOp>(p)));
        // Nor is an implied region (a named linalg op's body), which its op rebuilds.
        blocks.retain(|&b| !ctx.block_parent_op(b).is_some_and(|p| crate::implied::is_implied(ctx, p)));
        if self.dump || !self.regions {
            // Nested blocks first: they must see the constants of their parents' blocks before
            // those become e-graph results. The e-graph of a block stands in one place: no
            // block is saturated with the blocks nested in it.
            if self.dump {
                blocks.reverse();
            }
            for b in blocks {
                let s = optimize_block(ctx, b, &cfg)?;
                self.record(&s);
            }
            return Ok(());
        }
        // One e-graph for each block and the loop and branch bodies nested in it.
        blocks.retain(|&b| !crate::scope::is_nested(ctx, b));
        for b in blocks {
            let unit = Unit::collect(ctx, b);
            if unit.is_nested() && has_nested_dataflow(ctx, &unit) {
                if let Some(s) = optimize_unit(ctx, &unit, &cfg)? {
                    self.counters.units += 1;
                    self.record(&s);
                    continue;
                }
            }
            // Block by block (no nested dataflow, or no program of the whole placeable).
            for &nb in &unit.blocks {
                let s = optimize_block(ctx, nb, &cfg)?;
                self.record(&s);
            }
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(EqSat { counters: Counters::default(), ..self.clone() })
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        self.loaded = Arc::default();
        if let Some(done) = self.extractor.set_option(key, value) {
            return done;
        }
        let int = |v: &str| v.parse::<u64>().map_err(|_| format!("invalid value '{v}' for option '{key}'"));
        match key {
            "rules" => self.rules = list(value),
            "rulesets" => self.rulesets = Some(list(value)),
            "cost" => self.cost = (!value.is_empty()).then(|| value.to_string()),
            "iter-limit" => self.limits.iter_limit = int(value)? as usize,
            "node-limit" => self.limits.node_limit = int(value)? as usize,
            "time-limit-ms" => self.limits.time_limit = Duration::from_millis(int(value)?),
            "scheduler" => {
                self.limits.scheduler = match value {
                    "simple" => Scheduler::Simple,
                    "backoff" => Scheduler::Backoff,
                    _ => {
                        return Err(format!("invalid value '{value}' for option '{key}' (expected simple or backoff)"))
                    }
                }
            }
            "fold" => self.fold = parse_bool(key, value)?,
            "canonicalize" => self.canonicalize = parse_bool(key, value)?,
            "seminaive" => self.limits.seminaive = parse_bool(key, value)?,
            "explain" => self.explain = parse_bool(key, value)?,
            "dump" => self.dump = parse_bool(key, value)?,
            "regions" => self.regions = parse_bool(key, value)?,
            "stats" => self.stats = parse_bool(key, value)?,
            _ => return Err(format!("no such option '{key}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(&'static str, OptionValue)> {
        let scheduler = match self.limits.scheduler {
            Scheduler::Simple => "simple",
            Scheduler::Backoff => "backoff",
        };
        let mut o = self.extractor.options();
        o.extend([
            ("canonicalize", OptionValue::Bool(self.canonicalize)),
            ("cost", OptionValue::Str(self.cost.clone().unwrap_or_default())),
            ("dump", OptionValue::Bool(self.dump)),
            ("explain", OptionValue::Bool(self.explain)),
            ("fold", OptionValue::Bool(self.fold)),
            ("iter-limit", OptionValue::UInt(self.limits.iter_limit as u64)),
            ("node-limit", OptionValue::UInt(self.limits.node_limit as u64)),
            ("regions", OptionValue::Bool(self.regions)),
            ("rules", OptionValue::strings(&self.rules)),
            ("rulesets", OptionValue::strings(self.rulesets.as_deref().unwrap_or_default())),
            ("scheduler", OptionValue::enumerated(scheduler, &["simple", "backoff"])),
            ("seminaive", OptionValue::Bool(self.limits.seminaive)),
            ("stats", OptionValue::Bool(self.stats)),
            ("time-limit-ms", OptionValue::UInt(self.limits.time_limit.as_millis() as u64)),
        ]);
        o
    }
    fn statistics(&self) -> Vec<Statistic> {
        let c = &self.counters;
        vec![
            Statistic::new("blocks", "Number of blocks saturated", c.blocks),
            Statistic::new("iterations", "Number of saturation iterations", c.iterations),
            Statistic::new("e-nodes", "Number of e-nodes at the end", c.nodes),
            Statistic::new("e-classes", "Number of e-classes at the end", c.classes),
            Statistic::new("rewrites", "Number of rule applications", c.applied),
            Statistic::new("saturated", "Number of blocks that saturated", c.saturated),
            Statistic::new("stopped-by-iter-limit", "Number of blocks stopped by the iteration limit", c.iter_limited),
            Statistic::new("stopped-by-node-limit", "Number of blocks stopped by the e-node limit", c.node_limited),
            Statistic::new("stopped-by-time-limit", "Number of blocks stopped by the time limit", c.time_limited),
            Statistic::new("cost-before", "Cost of the blocks before", c.cost_before),
            Statistic::new("cost-after", "Cost of the blocks after", c.cost_after),
            Statistic::new("cost-canonical", "Cost of the blocks as canonicalize leaves them", c.cost_canonical),
            Statistic::new("cost-extracted", "Cost of the extractor's choices", c.cost_extracted),
            Statistic::new("ilp-fallbacks", "Number of blocks too large for the ILP extractor", c.ilp_fallbacks),
            Statistic::new("ilp-proven", "Number of blocks whose ILP extraction is proven optimal", c.ilp_proven),
            Statistic::new("blocks-dumped", "Number of blocks replaced by their e-graph (dump)", c.dumped),
            Statistic::new("blocks-kept", "Number of blocks left unchanged (no choice could be placed)", c.skipped),
            Statistic::new("blocks-canonical", "Number of blocks rebuilt from their canonical form", c.from_canonical),
            Statistic::new("blocks-original", "Number of blocks rebuilt from their original form", c.from_original),
            Statistic::new("regions", "Number of blocks saturated with the blocks nested in them", c.units),
            Statistic::new("ifs-to-selects", "Number of scf.if turned into arith.select", c.selects),
            Statistic::new("ops-created", "Number of ops created", c.created),
            Statistic::new("ops-erased", "Number of ops erased", c.erased),
            Statistic::new("time-us", "Saturation time in microseconds", c.time_us),
            Statistic::new("cpu-us", "Saturation CPU time in microseconds (per core)", c.cpu_us),
            Statistic::new("extraction-us", "Extraction and rebuilding time in microseconds", c.extract_us),
        ]
    }
}
