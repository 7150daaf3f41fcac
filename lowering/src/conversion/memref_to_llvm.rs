//! `finalize-memref-to-llvm`: MLIR's `MemRefToLLVM` conversion for the memref ops that remain
//! after `expand-strided-metadata`. Allocations build a descriptor around `malloc` (with
//! manual alignment when asked) or `llvm.alloca`; `dealloc` frees the allocated pointer;
//! loads and stores address `aligned + offset + sum(index * stride)` with
//! `getelementptr inbounds|nuw`; `dim` reads the size array; `cast` between ranked types keeps
//! the descriptor.

use super::build;
use super::descriptor::{self, index_const};
use super::pattern::llvm_target;
use super::type_converter::{strides_and_offset, LlvmTypeConverter};
use oxir::builtin::attributes::{IntegerAttr, StringAttr, TypeAttr};
use oxir::builtin::ops::{ModuleOp, UnrealizedConversionCastOp};
use oxir::builtin::types::{MemRefType, UnrankedMemRefType, DYNAMIC};
use oxir::conversion::{apply_partial_conversion, op_attr_or_prop, ConversionPattern, ConversionRewriter};
use oxir::diagnostics::Diagnostic;
use oxir::ods::{Dialect as _, Op};
use oxir::pass::options::OptionValue;
use oxir::pass::Pass;
use oxir::symbol_table::lookup_symbol_in;
use oxir::{Attribute, Builder, Context, OpRef, Type, Value};
use oxir_dialects::llvm::{LLVMFunctionType, LLVMPointerType, LLVMVoidType};
use oxir_dialects::{arith, llvm, memref};
use std::sync::Arc;

/// `inbounds|nuw`: the no-wrap flags of the address computation of loads and stores.
const GEP_INBOUNDS_NUW: i64 = 7;

fn memref_of(ctx: &Context, t: Type) -> Option<MemRefType> {
    t.dyn_cast::<MemRefType>(ctx).cloned()
}

/// The nearest enclosing symbol table (the module) of `op`.
pub(super) fn symbol_table_of(ctx: &Context, op: OpRef) -> Option<OpRef> {
    let mut cur = ctx.op_parent_op(op);
    while let Some(p) = cur {
        if ctx.isa_op::<ModuleOp>(p) {
            return Some(p);
        }
        cur = ctx.op_parent_op(p);
    }
    None
}

pub(super) fn sym_name(ctx: &Context, op: OpRef) -> Option<String> {
    let a = op_attr_or_prop(ctx, op, "sym_name")?;
    Some(String::from_utf8_lossy(&a.dyn_cast::<StringAttr>(ctx)?.value).into_owned())
}

/// MLIR's `lookupOrCreateFn` for the runtime functions a lowering calls (`malloc`, `free`, the
/// print functions, ...): the name to call. An `llvm.func` of that name must have the expected
/// type (otherwise MLIR's error on it, and `None`); a missing function is declared at the start of
/// the module, under a fresh name (`free_0`) when another kind of symbol holds the name.
pub fn lookup_or_create_fn(
    rw: &mut ConversionRewriter<'_, '_>,
    from: OpRef,
    name: &str,
    params: Vec<Type>,
    result: Type,
) -> Option<String> {
    let module = symbol_table_of(rw.ctx(), from)?;
    let body = rw.ctx().region_entry_block(*rw.ctx().op_regions(module).first()?)?;
    let ctx = rw.ctx();
    let fty = LLVMFunctionType::get(ctx, result, params, false);
    let existing = lookup_symbol_in(ctx, module, name);
    if let Some(f) = existing.and_then(|o| ctx.cast_op::<llvm::LLVMFuncOp>(o)) {
        let found = f.function_type(ctx).map(|t| t.ty);
        if found == Some(fty) {
            return Some(name.to_string());
        }
        let shown = found.map(|t| t.to_text(ctx)).unwrap_or_default();
        let loc = ctx.op_loc(f.op());
        let generic = oxir::verifier::format_op_for_diagnostic(ctx, f.op());
        rw.ctx_mut().emit(
            Diagnostic::error(
                loc,
                format!("redefinition of reserved function '{name}' of different type '{shown}' is prohibited"),
            )
            .with_note(loc, format!("see current operation: {generic}")),
        );
        return None;
    }
    // The name MLIR's symbol table gives a symbol inserted under a taken name.
    let unique = match existing {
        None => name.to_string(),
        Some(_) => (0..).map(|k| format!("{name}_{k}")).find(|n| lookup_symbol_in(ctx, module, n).is_none())?,
    };
    let loc = ctx.op_loc(module);
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_start(body);
    llvm::LLVMFuncOp::build(rw, loc, unique.as_str(), fty);
    rw.restore_insertion_point(saved);
    Some(unique)
}

/// MLIR's `getMemRefDescriptorSizes`: the sizes (constants or the dynamic size operands), the
/// strides of the identity layout, and the total number of elements (or bytes).
fn descriptor_sizes(
    rw: &mut ConversionRewriter<'_, '_>,
    conv: &LlvmTypeConverter,
    loc: Attribute,
    m: &MemRefType,
    dynamic: &[Value],
    in_bytes: bool,
) -> Option<(Vec<Value>, Vec<Value>, Value)> {
    let mut sizes = Vec::new();
    let mut dyn_iter = dynamic.iter();
    for &s in &m.shape {
        sizes.push(if s == DYNAMIC { *dyn_iter.next()? } else { index_const(rw, conv, loc, s) });
    }
    let rank = m.shape.len();
    let mut strides = vec![None; rank];
    let mut stride: i64 = 1;
    let mut running = index_const(rw, conv, loc, 1);
    for i in (0..rank).rev() {
        strides[i] = Some(running);
        let static_size = m.shape[i];
        let use_size = stride == 1;
        if static_size == DYNAMIC {
            stride = DYNAMIC;
        }
        if stride != DYNAMIC {
            stride = stride.saturating_mul(static_size);
        }
        running = if use_size {
            sizes[i]
        } else if stride == DYNAMIC {
            Value::from(llvm::MulOp::build(rw, loc, running, sizes[i]))
        } else {
            index_const(rw, conv, loc, stride)
        };
    }
    let strides: Vec<Value> = strides.into_iter().collect::<Option<_>>()?;
    let size = if in_bytes {
        let elem = conv.convert(rw.ctx(), m.element)?;
        let p = LLVMPointerType::get(rw.ctx(), 0);
        let null = Value::from(llvm::ZeroOp::build(rw, loc, p));
        let g = gep(rw, loc, null, &[running], elem, 0);
        let it = conv.index_type(rw.ctx());
        Value::from(llvm::PtrToIntOp::build(rw, loc, g, it))
    } else {
        running
    };
    Some((sizes, strides, size))
}

/// `llvm.getelementptr %base[indices] : (...) -> !llvm.ptr, elem` with dynamic indices.
fn gep(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Attribute,
    base: Value,
    indices: &[Value],
    elem: Type,
    flags: i64,
) -> Value {
    let ty = rw.ctx().value_type(base);
    let raw = vec![llvm::GEP_DYNAMIC_INDEX; indices.len()];
    let g = llvm::GEPOp::build(rw, loc, base, indices, ty, &raw, elem);
    if flags != 0 {
        g.set_no_wrap_flags(rw.ctx_mut(), llvm::GEPNoWrapFlags(flags));
    }
    g.into()
}

/// `llvm.getelementptr %base[c0, c1, ...]` with constant indices.
fn gep_const(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Attribute,
    base: Value,
    indices: &[i32],
    elem: Type,
    ty: Type,
) -> Value {
    llvm::GEPOp::build(rw, loc, base, &[], ty, indices, elem).into()
}

/// `llvm.call @callee(args)`, with one result of type `result` when given.
pub(super) fn call(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Attribute,
    callee: &str,
    args: &[Value],
    result: Option<Type>,
) -> llvm::CallOp {
    let c = llvm::CallOp::build(rw, loc, args, &[], result);
    c.set_callee(rw.ctx_mut(), callee);
    c
}

/// `llvm.alloca` of `size` elements of `elem` (with `alignment` unless 0), a pointer of type `ty`.
fn alloca(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Attribute,
    size: Value,
    ty: Type,
    elem: Type,
    alignment: i64,
) -> Value {
    let a = llvm::AllocaOp::build(rw, loc, size, ty, elem);
    if alignment != 0 {
        a.set_alignment(rw.ctx_mut(), alignment);
    }
    a.into()
}

/// The first element of a dense attribute as a scalar attribute (the splat value of a 0-D
/// global's initializer).
fn first_element(ctx: &Context, d: &oxir::builtin::dense::DenseIntOrFPElementsAttr) -> Option<Attribute> {
    let e = d.element_type(ctx);
    if e.isa::<oxir::builtin::types::FloatType>(ctx) {
        let v = d.float_values(ctx).next()?;
        return Some(oxir::builtin::attributes::FloatAttr::get(ctx, e, v));
    }
    let v = d.int_values().next()?;
    Some(IntegerAttr::get(ctx, e, v))
}

/// MLIR's `convertGlobalMemrefTypeToLLVM`: nested arrays of the element type.
fn global_type(ctx: &Context, conv: &LlvmTypeConverter, m: &MemRefType) -> Option<Type> {
    let mut t = conv.convert(ctx, m.element)?;
    for &d in m.shape.iter().rev() {
        t = oxir_dialects::llvm::LLVMArrayType::get(ctx, t, d.max(0) as u64);
    }
    Some(t)
}

