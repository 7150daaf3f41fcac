//! The model of `affine.for` bounds and `affine.if` conditions, and their folds (MLIR's
//! `AffineForOp::fold` and `AffineIfOp::fold`), shared by the canonicalization patterns and by
//! `lower-affine`, which folds the ops in place before lowering them as the conversion driver does.

use crate::affine::iv_bounds::OperandBounds;
use crate::affine::utils::{canonicalize_map_and_operands, compose_affine_map_and_operands};
use crate::affine::ApplyOp;
use oxir::affine::{AffineExpr, AffineMap, IntegerSet};
use oxir::builtin::affine_attrs::{AffineMapAttr, IntegerSetAttr};
use oxir::builtin::attributes::{DenseArrayAttr, DictionaryAttr, IntegerAttr};
use oxir::builtin::types::IntegerType;
use oxir::conversion::op_attr_or_prop;
use oxir::matchers::constant_of;
use oxir::numeric::APInt;
use oxir::{Attribute, Context, NamedAttribute, OpRef, Value};

fn map_of(ctx: &Context, op: OpRef, name: &str) -> Option<AffineMap> {
    op_attr_or_prop(ctx, op, name)?.dyn_cast::<AffineMapAttr>(ctx).map(|m| m.map.clone())
}

pub(crate) fn set_of(ctx: &Context, op: OpRef) -> Option<IntegerSet> {
    op_attr_or_prop(ctx, op, "condition")?.dyn_cast::<IntegerSetAttr>(ctx).map(|s| s.set.clone())
}

/// Sets the property `name` of `op` (kept among the properties when the op has them).
pub(crate) fn set_prop(ctx: &mut Context, op: OpRef, name: &str, value: Attribute) {
    let Some(dict) = ctx.op_properties(op) else {
        ctx.set_op_attr(op, name, value);
        return;
    };
    let mut entries = DictionaryAttr::entries(ctx, dict).to_vec();
    let ident = ctx.ident(name);
    match entries.iter_mut().find(|e| e.name == ident) {
        Some(e) => e.value = value,
        None => entries.push(NamedAttribute { name: ident, value }),
    }
    let d = DictionaryAttr::get(ctx, entries);
    ctx.set_op_properties(op, Some(d));
}

/// The loop's lower bound, upper bound (maps and operands), inits and step.
pub(crate) struct Loop {
    pub(crate) lb: AffineMap,
    pub(crate) lb_ops: Vec<Value>,
    pub(crate) ub: AffineMap,
    pub(crate) ub_ops: Vec<Value>,
    pub(crate) inits: Vec<Value>,
    pub(crate) step: i64,
}

pub(crate) fn loop_of(ctx: &Context, op: OpRef) -> Option<Loop> {
    let lb = map_of(ctx, op, "lowerBoundMap")?;
    let ub = map_of(ctx, op, "upperBoundMap")?;
    let step = op_attr_or_prop(ctx, op, "step")?.dyn_cast::<IntegerAttr>(ctx)?.value.try_to_i64()?;
    let operands: Vec<Value> = ctx.operands(op).collect();
    let (nl, nu) = (lb.num_inputs() as usize, ub.num_inputs() as usize);
    if operands.len() < nl + nu {
        return None;
    }
    Some(Loop {
        lb_ops: operands[..nl].to_vec(),
        ub_ops: operands[nl..nl + nu].to_vec(),
        inits: operands[nl + nu..].to_vec(),
        lb,
        ub,
        step,
    })
}

