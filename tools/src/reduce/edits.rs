//! The reductions: each enumerates its items in a module (in a fixed order, so that a fresh
//! parse of the same text enumerates the same items) and applies itself to a chosen subset.
//! Whether the result is valid is the verifier's business: the driver skips candidates that do
//! not verify.

use super::signature;
use super::simpler::{existing_value, simpler_value};
use oxir::rewrite::region_simplify::{erase_unreachable_blocks, successor_operands};
use oxir::symbol_table::sub_elements::{walk_pre_order, AttrOrType};
use oxir::symbol_table::{as_symbol_ref, is_symbol, is_symbol_table, lookup_nearest_symbol_from};
use oxir::traits::{IsTerminator, IsolatedFromAbove};
use oxir::{BlockRef, Context, OpBuilder, OpRef, RegionRef, Value, WalkResult};
use std::collections::HashSet;

/// A kind of reduction the reduction tree tries, in the order of [`Reduction::ALL`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reduction {
    /// Remove symbols (functions, globals, ...) of a symbol table, with the ops that refer to
    /// them.
    RemoveSymbols,
    /// Remove ops (not terminators), their results' uses replaced by simpler values.
    RemoveOps,
    /// Replace a multi-successor terminator by a `cf.br` to one of its successors, erasing the
    /// blocks that become unreachable.
    PruneBranches,
    /// Merge a block into its predecessor when that one ends in an unconditional branch to it
    /// and is its only predecessor (the branch's operands replace the block's arguments).
    MergeBlocks,
    /// Replace an op by the body of one of its single-block regions (not for ops isolated from
    /// above): the body's ops move before the op, its terminator's operands replace the op's
    /// results.
    InlineRegions,
    /// Empty a region (an `scf.if`'s else region, a function body that may become a
    /// declaration).
    DropRegions,
    /// Replace operands by block arguments of the same type that dominate them.
    ReplaceOperands,
    /// Remove the arguments a `func.func` does not use, from its type, its entry block and its
    /// calls.
    RemoveArguments,
    /// Remove results of a `func.func`, from its type, its returns and its calls (whose uses of
    /// them get simpler values).
    RemoveResults,
}

/// The ops of `root` (without it), parents first.
fn ops_pre_order(ctx: &Context, root: OpRef) -> Vec<OpRef> {
    let mut ops = Vec::new();
    ctx.walk_ops_pre_order(root, &mut |op| {
        if op != root {
            ops.push(op);
        }
        WalkResult::Advance
    });
    ops
}

/// A block argument of `v`'s type that dominates `user` (of its block or an enclosing one, up to
/// an op isolated from above).
fn dominating_argument(ctx: &Context, user: OpRef, v: Value) -> Option<Value> {
    let ty = ctx.value_type(v);
    existing_value(ctx, user, ty, &|_| true)
}

/// The regions of `op` that [`Reduction::InlineRegions`] may inline: single-block regions of an
/// op that is neither isolated from above nor a terminator.
fn inlinable_regions(ctx: &Context, op: OpRef) -> Vec<usize> {
    if ctx.op_has_trait::<IsolatedFromAbove>(op) || ctx.op_has_trait::<IsTerminator>(op) {
        return Vec::new();
    }
    let regions = ctx.op_regions(op);
    (0..regions.len()).filter(|&i| ctx.region_blocks(regions[i]).count() == 1).collect()
}

impl Reduction {
    /// Every reduction, in the order one round of the reduction tree tries them: the coarse ones
    /// first.
    pub const ALL: [Reduction; 9] = [
        Reduction::RemoveSymbols,
        Reduction::RemoveOps,
        Reduction::PruneBranches,
        Reduction::MergeBlocks,
        Reduction::InlineRegions,
        Reduction::DropRegions,
        Reduction::ReplaceOperands,
        Reduction::RemoveArguments,
        Reduction::RemoveResults,
    ];