/// A ranked descriptor as an unranked one: the descriptor is stored on the stack (MLIR's
/// `promoteOneMemRefDescriptor`) and `{rank, pointer}` is built.
fn make_unranked(
    rw: &mut ConversionRewriter<'_, '_>,
    conv: &LlvmTypeConverter,
    loc: Attribute,
    desc: Value,
    rank: i64,
    unranked_ty: Type,
    copy_style: bool,
) -> Value {
    // `memref.copy` makes the rank (an integer of the index type) first; `memref.cast` after
    // the stack copy, as an index constant.
    let early_rank = copy_style.then(|| {
        let ctx = rw.ctx();
        let it = conv.index_type(ctx);
        let value = build::int_attr(ctx, it, rank);
        Value::from(llvm::ConstantOp::build(rw, loc, it, value))
    });
    let ctx = rw.ctx();
    let i64t = oxir::builtin::types::IntegerType::get(ctx, 64);
    let idx = oxir::builtin::types::IndexType::get(ctx);
    let value = build::int_attr(ctx, idx, 1);
    let one = Value::from(llvm::ConstantOp::build(rw, loc, i64t, value));
    let p0 = LLVMPointerType::get(rw.ctx(), 0);
    let dt = rw.ctx().value_type(desc);
    let ptr = alloca(rw, loc, one, p0, dt, 0);
    llvm::StoreOp::build(rw, loc, desc, ptr);
    let r = match early_rank {
        Some(r) => r,
        None => index_const(rw, conv, loc, rank),
    };
    let mut d = descriptor::poison(rw, loc, unranked_ty);
    d = descriptor::insert(rw, loc, d, r, &[0]);
    descriptor::insert(rw, loc, d, ptr, &[1])
}

/// Whether `memref.copy` may use `memcpy` on `m`: an identity layout, or a static, non-empty
/// shape laid out contiguously row-major (MLIR's `isStaticShapeAndContiguousRowMajor`).
fn contiguous_memref(ctx: &Context, m: &MemRefType) -> bool {
    if identity_layout(ctx, m) {
        return true;
    }
    if m.shape.contains(&DYNAMIC) || m.shape.iter().product::<i64>() <= 0 {
        return false;
    }
    let Some((strides, _)) = strides_and_offset(ctx, m) else { return false };
    let mut running = 1i64;
    let mut dim = strides.len() as i64 - 1;
    while dim >= 0 && strides[dim as usize] == running {
        running = running.saturating_mul(m.shape[dim as usize]);
        dim -= 1;
    }
    while dim >= 0 && m.shape[dim as usize] == 1 {
        dim -= 1;
    }
    dim < 0
}

/// MLIR's `createMemRefDescriptor`.
#[allow(clippy::too_many_arguments)]
fn create_descriptor(
    rw: &mut ConversionRewriter<'_, '_>,
    conv: &LlvmTypeConverter,
    loc: Attribute,
    desc_ty: Type,
    allocated: Value,
    aligned: Value,
    sizes: &[Value],
    strides: &[Value],
) -> Value {
    let mut d = descriptor::poison(rw, loc, desc_ty);
    d = descriptor::insert(rw, loc, d, allocated, &[0]);
    d = descriptor::insert(rw, loc, d, aligned, &[1]);
    let zero = index_const(rw, conv, loc, 0);
    d = descriptor::insert(rw, loc, d, zero, &[2]);
    for (i, &s) in sizes.iter().enumerate() {
        d = descriptor::insert(rw, loc, d, s, &[3, i as i64]);
    }
    for (i, &s) in strides.iter().enumerate() {
        d = descriptor::insert(rw, loc, d, s, &[4, i as i64]);
    }
    d
}

fn identity_layout(ctx: &Context, m: &MemRefType) -> bool {
    match m.layout {
        None => true,
        Some(l) => l.dyn_cast::<oxir::builtin::affine_attrs::AffineMapAttr>(ctx).is_some_and(|a| a.map.is_identity()),
    }
}

#[derive(Clone, Copy)]
enum Kind {
    Alloc,
    Alloca,
    Dealloc,
    Load,
    Store,
    Dim,
    Cast,
    Rank,
    ExtractAlignedPointer,
    AssumeAlignment,
    ExtractStridedMetadata,
    Global,
    GetGlobal,
    Copy,
    View,
    Transpose,
    AtomicRmw,
    AllocaScope,
    GenericAtomicRmw,
    ReinterpretCast,
    Reshape,
    MemorySpaceCast,
    Prefetch,
}

/// How `memref.alloc` and `memref.dealloc` get and release memory: the options
/// `use-aligned-alloc` and `use-generic-functions` of `finalize-memref-to-llvm`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct AllocOptions {
    /// `aligned_alloc(alignment, size)` instead of `malloc` and an aligned pointer computed by hand.
    pub aligned_alloc: bool,
    /// MLIR's generic allocation functions (`_mlir_memref_to_llvm_alloc`,
    /// `_mlir_memref_to_llvm_aligned_alloc`, `_mlir_memref_to_llvm_free`) instead of the C library's.
    pub generic_functions: bool,
}

impl AllocOptions {
    /// The name of the allocation, aligned-allocation or deallocation function.
    fn function(self, c_name: &'static str) -> &'static str {
        match (self.generic_functions, c_name) {
            (false, name) => name,
            (true, "malloc") => "_mlir_memref_to_llvm_alloc",
            (true, "aligned_alloc") => "_mlir_memref_to_llvm_aligned_alloc",
            (true, _) => "_mlir_memref_to_llvm_free",
        }
    }
}

/// MLIR's smallest `aligned_alloc` alignment when the op names none (`kMinAlignedAllocAlignment`).
const MIN_ALIGNED_ALLOC_ALIGNMENT: i64 = 16;

struct MemRefPattern {
    root: &'static str,
    kind: Kind,
    conv: LlvmTypeConverter,
    alloc: AllocOptions,
}

impl MemRefPattern {
    /// `memref.alloc` through `aligned_alloc` (MLIR's `AlignedAllocOpLowering`): the op's
    /// alignment or else the element size rounded up to a power of two, at least 16; the size
    /// rounded up to a multiple of the alignment unless the static part already is one.
    #[allow(clippy::too_many_arguments)]
    fn aligned_alloc(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        op: OpRef,
        m: &MemRefType,
        align: Option<i64>,
        size: Value,
        space: u32,
        desc_ty: Type,
        sizes: &[Value],
        strides: &[Value],
    ) -> Option<()> {
        let conv = &self.conv;
        let loc = rw.ctx().op_loc(op);
        let elem_bytes = element_size_in_bytes(rw.ctx(), conv, m.element)?;
        let alignment = align
            .unwrap_or_else(|| MIN_ALIGNED_ALLOC_ALIGNMENT.max((elem_bytes.max(1) as u64).next_power_of_two() as i64));
        let static_bytes = m.shape.iter().filter(|&&d| d != DYNAMIC).fold(elem_bytes, |acc, &d| acc.wrapping_mul(d));
        let a = index_const(rw, conv, loc, alignment);
        let mut bytes = size;
        if alignment == 0 || static_bytes % alignment != 0 {
            let one = index_const(rw, conv, loc, 1);
            let bump = Value::from(llvm::SubOp::build(rw, loc, a, one));
            let bumped = Value::from(llvm::AddOp::build(rw, loc, bytes, bump));
            let rem = Value::from(llvm::URemOp::build(rw, loc, bumped, a));
            bytes = Value::from(llvm::SubOp::build(rw, loc, bumped, rem));
        }
        let it = conv.index_type(rw.ctx());
        let p0 = LLVMPointerType::get(rw.ctx(), 0);
        let name = self.alloc.function("aligned_alloc");
        let name = lookup_or_create_fn(rw, op, name, vec![it, it], p0)?;
        let c = call(rw, loc, &name, &[a, bytes], Some(p0));
        let mut ptr = rw.ctx().result(c.into(), 0);
        if space != 0 {
            let pt = LLVMPointerType::get(rw.ctx(), space);
            ptr = Value::from(llvm::AddrSpaceCastOp::build(rw, loc, ptr, pt));
        }
        let d = create_descriptor(rw, conv, loc, desc_ty, ptr, ptr, sizes, strides);
        rw.replace_op(op, &[d]).ok()
    }

    /// MLIR's `extractSizeOfUnrankedMemRef`: the size is read through the ranked descriptor
    /// pointer, as a `memref<T>` descriptor followed by the sizes.
    fn dim_of_unranked(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        loc: Attribute,
        u: &oxir::builtin::types::UnrankedMemRefType,
        operands: &[Value],
    ) -> Option<Value> {
        let conv = &self.conv;
        let space = conv.memref_address_space(rw.ctx(), u.memory_space)?;
        let scalar =
            rw.ctx().intern_type(MemRefType { shape: vec![], element: u.element, layout: None, memory_space: None });
        let elem_desc = conv.convert(rw.ctx(), scalar)?;
        let ranked = descriptor::extract(rw, loc, operands[0], &[1])?;
        let pt = LLVMPointerType::get(rw.ctx(), space);
        let offset_ptr = gep_const(rw, loc, ranked, &[0, 2], elem_desc, pt);
        let one = index_const(rw, conv, loc, 1);
        let plus1 = Value::from(llvm::AddOp::build(rw, loc, one, operands[1]));
        let it = conv.index_type(rw.ctx());
        let size_ptr = gep(rw, loc, offset_ptr, &[plus1], it, 0);
        Some(Value::from(llvm::LoadOp::build(rw, loc, size_ptr, it)))
    }

