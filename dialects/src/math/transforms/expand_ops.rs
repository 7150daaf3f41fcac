//! MLIR's `math-expand-ops` pass and its patterns (`populateExpansionPatterns` of MLIR 22's
//! `ExpandPatterns.cpp`): math ops rewritten into arith ops and simpler math ops.
//!
//! | op | becomes |
//! |---|---|
//! | `math.sinh`, `math.cosh` | `(exp(x) -/+ exp(-x)) * 0.5` |
//! | `math.tanh` | `sign(x) * (1 - exp(-2|x|)) / (1 + exp(-2|x|))`, `sign` from `x < 0` |
//! | `math.tan` | `sin(x) / cos(x)` |
//! | `math.asinh`, `math.acosh` | `log(x + sqrt(fma(x, x, +/-1)))` |
//! | `math.atanh` | `log((x + 1) / (-x + 1)) * 0.5` |
//! | `math.fma` | `a * b + c` |
//! | `math.ceil` | `t = copysign(sitofp(fptosi(x : i64)), x)`, `t + (x > t ? 1 : 0)` |
//! | `math.exp2` | `exp(x * ln 2)` |
//! | `math.powf` | `exp(b * log(a))`; a constant exponent 0, ±1, ±0.5, ±2 or 3 by its own rule |
//! | `math.fpowi` | a constant exponent by squaring (and a reciprocal guarded against zeros), any other through `math.powf` of its `sitofp` |
//! | `math.round` (`f32`) | `x + copysign(0.5, x)` truncated through `i64`, `x` itself when its exponent is at least 23 |
//! | `math.roundeven` | `math.round` corrected at the halfway points by bit arithmetic |
//! | `math.rsqrt` | `1 / sqrt(x)` |
//! | `math.ctlz` | a binary search of shifts and selects (integers up to 64 bits) |
//! | `math.clampf` | `maximumf(minimumf(x, min), max)` (MLIR 22's order), with the op's fast-math flags |
//!
//! The `ops` option names the ops to expand by mnemonic (`ops=tan,sinh`); all of them when it is
//! empty. The patterns run with the greedy driver, so an expansion's own math ops are expanded in
//! turn (`math.roundeven`'s `math.round`, `math.asinh`'s `math.fma`, ...) when they are selected.
//!
//! Where MLIR builds IR it cannot print back (a splat `arith.constant` of a dynamically shaped
//! tensor: `math.sinh`, `cosh`, `tanh`, `asinh`, `acosh`, `atanh`, `exp2`, `round`,
//! `roundeven`, `ctlz` on `tensor<?x..>`) or crashes (`math.ctlz` on `index`), the op is left
//! as it is, as MLIR 22 itself does for `math.ceil` and `math.rsqrt`.

use crate::arith::{self, CmpFPredicate, CmpIPredicate};
use crate::math;
use crate::utils::constants::const_int;
use oxir::builtin::attributes::{FloatAttr, IntegerAttr};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::{shaped_info, FloatType, IndexType, IntegerType};
use oxir::matchers::constant_of;
use oxir::numeric::{APFloat, APInt};
use oxir::ods::Op;
use oxir::pass::Pass;
use oxir::rewrite::greedy::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig};
use oxir::rewrite::{OpRewritePattern, PatternRewriter, RewritePattern};
use oxir::{Attribute, Builder, Context, Diagnostic, ImplicitLocOpBuilder, OpRef, Type, Value};
use std::marker::PhantomData;

