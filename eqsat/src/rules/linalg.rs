//! Shipped rules on linalg's structured ops over integer tensors (rule set `linalg`), written in
//! Rust because they make new tensors whose shapes follow from the matched ones: the zero
//! initial value a new contraction accumulates into (`linalg.fill` of the matched zero into a
//! `tensor.empty` of the new shape) and the new ops' result types.
//!
//! - **Associativity of the contractions** (`linalg.matmul`, `linalg.matvec`, `linalg.vecmat`):
//!   `(A B) C = A (B C)`, `(A B) x = A (B x)` and `x (A B) = (x A) B`, both ways for matmul
//!   chains. The cost model prices each contraction by its shape, so extraction picks the
//!   cheapest association of a chain.
//! - **Distributivity**: `A B + A C = A (B + C)` and `A C + B C = (A + B) C` (and `-`) for the
//!   contractions and the elementwise `linalg.mul`.
//! - **Commutativity** of the elementwise `linalg.add` and `linalg.mul`.
//!
//! Each holds exactly on integers, whose arithmetic wraps (a ring), and not on floats (rounding
//! depends on the order of the sums), so the rules require every tensor involved to have the
//! same integer element type (wider than `i1`, on which linalg's `add` and `mul` are `or` and
//! `and`). Contractions must accumulate into a zero (`linalg.fill` of a zero constant into a
//! `tensor.empty`) and use their default indexing maps. `eqsat/tests/linalg_rules.rs` runs
//! programs before and after the rules and compares their results.

use crate::analysis::{OxAnalysis, OxGraph};
use crate::lang::{Children, ENode, Head};
use egg::{Applier, Id, PatternAst, Rewrite, SearchMatches, Searcher, Subst, Symbol, Var};
use oxir::builtin::attributes::{DictionaryAttr, IntegerAttr};
use oxir::builtin::types::{IntegerType, RankedTensorType};
use oxir::ods::Op as _;
use oxir::{Context, OperationName, Type};
use oxir_dialects::linalg::{default_maps_attr, AddOp, FillOp, MatmulOp, MatvecOp, MulOp, SubOp, VecmatOp};
use oxir_dialects::tensor::EmptyOp;

/// The name of the rule set (`eqsat{rulesets=linalg}`).
pub const SET: &str = "linalg";

/// The op names the rules look at, resolved once.
#[derive(Copy, Clone)]
struct Names {
    matmul: OperationName,
    matvec: OperationName,
    vecmat: OperationName,
    add: OperationName,
    sub: OperationName,
    mul: OperationName,
    fill: OperationName,
    empty: OperationName,
}

impl Names {
    fn new(ctx: &Context) -> Names {
        Names {
            matmul: ctx.op_name(MatmulOp::NAME),
            matvec: ctx.op_name(MatvecOp::NAME),
            vecmat: ctx.op_name(VecmatOp::NAME),
            add: ctx.op_name(AddOp::NAME),
            sub: ctx.op_name(SubOp::NAME),
            mul: ctx.op_name(MulOp::NAME),
            fill: ctx.op_name(FillOp::NAME),
            empty: ctx.op_name(EmptyOp::NAME),
        }
    }

    fn is_contraction(&self, n: OperationName) -> bool {
        n == self.matmul || n == self.matvec || n == self.vecmat
    }
}

/// Finds the classes holding an op of one of `names`; the applier does the rest of the match.
struct ClassesWith(Vec<OperationName>);

impl Searcher<ENode, OxAnalysis> for ClassesWith {
    fn search_eclass_with_limit(&self, eg: &OxGraph, eclass: Id, limit: usize) -> Option<SearchMatches<'_, ENode>> {
        let hit = eg[eclass].nodes.iter().any(|n| match n {
            ENode::Op { head, .. } => self.0.contains(&eg.analysis.heads.get(*head).name),
            _ => false,
        });
        (hit && limit > 0).then(|| SearchMatches { eclass, substs: vec![Subst::default()], ast: None })
    }

    /// What egg's default search gives (every class, in egg's order, up to `limit` matches),
    /// but nothing at once when no head of the e-graph is one of the ops: these rules are
    /// searched in every iteration, on every e-graph, most of which hold no linalg op.
    fn search_with_limit(&self, eg: &OxGraph, limit: usize) -> Vec<SearchMatches<'_, ENode>> {
        let heads = &eg.analysis.heads;
        if !(0..heads.len()).any(|h| self.0.contains(&heads.get(Head(h as u32)).name)) {
            return Vec::new();
        }
        let mut left = limit;
        let mut out = Vec::new();
        for class in eg.classes() {
            if left == 0 {
                break;
            }
            if let Some(m) = self.search_eclass_with_limit(eg, class.id, left) {
                left -= m.substs.len().min(left);
                out.push(m);
            }
        }
        out
    }

    fn vars(&self) -> Vec<Var> {
        Vec::new()
    }
}

