//! MLIR's polynomial approximations of the math functions (`PolynomialApproximation.cpp`):
//! `math.tanh`, `log`, `log2`, `log1p`, `erf`, `erfc`, `exp`, `expm1`, `atan`, `atan2`, `asin`,
//! `acos`, `sin`, `cos` and `cbrt` on `f32` (asin, acos and erf also on `f16`) become arith and
//! `math.fma` ops computing a polynomial or rational approximation, on scalars and vectors
//! alike (constants are broadcast to the operand's vector shape). The other float types narrower
//! than `f32` are extended to `f32`, approximated, and truncated back (MLIR's
//! `ReuseF32Expansion`). `test-math-polynomial-approximation` applies them with the greedy
//! driver, as MLIR's test pass of that name does.

// The constants keep the digits of MLIR's source (truncated ones such as 3.14159265359
// included), so that each rounds as there.
#![allow(clippy::excessive_precision, clippy::unreadable_literal, clippy::approx_constant)]

use super::builder::{element_type, float_kind, is_f32, vector_shape, ShapedBuilder};
use crate::arith::{self, CmpFPredicate as F, CmpIPredicate as I};
use crate::math;
use oxir::builtin::types::{shaped_info, FloatKind, FloatType, RankedTensorType, VectorType};
use oxir::ods::Op;
use oxir::pass::Pass;
use oxir::rewrite::greedy::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig};
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Context, Diagnostic, NamedAttribute, OpRef, Type, Value};

/// A rewrite of the op, at the rewriter's insertion point; `None` when it does not apply.
type Rewrite = fn(OpRef, &mut PatternRewriter<'_>) -> Option<()>;

/// One expansion of the ops named `root`.
struct Expansion {
    root: &'static str,
    name: &'static str,
    rewrite: Rewrite,
    /// Whether it applies to tensors too (the `f32` fallback does; the approximations do not).
    tensors: bool,
}

impl RewritePattern for Expansion {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        if !self.tensors && !scalar_or_vector(rw.ctx(), op) {
            return false;
        }
        (self.rewrite)(op, rw).is_some()
    }
}

fn expansion<T: Op>(name: &'static str, rewrite: Rewrite) -> Box<dyn RewritePattern> {
    Box::new(Expansion { root: T::NAME, name, rewrite, tensors: false })
}

/// The single operand of `op`.
/// The single operand of `op` when it is an `f32` scalar or vector (what most approximations
/// rewrite).
fn f32_operand(ctx: &Context, op: OpRef) -> Option<Value> {
    operand(ctx, op).filter(|&v| is_f32(ctx, ctx.value_type(v)))
}

fn operand(ctx: &Context, op: OpRef) -> Option<Value> {
    ctx.operands(op).next()
}

/// Whether `op`'s operands are scalars or vectors. MLIR's approximations also match tensors,
/// then broadcast their scalar constants to nothing and build invalid IR; here they leave
/// tensors alone.
fn scalar_or_vector(ctx: &Context, op: OpRef) -> bool {
    ctx.operands(op).all(|v| {
        let t = ctx.value_type(v);
        shaped_info(ctx, t).is_none() || t.isa::<VectorType>(ctx)
    })
}

/// Replaces `op` by `v`.
fn replace(rw: &mut PatternRewriter<'_>, op: OpRef, v: Value) -> Option<()> {
    rw.replace_op(op, &[v]).ok()
}

/// The `f32` value of a binary floating-point literal `0x1.<frac>p<exp>` whose 24 significant
/// bits (the leading one included) are `bits`.
fn hex_f32(negative: bool, bits: u32, exp: i32) -> f32 {
    let magnitude = f64::from(bits) * 2f64.powi(exp - 24);
    (if negative { -magnitude } else { magnitude }) as f32
}

// ----- the f32 fallback -----

/// MLIR's `ReuseF32Expansion` (`insertCasts`): an op on a float narrower than `f32` (all its
/// operand and result types equal) is computed on `f32` between an `arith.extf` and an
/// `arith.truncf`, so that the `f32` approximation applies.
fn reuse_f32(op: OpRef, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let orig = ctx.result_types(op).next()?;
    if ctx.result_types(op).any(|t| t != orig) || ctx.operands(op).any(|v| ctx.value_type(v) != orig) {
        return None;
    }
    let element = element_type(ctx, orig);
    let kind = element.dyn_cast::<FloatType>(ctx)?.kind;
    if kind == FloatKind::F32 || kind.semantics().bit_width() > 32 {
        return None;
    }
    let f32_type = FloatType::get(ctx, FloatKind::F32);
    let new_type = if let Some(v) = orig.dyn_cast::<VectorType>(ctx) {
        ctx.intern_type(VectorType { shape: v.shape.clone(), scalable: v.scalable.clone(), element: f32_type })
    } else if let Some(t) = orig.dyn_cast::<RankedTensorType>(ctx) {
        ctx.intern_type(RankedTensorType { shape: t.shape.clone(), element: f32_type, encoding: t.encoding })
    } else if shaped_info(ctx, orig).is_none() {
        f32_type
    } else {
        return None;
    };
    let mut attributes: Vec<NamedAttribute> = ctx
        .op_properties(op)
        .map(|p| oxir::builtin::attributes::DictionaryAttr::entries(ctx, p).to_vec())
        .unwrap_or_default();
    attributes.extend_from_slice(ctx.op_attrs(op));
    let name = ctx.op_name_text(op).to_string();
    let loc = ctx.op_loc(op);
    let inputs: Vec<Value> = ctx.operands(op).collect();
    let mut operands = Vec::with_capacity(inputs.len());
    for v in inputs {
        operands.push(arith::ExtFOp::build(rw, loc, v, new_type).into());
    }
    let st = oxir::ods::build::collective_state(rw.ctx_mut(), &name, 0, loc, &[new_type], &operands, &attributes);
    let computed = rw.create(st);
    let result = rw.ctx().result(computed, 0);
    let truncated: Value = arith::TruncFOp::build(rw, loc, result, orig).into();
    replace(rw, op, truncated)
}

