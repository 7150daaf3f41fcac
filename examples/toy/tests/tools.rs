//! The toy's own tools: `toy-opt` stays a `main` of about ten lines (the point of the drivers as
//! a library), has the flags of `oxir-opt` and calls itself by its name, and the README's copy of
//! its `main` is the real one.

use std::process::Command;

/// The `main` of `src/bin/toy-opt.rs`, between its anchors.
fn toy_opt_main() -> String {
    let src = include_str!("../src/bin/toy-opt.rs");
    let start = src.find("// ANCHOR: main\n").map(|i| i + "// ANCHOR: main\n".len());
    let end = src.find("// ANCHOR_END: main");
    match (start, end) {
        (Some(s), Some(e)) if s <= e => src[s..e].to_string(),
        _ => panic!("src/bin/toy-opt.rs lost its anchors"),
    }
}

#[test]
fn the_driver_is_about_ten_lines_and_the_readme_shows_it() {
    let main = toy_opt_main();
    assert!(main.lines().count() <= 10, "{main}");
    let readme = include_str!("../../../README.md");
    assert!(readme.contains(&main), "README.md's toy-opt main differs from src/bin/toy-opt.rs:\n{main}");
}

#[test]
fn toy_opt_has_the_flags_of_oxir_opt_under_its_own_name() {
    let help = Command::new(env!("CARGO_BIN_EXE_toy-opt")).arg("--help").output().expect("toy-opt runs");
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(help.starts_with("OVERVIEW: toy-opt: "), "{help}");
    for flag in ["--mlir-timing", "--mlir-pass-statistics", "--mlir-print-ir-after-all", "--split-input-file"] {
        assert!(help.contains(flag), "{flag} missing from:\n{help}");
    }
    let passes = Command::new(env!("CARGO_BIN_EXE_toy-opt")).arg("--list-passes").output().expect("toy-opt runs");
    let passes = String::from_utf8_lossy(&passes.stdout);
    for pass in ["--toy-shape-inference", "--convert-toy-to-tensor", "--one-shot-bufferize", "--eqsat"] {
        assert!(passes.contains(pass), "{pass} missing from:\n{passes}");
    }
}
