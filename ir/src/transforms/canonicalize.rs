//! `canonicalize`: folds ops and applies every registered op's canonicalization patterns with
//! the greedy driver (MLIR's `Canonicalizer`), with MLIR's options.

use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::pass::options::OptionValue;
use crate::pass::Pass;
use crate::rewrite::greedy::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig, RegionSimplification};
use crate::rewrite::greedy_parallel::apply_patterns_greedily_in_parallel;
use crate::OpRef;

/// MLIR's `Canonicalizer` pass.
#[derive(Clone, Debug)]
pub struct Canonicalize {
    config: GreedyConfig,
    /// Options `max-iterations` and `max-num-rewrites` as given (a negative value is no limit).
    max_iterations: i64,
    max_num_rewrites: i64,
    test_convergence: bool,
    /// Options `disable-patterns` and `enable-patterns` (MLIR filters patterns by their debug
    /// names; oxir's patterns have none, so the lists are kept for printing only).
    disable_patterns: Vec<String>,
    enable_patterns: Vec<String>,
    rewrites: u64,
}

impl Default for Canonicalize {
    fn default() -> Self {
        Canonicalize {
            config: GreedyConfig::default(),
            max_iterations: 10,
            max_num_rewrites: -1,
            test_convergence: false,
            disable_patterns: Vec::new(),
            enable_patterns: Vec::new(),
            rewrites: 0,
        }
    }
}

impl Pass for Canonicalize {
    fn name(&self) -> &'static str {
        "Canonicalizer"
    }
    fn argument(&self) -> &'static str {
        "canonicalize"
    }
    fn description(&self) -> &'static str {
        "Canonicalize operations"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let patterns = FrozenPatternSet::canonicalization_patterns(ctx);
        // A module of functions runs one function a thread when that gives the same result.
        let stats = match apply_patterns_greedily_in_parallel(ctx, op, &patterns, &self.config) {
            Some(stats) => stats?,
            None => apply_patterns_greedily(ctx, op, &patterns, &self.config)?,
        };
        self.rewrites += stats.rewrites;
        if self.test_convergence && !stats.converged {
            return Err(Diagnostic::error(ctx.op_loc(op), "Canonicalizer failed to converge"));
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(Canonicalize { rewrites: 0, ..self.clone() })
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        let int = |v: &str| v.parse::<i64>().map_err(|_| format!("invalid value '{v}' for option '{key}'"));
        let boolean = |v: &str| crate::pass::options::parse_bool(key, v);
        match key {
            "max-iterations" => {
                let n = int(value)?;
                self.max_iterations = n;
                self.config.max_iterations = u32::try_from(n).unwrap_or(u32::MAX);
            }
            "max-num-rewrites" => {
                let n = int(value)?;
                self.max_num_rewrites = n;
                self.config.max_num_rewrites = u64::try_from(n).ok();
            }
            "top-down" => self.config.top_down = boolean(value)?,
            "test-convergence" => self.test_convergence = boolean(value)?,
            "region-simplify" => {
                self.config.region_simplification = match value {
                    "disabled" | "false" => RegionSimplification::Disabled,
                    "normal" | "true" => RegionSimplification::Normal,
                    "aggressive" => RegionSimplification::Aggressive,
                    _ => return Err(format!("invalid value '{value}' for option '{key}'")),
                }
            }
            "disable-patterns" => self.disable_patterns = crate::pass::options::split_list(value),
            "enable-patterns" => self.enable_patterns = crate::pass::options::split_list(value),
            _ => return Err(format!("no such option '{key}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(&'static str, OptionValue)> {
        let region_simplify = match self.config.region_simplification {
            RegionSimplification::Disabled => "disabled",
            RegionSimplification::Normal => "normal",
            RegionSimplification::Aggressive => "aggressive",
        };
        vec![
            ("disable-patterns", OptionValue::strings(&self.disable_patterns)),
            ("enable-patterns", OptionValue::strings(&self.enable_patterns)),
            ("max-iterations", OptionValue::Int(self.max_iterations)),
            ("max-num-rewrites", OptionValue::Int(self.max_num_rewrites)),
            ("region-simplify", OptionValue::enumerated(region_simplify, &["disabled", "normal", "aggressive"])),
            ("test-convergence", OptionValue::Bool(self.test_convergence)),
            ("top-down", OptionValue::Bool(self.config.top_down)),
        ]
    }
    fn statistics(&self) -> Vec<crate::pass::statistics::Statistic> {
        vec![crate::pass::statistics::Statistic::new(
            "num-rewrites",
            "Number of patterns applied and ops folded or erased",
            self.rewrites,
        )]
    }
}
