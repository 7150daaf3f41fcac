//! The extraction cost model: a cost per op, declared with the op's definition
//! (`#[op(eqsat_cost = N)]`) or else given by defaults by trait and name (constants and casts
//! cheap, multiplications dearer than shifts, divisions dearest), overridable from a cost file of
//! `op.name = cost` lines.
//!
//! Structured ops on tensors (`linalg.fill` and the named ops, [`crate::implied`]) are priced by
//! their shapes: the number of points of their iteration space (for `linalg.matmul` of an
//! `m x k` and a `k x n` matrix, `m * n * k`) times the cost of their body at one point (the
//! scalar multiplication and addition of a contraction, the scalar op of an elementwise op, 1
//! for a fill). `linalg.elementwise` costs what the named op of its `kind` costs (`kind=add` as
//! `linalg.add`). A cost file's line for such an op gives its cost per point.

use crate::syntax::{error_at, SourceFile};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::{ArrayAttr, DictionaryAttr};
use oxir::builtin::types::{FloatType, RankedTensorType};
use oxir::ods::Op as _;
use oxir::traits::ConstantLike;
use oxir::{Attribute, Context, Diagnostic, OperationName, Type};
use oxir_dialects::arith::{AddFOp, AddIOp, DivFOp, DivSIOp, DivUIOp, MulFOp, MulIOp, SubFOp, SubIOp};
use oxir_dialects::linalg::region_builder::BinaryFn;
use oxir_dialects::linalg::{
    default_maps_attr, elementwise_payload, named_spec, ElementwiseKind, FillOp, MapsKind, Payload,
};
use rustc_hash::FxHashMap;

/// Costs of ops, by name.
#[derive(Clone, Debug, Default)]
pub struct CostModel {
    overrides: FxHashMap<String, u64>,
    default: Option<u64>,
}

impl CostModel {
    /// Parses a cost file: lines `arith.muli = 4` (or `arith.muli 4`), `default = 2`, `#`
    /// comments. Errors point at the offending line.
    pub fn parse(ctx: &Context, file: &SourceFile) -> Result<CostModel, Diagnostic> {
        let mut m = CostModel::default();
        for (ln, line) in file.text.lines().enumerate() {
            let body = line.split('#').next().unwrap_or("");
            let trimmed = body.trim();
            if trimmed.is_empty() {
                continue;
            }
            let col = body.len() - body.trim_start().len();
            let (name, value) = match trimmed.split_once('=') {
                Some((n, v)) => (n.trim(), v.trim()),
                None => match trimmed.split_once(char::is_whitespace) {
                    Some((n, v)) => (n.trim(), v.trim()),
                    None => return Err(error_at(ctx, file, ln, col, "expected 'op.name = cost'")),
                },
            };
            let vcol = line.find(value).unwrap_or(col);
            let Ok(v) = value.parse::<u64>() else {
                return Err(error_at(
                    ctx,
                    file,
                    ln,
                    vcol,
                    format!("expected a non-negative integer cost, got '{value}'"),
                ));
            };
            if name == "default" {
                m.default = Some(v);
                continue;
            }
            let n = ctx.op_name(name);
            if ctx.op_info_ref(n).is_none() {
                return Err(error_at(ctx, file, ln, col, format!("unknown op '{name}' in cost file")));
            }
            m.overrides.insert(name.to_string(), v);
        }
        Ok(m)
    }

    /// The cost of one op of name `name`: the cost file's line for it, else the cost declared
    /// on the op's definition, else a default by trait and name (the cost file's `default` for
    /// ops that no rule prices).
    pub fn op_cost(&self, ctx: &Context, name: OperationName) -> u64 {
        let text = ctx.op_name_str(name);
        if let Some(&c) = self.overrides.get(text) {
            return c;
        }
        let info = ctx.op_info_ref(name);
        if let Some(c) = info.and_then(|i| i.eqsat_cost) {
            return u64::from(c);
        }
        if info.is_some_and(|i| i.has_trait::<ConstantLike>()) {
            return 1;
        }
        let short = text.split_once('.').map_or(text, |(_, s)| s);
        if short.contains("div") || short.contains("rem") {
            return 16;
        }
        if short.starts_with("mul") || short.contains("fma") {
            return 4;
        }
        if short.contains("cast") || short.starts_with("ext") || short.starts_with("trunc") {
            return 1;
        }
        self.default.unwrap_or(2)
    }
}

/// The static shape and element type of a ranked tensor type.
pub fn static_tensor(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    let r = t.dyn_cast::<RankedTensorType>(ctx)?;
    r.shape.iter().all(|&d| d >= 0).then(|| (r.shape.clone(), r.element))
}

