//! Canonicalization patterns of `affine.apply`, `affine.min` and `affine.max` (MLIR's
//! `SimplifyAffineOp`, `DeduplicateAffineMinMaxExpressions`, `MergeAffineMinMaxOp`,
//! `CanonicalizeSingleResultAffineMinMaxOp`, `CanonicalizeAffineMinMaxOpExprAndTermOrder`, and
//! the in-place part of `foldMinMaxOp`).
//!
//! MLIR's operand-aware simplifications look at the ranges of `affine.for` induction variables
//! ([`OperandBounds`]); any other operand is unbounded.

pub(crate) mod index;
pub(crate) mod loops;
pub(crate) mod parallel;

use crate::affine::fold::{ceil_div, floor_div, fold_min_max_map};
use crate::affine::iv_bounds::OperandBounds;
use crate::affine::op_map;
use crate::affine::utils::{
    affine_op_state, canonicalize_map_and_operands, compose_affine_map_and_operands, shift_expr,
};
use crate::affine::{ApplyOp, MaxOp, MinOp};
use oxir::affine::{AffineBinaryOp, AffineExpr, AffineMap};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::DictionaryAttr;
use oxir::matchers::constant_of;
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, Context, NamedAttribute, OpRef, Value};

/// The benefit of the pattern standing for MLIR's in-place fold.
const FOLD_BENEFIT: u16 = 100;

fn operands(ctx: &Context, op: OpRef) -> Vec<Value> {
    ctx.operands(op).collect()
}

/// The op's map when it matches its operands.
fn checked_map(ctx: &Context, op: OpRef) -> Option<AffineMap> {
    op_map(ctx, op).filter(|m| m.num_inputs() as usize == ctx.num_operands(op))
}

/// Replaces `op` by a new op of its kind with `map` on `map_operands` after its first `leading`
/// operands, its other properties and its result types (MLIR's `replaceOpWithNewOp` in
/// `SimplifyAffineOp`: the discardable attributes are not kept).
fn replace_map(
    rw: &mut PatternRewriter<'_>,
    op: OpRef,
    leading: usize,
    map: AffineMap,
    map_operands: Vec<Value>,
) -> bool {
    let ctx = rw.ctx();
    let mut st = oxir::OperationState::new(ctx.op_name_of(op), ctx.op_loc(op));
    st.operands = ctx.operands(op).take(leading).chain(map_operands).collect();
    st.result_types = ctx.result_types(op).collect();
    let map_name = ctx.ident("map");
    let value = ctx.intern_attr(AffineMapAttr { map });
    let mut props: Vec<NamedAttribute> = ctx
        .op_properties(op)
        .map(|d| DictionaryAttr::entries(ctx, d).iter().copied().filter(|a| a.name != map_name).collect())
        .unwrap_or_default();
    props.push(NamedAttribute { name: map_name, value });
    st.properties = Some(DictionaryAttr::get(ctx, props));
    rw.replace_op_with_new(op, st).is_ok()
}

/// Replaces `op` by a new op `name` of `map` on `operands`.
fn replace(rw: &mut PatternRewriter<'_>, op: OpRef, name: &str, map: AffineMap, operands: Vec<Value>) -> bool {
    let ctx = rw.ctx();
    let st = affine_op_state(ctx, name, ctx.op_loc(op), map, operands);
    rw.replace_op_with_new(op, st).is_ok()
}

// ----- operand-aware simplification -----

