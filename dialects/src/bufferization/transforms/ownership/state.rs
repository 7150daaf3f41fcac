//! The state of the ownership-based deallocation (MLIR's `BufferDeallocationOpInterface.cpp`):
//! the ownership of each memref in each block, the memrefs each block must free, liveness, and
//! MLIR's `ValueComparator`, the order in which live values are retained.

use super::liveness::Liveness;
use crate::arith::ConstantOp;
use crate::bufferization::CloneOp;
use crate::memref::{ExtractStridedMetadataOp, ReinterpretCastOp};
use crate::utils::constants::const_int;
use oxir::builtin::types::{MemRefType, UnrankedMemRefType};
use oxir::{Attribute, BlockRef, Builder, Context, Diagnostic, OpRef, RegionRef, Value};
use std::cmp::Ordering;
use std::collections::HashMap;

/// Whether `v` is a ranked or unranked memref.
pub fn is_memref(ctx: &Context, v: Value) -> bool {
    let t = ctx.value_type(v);
    t.isa::<MemRefType>(ctx) || t.isa::<UnrankedMemRefType>(ctx)
}

/// `arith.constant true` / `false`.
pub fn bool_value(b: &mut dyn Builder, loc: Attribute, value: bool) -> Value {
    let c = ConstantOp::build_bool(b, loc, value);
    c.result(b.ctx())
}

/// The ownership of a memref in a block (MLIR's `Ownership` lattice): not known yet, owned when
/// an `i1` indicator holds, or unknown (several indicators met).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Ownership {
    /// Nothing known yet (the bottom).
    #[default]
    Uninitialized,
    /// Owned exactly when the indicator is true.
    Unique(Value),
    /// Conflicting indicators (the top).
    Unknown,
}

impl Ownership {
    /// The join of `self` and `other`: indicators that are the same value or equal constants
    /// stay unique.
    pub fn combined(self, ctx: &Context, other: Ownership) -> Ownership {
        match (self, other) {
            (_, Ownership::Uninitialized) => self,
            (Ownership::Uninitialized, _) => other,
            (Ownership::Unique(a), Ownership::Unique(b)) => {
                let same = a == b || matches!((const_int(ctx, a), const_int(ctx, b)), (Some(x), Some(y)) if x == y);
                if same {
                    self
                } else {
                    Ownership::Unknown
                }
            }
            _ => Ownership::Unknown,
        }
    }
}

/// The analysis state of the pass for one function.
pub struct DeallocationState {
    ownership: HashMap<(Value, BlockRef), Ownership>,
    to_dealloc: HashMap<BlockRef, Vec<Value>>,
    /// Block liveness of the function.
    pub liveness: Liveness,
}

impl DeallocationState {
    /// The state for function `op`.
    pub fn new(ctx: &Context, op: OpRef) -> Self {
        DeallocationState { ownership: HashMap::new(), to_dealloc: HashMap::new(), liveness: Liveness::new(ctx, op) }
    }

    /// Joins `o` into the ownership of `memref` in `block` (its defining block by default).
    pub fn update_ownership(&mut self, ctx: &Context, memref: Value, o: Ownership, block: Option<BlockRef>) {
        let Some(block) = block.or_else(|| ctx.value_parent_block(memref)) else { return };
        let e = self.ownership.entry((memref, block)).or_default();
        *e = e.combined(ctx, o);
    }

    /// Forgets the ownership of `memrefs` in `block`.
    pub fn reset_ownerships(&mut self, memrefs: &[Value], block: BlockRef) {
        for &m in memrefs {
            self.ownership.insert((m, block), Ownership::Uninitialized);
        }
    }

    /// The ownership of `memref` in `block`.
    pub fn ownership(&self, memref: Value, block: Option<BlockRef>) -> Ownership {
        block.and_then(|b| self.ownership.get(&(memref, b)).copied()).unwrap_or_default()
    }

