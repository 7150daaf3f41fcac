//! `finalize-memref-to-llvm`: MLIR's `MemRefToLLVM` conversion for the memref ops that remain
//! after `expand-strided-metadata`. Allocations build a descriptor around `malloc` (with
//! manual alignment when asked) or `llvm.alloca`; `dealloc` frees the allocated pointer;
//! loads and stores address `aligned + offset + sum(index * stride)` with
//! `getelementptr inbounds|nuw`; `dim` reads the size array; `cast` between ranked types keeps
//! the descriptor.

use super::build;
use super::descriptor::{self, index_const};
use super::pattern::{create1, llvm_target};
use super::type_converter::{strides_and_offset, LlvmTypeConverter};
use oxir::builtin::attributes::{IntegerAttr, StringAttr, TypeAttr};
use oxir::builtin::types::{MemRefType, DYNAMIC};
use oxir::conversion::{apply_partial_conversion, op_attr_or_prop, ConversionPattern, ConversionRewriter};
use oxir::diagnostics::Diagnostic;
use oxir::pass::Pass;
use oxir::{Attribute, Context, OpRef, Type, Value};
use oxir_dialects::llvm::{LLVMFunctionType, LLVMPointerType, LLVMVoidType};
use std::sync::Arc;

/// `inbounds|nuw`: the no-wrap flags of the address computation of loads and stores.
const GEP_INBOUNDS_NUW: i64 = 7;

fn memref_of(ctx: &Context, t: Type) -> Option<MemRefType> {
    t.dyn_cast::<MemRefType>(ctx).cloned()
}

/// The nearest enclosing symbol table (the module) of `op`.
fn symbol_table_of(ctx: &Context, op: OpRef) -> Option<OpRef> {
    let mut cur = ctx.op_parent_op(op);
    while let Some(p) = cur {
        if ctx.op_name_text(p) == "builtin.module" {
            return Some(p);
        }
        cur = ctx.op_parent_op(p);
    }
    None
}

fn sym_name(ctx: &Context, op: OpRef) -> Option<String> {
    let a = op_attr_or_prop(ctx, op, "sym_name")?;
    Some(String::from_utf8_lossy(&a.dyn_cast::<StringAttr>(ctx)?.value).into_owned())
}

/// MLIR's `lookupOrCreateFn`: the function `name` of the module, declared at its start when
/// missing.
pub fn lookup_or_create_fn(
    rw: &mut ConversionRewriter<'_, '_>,
    from: OpRef,
    name: &str,
    params: Vec<Type>,
    result: Type,
) -> Option<()> {
    let module = symbol_table_of(rw.ctx(), from)?;
    let body = rw.ctx().region_entry_block(*rw.ctx().op_regions(module).first()?)?;
    let exists = rw.ctx().block_ops(body).any(|o| sym_name(rw.ctx(), o).as_deref() == Some(name));
    if exists {
        return Some(());
    }
    let ctx = rw.ctx();
    let fty = LLVMFunctionType::get(ctx, result, params, false);
    let mut st = build::state(ctx, "llvm.func", ctx.op_loc(module));
    st.properties = Some(build::props(
        ctx,
        &[("sym_name", StringAttr::get(ctx, name)), ("function_type", TypeAttr::get(ctx, fty))],
    ));
    let region = rw.ctx_mut().create_region();
    st.regions.push(region);
    let f = rw.ctx_mut().create_op(st);
    let first = rw.ctx().block_first_op(body);
    rw.ctx_mut().insert_op_before(body, first, f);
    Some(())
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
            let st = build::llvm_binary(rw.ctx(), "llvm.mul", loc, running, sizes[i]);
            create1(rw, st)
        } else {
            index_const(rw, conv, loc, stride)
        };
    }
    let strides: Vec<Value> = strides.into_iter().collect::<Option<_>>()?;
    let size = if in_bytes {
        let elem = conv.convert(rw.ctx(), m.element)?;
        let p = LLVMPointerType::get(rw.ctx(), 0);
        let st = build::simple(rw.ctx(), "llvm.mlir.zero", loc, &[], p);
        let null = create1(rw, st);
        let st = gep(rw.ctx(), loc, null, &[running], elem, 0);
        let g = create1(rw, st);
        let st = build::simple(rw.ctx(), "llvm.ptrtoint", loc, &[g], conv.index_type(rw.ctx()));
        create1(rw, st)
    } else {
        running
    };
    Some((sizes, strides, size))
}

/// `llvm.getelementptr %base[indices] : (...) -> !llvm.ptr, elem` with dynamic indices.
fn gep(ctx: &Context, loc: Attribute, base: Value, indices: &[Value], elem: Type, flags: i64) -> oxir::OperationState {
    let ty = ctx.value_type(base);
    let mut st = build::simple(ctx, "llvm.getelementptr", loc, &[base], ty);
    st.operands.extend(indices.iter().copied());
    let raw = oxir::ods::op::i32_array(ctx, indices.iter().map(|_| oxir_dialects::llvm::GEP_DYNAMIC_INDEX));
    let mut entries = vec![("elem_type", TypeAttr::get(ctx, elem)), ("rawConstantIndices", raw)];
    if flags != 0 {
        entries.push(("noWrapFlags", oxir_dialects::llvm::i32_attr(ctx, flags)));
    }
    st.properties = Some(build::props(ctx, &entries));
    st
}

