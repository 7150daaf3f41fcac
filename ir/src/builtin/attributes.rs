//! The builtin attributes (other than dense elements, affine and location attributes, which have
//! modules of their own), each a plain struct implementing [`AttrDef`].

use crate::asm::printer::TypeElision;
use crate::asm::AsmPrinter;
use crate::attributes::{Attribute, NamedAttribute};
use crate::builtin::types::{IntegerType, NoneType, Signedness, DYNAMIC};
use crate::context::Context;
use crate::intern::Identifier;
use crate::numeric::{APFloat, APInt};
use crate::types::Type;
use oxir_macros::AttrDef;

macro_rules! builtin_attr {
    ($t:ty, $name:literal) => {
        impl $t {
            /// The attribute's name in the builtin dialect.
            pub const MNEMONIC: &'static str = $name;
        }
    };
}

/// `unit`: an attribute whose presence is its meaning.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "unit",
    prefix = "",
    printer = UnitAttr::print_syntax,
    parser = UnitAttr::parse_syntax,
    skip_default_builders
)]
pub struct UnitAttr;

impl UnitAttr {
    /// The unit attribute.
    pub fn get(ctx: &Context) -> Attribute {
        ctx.intern_attr(UnitAttr)
    }
}

impl UnitAttr {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write("unit");
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_attr()
    }
}

/// An integer constant of an integer or index type; `true`/`false` when the type is `i1`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "integer",
    prefix = "",
    printer = IntegerAttr::print_syntax,
    parser = IntegerAttr::parse_syntax,
    type_of = IntegerAttr::type_of,
    skip_default_builders
)]
pub struct IntegerAttr {
    /// The type (an integer or `index`).
    pub ty: Type,
    /// The value, as wide as the type (64 bits for `index`).
    pub value: APInt,
}
builtin_attr!(IntegerAttr, "integer");

impl IntegerAttr {
    /// An integer attribute of type `ty` holding `value`. A zero-width integer (`i0`) has the one
    /// value 0 (`APInt` keeps at least one bit, so folds that truncate to `i0` are normalized
    /// here).
    pub fn get(ctx: &Context, ty: Type, value: APInt) -> Attribute {
        let value = match ty.dyn_cast::<IntegerType>(ctx) {
            Some(t) if t.width == 0 && !value.is_zero() => APInt::from_i64(0, 0),
            _ => value,
        };
        ctx.intern_attr(IntegerAttr { ty, value })
    }

    /// An integer attribute from an `i64`, truncated or sign-extended to the type's width.
    pub fn from_i64(ctx: &Context, ty: Type, value: i64) -> Attribute {
        let width = ty.dyn_cast::<IntegerType>(ctx).map_or(64, |t| t.width);
        Self::get(ctx, ty, APInt::from_i64(width, value))
    }

    /// The boolean attribute `true` or `false` (an `i1` integer).
    pub fn bool(ctx: &Context, value: bool) -> Attribute {
        Self::get(ctx, IntegerType::get(ctx, 1), APInt::from_u64(1, value as u64))
    }
}

impl IntegerAttr {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        let int = self.ty.dyn_cast::<IntegerType>(p.ctx()).copied();
        if let Some(IntegerType { width: 1, signedness: Signedness::Signless }) = int {
            p.write(if self.value.is_zero() { "false" } else { "true" });
            return;
        }
        let unsigned = matches!(int, Some(IntegerType { signedness: Signedness::Unsigned, .. }));
        p.write(&self.value.to_string_radix(10, !unsigned));
        if p.type_elision() == TypeElision::May
            && matches!(int, Some(IntegerType { width: 64, signedness: Signedness::Signless }))
        {
            return;
        }
        p.print_attr_type_suffix(self.ty);
    }

    /// The type the attribute carries (MLIR's `TypedAttr`).
    fn type_of(&self) -> Option<Type> {
        Some(self.ty)
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_attr()
    }
}

