//! `lower-affine` for `affine.delinearize_index` and `affine.linearize_index` (MLIR 22's
//! `LowerDelinearizeIndexOps` and `LowerLinearizeIndexOps` of `AffineExpandIndexOps.cpp`): the
//! strides of the basis as products of its static and dynamic entries, then `arith` divisions
//! and remainders, or products and sums.

use crate::affine::ops::index::{is_disjoint, static_basis};
use crate::arith::{self, CmpIPredicate, IntegerOverflowFlags, SelectOp};
use oxir::builder::{Builder, OpBuilder};
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::types::{IndexType, DYNAMIC};
use oxir::interfaces::LoopLikeOpInterface;
use oxir::ods::Op;
use oxir::{Attribute, Context, OpRef, Value};

const NSW: i64 = 1;
const NSW_NUW: i64 = 3;

/// Builds the `arith` ops of one expansion.
struct IndexBuilder<'b> {
    b: OpBuilder<'b>,
    loc: Attribute,
}

impl IndexBuilder<'_> {
    fn constant(&mut self, v: i64) -> Value {
        let index = IndexType::get(self.b.ctx());
        let a = IntegerAttr::from_i64(self.b.ctx(), index, v);
        arith::ConstantOp::build(&mut self.b, self.loc, index, a).into()
    }

    fn muli(&mut self, l: Value, r: Value, flags: i64) -> Value {
        let op = arith::MulIOp::build(&mut self.b, self.loc, l, r);
        op.set_overflow_flags(self.b.ctx_mut(), IntegerOverflowFlags::from_bits(flags));
        op.into()
    }

    fn addi_nsw(&mut self, l: Value, r: Value) -> Value {
        let op = arith::AddIOp::build(&mut self.b, self.loc, l, r);
        op.set_overflow_flags(self.b.ctx_mut(), IntegerOverflowFlags::from_bits(NSW));
        op.into()
    }

    /// MLIR's `computeStrides`: for each entry of `basis`, the product of the entries after it
    /// and itself (the last stride is its entry); products carry `nsw`, and `nuw` when
    /// `non_negative`.
    fn strides(&mut self, dynamic: &[Value], basis: &[i64], non_negative: bool) -> Vec<Value> {
        let flags = if non_negative { NSW_NUW } else { NSW };
        let mut next_dynamic = dynamic.len();
        let mut dynamic_part: Option<Value> = None;
        let mut static_part = 1i64;
        let mut strides = Vec::with_capacity(basis.len());
        for &entry in basis.iter().rev() {
            if entry == DYNAMIC {
                next_dynamic = next_dynamic.saturating_sub(1);
                let Some(&d) = dynamic.get(next_dynamic) else { continue };
                dynamic_part = Some(match dynamic_part {
                    Some(part) => self.muli(part, d, flags),
                    None => d,
                });
            } else {
                static_part = static_part.wrapping_mul(entry);
            }
            match dynamic_part {
                Some(part) if static_part == 1 => strides.push(part),
                Some(part) => {
                    let c = self.constant(static_part);
                    strides.push(self.muli(part, c, flags));
                }
                None => strides.push(self.constant(static_part)),
            }
        }
        strides.reverse();
        strides
    }

    /// `linear mod stride` for a positive stride: `arith.remsi` corrected for a negative
    /// remainder.
    fn modulo(&mut self, linear: Value, stride: Value, zero: Value) -> Value {
        let rem: Value = arith::RemSIOp::build(&mut self.b, self.loc, linear, stride).into();
        let negative: Value = arith::CmpIOp::build(&mut self.b, self.loc, rem, zero, CmpIPredicate::Slt).into();
        let corrected = self.addi_nsw(rem, stride);
        SelectOp::build(&mut self.b, self.loc, negative, corrected, rem).into()
    }
}