/// `llvm.getelementptr %base[c0, c1, ...]` with constant indices.
fn gep_const(
    ctx: &Context,
    loc: Attribute,
    base: Value,
    indices: &[i32],
    elem: Type,
    ty: Type,
) -> oxir::OperationState {
    let mut st = build::simple(ctx, "llvm.getelementptr", loc, &[base], ty);
    let raw = oxir::ods::op::i32_array(ctx, indices.iter().copied());
    st.properties = Some(build::props(ctx, &[("elem_type", TypeAttr::get(ctx, elem)), ("rawConstantIndices", raw)]));
    st
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
        let st = build::llvm_constant(ctx, loc, build::int_attr(ctx, it, rank), it);
        create1(rw, st)
    });
    let ctx = rw.ctx();
    let i64t = oxir::builtin::types::IntegerType::get(ctx, 64);
    let idx = oxir::builtin::types::IndexType::get(ctx);
    let st = build::llvm_constant(ctx, loc, build::int_attr(ctx, idx, 1), i64t);
    let one = create1(rw, st);
    let p0 = LLVMPointerType::get(rw.ctx(), 0);
    let dt = rw.ctx().value_type(desc);
    let mut st = build::simple(rw.ctx(), "llvm.alloca", loc, &[one], p0);
    st.properties = Some(build::props(rw.ctx(), &[("elem_type", TypeAttr::get(rw.ctx(), dt))]));
    let ptr = create1(rw, st);
    let mut st = build::state(rw.ctx(), "llvm.store", loc);
    st.operands.extend([desc, ptr]);
    rw.create(st);
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
            let st = build::llvm_binary(rw.ctx(), "llvm.sub", loc, a, one);
            let bump = create1(rw, st);
            let st = build::llvm_binary(rw.ctx(), "llvm.add", loc, bytes, bump);
            let bumped = create1(rw, st);
            let st = build::llvm_binary(rw.ctx(), "llvm.urem", loc, bumped, a);
            let rem = create1(rw, st);
            let st = build::llvm_binary(rw.ctx(), "llvm.sub", loc, bumped, rem);
            bytes = create1(rw, st);
        }
        let it = conv.index_type(rw.ctx());
        let p0 = LLVMPointerType::get(rw.ctx(), 0);
        let name = self.alloc.function("aligned_alloc");
        lookup_or_create_fn(rw, op, name, vec![it, it], p0)?;
        let mut st = build::simple(rw.ctx(), "llvm.call", loc, &[a, bytes], p0);
        st.properties = Some(super::func_to_llvm::call_props(rw.ctx(), name, 2, Vec::new()));
        let mut ptr = create1(rw, st);
        if space != 0 {
            let pt = LLVMPointerType::get(rw.ctx(), space);
            let st = build::simple(rw.ctx(), "llvm.addrspacecast", loc, &[ptr], pt);
            ptr = create1(rw, st);
        }
        let d = create_descriptor(rw, conv, loc, desc_ty, ptr, ptr, sizes, strides);
        rw.replace_op(op, &[d]).ok()
    }

    /// MLIR's `getStridedElementPtr`.
    fn strided_element_ptr(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        loc: Attribute,
        m: &MemRefType,
        desc: Value,
        indices: &[Value],
        flags: i64,
    ) -> Option<Value> {
        let conv = &self.conv;
        let (strides, offset) = strides_and_offset(rw.ctx(), m)?;
        let elem = conv.convert(rw.ctx(), m.element)?;
        let mut base = descriptor::extract(rw, loc, desc, &[1])?;
        if offset != 0 {
            let off = if offset == DYNAMIC {
                descriptor::extract(rw, loc, desc, &[2])?
            } else {
                index_const(rw, conv, loc, offset)
            };
            let st = gep(rw.ctx(), loc, base, &[off], elem, 0);
            base = create1(rw, st);
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
                let mut st = build::llvm_binary(rw.ctx(), "llvm.mul", loc, inc, s);
                if ovf_bits != 0 {
                    st.properties = Some(build::props(rw.ctx(), &[("overflowFlags", ovf)]));
                }
                inc = create1(rw, st);
            }
            index = Some(match index {
                None => inc,
                Some(prev) => {
                    let mut st = build::llvm_binary(rw.ctx(), "llvm.add", loc, prev, inc);
                    if ovf_bits != 0 {
                        st.properties = Some(build::props(rw.ctx(), &[("overflowFlags", ovf)]));
                    }
                    create1(rw, st)
                }
            });
        }
        match index {
            None => Some(base),
            Some(i) => {
                let st = gep(rw.ctx(), loc, base, &[i], elem, flags);
                Some(create1(rw, st))
            }
        }
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
        let st = gep_const(rw.ctx(), loc, ranked, &[0, 2], elem_desc, pt);
        let offset_ptr = create1(rw, st);
        let one = index_const(rw, conv, loc, 1);
        let st = build::llvm_binary(rw.ctx(), "llvm.add", loc, one, operands[1]);
        let plus1 = create1(rw, st);
        let it = conv.index_type(rw.ctx());
        let st = gep(rw.ctx(), loc, offset_ptr, &[plus1], it, 0);
        let size_ptr = create1(rw, st);
        let st = build::simple(rw.ctx(), "llvm.load", loc, &[size_ptr], it);
        Some(create1(rw, st))
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
        let mut entries = vec![
            ("global_type", TypeAttr::get(ctx, arr)),
            ("linkage", ctx.intern_attr(linkage)),
            ("sym_name", name),
            ("addr_space", oxir_dialects::llvm::i32_attr(ctx, space as i64)),
        ];
        if op_attr_or_prop(ctx, op, "constant").is_some() {
            entries.push(("constant", oxir::builtin::attributes::UnitAttr::get(ctx)));
        }
        if let Some(v) = value {
            entries.push(("value", v));
        }
        if alignment != 0 {
            entries.push(("alignment", oxir_dialects::llvm::i64_attr(ctx, alignment)));
        }
        let mut st = build::state(ctx, "llvm.mlir.global", loc);
        st.properties = Some(build::props(ctx, &entries));
        let region = rw.ctx_mut().create_region();
        if !external && uninitialized {
            let b = rw.ctx_mut().create_block();
            rw.ctx_mut().append_block(region, b);
            let u = build::simple(rw.ctx(), "llvm.mlir.undef", loc, &[], arr);
            let u = rw.ctx_mut().create_op(u);
            rw.ctx_mut().append_op(b, u);
            let uv = rw.ctx().result(u, 0);
            let mut r = build::state(rw.ctx(), "llvm.return", loc);
            r.operands.push(uv);
            let r = rw.ctx_mut().create_op(r);
            rw.ctx_mut().append_op(b, r);
        }
        st.regions.push(region);
        rw.replace_op_with_new(op, st).ok().map(|_| ())
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
        let mut st = build::simple(rw.ctx(), "llvm.mlir.addressof", loc, &[], pt);
        st.properties = Some(build::props(rw.ctx(), &[("global_name", name)]));
        let addr = create1(rw, st);
        let zeros = vec![0i32; m.shape.len() + 1];
        let st = gep_const(rw.ctx(), loc, addr, &zeros, arr, pt);
        let first = create1(rw, st);
        // An integer as wide as a pointer (64 bits in the default data layout).
        let dead = {
            let ctx = rw.ctx();
            let (idx, i64t) =
                (oxir::builtin::types::IndexType::get(ctx), oxir::builtin::types::IntegerType::get(ctx, 64));
            let st = build::llvm_constant(ctx, loc, build::int_attr(ctx, idx, 0xdead_beef), i64t);
            create1(rw, st)
        };
        let st = build::simple(rw.ctx(), "llvm.inttoptr", loc, &[dead], pt);
        let dead_ptr = create1(rw, st);
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
            let st = build::llvm_binary(rw.ctx(), "llvm.mul", loc, n, size);
            n = create1(rw, st);
        }
        let p0 = LLVMPointerType::get(rw.ctx(), 0);
        let st = build::simple(rw.ctx(), "llvm.mlir.zero", loc, &[], p0);
        let null = create1(rw, st);
        let st = gep_const(rw.ctx(), loc, null, &[1], elem, p0);
        let g = create1(rw, st);
        let it = conv.index_type(rw.ctx());
        let st = build::simple(rw.ctx(), "llvm.ptrtoint", loc, &[g], it);
        let esize = create1(rw, st);
        let st = build::llvm_binary(rw.ctx(), "llvm.mul", loc, n, esize);
        let total = create1(rw, st);
        let ptr_of = |rw: &mut ConversionRewriter<'_, '_>, d: Value| -> Option<Value> {
            let base = descriptor::extract(rw, loc, d, &[1])?;
            let off = descriptor::extract(rw, loc, d, &[2])?;
            let st = gep(rw.ctx(), loc, base, &[off], elem, 0);
            Some(create1(rw, st))
        };
        let sp = ptr_of(rw, s)?;
        let tp = ptr_of(rw, t)?;
        let mut st = build::state(rw.ctx(), "llvm.intr.memcpy", loc);
        st.operands.extend([tp, sp, total]);
        let f = IntegerAttr::get(
            rw.ctx(),
            oxir::builtin::types::IntegerType::get(rw.ctx(), 1),
            oxir::numeric::APInt::zero(1),
        );
        st.properties = Some(build::props(rw.ctx(), &[("isVolatile", f)]));
        rw.create(st);
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
        let st = build::simple(rw.ctx(), "llvm.intr.stacksave", loc, &[], p0);
        let saved = create1(rw, st);
        let us = unranked(rw, operands[0], src_ty);
        let ut = unranked(rw, operands[1], dst_ty);
        let one = index_const(rw, conv, loc, 1);
        let promote = |rw: &mut ConversionRewriter<'_, '_>, d: Value| -> Value {
            let dt = rw.ctx().value_type(d);
            let mut st = build::simple(rw.ctx(), "llvm.alloca", loc, &[one], p0);
            st.properties = Some(build::props(rw.ctx(), &[("elem_type", TypeAttr::get(rw.ctx(), dt))]));
            let a = create1(rw, st);
            let mut st = build::state(rw.ctx(), "llvm.store", loc);
            st.operands.extend([d, a]);
            rw.create(st);
            a
        };
        let sp = promote(rw, us);
        let tp = promote(rw, ut);
        let st = build::simple(rw.ctx(), "llvm.mlir.zero", loc, &[], p0);
        let null = create1(rw, st);
        let st = gep_const(rw.ctx(), loc, null, &[1], elem, p0);
        let g = create1(rw, st);
        let it = conv.index_type(rw.ctx());
        let st = build::simple(rw.ctx(), "llvm.ptrtoint", loc, &[g], it);
        let esize = create1(rw, st);
        let void = LLVMVoidType::get(rw.ctx());
        lookup_or_create_fn(rw, op, "memrefCopy", vec![it, p0, p0], void)?;
        let mut st = build::state(rw.ctx(), "llvm.call", loc);
        st.operands.extend([esize, sp, tp]);
        st.properties = Some(super::func_to_llvm::call_props(rw.ctx(), "memrefCopy", 3, Vec::new()));
        rw.create(st);
        let mut st = build::state(rw.ctx(), "llvm.intr.stackrestore", loc);
        st.operands.push(saved);
        rw.create(st);
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
        let statics = |name: &str| -> Vec<i64> {
            op_attr_or_prop(ctx, op, name)
                .and_then(|a| a.dyn_cast::<oxir::builtin::attributes::DenseArrayAttr>(ctx))
                .map(|d| d.values.iter().map(|v| v.try_to_i64().unwrap_or(0)).collect())
                .unwrap_or_default()
        };
        let (s_off, s_sizes, s_strides) =
            (statics("static_offsets"), statics("static_sizes"), statics("static_strides"));
        let seg = op_attr_or_prop(ctx, op, "operandSegmentSizes")
            .and_then(|a| a.dyn_cast::<oxir::builtin::attributes::DenseArrayAttr>(ctx))
            .map(|d| d.values.iter().map(|v| v.try_to_i64().unwrap_or(0) as usize).collect::<Vec<_>>())?;
        if seg.len() != 4 || operands.len() != seg.iter().sum::<usize>() {
            return None;
        }
        let src = operands[0];
        let dyn_off = &operands[1..1 + seg[1]];
        let dyn_sizes = &operands[1 + seg[1]..1 + seg[1] + seg[2]];
        let dyn_strides = &operands[1 + seg[1] + seg[2]..];
        let mut d = descriptor::poison(rw, loc, desc_ty);
        let (allocated, aligned) = if memref_of(rw.ctx(), src_ty).is_some() {
            (descriptor::extract(rw, loc, src, &[0])?, descriptor::extract(rw, loc, src, &[1])?)
        } else {
            let ranked = descriptor::extract(rw, loc, src, &[1])?;
            let pt = rw.ctx().value_type(ranked);
            let st = build::simple(rw.ctx(), "llvm.load", loc, &[ranked], pt);
            let allocated = create1(rw, st);
            let st = gep_const(rw.ctx(), loc, ranked, &[1], pt, pt);
            let g = create1(rw, st);
            let st = build::simple(rw.ctx(), "llvm.load", loc, &[g], pt);
            (allocated, create1(rw, st))
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
        let st = build::simple(rw.ctx(), "llvm.load", loc, &[ranked], elem_ptr);
        let allocated = create1(rw, st);
        let st = gep_const(rw.ctx(), loc, ranked, &[1], elem_ptr, p0);
        let g = create1(rw, st);
        let st = build::simple(rw.ctx(), "llvm.load", loc, &[g], elem_ptr);
        let aligned = create1(rw, st);
        let offset = if with_offset {
            let st = gep_const(rw.ctx(), loc, ranked, &[2], elem_ptr, p0);
            let g = create1(rw, st);
            let it = self.conv.index_type(rw.ctx());
            let st = build::simple(rw.ctx(), "llvm.load", loc, &[g], it);
            Some(create1(rw, st))
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
        // MLIR's `UnrankedMemRefDescriptor::computeSize`: two pointers and `1 + 2 * rank`
        // indices, densely packed.
        let one = index_const(rw, conv, loc, 1);
        let two = index_const(rw, conv, loc, 2);
        let index_bytes = i64::from(conv.index_bitwidth.div_ceil(8));
        let index_size = index_const(rw, conv, loc, index_bytes);
        let ptr_size = index_const(rw, conv, loc, 8);
        let st = build::llvm_binary(rw.ctx(), "llvm.mul", loc, two, ptr_size);
        let two_ptrs = create1(rw, st);
        let r = descriptor::extract(rw, loc, d, &[0])?;
        let st = build::llvm_binary(rw.ctx(), "llvm.mul", loc, two, r);
        let two_rank = create1(rw, st);
        let st = build::llvm_binary(rw.ctx(), "llvm.add", loc, two_rank, one);
        let fields = create1(rw, st);
        let st = build::llvm_binary(rw.ctx(), "llvm.mul", loc, fields, index_size);
        let field_bytes = create1(rw, st);
        let st = build::llvm_binary(rw.ctx(), "llvm.add", loc, two_ptrs, field_bytes);
        let bytes = create1(rw, st);
        let p0 = LLVMPointerType::get(rw.ctx(), 0);
        let i8t = oxir::builtin::types::IntegerType::get(rw.ctx(), 8);
        let mut st = build::simple(rw.ctx(), "llvm.alloca", loc, &[bytes], p0);
        st.properties = Some(build::props(rw.ctx(), &[("elem_type", TypeAttr::get(rw.ctx(), i8t))]));
        let underlying = create1(rw, st);
        d = descriptor::insert(rw, loc, d, underlying, &[1]);
        let (allocated, aligned, offset) = self.pointers_and_offset(rw, loc, src_ty, src, true)?;
        let elem_ptr = LLVMPointerType::get(rw.ctx(), space);
        let store = |rw: &mut ConversionRewriter<'_, '_>, v: Value, p: Value| {
            let mut st = build::state(rw.ctx(), "llvm.store", loc);
            st.operands.extend([v, p]);
            rw.create(st);
        };
        store(rw, allocated, underlying);
        let st = gep_const(rw.ctx(), loc, underlying, &[1], elem_ptr, p0);
        let g = create1(rw, st);
        store(rw, aligned, g);
        let st = gep_const(rw.ctx(), loc, underlying, &[2], elem_ptr, p0);
        let g = create1(rw, st);
        store(rw, offset?, g);
        let it = conv.index_type(rw.ctx());
        let header = oxir_dialects::llvm::LLVMStructType::literal(rw.ctx(), vec![elem_ptr, elem_ptr, it, it], false);
        let st = gep_const(rw.ctx(), loc, underlying, &[0, 3], header, p0);
        let sizes_base = create1(rw, st);
        let st = gep(rw.ctx(), loc, sizes_base, &[rank], it, 0);
        let strides_base = create1(rw, st);
        let shape_ptr = descriptor::extract(rw, loc, shape, &[1])?;
        let one = index_const(rw, conv, loc, 1);
        let st = build::llvm_binary(rw.ctx(), "llvm.sub", loc, rank, one);
        let last = create1(rw, st);
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
            let mut st = build::br(rw.ctx(), loc, dest, args);
            st.name = rw.ctx().op_name("llvm.br");
            rw.create(st);
        };
        rw.rewriter.set_insertion_point_to_end(init);
        llvm_br(rw, cond, &[last, one]);
        rw.rewriter.set_insertion_point_to_end(cond);
        let zero = index_const(rw, conv, loc, 0);
        let st = build::llvm_icmp(rw.ctx(), loc, 5, index, zero);
        let pred = create1(rw, st);
        let mut st = build::cond_br(rw.ctx(), loc, pred, body, &[], rest, &[]);
        st.name = rw.ctx().op_name("llvm.cond_br");
        rw.create(st);
        rw.rewriter.set_insertion_point_to_end(body);
        let st = gep(rw.ctx(), loc, shape_ptr, &[index], shape_elem, 0);
        let g = create1(rw, st);
        let st = build::simple(rw.ctx(), "llvm.load", loc, &[g], it);
        let size = create1(rw, st);
        let st = gep(rw.ctx(), loc, sizes_base, &[index], it, 0);
        let g = create1(rw, st);
        store(rw, size, g);
        let st = gep(rw.ctx(), loc, strides_base, &[index], it, 0);
        let g = create1(rw, st);
        store(rw, stride, g);
        let st = build::llvm_binary(rw.ctx(), "llvm.mul", loc, stride, size);
        let next_stride = create1(rw, st);
        let st = build::llvm_binary(rw.ctx(), "llvm.sub", loc, index, one);
        let dec = create1(rw, st);
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
                let p = self.strided_element_ptr(rw, loc, shape_m, shape, &[pos], GEP_INBOUNDS_NUW)?;
                let st = build::simple(rw.ctx(), "llvm.load", loc, &[p], shape_elem);
                let mut v = create1(rw, st);
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
            let st = build::llvm_binary(rw.ctx(), "llvm.mul", loc, s, size);
            stride = Some(create1(rw, st));
        }
        rw.replace_op(op, &[d]).ok()
    }

    /// MLIR's `AllocaScopeOpLowering`: the body is inlined between a stack save and a stack
    /// restore.
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
            let mut st = build::br(rw.ctx(), loc, remaining, &[]);
            st.name = rw.ctx().op_name("llvm.br");
            rw.create(st);
            b
        };
        rw.rewriter.inline_region_before(body, parent_region, Some(cont));
        rw.rewriter.set_insertion_point_to_end(current);
        let p0 = LLVMPointerType::get(rw.ctx(), 0);
        let st = build::simple(rw.ctx(), "llvm.intr.stacksave", loc, &[], p0);
        let saved = create1(rw, st);
        let mut st = build::br(rw.ctx(), loc, before, &[]);
        st.name = rw.ctx().op_name("llvm.br");
        rw.create(st);
        let vals: Vec<Value> = rw.ctx().operands(ret).collect();
        rw.rewriter.set_insertion_point(ret);
        let mut st = build::state(rw.ctx(), "llvm.intr.stackrestore", loc);
        st.operands.push(saved);
        rw.create(st);
        let mut st = build::br(rw.ctx(), loc, cont, &vals);
        st.name = rw.ctx().op_name("llvm.br");
        rw.create(st);
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
        let body = ctx.region_entry_block(*ctx.op_regions(op).first()?)?;
        let current_value = ctx.block_arguments(body).next()?;
        let body_ops: Vec<OpRef> = ctx.block_ops(body).collect();
        let (yield_op, body_ops) = body_ops.split_last()?;
        let yielded = ctx.operands(*yield_op).next()?;
        let init_block = ctx.op_parent_block(op)?;
        let loop_block = rw.rewriter.split_block(init_block, op);
        let arg = rw.ctx_mut().add_block_argument(loop_block, value_ty, loc);
        let next = rw.ctx().op_next(op)?;
        let end_block = rw.rewriter.split_block(loop_block, next);
        rw.rewriter.set_insertion_point_to_end(init_block);
        let ptr = self.strided_element_ptr(rw, loc, &m, operands[0], &operands[1..], 0)?;
        let st = build::simple(rw.ctx(), "llvm.load", loc, &[ptr], elem);
        let init = create1(rw, st);
        let mut st = build::br(rw.ctx(), loc, loop_block, &[init]);
        st.name = rw.ctx().op_name("llvm.br");
        rw.create(st);
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
        let bool_ty = oxir::builtin::types::IntegerType::get(rw.ctx(), 1);
        let pair = oxir_dialects::llvm::LLVMStructType::literal(rw.ctx(), vec![value_ty, bool_ty], false);
        let mut st = build::simple(rw.ctx(), "llvm.cmpxchg", loc, &[ptr, arg, result], pair);
        let i64a = |v| oxir_dialects::llvm::i64_attr(rw.ctx(), v);
        st.properties = Some(build::props(rw.ctx(), &[("failure_ordering", i64a(2)), ("success_ordering", i64a(6))]));
        rw.rewriter.set_insertion_point(op);
        let cx = create1(rw, st);
        let new_loaded = descriptor::extract(rw, loc, cx, &[0])?;
        let ok = descriptor::extract(rw, loc, cx, &[1])?;
        let mut st = build::cond_br(rw.ctx(), loc, ok, end_block, &[], loop_block, &[new_loaded]);
        st.name = rw.ctx().op_name("llvm.cond_br");
        rw.create(st);
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
        let st = gep(rw.ctx(), loc, aligned, &[shift], src_elem, 0);
        let shifted = create1(rw, st);
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
                    Some(r) => {
                        let st = build::llvm_binary(rw.ctx(), "llvm.mul", loc, r, ns);
                        create1(rw, st)
                    }
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
                    let elem_is_scalar = {
                        let c = rw.ctx();
                        m.element.isa::<oxir::builtin::types::IntegerType>(c)
                            || m.element.isa::<oxir::builtin::types::IndexType>(c)
                            || m.element.isa::<oxir::builtin::types::FloatType>(c)
                    };
                    if align.is_none() && !elem_is_scalar {
                        // The natural alignment of non-scalar elements needs the data layout.
                        return None;
                    }
                    let it = conv.index_type(rw.ctx());
                    let p0 = LLVMPointerType::get(rw.ctx(), 0);
                    if self.alloc.aligned_alloc {
                        return self.aligned_alloc(rw, op, &m, align, size, space, desc_ty, &sizes, &strides);
                    }
                    let alignment = align.map(|a| index_const(rw, conv, loc, a));
                    let mut bytes = size;
                    if let Some(a) = alignment {
                        let st = build::llvm_binary(rw.ctx(), "llvm.add", loc, bytes, a);
                        bytes = create1(rw, st);
                    }
                    let malloc = self.alloc.function("malloc");
                    lookup_or_create_fn(rw, op, malloc, vec![it], p0)?;
                    let mut st = build::simple(rw.ctx(), "llvm.call", loc, &[bytes], p0);
                    st.properties = Some(super::func_to_llvm::call_props(rw.ctx(), malloc, 1, Vec::new()));
                    let mut allocated = create1(rw, st);
                    if space != 0 {
                        let pt = LLVMPointerType::get(rw.ctx(), space);
                        let st = build::simple(rw.ctx(), "llvm.addrspacecast", loc, &[allocated], pt);
                        allocated = create1(rw, st);
                    }
                    let mut aligned = allocated;
                    if let Some(a) = alignment {
                        let st = build::simple(rw.ctx(), "llvm.ptrtoint", loc, &[allocated], it);
                        let as_int = create1(rw, st);
                        let one = index_const(rw, conv, loc, 1);
                        let st = build::llvm_binary(rw.ctx(), "llvm.sub", loc, a, one);
                        let bump = create1(rw, st);
                        let st = build::llvm_binary(rw.ctx(), "llvm.add", loc, as_int, bump);
                        let bumped = create1(rw, st);
                        let st = build::llvm_binary(rw.ctx(), "llvm.urem", loc, bumped, a);
                        let m = create1(rw, st);
                        let st = build::llvm_binary(rw.ctx(), "llvm.sub", loc, bumped, m);
                        let al = create1(rw, st);
                        let pt = rw.ctx().value_type(allocated);
                        let st = build::simple(rw.ctx(), "llvm.inttoptr", loc, &[al], pt);
                        aligned = create1(rw, st);
                    }
                    (allocated, aligned)
                } else {
                    let pt = LLVMPointerType::get(rw.ctx(), space);
                    let mut st = build::simple(rw.ctx(), "llvm.alloca", loc, &[size], pt);
                    let mut entries = vec![("elem_type", TypeAttr::get(rw.ctx(), elem))];
                    if let Some(a) = align.filter(|&a| a != 0) {
                        entries.push(("alignment", oxir_dialects::llvm::i64_attr(rw.ctx(), a)));
                    }
                    st.properties = Some(build::props(rw.ctx(), &entries));
                    let p = create1(rw, st);
                    (p, p)
                };
                let d = create_descriptor(rw, conv, loc, desc_ty, allocated, aligned, &sizes, &strides);
                rw.replace_op(op, &[d]).ok()
            }
            Kind::Dealloc => {
                let p0 = LLVMPointerType::get(ctx, 0);
                let void = LLVMVoidType::get(ctx);
                let free = self.alloc.function("free");
                lookup_or_create_fn(rw, op, free, vec![p0], void)?;
                let mut p = descriptor::extract(rw, loc, *operands.first()?, &[0])?;
                if rw.ctx().value_type(p) != p0 {
                    let st = build::simple(rw.ctx(), "llvm.addrspacecast", loc, &[p], p0);
                    p = create1(rw, st);
                }
                let mut st = build::state(rw.ctx(), "llvm.call", loc);
                st.operands.push(p);
                st.properties = Some(super::func_to_llvm::call_props(rw.ctx(), free, 1, Vec::new()));
                rw.create(st);
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
                let ptr = self.strided_element_ptr(rw, loc, &m, *desc, idx, GEP_INBOUNDS_NUW)?;
                let mut st = build::simple(rw.ctx(), "llvm.load", loc, &[ptr], elem);
                st.properties = load_store_props(rw.ctx(), align, nontemporal);
                rw.replace_op_with_new(op, st).ok().map(|_| ())
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
                let ptr = self.strided_element_ptr(rw, loc, &m, desc, idx, GEP_INBOUNDS_NUW)?;
                let mut st = build::state(rw.ctx(), "llvm.store", loc);
                st.operands.extend([v, ptr]);
                st.properties = load_store_props(rw.ctx(), align, nontemporal);
                rw.replace_op_with_new(op, st).ok().map(|_| ())
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
                        let mut st = build::simple(rw.ctx(), "llvm.alloca", loc, &[one], p0);
                        st.properties = Some(build::props(rw.ctx(), &[("elem_type", TypeAttr::get(rw.ctx(), arr_ty))]));
                        let p = create1(rw, st);
                        let mut st = build::state(rw.ctx(), "llvm.store", loc);
                        st.operands.extend([sizes, p]);
                        rw.create(st);
                        let ctx = rw.ctx();
                        let mut st = build::simple(ctx, "llvm.getelementptr", loc, &[p, idx], p0);
                        let raw = oxir::ods::op::i32_array(ctx, [0, oxir_dialects::llvm::GEP_DYNAMIC_INDEX]);
                        st.properties = Some(build::props(
                            ctx,
                            &[("elem_type", TypeAttr::get(ctx, arr_ty)), ("rawConstantIndices", raw)],
                        ));
                        let g = create1(rw, st);
                        let it = conv.index_type(rw.ctx());
                        let st = build::simple(rw.ctx(), "llvm.load", loc, &[g], it);
                        create1(rw, st)
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
                    let st = gep_const(rw.ctx(), loc, ranked, &[1], pt, pt);
                    let g = create1(rw, st);
                    let st = build::simple(rw.ctx(), "llvm.load", loc, &[g], pt);
                    create1(rw, st)
                };
                let it = conv.index_type(rw.ctx());
                let st = build::simple(rw.ctx(), "llvm.ptrtoint", loc, &[p], it);
                let v = create1(rw, st);
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
                let ptr = self.strided_element_ptr(rw, loc, &m, desc, &[], 0)?;
                let i1 = oxir::builtin::types::IntegerType::get(rw.ctx(), 1);
                let st = build::llvm_constant(rw.ctx(), loc, build::int_attr(rw.ctx(), i1, 1), i1);
                let cond = create1(rw, st);
                let align = index_const(rw, conv, loc, alignment);
                let mut st = build::state(rw.ctx(), "llvm.intr.assume", loc);
                st.operands.extend([cond, ptr, align]);
                let tags = oxir::builtin::attributes::ArrayAttr::get(
                    rw.ctx(),
                    vec![oxir::builtin::attributes::StringAttr::get(rw.ctx(), "align")],
                );
                let sizes = oxir::ods::op::i32_array(rw.ctx(), [2]);
                st.properties = Some(build::props(rw.ctx(), &[("op_bundle_sizes", sizes), ("op_bundle_tags", tags)]));
                rw.create(st);
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
                let bin = match *kw {
                    "addf" => 11,
                    "addi" => 1,
                    "assign" => 0,
                    "maximumf" => 19,
                    "maxnumf" => 13,
                    "maxs" => 7,
                    "maxu" => 9,
                    "minimumf" => 20,
                    "minnumf" => 14,
                    "mins" => 8,
                    "minu" => 10,
                    "ori" => 5,
                    "xori" => 6,
                    "andi" => 3,
                    _ => return None,
                };
                let m = memref_of(ctx, ctx.value_type(ctx.operand(op, 1)))?;
                if operands.len() < 2 {
                    return None;
                }
                let ptr = self.strided_element_ptr(rw, loc, &m, operands[1], &operands[2..], 0)?;
                let vt = rw.ctx().value_type(operands[0]);
                let mut st = build::simple(rw.ctx(), "llvm.atomicrmw", loc, &[ptr, operands[0]], vt);
                let i64a = |v| oxir_dialects::llvm::i64_attr(rw.ctx(), v);
                st.properties = Some(build::props(rw.ctx(), &[("bin_op", i64a(bin)), ("ordering", i64a(6))]));
                rw.replace_op_with_new(op, st).ok().map(|_| ())
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
                        let st = build::simple(rw.ctx(), "llvm.load", loc, &[p], dc);
                        let v = create1(rw, st);
                        rw.replace_op(op, &[v]).ok()
                    }
                    (None, None) => None,
                }
            }
        }
    }
}

