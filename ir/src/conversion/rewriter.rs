//! The rewriter conversion patterns act through (MLIR's `ConversionPatternRewriter`).

use super::{ConversionState, TypeConverter, CAST_OP};
use crate::builder::{Builder, InsertPoint, OperationState};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::rewrite::PatternRewriter;
use crate::types::Type;
use crate::value::Value;
use crate::{BlockRef, OpRef, RegionRef};

/// The rewriter conversion patterns act through: a [`PatternRewriter`] plus the type converter
/// and the bookkeeping of replaced values.
pub struct ConversionRewriter<'c, 't> {
    /// The underlying rewriter.
    pub rewriter: PatternRewriter<'c>,
    converter: &'t TypeConverter,
    state: &'t mut ConversionState,
}

impl<'c, 't> ConversionRewriter<'c, 't> {
    /// A rewriter over the driver's state.
    pub(super) fn new(ctx: &'c mut Context, converter: &'t TypeConverter, state: &'t mut ConversionState) -> Self {
        ConversionRewriter { rewriter: PatternRewriter::new(ctx), converter, state }
    }

    /// The context.
    pub fn ctx(&self) -> &Context {
        self.rewriter.ctx()
    }
    /// The context, mutably.
    pub fn ctx_mut(&mut self) -> &mut Context {
        self.rewriter.ctx_mut()
    }
    /// The type converter.
    pub fn type_converter(&self) -> &TypeConverter {
        self.converter
    }
    /// Converts a type with the type converter.
    pub fn convert_type(&self, ty: Type) -> Type {
        self.converter.convert_type(self.rewriter.ctx(), ty)
    }

    /// Creates an op before the op being converted.
    pub fn create(&mut self, state: OperationState) -> OpRef {
        self.rewriter.create(state)
    }

    /// Replaces `op` by `values`: uses whose type differs from the new value's get a cast back.
    pub fn replace_op(&mut self, op: impl Into<OpRef>, values: &[Value]) -> Result<(), Diagnostic> {
        let op: OpRef = op.into();
        let n = self.rewriter.ctx().num_results(op);
        if n != values.len() {
            return Err(Diagnostic::error(self.rewriter.ctx().op_loc(op), "wrong number of replacement values"));
        }
        // As in MLIR, whose driver replaces when the conversion commits, an op without regions
        // stays until the end: the ops not converted yet still see it (a fold looks through
        // it), while patterns get its replacements (see `LazyReplacements`).
        let lazy = self.rewriter.ctx().op_regions(op).is_empty();
        for (i, &v) in values.iter().enumerate() {
            let old = self.rewriter.ctx().result(op, i);
            let (ot, nt) = (self.rewriter.ctx().value_type(old), self.rewriter.ctx().value_type(v));
            if lazy {
                if let Some(&c) = self.state.constants.get(&old) {
                    self.state.constants.insert(v, c);
                }
                continue;
            }
            if !self.rewriter.ctx().has_uses(old) {
                continue;
            }
            let replacement = if ot == nt { v } else { self.materialize(v, ot, op) };
            if let Some(&c) = self.state.constants.get(&old) {
                self.state.constants.insert(replacement, c);
                self.state.constants.insert(v, c);
            }
            self.rewriter.replace_all_uses_with(old, replacement);
        }
        if lazy {
            self.state.lazily.record(self.rewriter.ctx(), op, values);
            return Ok(());
        }
        self.rewriter.erase_op(op)
    }

    /// Creates a replacement op and replaces `op` by its results.
    pub fn replace_op_with_new(&mut self, op: impl Into<OpRef>, state: OperationState) -> Result<OpRef, Diagnostic> {
        let op: OpRef = op.into();
        self.rewriter.set_insertion_point(op);
        let new = self.rewriter.create(state);
        let values: Vec<Value> = self.rewriter.ctx().results(new).collect();
        self.replace_op(op, &values)?;
        Ok(new)
    }

    /// Erases `op` (its results must be unused).
    pub fn erase_op(&mut self, op: impl Into<OpRef>) -> Result<(), Diagnostic> {
        let op: OpRef = op.into();
        self.rewriter.erase_op(op)
    }

    /// A cast of `v` to `ty` inserted right after the definition of `v` (at the start of its
    /// block for a block argument), as MLIR places materializations; `before` gives the location
    /// and the fallback position.
    pub(super) fn materialize(&mut self, v: Value, ty: Type, before: OpRef) -> Value {
        // A cast of `v` to `ty` made earlier sits right after `v`'s definition too: MLIR reuses
        // it rather than casting the same value twice.
        if let Some(existing) = self.existing_materialization(v, ty) {
            return existing;
        }
        let loc = self.rewriter.ctx().op_loc(before);
        let name = self.rewriter.ctx_mut().op_name(CAST_OP);
        let mut st = OperationState::new(name, loc);
        st.operands.push(v);
        st.result_types.push(ty);
        let cast = self.rewriter.ctx_mut().create_op(st);
        if !insert_after_definition(self.rewriter.ctx_mut(), v, cast) {
            if let Some(block) = self.rewriter.ctx().op_parent_block(before) {
                self.rewriter.ctx_mut().insert_op_before(block, Some(before), cast);
            }
        }
        self.state.casts.insert(cast);
        self.rewriter.ctx().result(cast, 0)
    }

