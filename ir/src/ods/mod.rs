//! Support for the definition macros (`oxir-macros`), MLIR's ODS: what the generated code of an
//! op, type, attribute or enum definition calls at run time.
//!
//! The macros emit small, direct code (accessors, builders, a parser and a printer compiled from
//! the assembly format); everything shared is outlined here: typed op handles ([`Op`]),
//! composable constraints ([`TypeConstraint`], [`AttrConstraint`]) with MLIR's summaries, the
//! invariant checks with MLIR's messages ([`verify`]), the typed enum and dense-array fields
//! ([`fields`]), and the custom-format helpers ([`format`]).

pub mod build;
pub mod constraints;
pub mod defs;
pub mod fields;
pub mod format;
pub mod op;
pub mod verify;

pub use build::{HasAdaptor, IntoAttr, OpAdaptor};
pub use constraints::{AttrConstraint, TypeConstraint};
pub use fields::{DenseBoolArray, DenseI16Array, DenseI32Array, DenseI64Array, DenseI8Array, EnumField};
pub use op::{Arity, Dialect, DialectEntry, Op, OpDefinition, Sizing};

/// The name a region field is declared with in an `#[op]` struct (`body: Region`).
pub type Region = crate::RegionRef;
/// The name a successor field is declared with in an `#[op]` struct (`dest: Block`).
pub type Block = crate::BlockRef;

/// Everything a dialect definition needs in scope: `use oxir::ods::prelude::*;`.
pub mod prelude {
    pub use super::constraints::*;
    pub use super::fields::{DenseBoolArray, DenseI16Array, DenseI32Array, DenseI64Array, DenseI8Array};
    pub use super::{Block, Dialect, IntoAttr, Op, OpAdaptor, OpDefinition, Region};
    pub use crate::asm::{
        AsmParser, AsmPrinter, Delimiter, DialectAsmParser, DialectAsmPrinter, OpAsmParser, OpAsmPrinter, ParseResult,
        SMLoc, UnresolvedOperand,
    };
    pub use crate::builtin::attributes::*;
    pub use crate::builtin::types::*;
    pub use crate::traits::*;
    pub use crate::{
        Attribute, Builder, Context, ImplicitLocOpBuilder, NamedAttribute, OpBuilder, OpRef, OperationState, Type,
        Value,
    };
}
