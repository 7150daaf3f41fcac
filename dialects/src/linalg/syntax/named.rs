//! The custom syntax of the named structured ops (MLIR's `parseNamedStructuredOp` and
//! `printNamedStructuredOp`): `indexing_maps = [...]`? (matmul and batch_matmul) attr-dict
//! `ins(...)` `outs(...)` attr-dict (`-> types`)?, the region implicit: built from the
//! operand types by the op's region builder.

use crate::linalg::ops::named::{
    build_body, default_maps_attr, elementwise_payload, elementwise_spec, memoized_maps, named_spec, MapsKind,
    NamedSpec, MEMOIZED,
};
use crate::linalg::syntax::{parse_ins_outs, print_ins_outs, print_results};
use crate::linalg::ElementwiseKind;
use oxir::asm::{AsmPrinter, OpAsmParser, ParseResult};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::ArrayAttr;
use oxir::{NamedAttribute, OpRef, OperationState, Type};

/// The number of region arguments MLIR's region builders expect: one per operand.
fn region_arity(spec_inputs: usize) -> usize {
    spec_inputs + 1
}

/// What every named op's syntax shares after its own keywords (MLIR's
/// `parseCommonStructuredOpParts` and `parseNamedStructuredOpRegion`): `attr-dict`, `ins(...)`
/// `outs(...)`, `attr-dict`, `(-> types)?`, then the implicit region built for `spec`. A wrong
/// number of operands is reported, followed by `arity_error` when the op adds one.
fn parse_operands_and_region(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    spec: &NamedSpec,
    arity_error: Option<&str>,
) -> ParseResult<(Vec<Type>, Vec<Type>, Vec<NamedAttribute>)> {
    let at = p.get_current_location();
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let (ins, outs) = parse_ins_outs(p, state)?;
    p.parse_optional_attr_dict(&mut attrs)?;
    let results = p.parse_optional_arrow_type_list()?;
    state.result_types.extend(results);
    let arity = region_arity(spec.num_inputs);
    if ins.len() + outs.len() != arity {
        let here = p.get_current_location();
        let err = p.emit_error(
            here,
            format!(
                "[parseNamedStructuredOpRegion] ods-gen generated region expects {arity} args, got {}",
                ins.len() + outs.len()
            ),
        );
        return Err(match arity_error {
            Some(m) => err.followed_by(p.emit_error(here, m)),
            None => err,
        });
    }
    let types: Vec<Type> = ins.iter().chain(&outs).copied().collect();
    let region = build_body(p.ctx_mut(), spec, &types, &attrs).map_err(|m| p.emit_error(at, m))?;
    state.regions.push(region);
    Ok((ins, outs, attrs))
}

/// Parses a named structured op after its name.
pub fn parse_named(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let name = p.ctx().op_name_str(state.name).to_string();
    let Some(spec) = named_spec(&name) else { return Err(p.emit_error_here("unknown named structured op")) };
    let mut props = Vec::new();
    if spec.maps == MapsKind::UserOrDefault {
        let maps = if p.parse_optional_keyword("indexing_maps") {
            p.parse_equal()?;
            let at = p.get_current_location();
            let a = p.parse_attribute(None)?;
            let Some(arr) = a.dyn_cast::<ArrayAttr>(p.ctx()) else {
                return Err(p.emit_error(at, "invalid kind of attribute specified"));
            };
            if arr.elements.iter().any(|e| !e.isa::<AffineMapAttr>(p.ctx())) {
                return Err(p.emit_error_here("element of indexing_maps array is not an affine_map"));
            }
            Some(a)
        } else {
            default_maps_attr(p.ctx(), &name)
        };
        if let Some(maps) = maps {
            let n = p.ctx().ident("indexing_maps");
            props.push(NamedAttribute { name: n, value: maps });
        }
    }
    let (ins, outs, mut attrs) = parse_operands_and_region(p, state, &spec, None)?;
    let segs = oxir::ods::op::i32_array(p.ctx(), [ins.len() as i32, outs.len() as i32]);
    props.push(NamedAttribute { name: p.ctx().ident("operandSegmentSizes"), value: segs });
    if !attrs.iter().any(|a| p.ctx().ident_str(a.name) == MEMOIZED) {
        if let Some(maps) = memoized_maps(p.ctx(), &spec, &attrs) {
            attrs.push(NamedAttribute { name: p.ctx().ident(MEMOIZED), value: maps });
        }
    }
    state.attributes = attrs;
    p.add_properties(state, props);
    Ok(())
}

