//! The `math` dialect (MLIR's `math`): mathematical functions on floats (trigonometric,
//! exponential, logarithmic, rounding, classification) and integers (bit counting, powers),
//! elementwise on vectors and tensors, with MLIR's formats, verifiers and constant folders.

mod fold;
mod libm;
mod ops;
pub mod transforms;

pub use ops::*;

use oxir_macros::dialect;

/// The `math` dialect.
///
/// The math dialect is intended to hold mathematical operations on integer and floating types
/// beyond simple arithmetics. Each operation works on scalar, vector or tensor type. On vector
/// and tensor type operations apply elementwise unless explicitly specified otherwise.
#[dialect(
    name = "math", interfaces = oxir::interfaces::inline_ops_only::<MathDialect>,
    passes = transforms::register_passes,
    ops(
        AbsFOp,
        AbsIOp,
        AcosOp,
        AcoshOp,
        AsinOp,
        AsinhOp,
        AtanOp,
        Atan2Op,
        AtanhOp,
        CbrtOp,
        CeilOp,
        ClampFOp,
        CopySignOp,
        CosOp,
        CoshOp,
        CountLeadingZerosOp,
        CountTrailingZerosOp,
        CtPopOp,
        ErfOp,
        ErfcOp,
        ExpOp,
        Exp2Op,
        ExpM1Op,
        FloorOp,
        FmaOp,
        FPowIOp,
        IPowIOp,
        IsFiniteOp,
        IsInfOp,
        IsNaNOp,
        IsNormalOp,
        LogOp,
        Log10Op,
        Log1pOp,
        Log2Op,
        PowFOp,
        RoundOp,
        RoundEvenOp,
        RsqrtOp,
        SinOp,
        SincosOp,
        SinhOp,
        SqrtOp,
        TanOp,
        TanhOp,
        TruncOp
    ),
    materializer = crate::arith::materialize_constant
)]
pub struct MathDialect;
