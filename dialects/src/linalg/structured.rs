//! The structured-op concept the linalg ops share (MLIR's `LinalgOp` and
//! `DestinationStyleOpInterface`): an op's inputs, inits, indexing maps and loops, read from any
//! structured op, with the verifiers and helpers every op file uses.

use crate::linalg::ops::dims::dims_structured;
use crate::linalg::{
    named_spec, named_structured, BroadcastOp, FillOp, GenericOp, IteratorType, MapOp, ReduceOp, TransposeOp,
};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::types::{MemRefType, RankedTensorType};
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::ods::Op;
use oxir::{Context, Diagnostic, OpRef, Type, Value};

/// A tensor or a memref (MLIR's `AnyShaped` operands of structured ops: `TensorOrMemref`).
pub(crate) const TENSOR_OR_MEMREF: TypeConstraint = TypeConstraint::Pred {
    summary: "ranked tensor of any type values or memref of any type values",
    check: |c, t| t.isa::<RankedTensorType>(c) || t.isa::<MemRefType>(c),
};

/// `ANY_TENSOR` results of structured ops on tensors.
pub(crate) const RANKED_TENSOR: TypeConstraint =
    TypeConstraint::Pred { summary: "ranked tensor of any type values", check: |c, t| t.isa::<RankedTensorType>(c) };

/// The shape and element type of a ranked tensor or memref.
pub fn shaped(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    if let Some(m) = t.dyn_cast::<MemRefType>(ctx) {
        return Some((m.shape.clone(), m.element));
    }
    t.dyn_cast::<RankedTensorType>(ctx).map(|r| (r.shape.clone(), r.element))
}

/// The element type of a shaped type, `t` itself otherwise (MLIR's `getElementTypeOrSelf`).
pub fn element_or_self(ctx: &Context, t: Type) -> Type {
    shaped(ctx, t).map(|(_, e)| e).unwrap_or(t)
}

pub(crate) fn text(ctx: &Context, t: Type) -> String {
    t.to_text(ctx)
}

/// What loop lowering and verification need of a structured op (MLIR's `LinalgOp` interface):
/// its inputs, its inits (outputs), its indexing maps and its number of loops.
#[derive(Clone, Debug)]
pub struct Structured {
    /// The input operands.
    pub inputs: Vec<Value>,
    /// The init (output) operands.
    pub inits: Vec<Value>,
    /// One indexing map per operand, inputs first.
    pub maps: Vec<oxir::affine::AffineMap>,
    /// The number of loops.
    pub num_loops: usize,
    /// The kind of each loop.
    pub iterators: Vec<IteratorType>,
}

/// The structured view of a `linalg.generic`, `linalg.map` or `linalg.fill` (`None` for other
/// ops, or when the attributes are malformed).
pub fn structured(ctx: &Context, op: OpRef) -> Option<Structured> {
    let name = ctx.op_name_text(op);
    match name {
        MapOp::NAME | FillOp::NAME => {
            let n = ctx.num_operands(op);
            let init = ctx.operand(op, n.checked_sub(1)?);
            let rank = shaped(ctx, ctx.value_type(init))?.0.len();
            let inputs: Vec<Value> = ctx.operands(op).take(n - 1).collect();
            let identity = oxir::affine::AffineMap::multi_dim_identity(rank as u32);
            let mut maps = Vec::new();
            for &v in &inputs {
                if name == FillOp::NAME && shaped(ctx, ctx.value_type(v)).is_none() {
                    maps.push(oxir::affine::AffineMap::new(rank as u32, 0, Vec::new()));
                } else {
                    maps.push(identity.clone());
                }
            }
            maps.push(identity);
            let iterators = vec![IteratorType::Parallel; rank];
            Some(Structured { inputs, inits: vec![init], maps, num_loops: rank, iterators })
        }
        GenericOp::NAME => {
            let g = GenericOp::from_op_unchecked(op);
            let maps: Vec<oxir::affine::AffineMap> = g
                .indexing_maps(ctx)?
                .elements
                .iter()
                .map(|a| a.dyn_cast::<AffineMapAttr>(ctx).map(|m| m.map.clone()))
                .collect::<Option<_>>()?;
            let iterators: Vec<IteratorType> = g
                .iterator_types(ctx)?
                .elements
                .iter()
                .map(|a| a.dyn_cast::<IteratorType>(ctx).copied().unwrap_or(IteratorType::Parallel))
                .collect();
            let num_loops = iterators.len();
            Some(Structured { inputs: g.inputs(ctx), inits: g.outputs(ctx), maps, num_loops, iterators })
        }
        TransposeOp::NAME | BroadcastOp::NAME | ReduceOp::NAME => dims_structured(ctx, op),
        _ => named_structured(ctx, op, &named_spec(name)?),
    }
}

