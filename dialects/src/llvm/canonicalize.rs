//! The parts of the llvm dialect's folders that change an op in place (MLIR does them in its
//! `fold` methods; a folder here cannot change the IR, so they are in-place fold patterns, which
//! folding applies after the op's folder of [`super::fold`]): `icmp` of a null and an alloca
//! swaps its operands, a cast of a cast of the same kind casts the first one's operand,
//! `getelementptr` takes its constant dynamic indices as constant ones, and `extractvalue`
//! reads through an extract or the inserts it skips.

use super::fold::{extract_through_inserts, ExtractFold};
use super::ops::*;
use oxir::builtin::attributes::IntegerAttr;
use oxir::matchers::constant_of;
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, OpRef};

/// An in-place fold of the ops named `root`: `apply` changes the op (given what the folder
/// sees as constant operands) and returns whether it did.
struct InPlaceFold {
    root: &'static str,
    name: &'static str,
    apply: fn(&mut PatternRewriter<'_>, OpRef, &[Option<Attribute>]) -> bool,
}

impl RewritePattern for InPlaceFold {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        self.name
    }
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let constants: Vec<Option<Attribute>> = rw.ctx().operands(op).map(|v| constant_of(rw.ctx(), v)).collect();
        (self.apply)(rw, op, &constants)
    }
    fn fold_in_place(&self, op: OpRef, rw: &mut PatternRewriter<'_>, constants: &[Option<Attribute>]) -> bool {
        (self.apply)(rw, op, constants)
    }
}

fn one(
    root: &'static str,
    name: &'static str,
    apply: fn(&mut PatternRewriter<'_>, OpRef, &[Option<Attribute>]) -> bool,
) -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(InPlaceFold { root, name, apply })]
}

/// `llvm.icmp`'s in-place fold: `eq`/`ne` of an `llvm.mlir.zero` and an `llvm.alloca` compares
/// the alloca with the null instead, which then folds.
pub fn icmp_patterns() -> Vec<Box<dyn RewritePattern>> {
    one(ICmpOp::NAME, "ICmpOp::fold", |rw, op, _| {
        let ctx = rw.ctx();
        let c = ICmpOp::from_op_unchecked(op);
        if !matches!(c.predicate(ctx), Some(super::ICmpPredicate::Eq | super::ICmpPredicate::Ne)) {
            return false;
        }
        let (lhs, rhs) = (c.lhs(ctx), c.rhs(ctx));
        if lhs == rhs || ctx.defining_op_as::<ZeroOp>(lhs).is_none() || ctx.defining_op_as::<AllocaOp>(rhs).is_none() {
            return false;
        }
        rw.modify_op_in_place(op, |ctx| ctx.set_operands(op, &[rhs, lhs]));
        true
    })
}

/// The in-place part of MLIR's `foldChainableCast`: a cast of a cast of the same kind casts the
/// first cast's operand.
fn chain_cast<T: Op>(rw: &mut PatternRewriter<'_>, op: OpRef) -> bool {
    let ctx = rw.ctx();
    let Some(arg) = ctx.operands(op).next() else { return false };
    let Some(prev) = ctx.defining_op_as::<T>(arg) else { return false };
    let Some(prev_arg) = ctx.operands(prev.op()).next() else { return false };
    if prev_arg == arg {
        return false;
    }
    rw.modify_op_in_place(op, |ctx| ctx.set_operands(op, &[prev_arg]));
    true
}

/// `llvm.bitcast`'s in-place fold.
pub fn bitcast_patterns() -> Vec<Box<dyn RewritePattern>> {
    one(BitcastOp::NAME, "BitcastOp::fold", |rw, op, _| chain_cast::<BitcastOp>(rw, op))
}

/// `llvm.addrspacecast`'s in-place fold.
pub fn addrspacecast_patterns() -> Vec<Box<dyn RewritePattern>> {
    one(AddrSpaceCastOp::NAME, "AddrSpaceCastOp::fold", |rw, op, _| chain_cast::<AddrSpaceCastOp>(rw, op))
}

/// `llvm.getelementptr`'s in-place fold: dynamic indices that are integer constants fitting in
/// 32 bits become constant indices.
pub fn gep_patterns() -> Vec<Box<dyn RewritePattern>> {
    one(GEPOp::NAME, "GEPOp::fold", |rw, op, constants| {
        let ctx = rw.ctx();
        let g = GEPOp::from_op_unchecked(op);
        let Some(mut raw) = g.raw_constant_indices(ctx) else { return false };
        let mut operands = vec![g.base(ctx)];
        let mut changed = false;
        for (dynamic, r) in (1..).zip(raw.iter_mut().filter(|r| **r == GEP_DYNAMIC_INDEX)) {
            let Some(v) = ctx.operands(op).nth(dynamic) else { return false };
            let constant = constants.get(dynamic).copied().flatten().and_then(|c| c.dyn_cast::<IntegerAttr>(ctx));
            match constant.and_then(|c| c.value.try_to_i64()).and_then(|c| i32::try_from(c).ok()) {
                Some(c) if c != GEP_DYNAMIC_INDEX => {
                    *r = c;
                    changed = true;
                }
                _ => operands.push(v),
            }
        }
        if !changed {
            return false;
        }
        rw.modify_op_in_place(op, |ctx| {
            ctx.set_operands(op, &operands);
            GEPOp::from_op_unchecked(op).set_raw_constant_indices(ctx, &raw);
        });
        true
    })
}

/// `llvm.extractvalue`'s in-place folds: an extract of an extract reads the first one's
/// container at the joined position; an extract past inserts at other positions reads the
/// earliest skipped insert's container (or, when the walk finds the value, is replaced by it).
pub fn extractvalue_patterns() -> Vec<Box<dyn RewritePattern>> {
    one(ExtractValueOp::NAME, "ExtractValueOp::fold", |rw, op, _| {
        let ctx = rw.ctx();
        let e = ExtractValueOp::from_op_unchecked(op);
        if let Some(prev) = ctx.defining_op_as::<ExtractValueOp>(e.container(ctx)) {
            let (Some(mut position), Some(tail)) = (prev.position(ctx), e.position(ctx)) else { return false };
            position.extend(tail);
            let container = prev.container(ctx);
            rw.modify_op_in_place(op, |ctx| {
                ctx.set_operands(op, &[container]);
                ExtractValueOp::from_op_unchecked(op).set_position(ctx, &position);
            });
            return true;
        }
        match extract_through_inserts(ctx, op) {
            Some(ExtractFold::Value(v)) => rw.replace_op(op, &[v]).is_ok(),
            Some(ExtractFold::Container(c)) => {
                rw.modify_op_in_place(op, |ctx| ctx.set_operands(op, &[c]));
                true
            }
            None => false,
        }
    })
}
