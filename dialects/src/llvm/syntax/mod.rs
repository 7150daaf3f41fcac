//! The custom syntax of the llvm ops whose MLIR definitions have hand-written C++ parsers and
//! printers, a file per topic as `ops/` groups the ops (`arith`, `control`, `func`, `intr`,
//! `memory`, `misc`); this module holds the comparisons `icmp` and `fcmp`, `alloca`, and the custom
//! directives shared by several ops (`custom<OverflowFlags>`, `custom<OpBundles>`).

pub mod arith;
pub mod control;
pub mod func;
pub mod intr;
pub mod memory;
pub mod misc;

use super::attrs::*;
use super::types::*;
use oxir::asm::{AsmPrinter, Delimiter, OpAsmParser, ParseResult, SMLoc};
use oxir::builtin::attributes::{DenseArrayAttr, IntegerAttr, StringAttr, TypeAttr, UnitAttr};
use oxir::builtin::types::{FunctionType, VectorType};
use oxir::ods::defs::EnumAttrCases;
use oxir::{Attribute, Context, NamedAttribute, OpRef, OperationState, Type};

fn named(ctx: &Context, name: &str, value: Attribute) -> NamedAttribute {
    NamedAttribute { name: ctx.ident(name), value }
}

pub use crate::utils::static_values::i64_array_attr;

/// An `array<i32: ...>` attribute.
pub fn i32_array_attr(ctx: &Context, values: &[i32]) -> Attribute {
    oxir::ods::op::i32_array(ctx, values.iter().copied())
}

// ----- overflow flags -----

/// Parses MLIR's `custom<OverflowFlags>`: an optional `overflow<nsw, nuw>`. Without flags the
/// property is left unset: every op with this syntax declares `overflowFlags` with the default
/// 0, which the core gives it (the registry keeps that attribute), so that most ops (which have
/// no flags) intern no attribute of their own.
pub fn parse_overflow_flags(p: &mut OpAsmParser<'_, '_>, attr: &mut Option<Attribute>) -> ParseResult<()> {
    let mut bits = 0;
    if p.parse_optional_keyword("overflow") {
        p.parse_less()?;
        bits = oxir::ods::defs::parse_bit_enum::<IntegerOverflow>(p, ",")?;
        p.parse_greater()?;
    }
    *attr = (bits != 0).then(|| i32_attr(p.ctx(), bits));
    Ok(())
}

/// Prints MLIR's `custom<OverflowFlags>`: nothing when no flag is set.
pub fn print_overflow_flags(p: &mut AsmPrinter<'_>, _op: OpRef, attr: Option<Attribute>) {
    let bits = int_value(p.ctx(), attr).unwrap_or(0);
    if bits == 0 {
        return;
    }
    p.write(" overflow<");
    oxir::ods::defs::write_bit_enum_keywords::<IntegerOverflow>(bits, ", ", |s| p.write(s));
    p.write(">");
}

// ----- comparisons -----

fn parse_cmp<E: EnumAttrCases>(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let pred_at = p.get_current_location();
    let pred = p.parse_attribute(None)?;
    let Some(text) = StringAttr::value_of(p.ctx(), pred).map(str::to_string) else {
        return Err(p.emit_error(pred_at, "invalid kind of attribute specified"));
    };
    let lhs = p.parse_operand()?;
    p.parse_comma()?;
    let rhs = p.parse_operand()?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_colon()?;
    let ty_at = p.get_current_location();
    let ty = p.parse_type()?;
    let Some(case) = E::CASES.iter().find(|c| c.name == text) else {
        return Err(p.emit_error(pred_at, format!("'{text}' is an incorrect value of the 'predicate' attribute")));
    };
    let l = p.resolve_operand(lhs, ty)?;
    let r = p.resolve_operand(rhs, ty)?;
    state.operands.extend([l, r]);
    if !is_compatible_type(p.ctx(), ty) {
        return Err(p.emit_error(ty_at, "expected LLVM dialect-compatible type"));
    }
    let res = super::ops::arith::i1_same_shape(p.ctx(), ty);
    state.result_types.push(res);
    let ctx = p.ctx();
    let props = vec![named(ctx, "predicate", i64_attr(ctx, case.value))];
    state.attributes = attrs;
    p.add_properties(state, props);
    Ok(())
}

/// Parses `llvm.icmp "pred" %a, %b attr-dict : type`.
pub fn parse_icmp(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    parse_cmp::<ICmpPredicate>(p, state)
}