    /// The items of this reduction in the module `root`, in a fixed order: ops, or an op with the
    /// index of one of its regions, successors or operands.
    pub fn items(self, ctx: &Context, root: OpRef) -> Vec<(OpRef, usize)> {
        let ops = ops_pre_order(ctx, root);
        match self {
            Reduction::RemoveSymbols => ops
                .into_iter()
                .filter(|&op| is_symbol(ctx, op) && ctx.op_parent_op(op).is_some_and(|p| is_symbol_table(ctx, p)))
                .map(|op| (op, 0))
                .collect(),
            Reduction::RemoveOps => {
                ops.into_iter().filter(|&op| !ctx.op_has_trait::<IsTerminator>(op)).map(|op| (op, 0)).collect()
            }
            Reduction::PruneBranches if ctx.dialect("cf").is_some() => ops
                .into_iter()
                .filter(|&op| ctx.successors(op).len() > 1)
                .flat_map(|op| (0..ctx.successors(op).len()).map(move |k| (op, k)))
                .collect(),
            Reduction::PruneBranches => Vec::new(),
            Reduction::MergeBlocks => {
                ops.into_iter().filter(|&op| mergeable_successor(ctx, op).is_some()).map(|op| (op, 0)).collect()
            }
            Reduction::InlineRegions => {
                ops.into_iter().flat_map(|op| inlinable_regions(ctx, op).into_iter().map(move |i| (op, i))).collect()
            }
            Reduction::DropRegions => ops
                .into_iter()
                .flat_map(|op| {
                    let regions = ctx.op_regions(op);
                    (0..regions.len()).filter(|&i| !ctx.region_is_empty(regions[i])).map(move |i| (op, i))
                })
                .collect(),
            Reduction::ReplaceOperands => ops
                .into_iter()
                .flat_map(|op| {
                    (0..ctx.num_operands(op))
                        .filter(move |&i| {
                            let v = ctx.operand(op, i);
                            ctx.defining_op(v).is_some() && dominating_argument(ctx, op, v).is_some()
                        })
                        .map(move |i| (op, i))
                })
                .collect(),
            Reduction::RemoveArguments => signature::functions(ctx, root, &ops)
                .into_iter()
                .flat_map(|(f, _)| {
                    let n = function_arity(ctx, f).0;
                    (0..n).filter(move |&i| signature::argument_unused(ctx, f, i)).map(move |i| (f, i))
                })
                .collect(),
            Reduction::RemoveResults => signature::functions(ctx, root, &ops)
                .into_iter()
                .flat_map(|(f, _)| (0..function_arity(ctx, f).1).map(move |i| (f, i)))
                .collect(),
        }
    }

    /// Applies this reduction to the items of `root` that `chosen` marks (indices into
    /// [`Reduction::items`]); `false` if it could not (the candidate is then skipped).
    pub fn apply(self, ctx: &mut Context, root: OpRef, chosen: &[bool]) -> bool {
        let items = self.items(ctx, root);
        if items.len() != chosen.len() {
            return false;
        }
        let picked: Vec<(OpRef, usize)> = items.into_iter().zip(chosen).filter(|(_, &c)| c).map(|(i, _)| i).collect();
        match self {
            Reduction::RemoveSymbols => {
                let symbols: Vec<OpRef> = picked.iter().map(|&(op, _)| op).collect();
                let mut doomed = symbol_users(ctx, root, &symbols);
                doomed.extend(symbols);
                remove_ops(ctx, root, doomed)
            }
            Reduction::RemoveOps => remove_ops(ctx, root, picked.into_iter().map(|(op, _)| op).collect()),
            Reduction::PruneBranches => prune_branches(ctx, &picked),
            Reduction::MergeBlocks => picked.iter().all(|&(op, _)| merge_successor(ctx, op)),
            Reduction::InlineRegions => {
                picked.iter().all(|&(op, region)| ctx.is_erased(op) || inline_region(ctx, op, region))
            }
            Reduction::DropRegions => {
                picked.iter().all(|&(op, region)| ctx.is_erased(op) || drop_region(ctx, ctx.op_regions(op)[region]))
            }
            Reduction::RemoveArguments | Reduction::RemoveResults => {
                signature::by_function(&picked).into_iter().all(|(f, drop)| {
                    let Some(calls) = signature::calls_of(ctx, root, f) else { return false };
                    if self == Reduction::RemoveArguments {
                        signature::remove_arguments(ctx, f, &calls, &drop)
                    } else {
                        signature::remove_results(ctx, f, &calls, &drop)
                    }
                })
            }
            Reduction::ReplaceOperands => picked.iter().all(|&(op, i)| {
                let v = ctx.operand(op, i);
                match dominating_argument(ctx, op, v) {
                    Some(arg) => {
                        ctx.set_operand(op, i, arg);
                        true
                    }
                    None => false,
                }
            }),
        }
    }
}

