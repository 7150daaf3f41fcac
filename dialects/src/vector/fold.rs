//! The simple folders of the vector ops: casts to the same type, identity transposes,
//! extracts and inserts at no position, and broadcasts of a splat constant.

use super::fold_extract::ExtractFold;
use oxir::builtin::attributes::{FloatAttr, IntegerAttr};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::FloatType;
use oxir::ods::Op;
use oxir::registry::FoldResult;
use oxir::{Attribute, Context, OpRef};

/// A cast (`shape_cast`, `bitcast`, `extract_strided_slice`) whose result type is its
/// source's folds to the source.
pub(super) fn same_type_cast(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let source = ctx.operand(op, 0);
    (ctx.value_type(source) == ctx.result_types(op).next()?).then(|| vec![FoldResult::Value(source)])
}

/// `vector.bitcast`: to its own type, or back to the type of the bitcast it reads (canceling
/// bitcasts), folds to that source.
pub(super) fn bitcast(ctx: &Context, op: OpRef, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    if let Some(folded) = same_type_cast(ctx, op, operands) {
        return Some(folded);
    }
    if let Some(inner) = ctx.defining_op(ctx.operand(op, 0)).filter(|&d| ctx.op_name_text(d) == super::BitCastOp::NAME)
    {
        let source = ctx.operand(inner, 0);
        return (ctx.value_type(source) == ctx.result_types(op).next()?).then(|| vec![FoldResult::Value(source)]);
    }
    super::fold_casts::bitcast_constant(ctx, op, operands.first().copied().flatten()?)
}

/// `vector.transpose` by the identity permutation folds to its source.
pub(super) fn transpose(ctx: &Context, op: OpRef, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let t = super::TransposeOp::from_op_unchecked(op);
    let perm = t.permutation(ctx)?;
    if perm.iter().enumerate().all(|(i, &p)| p == i as i64) {
        return Some(vec![FoldResult::Value(t.vector(ctx))]);
    }
    splat_of(ctx, op, operands.first().copied().flatten())
}

/// `vector.shuffle` whose mask selects the first operand's slices in order (`[0, 1, ..., n-1]`
/// for an `n`-long leading dimension) folds to that operand; one selecting the second's in order
/// (`[n, n+1, ...]`), to the second (MLIR's `ShuffleOp::fold`, its step-index cases; 0-D operands
/// are left, their result being 1-D).
pub(super) fn shuffle(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let s = super::ShuffleOp::from_op_unchecked(op);
    let mask = s.mask(ctx)?;
    let leading = |v: oxir::Value| -> Option<i64> {
        let t = ctx.value_type(v).dyn_cast::<oxir::builtin::types::VectorType>(ctx)?.clone();
        t.shape.first().copied()
    };
    let is_step = |begin: i64, width: i64| {
        mask.len() as i64 == width && mask.iter().enumerate().all(|(i, &m)| m == begin + i as i64)
    };
    let (v1, v2) = (s.v1(ctx), s.v2(ctx));
    let n1 = leading(v1)?;
    if is_step(0, n1) {
        return Some(vec![FoldResult::Value(v1)]);
    }
    let n2 = leading(v2)?;
    is_step(n1, n2).then(|| vec![FoldResult::Value(v2)])
}

/// The static position entry of the poison index (MLIR's `vector::ExtractOp::kPoisonIndex`).
const POISON_INDEX: i64 = -1;

