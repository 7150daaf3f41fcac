//! The custom directives of the tensor dialect's assembly formats: the stripped `[1, 2]` form
//! of a `DenseI64ArrayAttr` (`gather_dims`, `scatter_dims`). MLIR's `DynamicIndexList`
//! (`[%a, 4, %b]`: the offsets, sizes and strides of the slice ops, the padding of `tensor.pad`,
//! the output shape of `tensor.expand_shape`) is the shared one of `utils::syntax`.

use crate::utils::static_values::{i64_array_attr, i64_array_values};
use oxir::parser::lexer::TokenKind;
use oxir::parser::{OpAsmParser, ParseResult};
use oxir::printer::AsmPrinter;
use oxir::{Attribute, OpRef};

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
