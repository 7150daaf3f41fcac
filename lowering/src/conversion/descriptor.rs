//! MLIR's `MemRefDescriptor` and `UnrankedMemRefDescriptor` helpers: reading and writing the
//! fields of a memref descriptor struct (`{allocated, aligned, offset, sizes[N], strides[N]}`)
//! with `llvm.extractvalue`/`llvm.insertvalue`, and packing or unpacking the scalar fields that
//! function signatures pass.

use super::build;
use super::type_converter::LlvmTypeConverter;
use oxir::builtin::types::MemRefType;
use oxir::conversion::ConversionRewriter;
use oxir::{Attribute, Type, Value};
use oxir_dialects::llvm::{self, LLVMArrayType, LLVMStructType};

/// The type of field `pos` of the descriptor struct `desc_ty`.
fn field_type(ctx: &oxir::Context, desc_ty: Type, pos: &[i64]) -> Option<Type> {
    let mut t = desc_ty;
    for &p in pos {
        if let Some(s) = t.dyn_cast::<LLVMStructType>(ctx) {
            t = *s.elements().get(p as usize)?;
        } else {
            t = t.dyn_cast::<LLVMArrayType>(ctx)?.element;
        }
    }
    Some(t)
}

/// Extracts field `pos` of the descriptor `desc`.
pub fn extract(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, desc: Value, pos: &[i64]) -> Option<Value> {
    let ty = field_type(rw.ctx(), rw.ctx().value_type(desc), pos)?;
    Some(llvm::ExtractValueOp::build(rw, loc, desc, ty, pos).into())
}

/// Inserts `v` as field `pos` of the descriptor `desc`, returning the new descriptor.
pub fn insert(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, desc: Value, v: Value, pos: &[i64]) -> Value {
    llvm::InsertValueOp::build(rw, loc, desc, v, pos).into()
}

/// `llvm.mlir.poison` of type `ty`.
pub fn poison(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, ty: Type) -> Value {
    llvm::PoisonOp::build(rw, loc, ty).into()
}

/// MLIR's `MemRefDescriptor::pack`: a descriptor of `desc_ty` from the unpacked fields
/// (allocated, aligned, offset, sizes..., strides...), sizes and strides set pairwise.
pub fn pack_ranked(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Attribute,
    desc_ty: Type,
    rank: usize,
    values: &[Value],
) -> Value {
    let mut d = poison(rw, loc, desc_ty);
    for (i, &v) in values.iter().take(3).enumerate() {
        d = insert(rw, loc, d, v, &[i as i64]);
    }
    for i in 0..rank {
        if let Some(&s) = values.get(3 + i) {
            d = insert(rw, loc, d, s, &[3, i as i64]);
        }
        if let Some(&s) = values.get(3 + rank + i) {
            d = insert(rw, loc, d, s, &[4, i as i64]);
        }
    }
    d
}

/// MLIR's `UnrankedMemRefDescriptor::pack`: `{rank, ptr}`.
pub fn pack_unranked(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, desc_ty: Type, values: &[Value]) -> Value {
    let mut d = poison(rw, loc, desc_ty);
    for (i, &v) in values.iter().take(2).enumerate() {
        d = insert(rw, loc, d, v, &[i as i64]);
    }
    d
}

/// MLIR's `MemRefDescriptor::unpack`: allocated, aligned, offset, the sizes, the strides.
pub fn unpack_ranked(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Attribute,
    desc: Value,
    rank: usize,
) -> Option<Vec<Value>> {
    let mut out = Vec::new();
    for i in 0..3 {
        out.push(extract(rw, loc, desc, &[i])?);
    }
    for i in 0..rank {
        out.push(extract(rw, loc, desc, &[3, i as i64])?);
    }
    for i in 0..rank {
        out.push(extract(rw, loc, desc, &[4, i as i64])?);
    }
    Some(out)
}

/// MLIR's `UnrankedMemRefDescriptor::unpack`: the rank and the descriptor pointer.
pub fn unpack_unranked(rw: &mut ConversionRewriter<'_, '_>, loc: Attribute, desc: Value) -> Option<Vec<Value>> {
    Some(vec![extract(rw, loc, desc, &[0])?, extract(rw, loc, desc, &[1])?])
}

/// `llvm.mlir.constant(v : index) : iN`, the index constants the memref lowering creates.
pub fn index_const(rw: &mut ConversionRewriter<'_, '_>, conv: &LlvmTypeConverter, loc: Attribute, v: i64) -> Value {
    let ctx = rw.ctx();
    let idx = oxir::builtin::types::IndexType::get(ctx);
    let (value, ty) = (build::int_attr(ctx, idx, v), conv.index_type(ctx));
    llvm::ConstantOp::build(rw, loc, ty, value).into()
}

/// MLIR's `UnrankedMemRefDescriptor::computeSize`: the bytes of the ranked descriptor the
/// unranked descriptor `desc` points to (two pointers, then `1 + 2 * rank` indices densely packed),
/// with the rank read from `desc`.
pub fn unranked_size(
    rw: &mut ConversionRewriter<'_, '_>,
    conv: &LlvmTypeConverter,
    loc: Attribute,
    desc: Value,
) -> Option<Value> {
    let one = index_const(rw, conv, loc, 1);
    let two = index_const(rw, conv, loc, 2);
    let index_size = index_const(rw, conv, loc, i64::from(conv.index_bitwidth.div_ceil(8)));
    let ptr_size = index_const(rw, conv, loc, POINTER_BYTES);
    let two_ptrs = Value::from(llvm::MulOp::build(rw, loc, two, ptr_size));
    let rank = extract(rw, loc, desc, &[0])?;
    let two_rank = Value::from(llvm::MulOp::build(rw, loc, two, rank));
    let fields = Value::from(llvm::AddOp::build(rw, loc, two_rank, one));
    let field_bytes = Value::from(llvm::MulOp::build(rw, loc, fields, index_size));
    Some(llvm::AddOp::build(rw, loc, two_ptrs, field_bytes).into())
}

/// The size of a pointer in a ranked descriptor, in bytes (64-bit pointers in every address space,
/// as the default data layout has them).
pub const POINTER_BYTES: i64 = 8;

/// MLIR's `MemRefDescriptor::fromStaticShape`: a descriptor for a statically shaped memref
/// around one pointer (allocated and aligned), with constant offset, sizes and strides.
pub fn from_static_shape(
    rw: &mut ConversionRewriter<'_, '_>,
    conv: &LlvmTypeConverter,
    loc: Attribute,
    m: &MemRefType,
    desc_ty: Type,
    ptr: Value,
) -> Option<Value> {
    let (strides, offset) = super::type_converter::strides_and_offset(rw.ctx(), m)?;
    let mut d = poison(rw, loc, desc_ty);
    d = insert(rw, loc, d, ptr, &[0]);
    d = insert(rw, loc, d, ptr, &[1]);
    let off = index_const(rw, conv, loc, offset);
    d = insert(rw, loc, d, off, &[2]);
    for (i, &s) in m.shape.iter().enumerate() {
        let c = index_const(rw, conv, loc, s);
        d = insert(rw, loc, d, c, &[3, i as i64]);
        let c = index_const(rw, conv, loc, strides[i]);
        d = insert(rw, loc, d, c, &[4, i as i64]);
    }
    Some(d)
}
