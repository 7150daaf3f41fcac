//! Extraction: choosing one e-node per e-class. The tree extractor is egg's (each use of a
//! subterm is paid for); the DAG extractor counts a shared e-class once (a greedy bottom-up
//! approximation: a node's cost is the total of the distinct classes it needs).

use crate::analysis::OxGraph;
use crate::lang::ENode;
use egg::{CostFunction, Extractor, Id, Language};
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::VecDeque;
use std::rc::Rc;

/// Which extractor to use.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ExtractorKind {
    /// egg's tree extractor.
    Tree,
    /// The DAG-aware greedy extractor.
    Dag,
}

/// Per-head costs for one e-graph.
pub struct NodeCosts {
    /// The cost of each op head, by head index.
    pub head: Vec<u64>,
}

impl NodeCosts {
    /// The cost of one node on its own.
    pub fn node(&self, n: &ENode) -> u64 {
        match n {
            ENode::Op { head, .. } => self.head.get(head.0 as usize).copied().unwrap_or(1),
            _ => 0,
        }
    }
}

struct TreeCost<'a>(&'a NodeCosts);

impl CostFunction<ENode> for TreeCost<'_> {
    type Cost = u64;
    fn cost<C: FnMut(Id) -> u64>(&mut self, enode: &ENode, mut costs: C) -> u64 {
        enode.children().iter().fold(self.0.node(enode), |acc, &c| acc.saturating_add(costs(c)))
    }
}

/// The chosen node of every class reachable from `roots`, or `None` if some class has no
/// acyclic term.
pub fn extract(eg: &OxGraph, costs: &NodeCosts, roots: &[Id], kind: ExtractorKind) -> Option<FxHashMap<Id, ENode>> {
    let choose: Box<dyn Fn(Id) -> Option<ENode>> = match kind {
        ExtractorKind::Tree => {
            // egg's extractor indexes its cost table: make sure every class has a finite term first.
            let dag = dag_choices(eg, costs);
            if roots.iter().any(|r| !dag.contains_key(&eg.find(*r))) {
                return None;
            }
            let ex = Extractor::new(eg, TreeCost(costs));
            Box::new(move |id| Some(ex.find_best_node(id).clone()))
        }
        ExtractorKind::Dag => {
            let dag = dag_choices(eg, costs);
            Box::new(move |id| dag.get(&eg.find(id)).map(|(_, n)| n.clone()))
        }
    };
    let mut out: FxHashMap<Id, ENode> = FxHashMap::default();
    let mut stack: Vec<Id> = roots.iter().map(|&r| eg.find(r)).collect();
    while let Some(id) = stack.pop() {
        if out.contains_key(&id) {
            continue;
        }
        let node = choose(id)?;
        for &c in node.children() {
            stack.push(eg.find(c));
        }
        out.insert(id, node);
    }
    Some(out)
}

/// The classes a term needs with their nodes' costs, sorted by class.
type Set = Rc<Vec<(Id, u64)>>;

/// The union of two sorted sets.
fn union(a: &[(Id, u64)], b: &[(Id, u64)]) -> Vec<(Id, u64)> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match a[i].0.cmp(&b[j].0) {
            std::cmp::Ordering::Less => {
                out.push(a[i]);
                i += 1;
            }
            std::cmp::Ordering::Greater => {
                out.push(b[j]);
                j += 1;
            }
            std::cmp::Ordering::Equal => {
                out.push(a[i]);
                i += 1;
                j += 1;
            }
        }
    }
    out.extend_from_slice(&a[i..]);
    out.extend_from_slice(&b[j..]);
    out
}

/// Greedy DAG costs: for each class, the cheapest node by the summed cost of the distinct classes
/// its term needs.
fn dag_choices(eg: &OxGraph, costs: &NodeCosts) -> FxHashMap<Id, (Set, ENode)> {
    let mut best: FxHashMap<Id, (u64, Set, ENode)> = FxHashMap::default();
    let mut classes: Vec<Id> = eg.classes().map(|c| c.id).collect();
    classes.sort();
    let mut parents: FxHashMap<Id, Vec<Id>> = FxHashMap::default();
    for &id in &classes {
        for n in &eg[id].nodes {
            for &c in n.children() {
                let users = parents.entry(eg.find(c)).or_default();
                if users.last() != Some(&id) {
                    users.push(id);
                }
            }
        }
    }
    // A worklist in id order (children are mostly older than their users): a class is
    // re-evaluated when one of its children found a cheaper term.
    let mut queue: VecDeque<Id> = classes.iter().copied().collect();
    let mut queued: FxHashSet<Id> = classes.iter().copied().collect();
    while let Some(id) = queue.pop_front() {
        queued.remove(&id);
        let mut improved = false;
        for n in &eg[id].nodes {
            let kids: smallvec::SmallVec<[Id; 3]> = n.children().iter().map(|&c| eg.find(c)).collect();
            let Some(bound) = kids.iter().map(|k| best.get(k).map(|b| b.0)).try_fold(0u64, |m, t| t.map(|t| m.max(t)))
            else {
                continue;
            };
            // The union costs at least as much as its dearest part.
            let node_cost = costs.node(n);
            if best.get(&id).is_some_and(|(t, _, _)| bound.saturating_add(node_cost) >= *t && !kids.is_empty()) {
                continue;
            }
            if kids.iter().any(|k| best[k].1.binary_search_by_key(&id, |e| e.0).is_ok()) {
                continue;
            }
            let mut set: Vec<(Id, u64)> = match kids.first() {
                Some(k) => best[k].1.to_vec(),
                None => Vec::new(),
            };
            for k in kids.iter().skip(1) {
                set = union(&set, &best[k].1);
            }
            set = union(&set, &[(id, node_cost)]);
            let total = set.iter().fold(0u64, |a, &(_, c)| a.saturating_add(c));
            if best.get(&id).is_none_or(|(t, _, _)| total < *t) {
                best.insert(id, (total, Rc::new(set), n.clone()));
                improved = true;
            }
        }
        if improved {
            for &p in parents.get(&id).map(Vec::as_slice).unwrap_or(&[]) {
                if queued.insert(p) {
                    queue.push_back(p);
                }
            }
        }
    }
    best.into_iter().map(|(k, (_, s, n))| (k, (s, n))).collect()
}