/// `vector.extract` at no position of a value of the result type folds to the value; an
/// extract from a splat constant folds to the splat of its result type, or to the scalar; an
/// extract at a static position from another constant of fixed length, to the elements there
/// (MLIR's `foldDenseElementsAttrSrcExtractOp`).
pub(super) fn extract(ctx: &Context, op: OpRef, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let e = super::ExtractOp::from_op_unchecked(op);
    let source = e.vector(ctx);
    let at_nothing = e.static_position(ctx)?.is_empty();
    let result_ty = ctx.value_type(e.result(ctx));
    if at_nothing && ctx.value_type(source) == result_ty {
        return Some(vec![FoldResult::Value(source)]);
    }
    // MLIR's `foldPoisonSrcExtractOp` and `foldPoisonIndexInsertExtractOp`: an extract from
    // poison, or at the poison index, is poison.
    let from_poison = operands.first().copied().flatten().is_some_and(|a| a.isa::<oxir::ub::PoisonAttr>(ctx));
    if from_poison || e.static_position(ctx)?.contains(&POISON_INDEX) {
        return Some(vec![FoldResult::Attribute(oxir::ub::poison_attr(ctx))]);
    }
    let constant = operands.first().copied().flatten()?;
    let dense = constant.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?;
    let float = dense.element_type(ctx).isa::<FloatType>(ctx);
    if dense.is_splat() {
        if result_ty.isa::<super::VectorType>(ctx) {
            return splat_of(ctx, op, Some(constant));
        }
        let scalar = if float {
            FloatAttr::get(ctx, result_ty, dense.float_values(ctx).next()?)
        } else {
            IntegerAttr::get(ctx, result_ty, dense.int_values().next()?)
        };
        return Some(vec![FoldResult::Attribute(scalar)]);
    }
    // The contiguous chunk at a static position of a fixed-length constant: the elements from
    // the position's linearized offset, as many as the result has.
    let source_ty = ctx.value_type(source).dyn_cast::<super::VectorType>(ctx)?;
    if source_ty.scalable.iter().any(|&s| s) {
        return None;
    }
    let position = e.static_position(ctx)?;
    if position.len() > source_ty.shape.len() || position.iter().any(|&p| p < 0) {
        return None;
    }
    let mut start = 0i64;
    let mut stride = 1i64;
    for (i, &dim) in source_ty.shape.iter().enumerate().rev() {
        start = start.checked_add(position.get(i).copied().unwrap_or(0).checked_mul(stride)?)?;
        stride = stride.checked_mul(dim)?;
    }
    let start = usize::try_from(start).ok()?;
    let count = match result_ty.dyn_cast::<super::VectorType>(ctx) {
        Some(v) => usize::try_from(v.shape.iter().product::<i64>()).ok()?,
        None => 1,
    };
    let folded = if float {
        let values: Vec<_> = dense.float_values(ctx).skip(start).take(count).collect();
        if values.len() != count {
            return None;
        }
        if result_ty.isa::<super::VectorType>(ctx) {
            DenseIntOrFPElementsAttr::from_floats(ctx, result_ty, &values)?
        } else {
            FloatAttr::get(ctx, result_ty, values[0])
        }
    } else {
        let values: Vec<_> = dense.int_values().skip(start).take(count).collect();
        if values.len() != count {
            return None;
        }
        if result_ty.isa::<super::VectorType>(ctx) {
            DenseIntOrFPElementsAttr::from_ints(ctx, result_ty, &values)?
        } else {
            IntegerAttr::get(ctx, result_ty, values[0].clone())
        }
    };
    Some(vec![FoldResult::Attribute(folded)])
}

/// `vector.insert` at no position of a value of the destination's type folds to the value; a
/// constant inserted at a static position into a constant destination folds to the constant
/// with the chunk replaced (MLIR's `foldDenseElementsAttrDestInsertOp`, for destinations of at
/// most 256 elements or used once).
pub(super) fn insert(ctx: &Context, op: OpRef, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let i = super::InsertOp::from_op_unchecked(op);
    let source = i.value_to_store(ctx);
    let position = i.static_position(ctx)?;
    if position.is_empty() && ctx.value_type(source) == ctx.value_type(i.result(ctx)) {
        return Some(vec![FoldResult::Value(source)]);
    }
    // MLIR's `foldPoisonIndexInsertExtractOp`: an insert at the poison index is poison.
    if position.contains(&POISON_INDEX) {
        return Some(vec![FoldResult::Attribute(oxir::ub::poison_attr(ctx))]);
    }
    let (Some(Some(stored)), Some(Some(dest))) = (operands.first(), operands.get(1)) else { return None };
    insert_constants(ctx, op, &position, *stored, *dest).map(|a| vec![FoldResult::Attribute(a)])
}

