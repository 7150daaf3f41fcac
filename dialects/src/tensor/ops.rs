//! The ops of the tensor dialect, with the shape helpers their verifiers, folders and
//! canonicalization patterns share.

use super::{canonicalize, fold};
use crate::utils::static_values::i64_array_values;
use crate::utils::static_values::offsets_sizes_strides_of;
use crate::utils::syntax::{parse_dynamic_index_list, print_dynamic_index_list};
use oxir::builtin::attributes::{ArrayAttr, IntegerAttr, UnitAttr};
use oxir::builtin::types::{IndexType, IntegerType, RankedTensorType, UnrankedTensorType, DYNAMIC};
use oxir::interfaces::{
    offsets_sizes_strides, InParallelOpInterface, OffsetSizeAndStrideModel, OffsetSizeAndStrideOpInterface,
    ParallelCombiningOpInterface,
};
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::ods::{DenseI64Array, Op, Region};
use oxir::traits::*;
use oxir::{Attribute, Context, Diagnostic, OpRef, Type, Value};
use oxir_macros::op;

use crate::utils::shapes::{compatible_shape, is_tensor, num_dynamic, rank_reduction_mask};

// ----- shape helpers -----

/// The element type of a (ranked or unranked) tensor type; `t` itself otherwise (the
/// transformer of the ops' `TypesMatchWith`).
pub fn element_type(ctx: &Context, t: Type) -> Type {
    if let Some(r) = t.dyn_cast::<RankedTensorType>(ctx) {
        return r.element;
    }
    if let Some(u) = t.dyn_cast::<UnrankedTensorType>(ctx) {
        return u.element;
    }
    t
}

/// The ranked tensor type of `t`, if it is one.
pub fn ranked(ctx: &Context, t: Type) -> Option<RankedTensorType> {
    t.dyn_cast::<RankedTensorType>(ctx).cloned()
}

/// The shape of a ranked tensor type (`None` for anything else).
pub fn shape_of(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    t.dyn_cast::<RankedTensorType>(ctx).map(|r| r.shape.clone())
}

/// `tensor<shape x element>` (no encoding).
pub fn tensor_type(ctx: &Context, shape: Vec<i64>, element: Type) -> Type {
    ctx.intern_type(RankedTensorType { shape, element, encoding: None })
}

/// `tensor<shape x element, encoding>`.
pub fn tensor_type_with(ctx: &Context, shape: Vec<i64>, element: Type, encoding: Option<Attribute>) -> Type {
    ctx.intern_type(RankedTensorType { shape, element, encoding })
}

fn text(ctx: &Context, t: Type) -> String {
    t.to_text(ctx)
}

/// MLIR's `verifyCompatibleShape` on two tensor types: unranked is compatible with anything;
/// ranked types need the same rank and equal or dynamic sizes.
pub fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    match (shape_of(ctx, a), shape_of(ctx, b)) {
        (Some(x), Some(y)) => compatible_shape(&x, &y),
        _ => true,
    }
}

/// MLIR's `tensor::CastOp::areCastCompatible`.
pub fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    is_tensor(ctx, a)
        && is_tensor(ctx, b)
        && element_type(ctx, a) == element_type(ctx, b)
        && compatible_shapes(ctx, a, b)
}

fn int_or_float_width(ctx: &Context, t: Type) -> Option<u32> {
    if let Some(i) = t.dyn_cast::<IntegerType>(ctx) {
        return Some(i.width);
    }
    t.dyn_cast::<oxir::builtin::types::FloatType>(ctx).map(|f| f.kind.width())
}

/// MLIR's `SliceVerificationResult`.
pub(super) enum SliceCheck {
    Success,
    RankTooLarge,
    SizeMismatch,
    ElemTypeMismatch,
}

/// MLIR's `isRankReducedType(original, candidate)` on ranked tensor types.
pub(super) fn is_rank_reduced_type(ctx: &Context, original: Type, candidate: Type) -> SliceCheck {
    if original == candidate {
        return SliceCheck::Success;
    }
    let (Some(o), Some(c)) = (ranked(ctx, original), ranked(ctx, candidate)) else { return SliceCheck::Success };
    if c.shape.len() > o.shape.len() {
        return SliceCheck::RankTooLarge;
    }
    if rank_reduction_mask(&o.shape, &c.shape, false).is_none() {
        return SliceCheck::SizeMismatch;
    }
    if o.element != c.element {
        return SliceCheck::ElemTypeMismatch;
    }
    SliceCheck::Success
}

/// MLIR's `produceSliceErrorMsg` (errors without the op-name prefix, as `emitError`).
fn slice_error(ctx: &Context, op: OpRef, result: SliceCheck, expected: Type) -> Result<(), Diagnostic> {
    let loc = ctx.op_loc(op);
    match result {
        SliceCheck::Success => Ok(()),
        SliceCheck::RankTooLarge => {
            Err(Diagnostic::error(loc, "expected rank to be smaller or equal to the other rank. "))
        }
        SliceCheck::SizeMismatch => Err(Diagnostic::error(
            loc,
            format!("expected type to be '{}' or a rank-reduced version. (size mismatch) ", text(ctx, expected)),
        )),
        SliceCheck::ElemTypeMismatch => Err(Diagnostic::error(
            loc,
            format!("expected element type to be '{}'", text(ctx, element_type(ctx, expected))),
        )),
    }
}

