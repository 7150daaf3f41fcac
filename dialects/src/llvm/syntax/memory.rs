//! The custom syntax of the llvm ops in `ops/memory.rs`: the parsers, printers and
//! `custom<...>` directives of the ops whose syntax MLIR writes in C++.

use crate::llvm::ops::memory::*;
use oxir::asm::{AsmPrinter, OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::ods::fields::DenseArrayField;
use oxir::ods::DenseI32Array;
use oxir::{Attribute, OpRef, Value};

/// Parses MLIR's `custom<GEPIndices>`: a comma-separated list of constant indices and operands.
pub fn parse_gep_indices<'s>(
    p: &mut OpAsmParser<'_, 's>,
    indices: &mut Vec<UnresolvedOperand<'s>>,
    raw: &mut Option<Attribute>,
) -> ParseResult<()> {
    let mut constants: Vec<i32> = Vec::new();
    loop {
        let at = p.get_current_location();
        if let Some(v) = p.parse_optional_integer()? {
            constants.push(i32::try_from(v).map_err(|_| p.emit_error(at, "integer constant out of range"))?);
        } else {
            constants.push(GEP_DYNAMIC_INDEX);
            indices.push(p.parse_operand()?);
        }
        if !p.parse_optional_comma() {
            break;
        }
    }
    *raw = Some(<DenseI32Array as DenseArrayField>::to_attr(p.ctx(), &constants));
    Ok(())
}

/// Prints MLIR's `custom<GEPIndices>`.
pub fn print_gep_indices(p: &mut AsmPrinter<'_>, _op: OpRef, indices: &[Value], raw: Option<Attribute>) {
    let raw = raw.and_then(|a| <DenseI32Array as DenseArrayField>::from_attr(p.ctx(), a)).unwrap_or_default();
    let mut dynamic = indices.iter();
    for (i, r) in raw.into_iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if r == GEP_DYNAMIC_INDEX {
            if let Some(&v) = dynamic.next() {
                p.print_value(v);
            }
        } else {
            p.write_display(r);
        }
    }
}
