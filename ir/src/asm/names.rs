//! SSA value and block naming as MLIR's printer does it: `%0`, `%arg0`, `^bb0`, numbered per
//! region in the order MLIR numbers them (a region's own values first, then nested regions, each
//! starting from the counters left by their parent region).
//!
//! Names live in dense side tables indexed by entity handle (as Cranelift's secondary maps), so
//! looking one up while printing is an array access.

use crate::context::Context;
use crate::entity::EntityRef;
use crate::value::Value;
use crate::{BlockRef, OpRef, RegionRef};
use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::Arc;

const NONE: u32 = u32::MAX;

/// The printed names of the values and blocks under a root op.
#[derive(Default)]
pub struct NameState {
    /// Per op: the number of its first result (`%N`; multi-result ops print `%N#i`).
    results: Vec<u32>,
    /// Per block: the number of its first argument and whether they are `%argN` (entry block).
    args: Vec<(u32, bool)>,
    /// Per block: its number within its region (`^bbN`).
    blocks: Vec<u32>,
    /// Result groups named by the op (MLIR's `getAsmResultNames`): (op, first result) -> name.
    custom: FxHashMap<(OpRef, u32), String>,
    /// The first result of each group, for ops whose results are split into named groups.
    groups: FxHashMap<OpRef, Vec<u32>>,
    /// Block arguments named by their region's op (MLIR's `getAsmBlockArgumentNames`) and the
    /// numbers of the other arguments of those blocks, which are not contiguous.
    arg_names: FxHashMap<Value, ArgName>,
}

/// Where the numbering writes: the dense tables of a [`NameState`], or the lists of a
/// [`Partial`] that a thread fills for one part of the tree.
trait Sink {
    fn set_result(&mut self, op: OpRef, n: u32);
    fn set_args(&mut self, block: BlockRef, first: (u32, bool));
    fn set_block(&mut self, block: BlockRef, n: u32);
    fn custom(&mut self) -> &mut FxHashMap<(OpRef, u32), String>;
    fn groups(&mut self) -> &mut FxHashMap<OpRef, Vec<u32>>;
    fn arg_names(&mut self) -> &mut FxHashMap<Value, ArgName>;
}

impl Sink for NameState {
    fn set_result(&mut self, op: OpRef, n: u32) {
        self.results[op.index()] = n;
    }
    fn set_args(&mut self, block: BlockRef, first: (u32, bool)) {
        self.args[block.index()] = first;
    }
    fn set_block(&mut self, block: BlockRef, n: u32) {
        self.blocks[block.index()] = n;
    }
    fn custom(&mut self) -> &mut FxHashMap<(OpRef, u32), String> {
        &mut self.custom
    }
    fn groups(&mut self) -> &mut FxHashMap<OpRef, Vec<u32>> {
        &mut self.groups
    }
    fn arg_names(&mut self) -> &mut FxHashMap<Value, ArgName> {
        &mut self.arg_names
    }
}

/// The names of one part of the tree, numbered on a thread of its own (custom form only, where
/// the regions under different ops share no counters), for `NameState::absorb`.
#[derive(Default)]
struct Partial {
    results: Vec<(OpRef, u32)>,
    args: Vec<(BlockRef, (u32, bool))>,
    blocks: Vec<(BlockRef, u32)>,
    custom: FxHashMap<(OpRef, u32), String>,
    groups: FxHashMap<OpRef, Vec<u32>>,
    arg_names: FxHashMap<Value, ArgName>,
}

impl Sink for Partial {
    fn set_result(&mut self, op: OpRef, n: u32) {
        self.results.push((op, n));
    }
    fn set_args(&mut self, block: BlockRef, first: (u32, bool)) {
        self.args.push((block, first));
    }
    fn set_block(&mut self, block: BlockRef, n: u32) {
        self.blocks.push((block, n));
    }
    fn custom(&mut self) -> &mut FxHashMap<(OpRef, u32), String> {
        &mut self.custom
    }
    fn groups(&mut self) -> &mut FxHashMap<OpRef, Vec<u32>> {
        &mut self.groups
    }
    fn arg_names(&mut self) -> &mut FxHashMap<Value, ArgName> {
        &mut self.arg_names
    }
}

