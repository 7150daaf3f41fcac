//! The simple folders of the vector ops: casts to the same type, identity transposes,
//! extracts and inserts at no position, and broadcasts of a splat constant.

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
    let inner = ctx.defining_op(ctx.operand(op, 0)).filter(|&d| ctx.op_name_text(d) == super::BitCastOp::NAME)?;
    let source = ctx.operand(inner, 0);
    (ctx.value_type(source) == ctx.result_types(op).next()?).then(|| vec![FoldResult::Value(source)])
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

/// `vector.extract` at no position of a value of the result type folds to the value.
pub(super) fn extract(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let e = super::ExtractOp::from_op_unchecked(op);
    let source = e.vector(ctx);
    let at_nothing = e.static_position(ctx)?.is_empty();
    (at_nothing && ctx.value_type(source) == ctx.value_type(e.result(ctx))).then(|| vec![FoldResult::Value(source)])
}

/// `vector.insert` at no position of a value of the destination's type folds to the value.
pub(super) fn insert(ctx: &Context, op: OpRef, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let i = super::InsertOp::from_op_unchecked(op);
    let source = i.value_to_store(ctx);
    let at_nothing = i.static_position(ctx)?.is_empty();
    (at_nothing && ctx.value_type(source) == ctx.value_type(i.result(ctx))).then(|| vec![FoldResult::Value(source)])
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
