//! The ops of the affine dialect: `affine.apply`, `affine.min`, `affine.max`, `affine.for`,
//! `affine.if` and `affine.yield` here, the memory ops in [`memory`], the DMA ops in [`dma`], the
//! index ops in [`index`].

pub mod dma;
pub mod index;
pub mod memory;
pub mod parallel;

use crate::affine::{op_map, scope};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::IntegerAttr;
use oxir::interfaces::{
    ConditionallySpeculatable, LoopLikeOpInterface, RecursivelySpeculatable, RegionBranchOpInterface,
};
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::traits::*;
use oxir::{Context, Diagnostic, OpRef, RegionRef, Value};
use oxir_macros::op;

/// An `index` integer attribute (the loop step).
pub const INDEX_ATTR: AttrConstraint = AttrConstraint {
    summary: "index attribute",
    check: |c, a| a.dyn_cast::<IntegerAttr>(c).is_some_and(|i| i.ty.isa::<oxir::builtin::types::IndexType>(c)),
};

/// `IntegerSetAttr`.
pub const INTEGER_SET_ATTR: AttrConstraint = AttrConstraint {
    summary: "An Attribute containing an IntegerSet object",
    check: |c, a| a.isa::<oxir::builtin::affine_attrs::IntegerSetAttr>(c),
};

/// `AffineMapAttr`.
pub const AFFINE_MAP_ATTR: AttrConstraint =
    AttrConstraint { summary: "AffineMap attribute", check: |c, a| a.isa::<AffineMapAttr>(c) };

/// Affine apply operation.
///
/// Applies an affine mapping to a list of SSA values, yielding a single SSA value. The number of
/// dimension and symbol operands must equal the map's numbers of dimensions and symbols; the
/// dimension operands are written in parentheses, the symbol operands in square brackets:
/// `%1 = affine.apply affine_map<(d0)[s0] -> (d0 + 2 * s0)>(%i)[%n]`.
///
/// Canonicalization (as for the maps of `affine.min`, `affine.max` and the memory ops) composes
/// the map with the `affine.apply` ops producing its operands, replaces a sum recombining all the
/// results of an `affine.delinearize_index` with a static basis (`%r#1 + %r#0 * 8` for `into (4,
/// 8)`) by its linear index, and simplifies divisions and remainders with the ranges of
/// `affine.for` induction variables (`%i floordiv 32` is `0` for `%i` in `0 to 32`).
#[op(
    name = "affine.apply",
    traits(Pure),
    parser = crate::affine::syntax::parse_apply,
    printer = crate::affine::syntax::print_apply,
    verifier = ApplyOp::verify,
    folder = crate::affine::fold::fold_apply,
    canonicalizer = crate::affine::canonicalize::apply_patterns
)]
pub struct ApplyOp {
    #[attribute(AFFINE_MAP_ATTR)]
    map: AffineMapAttr,
    #[operand(INDEX, name = "mapOperands")]
    map_operands: Vec<Value>,
    #[result(INDEX)]
    result: Value,
}

impl ApplyOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let Some(map) = op_map(ctx, op) else { return Ok(()) };
        let operands: Vec<Value> = ctx.operands(op).collect();
        if operands.len() != map.num_inputs() as usize {
            return Err(op_error(ctx, op, "operand count and affine map dimension and symbol count must match"));
        }
        if map.num_results() != 1 {
            return Err(op_error(ctx, op, "mapping must produce one value"));
        }
        // Valid dimensions may not be used as symbols (other operands may be neither).
        let scope = scope::affine_scope_region(ctx, op);
        for &v in &operands[map.num_dims as usize..] {
            if scope::is_valid_dim_in(ctx, v, scope) && !scope::is_valid_symbol_in(ctx, v, scope) {
                return Err(Diagnostic::error(ctx.op_loc(op), "dimensional operand cannot be used as a symbol"));
            }
        }
        Ok(())
    }
}

fn verify_min_max(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let Some(map) = op_map(ctx, op) else { return Ok(()) };
    if ctx.num_operands(op) != map.num_inputs() as usize {
        return Err(op_error(ctx, op, "operand count and affine map dimension and symbol count must match"));
    }
    if map.num_results() == 0 {
        return Err(op_error(ctx, op, "affine map expect at least one result"));
    }
    Ok(())
}

/// Min operation.
///
/// Computes the minimum value of the results of an affine map applied to its operands
/// (dimensions in parentheses, symbols in square brackets):
/// `%0 = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>(%i)[%n]`.
#[op(
    name = "affine.min",
    traits(Pure),
    parser = crate::affine::syntax::parse_min,
    printer = crate::affine::syntax::print_min_max,
    verifier = verify_min_max,
    folder = crate::affine::fold::fold_min,
    canonicalizer = crate::affine::canonicalize::min_patterns
)]
pub struct MinOp {
    #[attribute(AFFINE_MAP_ATTR)]
    map: AffineMapAttr,
    #[operand(INDEX)]
    operands: Vec<Value>,
    #[result(INDEX)]
    result: Value,
}