/// An expansion of ops of kind `T` (MLIR's `patterns.add(convertXOp)` of a function): `None`
/// when it does not apply, before anything is created.
struct Expansion<T> {
    name: &'static str,
    rewrite: fn(T, &mut PatternRewriter<'_>) -> Option<()>,
    /// Whether it creates constants of the op's type, which a dynamically shaped type cannot
    /// hold.
    static_shape: bool,
    _op: PhantomData<fn() -> T>,
}

impl<T: Op + Copy + Into<OpRef>> OpRewritePattern for Expansion<T> {
    type Op = T;
    fn name(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(&self, op: T, rw: &mut PatternRewriter<'_>) -> bool {
        if self.static_shape && !static_types(rw.ctx(), op.into()) {
            return false;
        }
        (self.rewrite)(op, rw).is_some()
    }
}

fn expansion<T: Op + Copy + Into<OpRef> + 'static>(
    name: &'static str,
    static_shape: bool,
    rewrite: fn(T, &mut PatternRewriter<'_>) -> Option<()>,
) -> Box<dyn RewritePattern> {
    Box::new(Expansion { name, rewrite, static_shape, _op: PhantomData })
}

/// Whether every operand and result type of `op` is a scalar or a statically shaped type.
fn static_types(ctx: &Context, op: OpRef) -> bool {
    let is_static = |t: Type| shaped_info(ctx, t).is_none_or(|s| s.has_static_shape());
    ctx.operands(op).all(|v| is_static(ctx.value_type(v))) && ctx.result_types(op).all(is_static)
}

/// The element type of a shaped type, or the type itself (MLIR's `getElementTypeOrSelf`).
fn element_type(ctx: &Context, ty: Type) -> Type {
    shaped_info(ctx, ty).map_or(ty, |s| s.element)
}

/// Creates the ops of one expansion at the location of the op it replaces.
struct Ex<'b> {
    b: ImplicitLocOpBuilder<'b>,
}

impl<'b> Ex<'b> {
    fn at(rw: &'b mut PatternRewriter<'_>, op: OpRef) -> Self {
        let loc = rw.ctx().op_loc(op);
        Ex { b: ImplicitLocOpBuilder::new(rw, loc) }
    }

    fn ctx(&self) -> &Context {
        self.b.ctx()
    }

    fn ty(&self, v: Value) -> Type {
        self.ctx().value_type(v)
    }

    /// `element` shaped as `like` (MLIR's `ShapedType::clone`).
    fn shaped(&self, like: Type, element: Type) -> Type {
        arith::with_element_type(self.ctx(), like, element)
    }

    /// An `arith.constant` of `ty` holding the scalar `scalar` (splat over a shaped type).
    fn constant(&mut self, ty: Type, scalar: Attribute) -> Option<Value> {
        let value = crate::utils::constants::scalar_or_splat(self.ctx(), ty, scalar)?;
        Some(arith::ConstantOp::create(&mut self.b, ty, value).into())
    }

    /// MLIR's `createFloatConst` of an `APFloat` of the element type's semantics.
    fn float_ap(&mut self, ty: Type, value: APFloat) -> Option<Value> {
        let element = element_type(self.ctx(), ty);
        let scalar = FloatAttr::get(self.ctx(), element, value);
        self.constant(ty, scalar)
    }

    /// MLIR's `createFloatConst`: `value` rounded to nearest, ties to even, in the float
    /// element type of `ty`.
    fn float(&mut self, ty: Type, value: f64) -> Option<Value> {
        let sem = element_type(self.ctx(), ty).dyn_cast::<FloatType>(self.ctx())?.kind.semantics();
        self.float_ap(ty, APFloat::from_f64(sem, value))
    }

    /// MLIR's `createIntConst`: `value` truncated to the integer element type of `ty`, or
    /// zero-extended to a wider one (MLIR's `getIntegerAttr` reads it unsigned for a signless
    /// type).
    fn int(&mut self, ty: Type, value: i64) -> Option<Value> {
        let ctx = self.ctx();
        let element = element_type(ctx, ty);
        let width = element.dyn_cast::<IntegerType>(ctx)?.width;
        let scalar = IntegerAttr::get(ctx, element, APInt::from_u64(width, value as u64));
        self.constant(ty, scalar)
    }

