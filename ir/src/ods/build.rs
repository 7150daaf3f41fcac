//! Run-time support for the builders `#[op]` generates: the values an attribute argument takes
//! ([`IntoAttr`]), the typed view of a converted op's operands ([`HasAdaptor`]), and the
//! property setters.
//!
//! An op's generated builders are (see the book's "Writing a pass and a rewrite pattern"):
//!
//! - `build(b, loc, operands.., result types.., attributes.., successors.., region counts..)`,
//!   creating the op at the insertion point of any [`Builder`](crate::Builder). Result types the
//!   op's traits determine are not asked for (`SameOperandsAndResultType`, `AllTypesMatch` and
//!   `TypesMatchWith` relations from an operand, buildable constraints such as `I1` or `INDEX`),
//!   so `arith::AddIOp::build(b, loc, lhs, rhs)` takes two values. Required attributes take any
//!   [`IntoAttr`] value of their kind; optional and default-valued ones are set afterwards with
//!   `set_<field>` (default-valued ones start at their default).
//! - `create(b, ..)`: the same without the location, on an
//!   [`ImplicitLocOpBuilder`](crate::ImplicitLocOpBuilder).
//! - `build_inferred` / `create_inferred`, for ops whose result types only their
//!   `InferTypeOpInterface` computes: fallible, with the inference's diagnostic.
//! - `build_generic(b, loc, result_types, operands, attributes)`: MLIR's collective builder, for
//!   code that carries an op over one to one (a conversion keeping another op's attributes): the
//!   attributes the op declares become its properties, the others stay discardable
//!   ([`collective_state`]).

use crate::attributes::{AttrDef, Attribute, NamedAttribute};
use crate::builtin::affine_attrs::AffineMapAttr;
use crate::builtin::attributes::{
    ArrayAttr, DenseArrayAttr, DictionaryAttr, FloatAttr, IntegerAttr, StringAttr, SymbolRefAttr, TypeAttr,
};
use crate::builtin::types::{FloatKind, FloatType, IntegerType};
use crate::context::Context;
use crate::numeric::{APFloat, APInt};
use crate::ods::defs::EnumAttrCases;
use crate::ods::Op;
use crate::types::Type;
use crate::value::Value;
use crate::OpRef;

/// A value a generated builder or setter takes for an attribute of kind `T` (the field's type:
/// `IntegerAttr`, `StringAttr`, a dialect's own attribute or enum).
///
/// Implemented for `T` itself (any attribute definition, interned), for an [`Attribute`] already
/// of kind `T` (checked in debug builds), and for the Rust values attributes wrap: `&str` and
/// `String` (a `StringAttr`, or a flat `SymbolRefAttr`), a [`Type`] (`TypeAttr`), integers,
/// `bool` and enums deriving `EnumAttr` (an `IntegerAttr`), `f64` (a `FloatAttr`), slices and
/// vectors of integers (a `DenseArrayAttr`), of attributes (an `ArrayAttr`) and of named
/// attributes (a `DictionaryAttr`), and an `AffineMap` (an `AffineMapAttr`).
pub trait IntoAttr<T: ?Sized> {
    /// The attribute. `ty` is the type the field's constraint builds, when it names one: the
    /// value type of `I64_ATTR` (`i64`), the element type of `DENSE_I32_ARRAY_ATTR` (`i32`).
    fn into_attr(self, ctx: &Context, ty: Option<Type>) -> Attribute;
}

impl<T: AttrDef> IntoAttr<T> for T {
    fn into_attr(self, ctx: &Context, _: Option<Type>) -> Attribute {
        ctx.intern_attr(self)
    }
}

impl<T: AttrDef> IntoAttr<T> for Attribute {
    fn into_attr(self, ctx: &Context, _: Option<Type>) -> Attribute {
        debug_assert!(self.isa::<T>(ctx), "a builder was given an attribute that is not a `{}`", T::NAME);
        self
    }
}

impl IntoAttr<StringAttr> for &str {
    fn into_attr(self, ctx: &Context, _: Option<Type>) -> Attribute {
        StringAttr::get(ctx, self)
    }
}

impl IntoAttr<StringAttr> for String {
    fn into_attr(self, ctx: &Context, _: Option<Type>) -> Attribute {
        StringAttr::get(ctx, &self)
    }
}

impl IntoAttr<SymbolRefAttr> for &str {
    fn into_attr(self, ctx: &Context, _: Option<Type>) -> Attribute {
        SymbolRefAttr::flat(ctx, self)
    }
}

