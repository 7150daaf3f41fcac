//! The folders of arith ops: MLIR's constant folding semantics (wrapping integer arithmetic,
//! signedness, no folding of division by zero or signed overflow, IEEE float arithmetic with
//! round-to-nearest-even, NaN rules) and the identities MLIR's folders apply (`x + 0`, `x * 1`,
//! `x - x`, ...), on scalars and on splat or dense vectors and tensors.

use super::attrs::*;
use super::ops::*;
use crate::utils::constants::first_poison;
use oxir::builtin::attributes::{FloatAttr, IntegerAttr};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::*;
use oxir::conversion::op_attr_or_prop;
use oxir::numeric::{APFloat, APInt, CmpResult, OpStatus, RoundingMode as Rm};
use oxir::ods::Op;
use oxir::registry::FoldResult;
use oxir::{Attribute, Context, OpRef, Type, Value};

type Folded = Option<Vec<FoldResult>>;
type Consts<'a> = &'a [Option<Attribute>];

/// Integer values of a constant: `(shaped, values)`; one value for scalars and splats.
fn ints(ctx: &Context, a: Option<Attribute>) -> Option<(bool, Vec<APInt>)> {
    let a = a?;
    if let Some(i) = a.dyn_cast::<IntegerAttr>(ctx) {
        return Some((false, vec![i.value.clone()]));
    }
    let d = a.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?;
    let el = d.element_type(ctx);
    if !(el.isa::<IntegerType>(ctx) || el.isa::<IndexType>(ctx)) {
        return None;
    }
    if d.is_splat() {
        return Some((true, d.int_values().take(1).collect()));
    }
    Some((true, d.int_values().collect()))
}

/// Float values of a constant, as [`ints`].
fn floats(ctx: &Context, a: Option<Attribute>) -> Option<(bool, Vec<APFloat>)> {
    let a = a?;
    if let Some(f) = a.dyn_cast::<FloatAttr>(ctx) {
        return Some((false, vec![f.value]));
    }
    let d = a.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?;
    if !d.element_type(ctx).isa::<FloatType>(ctx) {
        return None;
    }
    if d.is_splat() {
        return Some((true, d.float_values(ctx).take(1).collect()));
    }
    Some((true, d.float_values(ctx).collect()))
}

fn int_attr(ctx: &Context, ty: Type, shaped: bool, vals: &[APInt]) -> Option<Attribute> {
    if shaped {
        DenseIntOrFPElementsAttr::from_ints(ctx, ty, vals)
    } else {
        Some(IntegerAttr::get(ctx, ty, vals.first()?.clone()))
    }
}

fn float_attr(ctx: &Context, ty: Type, shaped: bool, vals: &[APFloat]) -> Option<Attribute> {
    if shaped {
        DenseIntOrFPElementsAttr::from_floats(ctx, ty, vals)
    } else {
        Some(FloatAttr::get(ctx, ty, *vals.first()?))
    }
}

fn result_type(ctx: &Context, op: OpRef) -> Type {
    ctx.value_type(ctx.result(op, 0))
}

fn one(a: Option<Attribute>) -> Folded {
    Some(vec![FoldResult::Attribute(a?)])
}

fn val(v: Value) -> Folded {
    Some(vec![FoldResult::Value(v)])
}

/// Pairs up the elements of two constants (a splat broadcasts).
fn zip2<T: Clone>(a: &[T], b: &[T]) -> Option<Vec<(T, T)>> {
    let n = a.len().max(b.len());
    if (a.len() != n && a.len() != 1) || (b.len() != n && b.len() != 1) {
        return None;
    }
    Some((0..n).map(|i| (a[i.min(a.len() - 1)].clone(), b[i.min(b.len() - 1)].clone())).collect())
}

/// MLIR's `constFoldBinaryOp` over integers, into a value of type `ty`.
fn bin_int_to(
    ctx: &Context,
    ty: Type,
    c: Consts<'_>,
    f: impl Fn(&APInt, &APInt) -> Option<APInt>,
) -> Option<Attribute> {
    if let Some(p) = first_poison(ctx, c) {
        return Some(p);
    }
    let (sa, a) = ints(ctx, *c.first()?)?;
    let (sb, b) = ints(ctx, *c.get(1)?)?;
    if sa != sb {
        return None;
    }
    let out: Option<Vec<APInt>> = zip2(&a, &b)?.iter().map(|(x, y)| f(x, y)).collect();
    int_attr(ctx, ty, sa, &out?)
}

fn bin_int(ctx: &Context, op: OpRef, c: Consts<'_>, f: impl Fn(&APInt, &APInt) -> Option<APInt>) -> Folded {
    one(bin_int_to(ctx, result_type(ctx, op), c, f))
}

