//! `convert-linalg-to-loops`, `convert-linalg-to-parallel-loops` and
//! `convert-linalg-to-affine-loops` (MLIR's `Loops.cpp`): structured ops on buffers become loop
//! nests, one loop per loop of the op from 0 to the size of the operand dimension its indexing
//! maps give it, step 1: `scf.for` loops; or an `scf.parallel` for each run of consecutive
//! parallel loops and an `scf.for` for each reduction loop; or `affine.for` loops (constant
//! bounds where the size is static, the `memref.dim` as a symbol otherwise) with `affine.load`
//! and `affine.store`. In the innermost loop the inputs are loaded (`memref.load` at the
//! indices the maps compute; scalar inputs are used as they are), the body is inlined with
//! `linalg.index` replaced by the induction variables, and the yielded values are stored into
//! the outputs. As MLIR, the rewrite runs in the greedy driver with folding, so constants are
//! uniqued and hoisted and unused loads and dims disappear.
//!
//! Map results other than dimensions and constants become `affine.apply` ops (MLIR's
//! `makeCanonicalAffineApplies`), as for the windows of convolutions.

use crate::linalg::{shaped, structured, IndexOp};
use oxir::affine::AffineExpr;
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::types::{IndexType, MemRefType, DYNAMIC};
use oxir::clone::IrMapping;
use oxir::pass::Pass;
use oxir::rewrite::greedy::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig};
use oxir::rewrite::{CanonicalizationPatterns, PatternRewriter, RewritePattern};
use oxir::{Attribute, Context, Diagnostic, OpRef, OperationState, Value};

use crate::affine;
use crate::memref;
use crate::scf::{ForOp, ParallelOp, ReduceOp, YieldOp};
use crate::tensor;
use crate::utils::constants::index_constant;
use oxir::ods::Op;

/// The loops a structured op becomes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LoopKind {
    /// `scf.for` loops (`convert-linalg-to-loops`).
    #[default]
    Scf,
    /// `scf.parallel` for the parallel loops, `scf.for` for the others
    /// (`convert-linalg-to-parallel-loops`).
    Parallel,
    /// `affine.for` loops with `affine.load`/`affine.store` (`convert-linalg-to-affine-loops`).
    Affine,
}

/// The `convert-linalg-to-loops` pass and its parallel and affine variants.
#[derive(Clone, Default)]
pub struct ConvertLinalgToLoops {
    /// The loops it generates.
    pub kind: LoopKind,
}

impl ConvertLinalgToLoops {
    /// The pass that generates `kind` loops.
    pub fn new(kind: LoopKind) -> Self {
        ConvertLinalgToLoops { kind }
    }
}

impl Pass for ConvertLinalgToLoops {
    fn name(&self) -> &'static str {
        match self.kind {
            LoopKind::Scf => "ConvertLinalgToLoopsPass",
            LoopKind::Parallel => "ConvertLinalgToParallelLoopsPass",
            LoopKind::Affine => "ConvertLinalgToAffineLoopsPass",
        }
    }
    fn argument(&self) -> &'static str {
        match self.kind {
            LoopKind::Scf => "convert-linalg-to-loops",
            LoopKind::Parallel => "convert-linalg-to-parallel-loops",
            LoopKind::Affine => "convert-linalg-to-affine-loops",
        }
    }
    fn description(&self) -> &'static str {
        match self.kind {
            LoopKind::Scf => "Convert the operations from the linalg dialect into loops",
            LoopKind::Parallel => "Convert the operations from the linalg dialect into parallel loops",
            LoopKind::Affine => "Lower the operations from the linalg dialect into affine loops",
        }
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let mut patterns: Vec<Box<dyn RewritePattern>> = vec![Box::new(LinalgToLoops(self.kind))];
        for name in [memref::DimOp::NAME, tensor::DimOp::NAME] {
            let n = ctx.op_name(name);
            if let Some(c) = ctx.op_name_interface::<CanonicalizationPatterns>(n) {
                patterns.extend((c.0)());
            }
        }
        let set = FrozenPatternSet::new(patterns);
        // MLIR's `applyPatternsGreedily` default: bottom-up.
        let config = GreedyConfig { top_down: false, ..GreedyConfig::default() };
        apply_patterns_greedily(ctx, op, &set, &config)?;
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// MLIR's `LinalgRewritePattern<LoopTy>`: any structured op with buffer semantics.
struct LinalgToLoops(LoopKind);