    /// Records that `block` must free `memref` (when it owns it).
    pub fn add_memref_to_deallocate(&mut self, memref: Value, block: BlockRef) {
        self.to_dealloc.entry(block).or_default().push(memref);
    }

    /// The memref values live into `block`, in MLIR's value order.
    pub fn live_memrefs_in(&self, ctx: &Context, block: BlockRef) -> Vec<Value> {
        let mut v: Vec<Value> = self.liveness.live_in(block).into_iter().filter(|&v| is_memref(ctx, v)).collect();
        v.sort_by(|&a, &b| compare_values(ctx, a, b));
        v
    }

    /// MLIR's `getMemrefWithUniqueOwnership`: `memref` with its indicator when it has unique
    /// ownership in `block`, else a `bufferization.clone` of it, owned (`true`).
    pub fn memref_with_unique_ownership(
        &mut self,
        b: &mut dyn Builder,
        memref: Value,
        block: BlockRef,
    ) -> (Value, Value) {
        if let Ownership::Unique(i) = self.ownership(memref, Some(block)) {
            return (memref, i);
        }
        let ctx = b.ctx();
        let loc = value_loc(ctx, memref);
        let ty = ctx.value_type(memref);
        let clone = CloneOp::build(b, loc, memref, ty).output(b.ctx());
        let cond = bool_value(b, loc, true);
        self.update_ownership(b.ctx(), clone, Ownership::Unique(cond), None);
        if let Some(pb) = b.ctx().value_parent_block(clone) {
            self.add_memref_to_deallocate(clone, pb);
        }
        (clone, cond)
    }

    /// MLIR's `getMemrefsToRetain`: the memrefs among `operands`, then the memrefs live out of
    /// `from` (and into `to`, if given), in value order.
    pub fn memrefs_to_retain(
        &self,
        ctx: &Context,
        from: BlockRef,
        to: Option<BlockRef>,
        operands: &[Value],
    ) -> Vec<Value> {
        let mut retain: Vec<Value> = operands.iter().copied().filter(|&v| is_memref(ctx, v)).collect();
        let mut live: Vec<Value> = self
            .liveness
            .live_out(from)
            .into_iter()
            .filter(|&v| is_memref(ctx, v))
            .filter(|&v| to.is_none_or(|t| self.liveness.is_live_in(t, v)))
            .collect();
        live.sort_by(|&a, &b| compare_values(ctx, a, b));
        retain.extend(live);
        retain
    }

    /// MLIR's `getMemrefsAndConditionsToDeallocate`: the base buffer of each memref `block`
    /// must free (`memref.extract_strided_metadata`, after a cast to rank 0 for an unranked one)
    /// and its ownership indicator.
    pub fn memrefs_and_conditions_to_deallocate(
        &self,
        b: &mut dyn Builder,
        loc: Attribute,
        block: BlockRef,
    ) -> Result<(Vec<Value>, Vec<Value>), Diagnostic> {
        let mut memrefs = Vec::new();
        let mut conditions = Vec::new();
        for &m in self.to_dealloc.get(&block).map(|v| v.as_slice()).unwrap_or(&[]) {
            let Ownership::Unique(indicator) = self.ownership(m, Some(block)) else {
                return Err(Diagnostic::error(value_loc(b.ctx(), m), "MemRef value does not have valid ownership"));
            };
            let mut memref = m;
            let ty = b.ctx().value_type(m);
            if let Some(u) = ty.dyn_cast::<UnrankedMemRefType>(b.ctx()).cloned() {
                let ranked = crate::bufferization::one_shot::memref_type(b.ctx(), Vec::new(), u.element, None, None);
                memref =
                    ReinterpretCastOp::build(b, loc, memref, &[], &[], &[], ranked, &[0], &[], &[]).result(b.ctx());
            }
            memrefs.push(base_buffer(b, loc, memref));
            conditions.push(indicator);
        }
        Ok((memrefs, conditions))
    }
}