// ----- frexp and exp2 on i32 -----

/// MLIR's `frexp`: the normalized fraction in `[0.5, 1)` and the exponent of the `f32` `arg`,
/// both as floats.
fn frexp(b: &mut ShapedBuilder<'_>, arg: Value, is_positive: bool) -> (Value, Value) {
    let i32_type = b.i32_type();
    let i32_vec = b.shaped(i32_type);
    let f32_type = b.f32_type();
    let f32_vec = b.shaped(f32_type);
    let cst_126 = b.f32_cst(126.0);
    let cst_half = b.f32_cst(0.5);
    let inv_mant_mask = b.f32_from_bits(!0x7f80_0000u32);
    let i32_half = b.bitcast(cst_half, i32_type);
    let i32_inv_mant_mask = b.bitcast(inv_mant_mask, i32_type);
    let i32_arg = b.bitcast(arg, i32_vec);
    let mask = b.bcast(i32_inv_mant_mask);
    let tmp0 = b.andi(i32_arg, mask);
    let half = b.bcast(i32_half);
    let tmp1 = b.ori(tmp0, half);
    let normalized = b.bitcast(tmp1, f32_vec);
    let arg0 = if is_positive { arg } else { b.absf(arg) };
    let bits = b.bitcast(arg0, i32_vec);
    let c23 = b.bi32(23);
    let biased_bits = b.shrui(bits, c23);
    let biased = b.sitofp(biased_bits, f32_vec);
    let c126 = b.bcast(cst_126);
    let exponent = b.subf(biased, c126);
    (normalized, exponent)
}

/// MLIR's `exp2I32`: `2^arg` for an `i32` `arg`, built in the exponent bits of an `f32`.
fn exp2_i32(b: &mut ShapedBuilder<'_>, arg: Value) -> Value {
    let f32_type = b.f32_type();
    let f32_vec = b.shaped(f32_type);
    let bit_location = b.bi32(23);
    let bias = b.bi32(127);
    let biased = b.addi(arg, bias);
    let shifted = b.shli(biased, bit_location);
    b.bitcast(shifted, f32_vec)
}

// ----- atan, atan2 -----

/// MLIR's `AtanApproximation`: Cephes' `atanf`, a rational polynomial over three ranges.
fn atan(op: OpRef, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let x0 = f32_operand(rw.ctx(), op)?;
    let mut b = ShapedBuilder::at_op(rw, op, x0);
    let abs = b.absf(x0);
    let one = b.bf32(1.0);
    let two_thirds = b.bf32(0.66);
    let cmp2 = b.cmpf(F::Ogt, abs, two_thirds);
    let addone = b.addf(abs, one);
    let subone = b.subf(abs, one);
    let xnum = b.select(cmp2, subone, abs);
    let xden = b.select(cmp2, addone, one);
    let tan3pio8 = b.bf32(2.41421356237309504880);
    let cmp1 = b.cmpf(F::Ogt, abs, tan3pio8);
    let xnum = b.select(cmp1, one, xnum);
    let xden = b.select(cmp1, abs, xden);
    let x = b.divf(xnum, xden);
    let xx = b.mulf(x, x);
    let p: Vec<Value> = [
        -8.750608600031904122785e-01,
        -1.615753718733365076637e+01,
        -7.500855792314704667340e+01,
        -1.228866684490136173410e+02,
        -6.485021904942025371773e+01,
    ]
    .iter()
    .map(|&c| b.bf32(c))
    .collect();
    let q: Vec<Value> = [
        2.485846490142306297962e+01,
        1.650270098316988542046e+02,
        4.328810604912902668951e+02,
        4.853903996359136964868e+02,
        1.945506571482613964425e+02,
    ]
    .iter()
    .map(|&c| b.bf32(c))
    .collect();
    let mut n = p[0];
    for &c in &p[1..] {
        n = b.fma(xx, n, c);
    }
    let n = b.mulf(n, xx);
    let mut d = q[0];
    for &c in &q[1..] {
        d = b.fma(xx, d, c);
    }
    let ans0 = b.divf(n, d);
    let ans0 = b.fma(ans0, x, x);
    let mpi4 = b.bf32(std::f64::consts::FRAC_PI_4);
    let ans2 = b.addf(mpi4, ans0);
    let ans = b.select(cmp2, ans2, ans0);
    let mpi2 = b.bf32(std::f64::consts::FRAC_PI_2);
    let ans1 = b.subf(mpi2, ans0);
    let ans = b.select(cmp1, ans1, ans);
    let r = b.copysign(ans, x0);
    drop(b);
    replace(rw, op, r)
}

