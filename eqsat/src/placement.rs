//! Where a choice is rebuilt. In one block ([`Positions`]): every root's term must only use
//! values defined before the root's first use outside the pure dataflow. Across the blocks of
//! a region-aware e-graph ([`place_unit`]): each chosen class goes to the block with the fewest
//! loops around it between the blocks its operands come from and its uses, and what may trap
//! stays where it was computed.

use crate::analysis::OxGraph;
use crate::choice::Price;
use crate::extract::NodeCosts;
use crate::lang::ENode;
use crate::scope::{Scope, Unit};
use crate::speculate::Speculation;
use egg::{Id, Language};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

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

/// Where the chosen classes of a region-aware e-graph ([`crate::scope::Unit`]) are built, by
/// global code motion: a class goes to a block enclosing all its uses and nested in the blocks
/// its operands are defined in (its *early* block), the one with the fewest loops around it, of
/// those the innermost (so loop-invariant code leaves its loops and what several regions
/// compute is built once where they all see it, but nothing leaves an `scf.if` for nothing).
/// A node that may not be executed speculatively ([`Speculation`]) never leaves the blocks
/// where its class was computed: it gets one copy per such block its uses lie in.
pub struct Placement {
    /// The blocks each chosen class is built in (one unless its node may not be speculated).
    pub copies: FxHashMap<Id, SmallVec<[Scope; 1]>>,
    /// The earliest point of each chosen class: the innermost block of its operands and 2 × the
    /// position there of the last opaque value it uses (-1 when none).
    pub early: FxHashMap<Id, (Scope, i64)>,
    /// What the placed program costs, each copy paid.
    pub price: Price,
}

impl Placement {
    /// The copy of class `id` that serves uses in `block` (its index and block).
    pub fn copy_for(&self, unit: &Unit, id: Id, block: Scope) -> Option<(usize, Scope)> {
        let copies = self.copies.get(&id)?;
        copies.iter().enumerate().find(|(_, &c)| unit.encloses(c, block)).map(|(k, &c)| (k, c))
    }
}

/// What the placement of one choice needs to know about its unit.
pub struct UnitFacts<'a> {
    /// The unit's blocks.
    pub unit: &'a Unit,
    /// The definition point of each leaf (see [`Unit::definition`]).
    pub leaf_def: &'a [(Scope, i64)],
    /// Where each class was computed by an op of the unit: the blocks, and 2 × the position
    /// of the first such op in each.
    pub computed_in: &'a FxHashMap<Id, SmallVec<[(Scope, i64); 2]>>,
    /// The root classes and their uses (block, position of the using op there).
    pub roots: &'a [(Id, Vec<(Scope, usize)>)],
}

