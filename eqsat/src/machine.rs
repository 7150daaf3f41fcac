//! E-matching: a rule's left-hand side compiled to a small program, as egg's pattern machine
//! does, run by a backtracking matcher over registers of e-class ids.
//!
//! A program binds the root class, then for each op node of the pattern scans its class for
//! nodes whose head passes the node's [`Filter`] (op name, operand count, attributes), putting
//! their children in fresh registers; repeated variables, literal constants and constant
//! variables are checks right after the bind that produces them. Whether a head passes a filter
//! is decided once per e-graph and cached by head index ([`Matcher`]), so the hot loop compares
//! integers: no attribute dictionary is looked at twice.

use crate::analysis::{class_facts, ClassData, OxGraph};
use crate::lang::{ENode, Head, HeadData};
use crate::rules::{const_int, fastmath_has, lit_matches, AttrPat, Bind, Cond, Lit, Pat, Rule};
use crate::seminaive::Changes;
use egg::{EClass, Id};
use oxir::builtin::attributes::DictionaryAttr;
use oxir::builtin::types::{FloatType, IndexType, IntegerType};
use oxir::{Attribute, Context, OperationName, Type};
use oxir_dialects::arith::element_type_or_self;
use smallvec::SmallVec;
use std::collections::VecDeque;

/// What the head of a node matched by one op node of a pattern must be.
#[derive(Clone, Debug)]
struct Filter {
    name: OperationName,
    arity: usize,
    attrs: Vec<(String, AttrPat)>,
    defaults: Vec<(String, Attribute)>,
    head: Option<usize>,
}

/// The attribute variables a head binds when it passes a filter.
type HeadBinds = SmallVec<[(usize, Attribute); 1]>;

/// A test on a register right after the bind that fills it.
#[derive(Copy, Clone, Debug)]
enum Check {
    /// `regs[a]` and `regs[b]` are the same class (a repeated variable).
    Same { a: usize, b: usize },
    /// `regs[reg]` holds a constant with the literal's value.
    Lit { reg: usize, lit: Lit },
    /// `regs[reg]` holds a constant.
    IsConst { reg: usize },
}

/// One op node of the pattern: for each node of class `regs[reg]` whose head passes filter
/// `filter`, its children go to `regs[out..]`, the checks `checks` run on them, and the next
/// step follows.
#[derive(Copy, Clone, Debug)]
struct Step {
    filter: usize,
    reg: usize,
    out: usize,
    checks: (usize, usize),
    /// The register the node's first child must equal, when the pattern repeats a variable
    /// there: the nodes of a head are sorted by children, so those are found by binary search.
    first_child: Option<usize>,
}

/// A compiled left-hand side.
#[derive(Clone, Debug)]
pub struct Program {
    root: OperationName,
    steps: Vec<Step>,
    checks: Vec<Check>,
    filters: Vec<Filter>,
    var_regs: Vec<usize>,
    regs: usize,
    depth: usize,
    data_checks: bool,
}

