//! MLIR's `ArithCanonicalization.td` patterns that fold a chain of two integer ops with constant
//! operands into one op and one new constant (`addi(addi(x, c0), c1)` to `addi(x, c0 + c1)`
//! and the nine like it), `addi` of a product by -1 to `subi`, and `subi(subi(a, b), a)` to
//! `subi(0, b)`.
//!
//! As MLIR's declarative patterns, they match whatever the uses of the inner op, take the
//! constants only as scalar `IntegerAttr`s (a splat is left alone), compute in the root's
//! type with wrap-around, and give the ops they create the fused location MLIR's generated
//! code gives them ([`drr_loc`]).

use super::super::attrs::IntegerOverflowFlags;
use super::super::ops::*;
use super::constant;
use crate::utils::constants::zero_or_splat_attr;
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::locations::FusedLoc;
use oxir::builtin::types::IntegerType;
use oxir::numeric::APInt;
use oxir::ods::Op;
use oxir::rewrite::{OpRewritePattern, PatternRewriter, RewritePattern};
use oxir::{Attribute, Context, OpRef, Value};

/// The location MLIR's declarative rewrites give the ops they create: the root's location
/// fused with that of the first op the matcher records after it (`ops`, in that order).
pub(super) fn drr_loc(ctx: &Context, ops: &[OpRef]) -> Attribute {
    let locs: Vec<Attribute> = ops.iter().map(|&o| ctx.op_loc(o)).collect();
    FusedLoc::get(ctx, &locs, None)
}

/// One of the three integer ops of a chain.
#[derive(Copy, Clone, PartialEq, Eq)]
enum IntOp {
    Add,
    Sub,
    Mul,
}

impl IntOp {
    /// The op's kind, operands and overflow flags, when `op` is one of the three.
    fn of(ctx: &Context, op: OpRef) -> Option<(IntOp, Value, Value, IntegerOverflowFlags)> {
        let flags = |f: Option<&IntegerOverflowFlags>| f.copied().unwrap_or_default();
        if let Some(o) = ctx.cast_op::<AddIOp>(op) {
            return Some((IntOp::Add, o.lhs(ctx), o.rhs(ctx), flags(o.overflow_flags(ctx))));
        }
        if let Some(o) = ctx.cast_op::<SubIOp>(op) {
            return Some((IntOp::Sub, o.lhs(ctx), o.rhs(ctx), flags(o.overflow_flags(ctx))));
        }
        let o = ctx.cast_op::<MulIOp>(op)?;
        Some((IntOp::Mul, o.lhs(ctx), o.rhs(ctx), flags(o.overflow_flags(ctx))))
    }

    /// Builds `lhs <op> rhs` with `flags` at the rewriter's insertion point.
    fn build(
        self,
        rw: &mut PatternRewriter<'_>,
        loc: Attribute,
        lhs: Value,
        rhs: Value,
        flags: IntegerOverflowFlags,
    ) -> Value {
        match self {
            IntOp::Add => {
                let op = AddIOp::build(rw, loc, lhs, rhs);
                op.set_overflow_flags(rw.ctx_mut(), flags);
                op.result(rw.ctx())
            }
            IntOp::Sub => {
                let op = SubIOp::build(rw, loc, lhs, rhs);
                op.set_overflow_flags(rw.ctx_mut(), flags);
                op.result(rw.ctx())
            }
            IntOp::Mul => {
                let op = MulIOp::build(rw, loc, lhs, rhs);
                op.set_overflow_flags(rw.ctx_mut(), flags);
                op.result(rw.ctx())
            }
        }
    }
}

/// Where an op of the chain has its constant.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Side {
    Lhs,
    Rhs,
}

/// How the new constant comes from the inner constant `c0` and the outer one `c1`.
#[derive(Copy, Clone)]
enum Combine {
    /// `c0 + c1`.
    Sum,
    /// `c1 - c0`.
    OuterMinusInner,
    /// `c0 - c1`.
    InnerMinusOuter,
    /// `c0 * c1`.
    Product,
}

/// `root(inner(.., c0 ..), c1)` (constants on the given sides) to `result(x, c)` or
/// `result(c, x)`: one of MLIR's ten constant-chain patterns.
struct ConstantChain {
    name: &'static str,
    root: IntOp,
    root_const: Side,
    inner: IntOp,
    inner_const: Side,
    result: IntOp,
    combine: Combine,
    /// The side the new constant takes in the result.
    result_const: Side,
    /// Whether the result takes the two ops' common overflow flags (MLIR's `MergeOverflow`)
    /// or none (`SubIRHSAddConstant`).
    merge_flags: bool,
}

