//! The transfer lowerings `convert-vector-to-llvm` applies before converting (MLIR's
//! `populateVectorTransferLoweringPatterns` with a maximum transfer rank of 1 and
//! `populateVectorMaskMaterializationPatterns`): a 1-D transfer with an out-of-bounds dimension
//! gets the mask `create_mask(dim - index)` (and'ed with its own) and becomes in bounds; an
//! in-bounds minor-identity transfer of a memref with unit innermost stride becomes
//! `vector.load`/`vector.store` (`vector.maskedload`/`maskedstore` when masked, the padding
//! broadcast as pass-through), a broadcast following for broadcast dimensions; and a 1-D
//! `vector.create_mask` becomes the comparison of a constant index vector with the broadcast
//! bound.

use crate::arith;
use crate::memref;
use crate::memref::strides_and_offset;
use crate::utils::constants::{arith_constant_state, index_constant};
use crate::utils::patterns::pattern;
use crate::vector::transfer::{bool_array_attr, in_bounds, permutation_map};
use crate::vector::{
    vector_type, BroadcastOp, CreateMaskOp, LoadOp, MaskedLoadOp, MaskedStoreOp, StoreOp, TransferReadOp,
    TransferWriteOp,
};
use oxir::affine::{AffineExpr, AffineMap};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::{IndexType, IntegerType, MemRefType, VectorType};
use oxir::numeric::APInt;
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Context, OpRef, Type, Value};

/// The patterns, in the order MLIR adds them; `force_32bit` is the pass option
/// `force-32bit-vector-indices`.
pub fn transfer_lowering_patterns(force_32bit: bool) -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<TransferReadOp>("TransferReadToVectorLoadLowering", lower_read),
        pattern::<TransferWriteOp>("TransferWriteToVectorStoreLowering", lower_write),
        pattern::<TransferReadOp>("MaterializeTransferMask<TransferReadOp>", materialize_mask),
        pattern::<TransferWriteOp>("MaterializeTransferMask<TransferWriteOp>", materialize_mask),
        if force_32bit {
            pattern::<CreateMaskOp>("VectorCreateMaskOpConversion", create_mask_i32)
        } else {
            pattern::<CreateMaskOp>("VectorCreateMaskOpConversion", create_mask_i64)
        },
    ]
}

/// The parts of a transfer op the lowerings read.
struct Xfer {
    read: bool,
    vector: VectorType,
    source: Type,
    indices: Vec<Value>,
    mask: Option<Value>,
    map: AffineMap,
    in_bounds: Vec<bool>,
}

impl Xfer {
    fn of(ctx: &Context, op: OpRef) -> Option<Xfer> {
        let read = ctx.op_name_text(op) == TransferReadOp::NAME;
        let (vector, source, indices, mask) = if read {
            let r = TransferReadOp::from_op_unchecked(op);
            (ctx.value_type(r.vector(ctx)), ctx.value_type(r.base(ctx)), r.indices(ctx), r.mask(ctx))
        } else {
            let w = TransferWriteOp::from_op_unchecked(op);
            (ctx.value_type(w.value_to_store(ctx)), ctx.value_type(w.base(ctx)), w.indices(ctx), w.mask(ctx))
        };
        Some(Xfer {
            read,
            vector: vector.dyn_cast::<VectorType>(ctx)?.clone(),
            source,
            indices,
            mask,
            map: permutation_map(ctx, op)?,
            in_bounds: in_bounds(ctx, op),
        })
    }

    /// MLIR's `hasOutOfBoundsDim`: a dimension (not a broadcast one) whose flag is false.
    fn has_out_of_bounds_dim(&self) -> bool {
        self.map
            .results
            .iter()
            .enumerate()
            .any(|(i, e)| !matches!(e, AffineExpr::Constant(0)) && !self.in_bounds.get(i).copied().unwrap_or(false))
    }

    /// The memref source, when its innermost stride is 1 (MLIR's `isLastDimUnitStride`).
    fn unit_stride_memref(&self, ctx: &Context) -> Option<MemRefType> {
        let m = self.source.dyn_cast::<MemRefType>(ctx)?.clone();
        let (strides, _) = strides_and_offset(ctx, &m)?;
        (strides.last().is_none_or(|&s| s == 1)).then_some(m)
    }
}

