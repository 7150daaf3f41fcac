//! Folders and canonicalization patterns of the `scf` ops (MLIR's `SCF.cpp` and the
//! `RegionBranchOpInterface` canonicalizations it registers), for the common cases.

// Positions index several parallel lists (inits, block arguments, yields) at once.
#![allow(clippy::needless_range_loop)]

use oxir::builtin::attributes::IntegerAttr;
use oxir::numeric::APInt;
use oxir::registry::FoldResult;
use oxir::rewrite::greedy::would_be_trivially_dead;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::traits::IsTerminator;
use oxir::{Attribute, BlockRef, Context, OpRef, OperationState, RegionRef, Type, Value};

use crate::arith::{self, SelectOp};
use crate::cf::BranchOp;
use crate::func;
use crate::scf::{
    ConditionOp, ExecuteRegionOp, ForOp, ForallOp, IfOp, InParallelOp, IndexSwitchOp, ParallelOp, ReduceOp, WhileOp,
    YieldOp,
};
use crate::tensor::CastOp;
use crate::utils::constants::const_int;
use crate::utils::inline::replace_op_with_region;
use crate::utils::patterns::pattern;
use oxir::conversion::op_attr_or_prop;
use oxir::ods::Op;

// ----- helpers -----

/// The terminator of `region`'s entry block.
fn terminator(ctx: &Context, region: RegionRef) -> Option<OpRef> {
    ctx.region_entry_block(region).and_then(|b| ctx.block_last_op(b))
}

/// Whether `region` holds `op` (at any depth).
fn region_contains(ctx: &Context, region: RegionRef, mut op: OpRef) -> bool {
    loop {
        let Some(b) = ctx.op_parent_block(op) else { return false };
        let Some(r) = ctx.block_parent_region(b) else { return false };
        if r == region {
            return true;
        }
        match ctx.region_parent_op(r) {
            Some(p) => op = p,
            None => return false,
        }
    }
}

/// Whether `v` is defined inside `op` (in one of its regions, at any depth).
fn defined_inside(ctx: &Context, v: Value, op: OpRef) -> bool {
    let Some(b) = ctx.value_parent_block(v) else { return false };
    let Some(p) = ctx.block_parent_op(b) else { return false };
    ctx.is_ancestor_or_self(op, p)
}

/// The region directly holding the definition of `v`.
fn value_region(ctx: &Context, v: Value) -> Option<RegionRef> {
    ctx.value_parent_block(v).and_then(|b| ctx.block_parent_region(b))
}

/// The `scf` ops whose memory effects are those of their bodies (`RecursiveMemoryEffects`).
const RECURSIVE_OPS: [&str; 7] = [
    IfOp::NAME,
    ForOp::NAME,
    WhileOp::NAME,
    ExecuteRegionOp::NAME,
    IndexSwitchOp::NAME,
    ForallOp::NAME,
    InParallelOp::NAME,
];

/// Whether `op` and everything nested in it has no side effect (terminators of `scf` regions
/// included), so that it can go when its results are unused.
fn is_removable(ctx: &Context, op: OpRef) -> bool {
    let name = ctx.op_name_text(op);
    if name == YieldOp::NAME || name == ConditionOp::NAME {
        return true;
    }
    if RECURSIVE_OPS.contains(&name) {
        return ctx
            .op_regions(op)
            .iter()
            .all(|&r| ctx.region_blocks(r).all(|b| ctx.block_ops(b).all(|o| is_removable(ctx, o))));
    }
    if ctx.op_has_trait::<IsTerminator>(op) {
        return false;
    }
    would_be_trivially_dead(ctx, op)
}

/// Erases an `scf` region op whose results are unused and whose body has no side effect
/// (MLIR's trivially dead ops under `RecursiveMemoryEffects`).
fn erase_dead(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    if ctx.results(op).any(|r| ctx.has_uses(r)) || !is_removable(ctx, op) {
        return false;
    }
    rw.erase_op(op).is_ok()
}

/// A new op like `op` (name, location, attributes, properties) with `operands`, `types` and as
/// many fresh regions as `op` has, inserted before `op`; the old regions' blocks move into the
/// new regions.
fn rebuild(rw: &mut PatternRewriter<'_>, op: OpRef, operands: &[Value], types: &[Type]) -> OpRef {
    let ctx = rw.ctx();
    let mut st = OperationState::new(ctx.op_name_of(op), ctx.op_loc(op));
    st.operands.extend(operands.iter().copied());
    st.result_types.extend(types.iter().copied());
    st.attributes = ctx.op_attrs(op).to_vec();
    st.properties = ctx.op_properties(op);
    let old: Vec<RegionRef> = ctx.op_regions(op).to_vec();
    for _ in &old {
        let r = rw.ctx_mut().create_region();
        st.regions.push(r);
    }
    let new_regions = st.regions.clone();
    rw.set_insertion_point(op);
    let new = rw.create(st);
    for (o, n) in old.iter().zip(new_regions.iter()) {
        let blocks: Vec<BlockRef> = rw.ctx().region_blocks(*o).collect();
        for b in blocks {
            rw.ctx_mut().detach_block(b);
            rw.ctx_mut().append_block(*n, b);
        }
    }
    new
}

/// Creates `st` before `op` with one new region whose entry block takes arguments of the
/// given types and locations; returns the new op, its block and the block's arguments.
fn create_with_body(
    rw: &mut PatternRewriter<'_>,
    op: OpRef,
    mut st: OperationState,
    args: impl IntoIterator<Item = (Type, Attribute)>,
) -> (OpRef, BlockRef, Vec<Value>) {
    let region = rw.ctx_mut().create_region();
    st.regions.push(region);
    let body = rw.ctx_mut().create_block();
    rw.ctx_mut().append_block(region, body);
    let values = args.into_iter().map(|(ty, loc)| rw.ctx_mut().add_block_argument(body, ty, loc)).collect();
    rw.set_insertion_point(op);
    let new = rw.create(st);
    (new, body, values)
}

fn bool_constant(rw: &mut PatternRewriter<'_>, before: OpRef, value: bool) -> Option<Value> {
    let ctx = rw.ctx();
    let attr = IntegerAttr::bool(ctx, value);
    let ty = oxir::builtin::types::IntegerType::get(ctx, 1);
    let loc = ctx.op_loc(before);
    let c = crate::arith::materialize_constant(rw.ctx_mut(), attr, ty, loc)?;
    rw.set_insertion_point(before);
    rw.insert(c);
    Some(rw.ctx().result(c, 0))
}

fn set_operands(rw: &mut PatternRewriter<'_>, op: OpRef, values: Vec<Value>) {
    rw.modify_op_in_place(op, |ctx| ctx.set_operands(op, &values));
}

/// Removes the results of a region op (whose regions end with `scf.yield`) that `keep` rejects,
/// rebuilding the op and trimming the yields.
fn drop_results(rw: &mut PatternRewriter<'_>, op: OpRef, keep: &[bool]) -> bool {
    let ctx = rw.ctx();
    let operands: Vec<Value> = ctx.operands(op).collect();
    let types: Vec<Type> = ctx.result_types(op).zip(keep).filter(|(_, k)| **k).map(|(t, _)| t).collect();
    let new = rebuild(rw, op, &operands, &types);
    let regions: Vec<RegionRef> = rw.ctx().op_regions(new).to_vec();
    for r in regions {
        let blocks: Vec<BlockRef> = rw.ctx().region_blocks(r).collect();
        for b in blocks {
            let Some(t) = rw.ctx().block_last_op(b) else { continue };
            if !rw.ctx().isa_op::<YieldOp>(t) {
                continue;
            }
            let vals: Vec<Value> = rw.ctx().operands(t).zip(keep).filter(|(_, k)| **k).map(|(v, _)| v).collect();
            set_operands(rw, t, vals);
        }
    }
    let mut results = Vec::new();
    let mut next = 0;
    for (i, &k) in keep.iter().enumerate() {
        if k {
            results.push(rw.ctx().result(new, next));
            next += 1;
        } else {
            // Unused: any value of the right type.
            results.push(rw.ctx().result(op, i));
        }
    }
    for (i, &k) in keep.iter().enumerate() {
        if k {
            let r = rw.ctx().result(op, i);
            rw.replace_all_uses_with(r, results[i]);
        }
    }
    rw.erase_op(op).is_ok()
}

// ----- scf.if -----

/// `scf.if`'s folder (its in-place `xor` fold is the `fold_if_not` pattern).
pub fn fold_if(_ctx: &Context, _op: OpRef, _operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    None
}

