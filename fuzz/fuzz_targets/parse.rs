//! Bytes in, parse: any result is fine, but the parser must not panic, hang or blow up.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxir::parser::{parse_source, ParseOptions};
use oxir::Context;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else { return };
    // Both settings of the unregistered-dialect switch take different paths; alternate on the length.
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(data.len() % 4 != 0);
    let _ = parse_source(&mut ctx, src, &ParseOptions::default());
});
