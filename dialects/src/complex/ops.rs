//! The ops of the complex dialect (MLIR's `ComplexOps.td`): arithmetic and elementary functions
//! on `complex<float>` values, their parts, comparisons, bit casts and constants.

use super::{canonicalize, fold, ANY_COMPLEX, COMPLEX_FLOAT};
use crate::arith::{fastmath_none, Elementwise, FastMathFlags, SameOperandsAndResultShape};
use oxir::builtin::attributes::ArrayAttr;
use oxir::builtin::types::ComplexType;
use oxir::ods::constraints::{ANY_FLOAT, ANY_SIGNLESS_INTEGER, ANY_TYPE, ARRAY_ATTR, I1};
use oxir::ods::verify::op_error;
use oxir::traits::*;
use oxir::{Context, Diagnostic, OpRef, Type, Value};
use oxir_macros::op;

/// The element type of a complex type (the type itself otherwise): what `TypesMatchWith`
/// derives a part's type from.
pub fn complex_element(ctx: &Context, t: Type) -> Type {
    t.dyn_cast::<ComplexType>(ctx).map_or(t, |c| c.element)
}

/// MLIR's `ComplexArithmeticOp`: two complex operands and a result of one type, with fast-math
/// flags.
macro_rules! complex_binary {
    ($(#[$doc:meta])* $name:ident, $mn:tt, [$($extra:tt)*]) => {
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure, SameOperandsAndResultType, Elementwise),
            format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
            $($extra)*
        )]
        pub struct $name {
            #[operand(COMPLEX_FLOAT)]
            lhs: Value,
            #[operand(COMPLEX_FLOAT)]
            rhs: Value,
            #[attribute(default = fastmath_none(ctx))]
            fastmath: FastMathFlags,
            #[result(COMPLEX_FLOAT)]
            result: Value,
        }
    };
}

/// MLIR's `ComplexUnaryOp` with a complex result of the operand's type.
macro_rules! complex_unary {
    ($(#[$doc:meta])* $name:ident, $mn:tt, [$($extra:tt)*]) => {
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(SameOperandsAndResultType, Pure, Elementwise),
            format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
            $($extra)*
        )]
        pub struct $name {
            #[operand(COMPLEX_FLOAT)]
            complex: Value,
            #[attribute(default = fastmath_none(ctx))]
            fastmath: FastMathFlags,
            #[result(COMPLEX_FLOAT)]
            result: Value,
        }
    };
}

/// MLIR's `ComplexUnaryOp` whose float result has the operand's element type.
macro_rules! complex_part {
    ($(#[$doc:meta])* $name:ident, $mn:tt, $res:ident, $res_name:literal, [$($extra:tt)*]) => {
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(
                TypesMatchWith<complex, $res, complex_element, "complex element type matches result type">,
                Pure,
                Elementwise
            ),
            format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
            $($extra)*
        )]
        pub struct $name {
            #[operand(COMPLEX_FLOAT)]
            complex: Value,
            #[attribute(default = fastmath_none(ctx))]
            fastmath: FastMathFlags,
            #[result(ANY_FLOAT, name = $res_name)]
            $res: Value,
        }
    };
}

complex_part!(
    /// Computes absolute value of a complex number.
    ///
    /// The `abs` op takes a single complex number and computes its absolute value.
    AbsOp, "complex.abs", result, "result", []
);
complex_part!(
    /// Computes argument value of a complex number.
    ///
    /// The `angle` op takes a single complex number and computes its argument value with a
    /// branch cut along the negative real axis.
    AngleOp, "complex.angle", result, "result", []
);
complex_part!(
    /// Extracts the real part of a complex number.
    ///
    /// The `re` op takes a single complex number and extracts the real part.
    ReOp, "complex.re", real, "real", [folder = fold::re, canonicalizer = canonicalize::re]
);
complex_part!(
    /// Extracts the imaginary part of a complex number.
    ///
    /// The `im` op takes a single complex number and extracts the imaginary part.
    ImOp, "complex.im", imaginary, "imaginary", [folder = fold::im, canonicalizer = canonicalize::im]
);

