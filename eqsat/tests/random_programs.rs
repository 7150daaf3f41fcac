//! `eqsat` on generated programs that no file contains: each random function of arith ops is
//! run before and after the pass (interpreted through the ops' own folders) on random inputs,
//! and must return the same values.

mod rng;

use oxir::builtin::attributes::IntegerAttr;
use oxir::numeric::APInt;
use oxir::parser::{parse_source, ParseOptions};
use oxir::pass::Pass;
use oxir::registry::FoldResult;
use oxir::{Attribute, Context, OpRef, Value};
use rng::Rng;
use rustc_hash::FxHashMap;

/// A random function of `n` arith ops over three arguments of type `ty`, returning two values.
fn program(rng: &mut Rng, ty: &str, width: u32, n: usize) -> String {
    let mut s = format!("func.func @f(%a: {ty}, %b: {ty}, %c: {ty}) -> ({ty}, {ty}) {{\n");
    let mut vals: Vec<String> = vec!["%a".into(), "%b".into(), "%c".into()];
    for i in 0..n {
        let x = vals[rng.pick(vals.len())].clone();
        let y = vals[rng.pick(vals.len())].clone();
        let line = match rng.pick(11) {
            0 => format!("%v{i} = arith.addi {x}, {y} : {ty}"),
            1 => format!("%v{i} = arith.subi {x}, {y} : {ty}"),
            2 => format!("%v{i} = arith.muli {x}, {y} : {ty}"),
            3 => format!("%v{i} = arith.andi {x}, {y} : {ty}"),
            4 => format!("%v{i} = arith.ori {x}, {y} : {ty}"),
            5 => format!("%v{i} = arith.xori {x}, {y} : {ty}"),
            6 => {
                let k = [0i64, 1, 2, -1, 4, 8, 3][rng.pick(7)];
                format!("%k{i} = arith.constant {k} : {ty}\n  %v{i} = arith.muli {x}, %k{i} : {ty}")
            }
            7 => {
                let k = rng.pick(width as usize);
                format!("%k{i} = arith.constant {k} : {ty}\n  %v{i} = arith.shli {x}, %k{i} : {ty}")
            }
            8 => {
                let p = ["eq", "ne", "slt", "sge", "ult", "ugt"][rng.pick(6)];
                let z = vals[rng.pick(vals.len())].clone();
                format!("%p{i} = arith.cmpi {p}, {x}, {y} : {ty}\n  %v{i} = arith.select %p{i}, {y}, {z} : {ty}")
            }
            9 => format!("%v{i} = arith.addi {x}, {x} : {ty}"),
            _ => format!("%z{i} = arith.constant 0 : {ty}\n  %v{i} = arith.subi %z{i}, {x} : {ty}"),
        };
        s.push_str("  ");
        s.push_str(&line);
        s.push('\n');
        vals.push(format!("%v{i}"));
    }
    let r1 = vals[vals.len() - 1].clone();
    let r2 = vals[3 + rng.pick(vals.len() - 3)].clone();
    s.push_str(&format!("  return {r1}, {r2} : {ty}, {ty}\n}}\n"));
    s
}

/// Interprets the function's single block through the folders.
fn run(ctx: &Context, func: OpRef, args: &[Attribute]) -> Option<Vec<Attribute>> {
    let body = ctx.op_regions(func)[0];
    let block = ctx.region_entry_block(body)?;
    let mut env: FxHashMap<Value, Attribute> = FxHashMap::default();
    for (v, a) in ctx.block_arguments(block).zip(args) {
        env.insert(v, *a);
    }
    for op in ctx.block_ops(block) {
        let operands: Vec<Value> = ctx.operands(op).collect();
        if ctx.op_name_text(op) == "func.return" {
            return operands.iter().map(|v| env.get(v).copied()).collect();
        }
        let consts: Vec<Option<Attribute>> = operands.iter().map(|v| env.get(v).copied()).collect();
        let info = ctx.op_registered_info(op)?;
        let folded = (info.fold?)(ctx, op, &consts)?;
        for (i, r) in folded.into_iter().enumerate() {
            let a = match r {
                FoldResult::Attribute(a) => a,
                FoldResult::Value(v) => *env.get(&v)?,
            };
            env.insert(ctx.result(op, i), a);
        }
    }
    None
}

#[test]
fn random_programs_compute_the_same_before_and_after() {
    let mut rng = Rng(0xC0FFEE);
    let mut compared = 0;
    let mut changed = 0;
    for p in 0..150 {
        let (ty, width) = [("i8", 8u32), ("i16", 16), ("i32", 32), ("i64", 64)][p % 4];
        let n = 3 + rng.pick(10);
        let text = program(&mut rng, ty, width, n);
        let mut ctx = Context::new();
        oxir_dialects::register_all(&ctx);
        let module = parse_source(&mut ctx, &text, &ParseOptions::default()).expect("generated program parses");
        let func = ctx.block_ops(ctx.region_entry_block(ctx.op_regions(module)[0]).unwrap()).next().unwrap();
        // Keep an untouched copy in a second context.
        let mut orig = Context::new();
        oxir_dialects::register_all(&orig);
        let module0 = parse_source(&mut orig, &text, &ParseOptions::default()).unwrap();
        let func0 = orig.block_ops(orig.region_entry_block(orig.op_regions(module0)[0]).unwrap()).next().unwrap();

        let mut pass = oxir_eqsat::pass::EqSat::default();
        pass.set_option("node-limit", "4000").unwrap();
        pass.run(&mut ctx, module).expect("eqsat runs");
        oxir::verifier::verify(&ctx, module).unwrap_or_else(|e| panic!("invalid output ({}) for\n{text}", e.message));
        let out = oxir::printer::print_op(&ctx, module, oxir::printer::PrintFlags::default());
        if out != oxir::printer::print_op(&orig, module0, oxir::printer::PrintFlags::default()) {
            changed += 1;
        }
        let int_ty = oxir::builtin::types::IntegerType::get(&ctx, width);
        let int_ty0 = oxir::builtin::types::IntegerType::get(&orig, width);
        for _ in 0..40 {
            let raw: Vec<APInt> = (0..3).map(|_| APInt::from_u64(width, rng.next())).collect();
            let args: Vec<Attribute> = raw.iter().map(|v| IntegerAttr::get(&ctx, int_ty, v.clone())).collect();
            let args0: Vec<Attribute> = raw.iter().map(|v| IntegerAttr::get(&orig, int_ty0, v.clone())).collect();
            let Some(want) = run(&orig, func0, &args0) else { continue };
            let got = run(&ctx, func, &args).unwrap_or_else(|| panic!("optimized program does not run:\n{out}"));
            let show = |v: &[Attribute], c: &Context| v.iter().map(|a| a.to_text(c)).collect::<Vec<_>>().join(", ");
            assert_eq!(
                show(&got, &ctx),
                show(&want, &orig),
                "different results for inputs {}\nprogram:\n{text}\nafter eqsat:\n{out}",
                show(&args, &ctx)
            );
            compared += 1;
        }
    }
    eprintln!("compared {compared} runs; eqsat changed {changed} of 150 programs");
    assert!(compared > 3000);
    assert!(changed > 50, "eqsat changed only {changed} programs");
}
