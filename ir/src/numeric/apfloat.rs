//! Floating-point values in any of MLIR's builtin float formats, with LLVM
//! `APFloat`-exact rounding, conversion and text formatting.
//!
//! Values are kept in LLVM's unpacked form (category, sign, exponent,
//! significand) so that every operation rounds exactly as LLVM does; the
//! IEEE-style bit pattern is available through [`APFloat::to_bits`] and
//! [`APFloat::from_bits`]. All significands fit in a `u128` (the widest
//! format, `f128`, has 113 bits of precision).

use super::apint::{words, APInt};
use smallvec::SmallVec;
use std::cmp::Ordering;
use std::fmt;

// ---------------------------------------------------------------------------
// Semantics
// ---------------------------------------------------------------------------

/// How a format represents infinities and NaNs (LLVM's `fltNonfiniteBehavior`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NonFiniteBehavior {
    /// IEEE 754: all-ones exponent is Inf (zero mantissa) or NaN.
    Ieee754,
    /// No infinity; overflow and Inf-producing operations give NaN.
    NanOnly,
    /// Neither infinity nor NaN exist.
    FiniteOnly,
}

/// How NaN is encoded (LLVM's `fltNanEncoding`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NanEncoding {
    /// All-ones exponent with a nonzero mantissa.
    Ieee,
    /// All-ones exponent and mantissa only.
    AllOnes,
    /// The negative-zero bit pattern (sign bit set, rest zero).
    NegativeZero,
}

/// One of MLIR's builtin floating-point types, i.e. an LLVM `fltSemantics`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatSemantics {
    /// `f16`: IEEE half precision.
    F16,
    /// `bf16`: bfloat16.
    BF16,
    /// `f32`: IEEE single precision.
    F32,
    /// `f64`: IEEE double precision.
    F64,
    /// `f80`: x87 double extended (explicit integer bit).
    F80,
    /// `f128`: IEEE quad precision.
    F128,
    /// `tf32`: NVIDIA TensorFloat-32 (19 bits: 1+8+10).
    TF32,
    /// `f8E5M2`: IEEE-like 8-bit float.
    F8E5M2,
    /// `f8E4M3`: IEEE-like 8-bit float.
    F8E4M3,
    /// `f8E4M3FN`: no infinity, NaN only with all-ones exponent and mantissa.
    F8E4M3FN,
    /// `f8E5M2FNUZ`: no infinity, no negative zero, NaN is 0x80.
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`: no infinity, no negative zero, NaN is 0x80.
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`: like `f8E4M3FNUZ` with exponent bias 11.
    F8E4M3B11FNUZ,
    /// `f8E3M4`: IEEE-like 8-bit float.
    F8E3M4,
    /// `f8E8M0FNU`: exponent only, unsigned, no zero, NaN 0xFF.
    F8E8M0FNU,
    /// `f6E2M3FN`: finite only.
    F6E2M3FN,
    /// `f6E3M2FN`: finite only.
    F6E3M2FN,
    /// `f4E2M1FN`: finite only.
    F4E2M1FN,
}

/// Internal description of a format (LLVM's `fltSemantics` struct); also
/// used for the temporary wider formats some algorithms need.
#[derive(Clone, Copy, Debug)]
struct Params {
    max_exp: i32,
    min_exp: i32,
    precision: u32,
    size: u32,
    nonfinite: NonFiniteBehavior,
    nan: NanEncoding,
    has_zero: bool,
    signed: bool,
    x87: bool,
    e8m0: bool,
}

const fn params(max_exp: i32, min_exp: i32, precision: u32, size: u32) -> Params {
    Params {
        max_exp,
        min_exp,
        precision,
        size,
        nonfinite: NonFiniteBehavior::Ieee754,
        nan: NanEncoding::Ieee,
        has_zero: true,
        signed: true,
        x87: false,
        e8m0: false,
    }
}

const fn nan_only(mut p: Params, nan: NanEncoding) -> Params {
    p.nonfinite = NonFiniteBehavior::NanOnly;
    p.nan = nan;
    p
}

const fn finite_only(mut p: Params) -> Params {
    p.nonfinite = NonFiniteBehavior::FiniteOnly;
    p
}

impl FloatSemantics {
    /// Every supported format, in declaration order.
    pub const ALL: [FloatSemantics; 18] = [
        FloatSemantics::F16,
        FloatSemantics::BF16,
        FloatSemantics::F32,
        FloatSemantics::F64,
        FloatSemantics::F80,
        FloatSemantics::F128,
        FloatSemantics::TF32,
        FloatSemantics::F8E5M2,
        FloatSemantics::F8E4M3,
        FloatSemantics::F8E4M3FN,
        FloatSemantics::F8E5M2FNUZ,
        FloatSemantics::F8E4M3FNUZ,
        FloatSemantics::F8E4M3B11FNUZ,
        FloatSemantics::F8E3M4,
        FloatSemantics::F8E8M0FNU,
        FloatSemantics::F6E2M3FN,
        FloatSemantics::F6E3M2FN,
        FloatSemantics::F4E2M1FN,
    ];

    fn params(self) -> Params {
        use FloatSemantics::*;
        match self {
            F16 => params(15, -14, 11, 16),
            BF16 => params(127, -126, 8, 16),
            F32 => params(127, -126, 24, 32),
            F64 => params(1023, -1022, 53, 64),
            F80 => {
                let mut p = params(16383, -16382, 64, 80);
                p.x87 = true;
                p
            }
            F128 => params(16383, -16382, 113, 128),
            TF32 => params(127, -126, 11, 19),
            F8E5M2 => params(15, -14, 3, 8),
            F8E4M3 => params(7, -6, 4, 8),
            F8E4M3FN => nan_only(params(8, -6, 4, 8), NanEncoding::AllOnes),
            F8E5M2FNUZ => nan_only(params(15, -15, 3, 8), NanEncoding::NegativeZero),
            F8E4M3FNUZ => nan_only(params(7, -7, 4, 8), NanEncoding::NegativeZero),
            F8E4M3B11FNUZ => nan_only(params(4, -10, 4, 8), NanEncoding::NegativeZero),
            F8E3M4 => params(3, -2, 5, 8),
            F8E8M0FNU => {
                let mut p = nan_only(params(127, -127, 1, 8), NanEncoding::AllOnes);
                p.has_zero = false;
                p.signed = false;
                p.e8m0 = true;
                p
            }
            F6E2M3FN => finite_only(params(2, 0, 4, 6)),
            F6E3M2FN => finite_only(params(4, -2, 3, 6)),
            F4E2M1FN => finite_only(params(2, 0, 2, 4)),
        }
    }

    /// The MLIR type keyword, e.g. `"f32"` or `"f8E4M3FN"`.
    pub fn mlir_name(self) -> &'static str {
        use FloatSemantics::*;
        match self {
            F16 => "f16",
            BF16 => "bf16",
            F32 => "f32",
            F64 => "f64",
            F80 => "f80",
            F128 => "f128",
            TF32 => "tf32",
            F8E5M2 => "f8E5M2",
            F8E4M3 => "f8E4M3",
            F8E4M3FN => "f8E4M3FN",
            F8E5M2FNUZ => "f8E5M2FNUZ",
            F8E4M3FNUZ => "f8E4M3FNUZ",
            F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            F8E3M4 => "f8E3M4",
            F8E8M0FNU => "f8E8M0FNU",
            F6E2M3FN => "f6E2M3FN",
            F6E3M2FN => "f6E3M2FN",
            F4E2M1FN => "f4E2M1FN",
        }
    }

    /// The format named by an MLIR type keyword, if any.
    pub fn from_mlir_name(name: &str) -> Option<FloatSemantics> {
        FloatSemantics::ALL.iter().copied().find(|s| s.mlir_name() == name)
    }

    /// Total storage width in bits.
    pub fn bit_width(self) -> u32 {
        self.params().size
    }
    /// Significand bits including the integer bit.
    pub fn precision(self) -> u32 {
        self.params().precision
    }
    /// Whether every value of `self` is a value of `other`: LLVM's
    /// `APFloatBase::isRepresentableBy` (a wider or equal exponent range and precision).
    pub fn is_representable_by(self, other: FloatSemantics) -> bool {
        self.max_exponent() <= other.max_exponent()
            && self.min_exponent() >= other.min_exponent()
            && self.precision() <= other.precision()
    }
    /// Largest `e` such that `2^e` is representable.
    pub fn max_exponent(self) -> i32 {
        self.params().max_exp
    }
    /// Smallest `e` such that `2^e` is a normal number.
    pub fn min_exponent(self) -> i32 {
        self.params().min_exp
    }
    /// How infinities and NaNs are represented.
    pub fn non_finite_behavior(self) -> NonFiniteBehavior {
        self.params().nonfinite
    }
    /// How NaN is encoded.
    pub fn nan_encoding(self) -> NanEncoding {
        self.params().nan
    }
    /// Whether the format has infinities.
    pub fn has_infinity(self) -> bool {
        self.params().nonfinite == NonFiniteBehavior::Ieee754
    }
    /// Whether the format has NaN.
    pub fn has_nan(self) -> bool {
        self.params().nonfinite != NonFiniteBehavior::FiniteOnly
    }
    /// Whether the format has neither infinity nor NaN.
    pub fn is_finite_only(self) -> bool {
        self.params().nonfinite == NonFiniteBehavior::FiniteOnly
    }
    /// Whether zero is representable.
    pub fn has_zero(self) -> bool {
        self.params().has_zero
    }
    /// Whether negative values are representable.
    pub fn has_signed_repr(self) -> bool {
        self.params().signed
    }
    /// Whether negative zero is distinct from zero.
    pub fn has_signed_zero(self) -> bool {
        let p = self.params();
        p.has_zero && p.signed && p.nan != NanEncoding::NegativeZero
    }
    /// Whether the integer bit of the significand is stored explicitly (x87 `f80`).
    pub fn has_explicit_integer_bit(self) -> bool {
        self.params().x87
    }
    /// Whether this is an IEEE-754 interchange-like format (f16, bf16, f32, f64, f128, f80).
    pub fn is_ieee_like(self) -> bool {
        use FloatSemantics::*;
        matches!(self, F16 | BF16 | F32 | F64 | F80 | F128)
    }
}

impl fmt::Display for FloatSemantics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.mlir_name())
    }
}

// ---------------------------------------------------------------------------
// Status, rounding, categories
// ---------------------------------------------------------------------------

/// IEEE exception flags reported by an operation (LLVM's `opStatus`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct OpStatus(pub u8);

impl OpStatus {
    /// Exact result.
    pub const OK: OpStatus = OpStatus(0);
    /// Invalid operation (e.g. `inf - inf`, out-of-range integer conversion).
    pub const INVALID_OP: OpStatus = OpStatus(1);
    /// Division of a finite nonzero value by zero.
    pub const DIV_BY_ZERO: OpStatus = OpStatus(2);
    /// The rounded result overflowed.
    pub const OVERFLOW: OpStatus = OpStatus(4);
    /// The result was tiny and inexact.
    pub const UNDERFLOW: OpStatus = OpStatus(8);
    /// The result was rounded.
    pub const INEXACT: OpStatus = OpStatus(16);

    /// Whether every flag of `other` is set in `self`.
    pub fn contains(self, other: OpStatus) -> bool {
        self.0 & other.0 == other.0
    }
    /// Whether no flag is set.
    pub fn is_ok(self) -> bool {
        self.0 == 0
    }
}

impl std::ops::BitOr for OpStatus {
    type Output = OpStatus;
    fn bitor(self, rhs: OpStatus) -> OpStatus {
        OpStatus(self.0 | rhs.0)
    }
}

impl std::ops::BitOrAssign for OpStatus {
    fn bitor_assign(&mut self, rhs: OpStatus) {
        self.0 |= rhs.0;
    }
}

/// IEEE rounding modes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum RoundingMode {
    /// Round to nearest, ties to even (the default).
    #[default]
    NearestTiesToEven,
    /// Round toward +infinity.
    TowardPositive,
    /// Round toward -infinity.
    TowardNegative,
    /// Round toward zero (truncate).
    TowardZero,
    /// Round to nearest, ties away from zero.
    NearestTiesToAway,
}

/// The class of a floating-point value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatCategory {
    /// Positive or negative infinity.
    Infinity,
    /// Not a number.
    NaN,
    /// A finite nonzero value (normal or subnormal).
    Normal,
    /// Positive or negative zero.
    Zero,
}

/// Result of comparing two floats (LLVM's `cmpResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpResult {
    /// Left is smaller.
    LessThan,
    /// Values are equal (`+0 == -0`).
    Equal,
    /// Left is larger.
    GreaterThan,
    /// At least one operand is NaN.
    Unordered,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lost {
    ExactlyZero,
    LessThanHalf,
    ExactlyHalf,
    MoreThanHalf,
}

fn combine_lost(more: Lost, less: Lost) -> Lost {
    if less != Lost::ExactlyZero {
        if more == Lost::ExactlyZero {
            return Lost::LessThanHalf;
        } else if more == Lost::ExactlyHalf {
            return Lost::MoreThanHalf;
        }
    }
    more
}

fn mask(n: u32) -> u128 {
    if n >= 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    }
}

