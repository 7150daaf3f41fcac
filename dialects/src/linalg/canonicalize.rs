//! The canonicalizations of every structured op (MLIR's `LinalgDialect` canonicalization
//! patterns, and the `foldMemRefCast` folder of most of them): `generic`, `map`, `fill`,
//! `transpose`, `broadcast`, `reduce`, the named ops and `linalg.elementwise`.
//!
//! - `FoldMemRefCast` (the folder of all but `map`, `transpose`, `broadcast` and `reduce`):
//!   operands read through the `memref.cast`s of ranked memrefs that define them.
//! - `EraseDeadLinalgOp`: an op with a memref operand of a zero-sized dimension does nothing.
//! - `FoldTensorCastProducerOp`: operands read through the `tensor.cast`s that only lose static
//!   information; the op's results take the more static types and are cast back.
//! - `FoldTensorCastConsumerOp` (rooted at `tensor.cast`): a cast adding static information to a
//!   result moves to the init of that result, in the same block.
//! - `EraseIdentityGenericOp` (`linalg.generic`'s own): a generic whose maps are all equal and
//!   whose body only yields its block arguments is the operands it yields (cast to the result
//!   types), or on one buffer read and written, nothing.
//! - `EraseSelfCopy` (`linalg.copy`'s own): a copy of a value onto itself.
//! - `InferStaticShapeOfOperands`: on tensors with projected-permutation maps, a dynamic size of
//!   an operand that another operand gives statically through the same loop becomes static
//!   (the operand cast to it, the result cast back).

use crate::linalg::{
    structured, BroadcastOp, CopyOp, GenericOp, MapOp, ReduceOp, TransposeOp, YieldOp, NAMED_OPS, STRUCTURED_OPS,
};
use crate::{memref, tensor};
use oxir::affine::AffineExpr;
use oxir::builtin::types::{MemRefType, RankedTensorType, DYNAMIC};
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, Context, OpRef, OperationState, Type, Value};
use std::collections::HashMap;

/// The canonicalization patterns of structured op `O` (`#[op(canonicalizer = patterns::<O>)]`):
/// those rooted at it, and with `linalg.generic`'s the one rooted at `tensor.cast`, so that the
/// set holds each once.
pub fn patterns<O: Op>() -> Vec<Box<dyn RewritePattern>> {
    let root = O::NAME;
    let mut v: Vec<Box<dyn RewritePattern>> = vec![
        Box::new(EraseDeadLinalgOp(root)),
        Box::new(FoldTensorCastProducerOp(root)),
        Box::new(InferStaticShapeOfOperands(root)),
    ];
    // MLIR gives `linalg.map`, `transpose`, `broadcast` and `reduce` folders of their own
    // (or none) instead of `foldMemRefCast`: they keep reading through a `memref.cast`.
    if ![MapOp::NAME, TransposeOp::NAME, BroadcastOp::NAME, ReduceOp::NAME].contains(&root) {
        v.push(memref::fold_memref_cast_pattern(root, false));
    }
    if root == GenericOp::NAME {
        v.push(Box::new(FoldTensorCastConsumerOp));
        v.push(Box::new(EraseIdentityGenericOp));
    }
    if root == CopyOp::NAME {
        v.push(Box::new(EraseSelfCopy));
    }
    v
}

/// Whether `op` is a structured op (what MLIR's `LinalgOp` interface covers here).
fn is_structured(ctx: &Context, op: OpRef) -> bool {
    let name = ctx.op_name_text(op);
    STRUCTURED_OPS.contains(&name) || NAMED_OPS.contains(&name)
}

/// `tensor.cast %v : ... to ty`.
fn cast(rw: &mut PatternRewriter<'_>, loc: Attribute, v: Value, ty: Type) -> Value {
    let mut st = OperationState::new(rw.ctx().op_name(tensor::CastOp::NAME), loc);
    st.operands.push(v);
    st.result_types.push(ty);
    let c = rw.create(st);
    rw.ctx().result(c, 0)
}

/// MLIR's `clone(rewriter, op, resultTypes, operands)` for an op about to be replaced: the same
/// op with `operands` and `result_types`, its attributes, and its regions moved into it.
fn recreate(rw: &mut PatternRewriter<'_>, op: OpRef, operands: Vec<Value>, result_types: Vec<Type>) -> OpRef {
    let properties = rw.ctx().op_properties(op);
    recreate_with(rw, op, operands, result_types, properties)
}

