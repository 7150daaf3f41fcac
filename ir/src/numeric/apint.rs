//! Fixed-width two's-complement integers of arbitrary bit width, modelled on
//! LLVM's `APInt`.
//!
//! Values are stored as little-endian `u64` words; widths up to 64 bits live
//! inline without allocation. Bits above the width are always kept zero, so
//! derived equality and hashing compare values bit for bit.

use smallvec::SmallVec;
use std::cmp::Ordering;
use std::fmt;

type Words = SmallVec<[u64; 1]>;

/// The largest bit width an [`APInt`] may have (MLIR's integer type limit).
pub const MAX_WIDTH: u32 = 16_777_215;

/// A fixed-width integer of 1..=[`MAX_WIDTH`] bits with wrapping two's-complement
/// arithmetic, used for MLIR integer attributes and float bit patterns.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct APInt {
    width: u32,
    words: Words,
}

/// Why [`APInt::parse`] rejected a string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseAPIntError {
    /// The text had no digits.
    Empty,
    /// The radix was not in 2..=36.
    InvalidRadix,
    /// A character was not a digit of the radix.
    InvalidDigit,
    /// The value does not fit in the requested width.
    Overflow,
}

impl fmt::Display for ParseAPIntError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ParseAPIntError::Empty => "no digits",
            ParseAPIntError::InvalidRadix => "invalid radix",
            ParseAPIntError::InvalidDigit => "invalid digit",
            ParseAPIntError::Overflow => "value does not fit in the bit width",
        })
    }
}

impl std::error::Error for ParseAPIntError {}

fn clamp_width(width: u32) -> u32 {
    width.clamp(1, MAX_WIDTH)
}

fn num_words(width: u32) -> usize {
    width.div_ceil(64) as usize
}

// ---------------------------------------------------------------------------
// Word-slice helpers (little-endian u64 limbs).
// ---------------------------------------------------------------------------

pub(crate) mod words {
    //! Unsigned arithmetic on little-endian `u64` slices, shared by `APInt`
    //! and the floating-point code.

    use std::cmp::Ordering;

    /// Number of significant bits (0 for zero).
    pub fn active_bits(a: &[u64]) -> u64 {
        for i in (0..a.len()).rev() {
            if a[i] != 0 {
                return i as u64 * 64 + (64 - a[i].leading_zeros() as u64);
            }
        }
        0
    }

    /// Index of the lowest set bit, or `None` for zero.
    pub fn trailing_zeros(a: &[u64]) -> Option<u64> {
        a.iter().position(|&w| w != 0).map(|i| i as u64 * 64 + a[i].trailing_zeros() as u64)
    }

    /// Whether every word is zero.
    pub fn is_zero(a: &[u64]) -> bool {
        a.iter().all(|&w| w == 0)
    }

    /// Bit `i` (false beyond the slice).
    pub fn bit(a: &[u64], i: u64) -> bool {
        let w = (i / 64) as usize;
        w < a.len() && (a[w] >> (i % 64)) & 1 == 1
    }

    /// Compares two magnitudes of possibly different lengths.
    pub fn cmp(a: &[u64], b: &[u64]) -> Ordering {
        let n = a.len().max(b.len());
        for i in (0..n).rev() {
            let x = a.get(i).copied().unwrap_or(0);
            let y = b.get(i).copied().unwrap_or(0);
            match x.cmp(&y) {
                Ordering::Equal => {}
                o => return o,
            }
        }
        Ordering::Equal
    }

    /// `a += b` (b no longer than a), returning the carry out.
    pub fn add_assign(a: &mut [u64], b: &[u64]) -> bool {
        let mut carry = false;
        for (i, x) in a.iter_mut().enumerate() {
            let y = b.get(i).copied().unwrap_or(0);
            if y == 0 && !carry && i >= b.len() {
                break;
            }
            let (s1, c1) = x.overflowing_add(y);
            let (s2, c2) = s1.overflowing_add(carry as u64);
            *x = s2;
            carry = c1 || c2;
        }
        carry
    }

    /// `a -= b`, returning the borrow out.
    pub fn sub_assign(a: &mut [u64], b: &[u64]) -> bool {
        let mut borrow = false;
        for (i, x) in a.iter_mut().enumerate() {
            let y = b.get(i).copied().unwrap_or(0);
            if y == 0 && !borrow && i >= b.len() {
                break;
            }
            let (s1, b1) = x.overflowing_sub(y);
            let (s2, b2) = s1.overflowing_sub(borrow as u64);
            *x = s2;
            borrow = b1 || b2;
        }
        borrow
    }

    /// Full product of `a` and `b`, truncated to `out_len` words.
    pub fn mul(a: &[u64], b: &[u64], out_len: usize) -> Vec<u64> {
        let mut out = vec![0u64; out_len];
        let alen = a.len().min(out_len);
        for i in 0..alen {
            let x = a[i];
            if x == 0 {
                continue;
            }
            let mut carry: u64 = 0;
            let mut j = 0;
            while j < b.len() && i + j < out_len {
                let t = (x as u128) * (b[j] as u128) + out[i + j] as u128 + carry as u128;
                out[i + j] = t as u64;
                carry = (t >> 64) as u64;
                j += 1;
            }
            let mut k = i + j;
            while carry != 0 && k < out_len {
                let (s, c) = out[k].overflowing_add(carry);
                out[k] = s;
                carry = c as u64;
                k += 1;
            }
        }
        out
    }

    /// `a = a * m + add` in place, returning the word carried out.
    pub fn mul_small_add(a: &mut [u64], m: u64, add: u64) -> u64 {
        let mut carry = add;
        for w in a.iter_mut() {
            let t = (*w as u128) * (m as u128) + carry as u128;
            *w = t as u64;
            carry = (t >> 64) as u64;
        }
        carry
    }

    /// Divides `a` in place by the nonzero `d`, returning the remainder.
    pub fn div_small(a: &mut [u64], d: u64) -> u64 {
        let mut rem: u128 = 0;
        for w in a.iter_mut().rev() {
            let cur = (rem << 64) | *w as u128;
            *w = (cur / d as u128) as u64;
            rem = cur % d as u128;
        }
        rem as u64
    }

