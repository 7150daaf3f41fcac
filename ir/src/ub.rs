//! The `ub` dialect: undefined behaviour (MLIR's `UB` dialect): `ub.poison`, a value that may be
//! anything, and `ub.unreachable`, a terminator that is never reached. Passes such as
//! `remove-dead-values` put them where a dead value or a dead branch used to be. It lives in the
//! core because that core transform creates its ops by type, as MLIR's `Transforms` library
//! depends on its UB dialect; `oxir_dialects::ub` re-exports it.

use crate::ods::constraints::ANY_TYPE;
use crate::operation::op_attr_or_prop;
use crate::registry::FoldResult;
use crate::traits::*;
use crate::{Attribute, Context, OpRef, Value};
use oxir_macros::{dialect, op, AttrDef};

/// `#ub.poison`: the poison value, the default value of `ub.poison`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "ub", name = "poison", format = "")]
pub struct PoisonAttr {}

/// `#ub.poison` in `ctx`.
pub fn poison_attr(ctx: &Context) -> Attribute {
    ctx.intern_attr(PoisonAttr {})
}

/// A poison value of the given type (MLIR's `ub.poison`, with its default `#ub.poison` value).
/// Like MLIR's it is `ConstantLike` and folds to its value, so folders see poison operands.
#[op(
    name = "ub.poison",
    traits(ConstantLike, Pure),
    format = "attr-dict (`<` $value^ `>`)? `:` type($result)",
    folder = fold_poison
)]
pub struct PoisonOp {
    #[attribute(default = poison_attr(ctx))]
    value: Attribute,
    #[result(ANY_TYPE)]
    result: Value,
}

/// MLIR's `PoisonOp::fold`: the op's value.
fn fold_poison(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let value = op_attr_or_prop(ctx, op, "value").unwrap_or_else(|| poison_attr(ctx));
    Some(vec![FoldResult::Attribute(value)])
}

/// Marks a point control never reaches (MLIR's `ub.unreachable`).
#[op(name = "ub.unreachable", traits(IsTerminator), format = "attr-dict")]
pub struct UnreachableOp {}

/// The `ub` dialect.
#[dialect(name = "ub", interfaces = crate::interfaces::inline_ops_only::<UBDialect>, ops(PoisonOp, UnreachableOp), attrs(PoisonAttr))]
pub struct UBDialect;