/// MLIR's `verifyInBoundsSlice`: static offsets and sizes stay within the static dims.
pub(super) fn verify_in_bounds_slice(
    ctx: &Context,
    op: OpRef,
    shape: &[i64],
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Result<(), Diagnostic> {
    match crate::utils::static_values::slice_bounds_error(shape, offsets, sizes, strides) {
        Some(message) => Err(Diagnostic::error(ctx.op_loc(op), message)),
        None => Ok(()),
    }
}

fn name(n: &str) -> Vec<(u32, String)> {
    vec![(0, n.to_string())]
}

// ----- constraints -----

/// `AnyNon0RankedOrUnrankedTensor`.
pub const ANY_NON0_RANKED_OR_UNRANKED_TENSOR: TypeConstraint = TypeConstraint::Pred {
    summary: "non-0-ranked or unranked tensor",
    check: |c, t| {
        t.isa::<UnrankedTensorType>(c) || t.dyn_cast::<RankedTensorType>(c).is_some_and(|r| !r.shape.is_empty())
    },
};

/// `AnyStaticShapeTensor`.
pub const ANY_STATIC_SHAPE_TENSOR: TypeConstraint = TypeConstraint::Pred {
    summary: "statically shaped tensor of any type values",
    check: |c, t| t.dyn_cast::<RankedTensorType>(c).is_some_and(|r| !r.shape.contains(&DYNAMIC)),
};

/// `TensorRankOf<[AnySignlessInteger, Index], [1]>`.
pub const SHAPE_TENSOR: TypeConstraint = TypeConstraint::Pred {
    summary: "1D tensor of signless integer or index values",
    check: |c, t| {
        t.dyn_cast::<RankedTensorType>(c).is_some_and(|r| {
            r.shape.len() == 1
                && (r.element.isa::<IndexType>(c)
                    || r.element
                        .dyn_cast::<IntegerType>(c)
                        .is_some_and(|i| i.signedness == oxir::builtin::types::Signedness::Signless))
        })
    },
};

/// `RankedTensorOf<[AnySignlessIntegerOrIndex]>`.
pub const INDICES_TENSOR: TypeConstraint = TypeConstraint::RankedTensorOf(&SIGNLESS_INTEGER_OR_INDEX);

/// `IndexListArrayAttr`: an array of arrays of `i64` integers (a reassociation).
pub const INDEX_LIST_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "Array of 64-bit integer array attributes",
    check: |c, a| {
        a.dyn_cast::<ArrayAttr>(c).is_some_and(|arr| {
            arr.elements.iter().all(|e| {
                e.dyn_cast::<ArrayAttr>(c).is_some_and(|inner| {
                    inner.elements.iter().all(|i| {
                        i.dyn_cast::<IntegerAttr>(c)
                            .is_some_and(|ia| ia.ty.dyn_cast::<IntegerType>(c).is_some_and(|t| t.width == 64))
                    })
                })
            })
        })
    },
};

// ----- the spec's five ops -----

/// Tensor cast operation.
///
/// Converts a tensor from one type to an equivalent type without changing any data elements.
/// The source and destination types must both be tensor types with the same element type. If
/// both are ranked, then the rank should be the same and static dimensions should match. The
/// operation is invalid if converting to a mismatching constant dimension.
#[op(
    name = "tensor.cast",
    traits(Pure),
    format = "$source attr-dict `:` type($source) `to` type($dest)",
    verifier = CastOp::verify,
    folder = fold::fold_cast,
    canonicalizer = fold::cast_patterns,
    asm_result_names = CastOp::result_names
)]
pub struct CastOp {
    #[operand(ANY_TENSOR)]
    source: Value,
    #[result(ANY_TENSOR)]
    dest: Value,
}

impl CastOp {
    fn result_names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        name("cast")
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let (a, b) = (ctx.value_type(ctx.operand(op, 0)), ctx.value_type(ctx.result(op, 0)));
        if !cast_compatible(ctx, a, b) {
            return Err(op_error(
                ctx,
                op,
                format!("operand type '{}' and result type '{}' are cast incompatible", text(ctx, a), text(ctx, b)),
            ));
        }
        Ok(())
    }
}

/// Element extraction operation.
///
/// Reads a ranked tensor and returns one element as specified by the given indices. The
/// result is a value with the same type as the elements of the tensor. The arity of indices
/// must match the rank of the accessed value; all indices are of `index` type.
#[op(
    name = "tensor.extract",
    traits(Pure, TypesMatchWith<tensor, result, element_type, "result type matches element type of tensor">),
    format = "$tensor `[` $indices `]` attr-dict `:` type($tensor)",
    verifier = ExtractOp::verify,
    folder = fold::fold_extract,
    canonicalizer = fold::extract_patterns,
    asm_result_names = ExtractOp::result_names
)]
pub struct ExtractOp {
    #[operand(ANY_RANKED_TENSOR)]
    tensor: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    #[result]
    result: Value,
}

impl ExtractOp {
    fn result_names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        name("extracted")
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let e = ExtractOp::from_op_unchecked(op);
        let t = ctx.value_type(e.tensor(ctx));
        if shape_of(ctx, t).map(|s| s.len()) != Some(e.indices(ctx).len()) {
            return Err(op_error(ctx, op, "incorrect number of indices for extract_element"));
        }
        Ok(())
    }
}

/// The element types `from_elements` takes: one per element of the (static) result type.
pub fn from_elements_operand_type(ctx: &Context, t: Type) -> Type {
    element_type(ctx, t)
}

/// Tensor from elements operation.
///
/// Creates an N-D tensor from a range of same-type arguments. The number of provided
/// `elements` equals the number of elements of the result type; they are the elements of the
/// flattened tensor, in row-major order.
#[op(
    name = "tensor.from_elements",
    traits(
        Pure,
        TypesMatchWith<result, elements, from_elements_operand_type, "operand types match result element type">
    ),
    format = "$elements attr-dict `:` type($result)",
    verifier = FromElementsOp::verify,
    folder = fold::fold_from_elements,
    canonicalizer = fold::from_elements_patterns,
    asm_result_names = FromElementsOp::result_names
)]
pub struct FromElementsOp {
    #[operand]
    elements: Vec<Value>,
    #[result(ANY_STATIC_SHAPE_TENSOR)]
    result: Value,
}

impl FromElementsOp {
    fn result_names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        name("from_elements")
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let f = FromElementsOp::from_op_unchecked(op);
        let t = ctx.value_type(f.result(ctx));
        let shape = shape_of(ctx, t).unwrap_or_default();
        let n: i64 = shape.iter().product();
        // The count half of the `TypesMatchWith` (MLIR's transformer makes one type per element;
        // the generated check compares the element type with each operand's).
        if f.elements(ctx).len() as i64 != n {
            return Err(op_error(ctx, op, "failed to verify that operand types match result element type"));
        }
        Ok(())
    }
}

/// Creates a dynamically sized tensor from elements.
///
/// Creates a tensor with elements of any type. It expects one index operand per dynamic extent
/// of the result tensor. The body region defines the tensor's elements: it takes index
/// arguments spanning the index space and yields the element at that position with
/// `tensor.yield`. There is no defined ordering to the invocations of the body; it is
/// conceptually a "parallel map".
#[op(
    name = "tensor.generate",
    traits(RecursiveMemoryEffects, SingleBlockImplicitTerminator<YieldOp>),
    format = "$dynamicExtents $body attr-dict `:` type($result)",
    verifier = GenerateOp::verify,
    region_verifier = GenerateOp::verify_regions,
    canonicalizer = fold::generate_patterns,
    asm_result_names = GenerateOp::result_names
)]
pub struct GenerateOp {
    #[operand(INDEX, name = "dynamicExtents")]
    dynamic_extents: Vec<Value>,
    #[region(single_block)]
    body: Region,
    #[result(ANY_RANKED_TENSOR)]
    result: Value,
}

