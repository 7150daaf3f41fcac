//! The toy ops: tensors of `f64`, as in MLIR's Toy tutorial. Each op is a plain struct with
//! `#[op]`: its operands, results and attributes, traits, MLIR's declarative assembly format, and
//! the hooks it implements by hand (verifier, folder, canonicalization patterns).

use crate::canonicalize;
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::ods::prelude::*;
use oxir::ods::verify::op_error;
use oxir::registry::{FoldResult, OpTrait};
use oxir::{Diagnostic, OperationState};
use oxir_macros::{dialect, op};

// ----- constraints -----

/// A tensor (ranked or not) of `f64` (ODS's `F64Tensor`).
pub const F64_TENSOR: TypeConstraint = TypeConstraint::TensorOf(&F64);

/// A statically shaped tensor of `f64` (ODS's `StaticShapeTensorOf<[F64]>`).
pub const STATIC_F64_TENSOR: TypeConstraint = TypeConstraint::Pred {
    summary: "statically shaped tensor of 64-bit float values",
    check: |ctx, t| {
        t.dyn_cast::<RankedTensorType>(ctx)
            .is_some_and(|r| F64.matches(ctx, r.element) && r.shape.iter().all(|&d| d != DYNAMIC))
    },
};

/// A dense elements attribute of `f64` (ODS's `F64ElementsAttr`).
pub const F64_ELEMENTS_ATTR: AttrConstraint = AttrConstraint {
    summary: "64-bit float elements attribute",
    check: |ctx, a| a.dyn_cast::<DenseIntOrFPElementsAttr>(ctx).is_some_and(|d| F64.matches(ctx, d.element_type(ctx))),
};

// ----- helpers -----

/// The shape of a ranked tensor type, `None` for an unranked one.
pub fn shape_of(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    t.dyn_cast::<RankedTensorType>(ctx).map(|r| r.shape.clone())
}

/// `tensor<shape x f64>`.
pub fn f64_tensor(ctx: &Context, shape: Vec<i64>) -> Type {
    let element = FloatType::get(ctx, FloatKind::F64);
    ctx.intern_type(RankedTensorType { shape, element, encoding: None })
}

/// `tensor<*xf64>`.
pub fn unranked_f64_tensor(ctx: &Context) -> Type {
    let element = FloatType::get(ctx, FloatKind::F64);
    ctx.intern_type(UnrankedTensorType { element })
}

/// The number of elements of a static shape, `None` if it overflows `i64`.
pub fn num_elements(shape: &[i64]) -> Option<i64> {
    shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d))
}

fn text(ctx: &Context, t: Type) -> String {
    t.to_text(ctx)
}

/// MLIR's `verifyCompatibleShape`: unranked is compatible with anything; ranked shapes need the
/// same rank and equal (or dynamic) sizes.
pub fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    match (shape_of(ctx, a), shape_of(ctx, b)) {
        (Some(x), Some(y)) => {
            x.len() == y.len() && x.iter().zip(&y).all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
        }
        _ => true,
    }
}

// ----- traits -----

/// All operands and results have compatible shapes (MLIR's `SameOperandsAndResultShape`).
#[derive(Copy, Clone, Debug, Default)]
pub struct SameOperandsAndResultShape;

impl OpTrait for SameOperandsAndResultShape {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let types: Vec<Type> = ctx.operands(op).map(|v| ctx.value_type(v)).chain(ctx.result_types(op)).collect();
        let Some(&first) = types.first() else { return Ok(()) };
        if types.iter().all(|&t| compatible_shapes(ctx, first, t)) {
            return Ok(());
        }
        Err(op_error(ctx, op, "requires the same shape for all operands and results"))
    }
}

// ----- ops -----