/// MLIR's `IfOp::fold`: `if (!c) A else B` becomes `if c B else A`.
fn fold_if_not(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let regions = ctx.op_regions(op).to_vec();
    if regions.len() < 2 || ctx.region_is_empty(regions[1]) {
        return false;
    }
    let cond = ctx.operand(op, 0);
    let Some(x) = ctx.defining_op(cond) else { return false };
    if !ctx.isa_op::<arith::XOrIOp>(x) {
        return false;
    }
    if !const_int(ctx, ctx.operand(x, 1)).is_some_and(|v| v.is_one()) {
        return false;
    }
    let lhs = ctx.operand(x, 0);
    let then_b = ctx.region_entry_block(regions[0]);
    let else_b = ctx.region_entry_block(regions[1]);
    rw.modify_op_in_place(op, |ctx| {
        ctx.set_operand(op, 0, lhs);
        if let (Some(t), Some(e)) = (then_b, else_b) {
            ctx.detach_block(t);
            ctx.detach_block(e);
            ctx.append_block(regions[0], e);
            ctx.append_block(regions[1], t);
        }
    });
    true
}

/// Whether `v` is the `i1` negation `xori(x, true)` of `x`.
fn is_not_of(ctx: &Context, v: Value, x: Value) -> bool {
    ctx.defining_op(v).is_some_and(|d| {
        ctx.isa_op::<arith::XOrIOp>(d)
            && ctx.operand(d, 0) == x
            && const_int(ctx, ctx.operand(d, 1)).is_some_and(|c| c.is_one())
    })
}

/// Whether `op` (a user) is nested in `region`.
fn in_region(ctx: &Context, region: RegionRef, op: OpRef) -> bool {
    region_contains(ctx, region, op)
}

/// Creates an `scf.yield` of `values` at the end of `block`.
fn yield_at_end(rw: &mut PatternRewriter<'_>, block: BlockRef, loc: Attribute, values: &[Value]) {
    rw.set_insertion_point_to_end(block);
    YieldOp::build(rw, loc, values);
}

/// MLIR's `CombineIfs`: two adjacent `scf.if`s on the same (or the negated) condition.
fn combine_ifs(next: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(prev) = ctx.op_prev(next).filter(|&p| ctx.isa_op::<IfOp>(p)) else { return false };
    let (pc, nc) = (ctx.operand(prev, 0), ctx.operand(next, 0));
    let nr = ctx.op_regions(next).to_vec();
    let pr = ctx.op_regions(prev).to_vec();
    let next_then_b = ctx.region_entry_block(nr[0]);
    let next_else_b = ctx.region_entry_block(nr[1]);
    let (mut next_then, mut next_else) = (None, None);
    if nc == pc {
        next_then = next_then_b;
        next_else = next_else_b;
    }
    if is_not_of(ctx, nc, pc) || is_not_of(ctx, pc, nc) {
        next_else = next_then_b;
        next_then = next_else_b;
    }
    if next_then.is_none() && next_else.is_none() {
        return false;
    }
    let (Some(prev_then), Some(prev_then_yield)) = (ctx.region_entry_block(pr[0]), terminator(ctx, pr[0])) else {
        return false;
    };
    let then_vals: Vec<Value> = ctx.operands(prev_then_yield).collect();
    let else_vals: Vec<Value> = terminator(ctx, pr[1]).map(|t| ctx.operands(t).collect()).unwrap_or_default();
    // Uses of prev's results inside next's branches see the branch's yielded values.
    let regions_of = |b: Option<BlockRef>| b.and_then(|b| ctx.block_parent_region(b));
    let (then_r, else_r) = (regions_of(next_then), regions_of(next_else));
    let n_prev = ctx.num_results(prev);
    let mut edits = Vec::new();
    for i in 0..n_prev.min(then_vals.len()).min(else_vals.len()) {
        for u in ctx.uses(ctx.result(prev, i)) {
            if then_r.is_some_and(|r| in_region(ctx, r, u.owner)) {
                edits.push((u.owner, u.index, then_vals[i]));
            } else if else_r.is_some_and(|r| in_region(ctx, r, u.owner)) {
                edits.push((u.owner, u.index, else_vals[i]));
            }
        }
    }
    for (owner, index, v) in edits {
        rw.modify_op_in_place(owner, |ctx| ctx.set_operand(owner, index as usize, v));
    }
    let ctx = rw.ctx();
    let mut types: Vec<Type> = ctx.result_types(prev).collect();
    types.extend(ctx.result_types(next));
    let loc = ctx.op_loc(next);
    let mut st = OperationState::new(ctx.op_name_of(next), loc);
    st.operands.push(pc);
    st.result_types.extend(types);
    let (ct, ce) = (rw.ctx_mut().create_region(), rw.ctx_mut().create_region());
    st.regions.push(ct);
    st.regions.push(ce);
    rw.set_insertion_point(next);
    let combined = rw.create(st);
    rw.inline_region_before(pr[0], ct, None);
    if let Some(nt) = next_then {
        let y2 = rw.ctx().block_last_op(nt);
        let _ = rw.merge_blocks(nt, prev_then, &[]);
        let mut vals: Vec<Value> = rw.ctx().operands(prev_then_yield).collect();
        let y2 = y2.filter(|&y| rw.ctx().isa_op::<YieldOp>(y));
        if let Some(y2) = y2 {
            vals.extend(rw.ctx().operands(y2));
        }
        let yl = y2.map_or(loc, |y| rw.ctx().op_loc(y));
        yield_at_end(rw, prev_then, yl, &vals);
        let _ = rw.erase_op(prev_then_yield);
        if let Some(y2) = y2 {
            let _ = rw.erase_op(y2);
        }
    }
    rw.inline_region_before(pr[1], ce, None);
    if let Some(ne) = next_else {
        match rw.ctx().region_entry_block(ce) {
            None => {
                if let Some(r) = rw.ctx().block_parent_region(ne) {
                    rw.inline_region_before(r, ce, None);
                }
            }
            Some(pe) => {
                let y1 = rw.ctx().block_last_op(pe);
                let y2 = rw.ctx().block_last_op(ne);
                let _ = rw.merge_blocks(ne, pe, &[]);
                let mut vals: Vec<Value> = y1.map(|y| rw.ctx().operands(y).collect()).unwrap_or_default();
                if let Some(y2) = y2 {
                    vals.extend(rw.ctx().operands(y2));
                }
                let yl = y2.map_or(loc, |y| rw.ctx().op_loc(y));
                yield_at_end(rw, pe, yl, &vals);
                for y in [y1, y2].into_iter().flatten() {
                    let _ = rw.erase_op(y);
                }
            }
        }
    }
    let results: Vec<Value> = rw.ctx().results(combined).collect();
    let (pv, nv) = results.split_at(n_prev);
    let (pv, nv) = (pv.to_vec(), nv.to_vec());
    rw.replace_op(prev, &pv).is_ok() && rw.replace_op(next, &nv).is_ok()
}

/// MLIR's `CombineNestedIfs`: `if a { if b { .. } }` becomes `if (a and b) { .. }`.
fn combine_nested_ifs(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let regions = ctx.op_regions(op).to_vec();
    let Some(then_b) = ctx.region_entry_block(regions[0]) else { return false };
    let ops: Vec<OpRef> = ctx.block_ops(then_b).collect();
    if ops.len() != 2 || !ctx.isa_op::<IfOp>(ops[0]) {
        return false;
    }
    let nested = ops[0];
    let single = |b: Option<BlockRef>| b.is_none_or(|b| ctx.block_ops(b).count() == 1);
    let else_b = ctx.region_entry_block(regions[1]);
    if !single(else_b) {
        return false;
    }
    let nr = ctx.op_regions(nested).to_vec();
    let nested_else = ctx.region_entry_block(nr[1]);
    if !single(nested_else) {
        return false;
    }
    let Some(nested_then) = ctx.region_entry_block(nr[0]) else { return false };
    let mut then_yield: Vec<Value> = ctx.operands(ops[1]).collect();
    let else_yield: Vec<Value> =
        else_b.and_then(|b| ctx.block_last_op(b)).map(|t| ctx.operands(t).collect()).unwrap_or_default();
    let nested_then_yield = ctx.block_last_op(nested_then);
    let nested_else_yield = nested_else.and_then(|b| ctx.block_last_op(b));
    let mut upgrade = Vec::new();
    for i in 0..then_yield.len() {
        let v = then_yield[i];
        if let Value::Result { op: d, index } = v {
            if d == nested {
                let Some(ney) = nested_else_yield else { return false };
                if else_yield.get(i) != Some(&ctx.operand(ney, index as usize)) {
                    return false;
                }
                let Some(nty) = nested_then_yield else { return false };
                then_yield[i] = ctx.operand(nty, index as usize);
                continue;
            }
        }
        if value_region(ctx, v) == Some(regions[0]) {
            return false;
        }
        upgrade.push(i);
    }
    let loc = ctx.op_loc(op);
    let (c1, c2) = (ctx.operand(op, 0), ctx.operand(nested, 0));
    let types: Vec<Type> = ctx.result_types(op).collect();
    rw.set_insertion_point(op);
    let cond: Value = arith::AndIOp::build(rw, loc, c1, c2).into();
    let mut st = OperationState::new(rw.ctx().op_name_of(op), loc);
    st.operands.push(cond);
    st.result_types.extend(types);
    let (rt, re) = (rw.ctx_mut().create_region(), rw.ctx_mut().create_region());
    st.regions.push(rt);
    st.regions.push(re);
    let new_then = rw.ctx_mut().create_block();
    rw.ctx_mut().append_block(rt, new_then);
    let new = rw.create(st);
    let mut results: Vec<Value> = rw.ctx().results(new).collect();
    rw.set_insertion_point(new);
    for &i in &upgrade {
        results[i] = SelectOp::build(rw, loc, c1, then_yield[i], else_yield[i]).into();
    }
    let _ = rw.merge_blocks(nested_then, new_then, &[]);
    if let Some(y) = rw.ctx().block_last_op(new_then) {
        let yl = rw.ctx().op_loc(y);
        let _ = rw.erase_op(y);
        yield_at_end(rw, new_then, yl, &then_yield);
    }
    if !else_yield.is_empty() {
        let b = rw.ctx_mut().create_block();
        rw.ctx_mut().append_block(re, b);
        yield_at_end(rw, b, loc, &else_yield);
    }
    rw.replace_op(op, &results).is_ok()
}

