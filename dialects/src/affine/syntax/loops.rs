//! `affine.for`, `affine.if` and `affine.yield`: the syntax (bounds as constants, single symbols or
//! `max`/`min` maps with operands, `step`, `iter_args`) and verifier of MLIR 22's `AffineForOp`.
//! and of `AffineIfOp` (an integer set condition, an optional `else` region). Their lowering to
//! `scf` is in `lower_loops.rs`; their canonicalization is not implemented.

use crate::affine::scope::verify_dims_and_symbols;
use crate::affine::syntax::{parse_dims_and_symbols, print_dims_and_symbols};
use crate::utils::syntax::{parse_assignment_list, print_initialization_list};
use oxir::affine::{AffineExpr, AffineMap};
use oxir::asm::{AsmPrinter, OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::builtin::affine_attrs::{AffineMapAttr, IntegerSetAttr};
use oxir::builtin::attributes::IntegerAttr;
use oxir::builtin::types::IndexType;
use oxir::conversion::op_attr_or_prop;
use oxir::ods::verify::op_error;
use oxir::traits::SingleBlockImplicitTerminator;
use oxir::{Attribute, Context, Diagnostic, NamedAttribute, OpRef, OperationState, Type, Value};

/// Parses one bound (MLIR's `parseBound`): an SSA symbol, an integer, or a map with operands
/// (`max`/`min` required for several results). Returns the map and pushes the operands.
fn parse_bound<'s>(
    p: &mut OpAsmParser<'_, 's>,
    lower: bool,
    operands: &mut Vec<UnresolvedOperand<'s>>,
) -> ParseResult<AffineMap> {
    let had_prefix = p.parse_optional_keyword(if lower { "max" } else { "min" });
    if let Some(first) = p.parse_optional_operand()? {
        if p.parse_optional_comma() {
            return Err(p.emit_custom_op_error_at_name("expected only one loop bound operand"));
        }
        operands.push(first);
        return Ok(AffineMap::new(0, 1, vec![AffineExpr::Symbol(0)]));
    }
    let at = p.get_current_location();
    let index = IndexType::get(p.ctx());
    let a = p.parse_attribute(Some(index))?;
    if let Some(m) = a.dyn_cast::<AffineMapAttr>(p.ctx()).map(|m| m.map.clone()) {
        let (dims, syms) = parse_dims_and_symbols(p)?;
        if m.num_dims as usize != dims.len() {
            return Err(p.emit_custom_op_error_at_name("dim operand count and affine map dim count must match"));
        }
        if m.num_symbols as usize != syms.len() {
            return Err(p.emit_custom_op_error_at_name("symbol operand count and affine map symbol count must match"));
        }
        if m.num_results() > 1 && !had_prefix {
            let msg = if lower {
                "lower loop bound affine map with multiple results requires 'max' prefix"
            } else {
                "upper loop bound affine map with multiple results requires 'min' prefix"
            };
            return Err(p.emit_custom_op_error(at, msg));
        }
        operands.extend(dims);
        operands.extend(syms);
        return Ok(m);
    }
    if let Some(v) = a.dyn_cast::<IntegerAttr>(p.ctx()).and_then(|i| i.value.try_to_i64()) {
        return Ok(AffineMap::constant_map(v));
    }
    Err(p.emit_custom_op_error_at_name("expected valid affine map representation for loop bounds"))
}

fn named(p: &OpAsmParser<'_, '_>, name: &str, value: Attribute) -> NamedAttribute {
    NamedAttribute { name: p.ctx().ident(name), value }
}

/// Parses `affine.for %iv = lb to ub (step s)? (iter_args(...) -> (types))? region attr-dict`.
pub fn parse_for(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let index = IndexType::get(p.ctx());
    let iv = p.parse_argument()?;
    let iv_loc = p.parse_optional_location_specifier()?;
    p.parse_equal()?;
    let mut lb_ops = Vec::new();
    let lb = parse_bound(p, true, &mut lb_ops)?;
    let to_at = p.get_current_location();
    if !p.parse_optional_keyword("to") {
        return Err(p.emit_error(to_at, "expected 'to' between bounds"));
    }
    let mut ub_ops = Vec::new();
    let ub = parse_bound(p, false, &mut ub_ops)?;
    let mut step = 1i64;
    if p.parse_optional_keyword("step") {
        let at = p.get_current_location();
        let a = p.parse_attribute(Some(index))?;
        let v = a.dyn_cast::<IntegerAttr>(p.ctx()).and_then(|i| i.value.try_to_i64());
        match v {
            Some(v) if v >= 0 => step = v,
            Some(_) => return Err(p.emit_error(at, "expected step to be representable as a positive signed integer")),
            None => return Err(p.emit_error(at, "invalid kind of attribute specified")),
        }
    }
    let mut iter_args = Vec::new();
    let mut inits = Vec::new();
    let mut types: Vec<Type> = Vec::new();
    if p.parse_optional_keyword("iter_args") {
        (iter_args, inits) = parse_assignment_list(p)?;
        types = p.parse_arrow_type_list()?;
    }
    let mut operands = Vec::new();
    for u in lb_ops.iter().chain(&ub_ops) {
        operands.push(p.resolve_operand(*u, index)?);
    }
    for (u, t) in inits.iter().zip(&types) {
        operands.push(p.resolve_operand(*u, *t)?);
    }
    if iter_args.len() != types.len() {
        return Err(p.emit_custom_op_error_at_name("mismatch between the number of loop-carried values and results"));
    }
    let mut entry = vec![(iv, index, iv_loc)];
    entry.extend(iter_args.iter().zip(&types).map(|(a, t)| (*a, *t, None)));
    let region = p.parse_region(&entry, false)?;
    SingleBlockImplicitTerminator::<crate::affine::YieldOp>::ensure_terminator(p.ctx_mut(), region, state.loc);
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    state.attributes = attrs;
    state.operands.extend(operands);
    state.result_types.extend(types);
    state.regions.push(region);
    let ctx = p.ctx();
    let props = vec![
        named(p, "lowerBoundMap", ctx.intern_attr(AffineMapAttr { map: lb })),
        named(
            p,
            "operandSegmentSizes",
            oxir::ods::op::i32_array(p.ctx(), [lb_ops.len() as i32, ub_ops.len() as i32, inits.len() as i32]),
        ),
        named(p, "step", IntegerAttr::from_i64(ctx, index, step)),
        named(p, "upperBoundMap", ctx.intern_attr(AffineMapAttr { map: ub })),
    ];
    p.add_properties(state, props);
    Ok(())
}

