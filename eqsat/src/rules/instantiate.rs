//! Applying a match: the right-hand side is instantiated with the bindings (result types
//! inferred from the matched class, the parent, or the operands) and unioned with the root.

use super::{const_int, lit_attr, AttrPat, Bind, Lit, RPat, Rule, TyAnn};
use crate::analysis::{class_facts, OxGraph};
use crate::lang::{Children, ENode};
use crate::machine::{class_const, class_ty};
use egg::Id;
use oxir::traits::SameOperandsAndResultType;
use oxir::{Attribute, OperationName, Type};
use smallvec::SmallVec;

impl Rule {
    /// Applies one match: adds the right-hand side and unions it with the root. Returns
    /// whether the e-graph changed.
    pub fn apply(&self, eg: &mut OxGraph, root: Id, b: Bind<'_>) -> bool {
        let ty = class_facts(eg, root).0;
        let Some(new) = instantiate(eg, &self.rhs, b, ty) else { return false };
        if eg.find(new) == eg.find(root) {
            return false;
        }
        // The replacement must have the root's type.
        if class_facts(eg, new).0 != ty {
            return false;
        }
        if eg.are_explanations_enabled() {
            eg.union_trusted(root, new, self.name.as_str())
        } else {
            eg.union(root, new)
        }
    }
}

fn ann_type(eg: &OxGraph, b: Bind<'_>, ann: &TyAnn) -> Option<Type> {
    match ann {
        TyAnn::Infer => None,
        TyAnn::Lit(t) => Some(*t),
        TyAnn::Of(i) => class_ty(eg, b, *i),
    }
}

fn instantiate(eg: &mut OxGraph, rp: &RPat, b: Bind<'_>, expected: Option<Type>) -> Option<Id> {
    match rp {
        RPat::Var(i) => Some(b.classes[*i]),
        RPat::Const { lit, op, ty } => {
            let ty = ann_type(eg, b, ty).or(expected)?;
            let attr = lit_attr(eg.analysis.ctx(), *lit, ty)?;
            add_constant(eg, attr, ty, *op)
        }
        RPat::Log2 { var, op } => {
            let ty = class_ty(eg, b, *var)?;
            let v = const_int(eg.analysis.ctx(), class_const(eg, b, *var)?)?;
            if v.count_ones() != 1 {
                return None;
            }
            let k = v.trailing_zeros() as i128;
            let attr = lit_attr(eg.analysis.ctx(), Lit::Int(k), ty)?;
            add_constant(eg, attr, ty, *op)
        }
        RPat::Op { args, head: Some(h), .. } => {
            let head = b.heads[*h]?;
            let mut children = Children::with_capacity(args.len());
            for a in args {
                let c = instantiate(eg, a, b, None)?;
                children.push(eg.find(c));
            }
            add_node(eg, head, children)
        }
        RPat::Op { name, attrs, args, ty, head: None } => {
            let same = eg.analysis.ctx().op_info_ref(*name)?.has_trait::<SameOperandsAndResultType>();
            let var_ty = args.iter().find_map(|a| match a {
                RPat::Var(i) => class_ty(eg, b, *i),
                _ => None,
            });
            // An op whose operands have its result's type takes it from a variable operand first:
            // what the parent expects is only a guess when the parent's operands do not share
            // its result type (`(poly.mul ?a (poly.add ?b ?c))`: the sum has `?b`'s type).
            let own = if same { var_ty } else { None };
            let result = ann_type(eg, b, ty).or(own).or(expected)?;
            // Operands of an op whose operands have the result's type get it; otherwise
            // (comparisons, selects) a constant operand takes the first variable operand's type.
            let child_expected = if same { Some(result) } else { var_ty };
            let mut children = Children::with_capacity(args.len());
            for a in args {
                let c = instantiate(eg, a, b, child_expected)?;
                children.push(eg.find(c));
            }
            if same && children.iter().any(|&c| class_facts(eg, c).0 != Some(result)) {
                return None;
            }
            let mut set: SmallVec<[(&str, Attribute); 2]> = SmallVec::with_capacity(attrs.len());
            for (key, ap) in attrs {
                let value = match ap {
                    AttrPat::Lit(a) => *a,
                    AttrPat::Var(i) => b.attrs[*i]?,
                };
                set.push((key.as_str(), value));
            }
            add_op(eg, *name, &set, children, result)
        }
    }
}

/// Adds the node `head(children)` if an op of that shape passes the op's verifier.
fn add_node(eg: &mut OxGraph, head: crate::lang::Head, mut children: Children) -> Option<Id> {
    for c in children.iter_mut() {
        *c = eg.find(*c);
    }
    let mut types: Option<SmallVec<[Type; 3]>> = Some(SmallVec::new());
    for &c in &children {
        match (class_facts(eg, c).0, types.as_mut()) {
            (Some(t), Some(ts)) => ts.push(t),
            _ => {
                types = None;
                break;
            }
        }
    }
    let node = ENode::Op { head, children };
    // A shape the verifier accepted before: adding finds the node if it is already there.
    // (With explanations, adding an existing node makes a new id: look it up first.)
    if !eg.are_explanations_enabled() && types.as_ref().is_some_and(|t| eg.analysis.known_to_verify(head, t)) {
        return Some(eg.add(node));
    }
    // A node already there passed (or came from IR that passed) the verifier.
    if let Some(id) = eg.lookup(node.clone()) {
        return Some(id);
    }
    if !eg.analysis.op_verifies(head, &types?) {
        return None;
    }
    Some(eg.add(node))
}

/// Adds the op node `name(children)` with result type `result`, the op's property defaults
/// overridden by `attrs`, if an op of that shape passes the op's verifier. For Rust rules
/// (appliers) and the rule instantiation alike.
pub fn add_op(
    eg: &mut OxGraph,
    name: OperationName,
    attrs: &[(&str, Attribute)],
    children: Children,
    result: Type,
) -> Option<Id> {
    let head = eg.analysis.op_head(name, attrs, result)?;
    add_node(eg, head, children)
}

/// Adds a constant `value` of type `ty` made by the dialect of op `source` (e.g.
/// `arith.constant`).
pub fn add_constant(eg: &mut OxGraph, value: Attribute, ty: Type, source: OperationName) -> Option<Id> {
    let head = eg.analysis.constant_head(value, ty, source)?;
    Some(eg.add(ENode::Op { head, children: Default::default() }))
}
