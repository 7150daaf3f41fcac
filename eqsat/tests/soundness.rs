//! Every rule oxir ships is checked by evaluating both sides through the ops' own folders:
//! integer rules exhaustively at i1..i8 (randomly where the cases exceed 2^16) and randomly at
//! i16, i32 and i64; float rules at f16, f32 and f64 over special values (NaN, ±Inf, ±0.0,
//! subnormals, extremes) and random ones. Rules that reassociate under `reassoc` are checked on
//! small integers (exact in every format), as rounding is what `reassoc` permits to change. The
//! tensor rules are checked against a small reference model of the tensor ops. The rules derived
//! from op traits (`Commutative`, `Idempotent`, `Involution`) are checked the same way through
//! the folders, for every registered op that declares one — oxir's and a user's (`algebra`)
//! alike — on every integer and float type the op accepts, all results of multi-result ops
//! compared. A failure names the rule and the counterexample.

mod rng;

mod algebra;

use oxir::builtin::attributes::{DictionaryAttr, FloatAttr, IntegerAttr};
use oxir::builtin::locations::UnknownLoc;
use oxir::builtin::types::{FloatKind, FloatType, IndexType, IntegerType};
use oxir::numeric::{APFloat, APInt};
use oxir::registry::FoldResult;
use oxir::{Attribute, Context, NamedAttribute, OperationName, OperationState, Type};
use oxir_eqsat::rules::{lit_attr, AttrPat, Cond, Pat, RPat, Rule, TyAnn};
use rng::Rng;

struct Eval<'a> {
    ctx: Context,
    rule: &'a Rule,
    vals: Vec<Attribute>,
    var_tys: Vec<Type>,
    attr_vals: Vec<Attribute>,
    i1: Type,
    /// Set when the right side cannot be built (a constant that does not fit the type): the
    /// pass does not apply the rule then.
    inapplicable: bool,
}

fn width(ctx: &Context, t: Type) -> Option<u32> {
    t.dyn_cast::<IntegerType>(ctx).map(|i| i.width)
}

fn op_name(ctx: &Context, n: OperationName) -> String {
    ctx.op_name_str(n).to_string()
}

/// The operand types of op `name` with result type `result` (for the arith ops rules use).
fn operand_types(ctx: &Context, name: &str, n: usize, result: Type, cmp_ty: Type) -> Option<Vec<Type>> {
    let i1 = IntegerType::get(ctx, 1);
    Some(match name {
        "arith.cmpi" | "arith.cmpf" => vec![cmp_ty; n],
        "arith.select" => vec![i1, result, result],
        "arith.extsi" | "arith.extui" => {
            let w = width(ctx, result)?;
            if w % 2 != 0 {
                return None;
            }
            vec![IntegerType::get(ctx, w / 2)]
        }
        "arith.trunci" => vec![IntegerType::get(ctx, width(ctx, result)? * 2)],
        _ => vec![result; n],
    })
}

fn assign(ctx: &Context, p: &Pat, expected: Type, cmp_ty: Type, tys: &mut [Option<Type>]) -> bool {
    match p {
        Pat::Var(i) | Pat::ConstVar(i) => match tys[*i] {
            Some(t) => t == expected,
            None => {
                tys[*i] = Some(expected);
                true
            }
        },
        Pat::Const(_) => true,
        Pat::Op { name, args, .. } => {
            let name = op_name(ctx, *name);
            if (name == "arith.cmpi" || name == "arith.cmpf") && width(ctx, expected) != Some(1) {
                return false;
            }
            let Some(ots) = operand_types(ctx, &name, args.len(), expected, cmp_ty) else { return false };
            args.iter().zip(ots).all(|(a, t)| assign(ctx, a, t, cmp_ty, tys))
        }
    }
}

