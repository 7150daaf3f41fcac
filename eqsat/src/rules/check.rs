//! Checking parsed rules against the registered ops: op names, operand counts, attribute names
//! and values, variables, types and conditions. Every problem is a diagnostic at the rule
//! file's line and column.

use super::parse::{parse_rules, CondSyntax, RuleSyntax, Term};
use super::{AttrPat, Cond, Lit, Pat, RPat, Rule, RuleSet, TyAnn};
use crate::syntax::{error_at, SourceFile};
use oxir::builtin::locations::UnknownLoc;
use oxir::builtin::types::IntegerType;
use oxir::ods::Op;
use oxir::parser::{parse_attribute_str, parse_type_str};
use oxir::traits::ConstantLike;
use oxir::{Context, Diagnostic, OperationName, OperationState};
use oxir_dialects::arith::{CmpFOp, CmpFPredicate, CmpIOp, CmpIPredicate};

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Kind {
    Class,
    Attr,
}

#[derive(Default)]
struct Vars {
    names: Vec<(String, Kind, usize)>,
    classes: usize,
    attrs: usize,
}

impl Vars {
    fn get(&self, name: &str) -> Option<(Kind, usize)> {
        self.names.iter().find(|(n, _, _)| n == name).map(|(_, k, i)| (*k, *i))
    }
    fn bind(&mut self, name: &str, kind: Kind) -> Result<usize, String> {
        match self.get(name) {
            Some((k, i)) if k == kind => Ok(i),
            Some(_) => Err(format!("variable '?{name}' is used both for a value and for an attribute")),
            None => {
                let i = match kind {
                    Kind::Class => &mut self.classes,
                    Kind::Attr => &mut self.attrs,
                };
                let idx = *i;
                *i += 1;
                self.names.push((name.to_string(), kind, idx));
                Ok(idx)
            }
        }
    }
}

/// Whether ops of `name` may have `n` operands: builds trial ops and looks for an operand count
/// complaint from the op's generated invariants.
pub fn accepts_operands(ctx: &Context, name: OperationName, n: usize) -> bool {
    let Some(info) = ctx.op_info(name) else { return false };
    let Some(verify) = info.verify_invariants else { return true };
    let mut scratch = ctx.fork_empty();
    let block = scratch.create_block();
    let i32t = IntegerType::get(&scratch, 32);
    let loc = UnknownLoc::get(&scratch);
    let args: Vec<_> = (0..n).map(|_| scratch.add_block_argument(block, i32t, loc)).collect();
    let defaults = info.property_defaults.map(|f| f(&scratch)).unwrap_or_default();
    for results in [1usize, 0, 2] {
        let mut st = OperationState::new(name, loc);
        st.operands.extend(args.iter().copied());
        st.result_types.extend(std::iter::repeat_n(i32t, results));
        if !defaults.is_empty() {
            st.properties = Some(oxir::builtin::attributes::DictionaryAttr::get(&scratch, defaults.clone()));
        }
        let op = scratch.create_op(st);
        let r = verify(&scratch, op);
        let _ = scratch.erase_op(op);
        match r {
            Ok(()) => return true,
            Err(d) => {
                let m = &d.message;
                let count_error = m.contains("requires zero operands")
                    || m.contains("requires a single operand")
                    || m.contains("operands, but found")
                    || m.contains("or more operands");
                if !count_error {
                    return true;
                }
            }
        }
    }
    false
}

struct Checker<'a> {
    ctx: &'a mut Context,
    file: &'a SourceFile,
}

type CResult<T> = Result<T, Diagnostic>;

fn parse_lit(text: &str) -> Option<Lit> {
    match text {
        "inf" | "+inf" => return Some(Lit::Float(f64::INFINITY)),
        "-inf" => return Some(Lit::Float(f64::NEG_INFINITY)),
        "nan" => return Some(Lit::Float(f64::NAN)),
        "true" => return Some(Lit::Int(1)),
        "false" => return Some(Lit::Int(0)),
        _ => {}
    }
    if let Ok(v) = text.parse::<i128>() {
        return Some(Lit::Int(v));
    }
    if text.contains(['.', 'e', 'E']) {
        if let Ok(f) = text.parse::<f64>() {
            return Some(Lit::Float(f));
        }
    }
    None
}

