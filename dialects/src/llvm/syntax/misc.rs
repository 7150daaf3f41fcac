//! The custom syntax of the llvm ops in `ops/misc.rs`: the parsers, printers and
//! `custom<...>` directives of the ops whose syntax MLIR writes in C++.

use super::func::{print_callee, print_cconv, print_vararg};
use super::*;
use crate::llvm::attrs::*;
use crate::llvm::ops::misc::*;
use crate::llvm::types::*;
use crate::utils::syntax::{parse_successor_and_uses, print_successor_and_uses};
use oxir::asm::{AsmPrinter, Delimiter, OpAsmParser, ParseResult};
use oxir::builtin::attributes::{StringAttr, TypeAttr, UnitAttr};
use oxir::builtin::types::VectorType;
use oxir::ods::fields::DenseArrayField;
use oxir::ods::{DenseI32Array, Op};
use oxir::{Attribute, OpRef, OperationState, Type};

/// Parses `llvm.invoke` after its name.
pub fn parse_invoke(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let cconv = super::func::optional_keyword::<CConv>(p).unwrap_or(CConv::C);
    let ctx = p.ctx();
    let mut props = vec![named(ctx, "CConv", ctx.intern_attr(cconv))];
    let mut operands = Vec::new();
    let direct = if let Some(fp) = p.parse_optional_operand()? {
        operands.push(fp);
        false
    } else {
        let a = p.parse_attribute(None)?;
        props.push(named(p.ctx(), "callee", a));
        true
    };
    p.parse_lparen()?;
    if !p.parse_optional_rparen() {
        operands.extend(p.parse_operand_list(Delimiter::None)?);
        p.parse_rparen()?;
    }
    p.parse_keyword("to")?;
    let normal = parse_successor_and_uses(p)?;
    p.parse_keyword("unwind")?;
    let unwind = parse_successor_and_uses(p)?;
    if p.parse_optional_keyword("vararg") {
        p.parse_lparen()?;
        let t = p.parse_type()?;
        p.parse_rparen()?;
        props.push(named(p.ctx(), "var_callee_type", TypeAttr::get(p.ctx(), t)));
    }
    let bundles = crate::llvm::syntax::parse_op_bundles(p)?.unwrap_or_default();
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let at = p.get_current_location();
    p.parse_colon()?;
    let mut types = Vec::new();
    if !direct {
        types.push(p.parse_type()?);
        if !p.parse_optional_comma() {
            return Err(p.emit_error(at, "expected indirect call to have 2 trailing types"));
        }
    }
    let fty = p.parse_type()?;
    let Some(f) = fty.dyn_cast::<oxir::builtin::types::FunctionType>(p.ctx()).cloned() else {
        return Err(p.emit_error(at, "expected trailing function type"));
    };
    if f.results.len() > 1 {
        return Err(p.emit_error(at, "expected function with 0 or 1 result"));
    }
    types.extend(f.inputs.iter().copied());
    let loc = p.get_current_location();
    let mut all = std::mem::take(&mut state.operands);
    p.resolve_operands_at_name(&operands, &types, &mut all)?;
    p.resolve_operands(&normal.1, &normal.2, loc, &mut all)?;
    p.resolve_operands(&unwind.1, &unwind.2, loc, &mut all)?;
    let mut bundle_operands = Vec::new();
    props.extend(crate::llvm::syntax::resolve_op_bundles(p, &bundles, &mut bundle_operands)?);
    let nbundle = bundle_operands.len() as i32;
    all.extend(bundle_operands);
    state.operands = all;
    state.result_types.extend(f.results.iter().copied());
    state.successors.push(normal.0);
    state.successors.push(unwind.0);
    let ctx = p.ctx();
    props.push(named(
        ctx,
        "operandSegmentSizes",
        oxir::ods::op::i32_array(
            p.ctx(),
            [operands.len() as i32, normal.1.len() as i32, unwind.1.len() as i32, nbundle],
        ),
    ));
    state.attributes = attrs;
    p.add_properties(state, props);
    Ok(())
}

/// Prints `llvm.invoke` after its name.
pub fn print_invoke(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let i = InvokeOp::from_op_unchecked(op);
    p.write(" ");
    print_cconv(p, op);
    let operands = i.callee_operands(ctx);
    let callee = i.callee(ctx);
    let args = print_callee(p, callee, &operands);
    p.write(") to ");
    print_successor_and_uses(p, i.normal_dest(ctx), &i.normal_dest_operands(ctx));
    p.write(" unwind ");
    print_successor_and_uses(p, i.unwind_dest(ctx), &i.unwind_dest_operands(ctx));
    print_vararg(p, i.var_callee_type(ctx));
    let first_bundle = operands.len() + i.normal_dest_operands(ctx).len() + i.unwind_dest_operands(ctx).len();
    crate::llvm::syntax::print_op_bundles(p, op, first_bundle);
    p.print_op_attr_dict(
        op,
        &[
            "callee",
            "operandSegmentSizes",
            "CConv",
            "var_callee_type",
            "op_bundle_sizes",
            "op_bundle_tags",
            "arg_attrs",
            "res_attrs",
        ],
    );
    p.write(" : ");
    if callee.is_none() {
        if let Some(&f) = operands.first() {
            p.print_type(ctx.value_type(f));
            p.write(", ");
        }
    }
    p.write("(");
    p.print_type_list(args.iter().map(|v| ctx.value_type(*v)));
    p.write(") -> ");
    match ctx.result_types(op).next() {
        Some(t) => p.print_type(t),
        None => p.write("()"),
    }
}

