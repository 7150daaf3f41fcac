//! The regression guard of oxir's speed (criterion): lexing, parsing (with verification),
//! printing, `canonicalize`, `canonicalize,cse` and `convert-to-llvm`, each on a module generated
//! in code by `oxir_bench_gen`, the generator of `bench/compare-mlir-opt.sh` (the same shapes at a
//! tenth of the size, so that each bench runs in seconds).
//!
//! Everything runs on one thread (a one-thread rayon pool, the sequential parser): the figures
//! measure the work per op, not how many cores the machine has free. Every bench reports its
//! throughput in ops per second; `bench/summary.py` prints them as one table (`make bench`).
//!
//! ```sh
//! cargo bench -p oxir-tests --bench throughput            # all benches
//! cargo bench -p oxir-tests --bench throughput -- parse   # those whose name contains "parse"
//! ```

use criterion::measurement::WallTime;
use criterion::{criterion_group, criterion_main, BatchSize, BenchmarkGroup, Criterion, Throughput};
use oxir::parser::{parse_source, ParseOptions, ParseParallelism};
use oxir::pass::{OpPassManager, PassOptions};
use oxir::printer::{print_op, PrintFlags};
use oxir::{Context, OpRef};
use std::time::Duration;

/// Ops of the arith module: 20 functions of 1,000 ops (the benchmark script's function size).
const ARITH_OPS: usize = 20_000;
const ARITH_FUNCS: usize = 20;
/// Constants of the dense module, 64 elements each (the benchmark script's shape).
const DENSE_OPS: usize = 200;
const DENSE_FUNCS: usize = 2;
const DENSE_ELEMS: usize = 64;

fn parse(src: &str) -> (Context, OpRef) {
    let mut ctx = oxir_tools::new_context(true);
    let options = ParseOptions { parallelism: ParseParallelism::Sequential, ..Default::default() };
    let op = parse_source(&mut ctx, src, &options).expect("the generated module parses");
    (ctx, op)
}

fn parse_and_verify(src: &str) -> (Context, OpRef) {
    let (ctx, op) = parse(src);
    oxir::verifier::verify(&ctx, op).expect("the generated module verifies");
    (ctx, op)
}

/// Lexes the whole buffer with the parser's lexer; returns the number of tokens.
fn lex(src: &str) -> usize {
    let mut offset = 0;
    let mut tokens = 0;
    while offset < src.len() {
        let token = oxir::asm::token_range_at(src, offset);
        if token.end <= offset {
            break;
        }
        offset = token.end;
        tokens += 1;
    }
    tokens
}

fn pipeline(text: &str) -> OpPassManager {
    oxir::pass::pipeline::parse_pipeline(text).expect("a registered pipeline")
}

/// Runs the pipeline `text` on a fresh parse of `src` per iteration (the parse is not timed).
fn bench_pipeline(group: &mut BenchmarkGroup<'_, WallTime>, name: &str, text: &str, src: &str) {
    let pm = pipeline(text);
    let options = PassOptions { threading: false, ..Default::default() };
    group.bench_function(name, |b| {
        b.iter_batched(
            || parse_and_verify(src),
            |(mut ctx, op)| {
                let (result, _) = pm.run(&mut ctx, op, &options);
                result.expect("the pipeline succeeds");
                (ctx, op)
            },
            BatchSize::PerIteration,
        )
    });
}

fn benches(c: &mut Criterion) {
    // One thread: see the module documentation. Fails only if a pool exists already.
    let _ = rayon::ThreadPoolBuilder::new().num_threads(1).build_global();
    oxir_tools::opt::register_passes();
    let generic = PrintFlags { generic: true, ..Default::default() };
    let arith = oxir_bench_gen::arith(ARITH_OPS, ARITH_FUNCS);
    let (ctx, module) = parse(&arith);
    let arith_custom = print_op(&ctx, module, PrintFlags::default());
    let dense = oxir_bench_gen::dense(DENSE_OPS, DENSE_FUNCS, DENSE_ELEMS);

    let mut text = c.benchmark_group("text");
    text.throughput(Throughput::Elements(ARITH_OPS as u64));
    text.bench_function("lex/arith", |b| b.iter(|| lex(&arith)));
    text.bench_function("parse+verify/arith-generic", |b| b.iter(|| parse_and_verify(&arith)));
    text.bench_function("parse+verify/arith-custom", |b| b.iter(|| parse_and_verify(&arith_custom)));
    text.bench_function("print/arith-generic", |b| b.iter(|| print_op(&ctx, module, generic)));
    text.bench_function("print/arith-custom", |b| b.iter(|| print_op(&ctx, module, PrintFlags::default())));
    text.throughput(Throughput::Elements(DENSE_OPS as u64));
    text.bench_function("parse+verify/dense", |b| b.iter(|| parse_and_verify(&dense)));
    let (dense_ctx, dense_module) = parse(&dense);
    text.bench_function("print/dense-generic", |b| b.iter(|| print_op(&dense_ctx, dense_module, generic)));
    text.finish();

    let mut passes = c.benchmark_group("passes");
    passes.throughput(Throughput::Elements(ARITH_OPS as u64));
    bench_pipeline(&mut passes, "canonicalize", "builtin.module(canonicalize)", &arith);
    bench_pipeline(&mut passes, "canonicalize,cse", "builtin.module(canonicalize,cse)", &arith);
    bench_pipeline(&mut passes, "convert-to-llvm", "builtin.module(convert-to-llvm)", &arith);
    passes.finish();
}

fn config() -> Criterion {
    Criterion::default().sample_size(20).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(3))
}

criterion_group! {
    name = guard;
    config = config();
    targets = benches
}
criterion_main!(guard);
