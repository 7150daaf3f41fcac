//! The ops of the scf dialect.

use super::interfaces::*;
use super::syntax::{parse_switch_cases, print_switch_cases};
use super::{canonicalize, syntax};
use oxir::builtin::attributes::{ArrayAttr, UnitAttr};
use oxir::builtin::types::IndexType;
use oxir::interfaces::{
    ConditionallySpeculatable, InParallelOpInterface, LoopLikeOpInterface, RecursivelySpeculatable,
    RegionBranchOpInterface, RegionBranchTerminatorOpInterface, RegionRunsOnce,
};
use oxir::ods::constraints::*;
use oxir::ods::verify::op_error;
use oxir::ods::{DenseI64Array, Op, Region};
use oxir::registry::OpTrait;
use oxir::traits::*;
use oxir::{Context, Diagnostic, OpRef, RegionRef, Type, Value};
use oxir_macros::op;

use crate::utils::constants::const_int;

/// MLIR's `NoRegionArguments`.
pub struct NoRegionArguments;
impl OpTrait for NoRegionArguments {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        oxir::verifier::traits::verify_no_region_arguments(ctx, op)
    }
}

/// `scf.yield`'s `ParentOneOf<[ExecuteRegionOp, ForOp, IfOp, IndexSwitchOp, WhileOp]>`.
pub struct YieldParent;
impl OpTrait for YieldParent {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        const PARENTS: [&str; 5] = [ExecuteRegionOp::NAME, ForOp::NAME, IfOp::NAME, IndexSwitchOp::NAME, WhileOp::NAME];
        match ctx.op_parent_op(op) {
            Some(p) if PARENTS.contains(&ctx.op_name_text(p)) => Ok(()),
            _ => Err(op_error(ctx, op, format!("expects parent op to be one of '{}'", PARENTS.join(", ")))),
        }
    }
}

/// The entry block's terminator of `region`, if the block has ops.
pub(crate) fn region_terminator(ctx: &Context, region: RegionRef) -> Option<OpRef> {
    ctx.region_entry_block(region).and_then(|b| ctx.block_last_op(b))
}

/// MLIR's `verifyAndGetTerminator<T>`: the entry block's last op if it is a `name`, else
/// `message` (with a `terminator here` note on the last op, if any).
fn verify_terminator(
    ctx: &Context,
    op: OpRef,
    region: RegionRef,
    name: &str,
    message: &str,
) -> Result<OpRef, Diagnostic> {
    let last = region_terminator(ctx, region);
    if let Some(t) = last.filter(|&t| ctx.op_name_text(t) == name) {
        return Ok(t);
    }
    let mut d = op_error(ctx, op, message);
    if let Some(t) = last {
        d = d.with_note(ctx.op_loc(t), "terminator here");
    }
    Err(d)
}

fn types_of(ctx: &Context, values: &[Value]) -> Vec<Type> {
    values.iter().map(|v| ctx.value_type(*v)).collect()
}

