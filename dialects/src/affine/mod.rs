//! The `affine` dialect (MLIR's `affine` dialect): `affine.apply`, `affine.min` and
//! `affine.max`, which compute index values as affine functions of dimension and symbol
//! operands; the loops and conditionals `affine.for`, `affine.parallel`, `affine.if` and
//! `affine.yield`; the memory
//! ops `affine.load`, `affine.store`, `affine.vector_load`, `affine.vector_store` and
//! `affine.prefetch`, indexed by an affine map of SSA values; `affine.dma_start` and
//! `affine.dma_wait`; `affine.delinearize_index` and
//! `affine.linearize_index`. With MLIR 22's syntax, verifiers, folders and canonicalization, the
//! `lower-affine` pass that expands them into `arith`, `scf`, `memref` and `vector` ops, and
//! MLIR's helpers to build folded, composed `affine.apply`/`min`/`max` ops from other rewrites.

mod canonicalize;
mod fold;
mod inliner;
pub mod interfaces;
mod iv_bounds;
mod ops;
mod scope;
mod syntax;
pub mod transforms;
mod utils;

pub use crate::utils::static_values::Ofr;
pub use ops::dma::{DmaStartOp, DmaStartParts, DmaWaitOp, DmaWaitParts};
pub use ops::index::{DelinearizeIndexOp, LinearizeIndexOp};
pub use ops::memory::{LoadOp, PrefetchOp, StoreOp, VectorLoadOp, VectorStoreOp};
pub use ops::parallel::ParallelOp;
pub use ops::{ApplyOp, ForOp, IfOp, MaxOp, MinOp, YieldOp, AFFINE_MAP_ATTR, INDEX_ATTR, INTEGER_SET_ATTR};
pub use scope::{is_valid_dim, is_valid_symbol};
pub use utils::{
    canonicalize_map_and_operands, compose_affine_map_and_operands, fold_attributes_into_map,
    fully_compose_affine_map_and_operands, make_composed_folded_affine_apply, make_composed_folded_affine_max,
    make_composed_folded_affine_min,
};

use oxir::affine::AffineMap;
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::conversion::op_attr_or_prop;

use oxir::{Context, OpRef};
use oxir_macros::dialect;

/// The `map` property of an affine op.
pub fn op_map(ctx: &Context, op: OpRef) -> Option<AffineMap> {
    op_attr_or_prop(ctx, op, "map").and_then(|a| a.dyn_cast::<AffineMapAttr>(ctx)).map(|m| m.map.clone())
}

/// Registers the passes of the affine dialect with the pass registry (`#[dialect(passes = ...)]`).
pub fn register_passes() {
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "lower-affine",
        description: "Lower Affine operations to a combination of Arith and SCF operations",
        create: || Box::new(transforms::lower::LowerAffine),
    });
}

/// The affine dialect: index arithmetic as affine maps of loop induction variables and symbols,
/// loops and conditionals over them, and memory accesses indexed by them.
#[dialect(name = "affine", passes = register_passes, interfaces = inliner::register, materializer = crate::utils::constants::materialize_arith_or_poison, ops(
    ApplyOp,
    MinOp,
    MaxOp,
    ForOp,
    IfOp,
    ParallelOp,
    YieldOp,
    LoadOp,
    StoreOp,
    VectorLoadOp,
    VectorStoreOp,
    PrefetchOp,
    DmaStartOp,
    DmaWaitOp,
    DelinearizeIndexOp,
    LinearizeIndexOp
))]
pub struct AffineDialect;