impl Eval<'_> {
    fn fold(
        &mut self,
        name: OperationName,
        props: Vec<NamedAttribute>,
        operands: &[(Attribute, Type)],
        result: Type,
    ) -> Option<Attribute> {
        let ctx = &mut self.ctx;
        let info = ctx.op_info(name)?;
        let mut defaults = info.property_defaults.map(|f| f(ctx)).unwrap_or_default();
        for p in props {
            defaults.retain(|d| d.name != p.name);
            defaults.push(p);
        }
        let block = ctx.create_block();
        let loc = UnknownLoc::get(ctx);
        let mut st = OperationState::new(name, loc);
        for &(_, t) in operands {
            let v = ctx.add_block_argument(block, t, loc);
            st.operands.push(v);
        }
        st.result_types.push(result);
        if !defaults.is_empty() {
            st.properties = Some(DictionaryAttr::get(ctx, defaults));
        }
        let op = ctx.create_op(st);
        let consts: Vec<Option<Attribute>> = operands.iter().map(|o| Some(o.0)).collect();
        let r = (info.fold?)(ctx, op, &consts);
        let vals: Vec<_> = ctx.operands(op).collect();
        let _ = ctx.erase_op(op);
        match r?.first()? {
            FoldResult::Attribute(a) => Some(*a),
            FoldResult::Value(v) => vals.iter().position(|x| x == v).map(|i| operands[i].0),
        }
    }

    fn attrs(&self, attrs: &[(String, AttrPat)]) -> Vec<NamedAttribute> {
        attrs
            .iter()
            .map(|(k, a)| NamedAttribute {
                name: self.ctx.ident(k),
                value: match a {
                    AttrPat::Lit(x) => *x,
                    AttrPat::Var(i) => self.attr_vals[*i],
                },
            })
            .collect()
    }

    fn lhs(&mut self, p: &Pat, ty: Type, cmp_ty: Type) -> Option<Attribute> {
        match p {
            Pat::Var(i) | Pat::ConstVar(i) => Some(self.vals[*i]),
            Pat::Const(lit) => lit_attr(&self.ctx, *lit, ty),
            Pat::Op { name, attrs, args, .. } => {
                let n = op_name(&self.ctx, *name);
                let ots = operand_types(&self.ctx, &n, args.len(), ty, cmp_ty)?;
                let mut ops = Vec::new();
                for (a, t) in args.iter().zip(ots) {
                    ops.push((self.lhs(a, t, cmp_ty)?, t));
                }
                let props = self.attrs(attrs);
                self.fold(*name, props, &ops, ty)
            }
        }
    }

    fn rhs(&mut self, p: &RPat, ty: Type, cmp_ty: Type) -> Option<Attribute> {
        match p {
            RPat::Var(i) => Some(self.vals[*i]),
            RPat::Const { lit, ty: ann, .. } => {
                let t = match ann {
                    TyAnn::Infer => ty,
                    TyAnn::Lit(t) => *t,
                    TyAnn::Of(i) => self.var_tys[*i],
                };
                let a = lit_attr(&self.ctx, *lit, t);
                self.inapplicable |= a.is_none();
                a
            }
            RPat::Log2 { var, .. } => {
                let v = self.vals[*var].dyn_cast::<IntegerAttr>(&self.ctx)?.value.clone();
                let t = self.var_tys[*var];
                let k = v.trailing_zeros() as i64;
                Some(IntegerAttr::get(&self.ctx, t, APInt::from_i64(v.width(), k)))
            }
            RPat::Op { name, attrs, args, ty: ann, .. } => {
                let n = op_name(&self.ctx, *name);
                let result = match ann {
                    TyAnn::Infer => ty,
                    TyAnn::Lit(t) => *t,
                    TyAnn::Of(i) => self.var_tys[*i],
                };
                let mut ots =
                    operand_types(&self.ctx, &n, args.len(), result, cmp_ty).unwrap_or(vec![result; args.len()]);
                let generic = !matches!(
                    n.as_str(),
                    "arith.cmpi" | "arith.cmpf" | "arith.select" | "arith.extsi" | "arith.extui" | "arith.trunci"
                );
                for (k, a) in args.iter().enumerate() {
                    if let RPat::Var(i) = a {
                        // Like the pass: an op whose operands have the result's type is only
                        // built when the bound values have it.
                        if generic && self.var_tys[*i] != result {
                            self.inapplicable = true;
                            return None;
                        }
                        ots[k] = self.var_tys[*i];
                    }
                }
                if n == "arith.cmpi" || n == "arith.cmpf" {
                    if let Some(t) =
                        args.iter().find_map(|a| if let RPat::Var(i) = a { Some(self.var_tys[*i]) } else { None })
                    {
                        ots = vec![t; args.len()];
                    }
                }
                let mut ops = Vec::new();
                for (a, t) in args.iter().zip(ots) {
                    ops.push((self.rhs(a, t, cmp_ty)?, t));
                }
                let props = self.attrs(attrs);
                self.fold(*name, props, &ops, result)
            }
        }
    }
}

fn is_float_rule(ctx: &Context, r: &Rule) -> bool {
    fn walk(ctx: &Context, p: &Pat) -> bool {
        match p {
            Pat::Op { name, args, .. } => ctx.op_name_str(*name).ends_with('f') || args.iter().any(|a| walk(ctx, a)),
            _ => false,
        }
    }
    walk(ctx, &r.lhs)
}

fn fast_flags(r: &Rule) -> Vec<String> {
    r.conds.iter().flat_map(|c| if let Cond::HasFastmath(_, f) = c { f.clone() } else { Vec::new() }).collect()
}

