//! The folders of `affine.apply`, `affine.min` and `affine.max` (MLIR's `AffineApplyOp::fold`,
//! `foldMinMaxOp`) and MLIR's constant folding of affine maps (`AffineMap::constantFold`,
//! `partialConstantFold`).

pub(crate) mod loops;
pub(crate) mod parallel;

use crate::affine::op_map;
use oxir::affine::{AffineExpr, AffineMap};
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::types::IndexType;
use oxir::registry::FoldResult;
use oxir::{Attribute, Context, OpRef, Value};

/// What an affine op folds to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Folded {
    /// An index constant.
    Constant(i64),
    /// An existing value.
    Value(Value),
    /// Poison (a division or mod by zero of constants).
    Poison,
}

/// The result of folding one expression: a constant, not constant, or poison.
enum ExprFold {
    Const(i64),
    NotConst,
    Poison,
}

/// MLIR's `AffineExprConstantFolder`: the value of `e` given constant `operands` (dimensions
/// first); arithmetic wraps as MLIR's does on int64.
fn fold_expr(ctx: &Context, e: &AffineExpr, num_dims: u32, operands: &[Option<Attribute>]) -> ExprFold {
    let input = |pos: usize| {
        operands
            .get(pos)
            .copied()
            .flatten()
            .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
            .and_then(|i| i.value.try_to_i64())
            .map_or(ExprFold::NotConst, ExprFold::Const)
    };
    match e {
        AffineExpr::Constant(c) => ExprFold::Const(*c),
        AffineExpr::Dim(p) => input(*p as usize),
        AffineExpr::Symbol(p) => input(num_dims as usize + *p as usize),
        _ => {
            let Some((op, l, r)) = e.as_binary() else { return ExprFold::NotConst };
            let (l, r) = match (fold_expr(ctx, l, num_dims, operands), fold_expr(ctx, r, num_dims, operands)) {
                (ExprFold::Poison, _) | (_, ExprFold::Poison) => return ExprFold::Poison,
                (ExprFold::Const(l), ExprFold::Const(r)) => (l, r),
                _ => return ExprFold::NotConst,
            };
            use oxir::affine::AffineBinaryOp::*;
            match op {
                Add => ExprFold::Const(l.wrapping_add(r)),
                Mul => ExprFold::Const(l.wrapping_mul(r)),
                Mod if r < 1 => ExprFold::Poison,
                Mod => ExprFold::Const(l.wrapping_rem(r).wrapping_add(r).wrapping_rem(r)),
                FloorDiv | CeilDiv if r == 0 => ExprFold::Poison,
                FloorDiv => ExprFold::Const(floor_div(l, r)),
                CeilDiv => ExprFold::Const(ceil_div(l, r)),
            }
        }
    }
}

/// `floor(l / r)` (MLIR's `floorDiv`), wrapping on overflow.
pub(crate) fn floor_div(l: i64, r: i64) -> i64 {
    let q = l.wrapping_div(r);
    if l.wrapping_rem(r) != 0 && ((l < 0) != (r < 0)) {
        q.wrapping_sub(1)
    } else {
        q
    }
}

/// `ceil(l / r)` (MLIR's `ceilDiv`), wrapping on overflow.
pub(crate) fn ceil_div(l: i64, r: i64) -> i64 {
    let q = l.wrapping_div(r);
    if l.wrapping_rem(r) != 0 && ((l < 0) == (r < 0)) {
        q.wrapping_add(1)
    } else {
        q
    }
}

/// MLIR's `AffineMap::partialConstantFold`: the map with the results that fold replaced by
/// constants, and the constants of all results when they all fold. With `poison`, a poison
/// result stops the folding (`Err`).
pub(crate) fn partial_constant_fold(
    ctx: &Context,
    map: &AffineMap,
    operands: &[Option<Attribute>],
    poison: bool,
) -> Result<(AffineMap, Option<Vec<i64>>), ()> {
    let mut exprs = Vec::with_capacity(map.results.len());
    let mut ints = Some(Vec::with_capacity(map.results.len()));
    for e in &map.results {
        match fold_expr(ctx, e, map.num_dims, operands) {
            ExprFold::Poison if poison => return Err(()),
            ExprFold::Const(c) => {
                exprs.push(AffineExpr::Constant(c));
                if let Some(v) = ints.as_mut() {
                    v.push(c);
                }
            }
            _ => {
                exprs.push(e.clone());
                ints = None;
            }
        }
    }
    if map.results.is_empty() {
        ints = None;
    }
    Ok((AffineMap::new(map.num_dims, map.num_symbols, exprs), ints))
}