/// MLIR's `verifyLoopLikeOpInterface` (`loop_results` is `None` for loops without them).
fn verify_loop_like(
    ctx: &Context,
    op: OpRef,
    inits: &[Value],
    iter_args: &[Value],
    yielded: &[Value],
    loop_results: Option<&[Value]>,
) -> Result<(), Diagnostic> {
    if inits.len() != iter_args.len() {
        return Err(op_error(
            ctx,
            op,
            format!("different number of inits and region iter_args: {} != {}", inits.len(), iter_args.len()),
        ));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return Err(op_error(
            ctx,
            op,
            format!(
                "different number of region iter_args and yielded values: {} != {}",
                iter_args.len(),
                yielded.len()
            ),
        ));
    }
    if let Some(r) = loop_results {
        if r.len() != iter_args.len() {
            return Err(op_error(
                ctx,
                op,
                format!("different number of loop results and region iter_args: {} != {}", r.len(), iter_args.len()),
            ));
        }
    }
    let t = |v: &Value| ctx.value_type(*v).to_text(ctx);
    for (i, (init, arg)) in inits.iter().zip(iter_args).enumerate() {
        if ctx.value_type(*init) != ctx.value_type(*arg) {
            return Err(op_error(
                ctx,
                op,
                format!("{i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'", t(init), t(arg)),
            ));
        }
        if !yielded.is_empty() && ctx.value_type(*arg) != ctx.value_type(yielded[i]) {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: '{}' != '{}'",
                    t(arg),
                    t(&yielded[i])
                ),
            ));
        }
    }
    if let Some(r) = loop_results {
        // MLIR's message always says "0-th" here (its counter is bumped after the loop).
        for (arg, res) in iter_args.iter().zip(r) {
            if ctx.value_type(*arg) != ctx.value_type(*res) {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "0-th region iter_arg and 0-th loop result have different type: '{}' != '{}'",
                        t(arg),
                        t(res)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Loop continuation condition.
///
/// This operation accepts the continuation (i.e., inverse of exit) condition of the `scf.while`
/// construct. If its first argument is true, the "after" region of `scf.while` is executed,
/// with the remaining arguments forwarded to the entry block of the region. Otherwise, the loop
/// terminates.
#[op(
    name = "scf.condition",
    traits(HasParent<WhileOp>, Pure, IsTerminator),
    interfaces = [RegionBranchTerminatorOpInterface(ConditionBranch)],
    format = "`(` $condition `)` attr-dict ($args^ `:` type($args))?"
)]
pub struct ConditionOp {
    #[operand(I1)]
    condition: Value,
    #[operand]
    args: Vec<Value>,
}

/// Operation that executes its region exactly once.
///
/// The `scf.execute_region` operation is used to allow multiple blocks within SCF and other
/// operations which can hold only one block. It executes the region held exactly once and
/// cannot have any operands. Values returned from this op's region define the op's results.
#[op(
    name = "scf.execute_region",
    traits(RecursiveMemoryEffects),
    interfaces = [RegionBranchOpInterface(RegionRunsOnce)],
    parser = syntax::parse_execute_region,
    printer = syntax::print_execute_region,
    verifier = ExecuteRegionOp::verify,
    canonicalizer = canonicalize::execute_region_patterns
)]
pub struct ExecuteRegionOp {
    #[attribute(UNIT_ATTR)]
    no_inline: Option<UnitAttr>,
    #[region]
    region: Region,
    #[result]
    results: Vec<Value>,
}

impl ExecuteRegionOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let r = ctx.op_regions(op)[0];
        let Some(entry) = ctx.region_entry_block(r) else {
            return Err(op_error(ctx, op, "region needs to have at least one block"));
        };
        if ctx.num_block_arguments(entry) > 0 {
            return Err(op_error(ctx, op, "region cannot have any arguments"));
        }
        Ok(())
    }
}

/// For operation.
///
/// The `scf.for` operation represents a loop taking 3 SSA values as operands that represent the
/// lower bound, upper bound and step respectively, and any number of loop-carried values
/// (`iter_args`). It defines an SSA value for its induction variable and has one region, the
/// loop body, whose single block ends with `scf.yield`.
#[op(
    name = "scf.for",
    traits(AutomaticAllocationScope, RecursiveMemoryEffects, SingleBlock, SingleBlockImplicitTerminator<YieldOp>),
    interfaces = [
        LoopLikeOpInterface(ForLoop),
        ConditionallySpeculatable(ForSpeculation),
        RegionBranchOpInterface(ForBranch)
    ],
    parser = syntax::parse_for,
    printer = syntax::print_for,
    verifier = ForOp::verify,
    region_verifier = ForOp::verify_regions,
    canonicalizer = canonicalize::for_patterns
)]
pub struct ForOp {
    #[operand(SIGNLESS_INTEGER_OR_INDEX, name = "lowerBound")]
    lower_bound: Value,
    #[operand(SIGNLESS_INTEGER_OR_INDEX, name = "upperBound")]
    upper_bound: Value,
    #[operand(SIGNLESS_INTEGER_OR_INDEX)]
    step: Value,
    #[operand(name = "initArgs")]
    init_args: Vec<Value>,
    #[attribute(UNIT_ATTR, name = "unsignedCmp")]
    unsigned_cmp: Option<UnitAttr>,
    #[result]
    results: Vec<Value>,
    // `SizedRegion<1>`, checked in `verify` after `AllTypesMatch` as ODS orders them.
    #[region]
    region: Region,
}

