//! Affine map transformations (MLIR's `AffineMap.cpp`): composition, substitution, sub-maps,
//! compression of unused inputs, and constant folding (`AffineExprConstantFolder`).

use super::expr::{AffineBinaryOp, AffineExpr};
use super::map::AffineMap;

impl AffineExpr {
    /// MLIR's `AffineExpr::compose`: `d<i>` replaced by the `i`-th result of `map` (symbols are
    /// kept).
    pub fn compose(&self, map: &AffineMap) -> AffineExpr {
        self.replace_dims_and_symbols(&map.results, &[])
    }

    /// MLIR's `shiftDims`: `d<offset>..d<num_dims-1>` renumbered to `d<offset+shift>...`.
    pub fn shift_dims(&self, num_dims: u32, shift: u32, offset: u32) -> AffineExpr {
        let dims: Vec<AffineExpr> =
            (0..num_dims).map(|i| AffineExpr::Dim(if i < offset { i } else { i.saturating_add(shift) })).collect();
        self.replace_dims_and_symbols(&dims, &[])
    }

    /// MLIR's `shiftSymbols`: `s<offset>..s<num_symbols-1>` renumbered to `s<offset+shift>...`.
    pub fn shift_symbols(&self, num_symbols: u32, shift: u32, offset: u32) -> AffineExpr {
        let syms: Vec<AffineExpr> = (0..num_symbols)
            .map(|i| AffineExpr::Symbol(if i < offset { i } else { i.saturating_add(shift) }))
            .collect();
        self.replace_dims_and_symbols(&[], &syms)
    }

    /// MLIR's sparse `AffineExpr::replace`: every occurrence of `from` replaced by `to`,
    /// rebuilding changed nodes through the simplifying constructors.
    pub fn replace(&self, from: &AffineExpr, to: &AffineExpr) -> AffineExpr {
        if self == from {
            return to.clone();
        }
        match self.as_binary() {
            Some((op, l, r)) => {
                let (nl, nr) = (l.replace(from, to), r.replace(from, to));
                if &nl == l && &nr == r {
                    self.clone()
                } else {
                    AffineExpr::binary(op, &nl, &nr)
                }
            }
            None => self.clone(),
        }
    }
}

/// The outcome of constant folding a map on (partially) constant operands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MapFold {
    /// Every result folded to a constant.
    Constants(Vec<i64>),
    /// Some result is not constant (or the map has no results).
    NotConstant,
    /// A division by zero or a mod by a non-positive value was evaluated (MLIR folds the op to
    /// `ub.poison`).
    Poison,
}

/// MLIR's `AffineExprConstantFolder::constantFoldImpl`: the value of `e`, evaluating operands
/// left to right and stopping at the first non-constant one; `poison` is set when an evaluated
/// division or mod is undefined.
fn fold_expr(e: &AffineExpr, num_dims: u32, operands: &[Option<i64>], poison: &mut bool) -> Option<i64> {
    match e {
        AffineExpr::Constant(c) => Some(*c),
        AffineExpr::Dim(p) => operands.get(*p as usize).copied().flatten(),
        AffineExpr::Symbol(p) => operands.get(num_dims as usize + *p as usize).copied().flatten(),
        _ => {
            let (op, l, r) = e.as_binary()?;
            let l = fold_expr(l, num_dims, operands, poison)?;
            let r = fold_expr(r, num_dims, operands, poison)?;
            match op {
                AffineBinaryOp::Add => Some(l.wrapping_add(r)),
                AffineBinaryOp::Mul => Some(l.wrapping_mul(r)),
                AffineBinaryOp::Mod if r < 1 => {
                    *poison = true;
                    None
                }
                AffineBinaryOp::Mod => Some(l.rem_euclid(r)),
                AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv if r == 0 => {
                    *poison = true;
                    None
                }
                AffineBinaryOp::FloorDiv => Some(floor_div(l, r)),
                AffineBinaryOp::CeilDiv => Some(ceil_div(l, r)),
            }
        }
    }
}

/// `floor(l / r)` for `r != 0`, wrapping on overflow.
fn floor_div(l: i64, r: i64) -> i64 {
    let q = l.wrapping_div(r);
    if l.wrapping_rem(r) != 0 && ((l < 0) != (r < 0)) {
        q.wrapping_sub(1)
    } else {
        q
    }
}

/// `ceil(l / r)` for `r != 0`, wrapping on overflow.
fn ceil_div(l: i64, r: i64) -> i64 {
    let q = l.wrapping_div(r);
    if l.wrapping_rem(r) != 0 && ((l < 0) == (r < 0)) {
        q.wrapping_add(1)
    } else {
        q
    }
}

