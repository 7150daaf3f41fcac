//! The linalg ops: the generic structured ops (`linalg.map`, `linalg.generic`, `linalg.fill`),
//! `linalg.index` and `linalg.yield` here; the named ops in [`named`]; the ops that move or
//! combine whole dimensions (`transpose`, `broadcast`, `reduce`) in [`dims`].

/// The canonicalization patterns every structured op has ([`crate::linalg::canonicalize`]).
macro_rules! structured_canonicalization {
    ($($op:ty),*) => {$(
        impl $op {
            fn canonicalization_patterns() -> Vec<Box<dyn oxir::rewrite::RewritePattern>> {
                crate::linalg::canonicalize::patterns::<Self>()
            }
        }
    )*};
}

pub mod dims;
pub mod named;

pub use dims::{BroadcastOp, ReduceOp, TransposeOp};
pub use named::*;

use crate::linalg::syntax;
use crate::linalg::*;
use oxir::builtin::attributes::{ArrayAttr, IntegerAttr, StringAttr};
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::ods::{Op, Region};
use oxir::traits::*;
use oxir::{Context, Diagnostic, OpRef, Type, Value};
use oxir_macros::op;

/// Elementwise operations (MLIR's `linalg.map`).
///
/// Models elementwise operations on tensors or buffers: the `mapper` region is applied to the
/// elements of the inputs at each index and its yield stored into the `init` at that index. The
/// region takes one argument per input and one for the init. Written in short form
/// (`linalg.map { arith.addf } ins(...) outs(...)`) when the body is a single op on the input
/// arguments in order.
#[op(
    name = "linalg.map",
    traits(SingleBlock),
    parser = syntax::parse_map,
    printer = syntax::print_map,
    verifier = MapOp::verify,
    asm_result_names = MapOp::result_names,
    canonicalizer = MapOp::canonicalization_patterns
)]
pub struct MapOp {
    #[operand(TENSOR_OR_MEMREF)]
    inputs: Vec<Value>,
    #[operand(TENSOR_OR_MEMREF)]
    init: Value,
    #[result(RANKED_TENSOR)]
    result: Vec<Value>,
    #[region(single_block)]
    mapper: Region,
}

impl MapOp {
    fn result_names(ctx: &Context, op: OpRef) -> Vec<(u32, String)> {
        first_result_named(ctx, op, "mapped")
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let operands: Vec<Value> = ctx.operands(op).collect();
        let Some(&init) = operands.last() else { return Ok(()) };
        verify_destination_style(ctx, op, &[init], &operands)?;
        let Some(block) = ctx.region_entry_block(MapOp::from_op_unchecked(op).mapper(ctx)) else { return Ok(()) };
        let args: Vec<Type> = ctx.block_arguments(block).map(|a| ctx.value_type(a)).collect();
        if operands.len() != args.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expects number of operands to match the arity of mapper, but got: {} and {}",
                    operands.len(),
                    args.len()
                ),
            ));
        }
        for (&a, &v) in args.iter().zip(&operands) {
            let e = element_or_self(ctx, ctx.value_type(v));
            if a != e {
                return Err(op_error(
                    ctx,
                    op,
                    format!("expected element type of input '{}' to match bbArg type '{}'", text(ctx, e), text(ctx, a)),
                ));
            }
        }
        let out = shaped(ctx, ctx.value_type(init)).map(|s| s.0).unwrap_or_default();
        for &v in &operands[..operands.len() - 1] {
            let s = shaped(ctx, ctx.value_type(v)).map(|s| s.0).unwrap_or_default();
            if s != out {
                let dims = |s: &[i64]| {
                    s.iter()
                        .map(|&d| if d == oxir::builtin::types::DYNAMIC { "?".to_string() } else { d.to_string() })
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                return Err(op_error(
                    ctx,
                    op,
                    format!("expected shape of input ({}) to match shape of output ({})", dims(&s), dims(&out)),
                ));
            }
        }
        Ok(())
    }
}

/// Generic Linalg op form where the key properties of the computation are specified as
/// attributes (MLIR's `linalg.generic`).
///
/// `indexing_maps` maps the loop indices to the indices of each operand, `iterator_types` says
/// which loops are parallel and which reduce; the region computes the yielded output elements
/// from the operand elements.
#[op(
    name = "linalg.generic",
    traits(AttrSizedOperandSegments, SingleBlock),
    parser = syntax::parse_generic,
    printer = syntax::print_generic,
    verifier = GenericOp::verify,
    canonicalizer = GenericOp::canonicalization_patterns
)]
pub struct GenericOp {
    #[operand(ANY_TYPE)]
    inputs: Vec<Value>,
    #[operand(TENSOR_OR_MEMREF)]
    outputs: Vec<Value>,
    #[attribute(ARRAY_ATTR)]
    indexing_maps: ArrayAttr,
    #[attribute(ARRAY_ATTR)]
    iterator_types: ArrayAttr,
    #[attribute(STR_ATTR)]
    doc: Option<StringAttr>,
    #[attribute(STR_ATTR)]
    library_call: Option<StringAttr>,
    #[result(RANKED_TENSOR)]
    result_tensors: Vec<Value>,
    #[region]
    region: Region,
}