fn create(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    loc: Attribute,
    operands: &[Value],
    results: &[oxir::Type],
) -> OpRef {
    let mut st = OperationState::new(rw.ctx_mut().op_name(name), loc);
    st.operands.extend_from_slice(operands);
    st.result_types.extend_from_slice(results);
    rw.create(st)
}

/// The indices an indexing map gives an operand at induction variables `ivs` (MLIR's
/// `makeCanonicalAffineApplies`): a dimension is its induction variable, a constant an index
/// constant (what folding the `affine.apply` gives), any other expression an `affine.apply` of
/// the one-result map over the induction variables it uses.
fn indices(
    rw: &mut PatternRewriter<'_>,
    loc: Attribute,
    map: &oxir::affine::AffineMap,
    ivs: &[Value],
) -> Option<Vec<Value>> {
    let mut out = Vec::new();
    for e in &map.results {
        match e {
            AffineExpr::Dim(d) => out.push(*ivs.get(*d as usize)?),
            AffineExpr::Constant(c) => out.push(index_constant(rw, loc, *c)),
            _ => {
                let one = oxir::affine::AffineMap::new(map.num_dims, map.num_symbols, vec![e.clone()]);
                let unused = one.unused_dims();
                let operands: Vec<Value> = ivs.iter().zip(&unused).filter(|(_, &u)| !u).map(|(&v, _)| v).collect();
                let compressed = one.compress_dims(&unused);
                let apply = affine::ApplyOp::build(rw, loc, &operands, compressed);
                out.push(apply.result(rw.ctx()));
            }
        }
    }
    Some(out)
}

/// Builds the loop nest of `kind` over `bounds` (lower bound, upper bound, step of each loop, of
/// the kinds `iterators` says) at the insertion point and leaves the insertion point in the
/// innermost body; returns the induction variables, outermost first. The parallel nest groups
/// each run of parallel loops into one `scf.parallel` (MLIR's `generateParallelLoopNest`).
fn build_loops(
    rw: &mut PatternRewriter<'_>,
    kind: LoopKind,
    loc: Attribute,
    bounds: &[(Value, Value, Value)],
    iterators: &[crate::linalg::IteratorType],
) -> Option<Vec<Value>> {
    let index = IndexType::get(rw.ctx());
    let mut ivs = Vec::new();
    let mut i = 0;
    while i < bounds.len() {
        let run = match kind {
            LoopKind::Parallel => {
                iterators[i..].iter().take_while(|&&t| t == crate::linalg::IteratorType::Parallel).count().max(1)
            }
            _ => 1,
        };
        let group = &bounds[i..i + run];
        let parallel = kind == LoopKind::Parallel && iterators.get(i) == Some(&crate::linalg::IteratorType::Parallel);
        let (region, terminator_of) = if parallel {
            let lbs: Vec<Value> = group.iter().map(|b| b.0).collect();
            let ubs: Vec<Value> = group.iter().map(|b| b.1).collect();
            let steps: Vec<Value> = group.iter().map(|b| b.2).collect();
            let p = ParallelOp::build(rw, loc, &lbs, &ubs, &steps, &[], &[]);
            (p.region(rw.ctx()), LoopKind::Parallel)
        } else if kind == LoopKind::Affine {
            let (lb, ub, step) = group[0];
            let (lb_operands, lb_map) = affine_bound(rw.ctx(), lb);
            let (ub_operands, ub_map) = affine_bound(rw.ctx(), ub);
            let step = crate::utils::constants::const_int(rw.ctx(), step)?.try_to_i64()?;
            let f = affine::ForOp::build(rw, loc, &lb_operands, &ub_operands, &[], &[], lb_map, ub_map, step);
            (f.region(rw.ctx()), LoopKind::Affine)
        } else {
            let (lb, ub, step) = group[0];
            let f = ForOp::build(rw, loc, lb, ub, step, &[], &[]);
            (f.region(rw.ctx()), LoopKind::Scf)
        };
        let ctx = rw.ctx_mut();
        let block = ctx.create_block();
        for _ in 0..run {
            ivs.push(ctx.add_block_argument(block, index, loc));
        }
        ctx.append_block(region, block);
        let mut b = oxir::OpBuilder::at_block_end(ctx, block);
        let terminator: OpRef = match terminator_of {
            LoopKind::Parallel => ReduceOp::build(&mut b, loc, &[], 0).into(),
            LoopKind::Affine => affine::YieldOp::build(&mut b, loc, &[]).into(),
            LoopKind::Scf => YieldOp::build(&mut b, loc, &[]).into(),
        };
        rw.set_insertion_point(terminator);
        i += run;
    }
    Some(ivs)
}

