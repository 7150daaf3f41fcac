//! The `llvm.intr.*` intrinsics that lowering emits: integer min/max, bit counting, float math
//! (with fast-math flags), `fma`, `powi`, `memcpy`/`memmove`/`memset`, the overflow-reporting
//! arithmetic, vector reductions, `experimental.constrained.fptrunc`, and the `va_*`, stack,
//! `assume` and `prefetch` intrinsics. Intrinsics with immediate arguments have no custom syntax
//! in MLIR and print in the generic form, as there.

use crate::llvm::attrs::*;
use crate::llvm::constraints::*;
use crate::llvm::syntax::intr::*;
use crate::llvm::types::*;
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::types::{IntegerType, VectorType};
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::traits::*;
use oxir::{Context, Diagnostic, OpRef, Type, Value};
use oxir_macros::{op, EnumAttr};

/// `i1` integer attribute constraint (`I1Attr`).
const I1_ATTR: AttrConstraint = BOOL_ATTR;

macro_rules! intr_unary_f {
    ($($(#[$doc:meta])* $name:ident, $mn:literal;)*) => {$(
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure, SameOperandsAndResultType),
            format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"
        )]
        pub struct $name {
            #[operand(FLOAT_OR_VECTOR, name = "in")]
            input: Value,
            #[attribute(name = "fastmathFlags", default = fastmath_none(ctx))]
            fastmath_flags: FastmathFlags,
            #[result(FLOAT_OR_VECTOR)]
            res: Value,
        }
    )*};
}

macro_rules! intr_unary_i {
    ($($(#[$doc:meta])* $name:ident, $mn:literal;)*) => {$(
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure, SameOperandsAndResultType),
            format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"
        )]
        pub struct $name {
            #[operand(SIGNLESS_INT_OR_VECTOR, name = "in")]
            input: Value,
            #[result(SIGNLESS_INT_OR_VECTOR)]
            res: Value,
        }
    )*};
}

macro_rules! intr_binary_i {
    ($($(#[$doc:meta])* $name:ident, $mn:literal;)*) => {$(
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure, SameOperandsAndResultType),
            format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"
        )]
        pub struct $name {
            #[operand(SIGNLESS_INT_OR_VECTOR)]
            a: Value,
            #[operand(SIGNLESS_INT_OR_VECTOR, name = "b")]
            b_operand: Value,
            #[result(SIGNLESS_INT_OR_VECTOR)]
            res: Value,
        }
    )*};
}

macro_rules! intr_binary_f {
    ($($(#[$doc:meta])* $name:ident, $mn:literal;)*) => {$(
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure, SameOperandsAndResultType),
            format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"
        )]
        pub struct $name {
            #[operand(FLOAT_OR_VECTOR)]
            a: Value,
            #[operand(FLOAT_OR_VECTOR, name = "b")]
            b_operand: Value,
            #[attribute(name = "fastmathFlags", default = fastmath_none(ctx))]
            fastmath_flags: FastmathFlags,
            #[result(FLOAT_OR_VECTOR)]
            res: Value,
        }
    )*};
}

macro_rules! intr_ternary_f {
    ($($(#[$doc:meta])* $name:ident, $mn:literal;)*) => {$(
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure, SameOperandsAndResultType),
            format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"
        )]
        pub struct $name {
            #[operand(FLOAT_OR_VECTOR)]
            a: Value,
            #[operand(FLOAT_OR_VECTOR, name = "b")]
            b_operand: Value,
            #[operand(FLOAT_OR_VECTOR)]
            c: Value,
            #[attribute(name = "fastmathFlags", default = fastmath_none(ctx))]
            fastmath_flags: FastmathFlags,
            #[result(FLOAT_OR_VECTOR)]
            res: Value,
        }
    )*};
}

macro_rules! intr_ternary_i {
    ($($(#[$doc:meta])* $name:ident, $mn:literal;)*) => {$(
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure, SameOperandsAndResultType),
            format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"
        )]
        pub struct $name {
            #[operand(SIGNLESS_INT_OR_VECTOR)]
            a: Value,
            #[operand(SIGNLESS_INT_OR_VECTOR, name = "b")]
            b_operand: Value,
            #[operand(SIGNLESS_INT_OR_VECTOR)]
            c: Value,
            #[result(SIGNLESS_INT_OR_VECTOR)]
            res: Value,
        }
    )*};
}

