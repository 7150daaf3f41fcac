//! Unrolling of n-D vector ops LLVM has no n-D form of, before `convert-vector-to-llvm` converts
//! the 1-D ones: MLIR's `UnrollBitCastOp` (`populateVectorBitCastLoweringPatterns`, target rank
//! 1), `UnrollInterleaveOp` and `UnrollDeinterleaveOp` (`populateVectorInterleaveLoweringPatterns`,
//! target rank 1) and `UnrollGather` (`populateVectorGatherLoweringPatterns`). Each builds the
//! result from `ub.poison` (a zero constant for the interleaves, as MLIR) with `vector.insert`s
//! of lower-rank ops on `vector.extract`ed slices. `UnrollToElements`
//! (`populateVectorToElementsUnrollPatterns`) takes an n-D `vector.to_elements` apart along its
//! leading dimension, the elements of each slice's own `to_elements` in order.

use crate::utils::constants::{arith_constant_state, scalar_or_splat, zero_attr};
use crate::utils::patterns::pattern;
use crate::vector::{
    vector_type, BitCastOp, DeinterleaveOp, ExtractOp, GatherOp, InsertOp, InterleaveOp, ToElementsOp,
};
use oxir::builtin::types::VectorType;
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{OpRef, Value};

/// The unrolling patterns, in the order MLIR adds them.
pub fn unroll_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<BitCastOp>("UnrollBitCastOp", unroll_bitcast),
        pattern::<InterleaveOp>("UnrollInterleaveOp", unroll_interleave),
        pattern::<DeinterleaveOp>("UnrollDeinterleaveOp", unroll_deinterleave),
        pattern::<GatherOp>("UnrollGather", unroll_gather),
        pattern::<ToElementsOp>("UnrollToElements", unroll_to_elements),
    ]
}

/// MLIR's `UnrollToElements`: an n-D `to_elements` (n > 1, fixed leading dimension) becomes
/// the slices along the leading dimension (all extracted first, as MLIR's `unrollVectorValue`)
/// and one `to_elements` of each, whose elements replace the op's in order.
fn unroll_to_elements(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let source = ToElementsOp::from_op_unchecked(op).source(ctx);
    let Some(v) = ctx.value_type(source).dyn_cast::<VectorType>(ctx).cloned() else { return false };
    if v.shape.len() <= 1 || v.scalable[0] {
        return false;
    }
    let slice = vector_type(ctx, v.shape[1..].to_vec(), v.scalable[1..].to_vec(), v.element);
    let loc = ctx.op_loc(op);
    let slices: Vec<Value> =
        (0..v.shape[0]).map(|i| ExtractOp::build(rw, loc, source, &[], slice, &[i]).into()).collect();
    let mut elements = Vec::new();
    for s in slices {
        let Ok(t) = ToElementsOp::build_inferred(rw, loc, s) else { return false };
        elements.extend(rw.ctx().results(t.into()));
    }
    rw.replace_op(op, &elements).is_ok()
}

/// The leading dimensions of an n-D vector type (n > 1) to unroll to 1-D, with its trailing
/// row type; `None` for rank 0 or 1 or a scalable leading dimension (MLIR's
/// `createUnrollIterator` with target rank 1).
fn unroll_shape(ctx: &oxir::Context, t: oxir::Type) -> Option<(Vec<i64>, oxir::Type)> {
    let v = t.dyn_cast::<VectorType>(ctx)?;
    let rank = v.shape.len();
    if rank <= 1 || v.scalable[..rank - 1].iter().any(|&s| s) {
        return None;
    }
    let row = vector_type(ctx, v.shape[rank - 1..].to_vec(), v.scalable[rank - 1..].to_vec(), v.element);
    Some((v.shape[..rank - 1].to_vec(), row))
}

/// An `arith.constant` of zeros of the vector type `ty`.
fn zeros(rw: &mut PatternRewriter<'_>, loc: oxir::Attribute, ty: oxir::Type) -> Option<Value> {
    let ctx = rw.ctx();
    let element = ty.dyn_cast::<VectorType>(ctx)?.element;
    let splat = scalar_or_splat(ctx, ty, zero_attr(ctx, element)?)?;
    let st = arith_constant_state(ctx, loc, splat, ty);
    let op = rw.create(st);
    Some(rw.ctx().result(op, 0))
}

/// MLIR's `UnrollInterleaveOp`: an n-D interleave (n > 1) becomes 1-D interleaves of the
/// operands' rows, inserted into a zero vector.
fn unroll_interleave(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(ty) = ctx.result_types(op).next() else { return false };
    let Some((leading, _)) = unroll_shape(ctx, ty) else { return false };
    let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let Some((_, src_row)) = unroll_shape(ctx, ctx.value_type(lhs)) else { return false };
    let loc = ctx.op_loc(op);
    let Some(mut result) = zeros(rw, loc, ty) else { return false };
    for pos in positions(&leading) {
        let l: Value = ExtractOp::build(rw, loc, lhs, &[], src_row, &pos).into();
        let r: Value = ExtractOp::build(rw, loc, rhs, &[], src_row, &pos).into();
        let i: Value = InterleaveOp::build(rw, loc, l, r).into();
        result = InsertOp::build(rw, loc, i, result, &[], &pos).into();
    }
    rw.replace_op(op, &[result]).is_ok()
}

