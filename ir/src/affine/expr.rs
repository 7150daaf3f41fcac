//! Affine expressions and their simplifying constructors (MLIR's `AffineExpr.cpp`).

use std::ops::{Add, Mul, Neg, Rem, Sub};
use std::sync::Arc;

/// An affine expression: a dimension, a symbol, a constant, or a binary operation.
///
/// Build binary expressions with the operators (`+`, `-`, `*`, `%`, unary `-`) and
/// [`AffineExpr::floor_div`] / [`AffineExpr::ceil_div`]: they simplify like MLIR's. Constructing a
/// variant directly builds the node as is, without simplification.
///
/// The tree is traversed recursively (equality, hashing, printing, simplification), so callers
/// building expressions programmatically should keep them reasonably shallow; the parser caps the
/// depth at [`MAX_EXPR_DEPTH`](super::MAX_EXPR_DEPTH).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AffineExpr {
    /// A dimension identifier, `d<N>`.
    Dim(u32),
    /// A symbol identifier, `s<N>`.
    Symbol(u32),
    /// An integer constant.
    Constant(i64),
    /// `lhs + rhs`.
    Add(Arc<AffineExpr>, Arc<AffineExpr>),
    /// `lhs * rhs`.
    Mul(Arc<AffineExpr>, Arc<AffineExpr>),
    /// `lhs mod rhs`.
    Mod(Arc<AffineExpr>, Arc<AffineExpr>),
    /// `lhs floordiv rhs`.
    FloorDiv(Arc<AffineExpr>, Arc<AffineExpr>),
    /// `lhs ceildiv rhs`.
    CeilDiv(Arc<AffineExpr>, Arc<AffineExpr>),
}

/// The kind of a binary affine expression.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AffineBinaryOp {
    /// `+`
    Add,
    /// `*`
    Mul,
    /// `mod`
    Mod,
    /// `floordiv`
    FloorDiv,
    /// `ceildiv`
    CeilDiv,
}

use AffineExpr::*;

fn raw(op: AffineBinaryOp, lhs: &AffineExpr, rhs: &AffineExpr) -> AffineExpr {
    let (l, r) = (Arc::new(lhs.clone()), Arc::new(rhs.clone()));
    match op {
        AffineBinaryOp::Add => Add(l, r),
        AffineBinaryOp::Mul => Mul(l, r),
        AffineBinaryOp::Mod => Mod(l, r),
        AffineBinaryOp::FloorDiv => FloorDiv(l, r),
        AffineBinaryOp::CeilDiv => CeilDiv(l, r),
    }
}

fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

/// `floor(lhs / rhs)`, or `None` when undefined or overflowing (llvm::divideFloorSigned).
fn floor_div_i64(lhs: i64, rhs: i64) -> Option<i64> {
    let q = lhs.checked_div(rhs)?;
    let r = lhs.checked_rem(rhs)?;
    if r != 0 && ((r < 0) != (rhs < 0)) {
        q.checked_sub(1)
    } else {
        Some(q)
    }
}

/// `ceil(lhs / rhs)`, or `None` when undefined or overflowing (llvm::divideCeilSigned).
fn ceil_div_i64(lhs: i64, rhs: i64) -> Option<i64> {
    let q = lhs.checked_div(rhs)?;
    let r = lhs.checked_rem(rhs)?;
    if r != 0 && ((r < 0) == (rhs < 0)) {
        q.checked_add(1)
    } else {
        Some(q)
    }
}

impl AffineExpr {
    /// The dimension `d<position>`.
    pub fn dim(position: u32) -> AffineExpr {
        Dim(position)
    }

    /// The symbol `s<position>`.
    pub fn symbol(position: u32) -> AffineExpr {
        Symbol(position)
    }

    /// The constant `value`.
    pub fn constant(value: i64) -> AffineExpr {
        Constant(value)
    }