intr_unary_f! {
    /// `llvm.fabs`: absolute value.
    FAbsOp, "llvm.intr.fabs";
    /// `llvm.sqrt`: square root.
    SqrtOp, "llvm.intr.sqrt";
    /// `llvm.ceil`.
    FCeilOp, "llvm.intr.ceil";
    /// `llvm.floor`.
    FloorOp, "llvm.intr.floor";
    /// `llvm.round`: round half away from zero.
    RoundOp, "llvm.intr.round";
    /// `llvm.roundeven`: round half to even.
    RoundEvenOp, "llvm.intr.roundeven";
    /// `llvm.trunc`: round toward zero.
    FTruncOp, "llvm.intr.trunc";
    /// `llvm.rint`.
    RintOp, "llvm.intr.rint";
    /// `llvm.nearbyint`.
    NearbyintOp, "llvm.intr.nearbyint";
    /// `llvm.exp`.
    ExpOp, "llvm.intr.exp";
    /// `llvm.exp2`.
    Exp2Op, "llvm.intr.exp2";
    /// `llvm.exp10`.
    Exp10Op, "llvm.intr.exp10";
    /// `llvm.log`.
    LogOp, "llvm.intr.log";
    /// `llvm.log2`.
    Log2Op, "llvm.intr.log2";
    /// `llvm.log10`.
    Log10Op, "llvm.intr.log10";
    /// `llvm.sin`.
    SinOp, "llvm.intr.sin";
    /// `llvm.cos`.
    CosOp, "llvm.intr.cos";
    /// `llvm.tan`.
    TanOp, "llvm.intr.tan";
    /// `llvm.asin`.
    ASinOp, "llvm.intr.asin";
    /// `llvm.acos`.
    ACosOp, "llvm.intr.acos";
    /// `llvm.atan`.
    ATanOp, "llvm.intr.atan";
    /// `llvm.sinh`.
    SinhOp, "llvm.intr.sinh";
    /// `llvm.cosh`.
    CoshOp, "llvm.intr.cosh";
    /// `llvm.tanh`.
    TanhOp, "llvm.intr.tanh";
}

intr_unary_i! {
    /// `llvm.ctpop`: population count.
    CtPopOp, "llvm.intr.ctpop";
    /// `llvm.bitreverse`.
    BitReverseOp, "llvm.intr.bitreverse";
    /// `llvm.bswap`.
    ByteSwapOp, "llvm.intr.bswap";
}

intr_binary_i! {
    /// `llvm.smax`: signed maximum.
    SMaxOp, "llvm.intr.smax";
    /// `llvm.smin`: signed minimum.
    SMinOp, "llvm.intr.smin";
    /// `llvm.umax`: unsigned maximum.
    UMaxOp, "llvm.intr.umax";
    /// `llvm.umin`: unsigned minimum.
    UMinOp, "llvm.intr.umin";
    /// `llvm.sadd.sat`.
    SAddSat, "llvm.intr.sadd.sat";
    /// `llvm.uadd.sat`.
    UAddSat, "llvm.intr.uadd.sat";
    /// `llvm.ssub.sat`.
    SSubSat, "llvm.intr.ssub.sat";
    /// `llvm.usub.sat`.
    USubSat, "llvm.intr.usub.sat";
    /// `llvm.sshl.sat`.
    SSHLSat, "llvm.intr.sshl.sat";
    /// `llvm.ushl.sat`.
    USHLSat, "llvm.intr.ushl.sat";
}

intr_binary_f! {
    /// `llvm.copysign`.
    CopySignOp, "llvm.intr.copysign";
    /// `llvm.pow`.
    PowOp, "llvm.intr.pow";
    /// `llvm.maxnum` (IEEE maxNum: NaN loses).
    MaxNumOp, "llvm.intr.maxnum";
    /// `llvm.minnum` (IEEE minNum: NaN loses).
    MinNumOp, "llvm.intr.minnum";
    /// `llvm.maximum` (NaN wins).
    MaximumOp, "llvm.intr.maximum";
    /// `llvm.minimum` (NaN wins).
    MinimumOp, "llvm.intr.minimum";
    /// `llvm.atan2`.
    ATan2Op, "llvm.intr.atan2";
}

intr_ternary_f! {
    /// `llvm.fma`: fused multiply-add.
    FMAOp, "llvm.intr.fma";
    /// `llvm.fmuladd`: multiply-add, fused or not.
    FMulAddOp, "llvm.intr.fmuladd";
}

intr_ternary_i! {
    /// `llvm.fshl`: funnel shift left.
    FshlOp, "llvm.intr.fshl";
    /// `llvm.fshr`: funnel shift right.
    FshrOp, "llvm.intr.fshr";
}

/// `llvm.powi`: a float raised to an integer power.
#[op(
    name = "llvm.intr.powi",
    traits(Pure),
    format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"
)]
pub struct PowIOp {
    #[operand(FLOAT_OR_VECTOR)]
    val: Value,
    #[operand(SIGNLESS_INTEGER_TYPE)]
    power: Value,
    #[attribute(name = "fastmathFlags", default = fastmath_none(ctx))]
    fastmath_flags: FastmathFlags,
    #[result(FLOAT_OR_VECTOR)]
    res: Value,
}

/// MLIR's `AnySignlessInteger`.
pub const SIGNLESS_INTEGER_TYPE: TypeConstraint =
    TypeConstraint::Pred { summary: "signless integer", check: is_signless_integer };

