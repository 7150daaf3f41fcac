//! What `affine.for` loops tell about their induction variables, as MLIR's operand-aware map
//! simplifications read it (`getForInductionVarOwner` and the static `getLowerBound`,
//! `getUpperBound`, `getLargestKnownDivisor` and `isNonNegativeBoundedBy` of `AffineOps.cpp`):
//! the constant bounds of a loop's range and the divisor its values share. Any other operand is
//! unbounded.

use super::fold::loops::loop_of;
use super::ForOp;
use oxir::affine::{affine_expr_bound, AffineExpr};
use oxir::{Context, OpRef, Value};

/// MLIR's `getForInductionVarOwner`: the `affine.for` whose induction variable `v` is.
pub(crate) fn for_iv_owner(ctx: &Context, v: Value) -> Option<OpRef> {
    let Value::Argument { block, index: 0 } = v else { return None };
    ctx.block_parent_op(block).filter(|&p| ctx.isa_op::<ForOp>(p))
}

/// The range of an induction variable: its loop's constant bounds and what its values are
/// known to be multiples of.
#[derive(Clone, Copy, Debug)]
struct IvRange {
    lower: Option<i64>,
    /// The last value it takes (inclusive).
    upper: Option<i64>,
    /// The loop's constant upper bound (exclusive).
    loop_upper: Option<i64>,
    /// The largest known divisor of every value (MLIR's `getLargestKnownDivisor` of a loop IV).
    divisor: i64,
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn iv_range(ctx: &Context, v: Value) -> Option<IvRange> {
    let l = loop_of(ctx, for_iv_owner(ctx, v)?)?;
    let lb = l.lb.single_constant_result();
    let ub = l.ub.single_constant_result();
    // The last value the IV takes, when the lower bound is known and the step is not one.
    let upper = ub.map(|ub| match lb {
        Some(lb) => {
            ub.wrapping_sub(1).wrapping_sub(ub.wrapping_sub(lb).wrapping_sub(1).checked_rem(l.step).unwrap_or(0))
        }
        None => ub.wrapping_sub(1),
    });
    let divisor = if lb == Some(0) {
        l.step
    } else {
        let lb_divisor = l.lb.results.iter().map(|e| e.largest_known_divisor().unsigned_abs()).reduce(gcd);
        gcd(lb_divisor.unwrap_or(u64::MAX), l.step.unsigned_abs()) as i64
    };
    Some(IvRange { lower: lb, upper, loop_upper: ub, divisor })
}

/// The constant bounds of the operands of a map (dimensions, then symbols): those of the
/// `affine.for` induction variables among them.
pub(crate) struct OperandBounds {
    ranges: Vec<Option<IvRange>>,
    lower: Vec<Option<i64>>,
    upper: Vec<Option<i64>>,
}

impl OperandBounds {
    /// The bounds of `operands`.
    pub(crate) fn of(ctx: &Context, operands: &[Value]) -> OperandBounds {
        let ranges: Vec<Option<IvRange>> = operands.iter().map(|&v| iv_range(ctx, v)).collect();
        let lower = ranges.iter().map(|r| r.and_then(|r| r.lower)).collect();
        let upper = ranges.iter().map(|r| r.and_then(|r| r.upper)).collect();
        OperandBounds { ranges, lower, upper }
    }

    /// No operand bounded.
    pub(crate) fn unknown() -> OperandBounds {
        OperandBounds { ranges: Vec::new(), lower: Vec::new(), upper: Vec::new() }
    }

    fn dim_range(&self, e: &AffineExpr) -> Option<IvRange> {
        match e {
            AffineExpr::Dim(p) => self.ranges.get(*p as usize).copied().flatten(),
            _ => None,
        }
    }

    /// MLIR's `getBoundForAffineExpr` over these operands: a constant inclusive upper (or lower)
    /// bound of `e`, in a map of `num_dims` dimensions and `num_symbols` symbols.
    pub(crate) fn expr_bound(&self, e: &AffineExpr, num_dims: u32, num_symbols: u32, upper: bool) -> Option<i64> {
        affine_expr_bound(e, num_dims, num_symbols, &self.lower, &self.upper, upper)
    }

    /// MLIR's `getLowerBound`/`getUpperBound(expr, ..., operands)`: a constant is its own bound.
    pub(crate) fn bound(&self, e: &AffineExpr, num_dims: u32, num_symbols: u32, upper: bool) -> Option<i64> {
        e.as_constant().or_else(|| self.expr_bound(e, num_dims, num_symbols, upper))
    }

    /// MLIR's `getLargestKnownDivisor(e, operands)`: a dimension bound to a loop IV is a multiple
    /// of what its loop's lower bound and step share; any other dimension of 1.
    pub(crate) fn largest_known_divisor(&self, e: &AffineExpr) -> i64 {
        match e {
            AffineExpr::Dim(_) => self.dim_range(e).map_or(1, |r| r.divisor),
            _ => e.largest_known_divisor(),
        }
    }

    /// MLIR's `isNonNegativeBoundedBy`: `0 <= e < k` for a constant, or a dimension bound to a
    /// loop IV ranging in `[lb, ub)` with `0 <= lb` and `ub <= k`.
    pub(crate) fn is_non_negative_bounded_by(&self, e: &AffineExpr, k: i64) -> bool {
        if let Some(c) = e.as_constant() {
            return c >= 0 && c < k;
        }
        self.dim_range(e).is_some_and(|r| r.lower.is_some_and(|lb| lb >= 0) && r.loop_upper.is_some_and(|ub| ub <= k))
    }
}
