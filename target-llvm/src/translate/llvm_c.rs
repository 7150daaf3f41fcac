//! A small safe façade over LLVM's C API for building IR: types, constants, globals, functions and
//! instructions as plain handles ([`Ty`], [`Val`], [`Bb`]). The translation builds through this
//! façade rather than inkwell's typed builder because MLIR ops map onto LLVM's generic entry points
//! (one `LLVMBuildBinOp` for every binary op, one `LLVMBuildCast` for every cast).
//!
//! Soundness: every handle comes from the one LLVM context and module that [`Ir`] borrows (they
//! outlive it through the `'ll` lifetime), LLVM copies the strings it is given, and the callers
//! (the translation) only build from verified llvm-dialect IR, whose types agree; the module is
//! verified by LLVM before anything else uses it.

use inkwell::llvm_sys::core as c;
use inkwell::llvm_sys::prelude::{LLVMBasicBlockRef, LLVMBuilderRef, LLVMContextRef, LLVMModuleRef};
use inkwell::llvm_sys::prelude::{LLVMMetadataRef, LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::{LLVMIntPredicate, LLVMLinkage, LLVMOpcode, LLVMRealPredicate, LLVMTypeKind};
use std::ffi::CString;
use std::marker::PhantomData;

/// An LLVM type of the module being built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ty(LLVMTypeRef);

/// An LLVM value (constant, global, instruction, argument) of the module being built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Val(LLVMValueRef);

/// An LLVM metadata node or string of the module being built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Md(LLVMMetadataRef);

/// An LLVM basic block of the module being built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bb(LLVMBasicBlockRef);

// The builder calls of `cpp/aggregate_paths.cpp` (compiled by the build script): LLVM's C API
// has no `insertvalue`/`extractvalue` with more than one index.
extern "C" {
    fn oxir_build_insert_value_path(
        builder: LLVMBuilderRef,
        aggregate: LLVMValueRef,
        value: LLVMValueRef,
        indices: *const u32,
        count: u32,
    ) -> LLVMValueRef;
    fn oxir_build_extract_value_path(
        builder: LLVMBuilderRef,
        aggregate: LLVMValueRef,
        indices: *const u32,
        count: u32,
    ) -> LLVMValueRef;
}

pub use inkwell::llvm_sys::LLVMAtomicOrdering as Ordering;
pub use inkwell::llvm_sys::LLVMAtomicRMWBinOp as RmwOp;
pub use inkwell::llvm_sys::LLVMIntPredicate as IntPred;
pub use inkwell::llvm_sys::LLVMLinkage as Linkage;
pub use inkwell::llvm_sys::LLVMOpcode as Opcode;
pub use inkwell::llvm_sys::LLVMRealPredicate as RealPred;

fn cstr(s: &str) -> CString {
    CString::new(s.replace('\0', "")).unwrap_or_default()
}

/// An operand bundle: its tag and its values (`"align"(ptr %p, i64 16)`).
pub type Bundle = (String, Vec<Val>);

/// The builder state: the context, the module and an instruction builder, borrowed from inkwell
/// objects that live for `'ll`.
pub struct Ir<'ll> {
    ctx: LLVMContextRef,
    module: LLVMModuleRef,
    builder: LLVMBuilderRef,
    _owner: PhantomData<&'ll ()>,
}

impl<'ll> Ir<'ll> {
    /// A façade over inkwell's context, module and builder.
    pub fn new<'c: 'll>(
        ctx: &'c inkwell::context::Context,
        module: &'ll inkwell::module::Module<'c>,
        builder: &'ll inkwell::builder::Builder<'c>,
    ) -> Self {
        Ir { ctx: ctx.raw(), module: module.as_mut_ptr(), builder: builder.as_mut_ptr(), _owner: PhantomData }
    }

    // ----- types -----

    /// `iN`.
    pub fn int(&self, width: u32) -> Ty {
        // SAFETY: a valid context; any width in 1..2^23 is accepted by LLVM (checked by callers).
        Ty(unsafe { c::LLVMIntTypeInContext(self.ctx, width.max(1)) })
    }
    /// `half`, `bfloat`, `float`, `double`, `x86_fp80`, `fp128`, `ppc_fp128` by bit width / name.
    pub fn float(&self, name: &str) -> Option<Ty> {
        // SAFETY: a valid context.
        unsafe {
            Some(Ty(match name {
                "half" => c::LLVMHalfTypeInContext(self.ctx),
                "bfloat" => c::LLVMBFloatTypeInContext(self.ctx),
                "float" => c::LLVMFloatTypeInContext(self.ctx),
                "double" => c::LLVMDoubleTypeInContext(self.ctx),
                "x86_fp80" => c::LLVMX86FP80TypeInContext(self.ctx),
                "fp128" => c::LLVMFP128TypeInContext(self.ctx),
                "ppc_fp128" => c::LLVMPPCFP128TypeInContext(self.ctx),
                _ => return None,
            }))
        }
    }
    /// `ptr addrspace(N)`.
    pub fn ptr(&self, address_space: u32) -> Ty {
        // SAFETY: a valid context.
        Ty(unsafe { c::LLVMPointerTypeInContext(self.ctx, address_space) })
    }
    /// `void`.
    pub fn void(&self) -> Ty {
        // SAFETY: a valid context.
        Ty(unsafe { c::LLVMVoidTypeInContext(self.ctx) })
    }
    /// `label`.
    pub fn label(&self) -> Ty {
        // SAFETY: a valid context.
        Ty(unsafe { c::LLVMLabelTypeInContext(self.ctx) })
    }
    /// `metadata`.
    pub fn metadata(&self) -> Ty {
        // SAFETY: a valid context.
        Ty(unsafe { c::LLVMMetadataTypeInContext(self.ctx) })
    }
    /// `token`.
    pub fn token(&self) -> Ty {
        // SAFETY: a valid context.
        Ty(unsafe { c::LLVMTokenTypeInContext(self.ctx) })
    }
    /// `[N x T]`.
    pub fn array(&self, element: Ty, n: u64) -> Ty {
        // SAFETY: `element` is a type of this context.
        Ty(unsafe { c::LLVMArrayType2(element.0, n) })
    }
    /// `<N x T>` or `<vscale x N x T>`.
    pub fn vector(&self, element: Ty, n: u32, scalable: bool) -> Ty {
        // SAFETY: `element` is a type of this context.
        Ty(unsafe {
            if scalable {
                c::LLVMScalableVectorType(element.0, n)
            } else {
                c::LLVMVectorType(element.0, n)
            }
        })
    }
    /// A literal struct `{ T, U }` / `<{ T, U }>`.
    pub fn struct_literal(&self, elements: &[Ty], packed: bool) -> Ty {
        let mut raw: Vec<LLVMTypeRef> = elements.iter().map(|t| t.0).collect();
        // SAFETY: the element types belong to this context; the array outlives the call.
        Ty(unsafe { c::LLVMStructTypeInContext(self.ctx, raw.as_mut_ptr(), raw.len() as u32, packed as i32) })
    }
    /// A new identified struct `%name` (opaque until [`Ir::set_struct_body`]).
    pub fn struct_named(&self, name: &str) -> Ty {
        let n = cstr(name);
        // SAFETY: a valid context; LLVM copies the name.
        Ty(unsafe { c::LLVMStructCreateNamed(self.ctx, n.as_ptr()) })
    }
    /// Sets the body of an identified struct.
    pub fn set_struct_body(&self, st: Ty, elements: &[Ty], packed: bool) {
        let mut raw: Vec<LLVMTypeRef> = elements.iter().map(|t| t.0).collect();
        // SAFETY: `st` is an identified struct of this context; the array outlives the call.
        unsafe { c::LLVMStructSetBody(st.0, raw.as_mut_ptr(), raw.len() as u32, packed as i32) }
    }
    /// A function type.
    pub fn function(&self, result: Ty, params: &[Ty], var_arg: bool) -> Ty {
        let mut raw: Vec<LLVMTypeRef> = params.iter().map(|t| t.0).collect();
        // SAFETY: the types belong to this context; the array outlives the call.
        Ty(unsafe { c::LLVMFunctionType(result.0, raw.as_mut_ptr(), raw.len() as u32, var_arg as i32) })
    }
    /// The type of a value.
    pub fn type_of(&self, v: Val) -> Ty {
        // SAFETY: `v` is a value of this module.
        Ty(unsafe { c::LLVMTypeOf(v.0) })
    }
    /// The kind of a type.
    pub fn kind(&self, t: Ty) -> LLVMTypeKind {
        // SAFETY: `t` is a type of this context.
        unsafe { c::LLVMGetTypeKind(t.0) }
    }
    /// The return type of a function type.
    pub fn return_type(&self, fn_ty: Ty) -> Ty {
        // SAFETY: `fn_ty` is a function type of this context.
        Ty(unsafe { c::LLVMGetReturnType(fn_ty.0) })
    }

