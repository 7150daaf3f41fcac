//! IR to e-graph and back, one block at a time.
//!
//! A block's pure dataflow (registered ops without memory effects, regions or successors, that
//! are not terminators) enters the e-graph; every other value it uses is an opaque leaf. After
//! saturation, the chosen e-node of each needed e-class becomes one op, placed before its first
//! user; an original op that is chosen as is stays where it was (so with no rules the IR comes
//! back unchanged, dead pure ops aside). A block whose best terms cannot be placed (they would
//! need a value defined later), or that would cost more than before, is left untouched.

use crate::analysis::{OxAnalysis, OxGraph};
use crate::cost::CostModel;
use crate::extract::{extract, ExtractorKind, NodeCosts};
use crate::lang::{ENode, HeadData};
use crate::rules::RuleSet;
use crate::saturate::{saturate, Limits, Report};
use egg::{Id, Language};
use oxir::builtin::attributes::DictionaryAttr;
use oxir::traits::{IsTerminator, NoMemoryEffect, Pure};
use oxir::{Attribute, BlockRef, Context, Diagnostic, OpRef, OperationState, Value};
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
    /// Fold constants in the analysis.
    pub fold: bool,
    /// Print explanations of the chosen results to stderr.
    pub explain: bool,
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
    /// Whether the block was left as is because the result could not be placed or was dearer.
    pub skipped: bool,
    /// Ops created and erased.
    pub created: u64,
    /// Ops erased.
    pub erased: u64,
}

/// Whether `op` is pure dataflow that enters the e-graph.
pub fn is_pure_dataflow(ctx: &Context, op: OpRef) -> bool {
    if ctx.num_results(op) == 0 || !ctx.op_regions(op).is_empty() || !ctx.successors(op).is_empty() {
        return false;
    }
    let Some(info) = ctx.op_registered_info_ref(op) else { return false };
    !info.has_trait::<IsTerminator>() && (info.has_trait::<Pure>() || info.has_trait::<NoMemoryEffect>())
}

enum Mat {
    Val(Value),
    Op(OpRef),
}

