//! The e-graph analysis: each e-class's type, and constant folding through each op's own folder
//! (the hook `canonicalize` uses), so that a class whose value is known holds that constant and
//! gets a constant node, and a class a folder proves equal to one of its operands joins it.

use crate::lang::{ENode, Head, HeadData, Heads, Leaves};
use egg::{Analysis, DidMerge, EGraph, Id};
use oxir::builtin::attributes::DictionaryAttr;
use oxir::builtin::locations::UnknownLoc;
use oxir::registry::FoldResult;
use oxir::traits::ConstantLike;
use oxir::{Attribute, BlockRef, Context, Identifier, NamedAttribute, OperationName, OperationState, Type, Value};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// The e-graph type of this crate.
pub type OxGraph = EGraph<ENode, OxAnalysis>;

/// Restores the e-graph's invariants (congruence closure, the analysis, egg's index of classes by
/// op) if anything was added or joined since the last rebuild. egg's `rebuild` walks and sorts
/// every class even when nothing changed; this skips that walk.
pub fn rebuild_if_dirty(eg: &mut OxGraph) {
    if !eg.clean {
        eg.rebuild();
    }
}

/// What is known about an e-class.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ClassData {
    /// The type of the class's value (`None` for the op class of a multi-result op).
    pub ty: Option<Type>,
    /// The constant the class's value folds to.
    pub constant: Option<Attribute>,
    /// The op name whose dialect materializes the constant.
    pub const_dialect: Option<OperationName>,
    /// An operand class a folder proved this class equal to (joined in `modify`).
    pub same_as: Option<Id>,
}

/// An op scratch area where folders run: a fork of the pass's context with a block whose
/// arguments stand for non-constant operands.
struct Scratch {
    ctx: Context,
    block: BlockRef,
    pool: FxHashMap<Type, Vec<Value>>,
    made: usize,
}

impl Scratch {
    fn new(ctx: &Context) -> Scratch {
        let mut c = ctx.fork_empty();
        let block = c.create_block();
        Scratch { ctx: c, block, pool: FxHashMap::default(), made: 0 }
    }

    /// The `i`-th stand-in value of type `ty`.
    fn arg(&mut self, ty: Type, i: usize) -> Value {
        let loc = UnknownLoc::get(&self.ctx);
        while self.pool.get(&ty).map_or(0, Vec::len) <= i {
            let v = self.ctx.add_block_argument(self.block, ty, loc);
            self.pool.entry(ty).or_default().push(v);
        }
        self.pool[&ty][i]
    }
}

/// The analysis state: op heads, leaves, and the folding scratch context.
pub struct OxAnalysis {
    /// The interned op heads.
    pub heads: Heads,
    /// The opaque leaves.
    pub leaves: Leaves,
    /// Whether to fold constants.
    pub fold: bool,
    /// Folds performed (statistics).
    pub folds: u64,
    /// The classes that got a node, absorbed another class, or learnt a constant since the
    /// matcher last took them (egg calls [`Analysis::modify`] on each): what a search that only
    /// looks for new matches starts from.
    pub touched: Vec<Id>,
    /// The type and constant of each class, by canonical id, written by [`Analysis::modify`]
    /// (which egg calls on every new class and after every change of a class's data): what
    /// `eg[id].data` holds, read without egg's hash lookup of the class ([`class_facts`]).
    facts: Vec<Option<Facts>>,
    /// The class `make` last made and its data, for the `modify` that follows.
    made: Option<(Id, ClassData)>,
    scratch: Scratch,
    const_heads: FxHashMap<(Attribute, Type, OperationName), Option<Head>>,
    op_heads: FxHashMap<OpHeadKey, Option<Head>>,
    /// [`OxAnalysis::op_head`] for ops made without attributes, by name and result type.
    plain_op_heads: FxHashMap<(OperationName, Type), Option<Head>>,
    /// The verifier's verdicts, by head: each operand type list tried, and whether it verified.
    verified: Vec<Vec<(OperandTypes, bool)>>,
    folded: FxHashMap<FoldKey, Option<FoldResultIdx>>,
    folder_kinds: Vec<FolderKind>,
}