/// MLIR's `AffineApplyOp::fold` on a map, its operands and their constants.
pub(crate) fn fold_apply_map(
    ctx: &Context,
    map: &AffineMap,
    operands: &[Value],
    constants: &[Option<Attribute>],
) -> Option<Folded> {
    match map.results.first()? {
        AffineExpr::Dim(p) => return operands.get(*p as usize).map(|&v| Folded::Value(v)),
        AffineExpr::Symbol(p) => return operands.get((map.num_dims + *p) as usize).map(|&v| Folded::Value(v)),
        _ => {}
    }
    match partial_constant_fold(ctx, map, constants, true) {
        Err(()) => Some(Folded::Poison),
        Ok((_, Some(ints))) => ints.first().map(|&c| Folded::Constant(c)),
        Ok(_) => None,
    }
}

/// MLIR's `AffineMap::isSymbolIdentity`.
fn is_symbol_identity(map: &AffineMap) -> bool {
    map.num_symbols as usize == map.results.len()
        && map.results.iter().enumerate().all(|(i, e)| matches!(e, AffineExpr::Dim(p) if *p as usize == i))
}

fn fold_min_max_result(
    map: &AffineMap,
    folded: AffineMap,
    ints: Option<Vec<i64>>,
    operands: &[Value],
    is_min: bool,
) -> (Option<AffineMap>, Option<Folded>) {
    if folded.num_symbols == 1 && is_symbol_identity(&folded) {
        return (None, operands.first().map(|&v| Folded::Value(v)));
    }
    match ints {
        None => ((folded != *map).then_some(folded), None),
        Some(ints) => {
            let r = if is_min { ints.iter().min() } else { ints.iter().max() };
            (None, r.map(|&c| Folded::Constant(c)))
        }
    }
}

/// MLIR's `foldMinMaxOp` on a map: the partially folded map when it changed (MLIR updates the
/// op in place), and what the op folds to.
pub(crate) fn fold_min_max_map(
    ctx: &Context,
    map: &AffineMap,
    operands: &[Value],
    constants: &[Option<Attribute>],
    is_min: bool,
) -> (Option<AffineMap>, Option<Folded>) {
    let Ok((folded, ints)) = partial_constant_fold(ctx, map, constants, false) else { return (None, None) };
    fold_min_max_result(map, folded, ints, operands, is_min)
}

fn to_fold_result(ctx: &Context, f: Folded) -> Option<Vec<FoldResult>> {
    Some(vec![match f {
        Folded::Constant(c) => FoldResult::Attribute(IntegerAttr::from_i64(ctx, IndexType::get(ctx), c)),
        Folded::Value(v) => FoldResult::Value(v),
        Folded::Poison => FoldResult::Attribute(crate::ub::poison_attr(ctx)),
    }])
}

/// `affine.apply`'s folder.
pub(crate) fn fold_apply(ctx: &Context, op: OpRef, constants: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let map = op_map(ctx, op)?;
    if map.num_inputs() as usize != ctx.num_operands(op) || map.num_results() != 1 {
        return None;
    }
    let operands: Vec<Value> = ctx.operands(op).collect();
    to_fold_result(ctx, fold_apply_map(ctx, &map, &operands, constants)?)
}

fn fold_min_max(ctx: &Context, op: OpRef, constants: &[Option<Attribute>], is_min: bool) -> Option<Vec<FoldResult>> {
    let map = op_map(ctx, op)?;
    if map.num_inputs() as usize != ctx.num_operands(op) {
        return None;
    }
    let operands: Vec<Value> = ctx.operands(op).collect();
    // The in-place update of the map is the `FoldMinMaxMap` pattern.
    to_fold_result(ctx, fold_min_max_map(ctx, &map, &operands, constants, is_min).1?)
}

/// `affine.min`'s folder.
pub(crate) fn fold_min(ctx: &Context, op: OpRef, constants: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    fold_min_max(ctx, op, constants, true)
}

/// `affine.max`'s folder.
pub(crate) fn fold_max(ctx: &Context, op: OpRef, constants: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    fold_min_max(ctx, op, constants, false)
}
