//! The ops of the math dialect (MLIR 22's `MathOps.td`): every one `Pure` and elementwise, on
//! scalars, vectors and tensors of its element type, with MLIR's assembly formats.

use super::fold;
use crate::arith::{fastmath_none, i1_same_shape, Elementwise, FastMathFlags, SameOperandsAndResultShape};
use oxir::ods::constraints::*;
use oxir::traits::*;
use oxir::{Context, OpRef, Value};
use oxir_macros::op;

/// A unary op on floats with fast-math flags (MLIR's `Math_FloatUnaryOp`).
macro_rules! float_unary {
    ($($(#[$doc:meta])* $name:ident, $mn:literal, [$($extra:tt)*];)*) => {$(
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure, SameOperandsAndResultType, Elementwise),
            format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
            $($extra)*
        )]
        pub struct $name {
            #[operand(FLOAT_LIKE)]
            operand: Value,
            #[attribute(default = fastmath_none(ctx))]
            fastmath: FastMathFlags,
            #[result(FLOAT_LIKE)]
            result: Value,
        }
    )*};
}

/// A binary op on floats with fast-math flags (MLIR's `Math_FloatBinaryOp`).
macro_rules! float_binary {
    ($($(#[$doc:meta])* $name:ident, $mn:literal, [$($extra:tt)*];)*) => {$(
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure, SameOperandsAndResultType, Elementwise),
            format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
            $($extra)*
        )]
        pub struct $name {
            #[operand(FLOAT_LIKE)]
            lhs: Value,
            #[operand(FLOAT_LIKE)]
            rhs: Value,
            #[attribute(default = fastmath_none(ctx))]
            fastmath: FastMathFlags,
            #[result(FLOAT_LIKE)]
            result: Value,
        }
    )*};
}

/// A unary op on signless integers (MLIR's `Math_IntegerUnaryOp`).
macro_rules! integer_unary {
    ($($(#[$doc:meta])* $name:ident, $mn:literal, $fold:path;)*) => {$(
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure, SameOperandsAndResultType, Elementwise),
            format = "$operand attr-dict `:` type($result)",
            folder = $fold
        )]
        pub struct $name {
            #[operand(SIGNLESS_INTEGER_LIKE)]
            operand: Value,
            #[result(SIGNLESS_INTEGER_LIKE)]
            result: Value,
        }
    )*};
}

/// A float classification with an `i1`-like result (MLIR's `Math_FloatClassificationOp`).
macro_rules! float_classification {
    ($($(#[$doc:meta])* $name:ident, $mn:literal, $fold:path;)*) => {$(
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(
                Pure,
                TypesMatchWith<operand, result, i1_same_shape, "result type has i1 element type and same shape as operands">,
                Elementwise
            ),
            format = "$operand attr-dict `:` type($operand)",
            folder = $fold
        )]
        pub struct $name {
            #[operand(FLOAT_LIKE)]
            operand: Value,
            #[attribute(default = fastmath_none(ctx))]
            fastmath: FastMathFlags,
            #[result(BOOL_LIKE)]
            result: Value,
        }
    )*};
}

float_unary! {
    /// Floating point absolute-value operation.
    ///
    /// The `absf` operation computes the absolute value of a float, vector or tensor thereof.
    AbsFOp, "math.absf", [folder = fold::absf];
    /// Arcus cosine of the given value.
    AcosOp, "math.acos", [folder = fold::acos];
    /// Hyperbolic arcus cosine of the given value.
    AcoshOp, "math.acosh", [folder = fold::acosh];
    /// Arcus sine of the given value.
    AsinOp, "math.asin", [folder = fold::asin];
    /// Hyperbolic arcus sine of the given value.
    AsinhOp, "math.asinh", [folder = fold::asinh];
    /// Arcus tangent of the given value.
    AtanOp, "math.atan", [folder = fold::atan];
    /// Hyperbolic arcus tangent of the given value.
    AtanhOp, "math.atanh", [folder = fold::atanh];
    /// Cube root of the specified value.
    ///
    /// Note: this op is not equivalent to `powf(..., 1/3.0)`, which is NaN for negative values.
    CbrtOp, "math.cbrt", [];
    /// Ceiling of the specified value.
    CeilOp, "math.ceil", [folder = fold::ceil];
    /// Cosine of the specified value.
    CosOp, "math.cos", [folder = fold::cos];
    /// Hyperbolic cosine of the specified value.
    CoshOp, "math.cosh", [folder = fold::cosh];
    /// Error function of the specified value.
    ErfOp, "math.erf", [folder = fold::erf];
    /// Complementary error function of the specified value (`1 - erf(x)`).
    ErfcOp, "math.erfc", [folder = fold::erfc];
    /// Base-e exponential of the specified value.
    ExpOp, "math.exp", [folder = fold::exp];
    /// Base-2 exponential of the specified value.
    Exp2Op, "math.exp2", [folder = fold::exp2];
    /// Base-e exponential of the specified value minus 1 (`exp(x) - 1`).
    ExpM1Op, "math.expm1", [folder = fold::expm1];
    /// Floor of the specified value.
    FloorOp, "math.floor", [folder = fold::floor];
    /// Base-e logarithm of the specified value.
    LogOp, "math.log", [folder = fold::log];
    /// Base-10 logarithm of the specified value.
    Log10Op, "math.log10", [folder = fold::log10];
    /// Computes the natural logarithm of one plus the given value (`log(1 + x)`).
    Log1pOp, "math.log1p", [folder = fold::log1p];
    /// Base-2 logarithm of the specified value.
    Log2Op, "math.log2", [folder = fold::log2];
    /// Round of the specified value (halfway cases away from zero).
    RoundOp, "math.round", [folder = fold::round_away];
    /// Round of the specified value with halfway cases to even.
    RoundEvenOp, "math.roundeven", [folder = fold::roundeven];
    /// Reciprocal of sqrt (1 / sqrt of the specified value).
    RsqrtOp, "math.rsqrt", [];
    /// Sine of the specified value.
    SinOp, "math.sin", [folder = fold::sin];
    /// Hyperbolic sine of the specified value.
    SinhOp, "math.sinh", [folder = fold::sinh];
    /// Sqrt of the specified value.
    SqrtOp, "math.sqrt", [folder = fold::sqrt];
    /// Tangent of the specified value.
    TanOp, "math.tan", [folder = fold::tan];
    /// Hyperbolic tangent of the specified value.
    TanhOp, "math.tanh", [folder = fold::tanh];
    /// Trunc of the specified value (rounded toward zero).
    TruncOp, "math.trunc", [folder = fold::trunc];
}

