//! `loop-invariant-code-motion`: hoists ops out of loops when they depend only on values defined
//! outside the loop, have no memory effects and may be executed speculatively (MLIR's
//! `LoopInvariantCodeMotion` pass over `LoopLikeOpInterface` ops).
//!
//! oxir has no op interfaces for loops and speculation yet, so the loop ops, the ops whose
//! effects are those of their bodies and the conditionally speculatable ops are known here by
//! name, with MLIR's rules for each.

use crate::builtin::attributes::IntegerAttr;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::pass::Pass;
use crate::rewrite::greedy::constant_of;
use crate::traits::{ConstantLike, IsTerminator, NoMemoryEffect, Pure};
use crate::value::Value;
use crate::walk::WalkResult;
use crate::{OpRef, RegionRef};
use std::collections::VecDeque;

/// MLIR's `LoopInvariantCodeMotion` pass.
#[derive(Clone, Debug, Default)]
pub struct Licm {
    moved: u64,
}

/// The indices of the loop regions of `op` if it is loop-like (MLIR's `getLoopRegions`).
fn loop_regions(ctx: &Context, op: OpRef) -> Option<&'static [usize]> {
    match ctx.op_name_text(op) {
        "scf.for" | "scf.parallel" | "scf.forall" | "affine.for" | "affine.parallel" => Some(&[0]),
        "scf.while" => Some(&[0, 1]),
        _ => None,
    }
}

/// Ops whose memory effects are those of the ops nested in them (`RecursiveMemoryEffects`).
const RECURSIVE_EFFECT_OPS: [&str; 13] = [
    "scf.if",
    "scf.for",
    "scf.while",
    "scf.execute_region",
    "scf.index_switch",
    "scf.forall",
    "scf.forall.in_parallel",
    "scf.parallel",
    "scf.reduce",
    "affine.for",
    "affine.if",
    "affine.parallel",
    "func.func",
];

/// MLIR's `isMemoryEffectFree`: the op declares no effects, and if its effects are those of
/// its body, neither do the ops nested in it.
pub(crate) fn is_memory_effect_free(ctx: &Context, op: OpRef) -> bool {
    let Some(info) = ctx.op_registered_info_ref(op) else { return false };
    let recursive = RECURSIVE_EFFECT_OPS.contains(&ctx.op_name_text(op));
    let declared_free =
        info.has_trait::<Pure>() || info.has_trait::<NoMemoryEffect>() || info.has_trait::<ConstantLike>();
    if !declared_free && !recursive {
        return false;
    }
    if !recursive {
        return true;
    }
    nested_ops(ctx, op).into_iter().all(|o| is_memory_effect_free(ctx, o))
}

/// The ops directly inside the regions of `op`.
fn nested_ops(ctx: &Context, op: OpRef) -> Vec<OpRef> {
    let mut out = Vec::new();
    for &r in ctx.op_regions(op) {
        for b in ctx.region_blocks(r) {
            out.extend(ctx.block_ops(b));
        }
    }
    out
}

/// The integer constant `v` holds, if it is defined by a constant op of an integer attribute.
fn int_constant(ctx: &Context, v: Value) -> Option<crate::numeric::apint::APInt> {
    let attr = constant_of(ctx, v)?;
    attr.dyn_cast::<IntegerAttr>(ctx).map(|i| i.value.clone())
}

/// What MLIR's `ConditionallySpeculatable` says about an op.
enum Speculation {
    /// It may always be executed speculatively.
    Always,
    /// It may if everything nested in it may.
    Recursive,
    /// It may not.
    Never,
}

/// MLIR's `getSpeculatability` for the ops oxir knows.
fn speculatability(ctx: &Context, op: OpRef) -> Speculation {
    let operand = |i: usize| (i < ctx.num_operands(op)).then(|| ctx.operand(op, i));
    match ctx.op_name_text(op) {
        // Division by zero is undefined behaviour; signed division of the minimum by -1 too.
        "arith.divui" | "arith.ceildivui" => match operand(1).and_then(|v| int_constant(ctx, v)) {
            Some(c) if !c.is_zero() => Speculation::Always,
            _ => Speculation::Never,
        },
        "arith.divsi" | "arith.ceildivsi" => match operand(1).and_then(|v| int_constant(ctx, v)) {
            Some(c) if !c.is_zero() && !c.is_all_ones() => Speculation::Always,
            _ => Speculation::Never,
        },
        // A loop with a unit step terminates whatever its bounds; others might not.
        "scf.for" => match operand(2).and_then(|v| int_constant(ctx, v)) {
            Some(c) if c.is_one() => Speculation::Recursive,
            _ => Speculation::Never,
        },
        "scf.if" => Speculation::Recursive,
        _ if ctx.op_has_trait::<Pure>(op) => Speculation::Always,
        _ => Speculation::Never,
    }
}

