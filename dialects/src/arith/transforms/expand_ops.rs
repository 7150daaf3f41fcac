//! MLIR's `ArithExpandOpsPass` (`arith-expand`) and its patterns (`ExpandOps.cpp`): the
//! ceil/floor divisions and the integer and float minimum/maximum ops become plain arithmetic,
//! and, by option, the `bf16`, `f8E8M0FNU` and `f4E2M1FN` extensions and truncations become
//! integer bit manipulation; the scaling extensions and truncations become a multiplication or
//! division by the scale. The patterns run as a partial conversion, so the ops a pattern creates
//! are legalized in turn; `convert-arith-to-llvm` reuses the division patterns.

use crate::arith::{self, CmpFPredicate, CmpIPredicate};
use oxir::builtin::attributes::{FloatAttr, IntegerAttr};
use oxir::builtin::types::{shaped_info, FloatKind, FloatType, IndexType, IntegerType};
use oxir::conversion::{op_attr_or_prop, ConversionPattern, ConversionRewriter, ConversionTarget, TypeConverter};
use oxir::numeric::{APFloat, APInt};
use oxir::ods::Dialect as _;
use oxir::ods::Op;
use oxir::pass::Pass;
use oxir::{Attribute, Context, Diagnostic, OpRef, OperationState, Type, Value};
use std::sync::Arc;

/// A rewrite of the op, creating at the rewriter's insertion point; `None` when it does not
/// apply.
type Expansion = fn(OpRef, &mut ConversionRewriter<'_, '_>) -> Option<()>;

/// One expansion, rooted at the op named `root`.
struct ExpandPattern {
    root: &'static str,
    expand: Expansion,
}

impl ConversionPattern for ExpandPattern {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn uses_type_converter(&self) -> bool {
        false
    }
    fn match_and_rewrite(&self, op: OpRef, _operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        (self.expand)(op, rw).is_some()
    }
}

fn pattern<T: Op>(expand: Expansion) -> Arc<dyn ConversionPattern> {
    Arc::new(ExpandPattern { root: T::NAME, expand })
}

// ----- building -----

fn element_type(ctx: &Context, t: Type) -> Type {
    shaped_info(ctx, t).map_or(t, |s| s.element)
}

/// MLIR's `cloneToShapedType`: `element` with the shape of `like`.
fn shaped_like(ctx: &Context, like: Type, element: Type) -> Type {
    arith::with_element_type(ctx, like, element)
}

fn int_type(ctx: &Context, like: Type, width: u32) -> Type {
    shaped_like(ctx, like, IntegerType::get(ctx, width))
}

fn create1(rw: &mut ConversionRewriter<'_, '_>, st: OperationState) -> Value {
    let op = rw.create(st);
    rw.ctx().result(op, 0)
}

/// An `arith.constant` of `ty` (splat over a shaped type) from a scalar attribute.
fn constant(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, ty: Type, scalar: Attribute) -> Option<Value> {
    let value = crate::utils::constants::scalar_or_splat(rw.ctx(), ty, scalar)?;
    Some(create1(rw, crate::utils::constants::arith_constant_state(rw.ctx(), loc, value, ty)))
}

/// MLIR's `createConst`: an integer (or index) constant of `ty`, splat over a shaped type,
/// truncated to the element's width as MLIR's `getIntegerAttr` does.
pub fn int_constant(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, ty: Type, v: i64) -> Option<Value> {
    let ctx = rw.ctx();
    let element = element_type(ctx, ty);
    let width = match element.dyn_cast::<IntegerType>(ctx) {
        Some(i) => i.width,
        None if element.isa::<IndexType>(ctx) => 64,
        None => return None,
    };
    let scalar = IntegerAttr::get(ctx, element, APInt::from_i64(width, v));
    constant(rw, loc, ty, scalar)
}

/// MLIR's `createFloatConst`.
fn float_constant(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, ty: Type, v: f64) -> Option<Value> {
    let ctx = rw.ctx();
    let element = element_type(ctx, ty);
    let kind = element.dyn_cast::<FloatType>(ctx)?.kind;
    let scalar = FloatAttr::get(ctx, element, APFloat::from_f64(kind.semantics(), v));
    constant(rw, loc, ty, scalar)
}