/// Prints a named structured op after its name: `indexing_maps` only when they are not the
/// default ones, the region elided.
pub fn print_named(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let name = ctx.op_name_text(op);
    let mut elided = vec!["operandSegmentSizes", MEMOIZED];
    if named_spec(name).is_some_and(|s| s.maps == MapsKind::UserOrDefault) {
        elided.push("indexing_maps");
        let user = oxir::operation::op_attr_or_prop(ctx, op, "indexing_maps");
        if let Some(maps) = user.filter(|&m| Some(m) != default_maps_attr(ctx, name)) {
            if let Some(arr) = maps.dyn_cast::<ArrayAttr>(ctx) {
                p.write(" indexing_maps = [");
                for (i, &m) in arr.elements.iter().enumerate() {
                    if i > 0 {
                        p.write(", ");
                    }
                    p.print_attribute(m);
                }
                p.write("]");
            }
        }
    }
    let attrs = p.attrs_with_properties(op);
    p.print_optional_attr_dict(&attrs, &elided);
    let segs = oxir::ods::op::segment_sizes(ctx, op, "operandSegmentSizes");
    let operands: Vec<oxir::Value> = ctx.operands(op).collect();
    let n = segs.first().copied().unwrap_or(0).min(operands.len());
    print_ins_outs(p, &operands[..n], &operands[n..]);
    print_results(p, op);
}

/// The default maps of a `linalg.elementwise` with `n` operands and an output of rank `rank`:
/// identities.
fn identity_maps_attr(ctx: &oxir::Context, n: usize, rank: usize) -> oxir::Attribute {
    let m = ctx.intern_attr(AffineMapAttr { map: oxir::affine::AffineMap::multi_dim_identity(rank as u32) });
    ArrayAttr::get(ctx, vec![m; n])
}

/// Parses `linalg.elementwise` after its name (MLIR's `ElementwiseOp::parse`):
/// `kind=#linalg.elementwise_kind<k> (indexing_maps = [...])? attr-dict ins(...) outs(...)
/// attr-dict (-> types)?`, the region built for the kind's arity.
pub fn parse_elementwise(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    p.parse_keyword("kind")?;
    p.parse_equal()?;
    let kind_attr = match p.parse_attribute(None) {
        Ok(a) => a,
        Err(d) => {
            // MLIR reports a second error after the attribute's own.
            return Err(d.followed_by(p.emit_error(p.get_current_location(), "expected operation 'kind' attribute")));
        }
    };
    let Some(kind) = kind_attr.dyn_cast::<ElementwiseKind>(p.ctx()).copied() else {
        return Err(p.emit_error(p.get_current_location(), "expected ElementwiseKind attribute"));
    };
    let mut maps = Vec::new();
    if p.parse_optional_keyword("indexing_maps") {
        p.parse_equal()?;
        p.parse_lsquare()?;
        loop {
            let m = p.parse_attribute(None)?;
            if !m.isa::<AffineMapAttr>(p.ctx()) {
                return Err(p.emit_error(p.get_current_location(), "expected affine map attribute"));
            }
            maps.push(m);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rsquare()?;
    }
    let spec = elementwise_spec(kind);
    let (ins, outs, attrs) = parse_operands_and_region(p, state, &spec, Some("unable to parse elemwise op"))?;
    let expected = region_arity(spec.num_inputs);
    let maps = if maps.is_empty() {
        let Some(rank) = outs.last().and_then(|&t| crate::linalg::shaped(p.ctx(), t)).map(|s| s.0.len()) else {
            return Err(p.emit_error(p.get_current_location(), "return type needs to be shaped type"));
        };
        identity_maps_attr(p.ctx(), expected, rank)
    } else {
        ArrayAttr::get(p.ctx(), maps)
    };
    let segs = oxir::ods::op::i32_array(p.ctx(), [ins.len() as i32, outs.len() as i32]);
    let ctx = p.ctx();
    let props = vec![
        NamedAttribute { name: ctx.ident("indexing_maps"), value: maps },
        NamedAttribute { name: ctx.ident("kind"), value: kind_attr },
        NamedAttribute { name: ctx.ident("operandSegmentSizes"), value: segs },
    ];
    state.attributes = attrs;
    p.add_properties(state, props);
    Ok(())
}

/// Prints `linalg.elementwise` after its name: `kind=`, `indexing_maps` only when they are not
/// the identities, the region elided.
pub fn print_elementwise(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let kind = oxir::operation::op_attr_or_prop(ctx, op, "kind");
    let maps = oxir::operation::op_attr_or_prop(ctx, op, "indexing_maps");
    let segs = oxir::ods::op::segment_sizes(ctx, op, "operandSegmentSizes");
    let operands: Vec<oxir::Value> = ctx.operands(op).collect();
    let n = segs.first().copied().unwrap_or(0).min(operands.len());
    let arity = kind.and_then(|k| k.dyn_cast::<ElementwiseKind>(ctx)).map_or(0, |k| elementwise_payload(*k).1);
    let rank = operands.last().and_then(|&v| crate::linalg::shaped(ctx, ctx.value_type(v))).map_or(0, |s| s.0.len());
    let default = identity_maps_attr(ctx, arity + 1, rank);
    p.write(" kind=");
    if let Some(k) = kind {
        p.print_attribute(k);
    }
    if let Some(m) = maps.filter(|&m| m != default && m.isa::<ArrayAttr>(ctx)) {
        p.write(" indexing_maps = ");
        p.print_attribute(m);
    }
    let attrs = p.attrs_with_properties(op);
    p.print_optional_attr_dict(&attrs, &["operandSegmentSizes", "kind", "indexing_maps"]);
    print_ins_outs(p, &operands[..n], &operands[n..]);
    print_results(p, op);
}
