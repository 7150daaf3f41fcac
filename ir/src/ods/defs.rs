//! Run-time support for type, attribute, enum and dialect definitions (`#[derive(TypeDef)]`,
//! `#[derive(AttrDef)]`, `#[derive(EnumAttr)]`, `#[dialect]`): MLIR's `AttrOrTypeDef`,
//! `EnumAttr` and dialect ODS.
//!
//! The macros compile a definition's assembly format (`` `<` $elements `>` ``) into direct code;
//! what every definition shares lives here: how one parameter of each Rust type prints and parses
//! ([`FormatParam`]), the comma-separated `params` list ([`ParamListParser`],
//! [`ParamListPrinter`]), the `struct(...)` key parsing, the dialect hooks that dispatch on a
//! mnemonic ([`parse_dialect_type`], [`parse_dialect_attr`]), checked construction with the
//! definition's verifier, and the Markdown reference of a dialect ([`dialect_docs`]).
//!
//! Parameters are plain Rust values stored in the interned definition; this module does not
//! interpret formats at run time.

use crate::asm::lexer::TokenKind;
use crate::asm::AsmPrinter;
use crate::asm::{OpAsmParser, ParseResult, SMLoc};
use crate::attributes::{AttrDef, Attribute};
use crate::builtin::attributes::IntegerAttr;
use crate::builtin::types::IntegerType;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::types::{Type, TypeDef};
use std::borrow::Cow;

