//! `convert-scf-to-cf`: MLIR's `SCFToControlFlow` conversion. Structured control flow (`scf.for`,
//! `scf.if`, `scf.while`, `scf.execute_region`, `scf.index_switch`, `scf.parallel`,
//! `scf.forall`) becomes blocks and `cf` branches, with exactly MLIR's block layout: the loop
//! header holds the induction variable and carried values, the latch carries the op's `llvm.*`
//! attributes (such as `llvm.loop_annotation`), and a while loop whose "after" region only
//! forwards its arguments becomes a do-while loop.

use super::build;
use oxir::conversion::{apply_partial_conversion, op_attr_or_prop, ConversionPattern, ConversionRewriter};
use oxir::conversion::{ConversionTarget, OpConversionPattern, TypeConverter};
use oxir::diagnostics::Diagnostic;
use oxir::ods::{Op, OpAdaptor};
use oxir::pass::Pass;
use oxir::{BlockRef, Context, NamedAttribute, OpRef, OperationState, RegionRef, Type, Value};
use oxir_dialects::{arith, cf, scf};
use std::sync::Arc;

/// The discardable attributes of `op` whose value belongs to the llvm dialect.
fn llvm_attrs(ctx: &Context, op: OpRef) -> Vec<NamedAttribute> {
    let is_llvm = |a: oxir::Attribute| match a.dyn_cast::<oxir::builtin::attributes::OpaqueAttr>(ctx) {
        Some(o) => ctx.ident_str(o.dialect) == "llvm",
        None => ctx.attr_storage(a).dialect() == "llvm",
    };
    ctx.op_attrs(op).iter().filter(|a| is_llvm(a.value)).copied().collect()
}

fn set_attrs(ctx: &mut Context, op: OpRef, attrs: &[NamedAttribute]) {
    for a in attrs {
        let name = ctx.ident_str(a.name).to_string();
        ctx.set_op_attr(op, &name, a.value);
    }
}

fn last_block(ctx: &Context, r: RegionRef) -> Option<BlockRef> {
    ctx.region_blocks(r).last()
}

/// Moves the ops of `block` before `before`, its arguments replaced by `args`, and drops it
/// (MLIR's `inlineBlockBefore`).
fn inline_block_before(rw: &mut ConversionRewriter<'_, '_>, block: BlockRef, before: OpRef, args: &[Value]) {
    let params: Vec<Value> = rw.ctx().block_arguments(block).collect();
    for (p, &a) in params.iter().zip(args) {
        rw.rewriter.replace_all_uses_with(*p, a);
    }
    let ops: Vec<OpRef> = rw.ctx().block_ops(block).collect();
    let Some(dest) = rw.ctx().op_parent_block(before) else { return };
    for op in ops {
        rw.ctx_mut().detach_op(op);
        rw.ctx_mut().insert_op_before(dest, Some(before), op);
    }
    rw.ctx_mut().detach_block(block);
}

/// Appends the ops of `block` to `dest`, its arguments replaced by `args`, and drops it.
fn merge_blocks(rw: &mut ConversionRewriter<'_, '_>, block: BlockRef, dest: BlockRef, args: &[Value]) {
    let _ = rw.rewriter.merge_blocks(block, dest, args);
}

struct ForLowering;