/// MLIR's `ConditionPropagation`.
fn condition_propagation(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let cond = ctx.operand(op, 0);
    if const_int(ctx, cond).is_some() {
        return false;
    }
    let regions = ctx.op_regions(op).to_vec();
    // MLIR walks the use-list, most recent use first, as `uses` does.
    let uses: Vec<(OpRef, u32)> = ctx.uses(cond).map(|u| (u.owner, u.index)).collect();
    let mut t: Option<Value> = None;
    let mut f: Option<Value> = None;
    let mut changed = false;
    for (owner, index) in uses {
        let which = if region_contains(rw.ctx(), regions[0], owner) {
            true
        } else if regions.len() > 1 && region_contains(rw.ctx(), regions[1], owner) {
            false
        } else {
            continue;
        };
        let slot = if which { &mut t } else { &mut f };
        if slot.is_none() {
            *slot = bool_constant(rw, op, which);
        }
        let Some(c) = *slot else { continue };
        rw.modify_op_in_place(owner, |ctx| ctx.set_operand(owner, index as usize, c));
        changed = true;
    }
    changed
}

/// MLIR's `ConvertTrivialIfToSelect`.
fn trivial_if_to_select(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let n = ctx.num_results(op);
    if n == 0 {
        return false;
    }
    let regions = ctx.op_regions(op).to_vec();
    let cond = ctx.operand(op, 0);
    let (Some(ty), Some(ey)) = (terminator(ctx, regions[0]), terminator(ctx, regions[1])) else { return false };
    let tv: Vec<Value> = ctx.operands(ty).collect();
    let ev: Vec<Value> = ctx.operands(ey).collect();
    let non_hoistable =
        |t: Value, e: Value| value_region(ctx, t) == Some(regions[0]) || value_region(ctx, e) == Some(regions[1]);
    let types: Vec<Type> = ctx
        .result_types(op)
        .zip(tv.iter().zip(&ev))
        .filter(|(_, (t, e))| non_hoistable(**t, **e))
        .map(|(ty, _)| ty)
        .collect();
    if types.len() == n {
        return false;
    }
    let flags: Vec<bool> = tv.iter().zip(&ev).map(|(t, e)| non_hoistable(*t, *e)).collect();
    let loc = ctx.op_loc(op);
    let new = rebuild(rw, op, &[cond], &types);
    let mut results = Vec::with_capacity(n);
    let mut tk = Vec::new();
    let mut ek = Vec::new();
    rw.set_insertion_point(new);
    for i in 0..n {
        let (t, e) = (tv[i], ev[i]);
        if flags[i] {
            results.push(rw.ctx().result(new, tk.len()));
            tk.push(t);
            ek.push(e);
        } else if t == e {
            results.push(t);
        } else {
            results.push(SelectOp::build(rw, loc, cond, t, e).into());
        }
    }
    set_operands(rw, ty, tk);
    set_operands(rw, ey, ek);
    rw.replace_op(op, &results).is_ok()
}

/// MLIR's `RemoveEmptyElseBranch`.
fn remove_empty_else(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    if ctx.num_results(op) != 0 {
        return false;
    }
    let regions = ctx.op_regions(op).to_vec();
    let Some(else_b) = regions.get(1).and_then(|&r| ctx.region_entry_block(r)) else { return false };
    let mut ops = ctx.block_ops(else_b);
    if ops.next().is_none() || ops.next().is_some() {
        return false;
    }
    rw.modify_op_in_place(op, |ctx| {
        let _ = ctx.erase_block(else_b);
    });
    true
}

/// MLIR's `RemoveStaticCondition`.
fn remove_static_condition(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(c) = const_int(ctx, ctx.operand(op, 0)) else { return false };
    let regions = ctx.op_regions(op).to_vec();
    if c.is_one() {
        return replace_op_with_region(rw, op, regions[0], &[]);
    }
    if regions.get(1).is_none_or(|&r| ctx.region_is_empty(r)) {
        return rw.erase_op(op).is_ok();
    }
    replace_op_with_region(rw, op, regions[1], &[])
}

/// MLIR's `RemoveUnusedResults` (also the `RegionBranchOpInterface` dead-result removal for
/// `scf.index_switch` and `scf.execute_region`).
fn remove_unused_results(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let keep: Vec<bool> = ctx.results(op).map(|r| ctx.has_uses(r)).collect();
    if keep.iter().all(|k| *k) {
        return false;
    }
    drop_results(rw, op, &keep)
}

/// MLIR's `ReplaceIfYieldWithConditionOrValue`.
fn replace_if_yield_with_cond(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    if ctx.num_results(op) == 0 {
        return false;
    }
    let regions = ctx.op_regions(op).to_vec();
    let (Some(ty), Some(ey)) = (terminator(ctx, regions[0]), terminator(ctx, regions[1])) else { return false };
    let tv: Vec<Value> = ctx.operands(ty).collect();
    let ev: Vec<Value> = ctx.operands(ey).collect();
    let cond = ctx.operand(op, 0);
    let mut changed = false;
    for i in 0..tv.len() {
        let r = rw.ctx().result(op, i);
        let used = rw.ctx().has_uses(r);
        if tv[i] == ev[i] {
            if used {
                rw.replace_all_uses_with(r, tv[i]);
                changed = true;
            }
            continue;
        }
        let is_bool = |v: Value, ctx: &Context| {
            let t = ctx.value_type(v);
            t.dyn_cast::<oxir::builtin::types::IntegerType>(ctx).is_some_and(|i| i.width == 1)
        };
        if !is_bool(tv[i], rw.ctx()) {
            continue;
        }
        let (Some(a), Some(b)) = (const_int(rw.ctx(), tv[i]), const_int(rw.ctx(), ev[i])) else { continue };
        if !used {
            continue;
        }
        if a.is_zero() && b.is_one() {
            let Some(one) = bool_constant(rw, op, true) else { continue };
            let loc = rw.ctx().op_loc(op);
            rw.set_insertion_point(op);
            let xv: Value = arith::XOrIOp::build(rw, loc, cond, one).into();
            rw.replace_all_uses_with(r, xv);
            changed = true;
        } else if a.is_one() && b.is_zero() {
            rw.replace_all_uses_with(r, cond);
            changed = true;
        }
    }
    changed
}

/// `scf.if`'s canonicalization patterns, in MLIR 22's order (the unused-result removal, which
/// stands for the generic `RegionBranchOpInterface` patterns, last).
pub fn if_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<IfOp>("EraseDeadIf", erase_dead),
        pattern::<IfOp>("IfOpFold", fold_if_not),
        pattern::<IfOp>("CombineIfs", combine_ifs),
        pattern::<IfOp>("CombineNestedIfs", combine_nested_ifs),
        pattern::<IfOp>("ConditionPropagation", condition_propagation),
        pattern::<IfOp>("ConvertTrivialIfToSelect", trivial_if_to_select),
        pattern::<IfOp>("RemoveEmptyElseBranch", remove_empty_else),
        pattern::<IfOp>("RemoveStaticCondition", remove_static_condition),
        pattern::<IfOp>("ReplaceIfYieldWithConditionOrValue", replace_if_yield_with_cond),
        pattern::<IfOp>("RemoveUnusedResults", remove_unused_results),
    ]
}

// ----- scf.execute_region -----

