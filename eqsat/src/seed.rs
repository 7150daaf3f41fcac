//! Seeding the e-graph with what `canonicalize` makes of a block's pure dataflow, so that
//! equality saturation starts from (and can always return) a program at least as good as the
//! greedy driver's.
//!
//! The block's pure ops are copied into a scratch module (a fork of the context: types and
//! attributes are shared), their opaque operands as block arguments and their constant ones as
//! constants, their outside uses as the operands of an unregistered sink op. The greedy driver
//! runs there with every registered canonicalization pattern and folder, exactly as the
//! `canonicalize` pass would; the ops it leaves are added to the e-graph (hash-consing makes
//! this a CSE too) and each result used outside the pure dataflow is unioned with its
//! canonical counterpart.

use crate::analysis::OxGraph;
use crate::convert::is_pure_dataflow;
use crate::lang::{Children, ENode, HeadData};
use egg::Id;
use oxir::builtin::locations::UnknownLoc;
use oxir::builtin::ops::ModuleOp;
use oxir::ods::Op as _;
use oxir::rewrite::greedy::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig, RegionSimplification};
use oxir::{Context, OpRef, OperationState, Value};
use rustc_hash::FxHashMap;

/// The canonical program added to an e-graph: its nodes in definition order (a valid
/// extraction, see [`crate::choice`]).
#[derive(Default)]
pub struct Seed {
    /// The canonical ops' nodes, in the order the canonicalized block defines them.
    pub nodes: Vec<(Id, ENode)>,
}

/// Adds the canonicalized form of the pure ops `ops` (in block order) to `eg`, where `class`
/// gives the e-class of every value they use or define and `roots` are the values used outside
/// them. Returns `None`, with no root unioned, when the canonical form is not pure dataflow (the
/// nodes added until then are equal to what they stand for, but nothing needs them).
pub fn seed_canonical(
    ctx: &Context,
    eg: &mut OxGraph,
    patterns: &FrozenPatternSet,
    ops: &[OpRef],
    class: &FxHashMap<Value, Id>,
    roots: &[Value],
) -> Option<Seed> {
    let mut sc = ctx.fork_empty();
    let loc = UnknownLoc::get(&sc);
    let module = ModuleOp::create_detached(&mut sc, loc, None);
    let body = module.body(&sc);
    // Scratch values for the leaves and the ops, and back to e-classes.
    let mut to_scratch: FxHashMap<Value, Value> = FxHashMap::default();
    let mut to_class: FxHashMap<Value, Id> = FxHashMap::default();
    for (i, (v, ty)) in eg.analysis.leaves.values.clone().into_iter().enumerate() {
        let leaf_class = *class.get(&v)?;
        let scratch = match eg.analysis.leaves.constants[i] {
            Some((value, source)) => {
                let head = eg.analysis.constant_head(value, ty, source)?;
                let op = create(&mut sc, eg.analysis.heads.get(head), &[]);
                sc.insert_op_before(body, None, op);
                sc.result(op, 0)
            }
            None => sc.add_block_argument(body, ty, loc),
        };
        to_scratch.insert(v, scratch);
        to_class.insert(scratch, leaf_class);
    }
    for &op in ops {
        let operands: Option<Vec<Value>> = ctx.operands(op).map(|v| to_scratch.get(&v).copied()).collect();
        let data = HeadData {
            name: ctx.op_name_of(op),
            props: ctx.op_properties(op),
            attrs: ctx.op_attr_dict(op),
            results: ctx.result_types(op).collect(),
        };
        let copy = create(&mut sc, &data, &operands?);
        sc.insert_op_before(body, None, copy);
        for (r, s) in ctx.results(op).zip(sc.results(copy).collect::<Vec<_>>()) {
            to_scratch.insert(r, s);
        }
    }
    let sink_name = sc.op_name("eqsat.roots");
    let mut sink = OperationState::new(sink_name, loc);
    sink.operands.extend(roots.iter().map(|r| to_scratch.get(r).copied()).collect::<Option<Vec<_>>>()?);
    let sink = sc.create_op(sink);
    sc.insert_op_before(body, None, sink);

    let config = GreedyConfig { region_simplification: RegionSimplification::Disabled, ..GreedyConfig::default() };
    apply_patterns_greedily(&mut sc, module.op(), patterns, &config).ok()?;

    // The canonical ops become e-nodes.
    let mut seed = Seed::default();
    let mut added: Vec<(OpRef, Id)> = Vec::new();
    for op in sc.block_ops(body).collect::<Vec<_>>() {
        if op == sink {
            continue;
        }
        if !is_pure_dataflow(&sc, op) {
            return None;
        }
        let mut children = Children::new();
        for v in sc.operands(op) {
            children.push(*to_class.get(&v)?);
        }
        let head = eg.analysis.heads.intern(HeadData::of(&sc, op));
        let node = ENode::Op { head, children };
        let id = eg.add(node.clone());
        seed.nodes.push((id, node));
        added.push((op, id));
        if sc.num_results(op) == 1 {
            to_class.insert(sc.result(op, 0), id);
        } else {
            for i in 0..sc.num_results(op) {
                let proj = ENode::Proj { index: i as u32, child: [id] };
                let p = eg.add(proj.clone());
                seed.nodes.push((p, proj));
                to_class.insert(sc.result(op, i), p);
            }
        }
    }
    for (r, v) in roots.iter().zip(sc.operands(sink).collect::<Vec<_>>()) {
        let canonical = *to_class.get(&v)?;
        eg.union_trusted(class[r], canonical, "canonicalize");
    }
    Some(seed)
}

fn create(sc: &mut Context, data: &HeadData, operands: &[Value]) -> OpRef {
    let mut st = OperationState::new(data.name, UnknownLoc::get(sc));
    st.operands.extend(operands.iter().copied());
    st.result_types.extend(data.results.iter().copied());
    st.properties = data.props;
    st.attributes = oxir::builtin::attributes::DictionaryAttr::entries(sc, data.attrs).to_vec();
    crate::implied::add_implied_region(sc, &mut st);
    sc.create_op(st)
}
