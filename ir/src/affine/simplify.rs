//! MLIR's affine expression simplification (`simplifyAffineExpr` in `mlir/lib/IR/AffineExpr.cpp`).
//!
//! An expression is first pre-simplified when it is not pure affine (divisions and mods by a
//! symbol that divides the dividend, `simplifySemiAffine`), then flattened into a sum of products
//! of coefficients and dimensions, symbols and *local* variables (one per distinct floordiv,
//! ceildiv or mod by a constant, and one per semi-affine product, division or mod), and finally
//! rebuilt through the simplifying constructors. The order in which terms are rebuilt decides the
//! printed text, so it follows MLIR's exactly.

use super::expr::{AffineBinaryOp, AffineExpr};
use super::map::AffineMap;

/// MLIR's `simplifyAffineExpr`: simplifies `expr` (over `num_dims` dimensions and `num_symbols`
/// symbols) by flattening it into a sum of products with local variables for divisions and
/// rebuilding it, so the result prints like `mlir-opt` prints the simplified expression.
///
/// Expressions MLIR cannot flatten (a floordiv, ceildiv or mod by a non-positive constant) are
/// returned as they are after the semi-affine pre-simplification, like MLIR. Where MLIR would
/// assert (a dimension or symbol position out of range), the expression is returned unchanged.
pub fn simplify_affine_expr(expr: &AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
    let pure = expr.is_pure_affine();
    let expr = if pure { expr.clone() } else { simplify_semi_affine(expr, num_dims, num_symbols) };
    let mut flattener = Flattener::new(num_dims, num_symbols);
    let Some(flat) = flattener.flatten(&expr) else {
        return expr;
    };
    let (nd, ns) = (num_dims as usize, num_symbols as usize);
    let pure = expr.is_pure_affine();
    if pure {
        return expr_from_flat(&flat, nd, ns, &flattener.locals);
    }
    if expr == expr_from_flat(&flat, nd, ns, &flattener.locals) {
        return expr;
    }
    semi_affine_expr_from_flat(&flat, nd, ns, &flattener.locals)
}

impl AffineMap {
    /// MLIR's `simplifyAffineMap`: every result simplified by [`simplify_affine_expr`].
    pub fn simplify(&self) -> AffineMap {
        let results = self.results.iter().map(|e| simplify_affine_expr(e, self.num_dims, self.num_symbols)).collect();
        AffineMap::new(self.num_dims, self.num_symbols, results)
    }
}

/// An expression flattened by MLIR's `SimpleAffineExprFlattener`: `coefficients` is laid out as
/// `[dims, symbols, locals, constant]`, `locals[i]` being the expression of local column `i`
/// (a floordiv/ceildiv by a constant, the quotient of a mod by a constant, or a semi-affine
/// product, division or mod).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FlatAffineExpr {
    /// The coefficients of the dimensions, symbols, locals, and the constant term.
    pub coefficients: Vec<i64>,
    /// The expressions the local columns stand for.
    pub locals: Vec<AffineExpr>,
}

/// Flattens `expr` like MLIR's `SimpleAffineExprFlattener::walkPostOrder`; `None` where MLIR fails
/// (a floordiv, ceildiv or mod by a non-positive constant) or would assert (a dimension or symbol
/// position out of range).
pub fn flatten_affine_expr(expr: &AffineExpr, num_dims: u32, num_symbols: u32) -> Option<FlatAffineExpr> {
    let mut flattener = Flattener::new(num_dims, num_symbols);
    let coefficients = flattener.flatten(expr)?;
    Some(FlatAffineExpr { coefficients, locals: flattener.locals })
}

