//! MLIR's `LLVMTypeConverter`: how builtin types become llvm dialect types.
//!
//! `index` becomes the integer of the index bitwidth, `complex<T>` a two-element struct, 0-D
//! vectors `vector<1xT>` and n-D vectors arrays of 1-D vectors, a ranked memref the descriptor
//! `!llvm.struct<(ptr, ptr, i64, array<N x i64>, array<N x i64>)>`, an unranked memref
//! `!llvm.struct<(i64, ptr)>`, a function type a pointer. In function signatures, memref
//! arguments are expanded into the descriptor's scalar fields (or a bare pointer with the
//! bare-pointer calling convention) and several results are packed into a struct. Tensors and
//! types without a rule (such as `tf32`) do not convert.

use super::descriptor;
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::types::{
    ComplexType, FloatKind, FloatType, FunctionType, IndexType, IntegerType, MemRefType, UnrankedMemRefType,
    VectorType, DYNAMIC,
};
use oxir::conversion::{ConversionRewriter, TypeConverter, CAST_OP};
use oxir::{Attribute, Context, OpRef, OperationState, Type, Value};
use oxir_dialects::dlti::DataLayout;
use oxir_dialects::llvm::{
    is_compatible_type, LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMStructType, LLVMVoidType,
};

/// The options of the LLVM type conversion (MLIR's `LowerToLLVMOptions`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LlvmTypeConverter {
    /// The width of the integer `index` converts to (64 unless a pass's `index-bitwidth` says
    /// otherwise).
    pub index_bitwidth: u32,
    /// Whether function signatures use the bare-pointer convention for memrefs.
    pub use_bare_ptr_call_conv: bool,
}

impl Default for LlvmTypeConverter {
    fn default() -> Self {
        LlvmTypeConverter { index_bitwidth: 64, use_bare_ptr_call_conv: false }
    }
}

impl LlvmTypeConverter {
    /// A converter with index bitwidth `index_bitwidth` (0 means the default, 64).
    pub fn new(index_bitwidth: u32) -> Self {
        LlvmTypeConverter { index_bitwidth: if index_bitwidth == 0 { 64 } else { index_bitwidth }, ..Self::default() }
    }

    /// MLIR's `LowerToLLVMOptions(ctx, DataLayout)` with an `index-bitwidth` option: the
    /// option when it is given (non-zero), else the bitwidth the data layout at `op` gives
    /// `index` (its `dlti.dl_spec`; 64 without one), as the passes that derive the index type
    /// from the data layout do (`convert-func-to-llvm`, `finalize-memref-to-llvm`,
    /// `convert-to-llvm{dynamic=true}`).
    pub fn from_data_layout(ctx: &Context, op: OpRef, index_bitwidth: u32) -> Self {
        if index_bitwidth != 0 {
            return Self::new(index_bitwidth);
        }
        Self::new(DataLayout::closest(ctx, op).index_bitwidth(ctx))
    }

    /// The integer type `index` converts to.
    pub fn index_type(&self, ctx: &Context) -> Type {
        IntegerType::get(ctx, self.index_bitwidth)
    }

    /// `!llvm.ptr` (address space 0).
    pub fn ptr(&self, ctx: &Context) -> Type {
        LLVMPointerType::get(ctx, 0)
    }

