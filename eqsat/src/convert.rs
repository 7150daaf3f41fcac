//! IR to e-graph and back, one block at a time (a block with the blocks nested in it is
//! [`crate::region`]'s).
//!
//! A block's pure dataflow (registered ops without memory effects, regions or successors, that
//! are not terminators) enters the e-graph; every other value it uses is an opaque leaf. The
//! graph is seeded with what `canonicalize` makes of that dataflow ([`crate::seed`]) and
//! saturated. Then the extractor's choice, the canonical program and the block as it was are
//! priced ([`crate::choice`]) and the best one that can be placed is rebuilt: each needed e-class
//! becomes one op, placed before its first user; an original op that is chosen as is stays where
//! it was (so with no rules and no seeding the IR comes back unchanged, dead and duplicated pure
//! ops aside). A block none of whose choices can be placed (they would need a value defined
//! later) is left untouched.

use crate::analysis::{OxAnalysis, OxGraph};
use crate::choice::{self, Choice, Price};
use crate::cost::CostModel;
use crate::extract::{choose, ExtractorKind, NodeCosts};
use crate::lang::{ENode, Head, HeadData};
use crate::placement::Positions;
use crate::rebuild::{Mat, Rebuild};
use crate::rules::RuleSet;
use crate::saturate::{saturate, Limits, Report};
use egg::{Id, Language};
use oxir::rewrite::greedy::FrozenPatternSet;
use oxir::traits::{IsTerminator, NoMemoryEffect, Pure};
use oxir::{Attribute, BlockRef, Context, Diagnostic, OpRef, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// How one block is optimized.
pub struct BlockConfig<'a> {
    /// The rules.
    pub rules: &'a RuleSet,
    /// The cost model.
    pub costs: &'a CostModel,
    /// The saturation limits and scheduler.
    pub limits: Limits,
    /// Which extractor.
    pub extractor: ExtractorKind,
    /// Whether a program with more ops than the canonical one may win by cost
    /// ([`crate::choice::rank`]).
    pub allow_more_ops: bool,
    /// Fold constants in the analysis.
    pub fold: bool,
    /// Print explanations of the chosen results to stderr.
    pub explain: bool,
    /// Leave the saturated e-graph in the IR as an `eqsat.egraph` op instead of extracting.
    pub dump: bool,
    /// The canonicalization patterns, to seed the e-graph with the canonical program (`None`:
    /// no seeding).
    pub canonical: Option<&'a FrozenPatternSet>,
}

/// Which program a block was rebuilt from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Chosen {
    /// The extractor's choice.
    #[default]
    Extracted,
    /// The canonical program the e-graph was seeded with.
    Canonical,
    /// The block as it was.
    Original,
}

/// What happened in one block.
#[derive(Clone, Debug, Default)]
pub struct BlockStats {
    /// The saturation report (None when the block had no pure ops).
    pub report: Option<Report>,
    /// Cost of the pure ops before and after.
    pub cost_before: u64,
    /// Cost after (equal to before when the block was left as is).
    pub cost_after: u64,
    /// The cost of the canonical program, when the block was seeded with it.
    pub cost_canonical: Option<u64>,
    /// The cost of the extractor's own choice (before the comparison with the canonical and
    /// the original program).
    pub cost_extracted: Option<u64>,
    /// Whether the ILP extractor left this block to the greedy one (too many e-nodes).
    pub ilp_fallback: bool,
    /// Whether the ILP extractor proved its choice optimal.
    pub ilp_proven: bool,
    /// Which program the block was rebuilt from.
    pub chosen: Chosen,
    /// Whether the block was left as is because no choice could be placed.
    pub skipped: bool,
    /// Whether the block's pure dataflow was replaced by its e-graph (`dump`).
    pub dumped: bool,
    /// Ops created and erased.
    pub created: u64,
    /// Ops erased.
    pub erased: u64,
    /// Time spent extracting and rebuilding.
    pub extract_time: std::time::Duration,
}

/// Whether `op` is pure dataflow that enters the e-graph.
pub fn is_pure_dataflow(ctx: &Context, op: OpRef) -> bool {
    if ctx.num_results(op) == 0 || !ctx.successors(op).is_empty() {
        return false;
    }
    if !ctx.op_regions(op).is_empty() {
        return crate::implied::is_implied(ctx, op);
    }
    let Some(info) = ctx.op_registered_info_ref(op) else { return false };
    !info.has_trait::<IsTerminator>() && (info.has_trait::<Pure>() || info.has_trait::<NoMemoryEffect>())
}

