//! The custom forms of `affine.apply`, `affine.min` and `affine.max`:
//! `map(dims)[symbols] attr-dict`, as MLIR's hand-written parsers and printers.

pub(crate) mod dma;
pub(crate) mod loops;
pub(crate) mod memory;
pub(crate) mod parallel;

use crate::affine::op_map;
use oxir::asm::{AsmPrinter, Delimiter, OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::types::IndexType;
use oxir::conversion::op_attr_or_prop;
use oxir::{Attribute, NamedAttribute, OpRef, OperationState, Value};

/// Parses the `map` attribute (any attribute, then checked to be an affine map, as MLIR's
/// `parseAttribute(AffineMapAttr &)`).
fn parse_map(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Attribute> {
    let offset = p.get_current_location();
    let a = p.parse_attribute(None)?;
    if !a.isa::<AffineMapAttr>(p.ctx()) {
        return Err(p.emit_custom_op_error(offset, "invalid kind of attribute specified"));
    }
    Ok(a)
}

/// Parses `(%a, %b)` and the optional `[%c]` (MLIR's `parseDimAndSymbolList`).
pub(crate) fn parse_dims_and_symbols<'s>(
    p: &mut OpAsmParser<'_, 's>,
) -> ParseResult<(Vec<UnresolvedOperand<'s>>, Vec<UnresolvedOperand<'s>>)> {
    let dims = p.parse_operand_list(Delimiter::Paren)?;
    let syms = p.parse_operand_list(Delimiter::OptionalSquare)?;
    Ok((dims, syms))
}

fn finish(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState, map: Attribute) -> ParseResult<()> {
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    state.attributes = attrs;
    let name = p.ctx().ident("map");
    p.add_properties(state, vec![NamedAttribute { name, value: map }]);
    Ok(())
}

/// Parses `affine.apply #map(%d...)[%s...] attr-dict`.
pub fn parse_apply(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let map = parse_map(p)?;
    let (dims, syms) = parse_dims_and_symbols(p)?;
    let index = IndexType::get(p.ctx());
    p.resolve_operands_to_type(&dims, index, &mut state.operands)?;
    p.resolve_operands_to_type(&syms, index, &mut state.operands)?;
    finish(p, state, map)?;
    let Some(m) = map.dyn_cast::<AffineMapAttr>(p.ctx()).map(|m| m.map.clone()) else { return Ok(()) };
    if m.num_dims as usize != dims.len() || dims.len() + m.num_symbols as usize != state.operands.len() {
        return Err(p.emit_custom_op_error_at_name("dimension or symbol index mismatch"));
    }
    state.result_types.extend(std::iter::repeat_n(index, m.num_results()));
    Ok(())
}

fn parse_min_max(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let map = parse_map(p)?;
    let (dims, syms) = parse_dims_and_symbols(p)?;
    finish(p, state, map)?;
    let index = IndexType::get(p.ctx());
    p.resolve_operands_to_type(&dims, index, &mut state.operands)?;
    p.resolve_operands_to_type(&syms, index, &mut state.operands)?;
    state.result_types.push(index);
    Ok(())
}

/// Parses `affine.min #map(%d...)[%s...] attr-dict`.
pub fn parse_min(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    parse_min_max(p, state)
}

/// Parses `affine.max #map(%d...)[%s...] attr-dict`.
pub fn parse_max(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    parse_min_max(p, state)
}

/// Prints ` #map(%dims)[%symbols]`, the brackets only when there are symbol operands.
fn print_map_and_operands(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let operands: Vec<_> = ctx.operands(op).collect();
    let map = op_attr_or_prop(ctx, op, "map");
    let num_dims = op_map(ctx, op).map_or(operands.len(), |m| (m.num_dims as usize).min(operands.len()));
    p.write(" ");
    if let Some(map) = map {
        p.print_attribute(map);
    }
    print_dims_and_symbols(p, &operands, num_dims);
    p.print_op_attr_dict(op, &["map"]);
}

/// MLIR's `printDimAndSymbolList`: `(%dims)` then `[%symbols]` when there are any, the first
/// `num_dims` (at most all) of `operands` being the dimensions.
pub(crate) fn print_dims_and_symbols(p: &mut AsmPrinter<'_>, operands: &[Value], num_dims: usize) {
    let nd = num_dims.min(operands.len());
    p.write("(");
    p.print_value_list(operands[..nd].iter().copied());
    p.write(")");
    if operands.len() > nd {
        p.write("[");
        p.print_value_list(operands[nd..].iter().copied());
        p.write("]");
    }
}

/// Prints `affine.apply`.
pub fn print_apply(p: &mut AsmPrinter<'_>, op: OpRef) {
    print_map_and_operands(p, op);
}

/// Prints `affine.min` and `affine.max`.
pub fn print_min_max(p: &mut AsmPrinter<'_>, op: OpRef) {
    print_map_and_operands(p, op);
}
