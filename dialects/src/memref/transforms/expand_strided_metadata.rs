//! The `expand-strided-metadata` pass (MLIR's `ExpandStridedMetadata.cpp`): memref ops that only
//! change a memref's metadata (`subview`, `expand_shape`, `collapse_shape`) become a
//! `memref.extract_strided_metadata` of their source, `affine.apply` ops computing the new
//! offset, sizes and strides, and a `memref.reinterpret_cast`; `extract_strided_metadata` of
//! such ops, of allocations, globals, casts and other `reinterpret_cast`s is resolved the same
//! way. What is left is what `finalize-memref-to-llvm` lowers directly; `lower-affine` turns the
//! `affine.apply` ops into arith.
//!
//! The affine maps are built and folded with [`crate::affine::make_composed_folded_affine_apply`],
//! so constants fold into the maps and static results need no op, exactly as in MLIR.

use crate::affine::make_composed_folded_affine_apply;
use crate::memref::canonicalize::{fold_patterns, reinterpret_cast_state};
use crate::memref::fold::{memref_type, mixed_offsets_sizes_strides, subview_dropped_dims, Ofr};
use crate::memref::layout::memref;
use crate::memref::ops::reassociation;
use crate::memref::{canonical_strides, is_identity_layout, strides_and_offset};
use crate::memref::{
    AllocOp, AllocaOp, AssumeAlignmentOp, CastOp, CollapseShapeOp, ExpandShapeOp, ExtractAlignedPointerAsIndexOp,
    ExtractStridedMetadataOp, GetGlobalOp, MemorySpaceCastOp, ReinterpretCastOp, ReshapeOp, SubViewOp, TransposeOp,
};
use crate::utils::constants::index_constant;
use oxir::affine::{AffineExpr, AffineMap};
use oxir::builtin::types::*;
use oxir::ods::Op;
use oxir::pass::Pass;
use oxir::rewrite::greedy::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig};
use oxir::rewrite::OpRewritePattern;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, Context, Diagnostic, OpRef, Value};

/// The `expand-strided-metadata` pass.
#[derive(Clone, Default)]
pub struct ExpandStridedMetadata;

impl Pass for ExpandStridedMetadata {
    fn name(&self) -> &'static str {
        "ExpandStridedMetadataPass"
    }
    fn argument(&self) -> &'static str {
        "expand-strided-metadata"
    }
    fn description(&self) -> &'static str {
        "Expand memref operations into easier to analyze constructs"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let patterns = FrozenPatternSet::new(expand_strided_metadata_patterns());
        let config = GreedyConfig::mlir_default();
        apply_patterns_greedily(ctx, op, &patterns, &config)?;
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// MLIR's `populateExpandStridedMetadataPatterns`, with the memref folds the greedy driver
/// applies alongside.
pub fn expand_strided_metadata_patterns() -> Vec<Box<dyn RewritePattern>> {
    let mut v: Vec<Box<dyn RewritePattern>> = vec![
        Box::new(ViewFolder(ViewKind::Subview)),
        Box::new(ViewFolder(ViewKind::Expand)),
        Box::new(ViewFolder(ViewKind::Collapse)),
        Box::new(MetadataOfAlloc(AllocOp::NAME)),
        Box::new(MetadataOfAlloc(AllocaOp::NAME)),
        Box::new(MetadataOfView),
        Box::new(MetadataOfGetGlobal),
        Box::new(AlignedPointerOfView),
        Box::new(MetadataOfReinterpretCast),
        Box::new(MetadataOfCast),
        Box::new(MetadataOfMemorySpaceCast),
        Box::new(MetadataOfMetadata),
    ];
    v.extend(fold_patterns());
    v
}

/// What a view op's metadata resolves to: the base buffer of its source and the view's offset,
/// sizes and strides (MLIR's `StridedMetadata`).
struct StridedMetadata {
    base: Value,
    offset: Ofr,
    sizes: Vec<Ofr>,
    strides: Vec<Ofr>,
}

/// The view ops whose metadata this pass computes.
#[derive(Copy, Clone, PartialEq, Eq)]
enum ViewKind {
    Subview,
    Expand,
    Collapse,
}

