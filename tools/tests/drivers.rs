//! The drivers as a library: a user's dialect, pass, translations, LLVM translation and runtime
//! function, registered with `Registrations`, reach every flag of `oxir-opt`, `oxir-translate`
//! and `oxir-run` (run in-process through `run_with`, as a user's tests would).

use oxir::ods::prelude::*;
use oxir::pass::registry::{register_pass, PassInfo};
use oxir::pass::statistics::Statistic;
use oxir::pass::Pass;
use oxir::rewrite::greedy::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig};
use oxir::rewrite::{OpRewritePattern, PatternRewriter, RewritePattern};
use oxir::Diagnostic;
use oxir_dialects::arith::MulIOp;
use oxir_macros::{dialect, op};
use oxir_target_llvm::translate::llvm_c::{Opcode, Val};
use oxir_target_llvm::translate::{ModuleTranslation, TranslationInterface};
use oxir_tools::{opt, run, translate, Registrations, Translated, Translation};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

/// `%y = demo.square %x : i32`: `x * x`.
#[op(name = "demo.square", traits(Pure, SameOperandsAndResultType), format = "$input attr-dict `:` type($result)")]
pub struct SquareOp {
    #[operand(SIGNLESS_INTEGER_LIKE)]
    input: Value,
    #[result(SIGNLESS_INTEGER_LIKE)]
    result: Value,
}

/// The demo dialect.
#[dialect(name = "demo", ops(SquareOp))]
pub struct DemoDialect;

/// `demo.square %x` is `arith.muli %x, %x`.
struct SquareToMul;

impl OpRewritePattern for SquareToMul {
    type Op = SquareOp;
    fn match_and_rewrite(&self, op: SquareOp, rewriter: &mut PatternRewriter<'_>) -> bool {
        let (x, loc) = (op.input(rewriter.ctx()), rewriter.ctx().op_loc(op.op()));
        rewriter.set_insertion_point(op.op());
        let mul = MulIOp::build(rewriter, loc, x, x);
        rewriter.replace_op(op, &[mul.into()]).is_ok()
    }
}

/// `demo-square-to-mul`: every `demo.square` of a function becomes an `arith.muli`.
#[derive(Clone, Default)]
struct SquareToMulPass {
    squares: u64,
}

impl Pass for SquareToMulPass {
    fn name(&self) -> &'static str {
        "SquareToMul"
    }
    fn argument(&self) -> &'static str {
        "demo-square-to-mul"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let patterns = FrozenPatternSet::new(vec![Box::new(SquareToMul) as Box<dyn RewritePattern>]);
        let stats = apply_patterns_greedily(ctx, op, &patterns, &GreedyConfig::default())?;
        self.squares += stats.rewrites;
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(SquareToMulPass::default())
    }
    fn statistics(&self) -> Vec<Statistic> {
        vec![Statistic::new("num-squares", "Number of squares rewritten", self.squares)]
    }
}

fn register_demo_passes() {
    register_pass(PassInfo {
        argument: "demo-square-to-mul",
        description: "Rewrite demo.square into arith.muli",
        create: || Box::new(SquareToMulPass::default()),
    });
}

/// `demo.square` straight to LLVM IR (`mul`), for `--mlir-to-llvmir` and the JIT.
struct DemoToLlvm;

impl TranslationInterface for DemoToLlvm {
    fn convert_operation(&self, op: OpRef, t: &mut ModuleTranslation<'_, '_>) -> Result<Vec<Val>, Diagnostic> {
        let x = t.value(op, t.ctx.operand(op, 0))?;
        let v = t.ir.binop(Opcode::LLVMMul, x, x);
        let r = t.ctx.result(op, 0);
        t.map_value(r, v);
        Ok(vec![v])
    }
}

// ANCHOR: runtime
/// What the runtime function `demo_record` was last called with.
static RECORDED: AtomicI64 = AtomicI64::new(0);

/// A user's runtime function the JIT'd code calls.
extern "C" fn demo_record(x: i64) {
    RECORDED.store(x, Ordering::SeqCst);
}

/// Another one, returning a value.
extern "C" fn demo_twice(x: i64) -> i64 {
    2 * x
}
// ANCHOR_END: runtime

