//! The `BufferizableOpInterface` models of the scf ops with regions other than `scf.for` and
//! `scf.if`: `scf.while` (with `scf.condition`), `scf.execute_region`, `scf.index_switch` and
//! `scf.forall` (with `tensor.parallel_insert_slice` in its `scf.forall.in_parallel`), as MLIR's
//! `SCF/Transforms/BufferizableOpInterfaceImpl.cpp` defines them.
//!
//! `scf.while` and `scf.forall` carry tensors through iterations: each init (shared output)
//! shares its buffer with the matching region arguments and result, and the loop must give back
//! the same buffer it got (MLIR's "equivalent yield" checks, [`loop_mismatches`]); with
//! `allow-return-allocs-from-loops` a `scf.condition` operand that is not equivalent is copied
//! instead. `scf.execute_region` and `scf.index_switch` take the buffer types their regions
//! yield (cast to a fully dynamic layout when the branches disagree). `scf.forall` loses its
//! results: each becomes the buffer of its shared output, and each `parallel_insert_slice`
//! becomes a `memref.subview` of that buffer and a `memref.copy` into it.

use super::branch::bufferize_block_signature;
use super::buffer_type as predicted;
use super::{i64s_i32, props_with, subview_type};
use crate::bufferization::transforms::interface::{AnalysisState, BufferizableOpInterface};
use crate::bufferization::transforms::one_shot::{
    buffer_type, fully_dynamic_buffer_type, is_tensor, set_prop, Bufferizer,
};
use crate::bufferization::{AllocTensorOp, ToTensorOp};
use crate::memref;
use crate::scf::{self, ForallOp};
use crate::tensor;
use oxir::builtin::types::*;
use oxir::ods::Op;
use oxir::{Builder, Context, Diagnostic, OpRef, OperationState, Type, Value};
use std::collections::HashSet;
use std::sync::Arc;

#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    While,
    Condition,
    ExecuteRegion,
    IndexSwitch,
    Forall,
    ParallelInsertSlice,
}

struct Model(Kind);

/// Attaches the models to their ops.
pub(super) fn register(ctx: &Context) {
    let table = [
        (scf::WhileOp::NAME, Kind::While),
        (scf::ConditionOp::NAME, Kind::Condition),
        (scf::ExecuteRegionOp::NAME, Kind::ExecuteRegion),
        (scf::IndexSwitchOp::NAME, Kind::IndexSwitch),
        (ForallOp::NAME, Kind::Forall),
        (tensor::ParallelInsertSliceOp::NAME, Kind::ParallelInsertSlice),
    ];
    for (name, kind) in table {
        let m: Arc<dyn BufferizableOpInterface> = Arc::new(Model(kind));
        ctx.attach_op_interface_dyn::<dyn BufferizableOpInterface>(name, m);
    }
}

/// The entry block of region `k` of `op`.
fn entry(ctx: &Context, op: OpRef, k: usize) -> Option<oxir::BlockRef> {
    ctx.op_regions(op).get(k).and_then(|&r| ctx.region_entry_block(r))
}

/// Argument `k` of the entry block of region `r` of `op`.
fn region_arg(ctx: &Context, op: OpRef, r: usize, k: usize) -> Option<Value> {
    entry(ctx, op, r).and_then(|b| ctx.block_arguments(b).nth(k))
}

/// The number of loop bound operands of an `scf.forall` (the shared outputs follow them).
fn forall_bounds(ctx: &Context, op: OpRef) -> usize {
    let f = ForallOp::from_op_unchecked(op);
    f.dynamic_lower_bound(ctx).len() + f.dynamic_upper_bound(ctx).len() + f.dynamic_step(ctx).len()
}

/// The rank (number of induction variables) of an `scf.forall`.
fn forall_rank(ctx: &Context, op: OpRef) -> usize {
    let body_args = entry(ctx, op, 0).map(|b| ctx.num_block_arguments(b)).unwrap_or(0);
    body_args.saturating_sub(ctx.num_results(op))
}

