//! The ops of the vector dialect, with MLIR 22's assembly formats.

use super::attrs::*;
use super::{fold, verify};
use super::{
    ANY_FIXED_VECTOR, BOOL_ARRAY_ATTR, FLOAT_VECTOR, I1_VECTOR, I1_VECTOR_NON_ZERO_RANK, I64_ARRAY_ATTR,
    INDEX_VECTOR_1D, INT_OR_INDEX_VECTOR_NON_ZERO_RANK, PRINTABLE, TENSOR_OR_MEMREF,
};
use crate::arith::{fastmath_none, Elementwise, FastMathFlags};
use crate::memref::AFFINE_MAP_ATTR;
use crate::memref::ALIGNMENT_ATTR;
use crate::utils::syntax::{parse_dynamic_index_list, print_dynamic_index_list};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::{ArrayAttr, IntegerAttr, StringAttr};
use oxir::ods::constraints::*;
use oxir::ods::{DenseI64Array, Region};
use oxir::traits::*;
use oxir::Value;
use oxir_macros::op;

// ----- printing -----

/// Print operation (for testing and debugging).
///
/// Prints the source vector (or scalar) to stdout in a human-readable format, `( 1, 2, 3 )`,
/// followed by `punctuation` (a newline by default); without a source it prints only the
/// punctuation, and with `str` a constant string. Lowered to LLVM, it becomes calls to the
/// runner utilities' `printI64`, `printF32`, `printOpen`, `printComma`, ... functions.
#[op(
    name = "vector.print",
    traits(MemWrite),
    format = "($source^ `:` type($source))? oilist(`str` $stringLiteral | `punctuation` $punctuation) attr-dict",
    verifier = verify::print
)]
pub struct PrintOp {
    #[operand(PRINTABLE)]
    source: Option<Value>,
    #[attribute(enum, default = PrintPunctuation::NewLine)]
    punctuation: PrintPunctuation,
    #[attribute(STR_ATTR, name = "stringLiteral")]
    string_literal: Option<StringAttr>,
}

// ----- construction and reshaping -----

/// Broadcast operation.
///
/// Broadcasts the scalar or k-D vector `source` to an n-D result vector: the source is
/// duplicated over the missing leading dimensions and stretched along its trailing dimensions
/// of size 1.
#[op(
    name = "vector.broadcast",
    traits(Pure),
    format = "$source attr-dict `:` type($source) `to` type($vector)",
    verifier = verify::broadcast,
    folder = fold::broadcast,
    canonicalizer = super::fold_casts::broadcast_patterns
)]
pub struct BroadcastOp {
    #[operand(ANY_TYPE)]
    source: Value,
    #[result(ANY_VECTOR)]
    vector: Value,
}

/// Operation that defines a vector from scalar elements.
///
/// The elements are the flattened result vector in row-major order; their number is the
/// result's number of elements and their type its element type.
#[op(
    name = "vector.from_elements",
    traits(Pure, TypesMatchWith<result, elements, super::element_list, "operand types match result element type">),
    format = "$elements attr-dict `:` type($result)"
)]
pub struct FromElementsOp {
    #[operand(ANY_TYPE)]
    elements: Vec<Value>,
    #[result(ANY_FIXED_VECTOR)]
    result: Value,
}

/// Shape cast: casts between vector shapes with the same number of elements, element type
/// and number of scalable dimensions.
#[op(
    name = "vector.shape_cast",
    traits(Pure),
    format = "$source attr-dict `:` type($source) `to` type($result)",
    verifier = verify::shape_cast,
    folder = super::fold_casts::shape_cast,
    canonicalizer = super::fold_casts::shape_cast_patterns
)]
pub struct ShapeCastOp {
    #[operand(ANY_VECTOR)]
    source: Value,
    #[result(ANY_VECTOR)]
    result: Value,
}

/// Bitcast between vectors of the same rank: the minor 1-D vectors keep their bit width
/// with another element type.
#[op(
    name = "vector.bitcast",
    traits(Pure),
    format = "$source attr-dict `:` type($source) `to` type($result)",
    verifier = verify::bitcast,
    folder = fold::bitcast,
    canonicalizer = super::fold_casts::bitcast_patterns
)]
pub struct BitCastOp {
    #[operand(ANY_VECTOR)]
    source: Value,
    #[result(ANY_VECTOR)]
    result: Value,
}

