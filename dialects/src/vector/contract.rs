//! What `vector.contract` and `vector.outerproduct` mean: the indexing maps and iterator types
//! of a contraction, its contracting (reduction) and batch dimension pairs, and the verifiers
//! of both ops with MLIR's messages, in MLIR's order.

use super::verify::{same_element_type, supports_kind};
use super::{ContractionOp, IteratorType, OuterProductOp};
use oxir::affine::{AffineExpr, AffineMap};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::ArrayAttr;
use oxir::builtin::types::{IntegerType, Signedness, VectorType};
use oxir::ods::verify::op_error;
use oxir::ods::Op;
use oxir::{Context, Diagnostic, OpRef, Type};

type Verified = Result<(), Diagnostic>;

/// The indexing maps of a contraction, or the position of the first entry that is not an
/// affine map.
pub fn indexing_maps(ctx: &Context, op: OpRef) -> Result<Vec<AffineMap>, usize> {
    let Some(arr) =
        oxir::operation::op_attr_or_prop(ctx, op, "indexing_maps").and_then(|a| a.dyn_cast::<ArrayAttr>(ctx))
    else {
        return Ok(Vec::new());
    };
    arr.elements
        .iter()
        .enumerate()
        .map(|(i, e)| e.dyn_cast::<AffineMapAttr>(ctx).map(|m| m.map.clone()).ok_or(i))
        .collect()
}

/// The iterator types of a contraction.
pub fn iterator_types(ctx: &Context, op: OpRef) -> Vec<IteratorType> {
    oxir::operation::op_attr_or_prop(ctx, op, "iterator_types")
        .and_then(|a| a.dyn_cast::<ArrayAttr>(ctx))
        .map(|arr| arr.elements.iter().filter_map(|e| e.dyn_cast::<IteratorType>(ctx).copied()).collect())
        .unwrap_or_default()
}

/// The iteration dimension result `i` of `map` is (MLIR's `getDimPosition`), for a map whose
/// results are dimensions.
pub fn dim_position(map: &AffineMap, i: usize) -> Option<usize> {
    match map.results.get(i)? {
        AffineExpr::Dim(d) => Some(*d as usize),
        _ => None,
    }
}

/// The result of `map` that is iteration dimension `dim` (MLIR's `getResultIndex`).
pub fn result_index(map: &AffineMap, dim: usize) -> Option<usize> {
    (0..map.results.len()).find(|&i| dim_position(map, i) == Some(dim))
}

/// The pairs (lhs dimension, rhs dimension) of the iterators of kind `target` that appear in
/// both operands (MLIR's `getDimMap`): the contracting pairs for `Reduction`, the batch pairs
/// for `Parallel`.
pub fn dim_map(maps: &[AffineMap], iterators: &[IteratorType], target: IteratorType) -> Vec<(usize, usize)> {
    let (Some(lhs), Some(rhs)) = (maps.first(), maps.get(1)) else { return Vec::new() };
    iterators
        .iter()
        .enumerate()
        .filter(|(_, &t)| t == target)
        .filter_map(|(i, _)| Some((result_index(lhs, i)?, result_index(rhs, i)?)))
        .collect()
}

fn vector_of(ctx: &Context, t: Type) -> Option<VectorType> {
    t.dyn_cast::<VectorType>(ctx).cloned()
}

/// MLIR's `verifyDimMap`: each pair names dimensions of equal size.
fn valid_dim_map(lhs: &VectorType, rhs: &VectorType, pairs: &[(usize, usize)]) -> bool {
    pairs.iter().all(|&(l, r)| matches!((lhs.shape.get(l), rhs.shape.get(r)), (Some(a), Some(b)) if a == b))
}

