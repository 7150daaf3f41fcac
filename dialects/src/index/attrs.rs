//! The index dialect's comparison predicates: an MLIR `EnumAttr` in its default form,
//! `#index<cmp_predicate slt>`, written as the bare case in `index.cmp slt(...)`.

use oxir_macros::EnumAttr;

/// index comparison predicate kind
///
/// The cases number as LLVM's `icmp` predicates do, so the conversion to the llvm dialect keeps
/// the value.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(
    dialect = "index",
    name = "IndexCmpPredicate",
    attr = "cmp_predicate",
    width = 32,
    format = "$value",
    cpp_type = "::mlir::index::IndexCmpPredicate",
    ods_name = "IndexCmpPredicateAttr"
)]
pub enum IndexCmpPredicate {
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
