//! The bufferization passes (MLIR's `Bufferization/Transforms`): `one-shot-bufferize`
//! ([`one_shot`], with the `BufferizableOpInterface` of [`interface`] and the models of the other
//! dialects' ops) and the `buffer-deallocation-pipeline` ([`dealloc`]).

pub mod dealloc;
mod dealloc_preconditions;
pub mod interface;
mod models;
pub mod one_shot;

/// Registers the passes of the bufferization dialect with the pass registry (`#[dialect(passes = ...)]`).
pub fn register_passes() {
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "one-shot-bufferize",
        description: "One-Shot Bufferize",
        create: || Box::new(one_shot::OneShotBufferize::default()),
    });
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "buffer-deallocation-pipeline",
        description:
            "The default pipeline for automatically inserting deallocation operations after one-shot bufferization.",
        create: || Box::new(dealloc::BufferDeallocationPipeline),
    });
}

/// Registers the bufferization models of the ops of other dialects (MLIR's external models of
/// `BufferizableOpInterface` for arith, tensor, scf and func).
pub fn register_interfaces(ctx: &oxir::Context) {
    models::register(ctx);
}
