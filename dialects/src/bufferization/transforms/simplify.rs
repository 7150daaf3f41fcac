//! The `buffer-deallocation-simplification` pass (MLIR's
//! `BufferDeallocationSimplification.cpp`): with an analysis of which allocations a buffer may
//! come from (MLIR's `BufferOriginAnalysis` over the buffer view flow), `bufferization.dealloc`
//! ops drop memrefs that are surely retained, retained values that surely alias none of the
//! memrefs (their result is `false`), split off memrefs that alias no other, and answer `true`
//! for retained values that are an always-freed memref; together with the dealloc
//! canonicalizations, applied greedily.

use super::ownership::state::is_memref;
use crate::arith::{ConstantOp, OrIOp, SelectOp};
use crate::bufferization::canonicalize::{parts, update_if_changed};
use crate::bufferization::views::is_view_like;
use crate::bufferization::DeallocOp;
use crate::func::FuncOp;
use crate::memref;
use crate::utils::constants::const_int;
use oxir::interfaces::{memory_effects, MemoryEffect};
use oxir::interfaces::{terminator_successor_operands, RegionBranchOpInterface, RegionSuccessor};
use oxir::pass::Pass;
use oxir::rewrite::greedy::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig};
use oxir::rewrite::region_simplify::successor_operands;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Context, Diagnostic, OpRef, Value};
use std::collections::HashSet;

/// The `buffer-deallocation-simplification` pass.
#[derive(Clone, Default)]
pub struct BufferDeallocationSimplification;

impl Pass for BufferDeallocationSimplification {
    fn name(&self) -> &'static str {
        "BufferDeallocationSimplification"
    }
    fn argument(&self) -> &'static str {
        "buffer-deallocation-simplification"
    }
    fn description(&self) -> &'static str {
        "Optimizes `bufferization.dealloc` operation for more efficient codegen"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let mut patterns: Vec<Box<dyn RewritePattern>> = vec![
            pat("RemoveDeallocMemrefsContainedInRetained", remove_memrefs_contained_in_retained),
            pat("RemoveRetainedMemrefsGuaranteedToNotAlias", remove_retained_not_aliasing),
            pat("SplitDeallocWhenNotAliasingAnyOther", split_not_aliasing),
            pat("RetainedMemrefAliasingAlwaysDeallocatedMemref", retained_aliasing_always_freed),
        ];
        patterns.extend(crate::bufferization::canonicalize::dealloc_patterns());
        let set = FrozenPatternSet::new(patterns);
        // MLIR keeps the block structure (its analysis would go stale): `Normal` region
        // simplification.
        let config = GreedyConfig {
            region_simplification: oxir::rewrite::greedy::RegionSimplification::Normal,
            ..GreedyConfig::mlir_default()
        };
        apply_patterns_greedily(ctx, op, &set, &config)?;
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

fn pat(name: &'static str, f: fn(OpRef, &mut PatternRewriter<'_>) -> bool) -> Box<dyn RewritePattern> {
    crate::utils::patterns::pattern::<DeallocOp>(name, f)
}

/// MLIR's `getViewBase`: `v` with all views looked through.
fn view_base(ctx: &Context, mut v: Value) -> Value {
    while let Some(d) = ctx.defining_op(v).filter(|&d| is_view_like(ctx, d)) {
        v = ctx.operand(d, 0);
    }
    v
}

fn allocates(ctx: &Context, v: Value) -> bool {
    ctx.defining_op(v)
        .and_then(|d| memory_effects(ctx, d))
        .is_some_and(|e| e.iter().any(|e| e.effect == MemoryEffect::Allocate && e.value == Some(v)))
}

fn is_func_entry_arg(ctx: &Context, v: Value) -> bool {
    matches!(v, Value::Argument { block, .. }
        if ctx.is_entry_block(block) && ctx.block_parent_op(block).is_some_and(|p| ctx.isa_op::<FuncOp>(p)))
}

