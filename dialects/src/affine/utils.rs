//! MLIR's affine map utilities of `AffineOps.cpp` and `AffineMap.cpp`: folding constant operands
//! into a map, composing a map with the `affine.apply` ops producing its operands,
//! canonicalizing a map with its operands (constant symbols folded in, unused and duplicate
//! operands dropped, dimensions that are valid symbols promoted to symbols), and building
//! composed, folded `affine.apply`/`min`/`max` ops, as other dialects' rewrites need.

mod delinearize;

use super::fold::{fold_apply_map, fold_min_max_map, Folded as MapFolded};
use super::scope::is_valid_symbol;
use super::Ofr;
use crate::affine::{ApplyOp, DelinearizeIndexOp, MaxOp, MinOp};
use crate::utils::constants::const_index;
use oxir::affine::{AffineExpr, AffineMap};
use oxir::builder::Builder;
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::DictionaryAttr;
use oxir::builtin::types::IndexType;
use oxir::matchers::constant_of;
use oxir::{Attribute, Context, NamedAttribute, OperationState, Value};
use std::collections::HashMap;

// ----- map helpers (MLIR's `AffineMap` methods the IR crate does not have) -----

/// `AffineMap::replaceDimsAndSymbols`: every result with `d<i>` replaced by `dims[i]` and
/// `s<i>` by `syms[i]`, in a map of `num_dims` dimensions and `num_syms` symbols.
pub(crate) fn replace_dims_and_symbols(
    map: &AffineMap,
    dims: &[AffineExpr],
    syms: &[AffineExpr],
    num_dims: u32,
    num_syms: u32,
) -> AffineMap {
    let results = map.results.iter().map(|e| e.replace_dims_and_symbols(dims, syms)).collect();
    AffineMap::new(num_dims, num_syms, results)
}

/// `AffineExpr::shiftDims(numDims, shift, offset)` and `shiftSymbols`: `d<i>` (`i >= offset`)
/// becomes `d<i + shift>`.
pub(crate) fn shift_expr(e: &AffineExpr, dims: (u32, u32, u32), syms: (u32, u32, u32)) -> AffineExpr {
    let dim_repl: Vec<AffineExpr> =
        (0..dims.0).map(|i| AffineExpr::Dim(if i >= dims.2 { i + dims.1 } else { i })).collect();
    let sym_repl: Vec<AffineExpr> =
        (0..syms.0).map(|i| AffineExpr::Symbol(if i >= syms.2 { i + syms.1 } else { i })).collect();
    e.replace_dims_and_symbols(&dim_repl, &sym_repl)
}

/// `AffineMap::shiftDims(d).shiftSymbols(s)`.
fn shift_map(map: &AffineMap, d: u32, s: u32) -> AffineMap {
    let results = map.results.iter().map(|e| shift_expr(e, (map.num_dims, d, 0), (map.num_symbols, s, 0))).collect();
    AffineMap::new(map.num_dims + d, map.num_symbols + s, results)
}

/// `AffineExpr::replace(expr, replacement)`: every occurrence of `from` replaced by `to`.
fn replace_expr(e: &AffineExpr, from: &AffineExpr, to: &AffineExpr) -> AffineExpr {
    if e == from {
        return to.clone();
    }
    match e.as_binary() {
        Some((op, l, r)) => {
            let nl = replace_expr(l, from, to);
            let nr = replace_expr(r, from, to);
            if &nl == l && &nr == r {
                e.clone()
            } else {
                AffineExpr::binary(op, &nl, &nr)
            }
        }
        None => e.clone(),
    }
}

/// Calls `f` on every sub-expression of `e`.
pub(crate) fn walk_expr(e: &AffineExpr, f: &mut impl FnMut(&AffineExpr)) {
    f(e);
    if let Some((_, l, r)) = e.as_binary() {
        walk_expr(l, f);
        walk_expr(r, f);
    }
}

// ----- MLIR's helpers -----

/// MLIR's `foldAttributesIntoMap`: `map` with its static operands replaced by constants; returns
/// the new map and the remaining (dynamic) operands.
pub fn fold_attributes_into_map(map: &AffineMap, operands: &[Ofr]) -> (AffineMap, Vec<Value>) {
    let mut remaining = Vec::new();
    let nd = map.num_dims as usize;
    let mut fold = |ofr: Option<&Ofr>, dim: bool, next: &mut u32| match ofr {
        Some(Ofr::Static(c)) => AffineExpr::Constant(*c),
        Some(Ofr::Dyn(v)) => {
            remaining.push(*v);
            *next += 1;
            if dim {
                AffineExpr::Dim(*next - 1)
            } else {
                AffineExpr::Symbol(*next - 1)
            }
        }
        None => AffineExpr::Constant(0),
    };
    let (mut num_dims, mut num_syms) = (0, 0);
    let dims: Vec<AffineExpr> = (0..nd).map(|i| fold(operands.get(i), true, &mut num_dims)).collect();
    let syms: Vec<AffineExpr> =
        (0..map.num_symbols as usize).map(|i| fold(operands.get(nd + i), false, &mut num_syms)).collect();
    (replace_dims_and_symbols(map, &dims, &syms, num_dims, num_syms), remaining)
}