/// MLIR's `isMinorIdentityWithBroadcasting`: the results are the trailing dimensions in order,
/// some replaced by the constant 0 (broadcast); returns the broadcast result positions.
fn minor_identity_with_broadcasting(map: &AffineMap) -> Option<Vec<usize>> {
    let lead = (map.num_dims as usize).checked_sub(map.results.len())?;
    if map.num_symbols != 0 {
        return None;
    }
    let mut broadcast = Vec::new();
    for (i, e) in map.results.iter().enumerate() {
        match e {
            AffineExpr::Constant(0) => broadcast.push(i),
            AffineExpr::Dim(d) if *d as usize == lead + i => {}
            _ => return None,
        }
    }
    Some(broadcast)
}

/// The memref and element checks MLIR's load/store lowerings share: a memref element that is a
/// vector must be the moved vector, a scalar element the vector's element.
fn element_matches(ctx: &Context, m: &MemRefType, moved: Type, element: Type) -> bool {
    if m.element.isa::<VectorType>(ctx) {
        m.element == moved
    } else {
        m.element == element
    }
}

/// `vector.transfer_read` to `vector.load` (or `vector.maskedload` of the broadcast padding).
fn lower_read(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    // MLIR's `MaskableOpRewritePattern`s leave a transfer under `vector.mask` alone.
    if crate::vector::mask::masking_op(ctx, op).is_some() {
        return false;
    }
    let Some(x) = Xfer::of(ctx, op) else { return false };
    if x.vector.shape.len() > 1 {
        return false;
    }
    let Some(broadcast) = minor_identity_with_broadcasting(&x.map) else { return false };
    let Some(m) = x.unit_stride_memref(ctx) else { return false };
    let mut shape = x.vector.shape.clone();
    for &i in &broadcast {
        shape[i] = 1;
    }
    let loaded = vector_type(ctx, shape, x.vector.scalable.clone(), x.vector.element);
    if !element_matches(ctx, &m, loaded, x.vector.element) || x.has_out_of_bounds_dim() {
        return false;
    }
    let r = TransferReadOp::from_op_unchecked(op);
    let (base, padding) = (r.base(ctx), r.padding(ctx));
    let loc = ctx.op_loc(op);
    let mut value: Value = match x.mask {
        Some(mask) => {
            if x.vector.shape.len() != 1 {
                return false;
            }
            let fill = BroadcastOp::build(rw, loc, padding, loaded);
            MaskedLoadOp::build(rw, loc, base, &x.indices, mask, fill, loaded).into()
        }
        None => LoadOp::build(rw, loc, base, &x.indices, loaded).into(),
    };
    if !broadcast.is_empty() {
        let ty = rw.ctx().intern_type(x.vector.clone());
        value = BroadcastOp::build(rw, loc, value, ty).into();
    }
    rw.replace_op(op, &[value]).is_ok()
}

/// `vector.transfer_write` to `vector.store` (or `vector.maskedstore`).
fn lower_write(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    // MLIR's `MaskableOpRewritePattern`s leave a transfer under `vector.mask` alone.
    if crate::vector::mask::masking_op(ctx, op).is_some() {
        return false;
    }
    let Some(x) = Xfer::of(ctx, op) else { return false };
    if x.vector.shape.len() > 1 || !x.map.is_minor_identity() {
        return false;
    }
    let Some(m) = x.unit_stride_memref(ctx) else { return false };
    let moved = rw.ctx().intern_type(x.vector.clone());
    if !element_matches(ctx, &m, moved, x.vector.element) || x.has_out_of_bounds_dim() {
        return false;
    }
    let w = TransferWriteOp::from_op_unchecked(op);
    let (value, base) = (w.value_to_store(ctx), w.base(ctx));
    let loc = ctx.op_loc(op);
    match x.mask {
        Some(mask) => {
            MaskedStoreOp::build(rw, loc, base, &x.indices, mask, value);
        }
        None => {
            StoreOp::build(rw, loc, value, base, &x.indices);
        }
    }
    rw.erase_op(op).is_ok()
}

