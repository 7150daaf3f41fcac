//! The `BufferizableOpInterface` model of the structured ops on tensors (MLIR's
//! `LinalgOpInterface` in `Linalg/Transforms/BufferizableOpInterfaceImpl.cpp`): destination
//! style, so each init is written in place and shares its buffer with the matching result; an
//! operand is read when the body uses its block argument. The op is rebuilt on the buffers of its
//! operands, without results, with the same body.

use crate::bufferization::transforms::interface::{AnalysisState, BufferizableOpInterface};
use crate::bufferization::transforms::one_shot::{is_tensor, Bufferizer};
use crate::linalg::{structured, NAMED_OPS, STRUCTURED_OPS};
use oxir::{Builder, Context, Diagnostic, OpBuilder, OpRef, OperationState, Value};
use std::sync::Arc;

struct LinalgModel;

/// Attaches the model to the structured ops.
pub(super) fn register(ctx: &Context) {
    for &name in STRUCTURED_OPS.iter().chain(NAMED_OPS) {
        let m: Arc<dyn BufferizableOpInterface> = Arc::new(LinalgModel);
        ctx.attach_op_interface_dyn::<dyn BufferizableOpInterface>(name, m);
    }
}

/// The number of inputs of a structured op (the inits follow them).
fn num_inputs(ctx: &Context, op: OpRef) -> usize {
    structured(ctx, op).map(|s| s.inputs.len()).unwrap_or(0)
}

impl BufferizableOpInterface for LinalgModel {
    fn reads(&self, ctx: &Context, _st: &AnalysisState, op: OpRef, operand: usize) -> bool {
        // MLIR's `payloadUsesValueForOperand`: the operand's block argument has uses.
        let block = ctx.op_regions(op).first().and_then(|&r| ctx.region_entry_block(r));
        match block.and_then(|b| ctx.block_arguments(b).nth(operand)) {
            Some(arg) => ctx.has_uses(arg),
            None => true,
        }
    }
    fn writes(&self, ctx: &Context, _st: &AnalysisState, op: OpRef, operand: usize) -> bool {
        operand >= num_inputs(ctx, op)
    }
    fn aliases(&self, ctx: &Context, _st: &AnalysisState, op: OpRef, operand: usize) -> Vec<Value> {
        let n = num_inputs(ctx, op);
        if operand < n {
            return Vec::new();
        }
        // The tensor inits, in order, have one result each.
        let j = ctx.operands(op).skip(n).take(operand - n).filter(|&v| is_tensor(ctx, ctx.value_type(v))).count();
        ctx.results(op).nth(j).into_iter().collect()
    }
    fn bufferize(&self, b: &mut Bufferizer<'_>, op: OpRef) -> Result<(), Diagnostic> {
        let n = num_inputs(b.ctx, op);
        let operands: Vec<Value> = b.ctx.operands(op).collect();
        let mut buffers = Vec::with_capacity(operands.len());
        let mut results = Vec::new();
        for (i, &v) in operands.iter().enumerate() {
            if is_tensor(b.ctx, b.ctx.value_type(v)) {
                let buf = b.buffer(v);
                if i >= n {
                    results.push(buf);
                }
                buffers.push(buf);
            } else {
                buffers.push(v);
            }
        }
        let ctx = &mut *b.ctx;
        let loc = ctx.op_loc(op);
        let mut st = OperationState::new(ctx.op_name_of(op), loc);
        st.operands.extend(buffers);
        st.properties = ctx.op_properties(op);
        st.attributes = ctx.op_attrs(op).to_vec();
        for &r in ctx.op_regions(op).to_vec().iter() {
            let nr = ctx.create_region();
            for block in ctx.region_blocks(r).collect::<Vec<_>>() {
                ctx.detach_block(block);
                ctx.append_block(nr, block);
            }
            st.regions.push(nr);
        }
        let mut builder = OpBuilder::before(ctx, op);
        builder.create(st);
        b.replace_op(op, &results)
    }
}
