//! Applying the cleanup list in MLIR's order (`cleanUpDeadVals`): block arguments, successor
//! operands, function signatures, operands, results, then whole ops; the `ub.poison` ops made on
//! the way that end up unused are erased.

use super::collect::{Cleanup, FunctionCleanup};
use crate::attributes::Attribute;
use crate::builder::OperationState;
use crate::builder::{Builder, InsertPoint, OpBuilder};
use crate::builtin::attributes::{ArrayAttr, DictionaryAttr, TypeAttr};
use crate::builtin::types::FunctionType;
use crate::context::Context;
use crate::interfaces::{callable_body, CallOpInterface};
use crate::ods::Op;
use crate::operation::op_attr_or_prop;
use crate::rewrite::region_simplify::{set_successor_operands, successor_operand_range};
use crate::traits::IsTerminator;
use crate::types::Type;
use crate::ub::{PoisonOp, UnreachableOp};
use crate::value::Value;
use crate::{BlockRef, OpRef};
use rustc_hash::FxHashMap;

/// The argument and result types of a function-like op, held as a builtin function type in its
/// `function_type` attribute.
pub(super) fn function_type(ctx: &Context, func: OpRef) -> Option<(Vec<Type>, Vec<Type>)> {
    let attr = op_attr_or_prop(ctx, func, "function_type")?;
    let ty = attr.dyn_cast::<TypeAttr>(ctx)?.ty;
    let f = ty.dyn_cast::<FunctionType>(ctx)?;
    Some((f.inputs.clone(), f.results.clone()))
}

/// Sets the inherent attribute `name` of `op` (in its properties if it keeps them there).
fn set_inherent(ctx: &mut Context, op: OpRef, name: &str, value: Option<Attribute>) {
    let props = ctx.op_properties(op).filter(|p| p.isa::<DictionaryAttr>(ctx));
    if let Some(dict) = props {
        let id = ctx.ident(name);
        let mut entries: Vec<_> = DictionaryAttr::entries(ctx, dict).iter().filter(|e| e.name != id).copied().collect();
        if let Some(value) = value {
            entries.push(crate::attributes::NamedAttribute { name: id, value });
            entries.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
        }
        let dict = DictionaryAttr::get(ctx, entries);
        ctx.set_op_properties(op, Some(dict));
    } else {
        match value {
            Some(v) => ctx.set_op_attr(op, name, v),
            None => {
                ctx.remove_op_attr(op, name);
            }
        }
    }
}

/// Drops the entries of the per-argument (or per-result) attribute array `name` that `erase`
/// marks, dropping the array when only empty dictionaries remain.
fn erase_attr_entries(ctx: &mut Context, func: OpRef, name: &str, erase: &[bool]) {
    let Some(arr) = op_attr_or_prop(ctx, func, name) else { return };
    let Some(elements) = arr.dyn_cast::<ArrayAttr>(ctx).map(|a| a.elements.clone()) else { return };
    let kept: Vec<Attribute> = elements
        .into_iter()
        .enumerate()
        .filter(|(i, _)| !erase.get(*i).copied().unwrap_or(false))
        .map(|(_, a)| a)
        .collect();
    let all_empty = kept.iter().all(|a| a.dyn_cast::<DictionaryAttr>(ctx).is_some_and(|d| d.entries.is_empty()));
    let value = (!all_empty).then(|| ArrayAttr::get(ctx, kept));
    set_inherent(ctx, func, name, value);
}

/// Rewrites IR while tracking the `ub.poison` ops it makes.
struct Applier<'a> {
    ctx: &'a mut Context,
    poisons: Vec<OpRef>,
}

