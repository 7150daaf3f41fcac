//! The memory ops of `convert-vector-to-llvm` (MLIR's `VectorLoadStoreConversion`): 1-D
//! `vector.load`, `vector.store`, `vector.maskedload` and `vector.maskedstore` become
//! `llvm.load`, `llvm.store`, `llvm.intr.masked.load` and `llvm.intr.masked.store` at the
//! element's address in the memref descriptor, aligned as the op says or else as the memref's
//! element (the vector, under `use-vector-alignment`). A 1-D `vector.gather` or `vector.scatter`
//! (MLIR's `VectorGatherOpConversion`, `VectorScatterOpConversion`) becomes
//! `llvm.intr.masked.gather` or `llvm.intr.masked.scatter` through a vector of pointers, the
//! `llvm.getelementptr` of the index vector from the element at the offsets.

use super::memref_to_llvm::strided_element_ptr;
use super::type_converter::LlvmTypeConverter;
use oxir::builtin::types::{FloatType, IndexType, IntegerType, MemRefType, VectorType};
use oxir::conversion::ConversionRewriter;
use oxir::operation::op_attr_or_prop;
use oxir::{Context, OpRef, Type, Value};
use oxir_dialects::llvm;
use oxir_dialects::vector;

/// Which vector memory op a pattern lowers.
#[derive(Clone, Copy)]
enum Access {
    Load,
    Store,
    MaskedLoad,
    MaskedStore,
}

/// The preferred alignment, in bytes, of a scalar or vector type under LLVM's default data
/// layout: its size rounded up to a power of two.
fn preferred_alignment(ctx: &Context, conv: &LlvmTypeConverter, t: Type) -> Option<i64> {
    let bits = |t: Type| -> Option<u64> {
        if t.isa::<IndexType>(ctx) {
            return Some(u64::from(conv.index_bitwidth));
        }
        if let Some(i) = t.dyn_cast::<IntegerType>(ctx) {
            return Some(u64::from(i.width));
        }
        t.dyn_cast::<FloatType>(ctx).map(|f| u64::from(f.kind.width()))
    };
    let total = match t.dyn_cast::<VectorType>(ctx) {
        Some(v) => bits(v.element)? * v.shape.iter().product::<i64>().max(1) as u64,
        None => bits(t)?,
    };
    Some(total.div_ceil(8).max(1).next_power_of_two() as i64)
}

/// The parts of a vector memory op: the memref, its converted descriptor, the converted
/// indices, the vector type, and the converted mask and value (pass-through or stored value).
struct Parts {
    memref: MemRefType,
    desc: Value,
    indices: Vec<Value>,
    vector: VectorType,
    mask: Option<Value>,
    value: Option<Value>,
}

/// Splits the converted operands as each op orders them (`value, base, indices` for stores,
/// `base, indices, mask, value` for masked ops).
fn parts(ctx: &Context, op: OpRef, access: Access, operands: &[Value]) -> Option<Parts> {
    let n = operands.len();
    let (base_at, idx, mask, value) = match access {
        Access::Load => (0, 1..n, None, None),
        Access::Store => (1, 2..n, None, Some(*operands.first()?)),
        Access::MaskedLoad | Access::MaskedStore => {
            (0, 1..n.checked_sub(2)?, Some(operands[n - 2]), Some(operands[n - 1]))
        }
    };
    let memref = ctx.value_type(ctx.operand(op, base_at)).dyn_cast::<MemRefType>(ctx)?.clone();
    let vector_value = match access {
        Access::Load | Access::MaskedLoad => ctx.results(op).next()?,
        Access::Store => ctx.operand(op, 0),
        Access::MaskedStore => ctx.operand(op, n - 1),
    };
    let vector = ctx.value_type(vector_value).dyn_cast::<VectorType>(ctx)?.clone();
    Some(Parts { memref, desc: *operands.get(base_at)?, indices: operands.get(idx)?.to_vec(), vector, mask, value })
}

