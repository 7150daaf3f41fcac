//! `inline`: inlines calls into the bodies of their callees (MLIR's `Inliner`), for any dialect
//! whose call and callable ops answer [`CallOpInterface`] and [`CallableOpInterface`] (attached
//! with [`Context::attach_op_interface`], as MLIR's `CallOpInterface`/`CallableOpInterface`).
//!
//! As MLIR's, the pass builds the call graph of the symbol table it runs on and visits its
//! strongly connected components callees first (LLVM's `scc_iterator` order): each is
//! simplified with the `default-pipeline` (`canonicalize` unless set otherwise), the references
//! its nodes hold are counted again, then the calls in it are inlined, calls brought in by
//! inlining included, and again until nothing more is inlined (at most `max-iterations` times).
//! A call is inlined when MLIR's `shouldInline` allows it (its callee does not call itself or
//! the caller, the call is not inside its callee, a callee of several blocks only into a region
//! that may have several) and every dialect involved does ([`is_legal_to_inline`]: an affine op
//! only where its operands stay valid, no unregistered op). Several blocks are inlined by
//! splitting the caller's block, their returns becoming branches to its second half. Inlined
//! ops get `callsite(callee at caller)` locations. Private callables nothing but callables
//! refers to are counted (MLIR's `CGUseList`): one whose count is zero when its component is
//! visited is erased, and so is a callee whose last use is inlined (MLIR inlines it in place);
//! a callee whose uses all go later, some from dead callers, stays, as in MLIR.
//!
//! `op-pipelines` (`{func.func(cse)}`) replaces the default pipeline for callables of the
//! pipelines' anchor ops, and `inlining-threshold` keeps a callee out when its op count exceeds
//! that percentage of its caller's (MLIR's `isProfitableToInline`).
//!
//! Limits: calls whose argument or result types differ from the callee's (MLIR asks the
//! dialect to materialize a conversion; `func` has none), and calls or callees marked
//! `no_inline`, are not inlined.

use crate::builtin::locations::{CallSiteLoc, UnknownLoc};
use crate::clone::IrMapping;
use crate::context::Context;
use crate::conversion::op_attr_or_prop;
use crate::diagnostics::Diagnostic;
use crate::interfaces::{
    callable_body, inliner_interface, is_legal_to_inline, resolve_callee, CallOpInterface, CallableOpInterface,
};
use crate::pass::options::{split_list, OptionValue};
use crate::pass::{OpPassManager, Pass};
use crate::symbol_table::{as_symbol_ref, lookup_nearest_symbol_from, symbol_uses, visibility, SymbolUse, Visibility};
use crate::traits::{IsTerminator, IsolatedFromAbove, ReturnLike, SingleBlock};
use crate::value::Value;
use crate::walk::WalkResult;
use crate::{BlockRef, OpRef};
use rustc_hash::{FxHashMap, FxHashSet};

/// MLIR's `Inliner` pass.
#[derive(Clone, Debug)]
pub struct Inline {
    default_pipeline: String,
    /// Option `op-pipelines`: pipelines run instead of the default one on callables of their
    /// anchor op (`func.func(cse)`).
    op_pipelines: Vec<OpPassManager>,
    /// Option `inlining-threshold`: the largest callee size, in percent of the caller's, that
    /// is inlined (`u32::MAX`: no limit).
    inlining_threshold: u32,
    max_iterations: u32,
    inlined: u64,
}

impl Default for Inline {
    fn default() -> Self {
        Inline {
            default_pipeline: "canonicalize".into(),
            op_pipelines: Vec::new(),
            inlining_threshold: u32::MAX,
            max_iterations: 4,
            inlined: 0,
        }
    }
}

