//! `affine.parallel` (MLIR's `AffineParallelOp`): a band of parallel loops whose bounds are
//! groups of affine expressions (the maximum of a lower-bound group, the minimum of an
//! upper-bound group), with constant steps and reductions of the values its body yields.

use crate::affine::scope::verify_dims_and_symbols;
use crate::affine::syntax::parallel as parallel_syntax;
use crate::affine::{YieldOp, AFFINE_MAP_ATTR};
use crate::arith::AtomicRMWKind;
use oxir::affine::AffineMap;
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::{ArrayAttr, IntegerAttr};
use oxir::builtin::dense::DenseIntOrFPElementsAttr;
use oxir::builtin::types::{FloatType, IntegerType, RankedTensorType, Signedness};
use oxir::conversion::op_attr_or_prop;
use oxir::interfaces::{ConditionallySpeculatable, LoopLikeOpInterface, RecursivelySpeculatable};
use oxir::numeric::APInt;
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::ods::Region;
use oxir::traits::*;
use oxir::{Attribute, Context, Diagnostic, OpRef, Type, Value};
use oxir_macros::op;

/// `TypedArrayAttrBase<AtomicRMWKindAttr, "Reduction ops">`: an array of `i64` reduction kinds.
pub const REDUCTIONS_ATTR: AttrConstraint = AttrConstraint {
    summary: "Reduction ops",
    check: |c, a| {
        a.dyn_cast::<ArrayAttr>(c)
            .is_some_and(|arr| arr.elements.iter().all(|&e| AtomicRMWKind::from_int_attr(c, e).is_some()))
    },
};

/// `I32ElementsAttr`: the sizes of the bound groups.
pub const I32_ELEMENTS_ATTR: AttrConstraint = AttrConstraint {
    summary: "32-bit signless integer elements attribute",
    check: |c, a| {
        a.dyn_cast::<DenseIntOrFPElementsAttr>(c).is_some_and(|d| {
            d.element_type(c)
                .dyn_cast::<IntegerType>(c)
                .is_some_and(|i| i.width == 32 && i.signedness == Signedness::Signless)
        })
    },
};

/// `I64SmallVectorArrayAttr`: the steps.
pub const I64_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "64-bit integer array attribute",
    check: |c, a| {
        a.dyn_cast::<ArrayAttr>(c).is_some_and(|arr| {
            arr.elements.iter().all(|&e| {
                e.dyn_cast::<IntegerAttr>(c)
                    .is_some_and(|i| i.ty.dyn_cast::<IntegerType>(c).is_some_and(|t| t.width == 64))
            })
        })
    },
};

/// Multi-index parallel band operation.
///
/// `affine.parallel` runs its body for every point of a band of loops, in any order: each
/// induction variable goes from the maximum of its lower-bound group to the minimum of its
/// upper-bound group by a positive constant step. The values the body yields are combined with
/// the op's reductions (`"addf"`, `"maximumf"`, ... of `arith`'s `AtomicRMWKind`) into its
/// results:
/// `%r = affine.parallel (%i, %j) = (0, max(%a, %b)) to (%n, 100) step (1, 4) reduce ("addf") -> f32 {...}`.
#[op(
    name = "affine.parallel",
    traits(
        AutomaticAllocationScope,
        RecursiveMemoryEffects,
        SingleBlock,
        SingleBlockImplicitTerminator<YieldOp>
    ),
    interfaces = [
        LoopLikeOpInterface(crate::affine::interfaces::ParallelLoop),
        ConditionallySpeculatable(RecursivelySpeculatable)
    ],
    parser = parallel_syntax::parse_parallel,
    printer = parallel_syntax::print_parallel,
    verifier = verify_parallel,
    canonicalizer = crate::affine::canonicalize::parallel::parallel_patterns
)]
pub struct ParallelOp {
    #[attribute(REDUCTIONS_ATTR)]
    reductions: ArrayAttr,
    #[attribute(AFFINE_MAP_ATTR, name = "lowerBoundsMap")]
    lower_bounds_map: AffineMapAttr,
    #[attribute(I32_ELEMENTS_ATTR, name = "lowerBoundsGroups")]
    lower_bounds_groups: DenseIntOrFPElementsAttr,
    #[attribute(AFFINE_MAP_ATTR, name = "upperBoundsMap")]
    upper_bounds_map: AffineMapAttr,
    #[attribute(I32_ELEMENTS_ATTR, name = "upperBoundsGroups")]
    upper_bounds_groups: DenseIntOrFPElementsAttr,
    #[attribute(I64_ARRAY_ATTR)]
    steps: ArrayAttr,
    #[operand(INDEX, name = "mapOperands")]
    map_operands: Vec<Value>,
    #[result]
    results: Vec<Value>,
    #[region(single_block)]
    region: Region,
}

