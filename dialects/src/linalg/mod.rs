//! The `linalg` dialect (MLIR's `linalg` dialect, as of MLIR 22), the subset that bufferization
//! and loop lowering need: the structured ops `linalg.generic`, `linalg.map` and `linalg.fill`
//! (on tensors or on buffers, with MLIR's custom syntax, its short form `linalg.map { arith.addf }`
//! and its block-argument names `%in`/`%init`/`%out`), `linalg.index` and `linalg.yield`, with
//! MLIR's verifier messages. [`loops`] holds the `convert-linalg-to-loops`,
//! `convert-linalg-to-parallel-loops` and `convert-linalg-to-affine-loops` passes. Their
//! `BufferizableOpInterface` model is in the bufferization module (which depends on linalg).

mod builders;
mod dims_ops;
pub mod named;
mod named_syntax;
pub mod region_builder;
mod syntax;
pub mod transforms;

pub use transforms::{generalize, loops};

pub use dims_ops::{BroadcastOp, ReduceOp, TransposeOp};
pub use named::*;

use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::{ArrayAttr, IntegerAttr, StringAttr};
use oxir::builtin::types::{MemRefType, RankedTensorType};
use oxir::interfaces::OpAsmBlockArgNames;
use oxir::interfaces::{EffectInstance, EffectsModel, MemoryEffect, MemoryEffectOpInterface};
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::ods::{Op, Region};
use oxir::traits::*;
use oxir::{Context, Diagnostic, OpRef, RegionRef, Type, Value};
use oxir_macros::{dialect, op, EnumAttr};
use std::sync::Arc;

/// The kind of a loop of a structured op (`#linalg.iterator_type<parallel>`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(
    dialect = "linalg",
    attr = "iterator_type",
    cpp_type = "::mlir::utils::IteratorType",
    ods_name = "IteratorTypeEnum"
)]
pub enum IteratorType {
    /// Iterations are independent.
    #[case(value = 0)]
    Parallel,
    /// Iterations accumulate into the outputs.
    Reduction,
}

/// How a named op converts an operand element to another type (`#linalg.type_fn<cast_signed>`,
/// MLIR's `TypeFn`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "linalg", attr = "type_fn", cpp_type = "::mlir::linalg::TypeFn", ods_name = "TypeFnAttr")]
pub enum TypeFn {
    /// Integers are sign-extended and converted as signed.
    #[case(value = 0)]
    CastSigned,
    /// Integers are zero-extended and converted as unsigned.
    CastUnsigned,
}

/// The computation of a `linalg.elementwise` (`#linalg.elementwise_kind<exp>`, MLIR's
/// `ElementwiseKind`): the unary, binary and ternary functions of the named elementwise ops.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(
    dialect = "linalg",
    attr = "elementwise_kind",
    cpp_type = "::mlir::linalg::ElementwiseKind",
    ods_name = "ElementwiseKindAttr"
)]
pub enum ElementwiseKind {
    /// `math.exp`.
    #[case(value = 0)]
    Exp,
    /// `math.log`.
    Log,
    /// `math.absf` (`math.absi` for integers).
    Abs,
    /// `math.ceil`.
    Ceil,
    /// `math.floor`.
    Floor,
    /// `arith.negf`.
    Negf,
    /// `1 / x`.
    Reciprocal,
    /// `math.round`.
    Round,
    /// `math.sqrt`.
    Sqrt,
    /// `math.rsqrt`.
    Rsqrt,
    /// `x * x`.
    Square,
    /// `math.tanh`.
    Tanh,
    /// `math.erf`.
    Erf,
    /// Addition.
    Add,
    /// Subtraction.
    Sub,
    /// Multiplication.
    Mul,
    /// Division (signed for integers).
    Div,
    /// Unsigned division.
    DivUnsigned,
    /// Signed maximum (`arith.maximumf` for floats).
    MaxSigned,
    /// Signed minimum (`arith.minimumf` for floats).
    MinSigned,
    /// Unsigned maximum.
    MaxUnsigned,
    /// Unsigned minimum.
    MinUnsigned,
    /// `math.powf`.
    Powf,
    /// `arith.select` of the first operand.
    Select,
}

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

