//! The ops of the memref dialect and the type and attribute constraints they share.

use super::layout::*;
use super::syntax::*;
use super::{canonicalize, fold, syntax};
use crate::arith::AtomicRMWKind;
use crate::utils::static_values::offsets_sizes_strides_of;
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::*;
use oxir::builtin::types::*;
use oxir::interfaces::{
    OffsetSizeAndStrideModel, OffsetSizeAndStrideOpInterface, RegionBranchOpInterface, RegionRunsOnce,
};
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::ods::{DenseI64Array, Op};
use oxir::traits::*;
use oxir::{Attribute, BlockRef, Context, Diagnostic, OpRef, RegionRef, Type, Value};
use oxir_macros::op;

use crate::utils::shapes::{compatible_dim, compatible_shape, rank_reduction_mask};

type Region = RegionRef;
#[allow(dead_code)]
type Block = BlockRef;

// ----- constraints -----

/// A ranked memref (MLIR's `AnyMemRef`).
pub const RANKED_MEMREF: TypeConstraint =
    TypeConstraint::Pred { summary: "memref of any type values", check: |c, t| t.isa::<MemRefType>(c) };
/// MLIR's `AnyRankedOrUnrankedMemRef`.
pub const ANY_RANKED_OR_UNRANKED_MEMREF: TypeConstraint = TypeConstraint::Pred {
    summary: "ranked or unranked memref of any type values",
    check: |c, t| t.isa::<MemRefType>(c) || t.isa::<UnrankedMemRefType>(c),
};
/// MLIR's `AnyNon0RankedOrUnrankedMemRef`.
pub const NON0_RANKED_OR_UNRANKED_MEMREF: TypeConstraint = TypeConstraint::Pred {
    summary: "unranked.memref of any type values or non-0-ranked.memref of any type values",
    check: |c, t| t.isa::<UnrankedMemRefType>(c) || t.dyn_cast::<MemRefType>(c).is_some_and(|m| !m.shape.is_empty()),
};
/// MLIR's `AnyStridedMemRef`.
pub const STRIDED_MEMREF: TypeConstraint = TypeConstraint::Pred {
    summary: "strided memref of any type values",
    check: |c, t| t.dyn_cast::<MemRefType>(c).is_some_and(|m| is_strided(c, m)),
};
/// MLIR's `AnyStridedMemRefOfRank<0>`.
pub const STRIDED_MEMREF_RANK0: TypeConstraint = TypeConstraint::Pred {
    summary: "strided memref of any type values of ranks 0",
    check: |c, t| t.dyn_cast::<MemRefType>(c).is_some_and(|m| m.shape.is_empty() && is_strided(c, m)),
};
/// `MemRefRankOf<[AnyType], [1]>`.
pub const MEMREF_RANK1: TypeConstraint = TypeConstraint::Pred {
    summary: "1D memref of any type values",
    check: |c, t| t.dyn_cast::<MemRefType>(c).is_some_and(|m| m.shape.len() == 1),
};
/// `MemRefRankOf<[I8], [1]>`.
pub const MEMREF_RANK1_I8: TypeConstraint = TypeConstraint::Pred {
    summary: "1D memref of 8-bit signless integer values",
    check: |c, t| t.dyn_cast::<MemRefType>(c).is_some_and(|m| m.shape.len() == 1 && I8.matches(c, m.element)),
};
/// `MemRefRankOf<[AnySignlessInteger, Index], [1]>`.
pub const SHAPE_MEMREF: TypeConstraint = TypeConstraint::Pred {
    summary: "1D memref of signless integer or index values",
    check: |c, t| {
        t.dyn_cast::<MemRefType>(c).is_some_and(|m| {
            m.shape.len() == 1 && (ANY_SIGNLESS_INTEGER.matches(c, m.element) || m.element.isa::<IndexType>(c))
        })
    },
};
/// `AnyTypeOf<[AnySignlessInteger, AnyFloat]>`.
pub const INT_OR_FLOAT: TypeConstraint = TypeConstraint::Pred {
    summary: "signless integer or floating-point",
    check: |c, t| ANY_SIGNLESS_INTEGER.matches(c, t) || ANY_FLOAT.matches(c, t),
};
/// `MemRefOf<[AnySignlessInteger, AnyFloat]>`.
pub const MEMREF_OF_INT_OR_FLOAT: TypeConstraint = TypeConstraint::Pred {
    summary: "memref of signless integer or floating-point values",
    check: |c, t| t.dyn_cast::<MemRefType>(c).is_some_and(|m| INT_OR_FLOAT.matches(c, m.element)),
};
/// MLIR's `AnyStaticShapeMemRef`.
pub const STATIC_SHAPE_MEMREF: TypeConstraint = TypeConstraint::Pred {
    summary: "statically shaped memref of any type values",
    check: |c, t| t.dyn_cast::<MemRefType>(c).is_some_and(|m| m.shape.iter().all(|&d| d != DYNAMIC)),
};

fn i64_attr_value(ctx: &Context, a: Attribute) -> Option<i64> {
    let i = a.dyn_cast::<IntegerAttr>(ctx)?;
    let t = i.ty.dyn_cast::<IntegerType>(ctx)?;
    (t.width == 64 && t.signedness == Signedness::Signless).then(|| i.value.try_to_i64()).flatten()
}

fn i32_attr_value(ctx: &Context, a: Attribute) -> Option<i64> {
    let i = a.dyn_cast::<IntegerAttr>(ctx)?;
    let t = i.ty.dyn_cast::<IntegerType>(ctx)?;
    (t.width == 32 && t.signedness == Signedness::Signless).then(|| i.value.try_to_i64()).flatten()
}

/// `ConfinedAttr<I64Attr, [IntPositive, IntPowerOf2]>`.
pub const ALIGNMENT_ATTR: AttrConstraint = AttrConstraint {
    summary: "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
    check: |c, a| i64_attr_value(c, a).is_some_and(|v| v > 0 && (v & (v - 1)) == 0),
};
/// `ConfinedAttr<I32Attr, [IntPositive]>`.
pub const POSITIVE_I32_ATTR: AttrConstraint = AttrConstraint {
    summary: "32-bit signless integer attribute whose value is positive",
    check: |c, a| i32_attr_value(c, a).is_some_and(|v| v > 0),
};
/// `ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>`.
pub const LOCALITY_ATTR: AttrConstraint = AttrConstraint {
    summary: "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
    check: |c, a| i32_attr_value(c, a).is_some_and(|v| (0..=3).contains(&v)),
};
/// MLIR's `IndexListArrayAttr`.
pub const INDEX_LIST_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "Array of 64-bit integer array attributes",
    check: |c, a| {
        a.dyn_cast::<ArrayAttr>(c).is_some_and(|arr| {
            arr.elements.iter().all(|&g| {
                g.dyn_cast::<ArrayAttr>(c).is_some_and(|g| g.elements.iter().all(|&i| i64_attr_value(c, i).is_some()))
            })
        })
    },
};
/// `MemRefTypeAttr`.
pub const MEMREF_TYPE_ATTR: AttrConstraint = AttrConstraint {
    summary: "memref type attribute",
    check: |c, a| a.dyn_cast::<TypeAttr>(c).is_some_and(|t| t.ty.isa::<MemRefType>(c)),
};
/// `AffineMapAttr`.
pub const AFFINE_MAP_ATTR: AttrConstraint =
    AttrConstraint { summary: "AffineMap attribute", check: |c, a| a.isa::<AffineMapAttr>(c) };
/// The keywords of `arith::AtomicRMWKind`, by value.
pub const ATOMIC_RMW_KINDS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf", "mins", "minu",
    "mulf", "muli", "ori", "xori",
];

// ----- helpers -----

/// An error at the op without the `'name' op` prefix (MLIR's `emitError`).
fn plain_error(ctx: &Context, op: OpRef, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error(ctx.op_loc(op), msg.into())
}

fn memref_of(ctx: &Context, v: Value) -> Option<MemRefType> {
    ctx.value_type(v).dyn_cast::<MemRefType>(ctx).cloned()
}

/// The element type and memory space of a ranked or unranked memref.
pub(super) fn element_and_space(ctx: &Context, t: Type) -> Option<(Type, Option<Attribute>)> {
    if let Some(m) = t.dyn_cast::<MemRefType>(ctx) {
        return Some((m.element, m.memory_space));
    }
    t.dyn_cast::<UnrankedMemRefType>(ctx).map(|m| (m.element, m.memory_space))
}

/// The element type of a memref (the transformer of `TypesMatchWith`).
pub fn element_type(ctx: &Context, t: Type) -> Type {
    element_and_space(ctx, t).map(|(e, _)| e).unwrap_or(t)
}