/// Constant.
///
/// Turns a literal into an SSA value. The data is attached to the op as an attribute:
///
/// ```mlir
/// %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
/// ```
#[op(
    name = "toy.constant",
    traits(Pure, ConstantLike, InferTypeOpInterface),
    format = "attr-dict $value",
    verifier = ConstantOp::verify,
    folder = ConstantOp::fold,
    asm_result_names = ConstantOp::result_names
)]
pub struct ConstantOp {
    #[attribute(F64_ELEMENTS_ATTR)]
    value: Attribute,
    #[result(F64_TENSOR)]
    result: Value,
}

impl ConstantOp {
    /// The result type is the value's type (the parser calls it: `InferTypeOpInterface`).
    pub fn infer_result_types(ctx: &Context, state: &OperationState) -> Result<Vec<Type>, Diagnostic> {
        let value = state.properties.and_then(|p| DictionaryAttr::lookup(ctx, p, "value")).and_then(|a| a.typed(ctx));
        value.map(|t| vec![t]).ok_or_else(|| Diagnostic::error(state.loc, "expected a typed `value`"))
    }

    /// Toy's check: a ranked result has the shape of the attached value.
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let c = ConstantOp::from_op_unchecked(op);
        let Some(result) = shape_of(ctx, ctx.value_type(c.result(ctx))) else { return Ok(()) };
        let Some(attr) = c.value(ctx).and_then(|v| v.typed(ctx)).and_then(|t| shape_of(ctx, t)) else {
            return Ok(());
        };
        if attr.len() != result.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "return type must match the one of the attached value attribute: {} != {}",
                    attr.len(),
                    result.len()
                ),
            ));
        }
        for (dim, (a, r)) in attr.iter().zip(&result).enumerate() {
            if a != r {
                return Err(op_error(
                    ctx,
                    op,
                    format!("return type shape mismatches its attribute at dimension {dim}: {a} != {r}"),
                ));
            }
        }
        Ok(())
    }

    /// A constant folds to its value.
    fn fold(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
        Some(vec![FoldResult::Attribute(ConstantOp::from_op_unchecked(op).value(ctx)?)])
    }

    fn result_names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        vec![(0, "cst".into())]
    }
}

/// Creates a detached `toy.constant` of `value` (a dense `f64` elements attribute) at `loc`.
pub fn create_constant(ctx: &mut Context, value: Attribute, loc: Attribute) -> Option<OpRef> {
    if !F64_ELEMENTS_ATTR.matches(ctx, value) {
        return None;
    }
    let ty = value.typed(ctx)?;
    let mut st = OperationState::new(ctx.op_name(ConstantOp::NAME), loc);
    st.result_types.push(ty);
    let name = ctx.ident("value");
    st.properties = Some(DictionaryAttr::get(ctx, vec![oxir::NamedAttribute { name, value }]));
    Some(ctx.create_op(st))
}

/// The dialect's constant materializer (folding turns attributes back into `toy.constant`s).
pub fn materialize_constant(ctx: &mut Context, value: Attribute, ty: Type, loc: Attribute) -> Option<OpRef> {
    if value.typed(ctx) != Some(ty) {
        return None;
    }
    create_constant(ctx, value, loc)
}

// ANCHOR: add
/// Element-wise addition.
///
/// Adds two tensors of the same type, element by element. Its equality-saturation rules
/// (`eqsat_rules`, loaded by the `eqsat` pass) say it commutes, associates, factors products and
/// commutes with transposition.
#[op(
    name = "toy.add",
    traits(Pure, Commutative, SameOperandsAndResultType),
    format = "$lhs `,` $rhs attr-dict `:` type($result)",
    eqsat_rules = "
        rule toy-add-comm: (toy.add ?a ?b) => (toy.add ?b ?a)
        rule toy-add-assoc: (toy.add (toy.add ?a ?b) ?c) => (toy.add ?a (toy.add ?b ?c))
        rule toy-mul-add-factor: (toy.add (toy.mul ?a ?b) (toy.mul ?a ?c)) => (toy.mul ?a (toy.add ?b ?c))
        rule toy-add-transposes: (toy.add (toy.transpose ?a) (toy.transpose ?b)) => (toy.transpose (toy.add ?a ?b))
    "
)]
pub struct AddOp {
    #[operand(F64_TENSOR)]
    lhs: Value,
    #[operand(F64_TENSOR)]
    rhs: Value,
    #[result(F64_TENSOR)]
    result: Value,
}
// ANCHOR_END: add

