//! Optimal DAG extraction by integer programming, for small e-graphs.
//!
//! The classic formulation (as in extraction-gym's ILP extractors): a 0/1 variable per e-node
//! ("chosen") and per e-class ("needed"); a needed class chooses exactly one of its nodes, a
//! chosen node needs its children's classes, the roots are needed, and the objective is the
//! summed cost of the chosen nodes: each class is paid for once, however often it is used. A
//! topological order variable per class (`order(c) > order(child)` whenever a node of `c` is
//! chosen, a big-M constraint) rules out cyclic choices. The solver is `microlp` through
//! `good_lp`, pure Rust. Branch and bound grows fast with the e-graph, so the search starts from
//! the greedy DAG extractor's choice (a warm start: the result is never dearer), stops at a time
//! limit with the best choice found so far, and only takes e-graphs of at most a given number of
//! e-nodes (the caller keeps the greedy choice above it).

use crate::analysis::OxGraph;
use crate::choice::{self, Choice};
use crate::extract::NodeCosts;
use crate::lang::ENode;
use egg::{Id, Language};
use good_lp::{
    constraint, microlp, variable, Expression, ProblemVariables, Solution, SolutionStatus, SolverModel, Variable,
    WithInitialSolution, WithTimeLimit,
};
use rustc_hash::FxHashMap;
use std::time::Duration;

/// The e-nodes and e-classes the roots can reach, indexed densely.
struct Problem {
    classes: Vec<Id>,
    /// Each candidate node: its class's index, the node (children canonical), its children's
    /// class indices.
    nodes: Vec<(usize, ENode, Vec<usize>)>,
}

/// The part of `eg` the roots reach, without the nodes that need their own class.
fn reachable(eg: &OxGraph, roots: &[Id]) -> Problem {
    let mut index: FxHashMap<Id, usize> = FxHashMap::default();
    let mut classes: Vec<Id> = Vec::new();
    let mut visit = |id: Id, classes: &mut Vec<Id>| -> usize {
        *index.entry(id).or_insert_with(|| {
            classes.push(id);
            classes.len() - 1
        })
    };
    for &r in roots {
        visit(eg.find(r), &mut classes);
    }
    let mut nodes = Vec::new();
    let mut i = 0;
    while i < classes.len() {
        let id = classes[i];
        for n in &eg[id].nodes {
            let n = n.clone().map_children(|c| eg.find(c));
            if n.children().contains(&id) {
                continue;
            }
            let kids: Vec<usize> = n.children().iter().map(|&c| visit(c, &mut classes)).collect();
            nodes.push((i, n, kids));
        }
        i += 1;
    }
    Problem { classes, nodes }
}

/// What the solver found: a choice, and whether it is proven optimal (else the time limit
/// stopped the search).
pub struct Optimum {
    /// The chosen node of every class the roots need.
    pub choice: Choice,
    /// The search completed: no cheaper choice exists.
    pub proven: bool,
}

/// The cheapest acyclic choice for `roots` (each class paid once) found within `time_limit`,
/// starting from `start` (a complete choice, such as the greedy extractor's), or `None` when the
/// reachable e-graph has more than `max_nodes` e-nodes or the solver fails.
pub fn optimal(
    eg: &OxGraph,
    costs: &NodeCosts,
    roots: &[Id],
    start: &Choice,
    max_nodes: usize,
    time_limit: Duration,
) -> Option<Optimum> {
    let p = reachable(eg, roots);
    if p.nodes.len() > max_nodes {
        return None;
    }
    let n_classes = p.classes.len() as f64;
    let mut vars = ProblemVariables::new();
    let chosen: Vec<Variable> = p.nodes.iter().map(|_| vars.add(variable().binary())).collect();
    let needed: Vec<Variable> = p.classes.iter().map(|_| vars.add(variable().binary())).collect();
    let order: Vec<Variable> = p.classes.iter().map(|_| vars.add(variable().min(0.0).max(n_classes))).collect();
    let objective: Expression = p.nodes.iter().zip(&chosen).map(|((_, n, _), &x)| costs.node(n) as f64 * x).sum();
    let bound = choice::price(costs, start).cost as f64;
    let mut model = vars
        .minimise(objective.clone())
        .using(microlp)
        .with_time_limit(time_limit.as_secs_f64())
        .with_initial_solution(warm_start(eg, &p, start, &chosen, &needed, &order))
        .with(constraint!(objective <= bound));
    let mut per_class: Vec<Expression> = vec![Expression::default(); p.classes.len()];
    for (&(c, _, ref kids), &x) in p.nodes.iter().zip(&chosen) {
        per_class[c] += x;
        for &k in kids {
            model = model.with(constraint!(x <= needed[k]));
            // chosen => order(c) >= order(k) + 1
            model = model.with(constraint!(order[c] - order[k] - (n_classes + 1.0) * x >= -n_classes));
        }
    }
    for (c, sum) in per_class.into_iter().enumerate() {
        model = model.with(constraint!(sum == needed[c]));
    }
    for &r in roots {
        let c = p.classes.iter().position(|&id| id == eg.find(r))?;
        model = model.with(constraint!(needed[c] >= 1.0));
    }
    let solution = model.solve().ok()?;
    let proven = matches!(solution.status(), SolutionStatus::Optimal);
    let mut all: Choice = FxHashMap::default();
    for ((c, n, _), &x) in p.nodes.iter().zip(&chosen) {
        if solution.value(x) > 0.5 {
            all.insert(p.classes[*c], n.clone());
        }
    }
    let picked = choice::reachable(eg, &all, roots);
    choice::is_complete(eg, &picked, roots).then_some(Optimum { choice: picked, proven })
}

/// The values of the variables for the choice `start`: its nodes chosen, its classes needed, and
/// each class ordered by the height of its term.
fn warm_start(
    eg: &OxGraph,
    p: &Problem,
    start: &Choice,
    chosen: &[Variable],
    needed: &[Variable],
    order: &[Variable],
) -> Vec<(Variable, f64)> {
    let index: FxHashMap<Id, usize> = p.classes.iter().enumerate().map(|(i, &c)| (c, i)).collect();
    let mut height: Vec<Option<f64>> = vec![None; p.classes.len()];
    fn height_of(
        eg: &OxGraph,
        start: &Choice,
        index: &FxHashMap<Id, usize>,
        height: &mut [Option<f64>],
        id: Id,
    ) -> f64 {
        let Some(&i) = index.get(&eg.find(id)) else { return 0.0 };
        if let Some(h) = height[i] {
            return h;
        }
        height[i] = Some(0.0);
        let h = start
            .get(&eg.find(id))
            .map(|n| n.children().iter().map(|&c| height_of(eg, start, index, height, c) + 1.0).fold(0.0, f64::max))
            .unwrap_or(0.0);
        height[i] = Some(h);
        h
    }
    let mut values = Vec::with_capacity(chosen.len() + 2 * needed.len());
    for (i, &c) in p.classes.iter().enumerate() {
        let picked = start.contains_key(&c);
        values.push((needed[i], if picked { 1.0 } else { 0.0 }));
        values.push((order[i], height_of(eg, start, &index, &mut height, c)));
    }
    for ((c, n, _), &x) in p.nodes.iter().zip(chosen) {
        let picked = start.get(&p.classes[*c]) == Some(n);
        values.push((x, if picked { 1.0 } else { 0.0 }));
    }
    values
}