fn shl(x: u128, n: u32) -> u128 {
    if n >= 128 {
        0
    } else {
        x << n
    }
}

fn shr(x: u128, n: u64) -> u128 {
    if n >= 128 {
        0
    } else {
        x >> n
    }
}

fn bit128(x: u128, i: u64) -> bool {
    i < 128 && (x >> i) & 1 == 1
}

/// One-based index of the highest set bit (0 for zero).
fn omsb(x: u128) -> u32 {
    128 - x.leading_zeros()
}

fn lost_through_truncation(x: u128, bits: u64) -> Lost {
    if x == 0 || bits <= x.trailing_zeros() as u64 {
        return Lost::ExactlyZero;
    }
    let lsb = x.trailing_zeros() as u64;
    if bits == lsb + 1 {
        return Lost::ExactlyHalf;
    }
    if bits <= 128 && bit128(x, bits - 1) {
        return Lost::MoreThanHalf;
    }
    Lost::LessThanHalf
}

fn lost_through_truncation_words(w: &[u64], bits: u64) -> Lost {
    let lsb = match words::trailing_zeros(w) {
        None => return Lost::ExactlyZero,
        Some(l) => l,
    };
    if bits <= lsb {
        return Lost::ExactlyZero;
    }
    if bits == lsb + 1 {
        return Lost::ExactlyHalf;
    }
    if words::bit(w, bits - 1) {
        return Lost::MoreThanHalf;
    }
    Lost::LessThanHalf
}

/// Extracts `count` (<= 128) bits of `w` starting at bit `start`.
fn extract_bits(w: &[u64], start: u64, count: u32) -> u128 {
    let mut r: u128 = 0;
    for i in (0..count as u64).rev() {
        r = (r << 1) | words::bit(w, start + i) as u128;
    }
    r
}

fn u128_words(x: u128) -> [u64; 2] {
    [x as u64, (x >> 64) as u64]
}

// ---------------------------------------------------------------------------
// The unpacked representation and LLVM's IEEEFloat algorithms
// ---------------------------------------------------------------------------

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Raw {
    cat: FloatCategory,
    sign: bool,
    exp: i32,
    sig: u128,
}

const EXP_CLAMP: i64 = 1 << 28;

fn clamp_exp(e: i64) -> i32 {
    e.clamp(-EXP_CLAMP, EXP_CLAMP) as i32
}

impl Params {
    fn exponent_zero(&self) -> i32 {
        self.min_exp - 1
    }
    fn exponent_inf(&self) -> i32 {
        self.max_exp + 1
    }
    fn exponent_nan(&self) -> i32 {
        if self.nonfinite == NonFiniteBehavior::NanOnly {
            if self.nan == NanEncoding::NegativeZero {
                return self.exponent_zero();
            }
            if self.signed {
                return self.max_exp;
            }
        }
        self.max_exp + 1
    }
    fn nan_only_all_ones(&self) -> bool {
        self.nonfinite == NonFiniteBehavior::NanOnly && self.nan == NanEncoding::AllOnes
    }
}

impl Raw {
    fn zero(p: &Params, sign: bool) -> Raw {
        let mut r = Raw { cat: FloatCategory::Zero, sign, exp: p.exponent_zero(), sig: 0 };
        if p.nan == NanEncoding::NegativeZero {
            r.sign = false;
        }
        if !p.has_zero {
            r.make_smallest_normalized(p, false);
        }
        r
    }

    fn is_finite_nonzero(&self) -> bool {
        self.cat == FloatCategory::Normal
    }

    fn canonicalize(&mut self, p: &Params) {
        match self.cat {
            FloatCategory::Zero => {
                self.exp = p.exponent_zero();
                self.sig = 0;
            }
            FloatCategory::Infinity => {
                self.exp = p.exponent_inf();
                self.sig = 0;
            }
            _ => {}
        }
    }

    fn set_zero_category(&mut self, p: &Params) {
        self.cat = FloatCategory::Zero;
        if p.nan == NanEncoding::NegativeZero {
            self.sign = false;
        }
        if !p.has_zero {
            self.make_smallest_normalized(p, false);
        }
        self.canonicalize(p);
    }

    fn make_smallest_normalized(&mut self, p: &Params, neg: bool) {
        self.cat = FloatCategory::Normal;
        self.sign = neg;
        self.exp = p.min_exp;
        self.sig = 1u128 << (p.precision - 1);
    }

    fn make_smallest(&mut self, p: &Params, neg: bool) {
        self.cat = FloatCategory::Normal;
        self.sign = neg;
        self.exp = p.min_exp;
        self.sig = 1;
    }

    fn make_largest(&mut self, p: &Params, neg: bool) {
        self.cat = FloatCategory::Normal;
        self.sign = neg;
        self.exp = p.max_exp;
        self.sig = mask(p.precision);
        if p.nan_only_all_ones() && p.precision > 1 {
            self.sig &= !1;
        }
    }

    fn make_inf(&mut self, p: &Params, neg: bool) {
        if p.nonfinite == NonFiniteBehavior::NanOnly {
            self.make_nan(p, false, neg, None);
            return;
        }
        self.cat = FloatCategory::Infinity;
        self.sign = neg;
        self.exp = p.exponent_inf();
        self.sig = 0;
    }

    fn make_nan(&mut self, p: &Params, snan: bool, neg: bool, fill: Option<u128>) {
        let mut snan = snan;
        let mut fill = fill;
        self.cat = FloatCategory::NaN;
        self.sign = neg;
        self.exp = p.exponent_nan();
        if p.nonfinite == NonFiniteBehavior::NanOnly {
            snan = false;
            if p.nan == NanEncoding::NegativeZero {
                self.sign = true;
                fill = Some(0);
            } else {
                fill = Some(mask(p.precision - 1));
            }
        }
        self.sig = fill.unwrap_or(0) & mask(p.precision.saturating_sub(1));
        let qnan_bit = p.precision.saturating_sub(2);
        if snan {
            self.sig &= !(1u128 << qnan_bit);
            if self.sig == 0 && qnan_bit > 0 {
                self.sig |= 1u128 << (qnan_bit - 1);
            }
        } else if p.nan != NanEncoding::NegativeZero {
            self.sig |= 1u128 << qnan_bit;
        }
        if p.x87 {
            self.sig |= 1u128 << (qnan_bit + 1);
        }
    }

    fn make_quiet(&mut self, p: &Params) {
        if p.nonfinite != NonFiniteBehavior::NanOnly && p.precision >= 2 {
            self.sig |= 1u128 << (p.precision - 2);
        }
    }

    fn is_signaling(&self, p: &Params) -> bool {
        self.cat == FloatCategory::NaN
            && p.nonfinite == NonFiniteBehavior::Ieee754
            && p.precision >= 2
            && !bit128(self.sig, (p.precision - 2) as u64)
    }

    fn is_denormal(&self, p: &Params) -> bool {
        self.is_finite_nonzero() && self.exp == p.min_exp && !bit128(self.sig, (p.precision - 1) as u64)
    }

    fn is_smallest(&self, p: &Params) -> bool {
        self.is_finite_nonzero() && self.exp == p.min_exp && omsb(self.sig) == 1
    }

    fn is_sig_all_ones(&self, p: &Params) -> bool {
        p.precision > 1 && self.sig & mask(p.precision - 1) == mask(p.precision - 1)
    }

    fn is_sig_all_zeros(&self, p: &Params) -> bool {
        p.precision <= 1 || self.sig & mask(p.precision - 1) == 0
    }

    fn is_sig_all_ones_except_lsb(&self, p: &Params) -> bool {
        self.sig & 1 == 0 && (self.sig | 1) & mask(p.precision - 1) == mask(p.precision - 1)
    }

    fn is_largest(&self, p: &Params) -> bool {
        let max = self.is_finite_nonzero() && self.exp == p.max_exp;
        if p.nan_only_all_ones() {
            if max && p.precision > 1 {
                self.is_sig_all_ones_except_lsb(p)
            } else {
                max
            }
        } else {
            max && self.is_sig_all_ones(p)
        }
    }

    fn shift_sig_right(&mut self, bits: u64) -> Lost {
        self.exp = clamp_exp(self.exp as i64 + bits as i64);
        let lf = lost_through_truncation(self.sig, bits);
        self.sig = shr(self.sig, bits);
        lf
    }

    fn shift_sig_left(&mut self, bits: u32) {
        if bits > 0 {
            self.sig = shl(self.sig, bits);
            self.exp -= bits as i32;
        }
    }

    fn handle_overflow(&mut self, p: &Params, rm: RoundingMode) -> OpStatus {
        if p.nonfinite != NonFiniteBehavior::FiniteOnly
            && (rm == RoundingMode::NearestTiesToEven
                || rm == RoundingMode::NearestTiesToAway
                || (rm == RoundingMode::TowardPositive && !self.sign)
                || (rm == RoundingMode::TowardNegative && self.sign))
        {
            if p.nonfinite == NonFiniteBehavior::NanOnly {
                let s = self.sign;
                self.make_nan(p, false, s, None);
            } else {
                self.cat = FloatCategory::Infinity;
                self.canonicalize(p);
            }
            return OpStatus::OVERFLOW | OpStatus::INEXACT;
        }
        self.cat = FloatCategory::Normal;
        self.exp = p.max_exp;
        self.sig = mask(p.precision);
        if p.nan_only_all_ones() {
            self.sig &= !1;
        }
        OpStatus::INEXACT
    }

    fn round_away_from_zero(&self, rm: RoundingMode, lf: Lost, bit: u64) -> bool {
        match rm {
            RoundingMode::NearestTiesToAway => lf == Lost::ExactlyHalf || lf == Lost::MoreThanHalf,
            RoundingMode::NearestTiesToEven => {
                if lf == Lost::MoreThanHalf {
                    return true;
                }
                if lf == Lost::ExactlyHalf && self.cat != FloatCategory::Zero {
                    return bit128(self.sig, bit);
                }
                false
            }
            RoundingMode::TowardZero => false,
            RoundingMode::TowardPositive => !self.sign,
            RoundingMode::TowardNegative => self.sign,
        }
    }

    fn normalize(&mut self, p: &Params, rm: RoundingMode, lf: Lost) -> OpStatus {
        let mut lf = lf;
        if !self.is_finite_nonzero() {
            return OpStatus::OK;
        }
        let mut om = omsb(self.sig) as i64;
        if om != 0 || lf != Lost::ExactlyZero {
            let mut ec: i64 = om - p.precision as i64;
            if self.exp as i64 + ec > p.max_exp as i64 {
                return self.handle_overflow(p, rm);
            }
            if (self.exp as i64 + ec) < p.min_exp as i64 {
                ec = p.min_exp as i64 - self.exp as i64;
            }
            if ec < 0 {
                self.shift_sig_left((-ec) as u32);
                return OpStatus::OK;
            }
            if ec > 0 {
                let lf2 = self.shift_sig_right(ec as u64);
                lf = combine_lost(lf2, lf);
                if om > ec {
                    om -= ec;
                } else {
                    om = 0;
                }
            }
        }
        if p.nan_only_all_ones() && self.exp == p.max_exp && self.is_sig_all_ones(p) {
            return self.handle_overflow(p, rm);
        }
        if lf == Lost::ExactlyZero {
            if om == 0 {
                self.set_zero_category(p);
            }
            return OpStatus::OK;
        }
        if self.round_away_from_zero(rm, lf, 0) {
            if om == 0 {
                self.exp = p.min_exp;
            }
            self.sig = self.sig.wrapping_add(1);
            om = omsb(self.sig) as i64;
            if om == p.precision as i64 + 1 {
                if self.exp == p.max_exp {
                    let rm2 = if self.sign { RoundingMode::TowardNegative } else { RoundingMode::TowardPositive };
                    return self.handle_overflow(p, rm2);
                }
                self.shift_sig_right(1);
                return OpStatus::INEXACT;
            }
            if p.nan_only_all_ones() && self.exp == p.max_exp && self.is_sig_all_ones(p) {
                return self.handle_overflow(p, rm);
            }
        }
        if om == p.precision as i64 {
            return OpStatus::INEXACT;
        }
        if om == 0 {
            self.set_zero_category(p);
        }
        OpStatus::UNDERFLOW | OpStatus::INEXACT
    }

    fn compare_abs(&self, rhs: &Raw) -> Ordering {
        match self.exp.cmp(&rhs.exp) {
            Ordering::Equal => self.sig.cmp(&rhs.sig),
            o => o,
        }
    }

    fn change_sign(&mut self, p: &Params) {
        if p.nan == NanEncoding::NegativeZero && (self.cat == FloatCategory::Zero || self.cat == FloatCategory::NaN) {
            return;
        }
        self.sign = !self.sign;
    }

    // -- conversion between formats ------------------------------------

