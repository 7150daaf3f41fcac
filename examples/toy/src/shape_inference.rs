//! Shape inference (Toy chapter 4): the [`ShapeInference`] op interface, with which an op
//! computes its result types from its operands' types, and the `toy-shape-inference` pass, which
//! propagates static shapes through a function, typically after inlining made every value flow
//! from a constant.
//!
//! The pass visits the ops whose results are unranked; whenever all the operands of one are
//! ranked, it asks the op's interface for its result types and sets them. Uses by ops of other
//! dialects (a `func.return`, a call) keep the type they had through a `toy.cast` back to it. If some op can't be inferred the pass fails, as Toy's does.

use crate::ops::{self, CastOp};
use oxir::ods::prelude::*;
use oxir::pass::Pass;
use oxir::{Diagnostic, OperationState};

// ANCHOR: interface
/// The shape inference interface (Toy's `ShapeInferenceOpInterface`): computes an op's result
/// types from its (ranked) operand types. Attached to ops with [`Context::attach_op_interface`].
#[derive(Copy, Clone)]
pub struct ShapeInference {
    /// The inferred result types, or `None` when the operand types do not determine them.
    pub infer: fn(&Context, OpRef) -> Option<Vec<Type>>,
}

fn operand_shape(ctx: &Context, op: OpRef, i: usize) -> Option<Vec<i64>> {
    ops::shape_of(ctx, ctx.value_type(ctx.operand(op, i)))
}

/// Element-wise ops and casts: the result has the (first) operand's type.
pub const SAME_AS_OPERAND: ShapeInference =
    ShapeInference { infer: |ctx, op| Some(vec![ctx.value_type(ctx.operand(op, 0))]) };

/// `toy.transpose`: the reversed shape.
pub const TRANSPOSE: ShapeInference = ShapeInference {
    infer: |ctx, op| {
        let mut shape = operand_shape(ctx, op, 0)?;
        shape.reverse();
        Some(vec![ops::f64_tensor(ctx, shape)])
    },
};

/// `toy.matmul`: `MxK * KxN` is `MxN`.
pub const MATMUL: ShapeInference = ShapeInference {
    infer: |ctx, op| {
        let (lhs, rhs) = (operand_shape(ctx, op, 0)?, operand_shape(ctx, op, 1)?);
        if lhs.len() != 2 || rhs.len() != 2 {
            return None;
        }
        Some(vec![ops::f64_tensor(ctx, vec![lhs[0], rhs[1]])])
    },
};

/// Attaches [`ShapeInference`] to the toy ops that need it.
pub fn attach(ctx: &Context) {
    ctx.attach_op_interface(ops::AddOp::NAME, SAME_AS_OPERAND);
    ctx.attach_op_interface(ops::MulOp::NAME, SAME_AS_OPERAND);
    ctx.attach_op_interface(ops::CastOp::NAME, SAME_AS_OPERAND);
    ctx.attach_op_interface(ops::TransposeOp::NAME, TRANSPOSE);
    ctx.attach_op_interface(ops::MatmulOp::NAME, MATMUL);
}
// ANCHOR_END: interface

fn is_ranked(ctx: &Context, t: Type) -> bool {
    t.isa::<RankedTensorType>(ctx)
}

fn returns_dynamic_shape(ctx: &Context, op: OpRef) -> bool {
    ctx.result_types(op).any(|t| t.isa::<UnrankedTensorType>(ctx))
}

/// The `toy-shape-inference` pass.
#[derive(Clone, Debug, Default)]
pub struct ShapeInferencePass;

impl ShapeInferencePass {
    /// Sets `op`'s result types to `types`; uses by ops outside shape inference keep the old
    /// type through a `toy.cast`.
    fn set_result_types(ctx: &mut Context, op: OpRef, types: &[Type]) {
        for (i, &new) in types.iter().enumerate().take(ctx.num_results(op)) {
            let v = ctx.result(op, i);
            let old = ctx.value_type(v);
            if old == new {
                continue;
            }
            ctx.set_value_type(v, new);
            // Toy ops take tensors of any shape; others (a return, a call) keep the old type.
            let foreign: Vec<_> =
                ctx.uses(v).filter(|u| ctx.op_name_dialect(ctx.op_name_of(u.owner)) != "toy").collect();
            if foreign.is_empty() {
                continue;
            }
            let loc = ctx.op_loc(op);
            let mut st = OperationState::new(ctx.op_name(CastOp::NAME), loc);
            st.operands.push(v);
            st.result_types.push(old);
            let cast = ctx.create_op(st);
            if let Some(block) = ctx.op_parent_block(op) {
                let next = ctx.op_next(op);
                ctx.insert_op_before(block, next, cast);
            }
            let cv = ctx.result(cast, 0);
            for u in foreign {
                ctx.set_operand(u.owner, u.index as usize, cv);
            }
        }
    }

    /// Infers the shapes in one function (Toy's algorithm).
    fn infer_function(ctx: &mut Context, func: OpRef) -> Result<(), Diagnostic> {
        let mut worklist: Vec<OpRef> = Vec::new();
        ctx.walk_ops_pre_order(func, &mut |o| {
            if o != func && returns_dynamic_shape(ctx, o) {
                worklist.push(o);
            }
            oxir::walk::WalkResult::Advance
        });
        // Toy's algorithm: repeatedly infer an op whose operands are all ranked.
        while let Some(pos) = worklist.iter().position(|&o| ctx.operands(o).all(|v| is_ranked(ctx, ctx.value_type(v))))
        {
            let op = worklist.remove(pos);
            let Some(iface) = ctx.op_interface::<ShapeInference>(op) else {
                return Err(Diagnostic::error(
                    ctx.op_loc(op),
                    "unable to infer shape of operation without shape inference interface",
                ));
            };
            let Some(types) = (iface.infer)(ctx, op) else {
                return Err(Diagnostic::error(ctx.op_loc(op), "unable to infer the shape of this operation"));
            };
            Self::set_result_types(ctx, op, &types);
        }
        if !worklist.is_empty() {
            return Err(Diagnostic::error(
                ctx.op_loc(func),
                format!("Shape inference failed, {} operations couldn't be inferred", worklist.len()),
            ));
        }
        Ok(())
    }
}

impl Pass for ShapeInferencePass {
    fn name(&self) -> &'static str {
        "ShapeInferencePass"
    }
    fn argument(&self) -> &'static str {
        "toy-shape-inference"
    }
    fn description(&self) -> &'static str {
        "Infer the shapes of toy tensors through a function"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        // On a function, or on every function nested in the op it is scheduled on.
        let mut funcs = Vec::new();
        ctx.walk_ops_pre_order(op, &mut |o| {
            if ctx.isa_op::<oxir_dialects::func::FuncOp>(o) {
                funcs.push(o);
                return oxir::walk::WalkResult::Skip;
            }
            oxir::walk::WalkResult::Advance
        });
        for f in funcs {
            Self::infer_function(ctx, f)?;
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
