//! The llvm dialect's enums and attributes (MLIR's `LLVMEnums.td` and `LLVMAttrDefs.td`).
//! This file holds the enums: linkage (`#llvm.linkage<...>`), calling conventions
//! (`#llvm.cconv<...>`), tail call kinds, visibility and `unnamed_addr` (stored as `i64`
//! integers), comparison predicates (`i64` integers printed as strings), the fast-math flags
//! `#llvm.fastmath<...>`, the integer overflow flags (an `i32` property printed
//! `overflow<nsw, nuw>`), atomic orderings and operations, the inline assembly dialect, and
//! `#llvm.dereferenceable<...>`. The attributes of one topic are files of their own.

pub mod constant;
pub mod function;
pub mod loop_annotation;
pub mod module;

pub use constant::*;
pub use function::*;
pub use loop_annotation::*;
pub use module::*;

use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::types::IntegerType;
use oxir::{Attribute, Context};
use oxir_macros::{AttrDef, EnumAttr};

use crate::utils::constants::int_attr_value;

/// LLVM dereferenceable attribute: the `dereferenceable` (or, with `mayBeNull`,
/// `dereferenceable_or_null`) metadata of a load of a pointer.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "llvm", name = "dereferenceable", format = "`<` struct(params) `>`")]
#[allow(non_snake_case)]
pub struct DereferenceableAttr {
    /// The number of bytes known dereferenceable.
    pub bytes: u64,
    /// Whether the pointer may also be null.
    #[param(default = false)]
    pub mayBeNull: bool,
}

/// LLVM linkage types (`#llvm.linkage<external>`).
///
/// In the order and with the values of LLVM's `GlobalValue::LinkageTypes`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(
    dialect = "llvm",
    attr = "linkage",
    param = "linkage",
    description = "LLVM linkage types",
    cpp_type = "linkage::Linkage"
)]
pub enum Linkage {
    /// Externally visible (the default).
    #[case(value = 0)]
    External,
    /// Available for inspection but emitted elsewhere.
    AvailableExternally,
    /// Merged with other definitions of the same name; may be discarded.
    Linkonce,
    /// `linkonce` with the one definition rule.
    #[case(name = "linkonce_odr")]
    LinkonceODR,
    /// Merged with other definitions of the same name; kept.
    Weak,
    /// `weak` with the one definition rule.
    #[case(name = "weak_odr")]
    WeakODR,
    /// Arrays appended together when linking.
    Appending,
    /// Only visible in the current module.
    Internal,
    /// Only visible in the current module; not in the symbol table.
    Private,
    /// A weak reference.
    ExternWeak,
    /// Tentative definitions (C's common symbols).
    Common,
}