    fn addf(&mut self, a: Value, b: Value) -> Value {
        arith::AddFOp::create(&mut self.b, a, b).into()
    }
    fn subf(&mut self, a: Value, b: Value) -> Value {
        arith::SubFOp::create(&mut self.b, a, b).into()
    }
    fn mulf(&mut self, a: Value, b: Value) -> Value {
        arith::MulFOp::create(&mut self.b, a, b).into()
    }
    fn divf(&mut self, a: Value, b: Value) -> Value {
        arith::DivFOp::create(&mut self.b, a, b).into()
    }
    fn negf(&mut self, a: Value) -> Value {
        arith::NegFOp::create(&mut self.b, a).into()
    }
    fn addi(&mut self, a: Value, b: Value) -> Value {
        arith::AddIOp::create(&mut self.b, a, b).into()
    }
    fn subi(&mut self, a: Value, b: Value) -> Value {
        arith::SubIOp::create(&mut self.b, a, b).into()
    }
    fn andi(&mut self, a: Value, b: Value) -> Value {
        arith::AndIOp::create(&mut self.b, a, b).into()
    }
    fn ori(&mut self, a: Value, b: Value) -> Value {
        arith::OrIOp::create(&mut self.b, a, b).into()
    }
    fn shli(&mut self, a: Value, b: Value) -> Value {
        arith::ShLIOp::create(&mut self.b, a, b).into()
    }
    fn shrui(&mut self, a: Value, b: Value) -> Value {
        arith::ShRUIOp::create(&mut self.b, a, b).into()
    }
    fn maxsi(&mut self, a: Value, b: Value) -> Value {
        arith::MaxSIOp::create(&mut self.b, a, b).into()
    }
    fn minsi(&mut self, a: Value, b: Value) -> Value {
        arith::MinSIOp::create(&mut self.b, a, b).into()
    }
    fn cmpf(&mut self, p: CmpFPredicate, a: Value, b: Value) -> Value {
        arith::CmpFOp::create(&mut self.b, a, b, p).into()
    }
    fn cmpi(&mut self, p: CmpIPredicate, a: Value, b: Value) -> Value {
        arith::CmpIOp::create(&mut self.b, a, b, p).into()
    }
    fn select(&mut self, c: Value, t: Value, f: Value) -> Value {
        arith::SelectOp::create(&mut self.b, c, t, f).into()
    }
    fn bitcast(&mut self, a: Value, ty: Type) -> Value {
        arith::BitcastOp::create(&mut self.b, a, ty).into()
    }
    fn sitofp(&mut self, a: Value, ty: Type) -> Value {
        arith::SIToFPOp::create(&mut self.b, a, ty).into()
    }
    fn uitofp(&mut self, a: Value, ty: Type) -> Value {
        arith::UIToFPOp::create(&mut self.b, a, ty).into()
    }
    fn fptosi(&mut self, a: Value, ty: Type) -> Value {
        arith::FPToSIOp::create(&mut self.b, a, ty).into()
    }
    fn exp(&mut self, a: Value) -> Value {
        math::ExpOp::create(&mut self.b, a).into()
    }
    fn log(&mut self, a: Value) -> Value {
        math::LogOp::create(&mut self.b, a).into()
    }
    fn sqrt(&mut self, a: Value) -> Value {
        math::SqrtOp::create(&mut self.b, a).into()
    }
    fn copysign(&mut self, a: Value, b: Value) -> Value {
        math::CopySignOp::create(&mut self.b, a, b).into()
    }