macro_rules! intr_float_to_int {
    ($($(#[$doc:meta])* $name:ident, $mn:literal;)*) => {$(
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure),
            format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"
        )]
        pub struct $name {
            #[operand(FLOAT_OR_VECTOR)]
            val: Value,
            #[result(SIGNLESS_INT_OR_VECTOR)]
            res: Value,
        }
    )*};
}

intr_float_to_int! {
    /// `llvm.lround`.
    LroundOp, "llvm.intr.lround";
    /// `llvm.llround`.
    LlroundOp, "llvm.intr.llround";
    /// `llvm.lrint`.
    LrintOp, "llvm.intr.lrint";
    /// `llvm.llrint`.
    LlrintOp, "llvm.intr.llrint";
}

// ----- with immediate arguments (generic form only, as in MLIR) -----

macro_rules! intr_count_zeros {
    ($($(#[$doc:meta])* $name:ident, $mn:literal;)*) => {$(
        $(#[$doc])*
        #[op(name = $mn, traits(Pure, SameOperandsAndResultType))]
        pub struct $name {
            #[operand(SIGNLESS_INT_OR_VECTOR, name = "in")]
            input: Value,
            #[attribute(I1_ATTR)]
            is_zero_poison: IntegerAttr,
            #[result(SIGNLESS_INT_OR_VECTOR)]
            res: Value,
        }
    )*};
}

intr_count_zeros! {
    /// `llvm.ctlz`: count leading zeros.
    CountLeadingZerosOp, "llvm.intr.ctlz";
    /// `llvm.cttz`: count trailing zeros.
    CountTrailingZerosOp, "llvm.intr.cttz";
}

/// `llvm.abs`: integer absolute value.
#[op(name = "llvm.intr.abs", traits(Pure, SameOperandsAndResultType))]
pub struct AbsOp {
    #[operand(SIGNLESS_INT_OR_VECTOR, name = "in")]
    input: Value,
    #[attribute(I1_ATTR)]
    is_int_min_poison: IntegerAttr,
    #[result(SIGNLESS_INT_OR_VECTOR)]
    res: Value,
}

/// `llvm.is.fpclass`: tests a float against a class mask.
#[op(name = "llvm.intr.is.fpclass", traits(Pure))]
pub struct IsFPClass {
    #[operand(FLOAT_OR_VECTOR, name = "in")]
    input: Value,
    #[attribute(I32_ATTR)]
    bit: IntegerAttr,
    #[result(BOOL_OR_VECTOR)]
    res: Value,
}

macro_rules! intr_mem_transfer {
    ($($(#[$doc:meta])* $name:ident, $mn:literal;)*) => {$(
        $(#[$doc])*
        #[op(name = $mn, traits(MemRead, MemWrite))]
        pub struct $name {
            #[operand(LLVM_POINTER)]
            dst: Value,
            #[operand(LLVM_POINTER)]
            src: Value,
            #[operand(SIGNLESS_INTEGER_TYPE)]
            len: Value,
            #[attribute(I1_ATTR, name = "isVolatile")]
            is_volatile: IntegerAttr,
        }
    )*};
}

intr_mem_transfer! {
    /// `llvm.memcpy`: copies `len` bytes between non-overlapping buffers.
    MemcpyOp, "llvm.intr.memcpy";
    /// `llvm.memmove`: copies `len` bytes, buffers may overlap.
    MemmoveOp, "llvm.intr.memmove";
}

/// `llvm.memset`: fills `len` bytes with `val`.
#[op(name = "llvm.intr.memset", traits(MemWrite))]
pub struct MemsetOp {
    #[operand(LLVM_POINTER)]
    dst: Value,
    #[operand(I8)]
    val: Value,
    #[operand(SIGNLESS_INTEGER_TYPE)]
    len: Value,
    #[attribute(I1_ATTR, name = "isVolatile")]
    is_volatile: IntegerAttr,
}

// The result is `{T, i1}` for LLVM; as in MLIR 22, which declares it `LLVM_Type`, the op does not
// check it (the translation refuses a call whose types are not the intrinsic's).
macro_rules! intr_with_overflow {
    ($($(#[$doc:meta])* $name:ident, $mn:literal;)*) => {$(
        $(#[$doc])*
        #[op(name = $mn, traits(Pure, SameTypeOperands))]
        pub struct $name {
            #[operand(SIGNLESS_INT_OR_VECTOR)]
            a: Value,
            #[operand(SIGNLESS_INT_OR_VECTOR, name = "b")]
            b_operand: Value,
            #[result(LLVM_TYPE)]
            res: Value,
        }
    )*};
}

intr_with_overflow! {
    /// `llvm.sadd.with.overflow`: `{sum, overflowed}`.
    SAddWithOverflowOp, "llvm.intr.sadd.with.overflow";
    /// `llvm.uadd.with.overflow`.
    UAddWithOverflowOp, "llvm.intr.uadd.with.overflow";
    /// `llvm.ssub.with.overflow`.
    SSubWithOverflowOp, "llvm.intr.ssub.with.overflow";
    /// `llvm.usub.with.overflow`.
    USubWithOverflowOp, "llvm.intr.usub.with.overflow";
    /// `llvm.smul.with.overflow`.
    SMulWithOverflowOp, "llvm.intr.smul.with.overflow";
    /// `llvm.umul.with.overflow`.
    UMulWithOverflowOp, "llvm.intr.umul.with.overflow";
}

// ----- vector reductions -----

fn element_of(ctx: &Context, t: Type) -> Type {
    t.dyn_cast::<VectorType>(ctx).map_or(t, |v| v.element)
}

/// A vector of signless integers.
pub const INT_VECTOR: TypeConstraint = TypeConstraint::Pred {
    summary: "LLVM dialect-compatible vector of signless integer",
    check: |c, t| is_compatible_vector_type(c, t) && is_signless_integer(c, element_of(c, t)),
};

/// A vector of floats.
pub const FLOAT_VECTOR: TypeConstraint = TypeConstraint::Pred {
    summary: "LLVM dialect-compatible vector of floating-point",
    check: |c, t| is_compatible_vector_type(c, t) && is_compatible_float(c, element_of(c, t)),
};

/// MLIR's `SameOperandsAndResultElementType`.
fn verify_same_element_type(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let mut types = ctx.operands(op).map(|v| ctx.value_type(v)).chain(ctx.result_types(op));
    let Some(first) = types.next() else { return Ok(()) };
    let e = element_of(ctx, first);
    if types.any(|t| element_of(ctx, t) != e) {
        return Err(op_error(ctx, op, "requires the same element type for all operands and results"));
    }
    Ok(())
}

macro_rules! intr_reduce_i {
    ($($(#[$doc:meta])* $name:ident, $mn:literal;)*) => {$(
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure),
            verifier = verify_same_element_type
        )]
        pub struct $name {
            #[operand(INT_VECTOR, name = "in")]
            input: Value,
            #[result(LLVM_TYPE)]
            res: Value,
        }
    )*};
}

intr_reduce_i! {
    /// `llvm.vector.reduce.add`.
    VectorReduceAddOp, "llvm.intr.vector.reduce.add";
    /// `llvm.vector.reduce.mul`.
    VectorReduceMulOp, "llvm.intr.vector.reduce.mul";
    /// `llvm.vector.reduce.and`.
    VectorReduceAndOp, "llvm.intr.vector.reduce.and";
    /// `llvm.vector.reduce.or`.
    VectorReduceOrOp, "llvm.intr.vector.reduce.or";
    /// `llvm.vector.reduce.xor`.
    VectorReduceXorOp, "llvm.intr.vector.reduce.xor";
    /// `llvm.vector.reduce.smax`.
    VectorReduceSMaxOp, "llvm.intr.vector.reduce.smax";
    /// `llvm.vector.reduce.smin`.
    VectorReduceSMinOp, "llvm.intr.vector.reduce.smin";
    /// `llvm.vector.reduce.umax`.
    VectorReduceUMaxOp, "llvm.intr.vector.reduce.umax";
    /// `llvm.vector.reduce.umin`.
    VectorReduceUMinOp, "llvm.intr.vector.reduce.umin";
}

macro_rules! intr_reduce_f {
    ($($(#[$doc:meta])* $name:ident, $mn:literal;)*) => {$(
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure),
            format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"
        )]
        pub struct $name {
            #[operand(FLOAT_VECTOR, name = "in")]
            input: Value,
            #[attribute(name = "fastmathFlags", default = fastmath_none(ctx))]
            fastmath_flags: FastmathFlags,
            #[result(LLVM_TYPE)]
            res: Value,
        }
    )*};
}

intr_reduce_f! {
    /// `llvm.vector.reduce.fmax`.
    VectorReduceFMaxOp, "llvm.intr.vector.reduce.fmax";
    /// `llvm.vector.reduce.fmin`.
    VectorReduceFMinOp, "llvm.intr.vector.reduce.fmin";
    /// `llvm.vector.reduce.fmaximum`.
    VectorReduceFMaximumOp, "llvm.intr.vector.reduce.fmaximum";
    /// `llvm.vector.reduce.fminimum`.
    VectorReduceFMinimumOp, "llvm.intr.vector.reduce.fminimum";
}

macro_rules! intr_reduce_f_start {
    ($($(#[$doc:meta])* $name:ident, $mn:literal;)*) => {$(
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure)
        )]
        pub struct $name {
            #[operand(LLVM_TYPE)]
            start_value: Value,
            #[operand(FLOAT_VECTOR)]
            input: Value,
            #[attribute(name = "fastmathFlags", default = fastmath_none(ctx))]
            fastmath_flags: FastmathFlags,
            #[result(LLVM_TYPE)]
            res: Value,
        }
    )*};
}