impl ViewKind {
    fn of(ctx: &Context, op: OpRef) -> Option<ViewKind> {
        match ctx.op_name_text(op) {
            SubViewOp::NAME => Some(ViewKind::Subview),
            ExpandShapeOp::NAME => Some(ViewKind::Expand),
            CollapseShapeOp::NAME => Some(ViewKind::Collapse),
            _ => None,
        }
    }
    fn root(self) -> &'static str {
        match self {
            ViewKind::Subview => SubViewOp::NAME,
            ViewKind::Expand => ExpandShapeOp::NAME,
            ViewKind::Collapse => CollapseShapeOp::NAME,
        }
    }
    fn resolve(self, rw: &mut PatternRewriter<'_>, op: OpRef) -> Option<StridedMetadata> {
        match self {
            ViewKind::Subview => resolve_subview(rw, op),
            ViewKind::Expand | ViewKind::Collapse => resolve_reshape(rw, op, self == ViewKind::Expand),
        }
    }
}

fn sym(i: u32) -> AffineExpr {
    AffineExpr::symbol(i)
}

/// `make_composed_folded_affine_apply` of the single expression `e` over symbols only.
fn apply(rw: &mut PatternRewriter<'_>, loc: Attribute, e: AffineExpr, operands: &[Ofr]) -> Ofr {
    let map = AffineMap::new(0, operands.len() as u32, vec![e]);
    make_composed_folded_affine_apply(rw, loc, &map, operands)
}

/// A new `memref.extract_strided_metadata` of `source` (a strided ranked memref) before the
/// insertion point.
fn extract_metadata(rw: &mut PatternRewriter<'_>, loc: Attribute, source: Value) -> Option<OpRef> {
    let ctx = rw.ctx();
    let m = memref_type(ctx, ctx.value_type(source))?;
    let base = memref(ctx, Vec::new(), m.element, None, m.memory_space);
    let indices = vec![IndexType::get(ctx); m.shape.len()];
    Some(ExtractStridedMetadataOp::build(rw, loc, source, base, &indices, &indices).into())
}

fn metadata_offset(ctx: &Context, meta: OpRef) -> Value {
    ctx.result(meta, 1)
}

fn metadata_sizes(ctx: &Context, meta: OpRef) -> Vec<Value> {
    let rank = (ctx.num_results(meta) - 2) / 2;
    ctx.results(meta).skip(2).take(rank).collect()
}

fn metadata_strides(ctx: &Context, meta: OpRef) -> Vec<Value> {
    let rank = (ctx.num_results(meta) - 2) / 2;
    ctx.results(meta).skip(2 + rank).collect()
}

/// The static `value`, or the dynamic `otherwise`.
fn static_or(value: i64, otherwise: Value) -> Ofr {
    if value == DYNAMIC {
        Ofr::Dyn(otherwise)
    } else {
        Ofr::Static(value)
    }
}

/// MLIR's `resolveSubviewStridedMetadata`: `strides#i = baseStrides#i * subStrides#i`,
/// `offset = baseOffset + sum(subOffsets#i * baseStrides#i)`, the sizes of the kept dimensions.
fn resolve_subview(rw: &mut PatternRewriter<'_>, op: OpRef) -> Option<StridedMetadata> {
    let ctx = rw.ctx();
    let loc = ctx.op_loc(op);
    let source = ctx.operand(op, 0);
    let src = memref_type(ctx, ctx.value_type(source))?;
    let (src_strides, src_offset) = strides_and_offset(ctx, &src)?;
    let [sub_offsets, sub_sizes, sub_strides] = mixed_offsets_sizes_strides(ctx, op);
    let dropped = subview_dropped_dims(ctx, op)?;
    let rank = src.shape.len();
    if sub_offsets.len() != rank || sub_sizes.len() != rank || sub_strides.len() != rank || dropped.len() != rank {
        return None;
    }
    let meta = extract_metadata(rw, loc, source)?;
    let ctx = rw.ctx();
    let orig_strides = metadata_strides(ctx, meta);
    let mut values = vec![static_or(src_offset, metadata_offset(ctx, meta))];
    let mut expr = sym(0);
    let mut strides = Vec::with_capacity(rank);
    for i in 0..rank {
        let orig_stride = static_or(src_strides[i], orig_strides[i]);
        strides.push(apply(rw, loc, sym(0) * sym(1), &[sub_strides[i], orig_stride]));
        let k = 1 + 2 * i as u32;
        expr = expr + sym(k) * sym(k + 1);
        values.push(sub_offsets[i]);
        values.push(orig_stride);
    }
    let offset = apply(rw, loc, expr, &values);
    let keep = |l: Vec<Ofr>| l.into_iter().zip(&dropped).filter(|(_, &d)| !d).map(|(o, _)| o).collect();
    Some(StridedMetadata { base: rw.ctx().result(meta, 0), offset, sizes: keep(sub_sizes), strides: keep(strides) })
}

