//! The `linalg` rules (associativity and distributivity of the contractions, distributivity and
//! commutativity of the elementwise ops) on generated programs of linalg named ops over small
//! integer tensors: each program is run before and after `eqsat` by a reference interpreter
//! written here from the ops' definitions (not from the rules), on random inputs, and must give
//! the same results. `tensor.empty` yields arbitrary contents (different on every evaluation),
//! so a rewrite that made a result depend on an uninitialized tensor would show.

mod rng;

use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::types::RankedTensorType;
use oxir::ods::Op as _;
use oxir::parser::{parse_source, ParseOptions};
use oxir::pass::Pass;
use oxir::printer::{print_op, PrintFlags};
use oxir::{Context, OpRef, Value};
use oxir_dialects::arith::ConstantOp;
use oxir_dialects::func::ReturnOp;
use oxir_dialects::linalg::{AddOp, FillOp, MatmulOp, MatvecOp, MulOp, SubOp, VecmatOp};
use oxir_dialects::tensor::EmptyOp;
use rng::Rng;
use rustc_hash::FxHashMap;

/// A tensor of `i32`s, row-major.
#[derive(Clone, Debug, PartialEq)]
struct Tensor {
    shape: Vec<usize>,
    data: Vec<i32>,
}

/// A value of the interpreter: a scalar or a tensor.
#[derive(Clone, Debug, PartialEq)]
enum Val {
    Scalar(i32),
    Tensor(Tensor),
}

fn tensor_of(v: &Val) -> &Tensor {
    match v {
        Val::Tensor(t) => t,
        Val::Scalar(_) => panic!("expected a tensor"),
    }
}

fn shape_of(ctx: &Context, v: Value) -> Vec<usize> {
    let t = ctx.value_type(v).dyn_cast::<RankedTensorType>(ctx).expect("a ranked tensor").shape.clone();
    t.into_iter().map(|d| d as usize).collect()
}

/// Runs the function `func` on `args` (its ops: constants, `tensor.empty`, `linalg.fill`, the
/// contractions and the elementwise ops), `garbage` seeding the contents of empty tensors.
fn run(ctx: &Context, func: OpRef, args: &[Val], garbage: &mut Rng) -> Vec<Val> {
    run_counting(ctx, func, args, garbage).0
}

