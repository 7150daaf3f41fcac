//! Canonicalization patterns of the tensor dialect beyond the simple folds (MLIR's
//! `TensorOps.cpp` and `ReshapeOpsUtils`): composition of reassociative reshapes, reshapes of
//! splats/`from_elements`/casts, static-ization of slice and pad operands from constants, and
//! the folding of `tensor.cast` into the consumers and producers that can absorb it.

use super::ops::*;
use crate::arith;
use crate::utils::shapes::{num_dynamic, rank_reduction_mask};
use crate::utils::static_values::{i64_array_attr, i64_array_values};
use oxir::builtin::attributes::DictionaryAttr;
use oxir::builtin::attributes::{IntegerAttr, UnitAttr};
use oxir::builtin::types::{IndexType, RankedTensorType, DYNAMIC};
use oxir::matchers::constant_of;
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, Context, OpRef, Type, Value};
use oxir::{NamedAttribute, OperationState};

use crate::tensor::{
    CastOp, CollapseShapeOp, ConcatOp, DimOp, EmptyOp, ExpandShapeOp, ExtractOp, ExtractSliceOp, FromElementsOp,
    GenerateOp, InsertSliceOp, PadOp, ParallelInsertSliceOp, ReshapeOp, SplatOp, YieldOp,
};
pub(super) use crate::utils::constants::const_index;
use crate::utils::constants::{index_constant, int_attr_value};
use crate::utils::reshape::{
    self, ComposeCollapseOfExpandOp, ComposeExpandOfCollapseOp, ComposeReassociativeReshapeOps, DynamicGroups,
    ReshapeDialect,
};
use crate::utils::static_values::offset_size_stride_state;
pub(super) use crate::utils::static_values::{mixed, split, Ofr};
use oxir::rewrite::OpRewritePattern;

/// MLIR's `foldDynamicIndexList`: replaces values defined by constants with their integer
/// (only non-negative ones when `only_non_negative`, only positive ones when `only_positive`).
/// Returns whether anything changed.
pub(super) fn fold_dynamic_index_list(
    ctx: &Context,
    list: &mut [Ofr],
    only_non_negative: bool,
    only_positive: bool,
) -> bool {
    let mut changed = false;
    for o in list.iter_mut() {
        if let Ofr::Dyn(v) = *o {
            let Some(c) = const_index(ctx, v) else { continue };
            if (only_non_negative && c < 0) || (only_positive && c <= 0) {
                continue;
            }
            *o = Ofr::Static(c);
            changed = true;
        }
    }
    changed
}

fn props(ctx: &Context, entries: Vec<(&str, Attribute)>) -> Option<Attribute> {
    Some(DictionaryAttr::get(
        ctx,
        entries.into_iter().map(|(n, value)| NamedAttribute { name: ctx.ident(n), value }).collect(),
    ))
}

fn segments(ctx: &Context, sizes: &[usize]) -> Attribute {
    oxir::ods::op::i32_array(ctx, sizes.iter().map(|&s| s as i32))
}

/// A state for a one-result op with the given operands.
pub(super) fn state(ctx: &Context, name: &str, loc: Attribute, operands: Vec<Value>, result: Type) -> OperationState {
    let mut st = OperationState::new(ctx.op_name(name), loc);
    st.operands = operands.into_iter().collect();
    st.result_types.push(result);
    st
}

/// Replaces `op` by a `tensor.cast` of `new`'s result back to `ty`: the last step of the patterns
/// that build a more static op and cast it back to the type its users expect.
fn replace_with_cast_back(rw: &mut PatternRewriter<'_>, op: OpRef, new: OpRef, ty: Type) -> bool {
    let v = rw.ctx().result(new, 0);
    let loc = rw.ctx().op_loc(op);
    let st = cast_state(rw.ctx(), loc, v, ty);
    rw.replace_op_with_new(op, st).is_ok()
}

/// `tensor.cast %v : ... to ty`.
pub(super) fn cast_state(ctx: &Context, loc: Attribute, v: Value, ty: Type) -> OperationState {
    state(ctx, CastOp::NAME, loc, vec![v], ty)
}

/// `tensor.collapse_shape`.
pub(super) fn collapse_state(
    ctx: &Context,
    loc: Attribute,
    src: Value,
    ty: Type,
    groups: &[Vec<i64>],
) -> OperationState {
    reshape::collapse_state(ctx, CollapseShapeOp::NAME, loc, src, ty, groups)
}

/// `tensor.expand_shape` with a mixed output shape.
pub(super) fn expand_state(
    ctx: &Context,
    loc: Attribute,
    src: Value,
    ty: Type,
    groups: &[Vec<i64>],
    output_shape: &[Ofr],
) -> OperationState {
    reshape::expand_state(ctx, ExpandShapeOp::NAME, loc, src, ty, groups, output_shape)
}

/// The mixed offsets, sizes and strides of a slice op whose first slice operand is `first`.
pub(super) fn mixed_slice(ctx: &Context, op: OpRef, first: usize) -> [Vec<Ofr>; 3] {
    let p = slice_params(ctx, op);
    let operands: Vec<Value> = ctx.operands(op).skip(first).collect();
    let n_off = num_dynamic(&p.offsets);
    let n_sz = num_dynamic(&p.sizes);
    let get = |from: usize, n: usize| operands.get(from..from + n).map(<[Value]>::to_vec).unwrap_or_default();
    [
        mixed(&p.offsets, &get(0, n_off)),
        mixed(&p.sizes, &get(n_off, n_sz)),
        mixed(&p.strides, &get(n_off + n_sz, num_dynamic(&p.strides))),
    ]
}

/// A slice op (`extract_slice`: `leading` = [source]; `insert_slice`: [source, dest]).
pub(super) fn slice_state(
    ctx: &Context,
    name: &str,
    loc: Attribute,
    leading: Vec<Value>,
    ty: Option<Type>,
    lists: &[Vec<Ofr>; 3],
) -> OperationState {
    offset_size_stride_state(ctx, name, loc, leading, ty, [&lists[0], &lists[1], &lists[2]])
}

/// MLIR's `preservesStaticInformation(source, target)`.
pub(super) fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    let (Some(s), Some(t)) = (ranked(ctx, source), ranked(ctx, target)) else { return false };
    s.element == t.element
        && s.shape.len() == t.shape.len()
        && s.shape.iter().zip(&t.shape).all(|(&a, &b)| !(a != DYNAMIC && b == DYNAMIC))
}

/// MLIR's `canFoldIntoConsumerOp`: the cast only loses static information.
pub fn can_fold_into_consumer(ctx: &Context, cast: OpRef) -> bool {
    ctx.isa_op::<CastOp>(cast)
        && preserves_static_information(ctx, ctx.value_type(ctx.result(cast, 0)), ctx.value_type(ctx.operand(cast, 0)))
}

/// MLIR's `canFoldIntoProducerOp`: the cast only adds static information.
pub fn can_fold_into_producer(ctx: &Context, cast: OpRef) -> bool {
    ctx.isa_op::<CastOp>(cast)
        && preserves_static_information(ctx, ctx.value_type(ctx.operand(cast, 0)), ctx.value_type(ctx.result(cast, 0)))
}