/// A region still to number, with the counters and the names of the regions around it.
type Pending = (RegionRef, Counters, Arc<Scope>);

/// How many regions side by side (the bodies of a module's functions) make the custom form's
/// numbering go to the thread pool.
const PARALLEL_REGIONS: usize = 8;

/// The name of a block argument of a block with op-named arguments.
enum ArgName {
    Named(String),
    Numbered(u32, bool),
}

#[derive(Copy, Clone)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

/// The names used in a region and, through `parent`, in the regions enclosing it.
struct Scope {
    names: FxHashSet<String>,
    parent: Option<Arc<Scope>>,
}

impl Scope {
    fn contains(&self, name: &str) -> bool {
        let mut s = Some(self);
        while let Some(scope) = s {
            if scope.names.contains(name) {
                return true;
            }
            s = scope.parent.as_deref();
        }
        false
    }
}

/// MLIR's `sanitizeIdentifier`: characters that cannot appear in a name become `_`, and a
/// leading digit gets a `_` before it.
fn sanitize(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 1);
    if name.as_bytes().first().is_some_and(u8::is_ascii_digit) {
        out.push('_');
    }
    for c in name.chars() {
        if c.is_ascii_alphanumeric() || "$._-".contains(c) {
            out.push(c);
        } else {
            out.push('_');
        }
    }
    out
}

/// Appends the decimal digits of `n` (faster than `write!` on the printer's hot path).
#[inline]
pub fn push_u32(out: &mut String, mut n: u32) {
    let mut buf = [0u8; 10];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    // ASCII digits, pushed one by one: cheaper than validating the buffer as UTF-8 for a
    // few digits.
    out.reserve(buf.len() - i);
    for &b in &buf[i..] {
        out.push(char::from(b));
    }
}

fn unique_name(name: &str, c: &mut Counters, scope: &mut Scope) -> String {
    let name = sanitize(name);
    let unique = if !scope.contains(&name) {
        name
    } else {
        loop {
            let probe = format!("{name}_{}", c.conflict);
            c.conflict += 1;
            if !scope.contains(&probe) {
                break probe;
            }
        }
    };
    scope.names.insert(unique.clone());
    unique
}

fn number_op(s: &mut impl Sink, ctx: &Context, op: OpRef, c: &mut Counters, scope: &mut Scope, generic: bool) {
    let n = ctx.num_results(op) as u32;
    if n == 0 {
        return;
    }
    let mut first_named = false;
    if !generic {
        if let Some(names_fn) = ctx.op_registered_info_ref(op).and_then(|i| i.asm_result_names) {
            let mut starts = vec![0u32];
            for (index, name) in names_fn(ctx, op) {
                if index >= n || s.custom().contains_key(&(op, index)) {
                    continue;
                }
                if name.is_empty() {
                    continue;
                }
                let unique = unique_name(&name, c, scope);
                s.custom().insert((op, index), unique);
                if index == 0 {
                    first_named = true;
                } else {
                    starts.push(index);
                }
            }
            if starts.len() > 1 {
                starts.sort_unstable();
                starts.dedup();
                s.groups().insert(op, starts);
            }
        }
    }
    if !first_named {
        s.set_result(op, c.value);
        c.value += 1;
    }
}