/// An op `name` of `operands` with one result of `ty` (casts and the ops without a builder
/// here).
fn op(rw: &mut ConversionRewriter<'_, '_>, name: &str, loc: Attribute, operands: &[Value], ty: Type) -> Value {
    let mut st = OperationState::new(rw.ctx().op_name(name), loc);
    st.operands.extend_from_slice(operands);
    st.result_types.push(ty);
    create1(rw, st)
}

/// A binary op of the operands' type.
fn binary(rw: &mut ConversionRewriter<'_, '_>, name: &str, loc: Attribute, a: Value, b: Value) -> Value {
    let ty = rw.ctx().value_type(a);
    op(rw, name, loc, &[a, b], ty)
}

fn cmpi(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, p: CmpIPredicate, a: Value, b: Value) -> Value {
    arith::CmpIOp::build(rw, loc, a, b, p).into()
}

fn cmpf(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, p: CmpFPredicate, a: Value, b: Value) -> Value {
    arith::CmpFOp::build(rw, loc, a, b, p).into()
}

fn select(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, c: Value, a: Value, b: Value) -> Value {
    arith::SelectOp::build(rw, loc, c, a, b).into()
}

/// The operands, result type and location of `op`.
fn parts(ctx: &Context, op: OpRef) -> Option<(Value, Value, Type, Attribute)> {
    let a = ctx.operand(op, 0);
    let b = ctx.operands(op).nth(1)?;
    Some((a, b, ctx.result_types(op).next()?, ctx.op_loc(op)))
}

// ----- divisions -----

/// MLIR's `CeilDivUIOpConverter`: `n == 0 ? 0 : ((n - 1) / m) + 1`.
pub fn ceil_div_ui(op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    let (a, b, ty, loc) = parts(rw.ctx(), op)?;
    let zero = int_constant(rw, loc, ty, 0)?;
    let compare = cmpi(rw, loc, CmpIPredicate::Eq, a, zero);
    let one = int_constant(rw, loc, ty, 1)?;
    let minus_one: Value = arith::SubIOp::build(rw, loc, a, one).into();
    let quotient: Value = arith::DivUIOp::build(rw, loc, minus_one, b).into();
    let plus_one: Value = arith::AddIOp::build(rw, loc, quotient, one).into();
    let r = select(rw, loc, compare, zero, plus_one);
    rw.replace_op(op, &[r]).ok()
}

/// MLIR's `CeilDivSIOpConverter`: `q = n / m`, plus one when the division is inexact and the
/// signs agree.
pub fn ceil_div_si(op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    let (a, b, ty, loc) = parts(rw.ctx(), op)?;
    let zero = int_constant(rw, loc, ty, 0)?;
    let one = int_constant(rw, loc, ty, 1)?;
    let quotient: Value = arith::DivSIOp::build(rw, loc, a, b).into();
    let product: Value = arith::MulIOp::build(rw, loc, quotient, b).into();
    let not_equal_divisor = cmpi(rw, loc, CmpIPredicate::Ne, a, product);
    let a_neg = cmpi(rw, loc, CmpIPredicate::Slt, a, zero);
    let b_neg = cmpi(rw, loc, CmpIPredicate::Slt, b, zero);
    let sign_equal = cmpi(rw, loc, CmpIPredicate::Eq, a_neg, b_neg);
    let cond: Value = arith::AndIOp::build(rw, loc, not_equal_divisor, sign_equal).into();
    let plus_one: Value = arith::AddIOp::build(rw, loc, quotient, one).into();
    let r = select(rw, loc, cond, plus_one, quotient);
    rw.replace_op(op, &[r]).ok()
}

/// MLIR's `FloorDivSIOpConverter`: `q = n / m`, minus one when the division is inexact and the
/// signs differ.
pub fn floor_div_si(op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    let (a, b, ty, loc) = parts(rw.ctx(), op)?;
    let quotient: Value = arith::DivSIOp::build(rw, loc, a, b).into();
    let product: Value = arith::MulIOp::build(rw, loc, quotient, b).into();
    let not_equal_divisor = cmpi(rw, loc, CmpIPredicate::Ne, a, product);
    let zero = int_constant(rw, loc, ty, 0)?;
    let a_neg = cmpi(rw, loc, CmpIPredicate::Slt, a, zero);
    let b_neg = cmpi(rw, loc, CmpIPredicate::Slt, b, zero);
    let sign_opposite = cmpi(rw, loc, CmpIPredicate::Ne, a_neg, b_neg);
    let cond: Value = arith::AndIOp::build(rw, loc, not_equal_divisor, sign_opposite).into();
    let minus_one = int_constant(rw, loc, ty, -1)?;
    let minus: Value = arith::AddIOp::build(rw, loc, quotient, minus_one).into();
    let r = select(rw, loc, cond, minus, quotient);
    rw.replace_op(op, &[r]).ok()
}