// ----- reshapes -----

fn expand_output_shape(ctx: &Context, op: OpRef) -> Vec<Ofr> {
    let e = ExpandShapeOp::from_op_unchecked(op);
    mixed(&i64_array_values(ctx, e.static_output_shape_attr(ctx)), &e.output_shape(ctx))
}

/// The tensor dialect's reshapes, for the composition patterns of [`reshape`].
struct TensorReshapes;

impl ReshapeDialect for TensorReshapes {
    const EXPAND: &'static str = ExpandShapeOp::NAME;
    const COLLAPSE: &'static str = CollapseShapeOp::NAME;
    const CAST: &'static str = CastOp::NAME;
    const DYNAMIC_GROUPS: DynamicGroups = DynamicGroups::RejectEqualRank;
    fn shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
        shape_of(ctx, t)
    }
    fn composable(_: &Context, _: &[Type]) -> bool {
        true
    }
    fn reassociation(ctx: &Context, op: OpRef) -> Vec<Vec<i64>> {
        reassociation(ctx, op)
    }
    fn expand_output_shape(ctx: &Context, op: OpRef) -> Vec<Ofr> {
        expand_output_shape(ctx, op)
    }
    fn infer_expand_output_shape(
        rw: &mut PatternRewriter<'_>,
        op: OpRef,
        src: Value,
        shape: &[i64],
        groups: &[Vec<i64>],
    ) -> Option<Vec<Ofr>> {
        infer_expand_output_shape(rw, op, src, shape, groups)
    }
    fn can_cast(_: &[i64], _: &[i64]) -> bool {
        true
    }
}

/// MLIR's `inferExpandShapeOutputShape` for an expand of `src` into `shape` (the builder of
/// `tensor.expand_shape` without an output shape): static sizes as they are, each dynamic size
/// the source size (`tensor.dim`) divided (`arith.divsi`, folded for 1) by the static sizes of
/// its group. Creates the ops before `op`; `None` if a group has two dynamic sizes.
fn infer_expand_output_shape(
    rw: &mut PatternRewriter<'_>,
    op: OpRef,
    src: Value,
    shape: &[i64],
    groups: &[Vec<i64>],
) -> Option<Vec<Ofr>> {
    let ctx = rw.ctx();
    let src_shape = shape_of(ctx, ctx.value_type(src))?;
    if src_shape.is_empty() {
        return Some(vec![Ofr::Static(1); shape.len()]);
    }
    if !shape.contains(&DYNAMIC) {
        return Some(shape.iter().map(|&d| Ofr::Static(d)).collect());
    }
    for g in groups {
        if g.iter().filter(|&&d| shape.get(d as usize) == Some(&DYNAMIC)).count() > 1 {
            return None;
        }
    }
    let loc = ctx.op_loc(op);
    rw.set_insertion_point(op);
    let index = IndexType::get(rw.ctx());
    let mut sizes = Vec::with_capacity(src_shape.len());
    for (i, &d) in src_shape.iter().enumerate() {
        if d != DYNAMIC {
            sizes.push(None);
            continue;
        }
        let c = index_constant(rw, loc, i as i64);
        let st = state(rw.ctx(), DimOp::NAME, loc, vec![src, c], index);
        let dim = rw.create(st);
        sizes.push(Some(rw.ctx().result(dim, 0)));
    }
    let mut out: Vec<Ofr> = shape.iter().map(|&d| Ofr::Static(d)).collect();
    for (i, g) in groups.iter().enumerate() {
        let Some(&dyn_dim) = g.iter().find(|&&d| shape.get(d as usize) == Some(&DYNAMIC)) else { continue };
        let product: i64 = g.iter().filter(|&&d| d != dyn_dim).map(|&d| shape[d as usize]).product();
        let size = (*sizes.get(i)?)?;
        let c = index_constant(rw, loc, product);
        let v = if product == 1 { size } else { arith::DivSIOp::build(rw, loc, size, c).into() };
        out[dyn_dim as usize] = Ofr::Dyn(v);
    }
    Some(out)
}

/// `reshape(splat x)` to `splat x` of the result type (`FoldReshapeWithSplat`).
struct FoldReshapeWithSplat(&'static str);

impl RewritePattern for FoldReshapeWithSplat {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(splat) = ctx.defining_op_as::<SplatOp>(ctx.operand(op, 0)) else { return false };
        let Some(shape) = shape_of(ctx, ctx.value_type(ctx.operand(op, 0))) else { return false };
        if shape.contains(&DYNAMIC) {
            return false;
        }
        let input = ctx.operand(splat.op(), 0);
        let st = state(ctx, SplatOp::NAME, ctx.op_loc(op), vec![input], ctx.value_type(ctx.result(op, 0)));
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// `reshape(from_elements ...)` to `from_elements` of the result type
/// (`FoldReshapeWithFromElements`).
struct FoldReshapeWithFromElements(&'static str);

impl RewritePattern for FoldReshapeWithFromElements {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(from) = ctx.defining_op_as::<FromElementsOp>(ctx.operand(op, 0)) else { return false };
        let rt = ctx.value_type(ctx.result(op, 0));
        if shape_of(ctx, rt).is_none_or(|s| s.contains(&DYNAMIC)) {
            return false;
        }
        let st = state(ctx, FromElementsOp::NAME, ctx.op_loc(op), from.elements(ctx), rt);
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// `collapse(cast(x))` to `cast(collapse(x))` when the cast only loses static information
/// (`FoldCollapseOfCastOp`).
struct FoldCollapseOfCastOp;

impl OpRewritePattern for FoldCollapseOfCastOp {
    type Op = CollapseShapeOp;
    fn match_and_rewrite(&self, op: CollapseShapeOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(cast) = ctx.defining_op(ctx.operand(op, 0)).filter(|&c| can_fold_into_consumer(ctx, c)) else {
            return false;
        };
        let src = ctx.operand(cast, 0);
        let Some(s) = ranked(ctx, ctx.value_type(src)) else { return false };
        let groups = reassociation(ctx, op);
        let new_ty = tensor_type(ctx, collapsed_shape(&s.shape, &groups), s.element);
        let rt = ctx.value_type(ctx.result(op, 0));
        if new_ty == rt {
            rw.modify_op_in_place(op, |c| c.set_operand(op, 0, src));
            return true;
        }
        let loc = ctx.op_loc(op);
        let st = collapse_state(ctx, loc, src, new_ty, &groups);
        rw.set_insertion_point(op);
        let new = rw.create(st);
        replace_with_cast_back(rw, op, new, rt)
    }
}

/// `expand(cast(x))` with constant output sizes to a more static expand between casts
/// (`ConvertToStaticExpandShape`).
struct ConvertToStaticExpandShape;

impl OpRewritePattern for ConvertToStaticExpandShape {
    type Op = ExpandShapeOp;
    fn match_and_rewrite(&self, op: ExpandShapeOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(cast) = ctx.defining_op(ctx.operand(op, 0)).filter(|&c| can_fold_into_consumer(ctx, c)) else {
            return false;
        };
        let Some(cast_src) = shape_of(ctx, ctx.value_type(ctx.operand(cast, 0))) else { return false };
        let e = ExpandShapeOp::from_op_unchecked(op);
        let groups = reassociation(ctx, op);
        let rt = ctx.value_type(e.result(ctx));
        let Some(r) = ranked(ctx, rt) else { return false };
        let mut new_out = r.shape.clone();
        let outputs = e.output_shape(ctx);
        let mut it = outputs.iter();
        let mut dynamic = Vec::new();
        for (in_dim, g) in groups.iter().enumerate() {
            for &od in g {
                let od = od as usize;
                if new_out.get(od).is_none_or(|&d| d != DYNAMIC) {
                    continue;
                }
                let Some(&v) = it.next() else { return false };
                if cast_src.get(in_dim).is_none_or(|&d| d == DYNAMIC) {
                    dynamic.push(v);
                    continue;
                }
                match const_index(ctx, v) {
                    Some(c) => new_out[od] = c,
                    None => dynamic.push(v),
                }
            }
        }
        if outputs.len() == dynamic.len() {
            return false;
        }
        let new_in: Vec<i64> = groups
            .iter()
            .map(|g| {
                g.iter()
                    .try_fold(1i64, |acc, &d| {
                        let s = new_out[d as usize];
                        (s != DYNAMIC).then(|| acc.wrapping_mul(s))
                    })
                    .unwrap_or(DYNAMIC)
            })
            .collect();
        let loc = ctx.op_loc(op);
        let in_ty = tensor_type(ctx, new_in, r.element);
        let out_ty = tensor_type(ctx, new_out.clone(), r.element);
        let src = e.src(ctx);
        rw.set_insertion_point(op);
        let st = cast_state(rw.ctx(), loc, src, in_ty);
        let in_cast = rw.create(st);
        let v = rw.ctx().result(in_cast, 0);
        let shape = mixed(&new_out, &dynamic);
        let st = expand_state(rw.ctx(), loc, v, out_ty, &groups, &shape);
        let new = rw.create(st);
        replace_with_cast_back(rw, op, new, rt)
    }
}

/// The extra canonicalization patterns of `tensor.expand_shape`.
pub(super) fn expand_shape_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(ComposeReassociativeReshapeOps::<TensorReshapes>::new(true)),
        Box::new(ComposeExpandOfCollapseOp::<TensorReshapes>::default()),
        Box::new(ConvertToStaticExpandShape),
        Box::new(FoldReshapeWithSplat(ExpandShapeOp::NAME)),
        Box::new(FoldReshapeWithFromElements(ExpandShapeOp::NAME)),
    ]
}

/// The extra canonicalization patterns of `tensor.collapse_shape`.
pub(super) fn collapse_shape_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(ComposeReassociativeReshapeOps::<TensorReshapes>::new(false)),
        Box::new(ComposeCollapseOfExpandOp::<TensorReshapes>::default()),
        Box::new(FoldReshapeWithSplat(CollapseShapeOp::NAME)),
        Box::new(FoldReshapeWithFromElements(CollapseShapeOp::NAME)),
        Box::new(FoldCollapseOfCastOp),
    ]
}