intr_reduce_f_start! {
    /// `llvm.vector.reduce.fadd`: ordered unless `reassoc`.
    VectorReduceFAddOp, "llvm.intr.vector.reduce.fadd";
    /// `llvm.vector.reduce.fmul`: ordered unless `reassoc`.
    VectorReduceFMulOp, "llvm.intr.vector.reduce.fmul";
}

// ----- vector-predicated reductions -----

macro_rules! intr_vp_reduce {
    ($start:ident, $vector:ident; $($(#[$doc:meta])* $name:ident, $mn:literal;)*) => {$(
        $(#[$doc])*
        #[op(name = $mn, traits(Pure))]
        pub struct $name {
            /// The start value (MLIR spells the operand `satrt_value`).
            #[operand($start, name = "satrt_value")]
            start_value: Value,
            #[operand($vector)]
            val: Value,
            #[operand(BOOL_VECTOR)]
            mask: Value,
            /// The explicit vector length: lanes at or past it do not take part.
            #[operand(I32)]
            evl: Value,
            #[result(LLVM_TYPE)]
            res: Value,
        }
    )*};
}

intr_vp_reduce! {
    ANY_SIGNLESS_INTEGER, INT_VECTOR;
    /// `llvm.vp.reduce.add`: the start value combined with the lanes enabled by the mask below
    /// the explicit vector length.
    VPReduceAddOp, "llvm.intr.vp.reduce.add";
    /// `llvm.vp.reduce.mul`, predicated as `vp.reduce.add`.
    VPReduceMulOp, "llvm.intr.vp.reduce.mul";
    /// `llvm.vp.reduce.and`, predicated as `vp.reduce.add`.
    VPReduceAndOp, "llvm.intr.vp.reduce.and";
    /// `llvm.vp.reduce.or`, predicated as `vp.reduce.add`.
    VPReduceOrOp, "llvm.intr.vp.reduce.or";
    /// `llvm.vp.reduce.xor`, predicated as `vp.reduce.add`.
    VPReduceXorOp, "llvm.intr.vp.reduce.xor";
    /// `llvm.vp.reduce.smax`, predicated as `vp.reduce.add`.
    VPReduceSMaxOp, "llvm.intr.vp.reduce.smax";
    /// `llvm.vp.reduce.smin`, predicated as `vp.reduce.add`.
    VPReduceSMinOp, "llvm.intr.vp.reduce.smin";
    /// `llvm.vp.reduce.umax`, predicated as `vp.reduce.add`.
    VPReduceUMaxOp, "llvm.intr.vp.reduce.umax";
    /// `llvm.vp.reduce.umin`, predicated as `vp.reduce.add`.
    VPReduceUMinOp, "llvm.intr.vp.reduce.umin";
}

intr_vp_reduce! {
    ANY_FLOAT, FLOAT_VECTOR;
    /// `llvm.vp.reduce.fadd`, predicated as `vp.reduce.add`.
    VPReduceFAddOp, "llvm.intr.vp.reduce.fadd";
    /// `llvm.vp.reduce.fmul`, predicated as `vp.reduce.add`.
    VPReduceFMulOp, "llvm.intr.vp.reduce.fmul";
    /// `llvm.vp.reduce.fmax`, predicated as `vp.reduce.add`.
    VPReduceFMaxOp, "llvm.intr.vp.reduce.fmax";
    /// `llvm.vp.reduce.fmin`, predicated as `vp.reduce.add`.
    VPReduceFMinOp, "llvm.intr.vp.reduce.fmin";
}

/// `llvm.stepvector`: the vector `[0, 1, 2, ...]` of the result's (possibly scalable) length.
#[op(name = "llvm.intr.stepvector", traits(Pure), format = "attr-dict `:` type($res)")]
pub struct StepVectorOp {
    #[result(INT_VECTOR)]
    res: Value,
}

/// `llvm.vscale`: the runtime multiple of scalable vector lengths, as an integer of the result's
/// type (generic form only, as in MLIR).
#[op(name = "llvm.intr.vscale", traits(Pure))]
pub struct VScaleOp {
    #[result(LLVM_TYPE)]
    res: Value,
}

// ----- constrained fptrunc -----

/// Rounding modes of the constrained intrinsics (`roundingmode`, an `i64` property).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "llvm", name = "RoundingMode")]
pub enum RoundingMode {
    /// Toward zero.
    #[case(value = 0, name = "towardzero")]
    TowardZero,
    /// To nearest, ties to even.
    #[case(value = 1, name = "tonearest")]
    NearestTiesToEven,
    /// Toward positive infinity.
    #[case(value = 2, name = "upward")]
    TowardPositive,
    /// Toward negative infinity.
    #[case(value = 3, name = "downward")]
    TowardNegative,
    /// To nearest, ties away from zero.
    #[case(value = 4, name = "tonearestaway")]
    NearestTiesToAway,
    /// The dynamic rounding mode.
    #[case(value = 7, name = "dynamic")]
    Dynamic,
}

/// Floating-point exception behaviours (`fpExceptionBehavior`, an `i64` property).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "llvm", name = "FPExceptionBehavior")]
pub enum FPExceptionBehavior {
    /// Exceptions are ignored.
    #[case(value = 0)]
    Ignore,
    /// Exceptions may trap.
    Maytrap,
    /// Strict exception semantics.
    Strict,
}

/// `llvm.experimental.constrained.fptrunc %x tonearest ignore : f64 to f32`.
#[op(
    name = "llvm.intr.experimental.constrained.fptrunc",
    traits(Pure),
    format = "$arg_0 $roundingmode $fpExceptionBehavior attr-dict `:` type($arg_0) `to` type(results)"
)]
pub struct ConstrainedFPTruncIntr {
    #[operand(FLOAT_OR_VECTOR)]
    arg_0: Value,
    #[attribute(enum)]
    roundingmode: RoundingMode,
    #[attribute(enum, name = "fpExceptionBehavior")]
    fp_exception_behavior: FPExceptionBehavior,
    #[result(FLOAT_OR_VECTOR)]
    res: Value,
}

