//! Passes on valid IR: if the input parses and verifies, the pipeline the first byte selects must
//! either fail with a diagnostic (the verifier runs after each pass, as in oxir-opt) or leave IR
//! whose printed form parses again. A pass that panics or hangs is a finding.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxir::parser::{parse_source, ParseOptions};
use oxir::pass::pipeline::parse_pipeline;
use oxir::pass::PassOptions;
use oxir::printer::{print_op, PrintFlags};

/// The pipelines, one per selector value (modulo their number): every transform pass of oxir-opt
/// alone, and a few combinations as real pipelines use them.
const PIPELINES: &[&str] = &[
    "builtin.module(canonicalize)",
    "builtin.module(cse)",
    "builtin.module(sccp)",
    "builtin.module(inline)",
    "builtin.module(loop-invariant-code-motion)",
    "builtin.module(symbol-dce)",
    "builtin.module(remove-dead-values)",
    "builtin.module(strip-debuginfo)",
    "builtin.module(reconcile-unrealized-casts)",
    "builtin.module(eqsat)",
    "builtin.module(convert-scf-to-cf)",
    "builtin.module(convert-arith-to-llvm)",
    "builtin.module(convert-func-to-llvm)",
    "builtin.module(finalize-memref-to-llvm)",
    "builtin.module(convert-to-llvm,reconcile-unrealized-casts)",
    "builtin.module(inline,canonicalize,cse,sccp,symbol-dce)",
    "builtin.module(func.func(canonicalize{region-simplify=aggressive},cse))",
    "builtin.module(convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts,canonicalize)",
    "builtin.module(toy-shape-inference,canonicalize,convert-toy-to-loops)",
    "builtin.module(convert-math-to-llvm)",
    "builtin.module(convert-math-to-libm)",
    "builtin.module(arith-expand)",
    "builtin.module(math-expand-ops)",
    "builtin.module(test-math-polynomial-approximation)",
    "builtin.module(one-shot-bufferize)",
    "builtin.module(one-shot-bufferize{bufferize-function-boundaries})",
    "builtin.module(one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline)",
    "builtin.module(buffer-deallocation-pipeline)",
    "builtin.module(convert-bufferization-to-memref)",
    "builtin.module(expand-strided-metadata)",
    "builtin.module(memref-expand)",
    "builtin.module(lower-affine)",
    "builtin.module(convert-linalg-to-loops)",
    "builtin.module(convert-linalg-to-affine-loops)",
    "builtin.module(convert-linalg-to-parallel-loops)",
    "builtin.module(linalg-generalize-named-ops)",
    "builtin.module(linalg-morph-ops)",
    "builtin.module(linalg-fold-into-elementwise)",
    "builtin.module(scf-forall-to-for)",
    "builtin.module(scf-forall-to-parallel)",
    "builtin.module(convert-vector-to-scf)",
    "builtin.module(convert-vector-to-llvm)",
    "builtin.module(convert-index-to-llvm)",
    "builtin.module(convert-complex-to-llvm)",
    "builtin.module(convert-complex-to-standard)",
    "builtin.module(convert-complex-to-libm)",
    "builtin.module(convert-cf-to-llvm)",
    "builtin.module(convert-ub-to-llvm)",
    "builtin.module(duplicate-function-elimination)",
    "builtin.module(eqsat-extract)",
    "builtin.module(llvm-request-c-wrappers)",
];

fuzz_target!(|data: &[u8]| {
    oxir_fuzz::registrations();
    let Some((&sel, rest)) = data.split_first() else { return };
    let Ok(src) = std::str::from_utf8(rest) else { return };
    let mut ctx = oxir_fuzz::new_context(false);
    let Ok(top) = parse_source(&mut ctx, src, &ParseOptions::default()) else { return };
    if oxir::verifier::verify(&ctx, top).is_err() {
        return;
    }
    let text = PIPELINES[sel as usize % PIPELINES.len()];
    // A pass this build does not have (an optional crate left out) is skipped, not a finding.
    let Ok(pm) = parse_pipeline(text) else { return };
    // As oxir-opt runs them: verified after each pass. A pass may leave invalid IR where MLIR's
    // does too (e.g. a weak-linkage declaration lowered to an llvm.func); that is a diagnostic.
    let options = PassOptions { threading: false, ..PassOptions::default() };
    let (result, _) = pm.run(&mut ctx, top, &options);
    if result.is_err() {
        return;
    }
    let printed = print_op(&ctx, top, PrintFlags::default());
    let mut again = oxir_fuzz::new_context(false);
    if let Err(d) = parse_source(&mut again, &printed, &ParseOptions::default()) {
        panic!("{text}: its output does not parse: {}\n--- input\n{src}\n--- output\n{printed}", d.message);
    }
});