/// MLIR's `isSpeculatable`.
fn is_speculatable(ctx: &Context, op: OpRef) -> bool {
    match speculatability(ctx, op) {
        Speculation::Always => true,
        Speculation::Never => false,
        Speculation::Recursive => nested_ops(ctx, op).into_iter().all(|o| is_speculatable(ctx, o)),
    }
}

/// The op whose region directly holds the definition of `v`.
fn value_scope_op(ctx: &Context, v: Value) -> Option<OpRef> {
    let b = ctx.value_parent_block(v)?;
    ctx.region_parent_op(ctx.block_parent_region(b)?)
}

/// MLIR's `isDefinedOutsideOfLoop`: `v` is not defined inside `loop`.
fn defined_outside(ctx: &Context, loop_op: OpRef, v: Value) -> bool {
    !value_scope_op(ctx, v).is_some_and(|p| ctx.is_ancestor_or_self(loop_op, p))
}

/// MLIR's `canBeHoisted`: `op` is no terminator, and every value used in it or in the ops
/// nested in it is defined either inside `op` or outside the loop.
fn can_be_hoisted(ctx: &Context, op: OpRef, loop_op: OpRef) -> bool {
    if ctx.op_has_trait::<IsTerminator>(op) {
        return false;
    }
    let walk = ctx.walk_ops_pre_order(op, &mut |child| {
        for v in ctx.operands(child) {
            if value_scope_op(ctx, v).is_some_and(|p| ctx.is_ancestor_or_self(op, p)) {
                continue;
            }
            if !defined_outside(ctx, loop_op, v) {
                return WalkResult::Interrupt;
            }
        }
        WalkResult::Advance
    });
    walk != WalkResult::Interrupt
}

impl Licm {
    /// MLIR's `moveLoopInvariantCode` on one loop: a worklist per loop region, seeded with the
    /// region's ops in order; a hoisted op's users in the region are checked again.
    fn hoist_from(&mut self, ctx: &mut Context, loop_op: OpRef, regions: &[usize]) {
        let all: Vec<RegionRef> = ctx.op_regions(loop_op).to_vec();
        for &ri in regions {
            let Some(&region) = all.get(ri) else { continue };
            let mut worklist: VecDeque<OpRef> = ctx.region_blocks(region).flat_map(|b| ctx.block_ops(b)).collect();
            while let Some(op) = worklist.pop_front() {
                let parent_region = ctx.op_parent_block(op).and_then(|b| ctx.block_parent_region(b));
                if parent_region != Some(region) {
                    continue;
                }
                if !can_be_hoisted(ctx, op, loop_op) || !is_memory_effect_free(ctx, op) || !is_speculatable(ctx, op) {
                    continue;
                }
                let Some(dest) = ctx.op_parent_block(loop_op) else { return };
                ctx.detach_op(op);
                ctx.insert_op_before(dest, Some(loop_op), op);
                self.moved += 1;
                let results: Vec<Value> = ctx.results(op).collect();
                for r in results {
                    for user in ctx.users(r).collect::<Vec<_>>() {
                        let user_region = ctx.op_parent_block(user).and_then(|b| ctx.block_parent_region(b));
                        if user_region == Some(region) {
                            worklist.push_back(user);
                        }
                    }
                }
            }
        }
    }
}

impl Pass for Licm {
    fn name(&self) -> &'static str {
        "LoopInvariantCodeMotion"
    }
    fn argument(&self) -> &'static str {
        "loop-invariant-code-motion"
    }
    fn description(&self) -> &'static str {
        "Hoist loop invariant instructions outside of the loop"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        // Innermost loops first, so what leaves an inner loop can leave the outer one too.
        let mut loops = Vec::new();
        ctx.walk_ops_post_order(op, &mut |o| {
            if let Some(regions) = loop_regions(ctx, o) {
                loops.push((o, regions));
            }
        });
        for (l, regions) in loops {
            self.hoist_from(ctx, l, regions);
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(Licm::default())
    }
}
