//! `oxir-reduce` on planted failures: a grep for one op, a lowering pipeline that fails (run
//! through the built `oxir-opt` and `oxir-translate`), a user's dialect, mlir-reduce's
//! exit-status convention and options, the pass pipeline as a reduction, determinism.

use oxir::ods::prelude::*;
use oxir::pass::registry::{register_pass, PassInfo};
use oxir::pass::Pass;
use oxir::Diagnostic;
use oxir_macros::{dialect, op};
use oxir_tools::reduce::{self, ParseFlags, Reduced, Reducer, Tester};
use oxir_tools::{opt, Registrations};
use std::os::unix::fs::PermissionsExt;
use std::path::PathBuf;

/// `%y = toy.noise %x : i32`: a pure op of the user's dialect.
#[op(name = "toy.noise", traits(Pure, SameOperandsAndResultType), format = "$input attr-dict `:` type($result)")]
pub struct NoiseOp {
    #[operand(SIGNLESS_INTEGER_LIKE)]
    input: Value,
    #[result(SIGNLESS_INTEGER_LIKE)]
    result: Value,
}

/// `toy.crash %x : i32`: the op a user's compiler crashes on.
#[op(name = "toy.crash", format = "$input attr-dict `:` type($input)")]
pub struct CrashOp {
    #[operand(SIGNLESS_INTEGER_LIKE)]
    input: Value,
}

/// The user's dialect.
#[dialect(name = "toy", ops(NoiseOp, CrashOp))]
pub struct ToyDialect;

/// 53 ops: functions (one private and called twice, one unused), arithmetic chains, an
/// `scf.for`, an `scf.if` with two regions, a conditional branch to a block with an argument,
/// memref and math ops.
const BIG: &str = r#"
func.func private @helper(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  return %0 : i32
}
func.func @unused(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %a, %b : f32
  %1 = arith.mulf %0, %a : f32
  %2 = arith.subf %1, %b : f32
  return %2 : f32
}
func.func @main(%a: i32, %b: i32, %c: i1, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  %0 = arith.muli %a, %b : i32
  %1 = func.call @helper(%0) : (i32) -> i32
  %2 = arith.addi %1, %c7 : i32
  %3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %2) -> (i32) {
    %4 = arith.index_cast %i : index to i32
    %5 = arith.addi %acc, %4 : i32
    %6 = arith.xori %5, %a : i32
    scf.yield %6 : i32
  }
  %7 = scf.if %c -> (i32) {
    %8 = arith.subi %3, %b : i32
    %9 = arith.divsi %8, %a : i32
    %10 = arith.andi %9, %b : i32
    scf.yield %10 : i32
  } else {
    %11 = arith.ori %3, %a : i32
    scf.yield %11 : i32
  }
  %12 = arith.shli %7, %b : i32
  %13 = arith.cmpi slt, %12, %a : i32
  %14 = arith.select %13, %12, %a : i32
  cf.cond_br %c, ^bb1, ^bb2(%14 : i32)
^bb1:
  %15 = arith.remsi %14, %b : i32
  %16 = func.call @helper(%15) : (i32) -> i32
  cf.br ^bb2(%16 : i32)
^bb2(%17: i32):
  %18 = arith.maxsi %17, %a : i32
  %19 = arith.minsi %18, %b : i32
  %20 = arith.muli %19, %19 : i32
  %21 = arith.addi %20, %c7 : i32
  return %21 : i32
}
func.func @other(%p: memref<4xf32>, %i: index) -> f32 {
  %v = memref.load %p[%i] : memref<4xf32>
  %w = arith.addf %v, %v : f32
  memref.store %w, %p[%i] : memref<4xf32>
  %z = arith.negf %w : f32
  %y = math.absf %z : f32
  %s = math.sqrt %y : f32
  %t = arith.maximumf %s, %w : f32
  %u = arith.divf %t, %v : f32
  %q = arith.cmpf olt, %u, %y : f32
  %r = arith.select %q, %u, %t : f32
  return %r : f32
}
"#;

/// Writes an executable shell script named `name` (unique per test) with `body`.
fn script(name: &str, body: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("oxir-reduce-test-{}-{name}.sh", std::process::id()));
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// A script interesting (exit 1) when the candidate contains `needle`.
fn grep_script(name: &str, needle: &str) -> PathBuf {
    script(name, &format!("grep -q '{needle}' \"$1\" && exit 1\nexit 0"))
}

