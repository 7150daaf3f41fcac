//! The ops of the arith dialect.

use super::attrs::*;
use super::{fold, syntax, CastCompatible, Elementwise, SameInputOutputTensorDims, SameOperandsAndResultShape};
use super::{BITCAST_TYPE, INDEX_CAST_TYPE, SIGNLESS_FIXED_WIDTH_INTEGER_LIKE};
use oxir::builtin::attributes::{IntegerAttr, UnitAttr};
use oxir::builtin::types::*;
use oxir::interfaces::ConditionallySpeculatable;
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::ods::Op;
use oxir::traits::*;
use oxir::{Attribute, Context, Diagnostic, OpRef, Type, Value};
use oxir_macros::op;

// ----- constant -----

/// Integer or floating point constant.
///
/// The `constant` operation produces an SSA value equal to some integer or floating-point
/// constant specified by an attribute.
#[op(
    name = "arith.constant",
    traits(ConstantLike, Pure, AllTypesMatch<[value, result]>),
    format = "attr-dict $value",
    verifier = ConstantOp::verify,
    folder = fold::constant,
    asm_result_names = ConstantOp::result_names
)]
pub struct ConstantOp {
    #[attribute(TYPED_ATTR)]
    value: Attribute,
    #[result]
    result: Value,
}

impl ConstantOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let c = ConstantOp::from_op_unchecked(op);
        let Some(value) = c.value(ctx) else { return Ok(()) };
        let ty = ctx.value_type(c.result(ctx));
        if ty.dyn_cast::<IntegerType>(ctx).is_some_and(|i| i.signedness != Signedness::Signless) {
            return Err(op_error(ctx, op, "integer return type must be signless"));
        }
        if !(value.isa::<IntegerAttr>(ctx)
            || value.isa::<oxir::builtin::attributes::FloatAttr>(ctx)
            || super::is_elements_attr(ctx, value))
        {
            return Err(op_error(ctx, op, "value must be an integer, float, or elements attribute"));
        }
        if ty.dyn_cast::<VectorType>(ctx).is_some_and(|v| v.scalable.iter().any(|&s| s)) {
            let splat =
                value.dyn_cast::<oxir::builtin::dense::DenseIntOrFPElementsAttr>(ctx).is_some_and(|d| d.is_splat());
            if !splat {
                return Err(op_error(
                    ctx,
                    op,
                    "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
                ));
            }
        }
        Ok(())
    }

    /// MLIR's names: `%c42_i32`, `%c0` (index), `%true`/`%false`, `%cst`.
    fn result_names(ctx: &Context, op: OpRef) -> Vec<(u32, String)> {
        let c = ConstantOp::from_op_unchecked(op);
        let ty = ctx.value_type(c.result(ctx));
        let name = match c.value(ctx).and_then(|v| v.dyn_cast::<IntegerAttr>(ctx)) {
            Some(i) => match ty.dyn_cast::<IntegerType>(ctx) {
                Some(it) if it.width == 1 => (if i.value.is_zero() { "false" } else { "true" }).to_string(),
                Some(it) => {
                    let mut name = format!("c{}_", i.value.to_string_radix(10, true));
                    it.push_text(&mut name);
                    name
                }
                None => format!("c{}", i.value.to_string_radix(10, true)),
            },
            None => "cst".to_string(),
        };
        vec![(0, name)]
    }
}

/// Creates a detached `arith.constant` of `value` (of type `ty`) at `loc`.
pub fn create_constant_op(ctx: &mut Context, value: Attribute, ty: Type, loc: Attribute) -> OpRef {
    ConstantOp::build(&mut oxir::OpBuilder::new(ctx), loc, ty, value).into()
}

// ----- binary and unary arithmetic -----

macro_rules! int_binary {
    ($(#[$doc:meta])* $name:ident, $mn:tt, [$($tr:ident),*], [$($extra:tt)*]) => {
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure, $($tr,)* SameOperandsAndResultType, Elementwise),
            format = "$lhs `,` $rhs attr-dict `:` type($result)",
            $($extra)*
        )]
        pub struct $name {
            #[operand(SIGNLESS_INTEGER_LIKE)]
            lhs: Value,
            #[operand(SIGNLESS_INTEGER_LIKE)]
            rhs: Value,
            #[result(SIGNLESS_INTEGER_LIKE)]
            result: Value,
        }
    };
}

