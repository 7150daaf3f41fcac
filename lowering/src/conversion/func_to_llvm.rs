//! `convert-func-to-llvm`: MLIR's `FuncToLLVM` conversion. `func.func` becomes `llvm.func` with
//! the converted signature (memref arguments expanded into their descriptor fields, or bare
//! pointers with `use-bare-ptr-memref-call-conv`; several results packed into a struct), the
//! entry block rebuilds descriptors for the body; `func.return` and `func.call` follow the same
//! convention; `llvm.emit_c_interface` (or `-llvm-request-c-wrappers`) adds the
//! `_mlir_ciface_` wrappers that take memrefs by pointer.

use super::build;
use super::descriptor;
use super::pattern::llvm_target;
use super::type_converter::LlvmTypeConverter;
use oxir::builtin::attributes::{ArrayAttr, DictionaryAttr, StringAttr, SymbolRefAttr, TypeAttr, UnitAttr};
use oxir::builtin::types::{FunctionType, MemRefType, UnrankedMemRefType};
use oxir::conversion::OpConversionPattern;
use oxir::conversion::{apply_partial_conversion, op_attr_or_prop, ConversionPattern, ConversionRewriter, CAST_OP};
use oxir::diagnostics::Diagnostic;
use oxir::ods::{Dialect as _, Op, OpAdaptor};
use oxir::pass::options::OptionValue;
use oxir::pass::Pass;
use oxir::{Attribute, BlockRef, Context, NamedAttribute, OpRef, OperationState, Type, Value};
use oxir_dialects::llvm::LLVMFunctionType;
use oxir_dialects::{func, llvm};
use std::sync::Arc;

/// The attribute that requests C wrappers.
pub const EMIT_C_INTERFACE: &str = "llvm.emit_c_interface";

fn use_bare(ctx: &Context, op: OpRef, conv: &LlvmTypeConverter) -> bool {
    conv.use_bare_ptr_call_conv || ctx.op_attr(op, "llvm.bareptr").is_some()
}

/// The discardable attributes an `llvm.func` keeps (MLIR's `filterFuncAttributes`).
fn filtered_attrs(ctx: &Context, op: OpRef) -> Vec<NamedAttribute> {
    ctx.op_attrs(op)
        .iter()
        .filter(|a| !matches!(ctx.ident_str(a.name), "llvm.linkage" | "func.varargs" | "llvm.readnone"))
        .copied()
        .collect()
}

/// Creates an `llvm.func` named `name` of type `fty` with the given properties and attributes,
/// at the insertion point, with an empty body region.
fn create_llvm_func(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Attribute,
    name: &str,
    fty: Type,
    mut props: Vec<(&str, Attribute)>,
    attrs: Vec<NamedAttribute>,
) -> OpRef {
    let ctx = rw.ctx();
    let mut entries = vec![("sym_name", StringAttr::get(ctx, name)), ("function_type", TypeAttr::get(ctx, fty))];
    entries.append(&mut props);
    // A state: the properties and discardable attributes are given by name.
    let mut st = OperationState::new(ctx.op_name(llvm::LLVMFuncOp::NAME), loc);
    st.properties = Some(build::props(ctx, &entries));
    st.attributes = attrs;
    let region = rw.ctx_mut().create_region();
    st.regions.push(region);
    rw.create(st)
}

struct FuncOpConversion {
    conv: LlvmTypeConverter,
}