fn lower(
    conv: &LlvmTypeConverter,
    op: OpRef,
    operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
    access: Access,
    use_vector_alignment: bool,
) -> Option<()> {
    let ctx = rw.ctx();
    let p = parts(ctx, op, access, operands)?;
    if p.vector.shape.len() > 1 {
        return None;
    }
    let explicit = op_attr_or_prop(ctx, op, "alignment")
        .and_then(|a| a.dyn_cast::<oxir::builtin::attributes::IntegerAttr>(ctx).and_then(|i| i.value.try_to_i64()))
        .filter(|&a| a != 0);
    let vector_ty = ctx.intern_type(p.vector.clone());
    let align = match explicit {
        Some(a) => a,
        None if use_vector_alignment => preferred_alignment(ctx, conv, vector_ty)?,
        None => preferred_alignment(ctx, conv, conv.convert(ctx, p.memref.element)?)?,
    };
    let llvm_vector = conv.convert(ctx, vector_ty)?;
    let nontemporal = op_attr_or_prop(ctx, op, "nontemporal")
        .and_then(|a| a.dyn_cast::<oxir::builtin::attributes::IntegerAttr>(ctx))
        .is_some_and(|i| !i.value.is_zero());
    let loc = ctx.op_loc(op);
    let ptr = strided_element_ptr(conv, rw, loc, &p.memref, p.desc, &p.indices, 0)?;
    let align32 = llvm::i32_attr(rw.ctx(), align);
    match access {
        Access::Load => {
            let l = llvm::LoadOp::build(rw, loc, ptr, llvm_vector);
            l.set_alignment(rw.ctx_mut(), align);
            l.set_nontemporal(rw.ctx_mut(), nontemporal);
            rw.replace_op(op, &[l.into()]).ok()
        }
        Access::Store => {
            let s = llvm::StoreOp::build(rw, loc, p.value?, ptr);
            s.set_alignment(rw.ctx_mut(), align);
            s.set_nontemporal(rw.ctx_mut(), nontemporal);
            rw.replace_op(op, &[]).ok()
        }
        Access::MaskedLoad => {
            let l = llvm::MaskedLoadOp::build(rw, loc, ptr, p.mask?, &[p.value?], llvm_vector, align32);
            rw.replace_op(op, &[l.into()]).ok()
        }
        Access::MaskedStore => {
            llvm::MaskedStoreOp::build(rw, loc, p.value?, ptr, p.mask?, align32);
            rw.replace_op(op, &[]).ok()
        }
    }
}

/// Gather or scatter.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Indexed {
    Gather,
    Scatter,
}

/// The gather and scatter lowering: operands `base, offsets, indices, mask, pass_thru` (gather)
/// or `..., mask, valueToStore` (scatter), the vector 1-D and the memref's innermost stride 1.
fn lower_indexed(
    conv: &LlvmTypeConverter,
    op: OpRef,
    operands: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
    kind: Indexed,
    use_vector_alignment: bool,
) -> Option<()> {
    let ctx = rw.ctx();
    let memref = ctx.value_type(ctx.operand(op, 0)).dyn_cast::<MemRefType>(ctx)?.clone();
    let n = operands.len();
    let value_at = n.checked_sub(1)?;
    let vector_value = match kind {
        Indexed::Gather => ctx.results(op).next()?,
        Indexed::Scatter => ctx.operand(op, value_at),
    };
    let vector_ty = ctx.value_type(vector_value);
    let vector = vector_ty.dyn_cast::<VectorType>(ctx)?.clone();
    if vector.shape.len() != 1 {
        return None;
    }
    let (strides, _) = super::type_converter::strides_and_offset(ctx, &memref)?;
    if strides.last().is_some_and(|&s| s != 1) {
        return None;
    }
    let explicit = op_attr_or_prop(ctx, op, "alignment")
        .and_then(|a| a.dyn_cast::<oxir::builtin::attributes::IntegerAttr>(ctx).and_then(|i| i.value.try_to_i64()))
        .filter(|&a| a != 0);
    let align = match explicit {
        Some(a) => a,
        None if use_vector_alignment => preferred_alignment(ctx, conv, vector_ty)?,
        None => preferred_alignment(ctx, conv, conv.convert(ctx, memref.element)?)?,
    };
    let elem = conv.convert(ctx, memref.element)?;
    let llvm_vector = conv.convert(ctx, vector_ty)?;
    let (desc, offsets) = (*operands.first()?, operands.get(1..n.checked_sub(3)?)?.to_vec());
    let (indices, mask, value) = (operands[n - 3], operands[n - 2], operands[n - 1]);
    let loc = ctx.op_loc(op);
    let ptr = strided_element_ptr(conv, rw, loc, &memref, desc, &offsets, 0)?;
    let ctx = rw.ctx();
    let ptr_ty = ctx.value_type(ptr);
    let ptrs_ty =
        ctx.intern_type(VectorType { shape: vector.shape.clone(), scalable: vector.scalable.clone(), element: ptr_ty });
    let raw = [llvm::GEP_DYNAMIC_INDEX];
    let ptrs: Value = llvm::GEPOp::build(rw, loc, ptr, &[indices], ptrs_ty, &raw, elem).into();
    let align32 = llvm::i32_attr(rw.ctx(), align);
    match kind {
        Indexed::Gather => {
            let g = llvm::MaskedGatherOp::build(rw, loc, ptrs, mask, &[value], llvm_vector, align32);
            rw.replace_op(op, &[g.into()]).ok()
        }
        Indexed::Scatter => {
            llvm::MaskedScatterOp::build(rw, loc, value, ptrs, mask, align32);
            rw.replace_op(op, &[]).ok()
        }
    }
}

