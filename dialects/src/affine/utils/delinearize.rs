//! MLIR's `replaceAffineDelinearizeIndexInverseExpression`, a step of
//! `composeAffineMapAndOperands`: a sum in the map that recombines every result of an
//! `affine.delinearize_index` with its strides (`r_n + r_{n-1} * b_n + ...`) is the
//! delinearization's linear index.

use crate::affine::ops::index::static_basis;
use oxir::affine::{AffineBinaryOp, AffineExpr, AffineMap};
use oxir::{Context, OpRef, Value};

/// `e` with every sub-expression that is a key of `replacements` replaced by its value, changed
/// nodes rebuilt through the simplifying constructors (MLIR's `AffineExpr::replace` with a map).
fn replace_all(e: &AffineExpr, replacements: &[(AffineExpr, AffineExpr)]) -> AffineExpr {
    if let Some((_, to)) = replacements.iter().find(|(from, _)| from == e) {
        return to.clone();
    }
    match e.as_binary() {
        Some((op, l, r)) => {
            let (nl, nr) = (replace_all(l, replacements), replace_all(r, replacements));
            if &nl == l && &nr == r {
                e.clone()
            } else {
                AffineExpr::binary(op, &nl, &nr)
            }
        }
        None => e.clone(),
    }
}

/// MLIR's `shortenAddChainsContainingAll`: for `e` and each of its sub-expressions that is a
/// chain `e1 + e2 + ... + eK` (left-nested) whose terms include every one of `to_remove`, records
/// `e -> new_val + (the other terms, in order)` in `replacements` (the first entry of a key
/// wins).
fn shorten_add_chains(
    e: &AffineExpr,
    to_remove: &[AffineExpr],
    new_val: &AffineExpr,
    replacements: &mut Vec<(AffineExpr, AffineExpr)>,
) {
    let Some((op, lhs, rhs)) = e.as_binary() else { return };
    if op != AffineBinaryOp::Add {
        shorten_add_chains(lhs, to_remove, new_val, replacements);
        shorten_add_chains(rhs, to_remove, new_val, replacements);
        return;
    }
    let mut remaining: Vec<&AffineExpr> = to_remove.iter().collect();
    let mut preserved: Vec<&AffineExpr> = Vec::new();
    let mut this_term = Some(rhs);
    let mut next_term = Some(lhs);
    while let Some(term) = this_term {
        match remaining.iter().position(|&r| r == term) {
            Some(i) => {
                remaining.swap_remove(i);
            }
            None => {
                preserved.push(term);
                shorten_add_chains(term, to_remove, new_val, replacements);
            }
        }
        match next_term.and_then(|n| n.as_binary().filter(|b| b.0 == AffineBinaryOp::Add).map(|b| (b.1, b.2))) {
            Some((l, r)) => {
                this_term = Some(r);
                next_term = Some(l);
            }
            None => {
                this_term = next_term;
                next_term = None;
            }
        }
    }
    if !remaining.is_empty() {
        return;
    }
    let mut new_expr = new_val.clone();
    for p in preserved.iter().rev() {
        new_expr = AffineExpr::binary(AffineBinaryOp::Add, &new_expr, p);
    }
    if !replacements.iter().any(|(k, _)| k == e) {
        replacements.push((e.clone(), new_expr));
    }
}

/// Replaces in `map` a sum recombining all the results of `delin` (an
/// `affine.delinearize_index` with a static basis, one of whose results is the operand
/// `result`, which must be its last) by a new dimension or symbol (a symbol unless every result
/// is a dimension) bound to its linear index; the results no longer used are cleared from `dims`
/// and `syms`. Returns whether the map changed.
pub(super) fn replace_delinearize_inverse(
    ctx: &Context,
    delin: OpRef,
    result: Value,
    map: &mut AffineMap,
    dims: &mut Vec<Option<Value>>,
    syms: &mut Vec<Option<Value>>,
) -> bool {
    let num_results = ctx.num_results(delin);
    if ctx.num_operands(delin) != 1 || num_results == 0 {
        return false;
    }
    if result != (Value::Result { op: delin, index: num_results as u32 - 1 }) {
        return false;
    }
    let mut bindings: Vec<Option<AffineExpr>> = vec![None; num_results];
    let positions = dims.iter().map(|v| (v, true)).enumerate().chain(syms.iter().map(|v| (v, false)).enumerate());
    for (pos, (v, is_dim)) in positions {
        if let Some(Value::Result { op, index }) = v {
            if *op == delin {
                if let Some(b) = bindings.get_mut(*index as usize) {
                    *b = Some(if is_dim { AffineExpr::Dim(pos as u32) } else { AffineExpr::Symbol(pos as u32) });
                }
            }
        }
    }
    let Some(bindings) = bindings.into_iter().collect::<Option<Vec<AffineExpr>>>() else { return false };
    let is_dim_replacement = bindings.iter().all(|b| matches!(b, AffineExpr::Dim(_)));
    let basis = static_basis(ctx, delin);
    let mut stride = 1i64;
    let mut expected: Vec<AffineExpr> = Vec::new();
    let mut expect = |e: AffineExpr| {
        if !expected.contains(&e) {
            expected.push(e);
        }
    };
    for (binding, &size) in bindings.iter().rev().zip(basis.iter().rev()) {
        expect(AffineExpr::binary(AffineBinaryOp::Mul, binding, &AffineExpr::Constant(stride)));
        stride = stride.wrapping_mul(size);
    }
    if bindings.len() != basis.len() {
        expect(AffineExpr::binary(AffineBinaryOp::Mul, &bindings[0], &AffineExpr::Constant(stride)));
    }
    let new_val =
        if is_dim_replacement { AffineExpr::Dim(dims.len() as u32) } else { AffineExpr::Symbol(syms.len() as u32) };
    let mut replacements = Vec::new();
    for e in &map.results {
        shorten_add_chains(e, &expected, &new_val, &mut replacements);
    }
    if replacements.is_empty() {
        return false;
    }
    let linear_index = ctx.operand(delin, 0);
    if is_dim_replacement {
        dims.push(Some(linear_index));
    } else {
        syms.push(Some(linear_index));
    }
    let results = map.results.iter().map(|e| replace_all(e, &replacements)).collect();
    *map = AffineMap::new(dims.len() as u32, syms.len() as u32, results);
    for b in &bindings {
        match *b {
            AffineExpr::Dim(p) if !map.is_function_of_dim(p) => dims[p as usize] = None,
            AffineExpr::Symbol(p) if !map.is_function_of_symbol(p) => syms[p as usize] = None,
            _ => {}
        }
    }
    true
}