fn bin_float(ctx: &Context, op: OpRef, c: Consts<'_>, f: impl Fn(&APFloat, &APFloat) -> Option<APFloat>) -> Folded {
    if let Some(p) = first_poison(ctx, c) {
        return one(Some(p));
    }
    let (sa, a) = floats(ctx, *c.first()?)?;
    let (sb, b) = floats(ctx, *c.get(1)?)?;
    if sa != sb {
        return None;
    }
    let out: Option<Vec<APFloat>> = zip2(&a, &b)?.iter().map(|(x, y)| f(x, y)).collect();
    one(float_attr(ctx, result_type(ctx, op), sa, &out?))
}

/// Whether constant `a` is an integer (or splat) all of whose elements satisfy `p`.
fn int_is(ctx: &Context, a: Option<Attribute>, p: impl Fn(&APInt) -> bool) -> bool {
    ints(ctx, a).is_some_and(|(_, v)| !v.is_empty() && v.iter().all(p))
}

fn float_is(ctx: &Context, a: Option<Attribute>, p: impl Fn(&APFloat) -> bool) -> bool {
    floats(ctx, a).is_some_and(|(_, v)| !v.is_empty() && v.iter().all(p))
}

fn operand(ctx: &Context, op: OpRef, i: usize) -> Value {
    ctx.operand(op, i)
}

/// The integer width of an element type (64 for `index`).
fn int_width(ctx: &Context, t: Type) -> u32 {
    let e = super::element_type_or_self(ctx, t);
    e.dyn_cast::<IntegerType>(ctx).map_or(64, |i| i.width)
}

/// A constant of `ty` with every element `v` (for identities like `x - x = 0`).
fn splat_int(ctx: &Context, ty: Type, v: APInt) -> Option<Attribute> {
    int_attr(ctx, ty, super::is_shaped(ctx, ty), &[v])
}

fn bool_attr(ctx: &Context, ty: Type, b: bool) -> Option<Attribute> {
    splat_int(ctx, ty, APInt::from_u64(1, b as u64))
}

// ----- folders -----

pub fn constant(ctx: &Context, op: OpRef, _: Consts<'_>) -> Folded {
    one(ctx.op_property(op, "value"))
}

pub fn addi(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if int_is(ctx, c[1], APInt::is_zero) {
        return val(lhs);
    }
    // addi(subi(a, b), b) -> a, addi(b, subi(a, b)) -> a
    if let Some(s) = ctx.defining_op_as::<SubIOp>(lhs) {
        if s.rhs(ctx) == rhs {
            return val(s.lhs(ctx));
        }
    }
    if let Some(s) = ctx.defining_op_as::<SubIOp>(rhs) {
        if s.rhs(ctx) == lhs {
            return val(s.lhs(ctx));
        }
    }
    bin_int(ctx, op, c, |a, b| Some(a.add(b)))
}

pub fn subi(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    let ty = result_type(ctx, op);
    if lhs == rhs {
        return one(splat_int(ctx, ty, APInt::zero(int_width(ctx, ty))));
    }
    if int_is(ctx, c[1], APInt::is_zero) {
        return val(lhs);
    }
    if let Some(a) = ctx.defining_op_as::<AddIOp>(lhs) {
        // (a + b) - b -> a, (a + b) - a -> b
        if a.rhs(ctx) == rhs {
            return val(a.lhs(ctx));
        }
        if a.lhs(ctx) == rhs {
            return val(a.rhs(ctx));
        }
    }
    bin_int(ctx, op, c, |a, b| Some(a.sub(b)))
}

pub fn muli(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    if int_is(ctx, c[1], APInt::is_zero) {
        return val(operand(ctx, op, 1));
    }
    if int_is(ctx, c[1], APInt::is_one) {
        return val(operand(ctx, op, 0));
    }
    bin_int(ctx, op, c, |a, b| Some(a.mul(b)))
}

/// MLIR's `foldDivMul`: `(a * b) / a` is `b` (and `/ b` is `a`) when the multiplication has
/// the overflow flag `flag` (`nuw` for unsigned, `nsw` for signed division).
fn div_of_mul(ctx: &Context, op: OpRef, flag: &str) -> Option<Value> {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    let mul = ctx.defining_op(lhs).filter(|&m| ctx.isa_op::<MulIOp>(m))?;
    let flags = op_attr_or_prop(ctx, mul, "overflowFlags")?;
    if !flags.to_text(ctx).contains(flag) {
        return None;
    }
    let (a, b) = (ctx.operand(mul, 0), ctx.operand(mul, 1));
    if a == rhs {
        Some(b)
    } else if b == rhs {
        Some(a)
    } else {
        None
    }
}

pub fn divui(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    if int_is(ctx, c[1], APInt::is_one) {
        return val(operand(ctx, op, 0));
    }
    if let Some(v) = div_of_mul(ctx, op, "nuw") {
        return val(v);
    }
    bin_int(ctx, op, c, |a, b| a.udiv(b))
}

pub fn divsi(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    if int_is(ctx, c[1], APInt::is_one) {
        return val(operand(ctx, op, 0));
    }
    if let Some(v) = div_of_mul(ctx, op, "nsw") {
        return val(v);
    }
    bin_int(ctx, op, c, |a, b| match a.sdiv_overflow(b)? {
        (q, false) => Some(q),
        _ => None,
    })
}

