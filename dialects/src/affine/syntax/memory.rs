//! The custom forms of the affine memory ops, MLIR's hand-written parsers and printers:
//! `%m[%i + 3, symbol(%n)]`, an affine map of SSA ids in brackets after the memref, then the
//! attributes and the types.

use crate::affine::op_map;
use oxir::asm::{AsmPrinter, OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::types::{IndexType, MemRefType, VectorType};
use oxir::{Attribute, NamedAttribute, OpRef, OperationState, Type, Value};

/// Parses `: type` where the type must be of the builtin class `class` (MLIR's
/// `parseColonType(MemRefType &)`, `parseType(VectorType &)`).
fn parse_type_of_class(
    p: &mut OpAsmParser<'_, '_>,
    colon: bool,
    class: &str,
    isa: fn(&oxir::Context, Type) -> bool,
) -> ParseResult<Type> {
    let at = p.get_current_location();
    let ty = if colon { p.parse_colon_type()? } else { p.parse_type()? };
    if !isa(p.ctx(), ty) {
        let found = ty.to_text(p.ctx());
        return Err(p.emit_custom_op_error(
            at,
            format!("invalid kind of type specified: expected {class}, but found '{found}'"),
        ));
    }
    Ok(ty)
}

fn parse_memref_type(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Type> {
    parse_type_of_class(p, true, "builtin.memref", |c, t| t.isa::<MemRefType>(c))
}

fn parse_vector_type(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Type> {
    p.parse_comma()?;
    parse_type_of_class(p, false, "builtin.vector", |c, t| t.isa::<VectorType>(c))
}

/// Parses `[map of SSA ids] attr-dict`, sets the `map` property and the attributes; returns the
/// map operands.
fn parse_indexing<'s>(
    p: &mut OpAsmParser<'_, 's>,
    state: &mut OperationState,
) -> ParseResult<Vec<UnresolvedOperand<'s>>> {
    let (map, operands) = p.parse_affine_map_of_ssa_ids(true)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    state.attributes = attrs;
    let map = p.ctx().intern_attr(AffineMapAttr { map });
    let props = vec![NamedAttribute { name: p.ctx().ident("map"), value: map }];
    p.add_properties(state, props);
    Ok(operands)
}

fn resolve_indices<'s>(
    p: &mut OpAsmParser<'_, 's>,
    indices: &[UnresolvedOperand<'s>],
    state: &mut OperationState,
) -> ParseResult<()> {
    let index = IndexType::get(p.ctx());
    for &u in indices {
        state.operands.push(p.resolve_operand(u, index)?);
    }
    Ok(())
}

fn element_type(p: &OpAsmParser<'_, '_>, memref: Type) -> Type {
    memref.dyn_cast::<MemRefType>(p.ctx()).map_or(memref, |m| m.element)
}

/// Parses `affine.load %m[map] attr-dict : memref-type`.
pub fn parse_load(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let memref = p.parse_operand()?;
    let indices = parse_indexing(p, state)?;
    let ty = parse_memref_type(p)?;
    state.operands.push(p.resolve_operand(memref, ty)?);
    resolve_indices(p, &indices, state)?;
    state.result_types.push(element_type(p, ty));
    Ok(())
}

/// Parses `affine.store %v, %m[map] attr-dict : memref-type`.
pub fn parse_store(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let value = p.parse_operand()?;
    p.parse_comma()?;
    let memref = p.parse_operand()?;
    let indices = parse_indexing(p, state)?;
    let ty = parse_memref_type(p)?;
    let element = element_type(p, ty);
    state.operands.push(p.resolve_operand(value, element)?);
    state.operands.push(p.resolve_operand(memref, ty)?);
    resolve_indices(p, &indices, state)
}

/// Parses `affine.vector_load %m[map] attr-dict : memref-type, vector-type`.
pub fn parse_vector_load(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let memref = p.parse_operand()?;
    let indices = parse_indexing(p, state)?;
    let ty = parse_memref_type(p)?;
    let vector = parse_vector_type(p)?;
    state.operands.push(p.resolve_operand(memref, ty)?);
    resolve_indices(p, &indices, state)?;
    state.result_types.push(vector);
    Ok(())
}

/// Parses `affine.vector_store %v, %m[map] attr-dict : memref-type, vector-type`.
pub fn parse_vector_store(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let value = p.parse_operand()?;
    p.parse_comma()?;
    let memref = p.parse_operand()?;
    let indices = parse_indexing(p, state)?;
    let ty = parse_memref_type(p)?;
    let vector = parse_vector_type(p)?;
    state.operands.push(p.resolve_operand(value, vector)?);
    state.operands.push(p.resolve_operand(memref, ty)?);
    resolve_indices(p, &indices, state)
}

/// Parses `affine.prefetch %m[map], read|write, locality<n>, data|instr attr-dict : memref-type`.
pub fn parse_prefetch(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let memref = p.parse_operand()?;
    let (map, indices) = p.parse_affine_map_of_ssa_ids(true)?;
    let (rw, hint, cache) = crate::memref::parse_prefetch_hints(p)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    state.attributes = attrs;
    let ty = parse_memref_type(p)?;
    state.operands.push(p.resolve_operand(memref, ty)?);
    resolve_indices(p, &indices, state)?;
    let (is_write, is_data) = crate::memref::prefetch_flags(p, rw, cache)?;
    let ctx = p.ctx();
    let named = |name: &str, value: Attribute| NamedAttribute { name: ctx.ident(name), value };
    let props = vec![
        named("map", ctx.intern_attr(AffineMapAttr { map })),
        named("localityHint", hint),
        named("isWrite", is_write),
        named("isDataCache", is_data),
    ];
    p.add_properties(state, props);
    Ok(())
}

/// The inherent attributes of `affine.prefetch`.
const PREFETCH_ATTRS: [&str; 4] = ["map", "localityHint", "isWrite", "isDataCache"];

/// Prints ` %m[map]` for the memref operand at `memref` and the map operands after it.
fn print_access(p: &mut AsmPrinter<'_>, op: OpRef, memref: usize) {
    let ctx = p.ctx();
    let operands: Vec<Value> = ctx.operands(op).collect();
    p.write(" ");
    if let Some(&m) = operands.get(memref) {
        p.print_value(m);
    }
    p.write("[");
    if let Some(map) = op_map(ctx, op) {
        p.print_affine_map_of_ssa_ids(&map, operands.get(memref + 1..).unwrap_or(&[]));
    }
    p.write("]");
}

/// Prints the trailing attributes and `: memref-type` (and `, vector-type` when given).
fn print_types(p: &mut AsmPrinter<'_>, op: OpRef, memref: usize, vector: Option<Type>) {
    p.print_op_attr_dict(op, &["map"]);
    let ctx = p.ctx();
    p.write(" : ");
    if memref < ctx.num_operands(op) {
        p.print_type(ctx.value_type(ctx.operand(op, memref)));
    }
    if let Some(v) = vector {
        p.write(", ");
        p.print_type(v);
    }
}

/// Prints `affine.load`.
pub fn print_load(p: &mut AsmPrinter<'_>, op: OpRef) {
    print_access(p, op, 0);
    print_types(p, op, 0, None);
}

/// Prints `affine.vector_load`.
pub fn print_vector_load(p: &mut AsmPrinter<'_>, op: OpRef) {
    print_access(p, op, 0);
    let ty = p.ctx().value_type(p.ctx().result(op, 0));
    print_types(p, op, 0, Some(ty));
}

fn print_stored_value(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    if ctx.num_operands(op) > 0 {
        p.write(" ");
        p.print_value(ctx.operand(op, 0));
        p.write(",");
    }
}

/// Prints `affine.store`.
pub fn print_store(p: &mut AsmPrinter<'_>, op: OpRef) {
    print_stored_value(p, op);
    print_access(p, op, 1);
    print_types(p, op, 1, None);
}

/// Prints `affine.vector_store`.
pub fn print_vector_store(p: &mut AsmPrinter<'_>, op: OpRef) {
    print_stored_value(p, op);
    print_access(p, op, 1);
    let ctx = p.ctx();
    let ty = (ctx.num_operands(op) > 0).then(|| ctx.value_type(ctx.operand(op, 0)));
    print_types(p, op, 1, ty);
}

/// Prints `affine.prefetch`.
pub fn print_prefetch(p: &mut AsmPrinter<'_>, op: OpRef) {
    print_access(p, op, 0);
    let ctx = p.ctx();
    let int = |name: &str| {
        oxir::conversion::op_attr_or_prop(ctx, op, name)
            .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
            .and_then(|i| i.value.try_to_i64())
            .unwrap_or(0)
    };
    let (write, hint, data) = (int("isWrite") != 0, int("localityHint"), int("isDataCache") != 0);
    p.write(if write { ", write" } else { ", read" });
    p.write(&format!(", locality<{hint}>, "));
    p.write(if data { "data" } else { "instr" });
    p.print_op_attr_dict(op, &PREFETCH_ATTRS);
    let ctx = p.ctx();
    p.write(" : ");
    if ctx.num_operands(op) > 0 {
        p.print_type(ctx.value_type(ctx.operand(op, 0)));
    }
}
