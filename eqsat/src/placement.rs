//! Whether a choice can be rebuilt in its block: every root's term must only use values defined
//! before the root's first use outside the pure dataflow.

use crate::analysis::OxGraph;
use crate::lang::ENode;
use egg::{Id, Language};
use rustc_hash::FxHashMap;

/// The latest definition point each chosen class's term needs (2 × the block position of the
/// latest opaque value it uses, -1 for values defined outside the block), filled on demand.
pub struct Positions<'a> {
    eg: &'a OxGraph,
    best: &'a FxHashMap<Id, ENode>,
    leaf_at: &'a [i64],
    /// The positions computed so far, by class.
    pub memo: FxHashMap<Id, i64>,
}

impl<'a> Positions<'a> {
    /// Positions for `best`, where `leaf_at` holds the definition point of each leaf.
    pub fn new(eg: &'a OxGraph, best: &'a FxHashMap<Id, ENode>, leaf_at: &'a [i64]) -> Positions<'a> {
        Positions { eg, best, leaf_at, memo: FxHashMap::default() }
    }

    /// The latest definition point class `id`'s chosen term needs (`None` if the choice lacks a
    /// class, or is cyclic or deeper than the guard).
    pub fn of(&mut self, id: Id, depth: usize) -> Option<i64> {
        let id = self.eg.find(id);
        if let Some(&p) = self.memo.get(&id) {
            return (p < i64::MAX).then_some(p);
        }
        if depth > 10_000 {
            return None;
        }
        self.memo.insert(id, i64::MAX); // cycle guard
        let p = match self.best.get(&id)? {
            ENode::Leaf(i) => self.leaf_at.get(*i as usize).copied().unwrap_or(-1),
            n => {
                let mut m = -1;
                for &c in n.children() {
                    m = m.max(self.of(c, depth + 1)?);
                }
                m
            }
        };
        self.memo.insert(id, p);
        Some(p)
    }

    /// Whether every root (class, position of its first outside use, `usize::MAX` for uses in
    /// other blocks) can be placed.
    pub fn all_placeable(&mut self, roots: &[(Id, usize)]) -> bool {
        roots.iter().all(|&(id, need)| self.of(id, 0).is_some_and(|p| need == usize::MAX || p < 2 * need as i64))
    }
}
