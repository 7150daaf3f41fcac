//! The part of MLIR's `ComplexToStandard` conversion that computes with math functions:
//! `complex.abs`, `angle`, `exp`, `log`, `sin`, `cos` and `sign` become `math` and `arith` ops on
//! the parts, with the complex op's fast-math flags carried to the ops MLIR carries them to
//! (`abs` drops `nnan` and `ninf` where its algorithm needs NaNs and infinities). `log` and
//! `sign` create a `complex.abs`, which the conversion then lowers in turn.

use oxir::builtin::attributes::FloatAttr;
use oxir::builtin::types::{ComplexType, FloatType};
use oxir::conversion::{op_attr_or_prop, ConversionPattern, ConversionRewriter};
use oxir::numeric::APFloat;
use oxir::ods::Op;
use oxir::{Attribute, OpRef, Type, Value};
use oxir_dialects::arith::{self, CmpFPredicate, FastMath, FastMathFlags};
use oxir_dialects::{complex, math};
use std::sync::Arc;

/// The ops this file converts.
#[derive(Clone, Copy)]
enum Kind {
    Abs,
    Angle,
    Exp,
    Log,
    Sin,
    Cos,
    Sign,
}

struct MathPattern {
    root: &'static str,
    kind: Kind,
}

/// Creates ops at one location through the conversion rewriter, on parts of one float type.
pub(super) struct Parts<'r, 'a, 'b> {
    /// The rewriter the ops are created through.
    pub(super) rw: &'r mut ConversionRewriter<'a, 'b>,
    /// The location of the ops.
    pub(super) loc: Attribute,
    /// The float type of the parts.
    pub(super) ty: Type,
}

/// What MLIR's `computeAbs` computes of `|z|` (its `AbsFn`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum AbsFn {
    /// `|z|`.
    Abs,
    /// `sqrt(|z|)`.
    Sqrt,
    /// `1 / sqrt(|z|)`.
    Rsqrt,
}

/// `fm` without `nnan` and `ninf`, for the steps of an algorithm that need NaNs and infinities.
pub(super) fn without_nan_inf(fm: FastMathFlags) -> FastMathFlags {
    FastMathFlags(fm.bits() & !(FastMath::Nnan.value() | FastMath::Ninf.value()))
}

/// Sets the `fastmath` property of a just-created op of type `$op`.
macro_rules! with_fm {
    ($self:ident, $op:expr, $fm:expr) => {{
        let o = $op;
        o.set_fastmath($self.rw.ctx_mut(), $fm);
        Value::from(o)
    }};
}