impl FuncOpConversion {
    fn rewrite(&self, op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let conv = &self.conv;
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let fty = op_attr_or_prop(ctx, op, "function_type")?.dyn_cast::<TypeAttr>(ctx)?.ty;
        let ft = fty.dyn_cast::<FunctionType>(ctx)?.clone();
        let name = String::from_utf8_lossy(&op_attr_or_prop(ctx, op, "sym_name")?.dyn_cast::<StringAttr>(ctx)?.value)
            .into_owned();
        let variadic = is_variadic(ctx, op);
        let bare = use_bare(ctx, op, conv);
        let (llvm_ty, groups) = conv.convert_function_signature(ctx, &ft.inputs, &ft.results, variadic, bare)?;
        let mut props: Vec<(&str, Attribute)> = Vec::new();
        if let Some(l) = ctx.op_attr(op, "llvm.linkage") {
            props.push(("linkage", l));
        }
        if let Some(v) = op_attr_or_prop(ctx, op, "sym_visibility") {
            props.push(("sym_visibility", v));
        }
        if let Some(r) = op_attr_or_prop(ctx, op, "res_attrs") {
            if ft.results.len() == 1 {
                props.push(("res_attrs", r));
            }
        }
        if let Some(a) = op_attr_or_prop(ctx, op, "arg_attrs").and_then(|a| a.dyn_cast::<ArrayAttr>(ctx)) {
            let empty = DictionaryAttr::get(ctx, Vec::new());
            let mut new = Vec::new();
            for (i, g) in groups.iter().enumerate() {
                let d = a.elements.get(i).copied().unwrap_or(empty);
                if g.len() == 1 {
                    new.push(d);
                } else {
                    new.extend(std::iter::repeat_n(empty, g.len()));
                }
            }
            if !new.is_empty() {
                props.push(("arg_attrs", ArrayAttr::get(ctx, new)));
            }
        }
        let attrs = filtered_attrs(ctx, op);
        let emit_c = ctx.op_attr(op, EMIT_C_INTERFACE).is_some();
        let body = ctx.op_regions(op).first().copied()?;
        rw.rewriter.set_insertion_point(op);
        let new_func = create_llvm_func(rw, loc, &name, llvm_ty, props, attrs.clone());
        let new_body = rw.ctx().op_regions(new_func)[0];
        rw.rewriter.inline_region_before(body, new_body, None);
        // The entry block takes the converted signature; other blocks are converted by the
        // branches to them (as in MLIR 22, `convertRegionTypes` only converts the entry block).
        let blocks: Vec<BlockRef> = rw.ctx().region_blocks(new_body).collect();
        if let Some(&entry) = blocks.first() {
            self.convert_entry_block(rw, entry, &ft.inputs, &groups, bare)?;
        }
        if emit_c && !bare {
            let is_decl = blocks.is_empty();
            rw.rewriter.set_insertion_point(op);
            if is_decl {
                self.wrap_external_function(rw, op, new_func, &name, &ft, attrs)?;
            } else {
                self.wrap_for_external_callers(rw, op, new_func, &name, &ft, attrs)?;
            }
        }
        rw.erase_op(op).ok()
    }

    /// Replaces the entry block's arguments by the converted ones; remaining uses of an
    /// original argument see it rebuilt (a packed descriptor) and cast back.
    fn convert_entry_block(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        entry: BlockRef,
        inputs: &[Type],
        groups: &[Vec<Type>],
        bare: bool,
    ) -> Option<()> {
        let conv = &self.conv;
        let old: Vec<Value> = rw.ctx().block_arguments(entry).collect();
        if old.len() != groups.len() {
            return None;
        }
        let mut new_args: Vec<Vec<Value>> = Vec::new();
        for (i, g) in groups.iter().enumerate() {
            let loc = rw.ctx().block_argument_loc(entry, i);
            let vals: Vec<Value> = g.iter().map(|&t| rw.ctx_mut().add_block_argument(entry, t, loc)).collect();
            new_args.push(vals);
        }
        for (i, &a) in old.iter().enumerate() {
            let loc = rw.ctx().block_argument_loc(entry, i);
            let ty = inputs[i];
            let repl = &new_args[i];
            if repl.len() == 1 && rw.ctx().value_type(repl[0]) == ty {
                rw.ctx_mut().replace_all_uses_with(a, repl[0]);
                continue;
            }
            if !rw.ctx().has_uses(a) {
                continue;
            }
            // Materializations go at the start of the block.
            match rw.ctx().block_first_op(entry) {
                Some(f) => rw.rewriter.set_insertion_point(f),
                None => rw.rewriter.set_insertion_point_to_end(entry),
            }
            // A descriptor passed as its fields is cast from them: the type converter packs
            // them if the cast is still used when the conversion ends.
            let values: Vec<Value> = match ty.dyn_cast::<MemRefType>(rw.ctx()).cloned() {
                Some(m) if bare && repl.len() == 1 => {
                    let desc_ty = conv.convert(rw.ctx(), ty)?;
                    vec![descriptor::from_static_shape(rw, conv, loc, &m, desc_ty, repl[0])?]
                }
                _ if repl.is_empty() => return None,
                _ => repl.clone(),
            };
            let mut st = build::state(rw.ctx(), CAST_OP, loc);
            st.operands.extend(values);
            st.result_types.push(ty);
            let cast = rw.create(st);
            rw.mark_argument_materialization(cast);
            let cv = rw.ctx().result(cast, 0);
            rw.ctx_mut().replace_all_uses_with(a, cv);
        }
        for _ in 0..old.len() {
            rw.ctx_mut().erase_block_argument(entry, 0).ok()?;
        }
        Some(())
    }