impl ForOp {
    /// The loop body's block.
    pub fn body(self, ctx: &Context) -> Option<oxir::BlockRef> {
        ctx.region_entry_block(self.region(ctx))
    }

    /// The loop-carried block arguments (after the induction variable).
    pub fn region_iter_args(self, ctx: &Context) -> Vec<Value> {
        self.body(ctx).map(|b| ctx.block_arguments(b).skip(1).collect()).unwrap_or_default()
    }

    /// The values the body yields.
    pub fn yielded_values(self, ctx: &Context) -> Vec<Value> {
        region_terminator(ctx, self.region(ctx))
            .filter(|&t| ctx.isa_op::<YieldOp>(t))
            .map(|t| ctx.operands(t).collect())
            .unwrap_or_default()
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let f = ForOp::from_op_unchecked(op);
        let (lb, ub, st) = (f.lower_bound(ctx), f.upper_bound(ctx), f.step(ctx));
        let t = ctx.value_type(lb);
        if ctx.value_type(ub) != t || ctx.value_type(st) != t {
            return Err(op_error(
                ctx,
                op,
                "failed to verify that all of {lowerBound, upperBound, step} have same type",
            ));
        }
        verify_sized_regions(ctx, op, 0, "region")?;
        if f.init_args(ctx).len() != ctx.num_results(op) {
            return Err(op_error(ctx, op, "mismatch in number of loop-carried values and defined values"));
        }
        Ok(())
    }

    fn verify_regions(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let f = ForOp::from_op_unchecked(op);
        let results: Vec<Value> = ctx.results(op).collect();
        verify_loop_like(ctx, op, &f.init_args(ctx), &f.region_iter_args(ctx), &f.yielded_values(ctx), Some(&results))?;
        let Some(body) = f.body(ctx) else { return Ok(()) };
        let iv = ctx.block_arguments(body).next();
        if iv.map(|v| ctx.value_type(v)) != Some(ctx.value_type(f.lower_bound(ctx))) {
            return Err(op_error(ctx, op, "expected induction variable to be same type as bounds and step"));
        }
        Ok(())
    }
}

/// Evaluate a block multiple times in parallel.
///
/// `scf.forall` is a target-independent multi-dimensional parallel region application
/// operation. It has exactly one block that represents the parallel body and it takes index
/// operands that specify lower bounds, upper bounds and steps (static or dynamic), and shared
/// output tensors (`shared_outs`).
#[op(
    name = "scf.forall",
    traits(
        AttrSizedOperandSegments,
        AutomaticAllocationScope,
        RecursiveMemoryEffects,
        SingleBlock,
        SingleBlockImplicitTerminator<InParallelOp>
    ),
    interfaces = [LoopLikeOpInterface(ForallLoop), RegionBranchOpInterface(ForallBranch)],
    parser = syntax::parse_forall,
    printer = syntax::print_forall,
    verifier = ForallOp::verify,
    canonicalizer = canonicalize::forall_patterns
)]
pub struct ForallOp {
    #[operand(INDEX, name = "dynamicLowerBound")]
    dynamic_lower_bound: Vec<Value>,
    #[operand(INDEX, name = "dynamicUpperBound")]
    dynamic_upper_bound: Vec<Value>,
    #[operand(INDEX, name = "dynamicStep")]
    dynamic_step: Vec<Value>,
    #[attribute(name = "staticLowerBound")]
    static_lower_bound: DenseI64Array,
    #[attribute(name = "staticUpperBound")]
    static_upper_bound: DenseI64Array,
    #[attribute(name = "staticStep")]
    static_step: DenseI64Array,
    #[operand(ANY_RANKED_TENSOR)]
    outputs: Vec<Value>,
    #[attribute(ARRAY_ATTR)]
    mapping: Option<ArrayAttr>,
    #[result]
    results: Vec<Value>,
    #[region(single_block)]
    region: Region,
}