// ----- casts into producers -----

/// `cast(extract_slice)` that adds static sizes: the slice takes the static sizes
/// (`TensorCastExtractSlice`).
struct TensorCastExtractSlice;

impl OpRewritePattern for TensorCastExtractSlice {
    type Op = CastOp;
    fn match_and_rewrite(&self, op: CastOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(slice) = ctx.defining_op_as::<ExtractSliceOp>(ctx.operand(op, 0)).map(|o| o.op()) else {
            return false;
        };
        let rt = ctx.value_type(ctx.result(op, 0));
        let (Some(r), Some(s)) = (ranked(ctx, rt), shape_of(ctx, ctx.value_type(ctx.operand(op, 0)))) else {
            return false;
        };
        if !can_fold_into_producer(ctx, op) || r.shape == s {
            return false;
        }
        let mut lists = mixed_slice(ctx, slice, 1);
        let mask = rank_reduction_mask(&slice_params(ctx, slice).sizes, &s, false);
        let mut k = 0;
        for (i, size) in lists[1].iter_mut().enumerate() {
            if mask.as_ref().is_some_and(|m| m.contains(&i)) {
                continue;
            }
            let Some(&d) = r.shape.get(k) else { return false };
            k += 1;
            if d != DYNAMIC {
                *size = Ofr::Static(d);
            }
        }
        let src = ctx.operand(slice, 0);
        let st = slice_state(ctx, ExtractSliceOp::NAME, ctx.op_loc(op), vec![src], Some(rt), &lists);
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// `cast(empty)` that adds static sizes to one `empty` of the cast type
/// (`FoldEmptyTensorWithCastOp`).
struct FoldEmptyTensorWithCastOp;

impl OpRewritePattern for FoldEmptyTensorWithCastOp {
    type Op = CastOp;
    fn match_and_rewrite(&self, op: CastOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        if !can_fold_into_producer(ctx, op) {
            return false;
        }
        let Some(empty) = ctx.defining_op_as::<EmptyOp>(ctx.operand(op, 0)).map(|o| o.op()) else { return false };
        let rt = ctx.value_type(ctx.result(op, 0));
        let (Some(r), Some(cur)) = (ranked(ctx, rt), shape_of(ctx, ctx.value_type(ctx.result(empty, 0)))) else {
            return false;
        };
        let sizes = mixed(&cur, &ctx.operands(empty).collect::<Vec<_>>());
        let mut out = Vec::with_capacity(sizes.len());
        for (&new, &size) in r.shape.iter().zip(&sizes) {
            match size {
                Ofr::Static(s) => {
                    if new == DYNAMIC || new != s {
                        return false;
                    }
                    out.push(Ofr::Static(s));
                }
                Ofr::Dyn(_) if new != DYNAMIC => out.push(Ofr::Static(new)),
                d => out.push(d),
            }
        }
        let (shape, values) = split(&out);
        let ty = tensor_type(ctx, shape, r.element);
        let st = state(ctx, EmptyOp::NAME, ctx.op_loc(op), values, ty);
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// MLIR's `foldDynamicToStaticDimSizes`: the type with the dynamic sizes given by
/// non-negative constants made static, and the remaining dynamic size values.
fn fold_dynamic_to_static_dims(ctx: &Context, ty: &RankedTensorType, sizes: &[Value]) -> (Type, Vec<Value>) {
    let mut shape = ty.shape.clone();
    let mut rest = Vec::new();
    let mut it = sizes.iter();
    for d in shape.iter_mut() {
        if *d != DYNAMIC {
            continue;
        }
        let Some(&v) = it.next() else { break };
        match const_index(ctx, v) {
            Some(c) if c >= 0 => *d = c,
            _ => rest.push(v),
        }
    }
    (tensor_type_with(ctx, shape, ty.element, ty.encoding), rest)
}

/// `tensor.empty` or `tensor.generate` with constant dynamic sizes to a more static op of the
/// same name (taking the op's regions, the generate's body) and a cast back (MLIR's
/// `ReplaceEmptyTensorStaticShapeDims` and `StaticTensorGenerate`).
struct StaticShapeFromConstantSizes(&'static str);

impl RewritePattern for StaticShapeFromConstantSizes {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let rt = ctx.value_type(ctx.result(op, 0));
        let Some(r) = ranked(ctx, rt) else { return false };
        let sizes: Vec<Value> = ctx.operands(op).collect();
        let (ty, rest) = fold_dynamic_to_static_dims(ctx, &r, &sizes);
        if ty == rt {
            return false;
        }
        let bodies = ctx.op_regions(op).to_vec();
        let loc = ctx.op_loc(op);
        let mut st = state(ctx, self.0, loc, rest, ty);
        let regions: Vec<oxir::RegionRef> = bodies.iter().map(|_| rw.ctx_mut().create_region()).collect();
        st.regions.extend(regions.iter().copied());
        rw.set_insertion_point(op);
        let new = rw.create(st);
        for (&body, &region) in bodies.iter().zip(&regions) {
            rw.inline_region_before(body, region, None);
        }
        replace_with_cast_back(rw, op, new, rt)
    }
}

// ----- slices -----

/// MLIR's `inferCanonicalRankReducedResultType`: the slice sizes with the first unit sizes
/// dropped down to `rank`.
fn canonical_rank_reduced(ctx: &Context, rank: usize, source: &RankedTensorType, sizes: &[i64]) -> Type {
    let mut drop = sizes.len().saturating_sub(rank);
    if drop == 0 {
        return tensor_type_with(ctx, sizes.to_vec(), source.element, source.encoding);
    }
    let shape = sizes
        .iter()
        .copied()
        .filter(|&s| {
            if drop > 0 && s == 1 {
                drop -= 1;
                false
            } else {
                true
            }
        })
        .collect();
    tensor_type(ctx, shape, source.element)
}

fn any_constant_index_operand(ctx: &Context, op: OpRef) -> bool {
    ctx.operands(op).any(|v| {
        constant_of(ctx, v).and_then(|a| a.dyn_cast::<IntegerAttr>(ctx)).is_some_and(|i| i.ty.isa::<IndexType>(ctx))
    })
}

/// Folds constant offsets, sizes and strides into the static lists of a slice op
/// (`OpWithOffsetSizesAndStridesConstantArgumentFolder` for `extract_slice`,
/// `InsertSliceOpConstantArgumentFolder` for `insert_slice`).
struct SliceConstantArgumentFolder(&'static str);

impl RewritePattern for SliceConstantArgumentFolder {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let insert = self.0 != ExtractSliceOp::NAME;
        let parallel = self.0 == ParallelInsertSliceOp::NAME;
        let first = if insert { 2 } else { 1 };
        let mut lists = mixed_slice(ctx, op, first);
        let a = fold_dynamic_index_list(ctx, &mut lists[0], true, false);
        let b = fold_dynamic_index_list(ctx, &mut lists[1], true, false);
        let c = fold_dynamic_index_list(ctx, &mut lists[2], false, true);
        if !(a || b || c) {
            return false;
        }
        let source = ctx.operand(op, 0);
        let full = if insert { ctx.operand(op, 1) } else { source };
        let Some(full_ty) = ranked(ctx, ctx.value_type(full)) else { return false };
        let (so, ss, st_) = (split(&lists[0]).0, split(&lists[1]).0, split(&lists[2]).0);
        if verify_in_bounds_slice(ctx, op, &full_ty.shape, &so, &ss, &st_).is_err() {
            return false;
        }
        let loc = ctx.op_loc(op);
        if insert {
            let src_ty = ctx.value_type(source);
            let rank = shape_of(ctx, src_ty).map_or(0, |s| s.len());
            let new_src_ty = canonical_rank_reduced(ctx, rank, &full_ty, &ss);
            let mut to_insert = source;
            if new_src_ty != src_ty {
                // A parallel insert's cast goes before its parallel-combining parent.
                let at = if parallel { ctx.op_parent_op(op).unwrap_or(op) } else { op };
                rw.set_insertion_point(at);
                let st = cast_state(rw.ctx(), loc, source, new_src_ty);
                let c = rw.create(st);
                to_insert = rw.ctx().result(c, 0);
            }
            let ty = (!parallel).then(|| rw.ctx().value_type(full));
            let st = slice_state(rw.ctx(), self.0, loc, vec![to_insert, full], ty, &lists);
            return rw.replace_op_with_new(op, st).is_ok();
        }
        let rt = ctx.value_type(ctx.result(op, 0));
        let rank = shape_of(ctx, rt).map_or(0, |s| s.len());
        let new_ty = canonical_rank_reduced(ctx, rank, &full_ty, &ss);
        let st = slice_state(ctx, self.0, loc, vec![source], Some(new_ty), &lists);
        if new_ty == rt {
            return rw.replace_op_with_new(op, st).is_ok();
        }
        rw.set_insertion_point(op);
        let new = rw.create(st);
        replace_with_cast_back(rw, op, new, rt)
    }
}

/// `extract_slice(cast(x))` to `extract_slice(x)` when the cast only loses static
/// information (`ExtractSliceOpCastFolder`).
struct ExtractSliceOpCastFolder;

impl OpRewritePattern for ExtractSliceOpCastFolder {
    type Op = ExtractSliceOp;
    fn match_and_rewrite(&self, op: ExtractSliceOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        if any_constant_index_operand(ctx, op) {
            return false;
        }
        let Some(cast) = ctx.defining_op(ctx.operand(op, 0)).filter(|&c| can_fold_into_consumer(ctx, c)) else {
            return false;
        };
        let src = ctx.operand(cast, 0);
        let Some(s) = shape_of(ctx, ctx.value_type(src)) else { return false };
        let p = slice_params(ctx, op);
        if verify_in_bounds_slice(ctx, op, &s, &p.offsets, &p.sizes, &p.strides).is_err() {
            return false;
        }
        rw.modify_op_in_place(op, |c| c.set_operand(op, 0, src));
        true
    }
}

/// `insert_slice(cast(x)) into cast(y)` to an `insert_slice` of the cast sources when the
/// casts only lose static information (`InsertSliceOpCastFolder`; also for
/// `parallel_insert_slice`).
struct InsertSliceOpCastFolder(&'static str);

impl RewritePattern for InsertSliceOpCastFolder {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        if any_constant_index_operand(ctx, op) {
            return false;
        }
        let cast_source =
            |v: Value| ctx.defining_op(v).filter(|&c| can_fold_into_consumer(ctx, c)).map(|c| ctx.operand(c, 0));
        let (source, dest) = (ctx.operand(op, 0), ctx.operand(op, 1));
        let (sc, dc) = (cast_source(source), cast_source(dest));
        if sc.is_none() && dc.is_none() {
            return false;
        }
        let (src, dst) = (sc.unwrap_or(source), dc.unwrap_or(dest));
        let (Some(s), Some(d)) = (ranked(ctx, ctx.value_type(src)), ranked(ctx, ctx.value_type(dst))) else {
            return false;
        };
        let p = slice_params(ctx, op);
        let mut static_sizes = p.sizes.clone();
        let Some(mask) = rank_reduction_mask(&static_sizes, &s.shape, true) else { return false };
        let mut lists = mixed_slice(ctx, op, 2);
        let mut k = 0usize;
        for (i, size) in static_sizes.iter_mut().enumerate() {
            if !mask.contains(&i) && s.shape.get(k).is_some_and(|&x| x != DYNAMIC) {
                lists[1][i] = Ofr::Static(s.shape[k]);
                *size = s.shape[k];
                k += 1;
            }
        }
        let expected = tensor_type(ctx, static_sizes, d.element);
        if !matches!(is_rank_reduced_type(ctx, expected, ctx.value_type(src)), SliceCheck::Success) {
            return false;
        }
        let loc = ctx.op_loc(op);
        let dest_ty = ctx.value_type(dest);
        let dst_ty = ctx.value_type(dst);
        let parallel = self.0 == ParallelInsertSliceOp::NAME;
        let st = slice_state(ctx, self.0, loc, vec![src, dst], (!parallel).then_some(dst_ty), &lists);
        if parallel || dst_ty == dest_ty {
            return rw.replace_op_with_new(op, st).is_ok();
        }
        rw.set_insertion_point(op);
        let new = rw.create(st);
        replace_with_cast_back(rw, op, new, dest_ty)
    }
}

/// Casts the source of an `insert_slice` to the static sizes of the slice
/// (`InsertSliceOpSourceCastInserter`; also for `parallel_insert_slice`).
struct InsertSliceOpSourceCastInserter(&'static str);

impl RewritePattern for InsertSliceOpSourceCastInserter {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let source = ctx.operand(op, 0);
        let src_ty = ctx.value_type(source);
        let (Some(s), Some(d)) = (ranked(ctx, src_ty), shape_of(ctx, ctx.value_type(ctx.operand(op, 1)))) else {
            return false;
        };
        if s.shape.len() != d.len() {
            return false;
        }
        let sizes = mixed_slice(ctx, op, 2)[1].clone();
        let mut shape = s.shape.clone();
        for (i, &size) in sizes.iter().enumerate().take(shape.len()) {
            if let Some(c) = size.constant(ctx) {
                if c < 0 {
                    return false;
                }
                shape[i] = c;
            }
        }
        let new_ty = tensor_type_with(ctx, shape, s.element, s.encoding);
        if new_ty == src_ty
            || !preserves_static_information(ctx, src_ty, new_ty)
            || !cast_compatible(ctx, src_ty, new_ty)
        {
            return false;
        }
        let loc = ctx.op_loc(op);
        let at = if self.0 == ParallelInsertSliceOp::NAME { ctx.op_parent_op(op).unwrap_or(op) } else { op };
        rw.set_insertion_point(at);
        let st = cast_state(rw.ctx(), loc, source, new_ty);
        let c = rw.create(st);
        let v = rw.ctx().result(c, 0);
        rw.modify_op_in_place(op, |cx| cx.set_operand(op, 0, v));
        true
    }
}

/// `insert_slice(a) into insert_slice(b) into x` at the same slice with the same source type:
/// the outer insert writes into `x` directly (`foldInsertAfterInsertSlice`).
struct InsertAfterInsertSlice;

impl OpRewritePattern for InsertAfterInsertSlice {
    type Op = InsertSliceOp;
    fn match_and_rewrite(&self, op: InsertSliceOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(prev) = ctx.defining_op_as::<InsertSliceOp>(ctx.operand(op, 1)).map(|o| o.op()) else { return false };
        if ctx.value_type(ctx.operand(prev, 0)) != ctx.value_type(ctx.operand(op, 0))
            || mixed_slice(ctx, prev, 2) != mixed_slice(ctx, op, 2)
        {
            return false;
        }
        let dest = ctx.operand(prev, 1);
        rw.modify_op_in_place(op, |c| c.set_operand(op, 1, dest));
        true
    }
}

/// The extra canonicalization patterns of `tensor.cast`.
pub(super) fn cast_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(TensorCastExtractSlice), Box::new(FoldEmptyTensorWithCastOp)]
}

/// The canonicalization patterns of `tensor.empty`.
pub(super) fn empty_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(StaticShapeFromConstantSizes(EmptyOp::NAME)), Box::new(DimOfEmpty)]
}

