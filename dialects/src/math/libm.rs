//! The host C library's math functions, which MLIR's math folders call for `f32` (the `...f`
//! functions) and `f64` constants: folding through the same functions gives the same bits.

// SAFETY: these are the C99 <math.h> functions of the host libm (linked by std on every
// supported target) with their exact C signatures; they take and return plain floats, touch no
// memory and are defined for every input (NaN and infinities included).
unsafe extern "C" {
    safe fn acosf(x: f32) -> f32;
    safe fn acos(x: f64) -> f64;
    safe fn acoshf(x: f32) -> f32;
    safe fn acosh(x: f64) -> f64;
    safe fn asinf(x: f32) -> f32;
    safe fn asin(x: f64) -> f64;
    safe fn asinhf(x: f32) -> f32;
    safe fn asinh(x: f64) -> f64;
    safe fn atanf(x: f32) -> f32;
    safe fn atan(x: f64) -> f64;
    safe fn atanhf(x: f32) -> f32;
    safe fn atanh(x: f64) -> f64;
    safe fn atan2f(y: f32, x: f32) -> f32;
    safe fn atan2(y: f64, x: f64) -> f64;
    safe fn cosf(x: f32) -> f32;
    safe fn cos(x: f64) -> f64;
    safe fn coshf(x: f32) -> f32;
    safe fn cosh(x: f64) -> f64;
    safe fn erff(x: f32) -> f32;
    safe fn erf(x: f64) -> f64;
    safe fn erfcf(x: f32) -> f32;
    safe fn erfc(x: f64) -> f64;
    safe fn expf(x: f32) -> f32;
    safe fn exp(x: f64) -> f64;
    safe fn exp2f(x: f32) -> f32;
    safe fn exp2(x: f64) -> f64;
    safe fn expm1f(x: f32) -> f32;
    safe fn expm1(x: f64) -> f64;
    safe fn logf(x: f32) -> f32;
    safe fn log(x: f64) -> f64;
    safe fn log10f(x: f32) -> f32;
    safe fn log10(x: f64) -> f64;
    safe fn log1pf(x: f32) -> f32;
    safe fn log1p(x: f64) -> f64;
    safe fn log2f(x: f32) -> f32;
    safe fn log2(x: f64) -> f64;
    safe fn powf(x: f32, y: f32) -> f32;
    safe fn pow(x: f64, y: f64) -> f64;
    safe fn roundf(x: f32) -> f32;
    safe fn round(x: f64) -> f64;
    safe fn sinf(x: f32) -> f32;
    safe fn sin(x: f64) -> f64;
    safe fn sinhf(x: f32) -> f32;
    safe fn sinh(x: f64) -> f64;
    safe fn sqrtf(x: f32) -> f32;
    safe fn sqrt(x: f64) -> f64;
    safe fn tanf(x: f32) -> f32;
    safe fn tan(x: f64) -> f64;
    safe fn tanhf(x: f32) -> f32;
    safe fn tanh(x: f64) -> f64;
    safe fn truncf(x: f32) -> f32;
    safe fn trunc(x: f64) -> f64;
}

/// A one-argument libm function in its `f32` and `f64` versions.
pub type Unary = (extern "C" fn(f32) -> f32, extern "C" fn(f64) -> f64);

/// A two-argument libm function in its `f32` and `f64` versions.
pub type Binary = (extern "C" fn(f32, f32) -> f32, extern "C" fn(f64, f64) -> f64);

/// `acos`.
pub const ACOS: Unary = (acosf, acos);
/// `acosh`.
pub const ACOSH: Unary = (acoshf, acosh);
/// `asin`.
pub const ASIN: Unary = (asinf, asin);
/// `asinh`.
pub const ASINH: Unary = (asinhf, asinh);
/// `atan`.
pub const ATAN: Unary = (atanf, atan);
/// `atanh`.
pub const ATANH: Unary = (atanhf, atanh);
/// `atan2`.
pub const ATAN2: Binary = (atan2f, atan2);
/// `cos`.
pub const COS: Unary = (cosf, cos);
/// `cosh`.
pub const COSH: Unary = (coshf, cosh);
/// `erf`.
pub const ERF: Unary = (erff, erf);
/// `erfc`.
pub const ERFC: Unary = (erfcf, erfc);
/// `exp`.
pub const EXP: Unary = (expf, exp);
/// `exp2`.
pub const EXP2: Unary = (exp2f, exp2);
/// `expm1`.
pub const EXPM1: Unary = (expm1f, expm1);
/// `log`.
pub const LOG: Unary = (logf, log);
/// `log10`.
pub const LOG10: Unary = (log10f, log10);
/// `log1p`.
pub const LOG1P: Unary = (log1pf, log1p);
/// `log2`.
pub const LOG2: Unary = (log2f, log2);
/// `pow`.
pub const POW: Binary = (powf, pow);
/// `round` (halfway cases away from zero).
pub const ROUND: Unary = (roundf, round);
/// `sin`.
pub const SIN: Unary = (sinf, sin);
/// `sinh`.
pub const SINH: Unary = (sinhf, sinh);
/// `sqrt`.
pub const SQRT: Unary = (sqrtf, sqrt);
/// `tan`.
pub const TAN: Unary = (tanf, tan);
/// `tanh`.
pub const TANH: Unary = (tanhf, tanh);
/// `trunc`.
pub const TRUNC: Unary = (truncf, trunc);