/// Type cast from a memref of scalars (or of vectors) to a memref of a vector holding part of
/// its shape: `memref<5x4x3xf32>` to `memref<vector<5x4x3xf32>>`, or `memref<vector<3x4xf32>>`
/// to `memref<3xvector<4xf32>>`. Only the type changes: the memory is the same, which is why
/// both sides need static shapes and the identity layout. `convert-vector-to-scf` uses it to
/// walk a temporary vector buffer one dimension at a time.
#[op(
    name = "vector.type_cast",
    traits(Pure),
    format = "$memref attr-dict `:` type($memref) `to` type($result)",
    verifier = verify::type_cast
)]
pub struct TypeCastOp {
    #[operand(crate::memref::STATIC_SHAPE_MEMREF)]
    memref: Value,
    #[result(ANY_MEMREF)]
    result: Value,
}

/// Vector transpose: permutes the dimensions of an n-D vector by `permutation`.
#[op(
    name = "vector.transpose",
    traits(Pure),
    format = "$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)",
    verifier = verify::transpose,
    folder = fold::transpose,
    canonicalizer = super::fold_casts::transpose_patterns
)]
pub struct TransposeOp {
    #[operand(ANY_VECTOR)]
    vector: Value,
    #[attribute]
    permutation: DenseI64Array,
    #[result(ANY_VECTOR)]
    result: Value,
}

/// A linear sequence of index values from 0 to N-1, N the result's number of elements.
#[op(name = "vector.step", traits(Pure), format = "attr-dict `:` type($result)")]
pub struct StepOp {
    #[result(INDEX_VECTOR_1D)]
    result: Value,
}

/// Load vector scale size.
///
/// The runtime multiple of the scalable dimensions: a `vector<[4]xi32>` holds `vscale` times four
/// elements. The value is positive and fixed for a run but unknown at compile time; loops over
/// scalable vectors step by a multiple of it.
#[op(
    name = "vector.vscale",
    traits(Pure),
    format = "attr-dict",
    asm_result_names = VectorScaleOp::result_names
)]
pub struct VectorScaleOp {
    #[result(INDEX)]
    res: Value,
}

impl VectorScaleOp {
    /// MLIR names the result `%vscale`.
    fn result_names(_: &oxir::Context, _: oxir::OpRef) -> Vec<(u32, String)> {
        vec![(0, "vscale".to_string())]
    }
}

// ----- element access -----

/// Extract operation.
///
/// Takes an n-D vector and a k-D position (static or dynamic indices, `-1` for poison) and
/// extracts the (n-k)-D vector at that position, or a scalar when k = n.
#[op(
    name = "vector.extract",
    traits(Pure),
    format = "$vector `` custom<DynamicIndexList>($dynamic_position, $static_position) \
              attr-dict `:` type($result) `from` type($vector)",
    verifier = verify::extract,
    folder = fold::extract,
    canonicalizer = super::canonicalize::extract_patterns
)]
pub struct ExtractOp {
    #[operand(ANY_VECTOR)]
    vector: Value,
    #[operand(INDEX)]
    dynamic_position: Vec<Value>,
    #[attribute]
    static_position: DenseI64Array,
    #[result(ANY_TYPE)]
    result: Value,
}

/// Insert operation.
///
/// Takes an n-D source vector (or scalar), an (n+k)-D destination vector and a k-D position,
/// and inserts the source into the destination at that position.
#[op(
    name = "vector.insert",
    traits(Pure, AllTypesMatch<[dest, result]>),
    format = "$valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) \
              attr-dict `:` type($valueToStore) `into` type($dest)",
    verifier = verify::insert,
    folder = fold::insert,
    canonicalizer = super::canonicalize::insert_patterns
)]
pub struct InsertOp {
    #[operand(ANY_TYPE, name = "valueToStore")]
    value_to_store: Value,
    #[operand(ANY_VECTOR)]
    dest: Value,
    #[operand(INDEX)]
    dynamic_position: Vec<Value>,
    #[attribute]
    static_position: DenseI64Array,
    #[result(ANY_VECTOR)]
    result: Value,
}

