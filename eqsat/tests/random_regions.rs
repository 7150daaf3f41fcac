//! `eqsat` on generated programs with loops and branches: random functions of arith ops nested
//! in `scf.for` and `scf.if`, with divisions and remainders guarded by a test of their divisor,
//! are run before and after the pass (interpreted: the ops through their own folders, the
//! loops and branches as scf defines them) on random inputs, zeros among them. Whatever the
//! original computes without dividing by zero, the optimized program must compute the same
//! and without dividing by zero: what eqsat moves between regions must not change a result nor
//! fire a trap.

mod rng;

use oxir::builtin::attributes::IntegerAttr;
use oxir::numeric::APInt;
use oxir::parser::{parse_source, ParseOptions};
use oxir::pass::Pass;
use oxir::registry::FoldResult;
use oxir::{Attribute, BlockRef, Context, OpRef, Value};
use oxir_dialects::scf::{ForOp, IfOp};
use rng::Rng;
use rustc_hash::FxHashMap;

/// Writes random statements into `out` (at `indent`), using and extending `vals`.
struct Gen<'a> {
    rng: &'a mut Rng,
    ty: &'a str,
    next: usize,
}

impl Gen<'_> {
    fn fresh(&mut self, p: &str) -> String {
        self.next += 1;
        format!("%{p}{}", self.next)
    }

    fn pick(&mut self, vals: &[String]) -> String {
        vals[self.rng.pick(vals.len())].clone()
    }

    /// `n` statements; returns the values they define that stay visible.
    fn block(&mut self, out: &mut String, indent: usize, vals: &mut Vec<String>, n: usize, depth: u32) {
        let ty = self.ty.to_string();
        let pad = " ".repeat(indent);
        for _ in 0..n {
            let x = self.pick(vals);
            let y = self.pick(vals);
            let kind = self.rng.pick(if depth < 2 { 12 } else { 9 });
            let v = self.fresh("v");
            match kind {
                0..=5 => {
                    let op = ["addi", "subi", "muli", "andi", "ori", "xori"][kind];
                    out.push_str(&format!("{pad}{v} = arith.{op} {x}, {y} : {ty}\n"));
                }
                6 => {
                    let k = [0i64, 1, 2, -1, 4, 3][self.rng.pick(6)];
                    let c = self.fresh("k");
                    out.push_str(&format!("{pad}{c} = arith.constant {k} : {ty}\n"));
                    out.push_str(&format!("{pad}{v} = arith.muli {x}, {c} : {ty}\n"));
                }
                7 | 8 => {
                    // A division guarded by a test of its divisor.
                    let op = ["divsi", "divui", "remsi", "remui"][self.rng.pick(4)];
                    let (z, p) = (self.fresh("z"), self.fresh("p"));
                    let d = self.fresh("d");
                    out.push_str(&format!("{pad}{z} = arith.constant 0 : {ty}\n"));
                    out.push_str(&format!("{pad}{p} = arith.cmpi ne, {y}, {z} : {ty}\n"));
                    out.push_str(&format!("{pad}{v} = scf.if {p} -> ({ty}) {{\n"));
                    out.push_str(&format!("{pad}  {d} = arith.{op} {x}, {y} : {ty}\n"));
                    out.push_str(&format!("{pad}  scf.yield {d} : {ty}\n"));
                    out.push_str(&format!("{pad}}} else {{\n{pad}  scf.yield {x} : {ty}\n{pad}}}\n"));
                }
                9 | 10 => {
                    let pred = ["eq", "ne", "slt", "ult", "sge"][self.rng.pick(5)];
                    let p = self.fresh("p");
                    out.push_str(&format!("{pad}{p} = arith.cmpi {pred}, {x}, {y} : {ty}\n"));
                    out.push_str(&format!("{pad}{v} = scf.if {p} -> ({ty}) {{\n"));
                    for branch in 0..2 {
                        let mut inner = vals.clone();
                        let m = 1 + self.rng.pick(3);
                        self.block(out, indent + 2, &mut inner, m, depth + 1);
                        let r = self.pick(&inner[vals.len().saturating_sub(2)..]);
                        out.push_str(&format!("{pad}  scf.yield {r} : {ty}\n"));
                        out.push_str(&format!("{pad}}}{}", if branch == 0 { " else {\n" } else { "\n" }));
                    }
                }
                _ => {
                    let (i, acc, ii) = (self.fresh("i"), self.fresh("acc"), self.fresh("ii"));
                    out.push_str(&format!(
                        "{pad}{v} = scf.for {i} = %c0 to %n step %c1 iter_args({acc} = {x}) -> ({ty}) {{\n"
                    ));
                    out.push_str(&format!("{pad}  {ii} = arith.index_cast {i} : index to {ty}\n"));
                    let mut inner = vals.clone();
                    inner.push(acc.clone());
                    inner.push(ii);
                    let m = 2 + self.rng.pick(3);
                    self.block(out, indent + 2, &mut inner, m, depth + 1);
                    let r = inner.last().cloned().unwrap_or(acc);
                    out.push_str(&format!("{pad}  scf.yield {r} : {ty}\n{pad}}}\n"));
                }
            }
            vals.push(v);
        }
    }
}