impl Program {
    /// Compiles `rule`'s left-hand side (which must be an op). Op nodes are bound breadth
    /// first; each bind is followed by the checks on the children it binds (repeated variables,
    /// literal constants, constant variables), so a node that fails them is dropped at once.
    pub fn compile(rule: &Rule) -> Option<Program> {
        let Pat::Op { name, .. } = &rule.lhs else { return None };
        let mut p = Program {
            root: *name,
            steps: Vec::new(),
            checks: Vec::new(),
            filters: Vec::new(),
            var_regs: vec![usize::MAX; rule.num_vars],
            regs: 1,
            depth: 0,
            data_checks: rule
                .conds
                .iter()
                .any(|c| matches!(c, Cond::PowerOfTwo(_) | Cond::NonZero(_) | Cond::IsConst(_))),
        };
        let mut queue = VecDeque::from([(&rule.lhs, 0usize, 0usize)]);
        while let Some((pat, reg, depth)) = queue.pop_front() {
            let Pat::Op { name, attrs, args, defaults, head } = pat else { continue };
            let filter = p.filters.len();
            p.filters.push(Filter {
                name: *name,
                arity: args.len(),
                attrs: attrs.clone(),
                defaults: defaults.clone(),
                head: *head,
            });
            let out = p.regs;
            p.regs += args.len();
            p.depth = p.depth.max(depth + 1);
            let first_check = p.checks.len();
            for (k, a) in args.iter().enumerate() {
                let r = out + k;
                match a {
                    Pat::Var(i) => p.var(*i, r),
                    Pat::ConstVar(i) => {
                        p.checks.push(Check::IsConst { reg: r });
                        p.var(*i, r);
                    }
                    Pat::Const(lit) => p.checks.push(Check::Lit { reg: r, lit: *lit }),
                    Pat::Op { .. } => queue.push_back((a, r, depth + 1)),
                }
            }
            let first_child = p.checks[first_check..].iter().find_map(|c| match *c {
                Check::Same { a, b } if b == out && a < out => Some(a),
                _ => None,
            });
            p.steps.push(Step { filter, reg, out, checks: (first_check, p.checks.len()), first_child });
        }
        p.data_checks |= p.checks.iter().any(|c| matches!(c, Check::Lit { .. } | Check::IsConst { .. }));
        Some(p)
    }

    fn var(&mut self, i: usize, r: usize) {
        if self.var_regs[i] == usize::MAX {
            self.var_regs[i] = r;
        } else {
            self.checks.push(Check::Same { a: self.var_regs[i], b: r });
        }
    }

    /// The op name at the root of the pattern.
    pub fn root(&self) -> OperationName {
        self.root
    }

    /// How many levels of classes below the root a match looks at (1 for `(op ?a ?b)`).
    pub fn depth(&self) -> usize {
        self.depth
    }
}

/// An attribute of a head: an inherent one (property) or a discardable one.
pub fn attr_of(ctx: &Context, data: &HeadData, key: &str) -> Option<Attribute> {
    data.props
        .and_then(|p| DictionaryAttr::lookup(ctx, p, key))
        .or_else(|| DictionaryAttr::lookup(ctx, data.attrs, key))
}

/// Whether a head passes a filter, and the attribute variables it binds.
fn judge(ctx: &Context, data: &HeadData, f: &Filter) -> Option<HeadBinds> {
    if data.name != f.name || (f.head.is_none() && data.results.len() != 1) {
        return None;
    }
    let mut out = HeadBinds::new();
    for (key, ap) in &f.attrs {
        let have = attr_of(ctx, data, key);
        match ap {
            AttrPat::Lit(a) if have == Some(*a) => {}
            AttrPat::Lit(_) => return None,
            AttrPat::Var(i) => out.push((*i, have?)),
        }
    }
    for (key, d) in &f.defaults {
        if attr_of(ctx, data, key).is_some_and(|h| h != *d) {
            return None;
        }
    }
    Some(out)
}

/// The matches of one rule, stored flat: per match its root and its variables.
pub struct Matches {
    vars: usize,
    attrs: usize,
    heads: usize,
    roots: Vec<Id>,
    classes: Vec<Id>,
    attr_vals: Vec<Option<Attribute>>,
    head_vals: Vec<Option<Head>>,
}

impl Matches {
    /// No matches yet, for `rule`.
    pub fn new(rule: &Rule) -> Matches {
        Matches {
            vars: rule.num_vars,
            attrs: rule.num_attr_vars,
            heads: rule.num_head_vars,
            roots: Vec::new(),
            classes: Vec::new(),
            attr_vals: Vec::new(),
            head_vals: Vec::new(),
        }
    }