impl IntoAttr<TypeAttr> for Type {
    fn into_attr(self, ctx: &Context, _: Option<Type>) -> Attribute {
        TypeAttr::get(ctx, self)
    }
}

impl IntoAttr<AffineMapAttr> for crate::affine::AffineMap {
    fn into_attr(self, ctx: &Context, _: Option<Type>) -> Attribute {
        ctx.intern_attr(AffineMapAttr { map: self })
    }
}

/// The integer type an integer attribute argument gets: the constraint's, else `i64`.
fn int_type(ctx: &Context, ty: Option<Type>) -> Type {
    ty.unwrap_or_else(|| IntegerType::get(ctx, 64))
}

macro_rules! int_attr_from {
    ($($t:ty),*) => {$(
        impl IntoAttr<IntegerAttr> for $t {
            fn into_attr(self, ctx: &Context, ty: Option<Type>) -> Attribute {
                IntegerAttr::from_i64(ctx, int_type(ctx, ty), self as i64)
            }
        }
    )*};
}
int_attr_from!(i64, i32, u32, usize);

impl IntoAttr<IntegerAttr> for bool {
    fn into_attr(self, ctx: &Context, ty: Option<Type>) -> Attribute {
        let ty = ty.unwrap_or_else(|| IntegerType::get(ctx, 1));
        IntegerAttr::from_i64(ctx, ty, self as i64)
    }
}

/// An enum stored as an integer (`arith::CmpIPredicate::Slt`).
impl<E: EnumAttrCases> IntoAttr<IntegerAttr> for E {
    fn into_attr(self, ctx: &Context, _: Option<Type>) -> Attribute {
        self.to_int_attr(ctx)
    }
}

impl IntoAttr<FloatAttr> for f64 {
    fn into_attr(self, ctx: &Context, ty: Option<Type>) -> Attribute {
        let ty = ty.unwrap_or_else(|| FloatType::get(ctx, FloatKind::F64));
        let kind = ty.dyn_cast::<FloatType>(ctx).map_or(FloatKind::F64, |f| f.kind);
        FloatAttr::get(ctx, ty, APFloat::from_f64(kind.semantics(), self))
    }
}

/// A dense array of `values` with the constraint's element type (`i64` when it names none).
fn dense_array(ctx: &Context, ty: Option<Type>, values: impl IntoIterator<Item = i64>) -> Attribute {
    let element = int_type(ctx, ty);
    let width = element.dyn_cast::<IntegerType>(ctx).map_or(64, |i| i.width);
    let values = values.into_iter().map(|v| APInt::from_i64(width, v)).collect();
    ctx.intern_attr(DenseArrayAttr { element, values })
}

macro_rules! dense_array_from {
    ($($t:ty),*) => {$(
        impl IntoAttr<DenseArrayAttr> for &[$t] {
            fn into_attr(self, ctx: &Context, ty: Option<Type>) -> Attribute {
                dense_array(ctx, ty, self.iter().map(|&v| v as i64))
            }
        }
        impl<const N: usize> IntoAttr<DenseArrayAttr> for &[$t; N] {
            fn into_attr(self, ctx: &Context, ty: Option<Type>) -> Attribute {
                dense_array(ctx, ty, self.iter().map(|&v| v as i64))
            }
        }
        impl IntoAttr<DenseArrayAttr> for Vec<$t> {
            fn into_attr(self, ctx: &Context, ty: Option<Type>) -> Attribute {
                dense_array(ctx, ty, self.into_iter().map(|v| v as i64))
            }
        }
    )*};
}
dense_array_from!(i64, i32, bool);

impl IntoAttr<ArrayAttr> for Vec<Attribute> {
    fn into_attr(self, ctx: &Context, _: Option<Type>) -> Attribute {
        ArrayAttr::get(ctx, self)
    }
}

impl IntoAttr<ArrayAttr> for &[Attribute] {
    fn into_attr(self, ctx: &Context, _: Option<Type>) -> Attribute {
        ArrayAttr::get(ctx, self.to_vec())
    }
}

impl IntoAttr<DictionaryAttr> for Vec<NamedAttribute> {
    fn into_attr(self, ctx: &Context, _: Option<Type>) -> Attribute {
        DictionaryAttr::get(ctx, self)
    }
}

