//! Rewriting: patterns ([`RewritePattern`], or typed by the op they match:
//! [`OpRewritePattern`]), the rewriter they act through ([`PatternRewriter`], a
//! [`Builder`](crate::Builder)), and the greedy driver that applies them with folding until
//! nothing changes ([`greedy`]).
//!
//! Every change goes through the rewriter, which records it in the order MLIR's rewriter notifies
//! its listener, so the driver keeps its worklist as MLIR's does: created, moved and modified ops
//! are revisited with their ancestors, the defining ops of an erased op's operands that keep at
//! most one other user are revisited (they may have become dead), and erased ops are dropped.

pub mod greedy;
pub mod greedy_parallel;
pub(crate) mod op_set;
pub mod region_simplify;

use crate::attributes::Attribute;
use crate::builder::{Builder, InsertPoint, OperationState};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::ods::Op;
use crate::value::Value;
use crate::{BlockRef, OpRef, RegionRef};

/// An op's canonicalization patterns (MLIR's `getCanonicalizationPatterns`): registered by
/// `#[op(canonicalizer = f)]` as one of the op's interfaces, so that the registry, below the
/// rewriter, does not name patterns; `canonicalize` asks every registered op for it.
#[derive(Copy, Clone)]
pub struct CanonicalizationPatterns(pub fn() -> Vec<Box<dyn RewritePattern>>);

/// The in-place folds of ops ([`RewritePattern::is_in_place_fold`]: the parts of MLIR's folders
/// that change an op in place, which are patterns here), by op name, built once a name. Folding
/// applies them after the op's folder, as MLIR's folders do them.
#[derive(Default)]
pub struct InPlaceFolds {
    by_name: rustc_hash::FxHashMap<crate::registry::OperationName, Vec<Box<dyn RewritePattern>>>,
}

impl InPlaceFolds {
    /// An empty cache.
    pub fn new() -> Self {
        Self::default()
    }

    /// Applies the first of `op`'s in-place folds (by decreasing benefit) that matches, with
    /// `constants` (one an operand) for what the folder sees as constant; returns whether one
    /// did.
    pub fn apply(&mut self, rw: &mut PatternRewriter<'_>, op: OpRef, constants: &[Option<Attribute>]) -> bool {
        let folds = self.folds_of(rw.ctx(), op);
        folds.iter().any(|p| p.fold_in_place(op, rw, constants))
    }

    /// Whether ops of `op`'s name have any in-place fold (so that [`InPlaceFolds::apply`] may
    /// change `op`).
    pub fn has_folds(&mut self, ctx: &Context, op: OpRef) -> bool {
        !self.folds_of(ctx, op).is_empty()
    }

    /// The in-place folds of `op`'s name, by decreasing benefit, built on the first call.
    fn folds_of(&mut self, ctx: &Context, op: OpRef) -> &[Box<dyn RewritePattern>] {
        let name = ctx.op_name_of(op);
        self.by_name.entry(name).or_insert_with(|| {
            let Some(patterns) = ctx.op_interface::<CanonicalizationPatterns>(op).map(|c| c.0) else {
                return Vec::new();
            };
            let text = ctx.op_name_text(op);
            let mut folds: Vec<Box<dyn RewritePattern>> =
                patterns().into_iter().filter(|p| p.is_in_place_fold() && p.root() == Some(text)).collect();
            folds.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
            folds
        })
    }
}

/// A rewrite of IR rooted at one op: MLIR's `RewritePattern`.
pub trait RewritePattern: Send + Sync {
    /// The op name this pattern matches, or `None` for any op.
    fn root(&self) -> Option<&'static str>;
    /// How good a match is; higher benefits are tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// A name for debugging and statistics.
    fn name(&self) -> &'static str {
        "pattern"
    }
    /// Tries to rewrite `op`; returns whether it did. A pattern that returns `false` must not
    /// have changed anything.
    fn match_and_rewrite(&self, op: OpRef, rewriter: &mut PatternRewriter<'_>) -> bool;
    /// Whether the pattern stands for a fold MLIR's folder does in place (a folder here cannot
    /// change the IR): the dialect conversion driver then applies it when folding the op, as
    /// MLIR's driver folds before trying patterns.
    fn is_in_place_fold(&self) -> bool {
        false
    }
    /// Applies an in-place fold ([`RewritePattern::is_in_place_fold`]) as a folder would, with
    /// `constants` (one an operand) for what it sees as constant operands: MLIR's folders get
    /// their constant operands from the caller, and the dialect conversion driver passes the
    /// constants of the IR before its (lazy) replacements. By default, the pattern's own match.
    fn fold_in_place(&self, op: OpRef, rewriter: &mut PatternRewriter<'_>, constants: &[Option<Attribute>]) -> bool {
        let _ = constants;
        self.match_and_rewrite(op, rewriter)
    }
}