impl AffineMap {
    /// MLIR's `AffineMap::compose`: `self ∘ map`, i.e. `self`'s dimensions replaced by `map`'s
    /// results. The result has `map`'s dimensions and `self`'s symbols followed by `map`'s
    /// (shifted). `None` when `self` has not as many dimensions as `map` has results (MLIR
    /// asserts).
    pub fn compose(&self, map: &AffineMap) -> Option<AffineMap> {
        if self.num_dims as usize != map.results.len() {
            return None;
        }
        let num_dims = map.num_dims;
        let num_symbols = self.num_symbols.checked_add(map.num_symbols)?;
        let new_dims: Vec<AffineExpr> = (0..num_dims).map(AffineExpr::Dim).collect();
        let new_syms: Vec<AffineExpr> = (self.num_symbols..num_symbols).map(AffineExpr::Symbol).collect();
        let shifted = map.replace_dims_and_symbols(&new_dims, &new_syms, num_dims, num_symbols);
        let results = self.results.iter().map(|e| e.compose(&shifted)).collect();
        Some(AffineMap::new(num_dims, num_symbols, results))
    }

    /// MLIR's `AffineMap::compose(ArrayRef<int64_t>)`: the results on constant dimension values,
    /// `None` if the map has symbols or a result does not fold to a constant (MLIR asserts).
    pub fn compose_values(&self, values: &[i64]) -> Option<Vec<i64>> {
        if self.num_symbols != 0 {
            return None;
        }
        let dims: Vec<AffineExpr> = values.iter().map(|v| AffineExpr::Constant(*v)).collect();
        self.results.iter().map(|e| e.replace_dims_and_symbols(&dims, &[]).as_constant()).collect()
    }

