//! Canonicalization patterns of the memref dialect (MLIR's `MemRefOps.cpp`): absorbing
//! `memref.cast` into its consumers, constant sizes into `alloc`/`alloca`/`view`/`subview`/
//! `reinterpret_cast` types, dead allocations, no-op copies and subviews, reshape compositions,
//! `dim` of `reshape`, `reinterpret_cast` of `extract_strided_metadata`, and the inlining and
//! hoisting of `alloca_scope`.
//!
//! MLIR's folds that update an op in place are patterns here (a folder cannot change the IR),
//! with a benefit above the others so that they run first, as folding does.

use super::fold::{
    const_index, memref_shape, memref_type, mixed, mixed_offsets_sizes_strides, split, subview_dropped_dims, Ofr,
};
use super::layout::*;
use super::ops::*;
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::DictionaryAttr;
use oxir::builtin::types::*;
use oxir::interfaces::{is_automatic_allocation, memory_effects};
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::traits::*;
use oxir::walk::WalkResult;
use oxir::{Attribute, BlockRef, Context, OpRef, RegionRef, Type, Value};
use oxir::{NamedAttribute, OperationState};

use crate::arith;
use crate::memref::{
    AllocOp, AllocaOp, AllocaScopeOp, AtomicRMWOp, CastOp, CollapseShapeOp, CopyOp, DeallocOp, DimOp, DmaStartOp,
    DmaWaitOp, ExpandShapeOp, ExtractStridedMetadataOp, LoadOp, MemorySpaceCastOp, PrefetchOp, ReallocOp,
    ReinterpretCastOp, StoreOp, SubViewOp, TransposeOp, ViewOp,
};
use crate::utils::constants::index_constant;
use crate::utils::reshape::{
    self, ComposeCollapseOfExpandOp, ComposeExpandOfCollapseOp, ComposeReassociativeReshapeOps, DynamicGroups,
    ReshapeDialect,
};
use crate::utils::static_values::offset_size_stride_state;
use oxir::rewrite::OpRewritePattern;

/// The benefit of the patterns standing for MLIR's in-place folds.
const FOLD_BENEFIT: u16 = 100;

/// A state for a one-result op with the given operands.
fn state(ctx: &Context, name: &str, loc: Attribute, operands: Vec<Value>, result: Type) -> OperationState {
    let mut st = OperationState::new(ctx.op_name(name), loc);
    st.operands = operands.into_iter().collect();
    st.result_types.push(result);
    st
}

/// `memref.cast %v : ... to ty`.
fn cast_state(ctx: &Context, loc: Attribute, v: Value, ty: Type) -> OperationState {
    state(ctx, CastOp::NAME, loc, vec![v], ty)
}

/// `op`'s properties with `updates` set (and the others kept).
fn props_with(ctx: &Context, op: OpRef, updates: Vec<(&str, Attribute)>) -> Option<Attribute> {
    let mut entries: Vec<NamedAttribute> =
        ctx.op_properties(op).map(|d| DictionaryAttr::entries(ctx, d).to_vec()).unwrap_or_default();
    for (name, value) in updates {
        let name = ctx.ident(name);
        match entries.iter_mut().find(|e| e.name == name) {
            Some(e) => e.value = value,
            None => entries.push(NamedAttribute { name, value }),
        }
    }
    Some(DictionaryAttr::get(ctx, entries))
}

fn segments(ctx: &Context, sizes: &[usize]) -> Attribute {
    oxir::ods::op::i32_array(ctx, sizes.iter().map(|&s| s as i32))
}

/// Replaces `op` by a `memref.cast` of `new`'s result to `op`'s result type.
fn replace_with_cast_back(rw: &mut PatternRewriter<'_>, op: OpRef, new: OpRef) -> bool {
    let ctx = rw.ctx();
    let st = cast_state(ctx, ctx.op_loc(op), ctx.result(new, 0), ctx.value_type(ctx.result(op, 0)));
    rw.replace_op_with_new(op, st).is_ok()
}

/// `memref.reinterpret_cast %source to offset, sizes, strides : ... to ty`, the static entries as
/// attributes and the dynamic ones as operands.
pub(super) fn reinterpret_cast_state(
    ctx: &Context,
    loc: Attribute,
    source: Value,
    ty: Type,
    offset: Ofr,
    sizes: &[Ofr],
    strides: &[Ofr],
) -> OperationState {
    offset_size_stride_state(ctx, ReinterpretCastOp::NAME, loc, vec![source], Some(ty), [&[offset], sizes, strides])
}

/// MLIR's `CastOp::canFoldIntoConsumerOp`: the cast between strided ranked memrefs only loses
/// static information (sizes, offset, strides).
pub(super) fn can_fold_into_consumer(ctx: &Context, cast: OpRef) -> bool {
    let (Some(s), Some(r)) =
        (memref_type(ctx, ctx.value_type(ctx.operand(cast, 0))), memref_type(ctx, ctx.value_type(ctx.result(cast, 0))))
    else {
        return false;
    };
    if s.element != r.element || s.shape.len() != r.shape.len() {
        return false;
    }
    let (Some((ss, so)), Some((rs, ro))) = (strides_and_offset(ctx, &s), strides_and_offset(ctx, &r)) else {
        return false;
    };
    let more_static = |a: i64, b: i64| a != b && a == DYNAMIC && b != DYNAMIC;
    !(s.shape.iter().zip(&r.shape).any(|(&a, &b)| more_static(a, b))
        || more_static(so, ro)
        || ss.iter().zip(&rs).any(|(&a, &b)| more_static(a, b)))
}

// ----- in-place folds -----

/// MLIR's `foldMemRefCast`: the op reads its memref operands through the `memref.cast`s
/// defining them (from ranked memrefs); with `skip_first`, not the stored value (`store`,
/// `atomic_rmw`). The folds of `load`, `store`, `dealloc`, `dim`, `prefetch`, `atomic_rmw`,
/// `cast` (a cast of a cast) and the DMA ops.
struct FoldMemRefCast {
    root: &'static str,
    skip_first: bool,
}