/// How many inputs and results the type of function `f` has.
fn function_arity(ctx: &Context, f: OpRef) -> (usize, usize) {
    ctx.op_property(f, "function_type")
        .and_then(|t| t.dyn_cast::<oxir::builtin::attributes::TypeAttr>(ctx))
        .and_then(|t| t.ty.dyn_cast::<oxir::builtin::types::FunctionType>(ctx))
        .map_or((0, 0), |sig| (sig.inputs.len(), sig.results.len()))
}

/// The ops of `root` whose attributes refer to one of `symbols` (resolved from the op, as
/// MLIR's symbol uses are).
pub(super) fn symbol_users(ctx: &Context, root: OpRef, symbols: &[OpRef]) -> Vec<OpRef> {
    let targets: HashSet<OpRef> = symbols.iter().copied().collect();
    let mut users = Vec::new();
    for op in ops_pre_order(ctx, root) {
        let mut attrs: Vec<_> = ctx.op_attrs(op).iter().map(|na| na.value).collect();
        attrs.extend(ctx.op_properties(op));
        let mut refs = Vec::new();
        let mut visited = Default::default();
        for attr in attrs {
            walk_pre_order(ctx, AttrOrType::Attr(attr), &mut visited, &mut |elem| {
                if let AttrOrType::Attr(a) = elem {
                    if as_symbol_ref(ctx, a).is_some() {
                        refs.push(a);
                    }
                }
                WalkResult::Advance
            });
        }
        let uses_target = refs.iter().any(|&a| {
            as_symbol_ref(ctx, a)
                .and_then(|s| lookup_nearest_symbol_from(ctx, op, s))
                .is_some_and(|found| targets.contains(&found))
        });
        if uses_target {
            users.push(op);
        }
    }
    users
}

/// Erases `ops` (and what they contain), replacing the uses of their results by simpler values.
fn remove_ops(ctx: &mut Context, root: OpRef, ops: Vec<OpRef>) -> bool {
    let doomed: HashSet<OpRef> = ops.iter().copied().collect();
    let mut order: Vec<OpRef> = Vec::new();
    // Pre-order over the whole module, keeping the outermost doomed ops; erased in reverse, so
    // that users go before the values they use.
    for op in ops_pre_order(ctx, root) {
        if doomed.contains(&op) && !has_doomed_ancestor(ctx, op, &doomed) {
            order.push(op);
        }
    }
    let gone = |o: OpRef| doomed.contains(&o);
    for &op in order.iter().rev() {
        for r in ctx.results(op).collect::<Vec<_>>() {
            if !ctx.has_uses(r) {
                continue;
            }
            let ty = ctx.value_type(r);
            match simpler_value(ctx, op, ty, &gone) {
                Some(v) => ctx.replace_all_uses_with(r, v),
                None => return false,
            }
        }
        if ctx.erase_op(op).is_err() {
            return false;
        }
    }
    true
}

fn has_doomed_ancestor(ctx: &Context, op: OpRef, doomed: &HashSet<OpRef>) -> bool {
    let mut at = ctx.op_parent_op(op);
    while let Some(p) = at {
        if doomed.contains(&p) {
            return true;
        }
        at = ctx.op_parent_op(p);
    }
    false
}

/// Replaces each picked terminator by a `cf.br` to its first picked successor, then erases the
/// blocks no longer reachable.
fn prune_branches(ctx: &mut Context, picked: &[(OpRef, usize)]) -> bool {
    let mut done: HashSet<OpRef> = HashSet::new();
    let mut regions: Vec<RegionRef> = Vec::new();
    for &(term, k) in picked {
        if !done.insert(term) {
            continue;
        }
        let (Some(block), Some(forwarded)) = (ctx.op_parent_block(term), successor_operands(ctx, term, k)) else {
            return false;
        };
        let target = ctx.successors(term)[k];
        let loc = ctx.op_loc(term);
        oxir_dialects::cf::BranchOp::build(&mut OpBuilder::before(ctx, term), loc, &forwarded, target);
        if ctx.erase_op(term).is_err() {
            return false;
        }
        regions.extend(ctx.block_parent_region(block));
    }
    erase_unreachable_blocks(ctx, &regions);
    true
}