    fn convert(&mut self, from: &Params, to: &Params, rm: RoundingMode) -> (OpStatus, bool) {
        let is_signaling = self.is_signaling(from);
        let mut lf = Lost::ExactlyZero;
        let mut shift: i64 = to.precision as i64 - from.precision as i64;
        let x86_special_nan = from.x87
            && !to.x87
            && self.cat == FloatCategory::NaN
            && (self.sig & (1u128 << 63) == 0 || self.sig & (1u128 << 62) == 0);

        if shift < 0 && self.is_finite_nonzero() {
            let om = omsb(self.sig) as i64;
            let mut ec = om - from.precision as i64;
            if self.exp as i64 + ec < to.min_exp as i64 {
                ec = to.min_exp as i64 - self.exp as i64;
            }
            if ec < shift {
                ec = shift;
            }
            if ec < 0 {
                shift -= ec;
                self.exp = clamp_exp(self.exp as i64 + ec);
            } else if om <= -shift {
                ec = om + shift - 1;
                shift -= ec;
                self.exp = clamp_exp(self.exp as i64 + ec);
            }
        }
        if shift < 0
            && (self.is_finite_nonzero()
                || (self.cat == FloatCategory::NaN && from.nonfinite != NonFiniteBehavior::NanOnly))
        {
            lf = lost_through_truncation(self.sig, (-shift) as u64);
            self.sig = shr(self.sig, (-shift) as u64);
        }
        let old_parts = (from.precision + 1).div_ceil(64);
        let new_parts = (to.precision + 1).div_ceil(64);
        if new_parts == 1 && old_parts != 1 {
            self.sig &= u64::MAX as u128;
        }
        if shift > 0 && (self.is_finite_nonzero() || self.cat == FloatCategory::NaN) {
            self.sig = shl(self.sig, shift as u32);
        }

        let fs;
        let loses;
        if self.is_finite_nonzero() {
            fs = self.normalize(to, rm, lf);
            loses = !fs.is_ok();
        } else if self.cat == FloatCategory::NaN {
            if to.nonfinite == NonFiniteBehavior::NanOnly {
                let l = from.nonfinite != NonFiniteBehavior::NanOnly;
                let s = self.sign;
                self.make_nan(to, false, s, None);
                return (if is_signaling { OpStatus::INVALID_OP } else { OpStatus::OK }, l);
            }
            if from.nan == NanEncoding::NegativeZero && to.nan != NanEncoding::NegativeZero {
                self.make_nan(to, false, false, None);
            }
            loses = lf != Lost::ExactlyZero || x86_special_nan;
            if !x86_special_nan && to.x87 {
                self.sig |= 1u128 << (to.precision - 1);
            }
            if is_signaling {
                self.make_quiet(to);
                fs = OpStatus::INVALID_OP;
            } else {
                fs = OpStatus::OK;
            }
        } else if self.cat == FloatCategory::Infinity && to.nonfinite == NonFiniteBehavior::NanOnly {
            let s = self.sign;
            self.make_nan(to, false, s, None);
            loses = true;
            fs = OpStatus::INEXACT;
        } else if self.cat == FloatCategory::Zero && to.nan == NanEncoding::NegativeZero {
            loses = from.nan != NanEncoding::NegativeZero && self.sign;
            fs = if loses { OpStatus::INEXACT } else { OpStatus::OK };
            self.sign = false;
        } else {
            loses = false;
            fs = OpStatus::OK;
        }
        if self.cat == FloatCategory::Zero && !to.has_zero {
            self.make_smallest_normalized(to, false);
        }
        self.canonicalize(to);
        (fs, loses)
    }

    // -- integers -------------------------------------------------------

    /// LLVM's `convertFromUnsignedParts`: sets `self` (sign untouched) to the
    /// unsigned integer in `w`.
    fn set_from_unsigned_words(&mut self, p: &Params, w: &[u64], rm: RoundingMode) -> OpStatus {
        self.cat = FloatCategory::Normal;
        let om = words::active_bits(w);
        let prec = p.precision as u64;
        let lf;
        if prec <= om {
            self.exp = clamp_exp(om as i64 - 1);
            lf = lost_through_truncation_words(w, om - prec);
            self.sig = extract_bits(w, om - prec, p.precision);
        } else {
            self.exp = p.precision as i32 - 1;
            lf = Lost::ExactlyZero;
            self.sig = extract_bits(w, 0, om as u32);
        }
        let st = self.normalize(p, rm, lf);
        self.canonicalize(p);
        st
    }

    /// LLVM's `convertToSignExtendedInteger`; `Err(())` means invalid.
    fn to_sign_extended_integer(
        self,
        p: &Params,
        width: u32,
        signed: bool,
        rm: RoundingMode,
    ) -> Result<(Vec<u64>, OpStatus, bool), ()> {
        let n = (width as usize).div_ceil(64).max(1);
        match self.cat {
            FloatCategory::Infinity | FloatCategory::NaN => return Err(()),
            FloatCategory::Zero => return Ok((vec![0; n], OpStatus::OK, !self.sign)),
            FloatCategory::Normal => {}
        }
        let mut parts = vec![0u64; n];
        let truncated: u64;
        if self.exp < 0 {
            truncated = (p.precision as i64 - 1 - self.exp as i64) as u64;
        } else {
            let bits = self.exp as u64 + 1;
            if bits > width as u64 {
                return Err(());
            }
            if bits < p.precision as u64 {
                truncated = p.precision as u64 - bits;
                let v = shr(self.sig, truncated);
                let vw = u128_words(v);
                for (i, w) in parts.iter_mut().enumerate().take(2) {
                    *w = vw[i];
                }
            } else {
                let vw = u128_words(self.sig);
                for (i, w) in parts.iter_mut().enumerate().take(2) {
                    *w = vw[i];
                }
                words::shl_assign(&mut parts, bits - p.precision as u64);
                truncated = 0;
            }
        }
        let lf;
        if truncated > 0 {
            lf = lost_through_truncation(self.sig, truncated);
            if lf != Lost::ExactlyZero && self.round_away_from_zero(rm, lf, truncated) {
                let carry = words::add_assign(&mut parts, &[1]);
                if carry {
                    return Err(());
                }
            }
        } else {
            lf = Lost::ExactlyZero;
        }
        let om = words::active_bits(&parts);
        if self.sign {
            if !signed {
                if om != 0 {
                    return Err(());
                }
            } else {
                let lsb = words::trailing_zeros(&parts).unwrap_or(0);
                if om == width as u64 && lsb + 1 != om {
                    return Err(());
                }
                if om > width as u64 {
                    return Err(());
                }
            }
            // Negate.
            for w in parts.iter_mut() {
                *w = !*w;
            }
            words::add_assign(&mut parts, &[1]);
        } else if om >= width as u64 + (!signed) as u64 {
            return Err(());
        }
        if lf == Lost::ExactlyZero {
            Ok((parts, OpStatus::OK, true))
        } else {
            Ok((parts, OpStatus::INEXACT, false))
        }
    }

    // -- arithmetic -----------------------------------------------------

    /// Returns `None` when the operands are both finite nonzero (the caller
    /// must do the real work), like LLVM's `opDivByZero` marker.
    fn add_or_sub_specials(&mut self, p: &Params, rhs: &Raw, subtract: bool) -> Option<OpStatus> {
        use FloatCategory::*;
        match (self.cat, rhs.cat) {
            (Zero, NaN) | (Normal, NaN) | (Infinity, NaN) | (NaN, _) => {
                if self.cat != NaN {
                    *self = *rhs;
                }
                if self.is_signaling(p) {
                    self.make_quiet(p);
                    return Some(OpStatus::INVALID_OP);
                }
                Some(if rhs.is_signaling(p) { OpStatus::INVALID_OP } else { OpStatus::OK })
            }
            (Normal, Zero) | (Infinity, Normal) | (Infinity, Zero) => Some(OpStatus::OK),
            (Normal, Infinity) | (Zero, Infinity) => {
                self.cat = Infinity;
                self.sign = rhs.sign ^ subtract;
                self.canonicalize(p);
                Some(OpStatus::OK)
            }
            (Zero, Normal) => {
                *self = *rhs;
                self.sign = rhs.sign ^ subtract;
                Some(OpStatus::OK)
            }
            (Zero, Zero) => Some(OpStatus::OK),
            (Infinity, Infinity) => {
                if (self.sign ^ rhs.sign) != subtract {
                    self.make_nan(p, false, false, None);
                    return Some(OpStatus::INVALID_OP);
                }
                Some(OpStatus::OK)
            }
            (Normal, Normal) => None,
        }
    }

    fn add_or_sub_significand(&mut self, rhs: &Raw, subtract: bool) -> Lost {
        let subtract = subtract ^ (self.sign ^ rhs.sign);
        let bits = self.exp as i64 - rhs.exp as i64;
        let lf;
        if subtract {
            let mut temp = *rhs;
            let mut lf_from_rhs = false;
            let mut l;
            if bits == 0 {
                l = Lost::ExactlyZero;
            } else if bits > 0 {
                l = temp.shift_sig_right((bits - 1) as u64);
                lf_from_rhs = true;
                self.shift_sig_left(1);
            } else {
                l = self.shift_sig_right((-bits - 1) as u64);
                temp.shift_sig_left(1);
            }
            let invert = |l: Lost| match l {
                Lost::LessThanHalf => Lost::MoreThanHalf,
                Lost::MoreThanHalf => Lost::LessThanHalf,
                o => o,
            };
            match self.compare_abs(&temp) {
                Ordering::Less => {
                    let borrow = l != Lost::ExactlyZero && !lf_from_rhs;
                    if borrow {
                        l = invert(l);
                    }
                    self.sig = temp.sig.wrapping_sub(self.sig).wrapping_sub(borrow as u128);
                    self.sign = !self.sign;
                }
                Ordering::Greater => {
                    let borrow = l != Lost::ExactlyZero && lf_from_rhs;
                    if borrow {
                        l = invert(l);
                    }
                    self.sig = self.sig.wrapping_sub(temp.sig).wrapping_sub(borrow as u128);
                }
                Ordering::Equal => {
                    self.sig = 0;
                    if l != Lost::ExactlyZero && lf_from_rhs {
                        self.sign = !self.sign;
                    }
                }
            }
            lf = l;
        } else if bits > 0 {
            let mut temp = *rhs;
            lf = temp.shift_sig_right(bits as u64);
            self.sig = self.sig.wrapping_add(temp.sig);
        } else {
            lf = self.shift_sig_right((-bits) as u64);
            self.sig = self.sig.wrapping_add(rhs.sig);
        }
        lf
    }

    fn add_or_subtract(&mut self, p: &Params, rhs: &Raw, rm: RoundingMode, subtract: bool) -> OpStatus {
        let fs = match self.add_or_sub_specials(p, rhs, subtract) {
            Some(fs) => fs,
            None => {
                let lf = self.add_or_sub_significand(rhs, subtract);
                self.normalize(p, rm, lf)
            }
        };
        if self.cat == FloatCategory::Zero {
            if rhs.cat != FloatCategory::Zero || (self.sign == rhs.sign) == subtract {
                self.sign = rm == RoundingMode::TowardNegative;
            }
            if p.nan == NanEncoding::NegativeZero {
                self.sign = false;
            }
        }
        self.canonicalize(p);
        fs
    }

    fn mul_div_nan_specials(&mut self, p: &Params, rhs: &Raw) -> OpStatus {
        // Both NaN cases of multiplySpecials/divideSpecials.
        if self.cat != FloatCategory::NaN {
            *self = *rhs;
            self.sign = false;
        }
        self.sign ^= rhs.sign;
        if self.is_signaling(p) {
            self.make_quiet(p);
            return OpStatus::INVALID_OP;
        }
        if rhs.is_signaling(p) {
            OpStatus::INVALID_OP
        } else {
            OpStatus::OK
        }
    }

    fn multiply(&mut self, p: &Params, rhs: &Raw, rm: RoundingMode) -> OpStatus {
        use FloatCategory::*;
        self.sign ^= rhs.sign;
        let mut fs = match (self.cat, rhs.cat) {
            (NaN, _) | (_, NaN) => self.mul_div_nan_specials(p, rhs),
            (Normal, Infinity) | (Infinity, Normal) | (Infinity, Infinity) => {
                self.cat = Infinity;
                OpStatus::OK
            }
            (Zero, Normal) | (Normal, Zero) | (Zero, Zero) => {
                self.cat = Zero;
                OpStatus::OK
            }
            (Zero, Infinity) | (Infinity, Zero) => {
                self.make_nan(p, false, false, None);
                OpStatus::INVALID_OP
            }
            (Normal, Normal) => OpStatus::OK,
        };
        if self.cat == Zero && p.nan == NanEncoding::NegativeZero {
            self.sign = false;
        }
        if self.is_finite_nonzero() {
            let lf = self.multiply_significand(p, rhs);
            fs = self.normalize(p, rm, lf);
            if lf != Lost::ExactlyZero {
                fs |= OpStatus::INEXACT;
            }
        }
        self.canonicalize(p);
        fs
    }

    fn multiply_significand(&mut self, p: &Params, rhs: &Raw) -> Lost {
        let prec = p.precision as u64;
        let (hi, lo) = mul_u128(self.sig, rhs.sig);
        let full = [lo as u64, (lo >> 64) as u64, hi as u64, (hi >> 64) as u64];
        let om = words::active_bits(&full);
        let mut e = self.exp as i64 + rhs.exp as i64 + 2 - (prec as i64 + 1);
        let mut lf = Lost::ExactlyZero;
        let mut f = full;
        if om > prec {
            let bits = om - prec;
            lf = lost_through_truncation_words(&f, bits);
            words::shr_assign(&mut f, bits);
            e += bits as i64;
        }
        self.exp = clamp_exp(e);
        // LLVM keeps partCount() words of the product.
        let parts = (p.precision + 1).div_ceil(64);
        self.sig = if parts == 1 { f[0] as u128 } else { f[0] as u128 | ((f[1] as u128) << 64) };
        lf
    }