/// The bounds, steps and reductions of an `affine.parallel`, read from its properties.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Band {
    pub(crate) lb: AffineMap,
    pub(crate) lb_groups: Vec<i64>,
    pub(crate) ub: AffineMap,
    pub(crate) ub_groups: Vec<i64>,
    pub(crate) steps: Vec<i64>,
    pub(crate) reductions: Vec<Option<AtomicRMWKind>>,
    pub(crate) lb_ops: Vec<Value>,
    pub(crate) ub_ops: Vec<Value>,
}

fn map_prop(ctx: &Context, op: OpRef, name: &str) -> Option<AffineMap> {
    op_attr_or_prop(ctx, op, name)?.dyn_cast::<AffineMapAttr>(ctx).map(|m| m.map.clone())
}

fn groups_prop(ctx: &Context, op: OpRef, name: &str) -> Option<Vec<i64>> {
    let d = op_attr_or_prop(ctx, op, name)?.dyn_cast::<DenseIntOrFPElementsAttr>(ctx)?;
    Some(d.int_values().map(|v| v.low_u64() as i64).collect())
}

/// The sum of group sizes (saturating: sizes come from the input).
fn sum(groups: &[i64]) -> i64 {
    groups.iter().fold(0i64, |a, &b| a.saturating_add(b))
}

fn int_array_prop(ctx: &Context, op: OpRef, name: &str) -> Option<Vec<Attribute>> {
    Some(op_attr_or_prop(ctx, op, name)?.dyn_cast::<ArrayAttr>(ctx)?.elements.clone())
}

impl Band {
    /// Reads the band of `op`; `None` when a property is missing or of another kind, or the
    /// operands do not cover the maps' inputs.
    pub(crate) fn of(ctx: &Context, op: OpRef) -> Option<Band> {
        let lb = map_prop(ctx, op, "lowerBoundsMap")?;
        let ub = map_prop(ctx, op, "upperBoundsMap")?;
        let lb_groups = groups_prop(ctx, op, "lowerBoundsGroups")?;
        let ub_groups = groups_prop(ctx, op, "upperBoundsGroups")?;
        let steps = int_array_prop(ctx, op, "steps")?
            .into_iter()
            .map(|a| a.dyn_cast::<IntegerAttr>(ctx).and_then(|i| i.value.try_to_i64()))
            .collect::<Option<Vec<i64>>>()?;
        let reductions =
            int_array_prop(ctx, op, "reductions")?.into_iter().map(|a| AtomicRMWKind::from_int_attr(ctx, a)).collect();
        let operands: Vec<Value> = ctx.operands(op).collect();
        let nl = lb.num_inputs() as usize;
        if operands.len() < nl {
            return None;
        }
        let (lb_ops, ub_ops) = operands.split_at(nl);
        Some(Band { lb, lb_groups, ub, ub_groups, steps, reductions, lb_ops: lb_ops.to_vec(), ub_ops: ub_ops.to_vec() })
    }

    /// The number of loops.
    pub(crate) fn num_dims(&self) -> usize {
        self.steps.len()
    }

    /// The map of group `pos` of `map` (MLIR's `getLowerBoundMap`/`getUpperBoundMap`: the slice
    /// of the flat map's results), `None` past the groups or the results.
    fn group_map(map: &AffineMap, groups: &[i64], pos: usize) -> Option<AffineMap> {
        let start = sum(groups.get(..pos)?);
        let len = *groups.get(pos)?;
        let (start, len) = (usize::try_from(start).ok()?, usize::try_from(len).ok()?);
        let results = map.results.get(start..start.checked_add(len)?)?.to_vec();
        Some(AffineMap::new(map.num_dims, map.num_symbols, results))
    }

    /// The lower-bound map of loop `pos`.
    pub(crate) fn lower_bound_map(&self, pos: usize) -> Option<AffineMap> {
        Self::group_map(&self.lb, &self.lb_groups, pos)
    }

