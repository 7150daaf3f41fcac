//! The greedy pattern driver (MLIR's `applyPatternsGreedily`): visits every op, erases the
//! trivially dead, folds through the ops' folders (materializing folded constants just before
//! the folded op), and applies the best matching pattern, until an iteration changes nothing or
//! the iteration limit is reached. Each iteration starts by uniquing the existing constants and
//! hoisting them to the start of their isolated region, as MLIR's `OperationFolder` does, and
//! erasing unreachable blocks; it ends with region simplification
//! ([`super::region_simplify`]) unless disabled.

use super::op_set::OpSet;
use super::{Change, InPlaceFolds, PatternRewriter, RewritePattern};
use crate::attributes::Attribute;
use crate::builtin::locations::UnknownLoc;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::matchers::{constant_of, constant_value};
use crate::registry::FoldResult;
use crate::traits::{ConstantLike, IsTerminator, IsolatedFromAbove};
use crate::types::Type;
use crate::value::Value;
use crate::{BlockRef, OpRef, RegionRef};
use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::Arc;

/// How much the driver may simplify regions (MLIR's `GreedySimplifyRegionLevel`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionSimplification {
    /// No simplification after the iterations (unreachable blocks still go before each one,
    /// as in MLIR).
    Disabled,
    /// Erase unreachable blocks, dead ops and dead block arguments (with the successor operands
    /// feeding them) after each iteration ([`super::region_simplify::simplify_regions`]).
    Normal,
    /// Also merge identical blocks and drop block arguments that always receive the same value.
    Aggressive,
}

/// Configuration of the greedy driver.
#[derive(Clone, Debug)]
pub struct GreedyConfig {
    /// Stop after this many iterations (MLIR's default: 10).
    pub max_iterations: u32,
    /// Stop after this many pattern applications (`None`: no limit).
    pub max_num_rewrites: Option<u64>,
    /// Visit ops in pre-order rather than post-order. The default here is the canonicalizer's
    /// (`top-down=true`); a pass calling MLIR's `applyPatternsGreedily` with its default config
    /// visits post-order and sets this to `false`.
    pub top_down: bool,
    /// Fold ops through their folders.
    pub fold: bool,
    /// Unique equal constants and hoist them to the start of their isolated region at the
    /// start of each iteration (MLIR's `cseConstants`).
    pub cse_constants: bool,
    /// Region simplification level.
    pub region_simplification: RegionSimplification,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            max_iterations: 10,
            max_num_rewrites: None,
            top_down: true,
            fold: true,
            cse_constants: true,
            region_simplification: RegionSimplification::Normal,
        }
    }
}

impl GreedyConfig {
    /// MLIR's default `GreedyRewriteConfig`, which `applyPatternsGreedily` takes when a pass
    /// gives none: post-order, with aggressive region simplification. [`GreedyConfig::default`]
    /// is the canonicalizer's instead.
    pub fn mlir_default() -> Self {
        GreedyConfig { top_down: false, region_simplification: RegionSimplification::Aggressive, ..Self::default() }
    }
}

/// Patterns indexed by root op name and sorted by decreasing benefit.
#[derive(Default, Clone)]
pub struct FrozenPatternSet {
    by_root: FxHashMap<&'static str, Vec<Arc<dyn RewritePattern>>>,
    any: Vec<Arc<dyn RewritePattern>>,
}

impl FrozenPatternSet {
    /// Freezes a list of patterns.
    pub fn new(patterns: Vec<Box<dyn RewritePattern>>) -> Self {
        let mut set = FrozenPatternSet::default();
        for p in patterns {
            let p: Arc<dyn RewritePattern> = Arc::from(p);
            match p.root() {
                Some(r) => set.by_root.entry(r).or_default().push(p),
                None => set.any.push(p),
            }
        }
        for v in set.by_root.values_mut() {
            v.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        }
        set.any.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        set
    }