    fn divide(&mut self, p: &Params, rhs: &Raw, rm: RoundingMode) -> OpStatus {
        use FloatCategory::*;
        self.sign ^= rhs.sign;
        let mut fs = match (self.cat, rhs.cat) {
            (NaN, _) | (_, NaN) => self.mul_div_nan_specials(p, rhs),
            (Infinity, Zero) | (Infinity, Normal) | (Zero, Infinity) | (Zero, Normal) => OpStatus::OK,
            (Normal, Infinity) => {
                self.cat = Zero;
                OpStatus::OK
            }
            (Normal, Zero) => {
                if p.nonfinite == NonFiniteBehavior::NanOnly {
                    let s = self.sign;
                    self.make_nan(p, false, s, None);
                } else {
                    self.cat = Infinity;
                }
                OpStatus::DIV_BY_ZERO
            }
            (Infinity, Infinity) | (Zero, Zero) => {
                self.make_nan(p, false, false, None);
                OpStatus::INVALID_OP
            }
            (Normal, Normal) => OpStatus::OK,
        };
        if self.cat == Zero && p.nan == NanEncoding::NegativeZero {
            self.sign = false;
        }
        if self.is_finite_nonzero() {
            let lf = self.divide_significand(p, rhs);
            fs = self.normalize(p, rm, lf);
            if lf != Lost::ExactlyZero {
                fs |= OpStatus::INEXACT;
            }
        }
        self.canonicalize(p);
        fs
    }

    fn divide_significand(&mut self, p: &Params, rhs: &Raw) -> Lost {
        let prec = p.precision as i64;
        let mut dividend = self.sig;
        let mut divisor = rhs.sig;
        self.sig = 0;
        let mut e = self.exp as i64 - rhs.exp as i64;
        let b = prec - (omsb(divisor) as i64 - 1) - 1;
        if b != 0 {
            e += b;
            divisor = shl(divisor, b as u32);
        }
        let b = prec - (omsb(dividend) as i64 - 1) - 1;
        if b != 0 {
            e -= b;
            dividend = shl(dividend, b as u32);
        }
        if dividend < divisor {
            e -= 1;
            dividend <<= 1;
        }
        for bit in (1..=prec).rev() {
            if dividend >= divisor {
                dividend -= divisor;
                self.sig |= 1u128 << (bit - 1);
            }
            dividend <<= 1;
        }
        self.exp = clamp_exp(e);
        match dividend.cmp(&divisor) {
            Ordering::Greater => Lost::MoreThanHalf,
            Ordering::Equal => Lost::ExactlyHalf,
            Ordering::Less if dividend == 0 => Lost::ExactlyZero,
            Ordering::Less => Lost::LessThanHalf,
        }
    }

    /// Returns `None` when both operands are finite nonzero.
    fn mod_specials(&mut self, p: &Params, rhs: &Raw) -> Option<OpStatus> {
        use FloatCategory::*;
        match (self.cat, rhs.cat) {
            (NaN, _) | (_, NaN) => {
                if self.cat != NaN {
                    *self = *rhs;
                }
                if self.is_signaling(p) {
                    self.make_quiet(p);
                    return Some(OpStatus::INVALID_OP);
                }
                Some(if rhs.is_signaling(p) { OpStatus::INVALID_OP } else { OpStatus::OK })
            }
            (Zero, Infinity) | (Zero, Normal) | (Normal, Infinity) => Some(OpStatus::OK),
            (Normal, Zero) | (Infinity, _) | (Zero, Zero) => {
                self.make_nan(p, false, false, None);
                Some(OpStatus::INVALID_OP)
            }
            (Normal, Normal) => None,
        }
    }

    fn ilogb(&self, p: &Params) -> i32 {
        match self.cat {
            FloatCategory::NaN => i32::MIN,
            FloatCategory::Zero => i32::MIN + 1,
            FloatCategory::Infinity => i32::MAX,
            FloatCategory::Normal => {
                if !self.is_denormal(p) {
                    return self.exp;
                }
                let mut n = *self;
                let sb = p.precision as i32 - 1;
                n.exp += sb;
                n.normalize(p, RoundingMode::NearestTiesToEven, Lost::ExactlyZero);
                n.exp - sb
            }
        }
    }

    fn scalbn(&self, p: &Params, e: i32, rm: RoundingMode) -> Raw {
        let mut x = *self;
        let sb = p.precision as i64 - 1;
        let max_inc = p.max_exp as i64 - (p.min_exp as i64 - sb) + 1;
        let add = (e as i64).clamp(-max_inc - 1, max_inc);
        if x.is_finite_nonzero() {
            x.exp = clamp_exp(x.exp as i64 + add);
        }
        x.normalize(p, rm, Lost::ExactlyZero);
        if x.cat == FloatCategory::NaN {
            x.make_quiet(p);
        }
        x.canonicalize(p);
        x
    }

    fn fmod(&mut self, p: &Params, rhs: &Raw) -> OpStatus {
        let mut fs = self.mod_specials(p, rhs).unwrap_or(OpStatus::OK);
        let orig_sign = self.sign;
        let mut guard = 0u32;
        while self.is_finite_nonzero() && rhs.is_finite_nonzero() && self.compare_abs(rhs) != Ordering::Less {
            guard += 1;
            if guard > 100_000 {
                break;
            }
            let e = self.ilogb(p) - rhs.ilogb(p);
            let mut v = rhs.scalbn(p, e, RoundingMode::NearestTiesToEven);
            if v.cat == FloatCategory::NaN || self.compare_abs(&v) == Ordering::Less {
                v = rhs.scalbn(p, e - 1, RoundingMode::NearestTiesToEven);
            }
            v.sign = self.sign;
            fs = self.add_or_subtract(p, &v, RoundingMode::NearestTiesToEven, true);
            if !p.has_zero && self.is_smallest(p) {
                break;
            }
        }
        if self.cat == FloatCategory::Zero {
            self.sign = orig_sign;
            if p.nan == NanEncoding::NegativeZero {
                self.sign = false;
            }
        }
        fs
    }

    fn remainder(&mut self, p: &Params, rhs: &Raw) -> OpStatus {
        let orig_sign = self.sign;
        if let Some(fs) = self.mod_specials(p, rhs) {
            // remainderSpecials is identical to modSpecials.
            return fs;
        }
        let mut fs;
        let mut p2 = *rhs;
        if p2.add_or_subtract(p, rhs, RoundingMode::NearestTiesToEven, false).is_ok() {
            self.fmod(p, &p2);
        }
        let mut pp = *rhs;
        pp.sign = false;
        self.sign = false;
        let mut ext = *p;
        ext.max_exp += 1;
        ext.min_exp -= 1;
        ext.precision += 2;
        ext.x87 = false;
        let mut vex = *self;
        vex.convert(p, &ext, RoundingMode::NearestTiesToEven);
        let mut pex = pp;
        pex.convert(p, &ext, RoundingMode::NearestTiesToEven);
        let v2 = vex;
        vex.add_or_subtract(&ext, &v2, RoundingMode::NearestTiesToEven, false);
        fs = OpStatus::OK;
        if compare_raw(&vex, &pex) == CmpResult::GreaterThan {
            fs = self.add_or_subtract(p, &pp, RoundingMode::NearestTiesToEven, true);
            vex.add_or_subtract(&ext, &pex, RoundingMode::NearestTiesToEven, true);
            vex.add_or_subtract(&ext, &pex, RoundingMode::NearestTiesToEven, true);
            let r = compare_raw(&vex, &pex);
            if r == CmpResult::GreaterThan || r == CmpResult::Equal {
                fs = self.add_or_subtract(p, &pp, RoundingMode::NearestTiesToEven, true);
            }
        }
        if self.cat == FloatCategory::Zero {
            self.sign = orig_sign;
            if p.nan == NanEncoding::NegativeZero {
                self.sign = false;
            }
        } else {
            self.sign ^= orig_sign;
        }
        fs
    }

    fn round_to_integral(&mut self, p: &Params, rm: RoundingMode) -> OpStatus {
        match self.cat {
            FloatCategory::Infinity => return OpStatus::OK,
            FloatCategory::NaN => {
                if self.is_signaling(p) {
                    self.make_quiet(p);
                    return OpStatus::INVALID_OP;
                }
                return OpStatus::OK;
            }
            FloatCategory::Zero => return OpStatus::OK,
            FloatCategory::Normal => {}
        }
        if self.exp as i64 + 1 >= p.precision as i64 {
            return OpStatus::OK;
        }
        let mut magic = Raw::zero(p, false);
        let int = APInt::one_bit(p.precision + 1, p.precision - 1);
        magic.set_from_unsigned_words(p, int.words(), RoundingMode::NearestTiesToEven);
        magic.sign = self.sign;
        let input_sign = self.sign;
        let fs = self.add_or_subtract(p, &magic, rm, false);
        self.add_or_subtract(p, &magic, rm, true);
        if input_sign != self.sign {
            self.change_sign(p);
        }
        fs
    }
}

fn compare_raw(a: &Raw, b: &Raw) -> CmpResult {
    use FloatCategory::*;
    match (a.cat, b.cat) {
        (NaN, _) | (_, NaN) => CmpResult::Unordered,
        (Infinity, Normal) | (Infinity, Zero) | (Normal, Zero) => {
            if a.sign {
                CmpResult::LessThan
            } else {
                CmpResult::GreaterThan
            }
        }
        (Normal, Infinity) | (Zero, Infinity) | (Zero, Normal) => {
            if b.sign {
                CmpResult::GreaterThan
            } else {
                CmpResult::LessThan
            }
        }
        (Infinity, Infinity) => {
            if a.sign == b.sign {
                CmpResult::Equal
            } else if a.sign {
                CmpResult::LessThan
            } else {
                CmpResult::GreaterThan
            }
        }
        (Zero, Zero) => CmpResult::Equal,
        (Normal, Normal) => {
            if a.sign != b.sign {
                if a.sign {
                    CmpResult::LessThan
                } else {
                    CmpResult::GreaterThan
                }
            } else {
                let r = a.compare_abs(b);
                let r = if a.sign { r.reverse() } else { r };
                match r {
                    Ordering::Less => CmpResult::LessThan,
                    Ordering::Equal => CmpResult::Equal,
                    Ordering::Greater => CmpResult::GreaterThan,
                }
            }
        }
    }
}

fn mul_u128(a: u128, b: u128) -> (u128, u128) {
    let (a0, a1) = (a as u64 as u128, a >> 64);
    let (b0, b1) = (b as u64 as u128, b >> 64);
    let p00 = a0 * b0;
    let p01 = a0 * b1;
    let p10 = a1 * b0;
    let p11 = a1 * b1;
    let mid = (p00 >> 64) + (p01 as u64 as u128) + (p10 as u64 as u128);
    let lo = (p00 as u64 as u128) | (mid << 64);
    let hi = p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64);
    (hi, lo)
}

// ---------------------------------------------------------------------------
// Big-number helpers for decimal conversion
// ---------------------------------------------------------------------------

fn big_mul(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut r = words::mul(a, b, a.len() + b.len());
    words::trim(&mut r);
    r
}

fn big_pow(base: u64, mut e: u64) -> Vec<u64> {
    let mut result = vec![1u64];
    let mut b = vec![base];
    while e > 0 {
        if e & 1 == 1 {
            result = big_mul(&result, &b);
        }
        e >>= 1;
        if e > 0 {
            b = big_mul(&b, &b);
        }
    }
    result
}

fn big_shl(a: &[u64], s: u64) -> Vec<u64> {
    let extra = (s / 64 + 1) as usize;
    let mut r = a.to_vec();
    r.resize(a.len() + extra, 0);
    words::shl_assign(&mut r, s);
    words::trim(&mut r);
    r
}

// ---------------------------------------------------------------------------
// The public type
// ---------------------------------------------------------------------------

/// A floating-point value of a particular [`FloatSemantics`], behaving exactly
/// like LLVM's `APFloat` (used for MLIR float attributes and constant folding).
///
/// Equality and hashing are bitwise (LLVM's `bitwiseIsEqual`): `-0 != +0` and
/// a NaN equals itself; use [`APFloat::compare`] for IEEE comparison.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct APFloat {
    sem: FloatSemantics,
    raw: Raw,
}

/// An MLIR float-literal error: the diagnostic text and an optional attached note.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FloatLiteralError {
    /// The error message, exactly as MLIR's parser words it.
    pub message: &'static str,
    /// A note MLIR attaches to the error, if any.
    pub note: Option<&'static str>,
}

impl fmt::Display for FloatLiteralError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message)
    }
}

impl std::error::Error for FloatLiteralError {}

impl APFloat {
    fn p(&self) -> Params {
        self.sem.params()
    }

    fn with(sem: FloatSemantics, raw: Raw) -> APFloat {
        let mut raw = raw;
        raw.canonicalize(&sem.params());
        APFloat { sem, raw }
    }