/// MLIR's `verifyOutputShape`: the accumulator and result are the vector of the batch and
/// free dimensions in the order of the result map, or scalars when there is none.
fn verify_output_shape(
    ctx: &Context,
    op: OpRef,
    (lhs, rhs, acc, res): (&VectorType, &VectorType, Type, Type),
    maps: &[AffineMap],
    contracting: &[(usize, usize)],
    batch: &[(usize, usize)],
) -> Verified {
    let lhs_contracting: Vec<usize> = contracting.iter().map(|p| p.0).collect();
    let rhs_contracting: Vec<usize> = contracting.iter().map(|p| p.1).collect();
    let rhs_batch: Vec<usize> = batch.iter().map(|p| p.1).collect();
    let free_or_batch = (0..lhs.shape.len()).filter(|d| !lhs_contracting.contains(d)).count()
        + (0..rhs.shape.len()).filter(|d| !rhs_contracting.contains(d) && !rhs_batch.contains(d)).count();
    let invalid = || op_error(ctx, op, "invalid accumulator/result vector shape");
    if free_or_batch == 0 {
        if res.isa::<VectorType>(ctx) || acc.isa::<VectorType>(ctx) {
            return Err(invalid());
        }
        return Ok(());
    }
    let (Some(res_v), Some(_)) = (vector_of(ctx, res), vector_of(ctx, acc)) else { return Err(invalid()) };
    let (lhs_map, rhs_map, res_map) = (&maps[0], &maps[1], &maps[2]);
    let num_dims = lhs_map.num_dims as usize;
    let mut extents: Vec<Option<i64>> = vec![None; num_dims];
    for (v, map) in [(lhs, lhs_map), (rhs, rhs_map)] {
        for (idx, &size) in v.shape.iter().enumerate() {
            if let Some(slot) = dim_position(map, idx).and_then(|d| extents.get_mut(d)) {
                slot.get_or_insert(size);
            }
        }
    }
    if extents.iter().any(Option::is_none) {
        return Err(op_error(ctx, op, "expected all dimensions to be either a LHS or a RHS dimension"));
    }
    let shape: Vec<i64> = (0..res_map.results.len())
        .filter_map(|i| dim_position(res_map, i).and_then(|d| extents.get(d).copied().flatten()))
        .collect();
    let scalable = if res_v.scalable.len() == shape.len() { res_v.scalable.clone() } else { vec![false; shape.len()] };
    let expected = ctx.intern_type(VectorType { shape, scalable, element: res_v.element });
    if res != expected || acc != expected {
        return Err(op_error(
            ctx,
            op,
            format!("invalid accumulator/result vector shape, expected: '{}'", expected.to_text(ctx)),
        ));
    }
    Ok(())
}

