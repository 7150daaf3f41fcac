//! The named structured ops (MLIR's `LinalgNamedStructuredOps.yaml` and the named ops of
//! `LinalgStructuredOps.td`): `linalg.matmul`, `batch_matmul`, `matvec`, `vecmat`, `dot`,
//! `copy` and the elementwise ops (`linalg.add`, `linalg.exp`, ...). Each is a structured op
//! whose indexing maps and iterator types follow from its kind (and, for `matmul` and
//! `batch_matmul`, from a user-given `indexing_maps`), and whose region is implicit: built by
//! [`build_body`] from the operands' element types, as MLIR's region builders do.

use crate::linalg::region_builder::{cast_of, BinaryFn, BodyBuilder, UnaryFn};
use crate::linalg::syntax::named as named_syntax;
use crate::linalg::{verify_destination_style, verify_structured, ElementwiseKind, IteratorType, Structured, TypeFn};
use crate::linalg::{RANKED_TENSOR, TENSOR_OR_MEMREF};
use oxir::affine::{AffineExpr, AffineMap};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::ArrayAttr;
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
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
    /// `f(out, cast(in))` (the poolings; the second input only gives the window's shape).
    Pool(BinaryFn),
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
    /// Window maps of a convolution or pooling, from its `strides` and `dilations`.
    Window,
    /// The op's `indexing_maps` property, identity maps of the output's rank when it is absent
    /// or empty; all loops parallel (`linalg.elementwise`).
    UserOrIdentity,
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
    /// Whether its `cast` attribute chooses the conversion of the inputs (`matmul`,
    /// `batch_matmul`, `copy`); the others always convert as signed.
    pub has_cast: bool,
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

/// The values of a window attribute (`strides` or `dilations`), `None` when it is malformed;
/// empty when absent (then each is 1).
fn window_values(ctx: &Context, a: Option<Attribute>) -> Option<Vec<i64>> {
    let Some(a) = a else { return Some(Vec::new()) };
    let d = a.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?;
    d.int_values().map(|v| v.try_to_i64()).collect()
}

/// The maps and iterator types of a named op with fixed or window maps, its attributes read
/// through `attr` (`None` for rank-polymorphic ops or malformed attributes).
fn static_layout(
    ctx: &Context,
    spec: &NamedSpec,
    attr: impl Fn(&str) -> Option<Attribute>,
) -> Option<(Vec<AffineMap>, Vec<IteratorType>)> {
    match spec.maps {
        MapsKind::UserOrDefault | MapsKind::Memoized => fixed_layout(spec.name),
        MapsKind::Window => {
            let strides = window_values(ctx, attr("strides"))?;
            let dilations = window_values(ctx, attr("dilations"))?;
            window_layout(spec.name, &strides, &dilations)
        }
        MapsKind::Elementwise | MapsKind::UserOrIdentity => None,
    }
}

/// The maps MLIR memoizes in `linalg.memoized_indexing_maps` for an OpDSL op with maps that
/// do not depend on ranks, from its parsed attributes `attrs`.
pub fn memoized_maps(ctx: &Context, spec: &NamedSpec, attrs: &[NamedAttribute]) -> Option<Attribute> {
    if !matches!(spec.maps, MapsKind::Memoized | MapsKind::Window) {
        return None;
    }
    let (maps, _) = static_layout(ctx, spec, |n| attrs.iter().find(|a| ctx.ident_str(a.name) == n).map(|a| a.value))?;
    let elems = maps.into_iter().map(|m| ctx.intern_attr(AffineMapAttr { map: m })).collect();
    Some(ArrayAttr::get(ctx, elems))
}

