//! The builtin ops: `builtin.module` and `builtin.unrealized_conversion_cast`.

use crate::attributes::Attribute;
use crate::builder::OperationState;
use crate::builtin::attributes::{DictionaryAttr, StringAttr};
use crate::context::Context;
use crate::parser::lexer::TokenKind;
use crate::parser::{OpAsmParser, ParseResult};
use crate::printer::AsmPrinter;
use crate::registry::OpInfo;
use crate::traits::*;
use crate::{BlockRef, OpRef};
use std::any::TypeId;

/// Creates an empty `builtin.module` (one region with one empty block) at `loc`.
pub fn build_module(ctx: &mut Context, loc: Attribute, name: Option<&str>) -> OpRef {
    let region = ctx.create_region();
    let block = ctx.create_block();
    ctx.append_block(region, block);
    let mut st = OperationState::new(ctx.op_name("builtin.module"), loc);
    st.regions.push(region);
    if let Some(n) = name {
        let sym = ctx.ident("sym_name");
        let value = StringAttr::get(ctx, n);
        st.properties = Some(DictionaryAttr::get(ctx, vec![crate::NamedAttribute { name: sym, value }]));
    }
    ctx.create_op(st)
}

/// The body block of a module.
pub fn module_body(ctx: &Context, module: OpRef) -> BlockRef {
    let r = ctx.op_regions(module)[0];
    ctx.region_entry_block(r).expect("a module always has a body block")
}

fn parse_module(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let mut props = Vec::new();
    if p.at(TokenKind::AtIdent) {
        let name = p.parse_symbol_name()?;
        let value = StringAttr::get(p.ctx(), p.ctx().ident_str(name));
        props.push(crate::NamedAttribute { name: p.ctx().ident("sym_name"), value });
    }
    if p.eat_keyword("attributes") {
        state.attributes = p.parse_attribute_dict()?;
    }
    if !props.is_empty() {
        state.properties = Some(DictionaryAttr::get(p.ctx(), props));
    }
    let region = p.parse_region(&[], true)?;
    // A module's body always has one block.
    if p.ctx().region_is_empty(region) {
        let b = p.ctx_mut().create_block();
        p.ctx_mut().append_block(region, b);
    }
    state.regions.push(region);
    Ok(())
}

fn print_module(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    if let Some(name) = ctx.op_property(op, "sym_name").and_then(|a| StringAttr::value_of(ctx, a)) {
        p.write(" ");
        p.print_symbol_name(ctx.ident(name));
    }
    let attrs = ctx.op_attrs(op);
    if !attrs.is_empty() {
        p.write(" attributes");
        p.print_optional_attr_dict(attrs, &[]);
    }
    p.write(" ");
    let r = ctx.op_regions(op)[0];
    p.print_region(r, false, false, false);
}

fn parse_cast(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let mut inputs = Vec::new();
    if p.at(TokenKind::PercentIdent) {
        p.parse_comma_separated(|p| {
            inputs.push(p.parse_operand()?);
            Ok(())
        })?;
        p.expect(TokenKind::Colon, "expected ':'")?;
        let types = p.parse_type_list_no_parens()?;
        if types.len() != inputs.len() {
            return Err(p.error_here(format!("{} operands present, but expected {}", inputs.len(), types.len())));
        }
        for (u, t) in inputs.into_iter().zip(types) {
            let v = p.resolve_operand(u, t)?;
            state.operands.push(v);
        }
    }
    p.expect_keyword("to", "expected 'to'")?;
    state.result_types = p.parse_type_list_no_parens()?.into();
    if p.at(TokenKind::LBrace) {
        state.attributes = p.parse_attribute_dict()?;
    }
    Ok(())
}

fn print_cast(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    if ctx.num_operands(op) > 0 {
        p.write(" ");
        p.print_value_list(ctx.operands(op));
        p.write(" : ");
        let types: Vec<_> = ctx.operands(op).map(|v| ctx.value_type(v)).collect();
        p.print_type_list(&types);
    }
    p.write(" to ");
    let results: Vec<_> = ctx.result_types(op).collect();
    p.print_type_list(&results);
    p.print_optional_attr_dict(ctx.op_attrs(op), &[]);
}

fn verify_cast(ctx: &Context, op: OpRef) -> Result<(), crate::Diagnostic> {
    if ctx.num_results(op) == 0 {
        return Err(crate::Diagnostic::error(
            ctx.op_loc(op),
            "'builtin.unrealized_conversion_cast' op expected at least one result for cast operation",
        ));
    }
    Ok(())
}

/// Registers the builtin dialect's ops.
pub fn register(ctx: &Context) {
    ctx.register_op(OpInfo {
        name: "builtin.module",
        traits: vec![
            TypeId::of::<IsolatedFromAbove>(),
            TypeId::of::<NoTerminator>(),
            TypeId::of::<SingleBlock>(),
            TypeId::of::<SymbolTable>(),
            TypeId::of::<Symbol>(),
            TypeId::of::<GraphRegion>(),
        ],
        inherent_attrs: vec!["sym_name", "sym_visibility"],
        trait_verifiers: vec![crate::verifier::traits::verify_no_region_arguments],
        parse: Some(parse_module),
        print: Some(print_module),
        verify: None,
        default_dialect: Some("builtin"),
        ..Default::default()
    });
    ctx.register_op(OpInfo {
        name: "builtin.unrealized_conversion_cast",
        traits: vec![TypeId::of::<Pure>()],
        inherent_attrs: vec![],
        parse: Some(parse_cast),
        print: Some(print_cast),
        verify: Some(verify_cast),
        default_dialect: None,
        ..Default::default()
    });
}