/// The reassociation groups of `expand_shape` / `collapse_shape`.
pub(super) fn reassociation(ctx: &Context, op: OpRef) -> Vec<Vec<i64>> {
    crate::utils::reshape::reassociation(ctx, op, i64_attr_value)
}

fn result_name(name: &'static str) -> Vec<(u32, String)> {
    vec![(0, name.to_string())]
}

// ----- allocation -----

fn verify_alloc_like(ctx: &Context, op: OpRef, dynamic: usize, symbols: usize) -> Result<(), Diagnostic> {
    let Some(t) = ctx.result_types(op).next().and_then(|t| t.dyn_cast::<MemRefType>(ctx).cloned()) else {
        return Err(op_error(ctx, op, "result must be a memref"));
    };
    let expected = t.shape.iter().filter(|&&d| d == DYNAMIC).count();
    if dynamic != expected {
        return Err(op_error(
            ctx,
            op,
            format!("incorrect number of dynamic sizes, has {dynamic}, expected {expected}"),
        ));
    }
    let num_symbols = if is_identity_layout(ctx, t.layout) {
        0
    } else {
        match t.layout.and_then(|l| l.dyn_cast::<StridedLayoutAttr>(ctx)) {
            // The map of a strided layout has a symbol for a dynamic offset and each dynamic stride.
            Some(s) => usize::from(s.offset == DYNAMIC) + s.strides.iter().filter(|&&d| d == DYNAMIC).count(),
            None => layout_map(ctx, t.layout).map_or(0, |m| m.num_symbols as usize),
        }
    };
    if symbols != num_symbols {
        return Err(op_error(
            ctx,
            op,
            format!("symbol operand count does not equal memref symbol count: expected {num_symbols}, got {symbols}"),
        ));
    }
    Ok(())
}

/// Memory allocation operation.
///
/// Allocates a region of memory as specified by its memref type; the dynamic sizes bind to the
/// dynamic dimensions and the symbol operands to the symbols of the layout map.
#[op(
    name = "memref.alloc",
    canonicalizer = canonicalize::alloc_patterns,
    traits(AttrSizedOperandSegments, MemAlloc),
    format = "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
    verifier = AllocOp::verify,
    asm_result_names = AllocOp::names
)]
pub struct AllocOp {
    #[operand(INDEX, name = "dynamicSizes")]
    dynamic_sizes: Vec<Value>,
    #[operand(INDEX, name = "symbolOperands")]
    symbol_operands: Vec<Value>,
    #[attribute(ALIGNMENT_ATTR)]
    alignment: Option<IntegerAttr>,
    #[result(RANKED_MEMREF)]
    memref: Value,
}

impl AllocOp {
    fn names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        result_name("alloc")
    }
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let a = AllocOp::from_op_unchecked(op);
        verify_alloc_like(ctx, op, a.dynamic_sizes(ctx).len(), a.symbol_operands(ctx).len())
    }
}

/// Stack memory allocation operation.
///
/// Allocates memory freed when control leaves the closest enclosing op with the
/// `AutomaticAllocationScope` trait.
#[op(
    name = "memref.alloca",
    canonicalizer = canonicalize::alloca_patterns,
    traits(AttrSizedOperandSegments, MemAllocAutomaticScope),
    format = "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
    verifier = AllocaOp::verify,
    asm_result_names = AllocaOp::names
)]
pub struct AllocaOp {
    #[operand(INDEX, name = "dynamicSizes")]
    dynamic_sizes: Vec<Value>,
    #[operand(INDEX, name = "symbolOperands")]
    symbol_operands: Vec<Value>,
    #[attribute(ALIGNMENT_ATTR)]
    alignment: Option<IntegerAttr>,
    #[result(RANKED_MEMREF)]
    memref: Value,
}

impl AllocaOp {
    fn names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        result_name("alloca")
    }
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let mut cur = ctx.op_parent_op(op);
        let mut found = false;
        while let Some(p) = cur {
            if ctx.op_has_trait::<AutomaticAllocationScope>(p) {
                found = true;
                break;
            }
            cur = ctx.op_parent_op(p);
        }
        if !found {
            return Err(op_error(ctx, op, "requires an ancestor op with AutomaticAllocationScope trait"));
        }
        let a = AllocaOp::from_op_unchecked(op);
        verify_alloc_like(ctx, op, a.dynamic_sizes(ctx).len(), a.symbol_operands(ctx).len())
    }
}

/// Memory reallocation operation.
///
/// Changes the size of a 1-D memory region; a dynamic result size needs its operand.
#[op(
    name = "memref.realloc",
    canonicalizer = canonicalize::realloc_patterns,
    traits(MemAlloc, MemFree),
    format = "$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)",
    verifier = ReallocOp::verify
)]
pub struct ReallocOp {
    #[operand(MEMREF_RANK1)]
    source: Value,
    #[operand(INDEX, name = "dynamicResultSize")]
    dynamic_result_size: Option<Value>,
    #[attribute(ALIGNMENT_ATTR)]
    alignment: Option<IntegerAttr>,
    #[result(MEMREF_RANK1)]
    result: Value,
}

impl ReallocOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let r = ReallocOp::from_op_unchecked(op);
        let (Some(src), Some(res)) = (memref_of(ctx, r.source(ctx)), memref_of(ctx, r.result(ctx))) else {
            return Ok(());
        };
        let (st, rt) = (ctx.value_type(r.source(ctx)), ctx.value_type(r.result(ctx)));
        if !is_identity_layout(ctx, src.layout) {
            return Err(plain_error(ctx, op, format!("unsupported layout for source memref type {}", quoted(ctx, st))));
        }
        if !is_identity_layout(ctx, res.layout) {
            return Err(plain_error(ctx, op, format!("unsupported layout for result memref type {}", quoted(ctx, rt))));
        }
        if src.memory_space != res.memory_space {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "different memory spaces specified for source memref type {} and result memref type {}",
                    quoted(ctx, st),
                    quoted(ctx, rt)
                ),
            ));
        }
        if src.element != res.element {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "different element types specified for source memref type {} and result memref type {}",
                    quoted(ctx, st),
                    quoted(ctx, rt)
                ),
            ));
        }
        let dynamic = res.shape.contains(&DYNAMIC);
        if dynamic && r.dynamic_result_size(ctx).is_none() {
            return Err(plain_error(ctx, op, format!("missing dimension operand for result type {}", quoted(ctx, rt))));
        }
        if !dynamic && r.dynamic_result_size(ctx).is_some() {
            return Err(plain_error(
                ctx,
                op,
                format!("unnecessary dimension operand for result type {}", quoted(ctx, rt)),
            ));
        }
        Ok(())
    }
}

fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", t.to_text(ctx))
}

/// Memory deallocation operation.
#[op(
    name = "memref.dealloc",
    traits(MemFree),
    format = "$memref attr-dict `:` type($memref)",
    canonicalizer = canonicalize::dealloc_patterns
)]
pub struct DeallocOp {
    #[operand(ANY_RANKED_OR_UNRANKED_MEMREF)]
    memref: Value,
}

/// Explicitly delimited scope for stack allocation.
#[op(
    name = "memref.alloca_scope",
    canonicalizer = canonicalize::alloca_scope_patterns,
    traits(AutomaticAllocationScope, RecursiveMemoryEffects, SingleBlockImplicitTerminator<AllocaScopeReturnOp>),
    interfaces = [RegionBranchOpInterface(RegionRunsOnce)],
    parser = parse_alloca_scope,
    printer = print_alloca_scope
)]
pub struct AllocaScopeOp {
    #[region]
    body_region: Region,
    #[result]
    results: Vec<Value>,
}

/// Terminator for the `alloca_scope` operation.
#[op(
    name = "memref.alloca_scope.return",
    traits(HasParent<AllocaScopeOp>, Pure, ReturnLike, IsTerminator),
    format = "attr-dict ($results^ `:` type($results))?"
)]
pub struct AllocaScopeReturnOp {
    #[operand]
    results: Vec<Value>,
}

// ----- access -----

/// Load operation.
///
/// Reads an element from a memref at the given indices, one per dimension.
#[op(
    name = "memref.load",
    canonicalizer = canonicalize::load_patterns,
    traits(TypesMatchWith<memref, result, element_type, "result type matches element type of 'memref'">, MemRead),
    format = "$memref `[` $indices `]` attr-dict `:` type($memref)",
    verifier = LoadOp::verify
)]
pub struct LoadOp {
    #[operand(RANKED_MEMREF)]
    memref: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    #[attribute(BOOL_ATTR, default = IntegerAttr::bool(ctx, false))]
    nontemporal: Option<IntegerAttr>,
    #[attribute(ALIGNMENT_ATTR)]
    alignment: Option<IntegerAttr>,
    #[result]
    result: Value,
}