impl Inline {
    /// MLIR's `isProfitableToInline`: a callee is inlined when its op count is at most
    /// `inlining-threshold` percent of its caller's (an empty caller takes any callee).
    fn profitable(&self, ctx: &Context, caller: OpRef, callee: OpRef) -> bool {
        if self.inlining_threshold == u32::MAX {
            return true;
        }
        let count = |c: OpRef| {
            let mut n = 0u64;
            for &r in ctx.op_regions(c) {
                for b in ctx.region_blocks(r) {
                    for o in ctx.block_ops(b) {
                        ctx.walk_ops_post_order(o, &mut |_| n += 1);
                    }
                }
            }
            n
        };
        let caller_ops = count(caller);
        caller_ops == 0 || count(callee) * 100 / caller_ops <= u64::from(self.inlining_threshold)
    }

    /// Runs the pipeline for callable `c`: the `op-pipelines` one anchored on its op, else the
    /// default one.
    fn simplify(
        &self,
        ctx: &mut Context,
        c: OpRef,
        default: Option<&OpPassManager>,
        options: &crate::pass::PassOptions,
    ) -> Result<(), Diagnostic> {
        let name = ctx.op_name_text(c);
        match self.op_pipelines.iter().find(|pm| pm.anchor() == Some(name)).or(default) {
            Some(pm) => pm.run(ctx, c, options).0,
            None => Ok(()),
        }
    }

    /// MLIR's `shouldInline`: not a terminator call, not a callee calling itself or the caller
    /// (by the call graph of the pass's start), not a call inside its callee, a callee of
    /// several blocks only where the call's region may have several, neither `no_inline`, and
    /// profitable.
    fn should_inline(&self, ctx: &Context, rc: &ResolvedCall, edges: &FxHashMap<OpRef, Vec<OpRef>>) -> bool {
        let ResolvedCall { call, source, target, .. } = *rc;
        if ctx.op_has_trait::<IsTerminator>(call)
            || edges.get(&target).is_some_and(|out| out.iter().any(|&t| t == target || t == source))
            || ctx.is_ancestor_or_self(target, call)
            || is_no_inline(ctx, call)
            || is_no_inline(ctx, target)
        {
            return false;
        }
        let Some(body) = callable_body(ctx, target) else { return false };
        if ctx.region_blocks(body).nth(1).is_some() {
            let Some(parent) = ctx.op_parent_op(call) else { return false };
            let same_kind = ctx.op_name_of(parent) == ctx.op_name_of(target);
            let single_block = ctx.op_has_trait::<SingleBlock>(parent) || ctx.op_registered_info_ref(parent).is_none();
            if !same_kind && single_block {
                return false;
            }
        }
        self.profitable(ctx, source, target)
    }

    /// MLIR's `inlineCallsInSCC`: inlines the calls of the live nodes of `scc` and those that
    /// inlining brings, each unless its callee was already inlined on the way to it (the inline
    /// history); a callee whose last use is inlined goes, as do the nodes found dead. Whether
    /// anything was inlined.
    fn inline_calls_in_scc(
        &mut self,
        ctx: &mut Context,
        scc: &mut Vec<OpRef>,
        edges: &FxHashMap<OpRef, Vec<OpRef>>,
        node_set: &FxHashSet<OpRef>,
        uses: &mut UseList,
        dead: &mut Vec<OpRef>,
    ) -> bool {
        let mut dead_here: Vec<OpRef> = Vec::new();
        let mut calls: Vec<ResolvedCall> = Vec::new();
        for &c in scc.iter() {
            if uses.is_dead(c) {
                dead_here.push(c);
            } else if let Some(body) = callable_body(ctx, c) {
                let blocks = ctx.region_blocks(body).map(|b| ctx.block_ops(b).collect()).collect();
                collect_calls(ctx, blocks, c, node_set, false, None, &mut calls);
            }
        }
        // Each inlined call's callee and the history entry of that call.
        let mut history: Vec<(OpRef, Option<usize>)> = Vec::new();
        let mut any = false;
        let mut i = 0;
        while i < calls.len() {
            let rc = calls[i];
            i += 1;
            if dead_here.contains(&rc.source) || ctx.is_erased(rc.call) || dead.contains(&rc.target) {
                continue;
            }
            let mut h = rc.history;
            let mut seen = false;
            while let Some(k) = h {
                if history[k].0 == rc.target {
                    seen = true;
                    break;
                }
                h = history[k].1;
            }
            if seen || !self.should_inline(ctx, &rc, edges) {
                continue;
            }
            let in_place = uses.has_one_use_and_discardable(rc.target);
            let Some(blocks) = inline_call(ctx, rc.call, rc.target) else { continue };
            self.inlined += 1;
            any = true;
            history.push((rc.target, rc.history));
            collect_calls(ctx, blocks, rc.source, node_set, true, Some(history.len() - 1), &mut calls);
            uses.drop_call_uses(ctx, rc.source, rc.call, node_set);
            uses.merge_after_inlining(rc.target, rc.source);
            let _ = ctx.erase_op(rc.call);
            if in_place {
                uses.erase_node(rc.target);
                dead_here.push(rc.target);
            }
        }
        for n in dead_here {
            scc.retain(|&c| c != n);
            if !dead.contains(&n) {
                dead.push(n);
            }
        }
        any
    }
}

