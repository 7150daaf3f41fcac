//! E-graph to IR: each needed e-class of the chosen extraction becomes one op, placed before
//! its first user (or at the block's end), with the location of the original ops of its class;
//! across the blocks of a region-aware e-graph, in the block its placement gives
//! ([`UnitRebuild`]).

use crate::analysis::OxGraph;
use crate::lang::ENode;
use crate::placement::Placement;
use crate::scope::{Scope, Unit};
use egg::{Id, Language};
use oxir::builtin::attributes::DictionaryAttr;
use oxir::{Attribute, BlockRef, Context, Diagnostic, OpRef, OperationState, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// A class made into IR: a value (an opaque one or a result), or an op.
pub enum Mat {
    /// A value.
    Val(Value),
    /// An op (whose result 0 is the class's value, or whose results the projections take).
    Op(OpRef),
}

/// The state of rebuilding one block from a choice.
pub struct Rebuild<'a> {
    eg: &'a OxGraph,
    best: &'a FxHashMap<Id, ENode>,
    class_loc: &'a FxHashMap<Id, Attribute>,
    /// The classes made so far.
    pub memo: FxHashMap<Id, Mat>,
    busy: FxHashSet<Id>,
    /// The ops created.
    pub created: u64,
}

impl<'a> Rebuild<'a> {
    /// Rebuilds from `best`, giving each new op the location `class_loc` holds for its class.
    pub fn new(eg: &'a OxGraph, best: &'a FxHashMap<Id, ENode>, class_loc: &'a FxHashMap<Id, Attribute>) -> Self {
        Rebuild { eg, best, class_loc, memo: FxHashMap::default(), busy: FxHashSet::default(), created: 0 }
    }

    /// The value of class `id`, materializing its chosen term before `before` if needed. With
    /// `before == None` the class must already be materialized.
    pub fn value(
        &mut self,
        ctx: &mut Context,
        id: Id,
        before: Option<OpRef>,
        loc: Attribute,
    ) -> Result<Value, Diagnostic> {
        match self.mat(ctx, id, before.map(Place::Before), loc)? {
            Mat::Val(v) => Ok(v),
            Mat::Op(o) => Ok(ctx.result(o, 0)),
        }
    }

    /// The value of class `id`, materializing its chosen term at the end of `block` if needed.
    pub fn value_at_end(
        &mut self,
        ctx: &mut Context,
        block: BlockRef,
        id: Id,
        loc: Attribute,
    ) -> Result<Value, Diagnostic> {
        match self.mat(ctx, id, Some(Place::End(block)), loc)? {
            Mat::Val(v) => Ok(v),
            Mat::Op(o) => Ok(ctx.result(o, 0)),
        }
    }

    fn mat(&mut self, ctx: &mut Context, id: Id, place: Option<Place>, loc: Attribute) -> Result<Mat, Diagnostic> {
        let id = self.eg.find(id);
        if let Some(m) = self.memo.get(&id) {
            return Ok(match m {
                Mat::Val(v) => Mat::Val(*v),
                Mat::Op(o) => Mat::Op(*o),
            });
        }
        let err = || Diagnostic::error(loc, "eqsat: internal error: an e-class could not be rebuilt");
        let Some(place) = place else { return Err(err()) };
        let Some(node) = self.best.get(&id) else { return Err(err()) };
        if !self.busy.insert(id) {
            return Err(err());
        }
        let loc = self.class_loc.get(&id).copied().unwrap_or(loc);
        let m = match node {
            ENode::Leaf(i) => Mat::Val(self.eg.analysis.leaves.values[*i as usize].0),
            ENode::Proj { index, child } => match self.mat(ctx, child[0], Some(place), loc)? {
                Mat::Op(o) if (*index as usize) < ctx.num_results(o) => Mat::Val(ctx.result(o, *index as usize)),
                _ => return Err(err()),
            },
            ENode::Op { head, children } => {
                let mut operands = Vec::with_capacity(children.len());
                for &c in children {
                    let v = match self.mat(ctx, c, Some(place), loc)? {
                        Mat::Val(v) => v,
                        Mat::Op(o) => ctx.result(o, 0),
                    };
                    operands.push(v);
                }
                let op = create_op(ctx, self.eg, *head, operands, loc);
                match place {
                    Place::Before(b) => {
                        let Some(block) = ctx.op_parent_block(b) else { return Err(err()) };
                        ctx.insert_op_before(block, Some(b), op);
                    }
                    Place::End(block) => ctx.insert_op_before(block, None, op),
                }
                self.created += 1;
                Mat::Op(op)
            }
        };
        self.busy.remove(&id);
        let out = match &m {
            Mat::Val(v) => Mat::Val(*v),
            Mat::Op(o) => Mat::Op(*o),
        };
        self.memo.insert(id, m);
        Ok(out)
    }
}

#[derive(Copy, Clone)]
enum Place {
    Before(OpRef),
    End(BlockRef),
}

/// The state of rebuilding a region-aware e-graph's unit ([`crate::scope::Unit`]) from a choice
/// and its [`Placement`]: each copy of a class becomes one op, in the block the placement
/// gives, before the first op of that block that needs it.
pub struct UnitRebuild<'a> {
    eg: &'a OxGraph,
    best: &'a FxHashMap<Id, ENode>,
    class_loc: &'a FxHashMap<Id, Attribute>,
    unit: &'a Unit,
    placement: &'a Placement,
    memo: FxHashMap<(Id, usize), Mat>,
    busy: FxHashSet<(Id, usize)>,
    /// The ops created.
    pub created: u64,
}

