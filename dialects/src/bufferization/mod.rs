//! The `bufferization` dialect (MLIR's `bufferization` dialect): the ops that connect tensor and
//! buffer (memref) land, and the passes that turn tensor programs into buffer programs.
//!
//! The ops follow MLIR 22's `BufferizationOps.td`: `to_tensor` / `to_buffer` (the casts at the
//! boundary of a partial bufferization), `alloc_tensor` (a new buffer in tensor land, optionally a
//! copy of a tensor), `materialize_in_destination`, `clone` and `dealloc_tensor`, with
//! MLIR's assembly formats and verifier messages. Its passes are in [`transforms`]: [`one_shot`]
//! is the `one-shot-bufferize` pass, [`interface`] the `BufferizableOpInterface` its rules are
//! written against, and [`dealloc_pipeline`] the `buffer-deallocation-pipeline`.
//!
//! Layering: [`transforms`] is MLIR's bufferization `Transforms` library together with the
//! `BufferizableOpInterface` models of the other dialects' ops (`models`, which MLIR keeps in
//! each dialect's `Transforms` library). It therefore uses the dialects it bufferizes (func,
//! arith, scf, tensor, memref, linalg, affine), and none of them uses it.

pub(crate) mod canonicalize;
pub mod transforms;
pub(crate) mod views;

pub use transforms::{dealloc_pipeline, interface, one_shot};

use oxir::builtin::attributes::UnitAttr;
use oxir::builtin::types::*;
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::ods::Op;
use oxir::traits::*;
use oxir::{Attribute, Context, Diagnostic, OpRef, Type, Value};
use oxir_macros::{dialect, op};

/// A ranked or unranked memref (MLIR's `AnyRankedOrUnrankedMemRef`).
const BUFFER: TypeConstraint = TypeConstraint::Pred {
    summary: "ranked or unranked memref of any type values",
    check: |c, t| t.isa::<MemRefType>(c) || t.isa::<UnrankedMemRefType>(c),
};
/// A tensor or a buffer (the destination of `materialize_in_destination`).
const TENSOR_OR_BUFFER: TypeConstraint = TypeConstraint::Pred {
    summary: "tensor or memref",
    check: |c, t| {
        t.isa::<RankedTensorType>(c)
            || t.isa::<UnrankedTensorType>(c)
            || t.isa::<MemRefType>(c)
            || t.isa::<UnrankedMemRefType>(c)
    },
};

/// The shape (`None` when unranked) and element type of a tensor or memref.
pub fn shape_and_element(ctx: &Context, t: Type) -> Option<(Option<Vec<i64>>, Type)> {
    if let Some(m) = t.dyn_cast::<MemRefType>(ctx) {
        return Some((Some(m.shape.clone()), m.element));
    }
    if let Some(m) = t.dyn_cast::<UnrankedMemRefType>(ctx) {
        return Some((None, m.element));
    }
    if let Some(m) = t.dyn_cast::<RankedTensorType>(ctx) {
        return Some((Some(m.shape.clone()), m.element));
    }
    t.dyn_cast::<UnrankedTensorType>(ctx).map(|m| (None, m.element))
}

/// MLIR's check that a buffer type is the bufferized form of a tensor type: same shape and
/// element type (`shapes do not match`, `element types do not match`, reported without the op
/// prefix as MLIR's `TensorLikeType::verifyCompatibleBufferType` does).
fn verify_compatible(ctx: &Context, op: OpRef, tensor: Type, buffer: Type) -> Result<(), Diagnostic> {
    let (Some((ts, te)), Some((bs, be))) = (shape_and_element(ctx, tensor), shape_and_element(ctx, buffer)) else {
        return Ok(());
    };
    if ts != bs {
        return Err(Diagnostic::error(ctx.op_loc(op), "shapes do not match"));
    }
    if te != be {
        return Err(Diagnostic::error(ctx.op_loc(op), "element types do not match"));
    }
    Ok(())
}

/// Creates a tensor from a buffer (MLIR's `bufferization.to_tensor`).
///
/// The result has the shape and element type of the buffer. `restrict` promises that no other
/// `to_tensor` reads the buffer; `writable` that the tensor may be written in place.
#[op(
    name = "bufferization.to_tensor",
    traits(Pure),
    format = "$buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict `:` type($buffer) `to` type($result)",
    verifier = ToTensorOp::verify
)]
pub struct ToTensorOp {
    #[operand(BUFFER)]
    buffer: Value,
    #[attribute(UNIT_ATTR)]
    restrict: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    writable: Option<UnitAttr>,
    #[result(ANY_TENSOR)]
    result: Value,
}