    /// Shifts left by `s` bits in place (bits shifted out are lost).
    pub fn shl_assign(a: &mut [u64], s: u64) {
        let n = a.len();
        let ws = (s / 64) as usize;
        let bs = (s % 64) as u32;
        if ws >= n {
            a.iter_mut().for_each(|w| *w = 0);
            return;
        }
        for i in (0..n).rev() {
            let src = i as isize - ws as isize;
            let mut v = 0u64;
            if src >= 0 {
                v = a[src as usize] << bs;
                if bs != 0 && src >= 1 {
                    v |= a[src as usize - 1] >> (64 - bs);
                }
            }
            a[i] = v;
        }
    }

    /// Logical right shift by `s` bits in place.
    pub fn shr_assign(a: &mut [u64], s: u64) {
        let n = a.len();
        let ws = (s / 64) as usize;
        let bs = (s % 64) as u32;
        if ws >= n {
            a.iter_mut().for_each(|w| *w = 0);
            return;
        }
        for i in 0..n {
            let src = i + ws;
            let mut v = 0u64;
            if src < n {
                v = a[src] >> bs;
                if bs != 0 && src + 1 < n {
                    v |= a[src + 1] << (64 - bs);
                }
            }
            a[i] = v;
        }
    }

    /// Removes high zero words (keeping at least one word).
    pub fn trim(v: &mut Vec<u64>) {
        while v.len() > 1 && *v.last().unwrap_or(&1) == 0 {
            v.pop();
        }
    }

    /// Unsigned division with remainder; `v` must be nonzero.
    /// Returns `(quotient, remainder)`, each `u.len()` words long.
    pub fn divmod(u: &[u64], v: &[u64]) -> (Vec<u64>, Vec<u64>) {
        let n_len = u.len();
        let mut vv: Vec<u64> = v.to_vec();
        trim(&mut vv);
        let vbits = active_bits(&vv);
        let ubits = active_bits(u);
        let mut q = vec![0u64; n_len];
        let mut r = vec![0u64; n_len];
        if vbits == 0 {
            return (q, r);
        }
        if ubits < vbits || cmp(u, &vv) == Ordering::Less {
            r[..n_len].copy_from_slice(u);
            return (q, r);
        }
        if vv.len() == 1 {
            q.copy_from_slice(u);
            let rem = div_small(&mut q, vv[0]);
            r[0] = rem;
            return (q, r);
        }
        // Knuth algorithm D.
        let s = vv[vv.len() - 1].leading_zeros();
        let n = vv.len();
        let mut vn = vv.clone();
        shl_assign(&mut vn, s as u64);
        let mut ul: Vec<u64> = u.to_vec();
        trim(&mut ul);
        let m = ul.len() - n;
        let mut un = vec![0u64; ul.len() + 1];
        un[..ul.len()].copy_from_slice(&ul);
        shl_assign(&mut un, s as u64);
        if s != 0 {
            un[ul.len()] = ul[ul.len() - 1] >> (64 - s);
        }
        let b: u128 = 1u128 << 64;
        for j in (0..=m).rev() {
            let num = ((un[j + n] as u128) << 64) | un[j + n - 1] as u128;
            let mut qhat = num / vn[n - 1] as u128;
            let mut rhat = num % vn[n - 1] as u128;
            while qhat >= b || qhat * vn[n - 2] as u128 > ((rhat << 64) | un[j + n - 2] as u128) {
                qhat -= 1;
                rhat += vn[n - 1] as u128;
                if rhat >= b {
                    break;
                }
            }
            // Multiply and subtract.
            let mut borrow: i128 = 0;
            let mut carry: u128 = 0;
            for i in 0..n {
                let p = qhat * vn[i] as u128 + carry;
                carry = p >> 64;
                let t = un[i + j] as i128 - borrow - (p as u64) as i128;
                un[i + j] = t as u64;
                borrow = if t < 0 { 1 } else { 0 };
            }
            let t = un[j + n] as i128 - borrow - carry as i128;
            un[j + n] = t as u64;
            if t < 0 {
                qhat -= 1;
                let mut c: u128 = 0;
                for i in 0..n {
                    let s2 = un[i + j] as u128 + vn[i] as u128 + c;
                    un[i + j] = s2 as u64;
                    c = s2 >> 64;
                }
                un[j + n] = un[j + n].wrapping_add(c as u64);
            }
            if j < q.len() {
                q[j] = qhat as u64;
            }
        }
        shr_assign(&mut un, s as u64);
        let k = n.min(n_len);
        r[..k].copy_from_slice(&un[..k]);
        (q, r)
    }
}

impl APInt {
    // -- construction -----------------------------------------------------

    fn from_raw(width: u32, words: Words) -> APInt {
        let mut a = APInt { width, words };
        a.clear_unused();
        a
    }

    fn clear_unused(&mut self) {
        let n = num_words(self.width);
        self.words.resize(n, 0);
        let rem = self.width % 64;
        if rem != 0 {
            if let Some(last) = self.words.last_mut() {
                *last &= (1u64 << rem) - 1;
            }
        }
    }

    /// The value 0 of the given width (widths are clamped into 1..=MAX_WIDTH).
    pub fn zero(width: u32) -> APInt {
        let width = clamp_width(width);
        APInt { width, words: SmallVec::from_elem(0, num_words(width)) }
    }

    /// `v` masked to `width` bits, for a clamped width of at most 64: one inline word.
    #[inline]
    fn one_word(width: u32, v: u64) -> APInt {
        APInt { width, words: SmallVec::from_buf([v & (u64::MAX >> (64 - width))]) }
    }

    /// `v` truncated to `width` bits.
    pub fn from_u64(width: u32, v: u64) -> APInt {
        let width = clamp_width(width);
        if width <= 64 {
            return APInt::one_word(width, v);
        }
        let mut a = APInt::zero(width);
        a.words[0] = v;
        a.clear_unused();
        a
    }

    /// `v` sign-extended or truncated to `width` bits.
    pub fn from_i64(width: u32, v: i64) -> APInt {
        let width = clamp_width(width);
        let fill = if v < 0 { u64::MAX } else { 0 };
        let mut words: Words = SmallVec::from_elem(fill, num_words(width));
        words[0] = v as u64;
        APInt::from_raw(width, words)
    }

