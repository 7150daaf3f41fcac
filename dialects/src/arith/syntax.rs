//! The hand-written custom form of the arith op whose MLIR parser and printer are C++:
//! `select`.

use oxir::asm::{AsmPrinter, Delimiter, OpAsmParser, ParseResult};
use oxir::{OpRef, OperationState, Type};

/// `arith.select %c, %a, %b attr-dict : [cond-type ,] type`.
pub fn parse_select(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ops = p.parse_operand_list_with_count(Delimiter::None, 3)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_colon()?;
    let mut result: Type = p.parse_type()?;
    let cond = if p.parse_optional_comma() {
        let c = result;
        result = p.parse_type()?;
        c
    } else {
        oxir::builtin::types::IntegerType::get(p.ctx(), 1)
    };
    for (u, t) in ops.into_iter().zip([cond, result, result]) {
        let v = p.resolve_operand(u, t)?;
        state.operands.push(v);
    }
    state.result_types.push(result);
    state.attributes = attrs;
    Ok(())
}

/// Prints `arith.select`.
pub fn print_select(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    p.write(" ");
    p.print_value_list(ctx.operands(op));
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    let c = ctx.value_type(ctx.operand(op, 0));
    if super::is_shaped(ctx, c) {
        p.print_type(c);
        p.write(", ");
    }
    p.print_type(ctx.value_type(ctx.result(op, 0)));
}
