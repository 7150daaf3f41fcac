//! Moving all the IR of one context into another: the arenas of a context forked with
//! [`Context::fork_empty`] are appended to this context's, every handle they hold shifted by the
//! arenas' sizes. This is how IR built on other threads (the functions of a module parsed in
//! parallel) joins the module in time linear in its size, without rebuilding it op by op.

use crate::context::Context;
use crate::entity::EntityRef;
use crate::operation::NONE;
use crate::value::{Value, NO_USE};
use crate::{BlockRef, OpRef, RegionRef};

/// Where the entities of an absorbed context landed: add these to its handles.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Relocation {
    ops: u32,
    blocks: u32,
    regions: u32,
}

impl Relocation {
    /// The new handle of the absorbed context's op `op`.
    #[inline]
    pub(crate) fn op(&self, op: OpRef) -> OpRef {
        OpRef::new((op.as_u32() + self.ops) as usize)
    }

    #[inline]
    fn block(&self, b: BlockRef) -> BlockRef {
        BlockRef::new((b.as_u32() + self.blocks) as usize)
    }

    #[inline]
    fn region(&self, r: RegionRef) -> RegionRef {
        RegionRef::new((r.as_u32() + self.regions) as usize)
    }
}

/// `raw + by`, keeping the "none" marker.
#[inline]
fn shift(raw: u32, by: u32) -> u32 {
    if raw == NONE {
        NONE
    } else {
        raw + by
    }
}

impl Context {
    /// Moves all the IR `other` owns (which must share this context's interning, as a fork does)
    /// to the end of this context's arenas, with the diagnostics it emitted, and says where it
    /// landed. Ops that were top-level in `other` are detached here as they were there.
    pub(crate) fn absorb(&mut self, other: Context) -> Relocation {
        debug_assert!(self.shares_interning_with(&other));
        let rel = Relocation {
            ops: self.ops.len() as u32,
            blocks: self.blocks.len() as u32,
            regions: self.regions.len() as u32,
        };
        let uses = self.uses.len() as u32;
        let results = self.results.len() as u32;
        let (ops, blocks, regions) = (rel.ops, rel.blocks, rel.regions);
        let nested = self.op_nested.len() as u32;
        self.ops.append_shifted(other.ops, |mut d| {
            d.parent = shift(d.parent, blocks);
            d.prev = shift(d.prev, ops);
            d.next = shift(d.next, ops);
            d.operands_start += uses;
            d.results_start += results;
            d.nested = shift(d.nested, nested);
            d
        });
        self.op_nested.extend(other.op_nested.into_iter().map(|mut n| {
            for s in n.successors.iter_mut() {
                *s = rel.block(*s);
            }
            for r in n.regions.iter_mut() {
                *r = rel.region(*r);
            }
            n
        }));
        self.blocks.append_shifted(other.blocks, |mut d| {
            d.parent = shift(d.parent, regions);
            d.prev = shift(d.prev, blocks);
            d.next = shift(d.next, blocks);
            d.first_op = shift(d.first_op, ops);
            d.last_op = shift(d.last_op, ops);
            for a in d.args.iter_mut() {
                a.first_use = shift_use(a.first_use, uses);
            }
            d
        });
        self.regions.append_shifted(other.regions, |mut d| {
            d.parent = shift(d.parent, ops);
            d.first_block = shift(d.first_block, blocks);
            d.last_block = shift(d.last_block, blocks);
            d
        });
        self.results.extend(other.results.into_iter().map(|mut r| {
            r.first_use = shift_use(r.first_use, uses);
            r
        }));
        self.uses.extend(other.uses.into_iter().map(|mut u| {
            u.value = crate::value::PackedValue::new(match u.value() {
                Value::Result { op, index } => Value::Result { op: rel.op(op), index },
                Value::Argument { block, index } => Value::Argument { block: rel.block(block), index },
            });
            u.owner = rel.op(u.owner);
            u.prev = shift_use(u.prev, uses);
            u.next = shift_use(u.next, uses);
            u
        }));
        self.emitted.extend(other.emitted);
        rel
    }
}

/// A use-list link shifted by `by`, keeping the "no use" marker.
#[inline]
fn shift_use(raw: u32, by: u32) -> u32 {
    if raw == NO_USE {
        NO_USE
    } else {
        raw + by
    }
}