/// Element-wise multiplication.
///
/// Multiplies two tensors of the same type, element by element. Its equality-saturation rules
/// say it commutes, associates and commutes with transposition.
#[op(
    name = "toy.mul",
    traits(Pure, Commutative, SameOperandsAndResultType),
    format = "$lhs `,` $rhs attr-dict `:` type($result)",
    eqsat_rules = "
        rule toy-mul-comm: (toy.mul ?a ?b) => (toy.mul ?b ?a)
        rule toy-mul-assoc: (toy.mul (toy.mul ?a ?b) ?c) => (toy.mul ?a (toy.mul ?b ?c))
        rule toy-mul-transposes: (toy.mul (toy.transpose ?a) (toy.transpose ?b)) => (toy.transpose (toy.mul ?a ?b))
    "
)]
pub struct MulOp {
    #[operand(F64_TENSOR)]
    lhs: Value,
    #[operand(F64_TENSOR)]
    rhs: Value,
    #[result(F64_TENSOR)]
    result: Value,
}

// ANCHOR: transpose
/// Transpose.
///
/// Reverses the dimensions of a tensor: `toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>`.
#[op(
    name = "toy.transpose",
    traits(Pure, Involution),
    format = "`(` $input `:` type($input) `)` attr-dict `to` type($result)",
    eqsat_cost = 4,
    verifier = TransposeOp::verify,
    canonicalizer = canonicalize::transpose_patterns
)]
pub struct TransposeOp {
    #[operand(F64_TENSOR)]
    input: Value,
    #[result(F64_TENSOR)]
    result: Value,
}

impl TransposeOp {
    /// Toy's check: ranked input and result shapes are each other's reverse.
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let t = TransposeOp::from_op_unchecked(op);
        let (Some(input), Some(result)) =
            (shape_of(ctx, ctx.value_type(t.input(ctx))), shape_of(ctx, ctx.value_type(t.result(ctx))))
        else {
            return Ok(());
        };
        if !input.iter().eq(result.iter().rev()) {
            return Err(Diagnostic::error(ctx.op_loc(op), "expected result shape to be a transpose of the input"));
        }
        Ok(())
    }
}
// ANCHOR_END: transpose

/// Matrix multiplication.
///
/// Multiplies a `MxK` matrix by a `KxN` matrix into a `MxN` one.
#[op(
    name = "toy.matmul",
    traits(Pure),
    format = "$lhs `,` $rhs attr-dict `:` functional-type(operands, results)",
    verifier = MatmulOp::verify,
    eqsat_cost = 64
)]
pub struct MatmulOp {
    #[operand(F64_TENSOR)]
    lhs: Value,
    #[operand(F64_TENSOR)]
    rhs: Value,
    #[result(F64_TENSOR)]
    result: Value,
}

impl MatmulOp {
    /// Ranked operands are 2-D with matching inner dimensions; a ranked result is `MxN`.
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let m = MatmulOp::from_op_unchecked(op);
        let types = [ctx.value_type(m.lhs(ctx)), ctx.value_type(m.rhs(ctx)), ctx.value_type(m.result(ctx))];
        for (i, &t) in types.iter().enumerate() {
            if shape_of(ctx, t).is_some_and(|s| s.len() != 2) {
                let what = if i < 2 { format!("operand #{i}") } else { "result".to_string() };
                return Err(op_error(
                    ctx,
                    op,
                    format!("expected {what} to be a 2-D tensor, but got '{}'", text(ctx, t)),
                ));
            }
        }
        let (Some(lhs), Some(rhs)) = (shape_of(ctx, types[0]), shape_of(ctx, types[1])) else { return Ok(()) };
        if lhs[1] != DYNAMIC && rhs[0] != DYNAMIC && lhs[1] != rhs[0] {
            return Err(op_error(
                ctx,
                op,
                format!("expected the inner dimensions to match, but got {} and {}", lhs[1], rhs[0]),
            ));
        }
        if let Some(result) = shape_of(ctx, types[2]) {
            if !compatible_shapes(ctx, types[2], f64_tensor(ctx, vec![lhs[0], rhs[1]])) {
                return Err(op_error(
                    ctx,
                    op,
                    format!("expected result shape {}x{}, but got {}x{}", lhs[0], rhs[1], result[0], result[1]),
                ));
            }
        }
        Ok(())
    }
}

