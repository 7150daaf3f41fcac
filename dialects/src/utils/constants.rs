//! Constants of values, and constants made for folded values: MLIR's `m_ConstantInt` and
//! `getConstantIntValue`, and the `arith.constant` builders that tensor, memref, affine and
//! linalg materialize their folded values with (MLIR's `Arith/Utils` and
//! `arith::ConstantOp::materialize`).
//!
//! The `arith.constant` ops are built by name, so that a dialect below arith in the dependency
//! order need not import the arith module for them.

use oxir::builtin::attributes::{DictionaryAttr, FloatAttr, IntegerAttr};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::{ComplexType, FloatType, IndexType, IntegerType, RankedTensorType, VectorType};
use oxir::matchers::constant_of;
use oxir::numeric::{APFloat, APInt};
use oxir::rewrite::PatternRewriter;
use oxir::{Attribute, Context, NamedAttribute, OpRef, OperationState, Type, Value};

/// The zero of a scalar type, an integer, index or float attribute (MLIR's `Builder::getZeroAttr`
/// for scalars); `None` for other types.
pub fn zero_attr(ctx: &Context, t: Type) -> Option<Attribute> {
    if let Some(f) = t.dyn_cast::<FloatType>(ctx) {
        return Some(FloatAttr::get(ctx, t, APFloat::zero(f.kind.semantics())));
    }
    let width = match t.dyn_cast::<IntegerType>(ctx) {
        Some(i) => i.width,
        None if t.isa::<IndexType>(ctx) => 64,
        None => return None,
    };
    Some(IntegerAttr::get(ctx, t, APInt::from_i64(width, 0)))
}

/// The first poison among an op's constant operands: MLIR's constant folders
/// (`constFoldBinaryOp`, `constFoldUnaryOp`, `constFoldCastOp`) return it as the op's value
/// before looking at the other operands.
pub fn first_poison(ctx: &Context, constants: &[Option<Attribute>]) -> Option<Attribute> {
    constants.iter().flatten().copied().find(|a| a.isa::<oxir::ub::PoisonAttr>(ctx))
}

/// The constant materializer of dialects whose folds may produce poison (MLIR's
/// `AffineDialect::materializeConstant` and `VectorDialect::materializeConstant`): a `ub.poison`
/// for `#ub.poison` (when the ub dialect is loaded), else an `arith.constant`.
pub fn materialize_arith_or_poison(ctx: &mut Context, value: Attribute, ty: Type, loc: Attribute) -> Option<OpRef> {
    if !value.isa::<oxir::ub::PoisonAttr>(ctx) {
        return materialize_arith_constant(ctx, value, ty, loc);
    }
    if !ctx.is_dialect_registered("ub") {
        return None;
    }
    Some(oxir::ub::PoisonOp::build(&mut oxir::OpBuilder::new(ctx), loc, ty).into())
}

/// The value of a constant of `ty` holding `scalar` everywhere: `scalar` itself for a scalar
/// type, its splat for a shaped type (MLIR's `createScalarOrSplatConstant`); `None` when
/// `scalar` is neither an integer nor a float attribute of a shaped `ty`.
pub fn scalar_or_splat(ctx: &Context, ty: Type, scalar: Attribute) -> Option<Attribute> {
    if oxir::builtin::types::shaped_info(ctx, ty).is_none() {
        return Some(scalar);
    }
    if let Some(i) = scalar.dyn_cast::<IntegerAttr>(ctx) {
        return DenseIntOrFPElementsAttr::from_ints(ctx, ty, std::slice::from_ref(&i.value));
    }
    DenseIntOrFPElementsAttr::from_floats(ctx, ty, &[scalar.dyn_cast::<FloatAttr>(ctx)?.value])
}

/// The zero of `t` as MLIR's `Builder::getZeroAttr` makes it: the scalar zero of an integer,
/// index or float type, or its splat for a vector or a statically shaped tensor.
pub fn zero_or_splat_attr(ctx: &Context, t: Type) -> Option<Attribute> {
    let element = if let Some(v) = t.dyn_cast::<VectorType>(ctx) {
        v.element
    } else if let Some(r) = t.dyn_cast::<RankedTensorType>(ctx) {
        if r.shape.iter().any(|&d| d < 0) {
            return None;
        }
        r.element
    } else {
        return zero_attr(ctx, t);
    };
    if let Some(f) = element.dyn_cast::<FloatType>(ctx) {
        return DenseIntOrFPElementsAttr::from_floats(ctx, t, &[APFloat::zero(f.kind.semantics())]);
    }
    let zero = zero_attr(ctx, element)?.dyn_cast::<IntegerAttr>(ctx)?;
    DenseIntOrFPElementsAttr::from_ints(ctx, t, std::slice::from_ref(&zero.value))
}

