//! The `BufferizableOpInterface` model of the branches `cf.br` and `cf.cond_br` (MLIR's
//! `ControlFlow/Transforms/BufferizableOpInterfaceImpl.cpp`), and the bufferization of block
//! signatures (MLIR's `bufferizeBlockSignature`).
//!
//! A tensor a branch forwards is neither read nor written by it: it aliases the block argument it
//! becomes. The branch itself is rewritten with the signature of the blocks it jumps to, when the
//! op owning those blocks bufferizes them: `scf.execute_region`, and a function when function
//! boundaries are bufferized. Elsewhere (a function body without function boundaries) the block
//! arguments stay tensors, as in MLIR.

use super::buffer_type::block_arg_type;
use crate::bufferization::transforms::interface::{AnalysisState, BufferizableOpInterface};
use crate::bufferization::transforms::one_shot::{is_tensor, Bufferizer};
use crate::bufferization::ToTensorOp;
use crate::cf;
use crate::func::FuncOp;
use crate::scf;
use oxir::ods::Op;
use oxir::rewrite::region_simplify::{predecessor_edges, successor_operand_range};
use oxir::{BlockRef, Builder, Context, Diagnostic, OpBuilder, OpRef, Type, Value};
use std::sync::Arc;

struct Branch;

/// Attaches the model to `cf.br` and `cf.cond_br`.
pub(super) fn register(ctx: &Context) {
    for name in [cf::BranchOp::NAME, cf::CondBranchOp::NAME] {
        let m: Arc<dyn BufferizableOpInterface> = Arc::new(Branch);
        ctx.attach_op_interface_dyn::<dyn BufferizableOpInterface>(name, m);
    }
}

/// Whether the arguments of `block` become buffers with its parent op: a block other than the
/// entry block of an `scf.execute_region`, or of a function when function boundaries are
/// bufferized (the entry block of a function is bufferized with its signature).
pub(in crate::bufferization) fn signature_bufferized(ctx: &Context, st: &AnalysisState, block: BlockRef) -> bool {
    let Some(region) = ctx.block_parent_region(block) else { return false };
    if ctx.region_entry_block(region) == Some(block) {
        return false;
    }
    let Some(parent) = ctx.block_parent_op(block) else { return false };
    ctx.isa_op::<scf::ExecuteRegionOp>(parent) || (st.function_boundaries && ctx.isa_op::<FuncOp>(parent))
}

/// Bufferizes the signature of `block` (MLIR's `bufferizeBlockSignature`): each tensor argument
/// takes the buffer type of the operands forwarded to it (the fully dynamic layout when they
/// disagree), its uses go through a `to_tensor` of it, and every branch to the block forwards the
/// buffers, cast to the argument's type where it differs. Doing it twice changes nothing.
pub(in crate::bufferization) fn bufferize_block_signature(b: &mut Bufferizer<'_>, block: BlockRef) {
    let args: Vec<Value> = b.ctx.block_arguments(block).collect();
    let mut types: Vec<Type> = Vec::with_capacity(args.len());
    for &arg in &args {
        let t = b.ctx.value_type(arg);
        let ty = if is_tensor(b.ctx, t) { block_arg_type(b.ctx, &b.st, arg, &mut Vec::new()) } else { t };
        types.push(ty);
    }
    for (k, (&arg, &ty)) in args.iter().zip(&types).enumerate() {
        let old = b.ctx.value_type(arg);
        if old == ty {
            continue;
        }
        let uses: Vec<_> = b.ctx.uses(arg).collect();
        b.ctx.set_value_type(arg, ty);
        if uses.is_empty() {
            continue;
        }
        let loc = b.ctx.block_argument_loc(block, k);
        let mut builder = OpBuilder::new(b.ctx);
        builder.set_insertion_point_to_start(block);
        let tt = ToTensorOp::build(&mut builder, loc, arg, old).result(builder.ctx());
        for u in uses {
            b.ctx.set_operand(u.owner, u.index as usize, tt);
        }
    }
    for (branch, successor) in predecessor_edges(b.ctx, block) {
        let Some(range) = successor_operand_range(b.ctx, branch, successor) else { continue };
        for (i, &ty) in range.zip(&types) {
            let v = b.ctx.operand(branch, i);
            let vt = b.ctx.value_type(v);
            if vt == ty {
                continue;
            }
            let buf = if is_tensor(b.ctx, vt) { b.buffer(v) } else { v };
            // The cast goes right after the forwarded value, as MLIR places it.
            let after_value = match b.ctx.defining_op(v) {
                Some(d) => b.ctx.op_next(d),
                None => b.ctx.value_parent_block(v).and_then(|bl| b.ctx.block_first_op(bl)),
            };
            let buf = b.cast(after_value.unwrap_or(branch), buf, ty);
            b.ctx.set_operand(branch, i, buf);
        }
    }
}

impl BufferizableOpInterface for Branch {
    fn reads(&self, _ctx: &Context, _st: &AnalysisState, _op: OpRef, _i: usize) -> bool {
        false
    }
    fn writes(&self, _ctx: &Context, _st: &AnalysisState, _op: OpRef, _i: usize) -> bool {
        false
    }
    fn aliases(&self, ctx: &Context, st: &AnalysisState, op: OpRef, i: usize) -> Vec<Value> {
        let mut out = Vec::new();
        for (s, &succ) in ctx.successors(op).iter().enumerate() {
            // Blocks whose arguments stay tensors take no buffer from the branch.
            if !signature_bufferized(ctx, st, succ) {
                continue;
            }
            let Some(range) = successor_operand_range(ctx, op, s) else { continue };
            if range.contains(&i) {
                out.extend(ctx.block_arguments(succ).nth(i - range.start));
            }
        }
        out
    }
    fn bufferize(&self, b: &mut Bufferizer<'_>, op: OpRef) -> Result<(), Diagnostic> {
        let successors = b.ctx.successors(op).to_vec();
        for succ in successors {
            if signature_bufferized(b.ctx, &b.st, succ) {
                bufferize_block_signature(b, succ);
            }
        }
        Ok(())
    }
}
