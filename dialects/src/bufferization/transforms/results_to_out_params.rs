//! The `buffer-results-to-out-params` pass (MLIR's `BufferResultsToOutParams.cpp`): functions
//! stop returning memrefs and take a buffer to fill instead, so that the caller owns every
//! allocation (a calling convention for C interfaces and for code without deallocation).
//!
//! Each memref result of a private function with a body (public ones too with
//! `modify-public-functions`) becomes a trailing argument, which inherits the result's
//! attributes (plus `bufferize.result` with `add-result-attr`). Each `func.return` copies the
//! returned buffer into that argument (`memref.copy`); with `hoist-static-allocs` (static shapes)
//! or `hoist-dynamic-allocs` (dynamic ones, whose sizes must be arguments of the function) a
//! returned buffer that an allocation op made (`memref.alloc`, `alloca` or `realloc`) is instead
//! replaced by the argument and its allocation erased. Each `func.call` of a changed function
//! allocates the buffers (`memref.alloc`, cast to the result's fully dynamic layout when it has
//! one) and passes them. Results with a layout other than the identity or a fully dynamic
//! strided one are an error, as is a call needing a dynamically shaped buffer whose sizes are
//! unknown.

use crate::func::{CallOp, FuncOp, ReturnOp};
use crate::memref::{self as mr, is_identity_layout, strides_and_offset};
use oxir::builtin::attributes::{ArrayAttr, DictionaryAttr, TypeAttr, UnitAttr};
use oxir::builtin::ops::ModuleOp;
use oxir::builtin::types::{FunctionType, MemRefType, DYNAMIC};
use oxir::ods::Op;
use oxir::pass::options::{parse_bool, OptionValue};
use oxir::pass::Pass;
use oxir::verifier::emit_error_on_op;
use oxir::{Attribute, Context, Diagnostic, NamedAttribute, OpBuilder, OpRef, Type, Value};
use std::collections::HashMap;

/// The `buffer-results-to-out-params` pass, with MLIR's four options.
#[derive(Clone, Debug, Default)]
pub struct BufferResultsToOutParams {
    /// `add-result-attr`: mark each new argument with the unit attribute `bufferize.result`.
    pub add_result_attr: bool,
    /// `hoist-static-allocs`: let callers allocate statically shaped returned buffers.
    pub hoist_static_allocs: bool,
    /// `hoist-dynamic-allocs`: the same for dynamically shaped ones, sized from the call's operands.
    pub hoist_dynamic_allocs: bool,
    /// `modify-public-functions`: change public functions too.
    pub modify_public_functions: bool,
}

/// The memref type of `ty` when it is a ranked memref.
fn memref_type(ctx: &Context, ty: Type) -> Option<&MemRefType> {
    ty.dyn_cast::<MemRefType>(ctx)
}

/// Whether every dimension of `t` is static.
fn has_static_shape(t: &MemRefType) -> bool {
    t.shape.iter().all(|&d| d != DYNAMIC)
}

/// MLIR's `hasFullyDynamicLayoutMap`: strided with every stride and the offset dynamic.
fn has_fully_dynamic_layout(ctx: &Context, t: &MemRefType) -> bool {
    strides_and_offset(ctx, t)
        .is_some_and(|(strides, offset)| strides.iter().all(|&s| s == DYNAMIC) && offset == DYNAMIC)
}

/// The dictionaries of an `arg_attrs`/`res_attrs` array, `n` long (empty ones where absent).
fn attr_dicts(ctx: &Context, attrs: Option<&ArrayAttr>, n: usize) -> Vec<Attribute> {
    let empty = DictionaryAttr::get(ctx, Vec::new());
    let mut dicts: Vec<Attribute> = attrs.map(|a| a.elements.clone()).unwrap_or_default();
    dicts.resize(n, empty);
    dicts
}

/// Sets an `arg_attrs`/`res_attrs` array as MLIR's `setAllArgResAttrDicts` does: dropped when
/// every dictionary is empty.
fn set_attr_dicts(ctx: &mut Context, f: FuncOp, dicts: Vec<Attribute>, args: bool) {
    let all_empty = dicts.iter().all(|&d| DictionaryAttr::entries(ctx, d).is_empty());
    let array = ArrayAttr::get(ctx, dicts);
    match (args, all_empty) {
        (true, true) => {
            f.remove_arg_attrs(ctx);
        }
        (true, false) => f.set_arg_attrs(ctx, array),
        (false, true) => {
            f.remove_res_attrs(ctx);
        }
        (false, false) => f.set_res_attrs(ctx, array),
    }
}