/// Shuffle operation.
///
/// Builds a vector from the leading-dimension slices of two vectors selected by `mask`
/// (indices across both operands, `-1` for poison); the result's leading dimension is the mask's
/// length.
#[op(
    name = "vector.shuffle",
    traits(Pure, InferTypeOpInterface),
    format = "operands $mask attr-dict `:` type(operands)",
    verifier = verify::shuffle,
    folder = fold::shuffle
)]
pub struct ShuffleOp {
    #[operand(ANY_FIXED_VECTOR)]
    v1: Value,
    #[operand(ANY_FIXED_VECTOR)]
    v2: Value,
    #[attribute]
    mask: DenseI64Array,
    #[result(ANY_VECTOR_NON_ZERO_RANK)]
    vector: Value,
}

impl ShuffleOp {
    /// The result type: the operands' type with the mask's length as leading dimension.
    pub fn infer_result_types(
        ctx: &oxir::Context,
        state: &oxir::OperationState,
    ) -> Result<Vec<oxir::Type>, oxir::Diagnostic> {
        verify::infer_shuffle(ctx, state)
    }
}

/// Extract strided slice operation: the n-D subvector at `offsets` of sizes `sizes` (unit
/// `strides`).
#[op(
    name = "vector.extract_strided_slice",
    traits(Pure),
    format = "$vector attr-dict `:` type($vector) `to` type(results)",
    verifier = verify::extract_strided_slice,
    folder = super::fold_casts::extract_strided_slice,
    canonicalizer = super::fold_casts::extract_strided_slice_patterns
)]
pub struct ExtractStridedSliceOp {
    #[operand(ANY_VECTOR_NON_ZERO_RANK)]
    vector: Value,
    #[attribute(I64_ARRAY_ATTR)]
    offsets: ArrayAttr,
    #[attribute(I64_ARRAY_ATTR)]
    sizes: ArrayAttr,
    #[attribute(I64_ARRAY_ATTR)]
    strides: ArrayAttr,
    #[result(ANY_VECTOR_NON_ZERO_RANK)]
    result: Value,
}

/// Insert strided slice operation: a copy of `dest` with the k-D `valueToStore` written at
/// `offsets` (unit `strides`).
#[op(
    name = "vector.insert_strided_slice",
    traits(Pure, AllTypesMatch<[dest, res]>),
    format = "$valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest)",
    verifier = verify::insert_strided_slice,
    folder = fold::insert_strided_slice,
    canonicalizer = super::fold_casts::insert_strided_slice_patterns
)]
pub struct InsertStridedSliceOp {
    #[operand(ANY_VECTOR_NON_ZERO_RANK, name = "valueToStore")]
    value_to_store: Value,
    #[operand(ANY_VECTOR_NON_ZERO_RANK)]
    dest: Value,
    #[attribute(I64_ARRAY_ATTR)]
    offsets: ArrayAttr,
    #[attribute(I64_ARRAY_ATTR)]
    strides: ArrayAttr,
    #[result(ANY_VECTOR_NON_ZERO_RANK)]
    res: Value,
}

// ----- arithmetic -----

/// Vector fused multiply-add: `lhs * rhs + acc` elementwise, as LLVM's `llvm.fma`.
#[op(
    name = "vector.fma",
    traits(Pure, AllTypesMatch<[lhs, rhs, acc, result]>, Elementwise),
    format = "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)"
)]
pub struct FMAOp {
    #[operand(FLOAT_VECTOR)]
    lhs: Value,
    #[operand(FLOAT_VECTOR)]
    rhs: Value,
    #[operand(FLOAT_VECTOR)]
    acc: Value,
    #[result(FLOAT_VECTOR)]
    result: Value,
}

