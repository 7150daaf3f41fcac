//! What `vector.transfer_read` and `vector.transfer_write` share (MLIR's
//! `VectorTransferOpInterface` and the transfer helpers of `VectorOps.cpp`): the default
//! permutation map, the mask type a permutation map implies, the verifiers with MLIR's messages,
//! and the memory effects (memory is read or written only through a memref).

use super::ops::{TransferReadOp, TransferWriteOp};
use super::vector_type;
use super::verify::bit_width;
use oxir::affine::{AffineExpr, AffineMap};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::{ArrayAttr, IntegerAttr};
use oxir::builtin::types::{shaped_info, IntegerType, MemRefType, RankedTensorType, VectorType};
use oxir::interfaces::{EffectInstance, MemoryEffect};
use oxir::ods::verify::op_error;
use oxir::ods::Op;
use oxir::operation::op_attr_or_prop;
use oxir::{Attribute, Context, Diagnostic, OpRef, Type, Value};

type Verified = Result<(), Diagnostic>;

/// The element type of a memref or ranked tensor, when `t` is one.
pub fn transfer_source_element(ctx: &Context, t: Type) -> Option<Type> {
    if !t.isa::<MemRefType>(ctx) && !t.isa::<RankedTensorType>(ctx) {
        return None;
    }
    shaped_info(ctx, t).map(|s| s.element)
}

/// The rank of a memref or ranked tensor.
pub fn shaped_rank(ctx: &Context, t: Type) -> Option<usize> {
    shaped_info(ctx, t).and_then(|s| s.shape).map(|s| s.len())
}

/// The rank of the vector a transfer moves, less the rank of the source's vector element type
/// (MLIR's `getEffectiveVectorRankForXferOp`).
pub fn effective_vector_rank(ctx: &Context, source: Type, vector: &VectorType) -> usize {
    let element_rank = transfer_source_element(ctx, source)
        .and_then(|e| e.dyn_cast::<VectorType>(ctx).map(|v| v.shape.len()))
        .unwrap_or(0);
    vector.shape.len().saturating_sub(element_rank)
}

/// The permutation map a transfer takes when none is written (MLIR's
/// `getTransferMinorIdentityMap`): the minor identity from the source's rank to the vector's
/// effective rank, or `() -> (0)` for a `vector<1xT>` transfer of a 0-D source.
pub fn minor_identity_map(ctx: &Context, source: Type, vector: &VectorType) -> Option<AffineMap> {
    let rank = shaped_rank(ctx, source)?;
    if rank == 0 && vector.shape == [1] {
        return Some(AffineMap::constant_map(0));
    }
    let results = effective_vector_rank(ctx, source, vector);
    AffineMap::minor_identity(u32::try_from(rank).ok()?, u32::try_from(results).ok()?)
}

/// The mask type of a transfer (MLIR's `inferTransferOpMaskType`): the vector's dimensions
/// permuted back into the order of the source dimensions they index, broadcast dimensions
/// dropped (`vector<1xi1>` when none is left). `None` when the map is no projected permutation.
pub fn infer_mask_type(ctx: &Context, vector: &VectorType, map: &AffineMap) -> Option<Type> {
    let mut by_dim: Vec<(u32, usize)> = Vec::new();
    for (i, e) in map.results.iter().enumerate() {
        if let AffineExpr::Dim(d) = e {
            if !by_dim.iter().any(|&(seen, _)| seen == *d) {
                by_dim.push((*d, i));
            }
        }
    }
    by_dim.sort_unstable();
    let mut shape = Vec::with_capacity(by_dim.len());
    let mut scalable = Vec::with_capacity(by_dim.len());
    for &(_, i) in &by_dim {
        shape.push(*vector.shape.get(i)?);
        scalable.push(*vector.scalable.get(i)?);
    }
    if shape.is_empty() {
        shape.push(1);
        scalable.push(false);
    }
    Some(vector_type(ctx, shape, scalable, IntegerType::get(ctx, 1)))
}

/// The `permutation_map` of a transfer op.
pub fn permutation_map(ctx: &Context, op: OpRef) -> Option<AffineMap> {
    op_attr_or_prop(ctx, op, "permutation_map").and_then(|a| a.dyn_cast::<AffineMapAttr>(ctx)).map(|m| m.map.clone())
}

/// The `in_bounds` flags of a transfer op (`[true, false]`).
pub fn in_bounds(ctx: &Context, op: OpRef) -> Vec<bool> {
    bool_array(ctx, op_attr_or_prop(ctx, op, "in_bounds"))
}

