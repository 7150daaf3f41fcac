//! Sparse constant propagation (MLIR's `SparseConstantPropagation` on the
//! `AbstractSparseForwardDataFlowAnalysis` transfer rules): an op's results fold from the known
//! constants of its operands (never in place: an op whose folder would change it gives unknown
//! results); the results of region-branch ops and calls and the arguments of blocks join what
//! flows into them from their executable predecessors.

use super::{ConstantValue, Item, Point, Solver};
use crate::attributes::Attribute;
use crate::context::Context;
use crate::interfaces::{callable_body, resolve_callee, CallOpInterface, CallableOpInterface};
use crate::interfaces::{terminator_successor_operands, RegionBranchOpInterface, RegionSuccessor};
use crate::registry::FoldResult;
use crate::rewrite::region_simplify::{predecessor_edges, successor_operands};
use crate::value::Value;
use crate::{BlockRef, OpRef};

impl Solver {
    /// MLIR's `AbstractSparseForwardDataFlowAnalysis::visitOperation`.
    pub(super) fn visit_values(&mut self, ctx: &Context, op: OpRef) {
        if ctx.num_results(op) == 0 || !self.op_is_live(ctx, op) {
            return;
        }
        let results: Vec<Value> = ctx.results(op).collect();
        if let Some(model) = ctx.op_interface::<dyn RegionBranchOpInterface>(op) {
            self.visit_region_successors(ctx, Point::After(op), op, &*model, RegionSuccessor::Parent, &results);
            return;
        }
        if ctx.op_interface::<CallOpInterface>(op).is_some() {
            self.visit_call_results(ctx, op, &results);
            return;
        }
        self.fold(ctx, op, &results);
    }

    /// MLIR's `SparseConstantPropagation::visitOperation`: the results fold from the operands'
    /// constants; ops with regions, failed folds and in-place folds give unknown results.
    fn fold(&mut self, ctx: &Context, op: OpRef, results: &[Value]) {
        if !ctx.op_regions(op).is_empty() {
            return self.set_unknown(ctx, results);
        }
        let mut constants: Vec<Option<Attribute>> = Vec::with_capacity(ctx.num_operands(op));
        for v in ctx.operands(op) {
            match self.values.get(&v) {
                None => return,
                Some(ConstantValue::Constant(c, _)) => constants.push(Some(*c)),
                Some(ConstantValue::Unknown) => constants.push(None),
            }
        }
        let folded = ctx.op_registered_info_ref(op).and_then(|i| i.fold).and_then(|f| f(ctx, op, &constants));
        let folded = folded
            .filter(|f| f.len() == results.len() && !f.iter().zip(results).all(|(r, &v)| *r == FoldResult::Value(v)));
        let Some(folded) = folded else {
            return self.set_unknown(ctx, results);
        };
        let dialect = ctx.op_name_dialect(ctx.op_name_of(op)).to_string();
        for (&r, f) in results.iter().zip(folded) {
            match f {
                FoldResult::Attribute(a) => self.join(ctx, r, Some(ConstantValue::Constant(a, dialect.clone()))),
                FoldResult::Value(v) => {
                    let state = self.read_for(Item::Op(op), v);
                    self.join(ctx, r, state);
                }
            }
        }
    }

    /// MLIR's `visitCallOperation`: a call to a declaration gives unknown results; otherwise
    /// they join what the returns reaching the call give back.
    fn visit_call_results(&mut self, ctx: &Context, call: OpRef, results: &[Value]) {
        if resolve_callee(ctx, call).is_some_and(|c| callable_body(ctx, c).is_none()) {
            return self.set_unknown(ctx, results);
        }
        let (unknown, returns) = match self.preds.get(&Point::After(call)) {
            Some(p) => (p.unknown, p.known.clone()),
            None => (false, Vec::new()),
        };
        if unknown {
            return self.set_unknown(ctx, results);
        }
        for ret in returns {
            let operands: Vec<Value> = ctx.operands(ret).collect();
            for (&r, o) in results.iter().zip(operands) {
                let state = self.read_for(Item::Op(call), o);
                self.join(ctx, r, state);
            }
        }
    }