    /// The upper-bound map of loop `pos`.
    pub(crate) fn upper_bound_map(&self, pos: usize) -> Option<AffineMap> {
        Self::group_map(&self.ub, &self.ub_groups, pos)
    }
}

/// The `lowerBoundsGroups`/`upperBoundsGroups` attribute of `groups`: `dense<...> : tensor<Nxi32>`.
pub(crate) fn groups_attr(ctx: &Context, groups: &[i64]) -> Option<Attribute> {
    let i32t = IntegerType::get(ctx, 32);
    let ty = ctx.intern_type(RankedTensorType { shape: vec![groups.len() as i64], element: i32t, encoding: None });
    let values: Vec<APInt> = groups.iter().map(|&g| APInt::from_i64(32, g)).collect();
    DenseIntOrFPElementsAttr::from_ints(ctx, ty, &values)
}

/// The `steps` attribute: an array of `i64` integers.
pub(crate) fn steps_attr(ctx: &Context, steps: &[i64]) -> Attribute {
    let i64t = IntegerType::get(ctx, 64);
    ArrayAttr::get(ctx, steps.iter().map(|&s| IntegerAttr::from_i64(ctx, i64t, s)).collect())
}

/// MLIR's `isResultTypeMatchAtomicRMWKind`: whether a result of type `ty` can be reduced by
/// `kind`.
fn reduction_fits(ctx: &Context, ty: Type, kind: AtomicRMWKind) -> bool {
    use AtomicRMWKind as K;
    let int = ty.dyn_cast::<IntegerType>(ctx);
    match kind {
        K::Addf | K::Mulf | K::Maximumf | K::Minimumf => ty.isa::<FloatType>(ctx),
        K::Addi | K::Muli | K::Ori | K::Andi => int.is_some(),
        K::Assign => true,
        K::Maxs | K::Mins => int.is_some_and(|i| i.signedness == Signedness::Signed),
        K::Maxu | K::Minu => int.is_some_and(|i| i.signedness == Signedness::Unsigned),
        K::Maxnumf | K::Minnumf | K::Xori => false,
    }
}

/// MLIR's `AffineParallelOp::verify`.
fn verify_parallel(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    // Fewer operands than the maps' inputs (MLIR reads past its operands there).
    if let (Some(lb), Some(ub)) = (map_prop(ctx, op, "lowerBoundsMap"), map_prop(ctx, op, "upperBoundsMap")) {
        if ctx.num_operands(op) < (lb.num_inputs() + ub.num_inputs()) as usize {
            return Err(op_error(ctx, op, "operand count must match affine map dimension and symbol count"));
        }
    }
    let Some(band) = Band::of(ctx, op) else { return Ok(()) };
    let n = band.num_dims();
    let region = ctx.op_regions(op).first().copied();
    let num_args = region.and_then(|r| ctx.region_entry_block(r)).map_or(0, |b| ctx.block_arguments(b).count());
    if band.lb_groups.len() != n || band.ub_groups.len() != n || num_args != n {
        return Err(op_error(
            ctx,
            op,
            format!(
                "the number of region arguments ({num_args}) and the number of map groups for lower ({}) and upper \
                 bound ({}), and the number of steps ({n}) must all match",
                band.lb_groups.len(),
                band.ub_groups.len()
            ),
        ));
    }
    let expected_lb = sum(&band.lb_groups);
    if expected_lb != band.lb.num_results() as i64 {
        return Err(op_error(ctx, op, format!("expected lower bounds map to have {expected_lb} results")));
    }
    let expected_ub = sum(&band.ub_groups);
    if expected_ub != band.ub.num_results() as i64 {
        return Err(op_error(ctx, op, format!("expected upper bounds map to have {expected_ub} results")));
    }
    if band.reductions.len() != ctx.num_results(op) {
        return Err(op_error(ctx, op, "a reduction must be specified for each output"));
    }
    for (kind, ty) in band.reductions.iter().zip(ctx.result_types(op)) {
        let Some(kind) = kind else { return Err(op_error(ctx, op, "invalid reduction attribute")) };
        if !reduction_fits(ctx, ty, *kind) {
            return Err(op_error(ctx, op, "result type cannot match reduction attribute"));
        }
    }
    verify_dims_and_symbols(ctx, op, &band.lb_ops, band.lb.num_dims as usize)?;
    verify_dims_and_symbols(ctx, op, &band.ub_ops, band.ub.num_dims as usize)
}
