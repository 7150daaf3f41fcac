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

/// `linalg.elementwise` is priced by its shape and its `kind` as the named elementwise op of
/// that kind is (`kind=add` as `linalg.add`): one point per output element (whatever its maps
/// transpose or broadcast) times the scalar op's cost; a cost file's line prices a point.
#[test]
fn elementwise_costs_what_the_named_op_of_its_kind_costs() {
    use oxir::ods::Op as _;
    use oxir_eqsat::cost::CostModel;
    let src = "func.func @f(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %i: tensor<4x8xi32>, %v: tensor<8xf32>, %t: tensor<8x4xf32>) {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.add ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%i, %i : tensor<4x8xi32>, tensor<4x8xi32>) outs(%i : tensor<4x8xi32>) -> tensor<4x8xi32>
  %3 = linalg.mul ins(%i, %i : tensor<4x8xi32>, tensor<4x8xi32>) outs(%i : tensor<4x8xi32>) -> tensor<4x8xi32>
  %4 = linalg.elementwise kind=#linalg.elementwise_kind<div> ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  %5 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  %6 = linalg.exp ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  %7 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%t, %v : tensor<8x4xf32>, tensor<8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}
";
    let mut ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    let m = parse_source(&mut ctx, src, &ParseOptions::default()).expect("parses");
    oxir::verifier::verify(&ctx, m).expect("verifies");
    let mut ops = Vec::new();
    ctx.walk_ops_post_order(m, &mut |op| {
        if ctx.op_name_text(op).starts_with("linalg.") && ctx.op_name_text(op) != "linalg.yield" {
            ops.push(op);
        }
    });
    let cost = |model: &CostModel, i: usize| {
        let op = ops[i];
        let types: Vec<_> = ctx.operands(op).map(|v| ctx.value_type(v)).collect();
        model.shaped_cost(&ctx, ctx.op_name_of(op), ctx.op_properties(op), &types)
    };
    let model = CostModel::default();
    assert!(CostModel::is_shaped(&ctx, ctx.op_name(oxir_dialects::linalg::ElementwiseOp::NAME)));
    // 32 points of an `arith.addf` (2), `arith.muli` (4), `arith.divf` (16), `math.exp` (2).
    let expected = [64, 64, 128, 128, 512, 64, 64, 64];
    for (i, &e) in expected.iter().enumerate() {
        assert_eq!(cost(&model, i), Some(e), "op {i}");
    }
    let file = oxir_eqsat::syntax::SourceFile::new("costs", "linalg.elementwise = 7\n");
    let model = CostModel::parse(&ctx, &file).expect("cost file");
    assert_eq!(cost(&model, 0), Some(224));
    assert_eq!(cost(&model, 1), Some(64));
}
