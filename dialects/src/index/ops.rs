//! The ops of the index dialect (MLIR 22's `IndexOps.td`): arithmetic on `index` values, whose
//! width is the target's (32 or 64 bits), comparisons, casts to and from fixed-width integers,
//! `sizeof` and the constants.

use super::attrs::IndexCmpPredicate;
use super::{canonicalize, fold};
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::types::IndexType;
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::ods::{Op, TypeConstraint};
use oxir::registry::OpTrait;
use oxir::traits::*;
use oxir::{Context, Diagnostic, OpRef, Value};
use oxir_macros::op;

/// An integer of any signedness, or `index` (MLIR's `AnyTypeOf<[AnyInteger, Index]>`).
pub const INTEGER_OR_INDEX: TypeConstraint = TypeConstraint::Pred {
    summary: "integer or index",
    check: |c, t| t.isa::<oxir::builtin::types::IntegerType>(c) || t.isa::<IndexType>(c),
};

/// MLIR's `CastOpInterface` verification with the index casts' `areCastCompatible`: exactly one
/// side of the cast is `index`.
pub struct IndexCastCompatible;

impl OpTrait for IndexCastCompatible {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let (Some(i), Some(out)) = (ctx.operands(op).next(), ctx.result_types(op).next()) else { return Ok(()) };
        let inp = ctx.value_type(i);
        if inp.isa::<IndexType>(ctx) != out.isa::<IndexType>(ctx) {
            return Ok(());
        }
        Err(op_error(
            ctx,
            op,
            format!("operand type '{}' and result type '{}' are cast incompatible", inp.to_text(ctx), out.to_text(ctx)),
        ))
    }
}

