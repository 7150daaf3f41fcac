//! `remove-dead-values`: removes values nothing needs, with a liveness analysis over the whole
//! module (MLIR's `RemoveDeadValues` pass, as of MLIR 22).
//!
//! The analysis is [`crate::dataflow::Liveness`] (MLIR's `LivenessAnalysis`, run after its dead
//! code analysis and sparse constant propagation): code that never executes (a private function
//! nothing calls, a region or block a constant condition skips) has only dead values. Then,
//! walking the IR in post-order ([`collect`], MLIR's `RDVFinalCleanupList`):
//! - ops without memory effects and with only dead results, and ops using a dead value, go;
//! - private functions lose their dead arguments (and the calls the matching operands) and the
//!   results no call uses (and the calls those results);
//! - branches lose the operands forwarded to dead block arguments, and the blocks those
//!   arguments;
//! - region ops without effects and with dead results go; otherwise the values they forward only
//!   to dead successor inputs become `ub.poison`.
//!
//! [`apply`] then makes the changes in MLIR's order (block arguments, successor operands,
//! functions, operands, results, ops), and (unless `canonicalize=false`) the canonicalization
//! patterns of the region ops drop what became unused.
//!
//! Control flow between an op and its regions comes from `RegionBranchOpInterface` (and
//! `RegionBranchTerminatorOpInterface`), between blocks from the branch interface, so a user's
//! region ops and branches take part as MLIR's do; ops with regions but no region-branch model
//! (such as `tensor.generate`) are ordinary ops, whose terminators' operands are live.

mod apply;
mod collect;
mod flow;

use crate::context::Context;
use crate::dataflow::Liveness;
use crate::diagnostics::Diagnostic;
use crate::interfaces::RegionBranchOpInterface;
use crate::pass::Pass;
use crate::rewrite::greedy::{apply_op_patterns_greedily, FrozenPatternSet, GreedyConfig};
use crate::OpRef;

/// The `scf` canonicalizations that MLIR 22 does in place (through the generic
/// `RegionBranchOpInterface` patterns), leaving the ops they disconnect, such as `ub.poison`.
/// `scf.if`'s unused-result removal is not one: it replaces the op, so what decided it (a
/// select that folds) is revisited.
const IN_PLACE_PATTERNS: &[&str] = &[
    "RemoveLoopInvariantArgsFromBeforeBlock",
    "WhileDuplicatedArgs",
    "WhileUnusedResult",
    "WhileRemoveUnusedArgs",
    "WhileRemoveDuplicatedResults",
    "RemoveLoopInvariantValueYielded",
    "ForOpIterArgsFolder",
    "ForallOpControlOperandsFolder",
];

/// MLIR's `RemoveDeadValues` pass.
#[derive(Clone, Debug)]
pub struct RemoveDeadValues {
    /// Run the canonicalization patterns on the region ops afterwards (MLIR's `canonicalize`).
    canonicalize: bool,
}

impl Default for RemoveDeadValues {
    fn default() -> Self {
        RemoveDeadValues { canonicalize: true }
    }
}

impl Pass for RemoveDeadValues {
    fn name(&self) -> &'static str {
        "RemoveDeadValues"
    }
    fn argument(&self) -> &'static str {
        "remove-dead-values"
    }
    fn description(&self) -> &'static str {
        "Remove dead values"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let la = Liveness::run(ctx, op);
        let cleanup = collect::collect(ctx, op, &la);
        apply::apply(ctx, cleanup);
        if !self.canonicalize {
            return Ok(());
        }
        let mut ops = Vec::new();
        ctx.walk_ops_post_order(op, &mut |o| {
            if ctx.op_interface::<dyn RegionBranchOpInterface>(o).is_some() {
                ops.push(o);
            }
        });
        let patterns = FrozenPatternSet::canonicalization_patterns(ctx);
        let scope = ctx.op_regions(op).first().copied();
        let stats =
            apply_op_patterns_greedily(ctx, &ops, scope, &patterns, &GreedyConfig::default(), IN_PLACE_PATTERNS);
        if !stats.converged {
            return Err(Diagnostic::error(ctx.op_loc(op), "greedy pattern rewrite failed to converge"));
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "canonicalize" => {
                self.canonicalize = match value {
                    "true" | "1" | "" => true,
                    "false" | "0" => false,
                    _ => return Err(format!("invalid value '{value}' for option '{key}'")),
                };
                Ok(())
            }
            _ => Err(format!("no such option '{key}'")),
        }
    }
    fn options(&self) -> Vec<(&'static str, crate::pass::options::OptionValue)> {
        vec![("canonicalize", crate::pass::options::OptionValue::Bool(self.canonicalize))]
    }
}
