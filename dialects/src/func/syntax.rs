//! The custom syntax of `func.func`, MLIR's function-interface syntax:
//! `func.func [visibility] @name(%arg: type {attrs} loc(..), ...) -> (type {attrs}, ...)
//! [attributes {...}] [{ body }]`; a declaration lists bare argument types and has no body.

use oxir::builtin::attributes::{ArrayAttr, DictionaryAttr, StringAttr, TypeAttr};
use oxir::builtin::types::FunctionType;
use oxir::parser::lexer::TokenKind;
use oxir::parser::ops::UnresolvedOperand;
use oxir::parser::{OpAsmParser, ParseResult};
use oxir::printer::AsmPrinter;
use oxir::{Attribute, NamedAttribute, OpRef, OperationState, Type, Value};

const INHERENT: [&str; 6] = ["sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs", "no_inline"];

fn dict_or_empty(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Vec<NamedAttribute>> {
    if p.at(TokenKind::LBrace) {
        p.parse_attribute_dict()
    } else {
        Ok(Vec::new())
    }
}

/// Parses `func.func` after its name.
pub fn parse_func(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let mut props: Vec<NamedAttribute> = Vec::new();
    for vis in ["public", "private", "nested"] {
        if p.eat_keyword(vis) {
            let v = StringAttr::get(p.ctx(), vis);
            props.push(NamedAttribute { name: p.ctx().ident("sym_visibility"), value: v });
            break;
        }
    }
    let name = p.parse_symbol_name()?;
    let name_attr = StringAttr::get(p.ctx(), p.ctx().ident_str(name));
    props.push(NamedAttribute { name: p.ctx().ident("sym_name"), value: name_attr });

    // Arguments: all named (`%a: i32`, a definition) or all bare types (a declaration).
    p.expect(TokenKind::LParen, "expected '('")?;
    let mut entry_args: Vec<(UnresolvedOperand<'_>, Type, Option<Attribute>)> = Vec::new();
    let mut inputs = Vec::new();
    let mut arg_attrs: Vec<Vec<NamedAttribute>> = Vec::new();
    if !p.eat(TokenKind::RParen) {
        let mut named: Option<bool> = None;
        loop {
            let is_named = p.at(TokenKind::PercentIdent);
            match named {
                Some(true) if !is_named => return Err(p.error_here("expected SSA identifier")),
                Some(false) if is_named => return Err(p.error_here("expected type instead of SSA identifier")),
                _ => named = Some(is_named),
            }
            if is_named {
                let u = p.parse_operand()?;
                p.expect(TokenKind::Colon, "expected ':'")?;
                let ty = p.parse_type()?;
                let attrs = dict_or_empty(p)?;
                let loc = p.parse_optional_inline_location()?;
                entry_args.push((u, ty, loc));
                inputs.push(ty);
                arg_attrs.push(attrs);
            } else {
                let ty = p.parse_type()?;
                inputs.push(ty);
                arg_attrs.push(dict_or_empty(p)?);
            }
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RParen, "expected ')'")?;
    }

    // Results: `-> type` or `-> (type {attrs}, ...)`.
    let mut results = Vec::new();
    let mut res_attrs: Vec<Vec<NamedAttribute>> = Vec::new();
    if p.eat(TokenKind::Arrow) {
        if p.eat(TokenKind::LParen) {
            if !p.eat(TokenKind::RParen) {
                loop {
                    results.push(p.parse_type()?);
                    res_attrs.push(dict_or_empty(p)?);
                    if !p.eat(TokenKind::Comma) {
                        break;
                    }
                }
                p.expect(TokenKind::RParen, "expected ')'")?;
            }
        } else {
            results.push(p.parse_type()?);
            res_attrs.push(Vec::new());
        }
    }

    let dict_at = p.token().start as usize;
    let mut attrs = Vec::new();
    p.fmt_parse_attr_dict(&mut attrs, true)?;
    for disallowed in ["sym_visibility", "sym_name", "function_type"] {
        if attrs.iter().any(|a| p.ctx().ident_str(a.name) == disallowed) {
            return Err(p.error_at(
                dict_at,
                format!("'{disallowed}' is an inferred attribute and should not be specified in the explicit attribute dictionary"),
            ));
        }
    }

    let fty = FunctionType::get(p.ctx(), inputs, results);
    props.push(NamedAttribute { name: p.ctx().ident("function_type"), value: TypeAttr::get(p.ctx(), fty) });
    for (key, lists) in [("arg_attrs", &arg_attrs), ("res_attrs", &res_attrs)] {
        if lists.iter().any(|l| !l.is_empty()) {
            let dicts: Vec<Attribute> = lists.iter().map(|l| DictionaryAttr::get(p.ctx(), l.clone())).collect();
            let arr = ArrayAttr::get(p.ctx(), dicts);
            props.push(NamedAttribute { name: p.ctx().ident(key), value: arr });
        }
    }
    let (inherent, rest): (Vec<NamedAttribute>, Vec<NamedAttribute>) =
        attrs.into_iter().partition(|a| INHERENT.contains(&p.ctx().ident_str(a.name)));
    props.extend(inherent);
    state.attributes = rest;
    state.properties = Some(DictionaryAttr::get(p.ctx(), props));

    let region = if p.at(TokenKind::LBrace) {
        let at = p.token().start as usize;
        if p.src_at(at + 1).is_some() && p.peek_is_empty_region() {
            return Err(p.error_at(at, "expected non-empty function body"));
        }
        p.parse_region(&entry_args, true)?
    } else {
        p.ctx_mut().create_region()
    };
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
    let attr_list = |name: &str, i: usize| -> Vec<NamedAttribute> {
        ctx.op_property(op, name)
            .and_then(|a| a.dyn_cast::<ArrayAttr>(ctx))
            .and_then(|a| a.elements.get(i).copied())
            .map(|d| DictionaryAttr::entries(ctx, d).to_vec())
            .unwrap_or_default()
    };
    let body = ctx.op_regions(op).first().copied();
    let entry = body.and_then(|r| ctx.region_entry_block(r));
    p.write("(");
    for (i, &ty) in fty.inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match entry.filter(|&b| i < ctx.num_block_arguments(b)) {
            Some(b) => {
                let v = Value::Argument { block: b, index: i as u32 };
                p.print_value(v);
                p.write(": ");
                p.print_type(ctx.value_type(v));
                p.print_optional_attr_dict(&attr_list("arg_attrs", i), &[]);
                p.print_argument_location(ctx.block_argument_loc(b, i));
            }
            None => {
                p.print_type(ty);
                p.print_optional_attr_dict(&attr_list("arg_attrs", i), &[]);
            }
        }
    }
    p.write(")");
    if !fty.results.is_empty() {
        p.write(" -> ");
        let has_res_attrs = ctx.op_property(op, "res_attrs").is_some();
        let first_attrs = attr_list("res_attrs", 0);
        let parens = fty.results.len() > 1
            || fty.results[0].isa::<FunctionType>(ctx)
            || (has_res_attrs && !first_attrs.is_empty());
        if parens {
            p.write("(");
        }
        for (i, &t) in fty.results.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_type(t);
            p.print_optional_attr_dict(&attr_list("res_attrs", i), &[]);
        }
        if parens {
            p.write(")");
        }
    }
    p.fmt_print_attr_dict(op, &["sym_visibility", "function_type", "arg_attrs", "res_attrs", "sym_name"], true);
    if let Some(r) = body.filter(|&r| !ctx.region_is_empty(r)) {
        p.write(" ");
        p.print_region(r, false, true, false);
    }
}