/// Optimizes the pure dataflow of `block`.
pub fn optimize_block(ctx: &mut Context, block: BlockRef, cfg: &BlockConfig<'_>) -> Result<BlockStats, Diagnostic> {
    let mut stats = BlockStats::default();
    let ops: Vec<OpRef> = ctx.block_ops(block).collect();
    let pos: FxHashMap<OpRef, usize> = ops.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    let candidates: Vec<OpRef> = ops.iter().copied().filter(|&o| is_pure_dataflow(ctx, o)).collect();
    if candidates.is_empty() {
        return Ok(stats);
    }
    let is_cand: FxHashSet<OpRef> = candidates.iter().copied().collect();

    // ----- IR to e-graph -----
    let mut analysis = OxAnalysis::new(ctx);
    analysis.fold = cfg.fold;
    let mut eg = OxGraph::new(analysis);
    if cfg.explain {
        eg = eg.with_explanations_enabled();
    }
    let mut value_class: FxHashMap<Value, Id> = FxHashMap::default();
    let mut op_class: FxHashMap<OpRef, Id> = FxHashMap::default();
    let mut op_head = FxHashMap::default();
    let mut leaf_class: FxHashMap<Value, Id> = FxHashMap::default();
    for &op in &candidates {
        let mut children = crate::lang::Children::with_capacity(ctx.num_operands(op));
        for v in ctx.operands(op) {
            let id = match value_class.get(&v).or_else(|| leaf_class.get(&v)) {
                Some(&id) => id,
                None => {
                    let li = eg.analysis.leaves.intern(ctx, v);
                    let id = eg.add(ENode::Leaf(li));
                    leaf_class.insert(v, id);
                    id
                }
            };
            children.push(id);
        }
        let head = eg.analysis.heads.intern(HeadData {
            name: ctx.op_name_of(op),
            props: ctx.op_properties(op),
            attrs: ctx.op_attr_dict(op),
            results: ctx.result_types(op).collect(),
        });
        op_head.insert(op, head);
        let id = eg.add(ENode::Op { head, children });
        op_class.insert(op, id);
        if ctx.num_results(op) == 1 {
            value_class.insert(ctx.result(op, 0), id);
        } else {
            for i in 0..ctx.num_results(op) {
                let p = eg.add(ENode::Proj { index: i as u32, child: [id] });
                value_class.insert(ctx.result(op, i), p);
            }
        }
    }

    // Roots: results used outside the pure dataflow, with the position of their first use.
    let mut roots: Vec<(Value, usize)> = Vec::new();
    let mut outside_need: FxHashMap<usize, Vec<Value>> = FxHashMap::default();
    for &op in &candidates {
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
                outside_need.entry(p).or_default().push(r);
            }
        }
    }

    // ----- saturate -----
    let report = saturate(&mut eg, cfg.rules, &cfg.limits);
    eg.rebuild();

    // ----- extract -----
    let heads_costs = NodeCosts {
        head: (0..)
            .map_while(|i| {
                let h = crate::lang::Head(i);
                (i < eg.analysis.heads.len() as u32).then(|| cfg.costs.op_cost(ctx, eg.analysis.heads.get(h).name))
            })
            .collect(),
    };
    // The cost of what is there now: the live pure ops.
    let mut live: FxHashSet<OpRef> = FxHashSet::default();
    let mut stack: Vec<OpRef> = roots.iter().filter_map(|(v, _)| ctx.defining_op(*v)).collect();
    while let Some(o) = stack.pop() {
        if !live.insert(o) {
            continue;
        }
        for v in ctx.operands(o) {
            if let Some(d) = ctx.defining_op(v).filter(|d| is_cand.contains(d)) {
                stack.push(d);
            }
        }
    }
    stats.cost_before = live.iter().map(|o| heads_costs.head[op_head[o].0 as usize]).sum();
    stats.cost_after = stats.cost_before;
    let root_ids: Vec<Id> = roots.iter().map(|(v, _)| eg.find(value_class[v])).collect();
    stats.report = Some(report);
    let Some(best) = extract(&eg, &heads_costs, &root_ids, cfg.extractor) else {
        stats.skipped = true;
        return Ok(stats);
    };
    let after: u64 = best.values().map(|n| heads_costs.node(n)).sum();
    if after > stats.cost_before {
        stats.skipped = true;
        return Ok(stats);
    }

    // Where each chosen term's leaves are defined (2*position, -1 outside the block), to check
    // that every result can be placed where it is needed.
    let mut lp: FxHashMap<Id, i64> = FxHashMap::default();
    // Where each leaf is defined (2*position, -1 outside the block).
    let leaf_at: Vec<i64> = eg
        .analysis
        .leaves
        .values
        .iter()
        .map(|(v, _)| match ctx.defining_op(*v) {
            Some(d) if ctx.op_parent_block(d) == Some(block) => 2 * pos.get(&d).copied().unwrap_or(0) as i64,
            _ => -1,
        })
        .collect();
    fn leaf_pos(
        eg: &OxGraph,
        best: &FxHashMap<Id, ENode>,
        leaf_at: &[i64],
        id: Id,
        memo: &mut FxHashMap<Id, i64>,
        depth: usize,
    ) -> Option<i64> {
        let id = eg.find(id);
        if let Some(&p) = memo.get(&id) {
            return Some(p);
        }
        if depth > 10_000 {
            return None;
        }
        memo.insert(id, i64::MAX); // cycle guard
        let p = match best.get(&id)? {
            ENode::Leaf(i) => leaf_at.get(*i as usize).copied().unwrap_or(-1),
            n => {
                let mut m = -1;
                for &c in n.children() {
                    m = m.max(leaf_pos(eg, best, leaf_at, c, memo, depth + 1)?);
                }
                m
            }
        };
        memo.insert(id, p);
        Some(p)
    }
    for (v, need) in &roots {
        let id = value_class[v];
        let p = leaf_pos(&eg, &best, &leaf_at, id, &mut lp, 0);
        let ok = p.is_some_and(|p| p < i64::MAX && (*need == usize::MAX || p < 2 * *need as i64));
        if !ok {
            stats.skipped = true;
            return Ok(stats);
        }
    }

    if cfg.explain {
        crate::explain::explain_roots(ctx, &mut eg, &roots, &value_class, &best);
    }

    // ----- e-graph to IR -----
    // The location of a rebuilt op: its class's original op, or all of them fused when several
    // original ops merged into the class.
    let mut class_locs: FxHashMap<Id, Vec<Attribute>> = FxHashMap::default();
    for &op in &candidates {
        let locs = class_locs.entry(eg.find(op_class[&op])).or_default();
        let loc = ctx.op_loc(op);
        if !locs.contains(&loc) {
            locs.push(loc);
        }
    }
    let class_loc: FxHashMap<Id, Attribute> = class_locs
        .into_iter()
        .map(|(id, locs)| {
            let loc = if locs.len() == 1 {
                locs[0]
            } else {
                ctx.intern_attr(oxir::builtin::locations::FusedLoc { locations: locs, metadata: None })
            };
            (id, loc)
        })
        .collect();
    let mut rb = Rebuild {
        eg: &eg,
        best: &best,
        class_loc: &class_loc,
        memo: FxHashMap::default(),
        created: 0,
        busy: FxHashSet::default(),
    };
    let mut reused: FxHashSet<OpRef> = FxHashSet::default();
    let terminator = ops.last().copied().filter(|&o| ctx.op_has_trait::<IsTerminator>(o));
    for (i, &op) in ops.iter().enumerate() {
        if is_cand.contains(&op) {
            let c = eg.find(op_class[&op]);
            if rb.memo.contains_key(&c) || !best.contains_key(&c) {
                continue;
            }
            let chosen = &best[&c];
            let own_children: Option<crate::lang::Children> = ctx
                .operands(op)
                .map(|v| value_class.get(&v).or_else(|| leaf_class.get(&v)).map(|&i| eg.find(i)))
                .collect();
            let Some(own_children) = own_children else { continue };
            let own = ENode::Op { head: op_head[&op], children: own_children };
            let fits = lp.get(&c).is_some_and(|&p| p < 2 * i as i64);
            let same = match (chosen, &own) {
                (ENode::Op { head: h1, children: c1 }, ENode::Op { head: h2, children: c2 }) => {
                    h1 == h2 && c1.len() == c2.len() && c1.iter().zip(c2).all(|(a, b)| eg.find(*a) == *b)
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
            rb.value(ctx, value_class[&v], Some(op), loc)?;
        }
    }
    if terminator.is_none() {
        for v in outside_need.get(&usize::MAX).cloned().unwrap_or_default() {
            let loc = ctx.op_loc(ops[ops.len() - 1]);
            rb.value_at_end(ctx, block, value_class[&v], loc)?;
        }
    }
    // Redirect the uses of the old results, then erase the old ops that were not kept.
    for (v, _) in &roots {
        let new = rb.value(ctx, value_class[v], None, ctx.op_loc(ops[0]))?;
        if new != *v {
            ctx.replace_all_uses_with(*v, new);
        }
    }
    stats.created = rb.created;
    for &op in candidates.iter().rev() {
        if !reused.contains(&op) {
            ctx.erase_op(op)?;
            stats.erased += 1;
        }
    }
    let after_ops: u64 =
        rb.memo.iter().filter(|(_, m)| matches!(m, Mat::Op(_))).map(|(id, _)| heads_costs.node(&best[id])).sum();
    stats.cost_after = after_ops;
    Ok(stats)
}

struct Rebuild<'a> {
    eg: &'a OxGraph,
    best: &'a FxHashMap<Id, ENode>,
    class_loc: &'a FxHashMap<Id, Attribute>,
    memo: FxHashMap<Id, Mat>,
    busy: FxHashSet<Id>,
    created: u64,
}