impl BufferResultsToOutParams {
    /// Whether the pass changes `f`'s signature: it has a body, and is private unless
    /// `modify-public-functions` is set.
    fn changes(&self, ctx: &Context, f: FuncOp) -> bool {
        let public = oxir::symbol_table::visibility(ctx, f.op()) == oxir::symbol_table::Visibility::Public;
        (!public || self.modify_public_functions) && !f.is_declaration(ctx)
    }

    /// MLIR's `updateFuncOp`: the memref results become trailing arguments of the function and
    /// of its entry block (returned, in order).
    fn update_signature(&self, ctx: &mut Context, f: FuncOp) -> Result<Vec<Value>, Diagnostic> {
        let Some(sig) = f.signature(ctx).cloned() else { return Ok(Vec::new()) };
        let mut moved = Vec::new();
        for (i, &ty) in sig.results.iter().enumerate() {
            let Some(m) = memref_type(ctx, ty) else { continue };
            if !is_identity_layout(ctx, m.layout) && !has_fully_dynamic_layout(ctx, m) {
                return Err(emit_error_on_op(
                    ctx,
                    f.op(),
                    "cannot create out param for result with unsupported layout",
                ));
            }
            moved.push(i);
        }
        let moved_types: Vec<Type> = moved.iter().map(|&i| sig.results[i]).collect();
        let n_inputs = sig.inputs.len();
        let mut arg_dicts = attr_dicts(ctx, f.arg_attrs(ctx), n_inputs + moved.len());
        let res_dicts = attr_dicts(ctx, f.res_attrs(ctx), sig.results.len());
        let marker = ctx.ident("bufferize.result");
        for (k, &i) in moved.iter().enumerate() {
            let mut entries = DictionaryAttr::entries(ctx, res_dicts[i]).to_vec();
            if self.add_result_attr {
                entries.retain(|e| e.name != marker);
                entries.push(NamedAttribute { name: marker, value: UnitAttr::get(ctx) });
            }
            arg_dicts[n_inputs + k] = DictionaryAttr::get(ctx, entries);
        }
        let kept_res: Vec<Attribute> =
            res_dicts.iter().enumerate().filter(|(i, _)| !moved.contains(i)).map(|(_, &d)| d).collect();
        let inputs: Vec<Type> = sig.inputs.iter().chain(&moved_types).copied().collect();
        let results: Vec<Type> =
            sig.results.iter().enumerate().filter(|(i, _)| !moved.contains(i)).map(|(_, &t)| t).collect();
        let fty = ctx.intern_type(FunctionType { inputs, results });
        let fattr = TypeAttr::get(ctx, fty);
        f.set_function_type(ctx, fattr);
        set_attr_dicts(ctx, f, arg_dicts, true);
        set_attr_dicts(ctx, f, kept_res, false);
        let Some(entry) = ctx.region_entry_block(f.body(ctx)) else { return Ok(Vec::new()) };
        let loc = ctx.op_loc(f.op());
        Ok(moved_types.into_iter().map(|t| ctx.add_block_argument(entry, t, loc)).collect())
    }