    /// The converted type, `None` when `ty` has no conversion (MLIR's null type).
    pub fn convert(&self, ctx: &Context, ty: Type) -> Option<Type> {
        if ty.isa::<IndexType>(ctx) {
            return Some(self.index_type(ctx));
        }
        if let Some(i) = ty.dyn_cast::<IntegerType>(ctx) {
            return Some(IntegerType::get(ctx, i.width));
        }
        if let Some(f) = ty.dyn_cast::<FloatType>(ctx) {
            if is_compatible_type(ctx, ty) {
                return Some(ty);
            }
            return small_float_width(f.kind).map(|w| IntegerType::get(ctx, w));
        }
        if let Some(c) = ty.dyn_cast::<ComplexType>(ctx) {
            let e = self.convert(ctx, c.element)?;
            return Some(LLVMStructType::literal(ctx, vec![e, e], false));
        }
        if ty.isa::<FunctionType>(ctx) {
            return Some(self.ptr(ctx));
        }
        if let Some(m) = ty.dyn_cast::<MemRefType>(ctx) {
            let fields = self.memref_descriptor_fields(ctx, m, false)?;
            return Some(LLVMStructType::literal(ctx, fields, false));
        }
        if let Some(u) = ty.dyn_cast::<UnrankedMemRefType>(ctx) {
            self.convert(ctx, u.element)?;
            return Some(LLVMStructType::literal(ctx, self.unranked_descriptor_fields(ctx), false));
        }
        if let Some(v) = ty.dyn_cast::<VectorType>(ctx) {
            return self.convert_vector(ctx, v);
        }
        if is_compatible_type(ctx, ty) {
            return Some(ty);
        }
        if let Some(s) = ty.dyn_cast::<LLVMStructType>(ctx) {
            if s.is_identified() {
                return None;
            }
            let elems: Option<Vec<Type>> = s.elements().iter().map(|&e| self.convert(ctx, e)).collect();
            return Some(LLVMStructType::literal(ctx, elems?, s.packed));
        }
        if let Some(a) = ty.dyn_cast::<LLVMArrayType>(ctx) {
            let e = self.convert(ctx, a.element)?;
            return Some(LLVMArrayType::get(ctx, e, a.num_elements));
        }
        if let Some(f) = ty.dyn_cast::<LLVMFunctionType>(ctx) {
            let r = self.convert(ctx, f.result)?;
            let params: Option<Vec<Type>> = f.params.iter().map(|&p| self.convert(ctx, p)).collect();
            return Some(LLVMFunctionType::get(ctx, r, params?, f.var_arg));
        }
        None
    }

    /// Whether `ty` converts to itself.
    pub fn is_legal(&self, ctx: &Context, ty: Type) -> bool {
        self.convert(ctx, ty) == Some(ty)
    }

    /// MLIR's `convertVectorType`.
    pub fn convert_vector(&self, ctx: &Context, v: &VectorType) -> Option<Type> {
        let e = self.convert(ctx, v.element)?;
        if v.shape.is_empty() {
            return Some(ctx.intern_type(VectorType { shape: vec![1], scalable: vec![false], element: e }));
        }
        let n = v.shape.len();
        if v.scalable[..n - 1].iter().any(|&s| s) {
            return None;
        }
        let mut t = ctx.intern_type(VectorType {
            shape: vec![v.shape[n - 1]],
            scalable: vec![v.scalable.get(n - 1).copied().unwrap_or(false)],
            element: e,
        });
        for i in (0..n - 1).rev() {
            t = LLVMArrayType::get(ctx, t, v.shape[i].max(0) as u64);
        }
        Some(t)
    }

    /// The address space of a memref's memory space (integer attributes only).
    pub fn memref_address_space(&self, ctx: &Context, space: Option<oxir::Attribute>) -> Option<u32> {
        match space {
            None => Some(0),
            // MLIR's default memory-space conversion: signless integers and indices only.
            Some(a) => a
                .dyn_cast::<IntegerAttr>(ctx)
                .filter(|i| {
                    i.ty.isa::<IndexType>(ctx)
                        || i.ty
                            .dyn_cast::<IntegerType>(ctx)
                            .is_some_and(|t| t.signedness == oxir::builtin::types::Signedness::Signless)
                })
                .and_then(|i| i.value.try_to_i64())
                .map(|v| v as u32),
        }
    }

