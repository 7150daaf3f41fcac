//! The transfer lowerings of `convert-vector-to-scf` (MLIR's `VectorToSCF.cpp`): an n-D
//! `vector.transfer_read`/`transfer_write` above the target rank is unpacked one dimension at
//! a time. By default (MLIR's `lowering_n_d`) the vector goes through a temporary
//! `memref.alloca() : memref<vector<...>>` in the nearest automatic allocation scope, viewed
//! through `vector.type_cast` as a memref of smaller vectors and filled (or read) in an
//! `scf.for` loop of lower-rank transfers; with `full-unroll` (MLIR's
//! `lowering_n_d_unrolled`) the loop is unrolled into `vector.insert`/`vector.extract` chains.
//! A dimension that may be out of bounds is guarded by `memref.dim %base > index` in an
//! `scf.if` (the padding vector stored otherwise, for reads); masks are unpacked alongside
//! the data.
//!
//! Only memref transfers are lowered, after `convert-vector-to-scf` has rewritten their
//! permutation maps (`oxir_dialects::vector::transforms::transfer_permutation_patterns`); the
//! maps left (broadcasts, outer dimensions) are followed dimension by dimension, and a 1-D
//! transfer along an outer dimension becomes a loop of scalar loads or stores (MLIR's
//! `TransferOp1dConversion`). MLIR lowers tensor transfers only under `lower-tensors` (not
//! implemented: tensor transfers are left as they are).

use oxir::affine::{AffineExpr, AffineMap};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::UnitAttr;
use oxir::builtin::types::{MemRefType, VectorType, DYNAMIC};
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::traits::AutomaticAllocationScope;
use oxir::{Attribute, Builder, Context, ImplicitLocOpBuilder, OpRef, Type, Value};
use oxir_dialects::vector::transfer::{bool_array_attr, in_bounds, permutation_map};
use oxir_dialects::vector::{self, TransferReadOp, TransferWriteOp};
use oxir_dialects::{affine, arith, memref, scf};

/// The attribute marking transfers being lowered progressively (MLIR's `kPassLabel`).
const PASS_LABEL: &str = "__vector_to_scf_lowering__";

/// The options of `convert-vector-to-scf` the transfer lowerings read.
#[derive(Clone, Copy, Debug)]
pub struct TransferOptions {
    /// `full-unroll`: unroll instead of looping over a temporary buffer.
    pub unroll: bool,
    /// `target-rank`: transfers of this rank or less are left alone.
    pub target_rank: u32,
}

type Rewrite = fn(&TransferOptions, OpRef, &mut PatternRewriter<'_>) -> bool;

struct TransferPattern {
    root: &'static str,
    name: &'static str,
    options: TransferOptions,
    rewrite: Rewrite,
}

impl RewritePattern for TransferPattern {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        (self.rewrite)(&self.options, op, rw)
    }
}

/// The transfer patterns of MLIR's `populateVectorToSCFConversionPatterns` for `options`.
pub fn transfer_patterns(options: TransferOptions) -> Vec<Box<dyn RewritePattern>> {
    let p = |root: &'static str, name: &'static str, rewrite: Rewrite| -> Box<dyn RewritePattern> {
        Box::new(TransferPattern { root, name, options, rewrite })
    };
    let mut patterns = if options.unroll {
        vec![
            p(TransferReadOp::NAME, "UnrollTransferReadConversion", unroll_read),
            p(TransferWriteOp::NAME, "UnrollTransferWriteConversion", unroll_write),
        ]
    } else {
        vec![
            p(TransferReadOp::NAME, "PrepareTransferReadConversion", prepare_read),
            p(TransferWriteOp::NAME, "PrepareTransferWriteConversion", prepare_write),
            p(TransferReadOp::NAME, "TransferOpConversion<TransferReadOp>", unpack_one_dim_loop),
            p(TransferWriteOp::NAME, "TransferOpConversion<TransferWriteOp>", unpack_one_dim_loop),
        ]
    };
    if options.target_rank == 1 {
        patterns.push(p(TransferReadOp::NAME, "TransferOp1dConversion<TransferReadOp>", transfer_1d));
        patterns.push(p(TransferWriteOp::NAME, "TransferOp1dConversion<TransferWriteOp>", transfer_1d));
    }
    patterns
}