/// The values of a `BoolArrayAttr`, empty when absent.
pub fn bool_array(ctx: &Context, attr: Option<Attribute>) -> Vec<bool> {
    let Some(arr) = attr.and_then(|a| a.dyn_cast::<ArrayAttr>(ctx)) else { return Vec::new() };
    arr.elements.iter().filter_map(|e| e.dyn_cast::<IntegerAttr>(ctx).map(|i| !i.value.is_zero())).collect()
}

/// `[true, false, ...]` as a `BoolArrayAttr`.
pub fn bool_array_attr(ctx: &Context, values: &[bool]) -> Attribute {
    let elements = values.iter().map(|&b| IntegerAttr::bool(ctx, b)).collect();
    ctx.intern_attr(ArrayAttr { elements })
}

/// Whether every result of the map is a dimension or the constant 0, each dimension used once
/// (MLIR's `verifyPermutationMap`, with its messages).
fn verify_permutation_map(ctx: &Context, op: OpRef, map: &AffineMap) -> Verified {
    let mut seen = vec![false; map.num_dims as usize];
    for e in &map.results {
        match e {
            AffineExpr::Constant(0) => {}
            AffineExpr::Dim(d) if seen.get(*d as usize) == Some(&true) => {
                return Err(op_error(
                    ctx,
                    op,
                    "requires a permutation_map that is a permutation (found one dim used more than once)",
                ));
            }
            AffineExpr::Dim(d) if (*d as usize) < seen.len() => seen[*d as usize] = true,
            _ => {
                return Err(op_error(
                    ctx,
                    op,
                    "requires a projected permutation_map (at most one dim or the zero constant can appear in each \
                     result)",
                ));
            }
        }
    }
    Ok(())
}

/// The operands and attributes of a transfer op that its checks read.
struct Transfer {
    source: Type,
    vector: VectorType,
    mask: Option<Type>,
    map: AffineMap,
    in_bounds: Vec<bool>,
}

impl Transfer {
    fn of(ctx: &Context, op: OpRef, source: Value, vector: Value, mask: Option<Value>) -> Option<Transfer> {
        Some(Transfer {
            source: ctx.value_type(source),
            vector: ctx.value_type(vector).dyn_cast::<VectorType>(ctx)?.clone(),
            mask: mask.map(|m| ctx.value_type(m)),
            map: permutation_map(ctx, op)?,
            in_bounds: in_bounds(ctx, op),
        })
    }
}

/// MLIR's `verifyTransferOp`: the checks both transfers make, in MLIR's order.
fn verify_transfer(ctx: &Context, op: OpRef, t: &Transfer) -> Verified {
    if ctx.op_attr(op, "masked").is_some() {
        return Err(op_error(ctx, op, "masked attribute has been removed. Use in_bounds instead."));
    }
    let Some(element) = transfer_source_element(ctx, t.source) else {
        return Err(op_error(ctx, op, "requires source to be a memref or ranked tensor type"));
    };
    let vector_bits = bit_width(ctx, t.vector.element).unwrap_or(0);
    let map_results = t.map.num_results();
    if let Some(ev) = element.dyn_cast::<VectorType>(ctx) {
        let source_bits = bit_width(ctx, ev.element).unwrap_or(0) * ev.shape.last().copied().unwrap_or(1) as u64;
        let result_bits = vector_bits * t.vector.shape.last().copied().unwrap_or(1) as u64;
        if source_bits == 0 || !result_bits.is_multiple_of(source_bits) {
            return Err(op_error(
                ctx,
                op,
                "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the \
                 minor 1-D vector of the source",
            ));
        }
        if ev.shape.len() > t.vector.shape.len() {
            return Err(op_error(ctx, op, "requires source vector element and vector result ranks to match."));
        }
        if map_results != t.vector.shape.len() - ev.shape.len() {
            return Err(op_error(
                ctx,
                op,
                "requires a permutation_map with result dims of the same rank as the vector type",
            ));
        }
        if t.mask.is_some() {
            return Err(op_error(ctx, op, "does not support masks with vector element type"));
        }
    } else {
        let minor = t.vector.shape.last().copied().unwrap_or(1) as u64;
        let element_bits = bit_width(ctx, element).unwrap_or(0);
        if element_bits == 0 || !(vector_bits * minor).is_multiple_of(element_bits) {
            return Err(op_error(
                ctx,
                op,
                "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the \
                 source element type",
            ));
        }
        if map_results != t.vector.shape.len() {
            return Err(op_error(
                ctx,
                op,
                "requires a permutation_map with result dims of the same rank as the vector type",
            ));
        }
    }
    if t.map.num_symbols != 0 {
        return Err(op_error(ctx, op, "requires permutation_map without symbols"));
    }
    if Some(t.map.num_dims as usize) != shaped_rank(ctx, t.source) {
        return Err(op_error(
            ctx,
            op,
            "requires a permutation_map with input dims of the same rank as the source type",
        ));
    }
    if let Some(mask) = t.mask {
        let inferred = infer_mask_type(ctx, &t.vector, &t.map);
        if let Some(inferred) = inferred.filter(|&i| i != mask) {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "inferred mask type ('{}') and mask operand type ('{}') don't match",
                    inferred.to_text(ctx),
                    mask.to_text(ctx)
                ),
            ));
        }
    }
    if map_results != t.in_bounds.len() {
        let map = ctx.intern_attr(AffineMapAttr { map: t.map.clone() });
        return Err(op_error(
            ctx,
            op,
            format!(
                "expects the in_bounds attr of same rank as permutation_map results: {} vs inBounds of size: {}",
                map.to_text(ctx),
                t.in_bounds.len()
            ),
        ));
    }
    Ok(())
}