impl Rebuild<'_> {
    /// The value of class `id`, materializing its chosen term before `before` if needed. With
    /// `before == None` the class must already be materialized.
    fn value(&mut self, ctx: &mut Context, id: Id, before: Option<OpRef>, loc: Attribute) -> Result<Value, Diagnostic> {
        match self.mat(ctx, id, before.map(Place::Before), loc)? {
            Mat::Val(v) => Ok(v),
            Mat::Op(o) => Ok(ctx.result(o, 0)),
        }
    }

    fn value_at_end(
        &mut self,
        ctx: &mut Context,
        block: BlockRef,
        id: Id,
        loc: Attribute,
    ) -> Result<Value, Diagnostic> {
        match self.mat(ctx, id, Some(Place::End(block)), loc)? {
            Mat::Val(v) => Ok(v),
            Mat::Op(o) => Ok(ctx.result(o, 0)),
        }
    }

    fn mat(&mut self, ctx: &mut Context, id: Id, place: Option<Place>, loc: Attribute) -> Result<Mat, Diagnostic> {
        let id = self.eg.find(id);
        if let Some(m) = self.memo.get(&id) {
            return Ok(match m {
                Mat::Val(v) => Mat::Val(*v),
                Mat::Op(o) => Mat::Op(*o),
            });
        }
        let err = || Diagnostic::error(loc, "eqsat: internal error: an e-class could not be rebuilt");
        let Some(place) = place else { return Err(err()) };
        let Some(node) = self.best.get(&id) else { return Err(err()) };
        if !self.busy.insert(id) {
            return Err(err());
        }
        let loc = self.class_loc.get(&id).copied().unwrap_or(loc);
        let m = match node {
            ENode::Leaf(i) => Mat::Val(self.eg.analysis.leaves.values[*i as usize].0),
            ENode::Proj { index, child } => match self.mat(ctx, child[0], Some(place), loc)? {
                Mat::Op(o) if (*index as usize) < ctx.num_results(o) => Mat::Val(ctx.result(o, *index as usize)),
                _ => return Err(err()),
            },
            ENode::Op { head, children } => {
                let mut operands = Vec::with_capacity(children.len());
                for &c in children {
                    let v = match self.mat(ctx, c, Some(place), loc)? {
                        Mat::Val(v) => v,
                        Mat::Op(o) => ctx.result(o, 0),
                    };
                    operands.push(v);
                }
                let data = self.eg.analysis.heads.get(*head);
                let mut st = OperationState::new(data.name, loc);
                st.operands.extend(operands);
                st.result_types.extend(data.results.iter().copied());
                st.properties = data.props;
                st.attributes = DictionaryAttr::entries(ctx, data.attrs).to_vec();
                let op = ctx.create_op(st);
                match place {
                    Place::Before(b) => {
                        let Some(block) = ctx.op_parent_block(b) else { return Err(err()) };
                        ctx.insert_op_before(block, Some(b), op);
                    }
                    Place::End(block) => ctx.insert_op_before(block, None, op),
                }
                self.created += 1;
                Mat::Op(op)
            }
        };
        self.busy.remove(&id);
        let out = match &m {
            Mat::Val(v) => Mat::Val(*v),
            Mat::Op(o) => Mat::Op(*o),
        };
        self.memo.insert(id, m);
        Ok(out)
    }
}

#[derive(Copy, Clone)]
enum Place {
    Before(OpRef),
    End(BlockRef),
}
