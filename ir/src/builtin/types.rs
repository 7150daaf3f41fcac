//! The builtin types: integers, index, floats, complex, function, memref, none, opaque, tensors,
//! tuple and vector, each a plain struct implementing [`TypeDef`], as a user's type would.

use crate::attributes::Attribute;
use crate::context::Context;
use crate::intern::Identifier;
use crate::printer::AsmPrinter;
use crate::types::{Type, TypeDef};

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
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
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

impl TypeDef for IntegerType {
    const DIALECT: &'static str = "builtin";
    const NAME: &'static str = "integer";
    fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write(match self.signedness {
            Signedness::Signless => "i",
            Signedness::Signed => "si",
            Signedness::Unsigned => "ui",
        });
        p.write_display(self.width);
    }
}

/// The `index` type: an integer of the target's pointer width.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IndexType;

impl IndexType {
    /// The index type.
    pub fn get(ctx: &Context) -> Type {
        ctx.intern_type(IndexType)
    }
}

impl TypeDef for IndexType {
    const DIALECT: &'static str = "builtin";
    const NAME: &'static str = "index";
    fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write("index");
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
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
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

impl TypeDef for FloatType {
    const DIALECT: &'static str = "builtin";
    const NAME: &'static str = "float";
    fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write(self.kind.keyword());
    }
}

/// `complex<T>`: a complex number whose parts are of an integer or float type.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ComplexType {
    /// The type of the real and imaginary parts.
    pub element: Type,
}

impl TypeDef for ComplexType {
    const DIALECT: &'static str = "builtin";
    const NAME: &'static str = "complex";
    fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write("complex<");
        p.print_type(self.element);
        p.write(">");
    }
}

/// `(inputs) -> results`: the type of a function or of an op's signature.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
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

impl TypeDef for FunctionType {
    const DIALECT: &'static str = "builtin";
    const NAME: &'static str = "function";
    fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write("(");
        p.print_type_list(&self.inputs);
        p.write(") -> ");
        p.print_function_results(&self.results);
    }
}

/// `none`: the unit type.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct NoneType;

impl NoneType {
    /// The none type.
    pub fn get(ctx: &Context) -> Type {
        ctx.intern_type(NoneType)
    }
}

impl TypeDef for NoneType {
    const DIALECT: &'static str = "builtin";
    const NAME: &'static str = "none";
    fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write("none");
    }
}

/// A type of an unregistered dialect, kept verbatim: `!dialect.body` or `!dialect<"body">`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OpaqueType {
    /// The dialect namespace.
    pub dialect: Identifier,
    /// The type's text after the namespace.
    pub data: String,
}

impl TypeDef for OpaqueType {
    const DIALECT: &'static str = "builtin";
    const NAME: &'static str = "opaque";
    fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write("!");
        p.print_dialect_symbol(self.dialect, &self.data);
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
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RankedTensorType {
    /// Dimensions; [`DYNAMIC`] for `?`.
    pub shape: Vec<i64>,
    /// The element type.
    pub element: Type,
    /// The optional encoding attribute.
    pub encoding: Option<Attribute>,
}

impl TypeDef for RankedTensorType {
    const DIALECT: &'static str = "builtin";
    const NAME: &'static str = "tensor";
    fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write("tensor<");
        print_shape(p, &self.shape, None);
        p.print_type(self.element);
        if let Some(e) = self.encoding {
            p.write(", ");
            p.print_attribute(e);
        }
        p.write(">");
    }
}

/// `tensor<*xf32>`: a tensor of unknown rank.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct UnrankedTensorType {
    /// The element type.
    pub element: Type,
}

impl TypeDef for UnrankedTensorType {
    const DIALECT: &'static str = "builtin";
    const NAME: &'static str = "unranked_tensor";
    fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write("tensor<*x");
        p.print_type(self.element);
        p.write(">");
    }
}

/// `memref<4x?xf32, layout, memory-space>`: a ranked buffer reference.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
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

impl TypeDef for MemRefType {
    const DIALECT: &'static str = "builtin";
    const NAME: &'static str = "memref";
    fn print(&self, p: &mut AsmPrinter<'_>) {
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
}

/// `memref<*xf32, memory-space>`: a buffer reference of unknown rank.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct UnrankedMemRefType {
    /// The element type.
    pub element: Type,
    /// The memory space, if not the default.
    pub memory_space: Option<Attribute>,
}

impl TypeDef for UnrankedMemRefType {
    const DIALECT: &'static str = "builtin";
    const NAME: &'static str = "unranked_memref";
    fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write("memref<*x");
        p.print_type(self.element);
        if let Some(m) = self.memory_space {
            p.write(", ");
            p.print_attribute_elided(m);
        }
        p.write(">");
    }
}

/// `tuple<i32, f32>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TupleType {
    /// The element types.
    pub types: Vec<Type>,
}

impl TypeDef for TupleType {
    const DIALECT: &'static str = "builtin";
    const NAME: &'static str = "tuple";
    fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write("tuple<");
        p.print_type_list(&self.types);
        p.write(">");
    }
}

/// `vector<4x[8]xf32>`: a fixed-length or scalable vector.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct VectorType {
    /// Dimensions (all static).
    pub shape: Vec<i64>,
    /// Which dimensions are scalable (`[8]`), one flag per dimension.
    pub scalable: Vec<bool>,
    /// The element type.
    pub element: Type,
}

impl TypeDef for VectorType {
    const DIALECT: &'static str = "builtin";
    const NAME: &'static str = "vector";
    fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write("vector<");
        print_shape(p, &self.shape, Some(&self.scalable));
        p.print_type(self.element);
        p.write(">");
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
