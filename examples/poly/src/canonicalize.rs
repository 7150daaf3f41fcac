//! The canonicalization pattern of `poly.eval`: the value of a constant polynomial at a constant
//! point is an `arith.constant`, computed by Horner's rule.

use crate::dialect::{horner, CoeffsAttr, EvalOp};
use oxir::matchers::constant_of;
use oxir::ods::prelude::*;
use oxir::rewrite::{OpRewritePattern, PatternRewriter, RewritePattern};
use oxir_dialects::arith;

// ANCHOR: pattern
/// `poly.eval` of a constant at a constant -> `arith.constant`.
struct EvalOfConstant;

impl OpRewritePattern for EvalOfConstant {
    type Op = EvalOp;
    fn match_and_rewrite(&self, op: EvalOp, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx = rewriter.ctx();
        let Some(poly) = constant_of(ctx, op.input(ctx)).and_then(|a| a.dyn_cast::<CoeffsAttr>(ctx)) else {
            return false;
        };
        let Some(x) = constant_of(ctx, op.point(ctx)).and_then(|a| a.dyn_cast::<IntegerAttr>(ctx)) else {
            return false;
        };
        // The point is an `i32` (the op's constraint), so its value fits.
        let Some(x) = x.value.try_to_i64().and_then(|x| i32::try_from(x).ok()) else { return false };
        let value = horner(&poly.coeffs, x);
        let (loc, i32) = (ctx.op_loc(op.op()), IntegerType::get(ctx, 32));
        rewriter.set_insertion_point(op.op());
        let constant = arith::ConstantOp::create_int(&mut rewriter.at(loc), i32, i64::from(value));
        rewriter.replace_op(op, &[constant.into()]).is_ok()
    }
}

/// The canonicalization patterns of `poly.eval` (its `canonicalizer`).
pub fn eval_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(EvalOfConstant)]
}
// ANCHOR_END: pattern
