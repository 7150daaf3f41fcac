//! Canonicalization patterns of the vector ops (MLIR's `getCanonicalizationPatterns`).

use super::{CombiningKind, ContractionOp, ExtractOp, MultiDimReductionOp, ReductionOp, ShapeCastOp, VectorType};
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
/// A masked reduction replaces its `vector.mask`: the mask is reshaped (or extracted) likewise
/// and selects between the combination and the reshaped source.
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
    let masking = super::mask::masking_op(ctx, op);
    let mut mask = super::mask::mask_of(ctx, op);
    let root = masking.unwrap_or(op);
    let dest_type = ctx.value_type(dest);
    let dest_vector = dest_type.dyn_cast::<VectorType>(ctx).cloned();
    let loc = ctx.op_loc(op);
    rw.set_insertion_point(root);
    let cast: Value = if let Some(d) = dest_vector {
        if let Some(m) = mask {
            let i1 = oxir::builtin::types::IntegerType::get(rw.ctx(), 1);
            let mask_type = super::vector_type(rw.ctx(), d.shape.clone(), d.scalable.clone(), i1);
            mask = Some(ShapeCastOp::build(rw, loc, m, mask_type).into());
        }
        ShapeCastOp::build(rw, loc, source, dest_type).into()
    } else {
        if let Some(m) = mask {
            let i1 = oxir::builtin::types::IntegerType::get(rw.ctx(), 1);
            mask = Some(ExtractOp::build(rw, loc, m, &[], i1, &vec![0; shape.len()]).into());
        }
        ExtractOp::build(rw, loc, source, &[], dest_type, &vec![0; shape.len()]).into()
    };
    let mut result = combine(rw, loc, kind, acc, cast);
    if let Some(m) = mask {
        result = arith::SelectOp::build(rw, loc, m, result, cast).into();
    }
    rw.replace_op(root, &[result]).is_ok()
}

/// The canonicalization patterns of `vector.multi_reduction`.
pub(super) fn multi_reduction_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![pattern::<MultiDimReductionOp>("ElideUnitDimsInMultiDimReduction", elide_unit_dims)]
}

/// MLIR's `CanonicalizeContractAdd`: `add(contract(a, b, zero), c)` (either operand order) is
/// `contract(a, b, c)`.
fn contract_add(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let operands: Vec<Value> = ctx.operands(op).collect();
    let [a, b] = operands[..] else { return false };
    for (maybe_contract, other) in [(a, b), (b, a)] {
        let Some(contract) = ctx.defining_op(maybe_contract).filter(|&d| ctx.op_name_text(d) == ContractionOp::NAME)
        else {
            continue;
        };
        let acc = ContractionOp::from_op_unchecked(contract).acc(ctx);
        let Some(constant) = ctx.defining_op(acc).filter(|&d| ctx.op_name_text(d) == arith::ConstantOp::NAME) else {
            continue;
        };
        let value = oxir::operation::op_attr_or_prop(ctx, constant, "value");
        if value.is_none() || value != crate::utils::constants::zero_or_splat_attr(ctx, ctx.value_type(acc)) {
            continue;
        }
        rw.set_insertion_point(op);
        let mut mapping = oxir::clone::IrMapping::new();
        mapping.map_value(acc, other);
        let clone = rw.ctx_mut().clone_op(contract, &mut mapping);
        rw.insert(clone);
        let result = rw.ctx().result(clone, 0);
        return rw.replace_op(op, &[result]).is_ok();
    }
    false
}

/// The canonicalization patterns of `vector.contract`, which match the additions of a
/// contraction's result.
pub(super) fn contract_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<arith::AddIOp>("CanonicalizeContractAdd<arith::AddIOp>", contract_add),
        pattern::<arith::AddFOp>("CanonicalizeContractAdd<arith::AddFOp>", contract_add),
    ]
}

/// The canonicalization patterns of `vector.extract`: its in-place folds, then the rewrites
/// through its source's producer.
pub fn extract_patterns() -> Vec<Box<dyn RewritePattern>> {
    let mut patterns: Vec<Box<dyn RewritePattern>> = vec![Box::new(super::fold::ExtractInPlaceFold)];
    patterns.extend(super::fold_extract::patterns());
    patterns
}

/// The canonicalization patterns of `vector.insert`: its in-place fold.
pub fn insert_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(super::fold::InsertInPlaceFold)]
}

/// MLIR's `ElideSingleElementReduction`: a reduction of a 0-D or one-element vector is the
/// element (`vector.extract` at position 0), combined with the accumulator when there is one.
/// A masked one replaces its `vector.mask`, the extracted mask bit selecting between the
/// combination and the accumulator.
fn elide_single_element(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let r = ReductionOp::from_op_unchecked(op);
    let (source, acc, dest) = (r.vector(ctx), r.acc(ctx), r.dest(ctx));
    let Some(kind) = r.kind(ctx) else { return false };
    let Some(v) = ctx.value_type(source).dyn_cast::<VectorType>(ctx).cloned() else { return false };
    if !v.shape.is_empty() && v.shape[0] != 1 {
        return false;
    }
    let masking = super::mask::masking_op(ctx, op);
    let mask = super::mask::mask_of(ctx, op);
    let root = masking.unwrap_or(op);
    let loc = ctx.op_loc(op);
    let position = vec![0; v.shape.len()];
    let dest_type = ctx.value_type(dest);
    rw.set_insertion_point(root);
    let mask = mask.map(|m| {
        let i1 = oxir::builtin::types::IntegerType::get(rw.ctx(), 1);
        Value::from(ExtractOp::build(rw, loc, m, &[], i1, &position))
    });
    let mut result: Value = ExtractOp::build(rw, loc, source, &[], dest_type, &position).into();
    if let Some(acc) = acc {
        result = combine(rw, loc, kind, result, acc);
        if let Some(m) = mask {
            result = arith::SelectOp::build(rw, loc, m, result, acc).into();
        }
    }
    rw.replace_op(root, &[result]).is_ok()
}

/// The canonicalization patterns of `vector.reduction`.
pub(super) fn reduction_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![pattern::<ReductionOp>("ElideSingleElementReduction", elide_single_element)]
}
