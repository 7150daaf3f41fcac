//! What a conversion keeps while it runs, shared by its driver and the rewriter patterns act
//! through.

use crate::attributes::Attribute;
use crate::context::Context;
use crate::rewrite::op_set::OpSet;
use crate::value::Value;
use crate::OpRef;
use rustc_hash::{FxHashMap, FxHashSet};

/// The bookkeeping of a running conversion: the casts it made, the constants folds see, and
/// the replacements it applies when it ends.
#[derive(Default)]
pub(super) struct ConversionState {
    /// The casts the conversion made (materializations), looked through by patterns and erased
    /// at the end when unused.
    pub(super) casts: FxHashSet<OpRef>,
    /// The constants of the original IR by the values that replaced them: folding sees the
    /// original constants only, as in MLIR (where replaced ops stay until the end).
    pub(super) constants: FxHashMap<Value, Attribute>,
    /// The materializations of replaced block arguments, in the order they were made.
    pub(super) arg_casts: Vec<OpRef>,
    /// The ops replaced but kept until the conversion ends.
    pub(super) lazily: LazyReplacements,
}

impl ConversionState {
    /// The operand an op's conversion pattern sees for `v`: its replacement, looking through
    /// casts the conversion created back to the original type.
    pub(super) fn remapped(&self, ctx: &Context, v: Value) -> Value {
        let v = self.lazily.resolve(ctx, v);
        match ctx.defining_op(v) {
            Some(d) if self.casts.contains(&d) && ctx.num_operands(d) == 1 => ctx.operand(d, 0),
            _ => v,
        }
    }
}

/// The ops a conversion replaced and keeps until it ends (MLIR's driver replaces uses when the
/// conversion commits): their results, by the values that replace them, and the ops in the
/// order they were replaced.
#[derive(Default)]
pub(super) struct LazyReplacements {
    /// The value replacing each replaced op result, indexed by the result's slot in the
    /// context's result storage: a dense vector rather than a hash map of values, as nearly
    /// every result of a converted module is replaced.
    by_slot: Vec<Option<Value>>,
    pub(super) ops: Vec<OpRef>,
    /// The ops of `ops`, which the driver does not legalize again (MLIR's ignored ops).
    replaced: OpSet,
}

impl LazyReplacements {
    /// Records that `op` is replaced by `values` (one a result) when the conversion ends.
    pub(super) fn record(&mut self, ctx: &Context, op: OpRef, values: &[Value]) {
        for (i, &v) in values.iter().enumerate() {
            let slot = ctx.result_slot(op, i as u32);
            if slot >= self.by_slot.len() {
                self.by_slot.resize(slot + 1, None);
            }
            self.by_slot[slot] = Some(v);
        }
        if self.replaced.insert(op) {
            self.ops.push(op);
        }
    }

    /// Whether `op` was replaced (and is only kept until the conversion ends).
    pub(super) fn contains(&self, op: OpRef) -> bool {
        self.replaced.contains(op)
    }

    /// The value that replaces `v` in the end (`v` when it was not replaced).
    pub(super) fn resolve(&self, ctx: &Context, mut v: Value) -> Value {
        for _ in 0..1024 {
            let Value::Result { op, index } = v else { break };
            match self.by_slot.get(ctx.result_slot(op, index)).copied().flatten() {
                Some(r) if r != v => v = r,
                _ => break,
            }
        }
        v
    }
}