fn int_values(w: u32, rng: &mut Rng, exhaustive: bool, k: u64) -> APInt {
    if exhaustive {
        return APInt::from_u64(w, k);
    }
    // Edge values first, then random.
    let edges = [0u64, 1, u64::MAX, 2, (1u64 << (w - 1).min(63)), (1u64 << (w - 1).min(63)).wrapping_sub(1)];
    let x = if (k as usize) < edges.len() { edges[k as usize] } else { rng.next() };
    APInt::from_u64(w, x & if w >= 64 { u64::MAX } else { (1u64 << w) - 1 })
}

fn float_specials(kind: FloatKind) -> Vec<APFloat> {
    let sem = kind.semantics();
    let mut v = vec![
        APFloat::zero_signed(sem, false),
        APFloat::zero_signed(sem, true),
        APFloat::infinity(sem, false),
        APFloat::infinity(sem, true),
        APFloat::qnan(sem, false),
        APFloat::smallest(sem, false),
        APFloat::smallest(sem, true),
        APFloat::largest(sem, false),
        APFloat::largest(sem, true),
        APFloat::smallest_normalized(sem, false),
    ];
    for f in [1.0, -1.0, 2.0, 0.5, 3.0, -7.25, 1e-3, 65504.0, 1e30] {
        v.push(APFloat::from_f64(sem, f));
    }
    v
}

fn floats_equal(a: &APFloat, b: &APFloat, nsz: bool) -> bool {
    if a.is_nan() || b.is_nan() {
        return a.is_nan() && b.is_nan();
    }
    if nsz && a.is_zero() && b.is_zero() {
        return true;
    }
    a.to_bits() == b.to_bits()
}

