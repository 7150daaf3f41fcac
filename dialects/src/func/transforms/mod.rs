//! The func dialect's passes (MLIR's `Func/Transforms`).

pub mod duplicate_elimination;

/// Registers the passes of the func dialect with the pass registry (`#[dialect(passes = ...)]`).
pub fn register_passes() {
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "duplicate-function-elimination",
        description: "Deduplicate functions",
        create: || Box::new(duplicate_elimination::DuplicateFunctionElimination),
    });
}
