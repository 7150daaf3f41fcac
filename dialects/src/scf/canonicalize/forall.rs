//! `scf.forall`'s canonicalization patterns (MLIR's `ForallOp::getCanonicalizationPatterns`).

use oxir::builtin::attributes::IntegerAttr;
use oxir::interfaces::LoopLikeOpInterface;
use oxir::ods::Op;
use oxir::registry::FoldResult;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, Context, OpRef, OperationState, Type, Value};

use super::{
    create_with_body, erase_dead, mixed_trip_count, preserves_static_information, rebuild_block,
    replace_with_rebuilt_loop, tensor_cast, Slot,
};
use crate::scf::{ForallLoop, ForallOp, DYNAMIC};
use crate::tensor::{CastOp, DimOp, InsertSliceOp, ParallelInsertSliceOp};
use crate::utils::constants::{const_int, index_constant};
use crate::utils::inline::inline_block_before;
use crate::utils::patterns::pattern;
use crate::utils::shapes::is_tensor;
use crate::utils::static_values::{i64_array_attr, split, Ofr};
use oxir::interfaces::{is_parallel_combining, updated_destinations};

/// `props` with `entries` set (replacing entries of the same names).
fn with_props(ctx: &Context, props: Option<Attribute>, set: Vec<(&str, Attribute)>) -> Attribute {
    use oxir::builtin::attributes::DictionaryAttr;
    let mut entries =
        props.and_then(|p| p.dyn_cast::<DictionaryAttr>(ctx).map(|d| d.entries.clone())).unwrap_or_default();
    for (name, value) in set {
        entries.retain(|e| ctx.ident_str(e.name) != name);
        entries.push(oxir::NamedAttribute { name: ctx.ident(name), value });
    }
    DictionaryAttr::get(ctx, entries)
}

/// MLIR's `ForallOpControlOperandsFolder`: constant dynamic bounds and steps become static.
fn forall_control_operands(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let f = ForallOp::from_op_unchecked(op);
    let lists = [
        ("staticLowerBound", f.static_lower_bound(ctx).unwrap_or_default(), f.dynamic_lower_bound(ctx)),
        ("staticUpperBound", f.static_upper_bound(ctx).unwrap_or_default(), f.dynamic_upper_bound(ctx)),
        ("staticStep", f.static_step(ctx).unwrap_or_default(), f.dynamic_step(ctx)),
    ];
    let outputs = f.outputs(ctx);
    let mut changed = false;
    let mut operands = Vec::new();
    let mut sizes = Vec::new();
    let mut props = Vec::new();
    for (name, statics, dynamics) in lists {
        let mut d = dynamics.into_iter();
        let mut new_statics = Vec::new();
        let mut new_dynamics = Vec::new();
        for v in statics {
            if v != DYNAMIC {
                new_statics.push(v);
                continue;
            }
            let Some(x) = d.next() else { return false };
            match const_int(ctx, x).and_then(|c| c.try_to_i64()) {
                Some(c) => {
                    new_statics.push(c);
                    changed = true;
                }
                None => {
                    new_statics.push(DYNAMIC);
                    new_dynamics.push(x);
                }
            }
        }
        sizes.push(new_dynamics.len() as i32);
        operands.extend(new_dynamics);
        props.push((name, i64_array_attr(ctx, &new_statics)));
    }
    if !changed {
        return false;
    }
    sizes.push(outputs.len() as i32);
    operands.extend(outputs);
    props.push(("operandSegmentSizes", oxir::ods::op::i32_array(ctx, sizes)));
    let new_props = with_props(ctx, ctx.op_properties(op), props);
    rw.modify_op_in_place(op, |ctx| {
        ctx.set_operands(op, &operands);
        ctx.set_op_properties(op, Some(new_props));
    });
    true
}