fn number_region(
    s: &mut impl Sink,
    ctx: &Context,
    region: RegionRef,
    c: &mut Counters,
    scope: &mut Scope,
    generic: bool,
) {
    let mut named = FxHashMap::default();
    if !generic {
        let parent = ctx.region_parent_op(region);
        let model = parent.and_then(|p| ctx.op_interface::<dyn crate::interfaces::OpAsmBlockArgNames>(p));
        if let (Some(p), Some(m)) = (parent, model) {
            for (v, name) in m.block_arg_names(ctx, p, region) {
                if !named.contains_key(&v) && !name.is_empty() {
                    let unique = unique_name(&name, c, scope);
                    named.insert(v, unique);
                }
            }
        }
    }
    for (i, b) in ctx.region_blocks(region).enumerate() {
        s.set_block(b, i as u32);
        let n = ctx.num_block_arguments(b) as u32;
        if !named.is_empty() && ctx.block_arguments(b).any(|a| named.contains_key(&a)) {
            for a in ctx.block_arguments(b) {
                let name = match named.remove(&a) {
                    Some(s) => ArgName::Named(s),
                    None if i == 0 => {
                        c.arg += 1;
                        ArgName::Numbered(c.arg - 1, true)
                    }
                    None => {
                        c.value += 1;
                        ArgName::Numbered(c.value - 1, false)
                    }
                };
                s.arg_names().insert(a, name);
            }
            for op in ctx.block_ops(b) {
                number_op(s, ctx, op, c, scope, generic);
            }
            continue;
        }
        if i == 0 {
            s.set_args(b, (c.arg, true));
            c.arg += n;
        } else {
            s.set_args(b, (c.value, false));
            c.value += n;
        }
        for op in ctx.block_ops(b) {
            number_op(s, ctx, op, c, scope, generic);
        }
    }
}

/// Numbers the regions of `stack` and everything nested in them, as MLIR does: the last pushed
/// first, each from its parent's counters (custom form) or from the counters the region before
/// it left (`generic`, starting from `running`). With `split`, the regions nested in the first
/// region that holds [`PARALLEL_REGIONS`] regions or more are returned instead of numbered
/// (each with its counters and scope, independent of the others in the custom form).
fn number_regions(
    s: &mut impl Sink,
    ctx: &Context,
    mut stack: Vec<Pending>,
    mut running: Counters,
    generic: bool,
    split: bool,
) -> Vec<Pending> {
    let mut nested = Vec::new();
    while let Some((region, saved, parent)) = stack.pop() {
        let mut c = if generic { running } else { saved };
        let mut scope = Scope { names: FxHashSet::default(), parent: Some(parent) };
        number_region(s, ctx, region, &mut c, &mut scope, generic);
        running = c;
        let scope = Arc::new(scope);
        nested.clear();
        for b in ctx.region_blocks(region) {
            for op in ctx.block_ops(b) {
                for &r in ctx.op_regions(op) {
                    nested.push((r, c, scope.clone()));
                }
            }
        }
        if split && nested.len() >= PARALLEL_REGIONS {
            // The rest of the stack is numbered here, the nested regions on the pool.
            let parts = std::mem::take(&mut nested);
            number_regions(s, ctx, stack, running, generic, false);
            return parts;
        }
        stack.append(&mut nested);
    }
    Vec::new()
}

impl NameState {
    /// Numbers everything nested in `root` (the root's own results are numbered first, in the
    /// scope of the root) for the custom (`generic == false`) or generic form. For the generic
    /// form, as MLIR does, ids are unique across regions (the counters keep running in the order
    /// regions are visited) and ops do not name their results.
    pub fn with_mode(ctx: &Context, root: OpRef, generic: bool) -> Self {
        let mut s = NameState {
            results: vec![NONE; ctx.ops.len()],
            args: vec![(NONE, false); ctx.blocks.len()],
            blocks: vec![NONE; ctx.blocks.len()],
            custom: FxHashMap::default(),
            groups: FxHashMap::default(),
            arg_names: FxHashMap::default(),
        };
        let mut c = Counters { value: 0, arg: 0, conflict: 0 };
        let mut top = Scope { names: FxHashSet::default(), parent: None };
        number_op(&mut s, ctx, root, &mut c, &mut top, generic);
        let top = Arc::new(top);
        // MLIR pushes regions in order and pops the last first (visible with unique ids).
        let stack: Vec<Pending> = ctx.op_regions(root).iter().map(|&r| (r, c, top.clone())).collect();
        // In the custom form a region's names depend only on the regions around it, so the
        // many regions side by side of a module's functions are numbered in parallel.
        let split = !generic && ctx.multithreading();
        let parts = number_regions(&mut s, ctx, stack, c, generic, split);
        if !parts.is_empty() {
            use rayon::prelude::*;
            let per = parts.len().div_ceil(rayon::current_num_threads() * 4).max(1);
            let partials: Vec<Partial> = parts
                .par_chunks(per)
                .map(|items| {
                    let mut p = Partial::default();
                    number_regions(&mut p, ctx, items.to_vec(), c, false, false);
                    p
                })
                .collect();
            for p in partials {
                s.absorb(p);
            }
        }
        s
    }

