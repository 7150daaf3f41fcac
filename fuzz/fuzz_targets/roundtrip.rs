//! If the input parses and verifies, printing is a fixed point: the printed text reparses and
//! verifies, and printing it again gives the same text (print(parse(print(parse(x)))) ==
//! print(parse(x))), in the custom and in the generic form; and custom -> generic -> custom gives
//! the custom text back.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxir::parser::{parse_source, ParseOptions};
use oxir::printer::{print_op, PrintFlags};

/// Parses and verifies `src` in a fresh context; prints it with `flags` if both succeed.
fn parse_print(src: &str, flags: PrintFlags) -> Result<String, String> {
    let mut ctx = oxir_fuzz::new_context(true);
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
    check(src, generic_flags).expect("the input parsed once, so it parses again");
    // Custom -> generic -> custom is the identity. (The generic form of the custom output may
    // differ from the generic form of the input: custom parsers fill in properties a generic input
    // left out, e.g. `llvm.func`'s `unnamed_addr`, in MLIR as here.)
    let generic_of_custom = parse_print(&custom, generic_flags).expect("custom output reparses");
    let custom_again = parse_print(&generic_of_custom, custom_flags).expect("generic output reparses");
    assert!(
        custom == custom_again,
        "custom -> generic -> custom changes the text\n--- input\n{src}\n--- custom\n{custom}\n--- generic\n{generic_of_custom}\n--- custom again\n{custom_again}"
    );
    // Locations too: with debuginfo, the printed text still reparses to the same printed text.
    let _ = check(src, PrintFlags { debuginfo: true, ..PrintFlags::default() });
});
