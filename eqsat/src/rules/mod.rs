//! Rewrite rules: loading and checking them against the registered ops, matching them in the
//! e-graph, and applying them (instantiating the right-hand side with inferred result types).

pub mod check;
pub mod parse;

use crate::analysis::OxGraph;
use crate::lang::{ENode, HeadData};
use egg::Id;
use oxir::builtin::attributes::{DictionaryAttr, FloatAttr, IntegerAttr};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::{FloatType, IndexType, IntegerType};
use oxir::numeric::{APFloat, APInt};
use oxir::traits::SameOperandsAndResultType;
use oxir::{Attribute, Context, NamedAttribute, OperationName, Type};
use oxir_dialects::arith::element_type_or_self;
use rustc_hash::FxHashMap;

/// A constant literal of a rule: matches (or makes) a constant of any type with this value.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Lit {
    /// An integer (wrapped to the type's width; must fit it, signed or unsigned).
    Int(i128),
    /// A float (`1.0`, `-0.0`, `inf`, `-inf`, `nan`).
    Float(f64),
}

/// An attribute in a pattern: a literal or a variable.
#[derive(Clone, Debug)]
pub enum AttrPat {
    /// This attribute value.
    Lit(Attribute),
    /// Binds (or must equal) attribute variable `i`.
    Var(usize),
}

/// A left-hand-side pattern.
#[derive(Clone, Debug)]
pub enum Pat {
    /// Class variable `i`.
    Var(usize),
    /// A class holding this constant (any type).
    Const(Lit),
    /// Class variable `i`, which must hold a constant.
    ConstVar(usize),
    /// An op node.
    Op {
        /// The op name.
        name: OperationName,
        /// Inherent or discardable attributes the node must have.
        attrs: Vec<(String, AttrPat)>,
        /// The operand patterns.
        args: Vec<Pat>,
        /// Default-valued properties the pattern does not mention (overflow and fast-math
        /// flags): the node must hold the default, so that a rule written without flags never
        /// equates a poison-generating op with a flag-free one.
        defaults: Vec<(String, Attribute)>,
    },
}

/// How a right-hand-side op gets its result type.
#[derive(Clone, Debug)]
pub enum TyAnn {
    /// From the matched class (root), the parent, or the operands.
    Infer,
    /// This type.
    Lit(Type),
    /// The type of class variable `i`.
    Of(usize),
}

/// A right-hand-side template.
#[derive(Clone, Debug)]
pub enum RPat {
    /// Class variable `i`.
    Var(usize),
    /// A constant made by `op`'s dialect.
    Const {
        /// The value.
        lit: Lit,
        /// The constant op name (its dialect materializes it).
        op: OperationName,
        /// Its type.
        ty: TyAnn,
    },
    /// The constant `log2(?c)` (of `?c`'s type).
    Log2 {
        /// The class variable holding a power of two.
        var: usize,
        /// The constant op name.
        op: OperationName,
    },
    /// A new op.
    Op {
        /// The op name.
        name: OperationName,
        /// Attributes to set (on top of the op's property defaults).
        attrs: Vec<(String, AttrPat)>,
        /// Operands.
        args: Vec<RPat>,
        /// The result type.
        ty: TyAnn,
    },
}

/// A side condition of a rule.
#[derive(Clone, Debug)]
pub enum Cond {
    /// The class holds a constant that is a power of two (exactly one bit set).
    PowerOfTwo(usize),
    /// The class holds a non-zero constant.
    NonZero(usize),
    /// The class holds a constant.
    IsConst(usize),
    /// The class's element type is an integer or index.
    IsInt(usize),
    /// The class's element type is a float.
    IsFloat(usize),
    /// The class has this type.
    TypeIs(usize, Type),
    /// The two classes have the same type.
    SameType(usize, usize),
    /// The two classes differ.
    NotEqual(usize, usize),
    /// The fast-math attribute variable holds all these flags (`fast` implies all).
    HasFastmath(usize, Vec<String>),
}

/// A checked rule.
#[derive(Clone, Debug)]
pub struct Rule {
    /// The rule's name (`-rev` appended for the reverse of a `<=>` rule).
    pub name: String,
    /// The rule set it belongs to.
    pub set: String,
    /// The pattern.
    pub lhs: Pat,
    /// The replacement.
    pub rhs: RPat,
    /// The conditions.
    pub conds: Vec<Cond>,
    /// Number of class variables.
    pub num_vars: usize,
    /// Number of attribute variables.
    pub num_attr_vars: usize,
    /// Variable names, for messages (class vars then attribute vars).
    pub var_names: Vec<String>,
}