/// Inlines a single-block `scf.execute_region` that is not `no_inline`.
fn inline_execute_region(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    if op_attr_or_prop(ctx, op, "no_inline").is_some() {
        return false;
    }
    let r = ctx.op_regions(op)[0];
    if ctx.region_blocks(r).count() != 1 {
        return false;
    }
    replace_op_with_region(rw, op, r, &[])
}

/// MLIR's `MultiBlockExecuteInliner`: inlines an `scf.execute_region` (not `no_inline`) whose
/// parent is a function or another `scf.execute_region`, turning its yields into branches to
/// the code after it.
fn inline_multi_block_execute_region(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    if op_attr_or_prop(ctx, op, "no_inline").is_some() {
        return false;
    }
    let Some(parent) = ctx.op_parent_op(op) else { return false };
    if !matches!(ctx.op_name_text(parent), func::FuncOp::NAME | ExecuteRegionOp::NAME) {
        return false;
    }
    let Some(prev) = ctx.op_parent_block(op) else { return false };
    let region = ctx.op_regions(op)[0];
    let Some(entry) = ctx.region_entry_block(region) else { return false };
    let Some(parent_region) = ctx.block_parent_region(prev) else { return false };
    let loc = ctx.op_loc(op);
    let result_types: Vec<Type> = ctx.result_types(op).collect();
    let post = rw.split_block(prev, op);
    rw.set_insertion_point_to_end(prev);
    BranchOp::build(rw, loc, &[], entry);
    let blocks: Vec<BlockRef> = rw.ctx().region_blocks(region).collect();
    for b in &blocks {
        let Some(t) = rw.ctx().block_last_op(*b) else { continue };
        if !rw.ctx().isa_op::<YieldOp>(t) {
            continue;
        }
        let vals: Vec<Value> = rw.ctx().operands(t).collect();
        let loc = rw.ctx().op_loc(t);
        rw.set_insertion_point(t);
        BranchOp::build(rw, loc, &vals, post);
        let _ = rw.erase_op(t);
    }
    rw.inline_region_before(region, parent_region, Some(post));
    let mut args = Vec::new();
    for ty in result_types {
        args.push(rw.ctx_mut().add_block_argument(post, ty, loc));
    }
    rw.replace_op(op, &args).is_ok()
}

/// `scf.execute_region`'s canonicalization patterns, in MLIR 22's order: the inliners before the
/// result removals that stand for the generic `RegionBranchOpInterface` patterns.
pub fn execute_region_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<ExecuteRegionOp>("EraseDeadExecuteRegion", erase_dead),
        pattern::<ExecuteRegionOp>("SingleBlockExecuteInliner", inline_execute_region),
        pattern::<ExecuteRegionOp>("MultiBlockExecuteInliner", inline_multi_block_execute_region),
        pattern::<ExecuteRegionOp>("ForwardedResults", forwarded_results),
        pattern::<ExecuteRegionOp>("RemoveUnusedResults", remove_unused_results),
    ]
}

// ----- scf.for -----

/// MLIR's `computeUbMinusLb`: `ub - lb` when `ub` is `lb + constant` without wrapping.
fn ub_minus_lb(ctx: &Context, lb: Value, ub: Value, signed: bool) -> Option<APInt> {
    let add = ctx.defining_op(ub).filter(|&a| ctx.isa_op::<arith::AddIOp>(a))?;
    if ctx.operand(add, 0) != lb {
        return None;
    }
    let flags = op_attr_or_prop(ctx, add, "overflowFlags")?;
    let text = flags.to_text(ctx);
    if !text.contains(if signed { "nsw" } else { "nuw" }) {
        return None;
    }
    const_int(ctx, ctx.operand(add, 1))
}

/// The integer a mixed bound (a static attribute or a value) holds when it is a constant.
fn fold_result_int(ctx: &Context, b: FoldResult) -> Option<APInt> {
    match b {
        FoldResult::Attribute(a) => a.dyn_cast::<IntegerAttr>(ctx).map(|i| i.value.clone()),
        FoldResult::Value(v) => const_int(ctx, v),
    }
}

/// MLIR's `constantTripCount` over mixed bounds (`None` when unknown): the same bound twice, a
/// zero or negative constant step, or an upper bound not above the lower one make no
/// iterations; `ub - lb` wraps at the bounds' width, as MLIR's `APInt` arithmetic does.
pub(crate) fn mixed_trip_count(
    ctx: &Context,
    lb: FoldResult,
    ub: FoldResult,
    step: FoldResult,
    signed: bool,
) -> Option<u128> {
    if lb == ub {
        return Some(0);
    }
    let step = fold_result_int(ctx, step);
    if let Some(s) = &step {
        if s.is_zero() || s.is_negative() {
            return Some(0);
        }
    }
    let diff = match (fold_result_int(ctx, lb), fold_result_int(ctx, ub)) {
        (Some(l), Some(u)) => {
            let above = if signed { u.sgt(&l) } else { u.ugt(&l) };
            if !above {
                return Some(0);
            }
            u.sub(&l)
        }
        (Some(_), None) | (None, Some(_)) => return None,
        (None, None) => {
            let (FoldResult::Value(l), FoldResult::Value(u)) = (lb, ub) else { return None };
            ub_minus_lb(ctx, l, u, signed)?
        }
    };
    if diff.is_zero() || (signed && diff.is_negative()) {
        return Some(0);
    }
    let step = step?;
    let step = step.zext_or_trunc(diff.width());
    let (count, rem) =
        if signed { (diff.sdiv(&step)?, diff.srem(&step)?) } else { (diff.udiv(&step)?, diff.urem(&step)?) };
    let count = if signed { count.try_to_i128().map(|c| c as u128) } else { count.try_to_u128() }?;
    Some(if rem.is_zero() { count } else { count + 1 })
}

/// MLIR's `constantTripCount` on SSA bounds (`None` when unknown).
fn const_trip_count(ctx: &Context, lb: Value, ub: Value, step: Value, signed: bool) -> Option<u128> {
    mixed_trip_count(ctx, FoldResult::Value(lb), FoldResult::Value(ub), FoldResult::Value(step), signed)
}

/// The constant trip count of an `scf.for` (`None` when unknown).
fn trip_count(ctx: &Context, op: OpRef) -> Option<u128> {
    let unsigned = op_attr_or_prop(ctx, op, "unsignedCmp").is_some();
    const_trip_count(ctx, ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2), !unsigned)
}

/// Zero- and single-iteration loops, and empty loops that run and only yield values from
/// outside (MLIR's `SimplifyTrivialLoops` / the region-branch inlining pattern).
fn simplify_trivial_loops(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let inits: Vec<Value> = ctx.operands(op).skip(3).collect();
    let trip = trip_count(ctx, op);
    if trip == Some(0) {
        return rw.replace_op(op, &inits).is_ok();
    }
    let r = ctx.op_regions(op)[0];
    let Some(body) = ctx.region_entry_block(r) else { return false };
    if trip == Some(1) {
        let mut args = vec![ctx.operand(op, 0)];
        args.extend(inits);
        return replace_op_with_region(rw, op, r, &args);
    }
    // An empty body that runs at least once and yields values from outside.
    let Some(t) = ctx.block_last_op(body) else { return false };
    if ctx.block_first_op(body) != Some(t) || trip.is_none() || ctx.num_results(op) == 0 {
        return false;
    }
    let yields: Vec<Value> = ctx.operands(t).collect();
    if yields.iter().any(|v| defined_inside(ctx, *v, op)) {
        return false;
    }
    rw.replace_op(op, &yields).is_ok()
}