    /// MLIR's `createTruncatedFPValue`: `x` truncated toward zero through `i64`, with the sign
    /// of `x` (so that `-0.5` gives `-0`).
    fn truncated(&mut self, x: Value) -> Value {
        let ty = self.ty(x);
        let i64_type = IntegerType::get(self.ctx(), 64);
        let i64_type = self.shaped(ty, i64_type);
        let fixed = self.fptosi(x, i64_type);
        let fp = self.sitofp(fixed, ty);
        self.copysign(fp, x)
    }
}

fn replace(rw: &mut PatternRewriter<'_>, op: impl Into<OpRef>, v: Value) -> Option<()> {
    rw.replace_op(op, &[v]).ok()
}

// ----- the hyperbolic and trigonometric functions -----

/// `sinh(x) = (exp(x) - exp(-x)) / 2`, or `cosh` with `+`.
fn sinh_or_cosh(op: OpRef, rw: &mut PatternRewriter<'_>, cosh: bool) -> Option<()> {
    let x = rw.ctx().operand(op, 0);
    let mut b = Ex::at(rw, op);
    let ty = b.ty(x);
    let e = b.exp(x);
    let neg = b.negf(x);
    let ne = b.exp(neg);
    let sum = if cosh { b.addf(e, ne) } else { b.subf(e, ne) };
    let half = b.float(ty, 0.5)?;
    let res = b.mulf(sum, half);
    replace(rw, op, res)
}

fn sinh(op: math::SinhOp, rw: &mut PatternRewriter<'_>) -> Option<()> {
    sinh_or_cosh(op.into(), rw, false)
}

fn cosh(op: math::CoshOp, rw: &mut PatternRewriter<'_>) -> Option<()> {
    sinh_or_cosh(op.into(), rw, true)
}

/// `tanh(x) = sign(x) * (1 - exp(-2y)) / (1 + exp(-2y))` with `y = sign(x) * x`, which keeps
/// the exponential in `(0, 1]`.
fn tanh(op: math::TanhOp, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let x = op.operand(rw.ctx());
    let mut b = Ex::at(rw, op.into());
    let ty = b.ty(x);
    let zero = b.float(ty, 0.0)?;
    let one = b.float(ty, 1.0)?;
    let neg_two = b.float(ty, -2.0)?;
    let is_negative = b.cmpf(CmpFPredicate::Olt, x, zero);
    let is_negative_float = b.uitofp(is_negative, ty);
    let times_neg_two = b.mulf(is_negative_float, neg_two);
    let sign = b.addf(times_neg_two, one);
    let positive_x = b.mulf(sign, x);
    let neg_doubled = b.mulf(neg_two, positive_x);
    let e = b.exp(neg_doubled);
    let dividend = b.subf(one, e);
    let divisor = b.addf(one, e);
    let positive_res = b.divf(dividend, divisor);
    let res = b.mulf(sign, positive_res);
    replace(rw, op, res)
}

/// `tan(x) = sin(x) / cos(x)`.
fn tan(op: math::TanOp, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let x = op.operand(rw.ctx());
    let mut b = Ex::at(rw, op.into());
    let sin: Value = math::SinOp::create(&mut b.b, x).into();
    let cos: Value = math::CosOp::create(&mut b.b, x).into();
    let res = b.divf(sin, cos);
    replace(rw, op, res)
}

/// `asinh(x) = log(x + sqrt(x * x + 1))`, or `acosh` with `- 1`.
fn asinh_or_acosh(op: OpRef, rw: &mut PatternRewriter<'_>, acosh: bool) -> Option<()> {
    let x = rw.ctx().operand(op, 0);
    let mut b = Ex::at(rw, op);
    let ty = b.ty(x);
    let c = b.float(ty, if acosh { -1.0 } else { 1.0 })?;
    let fma: Value = math::FmaOp::create(&mut b.b, x, x, c).into();
    let sqrt = b.sqrt(fma);
    let add = b.addf(x, sqrt);
    let res = b.log(add);
    replace(rw, op, res)
}

fn asinh(op: math::AsinhOp, rw: &mut PatternRewriter<'_>) -> Option<()> {
    asinh_or_acosh(op.into(), rw, false)
}

fn acosh(op: math::AcoshOp, rw: &mut PatternRewriter<'_>) -> Option<()> {
    asinh_or_acosh(op.into(), rw, true)
}

/// `atanh(x) = log((1 + x) / (1 - x)) / 2`.
fn atanh(op: math::AtanhOp, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let x = op.operand(rw.ctx());
    let mut b = Ex::at(rw, op.into());
    let ty = b.ty(x);
    let one = b.float(ty, 1.0)?;
    let add = b.addf(x, one);
    let neg = b.negf(x);
    let sub = b.addf(neg, one);
    let div = b.divf(add, sub);
    let log = b.log(div);
    let half = b.float(ty, 0.5)?;
    let res = b.mulf(log, half);
    replace(rw, op, res)
}

// ----- fma, exponentials and powers -----

/// `fma(a, b, c) = a * b + c`.
fn fma(op: math::FmaOp, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let (a, x, c) = (op.a(ctx), op.b_operand(ctx), op.c(ctx));
    let mut b = Ex::at(rw, op.into());
    let mul = b.mulf(a, x);
    let res = b.addf(mul, c);
    replace(rw, op, res)
}

/// `exp2(x) = exp(x * ln 2)`.
fn exp2(op: math::Exp2Op, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let x = op.operand(rw.ctx());
    let mut b = Ex::at(rw, op.into());
    let ty = b.ty(x);
    let ln2 = b.float(ty, std::f64::consts::LN_2)?;
    let mul = b.mulf(x, ln2);
    let res = b.exp(mul);
    replace(rw, op, res)
}

/// MLIR's `m_ConstantFloat`: the float a scalar constant or a splat holds.
fn const_float(ctx: &Context, v: Value) -> Option<APFloat> {
    let attr = constant_of(ctx, v)?;
    if let Some(f) = attr.dyn_cast::<FloatAttr>(ctx) {
        return Some(f.value);
    }
    let d = attr.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?;
    if d.is_splat() {
        return d.float_values(ctx).next();
    }
    None
}

/// Whether `v` is exactly `x` (LLVM's `APFloat::isExactlyValue`).
fn is_exactly(v: &APFloat, x: f64) -> bool {
    v.bitwise_eq(&APFloat::from_f64(v.semantics(), x))
}

/// `powf(a, b) = exp(b * log(a))`, with a constant `b` of 0, ±1, ±0.5, ±2 or 3 computed
/// directly.
fn powf(op: math::PowFOp, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let (a, e) = (op.lhs(ctx), op.rhs(ctx));
    let exponent = const_float(ctx, e);
    let mut b = Ex::at(rw, op.into());
    let ty = b.ty(a);
    let res = match exponent {
        Some(v) if v.is_zero() => b.float(ty, 1.0)?,
        Some(v) if is_exactly(&v, 1.0) => a,
        Some(v) if is_exactly(&v, -1.0) => {
            let one = b.float(ty, 1.0)?;
            b.divf(one, a)
        }
        Some(v) if is_exactly(&v, 0.5) => b.sqrt(a),
        Some(v) if is_exactly(&v, -0.5) => math::RsqrtOp::create(&mut b.b, a).into(),
        Some(v) if is_exactly(&v, 2.0) => b.mulf(a, a),
        Some(v) if is_exactly(&v, -2.0) => {
            let one = b.float(ty, 1.0)?;
            let sq = b.mulf(a, a);
            b.divf(one, sq)
        }
        Some(v) if is_exactly(&v, 3.0) => {
            let sq = b.mulf(a, a);
            b.mulf(sq, a)
        }
        _ => {
            let log = b.log(a);
            let mul = b.mulf(e, log);
            b.exp(mul)
        }
    };
    replace(rw, op, res)
}

/// `fpowi(a, n)`: for a constant `n`, `a^|n|` by squaring, and for a negative `n` its
/// reciprocal, `+inf`/`-inf` where the power is `+0`/`-0`; for another `n`,
/// `powf(a, sitofp(n))`.
fn fpowi(op: math::FPowIOp, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let (mut base, power) = (op.lhs(ctx), op.rhs(ctx));
    let ty = ctx.value_type(base);
    let sem = element_type(ctx, ty).dyn_cast::<FloatType>(ctx)?.kind.semantics();
    let Some(n) = const_int(ctx, power).and_then(|v| v.try_to_i64()) else {
        let mut b = Ex::at(rw, op.into());
        let cast = b.sitofp(power, ty);
        let res: Value = math::PowFOp::create(&mut b.b, base, cast).into();
        return replace(rw, op, res);
    };
    let mut b = Ex::at(rw, op.into());
    let one = b.float(ty, 1.0)?;
    let mut res = b.float(ty, 1.0)?;
    let mut abs = n.unsigned_abs();
    while abs > 0 {
        if abs & 1 == 1 {
            res = b.mulf(base, res);
        }
        abs >>= 1;
        base = b.mulf(base, base);
    }
    if n < 0 {
        let zero = b.float_ap(ty, APFloat::zero_signed(sem, false))?;
        let neg_zero = b.float_ap(ty, APFloat::zero_signed(sem, true))?;
        let inf = b.float_ap(ty, APFloat::infinity(sem, false))?;
        let neg_inf = b.float_ap(ty, APFloat::infinity(sem, true))?;
        let is_zero = b.cmpf(CmpFPredicate::Oeq, res, zero);
        let is_neg_zero = b.cmpf(CmpFPredicate::Oeq, res, neg_zero);
        res = b.divf(one, res);
        res = b.select(is_zero, inf, res);
        res = b.select(is_neg_zero, neg_inf, res);
    }
    replace(rw, op, res)
}

// ----- rounding -----

/// `ceil(x) = t + (x > t ? 1 : 0)` with `t` the truncation of `x` (MLIR 22's `convertCeilOp`).
fn ceil(op: math::CeilOp, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let x = op.operand(rw.ctx());
    let mut b = Ex::at(rw, op.into());
    let ty = b.ty(x);
    let truncated = b.truncated(x);
    let zero = b.float(ty, 0.0)?;
    let one = b.float(ty, 1.0)?;
    let gt = b.cmpf(CmpFPredicate::Ogt, x, truncated);
    let incr = b.select(gt, one, zero);
    let res = b.addf(truncated, incr);
    replace(rw, op, res)
}

/// `round(x)` on `f32`: `x + copysign(0.5, x)` truncated, or `x` itself when its unbiased
/// exponent is at least 23 (no fraction, infinities, NaNs, values beyond `i64`).
fn round(op: math::RoundOp, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let x = op.operand(ctx);
    let ty = ctx.value_type(x);
    if element_type(ctx, ty).dyn_cast::<FloatType>(ctx)?.kind != oxir::builtin::types::FloatKind::F32 {
        return None;
    }
    let mut b = Ex::at(rw, op.into());
    let i32_type = IntegerType::get(b.ctx(), 32);
    let i32_type = b.shaped(ty, i32_type);
    let half = b.float(ty, 0.5)?;
    let c23 = b.int(i32_type, 23)?;
    let c127 = b.int(i32_type, 127)?;
    let exp_mask = b.int(i32_type, (1 << 8) - 1)?;
    let incr = b.copysign(half, x);
    let add = b.addf(x, incr);
    let truncated = b.truncated(add);
    let bits = b.bitcast(x, i32_type);
    let shifted = b.shrui(bits, c23);
    let exp = b.andi(shifted, exp_mask);
    let biased = b.subi(exp, c127);
    let large = b.cmpi(CmpIPredicate::Sge, biased, c23);
    let res = b.select(large, x, truncated);
    replace(rw, op, res)
}

/// `roundeven(x)`: `round(x)`, moved one toward zero where `x` is halfway between two integers
/// and `round(x)` is odd, read from the bits of both (MLIR's `convertRoundEvenOp`).
fn roundeven(op: math::RoundEvenOp, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let x = op.operand(ctx);
    let ty = ctx.value_type(x);
    let sem = element_type(ctx, ty).dyn_cast::<FloatType>(ctx)?.kind.semantics();
    let bit_width = sem.bit_width();
    // The precision counts the integer bit.
    let mantissa = sem.precision().wrapping_sub(1);
    let exponent = bit_width.wrapping_sub(mantissa).wrapping_sub(1);
    // The shifts of MLIR's 64-bit unsigned arithmetic, as they compute on x86-64.
    let shl = |n: u32| 1u64.wrapping_shl(n) as i64;
    let mut b = Ex::at(rw, op.into());
    let int_type = IntegerType::get(b.ctx(), bit_width);
    let int_type = b.shaped(ty, int_type);
    let c1_float = b.float(ty, 1.0)?;
    let c0 = b.int(int_type, 0)?;
    let c1 = b.int(int_type, 1)?;
    let c_neg1 = b.int(int_type, -1)?;
    let c_mantissa = b.int(int_type, i64::from(mantissa))?;
    let c_last_bit = b.int(int_type, i64::from(bit_width) - 1)?;
    let c_bias = b.int(int_type, shl(exponent.wrapping_sub(1)).wrapping_sub(1))?;
    let c_half_bit = b.int(int_type, shl(mantissa.wrapping_sub(1)))?;
    let c_mantissa_mask = b.int(int_type, shl(mantissa).wrapping_sub(1))?;
    let exp_mask = b.int(int_type, shl(exponent).wrapping_sub(1))?;

    let x_bits = b.bitcast(x, int_type);
    let round: Value = math::RoundOp::create(&mut b.b, x).into();
    let round_bits = b.bitcast(round, int_type);

    let biased_exp = |b: &mut Ex<'_>, bits: Value| {
        let shifted = b.shrui(bits, c_mantissa);
        let exp = b.andi(shifted, exp_mask);
        b.subi(exp, c_bias)
    };
    let x_exp = biased_exp(&mut b, x_bits);
    let round_exp = biased_exp(&mut b, round_bits);

