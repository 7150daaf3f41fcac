//! The custom syntax of `cf.switch` (MLIR's `custom<SwitchOpCases>` inside
//! `$flag : type($flag), [ \n ... ] attr-dict`).

use crate::utils::syntax::{
    parse_cond_br_successors, parse_optional_branch_weights, parse_successor_and_uses, parse_switch_tail,
    print_conditional_branch, print_successor_and_uses, WeightError,
};
use oxir::builtin::types::{IndexType, IntegerType};
use oxir::numeric::APInt;
use oxir::parser::lexer::TokenKind;
use oxir::parser::{OpAsmParser, ParseResult};
use oxir::printer::AsmPrinter;
use oxir::{NamedAttribute, OpRef, OperationState, Type};

fn int_width(p: &OpAsmParser<'_, '_>, ty: Type) -> u32 {
    if let Some(i) = ty.dyn_cast::<IntegerType>(p.ctx()) {
        return i.width;
    }
    if ty.isa::<IndexType>(p.ctx()) {
        return 64;
    }
    64
}

/// Parses `cf.switch` after its name.
pub fn parse_switch(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let flag = p.parse_operand()?;
    p.fmt_parse_literal(":")?;
    let flag_ty = p.parse_type()?;
    p.fmt_parse_literal(",")?;
    p.fmt_parse_literal("[")?;
    if !p.fmt_at_keyword("default") {
        return Err(p.error_here("expected 'default'"));
    }
    p.bump();
    p.fmt_parse_literal(":")?;
    let default = parse_successor_and_uses(p)?;
    let width = int_width(p, flag_ty);
    let mut values = Vec::new();
    let mut cases = Vec::new();
    while p.eat(TokenKind::Comma) {
        let at = p.fmt_loc();
        let Some(v) = p.parse_optional_integer()? else {
            return Err(p.error_at(at, "expected integer value"));
        };
        values.push(APInt::from_i128(width.max(1), v).trunc(width.max(1)));
        p.fmt_parse_literal(":")?;
        cases.push(parse_successor_and_uses(p)?);
    }
    p.fmt_parse_literal("]")?;
    let inherent = ["case_values", "case_operand_segments", "operandSegmentSizes"];
    parse_switch_tail(p, state, (flag, flag_ty), default, &values, cases, &inherent)
}

/// Prints `cf.switch` after its name.
pub fn print_switch(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let s = super::SwitchOp::from_op_unchecked(op);
    let flag = s.flag(ctx);
    p.write(" ");
    p.print_value(flag);
    p.write(" : ");
    p.print_type(ctx.value_type(flag));
    p.write(", [");
    p.newline();
    p.write("  default: ");
    print_successor_and_uses(p, s.default_destination(ctx), &s.default_operands(ctx));
    if s.case_values(ctx).is_some() {
        let dests = s.case_destinations(ctx);
        let operands = s.case_operands(ctx);
        for (i, v) in s.case_value_ints(ctx).iter().enumerate() {
            p.write(",");
            p.newline();
            p.write("  ");
            let limited = v.try_to_u64().unwrap_or(u64::MAX);
            p.write(&limited.to_string());
            p.write(": ");
            if let Some(&d) = dests.get(i) {
                print_successor_and_uses(p, d, operands.get(i).map(Vec::as_slice).unwrap_or(&[]));
            }
        }
        p.newline();
    }
    p.write("]");
    p.fmt_print_attr_dict(op, &["case_values", "case_operand_segments", "operandSegmentSizes"], false);
}

/// Parses `cf.cond_br` after its name: `$condition (`weights` `(` $branch_weights^ `)`)? `,`
/// $trueDest (`(` operands `:` types `)`)? `,` $falseDest (...)? attr-dict`, the weights in
/// the stripped `[1, 2]` form of a `DenseI32ArrayAttr`.
pub fn parse_cond_br(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let cond = p.parse_operand()?;
    let props: Vec<NamedAttribute> = parse_optional_branch_weights(p, WeightError::AtToken)?.into_iter().collect();
    parse_cond_br_successors(p, state, cond, props, &["branch_weights", "operandSegmentSizes"])
}

/// Prints `cf.cond_br` after its name.
pub fn print_cond_br(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let c = super::CondBranchOp::from_op_unchecked(op);
    print_conditional_branch(
        p,
        op,
        c.condition(ctx),
        c.branch_weights(ctx),
        (c.true_dest(ctx), &c.true_dest_operands(ctx)),
        (c.false_dest(ctx), &c.false_dest_operands(ctx)),
    );
}

use oxir::ods::Op as _;
