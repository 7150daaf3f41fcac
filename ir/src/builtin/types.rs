//! The builtin types: integers, index, floats, complex, function, memref, none, opaque, tensors,
//! tuple and vector, each a plain struct implementing [`TypeDef`], as a user's type would.

use crate::asm::AsmPrinter;
use crate::attributes::Attribute;
use crate::context::Context;
use crate::intern::Identifier;
use crate::types::Type;
use oxir_macros::TypeDef;

/// The marker of a dynamic dimension in a shape (MLIR's `ShapedType::kDynamic`).
pub const DYNAMIC: i64 = i64::MIN;

/// Signedness semantics of an integer type.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    /// `i32`: no signedness; operations decide.
    Signless,
    /// `si32`.
    Signed,
    /// `ui32`.
    Unsigned,
}

/// An integer type of a given bit width and signedness (`i32`, `si8`, `ui64`).
///
/// Syntax:
///
/// ```text
/// integer-type ::= (`i` | `si` | `ui`) [1-9][0-9]*
/// ```
///
/// Signless integers (`i32`) leave the interpretation to the ops; the width is at most 16777215
/// bits.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "builtin",
    name = "integer",
    prefix = "",
    printer = IntegerType::print_syntax,
    parser = IntegerType::parse_syntax,
    verifier = IntegerType::verify_params,
    skip_default_builders
)]
pub struct IntegerType {
    /// Bit width, at most [`IntegerType::MAX_WIDTH`].
    pub width: u32,
    /// Signedness semantics.
    pub signedness: Signedness,
}

impl IntegerType {
    /// The largest width MLIR allows.
    pub const MAX_WIDTH: u32 = 16_777_215;

    /// The signless integer type of `width` bits.
    pub fn get(ctx: &Context, width: u32) -> Type {
        ctx.intern_type(IntegerType { width, signedness: Signedness::Signless })
    }

    /// Verifies the width (at most [`IntegerType::MAX_WIDTH`], MLIR's message) and interns
    /// the integer type; the error is reported at `loc`.
    pub fn get_checked(
        ctx: &Context,
        loc: Attribute,
        width: u32,
        signedness: Signedness,
    ) -> Result<Type, crate::Diagnostic> {
        crate::ods::defs::get_checked_type(ctx, loc, IntegerType { width, signedness })
    }

    /// An integer type with explicit signedness.
    pub fn get_with(ctx: &Context, width: u32, signedness: Signedness) -> Type {
        ctx.intern_type(IntegerType { width, signedness })
    }
}

impl IntegerType {
    /// The keyword before the width: `i`, `si` or `ui`.
    fn keyword_prefix(&self) -> &'static str {
        match self.signedness {
            Signedness::Signless => "i",
            Signedness::Signed => "si",
            Signedness::Unsigned => "ui",
        }
    }

    /// Appends the type's text (`i32`, `si8`), as the printer prints it: for names made of a
    /// type (`%c42_i32`) without a printer.
    pub fn push_text(&self, out: &mut String) {
        out.push_str(self.keyword_prefix());
        crate::asm::names::push_u32(out, self.width);
    }

    /// Prints the type in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write(self.keyword_prefix());
        p.write_u32(self.width);
    }

    /// Parses the type in MLIR's core syntax (the core type parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_type()
    }
}

/// The `index` type: an integer of the target's pointer width.
///
/// Syntax:
///
/// ```text
/// index-type ::= `index`
/// ```
///
/// Sizes, offsets and loop induction variables have it; the lowering to LLVM turns it into an
/// integer of the `index-bitwidth` option's width.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "builtin",
    name = "index",
    prefix = "",
    printer = IndexType::print_syntax,
    parser = IndexType::parse_syntax,
    skip_default_builders
)]
pub struct IndexType;

impl IndexType {
    /// The index type.
    pub fn get(ctx: &Context) -> Type {
        ctx.intern_type(IndexType)
    }
}

impl IndexType {
    /// Prints the type in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write("index");
    }

    /// Parses the type in MLIR's core syntax (the core type parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_type()
    }
}

/// Which floating-point format a [`FloatType`] is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[allow(missing_docs)]
pub enum FloatKind {
    F4E2M1FN,
    F6E2M3FN,
    F6E3M2FN,
    F8E5M2,
    F8E4M3,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E3M4,
    F8E8M0FNU,
    BF16,
    F16,
    TF32,
    F32,
    F64,
    F80,
    F128,
}