impl LoadOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let l = LoadOp::from_op_unchecked(op);
        let Some(m) = memref_of(ctx, l.memref(ctx)) else { return Ok(()) };
        let n = l.indices(ctx).len();
        if n != m.shape.len() {
            return Err(op_error(
                ctx,
                op,
                format!("incorrect number of indices for load, expected {} but got {n}", m.shape.len()),
            ));
        }
        Ok(())
    }
}

/// Store operation.
///
/// Stores an element into a memref at the given indices, one per dimension.
#[op(
    name = "memref.store",
    canonicalizer = canonicalize::store_patterns,
    traits(TypesMatchWith<memref, value, element_type, "type of 'value' matches element type of 'memref'">, MemWrite),
    format = "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
    verifier = StoreOp::verify
)]
pub struct StoreOp {
    #[operand]
    value: Value,
    #[operand(RANKED_MEMREF)]
    memref: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    #[attribute(BOOL_ATTR, default = IntegerAttr::bool(ctx, false))]
    nontemporal: Option<IntegerAttr>,
    #[attribute(ALIGNMENT_ATTR)]
    alignment: Option<IntegerAttr>,
}

impl StoreOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let s = StoreOp::from_op_unchecked(op);
        let Some(m) = memref_of(ctx, s.memref(ctx)) else { return Ok(()) };
        if ctx.num_operands(op) != 2 + m.shape.len() {
            return Err(op_error(ctx, op, "store index operand count not equal to memref rank"));
        }
        Ok(())
    }
}

/// Atomic read-modify-write operation.
#[op(
    name = "memref.atomic_rmw",
    canonicalizer = canonicalize::atomic_rmw_patterns,
    traits(
        AllTypesMatch<[value, result]>,
        TypesMatchWith<memref, value, element_type, "value type matches element type of memref">,
        MemRead,
        MemWrite
    ),
    format = "$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` \
              `->` type($result)",
    verifier = AtomicRMWOp::verify
)]
pub struct AtomicRMWOp {
    #[attribute(enum)]
    kind: AtomicRMWKind,
    #[operand(INT_OR_FLOAT)]
    value: Value,
    #[operand(MEMREF_OF_INT_OR_FLOAT)]
    memref: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    #[result(INT_OR_FLOAT)]
    result: Value,
}

impl AtomicRMWOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let a = AtomicRMWOp::from_op_unchecked(op);
        let Some(m) = memref_of(ctx, a.memref(ctx)) else { return Ok(()) };
        if m.shape.len() + 2 != ctx.num_operands(op) {
            return Err(op_error(ctx, op, "expects the number of subscripts to be equal to memref rank"));
        }
        let name = a.kind(ctx).map_or("", AtomicRMWKind::as_str);
        let vt = ctx.value_type(a.value(ctx));
        match name {
            "addf" | "maximumf" | "minimumf" | "mulf" if !vt.isa::<FloatType>(ctx) => {
                Err(op_error(ctx, op, format!("with kind '{name}' expects a floating-point type")))
            }
            "addi" | "maxs" | "maxu" | "mins" | "minu" | "muli" | "ori" | "xori" | "andi"
                if !vt.isa::<IntegerType>(ctx) =>
            {
                Err(op_error(ctx, op, format!("with kind '{name}' expects an integer type")))
            }
            _ => Ok(()),
        }
    }
}

/// Atomic read-modify-write operation with a region.
#[op(
    name = "memref.generic_atomic_rmw",
    traits(
        SingleBlockImplicitTerminator<AtomicYieldOp>,
        TypesMatchWith<memref, result, element_type, "result type matches element type of memref">,
        MemRead,
        MemWrite
    ),
    parser = parse_generic_atomic_rmw,
    printer = print_generic_atomic_rmw,
    verifier = GenericAtomicRMWOp::verify
)]
pub struct GenericAtomicRMWOp {
    #[operand(MEMREF_OF_INT_OR_FLOAT)]
    memref: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    #[region]
    atomic_body: Region,
    #[result(INT_OR_FLOAT)]
    result: Value,
}

impl GenericAtomicRMWOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let g = GenericAtomicRMWOp::from_op_unchecked(op);
        let Some(entry) = ctx.region_entry_block(g.atomic_body(ctx)) else { return Ok(()) };
        if ctx.num_block_arguments(entry) != 1 {
            return Err(op_error(ctx, op, "expected single number of entry block arguments"));
        }
        let arg = Value::Argument { block: entry, index: 0 };
        if ctx.value_type(arg) != ctx.value_type(g.result(ctx)) {
            return Err(op_error(ctx, op, "expected block argument of the same type result type"));
        }
        // MLIR walks the body post-order and stops at the first op with effects.
        let mut bad = None;
        ctx.walk_ops_post_order(op, &mut |o| {
            if bad.is_none() && o != op && !oxir::interfaces::is_memory_effect_free(ctx, o) {
                bad = Some(o);
            }
        });
        if let Some(o) = bad {
            return Err(Diagnostic::error(
                ctx.op_loc(o),
                "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects".to_string(),
            ));
        }
        Ok(())
    }
}

/// Yield operation for `generic_atomic_rmw`.
#[op(
    name = "memref.atomic_yield",
    traits(HasParent<GenericAtomicRMWOp>, Pure, IsTerminator),
    format = "$result attr-dict `:` type($result)",
    verifier = AtomicYieldOp::verify
)]
pub struct AtomicYieldOp {
    #[operand]
    result: Value,
}

impl AtomicYieldOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let Some(parent) = ctx.op_parent_op(op) else { return Ok(()) };
        let Some(pt) = ctx.result_types(parent).next() else { return Ok(()) };
        let rt = ctx.value_type(ctx.operand(op, 0));
        if pt != rt {
            return Err(op_error(
                ctx,
                op,
                format!("types mismatch between yield op: {} and its parent: {}", quoted(ctx, rt), quoted(ctx, pt)),
            ));
        }
        Ok(())
    }
}

/// Prefetch operation.
#[op(
    name = "memref.prefetch",
    parser = parse_prefetch,
    printer = print_prefetch,
    verifier = PrefetchOp::verify,
    canonicalizer = canonicalize::prefetch_patterns
)]
pub struct PrefetchOp {
    #[operand(RANKED_MEMREF)]
    memref: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    #[attribute(BOOL_ATTR, name = "isWrite")]
    is_write: IntegerAttr,
    #[attribute(LOCALITY_ATTR, name = "localityHint")]
    locality_hint: IntegerAttr,
    #[attribute(BOOL_ATTR, name = "isDataCache")]
    is_data_cache: IntegerAttr,
}

impl PrefetchOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let p = PrefetchOp::from_op_unchecked(op);
        let Some(m) = memref_of(ctx, p.memref(ctx)) else { return Ok(()) };
        if ctx.num_operands(op) != 1 + m.shape.len() {
            return Err(op_error(ctx, op, "too few indices"));
        }
        Ok(())
    }
}

/// Non-blocking DMA operation that starts a transfer.
#[op(
    name = "memref.dma_start",
    parser = parse_dma_start,
    printer = print_dma_start,
    verifier = DmaStartOp::verify,
    canonicalizer = canonicalize::dma_start_patterns
)]
pub struct DmaStartOp {
    #[operand]
    operands: Vec<Value>,
}

impl DmaStartOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let ops: Vec<Value> = ctx.operands(op).collect();
        let n = ops.len();
        if n < 4 {
            return Err(op_error(ctx, op, "expected at least 4 operands"));
        }
        let is_index = |v: &Value| ctx.value_type(*v).isa::<IndexType>(ctx);
        let Some(src) = memref_of(ctx, ops[0]) else {
            return Err(op_error(ctx, op, "expected source to be of memref type"));
        };
        let sr = src.shape.len();
        if n < sr + 4 {
            return Err(op_error(ctx, op, format!("expected at least {} operands", sr + 4)));
        }
        if !ops[1..1 + sr].iter().all(is_index) {
            return Err(op_error(ctx, op, "expected source indices to be of index type"));
        }
        let Some(dst) = memref_of(ctx, ops[1 + sr]) else {
            return Err(op_error(ctx, op, "expected destination to be of memref type"));
        };
        let dr = dst.shape.len();
        let mut expected = sr + dr + 4;
        if n < expected {
            return Err(op_error(ctx, op, format!("expected at least {expected} operands")));
        }
        if !ops[2 + sr..2 + sr + dr].iter().all(is_index) {
            return Err(op_error(ctx, op, "expected destination indices to be of index type"));
        }
        if !is_index(&ops[2 + sr + dr]) {
            return Err(op_error(ctx, op, "expected num elements to be of index type"));
        }
        let Some(tag) = memref_of(ctx, ops[3 + sr + dr]) else {
            return Err(op_error(ctx, op, "expected tag to be of memref type"));
        };
        let tr = tag.shape.len();
        expected += tr;
        if n < expected {
            return Err(op_error(ctx, op, format!("expected at least {expected} operands")));
        }
        if !ops[4 + sr + dr..4 + sr + dr + tr].iter().all(is_index) {
            return Err(op_error(ctx, op, "expected tag indices to be of index type"));
        }
        if n != expected && n != expected + 2 {
            return Err(op_error(ctx, op, "incorrect number of operands"));
        }
        if n == expected + 2 && !(is_index(&ops[n - 2]) && is_index(&ops[n - 1])) {
            return Err(op_error(ctx, op, "expected stride and num elements per stride to be of type index"));
        }
        Ok(())
    }
}

