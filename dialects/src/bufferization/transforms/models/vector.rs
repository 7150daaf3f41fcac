//! The `BufferizableOpInterface` models of the vector ops on tensors (MLIR's
//! `Vector/Transforms/BufferizableOpInterfaceImpl.cpp`):
//! - `vector.transfer_read` and `vector.gather` read their tensor and become the same op on its
//!   buffer;
//! - `vector.transfer_write` writes its tensor in place (destination style, its result being
//!   the written tensor) and becomes a write to the buffer without result; it does not read the
//!   tensor when it overwrites all of it (a static shape, zero indices, no mask, the vector at
//!   least as large along each dimension);
//! - `vector.mask` gives back what its body yields; once the masked op is bufferized, the
//!   yielded buffers leave the region and the op keeps only the masked op's (vector) results.
//!   Its body must bufferize in place (a copy would be an allocation inside it);
//! - `vector.yield` passes its tensors on to the `vector.mask` results, in place.

use crate::bufferization::transforms::interface::{AnalysisState, BufferizableOpInterface};
use crate::bufferization::transforms::one_shot::{is_tensor, model_of, Bufferizer};
use crate::bufferization::AllocTensorOp;
use crate::utils::constants::const_index;
use crate::vector::{GatherOp, MaskOp, TransferReadOp, TransferWriteOp, YieldOp};
use oxir::builtin::types::{RankedTensorType, VectorType, DYNAMIC};
use oxir::ods::Op;
use oxir::{Context, Diagnostic, OpRef, OperationState, Value};
use std::sync::Arc;

#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    /// `transfer_read`, `gather`: read the tensor operand (the first), no result aliases it.
    Read,
    TransferWrite,
    Mask,
    Yield,
}

struct VectorModel(Kind);

/// Attaches the models to the vector ops.
pub(super) fn register(ctx: &Context) {
    let table = [
        (TransferReadOp::NAME, Kind::Read),
        (GatherOp::NAME, Kind::Read),
        (TransferWriteOp::NAME, Kind::TransferWrite),
    ];
    let more = [(MaskOp::NAME, Kind::Mask), (YieldOp::NAME, Kind::Yield)];
    for (name, kind) in table.into_iter().chain(more) {
        let m: Arc<dyn BufferizableOpInterface> = Arc::new(VectorModel(kind));
        ctx.attach_op_interface_dyn::<dyn BufferizableOpInterface>(name, m);
    }
}

/// Whether a tensor `transfer_write` overwrites its whole destination (MLIR's rule for it not
/// reading the destination).
fn overwrites_all(ctx: &Context, op: OpRef) -> bool {
    let w = TransferWriteOp::from_op_unchecked(op);
    let Some(dest) = ctx.value_type(w.base(ctx)).dyn_cast::<RankedTensorType>(ctx).cloned() else { return false };
    let Some(vector) = ctx.value_type(w.value_to_store(ctx)).dyn_cast::<VectorType>(ctx).cloned() else {
        return false;
    };
    !dest.shape.contains(&DYNAMIC)
        && w.indices(ctx).iter().all(|&i| const_index(ctx, i) == Some(0))
        && w.mask(ctx).is_none()
        && dest.shape.iter().zip(&vector.shape).all(|(d, v)| d <= v)
}

/// The op masked by `vector.mask` `mask`: the first op of its region.
fn masked_op(ctx: &Context, mask: OpRef) -> Option<OpRef> {
    let block = ctx.op_regions(mask).first().and_then(|&r| ctx.region_entry_block(r))?;
    ctx.block_first_op(block).filter(|&o| !ctx.isa_op::<YieldOp>(o))
}