/// The sizes of the loops of a contraction whose indexing maps are `maps` (one per operand, of
/// `operand_types`): each loop takes the size of the first operand dimension a map gives it.
fn loop_sizes(ctx: &Context, maps: Attribute, operand_types: &[Type]) -> Option<Vec<u64>> {
    let maps: Vec<_> = maps
        .dyn_cast::<ArrayAttr>(ctx)?
        .elements
        .iter()
        .map(|m| m.dyn_cast::<AffineMapAttr>(ctx).map(|m| m.map.clone()))
        .collect::<Option<_>>()?;
    let num_loops = maps.first()?.num_dims as usize;
    let mut sizes: Vec<Option<u64>> = vec![None; num_loops];
    for (m, &t) in maps.iter().zip(operand_types) {
        let (shape, _) = static_tensor(ctx, t)?;
        for (r, e) in m.results.iter().enumerate() {
            if let oxir::affine::AffineExpr::Dim(d) = e {
                if let (Some(slot @ None), Some(&n)) = (sizes.get_mut(*d as usize), shape.get(r)) {
                    *slot = Some(n as u64);
                }
            }
        }
    }
    sizes.into_iter().collect()
}

impl CostModel {
    /// Whether ops named `name` are priced by their shapes ([`CostModel::shaped_cost`]).
    pub fn is_shaped(ctx: &Context, name: OperationName) -> bool {
        let text = ctx.op_name_str(name);
        text == FillOp::NAME || named_spec(text).is_some()
    }

    /// The cost of a structured op on tensors of static shapes (`None` for other ops, dynamic
    /// shapes, and the convolutions and poolings): the points of its iteration space times the
    /// cost of its body at one point. `props` are the op's properties (a `linalg.matmul`'s
    /// `indexing_maps`).
    pub fn shaped_cost(
        &self,
        ctx: &Context,
        name: OperationName,
        props: Option<Attribute>,
        operand_types: &[Type],
    ) -> Option<u64> {
        let text = ctx.op_name_str(name);
        let (out_shape, elem) = static_tensor(ctx, *operand_types.last()?)?;
        let elements = out_shape.iter().fold(1u64, |a, &d| a.saturating_mul(d as u64));
        let float = elem.isa::<FloatType>(ctx);
        let scalar = |i: &str, f: &str| self.op_cost(ctx, ctx.op_name(if float { f } else { i }));
        let (points, body) = if text == FillOp::NAME {
            (elements, 1)
        } else {
            let spec = named_spec(text)?;
            let mut payload = spec.payload;
            let points = match spec.maps {
                MapsKind::Elementwise => elements,
                // `linalg.elementwise`: all loops parallel, one point per output element
                // (its maps may transpose or broadcast the inputs, not the output's extent);
                // the computation at a point is its `kind`'s.
                MapsKind::UserOrIdentity => {
                    let kind = props.and_then(|p| DictionaryAttr::lookup(ctx, p, "kind"))?;
                    payload = elementwise_payload(*kind.dyn_cast::<ElementwiseKind>(ctx)?).0;
                    elements
                }
                MapsKind::UserOrDefault | MapsKind::Memoized => {
                    let user = props.and_then(|p| DictionaryAttr::lookup(ctx, p, "indexing_maps"));
                    let maps = user.or_else(|| default_maps_attr(ctx, text))?;
                    loop_sizes(ctx, maps, operand_types)?.into_iter().fold(1u64, |a, n| a.saturating_mul(n))
                }
                MapsKind::Window => return None,
            };
            let binary = |f: BinaryFn| match f {
                BinaryFn::Add => scalar(AddIOp::NAME, AddFOp::NAME),
                BinaryFn::Sub => scalar(SubIOp::NAME, SubFOp::NAME),
                BinaryFn::Mul => scalar(MulIOp::NAME, MulFOp::NAME),
                BinaryFn::Div => scalar(DivSIOp::NAME, DivFOp::NAME),
                BinaryFn::DivUnsigned => scalar(DivUIOp::NAME, DivFOp::NAME),
                _ => self.default.unwrap_or(2),
            };
            let body = match payload {
                Payload::MulAdd => binary(BinaryFn::Mul).saturating_add(binary(BinaryFn::Add)),
                Payload::Binary(f) | Payload::Pool(f) => binary(f),
                Payload::Copy => 1,
                Payload::Unary(_) | Payload::Select => self.default.unwrap_or(2),
            };
            (points, body)
        };
        let body = self.overrides.get(text).copied().unwrap_or(body);
        Some(points.saturating_mul(body))
    }
}