/// `ShapedType::kDynamic`.
pub(crate) const DYNAMIC: i64 = i64::MIN;

impl ForallOp {
    /// Whether all lower bounds are 0 and all steps 1 (static).
    pub fn is_normalized(self, ctx: &Context) -> bool {
        // MLIR's `getConstantIntValue` on the mixed bounds: dynamic bounds defined by constants
        // count too.
        let all = |statics: Vec<i64>, dynamics: Vec<Value>, want: u64| {
            let mut d = dynamics.into_iter();
            statics.into_iter().all(|v| {
                if v != DYNAMIC {
                    return v == want as i64;
                }
                d.next()
                    .and_then(|x| const_int(ctx, x))
                    .is_some_and(|c| c.try_to_i64() == Some(want as i64) || c.try_to_u64() == Some(want))
            })
        };
        all(self.static_lower_bound(ctx).unwrap_or_default(), self.dynamic_lower_bound(ctx), 0)
            && all(self.static_step(ctx).unwrap_or_default(), self.dynamic_step(ctx), 1)
    }

    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let f = ForallOp::from_op_unchecked(op);
        let rank = f.static_lower_bound(ctx).unwrap_or_default().len();
        let outputs = f.outputs(ctx);
        if ctx.num_results(op) != outputs.len() {
            return Err(op_error(
                ctx,
                op,
                format!("produces {} results, but has only {} outputs", ctx.num_results(op), outputs.len()),
            ));
        }
        let Some(body) = ctx.region_entry_block(f.region(ctx)) else { return Ok(()) };
        let args: Vec<Value> = ctx.block_arguments(body).collect();
        if args.len() != rank + outputs.len() {
            return Err(op_error(ctx, op, format!("region expects {rank} arguments")));
        }
        for (i, a) in args.iter().take(rank).enumerate() {
            if !ctx.value_type(*a).isa::<IndexType>(ctx) {
                return Err(op_error(ctx, op, format!("expects {i}-th block argument to be an index")));
            }
        }
        for (i, o) in outputs.iter().enumerate() {
            if ctx.value_type(args[rank + i]) != ctx.value_type(*o) {
                return Err(op_error(
                    ctx,
                    op,
                    format!("type mismatch between {i}-th output and corresponding block argument"),
                ));
            }
        }
        if let Some(m) = f.mapping(ctx) {
            if !m.elements.is_empty() && m.elements.len() != rank {
                return Err(op_error(ctx, op, "mapping attribute size must match op rank"));
            }
        }
        for (name, statics, dynamics) in [
            ("lower bound", f.static_lower_bound(ctx), f.dynamic_lower_bound(ctx)),
            ("upper bound", f.static_upper_bound(ctx), f.dynamic_upper_bound(ctx)),
            ("step", f.static_step(ctx), f.dynamic_step(ctx)),
        ] {
            let s = statics.unwrap_or_default();
            if s.len() != rank {
                return Err(op_error(ctx, op, format!("expected {rank} {name} values, but got {}", s.len())));
            }
            let n_dyn = s.iter().filter(|&&v| v == DYNAMIC).count();
            if n_dyn != dynamics.len() {
                return Err(op_error(
                    ctx,
                    op,
                    format!("expected {n_dyn} dynamic {name} values, but got {}", dynamics.len()),
                ));
            }
        }
        Ok(())
    }
}

/// The ops that implement MLIR's `ParallelCombiningOpInterface`.
/// Terminates a `forall` block.
///
/// The `scf.forall.in_parallel` is a designated terminator for the `scf.forall` operation. It
/// has a single region with a single block that contains a flat list of ops, each of which
/// participates in the aggregate formation of a single result of the enclosing `scf.forall`.
#[op(
    name = "scf.forall.in_parallel",
    traits(Pure, IsTerminator, HasParent<ForallOp>, NoTerminator, SingleBlock, GraphRegion),
    interfaces = [InParallelOpInterface(oxir::interfaces::InParallel)],
    parser = syntax::parse_in_parallel,
    printer = syntax::print_in_parallel,
    verifier = InParallelOp::verify
)]
pub struct InParallelOp {
    #[region(single_block)]
    region: Region,
}

