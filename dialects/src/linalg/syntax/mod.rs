//! The custom syntax of the linalg ops (MLIR's hand-written parsers and printers in
//! `LinalgOps.cpp`): `ins(...) outs(...)`, `linalg.map`'s short form and region arguments,
//! `linalg.generic`'s leading dictionary and `attrs =`, `linalg.fill`'s implicit region.

pub mod dims;
pub mod named;

use crate::linalg::{element_or_self, GenericOp, IteratorType};
use oxir::asm::{AsmPrinter, Delimiter, OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::builtin::attributes::{ArrayAttr, DictionaryAttr, StringAttr};
use oxir::builtin::locations::UnknownLoc;
use oxir::builtin::types::RankedTensorType;
use oxir::ods::Op as _;
use oxir::{Attribute, Context, NamedAttribute, OpRef, OperationState, RegionRef, Type, Value};

type EntryArg<'s> = (UnresolvedOperand<'s>, Type, Option<Attribute>);

/// Parses `(%a, %b : t, u)` after `ins` or `outs`; resolves into `state.operands`. Returns the
/// types.
fn parse_operand_group(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<Vec<Type>> {
    p.parse_lparen()?;
    let at = p.get_current_location();
    let operands = p.parse_operand_list(Delimiter::None)?;
    let mut types = Vec::new();
    if p.parse_optional_colon() {
        types = p.parse_type_list()?;
    }
    p.parse_rparen()?;
    p.resolve_operands(&operands, &types, at, &mut state.operands)?;
    Ok(types)
}

/// MLIR's `parseCommonStructuredOpParts` without the leading dictionaries: `ins(...)` and
/// `outs(...)`, each optional. Returns the input and output types.
pub(crate) fn parse_ins_outs(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> ParseResult<(Vec<Type>, Vec<Type>)> {
    let ins = if p.parse_optional_keyword("ins") { parse_operand_group(p, state)? } else { Vec::new() };
    let outs = if p.parse_optional_keyword("outs") { parse_operand_group(p, state)? } else { Vec::new() };
    Ok((ins, outs))
}

/// MLIR's `printCommonStructuredOpParts`.
pub(crate) fn print_ins_outs(p: &mut AsmPrinter<'_>, inputs: &[Value], outputs: &[Value]) {
    let ctx = p.ctx();
    for (kw, vs) in [(" ins(", inputs), (" outs(", outputs)] {
        if vs.is_empty() {
            continue;
        }
        p.write(kw);
        p.print_value_list(vs.iter().copied());
        p.write(" : ");
        p.print_type_list(vs.iter().map(|&v| ctx.value_type(v)));
        p.write(")");
    }
}

/// The result types of a structured op: its tensor outputs.
fn tensor_results(ctx: &Context, outs: &[Type]) -> Vec<Type> {
    outs.iter().copied().filter(|t| t.isa::<RankedTensorType>(ctx)).collect()
}

/// MLIR's `printNamedStructuredOpResults`.
pub(crate) fn print_results(p: &mut AsmPrinter<'_>, op: OpRef) {
    let types: Vec<Type> = p.ctx().result_types(op).collect();
    if types.is_empty() {
        return;
    }
    p.write(" -> ");
    p.print_function_results(&types);
}

/// `(%a: t, %b: u)` region arguments.
pub(crate) fn parse_region_args<'s>(p: &mut OpAsmParser<'_, 's>) -> ParseResult<Vec<EntryArg<'s>>> {
    let mut args = Vec::new();
    p.parse_lparen()?;
    if p.parse_optional_rparen() {
        return Ok(args);
    }
    loop {
        let a = p.parse_operand()?;
        p.parse_colon()?;
        let t = p.parse_type()?;
        let loc = p.parse_optional_location_specifier()?;
        args.push((a, t, loc));
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_rparen()?;
    Ok(args)
}

/// A detached region of one block with arguments of `types` (at unknown locations).
fn region_with_block(ctx: &mut Context, types: &[Type]) -> (RegionRef, oxir::BlockRef) {
    let region = ctx.create_region();
    let block = ctx.create_block();
    let loc = UnknownLoc::get(ctx);
    for &t in types {
        ctx.add_block_argument(block, t, loc);
    }
    ctx.append_block(region, block);
    (region, block)
}

/// Creates op `name` at the end of `block` with `attrs` split into properties and discardable
/// attributes as the op declares them.
pub(crate) fn append_op(
    ctx: &mut Context,
    block: oxir::BlockRef,
    name: &str,
    operands: &[Value],
    results: &[Type],
    attrs: Vec<NamedAttribute>,
    loc: Attribute,
) -> OpRef {
    let op_name = ctx.op_name(name);
    let inherent: Vec<&'static str> = ctx.op_info_ref(op_name).map(|i| i.inherent_attrs.clone()).unwrap_or_default();
    let (props, rest): (Vec<NamedAttribute>, Vec<NamedAttribute>) =
        attrs.into_iter().partition(|a| inherent.contains(&ctx.ident_str(a.name)));
    let mut st = OperationState::new(op_name, loc);
    st.operands.extend_from_slice(operands);
    st.result_types.extend_from_slice(results);
    st.attributes = rest;
    if !props.is_empty() {
        st.properties = Some(DictionaryAttr::get(ctx, props));
    }
    let op = ctx.create_op_with_defaults(st);
    ctx.append_op(block, op);
    op
}

// ----- linalg.map -----

/// MLIR's short form of a payload: `{ payload-op {attrs} }`, if present.
pub(crate) fn parse_short_form(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Option<(String, Vec<NamedAttribute>)>> {
    if !p.parse_optional_lbrace() {
        return Ok(None);
    }
    let name = p.parse_custom_operation_name()?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_rbrace()?;
    Ok(Some((name, attrs)))
}

/// Parses `linalg.map` after its name: `{ payload-op {attrs} }`? `ins(...)`? `outs(...)`
/// attr-dict, then the region arguments and region unless the short form gave the payload.
pub fn parse_map(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let payload = parse_short_form(p)?;
    let (ins, outs) = parse_ins_outs(p, state)?;
    let results = tensor_results(p.ctx(), &outs);
    state.result_types.extend(results);
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    state.attributes = attrs;
    match payload {
        Some((name, attrs)) => {
            let ctx = p.ctx_mut();
            let all: Vec<Type> = ins.iter().chain(&outs).map(|&t| element_or_self(ctx, t)).collect();
            let (region, block) = region_with_block(ctx, &all);
            let args: Vec<Value> = ctx.block_arguments(block).take(ins.len()).collect();
            let out_elem = outs.last().map(|&t| element_or_self(ctx, t));
            let res: Vec<Type> = out_elem.into_iter().collect();
            let loc = state.loc;
            let pop = append_op(ctx, block, &name, &args, &res, attrs, loc);
            let vals: Vec<Value> = ctx.results(pop).collect();
            append_op(ctx, block, crate::linalg::YieldOp::NAME, &vals, &[], Vec::new(), loc);
            state.regions.push(region);
        }
        None => {
            let args = parse_region_args(p)?;
            let region = p.parse_region(&args, false)?;
            state.regions.push(region);
        }
    }
    Ok(())
}

/// The payload op of a `linalg.map` body printed in short form: the body is one op on the
/// input arguments in order, followed by a yield of its results.
fn short_form_payload(ctx: &Context, op: OpRef) -> Option<OpRef> {
    let block = ctx.op_regions(op).first().and_then(|&r| ctx.region_entry_block(r))?;
    let ops: Vec<OpRef> = ctx.block_ops(block).collect();
    let [payload, yield_op] = ops[..] else { return None };
    let n = ctx.num_operands(payload);
    let num_inputs = ctx.num_operands(op).saturating_sub(1);
    if n == 0 || n != num_inputs {
        return None;
    }
    if !ctx.operands(payload).zip(ctx.block_arguments(block)).all(|(a, b)| a == b) {
        return None;
    }
    let yielded: Vec<Value> = ctx.operands(yield_op).collect();
    let results: Vec<Value> = ctx.results(payload).collect();
    (yielded == results).then_some(payload)
}

/// The payload op of a `linalg.reduce` body printed in short form (MLIR's `findPayloadOp` with
/// `initFirst`): one op whose operands are the block arguments, the init's first, followed by a
/// yield of its results.
pub(crate) fn reduce_payload(ctx: &Context, op: OpRef) -> Option<OpRef> {
    let block = ctx.op_regions(op).first().and_then(|&r| ctx.region_entry_block(r))?;
    let ops: Vec<OpRef> = ctx.block_ops(block).collect();
    let [payload, yield_op] = ops[..] else { return None };
    let operands: Vec<Value> = ctx.operands(payload).collect();
    let args: Vec<Value> = ctx.block_arguments(block).collect();
    if operands.is_empty() || operands.len() != args.len() || operands.last() != args.first() {
        return None;
    }
    if operands.iter().zip(&args[1..]).any(|(a, b)| a != b) {
        return None;
    }
    let yielded: Vec<Value> = ctx.operands(yield_op).collect();
    let results: Vec<Value> = ctx.results(payload).collect();
    (yielded == results).then_some(payload)
}

/// MLIR's `printShortForm`: ` { payload-op {attrs} }`, fast-math flags `none` elided.
pub(crate) fn print_short_form(p: &mut AsmPrinter<'_>, payload: OpRef) {
    let ctx = p.ctx();
    p.write(" { ");
    p.write(ctx.op_name_text(payload));
    let attrs = p.attrs_with_properties(payload);
    let elided: Vec<&str> = attrs
        .iter()
        .find(|a| a.value.dyn_cast::<crate::arith::FastMathFlags>(ctx).is_some_and(|f| f.bits() == 0))
        .map(|a| ctx.ident_str(a.name))
        .into_iter()
        .collect();
    p.print_optional_attr_dict(&attrs, &elided);
    p.write(" }");
}

/// Prints the region of `op` after its arguments on a new line: `(%in: f32, %init: f32) {...}`.
pub(crate) fn print_region_with_args(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let Some(&region) = ctx.op_regions(op).first() else { return };
    p.increase_indent();
    p.newline();
    p.write("(");
    if let Some(block) = ctx.region_entry_block(region) {
        for (i, a) in ctx.block_arguments(block).enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_value(a);
            p.write(": ");
            p.print_type(ctx.value_type(a));
            p.print_argument_location(ctx.block_argument_loc(block, i));
        }
    }
    p.write(") ");
    p.print_region(region, false, true, false);
    p.decrease_indent();
}

/// Prints `linalg.map` after its name.
pub fn print_map(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let payload = short_form_payload(ctx, op);
    if let Some(pl) = payload {
        print_short_form(p, pl);
    }
    let operands: Vec<Value> = ctx.operands(op).collect();
    let n = operands.len();
    print_ins_outs(p, &operands[..n.saturating_sub(1)], &operands[n.saturating_sub(1)..]);
    p.print_op_attr_dict(op, &[]);
    if payload.is_none() {
        print_region_with_args(p, op);
    }
}

// ----- linalg.generic -----

const GENERIC_ATTRS: [&str; 4] = ["doc", "indexing_maps", "iterator_types", "library_call"];

/// Parses `linalg.generic` after its name: `{indexing_maps = ..., iterator_types = [...]}`
/// `ins(...)`? `outs(...)`? (`attrs = {...}`)? region (`-> types`)?.
pub fn parse_generic(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let at = p.get_current_location();
    // MLIR parses any attribute here (an alias of a dictionary too) and requires a dictionary.
    let attr = oxir::ods::format::parse_attr_of::<DictionaryAttr>(p, None)?;
    let dict = attr.dyn_cast::<DictionaryAttr>(p.ctx()).map(|d| d.entries.clone()).unwrap_or_default();
    let mut props = Vec::new();
    let mut rest = Vec::new();
    for a in dict {
        let name = p.ctx().ident_str(a.name).to_string();
        if name == "iterator_types" {
            let Some(arr) = a.value.dyn_cast::<ArrayAttr>(p.ctx()).cloned() else {
                return Err(p.emit_error(at, "expected iterator_types to be an array"));
            };
            let mut elems = Vec::new();
            for e in arr.elements.iter() {
                let kind = e
                    .dyn_cast::<StringAttr>(p.ctx())
                    .and_then(|s| IteratorType::from_str(std::str::from_utf8(&s.value).unwrap_or("")));
                match kind {
                    Some(k) => elems.push(k.attr(p.ctx())),
                    None if e.isa::<IteratorType>(p.ctx()) => elems.push(*e),
                    None => return Err(p.emit_error(at, "unexpected iterator_type")),
                }
            }
            let v = ArrayAttr::get(p.ctx(), elems);
            props.push(NamedAttribute { name: a.name, value: v });
        } else if GENERIC_ATTRS.contains(&name.as_str()) {
            props.push(a);
        } else {
            rest.push(a);
        }
    }
    let (ins, outs) = parse_ins_outs(p, state)?;
    let segs = oxir::ods::op::i32_array(p.ctx(), [ins.len() as i32, outs.len() as i32]);
    let seg_name = p.ctx().ident("operandSegmentSizes");
    props.push(NamedAttribute { name: seg_name, value: segs });
    if p.parse_optional_keyword("attrs") {
        p.parse_equal()?;
        rest.extend(p.parse_attribute_dict()?);
    }
    let region = p.parse_region(&[], false)?;
    state.regions.push(region);
    let results = p.parse_optional_arrow_type_list()?;
    state.result_types.extend(results);
    state.attributes = rest;
    p.add_properties(state, props);
    Ok(())
}

/// Prints `linalg.generic` after its name.
pub fn print_generic(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let all = p.attrs_with_properties(op);
    let mut leading = Vec::new();
    for a in &all {
        let name = ctx.ident_str(a.name);
        if name == "iterator_types" {
            let elems: Vec<Attribute> = a
                .value
                .dyn_cast::<ArrayAttr>(ctx)
                .map(|arr| {
                    arr.elements
                        .iter()
                        .map(|e| match e.dyn_cast::<IteratorType>(ctx) {
                            Some(k) => StringAttr::get(ctx, k.as_str()),
                            None => *e,
                        })
                        .collect()
                })
                .unwrap_or_default();
            leading.push(NamedAttribute { name: a.name, value: ArrayAttr::get(ctx, elems) });
        } else if GENERIC_ATTRS.contains(&name) {
            leading.push(*a);
        }
    }
    if !leading.is_empty() {
        p.write(" ");
        let d = DictionaryAttr::get(ctx, leading);
        p.print_attribute(d);
    }
    let g = GenericOp::from_op_unchecked(op);
    print_ins_outs(p, &g.inputs(ctx), &g.outputs(ctx));
    let mut elided: Vec<&str> = GENERIC_ATTRS.to_vec();
    elided.push("operandSegmentSizes");
    if all.iter().any(|a| !elided.contains(&ctx.ident_str(a.name))) {
        p.write(" attrs = ");
        p.print_optional_attr_dict(&all, &elided);
    }
    if let Some(&region) = ctx.op_regions(op).first() {
        if !ctx.region_is_empty(region) {
            p.write(" ");
            p.print_region(region, true, true, false);
        }
    }
    print_results(p, op);
}

// ----- linalg.fill -----

/// Parses `linalg.fill` after its name: attr-dict `ins(...)` `outs(...)` (`-> types`)?; builds
/// the region yielding the value.
pub fn parse_fill(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let (ins, outs) = parse_ins_outs(p, state)?;
    let results = p.parse_optional_arrow_type_list()?;
    state.result_types.extend(results);
    p.parse_optional_attr_dict(&mut attrs)?;
    state.attributes = attrs;
    let segs = oxir::ods::op::i32_array(p.ctx(), [ins.len() as i32, outs.len() as i32]);
    let seg_name = p.ctx().ident("operandSegmentSizes");
    let props = vec![NamedAttribute { name: seg_name, value: segs }];
    let ctx = p.ctx_mut();
    let types: Vec<Type> = ins.iter().chain(&outs).map(|&t| element_or_self(ctx, t)).collect();
    let (region, block) = region_with_block(ctx, &types);
    let first: Vec<Value> = ctx.block_arguments(block).take(1).collect();
    // MLIR builds the region of named ops at an unknown location.
    let loc = UnknownLoc::get(ctx);
    append_op(ctx, block, crate::linalg::YieldOp::NAME, &first, &[], Vec::new(), loc);
    state.regions.push(region);
    p.add_properties(state, props);
    Ok(())
}

/// Prints `linalg.fill` after its name (the region is implicit).
pub fn print_fill(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    p.print_op_attr_dict(op, &["operandSegmentSizes"]);
    let f = crate::linalg::FillOp::from_op_unchecked(op);
    print_ins_outs(p, &f.inputs(ctx), &f.outputs(ctx));
    print_results(p, op);
}

// ----- linalg.yield -----

/// Parses `linalg.yield` after its name: `%a, %b attr-dict : t, u`.
pub fn parse_yield(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let at = p.get_current_location();
    let operands = p.parse_operand_list(Delimiter::None)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    state.attributes = attrs;
    let mut types = Vec::new();
    if !operands.is_empty() {
        p.parse_colon()?;
        types.push(p.parse_type()?);
        while p.parse_optional_comma() {
            types.push(p.parse_type()?);
        }
    }
    p.resolve_operands(&operands, &types, at, &mut state.operands)?;
    Ok(())
}

/// Prints `linalg.yield` after its name.
pub fn print_yield(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let vals: Vec<Value> = ctx.operands(op).collect();
    if !vals.is_empty() {
        p.write(" ");
        p.print_value_list(vals.iter().copied());
    }
    p.print_op_attr_dict(op, &[]);
    if !vals.is_empty() {
        p.write(" : ");
        p.print_type_list(vals.iter().map(|&v| ctx.value_type(v)));
    }
}