/// Parses `llvm.fcmp "pred" %a, %b attr-dict : type`.
pub fn parse_fcmp(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    parse_cmp::<FCmpPredicate>(p, state)
}

/// Whether `attr` is the `#llvm.fastmath<none>` default.
fn is_fastmath_none(ctx: &Context, attr: Option<Attribute>) -> bool {
    attr.and_then(|a| a.dyn_cast::<FastmathFlags>(ctx).copied()).is_some_and(|f| f.bits() == 0)
}

/// Prints `llvm.icmp`/`llvm.fcmp` after their names.
pub fn print_cmp(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let pred = int_value(ctx, ctx.op_property(op, "predicate")).unwrap_or(0);
    let name = if ctx.op_name_text(op) == <super::ICmpOp as oxir::ods::Op>::NAME {
        ICmpPredicate::from_value(pred).map(ICmpPredicate::as_str)
    } else {
        FCmpPredicate::from_value(pred).map(FCmpPredicate::as_str)
    };
    let operands: Vec<_> = ctx.operands(op).collect();
    p.write(" \"");
    p.write(name.unwrap_or(""));
    p.write("\" ");
    p.print_value_list(operands.iter().copied());
    let mut elided = vec!["predicate"];
    if is_fastmath_none(ctx, ctx.op_property(op, "fastmathFlags")) {
        elided.push("fastmathFlags");
    }
    p.print_op_attr_dict(op, &elided);
    p.write(" : ");
    if let Some(&v) = operands.first() {
        p.print_type(ctx.value_type(v));
    }
}

// ----- alloca -----

/// Parses `llvm.alloca [inalloca] %n x type attr-dict : (i64) -> !llvm.ptr`.
pub fn parse_alloca(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let name_loc = state.loc;
    let mut props = Vec::new();
    if p.parse_optional_keyword("inalloca") {
        props.push(named(p.ctx(), "inalloca", UnitAttr::get(p.ctx())));
    }
    let n = p.parse_operand()?;
    p.parse_keyword("x")?;
    let elem = p.parse_type()?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_colon()?;
    let ty_at = p.get_current_location();
    let ty = p.parse_type()?;
    if let Some(i) = attrs.iter().position(|a| p.ctx().ident_str(a.name) == "alignment") {
        match attrs[i].value.dyn_cast::<IntegerAttr>(p.ctx()) {
            None => return Err(oxir::Diagnostic::error(name_loc, "expected integer alignment")),
            Some(a) if a.value.is_zero() => {
                attrs.remove(i);
            }
            Some(_) => {}
        }
    }
    let Some(f) = ty.dyn_cast::<FunctionType>(p.ctx()).filter(|f| f.inputs.len() == 1 && f.results.len() == 1).cloned()
    else {
        return Err(p.emit_error(ty_at, "expected trailing function type with one argument and one result"));
    };
    let v = p.resolve_operand(n, f.inputs[0])?;
    state.operands.push(v);
    if f.results[0].isa::<LLVMPointerType>(p.ctx()) {
        props.push(named(p.ctx(), "elem_type", TypeAttr::get(p.ctx(), elem)));
    }
    state.result_types.push(f.results[0]);
    state.attributes = attrs;
    p.add_properties(state, props);
    Ok(())
}

/// Prints `llvm.alloca` after its name.
pub fn print_alloca(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let Some(n) = ctx.operands(op).next() else { return };
    if ctx.op_property(op, "inalloca").is_some() {
        p.write(" inalloca");
    }
    p.write(" ");
    p.print_value(n);
    p.write(" x ");
    if let Some(t) = ctx.op_property(op, "elem_type").and_then(|a| a.dyn_cast::<TypeAttr>(ctx)) {
        p.print_type(t.ty);
    }
    let align_zero = int_value(ctx, ctx.op_property(op, "alignment")).is_none_or(|a| a == 0);
    let mut elided = vec!["elem_type", "inalloca"];
    if align_zero {
        elided.push("alignment");
    }
    p.print_op_attr_dict(op, &elided);
    p.write(" : ");
    let res: Vec<Type> = ctx.result_types(op).collect();
    p.print_functional_type(&[ctx.value_type(n)], &res);
}

/// Whether `t` is a vector of pointers or pointer.
pub fn is_ptr_or_vector(ctx: &Context, t: Type) -> bool {
    t.isa::<LLVMPointerType>(ctx)
        || t.dyn_cast::<VectorType>(ctx).is_some_and(|v| v.element.isa::<LLVMPointerType>(ctx))
}

