//! SSA values and their use-lists.
//!
//! A [`Value`] is either an op result or a block argument. Every use of a value is an operand slot
//! ([`OpOperand`]) linked into the value's doubly linked use-list, so `users`,
//! `replace_all_uses_with` and erasing an op cost O(uses), not O(module).

use crate::attributes::Attribute;
use crate::context::Context;
use crate::entity::EntityRef;
use crate::types::Type;
use crate::{BlockRef, OpRef};

/// An SSA value: an op result or a block argument.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Value {
    /// Result `index` of `op`.
    Result {
        /// The defining op.
        op: OpRef,
        /// Which result.
        index: u32,
    },
    /// Argument `index` of `block`.
    Argument {
        /// The block.
        block: BlockRef,
        /// Which argument.
        index: u32,
    },
}

/// An operand slot: the `index`-th operand of `owner`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct OpOperand {
    /// The op using the value.
    pub owner: OpRef,
    /// Which of its operands.
    pub index: u32,
}

pub(crate) const NO_USE: u32 = u32::MAX;

/// Storage of one op result.
#[derive(Clone, Debug)]
pub(crate) struct ResultData {
    pub ty: Type,
    pub first_use: u32,
}

/// Storage of one block argument.
#[derive(Clone, Debug)]
pub(crate) struct ArgData {
    pub ty: Type,
    pub loc: Attribute,
    pub first_use: u32,
}

/// A [`Value`] in 8 bytes (the enum takes 12): the defining op's or block's index, with the top
/// bit set for a block argument, and the result's or argument's number.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct PackedValue {
    def: u32,
    index: u32,
}

const ARGUMENT_BIT: u32 = 1 << 31;

impl PackedValue {
    #[inline]
    pub fn new(v: Value) -> Self {
        match v {
            Value::Result { op, index } => PackedValue { def: op.as_u32(), index },
            Value::Argument { block, index } => PackedValue { def: block.as_u32() | ARGUMENT_BIT, index },
        }
    }

    #[inline]
    pub fn get(self) -> Value {
        use crate::entity::EntityRef;
        if self.def & ARGUMENT_BIT == 0 {
            Value::Result { op: OpRef::new(self.def as usize), index: self.index }
        } else {
            Value::Argument { block: BlockRef::new((self.def & !ARGUMENT_BIT) as usize), index: self.index }
        }
    }
}

/// Storage of one operand slot, linked into its value's use-list: 20 bytes. The slot's operand
/// number is not stored: the slots of an op are contiguous from its `operands_start`.
#[derive(Copy, Clone, Debug)]
pub(crate) struct UseData {
    pub value: PackedValue,
    pub owner: OpRef,
    pub prev: u32,
    pub next: u32,
}

impl UseData {
    /// A slot of `owner` holding `value`, not linked yet.
    #[inline]
    pub fn new(value: Value, owner: OpRef) -> Self {
        UseData { value: PackedValue::new(value), owner, prev: NO_USE, next: NO_USE }
    }

    /// The value the slot uses.
    #[inline]
    pub fn value(&self) -> Value {
        self.value.get()
    }
}

impl Context {
    fn first_use_slot(&mut self, v: Value) -> &mut u32 {
        match v {
            Value::Result { op, index } => {
                let r = self.ops[op].results_start + index;
                &mut self.results[r as usize].first_use
            }
            Value::Argument { block, index } => &mut self.blocks[block].args[index as usize].first_use,
        }
    }

    fn first_use(&self, v: Value) -> u32 {
        match v {
            Value::Result { op, index } => self.results[(self.ops[op].results_start + index) as usize].first_use,
            Value::Argument { block, index } => self.blocks[block].args[index as usize].first_use,
        }
    }

    /// Links use slot `u` (whose `value` is set) at the head of its value's use-list.
    pub(crate) fn link_use(&mut self, u: u32) {
        let v = self.uses[u as usize].value();
        let head = *self.first_use_slot(v);
        self.uses[u as usize].prev = NO_USE;
        self.uses[u as usize].next = head;
        if head != NO_USE {
            self.uses[head as usize].prev = u;
        }
        *self.first_use_slot(v) = u;
    }