/// The base buffer of ranked memref `v` (`memref.extract_strided_metadata`'s first result).
pub fn base_buffer(b: &mut dyn Builder, loc: Attribute, v: Value) -> Value {
    let ctx = b.ctx();
    let Some(m) = ctx.value_type(v).dyn_cast::<MemRefType>(ctx).cloned() else { return v };
    let base_ty = crate::bufferization::one_shot::memref_type(ctx, Vec::new(), m.element, None, m.memory_space);
    let index = oxir::builtin::types::IndexType::get(ctx);
    let dims = vec![index; m.shape.len()];
    ExtractStridedMetadataOp::build(b, loc, v, base_ty, &dims, &dims).base_buffer(b.ctx())
}

/// The location of `v`: its defining op's, or its block argument's.
pub fn value_loc(ctx: &Context, v: Value) -> Attribute {
    match v {
        Value::Result { op, .. } => ctx.op_loc(op),
        Value::Argument { block, index } => ctx.block_argument_loc(block, index as usize),
    }
}

fn region_of_value(ctx: &Context, v: Value) -> Option<RegionRef> {
    ctx.value_parent_block(v).and_then(|b| ctx.block_parent_region(b))
}

fn region_number(ctx: &Context, r: RegionRef) -> usize {
    ctx.region_parent_op(r).and_then(|p| ctx.op_regions(p).iter().position(|&x| x == r)).unwrap_or(0)
}

fn parent_region(ctx: &Context, r: RegionRef) -> Option<RegionRef> {
    ctx.region_parent_op(r).and_then(|p| ctx.op_parent_block(p)).and_then(|b| ctx.block_parent_region(b))
}

/// Whether `a` comes before `b` in their (common) block.
pub fn is_before_in_block(ctx: &Context, a: OpRef, b: OpRef) -> bool {
    let mut cur = ctx.op_next(a);
    while let Some(c) = cur {
        if c == b {
            return true;
        }
        cur = ctx.op_next(c);
    }
    false
}

/// MLIR's `ValueComparator`: block arguments before results; arguments by number, results of
/// one op by number, of ops of one region by position; otherwise by the region numbers and op
/// positions up their ancestor chains.
pub fn compare_values(ctx: &Context, lhs: Value, rhs: Value) -> Ordering {
    if lhs == rhs {
        return Ordering::Equal;
    }
    let less = |x: bool| if x { Ordering::Less } else { Ordering::Greater };
    let (mut lr, mut rr) = match (lhs, rhs) {
        (Value::Argument { index: li, .. }, Value::Argument { index: ri, .. }) => {
            if li != ri {
                return li.cmp(&ri);
            }
            (region_of_value(ctx, lhs), region_of_value(ctx, rhs))
        }
        (Value::Argument { .. }, Value::Result { .. }) => return Ordering::Less,
        (Value::Result { .. }, Value::Argument { .. }) => return Ordering::Greater,
        (Value::Result { op: lo, index: li }, Value::Result { op: ro, index: ri }) => {
            if lo == ro {
                return li.cmp(&ri);
            }
            let (a, b) = (region_of_value(ctx, lhs), region_of_value(ctx, rhs));
            if a == b {
                return less(is_before_in_block(ctx, lo, ro));
            }
            (a, b)
        }
    };
    while let (Some(l), Some(r)) = (lr, rr) {
        let (ln, rn) = (region_number(ctx, l), region_number(ctx, r));
        if ln != rn {
            return ln.cmp(&rn);
        }
        let (lp, rp) = (parent_region(ctx, l), parent_region(ctx, r));
        if lp == rp {
            let (Some(lo), Some(ro)) = (ctx.region_parent_op(l), ctx.region_parent_op(r)) else { break };
            return less(is_before_in_block(ctx, lo, ro));
        }
        lr = lp;
        rr = rp;
    }
    if rr.is_some() {
        Ordering::Less
    } else {
        Ordering::Greater
    }
}
