//! `inline`: inlines calls into the bodies of their callees (MLIR's `Inliner`), for any dialect
//! whose call and callable ops answer [`CallOpInterface`] and [`CallableOpInterface`] (attached
//! with [`Context::attach_op_interface`], as MLIR's `CallOpInterface`/`CallableOpInterface`).
//!
//! As MLIR's, the pass builds the call graph of the symbol table it runs on and visits its
//! strongly connected components callees first: each is simplified with the `default-pipeline`
//! (`canonicalize` unless set otherwise), then the calls in it are inlined, calls brought in by
//! inlining included, and again until nothing more is inlined (at most `max-iterations` times).
//! A call is inlined when its callee resolves to a callable outside the call's component and in
//! no cycle, with a single-block body ending in a `ReturnLike` terminator. Inlined ops get
//! `callsite(callee at caller)` locations. Private callables nothing refers to when their
//! component is visited are erased, and so is a private callee whose last use is inlined (MLIR
//! inlines it in place); a callee whose uses all go later, some from dead callers, stays, as in
//! MLIR.
//!
//! `op-pipelines` (`{func.func(cse)}`) replaces the default pipeline for callables of the
//! pipelines' anchor ops, and `inlining-threshold` keeps a callee out when its op count exceeds
//! that percentage of its caller's (MLIR's `isProfitableToInline`).
//!
//! Limits: callees with several blocks, recursive callees, calls whose argument or result types
//! differ from the callee's, and calls or callees marked `no_inline` are not inlined; every op is
//! assumed legal to inline (MLIR asks each dialect's `DialectInlinerInterface`).

use crate::builtin::locations::CallSiteLoc;
use crate::clone::IrMapping;
use crate::context::Context;
use crate::conversion::op_attr_or_prop;
use crate::diagnostics::Diagnostic;
use crate::interfaces::{callable_body, resolve_callee, CallOpInterface, CallableOpInterface};
use crate::pass::options::{split_list, OptionValue};
use crate::pass::{OpPassManager, Pass};
use crate::symbol_table::{as_symbol_ref, lookup_nearest_symbol_from, symbol_uses, visibility, SymbolUse, Visibility};
use crate::traits::ReturnLike;
use crate::value::Value;
use crate::walk::WalkResult;
use crate::OpRef;
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

/// Every callable op with a body nested in `root` (not `root` itself).
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

/// The number of symbol references to each private callable of `nodes` from within the regions
/// of `root` (MLIR's discardable symbol uses). Empty when the uses cannot all be known (an
/// unregistered op that might be a symbol table), so that nothing is erased.
fn discardable_uses(ctx: &Context, root: OpRef, nodes: &[OpRef]) -> FxHashMap<OpRef, usize> {
    let mut uses: FxHashMap<OpRef, usize> =
        nodes.iter().filter(|&&c| visibility(ctx, c) == Visibility::Private).map(|&c| (c, 0)).collect();
    for &r in ctx.op_regions(root) {
        let Some(refs) = symbol_uses(ctx, r) else { return FxHashMap::default() };
        add_uses(ctx, refs, &mut uses, 1);
    }
    uses
}

/// Adds `delta` to the count of each counted callable for every reference to it on or in `op`.
fn count_uses(ctx: &Context, op: OpRef, uses: &mut FxHashMap<OpRef, usize>, delta: isize) {
    add_uses(ctx, symbol_uses(ctx, op).unwrap_or_default(), uses, delta);
}

fn add_uses(ctx: &Context, refs: Vec<SymbolUse>, uses: &mut FxHashMap<OpRef, usize>, delta: isize) {
    for u in refs {
        let Some(sym) = as_symbol_ref(ctx, u.symbol_ref) else { continue };
        let Some(target) = lookup_nearest_symbol_from(ctx, u.user, sym) else { continue };
        if let Some(n) = uses.get_mut(&target) {
            *n = n.saturating_add_signed(delta);
        }
    }
}

fn is_no_inline(ctx: &Context, op: OpRef) -> bool {
    op_attr_or_prop(ctx, op, "no_inline").is_some()
}

/// Every call op nested in `root`, with its resolved callable callee.
fn calls_in(ctx: &Context, root: OpRef) -> Vec<(OpRef, OpRef)> {
    let mut calls = Vec::new();
    ctx.walk_ops_pre_order(root, &mut |o| {
        if ctx.op_interface::<CallOpInterface>(o).is_some() {
            if let Some(callee) = resolve_callee(ctx, o) {
                calls.push((o, callee));
            }
        }
        WalkResult::Advance
    });
    calls
}

/// The call graph's strongly connected components, callees before their callers (Tarjan's
/// algorithm emits them in that order), and the callables that are part of a cycle.
struct CallGraph {
    sccs: Vec<Vec<OpRef>>,
    recursive: FxHashSet<OpRef>,
}

fn call_graph(ctx: &Context, nodes: &[OpRef], calls: &[(OpRef, OpRef)]) -> CallGraph {
    let mut edges: FxHashMap<OpRef, Vec<OpRef>> = FxHashMap::default();
    let mut recursive = FxHashSet::default();
    for &(call, callee) in calls {
        let Some(caller) = enclosing_callable(ctx, call) else { continue };
        if caller == callee {
            recursive.insert(callee);
        }
        edges.entry(caller).or_default().push(callee);
    }
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
                if component.len() > 1 {
                    recursive.extend(component.iter().copied());
                }
                component.reverse();
                sccs.push(component);
            }
        }
    }
    CallGraph { sccs, recursive }
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