/// MLIR's `populateCeilFloorDivExpandOpsPatterns`.
pub fn ceil_floor_div_patterns() -> Vec<Arc<dyn ConversionPattern>> {
    vec![
        pattern::<arith::CeilDivSIOp>(ceil_div_si),
        pattern::<arith::CeilDivUIOp>(ceil_div_ui),
        pattern::<arith::FloorDivSIOp>(floor_div_si),
    ]
}

// ----- minimum and maximum -----

/// MLIR's `MaxMinIOpConverter`: `cmpi pred, a, b ? a : b`.
fn max_min_i(op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    let pred = match rw.ctx().op_name_text(op) {
        arith::MaxSIOp::NAME => CmpIPredicate::Sgt,
        arith::MaxUIOp::NAME => CmpIPredicate::Ugt,
        arith::MinSIOp::NAME => CmpIPredicate::Slt,
        _ => CmpIPredicate::Ult,
    };
    let (a, b, _, loc) = parts(rw.ctx(), op)?;
    let c = cmpi(rw, loc, pred, a, b);
    let r = select(rw, loc, c, a, b);
    rw.replace_op(op, &[r]).ok()
}

/// MLIR's `MaximumMinimumFOpConverter` (NaN in `rhs` propagates) and
/// `MaxNumMinNumFOpConverter` (NaN in `lhs` gives `rhs`).
fn max_min_f(op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    let name = rw.ctx().op_name_text(op);
    let pred = match name {
        arith::MaximumFOp::NAME | arith::MaxNumFOp::NAME => CmpFPredicate::Ugt,
        _ => CmpFPredicate::Ult,
    };
    let nan_in_rhs = matches!(name, arith::MaximumFOp::NAME | arith::MinimumFOp::NAME);
    let (a, b, _, loc) = parts(rw.ctx(), op)?;
    let c = cmpf(rw, loc, pred, a, b);
    let s = select(rw, loc, c, a, b);
    let tested = if nan_in_rhs { b } else { a };
    let is_nan = cmpf(rw, loc, CmpFPredicate::Uno, tested, tested);
    let r = select(rw, loc, is_nan, b, s);
    rw.replace_op(op, &[r]).ok()
}

/// MLIR's `populateArithExpandOpsPatterns`.
pub fn expand_ops_patterns() -> Vec<Arc<dyn ConversionPattern>> {
    let mut v = ceil_floor_div_patterns();
    v.extend([
        pattern::<arith::MaxSIOp>(max_min_i),
        pattern::<arith::MaxUIOp>(max_min_i),
        pattern::<arith::MinSIOp>(max_min_i),
        pattern::<arith::MinUIOp>(max_min_i),
        pattern::<arith::MaximumFOp>(max_min_f),
        pattern::<arith::MinimumFOp>(max_min_f),
        pattern::<arith::MaxNumFOp>(max_min_f),
        pattern::<arith::MinNumFOp>(max_min_f),
        pattern::<arith::ScalingExtFOp>(scaling_extf),
        pattern::<arith::ScalingTruncFOp>(scaling_truncf),
    ]);
    v
}

// ----- float formats -----

fn float_kind(ctx: &Context, t: Type) -> Option<FloatKind> {
    element_type(ctx, t).dyn_cast::<FloatType>(ctx).map(|f| f.kind)
}

fn float_type(ctx: &Context, like: Type, kind: FloatKind) -> Type {
    shaped_like(ctx, like, ctx.intern_type(FloatType { kind }))
}

/// The operand, its type, the result type and the location of a cast.
fn cast_parts(ctx: &Context, op: OpRef) -> Option<(Value, Type, Type, Attribute)> {
    let v = ctx.operand(op, 0);
    Some((v, ctx.value_type(v), ctx.result_types(op).next()?, ctx.op_loc(op)))
}

fn has_rounding_mode(ctx: &Context, op: OpRef) -> bool {
    op_attr_or_prop(ctx, op, "roundingmode").is_some()
}