    /// Unlinks use slot `u` from its value's use-list.
    pub(crate) fn unlink_use(&mut self, u: u32) {
        let UseData { value, prev, next, .. } = self.uses[u as usize];
        let value = value.get();
        if prev != NO_USE {
            self.uses[prev as usize].next = next;
        } else {
            *self.first_use_slot(value) = next;
        }
        if next != NO_USE {
            self.uses[next as usize].prev = prev;
        }
        self.uses[u as usize].prev = NO_USE;
        self.uses[u as usize].next = NO_USE;
    }

    /// The index of result `index` of `op` in the context's result storage: dense over all the
    /// results ever created, for side tables indexed by result.
    #[inline]
    pub(crate) fn result_slot(&self, op: OpRef, index: u32) -> usize {
        (self.ops[op].results_start + index) as usize
    }

    /// The type of a value.
    #[inline]
    pub fn value_type(&self, v: Value) -> Type {
        match v {
            Value::Result { op, index } => self.results[(self.ops[op].results_start + index) as usize].ty,
            Value::Argument { block, index } => self.blocks[block].args[index as usize].ty,
        }
    }

    /// Changes the type of a value (as MLIR's `Value::setType`).
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        match v {
            Value::Result { op, index } => {
                let r = self.ops[op].results_start + index;
                self.results[r as usize].ty = ty;
            }
            Value::Argument { block, index } => self.blocks[block].args[index as usize].ty = ty,
        }
    }

    /// The op that defines `v`, if it is an op result.
    pub fn defining_op(&self, v: Value) -> Option<OpRef> {
        match v {
            Value::Result { op, .. } => Some(op),
            Value::Argument { .. } => None,
        }
    }

    /// The block in which `v` is defined.
    pub fn value_parent_block(&self, v: Value) -> Option<BlockRef> {
        match v {
            Value::Result { op, .. } => self.op_parent_block(op),
            Value::Argument { block, .. } => Some(block),
        }
    }

    /// Every use of `v`, most recent first.
    pub fn uses(&self, v: Value) -> impl Iterator<Item = OpOperand> + '_ {
        let mut u = self.first_use(v);
        std::iter::from_fn(move || {
            if u == NO_USE {
                return None;
            }
            let d = &self.uses[u as usize];
            let at = u;
            u = d.next;
            Some(OpOperand { owner: d.owner, index: at - self.ops[d.owner].operands_start })
        })
    }

    /// The ops using `v` (an op appears once per operand that uses it).
    pub fn users(&self, v: Value) -> impl Iterator<Item = OpRef> + '_ {
        let mut u = self.first_use(v);
        std::iter::from_fn(move || {
            if u == NO_USE {
                return None;
            }
            let d = &self.uses[u as usize];
            u = d.next;
            Some(d.owner)
        })
    }

    /// Whether `v` has any use.
    pub fn has_uses(&self, v: Value) -> bool {
        self.first_use(v) != NO_USE
    }

    /// Puts the use-list of `v` in the order `order` gives (first use first), as MLIR's
    /// `shuffleUseList`: the bytecode reader applies the use-list orders a file records with it.
    /// `order` must hold each use of `v` exactly once; otherwise the list is left as it was and
    /// the answer is `false`.
    pub fn set_use_list_order(&mut self, v: Value, order: &[OpOperand]) -> bool {
        let mut slots = Vec::with_capacity(order.len());
        for u in order {
            if u.owner.index() >= self.ops.len() || self.is_erased(u.owner) {
                return false;
            }
            let d = &self.ops[u.owner];
            if u.index >= d.num_operands {
                return false;
            }
            let slot = d.operands_start + u.index;
            if self.uses[slot as usize].value.get() != v {
                return false;
            }
            slots.push(slot);
        }
        if slots.len() != self.uses(v).count() {
            return false;
        }
        let mut seen = slots.clone();
        seen.sort_unstable();
        if seen.windows(2).any(|w| w[0] == w[1]) {
            return false;
        }
        for (i, &slot) in slots.iter().enumerate() {
            let d = &mut self.uses[slot as usize];
            d.prev = if i == 0 { NO_USE } else { slots[i - 1] };
            d.next = slots.get(i + 1).copied().unwrap_or(NO_USE);
        }
        *self.first_use_slot(v) = slots.first().copied().unwrap_or(NO_USE);
        true
    }

    /// Makes every use of `from` use `to` instead.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        let mut u = self.first_use(from);
        while u != NO_USE {
            let next = self.uses[u as usize].next;
            self.unlink_use(u);
            self.uses[u as usize].value = PackedValue::new(to);
            self.link_use(u);
            u = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::builtin::locations::UnknownLoc;
    use crate::builtin::types::IntegerType;
    use crate::{Builder, Context, OpBuilder, OperationState, Value};

    fn op(ctx: &mut Context, name: &str, operands: &[Value], results: usize) -> crate::OpRef {
        let i32 = IntegerType::get(ctx, 32);
        let loc = UnknownLoc::get(ctx);
        let mut st = OperationState::new(ctx.op_name(name), loc);
        st.operands = operands.iter().copied().collect();
        st.result_types = std::iter::repeat_n(i32, results).collect();
        ctx.create_op(st)
    }

    #[test]
    fn use_lists_track_every_operand() {
        let mut ctx = Context::new();
        let a = op(&mut ctx, "t.a", &[], 1);
        let va = ctx.result(a, 0);
        let b = op(&mut ctx, "t.b", &[va, va], 1);
        let c = op(&mut ctx, "t.c", &[va], 0);
        assert_eq!(ctx.uses(va).count(), 3);
        let mut users: Vec<_> = ctx.users(va).collect();
        users.sort();
        assert_eq!(users, vec![b, b, c]);
        ctx.set_operand(b, 1, ctx.result(b, 0));
        assert_eq!(ctx.uses(va).count(), 2);
        assert_eq!(ctx.operand(b, 1), ctx.result(b, 0));
    }

    #[test]
    fn replace_all_uses_moves_every_use() {
        let mut ctx = Context::new();
        let a = op(&mut ctx, "t.a", &[], 1);
        let x = op(&mut ctx, "t.x", &[], 1);
        let (va, vx) = (ctx.result(a, 0), ctx.result(x, 0));
        let b = op(&mut ctx, "t.b", &[va, vx, va], 0);
        ctx.replace_all_uses_with(va, vx);
        assert!(!ctx.has_uses(va));
        assert_eq!(ctx.uses(vx).count(), 3);
        assert!(ctx.operands(b).all(|v| v == vx));
    }

    #[test]
    fn erase_refuses_to_leave_dangling_uses() {
        let mut ctx = Context::new();
        let a = op(&mut ctx, "t.a", &[], 1);
        let va = ctx.result(a, 0);
        let b = op(&mut ctx, "t.b", &[va], 0);
        assert!(ctx.erase_op(a).is_err(), "a still has a use");
        ctx.erase_op(b).unwrap();
        assert!(!ctx.has_uses(va), "erasing b dropped its use of a");
        ctx.erase_op(a).unwrap();
        assert!(ctx.is_erased(a));
    }

    #[test]
    fn builder_inserts_at_its_insertion_point() {
        let mut ctx = Context::new();
        let block = ctx.create_block();
        let first = op(&mut ctx, "t.first", &[], 0);
        let last = op(&mut ctx, "t.last", &[], 0);
        let loc = UnknownLoc::get(&ctx);
        {
            let mut b = OpBuilder::at_block_end(&mut ctx, block);
            b.insert(first);
            b.insert(last);
            b.set_insertion_point(last);
            let name = b.ctx().op_name("t.middle");
            b.create(OperationState::new(name, loc));
        }
        let names: Vec<_> = ctx.block_ops(block).map(|o| ctx.op_name_text(o).to_string()).collect();
        assert_eq!(names, ["t.first", "t.middle", "t.last"]);
        ctx.detach_op(first);
        let names: Vec<_> = ctx.block_ops(block).map(|o| ctx.op_name_text(o).to_string()).collect();
        assert_eq!(names, ["t.middle", "t.last"]);
    }
}
