//! The `poly` dialect: polynomials with `i32` coefficients (wrapping arithmetic), after the `Poly`
//! dialect of Jeremy Kun's MLIR tutorial.
//!
//! - the type `!poly.poly<N>`: a polynomial of degree at most `N`;
//! - the attribute `#poly.coeffs<[1, 2, 3]>`: coefficients, lowest degree first (1 + 2x + 3x²);
//! - the ops `poly.constant`, `poly.add`, `poly.mul` and `poly.eval`, with their formats,
//!   verifiers, folders, a canonicalization pattern and equality-saturation rules.

use crate::canonicalize;
use oxir::ods::prelude::*;
use oxir::ods::verify::op_error;
use oxir::registry::FoldResult;
use oxir::Diagnostic;
use oxir_dialects::arith::ArithDialect;
use oxir_macros::{dialect, op, AttrDef, TypeDef};

/// The largest degree bound a `!poly.poly<N>` may have (its lowering holds `N + 1` coefficients).
pub const MAX_DEGREE_BOUND: u32 = 1 << 16;

// ANCHOR: type
/// A polynomial with `i32` coefficients: `!poly.poly<N>` holds the polynomials of degree at most
/// `N`, `N + 1` coefficients.
///
/// Its `summary` (ODS's) is what verifier messages quote: `must be polynomial with i32
/// coefficients`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(
    dialect = "poly",
    name = "poly",
    summary = "polynomial with i32 coefficients",
    format = "`<` $degree_bound `>`",
    verifier = verify_poly_type
)]
pub struct PolyType {
    /// The bound `N` on the degree.
    pub degree_bound: u32,
}

fn verify_poly_type(_: &Context, t: &PolyType) -> Result<(), String> {
    if t.degree_bound > MAX_DEGREE_BOUND {
        return Err(format!("degree bound {} is above the maximum, {MAX_DEGREE_BOUND}", t.degree_bound));
    }
    Ok(())
}
// ANCHOR_END: type

// ANCHOR: attr
/// The coefficients of a polynomial, lowest degree first.
///
/// `#poly.coeffs<[1, 2, 3]>` is 1 + 2x + 3x².
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "poly", name = "coeffs", format = "`<` `[` $coeffs `]` `>`")]
pub struct CoeffsAttr {
    /// The coefficients, of x⁰ first.
    pub coeffs: Vec<i32>,
}
// ANCHOR_END: attr

// ANCHOR: helpers
/// The degree bound of a value of type `!poly.poly<N>` (`None` for another type).
pub fn degree_bound(ctx: &Context, v: Value) -> Option<u32> {
    ctx.value_type(v).dyn_cast::<PolyType>(ctx).map(|t| t.degree_bound)
}

/// The coefficients of a constant operand (what a folder receives), `None` when it is not one.
fn coeffs_of(ctx: &Context, constant: Option<Attribute>) -> Option<Vec<i32>> {
    constant?.dyn_cast::<CoeffsAttr>(ctx).map(|c| c.coeffs.clone())
}

/// `c` without the zero coefficients of its highest degrees (`[1, 2, 0]` is `[1, 2]`).
fn trimmed(mut c: Vec<i32>) -> Vec<i32> {
    while c.last() == Some(&0) {
        c.pop();
    }
    c
}

/// The value of the polynomial `coeffs` at `x` by Horner's rule, with wrapping arithmetic.
pub fn horner(coeffs: &[i32], x: i32) -> i32 {
    coeffs.iter().rev().fold(0i32, |acc, &c| acc.wrapping_mul(x).wrapping_add(c))
}
// ANCHOR_END: helpers

// ANCHOR: constant
/// A polynomial constant.
///
/// `poly.constant <[1, 2, 3]> : !poly.poly<2>` is 1 + 2x + 3x²; it may have fewer coefficients
/// than its type holds, never more.
#[op(
    name = "poly.constant",
    traits(Pure, ConstantLike),
    format = "$coeffs attr-dict `:` type($output)",
    verifier = ConstantOp::verify,
    folder = ConstantOp::fold
)]
pub struct ConstantOp {
    #[attribute]
    coeffs: CoeffsAttr,
    #[result(PolyType::CONSTRAINT)]
    output: Value,
}

impl ConstantOp {
    /// At most `N + 1` coefficients for a `!poly.poly<N>`.
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let c = ConstantOp::from_op_unchecked(op);
        let (Some(coeffs), Some(n)) = (c.coeffs(ctx), degree_bound(ctx, c.output(ctx))) else { return Ok(()) };
        if coeffs.coeffs.len() as u64 > u64::from(n) + 1 {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "has {} coefficients, but a polynomial of degree at most {n} has {}",
                    coeffs.coeffs.len(),
                    n + 1
                ),
            ));
        }
        Ok(())
    }

    /// A constant folds to its coefficients.
    fn fold(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
        Some(vec![FoldResult::Attribute(ConstantOp::from_op_unchecked(op).coeffs_attr(ctx)?)])
    }
}
// ANCHOR_END: constant