impl OpConversionPattern for ForLowering {
    type Op = scf::ForOp;
    fn uses_type_converter(&self) -> bool {
        false
    }
    fn match_and_rewrite(
        &self,
        op: scf::ForOp,
        adaptor: scf::ForOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let (op, operands) = (op.op(), OpAdaptor::operands(&adaptor));
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let (Some(init_block), Some(&region)) = (ctx.op_parent_block(op), ctx.op_regions(op).first()) else {
            return false;
        };
        let Some(parent_region) = ctx.block_parent_region(init_block) else { return false };
        let Some(cond_block) = ctx.region_entry_block(region) else { return false };
        let Some(first) = ctx.block_first_op(cond_block) else { return false };
        if operands.len() < 3 {
            return false;
        }
        let (lb, ub, step) = (operands[0], operands[1], operands[2]);
        let inits = operands[3..].to_vec();
        let unsigned = op_attr_or_prop(ctx, op, "unsignedCmp").is_some();
        let attrs = llvm_attrs(ctx, op);
        let end_block = rw.rewriter.split_block(init_block, op);
        let first_body = rw.rewriter.split_block(cond_block, first);
        let Some(last_body) = last_block(rw.ctx(), region) else { return false };
        rw.rewriter.inline_region_before(region, parent_region, Some(end_block));
        let iv = rw.ctx().block_arguments(cond_block).next();
        let Some(iv) = iv else { return false };
        let Some(term) = rw.ctx().block_last_op(last_body) else { return false };
        rw.rewriter.set_insertion_point_to_end(last_body);
        let add = arith::AddIOp::build(rw, loc, iv, step);
        let mut carried = vec![add.into()];
        carried.extend(rw.ctx().operands(term));
        let latch = cf::BranchOp::build(rw, loc, &carried, cond_block);
        set_attrs(rw.ctx_mut(), latch.into(), &attrs);
        if rw.erase_op(term).is_err() {
            return false;
        }
        rw.rewriter.set_insertion_point_to_end(init_block);
        let mut dest = vec![lb];
        dest.extend(inits);
        cf::BranchOp::build(rw, loc, &dest, cond_block);
        rw.rewriter.set_insertion_point_to_end(cond_block);
        let pred = if unsigned { arith::CmpIPredicate::Ult } else { arith::CmpIPredicate::Slt };
        let c = arith::CmpIOp::build(rw, loc, iv, ub, pred);
        cf::CondBranchOp::build(rw, loc, c, &[], &[], first_body, end_block);
        let results: Vec<Value> = rw.ctx().block_arguments(cond_block).skip(1).collect();
        rw.replace_op(op, &results).is_ok()
    }
}

struct IfLowering;

impl OpConversionPattern for IfLowering {
    type Op = scf::IfOp;
    fn uses_type_converter(&self) -> bool {
        false
    }
    fn match_and_rewrite(
        &self,
        op: scf::IfOp,
        adaptor: scf::IfOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let (op, operands) = (op.op(), OpAdaptor::operands(&adaptor));
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let Some(cond_block) = ctx.op_parent_block(op) else { return false };
        let Some(parent_region) = ctx.block_parent_region(cond_block) else { return false };
        let regions = ctx.op_regions(op).to_vec();
        let (Some(&then_region), Some(&cond)) = (regions.first(), operands.first()) else { return false };
        let Some(then_block) = ctx.region_entry_block(then_region) else { return false };
        let result_types: Vec<Type> = ctx.result_types(op).collect();
        let remaining = rw.rewriter.split_block(cond_block, op);
        let continue_block = if result_types.is_empty() {
            remaining
        } else {
            let b = rw.ctx_mut().create_block();
            rw.ctx_mut().insert_block_before(parent_region, Some(remaining), b);
            for &t in &result_types {
                rw.ctx_mut().add_block_argument(b, t, loc);
            }
            rw.rewriter.set_insertion_point_to_end(b);
            cf::BranchOp::build(rw, loc, &[], remaining);
            b
        };
        let lower_region = |rw: &mut ConversionRewriter<'_, '_>, region: RegionRef| -> Option<BlockRef> {
            let entry = rw.ctx().region_entry_block(region)?;
            let last = last_block(rw.ctx(), region)?;
            let term = rw.ctx().block_last_op(last)?;
            let vals: Vec<Value> = rw.ctx().operands(term).collect();
            rw.rewriter.set_insertion_point_to_end(last);
            cf::BranchOp::build(rw, loc, &vals, continue_block);
            rw.erase_op(term).ok()?;
            rw.rewriter.inline_region_before(region, parent_region, Some(continue_block));
            Some(entry)
        };
        if lower_region(rw, then_region).is_none() {
            return false;
        }
        let mut else_block = continue_block;
        if let Some(&else_region) = regions.get(1) {
            if !rw.ctx().region_is_empty(else_region) {
                match lower_region(rw, else_region) {
                    Some(b) => else_block = b,
                    None => return false,
                }
            }
        }
        rw.rewriter.set_insertion_point_to_end(cond_block);
        cf::CondBranchOp::build(rw, loc, cond, &[], &[], then_block, else_block);
        let results: Vec<Value> = rw.ctx().block_arguments(continue_block).collect();
        rw.replace_op(op, &results).is_ok()
    }
}

