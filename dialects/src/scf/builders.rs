//! Builders of scf ops together with their regions' code, as MLIR's `scf::ForOp`, `IfOp` and
//! `WhileOp` builders taking body-builder callbacks, and `scf::buildLoopNest`.
//!
//! A body is a closure that receives an `ImplicitLocOpBuilder` at the end of the new block (at
//! the op's location) and the block's arguments, and returns the values its terminator yields;
//! the builder adds the terminator. Each comes as `build_*(b, loc, ..)` and `create_*(b, ..)` (at
//! the location of an `ImplicitLocOpBuilder`), as an op's generated `build` and `create`.

use super::{ConditionOp, ForOp, ForallLoop, ForallOp, IfOp, WhileOp, YieldOp};
use oxir::builtin::types::IndexType;
use oxir::interfaces::LoopLikeOpInterface;
use oxir::registry::FoldResult;
use oxir::{Attribute, BlockRef, Builder, ImplicitLocOpBuilder, RegionRef, Type, Value};

/// Appends a block with arguments of `types` (at `loc`) to `region`.
fn append_block(b: &mut dyn Builder, region: RegionRef, types: &[Type], loc: Attribute) -> BlockRef {
    let ctx = b.ctx_mut();
    let block = ctx.create_block();
    for &t in types {
        ctx.add_block_argument(block, t, loc);
    }
    ctx.append_block(region, block);
    block
}