impl Checker<'_> {
    fn err(&self, at: usize, msg: impl Into<String>) -> Diagnostic {
        let (l, c) = self.file.line_col(at);
        error_at(self.ctx, self.file, l, c, msg)
    }

    fn op(&mut self, name: &str, at: usize) -> CResult<OperationName> {
        if !name.contains('.') {
            return Err(self.err(at, format!("unknown function or op '{name}'")));
        }
        let n = self.ctx.op_name(name);
        if self.ctx.op_info_ref(n).is_none() {
            return Err(self.err(at, format!("unknown op '{name}' (no registered op has this name)")));
        }
        Ok(n)
    }

    fn attr_value(
        &mut self,
        op: OperationName,
        key: &str,
        text: &str,
        at: usize,
        vars: &mut Vars,
        lhs: bool,
    ) -> CResult<AttrPat> {
        if let Some(v) = text.strip_prefix('?') {
            if !lhs && vars.get(v).is_none() {
                return Err(self.err(at, format!("variable '?{v}' is not bound by the left-hand side")));
            }
            let i = vars.bind(v, Kind::Attr).map_err(|m| self.err(at, m))?;
            return Ok(AttrPat::Var(i));
        }
        let opname = self.ctx.op_name_str(op).to_string();
        let dialect = opname.split_once('.').map_or("", |(d, _)| d).to_string();
        let mut tries: Vec<String> = vec![text.to_string()];
        if key == "predicate" && text.chars().all(|c| c.is_ascii_alphabetic()) {
            let code = match opname.as_str() {
                CmpIOp::NAME => CmpIPredicate::from_str(text).map(|p| p.value()),
                CmpFOp::NAME => CmpFPredicate::from_str(text).map(|p| p.value()),
                _ => None,
            };
            if let Some(c) = code {
                tries.insert(0, format!("{c} : i64"));
            }
        }
        if key == "fastmath" {
            tries.push(format!("#{dialect}.fastmath<{text}>"));
        }
        if key == "overflowFlags" {
            tries.push(format!("#{dialect}.overflow<{text}>"));
        }
        for t in &tries {
            if let Ok(a) = parse_attribute_str(self.ctx, t) {
                return Ok(AttrPat::Lit(a));
            }
        }
        Err(self.err(at, format!("cannot parse the value '{text}' of attribute '{key}' of '{opname}'")))
    }

    fn attrs(
        &mut self,
        op: OperationName,
        attrs: &[(String, String, usize)],
        vars: &mut Vars,
        lhs: bool,
    ) -> CResult<Vec<(String, AttrPat)>> {
        let info = self.ctx.op_info(op);
        let mut out = Vec::new();
        for (key, text, at) in attrs {
            if let Some(info) = &info {
                if !info.inherent_attrs.contains(&key.as_str()) {
                    let (l, c) = self.file.line_col(*at);
                    let _ = (l, c);
                    return Err(self.err(
                        at.saturating_sub(key.len() + 1),
                        format!("'{}' has no inherent attribute '{key}'", self.ctx.op_name_str(op)),
                    ));
                }
            }
            let v = self.attr_value(op, key, text, *at, vars, lhs)?;
            out.push((key.clone(), v));
        }
        Ok(out)
    }

    fn lhs(&mut self, t: &Term, vars: &mut Vars, top: bool) -> CResult<Pat> {
        match t {
            Term::Var(v, at) => {
                if top {
                    return Err(self.err(*at, "the left-hand side must be an op, not a variable"));
                }
                Ok(Pat::Var(vars.bind(v, Kind::Class).map_err(|m| self.err(*at, m))?))
            }
            Term::Number(n, at) => {
                if top {
                    return Err(self.err(*at, "the left-hand side must be an op"));
                }
                parse_lit(n).map(Pat::Const).ok_or_else(|| self.err(*at, format!("expected a number, got '{n}'")))
            }
            Term::Apply { name, at, attrs, args, ty } => {
                let op = self.op(name, *at)?;
                if let Some((_, tat)) = ty {
                    return Err(self.err(
                        *tat,
                        "type annotations are only allowed on the right-hand side; use a condition ('type ?x i32')",
                    ));
                }
                let constant_like = self.ctx.op_info_ref(op).is_some_and(|i| i.has_trait::<ConstantLike>());
                if constant_like && args.len() == 1 && attrs.is_empty() {
                    if top {
                        return Err(self.err(*at, "the left-hand side must not be a constant"));
                    }
                    return match &args[0] {
                        Term::Number(n, nat) => parse_lit(n)
                            .map(Pat::Const)
                            .ok_or_else(|| self.err(*nat, format!("expected a number, got '{n}'"))),
                        Term::Var(v, vat) => {
                            Ok(Pat::ConstVar(vars.bind(v, Kind::Class).map_err(|m| self.err(*vat, m))?))
                        }
                        other => Err(self.err(other.at(), "expected a number or a variable in a constant")),
                    };
                }
                if !accepts_operands(self.ctx, op, args.len()) {
                    return Err(self.err(*at, format!("'{name}' does not take {} operand(s)", args.len())));
                }
                let attrs = self.attrs(op, attrs, vars, true)?;
                let defaults = self
                    .ctx
                    .op_info_ref(op)
                    .and_then(|i| i.property_defaults)
                    .map(|f| f(self.ctx))
                    .unwrap_or_default()
                    .into_iter()
                    .map(|e| (self.ctx.ident_str(e.name).to_string(), e.value))
                    .filter(|(k, _)| !attrs.iter().any(|(a, _)| a == k))
                    .collect();
                let args = args.iter().map(|a| self.lhs(a, vars, false)).collect::<CResult<Vec<_>>>()?;
                Ok(Pat::Op { name: op, attrs, args, defaults, head: None })
            }
        }
    }

    fn ty_ann(&mut self, ty: &Option<(String, usize)>, vars: &Vars) -> CResult<TyAnn> {
        let Some((text, at)) = ty else { return Ok(TyAnn::Infer) };
        if let Some(inner) = text.strip_prefix("type(").and_then(|s| s.strip_suffix(')')) {
            let v = inner.trim().trim_start_matches('?');
            return match vars.get(v) {
                Some((Kind::Class, i)) => Ok(TyAnn::Of(i)),
                _ => Err(self.err(*at, format!("variable '{}' is not bound by the left-hand side", inner.trim()))),
            };
        }
        parse_type_str(self.ctx, text)
            .map(TyAnn::Lit)
            .map_err(|_| self.err(*at, format!("cannot parse the type '{text}'")))
    }

    fn rhs(&mut self, t: &Term, vars: &mut Vars, parent_op: Option<OperationName>) -> CResult<RPat> {
        match t {
            Term::Var(v, at) => match vars.get(v) {
                Some((Kind::Class, i)) => Ok(RPat::Var(i)),
                Some((Kind::Attr, _)) => Err(self.err(*at, format!("variable '?{v}' is an attribute, not a value"))),
                None => Err(self.err(*at, format!("variable '?{v}' is not bound by the left-hand side"))),
            },
            Term::Number(n, at) => {
                let lit = parse_lit(n).ok_or_else(|| self.err(*at, format!("expected a number, got '{n}'")))?;
                let dialect =
                    parent_op.map(|p| self.ctx.op_name_dialect(p).to_string()).unwrap_or_else(|| "arith".into());
                let op = self.ctx.op_name(&format!("{dialect}.constant"));
                Ok(RPat::Const { lit, op, ty: TyAnn::Infer })
            }
            Term::Apply { name, at, attrs, args, ty } => {
                if name == "log2" {
                    let [Term::Var(v, vat)] = args.as_slice() else {
                        return Err(self.err(*at, "'log2' takes one variable"));
                    };
                    let Some((Kind::Class, var)) = vars.get(v) else {
                        return Err(self.err(*vat, format!("variable '?{v}' is not bound by the left-hand side")));
                    };
                    let dialect =
                        parent_op.map(|p| self.ctx.op_name_dialect(p).to_string()).unwrap_or_else(|| "arith".into());
                    let op = self.ctx.op_name(&format!("{dialect}.constant"));
                    return Ok(RPat::Log2 { var, op });
                }
                let op = self.op(name, *at)?;
                let tyann = self.ty_ann(ty, vars)?;
                let constant_like = self.ctx.op_info_ref(op).is_some_and(|i| i.has_trait::<ConstantLike>());
                if constant_like && args.len() == 1 && attrs.is_empty() {
                    return match &args[0] {
                        Term::Number(n, nat) => {
                            let lit =
                                parse_lit(n).ok_or_else(|| self.err(*nat, format!("expected a number, got '{n}'")))?;
                            Ok(RPat::Const { lit, op, ty: tyann })
                        }
                        other => Err(self.err(other.at(), "expected a number in a constant on the right-hand side")),
                    };
                }
                if !accepts_operands(self.ctx, op, args.len()) {
                    return Err(self.err(*at, format!("'{name}' does not take {} operand(s)", args.len())));
                }
                let attrs = self.attrs(op, attrs, vars, false)?;
                let args = args.iter().map(|a| self.rhs(a, vars, Some(op))).collect::<CResult<Vec<_>>>()?;
                Ok(RPat::Op { name: op, attrs, args, ty: tyann, head: None })
            }
        }
    }

    fn cond(&mut self, c: &CondSyntax, vars: &Vars) -> CResult<Cond> {
        let var = |k: usize, kind: Kind| -> CResult<usize> {
            let Some((text, at)) = c.args.get(k) else {
                return Err(self.err(c.at, format!("condition '{}' needs more arguments", c.name)));
            };
            let Some(v) = text.strip_prefix('?') else {
                return Err(self.err(*at, format!("expected a variable, got '{text}'")));
            };
            match vars.get(v) {
                Some((k2, i)) if k2 == kind => Ok(i),
                Some(_) => Err(self.err(*at, format!("variable '{text}' has the wrong kind for '{}'", c.name))),
                None => Err(self.err(*at, format!("variable '{text}' is not bound by the left-hand side"))),
            }
        };
        let arity = |n: usize| -> CResult<()> {
            if c.args.len() != n {
                return Err(self.err(c.at, format!("condition '{}' takes {n} argument(s)", c.name)));
            }
            Ok(())
        };
        let cond = match c.name.as_str() {
            "is-power-of-two" => {
                arity(1)?;
                Cond::PowerOfTwo(var(0, Kind::Class)?)
            }
            "is-nonzero" => {
                arity(1)?;
                Cond::NonZero(var(0, Kind::Class)?)
            }
            "is-const" => {
                arity(1)?;
                Cond::IsConst(var(0, Kind::Class)?)
            }
            "is-int" => {
                arity(1)?;
                Cond::IsInt(var(0, Kind::Class)?)
            }
            "is-float" => {
                arity(1)?;
                Cond::IsFloat(var(0, Kind::Class)?)
            }
            "same-type" => {
                arity(2)?;
                Cond::SameType(var(0, Kind::Class)?, var(1, Kind::Class)?)
            }
            "not-equal" => {
                arity(2)?;
                Cond::NotEqual(var(0, Kind::Class)?, var(1, Kind::Class)?)
            }
            "type" => {
                arity(2)?;
                let i = var(0, Kind::Class)?;
                let (text, at) = &c.args[1];
                let t = parse_type_str(self.ctx, text)
                    .map_err(|_| self.err(*at, format!("cannot parse the type '{text}'")))?;
                Cond::TypeIs(i, t)
            }
            "has-fastmath" => {
                if c.args.len() < 2 {
                    return Err(self.err(c.at, "condition 'has-fastmath' takes an attribute variable and flags"));
                }
                let i = var(0, Kind::Attr)?;
                const FLAGS: [&str; 8] = ["reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "fast"];
                for (f, at) in &c.args[1..] {
                    if !FLAGS.contains(&f.as_str()) {
                        return Err(self.err(*at, format!("unknown fast-math flag '{f}'")));
                    }
                }
                Cond::HasFastmath(i, c.args[1..].iter().map(|(f, _)| f.clone()).collect())
            }
            other => return Err(self.err(c.at, format!("unknown condition '{other}'"))),
        };
        Ok(cond)
    }

    fn rule(&mut self, name: String, r: &RuleSyntax, lhs: &Term, rhs: &Term) -> CResult<Rule> {
        let mut vars = Vars::default();
        let l = self.lhs(lhs, &mut vars, true)?;
        let rr = self.rhs(rhs, &mut vars, None)?;
        let conds = r.conds.iter().map(|c| self.cond(c, &vars)).collect::<CResult<Vec<_>>>()?;
        let mut var_names = vec![String::new(); vars.classes + vars.attrs];
        for (n, k, i) in &vars.names {
            let idx = if *k == Kind::Class { *i } else { vars.classes + *i };
            var_names[idx] = format!("?{n}");
        }
        Ok(Rule {
            name,
            set: r.set.clone(),
            lhs: l,
            rhs: rr,
            conds,
            num_vars: vars.classes,
            num_attr_vars: vars.attrs,
            num_head_vars: 0,
            var_names,
        })
    }
}

