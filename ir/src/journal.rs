//! The rollback log of the IR arenas (MLIR's `ConversionPatternRewriter` keeps one of its own
//! rewrites): while a [`Checkpoint`] is open, the first write to each entity that existed when
//! it was opened saves that entity's old storage, and [`Context::roll_back`] writes the saved
//! storage back in reverse order and drops the entities created since. Nothing is copied up
//! front and, when the changes are kept, nothing is copied back: the log only holds what was
//! actually changed.
//!
//! The log sits below every mutation of the IR: each arena is a [`LoggedVec`], whose only
//! mutable access to an element is its `IndexMut`, which notes the element before handing it
//! out. So an op created, erased, moved, an operand set, a block or region changed, a type or
//! attribute replaced are all undone alike, whichever code made the change.

use crate::context::Context;
use std::ops::{Deref, Index, IndexMut};
use std::slice::SliceIndex;

/// A vector whose elements can be put back as they were when a checkpoint was opened: the
/// storage of the context's arenas. Reading goes through `Deref` to a slice; the one way to
/// change an element in place is `IndexMut<usize>`, which saves it first while a checkpoint is
/// open (once per checkpoint level). Growing (`push`, `extend`) needs no note: a roll-back
/// truncates to the length the checkpoint saw.
#[derive(Clone, Debug)]
pub struct LoggedVec<V> {
    items: Vec<V>,
    /// `None` when no checkpoint is open: the common case costs one test per write.
    log: Option<Box<UndoLog<V>>>,
}

/// What a [`LoggedVec`] saved since the outermost open checkpoint.
#[derive(Clone, Debug)]
struct UndoLog<V> {
    /// The open checkpoints, innermost last.
    levels: Vec<Level>,
    /// Each saved element with its index, oldest first.
    entries: Vec<(u32, V)>,
}

/// One open checkpoint of a [`LoggedVec`].
#[derive(Clone, Debug)]
struct Level {
    /// The length when it was opened: elements at or past it are new and need no saving.
    len: usize,
    /// Where its entries start in `UndoLog::entries`.
    start: usize,
    /// Which elements below `len` it saved already (a bit each, grown on demand).
    saved: Vec<u64>,
}

impl<V> Default for LoggedVec<V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<V> LoggedVec<V> {
    /// An empty vector.
    pub const fn new() -> Self {
        LoggedVec { items: Vec::new(), log: None }
    }

    /// Appends an element.
    #[inline]
    pub fn push(&mut self, value: V) {
        self.items.push(value);
    }

    /// Reserves room for `n` more elements.
    pub fn reserve(&mut self, n: usize) {
        self.items.reserve(n);
    }

    /// Opens a checkpoint level.
    fn open(&mut self) {
        let log = self.log.get_or_insert_with(|| Box::new(UndoLog { levels: Vec::new(), entries: Vec::new() }));
        log.levels.push(Level { len: self.items.len(), start: log.entries.len(), saved: Vec::new() });
    }

    /// Closes the innermost level keeping the changes: its entries now belong to the level
    /// around it (they hold older values, so undoing them after that level's own still ends at
    /// that level's state), and the log goes with the outermost level.
    fn keep(&mut self) {
        let Some(log) = self.log.as_deref_mut() else { return };
        log.levels.pop();
        if log.levels.is_empty() {
            self.log = None;
        }
    }
}

impl<V: Clone> LoggedVec<V> {
    /// Closes the innermost level undoing its changes: the saved elements are written back,
    /// newest first, and the elements created since it was opened are dropped.
    fn roll_back(&mut self) {
        let Some(log) = self.log.as_deref_mut() else { return };
        let Some(level) = log.levels.pop() else { return };
        for (i, old) in log.entries.drain(level.start..).rev() {
            self.items[i as usize] = old;
        }
        self.items.truncate(level.len);
        if log.levels.is_empty() {
            self.log = None;
        }
    }
}

impl<V: Clone> UndoLog<V> {
    /// Saves element `i` of `items` unless the innermost level has it already or it is newer.
    #[inline(never)]
    fn note(&mut self, i: usize, items: &[V]) {
        let Some(level) = self.levels.last_mut() else { return };
        if i >= level.len {
            return;
        }
        let (word, bit) = (i / 64, 1u64 << (i % 64));
        if word >= level.saved.len() {
            level.saved.resize(word + 1, 0);
        }
        if level.saved[word] & bit != 0 {
            return;
        }
        level.saved[word] |= bit;
        self.entries.push((i as u32, items[i].clone()));
    }
}

impl<V> Deref for LoggedVec<V> {
    type Target = [V];
    #[inline]
    fn deref(&self) -> &[V] {
        &self.items
    }
}

impl<V, I: SliceIndex<[V]>> Index<I> for LoggedVec<V> {
    type Output = I::Output;
    #[inline]
    fn index(&self, i: I) -> &I::Output {
        &self.items[i]
    }
}

impl<V: Clone> IndexMut<usize> for LoggedVec<V> {
    #[inline]
    fn index_mut(&mut self, i: usize) -> &mut V {
        if let Some(log) = self.log.as_deref_mut() {
            log.note(i, &self.items);
        }
        &mut self.items[i]
    }
}

impl<V> Extend<V> for LoggedVec<V> {
    fn extend<T: IntoIterator<Item = V>>(&mut self, iter: T) {
        self.items.extend(iter);
    }
}

impl<V> IntoIterator for LoggedVec<V> {
    type Item = V;
    type IntoIter = std::vec::IntoIter<V>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.into_iter()
    }
}

/// An open checkpoint of a [`Context`]'s IR, from [`Context::checkpoint`]: give it back to
/// [`Context::roll_back`] to undo every change to the IR made since, or to
/// [`Context::keep_changes`] to keep them. Checkpoints nest and close innermost first.
#[must_use = "a checkpoint keeps logging changes until it is rolled back or kept"]
#[derive(Debug)]
pub struct Checkpoint {
    depth: usize,
}

