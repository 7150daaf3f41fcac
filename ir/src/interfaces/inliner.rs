//! MLIR's `DialectInlinerInterface` (`InliningUtils.h`): what a dialect allows the inliner to
//! do with its ops. A dialect attaches it with
//! [`Context::attach_dialect_interface`](crate::Context::attach_dialect_interface); an op whose
//! dialect attached none (an unregistered op, for one) is never inlined, nor is anything inlined
//! into its regions, as in MLIR.

use crate::clone::IrMapping;
use crate::context::Context;
use crate::{BlockRef, OpRef, RegionRef};

/// A dialect's inlining rules: each hook answers for the ops of that dialect.
#[derive(Copy, Clone)]
pub struct DialectInlinerInterface {
    /// `isLegalToInline(call, callable)`: whether a call op of this dialect may be replaced by
    /// the body of `callable`.
    pub call: fn(&Context, OpRef, OpRef) -> bool,
    /// `isLegalToInline(dest, src)`: whether the body `src` may be inlined into `dest`, a
    /// region of an op of this dialect; the mapping takes `src`'s entry arguments to the call's
    /// operands.
    pub region: fn(&Context, RegionRef, RegionRef, &IrMapping) -> bool,
    /// `isLegalToInline(op, dest)`: whether `op`, of this dialect, may be inlined into `dest`.
    pub op: fn(&Context, OpRef, RegionRef, &IrMapping) -> bool,
    /// `handleTerminator(op, newDest)`: when a callee of several blocks is inlined, replaces
    /// `op`, a terminator of this dialect in an inlined block, by a branch to `dest` that
    /// passes the values it returned (a no-op for terminators that do not return).
    pub branch_terminator: fn(&mut Context, OpRef, BlockRef),
}

fn yes3(_: &Context, _: OpRef, _: OpRef) -> bool {
    true
}
fn no3(_: &Context, _: OpRef, _: OpRef) -> bool {
    false
}
fn region_yes(_: &Context, _: RegionRef, _: RegionRef, _: &IrMapping) -> bool {
    true
}
fn region_no(_: &Context, _: RegionRef, _: RegionRef, _: &IrMapping) -> bool {
    false
}
fn op_yes(_: &Context, _: OpRef, _: RegionRef, _: &IrMapping) -> bool {
    true
}
fn no_terminator(_: &mut Context, _: OpRef, _: BlockRef) {}

impl DialectInlinerInterface {
    /// Every op of the dialect may be inlined anywhere; nothing is inlined into the regions of
    /// its ops, and its ops are no calls (the interface of `arith`, `math`, `vector`, ...).
    pub fn ops_only() -> Self {
        DialectInlinerInterface { call: no3, region: region_no, op: op_yes, branch_terminator: no_terminator }
    }

    /// Every op of the dialect may be inlined anywhere, and any body into the regions of its
    /// ops (the interface of `scf`, `memref`, `tensor`, `linalg`, ...).
    pub fn ops_and_regions() -> Self {
        DialectInlinerInterface { region: region_yes, ..Self::ops_only() }
    }

    /// [`DialectInlinerInterface::ops_and_regions`], and calls of the dialect may be inlined
    /// (the interface of `func`, with its `branch_terminator`).
    pub fn calls(branch_terminator: fn(&mut Context, OpRef, BlockRef)) -> Self {
        DialectInlinerInterface { call: yes3, branch_terminator, ..Self::ops_and_regions() }
    }
}

/// The inliner interface of `op`'s dialect; `None` for an unregistered op.
pub fn inliner_interface(ctx: &Context, op: OpRef) -> Option<std::sync::Arc<DialectInlinerInterface>> {
    ctx.op_registered_info_ref(op)?;
    ctx.dialect_interface::<DialectInlinerInterface>(ctx.op_name_dialect(ctx.op_name_of(op)))
}

/// MLIR's legality check of inlining `callable`'s body `src` at `call`: the call's dialect
/// allows the call, the dialect of the op holding `dest` (the call's region) allows the body,
/// and the dialect of every op of the body, nested ones included, allows that op in `dest`.
pub fn is_legal_to_inline(
    ctx: &Context,
    call: OpRef,
    callable: OpRef,
    src: RegionRef,
    dest: RegionRef,
    mapping: &IrMapping,
) -> bool {
    if !inliner_interface(ctx, call).is_some_and(|i| (i.call)(ctx, call, callable)) {
        return false;
    }
    let Some(holder) = ctx.region_parent_op(dest) else { return false };
    if !inliner_interface(ctx, holder).is_some_and(|i| (i.region)(ctx, dest, src, mapping)) {
        return false;
    }
    ops_legal(ctx, src, dest, mapping)
}

fn ops_legal(ctx: &Context, src: RegionRef, dest: RegionRef, mapping: &IrMapping) -> bool {
    ctx.region_blocks(src).all(|b| {
        ctx.block_ops(b).all(|op| {
            inliner_interface(ctx, op).is_some_and(|i| (i.op)(ctx, op, dest, mapping))
                && ctx.op_regions(op).iter().all(|&r| ops_legal(ctx, r, dest, mapping))
        })
    })
}

/// Attaches [`DialectInlinerInterface::ops_only`] to dialect `D` (`#[dialect(interfaces =
/// oxir::interfaces::inline_ops_only::<D>)]`): MLIR's interfaces of `arith`, `math`, `vector`,
/// `complex`, `index`, `cf`, `ub` and `builtin`.
pub fn inline_ops_only<D: crate::ods::Dialect>(ctx: &Context) {
    ctx.attach_dialect_interface(D::NAMESPACE, DialectInlinerInterface::ops_only());
}

/// Attaches [`DialectInlinerInterface::ops_and_regions`] to dialect `D`: MLIR's interfaces of
/// `scf`, `memref`, `tensor`, `linalg`, `bufferization` and `llvm`.
pub fn inline_ops_and_regions<D: crate::ods::Dialect>(ctx: &Context) {
    ctx.attach_dialect_interface(D::NAMESPACE, DialectInlinerInterface::ops_and_regions());
}