/// The values `v` may take its buffer from, directly: the source of a view, the operands of a
/// select, what flows into a region-branch result or block argument.
fn sources(ctx: &Context, v: Value) -> Vec<Value> {
    match v {
        Value::Result { op, index } => {
            if is_view_like(ctx, op) {
                return vec![ctx.operand(op, 0)];
            }
            if ctx.isa_op::<SelectOp>(op) {
                return vec![ctx.operand(op, 1), ctx.operand(op, 2)];
            }
            let Some(model) = ctx.op_interface::<dyn RegionBranchOpInterface>(op) else { return Vec::new() };
            let mut out = Vec::new();
            let consts = vec![None; ctx.num_operands(op)];
            if model.entry_successors(ctx, op, &consts).contains(&RegionSuccessor::Parent) {
                if let Some(&x) = model.entry_successor_operands(ctx, op, RegionSuccessor::Parent).get(index as usize) {
                    out.push(x);
                }
            }
            for &r in ctx.op_regions(op) {
                if !model.successors_from(ctx, op, r).contains(&RegionSuccessor::Parent) {
                    continue;
                }
                for b in ctx.region_blocks(r) {
                    if let Some(t) = ctx.block_last_op(b) {
                        if let Some(ops) = terminator_successor_operands(ctx, t, RegionSuccessor::Parent) {
                            if let Some(&x) = ops.get(index as usize) {
                                out.push(x);
                            }
                        }
                    }
                }
            }
            out
        }
        Value::Argument { block, index } => {
            let Some(region) = ctx.block_parent_region(block) else { return Vec::new() };
            let mut out = Vec::new();
            if ctx.is_entry_block(block) {
                let Some(op) = ctx.region_parent_op(region) else { return Vec::new() };
                let Some(model) = ctx.op_interface::<dyn RegionBranchOpInterface>(op) else { return Vec::new() };
                let to = RegionSuccessor::Region(region);
                let inputs = model.successor_inputs(ctx, op, to);
                let Some(pos) = inputs.iter().position(|&x| x == v) else { return Vec::new() };
                let consts = vec![None; ctx.num_operands(op)];
                if model.entry_successors(ctx, op, &consts).contains(&to) {
                    if let Some(&x) = model.entry_successor_operands(ctx, op, to).get(pos) {
                        out.push(x);
                    }
                }
                for &r in ctx.op_regions(op) {
                    if !model.successors_from(ctx, op, r).contains(&to) {
                        continue;
                    }
                    for b in ctx.region_blocks(r) {
                        if let Some(t) = ctx.block_last_op(b) {
                            if let Some(ops) = terminator_successor_operands(ctx, t, to) {
                                if let Some(&x) = ops.get(pos) {
                                    out.push(x);
                                }
                            }
                        }
                    }
                }
                return out;
            }
            for b in ctx.region_blocks(region) {
                let Some(t) = ctx.block_last_op(b) else { continue };
                for (i, &s) in ctx.successors(t).iter().enumerate() {
                    if s == block {
                        if let Some(ops) = successor_operands(ctx, t, i) {
                            if let Some(&x) = ops.get(index as usize) {
                                out.push(x);
                            }
                        }
                    }
                }
            }
            out
        }
    }
}

/// The values `v` may originate from (the reverse closure of [`sources`], `v` included).
fn origins(ctx: &Context, v: Value) -> HashSet<Value> {
    let mut seen = HashSet::new();
    let mut work = vec![v];
    while let Some(x) = work.pop() {
        if seen.insert(x) {
            work.extend(sources(ctx, x).into_iter().filter(|&s| is_memref(ctx, s)));
        }
    }
    seen
}

/// Whether the terminal origins are all allocations, and all allocations or function arguments.
fn classify(ctx: &Context, origin: &HashSet<Value>) -> (bool, bool) {
    let (mut all_allocs, mut all_allocs_or_args) = (true, true);
    for &v in origin {
        if !sources(ctx, v).is_empty() {
            continue;
        }
        if allocates(ctx, v) {
            continue;
        }
        all_allocs = false;
        if !is_func_entry_arg(ctx, v) {
            all_allocs_or_args = false;
        }
    }
    (all_allocs, all_allocs_or_args)
}

