//! Rules from op traits: every registered op without memory effects that declares one of the
//! algebraic traits gets its rules, no rule file needed, whichever dialect defines it (a user's
//! included):
//!
//! | trait | rules |
//! |---|---|
//! | `Commutative` | `(op ?a ?b) => (op ?b ?a)`; with more operands, each adjacent swap |
//! | `Idempotent` | unary: `(op (op ?x)) => (op ?x)`; binary: `(op ?x ?x) => ?x` |
//! | `Involution` | `(op (op ?x)) => ?x` |
//!
//! These are MLIR's algebraic traits (`IsCommutative`, `IsIdempotent`, `IsInvolution`). A rule
//! matches every instance of the op, whatever its attributes and result types (a head variable,
//! [`crate::rules::Pat::Op::head`]), and the nodes of one rule must share their head; its right
//! side reuses that head. So commuting `arith.addi ... overflow<nsw>` keeps the flag, and a
//! multi-result op takes part: commuting the operands of `arith.addui_extended` leaves its
//! results' classes where they were, so two such ops with swapped operands become one. The rules
//! form the set `traits`.

use crate::rules::check::accepts_operands;
use crate::rules::{Pat, RPat, Rule, RuleSet, TyAnn};
use oxir::traits::{Commutative, Idempotent, Involution, NoMemoryEffect, Pure};
use oxir::{Context, OperationName};

/// The name of the rule set of the rules derived from traits.
pub const TRAIT_RULE_SET: &str = "traits";

/// The most operands a commutative op gets swap rules for.
const MAX_COMMUTED: usize = 4;

fn lhs(name: OperationName, args: Vec<Pat>) -> Pat {
    Pat::Op { name, attrs: Vec::new(), args, defaults: Vec::new(), head: Some(0) }
}

fn rhs(name: OperationName, args: Vec<RPat>) -> RPat {
    RPat::Op { name, attrs: Vec::new(), args, ty: TyAnn::Infer, head: Some(0) }
}

fn rule(ctx: &Context, name: OperationName, what: &str, lhs: Pat, rhs: RPat, vars: usize) -> Rule {
    Rule {
        name: format!("{}-{what}", ctx.op_name_str(name)),
        set: TRAIT_RULE_SET.to_string(),
        lhs,
        rhs,
        conds: Vec::new(),
        num_vars: vars,
        num_attr_vars: 0,
        num_head_vars: 1,
        var_names: (0..vars).map(|i| format!("?x{i}")).collect(),
    }
}

/// The rules of op `name`'s algebraic traits.
pub fn rules_of(ctx: &Context, name: OperationName) -> Vec<Rule> {
    let mut out = Vec::new();
    let Some(info) = ctx.op_info(name) else { return out };
    if !(info.has_trait::<Pure>() || info.has_trait::<NoMemoryEffect>()) {
        return out;
    }
    if info.has_trait::<Commutative>() {
        for n in 2..=MAX_COMMUTED {
            if !accepts_operands(ctx, name, n) {
                continue;
            }
            for k in 0..n - 1 {
                let vars: Vec<usize> = (0..n).collect();
                let mut swapped = vars.clone();
                swapped.swap(k, k + 1);
                let what = if n == 2 { "commutative".to_string() } else { format!("commutative-{n}-{k}") };
                out.push(rule(
                    ctx,
                    name,
                    &what,
                    lhs(name, vars.iter().map(|&i| Pat::Var(i)).collect()),
                    rhs(name, swapped.iter().map(|&i| RPat::Var(i)).collect()),
                    n,
                ));
            }
        }
    }
    let unary = accepts_operands(ctx, name, 1);
    if info.has_trait::<Idempotent>() {
        if unary {
            let twice = lhs(name, vec![lhs(name, vec![Pat::Var(0)])]);
            out.push(rule(ctx, name, "idempotent", twice, rhs(name, vec![RPat::Var(0)]), 1));
        }
        if accepts_operands(ctx, name, 2) {
            let same = lhs(name, vec![Pat::Var(0), Pat::Var(0)]);
            out.push(rule(ctx, name, "idempotent-self", same, RPat::Var(0), 1));
        }
    }
    if info.has_trait::<Involution>() && unary {
        let twice = lhs(name, vec![lhs(name, vec![Pat::Var(0)])]);
        out.push(rule(ctx, name, "involution", twice, RPat::Var(0), 1));
    }
    out
}

/// The rules of the algebraic traits of every registered op, by op name.
pub fn trait_rules(ctx: &Context) -> RuleSet {
    let mut names: Vec<&'static str> = ctx.registered_op_infos().iter().map(|i| i.name).collect();
    names.sort_unstable();
    let mut set = RuleSet::default();
    for n in names {
        set.rules.extend(rules_of(ctx, ctx.op_name(n)));
    }
    set
}