/// The destination constant `dest` of an insert with `stored` written at `position`.
fn insert_constants(
    ctx: &Context,
    op: OpRef,
    position: &[i64],
    stored: Attribute,
    dest: Attribute,
) -> Option<Attribute> {
    if ctx.operands(op).nth(2).is_some() {
        return None;
    }
    let dest_ty = ctx.result_types(op).next()?;
    let v = dest_ty.dyn_cast::<super::VectorType>(ctx)?;
    if v.scalable.iter().any(|&s| s) || position.len() > v.shape.len() {
        return None;
    }
    let count: i64 = v.shape.iter().product();
    if count > 256 && ctx.users(ctx.result(op, 0)).count() != 1 {
        return None;
    }
    let mut begin = 0i64;
    for (d, &p) in position.iter().enumerate() {
        if p < 0 || p >= v.shape[d] {
            return None;
        }
        begin = begin * v.shape[d] + p;
    }
    let chunk: i64 = v.shape[position.len()..].iter().product();
    let begin = usize::try_from(begin * chunk).ok()?;
    let dense = dest.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?;
    let n = usize::try_from(count).ok()?;
    let stored_dense = stored.dyn_cast::<DenseIntOrFPElementsAttr>(ctx);
    if v.element.isa::<FloatType>(ctx) {
        let mut all: Vec<_> = dense.float_values(ctx).collect();
        all = expand_splat(all, n)?;
        let inserted: Vec<_> = match stored_dense {
            Some(d) => d.float_values(ctx).collect(),
            None => vec![stored.dyn_cast::<FloatAttr>(ctx)?.value],
        };
        all.get_mut(begin..begin + inserted.len())?.clone_from_slice(&inserted);
        DenseIntOrFPElementsAttr::from_floats(ctx, dest_ty, &all)
    } else {
        let mut all: Vec<_> = dense.int_values().collect();
        all = expand_splat(all, n)?;
        let inserted: Vec<_> = match stored_dense {
            Some(d) => d.int_values().collect(),
            None => vec![stored.dyn_cast::<IntegerAttr>(ctx)?.value.clone()],
        };
        all.get_mut(begin..begin + inserted.len())?.clone_from_slice(&inserted);
        DenseIntOrFPElementsAttr::from_ints(ctx, dest_ty, &all)
    }
}

/// The `n` values of a dense constant given as its values (one for a splat).
fn expand_splat<T: Clone>(values: Vec<T>, n: usize) -> Option<Vec<T>> {
    match values.len() {
        1 if n != 1 => Some(vec![values.first()?.clone(); n]),
        len if len == n => Some(values),
        _ => None,
    }
}

/// `vector.insert_strided_slice` of a whole destination folds to the inserted value.
pub(super) fn insert_strided_slice(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let i = super::InsertStridedSliceOp::from_op_unchecked(op);
    let source = i.value_to_store(ctx);
    (ctx.value_type(source) == ctx.value_type(i.dest(ctx))).then(|| vec![FoldResult::Value(source)])
}

/// `vector.broadcast` of a value of the result type folds to it; of a constant scalar or
/// splat, to the splat of the result type.
pub(super) fn broadcast(ctx: &Context, op: OpRef, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let source = ctx.operand(op, 0);
    if ctx.value_type(source) == ctx.result_types(op).next()? {
        return Some(vec![FoldResult::Value(source)]);
    }
    splat_of(ctx, op, operands.first().copied().flatten())
}

/// The splat of `op`'s result type holding the value of `constant` (an integer or float
/// attribute, or a splat dense attribute).
fn splat_of(ctx: &Context, op: OpRef, constant: Option<Attribute>) -> Option<Vec<FoldResult>> {
    let constant = constant?;
    let result = ctx.result_types(op).next()?;
    let splat = if let Some(d) = constant.dyn_cast::<DenseIntOrFPElementsAttr>(ctx) {
        if !d.is_splat() {
            return None;
        }
        match d.int_values().next() {
            Some(v) if !d.element_type(ctx).isa::<FloatType>(ctx) => {
                DenseIntOrFPElementsAttr::from_ints(ctx, result, &[v])
            }
            _ => DenseIntOrFPElementsAttr::from_floats(ctx, result, &[d.float_values(ctx).next()?]),
        }
    } else if let Some(i) = constant.dyn_cast::<IntegerAttr>(ctx) {
        DenseIntOrFPElementsAttr::from_ints(ctx, result, std::slice::from_ref(&i.value))
    } else {
        let f = constant.dyn_cast::<FloatAttr>(ctx)?;
        DenseIntOrFPElementsAttr::from_floats(ctx, result, &[f.value])
    };
    splat.map(|a| vec![FoldResult::Attribute(a)])
}

/// `vector.multi_reduction` of a 1-D vector that reduces no dimension folds to its source.
pub(super) fn multi_reduction(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let r = super::MultiDimReductionOp::from_op_unchecked(op);
    let source = r.source(ctx);
    let rank = ctx.value_type(source).dyn_cast::<super::VectorType>(ctx)?.shape.len();
    (rank == 1 && !r.reduction_dims(ctx)?.contains(&0)).then(|| vec![FoldResult::Value(source)])
}