/// [`run`], also counting the multiplications it performs.
fn run_counting(ctx: &Context, func: OpRef, args: &[Val], garbage: &mut Rng) -> (Vec<Val>, usize) {
    let mut mults = 0;
    let block = ctx.region_entry_block(ctx.op_regions(func)[0]).expect("a body");
    let mut env: FxHashMap<Value, Val> = FxHashMap::default();
    for (a, v) in ctx.block_arguments(block).zip(args) {
        env.insert(a, v.clone());
    }
    for op in ctx.block_ops(block) {
        let name = ctx.op_name_text(op);
        let ins: Vec<Val> = ctx.operands(op).map(|v| env[&v].clone()).collect();
        let out = match name {
            ConstantOp::NAME => {
                let a = ctx.op_property(op, "value").and_then(|a| a.dyn_cast::<IntegerAttr>(ctx).cloned());
                Val::Scalar(a.expect("an integer constant").value.try_to_i64().expect("fits") as i32)
            }
            EmptyOp::NAME => {
                let shape = shape_of(ctx, ctx.result(op, 0));
                let n = shape.iter().product();
                Val::Tensor(Tensor { shape, data: (0..n).map(|_| garbage.next() as i32).collect() })
            }
            FillOp::NAME => {
                let Val::Scalar(s) = ins[0] else { panic!("fill of a tensor") };
                let t = tensor_of(&ins[1]);
                Val::Tensor(Tensor { shape: t.shape.clone(), data: vec![s; t.data.len()] })
            }
            MatmulOp::NAME | MatvecOp::NAME | VecmatOp::NAME => {
                let (a, b, c) = (tensor_of(&ins[0]), tensor_of(&ins[1]), tensor_of(&ins[2]));
                let mut out = c.clone();
                match name {
                    MatmulOp::NAME => {
                        let (m, k, n) = (a.shape[0], a.shape[1], b.shape[1]);
                        mults += m * k * n;
                        for i in 0..m {
                            for j in 0..n {
                                for l in 0..k {
                                    let p = a.data[i * k + l].wrapping_mul(b.data[l * n + j]);
                                    out.data[i * n + j] = out.data[i * n + j].wrapping_add(p);
                                }
                            }
                        }
                    }
                    MatvecOp::NAME => {
                        let (m, k) = (a.shape[0], a.shape[1]);
                        mults += m * k;
                        for i in 0..m {
                            for l in 0..k {
                                out.data[i] = out.data[i].wrapping_add(a.data[i * k + l].wrapping_mul(b.data[l]));
                            }
                        }
                    }
                    _ => {
                        let (k, n) = (b.shape[0], b.shape[1]);
                        mults += k * n;
                        for j in 0..n {
                            for l in 0..k {
                                out.data[j] = out.data[j].wrapping_add(a.data[l].wrapping_mul(b.data[l * n + j]));
                            }
                        }
                    }
                }
                Val::Tensor(out)
            }
            AddOp::NAME | SubOp::NAME | MulOp::NAME => {
                let (a, b) = (tensor_of(&ins[0]), tensor_of(&ins[1]));
                if name == MulOp::NAME {
                    mults += a.data.len();
                }
                let f = |x: i32, y: i32| match name {
                    AddOp::NAME => x.wrapping_add(y),
                    SubOp::NAME => x.wrapping_sub(y),
                    _ => x.wrapping_mul(y),
                };
                let data = a.data.iter().zip(&b.data).map(|(&x, &y)| f(x, y)).collect();
                Val::Tensor(Tensor { shape: a.shape.clone(), data })
            }
            ReturnOp::NAME => return (ins, mults),
            other => panic!("the interpreter does not know {other}"),
        };
        env.insert(ctx.result(op, 0), out);
    }
    panic!("no return")
}

/// Generates a function of linalg named ops returning one tensor.
struct Gen<'a> {
    rng: &'a mut Rng,
    body: String,
    next: usize,
    /// The function's arguments: name and shape.
    args: Vec<(String, Vec<usize>)>,
}

fn ty(shape: &[usize]) -> String {
    let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    format!("tensor<{}xi32>", dims.join("x"))
}

impl Gen<'_> {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    /// An argument of `shape`, reusing one of that shape most of the time (shared operands
    /// are what distributivity needs).
    fn leaf(&mut self, shape: &[usize]) -> String {
        let same: Vec<String> = self.args.iter().filter(|(_, s)| s == shape).map(|(n, _)| n.clone()).collect();
        if !same.is_empty() && self.rng.pick(4) != 0 {
            return same[self.rng.pick(same.len())].clone();
        }
        let name = format!("%a{}", self.args.len());
        self.args.push((name.clone(), shape.to_vec()));
        name
    }

    /// A zero-filled init of `shape`.
    fn zero(&mut self, shape: &[usize]) -> String {
        let (e, z, c) = (self.fresh(), self.fresh(), self.fresh());
        let t = ty(shape);
        self.body.push_str(&format!(
            "  {c} = arith.constant 0 : i32\n  {e} = tensor.empty() : {t}\n  {z} = linalg.fill ins({c} : i32) outs({e} : {t}) -> {t}\n"
        ));
        z
    }

    fn dim(&mut self) -> usize {
        [1, 2, 3, 4][self.rng.pick(4)]
    }

    /// An expression of `shape` (rank 1 or 2).
    fn expr(&mut self, shape: &[usize], depth: usize) -> String {
        if depth == 0 || self.rng.pick(5) == 0 {
            return self.leaf(shape);
        }
        let choice = self.rng.pick(3);
        if choice == 0 {
            let op = ["linalg.add", "linalg.sub", "linalg.mul"][self.rng.pick(3)];
            let (x, y) = (self.expr(shape, depth - 1), self.expr(shape, depth - 1));
            let (e, r, t) = (self.fresh(), self.fresh(), ty(shape));
            self.body.push_str(&format!(
                "  {e} = tensor.empty() : {t}\n  {r} = {op} ins({x}, {y} : {t}, {t}) outs({e} : {t}) -> {t}\n"
            ));
            return r;
        }
        let k = self.dim();
        let (op, xs, ys): (&str, Vec<usize>, Vec<usize>) = match (shape, choice) {
            ([m, n], _) => ("linalg.matmul", vec![*m, k], vec![k, *n]),
            ([m], 1) => ("linalg.matvec", vec![*m, k], vec![k]),
            ([n], _) => ("linalg.vecmat", vec![k], vec![k, *n]),
            _ => unreachable!(),
        };
        let (x, y) = (self.expr(&xs, depth - 1), self.expr(&ys, depth - 1));
        let z = self.zero(shape);
        let r = self.fresh();
        let t = ty(shape);
        self.body.push_str(&format!("  {r} = {op} ins({x}, {y} : {}, {}) outs({z} : {t}) -> {t}\n", ty(&xs), ty(&ys)));
        r
    }
}