/// The `scf.yield` terminators of the blocks of the regions of `op`.
fn yields_of(ctx: &Context, op: OpRef) -> Vec<OpRef> {
    ctx.op_regions(op)
        .iter()
        .flat_map(|&r| ctx.region_blocks(r).collect::<Vec<_>>())
        .filter_map(|b| ctx.block_last_op(b))
        .filter(|&y| ctx.isa_op::<scf::YieldOp>(y))
        .collect()
}

/// Whether the `scf.yield`s of `parent` are handled here.
pub(super) fn owns_yield(ctx: &Context, parent: OpRef) -> bool {
    matches!(ctx.op_name_text(parent), scf::WhileOp::NAME | scf::ExecuteRegionOp::NAME | scf::IndexSwitchOp::NAME)
}

/// The values sharing the buffer of operand `i` of an `scf.yield` in `parent` (a "before" region
/// argument of a while loop, a result of the others).
pub(super) fn yield_aliases(ctx: &Context, parent: OpRef, i: usize) -> Vec<Value> {
    match ctx.op_name_text(parent) {
        scf::WhileOp::NAME => region_arg(ctx, parent, 0, i).into_iter().collect(),
        scf::ExecuteRegionOp::NAME | scf::IndexSwitchOp::NAME if i < ctx.num_results(parent) => {
            vec![ctx.result(parent, i)]
        }
        _ => Vec::new(),
    }
}

/// Bufferizes an `scf.yield` of `parent`: its tensors become their buffers, cast to the types of
/// the "before" region arguments in a while loop (the others take the types their yields give).
pub(super) fn bufferize_yield(b: &mut Bufferizer<'_>, y: OpRef, parent: OpRef) -> Result<(), Diagnostic> {
    let targets: Vec<Type> = if b.ctx.isa_op::<scf::WhileOp>(parent) {
        entry(b.ctx, parent, 0).map(|bl| b.ctx.block_arguments(bl).map(|a| b.ctx.value_type(a)).collect())
    } else {
        None
    }
    .unwrap_or_default();
    convert_operands(b, y, 0, &targets);
    Ok(())
}

/// Replaces the tensor operands of `op` from `first` on by their buffers, cast to `targets`
/// (indexed from `first`) where given and compatible.
fn convert_operands(b: &mut Bufferizer<'_>, op: OpRef, first: usize, targets: &[Type]) {
    for i in first..b.ctx.num_operands(op) {
        let v = b.ctx.operand(op, i);
        if !is_tensor(b.ctx, b.ctx.value_type(v)) {
            continue;
        }
        let mut buf = b.buffer(v);
        if let Some(&t) = targets.get(i - first) {
            if !is_tensor(b.ctx, t) && crate::memref::cast_compatible(b.ctx, b.ctx.value_type(buf), t) {
                buf = b.cast(op, buf, t);
            }
        }
        b.ctx.set_operand(op, i, buf);
    }
}

/// The values the buffer of result `v` of `op` is equivalent to when in place (all must agree),
/// or `None` when `v` is a buffer of its own; `oop` holds the operands bufferized out of place.
/// Used by the analysis to follow equivalences through the ops of this module.
pub(in crate::bufferization) fn equivalence_sources(
    ctx: &Context,
    op: OpRef,
    v: Value,
    oop: &HashSet<(OpRef, usize)>,
) -> Option<Vec<Value>> {
    let j = ctx.results(op).position(|r| r == v)?;
    match ctx.op_name_text(op) {
        scf::WhileOp::NAME => (!oop.contains(&(op, j)) && j < ctx.num_operands(op)).then(|| vec![ctx.operand(op, j)]),
        ForallOp::NAME => {
            let i = forall_bounds(ctx, op) + j;
            (!oop.contains(&(op, i)) && i < ctx.num_operands(op)).then(|| vec![ctx.operand(op, i)])
        }
        scf::ExecuteRegionOp::NAME | scf::IndexSwitchOp::NAME => {
            let srcs: Vec<Value> = yields_of(ctx, op).iter().filter_map(|&y| ctx.operands(y).nth(j)).collect();
            (!srcs.is_empty()).then_some(srcs)
        }
        _ => None,
    }
}

/// A loop operand that does not give back the buffer of its region argument.
pub(in crate::bufferization) struct Mismatch {
    /// The terminator (`scf.condition` or `scf.yield` of a while loop).
    pub op: OpRef,
    /// The operand of the terminator.
    pub operand: usize,
    /// MLIR's error for it.
    pub message: String,
}