/// The coefficients of a linear expression (dimensions, symbols, constant), or `None` when it
/// needs local variables (divisions, mods, products of non-constants): MLIR's
/// `SimpleAffineExprFlattener` restricted to expressions without locals.
pub(crate) fn flatten_linear(e: &AffineExpr, num_dims: u32, num_symbols: u32) -> Option<Vec<i64>> {
    let n = (num_dims + num_symbols) as usize;
    match e {
        AffineExpr::Constant(c) => {
            let mut v = vec![0; n + 1];
            v[n] = *c;
            Some(v)
        }
        AffineExpr::Dim(p) | AffineExpr::Symbol(p) => {
            let i = if matches!(e, AffineExpr::Dim(_)) { *p as usize } else { (num_dims + *p) as usize };
            let mut v = vec![0; n + 1];
            *v.get_mut(i).filter(|_| i < n)? = 1;
            Some(v)
        }
        AffineExpr::Add(l, r) => {
            let (l, r) = (flatten_linear(l, num_dims, num_symbols)?, flatten_linear(r, num_dims, num_symbols)?);
            Some(l.iter().zip(&r).map(|(a, b)| a.wrapping_add(*b)).collect())
        }
        AffineExpr::Mul(l, r) => {
            let (l, r) = (flatten_linear(l, num_dims, num_symbols)?, flatten_linear(r, num_dims, num_symbols)?);
            let is_const = |v: &[i64]| v[..n].iter().all(|&c| c == 0);
            let (k, other) = if is_const(&r) {
                (r[n], l)
            } else if is_const(&l) {
                (l[n], r)
            } else {
                return None;
            };
            Some(other.iter().map(|c| c.wrapping_mul(k)).collect())
        }
        _ => None,
    }
}

/// MLIR's `simplifyExprAndOperands`: floor/ceil divisions and mods of `e` simplified with the
/// ranges of its operands (`affine.for` induction variables).
fn simplify_expr(e: &AffineExpr, num_dims: u32, num_symbols: u32, ops: &OperandBounds) -> AffineExpr {
    let Some((kind, l, r)) = e.as_binary() else { return e.clone() };
    let (l, r) = (simplify_expr(l, num_dims, num_symbols, ops), simplify_expr(r, num_dims, num_symbols, ops));
    let expr = AffineExpr::binary(kind, &l, &r);
    let Some((kind, lhs, rhs)) = expr.as_binary() else { return expr };
    if !matches!(kind, AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv | AffineBinaryOp::Mod) {
        return expr;
    }
    let Some(c) = rhs.as_constant() else { return expr };
    if c <= 0 {
        return expr;
    }
    let lb = ops.bound(lhs, num_dims, num_symbols, false);
    let ub = ops.bound(lhs, num_dims, num_symbols, true);
    if let (Some(lb), Some(ub)) = (lb, ub) {
        if kind == AffineBinaryOp::FloorDiv && floor_div(lb, c) == floor_div(ub, c) {
            return AffineExpr::Constant(floor_div(lb, c));
        }
        if kind == AffineBinaryOp::CeilDiv && ceil_div(lb, c) == ceil_div(ub, c) {
            return AffineExpr::Constant(ceil_div(lb, c));
        }
        if kind == AffineBinaryOp::Mod && lb >= 0 && lb < c && ub < c {
            return lhs.clone();
        }
    }
    // `(q * d + r) floordiv c` and `mod c` with `0 <= r < d`.
    if let AffineExpr::Add(ll, lr) = lhs {
        let split = {
            let d = ops.largest_known_divisor(ll);
            if ops.is_non_negative_bounded_by(lr, d) {
                Some((d, ll, lr))
            } else {
                let d = ops.largest_known_divisor(lr);
                ops.is_non_negative_bounded_by(ll, d).then_some((d, lr, ll))
            }
        };
        if let Some((d, q, rem)) = split {
            if c.checked_rem(d) == Some(0) && kind == AffineBinaryOp::FloorDiv {
                return q.floor_div(&AffineExpr::Constant(c));
            }
            if d % c == 0 && kind == AffineBinaryOp::Mod {
                return &**rem % &AffineExpr::Constant(c);
            }
            return expr;
        }
    }
    if (ops.is_non_negative_bounded_by(lhs, c) && kind == AffineBinaryOp::FloorDiv)
        || (ops.largest_known_divisor(lhs) % c == 0 && kind == AffineBinaryOp::Mod)
    {
        return AffineExpr::Constant(0);
    }
    expr
}

/// MLIR's `simplifyMapWithOperands`.
fn simplify_map_with_operands(ctx: &Context, map: &AffineMap, operands: &[Value]) -> AffineMap {
    let ops = OperandBounds::of(ctx, operands);
    let results = map.results.iter().map(|e| simplify_expr(e, map.num_dims, map.num_symbols, &ops)).collect();
    AffineMap::new(map.num_dims, map.num_symbols, results)
}

// ----- patterns -----

