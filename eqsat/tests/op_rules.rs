//! Rules declared on an op definition (`#[op(eqsat_rules = "...")]`) are loaded by the pass as
//! the rule set `op:<name>` and applied.

use oxir::ods::constraints::*;
use oxir::parser::{parse_source, ParseOptions};
use oxir::pass::Pass;
use oxir::printer::{print_op, PrintFlags};
use oxir::traits::{Pure, SameOperandsAndResultType};
use oxir::{Context, Value};
use oxir_macros::op;

/// Doubles an integer (an expensive way to write `x + x`).
// ANCHOR: op
#[op(
    name = "demo.mul2",
    traits(Pure, SameOperandsAndResultType),
    eqsat_rules = "rule mul2-is-add: (demo.mul2 ?x) => (arith.addi ?x ?x)"
)]
pub struct Mul2Op {
    #[operand(SIGNLESS_INTEGER_LIKE)]
    input: Value,
    #[result(SIGNLESS_INTEGER_LIKE)]
    result: Value,
}
// ANCHOR_END: op

#[test]
fn rules_on_the_op_definition_are_applied() {
    let mut ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    ctx.register_op_def::<Mul2Op>();
    let src = "func.func @f(%a: i32) -> i32 {\n  %0 = \"demo.mul2\"(%a) : (i32) -> i32\n  return %0 : i32\n}\n";
    let m = parse_source(&mut ctx, src, &ParseOptions::default()).expect("parses");
    let mut pass = oxir_eqsat::pass::EqSat::default();
    pass.set_option("rulesets", "op:demo.mul2").unwrap();
    pass.run(&mut ctx, m).expect("runs");
    let out = print_op(&ctx, m, PrintFlags::default());
    assert!(out.contains("arith.addi %arg0, %arg0 : i32") && !out.contains("demo.mul2"), "{out}");
}