/// MLIR's `UnrollDeinterleaveOp`: an n-D deinterleave (n > 1) becomes 1-D deinterleaves of the
/// source's rows, their even and odd halves inserted into zero vectors.
fn unroll_deinterleave(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(ty) = ctx.result_types(op).next() else { return false };
    let Some((leading, row)) = unroll_shape(ctx, ty) else { return false };
    let source = ctx.operand(op, 0);
    let Some((_, src_row)) = unroll_shape(ctx, ctx.value_type(source)) else { return false };
    let loc = ctx.op_loc(op);
    let Some(zero) = zeros(rw, loc, ty) else { return false };
    let (mut even, mut odd) = (zero, zero);
    for pos in positions(&leading) {
        let s: Value = ExtractOp::build(rw, loc, source, &[], src_row, &pos).into();
        let d = DeinterleaveOp::build(rw, loc, s, row, row);
        let (r1, r2) = (d.res1(rw.ctx()), d.res2(rw.ctx()));
        even = InsertOp::build(rw, loc, r1, even, &[], &pos).into();
        odd = InsertOp::build(rw, loc, r2, odd, &[], &pos).into();
    }
    rw.replace_op(op, &[even, odd]).is_ok()
}

/// Every position of `shape`, row-major (MLIR's `StaticTileOffsetRange` over unit tiles).
fn positions(shape: &[i64]) -> Vec<Vec<i64>> {
    let count: i64 = shape.iter().product();
    (0..count.max(0))
        .map(|mut linear| {
            let mut pos = vec![0; shape.len()];
            for (p, &size) in pos.iter_mut().zip(shape).rev() {
                *p = linear % size;
                linear /= size;
            }
            pos
        })
        .collect()
}

/// MLIR's `UnrollBitCastOp`: an n-D `vector.bitcast` (n > 1, leading dimensions fixed) becomes,
/// for each position of the leading dimensions, a 1-D bitcast of the source's row there,
/// inserted into `ub.poison`.
fn unroll_bitcast(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(ty) = ctx.result_types(op).next() else { return false };
    let Some(res) = ty.dyn_cast::<VectorType>(ctx).cloned() else { return false };
    let source = ctx.operand(op, 0);
    let Some(src) = ctx.value_type(source).dyn_cast::<VectorType>(ctx).cloned() else { return false };
    let rank = res.shape.len();
    if rank <= 1 || res.scalable[..rank - 1].iter().any(|&s| s) {
        return false;
    }
    let loc = ctx.op_loc(op);
    let row =
        |v: &VectorType| vector_type(ctx, v.shape[rank - 1..].to_vec(), v.scalable[rank - 1..].to_vec(), v.element);
    let (src_row, res_row) = (row(&src), row(&res));
    let mut result: Value = oxir::ub::PoisonOp::build(rw, loc, ty).into();
    for pos in positions(&res.shape[..rank - 1]) {
        let e: Value = ExtractOp::build(rw, loc, source, &[], src_row, &pos).into();
        let b: Value = BitCastOp::build(rw, loc, e, res_row).into();
        result = InsertOp::build(rw, loc, b, result, &[], &pos).into();
    }
    rw.replace_op(op, &[result]).is_ok()
}

/// MLIR's `UnrollGather`: an n-D `vector.gather` (n > 1, leading dimension fixed) becomes, for
/// each index of the leading dimension, an (n-1)-D gather of the index, mask and pass-through
/// rows there (same base, offsets and alignment), inserted into `ub.poison`.
fn unroll_gather(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let g = <GatherOp as oxir::ods::Op>::from_op_unchecked(op);
    let ty = ctx.value_type(g.result(ctx));
    let Some(res) = ty.dyn_cast::<VectorType>(ctx).cloned() else { return false };
    if res.shape.len() < 2 || res.scalable[0] {
        return false;
    }
    let loc = ctx.op_loc(op);
    let (base, offsets, alignment) = (g.base(ctx), g.offsets(ctx), g.alignment(ctx).cloned());
    let slice_ty = |v: Value| -> Option<oxir::Type> {
        let t = ctx.value_type(v).dyn_cast::<VectorType>(ctx)?.clone();
        Some(vector_type(ctx, t.shape[1..].to_vec(), t.scalable[1..].to_vec(), t.element))
    };
    let (indices, mask, pass) = (g.indices(ctx), g.mask(ctx), g.pass_thru(ctx));
    let (Some(it), Some(mt), Some(pt)) = (slice_ty(indices), slice_ty(mask), slice_ty(pass)) else { return false };
    let sub = vector_type(ctx, res.shape[1..].to_vec(), res.scalable[1..].to_vec(), res.element);
    let mut result: Value = oxir::ub::PoisonOp::build(rw, loc, ty).into();
    for i in 0..res.shape[0] {
        let iv: Value = ExtractOp::build(rw, loc, indices, &[], it, &[i]).into();
        let mv: Value = ExtractOp::build(rw, loc, mask, &[], mt, &[i]).into();
        let pv: Value = ExtractOp::build(rw, loc, pass, &[], pt, &[i]).into();
        let gather = GatherOp::build(rw, loc, base, &offsets, iv, mv, pv, sub);
        if let Some(a) = alignment.clone() {
            gather.set_alignment(rw.ctx_mut(), a);
        }
        let gathered = gather.result(rw.ctx());
        result = InsertOp::build(rw, loc, gathered, result, &[], &[i]).into();
    }
    rw.replace_op(op, &[result]).is_ok()
}