/// A floating-point constant of a float type.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "float",
    prefix = "",
    printer = FloatAttr::print_syntax,
    parser = FloatAttr::parse_syntax,
    type_of = FloatAttr::type_of,
    skip_default_builders
)]
pub struct FloatAttr {
    /// The float type.
    pub ty: Type,
    /// The value, in the type's semantics.
    pub value: APFloat,
}
builtin_attr!(FloatAttr, "float");

impl FloatAttr {
    /// A float attribute of type `ty` holding `value`.
    pub fn get(ctx: &Context, ty: Type, value: APFloat) -> Attribute {
        ctx.intern_attr(FloatAttr { ty, value })
    }
}

impl FloatAttr {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        let (text, hex) = self.value.to_mlir_string_with_kind();
        p.write(&text);
        let is_f64 = self
            .ty
            .dyn_cast::<crate::builtin::types::FloatType>(p.ctx())
            .is_some_and(|f| f.kind == crate::builtin::types::FloatKind::F64);
        if p.type_elision() == TypeElision::May && is_f64 && !hex {
            return;
        }
        p.print_attr_type_suffix(self.ty);
    }

    /// The type the attribute carries (MLIR's `TypedAttr`).
    fn type_of(&self) -> Option<Type> {
        Some(self.ty)
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_attr()
    }
}

/// A string constant, optionally typed (`"abc"`, `"abc" : i32`). Holds bytes: MLIR strings may
/// contain any byte through `\XX` escapes.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "string",
    prefix = "",
    printer = StringAttr::print_syntax,
    parser = StringAttr::parse_syntax,
    type_of = StringAttr::type_of,
    skip_default_builders
)]
pub struct StringAttr {
    /// The bytes of the string.
    pub value: Box<[u8]>,
    /// Its type; `None` stands for MLIR's default `none` type.
    pub ty: Option<Type>,
}
builtin_attr!(StringAttr, "string");

impl StringAttr {
    /// An untyped string attribute.
    pub fn get(ctx: &Context, value: &str) -> Attribute {
        ctx.intern_attr(StringAttr { value: value.as_bytes().into(), ty: None })
    }

    /// The string value of `attr` if it is a string attribute and valid UTF-8.
    pub fn value_of(ctx: &Context, attr: Attribute) -> Option<&str> {
        std::str::from_utf8(&attr.dyn_cast::<StringAttr>(ctx)?.value).ok()
    }
}

impl StringAttr {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.print_escaped_string(&self.value);
        if let Some(t) = self.ty {
            if !t.isa::<NoneType>(p.ctx()) {
                p.print_attr_type_suffix(t);
            }
        }
    }

    /// The type the attribute carries (MLIR's `TypedAttr`).
    fn type_of(&self) -> Option<Type> {
        self.ty
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_attr()
    }
}

/// `[a, b, c]`: an ordered list of attributes.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "array",
    prefix = "",
    printer = ArrayAttr::print_syntax,
    parser = ArrayAttr::parse_syntax,
    skip_default_builders
)]
pub struct ArrayAttr {
    /// The elements.
    pub elements: Vec<Attribute>,
}
builtin_attr!(ArrayAttr, "array");

impl ArrayAttr {
    /// Interns an array attribute.
    pub fn get(ctx: &Context, elements: Vec<Attribute>) -> Attribute {
        ctx.intern_attr(ArrayAttr { elements })
    }
}

impl ArrayAttr {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write("[");
        for (i, &a) in self.elements.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_attribute_elided(a);
        }
        p.write("]");
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_attr()
    }
}

/// `{a = 1 : i32, b}`: named attributes with unique names, kept sorted by name.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "dictionary",
    prefix = "",
    printer = DictionaryAttr::print_syntax,
    parser = DictionaryAttr::parse_syntax,
    skip_default_builders
)]
pub struct DictionaryAttr {
    /// The entries, sorted by name.
    pub entries: Vec<NamedAttribute>,
}
builtin_attr!(DictionaryAttr, "dictionary");