/// Blocking DMA operation that waits for transfer completion.
#[op(
    name = "memref.dma_wait",
    canonicalizer = canonicalize::dma_wait_patterns,
    format = "$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)",
    verifier = DmaWaitOp::verify
)]
pub struct DmaWaitOp {
    #[operand(RANKED_MEMREF, name = "tagMemRef")]
    tag_memref: Value,
    #[operand(INDEX, name = "tagIndices")]
    tag_indices: Vec<Value>,
    #[operand(INDEX, name = "numElements")]
    num_elements: Value,
}

impl DmaWaitOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let d = DmaWaitOp::from_op_unchecked(op);
        let Some(m) = memref_of(ctx, d.tag_memref(ctx)) else { return Ok(()) };
        let n = d.tag_indices(ctx).len();
        if n != m.shape.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {}, but got {n}",
                    m.shape.len()
                ),
            ));
        }
        Ok(())
    }
}

// ----- casts and metadata -----

fn shapes_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    let (Some(x), Some(y)) = (a.dyn_cast::<MemRefType>(ctx), b.dyn_cast::<MemRefType>(ctx)) else { return true };
    compatible_shape(&x.shape, &y.shape)
}

/// MLIR's `CastOp::areCastCompatible`.
pub fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (a.dyn_cast::<MemRefType>(ctx), b.dyn_cast::<MemRefType>(ctx)) {
        (Some(x), Some(y)) => {
            if x.element != y.element {
                return false;
            }
            if x.layout != y.layout {
                let (Some((xs, xo)), Some((ys, yo))) = (strides_and_offset(ctx, x), strides_and_offset(ctx, y)) else {
                    return false;
                };
                if !compatible_dim(xo, yo) || !compatible_shape(&xs, &ys) {
                    return false;
                }
            }
            x.memory_space == y.memory_space && compatible_shape(&x.shape, &y.shape)
        }
        _ => {
            let (Some((ae, asp)), Some((be, bsp))) = (element_and_space(ctx, a), element_and_space(ctx, b)) else {
                return false;
            };
            if a.isa::<UnrankedMemRefType>(ctx) && b.isa::<UnrankedMemRefType>(ctx) {
                return false;
            }
            ae == be && asp == bsp
        }
    }
}

fn cast_incompatible(ctx: &Context, op: OpRef, a: Type, b: Type) -> Diagnostic {
    op_error(
        ctx,
        op,
        format!("operand type {} and result type {} are cast incompatible", quoted(ctx, a), quoted(ctx, b)),
    )
}

/// Memref cast operation.
///
/// Converts a memref to an equivalent type with a compatible shape, layout and memory space.
#[op(
    name = "memref.cast",
    folder = fold::fold_identity_cast,
    canonicalizer = canonicalize::cast_patterns,
    traits(Pure),
    format = "$source attr-dict `:` type($source) `to` type($dest)",
    verifier = CastOp::verify,
    asm_result_names = CastOp::names
)]
pub struct CastOp {
    #[operand(ANY_RANKED_OR_UNRANKED_MEMREF)]
    source: Value,
    #[result(ANY_RANKED_OR_UNRANKED_MEMREF)]
    dest: Value,
}

impl CastOp {
    fn names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        result_name("cast")
    }
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let c = CastOp::from_op_unchecked(op);
        let (a, b) = (ctx.value_type(c.source(ctx)), ctx.value_type(c.dest(ctx)));
        if !cast_compatible(ctx, a, b) {
            return Err(cast_incompatible(ctx, op, a, b));
        }
        Ok(())
    }
}

/// Memref memory space cast operation.
#[op(
    name = "memref.memory_space_cast",
    folder = fold::fold_identity_cast,
    canonicalizer = canonicalize::memory_space_cast_patterns,
    traits(Pure),
    format = "$source attr-dict `:` type($source) `to` type($dest)",
    verifier = MemorySpaceCastOp::verify,
    asm_result_names = MemorySpaceCastOp::names
)]
pub struct MemorySpaceCastOp {
    #[operand(ANY_RANKED_OR_UNRANKED_MEMREF)]
    source: Value,
    #[result(ANY_RANKED_OR_UNRANKED_MEMREF)]
    dest: Value,
}

impl MemorySpaceCastOp {
    fn names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        result_name("memspacecast")
    }
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let c = MemorySpaceCastOp::from_op_unchecked(op);
        let (a, b) = (ctx.value_type(c.source(ctx)), ctx.value_type(c.dest(ctx)));
        if element_type(ctx, a) != element_type(ctx, b) {
            return Err(op_error(ctx, op, "requires the same element type for all operands and results"));
        }
        if !shapes_compatible(ctx, a, b) {
            return Err(op_error(ctx, op, "requires the same shape for all operands and results"));
        }
        let ok = match (a.dyn_cast::<MemRefType>(ctx), b.dyn_cast::<MemRefType>(ctx)) {
            (Some(x), Some(y)) => x.element == y.element && x.layout == y.layout && x.shape == y.shape,
            _ => a.isa::<UnrankedMemRefType>(ctx) && b.isa::<UnrankedMemRefType>(ctx),
        };
        if !ok {
            return Err(cast_incompatible(ctx, op, a, b));
        }
        Ok(())
    }
}

/// Copies the data from the source to the destination memref.
#[op(
    name = "memref.copy",
    canonicalizer = canonicalize::copy_patterns,
    traits(MemRead, MemWrite),
    format = "$source `,` $target attr-dict `:` type($source) `to` type($target)",
    verifier = CopyOp::verify
)]
pub struct CopyOp {
    #[operand(ANY_RANKED_OR_UNRANKED_MEMREF)]
    source: Value,
    #[operand(ANY_RANKED_OR_UNRANKED_MEMREF)]
    target: Value,
}

impl CopyOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let c = CopyOp::from_op_unchecked(op);
        let (a, b) = (ctx.value_type(c.source(ctx)), ctx.value_type(c.target(ctx)));
        if element_type(ctx, a) != element_type(ctx, b) {
            return Err(op_error(ctx, op, "requires the same element type for all operands"));
        }
        if !shapes_compatible(ctx, a, b) {
            return Err(op_error(ctx, op, "requires the same shape for all operands"));
        }
        Ok(())
    }
}

/// Dimension index operation.
#[op(
    name = "memref.dim",
    folder = fold::fold_dim,
    canonicalizer = canonicalize::dim_patterns,
    traits(NoMemoryEffect),
    interfaces = [
        oxir::interfaces::ConditionallySpeculatable(oxir::interfaces::DimSpeculation),
        oxir::interfaces::ShapedDimOpInterface(oxir::interfaces::SourceAndIndex)
    ],
    format = "attr-dict $source `,` $index `:` type($source)",
    asm_result_names = DimOp::names
)]
pub struct DimOp {
    #[operand(NON0_RANKED_OR_UNRANKED_MEMREF)]
    source: Value,
    #[operand(INDEX)]
    index: Value,
    #[result(INDEX)]
    result: Value,
}

impl DimOp {
    fn names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        result_name("dim")
    }
}

/// Rank operation.
#[op(
    name = "memref.rank",
    traits(Pure),
    format = "$memref attr-dict `:` type($memref)",
    folder = fold::fold_rank
)]
pub struct RankOp {
    #[operand(ANY_RANKED_OR_UNRANKED_MEMREF)]
    memref: Value,
    #[result(INDEX)]
    result: Value,
}

/// Extracts a memref's underlying aligned pointer as an index.
#[op(
    name = "memref.extract_aligned_pointer_as_index",
    traits(Pure),
    format = "$source `:` type($source) `->` type(results) attr-dict",
    asm_result_names = ExtractAlignedPointerAsIndexOp::names
)]
pub struct ExtractAlignedPointerAsIndexOp {
    #[operand(ANY_RANKED_OR_UNRANKED_MEMREF)]
    source: Value,
    #[result(INDEX)]
    aligned_pointer: Value,
}