    // -- construction ----------------------------------------------------

    /// Positive zero (for `f8E8M0FNU`, which has no zero, its smallest value 2^-127,
    /// as LLVM's default constructor does).
    pub fn zero(sem: FloatSemantics) -> APFloat {
        APFloat::with(sem, Raw::zero(&sem.params(), false))
    }

    /// Zero with the given sign (the sign is dropped where the format has no -0).
    pub fn zero_signed(sem: FloatSemantics, negative: bool) -> APFloat {
        APFloat::with(sem, Raw::zero(&sem.params(), negative))
    }

    /// Infinity (NaN for NaN-only formats, the largest value for finite-only ones).
    pub fn infinity(sem: FloatSemantics, negative: bool) -> APFloat {
        let p = sem.params();
        let mut r = Raw::zero(&p, false);
        if p.nonfinite == NonFiniteBehavior::FiniteOnly {
            r.make_largest(&p, negative);
        } else {
            r.make_inf(&p, negative);
        }
        APFloat::with(sem, r)
    }

    /// The default quiet NaN (LLVM's `getQNaN`); for finite-only formats a
    /// NaN category value that has no faithful encoding.
    pub fn qnan(sem: FloatSemantics, negative: bool) -> APFloat {
        let p = sem.params();
        let mut r = Raw::zero(&p, false);
        r.make_nan(&p, false, negative, None);
        APFloat::with(sem, r)
    }

    /// A signalling NaN (quiet for formats that do not distinguish them).
    pub fn snan(sem: FloatSemantics, negative: bool) -> APFloat {
        let p = sem.params();
        let mut r = Raw::zero(&p, false);
        r.make_nan(&p, true, negative, None);
        APFloat::with(sem, r)
    }

    /// The largest finite value.
    pub fn largest(sem: FloatSemantics, negative: bool) -> APFloat {
        let p = sem.params();
        let mut r = Raw::zero(&p, false);
        r.make_largest(&p, negative);
        APFloat::with(sem, r)
    }

    /// The smallest positive (subnormal) value, or its negation.
    pub fn smallest(sem: FloatSemantics, negative: bool) -> APFloat {
        let p = sem.params();
        let mut r = Raw::zero(&p, false);
        r.make_smallest(&p, negative);
        APFloat::with(sem, r)
    }

    /// The smallest positive normal value, or its negation.
    pub fn smallest_normalized(sem: FloatSemantics, negative: bool) -> APFloat {
        let p = sem.params();
        let mut r = Raw::zero(&p, false);
        r.make_smallest_normalized(&p, negative);
        APFloat::with(sem, r)
    }

    /// Reinterprets a bit pattern (LLVM's `APFloat(sem, APInt)`); the integer is
    /// zero-extended or truncated to the format's width first.
    pub fn from_bits(sem: FloatSemantics, bits: &APInt) -> APFloat {
        let p = sem.params();
        let b = bits.zext_or_trunc(p.size);
        let w = b.words();
        let lo = w[0];
        let hi = w.get(1).copied().unwrap_or(0);
        let val: u128 = lo as u128 | ((hi as u128) << 64);
        let mut r = Raw::zero(&p, false);
        if p.x87 {
            let myexp = (hi & 0x7fff) as i32;
            let mysig = lo;
            let intbit = mysig >> 63;
            r.sign = (hi >> 15) & 1 == 1;
            if myexp == 0 && mysig == 0 {
                r = Raw::zero(&p, r.sign);
            } else if myexp == 0x7fff && mysig == 1u64 << 63 {
                let s = r.sign;
                r.make_inf(&p, s);
            } else if (myexp == 0x7fff && mysig != 1u64 << 63) || (myexp != 0x7fff && myexp != 0 && intbit == 0) {
                r.cat = FloatCategory::NaN;
                r.exp = p.exponent_nan();
                r.sig = mysig as u128;
            } else {
                r.cat = FloatCategory::Normal;
                r.exp = myexp - 16383;
                r.sig = mysig as u128;
                if myexp == 0 {
                    r.exp = -16382;
                }
            }
            return APFloat::with(sem, r);
        }
        if p.e8m0 {
            let v = (lo & 0xff) as i32;
            r.sign = false;
            r.sig = 1;
            if v == 0xff {
                r.cat = FloatCategory::NaN;
                r.exp = p.exponent_nan();
            } else {
                r.cat = FloatCategory::Normal;
                r.exp = v - 127;
            }
            return APFloat::with(sem, r);
        }
        let tsb = p.precision - 1;
        let exp_bits = p.size - 1 - tsb;
        let bias = -(p.min_exp - 1);
        let sigfield = val & mask(tsb);
        let myexp = ((val >> tsb) & mask(exp_bits)) as i32;
        let sign = (val >> (p.size - 1)) & 1 == 1;
        r.sign = sign;
        let all_zero_sig = sigfield == 0;
        let is_zero = myexp == 0 && all_zero_sig;
        if p.nonfinite == NonFiniteBehavior::Ieee754 && myexp - bias == p.exponent_inf() && all_zero_sig {
            r.make_inf(&p, sign);
            return APFloat::with(sem, r);
        }
        let is_nan = match p.nan {
            NanEncoding::Ieee => myexp - bias == p.exponent_nan() && !all_zero_sig,
            NanEncoding::AllOnes => myexp - bias == p.exponent_nan() && sigfield == mask(tsb),
            NanEncoding::NegativeZero => is_zero && sign,
        };
        if is_nan {
            r.cat = FloatCategory::NaN;
            r.exp = p.exponent_nan();
            r.sig = sigfield;
            return APFloat::with(sem, r);
        }
        if is_zero {
            return APFloat::with(sem, Raw::zero(&p, sign));
        }
        r.cat = FloatCategory::Normal;
        r.exp = myexp - bias;
        r.sig = sigfield;
        if myexp == 0 {
            r.exp = p.min_exp;
        } else {
            r.sig |= 1u128 << tsb;
        }
        APFloat::with(sem, r)
    }

    /// Reinterprets the bits of a `u128` (convenience for [`APFloat::from_bits`]).
    pub fn from_bits_u128(sem: FloatSemantics, bits: u128) -> APFloat {
        APFloat::from_bits(sem, &APInt::from_u128(sem.bit_width(), bits))
    }

    /// The bit pattern (LLVM's `bitcastToAPInt`), as an integer of the format's width.
    pub fn to_bits(&self) -> APInt {
        let p = self.p();
        let r = &self.raw;
        if p.x87 {
            let (myexp, mysig): (u64, u64) = match r.cat {
                FloatCategory::Normal => {
                    let mut e = (r.exp + 16383) as u64;
                    let s = r.sig as u64;
                    if e == 1 && s & (1u64 << 63) == 0 {
                        e = 0;
                    }
                    (e, s)
                }
                FloatCategory::Zero => (0, 0),
                FloatCategory::Infinity => (0x7fff, 1u64 << 63),
                FloatCategory::NaN => (0x7fff, r.sig as u64),
            };
            let hi = ((r.sign as u64) << 15) | (myexp & 0x7fff);
            return APInt::from_words(80, &[mysig, hi]);
        }
        let tsb = p.precision - 1;
        let exp_bits = if tsb > 0 { p.size - 1 - tsb } else { p.size };
        let bias: i64 = if p.e8m0 { -(p.min_exp as i64) } else { -(p.min_exp as i64 - 1) };
        let (myexp, mysig): (i64, u128) = match r.cat {
            FloatCategory::Normal => {
                let mut e = r.exp as i64 + bias;
                if e == 1 && !bit128(r.sig, tsb as u64) {
                    e = 0;
                }
                (e, r.sig)
            }
            FloatCategory::Zero => (p.exponent_zero() as i64 + bias, 0),
            FloatCategory::Infinity => (p.exponent_inf() as i64 + bias, 0),
            FloatCategory::NaN => (p.exponent_nan() as i64 + bias, r.sig),
        };
        let mut v: u128 = mysig & mask(tsb);
        v |= ((r.sign as u128) << ((p.size - 1) % 128)) & mask(p.size);
        v |= (((myexp as u128) & mask(exp_bits)) << tsb) & mask(p.size);
        APInt::from_u128(p.size, v)
    }

    /// The bit pattern as a `u128` (every format is at most 128 bits wide).
    pub fn to_bits_u128(&self) -> u128 {
        self.to_bits().try_to_u128().unwrap_or(0)
    }

    /// Converts a host double exactly as LLVM's `APFloat(double).convert(sem,
    /// rmNearestTiesToEven)` does.
    pub fn from_f64(sem: FloatSemantics, v: f64) -> APFloat {
        let d = APFloat::from_bits(FloatSemantics::F64, &APInt::from_u64(64, v.to_bits()));
        d.convert(sem, RoundingMode::NearestTiesToEven).0
    }

    /// Converts a host float exactly as LLVM's `APFloat(float).convert(sem, ...)` does.
    pub fn from_f32(sem: FloatSemantics, v: f32) -> APFloat {
        let d = APFloat::from_bits(FloatSemantics::F32, &APInt::from_u64(32, v.to_bits() as u64));
        d.convert(sem, RoundingMode::NearestTiesToEven).0
    }

    /// The value as a host `f64` (converted with round-to-nearest-even; exact
    /// for every format except `f80`/`f128` values needing more precision).
    pub fn to_f64(&self) -> f64 {
        let d = self.convert(FloatSemantics::F64, RoundingMode::NearestTiesToEven).0;
        f64::from_bits(d.to_bits().low_u64())
    }

    /// The value as a host `f32` (converted with round-to-nearest-even).
    pub fn to_f32(&self) -> f32 {
        let d = self.convert(FloatSemantics::F32, RoundingMode::NearestTiesToEven).0;
        f32::from_bits(d.to_bits().low_u64() as u32)
    }

    // -- queries -----------------------------------------------------------

    /// The format of this value.
    pub fn semantics(&self) -> FloatSemantics {
        self.sem
    }
    /// The value's category.
    pub fn category(&self) -> FloatCategory {
        self.raw.cat
    }
    /// The value's category (alias of [`APFloat::category`], LLVM's `getCategory`).
    pub fn classify(&self) -> FloatCategory {
        self.raw.cat
    }
    /// Whether this is a NaN.
    pub fn is_nan(&self) -> bool {
        self.raw.cat == FloatCategory::NaN
    }
    /// Whether this is a signalling NaN.
    pub fn is_signaling(&self) -> bool {
        self.raw.is_signaling(&self.p())
    }
    /// Whether this is an infinity.
    pub fn is_infinite(&self) -> bool {
        self.raw.cat == FloatCategory::Infinity
    }
    /// Whether this is a zero of either sign.
    pub fn is_zero(&self) -> bool {
        self.raw.cat == FloatCategory::Zero
    }
    /// Whether this is neither infinite nor NaN.
    pub fn is_finite(&self) -> bool {
        matches!(self.raw.cat, FloatCategory::Zero | FloatCategory::Normal)
    }
    /// Whether this is finite and nonzero.
    pub fn is_finite_nonzero(&self) -> bool {
        self.raw.cat == FloatCategory::Normal
    }
    /// Whether the sign bit is set.
    pub fn is_negative(&self) -> bool {
        self.raw.sign
    }
    /// Whether this is a subnormal value.
    pub fn is_denormal(&self) -> bool {
        self.raw.is_denormal(&self.p())
    }
    /// Whether this is a normal (finite, nonzero, not subnormal) value.
    pub fn is_normal(&self) -> bool {
        self.is_finite_nonzero() && !self.is_denormal()
    }
    /// Whether this is the largest finite magnitude.
    pub fn is_largest(&self) -> bool {
        self.raw.is_largest(&self.p())
    }
    /// Whether this is the smallest subnormal magnitude.
    pub fn is_smallest(&self) -> bool {
        self.raw.is_smallest(&self.p())
    }
    /// Whether the value is a finite integer.
    pub fn is_integer(&self) -> bool {
        if !self.is_finite() {
            return false;
        }
        let t = self.round_to_integral(RoundingMode::TowardZero).0;
        compare_raw(&self.raw, &t.raw) == CmpResult::Equal
    }
    /// LLVM's `bitwiseIsEqual` (same as `==`).
    pub fn bitwise_eq(&self, other: &APFloat) -> bool {
        self == other
    }

    // -- sign ------------------------------------------------------------------

    /// Negation (a no-op on zero and NaN in formats whose NaN is negative zero).
    pub fn neg(&self) -> APFloat {
        let mut r = *self;
        r.raw.change_sign(&self.p());
        r
    }

    /// Absolute value (clears the sign).
    pub fn abs(&self) -> APFloat {
        if self.is_negative() {
            self.neg()
        } else {
            *self
        }
    }

    /// `self` with the sign of `sign_source`.
    pub fn copy_sign(&self, sign_source: &APFloat) -> APFloat {
        if self.is_negative() != sign_source.is_negative() {
            self.neg()
        } else {
            *self
        }
    }

    // -- arithmetic --------------------------------------------------------

    fn rhs_in_sem(&self, rhs: &APFloat) -> Raw {
        if rhs.sem == self.sem {
            rhs.raw
        } else {
            rhs.convert(self.sem, RoundingMode::NearestTiesToEven).0.raw
        }
    }