/// A random function over three `ty` arguments and a trip count.
fn program(rng: &mut Rng, ty: &str) -> String {
    let mut s = format!("func.func @f(%a: {ty}, %b: {ty}, %c: {ty}, %n: index) -> ({ty}, {ty}) {{\n");
    s.push_str("  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n");
    let mut vals: Vec<String> = vec!["%a".into(), "%b".into(), "%c".into()];
    let n = 3 + rng.pick(6);
    let mut g = Gen { rng, ty, next: 0 };
    g.block(&mut s, 2, &mut vals, n, 0);
    let r1 = vals[vals.len() - 1].clone();
    let r2 = vals[3 + g.rng.pick(vals.len() - 3)].clone();
    s.push_str(&format!("  return {r1}, {r2} : {ty}, {ty}\n}}\n"));
    s
}

/// Runs `block` with `env`; the values its terminator yields, or `None` on a trap (a folder
/// that cannot fold constants: a division by zero).
fn exec(ctx: &Context, block: BlockRef, env: &mut FxHashMap<Value, Attribute>) -> Option<Vec<Attribute>> {
    for op in ctx.block_ops(block) {
        let operands: Vec<Value> = ctx.operands(op).collect();
        let vals: Option<Vec<Attribute>> = operands.iter().map(|v| env.get(v).copied()).collect();
        if ctx.op_has_trait::<oxir::traits::IsTerminator>(op) {
            return vals;
        }
        let results: Vec<Attribute> = if ctx.isa_op::<IfOp>(op) {
            let cond = vals?.first()?.dyn_cast::<IntegerAttr>(ctx)?.value.is_zero();
            let region = ctx.op_regions(op)[usize::from(cond)];
            exec(ctx, ctx.region_entry_block(region)?, env)?
        } else if ctx.isa_op::<ForOp>(op) {
            let vals = vals?;
            let int = |a: &Attribute| a.dyn_cast::<IntegerAttr>(ctx).and_then(|i| i.value.try_to_u64());
            let (lb, ub, step) = (int(&vals[0])?, int(&vals[1])?, int(&vals[2])?);
            let body = ctx.region_entry_block(ctx.op_regions(op)[0])?;
            let args: Vec<Value> = ctx.block_arguments(body).collect();
            let mut carried: Vec<Attribute> = vals[3..].to_vec();
            let mut i = lb;
            while i < ub {
                env.insert(args[0], IntegerAttr::get(ctx, ctx.value_type(args[0]), APInt::from_u64(64, i)));
                for (a, v) in args[1..].iter().zip(&carried) {
                    env.insert(*a, *v);
                }
                carried = exec(ctx, body, env)?;
                i += step;
            }
            carried
        } else {
            let consts: Vec<Option<Attribute>> = operands.iter().map(|v| env.get(v).copied()).collect();
            let folded = (ctx.op_registered_info(op)?.fold?)(ctx, op, &consts)?;
            folded
                .into_iter()
                .map(|r| match r {
                    FoldResult::Attribute(a) => Some(a),
                    FoldResult::Value(v) => env.get(&v).copied(),
                })
                .collect::<Option<_>>()?
        };
        for (i, a) in results.into_iter().enumerate() {
            env.insert(ctx.result(op, i), a);
        }
    }
    None
}

