//! # oxir: the core of a Rust-native MLIR
//!
//! This crate holds the IR itself and everything generic about it: the [`Context`] that owns
//! operations, blocks and regions and interns types, attributes and identifiers; values with
//! use-lists; the builtin dialect; diagnostics; and MLIR's textual format (a lexer, a parser and
//! a printer whose generic form is byte-for-byte what `mlir-opt --mlir-print-op-generic` prints).
//!
//! ## Design decisions
//!
//! **Storage.** One [`Context`] owns the IR. Operations, blocks and regions live in arenas
//! (`Vec`s) inside it and are named by `Copy` 32-bit handles ([`OpRef`], [`BlockRef`],
//! [`RegionRef`]), as in Cranelift. A [`Value`] is a small `Copy` enum (op result or block
//! argument). Every operand is a use slot linked into its value's use-list, so replacing all
//! uses, listing users and erasing are O(uses). No `Rc`, no `RefCell` graph.
//!
//! **Interning.** Types, attributes and identifiers are hash-consed: a [`Type`] or
//! [`Attribute`] is a `u32`, equality is handle equality, and storage is never duplicated. Any
//! `Hash + Eq` Rust struct can be a type or attribute ([`TypeDef`], [`AttrDef`]); the builtin
//! ones are defined exactly that way.
//!
//! **Parallelism.** Interning takes `&self` and is thread-safe: storage is append-only
//! (`boxcar`), so handles and references stay valid while other threads intern, reads take no
//! lock, and the dedup tables sit behind `RwLock`s (hits take only a read lock). Everything that
//! only reads IR (printing, verification, analyses) takes `&Context`, which is `Sync`, so
//! independent isolated-from-above ops (functions) are verified and analysed in parallel with
//! plain borrows. Mutation takes `&mut Context`. To mutate functions in parallel, a context is
//! split in two layers: what is shared (interners, registry, resources) sits behind `Arc`s, and
//! [`Context::fork_empty`] makes a context that shares it but owns fresh IR arenas. A function is
//! copied into a fork of its own ([`Context::copy_op_from`]), transformed there with an ordinary
//! `&mut`, and copied back; type and attribute handles are valid in both. Copying costs one pass
//! over the function each way, and buys parallel mutation with no `unsafe` and no locks on the
//! IR. (Giving each isolated op an arena of its own from the start would avoid the copies, but
//! every handle would then need an arena id, and cross-arena references would need checks.)
//!
//! **Layering.** The core (context, operations, blocks, regions, values, types, attributes, the
//! registry, the builtin dialect's definitions) names the textual format only through [`asm`],
//! which declares the [`asm::AsmParser`] and [`asm::AsmPrinter`] structs that hooks receive, as
//! MLIR's core declares `OpImplementation.h`. The grammar ([`parser`]), the printing
//! ([`printer`]), MLIR's bytecode format ([`bytecode`], read through the parser and written
//! through the printer) and the rewriter ([`rewrite`]: canonicalization patterns are an op interface,
//! not a registry field) sit above the core and are not imported by it.

// The definition macros name this crate `::oxir`; this makes the path work inside it too.
extern crate self as oxir;

mod absorb;
pub mod affine;
pub mod asm;
pub mod attributes;
pub mod block;
pub mod builder;
pub mod builtin;
pub mod bytecode;
pub mod clone;
pub mod context;
pub mod conversion;
pub mod dataflow;
pub mod diagnostics;
pub mod entity;
mod forked;
pub mod interfaces;
pub mod intern;
pub mod journal;
pub mod matchers;
pub mod numeric;
pub mod ods;
pub mod operation;
pub mod parser;
pub mod pass;
pub mod printer;
pub mod region;
pub mod registry;
pub mod resources;
pub mod rewrite;
pub mod stack;
pub mod symbol_table;
pub mod traits;
pub mod transforms;
pub mod types;
pub mod ub;
pub mod value;
pub mod verifier;
pub mod verify_diagnostics;
pub mod walk;

pub use attributes::{AttrDef, Attribute, NamedAttribute};
pub use builder::{Builder, ImplicitLocOpBuilder, InsertPoint, OpBuilder, OperationState};
pub use context::Context;
pub use diagnostics::{Diagnostic, Severity, SourceMgr};
pub use intern::Identifier;
pub use registry::{OpInfo, OperationName};
pub use types::{Type, TypeDef};
pub use value::{OpOperand, Value};
pub use walk::WalkResult;

entity_ref! {
    /// A handle to an operation in a [`Context`].
    pub struct OpRef;
}
entity_ref! {
    /// A handle to a block in a [`Context`].
    pub struct BlockRef;
}
entity_ref! {
    /// A handle to a region in a [`Context`].
    pub struct RegionRef;
}
