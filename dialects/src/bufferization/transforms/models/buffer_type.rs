//! The buffer type a tensor value will have, asked before it is bufferized (MLIR's
//! `BufferizableOpInterface::getBufferType`).
//!
//! MLIR bufferizes the ops of a function in a post-order walk. When the `scf.yield` of the first
//! branch of an `scf.if` (or of the default region of an `scf.index_switch`) is bufferized, it asks
//! for the buffer type of the op's result: the branch bufferized so far answers with its buffer,
//! the others, not yet bufferized, with the type their values will get. That prediction follows
//! the ops' own `getBufferType`: an allocation has the identity layout, a `to_tensor` its buffer's
//! type, an op whose result is its operand's buffer (destination-passing ops) that operand's
//! type, a cast or a slice the type derived from its source's, and any other op the fully dynamic
//! layout of MLIR's default unknown-type conversion. Where the branches' types differ, the result
//! takes the fully dynamic layout, so a branch yielding a constant or a `tensor.from_elements`
//! makes the result's layout `strided<[?], offset: ?>` even when every branch allocates.

use super::branch::signature_bufferized;
use super::subview_type;
use crate::bufferization::transforms::interface::AnalysisState;
use crate::bufferization::transforms::one_shot::{buffer_type, fully_dynamic_buffer_type, is_tensor, model_of};
use crate::bufferization::{AllocTensorOp, ToTensorOp};
use crate::memref as mr;
use crate::scf;
use crate::tensor;
use oxir::builtin::types::{MemRefType, RankedTensorType, UnrankedTensorType};
use oxir::rewrite::region_simplify::{predecessor_edges, successor_operand_range};
use oxir::{Attribute, Context, OpRef, Type, Value};

/// How deep the prediction follows producers before it gives the unknown-type answer.
const MAX_DEPTH: usize = 64;

/// The buffer types of the values each branch of `op` (an `scf.if` or `scf.index_switch`)
/// yields as result `j`, in the order of its regions.
pub(in crate::bufferization) fn predicted_branch_types(
    ctx: &Context,
    st: &AnalysisState,
    op: OpRef,
    j: usize,
) -> Vec<Type> {
    branch_values(ctx, op, j).into_iter().map(|v| predict(ctx, st, v, 0, &mut Vec::new())).collect()
}

/// The buffer type of tensor argument `arg` of a block whose signature its parent op bufferizes
/// (MLIR's `getBufferType` of such a block argument): the buffer type of the operands the
/// branches to the block forward to it when they all agree, else the fully dynamic layout (in the
/// first one's memory space). Operands on `stack` (a cycle through the blocks) are skipped; with
/// none left, the unknown-type answer.
pub(in crate::bufferization) fn block_arg_type(
    ctx: &Context,
    st: &AnalysisState,
    arg: Value,
    stack: &mut Vec<Value>,
) -> Type {
    let t = ctx.value_type(arg);
    let block = ctx.value_parent_block(arg);
    let index = block.and_then(|b| ctx.block_arguments(b).position(|a| a == arg));
    let (Some(block), Some(index)) = (block, index) else { return unknown_type(ctx, st, t) };
    stack.push(arg);
    let mut types: Vec<Type> = Vec::new();
    for (branch, successor) in predecessor_edges(ctx, block) {
        let Some(v) = successor_operand_range(ctx, branch, successor)
            .and_then(|r| r.clone().nth(index))
            .map(|i| ctx.operand(branch, i))
        else {
            continue;
        };
        if stack.contains(&v) {
            continue;
        }
        let ty = predict(ctx, st, v, stack.len(), stack);
        if !types.contains(&ty) {
            types.push(ty);
        }
    }
    stack.pop();
    unify(ctx, t, &types).unwrap_or_else(|| unknown_type(ctx, st, t))
}

/// The buffer type of a tensor of type `t` from an op without a model: the identity layout with
/// `unknown-type-conversion=identity-layout-map`, else the fully dynamic one.
fn unknown_type(ctx: &Context, st: &AnalysisState, t: Type) -> Type {
    if st.unknown_identity_layout {
        buffer_type(ctx, t, None, None)
    } else {
        fully_dynamic_buffer_type(ctx, t)
    }
}

/// The types of the branches unified as `scf.if`/`scf.index_switch` unify them: the common type,
/// else the fully dynamic layout of `result` (a tensor type).
pub(in crate::bufferization) fn unify(ctx: &Context, result: Type, types: &[Type]) -> Option<Type> {
    let first = *types.first()?;
    if types.iter().all(|&t| t == first) {
        return Some(first);
    }
    let space = types.iter().find_map(|&t| t.dyn_cast::<MemRefType>(ctx).and_then(|m| m.memory_space));
    Some(with_space(ctx, fully_dynamic_buffer_type(ctx, result), space))
}