    /// Addition with an explicit rounding mode, returning the status flags.
    /// A `rhs` of another format is first converted to this one.
    pub fn add_rm(&self, rhs: &APFloat, rm: RoundingMode) -> (APFloat, OpStatus) {
        let p = self.p();
        let r = self.rhs_in_sem(rhs);
        let mut a = self.raw;
        let st = a.add_or_subtract(&p, &r, rm, false);
        (APFloat::with(self.sem, a), st)
    }
    /// Subtraction with an explicit rounding mode, returning the status flags.
    pub fn sub_rm(&self, rhs: &APFloat, rm: RoundingMode) -> (APFloat, OpStatus) {
        let p = self.p();
        let r = self.rhs_in_sem(rhs);
        let mut a = self.raw;
        let st = a.add_or_subtract(&p, &r, rm, true);
        (APFloat::with(self.sem, a), st)
    }
    /// Multiplication with an explicit rounding mode, returning the status flags.
    pub fn mul_rm(&self, rhs: &APFloat, rm: RoundingMode) -> (APFloat, OpStatus) {
        let p = self.p();
        let r = self.rhs_in_sem(rhs);
        let mut a = self.raw;
        let st = a.multiply(&p, &r, rm);
        (APFloat::with(self.sem, a), st)
    }
    /// Division with an explicit rounding mode, returning the status flags.
    pub fn div_rm(&self, rhs: &APFloat, rm: RoundingMode) -> (APFloat, OpStatus) {
        let p = self.p();
        let r = self.rhs_in_sem(rhs);
        let mut a = self.raw;
        let st = a.divide(&p, &r, rm);
        (APFloat::with(self.sem, a), st)
    }
    /// Round-to-nearest-even addition.
    pub fn add(&self, rhs: &APFloat) -> APFloat {
        self.add_rm(rhs, RoundingMode::NearestTiesToEven).0
    }
    /// Round-to-nearest-even subtraction.
    pub fn sub(&self, rhs: &APFloat) -> APFloat {
        self.sub_rm(rhs, RoundingMode::NearestTiesToEven).0
    }
    /// Round-to-nearest-even multiplication.
    pub fn mul(&self, rhs: &APFloat) -> APFloat {
        self.mul_rm(rhs, RoundingMode::NearestTiesToEven).0
    }
    /// Round-to-nearest-even division.
    pub fn div(&self, rhs: &APFloat) -> APFloat {
        self.div_rm(rhs, RoundingMode::NearestTiesToEven).0
    }
    /// C `fmod` (LLVM's `APFloat::mod`, used for `arith.remf`): the result has
    /// the sign of `self` and is exact.
    pub fn rem(&self, rhs: &APFloat) -> (APFloat, OpStatus) {
        let p = self.p();
        let r = self.rhs_in_sem(rhs);
        let mut a = self.raw;
        let st = a.fmod(&p, &r);
        (APFloat::with(self.sem, a), st)
    }
    /// IEEE 754 `remainder` (quotient rounded to nearest even), LLVM's `APFloat::remainder`.
    pub fn ieee_remainder(&self, rhs: &APFloat) -> (APFloat, OpStatus) {
        let p = self.p();
        let r = self.rhs_in_sem(rhs);
        let mut a = self.raw;
        let st = a.remainder(&p, &r);
        (APFloat::with(self.sem, a), st)
    }
    /// Rounds to an integral value in the given mode (LLVM's `roundToIntegral`).
    pub fn round_to_integral(&self, rm: RoundingMode) -> (APFloat, OpStatus) {
        let p = self.p();
        let mut a = self.raw;
        let st = a.round_to_integral(&p, rm);
        (APFloat::with(self.sem, a), st)
    }
    /// Multiplies by `2^exp` (LLVM's `scalbn`).
    pub fn scalbn(&self, exp: i32, rm: RoundingMode) -> APFloat {
        let p = self.p();
        APFloat::with(self.sem, self.raw.scalbn(&p, exp, rm))
    }
    /// The unbiased exponent (LLVM's `ilogb`); `i32::MIN` for NaN,
    /// `i32::MIN + 1` for zero and `i32::MAX` for infinity.
    pub fn ilogb(&self) -> i32 {
        self.raw.ilogb(&self.p())
    }

    /// IEEE comparison.
    pub fn compare(&self, rhs: &APFloat) -> CmpResult {
        let r = self.rhs_in_sem(rhs);
        compare_raw(&self.raw, &r)
    }

    /// IEEE-754 2008 `minNum` (LLVM's `minnum`): a NaN operand is ignored; -0 < +0.
    pub fn minnum(&self, rhs: &APFloat) -> APFloat {
        if self.is_nan() {
            return *rhs;
        }
        if rhs.is_nan() {
            return *self;
        }
        if self.is_zero() && rhs.is_zero() && self.is_negative() != rhs.is_negative() {
            return if self.is_negative() { *self } else { *rhs };
        }
        if rhs.compare(self) == CmpResult::LessThan {
            *rhs
        } else {
            *self
        }
    }
    /// IEEE-754 2008 `maxNum` (LLVM's `maxnum`): a NaN operand is ignored; +0 > -0.
    pub fn maxnum(&self, rhs: &APFloat) -> APFloat {
        if self.is_nan() {
            return *rhs;
        }
        if rhs.is_nan() {
            return *self;
        }
        if self.is_zero() && rhs.is_zero() && self.is_negative() != rhs.is_negative() {
            return if self.is_negative() { *rhs } else { *self };
        }
        if self.compare(rhs) == CmpResult::LessThan {
            *rhs
        } else {
            *self
        }
    }
    /// IEEE-754 2019 `minimum` (LLVM's `minimum`): NaN-propagating; -0 < +0.
    pub fn minimum(&self, rhs: &APFloat) -> APFloat {
        if self.is_nan() {
            return *self;
        }
        if rhs.is_nan() {
            return *rhs;
        }
        if self.is_zero() && rhs.is_zero() && self.is_negative() != rhs.is_negative() {
            return if self.is_negative() { *self } else { *rhs };
        }
        if rhs.compare(self) == CmpResult::LessThan {
            *rhs
        } else {
            *self
        }
    }
    /// IEEE-754 2019 `maximum` (LLVM's `maximum`): NaN-propagating; +0 > -0.
    pub fn maximum(&self, rhs: &APFloat) -> APFloat {
        if self.is_nan() {
            return *self;
        }
        if rhs.is_nan() {
            return *rhs;
        }
        if self.is_zero() && rhs.is_zero() && self.is_negative() != rhs.is_negative() {
            return if self.is_negative() { *rhs } else { *self };
        }
        if self.compare(rhs) == CmpResult::LessThan {
            *rhs
        } else {
            *self
        }
    }
    /// IEEE-754 2019 `minimumNumber`: like [`APFloat::minnum`] (NaN only if both are NaN).
    pub fn minimumnum(&self, rhs: &APFloat) -> APFloat {
        self.minnum(rhs)
    }
    /// IEEE-754 2019 `maximumNumber`: like [`APFloat::maxnum`] (NaN only if both are NaN).
    pub fn maximumnum(&self, rhs: &APFloat) -> APFloat {
        self.maxnum(rhs)
    }

    /// The next representable value toward +inf (or toward -inf if `down`),
    /// LLVM's `next`.
    pub fn next(&self, down: bool) -> (APFloat, OpStatus) {
        let p = self.p();
        let mut r = self.raw;
        let mut st = OpStatus::OK;
        if down {
            r.change_sign(&p);
        }
        match r.cat {
            FloatCategory::Infinity => {
                if r.sign {
                    r.make_largest(&p, true);
                }
            }
            FloatCategory::NaN => {
                if r.is_signaling(&p) {
                    st = OpStatus::INVALID_OP;
                    let s = r.sign;
                    r.make_nan(&p, false, s, None);
                }
            }
            FloatCategory::Zero => r.make_smallest(&p, false),
            FloatCategory::Normal => {
                if r.is_smallest(&p) && r.sign {
                    r.sig = 0;
                    r.set_zero_category(&p);
                } else if r.is_largest(&p) && !r.sign {
                    match p.nonfinite {
                        NonFiniteBehavior::NanOnly => r.make_nan(&p, false, false, None),
                        NonFiniteBehavior::FiniteOnly => {}
                        NonFiniteBehavior::Ieee754 => r.make_inf(&p, false),
                    }
                } else if r.sign {
                    let cross = r.exp != p.min_exp && r.is_sig_all_zeros(&p);
                    r.sig = r.sig.wrapping_sub(1);
                    if cross {
                        r.sig |= 1u128 << (p.precision - 1);
                        r.exp -= 1;
                    }
                } else {
                    let cross = p.precision == 1 || (!r.is_denormal(&p) && r.is_sig_all_ones(&p));
                    if cross {
                        r.sig = 1u128 << (p.precision - 1);
                        r.exp += 1;
                    } else {
                        r.sig += 1;
                    }
                }
            }
        }
        if down {
            r.change_sign(&p);
        }
        (APFloat::with(self.sem, r), st)
    }

    /// Converts to another format (LLVM's `convert`), returning the status and
    /// whether information was lost.
    pub fn convert(&self, to: FloatSemantics, rm: RoundingMode) -> (APFloat, OpStatus, bool) {
        let mut r = self.raw;
        let (st, lost) = r.convert(&self.p(), &to.params(), rm);
        (APFloat::with(to, r), st, lost)
    }

    /// Converts to an integer of `width` bits (LLVM's `convertToInteger`):
    /// out-of-range values saturate (NaN gives 0) and report `INVALID_OP`;
    /// the flag says whether the result is exact.
    pub fn to_integer(&self, width: u32, signed: bool, rm: RoundingMode) -> (APInt, OpStatus, bool) {
        let p = self.p();
        let width = width.clamp(1, super::apint::MAX_WIDTH);
        match self.raw.to_sign_extended_integer(&p, width, signed, rm) {
            Ok((w, st, exact)) => (APInt::from_words(width, &w), st, exact),
            Err(()) => {
                let v = if self.is_nan() {
                    APInt::zero(width)
                } else if self.is_negative() {
                    if signed {
                        APInt::signed_min(width)
                    } else {
                        APInt::zero(width)
                    }
                } else if signed {
                    APInt::signed_max(width)
                } else {
                    APInt::all_ones(width)
                };
                (v, OpStatus::INVALID_OP, false)
            }
        }
    }

    /// Converts an integer (read as signed if `signed`) to this format
    /// (LLVM's `convertFromAPInt`).
    pub fn from_integer(sem: FloatSemantics, v: &APInt, signed: bool, rm: RoundingMode) -> (APFloat, OpStatus) {
        let p = sem.params();
        let mut r = Raw::zero(&p, false);
        let neg = signed && v.is_negative();
        let mag = if neg { v.neg() } else { v.clone() };
        r.sign = neg;
        let st = r.set_from_unsigned_words(&p, mag.words(), rm);
        (APFloat::with(sem, r), st)
    }

    // -- text: parsing -------------------------------------------------------

    /// Parses a decimal (or `0x` hexadecimal-float, or `inf`/`nan`) string the
    /// way LLVM's `APFloat(sem, StringRef)` / `convertFromString` does, with
    /// round-to-nearest-even. Errors carry LLVM's message text.
    pub fn from_decimal_str(sem: FloatSemantics, s: &str) -> Result<APFloat, String> {
        APFloat::from_str_rm(sem, s, RoundingMode::NearestTiesToEven).map(|(v, _)| v)
    }

    /// [`APFloat::from_decimal_str`] with an explicit rounding mode and the status.
    pub fn from_str_rm(sem: FloatSemantics, s: &str, rm: RoundingMode) -> Result<(APFloat, OpStatus), String> {
        let p = sem.params();
        let b = s.as_bytes();
        if b.is_empty() {
            return Err("Invalid string length".into());
        }
        if let Some(r) = parse_specials(&p, s) {
            return Ok((APFloat::with(sem, r), OpStatus::OK));
        }
        let mut i = 0;
        let sign = b[0] == b'-';
        if b[0] == b'-' || b[0] == b'+' {
            i = 1;
            if b.len() == 1 {
                return Err("String has no digits".into());
            }
        }
        let rest = &b[i..];
        let mut r = Raw::zero(&p, false);
        r.sign = sign;
        if rest.len() >= 2 && rest[0] == b'0' && (rest[1] == b'x' || rest[1] == b'X') {
            if rest.len() == 2 {
                return Err("Invalid string".into());
            }
            let st = parse_hex_float(&p, &mut r, &rest[2..], rm)?;
            return Ok((APFloat::with(sem, r), st));
        }
        let st = parse_decimal(&p, &mut r, rest, rm)?;
        Ok((APFloat::with(sem, r), st))
    }

