//! What the two lowerings of the complex dialect share (MLIR's `ComplexCommon`): the
//! `complex-range` option choosing the division algorithm, the float arithmetic they emit (llvm
//! ops with `fastmathFlags`, or arith and math ops with `fastmath`), and the two divisions, the
//! algebraic one and Smith's range reduction with MLIR's recovery of infinities and zeros.

use oxir::builtin::attributes::FloatAttr;
use oxir::builtin::types::{FloatType, IntegerType};
use oxir::conversion::ConversionRewriter;
use oxir::numeric::APFloat;
use oxir::ods::Op;
use oxir::{Attribute, Type, Value};
use oxir_dialects::{arith, llvm, math};

/// MLIR's `complex::ComplexRangeFlags`: how `complex.div` is computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ComplexRange {
    /// Smith's algorithm with range reduction and MLIR's NaN and infinity recovery.
    Improved,
    /// The algebraic formula `(a + bi) / (c + di) = ((ac + bd) + (bc - ad)i) / (c² + d²)`.
    Basic,
    /// As `basic`.
    None,
}

impl ComplexRange {
    /// Parses the value of a `complex-range` option.
    pub fn parse(key: &str, value: &str) -> Result<Self, String> {
        match value {
            "improved" => Ok(ComplexRange::Improved),
            "basic" => Ok(ComplexRange::Basic),
            "none" => Ok(ComplexRange::None),
            _ => Err(format!("invalid value '{value}' for {key}")),
        }
    }

    /// The option's spelling.
    pub fn name(self) -> &'static str {
        match self {
            ComplexRange::Improved => "improved",
            ComplexRange::Basic => "basic",
            ComplexRange::None => "none",
        }
    }
}

/// A conversion pass of the complex dialect whose one option is `complex-range` (MLIR's
/// `convert-complex-to-llvm` and `convert-complex-to-standard`): its names, its default division
/// and how it converts with the chosen one.
#[derive(Clone, Debug)]
pub struct ComplexRangeConversion {
    name: &'static str,
    argument: &'static str,
    description: &'static str,
    convert: fn(&mut oxir::Context, oxir::OpRef, ComplexRange) -> Result<(), oxir::Diagnostic>,
    /// `complex-range`.
    pub range: ComplexRange,
}

impl ComplexRangeConversion {
    /// The pass `argument` (MLIR's pass `name`, shown by timing) running `convert`, dividing
    /// with `range` unless the option says otherwise.
    pub const fn new(
        name: &'static str,
        argument: &'static str,
        description: &'static str,
        convert: fn(&mut oxir::Context, oxir::OpRef, ComplexRange) -> Result<(), oxir::Diagnostic>,
        range: ComplexRange,
    ) -> Self {
        ComplexRangeConversion { name, argument, description, convert, range }
    }
}

impl oxir::pass::Pass for ComplexRangeConversion {
    fn name(&self) -> &'static str {
        self.name
    }
    fn argument(&self) -> &'static str {
        self.argument
    }
    fn description(&self) -> &'static str {
        self.description
    }
    fn run(&mut self, ctx: &mut oxir::Context, op: oxir::OpRef) -> Result<(), oxir::Diagnostic> {
        (self.convert)(ctx, op, self.range)
    }
    fn clone_pass(&self) -> Box<dyn oxir::pass::Pass> {
        Box::new(self.clone())
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "complex-range" => {
                self.range = ComplexRange::parse(key, value)?;
                Ok(())
            }
            _ => Err(format!("no such option '{key}'")),
        }
    }
    fn options(&self) -> Vec<(&'static str, oxir::pass::options::OptionValue)> {
        vec![(
            "complex-range",
            oxir::pass::options::OptionValue::enumerated(self.range.name(), &["improved", "basic", "none"]),
        )]
    }
}

/// Emits the float arithmetic of a complex lowering at the rewriter's insertion point, with the
/// complex op's fast-math flags: llvm ops (`fastmathFlags`, left out when empty) or arith ops.
pub struct FloatOps {
    /// Whether to emit llvm ops rather than arith ops.
    pub llvm: bool,
    /// The complex op's `#arith.fastmath` flags.
    pub fastmath: Option<Attribute>,
    /// Where the ops are.
    pub loc: Attribute,
    /// The float type of the parts.
    pub ty: Type,
}

