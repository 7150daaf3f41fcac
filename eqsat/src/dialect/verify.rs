//! The rules an `eqsat` e-graph follows: e-nodes are pure ops over e-classes of their own
//! e-graph, each e-node result belongs to exactly one e-class, an e-class's alternatives are
//! e-nodes or outside values (never e-classes) of its type, and the yield gives e-classes of the
//! e-graph's result types.

use super::{ClassOp, YieldOp};
use crate::convert::is_pure_dataflow;
use oxir::ods::verify::op_error;
use oxir::{Context, Diagnostic, OpRef, Value};

/// The `eqsat.class` op defining `v` in e-graph `egraph`, if any.
fn class_of(ctx: &Context, egraph: OpRef, v: Value) -> Option<OpRef> {
    ctx.defining_op(v).filter(|&d| ctx.isa_op::<ClassOp>(d) && ctx.op_parent_op(d) == Some(egraph))
}

/// An alternative's index attribute (`original`, `canonical`) is in range.
fn check_index(ctx: &Context, op: OpRef, name: &str, count: usize) -> Result<(), Diagnostic> {
    let Some(attr) = ctx.op_property(op, name).or_else(|| ctx.op_attr(op, name)) else { return Ok(()) };
    let index = attr.dyn_cast::<oxir::builtin::attributes::IntegerAttr>(ctx).and_then(|i| i.value.try_to_i64());
    match index {
        Some(i) if i >= 0 && (i as usize) < count => Ok(()),
        _ => Err(op_error(ctx, op, format!("'{name}' must be the index of one of its {count} alternatives"))),
    }
}

/// An `eqsat.class`: at least one alternative, none an e-class (`SameOperandsAndResultType`
/// checks their types).
pub fn verify_class(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let n = ctx.num_operands(op);
    if n == 0 {
        return Err(op_error(ctx, op, "needs at least one alternative"));
    }
    for (i, v) in ctx.operands(op).enumerate() {
        if ctx.defining_op(v).is_some_and(|d| ctx.isa_op::<ClassOp>(d)) {
            return Err(op_error(
                ctx,
                op,
                format!("alternative #{i} is an e-class; alternatives are e-node results or values defined outside the e-graph"),
            ));
        }
    }
    check_index(ctx, op, "original", n)?;
    check_index(ctx, op, "canonical", n)
}

/// An `eqsat.egraph`: its body has no arguments and ends with a yield of e-classes of its result types, and every
/// other op is an e-class or a pure e-node over e-classes whose results each belong to exactly
/// one e-class.
pub fn verify_egraph(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let Some(body) = ctx.region_entry_block(ctx.op_regions(op)[0]) else {
        return Err(op_error(ctx, op, "needs a body ending with 'eqsat.yield'"));
    };
    if ctx.num_block_arguments(body) > 0 {
        return Err(op_error(ctx, op, "body cannot have arguments"));
    }
    let Some(term) = ctx.block_last_op(body).filter(|&t| ctx.isa_op::<YieldOp>(t)) else {
        return Err(op_error(ctx, op, "expects its body to end with 'eqsat.yield'"));
    };
    if ctx.num_operands(term) != ctx.num_results(op) {
        return Err(op_error(
            ctx,
            term,
            format!("yields {} values, but the e-graph has {} results", ctx.num_operands(term), ctx.num_results(op)),
        ));
    }
    for (i, v) in ctx.operands(term).enumerate() {
        if class_of(ctx, op, v).is_none() {
            return Err(op_error(ctx, term, format!("operand #{i} must be an e-class ('eqsat.class') of the e-graph")));
        }
        if ctx.value_type(v) != ctx.value_type(ctx.result(op, i)) {
            return Err(op_error(
                ctx,
                term,
                format!("operand #{i} does not have the type of the e-graph's result #{i}"),
            ));
        }
    }
    for node in ctx.block_ops(body) {
        if ctx.isa_op::<ClassOp>(node) || node == term {
            continue;
        }
        if !is_pure_dataflow(ctx, node) {
            return Err(op_error(
                ctx,
                node,
                "is not an e-node: e-nodes are registered ops with results and without memory effects, regions or successors",
            ));
        }
        for (i, v) in ctx.operands(node).enumerate() {
            if class_of(ctx, op, v).is_none() {
                return Err(op_error(
                    ctx,
                    node,
                    format!("operand #{i} of an e-node must be an e-class ('eqsat.class') of the same e-graph"),
                ));
            }
        }
        for (i, r) in ctx.results(node).enumerate() {
            let mut users = ctx.users(r);
            let one_class = matches!((users.next(), users.next()), (Some(u), None) if ctx.isa_op::<ClassOp>(u));
            if !one_class {
                return Err(op_error(
                    ctx,
                    node,
                    format!("result #{i} of an e-node must be an alternative of exactly one e-class"),
                ));
            }
        }
    }
    Ok(())
}
