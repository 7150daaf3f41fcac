//! The vector ops that move lanes between vectors of different lengths or memory (MLIR 22's
//! `vector.interleave`, `vector.deinterleave`, `vector.scalable.insert`,
//! `vector.scalable.extract`, `vector.scan`, `vector.expandload` and `vector.compressstore`),
//! with their assembly formats and verifier messages.

use super::attrs::CombiningKind;
use super::{vector, vector_type};
use crate::memref::ALIGNMENT_ATTR;
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::types::{MemRefType, VectorType};
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::ods::Op;
use oxir::traits::*;
use oxir::{Context, Diagnostic, OpRef, Type, Value};
use oxir_macros::op;

type Verified = Result<(), Diagnostic>;

/// `VectorOfRank<[1]>`.
pub const VECTOR_1D: TypeConstraint = TypeConstraint::Pred {
    summary: "vector of any type values of ranks 1",
    check: |c, t| vector(c, t).is_some_and(|v| v.shape.len() == 1),
};

/// `ScalableVectorOfRank<[1]>`.
pub const SCALABLE_VECTOR_1D: TypeConstraint = TypeConstraint::Pred {
    summary: "scalable vector of any type values of ranks 1",
    check: |c, t| vector(c, t).is_some_and(|v| v.shape.len() == 1 && v.scalable[0]),
};

/// `FixedVectorOfNonZeroRankOf<[I1]>`: the masks of `expandload` and `compressstore`.
pub const FIXED_I1_VECTOR_NON_ZERO_RANK: TypeConstraint = TypeConstraint::Pred {
    summary: "fixed-length vector of 1-bit signless integer values of non-zero rank",
    check: |c, t| {
        vector(c, t).is_some_and(|v| !v.shape.is_empty() && !v.scalable.iter().any(|&s| s) && I1.matches(c, v.element))
    },
};

/// The type `vector.interleave` gives two vectors of type `t`: the trailing dimension doubled
/// (a 0-D vector gives two elements).
fn doubled(ctx: &Context, t: Type) -> Type {
    let Some(v) = vector(ctx, t) else { return t };
    if v.shape.is_empty() {
        return vector_type(ctx, vec![2], vec![false], v.element);
    }
    let mut shape = v.shape.clone();
    if let Some(last) = shape.last_mut() {
        *last *= 2;
    }
    vector_type(ctx, shape, v.scalable.clone(), v.element)
}

/// Interleaves the lanes of two vectors of the same type along their trailing dimension:
/// `[a0, b0, a1, b1, ...]`, a vector twice as long.
#[op(
    name = "vector.interleave",
    traits(Pure, AllTypesMatch<[lhs, rhs]>, TypesMatchWith<lhs, result, doubled, "type of 'result' is double the width of the inputs">),
    format = "$lhs `,` $rhs  attr-dict `:` type($lhs) `->` type($result)"
)]
pub struct InterleaveOp {
    #[operand(ANY_VECTOR)]
    lhs: Value,
    #[operand(ANY_VECTOR)]
    rhs: Value,
    #[result(ANY_VECTOR_NON_ZERO_RANK)]
    result: Value,
}

/// The source type of `vector.deinterleave` from its result type: the trailing dimension
/// doubled.
fn doubled_source(ctx: &Context, t: Type) -> Type {
    doubled(ctx, t)
}

/// Splits the lanes of a vector along its trailing dimension into the even ones (`res1`) and
/// the odd ones (`res2`), each half as long: the inverse of `vector.interleave`.
#[op(
    name = "vector.deinterleave",
    traits(Pure, TypesMatchWith<res1, source, doubled_source, "type of 'input' is double the width of results">, AllTypesMatch<[res1, res2]>),
    format = "$source attr-dict `:` type($source) `->` type($res1)"
)]
pub struct DeinterleaveOp {
    #[operand(ANY_VECTOR_NON_ZERO_RANK)]
    source: Value,
    #[result(ANY_VECTOR_NON_ZERO_RANK)]
    res1: Value,
    #[result(ANY_VECTOR_NON_ZERO_RANK)]
    res2: Value,
}

/// Inserts a 1-D vector into a 1-D scalable vector at the static element position `pos`, a
/// multiple of the inserted vector's length.
#[op(
    name = "vector.scalable.insert",
    traits(Pure, AllTypesMatch<[dest, res]>),
    format = "$valueToStore `,` $dest `[` $pos `]` attr-dict `:` type($valueToStore) `into` type($dest)",
    verifier = verify_scalable_insert
)]
pub struct ScalableInsertOp {
    #[operand(VECTOR_1D, name = "valueToStore")]
    value_to_store: Value,
    #[operand(SCALABLE_VECTOR_1D)]
    dest: Value,
    #[attribute(I64_ATTR)]
    pos: IntegerAttr,
    #[result(SCALABLE_VECTOR_1D)]
    res: Value,
}