pub fn ceildivui(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    if int_is(ctx, c[1], APInt::is_one) {
        return val(operand(ctx, op, 0));
    }
    bin_int(ctx, op, c, |a, b| {
        let (q, r) = a.udivrem(b)?;
        Some(if r.is_zero() { q } else { q.add(&APInt::from_u64(q.width(), 1)) })
    })
}

fn ssub_ov(a: &APInt, b: &APInt, ov: &mut bool) -> APInt {
    let (r, o) = a.sub_overflow_signed(b);
    *ov |= o;
    r
}

fn sadd_ov(a: &APInt, b: &APInt, ov: &mut bool) -> APInt {
    let (r, o) = a.add_overflow_signed(b);
    *ov |= o;
    r
}

fn sdiv_ov(a: &APInt, b: &APInt, ov: &mut bool) -> APInt {
    match a.sdiv_overflow(b) {
        Some((q, o)) => {
            *ov |= o;
            q
        }
        None => {
            *ov = true;
            a.clone()
        }
    }
}

/// `(a - 1) / b + 1` for non-negative inputs (MLIR's `signedCeilNonnegInputs`).
fn signed_ceil_nonneg(a: &APInt, b: &APInt, ov: &mut bool) -> APInt {
    let one = APInt::from_u64(a.width(), 1);
    let v = sdiv_ov(&ssub_ov(a, &one, ov), b, ov);
    sadd_ov(&v, &one, ov)
}

/// Signed division rounded by sign quadrant (MLIR's step-by-step overflow-checked `ceildivsi`
/// and `floordivsi` folds): `same` divides operands of the same sign (made non-negative),
/// `mixed` divides the magnitudes when the signs differ, and the result is negated back.
fn signed_rounded_div(
    a: &APInt,
    b: &APInt,
    same: fn(&APInt, &APInt, &mut bool) -> APInt,
    mixed: fn(&APInt, &APInt, &mut bool) -> APInt,
) -> Option<APInt> {
    if b.is_zero() {
        return None;
    }
    if a.is_zero() {
        return Some(a.clone());
    }
    let zero = APInt::zero(a.width());
    let (ap, bp) = (a.sgt(&zero), b.sgt(&zero));
    let mut ov = false;
    let r = if ap && bp {
        same(a, b, &mut ov)
    } else if !ap && !bp {
        let pa = ssub_ov(&zero, a, &mut ov);
        let pb = ssub_ov(&zero, b, &mut ov);
        same(&pa, &pb, &mut ov)
    } else if !ap && bp {
        let pa = ssub_ov(&zero, a, &mut ov);
        let d = mixed(&pa, b, &mut ov);
        ssub_ov(&zero, &d, &mut ov)
    } else {
        let pb = ssub_ov(&zero, b, &mut ov);
        let d = mixed(a, &pb, &mut ov);
        ssub_ov(&zero, &d, &mut ov)
    };
    (!ov).then_some(r)
}

pub fn ceildivsi(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    if int_is(ctx, c[1], APInt::is_one) {
        return val(operand(ctx, op, 0));
    }
    bin_int(ctx, op, c, |a, b| signed_rounded_div(a, b, signed_ceil_nonneg, sdiv_ov))
}

pub fn floordivsi(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    if int_is(ctx, c[1], APInt::is_one) {
        return val(operand(ctx, op, 0));
    }
    // APInt's `sfloordiv_ov`: the truncated quotient, one less when inexact with operands of
    // opposite signs; only INT_MIN / -1 overflows.
    bin_int(ctx, op, c, |a, b| {
        if b.is_zero() {
            return None;
        }
        let mut ov = false;
        let q = sdiv_ov(a, b, &mut ov);
        if ov {
            return None;
        }
        if q.mul(b) != *a && a.is_negative() != b.is_negative() {
            return Some(q.sub(&APInt::from_u64(q.width(), 1)));
        }
        Some(q)
    })
}

pub fn remui(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    let ty = result_type(ctx, op);
    if int_is(ctx, c[1], APInt::is_one) {
        return one(splat_int(ctx, ty, APInt::zero(int_width(ctx, ty))));
    }
    bin_int(ctx, op, c, |a, b| a.urem(b))
}

pub fn remsi(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    let ty = result_type(ctx, op);
    if int_is(ctx, c[1], APInt::is_one) {
        return one(splat_int(ctx, ty, APInt::zero(int_width(ctx, ty))));
    }
    bin_int(ctx, op, c, |a, b| a.srem(b))
}