impl GenerateOp {
    fn result_names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        name("generated")
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        // MLIR 22's message (older MLIR said "must have as many index operands as dynamic
        // extents in the result type").
        verify_dynamic_sizes(ctx, op, ctx.num_operands(op))
    }

    fn verify_regions(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let rt = ctx.value_type(ctx.result(op, 0));
        let shape = shape_of(ctx, rt).unwrap_or_default();
        let Some(block) = ctx.region_entry_block(GenerateOp::from_op_unchecked(op).body(ctx)) else {
            return Ok(());
        };
        let args: Vec<Type> = ctx.block_arguments(block).map(|v| ctx.value_type(v)).collect();
        if !args.iter().all(|t| t.isa::<IndexType>(ctx)) {
            return Err(Diagnostic::error(ctx.op_loc(op), "all body arguments must be index"));
        }
        if args.len() != shape.len() {
            return Err(Diagnostic::error(ctx.op_loc(op), "must have one body argument per input dimension"));
        }
        let yielded = ctx.block_last_op(block).filter(|&t| ctx.isa_op::<YieldOp>(t)).map(|t| ctx.operand(t, 0));
        if yielded.map(|v| ctx.value_type(v)) != Some(element_type(ctx, rt)) {
            return Err(op_error(
                ctx,
                op,
                "body must be terminated with a `yield` operation of the tensor element type",
            ));
        }
        Ok(())
    }
}

/// Yield a value from a region.
///
/// Yields a single value from within the region of `tensor.generate` or `tensor.pad`.
#[op(
    name = "tensor.yield",
    traits(Pure, ReturnLike, IsTerminator),
    format = "$value attr-dict `:` type($value)",
    verifier = YieldOp::verify
)]
pub struct YieldOp {
    #[operand]
    value: Value,
}

impl YieldOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        match ctx.op_parent_op(op) {
            Some(p) if ctx.isa_op::<GenerateOp>(p) || ctx.isa_op::<PadOp>(p) => Ok(()),
            _ => Err(op_error(ctx, op, "expects parent op to be one of 'tensor.generate, tensor.pad'")),
        }
    }
}

// ----- the rest of the dialect -----

/// Tensor bitcast operation.
///
/// Bitcasts a tensor from one type to another type of equivalent element width. If both are
/// ranked, then the rank should be the same and static dimensions should match.
#[op(
    name = "tensor.bitcast",
    traits(Pure),
    format = "$source attr-dict `:` type($source) `to` type($dest)",
    verifier = BitcastOp::verify,
    canonicalizer = fold::bitcast_patterns,
    folder = fold::fold_cast,
)]
pub struct BitcastOp {
    #[operand(ANY_TENSOR)]
    source: Value,
    #[result(ANY_TENSOR)]
    dest: Value,
}

impl BitcastOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let (a, b) = (ctx.value_type(ctx.operand(op, 0)), ctx.value_type(ctx.result(op, 0)));
        let widths = (int_or_float_width(ctx, element_type(ctx, a)), int_or_float_width(ctx, element_type(ctx, b)));
        let ok = compatible_shapes(ctx, a, b) && matches!(widths, (Some(x), Some(y)) if x == y);
        if !ok {
            return Err(op_error(
                ctx,
                op,
                format!("operand type '{}' and result type '{}' are cast incompatible", text(ctx, a), text(ctx, b)),
            ));
        }
        Ok(())
    }
}

/// Tensor concatenation operation.
///
/// Constructs a tensor out of a variadic list of input tensors, concatenated along the static
/// dimension `dim`. All inputs and the result have the same rank; the size of the result along
/// `dim` is the sum of the inputs' sizes, every other dimension is the same size everywhere.
#[op(
    name = "tensor.concat",
    traits(Pure),
    format = "`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)",
    verifier = ConcatOp::verify,
    folder = fold::fold_concat,
    asm_result_names = ConcatOp::result_names,
    canonicalizer = canonicalize::concat_patterns,
)]
pub struct ConcatOp {
    #[attribute(I64_ATTR)]
    dim: IntegerAttr,
    #[operand(ANY_RANKED_TENSOR)]
    inputs: Vec<Value>,
    #[result(ANY_RANKED_TENSOR)]
    result: Value,
}

impl ConcatOp {
    fn result_names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        name("concat")
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let c = ConcatOp::from_op_unchecked(op);
        let inputs: Vec<RankedTensorType> =
            c.inputs(ctx).iter().filter_map(|v| ranked(ctx, ctx.value_type(*v))).collect();
        if inputs.is_empty() {
            return Err(op_error(ctx, op, "requires at least one input"));
        }
        let rt = ctx.value_type(c.result(ctx));
        let Some(result) = ranked(ctx, rt) else { return Ok(()) };
        let rank = result.shape.len();
        if inputs.iter().any(|t| t.shape.len() != rank) {
            return Err(op_error(ctx, op, "rank of concatenated inputs must match result rank"));
        }
        if inputs.iter().any(|t| t.element != result.element) {
            return Err(op_error(ctx, op, "inputs and result element type must match"));
        }
        let dim = c.dim(ctx).and_then(|d| d.value.try_to_i64()).unwrap_or(0);
        if dim < 0 || dim as usize >= rank {
            return Err(op_error(ctx, op, "concatenation dim must be less than the tensor rank"));
        }
        let dim = dim as usize;
        let mut sizes = vec![DYNAMIC; rank];
        for (i, size) in sizes.iter_mut().enumerate() {
            if i == dim {
                continue;
            }
            let mut s = DYNAMIC;
            for t in &inputs {
                let d = t.shape[i];
                if d == DYNAMIC {
                    continue;
                }
                if s != DYNAMIC && s != d {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("static concatenation size mismatch along non-concatenated dimension {i}"),
                    ));
                }
                s = d;
            }
            *size = s;
        }
        sizes[dim] = inputs
            .iter()
            .try_fold(0i64, |acc, t| (t.shape[dim] != DYNAMIC).then(|| acc + t.shape[dim]))
            .unwrap_or(DYNAMIC);
        let inferred = tensor_type(ctx, sizes.clone(), inputs[0].element);
        for (&inf, &act) in sizes.iter().zip(&result.shape) {
            if inf != DYNAMIC && act != DYNAMIC && inf != act {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "result type '{}'does not match inferred shape '{}' static sizes",
                        text(ctx, rt),
                        text(ctx, inferred)
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// Dimension index operation.
///
/// Returns the size of dimension `index` of `source`. If the dimension index is out of bounds,
/// the behavior is undefined.
#[op(
    name = "tensor.dim",
    traits(NoMemoryEffect),
    interfaces = [
        oxir::interfaces::ConditionallySpeculatable(oxir::interfaces::DimSpeculation),
        oxir::interfaces::ShapedDimOpInterface(oxir::interfaces::SourceAndIndex)
    ],
    format = "attr-dict $source `,` $index `:` type($source)",
    folder = fold::fold_dim,
    canonicalizer = fold::dim_patterns,
    asm_result_names = DimOp::result_names
)]
pub struct DimOp {
    #[operand(ANY_NON0_RANKED_OR_UNRANKED_TENSOR)]
    source: Value,
    #[operand(INDEX)]
    index: Value,
    #[result(INDEX)]
    result: Value,
}