    /// MLIR's `wrapForExternalCallers`: `_mlir_ciface_<name>` loads memref descriptors from
    /// pointers, calls the function and returns (or stores) its result.
    fn wrap_for_external_callers(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        op: OpRef,
        new_func: OpRef,
        name: &str,
        ft: &FunctionType,
        attrs: Vec<NamedAttribute>,
    ) -> Option<()> {
        let conv = &self.conv;
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let (wty, result_struct) = conv.convert_function_type_c_wrapper(ctx, &ft.inputs, &ft.results)?;
        let props = wrapper_props(ctx, op, result_struct.is_some());
        let wrapper = create_llvm_func(rw, loc, &format!("_mlir_ciface_{name}"), wty, props, attrs);
        let entry = add_entry_block(rw, wrapper, loc)?;
        rw.rewriter.set_insertion_point_to_end(entry);
        let wargs: Vec<Value> = rw.ctx().block_arguments(entry).collect();
        let offset = usize::from(result_struct.is_some());
        let mut args = Vec::new();
        for (i, &t) in ft.inputs.iter().enumerate() {
            let arg = wargs[i + offset];
            if let Some(m) = t.dyn_cast::<MemRefType>(rw.ctx()).cloned() {
                let dt = conv.convert(rw.ctx(), t)?;
                let loaded = load(rw, loc, arg, dt);
                args.extend(descriptor::unpack_ranked(rw, loc, loaded, m.shape.len())?);
            } else if t.isa::<UnrankedMemRefType>(rw.ctx()) {
                let dt = conv.convert(rw.ctx(), t)?;
                let loaded = load(rw, loc, arg, dt);
                args.extend(descriptor::unpack_unranked(rw, loc, loaded)?);
            } else {
                args.push(arg);
            }
        }
        let callee_ty = func_type_of(rw.ctx(), new_func)?;
        let c = call(rw, loc, name, &args, callee_ty);
        let results: Vec<Value> = rw.ctx().results(c).collect();
        if result_struct.is_some() {
            llvm::StoreOp::build(rw, loc, results[0], wargs[0]);
            llvm::ReturnOp::build(rw, loc, None);
        } else {
            llvm::ReturnOp::build(rw, loc, results.first().copied());
        }
        Some(())
    }

    /// MLIR's `wrapExternalFunction`: the declaration gets a private body that packs
    /// descriptors on the stack and calls the `_mlir_ciface_<name>` declaration.
    fn wrap_external_function(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        op: OpRef,
        new_func: OpRef,
        name: &str,
        ft: &FunctionType,
        attrs: Vec<NamedAttribute>,
    ) -> Option<()> {
        let conv = &self.conv;
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let (wty, result_struct) = conv.convert_function_type_c_wrapper(ctx, &ft.inputs, &ft.results)?;
        let props = wrapper_props(ctx, op, result_struct.is_some());
        rw.rewriter.set_insertion_point(op);
        create_llvm_func(rw, loc, &format!("_mlir_ciface_{name}"), wty, props, attrs);
        // The function itself becomes private with a body.
        let private = rw.ctx().intern_attr(oxir_dialects::llvm::Linkage::Private);
        let entry = add_entry_block(rw, new_func, loc)?;
        set_prop(rw.ctx_mut(), new_func, "linkage", private);
        rw.rewriter.set_insertion_point_to_end(entry);
        let mut fargs: Vec<Value> = rw.ctx().block_arguments(entry).collect();
        fargs.reverse();
        let mut args = Vec::new();
        let idx_attr = |ctx: &Context| build::int_attr(ctx, oxir::builtin::types::IndexType::get(ctx), 1);
        if let Some(s) = result_struct {
            let (a, it) = (idx_attr(rw.ctx()), conv.index_type(rw.ctx()));
            let one = llvm::ConstantOp::build(rw, loc, it, a);
            args.push(alloca(rw, loc, one.into(), s));
        }
        for &t in &ft.inputs {
            let m = t.dyn_cast::<MemRefType>(rw.ctx()).cloned();
            let unranked = t.isa::<UnrankedMemRefType>(rw.ctx());
            if m.is_some() || unranked {
                let n = match &m {
                    Some(m) => 3 + 2 * m.shape.len(),
                    None => 2,
                };
                let vals: Vec<Value> = (0..n).filter_map(|_| fargs.pop()).collect();
                let dt = conv.convert(rw.ctx(), t)?;
                let packed = match &m {
                    Some(m) => descriptor::pack_ranked(rw, loc, dt, m.shape.len(), &vals),
                    None => descriptor::pack_unranked(rw, loc, dt, &vals),
                };
                let (a, it) = (idx_attr(rw.ctx()), conv.index_type(rw.ctx()));
                let one = llvm::ConstantOp::build(rw, loc, it, a);
                let p = alloca(rw, loc, one.into(), dt);
                llvm::StoreOp::build(rw, loc, packed, p);
                args.push(p);
            } else {
                args.push(fargs.pop()?);
            }
        }
        let c = call(rw, loc, &format!("_mlir_ciface_{name}"), &args, wty);
        let results: Vec<Value> = rw.ctx().results(c).collect();
        let value = match result_struct {
            Some(s) => Some(load(rw, loc, args[0], s)),
            None => results.first().copied(),
        };
        llvm::ReturnOp::build(rw, loc, value);
        Some(())
    }
}

