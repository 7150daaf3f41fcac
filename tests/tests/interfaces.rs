//! Op interfaces declared through `#[op(interfaces = [...])]` and queried at run time, attached
//! from outside to ops a crate does not define, and the core interfaces (`LoopLikeOpInterface`,
//! `ConditionallySpeculatable`) as the scf and arith ops implement them and
//! `loop-invariant-code-motion` uses them. The book's "Defining a dialect" chapter includes this
//! file's code by anchor.

use oxir::interfaces::{
    is_speculatable, speculatability, ConditionallySpeculatable, LoopLikeOpInterface, OpInterfaceVerifier,
    Speculatability,
};
use oxir::ods::prelude::*;
use oxir::ods::verify::op_error;
use oxir::registry::FoldResult;
use oxir::{Diagnostic, RegionRef};
use oxir_macros::{dialect, op};
use std::sync::Arc;

// ANCHOR: interface
/// A user's interface: how much an op costs to run. Interfaces are traits with `Send + Sync`
/// as supertraits; `&self` is the model, the op comes as an argument.
pub trait CostModel: Send + Sync {
    /// The cost of running `op` once.
    fn cost(&self, ctx: &Context, op: OpRef) -> u32;
}

// ANCHOR: interface_verifier
/// `CostModel`'s verifier (MLIR's `verify` of an interface definition): it runs for every op
/// that declares the interface, after the op's traits and before its own verifier.
impl OpInterfaceVerifier for dyn CostModel {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let Some(model) = ctx.op_interface::<dyn CostModel>(op) else { return Ok(()) };
        match model.cost(ctx, op) {
            cost if cost > 100 => Err(op_error(ctx, op, format!("costs {cost}, more than the budget of 100"))),
            _ => Ok(()),
        }
    }
}
// ANCHOR_END: interface_verifier

/// The model of `t.work`: its `units` operand count.
pub struct WorkCost;

impl CostModel for WorkCost {
    fn cost(&self, ctx: &Context, op: OpRef) -> u32 {
        10 * ctx.num_operands(op) as u32
    }
}

/// Some work.
#[op(name = "t.work", traits(Pure), interfaces = [CostModel(WorkCost)])]
pub struct WorkOp {
    #[operand]
    units: Vec<Value>,
    #[result]
    result: Value,
}
// ANCHOR_END: interface

// ANCHOR: loop
/// `t.repeat`'s `LoopLikeOpInterface`: its one region is the loop body; the other methods keep
/// their defaults (values defined outside the op are invariant; ops move before the op).
pub struct RepeatLoop;

impl LoopLikeOpInterface for RepeatLoop {
    fn loop_regions(&self, ctx: &Context, op: OpRef) -> Vec<RegionRef> {
        ctx.op_regions(op).to_vec()
    }
}

/// Runs its body some number of times; `loop-invariant-code-motion` hoists out of it.
#[op(
    name = "t.repeat",
    traits(NoTerminator, SingleBlock),
    interfaces = [LoopLikeOpInterface(RepeatLoop), CostModel(WorkCost)]
)]
pub struct RepeatOp {
    #[region]
    body: Region,
}
// ANCHOR_END: loop

/// An op implementing nothing.
#[op(name = "t.plain")]
pub struct PlainOp {}

/// Uses values, with a memory effect.
#[op(name = "t.sink", traits(MemWrite))]
pub struct SinkOp {
    #[operand]
    inputs: Vec<Value>,
}

/// The test dialect.
#[dialect(name = "t", ops(WorkOp, RepeatOp, PlainOp, SinkOp))]
pub struct TDialect;

fn context() -> Context {
    let ctx = Context::new();
    oxir_dialects::register_all(&ctx);
    ctx.load_dialect::<TDialect>();
    ctx
}

fn parse(ctx: &mut Context, src: &str) -> OpRef {
    let module = oxir::parser::parse_source(ctx, src, &Default::default()).expect("parses");
    oxir::verifier::verify(ctx, module).expect("verifies");
    module
}