/// The callable op that encloses `op`.
fn enclosing_callable(ctx: &Context, op: OpRef) -> Option<OpRef> {
    let mut cur = ctx.op_parent_op(op);
    while let Some(p) = cur {
        if ctx.op_interface::<CallableOpInterface>(p).is_some() {
            return Some(p);
        }
        cur = ctx.op_parent_op(p);
    }
    None
}

/// Every callable op with a body nested in `root` (not `root` itself): the nodes of MLIR's
/// call graph, in the order it creates them.
fn callables_in(ctx: &Context, root: OpRef) -> Vec<OpRef> {
    let mut found = Vec::new();
    ctx.walk_ops_pre_order(root, &mut |o| {
        if o != root && callable_body(ctx, o).is_some() {
            found.push(o);
        }
        WalkResult::Advance
    });
    found
}

fn is_no_inline(ctx: &Context, op: OpRef) -> bool {
    op_attr_or_prop(ctx, op, "no_inline").is_some()
}

/// The node a call resolves to: a callable with a body, called by a flat symbol reference
/// (MLIR does not inline calls through nested references, nor calls of declarations).
fn call_target(ctx: &Context, call: OpRef, nodes: &FxHashSet<OpRef>) -> Option<OpRef> {
    let iface = ctx.op_interface::<CallOpInterface>(call)?;
    let sym = (iface.callee)(ctx, call)?;
    if !sym.nested.is_empty() {
        return None;
    }
    let target = lookup_nearest_symbol_from(ctx, call, &sym)?;
    nodes.contains(&target).then_some(target)
}

/// MLIR's call graph: for each node, the nodes its calls resolve to, in the order the calls
/// come (each once), the calls of nested nodes counting for those.
fn call_edges(ctx: &Context, root: OpRef, nodes: &FxHashSet<OpRef>) -> FxHashMap<OpRef, Vec<OpRef>> {
    let mut edges: FxHashMap<OpRef, Vec<OpRef>> = FxHashMap::default();
    ctx.walk_ops_pre_order(root, &mut |o| {
        if ctx.op_interface::<CallOpInterface>(o).is_none() {
            return WalkResult::Advance;
        }
        if let (Some(caller), Some(callee)) = (enclosing_callable(ctx, o), resolve_callee(ctx, o)) {
            if nodes.contains(&callee) {
                let out = edges.entry(caller).or_default();
                if !out.contains(&callee) {
                    out.push(callee);
                }
            }
        }
        WalkResult::Skip
    });
    edges
}

