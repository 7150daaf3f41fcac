//! Robustness regressions: every input the fuzzers (`fuzz/`) found a crash, hang or blow-up with
//! lives in `tests/regressions/*.mlir`, and `oxir-opt` must handle each of them: exit 0 or 1
//! under several flag sets, never panic or hang, and when the input is accepted, printing it must
//! be a fixed point (custom and generic form); the passes named in a `// PASSES:` line of an input
//! run on it too. The limits of the parser (nesting depth, integer
//! widths, input and line sizes, forward references) are checked on generated inputs too big to
//! keep as files.

use oxir_tools::opt::{parse_args, run_on_text, Output};
use oxir_tools::Registrations;
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How long one run may take before it counts as a hang (generous: debug builds are slow).
const HANG: Duration = Duration::from_secs(120);

/// Runs `oxir-opt` with `flags` on `src` on a fresh thread (with the default, small stack), and
/// turns a panic or a hang into an error.
fn run_guarded(flags: &[&str], src: &str) -> Result<Output, String> {
    // Pass flags are known once the passes are registered, as oxir-opt's `main` does first.
    Registrations::all().register_global();
    let args: Vec<String> = flags.iter().map(|s| s.to_string()).collect();
    let opts = parse_args(&args).map_err(|e| format!("bad flags {flags:?}: {e}"))?;
    let (tx, rx) = mpsc::channel();
    let src = src.to_string();
    let handle = std::thread::spawn(move || {
        let out = run_on_text(&Registrations::all(), &opts, &src);
        let _ = tx.send(out);
    });
    match rx.recv_timeout(HANG) {
        Ok(out) => {
            let _ = handle.join();
            if out.code == 0 || out.code == 1 {
                Ok(out)
            } else {
                Err(format!("exit status {} with {flags:?}", out.code))
            }
        }
        Err(mpsc::RecvTimeoutError::Disconnected) => {
            let why = match handle.join() {
                Err(p) => p
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default(),
                Ok(()) => String::new(),
            };
            Err(format!("panicked with {flags:?}: {why}"))
        }
        Err(mpsc::RecvTimeoutError::Timeout) => Err(format!("no answer within {HANG:?} with {flags:?}")),
    }
}

/// Checks that printing `src` is a fixed point with `flags`: if it is accepted, its output is
/// accepted too and prints the same.
fn check_fixed_point(flags: &[&str], src: &str) -> Result<(), String> {
    let once = run_guarded(flags, src)?;
    if once.code != 0 {
        return Ok(());
    }
    let twice = run_guarded(flags, &once.stdout)?;
    if twice.code != 0 {
        return Err(format!("the output of {flags:?} is rejected:\n{}\n--- output\n{}", twice.stderr, once.stdout));
    }
    if twice.stdout != once.stdout {
        return Err(format!(
            "printing with {flags:?} is not a fixed point\n--- first\n{}\n--- second\n{}",
            once.stdout, twice.stdout
        ));
    }
    Ok(())
}

const U: &str = "--allow-unregistered-dialect";

#[test]
fn regression_inputs() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("regressions");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no regression inputs in {}", dir.display());
    let flag_sets: &[&[&str]] = &[
        &[U],
        &[U, "--split-input-file"],
        &[U, "--split-input-file", "--verify-diagnostics"],
        &[U, "--mlir-print-op-generic"],
        &[U, "--mlir-print-debuginfo"],
        &[U, "--mlir-print-debuginfo", "--mlir-print-local-scope"],
        &["--split-input-file"],
    ];
    let mut failures = Vec::new();
    for f in &files {
        // Inputs need not be UTF-8 (the fuzzers feed bytes); oxir-opt itself rejects those.
        let bytes = std::fs::read(f).expect("readable regression input");
        let src = String::from_utf8_lossy(&bytes);
        for flags in flag_sets {
            if let Err(e) = run_guarded(flags, &src) {
                failures.push(format!("{}: {e}", f.display()));
            }
        }
        // Inputs a pass fuzz target found name the passes in `// PASSES: <flags>` lines: each
        // runs as a flag set too (also with the verifier after each pass, as oxir-opt does).
        for line in src.lines().filter_map(|l| l.strip_prefix("// PASSES:")) {
            let mut flags = vec![U];
            flags.extend(line.split_whitespace());
            match run_guarded(&flags, &src) {
                Err(e) => failures.push(format!("{}: {e}", f.display())),
                // What the passes print must parse again, as the fuzz target checks.
                Ok(out) if out.code == 0 => match run_guarded(&[U], &out.stdout) {
                    Ok(again) if again.code == 0 => {}
                    Ok(again) => failures.push(format!(
                        "{}: the output of {flags:?} is rejected:\n{}\n--- output\n{}",
                        f.display(),
                        again.stderr,
                        out.stdout
                    )),
                    Err(e) => failures.push(format!("{}: reparsing the output of {flags:?}: {e}", f.display())),
                },
                Ok(_) => {}
            }
        }
        let split = src.contains("// -----");
        for printing in [None, Some("--mlir-print-op-generic"), Some("--mlir-print-debuginfo")] {
            let mut flags = vec![U];
            if split {
                flags.push("--split-input-file");
            }
            flags.extend(printing);
            if let Err(e) = check_fixed_point(&flags, &src) {
                failures.push(format!("{}: {e}", f.display()));
            }
        }
    }
    assert!(failures.is_empty(), "{} failure(s):\n{}", failures.len(), failures.join("\n\n"));
}