    /// `v` truncated (or zero-extended) to `width` bits.
    pub fn from_u128(width: u32, v: u128) -> APInt {
        APInt::from_words(width, &[v as u64, (v >> 64) as u64])
    }

    /// `v` sign-extended or truncated to `width` bits.
    pub fn from_i128(width: u32, v: i128) -> APInt {
        let width = clamp_width(width);
        let fill = if v < 0 { u64::MAX } else { 0 };
        let mut words: Words = SmallVec::from_elem(fill, num_words(width));
        words[0] = v as u64;
        if words.len() > 1 {
            words[1] = ((v as u128) >> 64) as u64;
        }
        APInt::from_raw(width, words)
    }

    /// Builds a value from little-endian words, zero-extending or truncating to `width`.
    pub fn from_words(width: u32, src: &[u64]) -> APInt {
        let width = clamp_width(width);
        if width <= 64 {
            return APInt::one_word(width, src.first().copied().unwrap_or(0));
        }
        let n = num_words(width);
        let mut words: Words = SmallVec::from_elem(0, n);
        for (d, s) in words.iter_mut().zip(src.iter()) {
            *d = *s;
        }
        APInt::from_raw(width, words)
    }

    /// The value with every bit set (-1 signed, unsigned max).
    pub fn all_ones(width: u32) -> APInt {
        let width = clamp_width(width);
        APInt::from_raw(width, SmallVec::from_elem(u64::MAX, num_words(width)))
    }

    /// The largest unsigned value of the width (all ones).
    pub fn unsigned_max(width: u32) -> APInt {
        APInt::all_ones(width)
    }

    /// The largest signed value of the width (0111...1).
    pub fn signed_max(width: u32) -> APInt {
        let mut a = APInt::all_ones(width);
        let w = a.width;
        a.set_bit(w - 1, false);
        a
    }

    /// The smallest signed value of the width (1000...0).
    pub fn signed_min(width: u32) -> APInt {
        let mut a = APInt::zero(width);
        let w = a.width;
        a.set_bit(w - 1, true);
        a
    }

    /// A value with only bit `bit` set (zero if `bit >= width`).
    pub fn one_bit(width: u32, bit: u32) -> APInt {
        let mut a = APInt::zero(width);
        a.set_bit(bit, true);
        a
    }

    // -- queries ----------------------------------------------------------

    /// The bit width.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The little-endian words; bits above the width are zero.
    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// Whether the value is 0.
    pub fn is_zero(&self) -> bool {
        words::is_zero(&self.words)
    }

    /// Whether the value is 1.
    pub fn is_one(&self) -> bool {
        self.words[0] == 1 && words::is_zero(&self.words[1..])
    }

    /// Whether every bit is set.
    pub fn is_all_ones(&self) -> bool {
        self.count_ones() == self.width
    }

    /// Whether the sign (top) bit is set.
    pub fn is_negative(&self) -> bool {
        self.bit(self.width - 1)
    }

    /// Whether this is the most negative signed value.
    pub fn is_signed_min(&self) -> bool {
        self.is_negative() && self.count_ones() == 1
    }

    /// Whether this is the largest signed value.
    pub fn is_signed_max(&self) -> bool {
        !self.is_negative() && self.count_ones() == self.width - 1
    }

    /// The value as a `u64` if it fits unsigned.
    pub fn try_to_u64(&self) -> Option<u64> {
        if self.active_bits() <= 64 {
            Some(self.words[0])
        } else {
            None
        }
    }

    /// The value as an `i64` if it fits when read as signed.
    pub fn try_to_i64(&self) -> Option<i64> {
        if self.min_signed_bits() <= 64 {
            Some(self.sext_to_u64() as i64)
        } else {
            None
        }
    }

    /// The value as a `u128` if it fits unsigned.
    pub fn try_to_u128(&self) -> Option<u128> {
        if self.active_bits() <= 128 {
            let hi = self.words.get(1).copied().unwrap_or(0);
            Some(((hi as u128) << 64) | self.words[0] as u128)
        } else {
            None
        }
    }

    /// The value as an `i128` if it fits when read as signed.
    pub fn try_to_i128(&self) -> Option<i128> {
        if self.min_signed_bits() > 128 {
            return None;
        }
        let x = self.sext(128.max(self.width));
        let hi = x.words.get(1).copied().unwrap_or(0);
        Some((((hi as u128) << 64) | x.words[0] as u128) as i128)
    }

    /// The low 64 bits, zero-extended (like LLVM's `getZExtValue` without the assert).
    pub fn low_u64(&self) -> u64 {
        self.words[0]
    }

    fn sext_to_u64(&self) -> u64 {
        if self.width >= 64 {
            self.words[0]
        } else {
            let s = 64 - self.width;
            (((self.words[0] << s) as i64) >> s) as u64
        }
    }

    /// Number of bits needed for the unsigned value (0 for zero).
    pub fn active_bits(&self) -> u32 {
        words::active_bits(&self.words) as u32
    }

    /// Number of bits needed to represent the value as signed (at least 1).
    pub fn min_signed_bits(&self) -> u32 {
        if self.is_negative() {
            self.width - self.leading_ones() + 1
        } else {
            self.active_bits() + 1
        }
    }

    /// Bit `i` (false when `i >= width`).
    pub fn bit(&self, i: u32) -> bool {
        i < self.width && words::bit(&self.words, i as u64)
    }

    /// Sets bit `i` to `v` (ignored when `i >= width`).
    pub fn set_bit(&mut self, i: u32, v: bool) {
        if i >= self.width {
            return;
        }
        let w = (i / 64) as usize;
        let m = 1u64 << (i % 64);
        if v {
            self.words[w] |= m;
        } else {
            self.words[w] &= !m;
        }
    }

    /// Number of set bits.
    pub fn count_ones(&self) -> u32 {
        self.words.iter().map(|w| w.count_ones()).sum()
    }

    /// Number of zero bits above the highest set bit.
    pub fn leading_zeros(&self) -> u32 {
        self.width - self.active_bits()
    }

    /// Number of one bits from the top down to the first zero.
    pub fn leading_ones(&self) -> u32 {
        self.not().leading_zeros()
    }

    /// Number of zero bits below the lowest set bit (the width for zero).
    pub fn trailing_zeros(&self) -> u32 {
        words::trailing_zeros(&self.words).map_or(self.width, |t| t as u32)
    }

