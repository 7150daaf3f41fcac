//! The `one-shot-bufferize` pass (MLIR's One-Shot Bufferize): tensor programs become buffer
//! (memref) programs in one analysis and one rewrite.
//!
//! The analysis decides, for every tensor operand an op writes and every operand a view makes
//! its result alias (`extract_slice`, `cast`, `collapse_shape`, `expand_shape`, `reshape`,
//! `select`), whether it bufferizes in place, sharing the operand's buffer. It is MLIR's
//! read-after-write conflict analysis: values that share a buffer form alias sets (union-find,
//! merged as operands are decided in place); an operand may not be in place when, in the merged
//! set, a write happens before a read of a value whose contents were defined before that write,
//! when the set holds a buffer that may not be written (a constant, a function argument without
//! function-boundary bufferization) and is written, or when a write in a loop writes a value from
//! outside the loop. Operands are decided bottom-up, as MLIR's default heuristic. With
//! `copy-before-write` every write gets a copy without analysis. A conflicting write becomes a
//! write to `bufferization.alloc_tensor() copy(%t)` made before the op (an allocation without
//! copy when the op does not read the operand); a conflicting view copies its result right after
//! it instead. Loops must yield tensors equivalent to their iteration arguments.
//!
//! The rewrite asks each op's [`BufferizableOpInterface`] model for buffer ops; results are
//! replaced by `bufferization.to_tensor` of the new buffers, and operands get their buffer from
//! such a `to_tensor` (or a new `bufferization.to_buffer`); pairs are folded at the end, so only
//! the boundaries with ops without a model keep them. With `bufferize-function-boundaries`
//! function signatures, calls and returns are bufferized too (functions callee first, so a call
//! knows which arguments its callee writes): tensor arguments become memrefs with a fully dynamic
//! strided layout (or the identity layout with
//! `function-boundary-type-conversion=identity-layout-map`), results take the type of the
//! returned buffers.

use super::call_order::{funcs_ordered_by_calls, CallOrder};
use super::interface::{AnalysisState, BufferizableOpInterface, CalleeInfo};
use super::models::branch::{bufferize_block_signature, signature_bufferized};
use crate::arith;
use crate::bufferization::MaterializeInDestinationOp;
use crate::bufferization::{AllocTensorOp, ToBufferOp, ToTensorOp};
use crate::func::{self, FuncOp};
use crate::memref;
use crate::memref::GlobalOp;
use crate::memref::{self as mr, cast_compatible};
use crate::scf;
use crate::tensor::{self, DimOp};
pub use crate::utils::shapes::is_tensor;
use oxir::builtin::attributes::{IntegerAttr, StringAttr, TypeAttr};
use oxir::builtin::types::*;
use oxir::ods::Op;
use oxir::pass::options::{split_list, OptionValue};
use oxir::pass::Pass;
use oxir::symbol_table::SymbolTable;
use oxir::verifier::dominance::DomTree;
use oxir::{
    Attribute, BlockRef, Builder, Context, Diagnostic, OpBuilder, OpRef, OperationState, RegionRef, Type, Value,
};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

/// The `one-shot-bufferize` pass and its options.
#[derive(Clone, Default)]
pub struct OneShotBufferize {
    /// `bufferize-function-boundaries`.
    pub function_boundaries: bool,
    /// `function-boundary-type-conversion=identity-layout-map`.
    pub identity_layout: bool,
    /// The value given to `function-boundary-type-conversion` (empty: the default,
    /// `infer-layout-map`), printed back as given: oxir bufferizes `fully-dynamic-layout-map`
    /// as `infer-layout-map`.
    pub function_boundary_type_conversion: &'static str,
    /// `copy-before-write`: skip the analysis, copy before every write.
    pub copy_before_write: bool,
    /// `allow-return-allocs-from-loops`: a loop may give back a buffer other than the one it got
    /// (copied), instead of the "not equivalent" error.
    pub allow_return_allocs: bool,
    /// `allow-unknown-ops`: ops without a model may keep tensors (at `to_tensor`/`to_buffer`
    /// boundaries); otherwise they are an error ("op was not bufferized").
    pub allow_unknown_ops: bool,
    /// `no-analysis-func-filter`: functions bufferized as with `copy-before-write`.
    pub no_analysis_funcs: Vec<String>,
    /// `dialect-filter`: only the ops of these dialects are bufferized (all when empty); the
    /// others are treated as ops without a model, and may keep their tensors.
    pub dialect_filter: Vec<String>,
    /// `analysis-heuristic=top-down`: decide operands in program order (else bottom-up).
    pub top_down: bool,
    /// `buffer-alignment` (`None`: 64).
    pub buffer_alignment: Option<u64>,
    /// `unknown-type-conversion=identity-layout-map`.
    pub unknown_identity_layout: bool,
    /// `test-analysis-only`: annotate the analysis decisions instead of bufferizing.
    pub test_analysis_only: bool,
}

fn parse_bool(key: &str, value: &str) -> Result<bool, String> {
    match value {
        "" | "true" | "1" => Ok(true),
        "false" | "0" => Ok(false),
        _ => Err(format!("invalid value '{value}' for option '{key}'")),
    }
}

/// The layout-map options' values (MLIR's `LayoutMapOption`).
const LAYOUT_MAPS: [&str; 3] = ["infer-layout-map", "identity-layout-map", "fully-dynamic-layout-map"];

impl Pass for OneShotBufferize {
    fn name(&self) -> &'static str {
        "OneShotBufferizePass"
    }
    fn argument(&self) -> &'static str {
        "one-shot-bufferize"
    }
    fn description(&self) -> &'static str {
        "One-Shot Bufferize"
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "bufferize-function-boundaries" => self.function_boundaries = parse_bool(key, value)?,
            "copy-before-write" => self.copy_before_write = parse_bool(key, value)?,
            "function-boundary-type-conversion" => {
                (self.identity_layout, self.function_boundary_type_conversion) = match value {
                    "identity-layout-map" => (true, "identity-layout-map"),
                    "fully-dynamic-layout-map" => (false, "fully-dynamic-layout-map"),
                    "infer-layout-map" => (false, "infer-layout-map"),
                    _ => return Err(format!("invalid value '{value}' for option '{key}'")),
                }
            }
            "allow-return-allocs-from-loops" => self.allow_return_allocs = parse_bool(key, value)?,
            "allow-unknown-ops" => self.allow_unknown_ops = parse_bool(key, value)?,
            // oxir's analysis has no rule of its own for parallel regions: a write in any loop
            // (`scf.forall` included) to a buffer from outside it conflicts, as
            // MLIR's default (true) gives on the tested inputs.
            "check-parallel-regions" if parse_bool(key, value)? => {}
            "no-analysis-func-filter" => self.no_analysis_funcs = split_list(value),
            "analysis-heuristic" => {
                self.top_down = match value {
                    "bottom-up" => false,
                    "top-down" => true,
                    "bottom-up-from-terminators" | "fuzzer" => {
                        return Err(format!("option '{key}': the '{value}' heuristic is not supported by oxir"))
                    }
                    _ => return Err(format!("invalid value '{value}' for option '{key}'")),
                }
            }
            "buffer-alignment" => {
                let a = value.parse::<u64>().map_err(|_| format!("invalid value '{value}' for option '{key}'"))?;
                self.buffer_alignment = Some(a);
            }
            "unknown-type-conversion" => {
                self.unknown_identity_layout = match value {
                    "identity-layout-map" => true,
                    "fully-dynamic-layout-map" => false,
                    _ => {
                        return Err(format!(
                            "Invalid option: '{value}' is not a valid value for 'unknown-type-conversion'"
                        ))
                    }
                }
            }
            "dialect-filter" => self.dialect_filter = split_list(value),
            "test-analysis-only" => self.test_analysis_only = parse_bool(key, value)?,
            "print-conflicts" | "dump-alias-sets" | "must-infer-memory-space" | "use-encoding-for-memory-space"
                if !parse_bool(key, value)? => {}
            "print-conflicts"
            | "dump-alias-sets"
            | "must-infer-memory-space"
            | "use-encoding-for-memory-space"
            | "analysis-fuzzer-seed"
            | "check-parallel-regions" => {
                let opt = if value.is_empty() { key.to_string() } else { format!("{key}={value}") };
                return Err(format!("option '{opt}' is not supported by oxir's one-shot-bufferize"));
            }
            _ => return Err(format!("no such option '{key}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(&'static str, OptionValue)> {
        let layout = |identity: bool| if identity { "identity-layout-map" } else { "fully-dynamic-layout-map" };
        let boundary = match self.function_boundary_type_conversion {
            "" => "infer-layout-map",
            given => given,
        };
        // The options oxir accepts only at their default values print those.
        vec![
            ("allow-return-allocs-from-loops", OptionValue::Bool(self.allow_return_allocs)),
            ("allow-unknown-ops", OptionValue::Bool(self.allow_unknown_ops)),
            ("analysis-fuzzer-seed", OptionValue::UInt(0)),
            ("analysis-heuristic", OptionValue::Str(if self.top_down { "top-down" } else { "bottom-up" }.into())),
            ("buffer-alignment", OptionValue::UInt(self.buffer_alignment.unwrap_or(64))),
            ("bufferize-function-boundaries", OptionValue::Bool(self.function_boundaries)),
            ("check-parallel-regions", OptionValue::Bool(true)),
            ("copy-before-write", OptionValue::Bool(self.copy_before_write)),
            ("dialect-filter", OptionValue::strings(&self.dialect_filter)),
            ("dump-alias-sets", OptionValue::Bool(false)),
            ("function-boundary-type-conversion", OptionValue::enumerated(boundary, &LAYOUT_MAPS)),
            ("must-infer-memory-space", OptionValue::Bool(false)),
            ("no-analysis-func-filter", OptionValue::strings(&self.no_analysis_funcs)),
            ("print-conflicts", OptionValue::Bool(false)),
            ("test-analysis-only", OptionValue::Bool(self.test_analysis_only)),
            ("unknown-type-conversion", OptionValue::enumerated(layout(self.unknown_identity_layout), &LAYOUT_MAPS)),
            ("use-encoding-for-memory-space", OptionValue::Bool(false)),
        ]
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        run_one_shot(ctx, op, self)
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

// ----- types -----

/// A memref type.
pub fn memref_type(
    ctx: &Context,
    shape: Vec<i64>,
    element: Type,
    layout: Option<Attribute>,
    space: Option<Attribute>,
) -> Type {
    ctx.intern_type(MemRefType { shape, element, layout, memory_space: space })
}

/// A `strided<[...], offset: ...>` layout.
pub fn strided_layout(ctx: &Context, offset: i64, strides: Vec<i64>) -> Attribute {
    ctx.intern_attr(oxir::builtin::attributes::StridedLayoutAttr { offset, strides })
}

/// The memref type of tensor type `t` with the given layout (`None`: identity); an unranked
/// memref for an unranked tensor.
pub fn buffer_type(ctx: &Context, t: Type, layout: Option<Attribute>, space: Option<Attribute>) -> Type {
    if let Some(r) = t.dyn_cast::<RankedTensorType>(ctx) {
        return memref_type(ctx, r.shape.clone(), r.element, layout, space);
    }
    if let Some(u) = t.dyn_cast::<UnrankedTensorType>(ctx) {
        return ctx.intern_type(UnrankedMemRefType { element: u.element, memory_space: space });
    }
    t
}

/// The memref type of tensor type `t` with a fully dynamic strided layout
/// (`strided<[?, ...], offset: ?>`), what a buffer of unknown origin may be.
pub fn fully_dynamic_buffer_type(ctx: &Context, t: Type) -> Type {
    let layout =
        t.dyn_cast::<RankedTensorType>(ctx).map(|r| strided_layout(ctx, DYNAMIC, vec![DYNAMIC; r.shape.len()]));
    buffer_type(ctx, t, layout, None)
}

// ----- the analysis -----

/// The bufferization model of `op`, if it has one.
pub fn model_of(ctx: &Context, op: OpRef) -> Option<Arc<dyn BufferizableOpInterface>> {
    ctx.op_interface::<dyn BufferizableOpInterface>(op)
}

fn tensor_operands(ctx: &Context, op: OpRef) -> Vec<usize> {
    ctx.operands(op).enumerate().filter(|(_, v)| is_tensor(ctx, ctx.value_type(*v))).map(|(i, _)| i).collect()
}

/// Union-find over tensor values with member lists.
#[derive(Default)]
struct AliasSets {
    parent: HashMap<Value, Value>,
    members: HashMap<Value, Vec<Value>>,
}

impl AliasSets {
    fn find(&mut self, v: Value) -> Value {
        let mut r = v;
        while let Some(&p) = self.parent.get(&r) {
            if p == r {
                break;
            }
            r = p;
        }
        self.parent.insert(v, r);
        r
    }
    fn union(&mut self, a: Value, b: Value) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return;
        }
        let mut mb = self.members.remove(&rb).unwrap_or_else(|| vec![rb]);
        let ma = self.members.entry(ra).or_insert_with(|| vec![ra]);
        ma.append(&mut mb);
        self.parent.insert(rb, ra);
    }
    fn members(&mut self, v: Value) -> Vec<Value> {
        let r = self.find(v);
        self.members.get(&r).cloned().unwrap_or_else(|| vec![r])
    }
}