    /// MLIR's `parseFloatFromLiteral`: `literal` is the token text (without a
    /// leading `-`; pass `is_negative` instead). A decimal literal (one with a
    /// `.`) is read as an `f64`, negated, then converted to `sem` with
    /// round-to-nearest-even (the double rounding is deliberate, as in MLIR); an
    /// integer literal must be a `0x` bit pattern. Errors carry MLIR's texts.
    pub fn parse_mlir_float_literal(
        sem: FloatSemantics,
        literal: &str,
        is_negative: bool,
    ) -> Result<APFloat, FloatLiteralError> {
        if literal.contains('.') {
            // The host parser rounds to nearest-even as APFloat does; keep APFloat for what it
            // cannot say alike (overflow).
            if let Ok(v) = literal.parse::<f64>() {
                if v.is_finite() {
                    // The host's conversions round to nearest-even as APFloat's `convert` does.
                    let signed = if is_negative { -v } else { v };
                    match sem {
                        FloatSemantics::F64 => return Ok(APFloat::from_bits_u128(sem, u128::from(signed.to_bits()))),
                        FloatSemantics::F32 => {
                            return Ok(APFloat::from_bits_u128(sem, u128::from((signed as f32).to_bits())))
                        }
                        _ => {}
                    }
                    let d = APFloat::from_bits(FloatSemantics::F64, &APInt::from_u64(64, v.to_bits()));
                    let d = if is_negative { d.neg() } else { d };
                    return Ok(if sem == FloatSemantics::F64 {
                        d
                    } else {
                        d.convert(sem, RoundingMode::NearestTiesToEven).0
                    });
                }
            }
            let d = match APFloat::from_str_rm(FloatSemantics::F64, literal, RoundingMode::NearestTiesToEven) {
                Ok((v, st)) if st.is_ok() || st.contains(OpStatus::INEXACT) => v,
                _ => return Err(FloatLiteralError { message: "floating point value too large", note: None }),
            };
            let d = if is_negative { d.neg() } else { d };
            return Ok(d.convert(sem, RoundingMode::NearestTiesToEven).0);
        }
        APFloat::from_mlir_hex_literal(sem, literal, is_negative)
    }

    /// MLIR's `parseFloatFromIntegerLiteral`: an integer token used as a float
    /// must be hexadecimal (`0x...`), non-negative, and fit the format's width;
    /// its value is the bit pattern. Errors carry MLIR's texts.
    pub fn from_mlir_hex_literal(
        sem: FloatSemantics,
        literal: &str,
        is_negative: bool,
    ) -> Result<APFloat, FloatLiteralError> {
        let b = literal.as_bytes();
        let is_hex = b.len() > 1 && b[1] == b'x';
        if !is_hex {
            return Err(FloatLiteralError {
                message: "unexpected decimal integer literal for a floating point value",
                note: Some("add a trailing dot to make the literal a float"),
            });
        }
        if is_negative {
            return Err(FloatLiteralError {
                message: "hexadecimal float literal should not have a leading minus",
                note: None,
            });
        }
        let v = APInt::parse_llvm(literal, 0).unwrap_or_else(|| APInt::zero(64));
        APFloat::from_hex_bits(sem, &v)
    }

    /// Builds a float from the integer value of an MLIR hexadecimal float literal,
    /// failing with MLIR's message if it has more active bits than the format.
    pub fn from_hex_bits(sem: FloatSemantics, v: &APInt) -> Result<APFloat, FloatLiteralError> {
        if v.active_bits() > sem.bit_width() {
            return Err(FloatLiteralError { message: "hexadecimal float constant out of range for type", note: None });
        }
        Ok(APFloat::from_bits(sem, &v.zext_or_trunc(sem.bit_width())))
    }

    // -- text: printing --------------------------------------------------------

    /// Exactly LLVM's `APFloat::toString(Str, FormatPrecision, FormatMaxPadding,
    /// TruncateZero)`.
    pub fn to_string_llvm(&self, format_precision: u32, format_max_padding: u32, truncate_zero: bool) -> String {
        let p = self.p();
        let r = &self.raw;
        let mut out = String::new();
        match r.cat {
            FloatCategory::Infinity => {
                return if r.sign { "-Inf".into() } else { "+Inf".into() };
            }
            FloatCategory::NaN => return "NaN".into(),
            FloatCategory::Zero => {
                if r.sign {
                    out.push('-');
                }
                if format_max_padding == 0 {
                    if truncate_zero {
                        out.push_str("0.0E+0");
                    } else {
                        out.push_str("0.0");
                        if format_precision > 1 {
                            for _ in 0..format_precision - 1 {
                                out.push('0');
                            }
                        }
                        out.push_str("e+00");
                    }
                } else {
                    out.push('0');
                }
                return out;
            }
            FloatCategory::Normal => {}
        }
        let exp = r.exp as i64 - (p.precision as i64 - 1);
        let sig = r.sig & mask(p.precision);
        to_string_impl(r.sign, exp, sig, p.precision, format_precision, format_max_padding, truncate_zero)
    }

    /// MLIR's short form (`to_string_llvm(6, 0, false)`) of a non-zero finite value and whether
    /// it is the value exactly (then it reads back as the same value); `None` for zeros,
    /// infinities and NaNs.
    fn short_string_exact(&self) -> Option<(String, bool)> {
        let p = self.p();
        let r = &self.raw;
        if r.cat != FloatCategory::Normal {
            return None;
        }
        let exp = r.exp as i64 - (p.precision as i64 - 1);
        let sig = r.sig & mask(p.precision);
        Some(to_string_impl_exact(r.sign, exp, sig, p.precision, 6, 0, false))
    }

    /// LLVM's default `toString()` (precision 0, padding 3, truncate zeros).
    pub fn to_string_default(&self) -> String {
        self.to_string_llvm(0, 3, true)
    }

    /// MLIR's `printFloatValue` text and whether the hexadecimal bit-pattern
    /// form was used (MLIR then spells the type in some contexts).
    pub fn to_mlir_string_with_kind(&self) -> (String, bool) {
        if self.is_finite() {
            let (s, exact) = self.short_string_exact().unwrap_or_else(|| (self.to_string_llvm(6, 0, false), false));
            // Host floats parse correctly rounded to nearest-even, as APFloat does: a fast
            // round-trip check for the common formats. A text that is the value exactly reads
            // back as it without a check.
            let bits = || self.to_bits().low_u64();
            let round_trips = match self.sem {
                FloatSemantics::F64 | FloatSemantics::F32 if exact => Some(true),
                FloatSemantics::F64 => s.parse::<f64>().ok().map(|v| v.to_bits() == bits()),
                FloatSemantics::F32 => s.parse::<f32>().ok().map(|v| u64::from(v.to_bits()) == bits()),
                _ => None,
            }
            .unwrap_or_else(|| APFloat::from_decimal_str(self.sem, &s).is_ok_and(|back| back == *self));
            if round_trips {
                return (s, false);
            }
            let s = self.to_string_default();
            if s.contains('.') {
                return (s, false);
            }
        }
        (self.to_bits().to_string_radix_opts(16, false, true, true), true)
    }

    /// MLIR's `printFloatValue`: short scientific form if it round-trips, else
    /// LLVM's default form if it has a `.`, else `0x` + uppercase bit pattern.
    pub fn to_mlir_string(&self) -> String {
        self.to_mlir_string_with_kind().0
    }
}

impl fmt::Debug for APFloat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "APFloat({} : {})", self.to_mlir_string(), self.sem)
    }
}

impl fmt::Display for APFloat {
    /// Prints like MLIR's `printFloatValue`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_mlir_string())
    }
}

// ---------------------------------------------------------------------------
// String parsing internals
// ---------------------------------------------------------------------------

fn parse_specials(p: &Params, s: &str) -> Option<Raw> {
    if s.len() < 3 {
        return None;
    }
    let mut r = Raw::zero(p, false);
    let can_inf = p.nonfinite != NonFiniteBehavior::FiniteOnly;
    if s == "inf" || s == "INFINITY" || s == "+Inf" {
        if !can_inf {
            return None;
        }
        r.make_inf(p, false);
        return Some(r);
    }
    let mut s = s;
    let neg = s.starts_with('-');
    if neg {
        s = &s[1..];
        if s.len() < 3 {
            return None;
        }
        if s == "inf" || s == "INFINITY" || s == "Inf" {
            if !can_inf {
                return None;
            }
            r.make_inf(p, true);
            return Some(r);
        }
    }
    let signaling = s.starts_with('s') || s.starts_with('S');
    if signaling {
        s = &s[1..];
        if s.len() < 3 {
            return None;
        }
    }
    if s.starts_with("nan") || s.starts_with("NaN") {
        if !can_inf {
            return None;
        }
        let mut s = &s[3..];
        if s.is_empty() {
            r.make_nan(p, signaling, neg, None);
            return Some(r);
        }
        if s.starts_with('(') {
            if s.len() <= 2 || !s.ends_with(')') {
                return None;
            }
            s = &s[1..s.len() - 1];
        }
        let mut radix = 10;
        if s.starts_with('0') {
            if s.len() > 1 && (s.as_bytes()[1] == b'x' || s.as_bytes()[1] == b'X') {
                s = &s[2..];
                radix = 16;
            } else {
                radix = 8;
            }
        }
        let payload = APInt::parse_llvm(s, radix)?;
        let w = payload.words();
        let fill = w[0] as u128 | ((w.get(1).copied().unwrap_or(0) as u128) << 64);
        r.make_nan(p, signaling, neg, Some(fill));
        return Some(r);
    }
    None
}

/// LLVM's `readExponent`: clamps the magnitude at 24000.
fn read_exponent(b: &[u8]) -> Result<i64, String> {
    if b.is_empty() || ((b[0] == b'-' || b[0] == b'+') && b.len() == 1) {
        return Ok(0);
    }
    let neg = b[0] == b'-';
    let mut i = 0;
    if b[0] == b'-' || b[0] == b'+' {
        i = 1;
    }
    let mut abs: i64 = 0;
    let first = b[i];
    if !first.is_ascii_digit() {
        return Err("Invalid character in exponent".into());
    }
    abs = abs * 10 + (first - b'0') as i64;
    i += 1;
    while i < b.len() {
        let c = b[i];
        if !c.is_ascii_digit() {
            return Err("Invalid character in exponent".into());
        }
        abs = abs * 10 + (c - b'0') as i64;
        if abs >= 24000 {
            abs = 24000;
            break;
        }
        i += 1;
    }
    Ok(if neg { -abs } else { abs })
}

/// Number of significant decimal digits beyond which extra digits only act as
/// a sticky bit (every tie point of every format has fewer digits).
const MAX_SIG_DIGITS: usize = 12000;

fn parse_decimal(p: &Params, r: &mut Raw, b: &[u8], rm: RoundingMode) -> Result<OpStatus, String> {
    let end = b.len();
    // skipLeadingZeroesAndAnyDot
    let mut pos = 0;
    let mut dot = end;
    while pos < end && b[pos] == b'0' {
        pos += 1;
    }
    if pos < end && b[pos] == b'.' {
        dot = pos;
        pos += 1;
        if end == 1 {
            return Err("Significand has no digits".into());
        }
        while pos < end && b[pos] == b'0' {
            pos += 1;
        }
    }
    let first_sig = pos;
    let mut exponent: i64 = 0;
    let mut normalized_exponent: i64 = 0;
    while pos < end {
        if b[pos] == b'.' {
            if dot != end {
                return Err("String contains multiple dots".into());
            }
            dot = pos;
            pos += 1;
            if pos == end {
                break;
            }
        }
        if !b[pos].is_ascii_digit() {
            break;
        }
        pos += 1;
    }
    if pos != end {
        if b[pos] != b'e' && b[pos] != b'E' {
            return Err("Invalid character in significand".into());
        }
        if pos == 0 {
            return Err("Significand has no digits".into());
        }
        if dot != end && pos == 1 {
            return Err("Significand has no digits".into());
        }
        exponent = read_exponent(&b[pos + 1..])?;
        if dot == end {
            dot = pos;
        }
    }
    let mut last_sig = pos;
    if pos != first_sig {
        let mut q = pos;
        if q != 0 {
            loop {
                loop {
                    q -= 1;
                    if !(q != 0 && b[q] == b'0') {
                        break;
                    }
                }
                if !(q != 0 && b[q] == b'.') {
                    break;
                }
            }
        }
        let dq = dot as i64 - q as i64;
        exponent += dq - (dot > q) as i64;
        normalized_exponent = exponent + (q as i64 - first_sig as i64) - (dot > first_sig && dot < q) as i64;
        last_sig = q;
    }

    // Zero?
    if first_sig == end || !b[first_sig].is_ascii_digit() {
        r.cat = FloatCategory::Zero;
        r.set_zero_category(p);
        return Ok(OpStatus::OK);
    }
    let max_exp = p.max_exp as i64;
    let min_exp = p.min_exp as i64;
    if normalized_exponent - 1 > (i32::MAX / 42039) as i64 {
        return Ok(r.handle_overflow(p, rm));
    }
    if normalized_exponent - 1 < (i32::MIN / 42039) as i64
        || (normalized_exponent + 1) * 28738 <= 8651 * (min_exp - p.precision as i64)
    {
        r.cat = FloatCategory::Normal;
        r.sig = 0;
        return Ok(r.normalize(p, rm, Lost::LessThanHalf));
    }
    if (normalized_exponent - 1) * 42039 >= 12655 * max_exp {
        return Ok(r.handle_overflow(p, rm));
    }

    // Collect the digits from the start of the string to the last significant one.
    let mut acc: Vec<u64> = vec![0];
    let mut mult: u64 = 1;
    let mut val: u64 = 0;
    let mut ndigits = 0usize;
    let mut sticky = false;
    let mut dropped: i64 = 0;
    for &c in &b[..=last_sig.min(end - 1)] {
        if c == b'.' {
            continue;
        }
        if !c.is_ascii_digit() {
            return Err("Invalid character in significand".into());
        }
        if ndigits >= MAX_SIG_DIGITS {
            if c != b'0' {
                sticky = true;
            }
            dropped += 1;
            continue;
        }
        if ndigits > 0 || c != b'0' {
            ndigits += 1;
        }
        if mult > u64::MAX / 10 {
            let carry = words::mul_small_add(&mut acc, mult, val);
            if carry != 0 {
                acc.push(carry);
            }
            mult = 1;
            val = 0;
        }
        mult *= 10;
        val = val * 10 + (c - b'0') as u64;
    }
    let carry = words::mul_small_add(&mut acc, mult, val);
    if carry != 0 {
        acc.push(carry);
    }
    let mut exp10 = exponent + dropped;
    if sticky {
        let carry = words::mul_small_add(&mut acc, 10, 1);
        if carry != 0 {
            acc.push(carry);
        }
        exp10 -= 1;
    }
    words::trim(&mut acc);
    r.cat = FloatCategory::Normal;
    Ok(round_scaled(p, r, &acc, exp10, rm))
}

