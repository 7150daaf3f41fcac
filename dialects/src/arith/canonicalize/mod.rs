//! Canonicalization patterns of arith ops (MLIR's `ArithCanonicalization.td` and the in-place
//! folds MLIR's folders do): constants move to the right-hand side of commutative ops and of
//! comparisons, and a few of MLIR's rewrites.

use super::attrs::*;
use super::ops::*;
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, Context, OpRef, Value};

use crate::utils::constants::arith_constant_state;

mod extended;
mod reassociate;

pub use extended::{addui_extended, mulsi_extended, mului_extended};

/// The constant value of `v` (its defining op's fold), if any.
pub fn constant(ctx: &Context, v: Value) -> Option<Attribute> {
    oxir::matchers::constant_of(ctx, v)
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
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn root(&self) -> Option<&'static str> {
        Some(CmpIOp::NAME)
    }
    fn benefit(&self) -> u16 {
        10
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let (l, r) = (ctx.operand(op, 0), ctx.operand(op, 1));
        swap_cmpi(op, rw, constant(ctx, l).is_some(), constant(ctx, r).is_some())
    }
    fn fold_in_place(&self, op: OpRef, rw: &mut PatternRewriter<'_>, constants: &[Option<Attribute>]) -> bool {
        let c = |i: usize| constants.get(i).is_some_and(Option::is_some);
        swap_cmpi(op, rw, c(0), c(1))
    }
}

/// Swaps the operands and the predicate of `cmpi` `op` when only its left operand is constant
/// (`lhs_const`, `rhs_const`: whether the folder sees them as constants).
fn swap_cmpi(op: OpRef, rw: &mut PatternRewriter<'_>, lhs_const: bool, rhs_const: bool) -> bool {
    let ctx = rw.ctx();
    let (l, r) = (ctx.operand(op, 0), ctx.operand(op, 1));
    if !lhs_const || rhs_const {
        return false;
    }
    let Some(pred) = CmpIOp::from_op_unchecked(op).predicate(ctx) else { return false };
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

/// `arith.addi`'s patterns: constants to the right, the constant chains and the negated
/// products (MLIR's `AddIAddConstant`, `AddISubConstantRHS`/`LHS`, `AddIMulNegativeOneRhs`/`Lhs`).
pub fn addi() -> Vec<Box<dyn RewritePattern>> {
    let mut v = swap(AddIOp::NAME);
    v.extend(reassociate::addi());
    v
}
/// `arith.subi`'s patterns: MLIR's six constant chains and `SubISubILHSRHSLHS`.
pub fn subi() -> Vec<Box<dyn RewritePattern>> {
    reassociate::subi()
}
/// `arith.muli`'s patterns: constants to the right and `MulIMulIConstant`.
pub fn muli() -> Vec<Box<dyn RewritePattern>> {
    let mut v = swap(MulIOp::NAME);
    v.extend(reassociate::muli());
    v
}
pub fn andi() -> Vec<Box<dyn RewritePattern>> {
    bitwise_of_ext(AndIOp::NAME)
}
pub fn ori() -> Vec<Box<dyn RewritePattern>> {
    bitwise_of_ext(OrIOp::NAME)
}
/// `arith.xori`'s patterns: those of every bitwise op and `XOrINotCmpI`.
pub fn xori() -> Vec<Box<dyn RewritePattern>> {
    let mut v = bitwise_of_ext(XOrIOp::NAME);
    v.insert(1, Box::new(XOrINotCmpI));
    v
}

/// `xori(cmpi(p, a, b), true)` to `cmpi(!p, a, b)` (`XOrINotCmpI`; a scalar `true` only).
struct XOrINotCmpI;

impl oxir::rewrite::OpRewritePattern for XOrINotCmpI {
    type Op = XOrIOp;
    fn benefit(&self) -> u16 {
        2
    }
    fn match_and_rewrite(&self, op: XOrIOp, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(cmp) = ctx.defining_op_as::<CmpIOp>(op.lhs(ctx)) else { return false };
        let is_true = constant(ctx, op.rhs(ctx))
            .and_then(|a| a.dyn_cast::<oxir::builtin::attributes::IntegerAttr>(ctx))
            .is_some_and(|i| i.value.width() == 1 && i.value.is_one());
        let Some(pred) = cmp.predicate(ctx) else { return false };
        if !is_true {
            return false;
        }
        use CmpIPredicate::*;
        let inverted = match pred {
            Eq => Ne,
            Ne => Eq,
            Slt => Sge,
            Sle => Sgt,
            Sgt => Sle,
            Sge => Slt,
            Ult => Uge,
            Ule => Ugt,
            Ugt => Ule,
            Uge => Ult,
        };
        let (a, b) = (cmp.lhs(ctx), cmp.rhs(ctx));
        let loc = reassociate::drr_loc(ctx, &[op.op(), cmp.op()]);
        rw.set_insertion_point(op.op());
        let new = CmpIOp::build(rw, loc, a, b, inverted).result(rw.ctx());
        rw.replace_op(op.op(), &[new]).is_ok()
    }
}

/// The patterns of a bitwise op: constants to the right, and `AndOfExtUI`/`AndOfExtSI` (and
/// the `ori`/`xori` ones).
fn bitwise_of_ext(name: &'static str) -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(ConstantToRight(name)),
        Box::new(BitwiseOfExt { root: name, ext: ExtUIOp::NAME }),
        Box::new(BitwiseOfExt { root: name, ext: ExtSIOp::NAME }),
    ]
}