/// How one parameter of a type or attribute definition prints and parses in a declarative
/// format (`$param`, `params`, `struct(...)`): MLIR's `FieldParser` and the default printer.
///
/// Implemented for [`Type`] and [`Attribute`] (printed in full, as MLIR prints `Type` and
/// `Attribute` parameters), the integer types (`42`, `-1`), `bool` (`true`/`false`), `String`
/// (a quoted string), `Vec<T>` (a comma-separated, possibly empty list), `Option<T>` (nothing
/// when `None`), and every enum deriving `EnumAttr` (its keyword). Implement it for your own
/// parameter types, or use `custom<Name>(...)` in the format.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a parameter in a type or attribute assembly format",
    label = "no `FormatParam` impl for this parameter type",
    note = "implement `oxir::ods::defs::FormatParam` for `{Self}`, derive `EnumAttr` on it, or print and parse it with `custom<Name>($param)`"
)]
pub trait FormatParam: Sized {
    /// Prints the value.
    fn print_param(&self, p: &mut AsmPrinter<'_>);
    /// Parses a value; fails with a diagnostic at the current token.
    fn parse_param(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Self>;
    /// Parses a value if the current token can start one; `Ok(None)` otherwise.
    fn parse_optional_param(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Option<Self>>;
}

impl FormatParam for Type {
    fn print_param(&self, p: &mut AsmPrinter<'_>) {
        p.print_type(*self);
    }
    fn parse_param(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Self> {
        p.parse_type()
    }
    fn parse_optional_param(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Option<Self>> {
        p.parse_optional_type()
    }
}

/// Whether the current token can start an attribute (for optional attribute parameters): MLIR's
/// `parseOptionalAttribute` rule, which also takes a type as an attribute.
fn at_attribute_start(p: &OpAsmParser<'_, '_>) -> bool {
    p.fmt_at_attribute_start()
}

impl FormatParam for Attribute {
    fn print_param(&self, p: &mut AsmPrinter<'_>) {
        p.print_attribute(*self);
    }
    fn parse_param(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Self> {
        p.parse_attribute(None)
    }
    fn parse_optional_param(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Option<Self>> {
        if at_attribute_start(p) {
            p.parse_attribute(None).map(Some)
        } else {
            Ok(None)
        }
    }
}

macro_rules! integer_param {
    ($($t:ty),*) => {$(
        impl FormatParam for $t {
            fn print_param(&self, p: &mut AsmPrinter<'_>) {
                p.write_display(self);
            }
            fn parse_param(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Self> {
                match Self::parse_optional_param(p)? {
                    Some(v) => Ok(v),
                    None => Err(p.wrong_token_error("expected integer value")),
                }
            }
            fn parse_optional_param(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Option<Self>> {
                let at = p.get_current_location();
                match p.parse_optional_integer()? {
                    Some(v) => <$t>::try_from(v).map(Some).map_err(|_| {
                        p.emit_error(at, concat!("integer value out of range for `", stringify!($t), "`"))
                    }),
                    None => Ok(None),
                }
            }
        }
    )*};
}
integer_param!(i8, i16, i32, i64, u8, u16, u32, u64, usize, isize);

impl FormatParam for bool {
    fn print_param(&self, p: &mut AsmPrinter<'_>) {
        p.write(if *self { "true" } else { "false" });
    }
    fn parse_param(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Self> {
        match Self::parse_optional_param(p)? {
            Some(v) => Ok(v),
            None => Err(p.wrong_token_error("expected 'true' or 'false'")),
        }
    }
    fn parse_optional_param(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Option<Self>> {
        if p.eat_keyword("true") {
            Ok(Some(true))
        } else if p.eat_keyword("false") {
            Ok(Some(false))
        } else {
            Ok(None)
        }
    }
}

impl FormatParam for String {
    fn print_param(&self, p: &mut AsmPrinter<'_>) {
        p.print_escaped_string(self.as_bytes());
    }
    fn parse_param(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Self> {
        match Self::parse_optional_param(p)? {
            Some(v) => Ok(v),
            None => Err(p.emit_error(p.get_current_location(), "expected string")),
        }
    }
    fn parse_optional_param(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Option<Self>> {
        if !p.at(TokenKind::String) {
            return Ok(None);
        }
        let bytes = crate::asm::lexer::unescape_string(p.token_text());
        let s = String::from_utf8(bytes).map_err(|_| p.error_here("expected a UTF-8 string"))?;
        p.bump();
        Ok(Some(s))
    }
}

/// A parameter holding MLIR's `BoolAttr` (`OptionalParameter<"BoolAttr">`): written `true` or
/// `false`, parsed as any attribute and checked to be a boolean (`invalid kind of attribute
/// specified` otherwise), where a plain `bool` parameter reads only the two keywords.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BoolAttrParam(pub bool);

impl FormatParam for BoolAttrParam {
    fn print_param(&self, p: &mut AsmPrinter<'_>) {
        self.0.print_param(p);
    }
    fn parse_param(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Self> {
        let at = p.get_current_location();
        let a = p.parse_attribute(None)?;
        let ctx = p.ctx();
        let boolean = a
            .dyn_cast::<IntegerAttr>(ctx)
            .filter(|i| i.ty.dyn_cast::<IntegerType>(ctx).is_some_and(|t| t.width == 1))
            .map(|i| !i.value.is_zero());
        boolean.map(BoolAttrParam).ok_or_else(|| p.emit_error(at, "invalid kind of attribute specified"))
    }
    fn parse_optional_param(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Option<Self>> {
        if at_attribute_start(p) {
            Self::parse_param(p).map(Some)
        } else {
            Ok(None)
        }
    }
}

impl<T: FormatParam> FormatParam for Vec<T> {
    fn print_param(&self, p: &mut AsmPrinter<'_>) {
        for (i, v) in self.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            v.print_param(p);
        }
    }
    /// An empty list only before a closing `>`, `]`, `)` or `}`; anywhere else an element must
    /// be there (MLIR's lists are never empty), with its own parse error.
    fn parse_param(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Self> {
        let mut out = Vec::new();
        let first = match T::parse_optional_param(p)? {
            Some(first) => first,
            None if matches!(
                p.token().kind,
                TokenKind::Greater | TokenKind::RSquare | TokenKind::RParen | TokenKind::RBrace
            ) =>
            {
                return Ok(out)
            }
            None => T::parse_param(p)?,
        };
        out.push(first);
        while p.eat(TokenKind::Comma) {
            out.push(T::parse_param(p)?);
        }
        Ok(out)
    }
    fn parse_optional_param(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Option<Self>> {
        Self::parse_param(p).map(Some)
    }
}

impl<T: FormatParam> FormatParam for Option<T> {
    fn print_param(&self, p: &mut AsmPrinter<'_>) {
        if let Some(v) = self {
            v.print_param(p);
        }
    }
    fn parse_param(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Self> {
        T::parse_optional_param(p)
    }
    fn parse_optional_param(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Option<Self>> {
        T::parse_optional_param(p).map(|v| v.map(Some))
    }
}

/// A parameter holding an attribute of the definition `T`: an ODS parameter whose type is an
/// attribute class (`OptionalParameter<"LoopUnrollAttr">`, `"IntegerAttr"`). It prints as MLIR's
/// `printStrippedAttrOrType` does (the alias if there is one, else the body without the
/// `#dialect.mnemonic` prefix; a builtin attribute whole) and parses the body or a whole
/// attribute of kind `T` (`invalid kind of attribute specified` for another kind).
pub struct AttrOf<T> {
    attr: Attribute,
    _kind: std::marker::PhantomData<fn() -> T>,
}

impl<T: AttrDef> AttrOf<T> {
    /// `attr` if it is a `T`.
    pub fn new(ctx: &Context, attr: Attribute) -> Option<Self> {
        attr.isa::<T>(ctx).then_some(AttrOf { attr, _kind: std::marker::PhantomData })
    }
}

impl<T> AttrOf<T> {
    /// The attribute.
    pub fn attr(self) -> Attribute {
        self.attr
    }
}

impl<T> Clone for AttrOf<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for AttrOf<T> {}
impl<T> PartialEq for AttrOf<T> {
    fn eq(&self, other: &Self) -> bool {
        self.attr == other.attr
    }
}
impl<T> Eq for AttrOf<T> {}
impl<T> std::hash::Hash for AttrOf<T> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.attr.hash(state);
    }
}
impl<T> std::fmt::Debug for AttrOf<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.attr.fmt(f)
    }
}
impl<T> From<AttrOf<T>> for Attribute {
    fn from(a: AttrOf<T>) -> Attribute {
        a.attr
    }
}

impl<T: AttrDefinition> FormatParam for AttrOf<T> {
    fn print_param(&self, p: &mut AsmPrinter<'_>) {
        crate::ods::format::print_stripped_attr::<T>(p, self.attr);
    }
    fn parse_param(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Self> {
        let attr = crate::ods::format::parse_attr_with_fallback::<T>(p, None)?;
        Ok(AttrOf { attr, _kind: std::marker::PhantomData })
    }
    /// Present when the next token is `#` (an alias or the whole attribute) or `<` (a body); a
    /// builtin attribute (which has no stripped form) when an attribute can start there.
    fn parse_optional_param(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Option<Self>> {
        let present = if T::DIALECT == "builtin" {
            at_attribute_start(p)
        } else {
            p.at(TokenKind::HashIdent) || p.at(TokenKind::Less)
        };
        if present {
            Self::parse_param(p).map(Some)
        } else {
            Ok(None)
        }
    }
}

/// Prints the `params` directive and `struct(...)` entries: a `, ` between present entries.
#[derive(Default)]
pub struct ParamListPrinter {
    any: bool,
}

impl ParamListPrinter {
    /// Writes the separator before an entry (nothing before the first).
    pub fn separator(&mut self, p: &mut AsmPrinter<'_>) {
        if self.any {
            p.write(", ");
        }
        self.any = true;
    }
}

/// Parses the `params` directive: parameters in declaration order separated by commas, where
/// optional and default-valued parameters may be absent.
#[derive(Default)]
pub struct ParamListParser {
    any: bool,
    comma_pending: bool,
}

/// What a definition's parser adds to the error of a parameter that failed to parse (MLIR's
/// second error, see [`param_parse_error`]).
pub type OnParamError = fn(&OpAsmParser<'_, '_>, Diagnostic) -> Diagnostic;

impl ParamListParser {
    /// Parses a parameter that must be present; `on_error` amends its parse error (not that of
    /// the `,` before it).
    pub fn required<T: FormatParam>(&mut self, p: &mut OpAsmParser<'_, '_>, on_error: OnParamError) -> ParseResult<T> {
        if self.any && !self.comma_pending {
            p.expect(TokenKind::Comma, "expected ','")?;
        }
        self.comma_pending = false;
        self.any = true;
        T::parse_param(p).map_err(|e| on_error(p, e))
    }

    /// Parses a parameter that may be absent; `on_error` amends its parse error.
    pub fn optional<T: FormatParam>(
        &mut self,
        p: &mut OpAsmParser<'_, '_>,
        on_error: OnParamError,
    ) -> ParseResult<Option<T>> {
        if self.any && !self.comma_pending {
            if !p.eat(TokenKind::Comma) {
                return Ok(None);
            }
            self.comma_pending = true;
        }
        let v = T::parse_optional_param(p).map_err(|e| on_error(p, e))?;
        if v.is_some() {
            self.comma_pending = false;
            self.any = true;
        }
        Ok(v)
    }

    /// Checks no `,` was left without a parameter after it.
    pub fn finish(self, p: &mut OpAsmParser<'_, '_>) -> ParseResult<()> {
        if self.comma_pending {
            return Err(p.wrong_token_error("expected a parameter after ','"));
        }
        Ok(())
    }
}

/// MLIR's second error after a definition's parameter failed to parse, at where the parser
/// stopped: `failed to parse LoopUnrollAttr parameter 'count' which is to be a `IntegerAttr``
/// (`def` is the definition's ODS name, `cpp_type` the parameter's C++ type), after `err`.
pub fn param_parse_error(
    p: &OpAsmParser<'_, '_>,
    err: Diagnostic,
    def: &str,
    param: &str,
    cpp_type: &str,
) -> Diagnostic {
    let at = p.get_current_location();
    err.followed_by(
        p.emit_error(at, format!("failed to parse {def} parameter '{param}' which is to be a `{cpp_type}`")),
    )
}

/// Whether the current token can be a `struct(...)` key.
pub fn at_struct_key(p: &OpAsmParser<'_, '_>) -> bool {
    matches!(p.token().kind, TokenKind::BareIdent | TokenKind::IntType)
}

/// Parses `key =` of a `struct(...)` entry; returns the key and its offset.
pub fn parse_struct_key<'s>(p: &mut OpAsmParser<'_, 's>) -> ParseResult<(&'s str, SMLoc)> {
    if !at_struct_key(p) {
        return Err(p.wrong_token_error("expected a parameter name in struct"));
    }
    let at = p.get_current_location();
    let key = p.token_text();
    p.bump();
    p.expect(TokenKind::Equal, "expected '=' after struct parameter name")?;
    Ok((key, at))
}

/// Parses a definition's mnemonic (the keyword after `!dialect.` / `#dialect.`); returns it and
/// its offset.
pub fn parse_mnemonic<'s>(p: &mut OpAsmParser<'_, 's>) -> ParseResult<(&'s str, SMLoc)> {
    let at = p.get_current_location();
    if !matches!(p.token().kind, TokenKind::BareIdent | TokenKind::IntType) {
        return Err(p.emit_error(at, "expected valid keyword"));
    }
    let m = p.token_text();
    p.bump();
    Ok((m, at))
}

/// What the `TypeDef` derive adds to a type definition: parsing of its body, its verifier and
/// its docs, which the `#[dialect]` macro and [`parse_dialect_type`] use.
pub trait TypeDefinition: TypeDef + Sized {
    /// The summary line of the docs.
    const SUMMARY: &'static str;
    /// Parses what follows the mnemonic (`<...>`), verifies and interns the type; `start` is the
    /// offset of the mnemonic. The derived parsers report verification errors where the body
    /// begins, as MLIR's generated ones do (`odsLoc`).
    fn parse_body(p: &mut OpAsmParser<'_, '_>, start: SMLoc) -> ParseResult<Type>;
    /// Prints what [`Self::parse_body`] reads: the type without its `!dialect.mnemonic` prefix
    /// (MLIR's generated `Type::print`; the llvm dialect writes nested types as `mnemonic` and
    /// this). The default prints the whole type.
    fn print_body(&self, p: &mut AsmPrinter<'_>) {
        self.print(p);
    }
    /// Checks the parameters (MLIR's `verify`); the message becomes an error diagnostic.
    fn verify(&self, ctx: &Context) -> Result<(), String>;
    /// The Markdown reference of the type.
    fn docs() -> &'static str;
}

/// What the `AttrDef` derive (and `EnumAttr` with `attr = "..."`) adds to an attribute
/// definition: see [`TypeDefinition`].
pub trait AttrDefinition: AttrDef + Sized {
    /// The summary line of the docs.
    const SUMMARY: &'static str;
    /// Parses what follows the mnemonic, verifies and interns the attribute; `ty` is the type
    /// written after it (`#toy.x<...> : i32`), if any.
    fn parse_body(p: &mut OpAsmParser<'_, '_>, start: SMLoc, ty: Option<Type>) -> ParseResult<Attribute>;
    /// Prints what [`Self::parse_body`] reads: the attribute without its `#dialect.mnemonic`
    /// prefix (MLIR's `Attribute::print`, which `printStrippedAttrOrType` writes in op formats).
    /// The default prints the whole attribute.
    fn print_body(&self, p: &mut AsmPrinter<'_>) {
        self.print(p);
    }
    /// Checks the parameters; the message becomes an error diagnostic.
    fn verify(&self, ctx: &Context) -> Result<(), String>;
    /// The Markdown reference of the attribute.
    fn docs() -> &'static str;
}

/// Parses the body of a type definition after its mnemonic.
pub type TypeBodyParseFn = fn(&mut OpAsmParser<'_, '_>, SMLoc) -> ParseResult<Type>;
/// Parses the body of an attribute definition after its mnemonic.
pub type AttrBodyParseFn = fn(&mut OpAsmParser<'_, '_>, SMLoc, Option<Type>) -> ParseResult<Attribute>;

/// A dialect's type parser hook: reads the mnemonic and hands the rest to the definition of that
/// name, or reports MLIR's ``unknown  type `x` in dialect `ns` `` at the mnemonic.
pub fn parse_dialect_type(
    p: &mut OpAsmParser<'_, '_>,
    namespace: &str,
    types: &[(&str, TypeBodyParseFn)],
) -> ParseResult<Type> {
    let (mnemonic, at) = parse_mnemonic(p)?;
    match types.iter().find(|(m, _)| *m == mnemonic) {
        Some((_, parse)) => p.with_def_name_loc(at, |p| parse(p, at)),
        None => Err(p.emit_error(at, format!("unknown  type `{mnemonic}` in dialect `{namespace}`"))),
    }
}

/// A dialect's attribute parser hook: see [`parse_dialect_type`].
pub fn parse_dialect_attr(
    p: &mut OpAsmParser<'_, '_>,
    ty: Option<Type>,
    namespace: &str,
    attrs: &[(&str, AttrBodyParseFn)],
) -> ParseResult<Attribute> {
    let (mnemonic, at) = parse_mnemonic(p)?;
    match attrs.iter().find(|(m, _)| *m == mnemonic) {
        Some((_, parse)) => p.with_def_name_loc(at, |p| parse(p, at, ty)),
        None => Err(p.emit_error(at, format!("unknown attribute `{mnemonic}` in dialect `{namespace}`"))),
    }
}

/// Verifies a parsed type definition (errors point at `start`) and interns it.
pub fn finish_parsed_type<T: TypeDefinition>(p: &mut OpAsmParser<'_, '_>, start: SMLoc, def: T) -> ParseResult<Type> {
    if let Err(m) = def.verify(p.ctx()) {
        return Err(p.emit_error(start, m));
    }
    Ok(p.ctx().intern_type(def))
}

/// Verifies a parsed attribute definition (errors point at `start`) and interns it.
pub fn finish_parsed_attr<T: AttrDefinition>(
    p: &mut OpAsmParser<'_, '_>,
    start: SMLoc,
    def: T,
) -> ParseResult<Attribute> {
    if let Err(m) = def.verify(p.ctx()) {
        return Err(p.emit_error(start, m));
    }
    Ok(p.ctx().intern_attr(def))
}

/// MLIR's `getChecked`: verifies `def` and interns it, or returns the verifier's message as an
/// error at `loc`.
pub fn get_checked_type<T: TypeDefinition>(ctx: &Context, loc: Attribute, def: T) -> Result<Type, Diagnostic> {
    def.verify(ctx).map_err(|m| Diagnostic::error(loc, m))?;
    Ok(ctx.intern_type(def))
}

/// MLIR's `getChecked` for attributes: see [`get_checked_type`].
pub fn get_checked_attr<T: AttrDefinition>(ctx: &Context, loc: Attribute, def: T) -> Result<Attribute, Diagnostic> {
    def.verify(ctx).map_err(|m| Diagnostic::error(loc, m))?;
    Ok(ctx.intern_attr(def))
}

/// The type written after a typed attribute (`#toy.x<...> : i32`), required.
pub fn require_attr_type(p: &OpAsmParser<'_, '_>, start: SMLoc, ty: Option<Type>) -> ParseResult<Type> {
    ty.ok_or_else(|| p.emit_error(start, "expected ':' and the type of the attribute after it"))
}

/// One case of an enum: its keyword, its integer value and the Rust variant.
#[derive(Copy, Clone, Debug)]
pub struct EnumCase<E: 'static> {
    /// The keyword, e.g. `eq`.
    pub name: &'static str,
    /// The integer value, e.g. `0`.
    pub value: i64,
    /// The variant.
    pub variant: E,
}

/// What `#[derive(EnumAttr)]` implements: an enum of named integer cases (MLIR's
/// `I64EnumAttr`/`I32EnumAttr`), stored in ops as an integer attribute.
pub trait EnumAttrCases: Copy + Eq + 'static {
    /// The Rust name of the enum (the docs' heading).
    const ENUM_NAME: &'static str;
    /// The enum as MLIR's parse errors name it, its C++ type (`::mlir::arith::FastMathFlags`,
    /// from `#[enum_attr(cpp_type = "...")]`); the Rust name by default.
    const CPP_TYPE: &'static str = Self::ENUM_NAME;
    /// The summary line of the docs.
    const SUMMARY: &'static str;
    /// The width of the integer attribute storing the enum (64 for `I64EnumAttr`).
    const WIDTH: u32;
    /// Every case, in declaration order.
    const CASES: &'static [EnumCase<Self>];
    /// Whether this is a bit enum (cases are flags combined with a separator).
    const BITS: bool = false;

    /// The integer attribute storing `self` (`0 : i64`).
    fn to_int_attr(self, ctx: &Context) -> Attribute {
        let ty = IntegerType::get(ctx, Self::WIDTH);
        let v = Self::CASES.iter().find(|c| c.variant == self).map_or(0, |c| c.value);
        IntegerAttr::from_i64(ctx, ty, v)
    }

    /// The case an integer attribute stores, if it is one of the cases.
    fn from_int_attr(ctx: &Context, attr: Attribute) -> Option<Self> {
        let i = attr.dyn_cast::<IntegerAttr>(ctx)?;
        let v = i.value.try_to_i64()?;
        Self::CASES.iter().find(|c| c.value == v).map(|c| c.variant)
    }

    /// Whether `attr` is an integer attribute of the right width holding one of the cases
    /// (the constraint an op attribute of this enum checks).
    fn is_valid_int_attr(ctx: &Context, attr: Attribute) -> bool {
        attr.dyn_cast::<IntegerAttr>(ctx).is_some_and(|i| {
            i.ty.dyn_cast::<IntegerType>(ctx).is_some_and(|t| t.width == Self::WIDTH)
                && i.value.try_to_i64().is_some_and(|v| Self::CASES.iter().any(|c| c.value == v))
        })
    }
}

/// MLIR's summary of an integer enum attribute constraint:
/// `allowed 64-bit signless integer cases: 0, 1, 2`.
pub fn enum_int_attr_summary<E: EnumAttrCases>() -> String {
    let values: Vec<String> = E::CASES.iter().map(|c| c.value.to_string()).collect();
    format!("allowed {}-bit signless integer cases: {}", E::WIDTH, values.join(", "))
}

/// Parses the keyword of an enum case, or reports MLIR's
/// `expected Name to be one of: a, b, c` (with the `custom op` prefix inside an op's format).
pub fn parse_enum_keyword<E: EnumAttrCases>(p: &mut OpAsmParser<'_, '_>) -> ParseResult<E> {
    match parse_optional_enum_keyword::<E>(p)? {
        Some(v) => Ok(v),
        None => {
            let at = p.get_current_location();
            Err(not_a_case::<E>(p, at))
        }
    }
}

/// Prints an enum case in a type or attribute parameter as MLIR's generated `operator<<` does:
/// bare when it is a keyword (`all`), quoted otherwise (`"non-leaf"`).
pub fn print_enum_keyword(p: &mut AsmPrinter<'_>, s: &str) {
    let bare = s.is_empty()
        || (s.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
            && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.'));
    if bare {
        p.write(s);
    } else {
        p.print_escaped_string(s.as_bytes());
    }
}

/// Parses an enum case in a type or attribute parameter, a keyword or a string (MLIR's
/// `FieldParser` of an enum, `parseKeywordOrString`): `expected valid keyword or string`
/// when there is none, else, with the word consumed, `expected Name to be one of: a, b, c`
/// at its start when it is no case.
pub fn parse_enum_keyword_or_string<E: EnumAttrCases>(p: &mut OpAsmParser<'_, '_>) -> ParseResult<E> {
    let at = p.get_current_location();
    let word = parse_keyword_or_string(p)?;
    match E::CASES.iter().find(|c| c.name.as_bytes() == &*word) {
        Some(c) => Ok(c.variant),
        None => Err(not_a_case::<E>(p, at)),
    }
}

/// Parses an enum case as MLIR's generated `FieldParser` of an enum does when the enum is a
/// plain parameter of an attribute definition (LLVM's `#llvm.linkage<...>`), rather than an
/// `EnumParameter`: a keyword or a string, else `expected keyword for <description>` where the
/// word should be; an unknown word is consumed and reported at its start as
/// `expected one of [a, b, c] for <description>, got: word`.
pub fn parse_enum_field<E: EnumAttrCases>(p: &mut OpAsmParser<'_, '_>, description: &str) -> ParseResult<E> {
    let at = p.get_current_location();
    if !matches!(p.token().kind, TokenKind::BareIdent | TokenKind::IntType | TokenKind::String) {
        return Err(p.emit_error(at, format!("expected keyword for {description}")));
    }
    let word = parse_keyword_or_string(p)?;
    match E::CASES.iter().find(|c| c.name.as_bytes() == &*word) {
        Some(c) => Ok(c.variant),
        None => {
            let names: Vec<&str> = E::CASES.iter().map(|c| c.name).collect();
            let got = String::from_utf8_lossy(&word);
            Err(p.emit_error(at, format!("expected one of [{}] for {description}, got: {got}", names.join(", "))))
        }
    }
}

/// MLIR's `parseKeywordOrString`: a bare keyword or a string literal's bytes, consumed.
/// A keyword is borrowed from the source; only a string with its escapes is copied.
fn parse_keyword_or_string<'s>(p: &mut OpAsmParser<'_, 's>) -> ParseResult<Cow<'s, [u8]>> {
    let word = match p.token().kind {
        TokenKind::BareIdent | TokenKind::IntType => Cow::Borrowed(p.token_text().as_bytes()),
        TokenKind::String => Cow::Owned(crate::asm::lexer::unescape_string(p.token_text())),
        _ => {
            let at = p.get_current_location();
            return Err(p.emit_error(at, "expected valid keyword or string"));
        }
    };
    p.bump();
    Ok(word)
}

/// `expected Name to be one of: a, b, c` at `at`.
fn not_a_case<E: EnumAttrCases>(p: &OpAsmParser<'_, '_>, at: SMLoc) -> Diagnostic {
    let names: Vec<&str> = E::CASES.iter().map(|c| c.name).collect();
    p.emit_error(at, format!("expected {} to be one of: {}", E::CPP_TYPE, names.join(", ")))
}

/// Parses an enum case written as a keyword or a string if the current token is one.
pub fn parse_optional_enum_keyword_or_string<E: EnumAttrCases>(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Option<E>> {
    if !p.at(TokenKind::String) {
        return parse_optional_enum_keyword::<E>(p);
    }
    let text = crate::asm::lexer::unescape_string(p.token_text());
    match E::CASES.iter().find(|c| c.name.as_bytes() == text.as_slice()) {
        Some(c) => {
            p.bump();
            Ok(Some(c.variant))
        }
        None => Ok(None),
    }
}

/// Parses the keyword of an enum case if the current token is one.
pub fn parse_optional_enum_keyword<E: EnumAttrCases>(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Option<E>> {
    if !matches!(p.token().kind, TokenKind::BareIdent | TokenKind::IntType) {
        return Ok(None);
    }
    let text = p.token_text();
    match E::CASES.iter().find(|c| c.name == text) {
        Some(c) => {
            p.bump();
            Ok(Some(c.variant))
        }
        None => Ok(None),
    }
}

/// A set of flags of a bit enum (MLIR's `BitEnumAttr`), e.g. `#arith.fastmath<nnan,ninf>`.
pub trait BitEnumCases: EnumAttrCases {
    /// What separates flags when printed (`,` for `fastmath`, `|` by default).
    const SEPARATOR: &'static str;
}

/// The keywords of the flags set in `bits`, as MLIR's `stringifyEnum` of a bit enum lists them:
/// the case of value `0` alone when nothing is set, else the multi-bit cases contained in `bits`
/// first (in declaration order, taking their bits), then the single-bit ones.
pub fn bit_enum_keywords<E: EnumAttrCases>(bits: i64) -> Vec<&'static str> {
    let mut out = Vec::new();
    each_bit_enum_keyword::<E>(bits, |k| out.push(k));
    out
}

/// Writes the keywords of `bits` ([`bit_enum_keywords`]) separated by `separator` through
/// `write`, without collecting them: what a printer of a bit enum does for every op it prints.
pub fn write_bit_enum_keywords<E: EnumAttrCases>(bits: i64, separator: &str, mut write: impl FnMut(&str)) {
    let mut first = true;
    each_bit_enum_keyword::<E>(bits, |k| {
        if !first {
            write(separator);
        }
        first = false;
        write(k);
    });
}

/// Calls `f` with each keyword of `bits`, in [`bit_enum_keywords`]'s order.
fn each_bit_enum_keyword<E: EnumAttrCases>(bits: i64, mut f: impl FnMut(&'static str)) {
    if bits == 0 {
        if let Some(c) = E::CASES.iter().find(|c| c.value == 0) {
            f(c.name);
        }
        return;
    }
    let mut left = bits;
    for c in E::CASES.iter().filter(|c| c.value.count_ones() > 1) {
        if c.value & bits == c.value && c.value & left != 0 {
            f(c.name);
            left &= !c.value;
        }
    }
    for c in E::CASES.iter().filter(|c| c.value.count_ones() == 1) {
        if c.value & left != 0 {
            f(c.name);
            left &= !c.value;
        }
    }
}

/// Parses flags of a bit enum separated by `separator` (`,` or `|`) into their union.
/// As MLIR's generated parser does, every flag is read before any is checked, and an unknown one
/// is reported at the start of the list.
pub fn parse_bit_enum<E: EnumAttrCases>(p: &mut OpAsmParser<'_, '_>, separator: &str) -> ParseResult<i64> {
    let sep = if separator.trim() == "|" { TokenKind::VerticalBar } else { TokenKind::Comma };
    let at = p.get_current_location();
    let mut words: smallvec::SmallVec<[Cow<'_, [u8]>; 4]> = smallvec::smallvec![parse_keyword_or_string(p)?];
    while p.eat(sep) {
        words.push(parse_keyword_or_string(p)?);
    }
    let mut bits = 0;
    for w in words {
        match E::CASES.iter().find(|c| c.name.as_bytes() == &*w) {
            Some(c) => bits |= c.value,
            None => return Err(not_a_case::<E>(p, at)),
        }
    }
    Ok(bits)
}

/// The Markdown reference of an enum: summary and the cases table of MLIR's docs.
pub fn enum_docs<E: EnumAttrCases>() -> String {
    let mut s = format!("### {}\n\n", E::ENUM_NAME);
    if !E::SUMMARY.is_empty() {
        s.push_str(&format!("_{}_\n\n", E::SUMMARY));
    }
    s.push_str("#### Cases:\n\n| Symbol | Value | String |\n| :----: | :---: | ------ |\n");
    for c in E::CASES {
        s.push_str(&format!("| {} | `{}` | {} |\n", c.name, c.value, c.name));
    }
    s.push('\n');
    s
}

/// The Markdown reference of a dialect, laid out as `mlir-tblgen -gen-dialect-doc` lays it out:
/// a `# 'ns' Dialect` title, the description, then the operations, types, attributes and enums.
pub fn dialect_docs(
    namespace: &str,
    description: &str,
    ops: &[&str],
    types: &[&str],
    attrs: &[&str],
    enums: &[String],
) -> String {
    let mut s = format!("# '{namespace}' Dialect\n\n");
    if !description.is_empty() {
        s.push_str(description.trim_end());
        s.push_str("\n\n");
    }
    s.push_str("[TOC]\n\n");
    let sections: [(&str, Vec<&str>); 4] = [
        ("Operations", ops.to_vec()),
        ("Types", types.to_vec()),
        ("Attributes", attrs.to_vec()),
        ("Enums", enums.iter().map(String::as_str).collect()),
    ];
    for (title, docs) in sections {
        if docs.is_empty() {
            continue;
        }
        s.push_str(&format!("## {title}\n\n"));
        for d in docs {
            s.push_str(d.trim_end());
            s.push_str("\n\n");
        }
    }
    s.truncate(s.trim_end().len());
    s.push('\n');
    s
}

/// Fills the summary slots (`\u{1}N\u{1}`) of an op's generated reference with the summaries
/// of its constraints, computed at run time because composed constraints build theirs.
pub fn fill_constraint_summaries(template: &str, summaries: &[String]) -> String {
    let mut out = String::with_capacity(template.len());
    let mut parts = template.split('\u{1}');
    out.push_str(parts.next().unwrap_or_default());
    while let (Some(index), Some(text)) = (parts.next(), parts.next()) {
        out.push_str(index.parse::<usize>().ok().and_then(|i| summaries.get(i)).map_or("", String::as_str));
        out.push_str(text);
    }
    out
}