impl InParallelOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let Some(b) = ctx.region_entry_block(ctx.op_regions(op)[0]) else { return Ok(()) };
        let out_args: Vec<Value> = ctx
            .op_parent_op(op)
            .filter(|&p| ctx.isa_op::<ForallOp>(p))
            .and_then(|p| ctx.region_entry_block(ctx.op_regions(p)[0]))
            .map(|fb| {
                let rank = ForallOp::from_op_unchecked(ctx.block_parent_op(fb).unwrap_or(op));
                let rank = rank.static_lower_bound(ctx).unwrap_or_default().len();
                ctx.block_arguments(fb).skip(rank).collect()
            })
            .unwrap_or_default();
        for o in ctx.block_ops(b) {
            let Some(dests) = oxir::interfaces::updated_destinations(ctx, o) else {
                return Err(op_error(ctx, op, "expected only ParallelCombiningOpInterface ops"));
            };
            if dests.into_iter().any(|i| !out_args.contains(&ctx.operand(o, i))) {
                return Err(op_error(ctx, o, "may only insert into an output block argument"));
            }
        }
        Ok(())
    }
}

/// If-then-else operation.
///
/// The `scf.if` operation represents an if-then-else construct for conditionally executing two
/// regions of code. It may produce results, which then both regions yield; the "else" region
/// may be empty when there are none.
#[op(
    name = "scf.if",
    traits(RecursiveMemoryEffects, SingleBlock, SingleBlockImplicitTerminator<YieldOp>, NoRegionArguments),
    interfaces = [ConditionallySpeculatable(RecursivelySpeculatable), RegionBranchOpInterface(IfBranch)],
    parser = syntax::parse_if,
    printer = syntax::print_if,
    verifier = IfOp::verify,
    folder = canonicalize::fold_if,
    canonicalizer = canonicalize::if_patterns,
    eqsat_cost = 8
)]
pub struct IfOp {
    #[operand(I1)]
    condition: Value,
    #[result]
    results: Vec<Value>,
    #[region(single_block, name = "thenRegion")]
    then_region: Region,
    #[region(name = "elseRegion")]
    else_region: Region,
}

impl IfOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let regions = ctx.op_regions(op);
        if regions.len() > 1 && ctx.region_blocks(regions[1]).count() > 1 {
            return Err(op_error(
                ctx,
                op,
                "region #1 ('elseRegion') failed to verify constraint: region with at most 1 blocks",
            ));
        }
        if ctx.num_results(op) != 0 && regions.get(1).is_none_or(|&r| ctx.region_is_empty(r)) {
            return Err(op_error(ctx, op, "must have an else block if defining values"));
        }
        Ok(())
    }
}

/// Parallel for operation.
///
/// The `scf.parallel` operation represents a loop nest taking 4 groups of SSA values as operands
/// that represent the lower bounds, upper bounds, steps and initial values, respectively. Its
/// body ends with `scf.reduce`, which combines the values of the iterations.
#[op(
    name = "scf.parallel",
    traits(
        AutomaticAllocationScope,
        RecursiveMemoryEffects,
        AttrSizedOperandSegments,
        SingleBlock,
        SingleBlockImplicitTerminator<ReduceOp>
    ),
    interfaces = [LoopLikeOpInterface(ParallelLoop)],
    parser = syntax::parse_parallel,
    printer = syntax::print_parallel,
    verifier = ParallelOp::verify,
    canonicalizer = canonicalize::parallel_patterns
)]
pub struct ParallelOp {
    #[operand(INDEX, name = "lowerBound")]
    lower_bound: Vec<Value>,
    #[operand(INDEX, name = "upperBound")]
    upper_bound: Vec<Value>,
    #[operand(INDEX)]
    step: Vec<Value>,
    #[operand(name = "initVals")]
    init_vals: Vec<Value>,
    #[result]
    results: Vec<Value>,
    #[region(single_block)]
    region: Region,
}

