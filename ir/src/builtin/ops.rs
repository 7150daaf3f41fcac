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
    let attrs_at = p.tok.start as usize;
    if p.eat_keyword("attributes") {
        state.attributes = p.parse_attribute_dict()?;
        // The generated parser checks the inherent attributes right after the dictionary.
        let attrs = &state.attributes;
        let find = |n: &str| attrs.iter().find(|a| p.ctx().ident_str(a.name) == n).map(|a| a.value);
        if let Some(name) = module_bad_inherent_attr(p.ctx(), find) {
            return Err(p.error_at(
                attrs_at,
                format!(
                    "custom op 'builtin.module' 'builtin.module' op attribute '{name}' failed to satisfy constraint: \
                     string attribute"
                ),
            ));
        }
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
    // `attr-dict-with-keyword`: the discardable attributes and the inherent ones other than
    // `sym_name` (i.e. `sym_visibility`), sorted by name.
    let mut attrs: Vec<crate::NamedAttribute> = ctx.op_attrs(op).to_vec();
    if let Some(props) = ctx.op_properties(op) {
        attrs.extend(DictionaryAttr::entries(ctx, props).iter().filter(|a| ctx.ident_str(a.name) != "sym_name"));
        attrs.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
    }
    if !attrs.is_empty() {
        p.write(" attributes");
        p.print_optional_attr_dict(&attrs, &[]);
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

/// The inherent attributes of `builtin.module` must be strings. Returns the name of the first
/// one (in declaration order) that is not, as ODS's generated checks do.
pub fn module_bad_inherent_attr(ctx: &Context, lookup: impl Fn(&str) -> Option<Attribute>) -> Option<&'static str> {
    ["sym_name", "sym_visibility"].into_iter().find(|name| lookup(name).is_some_and(|a| !a.isa::<StringAttr>(ctx)))
}

/// `ModuleOp`'s traits before `OpInvariants` (`OneRegion`, `ZeroResults`, `ZeroSuccessors`,
/// `ZeroOperands`, `NoRegionArguments`), then the generated invariants: string symbol attributes
/// and a body region of exactly one block.
fn verify_module_invariants(ctx: &Context, op: OpRef) -> Result<(), crate::Diagnostic> {
    use crate::verifier::traits as t;
    t::verify_one_region(ctx, op)?;
    t::verify_zero_results(ctx, op)?;
    t::verify_zero_successors(ctx, op)?;
    t::verify_zero_operands(ctx, op)?;
    t::verify_no_region_arguments(ctx, op)?;
    if let Some(name) = module_bad_inherent_attr(ctx, |n| ctx.op_property(op, n)) {
        return Err(crate::verifier::op_error(
            ctx,
            op,
            format_args!("attribute '{name}' failed to satisfy constraint: string attribute"),
        ));
    }
    let region = ctx.op_regions(op)[0];
    if ctx.region_blocks(region).count() != 1 {
        return Err(crate::verifier::op_error(
            ctx,
            op,
            "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
        ));
    }
    Ok(())
}

/// `ModuleOp::verify`: only dialect-prefixed discardable attributes.
fn verify_module(ctx: &Context, op: OpRef) -> Result<(), crate::Diagnostic> {
    let mut names: Vec<&str> = ctx.op_attrs(op).iter().map(|a| ctx.ident_str(a.name)).collect();
    names.sort_unstable();
    if let Some(name) = names.into_iter().find(|n| !n.contains('.') && !matches!(*n, "sym_name" | "sym_visibility")) {
        return Err(crate::verifier::op_error(
            ctx,
            op,
            format_args!("can only contain attributes with dialect-prefixed names, found: '{name}'"),
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
        verify_invariants: Some(verify_module_invariants),
        parse: Some(parse_module),
        print: Some(print_module),
        verify: Some(verify_module),
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
        fold: Some(fold_cast),
        default_dialect: None,
        ..Default::default()
    });
}

/// Folds a cast whose inputs already have the result types, and a cast that undoes another
/// cast (all of whose results it takes, in order) back to that cast's inputs.
fn fold_cast(ctx: &Context, op: OpRef, _constants: &[Option<Attribute>]) -> Option<Vec<crate::registry::FoldResult>> {
    use crate::registry::FoldResult;
    let inputs: Vec<crate::Value> = ctx.operands(op).collect();
    let result_types: Vec<crate::Type> = ctx.result_types(op).collect();
    let input_types: Vec<crate::Type> = inputs.iter().map(|&v| ctx.value_type(v)).collect();
    if input_types == result_types {
        return Some(inputs.into_iter().map(FoldResult::Value).collect());
    }
    let producer = ctx.defining_op(*inputs.first()?)?;
    if ctx.op_name_of(producer) != ctx.op_name_of(op) {
        return None;
    }
    let produced: Vec<crate::Value> = ctx.results(producer).collect();
    let sources: Vec<crate::Value> = ctx.operands(producer).collect();
    let source_types: Vec<crate::Type> = sources.iter().map(|&v| ctx.value_type(v)).collect();
    if produced != inputs || source_types != result_types {
        return None;
    }
    Some(sources.into_iter().map(FoldResult::Value).collect())
}
