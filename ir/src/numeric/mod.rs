//! Arbitrary-precision integers and MLIR-exact floating point.
//!
//! [`APInt`] is a fixed-width two's-complement integer like LLVM's `APInt`;
//! [`APFloat`] is a value of one of MLIR's builtin float types with LLVM
//! `APFloat`-exact rounding and text conversion. This module depends only on
//! `std` and `smallvec`.

pub mod apfloat;
pub mod apint;

pub use apfloat::{
    APFloat, CmpResult, FloatCategory, FloatLiteralError, FloatSemantics, NanEncoding, NonFiniteBehavior, OpStatus,
    RoundingMode,
};
pub use apint::{APInt, ParseAPIntError, MAX_WIDTH};