// ----- operand bundles -----

/// One parsed operand bundle: its tag, operands and their types.
pub type ParsedBundle<'s> = (String, Vec<oxir::asm::UnresolvedOperand<'s>>, Vec<Type>, SMLoc);

/// Parses optional operand bundles `["tag"(%a, %b : t1, t2), "tag2"()]` (MLIR's
/// `parseOpBundles`); `None` when there is no `[`.
pub fn parse_op_bundles<'s>(p: &mut OpAsmParser<'_, 's>) -> ParseResult<Option<Vec<ParsedBundle<'s>>>> {
    if !p.parse_optional_lsquare() {
        return Ok(None);
    }
    let mut out = Vec::new();
    if !p.parse_optional_rsquare() {
        loop {
            let at = p.get_current_location();
            let tag = p.parse_string()?;
            p.parse_lparen()?;
            let mut ops = Vec::new();
            let mut types = Vec::new();
            if !p.parse_optional_rparen() {
                ops = p.parse_operand_list(Delimiter::None)?;
                p.parse_colon()?;
                types = p.parse_type_list()?;
                p.parse_rparen()?;
            }
            out.push((tag, ops, types, at));
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rsquare()?;
    }
    Ok(Some(out))
}

/// Resolves parsed bundles into `operands`; returns the `op_bundle_sizes` and
/// `op_bundle_tags` properties to set (the tags only when there are bundles).
pub fn resolve_op_bundles<'s>(
    p: &mut OpAsmParser<'_, 's>,
    bundles: &[ParsedBundle<'s>],
    operands: &mut Vec<oxir::Value>,
) -> ParseResult<Vec<NamedAttribute>> {
    let mut sizes = Vec::new();
    for (_, ops, types, at) in bundles {
        if ops.len() != types.len() {
            return Err(p.emit_error(
                *at,
                format!(
                    "expected {} types for operand bundle operands for operand bundle #{}, but actually got {}",
                    ops.len(),
                    sizes.len(),
                    types.len()
                ),
            ));
        }
        for (u, &t) in ops.iter().zip(types) {
            operands.push(p.resolve_operand(*u, t)?);
        }
        sizes.push(ops.len() as i32);
    }
    let ctx = p.ctx();
    let mut props = vec![named(ctx, "op_bundle_sizes", i32_array_attr(ctx, &sizes))];
    if !bundles.is_empty() {
        let tags: Vec<Attribute> = bundles.iter().map(|(t, _, _, _)| StringAttr::get(ctx, t)).collect();
        props.push(named(ctx, "op_bundle_tags", oxir::builtin::attributes::ArrayAttr::get(ctx, tags)));
    }
    Ok(props)
}

/// Prints the operand bundles of `op` whose operands start at `first` (nothing when there are
/// none), with a leading space.
pub fn print_op_bundles(p: &mut AsmPrinter<'_>, op: OpRef, first: usize) {
    let ctx = p.ctx();
    let sizes: Vec<usize> = ctx
        .op_property(op, "op_bundle_sizes")
        .and_then(|a| a.dyn_cast::<DenseArrayAttr>(ctx))
        .map(|d| d.values.iter().map(|v| v.try_to_i64().unwrap_or(0).max(0) as usize).collect())
        .unwrap_or_default();
    if sizes.is_empty() {
        return;
    }
    let tags: Vec<String> = ctx
        .op_property(op, "op_bundle_tags")
        .and_then(|a| a.dyn_cast::<oxir::builtin::attributes::ArrayAttr>(ctx))
        .map(|a| a.elements.iter().map(|&e| StringAttr::value_of(ctx, e).unwrap_or("").to_string()).collect())
        .unwrap_or_default();
    let operands: Vec<oxir::Value> = ctx.operands(op).skip(first).collect();
    p.write(" [");
    let mut at = 0;
    for (i, &n) in sizes.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_escaped_string(tags.get(i).map(String::as_str).unwrap_or("").as_bytes());
        p.write("(");
        let group = operands.get(at..at + n).unwrap_or(&[]);
        if !group.is_empty() {
            p.print_value_list(group.iter().copied());
            p.write(" : ");
            p.print_type_list(group.iter().map(|v| ctx.value_type(*v)));
        }
        p.write(")");
        at += n;
    }
    p.write("]");
}
