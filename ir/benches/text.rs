//! Criterion benchmarks of the text format's hot paths: parsing (with verification of the parsed
//! IR; the lexer is private to the parser and measured with it) and printing, on a generated
//! module of arith-style ops in generic form, the same shape `bench/compare-mlir-opt.sh` uses
//! against `mlir-opt`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use oxir::parser::{parse_source, ParseOptions};
use oxir::printer::{print_op, PrintFlags};
use oxir::Context;
use std::fmt::Write;

/// `funcs` functions of `ops_per_func` ops each, in generic form.
fn generate(funcs: usize, ops_per_func: usize) -> String {
    let mut s = String::new();
    for f in 0..funcs {
        let _ = writeln!(
            s,
            "\"func.func\"() <{{function_type = (i64, i64) -> i64, sym_name = \"f{f}\"}}> ({{\n^bb0(%arg0: i64, %arg1: i64):"
        );
        let _ = writeln!(s, "  %0 = \"arith.constant\"() <{{value = {f} : i64}}> : () -> i64");
        for i in 1..ops_per_func {
            let op = ["arith.addi", "arith.muli", "arith.subi"][i % 3];
            let _ = writeln!(s, "  %{i} = \"{op}\"(%{}, %arg{}) : (i64, i64) -> i64", i - 1, i % 2);
        }
        let _ = writeln!(s, "  \"func.return\"(%{}) : (i64) -> ()\n}}) : () -> ()", ops_per_func - 1);
    }
    s
}

fn parse(src: &str) -> (Context, oxir::OpRef) {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let op = parse_source(&mut ctx, src, &ParseOptions::default()).expect("generated IR parses");
    (ctx, op)
}

fn bench_text(c: &mut Criterion) {
    let mut group = c.benchmark_group("text");
    {
        let &(funcs, ops) = &(20usize, 1000usize);
        let src = generate(funcs, ops);
        let id = format!("{}ops", funcs * ops);
        group.throughput(Throughput::Bytes(src.len() as u64));
        group.bench_with_input(BenchmarkId::new("parse+verify", &id), &src, |b, src| {
            b.iter(|| {
                let (ctx, op) = parse(src);
                oxir::verifier::verify(&ctx, op).expect("valid");
                ctx
            })
        });
        let (ctx, op) = parse(&src);
        group.bench_with_input(BenchmarkId::new("print-generic", &id), &(), |b, _| {
            b.iter(|| print_op(&ctx, op, PrintFlags { generic: true, ..Default::default() }))
        });
    }
    group.finish();
}

criterion_group!(benches, bench_text);
criterion_main!(benches);