/// MLIR's `BufferOriginAnalysis::isSameAllocation`: `Some(true)` when `a` and `b` surely are the
/// same allocation, `Some(false)` when surely not, `None` when unknown.
fn is_same_allocation(ctx: &Context, a: Value, b: Value) -> Option<bool> {
    let (a, b) = (view_base(ctx, a), view_base(ctx, b));
    if a == b {
        return Some(true);
    }
    let (oa, ob) = (origins(ctx, a), origins(ctx, b));
    let terminal =
        |o: &HashSet<Value>| -> HashSet<Value> { o.iter().copied().filter(|&v| sources(ctx, v).is_empty()).collect() };
    let (ta, tb) = (terminal(&oa), terminal(&ob));
    if ta.len() == 1 && ta == tb && allocates(ctx, *ta.iter().next()?) {
        return Some(true);
    }
    if !ta.is_disjoint(&tb) {
        return None;
    }
    let (aa, aoa) = classify(ctx, &oa);
    let (ab, aob) = classify(ctx, &ob);
    if (aa && aob) || (ab && aoa) {
        return Some(false);
    }
    None
}

/// MLIR's `distinctAllocAndBlockArgument`.
fn distinct_alloc_and_block_argument(ctx: &Context, v1: Value, v2: Value) -> bool {
    let (a, b) = (view_base(ctx, v1), view_base(ctx, v2));
    let distinct = |x: Value, y: Value| {
        let Some(op) = ctx.defining_op(x) else { return false };
        if !allocates(ctx, x) {
            return false;
        }
        let Value::Argument { block, .. } = y else { return false };
        let mut cur = Some(op);
        while let Some(c) = cur {
            if ctx.op_parent_block(c) == Some(block) {
                return true;
            }
            cur = ctx.op_parent_op(c);
        }
        false
    };
    distinct(a, b) || distinct(b, a)
}

fn potentially_aliases(ctx: &Context, others: &[Value], memref: Value) -> bool {
    others.iter().any(|&o| {
        !distinct_alloc_and_block_argument(ctx, o, memref) && is_same_allocation(ctx, o, memref) != Some(false)
    })
}

fn i1_or(rw: &mut PatternRewriter<'_>, loc: oxir::Attribute, a: Value, b: Value) -> OpRef {
    OrIOp::build(rw, loc, a, b).into()
}

fn handle_one_memref(op: OpRef, memref: Value, cond: Value, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let (_, _, retained) = parts(ctx, op);
    let mut must = false;
    for &r in &retained {
        match is_same_allocation(ctx, r, memref) {
            None => return false,
            Some(true) => must = true,
            Some(false) => {}
        }
    }
    if !must {
        return false;
    }
    rw.set_insertion_point_after(op);
    let loc = rw.ctx().op_loc(op);
    for (i, &r) in retained.iter().enumerate() {
        if is_same_allocation(rw.ctx(), r, memref) == Some(true) {
            let updated = rw.ctx().result(op, i);
            let or = i1_or(rw, loc, updated, cond);
            let new = rw.ctx().result(or, 0);
            let users: Vec<oxir::OpOperand> = rw.ctx().uses(updated).filter(|u| u.owner != or).collect();
            for u in users {
                rw.modify_op_in_place(u.owner, |c| c.set_operand(u.owner, u.index as usize, new));
            }
        }
    }
    true
}

fn remove_memrefs_contained_in_retained(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let (memrefs, conditions, retained) = parts(rw.ctx(), op);
    let unique: HashSet<Value> = retained.iter().copied().collect();
    if unique.len() != retained.len() {
        return false;
    }
    let (mut nm, mut nc) = (Vec::new(), Vec::new());
    for (m, c) in memrefs.into_iter().zip(conditions) {
        if handle_one_memref(op, m, c, rw) {
            continue;
        }
        let extract = rw.ctx().defining_op(m).filter(|&d| rw.ctx().isa_op::<memref::ExtractStridedMetadataOp>(d));
        if let Some(e) = extract {
            let src = rw.ctx().operand(e, 0);
            if handle_one_memref(op, src, c, rw) {
                continue;
            }
        }
        nm.push(m);
        nc.push(c);
    }
    update_if_changed(rw, op, &nm, &nc)
}

