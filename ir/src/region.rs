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