/// A block's pure dataflow in an e-graph.
pub(crate) struct Graph {
    /// The e-graph.
    pub eg: OxGraph,
    /// The class of every value the dataflow uses or defines.
    pub class: FxHashMap<Value, Id>,
    /// The class of every op (of its result, or the op class of a multi-result op).
    pub op_class: FxHashMap<OpRef, Id>,
    /// The head of every op.
    pub op_head: FxHashMap<OpRef, Head>,
    /// The block as it was, as nodes in definition order (leaves first).
    pub original: Vec<(Id, ENode)>,
}

impl Graph {
    /// The node of the e-graph's op `op` as it stands: its head over its operands' classes.
    pub fn original_node(&self, ctx: &Context, op: OpRef) -> Option<ENode> {
        let head = *self.op_head.get(&op)?;
        let children = ctx.operands(op).map(|v| self.class.get(&v).map(|&i| self.eg.find(i))).collect::<Option<_>>()?;
        Some(ENode::Op { head, children })
    }
}

/// The e-graph of the pure ops `candidates` (in program order): each op a node, each other
/// value they use a leaf.
pub(crate) fn build(ctx: &Context, candidates: &[OpRef], cfg: &BlockConfig<'_>) -> Graph {
    let mut analysis = OxAnalysis::new(ctx);
    analysis.fold = cfg.fold;
    let mut eg = OxGraph::new(analysis);
    if cfg.explain {
        eg = eg.with_explanations_enabled();
    }
    let mut g = Graph {
        eg,
        class: FxHashMap::default(),
        op_class: FxHashMap::default(),
        op_head: FxHashMap::default(),
        original: Vec::new(),
    };
    let mut ops = Vec::new();
    for &op in candidates {
        let mut children = crate::lang::Children::with_capacity(ctx.num_operands(op));
        for v in ctx.operands(op) {
            let id = match g.class.get(&v) {
                Some(&id) => id,
                None => {
                    let li = g.eg.analysis.leaves.intern(ctx, v);
                    let id = g.eg.add(ENode::Leaf(li));
                    g.original.push((id, ENode::Leaf(li)));
                    g.class.insert(v, id);
                    id
                }
            };
            children.push(id);
        }
        let head = g.eg.analysis.heads.intern(HeadData::of(ctx, op));
        g.op_head.insert(op, head);
        let node = ENode::Op { head, children };
        let id = g.eg.add(node.clone());
        ops.push((id, node));
        g.op_class.insert(op, id);
        if ctx.num_results(op) == 1 {
            g.class.insert(ctx.result(op, 0), id);
        } else {
            for i in 0..ctx.num_results(op) {
                let proj = ENode::Proj { index: i as u32, child: [id] };
                let p = g.eg.add(proj.clone());
                ops.push((p, proj));
                g.class.insert(ctx.result(op, i), p);
            }
        }
    }
    g.original.extend(ops);
    g
}

/// The results of `candidates` used outside them, with the block position of their first such
/// use (`usize::MAX` for uses in other blocks).
fn roots_of(
    ctx: &Context,
    block: BlockRef,
    candidates: &[OpRef],
    pos: &FxHashMap<OpRef, usize>,
) -> Vec<(Value, usize)> {
    let is_cand: FxHashSet<OpRef> = candidates.iter().copied().collect();
    let mut roots = Vec::new();
    for &op in candidates {
        for r in ctx.results(op) {
            let mut need: Option<usize> = None;
            for u in ctx.users(r) {
                if is_cand.contains(&u) {
                    continue;
                }
                // The ancestor of the user in this block, if any.
                let mut x = u;
                let p = loop {
                    if ctx.op_parent_block(x) == Some(block) {
                        break pos.get(&x).copied().unwrap_or(usize::MAX);
                    }
                    match ctx.op_parent_op(x) {
                        Some(parent) => x = parent,
                        None => break usize::MAX,
                    }
                };
                need = Some(need.map_or(p, |n: usize| n.min(p)));
            }
            if let Some(p) = need {
                roots.push((r, p));
            }
        }
    }
    roots
}

/// A block's pure dataflow, saturated: what extraction, or the dump, starts from.
pub(crate) struct Saturated {
    /// The e-graph and the classes of the block's values.
    pub g: Graph,
    /// The block's ops, in order, and their positions.
    pub ops: Vec<OpRef>,
    /// The position of each op in the block.
    pub pos: FxHashMap<OpRef, usize>,
    /// The ops that entered the e-graph.
    pub candidates: Vec<OpRef>,
    /// The results used outside them, with the position of their first use.
    pub roots: Vec<(Value, usize)>,
    /// The canonical program the e-graph was seeded with.
    pub seed: Option<crate::seed::Seed>,
}

