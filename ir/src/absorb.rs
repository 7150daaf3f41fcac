//! Moving all the IR of other contexts into one: the arenas of contexts forked with
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

/// Where every arena of one absorbed context starts in the absorbing one.
#[derive(Copy, Clone)]
struct Offsets {
    rel: Relocation,
    uses: u32,
    results: u32,
    nested: u32,
}

impl Context {
    /// Moves all the IR of each context of `others` (which must share this context's interning,
    /// as forks do), in order, to the end of this context's arenas, with the diagnostics they
    /// emitted, and says where each landed. Ops that were top-level in a fork are detached here
    /// as they were there.
    ///
    /// Each arena is grown once to its final size, and the arenas are filled at the same time on
    /// the thread pool (ops, blocks and regions on one side; results and use slots on the
    /// other): the copy touches every page of the new storage, so it is half of the serial
    /// work left between the parallel parse and the parallel verification.
    pub(crate) fn absorb_all(&mut self, others: Vec<Context>) -> Vec<Relocation> {
        let mut at = Offsets {
            rel: Relocation {
                ops: self.ops.len() as u32,
                blocks: self.blocks.len() as u32,
                regions: self.regions.len() as u32,
            },
            uses: self.uses.len() as u32,
            results: self.results.len() as u32,
            nested: self.op_nested.len() as u32,
        };
        let mut offsets = Vec::with_capacity(others.len());
        for other in &others {
            debug_assert!(self.shares_interning_with(other));
            offsets.push(at);
            at.rel.ops += other.ops.len() as u32;
            at.rel.blocks += other.blocks.len() as u32;
            at.rel.regions += other.regions.len() as u32;
            at.uses += other.uses.len() as u32;
            at.results += other.results.len() as u32;
            at.nested += other.op_nested.len() as u32;
        }
        let grow = |len: u32, now: usize| (len as usize).saturating_sub(now);
        let (ops, blocks, regions) = (self.ops.len(), self.blocks.len(), self.regions.len());
        self.ops.storage_mut().reserve(grow(at.rel.ops, ops));
        self.blocks.storage_mut().reserve(grow(at.rel.blocks, blocks));
        self.regions.storage_mut().reserve(grow(at.rel.regions, regions));
        self.uses.reserve(grow(at.uses, self.uses.len()));
        self.results.reserve(grow(at.results, self.results.len()));
        self.op_nested.reserve(grow(at.nested, self.op_nested.len()));
        let n = others.len();
        let (mut ops, mut nested, mut blocks, mut regions, mut results, mut uses) = (
            Vec::with_capacity(n),
            Vec::with_capacity(n),
            Vec::with_capacity(n),
            Vec::with_capacity(n),
            Vec::with_capacity(n),
            Vec::with_capacity(n),
        );
        for other in others {
            let Context { ops: o, op_nested: on, blocks: b, regions: r, results: rs, uses: u, emitted, .. } = other;
            ops.push(o);
            nested.push(on);
            blocks.push(b);
            regions.push(r);
            results.push(rs);
            uses.push(u);
            self.emitted.extend(emitted);
        }
        let offs = &offsets;
        let Context {
            ops: self_ops,
            op_nested: self_nested,
            blocks: self_blocks,
            regions: self_regions,
            results: self_results,
            uses: self_uses,
            ..
        } = self;
        rayon::join(
            || {
                for (other, at) in ops.into_iter().zip(offs) {
                    let (ops, blocks) = (at.rel.ops, at.rel.blocks);
                    let (uses, results, nested) = (at.uses, at.results, at.nested);
                    self_ops.append_shifted(other, |mut d| {
                        d.parent = shift(d.parent, blocks);
                        d.prev = shift(d.prev, ops);
                        d.next = shift(d.next, ops);
                        d.operands_start += uses;
                        d.results_start += results;
                        d.nested = shift(d.nested, nested);
                        d
                    });
                }
                for (other, at) in nested.into_iter().zip(offs) {
                    let rel = at.rel;
                    self_nested.extend(other.into_iter().map(|mut n| {
                        for s in n.successors.iter_mut() {
                            *s = rel.block(*s);
                        }
                        for r in n.regions.iter_mut() {
                            *r = rel.region(*r);
                        }
                        n
                    }));
                }
                for (other, at) in blocks.into_iter().zip(offs) {
                    let (ops, blocks, regions, uses) = (at.rel.ops, at.rel.blocks, at.rel.regions, at.uses);
                    self_blocks.append_shifted(other, |mut d| {
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
                }
                for (other, at) in regions.into_iter().zip(offs) {
                    let (ops, blocks) = (at.rel.ops, at.rel.blocks);
                    self_regions.append_shifted(other, |mut d| {
                        d.parent = shift(d.parent, ops);
                        d.first_block = shift(d.first_block, blocks);
                        d.last_block = shift(d.last_block, blocks);
                        d
                    });
                }
            },
            || {
                for (other, at) in results.into_iter().zip(offs) {
                    let uses = at.uses;
                    self_results.extend(other.into_iter().map(|mut r| {
                        r.first_use = shift_use(r.first_use, uses);
                        r
                    }));
                }
                for (other, at) in uses.into_iter().zip(offs) {
                    let (rel, uses) = (at.rel, at.uses);
                    self_uses.extend(other.into_iter().map(|mut u| {
                        u.value = crate::value::PackedValue::new(match u.value() {
                            Value::Result { op, index } => Value::Result { op: rel.op(op), index },
                            Value::Argument { block, index } => Value::Argument { block: rel.block(block), index },
                        });
                        u.owner = rel.op(u.owner);
                        u.prev = shift_use(u.prev, uses);
                        u.next = shift_use(u.next, uses);
                        u
                    }));
                }
            },
        );
        offsets.into_iter().map(|at| at.rel).collect()
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
