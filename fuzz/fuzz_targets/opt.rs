//! The whole of `oxir-opt` on text: the first byte selects the command-line flags
//! (`--allow-unregistered-dialect`, `--split-input-file`, `--verify-diagnostics`, the printing
//! flags), the rest is the input. It must exit 0 or 1, never panic, hang or blow up.
#![no_main]

use libfuzzer_sys::fuzz_target;
use oxir_tools::opt::{parse_args, run_on_text};

/// The flag of each bit of the selector byte; bit 0 *clear* adds `--allow-unregistered-dialect`
/// (most inputs use unregistered ops, so the common case is allowed).
const FLAGS: [&str; 8] = [
    "--allow-unregistered-dialect",
    "--split-input-file",
    "--verify-diagnostics",
    "--mlir-print-op-generic",
    "--mlir-print-debuginfo",
    "--mlir-print-local-scope",
    "--no-implicit-module",
    "--mlir-print-assume-verified",
];

fuzz_target!(|data: &[u8]| {
    let Some((&sel, rest)) = data.split_first() else { return };
    let Ok(src) = std::str::from_utf8(rest) else { return };
    let args: Vec<String> = FLAGS
        .iter()
        .enumerate()
        .filter(|&(i, _)| if i == 0 { sel & 1 == 0 } else { sel & (1 << i) != 0 })
        .map(|(_, f)| f.to_string())
        .collect();
    let reg = oxir_fuzz::registrations();
    let opts = parse_args(&args).expect("valid flags");
    let out = run_on_text(reg, &opts, src);
    assert!(out.code == 0 || out.code == 1, "exit code {}", out.code);
});