pub(crate) fn store_loop(ctx: &mut Context, op: OpRef, l: &Loop) {
    let mut operands = l.lb_ops.clone();
    operands.extend(&l.ub_ops);
    operands.extend(&l.inits);
    ctx.set_operands(op, &operands);
    let lb = ctx.intern_attr(AffineMapAttr { map: l.lb.clone() });
    let ub = ctx.intern_attr(AffineMapAttr { map: l.ub.clone() });
    set_prop(ctx, op, "lowerBoundMap", lb);
    set_prop(ctx, op, "upperBoundMap", ub);
    let element = IntegerType::get(ctx, 32);
    let sizes = [l.lb_ops.len(), l.ub_ops.len(), l.inits.len()];
    let values = sizes.iter().map(|&v| APInt::from_i64(32, v as i64)).collect();
    let seg = ctx.intern_attr(DenseArrayAttr { element, values });
    set_prop(ctx, op, "operandSegmentSizes", seg);
}

/// The single constant result of `map`, if it has one.
fn single_constant(map: &AffineMap) -> Option<i64> {
    match map.results.as_slice() {
        [e] => e.as_constant(),
        _ => None,
    }
}

/// MLIR's `foldLoopBounds` for one bound: the max (lower) or min (upper) of the map's results
/// when every operand is a constant.
fn fold_bound(ctx: &Context, map: &AffineMap, operands: &[Value], lower: bool) -> Option<i64> {
    let mut values = Vec::with_capacity(operands.len());
    for &v in operands {
        let a = constant_of(ctx, v)?;
        values.push(AffineExpr::Constant(a.dyn_cast::<IntegerAttr>(ctx)?.value.try_to_i64()?));
    }
    let nd = (map.num_dims as usize).min(values.len());
    let (dims, syms) = values.split_at(nd);
    let mut out: Option<i64> = None;
    for e in &map.results {
        let c = e.replace_dims_and_symbols(dims, syms).as_constant()?;
        out = Some(match out {
            None => c,
            Some(o) if lower => o.max(c),
            Some(o) => o.min(c),
        });
    }
    out
}

/// Drops results equal to the result before them (MLIR's `removeDuplicateExprs`, which uses
/// `std::unique`: only adjacent duplicates go).
fn remove_duplicate_exprs(map: &mut AffineMap) {
    map.results.dedup();
}

/// MLIR's `simplifyMinOrMaxExprWithOperands`: the results of a max (or min) bound that can never
/// exceed (or fall below) another, given the ranges of the operands (`affine.for` induction
/// variables), are dropped; a result with a single possible value becomes that constant.
fn simplify_min_or_max(map: &mut AffineMap, operands: &[Value], ops: &OperandBounds, is_max: bool) {
    if operands.is_empty() {
        return;
    }
    let (nd, ns) = (map.num_dims, map.num_symbols);
    let lbs: Vec<Option<i64>> = map.results.iter().map(|e| ops.bound(e, nd, ns, false)).collect();
    let ubs: Vec<Option<i64>> = map.results.iter().map(|e| ops.bound(e, nd, ns, true)).collect();
    let mut kept = Vec::with_capacity(map.results.len());
    for (i, e) in map.results.iter().enumerate() {
        let e = match (lbs[i], ubs[i]) {
            (Some(l), Some(u)) if l == u => AffineExpr::Constant(l),
            _ => e.clone(),
        };
        let (mine, others, theirs) = if is_max { (ubs[i], &lbs, &ubs) } else { (lbs[i], &ubs, &lbs) };
        let Some(mine) = mine else {
            kept.push(e);
            continue;
        };
        let redundant = others.iter().enumerate().any(|(pos, o)| {
            let Some(o) = *o else { return false };
            if pos == i {
                return false;
            }
            let (beats, loses) = if is_max { (o > mine, o < mine) } else { (o < mine, o > mine) };
            if beats {
                return true;
            }
            if loses {
                return false;
            }
            !(theirs[pos].is_some() && lbs[i].is_some() && lbs[i] == ubs[i] && Some(o) == theirs[pos] && i < pos)
        });
        if !redundant {
            kept.push(e);
        }
    }
    map.results = kept;
}

/// What folding an `affine.for` did.
pub(crate) enum ForFold {
    /// Nothing, or its bounds in place.
    Kept,
    /// The loop has no iterations and was replaced by its inits.
    Erased,
}

