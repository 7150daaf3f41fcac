//! The `arith` dialect: integer and floating-point arithmetic, bitwise and shift ops,
//! comparisons, selects and casts (MLIR's `arith` dialect), elementwise on vectors and tensors,
//! with MLIR's verifiers, constant folders and canonicalization patterns.

mod attrs;
mod builders;
mod canonicalize;
mod fold;
mod ops;
mod speculation;
mod syntax;
pub mod transforms;

pub use attrs::*;
pub use canonicalize::cmpi as cmpi_patterns;
pub use fold::apply_cmpi;
pub use ops::*;

use oxir::builtin::attributes::{FloatAttr, IntegerAttr};
use oxir::builtin::types::*;
use oxir::ods::constraints::TypeConstraint;
use oxir::ods::verify::op_error;
use oxir::registry::OpTrait;
use oxir::{Attribute, Context, Diagnostic, OpRef, Type};
use oxir_macros::dialect;
use std::any::{Any, TypeId};

/// The `arith` dialect.
///
/// The arith dialect is intended to hold basic integer and floating point mathematical
/// operations. This includes unary, binary, and ternary arithmetic ops, bitwise and shift ops,
/// cast ops, and compare ops. Operations in this dialect also accept vectors and tensors of
/// integers or floats.
#[dialect(
    name = "arith", interfaces = oxir::interfaces::inline_ops_only::<ArithDialect>,
    ops(
        ConstantOp,
        AddIOp,
        AddUIExtendedOp,
        SubIOp,
        MulIOp,
        MulSIExtendedOp,
        MulUIExtendedOp,
        DivUIOp,
        DivSIOp,
        CeilDivUIOp,
        CeilDivSIOp,
        FloorDivSIOp,
        RemUIOp,
        RemSIOp,
        AndIOp,
        OrIOp,
        XOrIOp,
        ShLIOp,
        ShRUIOp,
        ShRSIOp,
        NegFOp,
        AddFOp,
        SubFOp,
        MaximumFOp,
        MaxNumFOp,
        MaxSIOp,
        MaxUIOp,
        MinimumFOp,
        MinNumFOp,
        MinSIOp,
        MinUIOp,
        MulFOp,
        DivFOp,
        RemFOp,
        ExtUIOp,
        ExtSIOp,
        ExtFOp,
        ScalingExtFOp,
        TruncIOp,
        TruncFOp,
        ScalingTruncFOp,
        UIToFPOp,
        SIToFPOp,
        FPToUIOp,
        FPToSIOp,
        IndexCastOp,
        IndexCastUIOp,
        BitcastOp,
        CmpIOp,
        CmpFOp,
        SelectOp
    ),
    attrs(FastMathFlags, IntegerOverflowFlags),
    enums(AtomicRMWKind, CmpIPredicate, CmpFPredicate, RoundingMode, FastMath, IntegerOverflow),
    materializer = materialize_constant,
    passes = transforms::register_passes
)]
pub struct ArithDialect;

// ----- type constraints (MLIR's summaries) -----

fn signless_int(ctx: &Context, t: Type) -> bool {
    t.dyn_cast::<IntegerType>(ctx).is_some_and(|i| i.signedness == Signedness::Signless)
}

fn is_float(ctx: &Context, t: Type) -> bool {
    t.isa::<FloatType>(ctx)
}

/// The element type of a vector or tensor (`None` for other types).
fn vector_or_tensor_element(ctx: &Context, t: Type) -> Option<Type> {
    t.dyn_cast::<VectorType>(ctx)
        .map(|v| v.element)
        .or_else(|| t.dyn_cast::<RankedTensorType>(ctx).map(|r| r.element))
        .or_else(|| t.dyn_cast::<UnrankedTensorType>(ctx).map(|r| r.element))
}

fn like(ctx: &Context, t: Type, scalar: fn(&Context, Type) -> bool) -> bool {
    scalar(ctx, t) || vector_or_tensor_element(ctx, t).is_some_and(|e| scalar(ctx, e))
}

fn memref_element(ctx: &Context, t: Type) -> Option<Type> {
    t.dyn_cast::<MemRefType>(ctx)
        .map(|m| m.element)
        .or_else(|| t.dyn_cast::<UnrankedMemRefType>(ctx).map(|m| m.element))
}

/// Signless integers (not `index`), or vectors or tensors of them.
pub const SIGNLESS_FIXED_WIDTH_INTEGER_LIKE: TypeConstraint =
    TypeConstraint::Pred { summary: "signless-fixed-width-integer-like", check: |c, t| like(c, t, signless_int) };