/// `op(ext(x), ext(y))` to `ext(op(x, y))` when `x` and `y` have the same type
/// (`AndOfExtUI`, `AndOfExtSI`, `OrOfExtUI`, `OrOfExtSI`, `XOrOfExtUI`, `XOrOfExtSI`).
struct BitwiseOfExt {
    root: &'static str,
    ext: &'static str,
}

impl RewritePattern for BitwiseOfExt {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let (Some(x), Some(y)) = (operand_of(ctx, op, 0, self.ext), operand_of(ctx, op, 1, self.ext)) else {
            return false;
        };
        if ctx.value_type(x) != ctx.value_type(y) {
            return false;
        }
        let loc = ctx.op_loc(op);
        let (xt, rt) = (ctx.value_type(x), ctx.value_type(ctx.result(op, 0)));
        let st = one_result(ctx, self.root, loc, vec![x, y], xt);
        rw.set_insertion_point(op);
        let inner = rw.create(st);
        let v = rw.ctx().result(inner, 0);
        let st = one_result(rw.ctx(), self.ext, loc, vec![v], rt);
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// The operand of the op named `name` defining operand `i` of `op`.
fn operand_of(ctx: &Context, op: OpRef, i: usize, name: &str) -> Option<Value> {
    let def = ctx.defining_op(ctx.operand(op, i)).filter(|&d| ctx.op_name_text(d) == name)?;
    Some(ctx.operand(def, 0))
}

fn one_result(ctx: &Context, name: &str, loc: Attribute, operands: Vec<Value>, ty: oxir::Type) -> oxir::OperationState {
    let mut st = oxir::OperationState::new(ctx.op_name(name), loc);
    st.operands = operands.into_iter().collect();
    st.result_types.push(ty);
    st
}

/// `op(negf(a), negf(b))` to `op(a, b)` keeping `op`'s fastmath flags (`MulFOfNegF`,
/// `DivFOfNegF`).
struct OfNegF(&'static str);

impl RewritePattern for OfNegF {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let (Some(a), Some(b)) = (operand_of(ctx, op, 0, NegFOp::NAME), operand_of(ctx, op, 1, NegFOp::NAME)) else {
            return false;
        };
        if ctx.value_type(a) != ctx.value_type(b) {
            return false;
        }
        rw.modify_op_in_place(op, |ctx| {
            ctx.set_operand(op, 0, a);
            ctx.set_operand(op, 1, b);
        });
        true
    }
}

/// `cmpi eq/ne (ext(a), ext(b))` to `cmpi eq/ne (a, b)` when `a` and `b` have the same type
/// (`CmpIExtSI`, `CmpIExtUI`).
struct CmpIExt(&'static str);

impl RewritePattern for CmpIExt {
    fn root(&self) -> Option<&'static str> {
        Some(CmpIOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        if !matches!(CmpIOp::from_op_unchecked(op).predicate(ctx), Some(CmpIPredicate::Eq | CmpIPredicate::Ne)) {
            return false;
        }
        let (Some(a), Some(b)) = (operand_of(ctx, op, 0, self.0), operand_of(ctx, op, 1, self.0)) else {
            return false;
        };
        if ctx.value_type(a) != ctx.value_type(b) {
            return false;
        }
        rw.modify_op_in_place(op, |ctx| {
            ctx.set_operand(op, 0, a);
            ctx.set_operand(op, 1, b);
        });
        true
    }
}

/// `extsi(extui(x))` to `extui(x)` (`ExtSIOfExtUI`).
struct ExtSIOfExtUI;

impl RewritePattern for ExtSIOfExtUI {
    fn root(&self) -> Option<&'static str> {
        Some(ExtSIOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(x) = operand_of(ctx, op, 0, ExtUIOp::NAME) else { return false };
        let st = one_result(ctx, ExtUIOp::NAME, ctx.op_loc(op), vec![x], ctx.value_type(ctx.result(op, 0)));
        rw.replace_op_with_new(op, st).is_ok()
    }
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
    vec![Box::new(ConstantToRight(MulFOp::NAME)), Box::new(OfNegF(MulFOp::NAME))]
}
pub fn divf() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(OfNegF(DivFOp::NAME))]
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
    vec![Box::new(SkipInner { root: ExtSIOp::NAME, inner: ExtSIOp::NAME, fold: true }), Box::new(ExtSIOfExtUI)]
}
/// MLIR's `IndexCastOfIndexCast` and `IndexCastOfExtSI` (the extension skipped in place).
pub fn index_cast() -> Vec<Box<dyn RewritePattern>> {
    vec![
        crate::utils::patterns::pattern::<IndexCastOp>("IndexCastOfIndexCast", cast_of_same_cast::<IndexCastOp>),
        Box::new(SkipInner { root: IndexCastOp::NAME, inner: ExtSIOp::NAME, fold: false }),
    ]
}