/// The binary float operations of the lowerings.
#[derive(Clone, Copy)]
pub enum FloatBin {
    /// `fadd` / `addf`.
    Add,
    /// `fsub` / `subf`.
    Sub,
    /// `fmul` / `mulf`.
    Mul,
    /// `fdiv` / `divf`.
    Div,
}

impl FloatOps {
    /// `lhs op rhs`.
    pub fn bin(&self, rw: &mut ConversionRewriter<'_, '_>, op: FloatBin, lhs: Value, rhs: Value) -> Value {
        let name = match (self.llvm, op) {
            (true, FloatBin::Add) => llvm::FAddOp::NAME,
            (true, FloatBin::Sub) => llvm::FSubOp::NAME,
            (true, FloatBin::Mul) => llvm::FMulOp::NAME,
            (true, FloatBin::Div) => llvm::FDivOp::NAME,
            (false, FloatBin::Add) => arith::AddFOp::NAME,
            (false, FloatBin::Sub) => arith::SubFOp::NAME,
            (false, FloatBin::Mul) => arith::MulFOp::NAME,
            (false, FloatBin::Div) => arith::DivFOp::NAME,
        };
        self.emit(rw, name, &[lhs, rhs], self.ty, true, None)
    }

    /// Creates op `name` on `operands` typed `ty`, with the fast-math flags when `fastmath`, and
    /// a `predicate` property when given.
    fn emit(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        name: &str,
        operands: &[Value],
        ty: Type,
        fastmath: bool,
        predicate: Option<i64>,
    ) -> Value {
        let ctx = rw.ctx();
        let mut st = super::build::simple(ctx, name, self.loc, operands, ty);
        let mut props = Vec::new();
        if let Some(p) = predicate {
            props.push(("predicate", llvm::i64_attr(ctx, p)));
        }
        if let Some(flags) = self.fastmath.filter(|_| fastmath) {
            if self.llvm {
                let converted = super::arith_to_llvm::llvm_fastmath(ctx, flags);
                if let Some(f) = converted.filter(|&f| f != llvm::FastmathFlags(0).attr(ctx)) {
                    props.push(("fastmathFlags", f));
                }
            } else {
                props.push(("fastmath", flags));
            }
        }
        if !props.is_empty() {
            st.properties = Some(super::build::props(ctx, &props));
        }
        super::pattern::create1(rw, st)
    }

    /// `|x|` (`llvm.intr.fabs` / `math.absf`), with the fast-math flags.
    fn abs(&self, rw: &mut ConversionRewriter<'_, '_>, x: Value) -> Value {
        let name = if self.llvm { llvm::FAbsOp::NAME } else { math::AbsFOp::NAME };
        self.emit(rw, name, &[x], self.ty, true, None)
    }

    /// `x` with the sign of `y` (`llvm.intr.copysign` / `math.copysign`), without flags.
    fn copysign(&self, rw: &mut ConversionRewriter<'_, '_>, x: Value, y: Value) -> Value {
        let name = if self.llvm { llvm::CopySignOp::NAME } else { math::CopySignOp::NAME };
        self.emit(rw, name, &[x, y], self.ty, false, None)
    }

    /// A float comparison; `predicate` numbers as arith's and llvm's (`oeq` 1, `olt` 4, `one` 6,
    /// `ord` 7, `uno` 14).
    fn cmp(&self, rw: &mut ConversionRewriter<'_, '_>, predicate: i64, a: Value, b: Value) -> Value {
        let name = if self.llvm { llvm::FCmpOp::NAME } else { arith::CmpFOp::NAME };
        let i1 = IntegerType::get(rw.ctx(), 1);
        self.emit(rw, name, &[a, b], i1, false, Some(predicate))
    }

    /// `a and b` (`and` true) or `a or b` on `i1`.
    fn logic(&self, rw: &mut ConversionRewriter<'_, '_>, and: bool, a: Value, b: Value) -> Value {
        let name = match (self.llvm, and) {
            (true, true) => llvm::AndOp::NAME,
            (true, false) => llvm::OrOp::NAME,
            (false, true) => arith::AndIOp::NAME,
            (false, false) => arith::OrIOp::NAME,
        };
        let i1 = IntegerType::get(rw.ctx(), 1);
        self.emit(rw, name, &[a, b], i1, false, None)
    }

