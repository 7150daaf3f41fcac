//! Folders and canonicalization patterns of the tensor dialect (MLIR's `TensorOps.cpp`): the
//! common cases: identity casts and reshapes, cast chains, `dim` of static shapes and of
//! `generate`/`empty`/`extract_slice`, `extract` of `from_elements` and of constants, `rank` of
//! ranked tensors, `from_elements`/`splat` of constants, identity slices, slices of inserts,
//! inverse reshapes, no-op pads.

use super::ops::*;
use oxir::builtin::attributes::FloatAttr;
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::{IndexType, IntegerType, DYNAMIC};
use oxir::registry::FoldResult;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::OperationState;
use oxir::{Attribute, Context, OpRef, Type, Value};

use crate::tensor::{BitcastOp, CastOp, CollapseShapeOp, DimOp, ExpandShapeOp, ExtractOp};
use crate::utils::constants::int_attr_value;
use crate::utils::reshape::fold_inverse_reshape;
use oxir::ods::Op;
use oxir::rewrite::OpRewritePattern;

type Folded = Option<Vec<FoldResult>>;

fn value(v: Value) -> Folded {
    Some(vec![FoldResult::Value(v)])
}

fn attr(a: Attribute) -> Folded {
    Some(vec![FoldResult::Attribute(a)])
}

fn index_attr(ctx: &Context, v: i64) -> Attribute {
    IntegerAttr::from_i64(ctx, IndexType::get(ctx), v)
}

/// The elements of a dense integer, float or complex constant as attributes (splats expanded):
/// scalars as integer or float attributes, complex numbers as `[re, im]` arrays of them (what
/// MLIR's `getValues<Attribute>` gives).
fn dense_elements(ctx: &Context, a: Attribute) -> Option<Vec<Attribute>> {
    dense_elements_upto(ctx, a, usize::MAX)
}

/// The first element of a dense constant (of a splat: its value, without expanding the splat,
/// which may stand for billions of elements).
fn first_dense_element(ctx: &Context, a: Attribute) -> Option<Attribute> {
    dense_elements_upto(ctx, a, 1)?.into_iter().next()
}

/// [`dense_elements`], at most the first `limit` elements.
fn dense_elements_upto(ctx: &Context, a: Attribute, limit: usize) -> Option<Vec<Attribute>> {
    let d = a.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?;
    let el = d.element_type(ctx);
    let complex = el.dyn_cast::<oxir::builtin::types::ComplexType>(ctx).map(|c| c.element);
    let scalar = complex.unwrap_or(el);
    let limit = if complex.is_some() { limit.saturating_mul(2) } else { limit };
    let scalars: Vec<Attribute> = if scalar.isa::<oxir::builtin::types::FloatType>(ctx) {
        d.float_values(ctx).take(limit).map(|f| FloatAttr::get(ctx, scalar, f)).collect()
    } else if scalar.isa::<IntegerType>(ctx) || scalar.isa::<IndexType>(ctx) {
        d.int_values().take(limit).map(|i| IntegerAttr::get(ctx, scalar, i)).collect()
    } else {
        return None;
    };
    if complex.is_none() {
        return Some(scalars);
    }
    Some(scalars.chunks(2).map(|pair| oxir::builtin::attributes::ArrayAttr::get(ctx, pair.to_vec())).collect())
}

/// The scalars of element attributes, complex `[re, im]` arrays flattened into their parts.
fn element_scalars(ctx: &Context, elems: &[Attribute]) -> Vec<Attribute> {
    elems
        .iter()
        .flat_map(|&a| match a.dyn_cast::<oxir::builtin::attributes::ArrayAttr>(ctx) {
            Some(parts) => parts.elements.clone(),
            None => vec![a],
        })
        .collect()
}

/// A dense constant of type `ty` from element attributes (one: a splat).
fn dense_from(ctx: &Context, ty: Type, elems: &[Attribute]) -> Option<Attribute> {
    let scalars = element_scalars(ctx, elems);
    let ints: Option<Vec<_>> =
        scalars.iter().map(|a| a.dyn_cast::<IntegerAttr>(ctx).map(|i| i.value.clone())).collect();
    if let Some(ints) = ints {
        return DenseIntOrFPElementsAttr::from_ints(ctx, ty, &ints);
    }
    let floats: Option<Vec<_>> = scalars.iter().map(|a| a.dyn_cast::<FloatAttr>(ctx).map(|f| f.value)).collect();
    DenseIntOrFPElementsAttr::from_floats(ctx, ty, &floats?)
}

