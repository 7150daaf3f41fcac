//! The custom syntax of the llvm ops in `ops/func.rs`: the parsers, printers and
//! `custom<...>` directives of the ops whose syntax MLIR writes in C++.

use super::*;
use crate::llvm::attrs::*;
use crate::llvm::ops::func::*;
use crate::llvm::types::*;
use crate::utils::syntax::{
    parse_attr_dict_or_empty, parse_function_result_list, parse_function_signature, print_function_arguments,
    print_function_results, signature_attr_props, signature_attrs, FunctionSignature,
};
use oxir::asm::{AsmPrinter, Delimiter, OpAsmParser, ParseResult};
use oxir::builtin::attributes::{StringAttr, SymbolRefAttr, TypeAttr, UnitAttr};
use oxir::builtin::types::IntegerType;
use oxir::ods::Op;
use oxir::{NamedAttribute, OpRef, OperationState, Type, Value};

/// Parses `llvm.func` after its name.
pub fn parse_func(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let linkage = optional_keyword::<Linkage>(p).unwrap_or(Linkage::External);
    let vis = optional_keyword::<Visibility>(p).unwrap_or(Visibility::Default);
    let ua = optional_keyword::<UnnamedAddr>(p).unwrap_or(UnnamedAddr::None);
    let cconv = optional_keyword::<CConv>(p).unwrap_or(CConv::C);
    let ctx = p.ctx();
    let mut props: Vec<NamedAttribute> = vec![
        named(ctx, "linkage", ctx.intern_attr(linkage)),
        named(ctx, "visibility_", i64_attr(ctx, vis.value())),
        named(ctx, "unnamed_addr", i64_attr(ctx, ua.value())),
        named(ctx, "CConv", ctx.intern_attr(cconv)),
    ];
    // MLIR reports the function type's errors where the symbol name starts.
    let sig_at = p.get_current_location();
    let name = p.parse_symbol_name()?;
    let ctx = p.ctx();
    props.push(named(ctx, "sym_name", StringAttr::get(ctx, ctx.ident_str(name))));
    let FunctionSignature { entry_args, inputs, arg_attrs, variadic, results, res_attrs } =
        parse_function_signature(p, true)?;
    if results.len() > 1 {
        return Err(p.emit_error(sig_at, "failed to construct function type: expected zero or one function result"));
    }
    if inputs.iter().any(|&t| !is_compatible_type(p.ctx(), t)) {
        return Err(
            p.emit_error(sig_at, "failed to construct function type: expected LLVM type for function arguments")
        );
    }
    let result = results.first().copied().unwrap_or_else(|| LLVMVoidType::get(p.ctx()));
    if !is_compatible_type(p.ctx(), result) {
        let found = result.to_text(p.ctx());
        return Err(p.emit_error(
            sig_at,
            format!("failed to construct function type: expected LLVM type for function results'{found}'"),
        ));
    }
    let fty = LLVMFunctionType::get(p.ctx(), result, inputs, variadic);
    props.push(named(p.ctx(), "function_type", TypeAttr::get(p.ctx(), fty)));
    if p.parse_optional_keyword("comdat") {
        p.parse_lparen()?;
        let c = p.parse_attribute(None)?;
        p.parse_rparen()?;
        props.push(named(p.ctx(), "comdat", c));
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict_with_keyword(&mut attrs)?;
    props.extend(signature_attr_props(p.ctx(), &arg_attrs, &res_attrs));
    state.attributes = attrs;
    p.add_properties(state, props);
    let region = p.parse_optional_region(&entry_args, true)?.unwrap_or_else(|| p.ctx_mut().create_region());
    state.regions.push(region);
    Ok(())
}

/// Prints `llvm.func` after its name.
pub fn print_func(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let f = LLVMFuncOp::from_op_unchecked(op);
    p.write(" ");
    let linkage = f.linkage_kind(ctx);
    if linkage != Linkage::External {
        p.write(linkage.as_str());
        p.write(" ");
    }
    if let Some(v) = int_value(ctx, ctx.op_property(op, "visibility_")).and_then(Visibility::from_value) {
        if v != Visibility::Default {
            p.write(v.as_str());
            p.write(" ");
        }
    }
    if let Some(u) = int_value(ctx, ctx.op_property(op, "unnamed_addr")).and_then(UnnamedAddr::from_value) {
        if u != UnnamedAddr::None {
            p.write(u.as_str());
            p.write(" ");
        }
    }
    print_cconv(p, op);
    if let Some(name) = f.sym_name(ctx) {
        let n = String::from_utf8_lossy(&name.value).into_owned();
        p.print_symbol_name(ctx.ident(&n));
    }
    let fty = f.llvm_function_type(ctx).cloned();
    let entry = ctx.region_entry_block(f.body(ctx));
    p.write("(");
    let params = fty.as_ref().map(|t| t.params.clone()).unwrap_or_default();
    print_function_arguments(p, op, &params, entry);
    if fty.as_ref().is_some_and(|t| t.var_arg) {
        if !params.is_empty() {
            p.write(", ");
        }
        p.write("...");
    }
    p.write(")");
    if let Some(t) = fty.as_ref().filter(|t| !t.result.isa::<LLVMVoidType>(ctx)) {
        p.write(" -> ");
        print_function_results(p, op, &[t.result]);
    }
    if let Some(c) = ctx.op_property(op, "comdat") {
        p.write(" comdat(");
        p.print_attribute(c);
        p.write(")");
    }
    p.print_op_attr_dict_with_keyword(
        op,
        &[
            "sym_name",
            "function_type",
            "arg_attrs",
            "res_attrs",
            "linkage",
            "CConv",
            "visibility_",
            "comdat",
            "unnamed_addr",
            "vscale_range",
        ],
    );
    let body = f.body(ctx);
    if !ctx.region_is_empty(body) {
        p.write(" ");
        p.print_region(body, false, true, false);
    }
}

/// The trailing `: (types) -> result` of `llvm.call` and `llvm.call_intrinsic` (MLIR's
/// `parseCallTypeAndResolveOperands`): an indirect call first names the callee pointer's type;
/// the operands are resolved to the types and the result type added to `state`. Returns the
/// argument and result attribute lists.
#[allow(clippy::type_complexity)]
pub fn parse_call_type_and_resolve_operands<'s>(
    p: &mut OpAsmParser<'_, 's>,
    state: &mut OperationState,
    direct: bool,
    operands: &[oxir::asm::UnresolvedOperand<'s>],
) -> ParseResult<(Vec<Vec<NamedAttribute>>, Vec<Vec<NamedAttribute>>)> {
    let types_at = p.get_current_location();
    p.parse_colon()?;
    let mut types = Vec::new();
    if !direct {
        types.push(p.parse_type()?);
        if !p.parse_optional_comma() {
            return Err(p.emit_error(types_at, "expected indirect call to have 2 trailing types"));
        }
    }
    let msg = if direct { "expected direct call to have 1 trailing types" } else { "expected trailing function type" };
    let (arg_types, arg_attrs, res_types, res_attrs) = match parse_call_signature(p) {
        Ok(Some(v)) => v,
        // MLIR's parseFunctionSignature fails without a message of its own when `->` is missing.
        Ok(None) => return Err(p.emit_error(types_at, msg)),
        // A signature that fails with its own error is followed by this one, a second error.
        Err(e) => return Err(e.followed_by(p.emit_error(types_at, msg))),
    };
    if res_types.len() > 1 {
        return Err(p.emit_error(types_at, "expected function with 0 or 1 result"));
    }
    if res_types.first().is_some_and(|t| t.isa::<LLVMVoidType>(p.ctx())) {
        return Err(p.emit_error(types_at, "expected a non-void result type"));
    }
    types.extend(arg_types);
    p.resolve_operands_at_name(operands, &types, &mut state.operands)?;
    state.result_types.extend(res_types);
    Ok((arg_attrs, res_attrs))
}

/// Parses `llvm.call` after its name.
pub fn parse_call(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let cconv = optional_keyword::<CConv>(p).unwrap_or(CConv::C);
    let tail = optional_keyword::<TailCallKind>(p).unwrap_or(TailCallKind::None);
    let ctx = p.ctx();
    let mut props: Vec<NamedAttribute> =
        vec![named(ctx, "CConv", ctx.intern_attr(cconv)), named(ctx, "TailCallKind", ctx.intern_attr(tail))];
    let mut operands = Vec::new();
    let direct = if let Some(fp) = p.parse_optional_operand()? {
        operands.push(fp);
        false
    } else {
        let at = p.get_current_location();
        let a = p.parse_attribute(None)?;
        if !a.isa::<SymbolRefAttr>(p.ctx()) {
            return Err(p.emit_error(at, "invalid kind of attribute specified"));
        }
        props.push(named(p.ctx(), "callee", a));
        true
    };
    p.parse_lparen()?;
    if !p.parse_optional_rparen() {
        operands.extend(p.parse_operand_list(Delimiter::None)?);
        p.parse_rparen()?;
    }
    if p.parse_optional_keyword("vararg") {
        p.parse_lparen()?;
        let at = p.get_current_location();
        let t = p.parse_type()?;
        if !t.isa::<LLVMFunctionType>(p.ctx()) {
            return Err(p.emit_error(at, "invalid kind of type specified"));
        }
        p.parse_rparen()?;
        props.push(named(p.ctx(), "var_callee_type", TypeAttr::get(p.ctx(), t)));
    }
    let bundles = crate::llvm::syntax::parse_op_bundles(p)?.unwrap_or_default();
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let (arg_attrs, res_attrs) = parse_call_type_and_resolve_operands(p, state, direct, &operands)?;
    let mut bundle_operands = Vec::new();
    props.extend(crate::llvm::syntax::resolve_op_bundles(p, &bundles, &mut bundle_operands)?);
    let nbundle = bundle_operands.len() as i32;
    state.operands.extend(bundle_operands);
    let ctx = p.ctx();
    props.extend(signature_attr_props(ctx, &arg_attrs, &res_attrs));
    props.push(named(ctx, "operandSegmentSizes", oxir::ods::op::i32_array(p.ctx(), [operands.len() as i32, nbundle])));
    state.attributes = attrs;
    p.add_properties(state, props);
    Ok(())
}

/// A call's `(types) -> results` (MLIR's `call_interface_impl::parseFunctionSignature`); `None`
/// when the `->` is missing, which MLIR reports only as the caller's own error.
#[allow(clippy::type_complexity)]
pub fn parse_call_signature(
    p: &mut OpAsmParser<'_, '_>,
) -> ParseResult<Option<(Vec<Type>, Vec<Vec<NamedAttribute>>, Vec<Type>, Vec<Vec<NamedAttribute>>)>> {
    p.parse_lparen()?;
    let mut args = Vec::new();
    let mut arg_attrs = Vec::new();
    if !p.parse_optional_rparen() {
        loop {
            args.push(p.parse_type()?);
            arg_attrs.push(parse_attr_dict_or_empty(p)?);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rparen()?;
    }
    if !p.parse_optional_arrow() {
        return Ok(None);
    }
    let (res, res_attrs) = parse_function_result_list(p)?;
    Ok(Some((args, arg_attrs, res, res_attrs)))
}

/// Prints the calling convention of a call-like op or function, and a space, unless it is the
/// default (`ccc`).
pub fn print_cconv(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    if let Some(c) = ctx.op_property(op, "CConv").and_then(|a| a.dyn_cast::<CConv>(ctx).copied()) {
        if c != CConv::C {
            p.write(c.as_str());
            p.write(" ");
        }
    }
}

/// Prints the callee of a call-like op (`@f`, or the function pointer, the first of `operands`)
/// and `(` its arguments; returns the arguments.
pub fn print_callee<'a>(p: &mut AsmPrinter<'_>, callee: Option<&SymbolRefAttr>, operands: &'a [Value]) -> &'a [Value] {
    let args: &[Value] = match callee {
        Some(s) => {
            p.print_symbol_name(s.root);
            operands
        }
        None => {
            if let Some(&f) = operands.first() {
                p.print_value(f);
            }
            operands.get(1..).unwrap_or(&[])
        }
    };
    p.write("(");
    p.print_value_list(args.iter().copied());
    args
}

/// Prints ` vararg(type)` when a call-like op carries its callee's type.
pub fn print_vararg(p: &mut AsmPrinter<'_>, ty: Option<&TypeAttr>) {
    if let Some(t) = ty {
        p.write(" vararg(");
        p.print_type(t.ty);
        p.write(")");
    }
}

/// Prints `llvm.call` after its name.
pub fn print_call(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let c = CallOp::from_op_unchecked(op);
    p.write(" ");
    print_cconv(p, op);
    if let Some(t) = ctx.op_property(op, "TailCallKind").and_then(|a| a.dyn_cast::<TailCallKind>(ctx).copied()) {
        if t != TailCallKind::None {
            p.write(t.as_str());
            p.write(" ");
        }
    }
    let callee = c.callee(ctx);
    let operands = c.callee_operands(ctx);
    let args = print_callee(p, callee, &operands);
    p.write(")");
    print_vararg(p, c.var_callee_type(ctx));
    crate::llvm::syntax::print_op_bundles(p, op, operands.len());
    let mut elided = vec![
        "callee",
        "TailCallKind",
        "var_callee_type",
        "CConv",
        "operandSegmentSizes",
        "op_bundle_sizes",
        "op_bundle_tags",
        "arg_attrs",
        "res_attrs",
    ];
    if ctx
        .op_property(op, "fastmathFlags")
        .and_then(|a| a.dyn_cast::<FastmathFlags>(ctx).copied())
        .is_none_or(|f| f.bits() == 0)
    {
        elided.push("fastmathFlags");
    }
    p.print_op_attr_dict(op, &elided);
    p.write(" : ");
    if callee.is_none() {
        if let Some(&f) = operands.first() {
            p.print_type(ctx.value_type(f));
            p.write(", ");
        }
    }
    print_call_signature(p, op, args);
}

/// Parses `llvm.mlir.global` after its name.
pub fn parse_global(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let linkage = optional_keyword::<Linkage>(p).unwrap_or(Linkage::External);
    let vis = optional_keyword::<Visibility>(p).unwrap_or(Visibility::Default);
    let ctx = p.ctx();
    let mut props: Vec<NamedAttribute> =
        vec![named(ctx, "linkage", ctx.intern_attr(linkage)), named(ctx, "visibility_", i64_attr(ctx, vis.value()))];
    if p.parse_optional_keyword("thread_local") {
        props.push(named(p.ctx(), "thread_local_", UnitAttr::get(p.ctx())));
    }
    let ua = optional_keyword::<UnnamedAddr>(p).unwrap_or(UnnamedAddr::None);
    let ctx = p.ctx();
    props.push(named(ctx, "unnamed_addr", i64_attr(ctx, ua.value())));
    if p.parse_optional_keyword("constant") {
        props.push(named(p.ctx(), "constant", UnitAttr::get(p.ctx())));
    }
    let name = p.parse_symbol_name()?;
    let ctx = p.ctx();
    props.push(named(ctx, "sym_name", StringAttr::get(ctx, ctx.ident_str(name))));
    p.parse_lparen()?;
    let mut value = None;
    if !p.parse_optional_rparen() {
        let v = p.parse_attribute(None)?;
        p.parse_rparen()?;
        props.push(named(p.ctx(), "value", v));
        value = Some(v);
    }
    if p.parse_optional_keyword("comdat") {
        p.parse_lparen()?;
        let c = p.parse_attribute(None)?;
        p.parse_rparen()?;
        props.push(named(p.ctx(), "comdat", c));
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let mut types = Vec::new();
    if p.parse_optional_colon() {
        types = p.parse_type_list()?;
    }
    if types.len() > 1 {
        return Err(oxir::Diagnostic::error(state.loc, "expected zero or one type"));
    }
    let region = if types.is_empty() {
        match value.and_then(|v| StringAttr::value_of(p.ctx(), v).map(|s| s.len())) {
            Some(n) => {
                let i8t = IntegerType::get(p.ctx(), 8);
                types.push(LLVMArrayType::get(p.ctx(), i8t, n as u64));
            }
            None => {
                return Err(p.emit_custom_op_error_at_name("type can only be omitted for string globals"));
            }
        }
        p.ctx_mut().create_region()
    } else {
        p.parse_optional_region(&[], false)?.unwrap_or_else(|| p.ctx_mut().create_region())
    };
    state.regions.push(region);
    let ctx = p.ctx();
    props.push(named(ctx, "global_type", TypeAttr::get(ctx, types[0])));
    state.attributes = attrs;
    p.add_properties(state, props);
    Ok(())
}

/// Prints `llvm.mlir.global` after its name.
pub fn print_global(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let g = GlobalOp::from_op_unchecked(op);
    p.write(" ");
    p.write(g.linkage_kind(ctx).as_str());
    p.write(" ");
    if let Some(v) = int_value(ctx, ctx.op_property(op, "visibility_")).and_then(Visibility::from_value) {
        if v != Visibility::Default {
            p.write(v.as_str());
            p.write(" ");
        }
    }
    if ctx.op_property(op, "thread_local_").is_some() {
        p.write("thread_local ");
    }
    if let Some(u) = int_value(ctx, ctx.op_property(op, "unnamed_addr")).and_then(UnnamedAddr::from_value) {
        if u != UnnamedAddr::None {
            p.write(u.as_str());
            p.write(" ");
        }
    }
    if ctx.op_property(op, "constant").is_some() {
        p.write("constant ");
    }
    if let Some(name) = g.sym_name(ctx) {
        let n = String::from_utf8_lossy(&name.value).into_owned();
        p.print_symbol_name(ctx.ident(&n));
    }
    p.write("(");
    let value = ctx.op_property(op, "value");
    if let Some(v) = value {
        p.print_attribute(v);
    }
    p.write(")");
    if let Some(c) = ctx.op_property(op, "comdat") {
        p.write(" comdat(");
        p.print_attribute(c);
        p.write(")");
    }
    p.print_op_attr_dict(
        op,
        &[
            "sym_name",
            "global_type",
            "constant",
            "value",
            "linkage",
            "unnamed_addr",
            "thread_local_",
            "visibility_",
            "comdat",
        ],
    );
    if value.is_some_and(|v| v.isa::<StringAttr>(ctx)) {
        return;
    }
    p.write(" : ");
    if let Some(t) = g.global_type(ctx) {
        p.print_type(t.ty);
    }
    let r = g.initializer(ctx);
    if !ctx.region_is_empty(r) {
        p.write(" ");
        p.print_region(r, false, true, false);
    }
}

/// Parses `llvm.call_intrinsic` after its name (MLIR's `CallIntrinsicOp::parse`).
pub fn parse_call_intrinsic(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let at = p.get_current_location();
    let none = oxir::builtin::types::NoneType::get(p.ctx());
    let name = p.parse_attribute(Some(none))?;
    if !name.isa::<StringAttr>(p.ctx()) {
        return Err(p.emit_error(at, "invalid kind of attribute specified"));
    }
    p.parse_lparen()?;
    let mut operands = Vec::new();
    if !p.parse_optional_rparen() {
        operands = p.parse_operand_list(Delimiter::None)?;
        p.parse_rparen()?;
    }
    let bundles = crate::llvm::syntax::parse_op_bundles(p)?.unwrap_or_default();
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let (arg_attrs, res_attrs) = parse_call_type_and_resolve_operands(p, state, true, &operands)?;
    let mut bundle_operands = Vec::new();
    let mut props = crate::llvm::syntax::resolve_op_bundles(p, &bundles, &mut bundle_operands)?;
    let nbundle = bundle_operands.len() as i32;
    state.operands.extend(bundle_operands);
    let ctx = p.ctx();
    props.push(named(ctx, "intrin", name));
    props.extend(signature_attr_props(ctx, &arg_attrs, &res_attrs));
    props.push(named(ctx, "operandSegmentSizes", oxir::ods::op::i32_array(p.ctx(), [operands.len() as i32, nbundle])));
    state.attributes = attrs;
    p.add_properties(state, props);
    Ok(())
}

/// Prints `llvm.call_intrinsic` after its name.
pub fn print_call_intrinsic(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let c = CallIntrinsicOp::from_op_unchecked(op);
    p.write(" ");
    if let Some(n) = ctx.op_property(op, "intrin") {
        p.print_attribute(n);
    }
    let args = c.args(ctx);
    p.write("(");
    p.print_value_list(args.iter().copied());
    p.write(")");
    crate::llvm::syntax::print_op_bundles(p, op, args.len());
    let mut elided =
        vec!["intrin", "op_bundle_sizes", "op_bundle_tags", "operandSegmentSizes", "arg_attrs", "res_attrs"];
    if ctx
        .op_property(op, "fastmathFlags")
        .and_then(|a| a.dyn_cast::<FastmathFlags>(ctx).copied())
        .is_none_or(|f| f.bits() == 0)
    {
        elided.push("fastmathFlags");
    }
    p.print_op_attr_dict(op, &elided);
    p.write(" : ");
    print_call_signature(p, op, &args);
}

/// Prints `(types {attrs}) -> result` of a call-like op (MLIR's
/// `call_interface_impl::printFunctionSignature`).
pub fn print_call_signature(p: &mut AsmPrinter<'_>, op: OpRef, args: &[Value]) {
    let ctx = p.ctx();
    let attr_list = |name: &str, i: usize| signature_attrs(ctx, op, name, i);
    p.write("(");
    for (i, v) in args.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_type(ctx.value_type(*v));
        p.print_optional_attr_dict(&attr_list("arg_attrs", i), &[]);
    }
    p.write(") -> ");
    let results: Vec<Type> = ctx.result_types(op).collect();
    let ra = attr_list("res_attrs", 0);
    if results.is_empty() {
        p.write("()");
    } else if !ra.is_empty() || results[0].isa::<oxir::builtin::types::FunctionType>(ctx) {
        p.write("(");
        p.print_type(results[0]);
        p.print_optional_attr_dict(&ra, &[]);
        p.write(")");
    } else {
        p.print_type(results[0]);
    }
}

/// Parses an optional keyword of enum `E` (MLIR's `parseOptionalLLVMKeyword`).
pub fn optional_keyword<E: oxir::ods::defs::EnumAttrCases>(p: &mut OpAsmParser<'_, '_>) -> Option<E> {
    let text = p.parse_optional_keyword_of(E::CASES.iter().map(|c| c.name).filter(|n| !n.is_empty()))?;
    E::CASES.iter().find(|c| c.name == text).map(|c| c.variant)
}
