//! # oxir-dialects: the dialects a real pipeline needs
//!
//! Each dialect is defined exactly as a user would define theirs: ops with `#[op]` (declarative
//! assembly formats where MLIR has them, hand-written parsers and printers where MLIR has custom
//! C++ ones), registered with `#[dialect]`. [`register_all`] loads every one of them, as
//! `mlir-opt` does.

pub mod arith;
pub mod cf;
pub mod func;
pub mod llvm;
pub mod memref;
pub mod scf;
pub mod tensor;

use oxir::Context;

/// Loads every dialect of this crate into `ctx`.
pub fn register_all(ctx: &Context) {
    ctx.load_dialect::<func::FuncDialect>();
    func::register_interfaces(ctx);
    ctx.load_dialect::<arith::ArithDialect>();
    ctx.load_dialect::<cf::ControlFlowDialect>();
    ctx.load_dialect::<scf::SCFDialect>();
    ctx.load_dialect::<tensor::TensorDialect>();
    ctx.load_dialect::<memref::MemRefDialect>();
    ctx.load_dialect::<llvm::LLVMDialect>();
}