/// MLIR's `SimplifyAffineOp`: composes the map with producing `affine.apply` ops, canonicalizes
/// the map and operands and simplifies the map.
struct SimplifyAffineOp {
    root: &'static str,
    /// The operands before the map operands (the stored value and the memref).
    leading: usize,
}

impl RewritePattern for SimplifyAffineOp {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "SimplifyAffineOp"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(old_map) = op_map(ctx, op) else { return false };
        let old_operands: Vec<Value> = ctx.operands(op).skip(self.leading).collect();
        if old_map.num_inputs() as usize != old_operands.len() {
            return false;
        }
        let mut map = old_map.clone();
        let mut new_operands = old_operands.clone();
        compose_affine_map_and_operands(ctx, &mut map, &mut new_operands);
        canonicalize_map_and_operands(ctx, &mut map, &mut new_operands);
        let map = simplify_map_with_operands(ctx, &map, &new_operands);
        if map == old_map && new_operands == old_operands {
            return false;
        }
        replace_map(rw, op, self.leading, map, new_operands)
    }
}

/// The in-place part of MLIR's `foldMinMaxOp`: the map with its constant-operand results folded.
struct FoldMinMaxMap {
    root: &'static str,
}

impl RewritePattern for FoldMinMaxMap {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn benefit(&self) -> u16 {
        FOLD_BENEFIT
    }
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn name(&self) -> &'static str {
        "FoldMinMaxMap"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let constants: Vec<Option<Attribute>> = ctx.operands(op).map(|v| constant_of(ctx, v)).collect();
        self.fold_in_place(op, rw, &constants)
    }
    fn fold_in_place(&self, op: OpRef, rw: &mut PatternRewriter<'_>, constants: &[Option<Attribute>]) -> bool {
        let ctx = rw.ctx();
        let Some(map) = checked_map(ctx, op) else { return false };
        let ops = operands(ctx, op);
        if constants.len() != ops.len() {
            return false;
        }
        let (Some(folded), None) = fold_min_max_map(ctx, &map, &ops, constants, self.root == MinOp::NAME) else {
            return false;
        };
        let value = ctx.intern_attr(AffineMapAttr { map: folded });
        let name = ctx.ident("map");
        let mut entries: Vec<NamedAttribute> =
            ctx.op_properties(op).map(|d| DictionaryAttr::entries(ctx, d).to_vec()).unwrap_or_default();
        match entries.iter_mut().find(|e| e.name == name) {
            Some(e) => e.value = value,
            None => entries.push(NamedAttribute { name, value }),
        }
        let props = DictionaryAttr::get(ctx, entries);
        rw.modify_op_in_place(op, |c| c.set_op_properties(op, Some(props)));
        true
    }
}

/// MLIR's `CanonicalizeSingleResultAffineMinMaxOp`: a single-result min/max is an apply.
struct SingleResultMinMax {
    root: &'static str,
}

impl RewritePattern for SingleResultMinMax {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "CanonicalizeSingleResultAffineMinMaxOp"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(map) = checked_map(ctx, op).filter(|m| m.num_results() == 1) else { return false };
        let ops = operands(ctx, op);
        replace(rw, op, ApplyOp::NAME, map, ops)
    }
}

/// MLIR's `DeduplicateAffineMinMaxExpressions`.
struct DedupMinMax {
    root: &'static str,
}

impl RewritePattern for DedupMinMax {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "DeduplicateAffineMinMaxExpressions"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(map) = checked_map(ctx, op) else { return false };
        let mut exprs: Vec<AffineExpr> = Vec::new();
        for e in &map.results {
            if !exprs.contains(e) {
                exprs.push(e.clone());
            }
        }
        if exprs.len() == map.results.len() {
            return false;
        }
        let ops = operands(ctx, op);
        replace(rw, op, self.root, AffineMap::new(map.num_dims, map.num_symbols, exprs), ops)
    }
}

/// MLIR's `MergeAffineMinMaxOp`: a result that is a dimension or symbol bound to a min (max) of
/// the same kind is replaced by that op's results.
struct MergeMinMax {
    root: &'static str,
}