/// Rounds `d * 10^e10` (d > 0) into `r` (sign already set).
fn round_scaled(p: &Params, r: &mut Raw, d: &[u64], e10: i64, rm: RoundingMode) -> OpStatus {
    if e10 >= 0 {
        let n = big_mul(d, &big_pow(5, e10 as u64));
        round_words(p, r, &n, e10, false, rm)
    } else {
        let k = (-e10) as u64;
        let den = big_pow(5, k);
        let dbits = words::active_bits(d) as i64;
        let denbits = words::active_bits(&den) as i64;
        let s = (p.precision as i64 + 3 + denbits - dbits).max(0) as u64;
        let num = big_shl(d, s);
        let (mut q, rem) = words::divmod(&num, &den);
        words::trim(&mut q);
        let sticky = !words::is_zero(&rem);
        round_words(p, r, &q, -(s as i64) - k as i64, sticky, rm)
    }
}

/// Rounds `(w + frac) * 2^e2` into `r`, where `frac` is in (0, 1) if `sticky`.
fn round_words(p: &Params, r: &mut Raw, w: &[u64], e2: i64, sticky: bool, rm: RoundingMode) -> OpStatus {
    let om = words::active_bits(w);
    let prec = p.precision as u64;
    let sticky_lf = if sticky { Lost::LessThanHalf } else { Lost::ExactlyZero };
    r.cat = FloatCategory::Normal;
    if om > prec {
        let t = om - prec;
        let lf = combine_lost(lost_through_truncation_words(w, t), sticky_lf);
        r.sig = extract_bits(w, t, p.precision);
        r.exp = clamp_exp(p.precision as i64 - 1 + t as i64 + e2);
        let st = r.normalize(p, rm, lf);
        r.canonicalize(p);
        st
    } else {
        r.sig = extract_bits(w, 0, om as u32);
        r.exp = clamp_exp(p.precision as i64 - 1 + e2);
        let st = r.normalize(p, rm, sticky_lf);
        r.canonicalize(p);
        st
    }
}

fn parse_hex_float(p: &Params, r: &mut Raw, b: &[u8], rm: RoundingMode) -> Result<OpStatus, String> {
    let end = b.len();
    let mut pos = 0;
    let mut dot = end;
    while pos < end && b[pos] == b'0' {
        pos += 1;
    }
    if pos < end && b[pos] == b'.' {
        dot = pos;
        pos += 1;
        if end == 1 {
            return Err("Significand has no digits".into());
        }
        while pos < end && b[pos] == b'0' {
            pos += 1;
        }
    }
    let first_sig = pos;
    let mut acc: Vec<u64> = vec![0];
    let mut ndig: i64 = 0;
    let mut frac_digits: i64 = 0;
    let mut sticky = false;
    while pos < end {
        let c = b[pos];
        if c == b'.' {
            if dot != end {
                return Err("String contains multiple dots".into());
            }
            dot = pos;
            pos += 1;
            continue;
        }
        let v = match (c as char).to_digit(16) {
            Some(v) => v as u64,
            None => break,
        };
        pos += 1;
        if ndig < 64 {
            let carry = words::mul_small_add(&mut acc, 16, v);
            if carry != 0 {
                acc.push(carry);
            }
            ndig += 1;
            if dot != end {
                frac_digits += 1;
            }
        } else {
            if v != 0 {
                sticky = true;
            }
            if dot == end {
                frac_digits -= 1;
            }
        }
    }
    if pos == end {
        return Err("Hex strings require an exponent".into());
    }
    if b[pos] != b'p' && b[pos] != b'P' {
        return Err("Invalid character in significand".into());
    }
    if pos == 0 {
        return Err("Significand has no digits".into());
    }
    if dot != end && pos == 1 {
        return Err("Significand has no digits".into());
    }
    // Exponent (LLVM's totalExponent: digits required, clamped).
    let e = &b[pos + 1..];
    if e.is_empty() {
        return Err("Exponent has no digits".into());
    }
    let mut i = 0;
    let neg = e[0] == b'-';
    if e[0] == b'-' || e[0] == b'+' {
        i = 1;
        if e.len() == 1 {
            return Err("Exponent has no digits".into());
        }
    }
    let mut ev: i64 = 0;
    while i < e.len() {
        let c = e[i];
        if !c.is_ascii_digit() {
            return Err("Invalid character in exponent".into());
        }
        ev = (ev * 10 + (c - b'0') as i64).min(1 << 40);
        i += 1;
    }
    if neg {
        ev = -ev;
    }
    if pos == first_sig || words::is_zero(&acc) && !sticky {
        r.cat = FloatCategory::Zero;
        r.set_zero_category(p);
        return Ok(OpStatus::OK);
    }
    words::trim(&mut acc);
    if sticky {
        // Append a sticky hex digit below everything kept.
        let carry = words::mul_small_add(&mut acc, 16, 1);
        if carry != 0 {
            acc.push(carry);
        }
        frac_digits += 1;
    }
    let e2 = (ev - 4 * frac_digits).clamp(-(1 << 40), 1 << 40);
    Ok(round_words(p, r, &acc, e2, false, rm))
}

// ---------------------------------------------------------------------------
// LLVM's toStringImpl
// ---------------------------------------------------------------------------

fn to_string_impl(
    neg: bool,
    exp: i64,
    sig: u128,
    sem_precision: u32,
    format_precision: u32,
    format_max_padding: u32,
    truncate_zero: bool,
) -> String {
    to_string_impl_exact(neg, exp, sig, sem_precision, format_precision, format_max_padding, truncate_zero).0
}

/// The decimal digits of `sig * 2^exp` (non-zero), least significant first and without trailing
/// zeros, cut to about `fp` digits as LLVM's `AdjustToPrecision` on the integer does: the digits,
/// their decimal exponent, and whether any non-zero digit was cut. The value fits 128 bits for
/// most floats of up to 64 bits (`1.5e+01`, `1.0e-01` as `f32`), and the digits then come from
/// `u128` arithmetic; otherwise from big integers. Both paths compute the same integers.
fn decimal_digits(sig: u128, exp: i64, fp: i64) -> (SmallVec<[u8; 48]>, i64, bool) {
    let tz = sig.trailing_zeros() as i64;
    let sig = sig >> tz;
    let exp = exp + tz;
    let small = if exp >= 0 {
        (exp < 128 && sig.leading_zeros() as i64 > exp).then(|| sig << exp)
    } else {
        u32::try_from(-exp).ok().and_then(|k| 5u128.checked_pow(k)).and_then(|p| sig.checked_mul(p))
    };
    let bits_required = (fp * 196 + 58) / 59;
    let mut buf: SmallVec<[u8; 48]> = SmallVec::new();
    if let Some(mut n) = small {
        let mut exp = exp.min(0);
        let bits = 128 - n.leading_zeros() as i64;
        let mut cut = false;
        if bits > bits_required {
            let tens = (bits - bits_required) * 59 / 196;
            if tens > 0 {
                exp += tens;
                let div = 10u128.pow(tens as u32);
                cut = n % div != 0;
                n /= div;
            }
        }
        let mut in_trail = true;
        while n != 0 {
            let d = if let Ok(w) = u64::try_from(n) {
                n = u128::from(w / 10);
                (w % 10) as u8
            } else {
                let d = (n % 10) as u8;
                n /= 10;
                d
            };
            if in_trail && d == 0 {
                exp += 1;
            } else {
                buf.push(d);
                in_trail = false;
            }
        }
        return (buf, exp, cut);
    }
    let mut exp = exp;
    let mut n: Vec<u64> = u128_words(sig).to_vec();
    words::trim(&mut n);
    if exp > 0 {
        n = big_shl(&n, exp as u64);
        exp = 0;
    } else if exp < 0 {
        n = big_mul(&n, &big_pow(5, (-exp) as u64));
    }
    let bits = words::active_bits(&n) as i64;
    let mut cut = false;
    if bits > bits_required {
        let tens = (bits - bits_required) * 59 / 196;
        if tens > 0 {
            exp += tens;
            let div = big_pow(10, tens as u64);
            let (mut q, r) = words::divmod(&n, &div);
            cut = !words::is_zero(&r);
            words::trim(&mut q);
            n = q;
        }
    }
    let mut in_trail = true;
    while !words::is_zero(&n) {
        let d = words::div_small(&mut n, 10) as u8;
        words::trim(&mut n);
        if in_trail && d == 0 {
            exp += 1;
        } else {
            buf.push(d);
            in_trail = false;
        }
    }
    (buf, exp, cut)
}

/// [`to_string_impl`] and whether the text is the value exactly (no digit was cut or rounded),
/// so that reading it back gives the same value.
fn to_string_impl_exact(
    neg: bool,
    exp: i64,
    sig: u128,
    sem_precision: u32,
    format_precision: u32,
    format_max_padding: u32,
    truncate_zero: bool,
) -> (String, bool) {
    let mut fp = format_precision as i64;
    if fp == 0 {
        fp = 2 + sem_precision as i64 * 59 / 196;
    }
    // Sign, the digits, `.`, and an exponent of up to 5 digits with its `e+`, or padding zeros.
    let mut out = String::with_capacity(fp as usize + 10 + format_max_padding as usize);
    if neg {
        out.push('-');
    }
    let (mut buf, mut exp, cut) = decimal_digits(sig, exp, fp);
    if buf.is_empty() {
        buf.push(0);
    }
    let exact = !cut && buf.len() as i64 <= fp;
    // AdjustToPrecision on the digit buffer (round half up).
    let nlen = buf.len() as i64;
    if nlen > fp {
        let mut first = (nlen - fp) as usize;
        let n_us = nlen as usize;
        if buf[first - 1] < 5 {
            while first < n_us && buf[first] == 0 {
                first += 1;
            }
            exp += first as i64;
            buf.drain(0..first);
        } else {
            let mut i = first;
            while i != n_us {
                if buf[i] == 9 {
                    first += 1;
                } else {
                    buf[i] += 1;
                    break;
                }
                i += 1;
            }
            if first == n_us {
                exp += first as i64;
                buf.clear();
                buf.push(1);
            } else {
                exp += first as i64;
                buf.drain(0..first);
            }
        }
    }
    let nd = buf.len() as i64;
    let fmp = format_max_padding as i64;
    let scientific = if fmp == 0 {
        true
    } else if exp >= 0 {
        exp > fmp || nd + exp > fp
    } else {
        let msd = exp + nd - 1;
        if msd >= 0 {
            false
        } else {
            -msd > fmp
        }
    };
    let digit = |d: u8| (b'0' + d) as char;
    if scientific {
        exp += nd - 1;
        out.push(digit(buf[(nd - 1) as usize]));
        out.push('.');
        if nd == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..nd {
                out.push(digit(buf[(nd - 1 - i) as usize]));
            }
        }
        if !truncate_zero && fp > nd - 1 {
            for _ in 0..(fp - nd + 1) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let e = exp.unsigned_abs().to_string();
        if !truncate_zero && e.len() < 2 {
            out.push('0');
        }
        out.push_str(&e);
        return (out, exact);
    }
    if exp >= 0 {
        for i in 0..nd {
            out.push(digit(buf[(nd - 1 - i) as usize]));
        }
        for _ in 0..exp {
            out.push('0');
        }
        return (out, exact);
    }
    let whole = exp + nd;
    let mut i = 0i64;
    if whole > 0 {
        while i != whole {
            out.push(digit(buf[(nd - i - 1) as usize]));
            i += 1;
        }
        out.push('.');
    } else {
        let nzeros = 1 + (-whole);
        out.push('0');
        out.push('.');
        for _ in 1..nzeros {
            out.push('0');
        }
    }
    while i != nd {
        out.push(digit(buf[(nd - i - 1) as usize]));
        i += 1;
    }
    (out, exact)
}

#[cfg(test)]
mod tests;