/// MLIR's checks that each tensor a while loop passes on (`scf.condition` to the "after" region,
/// `scf.yield` to the "before" region) is equivalent to the region argument it came from; `root`
/// gives the buffer a value is equivalent to.
pub(in crate::bufferization) fn loop_mismatches(
    ctx: &Context,
    func: OpRef,
    root: &dyn Fn(Value) -> Option<Value>,
) -> Vec<Mismatch> {
    let mut loops = Vec::new();
    ctx.walk_ops_pre_order(func, &mut |o| {
        if ctx.isa_op::<scf::WhileOp>(o) {
            loops.push(o);
        }
        oxir::WalkResult::Advance
    });
    let mut out = Vec::new();
    for l in loops {
        for (r, what, skip) in [(0, "Condition arg", 1), (1, "Yield operand", 0)] {
            let Some(block) = entry(ctx, l, r) else { continue };
            let Some(t) = ctx.block_last_op(block) else { continue };
            let args: Vec<Value> = ctx.block_arguments(block).collect();
            for (k, v) in ctx.operands(t).enumerate().skip(skip) {
                if !is_tensor(ctx, ctx.value_type(v)) {
                    continue;
                }
                let idx = k - skip;
                if root(v) != args.get(idx).copied() {
                    out.push(Mismatch {
                        op: t,
                        operand: k,
                        message: format!("{what} #{idx} is not equivalent to the corresponding iter bbArg"),
                    });
                }
            }
        }
    }
    out
}

/// The copies `allow-return-allocs-from-loops` makes for the mismatches of while loops: MLIR
/// copies the `scf.condition` operand whenever either hand-over of its iteration argument is not
/// equivalent.
pub(in crate::bufferization) fn condition_copies(ctx: &Context, mismatches: &[Mismatch]) -> Vec<(OpRef, usize)> {
    let mut out: Vec<(OpRef, usize)> = Vec::new();
    for m in mismatches {
        let at = if ctx.isa_op::<scf::ConditionOp>(m.op) {
            Some((m.op, m.operand))
        } else {
            // A yield operand of the "after" region: copy the condition operand of that index.
            let w = ctx.op_parent_op(m.op);
            let cond = w.and_then(|w| entry(ctx, w, 0)).and_then(|b| ctx.block_last_op(b));
            cond.map(|c| (c, m.operand + 1))
        };
        let is_tensor_operand =
            |&(c, k): &(OpRef, usize)| ctx.operands(c).nth(k).is_some_and(|v| is_tensor(ctx, ctx.value_type(v)));
        if let Some(at) = at.filter(|a| !out.contains(a) && is_tensor_operand(a)) {
            out.push(at);
        }
    }
    out
}

/// The buffer types of the results of `op` (with tensor results), unified over its yields as
/// `scf.if` does: the common type, else the fully dynamic layout (the yields are cast to it).
pub(super) fn unify_yields(b: &mut Bufferizer<'_>, op: OpRef) -> Vec<Option<Type>> {
    let yields = yields_of(b.ctx, op);
    let mut types = Vec::new();
    for (j, t) in b.ctx.result_types(op).collect::<Vec<_>>().into_iter().enumerate() {
        if !is_tensor(b.ctx, t) {
            types.push(None);
            continue;
        }
        let ts: Vec<Type> =
            yields.iter().filter_map(|&y| b.ctx.operands(y).nth(j)).map(|v| b.ctx.value_type(v)).collect();
        if ts.iter().any(|&t| is_tensor(b.ctx, t)) || ts.is_empty() {
            types.push(None);
            continue;
        }
        // MLIR asks for the result's type when the first branch's yield is bufferized (its own
        // buffer, the other branches as predicted then) and again at each later yield (the
        // branches bufferized so far, cast to the answer): the types must all agree, or the
        // result takes the fully dynamic layout.
        let mut seen = vec![ts[0]];
        if let Some(at_first) = b.predicted.remove(&(op, j)) {
            seen.extend(at_first.into_iter().skip(1));
        }
        seen.extend(ts.iter().skip(1).copied());
        let ty = predicted::unify(b.ctx, t, &seen).unwrap_or_else(|| fully_dynamic_buffer_type(b.ctx, t));
        for (&y, &yt) in yields.iter().zip(&ts) {
            if yt != ty {
                let v = b.ctx.operand(y, j);
                let c = b.cast(y, v, ty);
                b.ctx.set_operand(y, j, c);
            }
        }
        types.push(Some(ty));
    }
    types
}