impl RewritePattern for MergeMinMax {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "MergeAffineMinMaxOp"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(map) = checked_map(ctx, op) else { return false };
        let ops = operands(ctx, op);
        let nd = map.num_dims as usize;
        let mut dim_ops = ops[..nd].to_vec();
        let mut sym_ops = ops[nd..].to_vec();
        let mut exprs = Vec::new();
        let mut producers = Vec::new();
        for e in &map.results {
            let bound = match e {
                AffineExpr::Symbol(p) => sym_ops.get(*p as usize).copied(),
                AffineExpr::Dim(p) => dim_ops.get(*p as usize).copied(),
                _ => None,
            };
            if let Some(p) = bound.and_then(|v| ctx.defining_op(v)).filter(|&p| ctx.op_name_text(p) == self.root) {
                if let Some(pm) = checked_map(ctx, p) {
                    producers.push((p, pm));
                    continue;
                }
            }
            exprs.push(e.clone());
        }
        if producers.is_empty() {
            return false;
        }
        let (mut used_dims, mut used_syms) = (map.num_dims, map.num_symbols);
        for (p, pm) in producers {
            let p_ops = operands(ctx, p);
            let pd = pm.num_dims as usize;
            dim_ops.extend_from_slice(&p_ops[..pd]);
            sym_ops.extend_from_slice(&p_ops[pd..]);
            for e in &pm.results {
                exprs.push(shift_expr(e, (pm.num_dims, used_dims, 0), (pm.num_symbols, used_syms, 0)));
            }
            used_dims += pm.num_dims;
            used_syms += pm.num_symbols;
        }
        dim_ops.extend(sym_ops);
        replace(rw, op, self.root, AffineMap::new(used_dims, used_syms, exprs), dim_ops)
    }
}

/// MLIR's `CanonicalizeAffineMinMaxOpExprAndTermOrder`: results sorted by their flattened
/// coefficients when all are linear.
struct SortMinMaxResults {
    root: &'static str,
}

impl RewritePattern for SortMinMaxResults {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "CanonicalizeAffineMinMaxOpExprAndTermOrder"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(map) = checked_map(ctx, op) else { return false };
        let mut flat = Vec::with_capacity(map.results.len());
        for e in &map.results {
            if !e.is_pure_affine() {
                return false;
            }
            let Some(f) = flatten_linear(e, map.num_dims, map.num_symbols) else { return false };
            flat.push(f);
        }
        if flat.windows(2).all(|w| w[0] <= w[1]) {
            return false;
        }
        let mut perm: Vec<usize> = (0..flat.len()).collect();
        perm.sort_by(|&a, &b| flat[a].cmp(&flat[b]));
        let exprs = perm.iter().map(|&i| map.results[i].clone()).collect();
        let ops = operands(ctx, op);
        replace(rw, op, self.root, AffineMap::new(map.num_dims, map.num_symbols, exprs), ops)
    }
}

/// `affine.apply`'s patterns.
pub(crate) fn apply_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(SimplifyAffineOp { root: ApplyOp::NAME, leading: 0 })]
}

fn min_max_patterns(root: &'static str) -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(FoldMinMaxMap { root }),
        Box::new(SingleResultMinMax { root }),
        Box::new(DedupMinMax { root }),
        Box::new(MergeMinMax { root }),
        Box::new(SimplifyAffineOp { root, leading: 0 }),
        Box::new(SortMinMaxResults { root }),
    ]
}

/// `affine.min`'s patterns.
pub(crate) fn min_patterns() -> Vec<Box<dyn RewritePattern>> {
    min_max_patterns(MinOp::NAME)
}

/// `affine.max`'s patterns.
pub(crate) fn max_patterns() -> Vec<Box<dyn RewritePattern>> {
    min_max_patterns(MaxOp::NAME)
}

/// The patterns of an affine memory op `root` whose map operands follow `leading` operands:
/// MLIR's `SimplifyAffineOp`, and with `fold_cast` its `memref.cast` fold.
pub(crate) fn memory_patterns(root: &'static str, leading: usize, fold_cast: bool) -> Vec<Box<dyn RewritePattern>> {
    let mut patterns: Vec<Box<dyn RewritePattern>> = vec![Box::new(SimplifyAffineOp { root, leading })];
    if fold_cast {
        patterns.push(crate::memref::fold_memref_cast_pattern(root, leading > 1));
    }
    patterns
}
