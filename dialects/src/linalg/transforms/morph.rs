//! `linalg-morph-ops` (MLIR's `LinalgMorphOpsPass`, `MorphOps.cpp`): converts linalg ops between
//! their three forms, named (`linalg.add`), category (`linalg.elementwise kind=add`) and generic
//! (`linalg.generic`). `named-to-category` rewrites the named elementwise ops that have a kind
//! (MLIR's `populateLinalgNamedToElementwisePatterns`: every unary op, `add`, `sub`, `mul`,
//! `div`, `div_unsigned`, `powf` and `select`; not `max` and `min`); `named-to-generic` and
//! `category-to-generic` generalize every structured op but `linalg.generic` (the patterns of
//! `linalg-generalize-named-ops`). The lifting path `generic-to-named` (MLIR's
//! `linalg-specialize-generic-ops`) is not implemented here.

use crate::linalg::{
    build_body, elementwise_spec, structured, AbsOp, AddOp, CeilOp, DivOp, DivUnsignedOp, ElementwiseKind,
    ElementwiseOp, ErfOp, ExpOp, FloorOp, LogOp, MulOp, NegFOp, PowFOp, ReciprocalOp, RoundOp, RsqrtOp, SelectOp,
    SqrtOp, SquareOp, SubOp, TanhOp,
};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::{ArrayAttr, DenseArrayAttr, DictionaryAttr};
use oxir::builtin::types::{IntegerType, RankedTensorType};
use oxir::numeric::APInt;
use oxir::ods::Op;
use oxir::pass::options::{parse_bool, OptionValue};
use oxir::pass::Pass;
use oxir::rewrite::greedy::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig};
use oxir::rewrite::{PatternRewriter, RewritePattern};
use oxir::{Context, Diagnostic, NamedAttribute, OpRef, OperationState, Type, Value};

/// The `linalg-morph-ops` pass and its options.
#[derive(Clone, Default)]
pub struct MorphOps {
    /// `named-to-category`: named elementwise ops become `linalg.elementwise`.
    pub named_to_category: bool,
    /// `category-to-generic`: category ops (and every other structured op) become generic.
    pub category_to_generic: bool,
    /// `named-to-generic`: named ops become generic.
    pub named_to_generic: bool,
}

impl Pass for MorphOps {
    fn name(&self) -> &'static str {
        "LinalgMorphOpsPass"
    }
    fn argument(&self) -> &'static str {
        "linalg-morph-ops"
    }
    fn description(&self) -> &'static str {
        "Convert linalg ops between forms"
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        let slot = match key {
            "named-to-category" => &mut self.named_to_category,
            "category-to-generic" => &mut self.category_to_generic,
            "named-to-generic" => &mut self.named_to_generic,
            _ => return Err(format!("no such option '{key}'")),
        };
        *slot = parse_bool(key, value)?;
        Ok(())
    }
    fn options(&self) -> Vec<(&'static str, OptionValue)> {
        vec![
            ("category-to-generic", OptionValue::Bool(self.category_to_generic)),
            ("named-to-category", OptionValue::Bool(self.named_to_category)),
            ("named-to-generic", OptionValue::Bool(self.named_to_generic)),
        ]
    }
    fn run(&mut self, ctx: &mut Context, op: OpRef) -> Result<(), Diagnostic> {
        let mut patterns: Vec<Box<dyn RewritePattern>> = Vec::new();
        if self.named_to_category {
            patterns.push(Box::new(NamedToElementwise));
        }
        if self.named_to_generic || self.category_to_generic {
            patterns.push(Box::new(super::generalize::Generalize));
        }
        apply_patterns_greedily(ctx, op, &FrozenPatternSet::new(patterns), &GreedyConfig::default())?;
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// The kind of `linalg.elementwise` that named op `name` computes, for the named ops MLIR's
/// `named-to-category` converts.
pub fn elementwise_kind_of(name: &str) -> Option<ElementwiseKind> {
    use ElementwiseKind as K;
    Some(match name {
        ExpOp::NAME => K::Exp,
        LogOp::NAME => K::Log,
        AbsOp::NAME => K::Abs,
        CeilOp::NAME => K::Ceil,
        FloorOp::NAME => K::Floor,
        NegFOp::NAME => K::Negf,
        ReciprocalOp::NAME => K::Reciprocal,
        RoundOp::NAME => K::Round,
        SqrtOp::NAME => K::Sqrt,
        RsqrtOp::NAME => K::Rsqrt,
        SquareOp::NAME => K::Square,
        TanhOp::NAME => K::Tanh,
        ErfOp::NAME => K::Erf,
        AddOp::NAME => K::Add,
        SubOp::NAME => K::Sub,
        MulOp::NAME => K::Mul,
        DivOp::NAME => K::Div,
        DivUnsignedOp::NAME => K::DivUnsigned,
        PowFOp::NAME => K::Powf,
        SelectOp::NAME => K::Select,
        _ => return None,
    })
}

/// MLIR's `NamedToElementwisePattern`: a named elementwise op becomes the `linalg.elementwise`
/// of its kind, with the same operands, its indexing maps, and the region built for the kind.
struct NamedToElementwise;

impl RewritePattern for NamedToElementwise {
    fn root(&self) -> Option<&'static str> {
        None
    }
    fn name(&self) -> &'static str {
        "NamedToElementwisePattern"
    }
    fn match_and_rewrite(&self, op: OpRef, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(kind) = elementwise_kind_of(ctx.op_name_text(op)) else { return false };
        let Some(s) = structured(ctx, op) else { return false };
        let spec = elementwise_spec(kind);
        if s.inputs.len() != spec.num_inputs {
            return false;
        }
        let operands: Vec<Value> = s.inputs.iter().chain(&s.inits).copied().collect();
        let types: Vec<Type> = operands.iter().map(|&v| ctx.value_type(v)).collect();
        let results: Vec<Type> =
            s.inits.iter().map(|&v| ctx.value_type(v)).filter(|t| t.isa::<RankedTensorType>(ctx)).collect();
        let maps = s.maps.iter().map(|m| ctx.intern_attr(AffineMapAttr { map: m.clone() })).collect();
        let maps = ArrayAttr::get(ctx, maps);
        let kind_attr = kind.attr(ctx);
        let i32_type = IntegerType::get(ctx, 32);
        let values = [s.inputs.len(), s.inits.len()].iter().map(|&n| APInt::from_i64(32, n as i64)).collect();
        let segs = ctx.intern_attr(DenseArrayAttr { element: i32_type, values });
        let props: Vec<NamedAttribute> = [("indexing_maps", maps), ("kind", kind_attr), ("operandSegmentSizes", segs)]
            .into_iter()
            .map(|(n, v)| NamedAttribute { name: ctx.ident(n), value: v })
            .collect();
        let props = DictionaryAttr::get(ctx, props);
        let loc = ctx.op_loc(op);
        let Ok(region) = build_body(rw.ctx_mut(), &spec, &types, &[]) else { return false };
        let mut st = OperationState::new(rw.ctx().op_name(ElementwiseOp::NAME), loc);
        st.operands.extend(operands);
        st.result_types.extend(results);
        st.properties = Some(props);
        st.regions.push(region);
        rw.set_insertion_point(op);
        let new = rw.create(st);
        let replacements: Vec<Value> = rw.ctx().results(new).collect();
        rw.replace_op(op, &replacements).is_ok()
    }
}