impl FloatKind {
    /// Every float kind, in MLIR's order.
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F4E2M1FN,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::BF16,
        FloatKind::F16,
        FloatKind::TF32,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
    ];

    /// The keyword of the type in the textual IR.
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F4E2M1FN => "f4E2M1FN",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::BF16 => "bf16",
            FloatKind::F16 => "f16",
            FloatKind::TF32 => "tf32",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
        }
    }

    /// The float kind spelled `kw`, if any.
    pub fn from_keyword(kw: &str) -> Option<FloatKind> {
        FloatKind::ALL.into_iter().find(|k| k.keyword() == kw)
    }

    /// The APFloat semantics of this format.
    pub fn semantics(self) -> crate::numeric::FloatSemantics {
        crate::numeric::FloatSemantics::from_mlir_name(self.keyword()).unwrap_or(crate::numeric::FloatSemantics::F32)
    }

    /// The storage width in bits.
    pub fn width(self) -> u32 {
        match self {
            FloatKind::F4E2M1FN => 4,
            FloatKind::F6E2M3FN | FloatKind::F6E3M2FN => 6,
            FloatKind::F8E5M2
            | FloatKind::F8E4M3
            | FloatKind::F8E4M3FN
            | FloatKind::F8E5M2FNUZ
            | FloatKind::F8E4M3FNUZ
            | FloatKind::F8E4M3B11FNUZ
            | FloatKind::F8E3M4
            | FloatKind::F8E8M0FNU => 8,
            FloatKind::BF16 | FloatKind::F16 => 16,
            FloatKind::TF32 => 19,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 => 128,
        }
    }
}

/// A floating-point type (`f32`, `bf16`, `f8E4M3FN`, ...).
///
/// Syntax: one keyword per format: `f16`, `bf16`, `f32`, `f64`, `f80`, `f128`, `tf32`, and the
/// small formats `f4E2M1FN`, `f6E2M3FN`, `f6E3M2FN`, `f8E5M2`, `f8E4M3`, `f8E4M3FN`,
/// `f8E5M2FNUZ`, `f8E4M3FNUZ`, `f8E4M3B11FNUZ`, `f8E3M4`, `f8E8M0FNU`. Each has its APFloat
/// semantics (width, precision, exponent range, whether it has infinities and how it encodes
/// NaN), which float attributes of the type are parsed, folded and printed with.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "builtin",
    name = "float",
    prefix = "",
    printer = FloatType::print_syntax,
    parser = FloatType::parse_syntax,
    skip_default_builders
)]
pub struct FloatType {
    /// Which format.
    pub kind: FloatKind,
}

impl FloatType {
    /// The float type of the given kind.
    pub fn get(ctx: &Context, kind: FloatKind) -> Type {
        ctx.intern_type(FloatType { kind })
    }

    /// The APFloat semantics (precision, exponent range, NaN and infinity encodings) that
    /// float attributes of this type are parsed, folded and printed with.
    pub fn semantics(self) -> crate::numeric::FloatSemantics {
        self.kind.semantics()
    }

    /// The storage width in bits (`getWidth`).
    pub fn width(self) -> u32 {
        self.kind.width()
    }

    /// The significand's precision in bits, the implicit integer bit included
    /// (`getFPMantissaWidth`).
    pub fn fp_mantissa_width(self) -> u32 {
        self.semantics().precision()
    }
}

impl FloatType {
    /// Prints the type in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write(self.kind.keyword());
    }

    /// Parses the type in MLIR's core syntax (the core type parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_type()
    }
}

/// `complex<T>`: a complex number whose parts are of an integer or float type.
///
/// Syntax:
///
/// ```text
/// complex-type ::= `complex` `<` type `>`
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "builtin",
    name = "complex",
    prefix = "",
    printer = ComplexType::print_syntax,
    parser = ComplexType::parse_syntax,
    verifier = ComplexType::verify_params,
)]
pub struct ComplexType {
    /// The type of the real and imaginary parts.
    pub element: Type,
}

impl ComplexType {
    /// Prints the type in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write("complex<");
        p.print_type(self.element);
        p.write(">");
    }

    /// Parses the type in MLIR's core syntax (the core type parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_type()
    }
}