fn set_prop(ctx: &mut Context, op: OpRef, name: &str, value: Attribute) {
    let mut entries: Vec<NamedAttribute> =
        ctx.op_properties(op).map(|p| DictionaryAttr::entries(ctx, p).to_vec()).unwrap_or_default();
    let id = ctx.ident(name);
    match entries.iter_mut().find(|e| e.name == id) {
        Some(e) => e.value = value,
        None => entries.push(NamedAttribute { name: id, value }),
    }
    let d = DictionaryAttr::get(ctx, entries);
    ctx.set_op_properties(op, Some(d));
}

/// The visibility and argument/result attributes of a C wrapper (MLIR's
/// `propagateArgResAttrs`).
fn wrapper_props(ctx: &Context, op: OpRef, result_struct: bool) -> Vec<(&'static str, Attribute)> {
    let mut props = Vec::new();
    let arg_attrs = op_attr_or_prop(ctx, op, "arg_attrs");
    if !result_struct {
        if let Some(r) = op_attr_or_prop(ctx, op, "res_attrs") {
            props.push(("res_attrs", r));
        }
        if let Some(a) = arg_attrs {
            props.push(("arg_attrs", a));
        }
    } else if let Some(a) = arg_attrs.and_then(|a| a.dyn_cast::<ArrayAttr>(ctx)) {
        let mut v = vec![DictionaryAttr::get(ctx, Vec::new())];
        v.extend(a.elements.iter().copied());
        props.push(("arg_attrs", ArrayAttr::get(ctx, v)));
    }
    if let Some(v) = op_attr_or_prop(ctx, op, "sym_visibility") {
        props.push(("sym_visibility", v));
    }
    props
}

/// Gives `func` (an `llvm.func` without body) an entry block with its parameters.
fn add_entry_block(rw: &mut ConversionRewriter<'_, '_>, func: OpRef, loc: Attribute) -> Option<BlockRef> {
    let fty = func_type_of(rw.ctx(), func)?;
    let params = fty.dyn_cast::<LLVMFunctionType>(rw.ctx())?.params.clone();
    let region = rw.ctx().op_regions(func)[0];
    let b = rw.ctx_mut().create_block();
    rw.ctx_mut().append_block(region, b);
    for t in params {
        rw.ctx_mut().add_block_argument(b, t, loc);
    }
    Some(b)
}

fn func_type_of(ctx: &Context, func: OpRef) -> Option<Type> {
    Some(op_attr_or_prop(ctx, func, "function_type")?.dyn_cast::<TypeAttr>(ctx)?.ty)
}

/// `llvm.load %ptr : !llvm.ptr -> ty`.
fn load(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, ptr: Value, ty: Type) -> Value {
    llvm::LoadOp::build(rw, loc, ptr, ty).into()
}

/// `llvm.alloca %n x elem : (iN) -> !llvm.ptr`.
fn alloca(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, n: Value, elem: Type) -> Value {
    let p = llvm::LLVMPointerType::get(rw.ctx(), 0);
    llvm::AllocaOp::build(rw, loc, n, p, elem).into()
}

/// A direct `llvm.call @callee(args)` of a function of type `fty` (an `!llvm.func`).
fn call(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, callee: &str, args: &[Value], fty: Type) -> OpRef {
    let ctx = rw.ctx();
    let result = fty.dyn_cast::<LLVMFunctionType>(ctx).map(|f| f.result).filter(|r| !r.isa::<llvm::LLVMVoidType>(ctx));
    super::memref_to_llvm::call(rw, loc, callee, args, result).into()
}