/// Parses and checks a rule file.
pub fn load_rules(ctx: &mut Context, file: &SourceFile) -> Result<RuleSet, Diagnostic> {
    let parsed = match parse_rules(&file.text) {
        Ok(p) => p,
        Err((at, msg)) => {
            let (l, c) = file.line_col(at);
            return Err(error_at(ctx, file, l, c, msg));
        }
    };
    let mut ck = Checker { ctx, file };
    let mut set = RuleSet::default();
    let mut names: Vec<String> = Vec::new();
    for r in &parsed {
        if names.contains(&r.name) {
            return Err(ck.err(r.at, format!("redefinition of rule '{}'", r.name)));
        }
        names.push(r.name.clone());
        set.rules.push(ck.rule(r.name.clone(), r, &r.lhs, &r.rhs)?);
        if r.bidirectional {
            if matches!(r.rhs, Term::Var(..)) {
                return Err(ck.err(r.rhs.at(), "a '<=>' rule needs an op on both sides"));
            }
            let rev = ck.rule(format!("{}-rev", r.name), r, &r.rhs, &r.lhs).map_err(|d| {
                let (l, c) = file.line_col(r.at);
                let mut d2 =
                    error_at(ck.ctx, file, l, c, format!("the reverse of '<=>' rule '{}' is not a valid rule", r.name));
                d2.notes.push(d);
                d2
            })?;
            set.rules.push(rev);
        }
    }
    Ok(set)
}