    fn global(&self, op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let conv = &self.conv;
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let ty = op_attr_or_prop(ctx, op, "type")?.dyn_cast::<TypeAttr>(ctx)?.ty;
        let m = memref_of(ctx, ty)?;
        if !identity_layout(ctx, &m) {
            return None;
        }
        let arr = global_type(ctx, conv, &m)?;
        let public = op_attr_or_prop(ctx, op, "sym_visibility").is_none();
        let linkage =
            if public { oxir_dialects::llvm::Linkage::External } else { oxir_dialects::llvm::Linkage::Private };
        let init = op_attr_or_prop(ctx, op, "initial_value");
        let uninitialized = init.is_some_and(|a| a.isa::<oxir::builtin::attributes::UnitAttr>(ctx));
        let external = init.is_none();
        let mut value = None;
        if !external && !uninitialized {
            let a = init?;
            value = Some(if m.shape.is_empty() {
                let d = a.dyn_cast::<oxir::builtin::dense::DenseIntOrFPElementsAttr>(ctx)?;
                first_element(ctx, d)?
            } else {
                a
            });
        }
        let alignment = op_attr_or_prop(ctx, op, "alignment")
            .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
            .and_then(|i| i.value.try_to_i64())
            .unwrap_or(0);
        let space = conv.memref_address_space(ctx, m.memory_space)?;
        let name = op_attr_or_prop(ctx, op, "sym_name")?;
        let constant = op_attr_or_prop(ctx, op, "constant").is_some();
        rw.set_insertion_point(op);
        let g = llvm::GlobalOp::build(rw, loc, arr, name, linkage);
        let ctx = rw.ctx_mut();
        let addr_space = llvm::i32_attr(ctx, i64::from(space));
        g.set_addr_space(ctx, addr_space);
        g.set_constant(ctx, constant);
        if let Some(v) = value {
            g.set_value(ctx, v);
        }
        if alignment != 0 {
            g.set_alignment(ctx, alignment);
        }
        if !external && uninitialized {
            let region = *rw.ctx().op_regions(g.into()).first()?;
            let b = rw.ctx_mut().create_block();
            rw.ctx_mut().append_block(region, b);
            let point = rw.insertion_point();
            rw.set_insertion_point_to_end(b);
            let u = llvm::UndefOp::build(rw, loc, arr);
            llvm::ReturnOp::build(rw, loc, Some(u.into()));
            rw.restore_insertion_point(point);
        }
        rw.replace_op(op, &[]).ok()
    }

    fn get_global(&self, op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let conv = &self.conv;
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let rt = ctx.result_types(op).next()?;
        let m = memref_of(ctx, rt)?;
        if !identity_layout(ctx, &m) {
            return None;
        }
        let desc_ty = conv.convert(ctx, rt)?;
        let name = op_attr_or_prop(ctx, op, "name")?;
        let space = conv.memref_address_space(ctx, m.memory_space)?;
        let arr = global_type(ctx, conv, &m)?;
        let (sizes, strides, _) = descriptor_sizes(rw, conv, loc, &m, &[], true)?;
        let pt = LLVMPointerType::get(rw.ctx(), space);
        let addr = Value::from(llvm::AddressOfOp::build(rw, loc, pt, name));
        let zeros = vec![0i32; m.shape.len() + 1];
        let first = gep_const(rw, loc, addr, &zeros, arr, pt);
        // An integer as wide as a pointer (64 bits in the default data layout).
        let dead = {
            let ctx = rw.ctx();
            let (idx, i64t) =
                (oxir::builtin::types::IndexType::get(ctx), oxir::builtin::types::IntegerType::get(ctx, 64));
            let value = build::int_attr(ctx, idx, 0xdead_beef);
            Value::from(llvm::ConstantOp::build(rw, loc, i64t, value))
        };
        let dead_ptr = Value::from(llvm::IntToPtrOp::build(rw, loc, dead, pt));
        let d = create_descriptor(rw, conv, loc, desc_ty, dead_ptr, first, &sizes, &strides);
        rw.replace_op(op, &[d]).ok()
    }

    /// The contiguous case of MLIR's `MemRefCopyOpLowering`: an `llvm.intr.memcpy`.
    fn copy(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let conv = &self.conv;
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let (src_ty, dst_ty) = (ctx.value_type(ctx.operand(op, 0)), ctx.value_type(ctx.operand(op, 1)));
        let contiguous = |m: &Option<MemRefType>| m.as_ref().is_some_and(|m| contiguous_memref(ctx, m));
        let (src_m, dst_m) = (memref_of(ctx, src_ty), memref_of(ctx, dst_ty));
        if !contiguous(&src_m) || !contiguous(&dst_m) {
            return self.copy_generic(op, operands, rw, src_ty, dst_ty);
        }
        let src = src_m?;
        let elem = conv.convert(ctx, src.element)?;
        let (s, t) = (operands[0], operands[1]);
        let mut n = index_const(rw, conv, loc, 1);
        for i in 0..src.shape.len() {
            let size = descriptor::extract(rw, loc, s, &[3, i as i64])?;
            n = Value::from(llvm::MulOp::build(rw, loc, n, size));
        }
        let p0 = LLVMPointerType::get(rw.ctx(), 0);
        let null = Value::from(llvm::ZeroOp::build(rw, loc, p0));
        let g = gep_const(rw, loc, null, &[1], elem, p0);
        let it = conv.index_type(rw.ctx());
        let esize = Value::from(llvm::PtrToIntOp::build(rw, loc, g, it));
        let total = Value::from(llvm::MulOp::build(rw, loc, n, esize));
        let ptr_of = |rw: &mut ConversionRewriter<'_, '_>, d: Value| -> Option<Value> {
            let base = descriptor::extract(rw, loc, d, &[1])?;
            let off = descriptor::extract(rw, loc, d, &[2])?;
            Some(gep(rw, loc, base, &[off], elem, 0))
        };
        let sp = ptr_of(rw, s)?;
        let tp = ptr_of(rw, t)?;
        llvm::MemcpyOp::build(rw, loc, tp, sp, total, false);
        rw.erase_op(op).ok()
    }

    /// MLIR's `lowerToMemCopyFunctionCall`: both sides as unranked descriptors on the stack,
    /// then `memrefCopy(elementSize, source, target)`.
    fn copy_generic(
        &self,
        op: OpRef,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
        src_ty: Type,
        dst_ty: Type,
    ) -> Option<()> {
        let conv = &self.conv;
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let elem_ty = match (memref_of(ctx, src_ty), src_ty.dyn_cast::<oxir::builtin::types::UnrankedMemRefType>(ctx)) {
            (Some(m), _) => m.element,
            (None, Some(u)) => u.element,
            _ => return None,
        };
        let elem = conv.convert(ctx, elem_ty)?;
        let unranked_ty =
            oxir_dialects::llvm::LLVMStructType::literal(ctx, conv.unranked_descriptor_fields(ctx), false);
        let unranked = |rw: &mut ConversionRewriter<'_, '_>, v: Value, t: Type| -> Value {
            match memref_of(rw.ctx(), t) {
                Some(m) => make_unranked(rw, conv, loc, v, m.shape.len() as i64, unranked_ty, true),
                None => v,
            }
        };
        let p0 = LLVMPointerType::get(rw.ctx(), 0);
        let saved = Value::from(llvm::StackSaveOp::build(rw, loc, p0));
        let us = unranked(rw, operands[0], src_ty);
        let ut = unranked(rw, operands[1], dst_ty);
        let one = index_const(rw, conv, loc, 1);
        let promote = |rw: &mut ConversionRewriter<'_, '_>, d: Value| -> Value {
            let dt = rw.ctx().value_type(d);
            let a = alloca(rw, loc, one, p0, dt, 0);
            llvm::StoreOp::build(rw, loc, d, a);
            a
        };
        let sp = promote(rw, us);
        let tp = promote(rw, ut);
        let null = Value::from(llvm::ZeroOp::build(rw, loc, p0));
        let g = gep_const(rw, loc, null, &[1], elem, p0);
        let it = conv.index_type(rw.ctx());
        let esize = Value::from(llvm::PtrToIntOp::build(rw, loc, g, it));
        let void = LLVMVoidType::get(rw.ctx());
        let copy = lookup_or_create_fn(rw, op, "memrefCopy", vec![it, p0, p0], void)?;
        call(rw, loc, &copy, &[esize, sp, tp], None);
        llvm::StackRestoreOp::build(rw, loc, saved);
        rw.erase_op(op).ok()
    }

    /// MLIR's `MemRefReinterpretCastOpLowering`: the source's pointers (read through the ranked
    /// descriptor of an unranked source) with the op's offset, sizes and strides.
    fn reinterpret_cast(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let conv = &self.conv;
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let rt = ctx.result_types(op).next()?;
        let target = memref_of(ctx, rt)?;
        let desc_ty = conv.convert(ctx, rt)?;
        let src_ty = ctx.value_type(ctx.operand(op, 0));
        let lists = oxir::interfaces::offsets_sizes_strides(ctx, op)?;
        let (n_off, n_sizes) = (lists.offsets.len(), lists.sizes.len());
        if operands.len() != 1 + n_off + n_sizes + lists.strides.len() {
            return None;
        }
        let (s_off, s_sizes, s_strides) = (lists.static_offsets, lists.static_sizes, lists.static_strides);
        let src = operands[0];
        let dyn_off = &operands[1..1 + n_off];
        let dyn_sizes = &operands[1 + n_off..1 + n_off + n_sizes];
        let dyn_strides = &operands[1 + n_off + n_sizes..];
        let mut d = descriptor::poison(rw, loc, desc_ty);
        let (allocated, aligned) = if memref_of(rw.ctx(), src_ty).is_some() {
            (descriptor::extract(rw, loc, src, &[0])?, descriptor::extract(rw, loc, src, &[1])?)
        } else {
            let ranked = descriptor::extract(rw, loc, src, &[1])?;
            let pt = rw.ctx().value_type(ranked);
            let allocated = Value::from(llvm::LoadOp::build(rw, loc, ranked, pt));
            let g = gep_const(rw, loc, ranked, &[1], pt, pt);
            (allocated, Value::from(llvm::LoadOp::build(rw, loc, g, pt)))
        };
        d = descriptor::insert(rw, loc, d, allocated, &[0]);
        d = descriptor::insert(rw, loc, d, aligned, &[1]);
        let off = match s_off.first() {
            Some(&v) if v != DYNAMIC => index_const(rw, conv, loc, v),
            _ => *dyn_off.first()?,
        };
        d = descriptor::insert(rw, loc, d, off, &[2]);
        let (mut ds, mut dt) = (dyn_sizes.iter(), dyn_strides.iter());
        for i in 0..target.shape.len() {
            let size = match s_sizes.get(i) {
                Some(&v) if v != DYNAMIC => index_const(rw, conv, loc, v),
                _ => *ds.next()?,
            };
            d = descriptor::insert(rw, loc, d, size, &[3, i as i64]);
            let stride = match s_strides.get(i) {
                Some(&v) if v != DYNAMIC => index_const(rw, conv, loc, v),
                _ => *dt.next()?,
            };
            d = descriptor::insert(rw, loc, d, stride, &[4, i as i64]);
        }
        rw.replace_op(op, &[d]).ok()
    }

