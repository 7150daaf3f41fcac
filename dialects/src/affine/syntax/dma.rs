//! The custom forms of `affine.dma_start` and `affine.dma_wait`, MLIR's hand-written parsers
//! and printers: each memref followed by its affine map of SSA ids in brackets, no attribute
//! dictionary (MLIR's neither parses nor prints one).

use crate::affine::ops::dma::{DmaStartOp, DmaWaitOp};
use oxir::affine::AffineMap;
use oxir::asm::{AsmPrinter, Delimiter, OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::types::{IndexType, MemRefType};
use oxir::{NamedAttribute, OpRef, OperationState, Value};

/// Parses `%memref[map of SSA ids]` (MLIR's `parseOperand` then `parseAffineMapOfSSAIds`),
/// adding the map as the attribute `name`.
fn parse_access<'s>(
    p: &mut OpAsmParser<'_, 's>,
    state: &mut OperationState,
    name: &str,
) -> ParseResult<(UnresolvedOperand<'s>, AffineMap, Vec<UnresolvedOperand<'s>>)> {
    let memref = p.parse_operand()?;
    let (map, operands) = p.parse_affine_map_of_ssa_ids(true)?;
    let value = p.ctx().intern_attr(AffineMapAttr { map: map.clone() });
    state.attributes.push(NamedAttribute { name: p.ctx().ident(name), value });
    Ok((memref, map, operands))
}

/// Parses `affine.dma_start %src[map], %dst[map], %tag[map], %n [, %stride, %per] : t, t, t`
/// (MLIR's `AffineDmaStartOp::parse`).
pub fn parse_dma_start(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let (src, src_map, src_ops) = parse_access(p, state, "src_map")?;
    p.parse_comma()?;
    let (dst, dst_map, dst_ops) = parse_access(p, state, "dst_map")?;
    p.parse_comma()?;
    let (tag, tag_map, tag_ops) = parse_access(p, state, "tag_map")?;
    p.parse_comma()?;
    let num = p.parse_operand()?;
    // MLIR's `parseTrailingOperandList`: a comma, then the operands.
    let stride = if p.parse_optional_comma() { p.parse_operand_list(Delimiter::None)? } else { Vec::new() };
    if !stride.is_empty() && stride.len() != 2 {
        return Err(p.emit_custom_op_error_at_name("expected two stride related operands"));
    }
    let types = p.parse_colon_type_list()?;
    if types.len() != 3 {
        return Err(p.emit_custom_op_error_at_name("expected three types"));
    }
    let index = IndexType::get(p.ctx());
    for (memref, ty, indices) in [(src, types[0], &src_ops), (dst, types[1], &dst_ops), (tag, types[2], &tag_ops)] {
        state.operands.push(p.resolve_operand(memref, ty)?);
        p.resolve_operands_to_type(indices, index, &mut state.operands)?;
    }
    state.operands.push(p.resolve_operand(num, index)?);
    p.resolve_operands_to_type(&stride, index, &mut state.operands)?;
    if src_ops.len() != src_map.num_inputs() as usize
        || dst_ops.len() != dst_map.num_inputs() as usize
        || tag_ops.len() != tag_map.num_inputs() as usize
    {
        return Err(p.emit_custom_op_error_at_name("memref operand count not equal to map.numInputs"));
    }
    Ok(())
}

/// Parses `affine.dma_wait %tag[map], %n : memref-type` (MLIR's `AffineDmaWaitOp::parse`).
pub fn parse_dma_wait(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let (tag, tag_map, tag_ops) = parse_access(p, state, "tag_map")?;
    p.parse_comma()?;
    let num = p.parse_operand()?;
    let ty = p.parse_colon_type()?;
    let index = IndexType::get(p.ctx());
    state.operands.push(p.resolve_operand(tag, ty)?);
    p.resolve_operands_to_type(&tag_ops, index, &mut state.operands)?;
    state.operands.push(p.resolve_operand(num, index)?);
    if !ty.isa::<MemRefType>(p.ctx()) {
        return Err(p.emit_custom_op_error_at_name("expected tag to be of memref type"));
    }
    if tag_ops.len() != tag_map.num_inputs() as usize {
        return Err(p.emit_custom_op_error_at_name("tag memref operand count != to map.numInputs"));
    }
    Ok(())
}

/// Prints `%memref[map of SSA ids]`.
fn print_access(p: &mut AsmPrinter<'_>, memref: Value, map: &AffineMap, indices: &[Value]) {
    p.print_value(memref);
    p.write("[");
    p.print_affine_map_of_ssa_ids(map, indices);
    p.write("]");
}

/// Prints `affine.dma_start` (MLIR's `AffineDmaStartOp::print`).
pub fn print_dma_start(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let Some(d) = DmaStartOp::parts(ctx, op) else { return };
    p.write(" ");
    print_access(p, d.src, &d.src_map, &d.src_indices);
    p.write(", ");
    print_access(p, d.dst, &d.dst_map, &d.dst_indices);
    p.write(", ");
    print_access(p, d.tag, &d.tag_map, &d.tag_indices);
    p.write(", ");
    p.print_value(d.num_elements);
    if let Some((stride, per)) = d.stride {
        p.write(", ");
        p.print_value(stride);
        p.write(", ");
        p.print_value(per);
    }
    p.write(" : ");
    let ctx = p.ctx();
    let types = [d.src, d.dst, d.tag].map(|v| ctx.value_type(v));
    p.print_type(types[0]);
    p.write(", ");
    p.print_type(types[1]);
    p.write(", ");
    p.print_type(types[2]);
}

/// Prints `affine.dma_wait` (MLIR's `AffineDmaWaitOp::print`).
pub fn print_dma_wait(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let Some(d) = DmaWaitOp::parts(ctx, op) else { return };
    p.write(" ");
    print_access(p, d.tag, &d.tag_map, &d.tag_indices);
    p.write(", ");
    p.print_value(d.num_elements);
    p.write(" : ");
    let ty = p.ctx().value_type(d.tag);
    p.print_type(ty);
}
