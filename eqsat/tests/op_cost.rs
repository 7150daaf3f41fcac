//! A cost declared on an op definition (`#[op(eqsat_cost = N)]`) steers extraction: it is used
//! ahead of the defaults by trait and name, and a cost file's line for the op overrides it.

use oxir::ods::constraints::*;
use oxir::parser::{parse_source, ParseOptions};
use oxir::pass::Pass;
use oxir::printer::{print_op, PrintFlags};
use oxir::traits::{Pure, SameOperandsAndResultType};
use oxir::{Context, Value};
use oxir_macros::op;

/// Doubles an integer, declared cheaper than `arith.addi` (default cost 2).
// ANCHOR: op
#[op(
    name = "demo.twice",
    traits(Pure, SameOperandsAndResultType),
    eqsat_cost = 1,
    eqsat_rules = "rule twice-is-add-self: (demo.twice ?x) <=> (arith.addi ?x ?x)"
)]
pub struct TwiceOp {
    #[operand(SIGNLESS_INTEGER_LIKE)]
    input: Value,
    #[result(SIGNLESS_INTEGER_LIKE)]
    result: Value,
}
// ANCHOR_END: op

/// Doubles an integer, declared dearer than `arith.addi`.
#[op(
    name = "demo.twice_dear",
    traits(Pure, SameOperandsAndResultType),
    eqsat_cost = 9,
    eqsat_rules = "rule twice-dear-is-add-self: (demo.twice_dear ?x) <=> (arith.addi ?x ?x)"
)]
pub struct TwiceDearOp {
    #[operand(SIGNLESS_INTEGER_LIKE)]
    input: Value,
    #[result(SIGNLESS_INTEGER_LIKE)]
    result: Value,
}

const SRC: &str = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n";

fn run(options: &[(&str, &str)]) -> String {
    let mut ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    ctx.register_op_def::<TwiceOp>();
    ctx.register_op_def::<TwiceDearOp>();
    let m = parse_source(&mut ctx, SRC, &ParseOptions::default()).expect("parses");
    let mut pass = oxir_eqsat::pass::EqSat::default();
    for (k, v) in options {
        pass.set_option(k, v).expect("valid option");
    }
    pass.run(&mut ctx, m).expect("runs");
    print_op(&ctx, m, PrintFlags::default())
}

#[test]
fn declared_cost_is_in_the_op_info() {
    use oxir::ods::OpDefinition;
    assert_eq!(TwiceOp::op_info().eqsat_cost, Some(1));
    assert_eq!(TwiceDearOp::op_info().eqsat_cost, Some(9));
}

#[test]
fn a_cheap_declared_cost_is_extracted() {
    let out = run(&[("rulesets", "op:demo.twice")]);
    assert!(out.contains("\"demo.twice\"(%arg0)") && !out.contains("arith.addi"), "{out}");
}

#[test]
fn a_dear_declared_cost_is_not_extracted() {
    let out = run(&[("rulesets", "op:demo.twice_dear")]);
    assert!(out.contains("arith.addi %arg0, %arg0") && !out.contains("demo.twice_dear"), "{out}");
}

#[test]
fn a_cost_file_overrides_the_declared_cost() {
    let path = std::env::temp_dir().join(format!("oxir-eqsat-op-cost-{}.cost", std::process::id()));
    std::fs::write(&path, "demo.twice = 7\n").expect("writes the cost file");
    let out = run(&[("rulesets", "op:demo.twice"), ("cost", path.to_str().expect("utf-8 path"))]);
    let _ = std::fs::remove_file(&path);
    assert!(out.contains("arith.addi %arg0, %arg0") && !out.contains("demo.twice"), "{out}");
}
