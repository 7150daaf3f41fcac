//! Composable constraints on types and attributes, with MLIR's summaries (the words that appear
//! in `'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'`).
//!
//! A constraint is a plain `Copy` value, so dialects declare their own as `const` items and
//! combine them (`TypeConstraint::AnyOf`, `TypeConstraint::TensorOf`, ...).

use crate::attributes::Attribute;
use crate::builtin::attributes::*;
use crate::builtin::types::*;
use crate::context::Context;
use crate::types::Type;
use std::borrow::Cow;

/// A constraint on a type.
#[derive(Copy, Clone)]
pub enum TypeConstraint {
    /// Any type satisfying a predicate.
    Pred {
        /// MLIR's summary, e.g. `signless integer`.
        summary: &'static str,
        /// The check.
        check: fn(&Context, Type) -> bool,
    },
    /// Any of several constraints (`AnyTypeOf`); an empty summary joins theirs with ` or `.
    AnyOf {
        /// The summary, or empty to derive it.
        summary: &'static str,
        /// The alternatives.
        of: &'static [TypeConstraint],
    },
    /// A tensor (ranked or not) whose elements satisfy the constraint (`TensorOf`).
    TensorOf(&'static TypeConstraint),
    /// A ranked tensor whose elements satisfy the constraint (`RankedTensorOf`).
    RankedTensorOf(&'static TypeConstraint),
    /// A vector whose elements satisfy the constraint (`VectorOf`).
    VectorOf(&'static TypeConstraint),
    /// A memref (ranked or not) whose elements satisfy the constraint (`MemRefOf`).
    MemRefOf(&'static TypeConstraint),
    /// Any shaped type whose elements satisfy the constraint (`ShapedTypeOf`?).
    ShapedOf(&'static TypeConstraint),
    /// A constraint whose types are all of one class (MLIR's constraint `cppType`, e.g.
    /// `IntegerType` for `AnySignlessInteger`): where a format parses such a type
    /// (`type($x)`), a type of another class is an error at the type (`invalid kind of type
    /// specified: expected builtin.integer, but found 'f32'`).
    Class {
        /// The class as messages name it (`builtin.integer`), or `None` for a class without a
        /// name (MLIR's `FloatType`, a type interface: its message is the bare `invalid kind of
        /// type specified`).
        class: Option<&'static str>,
        /// Whether a type is of the class.
        isa: fn(&Context, Type) -> bool,
        /// The constraint within the class (whose summary is the constraint's).
        of: &'static TypeConstraint,
    },
}

impl TypeConstraint {
    /// Whether `ty` satisfies the constraint.
    pub fn matches(&self, ctx: &Context, ty: Type) -> bool {
        match *self {
            TypeConstraint::Pred { check, .. } => check(ctx, ty),
            TypeConstraint::AnyOf { of, .. } => of.iter().any(|c| c.matches(ctx, ty)),
            TypeConstraint::TensorOf(e) => {
                let element = ty
                    .dyn_cast::<RankedTensorType>(ctx)
                    .map(|t| t.element)
                    .or_else(|| ty.dyn_cast::<UnrankedTensorType>(ctx).map(|t| t.element));
                element.is_some_and(|el| e.matches(ctx, el))
            }
            TypeConstraint::RankedTensorOf(e) => {
                ty.dyn_cast::<RankedTensorType>(ctx).is_some_and(|t| e.matches(ctx, t.element))
            }
            TypeConstraint::VectorOf(e) => ty.dyn_cast::<VectorType>(ctx).is_some_and(|t| e.matches(ctx, t.element)),
            TypeConstraint::MemRefOf(e) => {
                let element = ty
                    .dyn_cast::<MemRefType>(ctx)
                    .map(|t| t.element)
                    .or_else(|| ty.dyn_cast::<UnrankedMemRefType>(ctx).map(|t| t.element));
                element.is_some_and(|el| e.matches(ctx, el))
            }
            TypeConstraint::ShapedOf(e) => shaped_info(ctx, ty).is_some_and(|s| e.matches(ctx, s.element)),
            TypeConstraint::Class { isa, of, .. } => isa(ctx, ty) && of.matches(ctx, ty),
        }
    }

    /// MLIR's summary of the constraint.
    pub fn summary(&self) -> Cow<'static, str> {
        match *self {
            TypeConstraint::Pred { summary, .. } => Cow::Borrowed(summary),
            TypeConstraint::AnyOf { summary: "", of } => {
                Cow::Owned(of.iter().map(|c| c.summary().into_owned()).collect::<Vec<_>>().join(" or "))
            }
            TypeConstraint::AnyOf { summary, .. } => Cow::Borrowed(summary),
            TypeConstraint::TensorOf(e) => Cow::Owned(format!("tensor of {} values", e.summary())),
            TypeConstraint::RankedTensorOf(e) => Cow::Owned(format!("ranked tensor of {} values", e.summary())),
            TypeConstraint::VectorOf(e) => Cow::Owned(format!("vector of {} values", e.summary())),
            TypeConstraint::MemRefOf(e) => Cow::Owned(format!("memref of {} values", e.summary())),
            TypeConstraint::ShapedOf(e) => Cow::Owned(format!("shaped of {} values", e.summary())),
            TypeConstraint::Class { of, .. } => of.summary(),
        }
    }
}

fn int(ctx: &Context, t: Type) -> Option<IntegerType> {
    t.dyn_cast::<IntegerType>(ctx).copied()
}

fn signless(ctx: &Context, t: Type, width: u32) -> bool {
    int(ctx, t).is_some_and(|i| i.signedness == Signedness::Signless && i.width == width)
}

fn float_kind(ctx: &Context, t: Type) -> Option<FloatKind> {
    t.dyn_cast::<FloatType>(ctx).map(|f| f.kind)
}

/// Whether `ty` is `T` or a vector or tensor of `T` (MLIR's "-like" constraints).
fn like(ctx: &Context, ty: Type, scalar: fn(&Context, Type) -> bool) -> bool {
    if scalar(ctx, ty) {
        return true;
    }
    let element = ty
        .dyn_cast::<VectorType>(ctx)
        .map(|v| v.element)
        .or_else(|| ty.dyn_cast::<RankedTensorType>(ctx).map(|t| t.element))
        .or_else(|| ty.dyn_cast::<UnrankedTensorType>(ctx).map(|t| t.element));
    element.is_some_and(|e| scalar(ctx, e))
}

/// Any type.
pub const ANY_TYPE: TypeConstraint = TypeConstraint::Pred { summary: "any type", check: |_, _| true };
/// Any integer type, signless or not.
pub const ANY_INTEGER: TypeConstraint = TypeConstraint::Class {
    class: Some("builtin.integer"),
    isa: |c, t| t.isa::<IntegerType>(c),
    of: &TypeConstraint::Pred { summary: "integer", check: |c, t| int(c, t).is_some() },
};
/// A signless integer type.
pub const ANY_SIGNLESS_INTEGER: TypeConstraint = TypeConstraint::Class {
    class: Some("builtin.integer"),
    isa: |c, t| t.isa::<IntegerType>(c),
    of: &TypeConstraint::Pred {
        summary: "signless integer",
        check: |c, t| int(c, t).is_some_and(|i| i.signedness == Signedness::Signless),
    },
};
/// A signless integer of one width (MLIR's `I<n>`, whose C++ class is `IntegerType`): a format's
/// `type($x)` of such a value rejects a type of another class at the type.
macro_rules! signless_of_width {
    ($($(#[$doc:meta])* $name:ident = $width:literal, $summary:literal;)*) => {$(
        $(#[$doc])*
        pub const $name: TypeConstraint = TypeConstraint::Class {
            class: Some("builtin.integer"),
            isa: |c, t| t.isa::<IntegerType>(c),
            of: &TypeConstraint::Pred { summary: $summary, check: |c, t| signless(c, t, $width) },
        };
    )*};
}

signless_of_width! {
    /// `i1` (MLIR's `I1`, C++ class `IntegerType`).
    I1 = 1, "1-bit signless integer";
    /// `i8` (MLIR's `I8`, C++ class `IntegerType`).
    I8 = 8, "8-bit signless integer";
    /// `i16` (MLIR's `I16`, C++ class `IntegerType`).
    I16 = 16, "16-bit signless integer";
    /// `i32` (MLIR's `I32`, C++ class `IntegerType`).
    I32 = 32, "32-bit signless integer";
    /// `i64` (MLIR's `I64`, C++ class `IntegerType`).
    I64 = 64, "64-bit signless integer";
}
/// `index` (MLIR's `Index`, whose C++ class is `IndexType`).
pub const INDEX: TypeConstraint = TypeConstraint::Class {
    class: Some("builtin.index"),
    isa: |c, t| t.isa::<IndexType>(c),
    of: &TypeConstraint::Pred { summary: "index", check: |c, t| t.isa::<IndexType>(c) },
};
/// Whether `t` is a signless integer or `index`; the integer (the common case) is tested first,
/// so that it takes one look at the type's storage.
fn signless_integer_or_index(c: &Context, t: Type) -> bool {
    match int(c, t) {
        Some(i) => i.signedness == Signedness::Signless,
        None => t.isa::<IndexType>(c),
    }
}

/// A signless integer or `index`.
pub const SIGNLESS_INTEGER_OR_INDEX: TypeConstraint =
    TypeConstraint::Pred { summary: "signless integer or index", check: signless_integer_or_index };
/// A signless integer or index, or a vector or tensor of them.
pub const SIGNLESS_INTEGER_LIKE: TypeConstraint =
    TypeConstraint::Pred { summary: "signless-integer-like", check: |c, t| like(c, t, signless_integer_or_index) };
/// `i1`, or a vector or tensor of `i1`.
pub const BOOL_LIKE: TypeConstraint =
    TypeConstraint::Pred { summary: "bool-like", check: |c, t| like(c, t, |c, t| signless(c, t, 1)) };
/// Whether `t` is a float (MLIR's `FloatType`, a type interface: no name in messages).
fn is_float(c: &Context, t: Type) -> bool {
    float_kind(c, t).is_some()
}

/// Any floating-point type (MLIR's `AnyFloat`, whose C++ class is the `FloatType` interface).
pub const ANY_FLOAT: TypeConstraint = TypeConstraint::Class {
    class: None,
    isa: is_float,
    of: &TypeConstraint::Pred { summary: "floating-point", check: is_float },
};
/// A float, or a vector or tensor of floats.
pub const FLOAT_LIKE: TypeConstraint = TypeConstraint::Pred {
    summary: "floating-point-like",
    check: |c, t| like(c, t, |c, t| float_kind(c, t).is_some()),
};
/// A float of one width (MLIR's `F<n>`, whose C++ class is the `FloatType` interface): a
/// format's `type($x)` of such a value rejects a non-float at the type, a float of another width
/// at verification.
macro_rules! float_of_width {
    ($($(#[$doc:meta])* $name:ident = $kind:ident, $summary:literal;)*) => {$(
        $(#[$doc])*
        pub const $name: TypeConstraint = TypeConstraint::Class {
            class: None,
            isa: is_float,
            of: &TypeConstraint::Pred { summary: $summary, check: |c, t| float_kind(c, t) == Some(FloatKind::$kind) },
        };
    )*};
}

float_of_width! {
    /// `f16` (MLIR's `F16`, C++ class `FloatType`).
    F16 = F16, "16-bit float";
    /// `f32` (MLIR's `F32`, C++ class `FloatType`).
    F32 = F32, "32-bit float";
    /// `f64` (MLIR's `F64`, C++ class `FloatType`).
    F64 = F64, "64-bit float";
}
/// `bf16` (MLIR's `BF16`, which names no C++ class: its `type($x)` parses any type).
pub const BF16: TypeConstraint =
    TypeConstraint::Pred { summary: "bfloat16 type", check: |c, t| float_kind(c, t) == Some(FloatKind::BF16) };
/// `complex<T>` (MLIR's `AnyComplex`, C++ class `ComplexType`).
pub const ANY_COMPLEX: TypeConstraint = TypeConstraint::Class {
    class: Some("builtin.complex"),
    isa: |c, t| t.isa::<ComplexType>(c),
    of: &TypeConstraint::Pred { summary: "complex-type", check: |c, t| t.isa::<ComplexType>(c) },
};
/// `none` (MLIR's `NoneType`, C++ class `NoneType`).
pub const NONE_TYPE: TypeConstraint = TypeConstraint::Class {
    class: Some("builtin.none"),
    isa: |c, t| t.isa::<NoneType>(c),
    of: &TypeConstraint::Pred { summary: "none type", check: |c, t| t.isa::<NoneType>(c) },
};
/// Any function type.
pub const FUNCTION_TYPE: TypeConstraint = TypeConstraint::Class {
    class: Some("builtin.function"),
    isa: |c, t| t.isa::<FunctionType>(c),
    of: &TypeConstraint::Pred { summary: "function type", check: |c, t| t.isa::<FunctionType>(c) },
};
/// Any tensor.
pub const ANY_TENSOR: TypeConstraint = TypeConstraint::TensorOf(&ANY_TYPE);
/// Any ranked tensor.
pub const ANY_RANKED_TENSOR: TypeConstraint = TypeConstraint::RankedTensorOf(&ANY_TYPE);
/// Any unranked tensor.
pub const ANY_UNRANKED_TENSOR: TypeConstraint = TypeConstraint::Pred {
    summary: "unranked tensor of any type values",
    check: |c, t| t.isa::<UnrankedTensorType>(c),
};
/// Any vector.
pub const ANY_VECTOR: TypeConstraint = TypeConstraint::VectorOf(&ANY_TYPE);
/// Any vector of rank one or more (MLIR's `AnyVectorOfNonZeroRank`): the vector dialect's loads
/// and stores and affine's `vector_load`/`vector_store` take them.
pub const ANY_VECTOR_NON_ZERO_RANK: TypeConstraint = TypeConstraint::Pred {
    summary: "vector of any type values",
    check: |c, t| t.dyn_cast::<VectorType>(c).is_some_and(|v| !v.shape.is_empty()),
};
/// Any memref.
pub const ANY_MEMREF: TypeConstraint = TypeConstraint::MemRefOf(&ANY_TYPE);
/// Any ranked memref.
pub const ANY_RANKED_MEMREF: TypeConstraint =
    TypeConstraint::Pred { summary: "ranked memref of any type values", check: |c, t| t.isa::<MemRefType>(c) };
/// Any unranked memref.
pub const ANY_UNRANKED_MEMREF: TypeConstraint = TypeConstraint::Pred {
    summary: "unranked.memref of any type values",
    check: |c, t| t.isa::<UnrankedMemRefType>(c),
};
/// Any shaped type.
pub const ANY_SHAPED: TypeConstraint = TypeConstraint::ShapedOf(&ANY_TYPE);

/// A constraint on an attribute.
#[derive(Copy, Clone)]
pub struct AttrConstraint {
    /// MLIR's summary, e.g. `64-bit signless integer attribute`.
    pub summary: &'static str,
    /// The check.
    pub check: fn(&Context, Attribute) -> bool,
}

impl AttrConstraint {
    /// Whether `attr` satisfies the constraint.
    pub fn matches(&self, ctx: &Context, attr: Attribute) -> bool {
        (self.check)(ctx, attr)
    }
}

fn int_attr_of(ctx: &Context, a: Attribute, width: u32) -> bool {
    a.dyn_cast::<IntegerAttr>(ctx).is_some_and(|i| signless(ctx, i.ty, width))
}

fn dense_array_of(ctx: &Context, a: Attribute, check: fn(&Context, Type) -> bool) -> bool {
    a.dyn_cast::<DenseArrayAttr>(ctx).is_some_and(|d| check(ctx, d.element))
}

/// Any attribute.
pub const ANY_ATTR: AttrConstraint = AttrConstraint { summary: "any attribute", check: |_, _| true };
/// A string attribute.
pub const STR_ATTR: AttrConstraint =
    AttrConstraint { summary: "string attribute", check: |c, a| a.isa::<StringAttr>(c) };
/// A symbol name (a string attribute).
pub const SYMBOL_NAME_ATTR: AttrConstraint = STR_ATTR;
/// A symbol reference `@a::@b`.
pub const SYMBOL_REF_ATTR: AttrConstraint =
    AttrConstraint { summary: "symbol reference attribute", check: |c, a| a.isa::<SymbolRefAttr>(c) };
/// A flat symbol reference `@a`.
pub const FLAT_SYMBOL_REF_ATTR: AttrConstraint = AttrConstraint {
    summary: "flat symbol reference attribute",
    check: |c, a| a.dyn_cast::<SymbolRefAttr>(c).is_some_and(|s| s.nested.is_empty()),
};
/// Any type attribute.
pub const TYPE_ATTR: AttrConstraint =
    AttrConstraint { summary: "any type attribute", check: |c, a| a.isa::<TypeAttr>(c) };
/// A type attribute holding a function type.
pub const FUNCTION_TYPE_ATTR: AttrConstraint = AttrConstraint {
    summary: "type attribute of function type",
    check: |c, a| a.dyn_cast::<TypeAttr>(c).is_some_and(|t| t.ty.isa::<FunctionType>(c)),
};
/// A unit attribute.
pub const UNIT_ATTR: AttrConstraint = AttrConstraint { summary: "unit attribute", check: |c, a| a.isa::<UnitAttr>(c) };
/// A bool attribute (`i1` integer).
pub const BOOL_ATTR: AttrConstraint = AttrConstraint { summary: "bool attribute", check: |c, a| int_attr_of(c, a, 1) };
/// A 32-bit signless integer attribute.
pub const I32_ATTR: AttrConstraint =
    AttrConstraint { summary: "32-bit signless integer attribute", check: |c, a| int_attr_of(c, a, 32) };
/// A 64-bit signless integer attribute.
pub const I64_ATTR: AttrConstraint =
    AttrConstraint { summary: "64-bit signless integer attribute", check: |c, a| int_attr_of(c, a, 64) };
/// An index attribute.
pub const INDEX_ATTR: AttrConstraint = AttrConstraint {
    summary: "index attribute",
    check: |c, a| a.dyn_cast::<IntegerAttr>(c).is_some_and(|i| i.ty.isa::<IndexType>(c)),
};
/// Any integer attribute.
pub const ANY_INTEGER_ATTR: AttrConstraint =
    AttrConstraint { summary: "arbitrary integer attribute", check: |c, a| a.isa::<IntegerAttr>(c) };
/// A 32-bit float attribute.
pub const F32_ATTR: AttrConstraint = AttrConstraint {
    summary: "32-bit float attribute",
    check: |c, a| a.dyn_cast::<FloatAttr>(c).is_some_and(|f| float_kind(c, f.ty) == Some(FloatKind::F32)),
};
/// A 64-bit float attribute.
pub const F64_ATTR: AttrConstraint = AttrConstraint {
    summary: "64-bit float attribute",
    check: |c, a| a.dyn_cast::<FloatAttr>(c).is_some_and(|f| float_kind(c, f.ty) == Some(FloatKind::F64)),
};
/// An array attribute.
pub const ARRAY_ATTR: AttrConstraint =
    AttrConstraint { summary: "array attribute", check: |c, a| a.isa::<ArrayAttr>(c) };
/// A dictionary attribute.
pub const DICTIONARY_ATTR: AttrConstraint =
    AttrConstraint { summary: "dictionary of named attribute values", check: |c, a| a.isa::<DictionaryAttr>(c) };
/// An attribute with a type (MLIR's `TypedAttrInterface`).
pub const TYPED_ATTR: AttrConstraint =
    AttrConstraint { summary: "TypedAttr instance", check: |c, a| a.typed(c).is_some() };
/// `array<i32: ...>`.
pub const DENSE_I32_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "i32 dense array attribute",
    check: |c, a| dense_array_of(c, a, |c, t| signless(c, t, 32)),
};
/// `array<i64: ...>`.
pub const DENSE_I64_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "i64 dense array attribute",
    check: |c, a| dense_array_of(c, a, |c, t| signless(c, t, 64)),
};
/// `array<i1: ...>`.
pub const DENSE_BOOL_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "i1 dense array attribute",
    check: |c, a| dense_array_of(c, a, |c, t| signless(c, t, 1)),
};

/// Every type constraint this module defines, by name: the book's constraint reference is
/// generated from it (a test checks that no constant is missing).
pub const TYPE_CONSTRAINTS: &[(&str, &TypeConstraint)] = &[
    ("ANY_TYPE", &ANY_TYPE),
    ("ANY_INTEGER", &ANY_INTEGER),
    ("ANY_SIGNLESS_INTEGER", &ANY_SIGNLESS_INTEGER),
    ("I1", &I1),
    ("I8", &I8),
    ("I16", &I16),
    ("I32", &I32),
    ("I64", &I64),
    ("INDEX", &INDEX),
    ("SIGNLESS_INTEGER_OR_INDEX", &SIGNLESS_INTEGER_OR_INDEX),
    ("SIGNLESS_INTEGER_LIKE", &SIGNLESS_INTEGER_LIKE),
    ("BOOL_LIKE", &BOOL_LIKE),
    ("ANY_FLOAT", &ANY_FLOAT),
    ("FLOAT_LIKE", &FLOAT_LIKE),
    ("F16", &F16),
    ("F32", &F32),
    ("F64", &F64),
    ("BF16", &BF16),
    ("ANY_COMPLEX", &ANY_COMPLEX),
    ("NONE_TYPE", &NONE_TYPE),
    ("FUNCTION_TYPE", &FUNCTION_TYPE),
    ("ANY_TENSOR", &ANY_TENSOR),
    ("ANY_RANKED_TENSOR", &ANY_RANKED_TENSOR),
    ("ANY_UNRANKED_TENSOR", &ANY_UNRANKED_TENSOR),
    ("ANY_VECTOR", &ANY_VECTOR),
    ("ANY_VECTOR_NON_ZERO_RANK", &ANY_VECTOR_NON_ZERO_RANK),
    ("ANY_MEMREF", &ANY_MEMREF),
    ("ANY_RANKED_MEMREF", &ANY_RANKED_MEMREF),
    ("ANY_UNRANKED_MEMREF", &ANY_UNRANKED_MEMREF),
    ("ANY_SHAPED", &ANY_SHAPED),
];

/// Every attribute constraint this module defines, by name (see [`TYPE_CONSTRAINTS`]).
pub const ATTR_CONSTRAINTS: &[(&str, &AttrConstraint)] = &[
    ("ANY_ATTR", &ANY_ATTR),
    ("STR_ATTR", &STR_ATTR),
    ("SYMBOL_NAME_ATTR", &SYMBOL_NAME_ATTR),
    ("SYMBOL_REF_ATTR", &SYMBOL_REF_ATTR),
    ("FLAT_SYMBOL_REF_ATTR", &FLAT_SYMBOL_REF_ATTR),
    ("TYPE_ATTR", &TYPE_ATTR),
    ("FUNCTION_TYPE_ATTR", &FUNCTION_TYPE_ATTR),
    ("UNIT_ATTR", &UNIT_ATTR),
    ("BOOL_ATTR", &BOOL_ATTR),
    ("I32_ATTR", &I32_ATTR),
    ("I64_ATTR", &I64_ATTR),
    ("INDEX_ATTR", &INDEX_ATTR),
    ("ANY_INTEGER_ATTR", &ANY_INTEGER_ATTR),
    ("F32_ATTR", &F32_ATTR),
    ("F64_ATTR", &F64_ATTR),
    ("ARRAY_ATTR", &ARRAY_ATTR),
    ("DICTIONARY_ATTR", &DICTIONARY_ATTR),
    ("TYPED_ATTR", &TYPED_ATTR),
    ("DENSE_I32_ARRAY_ATTR", &DENSE_I32_ARRAY_ATTR),
    ("DENSE_I64_ARRAY_ATTR", &DENSE_I64_ARRAY_ATTR),
    ("DENSE_BOOL_ARRAY_ATTR", &DENSE_BOOL_ARRAY_ATTR),
];