impl ExtractAlignedPointerAsIndexOp {
    fn names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        result_name("intptr")
    }
}

/// Extracts a buffer base with offset and strides.
#[op(
    name = "memref.extract_strided_metadata",
    canonicalizer = canonicalize::extract_strided_metadata_patterns,
    traits(Pure, SameVariadicResultSize),
    format = "$source `:` type($source) `->` type(results) attr-dict",
    verifier = ExtractStridedMetadataOp::verify,
    asm_result_names = ExtractStridedMetadataOp::names
)]
pub struct ExtractStridedMetadataOp {
    #[operand(STRIDED_MEMREF)]
    source: Value,
    #[result(STRIDED_MEMREF_RANK0)]
    base_buffer: Value,
    #[result(INDEX)]
    offset: Value,
    #[result(INDEX)]
    sizes: Vec<Value>,
    #[result(INDEX)]
    strides: Vec<Value>,
}

impl ExtractStridedMetadataOp {
    fn names(ctx: &Context, op: OpRef) -> Vec<(u32, String)> {
        let mut v = vec![(0, "base_buffer".to_string()), (1, "offset".to_string())];
        let n = ctx.num_results(op).saturating_sub(2) / 2;
        if n > 0 {
            v.push((2, "sizes".to_string()));
            v.push((2 + n as u32, "strides".to_string()));
        }
        v
    }
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let e = ExtractStridedMetadataOp::from_op_unchecked(op);
        let Some(src) = memref_of(ctx, e.source(ctx)) else { return Ok(()) };
        let index = IndexType::get(ctx);
        let mut inferred = vec![memref(ctx, vec![], src.element, None, src.memory_space), index];
        inferred.extend(std::iter::repeat_n(index, src.shape.len() * 2));
        let actual: Vec<Type> = ctx.result_types(op).collect();
        if actual != inferred {
            let list = |ts: &[Type]| ts.iter().map(|t| quoted(ctx, *t)).collect::<Vec<_>>().join(", ");
            return Err(op_error(
                ctx,
                op,
                format!(
                    "inferred type(s) {} are incompatible with return type(s) of operation {}",
                    list(&inferred),
                    list(&actual)
                ),
            ));
        }
        Ok(())
    }
}

/// Assumption that gives alignment information to the input memref.
#[op(
    name = "memref.assume_alignment",
    folder = fold::fold_assume_alignment,
    traits(Pure, SameOperandsAndResultType),
    format = "$memref `,` $alignment attr-dict `:` type($memref)",
    verifier = AssumeAlignmentOp::verify,
    asm_result_names = AssumeAlignmentOp::names
)]
pub struct AssumeAlignmentOp {
    #[operand(RANKED_MEMREF)]
    memref: Value,
    #[attribute(I32_ATTR)]
    alignment: IntegerAttr,
    #[result(RANKED_MEMREF)]
    result: Value,
}

impl AssumeAlignmentOp {
    fn names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        result_name("assume_align")
    }
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let v = ctx.op_property(op, "alignment").and_then(|a| i32_attr_value(ctx, a)).unwrap_or(1);
        if v <= 0 {
            return Err(op_error(
                ctx,
                op,
                format!("attribute 'alignment' failed to satisfy constraint: {}", POSITIVE_I32_ATTR.summary),
            ));
        }
        if (v & (v - 1)) != 0 {
            return Err(op_error(ctx, op, "alignment must be power of 2"));
        }
        Ok(())
    }
}

/// Declares the operand types of `memref.distinct_objects` equal to its result types.
#[op(
    name = "memref.distinct_objects",
    traits(Pure, InferTypeOpInterface),
    format = "$operands attr-dict `:` type($operands)",
    verifier = DistinctObjectsOp::verify
)]
pub struct DistinctObjectsOp {
    #[operand(ANY_RANKED_OR_UNRANKED_MEMREF)]
    operands: Vec<Value>,
    #[result(ANY_RANKED_OR_UNRANKED_MEMREF)]
    results: Vec<Value>,
}

impl DistinctObjectsOp {
    /// The result types: the operand types.
    pub fn infer_result_types(ctx: &Context, state: &oxir::OperationState) -> Result<Vec<Type>, Diagnostic> {
        Ok(state.operands.iter().map(|&v| ctx.value_type(v)).collect())
    }
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let a: Vec<Type> = ctx.operands(op).map(|v| ctx.value_type(v)).collect();
        let b: Vec<Type> = ctx.result_types(op).collect();
        if a != b {
            return Err(op_error(ctx, op, "operand types and result types must match"));
        }
        if a.is_empty() {
            return Err(op_error(ctx, op, "expected at least one operand"));
        }
        Ok(())
    }
}

// ----- globals -----

/// Declares or defines a global memref variable.
#[op(
    name = "memref.global",
    traits(Symbol),
    format = "($sym_visibility^)? (`constant` $constant^)? $sym_name `:` \
              custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict",
    verifier = GlobalOp::verify
)]
pub struct GlobalOp {
    #[attribute(SYMBOL_NAME_ATTR)]
    sym_name: StringAttr,
    #[attribute(STR_ATTR)]
    sym_visibility: Option<StringAttr>,
    #[attribute(MEMREF_TYPE_ATTR, name = "type")]
    global_type: TypeAttr,
    #[attribute(ANY_ATTR)]
    initial_value: Option<Attribute>,
    #[attribute(UNIT_ATTR)]
    constant: Option<UnitAttr>,
    #[attribute(ALIGNMENT_ATTR)]
    alignment: Option<IntegerAttr>,
}

/// Whether `a` is an elements attribute (`dense<...>`, `dense_resource<...>`, `sparse<...>`).
pub fn is_elements_attr(ctx: &Context, a: Attribute) -> bool {
    use oxir::builtin::dense::*;
    a.isa::<DenseIntOrFPElementsAttr>(ctx)
        || a.isa::<DenseStringElementsAttr>(ctx)
        || a.isa::<DenseResourceElementsAttr>(ctx)
        || a.isa::<SparseElementsAttr>(ctx)
}

fn join_dims(d: &[i64]) -> String {
    d.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", ")
}

impl GlobalOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let Some(t) = ctx.op_property(op, "type").and_then(|a| a.dyn_cast::<TypeAttr>(ctx)).map(|t| t.ty) else {
            return Ok(());
        };
        let Some(m) = t.dyn_cast::<MemRefType>(ctx).filter(|m| m.shape.iter().all(|&d| d != DYNAMIC)) else {
            return Err(op_error(ctx, op, format!("type should be static shaped memref, but got {}", quoted(ctx, t))));
        };
        if let Some(init) = ctx.op_property(op, "initial_value") {
            if !init.isa::<UnitAttr>(ctx) && !is_elements_attr(ctx, init) {
                return Err(op_error(ctx, op, "initial value should be a unit or elements attribute"));
            }
            if let Some(info) =
                init.typed(ctx).and_then(|ty| shaped_info(ctx, ty)).filter(|_| is_elements_attr(ctx, init))
            {
                if info.element != m.element {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "initial value element expected to be of type {}, but was of type {}",
                            quoted(ctx, m.element),
                            quoted(ctx, info.element)
                        ),
                    ));
                }
                let shape = info.shape.unwrap_or_default();
                if shape != m.shape {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "initial value shape expected to be {} but was {}",
                            join_dims(&m.shape),
                            join_dims(&shape)
                        ),
                    ));
                }
            }
        }
        Ok(())
    }
}

/// Gets the memref pointing to a global variable.
#[op(
    name = "memref.get_global",
    traits(Pure),
    format = "$name `:` type($result) attr-dict",
    symbol_uses_verifier = GetGlobalOp::verify_symbol_uses
)]
pub struct GetGlobalOp {
    #[attribute(FLAT_SYMBOL_REF_ATTR, name = "name")]
    global_name: SymbolRefAttr,
    #[result(STATIC_SHAPE_MEMREF)]
    result: Value,
}

impl GetGlobalOp {
    fn verify_symbol_uses(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let g = GetGlobalOp::from_op_unchecked(op);
        let Some(sym) = g.global_name(ctx) else { return Ok(()) };
        let name = ctx.ident_str(sym.root).to_string();
        let Some(global) =
            oxir::symbol_table::lookup_nearest_symbol_from(ctx, op, sym).and_then(|t| ctx.cast_op::<GlobalOp>(t))
        else {
            return Err(op_error(ctx, op, format!("'{name}' does not reference a valid global memref")));
        };
        let gt = ctx.op_property(global.op(), "type").and_then(|a| a.dyn_cast::<TypeAttr>(ctx)).map(|t| t.ty);
        let rt = ctx.value_type(g.result(ctx));
        if let Some(gt) = gt {
            if gt != rt {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "result type {} does not match type {} of the global memref @{name}",
                        quoted(ctx, rt),
                        quoted(ctx, gt)
                    ),
                ));
            }
        }
        Ok(())
    }
}