    /// MLIR's error when a memref's memory space has no integer address space (a string, an
    /// unsigned integer, another dialect's attribute), at an unknown location as there; the ops
    /// using such a type stay unconverted. It comes as often as MLIR's type converter meets the
    /// type: once for each `func.func` signature with such a memref (when `signatures`: the
    /// signature conversion stops at its first one and caches nothing), and once for each such
    /// type among the operands and results of the other ops `converts` says the pass rewrites
    /// (the type converter's cache remembers the failure).
    pub fn report_unconvertible_memory_spaces(
        &self,
        ctx: &mut Context,
        root: OpRef,
        signatures: bool,
        converts: &dyn Fn(&Context, OpRef) -> bool,
    ) {
        // Most modules hold no memref type at all: nothing to look for.
        if !ctx.interns_type::<MemRefType>() && !ctx.interns_type::<UnrankedMemRefType>() {
            return;
        }
        let mut cached = std::collections::HashSet::new();
        let mut bad: Vec<oxir::Attribute> = Vec::new();
        let c: &Context = ctx;
        let unconvertible = |ty: Type| -> Option<oxir::Attribute> {
            let space = if let Some(m) = ty.dyn_cast::<MemRefType>(c) {
                m.memory_space
            } else {
                ty.dyn_cast::<UnrankedMemRefType>(c)?.memory_space
            };
            space.filter(|&s| self.memref_address_space(c, Some(s)).is_none())
        };
        c.walk_ops_pre_order(root, &mut |op| {
            if let Some(func) = c.cast_op::<oxir_dialects::func::FuncOp>(op) {
                if let Some(f) = func.signature(c).filter(|_| signatures) {
                    bad.extend(f.inputs.iter().chain(&f.results).find_map(|&t| unconvertible(t)));
                }
            } else if converts(c, op) {
                for ty in c.operands(op).chain(c.results(op)).map(|v| c.value_type(v)) {
                    if let Some(space) = unconvertible(ty) {
                        if cached.insert(ty) {
                            bad.push(space);
                        }
                    }
                }
            }
            oxir::WalkResult::Advance
        });
        for space in bad {
            let loc = oxir::builtin::locations::UnknownLoc::get(ctx);
            let message = format!(
                "conversion of memref memory space {} to integer address space failed. Consider adding memory \
                 space conversions.",
                space.to_text(ctx)
            );
            ctx.emit(oxir::Diagnostic::error(loc, message));
        }
    }

    /// The fields of a ranked memref descriptor; with `unpack`, the size and stride arrays are
    /// expanded into `index` integers (as in function signatures).
    pub fn memref_descriptor_fields(&self, ctx: &Context, m: &MemRefType, unpack: bool) -> Option<Vec<Type>> {
        strides_and_offset(ctx, m)?;
        self.convert(ctx, m.element)?;
        let space = self.memref_address_space(ctx, m.memory_space)?;
        let p = LLVMPointerType::get(ctx, space);
        let idx = self.index_type(ctx);
        let mut fields = vec![p, p, idx];
        let rank = m.shape.len();
        if rank == 0 {
            return Some(fields);
        }
        if unpack {
            fields.extend(std::iter::repeat_n(idx, 2 * rank));
        } else {
            let arr = LLVMArrayType::get(ctx, idx, rank as u64);
            fields.extend([arr, arr]);
        }
        Some(fields)
    }

    /// The fields of an unranked memref descriptor: the rank and a pointer to a ranked
    /// descriptor.
    pub fn unranked_descriptor_fields(&self, ctx: &Context) -> Vec<Type> {
        vec![self.index_type(ctx), self.ptr(ctx)]
    }

    /// Whether a memref can be passed as a bare pointer (static shape, strides and offset).
    pub fn can_convert_to_bare_ptr(&self, ctx: &Context, ty: Type) -> bool {
        let Some(m) = ty.dyn_cast::<MemRefType>(ctx) else { return false };
        if m.shape.contains(&DYNAMIC) {
            return false;
        }
        match strides_and_offset(ctx, m) {
            Some((strides, offset)) => !strides.contains(&DYNAMIC) && offset != DYNAMIC,
            None => false,
        }
    }

