//! The `complex` dialect: arithmetic and elementary functions on complex numbers (MLIR's
//! `complex` dialect), over the builtin `complex<T>` type, with the `#complex.number`
//! attribute, MLIR's verifiers, folders and canonicalization patterns, and a constant
//! materializer that builds `complex.constant` for `[re, im]` values.

mod attrs;
mod canonicalize;
mod fold;
mod ops;

pub use attrs::*;
pub use ops::*;

pub use crate::utils::constants::{complex_constant_state, is_complex_constant_value};
use oxir::builtin::types::{ComplexType, FloatType};
use oxir::ods::constraints::TypeConstraint;
use oxir::{Attribute, Context, OpRef, Type};
use oxir_macros::dialect;

/// The `complex` dialect.
///
/// The complex dialect is intended to hold complex numbers creation and arithmetic ops.
#[dialect(
    name = "complex", interfaces = oxir::interfaces::inline_ops_only::<ComplexDialect>,
    ops(
        AbsOp, AddOp, AngleOp, Atan2Op, BitcastOp, ConjOp, ConstantOp, CosOp, CreateOp, DivOp, EqualOp, ExpOp,
        Expm1Op, ImOp, LogOp, Log1pOp, MulOp, NegOp, NotEqualOp, PowOp, PowiOp, ReOp, RsqrtOp, SignOp, SinOp,
        SqrtOp, SubOp, TanOp, TanhOp
    ),
    attrs(NumberAttr),
    materializer = materialize_constant
)]
pub struct ComplexDialect;

/// `Complex<AnyFloat>`: a complex type with float parts (a type of another class in a format's
/// `type($x)` is an error at the type, as for MLIR's `ComplexType` constraint).
pub const COMPLEX_FLOAT: TypeConstraint = TypeConstraint::Class {
    class: Some("builtin.complex"),
    isa: |c, t| t.isa::<ComplexType>(c),
    of: &TypeConstraint::Pred {
        summary: "complex type with floating-point elements",
        check: |c, t| t.dyn_cast::<ComplexType>(c).is_some_and(|x| x.element.isa::<FloatType>(c)),
    },
};

/// `AnyComplex`: any complex type.
pub const ANY_COMPLEX: TypeConstraint = oxir::ods::constraints::ANY_COMPLEX;

/// The dialect's constant materializer (MLIR's `ComplexDialect::materializeConstant`): a
/// `complex.constant` for a complex value, an `arith.constant` for what arith can hold (the
/// parts that `re` and `im` fold to).
pub fn materialize_constant(ctx: &mut Context, value: Attribute, ty: Type, loc: Attribute) -> Option<OpRef> {
    if is_complex_constant_value(ctx, value, ty) {
        let st = complex_constant_state(ctx, loc, value, ty);
        return Some(ctx.create_op(st));
    }
    crate::arith::materialize_constant(ctx, value, ty, loc)
}
