//! The folders of the math ops, as MLIR's: `ceil`, `floor`, `roundeven`, `absf` and `copysign`
//! fold with APFloat for every float type; `round`, `trunc` and the transcendental ops call the
//! host libm for `f32` and `f64` only (other types stay unfolded); `log`, `log2`, `log10` and `sqrt` leave negative operands
//! (and `-0.0`) alone, `log1p` those below -1, and `atan2(0, 0)` folds to NaN. The integer ops
//! fold with APInt; the classifications fold scalars and splats. `cbrt`, `rsqrt`, `fma`,
//! `clampf`, `fpowi` and `sincos` have no folder, as in MLIR.

use super::libm::{self, Binary, Unary};
use crate::utils::const_fold::*;
use crate::utils::constants::first_poison;
use oxir::builtin::attributes::{FloatAttr, IntegerAttr};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::numeric::{APFloat, APInt, FloatSemantics, RoundingMode};
use oxir::registry::FoldResult;
use oxir::{Attribute, Context, OpRef, Type};

type Folded = Option<Vec<FoldResult>>;
type Consts<'a> = &'a [Option<Attribute>];

fn result_type(ctx: &Context, op: OpRef) -> Type {
    ctx.value_type(ctx.result(op, 0))
}

fn one(a: Option<Attribute>) -> Folded {
    Some(vec![FoldResult::Attribute(a?)])
}

/// MLIR's `constFoldUnaryOpConditional` over floats.
fn unary_float(ctx: &Context, op: OpRef, c: Consts<'_>, f: impl Fn(&APFloat) -> Option<APFloat>) -> Folded {
    if let Some(p) = first_poison(ctx, c) {
        return one(Some(p));
    }
    let out = float_elements(ctx, *c.first()?)?.try_map(f)?;
    one(float_constant(ctx, result_type(ctx, op), &out))
}

/// MLIR's `constFoldBinaryOpConditional` over floats.
fn binary_float(ctx: &Context, op: OpRef, c: Consts<'_>, f: impl Fn(&APFloat, &APFloat) -> Option<APFloat>) -> Folded {
    if let Some(p) = first_poison(ctx, c) {
        return one(Some(p));
    }
    let (a, b) = (float_elements(ctx, *c.first()?)?, float_elements(ctx, *c.get(1)?)?);
    one(float_constant(ctx, result_type(ctx, op), &a.try_zip(&b, f)?))
}

fn unary_int(ctx: &Context, op: OpRef, c: Consts<'_>, f: impl Fn(&APInt) -> Option<APInt>) -> Folded {
    if let Some(p) = first_poison(ctx, c) {
        return one(Some(p));
    }
    let out = int_elements(ctx, *c.first()?)?.try_map(f)?;
    one(int_constant(ctx, result_type(ctx, op), &out))
}

fn f32_bits(v: f32) -> APFloat {
    APFloat::from_bits(FloatSemantics::F32, &APInt::from_u64(32, v.to_bits() as u64))
}

fn f64_bits(v: f64) -> APFloat {
    APFloat::from_bits(FloatSemantics::F64, &APInt::from_u64(64, v.to_bits()))
}

/// `f` of the host libm applied to an `f32` or `f64` value (`None` for other types).
fn call_unary(f: Unary, a: &APFloat) -> Option<APFloat> {
    match a.semantics() {
        FloatSemantics::F32 => Some(f32_bits((f.0)(a.to_f32()))),
        FloatSemantics::F64 => Some(f64_bits((f.1)(a.to_f64()))),
        _ => None,
    }
}

fn call_binary(f: Binary, a: &APFloat, b: &APFloat) -> Option<APFloat> {
    match (a.semantics(), b.semantics()) {
        (FloatSemantics::F32, FloatSemantics::F32) => Some(f32_bits((f.0)(a.to_f32(), b.to_f32()))),
        (FloatSemantics::F64, FloatSemantics::F64) => Some(f64_bits((f.1)(a.to_f64(), b.to_f64()))),
        _ => None,
    }
}

/// A folder calling a libm function on every element.
fn libm_unary(ctx: &Context, op: OpRef, c: Consts<'_>, f: Unary) -> Folded {
    unary_float(ctx, op, c, |a| call_unary(f, a))
}

/// A folder calling a libm function on non-negative elements only (the logarithms, `sqrt`).
fn libm_unary_non_negative(ctx: &Context, op: OpRef, c: Consts<'_>, f: Unary) -> Folded {
    unary_float(ctx, op, c, |a| if a.is_negative() { None } else { call_unary(f, a) })
}

fn round(ctx: &Context, op: OpRef, c: Consts<'_>, rm: RoundingMode) -> Folded {
    unary_float(ctx, op, c, |a| Some(a.round_to_integral(rm).0))
}

// ----- float folders -----

pub fn absf(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    unary_float(ctx, op, c, |a| Some(a.abs()))
}

pub fn ceil(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    round(ctx, op, c, RoundingMode::TowardPositive)
}

pub fn floor(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    round(ctx, op, c, RoundingMode::TowardNegative)
}

pub fn roundeven(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    round(ctx, op, c, RoundingMode::NearestTiesToEven)
}