/// The zero of an element type as MLIR's `SparseElementsAttr` reads it where no value is
/// stored: `0`, `0.0`, or `[0, 0]` for complex numbers.
fn zero_element(ctx: &Context, el: Type) -> Option<Attribute> {
    if let Some(c) = el.dyn_cast::<oxir::builtin::types::ComplexType>(ctx) {
        let part = zero_element(ctx, c.element)?;
        return Some(oxir::builtin::attributes::ArrayAttr::get(ctx, vec![part, part]));
    }
    if let Some(f) = el.dyn_cast::<oxir::builtin::types::FloatType>(ctx) {
        return Some(FloatAttr::get(ctx, el, oxir::numeric::APFloat::zero(f.kind.semantics())));
    }
    (el.isa::<IntegerType>(ctx) || el.isa::<IndexType>(ctx)).then(|| IntegerAttr::from_i64(ctx, el, 0))
}

/// The element of a `sparse<...>` constant at `indices` (MLIR's `SparseElementsAttr` values):
/// the stored value whose index row matches, else zero.
fn sparse_element(ctx: &Context, a: Attribute, indices: &[i64]) -> Option<Attribute> {
    let s = a.dyn_cast::<oxir::builtin::dense::SparseElementsAttr>(ctx)?;
    let stored = dense_elements(ctx, s.values)?;
    let rows: Vec<i64> =
        s.indices.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?.int_values().filter_map(|v| v.try_to_i64()).collect();
    let rank = indices.len().max(1);
    let hit = rows.chunks(rank).position(|row| row == indices);
    match hit {
        Some(i) => stored.get(i).copied(),
        None => zero_element(ctx, oxir::builtin::types::shaped_info(ctx, s.ty)?.element),
    }
}

/// A dense constant with the same data and another (statically shaped) type.
fn reshape_constant(ctx: &Context, a: Option<Attribute>, ty: Type, splat_only: bool) -> Option<Attribute> {
    let d = a?.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?;
    if splat_only && !d.is_splat() {
        return None;
    }
    let shape = shape_of(ctx, ty)?;
    if shape.contains(&DYNAMIC) {
        return None;
    }
    if d.is_splat() {
        return dense_from(ctx, ty, &[first_dense_element(ctx, a?)?]);
    }
    let elems = dense_elements(ctx, a?)?;
    if elems.len() as i64 != shape.iter().product::<i64>() {
        return None;
    }
    dense_from(ctx, ty, &elems)
}

// ----- cast -----

