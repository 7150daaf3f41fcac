//! The vector dialect's enums: the combining kinds of reductions and contractions
//! (`#vector.kind<add>`), the iterator types of contractions (`#vector.iterator_type<parallel>`)
//! and the punctuation of `vector.print` (`#vector.punctuation<comma>`), each an MLIR `EnumAttr`
//! over an `I32EnumAttr`.

use oxir_macros::EnumAttr;

/// The kind of combining function of contractions and reductions (`#vector.kind<...>`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(
    dialect = "vector",
    name = "CombiningKind",
    attr = "kind",
    width = 32,
    cpp_type = "::mlir::vector::CombiningKind",
    ods_name = "Vector_CombiningKindAttr"
)]
pub enum CombiningKind {
    /// Addition.
    #[case(value = 0)]
    Add,
    /// Multiplication.
    Mul,
    /// Unsigned integer minimum.
    Minui,
    /// Signed integer minimum.
    Minsi,
    /// Float minimum (`minnumf`: a NaN operand yields the other).
    Minnumf,
    /// Unsigned integer maximum.
    Maxui,
    /// Signed integer maximum.
    Maxsi,
    /// Float maximum (`maxnumf`).
    Maxnumf,
    /// Bitwise and.
    And,
    /// Bitwise or.
    Or,
    /// Bitwise exclusive or.
    Xor,
    /// Float maximum (`maximumf`: NaN propagates). Declared before `minimumf`, as MLIR lists them.
    #[case(value = 12)]
    Maximumf,
    /// Float minimum (`minimumf`: NaN propagates).
    #[case(value = 11)]
    Minimumf,
}

impl CombiningKind {
    /// Whether the kind applies to integers (MLIR's `isSupportedCombiningKind` for an integer
    /// element type).
    pub fn supports_integers(self) -> bool {
        !matches!(self, Self::Minnumf | Self::Maxnumf | Self::Minimumf | Self::Maximumf)
    }

    /// Whether the kind applies to floats.
    pub fn supports_floats(self) -> bool {
        matches!(self, Self::Add | Self::Mul | Self::Minnumf | Self::Maxnumf | Self::Minimumf | Self::Maximumf)
    }
}

/// The iterator types of `vector.contract` (`#vector.iterator_type<parallel>`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(
    dialect = "vector",
    name = "IteratorType",
    attr = "iterator_type",
    width = 32,
    cpp_type = "::mlir::vector::IteratorType",
    ods_name = "Vector_IteratorTypeEnum"
)]
pub enum IteratorType {
    /// A dimension present in the result.
    #[case(value = 0)]
    Parallel,
    /// A dimension reduced away.
    Reduction,
}

/// What `vector.print` writes after its value (`#vector.punctuation<...>`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(
    dialect = "vector",
    name = "PrintPunctuation",
    attr = "punctuation",
    width = 32,
    cpp_type = "::mlir::vector::PrintPunctuation",
    ods_name = "Vector_PrintPunctuation"
)]
pub enum PrintPunctuation {
    /// Nothing.
    #[case(value = 0, name = "no_punctuation")]
    NoPunctuation,
    /// A newline (the default).
    #[case(name = "newline")]
    NewLine,
    /// `, `.
    Comma,
    /// `( `.
    Open,
    /// ` )`.
    Close,
}
