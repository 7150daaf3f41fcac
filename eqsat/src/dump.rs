//! The saturated e-graph of a block as IR: `eqsat{dump=true}` replaces a block's pure dataflow
//! by one `eqsat.egraph` op ([`crate::dialect`]) standing where the first of its results is
//! used, so that `eqsat-extract` ([`crate::extract_pass`]) can extract from it later, after a
//! user has read or edited it.
//!
//! Each e-class the results reach becomes an `eqsat.class` whose alternatives are its e-nodes
//! (ops over e-classes, with the location of the class's original ops) and its opaque values; a
//! multi-result op's e-nodes are ops whose results are alternatives of the projections' classes.
//! The classes of the block's ops come first, in block order, then the others by id; each class
//! records which alternative the block as it was (`original`) and the canonical program
//! (`canonical`) take, so that the extraction can compare with them as the pass does. A block
//! whose pure dataflow cannot stand in one place (an opaque value it needs is defined after the
//! first use of one of its results) is not dumped.

use crate::choice::Choice;
use crate::convert::{class_locations, leaf_positions, Saturated};
use crate::dialect::{ClassOp, EGraphOp, YieldOp};
use crate::lang::ENode;
use egg::{Id, Language};
use oxir::builtin::attributes::{DictionaryAttr, IntegerAttr};
use oxir::builtin::types::IntegerType;
use oxir::ods::Op as _;
use oxir::traits::IsTerminator;
use oxir::{Attribute, BlockRef, Context, Diagnostic, NamedAttribute, OpBuilder, OpRef, OperationState, Type, Value};
use rustc_hash::FxHashMap;

/// Where the e-graph of `sat` can stand in `block`: before the op at this position (`None`: at
/// the end), or no place at all.
fn place(ctx: &Context, block: BlockRef, sat: &Saturated) -> Option<Option<OpRef>> {
    let first_use = sat.roots.iter().map(|&(_, p)| p).min()?;
    let at = if first_use == usize::MAX {
        sat.ops.last().copied().filter(|&o| ctx.op_has_trait::<IsTerminator>(o))
    } else {
        Some(sat.ops[first_use])
    };
    let limit = at.map_or(i64::MAX, |o| 2 * sat.pos[&o] as i64);
    let leaf_at = leaf_positions(ctx, &sat.g.eg, block, &sat.pos);
    leaf_at.iter().all(|&p| p < limit).then_some(at)
}

/// The classes the roots reach, the block's own first (in block order), then by id.
fn classes_in_order(ctx: &Context, sat: &Saturated, roots: &[Id]) -> Vec<Id> {
    let eg = &sat.g.eg;
    let mut reach: FxHashMap<Id, ()> = FxHashMap::default();
    let mut stack: Vec<Id> = roots.to_vec();
    while let Some(id) = stack.pop() {
        let id = eg.find(id);
        if reach.insert(id, ()).is_some() {
            continue;
        }
        stack.extend(eg[id].nodes.iter().flat_map(|n| n.children().iter().copied()));
    }
    let mut order: Vec<Id> = Vec::new();
    let mut seen: FxHashMap<Id, ()> = FxHashMap::default();
    let own =
        sat.candidates.iter().flat_map(|&op| ctx.results(op).map(|r| eg.find(sat.g.class[&r])).collect::<Vec<_>>());
    let mut rest: Vec<Id> = reach.keys().copied().collect();
    rest.sort();
    for id in own.chain(rest) {
        if reach.contains_key(&id) && eg[id].data.ty.is_some() && seen.insert(id, ()).is_none() {
            order.push(id);
        }
    }
    order
}

