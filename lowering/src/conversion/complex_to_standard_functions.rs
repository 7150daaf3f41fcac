//! The part of MLIR's `ComplexToStandard` conversion with the longer expansions: `complex.sqrt`
//! and `rsqrt` (from the magnitude's square root and the halved argument, with the special
//! cases of infinities, NaNs and zeros unless the op has both `nnan` and `ninf`), `tan` and
//! `tanh` (from `expm1` of twice the real part, with their limits), `expm1` (with cephes'
//! `cosm1` polynomial), `log1p`, `pow` (Kahan's special cases of zeros, ones and infinities),
//! `powi` (a `complex.pow` of the converted exponent) and `atan2` (a formula of complex ops).
//! The complex ops an expansion creates (`abs`, `pow`, `mul`, `div`, ...) are converted in turn,
//! where they stand, as MLIR's conversion driver does.

use super::complex_to_standard_math::{fastmath, without_nan_inf, AbsFn, ExpansionPattern, MathExpansion, Parts};
use oxir::builtin::types::ComplexType;
use oxir::conversion::{ConversionPattern, ConversionRewriter};
use oxir::ods::Op;
use oxir::{OpRef, Type, Value};
use oxir_dialects::arith::{self, CmpFPredicate, FastMath, FastMathFlags};
use oxir_dialects::complex;
use std::sync::Arc;

/// The ops this file converts.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Sqrt,
    Rsqrt,
    Tan,
    Tanh,
    Expm1,
    Log1p,
    Pow,
    Powi,
    Atan2,
}

struct FunctionPattern {
    root: &'static str,
    kind: Kind,
}

/// Whether `fm` has both `nnan` and `ninf` (MLIR's `bitEnumContainsAll`), which drops the
/// special cases of NaNs and infinities from `sqrt`, `rsqrt`, `tan` and `tanh`.
fn finite_math(fm: FastMathFlags) -> bool {
    let both = FastMath::Nnan.value() | FastMath::Ninf.value();
    fm.bits() & both == both
}

/// Cephes' `cosm1` coefficients, in the order MLIR's `Expm1OpConversion` evaluates them.
const COSM1_COEFFICIENTS: [f64; 7] = [
    4.737_750_796_424_621e-14,
    -1.147_028_484_342_536e-11,
    2.087_675_428_708_152e-9,
    -2.755_731_921_499_979e-7,
    2.480_158_730_157_055e-5,
    -1.388_888_888_888_887_2e-3,
    4.166_666_666_666_666_4e-2,
];