/// `(inputs) -> results`: the type of a function or of an op's signature.
///
/// Syntax:
///
/// ```text
/// function-type ::= `(` type-list? `)` `->` (type | `(` type-list? `)`)
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "builtin",
    name = "function",
    prefix = "",
    printer = FunctionType::print_syntax,
    parser = FunctionType::parse_syntax,
    skip_default_builders
)]
pub struct FunctionType {
    /// Argument types.
    pub inputs: Vec<Type>,
    /// Result types.
    pub results: Vec<Type>,
}

impl FunctionType {
    /// Interns a function type.
    pub fn get(ctx: &Context, inputs: Vec<Type>, results: Vec<Type>) -> Type {
        ctx.intern_type(FunctionType { inputs, results })
    }

    /// Interns a function type from borrowed lists, allocating only if it is new.
    pub fn get_from_slices(ctx: &Context, inputs: &[Type], results: &[Type]) -> Type {
        // A tuple of slices hashes exactly as the struct's two `Vec` fields do.
        Type(ctx.types.intern_by::<FunctionType, _>(
            &(inputs, results),
            |f| f.inputs == inputs && f.results == results,
            || Box::new(FunctionType { inputs: inputs.to_vec(), results: results.to_vec() }),
        ))
    }
}

impl FunctionType {
    /// Prints the type in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write("(");
        p.print_type_list(&self.inputs);
        p.write(") -> ");
        p.print_function_results(&self.results);
    }

    /// Parses the type in MLIR's core syntax (the core type parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_type()
    }
}

/// `none`: the unit type.
///
/// Syntax:
///
/// ```text
/// none-type ::= `none`
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "builtin",
    name = "none",
    prefix = "",
    printer = NoneType::print_syntax,
    parser = NoneType::parse_syntax,
    skip_default_builders
)]
pub struct NoneType;

impl NoneType {
    /// The none type.
    pub fn get(ctx: &Context) -> Type {
        ctx.intern_type(NoneType)
    }
}

impl NoneType {
    /// Prints the type in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write("none");
    }

    /// Parses the type in MLIR's core syntax (the core type parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_type()
    }
}

/// A type of an unregistered dialect, kept verbatim: `!dialect.body` or `!dialect<"body">`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "builtin",
    name = "opaque",
    prefix = "",
    printer = OpaqueType::print_syntax,
    parser = OpaqueType::parse_syntax,
)]
pub struct OpaqueType {
    /// The dialect namespace.
    pub dialect: Identifier,
    /// The type's text after the namespace.
    pub data: String,
}

impl OpaqueType {
    /// Prints the type in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write("!");
        p.print_dialect_symbol(self.dialect, &self.data);
    }

    /// Parses the type in MLIR's core syntax (the core type parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_type()
    }
}

fn print_shape(p: &mut AsmPrinter<'_>, shape: &[i64], scalable: Option<&[bool]>) {
    for (i, &d) in shape.iter().enumerate() {
        let sc = scalable.is_some_and(|s| s.get(i).copied().unwrap_or(false));
        if sc {
            p.write("[");
        }
        if d == DYNAMIC {
            p.write("?");
        } else {
            p.write_display(d);
        }
        if sc {
            p.write("]");
        }
        p.write("x");
    }
}

/// `tensor<4x?xf32, #encoding>`: a ranked tensor.
///
/// Syntax:
///
/// ```text
/// tensor-type ::= `tensor` `<` dimension-list type (`,` encoding)? `>`
/// dimension-list ::= (dimension `x`)*
/// dimension ::= `?` | decimal-literal
/// ```
///
/// The element type is an integer, index, float, complex, vector or opaque type, or a type of another
/// dialect; the optional encoding is any attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "builtin",
    name = "tensor",
    prefix = "",
    printer = RankedTensorType::print_syntax,
    parser = RankedTensorType::parse_syntax,
    verifier = RankedTensorType::verify_params,
)]
pub struct RankedTensorType {
    /// Dimensions; [`DYNAMIC`] for `?`.
    pub shape: Vec<i64>,
    /// The element type.
    pub element: Type,
    /// The optional encoding attribute.
    pub encoding: Option<Attribute>,
}

impl RankedTensorType {
    /// Prints the type in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write("tensor<");
        print_shape(p, &self.shape, None);
        p.print_type(self.element);
        if let Some(e) = self.encoding {
            p.write(", ");
            p.print_attribute(e);
        }
        p.write(">");
    }

    /// Parses the type in MLIR's core syntax (the core type parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_type()
    }
}