/// Where an `affine.for` is folded, which decides what its bounds' operands are known to be.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum FoldSite {
    /// Among affine ops (canonicalization): the induction variables of the enclosing
    /// `affine.for` loops have their ranges.
    Affine,
    /// During `lower-affine`, whose conversion driver folds a loop after lowering the loops
    /// around it: their induction variables are `scf.for`'s, of unknown range.
    Lowering,
}

/// One round of MLIR's `AffineForOp::fold` on the bounds (`foldLoopBounds`, then
/// `canonicalizeLoopBounds`): the loop with its new bounds, `None` when they do not change.
pub(crate) fn folded_for_bounds(ctx: &Context, op: OpRef, site: FoldSite) -> Option<Loop> {
    let mut l = loop_of(ctx, op)?;
    let mut changed = false;
    if single_constant(&l.lb).is_none() {
        if let Some(c) = fold_bound(ctx, &l.lb, &l.lb_ops, true) {
            l.lb = AffineMap::constant_map(c);
            l.lb_ops.clear();
            changed = true;
        }
    }
    if single_constant(&l.ub).is_none() {
        if let Some(c) = fold_bound(ctx, &l.ub, &l.ub_ops, false) {
            l.ub = AffineMap::constant_map(c);
            l.ub_ops.clear();
            changed = true;
        }
    }
    let (prev_lb, prev_ub) = (l.lb.clone(), l.ub.clone());
    compose_affine_map_and_operands(ctx, &mut l.lb, &mut l.lb_ops);
    canonicalize_map_and_operands(ctx, &mut l.lb, &mut l.lb_ops);
    let bounds = |operands: &[Value]| match site {
        FoldSite::Affine => OperandBounds::of(ctx, operands),
        FoldSite::Lowering => OperandBounds::unknown(),
    };
    simplify_min_or_max(&mut l.lb, &l.lb_ops, &bounds(&l.lb_ops), true);
    simplify_min_or_max(&mut l.ub, &l.ub_ops, &bounds(&l.ub_ops), false);
    remove_duplicate_exprs(&mut l.lb);
    compose_affine_map_and_operands(ctx, &mut l.ub, &mut l.ub_ops);
    canonicalize_map_and_operands(ctx, &mut l.ub, &mut l.ub_ops);
    remove_duplicate_exprs(&mut l.ub);
    (changed || l.lb != prev_lb || l.ub != prev_ub).then_some(l)
}

/// MLIR's `getTrivialConstantTripCount`: the trip count of a loop with constant bounds.
pub(crate) fn trivial_trip_count(ctx: &Context, op: OpRef) -> Option<u64> {
    let l = loop_of(ctx, op)?;
    let (lb, ub) = (single_constant(&l.lb)?, single_constant(&l.ub)?);
    if l.step <= 0 {
        return None;
    }
    let span = ub.saturating_sub(lb);
    Some(if span <= 0 { 0 } else { (span as u64).div_ceil(l.step as u64) })
}

/// MLIR's `AffineForOp::fold` as `lower-affine` runs it, repeated while it changes the loop (as
/// the conversion driver legalizes an op again after an in-place fold).
pub(crate) fn fold_for(ctx: &mut Context, op: OpRef) -> ForFold {
    for _ in 0..8 {
        let changed = match folded_for_bounds(ctx, op, FoldSite::Lowering) {
            Some(l) => {
                store_loop(ctx, op, &l);
                true
            }
            None => false,
        };
        let mut replacements = None;
        if trivial_trip_count(ctx, op) == Some(0) && ctx.num_results(op) != 0 {
            let Some(l) = loop_of(ctx, op) else { return ForFold::Kept };
            replacements = Some(l.inits);
        }
        if let Some(r) = empty_loop_replacements(ctx, op).or(replacements) {
            let results: Vec<Value> = ctx.results(op).collect();
            for (result, to) in results.into_iter().zip(r) {
                ctx.replace_all_uses_with(result, to);
            }
            return if ctx.erase_op(op).is_ok() { ForFold::Erased } else { ForFold::Kept };
        }
        if !changed {
            break;
        }
    }
    ForFold::Kept
}

