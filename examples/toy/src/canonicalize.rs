//! The toy ops' canonicalization patterns (Toy chapter 3): a transpose of a transpose is its
//! input, a reshape of a reshape is one reshape, a reshape to the type it already has is its
//! input, and a reshape of a constant is a constant.

use crate::ops::{compatible_shapes, create_constant, num_elements, CastOp, ConstantOp, ReshapeOp, TransposeOp};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::numeric::{APFloat, FloatSemantics};
use oxir::ods::prelude::*;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::OperationState;

/// `transpose(transpose(x)) -> x` (Toy's `SimplifyRedundantTranspose`); a `toy.cast` of `x` when
/// the result's type knows less (or more) of the shape than `x`'s.
struct SimplifyRedundantTranspose;

impl RewritePattern for SimplifyRedundantTranspose {
    fn root(&self) -> Option<&'static str> {
        Some(TransposeOp::NAME)
    }
    fn name(&self) -> &'static str {
        "SimplifyRedundantTranspose"
    }
    fn match_and_rewrite(&self, op: OpRef, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx = rewriter.ctx();
        let outer = TransposeOp::from_op_unchecked(op);
        let Some(inner) = ctx.defining_op(outer.input(ctx)).and_then(|d| ctx.cast_op::<TransposeOp>(d)) else {
            return false;
        };
        let x = inner.input(ctx);
        let (from, to) = (ctx.value_type(x), ctx.value_type(outer.result(ctx)));
        if from == to {
            return rewriter.replace_op(op, &[x]).is_ok();
        }
        // `x` and the result differ only in what is known of their shapes: cast.
        if !compatible_shapes(ctx, from, to) {
            return false;
        }
        let mut st = OperationState::new(ctx.op_name(CastOp::NAME), ctx.op_loc(op));
        st.operands.push(x);
        st.result_types.push(to);
        rewriter.set_insertion_point(op);
        let cast = rewriter.create(st);
        let v = rewriter.ctx().result(cast, 0);
        rewriter.replace_op(op, &[v]).is_ok()
    }
}

/// `reshape(reshape(x)) -> reshape(x)` (Toy's `ReshapeReshapeOptPattern`).
struct ReshapeReshape;

impl RewritePattern for ReshapeReshape {
    fn root(&self) -> Option<&'static str> {
        Some(ReshapeOp::NAME)
    }
    fn name(&self) -> &'static str {
        "ReshapeReshapeOptPattern"
    }
    fn match_and_rewrite(&self, op: OpRef, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx = rewriter.ctx();
        let outer = ReshapeOp::from_op_unchecked(op);
        let Some(inner) = ctx.defining_op(outer.input(ctx)).and_then(|d| ctx.cast_op::<ReshapeOp>(d)) else {
            return false;
        };
        let x = inner.input(ctx);
        rewriter.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, x));
        true
    }
}

/// `reshape(x) -> x` when `x` already has the result type (Toy's `RedundantReshapeOptPattern`).
struct RedundantReshape;

impl RewritePattern for RedundantReshape {
    fn root(&self) -> Option<&'static str> {
        Some(ReshapeOp::NAME)
    }
    fn name(&self) -> &'static str {
        "RedundantReshapeOptPattern"
    }
    fn match_and_rewrite(&self, op: OpRef, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx = rewriter.ctx();
        let r = ReshapeOp::from_op_unchecked(op);
        let x = r.input(ctx);
        if ctx.value_type(x) != ctx.value_type(r.result(ctx)) {
            return false;
        }
        rewriter.replace_op(op, &[x]).is_ok()
    }
}

/// `reshape(constant) -> constant` of the new shape (Toy's `FoldConstantReshapeOptPattern`).
struct FoldConstantReshape;

impl RewritePattern for FoldConstantReshape {
    fn root(&self) -> Option<&'static str> {
        Some(ReshapeOp::NAME)
    }
    fn name(&self) -> &'static str {
        "FoldConstantReshapeOptPattern"
    }
    fn match_and_rewrite(&self, op: OpRef, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx = rewriter.ctx();
        let r = ReshapeOp::from_op_unchecked(op);
        let Some(c) = ctx.defining_op(r.input(ctx)).and_then(|d| ctx.cast_op::<ConstantOp>(d)) else {
            return false;
        };
        let ty = ctx.value_type(r.result(ctx));
        let Some(dense) = c.value(ctx).and_then(|v| v.dyn_cast::<DenseIntOrFPElementsAttr>(ctx).cloned()) else {
            return false;
        };
        let counts = (crate::ops::shape_of(ctx, ty).and_then(|s| num_elements(&s)), num_elements(dense.shape()));
        if !matches!(counts, (Some(a), Some(b)) if a == b) {
            return false;
        }
        let Some(mut values) = dense.values::<f64>() else { return false };
        // A splat stays one value (its element count may be huge); others have one per element.
        let values: Vec<APFloat> = if dense.is_splat() {
            values.next().map(|v| APFloat::from_f64(FloatSemantics::F64, v)).into_iter().collect()
        } else {
            values.map(|v| APFloat::from_f64(FloatSemantics::F64, v)).collect()
        };
        let Some(attr) = DenseIntOrFPElementsAttr::from_floats(ctx, ty, &values) else { return false };
        let loc = ctx.op_loc(op);
        let Some(new) = create_constant(rewriter.ctx_mut(), attr, loc) else { return false };
        rewriter.set_insertion_point(op);
        rewriter.insert(new);
        let v = rewriter.ctx().result(new, 0);
        rewriter.replace_op(op, &[v]).is_ok()
    }
}

/// The canonicalization patterns of `toy.transpose`.
pub fn transpose_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(SimplifyRedundantTranspose)]
}

/// The canonicalization patterns of `toy.reshape`.
pub fn reshape_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(ReshapeReshape), Box::new(RedundantReshape), Box::new(FoldConstantReshape)]
}