// ANCHOR: registrations
/// The user's tool: oxir's own, plus the demo dialect, pass, translations and runtime.
fn registrations() -> Registrations {
    Registrations::all()
        .llvm_ir_translations()
        .dialect(|ctx| ctx.load_dialect::<DemoDialect>())
        .passes(register_demo_passes)
        .translation(Translation::from_mlir("demo-count-ops", "Print the number of ops", |ctx, op, _| {
            let mut n = 0;
            ctx.walk_ops_post_order(op, &mut |_| n += 1);
            Ok(Translated::Text(format!("{n} ops\n")))
        }))
        .translation(Translation::to_mlir(
            "import-demo-squares",
            "One demo.square per input line",
            |ctx, text, name| {
                let mut src = String::from("func.func @f(%x: i32) -> i32 {\n");
                for (i, _) in text.lines().enumerate() {
                    let prev = if i == 0 { "%x".to_string() } else { format!("%s{}", i - 1) };
                    src.push_str(&format!("  %s{i} = demo.square {prev} : i32\n"));
                }
                src.push_str(&format!("  return %s{} : i32\n}}\n", text.lines().count().saturating_sub(1)));
                let opts = oxir::parser::ParseOptions { filename: name.to_string(), ..Default::default() };
                oxir::parser::parse_source(ctx, &src, &opts).map_err(|d| vec![d])
            },
        ))
        .llvm_translation("demo", Arc::new(DemoToLlvm))
        .runtime_symbol("demo_record", demo_record as *const ())
        .runtime_symbol("demo_twice", demo_twice as *const ())
        .tool_name("my-opt")
}
// ANCHOR_END: registrations

fn args(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

const SQUARES: &str = "\
func.func @f(%x: i32) -> i32 {
  %0 = demo.square %x : i32
  %1 = demo.square %0 : i32
  return %1 : i32
}
";

#[test]
fn my_opt_knows_the_users_dialect_and_the_stock_tool_does_not() {
    let out = opt::run_with(&registrations(), &[], Some(SQUARES));
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("%1 = demo.square %0 : i32"), "{}", out.stdout);
    let stock = opt::run(&[], Some(SQUARES));
    assert_eq!(stock.code, 1);
    assert!(stock.stderr.contains("demo.square"), "{}", stock.stderr);
}

#[test]
fn my_opt_runs_the_users_pass_with_every_instrumentation() {
    let reg = registrations();
    let flags = [
        "--demo-square-to-mul",
        "--canonicalize",
        "--mlir-pass-statistics",
        "--mlir-timing",
        "--mlir-print-ir-after-all",
        "--mlir-disable-threading",
    ];
    let out = opt::run_with(&reg, &args(&flags), Some(SQUARES));
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("arith.muli %arg0, %arg0 : i32"), "{}", out.stdout);
    assert!(!out.stdout.contains("demo.square"), "{}", out.stdout);
    assert!(out.stderr.contains("// -----// IR Dump After SquareToMul (demo-square-to-mul)"), "{}", out.stderr);
    assert!(out.stderr.contains("(S) 2 num-squares - Number of squares rewritten"), "{}", out.stderr);
    assert!(out.stderr_at_exit.contains("SquareToMul"), "{}", out.stderr_at_exit);
    assert!(out.stderr_at_exit.contains("Parser"), "{}", out.stderr_at_exit);
    // A textual pipeline names the pass too.
    let pipeline = "--pass-pipeline=builtin.module(func.func(demo-square-to-mul))";
    let out =
        opt::run_with(&reg, &args(&[pipeline, "--mlir-print-op-generic", "--mlir-print-debuginfo"]), Some(SQUARES));
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("\"arith.muli\"(%arg0, %arg0)"), "{}", out.stdout);
    assert!(out.stdout.contains("loc("), "{}", out.stdout);
}

#[test]
fn my_opt_verifies_diagnostics_in_split_files() {
    let src = "\
%x = \"t.x\"() : () -> f32
// expected-error@+1 {{'demo.square' op operand #0 must be signless-integer-like, but got 'f32'}}
%0 = demo.square %x : f32

// -----

%y = \"t.y\"() : () -> i8
%1 = demo.square %y : i8
";
    let reg = registrations();
    let flags = ["--split-input-file", "--verify-diagnostics", "--allow-unregistered-dialect"];
    let out = opt::run_with(&reg, &args(&flags), Some(src));
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("// -----\n"), "{}", out.stdout);
    assert!(out.stdout.contains("%1 = demo.square %0 : i8"), "{}", out.stdout);
}