complex_binary!(
    /// Complex addition.
    ///
    /// The `add` operation takes two complex numbers and returns their sum.
    AddOp, "complex.add", [folder = fold::add]
);
complex_binary!(
    /// Complex 2-argument arctangent.
    ///
    /// For complex numbers it is expressed using complex logarithm
    /// atan2(y, x) = -i * log((x + i * y) / sqrt(x**2 + y**2))
    Atan2Op, "complex.atan2", []
);
complex_binary!(
    /// Complex division.
    ///
    /// The `div` operation takes two complex numbers and returns result of their division.
    DivOp, "complex.div", [folder = fold::div]
);
complex_binary!(
    /// Complex multiplication.
    ///
    /// The `mul` operation takes two complex numbers and returns their product.
    MulOp, "complex.mul", [folder = fold::mul]
);
complex_binary!(
    /// Complex power function.
    ///
    /// The `pow` operation takes a complex number raises it to the given complex exponent.
    PowOp, "complex.pow", []
);
complex_binary!(
    /// Complex subtraction.
    ///
    /// The `sub` operation takes two complex numbers and returns their difference.
    SubOp, "complex.sub", [folder = fold::sub]
);

complex_unary!(
    /// Calculate the complex conjugate.
    ///
    /// The `conj` op takes a single complex number and computes the complex conjugate.
    ConjOp, "complex.conj", [folder = fold::conj]
);
complex_unary!(
    /// Computes cosine of a complex number.
    ///
    /// The `cos` op takes a single complex number and computes the cosine of it, i.e.
    /// `cos(x)`, where `x` is the input value.
    CosOp, "complex.cos", []
);
complex_unary!(
    /// Computes exponential of a complex number.
    ///
    /// The `exp` op takes a single complex number and computes the exponential of it, i.e.
    /// `exp(x)` or `e^(x)`, where `x` is the input value. `e` denotes Euler's number and is
    /// approximately equal to 2.718281.
    ExpOp, "complex.exp", [folder = fold::exp]
);
complex_unary!(
    /// Computes exponential of a complex number minus 1.
    ///
    /// complex.expm1(x) := complex.exp(x) - 1
    Expm1Op, "complex.expm1", []
);
complex_unary!(
    /// Computes natural logarithm of a complex number.
    ///
    /// The `log` op takes a single complex number and computes the natural logarithm of it,
    /// i.e. `log(x)` or `log_e(x)`, where `x` is the input value.
    LogOp, "complex.log", [folder = fold::log]
);
complex_unary!(
    /// Computes natural logarithm of a complex number.
    ///
    /// The `log1p` op takes a single complex number and computes the natural logarithm of one
    /// plus the given value, i.e. `log(1 + x)` or `log_e(1 + x)`, where `x` is the input value.
    Log1pOp, "complex.log1p", []
);
complex_unary!(
    /// Negation operator.
    ///
    /// The `neg` op takes a single complex number `complex` and returns `-complex`.
    NegOp, "complex.neg", [folder = fold::neg]
);
complex_unary!(
    /// Complex reciprocal of square root.
    ///
    /// The `rsqrt` operation computes reciprocal of square root.
    RsqrtOp, "complex.rsqrt", []
);
complex_unary!(
    /// Computes sign of a complex number.
    ///
    /// The `sign` op takes a single complex number and computes the sign of it, i.e.
    /// `y = sign(x) = x / |x|` if `x != 0`, otherwise `y = 0`.
    SignOp, "complex.sign", []
);
complex_unary!(
    /// Computes sine of a complex number.
    ///
    /// The `sin` op takes a single complex number and computes the sine of it, i.e. `sin(x)`,
    /// where `x` is the input value.
    SinOp, "complex.sin", []
);
complex_unary!(
    /// Complex square root.
    ///
    /// The `sqrt` operation takes a complex number and returns its square root.
    SqrtOp, "complex.sqrt", []
);
complex_unary!(
    /// Computes tangent of a complex number.
    ///
    /// The `tan` op takes a single complex number and computes the tangent of it, i.e.
    /// `tan(x)`, where `x` is the input value.
    TanOp, "complex.tan", []
);
complex_unary!(
    /// Complex hyperbolic tangent.
    ///
    /// The `tanh` operation takes a complex number and returns its hyperbolic tangent.
    TanhOp, "complex.tanh", []
);

