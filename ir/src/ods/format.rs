//! Run-time support for declarative assembly formats: how an attribute kind is parsed and printed
//! where a format names it (`$value`), and how an op's operands and results split into the
//! groups its definition declares.

use crate::asm::lexer::TokenKind;
use crate::asm::AsmPrinter;
use crate::asm::{OpAsmParser, ParseResult};
use crate::attributes::Attribute;
use crate::builtin::attributes::*;
use crate::context::Context;
use crate::operation::op_attr_or_prop;
use crate::types::Type;
use crate::OpRef;
use std::ops::Range;

/// How an attribute kind appears where an op's assembly format names it (`$value`): MLIR's
/// `parseCustomAttributeWithFallback` / `printStrippedAttrOrType` for the attribute's storage
/// class. Implemented by every builtin attribute; dialect attributes (and enum attributes, which
/// print as a bare keyword) implement it to get their short form in op formats.
pub trait FormatAttr {
    /// Whether the syntax read by [`Self::parse_in_format`] takes a `: type` after the value
    /// (`42 : i32`): a format may then not follow the attribute with a `:` literal, which the op
    /// macro checks when the code compiles.
    const READS_TYPE: bool = false;
    /// Parses the attribute. `ty` is the type the format implies (a buildable value type), if any.
    fn parse_in_format(p: &mut OpAsmParser<'_, '_>, ty: Option<Type>) -> ParseResult<Attribute>;
    /// Whether an attribute of this kind can start at the current token (to parse an optional
    /// attribute).
    fn at_start(p: &OpAsmParser<'_, '_>) -> bool {
        p.fmt_at_attribute_start()
    }
    /// Prints the attribute.
    fn print_in_format(p: &mut AsmPrinter<'_>, attr: Attribute) {
        p.print_attribute(attr);
    }
}

/// Parses any attribute and checks it is a `T` (`invalid kind of attribute specified`).
pub fn parse_attr_of<T: crate::AttrDef>(p: &mut OpAsmParser<'_, '_>, ty: Option<Type>) -> ParseResult<Attribute> {
    let at = p.get_current_location();
    let a = p.parse_attribute(ty)?;
    if !a.isa::<T>(p.ctx()) {
        return Err(p.emit_error(at, "invalid kind of attribute specified"));
    }
    Ok(a)
}

/// Parses any attribute and checks it carries a type (MLIR's `parseAttribute<TypedAttr>`, for an
/// attribute constrained by `TypedAttrInterface`).
pub fn parse_typed_attr(p: &mut OpAsmParser<'_, '_>, ty: Option<Type>) -> ParseResult<Attribute> {
    let at = p.get_current_location();
    let a = p.parse_attribute(ty)?;
    if a.typed(p.ctx()).is_none() {
        return Err(p.emit_error(at, "invalid kind of attribute specified"));
    }
    Ok(a)
}

impl FormatAttr for Attribute {
    fn parse_in_format(p: &mut OpAsmParser<'_, '_>, ty: Option<Type>) -> ParseResult<Attribute> {
        p.parse_attribute(ty)
    }
}

macro_rules! format_attr {
    ($t:ty, $start:expr) => {
        format_attr!($t, $start, false);
    };
    ($t:ty, $start:expr, $reads_type:literal) => {
        impl FormatAttr for $t {
            const READS_TYPE: bool = $reads_type;
            fn parse_in_format(p: &mut OpAsmParser<'_, '_>, ty: Option<Type>) -> ParseResult<Attribute> {
                parse_attr_of::<$t>(p, ty)
            }
            fn at_start(p: &OpAsmParser<'_, '_>) -> bool {
                let f: fn(&OpAsmParser<'_, '_>) -> bool = $start;
                f(p)
            }
        }
    };
}

