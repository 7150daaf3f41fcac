//! Reductions of function signatures: the arguments a `func.func` does not use and its results,
//! removed from its type, its body (entry block arguments, `func.return` operands) and every
//! `func.call` of it. A function whose symbol is used other than by calls keeps its signature.

use super::simpler::simpler_value;
use oxir::builtin::attributes::{ArrayAttr, TypeAttr};
use oxir::builtin::types::FunctionType;
use oxir::ods::Op;
use oxir::{Attribute, Context, OpRef, OperationState, Type, Value};
use oxir_dialects::func::{CallOp, FuncOp, ReturnOp};
use std::collections::BTreeSet;

/// The signature of `func`: its inputs and results.
fn signature(ctx: &Context, func: OpRef) -> Option<(Vec<Type>, Vec<Type>)> {
    let ty = ctx.op_property(func, "function_type")?.dyn_cast::<TypeAttr>(ctx)?.ty;
    let sig = ty.dyn_cast::<FunctionType>(ctx)?;
    Some((sig.inputs.clone(), sig.results.clone()))
}

/// The calls of `func` in `root`, if every use of its symbol is a `func.call` (whose operands
/// are the arguments and results the results).
pub fn calls_of(ctx: &Context, root: OpRef, func: OpRef) -> Option<Vec<OpRef>> {
    let users = super::edits::symbol_users(ctx, root, &[func]);
    users.iter().all(|&u| ctx.op_name_text(u) == CallOp::NAME).then_some(users)
}

/// The functions of `root` whose signatures may change, with their calls.
pub fn functions(ctx: &Context, root: OpRef, ops: &[OpRef]) -> Vec<(OpRef, Vec<OpRef>)> {
    ops.iter()
        .filter(|&&op| ctx.op_name_text(op) == FuncOp::NAME && signature(ctx, op).is_some())
        .filter_map(|&op| calls_of(ctx, root, op).map(|calls| (op, calls)))
        .collect()
}

/// Whether argument `i` of `func` is unused (a declaration uses none).
pub fn argument_unused(ctx: &Context, func: OpRef, i: usize) -> bool {
    let Some(&body) = ctx.op_regions(func).first() else { return true };
    match ctx.region_entry_block(body) {
        Some(entry) => ctx.block_arguments(entry).nth(i).is_some_and(|a| !ctx.has_uses(a)),
        None => true,
    }
}

/// `list` without the entries at `drop`.
fn without<T: Copy>(list: &[T], drop: &BTreeSet<usize>) -> Vec<T> {
    list.iter().enumerate().filter(|(i, _)| !drop.contains(i)).map(|(_, &x)| x).collect()
}

/// Sets `func`'s type and drops the entries at `drop` of its per-argument or per-result
/// attribute array `attrs_name`.
fn set_signature(
    ctx: &mut Context,
    func: OpRef,
    inputs: Vec<Type>,
    results: Vec<Type>,
    attrs_name: &str,
    drop: &BTreeSet<usize>,
) -> bool {
    let Some(props) = ctx.op_properties(func) else { return false };
    let Some(dict) = props.dyn_cast::<oxir::builtin::attributes::DictionaryAttr>(ctx) else { return false };
    let ty = FunctionType::get(ctx, inputs, results);
    let function_type = TypeAttr::get(ctx, ty);
    let mut entries = dict.entries.clone();
    for e in entries.iter_mut() {
        let name = ctx.ident_str(e.name);
        if name == "function_type" {
            e.value = function_type;
        } else if name == attrs_name {
            let Some(array) = e.value.dyn_cast::<ArrayAttr>(ctx) else { return false };
            let kept: Vec<Attribute> = without(&array.elements, drop);
            e.value = ArrayAttr::get(ctx, kept);
        }
    }
    let props = oxir::builtin::attributes::DictionaryAttr::get(ctx, entries);
    ctx.set_op_properties(func, Some(props));
    true
}