impl DictionaryAttr {
    /// Interns a dictionary; the entries are sorted by name (later duplicates win).
    pub fn get(ctx: &Context, mut entries: Vec<NamedAttribute>) -> Attribute {
        if entries.is_empty() {
            return ctx.empty_dict;
        }
        if !entries.windows(2).all(|w| ctx.ident_str(w[0].name) < ctx.ident_str(w[1].name)) {
            entries.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
            entries.dedup_by(|b, a| {
                if a.name == b.name {
                    a.value = b.value;
                    true
                } else {
                    false
                }
            });
        }
        ctx.intern_attr(DictionaryAttr { entries })
    }

    /// The entries of `dict` (empty if it is not a dictionary).
    pub fn entries(ctx: &Context, dict: Attribute) -> &[NamedAttribute] {
        dict.dyn_cast::<DictionaryAttr>(ctx).map_or(&[], |d| &d.entries)
    }

    /// The value of entry `name` in `dict`.
    pub fn lookup(ctx: &Context, dict: Attribute, name: &str) -> Option<Attribute> {
        let entries = Self::entries(ctx, dict);
        entries.binary_search_by(|e| ctx.ident_str(e.name).cmp(name)).ok().map(|i| entries[i].value)
    }
}

impl DictionaryAttr {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write("{");
        p.print_named_attributes(&self.entries);
        p.write("}");
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_attr()
    }
}

/// A type used as an attribute value.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "type",
    prefix = "",
    printer = TypeAttr::print_syntax,
    parser = TypeAttr::parse_syntax,
    skip_default_builders
)]
pub struct TypeAttr {
    /// The type.
    pub ty: Type,
}
builtin_attr!(TypeAttr, "type");

impl TypeAttr {
    /// Interns a type attribute.
    pub fn get(ctx: &Context, ty: Type) -> Attribute {
        ctx.intern_attr(TypeAttr { ty })
    }
}

impl TypeAttr {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.print_type(self.ty);
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_attr()
    }
}

/// `@root::@nested`: a reference to a symbol, possibly through nested symbol tables.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "symbol_ref",
    prefix = "",
    printer = SymbolRefAttr::print_syntax,
    parser = SymbolRefAttr::parse_syntax,
    skip_default_builders
)]
pub struct SymbolRefAttr {
    /// The symbol in the nearest symbol table.
    pub root: Identifier,
    /// Symbols nested inside `root`, outermost first.
    pub nested: Vec<Identifier>,
}
builtin_attr!(SymbolRefAttr, "symbol_ref");

impl SymbolRefAttr {
    /// A flat symbol reference `@name`.
    pub fn flat(ctx: &Context, name: &str) -> Attribute {
        ctx.intern_attr(SymbolRefAttr { root: ctx.ident(name), nested: Vec::new() })
    }
}

impl SymbolRefAttr {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.print_symbol_name(self.root);
        for &n in &self.nested {
            p.write("::");
            p.print_symbol_name(n);
        }
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_attr()
    }
}

/// `array<i32: 1, 2>`: a dense one-dimensional array of integers or floats.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "dense_array",
    prefix = "",
    printer = DenseArrayAttr::print_syntax,
    parser = DenseArrayAttr::parse_syntax,
    skip_default_builders
)]
pub struct DenseArrayAttr {
    /// The element type (an integer or float type).
    pub element: Type,
    /// The elements, as integers of the element type's width (floats by their bits).
    pub values: Vec<APInt>,
}
builtin_attr!(DenseArrayAttr, "dense_array");

impl DenseArrayAttr {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write("array<");
        p.print_type(self.element);
        if !self.values.is_empty() {
            p.write(": ");
            self.print_elements(p);
        }
        p.write(">");
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_attr()
    }
}