/// The first op named `name` under `root`.
fn find(ctx: &Context, root: OpRef, name: &str) -> OpRef {
    let mut found = None;
    ctx.walk_ops_pre_order(root, &mut |o| {
        if found.is_none() && ctx.op_name_text(o) == name {
            found = Some(o);
        }
        oxir::WalkResult::Advance
    });
    found.expect("op present")
}

#[test]
fn declared_interfaces_are_queried_at_run_time() {
    let mut ctx = context();
    let m = parse(
        &mut ctx,
        "%0 = \"t.work\"() : () -> i32\n%1 = \"t.work\"(%0, %0) : (i32, i32) -> i32\n\"t.plain\"() : () -> ()",
    );
    // ANCHOR: query
    let ops: Vec<OpRef> = ctx.region_blocks(ctx.op_regions(m)[0]).flat_map(|b| ctx.block_ops(b)).collect();
    let cost = ctx.op_interface::<dyn CostModel>(ops[1]).expect("t.work declares CostModel");
    assert_eq!(cost.cost(&ctx, ops[1]), 20);
    // On a typed handle too; `None` for an op that does not implement it.
    let work = ctx.cast_op::<WorkOp>(ops[0]).expect("a t.work");
    assert_eq!(work.interface::<dyn CostModel>(&ctx).map(|c| c.cost(&ctx, ops[0])), Some(0));
    assert!(ctx.op_interface::<dyn CostModel>(ops[2]).is_none());
    assert!(ctx.op_interface::<dyn LoopLikeOpInterface>(ops[1]).is_none());
    // ANCHOR_END: query
    assert!(ctx.op_has_interface::<dyn CostModel>(ops[0]));
    assert!(!ctx.op_has_interface::<dyn CostModel>(m));
    // The registry keeps them by op name, for ops not created yet.
    assert!(ctx.op_name_interface::<dyn CostModel>(ctx.op_name("t.repeat")).is_some());
    assert!(ctx.op_name_interface::<dyn CostModel>(ctx.op_name("t.unknown")).is_none());
}

// ANCHOR: attach
/// A model for `builtin.module`, which this crate does not define.
struct ModuleCost;

impl CostModel for ModuleCost {
    fn cost(&self, _: &Context, _: OpRef) -> u32 {
        1
    }
}
// ANCHOR_END: attach

#[test]
fn interfaces_attach_to_ops_defined_elsewhere() {
    let mut ctx = context();
    let m = parse(&mut ctx, "%0 = \"t.work\"() : () -> i32");
    assert!(ctx.op_interface::<dyn CostModel>(m).is_none());
    // ANCHOR: attach_call
    ctx.attach_op_interface_dyn::<dyn CostModel>("builtin.module", Arc::new(ModuleCost));
    // ANCHOR_END: attach_call
    assert_eq!(ctx.op_interface::<dyn CostModel>(m).map(|c| c.cost(&ctx, m)), Some(1));
    // A model the op declares wins over an attached one, as in MLIR.
    ctx.attach_op_interface_dyn::<dyn CostModel>(WorkOp::NAME, Arc::new(ModuleCost));
    let work = find(&ctx, m, "t.work");
    assert_eq!(ctx.op_interface::<dyn CostModel>(work).map(|c| c.cost(&ctx, work)), Some(0));
    // Attached models are shared with forked contexts (one registry).
    let fork = ctx.fork_empty();
    assert!(fork.op_name_interface::<dyn CostModel>(fork.op_name("builtin.module")).is_some());
}

/// A model that costs more than `CostModel`'s verifier allows.
struct Expensive;

impl CostModel for Expensive {
    fn cost(&self, _: &Context, _: OpRef) -> u32 {
        1000
    }
}

