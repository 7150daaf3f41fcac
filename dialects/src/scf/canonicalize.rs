//! Folders and canonicalization patterns of the `scf` ops (MLIR's `SCF.cpp`), for the common
//! cases.

use oxir::registry::FoldResult;
use oxir::rewrite::RewritePattern;
use oxir::{Attribute, Context, OpRef};

pub(crate) use crate::cf::canonicalize_support::const_int;

/// `scf.if`'s folder.
pub fn fold_if(_ctx: &Context, _op: OpRef, _operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    None
}

/// `scf.if`'s canonicalization patterns.
pub fn if_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![]
}

/// `scf.execute_region`'s canonicalization patterns.
pub fn execute_region_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![]
}

/// `scf.for`'s canonicalization patterns.
pub fn for_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![]
}

/// `scf.while`'s canonicalization patterns.
pub fn while_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![]
}

/// `scf.index_switch`'s canonicalization patterns.
pub fn index_switch_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![]
}
