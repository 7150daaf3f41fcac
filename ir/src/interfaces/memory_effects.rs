//! MLIR's `MemoryEffectOpInterface` (from `SideEffectInterfaces.td`): which memory effects an op
//! has (reads, writes, allocations, frees) and on which value, so that passes can tell whether
//! an unused op may be erased.
//!
//! Ops whose effects never depend on the instance declare them with the traits `MemRead`,
//! `MemWrite`, `MemAlloc`, `MemAllocAutomaticScope` (a stack allocation) and `MemFree` (`Pure`
//! or `NoMemoryEffect` for none); an op whose
//! effects depend on its attributes (e.g. a volatile load also writes) implements the interface,
//! which takes precedence over the traits.

use crate::context::Context;
use crate::traits::{
    ConstantLike, MemAlloc, MemAllocAutomaticScope, MemFree, MemRead, MemWrite, NoMemoryEffect, Pure,
    RecursiveMemoryEffects,
};
use crate::value::Value;
use crate::OpRef;

/// A kind of memory effect (MLIR's `MemoryEffects::Effect` subclasses).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MemoryEffect {
    /// Reads memory.
    Read,
    /// Writes memory.
    Write,
    /// Allocates memory (the allocated value, when known, is the effect's value).
    Allocate,
    /// Frees memory.
    Free,
}

/// The resource an effect acts on (MLIR's `SideEffects::Resource`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum EffectResource {
    /// Memory in general (MLIR's `DefaultResource`).
    #[default]
    Default,
    /// The stack of the nearest enclosing `AutomaticAllocationScope` op, freed when control
    /// leaves it (MLIR's `AutomaticAllocationScopeResource`): what `memref.alloca` and
    /// `llvm.alloca` allocate.
    AutomaticAllocationScope,
}

/// One effect of an op, on a value when it is known (MLIR's `EffectInstance`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct EffectInstance {
    /// What the op does.
    pub effect: MemoryEffect,
    /// The value the effect acts on (an operand or a result), `None` for memory in general.
    pub value: Option<Value>,
    /// The resource acted on.
    pub resource: EffectResource,
}

impl EffectInstance {
    /// An effect on memory in general.
    pub fn new(effect: MemoryEffect) -> Self {
        EffectInstance { effect, value: None, resource: EffectResource::Default }
    }

    /// An effect on `value`.
    pub fn on(effect: MemoryEffect, value: Value) -> Self {
        EffectInstance { effect, value: Some(value), resource: EffectResource::Default }
    }

    /// The same effect on `resource`.
    pub fn in_resource(self, resource: EffectResource) -> Self {
        EffectInstance { resource, ..self }
    }
}

/// MLIR's `MemoryEffectOpInterface`: the effects of one op instance.
pub trait MemoryEffectOpInterface: Send + Sync {
    /// The memory effects of `op` (MLIR's `getEffects`).
    fn effects(&self, ctx: &Context, op: OpRef) -> Vec<EffectInstance>;
}

/// Computes the memory effects of an op instance.
pub type EffectsFn = fn(&Context, OpRef) -> Vec<EffectInstance>;

/// The model of [`MemoryEffectOpInterface`] made of a function.
#[derive(Copy, Clone)]
pub struct EffectsModel(pub EffectsFn);

impl MemoryEffectOpInterface for EffectsModel {
    fn effects(&self, ctx: &Context, op: OpRef) -> Vec<EffectInstance> {
        (self.0)(ctx, op)
    }
}

/// The memory effects of `op`: its [`MemoryEffectOpInterface`] model, else what its traits
/// declare (none for `Pure`, `NoMemoryEffect` and constant-like ops; an allocation acts on each
/// result). `None` when they are unknown: unregistered ops and registered ops declaring nothing.
pub fn memory_effects(ctx: &Context, op: OpRef) -> Option<Vec<EffectInstance>> {
    if let Some(model) = ctx.op_interface::<dyn MemoryEffectOpInterface>(op) {
        return Some(model.effects(ctx, op));
    }
    let info = ctx.op_registered_info_ref(op)?;
    if info.has_trait::<Pure>() || info.has_trait::<NoMemoryEffect>() || info.has_trait::<ConstantLike>() {
        return Some(Vec::new());
    }
    let mut effects = Vec::new();
    if info.has_trait::<MemRead>() {
        effects.push(EffectInstance::new(MemoryEffect::Read));
    }
    if info.has_trait::<MemWrite>() {
        effects.push(EffectInstance::new(MemoryEffect::Write));
    }
    for (declared, resource) in [
        (info.has_trait::<MemAlloc>(), EffectResource::Default),
        (info.has_trait::<MemAllocAutomaticScope>(), EffectResource::AutomaticAllocationScope),
    ] {
        if !declared {
            continue;
        }
        if ctx.num_results(op) == 0 {
            effects.push(EffectInstance::new(MemoryEffect::Allocate).in_resource(resource));
        }
        effects.extend(ctx.results(op).map(|r| EffectInstance::on(MemoryEffect::Allocate, r).in_resource(resource)));
    }
    if info.has_trait::<MemFree>() {
        effects.push(EffectInstance::new(MemoryEffect::Free));
    }
    (!effects.is_empty()).then_some(effects)
}

