//! The extraction cost model: a cost per op, declared with the op's definition
//! (`#[op(eqsat_cost = N)]`) or else given by defaults by trait and name (constants and casts
//! cheap, multiplications dearer than shifts, divisions dearest), overridable from a cost file of
//! `op.name = cost` lines.

use crate::syntax::{error_at, SourceFile};
use oxir::traits::ConstantLike;
use oxir::{Context, Diagnostic, OperationName};
use rustc_hash::FxHashMap;

/// Costs of ops, by name.
#[derive(Clone, Debug, Default)]
pub struct CostModel {
    overrides: FxHashMap<String, u64>,
    default: Option<u64>,
}

impl CostModel {
    /// Parses a cost file: lines `arith.muli = 4` (or `arith.muli 4`), `default = 2`, `#`
    /// comments. Errors point at the offending line.
    pub fn parse(ctx: &Context, file: &SourceFile) -> Result<CostModel, Diagnostic> {
        let mut m = CostModel::default();
        for (ln, line) in file.text.lines().enumerate() {
            let body = line.split('#').next().unwrap_or("");
            let trimmed = body.trim();
            if trimmed.is_empty() {
                continue;
            }
            let col = body.len() - body.trim_start().len();
            let (name, value) = match trimmed.split_once('=') {
                Some((n, v)) => (n.trim(), v.trim()),
                None => match trimmed.split_once(char::is_whitespace) {
                    Some((n, v)) => (n.trim(), v.trim()),
                    None => return Err(error_at(ctx, file, ln, col, "expected 'op.name = cost'")),
                },
            };
            let vcol = line.find(value).unwrap_or(col);
            let Ok(v) = value.parse::<u64>() else {
                return Err(error_at(
                    ctx,
                    file,
                    ln,
                    vcol,
                    format!("expected a non-negative integer cost, got '{value}'"),
                ));
            };
            if name == "default" {
                m.default = Some(v);
                continue;
            }
            let n = ctx.op_name(name);
            if ctx.op_info_ref(n).is_none() {
                return Err(error_at(ctx, file, ln, col, format!("unknown op '{name}' in cost file")));
            }
            m.overrides.insert(name.to_string(), v);
        }
        Ok(m)
    }

    /// The cost of one op of name `name`: the cost file's line for it, else the cost declared
    /// on the op's definition, else a default by trait and name (the cost file's `default` for
    /// ops that no rule prices).
    pub fn op_cost(&self, ctx: &Context, name: OperationName) -> u64 {
        let text = ctx.op_name_str(name);
        if let Some(&c) = self.overrides.get(text) {
            return c;
        }
        let info = ctx.op_info_ref(name);
        if let Some(c) = info.and_then(|i| i.eqsat_cost) {
            return u64::from(c);
        }
        if info.is_some_and(|i| i.has_trait::<ConstantLike>()) {
            return 1;
        }
        let short = text.split_once('.').map_or(text, |(_, s)| s);
        if short.contains("div") || short.contains("rem") {
            return 16;
        }
        if short.starts_with("mul") || short.contains("fma") {
            return 4;
        }
        if short.contains("cast") || short.starts_with("ext") || short.starts_with("trunc") {
            return 1;
        }
        self.default.unwrap_or(2)
    }
}