impl ParallelOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let p = ParallelOp::from_op_unchecked(op);
        let steps = p.step(ctx);
        if steps.is_empty() {
            return Err(op_error(ctx, op, "needs at least one tuple element for lowerBound, upperBound and step"));
        }
        for s in &steps {
            if const_int(ctx, *s).is_some_and(|v| v.is_zero() || v.is_negative()) {
                return Err(op_error(ctx, op, "constant step operand must be positive"));
            }
        }
        let region = p.region(ctx);
        let Some(body) = ctx.region_entry_block(region) else { return Ok(()) };
        let n = ctx.num_block_arguments(body);
        if n != steps.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expects the same number of induction variables: {n} as bound and step values: {}",
                    steps.len()
                ),
            ));
        }
        if ctx.block_arguments(body).any(|a| !ctx.value_type(a).isa::<IndexType>(ctx)) {
            return Err(op_error(ctx, op, "expects arguments for the induction variable to be of index type"));
        }
        let reduce = verify_terminator(ctx, op, region, ReduceOp::NAME, "expects body to terminate with 'scf.reduce'")?;
        let results = ctx.num_results(op);
        let reductions = ctx.op_regions(reduce).len();
        if results != reductions {
            return Err(op_error(
                ctx,
                op,
                format!("expects number of results: {results} to be the same as number of reductions: {reductions}"),
            ));
        }
        let inits = p.init_vals(ctx).len();
        if results != inits {
            return Err(op_error(
                ctx,
                op,
                format!("expects number of results: {results} to be the same as number of initial values: {inits}"),
            ));
        }
        for i in 0..reductions {
            let rt = ctx.value_type(ctx.result(op, i));
            let Some(v) = ctx.operands(reduce).nth(i) else { break };
            let ot = ctx.value_type(v);
            if rt != ot {
                return Err(op_error(
                    ctx,
                    reduce,
                    format!(
                        "expects type of {i}-th reduction operand: '{}' to be the same as the {i}-th result type: '{}'",
                        ot.to_text(ctx),
                        rt.to_text(ctx)
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// Reduce operation for `scf.parallel`.
///
/// The `scf.reduce` operation is the terminator for `scf.parallel` operations. It has one
/// region per reduction, each with one block of two arguments of the type of the corresponding
/// operand, ending with `scf.reduce.return`.
#[op(
    name = "scf.reduce",
    traits(IsTerminator, HasParent<ParallelOp>, RecursiveMemoryEffects),
    format = "(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict",
    verifier = ReduceOp::verify,
    region_verifier = ReduceOp::verify_regions
)]
pub struct ReduceOp {
    #[operand]
    operands: Vec<Value>,
    #[region]
    reductions: Vec<Region>,
}

/// `VariadicRegion<SizedRegion<1>>`: `region #i ('name') failed to verify constraint: region
/// with 1 blocks` for the regions from `first` on.
fn verify_sized_regions(ctx: &Context, op: OpRef, first: usize, name: &str) -> Result<(), Diagnostic> {
    for (i, &r) in ctx.op_regions(op).iter().enumerate().skip(first) {
        if ctx.region_blocks(r).count() != 1 {
            return Err(op_error(
                ctx,
                op,
                format!("region #{i} ('{name}') failed to verify constraint: region with 1 blocks"),
            ));
        }
    }
    Ok(())
}

impl ReduceOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        verify_sized_regions(ctx, op, 0, "reductions")
    }

    fn verify_regions(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let regions = ctx.op_regions(op).to_vec();
        let operands: Vec<Value> = ctx.operands(op).collect();
        if regions.len() != operands.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expects number of reduction regions: {} to be the same as number of reduction operands: {}",
                    regions.len(),
                    operands.len()
                ),
            ));
        }
        for (i, (&r, v)) in regions.iter().zip(&operands).enumerate() {
            let ty = ctx.value_type(*v);
            let Some(b) = ctx.region_entry_block(r) else { continue };
            if ctx.block_is_empty(b) {
                return Err(op_error(ctx, op, format!("{i}-th reduction has an empty body")));
            }
            if ctx.num_block_arguments(b) != 2 || ctx.block_arguments(b).any(|a| ctx.value_type(a) != ty) {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "expected two block arguments with type '{}' in the {i}-th reduction region",
                        ty.to_text(ctx)
                    ),
                ));
            }
            if ctx.block_last_op(b).is_none_or(|t| !ctx.isa_op::<ReduceReturnOp>(t)) {
                return Err(op_error(ctx, op, "reduction bodies must be terminated with an 'scf.reduce.return' op"));
            }
        }
        Ok(())
    }
}