/// What [`class_facts`] tells of a class: its type and its constant.
pub type Facts = (Option<Type>, Option<Attribute>);

/// The type and constant of the class of `id` (`eg[id].data.ty` and `.constant`), from the
/// analysis's table by canonical id rather than egg's map of classes.
#[inline]
pub fn class_facts(eg: &OxGraph, id: Id) -> Facts {
    let c = eg.find(id);
    match eg.analysis.facts.get(usize::from(c)) {
        Some(Some(f)) => *f,
        _ => {
            let d = &eg[c].data;
            (d.ty, d.constant)
        }
    }
}

/// An op head made by a rule: the op, its result type, and the attributes set over the
/// property defaults.
type OpHeadKey = (OperationName, Type, SmallVec<[(Identifier, Attribute); 2]>);

/// The operand types of an op whose verification is cached.
type OperandTypes = SmallVec<[Type; 3]>;

/// An operand of a node to fold: its class, type and constant.
type FoldInput = (Id, Option<Type>, Option<Attribute>);

/// A fold: the head, and for each operand its constant, its type and the first operand of the
/// same class.
type FoldKey = (Head, SmallVec<[FoldOperand; 3]>);

/// One operand of a fold: its constant, its type, and the first operand of the same class.
type FoldOperand = (Option<Attribute>, Option<Type>, u32);

impl OxAnalysis {
    /// A fresh analysis for IR of `ctx`.
    pub fn new(ctx: &Context) -> OxAnalysis {
        OxAnalysis {
            heads: Heads::default(),
            leaves: Leaves::default(),
            fold: true,
            folds: 0,
            touched: Vec::new(),
            facts: Vec::new(),
            made: None,
            scratch: Scratch::new(ctx),
            const_heads: FxHashMap::default(),
            op_heads: FxHashMap::default(),
            plain_op_heads: FxHashMap::default(),
            verified: Vec::new(),
            folded: FxHashMap::default(),
            folder_kinds: Vec::new(),
        }
    }

    /// The context types and attributes are interned in (shared with the pass's context).
    pub fn ctx(&self) -> &Context {
        &self.scratch.ctx
    }

    /// Mutable access to the shared-interning context (for parsing attributes and types).
    pub fn ctx_mut(&mut self) -> &mut Context {
        &mut self.scratch.ctx
    }

    /// The head of a constant op of `value`'s type made by the dialect of `source`.
    pub fn constant_head(&mut self, value: Attribute, ty: Type, source: OperationName) -> Option<Head> {
        if let Some(h) = self.const_heads.get(&(value, ty, source)) {
            return *h;
        }
        let ctx = &mut self.scratch.ctx;
        let dialect = ctx.op_name_dialect(source).to_string();
        let loc = UnknownLoc::get(ctx);
        let head =
            ctx.dialect(&dialect).and_then(|d| d.materialize_constant).and_then(|m| m(ctx, value, ty, loc)).map(|op| {
                let data = HeadData {
                    name: ctx.op_name_of(op),
                    props: ctx.op_properties(op),
                    attrs: ctx.op_attr_dict(op),
                    results: ctx.result_types(op).collect(),
                };
                let _ = ctx.erase_op(op);
                data
            });
        let head = head.map(|d| self.heads.intern(d));
        self.const_heads.insert((value, ty, source), head);
        head
    }

    /// The head of op `name` with result type `result`, its property defaults overridden by
    /// `attrs` (`None` for an unregistered op).
    pub fn op_head(&mut self, name: OperationName, attrs: &[(&str, Attribute)], result: Type) -> Option<Head> {
        if attrs.is_empty() {
            if let Some(h) = self.plain_op_heads.get(&(name, result)) {
                return *h;
            }
            let h = self.op_head_uncached(name, attrs, result);
            self.plain_op_heads.insert((name, result), h);
            return h;
        }
        self.op_head_uncached(name, attrs, result)
    }

