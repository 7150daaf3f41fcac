//! The builder the math expansions create their arithmetic through (the helpers at the top of
//! MLIR's `PolynomialApproximation.cpp`): constants broadcast to the shape of the op they
//! replace, and one method per arith or math op, at the location of that op.

use crate::arith::{self, CmpFPredicate, CmpIPredicate};
use crate::math;
use crate::vector::BroadcastOp;
use oxir::builtin::types::{shaped_info, FloatKind, FloatType, IntegerType, VectorType};
use oxir::{Attribute, Builder, Context, ImplicitLocOpBuilder, Type, Value};

/// The shape of a vector operand (with its scalable dimensions), the shape constants are
/// broadcast to; `None` for a scalar (MLIR's `VectorShape`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VectorShape {
    /// The dimensions.
    pub sizes: Vec<i64>,
    /// Which dimensions are scalable.
    pub scalable: Vec<bool>,
}

/// The vector shape of `ty`, `None` when it is not a vector (MLIR's `vectorShape`).
pub fn vector_shape(ctx: &Context, ty: Type) -> Option<VectorShape> {
    ty.dyn_cast::<VectorType>(ctx).map(|v| VectorShape { sizes: v.shape.clone(), scalable: v.scalable.clone() })
}

/// The element type of a shaped type, or the type itself (MLIR's `getElementTypeOrSelf`).
pub fn element_type(ctx: &Context, ty: Type) -> Type {
    shaped_info(ctx, ty).map_or(ty, |s| s.element)
}

/// The float kind of `ty`'s element type, if it is a float.
pub fn float_kind(ctx: &Context, ty: Type) -> Option<FloatKind> {
    element_type(ctx, ty).dyn_cast::<FloatType>(ctx).map(|f| f.kind)
}

/// Whether `ty`'s element type is `f32`.
pub fn is_f32(ctx: &Context, ty: Type) -> bool {
    float_kind(ctx, ty) == Some(FloatKind::F32)
}

/// Creates ops at one location, broadcasting the constants it makes to one vector shape.
pub struct ShapedBuilder<'b> {
    b: ImplicitLocOpBuilder<'b>,
    shape: Option<VectorShape>,
}

impl<'b> ShapedBuilder<'b> {
    /// Creates through `b` at `loc`, broadcasting to `shape`.
    pub fn new(b: &'b mut dyn Builder, loc: Attribute, shape: Option<VectorShape>) -> Self {
        ShapedBuilder { b: ImplicitLocOpBuilder::new(b, loc), shape }
    }

    /// Creates through `b` at the location of `op`, shaped as the type of `value` (the operand
    /// an approximation rewrites).
    pub fn at_op(b: &'b mut dyn Builder, op: oxir::OpRef, value: Value) -> Self {
        let ctx = b.ctx();
        let shape = vector_shape(ctx, ctx.value_type(value));
        let loc = ctx.op_loc(op);
        Self::new(b, loc, shape)
    }

    /// The context.
    pub fn ctx(&self) -> &Context {
        self.b.ctx()
    }

    /// The type of `v`.
    pub fn type_of(&self, v: Value) -> Type {
        self.ctx().value_type(v)
    }

    /// `f32`.
    pub fn f32_type(&self) -> Type {
        FloatType::get(self.ctx(), FloatKind::F32)
    }

    /// `i32`.
    pub fn i32_type(&self) -> Type {
        IntegerType::get(self.ctx(), 32)
    }

    /// `element` as a vector of the shape, or itself for a scalar (MLIR's `broadcast(Type, ...)`).
    pub fn shaped(&self, element: Type) -> Type {
        match &self.shape {
            Some(s) => {
                self.ctx().intern_type(VectorType { shape: s.sizes.clone(), scalable: s.scalable.clone(), element })
            }
            None => element,
        }
    }

    /// A `vector.broadcast` of the scalar `v` to the shape, or `v` for a scalar shape.
    pub fn bcast(&mut self, v: Value) -> Value {
        if self.shape.is_none() {
            return v;
        }
        let element = self.type_of(v);
        let ty = self.shaped(element);
        BroadcastOp::create(&mut self.b, v, ty).into()
    }