// ----- varargs, stack and assume -----

/// `llvm.va_start`: `llvm.intr.vastart %list : !llvm.ptr`.
#[op(
    name = "llvm.intr.vastart",
    traits(MemRead, MemWrite),
    format = "$arg_list attr-dict `:` qualified(type($arg_list))"
)]
pub struct VaStartOp {
    #[operand(LLVM_POINTER)]
    arg_list: Value,
}

/// `llvm.va_end`: `llvm.intr.vaend %list : !llvm.ptr`.
#[op(
    name = "llvm.intr.vaend",
    traits(MemRead, MemWrite),
    format = "$arg_list attr-dict `:` qualified(type($arg_list))"
)]
pub struct VaEndOp {
    #[operand(LLVM_POINTER)]
    arg_list: Value,
}

/// `llvm.va_copy`: `llvm.intr.vacopy %src to %dst : !llvm.ptr`.
#[op(
    name = "llvm.intr.vacopy",
    traits(MemRead, MemWrite),
    format = "$src_list `to` $dest_list attr-dict `:` type(operands)"
)]
pub struct VaCopyOp {
    #[operand(LLVM_POINTER)]
    dest_list: Value,
    #[operand(LLVM_POINTER)]
    src_list: Value,
}

/// `llvm.stacksave`.
#[op(name = "llvm.intr.stacksave", traits(MemRead, MemWrite), format = "attr-dict `:` qualified(type($res))")]
pub struct StackSaveOp {
    #[result(LLVM_POINTER)]
    res: Value,
}