fn map_prop(ctx: &Context, op: OpRef, name: &str) -> Option<AffineMap> {
    op_attr_or_prop(ctx, op, name)?.dyn_cast::<AffineMapAttr>(ctx).map(|m| m.map.clone())
}

/// The loop's lower-bound map, upper-bound map and step.
fn bounds(ctx: &Context, op: OpRef) -> Option<(AffineMap, AffineMap, i64)> {
    let lb = map_prop(ctx, op, "lowerBoundMap")?;
    let ub = map_prop(ctx, op, "upperBoundMap")?;
    let step = op_attr_or_prop(ctx, op, "step")
        .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
        .and_then(|i| i.value.try_to_i64())?;
    Some((lb, ub, step))
}

/// MLIR's `printBound`.
fn print_bound(p: &mut AsmPrinter<'_>, op: OpRef, name: &str, map: &AffineMap, operands: &[Value], prefix: &str) {
    if map.num_results() == 1 {
        if map.num_inputs() == 0 {
            if let Some(c) = map.results[0].as_constant() {
                p.write_display(c);
                return;
            }
        }
        if map.num_dims == 0 && map.num_symbols == 1 && matches!(map.results[0], AffineExpr::Symbol(_)) {
            if let Some(&v) = operands.first() {
                p.print_value(v);
                return;
            }
        }
    } else {
        p.write(prefix);
        p.write(" ");
    }
    let ctx = p.ctx();
    if let Some(a) = op_attr_or_prop(ctx, op, name) {
        p.print_attribute(a);
    }
    print_dims_and_symbols(p, operands, map.num_dims as usize);
}

/// Prints `affine.for`.
pub fn print_for(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let Some((lb, ub, step)) = bounds(ctx, op) else { return };
    let operands: Vec<Value> = ctx.operands(op).collect();
    let nl = (lb.num_inputs() as usize).min(operands.len());
    let nu = (ub.num_inputs() as usize).min(operands.len() - nl);
    let region = ctx.op_regions(op)[0];
    let args: Vec<Value> = ctx.region_entry_block(region).map(|b| ctx.block_arguments(b).collect()).unwrap_or_default();
    p.write(" ");
    if let Some(&iv) = args.first() {
        // MLIR's `printRegionArgument` without the type: the location follows with debuginfo.
        p.print_value(iv);
        if let Some(block) = ctx.region_entry_block(region) {
            p.print_argument_location(ctx.block_argument_loc(block, 0));
        }
    }
    p.write(" = ");
    print_bound(p, op, "lowerBoundMap", &lb, &operands[..nl], "max");
    p.write(" to ");
    print_bound(p, op, "upperBoundMap", &ub, &operands[nl..nl + nu], "min");
    if step != 1 {
        p.write(" step ");
        p.write_display(step);
    }
    let inits = &operands[nl + nu..];
    if !inits.is_empty() {
        print_initialization_list(p, args.get(1..).unwrap_or(&[]), inits, " iter_args");
        p.write(" -> (");
        let ctx = p.ctx();
        let types: Vec<Type> = ctx.result_types(op).collect();
        p.print_type_list(types);
        p.write(")");
    }
    p.write(" ");
    p.print_region(region, false, !inits.is_empty(), false);
    p.print_op_attr_dict(op, &["lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"]);
}