/// [`recreate`] with other `properties`.
pub(crate) fn recreate_with(
    rw: &mut PatternRewriter<'_>,
    op: OpRef,
    operands: Vec<Value>,
    result_types: Vec<Type>,
    properties: Option<Attribute>,
) -> OpRef {
    let ctx = rw.ctx();
    let mut st = OperationState::new(ctx.op_name_of(op), ctx.op_loc(op));
    st.operands.extend(operands);
    st.result_types.extend(result_types);
    st.attributes = ctx.op_attrs(op).to_vec();
    st.properties = properties;
    for region in ctx.op_regions(op).to_vec() {
        let new_region = rw.ctx_mut().create_region();
        for block in rw.ctx().region_blocks(region).collect::<Vec<_>>() {
            rw.ctx_mut().detach_block(block);
            rw.ctx_mut().append_block(new_region, block);
        }
        st.regions.push(new_region);
    }
    rw.create(st)
}

/// Replaces `op` by `new`, casting each result whose type changed back to the old type.
fn replace_casting_back(rw: &mut PatternRewriter<'_>, op: OpRef, new: OpRef) -> bool {
    let loc = rw.ctx().op_loc(op);
    let pairs: Vec<(Value, Value)> = rw.ctx().results(op).zip(rw.ctx().results(new)).collect();
    let mut replacements = Vec::with_capacity(pairs.len());
    for (old, new) in pairs {
        let (ot, nt) = (rw.ctx().value_type(old), rw.ctx().value_type(new));
        replacements.push(if ot != nt { cast(rw, loc, new, ot) } else { new });
    }
    rw.replace_op(op, &replacements).is_ok()
}

/// MLIR's `EraseDeadLinalgOp`.
struct EraseDeadLinalgOp(&'static str);

impl RewritePattern for EraseDeadLinalgOp {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn name(&self) -> &'static str {
        "EraseDeadLinalgOp"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let empty = ctx
            .operands(op)
            .any(|v| ctx.value_type(v).dyn_cast::<MemRefType>(ctx).is_some_and(|m| m.shape.contains(&0)));
        if !empty || ctx.results(op).any(|r| ctx.has_uses(r)) {
            return false;
        }
        rw.erase_op(op).is_ok()
    }
}

/// The `tensor.cast` defining `v` when it only loses static information (MLIR's
/// `canFoldIntoConsumerOp`).
fn foldable_cast_source(ctx: &Context, v: Value) -> Option<Value> {
    let c = ctx.defining_op(v)?;
    tensor::can_fold_into_consumer(ctx, c).then(|| ctx.operand(c, 0))
}

/// MLIR's `FoldTensorCastProducerOp`.
struct FoldTensorCastProducerOp(&'static str);

impl RewritePattern for FoldTensorCastProducerOp {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn name(&self) -> &'static str {
        "FoldTensorCastProducerOp"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(s) = structured(ctx, op) else { return false };
        if !ctx.operands(op).any(|v| foldable_cast_source(ctx, v).is_some()) {
            return false;
        }
        let through = |v: Value| foldable_cast_source(ctx, v).unwrap_or(v);
        let mut operands: Vec<Value> = s.inputs.iter().map(|&v| through(v)).collect();
        let mut result_types = Vec::new();
        for &v in &s.inits {
            let nv = through(v);
            operands.push(nv);
            if !ctx.value_type(nv).isa::<MemRefType>(ctx) {
                result_types.push(ctx.value_type(nv));
            }
        }
        if result_types.len() != ctx.num_results(op) {
            return false;
        }
        rw.set_insertion_point(op);
        let new = recreate(rw, op, operands, result_types);
        replace_casting_back(rw, op, new)
    }
}

/// MLIR's `FoldTensorCastConsumerOp`.
struct FoldTensorCastConsumerOp;