/// The properties of a direct `llvm.call`.
pub fn call_props(ctx: &Context, callee: &str, n: usize, extra: Vec<NamedAttribute>) -> Attribute {
    let sym = ctx.intern_attr(SymbolRefAttr { root: ctx.ident(callee), nested: Vec::new() });
    let mut entries = vec![
        NamedAttribute { name: ctx.ident("callee"), value: sym },
        NamedAttribute { name: ctx.ident("op_bundle_sizes"), value: oxir::ods::op::i32_array(ctx, []) },
        NamedAttribute { name: ctx.ident("operandSegmentSizes"), value: oxir::ods::op::i32_array(ctx, [n as i32, 0]) },
    ];
    entries.extend(extra);
    DictionaryAttr::get(ctx, entries)
}

impl OpConversionPattern for FuncOpConversion {
    type Op = func::FuncOp;
    fn uses_type_converter(&self) -> bool {
        false
    }
    fn match_and_rewrite(
        &self,
        op: func::FuncOp,
        _adaptor: func::FuncOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let op = op.op();
        if has_bad_linkage(rw.ctx(), op) {
            report_bad_linkage(rw.ctx_mut(), op);
            return false;
        }
        if is_variadic(rw.ctx(), op) && rw.ctx().op_attr(op, EMIT_C_INTERFACE).is_some() {
            report(rw.ctx_mut(), op, "C interface for variadic functions is not supported yet.");
            return false;
        }
        self.rewrite(op, rw).is_some()
    }
}

struct ReturnOpLowering {
    conv: LlvmTypeConverter,
}

impl OpConversionPattern for ReturnOpLowering {
    type Op = func::ReturnOp;
    fn match_and_rewrite(
        &self,
        op: func::ReturnOp,
        adaptor: func::ReturnOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let (op, operands) = (op.op(), OpAdaptor::operands(&adaptor));
        self.rewrite(op, operands, rw).is_some()
    }
}

impl ReturnOpLowering {
    fn rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let conv = &self.conv;
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let old_types: Vec<Type> = ctx.operands(op).map(|v| ctx.value_type(v)).collect();
        if old_types.iter().any(|&t| conv.convert(ctx, t).is_none()) {
            return None;
        }
        let func = ctx.op_parent_op(op);
        let bare = conv.use_bare_ptr_call_conv || func.is_some_and(|f| ctx.op_attr(f, "llvm.bareptr").is_some());
        let attrs = ctx.op_attrs(op).to_vec();
        let mut updated = Vec::new();
        for (&v, &t) in operands.iter().zip(&old_types) {
            if bare && t.isa::<MemRefType>(rw.ctx()) && conv.can_convert_to_bare_ptr(rw.ctx(), t) {
                updated.push(descriptor::extract(rw, loc, v, &[0])?);
            } else if bare && t.isa::<UnrankedMemRefType>(rw.ctx()) {
                return None;
            } else {
                updated.push(v);
            }
        }
        if !bare {
            copy_unranked_descriptors(rw, conv, op, &old_types, &mut updated, true)?;
        }
        // The collective builder, as the op's discardable attributes carry over.
        let returned = if updated.len() <= 1 {
            updated
        } else {
            let packed_ty = conv.pack_function_results(rw.ctx(), &old_types, bare)?;
            let mut packed = Value::from(llvm::PoisonOp::build(rw, loc, packed_ty));
            for (i, v) in updated.into_iter().enumerate() {
                packed = descriptor::insert(rw, loc, packed, v, &[i as i64]);
            }
            vec![packed]
        };
        llvm::ReturnOp::build_generic(rw, loc, &[], &returned, &attrs);
        rw.erase_op(op).ok()
    }
}

/// MLIR's `CallOpLowering`: `func.call` to a direct `llvm.call`.
struct CallOpLowering {
    conv: LlvmTypeConverter,
}

impl OpConversionPattern for CallOpLowering {
    type Op = func::CallOp;
    fn match_and_rewrite(
        &self,
        op: func::CallOp,
        adaptor: func::CallOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        lower_call(&self.conv, op.op(), OpAdaptor::operands(&adaptor), false, rw).is_some()
    }
}

/// MLIR's `CallIndirectOpLowering`: `func.call_indirect` to an `llvm.call` through the converted
/// function pointer.
struct CallIndirectOpLowering {
    conv: LlvmTypeConverter,
}

impl OpConversionPattern for CallIndirectOpLowering {
    type Op = func::CallIndirectOp;
    fn match_and_rewrite(
        &self,
        op: func::CallIndirectOp,
        adaptor: func::CallIndirectOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        lower_call(&self.conv, op.op(), OpAdaptor::operands(&adaptor), true, rw).is_some()
    }
}