/// The call graph's strongly connected components in the order of LLVM's `scc_iterator` from
/// the graph's external node (whose edges go to every node in order): callees before their
/// callers, each component's nodes in the order they leave Tarjan's stack.
fn sccs(nodes: &[OpRef], edges: &FxHashMap<OpRef, Vec<OpRef>>) -> Vec<Vec<OpRef>> {
    // Iterative Tarjan: (index, lowlink) per node.
    let mut index: FxHashMap<OpRef, (usize, usize)> = FxHashMap::default();
    let mut on_stack = FxHashSet::default();
    let mut stack = Vec::new();
    let mut sccs = Vec::new();
    let mut next = 0usize;
    for &start in nodes {
        if index.contains_key(&start) {
            continue;
        }
        let mut work: Vec<(OpRef, usize)> = vec![(start, 0)];
        index.insert(start, (next, next));
        next += 1;
        stack.push(start);
        on_stack.insert(start);
        while let Some(&(v, i)) = work.last() {
            let succs = edges.get(&v).map(Vec::as_slice).unwrap_or(&[]);
            if i < succs.len() {
                let w = succs[i];
                if let Some(top) = work.last_mut() {
                    top.1 += 1;
                }
                if let Some(&(wi, _)) = index.get(&w) {
                    if on_stack.contains(&w) {
                        let e = index.entry(v).or_insert((0, 0));
                        e.1 = e.1.min(wi);
                    }
                } else {
                    index.insert(w, (next, next));
                    next += 1;
                    stack.push(w);
                    on_stack.insert(w);
                    work.push((w, 0));
                }
                continue;
            }
            work.pop();
            let (vi, vl) = index[&v];
            if let Some(&(p, _)) = work.last() {
                let e = index.entry(p).or_insert((0, 0));
                e.1 = e.1.min(vl);
            }
            if vi == vl {
                let mut component = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack.remove(&w);
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                sccs.push(component);
            }
        }
    }
    sccs
}

/// The references a node holds to discardable nodes (MLIR's `CGUser`): those in its own
/// attributes (counted once) and those of the ops nested in it.
#[derive(Default)]
struct NodeUses {
    top_level: FxHashSet<OpRef>,
    inner: FxHashMap<OpRef, isize>,
}

/// MLIR's `CGUseList`: how often each discardable node (a private callable of a symbol table
/// that nothing but callables refers to) is referred to, and from which node. A node whose count
/// is zero when its component is visited is dead; a call that is the only use of its callee
/// inlines the body in place and the callee goes.
#[derive(Default)]
struct UseList {
    discardable: FxHashMap<OpRef, isize>,
    node_uses: FxHashMap<OpRef, NodeUses>,
}

impl UseList {
    fn new(ctx: &Context, root: OpRef, nodes: &[OpRef], node_set: &FxHashSet<OpRef>) -> UseList {
        let mut list = UseList::default();
        let mut always_live = Vec::new();
        for &r in ctx.op_regions(root) {
            for b in ctx.region_blocks(r) {
                for o in ctx.block_ops(b) {
                    if node_set.contains(&o) {
                        if visibility(ctx, o) == Visibility::Private {
                            list.discardable.insert(o, 0);
                        }
                        continue;
                    }
                    // References from anything but a callable keep their targets alive.
                    let Some(refs) = symbol_uses(ctx, o) else { return UseList::default() };
                    always_live.extend(refs.into_iter().filter_map(|u| resolve_use(ctx, &u, node_set)));
                }
            }
        }
        for n in always_live {
            list.discardable.remove(&n);
        }
        for &n in nodes {
            list.recompute(ctx, n, node_set);
        }
        list
    }

    fn decrement(&mut self, uses: &NodeUses) {
        for n in &uses.top_level {
            *self.discardable.entry(*n).or_default() -= 1;
        }
        for (n, &k) in &uses.inner {
            *self.discardable.entry(*n).or_default() -= k;
        }
    }

    /// Counts again the references `node` holds (after its simplification).
    fn recompute(&mut self, ctx: &Context, node: OpRef, node_set: &FxHashSet<OpRef>) {
        if let Some(old) = self.node_uses.remove(&node) {
            self.decrement(&old);
        }
        let mut uses = NodeUses::default();
        for u in symbol_uses(ctx, node).unwrap_or_default() {
            let Some(target) = resolve_use(ctx, &u, node_set) else { continue };
            let Some(count) = self.discardable.get_mut(&target) else { continue };
            if u.user != node {
                *uses.inner.entry(target).or_default() += 1;
            } else if !uses.top_level.insert(target) {
                continue;
            }
            *count += 1;
        }
        self.node_uses.insert(node, uses);
    }

