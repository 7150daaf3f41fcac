//! Canonicalization patterns of the vector ops (MLIR's `getCanonicalizationPatterns`).

use super::{CombiningKind, ExtractOp, MultiDimReductionOp, ShapeCastOp, VectorType};
use crate::arith;
use crate::utils::patterns::pattern;
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, Builder, OpRef, Value};

/// MLIR's `vector::makeArithReduction` without a mask: `lhs <kind> rhs` as the arith op of
/// the combining kind.
pub fn combine(b: &mut dyn Builder, loc: Attribute, kind: CombiningKind, lhs: Value, rhs: Value) -> Value {
    let float = b.ctx().value_type(lhs).isa::<oxir::builtin::types::FloatType>(b.ctx())
        || super::vector_element(b.ctx(), b.ctx().value_type(lhs))
            .is_some_and(|e| e.isa::<oxir::builtin::types::FloatType>(b.ctx()));
    match (kind, float) {
        (CombiningKind::Add, true) => arith::AddFOp::build(b, loc, lhs, rhs).into(),
        (CombiningKind::Add, false) => arith::AddIOp::build(b, loc, lhs, rhs).into(),
        (CombiningKind::Mul, true) => arith::MulFOp::build(b, loc, lhs, rhs).into(),
        (CombiningKind::Mul, false) => arith::MulIOp::build(b, loc, lhs, rhs).into(),
        (CombiningKind::Minui, _) => arith::MinUIOp::build(b, loc, lhs, rhs).into(),
        (CombiningKind::Minsi, _) => arith::MinSIOp::build(b, loc, lhs, rhs).into(),
        (CombiningKind::Maxui, _) => arith::MaxUIOp::build(b, loc, lhs, rhs).into(),
        (CombiningKind::Maxsi, _) => arith::MaxSIOp::build(b, loc, lhs, rhs).into(),
        (CombiningKind::Minnumf, _) => arith::MinNumFOp::build(b, loc, lhs, rhs).into(),
        (CombiningKind::Maxnumf, _) => arith::MaxNumFOp::build(b, loc, lhs, rhs).into(),
        (CombiningKind::Minimumf, _) => arith::MinimumFOp::build(b, loc, lhs, rhs).into(),
        (CombiningKind::Maximumf, _) => arith::MaximumFOp::build(b, loc, lhs, rhs).into(),
        (CombiningKind::And, _) => arith::AndIOp::build(b, loc, lhs, rhs).into(),
        (CombiningKind::Or, _) => arith::OrIOp::build(b, loc, lhs, rhs).into(),
        (CombiningKind::Xor, _) => arith::XOrIOp::build(b, loc, lhs, rhs).into(),
    }
}

/// MLIR's `ElideUnitDimsInMultiDimReduction`: a reduction over unit dimensions only is a
/// `shape_cast` (or, to a scalar, an `extract`) of the source combined with the accumulator.
fn elide_unit_dims(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let r = MultiDimReductionOp::from_op_unchecked(op);
    let (source, acc, dest) = (r.source(ctx), r.acc(ctx), r.dest(ctx));
    let (Some(kind), Some(dims)) = (r.kind(ctx), r.reduction_dims(ctx)) else { return false };
    let Some(shape) = ctx.value_type(source).dyn_cast::<VectorType>(ctx).map(|v| v.shape.clone()) else {
        return false;
    };
    if shape.iter().enumerate().any(|(d, &size)| dims.contains(&(d as i64)) && size != 1) {
        return false;
    }
    let dest_type = ctx.value_type(dest);
    let loc = ctx.op_loc(op);
    rw.set_insertion_point(op);
    let cast: Value = if dest_type.isa::<VectorType>(rw.ctx()) {
        ShapeCastOp::build(rw, loc, source, dest_type).into()
    } else {
        ExtractOp::build(rw, loc, source, &[], dest_type, &vec![0; shape.len()]).into()
    };
    let result = combine(rw, loc, kind, acc, cast);
    rw.replace_op(op, &[result]).is_ok()
}

/// The canonicalization patterns of `vector.multi_reduction`.
pub(super) fn multi_reduction_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![pattern::<MultiDimReductionOp>("ElideUnitDimsInMultiDimReduction", elide_unit_dims)]
}