/// MLIR's `CallOpInterfaceLowering`: the arguments promoted (memrefs expanded into their
/// descriptors' fields, or bare pointers), several results packed into a struct, and every
/// attribute of the call carried over as MLIR's collective builder does (those `llvm.call`
/// declares, such as `CConv`, `no_inline`, `arg_attrs`, become its properties). An `indirect`
/// call takes the converted callee pointer as its first operand.
fn lower_call(
    conv: &LlvmTypeConverter,
    op: OpRef,
    operands: &[Value],
    indirect: bool,
    rw: &mut ConversionRewriter<'_, '_>,
) -> Option<()> {
    let ctx = rw.ctx();
    let loc = ctx.op_loc(op);
    let skip = usize::from(indirect);
    let old_types: Vec<Type> = ctx.operands(op).skip(skip).map(|v| ctx.value_type(v)).collect();
    if old_types.iter().any(|&t| conv.convert(ctx, t).is_none()) {
        return None;
    }
    let bare = conv.use_bare_ptr_call_conv;
    let result_types: Vec<Type> = ctx.result_types(op).collect();
    let packed =
        if result_types.is_empty() { None } else { Some(conv.pack_function_results(ctx, &result_types, bare)?) };
    let mut attrs: Vec<NamedAttribute> =
        ctx.op_properties(op).map(|p| DictionaryAttr::entries(ctx, p).to_vec()).unwrap_or_default();
    attrs.extend(ctx.op_attrs(op).iter().cloned());
    let mut promoted = Vec::new();
    if indirect {
        promoted.push(*operands.first()?);
    }
    for (&v, &t) in operands.iter().skip(skip).zip(&old_types) {
        if let Some(m) = t.dyn_cast::<MemRefType>(rw.ctx()).cloned() {
            if bare {
                promoted.push(descriptor::extract(rw, loc, v, &[1])?);
            } else {
                promoted.extend(descriptor::unpack_ranked(rw, loc, v, m.shape.len())?);
            }
        } else if t.isa::<UnrankedMemRefType>(rw.ctx()) {
            if bare {
                return None;
            }
            promoted.extend(descriptor::unpack_unranked(rw, loc, v)?);
        } else {
            promoted.push(v);
        }
    }
    let ctx = rw.ctx();
    let segments = oxir::ods::op::i32_array(ctx, [promoted.len() as i32, 0]);
    let bundles = oxir::ods::op::i32_array(ctx, []);
    attrs.retain(|a| !matches!(ctx.ident_str(a.name), "operandSegmentSizes" | "op_bundle_sizes"));
    attrs.push(NamedAttribute { name: ctx.ident("operandSegmentSizes"), value: segments });
    attrs.push(NamedAttribute { name: ctx.ident("op_bundle_sizes"), value: bundles });
    let results: Vec<Type> = packed.into_iter().collect();
    let c = llvm::CallOp::build_generic(rw, loc, &results, &promoted, &attrs).op();
    let mut results: Vec<Value> = rw.ctx().results(c).collect();
    if result_types.len() >= 2 {
        let r = results[0];
        results.clear();
        for i in 0..result_types.len() {
            results.push(descriptor::extract(rw, loc, r, &[i as i64])?);
        }
    }
    if !bare {
        copy_unranked_descriptors(rw, conv, op, &result_types, &mut results, false)?;
    }
    if bare {
        for (i, &t) in result_types.iter().enumerate() {
            if let Some(m) = t.dyn_cast::<MemRefType>(rw.ctx()).cloned() {
                let dt = conv.convert(rw.ctx(), t)?;
                results[i] = descriptor::from_static_shape(rw, conv, loc, &m, dt, results[i])?;
            }
        }
    }
    rw.replace_op(op, &results).ok()
}

/// MLIR's `ConstantOpLowering`: `func.constant @f` to `llvm.mlir.addressof @f`, keeping its
/// other attributes.
struct ConstantOpLowering {
    conv: LlvmTypeConverter,
}

impl OpConversionPattern for ConstantOpLowering {
    type Op = func::ConstantOp;
    fn match_and_rewrite(
        &self,
        op: func::ConstantOp,
        _adaptor: func::ConstantOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let ctx = rw.ctx();
        let Some(ty) = self.conv.convert(ctx, ctx.value_type(op.result(ctx))) else { return false };
        if !ty.isa::<llvm::LLVMPointerType>(ctx) {
            return false;
        }
        let Some(value) = op_attr_or_prop(ctx, op.op(), "value") else { return false };
        let Some(symbol) = value.dyn_cast::<SymbolRefAttr>(ctx).cloned() else { return false };
        let loc = ctx.op_loc(op.op());
        let extra: Vec<NamedAttribute> = ctx.op_attrs(op.op()).to_vec();
        let new = llvm::AddressOfOp::build(rw, loc, ty, symbol);
        for a in extra {
            let name = rw.ctx().ident_str(a.name).to_string();
            rw.ctx_mut().set_op_attr(new.op(), &name, a.value);
        }
        let v = new.res(rw.ctx());
        rw.replace_op(op.op(), &[v]).is_ok()
    }
}

