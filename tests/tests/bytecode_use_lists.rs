//! Use-list orders in bytecode, checked against MLIR 22 itself (issue 28): the order of a value's
//! uses shows in `mlir-opt -test-print-defuse`, which lists each result's users in use-list
//! order. (a) Bytecode that `mlir-opt -cse -emit-bytecode` writes (CSE moves uses, so the file
//! records use-list orders), read by oxir, has the use-lists mlir-opt reads from it, and
//! `oxir-opt` reading it and writing bytecode again keeps them; (b) bytecode oxir writes from IR
//! whose use-lists were shuffled is read by mlir-opt with those use-lists. Needs
//! `/usr/lib/llvm-22/bin/mlir-opt` (`$MLIR_OPT`); without it the tests say so and pass.

use oxir::{Context, OpRef, Value};
use oxir_tools::Registrations;
use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Inputs where CSE merges values with uses spread over ops and regions.
const CASES: &[&str] = &[
    r#"func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.muli %1, %0 : i32
  %3 = arith.subi %1, %2 : i32
  %4 = arith.xori %1, %3 : i32
  %5 = arith.ori %0, %4 : i32
  return %5 : i32
}"#,
    r#"func.func @g(%a: index, %b: index, %c: i1) -> index {
  %0 = arith.muli %a, %b : index
  %1 = scf.if %c -> index {
    %2 = arith.muli %a, %b : index
    %3 = arith.addi %2, %0 : index
    %4 = arith.subi %0, %2 : index
    %5 = arith.maxsi %3, %4 : index
    scf.yield %5 : index
  } else {
    %6 = arith.muli %b, %a : index
    %7 = arith.divsi %0, %6 : index
    scf.yield %7 : index
  }
  %8 = arith.muli %a, %b : index
  %9 = arith.addi %8, %1 : index
  %10 = arith.remsi %9, %0 : index
  %11 = arith.addi %0, %8 : index
  %12 = arith.minsi %10, %11 : index
  return %12 : index
}"#,
    r#"func.func @h(%a: f32) -> f32 {
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %c1b = arith.constant 1.0 : f32
  %0 = arith.addf %a, %c1 : f32
  %1 = arith.mulf %0, %c1b : f32
  %2 = arith.subf %1, %c2 : f32
  %3 = arith.addf %c1b, %2 : f32
  %4 = arith.divf %3, %c1 : f32
  %5 = arith.maximumf %4, %c1b : f32
  return %5 : f32
}"#,
];

fn mlir_opt() -> Option<PathBuf> {
    let p = std::env::var("MLIR_OPT").map(PathBuf::from).unwrap_or_else(|_| "/usr/lib/llvm-22/bin/mlir-opt".into());
    p.exists().then_some(p)
}

