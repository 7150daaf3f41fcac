//! MLIR's `ConditionallySpeculatable` (from `SideEffectInterfaces.td`): whether an op may be
//! executed when its result might not be needed, e.g. hoisted out of a loop that might run zero
//! times.

use crate::builtin::attributes::IntegerAttr;
use crate::builtin::types::{shaped_info, MemRefType, UnrankedMemRefType};
use crate::context::Context;
use crate::matchers::constant_of;
use crate::traits::Pure;
use crate::OpRef;

/// What an op says about executing it speculatively (MLIR's `Speculation::Speculatability`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Speculatability {
    /// It may not be: it may have undefined behaviour or side effects (a division by zero).
    NotSpeculatable,
    /// It may be: it has neither.
    Speculatable,
    /// It may be if every op nested in its regions may be (`scf.if`).
    RecursivelySpeculatable,
}

/// MLIR's `ConditionallySpeculatable` op interface: ops whose speculatability depends on the op
/// instance (its operands, its regions). Ops with the `Pure` trait that do not implement it are
/// [`Speculatability::Speculatable`], as MLIR's `Pure` includes `AlwaysSpeculatable`.
pub trait ConditionallySpeculatable: Send + Sync {
    /// Whether `op` may be executed speculatively (MLIR's `getSpeculatability`).
    fn speculatability(&self, ctx: &Context, op: OpRef) -> Speculatability;
}

/// The model of ops that may always be executed speculatively (MLIR's `AlwaysSpeculatable`).
#[derive(Copy, Clone, Debug, Default)]
pub struct AlwaysSpeculatable;

impl ConditionallySpeculatable for AlwaysSpeculatable {
    fn speculatability(&self, _: &Context, _: OpRef) -> Speculatability {
        Speculatability::Speculatable
    }
}

/// The model of ops that may be executed speculatively when their bodies may (MLIR's
/// `RecursivelySpeculatable`).
#[derive(Copy, Clone, Debug, Default)]
pub struct RecursivelySpeculatable;

impl ConditionallySpeculatable for RecursivelySpeculatable {
    fn speculatability(&self, _: &Context, _: OpRef) -> Speculatability {
        Speculatability::RecursivelySpeculatable
    }
}

/// What `op` says about its speculatability: its [`ConditionallySpeculatable`] model, else
/// `Speculatable` for `Pure` ops and `NotSpeculatable` for the others (unregistered ones too).
pub fn speculatability(ctx: &Context, op: OpRef) -> Speculatability {
    if let Some(model) = ctx.op_interface::<dyn ConditionallySpeculatable>(op) {
        return model.speculatability(ctx, op);
    }
    if ctx.op_has_trait::<Pure>(op) {
        Speculatability::Speculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

/// MLIR's `isSpeculatable`: `op` may be executed speculatively, looking into its regions when
/// it is recursively speculatable.
pub fn is_speculatable(ctx: &Context, op: OpRef) -> bool {
    match speculatability(ctx, op) {
        Speculatability::Speculatable => true,
        Speculatability::NotSpeculatable => false,
        Speculatability::RecursivelySpeculatable => ctx
            .op_regions(op)
            .iter()
            .all(|&r| ctx.region_blocks(r).all(|b| ctx.block_ops(b).all(|o| is_speculatable(ctx, o)))),
    }
}

/// The model of ops reading dimension `operand #1` of the shaped `operand #0` (`tensor.dim`,
/// `memref.dim`): speculatable when the index is a constant below the rank of a ranked source,
/// as MLIR's `DimOp::getSpeculatability`; an index out of range is undefined behaviour.
#[derive(Copy, Clone, Debug, Default)]
pub struct DimSpeculation;

impl ConditionallySpeculatable for DimSpeculation {
    fn speculatability(&self, ctx: &Context, op: OpRef) -> Speculatability {
        if ctx.num_operands(op) != 2 {
            return Speculatability::NotSpeculatable;
        }
        let index = constant_of(ctx, ctx.operand(op, 1))
            .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
            .and_then(|i| i.value.try_to_u64());
        let rank = shaped_info(ctx, ctx.value_type(ctx.operand(op, 0))).and_then(|s| s.rank());
        match (index, rank) {
            (Some(i), Some(r)) if i < r as u64 => Speculatability::Speculatable,
            _ => Speculatability::NotSpeculatable,
        }
    }
}

/// The model of ops that work on tensors or on buffers and may be executed speculatively only
/// on tensors (MLIR's `hasPureTensorSemantics` test in `vector.transfer_read`'s and the linalg
/// structured ops' `getSpeculatability`): with a memref operand they are
/// [`Speculatability::NotSpeculatable`] (they read or write memory), else `on_tensors`
/// (`RecursivelySpeculatable` for ops with a body, as linalg's, whose body decides).
#[derive(Copy, Clone, Debug)]
pub struct TensorSemanticsSpeculation {
    /// What the op is when none of its operands is a memref.
    pub on_tensors: Speculatability,
}

impl ConditionallySpeculatable for TensorSemanticsSpeculation {
    fn speculatability(&self, ctx: &Context, op: OpRef) -> Speculatability {
        let on_buffers = ctx.operands(op).any(|v| {
            let ty = ctx.value_type(v);
            ty.isa::<MemRefType>(ctx) || ty.isa::<UnrankedMemRefType>(ctx)
        });
        if on_buffers {
            Speculatability::NotSpeculatable
        } else {
            self.on_tensors
        }
    }
}