/// An integer division: `NoMemoryEffect` and conditionally speculatable through `$spec`
/// rather than `Pure`, as MLIR declares them.
macro_rules! int_div {
    ($(#[$doc:meta])* $name:ident, $mn:tt, $spec:ident, [$($extra:tt)*]) => {
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(NoMemoryEffect, SameOperandsAndResultType, Elementwise),
            interfaces = [ConditionallySpeculatable(super::speculation::$spec)],
            format = "$lhs `,` $rhs attr-dict `:` type($result)",
            $($extra)*
        )]
        pub struct $name {
            #[operand(SIGNLESS_INTEGER_LIKE)]
            lhs: Value,
            #[operand(SIGNLESS_INTEGER_LIKE)]
            rhs: Value,
            #[result(SIGNLESS_INTEGER_LIKE)]
            result: Value,
        }
    };
}

/// An integer division with MLIR's `exact` flag (`isExact`: the division has no remainder).
macro_rules! int_div_exact {
    ($(#[$doc:meta])* $name:ident, $mn:tt, $spec:ident, [$($extra:tt)*]) => {
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(NoMemoryEffect, SameOperandsAndResultType, Elementwise),
            interfaces = [ConditionallySpeculatable(super::speculation::$spec)],
            format = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)",
            $($extra)*
        )]
        pub struct $name {
            #[operand(SIGNLESS_INTEGER_LIKE)]
            lhs: Value,
            #[operand(SIGNLESS_INTEGER_LIKE)]
            rhs: Value,
            #[attribute(UNIT_ATTR, name = "isExact")]
            is_exact: Option<UnitAttr>,
            #[result(SIGNLESS_INTEGER_LIKE)]
            result: Value,
        }
    };
}

/// An integer right shift with MLIR's `exact` flag (`isExact`: no non-zero bit is shifted out).
macro_rules! int_shift_exact {
    ($(#[$doc:meta])* $name:ident, $mn:tt, [$($extra:tt)*]) => {
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure, SameOperandsAndResultType, Elementwise),
            format = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)",
            $($extra)*
        )]
        pub struct $name {
            #[operand(SIGNLESS_INTEGER_LIKE)]
            lhs: Value,
            #[operand(SIGNLESS_INTEGER_LIKE)]
            rhs: Value,
            #[attribute(UNIT_ATTR, name = "isExact")]
            is_exact: Option<UnitAttr>,
            #[result(SIGNLESS_INTEGER_LIKE)]
            result: Value,
        }
    };
}

macro_rules! int_binary_overflow {
    ($(#[$doc:meta])* $name:ident, $mn:tt, [$($tr:ident),*], [$($extra:tt)*]) => {
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure, $($tr,)* SameOperandsAndResultType, Elementwise),
            format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
            $($extra)*
        )]
        pub struct $name {
            #[operand(SIGNLESS_INTEGER_LIKE)]
            lhs: Value,
            #[operand(SIGNLESS_INTEGER_LIKE)]
            rhs: Value,
            #[attribute(name = "overflowFlags", default = overflow_none(ctx))]
            overflow_flags: IntegerOverflowFlags,
            #[result(SIGNLESS_INTEGER_LIKE)]
            result: Value,
        }
    };
}

macro_rules! float_binary {
    ($(#[$doc:meta])* $name:ident, $mn:tt, [$($tr:ident),*], [$($extra:tt)*]) => {
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure, $($tr,)* SameOperandsAndResultType, Elementwise),
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
    };
}

int_binary_overflow!(
    /// Integer addition operation (modulo 2^n).
    AddIOp, "arith.addi", [Commutative], [folder = fold::addi, canonicalizer = super::canonicalize::addi]
);
int_binary_overflow!(
    /// Integer subtraction operation (modulo 2^n).
    SubIOp, "arith.subi", [], [folder = fold::subi, canonicalizer = super::canonicalize::subi]
);
int_binary_overflow!(
    /// Integer multiplication operation (modulo 2^n).
    MulIOp, "arith.muli", [Commutative], [folder = fold::muli, canonicalizer = super::canonicalize::muli, asm_result_names = vscale_product_names]
);

