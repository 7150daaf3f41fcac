//! The examples of the book's "Writing a pass and a rewrite pattern" chapter: two rewrite patterns
//! on `arith`, the greedy driver, a pass with options and statistics, its registration for
//! textual pipelines and for an `oxir-opt`-like tool, and a small dialect conversion. The chapter
//! includes this file's code by anchor, so everything it shows compiles and is tested here.

// ANCHOR: imports
use oxir::conversion::{
    apply_full_conversion, apply_partial_conversion, ConversionPattern, ConversionRewriter, ConversionTarget,
    OpConversionPattern, TypeConverter,
};
use oxir::matchers::constant_of;
use oxir::ods::prelude::*;
use oxir::pass::options::OptionValue;
use oxir::pass::pipeline::parse_pipeline;
use oxir::pass::registry::{register_pass, PassInfo};
use oxir::pass::statistics::Statistic;
use oxir::pass::{OpPassManager, Pass, PassOptions};
use oxir::rewrite::greedy::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig};
use oxir::rewrite::{OpRewritePattern, PatternRewriter, RewritePattern};
use oxir::Diagnostic;
use oxir_dialects::arith::{AddIOp, AddIOpAdaptor, ConstantOp, IntegerOverflowFlags, MulIOp, MulIOpAdaptor, ShLIOp};
use std::sync::Arc;
// ANCHOR_END: imports

// ANCHOR: mul_pattern
/// `arith.muli %x, 2^k` is `arith.shli %x, k`, for k >= 1 (`* 1` is the folder's business).
/// Matches scalar integers; the constant is on the right, where canonicalization puts it.
struct MulPowerOfTwo;

/// `k` when `v` is the integer constant `2^k` with `k >= 1`.
fn exact_log2(ctx: &Context, v: Value) -> Option<u32> {
    let c = constant_of(ctx, v)?.dyn_cast::<IntegerAttr>(ctx)?.value.clone();
    c.is_power_of_two().then(|| c.log2()).flatten().filter(|&k| k >= 1)
}

impl OpRewritePattern for MulPowerOfTwo {
    type Op = MulIOp;
    fn benefit(&self) -> u16 {
        2
    }
    fn name(&self) -> &'static str {
        "mul-power-of-two"
    }
    fn match_and_rewrite(&self, mul: MulIOp, rewriter: &mut PatternRewriter<'_>) -> bool {
        // Match: read the IR through the rewriter's context; change nothing before returning true.
        let ctx = rewriter.ctx();
        let (x, rhs) = (mul.lhs(ctx), mul.rhs(ctx));
        let Some(k) = exact_log2(ctx, rhs) else { return false };
        let (ty, loc) = (ctx.value_type(x), ctx.op_loc(mul.op()));
        // Rewrite: the typed builders create ops through the rewriter (which records them), at its
        // insertion point: before `mul`, where the driver put it. `at(loc)` gives them a location.
        let b = &mut rewriter.at(loc);
        let k = ConstantOp::create_int(b, ty, i64::from(k));
        let shl = ShLIOp::create(b, x, k);
        rewriter.replace_op(mul, &[shl.into()]).is_ok()
    }
}
// ANCHOR_END: mul_pattern

// ANCHOR: shift_pattern
/// `arith.shli (arith.shli %x, a), b` is `arith.shli %x, a + b` when `a + b` is below the bit
/// width. The outer shift is updated in place; the inner one is erased if nothing else uses it.
struct CombineShifts;

/// The value of the integer constant `v`, if it fits in a `u64`.
fn constant_u64(ctx: &Context, v: Value) -> Option<u64> {
    constant_of(ctx, v)?.dyn_cast::<IntegerAttr>(ctx)?.value.try_to_u64()
}

