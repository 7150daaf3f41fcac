//! The greedy driver on the functions of a module at once: when a walk of the whole module could
//! only ever change the insides of its isolated-from-above ops, and nothing inside one can see
//! another, the driver runs on each of them in parallel ([`crate::forked`]) with the same result.
//!
//! Why it is the same: each change the driver makes inside an isolated op queues only ops of
//! that op (and the op itself, which here has nothing to apply); constants are uniqued and
//! hoisted per isolated region; region simplification works region by region (dead code,
//! unreachable blocks, block arguments); and an iteration that changes nothing leaves the IR as
//! it was, so the iterations a module-wide run spends on an op that already converged change
//! nothing. A module-wide limit on rewrites is the one thing that couples them.

use super::greedy::{apply_patterns_greedily, would_be_trivially_dead, FrozenPatternSet, GreedyConfig, GreedyStats};
use crate::builtin::attributes::SymbolRefAttr;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::traits::{ConstantLike, IsolatedFromAbove};
use crate::OpRef;

/// [`apply_patterns_greedily`] on `root` as one run on each op of its body on the thread pool,
/// when that gives the same result ([`independent_parts`]); `None` when it does not apply or
/// the forks could not be made, the IR then unchanged.
pub fn apply_patterns_greedily_in_parallel(
    ctx: &mut Context,
    root: OpRef,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
) -> Option<Result<GreedyStats, Diagnostic>> {
    let parts = independent_parts(ctx, root, patterns, config)?;
    let run = crate::forked::transform_isolated_in_forks(ctx, root, &parts, |fork, op| {
        apply_patterns_greedily(fork, op, patterns, config).ok()
    });
    let all = match run {
        Ok(Some(all)) => all,
        Ok(None) => return None,
        Err(e) => return Some(Err(e)),
    };
    let mut stats = GreedyStats { converged: true, ..GreedyStats::default() };
    for s in all {
        stats.converged &= s.converged;
        stats.iterations = stats.iterations.max(s.iterations);
        stats.rewrites += s.rewrites;
        stats.folds += s.folds;
        stats.erased += s.erased;
    }
    Some(Ok(stats))
}

/// The ops of `root`'s body when the driver's run on `root` is the union of its runs on each:
/// threads are on and there are at least two; no limit on the number of rewrites; `root` is
/// top-level and each of its regions one block without arguments; every op of those blocks is
/// registered, isolated from above, without operands, results or successors, never trivially
/// dead, and has no folder and no pattern (the driver leaves it alone when it visits it); and
/// no symbol reference exists in the context, so no pattern can look a sibling up.
fn independent_parts(
    ctx: &Context,
    root: OpRef,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
) -> Option<Vec<OpRef>> {
    if !ctx.multithreading() || config.max_num_rewrites.is_some() || ctx.op_parent_op(root).is_some() {
        return None;
    }
    let mut parts = Vec::new();
    for &r in ctx.op_regions(root) {
        let mut blocks = ctx.region_blocks(r);
        let (Some(block), None) = (blocks.next(), blocks.next()) else { return None };
        if ctx.num_block_arguments(block) != 0 {
            return None;
        }
        for op in ctx.block_ops(block) {
            let info = ctx.op_registered_info_ref(op)?;
            let alone = info.has_trait::<IsolatedFromAbove>()
                && !info.has_trait::<ConstantLike>()
                && info.fold.is_none()
                && ctx.num_operands(op) == 0
                && ctx.num_results(op) == 0
                && ctx.successors(op).is_empty()
                && !would_be_trivially_dead(ctx, op)
                && !patterns.has_patterns_for(ctx.op_name_text(op));
            if !alone {
                return None;
            }
            parts.push(op);
        }
    }
    if parts.len() < 2 || ctx.attrs.holds_any::<SymbolRefAttr>() {
        return None;
    }
    Some(parts)
}