/// MLIR's `BFloat16ExtFOpConverter`: the bits shifted into the high half of an `f32`.
fn bf16_extf(op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    let ctx = rw.ctx();
    let (v, in_ty, out_ty, loc) = cast_parts(ctx, op)?;
    if float_kind(ctx, in_ty) != Some(FloatKind::BF16) || float_kind(ctx, out_ty) != Some(FloatKind::F32) {
        return None;
    }
    let (i16t, i32t) = (int_type(ctx, in_ty, 16), int_type(ctx, in_ty, 32));
    let bits = op_cast(rw, arith::BitcastOp::NAME, loc, v, i16t);
    let ext = op_cast(rw, arith::ExtUIOp::NAME, loc, bits, i32t);
    let c16 = int_constant(rw, loc, i32t, 16)?;
    let shl = binary(rw, arith::ShLIOp::NAME, loc, ext, c16);
    let r = op_cast(rw, arith::BitcastOp::NAME, loc, shl, out_ty);
    rw.replace_op(op, &[r]).ok()
}

fn op_cast(rw: &mut ConversionRewriter<'_, '_>, name: &str, loc: Attribute, v: Value, ty: Type) -> Value {
    op(rw, name, loc, &[v], ty)
}

/// MLIR's `BFloat16TruncFOpConverter`: round to nearest even through a rounding bias, quiet
/// NaN for NaN.
fn bf16_truncf(op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    let ctx = rw.ctx();
    let (v, in_ty, out_ty, loc) = cast_parts(ctx, op)?;
    if float_kind(ctx, in_ty) != Some(FloatKind::F32)
        || float_kind(ctx, out_ty) != Some(FloatKind::BF16)
        || has_rounding_mode(ctx, op)
    {
        return None;
    }
    let (i16t, i32t) = (int_type(ctx, in_ty, 16), int_type(ctx, in_ty, 32));
    let is_nan = cmpf(rw, loc, CmpFPredicate::Une, v, v);
    let c7fff = int_constant(rw, loc, i32t, 0x7fff)?;
    let c7fc0 = int_constant(rw, loc, i16t, 0x7fc0)?;
    let c16 = int_constant(rw, loc, i32t, 16)?;
    let c1 = int_constant(rw, loc, i32t, 1)?;
    let bits = op_cast(rw, arith::BitcastOp::NAME, loc, v, i32t);
    let shifted = binary(rw, arith::ShRUIOp::NAME, loc, bits, c16);
    let bit16 = binary(rw, arith::AndIOp::NAME, loc, shifted, c1);
    let bias: Value = arith::AddIOp::build(rw, loc, bit16, c7fff).into();
    let biased: Value = arith::AddIOp::build(rw, loc, bits, bias).into();
    let high = binary(rw, arith::ShRUIOp::NAME, loc, biased, c16);
    let normal = op_cast(rw, arith::TruncIOp::NAME, loc, high, i16t);
    let chosen = select(rw, loc, is_nan, c7fc0, normal);
    let r = op_cast(rw, arith::BitcastOp::NAME, loc, chosen, out_ty);
    rw.replace_op(op, &[r]).ok()
}

/// `v` (of float type `ty`) brought to `f32` of `ty`'s shape by an extension or truncation.
fn to_f32(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, v: Value, ty: Type) -> Option<Value> {
    let ctx = rw.ctx();
    let width = float_kind(ctx, ty)?.width();
    let f32t = float_type(ctx, ty, FloatKind::F32);
    Some(match width {
        w if w < 32 => op_cast(rw, arith::ExtFOp::NAME, loc, v, f32t),
        w if w > 32 => op_cast(rw, arith::TruncFOp::NAME, loc, v, f32t),
        _ => v,
    })
}

/// `v` (an `f32` of some shape) brought to `ty`.
fn from_f32(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, v: Value, ty: Type) -> Option<Value> {
    let width = float_kind(rw.ctx(), ty)?.width();
    Some(match width {
        w if w < 32 => op_cast(rw, arith::TruncFOp::NAME, loc, v, ty),
        w if w > 32 => op_cast(rw, arith::ExtFOp::NAME, loc, v, ty),
        _ => v,
    })
}