/// Removes iter_args that always hold one value from outside the loop (they yield themselves,
/// the value they start with, or each other in cycles), duplicates (same init and yield), and
/// those unused in the body whose results are unused too.
fn for_iter_args(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let n = ctx.num_results(op);
    if n == 0 {
        return false;
    }
    let r = ctx.op_regions(op)[0];
    let Some(body) = ctx.region_entry_block(r) else { return false };
    let Some(yield_op) = ctx.block_last_op(body) else { return false };
    if !ctx.isa_op::<YieldOp>(yield_op) || ctx.num_operands(yield_op) != n {
        return false;
    }
    let operands: Vec<Value> = ctx.operands(op).collect();
    let inits = &operands[3..];
    let args: Vec<Value> = ctx.block_arguments(body).skip(1).collect();
    let yields: Vec<Value> = ctx.operands(yield_op).collect();
    let arg_index = |v: Value| args.iter().position(|a| *a == v);
    // The values from outside each iter_arg may hold.
    let mut sets: Vec<Vec<Value>> = (0..n).map(|i| vec![inits[i]]).collect();
    loop {
        let mut changed = false;
        for i in 0..n {
            let add: Vec<Value> = match arg_index(yields[i]) {
                Some(k) => sets[k].clone(),
                None => vec![yields[i]],
            };
            for v in add {
                if !sets[i].contains(&v) {
                    sets[i].push(v);
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    // What each iter_arg becomes.
    #[derive(Clone, Copy, PartialEq)]
    enum Fate {
        Keep,
        Value(Value),
        Dup(usize),
        Dead,
    }
    let mut fate = vec![Fate::Keep; n];
    for i in 0..n {
        if sets[i].len() == 1 {
            fate[i] = Fate::Value(sets[i][0]);
        }
    }
    for j in 0..n {
        if fate[j] != Fate::Keep {
            continue;
        }
        if let Some(i) = (0..j).find(|&i| fate[i] == Fate::Keep && inits[i] == inits[j] && yields[i] == yields[j]) {
            fate[j] = Fate::Dup(i);
        }
    }
    for i in 0..n {
        if fate[i] == Fate::Keep && !ctx.has_uses(args[i]) && !ctx.has_uses(ctx.result(op, i)) {
            fate[i] = Fate::Dead;
        }
    }
    if fate.iter().all(|f| *f == Fate::Keep) {
        return false;
    }
    let kept: Vec<usize> = (0..n).filter(|&i| fate[i] == Fate::Keep).collect();
    let mut new_operands = operands[..3].to_vec();
    new_operands.extend(kept.iter().map(|&i| inits[i]));
    let types: Vec<Type> = kept.iter().map(|&i| ctx.value_type(args[i])).collect();
    let iv_ty = ctx.value_type(ctx.block_arguments(body).next().unwrap_or(operands[0]));
    let loc = ctx.op_loc(op);
    let arg_locs: Vec<Attribute> = kept.iter().map(|&i| ctx.block_argument_loc(body, i + 1)).collect();
    let iv_loc = ctx.block_argument_loc(body, 0);
    // Build the new loop with an empty body.
    let mut st = OperationState::new(ctx.op_name_of(op), loc);
    st.operands.extend(new_operands);
    st.result_types.extend(types.iter().copied());
    st.attributes = ctx.op_attrs(op).to_vec();
    st.properties = ctx.op_properties(op);
    let args = std::iter::once((iv_ty, iv_loc)).chain(types.iter().copied().zip(arg_locs));
    let (new, new_body, mut new_args) = create_with_body(rw, op, st, args);
    let new_iv = new_args.remove(0);
    let pos = |i: usize| kept.iter().position(|&k| k == i).unwrap_or(0);
    let mut mapping = vec![new_iv];
    for i in 0..n {
        mapping.push(match fate[i] {
            Fate::Keep => new_args[pos(i)],
            Fate::Value(v) => v,
            Fate::Dup(k) => new_args[pos(k)],
            Fate::Dead => inits[i],
        });
    }
    let _ = rw.merge_blocks(body, new_body, &mapping);
    let ys: Vec<Value> = rw.ctx().operands(yield_op).collect();
    set_operands(rw, yield_op, kept.iter().map(|&i| ys[i]).collect());
    let mut results = Vec::with_capacity(n);
    for i in 0..n {
        results.push(match fate[i] {
            Fate::Keep => rw.ctx().result(new, pos(i)),
            Fate::Value(v) => v,
            Fate::Dup(k) => rw.ctx().result(new, pos(k)),
            Fate::Dead => inits[i],
        });
    }
    rw.replace_op(op, &results).is_ok()
}

/// MLIR's `tensor::preservesStaticInformation(source, target)`: `target` is a ranked tensor
/// type at least as static as `source`.
fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    use oxir::builtin::types::RankedTensorType;
    let (Some(s), Some(t)) = (source.dyn_cast::<RankedTensorType>(ctx), target.dyn_cast::<RankedTensorType>(ctx))
    else {
        return false;
    };
    if s.element != t.element || s.encoding != t.encoding || s.shape.len() != t.shape.len() {
        return false;
    }
    s.shape.iter().zip(&t.shape).all(|(a, b)| *a == oxir::builtin::types::DYNAMIC || a == b)
}

fn tensor_cast(rw: &mut PatternRewriter<'_>, loc: Attribute, v: Value, ty: Type) -> Value {
    CastOp::build(rw, loc, v, ty).into()
}

/// MLIR's `ForOpTensorCastFolder`: an iter_arg fed by a `tensor.cast` that loses static
/// information is carried with the static type instead, casting at the edges.
fn for_tensor_cast(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let operands: Vec<Value> = ctx.operands(op).collect();
    let n = ctx.num_results(op);
    let mut found = None;
    for i in 0..n {
        let init = operands[3 + i];
        let Some(cast) = ctx.defining_op(init).filter(|&c| ctx.isa_op::<CastOp>(c)) else { continue };
        let src = ctx.operand(cast, 0);
        let (st, dt) = (ctx.value_type(src), ctx.value_type(init));
        if st == dt || !preserves_static_information(ctx, dt, st) {
            continue;
        }
        let res = ctx.result(op, i);
        if ctx.uses(res).count() != 1 {
            continue;
        }
        found = Some((i, src, st, dt));
        break;
    }
    let Some((i, src, new_ty, old_ty)) = found else { return false };
    let r = ctx.op_regions(op)[0];
    let Some(body) = ctx.region_entry_block(r) else { return false };
    let Some(yield_op) = ctx.block_last_op(body) else { return false };
    let loc = ctx.op_loc(op);
    let mut new_operands = operands.clone();
    new_operands[3 + i] = src;
    let mut types: Vec<Type> = ctx.result_types(op).collect();
    types[i] = new_ty;
    let arg_types: Vec<Type> = ctx.block_arguments(body).map(|a| ctx.value_type(a)).collect();
    let arg_locs: Vec<Attribute> = (0..arg_types.len()).map(|k| ctx.block_argument_loc(body, k)).collect();
    let mut st = OperationState::new(ctx.op_name_of(op), loc);
    st.operands.extend(new_operands);
    st.result_types.extend(types.iter().copied());
    st.attributes = ctx.op_attrs(op).to_vec();
    st.properties = ctx.op_properties(op);
    let args = arg_types.iter().enumerate().map(|(k, &ty)| (if k == i + 1 { new_ty } else { ty }, arg_locs[k]));
    let (new, new_body, new_args) = create_with_body(rw, op, st, args);
    // Cast the new iter_arg back to the old type for the body.
    rw.set_insertion_point_to_start(new_body);
    let cast_in = tensor_cast(rw, loc, new_args[i + 1], old_ty);
    let mut mapping = new_args.clone();
    mapping[i + 1] = cast_in;
    let _ = rw.merge_blocks(body, new_body, &mapping);
    // Yield the static type.
    let yielded = rw.ctx().operand(yield_op, i);
    rw.set_insertion_point(yield_op);
    let cast_out = tensor_cast(rw, loc, yielded, new_ty);
    rw.modify_op_in_place(yield_op, |ctx| ctx.set_operand(yield_op, i, cast_out));
    // And cast the result back after the loop.
    rw.set_insertion_point_after(new);
    let res = rw.ctx().result(new, i);
    let cast_res = tensor_cast(rw, loc, res, old_ty);
    let mut results: Vec<Value> = rw.ctx().results(new).collect();
    results[i] = cast_res;
    rw.replace_op(op, &results).is_ok()
}

/// `scf.for`'s canonicalization patterns, in MLIR 22's order: its own patterns
/// (`SimplifyTrivialLoops`, `ForOpTensorCastFolder`) before the iter_args folding that stands
/// for the generic `RegionBranchOpInterface` patterns MLIR adds last (as `--log-actions-to`
/// shows), so that a zero-trip loop is replaced with what it was given before its iter_args go.
pub fn for_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<ForOp>("EraseDeadFor", erase_dead),
        pattern::<ForOp>("SimplifyTrivialLoops", simplify_trivial_loops),
        pattern::<ForOp>("ForOpTensorCastFolder", for_tensor_cast),
        pattern::<ForOp>("ForOpIterArgsFolder", for_iter_args),
    ]
}

// ----- scf.while -----

/// What becomes of one position of an `scf.while` (a before-block argument, or a forwarded
/// value: after-block argument and result).
#[derive(Clone, Copy, PartialEq)]
enum Slot {
    Keep,
    /// Replaced by this value (from outside the loop, or unused).
    Val(Value),
    /// Merged into the kept position.
    Same(usize),
}

/// The parts of an `scf.while`: inits, before/after block arguments, the condition op and its
/// forwarded values, the yield and its operands.
struct WhileParts {
    inits: Vec<Value>,
    before: BlockRef,
    before_args: Vec<Value>,
    after: BlockRef,
    after_args: Vec<Value>,
    cond: OpRef,
    forwarded: Vec<Value>,
    yield_op: OpRef,
    yields: Vec<Value>,
}

fn while_parts(ctx: &Context, op: OpRef) -> Option<WhileParts> {
    let regions = ctx.op_regions(op);
    let before = ctx.region_entry_block(*regions.first()?)?;
    let after = ctx.region_entry_block(*regions.get(1)?)?;
    let cond = ctx.block_last_op(before).filter(|&t| ctx.isa_op::<ConditionOp>(t))?;
    let yield_op = ctx.block_last_op(after).filter(|&t| ctx.isa_op::<YieldOp>(t))?;
    let p = WhileParts {
        inits: ctx.operands(op).collect(),
        before,
        before_args: ctx.block_arguments(before).collect(),
        after,
        after_args: ctx.block_arguments(after).collect(),
        cond,
        forwarded: ctx.operands(cond).skip(1).collect(),
        yield_op,
        yields: ctx.operands(yield_op).collect(),
    };
    let consistent = p.inits.len() == p.before_args.len()
        && p.yields.len() == p.before_args.len()
        && p.forwarded.len() == p.after_args.len()
        && p.after_args.len() == ctx.num_results(op);
    consistent.then_some(p)
}

/// Moves the ops of `old` into a fresh block of `region` whose arguments are the kept ones of
/// `old`; `slots` says what replaces the others.
fn rebuild_block(rw: &mut PatternRewriter<'_>, region: RegionRef, old: BlockRef, slots: &[Slot]) -> BlockRef {
    let new_block = rw.ctx_mut().create_block();
    rw.ctx_mut().append_block(region, new_block);
    let old_args: Vec<Value> = rw.ctx().block_arguments(old).collect();
    let mut new_args = vec![None; slots.len()];
    for (i, s) in slots.iter().enumerate() {
        if *s == Slot::Keep {
            let ty = rw.ctx().value_type(old_args[i]);
            let loc = rw.ctx().block_argument_loc(old, i);
            new_args[i] = Some(rw.ctx_mut().add_block_argument(new_block, ty, loc));
        }
    }
    let mapping: Vec<Value> = slots
        .iter()
        .enumerate()
        .map(|(i, s)| match *s {
            Slot::Keep => new_args[i].unwrap_or(old_args[i]),
            Slot::Val(v) => v,
            Slot::Same(k) => new_args[k].unwrap_or(old_args[k]),
        })
        .collect();
    let _ = rw.merge_blocks(old, new_block, &mapping);
    new_block
}

/// Rebuilds `op` dropping the before-block arguments (with their inits and yielded values) and
/// the forwarded values (with their after-block arguments and results) that `before` and
/// `after` do not keep.
fn rewrite_while(rw: &mut PatternRewriter<'_>, op: OpRef, p: &WhileParts, before: &[Slot], after: &[Slot]) -> bool {
    let inits: Vec<Value> = (0..before.len()).filter(|&i| before[i] == Slot::Keep).map(|i| p.inits[i]).collect();
    let types: Vec<Type> =
        (0..after.len()).filter(|&j| after[j] == Slot::Keep).map(|j| rw.ctx().value_type(p.after_args[j])).collect();
    let ctx = rw.ctx();
    let mut st = OperationState::new(ctx.op_name_of(op), ctx.op_loc(op));
    st.operands.extend(inits);
    st.result_types.extend(types);
    st.attributes = ctx.op_attrs(op).to_vec();
    st.properties = ctx.op_properties(op);
    let rb = rw.ctx_mut().create_region();
    let ra = rw.ctx_mut().create_region();
    st.regions.push(rb);
    st.regions.push(ra);
    rw.set_insertion_point(op);
    let new = rw.create(st);
    rebuild_block(rw, rb, p.before, before);
    rebuild_block(rw, ra, p.after, after);
    // Trim the terminators.
    let ys: Vec<Value> = rw.ctx().operands(p.yield_op).collect();
    let ys = (0..before.len()).filter(|&i| before[i] == Slot::Keep).map(|i| ys[i]).collect();
    set_operands(rw, p.yield_op, ys);
    let cs: Vec<Value> = rw.ctx().operands(p.cond).collect();
    let mut ncs = vec![cs[0]];
    ncs.extend((0..after.len()).filter(|&j| after[j] == Slot::Keep).map(|j| cs[j + 1]));
    set_operands(rw, p.cond, ncs);
    let pos = |j: usize| (0..j).filter(|&k| after[k] == Slot::Keep).count();
    let mut results = Vec::new();
    for (j, s) in after.iter().enumerate() {
        results.push(match *s {
            Slot::Keep => rw.ctx().result(new, pos(j)),
            Slot::Same(k) => rw.ctx().result(new, pos(k)),
            Slot::Val(v) => v,
        });
    }
    rw.replace_op(op, &results).is_ok()
}

/// MLIR's `RemoveLoopInvariantArgsFromBeforeBlock`: a before-block argument that gets back its
/// init value (directly, or through the after block) is that value.
fn while_invariant_before_args(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(p) = while_parts(rw.ctx(), op) else { return false };
    let n = p.before_args.len();
    let mut before = vec![Slot::Keep; n];
    let mut any = false;
    for i in 0..n {
        let y = p.yields[i];
        let invariant = y == p.inits[i]
            || p.after_args.iter().position(|a| *a == y).is_some_and(|j| p.forwarded[j] == p.before_args[i]);
        if invariant {
            before[i] = Slot::Val(p.inits[i]);
            any = true;
        }
    }
    if !any {
        return false;
    }
    let after = vec![Slot::Keep; p.after_args.len()];
    rewrite_while(rw, op, &p, &before, &after)
}

/// MLIR's `RemoveLoopInvariantValueYielded`: values from outside that the condition forwards.
fn while_invariant_forwarded(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(p) = while_parts(rw.ctx(), op) else { return false };
    let mut after = vec![Slot::Keep; p.after_args.len()];
    let mut any = false;
    for (j, v) in p.forwarded.iter().enumerate() {
        if !defined_inside(rw.ctx(), *v, op) {
            after[j] = Slot::Val(*v);
            any = true;
        }
    }
    if !any {
        return false;
    }
    let before = vec![Slot::Keep; p.before_args.len()];
    rewrite_while(rw, op, &p, &before, &after)
}

/// MLIR's `WhileConditionTruth`: in the after block, a forwarded copy of the condition is true.
fn while_condition_truth(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(p) = while_parts(rw.ctx(), op) else { return false };
    let cond = rw.ctx().operand(p.cond, 0);
    let mut t: Option<Value> = None;
    let mut changed = false;
    for (v, arg) in p.forwarded.iter().zip(&p.after_args) {
        if *v != cond || !rw.ctx().has_uses(*arg) {
            continue;
        }
        if t.is_none() {
            t = bool_constant(rw, op, true);
        }
        let Some(c) = t else { return changed };
        rw.replace_all_uses_with(*arg, c);
        changed = true;
    }
    changed
}

/// The predicate of an `arith.cmpi`, as MLIR's enum value.
fn cmpi_predicate(ctx: &Context, op: OpRef) -> Option<i64> {
    let a = op_attr_or_prop(ctx, op, "predicate")?;
    if let Some(i) = a.dyn_cast::<IntegerAttr>(ctx) {
        return i.value.try_to_i64();
    }
    const NAMES: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
    let text = a.to_text(ctx);
    NAMES.iter().position(|n| text.ends_with(&format!("<{n}>")) || text == *n).map(|i| i as i64)
}

/// MLIR's `arith::invertPredicate`.
fn invert_predicate(p: i64) -> i64 {
    match p {
        0 => 1,
        1 => 0,
        2 => 5,
        5 => 2,
        3 => 4,
        4 => 3,
        6 => 9,
        9 => 6,
        7 => 8,
        8 => 7,
        other => other,
    }
}

/// MLIR's `WhileCmpCond`: in the after block, comparisons equal to (or the inverse of) the
/// condition's are true (or false).
fn while_cmp_cond(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(p) = while_parts(rw.ctx(), op) else { return false };
    let ctx = rw.ctx();
    let Some(cmp) = ctx.defining_op(ctx.operand(p.cond, 0)).filter(|&c| ctx.isa_op::<arith::CmpIOp>(c)) else {
        return false;
    };
    let Some(pred) = cmpi_predicate(ctx, cmp) else { return false };
    let mut changed = false;
    for (v, arg) in p.forwarded.iter().zip(&p.after_args) {
        for idx in 0..2 {
            if *v != rw.ctx().operand(cmp, idx) {
                continue;
            }
            let users: Vec<OpRef> = rw.ctx().uses(*arg).map(|u| u.owner).collect();
            for u in users {
                let ctx = rw.ctx();
                if ctx.is_erased(u) || !ctx.isa_op::<arith::CmpIOp>(u) {
                    continue;
                }
                if ctx.operand(u, 1 - idx) != ctx.operand(cmp, 1 - idx) {
                    continue;
                }
                let Some(p2) = cmpi_predicate(ctx, u) else { continue };
                let same = if p2 == pred {
                    true
                } else if p2 == invert_predicate(pred) {
                    false
                } else {
                    continue;
                };
                let Some(c) = bool_constant(rw, u, same) else { continue };
                if rw.replace_op(u, &[c]).is_ok() {
                    changed = true;
                }
            }
        }
    }
    changed
}

/// MLIR's `WhileUnusedResult`: forwarded values unused both after the loop and in the after
/// block.
fn while_unused_result(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(p) = while_parts(rw.ctx(), op) else { return false };
    let ctx = rw.ctx();
    let mut after = vec![Slot::Keep; p.after_args.len()];
    let mut any = false;
    for j in 0..after.len() {
        if !ctx.has_uses(ctx.result(op, j)) && !ctx.has_uses(p.after_args[j]) {
            after[j] = Slot::Val(p.forwarded[j]);
            any = true;
        }
    }
    if !any {
        return false;
    }
    let before = vec![Slot::Keep; p.before_args.len()];
    rewrite_while(rw, op, &p, &before, &after)
}

/// MLIR's `WhileRemoveDuplicatedResults`: a value the condition forwards twice.
fn while_duplicated_results(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(p) = while_parts(rw.ctx(), op) else { return false };
    let mut after = vec![Slot::Keep; p.after_args.len()];
    let mut any = false;
    for j in 0..after.len() {
        if let Some(k) = (0..j).find(|&k| p.forwarded[k] == p.forwarded[j]) {
            after[j] = Slot::Same(k);
            any = true;
        }
    }
    if !any {
        return false;
    }
    let before = vec![Slot::Keep; p.before_args.len()];
    rewrite_while(rw, op, &p, &before, &after)
}

/// MLIR's `WhileRemoveUnusedArgs`: before-block arguments without uses.
fn while_unused_args(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(p) = while_parts(rw.ctx(), op) else { return false };
    let ctx = rw.ctx();
    let before: Vec<Slot> = (0..p.before_args.len())
        .map(|i| if ctx.has_uses(p.before_args[i]) { Slot::Keep } else { Slot::Val(p.inits[i]) })
        .collect();
    if before.iter().all(|s| *s == Slot::Keep) {
        return false;
    }
    let after = vec![Slot::Keep; p.after_args.len()];
    rewrite_while(rw, op, &p, &before, &after)
}

/// Before-block arguments with the same init and the same yielded value are one.
fn while_duplicated_args(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(p) = while_parts(rw.ctx(), op) else { return false };
    let mut before = vec![Slot::Keep; p.before_args.len()];
    let mut any = false;
    for j in 0..before.len() {
        if let Some(k) =
            (0..j).find(|&k| before[k] == Slot::Keep && p.inits[k] == p.inits[j] && p.yields[k] == p.yields[j])
        {
            before[j] = Slot::Same(k);
            any = true;
        }
    }
    if !any {
        return false;
    }
    let after = vec![Slot::Keep; p.after_args.len()];
    rewrite_while(rw, op, &p, &before, &after)
}

/// MLIR's `WhileOpAlignBeforeArgs`: when the condition forwards the before-block arguments in
/// another order, the results and after-block arguments are reordered to match.
fn while_align_before_args(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(p) = while_parts(rw.ctx(), op) else { return false };
    if p.before_args == p.forwarded || p.before_args.len() != p.forwarded.len() {
        return false;
    }
    let n = p.forwarded.len();
    if (0..n).any(|j| p.forwarded[..j].contains(&p.forwarded[j])) {
        return false;
    }
    // mapping[k] = i: the condition's k-th value is before argument i.
    let mut mapping = vec![0usize; n];
    for (i, a) in p.before_args.iter().enumerate() {
        let Some(k) = p.forwarded.iter().position(|v| v == a) else { return false };
        mapping[k] = i;
    }
    let ctx = rw.ctx();
    let loc = ctx.op_loc(op);
    let mut types = vec![ctx.value_type(p.before_args[0]); n];
    for (k, &i) in mapping.iter().enumerate() {
        types[i] = ctx.value_type(ctx.result(op, k));
    }
    let before_types: Vec<Type> = p.before_args.iter().map(|a| ctx.value_type(*a)).collect();
    let before_locs: Vec<Attribute> = (0..n).map(|i| ctx.block_argument_loc(p.before, i)).collect();
    let cond = ctx.operand(p.cond, 0);
    let mut cond_ops = vec![cond];
    cond_ops.extend(p.before_args.iter().copied());
    set_operands(rw, p.cond, cond_ops);
    let ctx = rw.ctx();
    let mut st = OperationState::new(ctx.op_name_of(op), loc);
    st.operands.extend(p.inits.iter().copied());
    st.result_types.extend(types.iter().copied());
    st.attributes = ctx.op_attrs(op).to_vec();
    st.properties = ctx.op_properties(op);
    let (rb, ra) = (rw.ctx_mut().create_region(), rw.ctx_mut().create_region());
    st.regions.push(rb);
    st.regions.push(ra);
    let nb = rw.ctx_mut().create_block();
    rw.ctx_mut().append_block(rb, nb);
    let na = rw.ctx_mut().create_block();
    rw.ctx_mut().append_block(ra, na);
    let mut new_before = Vec::new();
    for i in 0..n {
        new_before.push(rw.ctx_mut().add_block_argument(nb, before_types[i], before_locs[i]));
    }
    let mut new_after = Vec::new();
    for ty in &types {
        new_after.push(rw.ctx_mut().add_block_argument(na, *ty, loc));
    }
    rw.set_insertion_point(op);
    let new = rw.create(st);
    let _ = rw.merge_blocks(p.before, nb, &new_before);
    let after_map: Vec<Value> = (0..n).map(|k| new_after[mapping[k]]).collect();
    let _ = rw.merge_blocks(p.after, na, &after_map);
    let results: Vec<Value> = (0..n).map(|k| rw.ctx().result(new, mapping[k])).collect();
    rw.replace_op(op, &results).is_ok()
}

/// `scf.while`'s canonicalization patterns, in MLIR 22's order: its own patterns before the
/// ones that stand for the generic `RegionBranchOpInterface` patterns MLIR adds last.
pub fn while_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<WhileOp>("EraseDeadWhile", erase_dead),
        pattern::<WhileOp>("WhileConditionTruth", while_condition_truth),
        pattern::<WhileOp>("WhileCmpCond", while_cmp_cond),
        pattern::<WhileOp>("WhileOpAlignBeforeArgs", while_align_before_args),
        pattern::<WhileOp>("RemoveLoopInvariantArgsFromBeforeBlock", while_invariant_before_args),
        pattern::<WhileOp>("RemoveLoopInvariantValueYielded", while_invariant_forwarded),
        pattern::<WhileOp>("WhileUnusedResult", while_unused_result),
        pattern::<WhileOp>("WhileRemoveDuplicatedResults", while_duplicated_results),
        pattern::<WhileOp>("WhileRemoveUnusedArgs", while_unused_args),
        pattern::<WhileOp>("WhileDuplicatedArgs", while_duplicated_args),
    ]
}

