//! MLIR's affine expressions, affine maps and integer sets.
//!
//! This module holds plain owned data (no context, no interning): [`AffineExpr`] is a small tree
//! with cheaply clonable (`Arc`) children, [`AffineMap`] and [`IntegerSet`] are a dimension count,
//! a symbol count and a list of expressions. Building expressions through the constructors
//! ([`AffineExpr::add`](std::ops::Add), [`AffineExpr::floor_div`], ...) simplifies them exactly like
//! MLIR 22's `AffineExpr` operators, so that what [`parse_affine_map_or_set`] builds prints
//! (through `Display`) byte for byte like `mlir-opt` prints it.
//!
//! [`simplify_affine_expr`] and [`AffineMap::simplify`] are MLIR's `simplifyAffineExpr` and
//! `simplifyAffineMap` (flattening with local variables, then rebuilding in MLIR's term order);
//! `map_ops` holds MLIR's `AffineMap` transformations (composition, sub-maps, compression) and
//! constant folding.
//!
//! The parser follows `mlir/lib/AsmParser/AffineParser.cpp`: same grammar, same error messages,
//! same error locations. Unlike MLIR it caps nesting (parentheses and negations) at
//! [`MAX_NESTING`] levels and the depth of the built expression tree at [`MAX_EXPR_DEPTH`], so
//! adversarial input gets an error instead of exhausting the stack.

mod expr;
mod map;
mod map_ops;
mod parser;
mod printer;
mod set;
mod simplify;

#[cfg(test)]
mod simplify_tests;
#[cfg(test)]
mod tests;

pub use expr::{AffineBinaryOp, AffineExpr};
pub use map::AffineMap;
pub use map_ops::MapFold;
pub(crate) use parser::{parse_affine_expr_of_ssa_ids, parse_affine_map_of_ssa_ids};
pub use parser::{parse_affine_map_or_set, AffineParseError, MapOrSet};
pub use printer::display_expr_with_ids;
pub use set::IntegerSet;
pub use simplify::{
    affine_expr_bound, affine_expr_from_flat, flatten_affine_expr, simplify_affine_expr, FlatAffineExpr,
};

/// The deepest nesting of parentheses and negations the parser accepts in one expression.
pub const MAX_NESTING: usize = 500;

/// The deepest expression tree the parser builds; deeper expressions are reported as errors.
pub const MAX_EXPR_DEPTH: usize = 2000;