/// The `alignment`/`nontemporal` properties of `llvm.load`/`llvm.store`.
fn load_store_props(ctx: &Context, align: Option<Attribute>, nontemporal: Option<Attribute>) -> Option<Attribute> {
    let mut entries = Vec::new();
    if let Some(a) = align.and_then(|a| a.dyn_cast::<IntegerAttr>(ctx)).and_then(|i| i.value.try_to_i64()) {
        if a != 0 {
            entries.push(("alignment", oxir_dialects::llvm::i64_attr(ctx, a)));
        }
    }
    if nontemporal.is_some() {
        entries.push(("nontemporal", oxir::builtin::attributes::UnitAttr::get(ctx)));
    }
    (!entries.is_empty()).then(|| build::props(ctx, &entries))
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
        p("memref.alloc", Kind::Alloc),
        p("memref.alloca", Kind::Alloca),
        p("memref.dealloc", Kind::Dealloc),
        p("memref.load", Kind::Load),
        p("memref.store", Kind::Store),
        p("memref.dim", Kind::Dim),
        p("memref.cast", Kind::Cast),
        p("memref.rank", Kind::Rank),
        p("memref.extract_aligned_pointer_as_index", Kind::ExtractAlignedPointer),
        p("memref.assume_alignment", Kind::AssumeAlignment),
        p("memref.extract_strided_metadata", Kind::ExtractStridedMetadata),
        p("memref.global", Kind::Global),
        p("memref.get_global", Kind::GetGlobal),
        p("memref.copy", Kind::Copy),
        p("memref.view", Kind::View),
        p("memref.transpose", Kind::Transpose),
        p("memref.atomic_rmw", Kind::AtomicRmw),
        p("memref.alloca_scope", Kind::AllocaScope),
        p("memref.generic_atomic_rmw", Kind::GenericAtomicRmw),
        p("memref.reinterpret_cast", Kind::ReinterpretCast),
        p("memref.reshape", Kind::Reshape),
    ]
}