    /// MLIR's `AffineMap::replaceDimsAndSymbols`: every result with `d<i>` replaced by `dims[i]`
    /// and `s<i>` by `symbols[i]`, in a map with the given input counts.
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
        num_result_dims: u32,
        num_result_symbols: u32,
    ) -> AffineMap {
        let results = self.results.iter().map(|e| e.replace_dims_and_symbols(dims, symbols)).collect();
        AffineMap::new(num_result_dims, num_result_symbols, results)
    }

    /// MLIR's sparse `AffineMap::replace`: `from` replaced by `to` in every result, in a map with
    /// the given input counts.
    pub fn replace(
        &self,
        from: &AffineExpr,
        to: &AffineExpr,
        num_result_dims: u32,
        num_result_symbols: u32,
    ) -> AffineMap {
        let results = self.results.iter().map(|e| e.replace(from, to)).collect();
        AffineMap::new(num_result_dims, num_result_symbols, results)
    }

    /// MLIR's `getSubMap`: the results at `positions`, in that order; `None` if a position is out
    /// of range.
    pub fn sub_map(&self, positions: &[usize]) -> Option<AffineMap> {
        let results = positions.iter().map(|&p| self.results.get(p).cloned()).collect::<Option<Vec<_>>>()?;
        Some(AffineMap::new(self.num_dims, self.num_symbols, results))
    }

    /// MLIR's `getSliceMap`: `length` results from `start`; `None` if out of range.
    pub fn slice_map(&self, start: usize, length: usize) -> Option<AffineMap> {
        let results = self.results.get(start..start.checked_add(length)?)?.to_vec();
        Some(AffineMap::new(self.num_dims, self.num_symbols, results))
    }

    /// MLIR's `dropResults`: the map without the results at `positions` (out-of-range positions
    /// are ignored).
    pub fn drop_results(&self, positions: &[usize]) -> AffineMap {
        let results =
            self.results.iter().enumerate().filter(|(i, _)| !positions.contains(i)).map(|(_, e)| e.clone()).collect();
        AffineMap::new(self.num_dims, self.num_symbols, results)
    }

    /// MLIR's `AffineMap::isFunctionOfDim`: some result mentions `d<position>`.
    pub fn is_function_of_dim(&self, position: u32) -> bool {
        self.results.iter().any(|e| e.is_function_of_dim(position))
    }

    /// MLIR's `AffineMap::isFunctionOfSymbol`: some result mentions `s<position>`.
    pub fn is_function_of_symbol(&self, position: u32) -> bool {
        self.results.iter().any(|e| e.is_function_of_symbol(position))
    }

    /// MLIR's `getUnusedDimsBitVector` for one map: `true` for each dimension no result uses.
    pub fn unused_dims(&self) -> Vec<bool> {
        (0..self.num_dims).map(|i| !self.is_function_of_dim(i)).collect()
    }

    /// MLIR's `getUnusedSymbolsBitVector` for one map: `true` for each unused symbol.
    pub fn unused_symbols(&self) -> Vec<bool> {
        (0..self.num_symbols).map(|i| !self.is_function_of_symbol(i)).collect()
    }

    /// MLIR's `projectDims`: the dimensions flagged in `project` replaced by 0 and, with
    /// `compress`, removed (the others renumbered).
    pub fn project_dims(&self, project: &[bool], compress: bool) -> AffineMap {
        let (repl, n) = projection(self.num_dims, project, compress, AffineExpr::Dim);
        let results = self.results.iter().map(|e| e.replace_dims_and_symbols(&repl, &[])).collect();
        AffineMap::new(if compress { n } else { self.num_dims }, self.num_symbols, results)
    }

    /// MLIR's `projectSymbols`: like [`AffineMap::project_dims`] for symbols.
    pub fn project_symbols(&self, project: &[bool], compress: bool) -> AffineMap {
        let (repl, n) = projection(self.num_symbols, project, compress, AffineExpr::Symbol);
        let results = self.results.iter().map(|e| e.replace_dims_and_symbols(&[], &repl)).collect();
        AffineMap::new(self.num_dims, if compress { n } else { self.num_symbols }, results)
    }

    /// MLIR's `compressDims`: the flagged (unused) dimensions removed.
    pub fn compress_dims(&self, unused: &[bool]) -> AffineMap {
        self.project_dims(unused, true)
    }

    /// MLIR's `compressUnusedDims`.
    pub fn compress_unused_dims(&self) -> AffineMap {
        self.compress_dims(&self.unused_dims())
    }

    /// MLIR's `compressSymbols`: the flagged (unused) symbols removed.
    pub fn compress_symbols(&self, unused: &[bool]) -> AffineMap {
        self.project_symbols(unused, true)
    }

    /// MLIR's `compressUnusedSymbols`.
    pub fn compress_unused_symbols(&self) -> AffineMap {
        self.compress_symbols(&self.unused_symbols())
    }

    /// MLIR's `partialConstantFold` without poison reporting: the map with every result that
    /// folds on `operands` (dimensions then symbols, `None` when not constant) replaced by its
    /// constant, and the constants of all results when they all fold (`None` otherwise, and for a
    /// map without results). Undefined divisions stay unfolded.
    pub fn partial_constant_fold(&self, operands: &[Option<i64>]) -> (AffineMap, Option<Vec<i64>>) {
        let mut poison = false;
        let mut ints = Some(Vec::with_capacity(self.results.len()));
        let mut exprs = Vec::with_capacity(self.results.len());
        for e in &self.results {
            match fold_expr(e, self.num_dims, operands, &mut poison) {
                Some(c) => {
                    exprs.push(AffineExpr::Constant(c));
                    if let Some(v) = ints.as_mut() {
                        v.push(c);
                    }
                }
                None => {
                    exprs.push(e.clone());
                    ints = None;
                }
            }
        }
        let ints = ints.filter(|v| !v.is_empty());
        (AffineMap::new(self.num_dims, self.num_symbols, exprs), ints)
    }

    /// MLIR's `AffineMap::constantFold` without poison reporting: the constant results when every
    /// result folds on `operands` (dimensions then symbols), `None` otherwise or for a map without
    /// results.
    pub fn constant_fold(&self, operands: &[Option<i64>]) -> Option<Vec<i64>> {
        self.partial_constant_fold(operands).1
    }

    /// MLIR's `AffineMap::constantFold` with `hasPoison`, as `affine.apply`'s folder uses it:
    /// [`MapFold::Poison`] as soon as a result's evaluation hits a division by zero or a mod by a
    /// non-positive value (earlier results folding or not).
    pub fn constant_fold_or_poison(&self, operands: &[Option<i64>]) -> MapFold {
        let mut poison = false;
        let mut ints = Some(Vec::with_capacity(self.results.len()));
        for e in &self.results {
            let folded = fold_expr(e, self.num_dims, operands, &mut poison);
            if poison {
                return MapFold::Poison;
            }
            match (folded, ints.as_mut()) {
                (Some(c), Some(v)) => v.push(c),
                _ => ints = None,
            }
        }
        match ints {
            Some(v) if !v.is_empty() => MapFold::Constants(v),
            _ => MapFold::NotConstant,
        }
    }
}

/// The replacements projecting out the flagged inputs among `count` (built by `make`), and the
/// number of inputs left when compressing.
fn projection(count: u32, project: &[bool], compress: bool, make: fn(u32) -> AffineExpr) -> (Vec<AffineExpr>, u32) {
    let mut next = 0u32;
    let repl = (0..count)
        .map(|i| {
            if project.get(i as usize).copied().unwrap_or(false) {
                AffineExpr::Constant(0)
            } else if compress {
                next += 1;
                make(next - 1)
            } else {
                make(i)
            }
        })
        .collect();
    (repl, next)
}
