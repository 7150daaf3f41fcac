//! The `vector` dialect (MLIR's `vector` dialect, as of MLIR 22): n-D vector values and the ops
//! that build, reshape, access, reduce, load and store them, with MLIR's assembly formats,
//! verifiers (and their messages) and simple folders. `convert-vector-to-llvm` (in
//! `oxir-lowering`) lowers them to the llvm dialect.

mod attrs;
pub mod canonicalize;
pub mod contract;
mod fold;
mod fold_casts;
mod fold_extract;
pub mod mask;
mod ops;
mod ops_lanes;
mod syntax;
pub mod transfer;
mod transfer_fold;
pub mod transforms;
mod verify;

pub use attrs::*;
pub use ops::*;
pub use ops_lanes::*;

use oxir::attributes::Attribute;
use oxir::builtin::attributes::{ArrayAttr, IntegerAttr};
use oxir::builtin::types::{
    FloatType, IndexType, IntegerType, MemRefType, RankedTensorType, UnrankedTensorType, VectorType,
};
use oxir::ods::constraints::{AttrConstraint, TypeConstraint, ANY_FLOAT, I1};
use oxir::{Context, Type};
use oxir_macros::dialect;

/// The `vector` dialect.
///
/// The vector dialect holds ops on n-D vectors (the builtin `vector<4x8xf32>` type):
/// construction (`broadcast`, `from_elements`, `step`, masks), element access (`extract`,
/// `insert`, `shuffle`, strided slices), reshaping (`shape_cast`, `transpose`, `bitcast`, `type_cast` of memrefs),
/// arithmetic (`fma`, `contract`, `outerproduct`, `reduction`, `multi_reduction`, `scan`), memory access (`load`, `store`, masked
/// loads and stores, `gather`, `scatter`, `expandload`, `compressstore`), lane moves (`interleave`, `deinterleave`,
/// `scalable.insert`, `scalable.extract`)
/// and `print`, for testing and debugging; `vector.mask` masks one maskable op (a transfer, a
/// reduction, a contraction, an outer product, a gather).
#[dialect(
    name = "vector", interfaces = oxir::interfaces::inline_ops_only::<VectorDialect>,
    ops(
        PrintOp,
        BroadcastOp,
        FromElementsOp,
        ShapeCastOp,
        BitCastOp,
        TypeCastOp,
        TransposeOp,
        StepOp,
        VectorScaleOp,
        ExtractOp,
        InsertOp,
        ShuffleOp,
        ExtractStridedSliceOp,
        InsertStridedSliceOp,
        FMAOp,
        ContractionOp,
        OuterProductOp,
        ReductionOp,
        CreateMaskOp,
        ConstantMaskOp,
        LoadOp,
        StoreOp,
        MaskedLoadOp,
        MaskedStoreOp,
        GatherOp,
        ScatterOp,
        MultiDimReductionOp,
        TransferReadOp,
        TransferWriteOp,
        MaskOp,
        YieldOp,
        InterleaveOp,
        DeinterleaveOp,
        ScalableInsertOp,
        ScalableExtractOp,
        ScanOp,
        ExpandLoadOp,
        CompressStoreOp,
        ToElementsOp
    ),
    attrs(CombiningKind, IteratorType, PrintPunctuation),
    enums(CombiningKind, IteratorType, PrintPunctuation),
    materializer = crate::utils::constants::materialize_arith_or_poison
)]
pub struct VectorDialect;

// ----- type constraints (MLIR's summaries) -----

fn vector(ctx: &Context, t: Type) -> Option<&VectorType> {
    t.dyn_cast::<VectorType>(ctx)
}

fn fixed(v: &VectorType) -> bool {
    !v.scalable.iter().any(|&s| s)
}

/// `AnyFixedVectorOfAnyRank`.
pub const ANY_FIXED_VECTOR: TypeConstraint = TypeConstraint::Pred {
    summary: "fixed-length vector of any type values",
    check: |c, t| vector(c, t).is_some_and(fixed),
};

/// `VectorOfAnyRankOf<[I1]>`.
pub const I1_VECTOR: TypeConstraint = TypeConstraint::VectorOf(&I1);

/// `VectorOfNonZeroRankOf<[I1]>`.
pub const I1_VECTOR_NON_ZERO_RANK: TypeConstraint = TypeConstraint::Pred {
    summary: "vector of 1-bit signless integer values",
    check: |c, t| vector(c, t).is_some_and(|v| !v.shape.is_empty() && I1.matches(c, v.element)),
};

/// `VectorOfNonZeroRankOf<[AnyInteger, Index]>`: the indices of gathers and scatters.
pub const INT_OR_INDEX_VECTOR_NON_ZERO_RANK: TypeConstraint = TypeConstraint::Pred {
    summary: "vector of integer or index values",
    check: |c, t| {
        vector(c, t)
            .is_some_and(|v| !v.shape.is_empty() && (v.element.isa::<IntegerType>(c) || v.element.isa::<IndexType>(c)))
    },
};