impl RewritePattern for FoldMemRefCast {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn benefit(&self) -> u16 {
        FOLD_BENEFIT
    }
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn name(&self) -> &'static str {
        "FoldMemRefCast"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let inner = self.skip_first.then(|| ctx.operand(op, 0));
        let updates: Vec<(usize, Value)> = ctx
            .operands(op)
            .enumerate()
            .filter(|&(_, v)| Some(v) != inner)
            .filter_map(|(i, v)| {
                let cast = ctx.defining_op_as::<CastOp>(v)?;
                let src = cast.source(ctx);
                ctx.value_type(src).isa::<MemRefType>(ctx).then_some((i, src))
            })
            .collect();
        if updates.is_empty() {
            return false;
        }
        rw.modify_op_in_place(op, |c| {
            for (i, v) in updates {
                c.set_operand(op, i, v);
            }
        });
        true
    }
}

/// MLIR's `FoldCopyOfCast` (the fold of `copy`): a copy reads and writes through the casts
/// that only lose static information.
struct FoldCopyOfCast;

impl OpRewritePattern for FoldCopyOfCast {
    type Op = CopyOp;
    fn benefit(&self) -> u16 {
        FOLD_BENEFIT
    }
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn match_and_rewrite(&self, op: CopyOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let found = ctx.operands(op).enumerate().find_map(|(i, v)| {
            let cast = ctx.defining_op(v).filter(|&d| ctx.cast_op::<CastOp>(d).is_some())?;
            can_fold_into_consumer(ctx, cast).then(|| (i, ctx.operand(cast, 0)))
        });
        let Some((i, src)) = found else { return false };
        rw.modify_op_in_place(op, |c| c.set_operand(op, i, src));
        true
    }
}

/// The fold of `memory_space_cast`: a cast of a cast casts the inner source.
struct FoldMemorySpaceCastChain;

impl OpRewritePattern for FoldMemorySpaceCastChain {
    type Op = MemorySpaceCastOp;
    fn benefit(&self) -> u16 {
        FOLD_BENEFIT
    }
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn match_and_rewrite(&self, op: MemorySpaceCastOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(inner) = ctx.defining_op_as::<MemorySpaceCastOp>(ctx.operand(op, 0)) else { return false };
        let src = inner.source(ctx);
        rw.modify_op_in_place(op, |c| c.set_operand(op, 0, src));
        true
    }
}

/// The fold of `reinterpret_cast`: it reinterprets the source of the `reinterpret_cast`, the
/// `cast` or the zero-offset `subview` defining its source.
struct FoldReinterpretCastSource;

impl OpRewritePattern for FoldReinterpretCastSource {
    type Op = ReinterpretCastOp;
    fn benefit(&self) -> u16 {
        FOLD_BENEFIT
    }
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn match_and_rewrite(&self, op: ReinterpretCastOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let Some(src) = super::fold::reinterpret_cast_source_fold(rw.ctx(), op) else { return false };
        rw.modify_op_in_place(op, |c| c.set_operand(op, 0, src));
        true
    }
}

/// The fold of `transpose` of a `transpose`: one transpose by the composed permutation.
struct FoldTransposeChain;

impl OpRewritePattern for FoldTransposeChain {
    type Op = TransposeOp;
    fn benefit(&self) -> u16 {
        FOLD_BENEFIT
    }
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn match_and_rewrite(&self, op: TransposeOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(inner) = ctx.defining_op_as::<TransposeOp>(ctx.operand(op, 0)) else { return false };
        let perm = |o: OpRef| {
            ctx.op_property(o, "permutation").and_then(|a| a.dyn_cast::<AffineMapAttr>(ctx)).map(|m| m.map.clone())
        };
        let (Some(outer_map), Some(inner_map)) = (perm(op), perm(inner.op())) else { return false };
        let mut composed = outer_map.clone();
        for r in composed.results.iter_mut() {
            let oxir::affine::AffineExpr::Dim(d) = r else { return false };
            let Some(e) = inner_map.results.get(*d as usize) else { return false };
            *r = e.clone();
        }
        composed.num_dims = inner_map.num_dims;
        let attr = ctx.intern_attr(AffineMapAttr { map: composed });
        let input = inner.input(ctx);
        let new_props = props_with(ctx, op, vec![("permutation", attr)]);
        rw.modify_op_in_place(op, |c| {
            c.set_operand(op, 0, input);
            c.set_op_properties(op, new_props);
        });
        true
    }
}

/// The fold of `extract_strided_metadata`: the offset, sizes and strides known from the
/// source type become constants for their users, and the op reads through a `cast` of a
/// ranked memref.
struct FoldExtractStridedMetadata;

impl OpRewritePattern for FoldExtractStridedMetadata {
    type Op = ExtractStridedMetadataOp;
    fn benefit(&self) -> u16 {
        FOLD_BENEFIT
    }
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn match_and_rewrite(&self, op: ExtractStridedMetadataOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(src) = memref_type(ctx, ctx.value_type(ctx.operand(op, 0))) else { return false };
        let Some((strides, offset)) = strides_and_offset(ctx, &src) else { return false };
        let mut known = vec![offset];
        known.extend(&src.shape);
        known.extend(&strides);
        let replace: Vec<(Value, i64)> = known
            .iter()
            .enumerate()
            .filter(|&(_, &k)| k != DYNAMIC)
            .map(|(i, &k)| (ctx.result(op, i + 1), k))
            .filter(|&(r, _)| ctx.has_uses(r))
            .collect();
        let cast_src = ctx
            .defining_op_as::<CastOp>(ctx.operand(op, 0))
            .map(|c| c.source(ctx))
            .filter(|&s| ctx.value_type(s).isa::<MemRefType>(ctx));
        if replace.is_empty() && cast_src.is_none() {
            return false;
        }
        let loc = ctx.op_loc(op);
        rw.set_insertion_point(op);
        for (r, k) in replace {
            let c = index_constant(rw, loc, k);
            rw.replace_all_uses_with(r, c);
        }
        // A successful fold leaves the op modified in place, so the driver visits it again.
        match cast_src {
            Some(s) => rw.modify_op_in_place(op, |c| c.set_operand(op, 0, s)),
            None => rw.modify_op_in_place(op, |_| {}),
        }
        true
    }
}

// ----- alloc / alloca / realloc / view -----

