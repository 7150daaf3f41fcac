//! Choices: one e-node for each e-class a block needs, the form in which extraction results
//! are compared and rebuilt.
//!
//! Besides what an extractor picks, two choices are always at hand: the block as it was, and the
//! program `canonicalize` makes of it ([`crate::seed`]). Both are read off programs added to the
//! e-graph, in definition order, each class taking its first node: every node then refers only
//! to classes chosen before it, so the choice is acyclic whatever the saturation merged. The
//! pass rebuilds the best choice ([`rank`]): never dearer than the block as it was nor than the
//! canonical program, and of those with the least cost the one with the fewest ops.

use crate::analysis::OxGraph;
use crate::extract::NodeCosts;
use crate::lang::ENode;
use egg::{Id, Language};
use rustc_hash::FxHashMap;

/// The chosen node of every class a block needs.
pub type Choice = FxHashMap<Id, ENode>;

/// What a choice costs: the cost of its op nodes (each class once) and their number.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Price {
    /// The summed cost of the chosen op nodes.
    pub cost: u64,
    /// The number of chosen op nodes (the ops the rebuilt block has).
    pub ops: u64,
}

/// The choice a program added to `eg` makes for the classes `roots` need: `nodes` are its nodes
/// (with the ids `eg.add` gave them) in definition order, its opaque leaves first.
pub fn from_program(eg: &OxGraph, nodes: &[(Id, ENode)], roots: &[Id]) -> Choice {
    let mut all: Choice = FxHashMap::default();
    for (id, node) in nodes {
        let canonical = node.clone().map_children(|c| eg.find(c));
        all.entry(eg.find(*id)).or_insert(canonical);
    }
    reachable(eg, &all, roots)
}

/// The part of `choice` that `roots` need.
pub fn reachable(eg: &OxGraph, choice: &Choice, roots: &[Id]) -> Choice {
    let mut out: Choice = FxHashMap::default();
    let mut stack: Vec<Id> = roots.iter().map(|&r| eg.find(r)).collect();
    while let Some(id) = stack.pop() {
        if out.contains_key(&id) {
            continue;
        }
        let Some(node) = choice.get(&id) else { continue };
        stack.extend(node.children().iter().map(|&c| eg.find(c)));
        out.insert(id, node.clone());
    }
    out
}

/// Whether `choice` holds a node for every class `roots` need.
pub fn is_complete(eg: &OxGraph, choice: &Choice, roots: &[Id]) -> bool {
    let mut stack: Vec<Id> = roots.iter().map(|&r| eg.find(r)).collect();
    let mut seen: FxHashMap<Id, ()> = FxHashMap::default();
    while let Some(id) = stack.pop() {
        if seen.insert(id, ()).is_some() {
            continue;
        }
        let Some(node) = choice.get(&id) else { return false };
        stack.extend(node.children().iter().map(|&c| eg.find(c)));
    }
    true
}

/// The price of a choice.
pub fn price(costs: &NodeCosts, choice: &Choice) -> Price {
    choice.values().fold(Price::default(), |p, n| match n {
        ENode::Op { .. } => Price { cost: p.cost + costs.node(n), ops: p.ops + 1 },
        _ => p,
    })
}

/// The order in which to try choices (by index into `prices`): the ones worse than neither
/// `input` (the block as it was: no dearer) nor `canonical` (what `canonicalize` makes of it,
/// when known: no dearer and, unless `allow_more_ops`, no more ops) first, then by cost, by
/// number of ops, and in the order given. So by default a choice the cost model finds cheaper
/// but that has more ops than the canonical program (a multiplication by a power of two become
/// a shift and a new constant, when the old constant stays in use) yields to the canonical
/// program: `eqsat` is never worse than `canonicalize` by either measure.
pub fn rank(prices: &[Price], input: Price, canonical: Option<Price>, allow_more_ops: bool) -> Vec<usize> {
    let mut order: Vec<usize> = (0..prices.len()).collect();
    order.sort_by_key(|&i| {
        let p = prices[i];
        let worse =
            p.cost > input.cost || canonical.is_some_and(|c| p.cost > c.cost || (!allow_more_ops && p.ops > c.ops));
        (worse, p.cost, p.ops, i)
    });
    order
}