// ANCHOR: add
/// Polynomial addition.
///
/// Adds two polynomials of the same type: `poly.add %p, %q : !poly.poly<2>`.
#[op(
    name = "poly.add",
    traits(Pure, Commutative, SameOperandsAndResultType),
    format = "$lhs `,` $rhs attr-dict `:` type($output)",
    folder = AddOp::fold,
    eqsat_rules = "
        rule poly-add-comm: (poly.add ?a ?b) => (poly.add ?b ?a)
        rule poly-add-assoc: (poly.add (poly.add ?a ?b) ?c) => (poly.add ?a (poly.add ?b ?c))
        rule poly-mul-add-factor: (poly.add (poly.mul ?a ?b) (poly.mul ?a ?c)) => (poly.mul ?a (poly.add ?b ?c))
    "
)]
pub struct AddOp {
    #[operand(PolyType::CONSTRAINT)]
    lhs: Value,
    #[operand(PolyType::CONSTRAINT)]
    rhs: Value,
    #[result(PolyType::CONSTRAINT)]
    output: Value,
}

impl AddOp {
    /// The sum of two constants is a constant; adding the zero polynomial is the identity.
    fn fold(ctx: &Context, op: OpRef, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
        let add = AddOp::from_op_unchecked(op);
        let lhs = coeffs_of(ctx, *operands.first()?);
        let rhs = coeffs_of(ctx, *operands.get(1)?);
        if let (Some(l), Some(r)) = (&lhs, &rhs) {
            let sum = (0..l.len().max(r.len()))
                .map(|i| l.get(i).copied().unwrap_or(0).wrapping_add(r.get(i).copied().unwrap_or(0)))
                .collect();
            return Some(vec![FoldResult::Attribute(ctx.intern_attr(CoeffsAttr { coeffs: trimmed(sum) }))]);
        }
        if rhs.is_some_and(|r| r.iter().all(|&c| c == 0)) {
            return Some(vec![FoldResult::Value(add.lhs(ctx))]);
        }
        None
    }
}
// ANCHOR_END: add

// ANCHOR: mul
/// Polynomial multiplication.
///
/// The product of polynomials of degrees at most `N` and `M` has degree at most `N + M`:
/// `poly.mul %p, %q : !poly.poly<1>, !poly.poly<2> -> !poly.poly<3>`.
#[op(
    name = "poly.mul",
    traits(Pure, Commutative),
    format = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($output)",
    verifier = MulOp::verify,
    folder = MulOp::fold,
    eqsat_cost = 8,
    eqsat_rules = "rule poly-mul-comm: (poly.mul ?a ?b) => (poly.mul ?b ?a)"
)]
pub struct MulOp {
    #[operand(PolyType::CONSTRAINT)]
    lhs: Value,
    #[operand(PolyType::CONSTRAINT)]
    rhs: Value,
    #[result(PolyType::CONSTRAINT)]
    output: Value,
}

impl MulOp {
    /// The result's degree bound is the sum of the operands'.
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let m = MulOp::from_op_unchecked(op);
        let bounds = (degree_bound(ctx, m.lhs(ctx)), degree_bound(ctx, m.rhs(ctx)), degree_bound(ctx, m.output(ctx)));
        let (Some(n), Some(k), Some(r)) = bounds else { return Ok(()) };
        if u64::from(n) + u64::from(k) != u64::from(r) {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "result must have degree bound {} (the sum of the operands'), but has {r}",
                    u64::from(n) + u64::from(k)
                ),
            ));
        }
        Ok(())
    }

    /// The product of two constants is a constant.
    fn fold(ctx: &Context, _: OpRef, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
        let l = coeffs_of(ctx, *operands.first()?)?;
        let r = coeffs_of(ctx, *operands.get(1)?)?;
        let mut product = vec![0i32; (l.len() + r.len()).saturating_sub(1)];
        for (i, &a) in l.iter().enumerate() {
            for (j, &b) in r.iter().enumerate() {
                product[i + j] = product[i + j].wrapping_add(a.wrapping_mul(b));
            }
        }
        Some(vec![FoldResult::Attribute(ctx.intern_attr(CoeffsAttr { coeffs: trimmed(product) }))])
    }
}
// ANCHOR_END: mul

// ANCHOR: eval
/// Evaluation of a polynomial at a point.
///
/// `poly.eval %p, %x : !poly.poly<2>` is the `i32` value of `%p` at `%x`. Its canonicalization
/// pattern computes it when both are constants.
#[op(
    name = "poly.eval",
    traits(Pure),
    format = "$input `,` $point attr-dict `:` type($input)",
    canonicalizer = canonicalize::eval_patterns
)]
pub struct EvalOp {
    #[operand(PolyType::CONSTRAINT)]
    input: Value,
    #[operand(I32)]
    point: Value,
    #[result(I32)]
    output: Value,
}
// ANCHOR_END: eval

// ANCHOR: dialect
/// Polynomials with `i32` coefficients: constants, sums, products and evaluation.
#[dialect(
    name = "poly",
    ops(ConstantOp, AddOp, MulOp, EvalOp),
    types(PolyType),
    attrs(CoeffsAttr),
    dependent(ArithDialect),
    materializer = materialize_constant
)]
pub struct PolyDialect;

/// Turns the coefficients a folder computed back into a (detached) `poly.constant`.
fn materialize_constant(ctx: &mut Context, value: Attribute, ty: Type, loc: Attribute) -> Option<OpRef> {
    if !value.isa::<CoeffsAttr>(ctx) || !ty.isa::<PolyType>(ctx) {
        return None;
    }
    Some(ConstantOp::build(&mut OpBuilder::new(ctx), loc, ty, value).into())
}
// ANCHOR_END: dialect