/// A random function and its arguments' shapes.
fn program(rng: &mut Rng) -> (String, Vec<Vec<usize>>) {
    let shape = if rng.pick(2) == 0 { vec![[2, 3][rng.pick(2)], [2, 4][rng.pick(2)]] } else { vec![3] };
    let mut g = Gen { rng, body: String::new(), next: 0, args: Vec::new() };
    let r = g.expr(&shape, 3);
    let args: Vec<String> = g.args.iter().map(|(n, s)| format!("{n}: {}", ty(s))).collect();
    let t = ty(&shape);
    let text = format!("func.func @f({}) -> {t} {{\n{}  return {r} : {t}\n}}\n", args.join(", "), g.body);
    (text, g.args.into_iter().map(|(_, s)| s).collect())
}

fn random_input(rng: &mut Rng, shape: &[usize]) -> Val {
    let n = shape.iter().product();
    Val::Tensor(Tensor { shape: shape.to_vec(), data: (0..n).map(|_| rng.next() as i32).collect() })
}

fn first_func(ctx: &Context, m: OpRef) -> OpRef {
    let body = ctx.region_entry_block(ctx.op_regions(m)[0]).expect("module body");
    ctx.block_ops(body).next().expect("a function")
}

fn eqsat(ctx: &mut Context, m: OpRef, options: &[(&str, &str)]) {
    let mut pass = oxir_eqsat::pass::EqSat::default();
    for (k, v) in options {
        pass.set_option(k, v).expect("valid option");
    }
    pass.run(ctx, m).expect("eqsat runs");
    oxir::verifier::verify(ctx, m).expect("the result verifies");
}

#[test]
fn linalg_rules_keep_the_results_of_generated_programs() {
    let mut rng = Rng(0x5eed_1a1a);
    let mut changed = 0;
    for _ in 0..150 {
        let (src, shapes) = program(&mut rng);
        let mut ctx = Context::new();
        oxir_dialects::register_all(&ctx);
        let m = parse_source(&mut ctx, &src, &ParseOptions::default()).expect("parses");
        let inputs: Vec<Vec<Val>> =
            (0..3).map(|_| shapes.iter().map(|s| random_input(&mut rng, s)).collect()).collect();
        let func = first_func(&ctx, m);
        let before: Vec<(Vec<Val>, usize)> =
            inputs.iter().map(|i| run_counting(&ctx, func, i, &mut Rng(rng.next() | 1))).collect();
        let orig = print_op(&ctx, m, PrintFlags::default());
        eqsat(&mut ctx, m, &[]);
        let out = print_op(&ctx, m, PrintFlags::default());
        let func = first_func(&ctx, m);
        let after: Vec<(Vec<Val>, usize)> =
            inputs.iter().map(|i| run_counting(&ctx, func, i, &mut Rng(rng.next() | 1))).collect();
        for (b, a) in before.iter().zip(&after) {
            assert_eq!(b.0, a.0, "eqsat changed the results of\n{orig}\ninto\n{out}");
            assert!(a.1 <= b.1, "eqsat made\n{orig}\ndo more multiplications:\n{out}");
        }
        if after[0].1 < before[0].1 {
            changed += 1;
        }
    }
    assert!(changed >= 30, "the rules rewrote only {changed} of 150 programs");
}

