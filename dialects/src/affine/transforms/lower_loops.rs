//! `lower-affine` for `affine.for`, `affine.parallel`, `affine.if` and `affine.yield` (MLIR's
//! `AffineForLowering`, `AffineParallelLowering`, `AffineIfLowering` and
//! `AffineYieldOpLowering`): `scf.for` with the maximum of the lower bounds and the minimum of
//! the upper bounds, `scf.parallel` with `scf.reduce`, `scf.if` on the conjunction of the set's
//! constraints, `scf.yield`. Before lowering, the ops are folded in place as the conversion
//! driver does (`crate::affine::fold::loops`), against the IR before the conversion.

use super::lower::{Expander, Reduction};
use crate::affine::fold::loops::{loop_of, set_of};
use crate::affine::ops::parallel::Band;
use crate::affine::YieldOp;
use crate::arith::{self, AtomicRMWKind};
use crate::scf;
use oxir::builder::{Builder, OpBuilder};
use oxir::builtin::attributes::{FloatAttr, IntegerAttr};
use oxir::builtin::types::{FloatType, IntegerType, Signedness};
use oxir::numeric::{APFloat, APInt};
use oxir::{Attribute, Context, OpRef, Type, Value};

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
    let new = scf::ForOp::build(&mut b, loc, lb, ub, step, &l.inits, &types);
    let ctx = b.ctx_mut();
    let (region, new) = (new.region(ctx), new.into());
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
    let new = scf::IfOp::build(&mut b, loc, cond, &types);
    let ctx = b.ctx_mut();
    let (then_region, else_region, new) = (new.then_region(ctx), new.else_region(ctx), new.into());
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

/// MLIR's `arith::getIdentityValueAttr` for the reductions `affine.parallel` lowers: `None` for
/// the kinds whose lowering MLIR does not support (it builds invalid IR or aborts for them).
fn reduction_identity(ctx: &Context, kind: AtomicRMWKind, ty: Type) -> Option<Attribute> {
    use AtomicRMWKind as K;
    if let Some(f) = ty.dyn_cast::<FloatType>(ctx) {
        let sem = f.kind.semantics();
        let v = match kind {
            K::Addf => APFloat::zero(sem),
            K::Mulf => APFloat::from_f64(sem, 1.0),
            K::Maximumf => APFloat::infinity(sem, true),
            K::Minimumf => APFloat::infinity(sem, false),
            _ => return None,
        };
        return Some(FloatAttr::get(ctx, ty, v));
    }
    let i = ty.dyn_cast::<IntegerType>(ctx)?;
    if i.signedness != Signedness::Signless {
        return None;
    }
    let v = match kind {
        K::Addi | K::Ori => APInt::zero(i.width),
        K::Muli => APInt::from_i64(i.width, 1),
        K::Andi => APInt::all_ones(i.width),
        _ => return None,
    };
    Some(IntegerAttr::get(ctx, ty, v))
}

/// MLIR's `arith::getReductionOp`: the `arith` op combining two values of a reduction.
fn reduction_op(b: &mut dyn Builder, loc: Attribute, kind: AtomicRMWKind, l: Value, r: Value) -> Option<Value> {
    use AtomicRMWKind as K;
    let op: OpRef = match kind {
        K::Addf => arith::AddFOp::build(b, loc, l, r).into(),
        K::Mulf => arith::MulFOp::build(b, loc, l, r).into(),
        K::Maximumf => arith::MaximumFOp::build(b, loc, l, r).into(),
        K::Minimumf => arith::MinimumFOp::build(b, loc, l, r).into(),
        K::Addi => arith::AddIOp::build(b, loc, l, r).into(),
        K::Muli => arith::MulIOp::build(b, loc, l, r).into(),
        K::Ori => arith::OrIOp::build(b, loc, l, r).into(),
        K::Andi => arith::AndIOp::build(b, loc, l, r).into(),
        _ => return None,
    };
    Some(b.ctx().result(op, 0))
}

/// MLIR's `AffineParallelLowering`: `scf.parallel` over the maxima of the lower-bound groups and
/// the minima of the upper-bound groups, initialized with the identities of the reductions, the
/// body's `affine.yield` becoming an `scf.reduce` with one region per reduction. Returns whether
/// it lowered the band (not for reductions MLIR cannot lower).
pub(super) fn lower_parallel(ctx: &mut Context, op: OpRef) -> bool {
    let Some(band) = Band::of(ctx, op) else { return false };
    let types: Vec<Type> = ctx.result_types(op).collect();
    let mut kinds = Vec::with_capacity(types.len());
    for (kind, &ty) in band.reductions.iter().zip(&types) {
        match kind {
            Some(k) if reduction_identity(ctx, *k, ty).is_some() => kinds.push(*k),
            _ => return false,
        }
    }
    if kinds.len() != types.len() {
        return false;
    }
    let loc = ctx.op_loc(op);
    let mut b = OpBuilder::before(ctx, op);
    let mut x = Expander { b: &mut b, loc, created: Vec::new() };
    let (mut lbs, mut ubs) = (Vec::new(), Vec::new());
    for i in 0..band.num_dims() {
        let bounds = band.lower_bound_map(i).zip(band.upper_bound_map(i));
        let lb = bounds.as_ref().and_then(|(l, _)| x.min_max(l, &band.lb_ops, Reduction::Max));
        let ub = lb.and(bounds.as_ref()).and_then(|(_, u)| x.min_max(u, &band.ub_ops, Reduction::Min));
        let (Some(lb), Some(ub)) = (lb, ub) else {
            x.undo();
            return false;
        };
        lbs.push(lb);
        ubs.push(ub);
    }
    let steps: Vec<Value> = band.steps.iter().map(|&s| x.constant(s)).collect();
    let mut inits = Vec::with_capacity(kinds.len());
    for (&k, &ty) in kinds.iter().zip(&types) {
        let ctx = x.b.ctx();
        let Some(attr) = reduction_identity(ctx, k, ty) else { return false };
        let c = arith::ConstantOp::build(x.b, loc, ty, attr);
        inits.push(c.result(x.b.ctx()));
    }
    let par = scf::ParallelOp::build(&mut b, loc, &lbs, &ubs, &steps, &inits, &types);
    let ctx = b.ctx_mut();
    let region = par.region(ctx);
    let old_region = ctx.op_regions(op)[0];
    move_blocks(ctx, old_region, region);
    let Some(body) = ctx.region_entry_block(region) else { return false };
    if let Some(term) = ctx.block_last_op(body).filter(|&t| ctx.isa_op::<YieldOp>(t)) {
        let yielded: Vec<Value> = ctx.operands(term).collect();
        let term_loc = ctx.op_loc(term);
        let _ = ctx.erase_op(term);
        let mut b = OpBuilder::at_block_end(ctx, body);
        let reduce = scf::ReduceOp::build(&mut b, term_loc, &yielded, kinds.len());
        let ctx = b.ctx_mut();
        let regions = ctx.op_regions(reduce.into()).to_vec();
        for ((&k, &ty), r) in kinds.iter().zip(&types).zip(regions) {
            let block = ctx.create_block();
            ctx.append_block(r, block);
            let lhs = ctx.add_block_argument(block, ty, loc);
            let rhs = ctx.add_block_argument(block, ty, loc);
            let mut b = OpBuilder::at_block_end(ctx, block);
            let Some(v) = reduction_op(&mut b, loc, k, lhs, rhs) else { return false };
            scf::ReduceReturnOp::build(&mut b, loc, v);
        }
    }
    replace_op(ctx, op, par.into())
}