    fn op_head_uncached(&mut self, name: OperationName, attrs: &[(&str, Attribute)], result: Type) -> Option<Head> {
        let ctx = &self.scratch.ctx;
        let mut set: SmallVec<[(Identifier, Attribute); 2]> = SmallVec::new();
        for (k, v) in attrs {
            set.push((ctx.ident(k), *v));
        }
        let key = (name, result, set);
        if let Some(h) = self.op_heads.get(&key) {
            return *h;
        }
        let head = ctx.op_info_ref(name).map(|info| {
            let mut entries: Vec<NamedAttribute> = info.property_defaults.map(|f| f(ctx)).unwrap_or_default();
            for &(name, value) in &key.2 {
                entries.retain(|e| e.name != name);
                entries.push(NamedAttribute { name, value });
            }
            let props = if entries.is_empty() { None } else { Some(DictionaryAttr::get(ctx, entries)) };
            let data = HeadData { name, props, attrs: DictionaryAttr::get(ctx, Vec::new()), results: vec![result] };
            self.heads.intern(data)
        });
        self.op_heads.insert(key, head);
        head
    }

    /// Whether an op of `head` with operands of these types is known to pass the op's verifier
    /// (checked before by [`OxAnalysis::op_verifies`]).
    pub fn known_to_verify(&self, head: Head, operand_types: &[Type]) -> bool {
        self.verdict_on(head, operand_types).unwrap_or(false)
    }

    fn verdict_on(&self, head: Head, operand_types: &[Type]) -> Option<bool> {
        let tried = self.verified.get(head.0 as usize)?;
        tried.iter().find(|(t, _)| t.as_slice() == operand_types).map(|(_, ok)| *ok)
    }

    /// Whether an op of `head` with operands of these types passes the op's verifier: a rule's
    /// replacement that would not verify (say a cast between incompatible shapes) is not added.
    pub fn op_verifies(&mut self, head: Head, operand_types: &[Type]) -> bool {
        if let Some(ok) = self.verdict_on(head, operand_types) {
            return ok;
        }
        let data = self.heads.get(head).clone();
        let mut values = Vec::with_capacity(operand_types.len());
        let mut used: FxHashMap<Type, usize> = FxHashMap::default();
        for &t in operand_types {
            let i = used.entry(t).or_insert(0);
            values.push(self.scratch.arg(t, *i));
            *i += 1;
        }
        let ctx = &mut self.scratch.ctx;
        let mut st = OperationState::new(data.name, UnknownLoc::get(ctx));
        st.operands.extend(values);
        st.result_types.extend(data.results.iter().copied());
        st.properties = data.props;
        st.attributes = DictionaryAttr::entries(ctx, data.attrs).to_vec();
        let op = ctx.create_op(st);
        let ok = oxir::verifier::verify(ctx, op).is_ok();
        let _ = ctx.erase_op(op);
        let h = head.0 as usize;
        if self.verified.len() <= h {
            self.verified.resize_with(h + 1, Vec::new);
        }
        self.verified[h].push((SmallVec::from_slice(operand_types), ok));
        ok
    }

    /// Runs the folder of `head` with the given operand classes (their types and constants),
    /// once per head, operand constants and repetition pattern. Returns the folded constant, or
    /// the operand index the op equals.
    fn fold_node(&mut self, head: Head, operands: &[(Id, Option<Type>, Option<Attribute>)]) -> Option<FoldResultIdx> {
        let folder = self.folder_kind(head);
        if folder == FolderKind::None {
            return None;
        }
        let repeated = operands.iter().enumerate().any(|(i, o)| operands[..i].iter().any(|p| p.0 == o.0));
        let any_constant = operands.iter().any(|o| o.2.is_some());
        if !(repeated || any_constant || folder == FolderKind::Constant) {
            return None;
        }
        let shape: SmallVec<[FoldOperand; 3]> = operands
            .iter()
            .enumerate()
            .map(|(i, o)| (o.2, o.1, operands[..i].iter().position(|p| p.0 == o.0).unwrap_or(i) as u32))
            .collect();
        let key = (head, shape);
        if let Some(r) = self.folded.get(&key) {
            return *r;
        }
        let r = self.run_folder(head, operands);
        self.folded.insert(key, r);
        r
    }