impl OpRewritePattern for CombineShifts {
    type Op = ShLIOp;
    fn name(&self) -> &'static str {
        "combine-shifts"
    }
    fn match_and_rewrite(&self, outer: ShLIOp, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx = rewriter.ctx();
        let Some(inner) = ctx.defining_op(outer.lhs(ctx)).and_then(|d| ctx.cast_op::<ShLIOp>(d)) else {
            return false;
        };
        let ty = ctx.value_type(outer.result(ctx));
        let Some(width) = ty.dyn_cast::<IntegerType>(ctx).map(|t| u64::from(t.width)) else { return false };
        let (Some(a), Some(b)) = (constant_u64(ctx, inner.rhs(ctx)), constant_u64(ctx, outer.rhs(ctx))) else {
            return false;
        };
        if a.saturating_add(b) >= width {
            return false;
        }
        let (x, inner_result, loc) = (inner.lhs(ctx), inner.result(ctx), ctx.op_loc(outer.op()));
        let amount = ConstantOp::build_int(rewriter, loc, ty, (a + b) as i64);
        // The overflow flags of either shift say nothing about the combined one: clear them.
        rewriter.modify_op_in_place(outer, |ctx| {
            ctx.set_operand(outer.op(), 0, x);
            ctx.set_operand(outer.op(), 1, amount.into());
            outer.set_overflow_flags(ctx, IntegerOverflowFlags::empty());
        });
        if !rewriter.ctx().has_uses(inner_result) && rewriter.erase_op(inner).is_err() {
            return false;
        }
        true
    }
}
// ANCHOR_END: shift_pattern

// ANCHOR: greedy
/// Applies both patterns, with folding, to what `func` contains, until nothing changes.
fn mul_to_shift(ctx: &mut Context, func: OpRef, config: &GreedyConfig) -> Result<bool, Diagnostic> {
    let patterns: Vec<Box<dyn RewritePattern>> = vec![Box::new(MulPowerOfTwo), Box::new(CombineShifts)];
    let frozen = FrozenPatternSet::new(patterns);
    let stats = apply_patterns_greedily(ctx, func, &frozen, config)?;
    Ok(stats.converged)
}
// ANCHOR_END: greedy

// ANCHOR: pass
/// Rewrites multiplications by powers of two into shifts in each function.
#[derive(Clone, Debug)]
pub struct MulToShift {
    /// Option `combine-shifts`: also merge shifts of shifts.
    combine_shifts: bool,
    /// Option `max-iterations`, and the rest of the greedy driver's configuration.
    config: GreedyConfig,
    /// Statistic `num-rewrites`.
    rewrites: u64,
}

impl Default for MulToShift {
    fn default() -> Self {
        MulToShift { combine_shifts: true, config: GreedyConfig::default(), rewrites: 0 }
    }
}

