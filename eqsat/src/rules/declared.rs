//! Rules declared next to op definitions: `#[op(eqsat_rules = "...")]` (stored in
//! `OpInfo::eqsat_rules`) and [`declare_op_rules`] at run time, loaded as the rule set
//! `op:<name>`.

use super::{check, Pat, RuleSet};
use oxir::Context;

/// Rules declared next to op definitions: (op name, rule text), in declaration order.
fn op_rules() -> &'static std::sync::RwLock<Vec<(String, String)>> {
    static RULES: std::sync::OnceLock<std::sync::RwLock<Vec<(String, String)>>> = std::sync::OnceLock::new();
    RULES.get_or_init(Default::default)
}

/// Declares rewrite rules for op `op` (in the rule syntax; every rule's left-hand side must be
/// that op), e.g. from the crate that defines the op. The `eqsat` pass loads and checks them with
/// the other rules, as the rule set `op:<name>`.
pub fn declare_op_rules(op: &str, text: &str) {
    if let Ok(mut r) = op_rules().write() {
        r.push((op.to_string(), text.to_string()));
    }
}

/// Loads the rules declared with [`declare_op_rules`] and on op definitions
/// (`#[op(eqsat_rules = "...")]`, stored in `OpInfo::eqsat_rules`).
pub fn load_declared_rules(ctx: &mut Context) -> Result<RuleSet, oxir::Diagnostic> {
    let mut declared = op_rules().read().map(|r| r.clone()).unwrap_or_default();
    // Rules declared on the op definitions (`#[op(eqsat_rules = "...")]`).
    for info in ctx.registered_op_infos() {
        if !info.eqsat_rules.trim().is_empty() {
            declared.push((info.name.to_string(), info.eqsat_rules.to_string()));
        }
    }
    let mut all = RuleSet::default();
    for (op, text) in declared {
        let file = crate::syntax::SourceFile::new(format!("<rules of {op}>"), text);
        let mut set = check::load_rules(ctx, &file)?;
        for r in &mut set.rules {
            let root = match &r.lhs {
                Pat::Op { name, .. } => ctx.op_name_str(*name).to_string(),
                _ => String::new(),
            };
            if root != op && !r.name.ends_with("-rev") {
                return Err(crate::syntax::error_at(
                    ctx,
                    &file,
                    0,
                    0,
                    format!("rule '{}' declared for '{op}' rewrites '{root}'", r.name),
                ));
            }
            r.set = format!("op:{op}");
        }
        all.rules.extend(set.rules);
    }
    Ok(all)
}
