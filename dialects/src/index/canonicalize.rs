//! Canonicalization patterns of the index ops (MLIR's `IndexOps.cpp`): constants of an
//! associative and commutative op reassociate so that they fold, and a comparison of a
//! difference with zero compares the difference's operands.

use super::attrs::IndexCmpPredicate;
use super::fold::{calc, fold_binary, Calc, Width};
use super::ops::*;
use oxir::builtin::attributes::DictionaryAttr;
use oxir::builtin::types::IntegerType;
use oxir::matchers::constant_of;
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, Context, NamedAttribute, OpRef, OperationState, Value};

/// `op(op(v, c1), c2)` to `op(v, c)` with `c = op(c2, c1)` folded to a constant (MLIR's
/// `canonicalizeAssociativeCommutativeBinaryOp`).
struct Reassociate {
    name: &'static str,
    width: Width,
    calc: Calc,
}

impl RewritePattern for Reassociate {
    fn root(&self) -> Option<&'static str> {
        Some(self.name)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(c2) = constant_of(ctx, ctx.operand(op, 1)) else { return false };
        let Some(inner) = ctx.defining_op(ctx.operand(op, 0)).filter(|&d| ctx.op_name_text(d) == self.name) else {
            return false;
        };
        let Some(c1) = constant_of(ctx, ctx.operand(inner, 1)) else { return false };
        let Some(c) = fold_binary(ctx, Some(c2), Some(c1), self.width, self.calc) else { return false };
        let (v, loc) = (ctx.operand(inner, 0), ctx.op_loc(op));
        rw.set_insertion_point(op);
        let constant = rw.create(constant_state(rw.ctx(), c, loc));
        let c = rw.ctx().result(constant, 0);
        let st = binary_state(rw.ctx(), self.name, loc, v, c, ctx_result_type(rw.ctx(), op));
        rw.replace_op_with_new(op, st).is_ok()
    }
}

fn ctx_result_type(ctx: &Context, op: OpRef) -> oxir::Type {
    ctx.value_type(ctx.result(op, 0))
}

/// The state of an `index.constant` of `value`.
fn constant_state(ctx: &Context, value: Attribute, loc: Attribute) -> OperationState {
    let mut st = OperationState::new(ctx.op_name(ConstantOp::NAME), loc);
    st.result_types.push(oxir::builtin::types::IndexType::get(ctx));
    st.properties = Some(DictionaryAttr::get(ctx, vec![NamedAttribute { name: ctx.ident("value"), value }]));
    st
}

/// The state of the binary op `name` of `lhs` and `rhs`.
fn binary_state(ctx: &Context, name: &str, loc: Attribute, lhs: Value, rhs: Value, ty: oxir::Type) -> OperationState {
    let mut st = OperationState::new(ctx.op_name(name), loc);
    st.operands = vec![lhs, rhs].into_iter().collect();
    st.result_types.push(ty);
    st
}

fn reassociate(name: &'static str, (width, calc): (Width, Calc)) -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(Reassociate { name, width, calc })]
}

/// The patterns of `index.add`.
pub fn add() -> Vec<Box<dyn RewritePattern>> {
    reassociate(AddOp::NAME, calc::ADD)
}
/// The patterns of `index.mul`.
pub fn mul() -> Vec<Box<dyn RewritePattern>> {
    reassociate(MulOp::NAME, calc::MUL)
}
/// The patterns of `index.maxs`.
pub fn maxs() -> Vec<Box<dyn RewritePattern>> {
    reassociate(MaxSOp::NAME, calc::MAXS)
}
/// The patterns of `index.maxu`.
pub fn maxu() -> Vec<Box<dyn RewritePattern>> {
    reassociate(MaxUOp::NAME, calc::MAXU)
}
/// The patterns of `index.mins`.
pub fn mins() -> Vec<Box<dyn RewritePattern>> {
    reassociate(MinSOp::NAME, calc::MINS)
}
/// The patterns of `index.minu`.
pub fn minu() -> Vec<Box<dyn RewritePattern>> {
    reassociate(MinUOp::NAME, calc::MINU)
}
/// The patterns of `index.and`.
pub fn and() -> Vec<Box<dyn RewritePattern>> {
    reassociate(AndOp::NAME, calc::AND)
}
/// The patterns of `index.or`.
pub fn or() -> Vec<Box<dyn RewritePattern>> {
    reassociate(OrOp::NAME, calc::OR)
}
/// The patterns of `index.xor`.
pub fn xor() -> Vec<Box<dyn RewritePattern>> {
    reassociate(XOrOp::NAME, calc::XOR)
}

/// `cmp(sub(x, y), 0)` to `cmp(x, y)` and `cmp(0, sub(x, y))` to `cmp(y, x)`, keeping the
/// predicate (MLIR's `CmpOp::canonicalize`).
struct CmpOfSubAndZero;

fn is_zero(ctx: &Context, v: Value) -> bool {
    constant_of(ctx, v)
        .and_then(|a| a.dyn_cast::<oxir::builtin::attributes::IntegerAttr>(ctx).map(|i| i.value.is_zero()))
        .unwrap_or(false)
}

impl RewritePattern for CmpOfSubAndZero {
    fn root(&self) -> Option<&'static str> {
        Some(CmpOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let (l, r) = (ctx.operand(op, 0), ctx.operand(op, 1));
        let rhs_zero = is_zero(ctx, r);
        if !rhs_zero && !is_zero(ctx, l) {
            return false;
        }
        let other = if rhs_zero { l } else { r };
        let Some(sub) = ctx.defining_op(other).filter(|&d| ctx.op_name_text(d) == SubOp::NAME) else { return false };
        let Some(pred) = CmpOp::from_op_unchecked(op).pred(ctx) else { return false };
        let (x, y) = (ctx.operand(sub, 0), ctx.operand(sub, 1));
        let (lhs, rhs) = if rhs_zero { (x, y) } else { (y, x) };
        let st = cmp_state(ctx, pred, ctx.op_loc(op), lhs, rhs);
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// The state of `index.cmp pred(lhs, rhs)`.
fn cmp_state(ctx: &Context, pred: IndexCmpPredicate, loc: Attribute, lhs: Value, rhs: Value) -> OperationState {
    let mut st = binary_state(ctx, CmpOp::NAME, loc, lhs, rhs, IntegerType::get(ctx, 1));
    st.properties =
        Some(DictionaryAttr::get(ctx, vec![NamedAttribute { name: ctx.ident("pred"), value: pred.attr(ctx) }]));
    st
}

/// The patterns of `index.cmp`.
pub fn cmp() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(CmpOfSubAndZero)]
}