    /// MLIR's `extractPointersAndOffset`: the allocated and aligned pointers and the offset of a
    /// ranked descriptor, or read through the ranked descriptor an unranked one points to.
    fn pointers_and_offset(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        loc: Attribute,
        src_ty: Type,
        src: Value,
        with_offset: bool,
    ) -> Option<(Value, Value, Option<Value>)> {
        let ctx = rw.ctx();
        if memref_of(ctx, src_ty).is_some() {
            let allocated = descriptor::extract(rw, loc, src, &[0])?;
            let aligned = descriptor::extract(rw, loc, src, &[1])?;
            let offset = if with_offset { Some(descriptor::extract(rw, loc, src, &[2])?) } else { None };
            return Some((allocated, aligned, offset));
        }
        let u = src_ty.dyn_cast::<oxir::builtin::types::UnrankedMemRefType>(ctx).copied()?;
        let space = self.conv.memref_address_space(ctx, u.memory_space)?;
        let elem_ptr = LLVMPointerType::get(ctx, space);
        let p0 = LLVMPointerType::get(ctx, 0);
        let ranked = descriptor::extract(rw, loc, src, &[1])?;
        let allocated = Value::from(llvm::LoadOp::build(rw, loc, ranked, elem_ptr));
        let g = gep_const(rw, loc, ranked, &[1], elem_ptr, p0);
        let aligned = Value::from(llvm::LoadOp::build(rw, loc, g, elem_ptr));
        let offset = if with_offset {
            let g = gep_const(rw, loc, ranked, &[2], elem_ptr, p0);
            let it = self.conv.index_type(rw.ctx());
            Some(Value::from(llvm::LoadOp::build(rw, loc, g, it)))
        } else {
            None
        };
        Some((allocated, aligned, offset))
    }

    /// MLIR's `MemRefReshapeOpLowering`. A shape of static length gives a ranked result whose
    /// dynamic sizes are loaded from the shape and whose strides are suffix products; otherwise
    /// the result is unranked: its ranked descriptor is allocated on the stack and a loop of llvm
    /// blocks copies the sizes and computes the strides from the innermost dimension out.
    fn reshape(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let conv = &self.conv;
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        if operands.len() != 2 {
            return None;
        }
        let src_ty = ctx.value_type(ctx.operand(op, 0));
        let shape_m = memref_of(ctx, ctx.value_type(ctx.operand(op, 1)))?;
        let rt = ctx.result_types(op).next()?;
        let (src, shape) = (operands[0], operands[1]);
        if !shape_m.shape.contains(&DYNAMIC) {
            return self.reshape_static(op, rw, loc, src_ty, src, shape, &shape_m, rt);
        }
        let target = rt.dyn_cast::<oxir::builtin::types::UnrankedMemRefType>(ctx).copied()?;
        let space = conv.memref_address_space(ctx, target.memory_space)?;
        let target_ty = conv.convert(ctx, rt)?;
        let shape_elem = conv.convert(ctx, shape_m.element)?;
        let rank = descriptor::extract(rw, loc, shape, &[3, 0])?;
        let mut d = descriptor::poison(rw, loc, target_ty);
        d = descriptor::insert(rw, loc, d, rank, &[0]);
        let bytes = descriptor::unranked_size(rw, conv, loc, d)?;
        let p0 = LLVMPointerType::get(rw.ctx(), 0);
        let i8t = oxir::builtin::types::IntegerType::get(rw.ctx(), 8);
        let underlying = alloca(rw, loc, bytes, p0, i8t, 0);
        d = descriptor::insert(rw, loc, d, underlying, &[1]);
        let (allocated, aligned, offset) = self.pointers_and_offset(rw, loc, src_ty, src, true)?;
        let elem_ptr = LLVMPointerType::get(rw.ctx(), space);
        let store = |rw: &mut ConversionRewriter<'_, '_>, v: Value, p: Value| {
            llvm::StoreOp::build(rw, loc, v, p);
        };
        store(rw, allocated, underlying);
        let g = gep_const(rw, loc, underlying, &[1], elem_ptr, p0);
        store(rw, aligned, g);
        let g = gep_const(rw, loc, underlying, &[2], elem_ptr, p0);
        store(rw, offset?, g);
        let it = conv.index_type(rw.ctx());
        let header = oxir_dialects::llvm::LLVMStructType::literal(rw.ctx(), vec![elem_ptr, elem_ptr, it, it], false);
        let sizes_base = gep_const(rw, loc, underlying, &[0, 3], header, p0);
        let strides_base = gep(rw, loc, sizes_base, &[rank], it, 0);
        let shape_ptr = descriptor::extract(rw, loc, shape, &[1])?;
        let one = index_const(rw, conv, loc, 1);
        let last = Value::from(llvm::SubOp::build(rw, loc, rank, one));
        // init -> cond(index, stride) -> body -> cond; cond -> rest (the ops after the reshape).
        // The three blocks go at the end of the region, as MLIR creates them.
        let init = rw.ctx().op_parent_block(op)?;
        let region = rw.ctx().block_parent_region(init)?;
        let next = rw.ctx().op_next(op)?;
        let rest = rw.rewriter.split_block(init, next);
        rw.ctx_mut().move_block_to_end(rest);
        let cond = rw.ctx_mut().create_block();
        rw.ctx_mut().insert_block_before(region, Some(rest), cond);
        let index = rw.ctx_mut().add_block_argument(cond, it, loc);
        let stride = rw.ctx_mut().add_block_argument(cond, it, loc);
        let body = rw.ctx_mut().create_block();
        rw.ctx_mut().insert_block_before(region, Some(rest), body);
        let llvm_br = |rw: &mut ConversionRewriter<'_, '_>, dest, args: &[Value]| {
            llvm::BrOp::build(rw, loc, args, dest);
        };
        rw.rewriter.set_insertion_point_to_end(init);
        llvm_br(rw, cond, &[last, one]);
        rw.rewriter.set_insertion_point_to_end(cond);
        let zero = index_const(rw, conv, loc, 0);
        let pred = llvm::ICmpOp::build(rw, loc, index, zero, llvm::ICmpPredicate::Sge);
        llvm::CondBrOp::build(rw, loc, pred, &[], &[], body, rest);
        rw.rewriter.set_insertion_point_to_end(body);
        let g = gep(rw, loc, shape_ptr, &[index], shape_elem, 0);
        let size = Value::from(llvm::LoadOp::build(rw, loc, g, it));
        let g = gep(rw, loc, sizes_base, &[index], it, 0);
        store(rw, size, g);
        let g = gep(rw, loc, strides_base, &[index], it, 0);
        store(rw, stride, g);
        let next_stride = Value::from(llvm::MulOp::build(rw, loc, stride, size));
        let dec = Value::from(llvm::SubOp::build(rw, loc, index, one));
        llvm_br(rw, cond, &[dec, next_stride]);
        rw.rewriter.set_insertion_point(op);
        rw.replace_op(op, &[d]).ok()
    }

    /// The static-length shape case of [`Self::reshape`]: a ranked descriptor with the
    /// source's pointers, the constant offset of the result type, and sizes (constants or loads
    /// from the shape) and strides set from the innermost dimension out.
    #[allow(clippy::too_many_arguments)]
    fn reshape_static(
        &self,
        op: OpRef,
        rw: &mut ConversionRewriter<'_, '_>,
        loc: Attribute,
        src_ty: Type,
        src: Value,
        shape: Value,
        shape_m: &MemRefType,
        rt: Type,
    ) -> Option<()> {
        let conv = &self.conv;
        let ctx = rw.ctx();
        let target = memref_of(ctx, rt)?;
        let desc_ty = conv.convert(ctx, rt)?;
        let (strides, offset) = strides_and_offset(ctx, &target)?;
        if offset == DYNAMIC {
            return None;
        }
        let shape_elem = conv.convert(ctx, shape_m.element)?;
        let shape_is_index = shape_m.element.isa::<oxir::builtin::types::IndexType>(ctx);
        let it = conv.index_type(ctx);
        let idx_ty = oxir::builtin::types::IndexType::get(ctx);
        let mut d = descriptor::poison(rw, loc, desc_ty);
        let (allocated, aligned, _) = self.pointers_and_offset(rw, loc, src_ty, src, false)?;
        d = descriptor::insert(rw, loc, d, allocated, &[0]);
        d = descriptor::insert(rw, loc, d, aligned, &[1]);
        let off = index_const(rw, conv, loc, offset);
        d = descriptor::insert(rw, loc, d, off, &[2]);
        let mut stride: Option<Value> = None;
        for i in (0..target.shape.len()).rev() {
            if strides[i] != DYNAMIC {
                stride = Some(index_const(rw, conv, loc, strides[i]));
            } else if stride.is_none() {
                stride = Some(index_const(rw, conv, loc, 1));
            }
            let s = stride?;
            let size = if target.shape[i] != DYNAMIC {
                index_const(rw, conv, loc, target.shape[i])
            } else {
                // A `memref.load` of the shape, lowered in place; the loaded value reaches the
                // index type through casts as MLIR's materializations give them.
                let pos = index_const(rw, conv, loc, i as i64);
                let p = strided_element_ptr(&self.conv, rw, loc, shape_m, shape, &[pos], GEP_INBOUNDS_NUW)?;
                let mut v = Value::from(llvm::LoadOp::build(rw, loc, p, shape_elem));
                if shape_is_index {
                    v = rw.materialize_target(v, idx_ty, op);
                }
                if shape_is_index || shape_elem != it {
                    v = rw.materialize_target(v, it, op);
                }
                v
            };
            d = descriptor::insert(rw, loc, d, size, &[3, i as i64]);
            d = descriptor::insert(rw, loc, d, s, &[4, i as i64]);
            stride = Some(Value::from(llvm::MulOp::build(rw, loc, s, size)));
        }
        rw.replace_op(op, &[d]).ok()
    }