/// `TensorOrMemRef<[AnyType]>`: a tensor (ranked or not) or a ranked memref, the base of
/// gathers and scatters.
pub const TENSOR_OR_MEMREF: TypeConstraint = TypeConstraint::Pred {
    summary: "Tensor or MemRef of any type values",
    check: |c, t| t.isa::<RankedTensorType>(c) || t.isa::<UnrankedTensorType>(c) || t.isa::<MemRefType>(c),
};

/// `VectorOfAnyRankOf<[AnyFloat]>`.
pub const FLOAT_VECTOR: TypeConstraint = TypeConstraint::VectorOf(&ANY_FLOAT);

/// `VectorOfRankAndType<[1], [Index]>`.
pub const INDEX_VECTOR_1D: TypeConstraint = TypeConstraint::Pred {
    summary: "vector of index values of ranks 1",
    check: |c, t| vector(c, t).is_some_and(|v| v.shape.len() == 1 && v.element.isa::<IndexType>(c)),
};

/// What `vector.print` prints: a vector, an integer, an index or a float (MLIR's anonymous
/// type constraint, whose summary is empty).
pub const PRINTABLE: TypeConstraint = TypeConstraint::Pred {
    summary: "",
    check: |c, t| t.isa::<VectorType>(c) || t.isa::<IntegerType>(c) || t.isa::<IndexType>(c) || t.isa::<FloatType>(c),
};

/// `I64ArrayAttr`: an array of 64-bit integer attributes.
pub const I64_ARRAY_ATTR: AttrConstraint =
    AttrConstraint { summary: "64-bit integer array attribute", check: |c, a| integer_array_of_width(c, a, 64) };

/// Whether `a` is an array of integer attributes of `width` bits (`I64ArrayAttr`,
/// `BoolArrayAttr`).
fn integer_array_of_width(c: &Context, a: Attribute, width: u32) -> bool {
    a.dyn_cast::<ArrayAttr>(c).is_some_and(|arr| {
        arr.elements.iter().all(|e| {
            e.dyn_cast::<IntegerAttr>(c)
                .is_some_and(|i| i.ty.dyn_cast::<IntegerType>(c).is_some_and(|t| t.width == width))
        })
    })
}

/// The values of an `I64ArrayAttr` (`[0, 1]`), empty when absent.
pub fn i64_array(ctx: &Context, attr: Option<Attribute>) -> Vec<i64> {
    let Some(arr) = attr.and_then(|a| a.dyn_cast::<ArrayAttr>(ctx)) else { return Vec::new() };
    arr.elements.iter().filter_map(|e| e.dyn_cast::<IntegerAttr>(ctx).and_then(|i| i.value.try_to_i64())).collect()
}

/// The operand types `vector.from_elements` takes for a result type: one element type per
/// element of the vector.
fn element_list(ctx: &Context, t: Type) -> Vec<Type> {
    match vector(ctx, t) {
        Some(v) => vec![v.element; v.shape.iter().product::<i64>().max(0) as usize],
        None => Vec::new(),
    }
}

/// An `I64ArrayAttr` (`[0, 1]`), as the strided-slice ops hold their offsets, sizes and
/// strides.
pub(crate) fn i64_array_attr(ctx: &Context, values: &[i64]) -> Attribute {
    let i64_ty = IntegerType::get(ctx, 64);
    ArrayAttr::get(ctx, values.iter().map(|&v| IntegerAttr::from_i64(ctx, i64_ty, v)).collect())
}

/// `vector<shape x element>` with the given scalable flags.
pub fn vector_type(ctx: &Context, shape: Vec<i64>, scalable: Vec<bool>, element: Type) -> Type {
    ctx.intern_type(VectorType { shape, scalable, element })
}

/// The element type of a vector type.
fn vector_element(ctx: &Context, t: Type) -> Option<Type> {
    vector(ctx, t).map(|v| v.element)
}

/// MLIR's `VectorType::isValidElementType`: an integer, index or float type.
fn valid_vector_element(ctx: &Context, t: Type) -> bool {
    t.isa::<IntegerType>(ctx) || t.isa::<IndexType>(ctx) || t.isa::<FloatType>(ctx)
}

/// `BoolArrayAttr`: an array of `i1` integer attributes.
pub const BOOL_ARRAY_ATTR: AttrConstraint =
    AttrConstraint { summary: "1-bit boolean array attribute", check: |c, a| integer_array_of_width(c, a, 1) };

/// `Vector_IteratorTypeArrayAttr`: an array of `#vector.iterator_type<...>` attributes.
pub const ITERATOR_TYPE_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "Iterator type should be an enum.",
    check: |c, a| a.dyn_cast::<ArrayAttr>(c).is_some_and(|arr| arr.elements.iter().all(|e| e.isa::<IteratorType>(c))),
};