/// MLIR's `Atan2Approximation`: `atan(y / x)` corrected by the quadrant, with the axes handled
/// apart.
fn atan2(op: OpRef, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let y = ctx.operands(op).next()?;
    let x = ctx.operands(op).nth(1)?;
    if !is_f32(ctx, ctx.value_type(x)) {
        return None;
    }
    let shape = vector_shape(ctx, ctx.result_types(op).next()?);
    let loc = ctx.op_loc(op);
    let mut b = ShapedBuilder::new(rw, loc, shape);
    let div = b.divf(y, x);
    let atan = b.atan(div);
    let zero = b.bf32(0.0);
    let pi = b.bf32(f64::from(3.14159265359_f32));
    let add_pi = b.addf(atan, pi);
    let sub_pi = b.subf(atan, pi);
    let atan_gt = b.cmpf(F::Ogt, atan, zero);
    let flipped = b.select(atan_gt, sub_pi, add_pi);
    let x_gt = b.cmpf(F::Ogt, x, zero);
    let result = b.select(x_gt, atan, flipped);
    let x_zero = b.cmpf(F::Oeq, x, zero);
    let y_gt = b.cmpf(F::Ogt, y, zero);
    let is_half_pi = b.andi(x_zero, y_gt);
    let half_pi = b.bf32(f64::from(1.57079632679_f32));
    let result = b.select(is_half_pi, half_pi, result);
    let y_lt = b.cmpf(F::Olt, y, zero);
    let is_neg_half_pi = b.andi(x_zero, y_lt);
    let neg_half_pi = b.bf32(f64::from(-1.57079632679_f32));
    let result = b.select(is_neg_half_pi, neg_half_pi, result);
    let y_zero = b.cmpf(F::Oeq, y, zero);
    let is_nan = b.andi(x_zero, y_zero);
    let nan = b.bbits(0x7fc0_0000);
    let result = b.select(is_nan, nan, result);
    drop(b);
    replace(rw, op, result)
}

// ----- tanh -----

/// MLIR's `TanhApproximation`: Eigen's rational approximation on `[-7.99, 7.99]`, the
/// argument itself for tiny values.
fn tanh(op: OpRef, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let arg = f32_operand(rw.ctx(), op)?;
    let mut b = ShapedBuilder::at_op(rw, op, arg);
    let minus_clamp = b.bf32(f64::from(-7.99881172180175781_f32));
    let plus_clamp = b.bf32(f64::from(7.99881172180175781_f32));
    let x = b.clamp(arg, minus_clamp, plus_clamp);
    let tiny = b.bf32(f64::from(0.0004_f32));
    let abs = b.absf(arg);
    let tiny_mask = b.cmpf(F::Olt, abs, tiny);
    let c = |b: &mut ShapedBuilder<'_>, v: f32| b.bf32(f64::from(v));
    let alpha1 = c(&mut b, 4.89352455891786e-03);
    let alpha3 = c(&mut b, 6.37261928875436e-04);
    let alpha5 = c(&mut b, 1.48572235717979e-05);
    let alpha7 = c(&mut b, 5.12229709037114e-08);
    let alpha9 = c(&mut b, -8.60467152213735e-11);
    let alpha11 = c(&mut b, 2.00018790482477e-13);
    let alpha13 = c(&mut b, -2.76076847742355e-16);
    let beta0 = c(&mut b, 4.89352518554385e-03);
    let beta2 = c(&mut b, 2.26843463243900e-03);
    let beta4 = c(&mut b, 1.18534705686654e-04);
    let beta6 = c(&mut b, 1.19825839466702e-06);
    let x2 = b.mulf(x, x);
    let mut p = b.fma(x2, alpha13, alpha11);
    for a in [alpha9, alpha7, alpha5, alpha3, alpha1] {
        p = b.fma(x2, p, a);
    }
    let p = b.mulf(x, p);
    let mut q = b.fma(x2, beta6, beta4);
    for a in [beta2, beta0] {
        q = b.fma(x2, q, a);
    }
    let div = b.divf(p, q);
    let res = b.select(tiny_mask, x, div);
    drop(b);
    replace(rw, op, res)
}

// ----- log, log2, log1p -----

/// MLIR's `LogApproximationBase`: Cephes' `logf` (after Julien Pommier's SSE math library),
/// in base 2 when `base2`.
fn log_base(op: OpRef, rw: &mut PatternRewriter<'_>, base2: bool) -> Option<()> {
    let arg = f32_operand(rw.ctx(), op)?;
    let mut b = ShapedBuilder::at_op(rw, op, arg);
    let zero = b.bf32(0.0);
    let one = b.bf32(1.0);
    let neg_half = b.bf32(-0.5);
    let min_norm_pos = b.bbits(0x0080_0000);
    let minus_inf = b.bbits(0xff80_0000);
    let pos_inf = b.bbits(0x7f80_0000);
    let nan = b.bbits(0x7fc0_0000);
    let c = |b: &mut ShapedBuilder<'_>, v: f32| b.bf32(f64::from(v));
    let sqrthf = c(&mut b, 0.707106781186547524);
    let p: Vec<Value> = [
        7.0376836292E-2_f32,
        -1.1514610310E-1,
        1.1676998740E-1,
        -1.2420140846E-1,
        1.4249322787E-1,
        -1.6668057665E-1,
        2.0000714765E-1,
        -2.4999993993E-1,
        3.3333331174E-1,
    ]
    .iter()
    .map(|&v| c(&mut b, v))
    .collect();
    let x = b.max(arg, min_norm_pos);
    let (x, e) = frexp(&mut b, x, true);
    let mask = b.cmpf(F::Olt, x, sqrthf);
    let tmp = b.select(mask, x, zero);
    let x = b.subf(x, one);
    let sel = b.select(mask, one, zero);
    let e = b.subf(e, sel);
    let x = b.addf(x, tmp);
    let x2 = b.mulf(x, x);
    let x3 = b.mulf(x2, x);
    let y0 = b.fma(p[0], x, p[1]);
    let y1 = b.fma(p[3], x, p[4]);
    let y2 = b.fma(p[6], x, p[7]);
    let y0 = b.fma(y0, x, p[2]);
    let y1 = b.fma(y1, x, p[5]);
    let y2 = b.fma(y2, x, p[8]);
    let y0 = b.fma(y0, x3, y1);
    let y0 = b.fma(y0, x3, y2);
    let y0 = b.mulf(y0, x3);
    let y0 = b.fma(neg_half, x2, y0);
    let x = b.addf(x, y0);
    let x = if base2 {
        let log2e = c(&mut b, std::f32::consts::LOG2_E);
        b.fma(x, log2e, e)
    } else {
        let ln2 = c(&mut b, std::f32::consts::LN_2);
        b.fma(e, ln2, x)
    };
    let invalid = b.cmpf(F::Ult, arg, zero);
    let zero_mask = b.cmpf(F::Oeq, arg, zero);
    let pos_inf_mask = b.cmpf(F::Oeq, arg, pos_inf);
    let s = b.select(pos_inf_mask, pos_inf, x);
    let s = b.select(invalid, nan, s);
    let s = b.select(zero_mask, minus_inf, s);
    drop(b);
    replace(rw, op, s)
}

