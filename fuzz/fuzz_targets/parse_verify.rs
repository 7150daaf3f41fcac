//! Parse, then verify whatever parsed: neither may panic, hang or blow up.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxir::parser::{parse_source, ParseOptions};

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else { return };
    let mut ctx = oxir_fuzz::new_context(true);
    if let Ok(op) = parse_source(&mut ctx, src, &ParseOptions::default()) {
        let _ = oxir::verifier::verify(&ctx, op);
        let _ = oxir::verifier::verify_all(&ctx, op);
    }
});