    // ----- constants -----

    /// An integer constant of type `ty` (an integer or vector of integers: splat) from 64-bit words.
    pub fn const_int(&self, ty: Ty, words: &[u64]) -> Val {
        // SAFETY: `ty` is an integer type of this context; the words outlive the call.
        Val(unsafe { c::LLVMConstIntOfArbitraryPrecision(ty.0, words.len() as u32, words.as_ptr()) })
    }
    /// A 64-bit integer constant.
    pub fn const_u64(&self, ty: Ty, v: u64) -> Val {
        // SAFETY: `ty` is an integer type of this context.
        Val(unsafe { c::LLVMConstInt(ty.0, v, 0) })
    }
    /// A float constant given its bits (as an integer of the same width), reinterpreted.
    pub fn const_float_bits(&self, ty: Ty, width: u32, words: &[u64]) -> Val {
        let int = self.const_int(self.int(width), words);
        // SAFETY: bitcast between an integer constant and a float type of the same width.
        Val(unsafe { c::LLVMConstBitCast(int.0, ty.0) })
    }
    /// A float constant of a float type, or the splat of it for a (possibly scalable) vector of
    /// floats (`ConstantFP::get`); exact for values a double holds exactly.
    pub fn const_real(&self, ty: Ty, v: f64) -> Val {
        // SAFETY: `ty` is a float or float-vector type of this context.
        Val(unsafe { c::LLVMConstReal(ty.0, v) })
    }
    /// `zeroinitializer` / `null` / `0` of a type.
    pub fn const_null(&self, ty: Ty) -> Val {
        // SAFETY: `ty` is a first-class type of this context.
        Val(unsafe { c::LLVMConstNull(ty.0) })
    }
    /// `undef`.
    pub fn undef(&self, ty: Ty) -> Val {
        // SAFETY: `ty` is a type of this context.
        Val(unsafe { c::LLVMGetUndef(ty.0) })
    }
    /// `poison`.
    pub fn poison(&self, ty: Ty) -> Val {
        // SAFETY: `ty` is a type of this context.
        Val(unsafe { c::LLVMGetPoison(ty.0) })
    }
    /// A constant array of element type `element`.
    pub fn const_array(&self, element: Ty, values: &[Val]) -> Val {
        let mut raw: Vec<LLVMValueRef> = values.iter().map(|v| v.0).collect();
        // SAFETY: the values are constants of type `element`; the array outlives the call.
        Val(unsafe { c::LLVMConstArray2(element.0, raw.as_mut_ptr(), raw.len() as u64) })
    }
    /// A constant of struct type `ty` (literal or identified).
    pub fn const_struct(&self, ty: Ty, values: &[Val]) -> Val {
        let mut raw: Vec<LLVMValueRef> = values.iter().map(|v| v.0).collect();
        // SAFETY: the values are constants matching the struct's elements.
        Val(unsafe { c::LLVMConstNamedStruct(ty.0, raw.as_mut_ptr(), raw.len() as u32) })
    }
    /// A constant vector.
    pub fn const_vector(&self, values: &[Val]) -> Val {
        let mut raw: Vec<LLVMValueRef> = values.iter().map(|v| v.0).collect();
        // SAFETY: the values are constants of one scalar type.
        Val(unsafe { c::LLVMConstVector(raw.as_mut_ptr(), raw.len() as u32) })
    }
    /// `c"..."`: a constant `[N x i8]` holding `bytes` (no terminator added).
    pub fn const_bytes(&self, bytes: &[u8]) -> Val {
        // SAFETY: LLVM copies `bytes.len()` bytes; `DontNullTerminate` = 1.
        Val(unsafe { c::LLVMConstStringInContext2(self.ctx, bytes.as_ptr().cast(), bytes.len(), 1) })
    }
    /// Whether a value is a constant.
    pub fn is_constant(&self, v: Val) -> bool {
        // SAFETY: `v` is a value of this module.
        unsafe { c::LLVMIsConstant(v.0) != 0 }
    }

    // ----- globals and functions -----