/// MLIR's `LogApproximation`.
fn log(op: OpRef, rw: &mut PatternRewriter<'_>) -> Option<()> {
    log_base(op, rw, false)
}

/// MLIR's `Log2Approximation`.
fn log2(op: OpRef, rw: &mut PatternRewriter<'_>) -> Option<()> {
    log_base(op, rw, true)
}

/// MLIR's `Log1pApproximation`: W. Kahan's `x * log(u) / (u - 1)` with `u = x + 1`.
fn log1p(op: OpRef, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let x = f32_operand(rw.ctx(), op)?;
    let mut b = ShapedBuilder::at_op(rw, op, x);
    let one = b.bf32(1.0);
    let u = b.addf(x, one);
    let u_small = b.cmpf(F::Oeq, u, one);
    let log_u = b.log(u);
    let u_inf = b.cmpf(F::Oeq, u, log_u);
    let u_minus_one = b.subf(u, one);
    let ratio = b.divf(log_u, u_minus_one);
    let log_large = b.mulf(x, ratio);
    let cond = b.ori(u_small, u_inf);
    let r = b.select(cond, x, log_large);
    drop(b);
    replace(rw, op, r)
}

// ----- asin, acos -----

/// The element type of `op`'s operand when it is `f32` or `f16` (what asin, acos and erf
/// approximate directly).
fn f32_or_f16(ctx: &Context, v: Value) -> Option<Type> {
    match float_kind(ctx, ctx.value_type(v))? {
        FloatKind::F32 | FloatKind::F16 => Some(element_type(ctx, ctx.value_type(v))),
        _ => None,
    }
}

/// MLIR's `AsinPolynomialApproximation`: a polynomial on `[-9/16, 9/16]`, the identity
/// `asin(x) = pi/2 - 2 asin(sqrt((1 - x) / 2))` beyond.
fn asin(op: OpRef, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let arg = operand(ctx, op)?;
    let et = f32_or_f16(ctx, arg)?;
    let mut b = ShapedBuilder::at_op(rw, op, arg);
    let abso = b.absf(arg);
    let aa = b.mulf(arg, arg);
    let one = b.bfloat(1.0, et);
    let one_minus = b.subf(one, aa);
    let opp = b.sqrt(one_minus);
    let half = b.bfloat(0.5, et);
    let gt = b.cmpf(F::Ogt, aa, half);
    let x = b.select(gt, opp, abso);
    let s = b.mulf(x, x);
    let q = b.mulf(s, s);
    let mut r = b.bfloat(5.5579749017470502e-2_f64 as f32, et);
    let mut t = b.bfloat(-6.2027913464120114e-2_f64 as f32, et);
    for (rc, tc) in [
        (5.4224464349245036e-2_f64, -1.1326992890324464e-2_f64),
        (1.5268872539397656e-2, 1.0493798473372081e-2),
        (1.4106045900607047e-2, 1.7339776384962050e-2),
        (2.2372961589651054e-2, 3.0381912707941005e-2),
        (4.4642857881094775e-2, 7.4999999991367292e-2),
    ] {
        let c = b.bfloat(rc as f32, et);
        r = b.fma(r, q, c);
        let c = b.bfloat(tc as f32, et);
        t = b.fma(t, q, c);
    }
    let r = b.fma(r, s, t);
    let c = b.bfloat(1.6666666666670193e-1_f64 as f32, et);
    let r = b.fma(r, s, c);
    let t = b.mulf(x, s);
    let r = b.fma(r, t, x);
    let half_pi = b.bfloat(1.57079632679_f64 as f32, et);
    let rsub = b.subf(half_pi, r);
    let r = b.select(gt, rsub, r);
    let r = b.copysign(r, arg);
    drop(b);
    replace(rw, op, r)
}

/// MLIR's `AcosPolynomialApproximation`: `acos` through `asin`, on the ranges where each
/// identity is accurate.
fn acos(op: OpRef, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let arg = operand(ctx, op)?;
    let et = f32_or_f16(ctx, arg)?;
    let mut b = ShapedBuilder::at_op(rw, op, arg);
    let neg_operand = b.negf(arg);
    let zero = b.bfloat(0.0, et);
    let half = b.bfloat(0.5, et);
    let neg_one = b.bfloat(-1.0, et);
    let sel_r = b.cmpf(F::Ogt, arg, zero);
    let r = b.select(sel_r, neg_operand, arg);
    let chk = b.bfloat(-0.5625, et);
    let first_pred = b.cmpf(F::Ogt, r, chk);
    let c1 = b.bfloat(9.3282184640716537e-1_f64 as f32, et);
    let c2 = b.bfloat(1.6839188885261840e+0_f64 as f32, et);
    let asin_r = b.asin(r);
    let true_val = b.fma(c1, c2, asin_r);
    let f = b.fma(half, r, half);
    let f = b.sqrt(f);
    let f = b.asin(f);
    let two = b.bfloat(2.0, et);
    let false_val = b.mulf(two, f);
    let r = b.select(first_pred, true_val, false_val);
    let ge_neg_one = b.cmpf(F::Oge, arg, neg_one);
    let lt_zero = b.cmpf(F::Olt, arg, zero);
    let between = b.andi(ge_neg_one, lt_zero);
    let c1 = b.bfloat(1.8656436928143307e+0_f64 as f32, et);
    let c2 = b.bfloat(1.6839188885261840e+0_f64 as f32, et);
    let neg_r = b.negf(r);
    let true_val = b.fma(c1, c2, neg_r);
    let res = b.select(between, true_val, r);
    drop(b);
    replace(rw, op, res)
}

