//! The loop metadata attributes of the llvm dialect (`#llvm.loop_annotation<...>` and the
//! `#llvm.loop_unroll`, `#llvm.loop_vectorize`, ... attributes it nests), MLIR's
//! `LoopAnnotationAttr` family: `#[derive(AttrDef)]` structs of optional parameters with
//! MLIR's `` `<` struct(params) `>` `` format, printed in declaration order. Nested loop
//! attributes are typed parameters ([`AttrOf`]) written `<...>` without their mnemonic, as
//! MLIR's `printStrippedAttrOrType` writes them. The printer gives each of them an alias named
//! after its mnemonic (`#loop_annotation`, `#loop_unroll`), as MLIR's llvm dialect does.

use oxir::builtin::attributes::{DistinctAttr, IntegerAttr};
use oxir::builtin::locations::FusedLoc;
use oxir::ods::defs::{AttrOf, BoolAttrParam};
use oxir::{Attribute, Context};
use oxir_macros::AttrDef;

/// Loop vectorize attribute
///
/// `#llvm.loop_vectorize<disable = true, width = 4 : i32, ...>`: the `llvm.loop.vectorize` metadata.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "llvm", name = "loop_vectorize", format = "`<` struct(params) `>`")]
#[allow(non_snake_case)]
pub struct LoopVectorizeAttr {
    /// `disable = true`: a `BoolAttr` flag.
    pub disable: Option<BoolAttrParam>,
    /// `predicateEnable = true`: a `BoolAttr` flag.
    pub predicateEnable: Option<BoolAttrParam>,
    /// `scalableEnable = true`: a `BoolAttr` flag.
    pub scalableEnable: Option<BoolAttrParam>,
    /// `width = 4 : i32`: an integer attribute.
    pub width: Option<AttrOf<IntegerAttr>>,
    /// `followupVectorized = <...>`: the loop annotation of the loop this one becomes.
    pub followupVectorized: Option<AttrOf<LoopAnnotationAttr>>,
    /// `followupEpilogue = <...>`: the loop annotation of the loop this one becomes.
    pub followupEpilogue: Option<AttrOf<LoopAnnotationAttr>>,
    /// `followupAll = <...>`: the loop annotation of the loop this one becomes.
    pub followupAll: Option<AttrOf<LoopAnnotationAttr>>,
}

/// Loop interleave attribute
///
/// `#llvm.loop_interleave<count = 2 : i32>`: the `llvm.loop.interleave` metadata.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "llvm", name = "loop_interleave", format = "`<` struct(params) `>`")]
#[allow(non_snake_case)]
pub struct LoopInterleaveAttr {
    /// `count = 4 : i32`: an integer attribute.
    pub count: Option<AttrOf<IntegerAttr>>,
}

/// Loop unroll attribute
///
/// `#llvm.loop_unroll<disable = true, count = 4 : i32, full = true, ...>`: the `llvm.loop.unroll` metadata.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "llvm", name = "loop_unroll", format = "`<` struct(params) `>`")]
#[allow(non_snake_case)]
pub struct LoopUnrollAttr {
    /// `disable = true`: a `BoolAttr` flag.
    pub disable: Option<BoolAttrParam>,
    /// `count = 4 : i32`: an integer attribute.
    pub count: Option<AttrOf<IntegerAttr>>,
    /// `runtimeDisable = true`: a `BoolAttr` flag.
    pub runtimeDisable: Option<BoolAttrParam>,
    /// `full = true`: a `BoolAttr` flag.
    pub full: Option<BoolAttrParam>,
    /// `followupUnrolled = <...>`: the loop annotation of the loop this one becomes.
    pub followupUnrolled: Option<AttrOf<LoopAnnotationAttr>>,
    /// `followupRemainder = <...>`: the loop annotation of the loop this one becomes.
    pub followupRemainder: Option<AttrOf<LoopAnnotationAttr>>,
    /// `followupAll = <...>`: the loop annotation of the loop this one becomes.
    pub followupAll: Option<AttrOf<LoopAnnotationAttr>>,
}