fn args(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

/// The ops of `text` (with the module) as `reg` parses it, which must succeed.
fn op_names(reg: &Registrations, text: &str) -> Vec<String> {
    let mut ctx = reg.new_context(false);
    let top = oxir::parser::parse_source(&mut ctx, text, &Default::default()).expect("the output parses");
    oxir::verifier::verify(&ctx, top).expect("the output verifies");
    let mut names = Vec::new();
    ctx.walk_ops_pre_order(top, &mut |op| {
        names.push(ctx.op_name_text(op).to_string());
        oxir::WalkResult::Advance
    });
    names
}

/// Reduces `input` with the steps `flags` give (in-process, through the library).
fn reduce_with(reg: &Registrations, input: &str, flags: &[&str]) -> Reduced {
    reg.register_global();
    let opts = reduce::parse_args(&args(flags)).unwrap();
    reduce::reduce_text(reg, &opts, input).unwrap()
}

#[test]
fn the_input_has_more_than_fifty_ops() {
    assert!(op_names(&Registrations::all(), BIG).len() > 50);
}

#[test]
fn a_grep_for_one_op_reduces_to_that_op_in_few_tests() {
    let test = grep_script("grep-divsi", "arith.divsi");
    let reduced = reduce_with(&Registrations::all(), BIG, &[&format!("--test={}", test.display())]);
    let names = op_names(&Registrations::all(), &reduced.text);
    assert_eq!(names, ["builtin.module", "func.func", "arith.divsi", "func.return"], "{}", reduced.text);
    assert!(reduced.test_runs < 120, "{} test runs", reduced.test_runs);
}

#[test]
fn an_op_inside_a_region_is_inlined_out_of_it() {
    let test = grep_script("grep-andi", "arith.andi");
    let reduced = reduce_with(&Registrations::all(), BIG, &[&format!("--test={}", test.display())]);
    assert_eq!(
        op_names(&Registrations::all(), &reduced.text),
        ["builtin.module", "func.func", "arith.andi", "func.return"]
    );
}

#[test]
fn a_failing_lowering_pipeline_reduces_to_the_op_it_cannot_lower() {
    // The planted failure: after `convert-to-llvm`, translating to LLVM IR fails on what the
    // conversion left (the scf ops, which need `convert-scf-to-cf` first).
    let body = format!(
        "{} --convert-to-llvm --reconcile-unrealized-casts \"$1\" 2>/dev/null | {} --mlir-to-llvmir 2>&1 >/dev/null \
         | grep -q 'cannot be converted to LLVM IR' && exit 1\nexit 0",
        env!("CARGO_BIN_EXE_oxir-opt"),
        env!("CARGO_BIN_EXE_oxir-translate")
    );
    let test = script("lowering", &body);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_oxir-reduce"))
        .arg("-")
        .arg(format!("--reduction-tree=traversal-mode=0 test={}", test.display()))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().unwrap().write_all(BIG.as_bytes())?;
            child.wait_with_output()
        })
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let names = op_names(&Registrations::all(), &text);
    assert!(names.len() <= 6, "{text}");
    assert!(names.iter().any(|n| n.starts_with("scf.")), "{text}");
    // Still interesting: the reduced case fails the same way.
    let path = std::env::temp_dir().join(format!("oxir-reduce-test-{}-lowered.mlir", std::process::id()));
    std::fs::write(&path, &text).unwrap();
    let status = std::process::Command::new(&test).arg(&path).status().unwrap();
    assert_eq!(status.code(), Some(1));
}

/// A deliberately broken pass: it panics on an `arith.remsi` whose dividend an `arith.select`
/// computes (the shape of a real crash: one op, seen through its operand's producer).
struct BrokenPass;

const PLANTED: &str = "planted crash in broken-pass";

impl Pass for BrokenPass {
    fn name(&self) -> &'static str {
        "BrokenPass"
    }
    fn argument(&self) -> &'static str {
        "broken-pass"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        ctx.walk_ops_pre_order(op, &mut |o| {
            let dividend = (ctx.op_name_text(o) == "arith.remsi").then(|| ctx.operand(o, 0));
            if dividend.and_then(|v| ctx.defining_op(v)).is_some_and(|d| ctx.op_name_text(d) == "arith.select") {
                panic!("{PLANTED}");
            }
            oxir::WalkResult::Advance
        });
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(BrokenPass)
    }
}