/// `vector.gather` to LLVM.
fn gather(c: &LlvmTypeConverter, op: OpRef, o: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    lower_indexed(c, op, o, rw, Indexed::Gather, false)
}

/// `vector.gather` to LLVM, aligned to the vector type.
fn gather_vector_aligned(
    c: &LlvmTypeConverter,
    op: OpRef,
    o: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> Option<()> {
    lower_indexed(c, op, o, rw, Indexed::Gather, true)
}

/// `vector.scatter` to LLVM.
fn scatter(c: &LlvmTypeConverter, op: OpRef, o: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
    lower_indexed(c, op, o, rw, Indexed::Scatter, false)
}

/// `vector.scatter` to LLVM, aligned to the vector type.
fn scatter_vector_aligned(
    c: &LlvmTypeConverter,
    op: OpRef,
    o: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> Option<()> {
    lower_indexed(c, op, o, rw, Indexed::Scatter, true)
}

macro_rules! access_fns {
    ($($name:ident, $aligned:ident => $access:ident;)*) => {$(
        #[doc = concat!("`vector.", stringify!($name), "` to LLVM.")]
        pub(super) fn $name(c: &LlvmTypeConverter, op: OpRef, o: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
            lower(c, op, o, rw, Access::$access, false)
        }
        #[doc = concat!("`vector.", stringify!($name), "` to LLVM, aligned to the vector type.")]
        pub(super) fn $aligned(c: &LlvmTypeConverter, op: OpRef, o: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
            lower(c, op, o, rw, Access::$access, true)
        }
    )*};
}

access_fns! {
    load, load_vector_aligned => Load;
    store, store_vector_aligned => Store;
    masked_load, masked_load_vector_aligned => MaskedLoad;
    masked_store, masked_store_vector_aligned => MaskedStore;
}

/// The roots and rewrites of the memory patterns.
pub(super) fn memory_rewrites(use_vector_alignment: bool) -> [(&'static str, super::vector_to_llvm::Rewrite); 6] {
    use oxir::ods::Op;
    if use_vector_alignment {
        [
            (vector::LoadOp::NAME, load_vector_aligned),
            (vector::StoreOp::NAME, store_vector_aligned),
            (vector::MaskedLoadOp::NAME, masked_load_vector_aligned),
            (vector::MaskedStoreOp::NAME, masked_store_vector_aligned),
            (vector::GatherOp::NAME, gather_vector_aligned),
            (vector::ScatterOp::NAME, scatter_vector_aligned),
        ]
    } else {
        [
            (vector::LoadOp::NAME, load),
            (vector::StoreOp::NAME, store),
            (vector::MaskedLoadOp::NAME, masked_load),
            (vector::MaskedStoreOp::NAME, masked_store),
            (vector::GatherOp::NAME, gather),
            (vector::ScatterOp::NAME, scatter),
        ]
    }
}