impl DimOp {
    fn result_names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        name("dim")
    }
}

/// Empty tensor operation.
///
/// Defines a tensor of a particular shape whose contents are unspecified; it only
/// materializes the shape (one `index` operand per dynamic dimension).
#[op(
    name = "tensor.empty",
    traits(Pure),
    format = "`(`$dynamicSizes`)` attr-dict `:` type($result)",
    verifier = EmptyOp::verify,
    canonicalizer = fold::empty_patterns
)]
pub struct EmptyOp {
    #[operand(INDEX, name = "dynamicSizes")]
    dynamic_sizes: Vec<Value>,
    #[result(ANY_RANKED_TENSOR)]
    result: Value,
}

impl EmptyOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        verify_dynamic_sizes(ctx, op, EmptyOp::from_op_unchecked(op).dynamic_sizes(ctx).len())
    }
}

fn verify_dynamic_sizes(ctx: &Context, op: OpRef, n: usize) -> Result<(), Diagnostic> {
    let shape = shape_of(ctx, ctx.value_type(ctx.result(op, 0))).unwrap_or_default();
    let expected = num_dynamic(&shape);
    if n != expected {
        return Err(op_error(ctx, op, format!("incorrect number of dynamic sizes, has {n}, expected {expected}")));
    }
    Ok(())
}

/// Gather a subset of a tensor at specified indices.
///
/// Extracts the elements (or whole slices) of `source` at the coordinates held in `indices`,
/// along the dimensions `gather_dims`. The leading dimensions of the index tensor give the
/// result its leading dimensions; the trailing ones are the source's, with the gathered
/// dimensions set to 1 (or dropped, rank-reducing).
#[op(
    name = "tensor.gather",
    traits(Pure),
    format = "$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? \
              attr-dict `:` functional-type(operands, results)",
    verifier = GatherOp::verify,
    asm_result_names = GatherOp::result_names,
    folder = fold::fold_gather,
)]
pub struct GatherOp {
    #[operand(ANY_RANKED_TENSOR)]
    source: Value,
    #[operand(INDICES_TENSOR)]
    indices: Value,
    #[attribute]
    gather_dims: DenseI64Array,
    #[attribute]
    unique: Option<UnitAttr>,
    #[result(ANY_RANKED_TENSOR)]
    result: Value,
}

/// MLIR's `GatherOp::inferResultType`.
pub fn gather_result_type(
    ctx: &Context,
    source: &RankedTensorType,
    indices: &[i64],
    dims: &[i64],
    rank_reduced: bool,
) -> Type {
    let mut shape: Vec<i64> = indices[..indices.len().saturating_sub(1)].to_vec();
    for (i, &d) in source.shape.iter().enumerate() {
        if dims.binary_search(&(i as i64)).is_ok() {
            if !rank_reduced {
                shape.push(1);
            }
            continue;
        }
        shape.push(d);
    }
    tensor_type_with(ctx, shape, source.element, source.encoding)
}

fn verify_gather_scatter_dims(
    ctx: &Context,
    op: OpRef,
    dims: &[i64],
    indices: &[i64],
    rank: usize,
    what: &str,
    of: &str,
) -> Result<(), Diagnostic> {
    if dims.is_empty() {
        return Err(op_error(ctx, op, format!("{what}_dims must be non-empty")));
    }
    if dims.len() > rank {
        return Err(op_error(ctx, op, format!("{what}_dims overflow {of} rank")));
    }
    if indices.last() != Some(&(dims.len() as i64)) {
        return Err(op_error(ctx, op, format!("{what}_dims length must match the size of last dimension of indices")));
    }
    for &d in dims {
        if d < 0 {
            return Err(op_error(ctx, op, format!("{what}_dims value must be non-negative")));
        }
        if d >= rank as i64 {
            return Err(op_error(ctx, op, format!("{what}_dims value must be smaller than {of} rank")));
        }
    }
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return Err(op_error(ctx, op, format!("{what}_dims values must be strictly increasing")));
    }
    Ok(())
}

impl GatherOp {
    fn result_names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        name("gather")
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let g = GatherOp::from_op_unchecked(op);
        let (Some(source), Some(indices)) =
            (ranked(ctx, ctx.value_type(g.source(ctx))), ranked(ctx, ctx.value_type(g.indices(ctx))))
        else {
            return Ok(());
        };
        let dims = g.gather_dims(ctx).unwrap_or_default();
        verify_gather_scatter_dims(ctx, op, &dims, &indices.shape, source.shape.len(), "gather", "source")?;
        let expected = gather_result_type(ctx, &source, &indices.shape, &dims, false);
        let reduced = gather_result_type(ctx, &source, &indices.shape, &dims, true);
        let rt = ctx.value_type(g.result(ctx));
        if rt != expected && rt != reduced {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "result type mismatch: expected '{}' or its rank-reduced variant '{}' (got: '{}')",
                    text(ctx, expected),
                    text(ctx, reduced),
                    text(ctx, rt)
                ),
            ));
        }
        Ok(())
    }
}

/// Element insertion operation.
///
/// Inserts `scalar` into the ranked tensor `dest` at `indices`, returning the updated copy of
/// `dest`. The arity of `indices` must match the rank of `dest`.
#[op(
    name = "tensor.insert",
    traits(
        Pure,
        TypesMatchWith<dest, result, "result type matches type of dest">,
        TypesMatchWith<dest, scalar, element_type, "scalar type matches element type of dest">
    ),
    format = "$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)",
    verifier = InsertOp::verify,
    folder = fold::fold_insert,
    asm_result_names = InsertOp::result_names
)]
pub struct InsertOp {
    #[operand]
    scalar: Value,
    #[operand(ANY_RANKED_TENSOR)]
    dest: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    #[result(ANY_RANKED_TENSOR)]
    result: Value,
}

