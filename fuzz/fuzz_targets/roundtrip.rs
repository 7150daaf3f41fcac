//! If the input parses and verifies, printing is a fixed point: the printed text reparses and
//! verifies, and printing it again gives the same text (print(parse(print(parse(x)))) ==
//! print(parse(x))), in the custom and in the generic form; and the generic form of the custom
//! text equals the generic form of the input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxir::parser::{parse_source, ParseOptions};
use oxir::printer::{print_op, PrintFlags};
use oxir::Context;

/// Parses and verifies `src` in a fresh context; prints it with `flags` if both succeed.
fn parse_print(src: &str, flags: PrintFlags) -> Result<String, String> {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let op = parse_source(&mut ctx, src, &ParseOptions::default()).map_err(|d| format!("parse: {d:?}"))?;
    oxir::verifier::verify(&ctx, op).map_err(|d| format!("verify: {d:?}"))?;
    Ok(print_op(&ctx, op, flags))
}

fn check(src: &str, flags: PrintFlags) -> Option<String> {
    let once = parse_print(src, flags).ok()?;
    let twice = match parse_print(&once, flags) {
        Ok(t) => t,
        Err(e) => panic!("printed IR ({flags:?}) does not reparse: {e}\n--- input\n{src}\n--- printed\n{once}"),
    };
    assert!(
        once == twice,
        "printing ({flags:?}) is not a fixed point\n--- input\n{src}\n--- first\n{once}\n--- second\n{twice}"
    );
    Some(once)
}

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else { return };
    let custom_flags = PrintFlags::default();
    let generic_flags = PrintFlags { generic: true, ..PrintFlags::default() };
    let Some(custom) = check(src, custom_flags) else { return };
    let generic = check(src, generic_flags).expect("the input parsed once, so it parses again");
    let generic_of_custom = parse_print(&custom, generic_flags).expect("custom output reparses");
    assert!(
        generic == generic_of_custom,
        "generic form of the custom output differs\n--- input\n{src}\n--- generic\n{generic}\n--- generic of custom\n{generic_of_custom}"
    );
    // Locations too: with debuginfo, the printed text still reparses to the same printed text.
    let _ = check(src, PrintFlags { debuginfo: true, ..PrintFlags::default() });
});
