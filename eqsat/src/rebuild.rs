//! E-graph to IR: each needed e-class of the chosen extraction becomes one op, placed before
//! its first user (or at the block's end), with the location of the original ops of its class.

use crate::analysis::OxGraph;
use crate::lang::ENode;
use egg::Id;
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
                let data = self.eg.analysis.heads.get(*head);
                let mut st = OperationState::new(data.name, loc);
                st.operands.extend(operands);
                st.result_types.extend(data.results.iter().copied());
                st.properties = data.props;
                st.attributes = DictionaryAttr::entries(ctx, data.attrs).to_vec();
                crate::implied::add_implied_region(ctx, &mut st);
                let op = ctx.create_op(st);
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
