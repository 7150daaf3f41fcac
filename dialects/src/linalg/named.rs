//! The named structured ops (MLIR's `LinalgNamedStructuredOps.yaml` and the named ops of
//! `LinalgStructuredOps.td`): `linalg.matmul`, `batch_matmul`, `matvec`, `vecmat`, `dot`,
//! `copy` and the elementwise ops (`linalg.add`, `linalg.exp`, ...). Each is a structured op
//! whose indexing maps and iterator types follow from its kind (and, for `matmul` and
//! `batch_matmul`, from a user-given `indexing_maps`), and whose region is implicit: built by
//! [`build_body`] from the operands' element types, as MLIR's region builders do.

use super::region_builder::{cast_of, BinaryFn, BodyBuilder, UnaryFn};
use super::{named_syntax, verify_destination_style, verify_structured, IteratorType, Structured};
use super::{RANKED_TENSOR, TENSOR_OR_MEMREF};
use oxir::affine::{AffineExpr, AffineMap};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::ArrayAttr;
use oxir::ods::constraints::*;
use oxir::ods::op::segment_sizes;
use oxir::ods::verify::op_error;
use oxir::ods::{Op, Region};
use oxir::operation::op_attr_or_prop;
use oxir::traits::*;
use oxir::{Attribute, Context, Diagnostic, NamedAttribute, OpRef, RegionRef, Type, Value};
use oxir_macros::op;

/// The computation in a named op's region.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Payload {
    /// `out + cast(a) * cast(b)` (the contractions and convolutions).
    MulAdd,
    /// `cast(in)`.
    Copy,
    /// A unary function of the input.
    Unary(UnaryFn),
    /// A binary function of the two inputs.
    Binary(BinaryFn),
    /// `select(c, a, b)`.
    Select,
}

/// How a named op's indexing maps are given.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MapsKind {
    /// Fixed maps, overridable by the op's `indexing_maps` property (`matmul`, `batch_matmul`).
    UserOrDefault,
    /// Fixed maps, memoized by MLIR in the `linalg.memoized_indexing_maps` attribute once
    /// asked for (OpDSL ops with static maps).
    Memoized,
    /// Identity maps of the output's rank, all loops parallel (rank-polymorphic OpDSL ops).
    Elementwise,
}

/// What distinguishes one named op from another.
#[derive(Copy, Clone, Debug)]
pub struct NamedSpec {
    /// The op name.
    pub name: &'static str,
    /// Its region's computation.
    pub payload: Payload,
    /// Where its indexing maps come from.
    pub maps: MapsKind,
    /// Its number of inputs.
    pub num_inputs: usize,
}

/// A map of `n` dims whose results are the dims `results`.
fn dims_map(n: u32, results: &[u32]) -> AffineMap {
    AffineMap::new(n, 0, results.iter().map(|&d| AffineExpr::dim(d)).collect())
}

/// The default maps and the iterator types of the ops with fixed maps.
fn fixed_layout(name: &str) -> Option<(Vec<AffineMap>, Vec<IteratorType>)> {
    use IteratorType::{Parallel as P, Reduction as R};
    Some(match name {
        MatmulOp::NAME => (vec![dims_map(3, &[0, 2]), dims_map(3, &[2, 1]), dims_map(3, &[0, 1])], vec![P, P, R]),
        BatchMatmulOp::NAME => {
            (vec![dims_map(4, &[0, 1, 3]), dims_map(4, &[0, 3, 2]), dims_map(4, &[0, 1, 2])], vec![P, P, P, R])
        }
        MatvecOp::NAME => (vec![dims_map(2, &[0, 1]), dims_map(2, &[1]), dims_map(2, &[0])], vec![P, R]),
        VecmatOp::NAME => (vec![dims_map(2, &[1]), dims_map(2, &[1, 0]), dims_map(2, &[0])], vec![P, R]),
        DotOp::NAME => (vec![dims_map(1, &[0]), dims_map(1, &[0]), dims_map(1, &[])], vec![R]),
        _ => return None,
    })
}

/// The default indexing maps of `matmul`/`batch_matmul` and the static ones of the OpDSL ops,
/// as an attribute (`None` for rank-polymorphic ops).
pub fn default_maps_attr(ctx: &Context, name: &str) -> Option<Attribute> {
    let (maps, _) = fixed_layout(name)?;
    let elems = maps.into_iter().map(|m| ctx.intern_attr(AffineMapAttr { map: m })).collect();
    Some(ArrayAttr::get(ctx, elems))
}