/// The op nodes of class `id` named `name`: their heads and operand classes (canonical).
fn nodes_named(eg: &OxGraph, id: Id, name: OperationName) -> Vec<(Head, Children)> {
    eg[id]
        .nodes
        .iter()
        .filter_map(|n| match n {
            ENode::Op { head, children } if eg.analysis.heads.get(*head).name == name => {
                Some((*head, children.iter().map(|&c| eg.find(c)).collect()))
            }
            _ => None,
        })
        .collect()
}

/// The shape and integer element type of a class holding a static integer tensor (wider than
/// `i1`).
fn int_tensor(eg: &OxGraph, id: Id) -> Option<(Vec<i64>, Type)> {
    let ctx = eg.analysis.ctx();
    let (shape, elem) = crate::cost::static_tensor(ctx, eg[id].data.ty?)?;
    elem.dyn_cast::<IntegerType>(ctx).filter(|i| i.width > 1)?;
    Some((shape, elem))
}

/// The shapes of `ids`, when all are static integer tensors of one element type.
fn int_shapes(eg: &OxGraph, ids: &[Id]) -> Option<(Vec<Vec<i64>>, Type)> {
    let mut elem = None;
    let mut shapes = Vec::with_capacity(ids.len());
    for &id in ids {
        let (s, e) = int_tensor(eg, id)?;
        if elem.is_some_and(|x| x != e) {
            return None;
        }
        elem = Some(e);
        shapes.push(s);
    }
    Some((shapes, elem?))
}

/// Whether `head` (a contraction) uses its default indexing maps.
fn default_maps(eg: &OxGraph, head: Head) -> bool {
    let ctx = eg.analysis.ctx();
    let data = eg.analysis.heads.get(head);
    let user = data.props.and_then(|p| DictionaryAttr::lookup(ctx, p, "indexing_maps"));
    user.is_none_or(|m| Some(m) == default_maps_attr(ctx, ctx.op_name_str(data.name)))
}

/// A zero tensor a contraction accumulates into: `linalg.fill` of a zero (class `value`) into a
/// `tensor.empty`, with their heads (templates for zeros of other shapes).
#[derive(Copy, Clone)]
struct Zero {
    fill: Head,
    value: Id,
    empty: Head,
}

/// The zero fill that class `id` holds, if any.
fn zero_of(eg: &OxGraph, names: &Names, id: Id) -> Option<Zero> {
    let ctx = eg.analysis.ctx();
    nodes_named(eg, id, names.fill).into_iter().find_map(|(fill, ch)| {
        let [value, out] = ch[..] else { return None };
        let zero = eg[value].data.constant?.dyn_cast::<IntegerAttr>(ctx).is_some_and(|i| i.value.is_zero());
        let (empty, _) = nodes_named(eg, out, names.empty).into_iter().find(|(_, c)| c.is_empty())?;
        zero.then_some(Zero { fill, value, empty })
    })
}

/// `head` with result type `ty` (interned).
fn like(eg: &mut OxGraph, head: Head, ty: Type) -> Head {
    let mut data = eg.analysis.heads.get(head).clone();
    data.results = vec![ty];
    eg.analysis.heads.intern(data)
}

/// The tensor type of `shape` and `elem`.
fn tensor(eg: &OxGraph, shape: Vec<i64>, elem: Type) -> Type {
    eg.analysis.ctx().intern_type(RankedTensorType { shape, element: elem, encoding: None })
}

/// Adds a zero tensor of type `ty` made like `z`.
fn add_zero(eg: &mut OxGraph, z: Zero, ty: Type) -> Id {
    let empty = like(eg, z.empty, ty);
    let e = eg.add(ENode::Op { head: empty, children: Children::new() });
    let fill = like(eg, z.fill, ty);
    eg.add(ENode::Op { head: fill, children: [z.value, e].into_iter().collect() })
}

/// Adds an op node of `head` over `children`.
fn add_node(eg: &mut OxGraph, head: Head, children: &[Id]) -> Id {
    eg.add(ENode::Op { head, children: children.iter().copied().collect() })
}

/// Unions `matched` with each of `new`, returning the classes that changed.
fn union_all(eg: &mut OxGraph, matched: Id, new: Vec<Id>, rule: Symbol) -> Vec<Id> {
    new.into_iter().filter(|&n| eg.union_trusted(matched, n, rule)).collect()
}