/// LLVM calling conventions (`#llvm.cconv<ccc>`).
///
/// The cases of MLIR 22's `CConv`, in its order, with the values of LLVM's `CallingConv`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "llvm", attr = "cconv", param = "CallingConv", description = "Calling Conventions")]
pub enum CConv {
    /// The C calling convention (the default).
    #[case(value = 0, name = "ccc")]
    C,
    /// The fast calling convention.
    #[case(value = 8, name = "fastcc")]
    Fast,
    /// The cold calling convention.
    #[case(value = 9, name = "coldcc")]
    Cold,
    /// GHC's calling convention.
    #[case(value = 10, name = "cc_10")]
    GHC,
    /// HiPE's calling convention.
    #[case(value = 11, name = "cc_11")]
    HiPE,
    /// Dynamic register allocation.
    #[case(value = 13, name = "anyregcc")]
    AnyReg,
    /// Preserves most registers.
    #[case(value = 14, name = "preserve_mostcc")]
    PreserveMost,
    /// Preserves all registers.
    #[case(value = 15, name = "preserve_allcc")]
    PreserveAll,
    /// Swift's calling convention.
    #[case(value = 16, name = "swiftcc")]
    Swift,
    /// C++ fast thread-local access.
    #[case(value = 17, name = "cxx_fast_tlscc")]
    CXXFastTLS,
    /// Tail-callable.
    #[case(value = 18, name = "tailcc")]
    Tail,
    /// Windows control flow guard check.
    #[case(value = 19, name = "cfguard_checkcc")]
    CFGuardCheck,
    /// Swift tail calls.
    #[case(value = 20, name = "swifttailcc")]
    SwiftTail,
    /// x86 stdcall.
    #[case(value = 64, name = "x86_stdcallcc")]
    X86StdCall,
    /// x86 fastcall.
    #[case(value = 65, name = "x86_fastcallcc")]
    X86FastCall,
    /// ARM APCS.
    #[case(value = 66, name = "arm_apcscc")]
    ArmApcs,
    /// ARM AAPCS.
    #[case(value = 67, name = "arm_aapcscc")]
    ArmAapcs,
    /// ARM AAPCS with VFP.
    #[case(value = 68, name = "arm_aapcs_vfpcc")]
    ArmAapcsVfp,
    /// MSP430 interrupts.
    #[case(value = 69, name = "msp430_intrcc")]
    Msp430Intr,
    /// x86 thiscall.
    #[case(value = 70, name = "x86_thiscallcc")]
    X86ThisCall,
    /// PTX kernels.
    #[case(value = 71, name = "ptx_kernelcc")]
    PtxKernel,
    /// PTX device functions.
    #[case(value = 72, name = "ptx_devicecc")]
    PtxDevice,
    /// SPIR functions.
    #[case(value = 75, name = "spir_funccc")]
    SpirFunc,
    /// SPIR kernels.
    #[case(value = 76, name = "spir_kernelcc")]
    SpirKernel,
    /// Intel OpenCL built-ins.
    #[case(value = 77, name = "intel_ocl_bicc")]
    IntelOclBi,
    /// x86-64 System V.
    #[case(value = 78, name = "x86_64_sysvcc")]
    X86_64SysV,
    /// Win64.
    #[case(value = 79, name = "win64cc")]
    Win64,
    /// x86 vectorcall.
    #[case(value = 80, name = "x86_vectorcallcc")]
    X86VectorCall,
    /// HHVM.
    #[case(value = 81, name = "hhvmcc")]
    HHVM,
    /// HHVM C.
    #[case(value = 82, name = "hhvm_ccc")]
    HHVMC,
    /// x86 interrupts.
    #[case(value = 83, name = "x86_intrcc")]
    X86Intr,
    /// AVR interrupts.
    #[case(value = 84, name = "avr_intrcc")]
    AvrIntr,
    /// AVR built-ins.
    #[case(value = 86, name = "avr_builtincc")]
    AvrBuiltin,
    /// AMDGPU vertex shaders.
    #[case(value = 87, name = "amdgpu_vscc")]
    AmdgpuVs,
    /// AMDGPU geometry shaders.
    #[case(value = 88, name = "amdgpu_gscc")]
    AmdgpuGs,
    /// AMDGPU compute shaders.
    #[case(value = 90, name = "amdgpu_cscc")]
    AmdgpuCs,
    /// AMDGPU kernels.
    #[case(value = 91, name = "amdgpu_kernelcc")]
    AmdgpuKernel,
    /// x86 regcall.
    #[case(value = 92, name = "x86_regcallcc")]
    X86RegCall,
    /// AMDGPU hull shaders.
    #[case(value = 93, name = "amdgpu_hscc")]
    AmdgpuHs,
    /// MSP430 built-ins.
    #[case(value = 94, name = "msp430_builtincc")]
    Msp430Builtin,
    /// AMDGPU local shaders.
    #[case(value = 95, name = "amdgpu_lscc")]
    AmdgpuLs,
    /// AMDGPU export shaders.
    #[case(value = 96, name = "amdgpu_escc")]
    AmdgpuEs,
    /// AArch64 vector calls.
    #[case(value = 97, name = "aarch64_vectorcallcc")]
    AArch64VectorCall,
    /// AArch64 SVE vector calls.
    #[case(value = 98, name = "aarch64_sve_vectorcallcc")]
    AArch64SveVectorCall,
    /// Emscripten's invoke wrappers.
    #[case(value = 99, name = "wasm_emscripten_invokecc")]
    WasmEmscriptenInvoke,
    /// AMDGPU graphics functions.
    #[case(value = 100, name = "amdgpu_gfxcc")]
    AmdgpuGfx,
    /// M68k interrupts.
    #[case(value = 101, name = "m68k_intrcc")]
    M68kIntr,
}