    /// MLIR's `getAffineBinaryOpExpr`: builds `lhs op rhs`, simplifying like MLIR.
    pub fn binary(op: AffineBinaryOp, lhs: &AffineExpr, rhs: &AffineExpr) -> AffineExpr {
        match op {
            AffineBinaryOp::Add => make_add(lhs, rhs),
            AffineBinaryOp::Mul => make_mul(lhs, rhs),
            AffineBinaryOp::Mod => make_mod(lhs, rhs),
            AffineBinaryOp::FloorDiv => make_floor_div(lhs, rhs),
            AffineBinaryOp::CeilDiv => make_ceil_div(lhs, rhs),
        }
    }

    /// Builds the binary node `lhs op rhs` as is, without any simplification.
    pub fn binary_unsimplified(op: AffineBinaryOp, lhs: &AffineExpr, rhs: &AffineExpr) -> AffineExpr {
        raw(op, lhs, rhs)
    }

    /// `self floordiv rhs`, simplified like MLIR's `AffineExpr::floorDiv`.
    pub fn floor_div(&self, rhs: &AffineExpr) -> AffineExpr {
        make_floor_div(self, rhs)
    }

    /// `self ceildiv rhs`, simplified like MLIR's `AffineExpr::ceilDiv`.
    pub fn ceil_div(&self, rhs: &AffineExpr) -> AffineExpr {
        make_ceil_div(self, rhs)
    }

    /// The kind and operands of a binary expression, `None` for a leaf.
    pub fn as_binary(&self) -> Option<(AffineBinaryOp, &AffineExpr, &AffineExpr)> {
        match self {
            Add(l, r) => Some((AffineBinaryOp::Add, l, r)),
            Mul(l, r) => Some((AffineBinaryOp::Mul, l, r)),
            Mod(l, r) => Some((AffineBinaryOp::Mod, l, r)),
            FloorDiv(l, r) => Some((AffineBinaryOp::FloorDiv, l, r)),
            CeilDiv(l, r) => Some((AffineBinaryOp::CeilDiv, l, r)),
            Dim(_) | Symbol(_) | Constant(_) => None,
        }
    }

    /// The value of a constant expression.
    pub fn as_constant(&self) -> Option<i64> {
        match self {
            Constant(c) => Some(*c),
            _ => None,
        }
    }

    /// Whether the expression has no dimension identifiers (MLIR's `isSymbolicOrConstant`).
    pub fn is_symbolic_or_constant(&self) -> bool {
        match self {
            Constant(_) | Symbol(_) => true,
            Dim(_) => false,
            _ => match self.as_binary() {
                Some((_, l, r)) => l.is_symbolic_or_constant() && r.is_symbolic_or_constant(),
                None => false,
            },
        }
    }

    /// Whether multiplication, division and mod only involve constants (MLIR's `isPureAffine`).
    pub fn is_pure_affine(&self) -> bool {
        match self {
            Dim(_) | Symbol(_) | Constant(_) => true,
            Add(l, r) => l.is_pure_affine() && r.is_pure_affine(),
            Mul(l, r) => {
                l.is_pure_affine() && r.is_pure_affine() && (matches!(**l, Constant(_)) || matches!(**r, Constant(_)))
            }
            Mod(l, r) | FloorDiv(l, r) | CeilDiv(l, r) => l.is_pure_affine() && matches!(**r, Constant(_)),
        }
    }

    /// The greatest known integral divisor of the expression (MLIR's `getLargestKnownDivisor`,
    /// with its int64 wrap-around).
    pub fn largest_known_divisor(&self) -> i64 {
        match self {
            Dim(_) | Symbol(_) => 1,
            CeilDiv(l, r) | FloorDiv(l, r) => {
                if let Constant(c) = **r {
                    if c != 0 {
                        let lhs_div = l.largest_known_divisor();
                        if lhs_div.wrapping_rem(c) == 0 {
                            return lhs_div.wrapping_div(c);
                        }
                    }
                }
                1
            }
            Constant(c) => c.wrapping_abs(),
            Mul(l, r) => l.largest_known_divisor().wrapping_mul(r.largest_known_divisor()),
            Add(l, r) | Mod(l, r) => gcd_u64(l.largest_known_divisor() as u64, r.largest_known_divisor() as u64) as i64,
        }
    }