// ----- erf, erfc -----

/// MLIR's `ErfPolynomialApproximation`: `offset + P(x) / Q(x)` with degree-4 polynomials whose
/// coefficients depend on the interval of `|x|`, odd-extended.
fn erf(op: OpRef, rw: &mut PatternRewriter<'_>) -> Option<()> {
    const PP: [[f32; 5]; 3] = [
        [0.0, 1.12837916222975858e+00, -5.23018562988006470e-01, 2.09741709609267072e-01, 2.58146801602987875e-02],
        [0.0, 1.12750687816789140e+00, -3.64721408487825775e-01, 1.18407396425136952e-01, 3.70645533056476558e-02],
        [
            -3.30093071049483172e-03,
            3.51961938357697011e-03,
            -1.41373622814988039e-03,
            2.53447094961941348e-04,
            -1.71048029455037401e-05,
        ],
    ];
    const QQ: [[f32; 5]; 3] = [
        [1.0, -4.635138185962547255e-01, 5.192301327279782447e-01, -1.318089722204810087e-01, 7.397964654672315005e-02],
        [1.0, -3.27607011824493086e-01, 4.48369090658821977e-01, -8.83462621207857930e-02, 5.72442770283176093e-02],
        [1.0, -2.06069165953913769e+00, 1.62705939945477759e+00, -5.83389859211130017e-01, 8.21908939856640930e-02],
    ];
    const OFFSETS: [f32; 3] = [0.0, 0.0, 1.0];
    const BOUNDS: [f32; 3] = [0.8, 2.0, 3.75];
    let ctx = rw.ctx();
    let arg = operand(ctx, op)?;
    let et = f32_or_f16(ctx, arg)?;
    let mut b = ShapedBuilder::at_op(rw, op, arg);
    let zero = b.bfloat(0.0, et);
    let one = b.bfloat(1.0, et);
    let pp: Vec<Vec<Value>> = PP.iter().map(|row| row.iter().map(|&c| b.bfloat(c, et)).collect()).collect();
    let qq: Vec<Vec<Value>> = QQ.iter().map(|row| row.iter().map(|&c| b.bfloat(c, et)).collect()).collect();
    let offsets: Vec<Value> = OFFSETS.iter().map(|&c| b.bfloat(c, et)).collect();
    let bounds: Vec<Value> = BOUNDS.iter().map(|&c| b.bfloat(c, et)).collect();
    let is_negative = b.cmpf(F::Olt, arg, zero);
    let neg_arg = b.negf(arg);
    let x = b.select(is_negative, neg_arg, arg);
    let mut offset = offsets[0];
    let mut p = pp[0].clone();
    let mut q = qq[0].clone();
    for j in 0..2 {
        let less = b.cmpf(F::Olt, x, bounds[j]);
        for i in 0..5 {
            p[i] = b.select(less, p[i], pp[j + 1][i]);
            q[i] = b.select(less, q[i], qq[j + 1][i]);
        }
        offset = b.select(less, offset, offsets[j + 1]);
    }
    let less_last = b.cmpf(F::Ult, x, bounds[2]);
    let p_poly = b.polynomial(&p, x);
    let q_poly = b.polynomial(&q, x);
    let rational = b.divf(p_poly, q_poly);
    let formula = b.addf(offset, rational);
    let formula = b.select(less_last, formula, one);
    let neg_formula = b.negf(formula);
    let res = b.select(is_negative, neg_formula, formula);
    drop(b);
    replace(rw, op, res)
}