/// MLIR's `MaterializeTransferMask`: a 1-D transfer with an out-of-bounds dimension gets the
/// mask of the elements before the end of the innermost source dimension and becomes in
/// bounds.
fn materialize_mask(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(x) = Xfer::of(ctx, op) else { return false };
    if !x.has_out_of_bounds_dim() || x.vector.shape.len() > 1 {
        return false;
    }
    let Some(&offset) = x.indices.last() else { return false };
    let loc = ctx.op_loc(op);
    let base = ctx.operand(op, usize::from(!x.read));
    let last = x.indices.len() as i64 - 1;
    let dim_index = index_constant(rw, loc, last);
    let dim: Value = if x.source.isa::<MemRefType>(rw.ctx()) {
        memref::DimOp::build(rw, loc, base, dim_index).into()
    } else {
        crate::tensor::DimOp::build(rw, loc, base, dim_index).into()
    };
    let bound: Value = arith::SubIOp::build(rw, loc, dim, offset).into();
    let i1 = IntegerType::get(rw.ctx(), 1);
    let mask_ty = vector_type(rw.ctx(), x.vector.shape.clone(), x.vector.scalable.clone(), i1);
    let mut mask: Value = CreateMaskOp::build(rw, loc, &[bound], mask_ty).into();
    if let Some(own) = x.mask {
        mask = arith::AndIOp::build(rw, loc, mask, own).into();
    }
    let map = rw.ctx().intern_attr(AffineMapAttr { map: x.map.clone() });
    let flags = bool_array_attr(rw.ctx(), &[true]);
    let replacement: Vec<Value> = if x.read {
        let r = TransferReadOp::from_op_unchecked(op);
        let (base, padding) = (r.base(rw.ctx()), r.padding(rw.ctx()));
        let ty = rw.ctx().intern_type(x.vector.clone());
        vec![TransferReadOp::build(rw, loc, base, &x.indices, padding, Some(mask), ty, map, flags).into()]
    } else {
        let w = TransferWriteOp::from_op_unchecked(op);
        let value = w.value_to_store(rw.ctx());
        let result = w.result(rw.ctx()).map(|r| rw.ctx().value_type(r));
        let new = TransferWriteOp::build(rw, loc, value, base, &x.indices, Some(mask), result, map, flags);
        rw.ctx().results(new.into()).collect()
    };
    rw.replace_op(op, &replacement).is_ok()
}

fn create_mask_i32(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    lower_create_mask(op, rw, 32)
}

fn create_mask_i64(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    lower_create_mask(op, rw, 64)
}

/// MLIR's `VectorCreateMaskOpConversion` of a fixed 0-D or 1-D mask (`buildVectorComparison`):
/// `[0, 1, ..., n-1] < broadcast(bound)`, in `i32` or `i64` indices.
fn lower_create_mask(op: OpRef, rw: &mut PatternRewriter<'_>, width: u32) -> bool {
    let ctx = rw.ctx();
    let Some(ty) = ctx.result_types(op).next() else { return false };
    let Some(v) = ty.dyn_cast::<VectorType>(ctx).cloned() else { return false };
    if v.scalable.iter().any(|&s| s) || v.shape.len() > 1 {
        return false;
    }
    let Some(bound) = ctx.operands(op).next() else { return false };
    let loc = ctx.op_loc(op);
    let idx = IntegerType::get(ctx, width);
    let n = v.shape.first().copied().unwrap_or(1);
    let indices_ty = vector_type(ctx, v.shape.clone(), vec![false; v.shape.len()], idx);
    let values: Vec<APInt> = (0..n).map(|i| APInt::from_i64(width, i)).collect();
    let Some(dense) = DenseIntOrFPElementsAttr::from_ints(ctx, indices_ty, &values) else { return false };
    let st = arith_constant_state(ctx, loc, dense, indices_ty);
    let indices = rw.create(st);
    let indices = rw.ctx().result(indices, 0);
    let bound = if rw.ctx().value_type(bound).isa::<IndexType>(rw.ctx()) {
        arith::IndexCastOp::build(rw, loc, bound, idx).into()
    } else {
        bound
    };
    let bounds = BroadcastOp::build(rw, loc, bound, indices_ty);
    let cmp = arith::CmpIOp::build(rw, loc, indices, bounds, arith::CmpIPredicate::Slt);
    rw.replace_op(op, &[cmp.into()]).is_ok()
}