struct Analysis<'a> {
    ctx: &'a Context,
    st: &'a AnalysisState,
    sets: AliasSets,
    /// The position of each op in a pre-order walk of the module's functions.
    pos: HashMap<OpRef, usize>,
    out_of_place: Vec<Conflict>,
    in_place_writes: Vec<(OpRef, usize)>,
    /// The operands of ops without a model (unknown ops, and calls and returns without function
    /// boundaries) decided out of place: MLIR decides them as any operand, but makes no copy
    /// for them; only test-analysis-only shows them.
    unknown_out_of_place: Vec<(OpRef, usize)>,
    /// `analysis-heuristic=top-down`.
    top_down: bool,
    /// The dominator trees of the multi-block regions asked about so far.
    doms: std::cell::RefCell<HashMap<RegionRef, DomTree>>,
}

/// An operand that bufferizes out of place.
struct Conflict {
    op: OpRef,
    operand: usize,
    /// Whether the op reads the operand (the copy then copies its contents).
    read: bool,
    /// Whether the op's result is copied (right after the op, for the uses that read it)
    /// instead of the operand: for views, whose operand is neither read nor written.
    copy_result: bool,
    /// Whether the conflict is a read after write (not a write to a read-only buffer).
    raw: bool,
}

/// Ops whose aliasing operands get an in-place decision of their own (views and casts, which
/// neither read nor write but make their result share the operand's buffer).
fn is_view_like(ctx: &Context, op: OpRef) -> bool {
    matches!(
        ctx.op_name_text(op),
        tensor::ExtractSliceOp::NAME
            | tensor::CastOp::NAME
            | tensor::CollapseShapeOp::NAME
            | tensor::ExpandShapeOp::NAME
            | tensor::ReshapeOp::NAME
            | arith::SelectOp::NAME
    )
}

fn is_loop(ctx: &Context, op: OpRef) -> bool {
    matches!(ctx.op_name_text(op), scf::ForOp::NAME | scf::WhileOp::NAME | scf::ParallelOp::NAME | scf::ForallOp::NAME)
}

impl<'a> Analysis<'a> {
    /// The model the analysis asks about `op`: none for the func dialect's calls and returns
    /// without function boundaries, which MLIR's analysis treats as unknown ops (read and
    /// written, decided in place or not as any operand, never copied for).
    fn model(&self, op: OpRef) -> Option<Arc<dyn BufferizableOpInterface>> {
        let ctx = self.ctx;
        if !self.st.function_boundaries && (ctx.isa_op::<func::CallOp>(op) || ctx.isa_op::<func::ReturnOp>(op)) {
            return None;
        }
        model_of(ctx, op).filter(|_| self.st.allows(ctx, op))
    }
    fn reads(&self, op: OpRef, i: usize) -> bool {
        self.model(op).is_none_or(|m| m.reads(self.ctx, self.st, op, i))
    }
    fn writes(&self, op: OpRef, i: usize) -> bool {
        self.model(op).is_none_or(|m| m.writes(self.ctx, self.st, op, i))
    }
    fn aliases(&self, op: OpRef, i: usize) -> Vec<Value> {
        let ctx = self.ctx;
        match self.model(op) {
            Some(m) => m.aliases(ctx, self.st, op, i),
            // MLIR's `unknownGetAliasingValues`: an op without a model may return the buffer of
            // any operand as any tensor result (whose buffer may not be written).
            None => ctx.results(op).filter(|&r| is_tensor(ctx, ctx.value_type(r))).collect(),
        }
    }

    /// Whether `v`'s buffer may not be written: constants, `to_tensor` without `writable`,
    /// results of ops without a model, function arguments unless function boundaries are
    /// bufferized (or marked `bufferization.writable = false`).
    fn non_writable(&self, v: Value) -> bool {
        let ctx = self.ctx;
        if let Some(op) = ctx.defining_op(v) {
            return self.model(op).is_none_or(|m| !m.results_writable(ctx, op));
        }
        let Some(block) = ctx.value_parent_block(v) else { return false };
        let Some(parent) = ctx.block_parent_op(block) else { return false };
        if ctx.op_name_text(parent) != FuncOp::NAME {
            return false;
        }
        if !self.st.function_boundaries {
            return true;
        }
        let idx = ctx.block_arguments(block).position(|a| a == v).unwrap_or(0);
        let attr = FuncOp::from_op_unchecked(parent)
            .arg_attrs(ctx)
            .and_then(|a| a.elements.get(idx).copied())
            .and_then(|d| oxir::builtin::attributes::DictionaryAttr::lookup(ctx, d, "bufferization.writable"));
        attr.and_then(|a| a.dyn_cast::<IntegerAttr>(ctx).map(|i| i.value.is_zero())) == Some(true)
    }

    /// The values whose definitions `v`'s contents come from: `v` itself unless it is a pure
    /// alias (an op result aliasing operands the op does not write), then those operands' ones.
    fn defs(&self, v: Value, depth: usize) -> Vec<Value> {
        let ctx = self.ctx;
        let Some(op) = ctx.defining_op(v) else { return vec![v] };
        if depth > 64 {
            return vec![v];
        }
        let from: Vec<Value> = tensor_operands(ctx, op)
            .into_iter()
            .filter(|&i| !self.writes(op, i) && self.aliases(op, i).contains(&v))
            .map(|i| ctx.operand(op, i))
            .collect();
        if from.is_empty() {
            return vec![v];
        }
        from.into_iter().flat_map(|o| self.defs(o, depth + 1)).collect()
    }

    /// The operands that result `v` aliases (MLIR's `getAliasingOpOperands`): the operands of
    /// its op that alias it, else those of the terminators of the op's regions that do (the
    /// yields of an `scf.if`); none for a block argument or a result of an op without a model.
    fn aliasing_operands(&self, v: Value) -> Vec<(OpRef, usize)> {
        let ctx = self.ctx;
        let Some(op) = ctx.defining_op(v).filter(|&o| self.model(o).is_some()) else { return Vec::new() };
        let mut out: Vec<(OpRef, usize)> = tensor_operands(ctx, op)
            .into_iter()
            .filter(|&i| self.aliases(op, i).contains(&v))
            .map(|i| (op, i))
            .collect();
        if out.is_empty() {
            for &r in ctx.op_regions(op) {
                for b in ctx.region_blocks(r) {
                    let Some(t) = ctx.block_last_op(b) else { continue };
                    out.extend(
                        tensor_operands(ctx, t)
                            .into_iter()
                            .filter(|&i| self.aliases(t, i).contains(&v))
                            .map(|i| (t, i)),
                    );
                }
            }
        }
        out
    }

    /// Walks from `v` against the flow of buffers (from a result to the operands it aliases)
    /// and gives the values where `stop` holds; a value aliasing no operand ends a path without
    /// being given (MLIR's `findValueInReverseUseDefChain` without leaves).
    fn reverse_find(&self, v: Value, stop: &dyn Fn(Value) -> bool) -> Vec<Value> {
        let ctx = self.ctx;
        let (mut work, mut seen, mut out) = (vec![v], HashSet::new(), Vec::new());
        while let Some(x) = work.pop() {
            if !seen.insert(x) {
                continue;
            }
            if stop(x) {
                out.push(x);
                continue;
            }
            work.extend(self.aliasing_operands(x).into_iter().map(|(o, i)| ctx.operand(o, i)));
        }
        out
    }

    /// Whether `v` is a buffer written with contents of its own (MLIR's
    /// `bufferizesToMemoryWrite` of a value): a block argument, a result of an op without a model
    /// or one aliasing no operand (a constant, `tensor.generate`), unless the op says its results
    /// have no contents (`tensor.empty`); a result aliasing an operand the op writes; or a result
    /// whose aliased values are written inside the op (an `scf.if` yielding a new tensor).
    fn is_memory_write(&self, v: Value, depth: usize) -> bool {
        let ctx = self.ctx;
        let Some(op) = ctx.defining_op(v) else { return true };
        let Some(m) = self.model(op) else { return true };
        if let Some(defined) = m.results_defined(ctx, op) {
            return defined;
        }
        let operands = self.aliasing_operands(v);
        if operands.is_empty() || depth > 16 {
            return true;
        }
        if operands.iter().any(|&(o, i)| self.writes(o, i)) {
            return true;
        }
        let inside = |x: Value| {
            let owner = ctx.defining_op(x).or_else(|| ctx.value_parent_block(x).and_then(|b| ctx.block_parent_op(b)));
            owner.is_some_and(|w| ctx.is_ancestor_or_self(op, w)) && self.is_memory_write(x, depth + 1)
        };
        operands.iter().any(|&(o, i)| !self.reverse_find(ctx.operand(o, i), &inside).is_empty())
    }