    /// MLIR's `AllocaScopeOpLowering`: the body is inlined between a stack save and a stack
    /// restore.
    /// MLIR's `MemorySpaceCastOpLowering` for unranked memrefs: a new ranked descriptor on the
    /// stack, its two pointers the source's cast to the new address space, its offset, sizes and
    /// strides copied with `llvm.intr.memcpy`.
    fn memory_space_cast_unranked(
        &self,
        op: OpRef,
        rw: &mut ConversionRewriter<'_, '_>,
        loc: Attribute,
        source: Value,
        dst: Type,
    ) -> Option<()> {
        let conv = &self.conv;
        let ctx = rw.ctx();
        let src = ctx.value_type(ctx.operand(op, 0)).dyn_cast::<oxir::builtin::types::UnrankedMemRefType>(ctx)?;
        let dst_u = dst.dyn_cast::<oxir::builtin::types::UnrankedMemRefType>(ctx)?;
        let src_space = conv.memref_address_space(ctx, src.memory_space)?;
        let dst_space = conv.memref_address_space(ctx, dst_u.memory_space)?;
        let result_ty = conv.convert(ctx, dst)?;
        let rank = descriptor::extract(rw, loc, source, &[0])?;
        let src_ptr = descriptor::extract(rw, loc, source, &[1])?;
        let mut d = descriptor::poison(rw, loc, result_ty);
        d = descriptor::insert(rw, loc, d, rank, &[0]);
        let size = descriptor::unranked_size(rw, conv, loc, d)?;
        let p0 = LLVMPointerType::get(rw.ctx(), 0);
        let i8t = oxir::builtin::types::IntegerType::get(rw.ctx(), 8);
        let underlying = alloca(rw, loc, size, p0, i8t, 0);
        d = descriptor::insert(rw, loc, d, underlying, &[1]);
        let (src_elem, dst_elem) =
            (LLVMPointerType::get(rw.ctx(), src_space), LLVMPointerType::get(rw.ctx(), dst_space));
        let allocated = Value::from(llvm::LoadOp::build(rw, loc, src_ptr, src_elem));
        let g = gep_const(rw, loc, src_ptr, &[1], src_elem, p0);
        let aligned = Value::from(llvm::LoadOp::build(rw, loc, g, src_elem));
        let allocated = Value::from(llvm::AddrSpaceCastOp::build(rw, loc, allocated, dst_elem));
        let aligned = Value::from(llvm::AddrSpaceCastOp::build(rw, loc, aligned, dst_elem));
        llvm::StoreOp::build(rw, loc, allocated, underlying);
        let g = gep_const(rw, loc, underlying, &[1], dst_elem, p0);
        llvm::StoreOp::build(rw, loc, aligned, g);
        let src_indices = gep_const(rw, loc, src_ptr, &[2], src_elem, p0);
        let dst_indices = gep_const(rw, loc, underlying, &[2], dst_elem, p0);
        let skip = index_const(rw, conv, loc, 2 * descriptor::POINTER_BYTES);
        let copy = Value::from(llvm::SubOp::build(rw, loc, size, skip));
        llvm::MemcpyOp::build(rw, loc, dst_indices, src_indices, copy, false);
        rw.replace_op(op, &[d]).ok()
    }

    fn alloca_scope(&self, op: OpRef, rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let current = ctx.op_parent_block(op)?;
        let parent_region = ctx.block_parent_region(current)?;
        let body = *ctx.op_regions(op).first()?;
        let before = ctx.region_entry_block(body)?;
        let after = ctx.region_blocks(body).last()?;
        let ret = ctx.block_last_op(after)?;
        let types: Vec<Type> = ctx.result_types(op).map(|t| self.conv.convert(ctx, t)).collect::<Option<_>>()?;
        let remaining = rw.rewriter.split_block(current, op);
        let cont = if types.is_empty() {
            remaining
        } else {
            let b = rw.ctx_mut().create_block();
            rw.ctx_mut().insert_block_before(parent_region, Some(remaining), b);
            for &t in &types {
                rw.ctx_mut().add_block_argument(b, t, loc);
            }
            rw.rewriter.set_insertion_point_to_end(b);
            llvm::BrOp::build(rw, loc, &[], remaining);
            b
        };
        rw.rewriter.inline_region_before(body, parent_region, Some(cont));
        rw.rewriter.set_insertion_point_to_end(current);
        let p0 = LLVMPointerType::get(rw.ctx(), 0);
        let saved = Value::from(llvm::StackSaveOp::build(rw, loc, p0));
        llvm::BrOp::build(rw, loc, &[], before);
        let vals: Vec<Value> = rw.ctx().operands(ret).collect();
        let ret_loc = rw.ctx().op_loc(ret);
        rw.rewriter.set_insertion_point(ret);
        llvm::StackRestoreOp::build(rw, loc, saved);
        // The branch replaces the return, and takes its location.
        llvm::BrOp::build(rw, ret_loc, &vals, cont);
        rw.erase_op(ret).ok()?;
        let results: Vec<Value> = rw.ctx().block_arguments(cont).collect();
        rw.replace_op(op, &results).ok()
    }

    /// MLIR's `GenericAtomicRMWOpLowering`: a load, then a loop applying the body and
    /// `llvm.cmpxchg` until it succeeds.
    fn generic_atomic_rmw(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let conv = &self.conv;
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let value_ty = conv.convert(ctx, ctx.result_types(op).next()?)?;
        let m = memref_of(ctx, ctx.value_type(ctx.operand(op, 0)))?;
        let elem = conv.convert(ctx, m.element)?;
        // Checked before the blocks are split: the address needs one index a dimension.
        if operands.len() != m.shape.len() + 1 || strides_and_offset(ctx, &m).is_none() {
            return None;
        }
        let body = ctx.region_entry_block(*ctx.op_regions(op).first()?)?;
        let current_value = ctx.block_arguments(body).next()?;
        let body_ops: Vec<OpRef> = ctx.block_ops(body).collect();
        let (yield_op, body_ops) = body_ops.split_last()?;
        let yielded = ctx.operands(*yield_op).next()?;
        // MLIR finds the new value among the clones of the body: a value from outside the
        // region is an error, and the op stays.
        if yielded != current_value && !body_ops.iter().any(|&o| ctx.results(o).any(|r| r == yielded)) {
            let generic = oxir::verifier::format_op_for_diagnostic(ctx, op);
            rw.ctx_mut().emit(
                Diagnostic::error(loc, "result not defined in region")
                    .with_note(loc, format!("see current operation: {generic}")),
            );
            return None;
        }
        let init_block = ctx.op_parent_block(op)?;
        let loop_block = rw.rewriter.split_block(init_block, op);
        let arg = rw.ctx_mut().add_block_argument(loop_block, value_ty, loc);
        let next = rw.ctx().op_next(op)?;
        let end_block = rw.rewriter.split_block(loop_block, next);
        rw.rewriter.set_insertion_point_to_end(init_block);
        let ptr = strided_element_ptr(&self.conv, rw, loc, &m, operands[0], &operands[1..], 0)?;
        let init = Value::from(llvm::LoadOp::build(rw, loc, ptr, elem));
        llvm::BrOp::build(rw, loc, &[init], loop_block);
        // The body, cloned at the start of the loop block.
        match rw.ctx().block_first_op(loop_block) {
            Some(f) => rw.rewriter.set_insertion_point(f),
            None => rw.rewriter.set_insertion_point_to_end(loop_block),
        }
        let mut mapping = oxir::clone::IrMapping::new();
        mapping.map_value(current_value, arg);
        for &o in body_ops {
            let c = rw.ctx_mut().clone_op(o, &mut mapping);
            rw.rewriter.insert(c);
        }
        let result = mapping.lookup_value(yielded).unwrap_or(yielded);
        rw.rewriter.set_insertion_point(op);
        let (success, failure) = (llvm::AtomicOrdering::AcqRel, llvm::AtomicOrdering::Monotonic);
        let cx = Value::from(llvm::AtomicCmpXchgOp::build(rw, loc, ptr, arg, result, success, failure));
        let new_loaded = descriptor::extract(rw, loc, cx, &[0])?;
        let ok = descriptor::extract(rw, loc, cx, &[1])?;
        llvm::CondBrOp::build(rw, loc, ok, &[], &[new_loaded], end_block, loop_block);
        rw.replace_op(op, &[new_loaded]).ok()
    }

    /// MLIR's `ViewOpLowering`.
    fn view(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let conv = &self.conv;
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let vt = ctx.result_types(op).next()?;
        let view = memref_of(ctx, vt)?;
        let src = memref_of(ctx, ctx.value_type(ctx.operand(op, 0)))?;
        let desc_ty = conv.convert(ctx, vt)?;
        let (strides, offset) = strides_and_offset(ctx, &view)?;
        if strides.last().is_some_and(|&s| s != 1 && s != 0) {
            return None;
        }
        let src_elem = conv.convert(ctx, src.element)?;
        let (source, shift, sizes) = (operands[0], operands[1], &operands[2..]);
        let mut d = descriptor::poison(rw, loc, desc_ty);
        let allocated = descriptor::extract(rw, loc, source, &[0])?;
        d = descriptor::insert(rw, loc, d, allocated, &[0]);
        let aligned = descriptor::extract(rw, loc, source, &[1])?;
        let shifted = gep(rw, loc, aligned, &[shift], src_elem, 0);
        d = descriptor::insert(rw, loc, d, shifted, &[1]);
        let off = index_const(rw, conv, loc, offset);
        d = descriptor::insert(rw, loc, d, off, &[2]);
        let mut stride: Option<Value> = None;
        let mut next_size: Option<Value> = None;
        for i in (0..view.shape.len()).rev() {
            let size = if view.shape[i] != DYNAMIC {
                index_const(rw, conv, loc, view.shape[i])
            } else {
                let n = view.shape[..i].iter().filter(|&&s| s == DYNAMIC).count();
                *sizes.get(n)?
            };
            d = descriptor::insert(rw, loc, d, size, &[3, i as i64]);
            let s = if strides[i] != DYNAMIC {
                index_const(rw, conv, loc, strides[i])
            } else if let Some(ns) = next_size {
                match stride {
                    Some(r) => Value::from(llvm::MulOp::build(rw, loc, r, ns)),
                    None => ns,
                }
            } else {
                index_const(rw, conv, loc, 1)
            };
            stride = Some(s);
            d = descriptor::insert(rw, loc, d, s, &[4, i as i64]);
            next_size = Some(size);
        }
        rw.replace_op(op, &[d]).ok()
    }