impl Applier<'_> {
    /// A new `ub.poison` of `ty` just before `before` (or at the start of `block`).
    fn poison(&mut self, ty: Type, loc: Attribute, block: BlockRef, before: Option<OpRef>) -> Value {
        let point = before.map_or(InsertPoint::BlockEnd(block), InsertPoint::Before);
        let mut b = OpBuilder::new(self.ctx);
        b.restore_insertion_point(point);
        let p = PoisonOp::build(&mut b, loc, ty);
        self.poisons.push(p.op());
        p.result(self.ctx)
    }

    /// Replaces the remaining uses of `v`, which is going away, with a poison value.
    fn poison_uses(&mut self, v: Value) {
        if !self.ctx.has_uses(v) {
            return;
        }
        let ty = self.ctx.value_type(v);
        let (block, before, loc) = match v {
            Value::Argument { block, index } => {
                let first = self.ctx.block_first_op(block);
                (block, first, self.ctx.block_argument_loc(block, index as usize))
            }
            _ => {
                let Some(def) = self.ctx.defining_op(v) else { return };
                let Some(block) = self.ctx.op_parent_block(def) else { return };
                (block, Some(def), self.ctx.op_loc(def))
            }
        };
        let p = self.poison(ty, loc, block, before);
        self.ctx.replace_all_uses_with(v, p);
    }

    fn erase_block_args(&mut self, block: BlockRef, dead: &[bool]) {
        for i in (0..dead.len()).rev() {
            if dead[i] {
                let a = self.ctx.block_arguments(block).nth(i);
                if let Some(a) = a {
                    self.poison_uses(a);
                }
                let _ = self.ctx.erase_block_argument(block, i);
            }
        }
    }

    fn erase_function_parts(&mut self, f: &FunctionCleanup) {
        let ctx = &mut *self.ctx;
        let Some(entry) = callable_body(ctx, f.func).and_then(|r| ctx.region_entry_block(r)) else { return };
        let Some((inputs, results)) = function_type(ctx, f.func) else { return };
        if f.dead_args.len() != inputs.len() || f.dead_results.len() != results.len() {
            return;
        }
        self.erase_block_args(entry, &f.dead_args);
        let ctx = &mut *self.ctx;
        let keep = |v: &[Type], dead: &[bool]| -> Vec<Type> {
            v.iter().zip(dead).filter(|(_, &d)| !d).map(|(t, _)| *t).collect()
        };
        let ty = FunctionType::get(ctx, keep(&inputs, &f.dead_args), keep(&results, &f.dead_results));
        let attr = TypeAttr::get(ctx, ty);
        set_inherent(ctx, f.func, "function_type", Some(attr));
        if f.dead_args.iter().any(|&d| d) {
            erase_attr_entries(ctx, f.func, "arg_attrs", &f.dead_args);
        }
        if f.dead_results.iter().any(|&d| d) {
            erase_attr_entries(ctx, f.func, "res_attrs", &f.dead_results);
        }
    }

    /// Rebuilds `op` without the results `dead` marks (MLIR's `eraseOpResults`).
    fn erase_results(&mut self, op: OpRef, dead: &[bool]) {
        if !dead.iter().any(|&d| d) || self.ctx.is_erased(op) {
            return;
        }
        let results: Vec<Value> = self.ctx.results(op).collect();
        for (&r, &d) in results.iter().zip(dead) {
            if d {
                self.poison_uses(r);
            }
        }
        let ctx = &mut *self.ctx;
        let Some(block) = ctx.op_parent_block(op) else { return };
        let mut st = OperationState::new(ctx.op_name_of(op), ctx.op_loc(op));
        st.operands.extend(ctx.operands(op));
        st.result_types.extend(ctx.result_types(op).zip(dead).filter(|(_, &d)| !d).map(|(t, _)| t));
        st.attributes = ctx.op_attrs(op).to_vec();
        st.properties = ctx.op_properties(op);
        st.successors.extend(ctx.successors(op).iter().copied());
        let old_regions = ctx.op_regions(op).to_vec();
        for _ in &old_regions {
            let r = ctx.create_region();
            st.regions.push(r);
        }
        let new_regions = st.regions.to_vec();
        let new = ctx.create_op(st);
        ctx.insert_op_before(block, Some(op), new);
        for (o, n) in old_regions.iter().zip(&new_regions) {
            for b in ctx.region_blocks(*o).collect::<Vec<_>>() {
                ctx.detach_block(b);
                ctx.append_block(*n, b);
            }
        }
        let mut next = 0;
        for (&r, &d) in results.iter().zip(dead) {
            if !d {
                let nv = ctx.result(new, next);
                ctx.replace_all_uses_with(r, nv);
                next += 1;
            }
        }
        let _ = ctx.erase_op(op);
    }

    /// MLIR's `cleanUpDeadVals`.
    fn apply(&mut self, mut cl: Cleanup) {
        for (block, dead) in &cl.blocks {
            if self.ctx.num_block_arguments(*block) != dead.len() {
                continue;
            }
            self.erase_block_args(*block, dead);
        }
        for s in &cl.successors {
            let Some(range) = successor_operand_range(self.ctx, s.branch, s.successor) else { continue };
            if range.len() != s.dead.len() {
                continue;
            }
            let kept: Vec<Value> =
                range.zip(&s.dead).filter(|(_, &d)| !d).map(|(i, _)| self.ctx.operand(s.branch, i)).collect();
            set_successor_operands(self.ctx, s.branch, s.successor, &kept);
        }
        let mut erased_args: FxHashMap<OpRef, Vec<bool>> = FxHashMap::default();
        for f in &cl.functions {
            self.erase_function_parts(f);
            if f.dead_args.iter().any(|&d| d) {
                erased_args.insert(f.func, f.dead_args.clone());
            }
        }
        for o in &mut cl.operands {
            if self.ctx.is_erased(o.op) {
                continue;
            }
            if let Some(dead_args) = o.callee.and_then(|c| erased_args.get(&c)) {
                let Some(call) = self.ctx.op_interface::<CallOpInterface>(o.op) else { continue };
                let args = (call.arguments)(self.ctx, o.op);
                let operands: Vec<Value> = self.ctx.operands(o.op).collect();
                let Some(start) = (0..=operands.len().saturating_sub(args.len()))
                    .find(|&k| operands.get(k..k + args.len()) == Some(&args[..]))
                else {
                    continue;
                };
                for (j, &d) in dead_args.iter().enumerate() {
                    if d && start + j < o.dead.len() {
                        o.dead[start + j] = true;
                    }
                }
            }
            if !o.dead.iter().any(|&d| d) {
                continue;
            }
            if o.poison {
                let Some(block) = self.ctx.op_parent_block(o.op) else { continue };
                let loc_of = |ctx: &Context, v: Value| match v {
                    Value::Argument { block, index } => ctx.block_argument_loc(block, index as usize),
                    _ => ctx.defining_op(v).map(|d| ctx.op_loc(d)).unwrap_or_else(|| ctx.op_loc(o.op)),
                };
                for i in 0..o.dead.len() {
                    if o.dead[i] {
                        let v = self.ctx.operand(o.op, i);
                        let ty = self.ctx.value_type(v);
                        let loc = loc_of(self.ctx, v);
                        let p = self.poison(ty, loc, block, Some(o.op));
                        self.ctx.set_operand(o.op, i, p);
                    }
                }
            } else {
                let kept: Vec<Value> =
                    self.ctx.operands(o.op).zip(&o.dead).filter(|(_, &d)| !d).map(|(v, _)| v).collect();
                self.ctx.set_operands(o.op, &kept);
            }
        }
        for (op, dead) in &cl.results {
            self.erase_results(*op, dead);
        }
        for &op in &cl.operations {
            if self.ctx.is_erased(op) {
                continue;
            }
            if self.ctx.op_has_trait::<IsTerminator>(op) {
                let loc = self.ctx.op_loc(op);
                UnreachableOp::build(&mut OpBuilder::before(self.ctx, op), loc);
            }
            for r in self.ctx.results(op).collect::<Vec<_>>() {
                self.poison_uses(r);
            }
            let _ = self.ctx.erase_op(op);
        }
        for p in std::mem::take(&mut self.poisons) {
            if !self.ctx.is_erased(p) && !self.ctx.has_uses(self.ctx.result(p, 0)) {
                let _ = self.ctx.erase_op(p);
            }
        }
    }
}

/// Makes the changes `cl` lists.
pub(super) fn apply(ctx: &mut Context, cl: Cleanup) {
    Applier { ctx, poisons: Vec::new() }.apply(cl);
}
