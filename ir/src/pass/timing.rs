//! Pass timing (`--mlir-timing`): a tree of wall times printed in MLIR's report format.

use std::time::Duration;

/// A node of the timing tree.
#[derive(Clone, Debug)]
pub struct TimingTree {
    /// What was timed (`CSE`, `'func.func' Pipeline`).
    pub name: String,
    /// Its wall time (for a pipeline, its whole run).
    pub total: Duration,
    /// Nested timings, in first-seen order.
    pub children: Vec<TimingTree>,
}

impl TimingTree {
    /// An empty node.
    pub fn new(name: &str) -> Self {
        TimingTree { name: name.to_string(), total: Duration::ZERO, children: Vec::new() }
    }

    /// Adds `time` to the leaf child `name` (created if new).
    pub fn add_leaf(&mut self, name: &str, time: Duration) {
        match self.children.iter_mut().find(|c| c.name == name) {
            Some(c) => c.total += time,
            None => self.children.push(TimingTree { name: name.to_string(), total: time, children: Vec::new() }),
        }
    }

    /// Adds a child subtree, merging it into a child of the same name.
    pub fn add_child(&mut self, child: TimingTree) {
        match self.children.iter_mut().find(|c| c.name == child.name) {
            Some(c) => {
                c.total += child.total;
                c.merge(&child);
            }
            None => self.children.push(child),
        }
    }

    /// Merges `other`'s children into this node's.
    pub fn merge(&mut self, other: &TimingTree) {
        for c in &other.children {
            match self.children.iter_mut().find(|x| x.name == c.name) {
                Some(x) => {
                    x.total += c.total;
                    x.merge(c);
                }
                None => self.children.push(c.clone()),
            }
        }
    }

    /// MLIR's execution time report; `extra` are top-level entries such as `Parser` and
    /// `Output` measured by the tool, printed around the pipeline's entries.
    pub fn report(&self, before: &[(&str, Duration)], after: &[(&str, Duration)], total: Duration) -> String {
        let mut s = String::new();
        s.push_str("===-------------------------------------------------------------------------===\n");
        s.push_str("                         ... Execution time report ...\n");
        s.push_str("===-------------------------------------------------------------------------===\n");
        s.push_str(&format!("  Total Execution Time: {:.4} seconds\n\n", total.as_secs_f64()));
        s.push_str("  ----Wall Time----  ----Name----\n");
        let pct = |d: Duration| if total.is_zero() { 0.0 } else { 100.0 * d.as_secs_f64() / total.as_secs_f64() };
        let line = |s: &mut String, d: Duration, indent: usize, name: &str| {
            s.push_str(&format!("  {:8.4} ({:5.1}%)  {}{}\n", d.as_secs_f64(), pct(d), "  ".repeat(indent), name));
        };
        let mut accounted = Duration::ZERO;
        for (n, d) in before {
            line(&mut s, *d, 0, n);
            accounted += *d;
        }
        fn walk(s: &mut String, node: &TimingTree, indent: usize, line: &dyn Fn(&mut String, Duration, usize, &str)) {
            for c in &node.children {
                line(s, c.total, indent, &c.name);
                walk(s, c, indent + 1, line);
            }
        }
        for c in &self.children {
            line(&mut s, c.total, 0, &c.name);
            accounted += c.total;
            walk(&mut s, c, 1, &line);
        }
        for (n, d) in after {
            line(&mut s, *d, 0, n);
            accounted += *d;
        }
        line(&mut s, total.saturating_sub(accounted), 0, "Rest");
        line(&mut s, total, 0, "Total");
        s
    }
}