format_attr!(UnitAttr, |p| p.at_keyword("unit"));
format_attr!(
    IntegerAttr,
    |p| matches!(p.token().kind, TokenKind::Integer | TokenKind::Minus)
        || p.at_keyword("true")
        || p.at_keyword("false"),
    true
);
format_attr!(FloatAttr, |p| matches!(p.token().kind, TokenKind::Integer | TokenKind::Float | TokenKind::Minus), true);
format_attr!(StringAttr, |p| p.at(TokenKind::String), true);
format_attr!(ArrayAttr, |p| p.at(TokenKind::LSquare));
format_attr!(DictionaryAttr, |p| p.at(TokenKind::LBrace));
format_attr!(TypeAttr, |p| p.at_type_start());
format_attr!(SymbolRefAttr, |p| p.at(TokenKind::AtIdent));
format_attr!(DenseArrayAttr, |p| p.at_keyword("array"));
format_attr!(StridedLayoutAttr, |p| p.at_keyword("strided"));

/// Parses a dialect attribute `T` where an op's format names it, as MLIR's
/// `parseCustomAttributeWithFallback` does: the whole attribute when the next token is `#`
/// (`#poly.coeffs<[1, 2]>`), else `T`'s own syntax without its `#dialect.mnemonic` prefix
/// (`<[1, 2]>`), which never reads a `: type` after it. `ty` is the type the format implies.
pub fn parse_attr_with_fallback<T: crate::ods::defs::AttrDefinition>(
    p: &mut OpAsmParser<'_, '_>,
    ty: Option<Type>,
) -> ParseResult<Attribute> {
    // A builtin attribute has no stripped form: it is parsed whole and checked to be a `T`.
    if p.at(TokenKind::HashIdent) || T::DIALECT == "builtin" {
        return parse_attr_of::<T>(p, ty);
    }
    let start = p.get_current_location();
    T::parse_body(p, start, ty)
}

/// How a dialect attribute's syntax stripped of its `#dialect.mnemonic` prefix begins, for
/// [`at_dialect_attr_start`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StrippedStart {
    /// The attribute is always written whole in op formats (a typed attribute).
    Never,
    /// The stripped body begins with `<`.
    Less,
    /// The stripped body is a keyword (an enum attribute of format `$value`).
    Keyword,
    /// The stripped body may begin like any attribute.
    AnyAttribute,
}

/// Whether a dialect attribute can start at the next token where an op's format names it (to
/// parse an optional one): its whole form `#dialect...`, or its stripped body as `body` says.
pub fn at_dialect_attr_start(p: &OpAsmParser<'_, '_>, body: StrippedStart) -> bool {
    p.at(TokenKind::HashIdent)
        || match body {
            StrippedStart::Never => false,
            StrippedStart::Less => p.at(TokenKind::Less),
            StrippedStart::Keyword => matches!(p.token().kind, TokenKind::BareIdent | TokenKind::IntType),
            StrippedStart::AnyAttribute => p.fmt_at_attribute_start(),
        }
}

/// Prints a dialect attribute `T` where an op's format names it, as MLIR's
/// `printStrippedAttrOrType` does: its alias if it has one, else its syntax without the
/// `#dialect.mnemonic` prefix; an attribute of another kind in full.
pub fn print_stripped_attr<T: crate::ods::defs::AttrDefinition>(p: &mut AsmPrinter<'_>, attr: Attribute) {
    if T::DIALECT == "builtin" {
        return p.print_attribute(attr);
    }
    match attr.dyn_cast::<T>(p.ctx()) {
        Some(def) => p.print_stripped_attribute(attr, |p| def.print_body(p)),
        None => p.print_attribute(attr),
    }
}

/// Applies a `TypesMatchWith` transformer (a function or a closure) to the type the format
/// infers another one from.
pub fn transform_type(f: impl Fn(&Context, Type) -> Type, ctx: &Context, ty: Type) -> Type {
    f(ctx, ty)
}

/// What a `TypesMatchWith` transformer returns: one type, or the types of a variable-length
/// group (`func.call_indirect` takes its operand types from the callee's function type).
pub trait TransformedTypes {
    /// Whether the transformer gives a whole group (a list) rather than one type.
    const LIST: bool;
    /// The types, as a list.
    fn into_types(self) -> Vec<Type>;
    /// The first type, if any, without building a list (the one type of a single-type
    /// transformer).
    fn first_type(&self) -> Option<Type>;
}