/// MLIR's `IndexCastUIOfIndexCastUI` and `IndexCastUIOfExtUI` (the extension skipped in place).
pub fn index_castui() -> Vec<Box<dyn RewritePattern>> {
    vec![
        crate::utils::patterns::pattern::<IndexCastUIOp>(
            "IndexCastUIOfIndexCastUI",
            cast_of_same_cast::<IndexCastUIOp>,
        ),
        Box::new(SkipInner { root: IndexCastUIOp::NAME, inner: ExtUIOp::NAME, fold: false }),
    ]
}

/// `cast(cast(x))` of one cast op back to `x`'s own type is `x` (MLIR does this for the index
/// casts although the round trip through the narrower type may lose bits).
fn cast_of_same_cast<T: Op>(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(inner) = ctx.defining_op_as::<T>(ctx.operand(op, 0)) else { return false };
    let x = ctx.operand(inner.op(), 0);
    if ctx.value_type(x) != ctx.value_type(ctx.result(op, 0)) {
        return false;
    }
    rw.replace_op(op, &[x]).is_ok()
}
pub fn bitcast() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(SkipInner { root: BitcastOp::NAME, inner: BitcastOp::NAME, fold: false })]
}

/// Extensions of extensions use the innermost operand (MLIR's in-place folds of `extui`).
pub fn extui() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(SkipInner { root: ExtUIOp::NAME, inner: ExtUIOp::NAME, fold: true })]
}

/// `root(inner(x))` becomes `root(x)` in place: `extsi(extsi(x))`, `extui(extui(x))` (MLIR's
/// folders do these), `bitcast(bitcast(x))` (MLIR's `BitcastOfBitcast` pattern, not a fold: the
/// folding of a conversion or of another pass's greedy driver leaves it).
struct SkipInner {
    root: &'static str,
    inner: &'static str,
    /// Whether MLIR's folder does it.
    fold: bool,
}