    /// The definitions whose contents a read of `v` may see (MLIR's `findDefinitions`): the
    /// memory writes found walking back from `v` through the values it aliases. Values without
    /// contents (`tensor.empty`) are none, so a read of them conflicts with no write.
    fn definitions(&self, v: Value) -> Vec<Value> {
        self.reverse_find(v, &|x| self.is_memory_write(x, 0))
    }

    /// What test-analysis-only reports of a function (body `body`) with function boundaries:
    /// the access of each argument and the argument each result is equivalent to.
    fn func_annotations(&mut self, body: BlockRef) -> FuncAnnotations {
        let ctx = self.ctx;
        let oop: HashSet<(OpRef, usize)> = self.out_of_place.iter().map(|c| (c.op, c.operand)).collect();
        let args: Vec<Value> = ctx.block_arguments(body).collect();
        let false_operands = self.unknown_out_of_place.clone();
        let mut access = Vec::new();
        for &arg in &args {
            if !is_tensor(ctx, ctx.value_type(arg)) {
                access.push(None);
                continue;
            }
            let root = self.sets.find(arg);
            // MLIR's `isValueRead`: a use reads the argument, or the uses of what a use only
            // aliases do (not past a write, as a `transfer_write` overwriting the whole tensor).
            let read = self.is_value_read(arg);
            let writes = self.in_place_writes.clone();
            let write = writes.iter().any(|&(o, i)| self.sets.find(ctx.operand(o, i)) == root);
            access.push(Some(match (read, write) {
                (true, true) => "read-write",
                (true, false) => "read",
                (false, true) => "write",
                (false, false) => "none",
            }));
        }
        let mut equivalent = Vec::new();
        if let Some(ret) = ctx.block_last_op(body) {
            for v in ctx.operands(ret) {
                let root = if is_tensor(ctx, ctx.value_type(v)) { self.equivalence_root(v, &oop, 0) } else { None };
                let k = root.and_then(|r| args.iter().position(|&a| a == r));
                equivalent.push(k.map_or(-1, |k| k as i64));
            }
        }
        FuncAnnotations { access, equivalent, false_operands }
    }

    /// MLIR's exceptions for matching subsets (`isNotConflictingInsertSliceLikeOp`), for a read
    /// of `v` by operand `k` of `user` and the write `(wo, wk)`:
    /// - `user` inserts a slice (`insert_slice`, `parallel_insert_slice`) into its destination,
    ///   operand `k`, and the write writes a value that comes from the `extract_slice` of the
    ///   same slice of that destination: the read sees the write only where it inserts it;
    /// - the write is the destination of such an insertion whose source is `v` (equivalent
    ///   buffers) and comes from the same slice of that destination: the insertion writes back
    ///   the data that is there.
    fn matching_slice(&self, v: Value, user: OpRef, k: usize, wo: OpRef, wk: usize) -> bool {
        let ctx = self.ctx;
        let inserts =
            |o: OpRef| matches!(ctx.op_name_text(o), tensor::InsertSliceOp::NAME | tensor::ParallelInsertSliceOp::NAME);
        if k == 1 && inserts(user) && self.extracted_from_dest(user, ctx.operand(wo, wk)) {
            return true;
        }
        if wk != 1 || !inserts(wo) {
            return false;
        }
        let source = ctx.operand(wo, 0);
        self.equivalent(v, source) && self.extracted_from_dest(wo, source)
    }

    /// Whether `a` and `b` bufferize to equivalent buffers, as far as the decisions so far tell.
    fn equivalent(&self, a: Value, b: Value) -> bool {
        if a == b {
            return true;
        }
        let oop: HashSet<(OpRef, usize)> = self.out_of_place.iter().map(|c| (c.op, c.operand)).collect();
        let root = self.equivalence_root(a, &oop, 0);
        root.is_some() && root == self.equivalence_root(b, &oop, 0)
    }

    /// MLIR's `matchesInsertDestination`: whether value `w` comes (through insertions into it and
    /// loop iterations) from the `extract_slice` of the slice that `insert` (an `insert_slice` or
    /// `parallel_insert_slice`) inserts into, of the same destination.
    fn extracted_from_dest(&self, insert: OpRef, mut w: Value) -> bool {
        let ctx = self.ctx;
        let (user, dest) = (insert, ctx.operand(insert, 1));
        for _ in 0..64 {
            let Some(d) = ctx.defining_op(w) else {
                // An iteration argument of an `scf.for` holds what its init holds.
                let block = ctx.value_parent_block(w);
                let Some(l) = block.and_then(|b| ctx.block_parent_op(b)).filter(|&l| ctx.isa_op::<scf::ForOp>(l))
                else {
                    return false;
                };
                let k = block.map_or(0, |b| ctx.block_arguments(b).position(|a| a == w).unwrap_or(0));
                if k == 0 || k + 2 >= ctx.num_operands(l) {
                    return false;
                }
                w = ctx.operand(l, k + 2);
                continue;
            };
            match ctx.op_name_text(d) {
                tensor::ExtractSliceOp::NAME => {
                    let same_lists = oxir::interfaces::offsets_sizes_strides(ctx, d)
                        .is_some_and(|l| Some(l) == oxir::interfaces::offsets_sizes_strides(ctx, user));
                    return ctx.operand(d, 0) == dest && same_lists;
                }
                tensor::InsertOp::NAME | tensor::InsertSliceOp::NAME => w = ctx.operand(d, 1),
                scf::ForOp::NAME => {
                    let j = ctx.results(d).position(|r| r == w).unwrap_or(0);
                    w = ctx.operand(d, j + 3);
                }
                _ => return false,
            }
        }
        false
    }

    /// Whether the write `op` may overwrite the contents definition `d` gave (MLIR's rules for a
    /// definition): not when the write happens before the definition or inside the op that
    /// defines it, nor, for a block argument, when the write is outside the argument's block.
    fn defined_before(&self, d: Value, op: OpRef) -> bool {
        let ctx = self.ctx;
        match ctx.defining_op(d) {
            Some(def) => !ctx.is_ancestor_or_self(def, op) && !self.happens_before(op, def),
            None => ctx.value_parent_block(d).is_some_and(|b| self.ancestor_in_block(b, op).is_some()),
        }
    }

    /// The op of `block` that is or encloses `op`, if any.
    fn ancestor_in_block(&self, block: BlockRef, op: OpRef) -> Option<OpRef> {
        let ctx = self.ctx;
        let mut cur = Some(op);
        while let Some(o) = cur {
            if ctx.op_parent_block(o) == Some(block) {
                return Some(o);
            }
            cur = ctx.op_parent_op(o);
        }
        None
    }

    /// MLIR's `DominanceInfo::properlyDominates` of ops: `b`'s ancestor in `a`'s region comes
    /// after `a` in the same block, or is in a block `a`'s block properly dominates (every block
    /// dominates an unreachable one); `a` encloses `b` counts as dominating.
    fn properly_dominates(&self, a: OpRef, b: OpRef) -> bool {
        let ctx = self.ctx;
        if a == b {
            return false;
        }
        let Some(ablock) = ctx.op_parent_block(a) else { return false };
        let Some(b) = self.ancestor_in_block_region(ablock, b) else { return false };
        if a == b {
            return true;
        }
        let Some(bblock) = ctx.op_parent_block(b) else { return false };
        if ablock == bblock {
            return ctx.block_ops(ablock).take_while(|&o| o != b).any(|o| o == a);
        }
        let Some(region) = ctx.block_parent_region(ablock) else { return false };
        let mut doms = self.doms.borrow_mut();
        doms.entry(region).or_insert_with(|| DomTree::new(ctx, region)).properly_dominates(ablock, bblock)
    }

    /// The op in the region of `block` that is or encloses `op`, if any.
    fn ancestor_in_block_region(&self, block: BlockRef, op: OpRef) -> Option<OpRef> {
        let ctx = self.ctx;
        let region = ctx.block_parent_region(block)?;
        let mut cur = Some(op);
        while let Some(o) = cur {
            if ctx.op_parent_block(o).and_then(|b| ctx.block_parent_region(b)) == Some(region) {
                return Some(o);
            }
            cur = ctx.op_parent_op(o);
        }
        None
    }

    /// MLIR's `happensBefore`: `a` or an op enclosing it properly dominates `b`. Where MLIR
    /// answers false because an op enclosing `a` also encloses `b` (`a` in one region of a loop,
    /// `b` in another or in `a`'s own regions), the order of the ops in the text decides: oxir's
    /// alias sets join a loop's iteration arguments with its operands, which MLIR keeps apart,
    /// so such pairs meet here that MLIR never compares.
    fn happens_before(&self, a: OpRef, b: OpRef) -> bool {
        let ctx = self.ctx;
        let mut cur = Some(a);
        while let Some(x) = cur {
            if x != b && ctx.is_ancestor_or_self(x, b) {
                let p = |o: OpRef| self.pos.get(&o).copied();
                return p(a).is_none_or(|pa| p(b).is_some_and(|pb| pa <= pb));
            }
            if self.properly_dominates(x, b) {
                return true;
            }
            cur = ctx.op_parent_op(x);
        }
        false
    }

    /// Whether `to` can be reached from `from` along successor edges (at least one) without
    /// passing through `except` (MLIR's `Block::isReachable`).
    fn reachable(&self, from: BlockRef, to: BlockRef, except: Option<BlockRef>) -> bool {
        let ctx = self.ctx;
        let succs = |b: BlockRef| ctx.block_last_op(b).map(|t| ctx.successors(t).to_vec()).unwrap_or_default();
        let mut seen: HashSet<BlockRef> = except.into_iter().collect();
        if seen.contains(&to) {
            return false;
        }
        let mut work = succs(from);
        while let Some(n) = work.pop() {
            if n == to {
                return true;
            }
            if seen.insert(n) {
                work.extend(succs(n));
            }
        }
        false
    }

    /// MLIR's `canUseOpDominanceDueToBlocks`: the order of the read and the write in one region
    /// tells nothing when each of their blocks reaches the other without passing the block of a
    /// definition (a loop of branches).
    fn order_decides_blocks(&self, defs: &[Value], read: OpRef, write: OpRef) -> bool {
        let ctx = self.ctx;
        let (Some(rb), Some(wb)) = (ctx.op_parent_block(read), ctx.op_parent_block(write)) else { return true };
        if ctx.block_parent_region(rb) != ctx.block_parent_region(wb) {
            return true;
        }
        defs.iter().all(|&d| {
            let db = ctx.defining_op(d).and_then(|o| ctx.op_parent_block(o)).or_else(|| ctx.value_parent_block(d));
            !(self.reachable(rb, wb, db) && self.reachable(wb, rb, db))
        })
    }