#[test]
fn the_tool_calls_itself_by_its_name() {
    let reg = registrations();
    let help = opt::run_with(&reg, &args(&["--help"]), None);
    assert!(help.stdout.starts_with("OVERVIEW: my-opt: "), "{}", help.stdout);
    assert!(help.stdout.contains("USAGE: my-opt [options]"), "{}", help.stdout);
    let bad = opt::run_with(&reg, &args(&["--no-such-flag"]), Some(""));
    assert_eq!(bad.stderr, "my-opt: unknown command line argument '--no-such-flag'\n");
    let list = opt::run_with(&reg, &args(&["--list-passes"]), None);
    assert!(list.stdout.contains("--demo-square-to-mul"), "{}", list.stdout);
    // Without a name, the stock one.
    let stock = opt::run_with(&Registrations::all(), &args(&["--help"]), None);
    assert!(stock.stdout.starts_with("OVERVIEW: oxir-opt: "), "{}", stock.stdout);
}

#[test]
fn my_translate_offers_the_users_translations() {
    let reg = registrations().tool_name("my-translate");
    let help = translate::run_with(&reg, &args(&["--help"]), None);
    assert!(help.stdout.contains("  --demo-count-ops                Print the number of ops\n"), "{}", help.stdout);
    assert!(help.stdout.contains("  --mlir-to-llvmir                Translate the llvm dialect to LLVM IR\n"));
    assert!(
        help.stdout.contains("\n  -o <file>                       Output file (default: stdout)\n"),
        "{}",
        help.stdout
    );
    let none = translate::run_with(&reg, &[], Some(""));
    assert_eq!(
        none.stderr,
        "my-translate: choose a translation: --mlir-to-llvmir, --import-llvm, --demo-count-ops or --import-demo-squares\n"
    );
    let count = translate::run_with(&reg, &args(&["--demo-count-ops"]), Some(SQUARES));
    assert_eq!((count.stdout.as_str(), count.code), ("5 ops\n", 0), "{}", count.stderr);
    let imported = translate::run_with(&reg, &args(&["--import-demo-squares"]), Some("a\nb\n"));
    assert_eq!(imported.code, 0, "{}", imported.stderr);
    assert!(imported.stdout.contains("%1 = demo.square %0 : i32"), "{}", imported.stdout);
    // The demo dialect's own LLVM translation, inside llvm-dialect code.
    let llvm = "llvm.func @sq(%x: i64) -> i64 {\n  %0 = demo.square %x : i64\n  llvm.return %0 : i64\n}\n";
    let ir = translate::run_with(&reg, &args(&["--mlir-to-llvmir"]), Some(llvm));
    assert_eq!(ir.code, 0, "{}", ir.stderr);
    assert!(ir.stdout.contains("mul i64 %0, %0"), "{}", ir.stdout);
}

#[test]
fn my_run_calls_the_users_runtime_functions() {
    let reg = registrations();
    let program = "\
llvm.func @demo_record(i64)
llvm.func @demo_twice(i64) -> i64
llvm.func @record() {
  %0 = llvm.mlir.constant(7 : i64) : i64
  %1 = demo.square %0 : i64
  llvm.call @demo_record(%1) : (i64) -> ()
  llvm.return
}
llvm.func @twice() -> i64 {
  %0 = llvm.mlir.constant(21 : i64) : i64
  %1 = llvm.call @demo_twice(%0) : (i64) -> i64
  llvm.return %1 : i64
}
";
    let out = run::run_with(&reg, &args(&["-e", "twice", "--entry-point-result=i64"]), Some(program));
    assert_eq!((out.stdout.as_str(), out.code), ("42\n", 0), "{}", out.stderr);
    let out = run::run_with(&reg, &args(&["-e", "record", "--entry-point-result=void"]), Some(program));
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(RECORDED.load(Ordering::SeqCst), 49);
    // Without the registrations, the symbols are missing (and the demo op unknown).
    let stock = Registrations::all().dialect(|ctx| ctx.load_dialect::<DemoDialect>());
    let out = run::run_with(&stock, &args(&["-e", "twice", "--entry-point-result=i64"]), Some(program));
    assert_eq!(out.code, 1);
    assert!(out.stderr.contains("Symbols not found"), "{}", out.stderr);
}