impl RewritePattern for FoldTensorCastConsumerOp {
    fn root(&self) -> Option<&'static str> {
        Some(tensor::CastOp::NAME)
    }
    fn name(&self) -> &'static str {
        "FoldTensorCastConsumerOp"
    }
    fn match_and_rewrite(&self, cast_op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        if !tensor::can_fold_into_producer(ctx, cast_op) {
            return false;
        }
        let source = ctx.operand(cast_op, 0);
        let Value::Result { op, index } = source else { return false };
        if !is_structured(ctx, op) || ctx.op_parent_block(cast_op) != ctx.op_parent_block(op) {
            return false;
        }
        let Some(s) = structured(ctx, op) else { return false };
        let index = index as usize;
        let Some(&init) = s.inits.get(index) else { return false };
        let result_type = ctx.value_type(ctx.result(cast_op, 0));
        if !result_type.isa::<RankedTensorType>(ctx) {
            return false;
        }
        let mut result_types: Vec<Type> = ctx.results(op).map(|r| ctx.value_type(r)).collect();
        let old_type = result_types[index];
        result_types[index] = result_type;
        let loc = ctx.op_loc(op);
        rw.set_insertion_point(op);
        let new_init = cast(rw, loc, init, result_type);
        let mut inits = s.inits.clone();
        inits[index] = new_init;
        let operands: Vec<Value> = s.inputs.iter().chain(&inits).copied().collect();
        let new = recreate(rw, op, operands, result_types);
        let new_result = rw.ctx().result(new, index);
        let back = cast(rw, loc, new_result, old_type);
        let mut results: Vec<Value> = rw.ctx().results(new).collect();
        results[index] = back;
        rw.replace_op(op, &results).is_ok() && rw.replace_op(cast_op, &[new_result]).is_ok()
    }
}

/// MLIR's `InferStaticShapeOfOperands`.
struct InferStaticShapeOfOperands(&'static str);

impl RewritePattern for InferStaticShapeOfOperands {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn name(&self) -> &'static str {
        "InferStaticShapeOfOperands"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(s) = structured(ctx, op) else { return false };
        let operands: Vec<Value> = s.inputs.iter().chain(&s.inits).copied().collect();
        let ranked = |v: Value| ctx.value_type(v).dyn_cast::<RankedTensorType>(ctx).cloned();
        let shaped = |v: Value| oxir::builtin::types::shaped_info(ctx, ctx.value_type(v)).is_some();
        // Pure tensor semantics: every shaped operand a ranked tensor.
        if operands.iter().any(|&v| shaped(v) && ranked(v).is_none()) || operands.len() != s.maps.len() {
            return false;
        }
        if s.maps.iter().any(|m| !m.is_projected_permutation(false)) {
            return false;
        }
        // The static size of each loop some operand gives (MLIR's `populateMap`).
        let mut sizes: HashMap<u32, i64> = HashMap::new();
        for (&v, map) in operands.iter().zip(&s.maps) {
            let Some(t) = ranked(v) else { continue };
            let mut shape = t.shape.clone();
            if let Some(c) = ctx.defining_op(v).filter(|&c| ctx.isa_op::<tensor::CastOp>(c)) {
                if let Some(src) = ranked(ctx.operand(c, 0)).filter(|r| r.shape.iter().all(|&d| d != DYNAMIC)) {
                    shape = src.shape;
                }
            }
            for (i, &d) in shape.iter().enumerate() {
                if t.shape.get(i).is_none_or(|&x| x == DYNAMIC) {
                    continue;
                }
                if let Some(AffineExpr::Dim(k)) = map.results.get(i) {
                    sizes.entry(*k).or_insert(d);
                }
            }
        }
        // The operands with those sizes (MLIR's `createNewOperandWithStaticSizes`).
        let num_inputs = s.inputs.len();
        let mut changes: Vec<(usize, Type)> = Vec::new();
        let mut result_types = Vec::new();
        for (i, (&v, map)) in operands.iter().zip(&s.maps).enumerate() {
            let Some(t) = ranked(v) else { continue };
            let is_init = i >= num_inputs;
            if is_init && t.shape.iter().all(|&d| d != DYNAMIC) {
                result_types.push(ctx.value_type(v));
                continue;
            }
            let mut needed = false;
            let shape: Vec<i64> = t
                .shape
                .iter()
                .enumerate()
                .map(|(d, &n)| match map.results.get(d) {
                    Some(AffineExpr::Dim(k)) if n == DYNAMIC && sizes.contains_key(k) => {
                        needed = true;
                        sizes[k]
                    }
                    _ => n,
                })
                .collect();
            let ty = ctx.intern_type(RankedTensorType { shape, element: t.element, encoding: t.encoding });
            if needed {
                changes.push((i, ty));
            }
            if is_init {
                result_types.push(ty);
            }
        }
        if changes.is_empty() || result_types.len() != ctx.num_results(op) {
            return false;
        }
        let loc = ctx.op_loc(op);
        rw.set_insertion_point(op);
        let mut new_operands = operands;
        for (i, ty) in changes {
            new_operands[i] = cast(rw, loc, new_operands[i], ty);
        }
        let new = recreate(rw, op, new_operands, result_types);
        replace_casting_back(rw, op, new)
    }
}