    /// The canonicalization patterns of every registered op.
    pub fn canonicalization_patterns(ctx: &Context) -> Self {
        let mut patterns = Vec::new();
        for info in ctx.registered_op_infos() {
            if let Some(c) = ctx.op_name_interface::<super::CanonicalizationPatterns>(ctx.op_name(info.name)) {
                patterns.extend((c.0)());
            }
        }
        Self::new(patterns)
    }

    /// Whether any pattern may match an op named `name` (its own or a root-less one).
    pub(crate) fn has_patterns_for(&self, name: &str) -> bool {
        !self.any.is_empty() || self.by_root.get(name).is_some_and(|v| !v.is_empty())
    }

    fn for_op(&self, name: &str) -> impl Iterator<Item = &Arc<dyn RewritePattern>> {
        let specific = self.by_root.get(name).map(Vec::as_slice).unwrap_or(&[]);
        // Merge by benefit: specific patterns first among equals, as MLIR's applicator does.
        let mut all: Vec<&Arc<dyn RewritePattern>> = specific.iter().chain(self.any.iter()).collect();
        all.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        all.into_iter()
    }
}

/// The patterns a driver tries on each op name, in [`FrozenPatternSet::for_op`]'s order, merged
/// and sorted once per name it meets and then found by the name's handle: the drivers visit
/// every op, and looking the name's text up, merging the root-less patterns in and sorting
/// them again for each one cost more than most of the patterns' own matching.
struct PatternLookup<'p> {
    set: &'p FrozenPatternSet,
    /// Indexed by [`crate::registry::OperationName`]; `None` until an op of the name is met.
    by_name: Vec<Option<PatternList<'p>>>,
}

/// The patterns of one op name, best first.
type PatternList<'p> = Box<[&'p Arc<dyn RewritePattern>]>;

impl<'p> PatternLookup<'p> {
    fn new(set: &'p FrozenPatternSet) -> Self {
        PatternLookup { set, by_name: Vec::new() }
    }

    /// The patterns to try on `op`, best first.
    fn for_op(&mut self, ctx: &Context, op: OpRef) -> &[&'p Arc<dyn RewritePattern>] {
        let name = ctx.op_name_of(op);
        let i = name.0 as usize;
        if i >= self.by_name.len() {
            self.by_name.resize_with(i + 1, || None);
        }
        let set = self.set;
        self.by_name[i].get_or_insert_with(|| set.for_op(ctx.op_name_str(name)).collect())
    }
}

/// What a greedy run did.
#[derive(Clone, Debug, Default)]
pub struct GreedyStats {
    /// Whether it reached a fixed point within the iteration limit.
    pub converged: bool,
    /// How many iterations ran.
    pub iterations: u32,
    /// Patterns applied.
    pub rewrites: u64,
    /// Ops folded.
    pub folds: u64,
    /// Ops erased as dead.
    pub erased: u64,
}

/// Whether `op` could be erased if its results had no uses (MLIR's `wouldOpBeTriviallyDead`):
/// registered, not a terminator nor a symbol, and whose known memory effects only read memory or
/// allocate its own results (an unused `memref.load` or `memref.alloc` goes, a `memref.store`
/// stays); an op with regions counts only with `RecursiveMemoryEffects`, through the effects of
/// what it contains (a loop whose body only computes goes). See
/// [`crate::interfaces::memory_effects`].
pub fn would_be_trivially_dead(ctx: &Context, op: OpRef) -> bool {
    let Some(info) = ctx.op_registered_info_ref(op) else { return false };
    if info.has_trait::<IsTerminator>() || info.has_trait::<crate::traits::Symbol>() {
        return false;
    }
    crate::interfaces::would_effects_allow_erasure(ctx, op)
}

/// Whether `op` is unused and [`would_be_trivially_dead`].
pub fn is_trivially_dead(ctx: &Context, op: OpRef) -> bool {
    ctx.results(op).all(|r| !ctx.has_uses(r)) && would_be_trivially_dead(ctx, op)
}