// ----- scf.index_switch -----

/// MLIR's `FoldConstantCase`: a switch on a constant runs the matching case (or the default).
fn fold_constant_case(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(v) = const_int(ctx, ctx.operand(op, 0)) else { return false };
    let Some(v) = v.try_to_i64() else { return false };
    let s = super::IndexSwitchOp::from_op_unchecked(op);
    let cases = s.cases(ctx).unwrap_or_default();
    let regions = ctx.op_regions(op).to_vec();
    let region = match cases.iter().position(|&c| c == v) {
        Some(i) => regions[i + 1],
        None => regions[0],
    };
    replace_op_with_region(rw, op, region, &[])
}

/// Results that every region yields the same value from outside for are replaced by it (the
/// `RegionBranchOpInterface` forwarding canonicalization).
fn forwarded_results(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let mut yields = Vec::new();
    for &r in ctx.op_regions(op) {
        for b in ctx.region_blocks(r) {
            if let Some(t) = ctx.block_last_op(b).filter(|&t| ctx.isa_op::<YieldOp>(t)) {
                yields.push(t);
            }
        }
    }
    let Some(&first) = yields.first() else { return false };
    let mut changed = false;
    for i in 0..ctx.num_results(op) {
        let ctx = rw.ctx();
        let res = ctx.result(op, i);
        if !ctx.has_uses(res) || ctx.num_operands(first) <= i {
            continue;
        }
        let v = ctx.operand(first, i);
        if defined_inside(ctx, v, op) || yields.iter().any(|&t| ctx.num_operands(t) <= i || ctx.operand(t, i) != v) {
            continue;
        }
        rw.replace_all_uses_with(res, v);
        changed = true;
    }
    changed
}