    /// Empties the matches for a search of `rule`, keeping their storage (one buffer serves
    /// every search of a saturation).
    pub fn reset(&mut self, rule: &Rule) {
        self.vars = rule.num_vars;
        self.attrs = rule.num_attr_vars;
        self.heads = rule.num_head_vars;
        self.roots.clear();
        self.classes.clear();
        self.attr_vals.clear();
        self.head_vals.clear();
    }

    /// The number of matches.
    pub fn len(&self) -> usize {
        self.roots.len()
    }

    /// Whether there is no match.
    pub fn is_empty(&self) -> bool {
        self.roots.is_empty()
    }

    /// Match `i`: its root class and bindings.
    pub fn get(&self, i: usize) -> (Id, Bind<'_>) {
        let b = Bind {
            classes: &self.classes[i * self.vars..(i + 1) * self.vars],
            attrs: &self.attr_vals[i * self.attrs..(i + 1) * self.attrs],
            heads: &self.head_vals[i * self.heads..(i + 1) * self.heads],
        };
        (self.roots[i], b)
    }
}

/// A copy of the classes of a rebuilt e-graph by id (their nodes, types and constants), for the
/// searches of one iteration: children ids are canonical then, so the matcher indexes this table
/// instead of looking classes up. Being a copy, it stays what the e-graph was at the start of
/// the iteration while the matches of earlier rules are applied, so each rule can be searched
/// just before its matches are applied and a search whose matches would never be applied (the
/// node limit reached before) is not run.
///
/// Besides the nodes, the table holds them in the form the matcher reads: each node's head
/// ([`NO_HEAD`] for leaves and projections) and its children, flat.
#[derive(Default)]
pub struct ClassTable {
    nodes: Vec<ENode>,
    span: Vec<(u32, u32)>,
    data: Vec<(Option<Type>, Option<Attribute>)>,
    heads: Vec<u32>,
    kid_start: Vec<u32>,
    kids: Vec<Id>,
}

const NO_CLASS: u32 = u32::MAX;

/// The head of a node that is not an op node, in [`ClassTable`]'s flat form.
const NO_HEAD: u32 = u32::MAX;

impl ClassTable {
    /// The table of `eg`, which must be clean (rebuilt).
    pub fn new(eg: &OxGraph) -> ClassTable {
        let mut t = ClassTable::default();
        t.take(eg);
        t
    }

    /// Replaces the table's contents with the classes of `eg`, which must be clean (rebuilt).
    pub fn take(&mut self, eg: &OxGraph) {
        let n = eg.nodes().len();
        self.nodes.clear();
        self.span.clear();
        self.span.resize(n, (NO_CLASS, 0));
        self.data.clear();
        self.data.resize(n, (None, None));
        self.heads.clear();
        self.kid_start.clear();
        self.kids.clear();
        for c in eg.classes() {
            let start = self.nodes.len() as u32;
            self.nodes.extend(c.nodes.iter().cloned());
            for node in &c.nodes {
                self.kid_start.push(self.kids.len() as u32);
                match node {
                    ENode::Op { head, children } => {
                        self.heads.push(head.0);
                        self.kids.extend_from_slice(children);
                    }
                    _ => self.heads.push(NO_HEAD),
                }
            }
            let i = usize::from(c.id);
            self.span[i] = (start, c.nodes.len() as u32);
            self.data[i] = (c.data.ty, c.data.constant);
        }
        self.kid_start.push(self.kids.len() as u32);
    }

    /// Where the nodes of class `id` start in the table, and how many there are (none for an
    /// id that was not a canonical class).
    #[inline]
    fn span_of(&self, id: Id) -> (usize, usize) {
        match self.span.get(usize::from(id)) {
            Some(&(start, len)) if start != NO_CLASS => (start as usize, len as usize),
            _ => (0, 0),
        }
    }

    /// The children of the node at position `g` of the table.
    #[inline]
    fn kids_of(&self, g: usize) -> &[Id] {
        &self.kids[self.kid_start[g] as usize..self.kid_start[g + 1] as usize]
    }

