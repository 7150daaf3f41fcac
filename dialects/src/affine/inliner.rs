//! MLIR's `AffineInlinerInterface`: affine ops may be inlined only where their operands stay
//! valid dimensions and symbols (into an affine scope such as a function body, or into an
//! `affine.for`, `affine.parallel` or `affine.if`), and a body may be inlined into those three
//! only when it is one block of effect-free ops and of `affine.apply`, loads and stores whose
//! dimension and symbol operands stay valid once the callee's arguments are replaced.

use super::ops::memory::{LoadOp, StoreOp, VectorLoadOp, VectorStoreOp};
use super::scope::{is_affine_scope, is_valid_dim_in, is_valid_symbol_in};
use super::{op_map, ApplyOp, ForOp, IfOp, ParallelOp};
use oxir::clone::IrMapping;
use oxir::interfaces::{memory_effects, shaped_dim, DialectInlinerInterface};
use oxir::traits::ConstantLike;
use oxir::{Context, OpRef, RegionRef, Value};

/// Attaches the affine dialect's inliner rules (`#[dialect(interfaces = ...)]`).
pub(crate) fn register(ctx: &Context) {
    ctx.attach_dialect_interface(
        "affine",
        DialectInlinerInterface { region: body_legal, op: op_legal, ..DialectInlinerInterface::ops_only() },
    );
}

fn is_affine_structure(ctx: &Context, op: OpRef) -> bool {
    ctx.isa_op::<ForOp>(op) || ctx.isa_op::<ParallelOp>(op) || ctx.isa_op::<IfOp>(op)
}

/// An affine op may go into an affine scope or an affine loop or conditional.
fn op_legal(ctx: &Context, _: OpRef, dest: RegionRef, _: &IrMapping) -> bool {
    ctx.region_parent_op(dest).is_some_and(|p| is_affine_scope(ctx, p) || is_affine_structure(ctx, p))
}

/// A body may go into an `affine.for`, `affine.parallel` or `affine.if` when it is one block of
/// ops without effects and of affine applies, loads and stores that stay valid.
fn body_legal(ctx: &Context, dest: RegionRef, src: RegionRef, mapping: &IrMapping) -> bool {
    if !ctx.region_parent_op(dest).is_some_and(|p| is_affine_structure(ctx, p)) {
        return false;
    }
    let blocks: Vec<_> = ctx.region_blocks(src).collect();
    let [block] = blocks[..] else { return false };
    ctx.block_ops(block).all(|op| {
        if memory_effects(ctx, op).is_some_and(|e| e.is_empty()) {
            return true;
        }
        let operands: Vec<Value> = ctx.operands(op).collect();
        let map_operands = if ctx.isa_op::<ApplyOp>(op) {
            &operands[..]
        } else if ctx.isa_op::<LoadOp>(op) || ctx.isa_op::<VectorLoadOp>(op) {
            operands.get(1..).unwrap_or_default()
        } else if ctx.isa_op::<StoreOp>(op) || ctx.isa_op::<VectorStoreOp>(op) {
            operands.get(2..).unwrap_or_default()
        } else {
            return false;
        };
        let Some(map) = op_map(ctx, op) else { return false };
        let dims = (map.num_dims as usize).min(map_operands.len());
        map_operands[..dims].iter().all(|&v| stays_valid(ctx, v, src, dest, mapping, is_valid_dim_in))
            && map_operands[dims..].iter().all(|&v| stays_valid(ctx, v, src, dest, mapping, is_valid_symbol_in))
    })
}

/// MLIR's `remainsLegalAfterInline`: a dimension or symbol operand defined at the top of the
/// callee body is still valid after inlining if it is an argument whose replacement is valid in
/// `dest`, or a constant or `dim` op (inlined with it); operands defined deeper stay valid.
fn stays_valid(
    ctx: &Context,
    v: Value,
    src: RegionRef,
    dest: RegionRef,
    mapping: &IrMapping,
    valid: fn(&Context, Value, Option<RegionRef>) -> bool,
) -> bool {
    let top_level = ctx.value_parent_block(v).and_then(|b| ctx.block_parent_region(b)) == Some(src);
    if !top_level {
        return true;
    }
    match ctx.defining_op(v) {
        None => mapping.lookup_value(v).is_some_and(|m| valid(ctx, m, Some(dest))),
        Some(def) => ctx.op_has_trait::<ConstantLike>(def) || shaped_dim(ctx, def).is_some(),
    }
}