/// The scalar integer a constant operand holds (MLIR's `ConstantLikeMatcher APIntAttr`),
/// with its constant op.
fn scalar_constant(ctx: &Context, v: Value) -> Option<(APInt, OpRef)> {
    let def = ctx.defining_op(v)?;
    let value = constant(ctx, v)?.dyn_cast::<IntegerAttr>(ctx)?.value.clone();
    Some((value, def))
}

impl RewritePattern for ConstantChain {
    fn root(&self) -> Option<&'static str> {
        Some(match self.root {
            IntOp::Add => AddIOp::NAME,
            IntOp::Sub => SubIOp::NAME,
            IntOp::Mul => MulIOp::NAME,
        })
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn name(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some((kind, l, r, root_flags)) = IntOp::of(ctx, op) else { return false };
        if kind != self.root {
            return false;
        }
        let (c1_value, inner_value) = match self.root_const {
            Side::Lhs => (l, r),
            Side::Rhs => (r, l),
        };
        // An op that is its own operand (a graph region's `x = addi x, c`) would be rebuilt
        // forever (mlir-opt 22 hangs on it).
        let Some(inner) = ctx.defining_op(inner_value).filter(|&d| d != op) else { return false };
        let Some((inner_kind, il, ir, inner_flags)) = IntOp::of(ctx, inner) else { return false };
        if inner_kind != self.inner {
            return false;
        }
        let (c0_value, x) = match self.inner_const {
            Side::Lhs => (il, ir),
            Side::Rhs => (ir, il),
        };
        let Some((c0, c0_op)) = scalar_constant(ctx, c0_value) else { return false };
        let Some((c1, c1_op)) = scalar_constant(ctx, c1_value) else { return false };
        if c0.width() != c1.width() {
            return false;
        }
        let value = match self.combine {
            Combine::Sum => c0.add(&c1),
            Combine::OuterMinusInner => c1.sub(&c0),
            Combine::InnerMinusOuter => c0.sub(&c1),
            Combine::Product => c0.mul(&c1),
        };
        // The matcher records the root, then, operand by operand, a constant of the root
        // before the inner op's constant.
        let second = if self.root_const == Side::Lhs { c1_op } else { c0_op };
        let loc = drr_loc(ctx, &[op, second]);
        let ty = ctx.value_type(ctx.result(op, 0));
        let attr = IntegerAttr::get(ctx, ty, value);
        let flags = if self.merge_flags {
            IntegerOverflowFlags::from_bits(root_flags.bits() & inner_flags.bits())
        } else {
            IntegerOverflowFlags::empty()
        };
        rw.set_insertion_point(op);
        let c = ConstantOp::build(rw, loc, ty, attr).result(rw.ctx());
        let (lhs, rhs) = match self.result_const {
            Side::Lhs => (c, x),
            Side::Rhs => (x, c),
        };
        let new = self.result.build(rw, loc, lhs, rhs, flags);
        rw.replace_op(op, &[new]).is_ok()
    }
}

/// The constant-chain patterns rooted at `root`, in MLIR's order.
fn chains(root: IntOp) -> Vec<Box<dyn RewritePattern>> {
    use Combine::*;
    use IntOp::*;
    use Side::*;
    #[rustfmt::skip]
    let table = [
        ("AddIAddConstant", Add, Rhs, Add, Rhs, Add, Sum, Rhs, true),
        ("AddISubConstantRHS", Add, Rhs, Sub, Rhs, Add, OuterMinusInner, Rhs, true),
        ("AddISubConstantLHS", Add, Rhs, Sub, Lhs, Sub, Sum, Lhs, true),
        ("MulIMulIConstant", Mul, Rhs, Mul, Rhs, Mul, Product, Rhs, true),
        ("SubIRHSAddConstant", Sub, Rhs, Add, Rhs, Add, InnerMinusOuter, Rhs, false),
        ("SubILHSAddConstant", Sub, Lhs, Add, Rhs, Sub, OuterMinusInner, Lhs, true),
        ("SubIRHSSubConstantRHS", Sub, Rhs, Sub, Rhs, Sub, Sum, Rhs, true),
        ("SubIRHSSubConstantLHS", Sub, Rhs, Sub, Lhs, Sub, InnerMinusOuter, Lhs, true),
        ("SubILHSSubConstantRHS", Sub, Lhs, Sub, Rhs, Sub, Sum, Lhs, true),
        ("SubILHSSubConstantLHS", Sub, Lhs, Sub, Lhs, Add, OuterMinusInner, Rhs, true),
    ];
    table
        .into_iter()
        .filter(|t| t.1 == root)
        .map(|(name, root, root_const, inner, inner_const, result, combine, result_const, merge_flags)| {
            Box::new(ConstantChain {
                name,
                root,
                root_const,
                inner,
                inner_const,
                result,
                combine,
                result_const,
                merge_flags,
            }) as Box<dyn RewritePattern>
        })
        .collect()
}