float_binary! {
    /// 2-argument arcus tangent of the given values (`atan2(y, x)`).
    Atan2Op, "math.atan2", [folder = fold::atan2];
    /// A copysign operation: the magnitude of the first operand with the sign of the second.
    CopySignOp, "math.copysign", [folder = fold::copysign];
    /// Floating point raised to the power of operation.
    PowFOp, "math.powf", [folder = fold::powf];
}

integer_unary! {
    /// Integer absolute-value operation.
    AbsIOp, "math.absi", fold::absi;
    /// Counts the leading zeros of an integer value.
    CountLeadingZerosOp, "math.ctlz", fold::ctlz;
    /// Counts the trailing zeros of an integer value.
    CountTrailingZerosOp, "math.cttz", fold::cttz;
    /// Counts the number of set bits of an integer value.
    CtPopOp, "math.ctpop", fold::ctpop;
}

float_classification! {
    /// Returns true if the operand classifies as finite.
    IsFiniteOp, "math.isfinite", fold::isfinite;
    /// Returns true if the operand classifies as infinite.
    IsInfOp, "math.isinf", fold::isinf;
    /// Returns true if the operand classifies as NaN.
    IsNaNOp, "math.isnan", fold::isnan;
    /// Returns true if the operand classifies as normal.
    IsNormalOp, "math.isnormal", fold::isnormal;
}

/// Floating point fused multiply-add operation (`a * b + c`, rounded once).
#[op(
    name = "math.fma",
    traits(Pure, SameOperandsAndResultType, Elementwise),
    format = "$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
)]
pub struct FmaOp {
    #[operand(FLOAT_LIKE)]
    a: Value,
    #[operand(FLOAT_LIKE, name = "b")]
    b_operand: Value,
    #[operand(FLOAT_LIKE)]
    c: Value,
    #[attribute(default = fastmath_none(ctx))]
    fastmath: FastMathFlags,
    #[result(FLOAT_LIKE)]
    result: Value,
}

/// Floating point clamping operation: `clampf(value, min, max) = maxf(minf(value, max), min)`.
#[op(
    name = "math.clampf",
    traits(Pure, SameOperandsAndResultType, Elementwise),
    format = "$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
)]
pub struct ClampFOp {
    #[operand(FLOAT_LIKE)]
    value: Value,
    #[operand(FLOAT_LIKE)]
    min: Value,
    #[operand(FLOAT_LIKE)]
    max: Value,
    #[attribute(default = fastmath_none(ctx))]
    fastmath: FastMathFlags,
    #[result(FLOAT_LIKE)]
    result: Value,
}

/// Floating point raised to the signed integer power.
#[op(
    name = "math.fpowi",
    traits(Pure, SameOperandsAndResultShape, AllTypesMatch<[lhs, result]>, Elementwise),
    format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)"
)]
pub struct FPowIOp {
    #[operand(FLOAT_LIKE)]
    lhs: Value,
    #[operand(SIGNLESS_INTEGER_LIKE)]
    rhs: Value,
    #[attribute(default = fastmath_none(ctx))]
    fastmath: FastMathFlags,
    #[result(FLOAT_LIKE)]
    result: Value,
}

/// Signed integer raised to the power of operation.
#[op(
    name = "math.ipowi",
    traits(Pure, SameOperandsAndResultType, Elementwise),
    format = "$lhs `,` $rhs attr-dict `:` type($result)",
    folder = fold::ipowi
)]
pub struct IPowIOp {
    #[operand(SIGNLESS_INTEGER_LIKE)]
    lhs: Value,
    #[operand(SIGNLESS_INTEGER_LIKE)]
    rhs: Value,
    #[result(SIGNLESS_INTEGER_LIKE)]
    result: Value,
}

/// Sine and cosine of the specified value, computed together.
#[op(
    name = "math.sincos",
    traits(Pure, AllTypesMatch<[operand, sin, cos]>, Elementwise),
    format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)",
    asm_result_names = SincosOp::names
)]
pub struct SincosOp {
    #[operand(FLOAT_LIKE)]
    operand: Value,
    #[attribute(default = fastmath_none(ctx))]
    fastmath: FastMathFlags,
    #[result(FLOAT_LIKE)]
    sin: Value,
    #[result(FLOAT_LIKE)]
    cos: Value,
}

impl SincosOp {
    fn names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        vec![(0, "sin".to_string()), (1, "cos".to_string())]
    }
}