/// `tensor<*xf32>`: a tensor of unknown rank.
///
/// Syntax:
///
/// ```text
/// unranked-tensor-type ::= `tensor` `<` `*` `x` type `>`
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "builtin",
    name = "unranked_tensor",
    prefix = "",
    printer = UnrankedTensorType::print_syntax,
    parser = UnrankedTensorType::parse_syntax,
    verifier = UnrankedTensorType::verify_params,
)]
pub struct UnrankedTensorType {
    /// The element type.
    pub element: Type,
}

impl UnrankedTensorType {
    /// Prints the type in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write("tensor<*x");
        p.print_type(self.element);
        p.write(">");
    }

    /// Parses the type in MLIR's core syntax (the core type parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_type()
    }
}

/// `memref<4x?xf32, layout, memory-space>`: a ranked buffer reference.
///
/// Syntax:
///
/// ```text
/// memref-type ::= `memref` `<` dimension-list type (`,` layout)? (`,` memory-space)? `>`
/// ```
///
/// The layout is an affine map with one dimension per size (`affine_map<(d0, d1) -> (d1, d0)>`) or
/// a strided layout (`strided<[?, 1], offset: ?>`); absent means the identity (row-major) layout.
/// The memory space is an integer or any attribute, absent for the default space.
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "builtin",
    name = "memref",
    prefix = "",
    printer = MemRefType::print_syntax,
    parser = MemRefType::parse_syntax,
    verifier = MemRefType::verify_params,
)]
pub struct MemRefType {
    /// Dimensions; [`DYNAMIC`] for `?`.
    pub shape: Vec<i64>,
    /// The element type.
    pub element: Type,
    /// The layout (an affine map or strided layout attribute); `None` is the identity layout.
    pub layout: Option<Attribute>,
    /// The memory space, if not the default.
    pub memory_space: Option<Attribute>,
}

impl MemRefType {
    /// Prints the type in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write("memref<");
        print_shape(p, &self.shape, None);
        p.print_type(self.element);
        if let Some(l) = self.layout {
            p.write(", ");
            p.print_attribute_elided(l);
        }
        if let Some(m) = self.memory_space {
            p.write(", ");
            p.print_attribute_elided(m);
        }
        p.write(">");
    }

    /// Parses the type in MLIR's core syntax (the core type parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_type()
    }
}

/// `memref<*xf32, memory-space>`: a buffer reference of unknown rank.
///
/// Syntax:
///
/// ```text
/// unranked-memref-type ::= `memref` `<` `*` `x` type (`,` memory-space)? `>`
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "builtin",
    name = "unranked_memref",
    prefix = "",
    printer = UnrankedMemRefType::print_syntax,
    parser = UnrankedMemRefType::parse_syntax,
    verifier = UnrankedMemRefType::verify_params,
)]
pub struct UnrankedMemRefType {
    /// The element type.
    pub element: Type,
    /// The memory space, if not the default.
    pub memory_space: Option<Attribute>,
}

impl UnrankedMemRefType {
    /// Prints the type in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write("memref<*x");
        p.print_type(self.element);
        if let Some(m) = self.memory_space {
            p.write(", ");
            p.print_attribute_elided(m);
        }
        p.write(">");
    }

    /// Parses the type in MLIR's core syntax (the core type parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_type()
    }
}

/// `tuple<i32, f32>`: a fixed number of values of any types.
///
/// Syntax:
///
/// ```text
/// tuple-type ::= `tuple` `<` (type (`,` type)*)? `>`
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "builtin",
    name = "tuple",
    prefix = "",
    printer = TupleType::print_syntax,
    parser = TupleType::parse_syntax,
)]
pub struct TupleType {
    /// The element types.
    pub types: Vec<Type>,
}

impl TupleType {
    /// Prints the type in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write("tuple<");
        p.print_type_list(&self.types);
        p.write(">");
    }

    /// Parses the type in MLIR's core syntax (the core type parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_type()
    }
}

/// `vector<4x[8]xf32>`: a fixed-length or scalable vector.
///
/// Syntax:
///
/// ```text
/// vector-type ::= `vector` `<` vector-dim-list type `>`
/// ```
///
/// Each dimension is a positive size, `[size]` when scalable (a runtime multiple of it).
/// Elements are integers, indices or floats; `vector<f32>` is a 0-D vector.
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "builtin",
    name = "vector",
    prefix = "",
    printer = VectorType::print_syntax,
    parser = VectorType::parse_syntax,
    verifier = VectorType::verify_params,
)]
pub struct VectorType {
    /// Dimensions (all static).
    pub shape: Vec<i64>,
    /// Which dimensions are scalable (`[8]`), one flag per dimension.
    pub scalable: Vec<bool>,
    /// The element type.
    pub element: Type,
}