/// The affine maps of an `ArrayAttr` of `AffineMapAttr`s.
fn maps_of(ctx: &Context, a: Attribute) -> Option<Vec<AffineMap>> {
    let arr = a.dyn_cast::<ArrayAttr>(ctx)?;
    arr.elements.iter().map(|e| e.dyn_cast::<AffineMapAttr>(ctx).map(|m| m.map.clone())).collect()
}

/// The named op `name`, if it is one.
pub fn named_spec(name: &str) -> Option<NamedSpec> {
    use BinaryFn as B;
    use MapsKind::*;
    use Payload::*;
    use UnaryFn as U;
    let (payload, maps, num_inputs) = match name {
        MatmulOp::NAME | BatchMatmulOp::NAME => (MulAdd, UserOrDefault, 2),
        MatvecOp::NAME | VecmatOp::NAME | DotOp::NAME => (MulAdd, Memoized, 2),
        CopyOp::NAME => (Copy, Elementwise, 1),
        SelectOp::NAME => (Select, Elementwise, 3),
        _ => {
            let unary = match name {
                ExpOp::NAME => Some(U::Exp),
                LogOp::NAME => Some(U::Log),
                AbsOp::NAME => Some(U::Abs),
                CeilOp::NAME => Some(U::Ceil),
                FloorOp::NAME => Some(U::Floor),
                NegFOp::NAME => Some(U::NegF),
                ReciprocalOp::NAME => Some(U::Reciprocal),
                RoundOp::NAME => Some(U::Round),
                SqrtOp::NAME => Some(U::Sqrt),
                RsqrtOp::NAME => Some(U::Rsqrt),
                SquareOp::NAME => Some(U::Square),
                TanhOp::NAME => Some(U::Tanh),
                ErfOp::NAME => Some(U::Erf),
                _ => None,
            };
            if let Some(f) = unary {
                (Unary(f), Elementwise, 1)
            } else {
                let f = match name {
                    AddOp::NAME => B::Add,
                    SubOp::NAME => B::Sub,
                    MulOp::NAME => B::Mul,
                    DivOp::NAME => B::Div,
                    DivUnsignedOp::NAME => B::DivUnsigned,
                    MaxOp::NAME => B::MaxSigned,
                    MinOp::NAME => B::MinSigned,
                    PowFOp::NAME => B::Powf,
                    _ => return None,
                };
                (Binary(f), Elementwise, 2)
            }
        }
    };
    let name = NAMED_OPS.iter().copied().find(|&n| n == name)?;
    Some(NamedSpec { name, payload, maps, num_inputs })
}

/// The structured view of named op `op` (its indexing maps from its kind and attributes).
pub fn named_structured(ctx: &Context, op: OpRef, spec: &NamedSpec) -> Option<Structured> {
    let segs = segment_sizes(ctx, op, "operandSegmentSizes");
    let operands: Vec<Value> = ctx.operands(op).collect();
    let num_inputs = segs.first().copied().unwrap_or(spec.num_inputs).min(operands.len());
    let inputs = operands[..num_inputs].to_vec();
    let inits = operands[num_inputs..].to_vec();
    let (maps, iterators) = match spec.maps {
        MapsKind::UserOrDefault | MapsKind::Memoized => {
            let (defaults, iterators) = fixed_layout(spec.name)?;
            let user =
                if spec.maps == MapsKind::UserOrDefault { op_attr_or_prop(ctx, op, "indexing_maps") } else { None };
            match user.map(|a| maps_of(ctx, a)) {
                Some(Some(m)) if !m.is_empty() => (m, iterators),
                Some(None) => return None,
                _ => (defaults, iterators),
            }
        }
        MapsKind::Elementwise => {
            let rank = inits.first().and_then(|&v| super::shaped(ctx, ctx.value_type(v))).map(|s| s.0.len())?;
            let maps = operands.iter().map(|_| AffineMap::multi_dim_identity(rank as u32)).collect();
            (maps, vec![IteratorType::Parallel; rank])
        }
    };
    Some(Structured { inputs, inits, maps, num_loops: iterators.len(), iterators })
}

