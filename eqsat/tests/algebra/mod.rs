//! A user's dialect for the trait-derived rules: ops defined with the macros, declaring MLIR's
//! algebraic traits, with folders that give their meaning (so the soundness test can evaluate
//! the rules the pass derives for them).

use oxir::builtin::attributes::IntegerAttr;
use oxir::numeric::APInt;
use oxir::ods::constraints::*;
use oxir::registry::FoldResult;
use oxir::traits::{Commutative, Idempotent, Involution, MemRead, Pure, SameOperandsAndResultType};
use oxir::{Attribute, Context, OpRef, Value};
use oxir_macros::op;

/// The integer values of all operands, when they are all constants.
fn ints(ctx: &Context, operands: &[Option<Attribute>]) -> Option<Vec<APInt>> {
    operands.iter().map(|a| a.and_then(|a| a.dyn_cast::<IntegerAttr>(ctx)).map(|i| i.value.clone())).collect()
}

/// Folds through `f` when every operand is a constant, into the result's type.
fn fold_with(
    ctx: &Context,
    op: OpRef,
    operands: &[Option<Attribute>],
    f: impl Fn(&[APInt]) -> APInt,
) -> Option<Vec<FoldResult>> {
    let values = ints(ctx, operands)?;
    let ty = ctx.value_type(ctx.result(op, 0));
    Some(vec![FoldResult::Attribute(IntegerAttr::get(ctx, ty, f(&values)))])
}

/// A folder applying `f` to the operands' values when they are all constants.
macro_rules! folder {
    ($name:ident, |$v:ident| $e:expr) => {
        fn $name(ctx: &Context, op: OpRef, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
            fold_with(ctx, op, operands, |$v| $e)
        }
    };
}

/// Integer negation (`0 - x`, wrapping): its own inverse.
#[op(name = "algebra.neg", traits(Pure, Involution, SameOperandsAndResultType), folder = fold_neg)]
pub struct NegOp {
    #[operand(SIGNLESS_INTEGER_LIKE)]
    input: Value,
    #[result(SIGNLESS_INTEGER_LIKE)]
    result: Value,
}

folder!(fold_neg, |v| v[0].neg());

/// Signed absolute value (wrapping: `abs(INT_MIN) = INT_MIN`): applying it twice is applying it
/// once.
#[op(name = "algebra.abs", traits(Pure, Idempotent, SameOperandsAndResultType), folder = fold_abs)]
pub struct AbsOp {
    #[operand(SIGNLESS_INTEGER_LIKE)]
    input: Value,
    #[result(SIGNLESS_INTEGER_LIKE)]
    result: Value,
}

folder!(fold_abs, |v| v[0].abs());

/// Signed maximum: commutative, and `max(x, x) = x`.
#[op(
    name = "algebra.max",
    traits(Pure, Commutative, Idempotent, SameOperandsAndResultType),
    folder = fold_max
)]
pub struct MaxOp {
    #[operand(SIGNLESS_INTEGER_LIKE)]
    lhs: Value,
    #[operand(SIGNLESS_INTEGER_LIKE)]
    rhs: Value,
    #[result(SIGNLESS_INTEGER_LIKE)]
    result: Value,
}

folder!(fold_max, |v| v[0].smax(&v[1]));

/// The wrapping sum of three integers: any order of the operands gives the same.
#[op(name = "algebra.sum3", traits(Pure, Commutative, SameOperandsAndResultType), folder = fold_sum3)]
pub struct Sum3Op {
    #[operand(SIGNLESS_INTEGER_LIKE)]
    first: Value,
    #[operand(SIGNLESS_INTEGER_LIKE)]
    second: Value,
    #[operand(SIGNLESS_INTEGER_LIKE)]
    third: Value,
    #[result(SIGNLESS_INTEGER_LIKE)]
    result: Value,
}

folder!(fold_sum3, |v| v[0].add(&v[1]).add(&v[2]));

/// Reads memory: declares `Commutative` but has effects, so it gets no rules.
#[op(name = "algebra.peek", traits(MemRead, Commutative))]
pub struct PeekOp {
    #[operand(SIGNLESS_INTEGER_LIKE)]
    lhs: Value,
    #[operand(SIGNLESS_INTEGER_LIKE)]
    rhs: Value,
    #[result(SIGNLESS_INTEGER_LIKE)]
    result: Value,
}

/// Doubles an integer, wrongly declaring `Involution` (`x * 4 != x`): the soundness test must
/// catch the rule derived from it.
#[op(name = "algebra.double", traits(Pure, Involution, SameOperandsAndResultType), folder = fold_double)]
pub struct DoubleOp {
    #[operand(SIGNLESS_INTEGER_LIKE)]
    input: Value,
    #[result(SIGNLESS_INTEGER_LIKE)]
    result: Value,
}

folder!(fold_double, |v| v[0].add(&v[0]));

/// Registers the sound ops (all but `algebra.double`).
pub fn register(ctx: &Context) {
    ctx.register_op_def::<NegOp>();
    ctx.register_op_def::<AbsOp>();
    ctx.register_op_def::<MaxOp>();
    ctx.register_op_def::<Sum3Op>();
    ctx.register_op_def::<PeekOp>();
}
