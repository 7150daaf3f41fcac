//! `poly`: a dialect of polynomials defined in its own crate with oxir's public API, as a user's
//! dialect crate is.
//!
//! - [`dialect`]: the type `!poly.poly<N>`, the attribute `#poly.coeffs<[...]>`, and the ops
//!   `poly.constant`, `poly.add`, `poly.mul` and `poly.eval` with their formats, verifiers,
//!   folders and equality-saturation rules;
//! - [`canonicalize`]: the canonicalization pattern of `poly.eval`;
//! - [`lowering`]: `convert-poly-to-standard`, the lowering to `tensor`, `arith` and `scf`.
//!
//! The binaries `poly-opt` and `poly-run` are oxir's `oxir-opt` and `oxir-run` with this
//! dialect and its pass registered.

pub mod canonicalize;
pub mod dialect;
pub mod lowering;

// ANCHOR: register
use oxir::pass::registry::{register_pass, PassInfo};
use oxir::Context;

/// Loads the poly dialect (and the arith dialect it depends on) into `ctx`.
pub fn register_dialect(ctx: &Context) {
    ctx.load_dialect::<dialect::PolyDialect>();
}

/// Registers the poly passes: `convert-poly-to-standard`.
pub fn register_passes() {
    register_pass(PassInfo {
        argument: "convert-poly-to-standard",
        description: "Lower poly ops to tensor, arith and scf",
        create: || Box::new(lowering::PolyToStandard),
    });
}
// ANCHOR_END: register