/// MLIR's `SimplifyAllocConst`: non-negative constant dynamic sizes of `alloc`/`alloca` become
/// static, with a `cast` back to the old type.
struct SimplifyAllocConst(&'static str);

impl RewritePattern for SimplifyAllocConst {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn name(&self) -> &'static str {
        "SimplifyAllocConst"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(m) = memref_type(ctx, ctx.value_type(ctx.result(op, 0))) else { return false };
        let n_dyn = m.shape.iter().filter(|&&d| d == DYNAMIC).count();
        let operands: Vec<Value> = ctx.operands(op).collect();
        if operands.len() < n_dyn {
            return false;
        }
        let (sizes, symbols) = operands.split_at(n_dyn);
        let folded = |v: Value| const_index(ctx, v).filter(|&c| c >= 0);
        if sizes.iter().all(|&v| folded(v).is_none()) {
            return false;
        }
        let mut shape = Vec::with_capacity(m.shape.len());
        let mut kept = Vec::new();
        let mut it = sizes.iter();
        for &d in &m.shape {
            if d != DYNAMIC {
                shape.push(d);
                continue;
            }
            let Some(&v) = it.next() else { return false };
            match folded(v) {
                Some(c) => shape.push(c),
                None => {
                    shape.push(DYNAMIC);
                    kept.push(v);
                }
            }
        }
        let ty = memref(ctx, shape, m.element, m.layout, m.memory_space);
        let mut st = state(ctx, self.0, ctx.op_loc(op), kept.clone(), ty);
        st.operands.extend(symbols.iter().copied());
        st.properties = props_with(ctx, op, vec![("operandSegmentSizes", segments(ctx, &[kept.len(), symbols.len()]))]);
        st.attributes = ctx.op_attrs(op).to_vec();
        rw.set_insertion_point(op);
        let new = rw.create(st);
        replace_with_cast_back(rw, op, new)
    }
}

/// MLIR's `SimplifyDeadAlloc`: an allocation only stored into and deallocated is erased with
/// those users.
struct SimplifyDeadAlloc(&'static str);

impl RewritePattern for SimplifyDeadAlloc {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn name(&self) -> &'static str {
        "SimplifyDeadAlloc"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let alloc = ctx.result(op, 0);
        let users: Vec<OpRef> = ctx.users(alloc).collect();
        let removable = users.iter().all(|&u| match ctx.op_name_text(u) {
            StoreOp::NAME => ctx.operand(u, 0) != alloc,
            DeallocOp::NAME => true,
            _ => false,
        });
        if !removable {
            return false;
        }
        let mut unique = users;
        unique.dedup();
        for u in unique {
            if !rw.ctx().is_erased(u) && rw.erase_op(u).is_err() {
                return false;
            }
        }
        rw.erase_op(op).is_ok()
    }
}

/// MLIR's `ViewOpShapeFolder`: constant dynamic sizes of a `view` become static, with a `cast`
/// back to the old type.
struct ViewOpShapeFolder;

impl OpRewritePattern for ViewOpShapeFolder {
    type Op = ViewOp;
    fn match_and_rewrite(&self, op: ViewOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        if !ctx.operands(op).any(|v| const_index(ctx, v).is_some()) {
            return false;
        }
        let Some(m) = memref_type(ctx, ctx.value_type(ctx.result(op, 0))) else { return false };
        let v = ViewOp::from_op_unchecked(op);
        let sizes = v.sizes(ctx);
        let mut it = sizes.iter();
        let mut shape = Vec::with_capacity(m.shape.len());
        let mut kept = Vec::new();
        for &d in &m.shape {
            if d != DYNAMIC {
                shape.push(d);
                continue;
            }
            let Some(&s) = it.next() else { return false };
            match const_index(ctx, s) {
                Some(c) => shape.push(c),
                None => {
                    shape.push(DYNAMIC);
                    kept.push(s);
                }
            }
        }
        if shape == m.shape {
            return false;
        }
        let ty = memref(ctx, shape, m.element, m.layout, m.memory_space);
        let mut operands = vec![v.source(ctx), v.byte_shift(ctx)];
        operands.extend(kept);
        let st = state(ctx, ViewOp::NAME, ctx.op_loc(op), operands, ty);
        rw.set_insertion_point(op);
        let new = rw.create(st);
        replace_with_cast_back(rw, op, new)
    }
}

/// MLIR's `ViewOpMemrefCastFolder`: a `view` of a `cast` of an `alloc` views the `alloc`.
struct ViewOpMemrefCastFolder;

impl OpRewritePattern for ViewOpMemrefCastFolder {
    type Op = ViewOp;
    fn match_and_rewrite(&self, op: ViewOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(cast) = ctx.defining_op_as::<CastOp>(ctx.operand(op, 0)) else { return false };
        let src = cast.source(ctx);
        if ctx.defining_op_as::<AllocOp>(src).is_none() {
            return false;
        }
        let mut operands: Vec<Value> = ctx.operands(op).collect();
        operands[0] = src;
        let st = state(ctx, ViewOp::NAME, ctx.op_loc(op), operands, ctx.value_type(ctx.result(op, 0)));
        rw.replace_op_with_new(op, st).is_ok()
    }
}

// ----- copy -----

/// MLIR's `FoldEmptyCopy`: a copy of or to a memref with a zero-sized dimension is erased.
struct FoldEmptyCopy;

impl OpRewritePattern for FoldEmptyCopy {
    type Op = CopyOp;
    fn match_and_rewrite(&self, op: CopyOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let empty = |v: Value| memref_type(ctx, ctx.value_type(v)).is_some_and(|m| m.shape.contains(&0));
        if !(empty(ctx.operand(op, 0)) || empty(ctx.operand(op, 1))) {
            return false;
        }
        rw.erase_op(op).is_ok()
    }
}

/// MLIR's `FoldSelfCopy`: `copy %x, %x` is erased.
struct FoldSelfCopy;

impl OpRewritePattern for FoldSelfCopy {
    type Op = CopyOp;
    fn match_and_rewrite(&self, op: CopyOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        if ctx.operand(op, 0) != ctx.operand(op, 1) {
            return false;
        }
        rw.erase_op(op).is_ok()
    }
}

// ----- dim -----

/// The block a value is defined in.
fn value_block(ctx: &Context, v: Value) -> Option<BlockRef> {
    ctx.value_parent_block(v)
}

/// Whether `a` comes before `b` in their block.
fn is_before_in_block(ctx: &Context, a: OpRef, b: OpRef) -> bool {
    let mut cur = ctx.op_next(a);
    while let Some(o) = cur {
        if o == b {
            return true;
        }
        cur = ctx.op_next(o);
    }
    false
}