/// A typed view of an op's operands after conversion: MLIR's generated `Adaptor` class.
/// `#[op]` generates `<Op>Adaptor` for every op, with one accessor per operand group named as
/// the op's (`adaptor.lhs()`, `adaptor.indices()`), reading the converted values that an
/// [`OpConversionPattern`](crate::conversion::OpConversionPattern) receives.
pub trait HasAdaptor: Op {
    /// The adaptor type (`AddIOpAdaptor<'a>`).
    type Adaptor<'a>: OpAdaptor<'a>;
    /// The adaptor of `op` over `operands` (as many as `op` has, in its order).
    fn adaptor<'a>(ctx: &Context, op: Self, operands: &'a [Value]) -> Self::Adaptor<'a>;
}

/// What every adaptor has, for patterns generic over the op they convert.
pub trait OpAdaptor<'a> {
    /// Every converted operand, in order.
    fn operands(&self) -> &'a [Value];
}

/// Sets the inherent attribute (property) `name` of `op` (a generated `set_<field>`).
pub fn set_property(ctx: &mut Context, op: OpRef, name: &str, value: Attribute) {
    let id = ctx.ident(name);
    let mut entries: Vec<NamedAttribute> =
        ctx.op_properties(op).map(|p| DictionaryAttr::entries(ctx, p).to_vec()).unwrap_or_default();
    match entries.iter_mut().find(|e| e.name == id) {
        Some(e) => e.value = value,
        None => entries.push(NamedAttribute { name: id, value }),
    }
    let dict = DictionaryAttr::get(ctx, entries);
    ctx.set_op_properties(op, Some(dict));
}

/// Removes the inherent attribute (property) `name` of `op`; returns whether it was set.
pub fn remove_property(ctx: &mut Context, op: OpRef, name: &str) -> bool {
    let Some(props) = ctx.op_properties(op) else { return false };
    let mut entries = DictionaryAttr::entries(ctx, props).to_vec();
    let before = entries.len();
    entries.retain(|e| ctx.ident_str(e.name) != name);
    if entries.len() == before {
        return false;
    }
    let dict = (!entries.is_empty()).then(|| DictionaryAttr::get(ctx, entries));
    ctx.set_op_properties(op, dict);
    true
}

/// `transform` applied to `ty`: a result type a `TypesMatchWith` relation determines.
pub fn transform_type(ctx: &Context, ty: Type, transform: impl Fn(&Context, Type) -> Type) -> Type {
    transform(ctx, ty)
}

/// The type a buildable type constraint denotes, by its spelling (`i1`, `index`, `f32`, `none`),
/// as the macros spell them.
pub fn buildable_type(ctx: &Context, spelling: &str) -> Type {
    use crate::builtin::types::{IndexType, NoneType};
    match spelling {
        "index" => IndexType::get(ctx),
        "none" => NoneType::get(ctx),
        s => match (s.strip_prefix('i').and_then(|w| w.parse::<u32>().ok()), FloatKind::from_keyword(s)) {
            (Some(width), _) => IntegerType::get(ctx, width),
            (None, Some(kind)) => FloatType::get(ctx, kind),
            (None, None) => panic!("unknown buildable type '{s}'"),
        },
    }
}

/// The state of MLIR's collective builder (`build(builder, state, resultTypes, operands,
/// attributes)`) for the op `name`: the given result types and operands, the op's fixed regions
/// created empty, and `attributes` split as the op's registration declares them (its inherent
/// attributes, `operandSegmentSizes` included, become its properties; the others are
/// discardable). For an op whose dialect is not loaded, every attribute is discardable.
pub fn collective_state(
    ctx: &mut Context,
    name: &str,
    num_regions: usize,
    loc: Attribute,
    result_types: &[Type],
    operands: &[Value],
    attributes: &[NamedAttribute],
) -> crate::OperationState {
    let op_name = ctx.op_name(name);
    let mut st = crate::OperationState::new(op_name, loc);
    st.result_types.extend_from_slice(result_types);
    st.operands.extend_from_slice(operands);
    let info = ctx.op_info(op_name);
    let inherent =
        |a: &NamedAttribute| info.as_ref().is_some_and(|i| i.inherent_attrs.contains(&ctx.ident_str(a.name)));
    let (props, discardable): (Vec<NamedAttribute>, Vec<NamedAttribute>) =
        attributes.iter().cloned().partition(inherent);
    if !props.is_empty() {
        st.properties = Some(DictionaryAttr::get(ctx, props));
    }
    st.attributes = discardable;
    for _ in 0..num_regions {
        let r = ctx.create_region();
        st.regions.push(r);
    }
    st
}