    /// MLIR's `updateReturnOps`: each `func.return` keeps its other operands and copies (or,
    /// hoisting, replaces) the returned buffers. Gives the dynamic sizes (function arguments)
    /// of the hoisted dynamically shaped allocations of the first return.
    fn update_returns(&self, ctx: &mut Context, f: FuncOp, out_args: &[Value]) -> Result<Vec<Vec<Value>>, Diagnostic> {
        let mut returns = Vec::new();
        ctx.walk_ops_post_order(f.op(), &mut |o| {
            if ctx.isa_op::<ReturnOp>(o) {
                returns.push(o);
            }
        });
        let entry_args: Vec<Value> =
            ctx.region_entry_block(f.body(ctx)).map(|b| ctx.block_arguments(b).collect()).unwrap_or_default();
        let mut first_sizes = None;
        for ret in returns {
            let operands: Vec<Value> = ctx.operands(ret).collect();
            let (buffers, kept): (Vec<Value>, Vec<Value>) =
                operands.into_iter().partition(|&v| memref_type(ctx, ctx.value_type(v)).is_some());
            let loc = ctx.op_loc(ret);
            let mut sizes = Vec::new();
            // A buffer returned twice is hoisted once; later results copy from its argument
            // (and a result already in its argument, after an earlier return hoisted it, stays).
            let mut hoisted: HashMap<Value, Value> = HashMap::new();
            for (&orig, &arg) in buffers.iter().zip(out_args) {
                let source = hoisted.get(&orig).copied().unwrap_or(orig);
                let static_shape = memref_type(ctx, ctx.value_type(source)).is_some_and(has_static_shape);
                let hoist = if static_shape { self.hoist_static_allocs } else { self.hoist_dynamic_allocs };
                match ctx.defining_op(source).filter(|&d| hoist && is_allocation(ctx, d)) {
                    Some(def) => {
                        ctx.replace_all_uses_with(source, arg);
                        hoisted.insert(source, arg);
                        if !static_shape {
                            sizes.push(dynamic_sizes_from_arguments(ctx, def, &entry_args));
                        }
                        ctx.erase_op(def)?;
                    }
                    None if source != arg => {
                        let mut b = OpBuilder::before(ctx, ret);
                        mr::CopyOp::build(&mut b, loc, source, arg);
                    }
                    None => {}
                }
            }
            let mut b = OpBuilder::before(ctx, ret);
            ReturnOp::build(&mut b, loc, &kept);
            ctx.erase_op(ret)?;
            first_sizes.get_or_insert(sizes);
        }
        Ok(first_sizes.unwrap_or_default())
    }

    /// MLIR's `updateCalls`: each call of a changed function allocates the out-params before it
    /// and passes them; the memref results' uses take the allocations instead.
    fn update_calls(
        &self,
        ctx: &mut Context,
        module: OpRef,
        sizes: &HashMap<OpRef, Vec<Vec<Value>>>,
    ) -> Result<(), Diagnostic> {
        let mut calls = Vec::new();
        ctx.walk_ops_post_order(module, &mut |o| {
            if ctx.isa_op::<CallOp>(o) {
                calls.push(o);
            }
        });
        for call_op in calls {
            let call = CallOp::from_op_unchecked(call_op);
            let Some(callee_ref) = call.callee(ctx).cloned() else { continue };
            let name = ctx.ident_str(callee_ref.root).to_owned();
            let Some(callee) =
                oxir::symbol_table::lookup_symbol_in(ctx, module, &name).and_then(|o| ctx.cast_op::<FuncOp>(o))
            else {
                return Err(emit_error_on_op(ctx, call_op, format!("cannot find callee '{name}' in symbol table")));
            };
            if !self.changes(ctx, callee) {
                continue;
            }
            let results: Vec<Value> = ctx.results(call_op).collect();
            let (buffers, kept): (Vec<Value>, Vec<Value>) =
                results.into_iter().partition(|&v| memref_type(ctx, ctx.value_type(v)).is_some());
            let callee_sizes = sizes.get(&callee.op()).cloned().unwrap_or_default();
            let callee_args: Vec<Value> =
                ctx.region_entry_block(callee.body(ctx)).map(|b| ctx.block_arguments(b).collect()).unwrap_or_default();
            let loc = ctx.op_loc(call_op);
            let call_operands: Vec<Value> = ctx.operands(call_op).collect();
            let mut next_sizes = 0;
            let mut out_params = Vec::new();
            for buffer in buffers {
                let Some(m) = memref_type(ctx, ctx.value_type(buffer)).cloned() else { continue };
                let mut dynamic = Vec::new();
                if !has_static_shape(&m) {
                    let Some(at_callee) = callee_sizes.get(next_sizes).filter(|s| !s.is_empty()) else {
                        return Err(emit_error_on_op(
                            ctx,
                            call_op,
                            "cannot create out param for dynamically shaped result",
                        ));
                    };
                    next_sizes += 1;
                    // Each size is a callee argument: the call passes the value for it.
                    for size in at_callee {
                        dynamic.extend(
                            call_operands.iter().zip(&callee_args).filter(|(_, a)| *a == size).map(|(&v, _)| v),
                        );
                    }
                }
                let alloc_ty = ctx.intern_type(MemRefType { layout: None, ..m.clone() });
                let mut b = OpBuilder::before(ctx, call_op);
                let mut param = mr::AllocOp::build(&mut b, loc, &dynamic, &[], alloc_ty).memref(&*ctx);
                if !is_identity_layout(ctx, m.layout) {
                    let ty = ctx.value_type(buffer);
                    let mut b = OpBuilder::before(ctx, call_op);
                    param = mr::CastOp::build(&mut b, loc, param, ty).dest(&*ctx);
                }
                ctx.replace_all_uses_with(buffer, param);
                out_params.push(param);
            }
            let operands: Vec<Value> = call_operands.into_iter().chain(out_params).collect();
            let result_types: Vec<Type> = kept.iter().map(|&v| ctx.value_type(v)).collect();
            let mut b = OpBuilder::before(ctx, call_op);
            let new_call = CallOp::build(&mut b, loc, &operands, &result_types, callee_ref);
            let new_results: Vec<Value> = ctx.results(new_call.op()).collect();
            for (old, new) in kept.into_iter().zip(new_results) {
                ctx.replace_all_uses_with(old, new);
            }
            ctx.erase_op(call_op)?;
        }
        Ok(())
    }
}

