//! Region-aware equality saturation: one e-graph for a block and the blocks nested in it through
//! the regions eqsat enters ([`crate::scope`]), the bodies of loops and branches included.
//!
//! Every pure op of those blocks is a node; block arguments and the results of the other ops
//! are leaves, each with the block (and the position there) it is defined in, so that the
//! scope a value depends on is known. After saturation and extraction, the chosen classes are
//! placed by global code motion ([`crate::placement::place_unit`]): a class goes to the block
//! with the fewest loops around it between the blocks of its operands and its uses (loop
//! invariants leave their loops, what both branches of an `scf.if` compute is built once before
//! it, a value computed in a block and again in a nested one is one op), and an op that may
//! trap stays in the blocks where its class was computed. The extractor's choice, the canonical
//! program and the unit as it was are priced as placed (each copy paid) and the best that costs
//! no more than the input is rebuilt ([`crate::rebuild::UnitRebuild`]); ops with effects and
//! ops with regions never move.

use crate::choice::{self, Price};
use crate::convert::Chosen;
use crate::convert::{build, class_locations, is_pure_dataflow, live_price, priced_choices, BlockConfig, BlockStats};
use crate::extract::NodeCosts;
use crate::lang::ENode;
use crate::placement::{place_unit, Placement, UnitFacts};
use crate::rebuild::UnitRebuild;
use crate::saturate::saturate;
use crate::scope::{Scope, Unit};
use crate::speculate::Speculation;
use egg::Id;
use oxir::traits::IsTerminator;
use oxir::{Context, Diagnostic, OpRef, Value};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

/// Whether `unit` has pure ops in a nested block: then it is optimized as a whole, else block
/// by block as before.
pub fn has_nested_dataflow(ctx: &Context, unit: &Unit) -> bool {
    unit.ops.iter().skip(1).flatten().any(|&op| is_pure_dataflow(ctx, op))
}