/// Vector contraction operation.
///
/// Computes the sum of products of the elements of `lhs` and `rhs` along their contracting
/// dimension pairs (the `reduction` iterators), combines it with `acc` by `kind` and returns
/// a value of `acc`'s type: a vector over the batch and free dimensions (the `parallel`
/// iterators), or a scalar when there is none. `indexing_maps` maps the iteration space to the
/// dimensions of `lhs`, `rhs` and `acc`. Operands narrower than the result are promoted (sign
/// extension for integers).
#[op(
    name = "vector.contract",
    traits(Pure),
    interfaces = [super::mask::MaskableOpInterface(super::mask::ContractMask)],
    parser = super::syntax::parse_contract,
    printer = super::syntax::print_contract,
    verifier = super::contract::verify_contract,
    canonicalizer = super::canonicalize::contract_patterns
)]
pub struct ContractionOp {
    #[operand(ANY_VECTOR_NON_ZERO_RANK)]
    lhs: Value,
    #[operand(ANY_VECTOR_NON_ZERO_RANK)]
    rhs: Value,
    #[operand(ANY_TYPE)]
    acc: Value,
    #[attribute(ARRAY_ATTR)]
    indexing_maps: ArrayAttr,
    #[attribute(super::ITERATOR_TYPE_ARRAY_ATTR)]
    iterator_types: ArrayAttr,
    #[attribute(enum, default = CombiningKind::Add)]
    kind: CombiningKind,
    #[result(ANY_TYPE)]
    result: Value,
}

/// Vector outer product with optional fused add.
///
/// Of two 1-D vectors, the 2-D vector of their products (`result[i][j] = lhs[i] * rhs[j]`); of
/// a 1-D vector and a scalar, the scaled vector (AXPY). With `acc`, the products are combined
/// with it by `kind` (a fused multiply-add for floats and `add`).
#[op(
    name = "vector.outerproduct",
    traits(Pure),
    interfaces = [super::mask::MaskableOpInterface(super::mask::ResultShapedMask)],
    parser = super::syntax::parse_outerproduct,
    printer = super::syntax::print_outerproduct,
    verifier = super::contract::verify_outerproduct
)]
pub struct OuterProductOp {
    #[operand(ANY_VECTOR_NON_ZERO_RANK)]
    lhs: Value,
    #[operand(ANY_TYPE)]
    rhs: Value,
    #[operand(ANY_VECTOR_NON_ZERO_RANK)]
    acc: Option<Value>,
    #[attribute(enum, default = CombiningKind::Add)]
    kind: CombiningKind,
    #[result(ANY_VECTOR_NON_ZERO_RANK)]
    result: Value,
}

/// Reduction operation.
///
/// Reduces a 1-D vector "horizontally" into a scalar with the combining `kind`, optionally
/// combined with an accumulator `acc`.
#[op(
    name = "vector.reduction",
    traits(Pure, TypesMatchWith<dest, acc, "dest and acc have the same type">),
    interfaces = [super::mask::MaskableOpInterface(super::mask::SourceShapedMask)],
    format = "$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? \
              attr-dict `:` type($vector) `into` type($dest)",
    verifier = verify::reduction,
    canonicalizer = super::canonicalize::reduction_patterns
)]
pub struct ReductionOp {
    #[attribute(enum)]
    kind: CombiningKind,
    #[operand(ANY_VECTOR)]
    vector: Value,
    #[operand(ANY_TYPE)]
    acc: Option<Value>,
    #[attribute(default = fastmath_none(ctx))]
    fastmath: FastMathFlags,
    #[result(ANY_TYPE)]
    dest: Value,
}

/// Multi-dimensional reduction: reduces the `reduction_dims` of `source` with the combining
/// `kind`, starting from `acc`, whose type is the result's (the source's other dimensions, or
/// a scalar when every dimension is reduced).
#[op(
    name = "vector.multi_reduction",
    traits(Pure, AllTypesMatch<[dest, acc]>),
    interfaces = [super::mask::MaskableOpInterface(super::mask::SourceShapedMask)],
    format = "$kind `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest)",
    verifier = verify::multi_reduction,
    folder = fold::multi_reduction,
    canonicalizer = super::canonicalize::multi_reduction_patterns
)]
pub struct MultiDimReductionOp {
    #[operand(ANY_VECTOR_NON_ZERO_RANK)]
    source: Value,
    #[operand(ANY_TYPE)]
    acc: Value,
    #[attribute(enum)]
    kind: CombiningKind,
    #[attribute]
    reduction_dims: DenseI64Array,
    #[result(ANY_TYPE)]
    dest: Value,
}