impl Parts<'_, '_, '_> {
    pub(super) fn re(&mut self, v: Value) -> Value {
        complex::ReOp::build(self.rw, self.loc, v).into()
    }
    pub(super) fn im(&mut self, v: Value) -> Value {
        complex::ImOp::build(self.rw, self.loc, v).into()
    }
    pub(super) fn cst(&mut self, v: f64) -> Option<Value> {
        let ctx = self.rw.ctx();
        let sem = self.ty.dyn_cast::<FloatType>(ctx)?.kind.semantics();
        let attr = FloatAttr::get(ctx, self.ty, APFloat::from_f64(sem, v));
        Some(arith::ConstantOp::build(self.rw, self.loc, self.ty, attr).into())
    }
    pub(super) fn absf(&mut self, x: Value, fm: FastMathFlags) -> Value {
        with_fm!(self, math::AbsFOp::build(self.rw, self.loc, x), fm)
    }
    pub(super) fn sqrt(&mut self, x: Value, fm: FastMathFlags) -> Value {
        with_fm!(self, math::SqrtOp::build(self.rw, self.loc, x), fm)
    }
    pub(super) fn exp(&mut self, x: Value, fm: FastMathFlags) -> Value {
        with_fm!(self, math::ExpOp::build(self.rw, self.loc, x), fm)
    }
    pub(super) fn log(&mut self, x: Value, fm: FastMathFlags) -> Value {
        with_fm!(self, math::LogOp::build(self.rw, self.loc, x), fm)
    }
    pub(super) fn sin(&mut self, x: Value, fm: FastMathFlags) -> Value {
        with_fm!(self, math::SinOp::build(self.rw, self.loc, x), fm)
    }
    pub(super) fn cos(&mut self, x: Value, fm: FastMathFlags) -> Value {
        with_fm!(self, math::CosOp::build(self.rw, self.loc, x), fm)
    }
    pub(super) fn atan2(&mut self, y: Value, x: Value, fm: FastMathFlags) -> Value {
        with_fm!(self, math::Atan2Op::build(self.rw, self.loc, y, x), fm)
    }
    pub(super) fn maximumf(&mut self, a: Value, b: Value, fm: FastMathFlags) -> Value {
        with_fm!(self, arith::MaximumFOp::build(self.rw, self.loc, a, b), fm)
    }
    pub(super) fn minimumf(&mut self, a: Value, b: Value, fm: FastMathFlags) -> Value {
        with_fm!(self, arith::MinimumFOp::build(self.rw, self.loc, a, b), fm)
    }
    pub(super) fn addf(&mut self, a: Value, b: Value, fm: FastMathFlags) -> Value {
        with_fm!(self, arith::AddFOp::build(self.rw, self.loc, a, b), fm)
    }
    pub(super) fn subf(&mut self, a: Value, b: Value, fm: FastMathFlags) -> Value {
        with_fm!(self, arith::SubFOp::build(self.rw, self.loc, a, b), fm)
    }
    pub(super) fn mulf(&mut self, a: Value, b: Value, fm: FastMathFlags) -> Value {
        with_fm!(self, arith::MulFOp::build(self.rw, self.loc, a, b), fm)
    }
    pub(super) fn divf(&mut self, a: Value, b: Value, fm: FastMathFlags) -> Value {
        with_fm!(self, arith::DivFOp::build(self.rw, self.loc, a, b), fm)
    }
    pub(super) fn cmpf(&mut self, p: CmpFPredicate, a: Value, b: Value, fm: FastMathFlags) -> Value {
        with_fm!(self, arith::CmpFOp::build(self.rw, self.loc, a, b, p), fm)
    }
    pub(super) fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        arith::SelectOp::build(self.rw, self.loc, c, a, b).into()
    }
    /// The infinity of the part type (negative when `negative`; MLIR's `APFloat::getInf`).
    pub(super) fn inf(&mut self, negative: bool) -> Option<Value> {
        let sem = self.ty.dyn_cast::<FloatType>(self.rw.ctx())?.kind.semantics();
        Some(self.cst_ap(APFloat::infinity(sem, negative)))
    }
    /// The quiet NaN of the part type (MLIR's `APFloat::getNaN`).
    pub(super) fn nan(&mut self) -> Option<Value> {
        let sem = self.ty.dyn_cast::<FloatType>(self.rw.ctx())?.kind.semantics();
        Some(self.cst_ap(APFloat::qnan(sem, false)))
    }
    fn cst_ap(&mut self, v: APFloat) -> Value {
        let attr = FloatAttr::get(self.rw.ctx(), self.ty, v);
        arith::ConstantOp::build(self.rw, self.loc, self.ty, attr).into()
    }
    pub(super) fn rsqrt(&mut self, x: Value, fm: FastMathFlags) -> Value {
        with_fm!(self, math::RsqrtOp::build(self.rw, self.loc, x), fm)
    }
    pub(super) fn powf(&mut self, a: Value, b: Value, fm: FastMathFlags) -> Value {
        with_fm!(self, math::PowFOp::build(self.rw, self.loc, a, b), fm)
    }
    pub(super) fn expm1(&mut self, x: Value, fm: FastMathFlags) -> Value {
        with_fm!(self, math::ExpM1Op::build(self.rw, self.loc, x), fm)
    }
    pub(super) fn log1p(&mut self, x: Value, fm: FastMathFlags) -> Value {
        with_fm!(self, math::Log1pOp::build(self.rw, self.loc, x), fm)
    }
    pub(super) fn fma(&mut self, a: Value, b: Value, c: Value, fm: FastMathFlags) -> Value {
        with_fm!(self, math::FmaOp::build(self.rw, self.loc, a, b, c), fm)
    }
    pub(super) fn copysign(&mut self, a: Value, b: Value, fm: FastMathFlags) -> Value {
        with_fm!(self, math::CopySignOp::build(self.rw, self.loc, a, b), fm)
    }
    pub(super) fn negf(&mut self, x: Value, fm: FastMathFlags) -> Value {
        with_fm!(self, arith::NegFOp::build(self.rw, self.loc, x), fm)
    }
    pub(super) fn andi(&mut self, a: Value, b: Value) -> Value {
        arith::AndIOp::build(self.rw, self.loc, a, b).into()
    }
    pub(super) fn ori(&mut self, a: Value, b: Value) -> Value {
        arith::OrIOp::build(self.rw, self.loc, a, b).into()
    }
    /// `!a` on `i1`: `a xor true` (MLIR's `XOrIOp` with a `ConstantIntOp(true, 1)`).
    pub(super) fn not(&mut self, a: Value) -> Value {
        let t: Value = arith::ConstantOp::build_bool(self.rw, self.loc, true).into();
        arith::XOrIOp::build(self.rw, self.loc, a, t).into()
    }

    /// MLIR's `computeAbs`: `max * sqrt(1 + (min / max)^2)` on the parts' magnitudes, `min`
    /// when that is NaN (one part infinite, the other NaN); with `AbsFn::Sqrt` its square root
    /// (`sqrt(max) * (1 + (min / max)^2)^0.25`), with `AbsFn::Rsqrt` its reciprocal square root
    /// (the formula on `rsqrt` of `max`, `min` and the sum).
    pub(super) fn abs_fn(&mut self, real: Value, imag: Value, fm: FastMathFlags, f: AbsFn) -> Option<Value> {
        let one = self.cst(1.0)?;
        let abs_real = self.absf(real, fm);
        let abs_imag = self.absf(imag, fm);
        let mut max = self.maximumf(abs_real, abs_imag, fm);
        let mut min = self.minimumf(abs_real, abs_imag, fm);
        let nan_inf = without_nan_inf(fm);
        let ratio = self.divf(min, max, nan_inf);
        let ratio_sq = self.mulf(ratio, ratio, nan_inf);
        let mut plus_one = self.addf(ratio_sq, one, nan_inf);
        if f == AbsFn::Rsqrt {
            plus_one = self.rsqrt(plus_one, nan_inf);
            min = self.rsqrt(min, nan_inf);
            max = self.rsqrt(max, nan_inf);
        }
        let result = if f == AbsFn::Sqrt {
            let quarter = self.cst(0.25)?;
            let sqrt = self.sqrt(max, nan_inf);
            let p025 = self.powf(plus_one, quarter, nan_inf);
            self.mulf(sqrt, p025, nan_inf)
        } else {
            let sqrt = self.sqrt(plus_one, nan_inf);
            self.mulf(max, sqrt, nan_inf)
        };
        let is_nan = self.cmpf(CmpFPredicate::Uno, result, result, nan_inf);
        Some(self.select(is_nan, min, result))
    }

    /// MLIR's `computeAbs` (`AbsFn::abs`): `|real + imag i|`.
    pub(super) fn abs(&mut self, real: Value, imag: Value, fm: FastMathFlags) -> Option<Value> {
        self.abs_fn(real, imag, fm, AbsFn::Abs)
    }
}

