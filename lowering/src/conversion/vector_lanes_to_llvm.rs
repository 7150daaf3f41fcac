//! The lane-moving vector ops in `convert-vector-to-llvm`: 1-D `vector.interleave` and
//! `vector.deinterleave` (MLIR's `VectorInterleaveOpLowering`, `VectorDeinterleaveOpLowering`:
//! `llvm.shufflevector` for fixed lengths, `llvm.intr.vector.(de)interleave2` for scalable ones),
//! `vector.scalable.insert`/`extract` (`llvm.intr.vector.insert`/`extract`) and
//! `vector.expandload`/`compressstore` (`llvm.intr.masked.expandload`/`compressstore` at the
//! element's address).

use super::memref_to_llvm::strided_element_ptr;
use super::type_converter::LlvmTypeConverter;
use oxir::builtin::attributes::{ArrayAttr, DictionaryAttr, IntegerAttr};
use oxir::builtin::types::{MemRefType, VectorType};
use oxir::conversion::ConversionRewriter;
use oxir::ods::Op;
use oxir::NamedAttribute;
use oxir::{OpRef, Type, Value};
use oxir_dialects::llvm::{self, LLVMStructType};
use oxir_dialects::vector;

fn vector_of(ctx: &oxir::Context, t: Type) -> Option<VectorType> {
    t.dyn_cast::<VectorType>(ctx).cloned()
}

/// `llvm.shufflevector %a, %b [mask]` of result type `ty`.
fn shuffle(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: oxir::Attribute,
    a: Value,
    b: Value,
    mask: &[i32],
    ty: Type,
) -> Value {
    llvm::ShuffleVectorOp::build(rw, loc, a, b, ty, mask).into()
}

/// The first result of `op` when it is a 1-D vector, and its converted type.
fn one_d_result(conv: &LlvmTypeConverter, ctx: &oxir::Context, op: OpRef) -> Option<(VectorType, Type)> {
    let result = ctx.result_types(op).next()?;
    let v = vector_of(ctx, result)?;
    if v.shape.len() != 1 {
        return None;
    }
    Some((v, conv.convert(ctx, result)?))
}