fn with_space(ctx: &Context, t: Type, space: Option<Attribute>) -> Type {
    match t.dyn_cast::<MemRefType>(ctx) {
        Some(m) if space.is_some() => {
            let m = m.clone();
            ctx.intern_type(MemRefType { memory_space: space, ..m })
        }
        _ => t,
    }
}

/// The values the branches of `op` yield as result `j`.
fn branch_values(ctx: &Context, op: OpRef, j: usize) -> Vec<Value> {
    ctx.op_regions(op)
        .iter()
        .filter_map(|&r| ctx.region_entry_block(r))
        .filter_map(|b| ctx.block_last_op(b))
        .filter(|&y| ctx.isa_op::<scf::YieldOp>(y))
        .filter_map(|y| ctx.operands(y).nth(j))
        .collect()
}

/// The buffer type tensor value `v` gets when bufferized (its type when it is no tensor).
fn predict(ctx: &Context, st: &AnalysisState, v: Value, depth: usize, stack: &mut Vec<Value>) -> Type {
    let t = ctx.value_type(v);
    if !is_tensor(ctx, t) {
        return t;
    }
    let unknown = || unknown_type(ctx, st, t);
    if depth >= MAX_DEPTH {
        return unknown();
    }
    let Some(op) = ctx.defining_op(v) else {
        let bufferized_block = ctx.value_parent_block(v).is_some_and(|b| signature_bufferized(ctx, st, b));
        return if bufferized_block { block_arg_type(ctx, st, v, stack) } else { unknown() };
    };
    let j = ctx.results(op).position(|r| r == v).unwrap_or(0);
    let mut source = |i: usize| predict(ctx, st, ctx.operand(op, i), depth + 1, stack);
    if let Some(a) = ctx.cast_op::<AllocTensorOp>(op) {
        return buffer_type(ctx, t, None, a.memory_space(ctx));
    }
    if ctx.isa_op::<ToTensorOp>(op) {
        return ctx.value_type(ctx.operand(op, 0));
    }
    if ctx.isa_op::<scf::IfOp>(op) || ctx.isa_op::<scf::IndexSwitchOp>(op) {
        let types: Vec<Type> =
            branch_values(ctx, op, j).into_iter().map(|b| predict(ctx, st, b, depth + 1, stack)).collect();
        return unify(ctx, t, &types).unwrap_or_else(unknown);
    }
    if ctx.isa_op::<scf::ExecuteRegionOp>(op) {
        let values = branch_values(ctx, op, j);
        if let [one] = values.as_slice() {
            return predict(ctx, st, *one, depth + 1, stack);
        }
        return unknown();
    }
    if ctx.isa_op::<tensor::CastOp>(op) {
        return cast_type(ctx, t, source(0));
    }
    if ctx.isa_op::<tensor::ExtractSliceOp>(op) {
        let shape = t.dyn_cast::<RankedTensorType>(ctx).map(|r| r.shape.clone()).unwrap_or_default();
        let src = source(0);
        return src.dyn_cast::<MemRefType>(ctx).and_then(|m| subview_type(ctx, op, m, &shape)).unwrap_or_else(unknown);
    }
    if ctx.isa_op::<tensor::ExpandShapeOp>(op) || ctx.isa_op::<tensor::CollapseShapeOp>(op) {
        // An identity source reshapes to the identity layout; any other to the fully dynamic one
        // (MLIR's computed layouts of a fully dynamic source are that too).
        let src = source(0);
        let identity = src.dyn_cast::<MemRefType>(ctx).is_some_and(|m| mr::is_identity_layout(ctx, m.layout));
        let space = src.dyn_cast::<MemRefType>(ctx).and_then(|m| m.memory_space);
        return if identity { buffer_type(ctx, t, None, space) } else { unknown() };
    }
    // A result that is the buffer of one of the op's operands (destination-passing ops).
    if let Some(m) = model_of(ctx, op) {
        for i in 0..ctx.num_operands(op) {
            let o = ctx.operand(op, i);
            if is_tensor(ctx, ctx.value_type(o)) && ctx.value_type(o) == t && m.aliases(ctx, st, op, i).contains(&v) {
                return source(i);
            }
        }
    }
    unknown()
}

/// MLIR's `tensor.cast` buffer type: the source's layout for a ranked-to-ranked cast, the fully
/// dynamic one when either side is unranked.
fn cast_type(ctx: &Context, t: Type, src: Type) -> Type {
    let space = src.dyn_cast::<MemRefType>(ctx).and_then(|m| m.memory_space);
    if t.isa::<UnrankedTensorType>(ctx) {
        return buffer_type(ctx, t, None, space);
    }
    match src.dyn_cast::<MemRefType>(ctx) {
        Some(m) => buffer_type(ctx, t, m.layout, space),
        None => with_space(ctx, fully_dynamic_buffer_type(ctx, t), space),
    }
}