/// MLIR's `getExpandedSizes`: the static sizes of the group's result dimensions, and its one
/// dynamic size as the source size divided by the product of the static ones.
fn expanded_sizes(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    result: &MemRefType,
    group: &[i64],
    orig_size: Ofr,
) -> Vec<Ofr> {
    let mut product = 1i64;
    let mut dynamic = None;
    let mut sizes: Vec<Ofr> = Vec::with_capacity(group.len());
    for (i, &d) in group.iter().enumerate() {
        let size = result.shape[d as usize];
        if size == DYNAMIC {
            dynamic = Some(i);
            sizes.push(Ofr::Static(DYNAMIC));
        } else {
            product = product.wrapping_mul(size);
            sizes.push(Ofr::Static(size));
        }
    }
    if let Some(i) = dynamic {
        sizes[i] = apply(rw, loc, sym(0).floor_div(&AffineExpr::constant(product)), &[orig_size]);
    }
    sizes
}

/// MLIR's `getExpandedStrides`: the source stride times the product of the sizes inner to each
/// result dimension of the group (with the dynamic size, when there is one, as the source size
/// divided by the static product).
fn expanded_strides(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    result: &MemRefType,
    group: &[i64],
    orig_size: Ofr,
    orig_stride: Ofr,
) -> Vec<Ofr> {
    let n = group.len();
    let mut base = vec![0i64; n];
    let mut current = 1i64;
    let mut dynamic = None;
    for i in (0..n).rev() {
        base[i] = current;
        let size = result.shape[group[i] as usize];
        if size == DYNAMIC {
            dynamic = Some(i);
            continue;
        }
        current = current.wrapping_mul(size);
    }
    let mut strides = Vec::with_capacity(n);
    let mut done = 0;
    if let Some(d) = dynamic {
        while done < d {
            let e = (sym(0) * base[done]).floor_div(&AffineExpr::constant(current)) * sym(1);
            strides.push(apply(rw, loc, e, &[orig_size, orig_stride]));
            done += 1;
        }
    }
    while done < n {
        strides.push(apply(rw, loc, sym(0) * base[done], &[orig_stride]));
        done += 1;
    }
    strides
}

/// MLIR's `getCollapsedSize`: the static size, or the product of the group's source sizes.
fn collapsed_size(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    result: &MemRefType,
    src: &MemRefType,
    group: &[i64],
    orig_sizes: &[Ofr],
    group_id: usize,
) -> Ofr {
    let size = result.shape[group_id];
    if size != DYNAMIC {
        return Ofr::Static(size);
    }
    let mut e = AffineExpr::constant(1);
    let mut inputs = Vec::with_capacity(group.len());
    for (i, &d) in group.iter().enumerate() {
        e = e * sym(i as u32);
        let s = src.shape[d as usize];
        inputs.push(if s == DYNAMIC { orig_sizes[d as usize] } else { Ofr::Static(s) });
    }
    apply(rw, loc, e, &inputs)
}

/// MLIR's `getCollapsedStride`: the stride of the group's innermost source dimension that is not
/// of size 1 (for an all-ones group, the result type's stride or a dynamic source stride).
fn collapsed_stride(
    ctx: &Context,
    result: &MemRefType,
    src: &MemRefType,
    group: &[i64],
    orig_strides: &[Ofr],
    group_id: usize,
) -> Option<Ofr> {
    let (strides, _) = strides_and_offset(ctx, src)?;
    let mut last = None;
    for &d in group {
        let d = d as usize;
        if src.shape[d] == 1 {
            continue;
        }
        last = Some(if strides[d] == DYNAMIC { orig_strides[d] } else { Ofr::Static(strides[d]) });
    }
    if last.is_some() {
        return last;
    }
    let (result_strides, _) = strides_and_offset(ctx, result)?;
    let final_stride = *result_strides.get(group_id)?;
    if final_stride != DYNAMIC {
        return Some(Ofr::Static(final_stride));
    }
    group.iter().map(|&d| d as usize).find(|&d| strides[d] == DYNAMIC).map(|d| orig_strides[d])
}