/// MLIR's `getBoundForAffineExpr`: a constant upper (`is_upper`) or lower bound of `expr` given
/// constant bounds of its inputs (dimensions then symbols, `None` when unbounded); `None` when
/// unknown. Like MLIR, the bound of `x mod c` compares `x`'s lower bound with its bound in the
/// requested direction, and the arithmetic wraps.
pub fn affine_expr_bound(
    expr: &AffineExpr,
    num_dims: u32,
    num_symbols: u32,
    lower: &[Option<i64>],
    upper: &[Option<i64>],
    is_upper: bool,
) -> Option<i64> {
    let recurse = |e: &AffineExpr, up: bool| affine_expr_bound(e, num_dims, num_symbols, lower, upper, up);
    match expr {
        AffineExpr::FloorDiv(l, r) => {
            let c = r.as_constant().filter(|&c| c >= 1)?;
            Some(floor_div(recurse(l, is_upper)?, c))
        }
        AffineExpr::CeilDiv(l, r) => {
            let c = r.as_constant().filter(|&c| c >= 1)?;
            Some(ceil_div(recurse(l, is_upper)?, c))
        }
        AffineExpr::Mod(l, r) if r.as_constant().is_some_and(|c| c >= 1) => {
            let c = r.as_constant()?;
            if let (Some(lb), Some(ub)) = (recurse(l, false), recurse(l, is_upper)) {
                if floor_div(lb, c) == floor_div(ub, c) {
                    return Some(if is_upper { ub.rem_euclid(c) } else { lb.rem_euclid(c) });
                }
            }
            Some(if is_upper { c - 1 } else { 0 })
        }
        _ => {
            let flat = flatten_affine_expr(expr, num_dims, num_symbols)?;
            if !flat.locals.is_empty() {
                return None;
            }
            let ids = (num_dims + num_symbols) as usize;
            let mut bound = 0i64;
            for (i, &c) in flat.coefficients.iter().enumerate().take(ids) {
                if c == 0 {
                    continue;
                }
                let b = if (c > 0) == is_upper { upper.get(i) } else { lower.get(i) };
                bound = bound.wrapping_add(b.copied().flatten()?.wrapping_mul(c));
            }
            Some(bound.wrapping_add(flat.coefficients.last().copied().unwrap_or(0)))
        }
    }
}

/// `floor(l / r)` for `r > 0`.
fn floor_div(l: i64, r: i64) -> i64 {
    l.div_euclid(r)
}

/// `ceil(l / r)` for `r > 0`, wrapping on overflow.
fn ceil_div(l: i64, r: i64) -> i64 {
    let q = l.div_euclid(r);
    if l.rem_euclid(r) != 0 {
        q.wrapping_add(1)
    } else {
        q
    }
}

/// MLIR's `getAffineExprFromFlatForm`: rebuilds `[dims, symbols, locals, constant]` coefficients
/// as `d/s terms in position order + local terms + constant` through the simplifying
/// constructors (`locals[i]` being the expression of local column `i`).
pub fn affine_expr_from_flat(flat: &[i64], num_dims: u32, num_symbols: u32, locals: &[AffineExpr]) -> AffineExpr {
    expr_from_flat(flat, num_dims as usize, num_symbols as usize, locals)
}

// ---------------------------------------------------------------------------------------------
// Semi-affine pre-simplification.

/// Whether a division or mod (`op`) of `expr` by `s<pos>` can be simplified by dividing `expr`
/// by the symbol (MLIR's `canSimplifyDivisionBySymbol`): nested divisions of the same kind commute,
/// unless they sit under a product (`from_mul`).
fn divisible_by_symbol(expr: &AffineExpr, pos: u32, op: AffineBinaryOp, from_mul: bool) -> bool {
    use AffineExpr::*;
    match expr {
        Constant(c) => *c == 0,
        Dim(_) => false,
        Symbol(p) => *p == pos,
        Add(l, r) => divisible_by_symbol(l, pos, op, false) && divisible_by_symbol(r, pos, op, false),
        Mod(l, r) => {
            divisible_by_symbol(l, pos, AffineBinaryOp::Mod, false)
                && divisible_by_symbol(r, pos, AffineBinaryOp::Mod, false)
        }
        Mul(l, r) => divisible_by_symbol(l, pos, op, true) || divisible_by_symbol(r, pos, op, true),
        FloorDiv(l, _) => op == AffineBinaryOp::FloorDiv && !from_mul && divisible_by_symbol(l, pos, op, false),
        CeilDiv(l, _) => op == AffineBinaryOp::CeilDiv && !from_mul && divisible_by_symbol(l, pos, op, false),
    }
}