    /// Number of one bits from the bottom up to the first zero.
    pub fn trailing_ones(&self) -> u32 {
        self.not().trailing_zeros()
    }

    /// Whether the unsigned value is a power of two.
    pub fn is_power_of_two(&self) -> bool {
        self.count_ones() == 1
    }

    /// Floor of log2 of the unsigned value, or `None` for zero.
    pub fn log2(&self) -> Option<u32> {
        self.active_bits().checked_sub(1)
    }

    // -- width changes ----------------------------------------------------

    /// Zero-extends to `w` bits (a smaller `w` truncates instead of asserting like LLVM).
    pub fn zext(&self, w: u32) -> APInt {
        APInt::from_words(w, &self.words)
    }

    /// Sign-extends to `w` bits (a smaller `w` truncates).
    pub fn sext(&self, w: u32) -> APInt {
        let w = clamp_width(w);
        if w <= self.width || !self.is_negative() {
            return APInt::from_words(w, &self.words);
        }
        let n = num_words(w);
        let mut words: Words = SmallVec::from_elem(u64::MAX, n);
        let full = (self.width / 64) as usize;
        words[..full].copy_from_slice(&self.words[..full]);
        let rem = self.width % 64;
        if rem != 0 {
            words[full] = self.words[full] | (u64::MAX << rem);
        }
        APInt::from_raw(w, words)
    }

    /// Truncates to `w` bits (a larger `w` zero-extends).
    pub fn trunc(&self, w: u32) -> APInt {
        APInt::from_words(w, &self.words)
    }

    /// Zero-extends or truncates to `w` bits.
    pub fn zext_or_trunc(&self, w: u32) -> APInt {
        self.zext(w)
    }

    /// Sign-extends or truncates to `w` bits.
    pub fn sext_or_trunc(&self, w: u32) -> APInt {
        self.sext(w)
    }

    fn same_width_z(&self, rhs: &APInt) -> APInt {
        if rhs.width == self.width {
            rhs.clone()
        } else {
            rhs.zext(self.width)
        }
    }

    fn same_width_s(&self, rhs: &APInt) -> APInt {
        if rhs.width == self.width {
            rhs.clone()
        } else {
            rhs.sext(self.width)
        }
    }

    // -- arithmetic -------------------------------------------------------
    // Binary operations take the width of `self`; a differently sized `rhs`
    // is zero-extended/truncated (sign-extended for signed operations).

    /// Wrapping addition.
    pub fn add(&self, rhs: &APInt) -> APInt {
        let r = self.same_width_z(rhs);
        if self.width <= 64 {
            return APInt::from_u64(self.width, self.words[0].wrapping_add(r.words[0]));
        }
        let mut out = self.words.clone();
        words::add_assign(&mut out, &r.words);
        APInt::from_raw(self.width, out)
    }

    /// Wrapping subtraction.
    pub fn sub(&self, rhs: &APInt) -> APInt {
        let r = self.same_width_z(rhs);
        if self.width <= 64 {
            return APInt::from_u64(self.width, self.words[0].wrapping_sub(r.words[0]));
        }
        let mut out = self.words.clone();
        words::sub_assign(&mut out, &r.words);
        APInt::from_raw(self.width, out)
    }

    /// Wrapping multiplication.
    pub fn mul(&self, rhs: &APInt) -> APInt {
        let r = self.same_width_z(rhs);
        if self.width <= 64 {
            return APInt::from_u64(self.width, self.words[0].wrapping_mul(r.words[0]));
        }
        let out = words::mul(&self.words, &r.words, self.words.len());
        APInt::from_raw(self.width, SmallVec::from_vec(out))
    }

    /// Two's-complement negation (wrapping).
    pub fn neg(&self) -> APInt {
        if self.width <= 64 {
            return APInt::one_word(self.width, self.words[0].wrapping_neg());
        }
        APInt::zero(self.width).sub(self)
    }

    /// Bitwise complement.
    pub fn not(&self) -> APInt {
        let words: Words = self.words.iter().map(|w| !w).collect();
        APInt::from_raw(self.width, words)
    }

    /// Bitwise and.
    pub fn and(&self, rhs: &APInt) -> APInt {
        let r = self.same_width_z(rhs);
        let words: Words = self.words.iter().zip(r.words.iter()).map(|(a, b)| a & b).collect();
        APInt::from_raw(self.width, words)
    }

    /// Bitwise or.
    pub fn or(&self, rhs: &APInt) -> APInt {
        let r = self.same_width_z(rhs);
        let words: Words = self.words.iter().zip(r.words.iter()).map(|(a, b)| a | b).collect();
        APInt::from_raw(self.width, words)
    }

    /// Bitwise exclusive or.
    pub fn xor(&self, rhs: &APInt) -> APInt {
        let r = self.same_width_z(rhs);
        let words: Words = self.words.iter().zip(r.words.iter()).map(|(a, b)| a ^ b).collect();
        APInt::from_raw(self.width, words)
    }

    /// Unsigned quotient and remainder, or `None` when dividing by zero.
    pub fn udivrem(&self, rhs: &APInt) -> Option<(APInt, APInt)> {
        let r = self.same_width_z(rhs);
        if r.is_zero() {
            return None;
        }
        if self.width <= 64 {
            let (a, b) = (self.words[0], r.words[0]);
            return Some((APInt::from_u64(self.width, a / b), APInt::from_u64(self.width, a % b)));
        }
        let (q, rem) = words::divmod(&self.words, &r.words);
        Some((APInt::from_words(self.width, &q), APInt::from_words(self.width, &rem)))
    }

    /// Unsigned division, `None` on division by zero.
    pub fn udiv(&self, rhs: &APInt) -> Option<APInt> {
        self.udivrem(rhs).map(|(q, _)| q)
    }

    /// Unsigned remainder, `None` on division by zero.
    pub fn urem(&self, rhs: &APInt) -> Option<APInt> {
        self.udivrem(rhs).map(|(_, r)| r)
    }