    /// Whether the expression mentions `d<position>`.
    pub fn is_function_of_dim(&self, position: u32) -> bool {
        match self {
            Dim(p) => *p == position,
            Symbol(_) | Constant(_) => false,
            _ => self
                .as_binary()
                .is_some_and(|(_, l, r)| l.is_function_of_dim(position) || r.is_function_of_dim(position)),
        }
    }

    /// Whether the expression mentions `s<position>`.
    pub fn is_function_of_symbol(&self, position: u32) -> bool {
        match self {
            Symbol(p) => *p == position,
            Dim(_) | Constant(_) => false,
            _ => self
                .as_binary()
                .is_some_and(|(_, l, r)| l.is_function_of_symbol(position) || r.is_function_of_symbol(position)),
        }
    }

    /// Replaces `d<i>` by `dims[i]` and `s<i>` by `symbols[i]` (out-of-range positions are kept),
    /// rebuilding changed nodes through the simplifying constructors.
    pub fn replace_dims_and_symbols(&self, dims: &[AffineExpr], symbols: &[AffineExpr]) -> AffineExpr {
        match self {
            Constant(_) => self.clone(),
            Dim(p) => dims.get(*p as usize).cloned().unwrap_or_else(|| self.clone()),
            Symbol(p) => symbols.get(*p as usize).cloned().unwrap_or_else(|| self.clone()),
            _ => match self.as_binary() {
                Some((op, l, r)) => {
                    let nl = l.replace_dims_and_symbols(dims, symbols);
                    let nr = r.replace_dims_and_symbols(dims, symbols);
                    if &nl == l && &nr == r {
                        self.clone()
                    } else {
                        AffineExpr::binary(op, &nl, &nr)
                    }
                }
                None => self.clone(),
            },
        }
    }

    /// The depth of the tree (a leaf has depth 1), computed without descending more than
    /// `limit` levels: returns `limit + 1` as soon as the depth is known to exceed `limit`.
    pub fn depth_up_to(&self, limit: usize) -> usize {
        if limit == 0 {
            return 1;
        }
        match self.as_binary() {
            None => 1,
            Some((_, l, r)) => {
                let dl = l.depth_up_to(limit - 1);
                if dl >= limit {
                    return limit.saturating_add(1);
                }
                let dr = r.depth_up_to(limit - 1);
                dl.max(dr).saturating_add(1)
            }
        }
    }
}

fn is_const(e: &AffineExpr) -> bool {
    matches!(e, Constant(_))
}

/// Whether `lhs` and `rhs` are two dimensions (or two symbols) in decreasing position order, which
/// MLIR 22 swaps for commutative operators (`d1 + d0` becomes `d0 + d1`).
fn out_of_order_ids(lhs: &AffineExpr, rhs: &AffineExpr) -> bool {
    match (lhs, rhs) {
        (Dim(a), Dim(b)) | (Symbol(a), Symbol(b)) => a > b,
        _ => false,
    }
}