/// `expr` divided by `s<pos>` (MLIR's `symbolicDivide`), `None` where the division is not exact.
fn symbolic_divide(expr: &AffineExpr, pos: u32, op: AffineBinaryOp) -> Option<AffineExpr> {
    use AffineExpr::*;
    match expr {
        Constant(0) => Some(Constant(0)),
        Constant(_) | Dim(_) => None,
        Symbol(_) => Some(Constant(1)),
        Add(l, r) => Some(symbolic_divide(l, pos, op)? + symbolic_divide(r, pos, op)?),
        Mod(l, r) => {
            Some(symbolic_divide(l, pos, AffineBinaryOp::Mod)? % symbolic_divide(r, pos, AffineBinaryOp::Mod)?)
        }
        Mul(l, r) => {
            if divisible_by_symbol(l, pos, op, false) {
                Some(symbolic_divide(l, pos, op)? * (**r).clone())
            } else {
                Some((**l).clone() * symbolic_divide(r, pos, op)?)
            }
        }
        FloorDiv(l, r) => Some(symbolic_divide(l, pos, AffineBinaryOp::FloorDiv)?.floor_div(r)),
        CeilDiv(l, r) => Some(symbolic_divide(l, pos, AffineBinaryOp::CeilDiv)?.ceil_div(r)),
    }
}

/// The summands of a (nested) addition, left to right (MLIR's `getSummandExprs`).
fn summands(expr: &AffineExpr, out: &mut Vec<AffineExpr>) {
    match expr {
        AffineExpr::Add(l, r) => {
            summands(l, out);
            summands(r, out);
        }
        _ => out.push(expr.clone()),
    }
}

/// `e` if `candidate` is `e * -1` or `-1 * e` (MLIR's `isNegatedAffineExpr`).
fn negated(candidate: &AffineExpr) -> Option<&AffineExpr> {
    let AffineExpr::Mul(l, r) = candidate else {
        return None;
    };
    if l.as_constant() == Some(-1) {
        Some(r)
    } else if r.as_constant() == Some(-1) {
        Some(l)
    } else {
        None
    }
}

/// Whether `lhs mod rhs` is zero because `lhs` is `x - x mod rhs` (MLIR's
/// `isModOfModSubtraction`, the shape loop peeling leaves).
fn is_mod_of_mod_subtraction(lhs: &AffineExpr, rhs: &AffineExpr, num_dims: u32, num_symbols: u32) -> bool {
    let mut terms = Vec::new();
    summands(lhs, &mut terms);
    for (i, term) in terms.iter().enumerate() {
        let Some(AffineExpr::Mod(inner_lhs, inner_rhs)) = negated(term) else {
            continue;
        };
        if &**inner_rhs != rhs {
            continue;
        }
        let mut diff = AffineExpr::Constant(0);
        for (j, other) in terms.iter().enumerate() {
            if i != j {
                diff = diff + other.clone();
            }
        }
        diff = diff - (**inner_lhs).clone();
        if simplify_affine_expr(&diff, num_dims, num_symbols) == AffineExpr::Constant(0) {
            return true;
        }
    }
    false
}

/// MLIR's `simplifySemiAffine`: divisions and mods whose divisor simplifies to a symbol dividing
/// the dividend are divided out (mods become 0), recursively, rebuilding through the simplifying
/// constructors.
fn simplify_semi_affine(expr: &AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
    let Some((op, lhs, rhs)) = expr.as_binary() else {
        return expr.clone();
    };
    let s_lhs = simplify_semi_affine(lhs, num_dims, num_symbols);
    let s_rhs = simplify_semi_affine(rhs, num_dims, num_symbols);
    if matches!(op, AffineBinaryOp::Add | AffineBinaryOp::Mul) {
        return AffineExpr::binary(op, &s_lhs, &s_rhs);
    }
    if is_mod_of_mod_subtraction(&s_lhs, &s_rhs, num_dims, num_symbols) {
        return AffineExpr::Constant(0);
    }
    let AffineExpr::Symbol(pos) = s_rhs else {
        return AffineExpr::binary(op, &s_lhs, &s_rhs);
    };
    if !divisible_by_symbol(lhs, pos, op, false) {
        return AffineExpr::binary(op, &s_lhs, &s_rhs);
    }
    if op == AffineBinaryOp::Mod {
        return AffineExpr::Constant(0);
    }
    // MLIR checks divisibility on the original dividend but divides the simplified one; where
    // the two disagree MLIR would crash, and the division is kept instead.
    symbolic_divide(&s_lhs, pos, op).unwrap_or_else(|| AffineExpr::binary(op, &s_lhs, &s_rhs))
}