struct ExecuteRegionLowering;

impl OpConversionPattern for ExecuteRegionLowering {
    type Op = scf::ExecuteRegionOp;
    fn uses_type_converter(&self) -> bool {
        false
    }
    fn match_and_rewrite(
        &self,
        op: scf::ExecuteRegionOp,
        _adaptor: scf::ExecuteRegionOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let op = op.op();
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let Some(cond_block) = ctx.op_parent_block(op) else { return false };
        let Some(parent_region) = ctx.block_parent_region(cond_block) else { return false };
        let Some(&region) = ctx.op_regions(op).first() else { return false };
        let Some(entry) = ctx.region_entry_block(region) else { return false };
        let result_types: Vec<Type> = ctx.result_types(op).collect();
        let remaining = rw.rewriter.split_block(cond_block, op);
        rw.rewriter.set_insertion_point_to_end(cond_block);
        cf::BranchOp::build(rw, loc, &[], entry);
        let blocks: Vec<BlockRef> = rw.ctx().region_blocks(region).collect();
        for b in blocks {
            let Some(t) = rw.ctx().block_last_op(b) else { continue };
            if !rw.ctx().isa_op::<scf::YieldOp>(t) {
                continue;
            }
            let vals: Vec<Value> = rw.ctx().operands(t).collect();
            rw.rewriter.set_insertion_point_to_end(b);
            cf::BranchOp::build(rw, loc, &vals, remaining);
            if rw.erase_op(t).is_err() {
                return false;
            }
        }
        rw.rewriter.inline_region_before(region, parent_region, Some(remaining));
        let mut vals = Vec::new();
        for t in result_types {
            vals.push(rw.ctx_mut().add_block_argument(remaining, t, loc));
        }
        rw.replace_op(op, &vals).is_ok()
    }
}

struct WhileLowering;

impl OpConversionPattern for WhileLowering {
    type Op = scf::WhileOp;
    fn uses_type_converter(&self) -> bool {
        false
    }
    fn match_and_rewrite(
        &self,
        op: scf::WhileOp,
        adaptor: scf::WhileOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let (op, operands) = (op.op(), OpAdaptor::operands(&adaptor));
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let Some(current) = ctx.op_parent_block(op) else { return false };
        let Some(parent_region) = ctx.block_parent_region(current) else { return false };
        let regions = ctx.op_regions(op).to_vec();
        if regions.len() != 2 {
            return false;
        }
        let (Some(before), Some(after)) = (ctx.region_entry_block(regions[0]), ctx.region_entry_block(regions[1]))
        else {
            return false;
        };
        let (Some(before_last), Some(after_last)) = (last_block(ctx, regions[0]), last_block(ctx, regions[1])) else {
            return false;
        };
        let (Some(cond_op), Some(yield_op)) = (ctx.block_last_op(before_last), ctx.block_last_op(after_last)) else {
            return false;
        };
        let attrs = llvm_attrs(ctx, op);
        let cont = rw.rewriter.split_block(current, op);
        rw.rewriter.inline_region_before(regions[1], parent_region, Some(cont));
        rw.rewriter.inline_region_before(regions[0], parent_region, Some(after));
        rw.rewriter.set_insertion_point_to_end(current);
        cf::BranchOp::build(rw, loc, operands, before);
        let cond_vals: Vec<Value> = rw.ctx().operands(cond_op).collect();
        let Some((&c, args)) = cond_vals.split_first() else { return false };
        let cond_loc = rw.ctx().op_loc(cond_op);
        rw.rewriter.set_insertion_point(cond_op);
        cf::CondBranchOp::build(rw, cond_loc, c, args, &[], after, cont);
        if rw.erase_op(cond_op).is_err() {
            return false;
        }
        let yv: Vec<Value> = rw.ctx().operands(yield_op).collect();
        let yield_loc = rw.ctx().op_loc(yield_op);
        rw.rewriter.set_insertion_point(yield_op);
        let latch = cf::BranchOp::build(rw, yield_loc, &yv, before);
        set_attrs(rw.ctx_mut(), latch.into(), &attrs);
        if rw.erase_op(yield_op).is_err() {
            return false;
        }
        rw.replace_op(op, args).is_ok()
    }
}