    /// Signed quotient (truncating toward zero) and remainder (sign of the dividend);
    /// `None` on division by zero. `MIN / -1` wraps to `MIN`.
    pub fn sdivrem(&self, rhs: &APInt) -> Option<(APInt, APInt)> {
        let r = self.same_width_s(rhs);
        let ln = self.is_negative();
        let rn = r.is_negative();
        let a = if ln { self.neg() } else { self.clone() };
        let b = if rn { r.neg() } else { r };
        let (q, rem) = a.udivrem(&b)?;
        let q = if ln != rn { q.neg() } else { q };
        let rem = if ln { rem.neg() } else { rem };
        Some((q, rem))
    }

    /// Signed division truncating toward zero, `None` on division by zero.
    pub fn sdiv(&self, rhs: &APInt) -> Option<APInt> {
        self.sdivrem(rhs).map(|(q, _)| q)
    }

    /// Signed remainder (sign follows the dividend), `None` on division by zero.
    pub fn srem(&self, rhs: &APInt) -> Option<APInt> {
        self.sdivrem(rhs).map(|(_, r)| r)
    }

    /// Shift left; amounts `>= width` give zero.
    pub fn shl(&self, amount: u32) -> APInt {
        if amount >= self.width {
            return APInt::zero(self.width);
        }
        let mut out = self.words.clone();
        words::shl_assign(&mut out, amount as u64);
        APInt::from_raw(self.width, out)
    }

    /// Logical shift right; amounts `>= width` give zero.
    pub fn lshr(&self, amount: u32) -> APInt {
        if amount >= self.width {
            return APInt::zero(self.width);
        }
        let mut out = self.words.clone();
        words::shr_assign(&mut out, amount as u64);
        APInt::from_raw(self.width, out)
    }

    /// Arithmetic shift right; amounts `>= width` fill with the sign bit.
    pub fn ashr(&self, amount: u32) -> APInt {
        if !self.is_negative() {
            return self.lshr(amount);
        }
        if amount >= self.width {
            return APInt::all_ones(self.width);
        }
        let shifted = self.lshr(amount);
        // Set the top `amount` bits.
        let fill = APInt::all_ones(self.width).shl(self.width - amount);
        shifted.or(&fill)
    }

    /// Shift left by an `APInt` amount (any width); huge amounts give zero.
    pub fn shl_by(&self, amount: &APInt) -> APInt {
        self.shl(amount.try_to_u64().map_or(u32::MAX, |v| v.min(u32::MAX as u64) as u32))
    }

    /// Logical shift right by an `APInt` amount; huge amounts give zero.
    pub fn lshr_by(&self, amount: &APInt) -> APInt {
        self.lshr(amount.try_to_u64().map_or(u32::MAX, |v| v.min(u32::MAX as u64) as u32))
    }

    /// Arithmetic shift right by an `APInt` amount; huge amounts give sign fill.
    pub fn ashr_by(&self, amount: &APInt) -> APInt {
        self.ashr(amount.try_to_u64().map_or(u32::MAX, |v| v.min(u32::MAX as u64) as u32))
    }

    /// Rotate left by `amount` (modulo the width).
    pub fn rotl(&self, amount: u32) -> APInt {
        let a = amount % self.width;
        if a == 0 {
            return self.clone();
        }
        self.shl(a).or(&self.lshr(self.width - a))
    }

    /// Rotate right by `amount` (modulo the width).
    pub fn rotr(&self, amount: u32) -> APInt {
        let a = amount % self.width;
        if a == 0 {
            return self.clone();
        }
        self.rotl(self.width - a)
    }

    // -- overflow-reporting arithmetic -------------------------------------

    /// Wrapping add plus whether signed overflow occurred.
    pub fn add_overflow_signed(&self, rhs: &APInt) -> (APInt, bool) {
        let r = self.same_width_s(rhs);
        let res = self.add(&r);
        let ov = self.is_negative() == r.is_negative() && res.is_negative() != self.is_negative();
        (res, ov)
    }

    /// Wrapping add plus whether unsigned overflow (carry) occurred.
    pub fn add_overflow_unsigned(&self, rhs: &APInt) -> (APInt, bool) {
        let r = self.same_width_z(rhs);
        let res = self.add(&r);
        let ov = res.ult(&r);
        (res, ov)
    }

    /// Wrapping subtract plus whether signed overflow occurred.
    pub fn sub_overflow_signed(&self, rhs: &APInt) -> (APInt, bool) {
        let r = self.same_width_s(rhs);
        let res = self.sub(&r);
        let ov = self.is_negative() != r.is_negative() && res.is_negative() != self.is_negative();
        (res, ov)
    }

    /// Wrapping subtract plus whether unsigned overflow (borrow) occurred.
    pub fn sub_overflow_unsigned(&self, rhs: &APInt) -> (APInt, bool) {
        let r = self.same_width_z(rhs);
        let res = self.sub(&r);
        (res, self.ult(&r))
    }

    /// Wrapping multiply plus whether signed overflow occurred.
    pub fn mul_overflow_signed(&self, rhs: &APInt) -> (APInt, bool) {
        let r = self.same_width_s(rhs);
        let res = self.mul(&r);
        let w2 = (self.width as u64 * 2).min(MAX_WIDTH as u64) as u32;
        let full = self.sext(w2).mul(&r.sext(w2));
        let ov = full != res.sext(w2);
        (res, ov)
    }

    /// Wrapping multiply plus whether unsigned overflow occurred.
    pub fn mul_overflow_unsigned(&self, rhs: &APInt) -> (APInt, bool) {
        let r = self.same_width_z(rhs);
        let res = self.mul(&r);
        let ov = self.active_bits() as u64 + r.active_bits() as u64 > self.width as u64 + 1
            || (!self.is_zero() && !r.is_zero() && self.active_bits() + r.active_bits() == self.width + 1 && {
                let w2 = self.width + 1;
                self.zext(w2).mul(&r.zext(w2)).bit(self.width)
            });
        (res, ov)
    }

    /// Signed division plus whether it overflowed (`MIN / -1`); `None` on division by zero.
    pub fn sdiv_overflow(&self, rhs: &APInt) -> Option<(APInt, bool)> {
        let r = self.same_width_s(rhs);
        let ov = self.is_signed_min() && r.is_all_ones();
        self.sdiv(&r).map(|q| (q, ov))
    }

    // -- comparisons --------------------------------------------------------

    /// Unsigned comparison (the narrower operand is zero-extended).
    pub fn ucmp(&self, rhs: &APInt) -> Ordering {
        words::cmp(&self.words, &rhs.words)
    }