    /// Drops the references of `call`, in `user`, once it is inlined.
    fn drop_call_uses(&mut self, ctx: &Context, user: OpRef, call: OpRef, node_set: &FxHashSet<OpRef>) {
        let Some(user_uses) = self.node_uses.get_mut(&user) else { return };
        for u in symbol_uses(ctx, call).unwrap_or_default() {
            let Some(target) = resolve_use(ctx, &u, node_set) else { continue };
            let Some(k) = user_uses.inner.get_mut(&target) else { continue };
            *k -= 1;
            *self.discardable.entry(target).or_default() -= 1;
        }
    }

    /// The references of `callee`'s body now also held by `caller`, into which it was inlined.
    fn merge_after_inlining(&mut self, callee: OpRef, caller: OpRef) {
        let inner: Vec<(OpRef, isize)> =
            self.node_uses.get(&callee).map(|u| u.inner.iter().map(|(&n, &k)| (n, k)).collect()).unwrap_or_default();
        let caller_uses = self.node_uses.entry(caller).or_default();
        for (n, k) in inner {
            *caller_uses.inner.entry(n).or_default() += k;
            *self.discardable.entry(n).or_default() += k;
        }
    }

    /// Forgets `node` (inlined in place) and the references it held.
    fn erase_node(&mut self, node: OpRef) {
        if let Some(old) = self.node_uses.remove(&node) {
            self.decrement(&old);
        }
        self.discardable.remove(&node);
    }

    fn is_dead(&self, node: OpRef) -> bool {
        self.discardable.get(&node) == Some(&0)
    }

    fn has_one_use_and_discardable(&self, node: OpRef) -> bool {
        self.discardable.get(&node) == Some(&1)
    }
}

/// The node a symbol use refers to, if any.
fn resolve_use(ctx: &Context, u: &SymbolUse, node_set: &FxHashSet<OpRef>) -> Option<OpRef> {
    let sym = as_symbol_ref(ctx, u.symbol_ref)?;
    let target = lookup_nearest_symbol_from(ctx, u.user, sym)?;
    node_set.contains(&target).then_some(target)
}

/// A call to consider: the call, the node it is in, the node it calls, and the entry of the
/// inline history it came from (MLIR's `ResolvedCall` and call history).
#[derive(Copy, Clone)]
struct ResolvedCall {
    call: OpRef,
    source: OpRef,
    target: OpRef,
    history: Option<usize>,
}

/// MLIR's `collectCallOps`: the calls in `blocks` (each with the node it is in), taking the
/// blocks last first and the ops of a block in order, the blocks of an op's regions after the
/// block's ops; the regions of nested callables only with `nested`.
fn collect_calls(
    ctx: &Context,
    blocks: Vec<Vec<OpRef>>,
    source: OpRef,
    node_set: &FxHashSet<OpRef>,
    nested: bool,
    history: Option<usize>,
    out: &mut Vec<ResolvedCall>,
) {
    let mut work: Vec<(Vec<OpRef>, OpRef)> = blocks.into_iter().map(|b| (b, source)).collect();
    while let Some((ops, source)) = work.pop() {
        for op in ops {
            if ctx.op_interface::<CallOpInterface>(op).is_some() {
                if let Some(target) = call_target(ctx, op, node_set) {
                    out.push(ResolvedCall { call: op, source, target, history });
                }
                continue;
            }
            let inner = if node_set.contains(&op) {
                if !nested {
                    continue;
                }
                op
            } else {
                source
            };
            for &r in ctx.op_regions(op) {
                for b in ctx.region_blocks(r) {
                    work.push((ctx.block_ops(b).collect(), inner));
                }
            }
        }
    }
}