impl InsertOp {
    fn result_names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        name("inserted")
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let i = InsertOp::from_op_unchecked(op);
        let dt = ctx.value_type(i.dest(ctx));
        if shape_of(ctx, dt).map(|s| s.len()) != Some(i.indices(ctx).len()) {
            return Err(op_error(ctx, op, "incorrect number of indices"));
        }
        Ok(())
    }
}

/// Extract slice operation.
///
/// Extracts a tensor from `source` at the given offsets, sizes and strides, each static or
/// dynamic (`static_offsets`, `static_sizes`, `static_strides` hold the static ones, with
/// `ShapedType::kDynamic` where an SSA operand gives the value). The result may drop unit
/// dimensions (rank reduction).
#[op(
    name = "tensor.extract_slice",
    traits(Pure, AttrSizedOperandSegments),
    interfaces = [OffsetSizeAndStrideOpInterface(OffsetSizeAndStrideModel {
        lists: offsets_sizes_strides_of!(ExtractSliceOp),
        max_ranks: |ctx, op| slice_ranks(ctx, ctx.operand(op, 0)),
    })],
    format = "$source `` custom<DynamicIndexList>($offsets, $static_offsets) \
              custom<DynamicIndexList>($sizes, $static_sizes) \
              custom<DynamicIndexList>($strides, $static_strides) \
              attr-dict `:` type($source) `to` type($result)",
    verifier = ExtractSliceOp::verify,
    folder = fold::fold_extract_slice,
    canonicalizer = fold::extract_slice_patterns,
    asm_result_names = ExtractSliceOp::result_names
)]
pub struct ExtractSliceOp {
    #[operand(ANY_RANKED_TENSOR)]
    source: Value,
    #[operand(INDEX)]
    offsets: Vec<Value>,
    #[operand(INDEX)]
    sizes: Vec<Value>,
    #[operand(INDEX)]
    strides: Vec<Value>,
    #[attribute]
    static_offsets: DenseI64Array,
    #[attribute]
    static_sizes: DenseI64Array,
    #[attribute]
    static_strides: DenseI64Array,
    #[result(ANY_RANKED_TENSOR)]
    result: Value,
}

/// The static offsets, sizes and strides of a slice op.
pub struct SliceParams {
    /// `static_offsets`.
    pub offsets: Vec<i64>,
    /// `static_sizes`.
    pub sizes: Vec<i64>,
    /// `static_strides`.
    pub strides: Vec<i64>,
}

/// The static offsets, sizes and strides of `op` (an extract/insert/parallel_insert slice),
/// through its `OffsetSizeAndStrideOpInterface`.
pub fn slice_params(ctx: &Context, op: OpRef) -> SliceParams {
    let l = offsets_sizes_strides(ctx, op).unwrap_or_default();
    SliceParams { offsets: l.static_offsets, sizes: l.static_sizes, strides: l.static_strides }
}

/// One offset, size and stride per dimension of the ranked tensor `shaped` (the source of an
/// extraction, the destination of an insertion): a slice op's `getArrayAttrMaxRanks`.
fn slice_ranks(ctx: &Context, shaped: Value) -> [usize; 3] {
    [ranked(ctx, ctx.value_type(shaped)).map_or(0, |t| t.shape.len()); 3]
}

impl ExtractSliceOp {
    fn result_names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        name("extracted_slice")
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let e = ExtractSliceOp::from_op_unchecked(op);
        let st = ctx.value_type(e.source(ctx));
        let Some(source) = ranked(ctx, st) else { return Ok(()) };
        let p = slice_params(ctx, op);
        let expected = tensor_type_with(ctx, p.sizes.clone(), source.element, source.encoding);
        slice_error(ctx, op, is_rank_reduced_type(ctx, expected, ctx.value_type(e.result(ctx))), expected)?;
        verify_in_bounds_slice(ctx, op, &source.shape, &p.offsets, &p.sizes, &p.strides)
    }
}

/// Insert slice operation.
///
/// Inserts `source` into `dest` at the given offsets, sizes and strides (static or dynamic, as
/// for `extract_slice`), returning the updated copy of `dest`. The source may have fewer
/// dimensions than the slice, along unit dimensions.
#[op(
    name = "tensor.insert_slice",
    traits(Pure, AttrSizedOperandSegments, TypesMatchWith<dest, result, "expected result type to match dest type">),
    interfaces = [OffsetSizeAndStrideOpInterface(OffsetSizeAndStrideModel {
        lists: offsets_sizes_strides_of!(InsertSliceOp),
        max_ranks: |ctx, op| slice_ranks(ctx, ctx.operand(op, 1)),
    })],
    format = "$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) \
              custom<DynamicIndexList>($sizes, $static_sizes) \
              custom<DynamicIndexList>($strides, $static_strides) \
              attr-dict `:` type($source) `into` type($dest)",
    verifier = InsertSliceOp::verify,
    folder = fold::fold_insert_slice,
    canonicalizer = fold::insert_slice_patterns,
    asm_result_names = InsertSliceOp::result_names
)]
pub struct InsertSliceOp {
    #[operand(ANY_RANKED_TENSOR)]
    source: Value,
    #[operand(ANY_RANKED_TENSOR)]
    dest: Value,
    #[operand(INDEX)]
    offsets: Vec<Value>,
    #[operand(INDEX)]
    sizes: Vec<Value>,
    #[operand(INDEX)]
    strides: Vec<Value>,
    #[attribute]
    static_offsets: DenseI64Array,
    #[attribute]
    static_sizes: DenseI64Array,
    #[attribute]
    static_strides: DenseI64Array,
    #[result(ANY_RANKED_TENSOR)]
    result: Value,
}

fn verify_insert_slice_like(ctx: &Context, op: OpRef, source: Value, dest: Value) -> Result<(), Diagnostic> {
    let Some(d) = ranked(ctx, ctx.value_type(dest)) else { return Ok(()) };
    let p = slice_params(ctx, op);
    let expected = tensor_type_with(ctx, p.sizes.clone(), d.element, d.encoding);
    slice_error(ctx, op, is_rank_reduced_type(ctx, expected, ctx.value_type(source)), expected)?;
    verify_in_bounds_slice(ctx, op, &d.shape, &p.offsets, &p.sizes, &p.strides)
}