pub fn andi(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if int_is(ctx, c[1], APInt::is_zero) {
        return val(rhs);
    }
    if int_is(ctx, c[1], APInt::is_all_ones) {
        return val(lhs);
    }
    // and(x, not(x)) -> 0, and(not(x), x) -> 0, the `not` as xor with all ones on the right.
    let ty = result_type(ctx, op);
    for (a, b) in [(lhs, rhs), (rhs, lhs)] {
        if let Some(x) = ctx.defining_op_as::<XOrIOp>(b) {
            let ones = |v: Value| int_is(ctx, super::canonicalize::constant(ctx, v), APInt::is_all_ones);
            if x.lhs(ctx) == a && ones(x.rhs(ctx)) {
                return one(splat_int(ctx, ty, APInt::zero(int_width(ctx, ty))));
            }
        }
    }
    // and(and(x, y), x) -> and(x, y), then and(x, and(x, y)) (and the commuted forms)
    for (a, b) in [(rhs, lhs), (lhs, rhs)] {
        if let Some(inner) = ctx.defining_op_as::<AndIOp>(b) {
            if inner.lhs(ctx) == a || inner.rhs(ctx) == a {
                return val(b);
            }
        }
    }
    bin_int(ctx, op, c, |a, b| Some(a.and(b))).or_else(|| idempotent(lhs, rhs))
}

/// The `Idempotent` trait's fold (`op(x, x) -> x`), which MLIR tries only when the op's own
/// folder gives nothing (a constant fold comes first).
fn idempotent(lhs: Value, rhs: Value) -> Folded {
    if lhs == rhs {
        return val(lhs);
    }
    None
}

pub fn ori(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if int_is(ctx, c[1], APInt::is_zero) {
        return val(lhs);
    }
    // or(x, <all ones>) -> <all ones>, as the constant.
    if int_is(ctx, c[1], APInt::is_all_ones) {
        return one(c[1]);
    }
    // or(x, xor(x, ones)) -> ones, or(xor(x, ones), x) -> ones
    for (a, b) in [(lhs, rhs), (rhs, lhs)] {
        if let Some(x) = ctx.defining_op_as::<XOrIOp>(b) {
            let ones = |v: Value| int_is(ctx, super::canonicalize::constant(ctx, v), APInt::is_all_ones);
            if x.lhs(ctx) == a && ones(x.rhs(ctx)) {
                return val(x.rhs(ctx));
            }
        }
    }
    bin_int(ctx, op, c, |a, b| Some(a.or(b))).or_else(|| idempotent(lhs, rhs))
}

pub fn xori(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if int_is(ctx, c[1], APInt::is_zero) {
        return val(lhs);
    }
    let ty = result_type(ctx, op);
    if lhs == rhs {
        return one(splat_int(ctx, ty, APInt::zero(int_width(ctx, ty))));
    }
    // xor(xor(x, a), a) -> x, xor(xor(a, x), a) -> x
    if let Some(x) = ctx.defining_op_as::<XOrIOp>(lhs) {
        if x.rhs(ctx) == rhs {
            return val(x.lhs(ctx));
        }
        if x.lhs(ctx) == rhs {
            return val(x.rhs(ctx));
        }
    }
    // xor(a, xor(x, a)) -> x, xor(a, xor(a, x)) -> x
    if let Some(x) = ctx.defining_op_as::<XOrIOp>(rhs) {
        if x.rhs(ctx) == lhs {
            return val(x.lhs(ctx));
        }
        if x.lhs(ctx) == lhs {
            return val(x.rhs(ctx));
        }
    }
    bin_int(ctx, op, c, |a, b| Some(a.xor(b)))
}

fn shift(ctx: &Context, op: OpRef, c: Consts<'_>, f: impl Fn(&APInt, u32) -> APInt) -> Folded {
    if int_is(ctx, c[1], APInt::is_zero) {
        return val(operand(ctx, op, 0));
    }
    // MLIR's shift folders keep a poison operand: their in-range flag is only set by a
    // computed element.
    if first_poison(ctx, c).is_some() {
        return None;
    }
    bin_int(ctx, op, c, |a, b| {
        let w = a.width();
        if b.uge(&APInt::from_u64(b.width(), w as u64)) && b.width() >= 64
            || b.try_to_u64().is_none_or(|s| s >= w as u64)
        {
            return None;
        }
        Some(f(a, b.try_to_u64()? as u32))
    })
}

pub fn shli(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    shift(ctx, op, c, |a, s| a.shl(s))
}

pub fn shrui(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    shift(ctx, op, c, |a, s| a.lshr(s))
}

pub fn shrsi(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    shift(ctx, op, c, |a, s| a.ashr(s))
}

fn minmax(
    ctx: &Context,
    op: OpRef,
    c: Consts<'_>,
    absorbing: impl Fn(&APInt) -> bool,
    identity: impl Fn(&APInt) -> bool,
    f: impl Fn(&APInt, &APInt) -> APInt,
) -> Folded {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if lhs == rhs {
        return val(lhs);
    }
    if int_is(ctx, c[1], &absorbing) {
        return val(rhs);
    }
    if int_is(ctx, c[1], &identity) {
        return val(lhs);
    }
    bin_int(ctx, op, c, |a, b| Some(f(a, b)))
}

