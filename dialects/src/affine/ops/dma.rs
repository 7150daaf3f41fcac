//! The affine DMA ops (MLIR's `AffineDmaStartOp` and `AffineDmaWaitOp`, written in C++ in
//! MLIR): a non-blocking transfer between two memrefs and the wait for its completion, each
//! memref indexed by an affine map of loop induction variables and symbols as `affine.load`'s.
//! The maps are discardable attributes (`src_map`, `dst_map`, `tag_map`), as in MLIR, where
//! these ops have no properties; the operands are one list that the maps' input counts split.

use crate::affine::scope::{affine_scope_region, is_valid_dim_in};
use crate::affine::syntax::dma as dma_syntax;
use crate::affine::AFFINE_MAP_ATTR;
use oxir::affine::AffineMap;
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::types::{IndexType, MemRefType};
use oxir::interfaces::{EffectInstance, EffectsModel, MemoryEffect, MemoryEffectOpInterface};
use oxir::ods::verify::op_error;
use oxir::ods::Op;
use oxir::{Context, Diagnostic, OpRef, Value};
use oxir_macros::op;

/// The affine map in the discardable attribute `name` of `op`.
fn map_attr(ctx: &Context, op: OpRef, name: &str) -> Option<AffineMap> {
    ctx.op_attr(op, name).and_then(|a| a.dyn_cast::<AffineMapAttr>(ctx)).map(|m| m.map.clone())
}

/// The operands of an `affine.dma_start` split by its maps (MLIR's `getSrcMemRef`,
/// `getSrcIndices`, ..., `getStride`, `getNumElementsPerStride`).
#[derive(Clone, Debug)]
pub struct DmaStartParts {
    /// The source memref.
    pub src: Value,
    /// The source map and its operands.
    pub src_map: AffineMap,
    /// The source map's operands.
    pub src_indices: Vec<Value>,
    /// The destination memref.
    pub dst: Value,
    /// The destination map.
    pub dst_map: AffineMap,
    /// The destination map's operands.
    pub dst_indices: Vec<Value>,
    /// The tag memref.
    pub tag: Value,
    /// The tag map.
    pub tag_map: AffineMap,
    /// The tag map's operands.
    pub tag_indices: Vec<Value>,
    /// The number of elements to transfer.
    pub num_elements: Value,
    /// The stride and the number of elements per stride, when the transfer is strided.
    pub stride: Option<(Value, Value)>,
}

/// Affine DMA start operation.
///
/// Starts a non-blocking DMA transfer of `%num_elements` elements from a source memref to a
/// destination memref, each indexed by an affine map of loop induction variables and symbols;
/// the tag memref element, likewise indexed, is what `affine.dma_wait` waits on. An optional
/// stride and number of elements per stride follow:
/// `affine.dma_start %src[%i + 3, %j], %dst[%k + 7, %l], %tag[%idx], %num_elements :
/// memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>`.
#[op(
    name = "affine.dma_start",
    interfaces = [MemoryEffectOpInterface(EffectsModel(DmaStartOp::effects))],
    parser = dma_syntax::parse_dma_start,
    printer = dma_syntax::print_dma_start,
    verifier = DmaStartOp::verify,
    canonicalizer = dma_start_patterns
)]
pub struct DmaStartOp {
    #[operand]
    operands: Vec<Value>,
    #[attribute(AFFINE_MAP_ATTR, name = "src_map", discardable)]
    src_map: AffineMapAttr,
    #[attribute(AFFINE_MAP_ATTR, name = "dst_map", discardable)]
    dst_map: AffineMapAttr,
    #[attribute(AFFINE_MAP_ATTR, name = "tag_map", discardable)]
    tag_map: AffineMapAttr,
}

impl DmaStartOp {
    /// The operands split by the maps, `None` when the maps are missing or their inputs need
    /// more operands than the op has.
    pub fn parts(ctx: &Context, op: OpRef) -> Option<DmaStartParts> {
        let ops: Vec<Value> = ctx.operands(op).collect();
        let src_map = map_attr(ctx, op, "src_map")?;
        let dst_map = map_attr(ctx, op, "dst_map")?;
        let tag_map = map_attr(ctx, op, "tag_map")?;
        let src_end = 1 + src_map.num_inputs() as usize;
        let dst_end = src_end + 1 + dst_map.num_inputs() as usize;
        let tag_end = dst_end + 1 + tag_map.num_inputs() as usize;
        let num_elements = *ops.get(tag_end)?;
        let stride = match ops.len() - tag_end {
            3 => Some((ops[tag_end + 1], ops[tag_end + 2])),
            _ => None,
        };
        Some(DmaStartParts {
            src: ops[0],
            src_indices: ops[1..src_end].to_vec(),
            src_map,
            dst: ops[src_end],
            dst_indices: ops[src_end + 1..dst_end].to_vec(),
            dst_map,
            tag: ops[dst_end],
            tag_indices: ops[dst_end + 1..tag_end].to_vec(),
            tag_map,
            num_elements,
            stride,
        })
    }

