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
pub mod func;
pub mod linalg;
pub mod llvm;
pub mod memref;
pub mod scf;
pub mod tensor;
pub mod ub;
pub mod utils;

use oxir::Context;

/// Registers the dialects' own transform passes (`memref-expand`) with the pass registry, so that
/// `oxir-opt` and pipelines can name them.
pub fn register_passes() {
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "lower-affine",
        description: "Lower Affine operations to a combination of Arith and SCF operations",
        create: || Box::new(affine::lower::LowerAffine),
    });
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "memref-expand",
        description: "Legalize memref operations to be convertible to LLVM.",
        create: || Box::new(memref::transforms::expand::ExpandOps),
    });
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "expand-strided-metadata",
        description: "Expand memref operations into easier to analyze constructs",
        create: || Box::new(memref::transforms::expand_strided_metadata::ExpandStridedMetadata),
    });
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "duplicate-function-elimination",
        description: "Deduplicate functions",
        create: || Box::new(func::duplicate_elimination::DuplicateFunctionElimination),
    });
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "convert-linalg-to-loops",
        description: "Convert the operations from the linalg dialect into loops",
        create: || Box::new(linalg::loops::ConvertLinalgToLoops),
    });
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "one-shot-bufferize",
        description: "One-Shot Bufferize",
        create: || Box::new(bufferization::one_shot::OneShotBufferize::default()),
    });
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "buffer-deallocation-pipeline",
        description:
            "The default pipeline for automatically inserting deallocation operations after one-shot bufferization.",
        create: || Box::new(bufferization::dealloc::BufferDeallocationPipeline),
    });
}

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
    ctx.load_dialect::<ub::UBDialect>();
    ctx.load_dialect::<linalg::LinalgDialect>();
    linalg::register_interfaces(ctx);
    ctx.load_dialect::<affine::AffineDialect>();
    ctx.load_dialect::<bufferization::BufferizationDialect>();
    bufferization::register_interfaces(ctx);
}
