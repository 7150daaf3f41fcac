//! Use-list orders read from bytecode, applied to the IR once it is built (MLIR's
//! `processUseLists`).
//!
//! MLIR orders the uses of a value by their use ID: the owning op's position in a pre-order walk
//! of the IR, then the operand's index. A file records, for each value whose use-list was not in
//! descending use-ID order when it was written, where each use goes: the use with the `k`-th
//! largest ID goes to position `order[k]` (or, in the index-pair form, only the pairs `(k,
//! order[k])` that move). After reading, every other multi-use value is put in descending order,
//! so a value's use-list reads back as it was written, whatever order building the IR left it in.
//!
//! The reader renders the file as text for oxir's parser, which does not carry use-list orders;
//! the orders are kept here, keyed by the position of the defining op or block in the pre-order
//! walk of the file, and [`UseListOrders::apply`] matches those positions on the parsed IR.

use crate::context::Context;
use crate::value::{OpOperand, Value};
use crate::{BlockRef, OpRef};
use rustc_hash::FxHashMap;

/// Which value a use-list order belongs to: a result of the `op`-th op, or an argument of the
/// `block`-th block, counted in the pre-order walk the file is written in.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) enum ValueKey {
    /// Result `index` of the `op`-th op.
    Result { op: usize, index: usize },
    /// Argument `index` of the `block`-th block.
    Argument { block: usize, index: usize },
}

/// One value's recorded order: the full permutation, or the pairs `(from, to)` that move.
#[derive(Clone, Debug)]
pub(crate) struct Order {
    pub pairs: bool,
    pub indices: Vec<u64>,
}

/// The use-list orders a bytecode file records, to be applied to the IR built from it.
#[derive(Clone, Debug, Default)]
pub struct UseListOrders {
    pub(crate) orders: FxHashMap<ValueKey, Order>,
    /// How many ops the file holds (to find them in the parsed IR, which may wrap them in an
    /// implicit module).
    pub(crate) num_ops: usize,
}

/// The ops and blocks of the parsed IR in the order the file numbers them: ops in pre-order,
/// each block when the walk enters it.
#[derive(Default)]
struct Numbering {
    op_ids: FxHashMap<OpRef, u64>,
    ops: Vec<OpRef>,
    blocks: Vec<BlockRef>,
}

/// A step of the walk: an op, or entering a block.
enum Step {
    Op(OpRef),
    Block(BlockRef),
}

impl Numbering {
    /// Numbers `roots` and everything nested in them.
    fn walk(ctx: &Context, roots: impl DoubleEndedIterator<Item = OpRef>) -> Numbering {
        let mut n = Numbering::default();
        let mut stack: Vec<Step> = roots.rev().map(Step::Op).collect();
        let mut nested = Vec::new();
        while let Some(step) = stack.pop() {
            match step {
                Step::Op(op) => {
                    n.op_ids.insert(op, n.ops.len() as u64);
                    n.ops.push(op);
                    nested.clear();
                    for &r in ctx.op_regions(op) {
                        for b in ctx.region_blocks(r) {
                            nested.push(Step::Block(b));
                            nested.extend(ctx.block_ops(b).map(Step::Op));
                        }
                    }
                    stack.extend(nested.drain(..).rev());
                }
                Step::Block(b) => n.blocks.push(b),
            }
        }
        n
    }
}

impl UseListOrders {
    /// Whether the file recorded no order (every use-list is still put in MLIR's order).
    pub fn is_empty(&self) -> bool {
        self.orders.is_empty()
    }

    /// Puts the use-list of every value under `top` (the op parsed from the text the reader
    /// rendered, or the implicit module wrapping its ops) in the order the file recorded, or in
    /// descending use-ID order where it recorded none. Errors when the IR does not have the
    /// file's shape or an order is not a permutation of the value's uses (MLIR: "parsed use-list
    /// orders were invalid and could not be applied").
    pub fn apply(&self, ctx: &mut Context, top: OpRef) -> Result<(), String> {
        let mut numbering = Numbering::walk(ctx, std::iter::once(top));
        if numbering.ops.len() == self.num_ops + 1 {
            // The parser wrapped the file's ops in an implicit module.
            let body: Vec<OpRef> =
                ctx.op_regions(top).iter().flat_map(|&r| ctx.region_blocks(r)).flat_map(|b| ctx.block_ops(b)).collect();
            numbering = Numbering::walk(ctx, body.into_iter());
        }
        if numbering.ops.len() != self.num_ops {
            return Err(format!(
                "the IR read has {} ops where the bytecode has {}; its use-list orders cannot be applied",
                numbering.ops.len(),
                self.num_ops
            ));
        }
        let mut values = Vec::new();
        for (i, &op) in numbering.ops.iter().enumerate() {
            for (index, v) in ctx.results(op).enumerate() {
                values.push((ValueKey::Result { op: i, index }, v));
            }
        }
        for (i, &b) in numbering.blocks.iter().enumerate() {
            for (index, v) in ctx.block_arguments(b).enumerate() {
                values.push((ValueKey::Argument { block: i, index }, v));
            }
        }
        for (key, v) in values {
            if !sort_use_list(ctx, &numbering.op_ids, v, self.orders.get(&key)) {
                return Err("parsed use-list orders were invalid and could not be applied".into());
            }
        }
        Ok(())
    }
}

/// Puts the uses of `v` in descending use-ID order, then moves the `k`-th to position
/// `order[k]` when the file recorded an order; whether the order was valid.
fn sort_use_list(ctx: &mut Context, op_ids: &FxHashMap<OpRef, u64>, v: Value, order: Option<&Order>) -> bool {
    let mut uses: Vec<(u64, OpOperand)> = Vec::new();
    for u in ctx.uses(v) {
        let Some(&owner) = op_ids.get(&u.owner) else { return false };
        uses.push(((owner << 32) | u64::from(u.index), u));
    }
    // As MLIR: a value with fewer than two uses keeps its list, whatever the file says.
    if uses.len() < 2 {
        return true;
    }
    let sorted = uses.windows(2).all(|w| w[0].0 > w[1].0);
    if sorted && order.is_none() {
        return true;
    }
    uses.sort_unstable_by_key(|&(id, _)| std::cmp::Reverse(id));
    let n = uses.len();
    let target: Vec<usize> = match order {
        None => (0..n).collect(),
        Some(order) => match permutation(order, n) {
            Some(p) => p,
            None => return false,
        },
    };
    let mut placed: Vec<Option<OpOperand>> = vec![None; n];
    for (k, &(_, u)) in uses.iter().enumerate() {
        placed[target[k]] = Some(u);
    }
    let list: Vec<OpOperand> = placed.into_iter().flatten().collect();
    ctx.set_use_list_order(v, &list)
}

/// The permutation `order` describes for a value of `n` uses (the pairs expanded over the
/// identity), if it is one.
fn permutation(order: &Order, n: usize) -> Option<Vec<usize>> {
    let target: Vec<usize> = if order.pairs {
        if !order.indices.len().is_multiple_of(2) {
            return None;
        }
        let mut t: Vec<usize> = (0..n).collect();
        for pair in order.indices.chunks_exact(2) {
            let from = usize::try_from(pair[0]).ok().filter(|&f| f < n)?;
            t[from] = usize::try_from(pair[1]).ok()?;
        }
        t
    } else {
        order.indices.iter().map(|&i| usize::try_from(i).ok()).collect::<Option<_>>()?
    };
    if target.len() != n {
        return None;
    }
    let mut seen = vec![false; n];
    for &t in &target {
        if t >= n || std::mem::replace(&mut seen[t], true) {
            return None;
        }
    }
    Some(target)
}
