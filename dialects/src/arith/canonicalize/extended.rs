//! Canonicalization patterns of the extended arithmetic ops (MLIR's `AddUIExtendedToAddI`,
//! `MulSIExtendedToMulI`, `MulSIExtendedRHSOne`, `MulUIExtendedToMulI`): an op whose second
//! result is unused becomes the plain op, and a signed extended product by one is the operand
//! and its sign.

use super::super::attrs::CmpIPredicate;
use super::super::ops::*;
use super::constant;
use super::reassociate::drr_loc;
use crate::utils::constants::{int_or_splat_value, zero_or_splat_attr};
use oxir::ods::Op;
use oxir::rewrite::{OpRewritePattern, PatternRewriter, RewritePattern};
use oxir::Value;

/// The plain op for an extended op whose second result (the carry or the high half) has no
/// use: the first result becomes `plain(lhs, rhs)` and the second, unused, `lhs`.
struct ToPlain<T> {
    plain: fn(&mut PatternRewriter<'_>, oxir::Attribute, Value, Value) -> Value,
    _op: std::marker::PhantomData<fn(T)>,
}

impl<T: Op> OpRewritePattern for ToPlain<T> {
    type Op = T;
    fn match_and_rewrite(&self, op: T, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let op = op.op();
        if ctx.has_uses(ctx.result(op, 1)) {
            return false;
        }
        let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
        let loc = ctx.op_loc(op);
        rw.set_insertion_point(op);
        let plain = (self.plain)(rw, loc, lhs, rhs);
        rw.replace_op(op, &[plain, lhs]).is_ok()
    }
}

fn to_plain<T: Op + 'static>(
    plain: fn(&mut PatternRewriter<'_>, oxir::Attribute, Value, Value) -> Value,
) -> Box<dyn RewritePattern> {
    Box::new(ToPlain::<T> { plain, _op: std::marker::PhantomData })
}

fn addi(rw: &mut PatternRewriter<'_>, loc: oxir::Attribute, lhs: Value, rhs: Value) -> Value {
    AddIOp::build(rw, loc, lhs, rhs).result(rw.ctx())
}

fn muli(rw: &mut PatternRewriter<'_>, loc: oxir::Attribute, lhs: Value, rhs: Value) -> Value {
    MulIOp::build(rw, loc, lhs, rhs).result(rw.ctx())
}

/// `mulsi_extended(x, 1)` to `x` and `extsi(cmpi slt, x, 0)` (`MulSIExtendedRHSOne`): the one
/// must be a positive 1, so an `i1` (whose 1 is -1) is left alone.
struct MulSIExtendedRHSOne;

impl OpRewritePattern for MulSIExtendedRHSOne {
    type Op = MulSIExtendedOp;
    fn match_and_rewrite(&self, op: MulSIExtendedOp, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let (x, one) = (op.lhs(ctx), op.rhs(ctx));
        let Some(value) = constant(ctx, one).and_then(|a| int_or_splat_value(ctx, a)) else { return false };
        if value.width() < 2 || !value.is_one() {
            return false;
        }
        let ty = ctx.value_type(x);
        let Some(zero) = zero_or_splat_attr(ctx, ty) else { return false };
        let op = op.op();
        let loc = drr_loc(ctx, &[op]);
        let high_ty = ctx.value_type(ctx.result(op, 1));
        rw.set_insertion_point(op);
        let zero = ConstantOp::build(rw, loc, ty, zero).result(rw.ctx());
        let negative = CmpIOp::build(rw, loc, x, zero, CmpIPredicate::Slt).result(rw.ctx());
        let high = ExtSIOp::build(rw, loc, negative, high_ty).out(rw.ctx());
        rw.replace_op(op, &[x, high]).is_ok()
    }
}

/// `arith.addui_extended`'s canonicalization patterns.
pub fn addui_extended() -> Vec<Box<dyn RewritePattern>> {
    vec![to_plain::<AddUIExtendedOp>(addi)]
}

/// `arith.mulsi_extended`'s canonicalization patterns.
pub fn mulsi_extended() -> Vec<Box<dyn RewritePattern>> {
    vec![to_plain::<MulSIExtendedOp>(muli), Box::new(MulSIExtendedRHSOne)]
}

/// `arith.mului_extended`'s canonicalization patterns.
pub fn mului_extended() -> Vec<Box<dyn RewritePattern>> {
    vec![to_plain::<MulUIExtendedOp>(muli)]
}
