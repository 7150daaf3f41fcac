//! Ops whose region is implied by the op itself: `linalg.fill` and the named structured ops
//! (`linalg.matmul`, `linalg.matvec`, `linalg.add`, ...) on tensors. Their body is what the
//! op's region builder makes from the operand element types (MLIR's `regionBuilder`), so such an
//! op is a function of its operands like any pure op: it enters the e-graph as an ordinary node
//! (name, properties, attributes, result types) and is rebuilt through its region builder.
//!
//! An op qualifies only when its operands and result are tensors (on buffers it writes memory)
//! and its region is exactly the one its builder makes (a generic-form op may carry any body).

use oxir::builtin::attributes::DictionaryAttr;
use oxir::builtin::types::{MemRefType, RankedTensorType};
use oxir::ods::Op as _;
use oxir::{Attribute, Context, NamedAttribute, OpRef, OperationName, OperationState, RegionRef, Type, Value};
use oxir_dialects::linalg::region_builder::BodyBuilder;
use oxir_dialects::linalg::{build_body, named_spec, FillOp};
use rustc_hash::FxHashMap;

/// Builds the region op `name` implies for operands of `types`, its properties `props` and
/// attributes `attrs` (`None` when the op has no implied region or the builder refuses the
/// types).
fn build_region(
    ctx: &mut Context,
    name: OperationName,
    types: &[Type],
    props: Option<Attribute>,
    attrs: Attribute,
) -> Option<RegionRef> {
    let text = ctx.op_name_str(name).to_string();
    if text == FillOp::NAME {
        if types.len() != 2 {
            return None;
        }
        let (region, mut b) = BodyBuilder::new(ctx, types);
        let first = b.args().first().copied()?;
        b.yield_values(&[first]);
        return Some(region);
    }
    let spec = named_spec(&text)?;
    if types.len() != spec.num_inputs + 1 {
        return None;
    }
    let mut entries: Vec<NamedAttribute> = DictionaryAttr::entries(ctx, attrs).to_vec();
    if let Some(p) = props.filter(|p| p.isa::<DictionaryAttr>(ctx)) {
        entries.extend(DictionaryAttr::entries(ctx, p).iter().copied());
    }
    build_body(ctx, &spec, types, &entries).ok()
}

/// Whether op `name` may have an implied region (a named structured op or `linalg.fill`).
fn has_implied_region(ctx: &Context, name: OperationName) -> bool {
    let text = ctx.op_name_str(name);
    text == FillOp::NAME || named_spec(text).is_some()
}

/// Whether `op` is an op with an implied region on tensors: one result, every shaped operand a
/// ranked tensor, and its one region the one its builder makes. Such ops are pure.
pub fn is_implied(ctx: &Context, op: OpRef) -> bool {
    if ctx.op_regions(op).len() != 1 || ctx.num_results(op) != 1 || !has_implied_region(ctx, ctx.op_name_of(op)) {
        return false;
    }
    let types: Vec<Type> = ctx.operands(op).map(|v| ctx.value_type(v)).collect();
    if types.iter().any(|t| t.isa::<MemRefType>(ctx)) || !ctx.result_types(op).all(|t| t.isa::<RankedTensorType>(ctx)) {
        return false;
    }
    let mut scratch = ctx.fork_empty();
    let Some(built) =
        build_region(&mut scratch, ctx.op_name_of(op), &types, ctx.op_properties(op), ctx.op_attr_dict(op))
    else {
        return false;
    };
    same_region(ctx, ctx.op_regions(op)[0], &scratch, built)
}

/// Adds to `st` (an op about to be created in `ctx`, its operands set) the region its op
/// implies, if it has one: how rules' and extraction's new ops get their bodies.
pub fn add_implied_region(ctx: &mut Context, st: &mut OperationState) {
    if !st.regions.is_empty() || !has_implied_region(ctx, st.name) {
        return;
    }
    let types: Vec<Type> = st.operands.iter().map(|&v| ctx.value_type(v)).collect();
    let attrs = DictionaryAttr::get(ctx, st.attributes.clone());
    if let Some(region) = build_region(ctx, st.name, &types, st.properties, attrs) {
        st.regions.push(region);
    }
}

/// Whether region `a` of `ca` and region `b` of `cb` (contexts sharing their interned data)
/// hold the same code: blocks with the same argument types, ops with the same names,
/// properties, attributes, result types and operands (up to renaming), no nested regions.
fn same_region(ca: &Context, a: RegionRef, cb: &Context, b: RegionRef) -> bool {
    let (ba, bb): (Vec<_>, Vec<_>) = (ca.region_blocks(a).collect(), cb.region_blocks(b).collect());
    if ba.len() != 1 || bb.len() != 1 {
        return false;
    }
    let (ba, bb) = (ba[0], bb[0]);
    let mut map: FxHashMap<Value, Value> = FxHashMap::default();
    let (args_a, args_b): (Vec<Value>, Vec<Value>) =
        (ca.block_arguments(ba).collect(), cb.block_arguments(bb).collect());
    if args_a.len() != args_b.len() {
        return false;
    }
    for (&x, &y) in args_a.iter().zip(&args_b) {
        if ca.value_type(x) != cb.value_type(y) {
            return false;
        }
        map.insert(x, y);
    }
    let (ops_a, ops_b): (Vec<OpRef>, Vec<OpRef>) = (ca.block_ops(ba).collect(), cb.block_ops(bb).collect());
    if ops_a.len() != ops_b.len() {
        return false;
    }
    for (&x, &y) in ops_a.iter().zip(&ops_b) {
        let same_op = ca.op_name_of(x) == cb.op_name_of(y)
            && ca.op_properties(x) == cb.op_properties(y)
            && ca.op_attr_dict(x) == cb.op_attr_dict(y)
            && ca.op_regions(x).is_empty()
            && cb.op_regions(y).is_empty()
            && ca.num_operands(x) == cb.num_operands(y)
            && ca.num_results(x) == cb.num_results(y)
            && ca.result_types(x).eq(cb.result_types(y))
            && ca.operands(x).zip(cb.operands(y)).all(|(u, v)| map.get(&u) == Some(&v));
        if !same_op {
            return false;
        }
        for (u, v) in ca.results(x).zip(cb.results(y)) {
            map.insert(u, v);
        }
    }
    true
}
