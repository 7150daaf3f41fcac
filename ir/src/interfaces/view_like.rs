//! MLIR's `OffsetSizeAndStrideOpInterface` (`ViewLikeInterface.td`): ops that address a
//! strided window of a shaped value through offsets, sizes and strides, each given statically
//! (an `array<i64: ...>` property holding `DYNAMIC` where the value is an operand) or as an
//! operand (`memref.subview`, `memref.reinterpret_cast`, `tensor.extract_slice`,
//! `tensor.insert_slice`, `tensor.parallel_insert_slice`).

use crate::builtin::types::DYNAMIC;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::interfaces::OpInterfaceVerifier;
use crate::value::Value;
use crate::OpRef;

/// The offsets, sizes and strides of an [`OffsetSizeAndStrideOpInterface`] op: the static lists
/// (with `DYNAMIC` for each entry given by an operand) and the dynamic operands, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OffsetsSizesStrides {
    /// The static offsets (MLIR's `getStaticOffsets`).
    pub static_offsets: Vec<i64>,
    /// The static sizes (MLIR's `getStaticSizes`).
    pub static_sizes: Vec<i64>,
    /// The static strides (MLIR's `getStaticStrides`).
    pub static_strides: Vec<i64>,
    /// The dynamic offset operands (MLIR's `getOffsets`).
    pub offsets: Vec<Value>,
    /// The dynamic size operands (MLIR's `getSizes`).
    pub sizes: Vec<Value>,
    /// The dynamic stride operands (MLIR's `getStrides`).
    pub strides: Vec<Value>,
}

impl OffsetsSizesStrides {
    /// The static list and the dynamic operands of offsets (`0`), sizes (`1`) or strides (`2`).
    pub fn list(&self, which: usize) -> (&[i64], &[Value]) {
        match which {
            0 => (&self.static_offsets, &self.offsets),
            1 => (&self.static_sizes, &self.sizes),
            _ => (&self.static_strides, &self.strides),
        }
    }
}

/// MLIR's `OffsetSizeAndStrideOpInterface`. A model gives the op's lists and the number of
/// entries each may have; the verifier every such op runs before its own is
/// [`verify_offset_size_and_stride_op`].
pub trait OffsetSizeAndStrideOpInterface: Send + Sync {
    /// The op's offsets, sizes and strides, read through its typed accessors.
    fn offsets_sizes_strides(&self, ctx: &Context, op: OpRef) -> OffsetsSizesStrides;

    /// How many offsets, sizes and strides the op takes (MLIR's `getArrayAttrMaxRanks`): the
    /// rank of the source for a slice, `[1, rank, rank]` for a reinterpret cast of the result.
    fn max_ranks(&self, ctx: &Context, op: OpRef) -> [usize; 3];
}

/// The model of [`OffsetSizeAndStrideOpInterface`] made of two functions: the op's lists, read
/// through its typed accessors, and its maximal ranks.
#[derive(Copy, Clone)]
pub struct OffsetSizeAndStrideModel {
    /// [`OffsetSizeAndStrideOpInterface::offsets_sizes_strides`].
    pub lists: fn(&Context, OpRef) -> OffsetsSizesStrides,
    /// [`OffsetSizeAndStrideOpInterface::max_ranks`].
    pub max_ranks: fn(&Context, OpRef) -> [usize; 3],
}

impl OffsetSizeAndStrideOpInterface for OffsetSizeAndStrideModel {
    fn offsets_sizes_strides(&self, ctx: &Context, op: OpRef) -> OffsetsSizesStrides {
        (self.lists)(ctx, op)
    }

    fn max_ranks(&self, ctx: &Context, op: OpRef) -> [usize; 3] {
        (self.max_ranks)(ctx, op)
    }
}

/// The offsets, sizes and strides of `op` if it implements [`OffsetSizeAndStrideOpInterface`].
pub fn offsets_sizes_strides(ctx: &Context, op: OpRef) -> Option<OffsetsSizesStrides> {
    Some(ctx.op_interface::<dyn OffsetSizeAndStrideOpInterface>(op)?.offsets_sizes_strides(ctx, op))
}

impl OpInterfaceVerifier for dyn OffsetSizeAndStrideOpInterface {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        verify_offset_size_and_stride_op(ctx, op)
    }
}

/// MLIR's `verifyOffsetSizeAndStrideOp`, with MLIR 22's messages: the mixed lists have matching
/// ranks, each static list has its maximal rank and one `DYNAMIC` per operand of its group, and
/// the static offsets and sizes are not negative. It is the interface's verifier
/// ([`OpInterfaceVerifier`]): every op that declares the interface runs it before its own
/// verifier. An op without the interface passes.
pub fn verify_offset_size_and_stride_op(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let Some(model) = ctx.op_interface::<dyn OffsetSizeAndStrideOpInterface>(op) else { return Ok(()) };
    let lists = model.offsets_sizes_strides(ctx, op);
    let max_ranks = model.max_ranks(ctx, op);
    let error = |message: String| Err(Diagnostic::error(ctx.op_loc(op), message));
    let (offsets, sizes, strides) = (&lists.static_offsets, &lists.static_sizes, &lists.static_strides);
    if !(offsets.len() == 1 && max_ranks[0] == 1) && offsets.len() != sizes.len() {
        return error(format!(
            "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is \
             well-formed.",
            offsets.len(),
            sizes.len()
        ));
    }
    if sizes.len() != strides.len() {
        return error(format!(
            "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is \
             well-formed.",
            sizes.len(),
            strides.len()
        ));
    }
    for (which, name) in ["offset", "size", "stride"].into_iter().enumerate() {
        let (statics, values) = lists.list(which);
        if statics.len() != max_ranks[which] {
            return error(format!("expected {} {name} values, got {}", max_ranks[which], statics.len()));
        }
        let dynamic = statics.iter().filter(|&&s| s == DYNAMIC).count();
        if values.len() != dynamic {
            return error(format!(
                "expected the number of '{name}s' to match the number of dynamic entries in 'static_{name}s' ({} vs \
                 {dynamic})",
                values.len()
            ));
        }
    }
    for (list, name) in [(offsets, "offsets"), (sizes, "sizes")] {
        if let Some(v) = list.iter().find(|&&v| v < 0 && v != DYNAMIC) {
            return error(format!("expected {name} to be non-negative, but got {v}"));
        }
    }
    Ok(())
}