// ----- masks -----

/// Creates a vector mask whose set elements are those with every index below the
/// corresponding operand.
#[op(
    name = "vector.create_mask",
    traits(Pure),
    format = "$operands attr-dict `:` type(results)",
    verifier = verify::create_mask,
    canonicalizer = super::mask::create_mask_patterns
)]
pub struct CreateMaskOp {
    #[operand(INDEX)]
    operands: Vec<Value>,
    #[result(I1_VECTOR)]
    result: Value,
}

/// Creates a constant vector mask: the elements with every index below the corresponding
/// `mask_dim_sizes` entry are set.
#[op(
    name = "vector.constant_mask",
    traits(Pure),
    format = "$mask_dim_sizes attr-dict `:` type(results)",
    verifier = verify::constant_mask,
    folder = fold::constant_mask
)]
pub struct ConstantMaskOp {
    #[attribute]
    mask_dim_sizes: DenseI64Array,
    #[result(I1_VECTOR)]
    result: Value,
}

// ----- memory -----

/// Reads an n-D slice of memory (at `base[indices]`) into an n-D vector.
#[op(
    name = "vector.load",
    traits(MemRead),
    format = "$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)",
    verifier = verify::load
)]
pub struct LoadOp {
    #[operand(ANY_MEMREF)]
    base: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    #[attribute(BOOL_ATTR, default = IntegerAttr::bool(ctx, false))]
    nontemporal: Option<IntegerAttr>,
    #[attribute(ALIGNMENT_ATTR)]
    alignment: Option<IntegerAttr>,
    #[result(ANY_VECTOR)]
    result: Value,
}

/// Writes an n-D vector to an n-D slice of memory (at `base[indices]`).
#[op(
    name = "vector.store",
    traits(MemWrite),
    format = "$valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)",
    verifier = verify::store
)]
pub struct StoreOp {
    #[operand(ANY_VECTOR, name = "valueToStore")]
    value_to_store: Value,
    #[operand(ANY_MEMREF)]
    base: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    #[attribute(BOOL_ATTR, default = IntegerAttr::bool(ctx, false))]
    nontemporal: Option<IntegerAttr>,
    #[attribute(ALIGNMENT_ATTR)]
    alignment: Option<IntegerAttr>,
}

/// Loads the elements whose mask bit is set from memory, the others from `pass_thru`.
#[op(
    name = "vector.maskedload",
    traits(MemRead),
    format = "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` \
              type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)",
    verifier = verify::masked_load
)]
pub struct MaskedLoadOp {
    #[operand(ANY_MEMREF)]
    base: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    #[operand(I1_VECTOR_NON_ZERO_RANK)]
    mask: Value,
    #[operand(ANY_VECTOR_NON_ZERO_RANK)]
    pass_thru: Value,
    #[attribute(ALIGNMENT_ATTR)]
    alignment: Option<IntegerAttr>,
    #[result(ANY_VECTOR_NON_ZERO_RANK)]
    result: Value,
}

/// Stores the elements of `valueToStore` whose mask bit is set to memory.
#[op(
    name = "vector.maskedstore",
    traits(MemWrite),
    format = "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` \
              type($base) `,` type($mask) `,` type($valueToStore)",
    verifier = verify::masked_store
)]
pub struct MaskedStoreOp {
    #[operand(ANY_MEMREF)]
    base: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    #[operand(I1_VECTOR_NON_ZERO_RANK)]
    mask: Value,
    #[operand(ANY_VECTOR_NON_ZERO_RANK, name = "valueToStore")]
    value_to_store: Value,
    #[attribute(ALIGNMENT_ATTR)]
    alignment: Option<IntegerAttr>,
}