/// MLIR's `MulIOp::getAsmResultNames`: an `index` product of a constant and `vector.vscale`
/// (in either order) is named `%c<constant>_vscale`. The vscale op is matched by its name, as
/// MLIR does, since the vector dialect builds on arith and arith cannot name its ops.
fn vscale_product_names(ctx: &oxir::Context, op: oxir::OpRef) -> Vec<(u32, String)> {
    let Some(ty) = ctx.result_types(op).next() else { return Vec::new() };
    if !ty.isa::<oxir::builtin::types::IndexType>(ctx) || ctx.num_operands(op) != 2 {
        return Vec::new();
    }
    let is_vscale = |v: Value| ctx.defining_op(v).is_some_and(|d| ctx.op_name_text(d) == "vector.vscale");
    let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let base = |c: Value, other: Value| {
        is_vscale(other).then(|| crate::utils::constants::const_int(ctx, c).and_then(|c| c.try_to_i64())).flatten()
    };
    match base(lhs, rhs).or_else(|| base(rhs, lhs)) {
        Some(c) => vec![(0, format!("c{c}_vscale"))],
        None => Vec::new(),
    }
}
int_binary_overflow!(
    /// Integer left-shift.
    ShLIOp, "arith.shli", [], [folder = fold::shli]
);
int_div_exact!(
    /// Unsigned integer division operation (rounds towards zero).
    DivUIOp, "arith.divui", UnsignedDivSpeculation, [folder = fold::divui]
);
int_div_exact!(
    /// Signed integer division operation (rounds towards zero).
    DivSIOp, "arith.divsi", SignedDivSpeculation, [folder = fold::divsi]
);
int_div!(
    /// Unsigned ceil integer division operation.
    CeilDivUIOp, "arith.ceildivui", UnsignedDivSpeculation, [folder = fold::ceildivui, eqsat_cost = 24]
);
int_div!(
    /// Signed ceil integer division operation.
    CeilDivSIOp, "arith.ceildivsi", SignedDivSpeculation, [folder = fold::ceildivsi, eqsat_cost = 24]
);
int_binary!(
    /// Signed floor integer division operation.
    FloorDivSIOp, "arith.floordivsi", [], [folder = fold::floordivsi, eqsat_cost = 24]
);
int_binary!(
    /// Unsigned integer division remainder operation.
    RemUIOp, "arith.remui", [], [folder = fold::remui]
);
int_binary!(
    /// Signed integer division remainder operation.
    RemSIOp, "arith.remsi", [], [folder = fold::remsi]
);
int_binary!(
    /// Integer binary and.
    AndIOp, "arith.andi", [Commutative, Idempotent], [folder = fold::andi, canonicalizer = super::canonicalize::andi]
);
int_binary!(
    /// Integer binary or.
    OrIOp, "arith.ori", [Commutative, Idempotent], [folder = fold::ori, canonicalizer = super::canonicalize::ori]
);
int_binary!(
    /// Integer binary xor.
    XOrIOp, "arith.xori", [Commutative], [folder = fold::xori, canonicalizer = super::canonicalize::xori]
);
int_shift_exact!(
    /// Unsigned integer right-shift.
    ShRUIOp, "arith.shrui", [folder = fold::shrui]
);
int_shift_exact!(
    /// Signed integer right-shift.
    ShRSIOp, "arith.shrsi", [folder = fold::shrsi]
);
int_binary!(
    /// Signed integer maximum operation.
    MaxSIOp, "arith.maxsi", [Commutative], [folder = fold::maxsi, canonicalizer = super::canonicalize::commutative_maxsi]
);
int_binary!(
    /// Unsigned integer maximum operation.
    MaxUIOp, "arith.maxui", [Commutative], [folder = fold::maxui, canonicalizer = super::canonicalize::commutative_maxui]
);
int_binary!(
    /// Signed integer minimum operation.
    MinSIOp, "arith.minsi", [Commutative], [folder = fold::minsi, canonicalizer = super::canonicalize::commutative_minsi]
);
int_binary!(
    /// Unsigned integer minimum operation.
    MinUIOp, "arith.minui", [Commutative], [folder = fold::minui, canonicalizer = super::canonicalize::commutative_minui]
);