    /// The nodes class `id` had (sorted), empty for an id that was not a canonical class.
    pub fn nodes(&self, id: Id) -> &[ENode] {
        match self.span.get(usize::from(id)) {
            Some(&(start, len)) if start != NO_CLASS => &self.nodes[start as usize..(start + len) as usize],
            _ => &[],
        }
    }

    fn data(&self, id: Id) -> (Option<Type>, Option<Attribute>) {
        self.data.get(usize::from(id)).copied().unwrap_or((None, None))
    }
}

/// What a search sees of one class.
#[derive(Copy, Clone)]
struct ClassView<'a> {
    id: Id,
    nodes: &'a [ENode],
    constant: Option<Attribute>,
}

/// How a search reaches classes: through the table of a clean e-graph, or by lookup.
#[derive(Copy, Clone)]
enum Classes<'a> {
    Table(&'a ClassTable),
    Lookup(&'a OxGraph),
}

impl<'a> Classes<'a> {
    fn get(self, id: Id) -> ClassView<'a> {
        match self {
            Classes::Table(t) => ClassView { id, nodes: t.nodes(id), constant: t.data(id).1 },
            Classes::Lookup(eg) => {
                let c: &'a EClass<ENode, ClassData> = &eg[id];
                ClassView { id: c.id, nodes: &c.nodes, constant: c.data.constant }
            }
        }
    }

    fn same(self, eg: &OxGraph, a: Id, b: Id) -> bool {
        match self {
            Classes::Table(_) => a == b,
            Classes::Lookup(_) => eg.find(a) == eg.find(b),
        }
    }

    fn ty(self, eg: &OxGraph, id: Id) -> Option<Type> {
        match self {
            Classes::Table(t) => t.data(id).0,
            Classes::Lookup(_) => class_facts(eg, id).0,
        }
    }

    fn constant(self, eg: &OxGraph, id: Id) -> Option<Attribute> {
        match self {
            Classes::Table(t) => t.data(id).1,
            Classes::Lookup(_) => class_facts(eg, id).1,
        }
    }
}

/// A filter's verdict on a head: unknown, no, yes binding nothing, or yes binding the attribute
/// variables stored at `k` (encoded `YES + 1 + k`).
const UNKNOWN: u32 = 0;
const NO: u32 = 1;
const YES: u32 = 2;

/// The verdicts of one filter on the heads of an e-graph.
#[derive(Clone, Default)]
struct Verdicts {
    by_head: Vec<u32>,
    binds: Vec<HeadBinds>,
}

/// The compiled rules of one e-graph, with the filters' verdicts on its heads.
pub struct Matcher {
    programs: std::sync::Arc<Vec<Option<Program>>>,
    verdicts: Vec<Vec<Verdicts>>,
}

impl Matcher {
    /// Compiles `rules`.
    pub fn new(rules: &[Rule]) -> Matcher {
        Matcher::with_programs(std::sync::Arc::new(rules.iter().map(Program::compile).collect()))
    }

    /// A matcher for rules compiled before ([`crate::rules::RuleSet::programs`]).
    pub fn with_programs(programs: std::sync::Arc<Vec<Option<Program>>>) -> Matcher {
        let verdicts =
            programs.iter().map(|p| vec![Verdicts::default(); p.as_ref().map_or(0, |p| p.filters.len())]).collect();
        Matcher { programs, verdicts }
    }

    /// The program of rule `r` (`None` if its left-hand side is not an op).
    pub fn program(&self, r: usize) -> Option<&Program> {
        self.programs.get(r).and_then(Option::as_ref)
    }

