//! Semi-naive search finds what a full search finds: saturating the same functions with only
//! new matches searched (the default) or with every match searched each iteration gives e-graphs
//! of the same size and the same programs. (Folding is off: the analysis folds a node when it is
//! added, so the order of additions can decide whether `x - x` is folded before or after its
//! operands merge; the rules reach the same classes either way.)

mod rng;

use oxir::parser::{parse_source, ParseOptions};
use oxir::pass::Pass;
use oxir::printer::{print_op, PrintFlags};
use oxir::Context;
use rng::Rng;

/// Random functions of 30 arith ops over three arguments, some with small constants.
fn functions(seed: u64, n: usize) -> String {
    let mut rng = Rng(seed);
    let mut pick = |k: usize| rng.pick(k);
    let mut s = String::new();
    for f in 0..n {
        s.push_str(&format!("func.func @f{f}(%a: i32, %b: i32, %c: i32) -> i32 {{\n"));
        let mut vals = vec!["%a".to_string(), "%b".to_string(), "%c".to_string()];
        for i in 0..30 {
            let x = vals[pick(vals.len())].clone();
            let mut y = vals[pick(vals.len())].clone();
            if pick(4) == 0 {
                s.push_str(&format!("  %k{i} = arith.constant {} : i32\n", [0, 1, 2, 8, -1][pick(5)]));
                y = format!("%k{i}");
            }
            let op = ["addi", "subi", "muli", "andi", "ori", "xori"][pick(6)];
            s.push_str(&format!("  %v{i} = arith.{op} {x}, {y} : i32\n"));
            vals.push(format!("%v{i}"));
        }
        s.push_str(&format!("  return {} : i32\n}}\n", vals[vals.len() - 1]));
    }
    s
}

/// The e-graph sizes and the program after saturating `text` with `seminaive`.
fn saturate(text: &str, seminaive: bool) -> (u64, u64, String) {
    let mut ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    let module = parse_source(&mut ctx, text, &ParseOptions::default()).expect("parses");
    let mut pass = oxir_eqsat::pass::EqSat::default();
    for (k, v) in [
        ("iter-limit", "3"),
        ("node-limit", "1000000"),
        ("scheduler", "simple"),
        ("fold", "false"),
        ("seminaive", if seminaive { "true" } else { "false" }),
    ] {
        pass.set_option(k, v).unwrap();
    }
    pass.run(&mut ctx, module).expect("runs");
    let stat = |name: &str| pass.statistics().into_iter().find(|s| s.name == name).map_or(0, |s| s.value);
    (stat("e-nodes"), stat("e-classes"), print_op(&ctx, module, PrintFlags::default()))
}

#[test]
fn semi_naive_search_finds_every_match() {
    for seed in [1, 2, 3] {
        let text = functions(seed, 6);
        let (naive, semi) = (saturate(&text, false), saturate(&text, true));
        assert!(naive.0 > 1000, "too small to tell: {} e-nodes", naive.0);
        assert_eq!((semi.0, semi.1), (naive.0, naive.1), "e-nodes and e-classes, seed {seed}");
        assert_eq!(semi.2, naive.2, "programs, seed {seed}");
    }
}