/// MLIR's `OperationFolder`: constants it created or adopted, uniqued per insertion region.
#[derive(Default)]
struct Folder {
    scopes: FxHashMap<RegionRef, FxHashMap<ConstantKey, OpRef>>,
    /// Each owned constant with the scope entry it was registered under, so that forgetting it
    /// touches that entry only (not every entry of every scope).
    owned: FxHashMap<OpRef, (RegionRef, ConstantKey)>,
}

/// A uniqued constant: its dialect, value and type.
type ConstantKey = (String, Attribute, Type);

impl Folder {
    /// The region constants for `block` go into: the nearest whose parent is isolated from
    /// above (or has no parent).
    fn insertion_region(ctx: &Context, block: BlockRef) -> Option<RegionRef> {
        let mut region = ctx.block_parent_region(block)?;
        loop {
            let Some(parent) = ctx.region_parent_op(region) else { return Some(region) };
            if ctx.op_has_trait::<IsolatedFromAbove>(parent) || ctx.op_registered_info_ref(parent).is_none() {
                return Some(region);
            }
            let Some(pb) = ctx.op_parent_block(parent) else { return Some(region) };
            match ctx.block_parent_region(pb) {
                Some(r) => region = r,
                None => return Some(region),
            }
        }
    }

    fn forget(&mut self, op: OpRef) {
        if let Some((region, key)) = self.owned.remove(&op) {
            if let Some(scope) = self.scopes.get_mut(&region) {
                if scope.get(&key) == Some(&op) {
                    scope.remove(&key);
                }
            }
        }
    }

    /// Registers an existing constant op; returns `false` if it was replaced by an equal one.
    fn insert_known_constant(&mut self, rw: &mut PatternRewriter<'_>, op: OpRef, value: Attribute) -> bool {
        let ctx = rw.ctx();
        let Some(block) = ctx.op_parent_block(op) else { return true };
        let Some(region) = Self::insertion_region(ctx, block) else { return true };
        let Some(entry) = ctx.region_entry_block(region) else { return true };
        if self.owned.contains_key(&op) {
            let first = ctx.block_first_op(block);
            let prev_owned = ctx.op_prev(op).is_some_and(|p| self.owned.contains_key(&p));
            if first != Some(op) && !prev_owned {
                rw.ctx_mut().detach_op(op);
                let first = rw.ctx().block_first_op(block);
                rw.ctx_mut().insert_op_before(block, first, op);
            }
            return true;
        }
        let dialect = ctx.op_name_dialect(ctx.op_name_of(op)).to_string();
        let Some(ty) = ctx.result_types(op).next() else { return true };
        let key = (dialect, value, ty);
        if let Some(&existing) = self.scopes.get(&region).and_then(|s| s.get(&key)) {
            if existing != op && !rw.ctx().is_erased(existing) {
                let values: Vec<Value> = rw.ctx().results(existing).collect();
                if rw.replace_op(op, &values).is_ok() {
                    // MLIR 22's folder erases the location of a constant that absorbed another
                    // (its `erasedFoldedLocation`): it no longer stands for one source position.
                    let unknown = UnknownLoc::get(rw.ctx());
                    rw.ctx_mut().set_op_loc(existing, unknown);
                    return false;
                }
            }
        }
        let ctx = rw.ctx();
        let at_front = ctx.block_first_op(entry) == Some(op);
        let prev_owned = ctx.op_prev(op).is_some_and(|p| self.owned.contains_key(&p));
        if block != entry || (!at_front && !prev_owned) {
            rw.ctx_mut().detach_op(op);
            let first = rw.ctx().block_first_op(entry);
            rw.ctx_mut().insert_op_before(entry, first, op);
            if block != entry {
                // Hoisted out of a nested block: its location is erased as well.
                let unknown = UnknownLoc::get(rw.ctx());
                rw.ctx_mut().set_op_loc(op, unknown);
            }
        }
        self.scopes.entry(region).or_default().insert(key.clone(), op);
        self.owned.insert(op, (region, key));
        true
    }
}

