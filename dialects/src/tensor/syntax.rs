//! The custom directives of the tensor dialect's assembly formats: MLIR's `DynamicIndexList`
//! (`[%a, 4, %b]`, the mixed static/dynamic offsets, sizes and strides of the slice ops, the
//! padding of `tensor.pad` and the output shape of `tensor.expand_shape`), and the stripped
//! `[1, 2]` form of a `DenseI64ArrayAttr` (`gather_dims`, `scatter_dims`).

use oxir::builtin::attributes::DenseArrayAttr;
use oxir::builtin::types::DYNAMIC;
use oxir::parser::lexer::TokenKind;
use oxir::parser::ops::UnresolvedOperand;
use oxir::parser::{OpAsmParser, ParseResult};
use oxir::printer::AsmPrinter;
use oxir::{Attribute, Context, OpRef, Value};

/// An `array<i64: ...>` attribute.
pub fn i64_array_attr(ctx: &Context, values: &[i64]) -> Attribute {
    oxir::ods::op::i64_array(ctx, values.iter().copied())
}

/// The values of an `array<i64: ...>` attribute (empty if `attr` is not one).
pub fn i64_array_values(ctx: &Context, attr: Option<Attribute>) -> Vec<i64> {
    attr.and_then(|a| a.dyn_cast::<DenseArrayAttr>(ctx))
        .map(|d| d.values.iter().map(|v| v.try_to_i64().unwrap_or(0)).collect())
        .unwrap_or_default()
}

/// MLIR's `parseDynamicIndexList` with square brackets: `[%a, 4, %b]`; each SSA value stands
/// for a dynamic entry (`ShapedType::kDynamic` in the static list).
pub fn parse_dynamic_index_list<'s>(
    p: &mut OpAsmParser<'_, 's>,
    values: &mut Vec<UnresolvedOperand<'s>>,
    statics: &mut Option<Attribute>,
) -> ParseResult<()> {
    let mut ints = Vec::new();
    p.expect(TokenKind::LSquare, "expected '['")?;
    if !p.eat(TokenKind::RSquare) {
        p.parse_comma_separated_until(TokenKind::RSquare, false, |p| {
            if let Some(u) = p.parse_optional_operand()? {
                values.push(u);
                ints.push(DYNAMIC);
            } else {
                let v = p.parse_optional_integer()?.ok_or_else(|| p.error_here("expected SSA value or integer"))?;
                ints.push(v as i64);
            }
            Ok(())
        })?;
    }
    *statics = Some(i64_array_attr(p.ctx(), &ints));
    Ok(())
}

/// MLIR's `printDynamicIndexList` with square brackets.
pub fn print_dynamic_index_list(p: &mut AsmPrinter<'_>, _op: OpRef, values: &[Value], statics: Option<Attribute>) {
    let ints = i64_array_values(p.ctx(), statics);
    p.write("[");
    let mut next = values.iter();
    for (i, v) in ints.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if *v == DYNAMIC {
            if let Some(&val) = next.next() {
                p.print_value(val);
            }
        } else {
            p.write(&v.to_string());
        }
    }
    p.write("]");
}

/// A `DenseI64ArrayAttr` in its stripped form `[1, 2]`, as MLIR's formats print it.
pub fn parse_i64_list(p: &mut OpAsmParser<'_, '_>, attr: &mut Option<Attribute>) -> ParseResult<()> {
    let mut ints = Vec::new();
    p.expect(TokenKind::LSquare, "expected '['")?;
    if !p.eat(TokenKind::RSquare) {
        p.parse_comma_separated_until(TokenKind::RSquare, false, |p| {
            let v = p.parse_optional_integer()?.ok_or_else(|| p.error_here("expected integer value"))?;
            ints.push(v as i64);
            Ok(())
        })?;
    }
    *attr = Some(i64_array_attr(p.ctx(), &ints));
    Ok(())
}

/// Prints a `DenseI64ArrayAttr` as `[1, 2]`.
pub fn print_i64_list(p: &mut AsmPrinter<'_>, _op: OpRef, attr: Option<Attribute>) {
    let ints = i64_array_values(p.ctx(), attr);
    p.write("[");
    p.write(&ints.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", "));
    p.write("]");
}
