//! The hand-written custom forms of arith ops (those MLIR writes in C++ or whose enum
//! properties print as keywords): `constant`, `cmpi`, `cmpf`, `select`, `truncf`,
//! `scaling_truncf`.

use super::attrs::*;
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::types::NoneType;
use oxir::conversion::op_attr_or_prop;
use oxir::ods::defs::EnumAttrCases;
use oxir::ods::format::FormatAttr;
use oxir::parser::lexer::TokenKind;
use oxir::parser::{OpAsmParser, ParseResult};
use oxir::printer::AsmPrinter;
use oxir::{NamedAttribute, OpRef, OperationState, Type};

fn prop(p: &OpAsmParser<'_, '_>, name: &str, value: oxir::Attribute) -> NamedAttribute {
    NamedAttribute { name: p.ctx().ident(name), value }
}

/// Parses an enum keyword (or string) of `E` for the property `name`, with MLIR's message.
fn parse_enum<E: EnumAttrCases + Copy>(p: &mut OpAsmParser<'_, '_>, name: &str) -> ParseResult<E> {
    let text = match p.token().kind {
        TokenKind::BareIdent | TokenKind::IntType => Some(p.token_text().to_string()),
        TokenKind::String => Some(p.token_text().trim_matches('"').to_string()),
        _ => None,
    };
    if let Some(c) = text.and_then(|t| E::CASES.iter().find(|c| c.name == t)) {
        p.bump();
        return Ok(c.variant);
    }
    let names: Vec<&str> = E::CASES.iter().map(|c| c.name).collect();
    Err(p.error_here(format!(
        "expected string or keyword containing one of the following enum values for attribute '{name}' [{}]",
        names.join(", ")
    )))
}

fn enum_int_attr<E: EnumAttrCases + Copy + PartialEq>(p: &OpAsmParser<'_, '_>, v: E) -> oxir::Attribute {
    let value = E::CASES.iter().find(|c| c.variant == v).map_or(0, |c| c.value);
    let ty = oxir::builtin::types::IntegerType::get(p.ctx(), E::WIDTH);
    IntegerAttr::from_i64(p.ctx(), ty, value)
}