float_binary!(
    /// Floating point addition operation.
    AddFOp, "arith.addf", [Commutative], [folder = fold::addf, canonicalizer = super::canonicalize::commutative_addf]
);
float_binary!(
    /// Floating point subtraction operation.
    SubFOp, "arith.subf", [], [folder = fold::subf]
);
float_binary!(
    /// Floating point multiplication operation.
    MulFOp, "arith.mulf", [Commutative], [folder = fold::mulf, canonicalizer = super::canonicalize::mulf]
);
float_binary!(
    /// Floating point division operation.
    DivFOp, "arith.divf", [], [folder = fold::divf, canonicalizer = super::canonicalize::divf]
);
float_binary!(
    /// Floating point division remainder operation.
    RemFOp, "arith.remf", [], [folder = fold::remf]
);
float_binary!(
    /// Floating-point maximum operation (NaN-propagating, -0.0 < +0.0).
    MaximumFOp, "arith.maximumf", [Commutative], [folder = fold::maximumf, canonicalizer = super::canonicalize::commutative_maximumf]
);
float_binary!(
    /// Floating-point maximum operation (returns the non-NaN operand).
    MaxNumFOp, "arith.maxnumf", [Commutative], [folder = fold::maxnumf, canonicalizer = super::canonicalize::commutative_maxnumf]
);
float_binary!(
    /// Floating-point minimum operation (NaN-propagating, -0.0 < +0.0).
    MinimumFOp, "arith.minimumf", [Commutative], [folder = fold::minimumf, canonicalizer = super::canonicalize::commutative_minimumf]
);
float_binary!(
    /// Floating-point minimum operation (returns the non-NaN operand).
    MinNumFOp, "arith.minnumf", [Commutative], [folder = fold::minnumf, canonicalizer = super::canonicalize::commutative_minnumf]
);

/// Floating point negation.
#[op(
    name = "arith.negf",
    traits(Pure, SameOperandsAndResultType, Elementwise),
    format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    folder = fold::negf
)]
pub struct NegFOp {
    #[operand(FLOAT_LIKE)]
    operand: Value,
    #[attribute(default = fastmath_none(ctx))]
    fastmath: FastMathFlags,
    #[result(FLOAT_LIKE)]
    result: Value,
}

// ----- extended arithmetic -----

fn extended_names(a: &str, b: &str) -> Vec<(u32, String)> {
    vec![(0, a.to_string()), (1, b.to_string())]
}

/// Extended unsigned integer addition operation returning sum and overflow bit.
#[op(
    name = "arith.addui_extended",
    traits(Pure, Commutative, AllTypesMatch<[lhs, rhs, sum]>, Elementwise),
    format = "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)",
    folder = fold::addui_extended,
    canonicalizer = super::canonicalize::addui_extended,
    asm_result_names = AddUIExtendedOp::names
)]
pub struct AddUIExtendedOp {
    #[operand(SIGNLESS_INTEGER_LIKE)]
    lhs: Value,
    #[operand(SIGNLESS_INTEGER_LIKE)]
    rhs: Value,
    #[result(SIGNLESS_INTEGER_LIKE)]
    sum: Value,
    #[result(BOOL_LIKE)]
    overflow: Value,
}

impl AddUIExtendedOp {
    fn names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        extended_names("sum", "overflow")
    }
}

macro_rules! mul_extended {
    ($(#[$doc:meta])* $name:ident, $mn:tt, $fold:path, $canon:path) => {
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure, Commutative, AllTypesMatch<[lhs, rhs, low, high]>, Elementwise),
            format = "$lhs `,` $rhs attr-dict `:` type($lhs)",
            folder = $fold,
            canonicalizer = $canon,
            asm_result_names = $name::names
        )]
        pub struct $name {
            #[operand(SIGNLESS_INTEGER_LIKE)]
            lhs: Value,
            #[operand(SIGNLESS_INTEGER_LIKE)]
            rhs: Value,
            #[result(SIGNLESS_INTEGER_LIKE)]
            low: Value,
            #[result(SIGNLESS_INTEGER_LIKE)]
            high: Value,
        }

        impl $name {
            fn names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
                extended_names("low", "high")
            }
        }
    };
}

mul_extended!(
    /// Extended signed integer multiplication operation (low and high halves).
    MulSIExtendedOp, "arith.mulsi_extended", fold::mulsi_extended, super::canonicalize::mulsi_extended
);
mul_extended!(
    /// Extended unsigned integer multiplication operation (low and high halves).
    MulUIExtendedOp, "arith.mului_extended", fold::mului_extended, super::canonicalize::mului_extended
);

// ----- casts -----