/// The verifier of `vector.contract` (MLIR's `ContractionOp::verify` after the op's
/// `PredOpTrait`s).
pub(super) fn verify_contract(ctx: &Context, op: OpRef) -> Verified {
    let c = ContractionOp::from_op_unchecked(op);
    let (lhs, rhs, acc, res) = (c.lhs(ctx), c.rhs(ctx), c.acc(ctx), c.result(ctx));
    same_element_type(ctx, op, lhs, rhs, "lhs and rhs have same element type")?;
    same_element_type(ctx, op, res, acc, "third operand acc and result have same element type")?;
    let (Some(lhs_v), Some(rhs_v)) = (vector_of(ctx, ctx.value_type(lhs)), vector_of(ctx, ctx.value_type(rhs))) else {
        return Ok(());
    };
    if lhs_v.element.dyn_cast::<IntegerType>(ctx).is_some_and(|i| i.signedness != Signedness::Signless) {
        return Err(op_error(ctx, op, "only supports signless integer types"));
    }
    let maps = match indexing_maps(ctx, op) {
        Ok(maps) => maps,
        Err(i) => return Err(op_error(ctx, op, format!("expected indexing map {i} to be an affine map"))),
    };
    if maps.len() != 3 {
        return Err(op_error(ctx, op, "expected an indexing map for each vector operand"));
    }
    let iterators = iterator_types(ctx, op);
    for (index, map) in maps.iter().enumerate() {
        if map.num_symbols != 0 {
            return Err(op_error(ctx, op, format!("expected indexing map {index} to have no symbols")));
        }
        let rank =
            vector_of(ctx, ctx.value_type(ctx.operands(op).nth(index).unwrap_or(acc))).map_or(0, |v| v.shape.len());
        if map.num_dims as usize != iterators.len() {
            return Err(op_error(
                ctx,
                op,
                format!("expected indexing map {index} to have {} number of inputs", iterators.len()),
            ));
        }
        if map.results.len() != rank {
            return Err(op_error(ctx, op, format!("expected indexing map {index} to have {rank} number of outputs")));
        }
        if !map.is_projected_permutation(false) {
            return Err(op_error(
                ctx,
                op,
                format!("expected indexing map {index} to be a projected permutation of its inputs"),
            ));
        }
    }
    let contracting = dim_map(&maps, &iterators, IteratorType::Reduction);
    let batch = dim_map(&maps, &iterators, IteratorType::Parallel);
    if contracting.is_empty() {
        return Err(op_error(ctx, op, "expected at least one contracting dimension pair"));
    }
    if !valid_dim_map(&lhs_v, &rhs_v, &contracting) {
        return Err(op_error(ctx, op, "invalid contracting dimension map"));
    }
    if !valid_dim_map(&lhs_v, &rhs_v, &batch) {
        return Err(op_error(ctx, op, "invalid batch dimension map"));
    }
    let (acc_ty, res_ty) = (ctx.value_type(acc), ctx.value_type(res));
    verify_output_shape(ctx, op, (&lhs_v, &rhs_v, acc_ty, res_ty), &maps, &contracting, &batch)?;
    let element = vector_of(ctx, res_ty).map_or(res_ty, |v| v.element);
    if let Some(kind) = c.kind(ctx) {
        if !supports_kind(ctx, kind, element) {
            return Err(op_error(ctx, op, "unsupported contraction type"));
        }
    }
    Ok(())
}

/// The verifier of `vector.outerproduct` (MLIR's `OuterProductOp::verify` after the op's
/// `PredOpTrait`s).
pub(super) fn verify_outerproduct(ctx: &Context, op: OpRef) -> Verified {
    let o = OuterProductOp::from_op_unchecked(op);
    let (lhs, rhs, res) = (o.lhs(ctx), o.rhs(ctx), o.result(ctx));
    same_element_type(ctx, op, res, lhs, "lhs operand and result have same element type")?;
    same_element_type(ctx, op, res, rhs, "rhs operand and result have same element type")?;
    let (Some(l), Some(r)) = (vector_of(ctx, ctx.value_type(lhs)), vector_of(ctx, ctx.value_type(res))) else {
        return Ok(());
    };
    if l.shape.len() != 1 {
        return Err(op_error(ctx, op, "expected 1-d vector for operand #1"));
    }
    let dim_mismatch = |i: usize| op_error(ctx, op, format!("expected #{i} operand dim to match result dim #{i}"));
    match vector_of(ctx, ctx.value_type(rhs)) {
        Some(rv) => {
            if rv.shape.len() != 1 {
                return Err(op_error(ctx, op, "expected 1-d vector for operand #2"));
            }
            if r.shape.len() != 2 {
                return Err(op_error(ctx, op, "expected 2-d vector result"));
            }
            if l.shape[0] != r.shape[0] {
                return Err(dim_mismatch(1));
            }
            if rv.shape[0] != r.shape[1] {
                return Err(dim_mismatch(2));
            }
        }
        None => {
            if r.shape.len() != 1 {
                return Err(op_error(ctx, op, "expected 1-d vector result"));
            }
            if l.shape[0] != r.shape[0] {
                return Err(dim_mismatch(1));
            }
        }
    }
    if let Some(acc) = o.acc(ctx) {
        if ctx.value_type(acc) != ctx.value_type(res) {
            return Err(op_error(ctx, op, "expected operand #3 of same type as result type"));
        }
    }
    if let Some(kind) = o.kind(ctx) {
        if !supports_kind(ctx, kind, r.element) {
            return Err(op_error(ctx, op, "unsupported outerproduct type"));
        }
    }
    Ok(())
}