    /// Whether the order of the ops rules out that the read `read` of `v` sees the write `write`
    /// (MLIR's `canUseOpDominanceDueToRegions`): not when both are in a loop that does not hold the
    /// definition of `v`'s contents, where a read before the write in one iteration comes after it
    /// in the previous one.
    fn order_decides(&self, v: Value, read: OpRef, write: OpRef) -> bool {
        let ctx = self.ctx;
        let defs = self.definitions(v);
        self.order_decides_blocks(&defs, read, write)
            && defs.into_iter().all(|d| {
                let mut outermost = None;
                let mut cur = ctx.op_parent_op(read);
                while let Some(p) = cur {
                    if ctx.isa_op::<FuncOp>(p) || (is_loop(ctx, p) && self.defined_inside(d, p)) {
                        break;
                    }
                    if is_loop(ctx, p) {
                        outermost = Some(p);
                    }
                    cur = ctx.op_parent_op(p);
                }
                outermost.is_none_or(|l| !ctx.is_ancestor_or_self(l, write))
            })
    }

    /// MLIR's `isValueRead`: whether a use of `v` reads it, following the ops that only make
    /// an alias of it (views, forwarded branch operands) to the uses of the aliases.
    fn is_value_read(&self, v: Value) -> bool {
        let ctx = self.ctx;
        let mut work: Vec<(OpRef, usize)> = ctx.uses(v).map(|u| (u.owner, u.index as usize)).collect();
        let mut seen = HashSet::new();
        while let Some((o, i)) = work.pop() {
            if !seen.insert((o, i)) {
                continue;
            }
            if self.reads(o, i) {
                return true;
            }
            if !self.writes(o, i) {
                for a in self.aliases(o, i) {
                    work.extend(ctx.uses(a).map(|u| (u.owner, u.index as usize)));
                }
            }
        }
        false
    }

    /// Whether `v` is defined inside `op` (by an op in it or as an argument of one of its blocks).
    fn defined_inside(&self, v: Value, op: OpRef) -> bool {
        let ctx = self.ctx;
        match ctx.defining_op(v) {
            Some(d) => d != op && ctx.is_ancestor_or_self(op, d),
            None => ctx
                .value_parent_block(v)
                .and_then(|b| ctx.block_parent_op(b))
                .is_some_and(|p| ctx.is_ancestor_or_self(op, p)),
        }
    }

    /// Whether bufferizing operand `i` of `op` in place would create a conflict: `Some(true)` for
    /// a read-after-write conflict, `Some(false)` for a write to a buffer that may not be written.
    ///
    /// In place, the operand's alias set and those of the values aliasing it merge. The merged set
    /// conflicts when a write in place to it (decided before, or this operand's own) happens
    /// before a read of one of its values whose contents were defined before the write, when it
    /// holds a buffer that may not be written and is written, or (for a write of this operand) when
    /// the write is in a loop and the written value comes from outside it.
    fn conflicts(&mut self, op: OpRef, i: usize) -> Option<bool> {
        let ctx = self.ctx;
        let t = ctx.operand(op, i);
        let aliases = self.aliases(op, i);
        let mut set = self.sets.members(t);
        for &a in &aliases {
            for m in self.sets.members(a) {
                if !set.contains(&m) {
                    set.push(m);
                }
            }
        }
        let own_write = self.writes(op, i);
        // An op that reads and writes the operand conflicts with itself when the order of ops
        // does not decide (in a loop, of regions or of branches, that does not hold a definition
        // of the contents): the next iteration reads what this one wrote.
        if own_write && self.reads(op, i) && !self.order_decides(t, op, op) && !self.matching_slice(t, op, i, op, i) {
            let written: HashSet<Value> = ctx.results(op).chain(aliases.iter().copied()).collect();
            if self.definitions(t).iter().any(|d| !written.contains(d) && self.defined_before(*d, op)) {
                return Some(true);
            }
        }
        let mut writes: Vec<(OpRef, usize)> =
            self.in_place_writes.iter().copied().filter(|&(o, k)| set.contains(&ctx.operand(o, k))).collect();
        if own_write {
            writes.push((op, i));
        }
        for &(wo, wk) in &writes {
            let written: HashSet<Value> = ctx.results(wo).chain(self.aliases(wo, wk)).collect();
            for &v in &set {
                let uses: Vec<_> = ctx.uses(v).collect();
                for u in uses {
                    let user = u.owner;
                    // A read inside the writing op (a loop writing its init) of a value defined
                    // there (its iteration argument) is the op's own business; a read there of a
                    // value from outside sees the write of an earlier iteration.
                    if user == wo || (ctx.is_ancestor_or_self(wo, user) && self.defined_inside(v, wo)) {
                        continue;
                    }
                    if (self.happens_before(user, wo) && self.order_decides(v, user, wo))
                        || !self.reads(user, u.index as usize)
                    {
                        continue;
                    }
                    if self.matching_slice(v, user, u.index as usize, wo, wk) || exclusive_regions(ctx, user, wo) {
                        continue;
                    }
                    if self.definitions(v).iter().any(|d| !written.contains(d) && self.defined_before(*d, wo)) {
                        return Some(true);
                    }
                }
            }
        }
        if !writes.is_empty() && set.iter().any(|&v| self.non_writable(v)) {
            return Some(false);
        }
        None
    }

    /// The value whose buffer `v` is (equivalent to), following in-place ops that keep the
    /// buffer whole; `None` when the branches of an `scf.if` disagree.
    fn equivalence_root(&self, v: Value, oop: &HashSet<(OpRef, usize)>, depth: usize) -> Option<Value> {
        let ctx = self.ctx;
        let Some(op) = ctx.defining_op(v).filter(|_| depth < 64) else { return Some(v) };
        match ctx.op_name_text(op) {
            tensor::InsertOp::NAME
            | tensor::InsertSliceOp::NAME
            | MaterializeInDestinationOp::NAME
            | crate::vector::TransferWriteOp::NAME => {
                // The destination is operand 1 of all four.
                if oop.contains(&(op, 1)) {
                    return Some(v);
                }
                self.equivalence_root(ctx.operand(op, 1), oop, depth + 1)
            }
            tensor::CastOp::NAME => self.equivalence_root(ctx.operand(op, 0), oop, depth + 1),
            crate::vector::MaskOp::NAME => {
                // A result of `vector.mask` is what its body yields.
                let j = ctx.results(op).position(|r| r == v).unwrap_or(0);
                let block = ctx.op_regions(op).first().and_then(|&r| ctx.region_entry_block(r));
                match block.and_then(|b| ctx.block_last_op(b)).and_then(|y| ctx.operands(y).nth(j)) {
                    Some(y) => self.equivalence_root(y, oop, depth + 1),
                    None => Some(v),
                }
            }
            scf::ForOp::NAME => {
                let j = ctx.results(op).position(|r| r == v).unwrap_or(0);
                if oop.contains(&(op, j + 3)) || !self.loop_keeps(op, j, oop, depth) {
                    return Some(v);
                }
                self.equivalence_root(ctx.operand(op, j + 3), oop, depth + 1)
            }
            scf::WhileOp::NAME => {
                let j = ctx.results(op).position(|r| r == v).unwrap_or(0);
                if oop.contains(&(op, j)) || j >= ctx.num_operands(op) || !self.loop_keeps(op, j, oop, depth) {
                    return Some(v);
                }
                self.equivalence_root(ctx.operand(op, j), oop, depth + 1)
            }
            scf::IfOp::NAME => {
                let j = ctx.results(op).position(|r| r == v).unwrap_or(0);
                let roots: Vec<Option<Value>> = ctx
                    .op_regions(op)
                    .iter()
                    .filter_map(|&r| ctx.region_entry_block(r))
                    .filter_map(|b| ctx.block_last_op(b))
                    .filter_map(|y| ctx.operands(y).nth(j))
                    .map(|y| self.equivalence_root(y, oop, depth + 1))
                    .collect();
                if roots.windows(2).all(|w| w[0] == w[1]) {
                    roots.first().copied().unwrap_or(Some(v))
                } else {
                    None
                }
            }
            _ => match super::models::scf_regions::equivalence_sources(ctx, op, v, oop) {
                Some(srcs) => {
                    let roots: Vec<Option<Value>> =
                        srcs.into_iter().map(|s| self.equivalence_root(s, oop, depth + 1)).collect();
                    if roots.windows(2).all(|w| w[0] == w[1]) {
                        roots.first().copied().unwrap_or(Some(v))
                    } else {
                        None
                    }
                }
                None => Some(v),
            },
        }
    }

    /// Whether loop `op` (`scf.for`, `scf.while`) passes iteration value `j` on as the buffer it
    /// got: each of its regions hands on a buffer equivalent to the region's argument.
    fn loop_keeps(&self, op: OpRef, j: usize, oop: &HashSet<(OpRef, usize)>, depth: usize) -> bool {
        let ctx = self.ctx;
        // (region, offset of the values in the terminator's operands, offset of the arguments)
        let parts: &[(usize, usize, usize)] = match ctx.op_name_text(op) {
            scf::ForOp::NAME => &[(0, 0, 1)],
            scf::WhileOp::NAME => &[(0, 1, 0), (1, 0, 0)],
            _ => return true,
        };
        parts.iter().all(|&(r, term_off, arg_off)| {
            let block = ctx.op_regions(op).get(r).and_then(|&r| ctx.region_entry_block(r));
            let Some(block) = block else { return false };
            let (Some(t), Some(arg)) = (ctx.block_last_op(block), ctx.block_arguments(block).nth(j + arg_off)) else {
                return false;
            };
            let Some(passed) = ctx.operands(t).nth(j + term_off) else { return false };
            self.equivalence_root(passed, oop, depth + 1) == Some(arg)
        })
    }

    /// MLIR's check that each tensor a loop (`scf.for`, `scf.while`) passes on is equivalent to
    /// its iteration argument. With `allow-return-allocs-from-loops` the operands that are not
    /// are returned instead, to be copied (MLIR's `resolveConflicts` of the loops).
    fn check_yields(&self, func: OpRef, allow: bool) -> Result<Vec<(OpRef, usize)>, Diagnostic> {
        let mut copies = Vec::new();
        let ctx = self.ctx;
        let oop: HashSet<(OpRef, usize)> = self.out_of_place.iter().map(|c| (c.op, c.operand)).collect();
        let mut loops = Vec::new();
        ctx.walk_ops_pre_order(func, &mut |o| {
            if ctx.isa_op::<scf::ForOp>(o) {
                loops.push(o);
            }
            oxir::WalkResult::Advance
        });
        for l in loops {
            let Some(body) = crate::scf::ForOp::from_op_unchecked(l).body(ctx) else { continue };
            let Some(y) = ctx.block_last_op(body) else { continue };
            let args: Vec<Value> = ctx.block_arguments(body).skip(1).collect();
            for j in tensor_operands(ctx, y) {
                let root = self.equivalence_root(ctx.operand(y, j), &oop, 0);
                if root != args.get(j).copied() {
                    if allow {
                        // MLIR copies only a yielded value that may alias a value from outside
                        // the loop (`doesNotAliasExternalValue`).
                        let defs = self.defs(ctx.operand(y, j), 0);
                        let internal = defs.iter().all(|&d| ctx.defining_op(d).is_some() && self.defined_inside(d, l));
                        if !internal {
                            copies.push((y, j));
                        }
                        continue;
                    }
                    return Err(oxir::verifier::emit_error_on_op(
                        ctx,
                        y,
                        format!("Yield operand #{j} is not equivalent to the corresponding iter bbArg"),
                    ));
                }
            }
        }
        let mismatches = super::models::scf_regions::loop_mismatches(ctx, func, &|v| self.equivalence_root(v, &oop, 0));
        if allow {
            copies.extend(super::models::scf_regions::condition_copies(ctx, &mismatches));
        } else if let Some(m) = mismatches.first() {
            return Err(oxir::verifier::emit_error_on_op(ctx, m.op, m.message.clone()));
        }
        Ok(copies)
    }