fn run(ctx: &Context, func: OpRef, args: &[Attribute]) -> Option<Vec<Attribute>> {
    let block = ctx.region_entry_block(ctx.op_regions(func)[0])?;
    let mut env: FxHashMap<Value, Attribute> = FxHashMap::default();
    for (v, a) in ctx.block_arguments(block).zip(args) {
        env.insert(v, *a);
    }
    exec(ctx, block, &mut env)
}

fn first_func(ctx: &Context, module: OpRef) -> Option<OpRef> {
    ctx.block_ops(ctx.region_entry_block(ctx.op_regions(module)[0])?).next()
}

#[test]
fn random_programs_with_regions_compute_the_same_and_trap_no_more() {
    let mut rng = Rng(0x5EED_5C0F);
    let (mut compared, mut changed, mut moved) = (0, 0, 0);
    for p in 0..120 {
        let (ty, width) = [("i8", 8u32), ("i16", 16), ("i32", 32), ("i64", 64)][p % 4];
        let text = program(&mut rng, ty);
        let mut ctx = Context::new();
        oxir_dialects::register_all(&ctx);
        let module = parse_source(&mut ctx, &text, &ParseOptions::default())
            .unwrap_or_else(|e| panic!("generated program does not parse ({})\n{text}", e.message));
        let mut orig = Context::new();
        oxir_dialects::register_all(&orig);
        let module0 = parse_source(&mut orig, &text, &ParseOptions::default()).expect("parses twice");
        let (Some(func), Some(func0)) = (first_func(&ctx, module), first_func(&orig, module0)) else {
            panic!("no function in\n{text}")
        };

        let mut pass = oxir_eqsat::pass::EqSat::default();
        pass.set_option("node-limit", "3000").expect("option");
        pass.run(&mut ctx, module).expect("eqsat runs");
        oxir::verifier::verify(&ctx, module).unwrap_or_else(|e| panic!("invalid output ({}) for\n{text}", e.message));
        let out = oxir::printer::print_op(&ctx, module, oxir::printer::PrintFlags::default());
        if out != oxir::printer::print_op(&orig, module0, oxir::printer::PrintFlags::default()) {
            changed += 1;
        }
        if pass.statistics().iter().any(|s| s.name == "regions" && s.value > 0) {
            moved += 1;
        }
        let int_ty = oxir::builtin::types::IntegerType::get(&ctx, width);
        let int_ty0 = oxir::builtin::types::IntegerType::get(&orig, width);
        let index = oxir::builtin::types::IndexType::get(&ctx);
        let index0 = oxir::builtin::types::IndexType::get(&orig);
        for _ in 0..30 {
            let raw: Vec<APInt> = (0..3)
                .map(|_| match rng.pick(4) {
                    0 => APInt::from_u64(width, 0),
                    1 => APInt::from_u64(width, u64::MAX),
                    _ => APInt::from_u64(width, rng.next()),
                })
                .collect();
            let trips = APInt::from_u64(64, rng.pick(4) as u64);
            let mut args: Vec<Attribute> = raw.iter().map(|v| IntegerAttr::get(&ctx, int_ty, v.clone())).collect();
            let mut args0: Vec<Attribute> = raw.iter().map(|v| IntegerAttr::get(&orig, int_ty0, v.clone())).collect();
            args.push(IntegerAttr::get(&ctx, index, trips.clone()));
            args0.push(IntegerAttr::get(&orig, index0, trips));
            let Some(want) = run(&orig, func0, &args0) else { continue };
            let show = |v: &[Attribute], c: &Context| v.iter().map(|a| a.to_text(c)).collect::<Vec<_>>().join(", ");
            let got = run(&ctx, func, &args).unwrap_or_else(|| {
                panic!("optimized program traps on {}:\n{text}\nafter eqsat:\n{out}", show(&args, &ctx))
            });
            assert_eq!(
                show(&got, &ctx),
                show(&want, &orig),
                "different results for inputs {}\nprogram:\n{text}\nafter eqsat:\n{out}",
                show(&args, &ctx)
            );
            compared += 1;
        }
    }
    eprintln!("compared {compared} runs; eqsat changed {changed} of 120 programs, {moved} as one region-aware e-graph");
    assert!(compared > 2000, "only {compared} runs compared");
    assert!(changed > 40, "eqsat changed only {changed} programs");
    assert!(moved > 40, "only {moved} programs optimized across regions");
}
