//! IR to e-graph for `eqsat-extract`: an `eqsat.egraph` op ([`crate::dialect`]) read back into
//! an e-graph, with the choices its classes record (`original`, `canonical`).
//!
//! The e-nodes are added bottom-up: an e-node once all its operand classes have a node, an
//! e-class once one of its alternatives is added. What is left when nothing more can be added is
//! a set of classes without any finite term, and the e-nodes over them: no extraction can use
//! them, so they are dropped. Multi-result e-nodes whose results are alternatives of the same
//! classes are one op class (the projections' e-graph form); constant folding is off, so what
//! is extracted is what the IR holds.

use crate::analysis::{OxAnalysis, OxGraph};
use crate::choice::{self, Choice};
use crate::dialect::ClassOp;
use crate::lang::{Children, ENode, HeadData};
use egg::{Id, Language};
use oxir::builtin::attributes::IntegerAttr;
use oxir::{Attribute, Context, Diagnostic, OpRef, Value};
use rustc_hash::FxHashMap;

/// An `eqsat.egraph` read back.
pub struct Imported {
    /// The e-graph.
    pub eg: OxGraph,
    /// The class ops, in body order, with their e-class (`None`: no finite term).
    pub classes: Vec<(OpRef, Option<Id>)>,
    /// The yielded classes.
    pub roots: Vec<Id>,
    /// The choice the classes' `original` indices make, for the roots.
    pub original: Choice,
    /// The choice the classes' `canonical` indices make, for the roots.
    pub canonical: Choice,
    /// The location of each class's first e-node op.
    pub class_loc: FxHashMap<Id, Attribute>,
}

/// What one e-node op became.
struct Added {
    node: ENode,
    /// The op class, for a multi-result e-node.
    tuple: Option<Id>,
}

/// Adds node `n` to class `c`: the class's first node gives it its id (and is recorded in
/// `defined`), the others join it.
fn join(eg: &mut OxGraph, id: &mut [Option<Id>], defined: &mut Vec<usize>, c: usize, n: Id) {
    match id[c] {
        Some(cid) => {
            eg.union(cid, n);
        }
        None => {
            id[c] = Some(n);
            defined.push(c);
        }
    }
}