/// Runs `src` and expects a diagnostic containing `needle` (exit 1).
fn expect_error(what: &str, src: &str, needle: &str) {
    let out = run_guarded(&[U], src).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(out.code, 1, "{what}: expected an error, got exit 0");
    assert!(
        out.stderr.contains(needle),
        "{what}: expected '{needle}' in:\n{}",
        &out.stderr[..out.stderr.len().min(2000)]
    );
}

/// Runs `src` and expects it to be accepted.
fn expect_ok(what: &str, src: &str) -> Output {
    let out = run_guarded(&[U], src).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(out.code, 0, "{what}: expected success:\n{}", &out.stderr[..out.stderr.len().min(2000)]);
    out
}

const DEEP: usize = 100_000;

#[test]
fn nesting_deeper_than_the_limit_is_a_diagnostic() {
    let limit = oxir::parser::MAX_NESTING_DEPTH as usize;
    assert_eq!(limit, 10_000);
    let too_deep = "nesting is too deep";
    let n = DEEP;
    expect_error(
        "nested regions",
        &format!("{}{}", "\"t.op\"() ({\n".repeat(n), "}) : () -> ()\n".repeat(n)),
        too_deep,
    );
    expect_error("nested modules", &format!("{}{}", "module {\n".repeat(n), "}\n".repeat(n)), too_deep);
    expect_error(
        "nested arrays",
        &format!("\"t.op\"() {{a = {}{}}} : () -> ()", "[".repeat(n), "]".repeat(n)),
        too_deep,
    );
    expect_error(
        "nested dictionaries",
        &format!("\"t.op\"() {{a = {}1{}}} : () -> ()", "{a = ".repeat(n), "}".repeat(n)),
        too_deep,
    );
    expect_error("nested tuples", &format!("\"t.op\"() : () -> {}i32{}", "tuple<".repeat(n), ">".repeat(n)), too_deep);
    expect_error(
        "nested function types",
        &format!("\"t.op\"() : () -> {}i32{}", "((".repeat(n), ") -> ())".repeat(n)),
        too_deep,
    );
    expect_error(
        "nested complex types",
        &format!("\"t.op\"() : () -> {}i32{}", "complex<".repeat(n), ">".repeat(n)),
        too_deep,
    );
    expect_error(
        "nested dense literals",
        &format!("\"t.op\"() {{a = dense<{}1{}> : tensor<i32>}} : () -> ()", "[".repeat(n), "]".repeat(n)),
        too_deep,
    );
    expect_error(
        "nested fused locations",
        &format!("\"t.op\"() : () -> () loc({}{})", "fused[".repeat(n), "]".repeat(n)),
        too_deep,
    );
    expect_error(
        "nested callsite locations",
        &format!("\"t.op\"() : () -> () loc({}\"a\"{})", "callsite(".repeat(n), " at \"b\")".repeat(n)),
        too_deep,
    );
    expect_error(
        "nested affine expressions",
        &format!("\"t.op\"() {{a = affine_map<(d0) -> ({}d0{})>}} : () -> ()", "(".repeat(n), ")".repeat(n)),
        "nested too deeply",
    );
    // Just past the limit, and unbalanced input, are errors too.
    let m = limit + 1;
    expect_error(
        "limit + 1 arrays",
        &format!("\"t.op\"() {{a = {}{}}} : () -> ()", "[".repeat(m), "]".repeat(m)),
        too_deep,
    );
    expect_error("unclosed regions", &"\"t.op\"() ({\n".repeat(n), "");
    expect_error("unclosed brackets", &format!("\"t.op\"() {{a = {}", "[".repeat(n)), "");
    expect_error("a sea of parentheses", &"(".repeat(n), "");
}