/// Whether `v` is a constant -1: a scalar or a splat of an integer element type (MLIR's
/// `IsScalarOrSplatNegativeOne`; an `index` splat does not count).
fn is_negative_one(ctx: &Context, v: Value) -> bool {
    let Some(a) = constant(ctx, v) else { return false };
    if let Some(i) = a.dyn_cast::<IntegerAttr>(ctx) {
        return i.value.is_all_ones();
    }
    let Some(d) = a.dyn_cast::<DenseIntOrFPElementsAttr>(ctx) else { return false };
    d.is_splat()
        && d.element_type(ctx).isa::<IntegerType>(ctx)
        && d.int_values().next().is_some_and(|i| i.is_all_ones())
}

/// `addi(x, muli(y, -1))` to `subi(x, y)` (`AddIMulNegativeOneRhs`, `product` = 1) and
/// `addi(muli(x, -1), y)` to `subi(y, x)` (`AddIMulNegativeOneLhs`, `product` = 0); the
/// result has no overflow flags.
struct AddIMulNegativeOne {
    product: usize,
}

impl OpRewritePattern for AddIMulNegativeOne {
    type Op = AddIOp;
    fn benefit(&self) -> u16 {
        2
    }
    fn match_and_rewrite(&self, op: AddIOp, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let operands = [op.lhs(ctx), op.rhs(ctx)];
        let Some(mul) = ctx.defining_op_as::<MulIOp>(operands[self.product]) else { return false };
        let (y, minus_one) = (mul.lhs(ctx), mul.rhs(ctx));
        if !is_negative_one(ctx, minus_one) {
            return false;
        }
        let Some(minus_one_op) = ctx.defining_op(minus_one) else { return false };
        let loc = drr_loc(ctx, &[op.op(), minus_one_op]);
        let other = operands[1 - self.product];
        rw.set_insertion_point(op.op());
        let sub = SubIOp::build(rw, loc, other, y).result(rw.ctx());
        rw.replace_op(op.op(), &[sub]).is_ok()
    }
}

/// `subi(subi(a, b), a)` to `subi(0, b)` with the two ops' common overflow flags
/// (`SubISubILHSRHSLHS`).
struct SubISubILHSRHSLHS;

impl OpRewritePattern for SubISubILHSRHSLHS {
    type Op = SubIOp;
    fn benefit(&self) -> u16 {
        2
    }
    fn match_and_rewrite(&self, op: SubIOp, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(inner) = ctx.defining_op_as::<SubIOp>(op.lhs(ctx)).filter(|i| i.op() != op.op()) else { return false };
        let (a, b) = (inner.lhs(ctx), inner.rhs(ctx));
        if op.rhs(ctx) != a {
            return false;
        }
        let bits = |f: Option<&IntegerOverflowFlags>| f.copied().unwrap_or_default().bits();
        let flags = IntegerOverflowFlags::from_bits(bits(op.overflow_flags(ctx)) & bits(inner.overflow_flags(ctx)));
        let loc = drr_loc(ctx, &[op.op(), inner.op()]);
        let ty = ctx.value_type(b);
        let Some(zero) = zero_or_splat_attr(ctx, ty) else { return false };
        rw.set_insertion_point(op.op());
        let c = ConstantOp::build(rw, loc, ty, zero).result(rw.ctx());
        let new = IntOp::Sub.build(rw, loc, c, b, flags);
        rw.replace_op(op.op(), &[new]).is_ok()
    }
}

/// `arith.addi`'s chain patterns and `AddIMulNegativeOneRhs`/`Lhs`.
pub(super) fn addi() -> Vec<Box<dyn RewritePattern>> {
    let mut v = chains(IntOp::Add);
    v.push(Box::new(AddIMulNegativeOne { product: 1 }));
    v.push(Box::new(AddIMulNegativeOne { product: 0 }));
    v
}

/// `arith.subi`'s chain patterns and `SubISubILHSRHSLHS`.
pub(super) fn subi() -> Vec<Box<dyn RewritePattern>> {
    let mut v = chains(IntOp::Sub);
    v.push(Box::new(SubISubILHSRHSLHS));
    v
}

/// `arith.muli`'s chain pattern.
pub(super) fn muli() -> Vec<Box<dyn RewritePattern>> {
    chains(IntOp::Mul)
}
