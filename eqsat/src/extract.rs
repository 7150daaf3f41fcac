//! Extraction: choosing one e-node per e-class. The tree extractor is egg's (each use of a
//! subterm is paid for); the DAG extractor counts a shared e-class once (a greedy bottom-up
//! approximation: a node's cost is the total of the distinct classes it needs); the ILP
//! extractor ([`crate::ilp`]) finds the cheapest DAG of small e-graphs and falls back to the
//! greedy one on larger ones.

use crate::analysis::OxGraph;
use crate::lang::ENode;
use egg::{CostFunction, Extractor, Id, Language};
use rustc_hash::FxHashMap;
use std::collections::VecDeque;
use std::rc::Rc;

/// Which extractor to use.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ExtractorKind {
    /// egg's tree extractor.
    Tree,
    /// The DAG-aware greedy extractor.
    Dag,
    /// The optimal DAG extractor (integer programming) on e-graphs whose part the roots reach
    /// has at most `max_nodes` e-nodes, the greedy DAG extractor on larger ones.
    Ilp {
        /// The largest number of e-nodes the solver is given.
        max_nodes: usize,
        /// How long the solver may search, in milliseconds, before it returns the best choice
        /// found so far.
        time_limit_ms: u64,
    },
}

impl ExtractorKind {
    /// The default size limit of the ILP extractor.
    pub const ILP_MAX_NODES: usize = 1000;
    /// The default time limit of the ILP extractor, per block.
    pub const ILP_TIME_LIMIT_MS: u64 = 1000;
}

/// What an extractor chose, and whether the ILP extractor had to leave the e-graph to the
/// greedy one.
pub struct Extracted {
    /// The chosen node of every class the roots need.
    pub choice: FxHashMap<Id, ENode>,
    /// The ILP extractor was asked for but the e-graph was too large (or the solver failed).
    pub fell_back: bool,
    /// The ILP extractor proved its choice optimal (within its time limit).
    pub proven: bool,
}

/// Runs the extractor `kind` on `roots`: `None` if some root has no acyclic term.
/// `prefer` (the block as it was) breaks the greedy DAG extractor's ties.
pub fn choose(
    eg: &OxGraph,
    costs: &NodeCosts,
    roots: &[Id],
    kind: ExtractorKind,
    prefer: Option<&FxHashMap<Id, ENode>>,
) -> Option<Extracted> {
    let ExtractorKind::Ilp { max_nodes, time_limit_ms } = kind else {
        return extract(eg, costs, roots, kind, prefer).map(|choice| Extracted {
            choice,
            fell_back: false,
            proven: false,
        });
    };
    let greedy = extract(eg, costs, roots, ExtractorKind::Dag, prefer)?;
    let limit = std::time::Duration::from_millis(time_limit_ms);
    match crate::ilp::optimal(eg, costs, roots, &greedy, max_nodes, limit) {
        Some(o) => Some(Extracted { choice: o.choice, fell_back: false, proven: o.proven }),
        None => Some(Extracted { choice: greedy, fell_back: true, proven: false }),
    }
}

/// Per-head costs for one e-graph, and the costs of the nodes of ops priced by their shapes
/// ([`crate::cost::CostModel::shaped_cost`]).
pub struct NodeCosts {
    /// The cost of each op head, by head index.
    pub head: Vec<u64>,
    /// The cost of each (canonical) node whose head is priced by shape.
    pub shaped: FxHashMap<ENode, u64>,
}

impl NodeCosts {
    /// The costs of `eg`'s op heads under `model`.
    pub fn of(ctx: &oxir::Context, eg: &OxGraph, model: &crate::cost::CostModel) -> NodeCosts {
        let heads = &eg.analysis.heads;
        let head: Vec<u64> =
            (0..heads.len() as u32).map(|i| model.op_cost(ctx, heads.get(crate::lang::Head(i)).name)).collect();
        let by_shape: Vec<bool> = (0..heads.len() as u32)
            .map(|i| crate::cost::CostModel::is_shaped(ctx, heads.get(crate::lang::Head(i)).name))
            .collect();
        let mut shaped = FxHashMap::default();
        if by_shape.iter().any(|&b| b) {
            for class in eg.classes() {
                for n in &class.nodes {
                    let ENode::Op { head: h, children } = n else { continue };
                    if !by_shape[h.0 as usize] {
                        continue;
                    }
                    let types: Option<Vec<oxir::Type>> = children.iter().map(|&c| eg[c].data.ty).collect();
                    let data = heads.get(*h);
                    if let Some(c) = types.and_then(|t| model.shaped_cost(ctx, data.name, data.props, &t)) {
                        shaped.insert(n.clone(), c);
                    }
                }
            }
        }
        NodeCosts { head, shaped }
    }