    /// Appends the matches of rule `r` (`rule`) rooted at the classes `roots` to `out`,
    /// conditions checked, spending at most `budget` node visits and stopping as soon as it has
    /// more than `max` matches (the budget is then left at 0); with `changes`, only the matches that were not there at the previous search.
    /// `table` holds the classes of the (clean) e-graph. Returns whether the search went through
    /// every root.
    #[allow(clippy::too_many_arguments)]
    pub fn search(
        &mut self,
        eg: &OxGraph,
        table: &ClassTable,
        rule: &Rule,
        r: usize,
        roots: &[Id],
        changes: Option<&Changes>,
        out: &mut Matches,
        budget: &mut usize,
        max: usize,
    ) -> bool {
        let Some(prog) = self.programs[r].as_ref() else { return true };
        let classes = Classes::Table(table);
        let Some(&first) = roots.first() else { return true };
        let mut s = Search::new(eg, classes, prog, rule, &mut self.verdicts[r], changes, first, out, *budget);
        s.max = max;
        let mut complete = true;
        for &root in roots {
            if changes.is_some_and(|c| !c.reaches(root, prog.depth)) {
                continue;
            }
            s.root = root;
            s.regs[0] = root;
            s.step(0, 0);
            if s.budget == 0 || s.out.len() > max {
                complete = false;
                break;
            }
        }
        *budget = s.budget;
        complete
    }
}

/// Runs `prog` once from `root` with verdicts cached for this search only and classes looked up
/// (for searchers that cannot keep state across e-graphs, such as
/// [`crate::rules::TextSearcher`]).
pub fn search_uncached(eg: &OxGraph, prog: &Program, rule: &Rule, root: Id, out: &mut Matches, budget: usize) {
    let mut cache = vec![Verdicts::default(); prog.filters.len()];
    Search::new(eg, Classes::Lookup(eg), prog, rule, &mut cache, None, root, out, budget).step(0, 0);
}

struct Search<'a> {
    eg: &'a OxGraph,
    classes: Classes<'a>,
    prog: &'a Program,
    rule: &'a Rule,
    cache: &'a mut Vec<Verdicts>,
    changes: Option<&'a Changes>,
    regs: SmallVec<[Id; 8]>,
    attrs: SmallVec<[Option<Attribute>; 2]>,
    heads: SmallVec<[Option<Head>; 1]>,
    root: Id,
    out: &'a mut Matches,
    budget: usize,
    /// The search stops (its budget spent) as soon as it has more matches than this: the
    /// caller only counts them then (a rule that matches too often is banned).
    max: usize,
}