    /// `c ? a : b` on floats.
    fn select(&self, rw: &mut ConversionRewriter<'_, '_>, c: Value, a: Value, b: Value) -> Value {
        let name = if self.llvm { llvm::SelectOp::NAME } else { arith::SelectOp::NAME };
        self.emit(rw, name, &[c, a, b], self.ty, false, None)
    }

    /// A float constant of the part type (`inf` for infinity).
    fn constant(&self, rw: &mut ConversionRewriter<'_, '_>, v: f64) -> Option<Value> {
        let ctx = rw.ctx();
        let sem = self.ty.dyn_cast::<FloatType>(ctx)?.kind.semantics();
        let value = FloatAttr::get(ctx, self.ty, APFloat::from_f64(sem, v));
        let name = if self.llvm { llvm::ConstantOp::NAME } else { arith::ConstantOp::NAME };
        let mut st = super::build::simple(ctx, name, self.loc, &[], self.ty);
        st.properties = Some(super::build::props(ctx, &[("value", value)]));
        Some(super::pattern::create1(rw, st))
    }

    /// MLIR's algebraic division `(a + bi) / (c + di)`: the real and imaginary parts.
    pub fn div_algebraic(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        a: Value,
        b: Value,
        c: Value,
        d: Value,
    ) -> (Value, Value) {
        use FloatBin::*;
        let cc = self.bin(rw, Mul, c, c);
        let dd = self.bin(rw, Mul, d, d);
        let norm = self.bin(rw, Add, cc, dd);
        let ac = self.bin(rw, Mul, a, c);
        let bd = self.bin(rw, Mul, b, d);
        let real_num = self.bin(rw, Add, ac, bd);
        let bc = self.bin(rw, Mul, b, c);
        let ad = self.bin(rw, Mul, a, d);
        let imag_num = self.bin(rw, Sub, bc, ad);
        let real = self.bin(rw, Div, real_num, norm);
        let imag = self.bin(rw, Div, imag_num, norm);
        (real, imag)
    }

