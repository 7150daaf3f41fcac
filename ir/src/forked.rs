//! Transforming the isolated-from-above ops of one body on the thread pool, in place of a walk
//! of the whole body on one thread.
//!
//! Each op is copied into a fork of the context ([`Context::fork_empty`]) under a shell of its
//! parent (same name, attributes, properties and location, no other op), so a walk up from
//! inside it meets what it would in place, with every use list in the same order as in the
//! original (the order in which users are visited is part of what a pass does). The forks are
//! transformed in parallel, each result is copied once more into a fresh fork (so what the
//! transformation erased is left behind), and those are moved into the context at once
//! ([`Context::absorb_all`]) and put in place of the originals, in order. Until then the
//! context is untouched: a caller can fall back to the walk on one thread.

use crate::builder::OperationState;
use crate::clone::IrMapping;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::value::{OpOperand, Value};
use crate::OpRef;
use rayon::prelude::*;

/// Runs `transform` on a copy of each of `ops` (isolated from above, in `parent`'s regions, with
/// no operands, results or successors) in a fork of its own, on the thread pool, and puts the
/// transformed copies in place of `ops`. Returns `Ok(None)`, with the context unchanged, when
/// a copy fails, when `transform` gives `None`, or when it reports a diagnostic in a fork (the
/// order of diagnostics across ops would not be a walk's): the caller then runs on one thread.
pub(crate) fn transform_isolated_in_forks<T: Send>(
    ctx: &mut Context,
    parent: OpRef,
    ops: &[OpRef],
    transform: impl Fn(&mut Context, OpRef) -> Option<T> + Sync,
) -> Result<Option<Vec<T>>, Diagnostic> {
    let shared: &Context = ctx;
    let done: Vec<Option<(Context, OpRef, T)>> = ops
        .par_iter()
        .map(|&op| {
            let mut fork = shared.fork_empty();
            let shell = shell_of(&mut fork, shared, parent, op)?;
            let copy = copy_keeping_use_order(&mut fork, shared, op)?;
            fork.append_op(shell, copy);
            let result = transform(&mut fork, copy)?;
            if !fork.take_emitted().is_empty() {
                return None;
            }
            let mut compact = shared.fork_empty();
            let back = copy_keeping_use_order(&mut compact, &fork, copy)?;
            Some((compact, back, result))
        })
        .collect();
    let Some(done) = done.into_iter().collect::<Option<Vec<_>>>() else { return Ok(None) };
    let mut forks = Vec::with_capacity(done.len());
    let mut copies = Vec::with_capacity(done.len());
    let mut results = Vec::with_capacity(done.len());
    for (fork, copy, result) in done {
        forks.push(fork);
        copies.push(copy);
        results.push(result);
    }
    let relocations = ctx.absorb_all(forks);
    for ((&old, rel), copy) in ops.iter().zip(relocations).zip(copies) {
        let new = rel.op(copy);
        let Some(block) = ctx.op_parent_block(old) else {
            return Err(Diagnostic::error(ctx.op_loc(old), "cannot replace an op that is not in a block"));
        };
        ctx.insert_op_before(block, Some(old), new);
        ctx.erase_op(old)?;
    }
    Ok(Some(results))
}

/// An op in `fork` with `parent`'s name, location, attributes and properties, and empty blocks
/// where `parent` has blocks; returns the block that stands for `op`'s.
fn shell_of(fork: &mut Context, shared: &Context, parent: OpRef, op: OpRef) -> Option<crate::BlockRef> {
    let home = shared.op_parent_block(op)?;
    let mut state = OperationState::new(shared.op_name_of(parent), shared.op_loc(parent));
    state.attributes = shared.op_attrs(parent).to_vec();
    state.properties = shared.op_properties(parent);
    let mut at = None;
    for &r in shared.op_regions(parent) {
        let region = fork.create_region();
        for b in shared.region_blocks(r) {
            let nb = fork.create_block();
            fork.append_block(region, nb);
            if b == home {
                at = Some(nb);
            }
        }
        state.regions.push(region);
    }
    fork.create_op(state);
    at
}

