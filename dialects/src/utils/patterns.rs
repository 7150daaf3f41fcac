//! A rewrite pattern given by a function (MLIR's `RewritePatternSet::add` of a function), for
//! the canonicalizations that are one function each rather than a type.

use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::OpRef;

/// A pattern rooted at the op named `root`, named `name` (as `--debug` and the pattern filters
/// name it), that calls `f`.
pub struct FnPattern {
    /// The name of the op it matches.
    pub root: &'static str,
    /// The pattern's name.
    pub name: &'static str,
    /// Matches and rewrites; returns whether it changed the IR.
    pub f: fn(OpRef, &mut PatternRewriter<'_>) -> bool,
}

impl RewritePattern for FnPattern {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(&self, op: OpRef, rewriter: &mut PatternRewriter<'_>) -> bool {
        (self.f)(op, rewriter)
    }
}

/// A boxed [`FnPattern`] rooted at ops of kind `T`.
pub fn pattern<T: Op>(name: &'static str, f: fn(OpRef, &mut PatternRewriter<'_>) -> bool) -> Box<dyn RewritePattern> {
    Box::new(FnPattern { root: T::NAME, name, f })
}