impl Pass for MulToShift {
    fn name(&self) -> &'static str {
        "MulToShift"
    }
    fn argument(&self) -> &'static str {
        "arith-mul-to-shift"
    }
    fn description(&self) -> &'static str {
        "Rewrite multiplications by powers of two into shifts"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let mut patterns: Vec<Box<dyn RewritePattern>> = vec![Box::new(MulPowerOfTwo)];
        if self.combine_shifts {
            patterns.push(Box::new(CombineShifts));
        }
        let stats = apply_patterns_greedily(ctx, op, &FrozenPatternSet::new(patterns), &self.config)?;
        self.rewrites += stats.rewrites;
        if !stats.converged {
            let msg = format!("arith-mul-to-shift did not converge after {} iterations", stats.iterations);
            return Err(Diagnostic::error(ctx.op_loc(op), msg));
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(MulToShift { rewrites: 0, ..self.clone() })
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        let invalid = || format!("invalid value '{value}' for option '{key}'");
        match key {
            "combine-shifts" => self.combine_shifts = value.parse().map_err(|_| invalid())?,
            "max-iterations" => self.config.max_iterations = value.parse().map_err(|_| invalid())?,
            _ => return Err(format!("no such option '{key}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(&'static str, OptionValue)> {
        vec![
            ("combine-shifts", OptionValue::Bool(self.combine_shifts)),
            ("max-iterations", OptionValue::UInt(self.config.max_iterations.into())),
        ]
    }
    fn statistics(&self) -> Vec<Statistic> {
        vec![Statistic::new("num-rewrites", "Number of multiplications rewritten", self.rewrites)]
    }
}
// ANCHOR_END: pass

// ANCHOR: register
/// Registers `arith-mul-to-shift` for textual pipelines and command-line flags.
pub fn register_mul_to_shift() {
    register_pass(PassInfo {
        argument: "arith-mul-to-shift",
        description: "Rewrite multiplications by powers of two into shifts",
        create: || Box::new(MulToShift::default()),
    });
}
// ANCHOR_END: register

// ANCHOR: tool
/// An `oxir-opt` that also knows `arith-mul-to-shift`, run in-process on `input` (standing for
/// stdin).
fn my_opt(args: &[&str], input: &str) -> oxir_tools::opt::Output {
    let registrations = oxir_tools::Registrations::all().passes(register_mul_to_shift);
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    oxir_tools::opt::run_with(&registrations, &args, Some(input))
}
// ANCHOR_END: tool

// ANCHOR: pass_manager
/// Runs `arith-mul-to-shift` on every function of `module`, from Rust.
fn run_on_functions(ctx: &mut Context, module: OpRef) -> Result<String, Diagnostic> {
    let mut pm = OpPassManager::new(Some("builtin.module"));
    pm.nest("func.func").add_pass(Box::new(MulToShift::default()));
    let (result, _output) = pm.run(ctx, module, &PassOptions::default());
    result?;
    Ok(pm.to_pipeline_string())
}
// ANCHOR_END: pass_manager

// ANCHOR: conversion
/// Converts `arith.addi` on `index` to `arith.addi` on `i64`. The adaptor holds the operands
/// already converted (`lhs` and `rhs` are `i64` values); the new op's result type is theirs, and
/// uses of the old result get a cast back to `index`.
struct AddIToI64;

impl OpConversionPattern for AddIToI64 {
    type Op = AddIOp;
    fn match_and_rewrite(
        &self,
        op: AddIOp,
        adaptor: AddIOpAdaptor<'_>,
        rewriter: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let loc = rewriter.ctx().op_loc(op.op());
        let sum = AddIOp::build(rewriter, loc, adaptor.lhs(), adaptor.rhs());
        rewriter.replace_op(op, &[sum.into()]).is_ok()
    }
}

/// The same for `arith.muli`.
struct MulIToI64;

impl OpConversionPattern for MulIToI64 {
    type Op = MulIOp;
    fn match_and_rewrite(
        &self,
        op: MulIOp,
        adaptor: MulIOpAdaptor<'_>,
        rewriter: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let loc = rewriter.ctx().op_loc(op.op());
        let product = MulIOp::build(rewriter, loc, adaptor.lhs(), adaptor.rhs());
        rewriter.replace_op(op, &[product.into()]).is_ok()
    }
}

/// Makes `arith.addi` and `arith.muli` compute on `i64` instead of `index`.
fn index_to_i64(ctx: &mut Context, module: OpRef, full: bool) -> Result<(), Diagnostic> {
    let mut types = TypeConverter::new();
    types.add_conversion(|ctx, t| t.isa::<IndexType>(ctx).then(|| IntegerType::get(ctx, 64)));
    let legal_types = types.clone();
    let mut target = ConversionTarget::new();
    target.add_dynamically_legal_dialect("arith", move |ctx, op| legal_types.is_op_legal(ctx, op));
    let patterns: Vec<Arc<dyn ConversionPattern>> = vec![Arc::new(AddIToI64), Arc::new(MulIToI64)];
    if full {
        target.add_legal_dialect("builtin").add_legal_dialect("func");
        apply_full_conversion(ctx, module, &target, &patterns, &types)
    } else {
        apply_partial_conversion(ctx, module, &target, &patterns, &types)
    }
}
// ANCHOR_END: conversion

fn parse(ctx: &mut Context, src: &str) -> OpRef {
    oxir_dialects::register_all(ctx);
    let module = oxir::parser::parse_source(ctx, src, &Default::default()).expect("parses");
    oxir::verifier::verify(ctx, module).expect("verifies");
    module
}

fn print(ctx: &Context, op: OpRef) -> String {
    oxir::printer::print_op(ctx, op, Default::default())
}

/// The first function of `module`.
fn first_func(ctx: &Context, module: OpRef) -> OpRef {
    let region = ctx.op_regions(module)[0];
    let block = ctx.region_blocks(region).next().expect("a body");
    ctx.block_ops(block).find(|&o| ctx.op_name_text(o) == "func.func").expect("a function")
}

const SCALE: &str = "\
func.func @scale(%x: i32) -> i32 {
  %c8 = arith.constant 8 : i32
  %c4 = arith.constant 4 : i32
  %0 = arith.muli %x, %c8 : i32
  %1 = arith.muli %0, %c4 : i32
  return %1 : i32
}
";

const COMBINED: &str = "\
module {
  func.func @scale(%arg0: i32) -> i32 {
    %c5_i32 = arith.constant 5 : i32
    %0 = arith.shli %arg0, %c5_i32 : i32
    return %0 : i32
  }
}