/// Runs `body` at the end of `block` with its arguments and ends the block with the `scf.yield`
/// of what it returns.
fn fill_block(
    b: &mut ImplicitLocOpBuilder<'_>,
    block: BlockRef,
    body: impl FnOnce(&mut ImplicitLocOpBuilder<'_>, &[Value]) -> Vec<Value>,
) {
    let args: Vec<Value> = b.ctx().block_arguments(block).collect();
    b.with_insertion_at_end(block, |b| {
        let yielded = body(b, &args);
        YieldOp::create(b, &yielded);
    });
}

impl ForOp {
    /// `scf.for %iv = lb to ub step step iter_args(inits)` whose body `body` builds: it gets the
    /// induction variable and the loop-carried values, and returns the values carried to the next
    /// iteration. The loop's results are the values after the last one.
    pub fn build_with_body(
        b: &mut dyn Builder,
        loc: Attribute,
        lb: impl Into<Value>,
        ub: impl Into<Value>,
        step: impl Into<Value>,
        inits: &[Value],
        body: impl FnOnce(&mut ImplicitLocOpBuilder<'_>, Value, &[Value]) -> Vec<Value>,
    ) -> Self {
        Self::create_with_body(&mut ImplicitLocOpBuilder::new(b, loc), lb, ub, step, inits, body)
    }

    /// [`Self::build_with_body`] at the location of `b`.
    pub fn create_with_body(
        b: &mut ImplicitLocOpBuilder<'_>,
        lb: impl Into<Value>,
        ub: impl Into<Value>,
        step: impl Into<Value>,
        inits: &[Value],
        body: impl FnOnce(&mut ImplicitLocOpBuilder<'_>, Value, &[Value]) -> Vec<Value>,
    ) -> Self {
        let (op, block) = Self::create_with_block(b, lb.into(), ub.into(), step.into(), inits);
        fill_block(b, block, |b, args| body(b, args[0], &args[1..]));
        op
    }

    /// The loop with an empty body block (induction variable and carried values as arguments).
    fn create_with_block(
        b: &mut ImplicitLocOpBuilder<'_>,
        lb: Value,
        ub: Value,
        step: Value,
        inits: &[Value],
    ) -> (Self, BlockRef) {
        let ctx = b.ctx();
        let types: Vec<Type> = inits.iter().map(|&v| ctx.value_type(v)).collect();
        let mut arg_types = vec![ctx.value_type(lb)];
        arg_types.extend_from_slice(&types);
        let op = Self::create(b, lb, ub, step, inits, &types);
        let (region, loc) = (op.region(b.ctx()), b.loc());
        let block = append_block(b, region, &arg_types, loc);
        (op, block)
    }
}

/// The loops [`build_loop_nest`] made, outermost first, and the values the outermost yields.
#[derive(Clone, Debug)]
pub struct LoopNest {
    /// The loops, outermost first.
    pub loops: Vec<ForOp>,
    /// The results of the outermost loop (what `body` returned when there is no loop).
    pub results: Vec<Value>,
}

/// A nest of `scf.for` loops, one per `(lbs[i], ubs[i], steps[i])`, outermost first, carrying
/// `inits` through every level (MLIR's `scf::buildLoopNest`): `body` gets the induction
/// variables, outermost first, and the carried values, and returns the values carried to the
/// next iteration of the innermost loop. Without loops, `body` is built in place.
pub fn build_loop_nest(
    b: &mut dyn Builder,
    loc: Attribute,
    lbs: &[Value],
    ubs: &[Value],
    steps: &[Value],
    inits: &[Value],
    body: impl FnOnce(&mut ImplicitLocOpBuilder<'_>, &[Value], &[Value]) -> Vec<Value>,
) -> LoopNest {
    let b = &mut ImplicitLocOpBuilder::new(b, loc);
    let saved = b.insertion_point();
    let mut loops = Vec::with_capacity(lbs.len());
    let mut blocks = Vec::with_capacity(lbs.len());
    let mut ivs = Vec::with_capacity(lbs.len());
    let mut carried = inits.to_vec();
    for ((&lb, &ub), &step) in lbs.iter().zip(ubs).zip(steps) {
        let (op, block) = ForOp::create_with_block(b, lb, ub, step, &carried);
        let args: Vec<Value> = b.ctx().block_arguments(block).collect();
        ivs.push(args[0]);
        carried = args[1..].to_vec();
        b.set_insertion_point_to_end(block);
        loops.push(op);
        blocks.push(block);
    }
    let mut yielded = body(b, &ivs, &carried);
    // Each loop yields what the loop inside it computed.
    for (op, block) in loops.iter().zip(&blocks).rev() {
        b.set_insertion_point_to_end(*block);
        YieldOp::create(b, &yielded);
        yielded = op.results(b.ctx());
    }
    b.restore_insertion_point(saved);
    LoopNest { loops, results: yielded }
}

/// [`build_loop_nest`] at the location of `b`.
pub fn create_loop_nest(
    b: &mut ImplicitLocOpBuilder<'_>,
    lbs: &[Value],
    ubs: &[Value],
    steps: &[Value],
    inits: &[Value],
    body: impl FnOnce(&mut ImplicitLocOpBuilder<'_>, &[Value], &[Value]) -> Vec<Value>,
) -> LoopNest {
    let loc = b.loc();
    build_loop_nest(b, loc, lbs, ubs, steps, inits, body)
}

impl IfOp {
    /// `scf.if %cond { then }` without results and with an empty `else` region.
    pub fn build_then(
        b: &mut dyn Builder,
        loc: Attribute,
        cond: impl Into<Value>,
        then: impl FnOnce(&mut ImplicitLocOpBuilder<'_>),
    ) -> Self {
        Self::create_then(&mut ImplicitLocOpBuilder::new(b, loc), cond, then)
    }

    /// [`Self::build_then`] at the location of `b`.
    pub fn create_then(
        b: &mut ImplicitLocOpBuilder<'_>,
        cond: impl Into<Value>,
        then: impl FnOnce(&mut ImplicitLocOpBuilder<'_>),
    ) -> Self {
        let op = Self::create(b, cond, &[]);
        let (region, loc) = (op.then_region(b.ctx()), b.loc());
        let block = append_block(b, region, &[], loc);
        fill_block(b, block, |b, _| {
            then(b);
            Vec::new()
        });
        op
    }

    /// `scf.if %cond -> (result_types) { then } else { otherwise }`: each branch returns the
    /// values it yields.
    pub fn build_then_else(
        b: &mut dyn Builder,
        loc: Attribute,
        cond: impl Into<Value>,
        result_types: &[Type],
        then: impl FnOnce(&mut ImplicitLocOpBuilder<'_>) -> Vec<Value>,
        otherwise: impl FnOnce(&mut ImplicitLocOpBuilder<'_>) -> Vec<Value>,
    ) -> Self {
        Self::create_then_else(&mut ImplicitLocOpBuilder::new(b, loc), cond, result_types, then, otherwise)
    }

    /// [`Self::build_then_else`] at the location of `b`.
    pub fn create_then_else(
        b: &mut ImplicitLocOpBuilder<'_>,
        cond: impl Into<Value>,
        result_types: &[Type],
        then: impl FnOnce(&mut ImplicitLocOpBuilder<'_>) -> Vec<Value>,
        otherwise: impl FnOnce(&mut ImplicitLocOpBuilder<'_>) -> Vec<Value>,
    ) -> Self {
        let op = Self::create(b, cond, result_types);
        let (then_region, else_region, loc) = (op.then_region(b.ctx()), op.else_region(b.ctx()), b.loc());
        let then_block = append_block(b, then_region, &[], loc);
        fill_block(b, then_block, |b, _| then(b));
        let else_block = append_block(b, else_region, &[], loc);
        fill_block(b, else_block, |b, _| otherwise(b));
        op
    }
}

impl WhileOp {
    /// `scf.while (inits) : ... -> (result_types)`: `before` gets the "before" region's arguments
    /// (the carried values, typed as `inits`) and returns the condition and the values passed on
    /// (`scf.condition`); `after` gets those (typed as `result_types`) and returns the values
    /// carried to the next iteration (`scf.yield`).
    #[allow(clippy::too_many_arguments)]
    pub fn build_with_regions(
        b: &mut dyn Builder,
        loc: Attribute,
        inits: &[Value],
        result_types: &[Type],
        before: impl FnOnce(&mut ImplicitLocOpBuilder<'_>, &[Value]) -> (Value, Vec<Value>),
        after: impl FnOnce(&mut ImplicitLocOpBuilder<'_>, &[Value]) -> Vec<Value>,
    ) -> Self {
        Self::create_with_regions(&mut ImplicitLocOpBuilder::new(b, loc), inits, result_types, before, after)
    }

    /// [`Self::build_with_regions`] at the location of `b`.
    pub fn create_with_regions(
        b: &mut ImplicitLocOpBuilder<'_>,
        inits: &[Value],
        result_types: &[Type],
        before: impl FnOnce(&mut ImplicitLocOpBuilder<'_>, &[Value]) -> (Value, Vec<Value>),
        after: impl FnOnce(&mut ImplicitLocOpBuilder<'_>, &[Value]) -> Vec<Value>,
    ) -> Self {
        let op = Self::create(b, inits, result_types);
        let (before_region, after_region, loc) = (op.before(b.ctx()), op.after(b.ctx()), b.loc());
        let init_types: Vec<Type> = inits.iter().map(|&v| b.ctx().value_type(v)).collect();
        let before_block = append_block(b, before_region, &init_types, loc);
        let args: Vec<Value> = b.ctx().block_arguments(before_block).collect();
        b.with_insertion_at_end(before_block, |b| {
            let (cond, passed) = before(b, &args);
            ConditionOp::create(b, cond, &passed);
        });
        let after_block = append_block(b, after_region, result_types, loc);
        fill_block(b, after_block, after);
        op
    }
}

impl ForallOp {
    /// The lower bounds, upper bounds and steps as SSA values (MLIR's `getLowerBound(b)`,
    /// `getUpperBound(b)` and `getStep(b)`): static ones become `arith.constant`s of index type,
    /// created at `b`'s insertion point in that order.
    pub fn bound_values(self, b: &mut dyn Builder, loc: Attribute) -> (Vec<Value>, Vec<Value>, Vec<Value>) {
        let (op, ctx) = (self.into(), b.ctx());
        let (lbs, ubs, steps) =
            (ForallLoop.lower_bounds(ctx, op), ForallLoop.upper_bounds(ctx, op), ForallLoop.steps(ctx, op));
        let mut values = |list: Option<Vec<FoldResult>>| -> Vec<Value> {
            list.unwrap_or_default()
                .into_iter()
                .map(|bound| match bound {
                    FoldResult::Value(v) => v,
                    FoldResult::Attribute(a) => {
                        let index = IndexType::get(b.ctx());
                        crate::arith::ConstantOp::build(b, loc, index, a).result(b.ctx())
                    }
                })
                .collect()
        };
        (values(lbs), values(ubs), values(steps))
    }
}