impl BufferizableOpInterface for Model {
    fn reads(&self, _ctx: &Context, _st: &AnalysisState, _op: OpRef, _i: usize) -> bool {
        true
    }
    fn writes(&self, _ctx: &Context, _st: &AnalysisState, _op: OpRef, _i: usize) -> bool {
        // The write of a `parallel_insert_slice` is the write of its `scf.forall` to the shared
        // output: the slice is inserted when all threads are done, and must be in place.
        matches!(self.0, Kind::While | Kind::Forall)
    }
    fn aliases(&self, ctx: &Context, _st: &AnalysisState, op: OpRef, i: usize) -> Vec<Value> {
        match self.0 {
            Kind::While => {
                let v = ctx.operand(op, i);
                let mut out: Vec<Value> = region_arg(ctx, op, 0, i).into_iter().collect();
                if i < ctx.num_results(op) && ctx.value_type(ctx.result(op, i)) == ctx.value_type(v) {
                    out.push(ctx.result(op, i));
                }
                out
            }
            Kind::Condition if i > 0 => {
                let Some(w) = ctx.op_parent_op(op) else { return Vec::new() };
                let mut out: Vec<Value> = region_arg(ctx, w, 1, i - 1).into_iter().collect();
                if i - 1 < ctx.num_results(w) {
                    out.push(ctx.result(w, i - 1));
                }
                out
            }
            Kind::Forall => {
                let Some(j) = i.checked_sub(forall_bounds(ctx, op)) else { return Vec::new() };
                let mut out = Vec::new();
                if j < ctx.num_results(op) {
                    out.push(ctx.result(op, j));
                }
                out.extend(region_arg(ctx, op, 0, forall_rank(ctx, op) + j));
                out
            }
            _ => Vec::new(),
        }
    }
    fn after_regions(&self) -> bool {
        matches!(self.0, Kind::ExecuteRegion | Kind::IndexSwitch)
    }
    fn bufferize(&self, b: &mut Bufferizer<'_>, op: OpRef) -> Result<(), Diagnostic> {
        match self.0 {
            Kind::While => bufferize_while(b, op),
            Kind::Condition => {
                let targets: Vec<Type> = b
                    .ctx
                    .op_parent_op(op)
                    .and_then(|w| entry(b.ctx, w, 1))
                    .map(|bl| b.ctx.block_arguments(bl).map(|a| b.ctx.value_type(a)).collect())
                    .unwrap_or_default();
                convert_operands(b, op, 1, &targets);
                Ok(())
            }
            Kind::ExecuteRegion | Kind::IndexSwitch => {
                if self.0 == Kind::ExecuteRegion && yields_of(b.ctx, op).len() != 1 {
                    return Err(oxir::verifier::emit_op_error_on_op(
                        b.ctx,
                        op,
                        "op without unique scf.yield is not supported",
                    ));
                }
                if self.0 == Kind::ExecuteRegion {
                    // The blocks no branch has bufferized yet (MLIR bufferizes every block's
                    // signature with the op).
                    let blocks: Vec<_> =
                        b.ctx.op_regions(op).iter().flat_map(|&r| b.ctx.region_blocks(r).skip(1)).collect();
                    for block in blocks {
                        bufferize_block_signature(b, block);
                    }
                }
                let types = unify_yields(b, op);
                if self.0 == Kind::IndexSwitch {
                    b.retype_results(op, &types);
                    return Ok(());
                }
                // MLIR creates the `to_tensor`s of an execute_region in result order.
                for j in (0..types.len()).rev() {
                    let mut one = vec![None; types.len()];
                    one[j] = types[j];
                    b.retype_results(op, &one);
                }
                Ok(())
            }
            Kind::Forall => bufferize_forall(b, op),
            Kind::ParallelInsertSlice => bufferize_parallel_insert(b, op),
        }
    }
}

