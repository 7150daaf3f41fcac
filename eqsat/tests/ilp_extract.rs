//! The ILP extractor finds the cheapest DAG where the greedy one cannot: two classes that each
//! have a cheap term of their own and a term through a shared, dearer subterm. Greedy takes each
//! class's own cheapest term (3 + 3); the optimum pays the shared subterm once (3 + 1 + 1).

use egg::Id;
use oxir::builtin::attributes::DictionaryAttr;
use oxir::parser::{parse_source, ParseOptions};
use oxir::Context;
use oxir_eqsat::analysis::{OxAnalysis, OxGraph};
use oxir_eqsat::choice::price;
use oxir_eqsat::extract::{choose, ExtractorKind, NodeCosts};
use oxir_eqsat::lang::{ENode, HeadData};

/// The e-graph `g(P, Q)` with `P = p(x) = wp(s(x))`, `Q = q(x) = wq(s(x))`, its root, and the
/// costs `p`, `q`, `s`: 3, `wp`, `wq`, `g`: 1.
fn shared_subterm(ctx: &mut Context) -> (OxGraph, Id, NodeCosts) {
    let module = parse_source(ctx, "func.func @f(%x: i32) -> i32 {\n  return %x : i32\n}\n", &ParseOptions::default())
        .expect("parses");
    let func = ctx.block_ops(ctx.region_entry_block(ctx.op_regions(module)[0]).unwrap()).next().unwrap();
    let body = ctx.region_entry_block(ctx.op_regions(func)[0]).unwrap();
    let x = ctx.block_arguments(body).next().unwrap();
    let i32 = ctx.value_type(x);
    let mut analysis = OxAnalysis::new(ctx);
    analysis.fold = false;
    let mut eg = OxGraph::new(analysis);
    let head = |eg: &mut OxGraph, name: &str| {
        let data = HeadData {
            name: ctx.op_name(name),
            props: None,
            attrs: DictionaryAttr::get(ctx, Vec::new()),
            results: vec![i32],
        };
        eg.analysis.heads.intern(data)
    };
    let [p, q, s, wp, wq, g] = ["t.p", "t.q", "t.s", "t.wp", "t.wq", "t.g"].map(|n| head(&mut eg, n));
    let leaf = eg.analysis.leaves.intern(ctx, x);
    let x = eg.add(ENode::Leaf(leaf));
    let op = |eg: &mut OxGraph, head, kids: &[Id]| eg.add(ENode::Op { head, children: kids.iter().copied().collect() });
    let sx = op(&mut eg, s, &[x]);
    let pp = op(&mut eg, p, &[x]);
    let pw = op(&mut eg, wp, &[sx]);
    let qq = op(&mut eg, q, &[x]);
    let qw = op(&mut eg, wq, &[sx]);
    eg.union(pp, pw);
    eg.union(qq, qw);
    let root = op(&mut eg, g, &[pp, qq]);
    eg.rebuild();
    (eg, root, NodeCosts { head: vec![3, 3, 3, 1, 1, 1], shaped: Default::default() })
}

#[test]
fn ilp_pays_a_shared_subterm_once() {
    let mut ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    let (eg, root, costs) = shared_subterm(&mut ctx);
    let greedy = choose(&eg, &costs, &[root], ExtractorKind::Dag, None).expect("greedy extracts");
    let ilp = ExtractorKind::Ilp { max_nodes: 100, time_limit_ms: 10_000 };
    let optimal = choose(&eg, &costs, &[root], ilp, None).expect("ilp extracts");
    assert_eq!(price(&costs, &greedy.choice).cost, 7);
    assert_eq!(price(&costs, &optimal.choice).cost, 5 + 1);
    assert!(optimal.proven && !optimal.fell_back);
}

#[test]
fn ilp_falls_back_to_greedy_above_its_size_limit() {
    let mut ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    let (eg, root, costs) = shared_subterm(&mut ctx);
    let small = ExtractorKind::Ilp { max_nodes: 3, time_limit_ms: 10_000 };
    let got = choose(&eg, &costs, &[root], small, None).expect("extracts");
    assert!(got.fell_back && !got.proven);
    assert_eq!(price(&costs, &got.choice).cost, 7);
}