/// MLIR's `replaceDimOrSym`: replaces the dimension or symbol at `pos` (dimensions first) by the
/// expression of the `affine.apply` producing it, or, when an `affine.delinearize_index` produces
/// it, a sum recombining that delinearization by its linear index.
fn replace_dim_or_sym(
    ctx: &Context,
    map: &mut AffineMap,
    pos: usize,
    dims: &mut Vec<Option<Value>>,
    syms: &mut Vec<Option<Value>>,
) -> bool {
    let is_dim = pos < dims.len();
    let p = if is_dim { pos } else { pos - dims.len() };
    let slot = if is_dim { &mut dims[p] } else { &mut syms[p] };
    let Some(v) = *slot else { return false };
    if let Some(delin) = ctx.defining_op(v).filter(|&d| ctx.isa_op::<DelinearizeIndexOp>(d)) {
        return delinearize::replace_delinearize_inverse(ctx, delin, v, map, dims, syms);
    }
    let Some(apply) = ctx.defining_op(v).filter(|&d| ctx.isa_op::<ApplyOp>(d)) else { return false };
    let Some(mut compose_map) = super::op_map(ctx, apply).filter(|m| m.num_results() == 1) else { return false };
    *slot = None;
    let mut compose_operands: Vec<Value> = ctx.operands(apply).collect();
    canonicalize_map_and_operands(ctx, &mut compose_map, &mut compose_operands);
    let shifted = shift_map(&compose_map, dims.len() as u32, syms.len() as u32);
    let replacement = shifted.results[0].clone();
    let cd = compose_map.num_dims as usize;
    dims.extend(compose_operands[..cd].iter().map(|&v| Some(v)));
    syms.extend(compose_operands[cd..].iter().map(|&v| Some(v)));
    let to_replace = if is_dim { AffineExpr::Dim(p as u32) } else { AffineExpr::Symbol(p as u32) };
    let results = map.results.iter().map(|e| replace_expr(e, &to_replace, &replacement)).collect();
    *map = AffineMap::new(dims.len() as u32, syms.len() as u32, results);
    true
}

/// MLIR's `composeAffineMapAndOperands`: folds the `affine.apply` ops producing `operands` into
/// `map`, then canonicalizes the map and operands and simplifies the map.
pub fn compose_affine_map_and_operands(ctx: &Context, map: &mut AffineMap, operands: &mut Vec<Value>) {
    if map.results.is_empty() {
        canonicalize_map_and_operands(ctx, map, operands);
        *map = map.simplify();
        return;
    }
    let nd = (map.num_dims as usize).min(operands.len());
    let mut dims: Vec<Option<Value>> = operands[..nd].iter().map(|&v| Some(v)).collect();
    let mut syms: Vec<Option<Value>> = operands[nd..].iter().map(|&v| Some(v)).collect();
    loop {
        let mut changed = false;
        for pos in 0..dims.len() + syms.len() {
            if replace_dim_or_sym(ctx, map, pos, &mut dims, &mut syms) {
                changed = true;
                break;
            }
        }
        if !changed {
            break;
        }
    }
    operands.clear();
    let (mut n_dims, mut n_syms) = (0u32, 0u32);
    let mut dim_repl = Vec::with_capacity(dims.len());
    for v in &dims {
        match v {
            None => dim_repl.push(AffineExpr::Constant(0)),
            Some(v) => {
                dim_repl.push(AffineExpr::Dim(n_dims));
                n_dims += 1;
                operands.push(*v);
            }
        }
    }
    let mut sym_repl = Vec::with_capacity(syms.len());
    for v in &syms {
        match v {
            None => sym_repl.push(AffineExpr::Constant(0)),
            Some(v) => {
                sym_repl.push(AffineExpr::Symbol(n_syms));
                n_syms += 1;
                operands.push(*v);
            }
        }
    }
    *map = replace_dims_and_symbols(map, &dim_repl, &sym_repl, n_dims, n_syms);
    canonicalize_map_and_operands(ctx, map, operands);
    *map = map.simplify();
}