#[test]
fn a_crash_of_a_broken_pass_reduces_to_the_ops_it_needs() {
    let reg = Registrations::all().passes(|| {
        register_pass(PassInfo { argument: "broken-pass", description: "Crashes", create: || Box::new(BrokenPass) })
    });
    reg.register_global();
    // Keep the planted panics out of the test's output.
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if info.payload().downcast_ref::<String>().is_none_or(|m| m != PLANTED) {
            previous(info)
        }
    }));
    let crashes = {
        let reg = reg.clone();
        move |text: &str| {
            let run = || opt::run_with(&reg, &args(&["-", "--broken-pass"]), Some(text));
            Ok(std::panic::catch_unwind(std::panic::AssertUnwindSafe(run)).is_err())
        }
    };
    let mut reducer = Reducer::new(&reg, ParseFlags::default(), Tester::from_fn(crashes));
    let reduced = reducer.reduction_tree(BIG).unwrap();
    assert_eq!(
        op_names(&reg, &reduced),
        ["builtin.module", "func.func", "arith.select", "arith.remsi", "func.return"],
        "{reduced}"
    );
    assert!(reducer.test_runs() < 120, "{} test runs", reducer.test_runs());
}

const TOY: &str = "\
func.func @f(%x: i32, %y: i32) -> i32 {
  %0 = toy.noise %x : i32
  %1 = arith.addi %0, %y : i32
  %2 = toy.noise %1 : i32
  %3 = arith.muli %2, %2 : i32
  toy.crash %3 : i32
  %4 = toy.noise %3 : i32
  return %4 : i32
}
";

#[test]
fn a_users_dialect_is_reduced_through_the_users_registrations() {
    let mine = Registrations::all().dialect(|ctx| ctx.load_dialect::<ToyDialect>()).tool_name("toy-reduce");
    let test = grep_script("grep-toy", "toy.crash");
    let flag = format!("--test={}", test.display());
    let out = reduce::run_with(&mine, &args(&["-", &flag]), Some(TOY));
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(op_names(&mine, &out.stdout), ["builtin.module", "func.func", "toy.crash", "func.return"]);
    assert!(out.stdout.contains("toy.crash %arg0 : i32"), "{}", out.stdout);
    // The stock tool does not know the dialect.
    let stock = reduce::run_with(&Registrations::all(), &args(&["-", &flag]), Some(TOY));
    assert_eq!(stock.code, 1);
    assert!(stock.stderr.contains("toy.noise"), "{}", stock.stderr);
}

#[test]
fn exit_status_zero_means_uninteresting_and_non_zero_interesting() {
    let never = script("never", "exit 0");
    let out = reduce::run_with(&Registrations::all(), &args(&["-", &format!("--test={}", never.display())]), Some(BIG));
    assert_eq!(out.code, 1);
    assert!(out.stderr.contains("uninterested module will not be reduced"), "{}", out.stderr);
    let always = script("always", "exit 3");
    let flag = format!("--reduction-tree=test={}", always.display());
    let out = reduce::run_with(&Registrations::all(), &args(&["-", &flag]), Some(BIG));
    assert_eq!((out.code, out.stdout.as_str()), (0, "module {\n}\n"), "{}", out.stderr);
}

#[test]
fn test_args_come_before_the_candidate_path() {
    let test = script(
        "args",
        "[ \"$#\" = 3 ] && [ \"$1\" = alpha ] && [ \"$2\" = beta ] && grep -q arith.divsi \"$3\" && exit 1\nexit 0",
    );
    for flags in [
        format!("--reduction-tree=test={} test-arg=alpha test-arg=beta", test.display()),
        format!("--reduction-tree='traversal-mode=0 test={} test-arg=alpha,beta'", test.display()),
    ] {
        let reduced = reduce_with(&Registrations::all(), BIG, &[&flags]);
        assert_eq!(op_names(&Registrations::all(), &reduced.text).len(), 4, "{flags}: {}", reduced.text);
    }
    let reduced = reduce_with(
        &Registrations::all(),
        BIG,
        &[&format!("--test={}", test.display()), "--test-arg=alpha", "--test-arg=beta"],
    );
    assert_eq!(op_names(&Registrations::all(), &reduced.text).len(), 4);
    // A quoted test argument with a space stays one argument.
    let spaced =
        script("spaced", "[ \"$#\" = 2 ] && [ \"$1\" = 'a b' ] && grep -q arith.divsi \"$2\" && exit 1\nexit 0");
    let flags = format!("--reduction-tree=test={} test-arg='a b'", spaced.display());
    let reduced = reduce_with(&Registrations::all(), BIG, &[&flags]);
    assert_eq!(op_names(&Registrations::all(), &reduced.text).len(), 4);
}