/// The parts of a transfer op the lowerings read.
struct Xfer {
    op: OpRef,
    read: bool,
    vector: VectorType,
    base: Value,
    indices: Vec<Value>,
    /// The read's padding.
    padding: Option<Value>,
    /// The written vector.
    value: Option<Value>,
    mask: Option<Value>,
    map: AffineMap,
    in_bounds: Vec<bool>,
}

impl Xfer {
    fn of(ctx: &Context, op: OpRef) -> Option<Xfer> {
        let read = ctx.isa_op::<TransferReadOp>(op);
        let (vector, base, indices, padding, value, mask) = if read {
            let r = TransferReadOp::from_op_unchecked(op);
            (r.vector(ctx), r.base(ctx), r.indices(ctx), Some(r.padding(ctx)), None, r.mask(ctx))
        } else if ctx.isa_op::<TransferWriteOp>(op) {
            let w = TransferWriteOp::from_op_unchecked(op);
            let v = w.value_to_store(ctx);
            (v, w.base(ctx), w.indices(ctx), None, Some(v), w.mask(ctx))
        } else {
            return None;
        };
        Some(Xfer {
            op,
            read,
            vector: ctx.value_type(vector).dyn_cast::<VectorType>(ctx)?.clone(),
            base,
            indices,
            padding,
            value,
            mask,
            map: permutation_map(ctx, op)?,
            in_bounds: in_bounds(ctx, op),
        })
    }

    /// MLIR's `isBroadcastDim(0)`.
    fn broadcast_first(&self) -> bool {
        matches!(self.map.results.first(), Some(AffineExpr::Constant(0)))
    }

    /// MLIR's `unpackedDim`: the source dimension the first vector dimension runs along
    /// (`None` for a broadcast).
    fn unpacked_dim(&self) -> Option<usize> {
        match self.map.results.first() {
            Some(AffineExpr::Dim(d)) => Some(*d as usize),
            _ => None,
        }
    }

    /// MLIR's `isDimInBounds(0)`.
    fn first_in_bounds(&self) -> bool {
        self.broadcast_first() || self.in_bounds.first().copied().unwrap_or(false)
    }

    fn mask_rank(&self, ctx: &Context) -> Option<usize> {
        let m = self.mask?;
        ctx.value_type(m).dyn_cast::<VectorType>(ctx).map(|v| v.shape.len())
    }

    /// MLIR's `unpackedPermutationMap`: the map without its first result.
    fn unpacked_map(&self, ctx: &Context) -> Attribute {
        let results = self.map.results.iter().skip(1).cloned().collect();
        ctx.intern_attr(AffineMapAttr { map: AffineMap::new(self.map.num_dims, 0, results) })
    }

    /// MLIR's `dropFirstElem` of the `in_bounds` flags.
    fn unpacked_in_bounds(&self, ctx: &Context) -> Attribute {
        bool_array_attr(ctx, self.in_bounds.get(1..).unwrap_or(&[]))
    }

    /// What every lowering requires of the transfer: a memref source of the vector's element
    /// type (the maps that are not minor identities, once the permutation lowerings have run,
    /// keep broadcasts and dimensions other than the innermost, which the unpacking follows).
    fn lowerable(&self, ctx: &Context) -> bool {
        let Some(m) = ctx.value_type(self.base).dyn_cast::<MemRefType>(ctx) else { return false };
        m.element == self.vector.element && !self.vector.shape.is_empty()
    }
}

/// `vector<...>` of `v` without its leading dimension.
fn drop_leading(ctx: &Context, v: &VectorType) -> Type {
    ctx.intern_type(VectorType {
        shape: v.shape.get(1..).unwrap_or(&[]).to_vec(),
        scalable: v.scalable.get(1..).unwrap_or(&[]).to_vec(),
        element: v.element,
    })
}