    /// Analyzes the ops under `root` (a function).
    fn run(&mut self, root: OpRef, copy_before_write: bool) {
        let ctx = self.ctx;
        let mut order = Vec::new();
        ctx.walk_ops_pre_order(root, &mut |o| {
            order.push(o);
            oxir::WalkResult::Advance
        });
        let base = self.pos.len();
        for (k, &o) in order.iter().enumerate() {
            self.pos.insert(o, base + k);
        }
        let mut candidates = Vec::new();
        for &o in &order {
            // Branches decide too: a forwarded tensor may get a copy rather than share its buffer
            // with the block argument.
            let decides = is_view_like(ctx, o) || !ctx.successors(o).is_empty();
            for i in tensor_operands(ctx, o) {
                if self.writes(o, i) || (decides && !self.aliases(o, i).is_empty()) {
                    candidates.push((o, i));
                } else {
                    let v = ctx.operand(o, i);
                    for a in self.aliases(o, i) {
                        self.sets.union(v, a);
                    }
                }
            }
        }
        if !self.top_down {
            // Ops last to first, the operands of an op in order (MLIR's bottom-up heuristic).
            candidates.reverse();
            let mut k = 0;
            while k < candidates.len() {
                let n = candidates[k..].iter().take_while(|c| c.0 == candidates[k].0).count();
                candidates[k..k + n].reverse();
                k += n;
            }
        }
        for &(o, i) in &candidates {
            // An op without a model reads and writes its operands: MLIR decides them in place
            // unless that conflicts (their writes then count against the decisions that follow,
            // as a view of a function argument that an unknown op receives), but never copies
            // for them.
            let unknown = self.model(o).is_none();
            if unknown && copy_before_write {
                continue;
            }
            let conflict = if copy_before_write { self.writes(o, i).then_some(false) } else { self.conflicts(o, i) };
            if unknown && conflict.is_some() {
                self.unknown_out_of_place.push((o, i));
            } else if let Some(raw) = conflict {
                let (reads, writes) = (self.reads(o, i), self.writes(o, i));
                let copy_result = !writes && !reads && ctx.num_results(o) == 1;
                // MLIR's `canOmitTensorCopy`: the copy keeps the contents unless the op
                // overwrites them without reading, or neither the op nor any later reader of
                // the values aliasing the operand (a branch's block arguments) reads them.
                let read = reads || (!writes && self.aliases(o, i).into_iter().any(|a| self.is_value_read(a)));
                self.out_of_place.push(Conflict { op: o, operand: i, read, copy_result, raw });
            } else {
                let v = ctx.operand(o, i);
                for a in self.aliases(o, i) {
                    self.sets.union(v, a);
                }
                if self.writes(o, i) {
                    self.in_place_writes.push((o, i));
                }
            }
        }
    }
}

/// What test-analysis-only reports of a function: per argument its access (`None` for
/// non-tensors), per result the index of the argument it is equivalent to (-1 for none).
struct FuncAnnotations {
    access: Vec<Option<&'static str>>,
    equivalent: Vec<i64>,
    /// The operands of ops without a model decided out of place (no copy is made for them).
    false_operands: Vec<(OpRef, usize)>,
}

/// `test-analysis-only`: annotates the ops with MLIR's `__inplace_operands_attr__` (per operand
/// "true", "false", or "none" for non-tensors) and, with function boundaries, the arguments with
/// `bufferization.access` and the returns with `__equivalent_func_args__`, instead of bufferizing.
fn annotate_analysis(
    ctx: &mut Context,
    funcs: &[OpRef],
    out_of_place: &[Conflict],
    annotations: &HashMap<OpRef, FuncAnnotations>,
    st: &AnalysisState,
) {
    use oxir::builtin::attributes::{ArrayAttr, DictionaryAttr};
    let mut oop: HashSet<(OpRef, usize)> = out_of_place.iter().map(|c| (c.op, c.operand)).collect();
    oop.extend(annotations.values().flat_map(|a| a.false_operands.iter().copied()));
    let fb = st.function_boundaries;
    for &f in funcs {
        let mut ops = Vec::new();
        ctx.walk_ops_pre_order(f, &mut |o| {
            if o != f {
                ops.push(o);
            }
            oxir::WalkResult::Advance
        });
        for o in ops {
            let types: Vec<Type> = ctx.operands(o).map(|v| ctx.value_type(v)).collect();
            if !types.iter().any(|&t| is_tensor(ctx, t)) {
                continue;
            }
            let marks: Vec<Attribute> = types
                .iter()
                .enumerate()
                .map(|(i, &t)| {
                    let m = if !is_tensor(ctx, t) {
                        "none"
                    } else if oop.contains(&(o, i)) {
                        "false"
                    } else {
                        "true"
                    };
                    StringAttr::get(ctx, m)
                })
                .collect();
            let arr = ArrayAttr::get(ctx, marks);
            ctx.set_op_attr(o, "__inplace_operands_attr__", arr);
            if fb && ctx.isa_op::<func::ReturnOp>(o) && ctx.op_parent_op(o) == Some(f) {
                if let Some(eq) = annotations.get(&f).filter(|a| a.equivalent.iter().any(|&k| k >= 0)) {
                    let i64t = IntegerType::get(ctx, 64);
                    let elems = eq.equivalent.iter().map(|&k| IntegerAttr::from_i64(ctx, i64t, k)).collect();
                    let arr = ArrayAttr::get(ctx, elems);
                    ctx.set_op_attr(o, "__equivalent_func_args__", arr);
                }
            }
        }
        let Some(ann) = annotations.get(&f).filter(|_| fb) else { continue };
        let old = FuncOp::from_op_unchecked(f).arg_attrs(ctx).map(|a| a.elements.clone()).unwrap_or_default();
        let mut dicts = Vec::new();
        for (k, acc) in ann.access.iter().enumerate() {
            let mut entries: Vec<oxir::NamedAttribute> = old
                .get(k)
                .and_then(|d| d.dyn_cast::<DictionaryAttr>(ctx).map(|d| d.entries.to_vec()))
                .unwrap_or_default();
            if let Some(acc) = acc {
                let name = ctx.ident("bufferization.access");
                entries.retain(|e| e.name != name);
                entries.push(oxir::NamedAttribute { name, value: StringAttr::get(ctx, acc) });
                entries.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
            }
            dicts.push(DictionaryAttr::get(ctx, entries));
        }
        if !dicts.is_empty() {
            let arr = ArrayAttr::get(ctx, dicts);
            set_prop(ctx, f, "arg_attrs", arr);
        }
    }
}

/// Whether `a` and `b` are in different regions of an `scf.if` or `scf.index_switch` (MLIR's
/// `insideMutuallyExclusiveRegions`): at most one of them runs.
fn exclusive_regions(ctx: &Context, a: OpRef, b: OpRef) -> bool {
    let region_of = |o: OpRef| ctx.op_parent_block(o).and_then(|bl| ctx.block_parent_region(bl));
    let mut x = a;
    while let Some(p) = ctx.op_parent_op(x) {
        if matches!(ctx.op_name_text(p), scf::IfOp::NAME | scf::IndexSwitchOp::NAME)
            && p != b
            && ctx.is_ancestor_or_self(p, b)
        {
            // The ancestor of `b` directly inside `p`.
            let mut y = b;
            while let Some(q) = ctx.op_parent_op(y).filter(|&q| q != p) {
                y = q;
            }
            return region_of(x) != region_of(y);
        }
        x = p;
    }
    false
}

fn func_name(ctx: &Context, f: OpRef) -> String {
    FuncOp::from_op_unchecked(f)
        .sym_name(ctx)
        .map(|s| String::from_utf8_lossy(&s.value).into_owned())
        .unwrap_or_default()
}

fn func_body(ctx: &Context, f: OpRef) -> Option<BlockRef> {
    ctx.op_regions(f).first().and_then(|&r| ctx.region_entry_block(r))
}