/// Loop unroll and jam attribute
///
/// `#llvm.loop_unroll_and_jam<...>`: the `llvm.loop.unroll_and_jam` metadata.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "llvm", name = "loop_unroll_and_jam", format = "`<` struct(params) `>`")]
#[allow(non_snake_case)]
pub struct LoopUnrollAndJamAttr {
    /// `disable = true`: a `BoolAttr` flag.
    pub disable: Option<BoolAttrParam>,
    /// `count = 4 : i32`: an integer attribute.
    pub count: Option<AttrOf<IntegerAttr>>,
    /// `followupOuter = <...>`: the loop annotation of the loop this one becomes.
    pub followupOuter: Option<AttrOf<LoopAnnotationAttr>>,
    /// `followupInner = <...>`: the loop annotation of the loop this one becomes.
    pub followupInner: Option<AttrOf<LoopAnnotationAttr>>,
    /// `followupRemainderOuter = <...>`: the loop annotation of the loop this one becomes.
    pub followupRemainderOuter: Option<AttrOf<LoopAnnotationAttr>>,
    /// `followupRemainderInner = <...>`: the loop annotation of the loop this one becomes.
    pub followupRemainderInner: Option<AttrOf<LoopAnnotationAttr>>,
    /// `followupAll = <...>`: the loop annotation of the loop this one becomes.
    pub followupAll: Option<AttrOf<LoopAnnotationAttr>>,
}

/// Loop LICM attribute
///
/// `#llvm.loop_licm<disable = true, versioningDisable = true>`: the `llvm.licm` metadata.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "llvm", name = "loop_licm", format = "`<` struct(params) `>`")]
#[allow(non_snake_case)]
pub struct LoopLICMAttr {
    /// `disable = true`: a `BoolAttr` flag.
    pub disable: Option<BoolAttrParam>,
    /// `versioningDisable = true`: a `BoolAttr` flag.
    pub versioningDisable: Option<BoolAttrParam>,
}

/// Loop distribute attribute
///
/// `#llvm.loop_distribute<...>`: the `llvm.loop.distribute` metadata.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "llvm", name = "loop_distribute", format = "`<` struct(params) `>`")]
#[allow(non_snake_case)]
pub struct LoopDistributeAttr {
    /// `disable = true`: a `BoolAttr` flag.
    pub disable: Option<BoolAttrParam>,
    /// `followupCoincident = <...>`: the loop annotation of the loop this one becomes.
    pub followupCoincident: Option<AttrOf<LoopAnnotationAttr>>,
    /// `followupSequential = <...>`: the loop annotation of the loop this one becomes.
    pub followupSequential: Option<AttrOf<LoopAnnotationAttr>>,
    /// `followupFallback = <...>`: the loop annotation of the loop this one becomes.
    pub followupFallback: Option<AttrOf<LoopAnnotationAttr>>,
    /// `followupAll = <...>`: the loop annotation of the loop this one becomes.
    pub followupAll: Option<AttrOf<LoopAnnotationAttr>>,
}

/// Loop pipeline attribute
///
/// `#llvm.loop_pipeline<disable = false, initiationinterval = 2 : i32>`: the `llvm.loop.pipeline` metadata.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "llvm", name = "loop_pipeline", format = "`<` struct(params) `>`")]
#[allow(non_snake_case)]
pub struct LoopPipelineAttr {
    /// `disable = true`: a `BoolAttr` flag.
    pub disable: Option<BoolAttrParam>,
    /// `initiationinterval = 4 : i32`: an integer attribute.
    pub initiationinterval: Option<AttrOf<IntegerAttr>>,
}

/// Loop peeled attribute
///
/// `#llvm.loop_peeled<count = 2 : i32>`: the `llvm.loop.peeled` metadata.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "llvm", name = "loop_peeled", format = "`<` struct(params) `>`")]
#[allow(non_snake_case)]
pub struct LoopPeeledAttr {
    /// `count = 4 : i32`: an integer attribute.
    pub count: Option<AttrOf<IntegerAttr>>,
}