/// MLIR's `resolveReshapeStridedMetadata`: the source's base and offset, and per reassociation
/// group the sizes and strides of the expanded or collapsed dimensions.
fn resolve_reshape(rw: &mut PatternRewriter<'_>, op: OpRef, expand: bool) -> Option<StridedMetadata> {
    let ctx = rw.ctx();
    let loc = ctx.op_loc(op);
    let source = ctx.operand(op, 0);
    let src = memref_type(ctx, ctx.value_type(source))?;
    let result = memref_type(ctx, ctx.value_type(ctx.result(op, 0)))?;
    let (src_strides, src_offset) = strides_and_offset(ctx, &src)?;
    let groups = reassociation(ctx, op);
    let (src_rank, res_rank) = (src.shape.len(), result.shape.len());
    // The verifier guarantees a group per source (expand) or result (collapse) dimension, each
    // naming dimensions of the other side; a collapse to rank 0 has no group at all.
    let (group_count, other_rank) = if expand { (src_rank, res_rank) } else { (res_rank, src_rank) };
    if src_rank != 0 && groups.len() != group_count {
        return None;
    }
    if groups.iter().flatten().any(|&d| d < 0 || d as usize >= other_rank) {
        return None;
    }
    let meta = extract_metadata(rw, loc, source)?;
    let ctx = rw.ctx();
    let base = ctx.result(meta, 0);
    let offset = static_or(src_offset, metadata_offset(ctx, meta));
    if src_rank == 0 {
        let ones = vec![Ofr::Static(1); res_rank];
        return Some(StridedMetadata { base, offset, sizes: ones.clone(), strides: ones });
    }
    let orig_sizes: Vec<Ofr> = metadata_sizes(ctx, meta).into_iter().map(Ofr::Dyn).collect();
    let orig_strides: Vec<Ofr> = metadata_strides(ctx, meta).into_iter().map(Ofr::Dyn).collect();
    let mut sizes = Vec::with_capacity(res_rank);
    let mut strides = Vec::with_capacity(res_rank);
    for (g, group) in groups.iter().enumerate() {
        if expand {
            sizes.extend(expanded_sizes(rw, loc, &result, group, orig_sizes[g]));
            let orig_stride = if src_strides[g] == DYNAMIC { orig_strides[g] } else { Ofr::Static(src_strides[g]) };
            strides.extend(expanded_strides(rw, loc, &result, group, orig_sizes[g], orig_stride));
        } else {
            sizes.push(collapsed_size(rw, loc, &result, &src, group, &orig_sizes, g));
            strides.push(collapsed_stride(rw.ctx(), &result, &src, group, &orig_strides, g)?);
        }
    }
    Some(StridedMetadata { base, offset, sizes, strides })
}

/// MLIR's `getValueOrCreateConstantIndexOp`: the value, or a new `arith.constant` index.
fn value_of(rw: &mut PatternRewriter<'_>, loc: Attribute, o: Ofr) -> Value {
    match o {
        Ofr::Dyn(v) => v,
        Ofr::Static(s) => index_constant(rw, loc, s),
    }
}

/// The replacement values of an `extract_strided_metadata`: base, offset, sizes, strides.
fn replace_metadata(rw: &mut PatternRewriter<'_>, op: OpRef, loc: Attribute, m: StridedMetadata) -> bool {
    let mut values = vec![m.base];
    values.push(value_of(rw, loc, m.offset));
    for o in m.sizes.into_iter().chain(m.strides) {
        values.push(value_of(rw, loc, o));
    }
    values.len() == rw.ctx().num_results(op) && rw.replace_op(op, &values).is_ok()
}