impl<'a> UnitRebuild<'a> {
    /// Rebuilds `unit` from `best` placed by `placement`.
    pub fn new(
        eg: &'a OxGraph,
        best: &'a FxHashMap<Id, ENode>,
        class_loc: &'a FxHashMap<Id, Attribute>,
        unit: &'a Unit,
        placement: &'a Placement,
    ) -> Self {
        UnitRebuild {
            eg,
            best,
            class_loc,
            unit,
            placement,
            memo: FxHashMap::default(),
            busy: FxHashSet::default(),
            created: 0,
        }
    }

    /// Keeps `op` (the op of class `id` at `position` in `block`) as the copy of its class
    /// there, if the choice takes it as it is, the placement puts its class in this block and
    /// nothing it needs comes after it; its operands become the chosen ones.
    pub fn reuse(
        &mut self,
        ctx: &mut Context,
        op: OpRef,
        id: Id,
        own: &ENode,
        block: Scope,
        position: usize,
    ) -> Result<bool, Diagnostic> {
        let id = self.eg.find(id);
        let Some((k, at)) = self.placement.copy_for(self.unit, id, block) else { return Ok(false) };
        if at != block || self.memo.contains_key(&(id, k)) {
            return Ok(false);
        }
        let Some(chosen) = self.best.get(&id) else { return Ok(false) };
        let same = match (chosen, own) {
            (ENode::Op { head: h1, children: c1 }, ENode::Op { head: h2, children: c2 }) => {
                h1 == h2 && c1.len() == c2.len() && c1.iter().zip(c2).all(|(a, b)| self.eg.find(*a) == self.eg.find(*b))
            }
            _ => false,
        };
        let fits = self.placement.early.get(&id).is_some_and(|&(b, p)| b != block || p < 2 * position as i64);
        if !same || !fits {
            return Ok(false);
        }
        let kids: Vec<Id> = chosen.children().to_vec();
        let loc = ctx.op_loc(op);
        for (i, &kid) in kids.iter().enumerate() {
            let v = self.value(ctx, kid, block, Some(op), loc)?;
            if ctx.operand(op, i) != v {
                ctx.set_operand(op, i, v);
            }
        }
        self.memo.insert((id, k), Mat::Op(op));
        Ok(true)
    }

    /// The value of class `id` for a use before `before` in `block` (`None`: at its end),
    /// materializing the copy that serves it if needed.
    pub fn value(
        &mut self,
        ctx: &mut Context,
        id: Id,
        block: Scope,
        before: Option<OpRef>,
        loc: Attribute,
    ) -> Result<Value, Diagnostic> {
        match self.mat(ctx, id, block, before, loc)? {
            Mat::Val(v) => Ok(v),
            Mat::Op(o) => Ok(ctx.result(o, 0)),
        }
    }

    fn mat(
        &mut self,
        ctx: &mut Context,
        id: Id,
        block: Scope,
        before: Option<OpRef>,
        loc: Attribute,
    ) -> Result<Mat, Diagnostic> {
        let id = self.eg.find(id);
        let err = || Diagnostic::error(loc, "eqsat: internal error: an e-class could not be rebuilt");
        let Some(node) = self.best.get(&id) else { return Err(err()) };
        if let ENode::Leaf(i) = node {
            return Ok(Mat::Val(self.eg.analysis.leaves.values[*i as usize].0));
        }
        let Some((k, at)) = self.placement.copy_for(self.unit, id, block) else { return Err(err()) };
        if let Some(m) = self.memo.get(&(id, k)) {
            return Ok(match m {
                Mat::Val(v) => Mat::Val(*v),
                Mat::Op(o) => Mat::Op(*o),
            });
        }
        if !self.busy.insert((id, k)) {
            return Err(err());
        }
        let point = self.unit.insertion_point(at, block, before);
        let loc = self.class_loc.get(&id).copied().unwrap_or(loc);
        let m = match node {
            ENode::Leaf(_) => return Err(err()),
            ENode::Proj { index, child } => match self.mat(ctx, child[0], at, point, loc)? {
                Mat::Op(o) if (*index as usize) < ctx.num_results(o) => Mat::Val(ctx.result(o, *index as usize)),
                _ => return Err(err()),
            },
            ENode::Op { head, children } => {
                let mut operands = Vec::with_capacity(children.len());
                for &c in children {
                    operands.push(self.value(ctx, c, at, point, loc)?);
                }
                let op = create_op(ctx, self.eg, *head, operands, loc);
                ctx.insert_op_before(self.unit.blocks[at], point, op);
                self.created += 1;
                Mat::Op(op)
            }
        };
        self.busy.remove(&(id, k));
        let out = match &m {
            Mat::Val(v) => Mat::Val(*v),
            Mat::Op(o) => Mat::Op(*o),
        };
        self.memo.insert((id, k), m);
        Ok(out)
    }
}

/// A detached op of `head` over `operands`.
fn create_op(ctx: &mut Context, eg: &OxGraph, head: crate::lang::Head, operands: Vec<Value>, loc: Attribute) -> OpRef {
    let data = eg.analysis.heads.get(head);
    let mut st = OperationState::new(data.name, loc);
    st.operands.extend(operands);
    st.result_types.extend(data.results.iter().copied());
    st.properties = data.props;
    st.attributes = DictionaryAttr::entries(ctx, data.attrs).to_vec();
    crate::implied::add_implied_region(ctx, &mut st);
    ctx.create_op(st)
}