/// One reassociation to add: the outer op's head, the three factors, the outer init, a zero to
/// copy for the inner product, whether the inner product takes the last two factors, and the
/// inner product's type.
struct Reassoc {
    outer: Head,
    factors: [Id; 3],
    init: Id,
    zero: Zero,
    right_inner: bool,
    inner_ty: Type,
}

/// `(A B) C => A (B C)` for `O` in {matmul, matvec} (`O(matmul(A, B), C) => O(A, O(B, C))`) and
/// `C (A B) => (C A) B` for `O` in {matmul, vecmat} (`O(C, matmul(A, B)) => O(O(C, A), B)`).
struct Assoc(Names);

impl Applier<ENode, OxAnalysis> for Assoc {
    fn apply_one(
        &self,
        eg: &mut OxGraph,
        matched: Id,
        _: &Subst,
        _: Option<&PatternAst<ENode>>,
        rule: Symbol,
    ) -> Vec<Id> {
        let n = self.0;
        let Some((out_shape, elem)) = int_tensor(eg, matched) else { return Vec::new() };
        let mut plans: Vec<Reassoc> = Vec::new();
        for outer in [n.matmul, n.matvec, n.vecmat] {
            for (oh, och) in nodes_named(eg, matched, outer) {
                let [x, y, z2] = och[..] else { continue };
                if !default_maps(eg, oh) || zero_of(eg, &n, z2).is_none() {
                    continue;
                }
                // Left: O(matmul(A, B), C) with O in {matmul, matvec}; right: O(C, matmul(A, B))
                // with O in {matmul, vecmat}. The new inner product is `B C` on the left (its
                // rows are B's), `C A` on the right (its columns are A's).
                for left in [true, false] {
                    if outer == if left { n.vecmat } else { n.matvec } {
                        continue;
                    }
                    for (ih, ich) in nodes_named(eg, if left { x } else { y }, n.matmul) {
                        let [a, b, z1] = ich[..] else { continue };
                        let (Some(z), true) = (zero_of(eg, &n, z1), default_maps(eg, ih)) else { continue };
                        let factors = if left { [a, b, y] } else { [x, a, b] };
                        let Some((shapes, e)) = int_shapes(eg, &factors) else { continue };
                        let k = if left { shapes[1].first() } else { shapes[1].last() };
                        let (Some(&k), true) = (k, e == elem) else { continue };
                        let mut s = out_shape.clone();
                        let Some(d) = (if left { s.first_mut() } else { s.last_mut() }) else { continue };
                        *d = k;
                        let ty = tensor(eg, s, elem);
                        plans.push(Reassoc { outer: oh, factors, init: z2, zero: z, right_inner: left, inner_ty: ty });
                    }
                }
            }
        }
        let mut made = Vec::new();
        for plan in plans {
            let Reassoc { outer, factors: [p, q, r], init, zero, right_inner, inner_ty } = plan;
            let inner_head = like(eg, outer, inner_ty);
            let zero = add_zero(eg, zero, inner_ty);
            let new = if right_inner {
                // O(A, O(B, C)).
                let inner = add_node(eg, inner_head, &[q, r, zero]);
                add_node(eg, outer, &[p, inner, init])
            } else {
                // O(O(C, A), B).
                let inner = add_node(eg, inner_head, &[p, q, zero]);
                add_node(eg, outer, &[inner, r, init])
            };
            made.push(new);
        }
        union_all(eg, matched, made, rule)
    }
}

/// One factoring to add: the product's head, the shared factor, the two others, whether the
/// shared factor is the left one, the product's init, the sum's head and the sum's type.
struct Factoring {
    product: Head,
    shared: Id,
    others: [Id; 2],
    shared_left: bool,
    init: Id,
    sum: Head,
    sum_ty: Type,
}

/// `P(A, B) ± P(A, C) => P(A, B ± C)` and `P(A, C) ± P(B, C) => P(A ± B, C)` for the
/// contractions (accumulating into zeros) and the elementwise `linalg.mul`.
struct Distribute(Names);