/// MLIR's `SubviewFolder` and `ReshapeFolder`: a view op becomes a `reinterpret_cast` of its
/// source's base buffer with the computed metadata.
struct ViewFolder(ViewKind);

impl RewritePattern for ViewFolder {
    fn root(&self) -> Option<&'static str> {
        Some(self.0.root())
    }
    fn name(&self) -> &'static str {
        match self.0 {
            ViewKind::Subview => "SubviewFolder",
            ViewKind::Expand | ViewKind::Collapse => "ReshapeFolder",
        }
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        rw.set_insertion_point(op);
        let Some(m) = self.0.resolve(rw, op) else { return false };
        let ctx = rw.ctx();
        let st = reinterpret_cast_state(
            ctx,
            ctx.op_loc(op),
            m.base,
            ctx.value_type(ctx.result(op, 0)),
            m.offset,
            &m.sizes,
            &m.strides,
        );
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// The op defining the source (first operand) of `op`.
fn metadata_source(ctx: &Context, op: OpRef) -> Option<OpRef> {
    ctx.defining_op(ctx.operand(op, 0))
}

/// MLIR's `ExtractStridedMetadataOp{Subview,ExpandShape,CollapseShape}Folder`: the metadata of
/// a view op is computed from its source's.
struct MetadataOfView;

impl OpRewritePattern for MetadataOfView {
    type Op = ExtractStridedMetadataOp;
    fn match_and_rewrite(&self, op: ExtractStridedMetadataOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(view) = metadata_source(ctx, op) else { return false };
        let Some(kind) = ViewKind::of(ctx, view) else { return false };
        let loc = ctx.op_loc(view);
        rw.set_insertion_point(op);
        let Some(m) = kind.resolve(rw, view) else { return false };
        replace_metadata(rw, op, loc, m)
    }
}

/// MLIR's `ExtractStridedMetadataOpAllocFolder`: the metadata of an identity-layout
/// `alloc`/`alloca` is its sizes, offset 0 and the row-major strides.
struct MetadataOfAlloc(&'static str);

impl OpRewritePattern for MetadataOfAlloc {
    type Op = ExtractStridedMetadataOp;
    fn name(&self) -> &'static str {
        "ExtractStridedMetadataOpAllocFolder"
    }
    fn match_and_rewrite(&self, op: ExtractStridedMetadataOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(alloc) = metadata_source(ctx, op).filter(|&a| ctx.op_name_text(a) == self.0) else { return false };
        let alloc_result = ctx.result(alloc, 0);
        let Some(m) = memref_type(ctx, ctx.value_type(alloc_result)) else { return false };
        if !is_identity_layout(ctx, m.layout) {
            return false;
        }
        let loc = ctx.op_loc(op);
        let dynamic_sizes: Vec<Value> = ctx.operands(alloc).collect();
        let mut dynamic = dynamic_sizes.into_iter();
        let mut sizes = Vec::with_capacity(m.shape.len());
        for &s in &m.shape {
            if s == DYNAMIC {
                let Some(v) = dynamic.next() else { return false };
                sizes.push(Ofr::Dyn(v));
            } else {
                sizes.push(Ofr::Static(s));
            }
        }
        let rank = sizes.len();
        rw.set_insertion_point(op);
        let mut strides = vec![Ofr::Static(1); rank];
        let mut e = AffineExpr::constant(1);
        let mut n = 0u32;
        for i in (0..rank.saturating_sub(1)).rev() {
            e = e * sym(n);
            n += 1;
            strides[i] = apply(rw, loc, e.clone(), &sizes[i + 1..i + 1 + n as usize]);
        }
        let ctx = rw.ctx();
        let base_result = ctx.result(op, 0);
        let base_type = ctx.value_type(base_result);
        let base = if !ctx.has_uses(base_result) {
            base_result
        } else if ctx.value_type(alloc_result) == base_type {
            alloc_result
        } else {
            let st = reinterpret_cast_state(ctx, loc, alloc_result, base_type, Ofr::Static(0), &[], &[]);
            let c = rw.create(st);
            rw.ctx().result(c, 0)
        };
        replace_metadata(rw, op, loc, StridedMetadata { base, offset: Ofr::Static(0), sizes, strides })
    }
}