impl Context {
    /// Opens a checkpoint: from now on, the first change to each op, block, region, result,
    /// block argument or use slot saves what it was, so [`Context::roll_back`] can put the IR
    /// back exactly (same handles, same use-list order). Interned types and attributes and the
    /// diagnostics emitted are not part of the IR and stay.
    pub fn checkpoint(&mut self) -> Checkpoint {
        self.for_each_arena(Arena::Open);
        self.checkpoints += 1;
        Checkpoint { depth: self.checkpoints }
    }

    /// Undoes every change to the IR since `checkpoint` was opened: the ops, blocks and regions
    /// created since are gone (their handles must not be used again), and everything else is as
    /// it was.
    pub fn roll_back(&mut self, checkpoint: Checkpoint) {
        self.close(checkpoint, Arena::RollBack);
    }

    /// Closes `checkpoint` keeping the changes made since (an enclosing checkpoint can still
    /// undo them).
    pub fn keep_changes(&mut self, checkpoint: Checkpoint) {
        self.close(checkpoint, Arena::Keep);
    }

    fn close(&mut self, checkpoint: Checkpoint, how: Arena) {
        assert_eq!(checkpoint.depth, self.checkpoints, "checkpoints close innermost first");
        self.for_each_arena(how);
        self.checkpoints -= 1;
    }

    fn for_each_arena(&mut self, how: Arena) {
        fn apply<V: Clone>(v: &mut LoggedVec<V>, how: Arena) {
            match how {
                Arena::Open => v.open(),
                Arena::Keep => v.keep(),
                Arena::RollBack => v.roll_back(),
            }
        }
        apply(self.ops.storage_mut(), how);
        apply(self.blocks.storage_mut(), how);
        apply(self.regions.storage_mut(), how);
        apply(&mut self.op_nested, how);
        apply(&mut self.results, how);
        apply(&mut self.uses, how);
    }
}

/// What [`Context::for_each_arena`] does to each arena.
#[derive(Copy, Clone)]
enum Arena {
    Open,
    Keep,
    RollBack,
}

#[cfg(test)]
mod tests {
    use super::LoggedVec;

    #[test]
    fn roll_back_restores_writes_and_drops_growth() {
        let mut v = LoggedVec::new();
        v.extend([1, 2, 3]);
        v.open();
        v[0] = 10;
        v[0] = 11;
        v.push(4);
        v[3] = 40;
        v.open();
        v[1] = 20;
        v[0] = 12;
        v.push(5);
        v.roll_back();
        assert_eq!(&*v, &[11, 2, 3, 40]);
        v.open();
        v[2] = 30;
        v.keep();
        v[1] = 21;
        v.roll_back();
        assert_eq!(&*v, &[1, 2, 3]);
        assert!(v.log.is_none());
    }

    #[test]
    fn rolling_back_a_context_restores_its_ir_and_use_lists() {
        use crate::builtin::locations::UnknownLoc;
        use crate::builtin::types::IntegerType;
        use crate::{Context, OpRef, OperationState, Value};
        let mut ctx = Context::new();
        let (i32, loc) = (IntegerType::get(&ctx, 32), UnknownLoc::get(&ctx));
        let region = ctx.create_region();
        let block = ctx.create_block();
        ctx.append_block(region, block);
        let arg = ctx.add_block_argument(block, i32, loc);
        let make = |ctx: &mut Context, name: &str, operands: &[Value]| -> OpRef {
            let mut st = OperationState::new(ctx.op_name(name), loc);
            st.operands = operands.iter().copied().collect();
            st.result_types.push(i32);
            let op = ctx.create_op(st);
            ctx.append_op(block, op);
            op
        };
        let a = make(&mut ctx, "t.a", &[arg]);
        let va = ctx.result(a, 0);
        let b = make(&mut ctx, "t.b", &[va, arg]);
        let vb = ctx.result(b, 0);
        let c = make(&mut ctx, "t.c", &[va, vb]);
        let snapshot = |ctx: &Context| {
            let ops: Vec<(OpRef, Vec<Value>)> = ctx.block_ops(block).map(|o| (o, ctx.operands(o).collect())).collect();
            let uses: Vec<Vec<crate::OpOperand>> = [arg, va].iter().map(|&v| ctx.uses(v).collect()).collect();
            (ops, uses, ctx.num_ops_allocated(), ctx.num_block_arguments(block), ctx.value_type(va))
        };
        let before = snapshot(&ctx);
        let checkpoint = ctx.checkpoint();
        let d = make(&mut ctx, "t.d", &[arg]);
        let vd = ctx.result(d, 0);
        ctx.replace_all_uses_with(va, vd);
        ctx.set_operands(b, &[vd, vd, arg]);
        ctx.erase_op(c).unwrap();
        ctx.detach_op(a);
        ctx.insert_op_before(block, Some(b), a);
        ctx.add_block_argument(block, i32, loc);
        ctx.set_value_type(va, crate::builtin::types::IntegerType::get(&ctx, 8));
        ctx.set_op_attr(b, "x", loc);
        assert_ne!(snapshot(&ctx), before);
        ctx.roll_back(checkpoint);
        assert_eq!(snapshot(&ctx), before);
        assert!(!ctx.is_erased(c));
        assert!(ctx.op_attrs(b).is_empty());
    }

    #[test]
    fn kept_levels_leave_no_log() {
        let mut v = LoggedVec::new();
        v.extend([1, 2]);
        v.open();
        v[0] = 5;
        v.keep();
        assert!(v.log.is_none());
        assert_eq!(&*v, &[5, 2]);
    }
}
