//! With no rules (and no folding nor canonical seeding), `eqsat` gives the IR back unchanged,
//! apart from dead pure ops and pure ops identical to an earlier one in the same block (the
//! e-graph shares them): checked on the arith and tensor lit files, against a simple reference
//! that does only that.

use oxir::parser::{parse_source, ParseOptions};
use oxir::pass::Pass;
use oxir::printer::{print_op, PrintFlags};
use oxir::{BlockRef, Context, OpRef};
use oxir_eqsat::convert::is_pure_dataflow;
use rustc_hash::FxHashMap;

fn chunks(path: &str) -> Vec<String> {
    let text = std::fs::read_to_string(path).expect("lit file");
    text.split("\n// -----").map(str::to_string).collect()
}

fn context() -> Context {
    let mut ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

/// The reference: in every block, a pure op identical to an earlier one is replaced by it, then
/// unused pure ops are erased until none is left.
fn reference(ctx: &mut Context, root: OpRef) {
    let mut blocks: Vec<BlockRef> = Vec::new();
    ctx.walk_blocks(root, &mut |b| blocks.push(b));
    for b in blocks {
        let ops: Vec<OpRef> = ctx.block_ops(b).collect();
        let mut seen: FxHashMap<_, OpRef> = FxHashMap::default();
        for op in ops {
            if !is_pure_dataflow(ctx, op) {
                continue;
            }
            let key = (
                ctx.op_name_of(op),
                ctx.operands(op).collect::<Vec<_>>(),
                ctx.result_types(op).collect::<Vec<_>>(),
                ctx.op_properties(op),
                ctx.op_attr_dict(op),
            );
            match seen.get(&key) {
                Some(&first) => {
                    for i in 0..ctx.num_results(op) {
                        let (from, to) = (ctx.result(op, i), ctx.result(first, i));
                        ctx.replace_all_uses_with(from, to);
                    }
                    ctx.erase_op(op).expect("no uses left");
                }
                None => {
                    seen.insert(key, op);
                }
            }
        }
        loop {
            let dead: Vec<OpRef> = ctx
                .block_ops(b)
                .filter(|&o| is_pure_dataflow(ctx, o) && ctx.results(o).all(|r| !ctx.has_uses(r)))
                .collect();
            if dead.is_empty() {
                break;
            }
            for o in dead {
                ctx.erase_op(o).expect("dead");
            }
        }
    }
}

fn run(path: &str) -> usize {
    let mut compared = 0;
    for chunk in chunks(path) {
        let mut a = context();
        let Ok(ma) = parse_source(&mut a, &chunk, &ParseOptions::default()) else { continue };
        if oxir::verifier::verify(&a, ma).is_err() {
            continue;
        }
        let mut b = context();
        let mb = parse_source(&mut b, &chunk, &ParseOptions::default()).expect("parses twice");
        let mut pass = oxir_eqsat::pass::EqSat::default();
        pass.set_option("rulesets", "none").unwrap();
        pass.set_option("fold", "false").unwrap();
        pass.set_option("canonicalize", "false").unwrap();
        pass.run(&mut a, ma).expect("eqsat runs");
        oxir::verifier::verify(&a, ma).expect("eqsat output verifies");
        reference(&mut b, mb);
        let (got, want) = (print_op(&a, ma, PrintFlags::default()), print_op(&b, mb, PrintFlags::default()));
        assert_eq!(got, want, "in {path}, chunk:\n{chunk}");
        compared += 1;
    }
    compared
}

#[test]
fn no_rules_keeps_arith_and_tensor_files() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/lit/Dialect/");
    let mut n = 0;
    for f in ["Arith/ops.mlir", "Arith/folding.mlir", "Tensor/ops.mlir", "Tensor/canonicalize.mlir"] {
        n += run(&format!("{root}{f}"));
    }
    assert!(n >= 4, "only {n} chunks compared");
}