/// MLIR's `ExtractStridedMetadataOpGetGlobalFolder`: the metadata of a static identity-layout
/// `get_global` is constant.
struct MetadataOfGetGlobal;

impl OpRewritePattern for MetadataOfGetGlobal {
    type Op = ExtractStridedMetadataOp;
    fn match_and_rewrite(&self, op: ExtractStridedMetadataOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(global) = metadata_source(ctx, op).filter(|&g| ctx.isa_op::<GetGlobalOp>(g)) else {
            return false;
        };
        let result = ctx.result(global, 0);
        let Some(m) = memref_type(ctx, ctx.value_type(result)) else { return false };
        if !is_identity_layout(ctx, m.layout) || m.shape.contains(&DYNAMIC) {
            return false;
        }
        let loc = ctx.op_loc(op);
        let base_type = ctx.value_type(ctx.result(op, 0));
        let same = ctx.value_type(result) == base_type;
        rw.set_insertion_point(op);
        let base = if same {
            result
        } else {
            let st = reinterpret_cast_state(rw.ctx(), loc, result, base_type, Ofr::Static(0), &[], &[]);
            let c = rw.create(st);
            rw.ctx().result(c, 0)
        };
        let strides = canonical_strides(&m.shape).into_iter().map(Ofr::Static).collect();
        let sizes = m.shape.iter().map(|&s| Ofr::Static(s)).collect();
        replace_metadata(rw, op, loc, StridedMetadata { base, offset: Ofr::Static(0), sizes, strides })
    }
}

/// The memref ops whose aligned pointer is their source's: those implementing MLIR's
/// `ViewLikeOpInterface` (first operand the view's source), except `memref.view`, whose byte
/// shift moves the pointer (MLIR 22 leaves it).
const VIEW_LIKE: &[&str] = &[
    AssumeAlignmentOp::NAME,
    CastOp::NAME,
    CollapseShapeOp::NAME,
    ExpandShapeOp::NAME,
    ExtractStridedMetadataOp::NAME,
    MemorySpaceCastOp::NAME,
    ReinterpretCastOp::NAME,
    ReshapeOp::NAME,
    SubViewOp::NAME,
    TransposeOp::NAME,
];

/// MLIR's `RewriteExtractAlignedPointerAsIndexOfViewLikeOp`: the aligned pointer of a view is
/// its source's.
struct AlignedPointerOfView;

impl OpRewritePattern for AlignedPointerOfView {
    type Op = ExtractAlignedPointerAsIndexOp;
    fn match_and_rewrite(&self, op: ExtractAlignedPointerAsIndexOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(view) = metadata_source(ctx, op).filter(|&v| VIEW_LIKE.contains(&ctx.op_name_text(v))) else {
            return false;
        };
        let source = ctx.operand(view, 0);
        rw.modify_op_in_place(op, |c| c.set_operand(op, 0, source));
        true
    }
}

/// Whether `v` can be the source of an `extract_strided_metadata` (MLIR's `inferReturnTypes`
/// check): a ranked memref with a strided layout.
fn is_strided_memref(ctx: &Context, v: Value) -> bool {
    memref_type(ctx, ctx.value_type(v)).is_some_and(|m| strides_and_offset(ctx, &m).is_some())
}

/// MLIR's `ExtractStridedMetadataOpReinterpretCastFolder`: the metadata of a `reinterpret_cast`
/// is its offset, sizes and strides, on its source's base buffer.
struct MetadataOfReinterpretCast;

impl OpRewritePattern for MetadataOfReinterpretCast {
    type Op = ExtractStridedMetadataOp;
    fn match_and_rewrite(&self, op: ExtractStridedMetadataOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(cast) = ctx.defining_op_as::<ReinterpretCastOp>(ctx.operand(op, 0)) else { return false };
        let cast = cast.op();
        let source = ctx.operand(cast, 0);
        if !is_strided_memref(ctx, source) {
            return false;
        }
        let [offsets, sizes, strides] = mixed_offsets_sizes_strides(ctx, cast);
        let Some(&offset) = offsets.first() else { return false };
        let loc = ctx.op_loc(op);
        rw.set_insertion_point(op);
        let Some(meta) = extract_metadata(rw, loc, source) else { return false };
        let base = rw.ctx().result(meta, 0);
        replace_metadata(rw, op, loc, StridedMetadata { base, offset, sizes, strides })
    }
}

