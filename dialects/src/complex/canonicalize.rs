//! Canonicalization patterns of complex ops (MLIR's `ComplexOps.cpp`): a part of a negated
//! `create` becomes an `arith.negf` of that part, and chains of bit casts through complex
//! values merge into one cast.

use super::ops::*;
use crate::arith;
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{OpRef, Type, Value};

/// MLIR's `FoldComponentNeg`: `re(neg(create(a, b)))` is `negf(a)`, `im(...)` is `negf(b)`.
struct FoldComponentNeg {
    root: &'static str,
    index: usize,
}

impl RewritePattern for FoldComponentNeg {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        "complex-fold-component-neg"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(neg) = ctx.defining_op(ctx.operand(op, 0)).and_then(|d| ctx.cast_op::<NegOp>(d)) else {
            return false;
        };
        let Some(create) = ctx.defining_op(ctx.operand(neg.op(), 0)).and_then(|d| ctx.cast_op::<CreateOp>(d)) else {
            return false;
        };
        let part = ctx.operand(create.op(), self.index);
        let loc = ctx.op_loc(op);
        rw.set_insertion_point(op);
        let negf = arith::NegFOp::build(rw, loc, part).result(rw.ctx());
        rw.replace_op(op, &[negf]).is_ok()
    }
}

/// The patterns of `complex.re`.
pub fn re() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(FoldComponentNeg { root: ReOp::NAME, index: 0 })]
}

/// The patterns of `complex.im`.
pub fn im() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(FoldComponentNeg { root: ImOp::NAME, index: 1 })]
}

/// Replaces `op` by a `complex.bitcast` or `arith.bitcast` of `input` to `ty`.
fn replace_by_cast(rw: &mut PatternRewriter<'_>, op: OpRef, input: Value, ty: Type, complex: bool) -> bool {
    let loc = rw.ctx().op_loc(op);
    rw.set_insertion_point(op);
    let cast = if complex {
        BitcastOp::build(rw, loc, input, ty).result(rw.ctx())
    } else {
        arith::BitcastOp::build(rw, loc, input, ty).out(rw.ctx())
    };
    rw.replace_op(op, &[cast]).is_ok()
}

/// MLIR's `MergeComplexBitcast`: `complex.bitcast` of a `complex.bitcast` or of an
/// `arith.bitcast` casts the innermost value directly (with `arith.bitcast` when neither end
/// is complex).
struct MergeComplexBitcast;

impl RewritePattern for MergeComplexBitcast {
    fn root(&self) -> Option<&'static str> {
        Some(BitcastOp::NAME)
    }
    fn name(&self) -> &'static str {
        "complex-merge-complex-bitcast"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let ty = ctx.value_type(ctx.result(op, 0));
        let Some(def) = ctx.defining_op(ctx.operand(op, 0)) else { return false };
        let input = ctx.operand(def, 0);
        if ctx.isa_op::<BitcastOp>(def) {
            let complex = ty.isa::<oxir::builtin::types::ComplexType>(ctx)
                || ctx.value_type(input).isa::<oxir::builtin::types::ComplexType>(ctx);
            return replace_by_cast(rw, op, input, ty, complex);
        }
        if ctx.isa_op::<arith::BitcastOp>(def) {
            return replace_by_cast(rw, op, input, ty, true);
        }
        false
    }
}

/// MLIR's `MergeArithBitcast`: `arith.bitcast` of a `complex.bitcast` is one `complex.bitcast`.
struct MergeArithBitcast;

impl RewritePattern for MergeArithBitcast {
    fn root(&self) -> Option<&'static str> {
        Some(arith::BitcastOp::NAME)
    }
    fn name(&self) -> &'static str {
        "complex-merge-arith-bitcast"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let ty = ctx.value_type(ctx.result(op, 0));
        let Some(def) = ctx.defining_op(ctx.operand(op, 0)).filter(|&d| ctx.isa_op::<BitcastOp>(d)) else {
            return false;
        };
        let input = ctx.operand(def, 0);
        replace_by_cast(rw, op, input, ty, true)
    }
}

/// The patterns of `complex.bitcast` (one of them rooted at `arith.bitcast`, as MLIR registers
/// it).
pub fn bitcast() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(MergeComplexBitcast), Box::new(MergeArithBitcast)]
}