impl InsertSliceOp {
    fn result_names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        name("inserted_slice")
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let i = InsertSliceOp::from_op_unchecked(op);
        verify_insert_slice_like(ctx, op, i.source(ctx), i.dest(ctx))
    }
}

/// Parallel insert slice: the slice update of one thread of a parent
/// `InParallelOpInterface` op (`scf.forall.in_parallel`).
///
/// Inserts `source` into `dest` at the given offsets, sizes and strides, as `insert_slice`,
/// without producing a value: the parent aggregates the updates.
#[op(
    name = "tensor.parallel_insert_slice",
    traits(AttrSizedOperandSegments),
    interfaces = [
        ParallelCombiningOpInterface(oxir::interfaces::DestinationOperand(1)),
        OffsetSizeAndStrideOpInterface(OffsetSizeAndStrideModel {
            lists: offsets_sizes_strides_of!(ParallelInsertSliceOp),
            max_ranks: |ctx, op| slice_ranks(ctx, ctx.operand(op, 1)),
        }),
    ],
    format = "$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) \
              custom<DynamicIndexList>($sizes, $static_sizes) \
              custom<DynamicIndexList>($strides, $static_strides) \
              attr-dict `:` type($source) `into` type($dest)",
    verifier = ParallelInsertSliceOp::verify,
    canonicalizer = canonicalize::parallel_insert_slice_patterns
)]
pub struct ParallelInsertSliceOp {
    #[operand(ANY_RANKED_TENSOR)]
    source: Value,
    #[operand(ANY_RANKED_TENSOR)]
    dest: Value,
    #[operand(INDEX)]
    offsets: Vec<Value>,
    #[operand(INDEX)]
    sizes: Vec<Value>,
    #[operand(INDEX)]
    strides: Vec<Value>,
    #[attribute]
    static_offsets: DenseI64Array,
    #[attribute]
    static_sizes: DenseI64Array,
    #[attribute]
    static_strides: DenseI64Array,
}

impl ParallelInsertSliceOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let i = ParallelInsertSliceOp::from_op_unchecked(op);
        let parent = ctx.op_parent_op(op);
        if !parent.is_some_and(|p| ctx.op_has_interface::<dyn InParallelOpInterface>(p)) {
            let got = parent.map(|p| oxir::verifier::format_op_for_diagnostic(ctx, p)).unwrap_or_default();
            return Err(Diagnostic::error(ctx.op_loc(op), format!("expected InParallelOpInterface parent, got:{got}")));
        }
        verify_insert_slice_like(ctx, op, i.source(ctx), i.dest(ctx))
    }
}

/// Tensor pad operation.
///
/// Pads `source` with `low` and `high` padding (static or dynamic per dimension); the region
/// yields the padding value for each index of the result. With `nofold`, the op is not folded
/// away even when it pads nothing.
#[op(
    name = "tensor.pad",
    traits(Pure, AttrSizedOperandSegments, SingleBlockImplicitTerminator<YieldOp>),
    format = "$source (`nofold` $nofold^)? `low` `` custom<DynamicIndexList>($low, $static_low) \
              `high` `` custom<DynamicIndexList>($high, $static_high) $region attr-dict `:` type($source) \
              `to` type($result)",
    verifier = PadOp::verify,
    region_verifier = PadOp::verify_regions,
    folder = fold::fold_pad,
    canonicalizer = canonicalize::pad_patterns,
    asm_result_names = PadOp::result_names
)]
pub struct PadOp {
    #[operand(ANY_RANKED_TENSOR)]
    source: Value,
    #[operand(INDEX)]
    low: Vec<Value>,
    #[operand(INDEX)]
    high: Vec<Value>,
    #[attribute]
    static_low: DenseI64Array,
    #[attribute]
    static_high: DenseI64Array,
    #[attribute]
    nofold: Option<UnitAttr>,
    #[region(single_block)]
    region: Region,
    #[result(ANY_RANKED_TENSOR)]
    result: Value,
}

/// MLIR's `PadOp::inferResultType` (without result-shape hints).
pub fn pad_result_type(ctx: &Context, source: &RankedTensorType, low: &[i64], high: &[i64]) -> Option<Type> {
    let rank = source.shape.len();
    if low.len() != rank || high.len() != rank {
        return None;
    }
    let shape = (0..rank)
        .map(|i| {
            if source.shape[i] == DYNAMIC || low[i] == DYNAMIC || high[i] == DYNAMIC {
                DYNAMIC
            } else {
                source.shape[i] + low[i] + high[i]
            }
        })
        .collect();
    Some(tensor_type(ctx, shape, source.element))
}

impl PadOp {
    fn result_names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        name("padded")
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let p = PadOp::from_op_unchecked(op);
        let st = ctx.value_type(p.source(ctx));
        let rt = ctx.value_type(p.result(ctx));
        let (Some(source), Some(result)) = (ranked(ctx, st), ranked(ctx, rt)) else { return Ok(()) };
        let low = i64_array_values(ctx, p.static_low_attr(ctx));
        let high = i64_array_values(ctx, p.static_high_attr(ctx));
        let loc = ctx.op_loc(op);
        let Some(expected) = pad_result_type(ctx, &source, &low, &high) else {
            return Err(Diagnostic::error(
                loc,
                format!(
                    "failed to infer expectedType from sourceType '{}', specified resultType is '{}'",
                    text(ctx, st),
                    text(ctx, rt)
                ),
            ));
        };
        let exp = shape_of(ctx, expected).unwrap_or_default();
        let mismatch = || {
            Diagnostic::error(
                loc,
                format!(
                    "specified type '{}' does not match the inferred type '{}'",
                    text(ctx, rt),
                    text(ctx, expected)
                ),
            )
        };
        if result.shape.len() != exp.len() {
            return Err(mismatch());
        }
        for (i, &e) in exp.iter().enumerate() {
            if result.shape[i] != e && e != DYNAMIC {
                return Err(mismatch());
            }
        }
        Ok(())
    }

    fn verify_regions(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let rt = ctx.value_type(ctx.result(op, 0));
        let rank = shape_of(ctx, rt).map_or(0, |s| s.len());
        let Some(block) = ctx.region_entry_block(PadOp::from_op_unchecked(op).region(ctx)) else { return Ok(()) };
        if ctx.num_block_arguments(block) != rank {
            return Err(Diagnostic::error(ctx.op_loc(op), format!("expected the block to have {rank} arguments")));
        }
        for (i, a) in ctx.block_arguments(block).enumerate() {
            if !ctx.value_type(a).isa::<IndexType>(ctx) {
                return Err(op_error(ctx, op, format!("expected block argument {} to be an index", i + 1)));
            }
        }
        let yielded = ctx.block_last_op(block).filter(|&t| ctx.isa_op::<YieldOp>(t)).map(|t| ctx.operand(t, 0));
        if yielded.map(|v| ctx.value_type(v)) != Some(element_type(ctx, rt)) {
            return Err(op_error(ctx, op, "expected yield type to match shape element type"));
        }
        Ok(())
    }
}