impl TransformedTypes for Type {
    const LIST: bool = false;
    fn into_types(self) -> Vec<Type> {
        vec![self]
    }
    fn first_type(&self) -> Option<Type> {
        Some(*self)
    }
}

impl TransformedTypes for Vec<Type> {
    const LIST: bool = true;
    fn into_types(self) -> Vec<Type> {
        self
    }
    fn first_type(&self) -> Option<Type> {
        self.first().copied()
    }
}

/// Applies a `TypesMatchWith` transformer giving a type or a group's types.
pub fn apply_transform<R: TransformedTypes>(f: impl Fn(&Context, Type) -> R, ctx: &Context, ty: Type) -> R {
    f(ctx, ty)
}

/// Resolves an operand group to the types a `TypesMatchWith` transformer (or another
/// operand's type) gives: every operand to a single type, or each to its own of a list.
pub fn resolve_transformed_operands<'s, R: TransformedTypes>(
    p: &mut OpAsmParser<'_, 's>,
    operands: &[crate::asm::UnresolvedOperand<'s>],
    types: R,
    loc: crate::asm::SMLoc,
    out: &mut smallvec::SmallVec<[crate::Value; 4]>,
) -> ParseResult<()> {
    if R::LIST {
        let types = types.into_types();
        return p.resolve_operands(operands, &types, loc, out);
    }
    match types.first_type() {
        Some(t) => p.resolve_operands_to_type(operands, t, out),
        None => Ok(()),
    }
}

/// Applies a `TypesMatchWith` transformer producing the types of a variable-length group.
pub fn transform_types<R: TransformedTypes>(f: impl Fn(&Context, Type) -> R, ctx: &Context, ty: Type) -> Vec<Type> {
    f(ctx, ty).into_types()
}

/// [`parse_dense_array`] if a `[` is next (an optional dense-array attribute of a format).
pub fn parse_optional_dense_array(p: &mut OpAsmParser<'_, '_>, element: Type) -> ParseResult<Option<Attribute>> {
    if !p.at(TokenKind::LSquare) {
        return Ok(None);
    }
    parse_dense_array(p, element).map(Some)
}

/// Parses the short form of a dense array, `[1, 2]` (`[true, false]` for `i1`), whose elements
/// have type `element` (an integer type): how MLIR's `DenseI64ArrayAttr` and kin appear where an
/// op's format names them, instead of the generic `array<i64: 1, 2>`.
pub fn parse_dense_array(p: &mut OpAsmParser<'_, '_>, element: Type) -> ParseResult<Attribute> {
    p.expect(TokenKind::LSquare, "expected '['")?;
    let width = element.dyn_cast::<crate::builtin::types::IntegerType>(p.ctx()).map_or(64, |t| t.width);
    let mut values = Vec::new();
    if p.eat(TokenKind::RSquare) {
        return Ok(p.ctx().intern_attr(DenseArrayAttr { element, values }));
    }
    // MLIR's `DenseArrayAttr` parser: the elements, then `]` ("expected ']'" after the last).
    p.parse_comma_separated(|p| {
        if width == 1 {
            let Some(v) = ["false", "true"].iter().position(|k| p.at_keyword(k)) else {
                return Err(p.error_here("expected 'true' or 'false'"));
            };
            p.bump();
            values.push(crate::numeric::APInt::from_u64(1, v as u64));
            return Ok(());
        }
        let at = p.get_current_location();
        let Some(v) = p.parse_optional_integer()? else { return Err(p.error_here("expected integer value")) };
        let min = -(1i128 << (width.min(64) - 1));
        let max = (1i128 << width.min(64)) - 1;
        if v < min || v > max {
            return Err(p.emit_error(at, "integer value too large"));
        }
        values.push(crate::numeric::APInt::from_i64(width, v as i64));
        Ok(())
    })?;
    p.expect(TokenKind::RSquare, "expected ']'")?;
    Ok(p.ctx().intern_attr(DenseArrayAttr { element, values }))
}