/// `scf.index_switch`'s canonicalization patterns.
pub fn index_switch_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<IndexSwitchOp>("EraseDeadIndexSwitch", erase_dead),
        pattern::<IndexSwitchOp>("FoldConstantCase", fold_constant_case),
        pattern::<IndexSwitchOp>("ForwardedResults", forwarded_results),
        pattern::<IndexSwitchOp>("RemoveUnusedResults", remove_unused_results),
    ]
}

// ----- scf.parallel -----

/// `props` with its `operandSegmentSizes` set to `sizes`.
fn with_segments(ctx: &Context, props: Option<Attribute>, sizes: &[i32]) -> Attribute {
    use oxir::builtin::attributes::DictionaryAttr;
    let mut entries =
        props.and_then(|p| p.dyn_cast::<DictionaryAttr>(ctx).map(|d| d.entries.clone())).unwrap_or_default();
    entries.retain(|e| ctx.ident_str(e.name) != "operandSegmentSizes");
    entries.push(oxir::NamedAttribute {
        name: ctx.ident("operandSegmentSizes"),
        value: oxir::ods::op::i32_array(ctx, sizes.iter().copied()),
    });
    DictionaryAttr::get(ctx, entries)
}

/// The constant trip count of one `scf.parallel` dimension (signed, as `constantTripCount`).
fn dim_trip_count(ctx: &Context, lb: Value, ub: Value, step: Value) -> Option<u128> {
    const_trip_count(ctx, lb, ub, step, true)
}

