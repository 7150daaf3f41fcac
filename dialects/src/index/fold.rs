//! The folders of the index ops. An `index` is 32 or 64 bits wide depending on the target, so a
//! fold must hold for both: ops whose low 32 bits depend only on the operands' low 32 bits
//! (`add`, `mul`, `and`, ...) fold on 64 bits; the others fold only when the 64-bit result
//! truncated to 32 bits equals the 32-bit result (MLIR's `foldBinaryOpChecked`).

use super::attrs::IndexCmpPredicate;
use super::ops::*;
use crate::arith::{apply_cmpi, CmpIPredicate};
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::types::{IndexType, IntegerType};
use oxir::numeric::APInt;
use oxir::ods::Op;
use oxir::registry::FoldResult;
use oxir::{Attribute, Context, OpRef, Type};

type Folded = Option<Vec<FoldResult>>;
type Consts<'a> = &'a [Option<Attribute>];

/// The integer computation of a binary op; `None` where it does not fold (division by zero, a
/// shift by 32 or more).
pub type Calc = fn(&APInt, &APInt) -> Option<APInt>;

/// How a binary op's 64-bit result relates to its 32-bit one.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Width {
    /// `trunc(f(a, b)) == f(trunc(a), trunc(b))` always holds: the 64-bit result is the fold.
    Unchecked,
    /// The fold holds only when the truncated 64-bit result equals the 32-bit result.
    Checked,
}

/// The integer value of a constant operand.
fn int(ctx: &Context, a: Option<Attribute>) -> Option<APInt> {
    Some(a?.dyn_cast::<IntegerAttr>(ctx)?.value.clone())
}

fn index_attr(ctx: &Context, v: APInt) -> Attribute {
    IntegerAttr::get(ctx, IndexType::get(ctx), v)
}

/// Folds a binary op of constant operands `lhs` and `rhs` (MLIR's `foldBinaryOpUnchecked` and
/// `foldBinaryOpChecked`).
pub fn fold_binary(
    ctx: &Context,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
    width: Width,
    calc: Calc,
) -> Option<Attribute> {
    let (a, b) = (int(ctx, lhs)?, int(ctx, rhs)?);
    let r64 = calc(&a, &b)?;
    if width == Width::Checked {
        let r32 = calc(&a.trunc(32), &b.trunc(32))?;
        if r64.trunc(32) != r32 {
            return None;
        }
    }
    Some(index_attr(ctx, r64))
}

fn binary(ctx: &Context, c: Consts<'_>, width: Width, calc: Calc) -> Folded {
    let a = fold_binary(ctx, *c.first()?, *c.get(1)?, width, calc)?;
    Some(vec![FoldResult::Attribute(a)])
}

/// Whether the constant operand `i` satisfies `p`.
fn operand_is(ctx: &Context, c: Consts<'_>, i: usize, p: impl Fn(&APInt) -> bool) -> bool {
    c.get(i).and_then(|a| int(ctx, *a)).is_some_and(|v| p(&v))
}

/// The computations of the binary ops, with their width rule.
pub mod calc {
    use super::{Calc, Width};
    use oxir::numeric::APInt;