/// `loc` called from `call_loc`: `callsite(loc at call_loc)`, the call chain of a location that
/// is already a call site extended at its outermost caller (as MLIR stacks them).
fn stack_call_site(ctx: &Context, loc: crate::Attribute, call_loc: crate::Attribute) -> crate::Attribute {
    // `callsite(a at callsite(b at c))` -> `callsite(a at callsite(b at callsite(c at call)))`.
    let mut callees = Vec::new();
    let mut cur = loc;
    while let Some(&CallSiteLoc { callee, caller }) = cur.dyn_cast::<CallSiteLoc>(ctx) {
        callees.push(callee);
        cur = caller;
    }
    let mut out = ctx.intern_attr(CallSiteLoc { callee: cur, caller: call_loc });
    for callee in callees.into_iter().rev() {
        out = ctx.intern_attr(CallSiteLoc { callee, caller: out });
    }
    out
}

/// Gives the ops of `ops`, nested ones included, and the arguments of their blocks, locations
/// called from `call_loc` (nothing when the call's location is unknown, as in MLIR).
fn remap_locations(ctx: &mut Context, ops: &[OpRef], call_loc: crate::Attribute) {
    if call_loc.isa::<UnknownLoc>(ctx) {
        return;
    }
    let mut located = Vec::new();
    for &o in ops {
        ctx.walk_ops_pre_order(o, &mut |n| {
            located.push(n);
            WalkResult::Advance
        });
    }
    for n in located {
        let loc = stack_call_site(ctx, ctx.op_loc(n), call_loc);
        ctx.set_op_loc(n, loc);
        let blocks: Vec<BlockRef> = ctx.op_regions(n).iter().flat_map(|&r| ctx.region_blocks(r)).collect();
        for b in blocks {
            remap_block_arg_locations(ctx, b, call_loc);
        }
    }
}

fn remap_block_arg_locations(ctx: &mut Context, b: BlockRef, call_loc: crate::Attribute) {
    for (i, a) in ctx.block_arguments(b).collect::<Vec<_>>().into_iter().enumerate() {
        let loc = stack_call_site(ctx, ctx.block_argument_loc(b, i), call_loc);
        ctx.set_block_argument_loc(a, loc);
    }
}

/// What inlining put in the call's place: the ops of each inlined block, in order (the first
/// block's now in the call's block), for finding the calls it brought.
type InlinedBlocks = Vec<Vec<OpRef>>;

