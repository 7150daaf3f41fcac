//! `explain`: why each rebuilt result equals the original, from egg's explanations, printed
//! with the IR's op names.

use crate::analysis::OxGraph;
use crate::lang::ENode;
use egg::{FlatTerm, Id};
use oxir::{Context, Value};
use rustc_hash::FxHashMap;

fn render(ctx: &Context, eg: &OxGraph, t: &FlatTerm<ENode>, out: &mut String) {
    match &t.node {
        ENode::Leaf(i) => {
            let (v, _) = eg.analysis.leaves.values[*i as usize];
            match v {
                Value::Argument { index, .. } => out.push_str(&format!("%arg{index}")),
                Value::Result { index, .. } => out.push_str(&format!("<opaque#{index}>")),
            }
        }
        ENode::Proj { index, .. } => {
            out.push_str(&format!("(result{index} "));
            if let Some(c) = t.children.first() {
                render(ctx, eg, c, out);
            }
            out.push(')');
        }
        ENode::Op { head, .. } => {
            let data = eg.analysis.heads.get(*head);
            let name = ctx.op_name_str(data.name);
            let is_const = t.children.is_empty() && data.props.is_some();
            if is_const {
                let value = data
                    .props
                    .and_then(|p| oxir::builtin::attributes::DictionaryAttr::lookup(ctx, p, "value"))
                    .map(|a| a.to_text(ctx));
                if let Some(v) = value {
                    out.push_str(&format!("({name} {v})"));
                    return;
                }
            }
            out.push('(');
            out.push_str(name);
            for c in &t.children {
                out.push(' ');
                render(ctx, eg, c, out);
            }
            out.push(')');
        }
    }
}

/// Prints, for every result the rebuilt IR takes from a different term, the chain of rewrites
/// from the original term to the chosen one (to stderr, as MLIR prints remarks).
pub fn explain_roots(
    ctx: &Context,
    eg: &mut OxGraph,
    roots: &[(Value, usize)],
    value_class: &FxHashMap<Value, Id>,
    best: &FxHashMap<Id, ENode>,
) {
    // The chosen term of each root, as an e-graph id: add it (uncanonically) so the explanation
    // ends at it.
    for (v, _) in roots {
        let orig = value_class[v];
        let chosen = build(eg, eg.find(orig), best, &mut FxHashMap::default());
        let Some(chosen) = chosen else { continue };
        if chosen == orig {
            continue;
        }
        let mut expl = eg.explain_id_equivalence(orig, chosen);
        let flat = expl.make_flat_explanation().clone();
        if flat.len() <= 1 {
            continue;
        }
        let mut text = String::from("eqsat: explanation:\n");
        for t in &flat {
            let mut line = String::new();
            render(ctx, eg, t, &mut line);
            let rule = find_rule(t);
            match rule {
                Some(r) => text.push_str(&format!("  = {line}    [by {r}]\n")),
                None => text.push_str(&format!("    {line}\n")),
            }
        }
        eprint!("{text}");
    }
}

fn find_rule(t: &FlatTerm<ENode>) -> Option<String> {
    if let Some(r) = t.forward_rule.or(t.backward_rule) {
        let dir = if t.forward_rule.is_some() { "" } else { " (backwards)" };
        return Some(format!("{r}{dir}"));
    }
    t.children.iter().find_map(find_rule)
}

fn build(eg: &mut OxGraph, id: Id, best: &FxHashMap<Id, ENode>, memo: &mut FxHashMap<Id, Id>) -> Option<Id> {
    if let Some(&m) = memo.get(&id) {
        return Some(m);
    }
    let node = best.get(&id)?.clone();
    let node = match node {
        ENode::Op { head, children } => {
            let mut kids = crate::lang::Children::with_capacity(children.len());
            for c in children {
                let c = eg.find(c);
                kids.push(build(eg, c, best, memo)?);
            }
            ENode::Op { head, children: kids }
        }
        ENode::Proj { index, child } => {
            let c = eg.find(child[0]);
            ENode::Proj { index, child: [build(eg, c, best, memo)?] }
        }
        leaf => leaf,
    };
    let new = eg.add_uncanonical(node);
    memo.insert(id, new);
    Some(new)
}