/// Runs mlir-opt on `input` with `args`; its standard output.
fn run_mlir(mlir: &PathBuf, input: &[u8], args: &[&str]) -> Vec<u8> {
    let dir = std::env::temp_dir().join(format!("oxir-use-lists-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let path = dir.join(format!("in-{}", NEXT.fetch_add(1, Ordering::Relaxed)));
    std::fs::write(&path, input).expect("write the input");
    let out = Command::new(mlir).arg(&path).args(args).output().expect("run mlir-opt");
    let _ = std::fs::remove_file(&path);
    assert!(out.status.success(), "mlir-opt {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    out.stdout
}

/// What MLIR's `-test-print-defuse` prints for the IR under `top`: a post-order walk, each op's
/// operands' producers and each result's users in use-list order.
fn defuse(ctx: &Context, top: OpRef) -> String {
    let mut out = String::new();
    ctx.walk_ops_post_order(top, &mut |op| {
        out.push_str(&format!("Visiting op '{}' with {} operands:\n", ctx.op_name_text(op), ctx.num_operands(op)));
        for v in ctx.operands(op) {
            match v {
                Value::Result { op: producer, .. } => {
                    out.push_str(&format!("  - Operand produced by operation '{}'\n", ctx.op_name_text(producer)))
                }
                Value::Argument { index, .. } => {
                    out.push_str(&format!("  - Operand produced by Block argument, number {index}\n"))
                }
            }
        }
        out.push_str(&format!("Has {} results:\n", ctx.num_results(op)));
        for (i, v) in ctx.results(op).enumerate() {
            out.push_str(&format!("  - Result {i}"));
            let users: Vec<OpRef> = ctx.users(v).collect();
            match users.len() {
                0 => {
                    out.push_str(" has no uses\n");
                    continue;
                }
                1 => out.push_str(" has a single use: "),
                n => out.push_str(&format!(" has {n} uses:\n")),
            }
            for u in users {
                out.push_str(&format!("    - {}\n", ctx.op_name_text(u)));
            }
        }
    });
    out
}

/// Reads bytecode as oxir-opt does (decode, parse, apply the use-list orders); the context, the
/// top-level op and whether the file recorded any use-list order.
fn read_bytecode(bytes: &[u8]) -> (Context, OpRef, bool) {
    let mut ctx = Registrations::all().new_context(false);
    let decoded = oxir::bytecode::decode(&ctx, bytes).expect("oxir decodes mlir-opt's bytecode");
    let top = oxir::parser::parse_source(&mut ctx, &decoded.text, &Default::default()).expect("parses");
    decoded.use_lists.apply(&mut ctx, top).expect("applies the use-list orders");
    (ctx, top, !decoded.use_lists.is_empty())
}

#[test]
fn oxir_reads_the_use_lists_mlir_opt_writes() {
    let Some(mlir) = mlir_opt() else {
        eprintln!("mlir-opt is missing; skipping");
        return;
    };
    let mut with_orders = 0;
    for case in CASES {
        let bytes = run_mlir(&mlir, case.as_bytes(), &["-cse", "-emit-bytecode"]);
        let theirs = String::from_utf8(run_mlir(&mlir, &bytes, &["-test-print-defuse", "-o", "/dev/null"])).unwrap();
        let (ctx, top, recorded) = read_bytecode(&bytes);
        assert_eq!(defuse(&ctx, top), theirs, "{case}");
        // oxir-opt applies the orders when it reads the file, and writes them again.
        let bc = std::env::temp_dir().join(format!("oxir-use-lists-{}-{with_orders}.mlirbc", std::process::id()));
        std::fs::write(&bc, &bytes).expect("write the bytecode");
        let args = [bc.to_string_lossy().into_owned(), "--emit-bytecode".to_string()];
        let out = oxir_tools::opt::run_with(&Registrations::all(), &args, None);
        let _ = std::fs::remove_file(&bc);
        assert_eq!(out.code, 0, "{}", out.stderr);
        let again =
            String::from_utf8(run_mlir(&mlir, &out.binary, &["-test-print-defuse", "-o", "/dev/null"])).unwrap();
        assert_eq!(again, theirs, "through oxir-opt: {case}");
        if recorded {
            with_orders += 1;
            // The orders matter: the same IR read from text has other use-lists.
            let text = run_mlir(&mlir, &bytes, &[]);
            let from_text =
                String::from_utf8(run_mlir(&mlir, &text, &["-test-print-defuse", "-o", "/dev/null"])).unwrap();
            assert_ne!(from_text, theirs, "{case}");
        }
    }
    assert_eq!(with_orders, CASES.len(), "CSE left use-lists out of order in every case");
}

#[test]
fn mlir_opt_reads_the_use_lists_oxir_writes() {
    let Some(mlir) = mlir_opt() else {
        eprintln!("mlir-opt is missing; skipping");
        return;
    };
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for case in CASES {
        let mut ctx = Registrations::all().new_context(false);
        let top = oxir::parser::parse_source(&mut ctx, case, &Default::default()).expect("parses");
        let mut values = Vec::new();
        ctx.walk_ops_post_order(top, &mut |op| values.extend(ctx.results(op)));
        ctx.walk_blocks(top, &mut |b| values.extend(ctx.block_arguments(b)));
        for round in 0..5 {
            for &v in &values {
                let mut uses: Vec<_> = ctx.uses(v).collect();
                for i in (1..uses.len()).rev() {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    uses.swap(i, (seed % (i as u64 + 1)) as usize);
                }
                assert!(ctx.set_use_list_order(v, &uses));
            }
            let bytes = oxir::bytecode::write(&ctx, top, &Default::default()).expect("writes");
            let theirs =
                String::from_utf8(run_mlir(&mlir, &bytes, &["-test-print-defuse", "-o", "/dev/null"])).unwrap();
            assert_eq!(theirs, defuse(&ctx, top), "round {round} of {case}");
            let (back, read, _) = read_bytecode(&bytes);
            assert_eq!(defuse(&back, read), theirs, "oxir's round trip, round {round} of {case}");
        }
    }
}