/// Inlines `call` to `callee` if MLIR's `inlineCall` can: the call passes as many values of
/// the same types as the body takes and expects what it returns, and the dialects of the call,
/// of the op around it and of every op of the body allow it ([`is_legal_to_inline`]). A body
/// of one block goes in the call's place; one of several is cloned between the two halves of
/// the call's block, split after the call, whose second half takes the results as arguments
/// (the callee's dialect turns its returns into branches there). The call is left for the
/// caller to erase.
fn inline_call(ctx: &mut Context, call: OpRef, callee: OpRef) -> Option<InlinedBlocks> {
    let body = callable_body(ctx, callee)?;
    let blocks: Vec<BlockRef> = ctx.region_blocks(body).collect();
    let entry = *blocks.first()?;
    let iface = ctx.op_interface::<CallOpInterface>(call)?;
    let args = (iface.arguments)(ctx, call);
    let params: Vec<Value> = ctx.block_arguments(entry).collect();
    if args.len() != params.len() || args.iter().zip(&params).any(|(&a, &p)| ctx.value_type(a) != ctx.value_type(p)) {
        return None;
    }
    let result_types: Vec<crate::Type> = ctx.result_types(call).collect();
    for &b in &blocks {
        let t = ctx.block_last_op(b)?;
        if ctx.op_has_trait::<ReturnLike>(t)
            && (ctx.num_operands(t) != result_types.len()
                || ctx.operands(t).zip(&result_types).any(|(v, &ty)| ctx.value_type(v) != ty))
        {
            return None;
        }
    }
    let block = ctx.op_parent_block(call)?;
    let region = ctx.block_parent_region(block)?;
    let mut mapping = IrMapping::new();
    for (&p, &a) in params.iter().zip(&args) {
        mapping.map_value(p, a);
    }
    if !is_legal_to_inline(ctx, call, callee, body, region, &mapping) {
        return None;
    }
    let call_loc = ctx.op_loc(call);
    if let [_] = blocks[..] {
        let terminator = ctx.block_last_op(entry)?;
        if !ctx.op_has_trait::<ReturnLike>(terminator) {
            return None;
        }
        let ops: Vec<OpRef> = ctx.block_ops(entry).filter(|&o| o != terminator).collect();
        let mut inlined = Vec::with_capacity(ops.len());
        for o in ops {
            let new = ctx.clone_op(o, &mut mapping);
            ctx.insert_op_before(block, Some(call), new);
            inlined.push(new);
        }
        remap_locations(ctx, &inlined, call_loc);
        let returned: Vec<Value> = ctx.operands(terminator).map(|v| mapping.lookup_value(v).unwrap_or(v)).collect();
        for (i, v) in returned.into_iter().enumerate() {
            let r = ctx.result(call, i);
            ctx.replace_all_uses_with(r, v);
        }
        return Some(vec![inlined]);
    }
    // Several blocks: clone the callee and move its blocks between the halves of `block`.
    let copy = ctx.clone_op(callee, &mut IrMapping::new());
    let copied_body = callable_body(ctx, copy)?;
    let copied: Vec<BlockRef> = ctx.region_blocks(copied_body).collect();
    let post = ctx.create_block();
    ctx.insert_block_before(region, ctx.block_next(block), post);
    let mut rest = ctx.op_next(call);
    while let Some(o) = rest {
        rest = ctx.op_next(o);
        ctx.detach_op(o);
        ctx.append_op(post, o);
    }
    for &b in &copied {
        ctx.detach_block(b);
        ctx.insert_block_before(region, Some(post), b);
    }
    let copied_params: Vec<Value> = ctx.block_arguments(copied[0]).collect();
    for (&p, &a) in copied_params.iter().zip(&args) {
        ctx.replace_all_uses_with(p, a);
    }
    let _ = ctx.erase_op(copy);
    let all_ops: Vec<OpRef> = copied.iter().flat_map(|&b| ctx.block_ops(b)).collect();
    remap_locations(ctx, &all_ops, call_loc);
    if !call_loc.isa::<UnknownLoc>(ctx) {
        for &b in &copied[1..] {
            remap_block_arg_locations(ctx, b, call_loc);
        }
    }
    for (i, ty) in result_types.into_iter().enumerate() {
        let arg = ctx.add_block_argument(post, ty, call_loc);
        let r = ctx.result(call, i);
        ctx.replace_all_uses_with(r, arg);
    }
    for &b in &copied {
        let Some(t) = ctx.block_last_op(b) else { continue };
        if let Some(handler) = inliner_interface(ctx, t) {
            (handler.branch_terminator)(ctx, t, post);
        }
    }
    // The entry block's ops join the call's block.
    let entry_ops: Vec<OpRef> = ctx.block_ops(copied[0]).collect();
    for o in entry_ops {
        ctx.detach_op(o);
        ctx.append_op(block, o);
    }
    ctx.erase_block(copied[0]).ok()?;
    let mut out: InlinedBlocks = vec![ctx.block_ops(block).skip_while(|&o| o != call).skip(1).collect()];
    out.extend(copied[1..].iter().map(|&b| ctx.block_ops(b).collect()));
    Some(out)
}