impl ToTensorOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let t = ToTensorOp::from_op_unchecked(op);
        verify_compatible(ctx, op, ctx.value_type(t.result(ctx)), ctx.value_type(t.buffer(ctx)))
    }
}

/// Casts a tensor to a buffer (MLIR's `bufferization.to_buffer`, formerly `to_memref`).
///
/// `read_only` promises that the buffer is never written.
#[op(
    name = "bufferization.to_buffer",
    traits(Pure),
    format = "$tensor (`read_only` $read_only^)? attr-dict `:` type($tensor) `to` type($buffer)",
    verifier = ToBufferOp::verify
)]
pub struct ToBufferOp {
    #[operand(ANY_TENSOR)]
    tensor: Value,
    #[attribute(UNIT_ATTR)]
    read_only: Option<UnitAttr>,
    #[result(BUFFER)]
    buffer: Value,
}

impl ToBufferOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let t = ToBufferOp::from_op_unchecked(op);
        verify_compatible(ctx, op, ctx.value_type(t.tensor(ctx)), ctx.value_type(t.buffer(ctx)))
    }
}

/// The identity, as the type transformer of `alloc_tensor`'s `copy` operand.
fn same_type(_: &Context, t: Type) -> Type {
    t
}

/// Buffer allocation in tensor land (MLIR's `bufferization.alloc_tensor`).
///
/// Always bufferizes to a new allocation of the result's shape: `dynamic_sizes` give its dynamic
/// dimensions, or `copy` gives its contents (and then its sizes).
#[op(
    name = "bufferization.alloc_tensor",
    traits(AttrSizedOperandSegments, TypesMatchWith<result, copy, same_type, "copy type matches result type">),
    format = "`(` $dynamic_sizes `)` (`copy` `(` $copy^ `)`)? (`size_hint` `` `=` `` $size_hint^)? attr-dict `:` type($result)",
    verifier = AllocTensorOp::verify,
    canonicalizer = canonicalize::alloc_tensor_patterns
)]
pub struct AllocTensorOp {
    #[operand(INDEX)]
    dynamic_sizes: Vec<Value>,
    #[operand(ANY_TENSOR)]
    copy: Option<Value>,
    #[operand(INDEX)]
    size_hint: Option<Value>,
    #[attribute(ANY_ATTR)]
    memory_space: Option<Attribute>,
    #[result(ANY_TENSOR)]
    result: Value,
}

impl AllocTensorOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let a = AllocTensorOp::from_op_unchecked(op);
        let sizes = a.dynamic_sizes(ctx).len();
        if a.copy(ctx).is_some() && sizes > 0 {
            return Err(Diagnostic::error(ctx.op_loc(op), "dynamic sizes not needed when copying a tensor"));
        }
        let ty = ctx.value_type(a.result(ctx));
        if let Some(copy) = a.copy(ctx) {
            if ctx.value_type(copy) != ty {
                return Err(Diagnostic::error(ctx.op_loc(op), "expected that `copy` and return type match"));
            }
            return Ok(());
        }
        if let Some(r) = ty.dyn_cast::<RankedTensorType>(ctx) {
            let expected = r.shape.iter().filter(|&&d| d == DYNAMIC).count();
            if expected != sizes {
                return Err(op_error(
                    ctx,
                    op,
                    format!("incorrect number of dynamic sizes, has {sizes}, expected {expected}"),
                ));
            }
        }
        Ok(())
    }
}

/// Copies a tensor into a destination tensor or buffer (MLIR's
/// `bufferization.materialize_in_destination`): the result (for a tensor destination) is the
/// destination holding the source's contents.
#[op(
    name = "bufferization.materialize_in_destination",
    format = "$source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest attr-dict `:` functional-type(operands, results)",
    verifier = MaterializeInDestinationOp::verify
)]
pub struct MaterializeInDestinationOp {
    #[operand(ANY_TENSOR)]
    source: Value,
    #[operand(TENSOR_OR_BUFFER)]
    dest: Value,
    #[attribute(UNIT_ATTR)]
    restrict: Option<UnitAttr>,
    #[attribute(UNIT_ATTR)]
    writable: Option<UnitAttr>,
    #[result(ANY_TENSOR)]
    result: Option<Value>,
}

