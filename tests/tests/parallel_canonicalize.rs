//! The canonicalizer on a module of functions runs one function a thread
//! (`oxir::rewrite::greedy_parallel`) and must give exactly what the driver gives on the whole
//! module on one thread: the same IR with the same locations (hoisted constants, erased
//! locations), the same use-list orders, the same statistics. And it must not run that way
//! when a function could see another (a symbol reference) or the driver has a module-wide
//! limit.

use oxir::parser::{parse_source, ParseOptions};
use oxir::printer::{print_op, PrintFlags};
use oxir::rewrite::greedy::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig};
use oxir::rewrite::greedy_parallel::apply_patterns_greedily_in_parallel;
use oxir::{Context, OpRef};

/// Functions with nested regions, blocks, unreachable code and constants to hoist and unique.
const SHAPES: &str = r#"
func.func @nested(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %a = arith.constant 1 : i32
    %b = arith.addi %x, %a : i32
    scf.yield %b : i32
  } else {
    %a = arith.constant 1 : i32
    %m = arith.muli %x, %a : i32
    scf.yield %m : i32
  }
  %z = arith.constant 0 : i32
  %s = arith.addi %r, %z : i32
  return %s : i32
}
func.func @blocks(%c: i1, %x: i32) -> i32 {
  %one = arith.constant 1 : i32
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%one : i32)
^bb1(%a: i32):
  %t = arith.constant 2 : i32
  %u = arith.muli %a, %t : i32
  %w = arith.addi %u, %u : i32
  cf.br ^bb3(%w : i32)
^bb2(%b: i32):
  cf.br ^bb3(%b : i32)
^bb3(%v: i32):
  return %v : i32
^bb4:
  %dead = arith.constant 5 : i32
  return %dead : i32
}
"#;

/// The module printed with locations, then each value's use list as (user's position in a
/// walk, operand index).
fn observe(ctx: &Context, m: OpRef) -> String {
    let mut out = print_op(ctx, m, PrintFlags { debuginfo: true, ..PrintFlags::default() });
    let mut ops = Vec::new();
    ctx.walk_ops_post_order(m, &mut |o| ops.push(o));
    let at = |o: OpRef| ops.iter().position(|&x| x == o);
    for &o in &ops {
        for r in ctx.results(o) {
            let uses: Vec<_> = ctx.uses(r).map(|u| (at(u.owner), u.index)).collect();
            out += &format!("{uses:?}\n");
        }
    }
    out
}

/// Canonicalizes `src` on a pool of `threads`, in parallel if `parallel` (which must then
/// apply); returns what [`observe`] sees and the number of rewrites.
fn canonicalize(src: &str, config: &GreedyConfig, parallel: bool) -> Option<(String, u64)> {
    let pool = rayon::ThreadPoolBuilder::new().num_threads(3).build().ok()?;
    pool.install(|| {
        let mut ctx: Context = oxir_tools::new_context(false);
        let m = parse_source(&mut ctx, src, &ParseOptions::default()).ok()?;
        let patterns = FrozenPatternSet::canonicalization_patterns(&ctx);
        let stats = if parallel {
            apply_patterns_greedily_in_parallel(&mut ctx, m, &patterns, config)?.ok()?
        } else {
            apply_patterns_greedily(&mut ctx, m, &patterns, config).ok()?
        };
        assert!(oxir::verifier::verify_all(&ctx, m).is_empty());
        Some((observe(&ctx, m), stats.rewrites + stats.folds + stats.erased))
    })
}

#[test]
fn functions_in_parallel_give_what_the_module_on_one_thread_gives() {
    let src = format!("{}{SHAPES}", oxir_bench_gen::arith(6_000, 12));
    for config in [
        GreedyConfig::default(),
        GreedyConfig::mlir_default(),
        GreedyConfig { max_iterations: 1, ..GreedyConfig::default() },
    ] {
        let serial = canonicalize(&src, &config, false).expect("the serial run");
        let parallel = canonicalize(&src, &config, true).expect("the parallel run applies");
        assert!(serial.1 > 1000, "the input gives the driver little to do: {}", serial.1);
        assert_eq!(parallel, serial, "{config:?}");
    }
}

#[test]
fn functions_that_may_see_each_other_or_a_module_wide_limit_stay_on_one_thread() {
    let calls = format!("{SHAPES}\nfunc.func @caller(%c: i1, %x: i32) -> i32 {{\n  %0 = func.call @nested(%c, %x) : (i1, i32) -> i32\n  return %0 : i32\n}}\n");
    assert_eq!(canonicalize(&calls, &GreedyConfig::default(), true), None);
    let limited = GreedyConfig { max_num_rewrites: Some(3), ..GreedyConfig::default() };
    assert_eq!(canonicalize(SHAPES, &limited, true), None);
    assert!(canonicalize(SHAPES, &GreedyConfig::default(), true).is_some());
}
