//! The `linalg` dialect (MLIR's `linalg` dialect, as of MLIR 22), the subset that bufferization
//! and loop lowering need: the structured ops `linalg.generic`, `linalg.map` and `linalg.fill`
//! (on tensors or on buffers, with MLIR's custom syntax, its short form `linalg.map { arith.addf }`
//! and its block-argument names `%in`/`%init`/`%out`), `linalg.index` and `linalg.yield`, with
//! MLIR's verifier messages. [`loops`] holds the `convert-linalg-to-loops`,
//! `convert-linalg-to-parallel-loops` and `convert-linalg-to-affine-loops` passes. Their
//! `BufferizableOpInterface` model is in the bufferization module (which depends on linalg).

pub mod attrs;
mod builders;
pub mod canonicalize;
pub mod ops;
pub mod region_builder;
pub mod structured;
mod syntax;
pub mod transforms;

pub use transforms::{generalize, loops};

pub use attrs::*;
pub use ops::*;
pub use structured::*;

use oxir::builtin::types::MemRefType;
use oxir::interfaces::{ConditionallySpeculatable, OpAsmBlockArgNames, Speculatability, TensorSemanticsSpeculation};
use oxir::interfaces::{EffectInstance, EffectsModel, MemoryEffect, MemoryEffectOpInterface};
use oxir::ods::Op;
use oxir::{Context, OpRef, RegionRef, Value};
use oxir_macros::dialect;
use std::sync::Arc;

/// The block-argument names of the structured ops (MLIR's `getAsmBlockArgumentNames`): `%in`
/// for inputs, `%init` (`linalg.map`) or `%out` (the others) for inits.
struct ArgNames;

impl OpAsmBlockArgNames for ArgNames {
    fn block_arg_names(&self, ctx: &Context, op: OpRef, region: RegionRef) -> Vec<(Value, String)> {
        let Some(block) = ctx.region_entry_block(region) else { return Vec::new() };
        let Some(s) = structured(ctx, op) else { return Vec::new() };
        let out = if [MapOp::NAME, ReduceOp::NAME].contains(&ctx.op_name_text(op)) { "init" } else { "out" };
        ctx.block_arguments(block)
            .enumerate()
            .map(|(i, a)| (a, if i < s.inputs.len() { "in" } else { out }.to_string()))
            .collect()
    }
}

/// MLIR's `getGenericEffectsImpl` of the structured ops: buffer inputs are read, buffer inits
/// written (and read when the payload uses them); on tensors they have no effect, so unused ones
/// are dead.
fn structured_effects(ctx: &Context, op: OpRef) -> Vec<EffectInstance> {
    let Some(s) = structured(ctx, op) else {
        return vec![EffectInstance::new(MemoryEffect::Read), EffectInstance::new(MemoryEffect::Write)];
    };
    let is_buffer = |v: Value| ctx.value_type(v).isa::<MemRefType>(ctx);
    let mut effects: Vec<EffectInstance> =
        s.inputs.iter().filter(|&&v| is_buffer(v)).map(|&v| EffectInstance::on(MemoryEffect::Read, v)).collect();
    let args: Vec<Value> = ctx
        .op_regions(op)
        .first()
        .and_then(|&r| ctx.region_entry_block(r))
        .map(|b| ctx.block_arguments(b).collect())
        .unwrap_or_default();
    for (i, &v) in s.inits.iter().enumerate() {
        if !is_buffer(v) {
            continue;
        }
        if args.get(s.inputs.len() + i).is_none_or(|&a| ctx.has_uses(a)) {
            effects.push(EffectInstance::on(MemoryEffect::Read, v));
        }
        effects.push(EffectInstance::on(MemoryEffect::Write, v));
    }
    effects
}

/// The structured ops that are not named ops (those are [`NAMED_OPS`]).
pub const STRUCTURED_OPS: &[&str] =
    &[MapOp::NAME, GenericOp::NAME, FillOp::NAME, TransposeOp::NAME, BroadcastOp::NAME, ReduceOp::NAME];

/// Attaches the block-argument names, the memory effects and the speculatability of the
/// structured ops (on tensors their bodies decide, on buffers they are not speculatable), and
/// the inliner's rules (every linalg op may be inlined, and any body into their regions, as
/// MLIR's `LinalgInlinerInterface`). Their bufferization model is `bufferization`'s, which
/// depends on this module and not the other way.
pub fn register_interfaces(ctx: &Context) {
    oxir::interfaces::inline_ops_and_regions::<LinalgDialect>(ctx);
    for name in [MapOp::NAME, GenericOp::NAME, FillOp::NAME, ReduceOp::NAME] {
        let m: Arc<dyn OpAsmBlockArgNames> = Arc::new(ArgNames);
        ctx.attach_op_interface_dyn::<dyn OpAsmBlockArgNames>(name, m);
    }
    for &name in STRUCTURED_OPS.iter().chain(NAMED_OPS) {
        let m: Arc<dyn MemoryEffectOpInterface> = Arc::new(EffectsModel(structured_effects));
        ctx.attach_op_interface_dyn::<dyn MemoryEffectOpInterface>(name, m);
        let s: Arc<dyn ConditionallySpeculatable> =
            Arc::new(TensorSemanticsSpeculation { on_tensors: Speculatability::RecursivelySpeculatable });
        ctx.attach_op_interface_dyn::<dyn ConditionallySpeculatable>(name, s);
    }
}

/// The `linalg` dialect: structured ops on tensors and buffers (`linalg.generic`, `linalg.map`,
/// `linalg.fill`, the named ops) and their lowerings to `scf.for`, `scf.parallel` and `affine.for`
/// loops.
#[dialect(name = "linalg", passes = transforms::register_passes, interfaces = register_interfaces, materializer = crate::utils::constants::materialize_arith_constant, ops(
        MapOp, GenericOp, FillOp, IndexOp, YieldOp, MatmulOp, BatchMatmulOp, MatvecOp, VecmatOp, DotOp, CopyOp,
        ExpOp, LogOp, AbsOp, CeilOp, FloorOp, NegFOp, ReciprocalOp, RoundOp, SqrtOp, RsqrtOp, SquareOp, TanhOp, ErfOp,
        AddOp, SubOp, MulOp, DivOp, DivUnsignedOp, MaxOp, MinOp, PowFOp, SelectOp, Conv1DOp, Conv2DNhwcHwcfOp,
        Conv2DNchwFchwOp, DepthwiseConv2DNhwcHwcOp, PoolingNhwcSumOp, PoolingNhwcMaxOp, TransposeOp, BroadcastOp, ReduceOp,
        ElementwiseOp
    ),
    attrs(IteratorType, TypeFn, ElementwiseKind),
    enums(IteratorType, TypeFn, ElementwiseKind)
)]
pub struct LinalgDialect;