pub(super) fn fold_cast(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Folded {
    let src = ctx.operand(op, 0);
    (ctx.value_type(src) == ctx.value_type(ctx.result(op, 0))).then(|| value(src)).flatten()
}

/// MLIR's `joinShapes` of two tensor types (`None` if they conflict).
fn join_shapes(ctx: &Context, a: Type, b: Type) -> Option<Type> {
    if a == b {
        return Some(a);
    }
    let (Some(x), Some(y)) = (ranked(ctx, a), ranked(ctx, b)) else {
        return Some(if ranked(ctx, a).is_none() { b } else { a });
    };
    if x.shape.len() != y.shape.len() {
        return None;
    }
    let mut shape = Vec::with_capacity(x.shape.len());
    for (&p, &q) in x.shape.iter().zip(&y.shape) {
        shape.push(if p == DYNAMIC {
            q
        } else if q == DYNAMIC || p == q {
            p
        } else {
            return None;
        });
    }
    Some(tensor_type(ctx, shape, x.element))
}

fn new_op(ctx: &Context, name: &str, loc: Attribute, operands: Vec<Value>, result: Type) -> OperationState {
    let mut st = OperationState::new(ctx.op_name(name), loc);
    st.operands = operands.into_iter().collect();
    st.result_types.push(result);
    st
}

/// `cast(cast(x))` to one `cast` when the intermediate type adds no runtime check.
struct ChainedTensorCast;

impl OpRewritePattern for ChainedTensorCast {
    type Op = CastOp;
    fn match_and_rewrite(&self, op: CastOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(inner) = ctx.defining_op_as::<CastOp>(ctx.operand(op, 0)) else { return false };
        let source = inner.source(ctx);
        let (st, it, rt) =
            (ctx.value_type(source), ctx.value_type(ctx.operand(op, 0)), ctx.value_type(ctx.result(op, 0)));
        let Some(first) = join_shapes(ctx, st, it).and_then(|j| join_shapes(ctx, j, rt)) else { return false };
        if Some(first) != join_shapes(ctx, st, rt) {
            return false;
        }
        let state = new_op(ctx, CastOp::NAME, ctx.op_loc(op), vec![source], rt);
        rw.replace_op_with_new(op, state).is_ok()
    }
}

pub(super) fn cast_patterns() -> Vec<Box<dyn RewritePattern>> {
    let mut v: Vec<Box<dyn RewritePattern>> = vec![Box::new(ChainedTensorCast)];
    v.extend(super::canonicalize::cast_patterns());
    v
}

/// `bitcast(bitcast(x))` to one `bitcast`.
struct ChainedTensorBitcast;

impl OpRewritePattern for ChainedTensorBitcast {
    type Op = BitcastOp;
    fn match_and_rewrite(&self, op: BitcastOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(inner) = ctx.defining_op_as::<BitcastOp>(ctx.operand(op, 0)) else { return false };
        let state =
            new_op(ctx, BitcastOp::NAME, ctx.op_loc(op), vec![inner.source(ctx)], ctx.value_type(ctx.result(op, 0)));
        rw.replace_op_with_new(op, state).is_ok()
    }
}

pub(super) fn bitcast_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(ChainedTensorBitcast)]
}

// ----- extract / insert / from_elements / splat -----

pub(super) fn fold_extract(ctx: &Context, op: OpRef, constants: &[Option<Attribute>]) -> Folded {
    let tensor_cst = constants.first().copied().flatten();
    if let Some(d) = tensor_cst.and_then(|a| a.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)) {
        if d.is_splat() {
            return attr(first_dense_element(ctx, tensor_cst?)?);
        }
    }
    let indices: Vec<i64> =
        (1..constants.len()).map(|i| constants[i].and_then(|a| int_attr_value(ctx, a))).collect::<Option<Vec<_>>>()?;
    let e = ExtractOp::from_op_unchecked(op);
    let shape = shape_of(ctx, ctx.value_type(e.tensor(ctx)))?;
    if indices.len() != shape.len() {
        return None;
    }
    let flat = |shape: &[i64]| -> Option<usize> {
        let mut flat = 0i64;
        let mut stride = 1i64;
        for i in (0..shape.len()).rev() {
            if indices[i] < 0 || (shape[i] != DYNAMIC && indices[i] >= shape[i]) {
                return None;
            }
            flat += indices[i] * stride;
            stride *= shape[i];
        }
        Some(flat as usize)
    };
    if let Some(from) = ctx.defining_op_as::<FromElementsOp>(e.tensor(ctx)) {
        let elements = from.elements(ctx);
        return value(*elements.get(flat(&shape)?)?);
    }
    // extract(insert(x, t, idx), idx) -> x, the indices compared as values or constants (MLIR's
    // `foldExtractAfterInsert`).
    if let Some(ins) = ctx.defining_op_as::<InsertOp>(e.tensor(ctx)) {
        let scalar = ins.scalar(ctx);
        let same = |a: Value, b: Value| {
            a == b
                || oxir::matchers::constant_of(ctx, a).is_some_and(|c| Some(c) == oxir::matchers::constant_of(ctx, b))
        };
        let (ii, ei) = (ins.indices(ctx), e.indices(ctx));
        if ctx.value_type(scalar) == ctx.value_type(ctx.result(op, 0))
            && ii.len() == ei.len()
            && ii.iter().zip(&ei).all(|(&a, &b)| same(a, b))
        {
            return value(scalar);
        }
    }
    let flat_index = flat(&shape)?;
    if let Some(element) = sparse_element(ctx, tensor_cst?, &indices) {
        return attr(element);
    }
    let elems = dense_elements_upto(ctx, tensor_cst?, flat_index.saturating_add(1))?;
    attr(elems.get(flat_index).copied()?)
}