    /// Signed comparison (the narrower operand is sign-extended).
    pub fn scmp(&self, rhs: &APInt) -> Ordering {
        let w = self.width.max(rhs.width);
        let a = self.sext(w);
        let b = rhs.sext(w);
        match (a.is_negative(), b.is_negative()) {
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            _ => a.ucmp(&b),
        }
    }

    /// Unsigned less-than.
    pub fn ult(&self, rhs: &APInt) -> bool {
        self.ucmp(rhs) == Ordering::Less
    }
    /// Unsigned less-or-equal.
    pub fn ule(&self, rhs: &APInt) -> bool {
        self.ucmp(rhs) != Ordering::Greater
    }
    /// Unsigned greater-than.
    pub fn ugt(&self, rhs: &APInt) -> bool {
        self.ucmp(rhs) == Ordering::Greater
    }
    /// Unsigned greater-or-equal.
    pub fn uge(&self, rhs: &APInt) -> bool {
        self.ucmp(rhs) != Ordering::Less
    }
    /// Signed less-than.
    pub fn slt(&self, rhs: &APInt) -> bool {
        self.scmp(rhs) == Ordering::Less
    }
    /// Signed less-or-equal.
    pub fn sle(&self, rhs: &APInt) -> bool {
        self.scmp(rhs) != Ordering::Greater
    }
    /// Signed greater-than.
    pub fn sgt(&self, rhs: &APInt) -> bool {
        self.scmp(rhs) == Ordering::Greater
    }
    /// Signed greater-or-equal.
    pub fn sge(&self, rhs: &APInt) -> bool {
        self.scmp(rhs) != Ordering::Less
    }
    /// Value equality ignoring width differences (zero-extending the narrower one).
    pub fn eq_value(&self, rhs: &APInt) -> bool {
        self.ucmp(rhs) == Ordering::Equal
    }

    /// Unsigned minimum.
    pub fn umin(&self, rhs: &APInt) -> APInt {
        if self.ule(rhs) {
            self.clone()
        } else {
            self.same_width_z(rhs)
        }
    }
    /// Unsigned maximum.
    pub fn umax(&self, rhs: &APInt) -> APInt {
        if self.uge(rhs) {
            self.clone()
        } else {
            self.same_width_z(rhs)
        }
    }
    /// Signed minimum.
    pub fn smin(&self, rhs: &APInt) -> APInt {
        if self.sle(rhs) {
            self.clone()
        } else {
            self.same_width_s(rhs)
        }
    }
    /// Signed maximum.
    pub fn smax(&self, rhs: &APInt) -> APInt {
        if self.sge(rhs) {
            self.clone()
        } else {
            self.same_width_s(rhs)
        }
    }

    /// Absolute value of the signed interpretation (`MIN` stays `MIN`).
    pub fn abs(&self) -> APInt {
        if self.is_negative() {
            self.neg()
        } else {
            self.clone()
        }
    }

    // -- text ---------------------------------------------------------------

    /// Formats in `radix` (2..=36; other values fall back to 10), reading the
    /// value as signed if `signed`. Letters are lowercase, no prefix.
    pub fn to_string_radix(&self, radix: u32, signed: bool) -> String {
        self.to_string_radix_opts(radix, signed, false, false)
    }

