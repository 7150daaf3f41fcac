//! Run-time support for the typed attribute fields of ops: an enum field
//! (`#[attribute(enum)] predicate: CmpIPredicate`) and a dense-array field
//! (`#[attribute] position: DenseI64Array`). The op still stores what MLIR stores (an integer
//! attribute for an `I64EnumAttr`/`I32EnumAttr`, the dialect attribute `#llvm.tailcallkind<...>`
//! for an `EnumAttr`, `array<i64: ...>` for a `DenseI64ArrayAttr`); the generated accessors,
//! builders and formats speak the Rust values, through the traits here.
//!
//! Not here: attribute definitions used as fields (`StringAttr`, a dialect's own), which are
//! read with `dyn_cast` and written through [`super::format::FormatAttr`].

use crate::asm::lexer::TokenKind;
use crate::asm::AsmPrinter;
use crate::asm::{OpAsmParser, ParseResult};
use crate::attributes::Attribute;
use crate::builtin::attributes::{DenseArrayAttr, StringAttr};
use crate::builtin::types::IntegerType;
use crate::context::Context;
use crate::numeric::APInt;
use crate::ods::defs::EnumAttrCases;

/// How an enum (a `#[derive(EnumAttr)]` enum, or the set of flags of a bit enum) is stored in an
/// op's attribute and written where the op's format names it. `#[derive(EnumAttr)]` implements
/// it: an enum without `attr` is stored as an integer attribute of its width (MLIR's
/// `I64EnumAttr`, `I32EnumAttr`) and written as its keyword; one with `attr = "mnemonic"` is
/// stored as the dialect attribute (MLIR's `EnumAttr`) and written as that attribute stripped of
/// its `#dialect.mnemonic` prefix (`<musttail>`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an enum attribute, so it cannot be an `#[attribute(enum)]` field",
    label = "not an enum deriving `EnumAttr`",
    note = "derive `EnumAttr` on the enum, or drop `enum` for an attribute definition such as `IntegerAttr`"
)]
pub trait EnumField: Copy + 'static {
    /// MLIR's summary of the stored attribute, reported when an op holds something else
    /// (`allowed 64-bit signless integer cases: 0, 1, 2`).
    const ATTR_SUMMARY: &'static str;
    /// The attribute storing `self`.
    fn to_attr(self, ctx: &Context) -> Attribute;
    /// The value `attr` stores, if it stores one.
    fn from_attr(ctx: &Context, attr: Attribute) -> Option<Self>;
    /// Whether `attr` converts to the property in the generic form's `<{...}>` (MLIR's
    /// property conversion). An integer enum (`I64EnumAttr`) accepts only its cases there, as
    /// MLIR's enum attribute class does; a set of flags stored as an integer accepts any integer
    /// of its width, the bits being the verifier's to check.
    fn is_storage(ctx: &Context, attr: Attribute) -> bool {
        Self::from_attr(ctx, attr).is_some()
    }
    /// Parses the value where a format names it; `name` is the attribute's name, for MLIR's
    /// messages.
    fn parse_in_format(p: &mut OpAsmParser<'_, '_>, name: &str) -> ParseResult<Self>;
    /// Parses the value if one starts at the current token (an optional attribute).
    fn parse_optional_in_format(p: &mut OpAsmParser<'_, '_>, name: &str) -> ParseResult<Option<Self>>;
    /// Prints the value where a format names it.
    fn print_in_format(self, p: &mut AsmPrinter<'_>);
}

/// Parses an integer-stored enum where a format names it, as MLIR's generated parser of an
/// `EnumAttr` does: one of the case keywords, or a string holding one. With `optional`, nothing
/// is parsed (`Ok(None)`) when neither starts here.
pub fn parse_enum_case<E: EnumAttrCases>(
    p: &mut OpAsmParser<'_, '_>,
    name: &str,
    optional: bool,
) -> ParseResult<Option<E>> {
    let at = p.get_current_location();
    let text = match p.token().kind {
        TokenKind::BareIdent | TokenKind::IntType => match E::CASES.iter().find(|c| c.name == p.token_text()) {
            Some(c) => {
                p.bump();
                return Ok(Some(c.variant));
            }
            None => None,
        },
        TokenKind::String => {
            let a = p.parse_attribute(None)?;
            Some(StringAttr::value_of(p.ctx(), a).unwrap_or_default().to_string())
        }
        _ => None,
    };
    match text {
        Some(t) => match E::CASES.iter().find(|c| c.name == t) {
            Some(c) => Ok(Some(c.variant)),
            None => Err(p.emit_custom_op_error(at, format!("invalid {name} attribute specification: \"{t}\""))),
        },
        None if optional => Ok(None),
        None => {
            let names: Vec<&str> = E::CASES.iter().map(|c| c.name).collect();
            Err(p.emit_custom_op_error(
                at,
                format!(
                    "expected string or keyword containing one of the following enum values for attribute '{name}' [{}]",
                    names.join(", ")
                ),
            ))
        }
    }
}