    /// The result of a live materialization of `v` to `ty` this conversion created.
    fn existing_materialization(&self, v: Value, ty: Type) -> Option<Value> {
        let ctx = self.rewriter.ctx();
        ctx.uses(v).map(|u| u.owner).find_map(|user| {
            let single = self.state.casts.contains(&user) && ctx.num_operands(user) == 1 && ctx.num_results(user) == 1;
            single.then(|| ctx.result(user, 0)).filter(|&r| ctx.value_type(r) == ty)
        })
    }

    /// Creates a target materialization (a cast of `v` to `ty`) right after the definition of
    /// `v`, for patterns that need a value of a converted type themselves.
    pub fn materialize_target(&mut self, v: Value, ty: Type, loc_op: OpRef) -> Value {
        self.materialize(v, ty, loc_op)
    }

    /// Marks `op` (a `builtin.unrealized_conversion_cast` the pattern created) as a
    /// materialization: it is looked through and erased at the end when unused.
    pub fn mark_materialization(&mut self, op: OpRef) {
        self.state.casts.insert(op);
    }

    /// Marks `op`, a `builtin.unrealized_conversion_cast` at the start of its block from the
    /// block's new arguments to the type of a block argument they replace, as that argument's
    /// materialization. As in MLIR, where such casts are only made when the conversion commits:
    /// a cast still used then moves to the start of its block (the casts of a block in argument
    /// order, so the last argument's first); a pattern that needs the argument in its converted
    /// type gets a cast of the new arguments to it, which this cast then reads instead; and a
    /// cast from several values still used when the conversion ends is replaced by the type
    /// converter's materialization ([`TypeConverter::add_materialization`]).
    pub fn mark_argument_materialization(&mut self, op: OpRef) {
        self.state.casts.insert(op);
        self.state.arg_casts.push(op);
    }

    /// Converts the types of the block arguments of every block of `region` with the type
    /// converter (MLIR's `convertRegionTypes`); old uses see a cast back to the old type.
    pub fn convert_region_types(&mut self, region: RegionRef) {
        let blocks: Vec<BlockRef> = self.rewriter.ctx().region_blocks(region).collect();
        for b in blocks {
            let args: Vec<Value> = self.rewriter.ctx().block_arguments(b).collect();
            for a in args {
                let old_ty = self.rewriter.ctx().value_type(a);
                let new_ty = self.convert_type(old_ty);
                if old_ty == new_ty {
                    continue;
                }
                self.rewriter.ctx_mut().set_value_type(a, new_ty);
                if !self.rewriter.ctx().has_uses(a) {
                    continue;
                }
                // Uses keep the old type through a cast at the start of the block.
                let loc = self.rewriter.ctx().block_argument_loc(
                    b,
                    match a {
                        Value::Argument { index, .. } => index as usize,
                        Value::Result { .. } => 0,
                    },
                );
                let users: Vec<crate::OpOperand> = self.rewriter.ctx().uses(a).collect();
                let name = self.rewriter.ctx_mut().op_name(CAST_OP);
                let mut st = OperationState::new(name, loc);
                st.operands.push(a);
                st.result_types.push(old_ty);
                self.rewriter.set_insertion_point_to_start(b);
                let cast = self.rewriter.create(st);
                self.mark_argument_materialization(cast);
                let cv = self.rewriter.ctx().result(cast, 0);
                for u in users {
                    self.rewriter.ctx_mut().set_operand(u.owner, u.index as usize, cv);
                }
            }
        }
    }
}

impl Builder for ConversionRewriter<'_, '_> {
    fn ctx(&self) -> &Context {
        self.rewriter.ctx()
    }
    fn ctx_mut(&mut self) -> &mut Context {
        self.rewriter.ctx_mut()
    }
    fn insertion_point(&self) -> InsertPoint {
        self.rewriter.insertion_point()
    }
    fn restore_insertion_point(&mut self, point: InsertPoint) {
        self.rewriter.restore_insertion_point(point)
    }
    fn insert(&mut self, op: OpRef) {
        self.rewriter.insert(op)
    }
}

/// Inserts the detached `op` right after the definition of `v` (at the start of its block for
/// a block argument): MLIR's `computeInsertPoint`. Returns false when `v` has no block.
pub(super) fn insert_after_definition(ctx: &mut Context, v: Value, op: OpRef) -> bool {
    match ctx.defining_op(v) {
        Some(d) => match ctx.op_parent_block(d) {
            Some(b) => {
                let next = ctx.op_next(d);
                ctx.insert_op_before(b, next, op);
                true
            }
            None => false,
        },
        None => match ctx.value_parent_block(v) {
            Some(b) => {
                let first = ctx.block_first_op(b);
                ctx.insert_op_before(b, first, op);
                true
            }
            None => false,
        },
    }
}
