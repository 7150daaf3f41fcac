//! The custom directive of `cf.switch`, MLIR's `custom<SwitchOpCases>` inside
//! `$flag : type($flag), [ \n ... ] attr-dict`.

use crate::utils::syntax::{parse_successor_and_uses, print_successor_and_uses};
use oxir::asm::{AsmPrinter, OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::{IndexType, IntegerType, VectorType};
use oxir::numeric::APInt;
use oxir::{Attribute, BlockRef, OpRef, Type, Value};

fn int_width(p: &OpAsmParser<'_, '_>, ty: Type) -> u32 {
    if let Some(i) = ty.dyn_cast::<IntegerType>(p.ctx()) {
        return i.width;
    }
    if ty.isa::<IndexType>(p.ctx()) {
        return 64;
    }
    64
}

/// Parses MLIR's `custom<SwitchOpCases>` of `cf.switch`: `default: ^bb(...)` then `, value:
/// ^bb(...)` per case.
#[allow(clippy::too_many_arguments)]
pub fn parse_switch_op_cases<'s>(
    p: &mut OpAsmParser<'_, 's>,
    flag_type: &Option<Type>,
    default_destination: &mut Option<BlockRef>,
    default_operands: &mut Vec<UnresolvedOperand<'s>>,
    default_types: &mut Vec<Type>,
    case_values: &mut Option<Attribute>,
    case_destinations: &mut Vec<BlockRef>,
    case_operands: &mut Vec<Vec<UnresolvedOperand<'s>>>,
    case_types: &mut Vec<Vec<Type>>,
) -> ParseResult<()> {
    let Some(flag_ty) = *flag_type else { return Ok(()) };
    p.parse_keyword("default")?;
    p.parse_colon()?;
    let (dest, ops, tys) = parse_successor_and_uses(p)?;
    *default_destination = Some(dest);
    *default_operands = ops;
    *default_types = tys;
    let width = int_width(p, flag_ty);
    let mut values = Vec::new();
    while p.parse_optional_comma() {
        let at = p.get_current_location();
        let Some(v) = p.parse_optional_integer()? else {
            return Err(p.emit_error(at, "expected integer value"));
        };
        values.push(APInt::from_i128(width.max(1), v).trunc(width.max(1)));
        p.parse_colon()?;
        let (dest, ops, tys) = parse_successor_and_uses(p)?;
        case_destinations.push(dest);
        case_operands.push(ops);
        case_types.push(tys);
    }
    if !values.is_empty() {
        let ctx = p.ctx();
        let vty =
            ctx.intern_type(VectorType { shape: vec![values.len() as i64], scalable: vec![false], element: flag_ty });
        *case_values = DenseIntOrFPElementsAttr::from_ints(ctx, vty, &values);
    }
    Ok(())
}

/// Prints MLIR's `custom<SwitchOpCases>` of `cf.switch`.
#[allow(clippy::too_many_arguments)]
pub fn print_switch_op_cases(
    p: &mut AsmPrinter<'_>,
    op: OpRef,
    _flag_type: Type,
    default_destination: BlockRef,
    default_operands: &[Value],
    _default_types: &[Type],
    case_values: Option<Attribute>,
    case_destinations: &[BlockRef],
    case_operands: &[Vec<Value>],
    _case_types: &[Vec<Type>],
) {
    p.write("  default: ");
    print_successor_and_uses(p, default_destination, default_operands);
    if case_values.is_none() {
        return;
    }
    let values = super::SwitchOp::from_op_unchecked(op).case_value_ints(p.ctx());
    for (i, v) in values.iter().enumerate() {
        p.write(",");
        p.newline();
        p.write("  ");
        p.write(&v.try_to_u64().unwrap_or(u64::MAX).to_string());
        p.write(": ");
        if let Some(&d) = case_destinations.get(i) {
            print_successor_and_uses(p, d, case_operands.get(i).map(Vec::as_slice).unwrap_or(&[]));
        }
    }
    p.newline();
}

use oxir::ods::Op as _;