/// `tensor.dim` of a dynamic size of a `tensor.empty` is that size (MLIR's
/// `FoldEmptyTensorWithDimOp`, a pattern: the folder of `tensor.dim` does not look at
/// `tensor.empty`).
struct DimOfEmpty;

impl RewritePattern for DimOfEmpty {
    fn root(&self) -> Option<&'static str> {
        Some(DimOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(index) = constant_of(ctx, ctx.operand(op, 1)).and_then(|a| int_attr_value(ctx, a)) else {
            return false;
        };
        let Some(empty) = ctx.defining_op_as::<EmptyOp>(ctx.operand(op, 0)) else { return false };
        let Some(shape) = shape_of(ctx, ctx.value_type(ctx.operand(op, 0))) else { return false };
        if index < 0 || index as usize >= shape.len() || shape[index as usize] != DYNAMIC {
            return false;
        }
        let nth = shape[..index as usize].iter().filter(|&&d| d == DYNAMIC).count();
        let Some(&size) = empty.dynamic_sizes(ctx).get(nth) else { return false };
        rw.replace_op(op, &[size]).is_ok()
    }
}

/// The canonicalization patterns of `tensor.generate`.
pub(super) fn generate_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(StaticShapeFromConstantSizes(GenerateOp::NAME)), Box::new(EraseDeadRegionOp(GenerateOp::NAME))]
}