    /// A scalar `arith.constant` of the float type `ty` holding the `f32` value `v`, rounded to
    /// `ty` (MLIR's `floatCst`, whose value parameter is a C++ `float`).
    pub fn float_cst(&mut self, v: f32, ty: Type) -> Value {
        arith::ConstantOp::create_float(&mut self.b, ty, f64::from(v)).into()
    }

    /// A scalar `f32` constant of `v` rounded to `f32` (MLIR's `f32Cst`).
    pub fn f32_cst(&mut self, v: f64) -> Value {
        let ty = self.f32_type();
        arith::ConstantOp::create_float(&mut self.b, ty, v).into()
    }

    /// A scalar `i32` constant (MLIR's `i32Cst`).
    pub fn i32_cst(&mut self, v: i32) -> Value {
        let ty = self.i32_type();
        arith::ConstantOp::create_int(&mut self.b, ty, i64::from(v)).into()
    }

    /// A scalar `i1` constant (MLIR's `boolCst`).
    pub fn bool_cst(&mut self, v: bool) -> Value {
        arith::ConstantOp::create_bool(&mut self.b, v).into()
    }

    /// The `f32` with the bits `bits`: an `i32` constant bitcast (MLIR's `f32FromBits`).
    pub fn f32_from_bits(&mut self, bits: u32) -> Value {
        let i = self.i32_cst(bits as i32);
        let ty = self.f32_type();
        self.bitcast(i, ty)
    }

    /// [`Self::f32_cst`] broadcast to the shape.
    pub fn bf32(&mut self, v: f64) -> Value {
        let c = self.f32_cst(v);
        self.bcast(c)
    }

    /// [`Self::float_cst`] broadcast to the shape.
    pub fn bfloat(&mut self, v: f32, ty: Type) -> Value {
        let c = self.float_cst(v, ty);
        self.bcast(c)
    }

    /// [`Self::i32_cst`] broadcast to the shape.
    pub fn bi32(&mut self, v: i32) -> Value {
        let c = self.i32_cst(v);
        self.bcast(c)
    }

    /// [`Self::f32_from_bits`] broadcast to the shape.
    pub fn bbits(&mut self, bits: u32) -> Value {
        let c = self.f32_from_bits(bits);
        self.bcast(c)
    }

    /// `arith.cmpf`.
    pub fn cmpf(&mut self, p: CmpFPredicate, a: Value, b: Value) -> Value {
        arith::CmpFOp::create(&mut self.b, a, b, p).into()
    }

    /// `arith.cmpi`.
    pub fn cmpi(&mut self, p: CmpIPredicate, a: Value, b: Value) -> Value {
        arith::CmpIOp::create(&mut self.b, a, b, p).into()
    }

    /// `arith.select`.
    pub fn select(&mut self, c: Value, t: Value, f: Value) -> Value {
        arith::SelectOp::create(&mut self.b, c, t, f).into()
    }

    /// `math.fma` (`a * b + c`).
    pub fn fma(&mut self, a: Value, b: Value, c: Value) -> Value {
        math::FmaOp::create(&mut self.b, a, b, c).into()
    }

    /// `arith.addf`.
    pub fn addf(&mut self, a: Value, b: Value) -> Value {
        arith::AddFOp::create(&mut self.b, a, b).into()
    }

    /// `arith.subf`.
    pub fn subf(&mut self, a: Value, b: Value) -> Value {
        arith::SubFOp::create(&mut self.b, a, b).into()
    }

    /// `arith.mulf`.
    pub fn mulf(&mut self, a: Value, b: Value) -> Value {
        arith::MulFOp::create(&mut self.b, a, b).into()
    }

    /// `arith.divf`.
    pub fn divf(&mut self, a: Value, b: Value) -> Value {
        arith::DivFOp::create(&mut self.b, a, b).into()
    }

    /// `arith.negf`.
    pub fn negf(&mut self, a: Value) -> Value {
        arith::NegFOp::create(&mut self.b, a).into()
    }

    /// `arith.addi`.
    pub fn addi(&mut self, a: Value, b: Value) -> Value {
        arith::AddIOp::create(&mut self.b, a, b).into()
    }

    /// `arith.andi`.
    pub fn andi(&mut self, a: Value, b: Value) -> Value {
        arith::AndIOp::create(&mut self.b, a, b).into()
    }