fn simplify_add(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lhs_const = lhs.as_constant();
    let rhs_const = rhs.as_constant();
    // Fold two constants unless the sum overflows.
    if let (Some(l), Some(r)) = (lhs_const, rhs_const) {
        return l.checked_add(r).map(Constant);
    }
    // Canonicalize so that only the RHS is a constant, and a symbolic operand goes to the right.
    if lhs_const.is_some() || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant()) {
        return Some(make_add(rhs, lhs));
    }
    if out_of_order_ids(lhs, rhs) {
        return Some(make_add(rhs, lhs));
    }
    if rhs_const == Some(0) {
        return Some(lhs.clone());
    }
    // Fold successive additions like (d0 + 2) + 3 into d0 + 5.
    if let (Add(ll, lr), Some(r)) = (lhs, rhs_const) {
        if let Constant(c) = **lr {
            return Some(make_add(ll, &Constant(c.wrapping_add(r))));
        }
    }
    // Detect "c1 * expr + c2 * expr" as "(c1 + c2) * expr".
    let (l_coeff, first) = match lhs {
        Mul(a, b) if is_const(b) => (b.as_constant().unwrap_or(1), &**a),
        _ => (1, lhs),
    };
    let (r_coeff, second) = match rhs {
        Mul(a, b) if is_const(b) => (b.as_constant().unwrap_or(1), &**a),
        _ => (1, rhs),
    };
    if first == second {
        return Some(make_mul(first, &Constant(l_coeff.wrapping_add(r_coeff))));
    }
    // When doing successive additions, bring the constant to the right: (d0 + 2) + d1 becomes
    // (d0 + d1) + 2.
    if let Add(ll, lr) = lhs {
        if is_const(lr) {
            return Some(make_add(&make_add(ll, rhs), lr));
        }
    }
    // Detect "expr - q * (expr floordiv q)" and turn it into "expr mod q".
    let (_, lrhs, rrhs) = rhs.as_binary()?;
    if rrhs.as_constant() == Some(-1) {
        if let Mul(llrhs, rlrhs) = lrhs {
            let FloorDiv(inner_l, inner_r) = &**llrhs else {
                return None;
            };
            if inner_r == rlrhs && lhs == &**inner_l {
                return Some(make_mod(lhs, rlrhs));
            }
        }
    }
    // Process "expr + (expr floordiv c) * -c" into "expr mod c" (c > 0).
    let (Mul(..), FloorDiv(llrhs, rlrhs)) = (rhs, lrhs) else {
        return None;
    };
    let positive = matches!(**rlrhs, Constant(c) if c > 0);
    if positive && lhs == &**llrhs && **rlrhs == make_neg(rrhs) {
        return Some(make_mod(lhs, rlrhs));
    }
    // MLIR 22 then reassociates "(e0 + e1) + (x floordiv q) * k" into "e0 + (e1 + (x floordiv q) * k)"
    // when the inner sum simplifies (so that "(e0 + e1) + (e1 floordiv c) * -c" becomes
    // "e0 + e1 mod c"); any simplification counts, even a mere operand swap.
    if let Add(a, b) = lhs {
        if let Some(inner) = simplify_add(b, rhs) {
            return Some(make_add(a, &inner));
        }
    }
    None
}

fn make_add(lhs: &AffineExpr, rhs: &AffineExpr) -> AffineExpr {
    simplify_add(lhs, rhs).unwrap_or_else(|| raw(AffineBinaryOp::Add, lhs, rhs))
}

fn simplify_mul(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lhs_const = lhs.as_constant();
    let rhs_const = rhs.as_constant();
    if let (Some(l), Some(r)) = (lhs_const, rhs_const) {
        return l.checked_mul(r).map(Constant);
    }
    let lhs_sym = lhs.is_symbolic_or_constant();
    let rhs_sym = rhs.is_symbolic_or_constant();
    if !lhs_sym && !rhs_sym {
        // Not affine; MLIR asserts here. Keep the node as is.
        return None;
    }
    // Canonicalize so that the constant/symbolic operand is the RHS.
    if !rhs_sym || lhs_const.is_some() {
        return Some(make_mul(rhs, lhs));
    }
    if out_of_order_ids(lhs, rhs) {
        return Some(make_mul(rhs, lhs));
    }
    if let Some(r) = rhs_const {
        if r == 1 {
            return Some(lhs.clone());
        }
        if r == 0 {
            return Some(rhs.clone());
        }
    }
    // Fold successive multiplications: (d0 * 2) * 3 becomes d0 * 6.
    if let (Mul(ll, lr), Some(r)) = (lhs, rhs_const) {
        if let Constant(c) = **lr {
            return Some(make_mul(ll, &Constant(c.wrapping_mul(r))));
        }
    }
    // Bring the constant to the right: (d0 * 2) * d1 becomes (d0 * d1) * 2.
    if let Mul(ll, lr) = lhs {
        if is_const(lr) {
            return Some(make_mul(&make_mul(ll, rhs), lr));
        }
    }
    None
}

fn make_mul(lhs: &AffineExpr, rhs: &AffineExpr) -> AffineExpr {
    simplify_mul(lhs, rhs).unwrap_or_else(|| raw(AffineBinaryOp::Mul, lhs, rhs))
}

fn make_neg(e: &AffineExpr) -> AffineExpr {
    make_mul(e, &Constant(-1))
}