/// The rules a pass runs.
#[derive(Debug, Default)]
pub struct RuleSet {
    /// The rules, in file order.
    pub rules: Vec<Rule>,
    /// Rules written in Rust ([`register_rust_rules`]).
    pub rust: Vec<egg::Rewrite<ENode, crate::analysis::OxAnalysis>>,
}

impl RuleSet {
    /// Keeps only the rules of the named sets.
    pub fn select(&mut self, sets: &[String]) {
        self.rules.retain(|r| sets.iter().any(|s| s == &r.set));
    }
}

/// Variable bindings of one match.
#[derive(Clone, Debug)]
pub struct Bind {
    /// Class variables.
    pub classes: smallvec::SmallVec<[Option<Id>; 6]>,
    /// Attribute variables.
    pub attrs: smallvec::SmallVec<[Option<Attribute>; 2]>,
}

/// The e-classes holding op nodes, by op name (rebuilt every iteration).
pub type ClassIndex = FxHashMap<OperationName, Vec<Id>>;

/// Builds the [`ClassIndex`].
pub fn index_classes(eg: &OxGraph) -> ClassIndex {
    let mut idx: ClassIndex = FxHashMap::default();
    let mut classes: Vec<&egg::EClass<ENode, _>> = eg.classes().collect();
    classes.sort_by_key(|c| c.id);
    for c in classes {
        let mut names: Vec<OperationName> = Vec::new();
        for n in &c.nodes {
            if let ENode::Op { head, .. } = n {
                let name = eg.analysis.heads.get(*head).name;
                if !names.contains(&name) {
                    names.push(name);
                }
            }
        }
        for name in names {
            idx.entry(name).or_default().push(c.id);
        }
    }
    idx
}

/// Integer value of a constant attribute (scalar or splat).
pub fn const_int(ctx: &Context, a: Attribute) -> Option<APInt> {
    if let Some(i) = a.dyn_cast::<IntegerAttr>(ctx) {
        return Some(i.value.clone());
    }
    let d = a.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?;
    if !d.is_splat() {
        return None;
    }
    d.int_values().next()
}

/// Float value of a constant attribute (scalar or splat).
pub fn const_float(ctx: &Context, a: Attribute) -> Option<APFloat> {
    if let Some(f) = a.dyn_cast::<FloatAttr>(ctx) {
        return Some(f.value);
    }
    let d = a.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?;
    if !d.is_splat() || !d.element_type(ctx).isa::<FloatType>(ctx) {
        return None;
    }
    d.float_values(ctx).next()
}

fn int_fits(v: i128, width: u32) -> bool {
    if width >= 127 {
        return true;
    }
    let lo = -(1i128 << (width - 1).min(126));
    let hi = (1i128 << width) - 1;
    v >= lo && v <= hi
}

/// Whether constant `a` has the literal's value.
pub fn lit_matches(ctx: &Context, a: Attribute, lit: Lit) -> bool {
    match lit {
        Lit::Int(v) => const_int(ctx, a).is_some_and(|x| int_fits(v, x.width()) && x == APInt::from_i128(x.width(), v)),
        Lit::Float(f) => const_float(ctx, a).is_some_and(|x| {
            if f.is_nan() {
                x.is_nan()
            } else {
                let y = x.to_f64();
                y == f && y.is_sign_negative() == f.is_sign_negative()
            }
        }),
    }
}

/// The constant attribute of type `ty` with the literal's value.
pub fn lit_attr(ctx: &Context, lit: Lit, ty: Type) -> Option<Attribute> {
    let el = element_type_or_self(ctx, ty);
    let scalar = el == ty;
    let width = if el.isa::<IndexType>(ctx) { Some(64) } else { el.dyn_cast::<IntegerType>(ctx).map(|i| i.width) };
    if let Some(w) = width {
        let Lit::Int(v) = lit else { return None };
        if !int_fits(v, w) {
            return None;
        }
        let x = APInt::from_i128(w, v);
        return if scalar {
            Some(IntegerAttr::get(ctx, ty, x))
        } else {
            DenseIntOrFPElementsAttr::from_ints(ctx, ty, &[x])
        };
    }
    let f = el.dyn_cast::<FloatType>(ctx)?;
    let value = match lit {
        Lit::Int(v) => v as f64,
        Lit::Float(f) => f,
    };
    let x = APFloat::from_f64(f.kind.semantics(), value);
    if scalar {
        Some(FloatAttr::get(ctx, ty, x))
    } else {
        DenseIntOrFPElementsAttr::from_floats(ctx, ty, &[x])
    }
}