/// Whether `op` implements MLIR's `AllocationOpInterface` (memref's allocation ops).
fn is_allocation(ctx: &Context, op: OpRef) -> bool {
    ctx.isa_op::<mr::AllocOp>(op) || ctx.isa_op::<mr::AllocaOp>(op) || ctx.isa_op::<mr::ReallocOp>(op)
}

/// MLIR's `getDynamicSize`: the index operands of the allocation `def` when each is an argument
/// of the function (`entry_args`), else nothing.
fn dynamic_sizes_from_arguments(ctx: &Context, def: OpRef, entry_args: &[Value]) -> Vec<Value> {
    let mut sizes = Vec::new();
    for v in ctx.operands(def) {
        if !ctx.value_type(v).isa::<oxir::builtin::types::IndexType>(ctx) {
            continue;
        }
        if !entry_args.contains(&v) {
            return Vec::new();
        }
        sizes.push(v);
    }
    sizes
}

impl Pass for BufferResultsToOutParams {
    fn name(&self) -> &'static str {
        "BufferResultsToOutParamsPass"
    }
    fn argument(&self) -> &'static str {
        "buffer-results-to-out-params"
    }
    fn description(&self) -> &'static str {
        "Converts memref-typed function results to out-params"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some(ModuleOp::NAME)
    }
    fn run(&mut self, ctx: &mut Context, module: OpRef) -> Result<(), Diagnostic> {
        let funcs: Vec<FuncOp> = ctx
            .op_regions(module)
            .iter()
            .flat_map(|&r| ctx.region_blocks(r).flat_map(|b| ctx.block_ops(b)))
            .filter_map(|o| ctx.cast_op::<FuncOp>(o))
            .collect();
        let mut sizes = HashMap::new();
        for f in funcs {
            if !self.changes(ctx, f) {
                continue;
            }
            let out_args = self.update_signature(ctx, f)?;
            let found = self.update_returns(ctx, f, &out_args)?;
            sizes.entry(f.op()).or_insert(found);
        }
        self.update_calls(ctx, module, &sizes)
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "add-result-attr" => self.add_result_attr = parse_bool(key, value)?,
            "hoist-static-allocs" => self.hoist_static_allocs = parse_bool(key, value)?,
            "hoist-dynamic-allocs" => self.hoist_dynamic_allocs = parse_bool(key, value)?,
            "modify-public-functions" => self.modify_public_functions = parse_bool(key, value)?,
            _ => return Err(format!("no such option '{key}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(&'static str, OptionValue)> {
        vec![
            ("add-result-attr", OptionValue::Bool(self.add_result_attr)),
            ("hoist-dynamic-allocs", OptionValue::Bool(self.hoist_dynamic_allocs)),
            ("hoist-static-allocs", OptionValue::Bool(self.hoist_static_allocs)),
            ("modify-public-functions", OptionValue::Bool(self.modify_public_functions)),
        ]
    }
}
