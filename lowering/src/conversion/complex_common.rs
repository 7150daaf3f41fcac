//! What the two lowerings of the complex dialect share (MLIR's `ComplexCommon`): the
//! `complex-range` option choosing the division algorithm, the float arithmetic they emit (llvm
//! ops with `fastmathFlags`, or arith ops with `fastmath`), and the algebraic division.

use oxir::conversion::ConversionRewriter;
use oxir::{Attribute, Type, Value};
use oxir_dialects::{arith, llvm};

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
        use oxir::ods::Op;
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
        let ctx = rw.ctx();
        let mut st = super::build::simple(ctx, name, self.loc, &[lhs, rhs], self.ty);
        if let Some(flags) = self.fastmath {
            let prop = if self.llvm {
                super::arith_to_llvm::llvm_fastmath(ctx, flags)
                    .filter(|&f| f != llvm::FastmathFlags(0).attr(ctx))
                    .map(|f| ("fastmathFlags", f))
            } else {
                Some(("fastmath", flags))
            };
            if let Some(entry) = prop {
                st.properties = Some(super::build::props(ctx, &[entry]));
            }
        }
        super::pattern::create1(rw, st)
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
}