    // A right shift by an amount clamped to [0, bit width - 1].
    let safe_shift_right = |b: &mut Ex<'_>, v: Value, shift: Value| {
        let clamped = b.maxsi(shift, c0);
        let clamped = b.minsi(clamped, c_last_bit);
        b.shrui(v, clamped)
    };
    let mask_mantissa = |b: &mut Ex<'_>, bits: Value, shift: Value| {
        let mask = safe_shift_right(b, c_mantissa_mask, shift);
        b.andi(bits, mask)
    };

    // `round(x)` is odd (or +-1) unless its mantissa below its integer bits is zero.
    let round_exp_eq0 = b.cmpi(CmpIPredicate::Eq, round_exp, c0);
    let round_exp_minus1 = b.subi(round_exp, c1);
    let round_masked = mask_mantissa(&mut b, round_bits, round_exp_minus1);
    let round_not_even = b.cmpi(CmpIPredicate::Ne, round_masked, c0);
    let round_not_even = b.ori(round_not_even, round_exp_eq0);

    // `x` is halfway when its fraction is exactly one half.
    let x_exp_eq_neg1 = b.cmpi(CmpIPredicate::Eq, x_exp, c_neg1);
    let half_bit = safe_shift_right(&mut b, c_half_bit, x_exp);
    let expected = b.select(x_exp_eq_neg1, c0, half_bit);
    let x_masked = mask_mantissa(&mut b, x_bits, x_exp);
    let halfway = b.cmpi(CmpIPredicate::Eq, x_masked, expected);
    let x_exp_ge_neg1 = b.cmpi(CmpIPredicate::Sge, x_exp, c_neg1);
    let x_exp_lt_mantissa = b.cmpi(CmpIPredicate::Slt, x_exp, c_mantissa);
    let halfway = b.andi(halfway, x_exp_lt_mantissa);
    let halfway = b.andi(halfway, x_exp_ge_neg1);

    let sign = b.copysign(c1_float, x);
    let round_shifted = b.subf(round, sign);
    let needs_shift = b.andi(round_not_even, halfway);
    let res = b.select(needs_shift, round_shifted, round);
    let res = b.copysign(res, x);
    replace(rw, op, res)
}

