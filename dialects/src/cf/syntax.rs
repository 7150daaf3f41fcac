//! The custom syntax of `cf.switch` (MLIR's `custom<SwitchOpCases>` inside
//! `$flag : type($flag), [ \n ... ] attr-dict`).

use oxir::builtin::attributes::DictionaryAttr;
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::{IndexType, IntegerType, VectorType};
use oxir::numeric::APInt;
use oxir::parser::lexer::TokenKind;
use oxir::parser::ops::UnresolvedOperand;
use oxir::parser::{OpAsmParser, ParseResult};
use oxir::printer::AsmPrinter;
use oxir::{BlockRef, NamedAttribute, OpRef, OperationState, Type, Value};

/// `^bb (`(` operands `:` types `)`)?`.
fn parse_successor_and_uses<'s>(
    p: &mut OpAsmParser<'_, 's>,
) -> ParseResult<(BlockRef, Vec<UnresolvedOperand<'s>>, Vec<Type>)> {
    let dest = p.parse_successor()?;
    let mut operands = Vec::new();
    let mut types = Vec::new();
    if p.eat(TokenKind::LParen) {
        operands = p.fmt_parse_operand_list()?;
        p.fmt_parse_literal(":")?;
        types = p.parse_type_list_no_parens()?;
        p.fmt_parse_literal(")")?;
    }
    Ok((dest, operands, types))
}

/// Prints `^bb(%a, %b : t, t)` (MLIR's `printSuccessorAndUseList`).
pub(crate) fn print_successor_and_uses(p: &mut AsmPrinter<'_>, dest: BlockRef, operands: &[Value]) {
    let ctx = p.ctx();
    p.print_block_name(dest);
    if operands.is_empty() {
        return;
    }
    p.write("(");
    p.print_value_list(operands.iter().copied());
    p.write(" : ");
    p.fmt_print_types(operands.iter().map(|v| ctx.value_type(*v)));
    p.write(")");
}

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
    let (default_dest, default_ops, default_types) = parse_successor_and_uses(p)?;
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
    let mut attrs = Vec::new();
    p.fmt_parse_attr_dict(&mut attrs, false)?;

    let loc = p.fmt_loc();
    let mut operands = std::mem::take(&mut state.operands);
    operands.push(p.resolve_operand(flag, flag_ty)?);
    p.fmt_resolve_operands(&default_ops, &default_types, loc, &mut operands)?;
    let mut case_sizes = Vec::new();
    for (_, ops, tys) in &cases {
        p.fmt_resolve_operands(ops, tys, loc, &mut operands)?;
        case_sizes.push(ops.len() as i32);
    }
    let ctx = p.ctx();
    let mut props: Vec<NamedAttribute> = Vec::new();
    props.push(NamedAttribute { name: ctx.ident("case_operand_segments"), value: p.fmt_i32_array(&case_sizes) });
    if !values.is_empty() {
        let vty =
            ctx.intern_type(VectorType { shape: vec![values.len() as i64], scalable: vec![false], element: flag_ty });
        if let Some(a) = DenseIntOrFPElementsAttr::from_ints(ctx, vty, &values) {
            props.push(NamedAttribute { name: ctx.ident("case_values"), value: a });
        }
    }
    let total_case: i32 = case_sizes.iter().sum();
    props.push(NamedAttribute {
        name: ctx.ident("operandSegmentSizes"),
        value: p.fmt_i32_array(&[1, default_ops.len() as i32, total_case]),
    });
    let inherent = ["case_values", "case_operand_segments", "operandSegmentSizes"];
    state.attributes = attrs;
    p.fmt_finish_attributes(state, props, &inherent, Vec::new());
    state.operands = operands;
    state.successors.push(default_dest);
    for (d, _, _) in cases {
        state.successors.push(d);
    }
    let _ = DictionaryAttr::entries;
    Ok(())
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
    let mut props: Vec<NamedAttribute> = Vec::new();
    if p.fmt_at_keyword("weights") {
        p.bump();
        p.fmt_parse_literal("(")?;
        p.fmt_parse_literal("[")?;
        let mut weights = Vec::new();
        if !p.eat(TokenKind::RSquare) {
            loop {
                let at = p.fmt_loc();
                let Some(v) = p.parse_optional_integer()? else {
                    return Err(p.error_at(at, "expected integer value"));
                };
                weights.push(v as i32);
                if !p.eat(TokenKind::Comma) {
                    break;
                }
            }
            p.fmt_parse_literal("]")?;
        }
        p.fmt_parse_literal(")")?;
        let a = p.fmt_i32_array(&weights);
        props.push(NamedAttribute { name: p.ctx().ident("branch_weights"), value: a });
    }
    p.fmt_parse_literal(",")?;
    let (t, t_ops, t_types) = parse_successor_and_uses(p)?;
    p.fmt_parse_literal(",")?;
    let (f, f_ops, f_types) = parse_successor_and_uses(p)?;
    let mut attrs = Vec::new();
    p.fmt_parse_attr_dict(&mut attrs, false)?;
    let loc = p.fmt_loc();
    let mut operands = std::mem::take(&mut state.operands);
    let i1 = IntegerType::get(p.ctx(), 1);
    operands.push(p.resolve_operand(cond, i1)?);
    p.fmt_resolve_operands(&t_ops, &t_types, loc, &mut operands)?;
    p.fmt_resolve_operands(&f_ops, &f_types, loc, &mut operands)?;
    let seg = p.fmt_i32_array(&[1, t_ops.len() as i32, f_ops.len() as i32]);
    props.push(NamedAttribute { name: p.ctx().ident("operandSegmentSizes"), value: seg });
    state.operands = operands;
    state.attributes = attrs;
    p.fmt_finish_attributes(state, props, &["branch_weights", "operandSegmentSizes"], Vec::new());
    state.successors.push(t);
    state.successors.push(f);
    Ok(())
}

/// Prints `cf.cond_br` after its name.
pub fn print_cond_br(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let c = super::CondBranchOp::from_op_unchecked(op);
    p.write(" ");
    p.print_value(c.condition(ctx));
    if let Some(w) = c.branch_weights(ctx) {
        p.write(" weights([");
        let text: Vec<String> = w.values.iter().map(|v| v.try_to_i64().unwrap_or(0).to_string()).collect();
        p.write(&text.join(", "));
        p.write("])");
    }
    p.write(", ");
    print_successor_and_uses(p, c.true_dest(ctx), &c.true_dest_operands(ctx));
    p.write(", ");
    print_successor_and_uses(p, c.false_dest(ctx), &c.false_dest_operands(ctx));
    p.fmt_print_attr_dict(op, &["branch_weights", "operandSegmentSizes"], false);
}

use oxir::ods::Op as _;