/// MLIR's `F8E8M0ExtFOpConverter`: the exponent bits shifted into an `f32`'s, NaN for `0xff`.
fn f8e8m0_extf(op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    let ctx = rw.ctx();
    let (v, in_ty, out_ty, loc) = cast_parts(ctx, op)?;
    if float_kind(ctx, in_ty) != Some(FloatKind::F8E8M0FNU) {
        return None;
    }
    let (i8t, i32t, f32t) = (int_type(ctx, in_ty, 8), int_type(ctx, in_ty, 32), float_type(ctx, in_ty, FloatKind::F32));
    let bits = op_cast(rw, arith::BitcastOp::NAME, loc, v, i8t);
    let f8_nan = int_constant(rw, loc, i8t, 0xff)?;
    let f32_nan = int_constant(rw, loc, i32t, 0xffff_ffff)?;
    let mantissa_width = int_constant(rw, loc, i32t, 23)?;
    let ext = op_cast(rw, arith::ExtUIOp::NAME, loc, bits, i32t);
    let f32_bits = binary(rw, arith::ShLIOp::NAME, loc, ext, mantissa_width);
    let is_nan = cmpi(rw, loc, CmpIPredicate::Eq, bits, f8_nan);
    let chosen = select(rw, loc, is_nan, f32_nan, f32_bits);
    let r = op_cast(rw, arith::BitcastOp::NAME, loc, chosen, f32t);
    let r = from_f32(rw, loc, r, out_ty)?;
    rw.replace_op(op, &[r]).ok()
}

/// MLIR's `F8E8M0TruncFOpConverter`: the `f32`'s exponent bits.
fn f8e8m0_truncf(op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    let ctx = rw.ctx();
    let (v, in_ty, out_ty, loc) = cast_parts(ctx, op)?;
    if float_kind(ctx, out_ty) != Some(FloatKind::F8E8M0FNU) || has_rounding_mode(ctx, op) {
        return None;
    }
    let (i8t, i32t) = (int_type(ctx, in_ty, 8), int_type(ctx, in_ty, 32));
    let v = to_f32(rw, loc, v, in_ty)?;
    let bits = op_cast(rw, arith::BitcastOp::NAME, loc, v, i32t);
    let mantissa_width = int_constant(rw, loc, i32t, 23)?;
    let exponent = binary(rw, arith::ShRUIOp::NAME, loc, bits, mantissa_width);
    let exp8 = op_cast(rw, arith::TruncIOp::NAME, loc, exponent, i8t);
    let r = op_cast(rw, arith::BitcastOp::NAME, loc, exp8, out_ty);
    rw.replace_op(op, &[r]).ok()
}

/// MLIR's `F4E2M1ExtFOpConverter`: the `f32` bits assembled from the magnitude (exponent and
/// mantissa patterns of the eight values) and the sign.
fn f4e2m1_extf(op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    use CmpIPredicate::{Eq, Uge};
    let ctx = rw.ctx();
    let (v, in_ty, out_ty, loc) = cast_parts(ctx, op)?;
    if float_kind(ctx, in_ty) != Some(FloatKind::F4E2M1FN) {
        return None;
    }
    let (i4t, i32t, f32t) = (int_type(ctx, in_ty, 4), int_type(ctx, in_ty, 32), float_type(ctx, in_ty, FloatKind::F32));
    let bits = op_cast(rw, arith::BitcastOp::NAME, loc, v, i4t);
    let c0 = int_constant(rw, loc, i4t, 0)?;
    let c1 = int_constant(rw, loc, i4t, 1)?;
    let c2 = int_constant(rw, loc, i4t, 2)?;
    let c4 = int_constant(rw, loc, i4t, 4)?;
    let c7 = int_constant(rw, loc, i4t, 7)?;
    let magnitude = binary(rw, arith::AndIOp::NAME, loc, bits, c7);
    // The last exponent bit and the mantissa.
    let c20 = int_constant(rw, loc, i32t, 0x14)?;
    let low = binary(rw, arith::ShLIOp::NAME, loc, magnitude, c2);
    let is_half = cmpi(rw, loc, Eq, magnitude, c1);
    let low = select(rw, loc, is_half, c0, low);
    let low = op_cast(rw, arith::ExtUIOp::NAME, loc, low, i32t);
    let low = binary(rw, arith::ShLIOp::NAME, loc, low, c20);
    // The first seven exponent bits.
    let zero_exp = int_constant(rw, loc, i32t, 0)?;
    let high_exp = int_constant(rw, loc, i32t, 0x4000_0000)?;
    let low_exp = int_constant(rw, loc, i32t, 0x3f00_0000)?;
    let larger = cmpi(rw, loc, Uge, magnitude, c4);
    let exp = select(rw, loc, larger, high_exp, low_exp);
    let is_zero = cmpi(rw, loc, Eq, magnitude, c0);
    let exp = select(rw, loc, is_zero, zero_exp, exp);
    // The sign.
    let sign_bit = int_constant(rw, loc, i32t, 0x8000_0000)?;
    let c8 = int_constant(rw, loc, i4t, 8)?;
    let negative = cmpi(rw, loc, Uge, bits, c8);
    let sign = select(rw, loc, negative, sign_bit, zero_exp);
    let sum: Value = arith::AddIOp::build(rw, loc, low, exp).into();
    let sum: Value = arith::AddIOp::build(rw, loc, sum, sign).into();
    let r = op_cast(rw, arith::BitcastOp::NAME, loc, sum, f32t);
    let r = if float_kind(rw.ctx(), out_ty) == Some(FloatKind::F32) {
        r
    } else {
        op_cast(rw, arith::TruncFOp::NAME, loc, r, out_ty)
    };
    rw.replace_op(op, &[r]).ok()
}