/// Inlines `call` to `callee` if it can; returns the ops it put in the call's place.
fn inline_call(ctx: &mut Context, call: OpRef, callee: OpRef) -> Option<Vec<OpRef>> {
    let body = callable_body(ctx, callee)?;
    let blocks: Vec<_> = ctx.region_blocks(body).collect();
    let [entry] = blocks[..] else { return None };
    let terminator = ctx.block_last_op(entry)?;
    if !ctx.op_has_trait::<ReturnLike>(terminator) {
        return None;
    }
    let iface = ctx.op_interface::<CallOpInterface>(call)?;
    let args = (iface.arguments)(ctx, call);
    let params: Vec<Value> = ctx.block_arguments(entry).collect();
    if args.len() != params.len()
        || args.iter().zip(&params).any(|(&a, &p)| ctx.value_type(a) != ctx.value_type(p))
        || ctx.num_operands(terminator) != ctx.num_results(call)
        || ctx.operands(terminator).zip(ctx.result_types(call)).any(|(v, t)| ctx.value_type(v) != t)
    {
        return None;
    }
    let block = ctx.op_parent_block(call)?;
    let mut mapping = IrMapping::new();
    for (&p, &a) in params.iter().zip(&args) {
        mapping.map_value(p, a);
    }
    let call_loc = ctx.op_loc(call);
    let ops: Vec<OpRef> = ctx.block_ops(entry).filter(|&o| o != terminator).collect();
    let mut inlined = Vec::with_capacity(ops.len());
    for o in ops {
        let new = ctx.clone_op(o, &mut mapping);
        inlined.push(new);
        let mut located = Vec::new();
        ctx.walk_ops_pre_order(new, &mut |n| {
            located.push(n);
            WalkResult::Advance
        });
        for n in located {
            let loc = stack_call_site(ctx, ctx.op_loc(n), call_loc);
            ctx.set_op_loc(n, loc);
        }
        ctx.insert_op_before(block, Some(call), new);
    }
    let returned: Vec<Value> =
        ctx.operands(terminator).map(|v| mapping.lookup_value(v).unwrap_or(v)).collect::<Vec<_>>();
    for (i, v) in returned.into_iter().enumerate() {
        let r = ctx.result(call, i);
        ctx.replace_all_uses_with(r, v);
    }
    ctx.erase_op(call).ok()?;
    Some(inlined)
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
        // MLIR's `CGUseList`: how often each private callable is referred to. A callable whose
        // count is zero when its component is visited is dead: neither simplified nor inlined
        // into, and erased at the end. A call that is the last use of its callee inlines the body
        // in place and the callee is erased; other callees stay, even if their uses are all
        // inlined later (the counts of a dead caller's calls are not dropped).
        let nodes = callables_in(ctx, op);
        let mut uses = discardable_uses(ctx, op, &nodes);
        let graph = call_graph(ctx, &nodes, &calls_in(ctx, op));
        let mut dead_nodes: Vec<OpRef> = Vec::new();
        // Callees first: each component is simplified, then the calls in it inlined, until
        // nothing more is inlined (at most `max-iterations` times), as MLIR's `inlineSCC`.
        for scc in &graph.sccs {
            let mut live = Vec::new();
            for &c in scc {
                if uses.get(&c) == Some(&0) {
                    if !dead_nodes.contains(&c) {
                        dead_nodes.push(c);
                    }
                } else {
                    live.push(c);
                }
            }
            for _ in 0..self.max_iterations {
                for &c in &live {
                    let name = ctx.op_name_text(c);
                    match self.op_pipelines.iter().find(|pm| pm.anchor() == Some(name)) {
                        Some(pm) => pm.run(ctx, c, &options).0?,
                        None => {
                            if let Some(pm) = &pipeline {
                                pm.run(ctx, c, &options).0?;
                            }
                        }
                    }
                }
                let mut work: std::collections::VecDeque<OpRef> = std::collections::VecDeque::new();
                for &c in &live {
                    for (call, _) in calls_in(ctx, c) {
                        if enclosing_callable(ctx, call) == Some(c) {
                            work.push_back(call);
                        }
                    }
                }
                let mut any = false;
                while let Some(call) = work.pop_front() {
                    if ctx.is_erased(call) {
                        continue;
                    }
                    let Some(callee) = resolve_callee(ctx, call) else { continue };
                    if graph.recursive.contains(&callee)
                        || scc.contains(&callee)
                        || dead_nodes.contains(&callee)
                        || is_no_inline(ctx, call)
                        || is_no_inline(ctx, callee)
                        || enclosing_callable(ctx, call).is_some_and(|caller| !self.profitable(ctx, caller, callee))
                    {
                        continue;
                    }
                    let in_place = uses.get(&callee) == Some(&1);
                    let Some(new_ops) = inline_call(ctx, call, callee) else { continue };
                    self.inlined += 1;
                    any = true;
                    if let Some(n) = uses.get_mut(&callee) {
                        *n = n.saturating_sub(1);
                    }
                    // The inlined body's references count for the caller now; a callee inlined in
                    // place takes its own references with it.
                    for &o in &new_ops {
                        count_uses(ctx, o, &mut uses, 1);
                    }
                    if in_place {
                        count_uses(ctx, callee, &mut uses, -1);
                        dead_nodes.push(callee);
                    }
                    // Calls brought in by inlining (the new ops themselves included) are inlined
                    // too.
                    for o in new_ops {
                        for (c, _) in calls_in(ctx, o) {
                            work.push_back(c);
                        }
                    }
                }
                if !any {
                    break;
                }
            }
        }
        for c in dead_nodes {
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