/// Removes arguments `drop` (unused) of `func` and the matching operands of `calls`.
pub fn remove_arguments(ctx: &mut Context, func: OpRef, calls: &[OpRef], drop: &BTreeSet<usize>) -> bool {
    let Some((inputs, results)) = signature(ctx, func) else { return false };
    if drop.iter().any(|&i| i >= inputs.len() || !argument_unused(ctx, func, i)) {
        return false;
    }
    let entry = ctx.op_regions(func).first().and_then(|&r| ctx.region_entry_block(r));
    if let Some(entry) = entry {
        for &i in drop.iter().rev() {
            if ctx.erase_block_argument(entry, i).is_err() {
                return false;
            }
        }
    }
    for &call in calls {
        let operands: Vec<Value> = ctx.operands(call).collect();
        if operands.len() != inputs.len() {
            return false;
        }
        ctx.set_operands(call, &without(&operands, drop));
    }
    set_signature(ctx, func, without(&inputs, drop), results, "arg_attrs", drop)
}

/// Removes results `drop` of `func`: from its `func.return`s and its calls, whose uses of them
/// get simpler values.
pub fn remove_results(ctx: &mut Context, func: OpRef, calls: &[OpRef], drop: &BTreeSet<usize>) -> bool {
    let Some((inputs, results)) = signature(ctx, func) else { return false };
    if drop.iter().any(|&i| i >= results.len()) {
        return false;
    }
    let blocks: Vec<_> = ctx.op_regions(func).iter().flat_map(|&r| ctx.region_blocks(r).collect::<Vec<_>>()).collect();
    for block in blocks {
        let Some(ret) = ctx.block_last_op(block).filter(|&t| ctx.op_name_text(t) == ReturnOp::NAME) else { continue };
        let operands: Vec<Value> = ctx.operands(ret).collect();
        if operands.len() != results.len() {
            return false;
        }
        ctx.set_operands(ret, &without(&operands, drop));
    }
    for &call in calls {
        if !drop_call_results(ctx, call, drop) {
            return false;
        }
    }
    set_signature(ctx, func, inputs, without(&results, drop), "res_attrs", drop)
}

/// Replaces `call` by a copy without results `drop`, their uses given simpler values.
fn drop_call_results(ctx: &mut Context, call: OpRef, drop: &BTreeSet<usize>) -> bool {
    let results: Vec<Value> = ctx.results(call).collect();
    for &i in drop {
        let Some(&r) = results.get(i) else { return false };
        if ctx.has_uses(r) {
            let ty = ctx.value_type(r);
            match simpler_value(ctx, call, ty, &|o| o == call) {
                Some(v) => ctx.replace_all_uses_with(r, v),
                None => return false,
            }
        }
    }
    let Some(block) = ctx.op_parent_block(call) else { return false };
    let mut state = OperationState::new(ctx.op_name_of(call), ctx.op_loc(call));
    state.operands.extend(ctx.operands(call));
    state.result_types.extend(without(&results, drop).into_iter().map(|r| ctx.value_type(r)));
    state.attributes = ctx.op_attrs(call).to_vec();
    state.properties = ctx.op_properties(call);
    let new = ctx.create_op(state);
    ctx.insert_op_before(block, Some(call), new);
    for (old, new) in without(&results, drop).into_iter().zip(ctx.results(new).collect::<Vec<_>>()) {
        ctx.replace_all_uses_with(old, new);
    }
    ctx.erase_op(call).is_ok()
}

/// Groups picked `(func, index)` items by function, in the order the functions come.
pub fn by_function(picked: &[(OpRef, usize)]) -> Vec<(OpRef, BTreeSet<usize>)> {
    let mut groups: Vec<(OpRef, BTreeSet<usize>)> = Vec::new();
    for &(f, i) in picked {
        match groups.iter_mut().find(|(g, _)| *g == f) {
            Some((_, set)) => {
                set.insert(i);
            }
            None => groups.push((f, BTreeSet::from([i]))),
        }
    }
    groups
}