fn text(ctx: &Context, t: Type) -> String {
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
        TransposeOp::NAME | BroadcastOp::NAME | ReduceOp::NAME => dims_ops::dims_structured(ctx, op),
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
    asm_result_names = MapOp::result_names
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
    verifier = GenericOp::verify
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
    verifier = FillOp::verify
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

/// The block-argument names of the structured ops (MLIR's `getAsmBlockArgumentNames`): `%in`
/// for inputs, `%init` (`linalg.map`) or `%out` (the others) for inits.
struct ArgNames;

impl OpAsmBlockArgNames for ArgNames {
    fn block_arg_names(&self, ctx: &Context, op: OpRef, region: RegionRef) -> Vec<(Value, String)> {
        let Some(block) = ctx.region_entry_block(region) else { return Vec::new() };
        let Some(s) = structured(ctx, op) else { return Vec::new() };
        let out = if [MapOp::NAME, ReduceOp::NAME].contains(&ctx.op_name_text(op)) { "init" } else { "out" };
        ctx.block_arguments(block)
            .enumerate()
            .map(|(i, a)| (a, if i < s.inputs.len() { "in" } else { out }.to_string()))
            .collect()
    }
}

/// MLIR's `getGenericEffectsImpl` of the structured ops: buffer inputs are read, buffer inits
/// written (and read when the payload uses them); on tensors they have no effect, so unused ones
/// are dead.
fn structured_effects(ctx: &Context, op: OpRef) -> Vec<EffectInstance> {
    let Some(s) = structured(ctx, op) else {
        return vec![EffectInstance::new(MemoryEffect::Read), EffectInstance::new(MemoryEffect::Write)];
    };
    let is_buffer = |v: Value| ctx.value_type(v).isa::<MemRefType>(ctx);
    let mut effects: Vec<EffectInstance> =
        s.inputs.iter().filter(|&&v| is_buffer(v)).map(|&v| EffectInstance::on(MemoryEffect::Read, v)).collect();
    let args: Vec<Value> = ctx
        .op_regions(op)
        .first()
        .and_then(|&r| ctx.region_entry_block(r))
        .map(|b| ctx.block_arguments(b).collect())
        .unwrap_or_default();
    for (i, &v) in s.inits.iter().enumerate() {
        if !is_buffer(v) {
            continue;
        }
        if args.get(s.inputs.len() + i).is_none_or(|&a| ctx.has_uses(a)) {
            effects.push(EffectInstance::on(MemoryEffect::Read, v));
        }
        effects.push(EffectInstance::on(MemoryEffect::Write, v));
    }
    effects
}

/// The structured ops that are not named ops (those are [`NAMED_OPS`]).
pub const STRUCTURED_OPS: &[&str] =
    &[MapOp::NAME, GenericOp::NAME, FillOp::NAME, TransposeOp::NAME, BroadcastOp::NAME, ReduceOp::NAME];

/// Attaches the block-argument names and the memory effects of the structured ops (their
/// bufferization model is `bufferization`'s, which depends on this module and not the other
/// way).
pub fn register_interfaces(ctx: &Context) {
    for name in [MapOp::NAME, GenericOp::NAME, FillOp::NAME, ReduceOp::NAME] {
        let m: Arc<dyn OpAsmBlockArgNames> = Arc::new(ArgNames);
        ctx.attach_op_interface_dyn::<dyn OpAsmBlockArgNames>(name, m);
    }
    for &name in STRUCTURED_OPS.iter().chain(NAMED_OPS) {
        let m: Arc<dyn MemoryEffectOpInterface> = Arc::new(EffectsModel(structured_effects));
        ctx.attach_op_interface_dyn::<dyn MemoryEffectOpInterface>(name, m);
    }
}

/// The `linalg` dialect: structured ops on tensors and buffers (`linalg.generic`, `linalg.map`,
/// `linalg.fill`, the named ops) and their lowerings to `scf.for`, `scf.parallel` and `affine.for`
/// loops.
#[dialect(name = "linalg", passes = transforms::register_passes, interfaces = register_interfaces, materializer = crate::utils::constants::materialize_arith_constant, ops(
        MapOp, GenericOp, FillOp, IndexOp, YieldOp, MatmulOp, BatchMatmulOp, MatvecOp, VecmatOp, DotOp, CopyOp,
        ExpOp, LogOp, AbsOp, CeilOp, FloorOp, NegFOp, ReciprocalOp, RoundOp, SqrtOp, RsqrtOp, SquareOp, TanhOp, ErfOp,
        AddOp, SubOp, MulOp, DivOp, DivUnsignedOp, MaxOp, MinOp, PowFOp, SelectOp, Conv1DOp, Conv2DNhwcHwcfOp,
        Conv2DNchwFchwOp, DepthwiseConv2DNhwcHwcOp, PoolingNhwcSumOp, PoolingNhwcMaxOp, TransposeOp, BroadcastOp, ReduceOp,
        ElementwiseOp
    ),
    attrs(IteratorType, TypeFn, ElementwiseKind),
    enums(IteratorType, TypeFn, ElementwiseKind)
)]
pub struct LinalgDialect;

/// MLIR's `getAsmResultNames` of the structured ops on tensors: the first result, when the op
/// has one (on buffers it has none), is named `name`.
pub(crate) fn first_result_named(ctx: &Context, op: OpRef, name: &str) -> Vec<(u32, String)> {
    if ctx.num_results(op) == 0 {
        return Vec::new();
    }
    vec![(0, name.to_string())]
}