impl Applier<ENode, OxAnalysis> for Distribute {
    fn apply_one(
        &self,
        eg: &mut OxGraph,
        matched: Id,
        _: &Subst,
        _: Option<&PatternAst<ENode>>,
        rule: Symbol,
    ) -> Vec<Id> {
        let n = self.0;
        if int_tensor(eg, matched).is_none() {
            return Vec::new();
        }
        let mut plans: Vec<Factoring> = Vec::new();
        for outer in [n.add, n.sub] {
            for (sh, sch) in nodes_named(eg, matched, outer) {
                let [x, y, _] = sch[..] else { continue };
                for p in [n.matmul, n.matvec, n.vecmat, n.mul] {
                    for (ph, pch) in nodes_named(eg, x, p) {
                        let [a1, b1, z1] = pch[..] else { continue };
                        if n.is_contraction(p) && (!default_maps(eg, ph) || zero_of(eg, &n, z1).is_none()) {
                            continue;
                        }
                        for (qh, qch) in nodes_named(eg, y, p) {
                            let [a2, b2, z2] = qch[..] else { continue };
                            if qh != ph || (n.is_contraction(p) && zero_of(eg, &n, z2).is_none()) {
                                continue;
                            }
                            if int_shapes(eg, &[a1, b1, a2, b2, matched]).is_none() {
                                continue;
                            }
                            if a1 == a2 && eg[b1].data.ty == eg[b2].data.ty {
                                if let Some(t) = eg[b1].data.ty {
                                    plans.push(Factoring {
                                        product: ph,
                                        shared: a1,
                                        others: [b1, b2],
                                        shared_left: true,
                                        init: z1,
                                        sum: sh,
                                        sum_ty: t,
                                    });
                                }
                            }
                            if b1 == b2 && eg[a1].data.ty == eg[a2].data.ty {
                                if let Some(t) = eg[a1].data.ty {
                                    plans.push(Factoring {
                                        product: ph,
                                        shared: b1,
                                        others: [a1, a2],
                                        shared_left: false,
                                        init: z1,
                                        sum: sh,
                                        sum_ty: t,
                                    });
                                }
                            }
                        }
                    }
                }
            }
        }
        let mut made = Vec::new();
        for plan in plans {
            let Factoring { product, shared, others: [u, v], shared_left, init, sum, sum_ty } = plan;
            let Some(empty) = empty_head(eg, &n) else { continue };
            let empty = like(eg, empty, sum_ty);
            let e = add_node(eg, empty, &[]);
            let sum_head = like(eg, sum, sum_ty);
            let s = add_node(eg, sum_head, &[u, v, e]);
            let operands = if shared_left { [shared, s, init] } else { [s, shared, init] };
            made.push(add_node(eg, product, &operands));
        }
        union_all(eg, matched, made, rule)
    }
}

/// A head of `tensor.empty` without operands (a static shape), as a template.
fn empty_head(eg: &OxGraph, n: &Names) -> Option<Head> {
    let heads = &eg.analysis.heads;
    let ctx = eg.analysis.ctx();
    (0..heads.len() as u32).map(Head).find(|&h| {
        let d = heads.get(h);
        d.name == n.empty && d.results.iter().all(|&t| crate::cost::static_tensor(ctx, t).is_some())
    })
}

/// `linalg.add(A, B) => linalg.add(B, A)`, and the same for `linalg.mul`.
struct Commute(Names);

impl Applier<ENode, OxAnalysis> for Commute {
    fn apply_one(
        &self,
        eg: &mut OxGraph,
        matched: Id,
        _: &Subst,
        _: Option<&PatternAst<ENode>>,
        rule: Symbol,
    ) -> Vec<Id> {
        let n = self.0;
        let mut made = Vec::new();
        for op in [n.add, n.mul] {
            for (h, ch) in nodes_named(eg, matched, op) {
                let [a, b, init] = ch[..] else { continue };
                if a != b && int_shapes(eg, &[a, b, matched]).is_some() {
                    made.push((h, [b, a, init]));
                }
            }
        }
        let made = made.into_iter().map(|(h, ch)| add_node(eg, h, &ch)).collect();
        union_all(eg, matched, made, rule)
    }
}

/// The shipped `linalg` rules, for `ctx`.
pub fn rules(ctx: &Context) -> Vec<Rewrite<ENode, OxAnalysis>> {
    let n = Names::new(ctx);
    let mut out = Vec::new();
    let contractions = vec![n.matmul, n.matvec, n.vecmat];
    if let Ok(r) = Rewrite::new("linalg/contraction-assoc", ClassesWith(contractions), Assoc(n)) {
        out.push(r);
    }
    if let Ok(r) = Rewrite::new("linalg/distribute", ClassesWith(vec![n.add, n.sub]), Distribute(n)) {
        out.push(r);
    }
    if let Ok(r) = Rewrite::new("linalg/commute", ClassesWith(vec![n.add, n.mul]), Commute(n)) {
        out.push(r);
    }
    out
}

/// The rule set a Rust rule's name gives (`linalg/distribute`: `linalg`), if any.
pub fn set_of(name: &str) -> Option<&str> {
    name.split_once('/').map(|(s, _)| s)
}