pub fn maxsi(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    minmax(ctx, op, c, APInt::is_signed_max, APInt::is_signed_min, APInt::smax)
}

pub fn maxui(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    minmax(ctx, op, c, APInt::is_all_ones, APInt::is_zero, APInt::umax)
}

pub fn minsi(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    minmax(ctx, op, c, APInt::is_signed_min, APInt::is_signed_max, APInt::smin)
}

pub fn minui(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    minmax(ctx, op, c, APInt::is_zero, APInt::is_all_ones, APInt::umin)
}

pub fn addf(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    // addf(x, -0) -> x
    if float_is(ctx, c[1], |f| f.is_zero() && f.is_negative()) {
        return val(operand(ctx, op, 0));
    }
    bin_float(ctx, op, c, |a, b| Some(a.add(b)))
}

pub fn subf(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    // subf(x, +0) -> x
    if float_is(ctx, c[1], |f| f.is_zero() && !f.is_negative()) {
        return val(operand(ctx, op, 0));
    }
    bin_float(ctx, op, c, |a, b| Some(a.sub(b)))
}

fn is_float_one(f: &APFloat) -> bool {
    !f.is_nan() && f.compare(&APFloat::from_f64(f.semantics(), 1.0)) == CmpResult::Equal
}

pub fn mulf(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    if float_is(ctx, c[1], is_float_one) {
        return val(operand(ctx, op, 0));
    }
    // mulf(x, ±0) -> ±0 with no NaNs and no signed zeros (MLIR 22's fold: the zero operand).
    let flags = MulFOp::from_op_unchecked(op).fastmath(ctx).copied().unwrap_or_default();
    if flags.contains(FastMath::Nnan) && flags.contains(FastMath::Nsz) && float_is(ctx, c[1], |f| f.is_zero()) {
        return val(operand(ctx, op, 1));
    }
    bin_float(ctx, op, c, |a, b| Some(a.mul(b)))
}

pub fn divf(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    if float_is(ctx, c[1], is_float_one) {
        return val(operand(ctx, op, 0));
    }
    bin_float(ctx, op, c, |a, b| Some(a.div(b)))
}

pub fn remf(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    bin_float(ctx, op, c, |a, b| Some(a.rem(b).0))
}

pub fn maximumf(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if lhs == rhs {
        return val(lhs);
    }
    if float_is(ctx, c[1], |f| f.is_infinite() && f.is_negative()) {
        return val(lhs);
    }
    bin_float(ctx, op, c, |a, b| Some(a.maximum(b)))
}

pub fn minimumf(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if lhs == rhs {
        return val(lhs);
    }
    if float_is(ctx, c[1], |f| f.is_infinite() && !f.is_negative()) {
        return val(lhs);
    }
    bin_float(ctx, op, c, |a, b| Some(a.minimum(b)))
}

pub fn maxnumf(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if lhs == rhs {
        return val(lhs);
    }
    if float_is(ctx, c[1], APFloat::is_nan) {
        return val(lhs);
    }
    bin_float(ctx, op, c, |a, b| Some(a.maxnum(b)))
}

pub fn minnumf(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    if lhs == rhs {
        return val(lhs);
    }
    if float_is(ctx, c[1], APFloat::is_nan) {
        return val(lhs);
    }
    bin_float(ctx, op, c, |a, b| Some(a.minnum(b)))
}

pub fn negf(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    if let Some(n) = ctx.defining_op_as::<NegFOp>(operand(ctx, op, 0)) {
        return val(n.operand(ctx));
    }
    if let Some(p) = first_poison(ctx, c) {
        return one(Some(p));
    }
    let (s, v) = floats(ctx, c[0])?;
    let out: Vec<APFloat> = v.iter().map(APFloat::neg).collect();
    one(float_attr(ctx, result_type(ctx, op), s, &out))
}

// ----- extended arithmetic -----

fn two(a: Option<Attribute>, b: Option<Attribute>) -> Folded {
    Some(vec![FoldResult::Attribute(a?), FoldResult::Attribute(b?)])
}

pub fn addui_extended(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    let sum_ty = ctx.value_type(ctx.result(op, 0));
    let ov_ty = ctx.value_type(ctx.result(op, 1));
    if int_is(ctx, c[1], APInt::is_zero) {
        let f = bool_attr(ctx, ov_ty, false)?;
        return Some(vec![FoldResult::Value(operand(ctx, op, 0)), FoldResult::Attribute(f)]);
    }
    let sum = bin_int_to(ctx, sum_ty, c, |a, b| Some(a.add(b)))?;
    let ov = bin_int_to(ctx, ov_ty, c, |a, b| Some(APInt::from_u64(1, a.add(b).ult(a) as u64)))?;
    two(Some(sum), Some(ov))
}

