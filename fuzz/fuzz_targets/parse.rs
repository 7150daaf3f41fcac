//! Bytes in, parse: any result is fine, but the parser must not panic, hang or blow up.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxir::parser::{parse_source, ParseOptions};

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else { return };
    // With all dialects registered; both settings of the unregistered-dialect switch take different paths; alternate on the length.
    let mut ctx = oxir_fuzz::new_context(data.len() % 4 != 0);
    let _ = parse_source(&mut ctx, src, &ParseOptions::default());
});
