//! Builders of arith ops beside the generated ones: MLIR's `ConstantIndexOp`, `ConstantIntOp`
//! and `ConstantFloatOp`. Each comes as `build_*(b, loc, ..)` and `create_*(b, ..)` (at the
//! location of an `ImplicitLocOpBuilder`), as the generated `build` and `create`. (The
//! comparisons need none: their generated `build(b, loc, lhs, rhs, predicate)` derives the `i1`
//! result shaped as the operands from `TypesMatchWith`.)

use super::ConstantOp;
use oxir::builtin::attributes::{FloatAttr, IntegerAttr};
use oxir::builtin::types::{FloatKind, FloatType, IndexType, IntegerType};
use oxir::numeric::APFloat;
use oxir::{Attribute, Builder, ImplicitLocOpBuilder, Type};

impl ConstantOp {
    /// `arith.constant <value> : index` (MLIR's `ConstantIndexOp`).
    pub fn build_index(b: &mut dyn Builder, loc: Attribute, value: i64) -> Self {
        let ty = IndexType::get(b.ctx());
        Self::build_int(b, loc, ty, value)
    }

    /// [`Self::build_index`] at the location of `b`.
    pub fn create_index(b: &mut ImplicitLocOpBuilder<'_>, value: i64) -> Self {
        let loc = b.loc();
        Self::build_index(b, loc, value)
    }

    /// `arith.constant <value> : ty` of an integer or `index` type `ty` (MLIR's `ConstantIntOp`).
    pub fn build_int(b: &mut dyn Builder, loc: Attribute, ty: Type, value: i64) -> Self {
        let attr = IntegerAttr::from_i64(b.ctx(), ty, value);
        Self::build(b, loc, ty, attr)
    }

    /// [`Self::build_int`] at the location of `b`.
    pub fn create_int(b: &mut ImplicitLocOpBuilder<'_>, ty: Type, value: i64) -> Self {
        let loc = b.loc();
        Self::build_int(b, loc, ty, value)
    }

    /// `arith.constant true` or `false` (an `i1`).
    pub fn build_bool(b: &mut dyn Builder, loc: Attribute, value: bool) -> Self {
        let ty = IntegerType::get(b.ctx(), 1);
        Self::build_int(b, loc, ty, value as i64)
    }

    /// [`Self::build_bool`] at the location of `b`.
    pub fn create_bool(b: &mut ImplicitLocOpBuilder<'_>, value: bool) -> Self {
        let loc = b.loc();
        Self::build_bool(b, loc, value)
    }

    /// `arith.constant <value> : ty` of a float type `ty` (MLIR's `ConstantFloatOp`), rounded to
    /// the type's semantics.
    pub fn build_float(b: &mut dyn Builder, loc: Attribute, ty: Type, value: f64) -> Self {
        let ctx = b.ctx();
        let kind = ty.dyn_cast::<FloatType>(ctx).map_or(FloatKind::F64, |f| f.kind);
        let attr = FloatAttr::get(ctx, ty, APFloat::from_f64(kind.semantics(), value));
        Self::build(b, loc, ty, attr)
    }

    /// [`Self::build_float`] at the location of `b`.
    pub fn create_float(b: &mut ImplicitLocOpBuilder<'_>, ty: Type, value: f64) -> Self {
        let loc = b.loc();
        Self::build_float(b, loc, ty, value)
    }
}
