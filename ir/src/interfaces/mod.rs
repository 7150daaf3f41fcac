//! Op interfaces defined by the core, as MLIR's `mlir/Interfaces`: what passes ask of ops of any
//! dialect without knowing them by name.
//!
//! An interface is a Rust trait with `Send + Sync` as supertraits whose methods take the op they
//! answer for (`&self` is the model, shared by every op of one name). An op implements it with a
//! model type declared in its definition, `#[op(interfaces = [LoopLikeOpInterface(ForLoop)])]`,
//! registered with the op; a crate can also attach a model to an op it does not define with
//! [`Context::attach_op_interface_dyn`](crate::Context::attach_op_interface_dyn). Queries go
//! through [`Context::op_interface`](crate::Context::op_interface) with the trait object type:
//! `ctx.op_interface::<dyn LoopLikeOpInterface>(op)`, `None` when the op implements none.

mod asm_names;
mod call;
mod infer_type;
mod inliner;
mod loop_like;
mod memory_effects;
mod parallel_combining;
mod region_branch;
mod shaped_dim;
mod speculation;
mod verifier;
mod view_like;

pub use asm_names::OpAsmBlockArgNames;
pub use call::{callable_body, resolve_callee, CallOpInterface, CallableOpInterface};
pub use infer_type::{InferFn, InferResultTypes, InferResultTypesFn};
pub use inliner::{
    inline_ops_and_regions, inline_ops_only, inliner_interface, is_legal_to_inline, DialectInlinerInterface,
};
pub use loop_like::LoopLikeOpInterface;
pub use memory_effects::{
    has_only_read_or_result_alloc_effects, is_automatic_allocation, is_memory_effect_free, memory_effects,
    would_effects_allow_erasure, EffectInstance, EffectResource, EffectsFn, EffectsModel, MemoryEffect,
    MemoryEffectOpInterface,
};
pub use parallel_combining::{
    is_parallel_combining, updated_destinations, DestinationOperand, InParallel, InParallelOpInterface,
    ParallelCombiningOpInterface,
};
pub use region_branch::{
    is_region_branch_terminator, terminator_successor_operand_range, terminator_successor_operands,
    terminator_successors, RegionBranchOpInterface, RegionBranchTerminatorOpInterface, RegionRunsOnce, RegionSuccessor,
};
pub use shaped_dim::{shaped_dim, ShapedDimOpInterface, SourceAndIndex};
pub use speculation::{
    is_speculatable, speculatability, AlwaysSpeculatable, ConditionallySpeculatable, DimSpeculation,
    RecursivelySpeculatable, Speculatability, TensorSemanticsSpeculation,
};
#[doc(hidden)]
pub use verifier::probe as __verifier_probe;
pub use verifier::OpInterfaceVerifier;
pub use view_like::{
    offsets_sizes_strides, verify_offset_size_and_stride_op, OffsetSizeAndStrideModel, OffsetSizeAndStrideOpInterface,
    OffsetsSizesStrides,
};
