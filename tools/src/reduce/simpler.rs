//! Simpler values to stand in for a value that goes away: an existing value of the same type
//! that dominates the place (a block argument first, then an earlier op's result, looking
//! outwards up to the nearest op isolated from above), else a zero constant the dialect of the
//! op at hand materializes, else a `ub.poison`.

use oxir::traits::IsolatedFromAbove;
use oxir::{Context, OpBuilder, OpRef, Type, Value};
use oxir_dialects::utils::constants::zero_attr;

/// An existing value of type `ty` that dominates `op` and is not a result of an op `gone`
/// marks: the arguments of `op`'s block, then the results of the ops before it, then the same
/// in the enclosing blocks, stopping at an op isolated from above.
pub fn existing_value(ctx: &Context, op: OpRef, ty: Type, gone: &dyn Fn(OpRef) -> bool) -> Option<Value> {
    let mut at = op;
    loop {
        let block = ctx.op_parent_block(at)?;
        if let Some(arg) = ctx.block_arguments(block).find(|&a| ctx.value_type(a) == ty) {
            return Some(arg);
        }
        let mut earlier = ctx.block_first_op(block);
        while let Some(e) = earlier {
            if e == at {
                break;
            }
            if !gone(e) {
                if let Some(r) = ctx.results(e).find(|&r| ctx.value_type(r) == ty) {
                    return Some(r);
                }
            }
            earlier = ctx.op_next(e);
        }
        let parent = ctx.block_parent_op(block)?;
        if ctx.op_has_trait::<IsolatedFromAbove>(parent) {
            return None;
        }
        at = parent;
    }
}

/// A new value of type `ty` inserted just before `op`: a zero constant materialized by `op`'s
/// dialect, or else a `ub.poison` when the `ub` dialect is loaded.
pub fn new_value_before(ctx: &mut Context, op: OpRef, ty: Type) -> Option<Value> {
    let block = ctx.op_parent_block(op)?;
    let loc = ctx.op_loc(op);
    let dialect = ctx.op_name_dialect(ctx.op_name_of(op)).to_string();
    let materialize = ctx.dialect(&dialect).and_then(|d| d.materialize_constant);
    let constant = match (materialize, zero_attr(ctx, ty)) {
        (Some(materialize), Some(zero)) => materialize(ctx, zero, ty, loc),
        _ => None,
    };
    let made = match constant {
        Some(c) if ctx.num_results(c) == 1 && ctx.value_type(ctx.result(c, 0)) == ty => c,
        _ => {
            ctx.dialect("ub")?;
            oxir::ub::PoisonOp::build(&mut OpBuilder::new(ctx), loc, ty).into()
        }
    };
    ctx.insert_op_before(block, Some(op), made);
    Some(ctx.result(made, 0))
}

/// A simpler value of type `ty` usable at `op`: [`existing_value`], else [`new_value_before`].
pub fn simpler_value(ctx: &mut Context, op: OpRef, ty: Type, gone: &dyn Fn(OpRef) -> bool) -> Option<Value> {
    existing_value(ctx, op, ty, gone).or_else(|| new_value_before(ctx, op, ty))
}