/// MLIR's `AffineForEmptyLoopFolder` (part of `AffineForOp::fold`): what a loop with results
/// whose body only yields is replaced by: what it yields (its inits for its own iteration
/// arguments), when that does not depend on the trip count; nothing when it yields its induction
/// variable.
pub(crate) fn empty_loop_replacements(ctx: &Context, op: OpRef) -> Option<Vec<Value>> {
    let &region = ctx.op_regions(op).first()?;
    let block = ctx.region_entry_block(region)?;
    if ctx.block_ops(block).count() != 1 || ctx.num_results(op) == 0 {
        return None;
    }
    let l = loop_of(ctx, op)?;
    let term = ctx.block_last_op(block)?;
    let iter_args: Vec<Value> = ctx.block_arguments(block).skip(1).collect();
    let trip_count = trivial_trip_count(ctx, op);
    if trip_count == Some(0) {
        return Some(l.inits);
    }
    let (mut outside, mut out_of_order) = (false, false);
    let mut replacements = Vec::new();
    for (i, v) in ctx.operands(term).enumerate() {
        match iter_args.iter().position(|&a| a == v) {
            Some(pos) => {
                out_of_order |= pos != i;
                replacements.push(*l.inits.get(pos)?);
            }
            // The induction variable (the only value the body defines besides the iteration
            // arguments): MLIR 22 keeps the loop.
            None if ctx.value_parent_block(v) == Some(block) => return None,
            None => {
                outside = true;
                replacements.push(v);
            }
        }
    }
    if trip_count.is_none() && (outside || out_of_order) {
        return None;
    }
    if trip_count.is_some_and(|n| n >= 2) && out_of_order {
        return None;
    }
    Some(replacements)
}

/// MLIR's `AffineIfOp::fold`: composes the `affine.apply` ops producing the operands into the
/// set and canonicalizes the set and operands.
pub(crate) fn fold_if(ctx: &mut Context, op: OpRef) {
    if let Some((set, operands)) = folded_if_condition(ctx, op) {
        store_if_condition(ctx, op, set, &operands);
    }
}

/// The condition of MLIR's `AffineIfOp::fold`: the set and operands, `None` when unchanged.
pub(crate) fn folded_if_condition(ctx: &Context, op: OpRef) -> Option<(IntegerSet, Vec<Value>)> {
    let set = set_of(ctx, op)?;
    let mut operands: Vec<Value> = ctx.operands(op).collect();
    if operands.len() != set.num_dims as usize + set.num_symbols as usize {
        return None;
    }
    let mut map = AffineMap::new(set.num_dims, set.num_symbols, set.constraints.clone());
    let has_apply = operands.iter().any(|&v| ctx.defining_op(v).is_some_and(|d| ctx.isa_op::<ApplyOp>(d)));
    if has_apply {
        compose_affine_map_and_operands(ctx, &mut map, &mut operands);
    }
    canonicalize_map_and_operands(ctx, &mut map, &mut operands);
    let new_set = IntegerSet::new(map.num_dims, map.num_symbols, map.results, set.eq_flags.clone());
    if new_set == set && operands.iter().copied().eq(ctx.operands(op)) {
        return None;
    }
    Some((new_set, operands))
}

/// Sets the condition of an `affine.if`.
pub(crate) fn store_if_condition(ctx: &mut Context, op: OpRef, set: IntegerSet, operands: &[Value]) {
    ctx.set_operands(op, operands);
    let a = ctx.intern_attr(IntegerSetAttr { set });
    set_prop(ctx, op, "condition", a);
}