/// MLIR's `ErfcPolynomialApproximation`: a degree-9 polynomial in `(x - 2) / (x + 2)` times
/// `exp(-x^2)`, with the tails and the sign handled apart.
fn erfc(op: OpRef, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let x = operand(ctx, op)?;
    if !is_f32(ctx, ctx.value_type(x)) {
        return None;
    }
    let et = element_type(ctx, ctx.value_type(x));
    let mut b = ShapedBuilder::at_op(rw, op, x);
    let true_value = {
        let t = b.bool_cst(true);
        b.bcast(t)
    };
    let zero = b.bfloat(0.0, et);
    let one = b.bfloat(1.0, et);
    let onehalf = b.bfloat(0.5, et);
    let neg4 = b.bfloat(-4.0, et);
    let neg2 = b.bfloat(-2.0, et);
    let pos2 = b.bfloat(2.0, et);
    let pos_inf = b.bbits(0x7f80_0000);
    let clamp_val = b.bfloat(10.054_687_5, et);
    let a = b.absf(x);
    let p = b.addf(a, pos2);
    let r = b.divf(one, p);
    let q = b.fma(neg4, r, one);
    let q_plus_one = b.addf(q, one);
    let t = b.fma(q_plus_one, neg2, a);
    let neg_a = b.negf(a);
    let e = b.fma(neg_a, q, t);
    let q = b.fma(r, e, q);
    let mut p = b.bfloat(hex_f32(true, 0x1a4_a000, -12), et);
    for (neg, bits, exp) in [
        (true, 0x142_a260, -10),
        (false, 0x158_5714, -10),
        (false, 0x11a_dcc4, -7),
        (true, 0x108_1b82, -7),
        (true, 0x1bc_0b6a, -5),
        (false, 0x14f_fc46, -3),
        (true, 0x154_0840, -3),
        (true, 0x17b_f616, -4),
        (false, 0x11b_a03a, -2),
    ] {
        let c = b.bfloat(hex_f32(neg, bits, exp), et);
        p = b.fma(p, q, c);
    }
    let d = b.fma(pos2, a, one);
    let r = b.divf(one, d);
    let q = b.fma(p, r, r);
    let negfa = b.negf(a);
    let fmaqah = b.fma(q, negfa, onehalf);
    let psubq = b.subf(p, q);
    let e = b.fma(fmaqah, pos2, psubq);
    let r = b.fma(e, r, q);
    let s = b.mulf(a, a);
    let neg_s = b.negf(s);
    let e = b.exp(neg_s);
    let neg_a = b.negf(a);
    let t = b.fma(neg_a, a, s);
    let re = b.mulf(r, e);
    let ret = b.mulf(re, t);
    let r = b.fma(r, e, ret);
    let lt_inf = b.cmpf(F::Olt, a, pos_inf);
    let not_lt_inf = b.xori(lt_inf, true_value);
    let x2 = b.addf(x, x);
    let r = b.select(not_lt_inf, x2, r);
    let gt_clamp = b.cmpf(F::Ogt, a, clamp_val);
    let r = b.select(gt_clamp, zero, r);
    let is_negative = b.cmpf(F::Olt, x, zero);
    let two_minus = b.subf(pos2, r);
    let r = b.select(is_negative, two_minus, r);
    drop(b);
    replace(rw, op, r)
}

// ----- exp, expm1 -----

/// MLIR's `clampWithNormals`: `value` clamped to `[lower, upper]` with `uge`/`ule` selects.
fn clamp_with_normals(b: &mut ShapedBuilder<'_>, value: Value, lower: f32, upper: f32) -> Value {
    let bound = b.bf32(f64::from(lower));
    let c = b.cmpf(F::Uge, value, bound);
    let value = b.select(c, value, bound);
    let bound = b.bf32(f64::from(upper));
    let c = b.cmpf(F::Ule, value, bound);
    b.select(c, value, bound)
}

/// MLIR's `ExpApproximation`: Cephes' `expf`, `e^x = e^a * 2^n` with `n = round(x / ln 2)`
/// clamped to the normal exponents and a polynomial for `e^a`.
fn exp(op: OpRef, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let arg = operand(ctx, op)?;
    if !is_f32(ctx, ctx.result_types(op).next()?) {
        return None;
    }
    let mut b = ShapedBuilder::at_op(rw, op, arg);
    let c = |b: &mut ShapedBuilder<'_>, v: f32| b.bf32(f64::from(v));
    let half = c(&mut b, 0.5);
    let one = c(&mut b, 1.0);
    let log2ef = c(&mut b, 1.44269504088896341);
    let c1 = c(&mut b, -0.693359375);
    let c2 = c(&mut b, 2.12194440e-4);
    let p: Vec<Value> =
        [1.9875691500E-4_f32, 1.3981999507E-3, 8.3334519073E-3, 4.1665795894E-2, 1.6666665459E-1, 5.0000001201E-1]
            .iter()
            .map(|&v| c(&mut b, v))
            .collect();
    let x = clamp_with_normals(&mut b, arg, -87.8, 88.8);
    let t = b.fma(x, log2ef, half);
    let n = b.floor(t);
    let n = clamp_with_normals(&mut b, n, -127.0, 127.0);
    let x = b.fma(c1, n, x);
    let x = b.fma(c2, n, x);
    let mut z = b.fma(x, p[0], p[1]);
    for &pc in &p[2..] {
        z = b.fma(z, x, pc);
    }
    let xx = b.mulf(x, x);
    let z = b.fma(z, xx, x);
    let z = b.addf(one, z);
    let i32_type = b.i32_type();
    let i32_vec = b.shaped(i32_type);
    let n_i32 = b.fptosi(n, i32_vec);
    let pow2 = exp2_i32(&mut b, n_i32);
    let ret = b.mulf(z, pow2);
    drop(b);
    replace(rw, op, ret)
}

/// MLIR's `ExpM1Approximation`: `(u - 1) * x / log(u)` with `u = exp(x)`, with the cases near
/// `0`, `-inf` and `+inf` handled apart.
fn expm1(op: OpRef, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let x = f32_operand(rw.ctx(), op)?;
    let mut b = ShapedBuilder::at_op(rw, op, x);
    let one = b.bf32(1.0);
    let neg_one = b.bf32(-1.0);
    let u = b.exp(x);
    let u_eq_one_or_nan = b.cmpf(F::Ueq, u, one);
    let u_minus_one = b.subf(u, one);
    let u_minus_one_eq_neg_one = b.cmpf(F::Oeq, u_minus_one, neg_one);
    let log_u = b.log(u);
    let is_inf = b.cmpf(F::Oeq, log_u, u);
    let ratio = b.divf(x, log_u);
    let expm1 = b.mulf(u_minus_one, ratio);
    let expm1 = b.select(is_inf, u, expm1);
    let inner = b.select(u_minus_one_eq_neg_one, neg_one, expm1);
    let r = b.select(u_eq_one_or_nan, x, inner);
    drop(b);
    replace(rw, op, r)
}

// ----- sin, cos -----

