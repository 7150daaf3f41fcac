//! Extraction: choosing one e-node per e-class. The tree extractor is egg's (each use of a
//! subterm is paid for); the DAG extractor counts a shared e-class once (a greedy bottom-up
//! approximation: a node's cost is the total of the distinct classes it needs).

use crate::analysis::OxGraph;
use crate::lang::ENode;
use egg::{CostFunction, Extractor, Id, Language};
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::{BTreeMap, VecDeque};
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

type Set = Rc<BTreeMap<Id, u64>>;

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
            if kids.iter().any(|k| !best.contains_key(k)) {
                continue;
            }
            let mut set: BTreeMap<Id, u64> = BTreeMap::new();
            let mut cyclic = false;
            for k in &kids {
                let s = &best[k].1;
                if s.contains_key(&id) {
                    cyclic = true;
                    break;
                }
                if set.is_empty() {
                    set = (**s).clone();
                } else {
                    set.extend(s.iter().map(|(a, b)| (*a, *b)));
                }
            }
            if cyclic {
                continue;
            }
            set.insert(id, costs.node(n));
            let total = set.values().fold(0u64, |a, &b| a.saturating_add(b));
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
