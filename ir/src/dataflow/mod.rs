//! Sparse data-flow analysis as MLIR's `DataFlowSolver` runs it for `sccp`: dead code analysis
//! ([`dead_code`], MLIR's `DeadCodeAnalysis`: which blocks and control-flow edges may execute,
//! and the predecessors of region entries, region-branch results, callables and calls) and
//! sparse constant propagation ([`constants`], MLIR's `SparseConstantPropagation`: which values
//! are known constants), solved together to a fixpoint over one worklist.
//!
//! Control flow is followed through the ops' interfaces: branches through their
//! `BranchOpInterface` (a known condition takes one edge), region ops through
//! [`RegionBranchOpInterface`](crate::interfaces::RegionBranchOpInterface) (`scf.if` on a known
//! condition runs one region), calls and callables through the call interfaces (a private
//! function whose uses are all calls takes its arguments from its live calls). Anything else is
//! assumed to run with unknown values, as MLIR assumes.
//!
//! [`Liveness`] (MLIR's `LivenessAnalysis`, for `remove-dead-values`) runs backward on the
//! result: which values are needed, in the blocks the two analyses found executable.

mod constants;
mod dead_code;
mod liveness;

pub use liveness::Liveness;

use crate::attributes::Attribute;
use crate::context::Context;
use crate::value::Value;
use crate::{BlockRef, OpRef};
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::VecDeque;

/// What is known of a value (MLIR's `Lattice<ConstantValue>`; absent from the solver's map:
/// uninitialized, nothing known yet).
#[derive(Clone, Debug)]
pub enum ConstantValue {
    /// A constant, with the dialect of the op that produced it (which materializes it).
    Constant(Attribute, String),
    /// Not a known constant (the pessimistic state).
    Unknown,
}

impl PartialEq for ConstantValue {
    /// MLIR compares the constants only, not the dialects.
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (ConstantValue::Constant(a, _), ConstantValue::Constant(b, _)) => a == b,
            (ConstantValue::Unknown, ConstantValue::Unknown) => true,
            _ => false,
        }
    }
}

/// A program point whose predecessors are tracked (MLIR's `PredecessorState` anchors).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Point {
    /// The entry of a block (of a region entered through region control flow).
    Block(BlockRef),
    /// After a region-branch op (its results) or a call (the returns reaching it).
    After(OpRef),
    /// The call sites of a callable.
    Callable(OpRef),
}

/// The known predecessors of a point (MLIR's `PredecessorState`).
#[derive(Default)]
struct Predecessors {
    known: Vec<OpRef>,
    /// The values each predecessor's operands flow into, when given.
    inputs: FxHashMap<OpRef, Vec<Value>>,
    /// Whether predecessors may exist that are not known.
    unknown: bool,
}

/// Something to (re)visit.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Item {
    Op(OpRef),
    Block(BlockRef),
}

/// The combined state of the two analyses.
#[derive(Default)]
pub struct Solver {
    values: FxHashMap<Value, ConstantValue>,
    live_blocks: FxHashSet<BlockRef>,
    live_edges: FxHashSet<(BlockRef, BlockRef)>,
    preds: FxHashMap<Point, Predecessors>,
    /// Items that read a value's state without using it as an operand.
    subscribers: FxHashMap<Value, Vec<Item>>,
    worklist: VecDeque<Item>,
    queued: FxHashSet<Item>,
    top: Option<OpRef>,
}

impl Solver {
    /// Runs both analyses on the regions of `top` to a fixpoint.
    pub fn solve(ctx: &Context, top: OpRef) -> Solver {
        let mut s = Solver { top: Some(top), ..Solver::default() };
        s.initialize(ctx, top);
        while let Some(item) = s.worklist.pop_front() {
            s.queued.remove(&item);
            match item {
                Item::Op(op) => {
                    if !ctx.is_erased(op) {
                        s.visit_op(ctx, op);
                    }
                }
                Item::Block(b) => s.visit_block(ctx, b),
            }
        }
        s
    }

    /// What is known of `v`: `None` while uninitialized.
    pub fn value(&self, v: Value) -> Option<&ConstantValue> {
        self.values.get(&v)
    }