/// Builds the implicit region of named op `name` for operands of `types` (`num_inputs` of
/// them inputs) and attributes `attrs` (MLIR's `regionBuilder`s); an error is MLIR's message.
pub fn build_body(
    ctx: &mut Context,
    spec: &NamedSpec,
    types: &[Type],
    attrs: &[NamedAttribute],
) -> Result<RegionRef, String> {
    let cast = cast_of(ctx, attrs);
    let (region, mut b) = BodyBuilder::new(ctx, types);
    let args = b.args();
    let out = |i: usize| args.get(i).copied().ok_or_else(|| "missing region argument".to_string());
    let yielded = match spec.payload {
        Payload::MulAdd => {
            let (a, c, acc) = (out(0)?, out(1)?, out(2)?);
            let to = b.value_type(acc);
            let a = b.type_fn(cast, to, a);
            let c = b.type_fn(cast, to, c);
            let m = b.binary(BinaryFn::Mul, a, c)?;
            b.binary(BinaryFn::Add, acc, m)?
        }
        Payload::Copy => {
            let to = b.value_type(out(1)?);
            b.type_fn(cast, to, out(0)?)
        }
        Payload::Unary(f) => b.unary(f, out(0)?)?,
        Payload::Binary(f) => b.binary(f, out(0)?, out(1)?)?,
        Payload::Select => b.select(out(0)?, out(1)?, out(2)?),
    };
    b.yield_values(&[yielded]);
    Ok(region)
}

/// MLIR's `MatmulOp::verify` for user-given maps (`verifyExtendedMatmulSemantic` of the two
/// inputs): each map uses the default map's dims, a broadcast input keeps the reduction dim.
fn verify_user_maps(ctx: &Context, op: OpRef, s: &Structured) -> Result<(), Diagnostic> {
    let name = ctx.op_name_text(op);
    let Some((defaults, _)) = fixed_layout(name) else { return Ok(()) };
    if op_attr_or_prop(ctx, op, "indexing_maps").and_then(|a| maps_of(ctx, a)).is_none_or(|m| m == defaults) {
        return Ok(());
    }
    for (m, d) in s.maps.iter().zip(&defaults).take(2) {
        if m.results.iter().any(|e| !d.results.contains(e)) {
            return Err(op_error(ctx, op, "Unexpected dim expression in map result."));
        }
        if m.results.len() < d.results.len() {
            let reduction = m.num_dims.saturating_sub(1);
            if !m.results.first().is_some_and(|e| e.is_function_of_dim(reduction)) {
                return Err(op_error(ctx, op, format!("Invalid broadcast requested, should be (d{reduction}).")));
            }
        }
    }
    Ok(())
}

/// The verifier of the named ops: destination style, the structured-op checks over the maps
/// of their kind, then `matmul`'s checks of user-given maps.
fn verify_named(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let Some(spec) = named_spec(ctx.op_name_text(op)) else { return Ok(()) };
    let operands: Vec<Value> = ctx.operands(op).collect();
    let Some(s) = named_structured(ctx, op, &spec) else {
        return Err(op_error(ctx, op, "expected indexing_maps to be an array of affine maps"));
    };
    verify_destination_style(ctx, op, &s.inits, &operands)?;
    verify_structured(ctx, op, &s)?;
    if spec.maps == MapsKind::UserOrDefault {
        verify_user_maps(ctx, op, &s)?;
    }
    Ok(())
}