/// A while loop whose "after" region only forwards its arguments: a do-while loop.
struct DoWhileLowering;

impl OpConversionPattern for DoWhileLowering {
    type Op = scf::WhileOp;
    fn benefit(&self) -> u16 {
        2
    }
    fn uses_type_converter(&self) -> bool {
        false
    }
    fn match_and_rewrite(
        &self,
        op: scf::WhileOp,
        adaptor: scf::WhileOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let (op, operands) = (op.op(), OpAdaptor::operands(&adaptor));
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let regions = ctx.op_regions(op).to_vec();
        if regions.len() != 2 {
            return false;
        }
        let Some(after) = ctx.region_entry_block(regions[1]) else { return false };
        let after_ops: Vec<OpRef> = ctx.block_ops(after).collect();
        if after_ops.len() != 1 || !ctx.isa_op::<scf::YieldOp>(after_ops[0]) {
            return false;
        }
        let yv: Vec<Value> = ctx.operands(after_ops[0]).collect();
        let args: Vec<Value> = ctx.block_arguments(after).collect();
        if yv != args {
            return false;
        }
        let Some(current) = ctx.op_parent_block(op) else { return false };
        let Some(parent_region) = ctx.block_parent_region(current) else { return false };
        let Some(before) = ctx.region_entry_block(regions[0]) else { return false };
        let Some(before_last) = last_block(ctx, regions[0]) else { return false };
        let Some(cond_op) = ctx.block_last_op(before_last) else { return false };
        let attrs = llvm_attrs(ctx, op);
        let cont = rw.rewriter.split_block(current, op);
        rw.rewriter.inline_region_before(regions[0], parent_region, Some(cont));
        rw.rewriter.set_insertion_point_to_end(current);
        cf::BranchOp::build(rw, loc, operands, before);
        rw.rewriter.set_insertion_point_to_end(before_last);
        let cond_vals: Vec<Value> = rw.ctx().operands(cond_op).collect();
        let Some((&c, cargs)) = cond_vals.split_first() else { return false };
        let latch = cf::CondBranchOp::build(rw, loc, c, cargs, &[], before, cont);
        set_attrs(rw.ctx_mut(), latch.into(), &attrs);
        if rw.replace_op(op, cargs).is_err() {
            return false;
        }
        rw.erase_op(cond_op).is_ok()
    }
}

struct IndexSwitchLowering;