/// MLIR's `isMemoryEffectFree`: the op's effects are known and empty, and with
/// `RecursiveMemoryEffects` so are those of every op nested in it.
pub fn is_memory_effect_free(ctx: &Context, op: OpRef) -> bool {
    let recursive = ctx.op_has_trait::<RecursiveMemoryEffects>(op);
    if !recursive && !memory_effects(ctx, op).is_some_and(|e| e.is_empty()) {
        return false;
    }
    if recursive {
        if ctx.op_interface::<dyn MemoryEffectOpInterface>(op).is_some_and(|m| !m.effects(ctx, op).is_empty()) {
            return false;
        }
        return nested_ops(ctx, op).into_iter().all(|o| is_memory_effect_free(ctx, o));
    }
    true
}

/// The ops directly in `op`'s regions.
fn nested_ops(ctx: &Context, op: OpRef) -> Vec<OpRef> {
    let mut ops = Vec::new();
    for &r in ctx.op_regions(op) {
        for b in ctx.region_blocks(r) {
            ops.extend(ctx.block_ops(b));
        }
    }
    ops
}

/// Whether erasing unused `op` loses no effect (the effect part of MLIR's
/// `wouldOpBeTriviallyDead`): each effect of `op` and, for ops with `RecursiveMemoryEffects`, of
/// the ops nested in it, reads or allocates a result of its op; an op with neither known effects
/// nor recursive ones counts as having effects.
pub fn would_effects_allow_erasure(ctx: &Context, op: OpRef) -> bool {
    // Most ops look at no nested op: no work list then (this runs for every op the greedy
    // driver and the dead-code checks visit).
    if !ctx.op_has_trait::<RecursiveMemoryEffects>(op) {
        return has_only_read_or_result_alloc_effects(ctx, op);
    }
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        let recursive = ctx.op_has_trait::<RecursiveMemoryEffects>(o);
        if recursive {
            stack.extend(nested_ops(ctx, o));
        }
        let declares = ctx.op_interface::<dyn MemoryEffectOpInterface>(o).is_some() || !recursive;
        if declares && !has_only_read_or_result_alloc_effects(ctx, o) {
            return false;
        }
    }
    true
}

/// Whether `op`'s effects would not prevent erasing it when unused (the effect part of MLIR's
/// `wouldOpBeTriviallyDead`): they are known, and each one reads, or allocates a result of `op`.
pub fn has_only_read_or_result_alloc_effects(ctx: &Context, op: OpRef) -> bool {
    let Some(effects) = memory_effects(ctx, op) else { return false };
    effects.iter().all(|e| match e.effect {
        MemoryEffect::Read => true,
        MemoryEffect::Allocate => e.value.is_some_and(|v| ctx.defining_op(v) == Some(op)),
        MemoryEffect::Write | MemoryEffect::Free => false,
    })
}

/// Whether `op` allocates one of its results on the stack of the enclosing automatic allocation
/// scope (MLIR's `isGuaranteedAutomaticAllocation`): `memref.alloca`, `llvm.alloca`, or any op
/// declaring `MemAllocAutomaticScope` or such an effect.
pub fn is_automatic_allocation(ctx: &Context, op: OpRef) -> bool {
    memory_effects(ctx, op).is_some_and(|effects| {
        effects.iter().any(|e| {
            e.effect == MemoryEffect::Allocate
                && e.resource == EffectResource::AutomaticAllocationScope
                && e.value.is_some_and(|v| ctx.defining_op(v) == Some(op))
        })
    })
}