    /// A memref as a bare pointer to its element type.
    pub fn convert_memref_to_bare_ptr(&self, ctx: &Context, ty: Type) -> Option<Type> {
        if !self.can_convert_to_bare_ptr(ctx, ty) {
            return None;
        }
        let m = ty.dyn_cast::<MemRefType>(ctx)?;
        self.convert(ctx, m.element)?;
        let space = self.memref_address_space(ctx, m.memory_space)?;
        Some(LLVMPointerType::get(ctx, space))
    }

    /// The types a function argument of type `ty` becomes (MLIR's `structFuncArgTypeConverter`
    /// and `barePtrFuncArgTypeConverter`).
    pub fn convert_func_arg(&self, ctx: &Context, ty: Type, bare: bool) -> Option<Vec<Type>> {
        if bare && (ty.isa::<MemRefType>(ctx) || ty.isa::<UnrankedMemRefType>(ctx)) {
            return self.convert_memref_to_bare_ptr(ctx, ty).map(|t| vec![t]);
        }
        if let Some(m) = ty.dyn_cast::<MemRefType>(ctx) {
            return self.memref_descriptor_fields(ctx, m, true);
        }
        if ty.isa::<UnrankedMemRefType>(ctx) {
            return Some(self.unranked_descriptor_fields(ctx));
        }
        self.convert(ctx, ty).map(|t| vec![t])
    }

    /// A type in the calling convention: memrefs as bare pointers with `bare`.
    pub fn convert_calling_convention_type(&self, ctx: &Context, ty: Type, bare: bool) -> Option<Type> {
        if bare && (ty.isa::<MemRefType>(ctx) || ty.isa::<UnrankedMemRefType>(ctx)) {
            return self.convert_memref_to_bare_ptr(ctx, ty);
        }
        self.convert(ctx, ty)
    }

    /// MLIR's `packFunctionResults`: one converted result, or a struct of several.
    pub fn pack_function_results(&self, ctx: &Context, types: &[Type], bare: bool) -> Option<Type> {
        let bare = bare || self.use_bare_ptr_call_conv;
        let converted: Option<Vec<Type>> =
            types.iter().map(|&t| self.convert_calling_convention_type(ctx, t, bare)).collect();
        let converted = converted?;
        match converted.len() {
            0 => None,
            1 => Some(converted[0]),
            _ => Some(LLVMStructType::literal(ctx, converted, false)),
        }
    }

    /// MLIR's `packOperationResults`.
    pub fn pack_operation_results(&self, ctx: &Context, types: &[Type]) -> Option<Type> {
        if types.len() == 1 {
            return self.convert(ctx, types[0]);
        }
        let converted: Option<Vec<Type>> =
            types.iter().map(|&t| self.convert(ctx, t).filter(|&c| is_compatible_type(ctx, c))).collect();
        Some(LLVMStructType::literal(ctx, converted?, false))
    }

    /// A function signature: the `!llvm.func` type and, per original argument, the types it
    /// became.
    pub fn convert_function_signature(
        &self,
        ctx: &Context,
        inputs: &[Type],
        results: &[Type],
        variadic: bool,
        bare: bool,
    ) -> Option<(Type, Vec<Vec<Type>>)> {
        let bare = bare || self.use_bare_ptr_call_conv;
        let mut groups = Vec::with_capacity(inputs.len());
        for &t in inputs {
            groups.push(self.convert_func_arg(ctx, t, bare)?);
        }
        let result =
            if results.is_empty() { LLVMVoidType::get(ctx) } else { self.pack_function_results(ctx, results, bare)? };
        let params: Vec<Type> = groups.iter().flatten().copied().collect();
        Some((LLVMFunctionType::get(ctx, result, params, variadic), groups))
    }