";

const SEPARATE: &str = "\
module {
  func.func @scale(%arg0: i32) -> i32 {
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %0 = arith.shli %arg0, %c3_i32 : i32
    %1 = arith.shli %0, %c2_i32 : i32
    return %1 : i32
  }
}

";

#[test]
fn patterns_apply_with_the_greedy_driver() {
    let mut ctx = Context::new();
    let module = parse(&mut ctx, SCALE);
    let func = first_func(&ctx, module);
    assert!(mul_to_shift(&mut ctx, func, &GreedyConfig::default()).expect("runs"));
    oxir::verifier::verify(&ctx, module).expect("verifies");
    assert_eq!(print(&ctx, module), COMBINED);
}

#[test]
fn the_driver_reports_convergence() {
    let patterns = || FrozenPatternSet::new(vec![Box::new(MulPowerOfTwo), Box::new(CombineShifts)]);
    // ANCHOR: config
    let config = GreedyConfig { top_down: false, max_iterations: 1, ..GreedyConfig::default() };
    // ANCHOR_END: config
    let mut ctx = Context::new();
    let module = parse(&mut ctx, SCALE);
    let func = first_func(&ctx, module);
    let stats = apply_patterns_greedily(&mut ctx, func, &patterns(), &config).expect("runs");
    assert!(!stats.converged, "one iteration changes the IR, so it cannot tell it has converged");
    assert_eq!((stats.iterations, stats.rewrites), (1, 3));

    let mut ctx = Context::new();
    let module = parse(&mut ctx, SCALE);
    let func = first_func(&ctx, module);
    let stats = apply_patterns_greedily(&mut ctx, func, &patterns(), &GreedyConfig::default()).expect("runs");
    assert!(stats.converged);
    assert_eq!((stats.iterations, stats.rewrites), (2, 3));
    assert_eq!(print(&ctx, module), COMBINED);
}

#[test]
fn patterns_leave_other_multiplications_alone() {
    let src = "\
func.func @f(%x: i32) -> (i32, i32, i32) {
  %c6 = arith.constant 6 : i32
  %c1 = arith.constant 1 : i32
  %c16 = arith.constant 16 : i32
  %0 = arith.muli %x, %c6 : i32
  %1 = arith.muli %x, %c1 : i32
  %2 = arith.shli %x, %c16 : i32
  %3 = arith.shli %2, %c16 : i32
  return %0, %1, %3 : i32, i32, i32
}
";
    let mut ctx = Context::new();
    let module = parse(&mut ctx, src);
    let func = first_func(&ctx, module);
    assert!(mul_to_shift(&mut ctx, func, &GreedyConfig::default()).expect("runs"));
    // `* 6` is no power of two, `* 1` folds, and `<< 32` would be poison.
    assert_eq!(
        print(&ctx, module),
        "module {\n  func.func @f(%arg0: i32) -> (i32, i32, i32) {\n    \
         %c6_i32 = arith.constant 6 : i32\n    %c16_i32 = arith.constant 16 : i32\n    \
         %0 = arith.muli %arg0, %c6_i32 : i32\n    %1 = arith.shli %arg0, %c16_i32 : i32\n    \
         %2 = arith.shli %1, %c16_i32 : i32\n    return %0, %arg0, %2 : i32, i32, i32\n  }\n}\n\n"
    );
}

#[test]
fn the_pass_runs_from_rust() {
    let mut ctx = Context::new();
    let module = parse(&mut ctx, SCALE);
    let pipeline = run_on_functions(&mut ctx, module).expect("runs");
    assert_eq!(pipeline, "builtin.module(func.func(arith-mul-to-shift{combine-shifts=true max-iterations=10}))");
    assert_eq!(print(&ctx, module), COMBINED);

    // A pass run directly keeps its statistics.
    let mut ctx = Context::new();
    let module = parse(&mut ctx, SCALE);
    let func = first_func(&ctx, module);
    let mut pass = MulToShift::default();
    pass.run(&mut ctx, func).expect("runs");
    assert_eq!(pass.statistics()[0].value, 3);
}