/// Loop unswitch attribute
///
/// `#llvm.loop_unswitch<partialDisable = true>`: the `llvm.loop.unswitch` metadata.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "llvm", name = "loop_unswitch", format = "`<` struct(params) `>`")]
#[allow(non_snake_case)]
pub struct LoopUnswitchAttr {
    /// `partialDisable = true`: a `BoolAttr` flag.
    pub partialDisable: Option<BoolAttrParam>,
}

/// Loop annotation attribute
///
/// `#llvm.loop_annotation<unroll = <disable = true>, mustProgress = true, ...>`: the loop
/// metadata of a branch (`llvm.br`/`llvm.cond_br` `loop_annotation`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "llvm", name = "loop_annotation", format = "`<` struct(params) `>`")]
#[allow(non_snake_case)]
pub struct LoopAnnotationAttr {
    /// `disableNonforced = true`: a `BoolAttr` flag.
    pub disableNonforced: Option<BoolAttrParam>,
    /// `vectorize = <...>`: a nested `LoopVectorizeAttr`.
    pub vectorize: Option<AttrOf<LoopVectorizeAttr>>,
    /// `interleave = <...>`: a nested `LoopInterleaveAttr`.
    pub interleave: Option<AttrOf<LoopInterleaveAttr>>,
    /// `unroll = <...>`: a nested `LoopUnrollAttr`.
    pub unroll: Option<AttrOf<LoopUnrollAttr>>,
    /// `unrollAndJam = <...>`: a nested `LoopUnrollAndJamAttr`.
    pub unrollAndJam: Option<AttrOf<LoopUnrollAndJamAttr>>,
    /// `licm = <...>`: a nested `LoopLICMAttr`.
    pub licm: Option<AttrOf<LoopLICMAttr>>,
    /// `distribute = <...>`: a nested `LoopDistributeAttr`.
    pub distribute: Option<AttrOf<LoopDistributeAttr>>,
    /// `pipeline = <...>`: a nested `LoopPipelineAttr`.
    pub pipeline: Option<AttrOf<LoopPipelineAttr>>,
    /// `peeled = <...>`: a nested `LoopPeeledAttr`.
    pub peeled: Option<AttrOf<LoopPeeledAttr>>,
    /// `unswitch = <...>`: a nested `LoopUnswitchAttr`.
    pub unswitch: Option<AttrOf<LoopUnswitchAttr>>,
    /// `mustProgress = true`: a `BoolAttr` flag.
    pub mustProgress: Option<BoolAttrParam>,
    /// `isVectorized = true`: a `BoolAttr` flag.
    pub isVectorized: Option<BoolAttrParam>,
    /// `startLoc = loc(...)`: a fused location.
    pub startLoc: Option<AttrOf<FusedLoc>>,
    /// `endLoc = loc(...)`: a fused location.
    pub endLoc: Option<AttrOf<FusedLoc>>,
    /// `parallelAccesses = ...`: the access groups of the loop's parallel accesses.
    #[param(default = Vec::new())]
    pub parallelAccesses: Vec<AttrOf<AccessGroupAttr>>,
}

/// Access group attribute
///
/// `#llvm.access_group<id = distinct[0]<>>`: a group of memory accesses (`llvm.access.group`
/// metadata), named by the `access_groups` of loads and stores and by a loop annotation's
/// `parallelAccesses`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "llvm", name = "access_group", format = "`<` struct(params) `>`")]
pub struct AccessGroupAttr {
    /// `id = distinct[0]<>`: what makes the group unique.
    pub id: AttrOf<DistinctAttr>,
}

/// The llvm dialect's alias names (MLIR's `LLVMOpAsmDialectInterface::getAlias`): the loop
/// attributes are aliased by their mnemonic.
pub fn llvm_attr_alias(ctx: &Context, a: Attribute) -> Option<&'static str> {
    let s = ctx.attr_storage(a);
    match s.name() {
        n @ ("access_group"
        | "loop_annotation"
        | "loop_vectorize"
        | "loop_interleave"
        | "loop_unroll"
        | "loop_unroll_and_jam"
        | "loop_licm"
        | "loop_distribute"
        | "loop_pipeline"
        | "loop_peeled"
        | "loop_unswitch") => Some(n),
        _ => None,
    }
}
