//! `oxir-translate` and `oxir-run` run in-process: object and assembly output, the runner's result
//! printing and its error messages (`mlir-runner`'s words), translation errors and
//! `--verify-diagnostics`.

use oxir_tools::{run, translate};

fn args(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

const PROGRAM: &str = r#"
llvm.func @answer() -> i32 {
  %0 = llvm.mlir.constant(42 : i32) : i32
  llvm.return %0 : i32
}
llvm.func @big() -> i64 {
  %0 = llvm.mlir.constant(-5000000000 : i64) : i64
  llvm.return %0 : i64
}
llvm.func @half() -> f32 {
  %0 = llvm.mlir.constant(0.5 : f32) : f32
  llvm.return %0 : f32
}
llvm.func @takes(%a: i32) -> i32 {
  llvm.return %a : i32
}
llvm.func @missing() -> i32
"#;

/// A program using a symbol nobody defines: the whole module fails to link, as with mlir-runner.
const MISSING: &str = r#"
llvm.func @missing() -> i32
llvm.func @calls_missing() -> i32 {
  %0 = llvm.call @missing() : () -> i32
  llvm.return %0 : i32
}
"#;

fn run_program(list: &[&str]) -> oxir_tools::opt::Output {
    let mut a = args(list);
    a.push("-".into());
    run::run(&a, Some(PROGRAM))
}

#[test]
fn runner_prints_results_as_mlir_runner() {
    let out = run_program(&["-e", "answer", "--entry-point-result=i32"]);
    assert_eq!((out.stdout.as_str(), out.code), ("42\n", 0), "{}", out.stderr);
    let out = run_program(&["-e", "big", "--entry-point-result=i64", "-O3"]);
    assert_eq!((out.stdout.as_str(), out.code), ("-5000000000\n", 0), "{}", out.stderr);
    // f32 is the default result type, printed as LLVM's raw_ostream prints a double.
    let out = run_program(&["-e", "half"]);
    assert_eq!((out.stdout.as_str(), out.code), ("5.000000e-01\n", 0), "{}", out.stderr);
}

#[test]
fn runner_errors_use_mlir_runner_messages() {
    let cases: [(&[&str], &str); 5] = [
        (&["-e", "nope", "--entry-point-result=i32"], "Error: entry point not found\n"),
        (&["-e", "missing", "--entry-point-result=i32"], "Error: entry point not found\n"),
        (&["-e", "takes", "--entry-point-result=i32"], "Error: JIT can't invoke a main function expecting arguments\n"),
        (&["-e", "answer", "--entry-point-result=i64"], "Error: only single i64 function result supported\n"),
        (&["-e", "answer", "--entry-point-result=bf16"], "Error: unsupported function type\n"),
    ];
    for (a, want) in cases {
        let out = run_program(a);
        assert_eq!((out.stderr.as_str(), out.code), (want, 1), "{a:?}");
    }
    let out = run::run(&args(&["-e", "calls_missing", "--entry-point-result=i32", "-"]), Some(MISSING));
    assert_eq!(out.code, 1);
    assert!(out.stderr.contains("Symbols not found: [ missing ]"), "{}", out.stderr);
}

#[test]
fn runner_reports_parse_errors() {
    let out = run::run(&args(&["-"]), Some("llvm.func @f() {\n  llvm.bogus\n}\n"));
    assert_eq!(out.code, 1);
    assert!(out.stderr.contains("<stdin>:2:3: error:"), "{}", out.stderr);
    assert!(out.stderr.ends_with("could not parse the input IR\n"), "{}", out.stderr);
}

#[test]
fn translate_emits_objects_and_assembly() {
    let dir = std::env::temp_dir().join(format!("oxir-translate-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("in.mlir");
    std::fs::write(&input, PROGRAM).unwrap();
    let obj = dir.join("out.o");
    let out = translate::run(
        &args(&["--mlir-to-llvmir", "--emit=obj", "-O2", input.to_str().unwrap(), "-o", obj.to_str().unwrap()]),
        None,
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let bytes = std::fs::read(&obj).unwrap();
    assert_eq!(&bytes[..4], b"\x7fELF");
    let asm = dir.join("out.s");
    let out = translate::run(
        &args(&["--mlir-to-llvmir", "--emit=asm", input.to_str().unwrap(), "-o", asm.to_str().unwrap()]),
        None,
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let text = std::fs::read_to_string(&asm).unwrap();
    assert!(text.contains("answer:"), "{text}");
    let out = translate::run(&args(&["--mlir-to-llvmir", "--emit=obj", input.to_str().unwrap()]), None);
    assert_eq!(out.code, 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn translate_errors_and_split_files() {
    let out = translate::run(&args(&["--mlir-to-llvmir", "-"]), Some("func.func @f() {\n  return\n}\n"));
    assert_eq!(out.code, 1);
    assert!(out.stderr.starts_with("<stdin>:1:1: error: cannot be converted to LLVM IR"), "{}", out.stderr);
    // Each chunk is its own module; outputs follow each other.
    let src = "llvm.func @a()\n// -----\nllvm.func @b()\n";
    let out = translate::run(&args(&["--mlir-to-llvmir", "-split-input-file", "-"]), Some(src));
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(out.stdout.matches("; ModuleID = 'LLVMDialectModule'").count(), 2);
    assert!(out.stdout.contains("declare void @a()") && out.stdout.contains("declare void @b()"));
    let src = "// expected-error @below{{cannot be converted to LLVM IR}}\nfunc.func @f() {\n  return\n}\n";
    let out = translate::run(&args(&["--mlir-to-llvmir", "--verify-diagnostics", "-"]), Some(src));
    assert_eq!(out.code, 0, "{}", out.stderr);
    let out = translate::run(&args(&["-"]), Some(""));
    assert_eq!(out.code, 1);
}

/// LLVM IR with PHIs, a switch, a struct GEP and a global, imported and then run.
const LLVM_IR: &str = r#"
@base = internal global i64 100
define i64 @pick(i32 %k) {
entry:
  switch i32 %k, label %other [
    i32 1, label %one
    i32 2, label %two
  ]
one:
  br label %done
two:
  br label %done
other:
  br label %done
done:
  %v = phi i64 [ 10, %one ], [ 20, %two ], [ 30, %other ]
  ret i64 %v
}
define i64 @main() {
  %s = alloca { i32, i64 }, align 8
  %f = getelementptr inbounds { i32, i64 }, ptr %s, i32 0, i32 1
  %a = call i64 @pick(i32 2)
  store i64 %a, ptr %f, align 8
  %b = load i64, ptr %f, align 8
  %g = load i64, ptr @base, align 8
  %c = call i64 @pick(i32 7)
  %sum = add nsw i64 %b, %g
  %r = add i64 %sum, %c
  ret i64 %r
}
"#;

#[test]
fn import_llvm_then_run() {
    let out = translate::run(&args(&["--import-llvm", "-"]), Some(LLVM_IR));
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("llvm.switch %arg0 : i32, ^bb3 ["), "{}", out.stdout);
    assert!(out.stdout.contains("^bb4(%"), "{}", out.stdout);
    let run = run::run(&args(&["-e", "main", "--entry-point-result=i64", "-"]), Some(&out.stdout));
    assert_eq!((run.stdout.as_str(), run.code), ("150\n", 0), "{}", run.stderr);
    let bad = translate::run(&args(&["--import-llvm", "-"]), Some("define i32 @f( {"));
    assert_eq!(bad.code, 1);
}