    /// Whether `head` has a folder worth running (single result, registered folder), and
    /// whether it is a constant op, decided once per head.
    fn folder_kind(&mut self, head: Head) -> FolderKind {
        let h = head.0 as usize;
        if let Some(&k) = self.folder_kinds.get(h).filter(|k| **k != FolderKind::Unknown) {
            return k;
        }
        let data = self.heads.get(head);
        let kind = match self.scratch.ctx.op_info_ref(data.name) {
            Some(info) if data.results.len() == 1 && info.fold.is_some() => {
                if info.has_trait::<ConstantLike>() {
                    FolderKind::Constant
                } else {
                    FolderKind::Folds
                }
            }
            _ => FolderKind::None,
        };
        if self.folder_kinds.len() <= h {
            self.folder_kinds.resize(self.heads.len().max(h + 1), FolderKind::Unknown);
        }
        self.folder_kinds[h] = kind;
        kind
    }

    fn run_folder(&mut self, head: Head, operands: &[(Id, Option<Type>, Option<Attribute>)]) -> Option<FoldResultIdx> {
        let data = self.heads.get(head).clone();
        let fold = self.scratch.ctx.op_info_ref(data.name)?.fold?;
        let consts: Vec<Option<Attribute>> = operands.iter().map(|o| o.2).collect();
        if self.scratch.made > 4096 {
            self.scratch = Scratch::new(&self.scratch.ctx);
        }
        self.scratch.made += 1;
        // Operands: one stand-in value per distinct class and type.
        let mut values = Vec::with_capacity(operands.len());
        let mut per_type: FxHashMap<Type, Vec<Id>> = FxHashMap::default();
        for &(id, ty, _) in operands {
            let ty = ty?;
            let ids = per_type.entry(ty).or_default();
            let i = match ids.iter().position(|&x| x == id) {
                Some(i) => i,
                None => {
                    ids.push(id);
                    ids.len() - 1
                }
            };
            values.push(self.scratch.arg(ty, i));
        }
        let ctx = &mut self.scratch.ctx;
        let mut st = OperationState::new(data.name, UnknownLoc::get(ctx));
        st.operands.extend(values.iter().copied());
        st.result_types.extend(data.results.iter().copied());
        st.properties = data.props;
        st.attributes = DictionaryAttr::entries(ctx, data.attrs).to_vec();
        let op = ctx.create_op(st);
        let folded = fold(ctx, op, &consts);
        let _ = ctx.erase_op(op);
        let folded = folded?;
        if folded.len() != 1 {
            return None;
        }
        match folded[0] {
            FoldResult::Attribute(a) => Some(FoldResultIdx::Constant(a)),
            FoldResult::Value(v) => values.iter().position(|&x| x == v).map(FoldResultIdx::Operand),
        }
    }
}

/// What folding can do for the nodes of one head ([`OxAnalysis::folder_kind`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum FolderKind {
    Unknown,
    /// No folder, or not a single-result op.
    None,
    /// A folder, run when an operand is constant or repeated.
    Folds,
    /// A constant op's folder, always run.
    Constant,
}

#[derive(Copy, Clone)]
enum FoldResultIdx {
    Constant(Attribute),
    Operand(usize),
}

impl Analysis<ENode> for OxAnalysis {
    type Data = ClassData;

    fn make(eg: &mut OxGraph, enode: &ENode, id: Id) -> ClassData {
        let data = make_data(eg, enode);
        eg.analysis.made = Some((id, data.clone()));
        data
    }

    fn remake(eg: &mut OxGraph, enode: &ENode, _id: Id) -> ClassData {
        make_data(eg, enode)
    }