/// `scf.while`: the inits become buffers; the "before" arguments take their types, the "after"
/// arguments and the results the types of the buffers `scf.condition` passes on (those of the
/// "before" arguments, or the identity layout of a copy made for
/// `allow-return-allocs-from-loops`).
fn bufferize_while(b: &mut Bufferizer<'_>, op: OpRef) -> Result<(), Diagnostic> {
    let loc = b.ctx.op_loc(op);
    let cond = entry(b.ctx, op, 0).and_then(|bl| b.ctx.block_last_op(bl));
    let mut result_types = vec![None; b.ctx.num_results(op)];
    for i in 0..b.ctx.num_operands(op) {
        let v = b.ctx.operand(op, i);
        let t = b.ctx.value_type(v);
        if !is_tensor(b.ctx, t) {
            continue;
        }
        let mut buf = b.buffer(v);
        let mut bt = b.ctx.value_type(buf);
        // A loop body handing back a buffer of another type (`allow-return-allocs-from-loops`)
        // makes the "before" arguments fully dynamic, as MLIR's loop buffer types do.
        if yielded_buffer_type(b.ctx, op, i).is_some_and(|y| y != bt) {
            let dynamic = fully_dynamic_buffer_type(b.ctx, t);
            if crate::memref::cast_compatible(b.ctx, bt, dynamic) {
                buf = b.cast(op, buf, dynamic);
                bt = dynamic;
            }
        }
        b.ctx.set_operand(op, i, buf);
        if let Some(arg) = region_arg(b.ctx, op, 0, i) {
            b.retype_block_arg(arg, bt, loc);
        }
        let passed = cond.and_then(|c| b.ctx.operands(c).nth(i + 1));
        let copy = passed
            .and_then(|p| b.ctx.defining_op(p))
            .filter(|&d| b.ctx.op_name_text(d) == crate::bufferization::AllocTensorOp::NAME)
            .map(|d| crate::bufferization::AllocTensorOp::from_op_unchecked(d).memory_space(b.ctx));
        let after_ty = match copy {
            Some(space) => buffer_type(b.ctx, t, None, space),
            None => bt,
        };
        if let Some(arg) = region_arg(b.ctx, op, 1, i) {
            if is_tensor(b.ctx, b.ctx.value_type(arg)) {
                b.retype_block_arg(arg, after_ty, loc);
            }
        }
        if let Some(slot) = result_types.get_mut(i) {
            if is_tensor(b.ctx, b.ctx.value_type(b.ctx.result(op, i))) {
                *slot = Some(after_ty);
            }
        }
    }
    b.retype_results(op, &result_types);
    Ok(())
}

/// The buffer type the "after" region of while loop `op` yields for iteration value `i`, when it
/// is known before that region is bufferized: a buffer from outside the loop (already
/// bufferized) or a new allocation (identity layout); `None` when it is the region's argument or
/// not known.
fn yielded_buffer_type(ctx: &Context, op: OpRef, i: usize) -> Option<Type> {
    let after = entry(ctx, op, 1)?;
    let mut v = ctx.block_last_op(after).and_then(|y| ctx.operands(y).nth(i))?;
    for _ in 0..64 {
        let d = ctx.defining_op(v)?;
        match ctx.op_name_text(d) {
            tensor::InsertOp::NAME | tensor::InsertSliceOp::NAME => v = ctx.operand(d, 1),
            ToTensorOp::NAME => return Some(ctx.value_type(ctx.operand(d, 0))),
            tensor::EmptyOp::NAME | tensor::FromElementsOp::NAME | AllocTensorOp::NAME => {
                return Some(buffer_type(ctx, ctx.value_type(v), None, None))
            }
            _ => return None,
        }
    }
    None
}