macro_rules! cast_op {
    ($(#[$doc:meta])* $name:ident, $mn:tt, $from:ident, $to:ident, [$($extra:tt)*]) => {
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure, SameInputOutputTensorDims, SameOperandsAndResultShape, CastCompatible, Elementwise),
            format = "$in attr-dict `:` type($in) `to` type($out)",
            $($extra)*
        )]
        pub struct $name {
            #[operand($from, name = "in")]
            input: Value,
            #[result($to)]
            out: Value,
        }
    };
}

cast_op!(
    /// Integer zero extension operation.
    ExtUIOp, "arith.extui", SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
    [folder = fold::extui, verifier = verify_ext_int, canonicalizer = super::canonicalize::extui]
);
cast_op!(
    /// Integer sign extension operation.
    ExtSIOp, "arith.extsi", SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
    [folder = fold::extsi, verifier = verify_ext_int, canonicalizer = super::canonicalize::extsi]
);
cast_op!(
    /// Cast from unsigned integer type to floating-point.
    UIToFPOp, "arith.uitofp", SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, FLOAT_LIKE, [folder = fold::uitofp]
);
cast_op!(
    /// Cast from integer type to floating-point.
    SIToFPOp, "arith.sitofp", SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, FLOAT_LIKE, [folder = fold::sitofp]
);
cast_op!(
    /// Cast from floating-point type to unsigned integer type.
    FPToUIOp, "arith.fptoui", FLOAT_LIKE, SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, [folder = fold::fptoui]
);
cast_op!(
    /// Cast from floating-point type to signed integer type.
    FPToSIOp, "arith.fptosi", FLOAT_LIKE, SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, [folder = fold::fptosi]
);
cast_op!(
    /// Cast between index and integer types (sign-extending).
    IndexCastOp, "arith.index_cast", INDEX_CAST_TYPE, INDEX_CAST_TYPE,
    [folder = fold::index_cast, canonicalizer = super::canonicalize::index_cast]
);
cast_op!(
    /// Unsigned cast between index and integer types (zero-extending).
    IndexCastUIOp, "arith.index_castui", INDEX_CAST_TYPE, INDEX_CAST_TYPE,
    [folder = fold::index_castui, canonicalizer = super::canonicalize::index_castui]
);
cast_op!(
    /// Bitcast between values of equal bit width.
    BitcastOp, "arith.bitcast", BITCAST_TYPE, BITCAST_TYPE,
    [folder = fold::bitcast, canonicalizer = super::canonicalize::bitcast]
);

/// Cast from floating-point to wider floating-point.
#[op(
    name = "arith.extf",
    traits(Pure, SameInputOutputTensorDims, SameOperandsAndResultShape, CastCompatible, Elementwise),
    format = "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
    folder = fold::extf,
    verifier = verify_ext_float
)]
pub struct ExtFOp {
    #[operand(FLOAT_LIKE, name = "in")]
    input: Value,
    #[attribute]
    fastmath: Option<FastMathFlags>,
    #[result(FLOAT_LIKE)]
    out: Value,
}

/// Integer truncation operation.
#[op(
    name = "arith.trunci",
    traits(Pure, SameInputOutputTensorDims, SameOperandsAndResultShape, CastCompatible, Elementwise),
    format = "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)",
    folder = fold::trunci,
    verifier = verify_trunc_int,
    canonicalizer = super::canonicalize::trunci
)]
pub struct TruncIOp {
    #[operand(SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, name = "in")]
    input: Value,
    #[attribute(name = "overflowFlags", default = overflow_none(ctx))]
    overflow_flags: IntegerOverflowFlags,
    #[result(SIGNLESS_FIXED_WIDTH_INTEGER_LIKE)]
    out: Value,
}

/// Cast from floating-point to narrower floating-point.
#[op(
    name = "arith.truncf",
    traits(Pure, SameInputOutputTensorDims, SameOperandsAndResultShape, CastCompatible, Elementwise),
    format = "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
    folder = fold::truncf,
    verifier = verify_trunc_float,
    canonicalizer = super::canonicalize::truncf
)]
pub struct TruncFOp {
    #[operand(FLOAT_LIKE, name = "in")]
    input: Value,
    #[attribute(enum)]
    roundingmode: Option<RoundingMode>,
    #[attribute]
    fastmath: Option<FastMathFlags>,
    #[result(FLOAT_LIKE)]
    out: Value,
}