/// A rewrite pattern typed by the op it matches: MLIR's `OpRewritePattern<Op>`.
///
/// Every `OpRewritePattern` is a [`RewritePattern`] whose root is `Op::NAME`, so it goes in the
/// same pattern lists (`Box::new(MyPattern)`) and the greedy driver dispatches it by root name
/// as any other; `match_and_rewrite` receives the op as its typed handle.
pub trait OpRewritePattern: Send + Sync {
    /// The op kind the pattern matches.
    type Op: Op;
    /// How good a match is; higher benefits are tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// A name for debugging and statistics (the pattern's type name by default).
    fn name(&self) -> &'static str {
        std::any::type_name::<Self>()
    }
    /// Tries to rewrite `op`; returns whether it did. A pattern that returns `false` must not
    /// have changed anything.
    fn match_and_rewrite(&self, op: Self::Op, rewriter: &mut PatternRewriter<'_>) -> bool;
    /// Whether the pattern stands for a fold MLIR's folder does in place (see
    /// [`RewritePattern::is_in_place_fold`]).
    fn is_in_place_fold(&self) -> bool {
        false
    }
}

impl<P: OpRewritePattern> RewritePattern for P {
    fn root(&self) -> Option<&'static str> {
        Some(<P::Op as Op>::NAME)
    }
    fn benefit(&self) -> u16 {
        OpRewritePattern::benefit(self)
    }
    fn name(&self) -> &'static str {
        OpRewritePattern::name(self)
    }
    fn match_and_rewrite(&self, op: OpRef, rewriter: &mut PatternRewriter<'_>) -> bool {
        OpRewritePattern::match_and_rewrite(self, P::Op::from_op_unchecked(op), rewriter)
    }
    fn is_in_place_fold(&self) -> bool {
        OpRewritePattern::is_in_place_fold(self)
    }
}

/// One change made through a [`PatternRewriter`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// An op was created and inserted.
    Created(OpRef),
    /// An op's operands, attributes or successors were changed in place.
    Modified(OpRef),
    /// An op was moved to another block by [`PatternRewriter::merge_blocks`] (MLIR notifies it
    /// as inserted at its new place), or uses an argument of the merged block that became the
    /// same argument of the block it moved to.
    Moved(OpRef),
    /// An op is about to be erased; these were its operands' defining ops.
    Erased(OpRef),
    /// An op defined an operand of an op about to be erased and has at most one other user of it
    /// left, so it may now be dead or simpler (what MLIR's greedy driver revisits on erasure). It
    /// may itself be erased later in the same change.
    LostUse(OpRef),
}

/// The rewriter that patterns act through: it edits the IR and records what changed.
pub struct PatternRewriter<'c> {
    ctx: &'c mut Context,
    point: InsertPoint,
    changes: Vec<Change>,
}

impl<'c> PatternRewriter<'c> {
    /// A rewriter over `ctx`.
    pub fn new(ctx: &'c mut Context) -> Self {
        PatternRewriter { ctx, point: InsertPoint::Detached, changes: Vec::new() }
    }

    /// The context (read-only).
    pub fn ctx(&self) -> &Context {
        self.ctx
    }

    /// The context, for changes the rewriter does not need to know about (e.g. interning).
    /// Structural changes must go through the rewriter's methods.
    pub fn ctx_mut(&mut self) -> &mut Context {
        self.ctx
    }

    /// The changes recorded so far, emptying the log.
    pub fn take_changes(&mut self) -> Vec<Change> {
        std::mem::take(&mut self.changes)
    }

    /// Where new ops go.
    pub fn insertion_point(&self) -> InsertPoint {
        self.point
    }

    /// Moves the insertion point to `point` (MLIR's `restoreInsertionPoint`).
    pub fn restore_insertion_point(&mut self, point: InsertPoint) {
        self.point = point;
    }

    /// Inserts new ops before `op`.
    pub fn set_insertion_point(&mut self, op: OpRef) {
        self.point = InsertPoint::Before(op);
    }

