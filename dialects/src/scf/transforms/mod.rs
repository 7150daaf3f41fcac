//! The scf dialect's passes (MLIR's `SCF/Transforms`): `scf-forall-to-for` and
//! `scf-forall-to-parallel`, which lower bufferized `scf.forall` loops to sequential loop nests
//! or to `scf.parallel`.

mod forall_to_for;
mod forall_to_parallel;

pub use forall_to_for::{forall_to_for_loop, ForallToForLoop};
pub use forall_to_parallel::{forall_to_parallel_loop, ForallToParallelLoop};

use oxir::{Context, OpRef};

use super::ForallOp;

/// The `scf.forall` ops nested in `root`, innermost first (MLIR's post-order `walk`).
fn nested_foralls(ctx: &Context, root: OpRef) -> Vec<OpRef> {
    let mut out = Vec::new();
    ctx.walk_ops_post_order(root, &mut |o| {
        if ctx.isa_op::<ForallOp>(o) {
            out.push(o);
        }
    });
    out
}

/// Registers the passes of the scf dialect with the pass registry (`#[dialect(passes = ...)]`).
pub fn register_passes() {
    use oxir::pass::registry::{register_pass, PassInfo};
    register_pass(PassInfo {
        argument: "scf-forall-to-for",
        description: "Convert SCF forall loops to SCF for loops",
        create: || Box::new(ForallToForLoop),
    });
    register_pass(PassInfo {
        argument: "scf-forall-to-parallel",
        description: "Convert SCF forall loops to SCF parallel loops",
        create: || Box::new(ForallToParallelLoop),
    });
}
