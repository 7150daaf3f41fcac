//! The builtin types: integers, index, floats, complex, function, memref, none, opaque, tensors,
//! tuple and vector, each a plain struct implementing [`TypeDef`], as a user's type would.

use crate::attributes::Attribute;
use crate::context::Context;
use crate::intern::Identifier;
use crate::printer::AsmPrinter;
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

    /// An integer type with explicit signedness.
    pub fn get_with(ctx: &Context, width: u32, signedness: Signedness) -> Type {
        ctx.intern_type(IntegerType { width, signedness })
    }
}

impl IntegerType {
    /// Prints the type in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write(match self.signedness {
            Signedness::Signless => "i",
            Signedness::Signed => "si",
            Signedness::Unsigned => "ui",
        });
        p.write_display(self.width);
    }

    /// Parses the type in MLIR's core syntax (the core type parser's rule for it).
    fn parse_syntax(p: &mut crate::parser::OpAsmParser<'_, '_>) -> crate::parser::ParseResult<Self> {
        parse_builtin_type(p)
    }
}

/// The `index` type: an integer of the target's pointer width.
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
    fn parse_syntax(p: &mut crate::parser::OpAsmParser<'_, '_>) -> crate::parser::ParseResult<Self> {
        parse_builtin_type(p)
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
}

impl FloatType {
    /// Prints the type in MLIR's core syntax.
    fn print_syntax(&self, p: &mut AsmPrinter<'_>) {
        p.write(self.kind.keyword());
    }

    /// Parses the type in MLIR's core syntax (the core type parser's rule for it).
    fn parse_syntax(p: &mut crate::parser::OpAsmParser<'_, '_>) -> crate::parser::ParseResult<Self> {
        parse_builtin_type(p)
    }
}

/// `complex<T>`: a complex number whose parts are of an integer or float type.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "builtin",
    name = "complex",
    prefix = "",
    printer = ComplexType::print_syntax,
    parser = ComplexType::parse_syntax,
    verifier = ComplexType::verify_params,
    skip_default_builders
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
    fn parse_syntax(p: &mut crate::parser::OpAsmParser<'_, '_>) -> crate::parser::ParseResult<Self> {
        parse_builtin_type(p)
    }
}

/// `(inputs) -> results`: the type of a function or of an op's signature.
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
    fn parse_syntax(p: &mut crate::parser::OpAsmParser<'_, '_>) -> crate::parser::ParseResult<Self> {
        parse_builtin_type(p)
    }
}

/// `none`: the unit type.
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
    fn parse_syntax(p: &mut crate::parser::OpAsmParser<'_, '_>) -> crate::parser::ParseResult<Self> {
        parse_builtin_type(p)
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
    skip_default_builders
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
    fn parse_syntax(p: &mut crate::parser::OpAsmParser<'_, '_>) -> crate::parser::ParseResult<Self> {
        parse_builtin_type(p)
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
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "builtin",
    name = "tensor",
    prefix = "",
    printer = RankedTensorType::print_syntax,
    parser = RankedTensorType::parse_syntax,
    verifier = RankedTensorType::verify_params,
    skip_default_builders
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
    fn parse_syntax(p: &mut crate::parser::OpAsmParser<'_, '_>) -> crate::parser::ParseResult<Self> {
        parse_builtin_type(p)
    }
}

/// `tensor<*xf32>`: a tensor of unknown rank.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "builtin",
    name = "unranked_tensor",
    prefix = "",
    printer = UnrankedTensorType::print_syntax,
    parser = UnrankedTensorType::parse_syntax,
    verifier = UnrankedTensorType::verify_params,
    skip_default_builders
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
    fn parse_syntax(p: &mut crate::parser::OpAsmParser<'_, '_>) -> crate::parser::ParseResult<Self> {
        parse_builtin_type(p)
    }
}

/// `memref<4x?xf32, layout, memory-space>`: a ranked buffer reference.
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "builtin",
    name = "memref",
    prefix = "",
    printer = MemRefType::print_syntax,
    parser = MemRefType::parse_syntax,
    verifier = MemRefType::verify_params,
    skip_default_builders
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
    fn parse_syntax(p: &mut crate::parser::OpAsmParser<'_, '_>) -> crate::parser::ParseResult<Self> {
        parse_builtin_type(p)
    }
}

/// `memref<*xf32, memory-space>`: a buffer reference of unknown rank.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "builtin",
    name = "unranked_memref",
    prefix = "",
    printer = UnrankedMemRefType::print_syntax,
    parser = UnrankedMemRefType::parse_syntax,
    verifier = UnrankedMemRefType::verify_params,
    skip_default_builders
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
    fn parse_syntax(p: &mut crate::parser::OpAsmParser<'_, '_>) -> crate::parser::ParseResult<Self> {
        parse_builtin_type(p)
    }
}

/// `tuple<i32, f32>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "builtin",
    name = "tuple",
    prefix = "",
    printer = TupleType::print_syntax,
    parser = TupleType::parse_syntax,
    skip_default_builders
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
    fn parse_syntax(p: &mut crate::parser::OpAsmParser<'_, '_>) -> crate::parser::ParseResult<Self> {
        parse_builtin_type(p)
    }
}

/// `vector<4x[8]xf32>`: a fixed-length or scalable vector.
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "builtin",
    name = "vector",
    prefix = "",
    printer = VectorType::print_syntax,
    parser = VectorType::parse_syntax,
    verifier = VectorType::verify_params,
    skip_default_builders
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
    fn parse_syntax(p: &mut crate::parser::OpAsmParser<'_, '_>) -> crate::parser::ParseResult<Self> {
        parse_builtin_type(p)
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

/// Parses a type and requires it to be a `T` (the typed entry point of the core type parser,
/// which parses the builtin types as MLIR's `TypeParser` does).
fn parse_builtin_type<T: crate::TypeDef + Clone>(
    p: &mut crate::parser::OpAsmParser<'_, '_>,
) -> crate::parser::ParseResult<T> {
    let at = p.token().start as usize;
    let ty = p.parse_type()?;
    match ty.dyn_cast::<T>(p.ctx()) {
        Some(t) => Ok(t.clone()),
        None => Err(p.error_at(at, format!("expected {} type", T::NAME))),
    }
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