/// `rsqrt(x) = 1 / sqrt(x)`.
fn rsqrt(op: math::RsqrtOp, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let x = op.operand(rw.ctx());
    let mut b = Ex::at(rw, op.into());
    let ty = b.ty(x);
    let one = b.float(ty, 1.0)?;
    let sqrt = b.sqrt(x);
    let res = b.divf(one, sqrt);
    replace(rw, op, res)
}

// ----- integers and clamping -----

/// `ctlz(x)` by binary search: for each half width `h` (16, 8, 4, 2, 1 for `i32`), when the
/// top `h` bits are zero, shift them out and count them; zero gives the bit width.
fn ctlz(op: math::CountLeadingZerosOp, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let x = op.operand(ctx);
    let ty = ctx.value_type(x);
    let element = element_type(ctx, ty);
    if element.isa::<IndexType>(ctx) {
        return None;
    }
    let width = element.dyn_cast::<IntegerType>(ctx)?.width;
    if width > 64 {
        return None;
    }
    let all = u64::MAX >> (64 - width);
    let mut b = Ex::at(rw, op.into());
    let mut v = x;
    let mut count = b.int(ty, 0)?;
    let mut bw = width;
    while bw > 1 {
        let half = bw / 2;
        let bits = b.int(ty, i64::from(half))?;
        let mask = b.int(ty, (all >> half) as i64)?;
        let pred = b.cmpi(CmpIPredicate::Ule, v, mask);
        let add = b.addi(count, bits);
        let shift = b.shli(v, bits);
        v = b.select(pred, shift, v);
        count = b.select(pred, add, count);
        bw = half;
    }
    let zero = b.int(ty, 0)?;
    let is_zero = b.cmpi(CmpIPredicate::Eq, x, zero);
    let bits = b.int(ty, i64::from(width))?;
    let res = b.select(is_zero, bits, count);
    replace(rw, op, res)
}