/// MLIR's `numEnclosingInvariantLoops`: how many enclosing loops, innermost first, `value` is
/// defined outside of, as seen from `user`.
fn enclosing_invariant_loops(ctx: &Context, user: OpRef, value: Value) -> usize {
    let mut count = 0;
    let mut current = user;
    while let Some(parent) = ctx.op_parent_op(current) {
        current = parent;
        let Some(looplike) = ctx.op_interface::<dyn LoopLikeOpInterface>(parent) else { continue };
        if !looplike.is_defined_outside_of_loop(ctx, parent, value) {
            break;
        }
        count += 1;
    }
    count
}

/// Lowers one `affine.delinearize_index`; returns whether it did.
pub(super) fn lower_delinearize(ctx: &mut Context, op: OpRef) -> bool {
    let operands: Vec<Value> = ctx.operands(op).collect();
    let results: Vec<Value> = ctx.results(op).collect();
    let Some((&linear, dynamic)) = operands.split_first() else { return false };
    let mut basis = static_basis(ctx, op);
    if results.len() == basis.len() && !basis.is_empty() {
        basis.remove(0);
    }
    if results.len() != basis.len() + 1 {
        return false;
    }
    let values = if results.len() == 1 {
        vec![linear]
    } else {
        let loc = ctx.op_loc(op);
        let mut x = IndexBuilder { b: OpBuilder::before(ctx, op), loc };
        let strides = x.strides(dynamic, &basis, true);
        let zero = x.constant(0);
        let mut values = Vec::with_capacity(results.len());
        values.push(arith::FloorDivSIOp::build(&mut x.b, loc, linear, strides[0]).into());
        for pair in strides.windows(2) {
            let modulus = x.modulo(linear, pair[0], zero);
            values.push(arith::DivSIOp::build(&mut x.b, loc, modulus, pair[1]).into());
        }
        if let Some(&last) = strides.last() {
            values.push(x.modulo(linear, last, zero));
        }
        values
    };
    for (old, new) in results.into_iter().zip(values) {
        ctx.replace_all_uses_with(old, new);
    }
    ctx.erase_op(op).is_ok()
}

/// Lowers one `affine.linearize_index`; returns whether it did.
pub(super) fn lower_linearize(ctx: &mut Context, op: OpRef) -> bool {
    let l = crate::affine::LinearizeIndexOp::from_op_unchecked(op);
    let (indices, dynamic) = (l.multi_index(ctx), l.dynamic_basis(ctx));
    let Some(&result) = ctx.results(op).collect::<Vec<_>>().first() else { return false };
    let mut basis = static_basis(ctx, op);
    if indices.len() == basis.len() && !basis.is_empty() {
        basis.remove(0);
    }
    if !indices.is_empty() && indices.len() != basis.len() + 1 {
        return false;
    }
    let disjoint = is_disjoint(ctx, op);
    let hoistable: Vec<usize> = indices.iter().map(|&v| enclosing_invariant_loops(ctx, op, v)).collect();
    let loc = ctx.op_loc(op);
    let mut x = IndexBuilder { b: OpBuilder::before(ctx, op), loc };
    let value = if indices.is_empty() {
        x.constant(0)
    } else {
        let strides = x.strides(&dynamic, &basis, disjoint);
        let mut scaled: Vec<(Value, usize)> = Vec::with_capacity(indices.len());
        for ((&index, &stride), &h) in indices.iter().zip(&strides).zip(&hoistable) {
            scaled.push((x.muli(index, stride, NSW), h));
        }
        if let (Some(&last), Some(&h)) = (indices.last(), hoistable.last()) {
            scaled.push((last, h));
        }
        scaled.sort_by_key(|s| std::cmp::Reverse(s.1));
        let mut it = scaled.into_iter().map(|(v, _)| v);
        let Some(first) = it.next() else { return false };
        it.fold(first, |acc, v| x.addi_nsw(acc, v))
    };
    ctx.replace_all_uses_with(result, value);
    ctx.erase_op(op).is_ok()
}
