//! The bufferization passes (MLIR's `Bufferization/Transforms`): `one-shot-bufferize`
//! ([`one_shot`], with the `BufferizableOpInterface` of [`interface`] and the models of the other
//! dialects' ops), the ownership-based deallocation ([`ownership`]), its simplification
//! ([`simplify`]) and lowering ([`lower_deallocations`]), and the `buffer-deallocation-pipeline`
//! that composes them ([`dealloc_pipeline`]), and `buffer-results-to-out-params`
//! ([`results_to_out_params`]).

mod call_order;
pub mod dealloc_pipeline;
pub mod interface;
pub mod lower_deallocations;
mod models;
pub mod one_shot;
pub mod ownership;
pub mod results_to_out_params;
pub mod simplify;
pub mod to_memref;

/// Registers the passes of the bufferization dialect with the pass registry (`#[dialect(passes = ...)]`).
pub fn register_passes() {
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "one-shot-bufferize",
        description: "One-Shot Bufferize",
        create: || Box::new(one_shot::OneShotBufferize::default()),
    });
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "buffer-deallocation-pipeline",
        description: "The default pipeline for automatically inserting deallocation operations after one-shot bufferization. Deallocation operations (except `memref.realloc`) may not be present already.",
        create: || Box::new(dealloc_pipeline::BufferDeallocationPipeline::default()),
    });
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "ownership-based-buffer-deallocation",
        description: "Adds all required dealloc operations for all allocations in the input program",
        create: || Box::new(ownership::OwnershipBasedBufferDeallocation::default()),
    });
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "buffer-deallocation-simplification",
        description: "Optimizes `bufferization.dealloc` operation for more efficient codegen",
        create: || Box::new(simplify::BufferDeallocationSimplification),
    });
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "convert-bufferization-to-memref",
        description: "Convert operations from the Bufferization dialect to the MemRef dialect",
        create: || Box::new(to_memref::BufferizationToMemRef),
    });
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "buffer-results-to-out-params",
        description: "Converts memref-typed function results to out-params",
        create: || Box::new(results_to_out_params::BufferResultsToOutParams::default()),
    });
    oxir::pass::registry::register_pass(oxir::pass::registry::PassInfo {
        argument: "bufferization-lower-deallocations",
        description: "Lowers `bufferization.dealloc` operations to `memref.dealloc`operations",
        create: || Box::new(lower_deallocations::LowerDeallocations),
    });
}

/// Registers the bufferization models of the ops of other dialects (MLIR's external models of
/// `BufferizableOpInterface` for arith, tensor, scf and func).
pub fn register_interfaces(ctx: &oxir::Context) {
    oxir::interfaces::inline_ops_and_regions::<crate::bufferization::BufferizationDialect>(ctx);
    models::register(ctx);
}