impl OpConversionPattern for IndexSwitchLowering {
    type Op = scf::IndexSwitchOp;
    fn uses_type_converter(&self) -> bool {
        false
    }
    fn match_and_rewrite(
        &self,
        op: scf::IndexSwitchOp,
        adaptor: scf::IndexSwitchOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let (op, operands) = (op.op(), OpAdaptor::operands(&adaptor));
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let Some(cond_block) = ctx.op_parent_block(op) else { return false };
        let Some(parent_region) = ctx.block_parent_region(cond_block) else { return false };
        let Some(&arg) = operands.first() else { return false };
        let cases: Vec<i64> = match op_attr_or_prop(ctx, op, "cases")
            .and_then(|a| a.dyn_cast::<oxir::builtin::attributes::DenseArrayAttr>(ctx))
        {
            Some(d) => d.values.iter().map(|v| v.try_to_i64().unwrap_or(0)).collect(),
            None => Vec::new(),
        };
        let regions = ctx.op_regions(op).to_vec();
        let result_types: Vec<Type> = ctx.result_types(op).collect();
        let cont = rw.rewriter.split_block(cond_block, op);
        let mut results = Vec::new();
        for t in result_types {
            results.push(rw.ctx_mut().add_block_argument(cont, t, loc));
        }
        let convert_region = |rw: &mut ConversionRewriter<'_, '_>, region: RegionRef| -> Option<BlockRef> {
            let block = rw.ctx().region_entry_block(region)?;
            let y = rw.ctx().block_last_op(block)?;
            let vals: Vec<Value> = rw.ctx().operands(y).collect();
            let y_loc = rw.ctx().op_loc(y);
            rw.rewriter.set_insertion_point(y);
            cf::BranchOp::build(rw, y_loc, &vals, cont);
            rw.erase_op(y).ok()?;
            rw.rewriter.inline_region_before(region, parent_region, Some(cont));
            Some(block)
        };
        let mut succs = Vec::new();
        for &r in regions.iter().skip(1) {
            match convert_region(rw, r) {
                Some(b) => succs.push(b),
                None => return false,
            }
        }
        let Some(&default_region) = regions.first() else { return false };
        let Some(default) = convert_region(rw, default_region) else { return false };
        rw.rewriter.set_insertion_point_to_end(cond_block);
        let i32t = oxir::builtin::types::IntegerType::get(rw.ctx(), 32);
        let flag = arith::IndexCastOp::build(rw, loc, arg, i32t);
        let values: Vec<i32> = cases.iter().map(|&c| c as i32).collect();
        build::switch_i32(rw, loc, flag.into(), default, &values, &succs);
        rw.replace_op(op, &results).is_ok()
    }
}

struct ParallelLowering;

impl OpConversionPattern for ParallelLowering {
    type Op = scf::ParallelOp;
    fn uses_type_converter(&self) -> bool {
        false
    }
    fn match_and_rewrite(
        &self,
        op: scf::ParallelOp,
        adaptor: scf::ParallelOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let (op, operands) = (op.op(), OpAdaptor::operands(&adaptor));
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let Some(&region) = ctx.op_regions(op).first() else { return false };
        let Some(body) = ctx.region_entry_block(region) else { return false };
        let Some(reduce) = ctx.block_last_op(body) else { return false };
        if !ctx.isa_op::<scf::ReduceOp>(reduce) {
            return false;
        }
        let n = ctx.num_block_arguments(body);
        if operands.len() < 3 * n {
            return false;
        }
        let (lbs, rest) = operands.split_at(n);
        let (ubs, rest) = rest.split_at(n);
        let (steps, inits) = rest.split_at(n);
        let mut iter_args: Vec<Value> = inits.to_vec();
        let mut ivs = Vec::new();
        let mut loop_results: Vec<Value> = iter_args.clone();
        let mut inner_body = None;
        for i in 0..n {
            let (for_op, fbody) = create_for(rw, loc, lbs[i], ubs[i], steps[i], &iter_args);
            ivs.push(rw.ctx().block_arguments(fbody).next().unwrap_or(lbs[i]));
            iter_args = rw.ctx().block_arguments(fbody).skip(1).collect();
            let results: Vec<Value> = rw.ctx().results(for_op).collect();
            if i == 0 {
                loop_results = results;
            } else if !results.is_empty() {
                if let Some(outer) = inner_body {
                    rw.rewriter.set_insertion_point_to_end(outer);
                    scf::YieldOp::build(rw, loc, &results);
                }
            }
            rw.rewriter.set_insertion_point_to_start(fbody);
            inner_body = Some(fbody);
        }
        let Some(new_body) = inner_body else { return false };
        // Reductions are inlined before the reduce op.
        let reduce_operands: Vec<Value> = rw.ctx().operands(reduce).collect();
        let reductions = rw.ctx().op_regions(reduce).to_vec();
        let mut yield_operands = Vec::new();
        for (i, r) in reductions.into_iter().enumerate() {
            let Some(rb) = rw.ctx().region_entry_block(r) else { return false };
            let Some(rt) = rw.ctx().block_last_op(rb) else { return false };
            let Some(&arg) = iter_args.get(yield_operands.len()) else { return false };
            let Some(ret) = rw.ctx().operands(rt).next() else { return false };
            yield_operands.push(ret);
            if rw.erase_op(rt).is_err() {
                return false;
            }
            inline_block_before(rw, rb, reduce, &[arg, reduce_operands[i]]);
        }
        if rw.erase_op(reduce).is_err() {
            return false;
        }
        match rw.ctx().block_last_op(new_body) {
            None => merge_blocks(rw, body, new_body, &ivs),
            Some(t) => inline_block_before(rw, body, t, &ivs),
        }
        if !yield_operands.is_empty() {
            rw.rewriter.set_insertion_point_to_end(new_body);
            scf::YieldOp::build(rw, loc, &yield_operands);
        }
        rw.replace_op(op, &loop_results).is_ok()
    }
}

