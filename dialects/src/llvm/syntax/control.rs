//! The custom syntax of the llvm ops in `ops/control.rs`: the parsers, printers and
//! `custom<...>` directives of the ops whose syntax MLIR writes in C++.

use crate::llvm::ops::control::*;
use crate::utils::syntax::{parse_successor_and_uses, print_successor_and_uses};
use oxir::asm::{AsmPrinter, OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::VectorType;
use oxir::numeric::APInt;
use oxir::ods::Op;
use oxir::{Attribute, BlockRef, OpRef, Type, Value};

/// Parses MLIR's `custom<SwitchOpCases>` of `llvm.switch`: `[ value: ^bb(...), ... ]`.
pub fn parse_switch_op_cases<'s>(
    p: &mut OpAsmParser<'_, 's>,
    flag_type: &Option<Type>,
    case_values: &mut Option<Attribute>,
    case_destinations: &mut Vec<BlockRef>,
    case_operands: &mut Vec<Vec<UnresolvedOperand<'s>>>,
    case_types: &mut Vec<Vec<Type>>,
) -> ParseResult<()> {
    let Some(flag_ty) = *flag_type else { return Ok(()) };
    p.parse_lsquare()?;
    if p.parse_optional_rsquare() {
        return Ok(());
    }
    let width = flag_ty.dyn_cast::<oxir::builtin::types::IntegerType>(p.ctx()).map_or(64, |i| i.width).max(1);
    let mut values = Vec::new();
    loop {
        let neg = p.parse_optional_minus();
        let Some(v) = p.parse_optional_integer()? else {
            return Err(p.emit_custom_op_error(p.get_current_location(), "expected integer value"));
        };
        values.push(APInt::from_i128(width, if neg { -v } else { v }));
        p.parse_colon()?;
        let (dest, ops, tys) = parse_successor_and_uses(p)?;
        case_destinations.push(dest);
        case_operands.push(ops);
        case_types.push(tys);
        if !p.parse_optional_comma() {
            break;
        }
    }
    let ctx = p.ctx();
    let vty = ctx.intern_type(VectorType { shape: vec![values.len() as i64], scalable: vec![false], element: flag_ty });
    *case_values = DenseIntOrFPElementsAttr::from_ints(ctx, vty, &values);
    p.parse_rsquare()
}

/// Prints MLIR's `custom<SwitchOpCases>` of `llvm.switch`.
pub fn print_switch_op_cases(
    p: &mut AsmPrinter<'_>,
    op: OpRef,
    _flag_type: Type,
    case_values: Option<Attribute>,
    case_destinations: &[BlockRef],
    case_operands: &[Vec<Value>],
    _case_types: &[Vec<Type>],
) {
    p.write("[");
    p.newline();
    if case_values.is_none() {
        p.write("]");
        return;
    }
    let values = SwitchOp::from_op_unchecked(op).case_value_ints(p.ctx());
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            p.write(",");
            p.newline();
        }
        p.write("  ");
        p.write_display(v);
        p.write(": ");
        if let Some(&d) = case_destinations.get(i) {
            print_successor_and_uses(p, d, case_operands.get(i).map(Vec::as_slice).unwrap_or(&[]));
        }
    }
    p.newline();
    p.write("]");
}