/// An `affine.for` bound for `v`: a constant map for a constant, else `()[s0] -> (s0)` of `v`.
fn affine_bound(ctx: &Context, v: Value) -> (Vec<Value>, oxir::affine::AffineMap) {
    match crate::utils::constants::const_int(ctx, v).and_then(|c| c.try_to_i64()) {
        Some(c) => (Vec::new(), oxir::affine::AffineMap::constant_map(c)),
        None => (vec![v], oxir::affine::AffineMap::new(0, 1, vec![AffineExpr::Symbol(0)])),
    }
}

/// The loop a `linalg.index` op reads (`None` for other ops).
fn index_dim(ctx: &Context, op: OpRef) -> Option<usize> {
    if ctx.op_name_text(op) != IndexOp::NAME {
        return None;
    }
    let a = ctx.op_property(op, "dim")?;
    usize::try_from(a.dyn_cast::<IntegerAttr>(ctx)?.value.try_to_i64()?).ok()
}

impl RewritePattern for LinalgToLoops {
    fn root(&self) -> Option<&'static str> {
        None
    }
    fn name(&self) -> &'static str {
        "LinalgRewritePattern"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(s) = structured(ctx, op) else { return false };
        let operands: Vec<Value> = s.inputs.iter().chain(&s.inits).copied().collect();
        let pure_buffer =
            operands.iter().all(|&v| !ctx.value_type(v).isa::<oxir::builtin::types::RankedTensorType>(ctx))
                && s.inits.iter().all(|&v| ctx.value_type(v).isa::<MemRefType>(ctx));
        if !pure_buffer || ctx.num_results(op) != 0 {
            return false;
        }
        let supported = s.maps.iter().all(|m| m.num_symbols == 0 && m.num_dims as usize == s.num_loops);
        let Some(body) = ctx.op_regions(op).first().and_then(|&r| ctx.region_entry_block(r)) else { return false };
        if !supported || ctx.region_blocks(ctx.op_regions(op)[0]).count() != 1 {
            return false;
        }
        // The size of each loop: the first operand dimension its maps give it.
        let sources = crate::linalg::loop_sources(ctx, &s);
        if sources.iter().any(Option::is_none) {
            return false;
        }
        let loc = ctx.op_loc(op);
        let index = IndexType::get(ctx);
        rw.set_insertion_point(op);
        // MLIR's `createFlatListOfOperandDims`: a `memref.dim` for every dynamic dimension.
        let mut dims = std::collections::HashMap::new();
        for &v in &operands {
            let Some((shape, _)) = shaped(rw.ctx(), rw.ctx().value_type(v)) else { continue };
            for (r, &size) in shape.iter().enumerate() {
                if size == DYNAMIC {
                    let c = index_constant(rw, loc, r as i64);
                    let d = create(rw, memref::DimOp::NAME, loc, &[v, c], &[index]);
                    dims.insert((v, r), rw.ctx().result(d, 0));
                }
            }
        }
        let mut bounds = Vec::new();
        for src in sources.iter().flatten() {
            let (v, r, size) = *src;
            let lb = index_constant(rw, loc, 0);
            let ub = if size == DYNAMIC {
                match dims.get(&(v, r)) {
                    Some(&d) => d,
                    None => return false,
                }
            } else {
                index_constant(rw, loc, size)
            };
            let step = index_constant(rw, loc, 1);
            bounds.push((lb, ub, step));
        }
        let Some(ivs) = build_loops(rw, self.0, loc, &bounds, &s.iterators) else { return false };
        // Loads of the inputs (scalars are used directly) and of the outputs.
        let mut values = Vec::new();
        for (m, &v) in s.maps.iter().zip(&operands) {
            let t = rw.ctx().value_type(v);
            let Some((_, elem)) = shaped(rw.ctx(), t) else {
                values.push(v);
                continue;
            };
            let Some(idx) = indices(rw, loc, m, &ivs) else { return false };
            let loaded = if self.0 == LoopKind::Affine {
                let map = oxir::affine::AffineMap::multi_dim_identity(idx.len() as u32);
                Value::from(affine::LoadOp::build(rw, loc, v, &idx, elem, map))
            } else {
                Value::from(memref::LoadOp::build(rw, loc, v, &idx))
            };
            values.push(loaded);
        }
        let mut store_indices = Vec::new();
        for (m, _) in s.maps.iter().zip(&operands).skip(s.inputs.len()) {
            let Some(idx) = indices(rw, loc, m, &ivs) else { return false };
            store_indices.push(idx);
        }
        // The body, inlined; `linalg.index` becomes the induction variable.
        let mut mapping = IrMapping::new();
        for (a, &v) in rw.ctx().block_arguments(body).collect::<Vec<_>>().into_iter().zip(&values) {
            mapping.map_value(a, v);
        }
        let body_ops: Vec<OpRef> = rw.ctx().block_ops(body).collect();
        let Some((&terminator, rest)) = body_ops.split_last() else { return false };
        let mut cloned = Vec::new();
        for &o in rest {
            if let Some(&iv) = index_dim(rw.ctx(), o).and_then(|d| ivs.get(d)) {
                mapping.map_value(rw.ctx().result(o, 0), iv);
                continue;
            }
            let c = rw.ctx_mut().clone_op(o, &mut mapping);
            for (r, nr) in rw.ctx().results(o).zip(rw.ctx().results(c)).collect::<Vec<_>>() {
                mapping.map_value(r, nr);
            }
            rw.insert(c);
            cloned.push(c);
        }
        let mut index_ops = Vec::new();
        for &c in &cloned {
            let ctx = rw.ctx();
            ctx.walk_ops_pre_order(c, &mut |o| {
                if ctx.op_name_text(o) == IndexOp::NAME {
                    index_ops.push(o);
                }
                oxir::WalkResult::Advance
            });
        }
        for o in index_ops {
            if let Some(&iv) = index_dim(rw.ctx(), o).and_then(|d| ivs.get(d)) {
                let _ = rw.replace_op(o, &[iv]);
            }
        }
        let yielded: Vec<Value> = rw.ctx().operands(terminator).collect();
        for ((v, &out), idx) in yielded.into_iter().zip(&s.inits).zip(store_indices) {
            let v = mapping.lookup_value(v).unwrap_or(v);
            if self.0 == LoopKind::Affine {
                let map = oxir::affine::AffineMap::multi_dim_identity(idx.len() as u32);
                affine::StoreOp::build(rw, loc, v, out, &idx, map);
            } else {
                memref::StoreOp::build(rw, loc, v, out, &idx);
            }
        }
        rw.erase_op(op).is_ok()
    }
}