/// Terminator for reduce operation.
///
/// The `scf.reduce.return` operation is a special terminator operation for the block inside
/// `scf.reduce` regions. It should have the same operand type as the corresponding operand of
/// the enclosing `scf.reduce` op.
#[op(
    name = "scf.reduce.return",
    traits(HasParent<ReduceOp>, Pure, IsTerminator),
    format = "$result attr-dict `:` type($result)",
    verifier = ReduceReturnOp::verify
)]
pub struct ReduceReturnOp {
    #[operand]
    result: Value,
}

impl ReduceReturnOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let Some(b) = ctx.op_parent_block(op) else { return Ok(()) };
        let Some(arg) = ctx.block_arguments(b).next() else { return Ok(()) };
        let expected = ctx.value_type(arg);
        if expected != ctx.value_type(ctx.operand(op, 0)) {
            return Err(op_error(
                ctx,
                op,
                format!("must have type '{}' (the type of the reduction inputs)", expected.to_text(ctx)),
            ));
        }
        Ok(())
    }
}

/// A generic 'while' loop.
///
/// This operation represents a generic "while"/"do-while" loop that keeps iterating as long as
/// a condition is satisfied. It has a "before" region, ending with `scf.condition`, and an
/// "after" region, ending with `scf.yield`, which communicate through region arguments.
#[op(
    name = "scf.while",
    traits(RecursiveMemoryEffects, SingleBlock),
    interfaces = [LoopLikeOpInterface(WhileLoop), RegionBranchOpInterface(WhileBranch)],
    parser = syntax::parse_while,
    printer = syntax::print_while,
    verifier = WhileOp::verify,
    region_verifier = WhileOp::verify_regions,
    canonicalizer = canonicalize::while_patterns
)]
pub struct WhileOp {
    #[operand]
    inits: Vec<Value>,
    #[result]
    results: Vec<Value>,
    #[region(single_block)]
    before: Region,
    #[region(single_block)]
    after: Region,
}

impl WhileOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let w = WhileOp::from_op_unchecked(op);
        verify_terminator(
            ctx,
            op,
            w.before(ctx),
            ConditionOp::NAME,
            "expects the 'before' region to terminate with 'scf.condition'",
        )?;
        verify_terminator(
            ctx,
            op,
            w.after(ctx),
            YieldOp::NAME,
            "expects the 'after' region to terminate with 'scf.yield'",
        )?;
        Ok(())
    }

    fn verify_regions(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        let w = WhileOp::from_op_unchecked(op);
        let iter_args: Vec<Value> =
            ctx.region_entry_block(w.before(ctx)).map(|b| ctx.block_arguments(b).collect()).unwrap_or_default();
        let yielded: Vec<Value> = region_terminator(ctx, w.after(ctx))
            .filter(|&t| ctx.isa_op::<YieldOp>(t))
            .map(|t| ctx.operands(t).collect())
            .unwrap_or_default();
        verify_loop_like(ctx, op, &w.inits(ctx), &iter_args, &yielded, None)?;
        // RegionBranchOpInterface: the condition's forwarded values feed the "after" region and
        // the results.
        if let Some(cond) = region_terminator(ctx, w.before(ctx)).filter(|&t| ctx.isa_op::<ConditionOp>(t)) {
            let args: Vec<Value> = ctx.operands(cond).skip(1).collect();
            let after_args: Vec<Value> =
                ctx.region_entry_block(w.after(ctx)).map(|b| ctx.block_arguments(b).collect()).unwrap_or_default();
            let results: Vec<Value> = ctx.results(op).collect();
            for (what, targets) in [("Region #1", &after_args), ("parent results", &results)] {
                if args.len() != targets.len() {
                    return Err(op_error(
                        ctx,
                        cond,
                        format!(
                            "along control flow edge to {what}: source has {} operands, but target successor \
                             needs {}",
                            args.len(),
                            targets.len()
                        ),
                    ));
                }
                if types_of(ctx, &args) != types_of(ctx, targets) {
                    return Err(op_error(ctx, cond, format!("along control flow edge to {what}: type mismatch")));
                }
            }
        }
        Ok(())
    }
}

