//! `linalg-generalize-named-ops` (MLIR's `Generalization.cpp`): every structured op other than
//! `linalg.generic` (the named ops, `map`, `fill`, `transpose`, `broadcast`, `reduce`) becomes the `linalg.generic` with its indexing maps, iterator types and region (its other
//! attributes are dropped, as MLIR's `generalizeNamedOp` does). The rewrite runs in the greedy
//! driver, so constants of the inlined regions are uniqued and hoisted as in MLIR.

use crate::linalg::{structured, GenericOp};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::ArrayAttr;
use oxir::builtin::types::RankedTensorType;
use oxir::ods::Op;
use oxir::pass::Pass;
use oxir::rewrite::greedy::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig};
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Context, Diagnostic, NamedAttribute, OpRef, OperationState, Type, Value};

/// The `linalg-generalize-named-ops` pass.
#[derive(Clone, Default)]
pub struct GeneralizeNamedOps;

impl Pass for GeneralizeNamedOps {
    fn name(&self) -> &'static str {
        "LinalgGeneralizeNamedOpsPass"
    }
    fn argument(&self) -> &'static str {
        "linalg-generalize-named-ops"
    }
    fn description(&self) -> &'static str {
        "Convert named ops into generic ops"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let set = FrozenPatternSet::new(vec![Box::new(Generalize) as Box<dyn RewritePattern>]);
        apply_patterns_greedily(ctx, op, &set, &GreedyConfig::default())?;
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// MLIR's `LinalgGeneralizationPattern` (also `linalg-morph-ops`'s generalization).
pub(crate) struct Generalize;

impl RewritePattern for Generalize {
    fn root(&self) -> Option<&'static str> {
        None
    }
    fn name(&self) -> &'static str {
        "LinalgGeneralizationPattern"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        match generalize(rw, op) {
            Some(g) => rw.replace_op(op, &rw.ctx().results(g).collect::<Vec<_>>()).is_ok(),
            None => false,
        }
    }
}

/// Creates the `linalg.generic` equivalent to structured op `op` before it, moving its region
/// into it; `None` when `op` is not a structured op or already generic.
pub fn generalize(rw: &mut PatternRewriter<'_>, op: OpRef) -> Option<OpRef> {
    let ctx = rw.ctx();
    if ctx.op_name_text(op) == GenericOp::NAME {
        return None;
    }
    let s = structured(ctx, op)?;
    let &region = ctx.op_regions(op).first()?;
    let pure_tensor = ctx.operands(op).all(|v| ctx.value_type(v).isa::<RankedTensorType>(ctx));
    let results: Vec<Type> =
        if pure_tensor { s.inits.iter().map(|&v| ctx.value_type(v)).collect() } else { Vec::new() };
    let maps = s.maps.iter().map(|m| ctx.intern_attr(AffineMapAttr { map: m.clone() })).collect();
    let maps = ArrayAttr::get(ctx, maps);
    let iterators = s.iterators.iter().map(|k| k.attr(ctx)).collect();
    let iterators = ArrayAttr::get(ctx, iterators);
    let i32_type = oxir::builtin::types::IntegerType::get(ctx, 32);
    let values =
        [s.inputs.len(), s.inits.len()].iter().map(|&n| oxir::numeric::APInt::from_i64(32, n as i64)).collect();
    let segs = ctx.intern_attr(oxir::builtin::attributes::DenseArrayAttr { element: i32_type, values });
    let loc = ctx.op_loc(op);
    let mut props = Vec::new();
    for (n, v) in [("indexing_maps", maps), ("iterator_types", iterators), ("operandSegmentSizes", segs)] {
        props.push(NamedAttribute { name: ctx.ident(n), value: v });
    }
    let props = oxir::builtin::attributes::DictionaryAttr::get(ctx, props);
    let mut st = OperationState::new(ctx.op_name(GenericOp::NAME), loc);
    st.operands.extend(s.inputs.iter().chain(&s.inits).copied().collect::<Vec<Value>>());
    st.result_types.extend(results);
    st.properties = Some(props);
    let new_region = rw.ctx_mut().create_region();
    for block in rw.ctx().region_blocks(region).collect::<Vec<_>>() {
        rw.ctx_mut().detach_block(block);
        rw.ctx_mut().append_block(new_region, block);
    }
    st.regions.push(new_region);
    rw.set_insertion_point(op);
    Some(rw.create(st))
}