/// MLIR's `m_ConstantInt`: the integer `v` holds when it is a scalar integer constant or an
/// integer splat.
pub fn const_int(ctx: &Context, v: Value) -> Option<APInt> {
    int_or_splat_value(ctx, constant_of(ctx, v)?)
}

/// The integer a constant attribute holds: an integer attribute, or a splat of integer
/// elements (MLIR's `m_ConstantInt` on the attribute).
pub fn int_or_splat_value(ctx: &Context, a: Attribute) -> Option<APInt> {
    if let Some(i) = a.dyn_cast::<IntegerAttr>(ctx) {
        return Some(i.value.clone());
    }
    let d = a.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?;
    if d.is_splat() {
        return d.int_values().next();
    }
    None
}

/// MLIR's `getConstantIntValue` on a value: the `i64` a scalar integer (or index) constant
/// holds (splats do not count).
pub fn const_index(ctx: &Context, v: Value) -> Option<i64> {
    constant_of(ctx, v).and_then(|a| int_attr_value(ctx, a))
}

/// The value of an integer attribute as an `i64`, if it is one and fits.
pub fn int_attr_value(ctx: &Context, a: Attribute) -> Option<i64> {
    a.dyn_cast::<IntegerAttr>(ctx)?.value.try_to_i64()
}

/// An `arith.constant` of `value` typed `ty`, as an operation state.
pub fn arith_constant_state(ctx: &Context, loc: Attribute, value: Attribute, ty: Type) -> OperationState {
    let mut st = OperationState::new(ctx.op_name("arith.constant"), loc);
    st.result_types.push(ty);
    st.properties = Some(DictionaryAttr::get(ctx, vec![NamedAttribute { name: ctx.ident("value"), value }]));
    st
}

/// An `arith.constant` of index type created at the rewriter's insertion point.
pub fn index_constant(rw: &mut PatternRewriter<'_>, loc: Attribute, v: i64) -> Value {
    let ctx = rw.ctx();
    let index = IndexType::get(ctx);
    let st = arith_constant_state(ctx, loc, IntegerAttr::from_i64(ctx, index, v), index);
    let c = rw.create(st);
    rw.ctx().result(c, 0)
}

/// The constant materializer of the dialects that fold to `arith.constant` (MLIR's
/// `TensorDialect::materializeConstant`, which delegates to `arith::ConstantOp::materialize`):
/// an `arith.constant` when the arith dialect is loaded and `value` is typed `ty`.
pub fn materialize_arith_constant(ctx: &mut Context, value: Attribute, ty: Type, loc: Attribute) -> Option<OpRef> {
    if !ctx.is_dialect_registered("arith") {
        return None;
    }
    if value.typed(ctx) != Some(ty) {
        return None;
    }
    let st = arith_constant_state(ctx, loc, value, ty);
    Some(ctx.create_op(st))
}

/// MLIR's `complex::ConstantOp::isBuildableWith`: `value` is `[re, im]`, two floats or two
/// integers of the element type of the complex type `ty`.
pub fn is_complex_constant_value(ctx: &Context, value: Attribute, ty: Type) -> bool {
    use oxir::builtin::attributes::{ArrayAttr, FloatAttr};
    let (Some(parts), Some(c)) = (value.dyn_cast::<ArrayAttr>(ctx), ty.dyn_cast::<ComplexType>(ctx)) else {
        return false;
    };
    let [re, im] = parts.elements.as_slice() else { return false };
    let same_kind = (re.isa::<FloatAttr>(ctx) && im.isa::<FloatAttr>(ctx))
        || (re.isa::<IntegerAttr>(ctx) && im.isa::<IntegerAttr>(ctx));
    same_kind && re.typed(ctx) == Some(c.element) && im.typed(ctx) == Some(c.element)
}

/// A `complex.constant` of `value` (an `[re, im]` array) typed `ty`, as an operation state
/// (built by name, as [`arith_constant_state`]).
pub fn complex_constant_state(ctx: &Context, loc: Attribute, value: Attribute, ty: Type) -> OperationState {
    let mut st = OperationState::new(ctx.op_name("complex.constant"), loc);
    st.result_types.push(ty);
    st.properties = Some(DictionaryAttr::get(ctx, vec![NamedAttribute { name: ctx.ident("value"), value }]));
    st
}

/// The tensor dialect's constant materializer (MLIR's `TensorDialect::materializeConstant`): an
/// `arith.constant` as [`materialize_arith_constant`], else a `complex.constant` for a complex
/// element (what `tensor.extract` of a complex tensor constant folds to) when the complex
/// dialect is loaded.
pub fn materialize_arith_or_complex_constant(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Attribute,
) -> Option<OpRef> {
    if let Some(op) = materialize_arith_constant(ctx, value, ty, loc) {
        return Some(op);
    }
    if !ctx.is_dialect_registered("complex") || !is_complex_constant_value(ctx, value, ty) {
        return None;
    }
    let st = complex_constant_state(ctx, loc, value, ty);
    Some(ctx.create_op(st))
}
