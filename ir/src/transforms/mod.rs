//! Passes that work on any dialect: canonicalization, common subexpression elimination, inlining,
//! loop-invariant code motion, SCCP, symbol DCE, stripping of debug info. [`register_passes`] adds
//! them to the pass registry under MLIR's names (MLIR's `registerTransformsPasses()`); the registry
//! itself (`crate::pass`) knows no pass, so the passes are built on the pass manager and not the
//! other way round.

pub mod canonicalize;
pub mod cse;
pub mod inline;
pub mod licm;
pub mod reconcile_casts;
pub mod remove_dead_values;
pub mod sccp;
pub mod strip_debuginfo;
pub mod symbol_dce;

use crate::pass::registry::{register_pass, PassInfo};

/// Registers oxir's own passes (the ones of this module) under their MLIR names, so that textual
/// pipelines and tools can name them: MLIR's `registerTransformsPasses()`. A program calls it once
/// before it parses a pipeline that names one of them (`oxir-opt` and `oxir_tools` do); calling it
/// again registers the same passes again, replacing any registered under the same argument.
pub fn register_passes() {
    for info in passes() {
        register_pass(info);
    }
}

/// oxir's own passes, for the pass registry.
pub fn passes() -> Vec<PassInfo> {
    vec![
        PassInfo {
            argument: "canonicalize",
            description: "Canonicalize operations",
            create: || Box::new(canonicalize::Canonicalize::default()),
        },
        PassInfo {
            argument: "cse",
            description: "Eliminate common sub-expressions",
            create: || Box::new(cse::Cse::default()),
        },
        PassInfo {
            argument: "inline",
            description: "Inline function calls",
            create: || Box::new(inline::Inline::default()),
        },
        PassInfo {
            argument: "loop-invariant-code-motion",
            description: "Hoist loop invariant instructions outside of the loop",
            create: || Box::new(licm::Licm::default()),
        },
        PassInfo {
            argument: "reconcile-unrealized-casts",
            description: "Simplify and eliminate unrealized conversion casts",
            create: || Box::new(reconcile_casts::ReconcileUnrealizedCasts),
        },
        PassInfo {
            argument: "remove-dead-values",
            description: "Remove dead values",
            create: || Box::new(remove_dead_values::RemoveDeadValues::default()),
        },
        PassInfo {
            argument: "sccp",
            description: "Sparse Conditional Constant Propagation",
            create: || Box::new(sccp::Sccp),
        },
        PassInfo {
            argument: "strip-debuginfo",
            description: "Strip debug info from all operations",
            create: || Box::new(strip_debuginfo::StripDebugInfo),
        },
        PassInfo {
            argument: "symbol-dce",
            description: "Eliminate dead symbols",
            create: || Box::new(symbol_dce::SymbolDce::default()),
        },
    ]
}