/// MLIR's `DimOfForallOp`: `tensor.dim` of a `scf.forall` result reads its shared output.
fn dim_of_forall(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let src = ctx.operand(op, 0);
    let Value::Result { op: forall, index } = src else { return false };
    if !ctx.isa_op::<ForallOp>(forall) {
        return false;
    }
    let outputs = ForallOp::from_op_unchecked(forall).outputs(ctx);
    let Some(&out) = outputs.get(index as usize) else { return false };
    rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, out));
    true
}

/// The ops of `forall`'s terminator that combine into `arg` (MLIR's `getCombiningOps`).
fn combining_ops(ctx: &Context, arg: Value) -> Vec<OpRef> {
    let mut out: Vec<OpRef> = ctx.users(arg).filter(|&u| is_parallel_combining(ctx, u)).collect();
    out.dedup();
    out
}

/// MLIR's `ForallOpIterArgsFolder`: shared outputs whose result is unused or that nothing
/// combines into are dropped.
fn forall_iter_args(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let f = ForallOp::from_op_unchecked(op);
    let outputs = f.outputs(ctx);
    let rank = f.static_lower_bound(ctx).unwrap_or_default().len();
    let region = ctx.op_regions(op)[0];
    let Some(body) = ctx.region_entry_block(region) else { return false };
    let args: Vec<Value> = ctx.block_arguments(body).collect();
    if args.len() != rank + outputs.len() || ctx.num_results(op) != outputs.len() {
        return false;
    }
    let delete: Vec<bool> = (0..outputs.len())
        .map(|i| !ctx.has_uses(ctx.result(op, i)) || combining_ops(ctx, args[rank + i]).is_empty())
        .collect();
    if !delete.iter().any(|d| *d) {
        return false;
    }
    for i in 0..outputs.len() {
        if delete[i] {
            for c in combining_ops(rw.ctx(), args[rank + i]) {
                let _ = rw.erase_op(c);
            }
        }
    }
    for i in 0..outputs.len() {
        if delete[i] {
            rw.replace_all_uses_with(args[rank + i], outputs[i]);
        }
    }
    let ctx = rw.ctx();
    let kept: Vec<usize> = (0..outputs.len()).filter(|&i| !delete[i]).collect();
    let dynamic: Vec<Value> = ctx.operands(op).take(ctx.num_operands(op) - outputs.len()).collect();
    let (nl, nu, ns) = (f.dynamic_lower_bound(ctx).len(), f.dynamic_upper_bound(ctx).len(), f.dynamic_step(ctx).len());
    let mut st = OperationState::new(ctx.op_name_of(op), ctx.op_loc(op));
    st.operands.extend(dynamic);
    st.operands.extend(kept.iter().map(|&i| outputs[i]));
    st.result_types.extend(kept.iter().map(|&i| ctx.value_type(outputs[i])));
    let sizes = oxir::ods::op::i32_array(ctx, [nl as i32, nu as i32, ns as i32, kept.len() as i32]);
    st.properties = Some(with_props(ctx, ctx.op_properties(op), vec![("operandSegmentSizes", sizes)]));
    let r = rw.ctx_mut().create_region();
    st.regions.push(r);
    rw.set_insertion_point(op);
    let new = rw.create(st);
    let slots: Vec<Slot> = (0..args.len())
        .map(|k| if k < rank || !delete[k - rank] { Slot::Keep } else { Slot::Val(outputs[k - rank]) })
        .collect();
    rebuild_block(rw, r, body, &slots);
    let mut results = Vec::new();
    let mut next = 0;
    for i in 0..outputs.len() {
        if delete[i] {
            results.push(outputs[i]);
        } else {
            results.push(rw.ctx().result(new, next));
            next += 1;
        }
    }
    rw.replace_op(op, &results).is_ok()
}