// ---------------------------------------------------------------------------------------------
// Flattening (MLIR's `SimpleAffineExprFlattener`).

/// Flattens an expression bottom-up into rows `[dims, symbols, locals, constant]`.
struct Flattener {
    num_dims: usize,
    num_symbols: usize,
    /// The expression each local column stands for.
    locals: Vec<AffineExpr>,
    /// The flattened operands of the binary expressions being visited.
    stack: Vec<Vec<i64>>,
}

impl Flattener {
    fn new(num_dims: u32, num_symbols: u32) -> Flattener {
        Flattener {
            num_dims: num_dims as usize,
            num_symbols: num_symbols as usize,
            locals: Vec::new(),
            stack: Vec::new(),
        }
    }

    fn num_cols(&self) -> usize {
        self.num_dims + self.num_symbols + self.locals.len() + 1
    }

    fn local_start(&self) -> usize {
        self.num_dims + self.num_symbols
    }

    /// The flat form of `expr`, or `None` where MLIR fails (division or mod by a non-positive
    /// constant) or would assert (an out-of-range dimension or symbol).
    fn flatten(&mut self, expr: &AffineExpr) -> Option<Vec<i64>> {
        self.walk(expr)?;
        self.stack.pop()
    }

    fn walk(&mut self, expr: &AffineExpr) -> Option<()> {
        use AffineExpr::*;
        match expr {
            Dim(p) => {
                let p = *p as usize;
                if p >= self.num_dims {
                    return None;
                }
                let mut row = vec![0; self.num_cols()];
                row[p] = 1;
                self.stack.push(row);
            }
            Symbol(p) => {
                let p = *p as usize;
                if p >= self.num_symbols {
                    return None;
                }
                let mut row = vec![0; self.num_cols()];
                row[self.num_dims + p] = 1;
                self.stack.push(row);
            }
            Constant(c) => {
                let mut row = vec![0; self.num_cols()];
                if let Some(last) = row.last_mut() {
                    *last = *c;
                }
                self.stack.push(row);
            }
            Add(l, r) | Mul(l, r) | Mod(l, r) | FloorDiv(l, r) | CeilDiv(l, r) => {
                self.walk(l)?;
                self.walk(r)?;
                let rhs = self.stack.pop()?;
                let lhs = self.stack.pop()?;
                let rhs_is_const = matches!(**r, Constant(_));
                let row = match expr {
                    Add(..) => lhs.iter().zip(&rhs).map(|(a, b)| a.wrapping_add(*b)).collect(),
                    Mul(..) => self.visit_mul(lhs, &rhs, rhs_is_const),
                    Mod(..) => self.visit_mod(lhs, &rhs, rhs_is_const)?,
                    FloorDiv(..) => self.visit_div(lhs, &rhs, rhs_is_const, false)?,
                    _ => self.visit_div(lhs, &rhs, rhs_is_const, true)?,
                };
                self.stack.push(row);
            }
        }
        Some(())
    }

    fn expr_of(&self, row: &[i64]) -> AffineExpr {
        expr_from_flat(row, self.num_dims, self.num_symbols, &self.locals)
    }

    /// Adds a local column (to every row on the stack and to `extra`), standing for `expr`.
    fn add_local(&mut self, expr: AffineExpr, extra: &mut Vec<i64>) {
        let at = self.local_start() + self.locals.len();
        for row in self.stack.iter_mut().chain(std::iter::once(extra)) {
            row.insert(at.min(row.len()), 0);
        }
        self.locals.push(expr);
    }

