//! SSA values and their use-lists.
//!
//! A [`Value`] is either an op result or a block argument. Every use of a value is an operand slot
//! ([`OpOperand`]) linked into the value's doubly linked use-list, so `users`,
//! `replace_all_uses_with` and erasing an op cost O(uses), not O(module).

use crate::attributes::Attribute;
use crate::context::Context;
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

/// Storage of one operand slot, linked into its value's use-list.
#[derive(Clone, Debug)]
pub(crate) struct UseData {
    pub value: Value,
    pub owner: OpRef,
    pub index: u32,
    pub prev: u32,
    pub next: u32,
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
        let v = self.uses[u as usize].value;
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
        let UseData { value, prev, next, .. } = self.uses[u as usize].clone();
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
            u = d.next;
            Some(OpOperand { owner: d.owner, index: d.index })
        })
    }

    /// The ops using `v` (an op appears once per operand that uses it).
    pub fn users(&self, v: Value) -> impl Iterator<Item = OpRef> + '_ {
        self.uses(v).map(|u| u.owner)
    }

    /// Whether `v` has any use.
    pub fn has_uses(&self, v: Value) -> bool {
        self.first_use(v) != NO_USE
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
            self.uses[u as usize].value = to;
            self.link_use(u);
            u = next;
        }
    }
}