/// Extracts a 1-D vector from a 1-D scalable vector at the static element position `pos`, a
/// multiple of the extracted vector's length.
#[op(
    name = "vector.scalable.extract",
    traits(Pure),
    format = "$source `[` $pos `]` attr-dict `:` type($res) `from` type($source)",
    verifier = verify_scalable_extract
)]
pub struct ScalableExtractOp {
    #[operand(SCALABLE_VECTOR_1D)]
    source: Value,
    #[attribute(I64_ATTR)]
    pos: IntegerAttr,
    #[result(VECTOR_1D)]
    res: Value,
}

/// The element count of a vector type (its static sizes' product).
fn num_elements(ctx: &Context, v: Value) -> Option<i64> {
    vector(ctx, ctx.value_type(v)).map(|t| t.shape.iter().product())
}

/// MLIR's `AllElementTypesMatch` of two vectors, then `pos` a multiple of `len`'s elements.
fn verify_scalable(
    ctx: &Context,
    op: OpRef,
    (a, b): (Value, Value),
    names: &str,
    pos: i64,
    (len, what): (Value, &str),
) -> Verified {
    let elem = |v: Value| vector(ctx, ctx.value_type(v)).map(|t| t.element);
    if elem(a) != elem(b) {
        return Err(op_error(ctx, op, format!("failed to verify that all of {{{names}}} have same element type")));
    }
    match num_elements(ctx, len) {
        Some(n) if n != 0 && pos % n != 0 => {
            Err(op_error(ctx, op, format!("failed to verify that position is a multiple of the {what} length.")))
        }
        _ => Ok(()),
    }
}

fn verify_scalable_insert(ctx: &Context, op: OpRef) -> Verified {
    let s = ScalableInsertOp::from_op_unchecked(op);
    let pos = s.pos(ctx).and_then(|p| p.value.try_to_i64()).unwrap_or(0);
    let v = s.value_to_store(ctx);
    verify_scalable(ctx, op, (v, s.dest(ctx)), "valueToStore, dest", pos, (v, "source"))
}

fn verify_scalable_extract(ctx: &Context, op: OpRef) -> Verified {
    let s = ScalableExtractOp::from_op_unchecked(op);
    let pos = s.pos(ctx).and_then(|p| p.value.try_to_i64()).unwrap_or(0);
    let r = s.res(ctx);
    verify_scalable(ctx, op, (s.source(ctx), r), "source, res", pos, (r, "result"))
}

/// Scan: the prefix reductions of `source` along `reduction_dim` with the combining `kind`,
/// starting from `initial_value` (inclusive or exclusive of each element); also gives the
/// last accumulated value.
#[op(
    name = "vector.scan",
    traits(Pure, AllTypesMatch<[source, dest]>, AllTypesMatch<[initial_value, accumulated_value]>),
    format = "$kind `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value) ",
    verifier = verify_scan
)]
pub struct ScanOp {
    #[attribute(enum)]
    kind: CombiningKind,
    #[operand(ANY_VECTOR_NON_ZERO_RANK)]
    source: Value,
    #[operand(ANY_VECTOR)]
    initial_value: Value,
    #[attribute(I64_ATTR)]
    reduction_dim: IntegerAttr,
    #[attribute(BOOL_ATTR)]
    inclusive: IntegerAttr,
    #[result(ANY_VECTOR_NON_ZERO_RANK)]
    dest: Value,
    #[result(ANY_VECTOR)]
    accumulated_value: Value,
}

fn verify_scan(ctx: &Context, op: OpRef) -> Verified {
    let s = ScanOp::from_op_unchecked(op);
    let (Some(src), Some(init)) =
        (vector(ctx, ctx.value_type(s.source(ctx))), vector(ctx, ctx.value_type(s.initial_value(ctx))))
    else {
        return Ok(());
    };
    let rank = src.shape.len() as i64;
    let dim = s.reduction_dim(ctx).and_then(|d| d.value.try_to_i64()).unwrap_or(0);
    if dim >= rank {
        return Err(op_error(ctx, op, format!("reduction dimension {dim} has to be less than {rank}")));
    }
    if init.shape.len() as i64 != rank - 1 {
        return Err(op_error(
            ctx,
            op,
            format!("initial value rank {} has to be equal to {}", init.shape.len(), rank - 1),
        ));
    }
    let expected: Vec<i64> = src.shape.iter().enumerate().filter(|&(i, _)| i as i64 != dim).map(|(_, &s)| s).collect();
    if init.shape != expected {
        return Err(op_error(ctx, op, "incompatible input/initial value shapes"));
    }
    if let Some(kind) = s.kind(ctx) {
        if !super::verify::supports_kind(ctx, kind, src.element) {
            return Err(op_error(
                ctx,
                op,
                format!("unsupported reduction type '{}' for kind '{}'", src.element.to_text(ctx), kind.as_str()),
            ));
        }
    }
    Ok(())
}