/// Complex number raised to signed integer power.
///
/// The `powi` operation takes a `base` operand of complex type and a `power` operand of signed
/// integer type and returns one result of the same type as `base`. The result is `base` raised
/// to the power of `power`.
#[op(
    name = "complex.powi",
    traits(Pure, Elementwise, SameOperandsAndResultShape, AllTypesMatch<[lhs, result]>),
    format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result) `,` type($rhs)"
)]
pub struct PowiOp {
    #[operand(COMPLEX_FLOAT)]
    lhs: Value,
    #[operand(ANY_SIGNLESS_INTEGER)]
    rhs: Value,
    #[attribute]
    fastmath: Option<FastMathFlags>,
    #[result(COMPLEX_FLOAT)]
    result: Value,
}

/// Computes bitcast between complex and equal arith types.
///
/// Example:
///
/// ```mlir
/// %a = complex.bitcast %b : complex<f32> to i64
/// ```
#[op(
    name = "complex.bitcast",
    traits(Pure),
    format = "$operand attr-dict `:` type($operand) `to` type($result)",
    verifier = BitcastOp::verify,
    folder = fold::bitcast,
    canonicalizer = canonicalize::bitcast
)]
pub struct BitcastOp {
    #[operand(ANY_TYPE)]
    operand: Value,
    #[result(ANY_TYPE)]
    result: Value,
}

impl BitcastOp {
    /// MLIR's `BitcastOp::verify`: one side complex, the other an integer or float of the same
    /// total width.
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let mut from = ctx.value_type(ctx.operand(op, 0));
        let mut to = ctx.value_type(ctx.result(op, 0));
        if from == to {
            return Ok(());
        }
        let int_or_float = |t: Type| int_or_float_width(ctx, t).is_some();
        let is_complex = |t: Type| t.isa::<ComplexType>(ctx);
        if !int_or_float(from) && !is_complex(from) {
            return Err(op_error(ctx, op, "operand must be int/float/complex"));
        }
        if !int_or_float(to) && !is_complex(to) {
            return Err(op_error(ctx, op, "result must be int/float/complex"));
        }
        if is_complex(from) == is_complex(to) {
            return Err(op_error(ctx, op, "requires that either input or output has a complex type"));
        }
        if is_complex(to) {
            std::mem::swap(&mut from, &mut to);
        }
        let complex_width = int_or_float_width(ctx, complex_element(ctx, from)).map(|w| w * 2);
        if complex_width != int_or_float_width(ctx, to) {
            return Err(op_error(ctx, op, "casting bitwidths do not match"));
        }
        Ok(())
    }
}

/// The bit width of an integer, index-free, or float type (MLIR's `getIntOrFloatBitWidth`).
fn int_or_float_width(ctx: &Context, t: Type) -> Option<u32> {
    use oxir::builtin::types::{FloatType, IntegerType};
    if let Some(i) = t.dyn_cast::<IntegerType>(ctx) {
        return Some(i.width);
    }
    t.dyn_cast::<FloatType>(ctx).map(|f| f.kind.width())
}