/// Upcasts input floats using provided scale values following the OCP MXFP spec.
#[op(
    name = "arith.scaling_extf",
    traits(Pure, SameInputOutputTensorDims, Elementwise),
    format = "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
    verifier = verify_scaling_ext
)]
pub struct ScalingExtFOp {
    #[operand(FLOAT_LIKE, name = "in")]
    input: Value,
    #[operand(FLOAT_LIKE)]
    scale: Value,
    #[attribute]
    fastmath: Option<FastMathFlags>,
    #[result(FLOAT_LIKE)]
    out: Value,
}

/// Downcasts input floating point values using provided scale values following the OCP MXFP
/// spec.
#[op(
    name = "arith.scaling_truncf",
    traits(Pure, SameInputOutputTensorDims, Elementwise),
    format = "$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
    verifier = verify_scaling_trunc
)]
pub struct ScalingTruncFOp {
    #[operand(FLOAT_LIKE, name = "in")]
    input: Value,
    #[operand(FLOAT_LIKE)]
    scale: Value,
    #[attribute(enum)]
    roundingmode: Option<RoundingMode>,
    #[attribute]
    fastmath: Option<FastMathFlags>,
    #[result(FLOAT_LIKE)]
    out: Value,
}

fn int_or_float_width(ctx: &Context, t: Type) -> Option<u32> {
    if let Some(i) = t.dyn_cast::<IntegerType>(ctx) {
        return Some(i.width);
    }
    t.dyn_cast::<FloatType>(ctx).map(|f| f.kind.width())
}

fn in_out(ctx: &Context, op: OpRef) -> (Type, Type) {
    let i = ctx.value_type(ctx.operand(op, 0));
    let o = ctx.value_type(ctx.result(op, 0));
    (super::element_type_or_self(ctx, i), super::element_type_or_self(ctx, o))
}

fn verify_width(ctx: &Context, op: OpRef, wider: bool) -> Result<(), Diagnostic> {
    let (src, dst) = in_out(ctx, op);
    let (Some(s), Some(d)) = (int_or_float_width(ctx, src), int_or_float_width(ctx, dst)) else { return Ok(()) };
    if wider && s >= d {
        return Err(Diagnostic::error(
            ctx.op_loc(op),
            format!("result type '{}' must be wider than operand type '{}'", dst.to_text(ctx), src.to_text(ctx)),
        ));
    }
    if !wider && s <= d {
        return Err(Diagnostic::error(
            ctx.op_loc(op),
            format!("result type '{}' must be shorter than operand type '{}'", dst.to_text(ctx), src.to_text(ctx)),
        ));
    }
    Ok(())
}

fn verify_ext_int(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    verify_width(ctx, op, true)
}
fn verify_ext_float(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    verify_width(ctx, op, true)
}
fn verify_trunc_int(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    verify_width(ctx, op, false)
}
fn verify_trunc_float(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    verify_width(ctx, op, false)
}
fn verify_scaling_ext(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    verify_width(ctx, op, true)
}
fn verify_scaling_trunc(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    verify_width(ctx, op, false)
}

/// Each cast op's `areCastCompatible` (MLIR's `ArithOps.cpp`).
pub fn cast_compatible(ctx: &Context, name: &str, input: Type, output: Type) -> bool {
    if !super::compatible_shapes(ctx, &[input, output]) {
        return false;
    }
    // Ranked tensors must agree on their encoding.
    let encoding = |t: Type| t.dyn_cast::<RankedTensorType>(ctx).and_then(|r| r.encoding);
    if encoding(input) != encoding(output) {
        return false;
    }
    let like = |t: Type| super::element_type_or_self(ctx, t);
    let (src, dst) = (like(input), like(output));
    let is_int = |t: Type| t.isa::<IntegerType>(ctx);
    let is_float = |t: Type| t.isa::<FloatType>(ctx);
    let is_index = |t: Type| t.isa::<IndexType>(ctx);
    let signless = |t: Type| t.dyn_cast::<IntegerType>(ctx).is_some_and(|i| i.signedness == Signedness::Signless);
    let w = |t: Type| int_or_float_width(ctx, t).unwrap_or(0);
    match name {
        ExtUIOp::NAME | ExtSIOp::NAME => is_int(src) && is_int(dst) && w(dst) > w(src),
        TruncIOp::NAME => is_int(src) && is_int(dst) && w(dst) < w(src),
        ExtFOp::NAME => is_float(src) && is_float(dst) && w(dst) > w(src),
        TruncFOp::NAME => is_float(src) && is_float(dst) && w(dst) < w(src),
        UIToFPOp::NAME | SIToFPOp::NAME => is_int(src) && is_float(dst),
        FPToUIOp::NAME | FPToSIOp::NAME => is_float(src) && is_int(dst),
        IndexCastOp::NAME | IndexCastUIOp::NAME => (is_index(src) && signless(dst)) || (signless(src) && is_index(dst)),
        BitcastOp::NAME => (is_int(src) || is_float(src)) && (is_int(dst) || is_float(dst)) && w(src) == w(dst),
        _ => true,
    }
}