/// MLIR's `F4E2M1TruncFOpConverter`: clamp to [-6, 6], then sign, re-biased exponent and first
/// mantissa bit, with the subnormal and 0.5 cases and rounding to nearest even.
fn f4e2m1_truncf(op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    use CmpIPredicate::{Eq, Sle, Uge, Ugt};
    let ctx = rw.ctx();
    let (v, in_ty, out_ty, loc) = cast_parts(ctx, op)?;
    if float_kind(ctx, out_ty) != Some(FloatKind::F4E2M1FN) {
        return None;
    }
    let (i4t, i8t, i32t, f32t) = (
        int_type(ctx, in_ty, 4),
        int_type(ctx, in_ty, 8),
        int_type(ctx, in_ty, 32),
        float_type(ctx, in_ty, FloatKind::F32),
    );
    let v =
        if float_kind(ctx, in_ty) == Some(FloatKind::F32) { v } else { op_cast(rw, arith::ExtFOp::NAME, loc, v, f32t) };
    let c1 = int_constant(rw, loc, i4t, 1)?;
    let c3 = int_constant(rw, loc, i4t, 3)?;
    let c22 = int_constant(rw, loc, i32t, 22)?;
    let c00 = int_constant(rw, loc, i8t, 0)?;
    let cff = int_constant(rw, loc, i8t, 0xff)?;
    let zero_exp = int_constant(rw, loc, i32t, 0)?;
    // Clamp to the representable bounds.
    let higher = float_constant(rw, loc, f32t, 6.0)?;
    let lower = float_constant(rw, loc, f32t, -6.0)?;
    let clamped = binary(rw, arith::MinNumFOp::NAME, loc, v, higher);
    let clamped = binary(rw, arith::MaxNumFOp::NAME, loc, clamped, lower);
    let f32_bits = op_cast(rw, arith::BitcastOp::NAME, loc, clamped, i32t);
    // The sign bit.
    let c31 = int_constant(rw, loc, i32t, 31)?;
    let sign = binary(rw, arith::ShRUIOp::NAME, loc, f32_bits, c31);
    let sign = op_cast(rw, arith::TruncIOp::NAME, loc, sign, i4t);
    let f4_bits = binary(rw, arith::ShLIOp::NAME, loc, sign, c3);
    // The exponent, re-biased.
    let bias = int_constant(rw, loc, i32t, 0x7e)?;
    let c23 = int_constant(rw, loc, i32t, 23)?;
    let sign_exp = binary(rw, arith::ShRUIOp::NAME, loc, f32_bits, c23);
    let biased: Value = arith::SubIOp::build(rw, loc, sign_exp, bias).into();
    let exp = op_cast(rw, arith::TruncIOp::NAME, loc, biased, i4t);
    let exp = binary(rw, arith::ShLIOp::NAME, loc, exp, c1);
    let f4_bits: Value = arith::AddIOp::build(rw, loc, f4_bits, exp).into();
    // The first mantissa bit.
    let first_bit = int_constant(rw, loc, i32t, 0x40_0000)?;
    let man = binary(rw, arith::AndIOp::NAME, loc, f32_bits, first_bit);
    let man = binary(rw, arith::ShRUIOp::NAME, loc, man, c22);
    let man = op_cast(rw, arith::TruncIOp::NAME, loc, man, i4t);
    let f4_bits: Value = arith::AddIOp::build(rw, loc, f4_bits, man).into();
    // Subnormals and 0.5.
    let mantissa_mask = int_constant(rw, loc, i32t, 0x7f_ffff)?;
    let f8_exp = op_cast(rw, arith::TruncIOp::NAME, loc, biased, i8t);
    let is_subnormal = cmpi(rw, loc, Sle, f8_exp, c00);
    let is_neg_one_exp = cmpi(rw, loc, Eq, f8_exp, cff);
    let man23 = binary(rw, arith::AndIOp::NAME, loc, f32_bits, mantissa_mask);
    let non_zero_man = cmpi(rw, loc, Ugt, man23, zero_exp);
    let round_to_half = binary(rw, arith::AndIOp::NAME, loc, is_neg_one_exp, non_zero_man);
    let is_zero_exp = cmpi(rw, loc, Eq, f8_exp, c00);
    let subnormal_bits = int_constant(rw, loc, i4t, 0xf)?;
    let half_bits = int_constant(rw, loc, i4t, 0)?;
    let sub = select(rw, loc, is_subnormal, subnormal_bits, f4_bits);
    let sub = select(rw, loc, round_to_half, half_bits, sub);
    let f4_bits = select(rw, loc, is_zero_exp, f4_bits, sub);
    // Round up when needed.
    let last22 = int_constant(rw, loc, i32t, 0x3f_ffff)?;
    let round = int_constant(rw, loc, i32t, 0x20_0000)?;
    let man22 = binary(rw, arith::AndIOp::NAME, loc, f32_bits, last22);
    let should_round = cmpi(rw, loc, Uge, man22, round);
    let should_round = binary(rw, arith::OrIOp::NAME, loc, should_round, is_subnormal);
    let rounded: Value = arith::AddIOp::build(rw, loc, f4_bits, c1).into();
    let f4_bits = select(rw, loc, should_round, rounded, f4_bits);
    let r = op_cast(rw, arith::BitcastOp::NAME, loc, f4_bits, out_ty);
    rw.replace_op(op, &[r]).ok()
}