fn mul_extended(ctx: &Context, op: OpRef, c: Consts<'_>, signed: bool) -> Folded {
    let ty = result_type(ctx, op);
    let w = int_width(ctx, ty);
    if int_is(ctx, c[1], APInt::is_zero) {
        let z = splat_int(ctx, ty, APInt::zero(w));
        return two(z, z);
    }
    if !signed && int_is(ctx, c[1], APInt::is_one) {
        let z = splat_int(ctx, ty, APInt::zero(w))?;
        return Some(vec![FoldResult::Value(operand(ctx, op, 0)), FoldResult::Attribute(z)]);
    }
    let low = bin_int_to(ctx, ty, c, |a, b| Some(a.mul(b)));
    let high = bin_int_to(ctx, ty, c, |a, b| {
        let (x, y) = if signed { (a.sext(2 * w), b.sext(2 * w)) } else { (a.zext(2 * w), b.zext(2 * w)) };
        Some(x.mul(&y).lshr(w).trunc(w))
    });
    two(low, high)
}

pub fn mulsi_extended(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    mul_extended(ctx, op, c, true)
}

pub fn mului_extended(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    mul_extended(ctx, op, c, false)
}

// ----- casts -----

pub(super) fn float_sem(ctx: &Context, ty: Type) -> Option<oxir::numeric::FloatSemantics> {
    super::element_type_or_self(ctx, ty).dyn_cast::<FloatType>(ctx).map(|f| f.kind.semantics())
}

fn cast_int(ctx: &Context, op: OpRef, c: Consts<'_>, f: impl Fn(&APInt, u32) -> APInt) -> Folded {
    if let Some(p) = first_poison(ctx, c) {
        return one(Some(p));
    }
    let ty = result_type(ctx, op);
    let w = int_width(ctx, ty);
    let (s, v) = ints(ctx, c[0])?;
    let out: Vec<APInt> = v.iter().map(|a| f(a, w)).collect();
    one(int_attr(ctx, ty, s, &out))
}

pub fn extui(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    cast_int(ctx, op, c, |a, w| a.zext(w))
}

pub fn extsi(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    cast_int(ctx, op, c, |a, w| a.sext(w))
}

pub fn trunci(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    let input = operand(ctx, op, 0);
    let ty = result_type(ctx, op);
    let src = ctx
        .defining_op_as::<ExtSIOp>(input)
        .map(|e| e.input(ctx))
        .or_else(|| ctx.defining_op_as::<ExtUIOp>(input).map(|e| e.input(ctx)));
    if let Some(x) = src {
        // trunci(ext(x)) with x wider than the result: MLIR folds in place to trunci(x) (the
        // `TruncIOfTrunc` pattern here), before looking at constants.
        if int_width(ctx, ctx.value_type(x)) > int_width(ctx, ty) {
            return None;
        }
        // trunci(ext(x)) with x of the result type -> x
        let elem = |t| super::element_type_or_self(ctx, t);
        if elem(ctx.value_type(x)) == elem(ty) {
            return val(x);
        }
    }
    // trunci(trunci(x)): in place too.
    if ctx.defining_op_as::<TruncIOp>(input).is_some() {
        return None;
    }
    cast_int(ctx, op, c, |a, w| a.trunc(w))
}

pub fn index_cast(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    cast_int(ctx, op, c, |a, w| a.sext_or_trunc(w))
}

pub fn index_castui(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    cast_int(ctx, op, c, |a, w| a.zext_or_trunc(w))
}

fn float_convert(ctx: &Context, op: OpRef, c: Consts<'_>, rm: Rm) -> Folded {
    if let Some(p) = first_poison(ctx, c) {
        return one(Some(p));
    }
    let ty = result_type(ctx, op);
    let sem = float_sem(ctx, ty)?;
    let (s, v) = floats(ctx, c[0])?;
    let out: Option<Vec<APFloat>> = v
        .iter()
        .map(|a| {
            let (r, st, loses) = a.convert(sem, rm);
            (!loses && st == OpStatus::OK).then_some(r)
        })
        .collect();
    one(float_attr(ctx, ty, s, &out?))
}

pub fn extf(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    // extf(truncf(x)) -> x when both allow contraction.
    let contract = |f: Option<&FastMathFlags>| f.is_some_and(|f| f.contains(FastMath::Contract));
    if let Some(t) = ctx.defining_op_as::<TruncFOp>(operand(ctx, op, 0)) {
        let ext = ExtFOp::from_op_unchecked(op);
        if ctx.value_type(t.input(ctx)) == result_type(ctx, op)
            && contract(t.fastmath(ctx))
            && contract(ext.fastmath(ctx))
        {
            return val(t.input(ctx));
        }
    }
    float_convert(ctx, op, c, Rm::NearestTiesToEven)
}