/// Rank operation: the rank of a tensor.
#[op(
    name = "tensor.rank",
    traits(Pure),
    format = "$tensor attr-dict `:` type($tensor)",
    folder = fold::fold_rank,
    asm_result_names = RankOp::result_names
)]
pub struct RankOp {
    #[operand(ANY_TENSOR)]
    tensor: Value,
    #[result(INDEX)]
    result: Value,
}

impl RankOp {
    fn result_names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        name("rank")
    }
}

/// Tensor reshape operation.
///
/// Converts a tensor to an equivalent type with the shape given by the 1-D `shape` operand:
/// same element type and, when both are static, the same number of elements. A shape operand
/// of static length gives a ranked result, of dynamic length an unranked one.
#[op(
    name = "tensor.reshape",
    traits(Pure),
    format = "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
    verifier = ReshapeOp::verify,
    folder = fold::fold_reshape,
    asm_result_names = ReshapeOp::result_names,
    canonicalizer = canonicalize::reshape_patterns,
)]
pub struct ReshapeOp {
    #[operand(ANY_TENSOR)]
    source: Value,
    #[operand(SHAPE_TENSOR)]
    shape: Value,
    #[result(ANY_TENSOR)]
    result: Value,
}

impl ReshapeOp {
    fn result_names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        name("reshape")
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let r = ReshapeOp::from_op_unchecked(op);
        let st = ctx.value_type(r.source(ctx));
        let rt = ctx.value_type(r.result(ctx));
        if element_type(ctx, st) != element_type(ctx, rt) {
            return Err(op_error(ctx, op, "element types of source and destination tensor types should be the same"));
        }
        let shape_size =
            shape_of(ctx, ctx.value_type(r.shape(ctx))).and_then(|s| s.first().copied()).unwrap_or(DYNAMIC);
        if let Some(result) = shape_of(ctx, rt) {
            if let Some(source) = shape_of(ctx, st) {
                if !result.contains(&DYNAMIC)
                    && !source.contains(&DYNAMIC)
                    && result.iter().product::<i64>() != source.iter().product::<i64>()
                {
                    return Err(op_error(
                        ctx,
                        op,
                        "source and destination tensor should have the same number of elements",
                    ));
                }
            }
            if shape_size == DYNAMIC {
                return Err(op_error(
                    ctx,
                    op,
                    "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type",
                ));
            }
            if shape_size != result.len() as i64 {
                return Err(op_error(ctx, op, "length of shape operand differs from the result's tensor rank"));
            }
        }
        Ok(())
    }
}

/// The reassociation groups of a `collapse_shape`/`expand_shape`.
pub fn reassociation(ctx: &Context, op: OpRef) -> Vec<Vec<i64>> {
    crate::utils::reshape::reassociation(ctx, op, crate::utils::constants::int_attr_value)
}

/// MLIR's `CollapseShapeOp::inferCollapsedType`.
pub fn collapsed_shape(expanded: &[i64], groups: &[Vec<i64>]) -> Vec<i64> {
    groups
        .iter()
        .map(|g| {
            g.iter()
                .try_fold(1i64, |acc, &d| {
                    let s = *expanded.get(d as usize)?;
                    (s != DYNAMIC).then(|| acc.wrapping_mul(s))
                })
                .unwrap_or(DYNAMIC)
        })
        .collect()
}

/// MLIR's `verifyTensorReshapeOp`: `verifyReshapeLikeTypes` then the inferred collapsed type.
fn verify_tensor_reshape(ctx: &Context, op: OpRef, expanded_ty: Type, collapsed_ty: Type) -> Result<(), Diagnostic> {
    let (Some(expanded), Some(collapsed)) = (ranked(ctx, expanded_ty), ranked(ctx, collapsed_ty)) else {
        return Ok(());
    };
    let (er, cr) = (expanded.shape.len(), collapsed.shape.len());
    if er < cr {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expected the expanded type, '{}' to have a higher (or same) rank than the collapsed type, '{}'.",
                text(ctx, expanded_ty),
                text(ctx, collapsed_ty)
            ),
        ));
    }
    let groups = reassociation(ctx, op);
    if cr == 0 && groups.is_empty() {
        // MLIR 22 accepts any reshape to or from rank 0 (the shapes are not compared).
        return Ok(());
    }
    if cr != groups.len() {
        return Err(op_error(
            ctx,
            op,
            format!("expected collapsed rank ({cr}) to equal the number of reassociation maps ({}).", groups.len()),
        ));
    }
    // MLIR's `getReassociationMaps`: one map a group, each with as many dimensions as one more
    // than the largest last index of a group; then `isReassociationValid` on them.
    let num_dims = groups.iter().filter_map(|g| g.last().copied()).max().map_or(0, |d| d + 1);
    if !groups.is_empty() && num_dims != er as i64 {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expected reassociation map #0 to have size equal to the expanded rank ({er}), but it is  {num_dims}."
            ),
        ));
    }
    let mut next = 0i64;
    for (i, g) in groups.iter().enumerate() {
        for &d in g {
            if d != next {
                return Err(op_error(ctx, op, format!("expected reassociation map #{i} to be valid and contiguous.")));
            }
            next += 1;
        }
    }
    if next != num_dims {
        let last = groups.len().saturating_sub(1);
        return Err(op_error(ctx, op, format!("expected reassociation map #{last} to be valid and contiguous.")));
    }
    let mut start = 0usize;
    for (i, g) in groups.iter().enumerate() {
        let dims = &expanded.shape[start..start + g.len()];
        start += g.len();
        if dims.contains(&DYNAMIC) {
            if collapsed.shape[i] != DYNAMIC {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"
                    ),
                ));
            }
        } else {
            let p: i64 = dims.iter().product();
            if collapsed.shape[i] != p {
                return Err(op_error(
                    ctx,
                    op,
                    format!("expected dimension {i} of collapsed type to be static value of {p}"),
                ));
            }
        }
    }
    let expected = tensor_type(ctx, collapsed_shape(&expanded.shape, &groups), expanded.element);
    let without_encoding = tensor_type(ctx, collapsed.shape.clone(), collapsed.element);
    if without_encoding != expected {
        return Err(op_error(
            ctx,
            op,
            format!("expected collapsed type to be '{}', but got '{}'", text(ctx, expected), text(ctx, collapsed_ty)),
        ));
    }
    Ok(())
}

