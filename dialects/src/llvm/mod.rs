//! The `llvm` dialect: MLIR's LLVM IR dialect, the target of progressive lowering. Its types
//! (`!llvm.ptr`, `!llvm.struct`, `!llvm.array`, `!llvm.func`, ...), attributes (linkage,
//! calling conventions, fast-math flags, ...) and ops (functions, calls, globals, memory,
//! arithmetic, casts, aggregates, control flow and the `llvm.intr.*` intrinsics), with MLIR's
//! custom syntax and verifier messages.

pub mod attrs;
pub mod constant;
pub mod constraints;
pub mod control;
pub mod func;
pub mod intr;
pub mod loop_attrs;
pub mod memory;
pub mod misc;
pub mod ops;
pub mod syntax;
pub mod types;

pub use attrs::*;
pub use constraints::*;
pub use control::*;
pub use func::*;
pub use intr::*;
pub use loop_attrs::*;
pub use memory::*;
pub use misc::*;
pub use ops::*;
pub use syntax::{gep_flag_keywords, gep_raw_indices, i32_array_attr, i64_array_attr, GEP_DYNAMIC_INDEX};
pub use types::*;

use oxir_macros::dialect;

/// MLIR's `TypesMatchWith<summary, lhs, rhs, transformer>`: the format infers `rhs`'s type from
/// `lhs`'s; the ops' verifiers check it with MLIR's message.
pub struct TypesMatchWith;
impl oxir::registry::OpTrait for TypesMatchWith {}

/// MLIR's `AllTypesMatch<[...]>` (format inference; checked by the ops' verifiers).
pub struct AllTypesMatch;
impl oxir::registry::OpTrait for AllTypesMatch {}