    /// Formats like LLVM's `APInt::toString(Str, Radix, Signed, formatAsCLiteral, UpperCase)`:
    /// optional C prefix (`0x`, `0b`, `0` for octal) and upper- or lowercase letters.
    pub fn to_string_radix_opts(&self, radix: u32, signed: bool, uppercase: bool, c_literal: bool) -> String {
        let radix = if (2..=36).contains(&radix) { radix } else { 10 };
        let prefix = if c_literal {
            match radix {
                2 => "0b",
                8 => "0",
                16 => "0x",
                _ => "",
            }
        } else {
            ""
        };
        let digits: &[u8] =
            if uppercase { b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ" } else { b"0123456789abcdefghijklmnopqrstuvwxyz" };
        let mut out = String::new();
        if self.is_zero() {
            out.push_str(prefix);
            out.push('0');
            return out;
        }
        let neg = signed && self.is_negative();
        if let [word] = self.words[..] {
            // One word (up to 64 bits): the magnitude and its digits in a `u64`. Bits above the
            // width are zero, so the negation is masked back to the width.
            let mut m = if neg { word.wrapping_neg() & (u64::MAX >> (64 - self.width.clamp(1, 64))) } else { word };
            let mut rev = [0u8; 64];
            let mut at = rev.len();
            let radix = u64::from(radix);
            while m != 0 {
                at -= 1;
                rev[at] = digits[(m % radix) as usize];
                m /= radix;
            }
            out.reserve(1 + prefix.len() + rev.len() - at);
            if neg {
                out.push('-');
            }
            out.push_str(prefix);
            out.push_str(std::str::from_utf8(&rev[at..]).unwrap_or(""));
            return out;
        }
        let mag = if neg { self.neg() } else { self.clone() };
        if neg {
            out.push('-');
        }
        out.push_str(prefix);
        let mut w: Vec<u64> = mag.words.to_vec();
        // Largest power of the radix fitting in a u64, for chunked division.
        let mut chunk = radix as u64;
        let mut chunk_digits = 1;
        while let Some(n) = chunk.checked_mul(radix as u64) {
            chunk = n;
            chunk_digits += 1;
        }
        let mut rev: Vec<u8> = Vec::new();
        while !words::is_zero(&w) {
            let mut r = words::div_small(&mut w, chunk);
            let last = words::is_zero(&w);
            let mut k = 0;
            while k < chunk_digits && (!last || r != 0) {
                rev.push(digits[(r % radix as u64) as usize]);
                r /= radix as u64;
                k += 1;
            }
            words::trim(&mut w);
        }
        rev.reverse();
        out.push_str(std::str::from_utf8(&rev).unwrap_or(""));
        out
    }

    /// Parses an unsigned magnitude of any length in `radix` (2..=36) into `width`
    /// bits, reporting an error if it does not fit. Underscores are not accepted.
    pub fn parse(text: &str, radix: u32, width: u32) -> Result<APInt, ParseAPIntError> {
        if !(2..=36).contains(&radix) {
            return Err(ParseAPIntError::InvalidRadix);
        }
        let mag = parse_magnitude(text.as_bytes(), radix)?;
        let width = clamp_width(width);
        if words::active_bits(&mag) > width as u64 {
            return Err(ParseAPIntError::Overflow);
        }
        Ok(APInt::from_words(width, &mag))
    }

    /// LLVM's `StringRef::getAsInteger(Radix, APInt&)` on a default (1-bit) APInt:
    /// radix 0 auto-detects `0x`/`0b`/`0o`/leading-`0` prefixes; the result has
    /// width `log2ceil(radix) * digits` after stripping leading zeros (64 bits for
    /// an all-zero string). Returns `None` where LLVM reports failure.
    pub fn parse_llvm(text: &str, radix: u32) -> Option<APInt> {
        let mut s = text.as_bytes();
        let mut radix = radix;
        if radix == 0 {
            radix = 10;
            if s.len() >= 2 && s[0] == b'0' {
                match s[1] {
                    b'x' | b'X' => {
                        radix = 16;
                        s = &s[2..];
                    }
                    b'b' | b'B' => {
                        radix = 2;
                        s = &s[2..];
                    }
                    b'o' => {
                        radix = 8;
                        s = &s[2..];
                    }
                    c if c.is_ascii_digit() => {
                        radix = 8;
                        s = &s[1..];
                    }
                    _ => {}
                }
            }
        }
        if !(2..=36).contains(&radix) || s.is_empty() {
            return None;
        }
        let start = s.iter().position(|&c| c != b'0').unwrap_or(s.len());
        let s = &s[start..];
        if s.is_empty() {
            return Some(APInt::zero(64));
        }
        let mut log2 = 0u32;
        while (1u32 << log2) < radix {
            log2 += 1;
        }
        let bits = (log2 as u64 * s.len() as u64).max(1);
        if bits > MAX_WIDTH as u64 {
            return None;
        }
        let mag = parse_magnitude(s, radix).ok()?;
        Some(APInt::from_words(bits as u32, &mag))
    }
}

fn parse_magnitude(s: &[u8], radix: u32) -> Result<Words, ParseAPIntError> {
    if s.is_empty() {
        return Err(ParseAPIntError::Empty);
    }
    // Inline for magnitudes of one word (the common literal), no allocation.
    let mut acc: Words = SmallVec::from_elem(0, 1);
    // Process digits in chunks that fit in a u64 multiplier.
    let mut mult: u64 = 1;
    let mut val: u64 = 0;
    for &c in s {
        let d = match c {
            b'0'..=b'9' => (c - b'0') as u32,
            b'a'..=b'z' => (c - b'a') as u32 + 10,
            b'A'..=b'Z' => (c - b'A') as u32 + 10,
            _ => return Err(ParseAPIntError::InvalidDigit),
        };
        if d >= radix {
            return Err(ParseAPIntError::InvalidDigit);
        }
        match mult.checked_mul(radix as u64) {
            Some(m) => {
                mult = m;
                val = val * radix as u64 + d as u64;
            }
            None => {
                let carry = words::mul_small_add(&mut acc, mult, val);
                if carry != 0 {
                    acc.push(carry);
                }
                mult = radix as u64;
                val = d as u64;
            }
        }
    }
    let carry = words::mul_small_add(&mut acc, mult, val);
    if carry != 0 {
        acc.push(carry);
    }
    Ok(acc)
}

impl PartialOrd for APInt {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for APInt {
    /// Orders by width, then by unsigned value (a total order for use in maps).
    fn cmp(&self, other: &Self) -> Ordering {
        self.width.cmp(&other.width).then_with(|| self.ucmp(other))
    }
}

impl fmt::Debug for APInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "APInt<{}>(0x{})", self.width, self.to_string_radix(16, false))
    }
}