/// Reads consecutive elements from memory at `base[indices]` into the lanes whose mask bit is
/// set, in order; the other lanes take `pass_thru`.
#[op(
    name = "vector.expandload",
    traits(MemRead),
    format = "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` \
              type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)",
    verifier = verify_expand_load
)]
pub struct ExpandLoadOp {
    #[operand(ANY_MEMREF)]
    base: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    #[operand(FIXED_I1_VECTOR_NON_ZERO_RANK)]
    mask: Value,
    #[operand(ANY_VECTOR_NON_ZERO_RANK)]
    pass_thru: Value,
    #[attribute(ALIGNMENT_ATTR)]
    alignment: Option<IntegerAttr>,
    #[result(ANY_VECTOR_NON_ZERO_RANK)]
    result: Value,
}

/// Writes the lanes whose mask bit is set to consecutive memory at `base[indices]`, in order.
#[op(
    name = "vector.compressstore",
    traits(MemWrite),
    format = "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` \
              type($base) `,` type($mask) `,` type($valueToStore)",
    verifier = verify_compress_store
)]
pub struct CompressStoreOp {
    #[operand(ANY_MEMREF)]
    base: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    #[operand(FIXED_I1_VECTOR_NON_ZERO_RANK)]
    mask: Value,
    #[operand(ANY_VECTOR_NON_ZERO_RANK, name = "valueToStore")]
    value_to_store: Value,
    #[attribute(ALIGNMENT_ATTR)]
    alignment: Option<IntegerAttr>,
}

/// The checks `expandload` and `compressstore` share, in MLIR's order (`what` names the
/// vector: `result`, `valueToStore`).
fn expand_compress(
    ctx: &Context,
    op: OpRef,
    base: Value,
    indices: usize,
    mask: Value,
    v: Value,
    what: &str,
) -> Verified {
    let (Some(mem), Some(vt), Some(mt)) = (
        ctx.value_type(base).dyn_cast::<MemRefType>(ctx).cloned(),
        ctx.value_type(v).dyn_cast::<VectorType>(ctx).cloned(),
        ctx.value_type(mask).dyn_cast::<VectorType>(ctx).cloned(),
    ) else {
        return Ok(());
    };
    if vt.element != mem.element {
        return Err(op_error(ctx, op, format!("base and {what} element type should match")));
    }
    if indices != mem.shape.len() {
        return Err(op_error(ctx, op, format!("requires {} indices", mem.shape.len())));
    }
    if vt.shape.first() != mt.shape.first() {
        return Err(op_error(ctx, op, format!("expected {what} dim to match mask dim")));
    }
    Ok(())
}

fn verify_expand_load(ctx: &Context, op: OpRef) -> Verified {
    let l = ExpandLoadOp::from_op_unchecked(op);
    expand_compress(ctx, op, l.base(ctx), l.indices(ctx).len(), l.mask(ctx), l.result(ctx), "result")?;
    if ctx.value_type(l.result(ctx)) != ctx.value_type(l.pass_thru(ctx)) {
        return Err(op_error(ctx, op, "expected pass_thru of same type as result type"));
    }
    Ok(())
}

fn verify_compress_store(ctx: &Context, op: OpRef) -> Verified {
    let s = CompressStoreOp::from_op_unchecked(op);
    expand_compress(ctx, op, s.base(ctx), s.indices(ctx).len(), s.mask(ctx), s.value_to_store(ctx), "valueToStore")
}

/// Decomposes a vector into its elements, the results in row-major order: the inverse of
/// `vector.from_elements` (`%0:4 = vector.to_elements %v : vector<2x2xf32>`).
#[op(
    name = "vector.to_elements",
    traits(Pure, InferTypeOpInterface),
    format = "$source attr-dict `:` type($source)",
    verifier = verify_to_elements
)]
pub struct ToElementsOp {
    #[operand(ANY_VECTOR)]
    source: Value,
    #[result(ANY_TYPE)]
    elements: Vec<Value>,
}

/// The number of elements of `v` (a 0-D vector has one; a scalable dimension counts by its
/// static size, as MLIR counts it).
fn element_count(v: &VectorType) -> i64 {
    v.shape.iter().product()
}

impl ToElementsOp {
    /// The result types: one of the source's element type per element.
    pub fn infer_result_types(ctx: &Context, state: &oxir::OperationState) -> Result<Vec<Type>, Diagnostic> {
        let source = state.operands.first().and_then(|&v| vector(ctx, ctx.value_type(v)));
        let Some(source) = source else {
            return Err(Diagnostic::error(state.loc, "expected a vector operand"));
        };
        let n = usize::try_from(element_count(source)).unwrap_or(0);
        Ok(vec![source.element; n])
    }
}

/// MLIR's `ShapedTypeMatchesElementCountAndTypes<"source", "elements">`.
fn verify_to_elements(ctx: &Context, op: OpRef) -> Verified {
    let t = ToElementsOp::from_op_unchecked(op);
    let Some(source) = vector(ctx, ctx.value_type(t.source(ctx))) else { return Ok(()) };
    let results: Vec<Type> = ctx.result_types(op).collect();
    if results.len() as i64 != element_count(source) || results.iter().any(|&r| r != source.element) {
        return Err(op_error(
            ctx,
            op,
            "failed to verify that shaped type 'source' matches 'elements' element count and types",
        ));
    }
    Ok(())
}
