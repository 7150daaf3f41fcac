//! The math dialect's passes (MLIR's `Math/Transforms`): the polynomial approximations of
//! `test-math-polynomial-approximation` and the expansions of `math-expand-ops`.
//!
//! The passes build arith and vector ops (the approximations' arithmetic and the broadcast of
//! their constants), so they sit in this module, as MLIR's `MathTransforms` library depends on
//! those dialects while the math dialect itself does not.

pub mod builder;
pub mod expand_ops;
pub mod polynomial_approximation;

/// Registers the passes of the math dialect with the pass registry (`#[dialect(passes = ...)]`).
pub fn register_passes() {
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "test-math-polynomial-approximation",
        description: "Test math polynomial approximations",
        create: || Box::new(polynomial_approximation::TestMathPolynomialApproximation::default()),
    });
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "math-expand-ops",
        description: "Expand math operations.",
        create: || Box::new(expand_ops::MathExpandOps::default()),
    });
}

/// Parses a boolean pass option as MLIR's `cl::opt<bool>` does.
fn parse_flag(key: &str, value: &str) -> Result<bool, String> {
    match value {
        "" | "true" | "1" | "TRUE" | "True" => Ok(true),
        "false" | "0" | "FALSE" | "False" => Ok(false),
        _ => Err(format!("invalid value '{value}' for {key}")),
    }
}