fn enum_keyword<E: EnumAttrCases>(p: &AsmPrinter<'_>, op: OpRef, name: &str) -> Option<&'static str> {
    let a = op_attr_or_prop(p.ctx(), op, name)?;
    let v = a.dyn_cast::<IntegerAttr>(p.ctx())?.value.try_to_i64()?;
    E::CASES.iter().find(|c| c.value == v).map(|c| c.name)
}

/// Parses `fastmath<...>` if present.
fn parse_optional_fastmath(p: &mut OpAsmParser<'_, '_>, props: &mut Vec<NamedAttribute>) -> ParseResult<()> {
    if p.eat_keyword("fastmath") {
        let a = <FastMathFlags as FormatAttr>::parse_in_format(p, None)?;
        props.push(prop(p, "fastmath", a));
    }
    Ok(())
}

/// Prints ` fastmath<...>` unless absent or `none`.
fn print_optional_fastmath(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let Some(a) = op_attr_or_prop(ctx, op, "fastmath") else { return };
    if a.dyn_cast::<FastMathFlags>(ctx).is_some_and(|f| f.bits() == 0) {
        return;
    }
    p.write(" fastmath");
    <FastMathFlags as FormatAttr>::print_in_format(p, a);
}

/// `arith.constant attr-dict $value`.
pub fn parse_constant(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let mut attrs = Vec::new();
    p.fmt_parse_attr_dict(&mut attrs, false)?;
    let value = p.parse_attribute(None)?;
    let ty = value.typed(p.ctx()).unwrap_or_else(|| NoneType::get(p.ctx()));
    state.attributes = attrs;
    state.result_types.push(ty);
    let props = vec![prop(p, "value", value)];
    p.fmt_finish_attributes(state, props, &["value"], Vec::new());
    Ok(())
}

/// Prints `arith.constant`.
pub fn print_constant(p: &mut AsmPrinter<'_>, op: OpRef) {
    p.fmt_print_attr_dict(op, &["value"], false);
    if let Some(v) = op_attr_or_prop(p.ctx(), op, "value") {
        p.write(" ");
        p.print_attribute(v);
    }
}

fn parse_compare<E: EnumAttrCases + Copy + PartialEq>(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    float: bool,
) -> ParseResult<()> {
    let pred: E = parse_enum(p, "predicate")?;
    let mut props = vec![prop(p, "predicate", enum_int_attr(p, pred))];
    p.expect(TokenKind::Comma, "expected ','")?;
    let lhs = p.parse_operand()?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let rhs = p.parse_operand()?;
    if float {
        parse_optional_fastmath(p, &mut props)?;
    }
    let mut attrs = Vec::new();
    p.fmt_parse_attr_dict(&mut attrs, false)?;
    p.expect(TokenKind::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    let constraint =
        if float { oxir::ods::constraints::FLOAT_LIKE } else { oxir::ods::constraints::SIGNLESS_INTEGER_LIKE };
    if !constraint.matches(p.ctx(), ty) {
        return Err(p.fmt_error_at_name(
            state,
            format!("'lhs' must be {}, but got '{}'", constraint.summary(), ty.to_text(p.ctx())),
        ));
    }
    let l = p.resolve_operand(lhs, ty)?;
    let r = p.resolve_operand(rhs, ty)?;
    state.operands.extend([l, r]);
    state.result_types.push(super::i1_same_shape(p.ctx(), ty));
    state.attributes = attrs;
    let defaults = if float { vec![prop(p, "fastmath", fastmath_none(p.ctx()))] } else { Vec::new() };
    p.fmt_finish_attributes(state, props, &["predicate", "fastmath"], defaults);
    Ok(())
}

fn print_compare<E: EnumAttrCases>(p: &mut AsmPrinter<'_>, op: OpRef, float: bool) {
    let ctx = p.ctx();
    p.write(" ");
    match enum_keyword::<E>(p, op, "predicate") {
        Some(k) => p.write(k),
        None => {
            if let Some(a) = ctx.op_property(op, "predicate") {
                p.print_attribute(a);
            }
        }
    }
    p.write(", ");
    p.print_value(ctx.operand(op, 0));
    p.write(", ");
    p.print_value(ctx.operand(op, 1));
    if float {
        print_optional_fastmath(p, op);
    }
    p.fmt_print_attr_dict(op, &["predicate", "fastmath"], false);
    p.write(" : ");
    p.print_type(ctx.value_type(ctx.operand(op, 0)));
}

/// `arith.cmpi $predicate, $lhs, $rhs attr-dict : type($lhs)`.
pub fn parse_cmpi(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    parse_compare::<CmpIPredicate>(p, state, false)
}

/// Prints `arith.cmpi`.
pub fn print_cmpi(p: &mut AsmPrinter<'_>, op: OpRef) {
    print_compare::<CmpIPredicate>(p, op, false)
}

/// `arith.cmpf $predicate, $lhs, $rhs (fastmath<...>)? attr-dict : type($lhs)`.
pub fn parse_cmpf(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    parse_compare::<CmpFPredicate>(p, state, true)
}

/// Prints `arith.cmpf`.
pub fn print_cmpf(p: &mut AsmPrinter<'_>, op: OpRef) {
    print_compare::<CmpFPredicate>(p, op, true)
}

/// `arith.select %c, %a, %b attr-dict : [cond-type ,] type`.
pub fn parse_select(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let mut ops = Vec::new();
    for i in 0..3 {
        if i > 0 {
            p.expect(TokenKind::Comma, "expected ','")?;
        }
        ops.push(p.parse_operand()?);
    }
    let mut attrs = Vec::new();
    p.fmt_parse_attr_dict(&mut attrs, false)?;
    p.expect(TokenKind::Colon, "expected ':'")?;
    let mut result: Type = p.parse_type()?;
    let cond = if p.eat(TokenKind::Comma) {
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
    p.fmt_print_attr_dict(op, &[], false);
    p.write(" : ");
    let c = ctx.value_type(ctx.operand(op, 0));
    if super::is_shaped(ctx, c) {
        p.print_type(c);
        p.write(", ");
    }
    p.print_type(ctx.value_type(ctx.result(op, 0)));
}

fn parse_trunc(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState, scaling: bool) -> ParseResult<()> {
    let input = p.parse_operand()?;
    let scale = if scaling {
        p.expect(TokenKind::Comma, "expected ','")?;
        Some(p.parse_operand()?)
    } else {
        None
    };
    let mut props = Vec::new();
    if matches!(p.token().kind, TokenKind::BareIdent) && RoundingMode::from_str(p.token_text()).is_some() {
        let m: RoundingMode = parse_enum(p, "roundingmode")?;
        props.push(prop(p, "roundingmode", enum_int_attr(p, m)));
    }
    parse_optional_fastmath(p, &mut props)?;
    let mut attrs = Vec::new();
    p.fmt_parse_attr_dict(&mut attrs, false)?;
    p.expect(TokenKind::Colon, "expected ':'")?;
    let in_ty = p.parse_type()?;
    let scale_ty = if scaling {
        p.expect(TokenKind::Comma, "expected ','")?;
        Some(p.parse_type()?)
    } else {
        None
    };
    p.expect_keyword("to", "expected 'to'")?;
    let out_ty = p.parse_type()?;
    let v = p.resolve_operand(input, in_ty)?;
    state.operands.push(v);
    if let (Some(s), Some(t)) = (scale, scale_ty) {
        let v = p.resolve_operand(s, t)?;
        state.operands.push(v);
    }
    state.result_types.push(out_ty);
    state.attributes = attrs;
    p.fmt_finish_attributes(state, props, &["roundingmode", "fastmath"], Vec::new());
    Ok(())
}

fn print_trunc(p: &mut AsmPrinter<'_>, op: OpRef, scaling: bool) {
    let ctx = p.ctx();
    p.write(" ");
    p.print_value(ctx.operand(op, 0));
    if scaling {
        p.write(", ");
        p.print_value(ctx.operand(op, 1));
    }
    if let Some(k) = enum_keyword::<RoundingMode>(p, op, "roundingmode") {
        p.write(" ");
        p.write(k);
    }
    print_optional_fastmath(p, op);
    p.fmt_print_attr_dict(op, &["roundingmode", "fastmath"], false);
    p.write(" : ");
    p.print_type(ctx.value_type(ctx.operand(op, 0)));
    if scaling {
        p.write(", ");
        p.print_type(ctx.value_type(ctx.operand(op, 1)));
    }
    p.write(" to ");
    p.print_type(ctx.value_type(ctx.result(op, 0)));
}

/// `arith.truncf $in ($roundingmode^)? (fastmath<...>)? attr-dict : type($in) to type($out)`.
pub fn parse_truncf(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    parse_trunc(p, state, false)
}

/// Prints `arith.truncf`.
pub fn print_truncf(p: &mut AsmPrinter<'_>, op: OpRef) {
    print_trunc(p, op, false)
}

/// `arith.scaling_truncf $in, $scale ($roundingmode^)? (fastmath<...>)? attr-dict : ...`.
pub fn parse_scaling_truncf(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    parse_trunc(p, state, true)
}

/// Prints `arith.scaling_truncf`.
pub fn print_scaling_truncf(p: &mut AsmPrinter<'_>, op: OpRef) {
    print_trunc(p, op, true)
}
