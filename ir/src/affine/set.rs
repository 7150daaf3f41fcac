//! Integer sets (MLIR's `IntegerSet`).

use super::expr::AffineExpr;

/// An integer set `(d0, ...)[s0, ...] : (c0 >= 0, c1 == 0, ...)`: the points satisfying every
/// constraint, where constraint `i` is `constraints[i] == 0` if `eq_flags[i]`, else
/// `constraints[i] >= 0`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IntegerSet {
    /// The number of dimension identifiers.
    pub num_dims: u32,
    /// The number of symbol identifiers.
    pub num_symbols: u32,
    /// The constraint expressions (compared against zero).
    pub constraints: Vec<AffineExpr>,
    /// For each constraint, `true` for `== 0`, `false` for `>= 0`.
    pub eq_flags: Vec<bool>,
}

impl IntegerSet {
    /// A set with the given identifiers and constraints (`constraints` and `eq_flags` should have
    /// the same length).
    pub fn new(num_dims: u32, num_symbols: u32, constraints: Vec<AffineExpr>, eq_flags: Vec<bool>) -> IntegerSet {
        IntegerSet { num_dims, num_symbols, constraints, eq_flags }
    }

    /// MLIR's canonical empty set, `(...) : (1 == 0)`.
    pub fn empty(num_dims: u32, num_symbols: u32) -> IntegerSet {
        IntegerSet::new(num_dims, num_symbols, vec![AffineExpr::Constant(1)], vec![true])
    }

    /// Whether this is the canonical empty set `1 == 0` (MLIR's `isEmptyIntegerSet`).
    pub fn is_empty_integer_set(&self) -> bool {
        self.constraints == [AffineExpr::Constant(1)] && self.eq_flags == [true]
    }

    /// The number of constraints.
    pub fn num_constraints(&self) -> usize {
        self.constraints.len()
    }

    /// The number of equality constraints.
    pub fn num_equalities(&self) -> usize {
        self.eq_flags.iter().filter(|e| **e).count()
    }

    /// The number of inequality (`>= 0`) constraints.
    pub fn num_inequalities(&self) -> usize {
        self.num_constraints().saturating_sub(self.num_equalities())
    }

    /// The number of inputs, dimensions plus symbols.
    pub fn num_inputs(&self) -> u32 {
        self.num_dims.saturating_add(self.num_symbols)
    }

    /// Whether constraint `i` is an equality (`false` when out of range).
    pub fn is_eq(&self, i: usize) -> bool {
        self.eq_flags.get(i).copied().unwrap_or(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_set() {
        let e = IntegerSet::empty(1, 0);
        assert!(e.is_empty_integer_set());
        assert_eq!(e.to_string(), "(d0) : (1 == 0)");
        assert_eq!(e.num_equalities(), 1);
        assert_eq!(e.num_inequalities(), 0);
        let s = IntegerSet::new(
            1,
            1,
            vec![AffineExpr::Dim(0) - AffineExpr::Symbol(0), AffineExpr::Dim(0)],
            vec![false, true],
        );
        assert_eq!(s.to_string(), "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)");
        assert!(!s.is_empty_integer_set() && s.is_eq(1) && !s.is_eq(0) && !s.is_eq(9));
    }
}