/// `llvm.stackrestore`.
#[op(name = "llvm.intr.stackrestore", traits(MemRead, MemWrite), format = "$ptr attr-dict `:` qualified(type($ptr))")]
pub struct StackRestoreOp {
    #[operand(LLVM_POINTER)]
    ptr: Value,
}

/// `llvm.prefetch`: a hint that the memory at `addr` will be read (`rw = 0`) or written
/// (`rw = 1`) soon, with a temporal locality `hint` from 0 (none) to 3 (keep in every cache level),
/// into the data (`cache = 1`) or the instruction cache (`cache = 0`). The three are LLVM's
/// immediate arguments; MLIR gives the op no custom syntax.
#[op(name = "llvm.intr.prefetch", traits(MemRead, MemWrite))]
pub struct PrefetchOp {
    #[operand(LLVM_POINTER)]
    addr: Value,
    #[attribute(I32_ATTR)]
    rw: IntegerAttr,
    #[attribute(I32_ATTR)]
    hint: IntegerAttr,
    #[attribute(I32_ATTR)]
    cache: IntegerAttr,
}

/// `llvm.assume`: `llvm.intr.assume %cond ["align"(%p, %n : !llvm.ptr, i64)] : i1`.
#[op(
    name = "llvm.intr.assume",
    traits(MemRead, MemWrite),
    format = "$cond (custom<OpBundles>($op_bundle_operands, type($op_bundle_operands), $op_bundle_tags)^)? \
              `:` type($cond) attr-dict"
)]
pub struct AssumeOp {
    #[operand(I1)]
    cond: Value,
    #[operand(LLVM_TYPE, name = "op_bundle_operands", segments = "op_bundle_sizes")]
    op_bundle_operands: Vec<Vec<Value>>,
    #[attribute(ARRAY_ATTR)]
    op_bundle_tags: Option<oxir::builtin::attributes::ArrayAttr>,
}

/// `llvm.trap`.
#[op(name = "llvm.intr.trap", traits(MemRead, MemWrite), format = "attr-dict")]
pub struct Trap {}

/// `llvm.debugtrap`.
#[op(name = "llvm.intr.debugtrap", traits(MemRead, MemWrite), format = "attr-dict")]
pub struct DebugTrap {}