/// A scale of 16 bits or more truncated to `f8E8M0FNU` (MLIR's implicit exponent extraction);
/// `None` for a scale of another 8-bit type.
fn e8m0_scale(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, scale: Value) -> Option<Value> {
    let ctx = rw.ctx();
    let ty = ctx.value_type(scale);
    let kind = float_kind(ctx, ty)?;
    if kind.width() >= 16 {
        let e8 = float_type(ctx, ty, FloatKind::F8E8M0FNU);
        return Some(op_cast(rw, arith::TruncFOp::NAME, loc, scale, e8));
    }
    (kind == FloatKind::F8E8M0FNU).then_some(scale)
}

/// MLIR's `ScalingExtFOpConverter`: `extf(in) * extf(scale)`.
fn scaling_extf(op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    let (input, scale, out_ty, loc) = parts(rw.ctx(), op)?;
    let scale = e8m0_scale(rw, loc, scale)?;
    let scale = op_cast(rw, arith::ExtFOp::NAME, loc, scale, out_ty);
    let input = op_cast(rw, arith::ExtFOp::NAME, loc, input, out_ty);
    let r = binary(rw, arith::MulFOp::NAME, loc, input, scale);
    rw.replace_op(op, &[r]).ok()
}

/// MLIR's `ScalingTruncFOpConverter`: `truncf(in / extf(scale))`.
fn scaling_truncf(op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    let (input, scale, out_ty, loc) = parts(rw.ctx(), op)?;
    let scale = e8m0_scale(rw, loc, scale)?;
    let in_ty = rw.ctx().value_type(input);
    let scale = op_cast(rw, arith::ExtFOp::NAME, loc, scale, in_ty);
    let quotient = binary(rw, arith::DivFOp::NAME, loc, input, scale);
    let r = op_cast(rw, arith::TruncFOp::NAME, loc, quotient, out_ty);
    rw.replace_op(op, &[r]).ok()
}

// ----- the pass -----

/// MLIR's `ArithExpandOpsPass` (`arith-expand`).
#[derive(Clone, Debug, Default)]
pub struct ArithExpandOps {
    /// `include-bf16`: expand `bf16` extensions and truncations.
    pub include_bf16: bool,
    /// `include-f8e8m0`: expand `f8E8M0FNU` extensions and truncations.
    pub include_f8e8m0: bool,
    /// `include-f4e2m1`: expand `f4E2M1FN` extensions and truncations.
    pub include_f4e2m1: bool,
}

