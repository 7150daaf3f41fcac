//! The builtin dialect: the types, attributes, locations and ops that every context knows,
//! defined with the definition macros (`#[op]`, `#[derive(TypeDef)]`, `#[derive(AttrDef)]`,
//! `#[dialect]`) exactly as a user's dialect is. Their syntax is MLIR's core syntax (`i32`,
//! `tensor<4xf32>`, `dense<1> : tensor<2xi32>`, `loc("f":1:2)`), which the core parser reads
//! (`crate::parser`, whose typed entry points the definitions' parsers call) and each
//! definition's printer writes through the [`crate::asm::AsmPrinter`] API (`prefix = ""`), as a
//! user's dialect prints itself.

pub mod affine_attrs;
pub mod attributes;
pub mod dense;
pub mod locations;
pub mod ops;
pub mod types;

use crate::context::Context;
use affine_attrs::{AffineMapAttr, IntegerSetAttr};
use attributes::*;
use dense::{DenseIntOrFPElementsAttr, DenseResourceElementsAttr, DenseStringElementsAttr, SparseElementsAttr};
use locations::{CallSiteLoc, FileLineColRange, FusedLoc, NameLoc, OpaqueLoc, UnknownLoc};
use ops::{ModuleOp, UnrealizedConversionCastOp};
use oxir_macros::dialect;
use types::*;

/// The builtin dialect.
///
/// It holds what the IR itself is made of: the module that contains everything, the cast that
/// dialect conversion leaves between partially converted values, the scalar, shaped and
/// function types, the constant, structural and elements attributes, and the locations. Its
/// types and attributes are written without a dialect prefix.
#[dialect(
    name = "builtin",
    interfaces = crate::interfaces::inline_ops_only::<BuiltinDialect>,
    core_syntax,
    ops(ModuleOp, UnrealizedConversionCastOp),
    types(
        IntegerType,
        IndexType,
        FloatType,
        ComplexType,
        FunctionType,
        NoneType,
        OpaqueType,
        RankedTensorType,
        UnrankedTensorType,
        MemRefType,
        UnrankedMemRefType,
        TupleType,
        VectorType
    ),
    attrs(
        UnitAttr,
        IntegerAttr,
        FloatAttr,
        StringAttr,
        ArrayAttr,
        DictionaryAttr,
        TypeAttr,
        SymbolRefAttr,
        DenseArrayAttr,
        StridedLayoutAttr,
        DistinctAttr,
        OpaqueAttr,
        AffineMapAttr,
        IntegerSetAttr,
        DenseIntOrFPElementsAttr,
        DenseStringElementsAttr,
        DenseResourceElementsAttr,
        SparseElementsAttr,
        UnknownLoc,
        FileLineColRange,
        NameLoc,
        CallSiteLoc,
        FusedLoc,
        OpaqueLoc
    )
)]
pub struct BuiltinDialect;

/// Registers the builtin dialect in `ctx`.
pub fn register(ctx: &Context) {
    ctx.load_dialect::<BuiltinDialect>();
}