#[test]
fn a_chain_of_products_is_reassociated_by_shape() {
    let src = "func.func @f(%a: tensor<2x40xi32>, %b: tensor<40x2xi32>, %c: tensor<2x40xi32>) -> tensor<2x40xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<40x40xi32>
  %z = linalg.fill ins(%zero : i32) outs(%e : tensor<40x40xi32>) -> tensor<40x40xi32>
  %bc = linalg.matmul ins(%b, %c : tensor<40x2xi32>, tensor<2x40xi32>) outs(%z : tensor<40x40xi32>) -> tensor<40x40xi32>
  %e2 = tensor.empty() : tensor<2x40xi32>
  %z2 = linalg.fill ins(%zero : i32) outs(%e2 : tensor<2x40xi32>) -> tensor<2x40xi32>
  %d = linalg.matmul ins(%a, %bc : tensor<2x40xi32>, tensor<40x40xi32>) outs(%z2 : tensor<2x40xi32>) -> tensor<2x40xi32>
  return %d : tensor<2x40xi32>
}
";
    let mut ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    let m = parse_source(&mut ctx, src, &ParseOptions::default()).expect("parses");
    let mut rng = Rng(7);
    let inputs: Vec<Val> = [[2, 40], [40, 2], [2, 40]].iter().map(|s| random_input(&mut rng, s)).collect();
    let before = run(&ctx, first_func(&ctx, m), &inputs, &mut Rng(3));
    eqsat(&mut ctx, m, &[("rulesets", "linalg")]);
    let out = print_op(&ctx, m, PrintFlags::default());
    assert!(out.contains("tensor<2x2xi32>") && !out.contains("tensor<40x40xi32>"), "{out}");
    assert_eq!(before, run(&ctx, first_func(&ctx, m), &inputs, &mut Rng(5)), "{out}");
}

#[test]
fn float_products_are_left_alone() {
    let src = "func.func @f(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %ab = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %ev = tensor.empty() : tensor<4xf32>
  %zv = linalg.fill ins(%zero : f32) outs(%ev : tensor<4xf32>) -> tensor<4xf32>
  %y = linalg.matvec ins(%ab, %x : tensor<4x4xf32>, tensor<4xf32>) outs(%zv : tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}
";
    let mut ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    let m = parse_source(&mut ctx, src, &ParseOptions::default()).expect("parses");
    eqsat(&mut ctx, m, &[]);
    let out = print_op(&ctx, m, PrintFlags::default());
    assert!(out.contains("linalg.matmul"), "{out}");
}

#[test]
fn products_that_do_not_start_from_zero_are_left_alone() {
    // (A B + C) x is not A (B x) + C x's rearrangement the rules know: the inner product
    // accumulates into C, so reassociating would lose it.
    let src = "func.func @f(%a: tensor<4x4xi32>, %b: tensor<4x4xi32>, %c: tensor<4x4xi32>, %x: tensor<4xi32>) -> tensor<4xi32> {
  %zero = arith.constant 0 : i32
  %ab = linalg.matmul ins(%a, %b : tensor<4x4xi32>, tensor<4x4xi32>) outs(%c : tensor<4x4xi32>) -> tensor<4x4xi32>
  %ev = tensor.empty() : tensor<4xi32>
  %zv = linalg.fill ins(%zero : i32) outs(%ev : tensor<4xi32>) -> tensor<4xi32>
  %y = linalg.matvec ins(%ab, %x : tensor<4x4xi32>, tensor<4xi32>) outs(%zv : tensor<4xi32>) -> tensor<4xi32>
  return %y : tensor<4xi32>
}
";
    let mut ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    let m = parse_source(&mut ctx, src, &ParseOptions::default()).expect("parses");
    eqsat(&mut ctx, m, &[]);
    let out = print_op(&ctx, m, PrintFlags::default());
    assert!(out.contains("linalg.matmul"), "{out}");
}