/// The lower bounds, upper bounds, steps and inits of an `scf.parallel`.
fn parallel_operands(ctx: &Context, op: OpRef) -> (Vec<Value>, Vec<Value>, Vec<Value>, Vec<Value>) {
    let p = super::ParallelOp::from_op_unchecked(op);
    (p.lower_bound(ctx), p.upper_bound(ctx), p.step(ctx), p.init_vals(ctx))
}

/// Moves the ops of `block` but its terminator before `op`, after replacing its arguments.
fn move_body_before(rw: &mut PatternRewriter<'_>, block: BlockRef, op: OpRef, args: &[Value]) {
    let params: Vec<Value> = rw.ctx().block_arguments(block).collect();
    for (p, &a) in params.iter().zip(args) {
        rw.replace_all_uses_with(*p, a);
    }
    let ops: Vec<OpRef> = rw.ctx().block_ops(block).collect();
    let Some(dest) = rw.ctx().op_parent_block(op) else { return };
    for o in ops.iter().take(ops.len().saturating_sub(1)) {
        let o = *o;
        rw.modify_op_in_place(o, |ctx| {
            ctx.detach_op(o);
            ctx.insert_op_before(dest, Some(op), o);
        });
    }
}

/// MLIR's `ParallelOpSingleOrZeroIterationDimsFolder`.
fn parallel_trivial_dims(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let (lbs, ubs, steps, inits) = parallel_operands(ctx, op);
    let region = ctx.op_regions(op)[0];
    let Some(body) = ctx.region_entry_block(region) else { return false };
    let ivs: Vec<Value> = ctx.block_arguments(body).collect();
    if ivs.len() != lbs.len() {
        return false;
    }
    let mut slots = Vec::new();
    for i in 0..lbs.len() {
        match dim_trip_count(ctx, lbs[i], ubs[i], steps[i]) {
            Some(0) => return rw.replace_op(op, &inits).is_ok(),
            Some(1) => slots.push(Slot::Val(lbs[i])),
            _ => slots.push(Slot::Keep),
        }
    }
    if slots.iter().all(|s| *s == Slot::Keep) {
        return false;
    }
    if slots.iter().all(|s| *s != Slot::Keep) {
        // Every dimension runs once: inline the body and the reductions.
        let Some(reduce) = ctx.block_last_op(body) else { return false };
        let args: Vec<Value> = slots.iter().map(|s| if let Slot::Val(v) = s { *v } else { lbs[0] }).collect();
        move_body_before(rw, body, op, &args);
        let operands: Vec<Value> = rw.ctx().operands(reduce).collect();
        let regions: Vec<RegionRef> = rw.ctx().op_regions(reduce).to_vec();
        let mut results = Vec::new();
        for (i, r) in regions.iter().enumerate() {
            let Some(b) = rw.ctx().region_entry_block(*r) else { return false };
            let Some(ret) = rw.ctx().block_last_op(b) else { return false };
            move_body_before(rw, b, op, &[inits[i], operands[i]]);
            results.push(rw.ctx().operand(ret, 0));
        }
        return rw.replace_op(op, &results).is_ok();
    }
    let keep = |v: &Vec<Value>| -> Vec<Value> {
        v.iter().zip(&slots).filter(|(_, s)| **s == Slot::Keep).map(|(x, _)| *x).collect()
    };
    let (nl, nu, ns) = (keep(&lbs), keep(&ubs), keep(&steps));
    let sizes = [nl.len() as i32, nu.len() as i32, ns.len() as i32, inits.len() as i32];
    let mut st = OperationState::new(ctx.op_name_of(op), ctx.op_loc(op));
    st.operands.extend(nl.iter().chain(&nu).chain(&ns).chain(&inits).copied());
    st.result_types.extend(ctx.result_types(op));
    // MLIR builds a fresh op: discardable attributes are not carried over.
    st.properties = Some(with_segments(ctx, None, &sizes));
    replace_with_rebuilt_loop(rw, op, st, body, &slots)
}

/// Creates the loop `st` before `op` with one region holding `body` rebuilt through `slots`
/// ([`rebuild_block`]), and replaces `op` by it.
fn replace_with_rebuilt_loop(
    rw: &mut PatternRewriter<'_>,
    op: OpRef,
    mut st: OperationState,
    body: BlockRef,
    slots: &[Slot],
) -> bool {
    let r = rw.ctx_mut().create_region();
    st.regions.push(r);
    rw.set_insertion_point(op);
    let new = rw.create(st);
    rebuild_block(rw, r, body, slots);
    let results: Vec<Value> = rw.ctx().results(new).collect();
    rw.replace_op(op, &results).is_ok()
}

/// MLIR's `MergeNestedParallelLoops`.
fn merge_nested_parallel(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let region = ctx.op_regions(op)[0];
    let Some(body) = ctx.region_entry_block(region) else { return false };
    let ops: Vec<OpRef> = ctx.block_ops(body).collect();
    if ops.len() != 2 || !ctx.isa_op::<ParallelOp>(ops[0]) {
        return false;
    }
    let inner = ops[0];
    let outer_ivs: Vec<Value> = ctx.block_arguments(body).collect();
    let (ol, ou, os, oi) = parallel_operands(ctx, op);
    let (il, iu, is, ii) = parallel_operands(ctx, inner);
    if il.iter().chain(&iu).chain(&is).any(|v| outer_ivs.contains(v)) || !oi.is_empty() || !ii.is_empty() {
        return false;
    }
    let Some(inner_body) = ctx.region_entry_block(ctx.op_regions(inner)[0]) else { return false };
    let inner_ivs: Vec<Value> = ctx.block_arguments(inner_body).collect();
    let loc = ctx.op_loc(op);
    let lbs: Vec<Value> = ol.iter().chain(&il).copied().collect();
    let ubs: Vec<Value> = ou.iter().chain(&iu).copied().collect();
    let steps: Vec<Value> = os.iter().chain(&is).copied().collect();
    let sizes = [lbs.len() as i32, ubs.len() as i32, steps.len() as i32, 0];
    let mut st = OperationState::new(ctx.op_name_of(op), loc);
    st.operands.extend(lbs.iter().chain(&ubs).chain(&steps).copied());
    st.properties = Some(with_segments(ctx, None, &sizes));
    let index = oxir::builtin::types::IndexType::get(ctx);
    let (new, new_body, new_ivs) = create_with_body(rw, op, st, vec![(index, loc); lbs.len()]);
    for (old, new) in outer_ivs.iter().chain(&inner_ivs).zip(&new_ivs) {
        rw.replace_all_uses_with(*old, *new);
    }
    let moved: Vec<OpRef> = rw.ctx().block_ops(inner_body).collect();
    for o in moved.iter().take(moved.len().saturating_sub(1)) {
        let o = *o;
        rw.modify_op_in_place(o, |ctx| {
            ctx.detach_op(o);
            ctx.append_op(new_body, o);
        });
    }
    rw.set_insertion_point_to_end(new_body);
    ReduceOp::build(rw, loc, &[], 0);
    let _ = new;
    rw.erase_op(op).is_ok()
}

/// `scf.parallel`'s canonicalization patterns.
pub fn parallel_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<ParallelOp>("ParallelOpSingleOrZeroIterationDimsFolder", parallel_trivial_dims),
        pattern::<ParallelOp>("MergeNestedParallelLoops", merge_nested_parallel),
    ]
}

mod forall;
pub use forall::forall_patterns;