/// MLIR's `FoldTensorCastOfOutputIntoForallOp`: shared outputs fed by a `tensor.cast` that
/// loses static information are carried with the static type, casting at the edges.
fn forall_tensor_cast(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let f = ForallOp::from_op_unchecked(op);
    let outputs = f.outputs(ctx);
    let rank = f.static_lower_bound(ctx).unwrap_or_default().len();
    let region = ctx.op_regions(op)[0];
    let Some(body) = ctx.region_entry_block(region) else { return false };
    let args: Vec<Value> = ctx.block_arguments(body).collect();
    if args.len() != rank + outputs.len() {
        return false;
    }
    let mut new_outputs = outputs.clone();
    let mut casts = Vec::new();
    for (i, out) in outputs.iter().enumerate() {
        let Some(c) = ctx.defining_op(*out).filter(|&c| ctx.isa_op::<CastOp>(c)) else { continue };
        let src = ctx.operand(c, 0);
        let (st, dt) = (ctx.value_type(src), ctx.value_type(*out));
        if !preserves_static_information(ctx, dt, st) {
            continue;
        }
        casts.push((i, dt));
        new_outputs[i] = src;
    }
    if casts.is_empty() {
        return false;
    }
    let loc = ctx.op_loc(op);
    let dynamic: Vec<Value> = ctx.operands(op).take(ctx.num_operands(op) - outputs.len()).collect();
    let mut st = OperationState::new(ctx.op_name_of(op), loc);
    st.operands.extend(dynamic);
    st.operands.extend(new_outputs.iter().copied());
    st.result_types.extend(new_outputs.iter().map(|v| ctx.value_type(*v)));
    st.properties = ctx.op_properties(op);
    let index = oxir::builtin::types::IndexType::get(ctx);
    let args: Vec<(Type, Attribute)> = std::iter::repeat_n(index, rank)
        .chain(new_outputs.iter().map(|v| ctx.value_type(*v)))
        .map(|t| (t, loc))
        .collect();
    let (new, new_body, new_args) = create_with_body(rw, op, st, args);
    let mut mapping = new_args.clone();
    rw.set_insertion_point_to_end(new_body);
    for &(i, dt) in &casts {
        mapping[rank + i] = tensor_cast(rw, loc, new_args[rank + i], dt);
    }
    let _ = rw.merge_blocks(body, new_body, &mapping);
    // The terminator's combining ops write into the output arguments, in order.
    if let Some(term) = rw.ctx().block_last_op(new_body) {
        if let Some(tb) = rw.ctx().region_entry_block(rw.ctx().op_regions(term)[0]) {
            let yielding: Vec<OpRef> = rw.ctx().block_ops(tb).collect();
            for (y, arg) in yielding.iter().zip(&new_args[rank..]) {
                let y = *y;
                if let Some(dests) = updated_destinations(rw.ctx(), y) {
                    let arg = *arg;
                    rw.modify_op_in_place(y, |ctx| dests.for_each(|i| ctx.set_operand(y, i, arg)));
                }
            }
        }
    }
    rw.set_insertion_point_after(new);
    let mut results: Vec<Value> = rw.ctx().results(new).collect();
    for &(i, dt) in &casts {
        results[i] = tensor_cast(rw, loc, results[i], dt);
    }
    rw.replace_op(op, &results).is_ok()
}

/// The lower bounds, upper bounds and steps of a `scf.forall`, static or dynamic (MLIR's
/// `getMixedLowerBound` and its siblings), and its induction variables.
struct Dims {
    lbs: Vec<FoldResult>,
    ubs: Vec<FoldResult>,
    steps: Vec<FoldResult>,
    ivs: Vec<Value>,
}

fn dims(ctx: &Context, op: OpRef) -> Option<Dims> {
    let l = ForallLoop;
    let d = Dims {
        lbs: l.lower_bounds(ctx, op)?,
        ubs: l.upper_bounds(ctx, op)?,
        steps: l.steps(ctx, op)?,
        ivs: l.induction_vars(ctx, op)?,
    };
    let n = d.ivs.len();
    (d.lbs.len() == n && d.ubs.len() == n && d.steps.len() == n).then_some(d)
}

/// The trip count of dimension `i` (MLIR's `constantTripCount`, signed).
fn dim_trip_count(ctx: &Context, d: &Dims, i: usize) -> Option<u128> {
    mixed_trip_count(ctx, d.lbs[i], d.ubs[i], d.steps[i], true)
}

