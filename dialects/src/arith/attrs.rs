//! The arith dialect's enums and attributes: the comparison predicates (stored as `i64`
//! integer properties, printed as keywords), the rounding modes of `truncf` (an `i32` property),
//! and the flag sets `#arith.fastmath<...>` and `#arith.overflow<...>`.

use oxir::Attribute;
use oxir_macros::EnumAttr;

/// The kinds of atomic read-modify-write (`memref.atomic_rmw`'s `kind`, an `i64` property).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "arith", name = "AtomicRMWKind")]
pub enum AtomicRMWKind {
    /// Float addition.
    Addf,
    /// Integer addition.
    Addi,
    /// Bitwise and.
    Andi,
    /// Store the value.
    Assign,
    /// Float maximum (`maximumf`).
    Maximumf,
    /// Float maximum (`maxnumf`).
    Maxnumf,
    /// Signed maximum.
    Maxs,
    /// Unsigned maximum.
    Maxu,
    /// Float minimum (`minimumf`).
    Minimumf,
    /// Float minimum (`minnumf`).
    Minnumf,
    /// Signed minimum.
    Mins,
    /// Unsigned minimum.
    Minu,
    /// Float multiplication.
    Mulf,
    /// Integer multiplication.
    Muli,
    /// Bitwise or.
    Ori,
    /// Bitwise xor.
    Xori,
}

/// Integer comparison predicates (`arith.cmpi`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "arith", name = "cmpi_predicate")]
pub enum CmpIPredicate {
    /// Equal.
    #[case(value = 0)]
    Eq,
    /// Not equal.
    Ne,
    /// Signed less than.
    Slt,
    /// Signed less than or equal.
    Sle,
    /// Signed greater than.
    Sgt,
    /// Signed greater than or equal.
    Sge,
    /// Unsigned less than.
    Ult,
    /// Unsigned less than or equal.
    Ule,
    /// Unsigned greater than.
    Ugt,
    /// Unsigned greater than or equal.
    Uge,
}

/// Floating-point comparison predicates (`arith.cmpf`): ordered (`o..`) and unordered (`u..`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "arith", name = "cmpf_predicate")]
pub enum CmpFPredicate {
    /// Always false.
    #[case(value = 0, name = "false")]
    AlwaysFalse,
    /// Ordered and equal.
    Oeq,
    /// Ordered and greater than.
    Ogt,
    /// Ordered and greater than or equal.
    Oge,
    /// Ordered and less than.
    Olt,
    /// Ordered and less than or equal.
    Ole,
    /// Ordered and not equal.
    One,
    /// Ordered (no NaN).
    Ord,
    /// Unordered or equal.
    Ueq,
    /// Unordered or greater than.
    Ugt,
    /// Unordered or greater than or equal.
    Uge,
    /// Unordered or less than.
    Ult,
    /// Unordered or less than or equal.
    Ule,
    /// Unordered or not equal.
    Une,
    /// Unordered (either is NaN).
    Uno,
    /// Always true.
    #[case(value = 15, name = "true")]
    AlwaysTrue,
}

/// Floating-point rounding modes (`arith.truncf`'s `roundingmode`, an `i32` property).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "arith", name = "roundingmode", width = 32)]
pub enum RoundingMode {
    /// Round to nearest, ties to even.
    #[case(value = 0)]
    ToNearestEven,
    /// Round toward negative infinity.
    Downward,
    /// Round toward positive infinity.
    Upward,
    /// Round toward zero.
    TowardZero,
    /// Round to nearest, ties away from zero.
    ToNearestAway,
}

/// Floating point fast math flags.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(
    dialect = "arith",
    attr = "fastmath",
    bits,
    set = "FastMathFlags",
    separator = ",",
    cpp_type = "::mlir::arith::FastMathFlags",
    ods_name = "Arith_FastMathAttr"
)]
pub enum FastMath {
    /// No flags.
    #[case(value = 0)]
    None,
    /// Allow reassociation.
    #[case(value = 1)]
    Reassoc,
    /// No NaNs.
    #[case(value = 2)]
    Nnan,
    /// No infinities.
    #[case(value = 4)]
    Ninf,
    /// No signed zeros.
    #[case(value = 8)]
    Nsz,
    /// Allow reciprocals.
    #[case(value = 16)]
    Arcp,
    /// Allow contraction.
    #[case(value = 32)]
    Contract,
    /// Approximate functions.
    #[case(value = 64)]
    Afn,
    /// All of the above.
    #[case(value = 127)]
    Fast,
}

/// Integer overflow arith flags.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(
    dialect = "arith",
    attr = "overflow",
    bits,
    set = "IntegerOverflowFlags",
    separator = ", ",
    cpp_type = "::mlir::arith::IntegerOverflowFlags",
    ods_name = "Arith_IntegerOverflowAttr"
)]
pub enum IntegerOverflow {
    /// No flags.
    #[case(value = 0)]
    None,
    /// No signed wrap.
    #[case(value = 1)]
    Nsw,
    /// No unsigned wrap.
    #[case(value = 2)]
    Nuw,
}

impl FastMathFlags {
    /// The set of flags `bits`.
    pub fn from_bits(bits: i64) -> Self {
        Self(bits)
    }
}

impl IntegerOverflowFlags {
    /// The set of flags `bits`.
    pub fn from_bits(bits: i64) -> Self {
        Self(bits)
    }
}

/// The `#arith.fastmath<none>` attribute (the default of `fastmath` properties).
pub fn fastmath_none(ctx: &oxir::Context) -> Attribute {
    FastMathFlags::empty().attr(ctx)
}

/// The `#arith.overflow<none>` attribute (the default of `overflowFlags` properties).
pub fn overflow_none(ctx: &oxir::Context) -> Attribute {
    IntegerOverflowFlags::empty().attr(ctx)
}