impl RewritePattern for SkipInner {
    fn is_in_place_fold(&self) -> bool {
        self.fold
    }
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
    vec![
        Box::new(TruncIOfTrunc),
        Box::new(TruncIOfExt(ExtSIOp::NAME)),
        Box::new(TruncIOfExt(ExtUIOp::NAME)),
        Box::new(TruncIShrSIToTrunciShrUI),
    ]
}

/// `trunci(shrsi(x, c))` to `trunci(shrui(x, c))` when the shift drops exactly the bits the
/// truncation drops (MLIR's `TruncIShrSIToTrunciShrUI`; the constant is made again).
struct TruncIShrSIToTrunciShrUI;

impl oxir::rewrite::OpRewritePattern for TruncIShrSIToTrunciShrUI {
    type Op = TruncIOp;
    fn benefit(&self) -> u16 {
        2
    }
    fn match_and_rewrite(&self, op: TruncIOp, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(shift) = ctx.defining_op_as::<ShRSIOp>(op.input(ctx)) else { return false };
        let (x, amount) = (shift.lhs(ctx), shift.rhs(ctx));
        let Some(amount_op) = ctx.defining_op(amount) else { return false };
        let Some(attr) = constant(ctx, amount) else { return false };
        let Some(value) = crate::utils::constants::int_or_splat_value(ctx, attr) else { return false };
        let dropped = int_width(ctx, x).saturating_sub(int_width(ctx, op.out(ctx)));
        if value.try_to_u64() != Some(u64::from(dropped)) {
            return false;
        }
        let flags = op.overflow_flags(ctx).copied().unwrap_or_default();
        let (out_ty, attr_ty) = (ctx.value_type(op.out(ctx)), ctx.value_type(amount));
        let loc = reassociate::drr_loc(ctx, &[op.op(), amount_op]);
        rw.set_insertion_point(op.op());
        let c = ConstantOp::build(rw, loc, attr_ty, attr).result(rw.ctx());
        let shrui = ShRUIOp::build(rw, loc, x, c).result(rw.ctx());
        let trunc = TruncIOp::build(rw, loc, shrui, out_ty);
        trunc.set_overflow_flags(rw.ctx_mut(), flags);
        let v = trunc.out(rw.ctx());
        rw.replace_op(op.op(), &[v]).is_ok()
    }
}

/// The integer width of `v`'s element type (64 for `index`).
fn int_width(ctx: &Context, v: Value) -> u32 {
    let t = super::element_type_or_self(ctx, ctx.value_type(v));
    t.dyn_cast::<oxir::builtin::types::IntegerType>(ctx).map_or(64, |i| i.width)
}

/// MLIR's in-place folds of `trunci`: `trunci(trunci(x))` and `trunci(ext(x))` with `x` wider
/// than the result become `trunci(x)`.
struct TruncIOfTrunc;

impl RewritePattern for TruncIOfTrunc {
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn root(&self) -> Option<&'static str> {
        Some(TruncIOp::NAME)
    }
    fn benefit(&self) -> u16 {
        100
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(def) = ctx.defining_op(ctx.operand(op, 0)) else { return false };
        let name = ctx.op_name_text(def);
        if ![TruncIOp::NAME, ExtSIOp::NAME, ExtUIOp::NAME].contains(&name) || ctx.num_operands(def) != 1 {
            return false;
        }
        let x = ctx.operand(def, 0);
        let skip = name == TruncIOp::NAME || int_width(ctx, x) > int_width(ctx, ctx.result(op, 0));
        if skip {
            rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, x));
        }
        skip
    }
}