fn attr_of(ctx: &Context, data: &HeadData, key: &str) -> Option<Attribute> {
    data.props
        .and_then(|p| DictionaryAttr::lookup(ctx, p, key))
        .or_else(|| DictionaryAttr::lookup(ctx, data.attrs, key))
}

fn match_pat(eg: &OxGraph, pat: &Pat, id: Id, b: Bind, out: &mut Vec<Bind>, budget: &mut usize) {
    if *budget == 0 {
        return;
    }
    *budget -= 1;
    let id = eg.find(id);
    match pat {
        Pat::Var(i) | Pat::ConstVar(i) => {
            if matches!(pat, Pat::ConstVar(_)) && eg[id].data.constant.is_none() {
                return;
            }
            match b.classes[*i] {
                Some(x) if eg.find(x) != id => {}
                Some(_) => out.push(b),
                None => {
                    let mut b = b;
                    b.classes[*i] = Some(id);
                    out.push(b);
                }
            }
        }
        Pat::Const(lit) => {
            if eg[id].data.constant.is_some_and(|a| lit_matches(eg.analysis.ctx(), a, *lit)) {
                out.push(b);
            }
        }
        Pat::Op { name, attrs, args, defaults } => {
            let ctx = eg.analysis.ctx();
            for n in &eg[id].nodes {
                let ENode::Op { head, children } = n else { continue };
                let data = eg.analysis.heads.get(*head);
                if data.name != *name || children.len() != args.len() || data.results.len() != 1 {
                    continue;
                }
                let mut b2 = b.clone();
                let mut ok = true;
                for (key, ap) in attrs {
                    let have = attr_of(ctx, data, key);
                    match ap {
                        AttrPat::Lit(a) => ok &= have == Some(*a),
                        AttrPat::Var(i) => match (b2.attrs[*i], have) {
                            (_, None) => ok = false,
                            (Some(x), Some(h)) => ok &= x == h,
                            (None, Some(h)) => b2.attrs[*i] = Some(h),
                        },
                    }
                }
                for (key, d) in defaults {
                    ok &= attr_of(ctx, data, key).is_none_or(|h| h == *d);
                }
                if !ok {
                    continue;
                }
                let mut partial = vec![b2];
                for (k, &child) in children.iter().enumerate() {
                    let mut next = Vec::new();
                    for pb in partial {
                        match_pat(eg, &args[k], child, pb, &mut next, budget);
                    }
                    partial = next;
                    if partial.is_empty() {
                        break;
                    }
                }
                out.extend(partial);
            }
        }
    }
}

fn class_const(eg: &OxGraph, b: &Bind, i: usize) -> Option<Attribute> {
    b.classes[i].and_then(|c| eg[eg.find(c)].data.constant)
}

fn class_ty(eg: &OxGraph, b: &Bind, i: usize) -> Option<Type> {
    b.classes[i].and_then(|c| eg[eg.find(c)].data.ty)
}

fn is_int_type(ctx: &Context, t: Type) -> bool {
    let el = element_type_or_self(ctx, t);
    el.isa::<IntegerType>(ctx) || el.isa::<IndexType>(ctx)
}