/// Whether `ancestor` strictly contains `region`.
fn region_is_proper_ancestor(ctx: &Context, ancestor: RegionRef, region: RegionRef) -> bool {
    let mut cur = region;
    loop {
        let Some(parent_op) = ctx.region_parent_op(cur) else { return false };
        let Some(parent) = ctx.op_parent_block(parent_op).and_then(|b| ctx.block_parent_region(b)) else {
            return false;
        };
        if parent == ancestor {
            return true;
        }
        cur = parent;
    }
}

/// MLIR's `DimOfMemRefReshape`: `dim` of a `reshape` loads the size from the shape operand,
/// right after the `reshape`, when the index is known to be available there.
struct DimOfMemRefReshape;

impl OpRewritePattern for DimOfMemRefReshape {
    type Op = DimOp;
    fn match_and_rewrite(&self, op: DimOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(reshape) = ctx.defining_op(ctx.operand(op, 0)).filter(|&d| ctx.cast_op::<ReshapeOp>(d).is_some())
        else {
            return false;
        };
        let index = ctx.operand(op, 1);
        let (Some(index_block), Some(reshape_block)) = (value_block(ctx, index), ctx.op_parent_block(reshape)) else {
            return false;
        };
        if index_block == reshape_block {
            if let Some(d) = ctx.defining_op(index) {
                if is_before_in_block(ctx, reshape, d) {
                    return false;
                }
            }
        } else if ctx.op_parent_block(op) != Some(reshape_block) {
            let (Some(ir), Some(rr)) = (ctx.block_parent_region(index_block), ctx.block_parent_region(reshape_block))
            else {
                return false;
            };
            if !region_is_proper_ancestor(ctx, ir, rr) {
                return false;
            }
        }
        let shape = ctx.operand(reshape, 1);
        let Some(shape_ty) = memref_type(ctx, ctx.value_type(shape)) else { return false };
        let loc = ctx.op_loc(op);
        let index_ty = ctx.value_type(ctx.result(op, 0));
        let mut load = state(ctx, LoadOp::NAME, loc, vec![shape, index], shape_ty.element);
        load.properties = None;
        rw.set_insertion_point_after(reshape);
        let l = rw.create(load);
        let mut v = rw.ctx().result(l, 0);
        if shape_ty.element != index_ty {
            v = arith::IndexCastOp::build(rw, loc, v, index_ty).into();
        }
        rw.replace_op(op, &[v]).is_ok()
    }
}

// ----- alloca_scope -----

/// Whether `op` itself may allocate in the enclosing automatic allocation scope (MLIR's
/// `isOpItselfPotentialAutomaticAllocation`): ops with unknown effects may; ops with
/// `RecursiveMemoryEffects` do not (what they hold is looked at by itself); known effects may
/// when one is a stack allocation of a result.
fn is_potential_automatic_allocation(ctx: &Context, op: OpRef) -> bool {
    if ctx.op_has_trait::<RecursiveMemoryEffects>(op) {
        return false;
    }
    memory_effects(ctx, op).is_none() || is_automatic_allocation(ctx, op)
}

/// Whether `op` is followed only by the terminator of the only block of its region.
fn last_non_terminator_in_region(ctx: &Context, op: OpRef) -> bool {
    let Some(block) = ctx.op_parent_block(op) else { return false };
    let Some(next) = ctx.op_next(op) else { return false };
    let might_be_terminator = ctx.op_registered_info_ref(next).is_none() || ctx.op_has_trait::<IsTerminator>(next);
    might_be_terminator
        && ctx.op_next(next).is_none()
        && ctx.block_parent_region(block).is_some_and(|r| ctx.region_blocks(r).count() == 1)
}

fn parent_is_scope(ctx: &Context, op: OpRef) -> bool {
    ctx.op_parent_op(op).is_some_and(|p| ctx.op_has_trait::<AutomaticAllocationScope>(p))
}

/// MLIR's `AllocaScopeInliner`: an `alloca_scope` is inlined into its block when it cannot
/// allocate, or when its parent is an allocation scope that ends right after it.
struct AllocaScopeInliner;

impl OpRewritePattern for AllocaScopeInliner {
    type Op = AllocaScopeOp;
    fn match_and_rewrite(&self, op: AllocaScopeOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let mut potential = false;
        ctx.walk_ops_pre_order(op, &mut |o| {
            if o == op {
                return WalkResult::Advance;
            }
            if is_potential_automatic_allocation(ctx, o) {
                potential = true;
                return WalkResult::Interrupt;
            }
            if ctx.op_has_trait::<AutomaticAllocationScope>(o) {
                return WalkResult::Skip;
            }
            WalkResult::Advance
        });
        if potential && (!parent_is_scope(ctx, op) || !last_non_terminator_in_region(ctx, op)) {
            return false;
        }
        let Some(&region) = ctx.op_regions(op).first() else { return false };
        let Some(block) = ctx.region_entry_block(region) else { return false };
        let Some(terminator) = ctx.block_last_op(block) else { return false };
        let results: Vec<Value> = ctx.operands(terminator).collect();
        if results.len() != ctx.num_results(op) {
            return false;
        }
        let ops: Vec<OpRef> = ctx.block_ops(block).filter(|&o| o != terminator).collect();
        let Some(parent) = ctx.op_parent_block(op) else { return false };
        for o in ops {
            rw.modify_op_in_place(o, |c| {
                c.detach_op(o);
                c.insert_op_before(parent, Some(op), o);
            });
        }
        if rw.erase_op(terminator).is_err() {
            return false;
        }
        rw.replace_op(op, &results).is_ok()
    }
}

/// MLIR's `AllocaScopeHoister`: stack allocations of an `alloca_scope` ending the region of
/// ops that are not allocation scopes move before the outermost of those ops, when their
/// operands are available there.
struct AllocaScopeHoister;