    /// Adds a global variable.
    pub fn add_global(&self, ty: Ty, name: &str, address_space: u32) -> Val {
        let n = cstr(name);
        // SAFETY: a valid module and type; LLVM copies the name.
        Val(unsafe { c::LLVMAddGlobalInAddressSpace(self.module, ty.0, n.as_ptr(), address_space) })
    }
    /// Sets a global's initializer.
    pub fn set_initializer(&self, global: Val, init: Val) {
        // SAFETY: `global` is a global variable; `init` a constant of its value type.
        unsafe { c::LLVMSetInitializer(global.0, init.0) }
    }
    /// Marks a global constant.
    pub fn set_global_constant(&self, global: Val, constant: bool) {
        // SAFETY: `global` is a global variable.
        unsafe { c::LLVMSetGlobalConstant(global.0, constant as i32) }
    }
    /// Sets the linkage of a global value.
    pub fn set_linkage(&self, global: Val, linkage: LLVMLinkage) {
        // SAFETY: `global` is a global value.
        unsafe { c::LLVMSetLinkage(global.0, linkage) }
    }
    /// Sets the alignment of a global value, alloca, load or store.
    pub fn set_alignment(&self, v: Val, align: u32) {
        // SAFETY: `v` is a global object or a memory instruction.
        unsafe { c::LLVMSetAlignment(v.0, align) }
    }
    /// Sets the section of a global value.
    pub fn set_section(&self, global: Val, section: &str) {
        let s = cstr(section);
        // SAFETY: `global` is a global value; LLVM copies the string.
        unsafe { c::LLVMSetSection(global.0, s.as_ptr()) }
    }
    /// Sets `externally_initialized`.
    pub fn set_externally_initialized(&self, global: Val, v: bool) {
        // SAFETY: `global` is a global variable.
        unsafe { c::LLVMSetExternallyInitialized(global.0, v as i32) }
    }
    /// Sets `thread_local`.
    pub fn set_thread_local(&self, global: Val, tls: bool) {
        // SAFETY: `global` is a global variable.
        unsafe { c::LLVMSetThreadLocal(global.0, tls as i32) }
    }
    /// Sets `unnamed_addr` (1) or `local_unnamed_addr` (2).
    pub fn set_unnamed_addr(&self, global: Val, kind: u32) {
        use inkwell::llvm_sys::LLVMUnnamedAddr::*;
        let k = match kind {
            1 => LLVMGlobalUnnamedAddr,
            2 => LLVMLocalUnnamedAddr,
            _ => LLVMNoUnnamedAddr,
        };
        // SAFETY: `global` is a global value.
        unsafe { c::LLVMSetUnnamedAddress(global.0, k) }
    }
    /// Sets the visibility: 0 default, 1 hidden, 2 protected.
    pub fn set_visibility(&self, global: Val, v: u32) {
        use inkwell::llvm_sys::LLVMVisibility::*;
        let k = match v {
            1 => LLVMHiddenVisibility,
            2 => LLVMProtectedVisibility,
            _ => LLVMDefaultVisibility,
        };
        // SAFETY: `global` is a global value.
        unsafe { c::LLVMSetVisibility(global.0, k) }
    }
    /// Marks a global value `dso_local`. LLVM-C has no setter for the flag, but LLVM's linkage
    /// setter marks a value dso_local whenever its linkage is local and never clears the mark, so
    /// the value passes through internal linkage and gets its linkage, visibility and DLL storage
    /// class back.
    pub fn set_dso_local(&self, global: Val) {
        // SAFETY: `global` is a global value; every setting read here is restored as it was.
        unsafe {
            let linkage = c::LLVMGetLinkage(global.0);
            let visibility = c::LLVMGetVisibility(global.0);
            let storage = c::LLVMGetDLLStorageClass(global.0);
            c::LLVMSetLinkage(global.0, LLVMLinkage::LLVMInternalLinkage);
            c::LLVMSetLinkage(global.0, linkage);
            c::LLVMSetVisibility(global.0, visibility);
            c::LLVMSetDLLStorageClass(global.0, storage);
        }
    }
    /// Adds a global alias of value type `ty` in `address_space`, its aliasee a placeholder
    /// (`poison`) until [`Ir::set_aliasee`].
    pub fn add_alias(&self, ty: Ty, address_space: u32, name: &str) -> Val {
        let n = cstr(name);
        let placeholder = self.poison(self.ptr(address_space));
        // SAFETY: a valid module and type; the placeholder is a pointer constant of the alias's
        // address space; LLVM copies the name.
        Val(unsafe { c::LLVMAddAlias2(self.module, ty.0, address_space, placeholder.0, n.as_ptr()) })
    }
    /// Sets the aliasee of a global alias.
    pub fn set_aliasee(&self, alias: Val, aliasee: Val) {
        // SAFETY: `alias` is a global alias; `aliasee` a pointer constant (checked by the caller).
        unsafe { c::LLVMAliasSetAliasee(alias.0, aliasee.0) }
    }
    /// The name of a value (empty for unnamed ones).
    pub fn value_name(&self, v: Val) -> String {
        let mut len = 0usize;
        // SAFETY: `v` is a valid value; LLVM returns a pointer to `len` bytes it owns.
        let p = unsafe { c::LLVMGetValueName2(v.0, &mut len) };
        if p.is_null() {
            return String::new();
        }
        // SAFETY: `p` points to `len` bytes that live as long as the value's name.
        let bytes = unsafe { std::slice::from_raw_parts(p.cast::<u8>(), len) };
        String::from_utf8_lossy(bytes).into_owned()
    }
    /// The `dso_local_equivalent @f` constant of the function or alias `global`. LLVM-C cannot
    /// create it, so a module in the same context that declares `@f` and initializes a global
    /// with the constant is parsed and linked into this one: the linker maps `@f` to `global`
    /// and rebuilds the constant on it. The helper global is deleted again. `None` when LLVM
    /// rejects the helper module.
    pub fn dso_local_equivalent(&self, global: Val) -> Option<Val> {
        let name = self.value_name(global);
        if name.is_empty() {
            return None;
        }
        let space = self.pointer_address_space(self.type_of(global));
        let addr = if space == 0 { String::new() } else { format!(" addrspace({space})") };
        let mut helper = String::from("__oxir_dso_local_equivalent");
        while self.named_global(&helper).is_some() || self.named_function(&helper).is_some() {
            helper.push('_');
        }
        // An alias is declared as a function too: the linker maps a declaration to whatever
        // global value of this module has its name.
        let decl = format!("declare void @{}(){addr}\n", ir_name(&name));
        let layout = self.data_layout();
        let text = format!(
            "target datalayout = \"{}\"\n{decl}@{helper} = constant ptr{addr} dso_local_equivalent @{}\n",
            layout.replace('\\', "\\5C").replace('"', "\\22"),
            ir_name(&name)
        );
        let buf_name = c"oxir-dso-local-equivalent";
        // SAFETY: LLVM copies the text into the buffer, which parsing only reads and which is
        // disposed right after; on success parsing hands back a module of this context that
        // linking consumes. The error message, if any, is disposed. The helper global is looked
        // up by its unique name and deleted after its initializer is read; the constant stays
        // owned by the context.
        unsafe {
            let buf = c::LLVMCreateMemoryBufferWithMemoryRangeCopy(text.as_ptr().cast(), text.len(), buf_name.as_ptr());
            let mut src: LLVMModuleRef = std::ptr::null_mut();
            let mut msg: *mut std::ffi::c_char = std::ptr::null_mut();
            let failed = inkwell::llvm_sys::ir_reader::LLVMParseIRInContext2(self.ctx, buf, &mut src, &mut msg) != 0;
            c::LLVMDisposeMemoryBuffer(buf);
            if !msg.is_null() {
                c::LLVMDisposeMessage(msg);
            }
            if failed || src.is_null() {
                return None;
            }
            let triple = c::LLVMGetTarget(self.module);
            c::LLVMSetTarget(src, triple);
            if inkwell::llvm_sys::linker::LLVMLinkModules2(self.module, src) != 0 {
                return None;
            }
            let h = cstr(&helper);
            let g = c::LLVMGetNamedGlobal(self.module, h.as_ptr());
            if g.is_null() {
                return None;
            }
            let init = c::LLVMGetInitializer(g);
            c::LLVMDeleteGlobal(g);
            (!init.is_null()).then_some(Val(init))
        }
    }
    /// The global variable named `name`.
    pub fn named_global(&self, name: &str) -> Option<Val> {
        let n = cstr(name);
        // SAFETY: a valid module; the name outlives the call.
        let g = unsafe { c::LLVMGetNamedGlobal(self.module, n.as_ptr()) };
        (!g.is_null()).then_some(Val(g))
    }
    /// The address space of a pointer type.
    pub fn pointer_address_space(&self, t: Ty) -> u32 {
        if self.kind(t) != LLVMTypeKind::LLVMPointerTypeKind {
            return 0;
        }
        // SAFETY: `t` is a pointer type.
        unsafe { c::LLVMGetPointerAddressSpace(t.0) }
    }
    /// The element type of a vector or array type.
    pub fn element_type(&self, t: Ty) -> Ty {
        match self.kind(t) {
            LLVMTypeKind::LLVMVectorTypeKind
            | LLVMTypeKind::LLVMScalableVectorTypeKind
            | LLVMTypeKind::LLVMArrayTypeKind => {
                // SAFETY: `t` is a vector or array type.
                Ty(unsafe { c::LLVMGetElementType(t.0) })
            }
            _ => t,
        }
    }
    /// The ABI alignment of a sized type in the module's data layout, in bytes.
    pub fn abi_alignment(&self, t: Ty) -> u32 {
        use inkwell::llvm_sys::target::{LLVMABIAlignmentOfType, LLVMGetModuleDataLayout};
        // SAFETY: a valid module whose layout it owns; `t` is a sized type of this context
        // (a vector's element).
        unsafe { LLVMABIAlignmentOfType(LLVMGetModuleDataLayout(self.module), t.0) }
    }
    /// The module's data layout string.
    pub fn data_layout(&self) -> String {
        // SAFETY: a valid module; LLVM returns a NUL-terminated string it owns.
        let p = unsafe { c::LLVMGetDataLayoutStr(self.module) };
        if p.is_null() {
            return String::new();
        }
        // SAFETY: `p` is NUL-terminated and lives as long as the module's layout.
        unsafe { std::ffi::CStr::from_ptr(p) }.to_string_lossy().into_owned()
    }
    /// Adds a function declaration.
    pub fn add_function(&self, name: &str, fn_ty: Ty) -> Val {
        let n = cstr(name);
        // SAFETY: a valid module and function type; LLVM copies the name.
        Val(unsafe { c::LLVMAddFunction(self.module, n.as_ptr(), fn_ty.0) })
    }
    /// The function or global variable named `name`.
    pub fn named_function(&self, name: &str) -> Option<Val> {
        let n = cstr(name);
        // SAFETY: a valid module; the name outlives the call.
        let f = unsafe { c::LLVMGetNamedFunction(self.module, n.as_ptr()) };
        (!f.is_null()).then_some(Val(f))
    }
    /// The `i`-th parameter of a function.
    pub fn param(&self, f: Val, i: u32) -> Val {
        // SAFETY: `f` is a function with more than `i` parameters (checked by the caller).
        Val(unsafe { c::LLVMGetParam(f.0, i) })
    }
    /// The number of parameters of a function.
    pub fn count_params(&self, f: Val) -> u32 {
        // SAFETY: `f` is a function.
        unsafe { c::LLVMCountParams(f.0) }
    }
    /// The function type of a function (its value type).
    pub fn function_type(&self, f: Val) -> Ty {
        // SAFETY: `f` is a global value.
        Ty(unsafe { c::LLVMGlobalGetValueType(f.0) })
    }
    /// Appends a basic block to a function.
    pub fn append_block(&self, f: Val) -> Bb {
        // SAFETY: `f` is a function of this module.
        Bb(unsafe { c::LLVMAppendBasicBlockInContext(self.ctx, f.0, c"".as_ptr()) })
    }
    /// Sets the personality function.
    pub fn set_personality(&self, f: Val, personality: Val) {
        // SAFETY: both are functions of this module.
        unsafe { c::LLVMSetPersonalityFn(f.0, personality.0) }
    }
    /// Sets the garbage collector name.
    pub fn set_gc(&self, f: Val, gc: &str) {
        let s = cstr(gc);
        // SAFETY: `f` is a function; LLVM copies the name.
        unsafe { c::LLVMSetGC(f.0, s.as_ptr()) }
    }
    /// Sets the calling convention of a function or call.
    pub fn set_call_conv(&self, f: Val, cc: u32) {
        // SAFETY: `f` is a function.
        unsafe { c::LLVMSetFunctionCallConv(f.0, cc) }
    }
    /// Sets the calling convention of a call instruction.
    pub fn set_instruction_call_conv(&self, call: Val, cc: u32) {
        // SAFETY: `call` is a call or invoke.
        unsafe { c::LLVMSetInstructionCallConv(call.0, cc) }
    }
    /// Adds an attribute `name` (enum attribute, with an integer value or a type) or `name=value`
    /// (string attribute) at `index` (0 return, 1.. params, !0 function). Fails with MLIR's words
    /// ("expects a value" / "does not expect a value") when a known attribute's value is missing,
    /// superfluous or not an integer.
    pub fn add_attribute(
        &self,
        f: Val,
        index: u32,
        name: &str,
        value: Option<&str>,
        ty: Option<Ty>,
    ) -> Result<(), &'static str> {
        let attr = self.attribute(name, value, ty)?;
        // SAFETY: `f` is a function of this context; the attribute belongs to it.
        unsafe { c::LLVMAddAttributeAtIndex(f.0, index, attr) };
        Ok(())
    }
    /// Whether `name` is an attribute LLVM knows by kind (`noundef`, `byval`), not a string one.
    pub fn is_enum_attribute(&self, name: &str) -> bool {
        // SAFETY: the name outlives the call.
        unsafe { c::LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len()) != 0 }
    }
    /// Adds an attribute to a call site, as [`Ir::add_attribute`] does to a function.
    pub fn add_call_site_attribute(
        &self,
        call: Val,
        index: u32,
        name: &str,
        value: Option<&str>,
        ty: Option<Ty>,
    ) -> Result<(), &'static str> {
        let attr = self.attribute(name, value, ty)?;
        // SAFETY: `call` is a call or invoke instruction of this context.
        unsafe { c::LLVMAddCallSiteAttribute(call.0, index, attr) };
        Ok(())
    }
    fn attribute(
        &self,
        name: &str,
        value: Option<&str>,
        ty: Option<Ty>,
    ) -> Result<inkwell::llvm_sys::prelude::LLVMAttributeRef, &'static str> {
        // LLVM 21 replaced `nocapture` with `captures(none)` (an integer attribute, 0 = none).
        let (name, value) =
            if name == "nocapture" && value.is_none() { ("captures", Some("0")) } else { (name, value) };
        const INT_KINDS: [&str; 11] = [
            "captures",
            "align",
            "alignstack",
            "allocsize",
            "dereferenceable",
            "dereferenceable_or_null",
            "uwtable",
            "vscale_range",
            "allockind",
            "memory",
            "nofpclass",
        ];
        // SAFETY: the name outlives the call.
        let kind = unsafe { c::LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len()) };
        let takes_int = INT_KINDS.contains(&name);
        // SAFETY: a valid context and type; strings are copied by LLVM.
        unsafe {
            Ok(if kind != 0 {
                match (ty, value) {
                    (Some(t), _) => c::LLVMCreateTypeAttribute(self.ctx, kind, t.0),
                    (None, Some(v)) if takes_int => match v.parse::<u64>() {
                        Ok(n) => c::LLVMCreateEnumAttribute(self.ctx, kind, n),
                        Err(_) => return Err("expects an integer value"),
                    },
                    (None, Some(_)) => return Err("does not expect a value"),
                    (None, None) if takes_int => return Err("expects a value"),
                    (None, None) => c::LLVMCreateEnumAttribute(self.ctx, kind, 0),
                }
            } else {
                let v = value.unwrap_or("");
                c::LLVMCreateStringAttribute(
                    self.ctx,
                    name.as_ptr().cast(),
                    name.len() as u32,
                    v.as_ptr().cast(),
                    v.len() as u32,
                )
            })
        }
    }
    /// Adds a `range(iN lo, hi)` attribute (`bits` at most 64) to a function.
    pub fn add_range_attribute(&self, f: Val, index: u32, name: &str, bits: u32, lo: u64, hi: u64) {
        if let Some(attr) = self.range_attribute(name, bits, lo, hi) {
            // SAFETY: `f` is a function of this context.
            unsafe { c::LLVMAddAttributeAtIndex(f.0, index, attr) };
        }
    }
    /// Adds a `range(iN lo, hi)` attribute (`bits` at most 64) to a call site.
    pub fn add_call_site_range_attribute(&self, call: Val, index: u32, name: &str, bits: u32, lo: u64, hi: u64) {
        if let Some(attr) = self.range_attribute(name, bits, lo, hi) {
            // SAFETY: `call` is a call or invoke instruction of this context.
            unsafe { c::LLVMAddCallSiteAttribute(call.0, index, attr) };
        }
    }
    fn range_attribute(
        &self,
        name: &str,
        bits: u32,
        lo: u64,
        hi: u64,
    ) -> Option<inkwell::llvm_sys::prelude::LLVMAttributeRef> {
        // SAFETY: the name outlives the call.
        let kind = unsafe { c::LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len()) };
        if kind == 0 || bits == 0 || bits > 64 {
            return None;
        }
        let (lo, hi) = ([lo], [hi]);
        // SAFETY: one 64-bit word each for bounds of at most 64 bits.
        Some(unsafe { c::LLVMCreateConstantRangeAttribute(self.ctx, kind, bits, lo.as_ptr(), hi.as_ptr()) })
    }
    /// Adds an attribute to a call site.
    pub fn add_call_attribute(&self, call: Val, index: u32, name: &str, value: Option<u64>) {
        // SAFETY: the name outlives the call.
        let kind = unsafe { c::LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len()) };
        if kind == 0 {
            return;
        }
        // SAFETY: `call` is a call instruction of this context.
        unsafe {
            let attr = c::LLVMCreateEnumAttribute(self.ctx, kind, value.unwrap_or(0));
            c::LLVMAddCallSiteAttribute(call.0, index, attr);
        }
    }
    /// The intrinsic declaration `llvm.<name>` overloaded on `types`; `None` when LLVM does not know
    /// the name.
    pub fn intrinsic(&self, name: &str, types: &[Ty]) -> Option<Val> {
        // SAFETY: the name outlives the call.
        let id = unsafe { c::LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len()) };
        if id == 0 {
            return None;
        }
        let mut raw: Vec<LLVMTypeRef> = types.iter().map(|t| t.0).collect();
        // SAFETY: a known intrinsic id; the caller passes as many overload types as the intrinsic has.
        Some(Val(unsafe { c::LLVMGetIntrinsicDeclaration(self.module, id, raw.as_mut_ptr(), raw.len()) }))
    }
    /// Whether the intrinsic `name` is overloaded (`None` when unknown).
    pub fn intrinsic_is_overloaded(&self, name: &str) -> Option<bool> {
        // SAFETY: the name outlives the call.
        let id = unsafe { c::LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len()) };
        // SAFETY: a known intrinsic id.
        (id != 0).then(|| unsafe { c::LLVMIntrinsicIsOverloaded(id) != 0 })
    }

    // ----- instructions -----

    /// Moves the builder to the end of `bb`.
    pub fn position_at_end(&self, bb: Bb) {
        // SAFETY: `bb` is a block of this module.
        unsafe { c::LLVMPositionBuilderAtEnd(self.builder, bb.0) }
    }
    /// A binary operation.
    pub fn binop(&self, op: LLVMOpcode, lhs: Val, rhs: Val) -> Val {
        // SAFETY: operands of matching types (verified by the dialect).
        Val(unsafe { c::LLVMBuildBinOp(self.builder, op, lhs.0, rhs.0, c"".as_ptr()) })
    }
    /// `fneg`.
    pub fn fneg(&self, v: Val) -> Val {
        // SAFETY: a float (vector) operand.
        Val(unsafe { c::LLVMBuildFNeg(self.builder, v.0, c"".as_ptr()) })
    }
    /// A cast.
    pub fn cast(&self, op: LLVMOpcode, v: Val, to: Ty) -> Val {
        // SAFETY: a cast the dialect verified.
        Val(unsafe { c::LLVMBuildCast(self.builder, op, v.0, to.0, c"".as_ptr()) })
    }
    /// `icmp`.
    pub fn icmp(&self, p: LLVMIntPredicate, lhs: Val, rhs: Val) -> Val {
        // SAFETY: integer or pointer operands of one type.
        Val(unsafe { c::LLVMBuildICmp(self.builder, p, lhs.0, rhs.0, c"".as_ptr()) })
    }
    /// `fcmp`.
    pub fn fcmp(&self, p: LLVMRealPredicate, lhs: Val, rhs: Val) -> Val {
        // SAFETY: float operands of one type.
        Val(unsafe { c::LLVMBuildFCmp(self.builder, p, lhs.0, rhs.0, c"".as_ptr()) })
    }
    /// `select`.
    pub fn select(&self, cond: Val, a: Val, b: Val) -> Val {
        // SAFETY: verified operand types.
        Val(unsafe { c::LLVMBuildSelect(self.builder, cond.0, a.0, b.0, c"".as_ptr()) })
    }
    /// `freeze`.
    pub fn freeze(&self, v: Val) -> Val {
        // SAFETY: any first-class value.
        Val(unsafe { c::LLVMBuildFreeze(self.builder, v.0, c"".as_ptr()) })
    }
    /// `call`.
    pub fn call(&self, fn_ty: Ty, callee: Val, args: &[Val]) -> Val {
        let mut raw: Vec<LLVMValueRef> = args.iter().map(|v| v.0).collect();
        // SAFETY: arguments match the function type (verified by the dialect).
        Val(unsafe {
            c::LLVMBuildCall2(self.builder, fn_ty.0, callee.0, raw.as_mut_ptr(), raw.len() as u32, c"".as_ptr())
        })
    }
    /// `call` with operand bundles (`[ "tag"(args) ]`); a plain call when there are none.
    pub fn call_with_bundles(&self, fn_ty: Ty, callee: Val, args: &[Val], bundles: &[Bundle]) -> Val {
        if bundles.is_empty() {
            return self.call(fn_ty, callee, args);
        }
        let mut raw: Vec<LLVMValueRef> = args.iter().map(|v| v.0).collect();
        let mut made = self.bundles(bundles);
        // SAFETY: arguments match the function type (verified by the dialect); the bundles are
        // valid until disposed after the call, which copies them.
        unsafe {
            let v = c::LLVMBuildCallWithOperandBundles(
                self.builder,
                fn_ty.0,
                callee.0,
                raw.as_mut_ptr(),
                raw.len() as u32,
                made.as_mut_ptr(),
                made.len() as u32,
                c"".as_ptr(),
            );
            for b in made {
                c::LLVMDisposeOperandBundle(b);
            }
            Val(v)
        }
    }
    /// `invoke` with operand bundles; a plain invoke when there are none.
    pub fn invoke_with_bundles(
        &self,
        fn_ty: Ty,
        callee: Val,
        args: &[Val],
        normal: Bb,
        unwind: Bb,
        bundles: &[Bundle],
    ) -> Val {
        if bundles.is_empty() {
            return self.invoke(fn_ty, callee, args, normal, unwind);
        }
        let mut raw: Vec<LLVMValueRef> = args.iter().map(|v| v.0).collect();
        let mut made = self.bundles(bundles);
        // SAFETY: as for `call_with_bundles`; the blocks belong to the current function.
        unsafe {
            let v = c::LLVMBuildInvokeWithOperandBundles(
                self.builder,
                fn_ty.0,
                callee.0,
                raw.as_mut_ptr(),
                raw.len() as u32,
                normal.0,
                unwind.0,
                made.as_mut_ptr(),
                made.len() as u32,
                c"".as_ptr(),
            );
            for b in made {
                c::LLVMDisposeOperandBundle(b);
            }
            Val(v)
        }
    }
    fn bundles(&self, bundles: &[Bundle]) -> Vec<inkwell::llvm_sys::prelude::LLVMOperandBundleRef> {
        bundles
            .iter()
            .map(|(tag, vals)| {
                let mut raw: Vec<LLVMValueRef> = vals.iter().map(|v| v.0).collect();
                // SAFETY: LLVM copies the tag (given with its length) and the argument list.
                unsafe {
                    c::LLVMCreateOperandBundle(tag.as_ptr().cast(), tag.len(), raw.as_mut_ptr(), raw.len() as u32)
                }
            })
            .collect()
    }
    /// An inline assembly callee of function type `fn_ty`.
    pub fn inline_asm(
        &self,
        fn_ty: Ty,
        asm: &str,
        constraints: &str,
        side_effects: bool,
        align_stack: bool,
        intel: bool,
    ) -> Val {
        use inkwell::llvm_sys::LLVMInlineAsmDialect::*;
        let dialect = if intel { LLVMInlineAsmDialectIntel } else { LLVMInlineAsmDialectATT };
        // SAFETY: LLVM copies both strings (given with their lengths); `fn_ty` is a function type.
        Val(unsafe {
            c::LLVMGetInlineAsm(
                fn_ty.0,
                asm.as_ptr().cast(),
                asm.len(),
                constraints.as_ptr().cast(),
                constraints.len(),
                side_effects as i32,
                align_stack as i32,
                dialect,
                0,
            )
        })
    }
    /// `invoke`.
    pub fn invoke(&self, fn_ty: Ty, callee: Val, args: &[Val], normal: Bb, unwind: Bb) -> Val {
        let mut raw: Vec<LLVMValueRef> = args.iter().map(|v| v.0).collect();
        // SAFETY: arguments match the function type; blocks belong to the current function.
        Val(unsafe {
            c::LLVMBuildInvoke2(
                self.builder,
                fn_ty.0,
                callee.0,
                raw.as_mut_ptr(),
                raw.len() as u32,
                normal.0,
                unwind.0,
                c"".as_ptr(),
            )
        })
    }
    /// `landingpad` (with `cleanup` and clauses).
    pub fn landingpad(&self, ty: Ty, cleanup: bool, clauses: &[Val]) -> Val {
        // SAFETY: a struct type; clauses are constants.
        unsafe {
            let lp =
                c::LLVMBuildLandingPad(self.builder, ty.0, std::ptr::null_mut(), clauses.len() as u32, c"".as_ptr());
            for cl in clauses {
                c::LLVMAddClause(lp, cl.0);
            }
            c::LLVMSetCleanup(lp, cleanup as i32);
            Val(lp)
        }
    }
    /// `alloca T, N`.
    pub fn alloca(&self, ty: Ty, count: Val) -> Val {
        // SAFETY: a sized type and an integer count.
        Val(unsafe { c::LLVMBuildArrayAlloca(self.builder, ty.0, count.0, c"".as_ptr()) })
    }
    /// `alloca T, N` whose pointer is in `address_space`, marked `inalloca` when asked. LLVM-C
    /// builds allocas in the data layout's alloca address space only, so for another one the
    /// layout names it (`-A<n>`) while the alloca is built and is restored afterwards. LLVM-C
    /// cannot mark an alloca `inalloca` either: such an alloca is parsed in a helper function of
    /// the same context and moved here, its count replaced by `count`; `None` when `ty` is a
    /// named struct, which the helper module could not name.
    pub fn alloca_in(&self, ty: Ty, count: Val, address_space: u32, inalloca: bool) -> Option<Val> {
        let layout = self.data_layout();
        let layout_space =
            layout.split('-').find_map(|spec| spec.strip_prefix('A').and_then(|n| n.parse::<u32>().ok())).unwrap_or(0);
        if inalloca {
            return self.parsed_inalloca(ty, count, address_space, &layout);
        }
        if address_space == layout_space {
            return Some(self.alloca(ty, count));
        }
        let spec = format!("A{address_space}");
        let patched = cstr(&if layout.is_empty() { spec } else { format!("{layout}-{spec}") });
        let original = cstr(&layout);
        // SAFETY: a valid module; LLVM parses and copies both layout strings.
        unsafe { c::LLVMSetDataLayout(self.module, patched.as_ptr()) };
        let v = self.alloca(ty, count);
        // SAFETY: as above.
        unsafe { c::LLVMSetDataLayout(self.module, original.as_ptr()) };
        Some(v)
    }
    fn parsed_inalloca(&self, ty: Ty, count: Val, address_space: u32, layout: &str) -> Option<Val> {
        let ty_text = self.type_text(ty);
        let count_text = self.type_text(self.type_of(count));
        if ty_text.contains('%') || count_text.contains('%') {
            return None;
        }
        let text = format!(
            "target datalayout = \"{}\"\ndefine void @h({count_text} %n) {{\n  %a = alloca inalloca {ty_text}, {count_text} %n, addrspace({address_space})\n  ret void\n}}\n",
            layout.replace('\\', "\\5C").replace('"', "\\22"),
        );
        // SAFETY: as in `dso_local_equivalent` for the buffer, the message and the parsed module.
        // The alloca is the first instruction of the helper's only function; once its count is
        // replaced it uses nothing of the helper module, is unlinked from it and inserted at the
        // builder's position (which clears its name), and the helper module is disposed.
        unsafe {
            let buf =
                c::LLVMCreateMemoryBufferWithMemoryRangeCopy(text.as_ptr().cast(), text.len(), c"oxir-alloca".as_ptr());
            let mut src: LLVMModuleRef = std::ptr::null_mut();
            let mut msg: *mut std::ffi::c_char = std::ptr::null_mut();
            let failed = inkwell::llvm_sys::ir_reader::LLVMParseIRInContext2(self.ctx, buf, &mut src, &mut msg) != 0;
            c::LLVMDisposeMemoryBuffer(buf);
            if !msg.is_null() {
                c::LLVMDisposeMessage(msg);
            }
            if failed || src.is_null() {
                return None;
            }
            let f = c::LLVMGetNamedFunction(src, c"h".as_ptr());
            let bb = if f.is_null() { std::ptr::null_mut() } else { c::LLVMGetFirstBasicBlock(f) };
            let inst = if bb.is_null() { std::ptr::null_mut() } else { c::LLVMGetFirstInstruction(bb) };
            if inst.is_null() {
                c::LLVMDisposeModule(src);
                return None;
            }
            c::LLVMSetOperand(inst, 0, count.0);
            c::LLVMInstructionRemoveFromParent(inst);
            c::LLVMInsertIntoBuilder(self.builder, inst);
            c::LLVMDisposeModule(src);
            Some(Val(inst))
        }
    }
    /// A type as LLVM IR text writes it.
    pub fn type_text(&self, t: Ty) -> String {
        // SAFETY: a valid type; the returned string is copied and disposed.
        unsafe {
            let p = c::LLVMPrintTypeToString(t.0);
            if p.is_null() {
                return String::new();
            }
            let s = std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned();
            c::LLVMDisposeMessage(p);
            s
        }
    }
    /// `load`.
    pub fn load(&self, ty: Ty, ptr: Val) -> Val {
        // SAFETY: a pointer operand.
        Val(unsafe { c::LLVMBuildLoad2(self.builder, ty.0, ptr.0, c"".as_ptr()) })
    }
    /// `store`.
    pub fn store(&self, v: Val, ptr: Val) -> Val {
        // SAFETY: a pointer operand.
        Val(unsafe { c::LLVMBuildStore(self.builder, v.0, ptr.0) })
    }
    /// Marks a load/store volatile.
    pub fn set_volatile(&self, inst: Val, v: bool) {
        // SAFETY: a memory instruction.
        unsafe { c::LLVMSetVolatile(inst.0, v as i32) }
    }
    /// Sets the atomic ordering of a load/store.
    pub fn set_ordering(&self, inst: Val, o: Ordering) {
        // SAFETY: a load or store.
        unsafe { c::LLVMSetOrdering(inst.0, o) }
    }
    /// `getelementptr` (with `inbounds` etc. as no-wrap flags bits).
    pub fn gep(&self, elem: Ty, base: Val, indices: &[Val], flags: u32) -> Val {
        let mut raw: Vec<LLVMValueRef> = indices.iter().map(|v| v.0).collect();
        // SAFETY: indices valid for the element type (checked by the translation).
        Val(unsafe {
            c::LLVMBuildGEPWithNoWrapFlags(
                self.builder,
                elem.0,
                base.0,
                raw.as_mut_ptr(),
                raw.len() as u32,
                c"".as_ptr(),
                flags,
            )
        })
    }
    /// `extractvalue`.
    pub fn extract_value(&self, agg: Val, index: u32) -> Val {
        // SAFETY: the index is in bounds of the aggregate (checked by the translation).
        Val(unsafe { c::LLVMBuildExtractValue(self.builder, agg.0, index, c"".as_ptr()) })
    }
    /// `insertvalue`.
    pub fn insert_value(&self, agg: Val, v: Val, index: u32) -> Val {
        // SAFETY: the index is in bounds of the aggregate (checked by the translation).
        Val(unsafe { c::LLVMBuildInsertValue(self.builder, agg.0, v.0, index, c"".as_ptr()) })
    }
    /// `extractvalue` along a path of indices (`extractvalue %agg, 3, 0`): one instruction, as
    /// MLIR's translation builds it, where the C API would chain one per index.
    pub fn extract_value_path(&self, agg: Val, path: &[u32]) -> Val {
        // SAFETY: the builder is positioned; `path` is a valid path into the aggregate's type
        // (checked by the translation) and outlives the call, which copies it.
        Val(unsafe { oxir_build_extract_value_path(self.builder, agg.0, path.as_ptr(), path.len() as u32) })
    }
    /// `insertvalue` along a path of indices (`insertvalue %agg, %v, 3, 0`), one instruction as
    /// in MLIR's translation.
    pub fn insert_value_path(&self, agg: Val, v: Val, path: &[u32]) -> Val {
        // SAFETY: as for `extract_value_path`; `v` has the type at the end of the path.
        Val(unsafe { oxir_build_insert_value_path(self.builder, agg.0, v.0, path.as_ptr(), path.len() as u32) })
    }
    /// `extractelement`.
    pub fn extract_element(&self, vec: Val, idx: Val) -> Val {
        // SAFETY: a vector and an integer index.
        Val(unsafe { c::LLVMBuildExtractElement(self.builder, vec.0, idx.0, c"".as_ptr()) })
    }
    /// `insertelement`.
    pub fn insert_element(&self, vec: Val, v: Val, idx: Val) -> Val {
        // SAFETY: a vector, an element and an integer index.
        Val(unsafe { c::LLVMBuildInsertElement(self.builder, vec.0, v.0, idx.0, c"".as_ptr()) })
    }
    /// `shufflevector`.
    pub fn shuffle(&self, a: Val, b: Val, mask: Val) -> Val {
        // SAFETY: two vectors of one type and a constant mask.
        Val(unsafe { c::LLVMBuildShuffleVector(self.builder, a.0, b.0, mask.0, c"".as_ptr()) })
    }
    /// `br label`.
    pub fn br(&self, dest: Bb) -> Val {
        // SAFETY: a block of the current function.
        Val(unsafe { c::LLVMBuildBr(self.builder, dest.0) })
    }
    /// `br i1`.
    pub fn cond_br(&self, cond: Val, t: Bb, f: Bb) -> Val {
        // SAFETY: an i1 condition and blocks of the current function.
        Val(unsafe { c::LLVMBuildCondBr(self.builder, cond.0, t.0, f.0) })
    }
    /// `switch` with its cases.
    pub fn switch(&self, v: Val, default: Bb, cases: &[(Val, Bb)]) -> Val {
        // SAFETY: an integer value, constant cases of its type, blocks of the current function.
        unsafe {
            let s = c::LLVMBuildSwitch(self.builder, v.0, default.0, cases.len() as u32);
            for (cv, bb) in cases {
                c::LLVMAddCase(s, cv.0, bb.0);
            }
            Val(s)
        }
    }
    /// `ret`.
    pub fn ret(&self, v: Option<Val>) -> Val {
        // SAFETY: the value matches the function's return type (verified by the dialect).
        Val(unsafe {
            match v {
                Some(v) => c::LLVMBuildRet(self.builder, v.0),
                None => c::LLVMBuildRetVoid(self.builder),
            }
        })
    }
    /// `unreachable`.
    pub fn unreachable(&self) -> Val {
        // SAFETY: a builder positioned in a block.
        Val(unsafe { c::LLVMBuildUnreachable(self.builder) })
    }
    /// A `phi` of type `ty` (incoming values are added later).
    pub fn phi(&self, ty: Ty) -> Val {
        // SAFETY: a first-class type.
        Val(unsafe { c::LLVMBuildPhi(self.builder, ty.0, c"".as_ptr()) })
    }
    /// Adds an incoming value to a phi.
    pub fn add_incoming(&self, phi: Val, v: Val, from: Bb) {
        let mut vals = [v.0];
        let mut bbs = [from.0];
        // SAFETY: `phi` is a phi node; arrays outlive the call.
        unsafe { c::LLVMAddIncoming(phi.0, vals.as_mut_ptr(), bbs.as_mut_ptr(), 1) }
    }
    /// `va_arg`.
    pub fn va_arg(&self, list: Val, ty: Ty) -> Val {
        // SAFETY: a pointer to a va_list.
        Val(unsafe { c::LLVMBuildVAArg(self.builder, list.0, ty.0, c"".as_ptr()) })
    }
    /// `fence`.
    pub fn fence(&self, o: Ordering, single_thread: bool) -> Val {
        // SAFETY: a builder positioned in a block.
        Val(unsafe { c::LLVMBuildFence(self.builder, o, single_thread as i32, c"".as_ptr()) })
    }
    /// `atomicrmw`.
    pub fn atomic_rmw(&self, op: RmwOp, ptr: Val, v: Val, o: Ordering) -> Val {
        // SAFETY: a pointer and a value of a supported type.
        Val(unsafe { c::LLVMBuildAtomicRMW(self.builder, op, ptr.0, v.0, o, 0) })
    }
    /// `cmpxchg`.
    pub fn cmpxchg(&self, ptr: Val, cmp: Val, new: Val, success: Ordering, failure: Ordering) -> Val {
        // SAFETY: a pointer and two values of one type.
        Val(unsafe { c::LLVMBuildAtomicCmpXchg(self.builder, ptr.0, cmp.0, new.0, success, failure, 0) })
    }
    /// Marks a `cmpxchg` weak.
    pub fn set_weak(&self, inst: Val, v: bool) {
        // SAFETY: a cmpxchg instruction.
        unsafe { c::LLVMSetWeak(inst.0, v as i32) }
    }
    /// Folds a GEP whose base and indices are all constants as LLVM's data-layout-aware folder
    /// does: a single byte offset from the innermost base (`getelementptr (i8, ptr @g, i64 8)`),
    /// `inbounds` gaining `nuw` for non-negative offsets, and the base itself for offset zero.
    /// `None` when the GEP is not foldable (dynamic indices, vector indices, unsized types).
    pub fn fold_constant_gep(&self, elem: Ty, base: Val, indices: &[Val], flags: u32) -> Option<Val> {
        use inkwell::llvm_sys::target::{LLVMABISizeOfType, LLVMGetModuleDataLayout, LLVMOffsetOfElement};
        if !self.is_constant(base) || self.kind(self.type_of(base)) != LLVMTypeKind::LLVMPointerTypeKind {
            return None;
        }
        // SAFETY (for the queries below): constants and types of this module; the data layout is
        // the module's own.
        unsafe {
            let td = LLVMGetModuleDataLayout(self.module);
            let index_value = |v: Val| -> Option<i64> {
                (!c::LLVMIsAConstantInt(v.0).is_null() && c::LLVMGetIntTypeWidth(c::LLVMTypeOf(v.0)) <= 64)
                    .then(|| c::LLVMConstIntGetSExtValue(v.0))
            };
            let mut offset: i64 = 0;
            let mut cur = elem.0;
            for (k, &ix) in indices.iter().enumerate() {
                let i = index_value(ix)?;
                if k == 0 {
                    offset = offset.checked_add(i.checked_mul(LLVMABISizeOfType(td, cur) as i64)?)?;
                    continue;
                }
                match c::LLVMGetTypeKind(cur) {
                    LLVMTypeKind::LLVMStructTypeKind => {
                        let n = c::LLVMCountStructElementTypes(cur) as i64;
                        if i < 0 || i >= n {
                            return None;
                        }
                        offset = offset.checked_add(LLVMOffsetOfElement(td, cur, i as u32) as i64)?;
                        cur = c::LLVMStructGetTypeAtIndex(cur, i as u32);
                    }
                    LLVMTypeKind::LLVMArrayTypeKind => {
                        cur = c::LLVMGetElementType(cur);
                        offset = offset.checked_add(i.checked_mul(LLVMABISizeOfType(td, cur) as i64)?)?;
                    }
                    _ => return None,
                }
            }
            let (root, base_offset) = self.split_constant_offset(base);
            let total = offset.checked_add(base_offset)?;
            if total == 0 {
                return Some(root);
            }
            // As LLVM's constant folder: an offset within a global variable's storage makes the
            // GEP `inbounds`, and `inbounds`/`nusw` with a non-negative offset makes it `nuw`.
            let mut nw = flags;
            if nw & 1 == 0 && total >= 0 && self.dereferenceable_bytes(root).is_some_and(|n| total as u64 <= n) {
                nw |= 1;
            }
            if nw & 3 != 0 && total >= 0 {
                nw |= 4;
            }
            let i8t = self.int(8);
            let mut idx = [self.const_u64(self.int(64), total as u64).0];
            Some(Val(c::LLVMConstGEPWithNoWrapFlags(i8t.0, root.0, idx.as_mut_ptr(), 1, nw)))
        }
    }
    /// A constant pointer as (root, byte offset) when it is an `i8` GEP constant expression with
    /// a constant offset, else (the pointer, 0).
    /// The bytes known dereferenceable at a global variable (its value type's store size), as
    /// LLVM's `getPointerDereferenceableBytes` gives them; `None` for other values, unsized types
    /// and `extern_weak` globals.
    fn dereferenceable_bytes(&self, p: Val) -> Option<u64> {
        use inkwell::llvm_sys::target::{LLVMGetModuleDataLayout, LLVMStoreSizeOfType};
        // SAFETY: queries of a value of this module; the value type is read only from a global
        // variable, its size only for a sized type.
        unsafe {
            if c::LLVMIsAGlobalVariable(p.0).is_null() || c::LLVMGetLinkage(p.0) == LLVMLinkage::LLVMExternalWeakLinkage
            {
                return None;
            }
            let ty = c::LLVMGlobalGetValueType(p.0);
            if c::LLVMTypeIsSized(ty) == 0 {
                return None;
            }
            Some(LLVMStoreSizeOfType(LLVMGetModuleDataLayout(self.module), ty))
        }
    }
    fn split_constant_offset(&self, p: Val) -> (Val, i64) {
        // SAFETY: queries of a constant of this module.
        unsafe {
            if c::LLVMIsAConstantExpr(p.0).is_null() || c::LLVMGetConstOpcode(p.0) != Opcode::LLVMGetElementPtr {
                return (p, 0);
            }
            if c::LLVMGetNumOperands(p.0) != 2 || c::LLVMGetGEPSourceElementType(p.0) != self.int(8).0 {
                return (p, 0);
            }
            let off = c::LLVMGetOperand(p.0, 1);
            if c::LLVMIsAConstantInt(off).is_null() {
                return (p, 0);
            }
            (Val(c::LLVMGetOperand(p.0, 0)), c::LLVMConstIntGetSExtValue(off))
        }
    }
    /// The byte offset of a constant pointer from null (`null` itself or an `i8` GEP on null).
    pub fn constant_offset_from_null(&self, p: Val) -> Option<i64> {
        if !self.is_constant(p) || self.kind(self.type_of(p)) != LLVMTypeKind::LLVMPointerTypeKind {
            return None;
        }
        let (root, off) = self.split_constant_offset(p);
        // SAFETY: a constant of this module.
        (unsafe { c::LLVMIsNull(root.0) } != 0).then_some(off)
    }
    /// Sets `nsw`.
    pub fn set_nsw(&self, inst: Val, v: bool) {
        // SAFETY: an overflowing binary operator.
        unsafe { c::LLVMSetNSW(inst.0, v as i32) }
    }
    /// Sets `nuw`.
    pub fn set_nuw(&self, inst: Val, v: bool) {
        // SAFETY: an overflowing binary operator.
        unsafe { c::LLVMSetNUW(inst.0, v as i32) }
    }
    /// Sets `exact`.
    pub fn set_exact(&self, inst: Val, v: bool) {
        // SAFETY: a division or shift.
        unsafe { c::LLVMSetExact(inst.0, v as i32) }
    }
    /// Sets `disjoint` on an `or`.
    pub fn set_disjoint(&self, inst: Val, v: bool) {
        // SAFETY: an `or` instruction.
        unsafe { c::LLVMSetIsDisjoint(inst.0, v as i32) }
    }
    /// Sets `nneg` on a `zext`/`uitofp`.
    pub fn set_nneg(&self, inst: Val, v: bool) {
        // SAFETY: a zext or uitofp instruction.
        unsafe { c::LLVMSetNNeg(inst.0, v as i32) }
    }
    /// Sets fast-math flags (LLVM-C's bit layout).
    pub fn set_fast_math(&self, inst: Val, flags: u32) {
        // SAFETY: only called on floating-point operations (checked with `can_have_fmf`).
        unsafe {
            if c::LLVMCanValueUseFastMathFlags(inst.0) != 0 {
                c::LLVMSetFastMathFlags(inst.0, flags)
            }
        }
    }
    /// Whether the value is an instruction.
    pub fn is_instruction(&self, v: Val) -> bool {
        // SAFETY: a value of this module.
        unsafe { !c::LLVMIsAInstruction(v.0).is_null() }
    }
    /// Adds a `tail`/`musttail`/`notail` marker to a call: 1 tail, 2 musttail, 3 notail.
    pub fn set_tail_call_kind(&self, call: Val, kind: u32) {
        use inkwell::llvm_sys::LLVMTailCallKind::*;
        let k = match kind {
            1 => LLVMTailCallKindTail,
            2 => LLVMTailCallKindMustTail,
            3 => LLVMTailCallKindNoTail,
            _ => LLVMTailCallKindNone,
        };
        // SAFETY: a call instruction.
        unsafe { c::LLVMSetTailCallKind(call.0, k) }
    }

    // ----- metadata -----

    /// The id of the metadata kind `name` (`prof`, `nontemporal`, ...).
    pub fn md_kind(&self, name: &str) -> u32 {
        // SAFETY: a valid context; the name outlives the call.
        unsafe { c::LLVMGetMDKindIDInContext(self.ctx, name.as_ptr().cast(), name.len() as u32) }
    }
    /// `!"text"`.
    pub fn md_string(&self, text: &str) -> Md {
        // SAFETY: LLVM copies the bytes.
        Md(unsafe { c::LLVMMDStringInContext2(self.ctx, text.as_ptr().cast(), text.len()) })
    }
    /// A constant as metadata (`i32 5`).
    pub fn md_value(&self, v: Val) -> Md {
        // SAFETY: `v` is a constant of this context.
        Md(unsafe { c::LLVMValueAsMetadata(v.0) })
    }
    /// `!{...}`.
    pub fn md_node(&self, elements: &[Md]) -> Md {
        let mut raw: Vec<LLVMMetadataRef> = elements.iter().map(|m| m.0).collect();
        // SAFETY: the elements are metadata of this context; the array outlives the call.
        Md(unsafe { c::LLVMMDNodeInContext2(self.ctx, raw.as_mut_ptr(), raw.len()) })
    }
    /// Attaches `!kind node` to an instruction.
    pub fn set_metadata(&self, inst: Val, kind: &str, node: Md) {
        let k = self.md_kind(kind);
        // SAFETY: `inst` is an instruction; the node belongs to this context.
        unsafe { c::LLVMSetMetadata(inst.0, k, c::LLVMMetadataAsValue(self.ctx, node.0)) }
    }
    /// Attaches `!kind node` to a function or global variable.
    pub fn set_global_metadata(&self, global: Val, kind: &str, node: Md) {
        let k = self.md_kind(kind);
        // SAFETY: `global` is a global object; the node belongs to this context.
        unsafe { c::LLVMGlobalSetMetadata(global.0, k, node.0) }
    }
    /// Sets the synchronization scope of an atomic instruction (`syncscope("name")`).
    pub fn set_syncscope(&self, inst: Val, name: &str) {
        // SAFETY: a valid context; the name outlives the call; `inst` is an atomic instruction.
        unsafe {
            let id = c::LLVMGetSyncScopeID(self.ctx, name.as_ptr().cast(), name.len());
            c::LLVMSetAtomicSyncScopeID(inst.0, id);
        }
    }
    /// Adds a module flag `!{i32 behavior, !"key", value}` (LLVM's behavior numbers: 1 error,
    /// 2 warning, 3 require, 4 override, 5 append, 6 append-unique, 7 max, 8 min).
    pub fn add_module_flag(&self, behavior: u32, key: &str, value: Md) {
        let i32t = self.int(32);
        let node =
            self.md_node(&[self.md_value(self.const_u64(i32t, u64::from(behavior))), self.md_string(key), value]);
        // SAFETY: a valid module; the name is a NUL-terminated literal; the node belongs to this
        // context.
        unsafe {
            c::LLVMAddNamedMetadataOperand(
                self.module,
                c"llvm.module.flags".as_ptr(),
                c::LLVMMetadataAsValue(self.ctx, node.0),
            )
        }
    }
}

/// A name as LLVM IR text writes it after `@`: quoted, with `"`, `\` and unprintable bytes as
/// `\XX`.
fn ir_name(name: &str) -> String {
    let mut out = String::from("\"");
    for b in name.bytes() {
        if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
            out.push_str(&format!("\\{b:02X}"));
        } else {
            out.push(b as char);
        }
    }
    out.push('"');
    out
}
