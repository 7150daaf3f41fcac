//! `strip-debuginfo`: replaces every location (of ops and block arguments) with `loc(unknown)`.

use crate::builtin::locations::UnknownLoc;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::pass::Pass;
use crate::value::Value;
use crate::OpRef;

/// MLIR's `StripDebugInfo` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct StripDebugInfo;

impl Pass for StripDebugInfo {
    fn name(&self) -> &'static str {
        "StripDebugInfo"
    }
    fn argument(&self) -> &'static str {
        "strip-debuginfo"
    }
    fn description(&self) -> &'static str {
        "Strip debug info from all operations"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let unknown = UnknownLoc::get(ctx);
        let mut ops = Vec::new();
        ctx.walk_ops_post_order(op, &mut |o| ops.push(o));
        let mut blocks = Vec::new();
        ctx.walk_blocks(op, &mut |b| blocks.push(b));
        for o in ops {
            ctx.set_op_loc(o, unknown);
        }
        for b in blocks {
            for i in 0..ctx.num_block_arguments(b) {
                ctx.set_block_argument_loc(Value::Argument { block: b, index: i as u32 }, unknown);
            }
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}