impl fmt::Display for APInt {
    /// Prints the signed decimal value, as MLIR prints signless integers.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_string_radix(10, true))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
        fn u128(&mut self) -> u128 {
            let v = ((self.next() as u128) << 64) | self.next() as u128;
            // Bias toward small and edge values.
            match self.next() % 6 {
                0 => v >> (self.next() % 128),
                1 => v & 0xFF,
                2 => u128::MAX - (v & 3),
                _ => v,
            }
        }
    }

    fn mask(w: u32) -> u128 {
        if w == 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        }
    }
    fn sx(v: u128, w: u32) -> i128 {
        let s = 128 - w;
        ((v << s) as i128) >> s
    }

    #[test]
    fn random_cross_check_against_u128() {
        let mut rng = Rng(0x1234_5678_9abc_def1);
        for iter in 0..20000 {
            let w = [1u32, 2, 7, 8, 16, 31, 32, 33, 63, 64, 65, 100, 127, 128][iter % 14];
            let m = mask(w);
            let a = rng.u128() & m;
            let b = rng.u128() & m;
            let x = APInt::from_u128(w, a);
            let y = APInt::from_u128(w, b);
            assert_eq!(x.try_to_u128(), Some(a));
            assert_eq!(x.add(&y).try_to_u128(), Some(a.wrapping_add(b) & m));
            assert_eq!(x.sub(&y).try_to_u128(), Some(a.wrapping_sub(b) & m));
            assert_eq!(x.mul(&y).try_to_u128(), Some(a.wrapping_mul(b) & m), "w={w} {a} {b}");
            if let Some(quot) = a.checked_div(b) {
                assert_eq!(x.udiv(&y).unwrap().try_to_u128(), Some(quot), "w={w} {a} / {b}");
                assert_eq!(x.urem(&y).unwrap().try_to_u128(), Some(a % b));
                let (sa, sb) = (sx(a, w), sx(b, w));
                let q = sa.wrapping_div(sb);
                let r = sa.wrapping_rem(sb);
                assert_eq!(x.sdiv(&y).unwrap().try_to_u128(), Some(q as u128 & m));
                assert_eq!(x.srem(&y).unwrap().try_to_u128(), Some(r as u128 & m));
            } else {
                assert!(x.udiv(&y).is_none());
                assert!(x.srem(&y).is_none());
            }
            let (sa, sb) = (sx(a, w), sx(b, w));
            assert_eq!(x.slt(&y), sa < sb);
            assert_eq!(x.ult(&y), a < b);
            assert_eq!(x.try_to_i128(), Some(sa));
            let sh = (rng.next() % (w as u64 + 2)) as u32;
            let expect_shl = if sh >= w { 0 } else { (a << sh) & m };
            assert_eq!(x.shl(sh).try_to_u128(), Some(expect_shl));
            let expect_lshr = if sh >= w { 0 } else { a >> sh };
            assert_eq!(x.lshr(sh).try_to_u128(), Some(expect_lshr));
            let expect_ashr = if sh >= w {
                if sa < 0 {
                    m
                } else {
                    0
                }
            } else {
                (sa >> sh) as u128 & m
            };
            assert_eq!(x.ashr(sh).try_to_u128(), Some(expect_ashr));
            assert_eq!(x.to_string_radix(10, false), a.to_string());
            assert_eq!(x.to_string_radix(10, true), sa.to_string());
            assert_eq!(x.to_string_radix(16, false), format!("{a:x}"));
            assert_eq!(APInt::parse(&a.to_string(), 10, w).unwrap(), x);
            // Overflow flags.
            let (_, ovu) = x.add_overflow_unsigned(&y);
            assert_eq!(ovu, a.checked_add(b).is_none_or(|s| s > m));
            let (_, ovs) = x.add_overflow_signed(&y);
            let smax = (m >> 1) as i128;
            let smin = -smax - 1;
            let inrange = |v: Option<i128>| v.is_some_and(|v| v >= smin && v <= smax);
            assert_eq!(ovs, !inrange(sa.checked_add(sb)));
            let (_, ovs) = x.sub_overflow_signed(&y);
            assert_eq!(ovs, !inrange(sa.checked_sub(sb)));
            let (_, ovu) = x.sub_overflow_unsigned(&y);
            assert_eq!(ovu, a < b);
            let (_, ovu) = x.mul_overflow_unsigned(&y);
            assert_eq!(ovu, a.checked_mul(b).is_none_or(|p| p > m), "w={w} {a}*{b}");
            let (_, ovs) = x.mul_overflow_signed(&y);
            assert_eq!(ovs, !inrange(sa.checked_mul(sb)), "w={w} {sa}*{sb}");
            assert_eq!(x.count_ones(), a.count_ones());
            assert_eq!(x.active_bits(), 128 - a.leading_zeros());
            assert_eq!(x.trailing_zeros(), if a == 0 { w } else { a.trailing_zeros() });
        }
    }

    #[test]
    fn big_hand_computed() {
        // (2^999 + 12345) * 3 mod 2^1000 = 2^999 + 37035 (since 3*2^999 = 2^1000 + 2^999).
        let a = APInt::one_bit(1000, 999).add(&APInt::from_u64(1000, 12345));
        let p = a.mul(&APInt::from_u64(1000, 3));
        assert_eq!(p, APInt::one_bit(1000, 999).add(&APInt::from_u64(1000, 37035)));
        // 10^40 / 10^20 = 10^20, remainder 0; (10^40 + 7) % 10^20 = 7.
        let ten40 = APInt::parse("10000000000000000000000000000000000000000", 10, 1000).unwrap();
        let ten20 = APInt::parse("100000000000000000000", 10, 1000).unwrap();
        assert_eq!(ten40.udiv(&ten20).unwrap(), ten20);
        let x = ten40.add(&APInt::from_u64(1000, 7));
        assert_eq!(x.urem(&ten20).unwrap(), APInt::from_u64(1000, 7));
        // 2^200 - 1 = 1606938044258990275541962092341162602522202993782792835301375
        let m = APInt::all_ones(200);
        assert_eq!(m.to_string_radix(10, false), "1606938044258990275541962092341162602522202993782792835301375");
        assert_eq!(m.to_string_radix(10, true), "-1");
        // (2^200-1) / (2^100+1) = 2^100 - 1 remainder 0.
        let d = APInt::one_bit(200, 100).add(&APInt::from_u64(200, 1));
        let (q, r) = m.udivrem(&d).unwrap();
        assert_eq!(q, APInt::all_ones(100).zext(200));
        assert!(r.is_zero());
        // Multi-word divisor with nontrivial remainder, checked by q*d + r == n.
        let n = APInt::parse("123456789012345678901234567890123456789012345678901234567890", 10, 256).unwrap();
        let d = APInt::parse("987654321098765432109876543210987", 10, 256).unwrap();
        let (q, r) = n.udivrem(&d).unwrap();
        assert_eq!(q.mul(&d).add(&r), n);
        assert!(r.ult(&d));
        assert_eq!(q.to_string_radix(10, false), "124999998860937500014238281");
        assert_eq!(APInt::signed_min(128).to_string_radix(10, true), i128::MIN.to_string());
        assert_eq!(APInt::signed_max(1000).min_signed_bits(), 1000);
        assert_eq!(APInt::from_i64(1000, -1).min_signed_bits(), 1);
        assert_eq!(APInt::from_i64(1000, -5).try_to_i64(), Some(-5));
        assert_eq!(APInt::from_i64(8, -1).sext(1000).count_ones(), 1000);
    }

    #[test]
    fn text() {
        let v = APInt::from_u64(32, 0x7FC0_0000);
        assert_eq!(v.to_string_radix_opts(16, false, true, true), "0x7FC00000");
        assert_eq!(APInt::zero(8).to_string_radix_opts(16, false, true, true), "0x0");
        assert_eq!(APInt::parse("300", 10, 8), Err(ParseAPIntError::Overflow));
        assert_eq!(APInt::parse("", 10, 8), Err(ParseAPIntError::Empty));
        assert_eq!(APInt::parse("12a", 10, 8), Err(ParseAPIntError::InvalidDigit));
        assert_eq!(APInt::parse("ff", 16, 8).unwrap().try_to_u64(), Some(255));
        let p = APInt::parse_llvm("0x7fc00000", 0).unwrap();
        assert_eq!(p.width(), 32);
        assert_eq!(p.try_to_u64(), Some(0x7fc00000));
        assert_eq!(APInt::parse_llvm("000", 10).unwrap().width(), 64);
        assert_eq!(APInt::parse_llvm("12", 10).unwrap().width(), 8);
        assert!(APInt::parse_llvm("0x", 0).is_none());
        assert_eq!(format!("{}", APInt::from_i64(16, -42)), "-42");
    }
}