/// Tail call kinds of `llvm.call` (`#llvm.tailcallkind<tail>`).
///
/// In MLIR's order, with LLVM's values.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "llvm", attr = "tailcallkind", param = "tailCallKind", description = "Tail Call Kind")]
pub enum TailCallKind {
    /// No marker.
    #[case(value = 0)]
    None,
    /// `notail`.
    #[case(value = 3)]
    Notail,
    /// `musttail`.
    #[case(value = 2)]
    Musttail,
    /// `tail`.
    #[case(value = 1)]
    Tail,
}

/// Symbol visibility (`visibility_`, an `i64` property).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "llvm", name = "Visibility")]
pub enum Visibility {
    /// Default visibility.
    #[case(value = 0)]
    Default,
    /// Hidden.
    Hidden,
    /// Protected.
    Protected,
}

/// `unnamed_addr` (an `i64` property).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "llvm", name = "UnnamedAddr")]
pub enum UnnamedAddr {
    /// Nothing.
    #[case(value = 0, name = "")]
    None,
    /// `local_unnamed_addr`.
    #[case(name = "local_unnamed_addr")]
    Local,
    /// `unnamed_addr`.
    #[case(name = "unnamed_addr")]
    Global,
}

/// Integer comparison predicates (`llvm.icmp`, an `i64` property printed as a string).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "llvm", name = "ICmpPredicate")]
pub enum ICmpPredicate {
    /// Equal.
    #[case(value = 0)]
    Eq,
    /// Not equal.
    Ne,
    /// Signed less than.
    Slt,
    /// Signed less or equal.
    Sle,
    /// Signed greater than.
    Sgt,
    /// Signed greater or equal.
    Sge,
    /// Unsigned less than.
    Ult,
    /// Unsigned less or equal.
    Ule,
    /// Unsigned greater than.
    Ugt,
    /// Unsigned greater or equal.
    Uge,
}

/// Float comparison predicates (`llvm.fcmp`, an `i64` property printed as a string).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "llvm", name = "FCmpPredicate")]
pub enum FCmpPredicate {
    /// Always false.
    #[case(value = 0, name = "_false")]
    False,
    /// Ordered and equal.
    Oeq,
    /// Ordered and greater than.
    Ogt,
    /// Ordered and greater or equal.
    Oge,
    /// Ordered and less than.
    Olt,
    /// Ordered and less or equal.
    Ole,
    /// Ordered and not equal.
    One,
    /// Ordered.
    Ord,
    /// Unordered or equal.
    Ueq,
    /// Unordered or greater than.
    Ugt,
    /// Unordered or greater or equal.
    Uge,
    /// Unordered or less than.
    Ult,
    /// Unordered or less or equal.
    Ule,
    /// Unordered or not equal.
    Une,
    /// Unordered.
    Uno,
    /// Always true.
    #[case(value = 15, name = "_true")]
    True,
}

/// LLVM fast-math flags (`#llvm.fastmath<nnan, ninf>`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(
    dialect = "llvm",
    attr = "fastmath",
    bits,
    set = "FastmathFlags",
    separator = ", ",
    cpp_type = "::mlir::LLVM::FastmathFlags",
    ods_name = "LLVM_FastmathFlagsAttr"
)]
pub enum Fastmath {
    /// No flags.
    #[case(value = 0)]
    None,
    /// No NaNs.
    #[case(value = 1)]
    Nnan,
    /// No infinities.
    #[case(value = 2)]
    Ninf,
    /// No signed zeros.
    #[case(value = 4)]
    Nsz,
    /// Allow reciprocals.
    #[case(value = 8)]
    Arcp,
    /// Allow contraction.
    #[case(value = 16)]
    Contract,
    /// Approximate functions.
    #[case(value = 32)]
    Afn,
    /// Allow reassociation.
    #[case(value = 64)]
    Reassoc,
    /// All of the above.
    #[case(value = 127)]
    Fast,
}

/// Integer overflow flags (`overflowFlags`, an `i32` property printed `overflow<nsw, nuw>`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "llvm", name = "IntegerOverflowFlags", width = 32)]
pub enum IntegerOverflow {
    /// No flags.
    #[case(value = 0)]
    None,
    /// No signed wrap.
    #[case(value = 1)]
    Nsw,
    /// No unsigned wrap.
    #[case(value = 2)]
    Nuw,
}