/// What `index_cast` accepts.
pub const INDEX_CAST_TYPE: TypeConstraint = TypeConstraint::Pred {
    summary: "signless-integer-like or memref of signless-integer",
    check: |c, t| {
        oxir::ods::constraints::SIGNLESS_INTEGER_LIKE.matches(c, t)
            || memref_element(c, t).is_some_and(|e| signless_int(c, e) || e.isa::<IndexType>(c))
    },
};

/// What `bitcast` accepts.
pub const BITCAST_TYPE: TypeConstraint = TypeConstraint::Pred {
    summary: "signless-integer-or-float-like or memref of signless-integer or float",
    check: |c, t| {
        like(c, t, |c, t| signless_int(c, t) || t.isa::<IndexType>(c) || is_float(c, t))
            || memref_element(c, t).is_some_and(|e| signless_int(c, e) || is_float(c, e))
    },
};

// ----- type helpers -----

/// The element type of a shaped type, or the type itself.
pub fn element_type_or_self(ctx: &Context, t: Type) -> Type {
    shaped_info(ctx, t).map_or(t, |s| s.element)
}

/// Whether `t` is a shaped type (vector, tensor or memref).
fn is_shaped(ctx: &Context, t: Type) -> bool {
    shaped_info(ctx, t).is_some() || t.isa::<UnrankedMemRefType>(ctx)
}

/// The shape of a shaped type: `Some(None)` when unranked, `None` when not shaped.
fn shape_of(ctx: &Context, t: Type) -> Option<Option<Vec<i64>>> {
    if t.isa::<UnrankedMemRefType>(ctx) {
        return Some(None);
    }
    shaped_info(ctx, t).map(|s| s.shape)
}

/// `t` with its element type replaced by `element` (MLIR's `ShapedType::cloneWith`), or
/// `element` itself for scalars.
pub fn with_element_type(ctx: &Context, t: Type, element: Type) -> Type {
    if let Some(v) = t.dyn_cast::<VectorType>(ctx) {
        return ctx.intern_type(VectorType { shape: v.shape.clone(), scalable: v.scalable.clone(), element });
    }
    if let Some(r) = t.dyn_cast::<RankedTensorType>(ctx) {
        return ctx.intern_type(RankedTensorType { shape: r.shape.clone(), element, encoding: r.encoding });
    }
    if t.isa::<UnrankedTensorType>(ctx) {
        return ctx.intern_type(UnrankedTensorType { element });
    }
    if let Some(m) = t.dyn_cast::<MemRefType>(ctx) {
        let mut m = m.clone();
        m.element = element;
        return ctx.intern_type(m);
    }
    element
}

/// MLIR's `getI1SameShape`: `i1` with the shape of `t`.
pub fn i1_same_shape(ctx: &Context, t: Type) -> Type {
    let i1 = IntegerType::get(ctx, 1);
    with_element_type(ctx, t, i1)
}

/// MLIR's `verifyCompatibleShapes` over a list of types.
fn compatible_shapes(ctx: &Context, types: &[Type]) -> bool {
    let shapes: Vec<Option<Option<Vec<i64>>>> = types.iter().map(|&t| shape_of(ctx, t)).collect();
    if shapes.iter().all(Option::is_none) {
        return true;
    }
    if !shapes.iter().all(Option::is_some) {
        return false;
    }
    let scalable: Vec<bool> =
        types.iter().map(|&t| t.dyn_cast::<VectorType>(ctx).is_some_and(|v| v.scalable.iter().any(|&s| s))).collect();
    if scalable.iter().any(|&s| s) && !scalable.iter().all(|&s| s) {
        return false;
    }
    let ranked: Vec<Vec<i64>> = shapes.into_iter().flatten().flatten().collect();
    let Some(first) = ranked.first() else { return true };
    if ranked.iter().any(|s| s.len() != first.len()) {
        return false;
    }
    for i in 0..first.len() {
        let mut fixed = ranked.iter().map(|s| s[i]).filter(|&d| d != DYNAMIC);
        if let Some(d) = fixed.next() {
            if fixed.any(|e| e != d) {
                return false;
            }
        }
    }
    true
}

// ----- traits -----

/// MLIR's `Elementwise` trait: non-scalar operands and results agree in shape and kind.
pub struct Elementwise;