/// MLIR's folds of `vector.extract` that a folder here cannot do, since they change the op in
/// place (`foldExtractOpFromExtractChain` and `ExtractFromInsertTransposeChainState`): an
/// extract of an extract reads the first one's source at the concatenated position; an
/// extract walks back through transposes (permuting its position) and the inserts it does not
/// overlap, and reads the value inserted at its position, or its source at the walked position.
/// Then the folds through other producers ([`super::fold_extract`]).
pub(super) struct ExtractInPlaceFold;

impl oxir::rewrite::RewritePattern for ExtractInPlaceFold {
    fn root(&self) -> Option<&'static str> {
        Some(super::ExtractOp::NAME)
    }
    fn name(&self) -> &'static str {
        "ExtractOp::fold"
    }
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut oxir::rewrite::PatternRewriter<'_>) -> bool {
        if fold_constant_positions(op, rw) {
            return true;
        }
        let ctx = rw.ctx();
        let folded = extract_in_place(ctx, op)
            .or_else(|| super::fold_extract::fold_through_producer(ctx, op, static_position(ctx, op).as_deref()));
        match folded {
            Some(ExtractFold::Value(v)) => rw.replace_op(op, &[v]).is_ok(),
            Some(ExtractFold::InPlace { source, position, dynamic }) => {
                let mut operands = vec![source];
                operands.extend(dynamic);
                rw.modify_op_in_place(op, |ctx| {
                    ctx.set_operands(op, &operands);
                    super::ExtractOp::from_op_unchecked(op).set_static_position(ctx, &position);
                });
                true
            }
            None => false,
        }
    }
}

/// MLIR's `extractInsertFoldConstantOp`, the first in-place fold of `vector.extract` and
/// `vector.insert`: the dynamic indices that are constants within the dimension (or `-1`, the
/// poison index) become static ones, the others stay operands. Returns whether it changed
/// `op`.
fn fold_constant_positions(op: OpRef, rw: &mut oxir::rewrite::PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let (fixed, vector, mut position) = if ctx.op_name_text(op) == super::ExtractOp::NAME {
        let e = super::ExtractOp::from_op_unchecked(op);
        (1, e.vector(ctx), e.static_position(ctx))
    } else {
        let i = super::InsertOp::from_op_unchecked(op);
        (2, i.dest(ctx), i.static_position(ctx))
    };
    let (Some(position), Some(v)) = (position.as_mut(), ctx.value_type(vector).dyn_cast::<super::VectorType>(ctx))
    else {
        return false;
    };
    let dynamic: Vec<oxir::Value> = ctx.operands(op).skip(fixed).collect();
    if dynamic.is_empty() {
        return false;
    }
    let mut operands: Vec<oxir::Value> = ctx.operands(op).take(fixed).collect();
    let mut next = dynamic.iter();
    let mut changed = false;
    for (i, p) in position.iter_mut().enumerate() {
        if *p != oxir::builtin::types::DYNAMIC {
            continue;
        }
        let Some(&value) = next.next() else { return false };
        let constant = crate::utils::constants::const_index(ctx, value);
        match constant.zip(v.shape.get(i)) {
            Some((c, &dim)) if c >= -1 && c < dim => {
                *p = c;
                changed = true;
            }
            _ => operands.push(value),
        }
    }
    if !changed {
        return false;
    }
    let position = position.clone();
    rw.modify_op_in_place(op, |ctx| {
        ctx.set_operands(op, &operands);
        if ctx.op_name_text(op) == super::ExtractOp::NAME {
            super::ExtractOp::from_op_unchecked(op).set_static_position(ctx, &position);
        } else {
            super::InsertOp::from_op_unchecked(op).set_static_position(ctx, &position);
        }
    });
    true
}

/// MLIR's in-place fold of `vector.insert`: its constant dynamic indices made static.
pub(super) struct InsertInPlaceFold;

impl oxir::rewrite::RewritePattern for InsertInPlaceFold {
    fn root(&self) -> Option<&'static str> {
        Some(super::InsertOp::NAME)
    }
    fn name(&self) -> &'static str {
        "InsertOp::fold"
    }
    fn is_in_place_fold(&self) -> bool {
        true
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut oxir::rewrite::PatternRewriter<'_>) -> bool {
        fold_constant_positions(op, rw)
    }
}