/// Atomic orderings (`llvm.load`/`llvm.store` `ordering`, an `i64` property).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "llvm", name = "AtomicOrdering")]
pub enum AtomicOrdering {
    /// Not atomic.
    #[case(value = 0)]
    NotAtomic,
    /// Unordered.
    Unordered,
    /// Monotonic.
    Monotonic,
    /// Acquire.
    #[case(value = 4)]
    Acquire,
    /// Release.
    Release,
    /// Acquire and release.
    #[case(name = "acq_rel")]
    AcqRel,
    /// Sequentially consistent.
    #[case(name = "seq_cst")]
    SeqCst,
}

/// The `#llvm.fastmath<none>` attribute (the default of `fastmathFlags` properties).
pub fn fastmath_none(ctx: &Context) -> Attribute {
    FastmathFlags::empty().attr(ctx)
}

/// An `i32` integer attribute (`overflowFlags`, `noWrapFlags`).
pub fn i32_attr(ctx: &Context, v: i64) -> Attribute {
    IntegerAttr::from_i64(ctx, IntegerType::get(ctx, 32), v)
}

/// An `i64` integer attribute (`visibility_`, `unnamed_addr`, predicates, `alignment`).
pub fn i64_attr(ctx: &Context, v: i64) -> Attribute {
    IntegerAttr::from_i64(ctx, IntegerType::get(ctx, 64), v)
}

/// The integer value of an optional integer attribute (an op's integer property, unset as
/// `None`): `utils::constants::int_attr_value` lifted over the option.
pub fn int_value(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    int_attr_value(ctx, a?)
}

/// `#llvm.linkage<external>` (the default linkage).
pub fn linkage_external(ctx: &Context) -> Attribute {
    ctx.intern_attr(Linkage::External)
}

/// `#llvm.cconv<ccc>` (the default calling convention).
pub fn cconv_c(ctx: &Context) -> Attribute {
    ctx.intern_attr(CConv::C)
}

/// `#llvm.tailcallkind<none>`.
pub fn tailcall_none(ctx: &Context) -> Attribute {
    ctx.intern_attr(TailCallKind::None)
}

/// The constraint of `overflowFlags`: an `i32` integer holding any combination of `nsw` (1)
/// and `nuw` (2).
pub const OVERFLOW_FLAGS_ATTR: oxir::ods::AttrConstraint = oxir::ods::AttrConstraint {
    summary: "LLVM integer overflow flags",
    check: |c, a| {
        a.dyn_cast::<IntegerAttr>(c).is_some_and(|i| {
            i.ty.dyn_cast::<IntegerType>(c).is_some_and(|t| t.width == 32)
                && i.value.try_to_i64().is_some_and(|v| (0..=3).contains(&v))
        })
    },
};

/// The operation of `llvm.atomicrmw` (`bin_op`, an `i64` property).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "llvm", name = "AtomicBinOp")]
pub enum AtomicBinOp {
    /// Exchange.
    #[case(value = 0)]
    Xchg,
    /// Add.
    Add,
    /// Subtract.
    Sub,
    /// And.
    #[case(name = "_and")]
    And,
    /// Nand.
    Nand,
    /// Or.
    #[case(name = "_or")]
    Or,
    /// Xor.
    #[case(name = "_xor")]
    Xor,
    /// Signed max.
    Max,
    /// Signed min.
    Min,
    /// Unsigned max.
    Umax,
    /// Unsigned min.
    Umin,
    /// Float add.
    Fadd,
    /// Float sub.
    Fsub,
    /// Float max.
    Fmax,
    /// Float min.
    Fmin,
    /// Increment with wrap.
    UincWrap,
    /// Decrement with wrap.
    UdecWrap,
    /// Conditional unsigned subtract.
    UsubCond,
    /// Saturating unsigned subtract.
    UsubSat,
    /// Float maximum.
    Fmaximum,
    /// Float minimum.
    Fminimum,
}

/// The assembly dialect of `llvm.inline_asm` (`asm_dialect`, an `i64` property).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "llvm", name = "AsmDialect")]
pub enum AsmDialect {
    /// AT&T syntax.
    #[case(value = 0)]
    Att,
    /// Intel syntax.
    Intel,
}
