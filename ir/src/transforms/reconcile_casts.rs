//! `reconcile-unrealized-casts`: removes the `builtin.unrealized_conversion_cast`s that
//! conversions leave behind when they cancel out (MLIR's `reconcileUnrealizedCasts`): a cast
//! without uses is erased, and a cast whose result types equal the input types of a cast up its
//! chain of casts is replaced by that cast's inputs. Casts that stay live remain.

use crate::context::Context;
use crate::conversion::CAST_OP;
use crate::diagnostics::Diagnostic;
use crate::pass::Pass;
use crate::types::Type;
use crate::value::Value;
use crate::OpRef;

/// Reconciles `casts` (bottom-up, as MLIR's worklist does); returns the casts that remain.
pub fn reconcile_unrealized_casts(ctx: &mut Context, casts: Vec<OpRef>) -> Vec<OpRef> {
    let is_cast = |ctx: &Context, op: OpRef| !ctx.is_erased(op) && ctx.op_name_text(op) == CAST_OP;
    // A set-vector: insertion order, no duplicates.
    let mut worklist: Vec<OpRef> = Vec::new();
    let mut in_list = rustc_hash::FxHashSet::default();
    for c in casts {
        if in_list.insert(c) {
            worklist.push(c);
        }
    }
    let enqueue_inputs =
        |ctx: &Context, op: OpRef, worklist: &mut Vec<OpRef>, in_list: &mut rustc_hash::FxHashSet<OpRef>| {
            for v in ctx.operands(op) {
                if let Some(d) = ctx.defining_op(v) {
                    if is_cast(ctx, d) && in_list.insert(d) {
                        worklist.push(d);
                    }
                }
            }
        };
    // The cast defining all inputs of `op`, in order, if there is one.
    let input_cast = |ctx: &Context, op: OpRef| -> Option<OpRef> {
        let first = ctx.operands(op).next()?;
        let d = ctx.defining_op(first)?;
        if !is_cast(ctx, d) {
            return None;
        }
        let outputs: Vec<Value> = ctx.results(d).collect();
        let inputs: Vec<Value> = ctx.operands(op).collect();
        (outputs == inputs).then_some(d)
    };
    while let Some(cast) = worklist.pop() {
        in_list.remove(&cast);
        if ctx.is_erased(cast) {
            continue;
        }
        if ctx.results(cast).all(|r| !ctx.has_uses(r)) {
            enqueue_inputs(ctx, cast, &mut worklist, &mut in_list);
            let _ = ctx.erase_op(cast);
            continue;
        }
        let result_types: Vec<Type> = ctx.result_types(cast).collect();
        let mut next = Some(cast);
        while let Some(n) = next {
            let input_types: Vec<Type> = ctx.operands(n).map(|v| ctx.value_type(v)).collect();
            if input_types == result_types {
                enqueue_inputs(ctx, cast, &mut worklist, &mut in_list);
                let inputs: Vec<Value> = ctx.operands(n).collect();
                for (i, v) in inputs.into_iter().enumerate() {
                    let r = ctx.result(cast, i);
                    ctx.replace_all_uses_with(r, v);
                }
                let _ = ctx.erase_op(cast);
                break;
            }
            next = input_cast(ctx, n);
        }
    }
    Vec::new()
}

/// MLIR's `ReconcileUnrealizedCasts` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct ReconcileUnrealizedCasts;

impl Pass for ReconcileUnrealizedCasts {
    fn name(&self) -> &'static str {
        "ReconcileUnrealizedCastsPass"
    }
    fn argument(&self) -> &'static str {
        "reconcile-unrealized-casts"
    }
    fn description(&self) -> &'static str {
        "Simplify and eliminate unrealized conversion casts"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let mut casts = Vec::new();
        ctx.walk_ops_post_order(op, &mut |o| {
            if ctx.op_name_text(o) == CAST_OP {
                casts.push(o);
            }
        });
        reconcile_unrealized_casts(ctx, casts);
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}
