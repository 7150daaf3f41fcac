//! The custom form of `affine.parallel` (MLIR's `AffineParallelOp::parse` and `print`):
//! `(%i, %j) = (lb, max(lb, lb)) to (ub, min(ub, ub)) step (s, s) reduce ("addf") -> (f32)`,
//! each bound an affine expression of SSA ids or a `max`/`min` group of them.

use crate::affine::ops::parallel::{groups_attr, steps_attr, Band};
use crate::arith::AtomicRMWKind;
use oxir::affine::{AffineExpr, AffineMap};
use oxir::asm::{AsmPrinter, Delimiter, OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::{ArrayAttr, IntegerAttr, StringAttr};
use oxir::builtin::types::{IndexType, IntegerType};
use oxir::conversion::op_attr_or_prop;
use oxir::traits::SingleBlockImplicitTerminator;
use oxir::{Attribute, NamedAttribute, OpRef, OperationState, Type, Value};

/// The names of the properties the custom form writes itself.
const ELIDED: [&str; 6] =
    ["reductions", "lowerBoundsMap", "lowerBoundsGroups", "upperBoundsMap", "upperBoundsGroups", "steps"];

/// One parsed bound: the flat map over the deduplicated operands, the group sizes, the operands.
struct Bound {
    map: AffineMap,
    groups: Vec<i64>,
    operands: Vec<Value>,
}

/// Resolves `lists` (the operands of each expression) to `index` values, deduplicated, and
/// returns the replacement of each position of each list (MLIR's
/// `deduplicateAndResolveOperands`).
fn dedup_resolve<'s>(
    p: &mut OpAsmParser<'_, 's>,
    lists: &[Vec<UnresolvedOperand<'s>>],
    unique: &mut Vec<Value>,
    symbol: bool,
) -> ParseResult<Vec<Vec<AffineExpr>>> {
    let index = IndexType::get(p.ctx());
    let mut out = Vec::with_capacity(lists.len());
    for list in lists {
        let mut repl = Vec::with_capacity(list.len());
        for &u in list {
            let v = p.resolve_operand(u, index)?;
            let pos = match unique.iter().position(|&x| x == v) {
                Some(pos) => pos,
                None => {
                    unique.push(v);
                    unique.len() - 1
                }
            };
            repl.push(if symbol { AffineExpr::Symbol(pos as u32) } else { AffineExpr::Dim(pos as u32) });
        }
        out.push(repl);
    }
    Ok(out)
}

/// MLIR's `parseAffineMapWithMinMax`: `( group (, group)* )` or `()`, each group an affine
/// expression of SSA ids or `max(...)` (lower bounds) / `min(...)` (upper bounds) of several.
fn parse_bound(p: &mut OpAsmParser<'_, '_>, lower: bool) -> ParseResult<Bound> {
    p.parse_lparen()?;
    if p.parse_optional_rparen() {
        return Ok(Bound { map: AffineMap::new(0, 0, Vec::new()), groups: Vec::new(), operands: Vec::new() });
    }
    let keyword = if lower { "max" } else { "min" };
    // Each expression with the operands of its own dimensions and symbols.
    let mut exprs: Vec<AffineExpr> = Vec::new();
    let mut dim_lists = Vec::new();
    let mut sym_lists = Vec::new();
    let mut groups = Vec::new();
    loop {
        if p.parse_optional_keyword(keyword) {
            let (map, operands) = p.parse_affine_map_of_ssa_ids(false)?;
            let nd = (map.num_dims as usize).min(operands.len());
            let (dims, syms) = operands.split_at(nd);
            for e in &map.results {
                exprs.push(e.clone());
                dim_lists.push(dims.to_vec());
                sym_lists.push(syms.to_vec());
            }
            groups.push(map.results.len() as i64);
        } else {
            let (e, dims, syms) = p.parse_affine_expr_of_ssa_ids()?;
            exprs.push(e);
            dim_lists.push(dims);
            sym_lists.push(syms);
            groups.push(1);
        }
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_rparen()?;
    let mut dims = Vec::new();
    let mut syms = Vec::new();
    let dim_repl = dedup_resolve(p, &dim_lists, &mut dims, false)?;
    let sym_repl = dedup_resolve(p, &sym_lists, &mut syms, true)?;
    let results =
        exprs.iter().zip(dim_repl.iter().zip(&sym_repl)).map(|(e, (d, s))| e.replace_dims_and_symbols(d, s)).collect();
    let map = AffineMap::new(dims.len() as u32, syms.len() as u32, results);
    dims.extend(syms);
    Ok(Bound { map, groups, operands: dims })
}

fn named(p: &OpAsmParser<'_, '_>, name: &str, value: Attribute) -> NamedAttribute {
    NamedAttribute { name: p.ctx().ident(name), value }
}

/// Parses `affine.parallel` after its name.
pub fn parse_parallel(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let mut ivs = Vec::new();
    p.parse_comma_separated_list_in(Delimiter::Paren, " in argument list", |p| {
        ivs.push(p.parse_argument()?);
        Ok(())
    })?;
    p.parse_equal()?;
    let lb = parse_bound(p, true)?;
    p.parse_keyword("to")?;
    let ub = parse_bound(p, false)?;
    let steps = if p.parse_optional_keyword("step") {
        let (map, _) = p.parse_affine_map_of_ssa_ids(false)?;
        let mut steps = Vec::with_capacity(map.results.len());
        for e in &map.results {
            match e.as_constant() {
                Some(c) => steps.push(c),
                None => return Err(p.emit_custom_op_error_at_name("steps must be constant integers")),
            }
        }
        steps
    } else {
        vec![1; ivs.len()]
    };
    let i64t = IntegerType::get(p.ctx(), 64);
    let mut reductions = Vec::new();
    if p.parse_optional_keyword("reduce") {
        p.parse_lparen()?;
        loop {
            let at = p.get_current_location();
            let none = oxir::builtin::types::NoneType::get(p.ctx());
            let a = p.parse_attribute(Some(none))?;
            let Some(s) = StringAttr::value_of(p.ctx(), a).map(str::to_string) else {
                return Err(p.emit_custom_op_error(at, "invalid kind of attribute specified"));
            };
            let Some(kind) = AtomicRMWKind::from_str(&s) else {
                let text = a.to_text(p.ctx());
                return Err(p.emit_custom_op_error(at, format!("invalid reduction value: {text}")));
            };
            reductions.push(IntegerAttr::from_i64(p.ctx(), i64t, kind.value()));
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rparen()?;
    }
    let types: Vec<Type> = p.parse_optional_arrow_type_list()?;
    let index = IndexType::get(p.ctx());
    let entry: Vec<_> = ivs.iter().map(|&iv| (iv, index, None)).collect();
    let region = p.parse_region(&entry, false)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    SingleBlockImplicitTerminator::<crate::affine::YieldOp>::ensure_terminator(p.ctx_mut(), region, state.loc);
    let ctx = p.ctx();
    let (Some(lb_groups), Some(ub_groups)) = (groups_attr(ctx, &lb.groups), groups_attr(ctx, &ub.groups)) else {
        return Err(p.emit_custom_op_error_at_name("invalid bound groups"));
    };
    let props = vec![
        named(p, "lowerBoundsGroups", lb_groups),
        named(p, "lowerBoundsMap", ctx.intern_attr(AffineMapAttr { map: lb.map })),
        named(p, "reductions", ArrayAttr::get(ctx, reductions)),
        named(p, "steps", steps_attr(ctx, &steps)),
        named(p, "upperBoundsGroups", ub_groups),
        named(p, "upperBoundsMap", ctx.intern_attr(AffineMapAttr { map: ub.map })),
    ];
    state.attributes = attrs;
    state.operands.extend(lb.operands);
    state.operands.extend(ub.operands);
    state.result_types.extend(types);
    state.regions.push(region);
    p.add_properties(state, props);
    Ok(())
}

/// MLIR's `printMinMaxBound`: the groups of `map`, a one-expression group as the expression of
/// SSA ids, a larger one as `keyword(...)`.
fn print_bound(p: &mut AsmPrinter<'_>, map: &AffineMap, groups: &[i64], operands: &[Value], keyword: &str) {
    let mut start = 0usize;
    for &size in groups {
        if start != 0 {
            p.write(", ");
        }
        let size = usize::try_from(size).unwrap_or(usize::MAX);
        let end = start.saturating_add(size).min(map.results.len());
        let results = map.results.get(start..end).unwrap_or(&[]).to_vec();
        let sub = AffineMap::new(map.num_dims, map.num_symbols, results);
        if size == 1 {
            p.print_affine_map_of_ssa_ids(&sub, operands);
        } else {
            p.write(keyword);
            p.write("(");
            p.print_affine_map_of_ssa_ids(&sub, operands);
            p.write(")");
        }
        start = end;
    }
}

/// Prints `affine.parallel`.
pub fn print_parallel(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let Some(band) = Band::of(ctx, op) else { return };
    let region = ctx.op_regions(op).first().copied();
    let args: Vec<Value> =
        region.and_then(|r| ctx.region_entry_block(r)).map(|b| ctx.block_arguments(b).collect()).unwrap_or_default();
    let types: Vec<Type> = ctx.result_types(op).collect();
    let reductions = op_attr_or_prop(ctx, op, "reductions").and_then(|a| a.dyn_cast::<ArrayAttr>(ctx).cloned());
    p.write(" (");
    p.print_value_list(args.iter().copied());
    p.write(") = (");
    print_bound(p, &band.lb, &band.lb_groups, &band.lb_ops, "max");
    p.write(") to (");
    print_bound(p, &band.ub, &band.ub_groups, &band.ub_ops, "min");
    p.write(")");
    if band.steps.iter().any(|&s| s != 1) {
        p.write(" step (");
        for (i, s) in band.steps.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.write_display(s);
        }
        p.write(")");
    }
    if !types.is_empty() {
        p.write(" reduce (");
        let ctx = p.ctx();
        let names: Vec<&str> = reductions
            .map(|r| {
                r.elements
                    .iter()
                    .map(|&a| AtomicRMWKind::from_int_attr(ctx, a).map_or("", AtomicRMWKind::as_str))
                    .collect()
            })
            .unwrap_or_default();
        for (i, n) in names.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.write("\"");
            p.write(n);
            p.write("\"");
        }
        p.write(") -> (");
        p.print_type_list(types.iter().copied());
        p.write(")");
    }
    p.write(" ");
    if let Some(region) = region {
        p.print_region(region, false, !types.is_empty(), false);
    }
    p.print_op_attr_dict(op, &ELIDED);
}