/// Creates an `scf.for` at the insertion point; its body ends with an `scf.yield` when there are
/// no carried values (as MLIR's builder does), and is empty otherwise.
fn create_for(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: oxir::Attribute,
    lb: Value,
    ub: Value,
    step: Value,
    inits: &[Value],
) -> (OpRef, BlockRef) {
    let ctx = rw.ctx_mut();
    let region = ctx.create_region();
    let block = ctx.create_block();
    ctx.append_block(region, block);
    let ivt = ctx.value_type(lb);
    ctx.add_block_argument(block, ivt, loc);
    let types: Vec<Type> = inits.iter().map(|&v| ctx.value_type(v)).collect();
    for &t in &types {
        ctx.add_block_argument(block, t, loc);
    }
    if inits.is_empty() {
        // Created detached, straight into the new body.
        let y = ctx.create_op(OperationState::new(ctx.op_name(scf::YieldOp::NAME), loc));
        ctx.append_op(block, y);
    }
    // A state, as the body region is made above (the builder would create an empty one).
    let mut st = OperationState::new(rw.ctx().op_name(scf::ForOp::NAME), loc);
    st.operands.extend([lb, ub, step]);
    st.operands.extend(inits.iter().copied());
    st.result_types.extend(types);
    st.regions.push(region);
    let op = rw.create(st);
    (op, block)
}

struct ForallLowering;