// ----- views -----

/// The rank of the memref `v` (0 if it is not ranked): one size and stride per dimension of a
/// subview's source or a reinterpret cast's result (their `getArrayAttrMaxRanks`).
fn memref_rank(ctx: &Context, v: Value) -> usize {
    ctx.value_type(v).dyn_cast::<MemRefType>(ctx).map_or(0, |m| m.shape.len())
}

/// Memref reinterpret cast operation.
///
/// Builds a new memref descriptor from the source's base with the given offset, sizes and strides.
#[op(
    name = "memref.reinterpret_cast",
    folder = fold::fold_reinterpret_cast,
    canonicalizer = canonicalize::reinterpret_cast_patterns,
    traits(AttrSizedOperandSegments, Pure),
    interfaces = [OffsetSizeAndStrideOpInterface(OffsetSizeAndStrideModel {
        lists: offsets_sizes_strides_of!(ReinterpretCastOp),
        max_ranks: |ctx, op| {
            let rank = memref_rank(ctx, ctx.result(op, 0));
            [1, rank, rank]
        },
    })],
    format = "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) `` `,` `sizes` `` `:` \
              custom<DynamicIndexList>($sizes, $static_sizes) `` `,` `strides` `` `:` \
              custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
    verifier = ReinterpretCastOp::verify,
    asm_result_names = ReinterpretCastOp::names
)]
pub struct ReinterpretCastOp {
    #[operand(ANY_RANKED_OR_UNRANKED_MEMREF)]
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
    #[result(STRIDED_MEMREF)]
    result: Value,
}

fn dyn_text(v: i64) -> String {
    if v == DYNAMIC {
        "dynamic".to_string()
    } else {
        v.to_string()
    }
}

impl ReinterpretCastOp {
    fn names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        result_name("reinterpret_cast")
    }
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let r = ReinterpretCastOp::from_op_unchecked(op);
        let rt = ctx.value_type(r.result(ctx));
        let Some(res) = rt.dyn_cast::<MemRefType>(ctx).cloned() else { return Ok(()) };
        let st = ctx.value_type(r.source(ctx));
        let Some((se, ss)) = element_and_space(ctx, st) else { return Ok(()) };
        if ss != res.memory_space {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "different memory spaces specified for source type {} and result memref type {}",
                    quoted(ctx, st),
                    quoted(ctx, rt)
                ),
            ));
        }
        if se != res.element {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "different element types specified for source type {} and result memref type {}",
                    quoted(ctx, st),
                    quoted(ctx, rt)
                ),
            ));
        }
        let sizes = r.static_sizes(ctx).unwrap_or_default();
        for (i, (&r, &e)) in res.shape.iter().zip(&sizes).enumerate() {
            if r != DYNAMIC && r != e {
                return Err(plain_error(
                    ctx,
                    op,
                    format!("expected result type with size = {} instead of {r} in dim = {i}", dyn_text(e)),
                ));
            }
        }
        let Some((rstrides, roffset)) = strides_and_offset(ctx, &res) else {
            return Err(plain_error(
                ctx,
                op,
                format!("expected result type to have strided layout but found {}", quoted(ctx, rt)),
            ));
        };
        let eo = r.static_offsets(ctx).and_then(|o| o.first().copied()).unwrap_or(0);
        if roffset != DYNAMIC && roffset != eo {
            return Err(plain_error(
                ctx,
                op,
                format!("expected result type with offset = {} instead of {roffset}", dyn_text(eo)),
            ));
        }
        let strides = r.static_strides(ctx).unwrap_or_default();
        for (i, (&r, &e)) in rstrides.iter().zip(&strides).enumerate() {
            if r != DYNAMIC && r != e {
                return Err(plain_error(
                    ctx,
                    op,
                    format!("expected result type with stride = {} instead of {r} in dim = {i}", dyn_text(e)),
                ));
            }
        }
        Ok(())
    }
}

/// Memref subview operation.
///
/// A reduced-size view of the source memref at the given offsets, sizes and strides, possibly
/// rank-reducing unit dimensions.
#[op(
    name = "memref.subview",
    folder = fold::fold_subview,
    canonicalizer = canonicalize::subview_patterns,
    traits(AttrSizedOperandSegments, Pure),
    interfaces = [OffsetSizeAndStrideOpInterface(OffsetSizeAndStrideModel {
        lists: offsets_sizes_strides_of!(SubViewOp),
        max_ranks: |ctx, op| [memref_rank(ctx, ctx.operand(op, 0)); 3],
    })],
    format = "$source `` custom<DynamicIndexList>($offsets, $static_offsets) \
              custom<DynamicIndexList>($sizes, $static_sizes) \
              custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
    verifier = SubViewOp::verify,
    asm_result_names = SubViewOp::names
)]
pub struct SubViewOp {
    #[operand(RANKED_MEMREF)]
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
    #[result(RANKED_MEMREF)]
    result: Value,
}

/// MLIR's `SubViewOp::inferResultType`.
pub fn infer_subview_type(
    ctx: &Context,
    src: &MemRefType,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<Type> {
    let (sstrides, soffset) = strides_and_offset(ctx, src)?;
    let mut offset = soffset;
    for (&o, &s) in offsets.iter().zip(&sstrides) {
        offset = sat_add(offset, sat_mul(o, s));
    }
    let tstrides: Vec<i64> = sstrides.iter().zip(strides).map(|(&a, &b)| sat_mul(a, b)).collect();
    Some(memref(ctx, sizes.to_vec(), src.element, Some(strided(ctx, offset, tstrides)), src.memory_space))
}

/// MLIR's `computeMemRefRankReductionMask`.
pub(super) fn memref_rank_reduction_mask(
    ctx: &Context,
    original: &MemRefType,
    reduced: &MemRefType,
    sizes: &[i64],
) -> Option<Vec<bool>> {
    let rank = original.shape.len();
    let mut unused = vec![false; rank];
    if rank == reduced.shape.len() {
        return Some(unused);
    }
    for (i, &s) in sizes.iter().enumerate() {
        if s == 1 && i < rank {
            unused[i] = true;
        }
    }
    let count = |u: &Vec<bool>| u.iter().filter(|&&b| b).count();
    if count(&unused) + reduced.shape.len() == rank {
        return Some(unused);
    }
    let (ostrides, _) = strides_and_offset(ctx, original)?;
    let (cstrides, _) = strides_and_offset(ctx, reduced)?;
    let occurrences = |v: &[i64]| {
        let mut m = std::collections::BTreeMap::<i64, usize>::new();
        for &x in v {
            *m.entry(x).or_default() += 1;
        }
        m
    };
    let mut unaccounted = occurrences(&ostrides);
    let candidate = occurrences(&cstrides);
    for dim in 0..rank {
        if !unused[dim] {
            continue;
        }
        let s = ostrides[dim];
        let cur = unaccounted.get(&s).copied().unwrap_or(0);
        let cand = candidate.get(&s).copied().unwrap_or(0);
        if cur > cand {
            *unaccounted.entry(s).or_default() -= 1;
        } else if cur == cand {
            unused[dim] = false;
        } else {
            return None;
        }
    }
    (count(&unused) + reduced.shape.len() == rank).then_some(unused)
}

impl SubViewOp {
    fn names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        result_name("subview")
    }
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let s = SubViewOp::from_op_unchecked(op);
        let Some(base) = memref_of(ctx, s.source(ctx)) else { return Ok(()) };
        let bt = ctx.value_type(s.source(ctx));
        let rt = ctx.value_type(s.result(ctx));
        let Some(sub) = rt.dyn_cast::<MemRefType>(ctx).cloned() else { return Ok(()) };
        if base.memory_space != sub.memory_space {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "different memory spaces specified for base memref type {} and subview memref type {}",
                    quoted(ctx, bt),
                    quoted(ctx, rt)
                ),
            ));
        }
        if !is_strided(ctx, &base) {
            return Err(plain_error(ctx, op, format!("base type {} is not strided", quoted(ctx, bt))));
        }
        let (offsets, sizes, strides) = (
            s.static_offsets(ctx).unwrap_or_default(),
            s.static_sizes(ctx).unwrap_or_default(),
            s.static_strides(ctx).unwrap_or_default(),
        );
        let Some(expected_t) = infer_subview_type(ctx, &base, &offsets, &sizes, &strides) else { return Ok(()) };
        let expected = expected_t.dyn_cast::<MemRefType>(ctx).cloned().unwrap();
        let et = quoted(ctx, expected_t);
        let got = quoted(ctx, rt);
        if expected_t != rt {
            if sub.shape.len() > expected.shape.len() {
                return Err(plain_error(
                    ctx,
                    op,
                    format!("expected result rank to be smaller or equal to the source rank, but got {got}"),
                ));
            }
            if rank_reduction_mask(&expected.shape, &sub.shape, false).is_none() {
                return Err(plain_error(
                    ctx,
                    op,
                    format!("expected result type to be {et} or a rank-reduced version. (mismatch of result sizes), but got {got}"),
                ));
            }
            if expected.element != sub.element {
                return Err(plain_error(
                    ctx,
                    op,
                    format!("expected result element type to be {}, but got {got}", quoted(ctx, expected.element)),
                ));
            }
        }
        let layout_mismatch = || {
            plain_error(
                ctx,
                op,
                format!("expected result type to be {et} or a rank-reduced version. (mismatch of result layout), but got {got}"),
            )
        };
        let (Some((es, eo)), Some((ss, so))) = (strides_and_offset(ctx, &expected), strides_and_offset(ctx, &sub))
        else {
            return Err(layout_mismatch());
        };
        if eo != so {
            return Err(layout_mismatch());
        }
        let Some(unused) = memref_rank_reduction_mask(ctx, &expected, &sub, &sizes) else {
            return Err(layout_mismatch());
        };
        let kept: Vec<i64> = es.iter().zip(&unused).filter(|(_, &u)| !u).map(|(&s, _)| s).collect();
        if kept != ss {
            return Err(layout_mismatch());
        }
        match crate::utils::static_values::slice_bounds_error(&base.shape, &offsets, &sizes, &strides) {
            Some(message) => Err(Diagnostic::error(ctx.op_loc(op), message)),
            None => Ok(()),
        }
    }
}