/// MLIR's `SinAndCosApproximation`: the argument reduced to `[0, pi/2)` by a multiple `k` of
/// `pi/2`, then the sine or cosine polynomial of the remainder, chosen and signed by `k mod 4`.
fn sin_cos(op: OpRef, rw: &mut PatternRewriter<'_>, is_sine: bool) -> Option<()> {
    let x = f32_operand(rw.ctx(), op)?;
    let mut b = ShapedBuilder::at_op(rw, op, x);
    let c = |b: &mut ShapedBuilder<'_>, v: f32| b.bf32(f64::from(v));
    let i32_type = b.i32_type();
    let i32_vec = b.shaped(i32_type);
    let two_over_pi = c(&mut b, std::f32::consts::FRAC_2_PI);
    let pi_over_two = c(&mut b, std::f32::consts::FRAC_PI_2);
    let scaled = b.mulf(x, two_over_pi);
    let k = b.floor(scaled);
    let kp = b.mulf(k, pi_over_two);
    let y = b.subf(x, kp);
    let one = c(&mut b, 1.0);
    let neg_one = c(&mut b, -1.0);
    let sc: Vec<Value> = [
        -0.16666667163372039794921875_f32,
        8.333347737789154052734375e-3,
        -1.9842604524455964565277099609375e-4,
        2.760012648650445044040679931640625e-6,
        -2.50293279435709337121807038784027099609375e-8,
    ]
    .iter()
    .map(|&v| c(&mut b, v))
    .collect();
    let cc: Vec<Value> = [
        -0.5_f32,
        4.166664183139801025390625e-2,
        -1.388833043165504932403564453125e-3,
        2.47562347794882953166961669921875e-5,
        -2.59630184018533327616751194000244140625e-7,
    ]
    .iter()
    .map(|&v| c(&mut b, v))
    .collect();
    let k_i = b.fptosi(k, i32_vec);
    let three = b.bi32(3);
    let k_mod4 = b.andi(k_i, three);
    let mut kr = Vec::with_capacity(4);
    for i in 0..4 {
        let ci = b.bi32(i);
        kr.push(b.cmpi(I::Eq, k_mod4, ci));
    }
    let (sin_use_cos, negative_range) = if is_sine {
        let s = b.ori(kr[1], kr[3]);
        let one_i = b.bi32(1);
        let n = b.cmpi(I::Sgt, k_mod4, one_i);
        (s, n)
    } else {
        let s = b.ori(kr[0], kr[2]);
        let n = b.ori(kr[1], kr[2]);
        (s, n)
    };
    let y2 = b.mulf(y, y);
    let base = b.select(sin_use_cos, one, y);
    let coeffs: Vec<Value> = cc.iter().zip(&sc).map(|(&cv, &sv)| b.select(sin_use_cos, cv, sv)).collect();
    let v1 = b.fma(y2, coeffs[4], coeffs[3]);
    let v2 = b.fma(y2, v1, coeffs[2]);
    let v3 = b.fma(y2, v2, coeffs[1]);
    let v4 = b.fma(y2, v3, coeffs[0]);
    let v5 = b.fma(y2, v4, one);
    let v6 = b.mulf(base, v5);
    let neg = b.mulf(neg_one, v6);
    let r = b.select(negative_range, neg, v6);
    drop(b);
    replace(rw, op, r)
}

/// MLIR's `SinAndCosApproximation<true>`.
fn sin(op: OpRef, rw: &mut PatternRewriter<'_>) -> Option<()> {
    sin_cos(op, rw, true)
}

/// MLIR's `SinAndCosApproximation<false>`.
fn cos(op: OpRef, rw: &mut PatternRewriter<'_>) -> Option<()> {
    sin_cos(op, rw, false)
}

// ----- cbrt -----

/// MLIR's `CbrtApproximation`: the cube root estimated by integer operations on the float's
/// bits (Hacker's Delight), refined by two Newton steps.
fn cbrt(op: OpRef, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let arg = f32_operand(rw.ctx(), op)?;
    let mut b = ShapedBuilder::at_op(rw, op, arg);
    let f32_type = b.f32_type();
    let float_ty = b.shaped(f32_type);
    let i32_type = b.i32_type();
    let int_ty = b.shaped(i32_type);
    let int_two = b.bi32(2);
    let int_four = b.bi32(4);
    let int_eight = b.bi32(8);
    let int_magic = b.bi32(0x2a51_37a0);
    let fp_third = b.bf32(f64::from(0.33333333_f32));
    let fp_two = b.bf32(2.0);
    let fp_zero = b.bf32(0.0);
    let abs = b.absf(arg);
    let int_value = b.bitcast(abs, int_ty);
    let by4 = b.shrsi(int_value, int_two);
    let by16 = b.shrsi(int_value, int_four);
    let int_value = b.addi(by4, by16);
    let by16 = b.shrsi(int_value, int_four);
    let int_value = b.addi(int_value, by16);
    let by256 = b.shrsi(int_value, int_eight);
    let int_value = b.addi(int_value, by256);
    let int_value = b.addi(int_value, int_magic);
    let mut fv = b.bitcast(int_value, float_ty);
    for _ in 0..2 {
        let squared = b.mulf(fv, fv);
        let mul_two = b.mulf(fv, fp_two);
        let div_squared = b.divf(abs, squared);
        let sum = b.addf(mul_two, div_squared);
        fv = b.mulf(sum, fp_third);
    }
    let is_zero = b.cmpf(F::Oeq, abs, fp_zero);
    let fv = b.select(is_zero, fp_zero, fv);
    let r = b.copysign(fv, arg);
    drop(b);
    replace(rw, op, r)
}

// ----- pattern sets and the test pass -----

