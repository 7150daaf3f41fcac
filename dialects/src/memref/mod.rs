//! The `memref` dialect: buffers, their allocation, access and views (MLIR's `memref` dialect).
//!
//! Ops follow MLIR 22's `MemRefOps.td` / `MemRefOps.cpp`: the same assembly formats, properties,
//! result names and verifier messages, including the strided-layout checks of `subview`,
//! `reinterpret_cast`, `expand_shape`, `collapse_shape`, `cast` and `transpose`.

mod canonicalize;
mod fold;
mod layout;
mod ops;
mod syntax;
pub mod transforms;

pub use crate::utils::static_values::i64_array_values;
pub use canonicalize::fold_memref_cast_pattern;
pub use layout::{canonical_strides, is_identity_layout, strides_and_offset};
pub use ops::*;
pub use syntax::{canonicalize_strided_layout, parse_prefetch_hints, prefetch_flags};

use oxir_macros::dialect;

/// Registers the passes of the memref dialect with the pass registry (`#[dialect(passes = ...)]`).
pub fn register_passes() {
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "memref-expand",
        description: "Legalize memref operations to be convertible to LLVM.",
        create: || Box::new(transforms::expand::ExpandOps),
    });
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "expand-strided-metadata",
        description: "Expand memref operations into easier to analyze constructs",
        create: || Box::new(transforms::expand_strided_metadata::ExpandStridedMetadata),
    });
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "expand-realloc",
        description: "Expand memref.realloc operations into its components",
        create: || Box::<transforms::expand_realloc::ExpandRealloc>::default(),
    });
}

/// The `memref` dialect: buffers (values of the builtin `memref` types), their allocation on the
/// heap or the stack, loads and stores, and views that reinterpret a buffer without copying
/// (`subview`, `reinterpret_cast`, `expand_shape`, `collapse_shape`, `view`, `transpose`).
///
/// The verifiers check layouts and strides as MLIR does: a view's result type must have the
/// strides and offset its operands imply, and reshapes must keep the buffer contiguous where the
/// layout requires it.
#[dialect(
    name = "memref", interfaces = oxir::interfaces::inline_ops_and_regions::<MemRefDialect>,
    passes = register_passes,
    materializer = crate::utils::constants::materialize_arith_constant,
    ops(
        AllocOp,
        AllocaOp,
        AllocaScopeOp,
        AllocaScopeReturnOp,
        AssumeAlignmentOp,
        AtomicRMWOp,
        AtomicYieldOp,
        CastOp,
        CollapseShapeOp,
        CopyOp,
        DeallocOp,
        DimOp,
        DistinctObjectsOp,
        DmaStartOp,
        DmaWaitOp,
        ExpandShapeOp,
        ExtractAlignedPointerAsIndexOp,
        ExtractStridedMetadataOp,
        GenericAtomicRMWOp,
        GetGlobalOp,
        GlobalOp,
        LoadOp,
        MemorySpaceCastOp,
        PrefetchOp,
        ReallocOp,
        ReinterpretCastOp,
        RankOp,
        ReshapeOp,
        StoreOp,
        SubViewOp,
        TransposeOp,
        ViewOp
    )
)]
pub struct MemRefDialect;