    /// The row for a semi-affine term `expr`, reusing an existing local if it is the same
    /// expression (MLIR's `addLocalVariableSemiAffine`).
    fn semi_affine_local(&mut self, expr: AffineExpr, mut lhs: Vec<i64>) -> Vec<i64> {
        let index = match self.locals.iter().position(|l| l == &expr) {
            Some(i) => i,
            None => {
                self.add_local(expr, &mut lhs);
                self.locals.len() - 1
            }
        };
        lhs.iter_mut().for_each(|c| *c = 0);
        let at = self.local_start() + index;
        lhs[at] = 1;
        lhs
    }

    fn visit_mul(&mut self, mut lhs: Vec<i64>, rhs: &[i64], rhs_is_const: bool) -> Vec<i64> {
        if !rhs_is_const {
            let product = self.expr_of(&lhs) * self.expr_of(rhs);
            return self.semi_affine_local(product, lhs);
        }
        let c = rhs.last().copied().unwrap_or(0);
        lhs.iter_mut().for_each(|v| *v = v.wrapping_mul(c));
        lhs
    }

    fn visit_mod(&mut self, mut lhs: Vec<i64>, rhs: &[i64], rhs_is_const: bool) -> Option<Vec<i64>> {
        if !rhs_is_const {
            let m = self.expr_of(&lhs) % self.expr_of(rhs);
            return Some(self.semi_affine_local(m, lhs));
        }
        let c = rhs.last().copied().unwrap_or(0);
        if c <= 0 {
            return None;
        }
        // A multiple of the modulus: the mod is zero.
        if lhs.iter().all(|v| v.wrapping_rem(c) == 0) {
            lhs.iter_mut().for_each(|v| *v = 0);
            return Some(lhs);
        }
        // expr mod c = expr - c * q with q = expr floordiv c, the GCD of expr and c cancelled.
        let g = lhs.iter().fold(c as u64, |g, v| gcd(g, v.unsigned_abs())) as i64;
        let dividend: Vec<i64> = lhs.iter().map(|v| v.wrapping_div(g)).collect();
        let divisor = c.wrapping_div(g);
        let q = self.expr_of(&dividend).floor_div(&AffineExpr::Constant(divisor));
        let index = match self.locals.iter().position(|l| l == &q) {
            Some(i) => i,
            None => {
                self.add_local(q, &mut lhs);
                self.locals.len() - 1
            }
        };
        let at = self.local_start() + index;
        lhs[at] = lhs[at].wrapping_sub(c);
        Some(lhs)
    }