/// `trunci(ext(x))` that only drops extension bits is `ext(x)` to the narrower type (MLIR's
/// `TruncIExtSIToExtSI` and `TruncIExtUIToExtUI`).
struct TruncIOfExt(&'static str);

impl RewritePattern for TruncIOfExt {
    fn root(&self) -> Option<&'static str> {
        Some(TruncIOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(ext) = ctx.defining_op(ctx.operand(op, 0)).filter(|&d| ctx.op_name_text(d) == self.0) else {
            return false;
        };
        let (x, r) = (ctx.operand(ext, 0), ctx.result(op, 0));
        let (wx, wext, wr) = (int_width(ctx, x), int_width(ctx, ctx.result(ext, 0)), int_width(ctx, r));
        if !(wext > wr && wr > wx) {
            return false;
        }
        let mut st = oxir::OperationState::new(ctx.op_name(self.0), ctx.op_loc(op));
        st.operands.push(x);
        st.result_types.push(ctx.value_type(r));
        rw.replace_op_with_new(op, st).is_ok()
    }
}
/// `arith.truncf`'s patterns: `truncf(sitofp(x))` and `truncf(uitofp(x))` to the conversion
/// straight to the narrower type when the truncation has no rounding mode (MLIR's
/// `TruncFSIToFPToSIToFP`, `TruncFUIToFPToUIToFP`; its fastmath flags are dropped).
pub fn truncf() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(TruncFOfExtF),
        Box::new(TruncFOfIntToFP { signed: true }),
        Box::new(TruncFOfIntToFP { signed: false }),
    ]
}

/// MLIR's in-place fold of `truncf`: `truncf(extf(a))` with `a` held exactly by the extension
/// and wider than the result becomes `truncf(a)`.
struct TruncFOfExtF;

impl oxir::rewrite::OpRewritePattern for TruncFOfExtF {
    type Op = TruncFOp;
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn benefit(&self) -> u16 {
        100
    }
    fn match_and_rewrite(&self, op: TruncFOp, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let input = op.input(ctx);
        let Some(ext) = ctx.defining_op_as::<ExtFOp>(input) else { return false };
        let src = ext.input(ctx);
        let sem = |v: Value| super::fold::float_sem(ctx, ctx.value_type(v));
        let (Some(s), Some(i), Some(r)) = (sem(src), sem(input), sem(op.out(ctx))) else { return false };
        if !s.is_representable_by(i) || s.bit_width() <= r.bit_width() {
            return false;
        }
        let op = op.op();
        rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, src));
        true
    }
}

struct TruncFOfIntToFP {
    signed: bool,
}

impl oxir::rewrite::OpRewritePattern for TruncFOfIntToFP {
    type Op = TruncFOp;
    fn benefit(&self) -> u16 {
        2
    }
    fn match_and_rewrite(&self, op: TruncFOp, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        if op.roundingmode_attr(ctx).is_some() {
            return false;
        }
        let input = op.input(ctx);
        let (x, conversion) = if self.signed {
            let Some(c) = ctx.defining_op_as::<SIToFPOp>(input) else { return false };
            (c.input(ctx), c.op())
        } else {
            let Some(c) = ctx.defining_op_as::<UIToFPOp>(input) else { return false };
            (c.input(ctx), c.op())
        };
        let ty = ctx.value_type(op.out(ctx));
        let loc = reassociate::drr_loc(ctx, &[op.op(), conversion]);
        rw.set_insertion_point(op.op());
        let v = if self.signed {
            SIToFPOp::build(rw, loc, x, ty).out(rw.ctx())
        } else {
            UIToFPOp::build(rw, loc, x, ty).out(rw.ctx())
        };
        rw.replace_op(op.op(), &[v]).is_ok()
    }
}
/// `arith.cmpi`'s canonicalization patterns (the in-place fold moving a constant to the
/// right among them).
pub fn cmpi() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(CmpIConstantToRight), Box::new(CmpIExt(ExtSIOp::NAME)), Box::new(CmpIExt(ExtUIOp::NAME))]
}
pub fn cmpf() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(CmpFIntToFPConst)]
}
/// `arith.select`'s canonicalization patterns, MLIR 22's: `RedundantSelectTrue`,
/// `RedundantSelectFalse`, `SelectNotCond`, `SelectI1ToNot` and `SelectToExtUI`.
pub fn select() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(RedundantSelect { nested_in_true: true }),
        Box::new(RedundantSelect { nested_in_true: false }),
        Box::new(SelectNotCond),
        Box::new(SelectI1ToNot),
        Box::new(SelectToExtUI),
    ]
}