impl VectorType {
    /// Prints the type in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write("vector<");
        print_shape(p, &self.shape, Some(&self.scalable));
        p.print_type(self.element);
        p.write(">");
    }

    /// Parses the type in MLIR's core syntax (the core type parser's rule for it).
    fn parse_syntax(p: &mut crate::asm::OpAsmParser<'_, '_>) -> crate::asm::ParseResult<Self> {
        p.parse_builtin_type()
    }
}

/// Queries common to shaped types (tensors, memrefs, vectors).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShapedInfo {
    /// The shape, `None` when unranked.
    pub shape: Option<Vec<i64>>,
    /// The element type.
    pub element: Type,
}

impl ShapedInfo {
    /// The rank, if ranked.
    pub fn rank(&self) -> Option<usize> {
        self.shape.as_ref().map(Vec::len)
    }

    /// The number of elements, if the shape is static.
    pub fn num_elements(&self) -> Option<i64> {
        let s = self.shape.as_ref()?;
        s.iter().try_fold(1i64, |acc, &d| if d == DYNAMIC { None } else { acc.checked_mul(d) })
    }

    /// The size of dimension `i` ([`DYNAMIC`] for `?`), if ranked and in range.
    pub fn dim_size(&self, i: usize) -> Option<i64> {
        self.shape.as_ref()?.get(i).copied()
    }

    /// Whether dimension `i` is dynamic (`?`).
    pub fn is_dynamic_dim(&self, i: usize) -> bool {
        self.dim_size(i) == Some(DYNAMIC)
    }

    /// How many dimensions are dynamic (0 when unranked).
    pub fn num_dynamic_dims(&self) -> usize {
        self.shape.as_ref().map_or(0, |s| s.iter().filter(|&&d| d == DYNAMIC).count())
    }

    /// The index among the dynamic dimensions of dynamic dimension `i` (`getDynamicDimIndex`):
    /// which dynamic-size operand of an op such as `tensor.empty` gives its size.
    pub fn dynamic_dim_index(&self, i: usize) -> Option<usize> {
        let shape = self.shape.as_ref()?;
        (shape.get(i) == Some(&DYNAMIC)).then(|| shape[..i].iter().filter(|&&d| d == DYNAMIC).count())
    }

    /// Whether every dimension is static.
    pub fn has_static_shape(&self) -> bool {
        self.shape.as_ref().is_some_and(|s| s.iter().all(|&d| d != DYNAMIC))
    }
}

/// The shape and element type of `ty` if it is a shaped type.
pub fn shaped_info(ctx: &Context, ty: Type) -> Option<ShapedInfo> {
    if let Some(t) = ty.dyn_cast::<RankedTensorType>(ctx) {
        return Some(ShapedInfo { shape: Some(t.shape.clone()), element: t.element });
    }
    if let Some(t) = ty.dyn_cast::<VectorType>(ctx) {
        return Some(ShapedInfo { shape: Some(t.shape.clone()), element: t.element });
    }
    if let Some(t) = ty.dyn_cast::<MemRefType>(ctx) {
        return Some(ShapedInfo { shape: Some(t.shape.clone()), element: t.element });
    }
    if let Some(t) = ty.dyn_cast::<UnrankedTensorType>(ctx) {
        return Some(ShapedInfo { shape: None, element: t.element });
    }
    if let Some(t) = ty.dyn_cast::<UnrankedMemRefType>(ctx) {
        return Some(ShapedInfo { shape: None, element: t.element });
    }
    None
}

/// Whether `ty` is an integer or index type.
pub fn is_int_or_index(ctx: &Context, ty: Type) -> bool {
    ty.isa::<IntegerType>(ctx) || ty.isa::<IndexType>(ctx)
}

/// MLIR's `TensorType::isValidElementType`: complex, float, integer, index, opaque and vector
/// types, and any type of another dialect than builtin.
pub fn is_valid_tensor_element(ctx: &Context, t: Type) -> bool {
    t.isa::<ComplexType>(ctx)
        || t.isa::<FloatType>(ctx)
        || t.isa::<IntegerType>(ctx)
        || t.isa::<OpaqueType>(ctx)
        || t.isa::<VectorType>(ctx)
        || t.isa::<IndexType>(ctx)
        || t.dialect(ctx) != "builtin"
}