/// Parses `llvm.landingpad [cleanup] (catch %x : t)* (filter %y : t)* : type`.
pub fn parse_landingpad(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let mut props = Vec::new();
    if p.parse_optional_keyword("cleanup") {
        props.push(named(p.ctx(), "cleanup", UnitAttr::get(p.ctx())));
    }
    while p.parse_optional_lparen() {
        if !p.parse_optional_keyword("catch") && !p.parse_optional_keyword("filter") {
            return Err(p.emit_wrong_token_error("expected 'catch' or 'filter'"));
        }
        let u = p.parse_operand()?;
        p.parse_colon()?;
        let t = p.parse_type()?;
        p.parse_rparen()?;
        let v = p.resolve_operand(u, t)?;
        state.operands.push(v);
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_colon()?;
    let t = p.parse_type()?;
    state.result_types.push(t);
    state.attributes = attrs;
    p.add_properties(state, props);
    Ok(())
}

/// Prints `llvm.landingpad` after its name.
pub fn print_landingpad(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    p.write(if ctx.op_property(op, "cleanup").is_some() { " cleanup " } else { " " });
    for v in ctx.operands(op) {
        let t = ctx.value_type(v);
        p.write(if t.isa::<LLVMArrayType>(ctx) { "(filter " } else { "(catch " });
        p.print_value(v);
        p.write(" : ");
        p.print_type(t);
        p.write(") ");
    }
    p.print_op_attr_dict(op, &["cleanup"]);
    p.write(": ");
    if let Some(t) = ctx.result_types(op).next() {
        p.print_type(t);
    }
}

/// Parses MLIR's `custom<ShuffleType>`: nothing is read; the result is a vector of the first
/// operand's element type with one element per mask entry.
pub fn parse_shuffle_type(
    p: &mut OpAsmParser<'_, '_>,
    v1: &Option<Type>,
    res: &mut Option<Type>,
    mask: &Option<Attribute>,
) -> ParseResult<()> {
    let at = p.get_current_location();
    let (Some(v1), Some(mask)) = (*v1, *mask) else { return Ok(()) };
    let Some(v) = v1.dyn_cast::<VectorType>(p.ctx()).cloned() else {
        return Err(p.emit_custom_op_error(at, "expected an LLVM compatible vector type"));
    };
    let n = <DenseI32Array as DenseArrayField>::from_attr(p.ctx(), mask).map_or(0, |m| m.len());
    let ty = VectorType { shape: vec![n as i64], scalable: vec![v.scalable.iter().any(|&s| s)], element: v.element };
    *res = Some(p.ctx().intern_type(ty));
    Ok(())
}

/// Prints MLIR's `custom<ShuffleType>`: nothing.
pub fn print_shuffle_type(_p: &mut AsmPrinter<'_>, _op: OpRef, _v1: Type, _res: Type, _mask: Option<Attribute>) {}

/// Parses `llvm.mlir.alias` after its name.
pub fn parse_alias(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let kw = |p: &mut OpAsmParser<'_, '_>, names: &[(&str, i64)]| -> Option<i64> {
        let t = p.parse_optional_keyword_of(names.iter().map(|(n, _)| *n))?;
        names.iter().find(|(n, _)| *n == t).map(|(_, v)| *v)
    };
    let linkage = super::func::optional_keyword::<Linkage>(p).unwrap_or(Linkage::External);
    let vis = kw(p, &[("hidden", 1), ("protected", 2)]).unwrap_or(0);
    let thread_local = p.parse_optional_keyword("thread_local");
    let ua = kw(p, &[("local_unnamed_addr", 1), ("unnamed_addr", 2)]).unwrap_or(0);
    let name = p.parse_symbol_name()?;
    let ctx = p.ctx();
    let mut props = vec![
        named(ctx, "linkage", ctx.intern_attr(linkage)),
        named(ctx, "visibility_", i64_attr(ctx, vis)),
        named(ctx, "unnamed_addr", i64_attr(ctx, ua)),
        named(ctx, "sym_name", StringAttr::get(ctx, ctx.ident_str(name))),
    ];
    if thread_local {
        props.push(named(ctx, "thread_local_", UnitAttr::get(ctx)));
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_colon()?;
    let t = p.parse_type()?;
    props.push(named(p.ctx(), "alias_type", TypeAttr::get(p.ctx(), t)));
    let region = p.parse_region(&[], false)?;
    state.regions.push(region);
    state.attributes = attrs;
    p.add_properties(state, props);
    Ok(())
}

/// Prints `llvm.mlir.alias` after its name.
pub fn print_alias(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let l =
        ctx.op_property(op, "linkage").and_then(|a| a.dyn_cast::<Linkage>(ctx).copied()).unwrap_or(Linkage::External);
    p.write(" ");
    p.write(l.as_str());
    p.write(" ");
    match int_value(ctx, ctx.op_property(op, "visibility_")) {
        Some(1) => p.write("hidden "),
        Some(2) => p.write("protected "),
        _ => {}
    }
    if ctx.op_property(op, "thread_local_").is_some() {
        p.write("thread_local ");
    }
    match int_value(ctx, ctx.op_property(op, "unnamed_addr")) {
        Some(1) => p.write("local_unnamed_addr "),
        Some(2) => p.write("unnamed_addr "),
        _ => {}
    }
    if let Some(n) = ctx.op_property(op, "sym_name").and_then(|a| StringAttr::value_of(ctx, a)) {
        p.print_symbol_name(ctx.ident(n));
    }
    p.print_op_attr_dict(op, &["alias_type", "sym_name", "linkage", "unnamed_addr", "thread_local_", "visibility_"]);
    p.write(" : ");
    if let Some(t) = ctx.op_property(op, "alias_type").and_then(|a| a.dyn_cast::<TypeAttr>(ctx)) {
        p.print_type(t.ty);
    }
    if let Some(&r) = ctx.op_regions(op).first() {
        p.write(" ");
        p.print_region(r, false, true, false);
    }
}
