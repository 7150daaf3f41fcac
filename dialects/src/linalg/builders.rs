//! Builders of linalg ops together with their region's code: `linalg.map` and `linalg.generic`
//! from a closure computing the yielded elements from the operands' (MLIR's builders with a
//! body-builder callback).

use super::{element_or_self, GenericOp, MapOp, YieldOp};
use oxir::builtin::attributes::ArrayAttr;
use oxir::builtin::types::RankedTensorType;
use oxir::ods::IntoAttr;
use oxir::{Attribute, BlockRef, Builder, ImplicitLocOpBuilder, RegionRef, Type, Value};

/// Appends to `region` a block whose arguments are the element types of `operands`, and builds
/// `body` in it with those arguments, ending it with the `linalg.yield` of what `body` returns.
fn fill_region(
    b: &mut ImplicitLocOpBuilder<'_>,
    region: RegionRef,
    operands: &[Value],
    body: impl FnOnce(&mut ImplicitLocOpBuilder<'_>, &[Value]) -> Vec<Value>,
) -> BlockRef {
    let loc = b.loc();
    let ctx = b.ctx_mut();
    let block = ctx.create_block();
    for &v in operands {
        let t = element_or_self(ctx, ctx.value_type(v));
        ctx.add_block_argument(block, t, loc);
    }
    ctx.append_block(region, block);
    let args: Vec<Value> = ctx.block_arguments(block).collect();
    b.with_insertion_at_end(block, |b| {
        let yielded = body(b, &args);
        YieldOp::create(b, &yielded);
    });
    block
}

/// The result types of a destination-style op: the types of its tensor destinations.
fn tensor_results(b: &dyn Builder, outputs: &[Value]) -> Vec<Type> {
    let ctx = b.ctx();
    outputs.iter().map(|&v| ctx.value_type(v)).filter(|t| t.isa::<RankedTensorType>(ctx)).collect()
}

impl MapOp {
    /// `linalg.map ins(inputs) outs(init)`: `body` gets the elements of the inputs and of the
    /// init at an index and returns the element to store there. A tensor `init` gives the op a
    /// result.
    pub fn build_with_body(
        b: &mut dyn Builder,
        loc: Attribute,
        inputs: &[Value],
        init: Value,
        body: impl FnOnce(&mut ImplicitLocOpBuilder<'_>, &[Value]) -> Value,
    ) -> Self {
        Self::create_with_body(&mut ImplicitLocOpBuilder::new(b, loc), inputs, init, body)
    }

    /// [`Self::build_with_body`] at the location of `b`.
    pub fn create_with_body(
        b: &mut ImplicitLocOpBuilder<'_>,
        inputs: &[Value],
        init: Value,
        body: impl FnOnce(&mut ImplicitLocOpBuilder<'_>, &[Value]) -> Value,
    ) -> Self {
        let results = tensor_results(b, &[init]);
        let op = Self::create(b, inputs, init, &results);
        let region = op.mapper(b.ctx());
        let mut operands = inputs.to_vec();
        operands.push(init);
        fill_region(b, region, &operands, |b, args| vec![body(b, args)]);
        op
    }
}

impl GenericOp {
    /// `linalg.generic {indexing_maps, iterator_types} ins(inputs) outs(outputs)`: `body` gets
    /// the elements of the inputs and outputs at an iteration and returns the output elements.
    /// Tensor outputs give the op its results.
    #[allow(clippy::too_many_arguments)]
    pub fn build_with_body(
        b: &mut dyn Builder,
        loc: Attribute,
        inputs: &[Value],
        outputs: &[Value],
        indexing_maps: impl IntoAttr<ArrayAttr>,
        iterator_types: impl IntoAttr<ArrayAttr>,
        body: impl FnOnce(&mut ImplicitLocOpBuilder<'_>, &[Value]) -> Vec<Value>,
    ) -> Self {
        let b = &mut ImplicitLocOpBuilder::new(b, loc);
        Self::create_with_body(b, inputs, outputs, indexing_maps, iterator_types, body)
    }

    /// [`Self::build_with_body`] at the location of `b`.
    pub fn create_with_body(
        b: &mut ImplicitLocOpBuilder<'_>,
        inputs: &[Value],
        outputs: &[Value],
        indexing_maps: impl IntoAttr<ArrayAttr>,
        iterator_types: impl IntoAttr<ArrayAttr>,
        body: impl FnOnce(&mut ImplicitLocOpBuilder<'_>, &[Value]) -> Vec<Value>,
    ) -> Self {
        let results = tensor_results(b, outputs);
        let op = Self::create(b, inputs, outputs, &results, indexing_maps, iterator_types);
        let region = op.region(b.ctx());
        let mut operands = inputs.to_vec();
        operands.extend_from_slice(outputs);
        fill_region(b, region, &operands, body);
        op
    }
}