/// MLIR's `ExtractStridedMetadataOpCastFolder`: the metadata of a `memref.cast` is its source's,
/// with what the cast's type makes static as constants.
struct MetadataOfCast;

impl OpRewritePattern for MetadataOfCast {
    type Op = ExtractStridedMetadataOp;
    fn match_and_rewrite(&self, op: ExtractStridedMetadataOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(cast) = ctx.defining_op_as::<CastOp>(ctx.operand(op, 0)) else { return false };
        let cast = cast.op();
        let source = ctx.operand(cast, 0);
        if !is_strided_memref(ctx, source) {
            return false;
        }
        let Some(m) = memref_type(ctx, ctx.value_type(ctx.result(cast, 0))) else { return false };
        let Some((cast_strides, cast_offset)) = strides_and_offset(ctx, &m) else { return false };
        let loc = ctx.op_loc(op);
        rw.set_insertion_point(op);
        let Some(meta) = extract_metadata(rw, loc, source) else { return false };
        let ctx = rw.ctx();
        let (sizes, strides) = (metadata_sizes(ctx, meta), metadata_strides(ctx, meta));
        if sizes.len() != m.shape.len() {
            return false;
        }
        let base = ctx.result(meta, 0);
        let offset = static_or(cast_offset, metadata_offset(ctx, meta));
        let sizes = m.shape.iter().zip(sizes).map(|(&s, v)| static_or(s, v)).collect();
        let strides = cast_strides.iter().zip(strides).map(|(&s, v)| static_or(s, v)).collect();
        replace_metadata(rw, op, loc, StridedMetadata { base, offset, sizes, strides })
    }
}

/// MLIR's `ExtractStridedMetadataOpMemorySpaceCastFolder`: the metadata of a
/// `memory_space_cast` is its source's, with the base buffer cast to the new memory space.
struct MetadataOfMemorySpaceCast;

impl OpRewritePattern for MetadataOfMemorySpaceCast {
    type Op = ExtractStridedMetadataOp;
    fn match_and_rewrite(&self, op: ExtractStridedMetadataOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(cast) = metadata_source(ctx, op).filter(|&c| ctx.isa_op::<MemorySpaceCastOp>(c)) else {
            return false;
        };
        let source = ctx.operand(cast, 0);
        if !is_strided_memref(ctx, source) {
            return false;
        }
        let Some(target) = memref_type(ctx, ctx.value_type(ctx.result(cast, 0))) else { return false };
        let loc = ctx.op_loc(op);
        rw.set_insertion_point(op);
        let Some(meta) = extract_metadata(rw, loc, source) else { return false };
        let ctx = rw.ctx();
        let mut values: Vec<Value> = ctx.results(meta).collect();
        let base_result = ctx.result(op, 0);
        if ctx.has_uses(base_result) {
            let Some(old) = memref_type(ctx, ctx.value_type(values[0])) else { return false };
            let ty = memref(ctx, old.shape, old.element, old.layout, target.memory_space);
            values[0] = MemorySpaceCastOp::build(rw, loc, values[0], ty).into();
        } else {
            values[0] = base_result;
        }
        values.len() == rw.ctx().num_results(op) && rw.replace_op(op, &values).is_ok()
    }
}

/// MLIR's `ExtractStridedMetadataOpExtractStridedMetadataFolder`: the metadata of a base buffer
/// is that buffer with offset 0.
struct MetadataOfMetadata;

impl OpRewritePattern for MetadataOfMetadata {
    type Op = ExtractStridedMetadataOp;
    fn match_and_rewrite(&self, op: ExtractStridedMetadataOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(inner) =
            metadata_source(ctx, op).filter(|&m| ctx.isa_op::<ExtractStridedMetadataOp>(m) && ctx.num_results(op) == 2)
        else {
            return false;
        };
        let base = ctx.result(inner, 0);
        let loc = ctx.op_loc(op);
        rw.set_insertion_point(op);
        let zero = value_of(rw, loc, Ofr::Static(0));
        rw.replace_op(op, &[base, zero]).is_ok()
    }
}