/// With the shipped rules and folding, every chunk still verifies and the pass is deterministic.
#[test]
fn shipped_rules_keep_lit_files_valid_and_deterministic() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/lit/Dialect/");
    for f in ["Arith/ops.mlir", "Arith/folding.mlir", "Tensor/ops.mlir", "Tensor/canonicalize.mlir"] {
        for chunk in chunks(&format!("{root}{f}")) {
            let mut outs = Vec::new();
            for _ in 0..2 {
                let mut a = context();
                let Ok(ma) = parse_source(&mut a, &chunk, &ParseOptions::default()) else { break };
                if oxir::verifier::verify(&a, ma).is_err() {
                    break;
                }
                let mut pass = oxir_eqsat::pass::EqSat::default();
                pass.set_option("node-limit", "3000").unwrap();
                pass.run(&mut a, ma).expect("eqsat runs");
                if let Err(e) = oxir::verifier::verify(&a, ma) {
                    panic!(
                        "invalid output for {f}: {}\n{}\ninput:\n{chunk}",
                        e.message,
                        print_op(&a, ma, PrintFlags::default())
                    );
                }
                outs.push(print_op(&a, ma, PrintFlags::default()));
            }
            if outs.len() == 2 {
                assert_eq!(outs[0], outs[1], "nondeterministic output for chunk of {f}");
            }
        }
    }
}

fn eqsat_text(src: &str, options: &[(&str, &str)]) -> String {
    let mut ctx = context();
    let m = parse_source(&mut ctx, src, &ParseOptions::default()).expect("parses");
    let mut pass = oxir_eqsat::pass::EqSat::default();
    for (k, v) in options {
        pass.set_option(k, v).unwrap();
    }
    pass.run(&mut ctx, m).expect("eqsat runs");
    oxir::verifier::verify(&ctx, m).unwrap_or_else(|e| panic!("invalid output: {}", e.message));
    print_op(&ctx, m, PrintFlags::default())
}

/// A replacement the op's verifier rejects (a cast between incompatible shapes) is not added;
/// a valid one is.
#[test]
fn replacements_that_do_not_verify_are_not_added() {
    let src = "func.func @f(%arg0: tensor<4x8xi32>) -> (tensor<8x4xi32>, tensor<4x?xi32>) {\n\
               %0 = tensor.cast %arg0 : tensor<4x8xi32> to tensor<?x?xi32>\n\
               %1 = tensor.cast %0 : tensor<?x?xi32> to tensor<8x4xi32>\n\
               %2 = tensor.cast %0 : tensor<?x?xi32> to tensor<4x?xi32>\n\
               return %1, %2 : tensor<8x4xi32>, tensor<4x?xi32>\n}\n";
    let out = eqsat_text(src, &[]);
    assert!(out.contains("tensor<?x?xi32> to tensor<8x4xi32>"), "{out}");
    assert!(out.contains("tensor.cast %arg0 : tensor<4x8xi32> to tensor<4x?xi32>"), "{out}");
}

/// Limits still give valid IR no worse than the input, and explanations do not disturb output.
#[test]
fn limits_and_options_give_valid_output() {
    let src = "func.func @f(%a: i32, %b: i32, %c: i32) -> i32 {\n\
               %0 = arith.subi %a, %b : i32\n  %1 = arith.subi %b, %c : i32\n  %2 = arith.addi %0, %1 : i32\n\
               %3 = arith.muli %2, %a : i32\n  %4 = arith.muli %2, %b : i32\n  %5 = arith.addi %3, %4 : i32\n\
               return %5 : i32\n}\n";
    let full = eqsat_text(src, &[]);
    for opts in [
        vec![("iter-limit", "1")],
        vec![("node-limit", "12")],
        vec![("time-limit-ms", "0")],
        vec![("extractor", "tree"), ("scheduler", "simple")],
        vec![("explain", "true")],
    ] {
        let out = eqsat_text(src, &opts);
        assert!(out.matches("arith.").count() <= 6, "{opts:?}: {out}");
    }
    assert!(full.matches("arith.").count() < 6, "{full}");
}

/// Multi-result ops enter through projections and come back with their uses intact, also when
/// their operands are rewritten.
#[test]
fn multi_result_ops_round_trip() {
    let src = "func.func @f(%a: i32, %b: i32, %c: i32) -> (i32, i1, i32) {\n\
               %0 = arith.muli %a, %b : i32\n  %1 = arith.muli %a, %c : i32\n  %2 = arith.addi %0, %1 : i32\n\
               %sum, %carry = arith.addui_extended %2, %a : i32, i1\n\
               %3 = arith.addi %sum, %sum : i32\n\
               return %3, %carry, %sum : i32, i1, i32\n}\n";
    let out = eqsat_text(src, &[]);
    assert!(out.contains("arith.addui_extended"), "{out}");
    assert_eq!(out.matches("arith.muli").count(), 1, "{out}");
    let none = eqsat_text(src, &[("rulesets", "none"), ("fold", "false")]);
    assert_eq!(none.matches("arith.muli").count(), 2, "{none}");
}
