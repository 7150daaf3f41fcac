//! The linalg dialect's enums: the loop kinds of structured ops (`#linalg.iterator_type<...>`)
//! and the element conversions of named ops (`#linalg.type_fn<...>`).

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