/// Places `best`; `None` when some use cannot see the value it needs (a choice using a value
/// defined after, or in a block apart from, one of its uses) or a node that may trap is needed
/// outside the blocks it was computed in.
pub fn place_unit(
    eg: &OxGraph,
    facts: &UnitFacts<'_>,
    best: &FxHashMap<Id, ENode>,
    spec: &mut Speculation,
    costs: &NodeCosts,
) -> Option<Placement> {
    let unit = facts.unit;
    // Post-order of the chosen DAG from the roots (operands before their users).
    let mut order: Vec<Id> = Vec::new();
    let mut state: FxHashMap<Id, bool> = FxHashMap::default();
    for &(r, _) in facts.roots {
        let mut stack: Vec<(Id, bool)> = vec![(eg.find(r), false)];
        while let Some((id, done)) = stack.pop() {
            if done {
                state.insert(id, true);
                order.push(id);
                continue;
            }
            match state.get(&id) {
                Some(true) => continue,
                Some(false) => return None,
                None => {}
            }
            state.insert(id, false);
            stack.push((id, true));
            for &c in best.get(&id)?.children() {
                let c = eg.find(c);
                if state.get(&c) != Some(&true) {
                    stack.push((c, false));
                }
            }
        }
    }
    // The earliest point of each class, and the blocks it must stay in (those where it, or a
    // value it needs that may trap, was computed).
    let mut early: FxHashMap<Id, (Scope, i64)> = FxHashMap::default();
    let mut confine: FxHashMap<Id, SmallVec<[Scope; 2]>> = FxHashMap::default();
    for &id in &order {
        let node = &best[&id];
        let e = match node {
            ENode::Leaf(i) => *facts.leaf_def.get(*i as usize)?,
            n => {
                let mut at: (Scope, i64) = (0, -1);
                for &c in n.children() {
                    let (b, p) = early[&eg.find(c)];
                    if b == at.0 {
                        at.1 = at.1.max(p);
                    } else if unit.encloses(at.0, b) {
                        at = (b, p);
                    } else if !unit.encloses(b, at.0) {
                        return None;
                    }
                }
                at
            }
        };
        early.insert(id, e);
        let own = match node {
            ENode::Leaf(_) | ENode::Proj { .. } => None,
            n if spec.node(eg, n) => None,
            _ => facts.computed_in.get(&id).filter(|g| !g.is_empty()).map(|g| g.iter().map(|&(b, _)| b).collect()),
        };
        let mut within: Option<SmallVec<[Scope; 2]>> = own;
        for &c in node.children() {
            if let Some(theirs) = confine.get(&eg.find(c)) {
                within = Some(match within {
                    None => theirs.clone(),
                    Some(mine) => meet(unit, &mine, theirs),
                });
            }
        }
        if let Some(w) = within {
            if w.is_empty() {
                return None;
            }
            confine.insert(id, w);
        }
    }
    let mut uses: FxHashMap<Id, Vec<(Scope, usize)>> = FxHashMap::default();
    for (r, sites) in facts.roots {
        uses.entry(eg.find(*r)).or_default().extend(sites.iter().copied());
    }
    let mut copies: FxHashMap<Id, SmallVec<[Scope; 1]>> = FxHashMap::default();
    let mut price = Price::default();
    for &id in order.iter().rev() {
        let node = &best[&id];
        let sites = uses.remove(&id).unwrap_or_default();
        let (d, p) = early[&id];
        // Every use must see the early point.
        for &(b, i) in &sites {
            let q = unit.position_in(d, b, i)?;
            if q != usize::MAX && p >= 2 * q as i64 {
                return None;
            }
        }
        if matches!(node, ENode::Leaf(_)) {
            continue;
        }
        // Where the value may be computed: a node that may trap, after one of the ops that
        // computed its class (in their blocks or nested in them), or where it is used if no op
        // did; a node using such a value, where that value is.
        let traps = matches!(node, ENode::Op { .. }) && !spec.node(eg, node);
        let guards: Option<SmallVec<[(Scope, i64); 2]>> = match (traps, facts.computed_in.get(&id)) {
            (true, Some(points)) if !points.is_empty() => {
                let within = confine.get(&id).map(SmallVec::as_slice).unwrap_or(&[]);
                Some(points.iter().copied().filter(|&(g, _)| within.iter().any(|&c| unit.encloses(c, g))).collect())
            }
            (true, _) => Some(sites.iter().map(|s| (s.0, -1)).collect()),
            (false, _) => confine.get(&id).map(|c| c.iter().map(|&b| (b, -1)).collect()),
        };
        // The uses, grouped by the outermost block on their way up where the value may be.
        let mut groups: Vec<(Scope, Vec<(Scope, usize)>)> = Vec::new();
        for &(b, i) in &sites {
            let top = match &guards {
                Some(guards) => {
                    let mut x = b;
                    let mut top = None;
                    loop {
                        let after = |g: Scope, p: i64| {
                            unit.position_in(g, b, i).is_some_and(|q| q == usize::MAX || p < 2 * q as i64)
                        };
                        if guards.iter().any(|&(g, p)| unit.encloses(g, x) && after(g, p)) {
                            top = Some(x);
                        }
                        match unit.parent[x] {
                            Some((px, _)) => x = px,
                            None => break,
                        }
                    }
                    top?
                }
                None => 0,
            };
            match groups.iter_mut().find(|g| g.0 == top) {
                Some(g) => g.1.push((b, i)),
                None => groups.push((top, vec![(b, i)])),
            }
        }
        let mut mine: SmallVec<[Scope; 1]> = SmallVec::new();
        for (top, group) in groups {
            let late = group.iter().fold(group[0].0, |a, &(b, _)| unit.common(a, b));
            if !unit.encloses(d, late) || !unit.encloses(top, late) {
                return None;
            }
            let highest = if unit.depth[d] > unit.depth[top] { d } else { top };
            let mut at = late;
            let mut x = late;
            while x != highest {
                let Some((px, _)) = unit.parent[x] else { break };
                x = px;
                if unit.loop_depth[x] < unit.loop_depth[at] {
                    at = x;
                }
            }
            let first = group.iter().filter_map(|&(b, i)| unit.position_in(at, b, i)).min().unwrap_or(usize::MAX);
            for &c in node.children() {
                uses.entry(eg.find(c)).or_default().push((at, first));
            }
            mine.push(at);
        }
        if let ENode::Op { .. } = node {
            let n = mine.len() as u64;
            price.cost += costs.node(node) * n;
            price.ops += n;
        }
        copies.insert(id, mine);
    }
    Some(Placement { copies, early, price })
}

/// The blocks within both `a` and `b` (sets of blocks standing for the blocks they enclose):
/// of each pair, the inner one when one encloses the other.
fn meet(unit: &Unit, a: &[Scope], b: &[Scope]) -> SmallVec<[Scope; 2]> {
    let mut out: SmallVec<[Scope; 2]> = SmallVec::new();
    for &x in a {
        for &y in b {
            let inner = if unit.encloses(x, y) {
                Some(y)
            } else if unit.encloses(y, x) {
                Some(x)
            } else {
                None
            };
            if let Some(i) = inner.filter(|i| !out.contains(i)) {
                out.push(i);
            }
        }
    }
    out
}