impl<'a> Search<'a> {
    #[allow(clippy::too_many_arguments)]
    fn new(
        eg: &'a OxGraph,
        classes: Classes<'a>,
        prog: &'a Program,
        rule: &'a Rule,
        cache: &'a mut Vec<Verdicts>,
        changes: Option<&'a Changes>,
        root: Id,
        out: &'a mut Matches,
        budget: usize,
    ) -> Search<'a> {
        Search {
            eg,
            classes,
            prog,
            rule,
            cache,
            changes,
            regs: smallvec::smallvec![root; prog.regs],
            attrs: smallvec::smallvec![None; rule.num_attr_vars],
            heads: smallvec::smallvec![None; rule.num_head_vars],
            root,
            out,
            budget,
            max: usize::MAX,
        }
    }

    /// The verdict of `filter` on `head` (see [`YES`]), judged on first sight.
    #[inline]
    fn verdict(&mut self, filter: usize, head: Head) -> u32 {
        match self.cache[filter].by_head.get(head.0 as usize) {
            Some(&known) if known != UNKNOWN => known,
            _ => self.judge_head(filter, head),
        }
    }

    /// Judges `head` against `filter` and caches the verdict.
    #[cold]
    fn judge_head(&mut self, filter: usize, head: Head) -> u32 {
        let v = &mut self.cache[filter];
        let h = head.0 as usize;
        let eg = self.eg;
        if v.by_head.len() <= h {
            v.by_head.resize(eg.analysis.heads.len().max(h + 1), UNKNOWN);
        }
        v.by_head[h] = match judge(eg.analysis.ctx(), eg.analysis.heads.get(head), &self.prog.filters[filter]) {
            None => NO,
            Some(b) if b.is_empty() => YES,
            Some(b) => {
                v.binds.push(b);
                YES + v.binds.len() as u32
            }
        };
        v.by_head[h]
    }

    /// Binds the head and attribute variables of a node whose head passed `filter` with verdict
    /// `v`; `None` if a variable is bound to something else. Returns what to unbind.
    fn bind_head(&mut self, filter: usize, head: Head, v: u32) -> Option<SmallVec<[usize; 3]>> {
        let mut bound = SmallVec::new();
        if let Some(h) = self.prog.filters[filter].head {
            match self.heads[h] {
                Some(x) if x != head => return None,
                Some(_) => {}
                None => {
                    self.heads[h] = Some(head);
                    bound.push(usize::MAX - h);
                }
            }
        }
        if v > YES {
            for &(i, a) in &self.cache[filter].binds[(v - YES - 1) as usize] {
                match self.attrs[i] {
                    Some(x) if x != a => {
                        self.unbind(&bound);
                        return None;
                    }
                    Some(_) => {}
                    None => {
                        self.attrs[i] = Some(a);
                        bound.push(i);
                    }
                }
            }
        }
        Some(bound)
    }

    fn unbind(&mut self, bound: &[usize]) {
        for &i in bound {
            if i >= usize::MAX / 2 {
                self.heads[usize::MAX - i] = None;
            } else {
                self.attrs[i] = None;
            }
        }
    }

    /// Runs step `pc`; `fresh` counts the nodes on the current path that may be new since the
    /// previous search.
    fn step(&mut self, pc: usize, fresh: usize) {
        let Some(&step) = self.prog.steps.get(pc) else { return self.finish(fresh) };
        if let Classes::Table(t) = self.classes {
            return self.step_table(t, pc, step, fresh);
        }
        let class = self.classes.get(self.regs[step.reg]);
        // At the last step, a match with nothing new on its path is an old one.
        let need_new =
            self.changes.is_some() && fresh == 0 && pc + 1 == self.prog.steps.len() && !self.prog.data_checks;
        if need_new {
            let Some(changes) = self.changes else { return };
            for &k in changes.fresh(class.id) {
                if !self.visit(pc, class, k as usize, true, fresh, None) {
                    return;
                }
            }
        } else {
            for k in 0..class.nodes.len() {
                let is_new = self.changes.is_none_or(|c| c.is_new(class.id, k));
                if !self.visit(pc, class, k, is_new, fresh, None) {
                    return;
                }
            }
        }
    }

    /// [`Search::step`] on the table of a clean e-graph: the nodes' heads and children are read
    /// from its flat arrays.
    fn step_table(&mut self, t: &ClassTable, pc: usize, step: Step, fresh: usize) {
        let id = self.regs[step.reg];
        let (start, len) = t.span_of(id);
        // At the last step, a match with nothing new on its path is an old one.
        let need_new =
            self.changes.is_some() && fresh == 0 && pc + 1 == self.prog.steps.len() && !self.prog.data_checks;
        if need_new {
            let Some(changes) = self.changes else { return };
            for &k in changes.fresh(id) {
                if !self.visit_table(t, pc, start + k as usize, true, fresh, None) {
                    return;
                }
            }
            return;
        }
        // The nodes of a rebuilt class are sorted by head, then children: skip the heads the
        // filter rejects a run at a time.
        let heads = &t.heads[start..start + len];
        let mut k = 0;
        while k < len {
            let head = heads[k];
            if head == NO_HEAD {
                k += 1;
                continue;
            }
            let end = partition(k + 1, len, |j| heads[j] == head);
            let verdict = self.verdict(step.filter, Head(head));
            if verdict != NO {
                let (lo, hi) = match step.first_child {
                    Some(r) => {
                        let key = self.regs[r];
                        let first = |j: usize| t.kids_of(start + j).first().copied();
                        let lo = partition(k, end, |j| first(j) < Some(key));
                        (lo, partition(lo, end, |j| first(j) == Some(key)))
                    }
                    None => (k, end),
                };
                for j in lo..hi {
                    let is_new = self.changes.is_none_or(|c| c.is_new(id, j));
                    if !self.visit_table(t, pc, start + j, is_new, fresh, Some(verdict)) {
                        return;
                    }
                }
            }
            k = end;
        }
    }

    /// [`Search::visit`] of the node at position `g` of the table.
    fn visit_table(
        &mut self,
        t: &ClassTable,
        pc: usize,
        g: usize,
        is_new: bool,
        fresh: usize,
        verdict: Option<u32>,
    ) -> bool {
        if self.budget == 0 {
            return false;
        }
        self.budget -= 1;
        let Step { filter, out, checks, .. } = self.prog.steps[pc];
        let head = t.heads[g];
        if head == NO_HEAD {
            return true;
        }
        let children = t.kids_of(g);
        if children.len() != self.prog.filters[filter].arity {
            return true;
        }
        self.regs[out..out + children.len()].copy_from_slice(children);
        if !self.prog.checks[checks.0..checks.1].iter().all(|&c| self.check(c)) {
            return true;
        }
        let v = match verdict {
            Some(v) => v,
            None => self.verdict(filter, Head(head)),
        };
        if v == NO {
            return true;
        }
        if v == YES && self.prog.filters[filter].head.is_none() {
            self.step(pc + 1, fresh + usize::from(is_new));
            return true;
        }
        let Some(bound) = self.bind_head(filter, Head(head), v) else { return true };
        self.step(pc + 1, fresh + usize::from(is_new));
        self.unbind(&bound);
        true
    }

    /// Tries node `k` of `class` at step `pc` (`verdict`: the step's filter's verdict on its
    /// head, when known); false when the budget ran out.
    fn visit(
        &mut self,
        pc: usize,
        class: ClassView<'_>,
        k: usize,
        is_new: bool,
        fresh: usize,
        verdict: Option<u32>,
    ) -> bool {
        if self.budget == 0 {
            return false;
        }
        self.budget -= 1;
        let Step { filter, out, checks, .. } = self.prog.steps[pc];
        let ENode::Op { head, children } = &class.nodes[k] else { return true };
        if children.len() != self.prog.filters[filter].arity {
            return true;
        }
        for (k, &c) in children.iter().enumerate() {
            self.regs[out + k] = c;
        }
        if !self.prog.checks[checks.0..checks.1].iter().all(|&c| self.check(c)) {
            return true;
        }
        let v = match verdict {
            Some(v) => v,
            None => self.verdict(filter, *head),
        };
        if v == NO {
            return true;
        }
        if v == YES && self.prog.filters[filter].head.is_none() {
            self.step(pc + 1, fresh + usize::from(is_new));
            return true;
        }
        let Some(bound) = self.bind_head(filter, *head, v) else { return true };
        self.step(pc + 1, fresh + usize::from(is_new));
        self.unbind(&bound);
        true
    }

    fn check(&self, c: Check) -> bool {
        match c {
            Check::Same { a, b } => self.classes.same(self.eg, self.regs[a], self.regs[b]),
            Check::Lit { reg, lit } => {
                self.classes.get(self.regs[reg]).constant.is_some_and(|a| lit_matches(self.eg.analysis.ctx(), a, lit))
            }
            Check::IsConst { reg } => self.classes.get(self.regs[reg]).constant.is_some(),
        }
    }

    fn finish(&mut self, fresh: usize) {
        if let Some(changes) = self.changes {
            // Nothing new on the path: new only if a class whose constant it tests changed.
            if fresh == 0 && !(self.prog.data_checks && self.regs.iter().any(|&r| changes.is_touched(r))) {
                return;
            }
        }
        let out = &mut *self.out;
        let start = out.classes.len();
        match self.classes {
            Classes::Table(_) => out.classes.extend(self.prog.var_regs.iter().map(|&r| self.regs[r])),
            Classes::Lookup(eg) => out.classes.extend(self.prog.var_regs.iter().map(|&r| eg.find(self.regs[r]))),
        }
        if !self.rule.conds.is_empty() {
            let b = Bind { classes: &out.classes[start..], attrs: &self.attrs, heads: &self.heads };
            let (eg, classes) = (self.eg, self.classes);
            let holds = |c: &Cond| {
                cond_holds_with(
                    eg.analysis.ctx(),
                    b,
                    c,
                    |i| classes.ty(eg, i),
                    |i| classes.constant(eg, i),
                    |x, y| classes.same(eg, x, y),
                )
            };
            if !self.rule.conds.iter().all(holds) {
                out.classes.truncate(start);
                return;
            }
        }
        out.roots.push(self.root);
        out.attr_vals.extend_from_slice(&self.attrs);
        out.head_vals.extend_from_slice(&self.heads);
        if out.roots.len() > self.max {
            self.budget = 0;
        }
    }
}