/// `extract(cast(x))` to `extract(x)` when `x` is ranked.
struct ExtractFromTensorCast;

impl OpRewritePattern for ExtractFromTensorCast {
    type Op = ExtractOp;
    fn match_and_rewrite(&self, op: ExtractOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let e = ExtractOp::from_op_unchecked(op);
        let Some(cast) = ctx.defining_op_as::<CastOp>(e.tensor(ctx)) else { return false };
        let src = cast.source(ctx);
        if ranked(ctx, ctx.value_type(src)).is_none() {
            return false;
        }
        let mut operands = vec![src];
        operands.extend(e.indices(ctx));
        let state = new_op(ctx, ExtractOp::NAME, ctx.op_loc(op), operands, ctx.value_type(e.result(ctx)));
        rw.replace_op_with_new(op, state).is_ok()
    }
}

pub(super) fn extract_patterns() -> Vec<Box<dyn RewritePattern>> {
    let mut v: Vec<Box<dyn RewritePattern>> = vec![Box::new(ExtractFromTensorCast)];
    v.extend(super::canonicalize::extract_patterns());
    v
}

pub(super) fn fold_insert(ctx: &Context, op: OpRef, constants: &[Option<Attribute>]) -> Folded {
    let scalar = constants.first().copied().flatten()?;
    let dest = constants.get(1).copied().flatten()?;
    let d = dest.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?;
    if !d.is_splat() {
        return None;
    }
    let first = first_dense_element(ctx, dest)?;
    (first == scalar).then(|| attr(dest)).flatten().or_else(|| {
        let _ = op;
        None
    })
}

pub(super) fn fold_from_elements(ctx: &Context, op: OpRef, constants: &[Option<Attribute>]) -> Folded {
    if constants.is_empty() {
        return None;
    }
    let elems: Vec<Attribute> = constants.iter().copied().collect::<Option<Vec<_>>>()?;
    attr(dense_from(ctx, ctx.value_type(ctx.result(op, 0)), &elems)?)
}

pub(super) fn from_elements_patterns() -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
}

pub(super) fn fold_splat(ctx: &Context, op: OpRef, constants: &[Option<Attribute>]) -> Folded {
    let c = constants.first().copied().flatten()?;
    if !(c.isa::<IntegerAttr>(ctx) || c.isa::<FloatAttr>(ctx)) {
        return None;
    }
    let ty = ctx.value_type(ctx.result(op, 0));
    if shape_of(ctx, ty)?.contains(&DYNAMIC) {
        return None;
    }
    attr(dense_from(ctx, ty, &[c])?)
}

// ----- dim / rank / empty -----

pub(super) fn fold_dim(ctx: &Context, op: OpRef, constants: &[Option<Attribute>]) -> Folded {
    let index = int_attr_value(ctx, constants.get(1).copied().flatten()?)?;
    let source = ctx.operand(op, 0);
    let shape = shape_of(ctx, ctx.value_type(source))?;
    if index < 0 || index as usize >= shape.len() {
        return None;
    }
    let i = index as usize;
    if shape[i] != DYNAMIC {
        return attr(index_attr(ctx, shape[i]));
    }
    let nth_dynamic = shape[..i].iter().filter(|&&d| d == DYNAMIC).count();
    if let Some(g) = ctx.defining_op_as::<GenerateOp>(source) {
        return value(*g.dynamic_extents(ctx).get(nth_dynamic)?);
    }
    if let Some(s) = ctx.defining_op_as::<ExtractSliceOp>(source) {
        let src_rank = shape_of(ctx, ctx.value_type(s.source(ctx)))?.len();
        let p = slice_params(ctx, s.op());
        if src_rank == shape.len() && p.sizes.get(i) == Some(&DYNAMIC) {
            let k = p.sizes[..i].iter().filter(|&&d| d == DYNAMIC).count();
            return value(*s.sizes(ctx).get(k)?);
        }
    }
    None
}

/// `dim(cast(x))` to `dim(x)`.
struct DimOfCastOp;

impl OpRewritePattern for DimOfCastOp {
    type Op = DimOp;
    fn match_and_rewrite(&self, op: DimOp, rw: &mut PatternRewriter<'_>) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let Some(cast) = ctx.defining_op_as::<CastOp>(ctx.operand(op, 0)) else { return false };
        let operands = vec![cast.source(ctx), ctx.operand(op, 1)];
        let state = new_op(ctx, DimOp::NAME, ctx.op_loc(op), operands, IndexType::get(ctx));
        rw.replace_op_with_new(op, state).is_ok()
    }
}

