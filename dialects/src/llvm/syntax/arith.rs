//! The custom syntax of the llvm ops in `ops/arith.rs`: the parsers, printers and
//! `custom<...>` directives of the ops whose syntax MLIR writes in C++.

use crate::llvm::ops::arith::*;
use crate::llvm::types::*;
use oxir::asm::{AsmPrinter, OpAsmParser, ParseResult};
use oxir::ods::fields::DenseArrayField;
use oxir::ods::DenseI64Array;
use oxir::{Attribute, OpRef, Type};

/// Parses MLIR's `custom<InsertExtractValueElementType>`: nothing is read; the type of the
/// value inserted or extracted is the container's element at the position.
pub fn parse_insert_extract_value_element_type(
    p: &mut OpAsmParser<'_, '_>,
    value_type: &mut Option<Type>,
    container: &Option<Type>,
    position: &Option<Attribute>,
) -> ParseResult<()> {
    let at = p.get_current_location();
    let (Some(container), Some(position)) = (*container, *position) else { return Ok(()) };
    let ctx = p.ctx();
    let pos = <DenseI64Array as DenseArrayField>::from_attr(ctx, position).unwrap_or_default();
    if !is_compatible_type(ctx, container) {
        return Err(
            p.emit_custom_op_error(at, format!("expected LLVM IR Dialect type, got '{}'", container.to_text(ctx)))
        );
    }
    let t = inserted_or_extracted_type(ctx, container, &pos).map_err(|m| p.emit_custom_op_error(at, m))?;
    *value_type = Some(t);
    Ok(())
}

/// Prints MLIR's `custom<InsertExtractValueElementType>`: nothing.
pub fn print_insert_extract_value_element_type(
    _p: &mut AsmPrinter<'_>,
    _op: OpRef,
    _value_type: Type,
    _container: Type,
    _position: Option<Attribute>,
) {
}