#[test]
fn a_pass_pipeline_is_a_reduction() {
    let input = "\
func.func private @dead1()
func.func private @dead2(%x: i32) -> i32 {
  return %x : i32
}
func.func @keep() {
  return
}
";
    let test = grep_script("grep-keep", "@keep");
    let flag = format!("--opt-reduction-pass=opt-pass=symbol-dce test={}", test.display());
    let reduced = reduce_with(&Registrations::all(), input, &[&flag]);
    assert_eq!(reduced.text, "module {\n  func.func @keep() {\n    return\n  }\n}\n");
    // A pipeline whose result is not interesting is not kept.
    let test = grep_script("grep-dead", "@dead1");
    let flag = format!("--opt-reduction-pass=opt-pass=symbol-dce test={}", test.display());
    let reduced = reduce_with(&Registrations::all(), input, &[&flag]);
    assert!(reduced.text.contains("@dead1") && reduced.text.contains("@dead2"), "{}", reduced.text);
}

#[test]
fn reduction_is_deterministic() {
    let test = grep_script("grep-remsi", "arith.remsi");
    let flag = format!("--test={}", test.display());
    let first = reduce_with(&Registrations::all(), BIG, &[&flag]);
    let second = reduce_with(&Registrations::all(), BIG, &[&flag]);
    assert_eq!(first, second);
}

#[test]
fn options_are_checked() {
    let run = |flags: &[&str]| reduce::run_with(&Registrations::all(), &args(flags), Some(BIG));
    let out = run(&["-", "--reduction-tree=traversal-mode=1 test=/bin/true"]);
    assert_eq!((out.code, out.stderr.as_str()), (1, "oxir-reduce: unsupported traversal mode detected\n"));
    let out = run(&["-", "--reduction-tree=traversal-mode=0"]);
    assert_eq!(out.code, 1);
    assert!(out.stderr.contains("needs an interestingness test"), "{}", out.stderr);
    let out = run(&["-", "--reduction-tree=colour=red test=/bin/true"]);
    assert!(out.stderr.contains("no such option 'colour'"), "{}", out.stderr);
    // The input's errors are diagnostics, as oxir-opt prints them.
    let bad = reduce::run_with(&Registrations::all(), &args(&["-", "--test=/bin/true"]), Some("func.func @f() {\n"));
    assert_eq!(bad.code, 1);
    assert!(bad.stderr.starts_with("<stdin>:1:17: error: "), "{}", bad.stderr);
    // Without a reduction, the input is printed back, as mlir-reduce does.
    let out = run(&["-"]);
    assert_eq!(out.code, 0);
    assert!(out.stdout.starts_with("module {\n  func.func private @helper"), "{}", out.stdout);
}

#[test]
fn split_input_chunks_are_reduced_on_their_own() {
    let input = "\
func.func @a(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  %1 = arith.divsi %0, %x : i32
  return %1 : i32
}
// -----
func.func @b(%x: i32) {
  %0 = arith.addi %x, %x : i32
  %1 = arith.divsi %0, %x : i32
  return
}
";
    let test = grep_script("grep-split", "arith.divsi");
    let flag = format!("--test={}", test.display());
    let out = reduce::run_with(&Registrations::all(), &args(&["-", "--split-input-file", &flag]), Some(input));
    assert_eq!(out.code, 0, "{}", out.stderr);
    // An error in the second chunk is reported at its line in the whole file.
    let broken = input.replace("arith.addi %x, %x : i32", "arith.addi %x : i32");
    let bad = reduce::run_with(&Registrations::all(), &args(&["-", "--split-input-file", &flag]), Some(&broken));
    assert_eq!(bad.code, 1);
    assert!(bad.stderr.starts_with("<stdin>:8:"), "{}", bad.stderr);
    let chunks: Vec<&str> = out.stdout.split("// -----\n").collect();
    assert_eq!(chunks.len(), 2, "{}", out.stdout);
    for (chunk, name) in chunks.iter().zip(["func.func", "func.func"]) {
        assert_eq!(op_names(&Registrations::all(), chunk), ["builtin.module", name, "arith.divsi", "func.return"]);
    }
}