/// A binary op on two `index` values (MLIR's `IndexBinaryOp`).
macro_rules! index_binary {
    ($($(#[$doc:meta])* $name:ident, $mn:literal, [$($tr:ident),*], [$($extra:tt)*];)*) => {$(
        $(#[$doc])*
        #[op(name = $mn, traits($($tr),*), format = "$lhs `,` $rhs attr-dict", $($extra)*)]
        pub struct $name {
            #[operand(INDEX)]
            lhs: Value,
            #[operand(INDEX)]
            rhs: Value,
            #[result(INDEX)]
            result: Value,
        }
    )*};
}

index_binary! {
    /// index addition
    ///
    /// The `index.add` operation takes two index values and computes their sum.
    AddOp, "index.add", [Commutative, Pure], [folder = fold::add, canonicalizer = canonicalize::add];
    /// index subtraction
    ///
    /// The `index.sub` operation takes two index values and computes the difference of the first
    /// from the second operand.
    SubOp, "index.sub", [Pure], [folder = fold::sub];
    /// index multiplication
    ///
    /// The `index.mul` operation takes two index values and computes their product.
    MulOp, "index.mul", [Commutative, Pure], [folder = fold::mul, canonicalizer = canonicalize::mul];
    /// index signed division
    ///
    /// The `index.divs` operation takes two index values and computes their signed quotient.
    /// Treats the leading bit as the sign and rounds towards zero, i.e. `6 / -2 = -3`. Division by
    /// zero and signed division overflow are undefined behaviour.
    DivSOp, "index.divs", [NoMemoryEffect], [folder = fold::divs];
    /// index unsigned division
    ///
    /// The `index.divu` operation takes two index values and computes their unsigned quotient.
    /// Treats the leading bit as the most significant and rounds towards zero, i.e.
    /// `6 / -2 = 0`. Division by zero is undefined behaviour.
    DivUOp, "index.divu", [NoMemoryEffect], [folder = fold::divu];
    /// index signed ceil division
    ///
    /// The `index.ceildivs` operation takes two index values and computes their signed
    /// quotient. Treats the leading bit as the sign and rounds towards positive infinity, i.e.
    /// `7 / -2 = -3`. Division by zero and signed division overflow are undefined behaviour.
    CeilDivSOp, "index.ceildivs", [NoMemoryEffect], [folder = fold::ceildivs];
    /// index unsigned ceil division
    ///
    /// The `index.ceildivu` operation takes two index values and computes their unsigned
    /// quotient. Treats the leading bit as the most significant and rounds towards positive
    /// infinity, i.e. `6 / -2 = 1`. Division by zero is undefined behaviour.
    CeilDivUOp, "index.ceildivu", [NoMemoryEffect], [folder = fold::ceildivu];
    /// index signed floor division
    ///
    /// The `index.floordivs` operation takes two index values and computes their signed
    /// quotient. Treats the leading bit as the sign and rounds towards negative infinity, i.e.
    /// `5 / -2 = -3`. Division by zero and signed division overflow are undefined behaviour.
    FloorDivSOp, "index.floordivs", [NoMemoryEffect], [folder = fold::floordivs];
    /// index signed remainder
    ///
    /// The `index.rems` operation takes two index values and computes their signed remainder.
    /// Treats the leading bit as the sign, i.e. `6 % -2 = 0`.
    RemSOp, "index.rems", [NoMemoryEffect], [folder = fold::rems];
    /// index unsigned remainder
    ///
    /// The `index.remu` operation takes two index values and computes their unsigned
    /// remainder. Treats the leading bit as the most significant, i.e. `6 % -2 = 6`.
    RemUOp, "index.remu", [NoMemoryEffect], [folder = fold::remu];
    /// index signed maximum
    ///
    /// The `index.maxs` operation takes two index values and computes their signed maximum
    /// value. Treats the leading bit as the sign, i.e. `max(-2, 6) = 6`.
    MaxSOp, "index.maxs", [Commutative, Pure], [folder = fold::maxs, canonicalizer = canonicalize::maxs];
    /// index unsigned maximum
    ///
    /// The `index.maxu` operation takes two index values and computes their unsigned maximum
    /// value. Treats the leading bit as the most significant, i.e. `max(15, 6) = 15` or
    /// `max(-2, 6) = -2`.
    MaxUOp, "index.maxu", [Commutative, Pure], [folder = fold::maxu, canonicalizer = canonicalize::maxu];
    /// index signed minimum
    ///
    /// The `index.mins` operation takes two index values and computes their signed minimum
    /// value. Treats the leading bit as the sign, i.e. `min(-2, 6) = -2`.
    MinSOp, "index.mins", [Commutative, Pure], [folder = fold::mins, canonicalizer = canonicalize::mins];
    /// index unsigned minimum
    ///
    /// The `index.minu` operation takes two index values and computes their unsigned minimum
    /// value. Treats the leading bit as the most significant, i.e. `min(15, 6) = 6` or
    /// `min(-2, 6) = 6`.
    MinUOp, "index.minu", [Commutative, Pure], [folder = fold::minu, canonicalizer = canonicalize::minu];
    /// index shift left
    ///
    /// The `index.shl` operation shifts an index value to the left by a variable amount. The low
    /// order bits are filled with zeroes. The RHS operand is always treated as unsigned. If the
    /// RHS operand is equal to or greater than the index bitwidth, the result is a poison value.
    ShlOp, "index.shl", [Pure], [folder = fold::shl];
    /// signed index shift right
    ///
    /// The `index.shrs` operation shifts an index value to the right by a variable amount. The
    /// LHS operand is treated as signed. The high order bits are filled with copies of the
    /// most significant bit. If the RHS operand is equal to or greater than the index bitwidth,
    /// the result is a poison value.
    ShrSOp, "index.shrs", [Pure], [folder = fold::shrs];
    /// unsigned index shift right
    ///
    /// The `index.shru` operation shifts an index value to the right by a variable amount. The
    /// LHS operand is treated as unsigned. The high order bits are filled with zeroes. If the
    /// RHS operand is equal to or greater than the index bitwidth, the result is a poison value.
    ShrUOp, "index.shru", [Pure], [folder = fold::shru];
    /// index bitwise and
    ///
    /// The `index.and` operation takes two index values and computes their bitwise and.
    AndOp, "index.and", [Commutative, Pure], [folder = fold::and, canonicalizer = canonicalize::and];
    /// index bitwise or
    ///
    /// The `index.or` operation takes two index values and computes their bitwise or.
    OrOp, "index.or", [Commutative, Pure], [folder = fold::or, canonicalizer = canonicalize::or];
    /// index bitwise xor
    ///
    /// The `index.xor` operation takes two index values and computes their bitwise xor.
    XOrOp, "index.xor", [Commutative, Pure], [folder = fold::xor, canonicalizer = canonicalize::xor];
}

/// A cast between `index` and a fixed-width integer.
macro_rules! index_cast {
    ($($(#[$doc:meta])* $name:ident, $mn:literal, $fold:path;)*) => {$(
        $(#[$doc])*
        #[op(
            name = $mn,
            traits(Pure, IndexCastCompatible),
            format = "$input attr-dict `:` type($input) `to` type($output)",
            folder = $fold
        )]
        pub struct $name {
            #[operand(INTEGER_OR_INDEX)]
            input: Value,
            #[result(INTEGER_OR_INDEX)]
            output: Value,
        }
    )*};
}

index_cast! {
    /// index signed cast
    ///
    /// The `index.casts` operation enables conversions between values of index type and
    /// concrete fixed-width integer types. If casting to a wider integer, the value is
    /// sign-extended. If casting to a narrower integer, the value is truncated.
    CastSOp, "index.casts", fold::casts;
    /// index unsigned cast
    ///
    /// The `index.castu` operation enables conversions between values of index type and
    /// concrete fixed-width integer types. If casting to a wider integer, the value is
    /// zero-extended. If casting to a narrower integer, the value is truncated.
    CastUOp, "index.castu", fold::castu;
}

/// index compare
///
/// The `index.cmp` operation takes two index values and compares them according to the
/// comparison predicate (`eq`, `ne`, `slt`, `sle`, `sgt`, `sge`, `ult`, `ule`, `ugt`, `uge`)
/// and returns an `i1`: `1` if the comparison is true and `0` otherwise.
#[op(
    name = "index.cmp",
    traits(Pure),
    format = "`` $pred `(` $lhs `,` $rhs `)` attr-dict",
    folder = fold::cmp,
    canonicalizer = canonicalize::cmp
)]
pub struct CmpOp {
    #[attribute(enum)]
    pred: IndexCmpPredicate,
    #[operand(INDEX)]
    lhs: Value,
    #[operand(INDEX)]
    rhs: Value,
    #[result(I1)]
    result: Value,
}