/// `clampf(x, min, max)` as MLIR 22 expands it: `maximumf(minimumf(x, min), max)`, with the
/// op's fast-math flags (the order of MLIR 22's `convertClampfOp`, which later MLIR swaps to
/// `maximumf(minimumf(x, max), min)`).
fn clampf(op: math::ClampFOp, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let (x, lo, hi) = (op.value(ctx), op.min(ctx), op.max(ctx));
    let fm = op.fastmath(ctx).copied().unwrap_or_default();
    let mut b = Ex::at(rw, op.into());
    let min = arith::MinimumFOp::create(&mut b.b, x, lo);
    min.set_fastmath(b.b.ctx_mut(), fm);
    let max = arith::MaximumFOp::create(&mut b.b, min, hi);
    max.set_fastmath(b.b.ctx_mut(), fm);
    replace(rw, op, max.into())
}

/// MLIR's `populateExpansionPatterns(patterns, opMnemonics)`: the expansions of the ops whose
/// mnemonic (the name without `math.`) `ops` lists, or of all when it is empty.
pub fn expansion_patterns(ops: &[String]) -> Vec<Box<dyn RewritePattern>> {
    let all: [(&str, Box<dyn RewritePattern>); 17] = [
        (math::CountLeadingZerosOp::NAME, expansion("convertCtlzOp", true, ctlz)),
        (math::SinhOp::NAME, expansion("convertSinhOp", true, sinh)),
        (math::CoshOp::NAME, expansion("convertCoshOp", true, cosh)),
        (math::TanOp::NAME, expansion("convertTanOp", false, tan)),
        (math::TanhOp::NAME, expansion("convertTanhOp", true, tanh)),
        (math::AsinhOp::NAME, expansion("convertAsinhOp", true, asinh)),
        (math::AcoshOp::NAME, expansion("convertAcoshOp", true, acosh)),
        (math::AtanhOp::NAME, expansion("convertAtanhOp", true, atanh)),
        (math::FmaOp::NAME, expansion("convertFmaFOp", false, fma)),
        (math::CeilOp::NAME, expansion("convertCeilOp", true, ceil)),
        (math::Exp2Op::NAME, expansion("convertExp2fOp", true, exp2)),
        (math::PowFOp::NAME, expansion("convertPowfOp", false, powf)),
        (math::FPowIOp::NAME, expansion("convertFPowIOp", false, fpowi)),
        (math::RoundOp::NAME, expansion("convertRoundOp", true, round)),
        (math::RoundEvenOp::NAME, expansion("convertRoundEvenOp", true, roundeven)),
        (math::RsqrtOp::NAME, expansion("convertRsqrtOp", true, rsqrt)),
        (math::ClampFOp::NAME, expansion("convertClampfOp", false, clampf)),
    ];
    all.into_iter()
        .filter(|(name, _)| {
            let mnemonic = name.strip_prefix("math.").unwrap_or(name);
            ops.is_empty() || ops.iter().any(|o| o == mnemonic)
        })
        .map(|(_, p)| p)
        .collect()
}

/// MLIR's `math-expand-ops` pass: the expansion patterns of the `ops` option with the greedy
/// driver.
#[derive(Clone, Default)]
pub struct MathExpandOps {
    ops: Vec<String>,
}

impl Pass for MathExpandOps {
    fn name(&self) -> &'static str {
        "MathExpandOpsPass"
    }
    fn argument(&self) -> &'static str {
        "math-expand-ops"
    }
    fn description(&self) -> &'static str {
        "Expand math operations."
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let patterns = FrozenPatternSet::new(expansion_patterns(&self.ops));
        apply_patterns_greedily(ctx, op, &patterns, &GreedyConfig::mlir_default())?;
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "ops" => {
                self.ops = oxir::pass::options::split_list(value);
                Ok(())
            }
            _ => Err(format!("no such option '{key}'")),
        }
    }
    fn options(&self) -> Vec<(&'static str, oxir::pass::options::OptionValue)> {
        vec![("ops", oxir::pass::options::OptionValue::strings(&self.ops))]
    }
}