impl Parts<'_, '_, '_> {
    /// `complex.create re, im : ty`.
    fn create(&mut self, re: Value, im: Value, ty: Type) -> Value {
        complex::CreateOp::build(self.rw, self.loc, re, im, ty).into()
    }

    /// MLIR's `SqrtOpConversion` (the algorithm of ACM's Algorithm 312).
    fn complex_sqrt(&mut self, z: Value, ty: Type, fm: FastMathFlags) -> Option<Value> {
        let zero = self.cst(0.0)?;
        let half = self.cst(0.5)?;
        let (real, imag) = (self.re(z), self.im(z));
        let abs_sqrt = self.abs_fn(real, imag, fm, AbsFn::Sqrt)?;
        let arg = self.atan2(imag, real, fm);
        let sqrt_arg = self.mulf(arg, half, fm);
        let cos = self.cos(sqrt_arg, fm);
        let sin = self.sin(sqrt_arg, fm);
        // sin(atan2(0, inf)) = 0 and sqrt(abs(inf)) = inf, but 0 * inf is NaN.
        let sin_is_zero = self.cmpf(CmpFPredicate::Oeq, sin, zero, fm);
        let mut result_real = self.mulf(abs_sqrt, cos, fm);
        let imag_product = self.mulf(abs_sqrt, sin, fm);
        let mut result_imag = self.select(sin_is_zero, zero, imag_product);
        if !finite_math(fm) {
            let inf = self.inf(false)?;
            let neg_inf = self.inf(true)?;
            let nan = self.nan()?;
            let abs_imag = self.absf(imag, fm);
            let abs_imag_is_inf = self.cmpf(CmpFPredicate::Oeq, abs_imag, inf, fm);
            let abs_imag_is_not_inf = self.cmpf(CmpFPredicate::One, abs_imag, inf, fm);
            let real_is_inf = self.cmpf(CmpFPredicate::Oeq, real, inf, fm);
            let real_is_neg_inf = self.cmpf(CmpFPredicate::Oeq, real, neg_inf, fm);
            let c = self.andi(real_is_neg_inf, abs_imag_is_not_inf);
            result_real = self.select(c, zero, result_real);
            let c = self.ori(abs_imag_is_inf, real_is_inf);
            result_real = self.select(c, inf, result_real);
            let imag_sign_inf = self.copysign(inf, imag, fm);
            let c = self.cmpf(CmpFPredicate::Uno, abs_sqrt, abs_sqrt, FastMathFlags::empty());
            result_imag = self.select(c, nan, result_imag);
            let c = self.ori(abs_imag_is_inf, real_is_neg_inf);
            result_imag = self.select(c, imag_sign_inf, result_imag);
        }
        let result_is_zero = self.cmpf(CmpFPredicate::Oeq, abs_sqrt, zero, fm);
        let result_real = self.select(result_is_zero, zero, result_real);
        let result_imag = self.select(result_is_zero, zero, result_imag);
        Some(self.create(result_real, result_imag, ty))
    }

    /// MLIR's `RsqrtOpConversion`.
    fn complex_rsqrt(&mut self, z: Value, ty: Type, fm: FastMathFlags) -> Option<Value> {
        let zero = self.cst(0.0)?;
        let inf = self.inf(false)?;
        let neg_half = self.cst(-0.5)?;
        let nan = self.nan()?;
        let (real, imag) = (self.re(z), self.im(z));
        let abs_rsqrt = self.abs_fn(real, imag, fm, AbsFn::Rsqrt)?;
        let arg = self.atan2(imag, real, fm);
        let rsqrt_arg = self.mulf(arg, neg_half, fm);
        let cos = self.cos(rsqrt_arg, fm);
        let sin = self.sin(rsqrt_arg, fm);
        let mut result_real = self.mulf(abs_rsqrt, cos, fm);
        let mut result_imag = self.mulf(abs_rsqrt, sin, fm);
        if !finite_math(fm) {
            let neg_one = self.cst(-1.0)?;
            let real_signed_zero = self.copysign(zero, real, fm);
            let imag_signed_zero = self.copysign(zero, imag, fm);
            let neg_imag_signed_zero = self.mulf(neg_one, imag_signed_zero, fm);
            let abs_real = self.absf(real, fm);
            let abs_imag = self.absf(imag, fm);
            let abs_imag_is_inf = self.cmpf(CmpFPredicate::Oeq, abs_imag, inf, fm);
            let real_is_nan = self.cmpf(CmpFPredicate::Uno, real, real, fm);
            let real_is_inf = self.cmpf(CmpFPredicate::Oeq, abs_real, inf, fm);
            let in_is_nan_inf = self.andi(abs_imag_is_inf, real_is_nan);
            let result_is_zero = self.ori(in_is_nan_inf, real_is_inf);
            result_real = self.select(result_is_zero, real_signed_zero, result_real);
            result_imag = self.select(result_is_zero, neg_imag_signed_zero, result_imag);
        }
        let real_is_zero = self.cmpf(CmpFPredicate::Oeq, real, zero, fm);
        let imag_is_zero = self.cmpf(CmpFPredicate::Oeq, imag, zero, fm);
        let is_zero = self.andi(real_is_zero, imag_is_zero);
        let result_real = self.select(is_zero, inf, result_real);
        let result_imag = self.select(is_zero, nan, result_imag);
        Some(self.create(result_real, result_imag, ty))
    }

    /// MLIR's `TanTanhOpConversion`: `tanh`, and `tan(x + yi) = -i * tanh(-y + xi)` when `tan`.
    fn complex_tan_tanh(&mut self, z: Value, ty: Type, fm: FastMathFlags, tan: bool) -> Option<Value> {
        let (mut real, mut imag) = (self.re(z), self.im(z));
        let neg_one = self.cst(-1.0)?;
        if tan {
            std::mem::swap(&mut real, &mut imag);
            real = self.mulf(real, neg_one, fm);
        }
        let inf = self.inf(false)?;
        let four = self.cst(4.0)?;
        let two_real = self.addf(real, real, fm);
        let neg_two_real = self.mulf(neg_one, two_real, fm);
        let exp_two_real_minus_one = self.expm1(two_real, fm);
        let exp_neg_two_real_minus_one = self.expm1(neg_two_real, fm);
        let real_num = self.subf(exp_two_real_minus_one, exp_neg_two_real_minus_one, fm);
        let cos_imag = self.cos(imag, fm);
        let cos_imag_sq = self.mulf(cos_imag, cos_imag, fm);
        let two_cos_two_imag_plus_one = self.mulf(cos_imag_sq, four, fm);
        let sin_imag = self.sin(imag, fm);
        let cos_sin = self.mulf(cos_imag, sin_imag, fm);
        let imag_num = self.mulf(four, cos_sin, fm);
        let exp_sum_minus_two = self.addf(exp_two_real_minus_one, exp_neg_two_real_minus_one, fm);
        let denom = self.addf(exp_sum_minus_two, two_cos_two_imag_plus_one, fm);
        let is_inf = self.cmpf(CmpFPredicate::Oeq, exp_sum_minus_two, inf, fm);
        let real_limit = self.copysign(neg_one, real, fm);
        let quotient = self.divf(real_num, denom, fm);
        let mut result_real = self.select(is_inf, real_limit, quotient);
        let mut result_imag = self.divf(imag_num, denom, fm);
        if !finite_math(fm) {
            let abs_real = self.absf(real, fm);
            let zero = self.cst(0.0)?;
            let nan = self.nan()?;
            let abs_real_is_inf = self.cmpf(CmpFPredicate::Oeq, abs_real, inf, fm);
            let imag_is_zero = self.cmpf(CmpFPredicate::Oeq, imag, zero, fm);
            let abs_real_is_not_inf = self.not(abs_real_is_inf);
            let imag_num_is_nan = self.cmpf(CmpFPredicate::Uno, imag_num, imag_num, fm);
            let result_real_is_nan = self.andi(imag_num_is_nan, abs_real_is_not_inf);
            let inf_and_nan = self.andi(abs_real_is_inf, imag_num_is_nan);
            let result_imag_is_zero = self.ori(imag_is_zero, inf_and_nan);
            result_real = self.select(result_real_is_nan, nan, result_real);
            result_imag = self.select(result_imag_is_zero, zero, result_imag);
        }
        if tan {
            std::mem::swap(&mut result_real, &mut result_imag);
            result_imag = self.mulf(result_imag, neg_one, fm);
        }
        Some(self.create(result_real, result_imag, ty))
    }

    /// MLIR's `Expm1OpConversion`: `(expm1(a) * cos(b) + cosm1(b)) + e^a * sin(b) i`.
    fn complex_expm1(&mut self, z: Value, ty: Type, fm: FastMathFlags) -> Option<Value> {
        let (real, imag) = (self.re(z), self.im(z));
        let zero = self.cst(0.0)?;
        let one = self.cst(1.0)?;
        let expm1_real = self.expm1(real, fm);
        let exp_real = self.addf(expm1_real, one, fm);
        let sin_imag = self.sin(imag, fm);
        let cosm1_imag = self.cosm1(imag, fm)?;
        let cos_imag = self.addf(cosm1_imag, one, fm);
        let product = self.mulf(expm1_real, cos_imag, fm);
        let real_result = self.addf(product, cosm1_imag, fm);
        let imag_is_zero = self.cmpf(CmpFPredicate::Oeq, imag, zero, fm);
        let imag_product = self.mulf(exp_real, sin_imag, fm);
        let imag_result = self.select(imag_is_zero, zero, imag_product);
        Some(self.create(real_result, imag_result, ty))
    }

    /// MLIR's `emitCosm1`: `cos(x) - 1`, with cephes' polynomial for `x^2 < (pi/4)^2`.
    fn cosm1(&mut self, arg: Value, fm: FastMathFlags) -> Option<Value> {
        let neg_half = self.cst(-0.5)?;
        let neg_one = self.cst(-1.0)?;
        let cos = self.cos(arg, fm);
        let for_large_arg = self.addf(cos, neg_one, fm);
        let arg_pow2 = self.mulf(arg, arg, fm);
        let arg_pow4 = self.mulf(arg_pow2, arg_pow2, fm);
        // MLIR's `evaluatePolynomial` (Horner's scheme with `math.fma`).
        let mut poly = self.cst(COSM1_COEFFICIENTS[0])?;
        for &c in &COSM1_COEFFICIENTS[1..] {
            let c = self.cst(c)?;
            poly = self.fma(poly, arg_pow2, c, fm);
        }
        let high = self.mulf(arg_pow4, poly, fm);
        let low = self.mulf(neg_half, arg_pow2, fm);
        let for_small_arg = self.addf(high, low, FastMathFlags::empty());
        // (pi/4)^2 is approximately 0.61685.
        let pi_over_4_pow2 = self.cst(0.61685)?;
        let cond = self.cmpf(CmpFPredicate::Oge, arg_pow2, pi_over_4_pow2, fm);
        Some(self.select(cond, for_large_arg, for_small_arg))
    }

    /// MLIR's `Log1pOpConversion`: `log(|z + 1|) + i atan2(b, a + 1)`, the magnitude's log from
    /// `log1p` of the larger part less one and of the squared ratio of the parts.
    fn complex_log1p(&mut self, z: Value, ty: Type, fm: FastMathFlags) -> Option<Value> {
        let (real, imag) = (self.re(z), self.im(z));
        let half = self.cst(0.5)?;
        let one = self.cst(1.0)?;
        let real_plus_one = self.addf(real, one, fm);
        let abs_real_plus_one = self.absf(real_plus_one, fm);
        let abs_imag = self.absf(imag, fm);
        let max_abs = self.maximumf(abs_real_plus_one, abs_imag, fm);
        let min_abs = self.minimumf(abs_real_plus_one, abs_imag, fm);
        let use_real = self.cmpf(CmpFPredicate::Ogt, real_plus_one, abs_imag, fm);
        let max_minus_one = self.subf(max_abs, one, fm);
        let max_abs_minus_one = self.select(use_real, real, max_minus_one);
        let nan_inf = without_nan_inf(fm);
        let min_max_ratio = self.divf(min_abs, max_abs, nan_inf);
        let log_of_max = self.log1p(max_abs_minus_one, fm);
        let ratio_sq = self.mulf(min_max_ratio, min_max_ratio, nan_inf);
        let log_of_sqrt_part = self.log1p(ratio_sq, nan_inf);
        let half_log = self.mulf(half, log_of_sqrt_part, nan_inf);
        let r = self.addf(half_log, log_of_max, nan_inf);
        let r_is_nan = self.cmpf(CmpFPredicate::Uno, r, r, nan_inf);
        let result_real = self.select(r_is_nan, min_abs, r);
        let result_imag = self.atan2(imag, real_plus_one, fm);
        Some(self.create(result_real, result_imag, ty))
    }

    /// MLIR's `powOpConversionImpl`: `(a + bi)^(c + di)` as
    /// `|z|^c * exp(-d * arg(z)) * (cos(q) + i sin(q))`, `q = c * arg(z) + d * ln|z|`, with
    /// Kahan's cases for zero and infinite bases and zero exponents.
    fn complex_pow(&mut self, lhs: Value, c: Value, d: Value, ty: Type, fm: FastMathFlags) -> Option<Value> {
        let (a, b) = (self.re(lhs), self.im(lhs));
        let abs_op = complex::AbsOp::build(self.rw, self.loc, lhs);
        abs_op.set_fastmath(self.rw.ctx_mut(), fm);
        let abs: Value = abs_op.into();
        let abs_to_c = self.powf(abs, c, fm);
        let neg_d = self.negf(d, fm);
        let arg_lhs = self.atan2(b, a, fm);
        let neg_d_arg_lhs = self.mulf(neg_d, arg_lhs, fm);
        let exp_neg_d_arg_lhs = self.exp(neg_d_arg_lhs, fm);
        let coeff = self.mulf(abs_to_c, exp_neg_d_arg_lhs, fm);
        let ln_abs = self.log(abs, fm);
        let c_arg_lhs = self.mulf(c, arg_lhs, fm);
        let d_ln_abs = self.mulf(d, ln_abs, fm);
        let q = self.addf(c_arg_lhs, d_ln_abs, fm);
        let cos_q = self.cos(q, fm);
        let sin_q = self.sin(q, fm);
        let inf = self.inf(false)?;
        let zero = self.cst(0.0)?;
        let one = self.cst(1.0)?;
        let complex_one = self.create(one, zero, ty);
        let complex_zero = self.create(zero, zero, ty);
        let complex_inf = self.create(inf, zero, ty);
        // Case 0: 0^(c + di) is 0 when d = 0 and c > 0, 0^0 is 1.
        let abs_eq_zero = self.cmpf(CmpFPredicate::Oeq, abs, zero, fm);
        let d_eq_zero = self.cmpf(CmpFPredicate::Oeq, d, zero, fm);
        let c_eq_zero = self.cmpf(CmpFPredicate::Oeq, c, zero, fm);
        let b_eq_zero = self.cmpf(CmpFPredicate::Oeq, b, zero, fm);
        let zero_le_c = self.cmpf(CmpFPredicate::Ole, zero, c, fm);
        let coeff_cos_q = self.mulf(coeff, cos_q, fm);
        let coeff_sin_q = self.mulf(coeff, sin_q, fm);
        let complex_one_or_zero = self.select(c_eq_zero, complex_one, complex_zero);
        let coeff_cos_sin = self.create(coeff_cos_q, coeff_sin_q, ty);
        let zero_base = self.andi(abs_eq_zero, d_eq_zero);
        let zero_base = self.andi(zero_base, zero_le_c);
        let cutoff0 = self.select(zero_base, complex_one_or_zero, coeff_cos_sin);
        // Case 1: x^0 is 1.
        let rhs_eq_zero = self.andi(c_eq_zero, d_eq_zero);
        let cutoff1 = self.select(rhs_eq_zero, complex_one, cutoff0);
        // Case 2: 1^(c + di) is 1.
        let a_eq_one = self.cmpf(CmpFPredicate::Oeq, a, one, fm);
        let lhs_eq_one = self.andi(a_eq_one, b_eq_zero);
        let cutoff2 = self.select(lhs_eq_one, complex_one, cutoff1);
        // Case 3: inf^(c + 0i) is inf when c > 0.
        let a_eq_inf = self.cmpf(CmpFPredicate::Oeq, a, inf, fm);
        let lhs_eq_inf = self.andi(a_eq_inf, b_eq_zero);
        let c_gt_zero = self.cmpf(CmpFPredicate::Ogt, c, zero, fm);
        let rhs_gt0 = self.andi(d_eq_zero, c_gt_zero);
        let cond = self.andi(lhs_eq_inf, rhs_gt0);
        let cutoff3 = self.select(cond, complex_inf, cutoff2);
        // Case 4: inf^(c + 0i) is 0 when c < 0.
        let c_lt_zero = self.cmpf(CmpFPredicate::Olt, c, zero, fm);
        let rhs_lt0 = self.andi(d_eq_zero, c_lt_zero);
        let cond = self.andi(lhs_eq_inf, rhs_lt0);
        Some(self.select(cond, complex_zero, cutoff3))
    }

    /// `complex.mul lhs, rhs` with the flags `fm`.
    fn complex_mul(&mut self, lhs: Value, rhs: Value, fm: FastMathFlags) -> Value {
        let op = complex::MulOp::build(self.rw, self.loc, lhs, rhs);
        op.set_fastmath(self.rw.ctx_mut(), fm);
        op.into()
    }
    /// `complex.add lhs, rhs` with the flags `fm`.
    fn complex_add(&mut self, lhs: Value, rhs: Value, fm: FastMathFlags) -> Value {
        let op = complex::AddOp::build(self.rw, self.loc, lhs, rhs);
        op.set_fastmath(self.rw.ctx_mut(), fm);
        op.into()
    }

    /// MLIR's `Atan2OpConversion`: `atan2(y, x) = -i * log((x + i y) / sqrt(x^2 + y^2))`, in
    /// complex ops that the conversion lowers in turn.
    fn complex_atan2(&mut self, lhs: Value, rhs: Value, ty: Type, fm: FastMathFlags) -> Option<Value> {
        let rhs_squared = self.complex_mul(rhs, rhs, fm);
        let lhs_squared = self.complex_mul(lhs, lhs, fm);
        let sum = self.complex_add(rhs_squared, lhs_squared, fm);
        let sqrt_op = complex::SqrtOp::build(self.rw, self.loc, sum);
        sqrt_op.set_fastmath(self.rw.ctx_mut(), fm);
        let sqrt: Value = sqrt_op.into();
        let zero = self.cst(0.0)?;
        let one = self.cst(1.0)?;
        let i = self.create(zero, one, ty);
        let i_times_lhs = self.complex_mul(i, lhs, fm);
        let rhs_plus_i_lhs = self.complex_add(rhs, i_times_lhs, fm);
        let div_op = complex::DivOp::build(self.rw, self.loc, rhs_plus_i_lhs, sqrt);
        div_op.set_fastmath(self.rw.ctx_mut(), fm);
        let log_op = complex::LogOp::build(self.rw, self.loc, div_op);
        log_op.set_fastmath(self.rw.ctx_mut(), fm);
        let neg_one = self.cst(-1.0)?;
        let neg_i = self.create(zero, neg_one, ty);
        Some(self.complex_mul(neg_i, log_op.into(), fm))
    }
}

