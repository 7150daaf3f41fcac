//! Translation to LLVM IR: valid IR (optionally first lowered by `convert-to-llvm`, as the first
//! byte selects) either translates to an LLVM module that LLVM's verifier accepts, or is refused
//! with a diagnostic. A panic or a crash inside LLVM is a finding: oxir verifies the module before
//! anything else touches it, so invalid LLVM IR must come back as a diagnostic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxir::parser::{parse_source, ParseOptions};
use oxir::pass::pipeline::parse_pipeline;
use oxir::pass::PassOptions;

fuzz_target!(|data: &[u8]| {
    oxir_fuzz::registrations();
    let Some((&sel, rest)) = data.split_first() else { return };
    let Ok(src) = std::str::from_utf8(rest) else { return };
    let mut ctx = oxir_fuzz::new_context(false);
    let Ok(top) = parse_source(&mut ctx, src, &ParseOptions::default()) else { return };
    if oxir::verifier::verify(&ctx, top).is_err() {
        return;
    }
    if sel & 1 == 1 {
        let pm = parse_pipeline("builtin.module(convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts)")
            .expect("the lowering pipeline parses");
        let options = PassOptions { threading: false, ..PassOptions::default() };
        if pm.run(&mut ctx, top, &options).0.is_err() {
            return;
        }
    }
    // LLVM's verifier may refuse what the llvm dialect accepts (as it refuses mlir-translate's
    // output for the same input): a diagnostic, not a finding. Panics and crashes are findings.
    let _ = oxir_target_llvm::translate::translate_to_llvm_ir(&ctx, top);
});