impl ArithExpandOps {
    fn patterns(&self) -> Vec<Arc<dyn ConversionPattern>> {
        let mut v = expand_ops_patterns();
        if self.include_bf16 {
            v.extend([pattern::<arith::ExtFOp>(bf16_extf), pattern::<arith::TruncFOp>(bf16_truncf)]);
        }
        if self.include_f8e8m0 {
            v.extend([pattern::<arith::ExtFOp>(f8e8m0_extf), pattern::<arith::TruncFOp>(f8e8m0_truncf)]);
        }
        if self.include_f4e2m1 {
            v.extend([pattern::<arith::ExtFOp>(f4e2m1_extf), pattern::<arith::TruncFOp>(f4e2m1_truncf)]);
        }
        v
    }

    fn target(&self) -> ConversionTarget {
        let mut t = ConversionTarget::new();
        t.add_legal_dialect(crate::arith::ArithDialect::NAMESPACE);
        t.add_legal_dialect(crate::vector::VectorDialect::NAMESPACE);
        for name in [
            arith::CeilDivSIOp::NAME,
            arith::CeilDivUIOp::NAME,
            arith::FloorDivSIOp::NAME,
            arith::MaxSIOp::NAME,
            arith::MaxUIOp::NAME,
            arith::MinSIOp::NAME,
            arith::MinUIOp::NAME,
            arith::MaximumFOp::NAME,
            arith::MinimumFOp::NAME,
            arith::MaxNumFOp::NAME,
            arith::MinNumFOp::NAME,
            arith::ScalingExtFOp::NAME,
            arith::ScalingTruncFOp::NAME,
        ] {
            t.add_illegal_op(name);
        }
        let this = self.clone();
        t.add_dynamically_legal_op(arith::ExtFOp::NAME, move |ctx, op| {
            let (input, output) = in_out_kinds(ctx, op);
            !((this.include_bf16 && input == Some(FloatKind::BF16) && output == Some(FloatKind::F32))
                || (this.include_f8e8m0 && input == Some(FloatKind::F8E8M0FNU))
                || (this.include_f4e2m1 && input == Some(FloatKind::F4E2M1FN)))
        });
        let this = self.clone();
        t.add_dynamically_legal_op(arith::TruncFOp::NAME, move |ctx, op| {
            let (input, output) = in_out_kinds(ctx, op);
            !((this.include_bf16 && input == Some(FloatKind::F32) && output == Some(FloatKind::BF16))
                || (this.include_f8e8m0 && output == Some(FloatKind::F8E8M0FNU))
                || (this.include_f4e2m1 && output == Some(FloatKind::F4E2M1FN)))
        });
        t
    }
}

/// The float kinds of a cast's operand and result elements.
fn in_out_kinds(ctx: &Context, op: OpRef) -> (Option<FloatKind>, Option<FloatKind>) {
    let input = ctx.operands(op).next().and_then(|v| float_kind(ctx, ctx.value_type(v)));
    let output = ctx.result_types(op).next().and_then(|t| float_kind(ctx, t));
    (input, output)
}

/// Parses a boolean pass option as MLIR's `cl::opt<bool>` does.
fn parse_flag(key: &str, value: &str) -> Result<bool, String> {
    match value {
        "" | "true" | "1" | "TRUE" | "True" => Ok(true),
        "false" | "0" | "FALSE" | "False" => Ok(false),
        _ => Err(format!("invalid value '{value}' for {key}")),
    }
}

impl Pass for ArithExpandOps {
    fn name(&self) -> &'static str {
        "ArithExpandOpsPass"
    }
    fn argument(&self) -> &'static str {
        "arith-expand"
    }
    fn description(&self) -> &'static str {
        "Legalize Arith ops to be convertible to LLVM."
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        oxir::conversion::apply_partial_conversion(ctx, op, &self.target(), &self.patterns(), &TypeConverter::new())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "include-bf16" => self.include_bf16 = parse_flag(key, value)?,
            "include-f8e8m0" => self.include_f8e8m0 = parse_flag(key, value)?,
            "include-f4e2m1" => self.include_f4e2m1 = parse_flag(key, value)?,
            _ => return Err(format!("no such option '{key}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(&'static str, oxir::pass::options::OptionValue)> {
        use oxir::pass::options::OptionValue::Bool;
        vec![
            ("include-bf16", Bool(self.include_bf16)),
            ("include-f4e2m1", Bool(self.include_f4e2m1)),
            ("include-f8e8m0", Bool(self.include_f8e8m0)),
        ]
    }
}