/// Gathers elements from memory or a tensor into a vector, as defined by a base with offsets
/// and an index vector: element `i` is read from `base[offsets][indices[i]]` where `mask[i]`
/// is set and taken from `pass_thru` otherwise.
#[op(
    name = "vector.gather",
    traits(MemRead),
    interfaces = [super::mask::MaskableOpInterface(super::mask::GatherMask)],
    format = "$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` \
              type($indices) `,` type($mask) `,` type($pass_thru) `into` type($result)",
    verifier = verify::gather
)]
pub struct GatherOp {
    #[operand(TENSOR_OR_MEMREF)]
    base: Value,
    #[operand(INDEX)]
    offsets: Vec<Value>,
    #[operand(INT_OR_INDEX_VECTOR_NON_ZERO_RANK)]
    indices: Value,
    #[operand(I1_VECTOR_NON_ZERO_RANK)]
    mask: Value,
    #[operand(ANY_VECTOR_NON_ZERO_RANK)]
    pass_thru: Value,
    #[attribute(ALIGNMENT_ATTR)]
    alignment: Option<IntegerAttr>,
    #[result(ANY_VECTOR_NON_ZERO_RANK)]
    result: Value,
}

/// Scatters the elements of a vector into memory (or a tensor, giving the updated tensor)
/// as defined by a base with offsets and an index vector: element `i` is written to
/// `base[offsets][indices[i]]` where `mask[i]` is set.
#[op(
    name = "vector.scatter",
    traits(MemWrite),
    format = "$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` \
              type($indices) `,` type($mask) `,` type($valueToStore) (`->` type($result)^)?",
    verifier = verify::scatter
)]
pub struct ScatterOp {
    #[operand(TENSOR_OR_MEMREF)]
    base: Value,
    #[operand(INDEX)]
    offsets: Vec<Value>,
    #[operand(INT_OR_INDEX_VECTOR_NON_ZERO_RANK)]
    indices: Value,
    #[operand(I1_VECTOR_NON_ZERO_RANK)]
    mask: Value,
    #[operand(ANY_VECTOR_NON_ZERO_RANK, name = "valueToStore")]
    value_to_store: Value,
    #[attribute(ALIGNMENT_ATTR)]
    alignment: Option<IntegerAttr>,
    #[result(ANY_RANKED_TENSOR)]
    result: Option<Value>,
}

// ----- transfers -----

/// Reads a supervector from memory (or a tensor) into an SSA vector value.
///
/// Reads the vector starting at `base[indices]`; `permutation_map` (a projected permutation,
/// the minor identity when absent) says which source dimension each vector dimension runs
/// along, the constant 0 marking a broadcast dimension. Elements outside the source (possible
/// along dimensions whose `in_bounds` flag is false) and elements whose `mask` bit is clear
/// take the value `padding`. Lowered to `vector.load`/`vector.maskedload` (1-D, minor identity)
/// or to loops of such transfers by `convert-vector-to-scf`.
///
/// Folds: a read of a tensor that a `transfer_write` of the same vector type, indices and map
/// wrote (in bounds, unmasked; writes to provably disjoint places in between looked through) is
/// the written vector; dimensions proven in bounds by constant indices get `in_bounds = true`;
/// an all-true mask is dropped; `memref.cast`s and loss-only `tensor.cast`s of the source are
/// looked through. A read at the indices of such a write is the written vector broadcast and
/// transposed to the read's map. On a tensor, one-shot bufferization reads its buffer.
#[op(
    name = "vector.transfer_read",
    traits(AttrSizedOperandSegments),
    interfaces = [super::mask::MaskableOpInterface(super::mask::TransferMask { read: true }), oxir::interfaces::ConditionallySpeculatable(oxir::interfaces::TensorSemanticsSpeculation { on_tensors: oxir::interfaces::Speculatability::Speculatable }), oxir::interfaces::MemoryEffectOpInterface(oxir::interfaces::EffectsModel(super::transfer::read_effects))],
    parser = super::syntax::parse_transfer_read,
    printer = super::syntax::print_transfer_read,
    verifier = super::transfer::verify_read,
    folder = super::transfer_fold::fold_read,
    canonicalizer = super::transfer_fold::read_patterns
)]
pub struct TransferReadOp {
    #[operand(ANY_SHAPED)]
    base: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    #[operand(ANY_TYPE)]
    padding: Value,
    #[operand(I1_VECTOR_NON_ZERO_RANK)]
    mask: Option<Value>,
    #[attribute(AFFINE_MAP_ATTR)]
    permutation_map: AffineMapAttr,
    #[attribute(BOOL_ARRAY_ATTR)]
    in_bounds: ArrayAttr,
    #[result(ANY_VECTOR)]
    vector: Value,
}

