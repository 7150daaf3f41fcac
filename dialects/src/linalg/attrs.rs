//! The linalg dialect's enums: the loop kinds of structured ops (`#linalg.iterator_type<...>`)
//! the element conversions of named ops (`#linalg.type_fn<...>`) and the computations of
//! `linalg.elementwise` (`#linalg.elementwise_kind<...>`).

use oxir_macros::EnumAttr;

/// The kind of a loop of a structured op (`#linalg.iterator_type<parallel>`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(
    dialect = "linalg",
    attr = "iterator_type",
    cpp_type = "::mlir::utils::IteratorType",
    ods_name = "IteratorTypeEnum"
)]
pub enum IteratorType {
    /// Iterations are independent.
    #[case(value = 0)]
    Parallel,
    /// Iterations accumulate into the outputs.
    Reduction,
}

/// How a named op converts an operand element to another type (`#linalg.type_fn<cast_signed>`,
/// MLIR's `TypeFn`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "linalg", attr = "type_fn", cpp_type = "::mlir::linalg::TypeFn", ods_name = "TypeFnAttr")]
pub enum TypeFn {
    /// Integers are sign-extended and converted as signed.
    #[case(value = 0)]
    CastSigned,
    /// Integers are zero-extended and converted as unsigned.
    CastUnsigned,
}

/// The computation of a `linalg.elementwise` (`#linalg.elementwise_kind<exp>`, MLIR's
/// `ElementwiseKind`): the unary, binary and ternary functions of the named elementwise ops.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(
    dialect = "linalg",
    attr = "elementwise_kind",
    cpp_type = "::mlir::linalg::ElementwiseKind",
    ods_name = "ElementwiseKindAttr"
)]
pub enum ElementwiseKind {
    /// `math.exp`.
    #[case(value = 0)]
    Exp,
    /// `math.log`.
    Log,
    /// `math.absf` (`math.absi` for integers).
    Abs,
    /// `math.ceil`.
    Ceil,
    /// `math.floor`.
    Floor,
    /// `arith.negf`.
    Negf,
    /// `1 / x`.
    Reciprocal,
    /// `math.round`.
    Round,
    /// `math.sqrt`.
    Sqrt,
    /// `math.rsqrt`.
    Rsqrt,
    /// `x * x`.
    Square,
    /// `math.tanh`.
    Tanh,
    /// `math.erf`.
    Erf,
    /// Addition.
    Add,
    /// Subtraction.
    Sub,
    /// Multiplication.
    Mul,
    /// Division (signed for integers).
    Div,
    /// Unsigned division.
    DivUnsigned,
    /// Signed maximum (`arith.maximumf` for floats).
    MaxSigned,
    /// Signed minimum (`arith.minimumf` for floats).
    MinSigned,
    /// Unsigned maximum.
    MaxUnsigned,
    /// Unsigned minimum.
    MinUnsigned,
    /// `math.powf`.
    Powf,
    /// `arith.select` of the first operand.
    Select,
}