fn cond_holds(eg: &OxGraph, b: &Bind, c: &Cond) -> bool {
    let ctx = eg.analysis.ctx();
    match c {
        Cond::PowerOfTwo(i) => {
            class_const(eg, b, *i).and_then(|a| const_int(ctx, a)).is_some_and(|v| v.count_ones() == 1)
        }
        Cond::NonZero(i) => class_const(eg, b, *i).and_then(|a| const_int(ctx, a)).is_some_and(|v| !v.is_zero()),
        Cond::IsConst(i) => class_const(eg, b, *i).is_some(),
        Cond::IsInt(i) => class_ty(eg, b, *i).is_some_and(|t| is_int_type(ctx, t)),
        Cond::IsFloat(i) => class_ty(eg, b, *i).is_some_and(|t| element_type_or_self(ctx, t).isa::<FloatType>(ctx)),
        Cond::TypeIs(i, t) => class_ty(eg, b, *i) == Some(*t),
        Cond::SameType(i, j) => class_ty(eg, b, *i).is_some() && class_ty(eg, b, *i) == class_ty(eg, b, *j),
        Cond::NotEqual(i, j) => match (b.classes[*i], b.classes[*j]) {
            (Some(x), Some(y)) => eg.find(x) != eg.find(y),
            _ => false,
        },
        Cond::HasFastmath(i, flags) => b.attrs[*i].is_some_and(|a| fastmath_has(&a.to_text(ctx), flags)),
    }
}

/// Whether the printed fast-math attribute `text` (`#arith.fastmath<reassoc,nsz>`) holds every
/// flag of `flags` (`fast` holds them all).
pub fn fastmath_has(text: &str, flags: &[String]) -> bool {
    let inner = text.split_once('<').map_or("", |(_, r)| r.trim_end_matches('>'));
    let have: Vec<&str> = inner.split(',').map(str::trim).collect();
    have.contains(&"fast") || flags.iter().all(|f| have.contains(&f.as_str()))
}

impl Rule {
    /// Every match of the rule: (root class, bindings), conditions checked. At most `limit`
    /// pattern steps are spent.
    pub fn search(&self, eg: &OxGraph, index: &ClassIndex, limit: usize) -> Vec<(Id, Bind)> {
        let Pat::Op { name, .. } = &self.lhs else { return Vec::new() };
        let Some(classes) = index.get(name) else { return Vec::new() };
        let mut out = Vec::new();
        let mut budget = limit;
        for &id in classes {
            let b = Bind {
                classes: smallvec::smallvec![None; self.num_vars],
                attrs: smallvec::smallvec![None; self.num_attr_vars],
            };
            let mut found = Vec::new();
            match_pat(eg, &self.lhs, id, b, &mut found, &mut budget);
            for f in found {
                if self.conds.iter().all(|c| cond_holds(eg, &f, c)) {
                    out.push((id, f));
                }
            }
            if budget == 0 {
                break;
            }
        }
        out
    }

    /// Applies one match: adds the right-hand side and unions it with the root. Returns
    /// whether the e-graph changed.
    pub fn apply(&self, eg: &mut OxGraph, root: Id, b: &Bind) -> bool {
        let ty = eg[eg.find(root)].data.ty;
        let Some(new) = instantiate(eg, &self.rhs, b, ty) else { return false };
        if eg.find(new) == eg.find(root) {
            return false;
        }
        // The replacement must have the root's type.
        if eg[eg.find(new)].data.ty != ty {
            return false;
        }
        eg.union_trusted(root, new, self.name.as_str())
    }
}

fn ann_type(eg: &OxGraph, b: &Bind, ann: &TyAnn) -> Option<Type> {
    match ann {
        TyAnn::Infer => None,
        TyAnn::Lit(t) => Some(*t),
        TyAnn::Of(i) => class_ty(eg, b, *i),
    }
}