/// The canonicalization patterns of `tensor.extract_slice`.
pub(super) fn extract_slice_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(SliceConstantArgumentFolder(ExtractSliceOp::NAME)), Box::new(ExtractSliceOpCastFolder)]
}

/// The canonicalization patterns of `tensor.insert_slice`.
pub(super) fn insert_slice_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(InsertAfterInsertSlice),
        Box::new(SliceConstantArgumentFolder(InsertSliceOp::NAME)),
        Box::new(InsertSliceOpCastFolder(InsertSliceOp::NAME)),
        Box::new(InsertSliceOpSourceCastInserter(InsertSliceOp::NAME)),
    ]
}

/// The canonicalization patterns of `tensor.parallel_insert_slice`.
pub(super) fn parallel_insert_slice_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(SliceConstantArgumentFolder(ParallelInsertSliceOp::NAME)),
        Box::new(InsertSliceOpCastFolder(ParallelInsertSliceOp::NAME)),
        Box::new(InsertSliceOpSourceCastInserter(ParallelInsertSliceOp::NAME)),
    ]
}

// ----- pad -----

/// The mixed low and high paddings of a `tensor.pad`.
fn pad_lists(ctx: &Context, op: OpRef) -> (Vec<Ofr>, Vec<Ofr>) {
    let p = PadOp::from_op_unchecked(op);
    let low = i64_array_values(ctx, p.static_low_attr(ctx));
    let high = i64_array_values(ctx, p.static_high_attr(ctx));
    (mixed(&low, &p.low(ctx)), mixed(&high, &p.high(ctx)))
}