fn remove_retained_not_aliasing(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let (memrefs, conditions, retained) = parts(rw.ctx(), op);
    let loc = rw.ctx().op_loc(op);
    let mut keep = Vec::new();
    let mut repl: Vec<Option<Value>> = Vec::new();
    rw.set_insertion_point(op);
    for &r in &retained {
        if potentially_aliases(rw.ctx(), &memrefs, r) {
            keep.push(r);
            repl.push(None);
        } else {
            let f = ConstantOp::build_bool(rw, loc, false).result(rw.ctx());
            repl.push(Some(f));
        }
    }
    if keep.len() == retained.len() {
        return false;
    }
    let new = DeallocOp::build_retaining(rw, loc, &memrefs, &conditions, &keep);
    let mut i = 0;
    let values: Vec<Value> = repl
        .into_iter()
        .map(|r| {
            r.unwrap_or_else(|| {
                let v = rw.ctx().result(new.into(), i);
                i += 1;
                v
            })
        })
        .collect();
    rw.replace_op(op, &values).is_ok()
}

fn split_not_aliasing(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let (memrefs, conditions, retained) = parts(rw.ctx(), op);
    if memrefs.len() <= 1 {
        return false;
    }
    let loc = rw.ctx().op_loc(op);
    rw.set_insertion_point(op);
    let (mut rm, mut rc) = (Vec::new(), Vec::new());
    let mut updated: Vec<Vec<Value>> = Vec::new();
    for i in 0..memrefs.len() {
        let mut others = memrefs.clone();
        others.remove(i);
        if potentially_aliases(rw.ctx(), &others, memrefs[i]) {
            rm.push(memrefs[i]);
            rc.push(conditions[i]);
            continue;
        }
        let d = DeallocOp::build_retaining(rw, loc, &[memrefs[i]], &[conditions[i]], &retained);
        updated.push(rw.ctx().results(d.into()).collect());
    }
    if rm.len() == memrefs.len() {
        return false;
    }
    let d = DeallocOp::build_retaining(rw, loc, &rm, &rc, &retained);
    let mut repl: Vec<Value> = rw.ctx().results(d.into()).collect();
    for extra in updated {
        for i in 0..repl.len() {
            let or = i1_or(rw, loc, repl[i], extra[i]);
            repl[i] = rw.ctx().result(or, 0);
        }
    }
    rw.replace_op(op, &repl).is_ok()
}

fn retained_aliasing_always_freed(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let (memrefs, conditions, retained) = parts(rw.ctx(), op);
    let mut aliases = vec![false; retained.len()];
    let (mut nm, mut nc) = (Vec::new(), Vec::new());
    for (m, c) in memrefs.into_iter().zip(conditions) {
        let mut drop = false;
        for (i, &r) in retained.iter().enumerate() {
            if !const_int(rw.ctx(), c).is_some_and(|v| v.is_one()) {
                continue;
            }
            let res = rw.ctx().result(op, i);
            if is_same_allocation(rw.ctx(), r, m) == Some(true) {
                rw.replace_all_uses_with(res, c);
                aliases[i] = true;
                drop = true;
                continue;
            }
            let Some(e) = rw.ctx().defining_op(m).filter(|&d| rw.ctx().isa_op::<memref::ExtractStridedMetadataOp>(d))
            else {
                continue;
            };
            let src = rw.ctx().operand(e, 0);
            if is_same_allocation(rw.ctx(), r, src) == Some(true) {
                rw.replace_all_uses_with(res, c);
                aliases[i] = true;
                drop = true;
            }
        }
        if !drop {
            nm.push(m);
            nc.push(c);
        }
    }
    if !aliases.iter().all(|&a| a) {
        return false;
    }
    update_if_changed(rw, op, &nm, &nc)
}
