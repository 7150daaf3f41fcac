//! The generic e-graph language: one [`ENode`] type for every registered op of every dialect.
//!
//! An op node names its "head" — the op name, its properties, its discardable attributes and its
//! result types, interned once per run in [`Heads`] so that a node is a small `Copy` handle plus
//! its operands' e-classes. Values the e-graph does not model (block arguments, results of ops with
//! effects or regions, values defined outside the block) are opaque [`ENode::Leaf`]s, and result
//! `i` of a multi-result op is the projection node [`ENode::Proj`].

use egg::{Id, Language};
use oxir::{Attribute, Context, OperationName, Type, Value};
use rustc_hash::FxHashMap;

/// The operand e-classes of an op node (inline up to three). Equal, ordered and hashed as the
/// slice of ids; a clone copies them (e-nodes are cloned whenever egg adds or re-canonicalizes
/// one, and by every copy of the classes the matcher takes).
#[derive(Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Children(smallvec::SmallVec<[Id; 3]>);

impl Children {
    /// No children.
    pub fn new() -> Children {
        Children::default()
    }

    /// No children, with room for `n`.
    pub fn with_capacity(n: usize) -> Children {
        Children(smallvec::SmallVec::with_capacity(n))
    }
}

impl Clone for Children {
    fn clone(&self) -> Children {
        Children(smallvec::SmallVec::from_slice(&self.0))
    }
}

impl std::fmt::Debug for Children {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::ops::Deref for Children {
    type Target = smallvec::SmallVec<[Id; 3]>;
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl std::ops::DerefMut for Children {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.0
    }
}

impl FromIterator<Id> for Children {
    fn from_iter<I: IntoIterator<Item = Id>>(iter: I) -> Children {
        Children(iter.into_iter().collect())
    }
}

impl IntoIterator for Children {
    type Item = Id;
    type IntoIter = smallvec::IntoIter<[Id; 3]>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a> IntoIterator for &'a Children {
    type Item = &'a Id;
    type IntoIter = std::slice::Iter<'a, Id>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

/// An interned op head: an index into [`Heads`]. Heads are numbered in order of first use, so a
/// run over the same input numbers them the same way (deterministic e-graph order).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Head(pub u32);

/// What an op node is besides its operands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HeadData {
    /// The op name.
    pub name: OperationName,
    /// Its inherent attributes (properties), as stored on the op.
    pub props: Option<Attribute>,
    /// Its discardable attribute dictionary.
    pub attrs: Attribute,
    /// Its result types.
    pub results: Vec<Type>,
}

impl HeadData {
    /// The head of `op` as it stands in the IR.
    pub fn of(ctx: &Context, op: oxir::OpRef) -> HeadData {
        HeadData {
            name: ctx.op_name_of(op),
            props: ctx.op_properties(op),
            attrs: ctx.op_attr_dict(op),
            results: ctx.result_types(op).collect(),
        }
    }
}

/// The table of op heads of one e-graph.
#[derive(Default, Debug)]
pub struct Heads {
    data: Vec<HeadData>,
    index: FxHashMap<HeadData, Head>,
}

impl Heads {
    /// The head for `data`, interning it on first use.
    pub fn intern(&mut self, data: HeadData) -> Head {
        if let Some(&h) = self.index.get(&data) {
            return h;
        }
        let h = Head(self.data.len() as u32);
        self.data.push(data.clone());
        self.index.insert(data, h);
        h
    }

    /// The number of heads.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Whether there is no head.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// The data of an interned head.
    pub fn get(&self, h: Head) -> &HeadData {
        &self.data[h.0 as usize]
    }
}

/// An e-node: an op applied to e-classes, a projection of a multi-result op, or an opaque value.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ENode {
    /// An opaque value (index into the run's leaf table).
    Leaf(u32),
    /// An op with its operands' e-classes.
    Op {
        /// The op's head.
        head: Head,
        /// The operands' e-classes, in order.
        children: Children,
    },
    /// Result `index` of the multi-result op in `child[0]`.
    Proj {
        /// Which result.
        index: u32,
        /// The op's e-class.
        child: [Id; 1],
    },
}

/// The discriminant of an [`ENode`]: its kind and head (or leaf / result index).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Discriminant(u8, u32);

impl Language for ENode {
    type Discriminant = Discriminant;

    fn discriminant(&self) -> Discriminant {
        match self {
            ENode::Leaf(i) => Discriminant(0, *i),
            ENode::Op { head, .. } => Discriminant(1, head.0),
            ENode::Proj { index, .. } => Discriminant(2, *index),
        }
    }

    fn matches(&self, other: &Self) -> bool {
        self.discriminant() == other.discriminant() && self.children().len() == other.children().len()
    }

    fn children(&self) -> &[Id] {
        match self {
            ENode::Leaf(_) => &[],
            ENode::Op { children, .. } => children,
            ENode::Proj { child, .. } => child,
        }
    }

    fn children_mut(&mut self) -> &mut [Id] {
        match self {
            ENode::Leaf(_) => &mut [],
            ENode::Op { children, .. } => children,
            ENode::Proj { child, .. } => child,
        }
    }
}

impl std::fmt::Display for ENode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ENode::Leaf(i) => write!(f, "leaf{i}"),
            ENode::Op { head, .. } => write!(f, "op{}", head.0),
            ENode::Proj { index, .. } => write!(f, "result{index}"),
        }
    }
}

/// The opaque values of one e-graph: each leaf's value and type, and the constant it holds when
/// a constant op outside the block defines it.
#[derive(Default, Debug)]
pub struct Leaves {
    /// The values, by leaf index.
    pub values: Vec<(Value, Type)>,
    /// The constant of each leaf defined by a constant op (its value, and the op's name whose
    /// dialect materializes copies), by leaf index: the analysis knows it, so rules and folds see
    /// through constants hoisted out of the block (a loop body's bounds and strides).
    pub constants: Vec<Option<(Attribute, OperationName)>>,
    index: FxHashMap<Value, u32>,
}

impl Leaves {
    /// The leaf index of `v`, allocating one on first use.
    pub fn intern(&mut self, ctx: &Context, v: Value) -> u32 {
        if let Some(&i) = self.index.get(&v) {
            return i;
        }
        let i = self.values.len() as u32;
        self.values.push((v, ctx.value_type(v)));
        self.constants.push(defining_constant(ctx, v));
        self.index.insert(v, i);
        i
    }
}

/// The constant that `v` holds, if a registered constant op (`ConstantLike`, no operands) whose
/// folder gives its value defines it.
fn defining_constant(ctx: &Context, v: Value) -> Option<(Attribute, OperationName)> {
    let op = ctx.defining_op(v)?;
    let info = ctx.op_registered_info_ref(op)?;
    if !info.has_trait::<oxir::traits::ConstantLike>() || ctx.num_operands(op) != 0 || ctx.num_results(op) != 1 {
        return None;
    }
    match info.fold?(ctx, op, &[])?.as_slice() {
        [oxir::registry::FoldResult::Attribute(a)] => Some((*a, ctx.op_name_of(op))),
        _ => None,
    }
}