pub fn truncf(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    let input = operand(ctx, op, 0);
    // truncf(extf(a)) -> a when the extension held `a` exactly (the case of a wider `a` is the
    // in-place fold `TruncFOfExtF`).
    if let Some(e) = ctx.defining_op_as::<ExtFOp>(input) {
        let src = e.input(ctx);
        let exact = match (float_sem(ctx, ctx.value_type(src)), float_sem(ctx, ctx.value_type(input))) {
            (Some(s), Some(i)) => s.is_representable_by(i),
            _ => false,
        };
        if exact && ctx.value_type(src) == result_type(ctx, op) {
            return val(src);
        }
    }
    let mode = TruncFOp::from_op_unchecked(op)
        .roundingmode_attr(ctx)
        .and_then(|a| RoundingMode::from_int_attr(ctx, a))
        .unwrap_or(RoundingMode::ToNearestEven);
    let rm = match mode {
        RoundingMode::ToNearestEven => Rm::NearestTiesToEven,
        RoundingMode::Downward => Rm::TowardNegative,
        RoundingMode::Upward => Rm::TowardPositive,
        RoundingMode::TowardZero => Rm::TowardZero,
        RoundingMode::ToNearestAway => Rm::NearestTiesToAway,
    };
    float_convert(ctx, op, c, rm)
}

fn int_to_float(ctx: &Context, op: OpRef, c: Consts<'_>, signed: bool) -> Folded {
    if let Some(p) = first_poison(ctx, c) {
        return one(Some(p));
    }
    let ty = result_type(ctx, op);
    let sem = float_sem(ctx, ty)?;
    let (s, v) = ints(ctx, c[0])?;
    let out: Vec<APFloat> = v.iter().map(|a| APFloat::from_integer(sem, a, signed, Rm::NearestTiesToEven).0).collect();
    one(float_attr(ctx, ty, s, &out))
}

pub fn sitofp(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    int_to_float(ctx, op, c, true)
}

pub fn uitofp(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    int_to_float(ctx, op, c, false)
}

fn float_to_int(ctx: &Context, op: OpRef, c: Consts<'_>, signed: bool) -> Folded {
    if let Some(p) = first_poison(ctx, c) {
        return one(Some(p));
    }
    let ty = result_type(ctx, op);
    let w = int_width(ctx, ty);
    let (s, v) = floats(ctx, c[0])?;
    let out: Option<Vec<APInt>> = v
        .iter()
        .map(|a| {
            let (r, st, _) = a.to_integer(w, signed, Rm::TowardZero);
            (!st.contains(OpStatus::INVALID_OP)).then_some(r)
        })
        .collect();
    one(int_attr(ctx, ty, s, &out?))
}

pub fn fptosi(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    float_to_int(ctx, op, c, true)
}

pub fn fptoui(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    float_to_int(ctx, op, c, false)
}

pub fn bitcast(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    let ty = result_type(ctx, op);
    let input = operand(ctx, op, 0);
    if ctx.value_type(input) == ty {
        return val(input);
    }
    // bitcast(bitcast(x)) is a canonicalization in MLIR, not a fold: the greedy driver of a pass
    // without the canonicalization patterns keeps it.
    let a = c[0]?;
    if a.isa::<oxir::ub::PoisonAttr>(ctx) {
        return if super::is_shaped(ctx, ty) { None } else { one(Some(a)) };
    }
    let bits: (bool, Vec<APInt>) = if let Some(x) = ints(ctx, Some(a)) {
        x
    } else {
        let (s, f) = floats(ctx, Some(a))?;
        (s, f.iter().map(APFloat::to_bits).collect())
    };
    match float_sem(ctx, ty) {
        Some(sem) => {
            let out: Vec<APFloat> = bits.1.iter().map(|b| APFloat::from_bits(sem, b)).collect();
            one(float_attr(ctx, ty, bits.0, &out))
        }
        None => one(int_attr(ctx, ty, bits.0, &bits.1)),
    }
}

// ----- comparisons and select -----

/// Whether `a p b` holds for two integers of the same width.
pub fn apply_cmpi(p: CmpIPredicate, a: &APInt, b: &APInt) -> bool {
    use CmpIPredicate::*;
    match p {
        Eq => a.eq_value(b),
        Ne => !a.eq_value(b),
        Slt => a.slt(b),
        Sle => a.sle(b),
        Sgt => a.sgt(b),
        Sge => a.sge(b),
        Ult => a.ult(b),
        Ule => a.ule(b),
        Ugt => a.ugt(b),
        Uge => a.uge(b),
    }
}

pub fn apply_cmpf(p: CmpFPredicate, a: &APFloat, b: &APFloat) -> bool {
    use CmpFPredicate::*;
    let r = a.compare(b);
    let (lt, eq, gt, un) =
        (r == CmpResult::LessThan, r == CmpResult::Equal, r == CmpResult::GreaterThan, r == CmpResult::Unordered);
    match p {
        AlwaysFalse => false,
        Oeq => eq,
        Ogt => gt,
        Oge => gt || eq,
        Olt => lt,
        Ole => lt || eq,
        One => lt || gt,
        Ord => !un,
        Ueq => un || eq,
        Ugt => un || gt,
        Uge => un || gt || eq,
        Ult => un || lt,
        Ule => un || lt || eq,
        Une => !eq,
        Uno => un,
        AlwaysTrue => true,
    }
}

