//! Conversions to the llvm dialect (and `convert-scf-to-cf`), as MLIR's passes of the same names.

pub mod arith_to_llvm;
pub mod build;
pub mod cf_to_llvm;
pub mod complex_common;
pub mod complex_to_llvm;
pub mod complex_to_standard;
pub mod descriptor;
pub mod func_to_llvm;
pub mod index_to_llvm;
pub mod interface;
pub mod math_to_libm;
pub mod math_to_llvm;
pub mod memref_to_llvm;
pub mod pattern;
pub mod print_call;
pub mod scf_to_cf;
pub mod to_llvm;
pub mod type_converter;
pub mod ub_to_llvm;
mod vector_memory_to_llvm;
pub mod vector_reduction_to_llvm;
pub mod vector_to_llvm;
pub mod vector_to_scf;

use oxir::pass::registry::{register_pass, PassInfo};

/// Registers the conversion passes.
pub fn register_passes() {
    register_pass(PassInfo {
        argument: "convert-scf-to-cf",
        description: "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
        create: || Box::new(scf_to_cf::ConvertScfToCf::default()),
    });
    register_pass(PassInfo {
        argument: "convert-arith-to-llvm",
        description: "Convert Arith dialect to LLVM dialect",
        create: || Box::new(arith_to_llvm::convert_arith_to_llvm()),
    });
    register_pass(PassInfo {
        argument: "convert-cf-to-llvm",
        description: "Convert ControlFlow operations to the LLVM dialect",
        create: || Box::new(cf_to_llvm::convert_cf_to_llvm()),
    });
    register_pass(PassInfo {
        argument: "convert-func-to-llvm",
        description: "Convert from the Func dialect to the LLVM dialect",
        create: || Box::new(func_to_llvm::ConvertFuncToLlvm::default()),
    });
    register_pass(PassInfo {
        argument: "llvm-request-c-wrappers",
        description: "Request C wrapper emission for all functions",
        create: || Box::new(func_to_llvm::RequestCWrappers),
    });
    register_pass(PassInfo {
        argument: "finalize-memref-to-llvm",
        description: "Finalize MemRef dialect to LLVM dialect conversion",
        create: || Box::new(memref_to_llvm::FinalizeMemRefToLlvm::default()),
    });
    register_pass(PassInfo {
        argument: "convert-index-to-llvm",
        description: "Lower the `index` dialect to the `llvm` dialect.",
        create: || Box::new(index_to_llvm::convert_index_to_llvm()),
    });
    register_pass(PassInfo {
        argument: "convert-math-to-llvm",
        description: "Convert Math dialect to LLVM dialect",
        create: || Box::new(math_to_llvm::ConvertMathToLlvm::default()),
    });
    register_pass(PassInfo {
        argument: "convert-math-to-libm",
        description: "Convert Math dialect to libm calls",
        create: || Box::new(math_to_libm::ConvertMathToLibm),
    });
    register_pass(PassInfo {
        argument: "convert-complex-to-llvm",
        description: "Convert Complex dialect to LLVM dialect",
        create: || Box::new(complex_to_llvm::convert_complex_to_llvm()),
    });
    register_pass(PassInfo {
        argument: "convert-complex-to-standard",
        description: "Convert Complex dialect to standard dialect",
        create: || Box::new(complex_to_standard::convert_complex_to_standard()),
    });
    register_pass(PassInfo {
        argument: "convert-ub-to-llvm",
        description: "Convert UB dialect to LLVM dialect",
        create: || Box::new(ub_to_llvm::convert_ub_to_llvm()),
    });
    register_pass(PassInfo {
        argument: "convert-vector-to-llvm",
        description: "Lower the operations from the vector dialect into the LLVM dialect",
        create: || Box::new(vector_to_llvm::ConvertVectorToLlvm::default()),
    });
    register_pass(PassInfo {
        argument: "convert-vector-to-scf",
        description: "Lower the operations from the vector dialect into the SCF dialect",
        create: || Box::new(vector_to_scf::ConvertVectorToScf::default()),
    });
    register_pass(PassInfo {
        argument: "convert-to-llvm",
        description: "Convert to LLVM via dialect interfaces found in the input IR",
        create: || Box::new(to_llvm::ConvertToLlvm::default()),
    });
}