/// The integer attribute of `width` bits holding `value` (an integer-stored enum or flag set).
pub fn enum_int_attr(ctx: &Context, width: u32, value: i64) -> Attribute {
    crate::builtin::attributes::IntegerAttr::from_i64(ctx, IntegerType::get(ctx, width), value)
}

/// The value of an integer attribute of `width` bits, if `attr` is one.
pub fn enum_int_value(ctx: &Context, width: u32, attr: Attribute) -> Option<i64> {
    let i = attr.dyn_cast::<crate::builtin::attributes::IntegerAttr>(ctx)?;
    if i.ty.dyn_cast::<IntegerType>(ctx).is_none_or(|t| t.width != width) {
        return None;
    }
    i.value.try_to_i64()
}

/// The Rust side of a dense-array field: `DenseI64Array` is declared for an attribute stored as
/// `array<i64: ...>` (MLIR's `DenseI64ArrayAttr`), read as a `Vec<i64>`, built from a `&[i64]`
/// and written `[1, 2]` where a format names it.
pub trait DenseArrayField: 'static {
    /// The element (`i64`, `bool`).
    type Element: Copy + 'static;
    /// The element type's width in bits.
    const WIDTH: u32;
    /// MLIR's summary of the attribute (`i64 dense array attribute`).
    const ATTR_SUMMARY: &'static str;
    /// An element as an integer of the width.
    fn to_bits(e: Self::Element) -> i64;
    /// An integer of the width as an element.
    fn from_bits(v: i64) -> Self::Element;

    /// The attribute holding `values`.
    fn to_attr(ctx: &Context, values: &[Self::Element]) -> Attribute {
        let element = IntegerType::get(ctx, Self::WIDTH);
        let values = values.iter().map(|&v| APInt::from_i64(Self::WIDTH, Self::to_bits(v))).collect();
        ctx.intern_attr(DenseArrayAttr { element, values })
    }

    /// The elements `attr` holds, if it is a dense array of this element type.
    fn from_attr(ctx: &Context, attr: Attribute) -> Option<Vec<Self::Element>> {
        let d = attr.dyn_cast::<DenseArrayAttr>(ctx)?;
        if d.element.dyn_cast::<IntegerType>(ctx).is_none_or(|t| t.width != Self::WIDTH) {
            return None;
        }
        let bits = |v: &APInt| if Self::WIDTH == 1 { v.try_to_u64().map(|b| b as i64) } else { v.try_to_i64() };
        d.values.iter().map(|v| bits(v).map(Self::from_bits)).collect()
    }
}

macro_rules! dense_array_field {
    ($(#[$doc:meta])* $name:ident, $el:ty, $width:literal, $summary:literal, $from:expr) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug)]
        pub struct $name;

        impl DenseArrayField for $name {
            type Element = $el;
            const WIDTH: u32 = $width;
            const ATTR_SUMMARY: &'static str = $summary;
            fn to_bits(e: $el) -> i64 {
                e as i64
            }
            fn from_bits(v: i64) -> $el {
                let f: fn(i64) -> $el = $from;
                f(v)
            }
        }
    };
}

dense_array_field!(
    /// A field holding `array<i1: ...>` (MLIR's `DenseBoolArrayAttr`), read as `Vec<bool>`.
    DenseBoolArray, bool, 1, "i1 dense array attribute", |v| v != 0
);
dense_array_field!(
    /// A field holding `array<i8: ...>` (MLIR's `DenseI8ArrayAttr`), read as `Vec<i8>`.
    DenseI8Array, i8, 8, "i8 dense array attribute", |v| v as i8
);
dense_array_field!(
    /// A field holding `array<i16: ...>` (MLIR's `DenseI16ArrayAttr`), read as `Vec<i16>`.
    DenseI16Array, i16, 16, "i16 dense array attribute", |v| v as i16
);
dense_array_field!(
    /// A field holding `array<i32: ...>` (MLIR's `DenseI32ArrayAttr`), read as `Vec<i32>`.
    DenseI32Array, i32, 32, "i32 dense array attribute", |v| v as i32
);
dense_array_field!(
    /// A field holding `array<i64: ...>` (MLIR's `DenseI64ArrayAttr`), read as `Vec<i64>`.
    DenseI64Array, i64, 64, "i64 dense array attribute", |v| v
);