/// `llvm.ubsantrap`.
#[op(name = "llvm.intr.ubsantrap", traits(MemRead, MemWrite), format = "prop-dict attr-dict")]
pub struct UBSanTrap {
    #[attribute(I8_ATTR_C, name = "failureKind")]
    failure_kind: IntegerAttr,
}

/// An `i8` integer attribute.
const I8_ATTR_C: AttrConstraint = AttrConstraint {
    summary: "8-bit signless integer attribute",
    check: |c, a| {
        a.dyn_cast::<IntegerAttr>(c).is_some_and(|i| i.ty.dyn_cast::<IntegerType>(c).is_some_and(|t| t.width == 8))
    },
};

// ----- masked memory intrinsics -----

/// A vector of `i1`.
pub const BOOL_VECTOR: TypeConstraint = TypeConstraint::Pred {
    summary: "LLVM dialect-compatible vector of 1-bit signless integer",
    check: |c, t| {
        is_compatible_vector_type(c, t) && element_of(c, t).dyn_cast::<IntegerType>(c).is_some_and(|i| i.width == 1)
    },
};

/// A vector of pointers.
pub const PTR_VECTOR: TypeConstraint = TypeConstraint::Pred {
    summary: "LLVM dialect-compatible vector of LLVM pointer type",
    check: |c, t| is_compatible_vector_type(c, t) && element_of(c, t).isa::<LLVMPointerType>(c),
};

/// `llvm.masked.load`: `llvm.intr.masked.load %p, %mask[, %passthru] {alignment = 4 : i32} :
/// (!llvm.ptr, vector<4xi1>) -> vector<4xf32>`.
#[op(
    name = "llvm.intr.masked.load",
    traits(MemRead),
    format = "operands attr-dict `:` functional-type(operands, results)"
)]
pub struct MaskedLoadOp {
    #[operand(LLVM_POINTER)]
    data: Value,
    #[operand(BOOL_VECTOR)]
    mask: Value,
    #[operand(LLVM_VECTOR_TYPE)]
    pass_thru: Vec<Value>,
    #[attribute(I32_ATTR)]
    alignment: IntegerAttr,
    #[attribute(UNIT_ATTR)]
    nontemporal: Option<oxir::builtin::attributes::UnitAttr>,
    #[result(LLVM_VECTOR_TYPE)]
    res: Value,
}

/// `llvm.get.active.lane.mask`: the lanes `base + i < n` of a mask vector:
/// `llvm.intr.get.active.lane.mask %base, %n : i64, i64 to vector<4xi1>`.
#[op(
    name = "llvm.intr.get.active.lane.mask",
    traits(Pure),
    format = "$base `,` $n attr-dict `:` type($base) `,` type($n) `to` type($res)"
)]
pub struct GetActiveLaneMaskOp {
    #[operand(ANY_SIGNLESS_INTEGER)]
    base: Value,
    #[operand(ANY_SIGNLESS_INTEGER)]
    n: Value,
    #[result(LLVM_TYPE)]
    res: Value,
}

/// `llvm.matrix.column.major.store`: stores a `rows` x `columns` matrix (a flat vector) in
/// column-major order, `stride` elements apart:
/// `llvm.intr.matrix.column.major.store %m, %p, <stride=%s> {isVolatile = false, rows = 3 : i32,
/// columns = 16 : i32} : vector<48xf32> to !llvm.ptr stride i64`.
#[op(
    name = "llvm.intr.matrix.column.major.store",
    traits(MemWrite),
    format = "$matrix `,` $data `,` `<` `stride` `=` $stride `>` attr-dict `:` type($matrix) `to` type($data) `stride` type($stride)"
)]
pub struct MatrixColumnMajorStoreOp {
    #[operand(LLVM_VECTOR_TYPE)]
    matrix: Value,
    #[operand(LLVM_POINTER)]
    data: Value,
    #[operand(ANY_INTEGER)]
    stride: Value,
    #[attribute(I1_ATTR, name = "isVolatile")]
    is_volatile: IntegerAttr,
    #[attribute(I32_ATTR)]
    rows: IntegerAttr,
    #[attribute(I32_ATTR)]
    columns: IntegerAttr,
}

/// `llvm.matrix.column.major.load`: loads a `rows` x `columns` matrix stored in column-major
/// order: `llvm.intr.matrix.column.major.load %p, <stride=%s> {isVolatile = false, rows = 3 : i32,
/// columns = 16 : i32} : vector<48xf32> from !llvm.ptr stride i64`.
#[op(
    name = "llvm.intr.matrix.column.major.load",
    traits(MemRead),
    format = "$data `,` `<` `stride` `=` $stride `>` attr-dict `:` type($res) `from` type($data) `stride` type($stride)"
)]
pub struct MatrixColumnMajorLoadOp {
    #[operand(LLVM_POINTER)]
    data: Value,
    #[operand(ANY_INTEGER)]
    stride: Value,
    #[attribute(I1_ATTR, name = "isVolatile")]
    is_volatile: IntegerAttr,
    #[attribute(I32_ATTR)]
    rows: IntegerAttr,
    #[attribute(I32_ATTR)]
    columns: IntegerAttr,
    #[result(LLVM_VECTOR_TYPE)]
    res: Value,
}

