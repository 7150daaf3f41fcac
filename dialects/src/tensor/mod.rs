//! The `tensor` dialect (MLIR's `tensor` dialect, as of MLIR 22): creation and manipulation of
//! values of the builtin tensor types: `cast`, `extract`, `from_elements`, `generate`, `yield`
//! (the spec's five core ops), then `dim`, `empty`, `insert`, `splat`, `rank`, `reshape`,
//! `extract_slice`, `insert_slice`, `pad`, `collapse_shape`, `expand_shape`, `concat`,
//! `bitcast`, `gather`, `scatter` and `parallel_insert_slice`, with MLIR's assembly formats,
//! verifiers (and their messages), result names, folders and canonicalization patterns.

mod builders;
mod canonicalize;
mod fold;
mod ops;

pub use crate::utils::static_values::{i64_array_attr, i64_array_values};
pub use crate::utils::syntax::{parse_dynamic_index_list, print_dynamic_index_list};
pub use canonicalize::{can_fold_into_consumer, can_fold_into_producer};
pub use ops::*;

use oxir_macros::dialect;

/// The `tensor` dialect: creation and manipulation of values of the builtin `tensor` types,
/// which are immutable SSA values (unlike memrefs, they are not buffers).
///
/// It covers element access (`extract`, `insert`), construction (`from_elements`, `generate`,
/// `splat`, `empty`), shape queries and changes (`dim`, `rank`, `cast`, `reshape`,
/// `expand_shape`, `collapse_shape`), slices (`extract_slice`, `insert_slice`,
/// `parallel_insert_slice`), padding, concatenation, gather and scatter.
#[dialect(
    name = "tensor", interfaces = oxir::interfaces::inline_ops_and_regions::<TensorDialect>,
    materializer = crate::utils::constants::materialize_arith_or_complex_constant,
    ops(
        BitcastOp,
        CastOp,
        ConcatOp,
        DimOp,
        EmptyOp,
        ExtractOp,
        ExtractSliceOp,
        FromElementsOp,
        GatherOp,
        GenerateOp,
        InsertOp,
        InsertSliceOp,
        PadOp,
        ParallelInsertSliceOp,
        RankOp,
        ReshapeOp,
        ExpandShapeOp,
        CollapseShapeOp,
        ScatterOp,
        SplatOp,
        YieldOp
    )
)]
pub struct TensorDialect;