    fn rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> Option<()> {
        let conv = &self.conv;
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        if ctx.operands(op).any(|v| conv.convert(ctx, ctx.value_type(v)).is_none()) {
            return None;
        }
        match self.kind {
            Kind::Alloc | Kind::Alloca => {
                let rt = ctx.result_types(op).next()?;
                let m = memref_of(ctx, rt)?;
                if !identity_layout(ctx, &m) {
                    return None;
                }
                let desc_ty = conv.convert(ctx, rt)?;
                let align = op_attr_or_prop(ctx, op, "alignment")
                    .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
                    .and_then(|i| i.value.try_to_i64());
                let space = conv.memref_address_space(ctx, m.memory_space)?;
                let elem = conv.convert(ctx, m.element)?;
                let is_alloc = matches!(self.kind, Kind::Alloc);
                let (sizes, strides, size) = descriptor_sizes(rw, conv, loc, &m, operands, is_alloc)?;
                let (allocated, aligned) = if is_alloc {
                    let it = conv.index_type(rw.ctx());
                    let p0 = LLVMPointerType::get(rw.ctx(), 0);
                    if self.alloc.aligned_alloc {
                        return self.aligned_alloc(rw, op, &m, align, size, space, desc_ty, &sizes, &strides);
                    }
                    // Without an alignment, non-scalar elements are aligned to their size (MLIR's
                    // `getAlignment`: malloc's alignment is that of the largest scalar).
                    let alignment = match align {
                        Some(a) => Some(index_const(rw, conv, loc, a)),
                        None if !is_signless_scalar(rw.ctx(), m.element) => {
                            let null = Value::from(llvm::ZeroOp::build(rw, loc, p0));
                            let gep = gep_const(rw, loc, null, &[1], elem, p0);
                            Some(Value::from(llvm::PtrToIntOp::build(rw, loc, gep, it)))
                        }
                        None => None,
                    };
                    let mut bytes = size;
                    if let Some(a) = alignment {
                        bytes = Value::from(llvm::AddOp::build(rw, loc, bytes, a));
                    }
                    let malloc = self.alloc.function("malloc");
                    let malloc = lookup_or_create_fn(rw, op, malloc, vec![it], p0)?;
                    let c = call(rw, loc, &malloc, &[bytes], Some(p0));
                    let mut allocated = rw.ctx().result(c.into(), 0);
                    if space != 0 {
                        let pt = LLVMPointerType::get(rw.ctx(), space);
                        allocated = Value::from(llvm::AddrSpaceCastOp::build(rw, loc, allocated, pt));
                    }
                    let mut aligned = allocated;
                    if let Some(a) = alignment {
                        let as_int = Value::from(llvm::PtrToIntOp::build(rw, loc, allocated, it));
                        let one = index_const(rw, conv, loc, 1);
                        let bump = Value::from(llvm::SubOp::build(rw, loc, a, one));
                        let bumped = Value::from(llvm::AddOp::build(rw, loc, as_int, bump));
                        let m = Value::from(llvm::URemOp::build(rw, loc, bumped, a));
                        let al = Value::from(llvm::SubOp::build(rw, loc, bumped, m));
                        let pt = rw.ctx().value_type(allocated);
                        aligned = Value::from(llvm::IntToPtrOp::build(rw, loc, al, pt));
                    }
                    (allocated, aligned)
                } else {
                    let pt = LLVMPointerType::get(rw.ctx(), space);
                    let p = alloca(rw, loc, size, pt, elem, align.unwrap_or(0));
                    (p, p)
                };
                let d = create_descriptor(rw, conv, loc, desc_ty, allocated, aligned, &sizes, &strides);
                rw.replace_op(op, &[d]).ok()
            }
            Kind::Dealloc => {
                let p0 = LLVMPointerType::get(ctx, 0);
                let void = LLVMVoidType::get(ctx);
                let free = self.alloc.function("free");
                let unranked = ctx.value_type(ctx.operand(op, 0)).dyn_cast::<UnrankedMemRefType>(ctx).cloned();
                let free = lookup_or_create_fn(rw, op, free, vec![p0], void)?;
                let desc = *operands.first()?;
                let mut p = match unranked {
                    // An unranked descriptor points at a ranked one, whose first field is the
                    // allocated pointer.
                    Some(u) => {
                        let space = conv.memref_address_space(rw.ctx(), u.memory_space)?;
                        let ranked = descriptor::extract(rw, loc, desc, &[1])?;
                        let pt = LLVMPointerType::get(rw.ctx(), space);
                        Value::from(llvm::LoadOp::build(rw, loc, ranked, pt))
                    }
                    None => descriptor::extract(rw, loc, desc, &[0])?,
                };
                if rw.ctx().value_type(p) != p0 {
                    p = Value::from(llvm::AddrSpaceCastOp::build(rw, loc, p, p0));
                }
                call(rw, loc, &free, &[p], None);
                rw.erase_op(op).ok()
            }
            Kind::Load => {
                let m = memref_of(ctx, ctx.value_type(ctx.operand(op, 0)))?;
                let elem = conv.convert(ctx, m.element)?;
                let nontemporal = op_attr_or_prop(ctx, op, "nontemporal").filter(|a| {
                    a.dyn_cast::<oxir::builtin::attributes::IntegerAttr>(rw.ctx()).is_none_or(|i| !i.value.is_zero())
                });
                let align = op_attr_or_prop(ctx, op, "alignment");
                let (desc, idx) = operands.split_first()?;
                let ptr = strided_element_ptr(&self.conv, rw, loc, &m, *desc, idx, GEP_INBOUNDS_NUW)?;
                let align = nonzero_alignment(rw.ctx(), align);
                rw.set_insertion_point(op);
                let l = llvm::LoadOp::build(rw, loc, ptr, elem);
                if let Some(a) = align {
                    l.set_alignment(rw.ctx_mut(), a);
                }
                l.set_nontemporal(rw.ctx_mut(), nontemporal.is_some());
                rw.replace_op(op, &[l.into()]).ok()
            }
            Kind::Store => {
                let m = memref_of(ctx, ctx.value_type(ctx.operand(op, 1)))?;
                let nontemporal = op_attr_or_prop(ctx, op, "nontemporal").filter(|a| {
                    a.dyn_cast::<oxir::builtin::attributes::IntegerAttr>(rw.ctx()).is_none_or(|i| !i.value.is_zero())
                });
                let align = op_attr_or_prop(ctx, op, "alignment");
                if operands.len() < 2 {
                    return None;
                }
                let (v, desc, idx) = (operands[0], operands[1], &operands[2..]);
                let ptr = strided_element_ptr(&self.conv, rw, loc, &m, desc, idx, GEP_INBOUNDS_NUW)?;
                let align = nonzero_alignment(rw.ctx(), align);
                rw.set_insertion_point(op);
                let s = llvm::StoreOp::build(rw, loc, v, ptr);
                if let Some(a) = align {
                    s.set_alignment(rw.ctx_mut(), a);
                }
                s.set_nontemporal(rw.ctx_mut(), nontemporal.is_some());
                rw.replace_op(op, &[]).ok()
            }
            Kind::Prefetch => {
                // MLIR's address here has no no-wrap flags, unlike a load's or a store's.
                let m = memref_of(ctx, ctx.value_type(ctx.operand(op, 0)))?;
                let p = memref::PrefetchOp::from_op_unchecked(op);
                let flag = |a: Option<&IntegerAttr>| a.map(|i| i64::from(!i.value.is_zero()));
                let (rw_flag, cache) = (flag(p.is_write(ctx))?, flag(p.is_data_cache(ctx))?);
                let hint = p.locality_hint(ctx)?.value.try_to_i64()?;
                let (desc, idx) = operands.split_first()?;
                let ptr = strided_element_ptr(&self.conv, rw, loc, &m, *desc, idx, 0)?;
                rw.set_insertion_point(op);
                llvm::PrefetchOp::build(rw, loc, ptr, rw_flag, hint, cache);
                rw.replace_op(op, &[]).ok()
            }
            Kind::Dim => {
                let src_ty = ctx.value_type(ctx.operand(op, 0));
                if let Some(u) = src_ty.dyn_cast::<oxir::builtin::types::UnrankedMemRefType>(ctx).copied() {
                    return self.dim_of_unranked(rw, loc, &u, operands).and_then(|v| rw.replace_op(op, &[v]).ok());
                }
                let m = memref_of(ctx, src_ty)?;
                // MLIR checks the original index operand, still the `arith.constant` during its
                // conversion; here the constant may already be converted (`convert-to-llvm`), so
                // the converted operand counts too.
                let constant = constant_index(ctx, ctx.operand(op, 1)).or_else(|| constant_index(ctx, operands[1]));
                let (desc, idx) = (operands[0], operands[1]);
                let v = match constant {
                    Some(c) if c >= 0 && (c as usize) < m.shape.len() => {
                        let s = m.shape[c as usize];
                        if s != DYNAMIC {
                            index_const(rw, conv, loc, s)
                        } else {
                            descriptor::extract(rw, loc, desc, &[3, c])?
                        }
                    }
                    _ => {
                        // A dynamic index: spill the size array and load from it.
                        let one = index_const(rw, conv, loc, 1);
                        let sizes = descriptor::extract(rw, loc, desc, &[3])?;
                        let arr_ty = rw.ctx().value_type(sizes);
                        let p0 = LLVMPointerType::get(rw.ctx(), 0);
                        let p = alloca(rw, loc, one, p0, arr_ty, 0);
                        llvm::StoreOp::build(rw, loc, sizes, p);
                        let raw = [0, llvm::GEP_DYNAMIC_INDEX];
                        let g = Value::from(llvm::GEPOp::build(rw, loc, p, &[idx], p0, &raw, arr_ty));
                        let it = conv.index_type(rw.ctx());
                        Value::from(llvm::LoadOp::build(rw, loc, g, it))
                    }
                };
                rw.replace_op(op, &[v]).ok()
            }
            Kind::Rank => {
                let src_ty = ctx.value_type(ctx.operand(op, 0));
                let v = match memref_of(ctx, src_ty) {
                    Some(m) => index_const(rw, conv, loc, m.shape.len() as i64),
                    None => descriptor::extract(rw, loc, operands[0], &[0])?,
                };
                rw.replace_op(op, &[v]).ok()
            }
            Kind::ExtractAlignedPointer => {
                let p = if memref_of(ctx, ctx.value_type(ctx.operand(op, 0))).is_some() {
                    descriptor::extract(rw, loc, operands[0], &[1])?
                } else {
                    // Unranked: the aligned pointer is the second field of the ranked
                    // descriptor the unranked one points to.
                    let ranked = descriptor::extract(rw, loc, operands[0], &[1])?;
                    let pt = rw.ctx().value_type(ranked);
                    let g = gep_const(rw, loc, ranked, &[1], pt, pt);
                    Value::from(llvm::LoadOp::build(rw, loc, g, pt))
                };
                let it = conv.index_type(rw.ctx());
                let v = Value::from(llvm::PtrToIntOp::build(rw, loc, p, it));
                rw.replace_op(op, &[v]).ok()
            }
            Kind::AssumeAlignment => {
                // `llvm.intr.assume true ["align"(ptr, alignment)]` on the element pointer; the
                // result is the memref itself.
                let m = memref_of(ctx, ctx.value_type(ctx.operand(op, 0)))?;
                let alignment = op_attr_or_prop(ctx, op, "alignment")?
                    .dyn_cast::<oxir::builtin::attributes::IntegerAttr>(ctx)?
                    .value
                    .try_to_i64()?;
                let desc = operands[0];
                let ptr = strided_element_ptr(&self.conv, rw, loc, &m, desc, &[], 0)?;
                let i1 = oxir::builtin::types::IntegerType::get(rw.ctx(), 1);
                let value = build::int_attr(rw.ctx(), i1, 1);
                let cond = llvm::ConstantOp::build(rw, loc, i1, value);
                let align = index_const(rw, conv, loc, alignment);
                let assume = llvm::AssumeOp::build(rw, loc, cond, &[&[ptr, align]]);
                let tags = vec![StringAttr::get(rw.ctx(), "align")];
                assume.set_op_bundle_tags(rw.ctx_mut(), tags);
                rw.replace_op(op, &[desc]).ok()
            }
            Kind::ExtractStridedMetadata => {
                let m = memref_of(ctx, ctx.value_type(ctx.operand(op, 0)))?;
                let base_ty = ctx.result_types(op).next()?;
                let base_desc_ty = conv.convert(ctx, base_ty)?;
                let desc = operands[0];
                let allocated = descriptor::extract(rw, loc, desc, &[0])?;
                let aligned = descriptor::extract(rw, loc, desc, &[1])?;
                let mut b = descriptor::poison(rw, loc, base_desc_ty);
                b = descriptor::insert(rw, loc, b, allocated, &[0]);
                b = descriptor::insert(rw, loc, b, aligned, &[1]);
                let zero = index_const(rw, conv, loc, 0);
                b = descriptor::insert(rw, loc, b, zero, &[2]);
                let mut results = vec![b, descriptor::extract(rw, loc, desc, &[2])?];
                let rank = m.shape.len();
                for i in 0..rank {
                    results.push(descriptor::extract(rw, loc, desc, &[3, i as i64])?);
                }
                for i in 0..rank {
                    results.push(descriptor::extract(rw, loc, desc, &[4, i as i64])?);
                }
                rw.replace_op(op, &results).ok()
            }
            Kind::Global => self.global(op, rw),
            Kind::GetGlobal => self.get_global(op, rw),
            Kind::Copy => self.copy(op, operands, rw),
            Kind::View => self.view(op, operands, rw),
            Kind::AtomicRmw => {
                let kind = op_attr_or_prop(ctx, op, "kind")
                    .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
                    .and_then(|i| i.value.try_to_i64())?;
                let kw = oxir_dialects::memref::ATOMIC_RMW_KINDS.get(usize::try_from(kind).ok()?)?;
                use llvm::AtomicBinOp as B;
                let bin = match *kw {
                    "addf" => B::Fadd,
                    "addi" => B::Add,
                    "assign" => B::Xchg,
                    "maximumf" => B::Fmaximum,
                    "maxnumf" => B::Fmax,
                    "maxs" => B::Max,
                    "maxu" => B::Umax,
                    "minimumf" => B::Fminimum,
                    "minnumf" => B::Fmin,
                    "mins" => B::Min,
                    "minu" => B::Umin,
                    "ori" => B::Or,
                    "xori" => B::Xor,
                    "andi" => B::And,
                    _ => return None,
                };
                let m = memref_of(ctx, ctx.value_type(ctx.operand(op, 1)))?;
                if operands.len() < 2 {
                    return None;
                }
                let ptr = strided_element_ptr(&self.conv, rw, loc, &m, operands[1], &operands[2..], 0)?;
                rw.set_insertion_point(op);
                let ordering = llvm::AtomicOrdering::AcqRel;
                let r = llvm::AtomicRMWOp::build(rw, loc, ptr, operands[0], bin, ordering);
                rw.replace_op(op, &[r.into()]).ok()
            }
            Kind::AllocaScope => self.alloca_scope(op, rw),
            Kind::ReinterpretCast => self.reinterpret_cast(op, operands, rw),
            Kind::Reshape => self.reshape(op, operands, rw),
            Kind::GenericAtomicRmw => self.generic_atomic_rmw(op, operands, rw),
            Kind::Transpose => {
                let perm = op_attr_or_prop(ctx, op, "permutation")?
                    .dyn_cast::<oxir::builtin::affine_attrs::AffineMapAttr>(ctx)?
                    .map
                    .clone();
                let src = ctx.value_type(ctx.operand(op, 0));
                let desc = operands[0];
                if perm.is_identity() {
                    return rw.replace_op(op, &[desc]).ok();
                }
                let desc_ty = conv.convert(ctx, src)?;
                let mut d = descriptor::poison(rw, loc, desc_ty);
                for f in 0..3 {
                    let v = descriptor::extract(rw, loc, desc, &[f])?;
                    d = descriptor::insert(rw, loc, d, v, &[f]);
                }
                for (t, e) in perm.results.iter().enumerate() {
                    let oxir::affine::AffineExpr::Dim(s) = e else { return None };
                    let v = descriptor::extract(rw, loc, desc, &[3, *s as i64])?;
                    d = descriptor::insert(rw, loc, d, v, &[3, t as i64]);
                    let v = descriptor::extract(rw, loc, desc, &[4, *s as i64])?;
                    d = descriptor::insert(rw, loc, d, v, &[4, t as i64]);
                }
                rw.replace_op(op, &[d]).ok()
            }
            Kind::Cast => {
                let src = ctx.value_type(ctx.operand(op, 0));
                let dst = ctx.result_types(op).next()?;
                let (sc, dc) = (conv.convert(ctx, src)?, conv.convert(ctx, dst)?);
                match (memref_of(ctx, src), memref_of(ctx, dst)) {
                    (Some(_), Some(_)) => {
                        if sc != dc {
                            return None;
                        }
                        rw.replace_op(op, &[operands[0]]).ok()
                    }
                    (Some(m), None) => {
                        let v = make_unranked(rw, conv, loc, operands[0], m.shape.len() as i64, dc, false);
                        rw.replace_op(op, &[v]).ok()
                    }
                    (None, Some(_)) => {
                        let p = descriptor::extract(rw, loc, operands[0], &[1])?;
                        let v = Value::from(llvm::LoadOp::build(rw, loc, p, dc));
                        rw.replace_op(op, &[v]).ok()
                    }
                    (None, None) => None,
                }
            }
            Kind::MemorySpaceCast => {
                // MLIR's `MemorySpaceCastOpLowering` for ranked memrefs: the two pointers of the
                // descriptor cast to the new address space, the other fields kept.
                let dst = ctx.result_types(op).next()?;
                if dst.isa::<oxir::builtin::types::UnrankedMemRefType>(ctx) {
                    return self.memory_space_cast_unranked(op, rw, loc, *operands.first()?, dst);
                }
                let m = memref_of(ctx, dst)?;
                let desc_ty = conv.convert(ctx, dst)?;
                let space = conv.memref_address_space(ctx, m.memory_space)?;
                let mut fields = descriptor::unpack_ranked(rw, loc, *operands.first()?, m.shape.len())?;
                let pt = LLVMPointerType::get(rw.ctx(), space);
                for f in fields.iter_mut().take(2) {
                    *f = Value::from(llvm::AddrSpaceCastOp::build(rw, loc, *f, pt));
                }
                let d = descriptor::pack_ranked(rw, loc, desc_ty, m.shape.len(), &fields);
                rw.replace_op(op, &[d]).ok()
            }
        }
    }
}

/// MLIR's `getStridedElementPtr`: the address of `desc[indices]` (the aligned pointer, offset
/// and strides of the descriptor), with the GEP no-wrap `flags`.
pub(super) fn strided_element_ptr(
    conv: &LlvmTypeConverter,
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Attribute,
    m: &MemRefType,
    desc: Value,
    indices: &[Value],
    flags: i64,
) -> Option<Value> {
    let (strides, offset) = strides_and_offset(rw.ctx(), m)?;
    // At most one index a dimension (the memref ops' verifiers do not all check it).
    if indices.len() > strides.len() {
        return None;
    }
    let elem = conv.convert(rw.ctx(), m.element)?;
    let mut base = descriptor::extract(rw, loc, desc, &[1])?;
    if offset != 0 {
        let off = if offset == DYNAMIC {
            descriptor::extract(rw, loc, desc, &[2])?
        } else {
            index_const(rw, conv, loc, offset)
        };
        base = gep(rw, loc, base, &[off], elem, 0);
    }
    // `nusw` (in `inbounds`) gives `nsw`, `nuw` gives `nuw`.
    let ovf_bits = i64::from(flags & 2 != 0) | (i64::from(flags & 4 != 0) << 1);
    let ovf = oxir_dialects::llvm::i32_attr(rw.ctx(), ovf_bits);
    let mut index: Option<Value> = None;
    for (i, &idx) in indices.iter().enumerate() {
        let mut inc = idx;
        if strides[i] != 1 {
            let s = if strides[i] == DYNAMIC {
                descriptor::extract(rw, loc, desc, &[4, i as i64])?
            } else {
                index_const(rw, conv, loc, strides[i])
            };
            let m = llvm::MulOp::build(rw, loc, inc, s);
            if ovf_bits != 0 {
                m.set_overflow_flags(rw.ctx_mut(), ovf);
            }
            inc = m.into();
        }
        index = Some(match index {
            None => inc,
            Some(prev) => {
                let a = llvm::AddOp::build(rw, loc, prev, inc);
                if ovf_bits != 0 {
                    a.set_overflow_flags(rw.ctx_mut(), ovf);
                }
                a.into()
            }
        });
    }
    match index {
        None => Some(base),
        Some(i) => Some(gep(rw, loc, base, &[i], elem, flags)),
    }
}

/// The `alignment` of `llvm.load`/`llvm.store` from a memref op's: its value unless 0.
fn nonzero_alignment(ctx: &Context, align: Option<Attribute>) -> Option<i64> {
    align.and_then(|a| a.dyn_cast::<IntegerAttr>(ctx)).and_then(|i| i.value.try_to_i64()).filter(|&a| a != 0)
}

impl ConversionPattern for MemRefPattern {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn match_and_rewrite(&self, op: OpRef, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        self.rewrite(op, operands, rw).is_some()
    }
}

/// The patterns of `finalize-memref-to-llvm` (the part of MLIR's
/// `populateFinalizeMemRefToLLVMConversionPatterns` oxir implements).
pub fn patterns(conv: LlvmTypeConverter) -> Vec<Arc<dyn ConversionPattern>> {
    patterns_with(conv, AllocOptions::default())
}

/// [`patterns`] with the allocation functions `options` choose.
pub fn patterns_with(conv: LlvmTypeConverter, alloc: AllocOptions) -> Vec<Arc<dyn ConversionPattern>> {
    let p = |root: &'static str, kind: Kind| -> Arc<dyn ConversionPattern> {
        Arc::new(MemRefPattern { root, kind, conv, alloc })
    };
    vec![
        p(memref::AllocOp::NAME, Kind::Alloc),
        p(memref::AllocaOp::NAME, Kind::Alloca),
        p(memref::DeallocOp::NAME, Kind::Dealloc),
        p(memref::LoadOp::NAME, Kind::Load),
        p(memref::StoreOp::NAME, Kind::Store),
        p(memref::DimOp::NAME, Kind::Dim),
        p(memref::CastOp::NAME, Kind::Cast),
        p(memref::RankOp::NAME, Kind::Rank),
        p(memref::ExtractAlignedPointerAsIndexOp::NAME, Kind::ExtractAlignedPointer),
        p(memref::AssumeAlignmentOp::NAME, Kind::AssumeAlignment),
        p(memref::ExtractStridedMetadataOp::NAME, Kind::ExtractStridedMetadata),
        p(memref::GlobalOp::NAME, Kind::Global),
        p(memref::GetGlobalOp::NAME, Kind::GetGlobal),
        p(memref::CopyOp::NAME, Kind::Copy),
        p(memref::ViewOp::NAME, Kind::View),
        p(memref::TransposeOp::NAME, Kind::Transpose),
        p(memref::AtomicRMWOp::NAME, Kind::AtomicRmw),
        p(memref::AllocaScopeOp::NAME, Kind::AllocaScope),
        p(memref::GenericAtomicRMWOp::NAME, Kind::GenericAtomicRmw),
        p(memref::ReinterpretCastOp::NAME, Kind::ReinterpretCast),
        p(memref::ReshapeOp::NAME, Kind::Reshape),
        p(memref::MemorySpaceCastOp::NAME, Kind::MemorySpaceCast),
        p(memref::PrefetchOp::NAME, Kind::Prefetch),
    ]
}