impl OpRewritePattern for AllocaScopeHoister {
    type Op = AllocaScopeOp;
    fn match_and_rewrite(&self, op: AllocaScopeOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let has_scope_ancestor = {
            let mut cur = ctx.op_parent_op(op);
            let mut found = false;
            while let Some(p) = cur {
                if ctx.op_has_trait::<AutomaticAllocationScope>(p) {
                    found = true;
                    break;
                }
                cur = ctx.op_parent_op(p);
            }
            found
        };
        if !has_scope_ancestor {
            return false;
        }
        let Some(mut last) = ctx.op_parent_op(op) else { return false };
        if ctx.op_has_trait::<AutomaticAllocationScope>(last)
            || !last_non_terminator_in_region(ctx, op)
            || !last_non_terminator_in_region(ctx, last)
        {
            return false;
        }
        while !ctx.op_parent_op(last).is_some_and(|p| ctx.op_has_trait::<AutomaticAllocationScope>(p)) {
            let Some(p) = ctx.op_parent_op(last) else { return false };
            last = p;
            if !last_non_terminator_in_region(ctx, last) {
                return false;
            }
        }
        let Some(containing) = ctx.op_regions(last).iter().copied().find(|&r| {
            ctx.op_parent_block(op)
                .and_then(|b| ctx.block_parent_region(b))
                .is_some_and(|opr| opr == r || region_is_proper_ancestor(ctx, r, opr))
        }) else {
            return false;
        };
        let inside = |v: Value| {
            value_block(ctx, v)
                .and_then(|b| ctx.block_parent_region(b))
                .is_some_and(|vr| vr == containing || region_is_proper_ancestor(ctx, containing, vr))
        };
        let mut to_hoist = Vec::new();
        ctx.walk_ops_post_order(op, &mut |o| {
            if is_automatic_allocation(ctx, o) && !ctx.operands(o).any(inside) {
                to_hoist.push(o);
            }
        });
        if to_hoist.is_empty() {
            return false;
        }
        let Some(block) = ctx.op_parent_block(last) else { return false };
        for o in to_hoist {
            rw.modify_op_in_place(o, |c| {
                c.detach_op(o);
                c.insert_op_before(block, Some(last), o);
            });
        }
        true
    }
}

// ----- subview -----

/// MLIR's `verifyInBoundsSlice` on static values: whether the slice stays in a static source.
fn in_bounds_slice(shape: &[i64], offsets: &[i64], sizes: &[i64], strides: &[i64]) -> bool {
    crate::utils::static_values::slice_bounds_error(shape, offsets, sizes, strides).is_none()
}

/// MLIR's `SubViewOp::inferResultType` on mixed values (`None` for negative offsets or sizes,
/// or zero strides).
fn infer_subview(ctx: &Context, src: &MemRefType, lists: &[Vec<Ofr>; 3]) -> Option<MemRefType> {
    let (offsets, _) = split(&lists[0]);
    let (sizes, _) = split(&lists[1]);
    let (strides, _) = split(&lists[2]);
    let negative = |v: &[i64]| v.iter().any(|&x| x != DYNAMIC && x < 0);
    if negative(&offsets) || negative(&sizes) || strides.contains(&0) {
        return None;
    }
    memref_type(ctx, infer_subview_type(ctx, src, &offsets, &sizes, &strides)?)
}

/// `ty` without the dimensions `dropped`, with a strided layout.
fn drop_dims(ctx: &Context, ty: &MemRefType, dropped: &[bool]) -> Option<Type> {
    let (strides, offset) = strides_and_offset(ctx, ty)?;
    let keep = |i: &usize| !dropped.get(*i).copied().unwrap_or(false);
    let shape: Vec<i64> = (0..ty.shape.len()).filter(keep).map(|i| ty.shape[i]).collect();
    let strides: Vec<i64> = (0..strides.len()).filter(keep).map(|i| strides[i]).collect();
    Some(memref(ctx, shape, ty.element, Some(strided(ctx, offset, strides)), ty.memory_space))
}

/// A `subview` of `source` with the given lists and result type.
fn subview_state(ctx: &Context, loc: Attribute, source: Value, ty: Type, lists: &[Vec<Ofr>; 3]) -> OperationState {
    offset_size_stride_state(ctx, SubViewOp::NAME, loc, vec![source], Some(ty), [&lists[0], &lists[1], &lists[2]])
}

/// MLIR's `OpWithOffsetSizesAndStridesConstantArgumentFolder` for `subview`: constant offsets
/// (else sizes, else strides) become static, with a `cast` back to the old type.
struct SubViewConstantArgumentFolder;

impl OpRewritePattern for SubViewConstantArgumentFolder {
    type Op = SubViewOp;
    fn name(&self) -> &'static str {
        "SubViewConstantArgumentFolder"
    }
    fn match_and_rewrite(&self, op: SubViewOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let mut lists = mixed_offsets_sizes_strides(ctx, op);
        let fold_list = |list: &mut Vec<Ofr>, non_negative: bool| {
            let mut changed = false;
            for o in list.iter_mut() {
                if let Ofr::Dyn(v) = *o {
                    if let Some(c) = const_index(ctx, v).filter(|&c| !non_negative || c >= 0) {
                        *o = Ofr::Static(c);
                        changed = true;
                    }
                }
            }
            changed
        };
        let changed = {
            let [o, s, st] = &mut lists;
            fold_list(o, true) || fold_list(s, true) || fold_list(st, false)
        };
        if !changed {
            return false;
        }
        let source = ctx.operand(op, 0);
        let Some(src) = memref_type(ctx, ctx.value_type(source)) else { return false };
        let statics = lists.clone().map(|l| split(&l).0);
        if !in_bounds_slice(&src.shape, &statics[0], &statics[1], &statics[2]) {
            return false;
        }
        let Some(non_reduced) = infer_subview(ctx, &src, &lists) else { return false };
        let Some(dropped) = subview_dropped_dims(ctx, op) else { return false };
        let ty = if dropped.iter().any(|&d| d) {
            match drop_dims(ctx, &non_reduced, &dropped) {
                Some(t) => t,
                None => return false,
            }
        } else {
            ctx.intern_type(non_reduced)
        };
        let st = subview_state(ctx, ctx.op_loc(op), source, ty, &lists);
        rw.set_insertion_point(op);
        let new = rw.create(st);
        replace_with_cast_back(rw, op, new)
    }
}

/// MLIR's `SubViewOpMemRefCastFolder`: a `subview` of a `cast` that only loses static
/// information views the cast's source, with a `cast` back to the old type.
struct SubViewOpMemRefCastFolder;

