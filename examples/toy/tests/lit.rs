//! The toy's `.mlir` tests (`tests/lit/`), run with its own tools by oxir's lit harness, as a
//! user's dialect crate runs its tests.

// ANCHOR: lit
#[test]
fn lit() {
    oxir_tools::lit::Lit::new()
        .tool("toy-opt", env!("CARGO_BIN_EXE_toy-opt"))
        .tool("toy-run", env!("CARGO_BIN_EXE_toy-run"))
        .run_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/lit"))
        .assert_passed();
}
// ANCHOR_END: lit