#[test]
fn an_interface_verifier_checks_the_ops_declaring_the_interface() {
    let mut ctx = context();
    let (operands, types) = (["%0"; 11].join(", "), ["i32"; 11].join(", "));
    let src = format!("%0 = \"t.work\"() : () -> i32\n%1 = \"t.work\"({operands}) : ({types}) -> i32");
    let m = oxir::parser::parse_source(&mut ctx, &src, &Default::default()).expect("parses");
    let err = oxir::verifier::verify(&ctx, m).expect_err("the second t.work is over budget");
    assert_eq!(err.message, "'t.work' op costs 110, more than the budget of 100");
    let line = oxir::builtin::locations::file_line_col(&ctx, err.loc).map(|(_, line, _)| line);
    assert_eq!(line, Some(2), "at the second op");
    // Ops of another name that declare the interface run the same check: `t.repeat` costs 0.
    let ok = parse(&mut ctx, "\"t.repeat\"() ({\n}) : () -> ()");
    assert!(oxir::verifier::verify(&ctx, ok).is_ok());
    // A model attached from outside the definition is not verified, as in MLIR.
    ctx.attach_op_interface_dyn::<dyn CostModel>(PlainOp::NAME, Arc::new(Expensive));
    let plain = parse(&mut ctx, "\"t.plain\"() : () -> ()");
    assert!(oxir::verifier::verify(&ctx, plain).is_ok());
}

/// A struct-of-functions interface, the other form `attach_op_interface` takes.
#[derive(Copy, Clone)]
struct Describe {
    text: fn(&Context, OpRef) -> String,
}

#[test]
fn struct_interfaces_attach_and_the_last_attachment_wins() {
    let mut ctx = context();
    let m = parse(&mut ctx, "\"t.plain\"() : () -> ()");
    let plain = find(&ctx, m, "t.plain");
    ctx.attach_op_interface(PlainOp::NAME, Describe { text: |_, _| "first".into() });
    ctx.attach_op_interface(PlainOp::NAME, Describe { text: |_, _| "second".into() });
    let d = ctx.op_interface::<Describe>(plain).expect("attached");
    assert_eq!((d.text)(&ctx, plain), "second");
    assert!(ctx.op_interface::<Describe>(m).is_none());
}

#[test]
fn licm_hoists_out_of_a_user_loop_through_its_interface() {
    let mut ctx = context();
    let src = "func.func @f(%a: i32, %b: i32) {
  \"t.repeat\"() ({
    %0 = arith.addi %a, %b : i32
    %1 = \"t.work\"(%0) : (i32) -> i32
    %2 = \"t.work\"(%1, %1) : (i32, i32) -> i32
    \"t.sink\"(%2) : (i32) -> ()
  }) : () -> ()
  return
}";
    let m = parse(&mut ctx, src);
    oxir::transforms::register_passes();
    let pm = oxir::pass::pipeline::parse_pipeline("builtin.module(func.func(loop-invariant-code-motion))")
        .expect("pipeline");
    pm.run(&mut ctx, m, &Default::default()).0.expect("runs");
    let repeat = find(&ctx, m, "t.repeat");
    let body: Vec<String> = ctx
        .region_blocks(ctx.op_regions(repeat)[0])
        .flat_map(|b| ctx.block_ops(b))
        .map(|o| ctx.op_name_text(o).to_string())
        .collect();
    assert_eq!(body, ["t.sink"]);
    let before: Vec<String> = ctx
        .block_ops(ctx.op_parent_block(repeat).expect("in a block"))
        .map(|o| ctx.op_name_text(o).to_string())
        .collect();
    assert_eq!(before, ["arith.addi", "t.work", "t.work", "t.repeat", "func.return"]);
}