impl OpRewritePattern for SubViewOpMemRefCastFolder {
    type Op = SubViewOp;
    fn match_and_rewrite(&self, op: SubViewOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        if ctx.operands(op).any(|v| const_index(ctx, v).is_some()) {
            return false;
        }
        let Some(cast) = ctx.defining_op(ctx.operand(op, 0)).filter(|&d| ctx.cast_op::<CastOp>(d).is_some()) else {
            return false;
        };
        if !can_fold_into_consumer(ctx, cast) {
            return false;
        }
        let cast_src = ctx.operand(cast, 0);
        let Some(src) = memref_type(ctx, ctx.value_type(cast_src)) else { return false };
        let lists = mixed_offsets_sizes_strides(ctx, op);
        let Some(non_reduced) = infer_subview(ctx, &src, &lists) else { return false };
        let Some(dropped) = subview_dropped_dims(ctx, op) else { return false };
        let Some(ty) = drop_dims(ctx, &non_reduced, &dropped) else { return false };
        let mut operands: Vec<Value> = ctx.operands(op).collect();
        operands[0] = cast_src;
        let mut st = state(ctx, SubViewOp::NAME, ctx.op_loc(op), operands, ty);
        st.properties = ctx.op_properties(op);
        rw.set_insertion_point(op);
        let new = rw.create(st);
        replace_with_cast_back(rw, op, new)
    }
}

/// MLIR's `TrivialSubViewOpFolder`: a `subview` of a whole static source at zero offsets and
/// unit strides is its source, cast to the result type if it differs.
struct TrivialSubViewOpFolder;

impl OpRewritePattern for TrivialSubViewOpFolder {
    type Op = SubViewOp;
    fn match_and_rewrite(&self, op: SubViewOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let source = ctx.operand(op, 0);
        let (st, rt) = (ctx.value_type(source), ctx.value_type(ctx.result(op, 0)));
        let (Some(src), Some(res)) = (memref_type(ctx, st), memref_type(ctx, rt)) else { return false };
        if src.shape.len() != res.shape.len() {
            return false;
        }
        let [offsets, sizes, strides] = mixed_offsets_sizes_strides(ctx, op);
        let all = |l: &[Ofr], v: i64| l.iter().all(|o| o.constant(ctx) == Some(v));
        if !all(&offsets, 0) || !all(&strides, 1) {
            return false;
        }
        if sizes.len() != src.shape.len() || sizes.iter().zip(&src.shape).any(|(o, &d)| o.constant(ctx) != Some(d)) {
            return false;
        }
        if st == rt {
            return rw.replace_op(op, &[source]).is_ok();
        }
        let s = cast_state(ctx, ctx.op_loc(op), source, rt);
        rw.replace_op_with_new(op, s).is_ok()
    }
}

// ----- reinterpret_cast -----

/// The offset, sizes and strides of a `reinterpret_cast` or `extract_strided_metadata`, with
/// the values the memref type fixes (`known`) and the constants made static (MLIR's
/// `getConstifiedMixed*`).
fn constified(ctx: &Context, values: Vec<Ofr>, known: &[i64]) -> Vec<Ofr> {
    values
        .into_iter()
        .zip(known)
        .map(|(v, &k)| if k != DYNAMIC { Ofr::Static(k) } else { v.constant(ctx).map_or(v, Ofr::Static) })
        .collect()
}

/// The constified `[offset], sizes, strides` of a `reinterpret_cast`.
fn reinterpret_constified(ctx: &Context, op: OpRef) -> Option<[Vec<Ofr>; 3]> {
    let res = memref_type(ctx, ctx.value_type(ctx.result(op, 0)))?;
    let (strides, offset) = strides_and_offset(ctx, &res)?;
    let [o, s, st] = mixed_offsets_sizes_strides(ctx, op);
    Some([constified(ctx, o, &[offset]), constified(ctx, s, &res.shape), constified(ctx, st, &strides)])
}

/// The constified `[offset], sizes, strides` of an `extract_strided_metadata`.
fn metadata_constified(ctx: &Context, op: OpRef) -> Option<[Vec<Ofr>; 3]> {
    let src = memref_type(ctx, ctx.value_type(ctx.operand(op, 0)))?;
    let (strides, offset) = strides_and_offset(ctx, &src)?;
    let rank = src.shape.len();
    let results: Vec<Ofr> = ctx.results(op).skip(1).map(Ofr::Dyn).collect();
    if results.len() != 1 + 2 * rank {
        return None;
    }
    Some([
        constified(ctx, results[..1].to_vec(), &[offset]),
        constified(ctx, results[1..1 + rank].to_vec(), &src.shape),
        constified(ctx, results[1 + rank..].to_vec(), &strides),
    ])
}

/// MLIR's `ReinterpretCastOpExtractStridedMetadataFolder`: a `reinterpret_cast` rebuilding the
/// memref an `extract_strided_metadata` took apart is that memref (cast to the result type);
/// otherwise it reinterprets that memref directly.
struct ReinterpretCastOfExtractStridedMetadata;