    /// MLIR's range-reduction division (Smith's algorithm, with the recovery of infinite and zero
    /// results where it gives NaN): the real and imaginary parts of `(a + bi) / (c + di)`.
    pub fn div_range_reduction(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        a: Value,
        b: Value,
        c: Value,
        d: Value,
    ) -> Option<(Value, Value)> {
        use FloatBin::*;
        const OEQ: i64 = 1;
        const OLT: i64 = 4;
        const ONE: i64 = 6;
        const ORD: i64 = 7;
        const UNO: i64 = 14;
        // |c| < |d|: divide through by d.
        let cd = self.bin(rw, Div, c, d);
        let cdc = self.bin(rw, Mul, cd, c);
        let denom1 = self.bin(rw, Add, d, cdc);
        let acd = self.bin(rw, Mul, a, cd);
        let real_num1 = self.bin(rw, Add, acd, b);
        let real1 = self.bin(rw, Div, real_num1, denom1);
        let bcd = self.bin(rw, Mul, b, cd);
        let imag_num1 = self.bin(rw, Sub, bcd, a);
        let imag1 = self.bin(rw, Div, imag_num1, denom1);
        // Otherwise divide through by c.
        let dc = self.bin(rw, Div, d, c);
        let dcd = self.bin(rw, Mul, dc, d);
        let denom2 = self.bin(rw, Add, c, dcd);
        let bdc = self.bin(rw, Mul, b, dc);
        let real_num2 = self.bin(rw, Add, a, bdc);
        let real2 = self.bin(rw, Div, real_num2, denom2);
        let adc = self.bin(rw, Mul, a, dc);
        let imag_num2 = self.bin(rw, Sub, b, adc);
        let imag2 = self.bin(rw, Div, imag_num2, denom2);
        // Case 1: a zero divisor and a numerator that is not all NaN give infinities.
        let zero = self.constant(rw, 0.0)?;
        let c_abs = self.abs(rw, c);
        let c_zero = self.cmp(rw, OEQ, c_abs, zero);
        let d_abs = self.abs(rw, d);
        let d_zero = self.cmp(rw, OEQ, d_abs, zero);
        let a_ord = self.cmp(rw, ORD, a, zero);
        let b_ord = self.cmp(rw, ORD, b, zero);
        let lhs_not_nan = self.logic(rw, false, a_ord, b_ord);
        let rhs_zero = self.logic(rw, true, c_zero, d_zero);
        let is_inf = self.logic(rw, true, lhs_not_nan, rhs_zero);
        let inf = self.constant(rw, f64::INFINITY)?;
        let signed_inf = self.copysign(rw, inf, c);
        let inf_real = self.bin(rw, Mul, signed_inf, a);
        let inf_imag = self.bin(rw, Mul, signed_inf, b);
        // Case 2: an infinite numerator over a finite divisor.
        let c_finite = self.cmp(rw, ONE, c_abs, inf);
        let d_finite = self.cmp(rw, ONE, d_abs, inf);
        let rhs_finite = self.logic(rw, true, c_finite, d_finite);
        let a_abs = self.abs(rw, a);
        let a_inf = self.cmp(rw, OEQ, a_abs, inf);
        let b_abs = self.abs(rw, b);
        let b_inf = self.cmp(rw, OEQ, b_abs, inf);
        let lhs_inf = self.logic(rw, false, a_inf, b_inf);
        let inf_over_finite = self.logic(rw, true, lhs_inf, rhs_finite);
        let one = self.constant(rw, 1.0)?;
        let a_unit = self.select(rw, a_inf, one, zero);
        let a_sign = self.copysign(rw, a_unit, a);
        let b_unit = self.select(rw, b_inf, one, zero);
        let b_sign = self.copysign(rw, b_unit, b);
        let ac = self.bin(rw, Mul, a_sign, c);
        let bd = self.bin(rw, Mul, b_sign, d);
        let real_factor = self.bin(rw, Add, ac, bd);
        let real3 = self.bin(rw, Mul, inf, real_factor);
        let ad = self.bin(rw, Mul, a_sign, d);
        let bc = self.bin(rw, Mul, b_sign, c);
        let imag_factor = self.bin(rw, Sub, bc, ad);
        let imag3 = self.bin(rw, Mul, inf, imag_factor);
        // Case 3: a finite numerator over an infinite divisor gives zeros.
        let a_finite = self.cmp(rw, ONE, a_abs, inf);
        let b_finite = self.cmp(rw, ONE, b_abs, inf);
        let lhs_finite = self.logic(rw, true, a_finite, b_finite);
        let c_inf = self.cmp(rw, OEQ, c_abs, inf);
        let d_inf = self.cmp(rw, OEQ, d_abs, inf);
        let rhs_inf = self.logic(rw, false, c_inf, d_inf);
        let finite_over_inf = self.logic(rw, true, lhs_finite, rhs_inf);
        let c_unit = self.select(rw, c_inf, one, zero);
        let c_sign = self.copysign(rw, c_unit, c);
        let d_unit = self.select(rw, d_inf, one, zero);
        let d_sign = self.copysign(rw, d_unit, d);
        let ac = self.bin(rw, Mul, a, c_sign);
        let bd = self.bin(rw, Mul, b, d_sign);
        let real_factor = self.bin(rw, Add, ac, bd);
        let real4 = self.bin(rw, Mul, zero, real_factor);
        let bc = self.bin(rw, Mul, b, c_sign);
        let ad = self.bin(rw, Mul, a, d_sign);
        let imag_factor = self.bin(rw, Sub, bc, ad);
        let imag4 = self.bin(rw, Mul, zero, imag_factor);
        // The reduced quotient, with the special cases where it is NaN in both parts.
        let c_smaller = self.cmp(rw, OLT, c_abs, d_abs);
        let real = self.select(rw, c_smaller, real1, real2);
        let imag = self.select(rw, c_smaller, imag1, imag2);
        let real_case3 = self.select(rw, finite_over_inf, real4, real);
        let imag_case3 = self.select(rw, finite_over_inf, imag4, imag);
        let real_case2 = self.select(rw, inf_over_finite, real3, real_case3);
        let imag_case2 = self.select(rw, inf_over_finite, imag3, imag_case3);
        let real_case1 = self.select(rw, is_inf, inf_real, real_case2);
        let imag_case1 = self.select(rw, is_inf, inf_imag, imag_case2);
        let real_nan = self.cmp(rw, UNO, real, zero);
        let imag_nan = self.cmp(rw, UNO, imag, zero);
        let both_nan = self.logic(rw, true, real_nan, imag_nan);
        let real_out = self.select(rw, both_nan, real_case1, real);
        let imag_out = self.select(rw, both_nan, imag_case1, imag);
        Some((real_out, imag_out))
    }
}