impl OpConversionPattern for ForallLowering {
    type Op = scf::ForallOp;
    fn uses_type_converter(&self) -> bool {
        false
    }
    fn match_and_rewrite(
        &self,
        op: scf::ForallOp,
        adaptor: scf::ForallOpAdaptor<'_>,
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let (op, operands) = (op.op(), OpAdaptor::operands(&adaptor));
        let ctx = rw.ctx();
        let loc = ctx.op_loc(op);
        let seg = op_attr_or_prop(ctx, op, "operandSegmentSizes")
            .and_then(|a| a.dyn_cast::<oxir::builtin::attributes::DenseArrayAttr>(ctx))
            .map(|d| d.values.iter().map(|v| v.try_to_i64().unwrap_or(0) as usize).collect::<Vec<_>>())
            .unwrap_or_default();
        if seg.len() != 4 || seg[3] != 0 {
            return false;
        }
        let statics = |name: &str| -> Vec<i64> {
            op_attr_or_prop(ctx, op, name)
                .and_then(|a| a.dyn_cast::<oxir::builtin::attributes::DenseArrayAttr>(ctx))
                .map(|d| d.values.iter().map(|v| v.try_to_i64().unwrap_or(0)).collect())
                .unwrap_or_default()
        };
        let (slb, sub, sst) = (statics("staticLowerBound"), statics("staticUpperBound"), statics("staticStep"));
        let mapping = op_attr_or_prop(ctx, op, "mapping");
        let Some(&region) = ctx.op_regions(op).first() else { return false };
        let Some(body) = ctx.region_entry_block(region) else { return false };
        let Some(term) = ctx.block_last_op(body) else { return false };
        let mut dynamic = operands.iter().copied();
        let mut values = Vec::new();
        for list in [&slb, &sub, &sst] {
            let mut vals = Vec::new();
            for &s in list.iter() {
                if s == i64::MIN {
                    let Some(v) = dynamic.next() else { return false };
                    vals.push(v);
                } else {
                    let idx = oxir::builtin::types::IndexType::get(rw.ctx());
                    let value = build::int_attr(rw.ctx(), idx, s);
                    vals.push(arith::ConstantOp::build(rw, loc, idx, value).into());
                }
            }
            values.push(vals);
        }
        let n = values[0].len();
        let new_region = rw.ctx_mut().create_region();
        // A state, as the body region is moved in (the builder would create an empty one).
        let mut st = OperationState::new(rw.ctx().op_name(scf::ParallelOp::NAME), loc);
        for v in &values {
            st.operands.extend(v.iter().copied());
        }
        let seg = oxir::ods::op::i32_array(rw.ctx(), [n as i32, n as i32, n as i32, 0]);
        st.properties = Some(build::props(rw.ctx(), &[("operandSegmentSizes", seg)]));
        if let Some(m) = mapping {
            st.attributes.push(NamedAttribute { name: rw.ctx().ident("mapping"), value: m });
        }
        st.regions.push(new_region);
        rw.rewriter.inline_region_before(region, new_region, None);
        let par = rw.create(st);
        rw.rewriter.set_insertion_point(term);
        scf::ReduceOp::build(rw, loc, &[], 0);
        if rw.erase_op(term).is_err() {
            return false;
        }
        let _ = par;
        rw.replace_op(op, &[]).is_ok()
    }
}

/// MLIR's `ConvertSCFToCFPass` (`convert-scf-to-cf`).
#[derive(Clone, Debug, Default)]
pub struct ConvertScfToCf {
    /// `allow-pattern-rollback` (accepted: oxir's conversions always roll back on failure).
    pub allow_pattern_rollback: Option<bool>,
}

impl Pass for ConvertScfToCf {
    fn name(&self) -> &'static str {
        "SCFToControlFlowPass"
    }
    fn argument(&self) -> &'static str {
        "convert-scf-to-cf"
    }
    fn description(&self) -> &'static str {
        "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let mut target = ConversionTarget::new();
        for name in [
            scf::ForallOp::NAME,
            scf::ForOp::NAME,
            scf::IfOp::NAME,
            scf::IndexSwitchOp::NAME,
            scf::ParallelOp::NAME,
            scf::WhileOp::NAME,
            scf::ExecuteRegionOp::NAME,
        ] {
            target.add_illegal_op(name);
        }
        target.mark_unknown_op_dynamically_legal(|_, _| true);
        apply_partial_conversion(ctx, op, &target, &patterns(), &TypeConverter::new())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "allow-pattern-rollback" => {
                let v = super::func_to_llvm::parse_bool(value)
                    .ok_or_else(|| format!("invalid value '{value}' for {key}"))?;
                self.allow_pattern_rollback = Some(v);
                Ok(())
            }
            _ => Err(format!("no such option '{key}'")),
        }
    }
    fn options(&self) -> Vec<(&'static str, oxir::pass::options::OptionValue)> {
        let rollback = self.allow_pattern_rollback.unwrap_or(true);
        vec![("allow-pattern-rollback", oxir::pass::options::OptionValue::Bool(rollback))]
    }
}

/// The patterns of `convert-scf-to-cf` (MLIR's `populateSCFToControlFlowConversionPatterns`).
pub fn patterns() -> Vec<Arc<dyn ConversionPattern>> {
    vec![
        Arc::new(ForLowering),
        Arc::new(IfLowering),
        Arc::new(ParallelLowering),
        Arc::new(WhileLowering),
        Arc::new(ExecuteRegionLowering),
        Arc::new(IndexSwitchLowering),
        Arc::new(ForallLowering),
        Arc::new(DoWhileLowering),
    ]
}