/// MLIR's `makeComposedAffineApply` of `d0 + d1` to `(offset, iv)`.
fn composed_sum(b: &mut dyn Builder, loc: Attribute, offset: Value, iv: Value) -> Value {
    let mut map = AffineMap::new(2, 0, vec![AffineExpr::dim(0) + AffineExpr::dim(1)]);
    let mut operands = vec![offset, iv];
    affine::compose_affine_map_and_operands(b.ctx_mut(), &mut map, &mut operands);
    affine::ApplyOp::build(b, loc, &operands, map).result(b.ctx())
}

/// MLIR's `getXferIndices`: the indices with `iv` added along the unpacked dimension.
fn xfer_indices(b: &mut dyn Builder, loc: Attribute, x: &Xfer, iv: Value) -> Vec<Value> {
    let mut indices = x.indices.clone();
    if let Some(d) = x.unpacked_dim() {
        if let Some(slot) = indices.get_mut(d) {
            *slot = composed_sum(b, loc, *slot, iv);
        }
    }
    indices
}

/// MLIR's `generateInBoundsCheck`: `in_case` under `scf.if` when the unpacked dimension may be
/// out of bounds at `iv` (`memref.dim > index`) or a 1-D mask bit guards it, `out_case` in the
/// other branch; the value of the branch taken (when `result_types` is not empty).
fn in_bounds_check(
    b: &mut ImplicitLocOpBuilder<'_>,
    x: &Xfer,
    iv: Value,
    result_types: &[Type],
    in_case: impl FnOnce(&mut ImplicitLocOpBuilder<'_>) -> Option<Value>,
    out_case: impl FnOnce(&mut ImplicitLocOpBuilder<'_>) -> Option<Value>,
) -> Option<Value> {
    let loc = b.loc();
    let mut cond: Option<Value> = None;
    if let (false, Some(d)) = (x.first_in_bounds(), x.unpacked_dim()) {
        let d_index = arith::ConstantOp::build_index(b, loc, d as i64);
        let dim: Value = memref::DimOp::build(b, loc, x.base, d_index).into();
        let index = composed_sum(b, loc, *x.indices.get(d)?, iv);
        cond = Some(arith::CmpIOp::build(b, loc, dim, index, arith::CmpIPredicate::Sgt).into());
    }
    if let (Some(mask), Some(1), false) = (x.mask, x.mask_rank(b.ctx()), x.broadcast_first()) {
        let i1 = oxir::builtin::types::IntegerType::get(b.ctx(), 1);
        let bit: Value = vector::ExtractOp::build(b, loc, mask, &[iv], i1, &[DYNAMIC]).into();
        cond = Some(match cond {
            Some(c) => arith::AndIOp::build(b, loc, c, bit).into(),
            None => bit,
        });
    }
    let Some(cond) = cond else { return in_case(b) };
    let check = scf::IfOp::create_then_else(
        b,
        cond,
        result_types,
        |b| in_case(b).into_iter().collect(),
        |b| out_case(b).into_iter().collect(),
    );
    b.ctx().results(check.into()).next()
}

/// The nearest enclosing op with MLIR's `AutomaticAllocationScope` trait.
fn allocation_scope(ctx: &Context, op: OpRef) -> Option<OpRef> {
    let mut cur = ctx.op_parent_op(op);
    while let Some(p) = cur {
        if ctx.op_has_trait::<AutomaticAllocationScope>(p) {
            return Some(p);
        }
        cur = ctx.op_parent_op(p);
    }
    None
}

/// MLIR's `checkPrepareXferOp`, with the restrictions of this implementation.
fn preparable(options: &TransferOptions, ctx: &Context, x: &Xfer) -> bool {
    ctx.op_attr(x.op, PASS_LABEL).is_none()
        && x.vector.shape.len() > options.target_rank as usize
        && !x.vector.scalable.first().copied().unwrap_or(false)
        && x.lowerable(ctx)
        && allocation_scope(ctx, x.op).is_some()
}

/// `memref<T>` (rank 0).
fn scalar_memref(ctx: &Context, element: Type) -> Type {
    ctx.intern_type(MemRefType { shape: Vec::new(), element, layout: None, memory_space: None })
}

/// MLIR's `allocBuffers`: the data buffer (and, for a masked transfer, the mask stored into its
/// buffer and loaded back before the op), allocated at the start of the allocation scope.
fn alloc_buffers(rw: &mut PatternRewriter<'_>, x: &Xfer) -> Option<(Value, Option<Value>)> {
    let ctx = rw.ctx();
    let scope = allocation_scope(ctx, x.op)?;
    let region = *ctx.op_regions(scope).first()?;
    let block = ctx.region_blocks(region).next()?;
    let loc = ctx.op_loc(x.op);
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_start(block);
    let data_ty = rw.ctx().intern_type(x.vector.clone());
    let data_ty = scalar_memref(rw.ctx(), data_ty);
    let data: Value = memref::AllocaOp::build(rw, loc, &[], &[], data_ty).into();
    let mut mask = None;
    if let Some(m) = x.mask {
        let mask_ty = scalar_memref(rw.ctx(), rw.ctx().value_type(m));
        let buffer: Value = memref::AllocaOp::build(rw, loc, &[], &[], mask_ty).into();
        rw.set_insertion_point(x.op);
        memref::StoreOp::build(rw, loc, m, buffer, &[]);
        mask = Some(memref::LoadOp::build(rw, loc, buffer, &[]).into());
    }
    rw.restore_insertion_point(saved);
    Some((data, mask))
}

/// MLIR's `PrepareTransferReadConversion`: the read, labelled, stores into a new buffer,
/// whose load replaces it.
fn prepare_read(options: &TransferOptions, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(x) = Xfer::of(ctx, op).filter(|x| x.read && preparable(options, ctx, x)) else { return false };
    let Some(padding) = x.padding else { return false };
    let loc = ctx.op_loc(op);
    let Some((data, mask)) = alloc_buffers(rw, &x) else { return false };
    let ctx = rw.ctx();
    let (ty, map) = (ctx.intern_type(x.vector.clone()), ctx.intern_attr(AffineMapAttr { map: x.map.clone() }));
    let flags = bool_array_attr(ctx, &x.in_bounds);
    let new = TransferReadOp::build(rw, loc, x.base, &x.indices, padding, mask.or(x.mask), ty, map, flags);
    let unit = UnitAttr::get(rw.ctx());
    rw.ctx_mut().set_op_attr(new.into(), PASS_LABEL, unit);
    let value = new.vector(rw.ctx());
    memref::StoreOp::build(rw, loc, value, data, &[]);
    let load = memref::LoadOp::build(rw, loc, data, &[]);
    rw.replace_op(op, &[load.into()]).is_ok()
}

/// MLIR's `PrepareTransferWriteConversion`: the vector is stored into a new buffer and loaded
/// back for the write, which is labelled.
fn prepare_write(options: &TransferOptions, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(x) = Xfer::of(ctx, op).filter(|x| !x.read && preparable(options, ctx, x)) else { return false };
    let Some(value) = x.value else { return false };
    let loc = ctx.op_loc(op);
    let Some((data, mask)) = alloc_buffers(rw, &x) else { return false };
    memref::StoreOp::build(rw, loc, value, data, &[]);
    let loaded: Value = memref::LoadOp::build(rw, loc, data, &[]).into();
    let mask_at = 2 + x.indices.len();
    let unit = UnitAttr::get(rw.ctx());
    rw.modify_op_in_place(op, |ctx| {
        ctx.set_operand(op, 0, loaded);
        ctx.set_op_attr(op, PASS_LABEL, unit);
        if let Some(m) = mask {
            ctx.set_operand(op, mask_at, m);
        }
    });
    true
}

/// MLIR's `unpackOneDim`: `memref<9xvector<5x6xf32>>` to `memref<9x5xvector<6xf32>>` (`None`
/// for a leading scalable dimension).
fn unpack_one_dim(ctx: &Context, t: Type) -> Option<Type> {
    let m = t.dyn_cast::<MemRefType>(ctx)?.clone();
    let v = m.element.dyn_cast::<VectorType>(ctx)?.clone();
    if v.scalable.first().copied().unwrap_or(true) {
        return None;
    }
    let mut shape = m.shape.clone();
    shape.push(*v.shape.first()?);
    let element = drop_leading(ctx, &v);
    Some(ctx.intern_type(MemRefType { shape, element, layout: None, memory_space: m.memory_space }))
}

/// The memref and indices of the `memref.load` defining `v`.
fn loaded_from(ctx: &Context, v: Value) -> Option<(Value, Vec<Value>)> {
    let load = ctx.defining_op(v).filter(|&d| ctx.isa_op::<memref::LoadOp>(d))?;
    let l = memref::LoadOp::from_op_unchecked(load);
    Some((l.memref(ctx), l.indices(ctx)))
}

/// MLIR's `TransferOpConversion`: a labelled transfer of the buffer `B` (the read's single
/// user stores into it, the write's vector is loaded from it) unpacks its first dimension: `B`
/// is type-cast to a memref of smaller vectors and an `scf.for` over the dimension moves each
/// of them with a (labelled, while above the target rank) transfer of one rank less.
fn unpack_one_dim_loop(options: &TransferOptions, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    if ctx.op_attr(op, PASS_LABEL).is_none() {
        return false;
    }
    let Some(x) = Xfer::of(ctx, op) else { return false };
    // The buffer and the indices the previous level accessed it with.
    let (buffer, buffer_indices, store) = if x.read {
        let result = ctx.result(op, 0);
        let mut users = ctx.users(result);
        let (Some(user), None) = (users.next(), users.next()) else { return false };
        if !ctx.isa_op::<memref::StoreOp>(user) {
            return false;
        }
        let s = memref::StoreOp::from_op_unchecked(user);
        (s.memref(ctx), s.indices(ctx), Some(user))
    } else {
        let Some((buffer, indices)) = x.value.and_then(|v| loaded_from(ctx, v)) else { return false };
        (buffer, indices, None)
    };
    // The buffer holds vectors of the transfer's type (as the preparing patterns made it).
    let buffer_ty = ctx.value_type(buffer);
    let moved = ctx.intern_type(x.vector.clone());
    if buffer_ty.dyn_cast::<MemRefType>(ctx).is_none_or(|m| m.element != moved) {
        return false;
    }
    let Some(casted_ty) = unpack_one_dim(ctx, buffer_ty) else { return false };
    let Some(casted_memref) = casted_ty.dyn_cast::<MemRefType>(ctx).cloned() else { return false };
    let mask_buffer = match x.mask {
        Some(m) => match loaded_from(ctx, m) {
            Some((b, _)) => Some(b),
            None => return false,
        },
        None => None,
    };
    let unpack_mask = x.mask.is_some() && !x.broadcast_first() && x.mask_rank(ctx) != Some(1);
    let mask_cast_ty = match mask_buffer {
        Some(b) if unpack_mask => match unpack_one_dim(ctx, ctx.value_type(b)) {
            Some(t) => Some(t),
            None => return false,
        },
        _ => None,
    };
    let load_mask = x.mask.is_some() && (x.broadcast_first() || x.mask_rank(ctx).is_some_and(|r| r > 1));
    // The indices of the mask buffer's load at the previous level.
    let mask_indices: Vec<Value> = mask_buffer
        .and_then(|b| {
            ctx.users(b)
                .find(|&u| ctx.isa_op::<memref::LoadOp>(u))
                .map(|u| memref::LoadOp::from_op_unchecked(u).indices(ctx))
        })
        .unwrap_or_default();
    let loc = ctx.op_loc(op);
    let Some(&size) = casted_memref.shape.last() else { return false };
    let vec_ty = casted_memref.element;
    let new_rank = vec_ty.dyn_cast::<VectorType>(ctx).map_or(0, |v| v.shape.len());
    let target_rank = options.target_rank as usize;
    let casted: Value = vector::TypeCastOp::build(rw, loc, buffer, casted_ty).into();
    let casted_mask = match (mask_buffer, mask_cast_ty) {
        (Some(b), Some(t)) => Some(Value::from(vector::TypeCastOp::build(rw, loc, b, t))),
        (b, _) => b,
    };
    let mut b = ImplicitLocOpBuilder::new(rw, loc);
    let lb = arith::ConstantOp::create_index(&mut b, 0);
    let ub = arith::ConstantOp::create_index(&mut b, size);
    let step = arith::ConstantOp::create_index(&mut b, 1);
    scf::ForOp::create_with_body(&mut b, lb, ub, step, &[], |b, iv, _| {
        let mut at = buffer_indices.clone();
        at.push(iv);
        let x = &x;
        in_bounds_check(
            b,
            x,
            iv,
            &[],
            |b| {
                let loc = b.loc();
                let indices = xfer_indices(b, loc, x, iv);
                let data = (!x.read).then(|| Value::from(memref::LoadOp::build(b, loc, casted, &at)));
                let mask = match casted_mask {
                    Some(cm) if load_mask => {
                        let mut mi = mask_indices.clone();
                        if !x.broadcast_first() {
                            mi.push(iv);
                        }
                        Some(Value::from(memref::LoadOp::build(b, loc, cm, &mi)))
                    }
                    _ => None,
                };
                let (map, flags) = (x.unpacked_map(b.ctx()), x.unpacked_in_bounds(b.ctx()));
                let new: OpRef = match (x.padding, data) {
                    (Some(padding), _) => {
                        let r = TransferReadOp::build(b, loc, x.base, &indices, padding, mask, vec_ty, map, flags);
                        let v = r.vector(b.ctx());
                        memref::StoreOp::build(b, loc, v, casted, &at);
                        r.into()
                    }
                    (None, Some(v)) => {
                        TransferWriteOp::build(b, loc, v, x.base, &indices, mask, None, map, flags).into()
                    }
                    (None, None) => return None,
                };
                if new_rank > target_rank {
                    let unit = UnitAttr::get(b.ctx());
                    b.ctx_mut().set_op_attr(new, PASS_LABEL, unit);
                }
                None
            },
            |b| {
                if let Some(padding) = x.padding {
                    let loc = b.loc();
                    let fill = vector::BroadcastOp::build(b, loc, padding, vec_ty);
                    memref::StoreOp::build(b, loc, Value::from(fill), casted, &at);
                }
                None
            },
        );
        Vec::new()
    });
    if let Some(s) = store {
        if rw.erase_op(s).is_err() {
            return false;
        }
    }
    rw.erase_op(op).is_ok()
}

/// What the unrolled lowerings require of a transfer.
fn unrollable(options: &TransferOptions, ctx: &Context, x: &Xfer) -> bool {
    x.vector.shape.len() > options.target_rank as usize
        && !x.vector.scalable.first().copied().unwrap_or(false)
        && x.lowerable(ctx)
}

/// The mixed position of a `vector.insert`/`vector.extract`: its dynamic operands and static
/// positions.
fn position(ctx: &Context, op: OpRef) -> Option<(Vec<Value>, Vec<i64>)> {
    if ctx.isa_op::<vector::InsertOp>(op) {
        let i = vector::InsertOp::from_op_unchecked(op);
        Some((i.dynamic_position(ctx), i.static_position(ctx)?.to_vec()))
    } else {
        let e = vector::ExtractOp::from_op_unchecked(op);
        Some((e.dynamic_position(ctx), e.static_position(ctx)?.to_vec()))
    }
}

/// MLIR's `maybeAssignMask` of the unrolled lowerings: the mask of the transfer at `i` (the
/// whole mask along a broadcast dimension, its row `i` when it has more than one dimension).
fn unrolled_mask(b: &mut dyn Builder, loc: Attribute, x: &Xfer, i: i64) -> Option<Value> {
    let mask = x.mask?;
    if x.broadcast_first() {
        return Some(mask);
    }
    let v = b.ctx().value_type(mask).dyn_cast::<VectorType>(b.ctx())?.clone();
    if v.shape.len() <= 1 {
        return None;
    }
    let row = drop_leading(b.ctx(), &v);
    Some(vector::ExtractOp::build(b, loc, mask, &[], row, &[i]).into())
}

/// MLIR's `UnrollTransferReadConversion`: the read becomes one read of a rank less per index
/// of its first dimension, inserted into the padding vector (or into the vector its single
/// `vector.insert` user inserts into).
fn unroll_read(options: &TransferOptions, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(x) = Xfer::of(ctx, op).filter(|x| x.read && unrollable(options, ctx, x)) else { return false };
    let Some(padding) = x.padding else { return false };
    let users: Vec<OpRef> = ctx.users(ctx.result(op, 0)).collect();
    let insert = match users[..] {
        [u] if ctx.isa_op::<vector::InsertOp>(u) => Some(u),
        _ => None,
    };
    let (dyn_pos, static_pos) = match insert {
        Some(i) => match position(ctx, i) {
            Some(p) => p,
            None => return false,
        },
        None => (Vec::new(), Vec::new()),
    };
    let loc = ctx.op_loc(op);
    let mut vec: Value = match insert {
        Some(i) => vector::InsertOp::from_op_unchecked(i).dest(ctx),
        None => {
            let ty = rw.ctx().intern_type(x.vector.clone());
            vector::BroadcastOp::build(rw, loc, padding, ty).into()
        }
    };
    let vec_ty = rw.ctx().value_type(vec);
    let new_vector = x.vector.shape.get(1..).unwrap_or(&[]).to_vec();
    let new_ty = drop_leading(rw.ctx(), &x.vector);
    let Some(&size) = x.vector.shape.first() else { return false };
    for i in 0..size {
        let mut b = ImplicitLocOpBuilder::new(rw, loc);
        let iv: Value = arith::ConstantOp::create_index(&mut b, i).into();
        let current = vec;
        let next = in_bounds_check(
            &mut b,
            &x,
            iv,
            &[vec_ty],
            |b| {
                let loc = b.loc();
                let indices = xfer_indices(b, loc, &x, iv);
                let mut at = static_pos.clone();
                at.push(i);
                let (map, flags) = (x.unpacked_map(b.ctx()), x.unpacked_in_bounds(b.ctx()));
                // MLIR assigns the mask after creating the read, its row extracted just before.
                let mask = unrolled_mask(b, loc, &x, i);
                let new = TransferReadOp::build(b, loc, x.base, &indices, padding, mask, new_ty, map, flags);
                let mut value = new.vector(b.ctx());
                if new_vector.is_empty() {
                    value = vector::ExtractOp::build(b, loc, value, &[], x.vector.element, &[]).into();
                }
                Some(vector::InsertOp::build(b, loc, value, current, &dyn_pos, &at).into())
            },
            |_| Some(current),
        );
        let Some(next) = next else { return false };
        vec = next;
    }
    match insert {
        Some(i) => rw.replace_op(i, &[vec]).is_ok() && rw.erase_op(op).is_ok(),
        None => rw.replace_op(op, &[vec]).is_ok(),
    }
}

/// MLIR's `UnrollTransferWriteConversion`: the write becomes one write of a rank less per
/// index of its first dimension, of the vector extracted there (from the source of the
/// `vector.extract` defining the written vector, when it is one).
fn unroll_write(options: &TransferOptions, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(x) = Xfer::of(ctx, op).filter(|x| !x.read && unrollable(options, ctx, x)) else { return false };
    let Some(value) = x.value else { return false };
    let extract = ctx.defining_op(value).filter(|&d| ctx.isa_op::<vector::ExtractOp>(d));
    let (data, dyn_pos, static_pos) = match extract {
        Some(e) => match position(ctx, e) {
            Some((d, s)) => (vector::ExtractOp::from_op_unchecked(e).vector(ctx), d, s),
            None => return false,
        },
        None => (value, Vec::new(), Vec::new()),
    };
    let loc = ctx.op_loc(op);
    let row_ty = drop_leading(ctx, &x.vector);
    let rank = x.vector.shape.len();
    let Some(&size) = x.vector.shape.first() else { return false };
    for i in 0..size {
        let mut b = ImplicitLocOpBuilder::new(rw, loc);
        let iv: Value = arith::ConstantOp::create_index(&mut b, i).into();
        in_bounds_check(
            &mut b,
            &x,
            iv,
            &[],
            |b| {
                let loc = b.loc();
                let indices = xfer_indices(b, loc, &x, iv);
                let mut at = static_pos.clone();
                at.push(i);
                let extracted_ty = if rank == 1 { x.vector.element } else { row_ty };
                let mut moved: Value = vector::ExtractOp::build(b, loc, data, &dyn_pos, extracted_ty, &at).into();
                if rank == 1 {
                    moved = vector::BroadcastOp::build(b, loc, moved, row_ty).into();
                }
                let (map, flags) = (x.unpacked_map(b.ctx()), x.unpacked_in_bounds(b.ctx()));
                let mask = unrolled_mask(b, loc, &x, i);
                TransferWriteOp::build(b, loc, moved, x.base, &indices, mask, None, map, flags);
                None
            },
            |_| None,
        );
    }
    rw.erase_op(op).is_ok()
}

/// MLIR's `TransferOp1dConversion`: a 1-D transfer of a memref that `convert-vector-to-llvm`
/// cannot turn into a vector load or store (its map is not the minor identity, or the innermost
/// stride is not 1) becomes an `scf.for` over the vector's elements, each moved by a scalar
/// `memref.load`/`memref.store` at the index plus the induction variable along the map's
/// dimension (none for a broadcast), guarded as the n-D lowerings guard their slices; a read
/// carries the vector, initially the broadcast padding, through the loop.
fn transfer_1d(_: &TransferOptions, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(x) = Xfer::of(ctx, op) else { return false };
    let Some(m) = ctx.value_type(x.base).dyn_cast::<MemRefType>(ctx).cloned() else { return false };
    if x.map.results.is_empty() || x.vector.shape.len() != 1 {
        return false;
    }
    if x.map.is_minor_identity() && last_dim_unit_stride(ctx, &m) {
        return false;
    }
    let scalable = x.vector.scalable.first().copied().unwrap_or(false);
    let loc = ctx.op_loc(op);
    let mut b = ImplicitLocOpBuilder::new(rw, loc);
    let lb = arith::ConstantOp::create_index(&mut b, 0);
    let mut ub: Value = arith::ConstantOp::create_index(&mut b, x.vector.shape[0]).into();
    // A scalable vector has `vscale` times its static size of elements.
    if scalable {
        let vscale: Value = vector::VectorScaleOp::build(&mut b, loc).into();
        ub = arith::MulIOp::build(&mut b, loc, ub, vscale).into();
    }
    let step = arith::ConstantOp::create_index(&mut b, 1);
    let vec_ty = b.ctx().intern_type(x.vector.clone());
    let init: Vec<Value> = match x.padding {
        Some(p) if x.read => vec![vector::BroadcastOp::build(&mut b, loc, p, vec_ty).into()],
        _ => Vec::new(),
    };
    let element = x.vector.element;
    let for_op = scf::ForOp::create_with_body(&mut b, lb, ub, step, &init, |b, iv, state| {
        // MLIR's `get1dMemrefIndices`.
        let loc = b.loc();
        let indices = xfer_indices(b, loc, &x, iv);
        if x.read {
            let Some(&vec) = state.first() else { return Vec::new() };
            let next = in_bounds_check(
                b,
                &x,
                iv,
                &[vec_ty],
                |b| {
                    let loc = b.loc();
                    let val: Value = memref::LoadOp::build(b, loc, x.base, &indices).into();
                    Some(vector::InsertOp::build(b, loc, val, vec, &[iv], &[DYNAMIC]).into())
                },
                |_| Some(vec),
            );
            next.into_iter().collect()
        } else {
            let Some(value) = x.value else { return Vec::new() };
            in_bounds_check(
                b,
                &x,
                iv,
                &[],
                |b| {
                    let loc = b.loc();
                    let val: Value = vector::ExtractOp::build(b, loc, value, &[iv], element, &[DYNAMIC]).into();
                    memref::StoreOp::build(b, loc, val, x.base, &indices);
                    None
                },
                |_| None,
            );
            Vec::new()
        }
    });
    let results: Vec<Value> = rw.ctx().results(for_op.into()).collect();
    if x.read {
        rw.replace_op(op, &results).is_ok()
    } else {
        rw.erase_op(op).is_ok()
    }
}

/// MLIR's `MemRefType::isLastDimUnitStride`.
fn last_dim_unit_stride(ctx: &Context, m: &MemRefType) -> bool {
    oxir_dialects::memref::strides_and_offset(ctx, m).is_some_and(|(strides, _)| strides.last().is_none_or(|&s| s == 1))
}