/// The `llvm` dialect.
///
/// This dialect maps LLVM IR into MLIR by defining the corresponding operations and types.
/// LLVM IR metadata is usually represented as MLIR attributes, which offer additional
/// structure verification.
#[dialect(
    name = "llvm",
    ops(
        LLVMFuncOp,
        CallOp,
        GlobalOp,
        AddressOfOp,
        ConstantOp,
        UndefOp,
        PoisonOp,
        ZeroOp,
        ReturnOp,
        BrOp,
        CondBrOp,
        SwitchOp,
        UnreachableOp,
        AllocaOp,
        LoadOp,
        StoreOp,
        GEPOp,
        AddOp,
        SubOp,
        MulOp,
        UDivOp,
        SDivOp,
        URemOp,
        SRemOp,
        AndOp,
        OrOp,
        XOrOp,
        ShlOp,
        LShrOp,
        AShrOp,
        FAddOp,
        FSubOp,
        FMulOp,
        FDivOp,
        FRemOp,
        FNegOp,
        ICmpOp,
        FCmpOp,
        TruncOp,
        ZExtOp,
        SExtOp,
        FPTruncOp,
        FPExtOp,
        FPToSIOp,
        FPToUIOp,
        SIToFPOp,
        UIToFPOp,
        BitcastOp,
        PtrToIntOp,
        IntToPtrOp,
        AddrSpaceCastOp,
        SelectOp,
        FreezeOp,
        ExtractElementOp,
        InsertElementOp,
        ExtractValueOp,
        InsertValueOp,
        FAbsOp,
        SqrtOp,
        FCeilOp,
        FloorOp,
        RoundOp,
        RoundEvenOp,
        FTruncOp,
        RintOp,
        NearbyintOp,
        ExpOp,
        Exp2Op,
        Exp10Op,
        LogOp,
        Log2Op,
        Log10Op,
        SinOp,
        CosOp,
        TanOp,
        ASinOp,
        ACosOp,
        ATanOp,
        SinhOp,
        CoshOp,
        TanhOp,
        CtPopOp,
        BitReverseOp,
        ByteSwapOp,
        SMaxOp,
        SMinOp,
        UMaxOp,
        UMinOp,
        SAddSat,
        UAddSat,
        SSubSat,
        USubSat,
        SSHLSat,
        USHLSat,
        CopySignOp,
        PowOp,
        MaxNumOp,
        MinNumOp,
        MaximumOp,
        MinimumOp,
        ATan2Op,
        FMAOp,
        FMulAddOp,
        FshlOp,
        FshrOp,
        LroundOp,
        LlroundOp,
        LrintOp,
        LlrintOp,
        CountLeadingZerosOp,
        CountTrailingZerosOp,
        MemcpyOp,
        MemmoveOp,
        SAddWithOverflowOp,
        UAddWithOverflowOp,
        SSubWithOverflowOp,
        USubWithOverflowOp,
        SMulWithOverflowOp,
        UMulWithOverflowOp,
        VectorReduceAddOp,
        VectorReduceMulOp,
        VectorReduceAndOp,
        VectorReduceOrOp,
        VectorReduceXorOp,
        VectorReduceSMaxOp,
        VectorReduceSMinOp,
        VectorReduceUMaxOp,
        VectorReduceUMinOp,
        VectorReduceFMaxOp,
        VectorReduceFMinOp,
        VectorReduceFMaximumOp,
        VectorReduceFMinimumOp,
        VectorReduceFAddOp,
        VectorReduceFMulOp,
        PowIOp,
        AbsOp,
        IsFPClass,
        MemsetOp,
        ConstrainedFPTruncIntr,
        VaStartOp,
        VaEndOp,
        VaCopyOp,
        StackSaveOp,
        StackRestoreOp,
        AssumeOp,
        Trap,
        DebugTrap,
        UBSanTrap,
        InvokeOp,
        LandingpadOp,
        ResumeOp,
        AtomicRMWOp,
        AtomicCmpXchgOp,
        FenceOp,
        ShuffleVectorOp,
        VectorInsertOp,
        VectorExtractOp,
        VectorInterleave2Op,
        GlobalCtorsOp,
        GlobalDtorsOp,
        ModuleFlagsOp,
        LinkerOptionsOp,
        AliasOp,
        DSOLocalEquivalentOp,
        VaArgOp,
        SincosOp,
        InvariantStartOp,
        InvariantEndOp,
        EhTypeidForOp,
        ExperimentalVectorInterleave2Op,
        InlineAsmOp,
        CallIntrinsicOp,
        MaskedLoadOp,
        MaskedStoreOp,
        MaskedGatherOp,
        ComdatOp,
        ComdatSelectorOp
    ),
    types(
        LLVMPointerType,
        LLVMVoidType,
        LLVMTokenType,
        LLVMLabelType,
        LLVMMetadataType,
        LLVMPPCFP128Type,
        LLVMArrayType,
        LLVMFunctionType,
        LLVMStructType,
        LLVMTargetExtType
    ),
    attrs(
        Linkage,
        CConv,
        TailCallKind,
        FastmathFlags,
        ZeroAttr,
        UndefAttr,
        PoisonAttr,
        ModuleFlagAttr,
        TargetFeaturesAttr,
        FramePointerKindAttr,
        VecTypeHintAttr,
        ConstantRangeAttr,
        LoopAnnotationAttr,
        LoopVectorizeAttr,
        LoopInterleaveAttr,
        LoopUnrollAttr,
        LoopUnrollAndJamAttr,
        LoopLICMAttr,
        LoopDistributeAttr,
        LoopPipelineAttr,
        LoopPeeledAttr,
        LoopUnswitchAttr
    ),
    attr_alias = llvm_attr_alias,
    enums(
        Linkage,
        CConv,
        TailCallKind,
        Visibility,
        UnnamedAddr,
        ICmpPredicate,
        FCmpPredicate,
        Fastmath,
        IntegerOverflow,
        AtomicOrdering,
        RoundingMode,
        FPExceptionBehavior,
        AtomicBinOp,
        ModFlagBehavior,
        AsmDialect,
        ComdatKind
    )
)]
pub struct LLVMDialect;