/// MLIR's `copyUnrankedDescriptors`: the ranked descriptors unranked memrefs point to are
/// copied to the heap (`to_dynamic`, for returned values) or to the stack (freeing the heap copy,
/// for call results), and new unranked descriptors point to the copies.
fn copy_unranked_descriptors(
    rw: &mut ConversionRewriter<'_, '_>,
    conv: &LlvmTypeConverter,
    op: OpRef,
    orig_types: &[Type],
    values: &mut [Value],
    to_dynamic: bool,
) -> Option<()> {
    // As MLIR 22, each value is copied on its own (with its own size constants).
    for i in 0..values.len() {
        copy_unranked_group(rw, conv, op, &orig_types[i..=i], &mut values[i..=i], to_dynamic)?;
    }
    Some(())
}

fn copy_unranked_group(
    rw: &mut ConversionRewriter<'_, '_>,
    conv: &LlvmTypeConverter,
    op: OpRef,
    orig_types: &[Type],
    values: &mut [Value],
    to_dynamic: bool,
) -> Option<()> {
    let loc = rw.ctx().op_loc(op);
    let positions: Vec<usize> =
        (0..values.len()).filter(|&i| orig_types[i].isa::<UnrankedMemRefType>(rw.ctx())).collect();
    if positions.is_empty() {
        return Some(());
    }
    let idx = conv.index_type(rw.ctx());
    let mut sizes = Vec::new();
    for &i in &positions {
        sizes.push(descriptor::unranked_size(rw, conv, loc, values[i])?);
    }
    let p0 = oxir_dialects::llvm::LLVMPointerType::get(rw.ctx(), 0);
    let void = oxir_dialects::llvm::LLVMVoidType::get(rw.ctx());
    let runtime = if to_dynamic {
        super::memref_to_llvm::lookup_or_create_fn(rw, op, "malloc", vec![idx], p0)?
    } else {
        super::memref_to_llvm::lookup_or_create_fn(rw, op, "free", vec![p0], void)?
    };
    for (k, &i) in positions.iter().enumerate() {
        let size = sizes[k];
        let memory = if to_dynamic {
            let c = super::memref_to_llvm::call(rw, loc, &runtime, &[size], Some(p0));
            rw.ctx().result(c.into(), 0)
        } else {
            let i8t = oxir::builtin::types::IntegerType::get(rw.ctx(), 8);
            alloca(rw, loc, size, i8t)
        };
        let source = descriptor::extract(rw, loc, values[i], &[1])?;
        llvm::MemcpyOp::build(rw, loc, memory, source, size, false);
        if !to_dynamic {
            super::memref_to_llvm::call(rw, loc, &runtime, &[source], None);
        }
        let dt = conv.convert(rw.ctx(), orig_types[i])?;
        let mut d = descriptor::poison(rw, loc, dt);
        let rank = descriptor::extract(rw, loc, values[i], &[0])?;
        d = descriptor::insert(rw, loc, d, rank, &[0]);
        d = descriptor::insert(rw, loc, d, memory, &[1]);
        values[i] = d;
    }
    Some(())
}

/// The patterns of `convert-func-to-llvm` (MLIR's `populateFuncToLLVMConversionPatterns`).
pub fn patterns(conv: LlvmTypeConverter) -> Vec<Arc<dyn ConversionPattern>> {
    vec![
        Arc::new(FuncOpConversion { conv }),
        Arc::new(CallIndirectOpLowering { conv }),
        Arc::new(CallOpLowering { conv }),
        Arc::new(ConstantOpLowering { conv }),
        Arc::new(ReturnOpLowering { conv }),
    ]
}

/// MLIR's `ConvertFuncToLLVMPass` (`convert-func-to-llvm`).
#[derive(Clone, Debug, Default)]
pub struct ConvertFuncToLlvm {
    /// `use-bare-ptr-memref-call-conv`.
    pub use_bare_ptr: bool,
    /// `index-bitwidth` (0: from the data layout, the module's `dlti.dl_spec`, 64 without one).
    pub index_bitwidth: u32,
    /// `data-layout` (accepted; the default layout is used).
    pub data_layout: String,
}