/// `scf.forall`: a new loop without results over the moved body, whose shared-output arguments
/// are the buffers of the shared outputs; the results become those buffers.
fn bufferize_forall(b: &mut Bufferizer<'_>, op: OpRef) -> Result<(), Diagnostic> {
    let nb = forall_bounds(b.ctx, op);
    let rank = forall_rank(b.ctx, op);
    let Some(body) = entry(b.ctx, op, 0) else { return Ok(()) };
    let loc = b.ctx.op_loc(op);
    let mut bufs = Vec::new();
    for j in 0..b.ctx.num_operands(op) - nb {
        let v = b.ctx.operand(op, nb + j);
        let buf = b.buffer(v);
        if let Some(arg) = b.ctx.block_arguments(body).nth(rank + j) {
            // The argument becomes the buffer itself, seen as a tensor by the body until its
            // ops are bufferized.
            let ty = b.ctx.value_type(arg);
            let mut builder = oxir::OpBuilder::new(b.ctx);
            builder.set_insertion_point_to_start(body);
            let t = crate::bufferization::ToTensorOp::build(&mut builder, loc, buf, ty).result(builder.ctx());
            b.ctx.replace_all_uses_with(arg, t);
        }
        bufs.push(buf);
    }
    for k in (rank..b.ctx.num_block_arguments(body)).rev() {
        b.ctx.erase_block_argument(body, k)?;
    }
    let f = ForallOp::from_op_unchecked(op);
    let (nl, nu, ns) =
        (f.dynamic_lower_bound(b.ctx).len(), f.dynamic_upper_bound(b.ctx).len(), f.dynamic_step(b.ctx).len());
    let mut st = OperationState::new(b.ctx.op_name_of(op), loc);
    st.operands.extend(b.ctx.operands(op).take(nb));
    st.attributes = b.ctx.op_attrs(op).to_vec();
    let new_region = b.ctx.create_region();
    st.regions.push(new_region);
    let mut builder = oxir::OpBuilder::before(b.ctx, op);
    let new = builder.create(st);
    b.ctx.set_op_properties(new, b.ctx.op_properties(op));
    let sizes = oxir::ods::op::i32_array(b.ctx, [nl as i32, nu as i32, ns as i32, 0]);
    set_prop(b.ctx, new, "operandSegmentSizes", sizes);
    b.ctx.detach_block(body);
    b.ctx.append_block(new_region, body);
    // Each result becomes a `to_tensor` of its buffer right after the new loop (the last result's
    // first, as MLIR's rewriter places them).
    for (j, &buf) in bufs.iter().enumerate() {
        let r = b.ctx.result(op, j);
        let ty = b.ctx.value_type(r);
        let mut builder = oxir::OpBuilder::new(b.ctx);
        builder.set_insertion_point_after(new);
        let t = crate::bufferization::ToTensorOp::build(&mut builder, loc, buf, ty).result(builder.ctx());
        b.ctx.replace_all_uses_with(r, t);
    }
    b.ctx.erase_op(op)
}

/// `tensor.parallel_insert_slice`: a `memref.subview` of the destination buffer and a
/// `memref.copy` of the source into it, before the `scf.forall.in_parallel`.
fn bufferize_parallel_insert(b: &mut Bufferizer<'_>, op: OpRef) -> Result<(), Diagnostic> {
    let Some(at) = b.ctx.op_parent_op(op) else { return Ok(()) };
    let src = b.buffer(b.ctx.operand(op, 0));
    let dest = b.buffer(b.ctx.operand(op, 1));
    let shape = b.ctx.value_type(src).dyn_cast::<MemRefType>(b.ctx).map(|m| m.shape.clone()).unwrap_or_default();
    let Some(m) = b.ctx.value_type(dest).dyn_cast::<MemRefType>(b.ctx).cloned() else { return Ok(()) };
    let Some(ty) = subview_type(b.ctx, op, &m, &shape) else { return Ok(()) };
    let mut ops = vec![dest];
    ops.extend(b.ctx.operands(op).skip(2));
    let segs = oxir::ods::op::i32_array(b.ctx, i64s_i32(b.ctx, op).into_iter().skip(1));
    let props = props_with(b.ctx, op, &[("operandSegmentSizes", segs)]);
    let s = b.create(at, memref::SubViewOp::NAME, &ops, &[ty], props, Vec::new());
    let sv = b.ctx.result(s, 0);
    b.copy(at, src, sv);
    b.ctx.erase_op(op)
}