/// Materializes `value` of type `ty` as a constant op of `dialect` just before `op`, at
/// `op`'s location (MLIR's greedy driver does not reuse constants while folding; the next
/// iteration's constant uniquing does).
fn materialize_before(
    rw: &mut PatternRewriter<'_>,
    op: OpRef,
    dialect: &str,
    value: Attribute,
    ty: Type,
) -> Option<Value> {
    let ctx = rw.ctx();
    let block = ctx.op_parent_block(op)?;
    let materialize = ctx.dialect(dialect)?.materialize_constant?;
    let loc = ctx.op_loc(op);
    let c = materialize(rw.ctx_mut(), value, ty, loc)?;
    rw.ctx_mut().insert_op_before(block, Some(op), c);
    rw.changes.push(Change::Created(c));
    Some(rw.ctx().result(c, 0))
}

/// The fold of the `Commutative` trait, which MLIR tries when an op's own folder fails: constant
/// operands move after the others (keeping their order), in place.
fn fold_commutative(rw: &mut PatternRewriter<'_>, op: OpRef, constants: &[Option<Attribute>]) -> bool {
    let ctx = rw.ctx();
    if constants.len() < 2 || !ctx.op_has_trait::<crate::traits::Commutative>(op) {
        return false;
    }
    let Some(first_constant) = constants.iter().position(Option::is_some) else { return false };
    if constants[first_constant..].iter().all(Option::is_some) {
        return false;
    }
    let operands: Vec<Value> = ctx.operands(op).collect();
    let rest = operands[first_constant..].iter().zip(&constants[first_constant..]);
    let mut values = operands[..first_constant].to_vec();
    values.extend(rest.clone().filter(|(_, c)| c.is_none()).map(|(&v, _)| v));
    values.extend(rest.filter(|(_, c)| c.is_some()).map(|(&v, _)| v));
    rw.modify_op_in_place(op, |c| c.set_operands(op, &values));
    true
}

/// Tries to fold `op`; returns whether the IR changed. When the folder does not fold it, the
/// op's in-place folds (the part of MLIR's folders that changes the op in place) are tried,
/// then the commutative fold, as MLIR's `Operation::fold` runs the op's folder before the
/// folds of its traits.
fn try_fold(rw: &mut PatternRewriter<'_>, op: OpRef, in_place: &mut InPlaceFolds) -> bool {
    let Some(fold) = rw.ctx().op_registered_info_ref(op).map(|info| info.fold) else { return false };
    let ctx = rw.ctx();
    let constants: smallvec::SmallVec<[Option<Attribute>; 4]> = ctx.operands(op).map(|v| constant_of(ctx, v)).collect();
    let Some(results) = fold.and_then(|fold| fold(ctx, op, &constants)) else {
        // MLIR's driver only hears that the op changed (it revisits the op), whatever the
        // in-place fold did to its operands.
        let before = rw.changes.len();
        if in_place.apply(rw, op, &constants) {
            rw.changes.truncate(before);
            rw.changes.push(Change::Modified(op));
            return true;
        }
        return fold_commutative(rw, op, &constants);
    };
    if results.len() != ctx.num_results(op) || results.is_empty() {
        return false;
    }
    // A folder cannot change the IR (in-place folds are patterns here), so one returning the
    // op's own results changed nothing: `x = addi x, 0` in a graph region folds to itself, which
    // MLIR 22's driver takes for an in-place fold and requeues forever.
    if results.iter().enumerate().all(|(i, r)| *r == FoldResult::Value(ctx.result(op, i))) {
        return false;
    }
    let dialect = ctx.op_name_dialect(ctx.op_name_of(op)).to_string();
    let mut values = Vec::with_capacity(results.len());
    let mut created = Vec::new();
    for (i, r) in results.into_iter().enumerate() {
        match r {
            FoldResult::Value(v) => values.push(v),
            FoldResult::Attribute(a) => {
                let ty = rw.ctx().value_type(rw.ctx().result(op, i));
                match materialize_before(rw, op, &dialect, a, ty) {
                    Some(v) => {
                        values.push(v);
                        created.extend(rw.ctx().defining_op(v));
                    }
                    None => {
                        // Undo the constants made for the earlier results.
                        for c in created {
                            let _ = rw.erase_op(c);
                        }
                        return false;
                    }
                }
            }
        }
    }
    rw.replace_op(op, &values).is_ok()
}

