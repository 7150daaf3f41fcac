//! The custom directives of the tensor dialect's assembly formats: the stripped `[1, 2]` form
//! of a `DenseI64ArrayAttr` (`gather_dims`, `scatter_dims`). MLIR's `DynamicIndexList`
//! (`[%a, 4, %b]`: the offsets, sizes and strides of the slice ops, the padding of `tensor.pad`,
//! the output shape of `tensor.expand_shape`) is the shared one of `utils::syntax`.

use crate::utils::static_values::{i64_array_attr, i64_array_values};
use oxir::asm::{AsmPrinter, Delimiter, OpAsmParser, ParseResult};
use oxir::{Attribute, OpRef};

/// A `DenseI64ArrayAttr` in its stripped form `[1, 2]`, as MLIR's formats print it.
pub fn parse_i64_list(p: &mut OpAsmParser<'_, '_>, attr: &mut Option<Attribute>) -> ParseResult<()> {
    let mut ints = Vec::new();
    p.parse_lsquare()?;
    if !p.parse_optional_rsquare() {
        p.parse_comma_separated_list(Delimiter::None, |p| {
            let v = p.parse_optional_integer()?.ok_or_else(|| p.emit_error_here("expected integer value"))?;
            ints.push(v as i64);
            Ok(())
        })?;
        if !p.parse_optional_rsquare() {
            return Err(p.emit_wrong_token_error("expected ',' or ']'"));
        }
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