/// Creates a `tensor.pad` of `ty` before `op` (a pad) and moves `op`'s region into it.
fn create_pad_from(
    rw: &mut PatternRewriter<'_>,
    op: OpRef,
    source: Value,
    ty: Type,
    low: &[Ofr],
    high: &[Ofr],
) -> Option<OpRef> {
    let ctx = rw.ctx();
    let old_region = *ctx.op_regions(op).first()?;
    let nofold = PadOp::from_op_unchecked(op).nofold(ctx).is_some();
    let loc = ctx.op_loc(op);
    let (sl, vl) = split(low);
    let (sh, vh) = split(high);
    let mut st = OperationState::new(ctx.op_name(PadOp::NAME), loc);
    let sizes = [1, vl.len(), vh.len()];
    st.operands.push(source);
    st.operands.extend(vl);
    st.operands.extend(vh);
    st.result_types.push(ty);
    let mut entries = vec![
        ("operandSegmentSizes", segments(ctx, &sizes)),
        ("static_low", i64_array_attr(ctx, &sl)),
        ("static_high", i64_array_attr(ctx, &sh)),
    ];
    if nofold {
        entries.push(("nofold", UnitAttr::get(ctx)));
    }
    st.properties = props(ctx, entries);
    st.attributes = ctx.op_attrs(op).to_vec();
    let region = rw.ctx_mut().create_region();
    st.regions.push(region);
    rw.set_insertion_point(op);
    let new = rw.create(st);
    rw.inline_region_before(old_region, region, None);
    Some(new)
}

/// A pad with all-zero low and high padding (and no `nofold`) to a cast
/// (`FoldStaticZeroPadding`).
struct FoldStaticZeroPadding;

