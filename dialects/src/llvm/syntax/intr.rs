//! The custom syntax of the llvm ops in `ops/intr.rs`: the parsers, printers and
//! `custom<...>` directives of the ops whose syntax MLIR writes in C++.

use oxir::asm::{AsmPrinter, OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::{Attribute, OpRef, Type, Value};

/// Parses MLIR's `custom<OpBundles>`: operand bundles `["tag"(%a, %b : t1, t2), "tag2"()]`;
/// `false` (nothing read) when no `[` starts here.
pub fn parse_op_bundles<'s>(
    p: &mut OpAsmParser<'_, 's>,
    operands: &mut Vec<Vec<UnresolvedOperand<'s>>>,
    types: &mut Vec<Vec<Type>>,
    tags: &mut Option<Attribute>,
) -> ParseResult<bool> {
    let Some(bundles) = crate::llvm::syntax::parse_op_bundles(p)? else { return Ok(false) };
    let mut names = Vec::new();
    for (i, (tag, ops, tys, at)) in bundles.into_iter().enumerate() {
        if ops.len() != tys.len() {
            return Err(p.emit_error(
                at,
                format!(
                    "expected {} types for operand bundle operands for operand bundle #{i}, but actually got {}",
                    ops.len(),
                    tys.len()
                ),
            ));
        }
        names.push(oxir::builtin::attributes::StringAttr::get(p.ctx(), &tag));
        operands.push(ops);
        types.push(tys);
    }
    if !names.is_empty() {
        *tags = Some(oxir::builtin::attributes::ArrayAttr::get(p.ctx(), names));
    }
    Ok(true)
}

/// Prints MLIR's `custom<OpBundles>`.
pub fn print_op_bundles(
    p: &mut AsmPrinter<'_>,
    _op: OpRef,
    operands: &[Vec<Value>],
    types: &[Vec<Type>],
    tags: Option<Attribute>,
) {
    let ctx = p.ctx();
    let tags: Vec<Attribute> = tags
        .and_then(|a| a.dyn_cast::<oxir::builtin::attributes::ArrayAttr>(ctx))
        .map_or(Vec::new(), |a| a.elements.clone());
    p.write("[");
    for (i, tag) in tags.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_attribute(*tag);
        p.write("(");
        let group = operands.get(i).map_or(&[][..], Vec::as_slice);
        if !group.is_empty() {
            p.print_value_list(group.iter().copied());
            p.write(" : ");
            p.print_type_list(types.get(i).map_or(&[][..], Vec::as_slice).iter().copied());
        }
        p.write(")");
    }
    p.write("]");
}