/// Prints a dense array in the short form [`parse_dense_array`] reads (`[1, 2]`); any other
/// attribute in the generic syntax.
pub fn print_dense_array(p: &mut AsmPrinter<'_>, attr: Attribute) {
    let Some(d) = attr.dyn_cast::<DenseArrayAttr>(p.ctx()) else {
        p.print_attribute(attr);
        return;
    };
    p.write("[");
    d.print_elements(p);
    p.write("]");
}

/// An op's operands or results as the generated printers gather them: held inline up to eight,
/// so printing the common op allocates nothing.
pub type ValueBuf = smallvec::SmallVec<[crate::Value; 8]>;

/// The operand or result groups of [`value_groups`], inline up to four.
pub type GroupBuf = smallvec::SmallVec<[Range<usize>; 4]>;

/// The attribute names a generated printer leaves out of an attribute dictionary, inline up to
/// eight.
pub type NameBuf = smallvec::SmallVec<[&'static str; 8]>;

/// The size of each declared operand (or result) group of `op`: `kinds` has one entry per
/// declared group, `0` for a single value, `1` for an optional one, `2` for a variadic one;
/// `segments` names the property holding the sizes (`operandSegmentSizes`) when the op has one.
/// Without segments, variadic groups share the remaining values equally
/// (`SameVariadicOperandSize`), as MLIR's `getODSOperandIndexAndLength` does.
pub fn value_groups(ctx: &Context, op: OpRef, operands: bool, kinds: &[u8], segments: Option<&str>) -> GroupBuf {
    let total = if operands { ctx.num_operands(op) } else { ctx.num_results(op) };
    let mut out = GroupBuf::with_capacity(kinds.len());
    if let Some(seg) = segments.and_then(|s| op_attr_or_prop(ctx, op, s)) {
        if let Some(d) = seg.dyn_cast::<DenseArrayAttr>(ctx) {
            let mut start = 0usize;
            for (i, _) in kinds.iter().enumerate() {
                let n = d.values.get(i).and_then(|v| v.try_to_i64()).unwrap_or(0).max(0) as usize;
                let end = (start + n).min(total);
                out.push(start.min(total)..end);
                start += n;
            }
            return out;
        }
    }
    let variable = kinds.iter().filter(|&&k| k != 0).count();
    let fixed = kinds.len() - variable;
    let each = total.saturating_sub(fixed).checked_div(variable).unwrap_or(0);
    let mut start = 0usize;
    for &k in kinds {
        let n = if k == 0 { 1 } else { each };
        let end = (start + n).min(total);
        out.push(start.min(total)..end);
        start = end;
    }
    out
}

/// [`value_groups`] of an op whose `N` declared groups are all single values, without
/// segments: group `i` is `i..i + 1`, clamped to the `total` values the op has (so an op with
/// too few values, as the printer of an invalid op sees it, gets empty groups at the end).
#[inline]
pub fn single_groups<const N: usize>(total: usize) -> [Range<usize>; N] {
    std::array::from_fn(|i| i.min(total)..(i + 1).min(total))
}

/// The default value of property `name` of `op`'s registered info, when it is the entry
/// `index` of [`Context::op_property_defaults`] (made once a name, so a generated printer
/// compares a property with its default without interning the default for every op); `None`
/// otherwise, and the caller makes the default itself.
#[inline]
pub fn registered_default(ctx: &Context, op: OpRef, index: usize, name: &str) -> Option<Attribute> {
    let d = ctx.op_property_defaults(ctx.op_name_of(op)).get(index)?;
    (ctx.ident_str(d.name) == name).then_some(d.value)
}

/// Splits `range` into the groups of a variadic-of-variadic operand whose sizes are in the
/// property (or attribute) `attr`.
pub fn sub_groups(ctx: &Context, op: OpRef, attr: &str, range: Range<usize>) -> Vec<Range<usize>> {
    let sizes = super::op::segment_sizes(ctx, op, attr);
    let mut out = Vec::with_capacity(sizes.len());
    let mut start = range.start;
    for n in sizes {
        let end = (start + n).min(range.end);
        out.push(start..end);
        start = end;
    }
    out
}