    fn visit_div(&mut self, mut lhs: Vec<i64>, rhs: &[i64], rhs_is_const: bool, ceil: bool) -> Option<Vec<i64>> {
        if !rhs_is_const {
            let (a, b) = (self.expr_of(&lhs), self.expr_of(rhs));
            let d = if ceil { a.ceil_div(&b) } else { a.floor_div(&b) };
            return Some(self.semi_affine_local(d, lhs));
        }
        let c = rhs.last().copied().unwrap_or(0);
        if c <= 0 {
            return None;
        }
        let g = lhs.iter().fold(c as u64, |g, v| gcd(g, v.unsigned_abs())) as i64;
        if g != 1 {
            lhs.iter_mut().for_each(|v| *v = v.wrapping_div(g));
        }
        let divisor = c.wrapping_div(g);
        if divisor == 1 {
            return Some(lhs);
        }
        let (a, b) = (self.expr_of(&lhs), AffineExpr::Constant(divisor));
        let d = if ceil { a.ceil_div(&b) } else { a.floor_div(&b) };
        Some(self.semi_affine_local(d, lhs))
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

// ---------------------------------------------------------------------------------------------
// Reconstruction.

/// MLIR's `getAffineExprFromFlatForm`: `0 + d/s terms in position order + local terms + constant`,
/// built through the simplifying constructors. `flat` is `[dims, symbols, locals, constant]`.
fn expr_from_flat(flat: &[i64], num_dims: usize, num_symbols: usize, locals: &[AffineExpr]) -> AffineExpr {
    let mut expr = AffineExpr::Constant(0);
    let ids = num_dims + num_symbols;
    for (j, &c) in flat.iter().enumerate().take(ids) {
        if c == 0 {
            continue;
        }
        let id = if j < num_dims { AffineExpr::Dim(j as u32) } else { AffineExpr::Symbol((j - num_dims) as u32) };
        expr = expr + id * c;
    }
    let end = flat.len().saturating_sub(1);
    for (j, &c) in flat.iter().enumerate().take(end).skip(ids) {
        if c == 0 {
            continue;
        }
        if let Some(local) = locals.get(j - ids) {
            expr = expr + local.clone() * c;
        }
    }
    match flat.last() {
        Some(&c) if c != 0 && flat.len() > ids => expr + c,
        _ => expr,
    }
}

/// MLIR's `getSemiAffineExprFromFlatForm`: symbols, products/divisions/mods whose operands are
/// plain identifiers (or a constant divisor), and dimensions are keyed by `(position, order)`,
/// sorted and summed; the other locals follow in column order, then the constant.
fn semi_affine_expr_from_flat(flat: &[i64], num_dims: usize, num_symbols: usize, locals: &[AffineExpr]) -> AffineExpr {
    let ids = num_dims + num_symbols;
    let base = num_dims.max(num_symbols) as i64;
    // (key, coefficient, term); keys compare like MLIR's `std::pair<unsigned, signed>`.
    let mut entries: Vec<((u32, i64), i64, AffineExpr)> = Vec::new();
    let mut offset_sym = 0i64;
    let mut offset_dim = -1i64;
    for j in num_dims..ids {
        let c = flat.get(j).copied().unwrap_or(0);
        if c == 0 {
            continue;
        }
        let pos = (j - num_dims) as u32;
        entries.push(((pos, base + offset_sym), c, AffineExpr::Symbol(pos)));
        offset_sym += 1;
    }
    let mut added = vec![false; locals.len()];
    for (i, local) in locals.iter().enumerate() {
        let c = flat.get(ids + i).copied().unwrap_or(0);
        if c == 0 {
            continue;
        }
        let Some((_, lhs, rhs)) = local.as_binary() else {
            continue;
        };
        use AffineExpr::*;
        let key = match (lhs, rhs) {
            (Dim(l), Constant(_)) => {
                let k = (*l, offset_dim);
                offset_dim -= 1;
                k
            }
            (Symbol(l), Constant(_)) | (Symbol(l), Symbol(_) | Dim(_)) => {
                let k = (*l, base + offset_sym);
                offset_sym += 1;
                k
            }
            (Dim(l), Symbol(r) | Dim(r)) => (*l, i64::from(*r)),
            _ => continue,
        };
        entries.push((key, c, local.clone()));
        added[i] = true;
    }
    for (j, &c) in flat.iter().enumerate().take(num_dims) {
        if c == 0 {
            continue;
        }
        entries.push(((j as u32, offset_dim), c, AffineExpr::Dim(j as u32)));
        offset_dim -= 1;
    }
    // MLIR keeps the first entry stored under a key (its DenseMap insert does not overwrite) and
    // visits every pushed key, so a duplicate key adds the first term again.
    let keys: Vec<(u32, i64)> = {
        let mut k: Vec<(u32, i64)> = entries.iter().map(|e| e.0).collect();
        k.sort();
        k
    };
    let mut expr = AffineExpr::Constant(0);
    for key in keys {
        if let Some((_, c, term)) = entries.iter().find(|e| e.0 == key) {
            expr = expr + term.clone() * *c;
        }
    }
    for (i, local) in locals.iter().enumerate() {
        let c = flat.get(ids + i).copied().unwrap_or(0);
        if c == 0 || added[i] {
            continue;
        }
        expr = expr + local.clone() * c;
    }
    match flat.last() {
        Some(&c) if c != 0 => expr + c,
        _ => expr,
    }
}