/// MLIR's `FinalizeMemRefToLLVMConversionPass` (`finalize-memref-to-llvm`).
#[derive(Clone, Debug, Default)]
pub struct FinalizeMemRefToLlvm {
    /// `index-bitwidth` (0: from the data layout, the module's `dlti.dl_spec`, 64 without one).
    pub index_bitwidth: u32,
    /// `use-aligned-alloc`.
    pub use_aligned_alloc: bool,
    /// `use-generic-functions`.
    pub use_generic_functions: bool,
}

impl Pass for FinalizeMemRefToLlvm {
    fn name(&self) -> &'static str {
        "FinalizeMemRefToLLVMConversionPass"
    }
    fn argument(&self) -> &'static str {
        "finalize-memref-to-llvm"
    }
    fn description(&self) -> &'static str {
        "Finalize MemRef dialect to LLVM dialect conversion"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let conv = LlvmTypeConverter::from_data_layout(ctx, op, self.index_bitwidth);
        let alloc =
            AllocOptions { aligned_alloc: self.use_aligned_alloc, generic_functions: self.use_generic_functions };
        let memref_op =
            |ctx: &Context, op: OpRef| super::type_converter::op_in_dialect(ctx, op, memref::MemRefDialect::NAMESPACE);
        conv.report_unconvertible_memory_spaces(ctx, op, false, &memref_op);
        apply_partial_conversion(ctx, op, &llvm_target(), &patterns_with(conv, alloc), &conv.to_type_converter())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        let bad = || format!("invalid value '{value}' for {key}");
        match key {
            "index-bitwidth" => self.index_bitwidth = value.parse().map_err(|_| bad())?,
            "use-aligned-alloc" => self.use_aligned_alloc = super::func_to_llvm::parse_bool(value).ok_or_else(bad)?,
            "use-generic-functions" => {
                self.use_generic_functions = super::func_to_llvm::parse_bool(value).ok_or_else(bad)?
            }
            _ => return Err(format!("no such option '{key}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(&'static str, OptionValue)> {
        vec![
            ("index-bitwidth", OptionValue::UInt(self.index_bitwidth.into())),
            ("use-aligned-alloc", OptionValue::Bool(self.use_aligned_alloc)),
            ("use-generic-functions", OptionValue::Bool(self.use_generic_functions)),
        ]
    }
}

/// The size in bytes of a scalar memref element (integers and floats rounded up to whole bytes,
/// `index` as wide as the converter's index type); `None` for other element types, whose size
/// needs the data layout.
fn element_size_in_bytes(ctx: &Context, conv: &LlvmTypeConverter, element: Type) -> Option<i64> {
    use oxir::builtin::types::{FloatType, IndexType, IntegerType, VectorType};
    let index_bytes = i64::from(conv.index_bitwidth.div_ceil(8));
    if let Some(i) = element.dyn_cast::<IntegerType>(ctx) {
        return Some(i64::from(i.width.div_ceil(8)));
    }
    if element.isa::<IndexType>(ctx) {
        return Some(index_bytes);
    }
    // A vector's innermost dimension rounds up to a power of two (MLIR's default data layout).
    if let Some(v) = element.dyn_cast::<VectorType>(ctx) {
        let inner = *v.shape.last()?;
        let outer: i64 = v.shape[..v.shape.len() - 1].iter().product();
        let elem = element_size_in_bytes(ctx, conv, v.element)?;
        return Some(outer * (inner.max(1) as u64).next_power_of_two() as i64 * elem);
    }
    // Memref elements are descriptors: two pointers, the offset, then sizes and strides (ranked),
    // or the rank and a pointer (unranked).
    if let Some(m) = element.dyn_cast::<MemRefType>(ctx) {
        return Some(16 + index_bytes * (1 + 2 * m.shape.len() as i64));
    }
    if element.isa::<UnrankedMemRefType>(ctx) {
        return Some(index_bytes + 8);
    }
    element.dyn_cast::<FloatType>(ctx).map(|f| i64::from(f.width().div_ceil(8)))
}

/// Whether `t` is a signless integer, `index` or float type (MLIR's
/// `isSignlessIntOrIndexOrFloat`), whose allocations keep malloc's alignment.
fn is_signless_scalar(ctx: &Context, t: Type) -> bool {
    use oxir::builtin::types::{FloatType, IndexType, IntegerType};
    t.dyn_cast::<IntegerType>(ctx).is_some_and(|i| i.signedness == oxir::builtin::types::Signedness::Signless)
        || t.isa::<IndexType>(ctx)
        || t.isa::<FloatType>(ctx)
}

/// The integer an index value holds when an `arith.constant` or `llvm.mlir.constant` defines it,
/// looking through the `unrealized_conversion_cast`s a conversion leaves between them.
fn constant_index(ctx: &Context, mut v: Value) -> Option<i64> {
    loop {
        let d = ctx.defining_op(v)?;
        match ctx.op_name_text(d) {
            n if n == UnrealizedConversionCastOp::NAME && ctx.num_operands(d) == 1 => v = ctx.operand(d, 0),
            n if n == arith::ConstantOp::NAME || n == llvm::ConstantOp::NAME => {
                let a = op_attr_or_prop(ctx, d, "value")?.dyn_cast::<IntegerAttr>(ctx)?;
                return a.value.try_to_i64();
            }
            _ => return None,
        }
    }
}