fn instantiate(eg: &mut OxGraph, rp: &RPat, b: &Bind, expected: Option<Type>) -> Option<Id> {
    match rp {
        RPat::Var(i) => b.classes[*i],
        RPat::Const { lit, op, ty } => {
            let ty = ann_type(eg, b, ty).or(expected)?;
            let attr = lit_attr(eg.analysis.ctx(), *lit, ty)?;
            let head = eg.analysis.constant_head(attr, ty, *op)?;
            Some(eg.add(ENode::Op { head, children: Default::default() }))
        }
        RPat::Log2 { var, op } => {
            let ty = class_ty(eg, b, *var)?;
            let v = const_int(eg.analysis.ctx(), class_const(eg, b, *var)?)?;
            if v.count_ones() != 1 {
                return None;
            }
            let k = v.trailing_zeros() as i128;
            let attr = lit_attr(eg.analysis.ctx(), Lit::Int(k), ty)?;
            let head = eg.analysis.constant_head(attr, ty, *op)?;
            Some(eg.add(ENode::Op { head, children: Default::default() }))
        }
        RPat::Op { name, attrs, args, ty } => {
            let info = eg.analysis.ctx().op_info(*name)?;
            let same = info.has_trait::<SameOperandsAndResultType>();
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
            let mut children = crate::lang::Children::with_capacity(args.len());
            for a in args {
                let c = instantiate(eg, a, b, child_expected)?;
                children.push(eg.find(c));
            }
            if same && children.iter().any(|&c| eg[c].data.ty != Some(result)) {
                return None;
            }
            let mut set = Vec::with_capacity(attrs.len());
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

/// Adds the op node `name(children)` with result type `result`, the op's property defaults
/// overridden by `attrs`, if an op of that shape passes the op's verifier. For Rust rules
/// (appliers) and the rule instantiation alike.
pub fn add_op(
    eg: &mut OxGraph,
    name: OperationName,
    attrs: &[(&str, Attribute)],
    children: crate::lang::Children,
    result: Type,
) -> Option<Id> {
    let ctx = eg.analysis.ctx();
    let info = ctx.op_info(name)?;
    let mut entries: Vec<NamedAttribute> = info.property_defaults.map(|f| f(ctx)).unwrap_or_default();
    for (key, value) in attrs {
        let name = ctx.ident(key);
        entries.retain(|e| e.name != name);
        entries.push(NamedAttribute { name, value: *value });
    }
    let props = if entries.is_empty() { None } else { Some(DictionaryAttr::get(ctx, entries)) };
    let data = HeadData { name, props, attrs: DictionaryAttr::get(ctx, Vec::new()), results: vec![result] };
    let head = eg.analysis.heads.intern(data);
    let children: crate::lang::Children = children.iter().map(|&c| eg.find(c)).collect();
    let types: Option<Vec<Type>> = children.iter().map(|&c| eg[c].data.ty).collect();
    if !eg.analysis.op_verifies(head, &types?) {
        return None;
    }
    Some(eg.add(ENode::Op { head, children }))
}

/// Adds a constant `value` of type `ty` made by the dialect of op `source` (e.g.
/// `arith.constant`).
pub fn add_constant(eg: &mut OxGraph, value: Attribute, ty: Type, source: OperationName) -> Option<Id> {
    let head = eg.analysis.constant_head(value, ty, source)?;
    Some(eg.add(ENode::Op { head, children: Default::default() }))
}

/// A searcher for Rust rules (`egg::Rewrite` with an `egg::Applier` of your own): the left-hand
/// side and conditions of the rule syntax, e.g. `(arith.remui ?x ?c) if is-power-of-two ?c`.
/// Class variables are bound in the `egg::Subst` under their names (`?x`).
pub struct TextSearcher {
    rule: Rule,
    vars: Vec<egg::Var>,
}

impl TextSearcher {
    /// Parses and checks `lhs` (a pattern, optionally followed by `if` conditions).
    pub fn new(ctx: &mut Context, lhs: &str) -> Result<TextSearcher, oxir::Diagnostic> {
        let (pat, conds) = match lhs.find(" if ") {
            Some(i) => (&lhs[..i], &lhs[i..]),
            None => (lhs, ""),
        };
        let text = format!("rule rust-searcher: {pat} => {pat}{conds}\n");
        let file = crate::syntax::SourceFile::new("<rust rule searcher>", text);
        let mut set = check::load_rules(ctx, &file)?;
        let rule = set.rules.remove(0);
        let vars = rule.var_names[..rule.num_vars]
            .iter()
            .map(|n| n.parse::<egg::Var>().unwrap_or_else(|_| "?unnamed".parse().expect("valid var")))
            .collect();
        Ok(TextSearcher { rule, vars })
    }
}

impl egg::Searcher<ENode, crate::analysis::OxAnalysis> for TextSearcher {
    fn search_eclass_with_limit(
        &self,
        eg: &OxGraph,
        eclass: Id,
        limit: usize,
    ) -> Option<egg::SearchMatches<'_, ENode>> {
        let b = Bind {
            classes: smallvec::smallvec![None; self.rule.num_vars],
            attrs: smallvec::smallvec![None; self.rule.num_attr_vars],
        };
        let mut found = Vec::new();
        let mut budget = 100_000;
        match_pat(eg, &self.rule.lhs, eclass, b, &mut found, &mut budget);
        let substs: Vec<egg::Subst> = found
            .into_iter()
            .filter(|f| self.rule.conds.iter().all(|c| cond_holds(eg, f, c)))
            .take(limit)
            .map(|f| {
                let mut s = egg::Subst::with_capacity(self.vars.len());
                for (v, c) in self.vars.iter().zip(&f.classes) {
                    if let Some(c) = c {
                        s.insert(*v, *c);
                    }
                }
                s
            })
            .collect();
        if substs.is_empty() {
            return None;
        }
        Some(egg::SearchMatches { eclass, substs, ast: None })
    }

    fn vars(&self) -> Vec<egg::Var> {
        self.vars.clone()
    }
}

/// Makes Rust rules for a context (called each time the pass loads its rules).
pub type RustRulesFn =
    fn(&mut Context) -> Result<Vec<egg::Rewrite<ENode, crate::analysis::OxAnalysis>>, oxir::Diagnostic>;

fn rust_rule_fns() -> &'static std::sync::RwLock<Vec<RustRulesFn>> {
    static FNS: std::sync::OnceLock<std::sync::RwLock<Vec<RustRulesFn>>> = std::sync::OnceLock::new();
    FNS.get_or_init(Default::default)
}

/// Registers Rust rules (`egg::Rewrite`s whose applier is Rust code, for what the rule syntax
/// cannot say, such as computing a new constant); the `eqsat` pass runs them with the text rules.
/// An applier's `apply_one` adds its result (see [`add_op`], [`add_constant`]) and unions it with
/// the matched class itself.
pub fn register_rust_rules(f: RustRulesFn) {
    if let Ok(mut v) = rust_rule_fns().write() {
        v.push(f);
    }
}

/// The registered Rust rules, made for `ctx`.
pub fn rust_rules(
    ctx: &mut Context,
) -> Result<Vec<egg::Rewrite<ENode, crate::analysis::OxAnalysis>>, oxir::Diagnostic> {
    let fns = rust_rule_fns().read().map(|v| v.clone()).unwrap_or_default();
    let mut out = Vec::new();
    for f in fns {
        out.extend(f(ctx)?);
    }
    Ok(out)
}

/// Rules declared next to op definitions: (op name, rule text), in declaration order.
fn op_rules() -> &'static std::sync::RwLock<Vec<(String, String)>> {
    static RULES: std::sync::OnceLock<std::sync::RwLock<Vec<(String, String)>>> = std::sync::OnceLock::new();
    RULES.get_or_init(Default::default)
}

