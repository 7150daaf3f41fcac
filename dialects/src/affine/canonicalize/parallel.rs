//! The canonicalization of `affine.parallel`: MLIR's `AffineParallelOp::fold` as an in-place
//! pattern (it has no other pattern; a band without effects and unused results is erased as
//! trivially dead by the driver).

use crate::affine::fold::parallel::{folded_parallel_bounds, store_parallel_bounds};
use crate::affine::ParallelOp;
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::OpRef;

/// MLIR's `AffineParallelOp::fold`.
struct FoldParallel;

impl RewritePattern for FoldParallel {
    fn root(&self) -> Option<&'static str> {
        Some(ParallelOp::NAME)
    }
    fn benefit(&self) -> u16 {
        100
    }
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn name(&self) -> &'static str {
        "AffineParallelOpFold"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let Some((lb, lb_ops, ub, ub_ops)) = folded_parallel_bounds(rw.ctx(), op) else { return false };
        rw.modify_op_in_place(op, |ctx| store_parallel_bounds(ctx, op, lb, &lb_ops, ub, &ub_ops));
        true
    }
}

/// `affine.parallel`'s patterns.
pub(crate) fn parallel_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(FoldParallel)]
}