/// The maps and iterator types of the convolutions and poolings: `strides` and `dilations`
/// (empty: all 1) scale the output and window dims of the input's spatial indices.
fn window_layout(name: &str, strides: &[i64], dilations: &[i64]) -> Option<(Vec<AffineMap>, Vec<IteratorType>)> {
    use IteratorType::{Parallel as P, Reduction as R};
    let d = |i: u32| AffineExpr::dim(i);
    let at = |v: &[i64], i: usize| v.get(i).copied().unwrap_or(1);
    let window = |out: u32, win: u32, i: usize| {
        d(out) * AffineExpr::constant(at(strides, i)) + d(win) * AffineExpr::constant(at(dilations, i))
    };
    let map = |n: u32, results: Vec<AffineExpr>| AffineMap::new(n, 0, results);
    Some(match name {
        Conv1DOp::NAME => (vec![map(2, vec![d(0) + d(1)]), dims_map(2, &[1]), dims_map(2, &[0])], vec![P, R]),
        // (n, oh, ow, f, kh, kw, c)
        Conv2DNhwcHwcfOp::NAME => (
            vec![
                map(7, vec![d(0), window(1, 4, 0), window(2, 5, 1), d(6)]),
                dims_map(7, &[4, 5, 6, 3]),
                dims_map(7, &[0, 1, 2, 3]),
            ],
            vec![P, P, P, P, R, R, R],
        ),
        // (n, f, oh, ow, c, kh, kw)
        Conv2DNchwFchwOp::NAME => (
            vec![
                map(7, vec![d(0), d(4), window(2, 5, 0), window(3, 6, 1)]),
                dims_map(7, &[1, 4, 5, 6]),
                dims_map(7, &[0, 1, 2, 3]),
            ],
            vec![P, P, P, P, R, R, R],
        ),
        // (n, oh, ow, c, kh, kw)
        DepthwiseConv2DNhwcHwcOp::NAME | PoolingNhwcSumOp::NAME | PoolingNhwcMaxOp::NAME => {
            let kernel =
                if name == DepthwiseConv2DNhwcHwcOp::NAME { dims_map(6, &[4, 5, 3]) } else { dims_map(6, &[4, 5]) };
            (
                vec![map(6, vec![d(0), window(1, 4, 0), window(2, 5, 1), d(3)]), kernel, dims_map(6, &[0, 1, 2, 3])],
                vec![P, P, P, P, R, R],
            )
        }
        _ => return None,
    })
}

/// MLIR's constraint on `strides` and `dilations`: 64-bit signless integer elements of shape
/// `[n]`.
fn i64_elements_of_shape(ctx: &Context, a: Attribute, n: i64) -> bool {
    a.dyn_cast::<DenseIntOrFPElementsAttr>(ctx).is_some_and(|d| {
        d.shape() == [n]
            && d.element_type(ctx)
                .dyn_cast::<oxir::builtin::types::IntegerType>(ctx)
                .is_some_and(|i| i.width == 64 && i.signedness == oxir::builtin::types::Signedness::Signless)
    })
}

/// `strides`/`dilations` of the 2-D windows.
const I64_ELEMENTS_2: AttrConstraint = AttrConstraint {
    summary: "64-bit signless int elements attribute of shape [2]",
    check: |c, a| i64_elements_of_shape(c, a, 2),
};

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
        Conv1DOp::NAME | Conv2DNhwcHwcfOp::NAME | Conv2DNchwFchwOp::NAME | DepthwiseConv2DNhwcHwcOp::NAME => {
            (MulAdd, Window, 2)
        }
        PoolingNhwcSumOp::NAME => (Pool(B::Add), Window, 2),
        PoolingNhwcMaxOp::NAME => (Pool(B::MaxSigned), Window, 2),
        CopyOp::NAME => (Copy, Elementwise, 1),
        // The computation depends on the op's `kind` ([`elementwise_payload`]).
        ElementwiseOp::NAME => (Unary(U::Exp), UserOrIdentity, 1),
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
    let has_cast = matches!(name, MatmulOp::NAME | BatchMatmulOp::NAME | CopyOp::NAME);
    Some(NamedSpec { name, payload, maps, num_inputs, has_cast })
}