#[test]
fn nesting_within_the_limit_parses_and_prints() {
    // Deep enough to overflow a 2 MiB thread stack without the parser's and printer's stack
    // growth, shallow enough for a debug build to print quickly.
    let n = 2_000;
    let src = format!("{}\"t.leaf\"() : () -> ()\n{}", "\"t.op\"() ({\n".repeat(n), "}) : () -> ()\n".repeat(n));
    let out = expect_ok("2,000 nested regions", &src);
    assert_eq!(out.stdout.matches("t.leaf").count(), 1);
    check_fixed_point(&[U], &src).unwrap();
    let attr = format!("\"t.op\"() {{a = {}{}}} : () -> ()", "[".repeat(n), "]".repeat(n));
    expect_ok("2,000 nested arrays", &attr);
    check_fixed_point(&[U, "--mlir-print-op-generic"], &attr).unwrap();
    let ty = format!("\"t.op\"() : () -> {}i32{}", "tuple<".repeat(n), ">".repeat(n));
    expect_ok("2,000 nested tuples", &ty);
    check_fixed_point(&[U], &ty).unwrap();
}

#[test]
fn integer_width_limits() {
    expect_ok("i16777215", "\"t.op\"() : () -> i16777215");
    expect_ok("si16777215", "\"t.op\"() : () -> si16777215");
    expect_error("i16777216", "\"t.op\"() : () -> i16777216", "integer bitwidth is limited to 16777215 bits");
    expect_error("ui16777216", "\"t.op\"() : () -> ui16777216", "integer bitwidth is limited to 16777215 bits");
    expect_error("i4294967296", "\"t.op\"() : () -> i4294967296", "");
    expect_error("i99999999999999999999999", "\"t.op\"() : () -> i99999999999999999999999", "");
    expect_error("a 100,000-digit literal", &format!("\"t.op\"() {{a = {} : i64}} : () -> ()", "9".repeat(DEEP)), "");
    expect_ok("a wide integer attribute", "\"t.op\"() {a = 1 : i16777215} : () -> ()");
}

#[test]
fn big_inputs_and_long_lines() {
    // 2,000,000 elements on one line.
    let line = format!("\"t.op\"() {{a = [{}]}} : () -> ()\n", vec!["1"; 2_000_000].join(", "));
    expect_ok("a 6 MB line", &line);
    // A 20 MB string.
    expect_ok("a 20 MB string", &format!("\"t.op\"() {{a = \"{}\"}} : () -> ()", "x".repeat(20_000_000)));
    // 200,000 ops, each using the previous one.
    let mut ops = String::from("%0 = \"t.c\"() : () -> i32\n");
    for i in 0..200_000 {
        ops += &format!("%{} = \"t.op\"(%{i}) : (i32) -> i32\n", i + 1);
    }
    expect_ok("200,000 ops", &ops);
    // A huge input that fails at its very end still reports the error.
    expect_error("an error after 200,000 ops", &(ops + "\"t.use\"(%nope) : (i32) -> ()\n"), "undeclared SSA value");
}

#[test]
fn forward_references_are_not_quadratic() {
    // Regression: each definition scanned every pending forward reference, so 100,000 forward
    // references took 25 s (now well under a second in release builds).
    let n = 100_000;
    let mut src = String::from("\"t.op\"() ({\n");
    for i in 0..n {
        src += &format!("  \"t.use\"(%v{i}) : (i32) -> ()\n");
    }
    for i in 0..n {
        src += &format!("  %v{i} = \"t.def\"() : () -> i32\n");
    }
    src += "}) : () -> ()\n";
    let start = Instant::now();
    expect_ok("100,000 forward references", &src);
    let took = start.elapsed();
    if !cfg!(debug_assertions) {
        assert!(took < Duration::from_secs(8), "100,000 forward references took {took:?}");
    }
    // A forward reference past the size of the group that defines it is still an error.
    expect_error(
        "forward reference to a missing result",
        "\"t.op\"() ({\n  \"t.use\"(%v#2) : (i32) -> ()\n  %v:2 = \"t.def\"() : () -> (i32, i32)\n}) : () -> ()",
        "reference to invalid result number",
    );
}