/// Queues `op` and its ancestors not yet queued, up to the one in `scope` (MLIR's
/// `addToWorklist`): an op changed inside a region op brings the region op back (and what holds
/// it), visited before it. An op outside `scope`, or erased, is not queued.
fn add_to_worklist(ctx: &Context, scope: &[RegionRef], op: OpRef, worklist: &mut Vec<OpRef>, in_list: &mut OpSet) {
    if ctx.is_erased(op) {
        return;
    }
    let mut chain: smallvec::SmallVec<[OpRef; 8]> = smallvec::smallvec![op];
    let mut cur = op;
    loop {
        let Some(region) = ctx.op_parent_block(cur).and_then(|b| ctx.block_parent_region(b)) else { return };
        if scope.contains(&region) {
            break;
        }
        let Some(parent) = ctx.region_parent_op(region) else { return };
        chain.push(parent);
        cur = parent;
    }
    for o in chain {
        if in_list.insert(o) {
            worklist.push(o);
        }
    }
}

/// Applies `patterns` (and folding) to everything nested in `root`'s regions until a fixed point.
pub fn apply_patterns_greedily(
    ctx: &mut Context,
    root: OpRef,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
) -> Result<GreedyStats, Diagnostic> {
    let mut stats = GreedyStats::default();
    let regions: Vec<RegionRef> = ctx.op_regions(root).to_vec();
    let mut in_place_folds = InPlaceFolds::new();
    let mut lookup = PatternLookup::new(patterns);
    loop {
        if stats.iterations >= config.max_iterations {
            return Ok(stats);
        }
        stats.iterations += 1;
        let mut changed = false;
        let mut worklist: Vec<OpRef> = Vec::new();
        // The constant value of each listed op when the listing found it (`None`: not looked
        // up), so the constant uniquing below does not fold the constants a second time.
        let mut known: Vec<Option<Option<Attribute>>> = Vec::new();
        let mut in_list = OpSet::default();
        let mut order = Vec::new();
        let mut listed = FxHashSet::default();
        for &r in &regions {
            for b in ctx.region_blocks(r) {
                for op in ctx.block_ops(b) {
                    if config.top_down {
                        ctx.walk_ops_pre_order(op, &mut |o| {
                            worklist.push(o);
                            crate::walk::WalkResult::Advance
                        });
                    } else {
                        // As MLIR's `addToWorklist`, an op brings its ancestors not yet listed
                        // along, so an op with regions comes right after its first nested op.
                        order.clear();
                        listed.clear();
                        if ctx.op_regions(op).is_empty() {
                            order.push(op);
                        } else {
                            ctx.walk_ops_post_order(op, &mut |o| order.push(o));
                        }
                        for &o in &order {
                            let mut a = Some(o);
                            let value = constant_value(ctx, o);
                            if value.is_some() {
                                // MLIR hoists a constant to its isolated region before listing
                                // it: its ancestors from there come along.
                                if listed.insert(o) {
                                    worklist.push(o);
                                    known.push(Some(value));
                                }
                                a = ctx.op_parent_op(o);
                                while let Some(x) = a.filter(|&x| x != op && !ctx.op_has_trait::<IsolatedFromAbove>(x))
                                {
                                    a = ctx.op_parent_op(x);
                                }
                            }
                            while let Some(x) = a.filter(|&x| listed.insert(x)) {
                                worklist.push(x);
                                known.push(if x == o { Some(value) } else { None });
                                a = if x == op { None } else { ctx.op_parent_op(x) };
                            }
                        }
                    }
                }
            }
        }
        let mut rw = PatternRewriter::new(ctx);
        // A fresh folder per iteration uniques the constants and hoists them, in walk order
        // (so their order is kept); a constant replaced by an equal one is not visited.
        let mut folder = Folder::default();
        if config.cse_constants {
            // Listing does not change the IR, nor does uniquing a constant change the value of
            // another: the values the listing found still hold.
            let mut i = 0;
            worklist.retain(|&op| {
                let value = known.get(i).copied().flatten();
                i += 1;
                if rw.ctx().is_erased(op) {
                    return false;
                }
                match value.unwrap_or_else(|| constant_value(rw.ctx(), op)) {
                    Some(value) => folder.insert_known_constant(&mut rw, op, value),
                    None => true,
                }
            });
            rw.take_changes();
        }
        // Whatever the region simplification level, unreachable blocks go before the patterns
        // run: their IR may be valid only because it is unreachable (e.g. an op using its own
        // result), which patterns are not prepared for. Their queued ops are skipped.
        changed |= super::region_simplify::erase_unreachable_blocks(rw.ctx_mut(), &regions);
        if config.top_down {
            worklist.reverse();
        }
        for &op in &worklist {
            in_list.insert(op);
        }
        while let Some(op) = worklist.pop() {
            in_list.remove(op);
            if rw.ctx().is_erased(op) || rw.ctx().op_parent_block(op).is_none() {
                continue;
            }
            if is_trivially_dead(rw.ctx(), op) {
                if rw.erase_op(op).is_ok() {
                    stats.erased += 1;
                    changed = true;
                }
            } else {
                // Constants are not folded: they would fold to themselves forever.
                let folded = config.fold
                    && !rw.ctx().op_has_trait::<ConstantLike>(op)
                    && try_fold(&mut rw, op, &mut in_place_folds);
                if folded {
                    stats.folds += 1;
                    changed = true;
                } else {
                    for p in lookup.for_op(rw.ctx(), op) {
                        if config.max_num_rewrites.is_some_and(|m| stats.rewrites >= m) {
                            break;
                        }
                        // As MLIR's driver, new ops go before the matched op unless the pattern
                        // says otherwise.
                        rw.set_insertion_point(op);
                        if p.match_and_rewrite(op, &mut rw) {
                            stats.rewrites += 1;
                            changed = true;
                            break;
                        }
                    }
                }
            }
            // MLIR's driver hears of each change as it happens: an inserted, moved or modified
            // op is queued with its ancestors; an op that loses a use is too (it may be dead or
            // simpler); an erased op leaves the worklist.
            for c in rw.take_changes() {
                match c {
                    Change::Created(o) | Change::Modified(o) | Change::Moved(o) | Change::LostUse(o) => {
                        add_to_worklist(rw.ctx(), &regions, o, &mut worklist, &mut in_list);
                    }
                    Change::Erased(o) => {
                        folder.forget(o);
                        in_list.remove(o);
                    }
                }
            }
        }
        drop(rw);
        if config.region_simplification != RegionSimplification::Disabled {
            let aggressive = config.region_simplification == RegionSimplification::Aggressive;
            changed |= super::region_simplify::simplify_regions(ctx, &regions, aggressive);
        }
        if !changed {
            stats.converged = true;
            return Ok(stats);
        }
    }
}