/// Declares rewrite rules for op `op` (in the rule syntax; every rule's left-hand side must be
/// that op), e.g. from the crate that defines the op. The `eqsat` pass loads and checks them with
/// the other rules, as the rule set `op:<name>`.
pub fn declare_op_rules(op: &str, text: &str) {
    if let Ok(mut r) = op_rules().write() {
        r.push((op.to_string(), text.to_string()));
    }
}

/// Loads the rules declared with [`declare_op_rules`] and on op definitions
/// (`#[op(eqsat_rules = "...")]`, stored in `OpInfo::eqsat_rules`).
pub fn load_declared_rules(ctx: &mut Context) -> Result<RuleSet, oxir::Diagnostic> {
    let mut declared = op_rules().read().map(|r| r.clone()).unwrap_or_default();
    // Rules declared on the op definitions (`#[op(eqsat_rules = "...")]`).
    for info in ctx.registered_op_infos() {
        if !info.eqsat_rules.trim().is_empty() {
            declared.push((info.name.to_string(), info.eqsat_rules.to_string()));
        }
    }
    let mut all = RuleSet::default();
    for (op, text) in declared {
        let file = crate::syntax::SourceFile::new(format!("<rules of {op}>"), text);
        let mut set = check::load_rules(ctx, &file)?;
        for r in &mut set.rules {
            let root = match &r.lhs {
                Pat::Op { name, .. } => ctx.op_name_str(*name).to_string(),
                _ => String::new(),
            };
            if root != op && !r.name.ends_with("-rev") {
                return Err(crate::syntax::error_at(
                    ctx,
                    &file,
                    0,
                    0,
                    format!("rule '{}' declared for '{op}' rewrites '{root}'", r.name),
                ));
            }
            r.set = format!("op:{op}");
        }
        all.rules.extend(set.rules);
    }
    Ok(all)
}