/// The in-place part of `tensor.dim`'s folder (MLIR's `foldTensorCast`): the source of a cast
/// that only loses static information is read directly.
struct DimFoldCast;

impl RewritePattern for DimFoldCast {
    fn root(&self) -> Option<&'static str> {
        Some(DimOp::NAME)
    }
    fn benefit(&self) -> u16 {
        100
    }
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(cast) = ctx.defining_op_as::<CastOp>(ctx.operand(op, 0)) else { return false };
        if !super::canonicalize::can_fold_into_consumer(ctx, cast.op()) {
            return false;
        }
        let source = cast.source(ctx);
        rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, source));
        true
    }
}

pub(super) fn dim_patterns() -> Vec<Box<dyn RewritePattern>> {
    let mut v: Vec<Box<dyn RewritePattern>> = vec![Box::new(DimFoldCast), Box::new(DimOfCastOp)];
    v.extend(super::canonicalize::dim_patterns());
    v
}

pub(super) fn empty_patterns() -> Vec<Box<dyn RewritePattern>> {
    super::canonicalize::empty_patterns()
}

pub(super) fn fold_rank(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Folded {
    let shape = shape_of(ctx, ctx.value_type(ctx.operand(op, 0)))?;
    attr(index_attr(ctx, shape.len() as i64))
}

pub(super) fn generate_patterns() -> Vec<Box<dyn RewritePattern>> {
    super::canonicalize::generate_patterns()
}

/// `tensor.gather` of a splat constant: the splat of the result type.
pub(super) fn fold_gather(ctx: &Context, op: OpRef, constants: &[Option<Attribute>]) -> Folded {
    let rt = ctx.value_type(ctx.result(op, 0));
    attr(reshape_constant(ctx, constants.first().copied().flatten(), rt, true)?)
}

pub(super) fn fold_concat(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Folded {
    if ctx.num_operands(op) != 1 {
        return None;
    }
    let input = ctx.operand(op, 0);
    (ctx.value_type(input) == ctx.value_type(ctx.result(op, 0))).then(|| value(input)).flatten()
}

// ----- slices -----

/// Offsets all static 0, strides all static 1, sizes the static `shape`.
fn is_identity_slice(p: &SliceParams, shape: &[i64]) -> bool {
    p.offsets.iter().all(|&o| o == 0)
        && p.strides.iter().all(|&s| s == 1)
        && p.sizes.len() == shape.len()
        && p.sizes.iter().zip(shape).all(|(&s, &d)| s != DYNAMIC && s == d)
}

/// The offset, size and stride operands of a slice op (all three groups, in order).
fn slice_operands(ctx: &Context, op: OpRef, first: usize) -> Vec<Value> {
    ctx.operands(op).skip(first).collect()
}

fn same_slice(ctx: &Context, a: OpRef, a_first: usize, b: OpRef, b_first: usize) -> bool {
    let (pa, pb) = (slice_params(ctx, a), slice_params(ctx, b));
    pa.offsets == pb.offsets
        && pa.sizes == pb.sizes
        && pa.strides == pb.strides
        && slice_operands(ctx, a, a_first) == slice_operands(ctx, b, b_first)
}

pub(super) fn fold_extract_slice(ctx: &Context, op: OpRef, constants: &[Option<Attribute>]) -> Folded {
    let e = ExtractSliceOp::from_op_unchecked(op);
    let rt = ctx.value_type(e.result(ctx));
    if let Some(c) = reshape_constant(ctx, constants.first().copied().flatten(), rt, true) {
        return attr(c);
    }
    let source = e.source(ctx);
    let st = ctx.value_type(source);
    if st == rt && is_identity_slice(&slice_params(ctx, op), &shape_of(ctx, st)?) {
        return value(source);
    }
    if let Some(ins) = ctx.defining_op_as::<InsertSliceOp>(source) {
        let inserted = ins.source(ctx);
        if ctx.value_type(inserted) == rt && same_slice(ctx, op, 1, ins.op(), 2) {
            return value(inserted);
        }
    }
    None
}

pub(super) fn extract_slice_patterns() -> Vec<Box<dyn RewritePattern>> {
    super::canonicalize::extract_slice_patterns()
}

pub(super) fn fold_insert_slice(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Folded {
    let i = InsertSliceOp::from_op_unchecked(op);
    let (source, dest) = (i.source(ctx), i.dest(ctx));
    let (st, dt) = (ctx.value_type(source), ctx.value_type(dest));
    let p = slice_params(ctx, op);
    let ds = shape_of(ctx, dt)?;
    if st == dt && !ds.contains(&DYNAMIC) && is_identity_slice(&p, &ds) {
        return value(source);
    }
    if let Some(ex) = ctx.defining_op_as::<ExtractSliceOp>(source) {
        if ex.source(ctx) == dest && same_slice(ctx, op, 2, ex.op(), 1) {
            return value(dest);
        }
    }
    if p.sizes.contains(&0) {
        return value(dest);
    }
    None
}

pub(super) fn insert_slice_patterns() -> Vec<Box<dyn RewritePattern>> {
    super::canonicalize::insert_slice_patterns()
}

pub(super) fn fold_pad(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Folded {
    let p = PadOp::from_op_unchecked(op);
    let source = p.source(ctx);
    let rt = ctx.value_type(p.result(ctx));
    let static_shape = shape_of(ctx, rt).is_some_and(|s| !s.contains(&DYNAMIC));
    (static_shape && rt == ctx.value_type(source) && p.nofold(ctx).is_none()).then(|| value(source)).flatten()
}

// ----- reshapes -----

pub(super) fn fold_reshape(ctx: &Context, op: OpRef, constants: &[Option<Attribute>]) -> Folded {
    let r = ReshapeOp::from_op_unchecked(op);
    let rt = ctx.value_type(r.result(ctx));
    if let Some(c) = reshape_constant(ctx, constants.first().copied().flatten(), rt, false) {
        return attr(c);
    }
    let source = r.source(ctx);
    let st = ctx.value_type(source);
    let shape = shape_of(ctx, st)?;
    if st != rt || ranked(ctx, rt).is_none() {
        return None;
    }
    if shape.len() <= 1 {
        return value(source);
    }
    let from = ctx.defining_op_as::<FromElementsOp>(r.shape(ctx))?;
    for (i, (e, &d)) in from.elements(ctx).iter().zip(&shape).enumerate() {
        if let Some(c) = oxir::matchers::constant_of(ctx, *e)
            .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx).and_then(|i| i.value.try_to_i64()))
        {
            if c != d {
                return None;
            }
            continue;
        }
        let dim = ctx.defining_op_as::<DimOp>(*e)?;
        let idx = oxir::matchers::constant_of(ctx, dim.index(ctx))
            .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx).and_then(|i| i.value.try_to_i64()));
        if dim.source(ctx) != source || idx != Some(i as i64) {
            return None;
        }
    }
    value(source)
}