/// Writes a supervector to memory, or into a tensor (giving the updated tensor).
///
/// Writes `valueToStore` starting at `base[indices]`, its dimensions running along the source
/// dimensions `permutation_map` names (no broadcast dimension); elements outside the source
/// (along dimensions not `in_bounds`) and elements whose `mask` bit is clear are not written.
///
/// Folds: writing back what was read from the same tensor at the same place, or writing a whole
/// static tensor with all of another of the same type, gives that tensor; `in_bounds`, all-true
/// masks and `memref.cast`s fold as for the read. A tensor write of the place an earlier write
/// (through single-use writes to disjoint places) wrote makes that one dead, and a write into a
/// loss-only `tensor.cast` writes into its source. One-shot bufferization writes the tensor's
/// buffer in place.
#[op(
    name = "vector.transfer_write",
    traits(AttrSizedOperandSegments),
    interfaces = [super::mask::MaskableOpInterface(super::mask::TransferMask { read: false }), oxir::interfaces::ConditionallySpeculatable(oxir::interfaces::TensorSemanticsSpeculation { on_tensors: oxir::interfaces::Speculatability::Speculatable }), oxir::interfaces::MemoryEffectOpInterface(oxir::interfaces::EffectsModel(super::transfer::write_effects))],
    parser = super::syntax::parse_transfer_write,
    printer = super::syntax::print_transfer_write,
    verifier = super::transfer::verify_write,
    folder = super::transfer_fold::fold_write,
    canonicalizer = super::transfer_fold::write_patterns
)]
pub struct TransferWriteOp {
    #[operand(ANY_VECTOR, name = "valueToStore")]
    value_to_store: Value,
    #[operand(ANY_SHAPED)]
    base: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    #[operand(I1_VECTOR_NON_ZERO_RANK)]
    mask: Option<Value>,
    #[attribute(AFFINE_MAP_ATTR)]
    permutation_map: AffineMapAttr,
    #[attribute(BOOL_ARRAY_ATTR)]
    in_bounds: ArrayAttr,
    #[result(ANY_RANKED_TENSOR)]
    result: Option<Value>,
}

// ----- masking -----

/// Mask operation.
///
/// Predicates the single maskable op in its region with `mask`: the op is executed only for
/// the elements whose mask bit is set (what a masked-off element becomes is the masked op's
/// business, or `passthru`'s when given). The region holds the masked op and a `vector.yield`
/// of its results; the custom form shows the op alone, the yield being implicit.
#[op(
    name = "vector.mask",
    traits(RecursiveMemoryEffects, SingleBlock, SingleBlockImplicitTerminator<YieldOp>, NoRegionArguments),
    parser = super::syntax::parse_mask,
    printer = super::syntax::print_mask,
    verifier = super::mask::verify,
    folder = super::mask::fold,
    canonicalizer = super::mask::patterns
)]
pub struct MaskOp {
    #[operand(I1_VECTOR_NON_ZERO_RANK)]
    mask: Value,
    #[operand(ANY_TYPE)]
    passthru: Option<Value>,
    #[result(ANY_TYPE)]
    results: Vec<Value>,
    #[region(single_block, name = "maskRegion")]
    mask_region: Region,
}

/// Terminates and yields values from vector regions (`vector.mask`'s).
#[op(
    name = "vector.yield",
    traits(Pure, ReturnLike, IsTerminator),
    format = "attr-dict ($operands^ `:` type($operands))?"
)]
pub struct YieldOp {
    #[operand(ANY_TYPE)]
    operands: Vec<Value>,
}