impl OpRewritePattern for FoldStaticZeroPadding {
    type Op = PadOp;
    fn match_and_rewrite(&self, op: PadOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let (low, high) = pad_lists(ctx, op);
        if !low.iter().chain(&high).all(|&o| o.constant(ctx) == Some(0))
            || PadOp::from_op_unchecked(op).nofold(ctx).is_some()
        {
            return false;
        }
        let st = cast_state(ctx, ctx.op_loc(op), ctx.operand(op, 0), ctx.value_type(ctx.result(op, 0)));
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// MLIR's `PadOp::inferResultType` with the result shape as a hint for the dynamic sizes.
fn pad_infer(source: &[i64], low: &[i64], high: &[i64], hint: &[i64]) -> Option<Vec<i64>> {
    if low.len() != source.len() || high.len() != source.len() || hint.len() != source.len() {
        return None;
    }
    Some(
        (0..source.len())
            .map(|i| {
                if source[i] == DYNAMIC || low[i] == DYNAMIC || high[i] == DYNAMIC {
                    hint[i]
                } else {
                    source[i] + low[i] + high[i]
                }
            })
            .collect(),
    )
}

/// `pad(cast(x))` to `pad(x)` when the cast only loses static information
/// (`FoldSourceTensorCast`).
struct FoldSourceTensorCast;

impl OpRewritePattern for FoldSourceTensorCast {
    type Op = PadOp;
    fn match_and_rewrite(&self, op: PadOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(cast) = ctx.defining_op(ctx.operand(op, 0)).filter(|&c| can_fold_into_consumer(ctx, c)) else {
            return false;
        };
        let src = ctx.operand(cast, 0);
        let p = PadOp::from_op_unchecked(op);
        let rt = ctx.value_type(p.result(ctx));
        let (Some(s), Some(r)) = (ranked(ctx, ctx.value_type(src)), ranked(ctx, rt)) else { return false };
        let low = i64_array_values(ctx, p.static_low_attr(ctx));
        let high = i64_array_values(ctx, p.static_high_attr(ctx));
        let Some(shape) = pad_infer(&s.shape, &low, &high, &r.shape) else { return false };
        let new_ty = tensor_type(ctx, shape, s.element);
        if new_ty == rt {
            rw.modify_op_in_place(op, |c| c.set_operand(op, 0, src));
            return true;
        }
        let (l, h) = pad_lists(ctx, op);
        let Some(new) = create_pad_from(rw, op, src, new_ty, &l, &h) else { return false };
        replace_with_cast_back(rw, op, new, rt)
    }
}

/// `cast(pad)` that adds static information, the cast being the pad's only use: the pad
/// takes the cast type (`FoldTargetTensorCast`).
struct FoldTargetTensorCast;

impl OpRewritePattern for FoldTargetTensorCast {
    type Op = PadOp;
    fn match_and_rewrite(&self, op: PadOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let result = ctx.result(op, 0);
        let users: Vec<OpRef> = ctx.users(result).collect();
        let [cast] = users[..] else { return false };
        if !ctx.isa_op::<CastOp>(cast) || ctx.num_operands(cast) != 1 {
            return false;
        }
        let ty = ctx.value_type(ctx.result(cast, 0));
        if !preserves_static_information(ctx, ctx.value_type(result), ty) {
            return false;
        }
        let src = ctx.operand(op, 0);
        let (l, h) = pad_lists(ctx, op);
        let Some(new) = create_pad_from(rw, op, src, ty, &l, &h) else { return false };
        let v = rw.ctx().result(new, 0);
        rw.replace_all_uses_with(ctx_result(rw, cast), v);
        rw.erase_op(cast).is_ok() && rw.erase_op(op).is_ok()
    }
}

fn ctx_result(rw: &PatternRewriter<'_>, op: OpRef) -> Value {
    rw.ctx().result(op, 0)
}

/// A pad whose constant padding amounts make its result more static: a more static pad and
/// a cast (`FoldStaticPadding`).
struct FoldStaticPadding;

impl OpRewritePattern for FoldStaticPadding {
    type Op = PadOp;
    fn match_and_rewrite(&self, op: PadOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let p = PadOp::from_op_unchecked(op);
        let rt = ctx.value_type(p.result(ctx));
        let (Some(input), Some(out)) = (shape_of(ctx, ctx.value_type(p.source(ctx))), ranked(ctx, rt)) else {
            return false;
        };
        let (mut low, mut high) = pad_lists(ctx, op);
        fold_dynamic_index_list(ctx, &mut low, false, false);
        fold_dynamic_index_list(ctx, &mut high, false, false);
        if input.len() != out.shape.len() || input.len() != low.len() || input.len() != high.len() {
            return false;
        }
        let (sl, sh) = (split(&low).0, split(&high).0);
        let new_out: Vec<i64> = (0..input.len())
            .map(|i| {
                if out.shape[i] != DYNAMIC {
                    out.shape[i]
                } else if sl[i] == DYNAMIC || sh[i] == DYNAMIC || input[i] == DYNAMIC {
                    DYNAMIC
                } else {
                    input[i] + sl[i] + sh[i]
                }
            })
            .collect();
        if new_out == out.shape || new_out.iter().all(|&d| d == DYNAMIC) {
            return false;
        }
        let new_ty = tensor_type(ctx, new_out, out.element);
        let src = p.source(ctx);
        let Some(new) = create_pad_from(rw, op, src, new_ty, &low, &high) else { return false };
        replace_with_cast_back(rw, op, new, rt)
    }
}

/// MLIR's `PadOp::getConstantPaddingValue`: the yielded value when it is a constant or is
/// defined outside the pad's body.
fn constant_padding_value(ctx: &Context, op: OpRef) -> Option<Value> {
    let block = ctx.op_regions(op).first().and_then(|&r| ctx.region_entry_block(r))?;
    let term = ctx.block_last_op(block).filter(|&t| ctx.isa_op::<YieldOp>(t))?;
    let v = ctx.operand(term, 0);
    if constant_of(ctx, v).is_some() {
        return Some(v);
    }
    (ctx.value_parent_block(v) != Some(block)).then_some(v)
}

fn pad_is_nofold(ctx: &Context, op: OpRef) -> bool {
    PadOp::from_op_unchecked(op).nofold(ctx).is_some()
}

/// The padded dimensions of a pad (MLIR's `getPaddedDims`): those whose low or high padding
/// is not the constant 0.
fn padded_dims(ctx: &Context, op: OpRef) -> Vec<bool> {
    let (low, high) = pad_lists(ctx, op);
    low.iter().zip(&high).map(|(&l, &h)| l.constant(ctx) != Some(0) || h.constant(ctx) != Some(0)).collect()
}

/// `pad(pad(x))` with the same constant padding value to one pad with the summed paddings
/// (`FoldConsecutiveConstantPadding`), each padding the folded `affine.apply` of the two sums.
struct FoldConsecutiveConstantPadding;

impl OpRewritePattern for FoldConsecutiveConstantPadding {
    type Op = PadOp;
    fn match_and_rewrite(&self, op: PadOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        if pad_is_nofold(ctx, op) {
            return false;
        }
        let Some(producer) = ctx.defining_op_as::<PadOp>(ctx.operand(op, 0)).map(|o| o.op()) else { return false };
        if pad_is_nofold(ctx, producer) {
            return false;
        }
        let (cv, pv) = (constant_padding_value(ctx, op), constant_padding_value(ctx, producer));
        if cv.is_none() || cv != pv {
            return false;
        }
        let ((cl, ch), (pl, ph)) = (pad_lists(ctx, op), pad_lists(ctx, producer));
        if cl.len() != pl.len() || ch.len() != ph.len() {
            return false;
        }
        // Each padding is the sum of both pads', a folded `affine.apply` (high first, as MLIR).
        let (d0, d1) = (oxir::affine::AffineExpr::dim(0), oxir::affine::AffineExpr::dim(1));
        let sum = oxir::affine::AffineMap::new(2, 0, vec![d0 + d1]);
        let loc = ctx.op_loc(op);
        rw.set_insertion_point(op);
        let mut add = |a: &[Ofr], b: &[Ofr]| -> Vec<Ofr> {
            a.iter()
                .zip(b)
                .map(|(&x, &y)| crate::affine::make_composed_folded_affine_apply(rw, loc, &sum, &[x, y]))
                .collect()
        };
        let high = add(&ch, &ph);
        let low = add(&cl, &pl);
        let ctx = rw.ctx();
        let src = ctx.operand(producer, 0);
        let rt = ctx.value_type(ctx.result(op, 0));
        let Some(new) = create_pad_from(rw, op, src, rt, &low, &high) else { return false };
        let v = rw.ctx().result(new, 0);
        rw.replace_op(op, &[v]).is_ok()
    }
}

/// `pad(extract_slice(pad(extract_slice(x))))` padding different dimensions (high padding
/// only, same constant value, unit strides, no rank reduction) to one slice and one pad
/// (`FoldOrthogonalPaddings`).
struct FoldOrthogonalPaddings;

impl OpRewritePattern for FoldOrthogonalPaddings {
    type Op = PadOp;
    fn match_and_rewrite(&self, op: PadOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(inner_slice) = ctx.defining_op_as::<ExtractSliceOp>(ctx.operand(op, 0)).map(|o| o.op()) else {
            return false;
        };
        let Some(outer_pad) = ctx.defining_op_as::<PadOp>(ctx.operand(inner_slice, 0)).map(|o| o.op()) else {
            return false;
        };
        if pad_is_nofold(ctx, outer_pad) {
            return false;
        }
        let Some(outer_slice) = ctx.defining_op_as::<ExtractSliceOp>(ctx.operand(outer_pad, 0)).map(|o| o.op()) else {
            return false;
        };
        let Some(rank) = shape_of(ctx, ctx.value_type(ctx.operand(op, 0))).map(|s| s.len()) else { return false };
        if shape_of(ctx, ctx.value_type(ctx.operand(outer_slice, 0))).map(|s| s.len()) != Some(rank) {
            return false;
        }
        let (inner, outer) = (mixed_slice(ctx, inner_slice, 1), mixed_slice(ctx, outer_slice, 1));
        let unit = |l: &[Ofr]| l.iter().all(|&s| s.constant(ctx) == Some(1));
        if !unit(&inner[2]) || !unit(&outer[2]) {
            return false;
        }
        let ((il, ih), (ol, oh)) = (pad_lists(ctx, op), pad_lists(ctx, outer_pad));
        let zero = |l: &[Ofr]| l.iter().all(|&s| s.constant(ctx) == Some(0));
        if !zero(&il) || !zero(&ol) {
            return false;
        }
        let (iv, ov) = (constant_padding_value(ctx, op), constant_padding_value(ctx, outer_pad));
        let (Some(ia), Some(oa)) = (iv.and_then(|v| constant_of(ctx, v)), ov.and_then(|v| constant_of(ctx, v))) else {
            return false;
        };
        if ia != oa {
            return false;
        }
        let (idims, odims) = (padded_dims(ctx, op), padded_dims(ctx, outer_pad));
        if idims.iter().zip(&odims).any(|(&a, &b)| a && b) {
            return false;
        }
        let mut offsets = Vec::with_capacity(rank);
        for i in 0..rank {
            let (io, oo) = (inner[0][i], outer[0][i]);
            if !idims[i] && io.constant(ctx) == Some(0) {
                offsets.push(oo);
            } else if !odims[i] && oo.constant(ctx) == Some(0) {
                offsets.push(io);
            } else {
                return false;
            }
        }
        let Some(inner_src) = shape_of(ctx, ctx.value_type(ctx.operand(inner_slice, 0))) else { return false };
        let mut sizes = inner[1].clone();
        for i in 0..rank {
            if !odims[i] {
                continue;
            }
            if inner[1][i].constant(ctx) != Some(inner_src[i]) {
                return false;
            }
            sizes[i] = outer[1][i];
        }
        let high: Vec<Ofr> = (0..rank)
            .map(|i| {
                if odims[i] {
                    oh[i]
                } else if idims[i] {
                    ih[i]
                } else {
                    Ofr::Static(0)
                }
            })
            .collect();
        let src = ctx.operand(outer_slice, 0);
        let Some(s) = ranked(ctx, ctx.value_type(src)) else { return false };
        let (static_sizes, _) = split(&sizes);
        let slice_ty = tensor_type_with(ctx, static_sizes, s.element, s.encoding);
        let lists = [offsets, sizes, inner[2].clone()];
        let loc = ctx.op_loc(op);
        let rt = ctx.value_type(ctx.result(op, 0));
        let st = slice_state(ctx, ExtractSliceOp::NAME, loc, vec![src], Some(slice_ty), &lists);
        rw.set_insertion_point(op);
        let slice = rw.create(st);
        let v = rw.ctx().result(slice, 0);
        let Some(new) = create_pad_from(rw, op, v, rt, &il, &high) else { return false };
        let r = rw.ctx().result(new, 0);
        rw.replace_op(op, &[r]).is_ok()
    }
}

/// The canonicalization patterns of `tensor.pad`.
pub(super) fn pad_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(FoldStaticZeroPadding),
        Box::new(FoldSourceTensorCast),
        Box::new(FoldTargetTensorCast),
        Box::new(FoldOrthogonalPaddings),
        Box::new(FoldStaticPadding),
        Box::new(FoldConsecutiveConstantPadding),
        Box::new(EraseDeadRegionOp(PadOp::NAME)),
    ]
}

