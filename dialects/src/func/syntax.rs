//! The custom syntax of `func.func`, MLIR's function-interface syntax:
//! `func.func [visibility] @name(%arg: type {attrs} loc(..), ...) -> (type {attrs}, ...)
//! [attributes {...}] [{ body }]`; a declaration lists bare argument types and has no body.

use crate::utils::syntax::{
    parse_function_signature, print_function_arguments, print_function_results, signature_attr_props, FunctionSignature,
};
use oxir::asm::{AsmPrinter, OpAsmParser, ParseResult};
use oxir::builtin::attributes::{StringAttr, TypeAttr};
use oxir::builtin::types::FunctionType;
use oxir::{NamedAttribute, OpRef, OperationState};

/// Parses `func.func` after its name.
pub fn parse_func(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let mut props: Vec<NamedAttribute> = Vec::new();
    for vis in ["public", "private", "nested"] {
        if p.parse_optional_keyword(vis) {
            let v = StringAttr::get(p.ctx(), vis);
            props.push(NamedAttribute { name: p.ctx().ident("sym_visibility"), value: v });
            break;
        }
    }
    let name = p.parse_symbol_name()?;
    let name_attr = StringAttr::get(p.ctx(), p.ctx().ident_str(name));
    props.push(NamedAttribute { name: p.ctx().ident("sym_name"), value: name_attr });

    // Arguments: all named (`%a: i32`, a definition) or all bare types (a declaration).
    let FunctionSignature { entry_args, inputs, arg_attrs, results, res_attrs, .. } =
        parse_function_signature(p, false)?;

    let dict_at = p.get_current_location();
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict_with_keyword(&mut attrs)?;
    for disallowed in ["sym_visibility", "sym_name", "function_type"] {
        if attrs.iter().any(|a| p.ctx().ident_str(a.name) == disallowed) {
            return Err(p.emit_error(
                dict_at,
                format!("'{disallowed}' is an inferred attribute and should not be specified in the explicit attribute dictionary"),
            ));
        }
    }

    let fty = FunctionType::get(p.ctx(), inputs, results);
    props.push(NamedAttribute { name: p.ctx().ident("function_type"), value: TypeAttr::get(p.ctx(), fty) });
    props.extend(signature_attr_props(p.ctx(), &arg_attrs, &res_attrs));
    state.attributes = attrs;
    p.add_properties(state, props);

    let at = p.get_current_location();
    if p.peek_is_empty_region() {
        return Err(p.emit_error(at, "expected non-empty function body"));
    }
    let region = p.parse_optional_region(&entry_args, true)?.unwrap_or_else(|| p.ctx_mut().create_region());
    state.regions.push(region);
    Ok(())
}

/// Prints `func.func` after its name.
pub fn print_func(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    p.write(" ");
    if let Some(v) = ctx.op_property(op, "sym_visibility").and_then(|a| StringAttr::value_of(ctx, a)) {
        p.write(v);
        p.write(" ");
    }
    if let Some(name) = ctx.op_property(op, "sym_name").and_then(|a| StringAttr::value_of(ctx, a)) {
        p.print_symbol_name(ctx.ident(name));
    }
    let fty = ctx
        .op_property(op, "function_type")
        .and_then(|a| a.dyn_cast::<TypeAttr>(ctx))
        .and_then(|t| t.ty.dyn_cast::<FunctionType>(ctx))
        .cloned()
        .unwrap_or(FunctionType { inputs: vec![], results: vec![] });
    let body = ctx.op_regions(op).first().copied();
    let entry = body.and_then(|r| ctx.region_entry_block(r));
    p.write("(");
    print_function_arguments(p, op, &fty.inputs, entry);
    p.write(")");
    if !fty.results.is_empty() {
        p.write(" -> ");
        print_function_results(p, op, &fty.results);
    }
    p.print_op_attr_dict_with_keyword(op, &["sym_visibility", "function_type", "arg_attrs", "res_attrs", "sym_name"]);
    if let Some(r) = body.filter(|&r| !ctx.region_is_empty(r)) {
        p.write(" ");
        p.print_region(r, false, true, false);
    }
}