impl OpRewritePattern for ReinterpretCastOfExtractStridedMetadata {
    type Op = ReinterpretCastOp;
    fn match_and_rewrite(&self, op: ReinterpretCastOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(meta) =
            ctx.defining_op(ctx.operand(op, 0)).filter(|&d| ctx.cast_op::<ExtractStridedMetadataOp>(d).is_some())
        else {
            return false;
        };
        let src = ctx.operand(meta, 0);
        let noop = match (metadata_constified(ctx, meta), reinterpret_constified(ctx, op)) {
            (Some([mo, ms, mst]), Some([ro, rs, rst])) => mst == rst && ms == rs && mo == ro,
            _ => false,
        };
        if !noop {
            rw.modify_op_in_place(op, |c| c.set_operand(op, 0, src));
            return true;
        }
        let rt = ctx.value_type(ctx.result(op, 0));
        if ctx.value_type(src) == rt {
            return rw.replace_op(op, &[src]).is_ok();
        }
        let st = cast_state(ctx, ctx.op_loc(op), src, rt);
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// MLIR's `ReinterpretCastOpConstantFolder`: offsets, sizes and strides known from the result
/// type or constants become static, in a `reinterpret_cast` to the inferred type cast back.
struct ReinterpretCastOpConstantFolder;

impl OpRewritePattern for ReinterpretCastOpConstantFolder {
    type Op = ReinterpretCastOp;
    fn match_and_rewrite(&self, op: ReinterpretCastOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let count = |lists: &[Vec<Ofr>; 3]| {
            lists.iter().flatten().filter(|o| matches!(o, Ofr::Static(s) if *s != DYNAMIC)).count()
        };
        let Some(lists) = reinterpret_constified(ctx, op) else { return false };
        if count(&mixed_offsets_sizes_strides(ctx, op)) == count(&lists) {
            return false;
        }
        let source = ctx.operand(op, 0);
        let Some((element, space)) = element_and_space(ctx, ctx.value_type(source)) else { return false };
        let (ss, st_) = (split(&lists[1]).0, split(&lists[2]).0);
        let offset = split(&lists[0]).0.first().copied().unwrap_or(0);
        let ty = memref(ctx, ss, element, Some(strided(ctx, offset, st_)), space);
        let Some(&offset) = lists[0].first() else { return false };
        let mut st = reinterpret_cast_state(ctx, ctx.op_loc(op), source, ty, offset, &lists[1], &lists[2]);
        st.attributes = ctx.op_attrs(op).to_vec();
        rw.set_insertion_point(op);
        let new = rw.create(st);
        replace_with_cast_back(rw, op, new)
    }
}

// ----- expand_shape / collapse_shape -----

/// Whether a memref type has a non-identity layout.
fn non_identity(ctx: &Context, t: Type) -> bool {
    memref_type(ctx, t).is_none_or(|m| !is_identity_layout(ctx, m.layout))
}

/// The output shape (static and dynamic) of an `expand_shape`.
fn expand_output_shape(ctx: &Context, op: OpRef) -> Vec<Ofr> {
    let e = ExpandShapeOp::from_op_unchecked(op);
    mixed(&e.static_output_shape(ctx).unwrap_or_default(), &e.output_shape(ctx))
}

/// A `collapse_shape` of `src` into `ty`.
fn collapse_state(ctx: &Context, loc: Attribute, src: Value, ty: Type, groups: &[Vec<i64>]) -> OperationState {
    reshape::collapse_state(ctx, CollapseShapeOp::NAME, loc, src, ty, groups)
}

/// The memref dialect's reshapes, for the composition patterns of [`reshape`]: only through
/// identity layouts, and MLIR's treatment of groups with several dynamic sizes.
struct MemRefReshapes;

impl ReshapeDialect for MemRefReshapes {
    const EXPAND: &'static str = ExpandShapeOp::NAME;
    const COLLAPSE: &'static str = CollapseShapeOp::NAME;
    const CAST: &'static str = CastOp::NAME;
    const DYNAMIC_GROUPS: DynamicGroups = DynamicGroups::Reject;
    fn shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
        memref_shape(ctx, t)
    }
    fn composable(ctx: &Context, types: &[Type]) -> bool {
        !types.iter().any(|&t| non_identity(ctx, t))
    }
    fn reassociation(ctx: &Context, op: OpRef) -> Vec<Vec<i64>> {
        reassociation(ctx, op)
    }
    fn expand_output_shape(ctx: &Context, op: OpRef) -> Vec<Ofr> {
        expand_output_shape(ctx, op)
    }
    /// MLIR infers the output shape from the source sizes; only static ones here.
    fn infer_expand_output_shape(
        _: &mut PatternRewriter<'_>,
        _: OpRef,
        _: Value,
        shape: &[i64],
        _: &[Vec<i64>],
    ) -> Option<Vec<Ofr>> {
        (!shape.contains(&DYNAMIC)).then(|| shape.iter().map(|&d| Ofr::Static(d)).collect())
    }
    fn can_cast(src: &[i64], res: &[i64]) -> bool {
        src == res
    }
}

/// MLIR's `CollapseShapeOp::computeCollapsedType`.
fn collapsed_type(ctx: &Context, src: &MemRefType, groups: &[Vec<i64>]) -> Option<Type> {
    let shape: Vec<i64> = groups
        .iter()
        .map(|g| g.iter().fold(1i64, |acc, &i| sat_mul(acc, src.shape.get(i as usize).copied().unwrap_or(DYNAMIC))))
        .collect();
    let layout = if is_identity_layout(ctx, src.layout) { None } else { Some(collapsed_layout(ctx, src, groups)?) };
    Some(memref(ctx, shape, src.element, layout, src.memory_space))
}

/// The source of the `memref.cast` that produces `op`'s operand, with its type, when the cast
/// only loses static information (so `op` may read its source instead).
fn foldable_cast_source(ctx: &Context, op: OpRef) -> Option<(Value, MemRefType)> {
    let cast = ctx.defining_op(ctx.operand(op, 0)).filter(|&d| ctx.cast_op::<CastOp>(d).is_some())?;
    if !can_fold_into_consumer(ctx, cast) {
        return None;
    }
    let cast_src = ctx.operand(cast, 0);
    Some((cast_src, memref_type(ctx, ctx.value_type(cast_src))?))
}

/// MLIR's `CollapseShapeOpMemRefCastFolder`: a `collapse_shape` of a `cast` that only loses
/// static information collapses the cast's source (with a `cast` back if the type changes).
struct CollapseShapeOpMemRefCastFolder;

impl OpRewritePattern for CollapseShapeOpMemRefCastFolder {
    type Op = CollapseShapeOp;
    fn match_and_rewrite(&self, op: CollapseShapeOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some((cast_src, src)) = foldable_cast_source(ctx, op) else { return false };
        let groups = reassociation(ctx, op);
        let Some(ty) = collapsed_type(ctx, &src, &groups) else { return false };
        if ty == ctx.value_type(ctx.result(op, 0)) {
            rw.modify_op_in_place(op, |c| c.set_operand(op, 0, cast_src));
            return true;
        }
        let st = collapse_state(ctx, ctx.op_loc(op), cast_src, ty, &groups);
        rw.set_insertion_point(op);
        let new = rw.create(st);
        replace_with_cast_back(rw, op, new)
    }
}

/// MLIR's `ExpandShapeOpMemRefCastFolder`: an `expand_shape` of a `cast` that only loses static
/// information expands the cast's source, with the output sizes that are constants made static,
/// when each reassociation group stays dynamic exactly where the source dimension is (as the
/// verifier asks); a `cast` back to the old type follows if the result type changes.
struct ExpandShapeOpMemRefCastFolder;

impl OpRewritePattern for ExpandShapeOpMemRefCastFolder {
    type Op = ExpandShapeOp;
    fn match_and_rewrite(&self, op: ExpandShapeOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some((cast_src, src)) = foldable_cast_source(ctx, op) else { return false };
        let groups = reassociation(ctx, op);
        let output: Vec<Ofr> = expand_output_shape(ctx, op)
            .into_iter()
            .map(|o| o.constant(ctx).filter(|&c| c != DYNAMIC).map_or(o, Ofr::Static))
            .collect();
        let sizes: Vec<i64> = output.iter().map(|o| if let Ofr::Static(s) = *o { s } else { DYNAMIC }).collect();
        let keeps_dynamic_groups = groups.iter().enumerate().all(|(k, group)| {
            let group_dynamic = group.iter().any(|&i| sizes.get(i as usize).is_none_or(|&s| s == DYNAMIC));
            src.shape.get(k).is_some_and(|&d| (d == DYNAMIC) == group_dynamic)
        });
        if !keeps_dynamic_groups {
            return false;
        }
        let Some(ty) = compute_expanded_type(ctx, &src, &sizes, &groups) else { return false };
        if ty == ctx.value_type(ctx.result(op, 0)) {
            rw.modify_op_in_place(op, |c| c.set_operand(op, 0, cast_src));
            return true;
        }
        let st = reshape::expand_state(ctx, ExpandShapeOp::NAME, ctx.op_loc(op), cast_src, ty, &groups, &output);
        rw.set_insertion_point(op);
        let new = rw.create(st);
        replace_with_cast_back(rw, op, new)
    }
}

// ----- pattern lists -----

fn fold_cast(root: &'static str, skip_first: bool) -> Box<dyn RewritePattern> {
    Box::new(FoldMemRefCast { root, skip_first })
}

/// MLIR's `foldMemRefCast` as the in-place fold of another dialect's op `root` (the affine
/// memory ops): it reads its memref operands through the `memref.cast`s defining them, the
/// first operand (a stored value) aside with `skip_first`.
pub fn fold_memref_cast_pattern(root: &'static str, skip_first: bool) -> Box<dyn RewritePattern> {
    fold_cast(root, skip_first)
}

pub(super) fn alloc_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(SimplifyAllocConst(AllocOp::NAME)), Box::new(SimplifyDeadAlloc(AllocOp::NAME))]
}