const SCF: &str = "func.func @f(%lb: index, %ub: index, %s: index, %x: i32, %y: i32, %c: i1, %t: tensor<4xf32>) {
  %c1 = arith.constant 1 : index
  %c0_i32 = arith.constant 0 : i32
  %c7_i32 = arith.constant 7 : i32
  %m1_i32 = arith.constant -1 : i32
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %x) -> (i32) {
    %d0 = arith.divui %acc, %y : i32
    %d1 = arith.divui %acc, %c7_i32 : i32
    %d2 = arith.divsi %acc, %m1_i32 : i32
    %d3 = arith.divsi %acc, %c0_i32 : i32
    %d4 = arith.ceildivsi %acc, %c7_i32 : i32
    %d5 = arith.remui %acc, %y : i32
    scf.yield %d1 : i32
  }
  scf.for %i = %lb to %ub step %s {
    scf.yield
  }
  %w = scf.while (%v = %x) : (i32) -> i32 {
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%v: i32):
    scf.yield %v : i32
  }
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%c1, %c1) {
    scf.reduce
  }
  %f = scf.forall (%i) = (0) to (%ub) step (2) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  %z = scf.if %c -> (i32) {
    %q = arith.divui %x, %y : i32
    scf.yield %q : i32
  } else {
    scf.yield %x : i32
  }
  %z2 = scf.if %c -> (i32) {
    %q = arith.addi %x, %y : i32
    scf.yield %q : i32
  } else {
    scf.yield %x : i32
  }
  return
}";

#[test]
fn scf_loops_are_loop_like() {
    let mut ctx = context();
    let m = parse(&mut ctx, SCF);
    let for_op = find(&ctx, m, "scf.for");
    let l = ctx.op_interface::<dyn LoopLikeOpInterface>(for_op).expect("scf.for is loop-like");
    assert_eq!(l.loop_regions(&ctx, for_op), ctx.op_regions(for_op).to_vec());
    let body = ctx.region_entry_block(ctx.op_regions(for_op)[0]).expect("body");
    let args: Vec<Value> = ctx.block_arguments(body).collect();
    assert_eq!(l.induction_vars(&ctx, for_op), Some(vec![args[0]]));
    assert_eq!(l.region_iter_args(&ctx, for_op), vec![args[1]]);
    assert_eq!(l.inits(&ctx, for_op), vec![ctx.operand(for_op, 3)]);
    assert_eq!(l.lower_bounds(&ctx, for_op), Some(vec![FoldResult::Value(ctx.operand(for_op, 0))]));
    assert_eq!(l.loop_results(&ctx, for_op), Some(ctx.results(for_op).collect::<Vec<_>>()));
    let yielded = l.yielded_values(&ctx, for_op).expect("yields");
    assert_eq!(yielded.len(), 1);
    assert!(l.is_defined_outside_of_loop(&ctx, for_op, ctx.operand(for_op, 0)));
    assert!(!l.is_defined_outside_of_loop(&ctx, for_op, args[0]));
    assert!(!l.is_defined_outside_of_loop(&ctx, for_op, yielded[0]));

    let w = find(&ctx, m, "scf.while");
    let wl = ctx.op_interface::<dyn LoopLikeOpInterface>(w).expect("scf.while is loop-like");
    assert_eq!(wl.loop_regions(&ctx, w), ctx.op_regions(w).to_vec());
    assert_eq!(wl.loop_results(&ctx, w), None);
    assert_eq!(wl.inits(&ctx, w), vec![ctx.operand(w, 0)]);

    let p = find(&ctx, m, "scf.parallel");
    let pl = ctx.op_interface::<dyn LoopLikeOpInterface>(p).expect("scf.parallel is loop-like");
    assert_eq!(pl.induction_vars(&ctx, p).map(|v| v.len()), Some(2));
    assert_eq!(pl.steps(&ctx, p).map(|v| v.len()), Some(2));

    let f = find(&ctx, m, "scf.forall");
    let fl = ctx.op_interface::<dyn LoopLikeOpInterface>(f).expect("scf.forall is loop-like");
    assert_eq!(fl.induction_vars(&ctx, f).map(|v| v.len()), Some(1));
    let index = IndexType::get(&ctx);
    assert_eq!(fl.lower_bounds(&ctx, f), Some(vec![FoldResult::Attribute(IntegerAttr::from_i64(&ctx, index, 0))]));
    assert_eq!(fl.upper_bounds(&ctx, f), Some(vec![FoldResult::Value(ctx.operand(f, 0))]));
    assert_eq!(fl.region_iter_args(&ctx, f).len(), 1);

    for name in ["scf.if", "arith.addi", "func.func", "scf.yield"] {
        assert!(ctx.op_interface::<dyn LoopLikeOpInterface>(find(&ctx, m, name)).is_none(), "{name}");
    }
}

