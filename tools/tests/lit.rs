//! Runs the lit-style tests in `tests/lit/**/*.mlir`, as LLVM's `lit` would: each `// RUN:` line
//! (continued with a trailing `\`) is a shell pipeline where `%s` is the test file, `oxir-opt` is
//! the tool built here, `not` inverts an exit status, and `FileCheck` is LLVM's (from
//! `/usr/lib/llvm-22/bin` or `PATH`). A test passes when every RUN line exits 0.
//!
//! With `OXIR_LIT_TOOL=/usr/lib/llvm-22/bin/mlir-opt`, the RUN lines run MLIR's tool instead of
//! `oxir-opt`: the tests are written to pass with both, which keeps their expectations honest.
//!
//! `oxir-translate` and `oxir-run` are ours too; with `OXIR_LIT_TOOL` set they become the
//! `mlir-translate` and `mlir-runner` next to that `mlir-opt`. `%mlir_runner_utils` and
//! `%mlir_c_runner_utils` name MLIR's runtime libraries for `--shared-libs=` (empty for oxir-run,
//! whose runtime is built in).

use std::path::{Path, PathBuf};
use std::process::Command;

fn file_check() -> Option<PathBuf> {
    let llvm = PathBuf::from("/usr/lib/llvm-22/bin/FileCheck");
    if llvm.exists() {
        return Some(llvm);
    }
    let out = Command::new("sh").arg("-c").arg("command -v FileCheck").output().ok()?;
    let p = String::from_utf8(out.stdout).ok()?.trim().to_string();
    (!p.is_empty()).then(|| PathBuf::from(p))
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|x| x == "mlir") {
            out.push(p);
        }
    }
}

fn run_lines(text: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut current = String::new();
    for l in text.lines() {
        let Some(rest) = l.trim_start().strip_prefix("// RUN:") else { continue };
        let rest = rest.trim();
        if let Some(cont) = rest.strip_suffix('\\') {
            current.push_str(cont);
            current.push(' ');
        } else {
            current.push_str(rest);
            lines.push(std::mem::take(&mut current));
        }
    }
    lines
}

/// Replaces `word` where it stands alone (not followed by a letter, digit, `-` or `_`).
fn replace_word(text: &str, word: &str, by: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find(word) {
        let after = rest[i + word.len()..].chars().next();
        out.push_str(&rest[..i]);
        if after.is_some_and(|c| c.is_alphanumeric() || c == '-' || c == '_') {
            out.push_str(word);
        } else {
            out.push_str(by);
        }
        rest = &rest[i + word.len()..];
    }
    out.push_str(rest);
    out
}

#[test]
fn lit() {
    let Some(filecheck) = file_check() else {
        eprintln!("FileCheck not found (install llvm-22-dev); skipping the lit tests");
        return;
    };
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/lit");
    let mut files = Vec::new();
    collect(&root, &mut files);
    files.sort();
    assert!(!files.is_empty(), "no lit tests found under {}", root.display());
    let opt = std::env::var("OXIR_LIT_TOOL").unwrap_or_else(|_| env!("CARGO_BIN_EXE_oxir-opt").to_string());
    let mlir_dir = std::env::var("OXIR_LIT_TOOL").ok().and_then(|t| Path::new(&t).parent().map(Path::to_path_buf));
    let sibling = |name: &str, ours: &str| match &mlir_dir {
        Some(d) => d.join(name).display().to_string(),
        None => ours.to_string(),
    };
    let translate = sibling("mlir-translate", env!("CARGO_BIN_EXE_oxir-translate"));
    let runner = sibling("mlir-runner", env!("CARGO_BIN_EXE_oxir-run"));
    let runtime_lib = |name: &str| match &mlir_dir {
        Some(d) => d.join("../lib").join(format!("lib{name}.so.22.1")).display().to_string(),
        None => String::new(),
    };
    let mut failures = Vec::new();
    let mut failed_files = std::collections::BTreeSet::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable test file");
        let runs = run_lines(&text);
        assert!(!runs.is_empty(), "{} has no RUN line", f.display());
        for run in runs {
            // `oxir-run` first, through a placeholder: the other tools' paths contain no word
            // `oxir-run`, but the runner's own path does.
            let cmd = replace_word(&run, "oxir-run", "\u{1}RUNNER\u{1}")
                .replace("%s", &f.display().to_string())
                .replace("%mlir_c_runner_utils", &runtime_lib("mlir_c_runner_utils"))
                .replace("%mlir_runner_utils", &runtime_lib("mlir_runner_utils"))
                .replace("oxir-opt", &opt)
                .replace("oxir-translate", &translate)
                .replace("FileCheck", &filecheck.display().to_string())
                .replace("\u{1}RUNNER\u{1}", &runner);
            let script = format!("set -o pipefail\nnot() {{ ! \"$@\"; }}\n{cmd}\n");
            let out = Command::new("bash").arg("-c").arg(&script).output().expect("bash runs");
            if !out.status.success() {
                failed_files.insert(f.clone());
                failures.push(format!(
                    "{}\n  RUN: {run}\n{}{}",
                    f.display(),
                    String::from_utf8_lossy(&out.stdout),
                    String::from_utf8_lossy(&out.stderr)
                ));
            }
        }
    }
    println!("lit: {} passed, {} failed", files.len() - failed_files.len(), failed_files.len());
    assert!(failures.is_empty(), "lit failures:\n{}", failures.join("\n"));
}