/// MLIR's `EraseIdentityLinalgOp<GenericOp>`.
struct EraseIdentityGenericOp;

impl RewritePattern for EraseIdentityGenericOp {
    fn root(&self) -> Option<&'static str> {
        Some(GenericOp::NAME)
    }
    fn name(&self) -> &'static str {
        "EraseIdentityLinalgOp"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(s) = structured(ctx, op) else { return false };
        if s.maps.windows(2).any(|w| w[0] != w[1]) {
            return false;
        }
        let Some(body) = ctx.op_regions(op).first().and_then(|&r| ctx.region_entry_block(r)) else { return false };
        let ops: Vec<OpRef> = ctx.block_ops(body).collect();
        let [yield_op] = ops[..] else { return false };
        if !ctx.isa_op::<YieldOp>(yield_op) {
            return false;
        }
        let body_arg = |v: Value| match v {
            Value::Argument { block, index } if block == body => Some(index as usize),
            _ => None,
        };
        let operands: Vec<Value> = ctx.operands(op).collect();
        let is_shaped = |v: &Value| oxir::builtin::types::shaped_info(ctx, ctx.value_type(*v)).is_some();
        let buffers = operands.iter().filter(|v| is_shaped(v)).all(|&v| {
            let t = ctx.value_type(v);
            t.isa::<MemRefType>(ctx) || t.isa::<oxir::builtin::types::UnrankedMemRefType>(ctx)
        });
        if buffers {
            if s.inputs.len() != 1 || s.inits.len() != 1 || s.inputs[0] != s.inits[0] {
                return false;
            }
            if ctx.operands(yield_op).next().and_then(body_arg).is_none() {
                return false;
            }
            return rw.erase_op(op).is_ok();
        }
        if operands
            .iter()
            .filter(|v| is_shaped(v))
            .any(|&v| ctx.value_type(v).dyn_cast::<RankedTensorType>(ctx).is_none())
        {
            return false;
        }
        let mut returned = Vec::new();
        for (i, v) in ctx.operands(yield_op).enumerate() {
            let Some(&arg) = body_arg(v).and_then(|n| operands.get(n)) else { return false };
            let Some(result) = (i < ctx.num_results(op)).then(|| ctx.result(op, i)) else { return false };
            let (at, rt) = (ctx.value_type(arg), ctx.value_type(result));
            if at != rt && !tensor::cast_compatible(ctx, at, rt) {
                return false;
            }
            returned.push((arg, rt));
        }
        if returned.len() != ctx.num_results(op) {
            return false;
        }
        let loc = ctx.op_loc(op);
        rw.set_insertion_point(op);
        let mut values = Vec::with_capacity(returned.len());
        for (arg, rt) in returned {
            values.push(if rw.ctx().value_type(arg) != rt { cast(rw, loc, arg, rt) } else { arg });
        }
        rw.replace_op(op, &values).is_ok()
    }
}

/// MLIR's `EraseSelfCopy` (`linalg.copy`): a copy whose inputs are its outputs.
struct EraseSelfCopy;

impl RewritePattern for EraseSelfCopy {
    fn root(&self) -> Option<&'static str> {
        Some(CopyOp::NAME)
    }
    fn name(&self) -> &'static str {
        "EraseSelfCopy"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(s) = structured(ctx, op) else { return false };
        if s.inputs != s.inits {
            return false;
        }
        let is_buffer = |v: &Value| {
            let t = ctx.value_type(*v);
            t.isa::<MemRefType>(ctx) || t.isa::<oxir::builtin::types::UnrankedMemRefType>(ctx)
        };
        if s.inputs.iter().chain(&s.inits).all(is_buffer) {
            return rw.erase_op(op).is_ok();
        }
        if s.inputs.len() != ctx.num_results(op) {
            return false;
        }
        rw.replace_op(op, &s.inputs).is_ok()
    }
}
