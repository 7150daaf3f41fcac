//! The `scf` dialect: structured control flow (MLIR's `SCF` dialect): `scf.for`, `scf.if`,
//! `scf.while`/`scf.condition`, `scf.yield`, `scf.execute_region`, `scf.index_switch`,
//! `scf.forall`/`scf.forall.in_parallel` and `scf.parallel`/`scf.reduce`/`scf.reduce.return`,
//! with MLIR's custom syntax, verifiers and the common canonicalizations.

mod builders;
mod canonicalize;
mod interfaces;
mod ops;
pub(crate) mod syntax;
pub mod transforms;

pub use builders::{build_loop_nest, create_loop_nest, LoopNest};
pub use interfaces::{
    ConditionBranch, ForBranch, ForLoop, ForSpeculation, ForallBranch, ForallLoop, IfBranch, IndexSwitchBranch,
    ParallelLoop, WhileBranch, WhileLoop,
};
pub use ops::*;

use oxir_macros::dialect;

/// The `scf` (structured control flow) dialect: operations that represent control flow
/// constructs such as `if` and `for`, whose control flow has a structure, unlike `cf`'s
/// branches.
#[dialect(
    name = "scf", interfaces = oxir::interfaces::inline_ops_and_regions::<SCFDialect>,
    passes = transforms::register_passes,
    ops(
        ConditionOp,
        ExecuteRegionOp,
        ForOp,
        ForallOp,
        InParallelOp,
        IfOp,
        ParallelOp,
        ReduceOp,
        ReduceReturnOp,
        WhileOp,
        IndexSwitchOp,
        YieldOp
    )
)]
pub struct SCFDialect;
