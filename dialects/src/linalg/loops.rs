//! `convert-linalg-to-loops` (MLIR's `Loops.cpp`): structured ops on buffers become `scf.for`
//! nests, one loop per loop of the op from 0 to the size of the operand dimension its indexing
//! maps give it, step 1. In the innermost loop the inputs are loaded (`memref.load` at the
//! indices the maps compute; scalar inputs are used as they are), the body is inlined with
//! `linalg.index` replaced by the induction variables, and the yielded values are stored into
//! the outputs. As MLIR, the rewrite runs in the greedy driver with folding, so constants are
//! uniqued and hoisted and unused loads and dims disappear.
//!
//! Map results other than dimensions and constants become `affine.apply` ops (MLIR's
//! `makeCanonicalAffineApplies`), as for the windows of convolutions.

use super::{shaped, structured, IndexOp};
use oxir::affine::AffineExpr;
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::{DictionaryAttr, IntegerAttr};
use oxir::builtin::types::{IndexType, MemRefType, DYNAMIC};
use oxir::clone::IrMapping;
use oxir::pass::Pass;
use oxir::rewrite::greedy::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig};
use oxir::rewrite::{CanonicalizationPatterns, PatternRewriter, RewritePattern};
use oxir::{Attribute, Context, Diagnostic, NamedAttribute, OpRef, OperationState, Value};

use crate::memref;
use crate::scf::{ForOp, YieldOp};
use crate::tensor;
use crate::utils::constants::index_constant;
use oxir::ods::Op;

/// The `convert-linalg-to-loops` pass.
#[derive(Clone, Default)]
pub struct ConvertLinalgToLoops;

impl Pass for ConvertLinalgToLoops {
    fn name(&self) -> &'static str {
        "ConvertLinalgToLoopsPass"
    }
    fn argument(&self) -> &'static str {
        "convert-linalg-to-loops"
    }
    fn description(&self) -> &'static str {
        "Convert the operations from the linalg dialect into loops"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let mut patterns: Vec<Box<dyn RewritePattern>> = vec![Box::new(LinalgToLoops)];
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

/// MLIR's `LinalgRewritePattern<scf::ForOp>`: any structured op with buffer semantics.
struct LinalgToLoops;

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
                let ctx = rw.ctx_mut();
                let map_attr = ctx.intern_attr(AffineMapAttr { map: compressed });
                let props = DictionaryAttr::get(ctx, vec![NamedAttribute { name: ctx.ident("map"), value: map_attr }]);
                let index = IndexType::get(ctx);
                let mut st = OperationState::new(ctx.op_name("affine.apply"), loc);
                st.operands.extend(operands);
                st.result_types.push(index);
                st.properties = Some(props);
                let apply = rw.create(st);
                out.push(rw.ctx().result(apply, 0));
            }
        }
    }
    Some(out)
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
        let sources = super::loop_sources(ctx, &s);
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
        let mut ivs = Vec::new();
        for (lb, ub, step) in bounds {
            let ctx = rw.ctx_mut();
            let region = ctx.create_region();
            let block = ctx.create_block();
            let iv = ctx.add_block_argument(block, index, loc);
            ctx.append_block(region, block);
            let y = ctx.create_op(OperationState::new(ctx.op_name(YieldOp::NAME), loc));
            ctx.append_op(block, y);
            let mut st = OperationState::new(ctx.op_name(ForOp::NAME), loc);
            st.operands.extend([lb, ub, step]);
            st.regions.push(region);
            rw.create(st);
            rw.set_insertion_point(y);
            ivs.push(iv);
        }
        // Loads of the inputs (scalars are used directly) and of the outputs.
        let mut values = Vec::new();
        for (m, &v) in s.maps.iter().zip(&operands) {
            let t = rw.ctx().value_type(v);
            let Some((_, elem)) = shaped(rw.ctx(), t) else {
                values.push(v);
                continue;
            };
            let Some(idx) = indices(rw, loc, m, &ivs) else { return false };
            let mut ops = vec![v];
            ops.extend(idx);
            let l = create(rw, memref::LoadOp::NAME, loc, &ops, &[elem]);
            values.push(rw.ctx().result(l, 0));
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
            let mut ops = vec![v, out];
            ops.extend(idx);
            create(rw, memref::StoreOp::NAME, loc, &ops, &[]);
        }
        rw.erase_op(op).is_ok()
    }
}