/// The named ops whose maps are fixed by their kind (no attribute) or by `indexing_maps`.
macro_rules! named_ops {
    ($($(#[$doc:meta])* $name:ident, $mn:literal $(, $attr:ident : $ty:ty)*;)*) => {
        $(
            $(#[$doc])*
            #[op(
                name = $mn,
                traits(AttrSizedOperandSegments, SingleBlock),
                parser = named_syntax::parse_named,
                printer = named_syntax::print_named,
                verifier = verify_named
            )]
            pub struct $name {
                #[operand(ANY_TYPE)]
                inputs: Vec<Value>,
                #[operand(TENSOR_OR_MEMREF)]
                outputs: Vec<Value>,
                $(
                    #[attribute]
                    $attr: Option<$ty>,
                )*
                #[result(RANKED_TENSOR)]
                result_tensors: Vec<Value>,
                #[region]
                region: Region,
            }
        )*
        /// The names of all named ops.
        pub const NAMED_OPS: &[&str] = &[$($mn),*];
    };
}

named_ops! {
    /// Performs a matrix multiplication of two 2D inputs without broadcast or transpose
    /// (MLIR's `linalg.matmul`): `C[m, n] += cast(A[m, k]) * cast(B[k, n])`. `indexing_maps`
    /// transposes or broadcasts the inputs; `cast` says how mixed element types convert.
    MatmulOp, "linalg.matmul", indexing_maps: ArrayAttr, cast: super::TypeFn;
    /// Performs a batched matrix multiplication of two 3D inputs (MLIR's
    /// `linalg.batch_matmul`): `C[b, m, n] += cast(A[b, m, k]) * cast(B[b, k, n])`.
    BatchMatmulOp, "linalg.batch_matmul", indexing_maps: ArrayAttr, cast: super::TypeFn;
    /// Performs a matrix-vector multiplication (MLIR's `linalg.matvec`):
    /// `x[m] += cast(A[m, n]) * cast(y[n])`.
    MatvecOp, "linalg.matvec";
    /// Performs a vector-matrix multiplication (MLIR's `linalg.vecmat`):
    /// `x[n] += cast(y[m]) * cast(A[m, n])`.
    VecmatOp, "linalg.vecmat";
    /// Performs a dot product of two vectors to a scalar result (MLIR's `linalg.dot`):
    /// `C[] += cast(A[m]) * cast(B[m])`.
    DotOp, "linalg.dot";
    /// Copies the tensor elementwise (MLIR's `linalg.copy`), converting by `cast`.
    CopyOp, "linalg.copy", cast: super::TypeFn;
    /// Applies `exp(x)` elementwise (MLIR's `linalg.exp`).
    ExpOp, "linalg.exp";
    /// Applies `log(x)` elementwise (MLIR's `linalg.log`).
    LogOp, "linalg.log";
    /// Applies `abs(x)` elementwise (MLIR's `linalg.abs`).
    AbsOp, "linalg.abs";
    /// Applies `ceil(x)` elementwise (MLIR's `linalg.ceil`).
    CeilOp, "linalg.ceil";
    /// Applies `floor(x)` elementwise (MLIR's `linalg.floor`).
    FloorOp, "linalg.floor";
    /// Applies `negf(x)` elementwise (MLIR's `linalg.negf`).
    NegFOp, "linalg.negf";
    /// Applies `reciprocal(x)` elementwise (MLIR's `linalg.reciprocal`).
    ReciprocalOp, "linalg.reciprocal";
    /// Applies `round(x)` elementwise (MLIR's `linalg.round`).
    RoundOp, "linalg.round";
    /// Applies `sqrt(x)` elementwise (MLIR's `linalg.sqrt`).
    SqrtOp, "linalg.sqrt";
    /// Applies `rsqrt(x)` elementwise (MLIR's `linalg.rsqrt`).
    RsqrtOp, "linalg.rsqrt";
    /// Applies `square(x)` elementwise (MLIR's `linalg.square`).
    SquareOp, "linalg.square";
    /// Applies `tanh(x)` elementwise (MLIR's `linalg.tanh`).
    TanhOp, "linalg.tanh";
    /// Applies `erf(x)` elementwise (MLIR's `linalg.erf`).
    ErfOp, "linalg.erf";
    /// Adds two tensors elementwise (MLIR's `linalg.add`).
    AddOp, "linalg.add";
    /// Subtracts two tensors elementwise (MLIR's `linalg.sub`).
    SubOp, "linalg.sub";
    /// Multiplies two tensors elementwise (MLIR's `linalg.mul`).
    MulOp, "linalg.mul";
    /// Divides the first tensor by the second tensor, elementwise (MLIR's `linalg.div`).
    DivOp, "linalg.div";
    /// Divides the first tensor by the second tensor, elementwise, unsigned (MLIR's
    /// `linalg.div_unsigned`).
    DivUnsignedOp, "linalg.div_unsigned";
    /// Takes the max (signed) between two inputs, elementwise (MLIR's `linalg.max`).
    MaxOp, "linalg.max";
    /// Takes the min (signed) between two inputs, elementwise (MLIR's `linalg.min`).
    MinOp, "linalg.min";
    /// Takes the powf(lhs, rhs) between two inputs, elementwise (MLIR's `linalg.powf`).
    PowFOp, "linalg.powf";
    /// Chooses one value based on a binary condition supplied as its first operand (MLIR's
    /// `linalg.select`).
    SelectOp, "linalg.select";
}

/// The attribute in which MLIR memoizes the static maps of OpDSL ops (set when the op is parsed,
/// as MLIR's verifier asks for the maps the first time).
pub const MEMOIZED: &str = "linalg.memoized_indexing_maps";