pub fn copysign(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    binary_float(ctx, op, c, |a, b| Some(a.copy_sign(b)))
}

pub fn atan2(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    binary_float(ctx, op, c, |a, b| {
        if a.is_zero() && b.is_zero() {
            return Some(APFloat::qnan(a.semantics(), false));
        }
        call_binary(libm::ATAN2, a, b)
    })
}

pub fn powf(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    binary_float(ctx, op, c, |a, b| call_binary(libm::POW, a, b))
}

pub fn log1p(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    unary_float(ctx, op, c, |a| {
        if a.add(&APFloat::from_f64(a.semantics(), 1.0)).is_negative() {
            return None;
        }
        call_unary(libm::LOG1P, a)
    })
}

/// Declares the folders that call one libm function on every element.
macro_rules! libm_folders {
    ($($name:ident => $via:ident($f:path);)*) => {$(
        #[doc = concat!("Folds `math.", stringify!($name), "` through the host libm.")]
        pub fn $name(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
            $via(ctx, op, c, $f)
        }
    )*};
}

libm_folders! {
    acos => libm_unary(libm::ACOS);
    acosh => libm_unary(libm::ACOSH);
    asin => libm_unary(libm::ASIN);
    asinh => libm_unary(libm::ASINH);
    atan => libm_unary(libm::ATAN);
    atanh => libm_unary(libm::ATANH);
    cos => libm_unary(libm::COS);
    cosh => libm_unary(libm::COSH);
    erf => libm_unary(libm::ERF);
    erfc => libm_unary(libm::ERFC);
    exp => libm_unary(libm::EXP);
    exp2 => libm_unary(libm::EXP2);
    expm1 => libm_unary(libm::EXPM1);
    sin => libm_unary(libm::SIN);
    sinh => libm_unary(libm::SINH);
    tan => libm_unary(libm::TAN);
    tanh => libm_unary(libm::TANH);
    round_away => libm_unary(libm::ROUND);
    trunc => libm_unary(libm::TRUNC);
    log => libm_unary_non_negative(libm::LOG);
    log2 => libm_unary_non_negative(libm::LOG2);
    log10 => libm_unary_non_negative(libm::LOG10);
    sqrt => libm_unary_non_negative(libm::SQRT);
}

// ----- integer folders -----

pub fn absi(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    unary_int(ctx, op, c, |a| Some(a.abs()))
}

pub fn ctlz(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    unary_int(ctx, op, c, |a| Some(APInt::from_u64(a.width(), a.leading_zeros() as u64)))
}

pub fn cttz(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    unary_int(ctx, op, c, |a| Some(APInt::from_u64(a.width(), a.trailing_zeros() as u64)))
}

pub fn ctpop(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    unary_int(ctx, op, c, |a| Some(APInt::from_u64(a.width(), a.count_ones() as u64)))
}

/// `base` to the signed power `power` (MLIR's `IPowIOp::fold`): 0 to a negative power stays
/// unfolded; other negative powers give 0, or ±1 for a base of ±1.
fn ipow(base: &APInt, power: &APInt) -> Option<APInt> {
    let width = base.width();
    let one = APInt::from_u64(width, 1);
    if power.is_zero() {
        return Some(one);
    }
    if power.is_negative() {
        if base.is_zero() {
            return None;
        }
        if base.is_one() {
            return Some(one);
        }
        if !base.is_all_ones() {
            return Some(APInt::zero(width));
        }
        return Some(if power.bit(0) { APInt::all_ones(width) } else { one });
    }
    let (mut result, mut cur_base, mut cur_power) = (one, base.clone(), power.clone());
    loop {
        if cur_power.bit(0) {
            result = result.mul(&cur_base);
        }
        cur_power = cur_power.lshr(1);
        if cur_power.is_zero() {
            return Some(result);
        }
        cur_base = cur_base.mul(&cur_base);
    }
}

pub fn ipowi(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    let (a, b) = (int_elements(ctx, *c.first()?)?, int_elements(ctx, *c.get(1)?)?);
    one(int_constant(ctx, result_type(ctx, op), &a.try_zip(&b, ipow)?))
}

// ----- classification -----

/// A classification of a scalar or splat constant, as an `i1` constant of the result type.
fn classify(ctx: &Context, op: OpRef, c: Consts<'_>, p: impl Fn(&APFloat) -> bool) -> Folded {
    let a = (*c.first()?)?;
    let ty = result_type(ctx, op);
    if let Some(f) = a.dyn_cast::<FloatAttr>(ctx) {
        return one(Some(IntegerAttr::get(ctx, ty, APInt::from_u64(1, p(&f.value) as u64))));
    }
    let d = a.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?;
    if !d.is_splat() {
        return None;
    }
    let v = d.float_values(ctx).next()?;
    one(DenseIntOrFPElementsAttr::from_ints(ctx, ty, &[APInt::from_u64(1, p(&v) as u64)]))
}

pub fn isnan(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    classify(ctx, op, c, APFloat::is_nan)
}

pub fn isinf(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    classify(ctx, op, c, APFloat::is_infinite)
}

pub fn isfinite(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    classify(ctx, op, c, APFloat::is_finite)
}

pub fn isnormal(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    classify(ctx, op, c, APFloat::is_normal)
}