fn run_one_shot(ctx: &mut Context, root: OpRef, opts: &OneShotBufferize) -> Result<(), Diagnostic> {
    let mut funcs = Vec::new();
    let top: Vec<OpRef> = ctx
        .op_regions(root)
        .iter()
        .flat_map(|&r| ctx.region_blocks(r).collect::<Vec<_>>())
        .flat_map(|b| ctx.block_ops(b).collect::<Vec<_>>())
        .collect();
    for o in top {
        if ctx.op_name_text(o) == FuncOp::NAME {
            funcs.push(o);
        }
    }
    if ctx.op_name_text(root) == FuncOp::NAME {
        funcs.push(root);
    }
    let mut st = AnalysisState {
        function_boundaries: opts.function_boundaries,
        buffer_alignment: opts.buffer_alignment,
        unknown_identity_layout: opts.unknown_identity_layout,
        boundary_identity_layout: opts.identity_layout,
        dialect_filter: opts.dialect_filter.clone(),
        ..Default::default()
    };
    for &f in &funcs {
        st.funcs.insert(func_name(ctx, f), f);
    }
    let CallOrder { order, acyclic } = funcs_ordered_by_calls(ctx, &funcs, &st.funcs);

    // Analysis, callees first so that calls know what their callees do with their arguments.
    let mut out_of_place = Vec::new();
    let mut pos_base = HashMap::new();
    let mut annotations: HashMap<OpRef, FuncAnnotations> = HashMap::new();
    for (k, &f) in order.iter().enumerate() {
        let Some(body) = func_body(ctx, f) else { continue };
        if !(opts.copy_before_write || opts.no_analysis_funcs.contains(&func_name(ctx, f))) {
            check_restrict(ctx, f)?;
        }
        let (oop, info) = {
            let mut a = Analysis {
                ctx,
                st: &st,
                sets: AliasSets::default(),
                pos: std::mem::take(&mut pos_base),
                out_of_place: Vec::new(),
                in_place_writes: Vec::new(),
                unknown_out_of_place: Vec::new(),
                top_down: opts.top_down,
                doms: Default::default(),
            };
            let copy_before_write = opts.copy_before_write || opts.no_analysis_funcs.contains(&func_name(ctx, f));
            a.run(f, copy_before_write);
            if !copy_before_write {
                let copies = a.check_yields(f, opts.allow_return_allocs)?;
                // The copies are MLIR's `resolveConflicts`, which test-analysis-only skips.
                for (op, operand) in copies.into_iter().filter(|_| !opts.test_analysis_only) {
                    a.out_of_place.push(Conflict { op, operand, read: true, copy_result: false, raw: true });
                }
            }
            let args: Vec<Value> = ctx.block_arguments(body).collect();
            if opts.test_analysis_only {
                annotations.insert(f, a.func_annotations(body));
            }
            let mut info = CalleeInfo { written: vec![copy_before_write; args.len()], returns_arg: Vec::new() };
            for &(o, i) in &a.in_place_writes {
                let r = a.sets.find(ctx.operand(o, i));
                for (k, &arg) in args.iter().enumerate() {
                    if a.sets.find(arg) == r {
                        info.written[k] = true;
                    }
                }
            }
            if let Some(ret) = ctx.block_last_op(body) {
                let operands: Vec<Value> = ctx.operands(ret).collect();
                for v in operands {
                    let r = a.sets.find(v);
                    let arg = args.iter().position(|&arg| is_tensor(ctx, ctx.value_type(arg)) && a.sets.find(arg) == r);
                    info.returns_arg.push(arg);
                }
            }
            pos_base = std::mem::take(&mut a.pos);
            (a.out_of_place, info)
        };
        out_of_place.extend(oop);
        // The functions on call cycles (and their callers) have no analysis of their
        // boundaries: calls of them stay conservative, as in MLIR.
        if k < acyclic {
            st.callees.insert(f, info);
        }
    }
    if opts.test_analysis_only {
        annotate_analysis(ctx, &order, &out_of_place, &annotations, &st);
        return Ok(());
    }

    if opts.copy_before_write {
        let unranked = out_of_place
            .iter()
            .rev()
            .find(|c| ctx.value_type(ctx.operand(c.op, c.operand)).isa::<UnrankedTensorType>(ctx));
        if let Some(c) = unranked {
            return Err(oxir::verifier::emit_error_on_op(ctx, c.op, "copying of unranked tensors is not implemented"));
        }
    }
    for c in out_of_place {
        if c.copy_result {
            let r = ctx.result(c.op, 0);
            if ctx.value_type(r).isa::<RankedTensorType>(ctx) {
                copy_after_def(ctx, r);
                continue;
            }
            // An unranked result cannot be copied: a read-after-write conflict is an error, a
            // write to a read-only buffer copies the (ranked) operand instead, as MLIR does.
            if c.raw {
                return Err(oxir::verifier::emit_op_error_on_op(
                    ctx,
                    c.op,
                    "not bufferizable under the given constraints: cannot avoid RaW conflict",
                ));
            }
        }
        insert_copy(ctx, c.op, c.operand, c.read || c.copy_result, c.raw)?;
    }
    for &f in &order {
        let mut ops = Vec::new();
        collect_ops(ctx, f, &mut ops);
        for o in ops {
            if let Some(m) = model_of(ctx, o) {
                m.resolve_conflicts(ctx, o)?;
            }
        }
    }

    // Across function boundaries callees bufferize first (their signatures change); otherwise the
    // functions bufferize in the module's order, as MLIR's walk does (the order in which constants
    // become `memref.global`s shows it).
    let st = Arc::new(st);
    let bufferize_order = if opts.function_boundaries { &order } else { &funcs };
    let mut symbols = None;
    for &f in bufferize_order {
        bufferize_function(ctx, f, opts, &st, &mut symbols)?;
    }
    fold_casts(ctx, root);
    if !opts.allow_unknown_ops {
        check_bufferized(ctx, &order, opts.function_boundaries, &st)?;
    }
    Ok(())
}

/// MLIR's check without `allow-unknown-ops`: no op keeps tensor operands or results, except the
/// `to_tensor`/`to_buffer` casts, unused pure ops, and (without function boundaries) the ops of
/// the func dialect.
/// MLIR's check before the analysis: a used `to_tensor` must carry `restrict` (the promise that
/// no other `to_tensor` reads an aliasing buffer, without which the analysis cannot reason about
/// the tensors alone).
fn check_restrict(ctx: &Context, f: OpRef) -> Result<(), Diagnostic> {
    let mut bad = None;
    ctx.walk_ops_pre_order(f, &mut |o| match ctx.cast_op::<ToTensorOp>(o) {
        Some(t) if t.restrict(ctx).is_none() && ctx.uses(ctx.result(o, 0)).next().is_some() => {
            bad = Some(o);
            oxir::WalkResult::Interrupt
        }
        _ => oxir::WalkResult::Advance,
    });
    match bad {
        Some(o) => Err(oxir::verifier::emit_op_error_on_op(
            ctx,
            o,
            "to_tensor ops without `restrict` are not supported by One-Shot Analysis",
        )),
        None => Ok(()),
    }
}

fn check_bufferized(
    ctx: &Context,
    funcs: &[OpRef],
    function_boundaries: bool,
    st: &AnalysisState,
) -> Result<(), Diagnostic> {
    let mut bad = None;
    for &f in funcs {
        ctx.walk_ops_pre_order(f, &mut |o| {
            let allowed = o == f
                || !st.allows(ctx, o)
                || ctx.isa_op::<ToTensorOp>(o)
                || ctx.isa_op::<ToBufferOp>(o)
                || (!function_boundaries && ctx.op_in_dialect::<func::FuncDialect>(o));
            let tensors = ctx.operands(o).any(|v| is_tensor(ctx, ctx.value_type(v)))
                || ctx.result_types(o).any(|t| is_tensor(ctx, t));
            let dead = ctx.results(o).all(|r| !ctx.has_uses(r)) && oxir::interfaces::is_memory_effect_free(ctx, o);
            if !allowed && tensors && !dead && bad.is_none() {
                bad = Some(o);
                return oxir::WalkResult::Interrupt;
            }
            oxir::WalkResult::Advance
        });
    }
    match bad {
        Some(o) => Err(oxir::verifier::emit_error_on_op(ctx, o, "op was not bufferized")),
        None => Ok(()),
    }
}

/// Uses a copy of `v` instead of `v`: a `bufferization.alloc_tensor() copy(%v)` right after its
/// definition takes the place of `v` in every use but those of `tensor.dim` ops (MLIR's
/// `resolveTensorOpOperandConflicts`, which keeps them for the sizes of the copy), whether the
/// user reads the tensor or only makes a view of it.
fn copy_after_def(ctx: &mut Context, v: Value) {
    let ty = ctx.value_type(v);
    if !ty.isa::<RankedTensorType>(ctx) {
        return;
    }
    let uses: Vec<_> = ctx.uses(v).filter(|u| !ctx.isa_op::<DimOp>(u.owner)).collect();
    let loc = match ctx.defining_op(v) {
        Some(d) => ctx.op_loc(d),
        None => oxir::builtin::locations::UnknownLoc::get(ctx),
    };
    let mut b = OpBuilder::new(ctx);
    match b.ctx().defining_op(v) {
        Some(d) => b.set_insertion_point_after(d),
        None => match b.ctx().value_parent_block(v) {
            Some(block) => b.set_insertion_point_to_start(block),
            None => return,
        },
    }
    let copy = AllocTensorOp::build(&mut b, loc, &[], Some(v), None, ty).result(b.ctx());
    for u in uses {
        ctx.set_operand(u.owner, u.index as usize, copy);
    }
}

/// Resolves a conflict at operand `i` of `op`: the operand becomes a new tensor
/// (`bufferization.alloc_tensor`) before the op, a copy of its value (`copy(%t)`) when the op
/// reads it. A copy of an unranked tensor made by a
/// `tensor.cast` is made of the cast's ranked source instead, as MLIR does.
fn insert_copy(ctx: &mut Context, op: OpRef, i: usize, read: bool, raw: bool) -> Result<(), Diagnostic> {
    let v = ctx.operand(op, i);
    let ty = ctx.value_type(v);
    if ty.isa::<UnrankedTensorType>(ctx) {
        let cast = ctx.defining_op(v).filter(|&d| ctx.isa_op::<tensor::CastOp>(d));
        if let Some(cast) = cast {
            let src_ty = ctx.value_type(ctx.operand(cast, 0));
            if src_ty.isa::<RankedTensorType>(ctx) && !raw {
                return insert_copy(ctx, cast, 0, true, false);
            }
        }
        return Err(oxir::verifier::emit_op_error_on_op(
            ctx,
            cast.unwrap_or(op),
            "not bufferizable under the given constraints: cannot avoid RaW conflict",
        ));
    }
    let loc = ctx.op_loc(op);
    let mut b = OpBuilder::before(ctx, op);
    let copy = if read {
        AllocTensorOp::build(&mut b, loc, &[], Some(v), None, ty).result(b.ctx())
    } else {
        let shape = ty.dyn_cast::<RankedTensorType>(b.ctx()).map(|r| r.shape.clone()).unwrap_or_default();
        let index = IndexType::get(b.ctx());
        let mut sizes = Vec::new();
        for (d, &s) in shape.iter().enumerate() {
            if s != DYNAMIC {
                continue;
            }
            let attr = IntegerAttr::from_i64(b.ctx(), index, d as i64);
            let c = crate::arith::ConstantOp::build(&mut b, loc, index, attr).result(b.ctx());
            sizes.push(DimOp::build(&mut b, loc, v, c).into());
        }
        AllocTensorOp::build(&mut b, loc, &sizes, None, None, ty).result(b.ctx())
    };
    ctx.set_operand(op, i, copy);
    Ok(())
}

/// The ops under `region`s of `op` in rewrite order: pre-order, except ops whose model asks to
/// come after their regions.
fn collect_ops(ctx: &Context, op: OpRef, out: &mut Vec<OpRef>) {
    for &r in ctx.op_regions(op) {
        for b in ctx.region_blocks(r).collect::<Vec<_>>() {
            for o in ctx.block_ops(b).collect::<Vec<_>>() {
                let after = model_of(ctx, o).is_some_and(|m| m.after_regions());
                if !after {
                    out.push(o);
                }
                collect_ops(ctx, o, out);
                if after {
                    out.push(o);
                }
            }
        }
    }
}