impl MaterializeInDestinationOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let m = MaterializeInDestinationOp::from_op_unchecked(op);
        let dest = ctx.value_type(m.dest(ctx));
        let is_buffer = dest.isa::<MemRefType>(ctx) || dest.isa::<UnrankedMemRefType>(ctx);
        if is_buffer {
            if m.result(ctx).is_some() {
                return Err(op_error(ctx, op, "memref 'dest' implies zero results"));
            }
        } else {
            match m.result(ctx) {
                None => return Err(op_error(ctx, op, "tensor 'dest' implies exactly one tensor result")),
                Some(r) if ctx.value_type(r) != dest => {
                    return Err(op_error(ctx, op, "result and 'dest' types must match"))
                }
                _ => {}
            }
        }
        if m.restrict(ctx).is_some() && !is_buffer {
            return Err(op_error(ctx, op, "'restrict' is valid only for memref destinations"));
        }
        if m.writable(ctx).is_some() != is_buffer {
            return Err(op_error(
                ctx,
                op,
                "'writable' must be specified if and only if the destination is of memref type",
            ));
        }
        Ok(())
    }
}

/// Clones a buffer into a new one (MLIR's `bufferization.clone`).
#[op(
    name = "bufferization.clone",
    traits(MemAlloc, MemRead),
    canonicalizer = canonicalize::clone_patterns,
    format = "$input attr-dict `:` type($input) `to` type($output)"
)]
pub struct CloneOp {
    #[operand(BUFFER)]
    input: Value,
    #[result(BUFFER)]
    output: Value,
}

/// Releases the buffer of a tensor (MLIR's `bufferization.dealloc_tensor`); a `memref.dealloc`
/// after bufferization.
#[op(name = "bufferization.dealloc_tensor", format = "$tensor attr-dict `:` type($tensor)")]
pub struct DeallocTensorOp {
    #[operand(ANY_TENSOR)]
    tensor: Value,
}

/// Deallocates buffers under conditions (MLIR's `bufferization.dealloc`), the op the
/// ownership-based deallocation places at the end of blocks.
///
/// Each of `memrefs` is freed when its condition holds, unless it aliases one of `retained`; the
/// results are the updated ownership of each retained buffer (whether it aliases a freed one
/// whose condition held). Lowered to `memref.dealloc` by `bufferization-lower-deallocations`.
#[op(
    name = "bufferization.dealloc",
    traits(AttrSizedOperandSegments, InferTypeOpInterface),
    format = "(` ``(` $memrefs^ `:` type($memrefs) `)` `if` ` ` `(` $conditions `)` )? \
              (`retain` ` ``(` $retained^ `:` type($retained) `)` )? attr-dict",
    verifier = DeallocOp::verify,
    canonicalizer = canonicalize::dealloc_patterns
)]
pub struct DeallocOp {
    #[operand(BUFFER)]
    memrefs: Vec<Value>,
    #[operand(I1)]
    conditions: Vec<Value>,
    #[operand(BUFFER)]
    retained: Vec<Value>,
    #[result(I1)]
    updated_conditions: Vec<Value>,
}

impl DeallocOp {
    /// One `i1` per retained buffer. The retained buffers are the operands after the memrefs and
    /// their as many `i1` conditions.
    pub fn infer_result_types(ctx: &Context, state: &oxir::OperationState) -> Result<Vec<Type>, Diagnostic> {
        let i1 = IntegerType::get(ctx, 1);
        let conditions = state.operands.iter().filter(|&&v| ctx.value_type(v) == i1).count();
        let retained = state.operands.len().saturating_sub(2 * conditions);
        Ok(vec![i1; retained])
    }

    /// Builds a `bufferization.dealloc` of `memrefs` under `conditions`, retaining `retained`
    /// (one `i1` result per retained buffer).
    pub fn build_retaining(
        b: &mut dyn oxir::Builder,
        loc: Attribute,
        memrefs: &[Value],
        conditions: &[Value],
        retained: &[Value],
    ) -> DeallocOp {
        let i1 = IntegerType::get(b.ctx(), 1);
        DeallocOp::build(b, loc, memrefs, conditions, retained, &vec![i1; retained.len()])
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let d = DeallocOp::from_op_unchecked(op);
        if d.memrefs(ctx).len() != d.conditions(ctx).len() {
            return Err(op_error(ctx, op, "must have the same number of conditions as memrefs to deallocate"));
        }
        if d.retained(ctx).len() != d.updated_conditions(ctx).len() {
            return Err(op_error(
                ctx,
                op,
                "must have the same number of updated conditions (results) as retained operands",
            ));
        }
        Ok(())
    }
}

/// The `bufferization` dialect: the ops that connect tensors and buffers during bufferization
/// (`one-shot-bufferize`) and deallocation (`buffer-deallocation-pipeline`).
#[dialect(
    name = "bufferization",
    passes = transforms::register_passes, interfaces = transforms::register_interfaces,
    ops(ToTensorOp, ToBufferOp, AllocTensorOp, MaterializeInDestinationOp, CloneOp, DeallocTensorOp, DeallocOp)
)]
pub struct BufferizationDialect;