#[test]
fn the_pass_runs_from_a_textual_pipeline() -> Result<(), String> {
    register_mul_to_shift();
    // ANCHOR: pipeline
    let pm = parse_pipeline("builtin.module(func.func(arith-mul-to-shift{combine-shifts=false}))")?;
    // ANCHOR_END: pipeline
    let mut ctx = Context::new();
    let module = parse(&mut ctx, SCALE);
    pm.run(&mut ctx, module, &PassOptions::default()).0.expect("runs");
    assert_eq!(print(&ctx, module), SEPARATE);

    let err = parse_pipeline("builtin.module(func.func(arith-mul-to-shift{combine=1}))").err();
    assert_eq!(
        err.as_deref(),
        Some(
            "<Pass-Options-Parser>: no such option combine\n\n\
             failed to add `arith-mul-to-shift` with options `combine=1`\n\
             failed to add `func.func` with options `` to inner pipeline\n"
        )
    );
    Ok(())
}

#[test]
fn the_pass_runs_in_an_opt_tool() {
    let flag = my_opt(&["--arith-mul-to-shift"], SCALE);
    assert_eq!((flag.code, flag.stdout.as_str(), flag.stderr.as_str()), (0, COMBINED, ""));

    let pipeline =
        my_opt(&["--pass-pipeline=builtin.module(func.func(arith-mul-to-shift{combine-shifts=false}))"], SCALE);
    assert_eq!((pipeline.code, pipeline.stdout.as_str()), (0, SEPARATE));

    let nested = my_opt(&["--pass-pipeline=builtin.module(arith-mul-to-shift)"], SCALE);
    assert_eq!(nested.code, 1);
    assert!(
        nested.stderr.contains(
            "error: can't schedule pass 'arith-mul-to-shift' restricted to 'func.func' on a pass manager intended \
             to run on 'builtin.module'!"
        ),
        "{}",
        nested.stderr
    );

    let timed = my_opt(&["--arith-mul-to-shift", "--mlir-timing"], SCALE);
    assert_eq!(timed.code, 0);
    let report = &timed.stderr_at_exit;
    assert!(report.contains("  'func.func' Pipeline\n"), "{report}");
    assert!(report.contains("    MulToShift\n"), "{report}");
}

#[test]
fn a_failing_pass_reports_at_the_op() {
    let out = my_opt(&["--arith-mul-to-shift=max-iterations=1"], SCALE);
    assert_eq!(out.code, 1);
    assert_eq!(
        out.stderr,
        "<stdin>:1:1: error: arith-mul-to-shift did not converge after 1 iterations\n\
         func.func @scale(%x: i32) -> i32 {\n^\n"
    );
}

const INDEX_MATH: &str = "\
func.func @index_math(%a: index, %b: index) -> index {
  %0 = arith.addi %a, %b : index
  %1 = arith.muli %0, %b : index
  return %1 : index
}
";

#[test]
fn a_partial_conversion_materializes_casts() {
    let mut ctx = Context::new();
    let module = parse(&mut ctx, INDEX_MATH);
    index_to_i64(&mut ctx, module, false).expect("converts");
    oxir::verifier::verify(&ctx, module).expect("verifies");
    assert_eq!(
        print(&ctx, module),
        "module {\n  func.func @index_math(%arg0: index, %arg1: index) -> index {\n    \
         %0 = builtin.unrealized_conversion_cast %arg1 : index to i64\n    \
         %1 = builtin.unrealized_conversion_cast %arg0 : index to i64\n    \
         %2 = arith.addi %1, %0 : i64\n    %3 = arith.muli %2, %0 : i64\n    \
         %4 = builtin.unrealized_conversion_cast %3 : i64 to index\n    return %4 : index\n  }\n}\n\n"
    );
}

#[test]
fn a_full_conversion_fails_on_what_it_cannot_legalize() {
    let mut ctx = Context::new();
    let src = INDEX_MATH.replace("arith.muli", "arith.divsi");
    let module = parse(&mut ctx, &src);
    let before = print(&ctx, module);
    let err = index_to_i64(&mut ctx, module, true).expect_err("nothing converts arith.divsi");
    assert!(err.message.starts_with("failed to legalize operation 'arith.divsi'"), "{}", err.message);
    assert_eq!(print(&ctx, module), before, "a failed conversion leaves the IR as it was");
}
