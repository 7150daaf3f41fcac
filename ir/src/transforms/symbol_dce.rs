//! `symbol-dce`: erases symbols that are not referenced and not visible from outside (MLIR's
//! `SymbolDCE`): the public symbols of a visible symbol table and every non-symbol op are live;
//! so is whatever a live op references; private symbols that stay dead are erased.

use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::pass::Pass;
use crate::symbol_table::{is_symbol, is_symbol_table, lookup_symbol_path_in, symbol_uses, visibility, Visibility};
use crate::OpRef;
use rustc_hash::FxHashSet;

/// MLIR's `SymbolDCE` pass.
#[derive(Clone, Debug, Default)]
pub struct SymbolDce {
    erased: u64,
}

fn compute_liveness(ctx: &Context, table: OpRef, hidden: bool, live: &mut FxHashSet<OpRef>) -> Result<(), Diagnostic> {
    let mut worklist = Vec::new();
    if let Some(&r) = ctx.op_regions(table).first() {
        for b in ctx.region_blocks(r) {
            for op in ctx.block_ops(b) {
                if !is_symbol(ctx, op) {
                    worklist.push(op);
                    continue;
                }
                // MLIR's `canDiscardOnUseEmpty` holds only for private symbols by default.
                let discardable = (hidden || visibility(ctx, op) == Visibility::Private)
                    && visibility(ctx, op) == Visibility::Private;
                if !discardable && live.insert(op) {
                    worklist.push(op);
                }
            }
        }
    }
    while let Some(op) = worklist.pop() {
        if is_symbol_table(ctx, op) {
            let sym_hidden = hidden || !is_symbol(ctx, op) || visibility(ctx, op) == Visibility::Private;
            crate::stack::with_stack(|| compute_liveness(ctx, op, sym_hidden, live))?;
        }
        let Some(uses) = symbol_uses(ctx, op) else {
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses",
            ));
        };
        let Some(parent) = ctx.op_parent_op(op) else { continue };
        for u in uses {
            let Some(sym) = u.symbol_ref_attr(ctx) else { continue };
            let Some(path) = lookup_symbol_path_in(ctx, parent, sym) else { continue };
            for s in path {
                if live.insert(s) {
                    worklist.push(s);
                }
            }
        }
    }
    Ok(())
}

impl Pass for SymbolDce {
    fn name(&self) -> &'static str {
        "SymbolDCE"
    }
    fn argument(&self) -> &'static str {
        "symbol-dce"
    }
    fn description(&self) -> &'static str {
        "Eliminate dead symbols"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        if !is_symbol_table(ctx, op) {
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                format!(
                    "'{}' op  was scheduled to run under SymbolDCE, but does not define a symbol table",
                    ctx.op_name_text(op)
                ),
            ));
        }
        let hidden = if ctx.op_parent_op(op).is_some() && is_symbol(ctx, op) {
            visibility(ctx, op) == Visibility::Private
        } else {
            true
        };
        let mut live = FxHashSet::default();
        compute_liveness(ctx, op, hidden, &mut live)?;
        let mut dead = Vec::new();
        ctx.walk_ops_pre_order(op, &mut |t| {
            if is_symbol_table(ctx, t) {
                if let Some(&r) = ctx.op_regions(t).first() {
                    for b in ctx.region_blocks(r) {
                        for o in ctx.block_ops(b) {
                            if is_symbol(ctx, o) && !live.contains(&o) {
                                dead.push(o);
                            }
                        }
                    }
                }
            }
            crate::walk::WalkResult::Advance
        });
        for o in dead {
            if !ctx.is_erased(o) && ctx.erase_op(o).is_ok() {
                self.erased += 1;
            }
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(SymbolDce::default())
    }
    fn statistics(&self) -> Vec<crate::pass::statistics::Statistic> {
        vec![crate::pass::statistics::Statistic::new("num-dce'd", "Number of symbols DCE'd", self.erased)]
    }
}