/// `llvm.matrix.multiply`: the product of a `lhs_rows` x `lhs_columns` matrix and a
/// `lhs_columns` x `rhs_columns` one, each a flat vector in column-major order:
/// `llvm.intr.matrix.multiply %a, %b {lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 4 :
/// i32} : (vector<6xf32>, vector<12xf32>) -> vector<8xf32>`.
#[op(
    name = "llvm.intr.matrix.multiply",
    traits(Pure),
    format = "$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($res)"
)]
pub struct MatrixMultiplyOp {
    #[operand(LLVM_VECTOR_TYPE)]
    lhs: Value,
    #[operand(LLVM_VECTOR_TYPE)]
    rhs: Value,
    #[attribute(I32_ATTR)]
    lhs_rows: IntegerAttr,
    #[attribute(I32_ATTR)]
    lhs_columns: IntegerAttr,
    #[attribute(I32_ATTR)]
    rhs_columns: IntegerAttr,
    #[result(LLVM_VECTOR_TYPE)]
    res: Value,
}

/// `llvm.matrix.transpose`: the transpose of a `rows` x `columns` matrix held as a flat vector in
/// column-major order: `llvm.intr.matrix.transpose %m {columns = 2 : i32, rows = 3 : i32} :
/// vector<6xf32> into vector<6xf32>`.
#[op(
    name = "llvm.intr.matrix.transpose",
    traits(Pure),
    format = "$matrix attr-dict `:` type($matrix) `into` type($res)"
)]
pub struct MatrixTransposeOp {
    #[operand(LLVM_VECTOR_TYPE)]
    matrix: Value,
    #[attribute(I32_ATTR)]
    rows: IntegerAttr,
    #[attribute(I32_ATTR)]
    columns: IntegerAttr,
    #[result(LLVM_VECTOR_TYPE)]
    res: Value,
}

/// Any LLVM-compatible vector.
pub const LLVM_VECTOR_TYPE: TypeConstraint =
    TypeConstraint::Pred { summary: "LLVM dialect-compatible vector type", check: is_compatible_vector_type };

/// `llvm.masked.store`: `llvm.intr.masked.store %v, %p, %mask {alignment = 4 : i32} :
/// vector<4xf32>, vector<4xi1> into !llvm.ptr`.
#[op(
    name = "llvm.intr.masked.store",
    traits(MemWrite),
    format = "$value `,` $data `,` $mask attr-dict `:` type($value) `,` type($mask) `into` qualified(type($data))"
)]
pub struct MaskedStoreOp {
    #[operand(LLVM_VECTOR_TYPE)]
    value: Value,
    #[operand(LLVM_POINTER)]
    data: Value,
    #[operand(BOOL_VECTOR)]
    mask: Value,
    #[attribute(I32_ATTR)]
    alignment: IntegerAttr,
}

/// `llvm.masked.gather`: `llvm.intr.masked.gather %ptrs, %mask {alignment = 4 : i32} :
/// (vector<4x!llvm.ptr>, vector<4xi1>) -> vector<4xf32>`.
#[op(
    name = "llvm.intr.masked.gather",
    traits(MemRead),
    format = "operands attr-dict `:` functional-type(operands, results)"
)]
pub struct MaskedGatherOp {
    #[operand(PTR_VECTOR)]
    ptrs: Value,
    #[operand(BOOL_VECTOR)]
    mask: Value,
    #[operand(LLVM_VECTOR_TYPE)]
    pass_thru: Vec<Value>,
    #[attribute(I32_ATTR)]
    alignment: IntegerAttr,
    #[result(LLVM_VECTOR_TYPE)]
    res: Value,
}

/// `llvm.masked.scatter`: stores the lanes of `value` whose mask bit is set through the
/// matching pointers: `llvm.intr.masked.scatter %v, %ptrs, %mask {alignment = 4 : i32} :
/// vector<4xf32>, vector<4xi1> into vector<4x!llvm.ptr>`.
#[op(
    name = "llvm.intr.masked.scatter",
    traits(MemWrite),
    format = "$value `,` $ptrs `,` $mask attr-dict `:` type($value) `,` type($mask) `into` type($ptrs)"
)]
pub struct MaskedScatterOp {
    #[operand(LLVM_VECTOR_TYPE)]
    value: Value,
    #[operand(PTR_VECTOR)]
    ptrs: Value,
    #[operand(BOOL_VECTOR)]
    mask: Value,
    #[attribute(I32_ATTR)]
    alignment: IntegerAttr,
}