    /// The cost of one node on its own.
    pub fn node(&self, n: &ENode) -> u64 {
        match n {
            ENode::Op { head, .. } => {
                if !self.shaped.is_empty() {
                    if let Some(&c) = self.shaped.get(n) {
                        return c;
                    }
                }
                self.head.get(head.0 as usize).copied().unwrap_or(1)
            }
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
pub fn extract(
    eg: &OxGraph,
    costs: &NodeCosts,
    roots: &[Id],
    kind: ExtractorKind,
    prefer: Option<&FxHashMap<Id, ENode>>,
) -> Option<FxHashMap<Id, ENode>> {
    let choose: Box<dyn Fn(Id) -> Option<ENode>> = match kind {
        ExtractorKind::Tree => {
            // egg's extractor indexes its cost table: make sure every class has a finite term first.
            let dag = dag_choices(eg, costs, prefer);
            if roots.iter().any(|r| !dag.contains_key(&eg.find(*r))) {
                return None;
            }
            let ex = Extractor::new(eg, TreeCost(costs));
            Box::new(move |id| Some(ex.find_best_node(id).clone()))
        }
        ExtractorKind::Dag | ExtractorKind::Ilp { .. } => {
            let dag = dag_choices(eg, costs, prefer);
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
/// Writes the union of the sorted sets `a` and `b` into `out`.
fn union_into(out: &mut Vec<(Id, u64)>, a: &[(Id, u64)], b: &[(Id, u64)]) {
    out.clear();
    out.reserve(a.len() + b.len());
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
}

/// Greedy DAG costs: for each class, the cheapest node by the summed cost of the distinct classes
/// its term needs; of equally cheap nodes, the one `prefer` takes (the block as it was, so that
/// extraction does not rewrite what it cannot improve, and picks the same terms whatever the
/// e-graph's ids: the e-graph read back by `eqsat-extract` has others).
///
/// Tables are dense by class id, and a candidate's set of classes is merged in two scratch
/// buffers, copied out only when the candidate wins.
fn dag_choices(eg: &OxGraph, costs: &NodeCosts, prefer: Option<&FxHashMap<Id, ENode>>) -> FxHashMap<Id, (Set, ENode)> {
    let n = eg.nodes().len();
    let mut best: Vec<Option<(u64, Set, ENode)>> = vec![None; n];
    let mut classes: Vec<Id> = eg.classes().map(|c| c.id).collect();
    classes.sort();
    let mut parents: Vec<Vec<Id>> = vec![Vec::new(); n];
    for &id in &classes {
        for node in &eg[id].nodes {
            for &c in node.children() {
                let users = &mut parents[usize::from(eg.find(c))];
                if users.last() != Some(&id) {
                    users.push(id);
                }
            }
        }
    }
    // A worklist in id order (children are mostly older than their users): a class is
    // re-evaluated when one of its children found a cheaper term.
    let mut queue: VecDeque<Id> = classes.iter().copied().collect();
    let mut queued = vec![false; n];
    for &id in &classes {
        queued[usize::from(id)] = true;
    }
    let mut set: Vec<(Id, u64)> = Vec::new();
    let mut scratch: Vec<(Id, u64)> = Vec::new();
    while let Some(id) = queue.pop_front() {
        let at = usize::from(id);
        queued[at] = false;
        let mut improved = false;
        for node in &eg[id].nodes {
            let kids: smallvec::SmallVec<[Id; 3]> = node.children().iter().map(|&c| eg.find(c)).collect();
            let Some(bound) = kids
                .iter()
                .map(|k| best[usize::from(*k)].as_ref().map(|b| b.0))
                .try_fold(0u64, |m, t| t.map(|t| m.max(t)))
            else {
                continue;
            };
            let kid_set = |k: &Id| -> &[(Id, u64)] { best[usize::from(*k)].as_ref().map_or(&[], |b| b.1.as_slice()) };
            // The node `prefer` takes wins a tie.
            let preferred =
                prefer.and_then(|p| p.get(&id)).is_some_and(|p| p.matches(node) && p.children() == kids.as_slice());
            // The union costs at least as much as its dearest part.
            let node_cost = costs.node(node);
            let floor = bound.saturating_add(node_cost);
            if best[at]
                .as_ref()
                .is_some_and(|(t, _, _)| (floor > *t || (floor == *t && !preferred)) && !kids.is_empty())
            {
                continue;
            }
            if kids.iter().any(|k| kid_set(k).binary_search_by_key(&id, |e| e.0).is_ok()) {
                continue;
            }
            // The first child's set is read in place; each further child's is merged into one
            // of the two buffers.
            let own = [(id, node_cost)];
            match kids.as_slice() {
                [] => union_into(&mut set, &[], &own),
                [k] => union_into(&mut set, kid_set(k), &own),
                [k0, k1, rest @ ..] => {
                    union_into(&mut set, kid_set(k0), kid_set(k1));
                    for k in rest {
                        union_into(&mut scratch, &set, kid_set(k));
                        std::mem::swap(&mut set, &mut scratch);
                    }
                    union_into(&mut scratch, &set, &own);
                    std::mem::swap(&mut set, &mut scratch);
                }
            }
            let total = set.iter().fold(0u64, |a, &(_, c)| a.saturating_add(c));
            if best[at].as_ref().is_none_or(|(t, _, b)| total < *t || (total == *t && preferred && b != node)) {
                best[at] = Some((total, Rc::new(set.clone()), node.clone()));
                improved = true;
            }
        }
        if improved {
            for &p in &parents[at] {
                if !queued[usize::from(p)] {
                    queued[usize::from(p)] = true;
                    queue.push_back(p);
                }
            }
        }
    }
    best.into_iter().enumerate().filter_map(|(i, b)| b.map(|(_, s, node)| (Id::from(i), (s, node)))).collect()
}