/// Max operation.
///
/// Computes the maximum value of the results of an affine map applied to its operands
/// (dimensions in parentheses, symbols in square brackets):
/// `%0 = affine.max affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>(%i)[%n]`.
#[op(
    name = "affine.max",
    traits(Pure),
    parser = crate::affine::syntax::parse_max,
    printer = crate::affine::syntax::print_min_max,
    verifier = verify_min_max,
    folder = crate::affine::fold::fold_max,
    canonicalizer = crate::affine::canonicalize::max_patterns
)]
pub struct MaxOp {
    #[attribute(AFFINE_MAP_ATTR)]
    map: AffineMapAttr,
    #[operand(INDEX)]
    operands: Vec<Value>,
    #[result(INDEX)]
    result: Value,
}

/// For operation.
///
/// `affine.for` loops from a lower bound (the maximum of an affine map's results) to an upper
/// bound (the minimum of another's) by a positive constant step, with loop-carried values
/// (`iter_args`); its body ends with `affine.yield`. Bounds print as constants or single symbols
/// when they are, else as `max`/`min` maps with their operands.
#[op(
    name = "affine.for",
    traits(
        AutomaticAllocationScope,
        RecursiveMemoryEffects,
        SingleBlock,
        SingleBlockImplicitTerminator<YieldOp>,
        AttrSizedOperandSegments
    ),
    interfaces = [
        LoopLikeOpInterface(crate::affine::interfaces::ForLoop),
        ConditionallySpeculatable(crate::affine::interfaces::ForSpeculation),
        RegionBranchOpInterface(crate::affine::interfaces::ForBranch)
    ],
    parser = crate::affine::syntax::loops::parse_for,
    printer = crate::affine::syntax::loops::print_for,
    region_verifier = crate::affine::syntax::loops::verify_for,
    canonicalizer = crate::affine::canonicalize::loops::for_patterns
)]
pub struct ForOp {
    #[operand(INDEX, name = "lowerBoundOperands")]
    lower_bound_operands: Vec<Value>,
    #[operand(INDEX, name = "upperBoundOperands")]
    upper_bound_operands: Vec<Value>,
    #[operand]
    inits: Vec<Value>,
    #[attribute(AFFINE_MAP_ATTR, name = "lowerBoundMap")]
    lower_bound_map: AffineMapAttr,
    #[attribute(AFFINE_MAP_ATTR, name = "upperBoundMap")]
    upper_bound_map: AffineMapAttr,
    #[attribute(INDEX_ATTR)]
    step: IntegerAttr,
    #[result]
    results: Vec<Value>,
    #[region]
    region: RegionRef,
}

/// If-then-else operation.
///
/// `affine.if` runs its `then` region when the integer set `condition` holds for its dimension
/// and symbol operands, else its (possibly empty) `else` region; both end with `affine.yield`.
#[op(
    name = "affine.if",
    traits(RecursiveMemoryEffects, NoRegionArguments, SingleBlockImplicitTerminator<YieldOp>),
    interfaces = [
        ConditionallySpeculatable(RecursivelySpeculatable),
        RegionBranchOpInterface(crate::affine::interfaces::IfBranch)
    ],
    parser = crate::affine::syntax::loops::parse_if,
    printer = crate::affine::syntax::loops::print_if,
    verifier = crate::affine::syntax::loops::verify_if,
    canonicalizer = crate::affine::canonicalize::loops::if_patterns
)]
pub struct IfOp {
    #[attribute(INTEGER_SET_ATTR)]
    condition: oxir::builtin::affine_attrs::IntegerSetAttr,
    #[operand]
    operands: Vec<Value>,
    #[result]
    results: Vec<Value>,
    #[region]
    then_region: RegionRef,
    #[region]
    else_region: RegionRef,
}

/// Yield values to parent operation.
///
/// Terminates the regions of affine ops (`affine.for`, `affine.if`, `affine.parallel`), passing
/// its operands to the parent.
#[op(
    name = "affine.yield",
    traits(Pure, ReturnLike, IsTerminator),
    format = "attr-dict ($operands^ `:` type($operands))?",
    verifier = verify_yield
)]
pub struct YieldOp {
    #[operand]
    operands: Vec<Value>,
}

/// MLIR's `AffineYieldOp::verify`: the parent is an affine loop or conditional whose results
/// match the yielded values.
fn verify_yield(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let Some(parent) = ctx.op_parent_op(op) else { return Ok(()) };
    if !(ctx.isa_op::<ForOp>(parent) || ctx.isa_op::<IfOp>(parent) || ctx.isa_op::<parallel::ParallelOp>(parent)) {
        return Err(op_error(ctx, op, "only terminates affine.if/for/parallel regions"));
    }
    if ctx.num_results(parent) != ctx.num_operands(op) {
        return Err(op_error(ctx, op, "parent of yield must have same number of results as the yield operands"));
    }
    if ctx.result_types(parent).zip(ctx.operands(op)).any(|(t, v)| t != ctx.value_type(v)) {
        return Err(op_error(ctx, op, "types mismatch between yield op and its parent"));
    }
    Ok(())
}