/// Checks one rule at one base type; returns the number of cases evaluated.
fn check_rule(base: &Context, r: &Rule, cmp_ty: Type, root_cmp: bool, rng: &mut Rng) -> Result<u64, String> {
    let ctx = base.fork_empty();
    let i1 = IntegerType::get(&ctx, 1);
    let root_ty = if root_cmp { i1 } else { cmp_ty };
    let mut tys = vec![None; r.num_vars];
    if !assign(&ctx, &r.lhs, root_ty, cmp_ty, &mut tys) {
        return Ok(0);
    }
    if tys.iter().any(Option::is_none) {
        return Ok(0);
    }
    let var_tys: Vec<Type> = tys.into_iter().map(|t| t.unwrap_or(i1)).collect();
    let flags = fast_flags(r);
    let fm_text = if flags.is_empty() { "#arith.fastmath<none>" } else { "#arith.fastmath<fast>" };
    let mut ctxm = ctx;
    let fm = oxir::parser::parse_attribute_str(&mut ctxm, fm_text).map_err(|_| "fastmath attr".to_string())?;
    let attr_vals = vec![fm; r.num_attr_vars];
    let mut ev =
        Eval { ctx: ctxm, rule: r, vals: Vec::new(), var_tys: var_tys.clone(), attr_vals, i1, inapplicable: false };
    let _ = (ev.rule, ev.i1);
    let is_float = var_tys.iter().any(|t| t.isa::<FloatType>(&ev.ctx));
    let reassoc = flags.iter().any(|f| f == "reassoc");
    let nsz = flags.iter().any(|f| f == "nsz");
    let nnan = flags.iter().any(|f| f == "nnan");
    let ninf = flags.iter().any(|f| f == "ninf");
    // Cases.
    let widths: Vec<u32> = var_tys.iter().map(|t| width(&ev.ctx, *t).unwrap_or(64)).collect();
    let total_bits: u32 = widths.iter().sum();
    let exhaustive = !is_float && total_bits <= 16;
    let n_cases: u64 = if exhaustive { 1u64 << total_bits } else { 2000 };
    let specials: Vec<Vec<APFloat>> = var_tys
        .iter()
        .map(|t| t.dyn_cast::<FloatType>(&ev.ctx).map(|f| float_specials(f.kind)).unwrap_or_default())
        .collect();
    let mut evaluated = 0;
    let mut inapplicable = 0u64;
    for case in 0..n_cases {
        let mut vals = Vec::new();
        let mut shift = 0;
        for (i, t) in var_tys.iter().enumerate() {
            if let Some(f) = t.dyn_cast::<FloatType>(&ev.ctx) {
                let sem = f.kind.semantics();
                let x = if reassoc {
                    APFloat::from_f64(sem, (rng.next() % 17) as f64 - 8.0)
                } else if (case as usize) < specials[i].len() * specials[i].len() {
                    let s = &specials[i];
                    s[((case as usize) / s.len().pow(i as u32)) % s.len()]
                } else {
                    APFloat::from_f64(sem, f64::from_bits(rng.next()) % 1e6)
                };
                vals.push(FloatAttr::get(&ev.ctx, *t, x));
            } else {
                let w = widths[i];
                let k = if exhaustive { (case >> shift) & ((1u64 << w) - 1) } else { case };
                shift += w;
                vals.push(IntegerAttr::get(&ev.ctx, *t, int_values(w, rng, exhaustive, k)));
            }
        }
        // Conditions on values.
        let ok = r.conds.iter().all(|c| match c {
            Cond::PowerOfTwo(i) => vals[*i].dyn_cast::<IntegerAttr>(&ev.ctx).is_some_and(|v| v.value.count_ones() == 1),
            Cond::NonZero(i) => vals[*i].dyn_cast::<IntegerAttr>(&ev.ctx).is_some_and(|v| !v.value.is_zero()),
            Cond::TypeIs(i, t) => var_tys[*i] == *t,
            Cond::SameType(i, j) => var_tys[*i] == var_tys[*j],
            Cond::NotEqual(i, j) => vals[*i] != vals[*j],
            _ => true,
        });
        if !ok {
            continue;
        }
        let input_nan = vals.iter().any(|v| v.dyn_cast::<FloatAttr>(&ev.ctx).is_some_and(|f| f.value.is_nan()));
        let input_inf = vals.iter().any(|v| v.dyn_cast::<FloatAttr>(&ev.ctx).is_some_and(|f| f.value.is_infinite()));
        if (nnan && input_nan) || (ninf && input_inf) {
            continue;
        }
        ev.vals = vals.clone();
        if ev.ctx.num_ops_allocated() > 100_000 {
            let fresh = ev.ctx.fork_empty();
            ev.ctx = fresh;
        }
        let Some(l) = ev.lhs(&r.lhs, root_ty, cmp_ty) else { continue };
        ev.inapplicable = false;
        let rv = ev.rhs(&r.rhs, root_ty, cmp_ty);
        if ev.inapplicable {
            inapplicable += 1;
            continue;
        }
        // The pass only applies a rule whose right side has the matched value's type.
        if rv.is_some_and(|rv| rv.typed(&ev.ctx) != l.typed(&ev.ctx)) {
            continue;
        }
        let show = |ctx: &Context| -> String {
            let names: Vec<String> = r.var_names.iter().take(r.num_vars).cloned().collect();
            names.iter().zip(&vals).map(|(n, v)| format!("{n} = {}", v.to_text(ctx))).collect::<Vec<_>>().join(", ")
        };
        let Some(rv) = rv else {
            return Err(format!(
                "rule '{}': the left side is {} but the right side is undefined for {}",
                r.name,
                l.to_text(&ev.ctx),
                show(&ev.ctx)
            ));
        };
        let equal = if is_float || l.isa::<FloatAttr>(&ev.ctx) {
            match (l.dyn_cast::<FloatAttr>(&ev.ctx), rv.dyn_cast::<FloatAttr>(&ev.ctx)) {
                (Some(a), Some(b)) => {
                    let poison = (nnan && (a.value.is_nan() || b.value.is_nan()))
                        || (ninf && (a.value.is_infinite() || b.value.is_infinite()));
                    poison || floats_equal(&a.value, &b.value, nsz)
                }
                _ => l == rv,
            }
        } else {
            match (l.dyn_cast::<IntegerAttr>(&ev.ctx), rv.dyn_cast::<IntegerAttr>(&ev.ctx)) {
                (Some(a), Some(b)) => a.value == b.value && a.ty == b.ty,
                _ => l == rv,
            }
        };
        if !equal {
            return Err(format!(
                "rule '{}' is unsound: for {} the left side is {} but the right side is {}",
                r.name,
                show(&ev.ctx),
                l.to_text(&ev.ctx),
                rv.to_text(&ev.ctx)
            ));
        }
        evaluated += 1;
    }
    let _ = inapplicable;
    Ok(evaluated)
}

/// Checks rule `r` at each of `types` until a check fails; the cases evaluated. A failure, or a
/// rule no case could evaluate, goes to `failures`.
fn check_on_types(
    r: &Rule,
    types: &[Type],
    failures: &mut Vec<String>,
    mut check: impl FnMut(Type) -> Result<u64, String>,
) -> u64 {
    let mut cases = 0;
    for &t in types {
        match check(t) {
            Ok(n) => cases += n,
            Err(e) => {
                failures.push(e);
                return cases;
            }
        }
    }
    if cases == 0 {
        failures.push(format!("rule '{}' was never evaluated", r.name));
    }
    cases
}