/// MLIR's `AffineForOp::verifyRegions` checks and `verify`.
pub fn verify_for(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let Some((lb, ub, _)) = bounds(ctx, op) else { return Ok(()) };
    let operands: Vec<Value> = ctx.operands(op).collect();
    let (nl, nu) = (lb.num_inputs() as usize, ub.num_inputs() as usize);
    if operands.len() < nl + nu {
        return Err(op_error(ctx, op, "operand count must match affine map dimension and symbol count"));
    }
    let region = ctx.op_regions(op)[0];
    let Some(block) = ctx.region_entry_block(region) else { return Ok(()) };
    let args: Vec<Value> = ctx.block_arguments(block).collect();
    if args.first().is_none_or(|&iv| !ctx.value_type(iv).isa::<IndexType>(ctx)) {
        return Err(op_error(ctx, op, "expected body to have a single index argument for the induction variable"));
    }
    for (ops, map) in [(&operands[..nl], &lb), (&operands[nl..nl + nu], &ub)] {
        verify_dims_and_symbols(ctx, op, ops, map.num_dims as usize)?;
    }
    if lb.num_results() < 1 {
        return Err(op_error(ctx, op, "expected lower bound map to have at least one result"));
    }
    if ub.num_results() < 1 {
        return Err(op_error(ctx, op, "expected upper bound map to have at least one result"));
    }
    let nres = ctx.num_results(op);
    if nres == 0 {
        return Ok(());
    }
    if operands.len() - nl - nu != nres {
        return Err(op_error(ctx, op, "mismatch between the number of loop-carried values and results"));
    }
    if args.len() - 1 != nres {
        return Err(op_error(ctx, op, "mismatch between the number of basic block args and results"));
    }
    Ok(())
}

// ----- affine.if -----

/// Parses `affine.if #set(dims)[syms] (-> types)? region (else region)? attr-dict`.
pub fn parse_if(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let at = p.get_current_location();
    let cond = p.parse_attribute(None)?;
    let Some(set) = cond.dyn_cast::<IntegerSetAttr>(p.ctx()).map(|s| s.set.clone()) else {
        return Err(p.emit_custom_op_error(at, "invalid kind of attribute specified"));
    };
    let (dims, syms) = parse_dims_and_symbols(p)?;
    let index = IndexType::get(p.ctx());
    for u in dims.iter().chain(&syms) {
        let v = p.resolve_operand(*u, index)?;
        state.operands.push(v);
    }
    if set.num_dims as usize != dims.len() {
        return Err(p.emit_custom_op_error_at_name("dim operand count and integer set dim count must match"));
    }
    if dims.len() + set.num_symbols as usize != state.operands.len() {
        return Err(p.emit_custom_op_error_at_name("symbol operand count and integer set symbol count must match"));
    }
    let types = p.parse_optional_arrow_type_list()?;
    state.result_types.extend(types);
    let then_region = p.parse_region(&[], false)?;
    SingleBlockImplicitTerminator::<crate::affine::YieldOp>::ensure_terminator(p.ctx_mut(), then_region, state.loc);
    let else_region = if p.parse_optional_keyword("else") {
        let r = p.parse_region(&[], false)?;
        SingleBlockImplicitTerminator::<crate::affine::YieldOp>::ensure_terminator(p.ctx_mut(), r, state.loc);
        r
    } else {
        p.ctx_mut().create_region()
    };
    state.regions.push(then_region);
    state.regions.push(else_region);
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    state.attributes = attrs;
    let props = vec![named(p, "condition", cond)];
    p.add_properties(state, props);
    Ok(())
}

/// Prints `affine.if`.
pub fn print_if(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let Some(cond) = op_attr_or_prop(ctx, op, "condition") else { return };
    let num_dims = cond.dyn_cast::<IntegerSetAttr>(ctx).map_or(0, |s| s.set.num_dims as usize);
    let operands: Vec<Value> = ctx.operands(op).collect();
    let types: Vec<Type> = ctx.result_types(op).collect();
    let regions = ctx.op_regions(op).to_vec();
    p.write(" ");
    p.print_attribute(cond);
    print_dims_and_symbols(p, &operands, num_dims);
    if !types.is_empty() {
        p.write(" -> ");
        if types.len() == 1 {
            p.print_type(types[0]);
        } else {
            p.write("(");
            p.print_type_list(types.iter().copied());
            p.write(")");
        }
    }
    p.write(" ");
    if let Some(&then_region) = regions.first() {
        p.print_region(then_region, false, !types.is_empty(), false);
    }
    if let Some(&else_region) = regions.get(1) {
        if !p.ctx().region_is_empty(else_region) {
            p.write(" else ");
            p.print_region(else_region, false, !types.is_empty(), false);
        }
    }
    p.print_op_attr_dict(op, &["condition"]);
}

/// MLIR's `AffineIfOp::verify`.
pub fn verify_if(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let Some(set) =
        op_attr_or_prop(ctx, op, "condition").and_then(|a| a.dyn_cast::<IntegerSetAttr>(ctx)).map(|s| s.set.clone())
    else {
        return Err(op_error(ctx, op, "requires an integer set attribute named 'condition'"));
    };
    let operands: Vec<Value> = ctx.operands(op).collect();
    if operands.len() != (set.num_dims + set.num_symbols) as usize {
        return Err(op_error(ctx, op, "operand count and condition integer set dimension and symbol count must match"));
    }
    verify_dims_and_symbols(ctx, op, &operands, set.num_dims as usize)
}
