//! The saturation loop: search every rule, apply the matches, rebuild, until nothing changes or
//! a limit (iterations, e-nodes, time) is hit. Searches start from an incrementally kept index
//! and, after a rule's first complete search, only look for new matches ([`Changes`]). The backoff scheduler bans a rule that matches
//! too often for a while (as egg's `BackoffScheduler`), so explosive rules such as
//! associativity do not crowd out the others.

use crate::analysis::OxGraph;
use crate::cpu_clock::ThreadCpuTime;
use crate::index::OpIndex;
use crate::machine::{Matcher, Matches, Program};
use crate::rules::RuleSet;
use crate::seminaive::Changes;
use std::time::{Duration, Instant};

/// Which scheduler.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Scheduler {
    /// Every rule, every iteration.
    Simple,
    /// egg's backoff: a rule with more than `1000 << bans` matches is banned for `5 << bans`
    /// iterations.
    Backoff,
}

/// Saturation limits.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Maximum iterations.
    pub iter_limit: usize,
    /// Maximum e-nodes.
    pub node_limit: usize,
    /// Maximum time.
    pub time_limit: Duration,
    /// The scheduler.
    pub scheduler: Scheduler,
    /// Whether a rule's searches after its first complete one only look for new matches
    /// (semi-naive); the result is the same either way, only the time differs.
    pub seminaive: bool,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            iter_limit: 30,
            node_limit: 600,
            time_limit: Duration::from_millis(2000),
            scheduler: Scheduler::Backoff,
            seminaive: true,
        }
    }
}

/// Why saturation stopped.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StopReason {
    /// No rule changed anything.
    Saturated,
    /// The iteration limit.
    IterationLimit,
    /// The e-node limit.
    NodeLimit,
    /// The time limit.
    TimeLimit,
}

impl StopReason {
    /// A short name for statistics.
    pub fn as_str(self) -> &'static str {
        match self {
            StopReason::Saturated => "saturated",
            StopReason::IterationLimit => "iteration-limit",
            StopReason::NodeLimit => "node-limit",
            StopReason::TimeLimit => "time-limit",
        }
    }
}

/// What a saturation did.
#[derive(Clone, Debug)]
pub struct Report {
    /// Iterations run.
    pub iterations: usize,
    /// E-nodes at the end.
    pub nodes: usize,
    /// E-classes at the end.
    pub classes: usize,
    /// Why it stopped.
    pub stop: StopReason,
    /// Time spent (wall clock).
    pub time: Duration,
    /// CPU time the saturating thread spent: the time per core, which the machine's load does
    /// not inflate.
    pub cpu_time: Duration,
    /// Rule applications that changed the e-graph.
    pub applied: u64,
}

/// Runs the one-time set-up of egg's clock before any saturation is timed. egg reads the time in
/// every `rebuild` (for its log), and the first reading in a process calibrates the clock
/// (quanta's `Calibration`, about 0.6 ms): work that belongs to no e-graph, which would otherwise
/// count in the first function's saturation time.
pub fn prepare() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        egg::EGraph::<egg::SymbolLang, ()>::default().rebuild();
    });
}