    /// `arith.ori`.
    pub fn ori(&mut self, a: Value, b: Value) -> Value {
        arith::OrIOp::create(&mut self.b, a, b).into()
    }

    /// `arith.xori`.
    pub fn xori(&mut self, a: Value, b: Value) -> Value {
        arith::XOrIOp::create(&mut self.b, a, b).into()
    }

    /// `arith.shli`.
    pub fn shli(&mut self, a: Value, b: Value) -> Value {
        arith::ShLIOp::create(&mut self.b, a, b).into()
    }

    /// `arith.shrui`.
    pub fn shrui(&mut self, a: Value, b: Value) -> Value {
        arith::ShRUIOp::create(&mut self.b, a, b).into()
    }

    /// `arith.shrsi`.
    pub fn shrsi(&mut self, a: Value, b: Value) -> Value {
        arith::ShRSIOp::create(&mut self.b, a, b).into()
    }

    /// `arith.bitcast` to `ty`.
    pub fn bitcast(&mut self, a: Value, ty: Type) -> Value {
        arith::BitcastOp::create(&mut self.b, a, ty).into()
    }

    /// `arith.sitofp` to `ty`.
    pub fn sitofp(&mut self, a: Value, ty: Type) -> Value {
        arith::SIToFPOp::create(&mut self.b, a, ty).into()
    }

    /// `arith.fptosi` to `ty`.
    pub fn fptosi(&mut self, a: Value, ty: Type) -> Value {
        arith::FPToSIOp::create(&mut self.b, a, ty).into()
    }

    /// `math.absf`.
    pub fn absf(&mut self, a: Value) -> Value {
        math::AbsFOp::create(&mut self.b, a).into()
    }

    /// `math.floor`.
    pub fn floor(&mut self, a: Value) -> Value {
        math::FloorOp::create(&mut self.b, a).into()
    }

    /// `math.sqrt`.
    pub fn sqrt(&mut self, a: Value) -> Value {
        math::SqrtOp::create(&mut self.b, a).into()
    }

    /// `math.copysign`.
    pub fn copysign(&mut self, a: Value, b: Value) -> Value {
        math::CopySignOp::create(&mut self.b, a, b).into()
    }

    /// `math.exp`.
    pub fn exp(&mut self, a: Value) -> Value {
        math::ExpOp::create(&mut self.b, a).into()
    }

    /// `math.log`.
    pub fn log(&mut self, a: Value) -> Value {
        math::LogOp::create(&mut self.b, a).into()
    }

    /// `math.atan`.
    pub fn atan(&mut self, a: Value) -> Value {
        math::AtanOp::create(&mut self.b, a).into()
    }

    /// `math.asin`.
    pub fn asin(&mut self, a: Value) -> Value {
        math::AsinOp::create(&mut self.b, a).into()
    }

    /// The minimum of `value` and `bound`, NaN when `value` is NaN (MLIR's `min`).
    pub fn min(&mut self, value: Value, bound: Value) -> Value {
        let c = self.cmpf(CmpFPredicate::Ult, value, bound);
        self.select(c, value, bound)
    }

    /// The maximum of `value` and `bound`, NaN when `value` is NaN (MLIR's `max`).
    pub fn max(&mut self, value: Value, bound: Value) -> Value {
        let c = self.cmpf(CmpFPredicate::Ugt, value, bound);
        self.select(c, value, bound)
    }

    /// `value` clamped to `[lower, upper]`, NaN when it is NaN (MLIR's `clamp`).
    pub fn clamp(&mut self, value: Value, lower: Value, upper: Value) -> Value {
        let m = self.min(value, upper);
        self.max(m, lower)
    }

    /// The polynomial `coeffs[0] + x * (coeffs[1] + x * ...)` in Horner form with `math.fma`
    /// (MLIR's `makePolynomialCalculation`).
    pub fn polynomial(&mut self, coeffs: &[Value], x: Value) -> Value {
        let ty = element_type(self.ctx(), self.type_of(x));
        match coeffs {
            [] => {
                let z = self.float_cst(0.0, ty);
                self.bcast(z)
            }
            [c] => *c,
            [rest @ .., a, b] => {
                let mut res = self.fma(x, *b, *a);
                for &c in rest.iter().rev() {
                    res = self.fma(x, res, c);
                }
                res
            }
        }
    }
}
