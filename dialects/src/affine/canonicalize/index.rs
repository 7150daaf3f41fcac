//! The folds of `affine.delinearize_index` and `affine.linearize_index` (MLIR's
//! `AffineDelinearizeIndexOp::fold` and `AffineLinearizeIndexOp::fold`): the part that replaces
//! constant dynamic basis operands by static entries is in place, so it is a pattern here.

use crate::affine::ops::index::static_basis;
use crate::affine::{DelinearizeIndexOp, LinearizeIndexOp};
use crate::utils::constants::int_attr_value;
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::types::DYNAMIC;
use oxir::matchers::constant_of;
use oxir::ods::Op;
use oxir::registry::FoldResult;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, Context, OpRef, Value};

/// The integer held by a folded operand (MLIR's `getConstantIntValue` on an attribute).
fn int_of(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    a.and_then(|a| int_attr_value(ctx, a))
}

/// MLIR's `foldCstValueToCstAttrBasis`: the dynamic basis operands that are integer constants
/// become static entries. Returns the kept dynamic operands and the new static basis, or `None`
/// when no operand is constant.
fn fold_constant_basis(ctx: &Context, op: OpRef, dynamic: &[Value]) -> Option<(Vec<Value>, Vec<i64>)> {
    let constants: Vec<Option<i64>> = dynamic.iter().map(|&v| int_of(ctx, constant_of(ctx, v))).collect();
    if constants.iter().all(Option::is_none) {
        return None;
    }
    let kept = dynamic.iter().zip(&constants).filter(|(_, c)| c.is_none()).map(|(&v, _)| v).collect();
    let mut next = constants.iter();
    let basis = static_basis(ctx, op)
        .into_iter()
        .map(|b| if b == DYNAMIC { next.next().copied().flatten().unwrap_or(DYNAMIC) } else { b })
        .collect();
    Some((kept, basis))
}

/// Whether any dynamic basis operand of `op` (those from `first`) is an integer constant.
fn has_constant_basis(ctx: &Context, op: OpRef, first: usize) -> bool {
    ctx.operands(op).skip(first).any(|v| int_of(ctx, constant_of(ctx, v)).is_some())
}

/// The static entry of `value` in the index type of `op`'s result.
fn index_attr(ctx: &Context, op: OpRef, value: i64) -> Option<FoldResult> {
    let ty = ctx.result_types(op).next()?;
    Some(FoldResult::Attribute(IntegerAttr::from_i64(ctx, ty, value)))
}

/// MLIR's `AffineDelinearizeIndexOp::fold` (but for its in-place part, [`ConstantBasis`]): one
/// result is the linear index itself; a constant index over a static basis folds to constants.
pub(crate) fn fold_delinearize(ctx: &Context, op: OpRef, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    if has_constant_basis(ctx, op, 1) {
        return None;
    }
    if ctx.num_results(op) == 1 {
        return Some(vec![FoldResult::Value(ctx.operand(op, 0))]);
    }
    let mut high = int_of(ctx, *operands.first()?)?;
    if ctx.num_operands(op) != 1 {
        return None;
    }
    let mut basis = static_basis(ctx, op);
    if ctx.num_results(op) == basis.len() && !basis.is_empty() {
        basis.remove(0);
    }
    let mut out = Vec::with_capacity(basis.len() + 1);
    for &m in basis.iter().rev() {
        if m <= 0 {
            return None;
        }
        out.push(index_attr(ctx, op, high.rem_euclid(m))?);
        high = high.div_euclid(m);
    }
    out.push(index_attr(ctx, op, high)?);
    out.reverse();
    Some(out)
}

/// MLIR's `AffineLinearizeIndexOp::fold` (but for its in-place part, [`ConstantBasis`]): no
/// index is 0, one index is itself, constant indices over a static basis fold to a constant.
pub(crate) fn fold_linearize(ctx: &Context, op: OpRef, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let l = LinearizeIndexOp::from_op_unchecked(op);
    let indices = l.multi_index(ctx);
    if has_constant_basis(ctx, op, indices.len()) {
        return None;
    }
    if indices.is_empty() {
        return Some(vec![index_attr(ctx, op, 0)?]);
    }
    if indices.len() == 1 {
        return Some(vec![FoldResult::Value(indices[0])]);
    }
    let values: Vec<i64> = operands[..indices.len()].iter().map(|&a| int_of(ctx, a)).collect::<Option<_>>()?;
    if !l.dynamic_basis(ctx).is_empty() {
        return None;
    }
    let basis = static_basis(ctx, op);
    let (mut result, mut stride) = (0i64, 1i64);
    for (&len, &v) in basis.iter().rev().zip(values.iter().rev()) {
        result = result.wrapping_add(v.wrapping_mul(stride));
        stride = stride.wrapping_mul(len);
    }
    if values.len() == basis.len() + 1 {
        result = result.wrapping_add(values[0].wrapping_mul(stride));
    }
    Some(vec![index_attr(ctx, op, result)?])
}

/// The in-place part of both ops' folds: constant dynamic basis operands become static entries.
struct ConstantBasis {
    root: &'static str,
}

impl RewritePattern for ConstantBasis {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn benefit(&self) -> u16 {
        100
    }
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn name(&self) -> &'static str {
        "FoldCstValueToCstAttrBasis"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let operands: Vec<Value> = ctx.operands(op).collect();
        if self.root == DelinearizeIndexOp::NAME {
            let Some((kept, basis)) = fold_constant_basis(ctx, op, &operands[1..]) else { return false };
            let new_operands: Vec<Value> = std::iter::once(operands[0]).chain(kept).collect();
            rw.modify_op_in_place(op, |ctx| {
                ctx.set_operands(op, &new_operands);
                DelinearizeIndexOp::from_op_unchecked(op).set_static_basis(ctx, basis.as_slice());
            });
        } else {
            let n = LinearizeIndexOp::from_op_unchecked(op).multi_index(ctx).len();
            let Some((kept, basis)) = fold_constant_basis(ctx, op, &operands[n..]) else { return false };
            let segments = oxir::ods::op::i32_array(ctx, [n as i32, kept.len() as i32]);
            let new_operands: Vec<Value> = operands[..n].iter().copied().chain(kept).collect();
            rw.modify_op_in_place(op, |ctx| {
                ctx.set_operands(op, &new_operands);
                oxir::ods::build::set_property(ctx, op, "operandSegmentSizes", segments);
                LinearizeIndexOp::from_op_unchecked(op).set_static_basis(ctx, basis.as_slice());
            });
        }
        true
    }
}

/// `affine.delinearize_index`'s patterns.
pub(crate) fn delinearize_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(ConstantBasis { root: DelinearizeIndexOp::NAME })]
}

/// `affine.linearize_index`'s patterns.
pub(crate) fn linearize_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(ConstantBasis { root: LinearizeIndexOp::NAME })]
}