/// The index count check both transfers start with.
fn verify_indices(ctx: &Context, op: OpRef, source: Type, indices: usize) -> Verified {
    match shaped_rank(ctx, source) {
        Some(rank) if rank != indices => Err(op_error(ctx, op, format!("requires {rank} indices"))),
        _ => Ok(()),
    }
}

/// `vector.transfer_read`'s verifier (MLIR's `TransferReadOp::verify`).
pub(super) fn verify_read(ctx: &Context, op: OpRef) -> Verified {
    let r = TransferReadOp::from_op_unchecked(op);
    let Some(t) = Transfer::of(ctx, op, r.base(ctx), r.vector(ctx), r.mask(ctx)) else { return Ok(()) };
    verify_indices(ctx, op, t.source, r.indices(ctx).len())?;
    verify_transfer(ctx, op, &t)?;
    let padding = ctx.value_type(r.padding(ctx));
    let element = transfer_source_element(ctx, t.source);
    if let Some(ev) = element.filter(|e| e.isa::<VectorType>(ctx)) {
        if ev != padding {
            return Err(op_error(ctx, op, "requires source element type and padding type to match."));
        }
    } else {
        if !super::valid_vector_element(ctx, padding) {
            return Err(op_error(ctx, op, "requires valid padding vector elemental type"));
        }
        if Some(padding) != element {
            return Err(op_error(ctx, op, "requires formal padding and source of the same elemental type"));
        }
    }
    verify_permutation_map(ctx, op, &t.map)
}

/// `vector.transfer_write`'s verifier (MLIR's `TransferWriteOp::verify`).
pub(super) fn verify_write(ctx: &Context, op: OpRef) -> Verified {
    let w = TransferWriteOp::from_op_unchecked(op);
    let Some(t) = Transfer::of(ctx, op, w.base(ctx), w.value_to_store(ctx), w.mask(ctx)) else { return Ok(()) };
    verify_indices(ctx, op, t.source, w.indices(ctx).len())?;
    if t.map.results.iter().any(|e| matches!(e, AffineExpr::Constant(0))) {
        return Err(op_error(ctx, op, "should not have broadcast dimensions"));
    }
    verify_transfer(ctx, op, &t)?;
    verify_permutation_map(ctx, op, &t.map)
}

/// The effects of a transfer: `effect` on its base when that is a memref (a transfer of a
/// tensor has no memory effect).
fn effects_on_memref(ctx: &Context, base: Value, effect: MemoryEffect) -> Vec<EffectInstance> {
    if ctx.value_type(base).isa::<MemRefType>(ctx) {
        vec![EffectInstance::on(effect, base)]
    } else {
        Vec::new()
    }
}

/// `vector.transfer_read`'s memory effects.
pub(super) fn read_effects(ctx: &Context, op: OpRef) -> Vec<EffectInstance> {
    effects_on_memref(ctx, ctx.operand(op, 0), MemoryEffect::Read)
}

/// `vector.transfer_write`'s memory effects.
pub(super) fn write_effects(ctx: &Context, op: OpRef) -> Vec<EffectInstance> {
    effects_on_memref(ctx, ctx.operand(op, 1), MemoryEffect::Write)
}