/// MLIR's `populateMathF32ExpansionPatterns` for the ops `predicate` accepts.
pub fn f32_expansion_patterns(predicate: impl Fn(&str) -> bool) -> Vec<Box<dyn RewritePattern>> {
    let all = [
        math::AcosOp::NAME,
        math::AcoshOp::NAME,
        math::AsinOp::NAME,
        math::AsinhOp::NAME,
        math::AtanOp::NAME,
        math::Atan2Op::NAME,
        math::AtanhOp::NAME,
        math::CbrtOp::NAME,
        math::CosOp::NAME,
        math::CoshOp::NAME,
        math::ErfOp::NAME,
        math::ErfcOp::NAME,
        math::ExpOp::NAME,
        math::Exp2Op::NAME,
        math::ExpM1Op::NAME,
        math::LogOp::NAME,
        math::Log10Op::NAME,
        math::Log1pOp::NAME,
        math::Log2Op::NAME,
        math::PowFOp::NAME,
        math::RsqrtOp::NAME,
        math::SinOp::NAME,
        math::SinhOp::NAME,
        math::SqrtOp::NAME,
        math::TanOp::NAME,
        math::TanhOp::NAME,
    ];
    all.into_iter()
        .filter(|n| predicate(n))
        .map(|root| {
            Box::new(Expansion { root, name: "ReuseF32Expansion", rewrite: reuse_f32, tensors: true })
                as Box<dyn RewritePattern>
        })
        .collect()
}

/// MLIR's `populateMathPolynomialApproximationPatterns` for the ops `predicate` accepts
/// (`math.rsqrt`'s needs the x86vector dialect and is not among them).
pub fn polynomial_approximation_patterns(predicate: impl Fn(&str) -> bool) -> Vec<Box<dyn RewritePattern>> {
    let all = [
        expansion::<math::AcosOp>("AcosPolynomialApproximation", acos),
        expansion::<math::AsinOp>("AsinPolynomialApproximation", asin),
        expansion::<math::AtanOp>("AtanApproximation", atan),
        expansion::<math::Atan2Op>("Atan2Approximation", atan2),
        expansion::<math::CbrtOp>("CbrtApproximation", cbrt),
        expansion::<math::CosOp>("CosApproximation", cos),
        expansion::<math::ErfOp>("ErfPolynomialApproximation", erf),
        expansion::<math::ErfcOp>("ErfcPolynomialApproximation", erfc),
        expansion::<math::ExpOp>("ExpApproximation", exp),
        expansion::<math::ExpM1Op>("ExpM1Approximation", expm1),
        expansion::<math::LogOp>("LogApproximation", log),
        expansion::<math::Log2Op>("Log2Approximation", log2),
        expansion::<math::Log1pOp>("Log1pApproximation", log1p),
        expansion::<math::SinOp>("SinApproximation", sin),
        expansion::<math::TanhOp>("TanhApproximation", tanh),
    ];
    all.into_iter().filter(|p| p.root().is_some_and(&predicate)).collect()
}

/// The ops MLIR's default approximation options expand through `f32`.
const F32_EXPANDED: [&str; 13] = [
    math::AtanOp::NAME,
    math::Atan2Op::NAME,
    math::TanhOp::NAME,
    math::LogOp::NAME,
    math::Log2Op::NAME,
    math::Log1pOp::NAME,
    math::ErfOp::NAME,
    math::ErfcOp::NAME,
    math::ExpOp::NAME,
    math::ExpM1Op::NAME,
    math::CbrtOp::NAME,
    math::SinOp::NAME,
    math::CosOp::NAME,
];

/// The ops MLIR's default approximation options approximate.
const APPROXIMATED: [&str; 15] = [
    math::AtanOp::NAME,
    math::Atan2Op::NAME,
    math::TanhOp::NAME,
    math::LogOp::NAME,
    math::Log2Op::NAME,
    math::Log1pOp::NAME,
    math::ErfOp::NAME,
    math::ErfcOp::NAME,
    math::AsinOp::NAME,
    math::AcosOp::NAME,
    math::ExpOp::NAME,
    math::ExpM1Op::NAME,
    math::CbrtOp::NAME,
    math::SinOp::NAME,
    math::CosOp::NAME,
];

/// MLIR's `populateMathPolynomialApproximationPatterns(patterns, options)` with the default
/// options (no AVX2): the `f32` fallbacks, then the approximations.
pub fn default_approximation_patterns() -> Vec<Box<dyn RewritePattern>> {
    let mut v = f32_expansion_patterns(|n| F32_EXPANDED.contains(&n));
    v.extend(polynomial_approximation_patterns(|n| APPROXIMATED.contains(&n)));
    v
}

/// MLIR's `test-math-polynomial-approximation` pass: the default approximation patterns with
/// the greedy driver. `enable-avx2` (the `math.rsqrt` approximation through the x86vector
/// dialect's `rsqrt`) is accepted as an option and refused when set: oxir has no x86vector.
#[derive(Clone, Default)]
pub struct TestMathPolynomialApproximation {
    enable_avx2: bool,
}

impl Pass for TestMathPolynomialApproximation {
    fn name(&self) -> &'static str {
        "TestMathPolynomialApproximationPass"
    }
    fn argument(&self) -> &'static str {
        "test-math-polynomial-approximation"
    }
    fn description(&self) -> &'static str {
        "Test math polynomial approximations"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        if self.enable_avx2 {
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                "test-math-polynomial-approximation: enable-avx2 needs the x86vector dialect, which oxir does not have",
            ));
        }
        let patterns = FrozenPatternSet::new(default_approximation_patterns());
        let config = GreedyConfig::mlir_default();
        apply_patterns_greedily(ctx, op, &patterns, &config)?;
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "enable-avx2" => self.enable_avx2 = super::parse_flag(key, value)?,
            _ => return Err(format!("no such option '{key}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(&'static str, oxir::pass::options::OptionValue)> {
        vec![("enable-avx2", oxir::pass::options::OptionValue::Bool(self.enable_avx2))]
    }
}
