//! # oxir-dialects: the dialects a real pipeline needs
//!
//! Each dialect is defined exactly as a user would define theirs: ops with `#[op]` (declarative
//! assembly formats where MLIR has them, hand-written parsers and printers where MLIR has custom
//! C++ ones), registered with `#[dialect]`. [`register_all`] loads every one of them, as
//! `mlir-opt` does.

pub mod affine;
pub mod arith;
pub mod bufferization;
pub mod cf;
pub mod complex;
pub mod dlti;
pub mod func;
pub mod index;
pub mod linalg;
pub mod llvm;
pub mod math;
pub mod memref;
pub mod scf;
pub mod tensor;
pub use oxir::ub;
pub mod utils;
pub mod vector;

use oxir::ods::DialectEntry;
use oxir::Context;

/// Every dialect of this crate, in the order they load: the one list that [`register_all`],
/// [`register_passes`] and the reference docs (`oxir-docgen`) read. Adding a dialect is its
/// module and one line here.
pub fn dialects() -> Vec<DialectEntry> {
    vec![
        DialectEntry::of::<func::FuncDialect>(),
        DialectEntry::of::<arith::ArithDialect>(),
        DialectEntry::of::<cf::ControlFlowDialect>(),
        DialectEntry::of::<scf::SCFDialect>(),
        DialectEntry::of::<tensor::TensorDialect>(),
        DialectEntry::of::<memref::MemRefDialect>(),
        DialectEntry::of::<llvm::LLVMDialect>(),
        DialectEntry::of::<ub::UBDialect>(),
        DialectEntry::of::<linalg::LinalgDialect>(),
        DialectEntry::of::<affine::AffineDialect>(),
        DialectEntry::of::<bufferization::BufferizationDialect>(),
        DialectEntry::of::<math::MathDialect>(),
        DialectEntry::of::<complex::ComplexDialect>(),
        DialectEntry::of::<vector::VectorDialect>(),
        DialectEntry::of::<index::IndexDialect>(),
        DialectEntry::of::<dlti::DLTIDialect>(),
    ]
}

/// Registers oxir's own passes (`oxir::transforms::register_passes`: canonicalize, cse, inline,
/// ...) and those of every dialect of this crate (`#[dialect(passes = ...)]`) with the pass
/// registry, so that `oxir-opt` and pipelines can name them: MLIR's `registerAllPasses()` without
/// the conversions (`oxir_lowering::register_passes`).
pub fn register_passes() {
    oxir::transforms::register_passes();
    for d in dialects() {
        (d.register_passes)();
    }
}

/// Loads every dialect of this crate into `ctx` (with the interfaces each attaches when loaded).
pub fn register_all(ctx: &Context) {
    for d in dialects() {
        (d.load)(ctx);
    }
}