impl GenericOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let g = GenericOp::from_op_unchecked(op);
        let operands: Vec<Value> = ctx.operands(op).collect();
        verify_destination_style(ctx, op, &g.outputs(ctx), &operands)?;
        let Some(s) = structured(ctx, op) else {
            return Err(op_error(ctx, op, "expected indexing_maps to be an array of affine maps"));
        };
        verify_structured(ctx, op, &s)
    }
}

/// Fills the output tensor or buffer with the given value (MLIR's `linalg.fill`).
///
/// Its region (implicit in the custom syntax) yields the value.
#[op(
    name = "linalg.fill",
    traits(AttrSizedOperandSegments, SingleBlock),
    parser = syntax::parse_fill,
    printer = syntax::print_fill,
    verifier = FillOp::verify,
    canonicalizer = FillOp::canonicalization_patterns
)]
pub struct FillOp {
    #[operand(ANY_TYPE)]
    inputs: Vec<Value>,
    #[operand(TENSOR_OR_MEMREF)]
    outputs: Vec<Value>,
    #[result(RANKED_TENSOR)]
    result_tensors: Vec<Value>,
    #[region]
    region: Region,
}

impl FillOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let f = FillOp::from_op_unchecked(op);
        let operands: Vec<Value> = ctx.operands(op).collect();
        verify_destination_style(ctx, op, &f.outputs(ctx), &operands)?;
        if let (Some(&v), Some(&o)) = (f.inputs(ctx).first(), f.outputs(ctx).first()) {
            let (vt, et) = (ctx.value_type(v), element_or_self(ctx, ctx.value_type(o)));
            if vt != et {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "expected fill value type ('{}') to match output element type ('{}')",
                        text(ctx, vt),
                        text(ctx, et)
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// Linalg index operation (MLIR's `linalg.index`): the index of the iteration of loop `dim` of
/// the enclosing structured op.
#[op(
    name = "linalg.index",
    traits(Pure),
    format = "$dim attr-dict `:` type($result)",
    verifier = IndexOp::verify,
    folder = IndexOp::fold
)]
pub struct IndexOp {
    #[attribute(I64_ATTR)]
    dim: IntegerAttr,
    #[result(INDEX)]
    result: Value,
}

impl IndexOp {
    /// MLIR's `IndexOp::fold`: the index of a loop of static size 1 is 0.
    fn fold(ctx: &Context, op: OpRef, _: &[Option<oxir::Attribute>]) -> Option<Vec<oxir::registry::FoldResult>> {
        let dim = ctx.op_property(op, "dim")?.dyn_cast::<IntegerAttr>(ctx)?.value.try_to_i64()?;
        let s = structured(ctx, ctx.op_parent_op(op)?)?;
        let (_, _, size) = (*loop_sources(ctx, &s).get(usize::try_from(dim).ok()?)?)?;
        if size != 1 {
            return None;
        }
        let index = oxir::builtin::types::IndexType::get(ctx);
        Some(vec![oxir::registry::FoldResult::Attribute(IntegerAttr::from_i64(ctx, index, 0))])
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let dim = ctx
            .op_property(op, "dim")
            .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx).map(|i| i.value.try_to_i64().unwrap_or(0)))
            .unwrap_or(0);
        if dim < 0 {
            return Err(op_error(
                ctx,
                op,
                "attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0",
            ));
        }
        let s = ctx.op_parent_op(op).and_then(|p| structured(ctx, p));
        let Some(s) = s else { return Err(op_error(ctx, op, "expected parent op with LinalgOp interface")) };
        if s.num_loops as i64 <= dim {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected dim ({dim}) to be lower than the number of loops ({}) of the enclosing LinalgOp",
                    s.num_loops
                ),
            ));
        }
        Ok(())
    }
}

/// Linalg yield operation (MLIR's `linalg.yield`): the terminator of the structured ops'
/// regions, yielding one element per init.
#[op(
    name = "linalg.yield",
    traits(Pure, ReturnLike, IsTerminator),
    parser = syntax::parse_yield,
    printer = syntax::print_yield,
    verifier = YieldOp::verify
)]
pub struct YieldOp {
    #[operand(ANY_TYPE)]
    values: Vec<Value>,
}

impl YieldOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let Some(parent) = ctx.op_parent_op(op) else {
            return Err(op_error(ctx, op, "expected parent op with LinalgOp interface"));
        };
        let Some(s) = structured(ctx, parent) else {
            return Err(op_error(ctx, op, "expected parent op with LinalgOp interface"));
        };
        let n = ctx.num_operands(op);
        if n != s.inits.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected number of yield values ({n}) to match the number of inits / outs operands of the enclosing LinalgOp ({})",
                    s.inits.len()
                ),
            ));
        }
        for (i, (v, &init)) in ctx.operands(op).zip(&s.inits).enumerate() {
            let (vt, et) = (ctx.value_type(v), element_or_self(ctx, ctx.value_type(init)));
            if vt != et {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "type of yield operand {} ('{}') doesn't match the element type of the enclosing linalg.generic op ('{}')",
                        i + 1,
                        text(ctx, vt),
                        text(ctx, et)
                    ),
                ));
            }
        }
        Ok(())
    }
}

structured_canonicalization!(MapOp, GenericOp, FillOp);
