//! The `memref-expand` pass (MLIR's `ExpandOps`): rewrites memref ops that the LLVM lowering cannot
//! take directly into ones it can.
//!
//! In MLIR 22 this is `memref.reshape` whose shape operand has a static length (so the result is
//! ranked): it becomes a `memref.reinterpret_cast` of the source with offset 0, the sizes loaded
//! from the shape memref (constants for the result's static dimensions), and the identity layout's
//! strides, the suffix products of the sizes, multiplied at run time where a size is dynamic.
//! A reshape to an unranked memref (dynamic shape length) stays. (`memref.atomic_rmw` of every kind
//! lowers directly, so none is expanded, as in MLIR 22.)

use crate::arith::{ConstantOp, IndexCastOp, MulIOp};
use crate::memref::{LoadOp, ReinterpretCastOp, ReshapeOp};
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::types::{IndexType, MemRefType, DYNAMIC};
use oxir::ods::Op;
use oxir::pass::Pass;
use oxir::{Builder, Context, Diagnostic, OpBuilder, OpRef, Value};

/// The `memref-expand` pass.
#[derive(Clone, Default)]
pub struct ExpandOps;

impl Pass for ExpandOps {
    fn name(&self) -> &'static str {
        "ExpandOpsPass"
    }
    fn argument(&self) -> &'static str {
        "memref-expand"
    }
    fn description(&self) -> &'static str {
        "Legalize memref operations to be convertible to LLVM."
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let mut reshapes = Vec::new();
        ctx.walk_ops_post_order(op, &mut |o| {
            if let Some(r) = ctx.cast_op::<ReshapeOp>(o) {
                if expandable(ctx, r).is_some() {
                    reshapes.push(r);
                }
            }
        });
        for r in reshapes {
            expand_reshape(ctx, r)?;
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// The result type of a reshape whose shape operand has a static length, which is what makes it
/// expandable (the verifier guarantees the result is then ranked with that many dimensions).
fn expandable(ctx: &Context, r: ReshapeOp) -> Option<MemRefType> {
    let shape = ctx.value_type(r.shape(ctx)).dyn_cast::<MemRefType>(ctx)?;
    if shape.shape.contains(&DYNAMIC) {
        return None;
    }
    ctx.value_type(r.result(ctx)).dyn_cast::<MemRefType>(ctx).cloned()
}

/// A size or stride: known at compile time, or a value computed at run time.
#[derive(Copy, Clone)]
enum Extent {
    Static(i64),
    Dynamic(Value),
}

fn expand_reshape(ctx: &mut Context, r: ReshapeOp) -> Result<(), Diagnostic> {
    let Some(result_ty) = expandable(ctx, r) else { return Ok(()) };
    let op = r.op();
    let loc = ctx.op_loc(op);
    let (source, shape) = (r.source(ctx), r.shape(ctx));
    let index = IndexType::get(ctx);
    let shape_elem = ctx.value_type(shape).dyn_cast::<MemRefType>(ctx).map(|m| m.element);
    let rank = result_ty.shape.len();
    let mut sizes = vec![Extent::Static(0); rank];
    let mut strides = vec![Extent::Static(1); rank];
    let mut b = OpBuilder::before(ctx, op);
    let constant = |b: &mut OpBuilder<'_>, v: i64| {
        let attr = IntegerAttr::from_i64(b.ctx(), index, v);
        ConstantOp::build(b, loc, index, attr).result(b.ctx())
    };
    let mut stride = Extent::Static(1);
    for i in (0..rank).rev() {
        // The size: loaded from the shape operand where the result's dimension is dynamic (and
        // cast to index), otherwise the static size, materialized for the stride product.
        let (size, size_value) = if result_ty.shape[i] == DYNAMIC {
            let at = constant(&mut b, i as i64);
            let mut v = LoadOp::build(&mut b, loc, shape, &[at]).result(b.ctx());
            if shape_elem != Some(index) {
                v = IndexCastOp::build(&mut b, loc, v, index).out(b.ctx());
            }
            (Extent::Dynamic(v), v)
        } else {
            let n = result_ty.shape[i];
            (Extent::Static(n), constant(&mut b, n))
        };
        sizes[i] = size;
        strides[i] = stride;
        if i > 0 {
            stride = match (stride, size) {
                (Extent::Static(s), Extent::Static(n)) => Extent::Static(s.wrapping_mul(n)),
                (Extent::Static(s), _) => {
                    let s = constant(&mut b, s);
                    Extent::Dynamic(MulIOp::build(&mut b, loc, s, size_value).result(b.ctx()))
                }
                (Extent::Dynamic(s), _) => Extent::Dynamic(MulIOp::build(&mut b, loc, s, size_value).result(b.ctx())),
            };
        }
    }
    let split = |extents: &[Extent]| -> (Vec<Value>, Vec<i64>) {
        let dynamic = extents.iter().filter_map(|e| if let Extent::Dynamic(v) = e { Some(*v) } else { None }).collect();
        let statics = extents.iter().map(|e| if let Extent::Static(n) = e { *n } else { DYNAMIC }).collect();
        (dynamic, statics)
    };
    let (dyn_sizes, static_sizes) = split(&sizes);
    let (dyn_strides, static_strides) = split(&strides);
    let result_type = b.ctx().value_type(r.result(b.ctx()));
    let cast = ReinterpretCastOp::build(
        &mut b,
        loc,
        source,
        &[],
        &dyn_sizes,
        &dyn_strides,
        result_type,
        &[0],
        &static_sizes,
        &static_strides,
    );
    let ctx = b.ctx_mut();
    let new = cast.result(ctx);
    ctx.replace_all_uses_with(r.result(ctx), new);
    ctx.erase_op(op)
}