impl Saturated {
    /// The root classes, canonical.
    pub fn root_ids(&self) -> Vec<Id> {
        self.roots.iter().map(|(v, _)| self.g.eg.find(self.g.class[v])).collect()
    }

    /// The block as it was, and the canonical program (when the e-graph was seeded), as choices
    /// for the roots.
    pub fn original_and_canonical(&self) -> (Choice, Option<Choice>) {
        let (eg, root_ids) = (&self.g.eg, self.root_ids());
        let original = choice::from_program(eg, &self.g.original, &root_ids);
        let canonical = self.seed.as_ref().map(|seed| {
            let mut nodes: Vec<(Id, ENode)> =
                self.g.original.iter().filter(|(_, n)| matches!(n, ENode::Leaf(_))).cloned().collect();
            nodes.extend(seed.nodes.iter().cloned());
            choice::from_program(eg, &nodes, &root_ids)
        });
        (original, canonical)
    }
}

/// Builds and saturates the e-graph of `block`'s pure dataflow (`None` when it has none).
pub(crate) fn saturate_block(ctx: &Context, block: BlockRef, cfg: &BlockConfig<'_>) -> Option<(Saturated, Report)> {
    let ops: Vec<OpRef> = ctx.block_ops(block).collect();
    let pos: FxHashMap<OpRef, usize> = ops.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    let candidates: Vec<OpRef> = ops.iter().copied().filter(|&o| is_pure_dataflow(ctx, o)).collect();
    if candidates.is_empty() {
        return None;
    }
    let mut g = build(ctx, &candidates, cfg);
    let roots = roots_of(ctx, block, &candidates, &pos);
    let root_values: Vec<Value> = roots.iter().map(|(v, _)| *v).collect();
    let seed = cfg.canonical.and_then(|patterns| {
        crate::seed::seed_canonical(ctx, &mut g.eg, patterns, &candidates, &g.class, &root_values)
    });
    let report = saturate(&mut g.eg, cfg.rules, &cfg.limits);
    crate::analysis::rebuild_if_dirty(&mut g.eg);
    Some((Saturated { g, ops, pos, candidates, roots, seed }, report))
}

/// The programs a block can be rebuilt from, with their prices: the extractor's choice, the
/// canonical program and the original one (each when it is complete).
pub(crate) fn priced_choices(
    eg: &OxGraph,
    costs: &NodeCosts,
    root_ids: &[Id],
    extractor: ExtractorKind,
    original: Choice,
    canonical: Option<Choice>,
    stats: &mut BlockStats,
) -> (Vec<(Chosen, Choice)>, Vec<Price>) {
    let mut choices: Vec<(Chosen, Choice)> = Vec::new();
    if let Some(best) = choose(eg, costs, root_ids, extractor, Some(&original)) {
        stats.cost_extracted = Some(choice::price(costs, &best.choice).cost);
        stats.ilp_fallback = best.fell_back;
        stats.ilp_proven = best.proven;
        choices.push((Chosen::Extracted, best.choice));
    }
    if let Some(canonical) = canonical.filter(|c| choice::is_complete(eg, c, root_ids)) {
        choices.push((Chosen::Canonical, canonical));
    }
    if choice::is_complete(eg, &original, root_ids) {
        choices.push((Chosen::Original, original));
    }
    let prices = choices.iter().map(|(_, c)| choice::price(costs, c)).collect();
    (choices, prices)
}

/// The price of the canonical choice among `choices`, if there is one.
pub(crate) fn canonical_price(choices: &[(Chosen, Choice)], prices: &[Price]) -> Option<Price> {
    choices.iter().zip(prices).find(|((k, _), _)| *k == Chosen::Canonical).map(|(_, p)| *p)
}