    fn enqueue(&mut self, item: Item) {
        if self.queued.insert(item) {
            self.worklist.push_back(item);
        }
    }

    fn is_live(&self, b: BlockRef) -> bool {
        self.live_blocks.contains(&b)
    }

    /// Whether the block holding `op` may execute.
    fn op_is_live(&self, ctx: &Context, op: OpRef) -> bool {
        ctx.op_parent_block(op).is_some_and(|b| self.is_live(b))
    }

    /// Marks `b` executable: it and its ops are visited (again).
    fn mark_live(&mut self, ctx: &Context, b: BlockRef) {
        if self.live_blocks.insert(b) {
            self.enqueue(Item::Block(b));
            for op in ctx.block_ops(b) {
                self.enqueue(Item::Op(op));
            }
        }
    }

    /// Marks the edge `from -> to` executable (and `to`).
    fn mark_edge_live(&mut self, ctx: &Context, from: BlockRef, to: BlockRef) {
        self.mark_live(ctx, to);
        if self.live_edges.insert((from, to)) {
            self.enqueue(Item::Block(to));
        }
    }

    /// The state of `v`, read by `item` (revisited when it changes).
    fn read_for(&mut self, item: Item, v: Value) -> Option<ConstantValue> {
        let subs = self.subscribers.entry(v).or_default();
        if !subs.contains(&item) {
            subs.push(item);
        }
        self.values.get(&v).cloned()
    }

    /// Joins `new` into the state of `v` (MLIR's `ConstantValue::join`); on a change, the users
    /// of `v` and the items reading it are visited again.
    fn join(&mut self, ctx: &Context, v: Value, new: Option<ConstantValue>) {
        let Some(new) = new else { return };
        let merged = match self.values.get(&v) {
            None => new,
            Some(old) if *old == new => return,
            Some(_) => ConstantValue::Unknown,
        };
        if self.values.get(&v) == Some(&merged) {
            return;
        }
        self.values.insert(v, merged);
        for user in ctx.users(v).collect::<Vec<_>>() {
            self.enqueue(Item::Op(user));
        }
        for item in self.subscribers.get(&v).cloned().unwrap_or_default() {
            self.enqueue(item);
        }
    }

    /// Sets the state of each value to unknown (MLIR's `setAllToEntryStates`).
    fn set_unknown(&mut self, ctx: &Context, values: &[Value]) {
        for &v in values {
            self.join(ctx, v, Some(ConstantValue::Unknown));
        }
    }

    /// Reacts to a change of the predecessors of `point`: what reads them is visited again.
    fn predecessors_changed(&mut self, ctx: &Context, point: Point) {
        match point {
            Point::Block(b) => self.enqueue(Item::Block(b)),
            Point::After(op) => self.enqueue(Item::Op(op)),
            Point::Callable(op) => {
                self.enqueue(Item::Op(op));
                for &r in ctx.op_regions(op) {
                    for b in ctx.region_blocks(r) {
                        self.enqueue(Item::Block(b));
                        if let Some(t) = ctx.block_last_op(b) {
                            self.enqueue(Item::Op(t));
                        }
                    }
                }
            }
        }
    }

    /// Adds `pred` (with the values its operands flow into) to the predecessors of `point`.
    fn add_predecessor(&mut self, ctx: &Context, point: Point, pred: OpRef, inputs: Vec<Value>) {
        let state = self.preds.entry(point).or_default();
        let mut changed = false;
        if !state.known.contains(&pred) {
            state.known.push(pred);
            changed = true;
        }
        if !inputs.is_empty() && state.inputs.get(&pred) != Some(&inputs) {
            state.inputs.insert(pred, inputs);
            changed = true;
        }
        if changed {
            self.predecessors_changed(ctx, point);
        }
    }

    /// Records that `point` may have predecessors that are not known.
    fn set_unknown_predecessors(&mut self, ctx: &Context, point: Point) {
        let state = self.preds.entry(point).or_default();
        if !state.unknown {
            state.unknown = true;
            self.predecessors_changed(ctx, point);
        }
    }

    fn visit_op(&mut self, ctx: &Context, op: OpRef) {
        self.visit_control_flow(ctx, op);
        self.visit_values(ctx, op);
    }
}
