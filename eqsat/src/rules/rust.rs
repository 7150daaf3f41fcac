//! Rules written in Rust: `egg::Rewrite`s registered with [`register_rust_rules`], whose
//! searcher can be written in the rule syntax ([`TextSearcher`]).

use super::{check, Rule};
use crate::analysis::{OxAnalysis, OxGraph};
use crate::lang::ENode;
use crate::machine::{search_uncached, Matches, Program};
use egg::Id;
use oxir::Context;

/// A searcher for Rust rules (`egg::Rewrite` with an `egg::Applier` of your own): the left-hand
/// side and conditions of the rule syntax, e.g. `(arith.remui ?x ?c) if is-power-of-two ?c`.
/// Class variables are bound in the `egg::Subst` under their names (`?x`).
pub struct TextSearcher {
    rule: Rule,
    program: Program,
    vars: Vec<egg::Var>,
}

impl TextSearcher {
    /// Parses and checks `lhs` (a pattern, optionally followed by `if` conditions).
    pub fn new(ctx: &mut Context, lhs: &str) -> Result<TextSearcher, oxir::Diagnostic> {
        let (pat, conds) = match lhs.find(" if ") {
            Some(i) => (&lhs[..i], &lhs[i..]),
            None => (lhs, ""),
        };
        let text = format!("rule rust-searcher: {pat} => {pat}{conds}\n");
        let file = crate::syntax::SourceFile::new("<rust rule searcher>", text);
        let mut set = check::load_rules(ctx, &file)?;
        let rule = set.rules.remove(0);
        let program = Program::compile(&rule).ok_or_else(|| {
            oxir::Diagnostic::error(oxir::builtin::locations::UnknownLoc::get(ctx), "the pattern must be an op")
        })?;
        let vars = rule.var_names[..rule.num_vars]
            .iter()
            .map(|n| n.parse::<egg::Var>().unwrap_or_else(|_| "?unnamed".parse().expect("valid var")))
            .collect();
        Ok(TextSearcher { rule, program, vars })
    }
}

impl egg::Searcher<ENode, OxAnalysis> for TextSearcher {
    fn search_eclass_with_limit(
        &self,
        eg: &OxGraph,
        eclass: Id,
        limit: usize,
    ) -> Option<egg::SearchMatches<'_, ENode>> {
        let mut found = Matches::new(&self.rule);
        search_uncached(eg, &self.program, &self.rule, eclass, &mut found, 100_000);
        let substs: Vec<egg::Subst> = (0..found.len().min(limit))
            .map(|i| {
                let mut s = egg::Subst::with_capacity(self.vars.len());
                for (v, c) in self.vars.iter().zip(found.get(i).1.classes) {
                    s.insert(*v, *c);
                }
                s
            })
            .collect();
        if substs.is_empty() {
            return None;
        }
        Some(egg::SearchMatches { eclass, substs, ast: None })
    }

    fn vars(&self) -> Vec<egg::Var> {
        self.vars.clone()
    }
}

/// Makes Rust rules for a context (called each time the pass loads its rules).
pub type RustRulesFn = fn(&mut Context) -> Result<Vec<egg::Rewrite<ENode, OxAnalysis>>, oxir::Diagnostic>;

fn rust_rule_fns() -> &'static std::sync::RwLock<Vec<RustRulesFn>> {
    static FNS: std::sync::OnceLock<std::sync::RwLock<Vec<RustRulesFn>>> = std::sync::OnceLock::new();
    FNS.get_or_init(Default::default)
}

/// Registers Rust rules (`egg::Rewrite`s whose applier is Rust code, for what the rule syntax
/// cannot say, such as computing a new constant); the `eqsat` pass runs them with the text rules.
/// An applier's `apply_one` adds its result (see [`add_op`], [`add_constant`]) and unions it with
/// the matched class itself.
pub fn register_rust_rules(f: RustRulesFn) {
    if let Ok(mut v) = rust_rule_fns().write() {
        v.push(f);
    }
}

/// The registered Rust rules, made for `ctx`.
pub fn rust_rules(ctx: &mut Context) -> Result<Vec<egg::Rewrite<ENode, OxAnalysis>>, oxir::Diagnostic> {
    let fns = rust_rule_fns().read().map(|v| v.clone()).unwrap_or_default();
    let mut out = Vec::new();
    for f in fns {
        out.extend(f(ctx)?);
    }
    Ok(out)
}