/// Switch-case operation on an index argument.
///
/// The `scf.index_switch` is a control-flow operation that branches to one of the given regions
/// based on the values of the argument and the cases. The argument is always of type `index`.
/// It always has a "default" region and any number of case regions denoted by integer
/// constants.
#[op(
    name = "scf.index_switch",
    traits(RecursiveMemoryEffects, SingleBlock, SingleBlockImplicitTerminator<YieldOp>),
    interfaces = [RegionBranchOpInterface(IndexSwitchBranch)],
    format = "$arg attr-dict (`->` type($results)^)? custom<SwitchCases>($cases, $caseRegions) `\\n` `` `default` \
              $defaultRegion",
    verifier = IndexSwitchOp::verify,
    canonicalizer = canonicalize::index_switch_patterns
)]
pub struct IndexSwitchOp {
    #[operand(INDEX)]
    arg: Value,
    #[attribute]
    cases: DenseI64Array,
    #[result]
    results: Vec<Value>,
    #[region(single_block, name = "defaultRegion")]
    default_region: Region,
    #[region(name = "caseRegions")]
    case_regions: Vec<Region>,
}

impl IndexSwitchOp {
    fn verify(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
        verify_sized_regions(ctx, op, 1, "caseRegions")?;
        let s = IndexSwitchOp::from_op_unchecked(op);
        let cases = s.cases(ctx).unwrap_or_default();
        let regions = s.case_regions(ctx);
        if cases.len() != regions.len() {
            return Err(op_error(
                ctx,
                op,
                format!("has {} case regions but {} case values", regions.len(), cases.len()),
            ));
        }
        let mut seen = std::collections::HashSet::new();
        for &c in &cases {
            if !seen.insert(c) {
                return Err(op_error(ctx, op, format!("has duplicate case value: {c}")));
            }
        }
        let results: Vec<Type> = ctx.result_types(op).collect();
        let check = |r: RegionRef, name: String| -> Result<(), Diagnostic> {
            let Some(last) = region_terminator(ctx, r) else { return Ok(()) };
            if !ctx.isa_op::<YieldOp>(last) {
                return Err(op_error(
                    ctx,
                    op,
                    format!("expected region to end with scf.yield, but got {}", ctx.op_name_text(last)),
                ));
            }
            let n = ctx.num_operands(last);
            if n != results.len() {
                return Err(op_error(
                    ctx,
                    op,
                    format!("expected each region to return {} values, but {name} returns {n}", results.len()),
                )
                .with_note(ctx.op_loc(last), "see yield operation here"));
            }
            for (i, (r, v)) in results.iter().zip(ctx.operands(last)).enumerate() {
                let t = ctx.value_type(v);
                if *r != t {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("expected result #{i} of each region to be '{}'", r.to_text(ctx)),
                    )
                    .with_note(ctx.op_loc(last), format!("{name} returns '{}' here", t.to_text(ctx))));
                }
            }
            Ok(())
        };
        check(s.default_region(ctx), "default region".to_string())?;
        for (i, r) in regions.iter().enumerate() {
            check(*r, format!("case region #{i}"))?;
        }
        Ok(())
    }
}

/// Loop yield and termination operation.
///
/// The `scf.yield` operation yields an SSA value from the SCF dialect op region and terminates
/// the regions. The semantics of how the values are yielded is defined by the parent operation.
/// If the parent operation defines no values, then the `scf.yield` may be left out in the
/// custom syntax and the builders will insert one implicitly.
#[op(
    name = "scf.yield",
    traits(Pure, ReturnLike, IsTerminator, YieldParent),
    format = "attr-dict ($results^ `:` type($results))?"
)]
pub struct YieldOp {
    #[operand]
    results: Vec<Value>,
}