/// Whether `v` is the constant 0 (`zero`) or 1, or a splat of it (MLIR's `m_Zero`, `m_One`).
fn is_int_constant(ctx: &Context, v: Value, zero: bool) -> bool {
    crate::utils::constants::const_int(ctx, v).is_some_and(|i| if zero { i.is_zero() } else { i.is_one() })
}

/// Whether `v` is a scalar `i1`.
fn is_i1(ctx: &Context, v: Value) -> bool {
    ctx.value_type(v).dyn_cast::<oxir::builtin::types::IntegerType>(ctx).is_some_and(|t| t.width == 1)
}

/// `select(p, select(p, a, b), c)` to `select(p, a, c)` (`nested_in_true`), and
/// `select(p, a, select(p, b, c))` to `select(p, a, c)`.
struct RedundantSelect {
    nested_in_true: bool,
}

impl RewritePattern for RedundantSelect {
    fn root(&self) -> Option<&'static str> {
        Some(SelectOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let (p, t, f) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
        let inner_value = if self.nested_in_true { t } else { f };
        let Some(inner) = ctx.defining_op(inner_value).filter(|&d| ctx.isa_op::<SelectOp>(d)) else { return false };
        if ctx.operand(inner, 0) != p {
            return false;
        }
        let (a, c) = if self.nested_in_true { (ctx.operand(inner, 1), f) } else { (t, ctx.operand(inner, 2)) };
        replace_by_select(op, rw, p, a, c)
    }
}

/// Replaces `op` by `select(p, a, b)`, built before it.
fn replace_by_select(op: OpRef, rw: &mut PatternRewriter<'_>, p: Value, a: Value, b: Value) -> bool {
    let loc = rw.ctx().op_loc(op);
    rw.set_insertion_point(op);
    let new = SelectOp::build(rw, loc, p, a, b).result(rw.ctx());
    rw.replace_op(op, &[new]).is_ok()
}

/// `select(xor(p, -1), a, b)` to `select(p, b, a)` (the all-ones constant on the right, where
/// canonicalization puts it).
struct SelectNotCond;

impl RewritePattern for SelectNotCond {
    fn root(&self) -> Option<&'static str> {
        Some(SelectOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(not) = ctx.defining_op(ctx.operand(op, 0)).filter(|&d| ctx.isa_op::<XOrIOp>(d)) else { return false };
        let all_ones = crate::utils::constants::const_int(ctx, ctx.operand(not, 1)).is_some_and(|i| i.is_all_ones());
        if !all_ones {
            return false;
        }
        let (p, a, b) = (ctx.operand(not, 0), ctx.operand(op, 1), ctx.operand(op, 2));
        replace_by_select(op, rw, p, b, a)
    }
}

/// `select(p, false, true)` on `i1` to `xori(p, true)`.
struct SelectI1ToNot;

impl RewritePattern for SelectI1ToNot {
    fn root(&self) -> Option<&'static str> {
        Some(SelectOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        // Scalar `i1` constants only (MLIR's `ConstantAttr<I1Attr, ...>`), not splats.
        let is_bool = |v: Value, b: bool| {
            constant(ctx, v)
                .and_then(|a| a.dyn_cast::<oxir::builtin::attributes::IntegerAttr>(ctx).map(|i| i.value.is_one()))
                == Some(b)
        };
        if !is_i1(ctx, ctx.result(op, 0)) || !is_bool(ctx.operand(op, 1), false) || !is_bool(ctx.operand(op, 2), true) {
            return false;
        }
        let p = ctx.operand(op, 0);
        let not = not_value(op, rw, p);
        rw.replace_op(op, &[not]).is_ok()
    }
}

/// Builds `xori(p, true)` (`p` an `i1`) before `op`.
fn not_value(op: OpRef, rw: &mut PatternRewriter<'_>, p: Value) -> Value {
    let ctx = rw.ctx_mut();
    let loc = ctx.op_loc(op);
    let i1 = oxir::builtin::types::IntegerType::get(ctx, 1);
    let one = oxir::builtin::attributes::IntegerAttr::from_i64(ctx, i1, 1);
    rw.set_insertion_point(op);
    let t = ConstantOp::build(rw, loc, i1, one).result(rw.ctx());
    XOrIOp::build(rw, loc, p, t).result(rw.ctx())
}

