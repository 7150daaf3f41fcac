//! Toy: a small tensor language defined with oxir's public API only, as a user's crate would,
//! after MLIR's Toy tutorial.
//!
//! - [`ops`]: the ops (`toy.constant`, `toy.add`, `toy.mul`, `toy.transpose`, `toy.matmul`,
//!   `toy.reshape`, `toy.cast`, `toy.print`) with their formats, traits, verifiers, folders and
//!   equality-saturation rules;
//!   functions and calls are `func.func`/`func.call` over unranked `tensor<*xf64>` values;
//! - [`canonicalize`]: the ops' canonicalization patterns;
//! - [`shape_inference`]: the shape inference interface and the `toy-shape-inference` pass;
//! - [`lowering`]: `convert-toy-to-loops`, the lowering of toy ops to `memref`, `scf`, `arith`
//!   and `func` with the dialect-conversion framework (MLIR's Toy tutorial route);
//! - [`to_tensor`]: `convert-toy-to-tensor`, the lowering to value-semantics `tensor`/`arith`/
//!   `scf` code that `one-shot-bufferize` turns into buffers (the main job's route).

pub mod canonicalize;
pub mod lowering;
pub mod ops;
pub mod shape_inference;
pub mod to_tensor;

use oxir::pass::registry::{register_pass, PassInfo};
use oxir::Context;

/// Loads the toy dialect into `ctx` and attaches its shape inference interface (`oxir-opt` does
/// it, as `mlir-opt` loads its test dialects), and its inliner rules: every toy op may be
/// inlined (Toy's `ToyInlinerInterface`; the `inline` pass inlines no op whose dialect does not
/// say so).
pub fn register_dialect(ctx: &Context) {
    ctx.load_dialect::<ops::ToyDialect>();
    oxir::interfaces::inline_ops_only::<ops::ToyDialect>(ctx);
    shape_inference::attach(ctx);
}

/// Registers the toy passes: `toy-shape-inference`, `convert-toy-to-loops` and
/// `convert-toy-to-tensor`.
pub fn register_passes() {
    register_pass(PassInfo {
        argument: "toy-shape-inference",
        description: "Infer the shapes of toy tensors through a function",
        create: || Box::new(shape_inference::ShapeInferencePass),
    });
    register_pass(PassInfo {
        argument: "convert-toy-to-loops",
        description: "Lower toy ops to loops over memrefs (memref, scf, arith and func)",
        create: || Box::new(lowering::ToyToLoops),
    });
    register_pass(PassInfo {
        argument: "convert-toy-to-tensor",
        description: "Lower toy ops to tensor, arith, scf and func (value semantics, ready for one-shot-bufferize)",
        create: || Box::new(to_tensor::ToyToTensor),
    });
}
