//! Vector-to-vector lowering patterns (MLIR's `LoweringPatterns.h`): `vector.step` becomes the
//! constant it stands for (`populateVectorStepLoweringPatterns`), and an n-D `vector.fma`
//! becomes (n-1)-D ones over the leading dimension (`populateVectorRankReducingFMAPattern`).

use crate::utils::constants::{arith_constant_state, zero_attr};
use crate::utils::patterns::pattern;
use crate::vector::{BroadcastOp, ExtractOp, FMAOp, InsertOp, StepOp};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::VectorType;
use oxir::numeric::APInt;
use oxir::ods::Op;
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Attribute, NamedAttribute, OpRef, OperationState, Type, Value};

/// The patterns, in the order MLIR adds them.
pub fn lowering_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern::<StepOp>("StepToArithConstantOpRewrite", lower_step),
        pattern::<FMAOp>("VectorFMAOpNDRewritePattern", lower_nd_fma),
    ]
}

/// MLIR's `BroadcastOpLowering` of a vector source (scalar sources are left to the LLVM
/// conversion): a 0-D or 1-D source into a 1-D result extracts the single element and
/// broadcasts it; a source of lower rank is broadcast to the result's rows, inserted into
/// `ub.poison` once per leading index; a source of the same rank passes through when the shapes
/// agree, else the rows (or the single leading row, when the stretched dimension is the
/// first) are broadcast one rank lower and inserted.
pub fn lower_broadcast_1d(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let source = ctx.operand(op, 0);
    let Some(src) = ctx.value_type(source).dyn_cast::<VectorType>(ctx).cloned() else { return false };
    let Some(ty) = ctx.result_types(op).next() else { return false };
    let Some(dst) = ty.dyn_cast::<VectorType>(ctx).cloned() else { return false };
    let loc = ctx.op_loc(op);
    if src.shape.len() <= 1 && dst.shape.len() == 1 {
        let position: Vec<i64> = if src.shape.is_empty() { Vec::new() } else { vec![0] };
        let element = ExtractOp::build(rw, loc, source, &[], src.element, &position);
        let b = BroadcastOp::build(rw, loc, element, ty);
        return rw.replace_op(op, &[b.into()]).is_ok();
    }
    let Some(&rows) = dst.shape.first() else { return false };
    let row_ty = rw.ctx().intern_type(VectorType {
        shape: dst.shape[1..].to_vec(),
        scalable: dst.scalable.get(1..).unwrap_or(&[]).to_vec(),
        element: dst.element,
    });
    if src.shape.len() < dst.shape.len() {
        let row: Value = BroadcastOp::build(rw, loc, source, row_ty).into();
        let mut result: Value = oxir::ub::PoisonOp::build(rw, loc, ty).into();
        for d in 0..rows {
            result = InsertOp::build(rw, loc, row, result, &[], &[d]).into();
        }
        return rw.replace_op(op, &[result]).is_ok();
    }
    if src.shape.len() != dst.shape.len() {
        return false;
    }
    let Some(m) = src.shape.iter().zip(&dst.shape).position(|(a, b)| a != b) else {
        return rw.replace_op(op, &[source]).is_ok();
    };
    let src_row = rw.ctx().intern_type(VectorType {
        shape: src.shape[1..].to_vec(),
        scalable: src.scalable.get(1..).unwrap_or(&[]).to_vec(),
        element: src.element,
    });
    let mut result: Value = oxir::ub::PoisonOp::build(rw, loc, ty).into();
    if m == 0 {
        let ext = ExtractOp::build(rw, loc, source, &[], src_row, &[0]);
        let row: Value = BroadcastOp::build(rw, loc, Value::from(ext), row_ty).into();
        for d in 0..rows {
            result = InsertOp::build(rw, loc, row, result, &[], &[d]).into();
        }
    } else {
        if dst.scalable.first().copied().unwrap_or(false) {
            return false;
        }
        for d in 0..rows {
            let ext = ExtractOp::build(rw, loc, source, &[], src_row, &[d]);
            let row: Value = BroadcastOp::build(rw, loc, Value::from(ext), row_ty).into();
            result = InsertOp::build(rw, loc, row, result, &[], &[d]).into();
        }
    }
    rw.replace_op(op, &[result]).is_ok()
}

fn create1(rw: &mut PatternRewriter<'_>, st: OperationState) -> Value {
    let op = rw.create(st);
    rw.ctx().result(op, 0)
}

/// A fixed-length `vector.step` becomes `arith.constant dense<[0, 1, ..., n-1]>`.
pub fn lower_step(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(ty) = ctx.result_types(op).next() else { return false };
    let Some(v) = ty.dyn_cast::<VectorType>(ctx) else { return false };
    if v.scalable.iter().any(|&s| s) || v.shape.len() != 1 {
        return false;
    }
    let values: Vec<APInt> = (0..v.shape[0]).map(|i| APInt::from_i64(64, i)).collect();
    let Some(dense) = DenseIntOrFPElementsAttr::from_ints(ctx, ty, &values) else { return false };
    let st = arith_constant_state(ctx, ctx.op_loc(op), dense, ty);
    rw.replace_op_with_new(op, st).is_ok()
}

/// `op` (a state of `name` with `operands` and one result of `ty`) at a static `position`.
fn positioned(
    rw: &PatternRewriter<'_>,
    name: &str,
    loc: Attribute,
    operands: &[Value],
    ty: Type,
    position: i64,
) -> OperationState {
    let ctx = rw.ctx();
    let mut st = OperationState::new(ctx.op_name(name), loc);
    st.operands.extend_from_slice(operands);
    st.result_types.push(ty);
    let pos = oxir::ods::op::i64_array(ctx, [position]);
    st.properties = Some(oxir::builtin::attributes::DictionaryAttr::get(
        ctx,
        vec![NamedAttribute { name: ctx.ident("static_position"), value: pos }],
    ));
    st
}

/// An n-D `vector.fma` (n >= 2) becomes, for each position of its leading dimension, an
/// (n-1)-D `vector.fma` of the extracted operands inserted into a zero vector.
pub fn lower_nd_fma(op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(ty) = ctx.result_types(op).next() else { return false };
    let Some(v) = ty.dyn_cast::<VectorType>(ctx).cloned() else { return false };
    if v.shape.len() < 2 {
        return false;
    }
    let loc = ctx.op_loc(op);
    let operands: Vec<Value> = ctx.operands(op).collect();
    let Some(zero) = zero_attr(rw.ctx(), v.element) else { return false };
    let zero = create1(rw, arith_constant_state(rw.ctx(), loc, zero, v.element));
    let mut st = OperationState::new(rw.ctx().op_name(BroadcastOp::NAME), loc);
    st.operands.push(zero);
    st.result_types.push(ty);
    let mut desc = create1(rw, st);
    let inner = rw.ctx().intern_type(VectorType {
        shape: v.shape[1..].to_vec(),
        scalable: v.scalable[1..].to_vec(),
        element: v.element,
    });
    for i in 0..v.shape[0] {
        let extracted: Vec<Value> = operands
            .iter()
            .map(|&o| {
                let st = positioned(rw, ExtractOp::NAME, loc, &[o], inner, i);
                create1(rw, st)
            })
            .collect();
        let mut f = OperationState::new(rw.ctx().op_name(FMAOp::NAME), loc);
        f.operands.extend_from_slice(&extracted);
        f.result_types.push(inner);
        let fma = create1(rw, f);
        let st = positioned(rw, InsertOp::NAME, loc, &[fma, desc], ty, i);
        desc = create1(rw, st);
    }
    rw.replace_op(op, &[desc]).is_ok()
}