fn bufferize_function(
    ctx: &mut Context,
    f: OpRef,
    opts: &OneShotBufferize,
    st: &Arc<AnalysisState>,
    symbols: &mut Option<SymbolTable>,
) -> Result<(), Diagnostic> {
    let fb = opts.function_boundaries;
    let Some(sig) = FuncOp::from_op_unchecked(f).signature(ctx).cloned() else { return Ok(()) };
    let boundary = |ctx: &Context, t: Type| {
        if !is_tensor(ctx, t) {
            t
        } else if opts.identity_layout {
            buffer_type(ctx, t, None, None)
        } else {
            fully_dynamic_buffer_type(ctx, t)
        }
    };
    let body = func_body(ctx, f);
    if fb {
        if let Some(body) = body {
            let args: Vec<Value> = ctx.block_arguments(body).collect();
            for arg in args.into_iter().rev() {
                let t = ctx.value_type(arg);
                if !is_tensor(ctx, t) {
                    continue;
                }
                let uses: Vec<_> = ctx.uses(arg).collect();
                let bt = boundary(ctx, t);
                ctx.set_value_type(arg, bt);
                let loc = ctx.op_loc(f);
                let mut b = OpBuilder::new(ctx);
                b.set_insertion_point_to_start(body);
                let tt = ToTensorOp::build(&mut b, loc, arg, t).result(b.ctx());
                for u in uses {
                    ctx.set_operand(u.owner, u.index as usize, tt);
                }
            }
        }
    }
    let mut ops = Vec::new();
    collect_ops(ctx, f, &mut ops);
    {
        let mut b = Bufferizer {
            ctx: &mut *ctx,
            st: st.clone(),
            symbols,
            globals: Vec::new(),
            predicted: HashMap::new(),
            deferred: Vec::new(),
        };
        // The ops of the function in order, then the tensor ops the rewrites created (MLIR's
        // worklist, to whose end its rewriter appends the new ops).
        let mut k = 0;
        while k < ops.len() || !b.deferred.is_empty() {
            if k == ops.len() {
                ops.append(&mut b.deferred);
            }
            let o = ops[k];
            k += 1;
            if b.ctx.is_erased(o) {
                continue;
            }
            predict_other_branches(&mut b, o);
            let Some(m) = model_of(b.ctx, o).filter(|_| b.st.allows(b.ctx, o)) else { continue };
            let has_tensor = b.ctx.operands(o).any(|v| is_tensor(b.ctx, b.ctx.value_type(v)))
                || b.ctx.result_types(o).any(|t| is_tensor(b.ctx, t));
            let is_return = b.ctx.isa_op::<func::ReturnOp>(o);
            if !has_tensor || (is_return && !fb) || (b.ctx.isa_op::<func::CallOp>(o) && !fb) {
                continue;
            }
            m.bufferize(&mut b, o)?;
        }
    }
    if !fb {
        return Ok(());
    }
    // The signature: converted arguments, results typed as the returned buffers.
    let inputs: Vec<Type> = sig.inputs.iter().map(|&t| boundary(ctx, t)).collect();
    let mut results: Vec<Type> = sig.results.iter().map(|&t| boundary(ctx, t)).collect();
    if body.is_some() {
        let mut rets = Vec::new();
        ctx.walk_ops_pre_order(f, &mut |o| {
            if ctx.isa_op::<func::ReturnOp>(o) && ctx.op_parent_op(o) == Some(f) {
                rets.push(o);
            }
            oxir::WalkResult::Advance
        });
        for (j, res) in results.iter_mut().enumerate() {
            if !is_tensor(ctx, sig.results[j]) {
                continue;
            }
            // Returned buffers are cast to the boundary type, then the casts are folded into the
            // signature (MLIR's `foldMemRefCasts`): the function returns the cast sources when
            // all returns agree on their type. The casts stay behind, unused, as in MLIR.
            let mut sources = Vec::new();
            for &r in &rets {
                let v = ctx.operand(r, j);
                let vt = ctx.value_type(v);
                let v = if vt != *res && cast_compatible(ctx, vt, *res) {
                    let loc = ctx.op_loc(r);
                    let mut b = OpBuilder::before(ctx, r);
                    let c = mr::CastOp::build(&mut b, loc, v, *res).dest(b.ctx());
                    ctx.set_operand(r, j, c);
                    c
                } else {
                    v
                };
                let src =
                    ctx.defining_op(v).filter(|&d| ctx.op_name_text(d) == mr::CastOp::NAME).map(|d| ctx.operand(d, 0));
                sources.push(src.unwrap_or(v));
            }
            let types: Vec<Type> = sources.iter().map(|&v| ctx.value_type(v)).collect();
            if types.windows(2).all(|w| w[0] == w[1]) {
                if let Some(&t) = types.first() {
                    *res = t;
                    for (&r, &v) in rets.iter().zip(&sources) {
                        ctx.set_operand(r, j, v);
                    }
                }
            }
        }
    }
    let fty = ctx.intern_type(FunctionType { inputs, results });
    let fattr = TypeAttr::get(ctx, fty);
    set_prop(ctx, f, "function_type", fattr);
    Ok(())
}

/// Sets one property of `op` (keeping the others).
pub fn set_prop(ctx: &mut Context, op: OpRef, name: &str, value: Attribute) {
    use oxir::builtin::attributes::DictionaryAttr;
    let mut entries: Vec<oxir::NamedAttribute> = ctx
        .op_properties(op)
        .and_then(|p| p.dyn_cast::<DictionaryAttr>(ctx).map(|d| d.entries.to_vec()))
        .unwrap_or_default();
    let id = ctx.ident(name);
    entries.retain(|e| e.name != id);
    entries.push(oxir::NamedAttribute { name: id, value });
    let d = DictionaryAttr::get(ctx, entries);
    ctx.set_op_properties(op, Some(d));
}

/// Folds `to_buffer(to_tensor(%m))` to `%m` (through a `memref.cast` when the types differ) and
/// erases the `to_tensor` ops left without uses.
fn fold_casts(ctx: &mut Context, root: OpRef) {
    let mut to_buffers = Vec::new();
    let mut to_tensors = Vec::new();
    ctx.walk_ops_pre_order(root, &mut |o| {
        match ctx.op_name_text(o) {
            ToBufferOp::NAME => to_buffers.push(o),
            ToTensorOp::NAME => to_tensors.push(o),
            _ => {}
        }
        oxir::WalkResult::Advance
    });
    for tb in to_buffers {
        let src = ctx.operand(tb, 0);
        let Some(tt) = ctx.defining_op(src).filter(|&d| ctx.op_name_text(d) == ToTensorOp::NAME) else { continue };
        let m = ctx.operand(tt, 0);
        let res = ctx.result(tb, 0);
        let (mt, rt) = (ctx.value_type(m), ctx.value_type(res));
        let new = if mt == rt {
            m
        } else if cast_compatible(ctx, mt, rt) {
            let loc = ctx.op_loc(tb);
            let mut b = OpBuilder::before(ctx, tb);
            mr::CastOp::build(&mut b, loc, m, rt).dest(b.ctx())
        } else {
            continue;
        };
        ctx.replace_all_uses_with(res, new);
        let _ = ctx.erase_op(tb);
    }
    for tt in to_tensors.into_iter().rev() {
        if !ctx.is_erased(tt) && !ctx.has_uses(ctx.result(tt, 0)) {
            let _ = ctx.erase_op(tt);
        }
    }
}

// ----- the rewriter -----

/// When `o` is the yield of the first region of an `scf.if` or `scf.index_switch`, records the
/// buffer types the other branches' yields will have, as MLIR asks for them when it bufferizes
/// that yield (the ops before it are bufferized by then, the other branches not yet).
fn predict_other_branches(b: &mut Bufferizer<'_>, o: OpRef) {
    let ctx = &*b.ctx;
    if !ctx.isa_op::<scf::YieldOp>(o) {
        return;
    }
    let Some(parent) = ctx.op_parent_op(o) else { return };
    if !(ctx.isa_op::<scf::IfOp>(parent) || ctx.isa_op::<scf::IndexSwitchOp>(parent)) {
        return;
    }
    let first = ctx.op_regions(parent).first().and_then(|&r| ctx.region_entry_block(r));
    if ctx.op_parent_block(o) != first {
        return;
    }
    for j in 0..ctx.num_results(parent) {
        if is_tensor(ctx, ctx.value_type(ctx.result(parent, j))) {
            let types = super::models::buffer_type::predicted_branch_types(ctx, &b.st, parent, j);
            b.predicted.insert((parent, j), types);
        }
    }
}

/// The rewrite state handed to the models: the context, the analysis state, and helpers to get
/// the buffer of a tensor value and to replace an op by buffers.
pub struct Bufferizer<'c> {
    /// The context.
    pub ctx: &'c mut Context,
    /// The analysis state (options, functions).
    pub st: Arc<AnalysisState>,
    /// The module's symbol table, built at the first new `memref.global` and kept for the whole
    /// run (MLIR's `BufferizationState::getSymbolTables`): its uniquing counter numbers renamed
    /// globals across names (`__constant_4xf32_0`, then `__constant_4xi32_1`).
    symbols: &'c mut Option<SymbolTable>,
    globals: Vec<OpRef>,
    /// For each tensor result `(op, j)` of an `scf.if`/`scf.index_switch`, the buffer types its
    /// branches' yields were predicted to have when its first branch was bufferized (MLIR's
    /// `getBufferType` at that moment), in region order.
    pub(crate) predicted: HashMap<(OpRef, usize), Vec<Type>>,
    /// Tensor ops a rewrite created, bufferized after the ops of the function (see
    /// [`Bufferizer::copy_later`]).
    deferred: Vec<OpRef>,
}