fn is_i1(ctx: &Context, v: Value) -> bool {
    let t = super::element_type_or_self(ctx, ctx.value_type(v));
    t.dyn_cast::<IntegerType>(ctx).is_some_and(|i| i.width == 1)
}

pub fn cmpi(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    let cmp = CmpIOp::from_op_unchecked(op);
    let pred = cmp.predicate(ctx)?;
    let (lhs, rhs) = (operand(ctx, op, 0), operand(ctx, op, 1));
    let ty = result_type(ctx, op);
    if lhs == rhs {
        use CmpIPredicate::*;
        let v = matches!(pred, Eq | Sle | Sge | Ule | Uge);
        return one(bool_attr(ctx, ty, v));
    }
    if int_is(ctx, c[1], APInt::is_zero) {
        let src = ctx
            .defining_op_as::<ExtSIOp>(lhs)
            .map(|e| e.input(ctx))
            .or_else(|| ctx.defining_op_as::<ExtUIOp>(lhs).map(|e| e.input(ctx)));
        if let Some(x) = src {
            if is_i1(ctx, x) && pred == CmpIPredicate::Ne {
                return val(x);
            }
        }
        if is_i1(ctx, lhs) && pred == CmpIPredicate::Ne {
            return val(lhs);
        }
    }
    if int_is(ctx, c[1], APInt::is_one) && is_i1(ctx, lhs) && pred == CmpIPredicate::Eq {
        return val(lhs);
    }
    if c[0].is_some() && c[1].is_none() || first_poison(ctx, c).is_some() {
        return None;
    }
    bin_int(ctx, op, c, |a, b| Some(APInt::from_u64(1, apply_cmpi(pred, a, b) as u64)))
}

pub fn cmpf(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    let pred = CmpFOp::from_op_unchecked(op).predicate(ctx)?;
    let get = |a: Option<Attribute>| a.and_then(|a| a.dyn_cast::<FloatAttr>(ctx)).map(|f| f.value);
    let (mut l, mut r) = (get(c[0]), get(c[1]));
    if l.as_ref().is_some_and(APFloat::is_nan) {
        r = l;
    }
    if r.as_ref().is_some_and(APFloat::is_nan) {
        l = r;
    }
    let (l, r) = (l?, r?);
    Some(vec![FoldResult::Attribute(IntegerAttr::bool(ctx, apply_cmpf(pred, &l, &r)))])
}

pub fn select(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    let (cond, t, f) = (operand(ctx, op, 0), operand(ctx, op, 1), operand(ctx, op, 2));
    if t == f {
        return val(t);
    }
    if int_is(ctx, c[0], APInt::is_one) {
        return val(t);
    }
    if int_is(ctx, c[0], APInt::is_zero) {
        return val(f);
    }
    // A poison choice is the other one.
    if first_poison(ctx, &c[1..2]).is_some() {
        return val(f);
    }
    if first_poison(ctx, &c[2..3]).is_some() {
        return val(t);
    }
    let ty = result_type(ctx, op);
    if ty.dyn_cast::<IntegerType>(ctx).is_some_and(|i| i.width == 1)
        && int_is(ctx, c[1], APInt::is_one)
        && int_is(ctx, c[2], APInt::is_zero)
    {
        return val(cond);
    }
    if let Some(cmp) = ctx.defining_op_as::<CmpIOp>(cond) {
        let pred = cmp.predicate(ctx);
        if matches!(pred, Some(CmpIPredicate::Eq | CmpIPredicate::Ne)) {
            let (a, b) = (cmp.lhs(ctx), cmp.rhs(ctx));
            if (a == t && b == f) || (b == t && a == f) {
                return val(if pred == Some(CmpIPredicate::Ne) { t } else { f });
            }
        }
    }
    // Elementwise over a dense condition.
    let (cs, cv) = ints(ctx, c[0])?;
    if !cs {
        return None;
    }
    if let (Some((true, a)), Some((true, b))) = (ints(ctx, c[1]), ints(ctx, c[2])) {
        let n = cv.len().max(a.len()).max(b.len());
        let pick = |v: &Vec<APInt>, i: usize| v[i.min(v.len() - 1)].clone();
        let out: Vec<APInt> = (0..n).map(|i| if pick(&cv, i).is_zero() { pick(&b, i) } else { pick(&a, i) }).collect();
        return one(int_attr(ctx, ty, true, &out));
    }
    if let (Some((true, a)), Some((true, b))) = (floats(ctx, c[1]), floats(ctx, c[2])) {
        let n = cv.len().max(a.len()).max(b.len());
        let out: Vec<APFloat> = (0..n)
            .map(|i| if cv[i.min(cv.len() - 1)].is_zero() { b[i.min(b.len() - 1)] } else { a[i.min(a.len() - 1)] })
            .collect();
        return one(float_attr(ctx, ty, true, &out));
    }
    None
}
