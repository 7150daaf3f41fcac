//! The math dialect's passes (MLIR's `Math/Transforms`): the polynomial approximations of
//! `test-math-polynomial-approximation`.
//!
//! The passes build arith and vector ops (the approximations' arithmetic and the broadcast of
//! their constants), so they sit in this module, as MLIR's `MathTransforms` library depends on
//! those dialects while the math dialect itself does not.

pub mod builder;
pub mod polynomial_approximation;

/// Registers the passes of the math dialect with the pass registry (`#[dialect(passes = ...)]`).
pub fn register_passes() {
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "test-math-polynomial-approximation",
        description: "Test math polynomial approximations",
        create: || Box::new(polynomial_approximation::TestMathPolynomialApproximation::default()),
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