/// The first index in `lo..hi` where `pred` fails, `pred` holding on a prefix of the range
/// (binary search, as `slice::partition_point`).
fn partition(mut lo: usize, mut hi: usize, pred: impl Fn(usize) -> bool) -> usize {
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if pred(mid) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

/// The constant class variable `i` holds.
pub fn class_const(eg: &OxGraph, b: Bind<'_>, i: usize) -> Option<Attribute> {
    class_facts(eg, b.classes[i]).1
}

/// The type of class variable `i`.
pub fn class_ty(eg: &OxGraph, b: Bind<'_>, i: usize) -> Option<Type> {
    class_facts(eg, b.classes[i]).0
}

fn is_int_type(ctx: &Context, t: Type) -> bool {
    let el = element_type_or_self(ctx, t);
    el.isa::<IntegerType>(ctx) || el.isa::<IndexType>(ctx)
}

/// Whether condition `c` holds for the bindings `b`.
pub fn cond_holds(eg: &OxGraph, b: Bind<'_>, c: &Cond) -> bool {
    cond_holds_with(
        eg.analysis.ctx(),
        b,
        c,
        |i| class_facts(eg, i).0,
        |i| class_facts(eg, i).1,
        |x, y| eg.find(x) == eg.find(y),
    )
}

/// Whether condition `c` holds for the bindings `b`, classes' types, constants and identity
/// given by `ty`, `constant` and `same`.
fn cond_holds_with(
    ctx: &Context,
    b: Bind<'_>,
    c: &Cond,
    ty: impl Fn(Id) -> Option<Type>,
    constant: impl Fn(Id) -> Option<Attribute>,
    same: impl Fn(Id, Id) -> bool,
) -> bool {
    let class_const = |i: usize| constant(b.classes[i]);
    let class_ty = |i: usize| ty(b.classes[i]);
    match c {
        Cond::PowerOfTwo(i) => class_const(*i).and_then(|a| const_int(ctx, a)).is_some_and(|v| v.count_ones() == 1),
        Cond::NonZero(i) => class_const(*i).and_then(|a| const_int(ctx, a)).is_some_and(|v| !v.is_zero()),
        Cond::IsConst(i) => class_const(*i).is_some(),
        Cond::IsInt(i) => class_ty(*i).is_some_and(|t| is_int_type(ctx, t)),
        Cond::IsFloat(i) => class_ty(*i).is_some_and(|t| element_type_or_self(ctx, t).isa::<FloatType>(ctx)),
        Cond::TypeIs(i, t) => class_ty(*i) == Some(*t),
        Cond::SameType(i, j) => class_ty(*i).is_some() && class_ty(*i) == class_ty(*j),
        Cond::NotEqual(i, j) => !same(b.classes[*i], b.classes[*j]),
        Cond::HasFastmath(i, flags) => b.attrs[*i].is_some_and(|a| fastmath_has(&a.to_text(ctx), flags)),
    }
}