    /// Inserts new ops after `op`.
    pub fn set_insertion_point_after(&mut self, op: OpRef) {
        self.point = InsertPoint::after(self.ctx, op);
    }

    /// Inserts new ops at the start of `block`.
    pub fn set_insertion_point_to_start(&mut self, block: BlockRef) {
        self.point = InsertPoint::block_start(self.ctx, block);
    }

    /// Inserts new ops at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: BlockRef) {
        self.point = InsertPoint::BlockEnd(block);
    }

    /// Creates an op at the insertion point.
    pub fn create(&mut self, state: OperationState) -> OpRef {
        let op = self.ctx.create_op_with_defaults(state);
        self.insert(op);
        op
    }

    /// Inserts an existing detached op at the insertion point.
    pub fn insert(&mut self, op: OpRef) {
        self.point.insert(self.ctx, op);
        self.changes.push(Change::Created(op));
    }

    /// Replaces every use of `op`'s results by `values` (one per result) and erases `op`.
    pub fn replace_op(&mut self, op: impl Into<OpRef>, values: &[Value]) -> Result<(), Diagnostic> {
        let op: OpRef = op.into();
        let n = self.ctx.num_results(op);
        if values.len() != n {
            return Err(Diagnostic::error(
                self.ctx.op_loc(op),
                format!("replacing an op with {n} results by {} values", values.len()),
            ));
        }
        for (i, &v) in values.iter().enumerate() {
            let r = self.ctx.result(op, i);
            self.replace_all_uses_with(r, v);
        }
        self.erase_op(op)
    }

    /// Creates an op before `op` and replaces `op` by its results.
    pub fn replace_op_with_new(&mut self, op: impl Into<OpRef>, state: OperationState) -> Result<OpRef, Diagnostic> {
        let op: OpRef = op.into();
        self.set_insertion_point(op);
        let new = self.create(state);
        let values: Vec<Value> = self.ctx.results(new).collect();
        self.replace_op(op, &values)?;
        Ok(new)
    }

    /// Replaces every use of `from` by `to`, recording the users as modified.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        let users: Vec<OpRef> = self.ctx.users(from).collect();
        self.ctx.replace_all_uses_with(from, to);
        for u in users {
            self.changes.push(Change::Modified(u));
        }
    }

    /// Erases `op` and what is nested in it (its results must be unused), recording the erasures
    /// in the order MLIR's `RewriterBase::eraseOp` notifies them: the nested ops first, regions
    /// last to first, the blocks of a region successors before predecessors, the ops of a block
    /// last to first, and `op` last. Before each erasure come the ops defining its operands that
    /// it leaves with at most one other user ([`Change::LostUse`], MLIR's greedy driver's
    /// `addOperandsToWorklist`), counted without the users already erased.
    pub fn erase_op(&mut self, op: impl Into<OpRef>) -> Result<(), Diagnostic> {
        let op: OpRef = op.into();
        // An op without regions (most of them) is the whole order, and no op of it is gone
        // before its operands are counted.
        let mut order: smallvec::SmallVec<[OpRef; 1]> = smallvec::SmallVec::new();
        if self.ctx.op_regions(op).is_empty() {
            order.push(op);
        } else {
            let mut all = Vec::new();
            erase_order(self.ctx, op, &mut all);
            order.extend(all);
        }
        let mut gone: rustc_hash::FxHashSet<OpRef> = rustc_hash::FxHashSet::default();
        let mut log: smallvec::SmallVec<[Change; 4]> = smallvec::SmallVec::with_capacity(order.len() * 2);
        for &o in &order {
            for v in self.ctx.operands(o) {
                let Some(def) = self.ctx.defining_op(v) else { continue };
                let mut others = self.ctx.users(v).filter(|&u| u != o && !gone.contains(&u));
                let first = others.next();
                if others.any(|u| Some(u) != first) {
                    continue;
                }
                log.push(Change::LostUse(def));
            }
            if order.len() > 1 {
                gone.insert(o);
            }
            log.push(Change::Erased(o));
        }
        self.ctx.erase_op(op)?;
        self.changes.extend(log);
        Ok(())
    }

    /// Applies `f` to the IR and records `op` as modified in place.
    pub fn modify_op_in_place(&mut self, op: impl Into<OpRef>, f: impl FnOnce(&mut Context)) {
        let op: OpRef = op.into();
        f(self.ctx);
        self.changes.push(Change::Modified(op));
    }

    /// Moves the ops of `source` (without its terminator semantics changing) to the end of
    /// `dest`, replacing `source`'s arguments by `args`, and erases `source`.
    pub fn merge_blocks(&mut self, source: BlockRef, dest: BlockRef, args: &[Value]) -> Result<(), Diagnostic> {
        let params: Vec<Value> = self.ctx.block_arguments(source).collect();
        for (p, &a) in params.iter().zip(args) {
            if matches!(a, Value::Argument { block, .. } if block == dest) {
                // The argument moves with the ops (a block rebuilt with its arguments): its
                // users only move, as the ops do.
                let users: Vec<OpRef> = self.ctx.users(*p).collect();
                self.ctx.replace_all_uses_with(*p, a);
                self.changes.extend(users.into_iter().map(Change::Moved));
            } else {
                self.replace_all_uses_with(*p, a);
            }
        }
        let ops: Vec<OpRef> = self.ctx.block_ops(source).collect();
        for op in ops {
            self.ctx.detach_op(op);
            self.ctx.append_op(dest, op);
            self.changes.push(Change::Moved(op));
        }
        self.ctx.detach_block(source);
        Ok(())
    }

    /// Moves the blocks of `region` into `dest` before `before` (at the end when `None`).
    pub fn inline_region_before(&mut self, region: RegionRef, dest: RegionRef, before: Option<BlockRef>) {
        let blocks: Vec<BlockRef> = self.ctx.region_blocks(region).collect();
        for b in blocks {
            self.ctx.detach_block(b);
            self.ctx.insert_block_before(dest, before, b);
            let ops: Vec<OpRef> = self.ctx.block_ops(b).collect();
            for o in ops {
                self.changes.push(Change::Modified(o));
            }
        }
    }

    /// Splits `block` before `op`: `op` and what follows move to a new block inserted after
    /// `block`, which is returned. As MLIR's `RewriterBase::splitBlock`, the moved ops are
    /// recorded as moved, last first (it moves them one by one from the end).
    pub fn split_block(&mut self, block: BlockRef, op: OpRef) -> BlockRef {
        let new = self.ctx.create_block();
        if let Some(region) = self.ctx.block_parent_region(block) {
            let next = self.ctx.block_next(block);
            self.ctx.insert_block_before(region, next, new);
        }
        let mut moved = Vec::new();
        let mut cur = Some(op);
        while let Some(o) = cur {
            cur = self.ctx.op_next(o);
            self.ctx.detach_op(o);
            self.ctx.append_op(new, o);
            moved.push(o);
        }
        self.changes.extend(moved.into_iter().rev().map(Change::Moved));
        new
    }
}