/// A mixed bound as an [`Ofr`] (`None` for a static bound that is not an `i64` integer).
fn to_ofr(ctx: &Context, b: FoldResult) -> Option<Ofr> {
    match b {
        FoldResult::Value(v) => Some(Ofr::Dyn(v)),
        FoldResult::Attribute(a) => a.dyn_cast::<IntegerAttr>(ctx)?.value.try_to_i64().map(Ofr::Static),
    }
}

/// MLIR's `getValueOrCreateConstantIndexOp`: the bound's value, or an `arith.constant` of index
/// type created at the rewriter's insertion point.
fn bound_value(rw: &mut PatternRewriter<'_>, loc: Attribute, b: FoldResult) -> Option<Value> {
    Some(match to_ofr(rw.ctx(), b)? {
        Ofr::Dyn(v) => v,
        Ofr::Static(v) => index_constant(rw, loc, v),
    })
}

/// MLIR's `promote` of a `scf.forall`: its body runs once, in the parent block, with the lower
/// bounds for the induction variables and the shared outputs for their block arguments; each
/// `tensor.parallel_insert_slice` of the terminator becomes a `tensor.insert_slice` after it, whose
/// results replace the loop's.
fn promote(rw: &mut PatternRewriter<'_>, op: OpRef, d: &Dims) -> bool {
    let ctx = rw.ctx();
    let f = ForallOp::from_op_unchecked(op);
    let outputs = f.outputs(ctx);
    let Some(body) = ctx.region_entry_block(f.region(ctx)) else { return false };
    let Some(term) = ctx.block_last_op(body) else { return false };
    let Some(&term_region) = ctx.op_regions(term).first() else { return false };
    let yielding: Vec<OpRef> =
        ctx.region_entry_block(term_region).map(|b| ctx.block_ops(b).collect()).unwrap_or_default();
    // The parts of each `tensor.parallel_insert_slice`, read before anything moves.
    let mut inserts = Vec::new();
    for o in yielding.into_iter().filter(|&o| ctx.isa_op::<ParallelInsertSliceOp>(o)) {
        let p = ParallelInsertSliceOp::from_op_unchecked(o);
        let statics = (p.static_offsets(ctx), p.static_sizes(ctx), p.static_strides(ctx));
        let (Some(so), Some(ss), Some(st)) = statics else { return false };
        if !is_tensor(ctx, ctx.value_type(p.source(ctx))) {
            return false;
        }
        inserts.push((p, so, ss, st));
    }
    if inserts.len() != ctx.num_results(op) {
        return false;
    }
    let loc = ctx.op_loc(op);
    rw.set_insertion_point(op);
    let mut args = Vec::with_capacity(d.lbs.len() + outputs.len());
    for &lb in &d.lbs {
        let Some(v) = bound_value(rw, loc, lb) else { return false };
        args.push(v);
    }
    args.extend(outputs);
    inline_block_before(rw, body, op, &args);
    rw.set_insertion_point_after(op);
    let mut results = Vec::with_capacity(inserts.len());
    for (p, so, ss, st) in inserts {
        let ctx = rw.ctx();
        let (source, dest) = (p.source(ctx), p.dest(ctx));
        let (offsets, sizes, strides) = (p.offsets(ctx), p.sizes(ctx), p.strides(ctx));
        let insert = InsertSliceOp::build(rw, loc, source, dest, &offsets, &sizes, &strides, &so, &ss, &st);
        results.push(insert.result(rw.ctx()));
    }
    if rw.replace_op(op, &results).is_err() {
        return false;
    }
    rw.erase_op(term).is_ok()
}