/// size in bits of the index type
///
/// The `index.sizeof` operation produces an index-typed SSA value equal to the size in bits of
/// the `index` type: `32 : index` on 32-bit systems, `64 : index` on 64-bit systems.
#[op(name = "index.sizeof", traits(Pure), format = "attr-dict")]
pub struct SizeOfOp {
    #[result(INDEX)]
    result: Value,
}

/// index constant
///
/// The `index.constant` operation produces an index-typed SSA value equal to some index-typed
/// integer constant.
#[op(
    name = "index.constant",
    traits(ConstantLike, Pure),
    format = "attr-dict $value",
    folder = fold::constant,
    asm_result_names = ConstantOp::result_names
)]
pub struct ConstantOp {
    #[attribute(INDEX_ATTR)]
    value: IntegerAttr,
    #[result(INDEX)]
    result: Value,
}

impl ConstantOp {
    /// MLIR's `%idx42`.
    fn result_names(ctx: &Context, op: OpRef) -> Vec<(u32, String)> {
        match ConstantOp::from_op_unchecked(op).value(ctx) {
            Some(v) => vec![(0, format!("idx{}", v.value.to_string_radix(10, true)))],
            None => Vec::new(),
        }
    }
}

/// boolean constant
///
/// The `index.bool.constant` operation produces a bool-typed SSA value equal to either `true`
/// or `false`. It materializes the bool constants that arise when folding `index.cmp`.
#[op(
    name = "index.bool.constant",
    traits(ConstantLike, Pure),
    format = "attr-dict $value",
    folder = fold::constant,
    asm_result_names = BoolConstantOp::result_names
)]
pub struct BoolConstantOp {
    #[attribute(BOOL_ATTR)]
    value: IntegerAttr,
    #[result(I1)]
    result: Value,
}

impl BoolConstantOp {
    /// MLIR's `%true` and `%false`.
    fn result_names(ctx: &Context, op: OpRef) -> Vec<(u32, String)> {
        match BoolConstantOp::from_op_unchecked(op).value(ctx) {
            Some(v) => vec![(0, if v.value.is_zero() { "false" } else { "true" }.to_string())],
            None => Vec::new(),
        }
    }
}
