//! Rules written in Rust, for what the rule syntax cannot say: `x % 2^k` (unsigned) becomes
//! `x & (2^k - 1)`, which needs a new constant computed from the matched one.

use egg::{Applier, Id, PatternAst, Rewrite, Subst, Symbol, Var};
use oxir::builtin::attributes::IntegerAttr;
use oxir::ods::Op;
use oxir::parser::{parse_source, ParseOptions};
use oxir::pass::Pass;
use oxir::printer::{print_op, PrintFlags};
use oxir::{Context, Diagnostic};
use oxir_dialects::arith::{AndIOp, ConstantOp};
use oxir_eqsat::analysis::{OxAnalysis, OxGraph};
use oxir_eqsat::lang::ENode;
use oxir_eqsat::rules::{add_constant, add_op, register_rust_rules, TextSearcher};

// ANCHOR: rule
struct RemToAnd;

impl Applier<ENode, OxAnalysis> for RemToAnd {
    fn apply_one(
        &self,
        eg: &mut OxGraph,
        matched: Id,
        subst: &Subst,
        _ast: Option<&PatternAst<ENode>>,
        rule: Symbol,
    ) -> Vec<Id> {
        let (x, c) = (subst["?x".parse::<Var>().unwrap()], subst["?c".parse::<Var>().unwrap()]);
        let (Some(cv), Some(ty)) = (eg[c].data.constant, eg[c].data.ty) else { return vec![] };
        let Some(v) = cv.dyn_cast::<IntegerAttr>(eg.analysis.ctx()).map(|i| i.value.clone()) else { return vec![] };
        let mask = v.sub(&oxir::numeric::APInt::from_u64(v.width(), 1));
        let attr = IntegerAttr::get(eg.analysis.ctx(), ty, mask);
        let constant = eg.analysis.ctx().op_name(ConstantOp::NAME);
        let andi = eg.analysis.ctx().op_name(AndIOp::NAME);
        let Some(m) = add_constant(eg, attr, ty, constant) else { return vec![] };
        let Some(new) = add_op(eg, andi, &[], [x, m].into_iter().collect(), ty) else { return vec![] };
        if eg.union_trusted(matched, new, rule) {
            vec![new]
        } else {
            vec![]
        }
    }
}

fn rem_rules(ctx: &mut Context) -> Result<Vec<Rewrite<ENode, OxAnalysis>>, Diagnostic> {
    let searcher = TextSearcher::new(ctx, "(arith.remui ?x ?c) if is-power-of-two ?c")?;
    Ok(vec![Rewrite::new("remui-pow2", searcher, RemToAnd).expect("valid rewrite")])
}
// ANCHOR_END: rule

#[test]
fn a_rust_rule_rewrites_with_a_computed_constant() {
    register_rust_rules(rem_rules);
    let mut ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    let src = "func.func @f(%a: i32) -> i32 {\n  %c8 = arith.constant 8 : i32\n  %0 = arith.remui %a, %c8 : i32\n  return %0 : i32\n}\n";
    let m = parse_source(&mut ctx, src, &ParseOptions::default()).expect("parses");
    let mut pass = oxir_eqsat::pass::EqSat::default();
    pass.run(&mut ctx, m).expect("runs");
    let out = print_op(&ctx, m, PrintFlags::default());
    assert!(out.contains("arith.constant 7 : i32") && out.contains("arith.andi %arg0"), "{out}");
    assert!(!out.contains("remui"), "{out}");
}