/// Optimizes the pure dataflow of `block`: saturates its e-graph, then rebuilds the block from
/// the best program it holds, or with `cfg.dump` replaces the pure dataflow by the e-graph as
/// an `eqsat.egraph` op ([`crate::dump`]) when it can stand in one place.
pub fn optimize_block(ctx: &mut Context, block: BlockRef, cfg: &BlockConfig<'_>) -> Result<BlockStats, Diagnostic> {
    let mut stats = BlockStats::default();
    let Some((mut sat, report)) = saturate_block(ctx, block, cfg) else { return Ok(stats) };
    stats.report = Some(report);
    let start = std::time::Instant::now();
    if cfg.dump && crate::dump::dump_block(ctx, block, &sat)? {
        stats.dumped = true;
        stats.erased = sat.candidates.len() as u64;
        stats.extract_time = start.elapsed();
        return Ok(stats);
    }
    let (original, canonical) = sat.original_and_canonical();
    let root_ids = sat.root_ids();
    let Saturated { g, ops, pos, candidates, roots, .. } = &mut sat;
    let eg = &g.eg;
    let costs = NodeCosts::of(ctx, eg, cfg.costs);
    let (choices, prices) = priced_choices(eg, &costs, &root_ids, cfg.extractor, original, canonical, &mut stats);
    let input = live_price(ctx, roots, candidates, &g.op_head, &costs, cfg.costs);
    let canonical_price = canonical_price(&choices, &prices);
    stats.cost_before = input.cost;
    stats.cost_after = input.cost;
    stats.cost_canonical = canonical_price.map(|p| p.cost);

    // Where each leaf is defined (2*position, -1 outside the block), to check that every result
    // can be placed where it is needed.
    let leaf_at = leaf_positions(ctx, eg, block, pos);
    let need: Vec<(Id, usize)> = roots.iter().map(|(v, p)| (g.class[v], *p)).collect();
    let mut picked = None;
    for i in choice::rank(&prices, input, canonical_price, cfg.allow_more_ops) {
        let mut positions = Positions::new(eg, &choices[i].1, &leaf_at);
        if positions.all_placeable(&need) {
            picked = Some((i, positions.memo));
            break;
        }
    }
    let Some((i, placed)) = picked else {
        stats.skipped = true;
        stats.extract_time = start.elapsed();
        return Ok(stats);
    };
    let (chosen, best) = &choices[i];
    stats.chosen = *chosen;
    if cfg.explain {
        crate::explain::explain_roots(ctx, &mut g.eg, roots, &g.class, best);
    }
    rebuild_block(ctx, block, ops, candidates, roots, g, best, &placed, &mut stats)?;
    stats.cost_after = prices[i].cost;
    stats.extract_time = start.elapsed();
    Ok(stats)
}

/// Where each leaf of `eg` is defined: 2 × its defining op's position in `block`, -1 for values
/// defined outside the block (or block arguments).
pub(crate) fn leaf_positions(ctx: &Context, eg: &OxGraph, block: BlockRef, pos: &FxHashMap<OpRef, usize>) -> Vec<i64> {
    eg.analysis
        .leaves
        .values
        .iter()
        .map(|(v, _)| match ctx.defining_op(*v) {
            Some(d) if ctx.op_parent_block(d) == Some(block) => 2 * pos.get(&d).copied().unwrap_or(0) as i64,
            _ => -1,
        })
        .collect()
}

/// The price of the pure ops the roots need, as they are.
pub(crate) fn live_price(
    ctx: &Context,
    roots: &[(Value, usize)],
    candidates: &[OpRef],
    op_head: &FxHashMap<OpRef, Head>,
    costs: &NodeCosts,
    model: &CostModel,
) -> Price {
    let is_cand: FxHashSet<OpRef> = candidates.iter().copied().collect();
    let mut live: FxHashSet<OpRef> = FxHashSet::default();
    let mut stack: Vec<OpRef> = roots.iter().filter_map(|(v, _)| ctx.defining_op(*v)).collect();
    while let Some(o) = stack.pop() {
        if !live.insert(o) {
            continue;
        }
        stack.extend(ctx.operands(o).filter_map(|v| ctx.defining_op(v)).filter(|d| is_cand.contains(d)));
    }
    let cost = live
        .iter()
        .map(|o| {
            let h = op_head[o];
            if !costs.shaped.is_empty() && CostModel::is_shaped(ctx, ctx.op_name_of(*o)) {
                let types: Vec<oxir::Type> = ctx.operands(*o).map(|v| ctx.value_type(v)).collect();
                if let Some(c) = model.shaped_cost(ctx, ctx.op_name_of(*o), ctx.op_properties(*o), &types) {
                    return c;
                }
            }
            costs.head[h.0 as usize]
        })
        .sum();
    Price { cost, ops: live.len() as u64 }
}