fn simplify_floor_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let rhs_const = rhs.as_constant()?;
    if rhs_const == 0 {
        return None;
    }
    if let Some(l) = lhs.as_constant() {
        return floor_div_i64(l, rhs_const).map(Constant);
    }
    if rhs_const == 1 {
        return Some(lhs.clone());
    }
    // (expr * c1) floordiv c2 when c1 is a multiple of c2.
    if let Mul(ll, lr) = lhs {
        if let Constant(c) = **lr {
            if c.wrapping_rem(rhs_const) == 0 {
                return Some(make_mul(ll, &Constant(c.wrapping_div(rhs_const))));
            }
        }
    }
    // (expr1 + expr2) floordiv c when either operand is a known multiple of c.
    if let Add(ll, lr) = lhs {
        let ldiv = ll.largest_known_divisor();
        let rdiv = lr.largest_known_divisor();
        if ldiv.wrapping_rem(rhs_const) == 0 || rdiv.wrapping_rem(rhs_const) == 0 {
            let c = Constant(rhs_const);
            return Some(make_add(&make_floor_div(ll, &c), &make_floor_div(lr, &c)));
        }
    }
    None
}

fn make_floor_div(lhs: &AffineExpr, rhs: &AffineExpr) -> AffineExpr {
    simplify_floor_div(lhs, rhs).unwrap_or_else(|| raw(AffineBinaryOp::FloorDiv, lhs, rhs))
}

fn simplify_ceil_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let rhs_const = rhs.as_constant()?;
    if rhs_const == 0 {
        return None;
    }
    if let Some(l) = lhs.as_constant() {
        return ceil_div_i64(l, rhs_const).map(Constant);
    }
    if rhs_const == 1 {
        return Some(lhs.clone());
    }
    if let Mul(ll, lr) = lhs {
        if let Constant(c) = **lr {
            if c.wrapping_rem(rhs_const) == 0 {
                return Some(make_mul(ll, &Constant(c.wrapping_div(rhs_const))));
            }
        }
    }
    None
}

fn make_ceil_div(lhs: &AffineExpr, rhs: &AffineExpr) -> AffineExpr {
    simplify_ceil_div(lhs, rhs).unwrap_or_else(|| raw(AffineBinaryOp::CeilDiv, lhs, rhs))
}

fn simplify_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let rhs_const = rhs.as_constant()?;
    // mod by zero or a negative number is undefined and kept as is.
    if rhs_const < 1 {
        return None;
    }
    if let Some(l) = lhs.as_constant() {
        return Some(Constant(l.rem_euclid(rhs_const)));
    }
    // Known multiples fold to zero: (i * 128) mod 64 is 0.
    if lhs.largest_known_divisor().wrapping_rem(rhs_const) == 0 {
        return Some(Constant(0));
    }
    // (expr1 + expr2) mod c when either operand is a known multiple of c.
    if let Add(ll, lr) = lhs {
        let c = Constant(rhs_const);
        if ll.largest_known_divisor().wrapping_rem(rhs_const) == 0 {
            return Some(make_mod(lr, &c));
        }
        if lr.largest_known_divisor().wrapping_rem(rhs_const) == 0 {
            return Some(make_mod(ll, &c));
        }
    }
    // (e mod a) mod b is e mod b when b divides a.
    if let Mod(ll, lr) = lhs {
        if let Constant(a) = **lr {
            if a >= 1 && a.rem_euclid(rhs_const) == 0 {
                return Some(make_mod(ll, &Constant(rhs_const)));
            }
        }
    }
    None
}

fn make_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> AffineExpr {
    simplify_mod(lhs, rhs).unwrap_or_else(|| raw(AffineBinaryOp::Mod, lhs, rhs))
}

macro_rules! binop_impls {
    ($trait:ident, $method:ident, $make:ident) => {
        impl $trait<&AffineExpr> for &AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: &AffineExpr) -> AffineExpr {
                $make(self, rhs)
            }
        }
        impl $trait<AffineExpr> for AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: AffineExpr) -> AffineExpr {
                $make(&self, &rhs)
            }
        }
        impl $trait<i64> for &AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: i64) -> AffineExpr {
                $make(self, &Constant(rhs))
            }
        }
        impl $trait<i64> for AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: i64) -> AffineExpr {
                $make(&self, &Constant(rhs))
            }
        }
    };
}