    /// Writes what a thread numbered into the tables.
    fn absorb(&mut self, p: Partial) {
        for (op, n) in p.results {
            self.results[op.index()] = n;
        }
        for (b, first) in p.args {
            self.args[b.index()] = first;
        }
        for (b, n) in p.blocks {
            self.blocks[b.index()] = n;
        }
        self.custom.extend(p.custom);
        self.groups.extend(p.groups);
        self.arg_names.extend(p.arg_names);
    }

    /// The result group of result `index` of `op`: its first result and its size.
    fn group_of(&self, ctx: &Context, op: OpRef, index: u32) -> (u32, u32) {
        let n = ctx.num_results(op) as u32;
        match self.groups.get(&op) {
            None => (0, n),
            Some(starts) => {
                let pos = starts.partition_point(|&s| s <= index).max(1) - 1;
                let start = starts[pos];
                let end = starts.get(pos + 1).copied().unwrap_or(n);
                (start, end - start)
            }
        }
    }

    /// Writes the name of a result group (`%0`, `%c0`) into `out`.
    fn write_group_name(&self, op: OpRef, start: u32, out: &mut String) -> bool {
        // `number_op` gives an op a number exactly when it names no group at 0, so a numbered
        // op's first group has no custom name: the map is looked up only for the others.
        if let Some(n) = self.results.get(op.index()).copied().filter(|&n| n != NONE && start == 0) {
            out.push('%');
            push_u32(out, n);
            return true;
        }
        match self.custom.get(&(op, start)) {
            Some(name) => {
                out.push('%');
                out.push_str(name);
                true
            }
            None => false,
        }
    }

    /// Writes the name of `v` (e.g. `%0`, `%1#2`, `%c0`, `%arg0`) into `out`.
    pub fn write_value(&self, ctx: &Context, v: Value, out: &mut String) {
        match v {
            Value::Result { op, index } => {
                let (start, size) = self.group_of(ctx, op, index);
                if !self.write_group_name(op, start, out) {
                    out.push_str("<<UNKNOWN SSA VALUE>>");
                    return;
                }
                if size > 1 {
                    out.push('#');
                    push_u32(out, index - start);
                }
            }
            Value::Argument { .. } if !self.arg_names.is_empty() && self.arg_names.contains_key(&v) => {
                match &self.arg_names[&v] {
                    ArgName::Named(s) => {
                        out.push('%');
                        out.push_str(s);
                    }
                    ArgName::Numbered(n, entry) => {
                        out.push_str(if *entry { "%arg" } else { "%" });
                        push_u32(out, *n);
                    }
                }
            }
            Value::Argument { block, index } => match self.args.get(block.index()).copied() {
                Some((base, entry)) if base != NONE => {
                    out.push_str(if entry { "%arg" } else { "%" });
                    push_u32(out, base + index);
                }
                _ => out.push_str("<<UNKNOWN SSA VALUE>>"),
            },
        }
    }

    /// Writes the result groups of `op` as its definition prints them (`%0`, `%0:2`,
    /// `%a, %b:2`) into `out`.
    pub fn write_result_groups(&self, ctx: &Context, op: OpRef, out: &mut String) {
        let n = ctx.num_results(op) as u32;
        let single = [0u32];
        let starts: &[u32] = self.groups.get(&op).map(Vec::as_slice).unwrap_or(&single);
        for (i, &start) in starts.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            if !self.write_group_name(op, start, out) {
                out.push_str("<<UNKNOWN SSA VALUE>>");
            }
            let end = starts.get(i + 1).copied().unwrap_or(n);
            if end - start > 1 {
                out.push(':');
                push_u32(out, end - start);
            }
        }
    }

    /// The number of `block` within its region (`^bbN`).
    pub fn block_number(&self, block: BlockRef) -> Option<u32> {
        self.blocks.get(block.index()).copied().filter(|&n| n != NONE)
    }
}
