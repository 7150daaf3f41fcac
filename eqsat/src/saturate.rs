//! The saturation loop: search every rule, apply the matches, rebuild, until nothing changes or
//! a limit (iterations, e-nodes, time) is hit. The backoff scheduler bans a rule that matches
//! too often for a while (as egg's `BackoffScheduler`), so explosive rules such as
//! associativity do not crowd out the others.

use crate::analysis::OxGraph;
use crate::rules::{index_classes, RuleSet};
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
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            iter_limit: 30,
            node_limit: 10_000,
            time_limit: Duration::from_millis(2000),
            scheduler: Scheduler::Backoff,
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
    /// Time spent.
    pub time: Duration,
    /// Rule applications that changed the e-graph.
    pub applied: u64,
}

/// Runs `rules` on `eg` within `limits`.
pub fn saturate(eg: &mut OxGraph, rules: &RuleSet, limits: &Limits) -> Report {
    let start = Instant::now();
    eg.rebuild();
    let mut banned_until = vec![0usize; rules.rules.len()];
    let mut bans = vec![0u32; rules.rules.len()];
    let mut applied = 0u64;
    let mut iterations = 0;
    let stop = loop {
        if rules.rules.is_empty() && rules.rust.is_empty() {
            break StopReason::Saturated;
        }
        if iterations >= limits.iter_limit {
            break StopReason::IterationLimit;
        }
        iterations += 1;
        let before = (eg.total_number_of_nodes(), eg.number_of_classes());
        let index = index_classes(eg);
        let mut any_banned = false;
        let mut all = Vec::new();
        let mut out_of_time = false;
        for (r, rule) in rules.rules.iter().enumerate() {
            if banned_until[r] > iterations {
                any_banned = true;
                continue;
            }
            let budget = limits.node_limit.saturating_mul(20).max(10_000);
            let matches = rule.search(eg, &index, budget);
            if limits.scheduler == Scheduler::Backoff {
                let threshold = 1000usize << bans[r].min(20);
                if matches.len() > threshold {
                    banned_until[r] = iterations + (5usize << bans[r].min(20));
                    bans[r] += 1;
                    any_banned = true;
                    continue;
                }
            }
            all.push((r, matches));
            if start.elapsed() > limits.time_limit {
                out_of_time = true;
                break;
            }
        }
        let mut applied_now = 0u64;
        for (r, matches) in &all {
            for (root, b) in matches {
                if rules.rules[*r].apply(eg, *root, b) {
                    applied_now += 1;
                }
                if eg.total_number_of_nodes() > limits.node_limit {
                    break;
                }
            }
        }
        for rw in &rules.rust {
            if eg.total_number_of_nodes() > limits.node_limit {
                break;
            }
            let matches = rw.search_with_limit(eg, limits.node_limit.max(1000));
            if !matches.is_empty() {
                applied_now += rw.apply(eg, &matches).len() as u64;
            }
        }
        applied += applied_now;
        eg.rebuild();
        if eg.total_number_of_nodes() > limits.node_limit {
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
        applied,
    }
}
