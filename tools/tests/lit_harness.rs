//! The lit harness itself (`oxir_tools::lit`): passing and failing RUN lines, what a failure
//! report shows (the command as run, the input chunk the error output points at, the output),
//! `not`, `%t`, files without RUN lines, empty directories, and a missing FileCheck (an error for
//! the RUN lines that need it, not a skip).

use oxir_tools::lit::{Lit, Report};
use std::path::PathBuf;

/// A fresh directory holding `files` (name, text).
fn test_dir(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("oxir-lit-harness-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temporary directory");
    for (file, text) in files {
        std::fs::write(dir.join(file), text).expect("test file written");
    }
    dir
}

fn lit() -> Lit {
    Lit::new().tool("oxir-opt", env!("CARGO_BIN_EXE_oxir-opt"))
}

fn run(name: &str, files: &[(&str, &str)]) -> Report {
    let dir = test_dir(name, files);
    let report = lit().run_dir(&dir);
    let _ = std::fs::remove_dir_all(&dir);
    report
}

const PASSING: &str = "\
// RUN: oxir-opt %s | FileCheck %s
// RUN: oxir-opt %s -o %t && FileCheck %s < %t
// RUN: not oxir-opt %s --no-such-flag

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    return
func.func @f() {
  return
}
";

#[test]
fn a_passing_file_passes() {
    let report = run("pass", &[("pass.mlir", PASSING)]);
    assert!(report.success(), "{report}");
    assert_eq!(report.passed(), 1);
    assert_eq!(report.files[0].runs, 3);
}

/// Three chunks; the CHECK of the second is wrong.
const FAILING_CHECK: &str = "\
// RUN: oxir-opt %s --split-input-file \\
// RUN:   | FileCheck %s

// CHECK-LABEL: func.func @first_chunk_marker
func.func @first_chunk_marker() {
  return
}

// -----

// CHECK-LABEL: func.func @second
// CHECK-NEXT:    arith.constant 7 : i32
func.func @second() -> i32 {
  %c = arith.constant 8 : i32
  return %c : i32
}

// -----

// CHECK-LABEL: func.func @third_chunk_marker
func.func @third_chunk_marker() {
  return
}
";

#[test]
fn a_failing_check_reports_the_command_the_chunk_and_the_output() {
    let report = run("check", &[("check.mlir", FAILING_CHECK)]);
    assert!(!report.success());
    let failures: Vec<_> = report.failures().collect();
    assert_eq!(failures.len(), 1, "{report}");
    let f = failures[0];
    assert_eq!(f.line, 1);
    assert_eq!(f.run, "oxir-opt %s --split-input-file | FileCheck %s");
    assert!(f.command.starts_with(env!("CARGO_BIN_EXE_oxir-opt")), "{}", f.command);
    assert!(f.command.contains("FileCheck "), "{}", f.command);
    // The chunk FileCheck points at (the failing CHECK-NEXT, line 12), and only that one.
    assert_eq!(f.chunks.len(), 1, "{report}");
    assert_eq!(f.chunks[0].first_line, 10);
    assert!(f.chunks[0].marked.contains(&12), "{:?}", f.chunks[0].marked);
    let text = report.to_string();
    assert!(text.contains("> 12 | // CHECK-NEXT:    arith.constant 7 : i32"), "{text}");
    assert!(text.contains("%c = arith.constant 8 : i32"), "{text}");
    assert!(!text.contains("  3 | // CHECK-LABEL: func.func @first_chunk_marker"), "{text}");
    assert!(!text.contains("| func.func @third_chunk_marker"), "{text}");
    // FileCheck's own error, with the output it scanned.
    assert!(text.contains("error: CHECK-NEXT: expected string not found in input"), "{text}");
    assert!(text.contains("as run: "), "{text}");
    assert!(text.contains("FAIL: "), "{text}");
}

const FAILING_DIAGNOSTICS: &str = "\
// RUN: oxir-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{custom op 'func.nope' is unknown}}
func.nope

// -----

func.func @f() {
  // expected-error@+1 {{this is not the message}}
  %0 = arith.addi %x, %x : i32
  return
}
";

#[test]
fn a_diagnostic_mismatch_shows_the_chunk_the_verifier_points_at() {
    let report = run("diag", &[("diag.mlir", FAILING_DIAGNOSTICS)]);
    let failures: Vec<_> = report.failures().collect();
    assert_eq!(failures.len(), 1, "{report}");
    let f = failures[0];
    assert_eq!(f.status, Some(1));
    assert_eq!(f.chunks.len(), 1, "{report}");
    assert_eq!(f.chunks[0].first_line, 7);
    let text = report.to_string();
    assert!(text.contains("expected error \"this is not the message\" was not produced"), "{text}");
    assert!(text.contains(">  9 |   // expected-error@+1 {{this is not the message}}"), "{text}");
    assert!(!text.contains("func.nope\n"), "{text}");
}

#[test]
fn a_missing_file_check_fails_the_lines_that_need_it() {
    let dir = test_dir(
        "nofilecheck",
        &[
            ("check.mlir", PASSING),
            ("diag.mlir", "// RUN: oxir-opt %s --verify-diagnostics\n\n// expected-error@+1 {{custom op 'func.y' is unknown}}\nfunc.y\n"),
        ],
    );
    let lit = lit().file_check(dir.join("no-FileCheck-here"));
    assert!(lit.find_file_check().is_err());
    let report = lit.run_dir(&dir);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(report.passed(), 1, "{report}");
    let failures: Vec<_> = report.failures().collect();
    // The two RUN lines with FileCheck fail; the `not oxir-opt` one and the other file pass.
    assert_eq!(failures.len(), 2, "{report}");
    for f in failures {
        assert!(f.message.as_deref().is_some_and(|m| m.starts_with("FileCheck not found")), "{f}");
        assert_eq!(f.status, None);
    }
    assert!(report.to_string().contains("error: FileCheck not found"), "{report}");
}

#[test]
fn a_file_without_run_lines_fails() {
    let report = run("norun", &[("norun.mlir", "// CHECK: nothing\nfunc.func @f() {\n  return\n}\n")]);
    assert!(!report.success());
    assert!(report.to_string().contains("no RUN line"), "{report}");
}

#[test]
fn an_exit_status_fails_without_file_check() {
    let report = run("status", &[("status.mlir", "// RUN: oxir-opt %s\n%0 = \"x.y\"() : () -> i32\n")]);
    let failures: Vec<_> = report.failures().collect();
    assert_eq!(failures.len(), 1, "{report}");
    assert_eq!(failures[0].status, Some(1));
    // The tool's diagnostic names line 2: that line is marked.
    assert!(report.to_string().contains("> 2 | %0 = \"x.y\"() : () -> i32"), "{report}");
}

#[test]
#[should_panic(expected = "no test files found")]
fn an_empty_directory_does_not_pass() {
    run("empty", &[("notes.txt", "// RUN: false\n")]).assert_passed();
}

#[test]
#[should_panic(expected = "lit: 0 passed, 1 failed")]
fn assert_passed_panics_with_the_report() {
    run("panics", &[("check.mlir", FAILING_CHECK)]).assert_passed();
}