/// The structured view of named op `op` (its indexing maps from its kind and attributes).
pub fn named_structured(ctx: &Context, op: OpRef, spec: &NamedSpec) -> Option<Structured> {
    let segs = segment_sizes(ctx, op, "operandSegmentSizes");
    let operands: Vec<Value> = ctx.operands(op).collect();
    let num_inputs = segs.first().copied().unwrap_or(spec.num_inputs).min(operands.len());
    let inputs = operands[..num_inputs].to_vec();
    let inits = operands[num_inputs..].to_vec();
    let (maps, iterators) = match spec.maps {
        MapsKind::UserOrDefault => {
            let (defaults, iterators) = fixed_layout(spec.name)?;
            match op_attr_or_prop(ctx, op, "indexing_maps").map(|a| maps_of(ctx, a)) {
                Some(Some(m)) if !m.is_empty() => (m, iterators),
                Some(None) => return None,
                _ => (defaults, iterators),
            }
        }
        MapsKind::Memoized | MapsKind::Window => static_layout(ctx, spec, |n| op_attr_or_prop(ctx, op, n))?,
        MapsKind::Elementwise => {
            let rank = inits.first().and_then(|&v| crate::linalg::shaped(ctx, ctx.value_type(v))).map(|s| s.0.len())?;
            let maps = operands.iter().map(|_| AffineMap::multi_dim_identity(rank as u32)).collect();
            (maps, vec![IteratorType::Parallel; rank])
        }
        MapsKind::UserOrIdentity => {
            let rank = inits.last().and_then(|&v| crate::linalg::shaped(ctx, ctx.value_type(v))).map(|s| s.0.len())?;
            let maps = match op_attr_or_prop(ctx, op, "indexing_maps").map(|a| maps_of(ctx, a)) {
                Some(Some(m)) if !m.is_empty() => m,
                Some(None) => return None,
                _ => operands.iter().map(|_| AffineMap::multi_dim_identity(rank as u32)).collect(),
            };
            let loops = maps.first().map_or(rank, |m| m.num_dims as usize);
            (maps, vec![IteratorType::Parallel; loops])
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
    let cast = if spec.has_cast { cast_of(ctx, attrs) } else { TypeFn::CastSigned };
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
        Payload::Pool(f) => {
            let acc = out(2)?;
            let to = b.value_type(acc);
            let v = b.type_fn(cast, to, out(0)?);
            b.binary(f, acc, v)?
        }
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
    ($($(#[$doc:meta])* $name:ident, $mn:literal $(, $attr:ident : $ty:ty [$($c:expr)?])*;)*) => {
        $(
            $(#[$doc])*
            #[op(
                name = $mn,
                traits(AttrSizedOperandSegments, SingleBlock),
                parser = named_syntax::parse_named,
                printer = named_syntax::print_named,
                verifier = verify_named,
                canonicalizer = $name::canonicalization_patterns
            )]
            pub struct $name {
                #[operand(ANY_TYPE)]
                inputs: Vec<Value>,
                #[operand(TENSOR_OR_MEMREF)]
                outputs: Vec<Value>,
                $(
                    #[attribute($($c)?)]
                    $attr: Option<$ty>,
                )*
                #[result(RANKED_TENSOR)]
                result_tensors: Vec<Value>,
                #[region]
                region: Region,
            }

            structured_canonicalization!($name);
        )*
        /// The names of all named ops.
        pub const NAMED_OPS: &[&str] = &[$($mn,)* ElementwiseOp::NAME];
    };
}

named_ops! {
    /// Performs a matrix multiplication of two 2D inputs without broadcast or transpose
    /// (MLIR's `linalg.matmul`): `C[m, n] += cast(A[m, k]) * cast(B[k, n])`. `indexing_maps`
    /// transposes or broadcasts the inputs; `cast` says how mixed element types convert.
    MatmulOp, "linalg.matmul", indexing_maps: ArrayAttr [ARRAY_ATTR], cast: TypeFn [];
    /// Performs a batched matrix multiplication of two 3D inputs (MLIR's
    /// `linalg.batch_matmul`): `C[b, m, n] += cast(A[b, m, k]) * cast(B[b, k, n])`.
    BatchMatmulOp, "linalg.batch_matmul", indexing_maps: ArrayAttr [ARRAY_ATTR], cast: TypeFn [];
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
    CopyOp, "linalg.copy", cast: TypeFn [];
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
    /// Performs a 1-D convolution with no channels (MLIR's `linalg.conv_1d`):
    /// `O[ow] += cast(I[ow + kw]) * cast(K[kw])`.
    Conv1DOp, "linalg.conv_1d";
    /// Performs a 2-D convolution (MLIR's `linalg.conv_2d_nhwc_hwcf`): layout input (N, H, W, C),
    /// kernel (KH, KW, C, F), output (N, OH, OW, F), with `strides` and `dilations`.
    Conv2DNhwcHwcfOp, "linalg.conv_2d_nhwc_hwcf", strides: DenseIntOrFPElementsAttr [I64_ELEMENTS_2], dilations: DenseIntOrFPElementsAttr [I64_ELEMENTS_2];
    /// Performs a 2-D convolution (MLIR's `linalg.conv_2d_nchw_fchw`): layout input (N, C, H, W),
    /// kernel (F, C, KH, KW), output (N, F, OH, OW), with `strides` and `dilations`.
    Conv2DNchwFchwOp, "linalg.conv_2d_nchw_fchw", strides: DenseIntOrFPElementsAttr [I64_ELEMENTS_2], dilations: DenseIntOrFPElementsAttr [I64_ELEMENTS_2];
    /// Performs a depth-wise 2-D convolution (MLIR's `linalg.depthwise_conv_2d_nhwc_hwc`):
    /// layout input (N, H, W, C), kernel (KH, KW, C), output (N, OH, OW, C); no channel
    /// multiplier.
    DepthwiseConv2DNhwcHwcOp, "linalg.depthwise_conv_2d_nhwc_hwc", strides: DenseIntOrFPElementsAttr [I64_ELEMENTS_2], dilations: DenseIntOrFPElementsAttr [I64_ELEMENTS_2];
    /// Performs sum pooling (MLIR's `linalg.pooling_nhwc_sum`): layout input (N, H, W, C),
    /// window (KH, KW), output (N, OH, OW, C), with `strides` and `dilations`.
    PoolingNhwcSumOp, "linalg.pooling_nhwc_sum", strides: DenseIntOrFPElementsAttr [I64_ELEMENTS_2], dilations: DenseIntOrFPElementsAttr [I64_ELEMENTS_2];
    /// Performs max pooling (MLIR's `linalg.pooling_nhwc_max`): layout input (N, H, W, C),
    /// window (KH, KW), output (N, OH, OW, C), with `strides` and `dilations`.
    PoolingNhwcMaxOp, "linalg.pooling_nhwc_max", strides: DenseIntOrFPElementsAttr [I64_ELEMENTS_2], dilations: DenseIntOrFPElementsAttr [I64_ELEMENTS_2];
}

/// The attribute in which MLIR memoizes the maps of OpDSL ops that do not depend on ranks (set
/// when the op is parsed, as MLIR's verifier asks for the maps the first time).
pub const MEMOIZED: &str = "linalg.memoized_indexing_maps";

/// The named-op description of a `linalg.elementwise` of kind `kind` (its computation, its
/// number of inputs, identity maps unless the op gives its own), for its parser and builders.
pub fn elementwise_spec(kind: ElementwiseKind) -> NamedSpec {
    let (payload, num_inputs) = elementwise_payload(kind);
    NamedSpec { name: ElementwiseOp::NAME, payload, maps: MapsKind::UserOrIdentity, num_inputs, has_cast: false }
}

/// The computation of a `linalg.elementwise` of kind `kind`, and its number of inputs.
pub fn elementwise_payload(kind: ElementwiseKind) -> (Payload, usize) {
    use BinaryFn as B;
    use ElementwiseKind as K;
    use UnaryFn as U;
    let unary = |f| (Payload::Unary(f), 1);
    let binary = |f| (Payload::Binary(f), 2);
    match kind {
        K::Exp => unary(U::Exp),
        K::Log => unary(U::Log),
        K::Abs => unary(U::Abs),
        K::Ceil => unary(U::Ceil),
        K::Floor => unary(U::Floor),
        K::Negf => unary(U::NegF),
        K::Reciprocal => unary(U::Reciprocal),
        K::Round => unary(U::Round),
        K::Sqrt => unary(U::Sqrt),
        K::Rsqrt => unary(U::Rsqrt),
        K::Square => unary(U::Square),
        K::Tanh => unary(U::Tanh),
        K::Erf => unary(U::Erf),
        K::Add => binary(B::Add),
        K::Sub => binary(B::Sub),
        K::Mul => binary(B::Mul),
        K::Div => binary(B::Div),
        K::DivUnsigned => binary(B::DivUnsigned),
        K::MaxSigned => binary(B::MaxSigned),
        K::MinSigned => binary(B::MinSigned),
        K::MaxUnsigned => binary(B::MaxUnsigned),
        K::MinUnsigned => binary(B::MinUnsigned),
        K::Powf => binary(B::Powf),
        K::Select => (Payload::Select, 3),
    }
}

/// Elementwise operation of a given kind (MLIR's `linalg.elementwise`).
///
/// Applies the unary, binary or ternary function `kind` to the elements of its inputs, writing
/// the output:
/// `linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %b : ...) outs(%c : ...)`.
/// `indexing_maps` (identities of the output's rank by default) transposes or
/// broadcasts the operands; all loops are parallel. Its region is implicit, built from the
/// operand types as the named elementwise ops' regions are.
#[op(
    name = "linalg.elementwise",
    traits(AttrSizedOperandSegments, SingleBlock),
    parser = named_syntax::parse_elementwise,
    printer = named_syntax::print_elementwise,
    verifier = verify_named,
    canonicalizer = ElementwiseOp::canonicalization_patterns
)]
pub struct ElementwiseOp {
    #[operand(ANY_TYPE)]
    inputs: Vec<Value>,
    #[operand(TENSOR_OR_MEMREF)]
    outputs: Vec<Value>,
    #[attribute(enum)]
    kind: ElementwiseKind,
    #[attribute(ARRAY_ATTR)]
    indexing_maps: Option<ArrayAttr>,
    #[result(RANKED_TENSOR)]
    result_tensors: Vec<Value>,
    #[region]
    region: Region,
}

structured_canonicalization!(ElementwiseOp);
