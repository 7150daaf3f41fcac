//! Rules from op traits: every op declaring `Commutative`, `Idempotent` or `Involution` gets its
//! rules without a rule file — oxir's dialects' ops and a user's (`algebra`, defined with the
//! macros in `algebra/mod.rs`) alike — and the pass applies them, multi-result ops included.
//! Their soundness is checked in `soundness.rs`.

mod algebra;

use oxir::parser::{parse_source, ParseOptions};
use oxir::pass::Pass;
use oxir::printer::{print_op, PrintFlags};
use oxir::Context;
use oxir_eqsat::traits::{rules_of, trait_rules, TRAIT_RULE_SET};

fn context() -> Context {
    let ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    algebra::register(&ctx);
    ctx
}

fn names(ctx: &Context, op: &str) -> Vec<String> {
    rules_of(ctx, ctx.op_name(op)).into_iter().map(|r| r.name).collect()
}

#[test]
fn each_algebraic_trait_gives_its_rules() {
    let ctx = context();
    assert_eq!(names(&ctx, "algebra.neg"), ["algebra.neg-involution"]);
    assert_eq!(names(&ctx, "algebra.abs"), ["algebra.abs-idempotent"]);
    assert_eq!(names(&ctx, "algebra.max"), ["algebra.max-commutative", "algebra.max-idempotent-self"]);
    assert_eq!(names(&ctx, "algebra.sum3"), ["algebra.sum3-commutative-3-0", "algebra.sum3-commutative-3-1"]);
    // An op with effects gets none, whatever it declares.
    assert!(names(&ctx, "algebra.peek").is_empty());
    assert_eq!(names(&ctx, "arith.addi"), ["arith.addi-commutative"]);
    assert_eq!(names(&ctx, "arith.ori"), ["arith.ori-commutative", "arith.ori-idempotent-self"]);
    assert_eq!(names(&ctx, "arith.addui_extended"), ["arith.addui_extended-commutative"]);
    assert!(names(&ctx, "arith.subi").is_empty());
    let all = trait_rules(&ctx);
    assert!(all.rules.iter().all(|r| r.set == TRAIT_RULE_SET));
    assert!(all.rules.len() >= 25, "only {} trait rules", all.rules.len());
}

fn run(src: &str) -> String {
    let mut ctx = context();
    let m = parse_source(&mut ctx, src, &ParseOptions::default()).expect("parses");
    let mut pass = oxir_eqsat::pass::EqSat::default();
    pass.set_option("rulesets", TRAIT_RULE_SET).unwrap();
    pass.set_option("canonicalize", "false").unwrap();
    pass.run(&mut ctx, m).expect("runs");
    oxir::verifier::verify(&ctx, m).expect("output verifies");
    print_op(&ctx, m, PrintFlags::default())
}

#[test]
fn the_pass_applies_the_trait_rules_of_a_users_ops() {
    let out = run(r#"
func.func @f(%a: i32, %b: i32, %c: i32) -> (i32, i32, i32) {
  %0 = "algebra.neg"(%a) : (i32) -> i32
  %1 = "algebra.neg"(%0) : (i32) -> i32
  %2 = "algebra.abs"(%b) : (i32) -> i32
  %3 = "algebra.abs"(%2) : (i32) -> i32
  %4 = "algebra.max"(%1, %3) : (i32, i32) -> i32
  %5 = "algebra.max"(%2, %a) : (i32, i32) -> i32
  %6 = "algebra.max"(%4, %5) : (i32, i32) -> i32
  %7 = "algebra.sum3"(%a, %b, %c) : (i32, i32, i32) -> i32
  %8 = "algebra.sum3"(%c, %a, %b) : (i32, i32, i32) -> i32
  return %6, %7, %8 : i32, i32, i32
}
"#);
    // neg(neg(a)) = a; abs(abs(b)) = abs(b); max(a, abs b) = max(abs b, a); max(x, x) = x;
    // the two sums are one.
    assert!(!out.contains("algebra.neg"), "{out}");
    assert_eq!(out.matches("algebra.abs").count(), 1, "{out}");
    assert_eq!(out.matches("algebra.max").count(), 1, "{out}");
    assert_eq!(out.matches("algebra.sum3").count(), 1, "{out}");
    assert!(out.contains("return %1, %2, %2 : i32, i32, i32"), "{out}");
}

#[test]
fn commuted_multi_result_ops_become_one() {
    let out = run("
func.func @f(%a: i32, %b: i32) -> (i32, i1, i32, i1) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %t, %p = arith.addui_extended %b, %a : i32, i1
  return %s, %o, %t, %p : i32, i1, i32, i1
}
");
    assert_eq!(out.matches("arith.addui_extended").count(), 1, "{out}");
    assert!(out.contains("return %sum, %overflow, %sum, %overflow"), "{out}");
}

#[test]
fn trait_rules_keep_the_flags_of_the_op_they_match() {
    let out = run("
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.addi %b, %a overflow<nsw> : i32
  %2 = arith.addi %b, %a : i32
  %3 = arith.muli %0, %1 : i32
  %4 = arith.muli %3, %2 : i32
  return %4 : i32
}
");
    // The two `nsw` additions are one; the one without flags stays apart.
    assert_eq!(out.matches("arith.addi").count(), 2, "{out}");
    assert_eq!(out.matches("overflow<nsw>").count(), 1, "{out}");
}