/// `select(p, 1, 0)` to `extui(p)` and `select(p, 0, 1)` to `extui(xori(p, true))`, for an
/// integer result wider than `i1`.
struct SelectToExtUI;

impl RewritePattern for SelectToExtUI {
    fn root(&self) -> Option<&'static str> {
        Some(SelectOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let ty = ctx.value_type(ctx.result(op, 0));
        if ty.dyn_cast::<oxir::builtin::types::IntegerType>(ctx).is_none_or(|t| t.width == 1) {
            return false;
        }
        let (p, t, f) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
        let cond = if is_int_constant(ctx, t, false) && is_int_constant(ctx, f, true) {
            p
        } else if is_int_constant(ctx, t, true) && is_int_constant(ctx, f, false) {
            not_value(op, rw, p)
        } else {
            return false;
        };
        let loc = rw.ctx().op_loc(op);
        rw.set_insertion_point(op);
        let new: Value = ExtUIOp::build(rw, loc, cond, ty).into();
        rw.replace_op(op, &[new]).is_ok()
    }
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

/// `cmpf(sitofp/uitofp(x), C)` to an integer comparison of `x` with `C` (or a constant) when
/// the conversion cannot affect the comparison (`CmpFIntToFPConst`, after LLVM's InstCombine).
struct CmpFIntToFPConst;

impl CmpFIntToFPConst {
    fn int_predicate(pred: CmpFPredicate, unsigned: bool) -> Option<CmpIPredicate> {
        use CmpFPredicate as F;
        use CmpIPredicate as I;
        let signed_or_unsigned = |signed, unsigned_pred| if unsigned { unsigned_pred } else { signed };
        Some(match pred {
            F::Ueq | F::Oeq => I::Eq,
            F::Ugt | F::Ogt => signed_or_unsigned(I::Sgt, I::Ugt),
            F::Uge | F::Oge => signed_or_unsigned(I::Sge, I::Uge),
            F::Ult | F::Olt => signed_or_unsigned(I::Slt, I::Ult),
            F::Ule | F::Ole => signed_or_unsigned(I::Sle, I::Ule),
            F::Une | F::One => I::Ne,
            _ => return None,
        })
    }

