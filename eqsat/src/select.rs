//! `scf.if` to `arith.select`: an `scf.if` with results whose branches hold only pure ops that
//! may be executed speculatively becomes its branches' ops, moved before it, and one
//! `arith.select` per result, when the cost model finds that cheaper on either path: the
//! dearer branch's ops plus the selects cost no more than the `scf.if` itself (a branch, priced
//! by the cost model like any op). The ops of both branches then share one e-graph with the code
//! around them, so what both compute is computed once.

use crate::convert::is_pure_dataflow;
use crate::cost::CostModel;
use oxir::interfaces::is_speculatable;
use oxir::ods::Op as _;
use oxir::traits::IsTerminator;
use oxir::{BlockRef, Context, Diagnostic, OpRef, OperationState};
use oxir_dialects::arith::SelectOp;
use oxir_dialects::scf::IfOp;

/// Turns the `scf.if`s under `root` that are cheaper as selects into selects; returns how many.
pub fn ifs_to_selects(ctx: &mut Context, root: OpRef, costs: &CostModel) -> Result<u64, Diagnostic> {
    let mut ifs = Vec::new();
    ctx.walk_ops_post_order(root, &mut |o| {
        if ctx.isa_op::<IfOp>(o) {
            ifs.push(o);
        }
    });
    let mut converted = 0;
    for op in ifs {
        if convert(ctx, op, costs)? {
            converted += 1;
        }
    }
    Ok(converted)
}

/// The single block of each of `op`'s two regions.
fn branches(ctx: &Context, op: OpRef) -> Option<[BlockRef; 2]> {
    let regions = ctx.op_regions(op);
    let [then_r, else_r] = regions else { return None };
    let one = |r| {
        let mut blocks = ctx.region_blocks(r);
        let b = blocks.next()?;
        blocks.next().is_none().then_some(b)
    };
    Some([one(*then_r)?, one(*else_r)?])
}

fn convert(ctx: &mut Context, op: OpRef, costs: &CostModel) -> Result<bool, Diagnostic> {
    let n = ctx.num_results(op);
    if n == 0 || ctx.num_operands(op) != 1 {
        return Ok(false);
    }
    let (Some(parent), Some(blocks)) = (ctx.op_parent_block(op), branches(ctx, op)) else { return Ok(false) };
    let mut bodies: Vec<Vec<OpRef>> = Vec::new();
    let mut yields: Vec<OpRef> = Vec::new();
    let mut dearest = 0u64;
    for b in blocks {
        let ops: Vec<OpRef> = ctx.block_ops(b).collect();
        let Some((&term, body)) = ops.split_last() else { return Ok(false) };
        if !ctx.op_has_trait::<IsTerminator>(term) || ctx.num_operands(term) != n {
            return Ok(false);
        }
        let mut cost = 0u64;
        for &o in body {
            if !is_pure_dataflow(ctx, o) || !is_speculatable(ctx, o) {
                return Ok(false);
            }
            cost += costs.op_cost(ctx, ctx.op_name_of(o));
        }
        dearest = dearest.max(cost);
        bodies.push(body.to_vec());
        yields.push(term);
    }
    let select = ctx.op_name(SelectOp::NAME);
    let branch = costs.op_cost(ctx, ctx.op_name_of(op));
    if dearest + n as u64 * costs.op_cost(ctx, select) > branch {
        return Ok(false);
    }
    for body in &bodies {
        for &o in body {
            ctx.detach_op(o);
            ctx.insert_op_before(parent, Some(op), o);
        }
    }
    let cond = ctx.operand(op, 0);
    let loc = ctx.op_loc(op);
    for i in 0..n {
        let (t, e) = (ctx.operand(yields[0], i), ctx.operand(yields[1], i));
        let r = ctx.result(op, i);
        let mut st = OperationState::new(select, loc);
        st.operands.extend([cond, t, e]);
        st.result_types.push(ctx.value_type(r));
        let s = ctx.create_op(st);
        ctx.insert_op_before(parent, Some(op), s);
        ctx.replace_all_uses_with(r, ctx.result(s, 0));
    }
    ctx.erase_op(op)?;
    Ok(true)
}
