//! MLIR's `CallOpInterface` and `CallableOpInterface` (`CallInterfaces.td`): how a call names its
//! callee and passes its arguments, and where a callable keeps its body. A dialect attaches them
//! with [`Context::attach_op_interface`]; the inliner, SCCP, dead-code analysis and
//! `remove-dead-values` ask them.

use crate::builtin::attributes::SymbolRefAttr;
use crate::context::Context;
use crate::symbol_table::lookup_nearest_symbol_from;
use crate::value::Value;
use crate::{OpRef, RegionRef};

/// MLIR's `CallOpInterface`: how a call op names its callee and which operands it passes.
#[derive(Copy, Clone)]
pub struct CallOpInterface {
    /// The callee's symbol, or `None` for an indirect call.
    pub callee: fn(&Context, OpRef) -> Option<SymbolRefAttr>,
    /// The operands passed as the callee's arguments, in order.
    pub arguments: fn(&Context, OpRef) -> Vec<Value>,
}

/// MLIR's `CallableOpInterface`: where a callable op keeps its body.
#[derive(Copy, Clone)]
pub struct CallableOpInterface {
    /// The body region, or `None` for a declaration.
    pub body: fn(&Context, OpRef) -> Option<RegionRef>,
}

/// The non-empty body of a callable op (`None` for a declaration or an op that is no callable).
pub fn callable_body(ctx: &Context, op: OpRef) -> Option<RegionRef> {
    let i = ctx.op_interface::<CallableOpInterface>(op)?;
    (i.body)(ctx, op).filter(|&r| !ctx.region_is_empty(r))
}

/// The op a call resolves to, if it is a callable (MLIR's `CallOpInterface::resolveCallable`).
pub fn resolve_callee(ctx: &Context, call: OpRef) -> Option<OpRef> {
    let i = ctx.op_interface::<CallOpInterface>(call)?;
    let sym = (i.callee)(ctx, call)?;
    let target = lookup_nearest_symbol_from(ctx, call, &sym)?;
    ctx.op_interface::<CallableOpInterface>(target).map(|_| target)
}