    /// MLIR's `visitRegionSuccessors`: `lattices` (the results of `branch`, or the arguments of
    /// the entry block of one of its regions) join what each known predecessor of `point` sends
    /// to `successor`; values that are not successor inputs (such as a loop's induction
    /// variable) are unknown.
    fn visit_region_successors(
        &mut self,
        ctx: &Context,
        point: Point,
        branch: OpRef,
        model: &dyn RegionBranchOpInterface,
        successor: RegionSuccessor,
        lattices: &[Value],
    ) {
        let item = match point {
            Point::Block(b) => Item::Block(b),
            Point::After(op) | Point::Callable(op) => Item::Op(op),
        };
        let (known, inputs) = match self.preds.get(&point) {
            Some(p) => (p.known.clone(), p.inputs.clone()),
            None => return,
        };
        for pred in known {
            let operands = if pred == branch {
                Some(model.entry_successor_operands(ctx, branch, successor))
            } else {
                terminator_successor_operands(ctx, pred, successor)
            };
            let Some(operands) = operands else {
                return self.set_unknown(ctx, lattices);
            };
            let inputs = inputs.get(&pred).cloned().unwrap_or_default();
            let mut first = 0;
            if inputs.len() != lattices.len() {
                if let Some(i) = inputs.first().and_then(|v| lattices.iter().position(|l| l == v)) {
                    first = i;
                }
                let end = (first + inputs.len()).min(lattices.len());
                self.set_unknown(ctx, &lattices[..first]);
                self.set_unknown(ctx, &lattices[end..]);
            }
            for (&l, o) in lattices[first..].iter().zip(operands) {
                let state = self.read_for(item, o);
                self.join(ctx, l, state);
            }
        }
    }

    /// MLIR's `visitBlock`: the arguments of an executable block join what flows into them.
    pub(super) fn visit_block(&mut self, ctx: &Context, block: BlockRef) {
        if ctx.num_block_arguments(block) == 0 || !self.is_live(block) {
            return;
        }
        let args: Vec<Value> = ctx.block_arguments(block).collect();
        let Some(region) = ctx.block_parent_region(block) else { return };
        if ctx.region_entry_block(region) == Some(block) {
            let parent = ctx.region_parent_op(region);
            let Some(parent) = parent.filter(|&p| Some(p) != self.top) else {
                return self.set_unknown(ctx, &args);
            };
            if ctx.op_interface::<CallableOpInterface>(parent).is_some() && callable_body(ctx, parent) == Some(region) {
                return self.visit_callable_arguments(ctx, parent, block, &args);
            }
            if let Some(model) = ctx.op_interface::<dyn RegionBranchOpInterface>(parent) {
                let s = RegionSuccessor::Region(region);
                return self.visit_region_successors(ctx, Point::Block(block), parent, &*model, s, &args);
            }
            return self.set_unknown(ctx, &args);
        }
        for (term, index) in predecessor_edges(ctx, block) {
            let Some(from) = ctx.op_parent_block(term) else { continue };
            if !self.live_edges.contains(&(from, block)) {
                continue;
            }
            let Some(operands) = successor_operands(ctx, term, index) else {
                return self.set_unknown(ctx, &args);
            };
            for (i, &a) in args.iter().enumerate() {
                match operands.get(i) {
                    Some(&o) => {
                        let state = self.read_for(Item::Block(block), o);
                        self.join(ctx, a, state);
                    }
                    None => self.set_unknown(ctx, &[a]),
                }
            }
        }
    }

    /// The arguments of a callable's entry block join what its live calls pass, when all its
    /// call sites are known; else they are unknown.
    fn visit_callable_arguments(&mut self, ctx: &Context, callable: OpRef, block: BlockRef, args: &[Value]) {
        let (unknown, calls) = match self.preds.get(&Point::Callable(callable)) {
            Some(p) => (p.unknown, p.known.clone()),
            None => (false, Vec::new()),
        };
        if unknown {
            return self.set_unknown(ctx, args);
        }
        for call in calls {
            let Some(i) = ctx.op_interface::<CallOpInterface>(call) else { continue };
            for (&a, v) in args.iter().zip((i.arguments)(ctx, call)) {
                let state = self.read_for(Item::Block(block), v);
                self.join(ctx, a, state);
            }
        }
    }
}