impl OpTrait for Elementwise {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let mappable = |t: &Type| {
            // One type-id read a type: every op of the dialect is verified this way, and most
            // have only scalars.
            let id = Any::type_id(ctx.type_storage(*t).as_any());
            id == TypeId::of::<VectorType>()
                || id == TypeId::of::<RankedTensorType>()
                || id == TypeId::of::<UnrankedTensorType>()
        };
        if !ctx.result_types(op).any(|t| mappable(&t)) && !ctx.operands(op).any(|v| mappable(&ctx.value_type(v))) {
            return Ok(());
        }
        let results: Vec<Type> = ctx.result_types(op).filter(mappable).collect();
        let operands: Vec<Type> = ctx.operands(op).map(|v| ctx.value_type(v)).filter(mappable).collect();
        if results.is_empty() && operands.is_empty() {
            return Ok(());
        }
        if !results.is_empty() && operands.is_empty() {
            return Err(op_error(ctx, op, "if a result is non-scalar, then at least one operand must be non-scalar"));
        }
        if results.is_empty() {
            return Err(op_error(
                ctx,
                op,
                "if an operand is non-scalar, then there must be at least one non-scalar result",
            ));
        }
        if results.len() != ctx.num_results(op) {
            return Err(op_error(ctx, op, "if an operand is non-scalar, then all results must be non-scalar"));
        }
        let all: Vec<Type> = operands.into_iter().chain(results).collect();
        let kind = |t: Type| {
            if t.isa::<VectorType>(ctx) {
                0
            } else if t.isa::<RankedTensorType>(ctx) {
                1
            } else {
                2
            }
        };
        let k = kind(all[0]);
        if !all.iter().all(|&t| kind(t) == k) || !compatible_shapes(ctx, &all) {
            return Err(op_error(ctx, op, "all non-scalar operands/results must have the same shape and base type"));
        }
        Ok(())
    }
}

/// MLIR's `SameOperandsAndResultShape`.
pub struct SameOperandsAndResultShape;

impl OpTrait for SameOperandsAndResultShape {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let types: Vec<Type> = ctx.operands(op).map(|v| ctx.value_type(v)).chain(ctx.result_types(op)).collect();
        if compatible_shapes(ctx, &types) {
            return Ok(());
        }
        Err(op_error(ctx, op, "requires the same shape for all operands and results"))
    }
}

/// arith's `SameInputOutputTensorDims`: tensor operand and result have identical shapes.
pub struct SameInputOutputTensorDims;

impl OpTrait for SameInputOutputTensorDims {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let dims = |t: Type| t.dyn_cast::<RankedTensorType>(ctx).map(|r| r.shape.clone()).unwrap_or_default();
        let (Some(i), Some(o)) = (ctx.operands(op).next(), ctx.result_types(op).next()) else { return Ok(()) };
        if dims(ctx.value_type(i)) == dims(o) {
            return Ok(());
        }
        Err(op_error(ctx, op, "failed to verify that input and output have the same tensor dimensions"))
    }
}

/// MLIR's `CastOpInterface` verification with each cast op's `areCastCompatible`.
pub struct CastCompatible;

impl OpTrait for CastCompatible {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let (Some(i), Some(out)) = (ctx.operands(op).next(), ctx.result_types(op).next()) else { return Ok(()) };
        let inp = ctx.value_type(i);
        if ops::cast_compatible(ctx, ctx.op_name_text(op), inp, out) {
            return Ok(());
        }
        Err(op_error(
            ctx,
            op,
            format!("operand type '{}' and result type '{}' are cast incompatible", inp.to_text(ctx), out.to_text(ctx)),
        ))
    }
}

// ----- constants -----

/// MLIR's `arith::ConstantOp::isBuildableWith`.
pub fn is_buildable_constant(ctx: &Context, value: Attribute, ty: Type) -> bool {
    if value.typed(ctx) != Some(ty) {
        return false;
    }
    if ty.dyn_cast::<IntegerType>(ctx).is_some_and(|i| i.signedness != Signedness::Signless) {
        return false;
    }
    value.isa::<IntegerAttr>(ctx) || value.isa::<FloatAttr>(ctx) || is_elements_attr(ctx, value)
}

/// Whether `a` is one of the builtin elements attributes.
pub fn is_elements_attr(ctx: &Context, a: Attribute) -> bool {
    use oxir::builtin::dense::*;
    a.isa::<DenseIntOrFPElementsAttr>(ctx)
        || a.isa::<DenseStringElementsAttr>(ctx)
        || a.isa::<DenseResourceElementsAttr>(ctx)
        || a.isa::<SparseElementsAttr>(ctx)
}

/// The dialect's constant materializer: a `ub.poison` for `#ub.poison` (the value of a fold
/// with a poison operand), else an `arith.constant` when buildable.
pub fn materialize_constant(ctx: &mut Context, value: Attribute, ty: Type, loc: Attribute) -> Option<OpRef> {
    if value.isa::<oxir::ub::PoisonAttr>(ctx) {
        return crate::utils::constants::materialize_arith_or_poison(ctx, value, ty, loc);
    }
    if !is_buildable_constant(ctx, value, ty) {
        return None;
    }
    Some(ops::create_constant_op(ctx, value, ty, loc))
}
