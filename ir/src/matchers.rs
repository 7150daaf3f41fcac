//! Matching constants (MLIR's `m_Constant` of `Matchers.h`): the attribute a constant-like op
//! produces, found through its folder. Below the rewriter, so that interfaces and analyses ask
//! it too.

use crate::attributes::Attribute;
use crate::context::Context;
use crate::registry::FoldResult;
use crate::traits::ConstantLike;
use crate::value::Value;
use crate::OpRef;

/// The constant a constant-like op produces (its folder's result), if it is one.
pub fn constant_value(ctx: &Context, op: OpRef) -> Option<Attribute> {
    let info = ctx.op_registered_info_ref(op)?;
    if !info.has_trait::<ConstantLike>() {
        return None;
    }
    match info.fold?(ctx, op, &[])?.first()? {
        FoldResult::Attribute(a) => Some(*a),
        FoldResult::Value(_) => None,
    }
}

/// The constant value of `v`, if its defining op is a constant.
pub fn constant_of(ctx: &Context, v: Value) -> Option<Attribute> {
    constant_value(ctx, ctx.defining_op(v)?)
}
