//! Runs the lit-style tests in `tests/lit/**/*.mlir` through the public harness
//! ([`oxir_tools::lit`]), as LLVM's `lit` would: each `// RUN:` line is a shell pipeline where
//! `%s` is the test file, `oxir-opt`, `oxir-translate` and `oxir-run` are the tools built here,
//! `not` inverts an exit status and `FileCheck` is LLVM's.
//!
//! With `OXIR_LIT_TOOL=/usr/lib/llvm-22/bin/mlir-opt`, the RUN lines run MLIR's tools instead:
//! `oxir-opt` is that `mlir-opt`, `oxir-translate` and `oxir-run` the `mlir-translate` and
//! `mlir-runner` next to it. The tests are written to pass with both, which keeps their
//! expectations honest. `%mlir_runner_utils` and `%mlir_c_runner_utils` name MLIR's runtime
//! libraries for `--shared-libs=` (empty for oxir-run, whose runtime is built in).

use oxir_tools::lit::Lit;
use std::path::{Path, PathBuf};

#[test]
fn lit() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/lit");
    let mlir_opt = std::env::var("OXIR_LIT_TOOL").ok();
    if let Some(t) = &mlir_opt {
        assert!(
            Path::new(t).is_file(),
            "OXIR_LIT_TOOL={t} does not exist (MLIR's tools: apt-get install mlir-22-tools)"
        );
    }
    let mlir_dir = mlir_opt.as_deref().and_then(|t| Path::new(t).parent().map(Path::to_path_buf));
    let ours_or_mlir = |ours: &str, mlir: &str| match &mlir_dir {
        Some(d) => d.join(mlir).display().to_string(),
        None => ours.to_string(),
    };
    let runtime_lib = |name: &str| match &mlir_dir {
        Some(d) => d.join("../lib").join(format!("lib{name}.so.22.1")).display().to_string(),
        None => String::new(),
    };
    Lit::new()
        .tool("oxir-opt", mlir_opt.as_deref().unwrap_or(env!("CARGO_BIN_EXE_oxir-opt")))
        .tool("oxir-translate", ours_or_mlir(env!("CARGO_BIN_EXE_oxir-translate"), "mlir-translate"))
        .tool("oxir-run", ours_or_mlir(env!("CARGO_BIN_EXE_oxir-run"), "mlir-runner"))
        .substitution("%mlir_runner_utils", &runtime_lib("mlir_runner_utils"))
        .substitution("%mlir_c_runner_utils", &runtime_lib("mlir_c_runner_utils"))
        .run_dir(root)
        .assert_passed();
}