/// Complex number constant operation.
///
/// The `complex.constant` operation creates a constant complex number from an attribute
/// containing the real and imaginary parts.
///
/// Example:
///
/// ```mlir
/// %a = complex.constant [0.1, -1.0] : complex<f64>
/// ```
#[op(
    name = "complex.constant",
    traits(ConstantLike, Pure),
    format = "$value attr-dict `:` type($complex)",
    verifier = ConstantOp::verify,
    folder = fold::constant,
    asm_result_names = ConstantOp::result_names
)]
pub struct ConstantOp {
    #[attribute(ARRAY_ATTR)]
    value: ArrayAttr,
    #[result(ANY_COMPLEX)]
    complex: Value,
}

impl ConstantOp {
    /// MLIR's `ConstantOp::verify`: two integer or float parts of the element type.
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let Some(value) = oxir::conversion::op_attr_or_prop(ctx, op, "value") else { return Ok(()) };
        let Some(parts) = value.dyn_cast::<ArrayAttr>(ctx) else { return Ok(()) };
        if parts.elements.len() != 2 {
            return Err(op_error(
                ctx,
                op,
                "requires 'value' to be a complex constant, represented as array of two values",
            ));
        }
        use oxir::builtin::attributes::{FloatAttr, IntegerAttr};
        let numeric = |a: oxir::Attribute| a.isa::<FloatAttr>(ctx) || a.isa::<IntegerAttr>(ctx);
        if !numeric(parts.elements[0]) || !numeric(parts.elements[1]) {
            return Err(op_error(ctx, op, "requires attribute's elements to be float or integer attributes"));
        }
        let element = complex_element(ctx, ctx.value_type(ctx.result(op, 0)));
        let (re, im) = (parts.elements[0].typed(ctx), parts.elements[1].typed(ctx));
        if re != Some(element) || im != Some(element) {
            let text = |t: Option<Type>| t.map_or_else(String::new, |t| t.to_text(ctx));
            return Err(op_error(
                ctx,
                op,
                format!(
                    "requires attribute's element types ('{}', '{}') to match the element type of the op's return type ('{}')",
                    text(re),
                    text(im),
                    element.to_text(ctx)
                ),
            ));
        }
        Ok(())
    }

    fn result_names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        vec![(0, "cst".to_string())]
    }
}

/// Complex number creation operation.
///
/// The `complex.create` operation creates a complex number from two floating-point operands,
/// the real and the imaginary part.
#[op(
    name = "complex.create",
    traits(
        Pure,
        AllTypesMatch<[real, imaginary]>,
        TypesMatchWith<complex, real, complex_element, "complex element type matches real operand type">,
        TypesMatchWith<complex, imaginary, complex_element, "complex element type matches imaginary operand type">
    ),
    format = "$real `,` $imaginary attr-dict `:` type($complex)",
    folder = fold::create
)]
pub struct CreateOp {
    #[operand(ANY_FLOAT)]
    real: Value,
    #[operand(ANY_FLOAT)]
    imaginary: Value,
    #[result(COMPLEX_FLOAT)]
    complex: Value,
}

/// MLIR's complex comparisons: two complex operands of one type, an `i1` result.
macro_rules! complex_compare {
    ($(#[$doc:meta])* $name:ident, $mn:tt) => {
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure, AllTypesMatch<[lhs, rhs]>, Elementwise),
            format = "$lhs `,` $rhs attr-dict `:` type($lhs)"
        )]
        pub struct $name {
            #[operand(COMPLEX_FLOAT)]
            lhs: Value,
            #[operand(COMPLEX_FLOAT)]
            rhs: Value,
            #[result(I1)]
            result: Value,
        }
    };
}

complex_compare!(
    /// Computes whether two complex values are equal.
    ///
    /// The `eq` op takes two complex numbers and returns whether they are equal.
    EqualOp, "complex.eq"
);
complex_compare!(
    /// Computes whether two complex values are not equal.
    ///
    /// The `neq` op takes two complex numbers and returns whether they are not equal.
    NotEqualOp, "complex.neq"
);