/// Where each loop of a structured op gets its size: the first operand dimension its indexing
/// maps give it, as (operand, dimension, static size or `DYNAMIC`); `None` for a loop no map
/// result names alone.
pub fn loop_sources(ctx: &Context, s: &Structured) -> Vec<Option<(Value, usize, i64)>> {
    let mut sources: Vec<Option<(Value, usize, i64)>> = vec![None; s.num_loops];
    for (m, &v) in s.maps.iter().zip(s.inputs.iter().chain(&s.inits)) {
        let Some((shape, _)) = shaped(ctx, ctx.value_type(v)) else { continue };
        for (r, e) in m.results.iter().enumerate() {
            if let oxir::affine::AffineExpr::Dim(d) = e {
                if let Some(slot @ None) = sources.get_mut(*d as usize) {
                    *slot = Some((v, r, shape.get(r).copied().unwrap_or(oxir::builtin::types::DYNAMIC)));
                }
            }
        }
    }
    sources
}

/// MLIR's `DestinationStyleOpInterface` verifier: all operands tensors or all memrefs, one result
/// per tensor init, of the init's type.
pub(crate) fn verify_destination_style(
    ctx: &Context,
    op: OpRef,
    inits: &[Value],
    operands: &[Value],
) -> Result<(), Diagnostic> {
    let shaped_ops: Vec<Type> =
        operands.iter().map(|&v| ctx.value_type(v)).filter(|&t| shaped(ctx, t).is_some()).collect();
    let all_tensor = shaped_ops.iter().all(|t| t.isa::<RankedTensorType>(ctx));
    let all_memref = shaped_ops.iter().all(|t| t.isa::<MemRefType>(ctx));
    if !all_tensor && !all_memref {
        return Err(op_error(ctx, op, "expected to have pure tensor or buffer semantics"));
    }
    let tensor_inits: Vec<(usize, Value)> =
        inits.iter().copied().enumerate().filter(|(_, v)| ctx.value_type(*v).isa::<RankedTensorType>(ctx)).collect();
    if tensor_inits.len() != ctx.num_results(op) {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expected the number of tensor results ({}) to be equal to the number of output tensors ({})",
                ctx.num_results(op),
                tensor_inits.len()
            ),
        ));
    }
    let first_init = operands.len() - inits.len();
    for (j, (i, v)) in tensor_inits.into_iter().enumerate() {
        let (t, rt) = (ctx.value_type(v), ctx.value_type(ctx.result(op, j)));
        if t != rt {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected type of operand #{} ('{}') to match type of corresponding result ('{}')",
                    first_init + i,
                    text(ctx, t),
                    text(ctx, rt)
                ),
            ));
        }
    }
    Ok(())
}

/// MLIR's `verifyStructuredOpInterface` (the checks that apply to `linalg.generic`): one
/// indexing map per operand, with as many dims as loops and as many results as the operand's
/// rank, and region arguments matching the operands' element types.
pub(crate) fn verify_structured(ctx: &Context, op: OpRef, s: &Structured) -> Result<(), Diagnostic> {
    let n = s.inputs.len() + s.inits.len();
    if s.maps.len() != n {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({n})",
                s.maps.len()
            ),
        ));
    }
    let operands: Vec<Value> = s.inputs.iter().chain(&s.inits).copied().collect();
    for (i, (m, &v)) in s.maps.iter().zip(&operands).enumerate() {
        if m.num_symbols != 0 {
            return Err(op_error(ctx, op, format!("unexpected symbols in indexing_map #{i}")));
        }
        if m.num_dims as usize != s.num_loops {
            return Err(op_error(
                ctx,
                op,
                format!("expected indexing_map #{i} to have {} dim(s) to match the number of loops", s.num_loops),
            ));
        }
        let rank = shaped(ctx, ctx.value_type(v)).map(|(s, _)| s.len()).unwrap_or(0);
        if m.results.len() != rank {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected operand #{i} rank ({rank}) to match the result rank of indexing_map ({})",
                    m.results.len()
                ),
            ));
        }
    }
    verify_shapes(ctx, op, s, &operands)?;
    let Some(block) = ctx.op_regions(op).first().and_then(|&r| ctx.region_entry_block(r)) else {
        return Err(op_error(ctx, op, "expects to have 1 region with 1 block"));
    };
    if ctx.num_block_arguments(block) != n {
        return Err(op_error(
            ctx,
            op,
            "expected as many non-induction variable region arguments as the number of input/output operands",
        ));
    }
    for (i, (a, &v)) in ctx.block_arguments(block).zip(&operands).enumerate() {
        let (at, et) = (ctx.value_type(a), element_or_self(ctx, ctx.value_type(v)));
        if at != et {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected type of bb argument #{i} ('{}') to match element or self type of the corresponding operand ('{}')",
                    text(ctx, at),
                    text(ctx, et)
                ),
            ));
        }
    }
    Ok(())
}