impl Pass for Inline {
    fn name(&self) -> &'static str {
        "Inliner"
    }
    fn argument(&self) -> &'static str {
        "inline"
    }
    fn description(&self) -> &'static str {
        "Inline function calls"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let pipeline = if self.default_pipeline.trim().is_empty() {
            None
        } else {
            let pm = crate::pass::pipeline::parse_pipeline(&format!("any({})", self.default_pipeline))
                .map_err(|e| Diagnostic::error(ctx.op_loc(op), e))?;
            Some(pm)
        };
        let options = crate::pass::PassOptions { verify_each: false, threading: false, ..Default::default() };
        let nodes = callables_in(ctx, op);
        let node_set: FxHashSet<OpRef> = nodes.iter().copied().collect();
        let edges = call_edges(ctx, op, &node_set);
        let mut uses = UseList::new(ctx, op, &nodes, &node_set);
        // Callables found dead, or inlined in place, erased at the end.
        let mut dead: Vec<OpRef> = Vec::new();
        // Callees first, as MLIR's `inlineSCC`: each component is simplified, then the calls in
        // it inlined, calls brought in by inlining included, and again until nothing more is
        // inlined (at most `max-iterations` times).
        for mut scc in sccs(&nodes, &edges) {
            for _ in 0..self.max_iterations {
                // `optimizeSCC`: nodes with nested callables are not simplified.
                for &c in &scc {
                    if callables_in(ctx, c).is_empty() && ctx.op_has_trait::<IsolatedFromAbove>(c) {
                        self.simplify(ctx, c, pipeline.as_ref(), &options)?;
                    }
                }
                for &c in &scc {
                    if callables_in(ctx, c).is_empty() && ctx.op_has_trait::<IsolatedFromAbove>(c) {
                        uses.recompute(ctx, c, &node_set);
                    }
                }
                if !self.inline_calls_in_scc(ctx, &mut scc, &edges, &node_set, &mut uses, &mut dead) {
                    break;
                }
            }
        }
        for c in dead {
            if !ctx.is_erased(c) {
                ctx.erase_op(c)?;
            }
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(Inline { inlined: 0, ..self.clone() })
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "default-pipeline" => {
                self.default_pipeline = value.to_string();
                Ok(())
            }
            "max-iterations" => {
                self.max_iterations =
                    value.parse().map_err(|_| format!("invalid value '{value}' for option '{key}'"))?;
                Ok(())
            }
            "inlining-threshold" => {
                self.inlining_threshold =
                    value.parse().map_err(|_| format!("invalid value '{value}' for option '{key}'"))?;
                Ok(())
            }
            "op-pipelines" => {
                let mut pipelines = Vec::new();
                for text in split_list(value) {
                    let pm = crate::pass::pipeline::parse_pipeline(&text)?;
                    if pm.anchor().is_none() {
                        return Err(format!("option '{key}': '{text}' must be anchored on an op name"));
                    }
                    pipelines.push(pm);
                }
                self.op_pipelines = pipelines;
                Ok(())
            }
            _ => Err(format!("no such option '{key}'")),
        }
    }
    fn options(&self) -> Vec<(&'static str, OptionValue)> {
        vec![
            ("default-pipeline", OptionValue::Str(self.default_pipeline.clone())),
            ("inlining-threshold", OptionValue::UInt(self.inlining_threshold.into())),
            ("max-iterations", OptionValue::UInt(self.max_iterations.into())),
            ("op-pipelines", OptionValue::List(self.op_pipelines.iter().cloned().map(OptionValue::Pipeline).collect())),
        ]
    }
    fn statistics(&self) -> Vec<crate::pass::statistics::Statistic> {
        vec![crate::pass::statistics::Statistic::new("num-inlined-calls", "Number of inlined calls", self.inlined)]
    }
}

#[cfg(test)]
mod tests {
    use crate::interfaces::{CallOpInterface, CallableOpInterface};
    use crate::Context;

    #[test]
    fn interfaces_attach_to_op_names_and_reach_forks() {
        let ctx = Context::new();
        ctx.attach_op_interface("t.callable", CallableOpInterface { body: |_, _| None });
        let name = ctx.op_name("t.callable");
        assert!(ctx.op_name_interface::<CallableOpInterface>(name).is_some());
        assert!(ctx.op_name_interface::<CallOpInterface>(name).is_none());
        assert!(ctx.op_name_interface::<CallableOpInterface>(ctx.op_name("t.other")).is_none());
        let fork = ctx.fork_empty();
        assert!(fork.op_name_interface::<CallableOpInterface>(fork.op_name("t.callable")).is_some());
    }
}