/// MLIR's `fullyComposeAffineMapAndOperands`: composes until no operand is an `affine.apply`.
pub fn fully_compose_affine_map_and_operands(ctx: &Context, map: &mut AffineMap, operands: &mut Vec<Value>) {
    while operands.iter().any(|&v| ctx.defining_op(v).is_some_and(|d| ctx.isa_op::<ApplyOp>(d))) {
        compose_affine_map_and_operands(ctx, map, operands);
    }
}

/// MLIR's `canonicalizePromotedSymbols`: dimension operands that are valid symbols become
/// symbols (appended after the existing ones).
fn canonicalize_promoted_symbols(ctx: &Context, map: &mut AffineMap, operands: &mut Vec<Value>) {
    if operands.is_empty() || map.num_inputs() as usize != operands.len() {
        return;
    }
    let nd = map.num_dims as usize;
    let old_syms = map.num_symbols;
    let mut result = Vec::with_capacity(operands.len());
    let mut remapped = Vec::new();
    let mut dim_repl = Vec::with_capacity(nd);
    let (mut next_dim, mut next_sym) = (0u32, 0u32);
    for (i, &v) in operands.iter().enumerate() {
        if i < nd {
            if is_valid_symbol(ctx, v) {
                dim_repl.push(AffineExpr::Symbol(old_syms + next_sym));
                next_sym += 1;
                remapped.push(v);
            } else {
                dim_repl.push(AffineExpr::Dim(next_dim));
                next_dim += 1;
                result.push(v);
            }
        } else {
            result.push(v);
        }
    }
    result.extend(remapped);
    *operands = result;
    *map = replace_dims_and_symbols(map, &dim_repl, &[], next_dim, old_syms + next_sym);
}

/// MLIR's `canonicalizeMapAndOperands`: promotes dimension operands that are valid symbols to
/// symbols, folds constant symbol operands into the map, and drops unused and duplicate
/// operands.
pub fn canonicalize_map_and_operands(ctx: &Context, map: &mut AffineMap, operands: &mut Vec<Value>) {
    if operands.is_empty() || map.num_inputs() as usize != operands.len() {
        return;
    }
    canonicalize_promoted_symbols(ctx, map, operands);
    let nd = map.num_dims as usize;
    let mut used_dims = vec![false; nd];
    let mut used_syms = vec![false; map.num_symbols as usize];
    for e in &map.results {
        walk_expr(e, &mut |x| match x {
            AffineExpr::Dim(p) => {
                if let Some(u) = used_dims.get_mut(*p as usize) {
                    *u = true;
                }
            }
            AffineExpr::Symbol(p) => {
                if let Some(u) = used_syms.get_mut(*p as usize) {
                    *u = true;
                }
            }
            _ => {}
        });
    }
    let mut result = Vec::with_capacity(operands.len());
    let mut seen_dims: HashMap<Value, AffineExpr> = HashMap::new();
    let mut dim_repl = vec![AffineExpr::Constant(0); nd];
    let mut next_dim = 0u32;
    for i in 0..nd {
        if !used_dims[i] {
            continue;
        }
        let v = operands[i];
        match seen_dims.get(&v) {
            Some(e) => dim_repl[i] = e.clone(),
            None => {
                dim_repl[i] = AffineExpr::Dim(next_dim);
                next_dim += 1;
                result.push(v);
                seen_dims.insert(v, dim_repl[i].clone());
            }
        }
    }
    let mut seen_syms: HashMap<Value, AffineExpr> = HashMap::new();
    let mut sym_repl = vec![AffineExpr::Constant(0); map.num_symbols as usize];
    let mut next_sym = 0u32;
    for i in 0..map.num_symbols as usize {
        if !used_syms[i] {
            continue;
        }
        let v = operands[nd + i];
        if let Some(c) = const_index(ctx, v) {
            sym_repl[i] = AffineExpr::Constant(c);
            continue;
        }
        match seen_syms.get(&v) {
            Some(e) => sym_repl[i] = e.clone(),
            None => {
                sym_repl[i] = AffineExpr::Symbol(next_sym);
                next_sym += 1;
                result.push(v);
                seen_syms.insert(v, sym_repl[i].clone());
            }
        }
    }
    *map = replace_dims_and_symbols(map, &dim_repl, &sym_repl, next_dim, next_sym);
    *operands = result;
}