/// MLIR's check in its `func.func` conversion: an `llvm.linkage` attribute on a function must be a
/// `#llvm.linkage<...>`. A function with another one is reported with MLIR's error (emitted, the
/// pass goes on, as MLIR's pattern fails to match) and left unconverted.
fn has_bad_linkage(ctx: &Context, func: OpRef) -> bool {
    ctx.op_attr(func, "llvm.linkage").is_some_and(|a| a.dyn_cast::<oxir_dialects::llvm::Linkage>(ctx).is_none())
}

fn report_bad_linkage(ctx: &mut Context, func: OpRef) {
    report(ctx, func, "Contains llvm.linkage attribute not of type LLVM::LinkageAttr");
}

/// Emits `message` as an error on `func` with MLIR's "see current operation" note (the pass goes
/// on: MLIR's pattern emits it and fails to match).
fn report(ctx: &mut Context, func: OpRef, message: &str) {
    let generic = oxir::verifier::format_op_for_diagnostic(ctx, func);
    let loc = ctx.op_loc(func);
    ctx.emit(Diagnostic::error(loc, message).with_note(loc, format!("see current operation: {generic}")));
}

/// Whether a `func.func` is variadic (its `func.varargs` attribute is true).
fn is_variadic(ctx: &Context, func: OpRef) -> bool {
    ctx.op_attr(func, "func.varargs")
        .and_then(|a| a.dyn_cast::<oxir::builtin::attributes::IntegerAttr>(ctx).map(|b| !b.value.is_zero()))
        .unwrap_or(false)
}

impl Pass for ConvertFuncToLlvm {
    fn name(&self) -> &'static str {
        "ConvertFuncToLLVMPass"
    }
    fn argument(&self) -> &'static str {
        "convert-func-to-llvm"
    }
    fn description(&self) -> &'static str {
        "Convert from the Func dialect to the LLVM dialect"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let mut conv = LlvmTypeConverter::from_data_layout(ctx, op, self.index_bitwidth);
        conv.use_bare_ptr_call_conv = self.use_bare_ptr;
        let func_op = |ctx: &Context, op: OpRef| {
            super::type_converter::op_in_dialect(ctx, op, oxir_dialects::func::FuncDialect::NAMESPACE)
        };
        conv.report_unconvertible_memory_spaces(ctx, op, true, &func_op);
        apply_partial_conversion(ctx, op, &llvm_target(), &patterns(conv), &conv.to_type_converter())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "use-bare-ptr-memref-call-conv" => {
                self.use_bare_ptr = parse_bool(value).ok_or_else(|| format!("invalid value '{value}' for {key}"))?;
                Ok(())
            }
            "index-bitwidth" => {
                self.index_bitwidth = super::pattern::parse_index_bitwidth(key, value)?;
                Ok(())
            }
            "data-layout" => {
                self.data_layout = value.to_string();
                Ok(())
            }
            _ => Err(format!("no such option '{key}'")),
        }
    }
    fn options(&self) -> Vec<(&'static str, OptionValue)> {
        let mut options = vec![
            ("index-bitwidth", OptionValue::UInt(self.index_bitwidth.into())),
            ("use-bare-ptr-memref-call-conv", OptionValue::Bool(self.use_bare_ptr)),
        ];
        // oxir's own option (MLIR 22 has none): printed only when given.
        if !self.data_layout.is_empty() {
            options.push(("data-layout", OptionValue::Str(self.data_layout.clone())));
        }
        options
    }
}

/// An MLIR boolean option value.
pub fn parse_bool(v: &str) -> Option<bool> {
    match v {
        "" | "true" | "1" | "TRUE" | "True" => Some(true),
        "false" | "0" | "FALSE" | "False" => Some(false),
        _ => None,
    }
}

/// MLIR's `LLVMRequestCWrappersPass` (`llvm-request-c-wrappers`): marks every `func.func` with
/// `llvm.emit_c_interface`.
#[derive(Clone, Debug, Default)]
pub struct RequestCWrappers;

impl Pass for RequestCWrappers {
    fn name(&self) -> &'static str {
        "LLVMRequestCWrappersPass"
    }
    fn argument(&self) -> &'static str {
        "llvm-request-c-wrappers"
    }
    fn description(&self) -> &'static str {
        "Request C wrapper emission for all functions"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let u = UnitAttr::get(ctx);
        let mut funcs = Vec::new();
        ctx.walk_ops_post_order(op, &mut |o| {
            if ctx.isa_op::<func::FuncOp>(o) {
                funcs.push(o);
            }
        });
        for f in funcs {
            ctx.set_op_attr(f, EMIT_C_INTERFACE, u);
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