/// Replaces `op` by the body of its single-block region `index`.
fn inline_region(ctx: &mut Context, op: OpRef, index: usize) -> bool {
    let Some(&region) = ctx.op_regions(op).get(index) else { return false };
    let (Some(body), Some(block)) = (ctx.region_entry_block(region), ctx.op_parent_block(op)) else {
        return false;
    };
    for arg in ctx.block_arguments(body).collect::<Vec<_>>() {
        if ctx.has_uses(arg) {
            let ty = ctx.value_type(arg);
            match simpler_value(ctx, op, ty, &|_| false) {
                Some(v) => ctx.replace_all_uses_with(arg, v),
                None => return false,
            }
        }
    }
    let terminator = ctx.block_last_op(body).filter(|&t| ctx.op_has_trait::<IsTerminator>(t));
    let moved: Vec<OpRef> = ctx.block_ops(body).filter(|&o| Some(o) != terminator).collect();
    for o in moved {
        ctx.detach_op(o);
        ctx.insert_op_before(block, Some(op), o);
    }
    let yielded: Vec<Value> = terminator.map(|t| ctx.operands(t).collect()).unwrap_or_default();
    let results: Vec<Value> = ctx.results(op).collect();
    let types_match = yielded.len() == results.len()
        && yielded.iter().zip(&results).all(|(&y, &r)| ctx.value_type(y) == ctx.value_type(r));
    for (i, r) in results.into_iter().enumerate() {
        if !ctx.has_uses(r) {
            continue;
        }
        let v = if types_match {
            Some(yielded[i])
        } else {
            let ty = ctx.value_type(r);
            simpler_value(ctx, op, ty, &|o| o == op)
        };
        match v {
            Some(v) => ctx.replace_all_uses_with(r, v),
            None => return false,
        }
    }
    ctx.erase_op(op).is_ok()
}

/// Erases every block of `region`, last first.
fn drop_region(ctx: &mut Context, region: RegionRef) -> bool {
    let blocks: Vec<_> = ctx.region_blocks(region).collect();
    blocks.into_iter().rev().all(|b| ctx.erase_block(b).is_ok())
}

/// The successor `op` may absorb: `op` is an unconditional branch without results (one
/// successor, forwarding all its operands) to a block other than its own whose only
/// predecessor it is.
fn mergeable_successor(ctx: &Context, op: OpRef) -> Option<BlockRef> {
    let (&[target], 0) = (ctx.successors(op), ctx.num_results(op)) else { return None };
    let block = ctx.op_parent_block(op)?;
    let forwarded = successor_operands(ctx, op, 0)?;
    if target == block || forwarded.len() != ctx.num_operands(op) || ctx.block_last_op(block) != Some(op) {
        return None;
    }
    let region = ctx.block_parent_region(block)?;
    let predecessors: usize = ctx
        .region_blocks(region)
        .filter_map(|b| ctx.block_last_op(b))
        .map(|t| ctx.successors(t).iter().filter(|&&s| s == target).count())
        .sum();
    (predecessors == 1).then_some(target)
}

/// Moves the ops of the block `op` branches to into `op`'s block in place of `op`.
fn merge_successor(ctx: &mut Context, op: OpRef) -> bool {
    if ctx.is_erased(op) {
        return true;
    }
    let (Some(target), Some(block)) = (mergeable_successor(ctx, op), ctx.op_parent_block(op)) else {
        return false;
    };
    let forwarded: Vec<Value> = ctx.operands(op).collect();
    for (arg, v) in ctx.block_arguments(target).collect::<Vec<_>>().into_iter().zip(forwarded) {
        ctx.replace_all_uses_with(arg, v);
    }
    if ctx.erase_op(op).is_err() {
        return false;
    }
    for moved in ctx.block_ops(target).collect::<Vec<_>>() {
        ctx.detach_op(moved);
        ctx.append_op(block, moved);
    }
    ctx.erase_block(target).is_ok()
}