/// The ops `op` holds and `op` itself, in the order MLIR's `RewriterBase::eraseOp` erases them
/// (see [`PatternRewriter::erase_op`]).
fn erase_order(ctx: &Context, op: OpRef, out: &mut Vec<OpRef>) {
    for &r in ctx.op_regions(op).iter().rev() {
        let blocks: Vec<BlockRef> = ctx.region_blocks(r).collect();
        let mut visited: rustc_hash::FxHashSet<BlockRef> = rustc_hash::FxHashSet::default();
        // Post-order over the successors from the first block not yet visited, until every
        // block is (the block graph may be disconnected).
        for &start in &blocks {
            if !visited.insert(start) {
                continue;
            }
            let mut stack: Vec<(BlockRef, usize)> = vec![(start, 0)];
            while let Some(&mut (b, ref mut i)) = stack.last_mut() {
                let succs = ctx.block_last_op(b).map(|t| ctx.successors(t)).unwrap_or(&[]);
                if let Some(&s) = succs.get(*i) {
                    *i += 1;
                    if blocks.contains(&s) && visited.insert(s) {
                        stack.push((s, 0));
                    }
                    continue;
                }
                stack.pop();
                let ops: Vec<OpRef> = ctx.block_ops(b).collect();
                for &o in ops.iter().rev() {
                    erase_order(ctx, o, out);
                }
            }
        }
    }
    out.push(op);
}

impl Builder for PatternRewriter<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn ctx_mut(&mut self) -> &mut Context {
        self.ctx
    }
    fn insertion_point(&self) -> InsertPoint {
        self.point
    }
    fn restore_insertion_point(&mut self, point: InsertPoint) {
        self.point = point;
    }
    fn insert(&mut self, op: OpRef) {
        PatternRewriter::insert(self, op)
    }
}