/// A 1-D interleave (0-D operands converted to one-element vectors).
pub(super) fn interleave(
    conv: &LlvmTypeConverter,
    op: OpRef,
    operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> Option<()> {
    let ctx = rw.ctx();
    let (v, ty) = one_d_result(conv, ctx, op)?;
    let loc = ctx.op_loc(op);
    let (lhs, rhs) = (*operands.first()?, *operands.get(1)?);
    let out: Value = if v.scalable[0] {
        llvm::VectorInterleave2Op::build(rw, loc, lhs, rhs, ty).into()
    } else {
        let half = (v.shape[0] / 2) as i32;
        let mask: Vec<i32> = (0..half).flat_map(|i| [i, half + i]).collect();
        shuffle(rw, loc, lhs, rhs, &mask, ty)
    };
    rw.replace_op(op, &[out]).ok()
}

/// A 1-D deinterleave: the even and odd lanes.
pub(super) fn deinterleave(
    conv: &LlvmTypeConverter,
    op: OpRef,
    operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> Option<()> {
    let ctx = rw.ctx();
    let (v, ty) = one_d_result(conv, ctx, op)?;
    let source_ty = ctx.value_type(ctx.operand(op, 0));
    let n = vector_of(ctx, source_ty)?.shape.first().copied()? as i32;
    let loc = ctx.op_loc(op);
    let source = *operands.first()?;
    if v.scalable[0] {
        let packed = LLVMStructType::literal(rw.ctx(), vec![ty, ty], false);
        let d: Value = llvm::VectorDeinterleave2Op::build(rw, loc, source, packed).into();
        let even: Value = llvm::ExtractValueOp::build(rw, loc, d, ty, &[0]).into();
        let odd: Value = llvm::ExtractValueOp::build(rw, loc, d, ty, &[1]).into();
        return rw.replace_op(op, &[even, odd]).ok();
    }
    // As MLIR, the poison has the source's own vector type.
    let poison: Value = llvm::PoisonOp::build(rw, loc, source_ty).into();
    let evens: Vec<i32> = (0..n).filter(|i| i % 2 == 0).collect();
    let odds: Vec<i32> = (0..n).filter(|i| i % 2 == 1).collect();
    let even = shuffle(rw, loc, source, poison, &evens, ty);
    let odd = shuffle(rw, loc, source, poison, &odds, ty);
    rw.replace_op(op, &[even, odd]).ok()
}

/// `vector.scalable.insert` to `llvm.intr.vector.insert`.
pub(super) fn scalable_insert(
    _conv: &LlvmTypeConverter,
    op: OpRef,
    operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> Option<()> {
    let ctx = rw.ctx();
    let pos = vector::ScalableInsertOp::from_op_unchecked(op).pos(ctx)?.clone();
    let loc = ctx.op_loc(op);
    let (sub, dest) = (*operands.first()?, *operands.get(1)?);
    let v = llvm::VectorInsertOp::build(rw, loc, dest, sub, pos);
    rw.replace_op(op, &[v.into()]).ok()
}

/// `vector.scalable.extract` to `llvm.intr.vector.extract`.
pub(super) fn scalable_extract(
    conv: &LlvmTypeConverter,
    op: OpRef,
    operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> Option<()> {
    let ctx = rw.ctx();
    let pos = vector::ScalableExtractOp::from_op_unchecked(op).pos(ctx)?.clone();
    let ty = conv.convert(ctx, ctx.result_types(op).next()?)?;
    let loc = ctx.op_loc(op);
    let v = llvm::VectorExtractOp::build(rw, loc, *operands.first()?, ty, pos);
    rw.replace_op(op, &[v.into()]).ok()
}

/// `vector.expandload` (operands `base, indices, mask, pass_thru`) or `vector.compressstore`
/// (`base, indices, mask, valueToStore`) at the element's address.
fn expand_compress(
    conv: &LlvmTypeConverter,
    op: OpRef,
    operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
    expand: bool,
) -> Option<()> {
    let ctx = rw.ctx();
    let memref = ctx.value_type(ctx.operand(op, 0)).dyn_cast::<MemRefType>(ctx)?.clone();
    let n = operands.len();
    let (desc, indices) = (*operands.first()?, operands.get(1..n.checked_sub(2)?)?.to_vec());
    let (mask, value) = (operands[n - 2], operands[n - 1]);
    let loc = ctx.op_loc(op);
    let alignment = ctx.op_property(op, "alignment").or_else(|| ctx.op_attr(op, "alignment"));
    let ptr = strided_element_ptr(conv, rw, loc, &memref, desc, &indices, 0)?;
    // The op's alignment becomes the pointer parameter's `llvm.align` (the pointer is the
    // first operand of the expanding load, the second of the compressing store).
    let arg_attrs =
        alignment.and_then(|a| a.dyn_cast::<IntegerAttr>(rw.ctx()).map(|i| i.value.low_u64())).map(|align| {
            let ctx = rw.ctx_mut();
            let i64_ty = oxir::builtin::types::IntegerType::get(ctx, 64);
            let align = IntegerAttr::from_i64(ctx, i64_ty, align as i64);
            let aligned =
                DictionaryAttr::get(ctx, vec![NamedAttribute { name: ctx.ident("llvm.align"), value: align }]);
            let empty = DictionaryAttr::get(ctx, Vec::new());
            let ptr_index = usize::from(!expand);
            let dicts = (0..3).map(|i| if i == ptr_index { aligned } else { empty }).collect();
            ArrayAttr::get(ctx, dicts)
        });
    if expand {
        let ty = conv.convert(rw.ctx(), rw.ctx().result_types(op).next()?)?;
        let l = llvm::MaskedExpandLoadOp::build(rw, loc, ptr, mask, value, ty);
        if let Some(attrs) = arg_attrs {
            l.set_arg_attrs(rw.ctx_mut(), attrs);
        }
        rw.replace_op(op, &[l.into()]).ok()
    } else {
        let s = llvm::MaskedCompressStoreOp::build(rw, loc, value, ptr, mask);
        if let Some(attrs) = arg_attrs {
            s.set_arg_attrs(rw.ctx_mut(), attrs);
        }
        rw.replace_op(op, &[]).ok()
    }
}

/// `vector.expandload` to `llvm.intr.masked.expandload`.
pub(super) fn expand_load(
    conv: &LlvmTypeConverter,
    op: OpRef,
    operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> Option<()> {
    expand_compress(conv, op, operands, rw, true)
}

/// `vector.compressstore` to `llvm.intr.masked.compressstore`.
pub(super) fn compress_store(
    conv: &LlvmTypeConverter,
    op: OpRef,
    operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> Option<()> {
    expand_compress(conv, op, operands, rw, false)
}

/// The roots and rewrites of these patterns.
pub(super) fn lane_rewrites() -> [(&'static str, super::vector_to_llvm::Rewrite); 6] {
    [
        (vector::InterleaveOp::NAME, interleave),
        (vector::DeinterleaveOp::NAME, deinterleave),
        (vector::ScalableInsertOp::NAME, scalable_insert),
        (vector::ScalableExtractOp::NAME, scalable_extract),
        (vector::ExpandLoadOp::NAME, expand_load),
        (vector::CompressStoreOp::NAME, compress_store),
    ]
}
