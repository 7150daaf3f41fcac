//! `canonicalize`: folds ops and applies every registered op's canonicalization patterns with
//! the greedy driver (MLIR's `Canonicalizer`), with MLIR's options.

use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::pass::Pass;
use crate::rewrite::greedy::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig, RegionSimplification};
use crate::OpRef;

/// MLIR's `Canonicalizer` pass.
#[derive(Clone, Debug, Default)]
pub struct Canonicalize {
    config: GreedyConfig,
    test_convergence: bool,
    rewrites: u64,
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
        let stats = apply_patterns_greedily(ctx, op, &patterns, &self.config)?;
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
        let boolean = |v: &str| match v {
            "true" | "1" => Ok(true),
            "false" | "0" => Ok(false),
            _ => Err(format!("invalid value '{v}' for option '{key}'")),
        };
        match key {
            "max-iterations" => {
                let n = int(value)?;
                self.config.max_iterations = if n < 0 { u32::MAX } else { n as u32 };
            }
            "max-num-rewrites" => {
                let n = int(value)?;
                self.config.max_num_rewrites = if n < 0 { None } else { Some(n as u64) };
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
            "disable-patterns" | "enable-patterns" => {}
            _ => return Err(format!("no such option '{key}'")),
        }
        Ok(())
    }
    fn statistics(&self) -> Vec<crate::pass::statistics::Statistic> {
        vec![crate::pass::statistics::Statistic::new(
            "num-rewrites",
            "Number of patterns applied and ops folded or erased",
            self.rewrites,
        )]
    }
}
