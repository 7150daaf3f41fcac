//! `linalg-fold-into-elementwise` (MLIR 22's `LinalgFoldIntoElementwisePass`): an input of a
//! `linalg.elementwise` read through an identity map from a `linalg.transpose` is read from the
//! transpose's input instead, through the transpose's input map (the inverse permutation), so
//! the transpose can go. Inputs with other maps (broadcasts, transposes already folded) and
//! other producers (`linalg.broadcast`) are left as they are, as MLIR 22 leaves them.

use crate::linalg::canonicalize::recreate_with;
use crate::linalg::{structured, ElementwiseOp, TransposeOp};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::{ArrayAttr, DictionaryAttr};
use oxir::ods::Op;
use oxir::pass::Pass;
use oxir::rewrite::greedy::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig};
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Context, Diagnostic, NamedAttribute, OpRef, Type, Value};

/// The `linalg-fold-into-elementwise` pass.
#[derive(Clone, Default)]
pub struct FoldIntoElementwise;

impl Pass for FoldIntoElementwise {
    fn name(&self) -> &'static str {
        "LinalgFoldIntoElementwisePass"
    }
    fn argument(&self) -> &'static str {
        "linalg-fold-into-elementwise"
    }
    fn description(&self) -> &'static str {
        "Fold transpose ops into elementwise"
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let set = FrozenPatternSet::new(vec![Box::new(FoldTranspose) as Box<dyn RewritePattern>]);
        apply_patterns_greedily(ctx, op, &set, &GreedyConfig::default())?;
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// MLIR's `FoldTransposePattern`.
struct FoldTranspose;

impl RewritePattern for FoldTranspose {
    fn root(&self) -> Option<&'static str> {
        Some(ElementwiseOp::NAME)
    }
    fn name(&self) -> &'static str {
        "FoldTransposePattern"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(s) = structured(ctx, op) else { return false };
        let mut changed = false;
        let mut inputs = Vec::with_capacity(s.inputs.len());
        let mut maps = Vec::with_capacity(s.maps.len());
        for (&v, map) in s.inputs.iter().zip(&s.maps) {
            let transpose = ctx.defining_op(v).filter(|&t| ctx.isa_op::<TransposeOp>(t));
            let folded = transpose.filter(|_| map.is_identity()).and_then(|t| {
                let ts = structured(ctx, t)?;
                Some((*ts.inputs.first()?, ts.maps.first()?.clone()))
            });
            match folded {
                Some((input, input_map)) => {
                    inputs.push(input);
                    maps.push(input_map);
                    changed = true;
                }
                None => {
                    inputs.push(v);
                    maps.push(map.clone());
                }
            }
        }
        let Some(out_map) = s.maps.last() else { return false };
        if !changed || s.inits.len() != 1 {
            return false;
        }
        maps.push(out_map.clone());
        let maps = maps.into_iter().map(|m| ctx.intern_attr(AffineMapAttr { map: m })).collect();
        let maps = ArrayAttr::get(ctx, maps);
        let name = ctx.ident("indexing_maps");
        let mut props: Vec<NamedAttribute> = ctx
            .op_properties(op)
            .map(|p| DictionaryAttr::entries(ctx, p).to_vec())
            .unwrap_or_default()
            .into_iter()
            .filter(|a| a.name != name)
            .collect();
        props.push(NamedAttribute { name, value: maps });
        let props = DictionaryAttr::get(ctx, props);
        let operands: Vec<Value> = inputs.into_iter().chain(s.inits.iter().copied()).collect();
        let results: Vec<Type> = ctx.results(op).map(|r| ctx.value_type(r)).collect();
        rw.set_insertion_point(op);
        let new = recreate_with(rw, op, operands, results, Some(props));
        let values: Vec<Value> = rw.ctx().results(new).collect();
        rw.replace_op(op, &values).is_ok()
    }
}
