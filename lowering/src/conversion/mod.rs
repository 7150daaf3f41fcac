//! Conversions to the llvm dialect (and `convert-scf-to-cf`), as MLIR's passes of the same names.

pub mod arith_to_llvm;
pub mod build;
pub mod cf_to_llvm;
pub mod complex_common;
pub mod complex_to_libm;
pub mod complex_to_llvm;
pub mod complex_to_standard;
pub mod complex_to_standard_functions;
pub mod complex_to_standard_math;
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
mod vector_lanes_to_llvm;
mod vector_matrix_intrinsics;
mod vector_memory_to_llvm;
pub mod vector_reduction_to_llvm;
pub mod vector_to_llvm;
pub mod vector_to_scf;
pub mod vector_transfer_to_scf;

use interface::ConvertToLlvmPatternInterface;
use oxir::ods::Dialect;
use oxir::pass::registry::{register_pass, PassInfo};
use oxir::pass::Pass;
use oxir_dialects::{arith, cf, complex, func, index, math, memref, ub, vector};
use std::sync::Arc;

/// One conversion of this crate: the pass that runs it, and, for a dialect that lowers to the
/// llvm dialect, its contribution to `convert-to-llvm` (MLIR's `ConvertToLLVMPatternInterface`
/// extension, under the dialect's namespace).
pub struct Conversion {
    /// The pass, for the pass registry.
    pub pass: PassInfo,
    /// The dialect namespace and its patterns under `convert-to-llvm`.
    pub to_llvm: Option<(&'static str, Arc<dyn ConvertToLlvmPatternInterface>)>,
}

impl Conversion {
    /// A conversion pass with no part in `convert-to-llvm`.
    fn pass(argument: &'static str, description: &'static str, create: fn() -> Box<dyn Pass>) -> Self {
        Conversion { pass: PassInfo { argument, description, create }, to_llvm: None }
    }

    /// The conversion of the dialect `D` to the llvm dialect: its pass, and `patterns` under
    /// `convert-to-llvm`.
    fn to_llvm<D: Dialect>(
        argument: &'static str,
        description: &'static str,
        create: fn() -> Box<dyn Pass>,
        patterns: impl ConvertToLlvmPatternInterface,
    ) -> Self {
        Conversion {
            pass: PassInfo { argument, description, create },
            to_llvm: Some((D::NAMESPACE, Arc::new(patterns))),
        }
    }
}

/// Every conversion of this crate: the one list that [`register_passes`] registers and
/// `convert-to-llvm` reads ([`interface::convert_to_llvm_interfaces`]). A dialect's lowering is
/// one entry here.
pub fn conversions() -> Vec<Conversion> {
    vec![
        Conversion::pass(
            "convert-scf-to-cf",
            "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
            || Box::new(scf_to_cf::ConvertScfToCf::default()),
        ),
        Conversion::to_llvm::<arith::ArithDialect>(
            "convert-arith-to-llvm",
            "Convert Arith dialect to LLVM dialect",
            || Box::new(arith_to_llvm::convert_arith_to_llvm()),
            arith_to_llvm::patterns,
        ),
        Conversion::to_llvm::<cf::ControlFlowDialect>(
            "convert-cf-to-llvm",
            "Convert ControlFlow operations to the LLVM dialect",
            || Box::new(cf_to_llvm::convert_cf_to_llvm()),
            cf_to_llvm::patterns,
        ),
        Conversion::to_llvm::<func::FuncDialect>(
            "convert-func-to-llvm",
            "Convert from the Func dialect to the LLVM dialect",
            || Box::new(func_to_llvm::ConvertFuncToLlvm::default()),
            func_to_llvm::patterns,
        ),
        Conversion::pass("llvm-request-c-wrappers", "Request C wrapper emission for all functions", || {
            Box::new(func_to_llvm::RequestCWrappers)
        }),
        Conversion::to_llvm::<memref::MemRefDialect>(
            "finalize-memref-to-llvm",
            "Finalize MemRef dialect to LLVM dialect conversion",
            || Box::new(memref_to_llvm::FinalizeMemRefToLlvm::default()),
            memref_to_llvm::patterns,
        ),
        Conversion::to_llvm::<index::IndexDialect>(
            "convert-index-to-llvm",
            "Lower the `index` dialect to the `llvm` dialect.",
            || Box::new(index_to_llvm::convert_index_to_llvm()),
            index_to_llvm::patterns,
        ),
        Conversion::to_llvm::<math::MathDialect>(
            "convert-math-to-llvm",
            "Convert Math dialect to LLVM dialect",
            || Box::new(math_to_llvm::ConvertMathToLlvm::default()),
            math_to_llvm::patterns,
        ),
        Conversion::pass("convert-math-to-libm", "Convert Math dialect to libm calls", || {
            Box::new(math_to_libm::ConvertMathToLibm)
        }),
        Conversion::to_llvm::<complex::ComplexDialect>(
            "convert-complex-to-llvm",
            "Convert Complex dialect to LLVM dialect",
            || Box::new(complex_to_llvm::convert_complex_to_llvm()),
            complex_to_llvm::patterns,
        ),
        Conversion::pass("convert-complex-to-standard", "Convert Complex dialect to standard dialect", || {
            Box::new(complex_to_standard::convert_complex_to_standard())
        }),
        Conversion::pass("convert-complex-to-libm", "Convert Complex dialect to libm calls", || {
            Box::new(complex_to_libm::ConvertComplexToLibm)
        }),
        Conversion::to_llvm::<ub::UBDialect>(
            "convert-ub-to-llvm",
            "Convert UB dialect to LLVM dialect",
            || Box::new(ub_to_llvm::convert_ub_to_llvm()),
            ub_to_llvm::patterns,
        ),
        Conversion::to_llvm::<vector::VectorDialect>(
            "convert-vector-to-llvm",
            "Lower the operations from the vector dialect into the LLVM dialect",
            || Box::new(vector_to_llvm::ConvertVectorToLlvm::default()),
            vector_to_llvm::patterns,
        ),
        Conversion::pass(
            "convert-vector-to-scf",
            "Lower the operations from the vector dialect into the SCF dialect",
            || Box::new(vector_to_scf::ConvertVectorToScf::default()),
        ),
        Conversion::pass("convert-to-llvm", "Convert to LLVM via dialect interfaces found in the input IR", || {
            Box::new(to_llvm::ConvertToLlvm::default())
        }),
    ]
}

/// Registers the conversion passes.
pub fn register_passes() {
    for c in conversions() {
        register_pass(c.pass);
    }
}