#[test]
fn speculatability_follows_mlir() {
    let mut ctx = context();
    let m = parse(&mut ctx, SCF);
    let for_op = find(&ctx, m, "scf.for");
    let body = ctx.region_entry_block(ctx.op_regions(for_op)[0]).expect("body");
    let ops: Vec<OpRef> = ctx.block_ops(body).collect();
    let spec: Vec<Speculatability> = ops.iter().take(6).map(|&o| speculatability(&ctx, o)).collect();
    use Speculatability::*;
    // divui by a value, divui by 7, divsi by -1, divsi by 0, ceildivsi by 7, remui (Pure).
    assert_eq!(spec, [NotSpeculatable, Speculatable, NotSpeculatable, NotSpeculatable, Speculatable, Speculatable]);
    assert!(ctx.op_interface::<dyn ConditionallySpeculatable>(ops[0]).is_some());
    assert!(ctx.op_interface::<dyn ConditionallySpeculatable>(ops[5]).is_none());
    // scf.for: recursively speculatable with a unit step only.
    assert_eq!(speculatability(&ctx, for_op), RecursivelySpeculatable);
    assert!(!is_speculatable(&ctx, for_op), "its body divides by a variable");
    let loops: Vec<OpRef> = {
        let mut v = Vec::new();
        ctx.walk_ops_pre_order(m, &mut |o| {
            if ctx.op_name_text(o) == "scf.for" || ctx.op_name_text(o) == "scf.if" {
                v.push(o);
            }
            oxir::WalkResult::Advance
        });
        v
    };
    assert_eq!(speculatability(&ctx, loops[1]), NotSpeculatable, "step not known to be 1");
    assert_eq!(speculatability(&ctx, loops[2]), RecursivelySpeculatable);
    assert!(!is_speculatable(&ctx, loops[2]), "then-region divides by a variable");
    assert!(is_speculatable(&ctx, loops[3]));
    // Pure ops are speculatable; effectful and unregistered ones are not.
    assert_eq!(speculatability(&ctx, find(&ctx, m, "func.return")), Speculatable);
    let m2 = parse(&mut ctx, "\"t.sink\"() : () -> ()\n\"t.plain\"() : () -> ()");
    assert_eq!(speculatability(&ctx, find(&ctx, m2, "t.sink")), NotSpeculatable);
    assert_eq!(speculatability(&ctx, find(&ctx, m2, "t.plain")), NotSpeculatable);
}

#[test]
fn ops_declaring_infer_type_answer_infer_result_types() {
    use oxir::interfaces::InferResultTypes;
    let mut ctx = context();
    let src = "func.func @f(%a: memref<4xf32>, %b: memref<8xf32>) {
  %0:2 = \"memref.distinct_objects\"(%a, %b) : (memref<4xf32>, memref<8xf32>) -> (memref<4xf32>, memref<8xf32>)
  return
}";
    let m = parse(&mut ctx, src);
    let op = find(&ctx, m, "memref.distinct_objects");
    let infer = ctx.op_interface::<dyn InferResultTypes>(op).expect("declares InferTypeOpInterface");
    let mut state = oxir::OperationState::new(ctx.op_name_of(op), ctx.op_loc(op));
    state.operands = ctx.operands(op).collect();
    let inferred = infer.infer_result_types(&ctx, &state).expect("infers");
    assert_eq!(inferred, ctx.result_types(op).collect::<Vec<_>>());
    assert!(ctx.op_interface::<dyn InferResultTypes>(find(&ctx, m, "func.return")).is_none());
}