// ----- comparisons and select -----

/// Integer comparison operation.
#[op(
    name = "arith.cmpi",
    traits(
        Pure,
        SameTypeOperands,
        TypesMatchWith<lhs, result, super::i1_same_shape, "result type has i1 element type and same shape as operands">,
        Elementwise
    ),
    format = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
    folder = fold::cmpi,
    canonicalizer = super::canonicalize::cmpi
)]
pub struct CmpIOp {
    #[attribute(enum)]
    predicate: CmpIPredicate,
    #[operand(SIGNLESS_INTEGER_LIKE)]
    lhs: Value,
    #[operand(SIGNLESS_INTEGER_LIKE)]
    rhs: Value,
    #[result(BOOL_LIKE)]
    result: Value,
}

/// Floating-point comparison operation.
#[op(
    name = "arith.cmpf",
    traits(
        Pure,
        SameTypeOperands,
        TypesMatchWith<lhs, result, super::i1_same_shape, "result type has i1 element type and same shape as operands">,
        Elementwise
    ),
    format = "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
    folder = fold::cmpf,
    canonicalizer = super::canonicalize::cmpf
)]
pub struct CmpFOp {
    #[attribute(enum)]
    predicate: CmpFPredicate,
    #[operand(FLOAT_LIKE)]
    lhs: Value,
    #[operand(FLOAT_LIKE)]
    rhs: Value,
    #[attribute(default = fastmath_none(ctx))]
    fastmath: FastMathFlags,
    #[result(BOOL_LIKE)]
    result: Value,
}

/// Select operation: chooses `true_value` or `false_value` by `condition` (elementwise for a
/// shaped condition).
#[op(
    name = "arith.select",
    traits(Pure, AllTypesMatch<[true_value, false_value, result]>, SelectConditionShape, Elementwise),
    parser = syntax::parse_select,
    printer = syntax::print_select,
    verifier = SelectOp::verify,
    folder = fold::select,
    canonicalizer = super::canonicalize::select
)]
pub struct SelectOp {
    #[operand(BOOL_LIKE)]
    condition: Value,
    #[operand(ANY_TYPE)]
    true_value: Value,
    #[operand(ANY_TYPE)]
    false_value: Value,
    #[result(ANY_TYPE)]
    result: Value,
}

/// `BooleanConditionOrMatchingShape<"condition", "result">`.
pub struct SelectConditionShape;

impl oxir::registry::OpTrait for SelectConditionShape {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let c = ctx.value_type(ctx.operand(op, 0));
        let r = ctx.value_type(ctx.result(op, 0));
        let ok = match (super::shape_of(ctx, c), super::shape_of(ctx, r)) {
            (None, _) => true,
            (Some(a), Some(b)) => a == b,
            _ => false,
        };
        if ok {
            return Ok(());
        }
        Err(op_error(ctx, op, "failed to verify that condition is signless i1 or has matching shape"))
    }
}

impl SelectOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let c = ctx.value_type(ctx.operand(op, 0));
        if c.dyn_cast::<IntegerType>(ctx).is_some_and(|i| i.width == 1 && i.signedness == Signedness::Signless) {
            return Ok(());
        }
        let r = ctx.value_type(ctx.result(op, 0));
        let shaped_result =
            r.isa::<VectorType>(ctx) || r.isa::<RankedTensorType>(ctx) || r.isa::<UnrankedTensorType>(ctx);
        if !shaped_result {
            return Err(op_error(
                ctx,
                op,
                format!("expected condition to be a signless i1, but got '{}'", c.to_text(ctx)),
            ));
        }
        let expected = super::i1_same_shape(ctx, r);
        if c != expected {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected condition type to have the same shape as the result type, expected '{}', but got '{}'",
                    expected.to_text(ctx),
                    c.to_text(ctx)
                ),
            ));
        }
        Ok(())
    }
}