    fn merge(&mut self, a: &mut ClassData, b: ClassData) -> DidMerge {
        let mut a_changed = false;
        let mut b_changed = false;
        if a.ty.is_none() && b.ty.is_some() {
            a.ty = b.ty;
            a_changed = true;
        } else if a.ty.is_some() && b.ty.is_none() {
            b_changed = true;
        }
        match (a.constant, b.constant) {
            (None, Some(c)) => {
                a.constant = Some(c);
                a.const_dialect = b.const_dialect;
                a_changed = true;
            }
            (Some(_), None) => b_changed = true,
            _ => {}
        }
        match (a.same_as, b.same_as) {
            (None, Some(c)) => {
                a.same_as = Some(c);
                a_changed = true;
            }
            (Some(_), None) => b_changed = true,
            _ => {}
        }
        DidMerge(a_changed, b_changed)
    }

    fn modify(eg: &mut OxGraph, id: Id) {
        eg.analysis.touched.push(id);
        // A new class's data is what `make` just gave it: no need to look the class up.
        let made = eg.analysis.made.take().filter(|(m, _)| *m == id).map(|(_, d)| d);
        let data = match &made {
            Some(d) => d,
            None => &eg[id].data,
        };
        let facts = (data.ty, data.constant);
        let plain = data.same_as.is_none() && data.constant.is_none();
        let i = usize::from(id);
        let table = &mut eg.analysis.facts;
        if table.len() <= i {
            table.resize(i + 1, None);
        }
        table[i] = Some(facts);
        if plain {
            return;
        }
        let data = &eg[id].data;
        if let Some(other) = data.same_as {
            if eg.find(other) != eg.find(id) {
                eg.union_trusted(id, other, "fold");
            }
        }
        let data = &eg[id].data;
        let (Some(c), Some(ty), Some(src)) = (data.constant, data.ty, data.const_dialect) else { return };
        // Already holds a constant node?
        let has_const = eg[id].nodes.iter().any(|n| match n {
            ENode::Op { head, children } => {
                children.is_empty()
                    && eg
                        .analysis
                        .scratch
                        .ctx
                        .op_info_ref(eg.analysis.heads.get(*head).name)
                        .is_some_and(|i| i.has_trait::<ConstantLike>())
            }
            _ => false,
        });
        if has_const {
            return;
        }
        if let Some(h) = eg.analysis.constant_head(c, ty, src) {
            let n = eg.add(ENode::Op { head: h, children: Default::default() });
            eg.union_trusted(id, n, "fold");
        }
    }
}

/// The data of a new class of `enode`: its type, and what folding it gives.
fn make_data(eg: &mut OxGraph, enode: &ENode) -> ClassData {
    match enode {
        ENode::Leaf(i) => {
            let i = *i as usize;
            let constant = eg.analysis.leaves.constants.get(i).copied().flatten().filter(|_| eg.analysis.fold);
            ClassData {
                ty: Some(eg.analysis.leaves.values[i].1),
                constant: constant.map(|c| c.0),
                const_dialect: constant.map(|c| c.1),
                ..Default::default()
            }
        }
        ENode::Proj { index, child } => {
            let ty = eg[child[0]].nodes.iter().find_map(|n| match n {
                ENode::Op { head, .. } => eg.analysis.heads.get(*head).results.get(*index as usize).copied(),
                _ => None,
            });
            ClassData { ty, ..Default::default() }
        }
        ENode::Op { head, children } => {
            let data = eg.analysis.heads.get(*head);
            let ty = if data.results.len() == 1 { Some(data.results[0]) } else { None };
            let name = data.name;
            let mut out = ClassData { ty, ..Default::default() };
            if !eg.analysis.fold {
                return out;
            }
            let mut operands: SmallVec<[FoldInput; 3]> = SmallVec::new();
            for &c in children {
                let (ty, constant) = class_facts(eg, c);
                operands.push((eg.find(c), ty, constant));
            }
            match eg.analysis.fold_node(*head, &operands) {
                Some(FoldResultIdx::Constant(a)) => {
                    eg.analysis.folds += 1;
                    out.constant = Some(a);
                    out.const_dialect = Some(name);
                }
                Some(FoldResultIdx::Operand(i)) => {
                    eg.analysis.folds += 1;
                    out.same_as = Some(operands[i].0);
                }
                None => {}
            }
            out
        }
    }
}
