//! The arith dialect's passes (MLIR's `Arith/Transforms`): `arith-expand`.

pub mod expand_ops;

/// Registers the passes of the arith dialect with the pass registry (`#[dialect(passes = ...)]`).
pub fn register_passes() {
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "arith-expand",
        description: "Legalize Arith ops to be convertible to LLVM.",
        create: || Box::new(expand_ops::ArithExpandOps::default()),
    });
}