/// MLIR's `BaseMemRefType::isValidElementType`: integer, index, float, complex, vector and
/// memref types, and any type of another dialect than builtin.
pub fn is_valid_memref_element(ctx: &Context, t: Type) -> bool {
    t.isa::<IntegerType>(ctx)
        || t.isa::<IndexType>(ctx)
        || t.isa::<FloatType>(ctx)
        || t.isa::<ComplexType>(ctx)
        || t.isa::<VectorType>(ctx)
        || t.isa::<MemRefType>(ctx)
        || t.isa::<UnrankedMemRefType>(ctx)
        || t.dialect(ctx) != "builtin"
}

fn has_negative_static_size(shape: &[i64]) -> bool {
    shape.iter().any(|&d| d < 0 && d != DYNAMIC)
}

impl IntegerType {
    /// `IntegerType::verify`.
    fn verify_params(_ctx: &Context, t: &Self) -> Result<(), String> {
        if t.width > Self::MAX_WIDTH {
            return Err(format!("integer bitwidth is limited to {} bits", Self::MAX_WIDTH));
        }
        Ok(())
    }
}

impl ComplexType {
    /// `ComplexType::verify`: the parts are integers or floats.
    fn verify_params(ctx: &Context, t: &Self) -> Result<(), String> {
        if !t.element.isa::<FloatType>(ctx) && !t.element.isa::<IntegerType>(ctx) {
            return Err("invalid element type for complex".into());
        }
        Ok(())
    }
}

impl RankedTensorType {
    /// `RankedTensorType::verify`: sizes are static and non-negative or dynamic; a valid element type.
    fn verify_params(ctx: &Context, t: &Self) -> Result<(), String> {
        if has_negative_static_size(&t.shape) {
            return Err("invalid tensor dimension size".into());
        }
        if !is_valid_tensor_element(ctx, t.element) {
            return Err(format!("invalid tensor element type: {}", t.element.to_text(ctx)));
        }
        Ok(())
    }
}

impl UnrankedTensorType {
    /// `UnrankedTensorType::verify`: a valid element type.
    fn verify_params(ctx: &Context, t: &Self) -> Result<(), String> {
        if !is_valid_tensor_element(ctx, t.element) {
            return Err(format!("invalid tensor element type: {}", t.element.to_text(ctx)));
        }
        Ok(())
    }
}

impl MemRefType {
    /// `MemRefType::verify`: a valid element type, valid sizes, and an affine-map layout with one
    /// dimension per size.
    fn verify_params(ctx: &Context, t: &Self) -> Result<(), String> {
        if !is_valid_memref_element(ctx, t.element) {
            return Err("invalid memref element type".into());
        }
        if has_negative_static_size(&t.shape) {
            return Err("invalid memref size".into());
        }
        if let Some(map) = t.layout.and_then(|l| l.dyn_cast::<crate::builtin::affine_attrs::AffineMapAttr>(ctx)) {
            if map.map.num_dims as usize != t.shape.len() {
                return Err(format!(
                    "memref layout mismatch between rank and affine map: {} != {}",
                    t.shape.len(),
                    map.map.num_dims
                ));
            }
        }
        Ok(())
    }
}

impl UnrankedMemRefType {
    /// `UnrankedMemRefType::verify`: a valid element type.
    fn verify_params(ctx: &Context, t: &Self) -> Result<(), String> {
        if !is_valid_memref_element(ctx, t.element) {
            return Err("invalid memref element type".into());
        }
        Ok(())
    }
}