pub(super) fn alloca_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(SimplifyAllocConst(AllocaOp::NAME)), Box::new(SimplifyDeadAlloc(AllocaOp::NAME))]
}

pub(super) fn realloc_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(SimplifyDeadAlloc(ReallocOp::NAME))]
}

pub(super) fn alloca_scope_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(AllocaScopeInliner), Box::new(AllocaScopeHoister)]
}

pub(super) fn load_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fold_cast(LoadOp::NAME, false)]
}

pub(super) fn store_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fold_cast(StoreOp::NAME, true)]
}

pub(super) fn atomic_rmw_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fold_cast(AtomicRMWOp::NAME, true)]
}

pub(super) fn dealloc_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fold_cast(DeallocOp::NAME, false)]
}

pub(super) fn prefetch_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fold_cast(PrefetchOp::NAME, false)]
}

pub(super) fn dma_start_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fold_cast(DmaStartOp::NAME, false)]
}

pub(super) fn dma_wait_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fold_cast(DmaWaitOp::NAME, false)]
}

pub(super) fn cast_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fold_cast(CastOp::NAME, false)]
}

pub(super) fn dim_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fold_cast(DimOp::NAME, false), Box::new(DimOfMemRefReshape)]
}

pub(super) fn copy_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(FoldCopyOfCast), Box::new(FoldEmptyCopy), Box::new(FoldSelfCopy)]
}

pub(super) fn memory_space_cast_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(FoldMemorySpaceCastChain)]
}

pub(super) fn extract_strided_metadata_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(FoldExtractStridedMetadata)]
}

pub(super) fn reinterpret_cast_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(FoldReinterpretCastSource),
        Box::new(ReinterpretCastOfExtractStridedMetadata),
        Box::new(ReinterpretCastOpConstantFolder),
    ]
}

pub(super) fn transpose_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(FoldTransposeChain)]
}

pub(super) fn view_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(ViewOpShapeFolder), Box::new(ViewOpMemrefCastFolder)]
}

pub(super) fn subview_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(SubViewConstantArgumentFolder), Box::new(SubViewOpMemRefCastFolder), Box::new(TrivialSubViewOpFolder)]
}

pub(super) fn expand_shape_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(ComposeReassociativeReshapeOps::<MemRefReshapes>::new(true)),
        Box::new(ComposeExpandOfCollapseOp::<MemRefReshapes>::default()),
        Box::new(ExpandShapeOpMemRefCastFolder),
    ]
}

pub(super) fn collapse_shape_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(ComposeReassociativeReshapeOps::<MemRefReshapes>::new(false)),
        Box::new(ComposeCollapseOfExpandOp::<MemRefReshapes>::default()),
        Box::new(CollapseShapeOpMemRefCastFolder),
    ]
}

/// The patterns standing for MLIR's in-place folds of memref ops (cast absorption, chains of
/// casts and transposes, `extract_strided_metadata` constants), which every greedy rewrite
/// applies along with its own patterns, as MLIR's driver folds every op it visits.
pub(super) fn fold_patterns() -> Vec<Box<dyn RewritePattern>> {
    let mut v: Vec<Box<dyn RewritePattern>> = [
        (LoadOp::NAME, false),
        (StoreOp::NAME, true),
        (AtomicRMWOp::NAME, true),
        (DeallocOp::NAME, false),
        (PrefetchOp::NAME, false),
        (DmaStartOp::NAME, false),
        (DmaWaitOp::NAME, false),
        (CastOp::NAME, false),
        (DimOp::NAME, false),
    ]
    .into_iter()
    .map(|(root, skip_first)| fold_cast(root, skip_first))
    .collect();
    v.push(Box::new(FoldCopyOfCast));
    v.push(Box::new(FoldMemorySpaceCastChain));
    v.push(Box::new(FoldExtractStridedMetadata));
    v.push(Box::new(FoldReinterpretCastSource));
    v.push(Box::new(FoldTransposeChain));
    v
}
