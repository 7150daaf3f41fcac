//! `eqsat` is never worse than `canonicalize` followed by `cse`: on generated arith DAGs (the
//! functions `bench/eqsat/run.py` generates: 50 random `addi/subi/muli/andi/ori/xori` over three
//! `i32` arguments), with or without small constants among the operands, every function comes out
//! with no more ops and no higher cost, and the total cost is lower. (A multiplication by a power
//! of two that would become a shift and a new constant, one op more though cheaper by the cost
//! model, yields to the canonical program.) No function costs more than it did before.

mod rng;

use oxir::parser::{parse_source, ParseOptions};
use oxir::pass::Pass;
use oxir::transforms::canonicalize::Canonicalize;
use oxir::transforms::cse::Cse;
use oxir::{Context, OpRef};
use oxir_eqsat::cost::CostModel;
use rng::Rng;

/// `functions` functions of 50 random ops each; with `constants`, about a third of the second
/// operands are small constants.
fn dags(rng: &mut Rng, functions: usize, constants: bool) -> String {
    let mut s = String::new();
    for f in 0..functions {
        s.push_str(&format!("func.func @f{f}(%a: i32, %b: i32, %c: i32) -> i32 {{\n"));
        let mut vals = vec!["%a".to_string(), "%b".to_string(), "%c".to_string()];
        for i in 0..50 {
            let x = vals[rng.pick(vals.len())].clone();
            let mut y = vals[rng.pick(vals.len())].clone();
            let op = ["addi", "subi", "muli", "andi", "ori", "xori"][rng.pick(6)];
            if constants && rng.pick(3) == 0 {
                let k = [0, 1, 2, 3, 4, 8, -1, 7, 16][rng.pick(9)];
                s.push_str(&format!("  %k{i} = arith.constant {k} : i32\n"));
                y = format!("%k{i}");
            }
            s.push_str(&format!("  %v{i} = arith.{op} {x}, {y} : i32\n"));
            vals.push(format!("%v{i}"));
        }
        s.push_str(&format!("  return {} : i32\n}}\n", vals[vals.len() - 1]));
    }
    s
}

/// A function's (ops, cost).
type Price = (u64, u64);

/// Each function's (ops, cost): the ops of its body but the return, priced by the default cost
/// model.
fn prices(ctx: &Context, module: OpRef) -> Vec<Price> {
    let costs = CostModel::default();
    let body = ctx.region_entry_block(ctx.op_regions(module)[0]).expect("module body");
    ctx.block_ops(body)
        .map(|func| {
            let entry = ctx.region_entry_block(ctx.op_regions(func)[0]).expect("function body");
            let ops: Vec<OpRef> = ctx.block_ops(entry).filter(|&o| ctx.op_name_text(o) != "func.return").collect();
            (ops.len() as u64, ops.iter().map(|&o| costs.op_cost(ctx, ctx.op_name_of(o))).sum())
        })
        .collect()
}

fn optimized(text: &str, passes: &mut [&mut dyn Pass]) -> Vec<Price> {
    let mut ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    let module = parse_source(&mut ctx, text, &ParseOptions::default()).expect("generated DAGs parse");
    for p in passes {
        p.run(&mut ctx, module).expect("pass runs");
    }
    oxir::verifier::verify(&ctx, module).expect("output verifies");
    prices(&ctx, module)
}

/// The prices after `canonicalize,cse` and after `eqsat`; checks that `eqsat` never returns a
/// function dearer than its input.
fn compare(text: &str) -> (Vec<Price>, Vec<Price>) {
    let input = optimized(text, &mut []);
    let greedy = optimized(text, &mut [&mut Canonicalize::default(), &mut Cse::default()]);
    let eqsat = optimized(text, &mut [&mut oxir_eqsat::pass::EqSat::default()]);
    for (f, (i, e)) in input.iter().zip(&eqsat).enumerate() {
        assert!(e.1 <= i.1, "@f{f}: eqsat leaves cost {} from {}", e.1, i.1);
    }
    (greedy, eqsat)
}

#[test]
fn eqsat_is_never_worse_than_canonicalize_and_cse_on_generated_dags() {
    let mut rng = Rng(0x5EED);
    let (greedy, eqsat) = compare(&dags(&mut rng, 40, false));
    for (f, (g, e)) in greedy.iter().zip(&eqsat).enumerate() {
        assert!(e.0 <= g.0 && e.1 <= g.1, "@f{f}: eqsat leaves {e:?} (ops, cost), canonicalize+cse {g:?}");
    }
    let total = |v: &[Price]| v.iter().map(|p| p.1).sum::<u64>();
    assert!(total(&eqsat) < total(&greedy), "total cost {} against {}", total(&eqsat), total(&greedy));
}

#[test]
fn eqsat_is_never_worse_than_canonicalize_and_cse_with_constants() {
    let mut rng = Rng(0xC0457);
    let (greedy, eqsat) = compare(&dags(&mut rng, 40, true));
    for (f, (g, e)) in greedy.iter().zip(&eqsat).enumerate() {
        assert!(e.0 <= g.0 && e.1 <= g.1, "@f{f}: eqsat leaves {e:?} (ops, cost), canonicalize+cse {g:?}");
    }
    let total = |v: &[Price]| v.iter().map(|p| p.1).sum::<u64>();
    assert!(total(&eqsat) < total(&greedy), "total cost {} against {}", total(&eqsat), total(&greedy));
}