/// The static position of an extract or insert without dynamic indices.
fn static_position(ctx: &Context, op: OpRef) -> Option<Vec<i64>> {
    let name = ctx.op_name_text(op);
    if name == super::ExtractOp::NAME {
        let e = super::ExtractOp::from_op_unchecked(op);
        return e.dynamic_position(ctx).is_empty().then(|| e.static_position(ctx)).flatten();
    }
    let i = super::InsertOp::from_op_unchecked(op);
    i.dynamic_position(ctx).is_empty().then(|| i.static_position(ctx)).flatten()
}

fn extract_in_place(ctx: &Context, op: OpRef) -> Option<ExtractFold> {
    let position = static_position(ctx, op)?;
    let source = ctx.operand(op, 0);
    let is = |v: oxir::Value, name: &str| ctx.defining_op(v).filter(|&d| ctx.op_name_text(d) == name);
    if let Some(inner) = is(source, super::ExtractOp::NAME) {
        let mut global = position.clone();
        let mut current = inner;
        // Bounded: a graph region may hold a cycle of extracts.
        for _ in 0..MAX_CHAIN {
            global.splice(0..0, static_position(ctx, current)?);
            let next = ctx.operand(current, 0);
            match is(next, super::ExtractOp::NAME) {
                Some(n) => current = n,
                None => return Some(ExtractFold::at(next, global)),
            }
        }
        return None;
    }
    let rank = ctx.value_type(source).dyn_cast::<super::VectorType>(ctx)?.shape.len();
    let mut extracted = position.len();
    // The position, then sentinels standing for the dimensions left in the result.
    let sentinels: Vec<i64> = (extracted..rank).map(|i| -(i as i64) - 1).collect();
    let mut current: Vec<i64> = position.iter().copied().chain(sentinels.iter().copied()).collect();
    let can_fold = |current: &[i64], extracted: usize| current.get(extracted..) == Some(&sentinels[..]);
    let in_place = |value: oxir::Value, current: &[i64], extracted: usize| {
        (value != source && can_fold(current, extracted)).then(|| ExtractFold::at(value, current[..extracted].to_vec()))
    };
    let mut value = source;
    for _ in 0..MAX_CHAIN {
        if let Some(t) = is(value, super::TransposeOp::NAME) {
            let perm = super::TransposeOp::from_op_unchecked(t).permutation(ctx)?;
            if perm.len() != current.len() {
                return None;
            }
            let mut next = vec![0i64; current.len()];
            for (x, &p) in perm.iter().enumerate() {
                *next.get_mut(usize::try_from(p).ok()?)? = current[x];
            }
            current = next;
            value = ctx.operand(t, 0);
            continue;
        }
        let Some(insert) = is(value, super::InsertOp::NAME) else { break };
        let inserted = static_position(ctx, insert)?;
        let stored = ctx.operand(insert, 0);
        if inserted[..] == current[..extracted] && can_fold(&current, extracted) {
            return Some(ExtractFold::Value(stored));
        }
        if inserted.len() <= current.len() && inserted[..] == current[..inserted.len()] {
            current.drain(..inserted.len());
            extracted = current.len().checked_sub(sentinels.len())?;
            return in_place(stored, &current, extracted);
        }
        let contained = current.len() <= inserted.len() && current[..] == inserted[..current.len()];
        let intersects = current.iter().zip(&inserted).all(|(&a, &b)| a < 0 || b < 0 || a == b);
        if contained || intersects {
            return None;
        }
        value = ctx.operand(insert, 1);
        if value == source {
            return None;
        }
    }
    in_place(value, &current, extracted)
}

/// How far the extract folds walk back through extracts, transposes and inserts.
pub(super) const MAX_CHAIN: usize = 1024;

/// MLIR's `ConstantMaskOp::fold`: a mask known all set (every size the dimension's, the 0-D
/// mask `[1]`) or all clear (every size 0) folds to the splat of `true` or `false`.
pub(super) fn constant_mask(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let m = super::ConstantMaskOp::from_op_unchecked(op);
    let sizes = m.mask_dim_sizes(ctx)?;
    let ty = ctx.result_types(op).next()?;
    let v = ty.dyn_cast::<super::VectorType>(ctx)?;
    let set = if v.shape.is_empty() {
        sizes.first() == Some(&1)
    } else if sizes == v.shape {
        true
    } else if sizes.iter().all(|&s| s == 0) {
        false
    } else {
        return None;
    };
    let bit = oxir::numeric::APInt::from_i64(1, i64::from(set));
    DenseIntOrFPElementsAttr::from_ints(ctx, ty, &[bit]).map(|a| vec![FoldResult::Attribute(a)])
}