/// MLIR's `ForallOpSingleOrZeroIterationDimsFolder`: a dimension without iterations replaces the
/// loop by its shared outputs; dimensions with one iteration are dropped, their induction
/// variables replaced by the lower bounds, and a loop left without dimensions is inlined. Loops
/// mapped to processing units keep their dimensions.
fn forall_single_or_zero_dims(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let f = ForallOp::from_op_unchecked(op);
    if f.mapping(ctx).is_some_and(|m| !m.elements.is_empty()) {
        return false;
    }
    let Some(d) = dims(ctx, op) else { return false };
    let Some(body) = ctx.region_entry_block(f.region(ctx)) else { return false };
    let loc = ctx.op_loc(op);
    let rank = d.ivs.len();
    let mut slots = Vec::with_capacity(ctx.block_arguments(body).count());
    let mut kept = Vec::new();
    rw.set_insertion_point(op);
    for i in 0..rank {
        match dim_trip_count(rw.ctx(), &d, i) {
            Some(0) => {
                let outputs = ForallOp::from_op_unchecked(op).outputs(rw.ctx());
                return rw.replace_op(op, &outputs).is_ok();
            }
            Some(1) => {
                let Some(v) = bound_value(rw, loc, d.lbs[i]) else { return false };
                slots.push(Slot::Val(v));
            }
            _ => {
                slots.push(Slot::Keep);
                kept.push(i);
            }
        }
    }
    if kept.is_empty() {
        return promote(rw, op, &d);
    }
    if kept.len() == rank {
        return false;
    }
    let ctx = rw.ctx();
    let outputs = f.outputs(ctx);
    slots.extend(outputs.iter().map(|_| Slot::Keep));
    // MLIR's builder splits the mixed bounds into static values and operands.
    let mut operands = Vec::new();
    let mut sizes = Vec::new();
    let mut props = Vec::new();
    for (name, list) in [("staticLowerBound", &d.lbs), ("staticUpperBound", &d.ubs), ("staticStep", &d.steps)] {
        let Some(kept_list) = kept.iter().map(|&i| to_ofr(ctx, list[i])).collect::<Option<Vec<Ofr>>>() else {
            return false;
        };
        let (statics, dynamics) = split(&kept_list);
        sizes.push(dynamics.len() as i32);
        operands.extend(dynamics);
        props.push((name, i64_array_attr(ctx, &statics)));
    }
    sizes.push(outputs.len() as i32);
    operands.extend(outputs.iter().copied());
    props.push(("operandSegmentSizes", oxir::ods::op::i32_array(ctx, sizes)));
    let mut st = OperationState::new(ctx.op_name_of(op), loc);
    st.operands.extend(operands);
    st.result_types.extend(ctx.result_types(op));
    st.properties = Some(with_props(ctx, ctx.op_properties(op), props));
    st.attributes = ctx.op_attrs(op).to_vec();
    replace_with_rebuilt_loop(rw, op, st, body, &slots)
}

/// MLIR's `ForallOpReplaceConstantInductionVar`: the used induction variables of dimensions
/// with a single iteration become their lower bounds (also in mapped loops).
fn forall_constant_induction_vars(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(d) = dims(rw.ctx(), op) else { return false };
    let loc = rw.ctx().op_loc(op);
    let mut changed = false;
    for i in 0..d.ivs.len() {
        if !rw.ctx().has_uses(d.ivs[i]) || dim_trip_count(rw.ctx(), &d, i) != Some(1) {
            continue;
        }
        rw.set_insertion_point(op);
        let Some(v) = bound_value(rw, loc, d.lbs[i]) else { continue };
        rw.replace_all_uses_with(d.ivs[i], v);
        changed = true;
    }
    changed
}

/// `scf.forall`'s canonicalization patterns, in MLIR's order.
pub fn forall_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<ForallOp>("EraseDeadForall", erase_dead),
        pattern::<DimOp>("DimOfForallOp", dim_of_forall),
        pattern::<ForallOp>("FoldTensorCastOfOutputIntoForallOp", forall_tensor_cast),
        pattern::<ForallOp>("ForallOpControlOperandsFolder", forall_control_operands),
        pattern::<ForallOp>("ForallOpIterArgsFolder", forall_iter_args),
        pattern::<ForallOp>("ForallOpSingleOrZeroIterationDimsFolder", forall_single_or_zero_dims),
        pattern::<ForallOp>("ForallOpReplaceConstantInductionVar", forall_constant_induction_vars),
    ]
}
