//! The poly dialect's `.mlir` tests (`tests/lit/`), run with `poly-opt`, `poly-run` and
//! FileCheck by oxir's lit harness.

// ANCHOR: lit
#[test]
fn lit() {
    oxir_tools::lit::Lit::new()
        .tool("poly-opt", env!("CARGO_BIN_EXE_poly-opt"))
        .tool("poly-run", env!("CARGO_BIN_EXE_poly-run"))
        .run_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/lit"))
        .assert_passed();
}
// ANCHOR_END: lit
