//! The bytecode reader on arbitrary bytes: inputs are given the magic number (so the reader runs
//! on all of them), decoded to text and, when that succeeds, parsed with the file's use-list
//! orders applied, as `oxir-opt` reads bytecode. Malformed input must be a diagnostic (`Err`), never a panic, hang or blow-up.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut bytes = oxir::bytecode::MAGIC.to_vec();
    bytes.extend_from_slice(data);
    let mut ctx = oxir_fuzz::new_context(true);
    if let Ok(decoded) = oxir::bytecode::decode(&ctx, &bytes) {
        let parsed = oxir::parser::parse_source(&mut ctx, &decoded.text, &oxir::parser::ParseOptions::default());
        if let Ok(top) = parsed {
            let _ = decoded.use_lists.apply(&mut ctx, top);
        }
    }
});