impl Bufferizer<'_> {
    /// The buffer of tensor value `v`: the operand of the `to_tensor` defining it; an argument of
    /// a block whose signature its parent bufferizes, once the signature is (see
    /// [`bufferize_block_signature`]); else a new `bufferization.to_buffer` (after the
    /// definition, or at the start of the block of an argument) of the fully dynamic layout type.
    pub fn buffer(&mut self, v: Value) -> Value {
        if let Some(d) = self.ctx.defining_op(v) {
            if self.ctx.isa_op::<ToTensorOp>(d) {
                return self.ctx.operand(d, 0);
            }
        } else if let Some(block) = self.ctx.value_parent_block(v) {
            if signature_bufferized(self.ctx, &self.st, block) {
                bufferize_block_signature(self, block);
                if !is_tensor(self.ctx, self.ctx.value_type(v)) {
                    return v;
                }
            }
        }
        let ctx = &mut *self.ctx;
        let t = ctx.value_type(v);
        let bt = if self.st.unknown_identity_layout {
            buffer_type(ctx, t, None, None)
        } else {
            fully_dynamic_buffer_type(ctx, t)
        };
        let (loc, mut b) = match ctx.defining_op(v) {
            Some(d) => {
                let loc = ctx.op_loc(d);
                let mut b = OpBuilder::new(ctx);
                b.set_insertion_point_after(d);
                (loc, b)
            }
            None => {
                let block = ctx.value_parent_block(v);
                let loc = block.and_then(|bl| ctx.block_parent_op(bl)).map(|p| ctx.op_loc(p));
                let loc = loc.unwrap_or_else(|| oxir::builtin::locations::UnknownLoc::get(ctx));
                let mut b = OpBuilder::new(ctx);
                if let Some(block) = block {
                    b.set_insertion_point_to_start(block);
                }
                (loc, b)
            }
        };
        ToBufferOp::build(&mut b, loc, v, bt).buffer(b.ctx())
    }

    /// Replaces `op` by buffers: each tensor result by a `to_tensor` of its buffer (inserted
    /// before `op`), each other result by the given value; then erases `op`.
    pub fn replace_op(&mut self, op: OpRef, values: &[Value]) -> Result<(), Diagnostic> {
        let results: Vec<Value> = self.ctx.results(op).collect();
        let loc = self.ctx.op_loc(op);
        for (r, &v) in results.into_iter().zip(values) {
            let rt = self.ctx.value_type(r);
            let new = if is_tensor(self.ctx, rt) && !is_tensor(self.ctx, self.ctx.value_type(v)) {
                let mut b = OpBuilder::before(self.ctx, op);
                ToTensorOp::build(&mut b, loc, v, rt).result(b.ctx())
            } else {
                v
            };
            self.ctx.replace_all_uses_with(r, new);
        }
        self.ctx.erase_op(op)
    }

    /// Retypes the tensor results of `op` (kept) to the given buffer types and routes their
    /// uses through `to_tensor` ops after it.
    pub fn retype_results(&mut self, op: OpRef, types: &[Option<Type>]) {
        let loc = self.ctx.op_loc(op);
        for (j, ty) in types.iter().enumerate() {
            let Some(ty) = *ty else { continue };
            let r = self.ctx.result(op, j);
            let old = self.ctx.value_type(r);
            let uses: Vec<_> = self.ctx.uses(r).collect();
            self.ctx.set_value_type(r, ty);
            let mut b = OpBuilder::new(self.ctx);
            b.set_insertion_point_after(op);
            let tt = ToTensorOp::build(&mut b, loc, r, old).result(b.ctx());
            for u in uses {
                self.ctx.set_operand(u.owner, u.index as usize, tt);
            }
        }
    }

    /// Retypes block argument `arg` to `ty` and routes its uses through a `to_tensor` at the
    /// start of its block.
    pub fn retype_block_arg(&mut self, arg: Value, ty: Type, loc: Attribute) {
        let old = self.ctx.value_type(arg);
        let uses: Vec<_> = self.ctx.uses(arg).collect();
        self.ctx.set_value_type(arg, ty);
        let Some(block) = self.ctx.value_parent_block(arg) else { return };
        let mut b = OpBuilder::new(self.ctx);
        b.set_insertion_point_to_start(block);
        let tt = ToTensorOp::build(&mut b, loc, arg, old).result(b.ctx());
        for u in uses {
            self.ctx.set_operand(u.owner, u.index as usize, tt);
        }
    }

    /// Creates an op from its parts before `before` and returns it.
    pub fn create(
        &mut self,
        before: OpRef,
        name: &str,
        operands: &[Value],
        results: &[Type],
        props: Option<Attribute>,
        attrs: Vec<oxir::NamedAttribute>,
    ) -> OpRef {
        let loc = self.ctx.op_loc(before);
        let mut st = OperationState::new(self.ctx.op_name(name), loc);
        st.operands.extend_from_slice(operands);
        st.result_types.extend_from_slice(results);
        st.properties = props;
        st.attributes = attrs;
        let mut b = OpBuilder::before(self.ctx, before);
        b.create(st)
    }

    /// A builder inserting before `before`, and `before`'s location: what the typed builders
    /// take (`memref::CopyOp::build(&mut b, loc, src, dst)`).
    pub fn builder_before(&mut self, before: OpRef) -> (OpBuilder<'_>, Attribute) {
        let loc = self.ctx.op_loc(before);
        (OpBuilder::before(self.ctx, before), loc)
    }

    /// An `index` constant before `before`.
    pub fn index_const(&mut self, before: OpRef, v: i64) -> Value {
        let loc = self.ctx.op_loc(before);
        let index = IndexType::get(self.ctx);
        let attr = IntegerAttr::from_i64(self.ctx, index, v);
        let mut b = OpBuilder::before(self.ctx, before);
        crate::arith::ConstantOp::build(&mut b, loc, index, attr).result(b.ctx())
    }

    /// `memref.alloc(dynamic sizes) {alignment = 64 : i64}` of the identity-layout buffer type
    /// of tensor type `t`, before `before` (the alignment is `buffer-alignment`'s, none for 0).
    pub fn alloc(&mut self, before: OpRef, t: Type, dynamic: &[Value], space: Option<Attribute>) -> Value {
        let ty = buffer_type(self.ctx, t, None, space);
        let loc = self.ctx.op_loc(before);
        let i64t = IntegerType::get(self.ctx, 64);
        let align = match self.st.buffer_alignment.unwrap_or(64) {
            0 => None,
            a => Some(IntegerAttr::from_i64(self.ctx, i64t, a as i64)),
        };
        let mut b = OpBuilder::before(self.ctx, before);
        let alloc = mr::AllocOp::build(&mut b, loc, dynamic, &[], ty);
        if let Some(align) = align {
            alloc.set_alignment(b.ctx_mut(), align);
        }
        alloc.memref(b.ctx())
    }

    /// A new identity-layout buffer holding a copy of buffer `src` (whose tensor type is `t`):
    /// `memref.dim` for the dynamic sizes, `memref.alloc`, `memref.copy`.
    pub fn alloc_copy(&mut self, before: OpRef, t: Type, src: Value, space: Option<Attribute>) -> Value {
        let shape = t.dyn_cast::<RankedTensorType>(self.ctx).map(|r| r.shape.clone()).unwrap_or_default();
        let mut dynamic = Vec::new();
        for (d, &s) in shape.iter().enumerate() {
            if s == DYNAMIC {
                let c = self.index_const(before, d as i64);
                let (mut b, loc) = self.builder_before(before);
                dynamic.push(memref::DimOp::build(&mut b, loc, src, c).into());
            }
        }
        let a = self.alloc(before, t, &dynamic, space);
        self.copy(before, src, a);
        a
    }

    /// A buffer of identity layout (in memory space `space`) holding a copy of tensor `t`, for
    /// an op that cannot use the buffer `t` has (MLIR's `allocateTensorForShapedValue` during
    /// bufferization): a `bufferization.alloc_tensor copy(%t)` before `before`, bufferized only
    /// after the ops of the function (then it gets its own `to_buffer` of `t`), read through a
    /// `to_buffer` that folds away once it is.
    pub fn copy_later(&mut self, before: OpRef, t: Value, space: Option<Attribute>) -> Value {
        let ty = self.ctx.value_type(t);
        let a = {
            let (mut b, loc) = self.builder_before(before);
            AllocTensorOp::build(&mut b, loc, &[], Some(t), None, ty)
        };
        if let Some(space) = space {
            a.set_memory_space(self.ctx, space);
        }
        let copy = a.result(self.ctx);
        let bt = match ty.dyn_cast::<RankedTensorType>(self.ctx).cloned() {
            Some(r) => memref_type(self.ctx, r.shape, r.element, None, space),
            None => buffer_type(self.ctx, ty, None, space),
        };
        let (mut b, loc) = self.builder_before(before);
        let buffer = ToBufferOp::build(&mut b, loc, copy, bt).buffer(b.ctx());
        self.deferred.push(a.op());
        buffer
    }

    /// `memref.copy src, dst` before `before`.
    pub fn copy(&mut self, before: OpRef, src: Value, dst: Value) {
        let (mut b, loc) = self.builder_before(before);
        memref::CopyOp::build(&mut b, loc, src, dst);
    }

    /// `memref.cast v` to `ty` before `before` (or `v` when it already has that type).
    pub fn cast(&mut self, before: OpRef, v: Value, ty: Type) -> Value {
        if self.ctx.value_type(v) == ty {
            return v;
        }
        let (mut b, loc) = self.builder_before(before);
        memref::CastOp::build(&mut b, loc, v, ty).into()
    }

    /// The `memref.global` holding constant `value` of tensor type `t` (MLIR's `getGlobalFor`):
    /// an existing global of the module with the same initial value and alignment, else a new
    /// private constant `__constant_<shape>x<type>` at the start of the module, renamed by the
    /// module's symbol table when the name is taken.
    pub fn global_for(&mut self, at: OpRef, value: Attribute, t: Type) -> Option<(String, Type)> {
        let ctx = &mut *self.ctx;
        let r = t.dyn_cast::<RankedTensorType>(ctx)?.clone();
        let mt = memref_type(ctx, r.shape.clone(), r.element, None, None);
        let mut module = ctx.op_parent_op(at)?;
        while !ctx.isa_op::<oxir::builtin::ops::ModuleOp>(module) {
            module = ctx.op_parent_op(module)?;
        }
        let block = ctx.region_entry_block(*ctx.op_regions(module).first()?)?;
        let alignment = self.st.buffer_alignment.unwrap_or(64);
        let i64t = IntegerType::get(ctx, 64);
        let existing = ctx.block_ops(block).filter(|&o| ctx.isa_op::<GlobalOp>(o)).find(|&g| {
            let g_alignment = ctx
                .op_property(g, "alignment")
                .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx).and_then(|i| i.value.try_to_u64()))
                .unwrap_or(0);
            ctx.op_property(g, "initial_value") == Some(value) && g_alignment == alignment
        });
        if let Some(g) = existing {
            let name = SymbolTable::symbol_name(ctx, g)?.to_owned();
            let ty = ctx.op_property(g, "type").and_then(|a| a.dyn_cast::<TypeAttr>(ctx).map(|t| t.ty))?;
            return Some((name, ty));
        }
        let mut base = String::from("__constant_");
        for d in &r.shape {
            base.push_str(&d.to_string());
            base.push('x');
        }
        if r.shape.is_empty() {
            base.push('x');
        }
        base.push_str(&r.element.to_text(ctx));
        let loc = ctx.op_loc(at);
        let mut props = vec![
            ("sym_name", StringAttr::get(ctx, &base)),
            ("sym_visibility", StringAttr::get(ctx, "private")),
            ("type", TypeAttr::get(ctx, mt)),
            ("initial_value", value),
            ("constant", oxir::builtin::attributes::UnitAttr::get(ctx)),
        ];
        if alignment != 0 {
            props.push(("alignment", IntegerAttr::from_i64(ctx, i64t, alignment as i64)));
        }
        let entries = props.into_iter().map(|(n, v)| oxir::NamedAttribute { name: ctx.ident(n), value: v }).collect();
        let dict = oxir::builtin::attributes::DictionaryAttr::get(ctx, entries);
        let mut st = OperationState::new(ctx.op_name(GlobalOp::NAME), loc);
        st.properties = Some(dict);
        let first = ctx.block_first_op(block);
        let g = ctx.create_op(st);
        if self.symbols.as_ref().is_none_or(|table| table.op() != module) {
            *self.symbols = Some(SymbolTable::new(ctx, module));
        }
        let symbols = self.symbols.as_mut()?;
        let name = symbols.insert(ctx, g, first).ok()?;
        self.globals.push(g);
        Some((name, mt))
    }
}