/// Copies `op` from `src` into `dst` ([`Context::copy_op_from`]), then puts the use list of
/// every value it defines in the order the original's is.
fn copy_keeping_use_order(dst: &mut Context, src: &Context, op: OpRef) -> Option<OpRef> {
    let mut mapping = IrMapping::new();
    let copy = dst.copy_op_from(src, op, &mut mapping).ok()?;
    let mut order: Vec<OpOperand> = Vec::new();
    let mut ok = true;
    let mut fix = |dst: &mut Context, v: Value| {
        let mut uses = src.uses(v);
        if uses.next().is_none() || uses.next().is_none() {
            return;
        }
        let Some(to) = mapping.lookup_value(v) else {
            ok = false;
            return;
        };
        order.clear();
        for u in src.uses(v) {
            match mapping.lookup_op(u.owner) {
                Some(owner) => order.push(OpOperand { owner, index: u.index }),
                None => {
                    ok = false;
                    return;
                }
            }
        }
        if !dst.uses(to).eq(order.iter().copied()) && !dst.set_use_list_order(to, &order) {
            ok = false;
        }
    };
    let mut nested = Vec::new();
    src.walk_ops_post_order(op, &mut |o| nested.push(o));
    for o in nested {
        for r in src.results(o) {
            fix(dst, r);
        }
        for &region in src.op_regions(o) {
            for b in src.region_blocks(region) {
                for a in src.block_arguments(b) {
                    fix(dst, a);
                }
            }
        }
    }
    ok.then_some(copy)
}

#[cfg(test)]
mod tests {
    use super::copy_keeping_use_order;
    use crate::parser::{parse_source, ParseOptions};
    use crate::value::OpOperand;
    use crate::{Context, OpRef, Value};

    /// Each value's uses as (position of the user in a walk, operand index), in list order.
    fn use_lists(ctx: &Context, top: OpRef) -> Vec<Vec<(usize, u32)>> {
        let mut ops = Vec::new();
        ctx.walk_ops_post_order(top, &mut |o| ops.push(o));
        let at = |o: OpRef| ops.iter().position(|&x| x == o).unwrap_or(usize::MAX);
        let mut lists = Vec::new();
        for &o in &ops {
            for r in ctx.results(o) {
                lists.push(ctx.uses(r).map(|u| (at(u.owner), u.index)).collect());
            }
        }
        lists
    }

    #[test]
    fn copies_keep_the_order_of_every_use_list() {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let src = r#""t.f"() ({
  %0 = "t.def"() : () -> i32
  %1 = "t.use"(%0, %0) : (i32, i32) -> i32
  %2 = "t.use"(%1, %0) : (i32, i32) -> i32
  "t.use"(%0, %1, %2) : (i32, i32, i32) -> ()
}) : () -> ()"#;
        let m = parse_source(&mut ctx, src, &ParseOptions::default()).unwrap();
        let body = crate::builtin::ops::module_body(&ctx, m);
        let f = ctx.block_first_op(body).unwrap();
        // Shuffle the use lists of %0 and %1 out of the order in which a copy links them.
        let mut ops = Vec::new();
        ctx.walk_ops_post_order(f, &mut |o| ops.push(o));
        for v in [Value::Result { op: ops[0], index: 0 }, Value::Result { op: ops[1], index: 0 }] {
            let mut order: Vec<OpOperand> = ctx.uses(v).collect();
            order.rotate_left(1);
            assert!(ctx.set_use_list_order(v, &order));
        }
        let mut fork = ctx.fork_empty();
        let copy = copy_keeping_use_order(&mut fork, &ctx, f).unwrap();
        assert_eq!(use_lists(&fork, copy), use_lists(&ctx, f));
        let mut plain = ctx.fork_empty();
        let unordered = plain.copy_op_from(&ctx, f, &mut crate::clone::IrMapping::new()).unwrap();
        assert_ne!(use_lists(&plain, unordered), use_lists(&ctx, f), "the shuffle should be visible");
    }
}
