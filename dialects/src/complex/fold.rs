//! The folders of complex ops (MLIR's `ComplexOps.cpp`): constants fold to their value, the
//! parts of `create` and of constants are taken directly, and inverse pairs cancel
//! (`neg(neg(a))`, `conj(conj(a))`, `log(exp(a))`, `exp(log(a))`, `(a - b) + b`, `(a + b) - b`,
//! `create(re(a), im(a))`); adding or subtracting zero and multiplying or dividing by one
//! return the other operand.

use super::ops::*;
use oxir::builtin::attributes::{ArrayAttr, FloatAttr};
use oxir::conversion::op_attr_or_prop;
use oxir::numeric::APFloat;
use oxir::ods::Op;
use oxir::registry::FoldResult;
use oxir::{Attribute, Context, OpRef, Value};

type Folded = Option<Vec<FoldResult>>;
type Consts<'a> = &'a [Option<Attribute>];

fn val(v: Value) -> Folded {
    Some(vec![FoldResult::Value(v)])
}

/// The two float parts of a complex constant value (`[re, im]`).
fn float_parts(ctx: &Context, a: Option<Attribute>) -> Option<(APFloat, APFloat)> {
    let parts = a?.dyn_cast::<ArrayAttr>(ctx)?;
    let [re, im] = parts.elements.as_slice() else { return None };
    Some((re.dyn_cast::<FloatAttr>(ctx)?.value, im.dyn_cast::<FloatAttr>(ctx)?.value))
}

/// The parts of the `complex.constant` defining `v` (MLIR's folders look at the defining op,
/// not at any constant).
fn constant_op_parts(ctx: &Context, v: Value) -> Option<(APFloat, APFloat)> {
    let c = ctx.defining_op_as::<ConstantOp>(v)?;
    float_parts(ctx, op_attr_or_prop(ctx, c.op(), "value"))
}

fn is_one_plus_zero_i(parts: Option<(APFloat, APFloat)>) -> bool {
    parts.is_some_and(|(re, im)| im.is_zero() && re.to_f64() == 1.0)
}

fn is_zero(parts: Option<(APFloat, APFloat)>) -> bool {
    parts.is_some_and(|(re, im)| re.is_zero() && im.is_zero())
}

/// `complex.constant` folds to its value.
pub fn constant(ctx: &Context, op: OpRef, _: Consts<'_>) -> Folded {
    Some(vec![FoldResult::Attribute(op_attr_or_prop(ctx, op, "value")?)])
}

/// A part of a constant (`index` 0 real, 1 imaginary) or the matching operand of `create`.
fn part(ctx: &Context, op: OpRef, c: Consts<'_>, index: usize) -> Folded {
    if let Some(parts) = c.first().copied().flatten().and_then(|a| a.dyn_cast::<ArrayAttr>(ctx)) {
        if parts.elements.len() == 2 {
            return Some(vec![FoldResult::Attribute(parts.elements[index])]);
        }
    }
    let create = ctx.defining_op_as::<CreateOp>(ctx.operand(op, 0))?;
    val(ctx.operand(create.op(), index))
}

/// `re(constant [a, b])` is `a`; `re(create(a, b))` is `a`.
pub fn re(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    part(ctx, op, c, 0)
}

/// `im(constant [a, b])` is `b`; `im(create(a, b))` is `b`.
pub fn im(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    part(ctx, op, c, 1)
}

/// `create(re(a), im(a))` is `a`.
pub fn create(ctx: &Context, op: OpRef, _: Consts<'_>) -> Folded {
    let re = ctx.defining_op_as::<ReOp>(ctx.operand(op, 0))?;
    let im = ctx.defining_op_as::<ImOp>(ctx.operand(op, 1))?;
    let a = ctx.operand(re.op(), 0);
    (a == ctx.operand(im.op(), 0)).then(|| vec![FoldResult::Value(a)])
}

/// `add(sub(a, b), b)`, `add(b, sub(a, b))` and `add(a, constant [0, 0])` are `a`.
pub fn add(ctx: &Context, op: OpRef, _: Consts<'_>) -> Folded {
    let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
    if let Some(sub) = ctx.defining_op_as::<SubOp>(lhs) {
        if ctx.operand(sub.op(), 1) == rhs {
            return val(ctx.operand(sub.op(), 0));
        }
    }
    if let Some(sub) = ctx.defining_op_as::<SubOp>(rhs) {
        if ctx.operand(sub.op(), 1) == lhs {
            return val(ctx.operand(sub.op(), 0));
        }
    }
    is_zero(constant_op_parts(ctx, rhs)).then(|| vec![FoldResult::Value(lhs)])
}

/// `sub(add(a, b), b)` and `sub(a, constant [0, 0])` are `a`.
pub fn sub(ctx: &Context, op: OpRef, _: Consts<'_>) -> Folded {
    let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
    if let Some(add) = ctx.defining_op_as::<AddOp>(lhs) {
        if ctx.operand(add.op(), 1) == rhs {
            return val(ctx.operand(add.op(), 0));
        }
    }
    is_zero(constant_op_parts(ctx, rhs)).then(|| vec![FoldResult::Value(lhs)])
}

/// `mul(a, constant [1, 0])` is `a`.
pub fn mul(ctx: &Context, op: OpRef, _: Consts<'_>) -> Folded {
    let lhs = ctx.operand(op, 0);
    is_one_plus_zero_i(constant_op_parts(ctx, ctx.operand(op, 1))).then(|| vec![FoldResult::Value(lhs)])
}

/// `div(a, [1, 0])` is `a`, for any constant divisor of that value.
pub fn div(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    let rhs = c.get(1).copied().flatten();
    is_one_plus_zero_i(float_parts(ctx, rhs)).then(|| vec![FoldResult::Value(ctx.operand(op, 0))])
}

/// `inner(outer(a))` is `a` when `O` undoes the folded op.
fn inverse_of<O: Op>(ctx: &Context, op: OpRef) -> Folded {
    let inner = ctx.defining_op_as::<O>(ctx.operand(op, 0))?;
    val(ctx.operand(inner.op(), 0))
}

/// `neg(neg(a))` is `a`.
pub fn neg(ctx: &Context, op: OpRef, _: Consts<'_>) -> Folded {
    inverse_of::<NegOp>(ctx, op)
}

/// `conj(conj(a))` is `a`.
pub fn conj(ctx: &Context, op: OpRef, _: Consts<'_>) -> Folded {
    inverse_of::<ConjOp>(ctx, op)
}

/// `log(exp(a))` is `a`.
pub fn log(ctx: &Context, op: OpRef, _: Consts<'_>) -> Folded {
    inverse_of::<ExpOp>(ctx, op)
}

/// `exp(log(a))` is `a`.
pub fn exp(ctx: &Context, op: OpRef, _: Consts<'_>) -> Folded {
    inverse_of::<LogOp>(ctx, op)
}

/// `bitcast(a)` to `a`'s own type is `a`.
pub fn bitcast(ctx: &Context, op: OpRef, _: Consts<'_>) -> Folded {
    let input = ctx.operand(op, 0);
    (ctx.value_type(input) == ctx.value_type(ctx.result(op, 0))).then(|| vec![FoldResult::Value(input)])
}
