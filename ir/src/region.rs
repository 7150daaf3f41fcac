//! Regions: ordered lists of blocks owned by an op.

use crate::context::Context;
use crate::entity::EntityRef;
use crate::operation::{packed, NONE};
use crate::{BlockRef, OpRef, RegionRef};

/// Storage of one region.
#[derive(Clone, Debug)]
pub(crate) struct RegionData {
    pub parent: u32,
    pub first_block: u32,
    pub last_block: u32,
}

impl Context {
    /// Creates a detached, empty region (attach it by passing it in an `OperationState`).
    pub fn create_region(&mut self) -> RegionRef {
        self.regions.push(RegionData { parent: NONE, first_block: NONE, last_block: NONE })
    }

    /// The op that owns the region.
    #[inline]
    pub fn region_parent_op(&self, region: RegionRef) -> Option<OpRef> {
        packed(self.regions[region].parent)
    }

    /// The region's first block.
    #[inline]
    pub fn region_entry_block(&self, region: RegionRef) -> Option<BlockRef> {
        packed(self.regions[region].first_block)
    }

    /// Whether the region has no block.
    pub fn region_is_empty(&self, region: RegionRef) -> bool {
        self.regions[region].first_block == NONE
    }

    /// Iterates over the region's blocks in order.
    pub fn region_blocks(&self, region: RegionRef) -> RegionBlocks<'_> {
        RegionBlocks { ctx: self, next: self.regions[region].first_block }
    }

    /// Appends a detached block at the end of the region.
    pub fn append_block(&mut self, region: RegionRef, block: BlockRef) {
        let last = self.regions[region].last_block;
        {
            let b = &mut self.blocks[block];
            b.parent = region.index() as u32;
            b.prev = last;
            b.next = NONE;
        }
        match packed::<BlockRef>(last) {
            Some(l) => self.blocks[l].next = block.index() as u32,
            None => self.regions[region].first_block = block.index() as u32,
        }
        self.regions[region].last_block = block.index() as u32;
    }

    /// Moves the block to the end of its region (used by the parser to order forward-referenced
    /// blocks as they are defined).
    pub fn move_block_to_end(&mut self, block: BlockRef) {
        let Some(region) = self.block_parent_region(block) else { return };
        let (prev, next) = (self.blocks[block].prev, self.blocks[block].next);
        if next == NONE {
            return;
        }
        match packed::<BlockRef>(prev) {
            Some(p) => self.blocks[p].next = next,
            None => self.regions[region].first_block = next,
        }
        self.blocks[BlockRef::new(next as usize)].prev = prev;
        self.append_block(region, block);
    }
}

/// Iterator over the blocks of a region.
pub struct RegionBlocks<'c> {
    ctx: &'c Context,
    next: u32,
}

impl Iterator for RegionBlocks<'_> {
    type Item = BlockRef;
    #[inline]
    fn next(&mut self) -> Option<BlockRef> {
        let b = packed::<BlockRef>(self.next)?;
        self.next = self.ctx.blocks[b].next;
        Some(b)
    }
}

impl Context {
    /// Unlinks a block from its region, leaving it detached (with its ops).
    pub fn detach_block(&mut self, block: BlockRef) {
        let Some(region) = self.block_parent_region(block) else { return };
        let (prev, next) = (self.blocks[block].prev, self.blocks[block].next);
        match packed::<BlockRef>(prev) {
            Some(p) => self.blocks[p].next = next,
            None => self.regions[region].first_block = next,
        }
        match packed::<BlockRef>(next) {
            Some(n) => self.blocks[n].prev = prev,
            None => self.regions[region].last_block = prev,
        }
        let b = &mut self.blocks[block];
        b.parent = NONE;
        b.prev = NONE;
        b.next = NONE;
    }

    /// Inserts a detached block into `region` before `before` (at the end when `None`).
    pub fn insert_block_before(&mut self, region: RegionRef, before: Option<BlockRef>, block: BlockRef) {
        let Some(before) = before else {
            self.append_block(region, block);
            return;
        };
        let prev = self.blocks[before].prev;
        {
            let b = &mut self.blocks[block];
            b.parent = region.index() as u32;
            b.prev = prev;
            b.next = before.index() as u32;
        }
        match packed::<BlockRef>(prev) {
            Some(p) => self.blocks[p].next = block.index() as u32,
            None => self.regions[region].first_block = block.index() as u32,
        }
        self.blocks[before].prev = block.index() as u32;
    }

    /// Whether `op` is in `block`, directly or inside the regions of one of its ops.
    fn is_nested_in_block(&self, op: OpRef, block: BlockRef) -> bool {
        let mut cur = op;
        loop {
            if self.op_parent_block(cur) == Some(block) {
                return true;
            }
            match self.op_parent_op(cur) {
                Some(parent) => cur = parent,
                None => return false,
            }
        }
    }

    /// Erases a block and its ops (they must have no uses outside the block; uses from the
    /// regions of its own ops are fine).
    pub fn erase_block(&mut self, block: BlockRef) -> Result<(), crate::Diagnostic> {
        let ops: Vec<OpRef> = self.block_ops(block).collect();
        for &op in ops.iter().rev() {
            for r in self.results(op).collect::<Vec<_>>() {
                let outside = self.users(r).any(|u| !self.is_nested_in_block(u, block));
                if outside {
                    return Err(crate::Diagnostic::error(
                        self.op_loc(op),
                        "cannot erase a block whose values are still used",
                    ));
                }
            }
        }
        for &op in ops.iter().rev() {
            let rs: Vec<_> = self.results(op).collect();
            for r in rs {
                let users: Vec<OpRef> = self.users(r).collect();
                for u in users {
                    if !self.is_erased(u) {
                        let _ = self.erase_op(u);
                    }
                }
            }
            if !self.is_erased(op) {
                self.erase_op(op)?;
            }
        }
        self.detach_block(block);
        Ok(())
    }
}