#[test]
fn the_pass_pipeline_form_runs_the_reduction_passes() {
    let test = grep_script("grep-pipeline", "arith.divsi");
    let tree = format!("--reduction-tree=traversal-mode=0 test={}", test.display());
    let pipeline =
        format!("--pass-pipeline=builtin.module(reduction-tree{{traversal-mode=0 test={}}})", test.display());
    let by_flag = reduce_with(&Registrations::all(), BIG, &[&tree]);
    let by_pipeline = reduce_with(&Registrations::all(), BIG, &[&pipeline]);
    assert_eq!(by_flag, by_pipeline);
    // Both passes, in order, with test arguments.
    let grep = script("grep-arg", "grep -q \"$1\" \"$2\" && exit 1\nexit 0");
    let both = format!(
        "--pass-pipeline='builtin.module(opt-reduction-pass{{opt-pass=symbol-dce test={0} test-arg=arith.remsi}},\
         reduction-tree{{traversal-mode=0 test={0} test-arg=arith.remsi}})'",
        grep.display()
    );
    let opts = reduce::parse_args(&args(&[&both])).unwrap();
    assert_eq!(opts.steps.len(), 2);
    assert!(
        matches!(&opts.steps[0], reduce::Step::OptReduction { pipeline, test } if pipeline == "symbol-dce" && test.args == ["arith.remsi"])
    );
    let reduced = reduce_with(&Registrations::all(), BIG, &[&both]);
    assert_eq!(
        op_names(&Registrations::all(), &reduced.text),
        ["builtin.module", "func.func", "arith.remsi", "func.return"]
    );
    // What it rejects.
    let run = |flag: &str| reduce::run_with(&Registrations::all(), &args(&["-", flag]), Some(BIG));
    let out = run("--pass-pipeline=builtin.module(canonicalize)");
    assert_eq!(out.code, 1);
    assert!(out.stderr.contains("'canonicalize' is not a reduction pass"), "{}", out.stderr);
    let out = run("--pass-pipeline=reduction-tree{test=/bin/true}");
    assert!(out.stderr.contains("'builtin.module(...)'"), "{}", out.stderr);
    let out = run("--pass-pipeline=builtin.module(reduction-tree{traversal-mode=2 test=/bin/true})");
    assert_eq!(out.stderr, "oxir-reduce: unsupported traversal mode detected\n");
    let out = run("--pass-pipeline=builtin.module(reduction-tree{test=/bin/true)");
    assert_eq!(out.code, 1, "{}", out.stderr);
}

#[test]
fn unused_function_arguments_and_results_are_removed() {
    let input = "\
func.func private @f(%x: i32, %unused: f32, %y: i32) -> (i32, f32) {
  %0 = arith.muli %x, %y : i32
  %1 = arith.constant 1.0 : f32
  return %0, %1 : i32, f32
}
func.func @g(%a: i32, %b: f32) -> i32 {
  %0:2 = func.call @f(%a, %b, %a) : (i32, f32, i32) -> (i32, f32)
  return %0#0 : i32
}
";
    let test = script("muli-and-call", "grep -q arith.muli \"$1\" && grep -q 'call @f' \"$1\" && exit 1\nexit 0");
    let reduced = reduce_with(&Registrations::all(), input, &[&format!("--test={}", test.display())]);
    let text = &reduced.text;
    assert!(text.contains("func.func private @f(%arg0: i32, %arg1: i32) {"), "{text}");
    assert!(text.contains("func.func @g(%arg0: i32) {"), "{text}");
    assert!(text.contains("call @f(%arg0, %arg0) : (i32, i32) -> ()"), "{text}");
    assert_eq!(
        op_names(&Registrations::all(), text),
        ["builtin.module", "func.func", "arith.muli", "func.return", "func.func", "func.call", "func.return"]
    );
    // A function whose symbol is used other than by calls keeps its signature.
    let referenced = "\
func.func private @h(%x: i32, %unused: f32) -> i32 {
  %0 = arith.muli %x, %x : i32
  return %0 : i32
}
func.func @k(%a: i32, %b: f32) -> i32 {
  %r = func.call @h(%a, %b) : (i32, f32) -> i32
  %f = func.constant @h : (i32, f32) -> i32
  %s = func.call_indirect %f(%a, %b) : (i32, f32) -> i32
  %t = arith.addi %r, %s : i32
  return %t : i32
}
";
    let test = script("keeps-signature", "grep -q 'constant @h' \"$1\" && grep -q arith.muli \"$1\" && exit 1\nexit 0");
    let reduced = reduce_with(&Registrations::all(), referenced, &[&format!("--test={}", test.display())]);
    assert!(reduced.text.contains("func.func private @h(%arg0: i32, %arg1: f32) -> i32"), "{}", reduced.text);
}