/// Operation to produce a tensor with a higher rank.
///
/// Produces a tensor of higher (or equal) rank than `src` whose dimension sizes are a
/// reassociation of `src`'s; `output_shape` gives the result's sizes (static or dynamic).
#[op(
    name = "tensor.expand_shape",
    traits(Pure),
    format = "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) \
              attr-dict `:` type($src) `into` type($result)",
    verifier = ExpandShapeOp::verify,
    folder = fold::fold_expand_shape,
    canonicalizer = fold::expand_shape_patterns,
    asm_result_names = ExpandShapeOp::result_names
)]
pub struct ExpandShapeOp {
    #[operand(ANY_TENSOR)]
    src: Value,
    #[attribute(INDEX_LIST_ARRAY_ATTR)]
    reassociation: ArrayAttr,
    #[operand(INDEX)]
    output_shape: Vec<Value>,
    #[attribute]
    static_output_shape: DenseI64Array,
    #[result(ANY_TENSOR)]
    result: Value,
}

impl ExpandShapeOp {
    fn result_names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        name("expanded")
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let e = ExpandShapeOp::from_op_unchecked(op);
        let rt = ctx.value_type(e.result(ctx));
        let rank = shape_of(ctx, rt).map_or(0, |s| s.len());
        let statics = i64_array_values(ctx, e.static_output_shape_attr(ctx));
        if statics.len() != rank {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected number of static shape dims to be equal to the output rank ({rank}) but found {} inputs instead",
                    statics.len()
                ),
            ));
        }
        let n = num_dynamic(&statics);
        let dynamic = e.output_shape(ctx).len();
        if dynamic != n {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {n} dynamic dims while output_shape has {dynamic} values"
                ),
            ));
        }
        verify_tensor_reshape(ctx, op, rt, ctx.value_type(e.src(ctx)))
    }
}

/// Operation to produce a tensor with a smaller rank.
///
/// Produces a tensor of lower (or equal) rank whose dimension sizes are a reassociation of the
/// original `src` dimensions.
#[op(
    name = "tensor.collapse_shape",
    traits(Pure),
    format = "$src $reassociation attr-dict `:` type($src) `into` type($result)",
    verifier = CollapseShapeOp::verify,
    folder = fold::fold_collapse_shape,
    canonicalizer = fold::collapse_shape_patterns,
    asm_result_names = CollapseShapeOp::result_names
)]
pub struct CollapseShapeOp {
    #[operand(ANY_TENSOR)]
    src: Value,
    #[attribute(INDEX_LIST_ARRAY_ATTR)]
    reassociation: ArrayAttr,
    #[result(ANY_TENSOR)]
    result: Value,
}

impl CollapseShapeOp {
    fn result_names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        name("collapsed")
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        verify_tensor_reshape(ctx, op, ctx.value_type(ctx.operand(op, 0)), ctx.value_type(ctx.result(op, 0)))
    }
}

/// Scatter a tensor into a destination tensor at specified indices.
///
/// Inserts `source` into `dest` at the coordinates held in `indices`, along the dimensions
/// `scatter_dims`; the result has `dest`'s type. `unique` (required) states that the
/// coordinates are unique.
#[op(
    name = "tensor.scatter",
    traits(Pure),
    format = "$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` \
              (`unique` $unique^)? attr-dict `:` functional-type(operands, results)",
    verifier = ScatterOp::verify,
    asm_result_names = ScatterOp::result_names
)]
pub struct ScatterOp {
    #[operand(ANY_RANKED_TENSOR)]
    source: Value,
    #[operand(ANY_RANKED_TENSOR)]
    dest: Value,
    #[operand(INDICES_TENSOR)]
    indices: Value,
    #[attribute]
    scatter_dims: DenseI64Array,
    #[attribute]
    unique: Option<UnitAttr>,
    #[result(ANY_RANKED_TENSOR)]
    result: Value,
}

impl ScatterOp {
    fn result_names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        name("scatter")
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let s = ScatterOp::from_op_unchecked(op);
        let (Some(dest), Some(indices)) =
            (ranked(ctx, ctx.value_type(s.dest(ctx))), ranked(ctx, ctx.value_type(s.indices(ctx))))
        else {
            return Ok(());
        };
        let dims = s.scatter_dims(ctx).unwrap_or_default();
        verify_gather_scatter_dims(ctx, op, &dims, &indices.shape, dest.shape.len(), "scatter", "dest")?;
        if s.unique(ctx).is_none() {
            return Err(op_error(ctx, op, "requires 'unique' attribute to be set"));
        }
        let expected = gather_result_type(ctx, &dest, &indices.shape, &dims, false);
        let reduced = gather_result_type(ctx, &dest, &indices.shape, &dims, true);
        let st = ctx.value_type(s.source(ctx));
        if st != expected && st != reduced {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "source type mismatch: expected '{}' or its rank-reduced variant '{}' (got: '{}')",
                    text(ctx, expected),
                    text(ctx, reduced),
                    text(ctx, st)
                ),
            ));
        }
        Ok(())
    }
}

/// Tensor splat or broadcast operation.
///
/// Broadcasts the operand to all elements of the result tensor; one `index` operand gives each
/// dynamic dimension of the result.
#[op(
    name = "tensor.splat",
    traits(Pure, TypesMatchWith<aggregate, input, element_type, "operand type matches element type of result">),
    format = "$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)",
    verifier = SplatOp::verify,
    folder = fold::fold_splat,
    asm_result_names = SplatOp::result_names
)]
pub struct SplatOp {
    #[operand]
    input: Value,
    #[operand(INDEX, name = "dynamicSizes")]
    dynamic_sizes: Vec<Value>,
    #[result(ANY_RANKED_TENSOR)]
    aggregate: Value,
}

impl SplatOp {
    fn result_names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        name("splat")
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let s = SplatOp::from_op_unchecked(op);
        verify_dynamic_sizes(ctx, op, s.dynamic_sizes(ctx).len())
    }
}