/// MLIR's `composeMultiResultAffineMap`: composes each result on its own, then concatenates
/// and canonicalizes.
fn compose_multi_result_affine_map(ctx: &Context, map: &mut AffineMap, operands: &mut Vec<Value>) {
    let mut dims = Vec::new();
    let mut syms = Vec::new();
    let mut exprs = Vec::new();
    for r in &map.results {
        let mut sub_operands = operands.clone();
        let mut sub = AffineMap::new(map.num_dims, map.num_symbols, vec![r.clone()]);
        fully_compose_affine_map_and_operands(ctx, &mut sub, &mut sub_operands);
        canonicalize_map_and_operands(ctx, &mut sub, &mut sub_operands);
        let nd = sub.num_dims as usize;
        let sub = shift_map(&sub, dims.len() as u32, syms.len() as u32);
        dims.extend_from_slice(&sub_operands[..nd]);
        syms.extend_from_slice(&sub_operands[nd..]);
        if let Some(e) = sub.results.into_iter().next() {
            exprs.push(e);
        }
    }
    *map = AffineMap::new(dims.len() as u32, syms.len() as u32, exprs);
    dims.extend(syms);
    *operands = dims;
    canonicalize_map_and_operands(ctx, map, operands);
}

/// The state of an `affine.apply`/`min`/`max` op (`name`) of `map` on `operands`.
pub(crate) fn affine_op_state(
    ctx: &Context,
    name: &str,
    loc: Attribute,
    map: AffineMap,
    operands: Vec<Value>,
) -> OperationState {
    let mut st = OperationState::new(ctx.op_name(name), loc);
    st.operands = operands.into_iter().collect();
    st.result_types.push(IndexType::get(ctx));
    let value = ctx.intern_attr(AffineMapAttr { map });
    st.properties = Some(DictionaryAttr::get(ctx, vec![NamedAttribute { name: ctx.ident("map"), value }]));
    st
}

/// A fold as an `Ofr`; `None` for poison, which an `Ofr` cannot hold.
fn to_ofr(f: MapFolded) -> Option<Ofr> {
    match f {
        MapFolded::Constant(c) => Some(Ofr::Static(c)),
        MapFolded::Value(v) => Some(Ofr::Dyn(v)),
        MapFolded::Poison => None,
    }
}

fn constants_of(ctx: &Context, operands: &[Value]) -> Vec<Option<Attribute>> {
    operands.iter().map(|&v| constant_of(ctx, v)).collect()
}

/// MLIR's `makeComposedFoldedAffineApply`: the value of the single-result `map` applied to
/// `operands`, composed with the `affine.apply` ops producing them and folded: a static
/// integer when it folds to a constant, an existing value when it folds to one, else the result
/// of a new `affine.apply` at the builder's insertion point.
pub fn make_composed_folded_affine_apply(
    b: &mut dyn Builder,
    loc: Attribute,
    map: &AffineMap,
    operands: &[Ofr],
) -> Ofr {
    let (mut map, mut values) = fold_attributes_into_map(map, operands);
    let ctx = b.ctx_mut();
    compose_affine_map_and_operands(ctx, &mut map, &mut values);
    let constants = constants_of(ctx, &values);
    if let Some(o) = fold_apply_map(ctx, &map, &values, &constants).and_then(to_ofr) {
        return o;
    }
    Ofr::Dyn(ApplyOp::build(b, loc, &values, map).result(b.ctx()))
}

fn make_composed_folded_min_max(
    b: &mut dyn Builder,
    loc: Attribute,
    map: &AffineMap,
    operands: &[Ofr],
    is_min: bool,
) -> Ofr {
    let (mut map, mut values) = fold_attributes_into_map(map, operands);
    let ctx = b.ctx_mut();
    compose_multi_result_affine_map(ctx, &mut map, &mut values);
    let constants = constants_of(ctx, &values);
    let (folded_map, f) = fold_min_max_map(ctx, &map, &values, &constants, is_min);
    if let Some(o) = f.and_then(to_ofr) {
        return o;
    }
    let map = folded_map.unwrap_or(map);
    Ofr::Dyn(if is_min {
        MinOp::build(b, loc, &values, map).result(b.ctx())
    } else {
        MaxOp::build(b, loc, &values, map).result(b.ctx())
    })
}

/// MLIR's `makeComposedFoldedAffineMin`: like [`make_composed_folded_affine_apply`] for the
/// minimum of `map`'s results (an `affine.min`).
pub fn make_composed_folded_affine_min(b: &mut dyn Builder, loc: Attribute, map: &AffineMap, operands: &[Ofr]) -> Ofr {
    make_composed_folded_min_max(b, loc, map, operands, true)
}

/// MLIR's `makeComposedFoldedAffineMax`: like [`make_composed_folded_affine_apply`] for the
/// maximum of `map`'s results (an `affine.max`).
pub fn make_composed_folded_affine_max(b: &mut dyn Builder, loc: Attribute, map: &AffineMap, operands: &[Ofr]) -> Ofr {
    make_composed_folded_min_max(b, loc, map, operands, false)
}
