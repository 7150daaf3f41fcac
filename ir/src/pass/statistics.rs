//! Pass statistics (`--mlir-pass-statistics`): counters each pass reports, summed over every op
//! the pass ran on, and printed as MLIR's "Pass statistics report" in pipeline or list form.

use std::fmt::Write;

/// One counter of a pass (MLIR's `Pass::Statistic`): a name, a description and a value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statistic {
    /// The counter's name, e.g. `num-cse'd`.
    pub name: &'static str,
    /// What it counts, e.g. `Number of operations CSE'd`.
    pub description: &'static str,
    /// The value.
    pub value: u64,
}

impl Statistic {
    /// A counter.
    pub fn new(name: &'static str, description: &'static str, value: u64) -> Self {
        Statistic { name, description, value }
    }
}

/// How the report lays the passes out (`--mlir-pass-statistics-display=pipeline|list`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum StatisticsDisplay {
    /// Nested as the pipeline is, a pass once per position.
    #[default]
    Pipeline,
    /// Flat, every pass once with its counters summed over all positions.
    List,
}

/// The statistics of one pipeline position: a pass with its counters, or a nested pipeline.
#[derive(Clone, Debug, Default)]
pub struct StatisticsNode {
    /// The pass name (`CSE`) or the pipeline's label (`'func.func' Pipeline`).
    pub name: String,
    /// The pass's counters (empty for a pipeline).
    pub stats: Vec<Statistic>,
    /// The nested pipeline's positions.
    pub children: Vec<StatisticsNode>,
}

impl StatisticsNode {
    /// Adds `stats` to this node's counters (summed by name).
    pub fn add(&mut self, stats: Vec<Statistic>) {
        for s in stats {
            match self.stats.iter_mut().find(|t| t.name == s.name) {
                Some(t) => t.value += s.value,
                None => self.stats.push(s),
            }
        }
    }

    /// Adds another run's statistics of the same pipeline (from a parallel run) to these.
    pub fn merge(&mut self, other: &StatisticsNode) {
        self.add(other.stats.clone());
        for (mine, theirs) in self.children.iter_mut().zip(&other.children) {
            mine.merge(theirs);
        }
    }
}

/// The report, as MLIR prints it: a banner, then each pass with its counters sorted by name,
/// values right-aligned, names left-aligned.
pub fn render(root: &[StatisticsNode], display: StatisticsDisplay) -> String {
    let mut out = String::new();
    out.push_str("===-------------------------------------------------------------------------===\n");
    out.push_str("                         ... Pass statistics report ...\n");
    out.push_str("===-------------------------------------------------------------------------===\n");
    match display {
        StatisticsDisplay::Pipeline => {
            for n in root {
                render_pipeline(n, 0, &mut out);
            }
        }
        StatisticsDisplay::List => {
            let mut passes: Vec<StatisticsNode> = Vec::new();
            collect(root, &mut passes);
            passes.sort_by(|a, b| a.name.cmp(&b.name));
            for p in &passes {
                render_entry(&p.name, &p.stats, 0, &mut out);
            }
        }
    }
    out.push('\n');
    out
}

fn render_pipeline(node: &StatisticsNode, indent: usize, out: &mut String) {
    render_entry(&node.name, &node.stats, indent, out);
    for c in &node.children {
        render_pipeline(c, indent + 2, out);
    }
}

/// Every pass of the tree, once per name, counters summed.
fn collect(nodes: &[StatisticsNode], into: &mut Vec<StatisticsNode>) {
    for n in nodes {
        if n.children.is_empty() {
            match into.iter_mut().find(|p| p.name == n.name) {
                Some(p) => p.add(n.stats.clone()),
                None => into.push(StatisticsNode { name: n.name.clone(), stats: n.stats.clone(), children: vec![] }),
            }
        } else {
            collect(&n.children, into);
        }
    }
}

fn render_entry(name: &str, stats: &[Statistic], indent: usize, out: &mut String) {
    let _ = writeln!(out, "{:indent$}{name}", "");
    let mut stats = stats.to_vec();
    stats.sort_by(|a, b| a.name.cmp(b.name));
    let name_width = stats.iter().map(|s| s.name.len()).max().unwrap_or(0);
    let value_width = stats.iter().map(|s| s.value.to_string().len()).max().unwrap_or(0);
    for s in &stats {
        let _ = writeln!(
            out,
            "{:pad$}(S) {:>value_width$} {:<name_width$} - {}",
            "",
            s.value,
            s.name,
            s.description,
            pad = indent + 2
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn report_nests_sorts_and_aligns_as_mlir() {
        let mut cse = StatisticsNode { name: "CSE".into(), ..Default::default() };
        cse.add(vec![Statistic::new("num-dce'd", "Number of operations DCE'd", 7)]);
        cse.add(vec![Statistic::new("num-cse'd", "Number of operations CSE'd", 12)]);
        cse.add(vec![Statistic::new("num-dce'd", "Number of operations DCE'd", 5)]);
        let func = StatisticsNode { name: "'func.func' Pipeline".into(), stats: vec![], children: vec![cse.clone()] };
        let root = vec![func, StatisticsNode { name: "SymbolDCE".into(), ..Default::default() }, cse];
        let text = render(&root, StatisticsDisplay::Pipeline);
        assert!(text.ends_with("DCE'd\n\n"), "a blank line ends the report");
        let body: Vec<&str> = text.lines().skip(3).filter(|l| !l.is_empty()).collect();
        assert_eq!(
            body,
            [
                "'func.func' Pipeline",
                "  CSE",
                "    (S) 12 num-cse'd - Number of operations CSE'd",
                "    (S) 12 num-dce'd - Number of operations DCE'd",
                "SymbolDCE",
                "CSE",
                "  (S) 12 num-cse'd - Number of operations CSE'd",
                "  (S) 12 num-dce'd - Number of operations DCE'd",
            ]
        );
        let list = render(&root, StatisticsDisplay::List);
        let body: Vec<&str> = list.lines().skip(3).filter(|l| !l.is_empty()).collect();
        assert_eq!(
            body,
            [
                "CSE",
                "  (S) 24 num-cse'd - Number of operations CSE'd",
                "  (S) 24 num-dce'd - Number of operations DCE'd",
                "SymbolDCE"
            ]
        );
    }
}