/// MLIR's `IndexingMapOpInterface::verifyImpl` shape checks: the maps must be invertible (each
/// loop the plain dim result of some map), and with static shapes, each operand dimension must
/// be the size the loop ranges give its map result (at least that size for a compound
/// expression), no index below 0.
fn verify_shapes(ctx: &Context, op: OpRef, s: &Structured, operands: &[Value]) -> Result<(), Diagnostic> {
    use oxir::builtin::types::DYNAMIC;
    let shapes: Vec<Vec<i64>> =
        operands.iter().map(|&v| shaped(ctx, ctx.value_type(v)).map(|s| s.0).unwrap_or_default()).collect();
    let mut ends = vec![None; s.num_loops];
    for (m, shape) in s.maps.iter().zip(&shapes) {
        for (e, &size) in m.results.iter().zip(shape) {
            if let oxir::affine::AffineExpr::Dim(d) = e {
                if let Some(slot @ None) = ends.get_mut(*d as usize) {
                    *slot = Some(size);
                }
            }
        }
    }
    let Some(ends) = ends.into_iter().collect::<Option<Vec<i64>>>() else {
        let all: Vec<oxir::affine::AffineExpr> = s.maps.iter().flat_map(|m| m.results.iter().cloned()).collect();
        let loops_to_shapes = oxir::affine::AffineMap::new(s.num_loops as u32, 0, all);
        let text = loops_to_shapes.to_string();
        return Err(op_error(ctx, op, format!("invalid indexing maps are non-invertible: ({text})")));
    };
    if ends.contains(&DYNAMIC) {
        return Ok(());
    }
    let last: Vec<i64> = ends.iter().map(|&e| e - 1).collect();
    let first = vec![0; ends.len()];
    for (i, (m, shape)) in s.maps.iter().zip(&shapes).enumerate() {
        let (Some(starts), Some(stops)) = (m.compose_values(&first), m.compose_values(&last)) else { continue };
        for (dim, &size) in shape.iter().enumerate() {
            if size == DYNAMIC || size == 0 {
                continue;
            }
            let (a, b) = (starts[dim], stops[dim]);
            let inferred = a.max(b) + 1;
            if a.min(b) < 0 {
                let text = ctx.intern_attr(AffineMapAttr { map: m.clone() }).to_text(ctx);
                let text = text.strip_prefix("affine_map<").and_then(|t| t.strip_suffix('>')).unwrap_or(&text);
                return Err(op_error(ctx, op, format!("unexpected result less than 0 at expression #{dim} in {text}")));
            }
            let plain = matches!(m.results[dim], oxir::affine::AffineExpr::Dim(_));
            if plain && inferred != size {
                return Err(op_error(
                    ctx,
                    op,
                    format!("inferred input/output operand #{i} has shape's dimension #{dim} to be {inferred}, but found {size}"),
                ));
            }
            if !plain && inferred > size {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "inferred input/output operand #{i} has shape's dimension #{dim} to be greater than or equal to {inferred}, but found {size}"
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// MLIR's `getAsmResultNames` of the structured ops on tensors: the first result, when the op
/// has one (on buffers it has none), is named `name`.
pub(crate) fn first_result_named(ctx: &Context, op: OpRef, name: &str) -> Vec<(u32, String)> {
    if ctx.num_results(op) == 0 {
        return Vec::new();
    }
    vec![(0, name.to_string())]
}