/// Optimizes the pure dataflow of `unit` as one e-graph. `None` (and the IR unchanged) when no
/// program it holds can be placed at a cost no higher than the input's.
pub fn optimize_unit(ctx: &mut Context, unit: &Unit, cfg: &BlockConfig<'_>) -> Result<Option<BlockStats>, Diagnostic> {
    let order = unit.ops_in_order();
    let candidates: Vec<OpRef> = order.iter().copied().filter(|&o| is_pure_dataflow(ctx, o)).collect();
    let is_cand: FxHashSet<OpRef> = candidates.iter().copied().collect();
    let mut g = build(ctx, &candidates, cfg);
    // The results used by other ops, with the points of those uses.
    let mut roots: Vec<(Value, Vec<(Scope, usize)>)> = Vec::new();
    for &op in &candidates {
        for r in ctx.results(op) {
            let mut sites: Vec<(Scope, usize)> = ctx
                .users(r)
                .filter(|u| !is_cand.contains(u))
                .map(|u| unit.locate(ctx, u).unwrap_or((0, usize::MAX)))
                .collect();
            if sites.is_empty() {
                continue;
            }
            sites.sort_by_key(|&(s, i)| (unit.depth[s], s, i));
            sites.dedup();
            roots.push((r, sites));
        }
    }
    if roots.is_empty() {
        return Ok(None);
    }
    let root_values: Vec<Value> = roots.iter().map(|r| r.0).collect();
    let seed = cfg.canonical.and_then(|patterns| {
        crate::seed::seed_canonical(ctx, &mut g.eg, patterns, &candidates, &g.class, &root_values)
    });
    let report = saturate(&mut g.eg, cfg.rules, &cfg.limits);
    crate::analysis::rebuild_if_dirty(&mut g.eg);
    let start = std::time::Instant::now();
    let mut stats = BlockStats { report: Some(report), ..BlockStats::default() };
    let eg = &g.eg;
    let root_ids: Vec<Id> = roots.iter().map(|(v, _)| eg.find(g.class[v])).collect();
    let original = choice::from_program(eg, &g.original, &root_ids);
    let canonical = seed.as_ref().map(|seed| {
        let mut nodes: Vec<(Id, ENode)> =
            g.original.iter().filter(|(_, n)| matches!(n, ENode::Leaf(_))).cloned().collect();
        nodes.extend(seed.nodes.iter().cloned());
        choice::from_program(eg, &nodes, &root_ids)
    });
    let costs = NodeCosts::of(ctx, eg, cfg.costs);
    let (choices, _) = priced_choices(eg, &costs, &root_ids, cfg.extractor, original, canonical, &mut stats);
    let first_use: Vec<(Value, usize)> = roots.iter().map(|(v, s)| (*v, s[0].1)).collect();
    let input = live_price(ctx, &first_use, &candidates, &g.op_head, &costs, cfg.costs);
    stats.cost_before = input.cost;
    stats.cost_after = input.cost;

    let leaf_def: Vec<(Scope, i64)> = eg.analysis.leaves.values.iter().map(|(v, _)| unit.definition(ctx, *v)).collect();
    let mut computed_in: FxHashMap<Id, SmallVec<[(Scope, i64); 2]>> = FxHashMap::default();
    for &op in &candidates {
        let Some(&(b, i)) = unit.pos.get(&op) else { continue };
        let own = std::iter::once(g.op_class[&op]).chain(ctx.results(op).filter_map(|r| g.class.get(&r).copied()));
        for id in own {
            let points = computed_in.entry(eg.find(id)).or_default();
            match points.iter_mut().find(|(pb, _)| *pb == b) {
                Some(point) => point.1 = point.1.min(2 * i as i64),
                None => points.push((b, 2 * i as i64)),
            }
        }
    }
    let class_roots: Vec<(Id, Vec<(Scope, usize)>)> =
        roots.iter().map(|(v, s)| (eg.find(g.class[v]), s.clone())).collect();
    let facts = UnitFacts { unit, leaf_def: &leaf_def, computed_in: &computed_in, roots: &class_roots };
    let mut spec = Speculation::new(ctx);
    let placed: Vec<Option<Placement>> =
        choices.iter().map(|(_, c)| place_unit(eg, &facts, c, &mut spec, &costs)).collect();
    let feasible: Vec<usize> = (0..choices.len()).filter(|&i| placed[i].is_some()).collect();
    let prices: Vec<Price> = feasible.iter().filter_map(|&i| placed[i].as_ref().map(|p| p.price)).collect();
    let canonical_price =
        feasible.iter().zip(&prices).find(|(&i, _)| choices[i].0 == Chosen::Canonical).map(|(_, p)| *p);
    stats.cost_canonical = canonical_price.map(|p| p.cost);
    let Some(&pick) = choice::rank(&prices, input, canonical_price, cfg.allow_more_ops).first() else {
        return Ok(None);
    };
    if prices[pick].cost > input.cost {
        return Ok(None);
    }
    let i = feasible[pick];
    let (Some(placement), (chosen, best)) = (placed[i].as_ref(), &choices[i]) else { return Ok(None) };
    stats.chosen = *chosen;
    if cfg.explain {
        let best = best.clone();
        crate::explain::explain_roots(ctx, &mut g.eg, &first_use, &g.class, &best);
    }
    let eg = &g.eg;

    // Rebuild in program order: keep the ops chosen as they are where the placement leaves
    // them, and build each other copy before the first op that needs it.
    let class_loc = class_locations(ctx, eg, &candidates, &g.op_class);
    let mut rb = UnitRebuild::new(eg, best, &class_loc, unit, placement);
    let mut roots_at: FxHashMap<(Scope, usize), Vec<Value>> = FxHashMap::default();
    for (v, sites) in &roots {
        for &s in sites {
            roots_at.entry(s).or_default().push(*v);
        }
    }
    let root_terminator = unit.ops[0].last().copied().filter(|&o| ctx.op_has_trait::<IsTerminator>(o));
    let mut reused: FxHashSet<OpRef> = FxHashSet::default();
    for &op in &order {
        let Some(&(s, i)) = unit.pos.get(&op) else { continue };
        if is_cand.contains(&op) {
            let Some(own) = g.original_node(ctx, op) else { continue };
            if rb.reuse(ctx, op, g.op_class[&op], &own, s, i)? {
                reused.insert(op);
            }
            continue;
        }
        let mut needed: Vec<Value> = roots_at.get(&(s, i)).cloned().unwrap_or_default();
        if Some(op) == root_terminator {
            needed.extend(roots_at.get(&(0, usize::MAX)).cloned().unwrap_or_default());
        }
        let loc = ctx.op_loc(op);
        for v in needed {
            rb.value(ctx, g.class[&v], s, Some(op), loc)?;
        }
    }
    if root_terminator.is_none() {
        let loc = unit.ops[0].last().map_or_else(|| oxir::builtin::locations::UnknownLoc::get(ctx), |&o| ctx.op_loc(o));
        for v in roots_at.get(&(0, usize::MAX)).cloned().unwrap_or_default() {
            rb.value(ctx, g.class[&v], 0, None, loc)?;
        }
    }
    for (v, sites) in &roots {
        let (s, i) = sites[0];
        let before = if i == usize::MAX { root_terminator } else { unit.ops[s].get(i).copied() };
        let loc = before.map_or_else(|| oxir::builtin::locations::UnknownLoc::get(ctx), |o| ctx.op_loc(o));
        let new = rb.value(ctx, g.class[v], s, before, loc)?;
        if new != *v {
            ctx.replace_all_uses_with(*v, new);
        }
    }
    stats.created = rb.created;
    crate::convert::erase_replaced(ctx, &candidates, &reused, &mut stats)?;
    stats.cost_after = prices[pick].cost;
    stats.extract_time = start.elapsed();
    Ok(Some(stats))
}