    /// MLIR's `AffineDmaStartOp::verifyInvariantsImpl`.
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let ops: Vec<Value> = ctx.operands(op).collect();
        let (Some(src_map), Some(dst_map), Some(tag_map)) =
            (map_attr(ctx, op, "src_map"), map_attr(ctx, op, "dst_map"), map_attr(ctx, op, "tag_map"))
        else {
            return Ok(());
        };
        let is_memref = |i: usize| ops.get(i).is_some_and(|&v| ctx.value_type(v).isa::<MemRefType>(ctx));
        let dst_at = 1 + src_map.num_inputs() as usize;
        let tag_at = dst_at + 1 + dst_map.num_inputs() as usize;
        if !is_memref(0) {
            return Err(op_error(ctx, op, "expected DMA source to be of memref type"));
        }
        if !is_memref(dst_at) {
            return Err(op_error(ctx, op, "expected DMA destination to be of memref type"));
        }
        if !is_memref(tag_at) {
            return Err(op_error(ctx, op, "expected DMA tag to be of memref type"));
        }
        let inputs = (src_map.num_inputs() + dst_map.num_inputs() + tag_map.num_inputs()) as usize;
        if ops.len() != inputs + 3 + 1 && ops.len() != inputs + 3 + 1 + 2 {
            return Err(op_error(ctx, op, "incorrect number of operands"));
        }
        let Some(parts) = Self::parts(ctx, op) else { return Ok(()) };
        let scope = affine_scope_region(ctx, op);
        for (indices, which) in [(&parts.src_indices, "src"), (&parts.dst_indices, "dst"), (&parts.tag_indices, "tag")]
        {
            for &idx in indices {
                if !ctx.value_type(idx).isa::<IndexType>(ctx) {
                    return Err(op_error(ctx, op, format!("{which} index to dma_start must have 'index' type")));
                }
                if !is_valid_dim_in(ctx, idx, scope) {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("{which} index must be a valid dimension or symbol identifier"),
                    ));
                }
            }
        }
        Ok(())
    }

    /// MLIR's `AffineDmaStartOp::getEffects`: reads the source, writes the destination, reads
    /// the tag.
    fn effects(ctx: &Context, op: OpRef) -> Vec<EffectInstance> {
        let Some(parts) = Self::parts(ctx, op) else {
            return vec![EffectInstance::new(MemoryEffect::Read), EffectInstance::new(MemoryEffect::Write)];
        };
        vec![
            EffectInstance::on(MemoryEffect::Read, parts.src),
            EffectInstance::on(MemoryEffect::Write, parts.dst),
            EffectInstance::on(MemoryEffect::Read, parts.tag),
        ]
    }
}

/// Affine DMA wait operation.
///
/// Blocks until the DMA transfer whose tag is the element of the tag memref at the results of
/// an affine map of loop induction variables and symbols completes; `%num_elements` is the
/// number of elements of that transfer:
/// `affine.dma_wait %tag[%index], %num_elements : memref<1xi32, 2>`. (Its memory effects are
/// unknown, as in MLIR, where it does not declare the memory effect interface.)
#[op(
    name = "affine.dma_wait",
    parser = dma_syntax::parse_dma_wait,
    printer = dma_syntax::print_dma_wait,
    verifier = DmaWaitOp::verify,
    canonicalizer = dma_wait_patterns
)]
pub struct DmaWaitOp {
    #[operand]
    operands: Vec<Value>,
    #[attribute(AFFINE_MAP_ATTR, name = "tag_map", discardable)]
    tag_map: AffineMapAttr,
}

/// The operands of an `affine.dma_wait` split by its map.
#[derive(Clone, Debug)]
pub struct DmaWaitParts {
    /// The tag memref.
    pub tag: Value,
    /// The tag map.
    pub tag_map: AffineMap,
    /// The tag map's operands.
    pub tag_indices: Vec<Value>,
    /// The number of elements of the transfer.
    pub num_elements: Value,
}

impl DmaWaitOp {
    /// The operands split by the map, `None` when the map is missing or its inputs need more
    /// operands than the op has.
    pub fn parts(ctx: &Context, op: OpRef) -> Option<DmaWaitParts> {
        let ops: Vec<Value> = ctx.operands(op).collect();
        let tag_map = map_attr(ctx, op, "tag_map")?;
        let end = 1 + tag_map.num_inputs() as usize;
        Some(DmaWaitParts {
            tag: *ops.first()?,
            tag_indices: ops.get(1..end)?.to_vec(),
            num_elements: *ops.get(end)?,
            tag_map,
        })
    }

    /// MLIR's `AffineDmaWaitOp::verifyInvariantsImpl`.
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        if !ctx.operands(op).next().is_some_and(|v| ctx.value_type(v).isa::<MemRefType>(ctx)) {
            return Err(op_error(ctx, op, "expected DMA tag to be of memref type"));
        }
        if map_attr(ctx, op, "tag_map").is_none() {
            return Ok(());
        }
        // MLIR reads past the operands here; the count it assumes is checked instead.
        let Some(parts) = Self::parts(ctx, op) else {
            return Err(op_error(ctx, op, "incorrect number of operands"));
        };
        let scope = affine_scope_region(ctx, op);
        for idx in parts.tag_indices {
            if !ctx.value_type(idx).isa::<IndexType>(ctx) {
                return Err(op_error(ctx, op, "index to dma_wait must have 'index' type"));
            }
            if !is_valid_dim_in(ctx, idx, scope) {
                return Err(op_error(ctx, op, "index must be a valid dimension or symbol identifier"));
            }
        }
        Ok(())
    }
}

/// `affine.dma_start`'s fold, MLIR's `foldMemRefCast` (in place, so a pattern here).
fn dma_start_patterns() -> Vec<Box<dyn oxir::rewrite::RewritePattern>> {
    vec![crate::memref::fold_memref_cast_pattern(DmaStartOp::NAME, false)]
}

/// `affine.dma_wait`'s fold, MLIR's `foldMemRefCast`.
fn dma_wait_patterns() -> Vec<Box<dyn oxir::rewrite::RewritePattern>> {
    vec![crate::memref::fold_memref_cast_pattern(DmaWaitOp::NAME, false)]
}