binop_impls!(Add, add, make_add);
binop_impls!(Mul, mul, make_mul);
binop_impls!(Rem, rem, make_mod);

fn make_sub(lhs: &AffineExpr, rhs: &AffineExpr) -> AffineExpr {
    make_add(lhs, &make_neg(rhs))
}

binop_impls!(Sub, sub, make_sub);

impl Neg for &AffineExpr {
    type Output = AffineExpr;
    /// `self * -1`, like MLIR's unary minus.
    fn neg(self) -> AffineExpr {
        make_neg(self)
    }
}

impl Neg for AffineExpr {
    type Output = AffineExpr;
    /// `self * -1`, like MLIR's unary minus.
    fn neg(self) -> AffineExpr {
        make_neg(&self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(i: u32) -> AffineExpr {
        AffineExpr::dim(i)
    }
    fn s(i: u32) -> AffineExpr {
        AffineExpr::symbol(i)
    }
    fn c(v: i64) -> AffineExpr {
        AffineExpr::constant(v)
    }

    #[test]
    fn constant_folding() {
        assert_eq!(c(2) + c(3), c(5));
        assert_eq!(c(2) * c(3), c(6));
        assert_eq!(c(-7).floor_div(&c(2)), c(-4));
        assert_eq!(c(-7).ceil_div(&c(2)), c(-3));
        assert_eq!(c(7).floor_div(&c(-2)), c(-4));
        assert_eq!(c(7).ceil_div(&c(-2)), c(-3));
        assert_eq!(c(-7) % c(2), c(1));
        // Overflow and undefined operations are kept unfolded, never panic.
        assert_eq!((c(i64::MAX) + c(1)).to_string(), "9223372036854775807 + 1");
        assert_eq!((c(1 << 62) * c(4)).to_string(), "4611686018427387904 * 4");
        assert_eq!((-c(i64::MIN)).to_string(), "--9223372036854775808");
        assert_eq!(c(i64::MIN).floor_div(&c(-1)).to_string(), "-9223372036854775808 floordiv -1");
        assert_eq!(c(i64::MIN).ceil_div(&c(-1)).to_string(), "-9223372036854775808 ceildiv -1");
        assert_eq!((c(7) % c(0)).to_string(), "7 mod 0");
        assert_eq!(d(0).floor_div(&c(0)).to_string(), "d0 floordiv 0");
    }

    #[test]
    fn canonical_order() {
        assert_eq!((c(4) + d(0)).to_string(), "d0 + 4");
        assert_eq!((c(2) * d(0)).to_string(), "d0 * 2");
        assert_eq!((d(1) + d(0)).to_string(), "d0 + d1");
        assert_eq!((s(1) * s(0)).to_string(), "s0 * s1");
        assert_eq!((s(0) + d(0)).to_string(), "d0 + s0");
        assert_eq!((d(0) - d(1)).to_string(), "d0 - d1");
        // Non-affine products do not loop.
        assert_eq!((d(0) * d(1)).to_string(), "d0 * d1");
    }

    #[test]
    fn divisors() {
        assert_eq!((d(0) * 8).largest_known_divisor(), 8);
        assert_eq!(((d(0) * 8) % 16).floor_div(&c(4)).largest_known_divisor(), 2);
        assert_eq!(c(i64::MIN).largest_known_divisor(), i64::MIN);
        assert_eq!((d(0) * 4 + d(1) * 6).largest_known_divisor(), 2);
    }

    #[test]
    fn replace() {
        let e = d(0) * 2 + s(0);
        assert_eq!(e.replace_dims_and_symbols(&[c(3)], &[c(4)]), c(10));
        assert!(e.is_function_of_dim(0) && !e.is_function_of_dim(1) && e.is_function_of_symbol(0));
        assert_eq!(e.depth_up_to(10), 3);
        assert_eq!(e.depth_up_to(1), 2);
    }

    #[test]
    fn send_sync() {
        fn check<T: Send + Sync>() {}
        check::<AffineExpr>();
    }
}