// ----- concat / reshape / extract / dim / generate -----

/// `concat` of a single input to a cast (`SingleInputConcatOp`).
struct SingleInputConcatOp;

impl OpRewritePattern for SingleInputConcatOp {
    type Op = ConcatOp;
    fn match_and_rewrite(&self, op: ConcatOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        if ctx.num_operands(op) != 1 {
            return false;
        }
        let st = cast_state(ctx, ctx.op_loc(op), ctx.operand(op, 0), ctx.value_type(ctx.result(op, 0)));
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// `reshape(reshape(x, s1), s2)` to `reshape(x, s2)` (`ReshapeOp::fold`'s producer case).
struct ReshapeOfReshape;

impl OpRewritePattern for ReshapeOfReshape {
    type Op = ReshapeOp;
    fn match_and_rewrite(&self, op: ReshapeOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(producer) = ctx.defining_op_as::<ReshapeOp>(ctx.operand(op, 0)).map(|o| o.op()) else { return false };
        let src = ctx.operand(producer, 0);
        rw.modify_op_in_place(op, |c| c.set_operand(op, 0, src));
        true
    }
}

/// `extract(index_cast(t))` to `index_cast(extract(t))` (`ExtractElementFromIndexCast`).
struct ExtractElementFromIndexCast;

impl OpRewritePattern for ExtractElementFromIndexCast {
    type Op = ExtractOp;
    fn match_and_rewrite(&self, op: ExtractOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(cast) = ctx.defining_op_as::<arith::IndexCastOp>(ctx.operand(op, 0)).map(|o| o.op()) else {
            return false;
        };
        let input = ctx.operand(cast, 0);
        let element = element_type(ctx, ctx.value_type(input));
        let mut operands = vec![input];
        operands.extend(ctx.operands(op).skip(1));
        let loc = ctx.op_loc(op);
        let rt = ctx.value_type(ctx.result(op, 0));
        let st = state(ctx, ExtractOp::NAME, loc, operands, element);
        rw.set_insertion_point(op);
        let e = rw.create(st);
        let v = rw.ctx().result(e, 0);
        let cast: Value = arith::IndexCastOp::build(rw, loc, v, rt).into();
        rw.replace_op(op, &[cast]).is_ok()
    }
}

/// `dim(reshape(x, shape), i)` to `extract(shape[i])`, index-cast when the shape is not of
/// `index` (`DimOfReshapeOp`).
struct DimOfReshapeOp;

impl OpRewritePattern for DimOfReshapeOp {
    type Op = DimOp;
    fn match_and_rewrite(&self, op: DimOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(reshape) = ctx.defining_op_as::<ReshapeOp>(ctx.operand(op, 0)).map(|o| o.op()) else { return false };
        let shape = ctx.operand(reshape, 1);
        let element = element_type(ctx, ctx.value_type(shape));
        let (loc, index, rt) = (ctx.op_loc(op), ctx.operand(op, 1), ctx.value_type(ctx.result(op, 0)));
        let st = state(ctx, ExtractOp::NAME, loc, vec![shape, index], element);
        rw.set_insertion_point_after(op);
        let e = rw.create(st);
        let mut v = rw.ctx().result(e, 0);
        if element != rt {
            v = arith::IndexCastOp::build(rw, loc, v, rt).into();
        }
        rw.replace_op(op, &[v]).is_ok()
    }
}

/// Whether `op` and what is nested in it have no side effects (a `tensor.yield` counts as
/// none): MLIR's `wouldOpBeTriviallyDead` for `RecursiveMemoryEffects` ops.
fn is_removable(ctx: &Context, op: OpRef) -> bool {
    match ctx.op_name_text(op) {
        YieldOp::NAME => true,
        GenerateOp::NAME => ctx
            .op_regions(op)
            .iter()
            .all(|&r| ctx.region_blocks(r).all(|b| ctx.block_ops(b).all(|o| is_removable(ctx, o)))),
        _ => oxir::rewrite::greedy::would_be_trivially_dead(ctx, op),
    }
}

/// `extract(generate {body}, idx)` to the body computed at `idx` when the generate has no
/// side effect (`ExtractFromTensorGenerate`).
struct ExtractFromTensorGenerate;

impl OpRewritePattern for ExtractFromTensorGenerate {
    type Op = ExtractOp;
    fn match_and_rewrite(&self, op: ExtractOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(generate) = ctx.defining_op_as::<GenerateOp>(ctx.operand(op, 0)).map(|o| o.op()) else { return false };
        if !is_removable(ctx, generate) {
            return false;
        }
        let Some(block) = ctx.op_regions(generate).first().and_then(|&r| ctx.region_entry_block(r)) else {
            return false;
        };
        let Some(term) = ctx.block_last_op(block) else { return false };
        let args: Vec<Value> = ctx.block_arguments(block).collect();
        let indices: Vec<Value> = ctx.operands(op).skip(1).collect();
        if args.len() != indices.len() {
            return false;
        }
        let body: Vec<OpRef> = ctx.block_ops(block).filter(|&o| o != term).collect();
        let yielded = ctx.operand(term, 0);
        let mut mapping = oxir::clone::IrMapping::new();
        for (&a, &i) in args.iter().zip(&indices) {
            mapping.map_value(a, i);
        }
        rw.set_insertion_point(op);
        for o in body {
            let c = rw.ctx_mut().clone_op(o, &mut mapping);
            rw.insert(c);
        }
        let v = mapping.lookup_value(yielded).unwrap_or(yielded);
        rw.replace_op(op, &[v]).is_ok()
    }
}

/// Erases an unused region-holding tensor op that MLIR's driver erases as trivially dead
/// (`tensor.pad` is `Pure`; `tensor.generate` has `RecursiveMemoryEffects` and a body without
/// side effects), which the generic driver keeps because of the region.
struct EraseDeadRegionOp(&'static str);

impl RewritePattern for EraseDeadRegionOp {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        if ctx.has_uses(ctx.result(op, 0)) || (self.0 == GenerateOp::NAME && !is_removable(ctx, op)) {
            return false;
        }
        rw.erase_op(op).is_ok()
    }
}

/// The canonicalization patterns of `tensor.concat`.
pub(super) fn concat_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(SingleInputConcatOp)]
}

/// The canonicalization patterns of `tensor.reshape`.
pub(super) fn reshape_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(ReshapeOfReshape)]
}

/// The extra canonicalization patterns of `tensor.extract`.
pub(super) fn extract_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(ExtractElementFromIndexCast), Box::new(ExtractFromTensorGenerate)]
}

/// The extra canonicalization patterns of `tensor.dim`.
pub(super) fn dim_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(DimOfReshapeOp)]
}