fn fold_reassociative(ctx: &Context, op: OpRef, constants: &[Option<Attribute>], inverse: &str) -> Folded {
    let src = ctx.operand(op, 0);
    let (st, rt) = (ctx.value_type(src), ctx.value_type(ctx.result(op, 0)));
    if st == rt {
        return value(src);
    }
    if let Some(c) = reshape_constant(ctx, constants.first().copied().flatten(), rt, false) {
        return attr(c);
    }
    value(fold_inverse_reshape(ctx, op, inverse, shape_of, reassociation)?)
}

pub(super) fn fold_expand_shape(ctx: &Context, op: OpRef, constants: &[Option<Attribute>]) -> Folded {
    fold_reassociative(ctx, op, constants, CollapseShapeOp::NAME)
}

pub(super) fn fold_collapse_shape(ctx: &Context, op: OpRef, constants: &[Option<Attribute>]) -> Folded {
    fold_reassociative(ctx, op, constants, ExpandShapeOp::NAME)
}

pub(super) fn expand_shape_patterns() -> Vec<Box<dyn RewritePattern>> {
    super::canonicalize::expand_shape_patterns()
}

pub(super) fn collapse_shape_patterns() -> Vec<Box<dyn RewritePattern>> {
    super::canonicalize::collapse_shape_patterns()
}