/// Runs `rules` on `eg` within `limits`.
///
/// Each iteration searches every rule that is not banned in the classes as they were at its
/// start (a copy, [`crate::machine::ClassTable`]), applying each rule's matches right after its
/// search, and rebuilds once: what searching every rule first and then applying all the matches
/// would do, without the searches whose matches the node limit would leave unapplied. A rule
/// whose previous search was complete only looks for new matches ([`Changes`]).
pub fn saturate(eg: &mut OxGraph, rules: &RuleSet, limits: &Limits) -> Report {
    let start = Instant::now();
    let cpu_start = ThreadCpuTime::now();
    crate::analysis::rebuild_if_dirty(eg);
    let n = rules.rules.len();
    let mut matcher = Matcher::with_programs(rules.programs());
    let max_depth = (0..n).filter_map(|r| matcher.program(r).map(Program::depth)).max().unwrap_or(0);
    let mut index = OpIndex::default();
    let mut changes = Changes::default();
    let mut banned_until = vec![0usize; n];
    let mut bans = vec![0u32; n];
    // Whether the rule's last search (in the previous iteration) found every match.
    let mut complete = vec![false; n];
    let budget_per_rule = limits.node_limit.saturating_mul(20).max(10_000);
    let mut applied = 0u64;
    let mut iterations = 0;
    let mut matches: Option<Matches> = None;
    let stop = loop {
        if rules.rules.is_empty() && rules.rust.is_empty() {
            break StopReason::Saturated;
        }
        if iterations >= limits.iter_limit {
            break StopReason::IterationLimit;
        }
        iterations += 1;
        let before = (eg.total_number_of_nodes(), eg.number_of_classes());
        index.update(eg);
        let touched = std::mem::take(&mut eg.analysis.touched);
        changes.advance(eg, &touched, max_depth);
        // The Rust rules search the e-graph itself: before anything is applied.
        let rust: Vec<_> = rules.rust.iter().map(|rw| rw.search_with_limit(eg, limits.node_limit.max(1000))).collect();
        let mut any_banned = false;
        let mut out_of_time = false;
        let mut applied_now = 0u64;
        let mut full = false;
        // Each rule is searched in the table of the classes as they were at the start of the
        // iteration, then its matches are applied: the same matches, applied in the same order,
        // as searching every rule first, but no search runs once the node limit is reached.
        for (r, rule) in rules.rules.iter().enumerate() {
            if banned_until[r] > iterations {
                any_banned = true;
                complete[r] = false;
                continue;
            }
            let Some(prog) = matcher.program(r) else { continue };
            let root = prog.root();
            let only_new = (limits.seminaive && complete[r]).then_some(&changes);
            let matches = match &mut matches {
                Some(m) => {
                    m.reset(rule);
                    m
                }
                None => matches.insert(Matches::new(rule)),
            };
            let mut budget = budget_per_rule;
            let threshold = match limits.scheduler {
                Scheduler::Backoff => 1000usize << bans[r].min(20),
                Scheduler::Simple => usize::MAX,
            };
            let roots = index.classes(root);
            let finished =
                matcher.search(eg, changes.table(), rule, r, roots, only_new, matches, &mut budget, threshold);
            if matches.len() > threshold {
                banned_until[r] = iterations + (5usize << bans[r].min(20));
                bans[r] += 1;
                any_banned = true;
                complete[r] = false;
                continue;
            }
            complete[r] = finished;
            for i in 0..matches.len() {
                let (root, b) = matches.get(i);
                if rule.apply(eg, root, b) {
                    applied_now += 1;
                }
                if eg.total_size() > limits.node_limit {
                    full = true;
                    break;
                }
            }
            if full {
                break;
            }
            if start.elapsed() > limits.time_limit {
                out_of_time = true;
                break;
            }
        }
        for (rw, matches) in rules.rust.iter().zip(&rust) {
            if full || eg.total_size() > limits.node_limit {
                full = true;
                break;
            }
            if !matches.is_empty() {
                applied_now += rw.apply(eg, matches).len() as u64;
            }
        }
        applied += applied_now;
        crate::analysis::rebuild_if_dirty(eg);
        if full {
            break StopReason::NodeLimit;
        }
        if out_of_time || start.elapsed() > limits.time_limit {
            break StopReason::TimeLimit;
        }
        let after = (eg.total_number_of_nodes(), eg.number_of_classes());
        if before == after && applied_now == 0 && !any_banned {
            break StopReason::Saturated;
        }
    };
    Report {
        iterations,
        nodes: eg.total_number_of_nodes(),
        classes: eg.number_of_classes(),
        stop,
        time: start.elapsed(),
        cpu_time: cpu_start.elapsed(),
        applied,
    }
}