/// The fast-math flags of `op` (none when it has no `fastmath`).
pub(super) fn fastmath(rw: &ConversionRewriter<'_, '_>, op: OpRef) -> FastMathFlags {
    let ctx = rw.ctx();
    op_attr_or_prop(ctx, op, "fastmath").and_then(|a| a.dyn_cast::<FastMathFlags>(ctx).copied()).unwrap_or_default()
}

impl MathPattern {
    fn rewrite(&self, op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let z = ctx.operand(op, 0);
        let complex_ty = ctx.value_type(z);
        let ty = complex_ty.dyn_cast::<ComplexType>(ctx)?.element;
        let fm = fastmath(rw, op);
        let none = FastMathFlags::empty();
        let mut b = Parts { rw, loc, ty };
        let result = match self.kind {
            Kind::Abs => {
                let (re, im) = (b.re(z), b.im(z));
                b.abs(re, im, fm)?
            }
            Kind::Angle => {
                let (re, im) = (b.re(z), b.im(z));
                b.atan2(im, re, fm)
            }
            Kind::Exp => {
                let (re, im) = (b.re(z), b.im(z));
                let zero = b.cst(0.0)?;
                let half = b.cst(0.5)?;
                let inf = b.cst(f64::INFINITY)?;
                let e = b.exp(re, fm);
                let half_re = b.mulf(re, half, fm);
                let e_half = b.exp(half_re, fm);
                let cos = b.cos(im, fm);
                let sin = b.sin(im, fm);
                let is_inf = b.cmpf(CmpFPredicate::Oeq, e, inf, fm);
                let im_zero = b.cmpf(CmpFPredicate::Oeq, im, zero, none);
                let direct = b.mulf(e, cos, fm);
                let t = b.mulf(e_half, cos, fm);
                let scaled = b.mulf(t, e_half, fm);
                let real = b.select(is_inf, scaled, direct);
                let direct = b.mulf(e, sin, fm);
                let t = b.mulf(e_half, sin, fm);
                let scaled = b.mulf(t, e_half, fm);
                let imag = b.select(is_inf, scaled, direct);
                let imag = b.select(im_zero, zero, imag);
                complex::CreateOp::build(b.rw, loc, real, imag, complex_ty).into()
            }
            Kind::Log => {
                let abs_op = complex::AbsOp::build(b.rw, loc, z);
                abs_op.set_fastmath(b.rw.ctx_mut(), fm);
                let abs: Value = abs_op.into();
                let real = b.log(abs, fm);
                let (re, im) = (b.re(z), b.im(z));
                let imag = b.atan2(im, re, fm);
                complex::CreateOp::build(b.rw, loc, real, imag, complex_ty).into()
            }
            Kind::Sin | Kind::Cos => {
                let (re, im) = (b.re(z), b.im(z));
                let half = b.cst(0.5)?;
                let e = b.exp(im, fm);
                let scaled = b.mulf(half, e, fm);
                let reciprocal = b.divf(half, e, fm);
                let sin = b.sin(re, fm);
                let cos = b.cos(re, fm);
                let (real, imag) = if matches!(self.kind, Kind::Sin) {
                    let sum = b.addf(scaled, reciprocal, fm);
                    let real = b.mulf(sum, sin, fm);
                    let diff = b.subf(scaled, reciprocal, fm);
                    (real, b.mulf(diff, cos, fm))
                } else {
                    let sum = b.addf(reciprocal, scaled, fm);
                    let real = b.mulf(sum, cos, fm);
                    let diff = b.subf(reciprocal, scaled, fm);
                    (real, b.mulf(diff, sin, fm))
                };
                complex::CreateOp::build(b.rw, loc, real, imag, complex_ty).into()
            }
            Kind::Sign => {
                let (re, im) = (b.re(z), b.im(z));
                let zero = b.cst(0.0)?;
                let re_zero = b.cmpf(CmpFPredicate::Oeq, re, zero, none);
                let im_zero = b.cmpf(CmpFPredicate::Oeq, im, zero, none);
                let is_zero: Value = arith::AndIOp::build(b.rw, loc, re_zero, im_zero).into();
                let abs_op = complex::AbsOp::build(b.rw, loc, z);
                abs_op.set_fastmath(b.rw.ctx_mut(), fm);
                let abs: Value = abs_op.into();
                let real = b.divf(re, abs, fm);
                let imag = b.divf(im, abs, fm);
                let sign: Value = complex::CreateOp::build(b.rw, loc, real, imag, complex_ty).into();
                b.select(is_zero, z, sign)
            }
        };
        rw.replace_op(op, &[result]).ok()
    }
}