impl DenseArrayAttr {
    /// Prints the elements, comma-separated (`1, 2`, `true, false`, `1.5`): the body of both
    /// `array<i64: 1, 2>` and the short form `[1, 2]` of an op's assembly format.
    pub fn print_elements(&self, p: &mut AsmPrinter<'_>) {
        let ctx = p.ctx();
        let float = self.element.dyn_cast::<crate::builtin::types::FloatType>(ctx).map(|f| f.kind);
        let int = self.element.dyn_cast::<IntegerType>(ctx).copied();
        for (i, v) in self.values.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            match (float, int) {
                (Some(kind), _) => {
                    let f = APFloat::from_bits(kind.semantics(), v);
                    p.write(&f.to_mlir_string_with_kind().0);
                }
                (_, Some(IntegerType { width: 1, .. })) => p.write(if v.is_zero() { "false" } else { "true" }),
                (_, Some(t)) => p.write(&v.to_string_radix(10, t.signedness != Signedness::Unsigned)),
                _ => p.write(&v.to_string_radix(10, true)),
            }
        }
    }
}

/// `strided<[s0, s1], offset: o>`: a strided memref layout (`?` for dynamic values).
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "strided_layout",
    prefix = "",
    printer = StridedLayoutAttr::print_syntax,
    parser = StridedLayoutAttr::parse_syntax,
    skip_default_builders
)]
pub struct StridedLayoutAttr {
    /// The offset; [`DYNAMIC`] for `?`.
    pub offset: i64,
    /// One stride per dimension; [`DYNAMIC`] for `?`.
    pub strides: Vec<i64>,
}
builtin_attr!(StridedLayoutAttr, "strided_layout");

impl StridedLayoutAttr {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        let dim = |p: &mut AsmPrinter<'_>, v: i64| {
            if v == DYNAMIC {
                p.write("?")
            } else {
                p.write_display(v)
            }
        };
        p.write("strided<[");
        for (i, &s) in self.strides.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            dim(p, s);
        }
        p.write("]");
        if self.offset != 0 {
            p.write(", offset: ");
            dim(p, self.offset);
        }
        p.write(">");
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_attr()
    }
}

/// `distinct[N]<attr>`: a unique attribute, never deduplicated with another.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "distinct",
    prefix = "",
    printer = DistinctAttr::print_syntax,
    parser = DistinctAttr::parse_syntax,
    skip_default_builders
)]
pub struct DistinctAttr {
    /// A context-unique id (printing renumbers them in order of appearance).
    pub id: u64,
    /// The attribute it refers to.
    pub referenced: Attribute,
}
builtin_attr!(DistinctAttr, "distinct");

impl DistinctAttr {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        let n = p.distinct_number(self.id);
        p.write("distinct[");
        p.write_display(n);
        p.write("]<");
        if !self.referenced.isa::<UnitAttr>(p.ctx()) {
            p.print_attribute(self.referenced);
        }
        p.write(">");
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_attr()
    }
}

/// An attribute of an unregistered dialect, kept verbatim: `#dialect.body` or
/// `#dialect<"body">`, with an optional type.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(
    dialect = "builtin",
    name = "opaque",
    prefix = "",
    printer = OpaqueAttr::print_syntax,
    parser = OpaqueAttr::parse_syntax,
    type_of = OpaqueAttr::type_of,
    skip_default_builders
)]
pub struct OpaqueAttr {
    /// The dialect namespace.
    pub dialect: Identifier,
    /// The attribute's text after the namespace.
    pub data: String,
    /// The type, if one was given.
    pub ty: Option<Type>,
}
builtin_attr!(OpaqueAttr, "opaque");

impl OpaqueAttr {
    /// Prints the attribute in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write("#");
        p.print_dialect_symbol(self.dialect, &self.data);
        if let Some(t) = self.ty {
            if !t.isa::<NoneType>(p.ctx()) {
                p.print_attr_type_suffix(t);
            }
        }
    }

    /// The type the attribute carries (MLIR's `TypedAttr`).
    fn type_of(&self) -> Option<Type> {
        self.ty
    }

    /// Parses the attribute in MLIR's core syntax (the core attribute parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_attr()
    }
}