    /// The C-compatible signature of a `_mlir_ciface_` wrapper: memrefs by pointer, and a
    /// struct result returned through a leading pointer argument. Also returns that struct.
    pub fn convert_function_type_c_wrapper(
        &self,
        ctx: &Context,
        inputs: &[Type],
        results: &[Type],
    ) -> Option<(Type, Option<Type>)> {
        let mut result =
            if results.is_empty() { LLVMVoidType::get(ctx) } else { self.pack_function_results(ctx, results, false)? };
        let p = self.ptr(ctx);
        let mut params = Vec::new();
        let structure = result.isa::<LLVMStructType>(ctx).then_some(result);
        if structure.is_some() {
            params.push(p);
            result = LLVMVoidType::get(ctx);
        }
        for &t in inputs {
            let c = self.convert(ctx, t)?;
            if !is_compatible_type(ctx, c) {
                return None;
            }
            params.push(if t.isa::<MemRefType>(ctx) || t.isa::<UnrankedMemRefType>(ctx) { p } else { c });
        }
        Some((LLVMFunctionType::get(ctx, result, params, false), structure))
    }

    /// MLIR's memref materializations: the fields of a descriptor (allocated, aligned, offset,
    /// sizes, strides for a ranked memref; rank and pointer for an unranked one) packed into it,
    /// cast to the memref type when `ty` is one (a source materialization) and as they are when
    /// `ty` is the descriptor type (a target materialization).
    fn materialize_descriptor(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        ty: Type,
        inputs: &[Value],
        loc: Attribute,
    ) -> Option<Value> {
        let ctx = rw.ctx();
        let is_memref = ty.isa::<MemRefType>(ctx) || ty.isa::<UnrankedMemRefType>(ctx);
        let desc_ty = if is_memref { self.convert(ctx, ty)? } else { ty };
        let fields = desc_ty.dyn_cast::<LLVMStructType>(ctx)?.body.as_ref()?.len();
        let ranked = match fields {
            2 if inputs.len() == 2 => false,
            3 | 5 if inputs.len() >= 3 && inputs.len() % 2 == 1 => true,
            _ => return None,
        };
        let packed = if ranked {
            descriptor::pack_ranked(rw, loc, desc_ty, (inputs.len() - 3) / 2, inputs)
        } else {
            descriptor::pack_unranked(rw, loc, desc_ty, inputs)
        };
        if !is_memref {
            return Some(packed);
        }
        let mut st = OperationState::new(rw.ctx_mut().op_name(CAST_OP), loc);
        st.operands.push(packed);
        st.result_types.push(ty);
        let cast = rw.create(st);
        Some(rw.ctx().result(cast, 0))
    }

    /// The framework's [`TypeConverter`] for this conversion: a type without a conversion (a
    /// tensor) cannot be converted, so the patterns of an op using one do not apply.
    pub fn to_type_converter(self) -> TypeConverter {
        let mut tc = TypeConverter::strict();
        tc.add_conversion(move |ctx, t| self.convert(ctx, t));
        tc.add_materialization(move |rw, ty, inputs, loc| self.materialize_descriptor(rw, ty, inputs, loc));
        tc
    }
}

/// The width of the small float types that convert to integers (f4, f6, f8).
fn small_float_width(kind: FloatKind) -> Option<u32> {
    let kw = kind.keyword();
    if kw.starts_with("f8") {
        Some(8)
    } else if kw.starts_with("f6") {
        Some(6)
    } else if kw.starts_with("f4") {
        Some(4)
    } else {
        None
    }
}

/// MLIR's `getStridesAndOffset` (identity, `strided<...>` and strided affine-map layouts), the
/// memref dialect's: the type converter and the lowerings read a descriptor's strides with it.
pub use oxir_dialects::memref::strides_and_offset;

/// Whether `op` belongs to the dialect with namespace `ns` (its name is `ns.something`), for the
/// passes that convert whole dialects.
pub fn op_in_dialect(ctx: &Context, op: OpRef, ns: &str) -> bool {
    ctx.op_name_text(op).split_once('.').is_some_and(|(d, _)| d == ns)
}