    /// `a + b`.
    pub const ADD: (Width, Calc) = (Width::Unchecked, |a, b| Some(a.add(b)));
    /// `a - b`.
    pub const SUB: (Width, Calc) = (Width::Unchecked, |a, b| Some(a.sub(b)));
    /// `a * b`.
    pub const MUL: (Width, Calc) = (Width::Unchecked, |a, b| Some(a.mul(b)));
    /// Signed division.
    pub const DIVS: (Width, Calc) = (Width::Checked, |a, b| a.sdiv(b));
    /// Unsigned division.
    pub const DIVU: (Width, Calc) = (Width::Checked, |a, b| a.udiv(b));
    /// Signed division rounding up.
    pub const CEILDIVS: (Width, Calc) = (Width::Checked, ceil_div_s);
    /// Unsigned division rounding up: `n == 0 ? 0 : (n - 1) / m + 1`.
    pub const CEILDIVU: (Width, Calc) = (Width::Checked, |n, m| {
        if m.is_zero() {
            return None;
        }
        if n.is_zero() {
            return Some(n.clone());
        }
        let one = APInt::from_u64(n.width(), 1);
        Some(n.sub(&one).udiv(m)?.add(&one))
    });
    /// Signed division rounding down.
    pub const FLOORDIVS: (Width, Calc) = (Width::Checked, floor_div_s);
    /// Signed remainder.
    pub const REMS: (Width, Calc) = (Width::Checked, |a, b| a.srem(b));
    /// Unsigned remainder.
    pub const REMU: (Width, Calc) = (Width::Checked, |a, b| a.urem(b));
    /// Signed maximum.
    pub const MAXS: (Width, Calc) = (Width::Checked, |a, b| Some(a.smax(b)));
    /// Unsigned maximum.
    pub const MAXU: (Width, Calc) = (Width::Checked, |a, b| Some(a.umax(b)));
    /// Signed minimum.
    pub const MINS: (Width, Calc) = (Width::Checked, |a, b| Some(a.smin(b)));
    /// Unsigned minimum.
    pub const MINU: (Width, Calc) = (Width::Checked, |a, b| Some(a.umin(b)));
    /// Shift left, by less than 32 (a larger amount is poison on 32-bit targets).
    pub const SHL: (Width, Calc) = (Width::Unchecked, |a, b| shift_amount(b).map(|s| a.shl(s)));
    /// Arithmetic shift right, by less than 32.
    pub const SHRS: (Width, Calc) = (Width::Checked, |a, b| shift_amount(b).map(|s| a.ashr(s)));
    /// Logical shift right, by less than 32.
    pub const SHRU: (Width, Calc) = (Width::Checked, |a, b| shift_amount(b).map(|s| a.lshr(s)));
    /// Bitwise and.
    pub const AND: (Width, Calc) = (Width::Unchecked, |a, b| Some(a.and(b)));
    /// Bitwise or.
    pub const OR: (Width, Calc) = (Width::Unchecked, |a, b| Some(a.or(b)));
    /// Bitwise xor.
    pub const XOR: (Width, Calc) = (Width::Unchecked, |a, b| Some(a.xor(b)));

    /// The shift amount `b` (unsigned) when it is below 32.
    fn shift_amount(b: &APInt) -> Option<u32> {
        if b.uge(&APInt::from_u64(b.width(), 32)) {
            return None;
        }
        Some(b.low_u64() as u32)
    }

    /// `ceildivs(n, m)`: with `x = m > 0 ? -1 : 1`, `n*m > 0 ? (n+x)/m + 1 : -(-n/m)`.
    fn ceil_div_s(n: &APInt, m: &APInt) -> Option<APInt> {
        if m.is_zero() {
            return None;
        }
        if n.is_zero() {
            return Some(n.clone());
        }
        let w = n.width();
        let zero = APInt::zero(w);
        let m_pos = m.sgt(&zero);
        if n.sgt(&zero) != m_pos {
            return Some(n.neg().sdiv(m)?.neg());
        }
        let x = APInt::from_i64(w, if m_pos { -1 } else { 1 });
        Some(n.add(&x).sdiv(m)?.add(&APInt::from_u64(w, 1)))
    }

    /// `floordivs(n, m)`: with `x = m < 0 ? 1 : -1`, `n*m < 0 ? -1 - (x-n)/m : n/m`.
    fn floor_div_s(n: &APInt, m: &APInt) -> Option<APInt> {
        if m.is_zero() {
            return None;
        }
        if n.is_zero() {
            return Some(n.clone());
        }
        let w = n.width();
        let m_neg = m.is_negative();
        if n.is_negative() == m_neg {
            return n.sdiv(m);
        }
        let x = APInt::from_i64(w, if m_neg { 1 } else { -1 });
        Some(APInt::from_i64(w, -1).sub(&x.sub(n).sdiv(m)?))
    }
}

/// `add`: the constant sum, or `add(x, 0) = x`.
pub fn add(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    binary(ctx, c, calc::ADD.0, calc::ADD.1)
        .or_else(|| operand_is(ctx, c, 1, APInt::is_zero).then(|| vec![FoldResult::Value(ctx.operand(op, 0))]))
}

/// `sub`: the constant difference, or `sub(x, 0) = x`.
pub fn sub(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    binary(ctx, c, calc::SUB.0, calc::SUB.1)
        .or_else(|| operand_is(ctx, c, 1, APInt::is_zero).then(|| vec![FoldResult::Value(ctx.operand(op, 0))]))
}

/// `mul`: the constant product, `mul(x, 1) = x`, `mul(x, 0) = 0`.
pub fn mul(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    if let Some(f) = binary(ctx, c, calc::MUL.0, calc::MUL.1) {
        return Some(f);
    }
    if operand_is(ctx, c, 1, APInt::is_one) {
        return Some(vec![FoldResult::Value(ctx.operand(op, 0))]);
    }
    if operand_is(ctx, c, 1, APInt::is_zero) {
        return Some(vec![FoldResult::Attribute((*c.get(1)?)?)]);
    }
    None
}