/// Memref view operation.
///
/// An N-D contiguous view with identity layout of a 1-D `i8` buffer at a byte shift.
#[op(
    name = "memref.view",
    folder = fold::fold_view,
    canonicalizer = canonicalize::view_patterns,
    traits(Pure),
    format = "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)",
    verifier = ViewOp::verify,
    asm_result_names = ViewOp::names
)]
pub struct ViewOp {
    #[operand(MEMREF_RANK1_I8)]
    source: Value,
    #[operand(INDEX)]
    byte_shift: Value,
    #[operand(INDEX)]
    sizes: Vec<Value>,
    #[result(RANKED_MEMREF)]
    result: Value,
}

impl ViewOp {
    fn names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        result_name("view")
    }
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let v = ViewOp::from_op_unchecked(op);
        let (bt, vt) = (ctx.value_type(v.source(ctx)), ctx.value_type(v.result(ctx)));
        let (Some(base), Some(view)) = (memref_of(ctx, v.source(ctx)), memref_of(ctx, v.result(ctx))) else {
            return Ok(());
        };
        if !is_identity_layout(ctx, base.layout) {
            return Err(plain_error(ctx, op, format!("unsupported map for base memref type {}", quoted(ctx, bt))));
        }
        if !is_identity_layout(ctx, view.layout) {
            return Err(plain_error(ctx, op, format!("unsupported map for result memref type {}", quoted(ctx, vt))));
        }
        if base.memory_space != view.memory_space {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "different memory spaces specified for base memref type {} and view memref type {}",
                    quoted(ctx, bt),
                    quoted(ctx, vt)
                ),
            ));
        }
        let expected = view.shape.iter().filter(|&&d| d == DYNAMIC).count();
        let has = v.sizes(ctx).len();
        if has != expected {
            return Err(op_error(
                ctx,
                op,
                format!("incorrect number of dynamic sizes, has {has}, expected {expected}"),
            ));
        }
        Ok(())
    }
}

/// Memref reshape operation.
#[op(
    name = "memref.reshape",
    traits(Pure),
    format = "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
    verifier = ReshapeOp::verify,
    asm_result_names = ReshapeOp::names
)]
pub struct ReshapeOp {
    #[operand(ANY_RANKED_OR_UNRANKED_MEMREF)]
    source: Value,
    #[operand(SHAPE_MEMREF)]
    shape: Value,
    #[result(ANY_RANKED_OR_UNRANKED_MEMREF)]
    result: Value,
}

impl ReshapeOp {
    fn names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        result_name("reshape")
    }
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let r = ReshapeOp::from_op_unchecked(op);
        let (st, rt) = (ctx.value_type(r.source(ctx)), ctx.value_type(r.result(ctx)));
        if element_type(ctx, st) != element_type(ctx, rt) {
            return Err(op_error(ctx, op, "element types of source and destination memref types should be the same"));
        }
        if let Some(s) = st.dyn_cast::<MemRefType>(ctx) {
            if !is_identity_layout(ctx, s.layout) {
                return Err(op_error(ctx, op, "source memref type should have identity affine map"));
            }
        }
        let shape_size = memref_of(ctx, r.shape(ctx)).and_then(|m| m.shape.first().copied()).unwrap_or(DYNAMIC);
        if let Some(res) = rt.dyn_cast::<MemRefType>(ctx) {
            if !is_identity_layout(ctx, res.layout) {
                return Err(op_error(ctx, op, "result memref type should have identity affine map"));
            }
            if shape_size == DYNAMIC {
                return Err(op_error(
                    ctx,
                    op,
                    "cannot use shape operand with dynamic length to reshape to statically-ranked memref type",
                ));
            }
            if shape_size != res.shape.len() as i64 {
                return Err(op_error(ctx, op, "length of shape operand differs from the result's memref rank"));
            }
        }
        Ok(())
    }
}

