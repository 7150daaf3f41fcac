//! `lower-affine` for `affine.for`, `affine.if` and `affine.yield` (MLIR's `AffineForLowering`,
//! `AffineIfLowering` and `AffineYieldOpLowering`): `scf.for` with the maximum of the lower
//! bounds and the minimum of the upper bounds, `scf.if` on the conjunction of the set's
//! constraints, `scf.yield`. Before lowering, the ops are folded in place as the conversion
//! driver does (`crate::affine::fold::loops`), against the IR before the conversion.

use super::lower::{Expander, Reduction};
use crate::affine::fold::loops::{loop_of, set_of};
use crate::scf;
use oxir::builder::{Builder, OpBuilder};
use oxir::ods::Op;
use oxir::{Context, OpRef, OperationState, Value};

/// Moves the blocks of `from` to the end of `to`.
fn move_blocks(ctx: &mut Context, from: oxir::RegionRef, to: oxir::RegionRef) {
    let blocks: Vec<_> = ctx.region_blocks(from).collect();
    for b in blocks {
        ctx.detach_block(b);
        ctx.insert_block_before(to, None, b);
    }
}

fn replace_op(ctx: &mut Context, old: OpRef, new: OpRef) -> bool {
    let pairs: Vec<(Value, Value)> = ctx.results(old).zip(ctx.results(new)).collect();
    for (o, n) in pairs {
        ctx.replace_all_uses_with(o, n);
    }
    ctx.erase_op(old).is_ok()
}

/// MLIR's `AffineForLowering`; returns whether it lowered the loop.
pub(super) fn lower_for(ctx: &mut Context, op: OpRef) -> bool {
    let Some(l) = loop_of(ctx, op) else { return false };
    let loc = ctx.op_loc(op);
    let types: Vec<_> = ctx.result_types(op).collect();
    let mut b = OpBuilder::before(ctx, op);
    let mut x = Expander { b: &mut b, loc, created: Vec::new() };
    let Some(lb) = x.min_max(&l.lb, &l.lb_ops, Reduction::Max) else {
        x.undo();
        return false;
    };
    let Some(ub) = x.min_max(&l.ub, &l.ub_ops, Reduction::Min) else {
        x.undo();
        return false;
    };
    let step = x.constant(l.step);
    let ctx = b.ctx_mut();
    let mut st = OperationState::new(ctx.op_name(scf::ForOp::NAME), loc);
    st.operands = [lb, ub, step].into_iter().chain(l.inits).collect();
    st.result_types = types.into_iter().collect();
    let region = ctx.create_region();
    st.regions.push(region);
    let new = b.create(st);
    let ctx = b.ctx_mut();
    let old_region = ctx.op_regions(op)[0];
    move_blocks(ctx, old_region, region);
    replace_op(ctx, op, new)
}

/// MLIR's `AffineIfLowering`; returns whether it lowered the conditional.
pub(super) fn lower_if(ctx: &mut Context, op: OpRef) -> bool {
    let Some(set) = set_of(ctx, op) else { return false };
    let operands: Vec<Value> = ctx.operands(op).collect();
    let nd = (set.num_dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    let loc = ctx.op_loc(op);
    let types: Vec<_> = ctx.result_types(op).collect();
    let mut b = OpBuilder::before(ctx, op);
    let mut x = Expander { b: &mut b, loc, created: Vec::new() };
    let zero = x.constant(0);
    let mut cond: Option<Value> = None;
    for (e, &eq) in set.constraints.iter().zip(&set.eq_flags) {
        let Some(v) = x.expand(e, dims, syms) else {
            x.undo();
            return false;
        };
        let pred = if eq { crate::arith::CmpIPredicate::Eq } else { crate::arith::CmpIPredicate::Sge };
        let c = x.cmpi(pred, v, zero);
        cond = Some(match cond {
            Some(prev) => x.andi(prev, c),
            None => c,
        });
    }
    let cond = match cond {
        Some(c) => c,
        None => x.bool_constant(true),
    };
    let ctx = b.ctx_mut();
    let mut st = OperationState::new(ctx.op_name(scf::IfOp::NAME), loc);
    st.operands.push(cond);
    st.result_types = types.into_iter().collect();
    let then_region = ctx.create_region();
    let else_region = ctx.create_region();
    st.regions.push(then_region);
    st.regions.push(else_region);
    let new = b.create(st);
    let ctx = b.ctx_mut();
    let old = ctx.op_regions(op).to_vec();
    if let [t, e] = old[..] {
        move_blocks(ctx, t, then_region);
        move_blocks(ctx, e, else_region);
    }
    replace_op(ctx, op, new)
}

/// MLIR's `AffineYieldOpLowering`: `scf.yield` with the same operands.
pub(super) fn lower_yield(ctx: &mut Context, op: OpRef) -> bool {
    let loc = ctx.op_loc(op);
    let operands: Vec<Value> = ctx.operands(op).collect();
    let mut b = OpBuilder::before(ctx, op);
    scf::YieldOp::build(&mut b, loc, &operands);
    ctx.erase_op(op).is_ok()
}
