//! MLIR's `OpAsmOpInterface::getAsmBlockArgumentNames`: an op names the arguments of the blocks
//! of its regions in the custom form (`linalg.map`'s `%in`, `%init`), as it names its results
//! with `asm_result_names`.

use crate::context::Context;
use crate::value::Value;
use crate::{OpRef, RegionRef};

/// Names an op gives the block arguments of one of its regions when printed in custom form.
/// Named arguments are uniqued like named results (`%in`, `%in_0`) and take no `%argN` number.
pub trait OpAsmBlockArgNames: Send + Sync {
    /// The names of (some of) the arguments of the blocks of `region`, a region of `op`.
    fn block_arg_names(&self, ctx: &Context, op: OpRef, region: RegionRef) -> Vec<(Value, String)>;
}
