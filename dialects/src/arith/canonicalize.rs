//! Canonicalization patterns of arith ops (MLIR's `ArithCanonicalization.td` and the in-place
//! folds MLIR's folders do): constants move to the right-hand side of commutative ops and of
//! comparisons, and a few of MLIR's rewrites.

use super::attrs::*;
use super::ops::*;
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, Context, OpRef, Value};

/// The constant value of `v` (its defining op's fold), if any.
pub fn constant(ctx: &Context, v: Value) -> Option<Attribute> {
    oxir::rewrite::greedy::constant_of(ctx, v)
}

/// MLIR's `foldCommutative`: a commutative op with a constant left operand and a non-constant
/// right one gets its operands swapped.
struct ConstantToRight(&'static str);

impl RewritePattern for ConstantToRight {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn benefit(&self) -> u16 {
        10
    }
    fn name(&self) -> &'static str {
        "constant-to-right"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let (l, r) = (ctx.operand(op, 0), ctx.operand(op, 1));
        if constant(ctx, l).is_none() || constant(ctx, r).is_some() {
            return false;
        }
        rw.modify_op_in_place(op, |ctx| {
            ctx.set_operand(op, 0, r);
            ctx.set_operand(op, 1, l);
        });
        true
    }
}

fn swap(name: &'static str) -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(ConstantToRight(name))]
}

/// `cmpi` with a constant left operand: swap the operands and the predicate.
struct CmpIConstantToRight;

impl RewritePattern for CmpIConstantToRight {
    fn root(&self) -> Option<&'static str> {
        Some(CmpIOp::NAME)
    }
    fn benefit(&self) -> u16 {
        10
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let (l, r) = (ctx.operand(op, 0), ctx.operand(op, 1));
        if constant(ctx, l).is_none() || constant(ctx, r).is_some() {
            return false;
        }
        let Some(pred) = CmpIOp::from_op_unchecked(op).pred(ctx) else { return false };
        use CmpIPredicate::*;
        let swapped = match pred {
            Eq => Eq,
            Ne => Ne,
            Slt => Sgt,
            Sle => Sge,
            Sgt => Slt,
            Sge => Sle,
            Ult => Ugt,
            Ule => Uge,
            Ugt => Ult,
            Uge => Ule,
        };
        let attr = swapped.to_int_attr(ctx);
        rw.modify_op_in_place(op, |ctx| {
            ctx.set_operand(op, 0, r);
            ctx.set_operand(op, 1, l);
            set_property(ctx, op, "predicate", attr);
        });
        true
    }
}

pub fn addi() -> Vec<Box<dyn RewritePattern>> {
    swap(AddIOp::NAME)
}
pub fn subi() -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
}
pub fn muli() -> Vec<Box<dyn RewritePattern>> {
    swap(MulIOp::NAME)
}
pub fn andi() -> Vec<Box<dyn RewritePattern>> {
    swap(AndIOp::NAME)
}
pub fn ori() -> Vec<Box<dyn RewritePattern>> {
    swap(OrIOp::NAME)
}
pub fn xori() -> Vec<Box<dyn RewritePattern>> {
    swap(XOrIOp::NAME)
}
pub fn commutative_maxsi() -> Vec<Box<dyn RewritePattern>> {
    swap(MaxSIOp::NAME)
}
pub fn commutative_maxui() -> Vec<Box<dyn RewritePattern>> {
    swap(MaxUIOp::NAME)
}
pub fn commutative_minsi() -> Vec<Box<dyn RewritePattern>> {
    swap(MinSIOp::NAME)
}
pub fn commutative_minui() -> Vec<Box<dyn RewritePattern>> {
    swap(MinUIOp::NAME)
}
pub fn commutative_addf() -> Vec<Box<dyn RewritePattern>> {
    swap(AddFOp::NAME)
}
pub fn mulf() -> Vec<Box<dyn RewritePattern>> {
    swap(MulFOp::NAME)
}
pub fn divf() -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
}
pub fn commutative_maximumf() -> Vec<Box<dyn RewritePattern>> {
    swap(MaximumFOp::NAME)
}
pub fn commutative_maxnumf() -> Vec<Box<dyn RewritePattern>> {
    swap(MaxNumFOp::NAME)
}
pub fn commutative_minimumf() -> Vec<Box<dyn RewritePattern>> {
    swap(MinimumFOp::NAME)
}
pub fn commutative_minnumf() -> Vec<Box<dyn RewritePattern>> {
    swap(MinNumFOp::NAME)
}
pub fn extsi() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(SkipInner { root: ExtSIOp::NAME, inner: ExtSIOp::NAME })]
}
pub fn index_cast() -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
}
pub fn index_castui() -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
}
pub fn bitcast() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(SkipInner { root: BitcastOp::NAME, inner: BitcastOp::NAME })]
}

/// Extensions of extensions use the innermost operand (MLIR's in-place folds of `extui`).
pub fn extui() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(SkipInner { root: ExtUIOp::NAME, inner: ExtUIOp::NAME })]
}

/// `root(inner(x))` becomes `root(x)` in place: `extsi(extsi(x))`, `extui(extui(x))`,
/// `bitcast(bitcast(x))`.
struct SkipInner {
    root: &'static str,
    inner: &'static str,
}

impl RewritePattern for SkipInner {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let input = ctx.operand(op, 0);
        let Some(def) = ctx.defining_op(input) else { return false };
        if ctx.op_name_text(def) != self.inner {
            return false;
        }
        let x = ctx.operand(def, 0);
        rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, x));
        true
    }
}
pub fn trunci() -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
}
pub fn truncf() -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
}
pub fn cmpi() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(CmpIConstantToRight)]
}
pub fn cmpf() -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
}
pub fn select() -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
}

/// Sets one property of `op`.
fn set_property(ctx: &mut Context, op: OpRef, name: &str, value: Attribute) {
    let mut entries: Vec<oxir::NamedAttribute> = ctx
        .op_properties(op)
        .map(|p| oxir::builtin::attributes::DictionaryAttr::entries(ctx, p).to_vec())
        .unwrap_or_default();
    let id = ctx.ident(name);
    match entries.iter_mut().find(|e| e.name == id) {
        Some(e) => e.value = value,
        None => entries.push(oxir::NamedAttribute { name: id, value }),
    }
    let dict = oxir::builtin::attributes::DictionaryAttr::get(ctx, entries);
    ctx.set_op_properties(op, Some(dict));
}
