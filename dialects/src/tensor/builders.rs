//! Builders of tensor ops together with their region's code: `tensor.generate` from a closure
//! computing the element at an index (MLIR's `GenerateOp` builder with a body-builder callback).

use super::{GenerateOp, YieldOp};
use oxir::builtin::types::{IndexType, RankedTensorType};
use oxir::{Attribute, Builder, ImplicitLocOpBuilder, Type, Value};

impl GenerateOp {
    /// `tensor.generate %dynamic_extents { ^bb0(%i: index, ...): ... tensor.yield %e }` of
    /// `result_type`: `body` gets the indices of an element (one per dimension) and returns the
    /// element.
    pub fn build_with_body(
        b: &mut dyn Builder,
        loc: Attribute,
        result_type: Type,
        dynamic_extents: &[Value],
        body: impl FnOnce(&mut ImplicitLocOpBuilder<'_>, &[Value]) -> Value,
    ) -> Self {
        Self::create_with_body(&mut ImplicitLocOpBuilder::new(b, loc), result_type, dynamic_extents, body)
    }

    /// [`Self::build_with_body`] at the location of `b`.
    pub fn create_with_body(
        b: &mut ImplicitLocOpBuilder<'_>,
        result_type: Type,
        dynamic_extents: &[Value],
        body: impl FnOnce(&mut ImplicitLocOpBuilder<'_>, &[Value]) -> Value,
    ) -> Self {
        let op = Self::create(b, dynamic_extents, result_type);
        let rank = result_type.dyn_cast::<RankedTensorType>(b.ctx()).map_or(0, |t| t.shape.len());
        let (region, loc) = (op.body(b.ctx()), b.loc());
        let ctx = b.ctx_mut();
        let index = IndexType::get(ctx);
        let block = ctx.create_block();
        for _ in 0..rank {
            ctx.add_block_argument(block, index, loc);
        }
        ctx.append_block(region, block);
        let indices: Vec<Value> = ctx.block_arguments(block).collect();
        b.with_insertion_at_end(block, |b| {
            let element = body(b, &indices);
            YieldOp::create(b, element);
        });
        op
    }
}