impl VectorType {
    /// `VectorType::verify`: int, index or float elements, positive sizes, one scalability flag
    /// per dimension.
    fn verify_params(ctx: &Context, t: &Self) -> Result<(), String> {
        let e = t.element;
        if !(e.isa::<IntegerType>(ctx) || e.isa::<IndexType>(ctx) || e.isa::<FloatType>(ctx)) {
            return Err(format!("vector elements must be int/index/float type but got {}", e.to_text(ctx)));
        }
        if t.shape.iter().any(|&d| d <= 0) {
            let dims: Vec<String> = t.shape.iter().map(i64::to_string).collect();
            return Err(format!("vector types must have positive constant sizes but got {}", dims.join(", ")));
        }
        if t.scalable.len() != t.shape.len() {
            return Err(format!("number of dims must match, got {} and {}", t.scalable.len(), t.shape.len()));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin::locations::UnknownLoc;

    fn error_of(r: Result<Type, crate::Diagnostic>) -> String {
        r.err().map(|d| d.message).unwrap_or_default()
    }

    #[test]
    fn builders_verify_with_mlir_messages() {
        let mut ctx = Context::new();
        let map = crate::parser::parse_attribute_str(&mut ctx, "affine_map<(d0, d1) -> (d0)>").expect("a map");
        let loc = UnknownLoc::get(&ctx);
        let f32 = FloatType::get(&ctx, FloatKind::F32);
        let none = NoneType::get(&ctx);
        assert_eq!(
            error_of(IntegerType::get_checked(&ctx, loc, 1 << 24, Signedness::Signless)),
            "integer bitwidth is limited to 16777215 bits"
        );
        assert!(IntegerType::get_checked(&ctx, loc, 16_777_215, Signedness::Signed).is_ok());
        assert_eq!(error_of(ComplexType::get_checked(&ctx, loc, none)), "invalid element type for complex");
        assert_eq!(ComplexType::get(&ctx, f32).to_text(&ctx), "complex<f32>");
        assert_eq!(
            error_of(RankedTensorType::get_checked(&ctx, loc, vec![2, -3], f32, None)),
            "invalid tensor dimension size"
        );
        assert_eq!(
            error_of(RankedTensorType::get_checked(&ctx, loc, vec![2], none, None)),
            "invalid tensor element type: none"
        );
        assert_eq!(
            error_of(MemRefType::get_checked(&ctx, loc, vec![2], none, None, None)),
            "invalid memref element type"
        );
        assert_eq!(
            error_of(MemRefType::get_checked(&ctx, loc, vec![4], f32, Some(map), None)),
            "memref layout mismatch between rank and affine map: 1 != 2"
        );
        assert_eq!(
            error_of(VectorType::get_checked(&ctx, loc, vec![4, 0], vec![false, false], f32)),
            "vector types must have positive constant sizes but got 4, 0"
        );
        assert_eq!(
            error_of(VectorType::get_checked(&ctx, loc, vec![4], vec![false], none)),
            "vector elements must be int/index/float type but got none"
        );
        let v = VectorType::get_checked(&ctx, loc, vec![4, 8], vec![false, true], f32).expect("a valid vector");
        assert_eq!(v.to_text(&ctx), "vector<4x[8]xf32>");
    }

    #[test]
    fn shaped_queries() {
        let ctx = Context::new();
        let f32 = FloatType::get(&ctx, FloatKind::F32);
        let t = RankedTensorType::get(&ctx, vec![2, DYNAMIC, 3, DYNAMIC], f32, None);
        let info = shaped_info(&ctx, t).expect("a shaped type");
        assert_eq!(info.rank(), Some(4));
        assert_eq!(info.num_dynamic_dims(), 2);
        assert!(info.is_dynamic_dim(1) && !info.is_dynamic_dim(2));
        assert_eq!(info.dynamic_dim_index(3), Some(1));
        assert_eq!(info.dynamic_dim_index(0), None);
        assert_eq!(info.num_elements(), None);
        let s = shaped_info(&ctx, RankedTensorType::get(&ctx, vec![2, 3], f32, None)).expect("shaped");
        assert_eq!(s.num_elements(), Some(6));
        assert!(s.has_static_shape());
        let u = shaped_info(&ctx, UnrankedMemRefType::get(&ctx, f32, None)).expect("shaped");
        assert_eq!((u.rank(), u.num_dynamic_dims()), (None, 0));
    }

    #[test]
    fn float_types_know_their_semantics() {
        let bf16 = FloatType { kind: FloatKind::BF16 };
        assert_eq!((bf16.width(), bf16.fp_mantissa_width()), (16, 8));
        let f8 = FloatType { kind: FloatKind::F8E4M3FN };
        assert_eq!((f8.width(), f8.fp_mantissa_width()), (8, 4));
        assert!(!f8.semantics().has_infinity() && f8.semantics().has_nan());
        let tf32 = FloatType { kind: FloatKind::TF32 };
        assert_eq!((tf32.width(), tf32.fp_mantissa_width()), (19, 11));
    }
}