/// MLIR's `FinalizeMemRefToLLVMConversionPass` (`finalize-memref-to-llvm`).
#[derive(Clone, Debug, Default)]
pub struct FinalizeMemRefToLlvm {
    /// `index-bitwidth` (0: from the data layout, i.e. 64).
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
        let conv = LlvmTypeConverter::new(self.index_bitwidth);
        let alloc =
            AllocOptions { aligned_alloc: self.use_aligned_alloc, generic_functions: self.use_generic_functions };
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
    fn options(&self) -> Vec<(String, String)> {
        vec![
            ("index-bitwidth".into(), self.index_bitwidth.to_string()),
            ("use-aligned-alloc".into(), self.use_aligned_alloc.to_string()),
            ("use-generic-functions".into(), self.use_generic_functions.to_string()),
        ]
    }
}

/// The size in bytes of a scalar memref element (integers and floats rounded up to whole bytes,
/// `index` as wide as the converter's index type); `None` for other element types, whose size
/// needs the data layout.
fn element_size_in_bytes(ctx: &Context, conv: &LlvmTypeConverter, element: Type) -> Option<i64> {
    use oxir::builtin::types::{FloatType, IndexType, IntegerType};
    if let Some(i) = element.dyn_cast::<IntegerType>(ctx) {
        return Some(i64::from(i.width.div_ceil(8)));
    }
    if element.isa::<IndexType>(ctx) {
        return Some(i64::from(conv.index_bitwidth.div_ceil(8)));
    }
    element.dyn_cast::<FloatType>(ctx).map(|f| i64::from(f.width().div_ceil(8)))
}

/// The integer an index value holds when an `arith.constant` or `llvm.mlir.constant` defines it,
/// looking through the `unrealized_conversion_cast`s a conversion leaves between them.
fn constant_index(ctx: &Context, mut v: Value) -> Option<i64> {
    loop {
        let d = ctx.defining_op(v)?;
        match ctx.op_name_text(d) {
            "builtin.unrealized_conversion_cast" if ctx.num_operands(d) == 1 => v = ctx.operand(d, 0),
            "arith.constant" | "llvm.mlir.constant" => {
                let a = op_attr_or_prop(ctx, d, "value")?.dyn_cast::<IntegerAttr>(ctx)?;
                return a.value.try_to_i64();
            }
            _ => return None,
        }
    }
}
