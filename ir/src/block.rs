//! Blocks: lists of ops with arguments, inside regions.

use crate::attributes::Attribute;
use crate::context::Context;
use crate::entity::EntityRef;
use crate::operation::{packed, NONE};
use crate::types::Type;
use crate::value::{ArgData, Value, NO_USE};
use crate::{BlockRef, OpRef, RegionRef};

/// Storage of one block.
#[derive(Clone, Debug)]
pub(crate) struct BlockData {
    pub parent: u32,
    pub prev: u32,
    pub next: u32,
    pub first_op: u32,
    pub last_op: u32,
    pub args: Vec<ArgData>,
}

impl Context {
    /// Creates a detached, empty block.
    pub fn create_block(&mut self) -> BlockRef {
        self.blocks.push(BlockData {
            parent: NONE,
            prev: NONE,
            next: NONE,
            first_op: NONE,
            last_op: NONE,
            args: Vec::new(),
        })
    }

    /// Adds an argument of type `ty` at location `loc` to the block.
    pub fn add_block_argument(&mut self, block: BlockRef, ty: Type, loc: Attribute) -> Value {
        let args = &mut self.blocks[block].args;
        args.push(ArgData { ty, loc, first_use: NO_USE });
        Value::Argument { block, index: args.len() as u32 - 1 }
    }

    /// The number of block arguments.
    pub fn num_block_arguments(&self, block: BlockRef) -> usize {
        self.blocks[block].args.len()
    }

    /// The block's arguments.
    pub fn block_arguments(&self, block: BlockRef) -> impl ExactSizeIterator<Item = Value> {
        (0..self.blocks[block].args.len() as u32).map(move |index| Value::Argument { block, index })
    }

    /// The location of a block argument.
    pub fn block_argument_loc(&self, block: BlockRef, index: usize) -> Attribute {
        self.blocks[block].args[index].loc
    }

    /// The region that contains the block.
    #[inline]
    pub fn block_parent_region(&self, block: BlockRef) -> Option<RegionRef> {
        packed(self.blocks[block].parent)
    }

    /// The op whose region contains the block.
    pub fn block_parent_op(&self, block: BlockRef) -> Option<OpRef> {
        self.region_parent_op(self.block_parent_region(block)?)
    }

    /// The first op of the block.
    #[inline]
    pub fn block_first_op(&self, block: BlockRef) -> Option<OpRef> {
        packed(self.blocks[block].first_op)
    }

    /// The last op of the block (its terminator, when it has one).
    #[inline]
    pub fn block_last_op(&self, block: BlockRef) -> Option<OpRef> {
        packed(self.blocks[block].last_op)
    }

    /// The next block in the region.
    #[inline]
    pub fn block_next(&self, block: BlockRef) -> Option<BlockRef> {
        packed(self.blocks[block].next)
    }

    /// The previous block in the region.
    #[inline]
    pub fn block_prev(&self, block: BlockRef) -> Option<BlockRef> {
        packed(self.blocks[block].prev)
    }

    /// Whether the block holds no op.
    pub fn block_is_empty(&self, block: BlockRef) -> bool {
        self.blocks[block].first_op == NONE
    }

    /// Iterates over the ops of the block in order.
    pub fn block_ops(&self, block: BlockRef) -> BlockOps<'_> {
        BlockOps { ctx: self, next: self.blocks[block].first_op }
    }

    /// Whether the block is the first block of its region.
    pub fn is_entry_block(&self, block: BlockRef) -> bool {
        self.block_parent_region(block).is_some() && self.blocks[block].prev == NONE
    }

    /// Appends a detached op at the end of the block.
    pub fn append_op(&mut self, block: BlockRef, op: OpRef) {
        self.insert_op_before(block, None, op);
    }

    /// Inserts a detached op into `block` before `before` (at the end when `None`).
    pub fn insert_op_before(&mut self, block: BlockRef, before: Option<OpRef>, op: OpRef) {
        debug_assert_eq!(self.ops[op].parent, NONE, "op is already in a block");
        let prev = match before {
            Some(b) => self.ops[b].prev,
            None => self.blocks[block].last_op,
        };
        let next = before.map_or(NONE, |b| b.index() as u32);
        {
            let d = &mut self.ops[op];
            d.parent = block.index() as u32;
            d.prev = prev;
            d.next = next;
        }
        match packed::<OpRef>(prev) {
            Some(p) => self.ops[p].next = op.index() as u32,
            None => self.blocks[block].first_op = op.index() as u32,
        }
        match before {
            Some(b) => self.ops[b].prev = op.index() as u32,
            None => self.blocks[block].last_op = op.index() as u32,
        }
    }
}

/// Iterator over the ops of a block.
pub struct BlockOps<'c> {
    ctx: &'c Context,
    next: u32,
}

impl Iterator for BlockOps<'_> {
    type Item = OpRef;
    #[inline]
    fn next(&mut self) -> Option<OpRef> {
        let op = packed::<OpRef>(self.next)?;
        self.next = self.ctx.ops[op].next;
        Some(op)
    }
}

impl Context {
    /// Sets the location of a block argument (`v` must be a block argument).
    pub fn set_block_argument_loc(&mut self, v: Value, loc: Attribute) {
        if let Value::Argument { block, index } = v {
            if let Some(a) = self.blocks[block].args.get_mut(index as usize) {
                a.loc = loc;
            }
        }
    }
}

impl Context {
    /// Erases argument `index` of the block; the later arguments shift down by one (their uses
    /// follow). Refuses, leaving the block unchanged, if the argument still has uses.
    pub fn erase_block_argument(&mut self, block: BlockRef, index: usize) -> Result<(), crate::Diagnostic> {
        if self.has_uses(Value::Argument { block, index: index as u32 }) {
            let loc = self.blocks[block].args[index].loc;
            return Err(crate::Diagnostic::error(loc, "cannot erase a block argument that still has uses"));
        }
        self.blocks[block].args.remove(index);
        for j in index..self.blocks[block].args.len() {
            let mut u = self.blocks[block].args[j].first_use;
            while u != NO_USE {
                self.uses[u as usize].value =
                    crate::value::PackedValue::new(Value::Argument { block, index: j as u32 });
                u = self.uses[u as usize].next;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::builtin::locations::UnknownLoc;
    use crate::builtin::types::IntegerType;
    use crate::{Context, OperationState, Value};

    #[test]
    fn erasing_a_block_argument_renumbers_the_later_ones() {
        let mut ctx = Context::new();
        let (i32, loc) = (IntegerType::get(&ctx, 32), UnknownLoc::get(&ctx));
        let block = ctx.create_block();
        let args: Vec<Value> = (0..3).map(|_| ctx.add_block_argument(block, i32, loc)).collect();
        let mut st = OperationState::new(ctx.op_name("t.use"), loc);
        st.operands = vec![args[0], args[2], args[2]].into_iter().collect();
        let user = ctx.create_op(st);
        assert!(ctx.erase_block_argument(block, 0).is_err(), "argument 0 is used");
        ctx.erase_block_argument(block, 1).unwrap();
        assert_eq!(ctx.num_block_arguments(block), 2);
        let last = Value::Argument { block, index: 1 };
        assert_eq!(ctx.operands(user).collect::<Vec<_>>(), vec![args[0], last, last]);
        assert_eq!(ctx.uses(last).count(), 2);
        ctx.set_operand(user, 1, args[0]);
        assert_eq!(ctx.uses(last).count(), 1);
    }
}
