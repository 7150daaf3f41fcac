//! The options that choose an extractor, shared by `eqsat` and `eqsat-extract`:
//! `extractor=tree|greedy-dag|ilp` (`dag` is `greedy-dag`), `ilp-max-nodes=N`,
//! `ilp-time-limit-ms=N`, and `allow-more-ops` (whether a program with more ops than the
//! canonical one may win by cost).

use crate::extract::ExtractorKind;

/// Which extractor, with the ILP extractor's limits, and how programs are compared.
#[derive(Clone, Debug)]
pub struct ExtractorOptions {
    kind: ExtractorKind,
    ilp_max_nodes: usize,
    ilp_time_limit_ms: u64,
    allow_more_ops: bool,
}

impl Default for ExtractorOptions {
    fn default() -> Self {
        ExtractorOptions {
            kind: ExtractorKind::Dag,
            ilp_max_nodes: ExtractorKind::ILP_MAX_NODES,
            ilp_time_limit_ms: ExtractorKind::ILP_TIME_LIMIT_MS,
            allow_more_ops: false,
        }
    }
}

impl ExtractorOptions {
    /// The extractor the options choose, with their limits.
    pub fn kind(&self) -> ExtractorKind {
        match self.kind {
            ExtractorKind::Ilp { .. } => {
                ExtractorKind::Ilp { max_nodes: self.ilp_max_nodes, time_limit_ms: self.ilp_time_limit_ms }
            }
            k => k,
        }
    }

    /// Whether a program cheaper by the cost model but with more ops than the canonical one
    /// (a strength reduction that needs a new constant) may be chosen; off by default, so that
    /// the result is never worse than `canonicalize` by either measure.
    pub fn allow_more_ops(&self) -> bool {
        self.allow_more_ops
    }

    /// These options with their values, for printing the pipeline.
    pub fn options(&self) -> Vec<(&'static str, oxir::pass::options::OptionValue)> {
        use oxir::pass::options::OptionValue;
        let kind = match self.kind {
            ExtractorKind::Tree => "tree",
            ExtractorKind::Dag => "greedy-dag",
            ExtractorKind::Ilp { .. } => "ilp",
        };
        vec![
            ("allow-more-ops", OptionValue::Bool(self.allow_more_ops)),
            ("extractor", OptionValue::enumerated(kind, &["tree", "greedy-dag", "dag", "ilp"])),
            ("ilp-max-nodes", OptionValue::UInt(self.ilp_max_nodes as u64)),
            ("ilp-time-limit-ms", OptionValue::UInt(self.ilp_time_limit_ms)),
        ]
    }

    /// Sets option `key` if it is one of these (`None` when it is not).
    pub fn set_option(&mut self, key: &str, value: &str) -> Option<Result<(), String>> {
        let int = |v: &str| v.parse::<u64>().map_err(|_| format!("invalid value '{v}' for option '{key}'"));
        let done = match key {
            "extractor" => {
                let kind = match value {
                    "tree" => ExtractorKind::Tree,
                    "dag" | "greedy-dag" => ExtractorKind::Dag,
                    "ilp" => ExtractorKind::Ilp { max_nodes: 0, time_limit_ms: 0 },
                    _ => {
                        return Some(Err(format!(
                            "invalid value '{value}' for option '{key}' (expected tree, greedy-dag or ilp)"
                        )))
                    }
                };
                self.kind = kind;
                Ok(())
            }
            "ilp-max-nodes" => int(value).map(|n| self.ilp_max_nodes = n as usize),
            "ilp-time-limit-ms" => int(value).map(|n| self.ilp_time_limit_ms = n),
            "allow-more-ops" => crate::pass::parse_bool(key, value).map(|on| self.allow_more_ops = on),
            _ => return None,
        };
        Some(done)
    }
}