impl FunctionPattern {
    fn rewrite(&self, op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let z = ctx.operand(op, 0);
        let complex_ty = ctx.value_type(z);
        let ty = complex_ty.dyn_cast::<ComplexType>(ctx)?.element;
        let rhs = (ctx.num_operands(op) > 1).then(|| ctx.operand(op, 1));
        let fm = fastmath(rw, op);
        let mut b = Parts { rw, loc, ty };
        let result = match self.kind {
            Kind::Sqrt => b.complex_sqrt(z, complex_ty, fm)?,
            Kind::Rsqrt => b.complex_rsqrt(z, complex_ty, fm)?,
            Kind::Tan | Kind::Tanh => b.complex_tan_tanh(z, complex_ty, fm, self.kind == Kind::Tan)?,
            Kind::Expm1 => b.complex_expm1(z, complex_ty, fm)?,
            Kind::Log1p => b.complex_log1p(z, complex_ty, fm)?,
            Kind::Pow => {
                let rhs = rhs?;
                let (c, d) = (b.re(rhs), b.im(rhs));
                b.complex_pow(z, c, d, complex_ty, fm)?
            }
            Kind::Powi => {
                let exponent: Value = arith::SIToFPOp::build(b.rw, loc, rhs?, ty).into();
                let zero = b.cst(0.0)?;
                let complex_exponent = b.create(exponent, zero, complex_ty);
                let pow = complex::PowOp::build(b.rw, loc, z, complex_exponent);
                pow.set_fastmath(b.rw.ctx_mut(), fm);
                pow.into()
            }
            Kind::Atan2 => b.complex_atan2(z, rhs?, complex_ty, fm)?,
        };
        rw.replace_op(op, &[result]).ok()
    }
}

impl MathExpansion for FunctionPattern {
    fn root(&self) -> &'static str {
        self.root
    }
    fn expand(&self, op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        self.rewrite(op, rw)
    }
}

/// The patterns of `convert-complex-to-standard` with the longer expansions.
pub fn patterns() -> Vec<Arc<dyn ConversionPattern>> {
    let p = |root, kind| Arc::new(ExpansionPattern(FunctionPattern { root, kind })) as Arc<dyn ConversionPattern>;
    vec![
        p(complex::SqrtOp::NAME, Kind::Sqrt),
        p(complex::RsqrtOp::NAME, Kind::Rsqrt),
        p(complex::TanOp::NAME, Kind::Tan),
        p(complex::TanhOp::NAME, Kind::Tanh),
        p(complex::Expm1Op::NAME, Kind::Expm1),
        p(complex::Log1pOp::NAME, Kind::Log1p),
        p(complex::PowOp::NAME, Kind::Pow),
        p(complex::PowiOp::NAME, Kind::Powi),
        p(complex::Atan2Op::NAME, Kind::Atan2),
    ]
}