impl BufferizableOpInterface for VectorModel {
    fn reads(&self, ctx: &Context, _st: &AnalysisState, op: OpRef, _operand: usize) -> bool {
        match self.0 {
            Kind::TransferWrite => !overwrites_all(ctx, op),
            _ => true,
        }
    }
    fn writes(&self, _ctx: &Context, _st: &AnalysisState, _op: OpRef, _operand: usize) -> bool {
        self.0 == Kind::TransferWrite
    }
    fn aliases(&self, ctx: &Context, _st: &AnalysisState, op: OpRef, operand: usize) -> Vec<Value> {
        match self.0 {
            Kind::TransferWrite => ctx.results(op).collect(),
            Kind::Yield => ctx
                .op_parent_op(op)
                .filter(|&p| ctx.isa_op::<MaskOp>(p))
                .and_then(|p| ctx.results(p).nth(operand))
                .into_iter()
                .collect(),
            _ => Vec::new(),
        }
    }
    fn after_regions(&self) -> bool {
        self.0 == Kind::Mask
    }
    fn resolve_conflicts(&self, ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        if self.0 != Kind::Mask {
            return Ok(());
        }
        let block = ctx.op_regions(op).first().and_then(|&r| ctx.region_entry_block(r));
        if block.is_some_and(|b| ctx.block_ops(b).any(|o| ctx.isa_op::<AllocTensorOp>(o))) {
            return Err(oxir::verifier::emit_op_error_on_op(ctx, op, "body must bufferize in-place"));
        }
        Ok(())
    }
    fn bufferize(&self, b: &mut Bufferizer<'_>, op: OpRef) -> Result<(), Diagnostic> {
        match self.0 {
            Kind::Read => {
                let base = b.buffer(b.ctx.operand(op, 0));
                let mut operands: Vec<Value> = b.ctx.operands(op).collect();
                operands[0] = base;
                let types: Vec<_> = b.ctx.result_types(op).collect();
                let name = b.ctx.op_name_text(op).to_string();
                let props = b.ctx.op_properties(op);
                let new = b.create(op, &name, &operands, &types, props, Vec::new());
                let results: Vec<Value> = b.ctx.results(new).collect();
                b.replace_op(op, &results)
            }
            Kind::TransferWrite => {
                let dest = b.buffer(b.ctx.operand(op, 1));
                let mut operands: Vec<Value> = b.ctx.operands(op).collect();
                operands[1] = dest;
                let props = b.ctx.op_properties(op);
                b.create(op, TransferWriteOp::NAME, &operands, &[], props, Vec::new());
                b.replace_op(op, &[dest])
            }
            Kind::Yield => {
                let Some(parent) = b.ctx.op_parent_op(op).filter(|&p| b.ctx.isa_op::<MaskOp>(p)) else {
                    return Err(oxir::verifier::emit_error_on_op(b.ctx, op, "unsupported vector::YieldOp parent"));
                };
                if masked_op(b.ctx, parent).is_none_or(|m| model_of(b.ctx, m).is_none()) {
                    return Ok(());
                }
                for i in 0..b.ctx.num_operands(op) {
                    let v = b.ctx.operand(op, i);
                    if is_tensor(b.ctx, b.ctx.value_type(v)) {
                        let buf = b.buffer(v);
                        b.ctx.set_operand(op, i, buf);
                    }
                }
                Ok(())
            }
            Kind::Mask => bufferize_mask(b, op),
        }
    }
}

/// `vector.mask` once its body is bufferized: the yielded values that the masked op does not
/// define (buffers now, defined outside) replace the matching results; a new `vector.mask` with
/// the same mask, passthru and region yields the rest.
fn bufferize_mask(b: &mut Bufferizer<'_>, op: OpRef) -> Result<(), Diagnostic> {
    let ctx = &mut *b.ctx;
    let Some(masked) = masked_op(ctx, op) else { return Ok(()) };
    if model_of(ctx, masked).is_none() {
        return Ok(());
    }
    let Some(block) = ctx.op_regions(op).first().and_then(|&r| ctx.region_entry_block(r)) else { return Ok(()) };
    let Some(yield_op) = ctx.block_last_op(block).filter(|&y| ctx.isa_op::<YieldOp>(y)) else { return Ok(()) };
    let yielded: Vec<Value> = ctx.operands(yield_op).collect();
    let masked_results: Vec<Value> = ctx.results(masked).collect();
    let mut replacements: Vec<Option<Value>> = Vec::with_capacity(yielded.len());
    let mut kept = Vec::new();
    for &v in &yielded {
        if masked_results.contains(&v) {
            kept.push(v);
            replacements.push(None);
        } else {
            replacements.push(Some(v));
        }
    }
    ctx.set_operands(yield_op, &kept);
    let types: Vec<_> = kept.iter().map(|&v| ctx.value_type(v)).collect();
    let loc = ctx.op_loc(op);
    let mut st = OperationState::new(ctx.op_name_of(op), loc);
    st.operands = ctx.operands(op).collect();
    st.result_types.extend(types);
    st.properties = ctx.op_properties(op);
    let region = ctx.create_region();
    for blk in ctx.region_blocks(ctx.op_regions(op)[0]).collect::<Vec<_>>() {
        ctx.detach_block(blk);
        ctx.append_block(region, blk);
    }
    st.regions.push(region);
    let mut builder = oxir::OpBuilder::before(ctx, op);
    let new = oxir::Builder::create(&mut builder, st);
    let mut new_results = b.ctx.results(new);
    let values: Vec<Value> = replacements
        .into_iter()
        .map(|r| r.or_else(|| new_results.next()))
        .collect::<Option<Vec<_>>>()
        .unwrap_or_default();
    drop(new_results);
    b.replace_op(op, &values)
}