/// Applies `patterns` (and folding) to `ops` and to the ops the rewrites create or change, once
/// through a worklist that starts with `ops` and takes the last first (MLIR's
/// `applyOpPatternsGreedily`); no constant uniquing and no region simplification. An op queued
/// again brings its ancestors up to `scope` (the region they all live in) along, as MLIR's; the
/// changes requeue ops as in [`apply_patterns_greedily`].
///
/// The patterns named in `in_place_patterns` stand for MLIR patterns that edit ops in place:
/// after one of them, the ops it only moved into the rebuilt op are not revisited, the ops it
/// changed are not erased as dead, and the ops defining what it dropped are not revisited.
pub fn apply_op_patterns_greedily(
    ctx: &mut Context,
    ops: &[OpRef],
    scope: Option<RegionRef>,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
    in_place_patterns: &[&str],
) -> GreedyStats {
    let mut stats = GreedyStats { iterations: 1, ..GreedyStats::default() };
    let mut in_place_folds = InPlaceFolds::new();
    let mut lookup = PatternLookup::new(patterns);
    let mut worklist: Vec<OpRef> = ops.to_vec();
    let mut in_list: FxHashSet<OpRef> = worklist.iter().copied().collect();
    // Ops only moved or changed by an in-place pattern: revisited but not erased as dead.
    let mut only_modified: FxHashSet<OpRef> = FxHashSet::default();
    let mut rw = PatternRewriter::new(ctx);
    let push_one = |o: OpRef, worklist: &mut Vec<OpRef>, in_list: &mut FxHashSet<OpRef>| {
        if in_list.insert(o) {
            worklist.push(o);
        }
    };
    let push = |ctx: &Context, o: OpRef, worklist: &mut Vec<OpRef>, in_list: &mut FxHashSet<OpRef>| {
        let mut chain = vec![o];
        let mut cur = o;
        loop {
            let region = ctx.op_parent_block(cur).and_then(|b| ctx.block_parent_region(b));
            if region.is_none() || region == scope {
                break;
            }
            match region.and_then(|r| ctx.region_parent_op(r)) {
                Some(p) => {
                    chain.push(p);
                    cur = p;
                }
                None => break,
            }
        }
        if scope.is_some() && ctx.op_parent_block(cur).and_then(|b| ctx.block_parent_region(b)) != scope {
            return;
        }
        for c in chain {
            push_one(c, worklist, in_list);
        }
    };
    while let Some(op) = worklist.pop() {
        in_list.remove(&op);
        if rw.ctx().is_erased(op) || rw.ctx().op_parent_block(op).is_none() {
            continue;
        }
        let mut in_place = false;
        if !only_modified.remove(&op) && is_trivially_dead(rw.ctx(), op) {
            if rw.erase_op(op).is_ok() {
                stats.erased += 1;
            }
        } else {
            let folded =
                config.fold && !rw.ctx().op_has_trait::<ConstantLike>(op) && try_fold(&mut rw, op, &mut in_place_folds);
            if folded {
                stats.folds += 1;
            } else {
                for p in lookup.for_op(rw.ctx(), op) {
                    if config.max_num_rewrites.is_some_and(|m| stats.rewrites >= m) {
                        break;
                    }
                    rw.set_insertion_point(op);
                    if p.match_and_rewrite(op, &mut rw) {
                        in_place = in_place_patterns.contains(&p.name());
                        stats.rewrites += 1;
                        break;
                    }
                }
            }
        }
        // As MLIR's driver hears of each change as it happens: an inserted, moved or modified op
        // is queued with its ancestors, so is an op that loses a use (it may be dead or simpler),
        // and an erased op leaves the worklist.
        for c in rw.take_changes() {
            match c {
                // An in-place pattern stands for an MLIR pattern that edits the op and leaves its
                // body where it is: the ops oxir's version moves into the rebuilt op are not new,
                // nor do the ops it disconnects lose a use MLIR would see.
                Change::Moved(_) | Change::LostUse(_) if in_place => {}
                Change::Created(o) | Change::Modified(o) | Change::Moved(o) | Change::LostUse(o) => {
                    if rw.ctx().is_erased(o) {
                        continue;
                    }
                    if in_place && matches!(c, Change::Modified(_)) && !in_list.contains(&o) {
                        only_modified.insert(o);
                    } else {
                        only_modified.remove(&o);
                    }
                    push(rw.ctx(), o, &mut worklist, &mut in_list);
                }
                Change::Erased(o) => {
                    in_list.remove(&o);
                }
            }
        }
    }
    stats.converged = true;
    stats
}