/// Reshape.
///
/// Gives a tensor a new static shape with the same number of elements:
/// `toy.reshape(%0 : tensor<6xf64>) to tensor<2x3xf64>`.
#[op(
    name = "toy.reshape",
    traits(Pure),
    format = "`(` $input `:` type($input) `)` attr-dict `to` type($result)",
    verifier = ReshapeOp::verify,
    canonicalizer = canonicalize::reshape_patterns,
    eqsat_cost = 1
)]
pub struct ReshapeOp {
    #[operand(F64_TENSOR)]
    input: Value,
    #[result(STATIC_F64_TENSOR)]
    result: Value,
}

impl ReshapeOp {
    /// A static input has as many elements as the result.
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let r = ReshapeOp::from_op_unchecked(op);
        let (Some(input), Some(result)) =
            (shape_of(ctx, ctx.value_type(r.input(ctx))), shape_of(ctx, ctx.value_type(r.result(ctx))))
        else {
            return Ok(());
        };
        if input.contains(&DYNAMIC) {
            return Ok(());
        }
        let (Some(a), Some(b)) = (num_elements(&input), num_elements(&result)) else { return Ok(()) };
        if a != b {
            return Err(op_error(
                ctx,
                op,
                format!("expected the input and the result to have the same number of elements, but got {a} and {b}"),
            ));
        }
        Ok(())
    }
}

/// Shape cast.
///
/// Changes the static shape information of a tensor without changing its data:
/// `toy.cast %0 : tensor<2x3xf64> to tensor<*xf64>`. Both types must be compatible (tensors of
/// `f64`, with the same shape where both are known: `SameOperandsAndResultShape`). Casts that
/// shape inference makes useless fold away.
#[op(
    name = "toy.cast",
    traits(Pure, SameOperandsAndResultShape),
    format = "$input attr-dict `:` type($input) `to` type($output)",
    folder = CastOp::fold
)]
pub struct CastOp {
    #[operand(F64_TENSOR)]
    input: Value,
    #[result(F64_TENSOR)]
    output: Value,
}

impl CastOp {
    /// A cast to the type it already has is its input.
    fn fold(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
        let c = CastOp::from_op_unchecked(op);
        let input = c.input(ctx);
        (ctx.value_type(input) == ctx.value_type(c.output(ctx))).then(|| vec![FoldResult::Value(input)])
    }
}

/// Print.
///
/// Prints a tensor: `toy.print %0 : tensor<2x3xf64>`.
#[op(name = "toy.print", traits(MemWrite), format = "$input attr-dict `:` type($input)")]
pub struct PrintOp {
    #[operand(F64_TENSOR)]
    input: Value,
}

/// The toy dialect: tensors of `f64`, element-wise arithmetic, transposes, matrix products,
/// reshapes and printing, after MLIR's Toy tutorial. Functions are `func.func`s over unranked
/// `tensor<*xf64>` values, made concrete by inlining and shape inference.
#[dialect(
    name = "toy",
    ops(ConstantOp, AddOp, MulOp, TransposeOp, MatmulOp, ReshapeOp, CastOp, PrintOp),
    materializer = materialize_constant
)]
pub struct ToyDialect;