/// Rebuilds `block` from the choice `best`, `placed` holding the definition point each chosen
/// class needs.
#[allow(clippy::too_many_arguments)]
fn rebuild_block(
    ctx: &mut Context,
    block: BlockRef,
    ops: &[OpRef],
    candidates: &[OpRef],
    roots: &[(Value, usize)],
    g: &Graph,
    best: &Choice,
    placed: &FxHashMap<Id, i64>,
    stats: &mut BlockStats,
) -> Result<(), Diagnostic> {
    let eg = &g.eg;
    let mut outside_need: FxHashMap<usize, Vec<Value>> = FxHashMap::default();
    for &(r, p) in roots {
        outside_need.entry(p).or_default().push(r);
    }
    let is_cand: FxHashSet<OpRef> = candidates.iter().copied().collect();
    let class_loc = class_locations(ctx, eg, candidates, &g.op_class);
    let mut rb = Rebuild::new(eg, best, &class_loc);
    let mut reused: FxHashSet<OpRef> = FxHashSet::default();
    let terminator = ops.last().copied().filter(|&o| ctx.op_has_trait::<IsTerminator>(o));
    for (i, &op) in ops.iter().enumerate() {
        if is_cand.contains(&op) {
            let c = eg.find(g.op_class[&op]);
            if rb.memo.contains_key(&c) || !best.contains_key(&c) {
                continue;
            }
            let chosen = &best[&c];
            let own_children: Option<crate::lang::Children> =
                ctx.operands(op).map(|v| g.class.get(&v).map(|&i| eg.find(i))).collect();
            let Some(own_children) = own_children else { continue };
            let fits = placed.get(&c).is_some_and(|&p| p < 2 * i as i64);
            let same = match chosen {
                ENode::Op { head, children } => {
                    *head == g.op_head[&op]
                        && children.len() == own_children.len()
                        && children.iter().zip(&own_children).all(|(a, b)| eg.find(*a) == *b)
                }
                _ => false,
            };
            if same && fits {
                let kids: Vec<Id> = chosen.children().to_vec();
                let loc = ctx.op_loc(op);
                for (k, &kid) in kids.iter().enumerate() {
                    let v = rb.value(ctx, kid, Some(op), loc)?;
                    if ctx.operand(op, k) != v {
                        ctx.set_operand(op, k, v);
                    }
                }
                rb.memo.insert(c, Mat::Op(op));
                reused.insert(op);
            }
            continue;
        }
        // Results needed by this op (or inside it), and before the terminator everything needed
        // in other blocks.
        let mut needed: Vec<Value> = outside_need.get(&i).cloned().unwrap_or_default();
        if Some(op) == terminator {
            needed.extend(outside_need.get(&usize::MAX).cloned().unwrap_or_default());
        }
        for v in needed {
            let loc = ctx.op_loc(op);
            rb.value(ctx, g.class[&v], Some(op), loc)?;
        }
    }
    if terminator.is_none() {
        for v in outside_need.get(&usize::MAX).cloned().unwrap_or_default() {
            let loc = ctx.op_loc(ops[ops.len() - 1]);
            rb.value_at_end(ctx, block, g.class[&v], loc)?;
        }
    }
    // Redirect the uses of the old results, then erase the old ops that were not kept.
    for (v, _) in roots {
        let new = rb.value(ctx, g.class[v], None, ctx.op_loc(ops[0]))?;
        if new != *v {
            ctx.replace_all_uses_with(*v, new);
        }
    }
    stats.created = rb.created;
    erase_replaced(ctx, candidates, &reused, stats)
}

/// Erases the pure ops a rebuild replaced (those it did not reuse), latest first, counting them.
pub(crate) fn erase_replaced(
    ctx: &mut Context,
    candidates: &[OpRef],
    reused: &FxHashSet<OpRef>,
    stats: &mut BlockStats,
) -> Result<(), Diagnostic> {
    for &op in candidates.iter().rev() {
        if !reused.contains(&op) {
            ctx.erase_op(op)?;
            stats.erased += 1;
        }
    }
    Ok(())
}

/// The location of the op rebuilt for each class: its original op's, or all of them fused when
/// several original ops merged into the class.
pub(crate) fn class_locations(
    ctx: &Context,
    eg: &OxGraph,
    candidates: &[OpRef],
    op_class: &FxHashMap<OpRef, Id>,
) -> FxHashMap<Id, Attribute> {
    let mut class_locs: FxHashMap<Id, Vec<Attribute>> = FxHashMap::default();
    for &op in candidates {
        let locs = class_locs.entry(eg.find(op_class[&op])).or_default();
        let loc = ctx.op_loc(op);
        if !locs.contains(&loc) {
            locs.push(loc);
        }
    }
    class_locs
        .into_iter()
        .map(|(id, locs)| {
            let loc = if locs.len() == 1 {
                locs[0]
            } else {
                ctx.intern_attr(oxir::builtin::locations::FusedLoc { locations: locs, metadata: None })
            };
            (id, loc)
        })
        .collect()
}