fn root_is_cmp(ctx: &Context, r: &Rule) -> bool {
    matches!(&r.lhs, Pat::Op { name, .. } if matches!(ctx.op_name_str(*name), "arith.cmpi" | "arith.cmpf"))
}

#[test]
fn every_shipped_arith_rule_is_sound() {
    let mut ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    let rules = oxir_eqsat::pass::shipped_rules(&mut ctx).expect("shipped rules load");
    let mut rng = Rng(0x9E3779B97F4A7C15);
    let mut failures = Vec::new();
    let mut checked = 0;
    let mut total_cases = 0u64;
    for r in rules.rules.iter().filter(|r| r.set.starts_with("arith")) {
        let float = is_float_rule(&ctx, r);
        let cmp = root_is_cmp(&ctx, r);
        let bases: Vec<Type> = if float {
            [FloatKind::F16, FloatKind::F32, FloatKind::F64].iter().map(|&k| FloatType::get(&ctx, k)).collect()
        } else {
            [1u32, 2, 3, 4, 5, 6, 7, 8, 16, 32, 64].iter().map(|&w| IntegerType::get(&ctx, w)).collect()
        };
        total_cases += check_on_types(r, &bases, &mut failures, |b| check_rule(&ctx, r, b, cmp, &mut rng));
        checked += 1;
    }
    eprintln!("checked {checked} arith rules over {total_cases} cases");
    assert!(checked >= 60, "only {checked} rules checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// An unsound rule is caught, and the message names the rule and a counterexample.
#[test]
fn an_unsound_rule_is_reported_with_a_counterexample() {
    let mut ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    let file = oxir_eqsat::syntax::SourceFile::new(
        "bad.rules",
        "rule div-mul: (arith.divsi (arith.muli ?x (arith.constant 2)) (arith.constant 2)) => ?x\n",
    );
    let rules = oxir_eqsat::rules::check::load_rules(&mut ctx, &file).expect("loads");
    let mut rng = Rng(1);
    let i8t = IntegerType::get(&ctx, 8);
    let err = check_rule(&ctx, &rules.rules[0], i8t, false, &mut rng).expect_err("unsound");
    assert!(err.contains("div-mul") && err.contains("?x = "), "{err}");
}

/// A value of the tensor reference model.
#[derive(Clone, Debug, PartialEq)]
enum TVal {
    Num(i64),
    Tensor(Vec<i64>, Vec<i64>),
}

#[derive(Copy, Clone, PartialEq, Debug)]
enum Kind {
    Num,
    Tensor(usize),
}

fn tkinds(ctx: &Context, p: &Pat, want: Kind, kinds: &mut [Option<Kind>]) -> bool {
    match p {
        Pat::Var(i) | Pat::ConstVar(i) => match kinds[*i] {
            Some(k) => k == want,
            None => {
                kinds[*i] = Some(want);
                true
            }
        },
        Pat::Const(_) => want == Kind::Num,
        Pat::Op { name, args, .. } => {
            let n = ctx.op_name_str(*name);
            let arg_kinds: Vec<Kind> = match n {
                "tensor.extract" => std::iter::once(Kind::Tensor(args.len() - 1))
                    .chain(std::iter::repeat_n(Kind::Num, args.len() - 1))
                    .collect(),
                "tensor.insert" => [Kind::Num, Kind::Tensor(args.len() - 2)]
                    .into_iter()
                    .chain(std::iter::repeat_n(Kind::Num, args.len() - 2))
                    .collect(),
                "tensor.cast" => vec![want],
                "tensor.dim" => vec![Kind::Tensor(1), Kind::Num],
                "tensor.from_elements" => vec![Kind::Num; args.len()],
                _ => return false,
            };
            args.iter().zip(arg_kinds).all(|(a, k)| tkinds(ctx, a, k, kinds))
        }
    }
}

fn index(shape: &[i64], idx: &[i64]) -> Option<usize> {
    let mut flat = 0i64;
    for (s, i) in shape.iter().zip(idx) {
        if *i < 0 || i >= s {
            return None;
        }
        flat = flat * s + i;
    }
    Some(flat as usize)
}

fn teval_op(name: &str, vals: Vec<TVal>) -> Option<TVal> {
    let num = |v: &TVal| if let TVal::Num(n) = v { Some(*n) } else { None };
    match name {
        "tensor.extract" => {
            let TVal::Tensor(shape, data) = &vals[0] else { return None };
            let idx: Option<Vec<i64>> = vals[1..].iter().map(num).collect();
            Some(TVal::Num(data[index(shape, &idx?)?]))
        }
        "tensor.insert" => {
            let v = num(&vals[0])?;
            let TVal::Tensor(shape, data) = &vals[1] else { return None };
            let idx: Option<Vec<i64>> = vals[2..].iter().map(num).collect();
            let mut d = data.clone();
            d[index(shape, &idx?)?] = v;
            Some(TVal::Tensor(shape.clone(), d))
        }
        "tensor.cast" => Some(vals[0].clone()),
        "tensor.dim" => {
            let TVal::Tensor(shape, _) = &vals[0] else { return None };
            let d = num(&vals[1])?;
            shape.get(usize::try_from(d).ok()?).map(|s| TVal::Num(*s))
        }
        "tensor.from_elements" => {
            let data: Option<Vec<i64>> = vals.iter().map(num).collect();
            let data = data?;
            Some(TVal::Tensor(vec![data.len() as i64], data))
        }
        _ => None,
    }
}

fn teval_lhs(ctx: &Context, p: &Pat, env: &[TVal]) -> Option<TVal> {
    match p {
        Pat::Var(i) | Pat::ConstVar(i) => Some(env[*i].clone()),
        Pat::Const(oxir_eqsat::rules::Lit::Int(v)) => Some(TVal::Num(*v as i64)),
        Pat::Const(_) => None,
        Pat::Op { name, args, .. } => {
            let vals: Option<Vec<TVal>> = args.iter().map(|a| teval_lhs(ctx, a, env)).collect();
            teval_op(ctx.op_name_str(*name), vals?)
        }
    }
}

fn teval_rhs(ctx: &Context, p: &RPat, env: &[TVal]) -> Option<TVal> {
    match p {
        RPat::Var(i) => Some(env[*i].clone()),
        RPat::Const { lit: oxir_eqsat::rules::Lit::Int(v), .. } => Some(TVal::Num(*v as i64)),
        RPat::Op { name, args, .. } => {
            let vals: Option<Vec<TVal>> = args.iter().map(|a| teval_rhs(ctx, a, env)).collect();
            teval_op(ctx.op_name_str(*name), vals?)
        }
        _ => None,
    }
}

/// The tensor rules are checked against a reference model of the ops (values, shapes, in-bounds
/// indices; out-of-bounds accesses are undefined), exhaustively over small tensors.
#[test]
fn every_shipped_tensor_rule_is_sound() {
    let mut ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    let rules = oxir_eqsat::pass::shipped_rules(&mut ctx).expect("shipped rules load");
    let mut failures = Vec::new();
    let mut checked = 0;
    for r in rules.rules.iter().filter(|r| r.set == "tensor") {
        let root = match &r.lhs {
            Pat::Op { name, args, .. } => match ctx.op_name_str(*name) {
                "tensor.extract" | "tensor.dim" => Kind::Num,
                "tensor.insert" => Kind::Tensor(args.len() - 2),
                _ => Kind::Tensor(1),
            },
            _ => continue,
        };
        let mut kinds = vec![None; r.num_vars];
        assert!(tkinds(&ctx, &r.lhs, root, &mut kinds), "rule '{}': cannot type it", r.name);
        let kinds: Vec<Kind> = kinds.into_iter().map(|k| k.unwrap_or(Kind::Num)).collect();
        // Domains: numbers 0..3; tensors of shape [3] or [2, 2] with entries from a few patterns.
        let domain = |k: Kind| -> Vec<TVal> {
            match k {
                Kind::Num => (0..3).map(TVal::Num).collect(),
                Kind::Tensor(1) => vec![TVal::Tensor(vec![3], vec![5, 6, 7]), TVal::Tensor(vec![3], vec![0, 0, 1])],
                Kind::Tensor(_) => vec![TVal::Tensor(vec![2, 2], vec![5, 6, 7, 8])],
            }
        };
        let domains: Vec<Vec<TVal>> = kinds.iter().map(|&k| domain(k)).collect();
        let total: usize = domains.iter().map(Vec::len).product();
        let mut cases = 0;
        for mut case in 0..total {
            let env: Vec<TVal> = domains
                .iter()
                .map(|d| {
                    let v = d[case % d.len()].clone();
                    case /= d.len();
                    v
                })
                .collect();
            let Some(l) = teval_lhs(&ctx, &r.lhs, &env) else { continue };
            let rv = teval_rhs(&ctx, &r.rhs, &env);
            if rv.as_ref() != Some(&l) {
                failures.push(format!(
                    "rule '{}' is unsound: for {:?} the left side is {l:?} but the right side is {rv:?}",
                    r.name, env
                ));
                break;
            }
            cases += 1;
        }
        if cases == 0 {
            failures.push(format!("rule '{}' was never evaluated", r.name));
        }
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} tensor rules checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The result types of an op named `name` with `n` operands of type `ty`, default properties:
/// the first of a few candidate lists its verifier accepts (`None`: the op does not take `ty`).
fn result_types(ctx: &mut Context, name: OperationName, n: usize, ty: Type) -> Option<Vec<Type>> {
    let i1 = IntegerType::get(ctx, 1);
    for results in [vec![ty], vec![ty, i1], vec![ty, ty], vec![i1]] {
        let block = ctx.create_block();
        let loc = UnknownLoc::get(ctx);
        let mut st = OperationState::new(name, loc);
        for _ in 0..n {
            st.operands.push(ctx.add_block_argument(block, ty, loc));
        }
        st.result_types.extend(results.iter().copied());
        let op = ctx.create_op_with_defaults(st);
        let ok = oxir::verifier::verify(ctx, op).is_ok();
        let _ = ctx.erase_op(op);
        if ok {
            return Some(results);
        }
    }
    None
}

/// Folds an op of `name` with constant operands of type `ty` into all its results.
fn fold_all(
    ctx: &mut Context,
    name: OperationName,
    operands: &[Attribute],
    ty: Type,
    results: &[Type],
) -> Option<Vec<Attribute>> {
    let info = ctx.op_info(name)?;
    let block = ctx.create_block();
    let loc = UnknownLoc::get(ctx);
    let mut st = OperationState::new(name, loc);
    for _ in operands {
        st.operands.push(ctx.add_block_argument(block, ty, loc));
    }
    st.result_types.extend(results.iter().copied());
    let op = ctx.create_op_with_defaults(st);
    let args: Vec<_> = ctx.operands(op).collect();
    let consts: Vec<Option<Attribute>> = operands.iter().map(|&a| Some(a)).collect();
    let folded = (info.fold?)(ctx, op, &consts);
    let _ = ctx.erase_op(op);
    let folded = folded?;
    if folded.len() != results.len() {
        return None;
    }
    folded
        .into_iter()
        .map(|r| match r {
            FoldResult::Attribute(a) => Some(a),
            FoldResult::Value(v) => args.iter().position(|&x| x == v).map(|i| operands[i]),
        })
        .collect()
}

/// A side of a trait-derived rule: variables and ops.
enum Term {
    Var(usize),
    Op(OperationName, Vec<Term>),
}

fn lhs_term(p: &Pat) -> Option<Term> {
    match p {
        Pat::Var(i) => Some(Term::Var(*i)),
        Pat::Op { name, args, .. } => Some(Term::Op(*name, args.iter().map(lhs_term).collect::<Option<_>>()?)),
        _ => None,
    }
}

fn rhs_term(p: &RPat) -> Option<Term> {
    match p {
        RPat::Var(i) => Some(Term::Var(*i)),
        RPat::Op { name, args, .. } => Some(Term::Op(*name, args.iter().map(rhs_term).collect::<Option<_>>()?)),
        _ => None,
    }
}

/// Evaluates a side of a trait-derived rule: all results of its root.
fn trait_side(ctx: &mut Context, t: &Term, vals: &[Attribute], ty: Type, results: &[Type]) -> Option<Vec<Attribute>> {
    match t {
        Term::Var(i) => Some(vec![vals[*i]]),
        Term::Op(name, args) => {
            let mut operands = Vec::new();
            for a in args {
                operands.push(*trait_side(ctx, a, vals, ty, results)?.first()?);
            }
            fold_all(ctx, *name, &operands, ty, results)
        }
    }
}

fn attrs_equal(ctx: &Context, a: &[Attribute], b: &[Attribute]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| match (x.dyn_cast::<FloatAttr>(ctx), y.dyn_cast::<FloatAttr>(ctx)) {
            (Some(f), Some(g)) => floats_equal(&f.value, &g.value, false),
            _ => x == y,
        })
}

/// Checks a trait-derived rule with operands of type `ty`; returns the cases evaluated.
fn check_trait_rule(base: &Context, r: &Rule, ty: Type, rng: &mut Rng) -> Result<u64, String> {
    let mut ctx = base.fork_empty();
    let Pat::Op { name, args, .. } = &r.lhs else { return Ok(0) };
    let Some(results) = result_types(&mut ctx, *name, args.len(), ty) else { return Ok(0) };
    let (Some(lhs), Some(rhs)) = (lhs_term(&r.lhs), rhs_term(&r.rhs)) else {
        return Err(format!("rule '{}' is not made of variables and ops", r.name));
    };
    // An `index` constant is stored on 64 bits.
    let width = ty.dyn_cast::<IntegerType>(&ctx).map(|i| i.width).or_else(|| ty.isa::<IndexType>(&ctx).then_some(64));
    let specials = ty.dyn_cast::<FloatType>(&ctx).map(|f| float_specials(f.kind)).unwrap_or_default();
    let exhaustive = width.is_some_and(|w| w * r.num_vars as u32 <= 16);
    let cases: u64 = match width {
        Some(w) if exhaustive => 1 << (w * r.num_vars as u32),
        Some(_) => 2000,
        None => (specials.len() * specials.len()) as u64 + 500,
    };
    let mut evaluated = 0;
    for case in 0..cases {
        if ctx.num_ops_allocated() > 100_000 {
            ctx = ctx.fork_empty();
        }
        let vals: Vec<Attribute> = (0..r.num_vars)
            .map(|i| match width {
                Some(w) => {
                    let k = if exhaustive { (case >> (w * i as u32)) & ((1 << w) - 1) } else { case };
                    IntegerAttr::get(&ctx, ty, int_values(w, rng, exhaustive, k))
                }
                None => {
                    let x = match specials.get(((case as usize) / specials.len().pow(i as u32)) % specials.len()) {
                        Some(s) if (case as usize) < specials.len().pow(2) => *s,
                        _ => APFloat::from_f64(specials[0].semantics(), f64::from_bits(rng.next()) % 1e6),
                    };
                    FloatAttr::get(&ctx, ty, x)
                }
            })
            .collect();
        let Some(l) = trait_side(&mut ctx, &lhs, &vals, ty, &results) else { continue };
        let Some(rv) = trait_side(&mut ctx, &rhs, &vals, ty, &results) else { continue };
        // A rule whose right side is a variable equates it with the root's single result.
        if !attrs_equal(&ctx, &l, &rv) {
            let shown: Vec<String> = vals.iter().map(|v| v.to_text(&ctx)).collect();
            let show = |v: &[Attribute]| v.iter().map(|a| a.to_text(&ctx)).collect::<Vec<_>>().join(", ");
            return Err(format!(
                "rule '{}' is unsound: for {} the left side is ({}) but the right side is ({})",
                r.name,
                shown.join(", "),
                show(&l),
                show(&rv)
            ));
        }
        evaluated += 1;
    }
    Ok(evaluated)
}

fn trait_types(ctx: &Context) -> Vec<Type> {
    let mut tys: Vec<Type> =
        [1u32, 2, 3, 4, 5, 6, 7, 8, 16, 32, 64].iter().map(|&w| IntegerType::get(ctx, w)).collect();
    tys.extend([FloatKind::F16, FloatKind::F32, FloatKind::F64].iter().map(|&k| FloatType::get(ctx, k)));
    tys.push(IndexType::get(ctx));
    tys
}

/// Checks every rule of `rules` on every type; the failures.
fn check_trait_rules(ctx: &Context, rules: &[Rule]) -> Vec<String> {
    let mut rng = Rng(0xA1CEB7A);
    let mut failures = Vec::new();
    for r in rules {
        check_on_types(r, &trait_types(ctx), &mut failures, |ty| check_trait_rule(ctx, r, ty, &mut rng));
    }
    failures
}

#[test]
fn every_trait_derived_rule_is_sound() {
    let ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    algebra::register(&ctx);
    // The ops with folders (an op without one cannot be evaluated, and has no constants to
    // fold in the e-graph either).
    let rules: Vec<Rule> = oxir_eqsat::traits::trait_rules(&ctx)
        .rules
        .into_iter()
        .filter(|r| matches!(&r.lhs, Pat::Op { name, .. } if ctx.op_info(*name).is_some_and(|i| i.fold.is_some())))
        .collect();
    let ops: Vec<&str> = rules
        .iter()
        .filter_map(|r| if let Pat::Op { name, .. } = &r.lhs { Some(ctx.op_name_str(*name)) } else { None })
        .collect();
    for op in [
        "arith.addi",
        "arith.andi",
        "arith.addf",
        "arith.maximumf",
        "arith.addui_extended",
        "arith.mulsi_extended",
        "algebra.neg",
        "algebra.abs",
        "algebra.max",
        "algebra.sum3",
    ] {
        assert!(ops.contains(&op), "no trait rule checked for {op}");
    }
    let failures = check_trait_rules(&ctx, &rules);
    eprintln!("checked {} trait-derived rules", rules.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// An op that declares a trait it does not have is caught, with a counterexample.
#[test]
fn a_wrongly_declared_trait_is_reported_with_a_counterexample() {
    let ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    ctx.register_op_def::<algebra::DoubleOp>();
    let rules = oxir_eqsat::traits::rules_of(&ctx, ctx.op_name("algebra.double"));
    assert_eq!(rules.len(), 1);
    let failures = check_trait_rules(&ctx, &rules);
    assert!(failures.len() == 1 && failures[0].contains("algebra.double-involution"), "{failures:?}");
}