macro_rules! binary_folders {
    ($($(#[$doc:meta])* $name:ident = $calc:path;)*) => {$(
        $(#[$doc])*
        pub fn $name(ctx: &Context, _op: OpRef, c: Consts<'_>) -> Folded {
            binary(ctx, c, $calc.0, $calc.1)
        }
    )*};
}

binary_folders! {
    /// `divs` of constants.
    divs = calc::DIVS;
    /// `divu` of constants.
    divu = calc::DIVU;
    /// `ceildivs` of constants.
    ceildivs = calc::CEILDIVS;
    /// `ceildivu` of constants.
    ceildivu = calc::CEILDIVU;
    /// `floordivs` of constants.
    floordivs = calc::FLOORDIVS;
    /// `rems` of constants.
    rems = calc::REMS;
    /// `remu` of constants.
    remu = calc::REMU;
    /// `maxs` of constants.
    maxs = calc::MAXS;
    /// `maxu` of constants.
    maxu = calc::MAXU;
    /// `mins` of constants.
    mins = calc::MINS;
    /// `minu` of constants.
    minu = calc::MINU;
    /// `shl` of constants.
    shl = calc::SHL;
    /// `shrs` of constants.
    shrs = calc::SHRS;
    /// `shru` of constants.
    shru = calc::SHRU;
    /// `and` of constants.
    and = calc::AND;
    /// `or` of constants.
    or = calc::OR;
    /// `xor` of constants.
    xor = calc::XOR;
}

/// The constant ops fold to their value.
pub fn constant(ctx: &Context, op: OpRef, _: Consts<'_>) -> Folded {
    Some(vec![FoldResult::Attribute(ctx.op_property(op, "value")?)])
}

/// MLIR's `foldCastOp`: a cast to `index` folds on 64 bits (the 32-bit result is its
/// truncation); a cast from `index` to `ty` folds when the result does not depend on whether
/// the index was 32 or 64 bits wide.
fn fold_cast(
    ctx: &Context,
    op: OpRef,
    c: Consts<'_>,
    ext: fn(&APInt, u32) -> APInt,
    ext_or_trunc: fn(&APInt, u32) -> APInt,
) -> Folded {
    let value = int(ctx, *c.first()?)?;
    let ty: Type = ctx.value_type(ctx.result(op, 0));
    if ty.isa::<IndexType>(ctx) {
        return Some(vec![FoldResult::Attribute(IntegerAttr::get(ctx, ty, ext_or_trunc(&value, 64)))]);
    }
    let width = ty.dyn_cast::<IntegerType>(ctx)?.width;
    let result = if width <= 32 {
        value.trunc(width)
    } else if width >= 64 {
        if ext(&value.trunc(32), 64) != value {
            return None;
        }
        ext(&value, width)
    } else {
        let r = value.trunc(width);
        if r != ext(&value.trunc(32), width) {
            return None;
        }
        r
    };
    Some(vec![FoldResult::Attribute(IntegerAttr::get(ctx, ty, result))])
}

/// `casts` of a constant.
pub fn casts(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    fold_cast(ctx, op, c, APInt::sext, APInt::sext_or_trunc)
}

/// `castu` of a constant.
pub fn castu(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    fold_cast(ctx, op, c, APInt::zext, APInt::zext_or_trunc)
}

/// Compares two integers by `pred` (numbered as `arith.cmpi`'s predicates).
pub fn compare(a: &APInt, b: &APInt, pred: IndexCmpPredicate) -> bool {
    CmpIPredicate::from_value(pred.value()).is_some_and(|p| apply_cmpi(p, a, b))
}

/// The predicate that holds exactly when `pred` does not.
fn invert(pred: IndexCmpPredicate) -> IndexCmpPredicate {
    use IndexCmpPredicate::*;
    match pred {
        Eq => Ne,
        Ne => Eq,
        Slt => Sge,
        Sge => Slt,
        Sle => Sgt,
        Sgt => Sle,
        Ult => Uge,
        Uge => Ult,
        Ule => Ugt,
        Ugt => Ule,
    }
}

/// The range of values an integer can take, in both interpretations (MLIR's
/// `ConstantIntRanges`).
struct Range {
    umin: APInt,
    umax: APInt,
    smin: APInt,
    smax: APInt,
}

impl Range {
    fn signed(smin: APInt, smax: APInt) -> Range {
        let w = smin.width();
        let (umin, umax) =
            if smin.ule(&smax) { (smin.clone(), smax.clone()) } else { (APInt::zero(w), APInt::all_ones(w)) };
        Range { umin, umax, smin, smax }
    }
    fn unsigned(umin: APInt, umax: APInt) -> Range {
        let w = umin.width();
        let (smin, smax) =
            if umin.sle(&umax) { (umin.clone(), umax.clone()) } else { (APInt::signed_min(w), APInt::signed_max(w)) };
        Range { umin, umax, smin, smax }
    }
    fn constant(&self) -> Option<&APInt> {
        if self.umin == self.umax {
            Some(&self.umin)
        } else if self.smin == self.smax {
            Some(&self.smin)
        } else {
            None
        }
    }
}

/// Whether `pred` holds for every value of `lhs` against every value of `rhs` (MLIR's
/// `intrange::isStaticallyTrue`).
fn statically_true(pred: IndexCmpPredicate, lhs: &Range, rhs: &Range) -> bool {
    use IndexCmpPredicate::*;
    match pred {
        Sle | Slt => compare(&lhs.smax, &rhs.smin, pred),
        Ule | Ult => compare(&lhs.umax, &rhs.umin, pred),
        Sge | Sgt => compare(&lhs.smin, &rhs.smax, pred),
        Uge | Ugt => compare(&lhs.umin, &rhs.umax, pred),
        Eq => matches!((lhs.constant(), rhs.constant()), (Some(a), Some(b)) if a == b),
        Ne => {
            let sne = statically_true(Slt, lhs, rhs) || statically_true(Sgt, lhs, rhs);
            let une = statically_true(Ult, lhs, rhs) || statically_true(Ugt, lhs, rhs);
            sne && une
        }
    }
}

/// `cmp(max/min(x, a), b)` on `width` bits: known when the range of the min or max decides it.
fn cmp_of_max_or_min(name: &str, a: &APInt, b: &APInt, width: u32, pred: IndexCmpPredicate) -> Option<bool> {
    let lhs = match name {
        MinSOp::NAME => Range::signed(APInt::signed_min(width), a.clone()),
        MinUOp::NAME => Range::unsigned(APInt::zero(width), a.clone()),
        MaxSOp::NAME => Range::signed(a.clone(), APInt::signed_max(width)),
        MaxUOp::NAME => Range::unsigned(a.clone(), APInt::all_ones(width)),
        _ => return None,
    };
    let rhs = Range::unsigned(b.clone(), b.clone());
    if statically_true(pred, &lhs, &rhs) {
        Some(true)
    } else if statically_true(invert(pred), &lhs, &rhs) {
        Some(false)
    } else {
        None
    }
}

/// Whether `cmp(pred, x, x)` holds.
fn compare_same(pred: IndexCmpPredicate) -> bool {
    use IndexCmpPredicate::*;
    matches!(pred, Eq | Sge | Sle | Uge | Ule)
}

/// `cmp`: of two constants (when 32 and 64 bits agree), of a min or max with a constant against
/// a constant, or of a value with itself.
pub fn cmp(ctx: &Context, op: OpRef, c: Consts<'_>) -> Folded {
    let pred = CmpOp::from_op_unchecked(op).pred(ctx)?;
    let done = |b: bool| Some(vec![FoldResult::Attribute(IntegerAttr::bool(ctx, b))]);
    let lhs = int(ctx, *c.first()?);
    let rhs = int(ctx, *c.get(1)?);
    if let (Some(a), Some(b)) = (&lhs, &rhs) {
        let r64 = compare(a, b, pred);
        if r64 == compare(&a.trunc(32), &b.trunc(32), pred) {
            return done(r64);
        }
    }
    if let (Some(def), Some(b)) = (ctx.defining_op(ctx.operand(op, 0)), &rhs) {
        let name = ctx.op_name_text(def);
        let is_min_max = [MinSOp::NAME, MinUOp::NAME, MaxSOp::NAME, MaxUOp::NAME].contains(&name);
        if let Some(a) = is_min_max.then(|| oxir::matchers::constant_of(ctx, ctx.operand(def, 1))).flatten() {
            if let Some(a) = int(ctx, Some(a)) {
                let r64 = cmp_of_max_or_min(name, &a, b, 64, pred);
                let r32 = cmp_of_max_or_min(name, &a.trunc(32), &b.trunc(32), 32, pred);
                if let (Some(x), Some(y)) = (r64, r32) {
                    if x == y {
                        return done(x);
                    }
                }
            }
        }
    }
    if ctx.operand(op, 0) == ctx.operand(op, 1) {
        return done(compare_same(pred));
    }
    None
}