/// A complex op expanded into math (and arith) ops: the patterns of both expansion files.
pub(super) trait MathExpansion: Send + Sync + 'static {
    /// The op the expansion replaces.
    fn root(&self) -> &'static str;
    /// Replaces `op` by its expansion; `None` when it does not apply.
    fn expand(&self, op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()>;
}

/// The conversion pattern of a [`MathExpansion`], which applies only once the math dialect is
/// loaded, as the expansions create math ops.
pub(super) struct ExpansionPattern<E>(pub(super) E);

impl<E: MathExpansion> ConversionPattern for ExpansionPattern<E> {
    fn root(&self) -> Option<&'static str> {
        Some(self.0.root())
    }
    fn uses_type_converter(&self) -> bool {
        false
    }
    fn match_and_rewrite(&self, op: OpRef, _: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        if !rw.ctx().is_dialect_registered(<math::MathDialect as oxir::ods::Dialect>::NAMESPACE) {
            return false;
        }
        self.0.expand(op, rw).is_some()
    }
}

impl MathExpansion for MathPattern {
    fn root(&self) -> &'static str {
        self.root
    }
    fn expand(&self, op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        self.rewrite(op, rw)
    }
}

/// The patterns of `convert-complex-to-standard` that expand complex ops with math functions.
pub fn patterns() -> Vec<Arc<dyn ConversionPattern>> {
    let p = |root, kind| Arc::new(ExpansionPattern(MathPattern { root, kind })) as Arc<dyn ConversionPattern>;
    vec![
        p(complex::AbsOp::NAME, Kind::Abs),
        p(complex::AngleOp::NAME, Kind::Angle),
        p(complex::ExpOp::NAME, Kind::Exp),
        p(complex::LogOp::NAME, Kind::Log),
        p(complex::SinOp::NAME, Kind::Sin),
        p(complex::CosOp::NAME, Kind::Cos),
        p(complex::SignOp::NAME, Kind::Sign),
    ]
}
