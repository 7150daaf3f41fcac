//! `sccp`: sparse conditional constant propagation (MLIR's `SCCP` pass). The data-flow solver
//! ([`crate::dataflow`]) finds which values are known constants, following only the control flow
//! that can execute (a branch or region op on a known condition takes one side, a private
//! function takes its arguments from its live calls); then, block by block, values known to be
//! constant are replaced by constants made at the top of their function and ops left without
//! uses and effects are erased.

use crate::attributes::Attribute;
use crate::builtin::locations::UnknownLoc;
use crate::context::Context;
use crate::dataflow::{ConstantValue, Solver};
use crate::diagnostics::Diagnostic;
use crate::pass::Pass;
use crate::rewrite::greedy::would_be_trivially_dead;
use crate::types::Type;
use crate::value::Value;
use crate::{BlockRef, OpRef, RegionRef};
use rustc_hash::FxHashMap;

/// MLIR's `SCCP` pass.
#[derive(Clone, Debug, Default)]
pub struct Sccp;

/// MLIR's `OperationFolder` as SCCP uses it: constants it made, uniqued per function, each new
/// one put first in the function's entry block.
#[derive(Default)]
struct Constants {
    made: FxHashMap<(RegionRef, String, Attribute, Type), Value>,
}

impl Constants {
    /// The region constants for `block` go into: the nearest isolated from above.
    fn insertion_region(ctx: &Context, block: BlockRef) -> Option<RegionRef> {
        let mut region = ctx.block_parent_region(block)?;
        loop {
            let Some(parent) = ctx.region_parent_op(region) else { return Some(region) };
            if ctx.op_has_trait::<crate::traits::IsolatedFromAbove>(parent)
                || ctx.op_registered_info_ref(parent).is_none()
            {
                return Some(region);
            }
            region = ctx.block_parent_region(ctx.op_parent_block(parent)?)?;
        }
    }

    fn get_or_create(
        &mut self,
        ctx: &mut Context,
        block: BlockRef,
        dialect: &str,
        value: Attribute,
        ty: Type,
    ) -> Option<Value> {
        let region = Self::insertion_region(ctx, block)?;
        let key = (region, dialect.to_string(), value, ty);
        if let Some(&v) = self.made.get(&key) {
            return Some(v);
        }
        let materialize = ctx.dialect(dialect)?.materialize_constant?;
        let entry = ctx.region_entry_block(region)?;
        let loc = UnknownLoc::get(ctx);
        let c = materialize(ctx, value, ty, loc)?;
        let first = ctx.block_first_op(entry);
        ctx.insert_op_before(entry, first, c);
        let v = ctx.result(c, 0);
        // A dialect may materialize its constants as another dialect's op (affine as arith): an
        // existing constant of that dialect is reused, as MLIR's folder does.
        let made_dialect = ctx.op_name_dialect(ctx.op_name_of(c)).to_string();
        if made_dialect != dialect {
            let other = (region, made_dialect, value, ty);
            if let Some(&existing) = self.made.get(&other) {
                let _ = ctx.erase_op(c);
                self.made.insert(key, existing);
                return Some(existing);
            }
            self.made.insert(other, v);
        }
        self.made.insert(key, v);
        Some(v)
    }
}

/// Replaces `v` by a constant if the analysis found it to be one.
fn replace_with_constant(
    ctx: &mut Context,
    solver: &Solver,
    folder: &mut Constants,
    block: BlockRef,
    v: Value,
) -> bool {
    let Some(ConstantValue::Constant(attr, dialect)) = solver.value(v) else { return false };
    let ty = ctx.value_type(v);
    let Some(c) = folder.get_or_create(ctx, block, dialect, *attr, ty) else { return false };
    if c != v {
        ctx.replace_all_uses_with(v, c);
    }
    true
}

/// MLIR's SCCP rewrite: blocks in order, nested regions after the rest of their block.
fn rewrite(ctx: &mut Context, solver: &Solver, regions: &[RegionRef]) {
    let mut folder = Constants::default();
    let mut worklist: Vec<BlockRef> = Vec::new();
    let push = |ctx: &Context, worklist: &mut Vec<BlockRef>, regions: &[RegionRef]| {
        for &r in regions {
            let blocks: Vec<BlockRef> = ctx.region_blocks(r).collect();
            worklist.extend(blocks.into_iter().rev());
        }
    };
    push(ctx, &mut worklist, regions);
    while let Some(block) = worklist.pop() {
        let ops: Vec<OpRef> = ctx.block_ops(block).collect();
        for op in ops {
            let results: Vec<Value> = ctx.results(op).collect();
            let mut replaced_all = !results.is_empty();
            for r in results {
                replaced_all &= replace_with_constant(ctx, solver, &mut folder, block, r);
            }
            if replaced_all && would_be_trivially_dead(ctx, op) && ctx.results(op).all(|r| !ctx.has_uses(r)) {
                let _ = ctx.erase_op(op);
                continue;
            }
            let nested: Vec<RegionRef> = ctx.op_regions(op).to_vec();
            push(ctx, &mut worklist, &nested);
        }
        for a in ctx.block_arguments(block).collect::<Vec<_>>() {
            replace_with_constant(ctx, solver, &mut folder, block, a);
        }
    }
}

impl Pass for Sccp {
    fn name(&self) -> &'static str {
        "SCCP"
    }
    fn argument(&self) -> &'static str {
        "sccp"
    }
    fn description(&self) -> &'static str {
        "Sparse Conditional Constant Propagation"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let solver = Solver::solve(ctx, op);
        let regions: Vec<RegionRef> = ctx.op_regions(op).to_vec();
        rewrite(ctx, &solver, &regions);
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(Sccp)
    }
}