    fn replace_bool(op: OpRef, rw: &mut PatternRewriter<'_>, b: bool) -> bool {
        let ctx = rw.ctx();
        let i1 = oxir::builtin::types::IntegerType::get(ctx, 1);
        let attr = oxir::builtin::attributes::IntegerAttr::from_i64(ctx, i1, i64::from(b));
        let st = arith_constant_state(ctx, ctx.op_loc(op), attr, i1);
        rw.replace_op_with_new(op, st).is_ok()
    }
}

impl RewritePattern for CmpFIntToFPConst {
    fn root(&self) -> Option<&'static str> {
        Some(CmpFOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        use oxir::numeric::{APFloat, APInt, OpStatus, RoundingMode};
        use CmpIPredicate as I;
        let ctx = rw.ctx();
        let Some(rhs) = constant(ctx, ctx.operand(op, 1))
            .and_then(|a| a.dyn_cast::<oxir::builtin::attributes::FloatAttr>(ctx).map(|f| f.value))
        else {
            return false;
        };
        if rhs.is_nan() {
            return false;
        }
        let sem = rhs.semantics();
        let mantissa = sem.precision() as i64;
        if mantissa <= 0 {
            return false;
        }
        let lhs = ctx.operand(op, 0);
        let Some(conv) = ctx.defining_op(lhs) else { return false };
        let unsigned = match ctx.op_name_text(conv) {
            SIToFPOp::NAME => false,
            UIToFPOp::NAME => true,
            _ => return false,
        };
        let int_val = ctx.operand(conv, 0);
        let int_ty = ctx.value_type(int_val);
        let Some(width) = int_ty.dyn_cast::<oxir::builtin::types::IntegerType>(ctx).map(|t| t.width) else {
            return false;
        };
        let value_bits = if unsigned { width as i64 } else { width as i64 - 1 };
        if width as i64 > mantissa {
            let exponent = rhs.ilogb();
            if exponent == i32::MAX {
                let max_exponent = APFloat::largest(sem, false).ilogb() as i64;
                if max_exponent < value_bits {
                    return false;
                }
            } else if mantissa <= exponent as i64 && exponent as i64 <= value_bits {
                return false;
            }
        }
        let Some(pred) = CmpFOp::from_op_unchecked(op).predicate(ctx) else { return false };
        let mut pred = match pred {
            CmpFPredicate::Ord => return Self::replace_bool(op, rw, true),
            CmpFPredicate::Uno => return Self::replace_bool(op, rw, false),
            p => match Self::int_predicate(p, unsigned) {
                Some(p) => p,
                None => return false,
            },
        };
        let rne = RoundingMode::NearestTiesToEven;
        let cmp = |a: &APFloat, b: &APFloat| a.compare(b);
        let (max, min) = if unsigned {
            (APInt::all_ones(width), APInt::zero(width))
        } else {
            (APInt::signed_max(width), APInt::signed_min(width))
        };
        let max_f = APFloat::from_integer(sem, &max, !unsigned, rne).0;
        if cmp(&max_f, &rhs) == oxir::numeric::CmpResult::LessThan {
            let t = matches!(pred, I::Ne | I::Slt | I::Sle | I::Ult | I::Ule);
            return Self::replace_bool(op, rw, t);
        }
        let min_f = APFloat::from_integer(sem, &min, !unsigned, rne).0;
        if cmp(&min_f, &rhs) == oxir::numeric::CmpResult::GreaterThan {
            let t = matches!(pred, I::Ne | I::Sgt | I::Sge | I::Ugt | I::Uge);
            return Self::replace_bool(op, rw, t);
        }
        let (rhs_int, status, _) = rhs.to_integer(width, !unsigned, RoundingMode::TowardZero);
        if status.contains(OpStatus::INVALID_OP) {
            return false;
        }
        if !rhs.is_zero() {
            let back = APFloat::from_integer(sem, &rhs_int, !unsigned, rne).0;
            if back.compare(&rhs) != oxir::numeric::CmpResult::Equal {
                let neg = rhs.is_negative();
                match pred {
                    I::Ne => return Self::replace_bool(op, rw, true),
                    I::Eq => return Self::replace_bool(op, rw, false),
                    I::Ule if neg => return Self::replace_bool(op, rw, false),
                    I::Sle if neg => pred = I::Slt,
                    I::Ult if neg => return Self::replace_bool(op, rw, false),
                    I::Ult => pred = I::Ule,
                    I::Slt if !neg => pred = I::Sle,
                    I::Ugt if neg => return Self::replace_bool(op, rw, true),
                    I::Sgt if neg => pred = I::Sge,
                    I::Uge if neg => return Self::replace_bool(op, rw, true),
                    I::Uge => pred = I::Ugt,
                    I::Sge if !neg => pred = I::Sgt,
                    _ => {}
                }
            }
        }
        let loc = ctx.op_loc(op);
        let attr = oxir::builtin::attributes::IntegerAttr::get(ctx, int_ty, rhs_int);
        let st = arith_constant_state(ctx, loc, attr, int_ty);
        rw.set_insertion_point(op);
        let c = rw.create(st);
        let cv = rw.ctx().result(c, 0);
        let ctx = rw.ctx();
        let i1 = ctx.value_type(ctx.result(op, 0));
        let mut st = one_result(ctx, CmpIOp::NAME, loc, vec![int_val, cv], i1);
        st.properties = Some(oxir::builtin::attributes::DictionaryAttr::get(
            ctx,
            vec![oxir::NamedAttribute { name: ctx.ident("predicate"), value: pred.to_int_attr(ctx) }],
        ));
        rw.replace_op_with_new(op, st).is_ok()
    }
}