/// Reads the e-graph of `egraph` (a verified `eqsat.egraph`).
pub fn import(ctx: &Context, egraph: OpRef) -> Result<Imported, Diagnostic> {
    let loc = ctx.op_loc(egraph);
    let Some(body) = ctx.region_entry_block(ctx.op_regions(egraph)[0]) else {
        return Err(Diagnostic::error(loc, "eqsat-extract: the e-graph has no body"));
    };
    let ops: Vec<OpRef> = ctx.block_ops(body).collect();
    let Some((&term, ops)) = ops.split_last() else {
        return Err(Diagnostic::error(loc, "eqsat-extract: the e-graph has no yield"));
    };
    let class_ops: Vec<OpRef> = ops.iter().copied().filter(|&o| ctx.isa_op::<ClassOp>(o)).collect();
    let class_index: FxHashMap<Value, usize> =
        class_ops.iter().enumerate().map(|(i, &o)| (ctx.result(o, 0), i)).collect();
    let node_ops: Vec<OpRef> = ops.iter().copied().filter(|&o| !ctx.isa_op::<ClassOp>(o)).collect();
    let in_class =
        |v: Value| -> Option<usize> { ctx.users(v).next().and_then(|u| class_index.get(&ctx.result(u, 0)).copied()) };

    let mut analysis = OxAnalysis::new(ctx);
    analysis.fold = false;
    let mut eg = OxGraph::new(analysis);
    let mut id: Vec<Option<Id>> = vec![None; class_ops.len()];
    let mut defined: Vec<usize> = Vec::new();
    // The opaque values first.
    for (c, &op) in class_ops.iter().enumerate() {
        for v in ctx.operands(op) {
            if ctx.defining_op(v).is_some_and(|d| ctx.op_parent_block(d) == Some(body)) {
                continue;
            }
            let leaf = eg.analysis.leaves.intern(ctx, v);
            let n = eg.add(ENode::Leaf(leaf));
            join(&mut eg, &mut id, &mut defined, c, n);
        }
    }
    // Then the e-nodes, each once its operands' classes exist.
    let operand_classes: Vec<Vec<usize>> =
        node_ops.iter().map(|&o| ctx.operands(o).filter_map(|v| class_index.get(&v).copied()).collect()).collect();
    let mut missing: Vec<usize> = vec![0; node_ops.len()];
    let mut waiting: Vec<Vec<usize>> = vec![Vec::new(); class_ops.len()];
    let mut ready: Vec<usize> = Vec::new();
    for (n, kids) in operand_classes.iter().enumerate() {
        let mut distinct = kids.clone();
        distinct.sort_unstable();
        distinct.dedup();
        for &k in &distinct {
            if id[k].is_none() {
                missing[n] += 1;
                waiting[k].push(n);
            }
        }
        if missing[n] == 0 {
            ready.push(n);
        }
    }
    let mut added: Vec<Option<Added>> = (0..node_ops.len()).map(|_| None).collect();
    let mut tuples: FxHashMap<Vec<usize>, Id> = FxHashMap::default();
    loop {
        for c in defined.drain(..) {
            for &n in &waiting[c] {
                missing[n] -= 1;
                if missing[n] == 0 {
                    ready.push(n);
                }
            }
        }
        let Some(n) = ready.pop() else { break };
        let op = node_ops[n];
        let children: Children =
            operand_classes[n].iter().map(|&k| id[k].map(|i| eg.find(i))).collect::<Option<_>>().ok_or_else(|| {
                Diagnostic::error(ctx.op_loc(op), "eqsat-extract: internal error: an operand class has no node")
            })?;
        let head = eg.analysis.heads.intern(HeadData::of(ctx, op));
        let node = ENode::Op { head, children };
        let nid = eg.add(node.clone());
        let results: Vec<usize> = ctx
            .results(op)
            .map(|r| {
                in_class(r).ok_or_else(|| {
                    Diagnostic::error(ctx.op_loc(op), "eqsat-extract: an e-node result is in no e-class")
                })
            })
            .collect::<Result<_, _>>()?;
        if let [c] = results[..] {
            join(&mut eg, &mut id, &mut defined, c, nid);
            added[n] = Some(Added { node, tuple: None });
            continue;
        }
        let x = match tuples.get(&results) {
            Some(&x) => {
                eg.union(x, nid);
                eg.find(x)
            }
            None => nid,
        };
        tuples.insert(results.clone(), x);
        for (i, &c) in results.iter().enumerate() {
            let p = eg.add(ENode::Proj { index: i as u32, child: [x] });
            join(&mut eg, &mut id, &mut defined, c, p);
        }
        added[n] = Some(Added { node, tuple: Some(x) });
    }
    eg.rebuild();

    let roots: Vec<Id> = ctx
        .operands(term)
        .map(|v| {
            class_index.get(&v).and_then(|&c| id[c]).map(|i| eg.find(i)).ok_or_else(|| {
                Diagnostic::error(ctx.op_loc(term), "eqsat-extract: a yielded e-class has no term without cycles")
            })
        })
        .collect::<Result<_, _>>()?;
    let node_index: FxHashMap<OpRef, usize> = node_ops.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    let recorded = |name: &str| -> Choice {
        let mut all: Choice = FxHashMap::default();
        for (c, &op) in class_ops.iter().enumerate() {
            let Some(cid) = id[c].map(|i| eg.find(i)) else { continue };
            let Some(k) = ctx
                .op_property(op, name)
                .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
                .and_then(|i| i.value.try_to_u64())
            else {
                continue;
            };
            let Some(v) = ctx.operands(op).nth(k as usize) else { continue };
            let from_node = ctx.defining_op(v).and_then(|d| node_index.get(&d)).and_then(|&n| added[n].as_ref());
            match (ctx.defining_op(v).filter(|d| ctx.op_parent_block(*d) == Some(body)), from_node) {
                (None, _) => {
                    let leaf = eg.analysis.leaves.values.iter().position(|(lv, _)| *lv == v);
                    if let Some(l) = leaf {
                        all.insert(cid, ENode::Leaf(l as u32));
                    }
                }
                (Some(_), Some(a)) => {
                    let node = a.node.clone().map_children(|c| eg.find(c));
                    match a.tuple {
                        None => {
                            all.insert(cid, node);
                        }
                        Some(x) => {
                            let x = eg.find(x);
                            let index =
                                ctx.defining_op(v).map_or(0, |d| ctx.results(d).position(|r| r == v).unwrap_or(0));
                            all.insert(cid, ENode::Proj { index: index as u32, child: [x] });
                            all.entry(x).or_insert(node);
                        }
                    }
                }
                (Some(_), None) => {}
            }
        }
        choice::reachable(&eg, &all, &roots)
    };
    let original = recorded("original");
    let canonical = recorded("canonical");
    let mut class_loc: FxHashMap<Id, Attribute> = FxHashMap::default();
    for (n, a) in added.iter().enumerate() {
        let Some(a) = a else { continue };
        let owner = match a.tuple {
            Some(x) => Some(x),
            None => ctx.results(node_ops[n]).next().and_then(in_class).and_then(|c| id[c]),
        };
        if let Some(owner) = owner {
            class_loc.entry(eg.find(owner)).or_insert(ctx.op_loc(node_ops[n]));
        }
    }
    let classes = class_ops.iter().zip(&id).map(|(&o, i)| (o, i.map(|i| eg.find(i)))).collect();
    Ok(Imported { eg, classes, roots, original, canonical, class_loc })
}