/// MLIR's `verifyCollapsedShape`.
fn verify_collapsed_shape(
    ctx: &Context,
    op: OpRef,
    collapsed: &[i64],
    expanded: &[i64],
    reassoc: &[Vec<i64>],
) -> Result<(), Diagnostic> {
    if collapsed.len() != reassoc.len() {
        return Err(op_error(
            ctx,
            op,
            format!("invalid number of reassociation groups: found {}, expected {}", reassoc.len(), collapsed.len()),
        ));
    }
    let mut next = 0i64;
    for (cdim, group) in reassoc.iter().enumerate() {
        let mut found_dynamic = false;
        for &e in group {
            if e != next {
                return Err(op_error(ctx, op, "reassociation indices must be contiguous"));
            }
            next += 1;
            if e < 0 || e as usize >= expanded.len() {
                return Err(op_error(ctx, op, format!("reassociation index {e} is out of bounds")));
            }
            if expanded[e as usize] == DYNAMIC {
                found_dynamic = true;
            }
        }
        if (collapsed[cdim] == DYNAMIC) != found_dynamic {
            return Err(op_error(
                ctx,
                op,
                format!("collapsed dim ({cdim}) must be dynamic if and only if reassociation group is dynamic"),
            ));
        }
        if !found_dynamic {
            let size: i64 = group.iter().map(|&e| expanded[e as usize]).product();
            if size != collapsed[cdim] {
                return Err(op_error(
                    ctx,
                    op,
                    format!("collapsed dim size ({}) must equal reassociation group size ({size})", collapsed[cdim]),
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            return Err(op_error(ctx, op, "rank 0 memrefs can only be extended/collapsed with/from ones"));
        }
    } else if next != expanded.len() as i64 {
        return Err(op_error(
            ctx,
            op,
            format!("expanded rank ({}) inconsistent with number of reassociation indices ({next})", expanded.len()),
        ));
    }
    Ok(())
}

/// MLIR's `ExpandShapeOp::computeExpandedType`.
pub fn compute_expanded_type(ctx: &Context, src: &MemRefType, shape: &[i64], reassoc: &[Vec<i64>]) -> Option<Type> {
    if is_identity_layout(ctx, src.layout) {
        return Some(memref(ctx, shape.to_vec(), src.element, None, src.memory_space));
    }
    let (sstrides, soffset) = strides_and_offset(ctx, src)?;
    let mut rev = Vec::new();
    let mut idx = shape.len() as i64 - 1;
    for (group, &stride) in reassoc.iter().zip(&sstrides).rev() {
        let mut cur = stride;
        for _ in 0..group.len() {
            rev.push(cur);
            let s = if idx >= 0 { shape[idx as usize] } else { DYNAMIC };
            cur = sat_mul(cur, s);
            idx -= 1;
        }
    }
    let mut strides: Vec<i64> = rev.into_iter().rev().collect();
    strides.resize(shape.len(), 1);
    Some(memref(ctx, shape.to_vec(), src.element, Some(strided(ctx, soffset, strides)), src.memory_space))
}

/// MLIR's `computeCollapsedLayoutMap` (non-strict).
pub(super) fn collapsed_layout(ctx: &Context, src: &MemRefType, reassoc: &[Vec<i64>]) -> Option<Attribute> {
    let (sstrides, soffset) = strides_and_offset(ctx, src)?;
    let shape = &src.shape;
    let mut rstrides = Vec::new();
    for group in reassoc {
        let mut r: &[i64] = group;
        while r.len() > 1 && shape[*r.last()? as usize] == 1 {
            r = &r[..r.len() - 1];
        }
        let last = *r.last()? as usize;
        if shape[last] != DYNAMIC || r.len() == 1 {
            rstrides.push(sstrides[last]);
        } else {
            rstrides.push(DYNAMIC);
        }
    }
    for (gi, group) in reassoc.iter().enumerate().rev() {
        let mut stride = rstrides[gi];
        for &idx in group.iter().skip(1).rev() {
            stride = sat_mul(stride, shape[idx as usize]);
            if shape[idx as usize - 1] == 1 {
                continue;
            }
            let src_stride = sstrides[idx as usize - 1];
            if stride != DYNAMIC && src_stride != DYNAMIC && stride != src_stride {
                return None;
            }
        }
    }
    Some(strided(ctx, soffset, rstrides))
}

/// Operation to produce a memref with a higher rank.
#[op(
    name = "memref.expand_shape",
    folder = fold::fold_expand_shape,
    canonicalizer = canonicalize::expand_shape_patterns,
    traits(Pure),
    format = "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) \
              attr-dict `:` type($src) `into` type($result)",
    verifier = ExpandShapeOp::verify,
    asm_result_names = ExpandShapeOp::names
)]
pub struct ExpandShapeOp {
    #[operand(STRIDED_MEMREF)]
    src: Value,
    #[attribute(INDEX_LIST_ARRAY_ATTR)]
    reassociation: ArrayAttr,
    #[operand(INDEX)]
    output_shape: Vec<Value>,
    #[attribute]
    static_output_shape: DenseI64Array,
    #[result(STRIDED_MEMREF)]
    result: Value,
}

impl ExpandShapeOp {
    fn names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        result_name("expand_shape")
    }
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let e = ExpandShapeOp::from_op_unchecked(op);
        let (Some(src), Some(res)) = (memref_of(ctx, e.src(ctx)), memref_of(ctx, e.result(ctx))) else {
            return Ok(());
        };
        let (r0, r1) = (src.shape.len(), res.shape.len());
        if r0 > r1 {
            return Err(op_error(
                ctx,
                op,
                format!("has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."),
            ));
        }
        let reassoc = reassociation(ctx, op);
        verify_collapsed_shape(ctx, op, &src.shape, &res.shape, &reassoc)?;
        let Some(expected) = compute_expanded_type(ctx, &src, &res.shape, &reassoc) else {
            return Err(op_error(ctx, op, "invalid source layout map"));
        };
        let rt = ctx.value_type(e.result(ctx));
        if expected != rt {
            return Err(op_error(
                ctx,
                op,
                format!("expected expanded type to be {} but found {}", quoted(ctx, expected), quoted(ctx, rt)),
            ));
        }
        let statics = e.static_output_shape(ctx).unwrap_or_default();
        if statics.len() != r1 {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected number of static shape bounds to be equal to the output rank ({r1}) but found {} inputs instead",
                    statics.len()
                ),
            ));
        }
        let ndyn = statics.iter().filter(|&&d| d == DYNAMIC).count();
        let nvals = e.output_shape(ctx).len();
        if nvals != ndyn {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {ndyn} dynamic dims while output_shape has {nvals} values"
                ),
            ));
        }
        for (pos, (&s, &o)) in res.shape.iter().zip(&statics).enumerate() {
            if s != DYNAMIC && s != o {
                return Err(op_error(ctx, op, format!("invalid output shape provided at pos {pos}")));
            }
        }
        Ok(())
    }
}

/// Operation to produce a memref with a smaller rank.
#[op(
    name = "memref.collapse_shape",
    folder = fold::fold_collapse_shape,
    canonicalizer = canonicalize::collapse_shape_patterns,
    traits(Pure),
    format = "$src $reassociation attr-dict `:` type($src) `into` type($result)",
    verifier = CollapseShapeOp::verify,
    asm_result_names = CollapseShapeOp::names
)]
pub struct CollapseShapeOp {
    #[operand(STRIDED_MEMREF)]
    src: Value,
    #[attribute(INDEX_LIST_ARRAY_ATTR)]
    reassociation: ArrayAttr,
    #[result(STRIDED_MEMREF)]
    result: Value,
}

impl CollapseShapeOp {
    fn names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        result_name("collapse_shape")
    }
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let c = CollapseShapeOp::from_op_unchecked(op);
        let (Some(src), Some(res)) = (memref_of(ctx, c.src(ctx)), memref_of(ctx, c.result(ctx))) else {
            return Ok(());
        };
        let (r0, r1) = (src.shape.len(), res.shape.len());
        if r0 < r1 {
            return Err(op_error(
                ctx,
                op,
                format!("has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."),
            ));
        }
        let reassoc = reassociation(ctx, op);
        verify_collapsed_shape(ctx, op, &res.shape, &src.shape, &reassoc)?;
        let expected = if is_identity_layout(ctx, src.layout) {
            memref(ctx, res.shape.clone(), src.element, None, src.memory_space)
        } else {
            let Some(l) = collapsed_layout(ctx, &src, &reassoc) else {
                return Err(op_error(ctx, op, "invalid source layout map or collapsing non-contiguous dims"));
            };
            memref(ctx, res.shape.clone(), src.element, Some(l), src.memory_space)
        };
        let rt = ctx.value_type(c.result(ctx));
        if expected != rt {
            return Err(op_error(
                ctx,
                op,
                format!("expected collapsed type to be {} but found {}", quoted(ctx, expected), quoted(ctx, rt)),
            ));
        }
        Ok(())
    }
}

/// `transpose` produces a new strided memref (metadata-only).
#[op(
    name = "memref.transpose",
    folder = fold::fold_transpose,
    canonicalizer = canonicalize::transpose_patterns,
    traits(Pure),
    parser = parse_transpose,
    printer = print_transpose,
    verifier = TransposeOp::verify,
    asm_result_names = TransposeOp::names
)]
pub struct TransposeOp {
    #[operand(STRIDED_MEMREF, name = "in")]
    input: Value,
    #[attribute(AFFINE_MAP_ATTR)]
    permutation: AffineMapAttr,
    #[result(STRIDED_MEMREF)]
    result: Value,
}

impl TransposeOp {
    fn names(_: &Context, _: OpRef) -> Vec<(u32, String)> {
        result_name("transpose")
    }
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let t = TransposeOp::from_op_unchecked(op);
        let Some(map) = ctx.op_property(op, "permutation").and_then(|a| a.dyn_cast::<AffineMapAttr>(ctx)) else {
            return Ok(());
        };
        let map = map.map.clone();
        if !map.is_permutation() {
            return Err(op_error(ctx, op, "expected a permutation map"));
        }
        let Some(src) = memref_of(ctx, t.input(ctx)) else { return Ok(()) };
        if map.num_dims as usize != src.shape.len() {
            return Err(op_error(ctx, op, "expected a permutation map of same rank as the input"));
        }
        let Some((strides, offset)) = strides_and_offset(ctx, &src) else { return Ok(()) };
        let perm: Vec<usize> = map
            .results
            .iter()
            .filter_map(|e| if let oxir::affine::AffineExpr::Dim(d) = e { Some(*d as usize) } else { None })
            .collect();
        let sizes: Vec<i64> = perm.iter().map(|&p| src.shape[p]).collect();
        let pstrides: Vec<i64> = perm.iter().map(|&p| strides[p]).collect();
        let expected = memref(ctx, sizes, src.element, Some(strided(ctx, offset, pstrides)), src.memory_space);
        let rt = ctx.value_type(t.result(ctx));
        let canon_expected = syntax::canonicalize_strided_layout(ctx, expected);
        let same = rt.dyn_cast::<MemRefType>(ctx).is_some_and(|r| {
            let e = expected.dyn_cast::<MemRefType>(ctx).unwrap();
            r.shape == e.shape
                && r.element == e.element
                && r.memory_space == e.memory_space
                && strides_and_offset(ctx, r) == strides_and_offset(ctx, e)
        });
        if !same {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "result type {} is not equivalent to the canonical transposed input type {}",
                    quoted(ctx, rt),
                    quoted(ctx, canon_expected)
                ),
            ));
        }
        Ok(())
    }
}
