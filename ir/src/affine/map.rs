//! Affine maps (MLIR's `AffineMap`).

use super::expr::AffineExpr;

/// An affine map `(d0, ..., dN-1)[s0, ..., sM-1] -> (results...)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineMap {
    /// The number of dimension inputs.
    pub num_dims: u32,
    /// The number of symbol inputs.
    pub num_symbols: u32,
    /// The result expressions.
    pub results: Vec<AffineExpr>,
}

impl AffineMap {
    /// A map with the given inputs and results.
    pub fn new(num_dims: u32, num_symbols: u32, results: Vec<AffineExpr>) -> AffineMap {
        AffineMap { num_dims, num_symbols, results }
    }

    /// The map with the given inputs and no results.
    pub fn empty(num_dims: u32, num_symbols: u32) -> AffineMap {
        AffineMap::new(num_dims, num_symbols, Vec::new())
    }

    /// `() -> (value)`.
    pub fn constant_map(value: i64) -> AffineMap {
        AffineMap::new(0, 0, vec![AffineExpr::Constant(value)])
    }

    /// `(d0, ..., dn-1) -> (d0, ..., dn-1)`.
    pub fn multi_dim_identity(n: u32) -> AffineMap {
        AffineMap::new(n, 0, (0..n).map(AffineExpr::Dim).collect())
    }

    /// `(d0, ..., d[dims-1]) -> (d[dims-results], ..., d[dims-1])`, or `None` if `results > dims`.
    pub fn minor_identity(dims: u32, results: u32) -> Option<AffineMap> {
        let first = dims.checked_sub(results)?;
        Some(AffineMap::new(dims, 0, (first..dims).map(AffineExpr::Dim).collect()))
    }

    /// The number of inputs, dimensions plus symbols.
    pub fn num_inputs(&self) -> u32 {
        self.num_dims.saturating_add(self.num_symbols)
    }

    /// The number of results.
    pub fn num_results(&self) -> usize {
        self.results.len()
    }

    /// MLIR's `isIdentity`: as many results as dimensions, result `i` being `d<i>` (symbols are
    /// allowed).
    pub fn is_identity(&self) -> bool {
        self.num_dims as usize == self.results.len()
            && self.results.iter().enumerate().all(|(i, e)| matches!(e, AffineExpr::Dim(p) if *p as usize == i))
    }

    /// MLIR's `isEmpty`: no inputs and no results.
    pub fn is_empty(&self) -> bool {
        self.num_dims == 0 && self.num_symbols == 0 && self.results.is_empty()
    }

    /// MLIR's `isMinorIdentity`: equal to [`AffineMap::minor_identity`] of its sizes.
    pub fn is_minor_identity(&self) -> bool {
        u32::try_from(self.results.len())
            .ok()
            .and_then(|r| AffineMap::minor_identity(self.num_dims, r))
            .is_some_and(|m| &m == self)
    }

    /// MLIR's `isProjectedPermutation`: every result is a distinct dimension (or, if
    /// `allow_zero_in_results`, the constant 0), and there are no symbols.
    pub fn is_projected_permutation(&self, allow_zero_in_results: bool) -> bool {
        if self.num_symbols > 0 || self.results.len() > self.num_dims as usize {
            return false;
        }
        let mut seen = vec![false; self.num_dims as usize];
        for e in &self.results {
            match e {
                AffineExpr::Dim(p) => match seen.get_mut(*p as usize) {
                    Some(s) if !*s => *s = true,
                    _ => return false,
                },
                AffineExpr::Constant(0) if allow_zero_in_results => {}
                _ => return false,
            }
        }
        true
    }

    /// MLIR's `isPermutation`: a projected permutation with as many results as dimensions.
    pub fn is_permutation(&self) -> bool {
        self.num_dims as usize == self.results.len() && self.is_projected_permutation(false)
    }

    /// Whether every result is a constant (MLIR's `isConstant`).
    pub fn is_constant(&self) -> bool {
        self.results.iter().all(|e| matches!(e, AffineExpr::Constant(_)))
    }

    /// The results' values if every result is a constant (MLIR's `getConstantResults`).
    pub fn constant_results(&self) -> Option<Vec<i64>> {
        self.results.iter().map(AffineExpr::as_constant).collect()
    }

    /// The value of the single result if the map has exactly one, constant, result.
    pub fn single_constant_result(&self) -> Option<i64> {
        match self.results.as_slice() {
            [e] => e.as_constant(),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use AffineExpr::*;

    #[test]
    fn predicates() {
        let id = AffineMap::multi_dim_identity(3);
        assert!(id.is_identity() && id.is_permutation() && id.is_minor_identity());
        assert_eq!(id.to_string(), "(d0, d1, d2) -> (d0, d1, d2)");
        let with_sym = AffineMap::new(2, 1, vec![Dim(0), Dim(1)]);
        assert!(with_sym.is_identity() && !with_sym.is_minor_identity() && !with_sym.is_permutation());
        assert!(AffineMap::empty(0, 0).is_empty() && !AffineMap::empty(1, 0).is_empty());
        let perm = AffineMap::new(2, 0, vec![Dim(1), Dim(0)]);
        assert!(perm.is_permutation() && !perm.is_identity());
        let minor = AffineMap::new(3, 0, vec![Dim(1), Dim(2)]);
        assert!(minor.is_minor_identity() && minor.is_projected_permutation(false));
        let proj = AffineMap::new(3, 0, vec![Dim(2), Constant(0)]);
        assert!(proj.is_projected_permutation(true) && !proj.is_projected_permutation(false));
        let dup = AffineMap::new(3, 0, vec![Dim(2), Dim(2)]);
        assert!(!dup.is_projected_permutation(true));
        let k = AffineMap::new(1, 0, vec![Constant(4), Constant(-1)]);
        assert_eq!(k.constant_results(), Some(vec![4, -1]));
        assert_eq!(k.single_constant_result(), None);
        assert_eq!(AffineMap::constant_map(7).single_constant_result(), Some(7));
        assert_eq!(id.constant_results(), None);
        assert_eq!(AffineMap::minor_identity(1, 2), None);
        assert_eq!(with_sym.num_inputs(), 3);
    }
}