/// Replaces `block`'s pure dataflow by its saturated e-graph; `false` (nothing changed) when the
/// e-graph cannot stand in one place or no result of the dataflow is used.
pub(crate) fn dump_block(ctx: &mut Context, block: BlockRef, sat: &Saturated) -> Result<bool, Diagnostic> {
    let Some(at) = place(ctx, block, sat) else { return Ok(false) };
    let eg = &sat.g.eg;
    let roots = sat.root_ids();
    let classes = classes_in_order(ctx, sat, &roots);
    let (original, canonical) = sat.original_and_canonical();
    let class_loc = class_locations(ctx, eg, &sat.candidates, &sat.g.op_class);
    let loc = at.map_or_else(|| ctx.op_loc(sat.ops[sat.ops.len() - 1]), |o| ctx.op_loc(o));
    let loc_of = |id: Id| class_loc.get(&eg.find(id)).copied().unwrap_or(loc);

    // The class ops first, over placeholders (an e-graph has cycles), then the e-nodes over them.
    let mut scratch = ctx.create_block();
    let mut class_op: FxHashMap<Id, OpRef> = FxHashMap::default();
    for &id in &classes {
        let Some(ty) = eg[id].data.ty else { continue };
        let placeholder = ctx.add_block_argument(scratch, ty, loc);
        let class = ClassOp::build(&mut OpBuilder::new(ctx), loc_of(id), &[placeholder], ty);
        class_op.insert(id, class.into());
    }
    let class_value = |ctx: &Context, id: Id| class_op.get(&eg.find(id)).map(|&o| ctx.result(o, 0));
    // The e-node ops, by class (the op class, for multi-result ops) and node.
    let mut node_op: FxHashMap<(Id, ENode), OpRef> = FxHashMap::default();
    let mut body_order: Vec<OpRef> = Vec::new();
    let mut alternatives: FxHashMap<Id, Vec<Value>> = FxHashMap::default();
    for &id in &classes {
        let mut alts = Vec::new();
        for n in &eg[id].nodes {
            match n {
                ENode::Leaf(i) => alts.push(eg.analysis.leaves.values[*i as usize].0),
                ENode::Op { .. } => {
                    let op = node(ctx, sat, &class_value, &mut node_op, &mut body_order, id, n, loc_of(id))?;
                    alts.push(ctx.result(op, 0));
                }
                ENode::Proj { index, child } => {
                    let x = eg.find(child[0]);
                    for xn in &eg[x].nodes {
                        let op = node(ctx, sat, &class_value, &mut node_op, &mut body_order, x, xn, loc_of(x))?;
                        alts.push(ctx.result(op, *index as usize));
                    }
                }
            }
        }
        body_order.push(class_op[&id]);
        alternatives.insert(id, alts);
    }
    let i64t = IntegerType::get(ctx, 64);
    for &id in &classes {
        let op = class_op[&id];
        let alts = &alternatives[&id];
        let mut st = OperationState::new(ctx.op_name(ClassOp::NAME), ctx.op_loc(op));
        st.operands.extend(alts.iter().copied());
        st.result_types.push(ctx.value_type(ctx.result(op, 0)));
        let mut props: Vec<NamedAttribute> = Vec::new();
        for (name, choice) in [("canonical", canonical.as_ref()), ("original", Some(&original))] {
            let chosen = choice.and_then(|c| chosen_value(ctx, eg, c, &node_op, id));
            if let Some(i) = chosen.and_then(|v| alts.iter().position(|&a| a == v)) {
                props.push(NamedAttribute { name: ctx.ident(name), value: IntegerAttr::from_i64(ctx, i64t, i as i64) });
            }
        }
        st.properties = (!props.is_empty()).then(|| DictionaryAttr::get(ctx, props));
        let fresh = ctx.create_op(st);
        ctx.replace_all_uses_with(ctx.result(op, 0), ctx.result(fresh, 0));
        ctx.erase_op(op)?;
        class_op.insert(id, fresh);
        if let Some(slot) = body_order.iter_mut().find(|o| **o == op) {
            *slot = fresh;
        }
    }
    ctx.erase_block(scratch)?;
    scratch = ctx.create_block();

    // The e-graph op, its yield, and the uses of the old results.
    let yielded: Vec<Value> = roots.iter().map(|&r| ctx.result(class_op[&eg.find(r)], 0)).collect();
    body_order.push(YieldOp::build(&mut OpBuilder::new(ctx), loc, &yielded).into());
    for op in body_order {
        ctx.insert_op_before(scratch, None, op);
    }
    let result_types: Vec<Type> = yielded.iter().map(|&v| ctx.value_type(v)).collect();
    let egraph = EGraphOp::build(&mut OpBuilder::new(ctx), loc, &result_types);
    ctx.append_block(egraph.body(ctx), scratch);
    let egraph: OpRef = egraph.into();
    ctx.insert_op_before(block, at, egraph);
    for (i, (v, _)) in sat.roots.iter().enumerate() {
        ctx.replace_all_uses_with(*v, ctx.result(egraph, i));
    }
    for &op in sat.candidates.iter().rev() {
        ctx.erase_op(op)?;
    }
    Ok(true)
}

/// The e-node op of node `n` of class `id`, made on first use.
#[allow(clippy::too_many_arguments)]
fn node(
    ctx: &mut Context,
    sat: &Saturated,
    class_value: &dyn Fn(&Context, Id) -> Option<Value>,
    node_op: &mut FxHashMap<(Id, ENode), OpRef>,
    body_order: &mut Vec<OpRef>,
    id: Id,
    n: &ENode,
    loc: Attribute,
) -> Result<OpRef, Diagnostic> {
    let eg = &sat.g.eg;
    if let Some(&op) = node_op.get(&(id, n.clone())) {
        return Ok(op);
    }
    let ENode::Op { head, children } = n else {
        return Err(Diagnostic::error(loc, "eqsat: internal error: a projection of a projection"));
    };
    let data = eg.analysis.heads.get(*head);
    let mut st = OperationState::new(data.name, loc);
    for &c in children {
        let Some(v) = class_value(ctx, c) else {
            return Err(Diagnostic::error(loc, "eqsat: internal error: an e-node's operand class was not dumped"));
        };
        st.operands.push(v);
    }
    st.result_types.extend(data.results.iter().copied());
    st.properties = data.props;
    st.attributes = DictionaryAttr::entries(ctx, data.attrs).to_vec();
    crate::implied::add_implied_region(ctx, &mut st);
    let op = ctx.create_op(st);
    node_op.insert((id, n.clone()), op);
    body_order.push(op);
    Ok(op)
}

/// The alternative of class `id` that `choice` takes.
fn chosen_value(
    ctx: &Context,
    eg: &crate::analysis::OxGraph,
    choice: &Choice,
    node_op: &FxHashMap<(Id, ENode), OpRef>,
    id: Id,
) -> Option<Value> {
    match choice.get(&id)? {
        ENode::Leaf(i) => Some(eg.analysis.leaves.values[*i as usize].0),
        n @ ENode::Op { .. } => node_op.get(&(id, n.clone())).map(|&o| ctx.result(o, 0)),
        ENode::Proj { index, child } => {
            let x = eg.find(child[0]);
            node_op.get(&(x, choice.get(&x)?.clone())).map(|&o| ctx.result(o, *index as usize))
        }
    }
}
