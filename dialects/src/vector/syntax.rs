//! The vector ops MLIR parses and prints in C++: `vector.transfer_read` and
//! `vector.transfer_write`, whose mask type is inferred from the vector type and the
//! permutation map, and whose default permutation map and `in_bounds` flags are elided;
//! `vector.contract`, whose trait dictionary comes before its operands with its iterator types
//! written as strings; and `vector.outerproduct`, whose result type is inferred from its
//! operand types and whose attributes are printed only with an accumulator.

use super::transfer::{bool_array_attr, effective_vector_rank, infer_mask_type, minor_identity_map, shaped_rank};
use super::transfer::{in_bounds, permutation_map, transfer_source_element};
use super::IteratorType;
use oxir::asm::{AsmPrinter, Delimiter, OpAsmParser, ParseResult, SMLoc, UnresolvedOperand};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::{ArrayAttr, DictionaryAttr, StringAttr};
use oxir::builtin::types::{IndexType, VectorType};
use oxir::ods::Op;
use oxir::traits::SingleBlock;
use oxir::{NamedAttribute, OpRef, OperationState, Type, Value};

/// The types after the attribute dictionary, checked as MLIR does: a memref or ranked tensor
/// and a vector (`shaped_first` for reads, whose types come in that order).
fn parse_transfer_types(p: &mut OpAsmParser<'_, '_>, shaped_first: bool) -> ParseResult<(SMLoc, Type, VectorType)> {
    let loc = p.get_current_location();
    let types = p.parse_colon_type_list()?;
    if types.len() != 2 {
        return Err(p.emit_error(loc, "requires two types"));
    }
    let (shaped, vector) = if shaped_first { (types[0], types[1]) } else { (types[1], types[0]) };
    let check_shaped = |p: &OpAsmParser<'_, '_>| {
        if transfer_source_element(p.ctx(), shaped).is_none() {
            return Err(p.emit_error(loc, "requires memref or ranked tensor type"));
        }
        Ok(())
    };
    let vector_of = |p: &OpAsmParser<'_, '_>| {
        vector.dyn_cast::<VectorType>(p.ctx()).cloned().ok_or_else(|| p.emit_error(loc, "requires vector type"))
    };
    let v = if shaped_first {
        check_shaped(p)?;
        vector_of(p)?
    } else {
        let v = vector_of(p)?;
        check_shaped(p)?;
        v
    };
    Ok((loc, shaped, v))
}

/// The permutation map and `in_bounds` flags from the parsed attributes, or their defaults
/// (MLIR adds them to the attribute dictionary before resolving the operands).
fn transfer_map(
    p: &mut OpAsmParser<'_, '_>,
    attrs: &mut Vec<NamedAttribute>,
    loc: SMLoc,
    shaped: Type,
    vector: &VectorType,
) -> ParseResult<Option<oxir::affine::AffineMap>> {
    let ctx = p.ctx();
    let find =
        |attrs: &[NamedAttribute], name: &str| attrs.iter().find(|a| ctx.ident_str(a.name) == name).map(|a| a.value);
    let map = match find(attrs, "permutation_map") {
        Some(a) => a.dyn_cast::<AffineMapAttr>(ctx).map(|m| m.map.clone()),
        None => {
            if shaped_rank(ctx, shaped).unwrap_or(0) < effective_vector_rank(ctx, shaped, vector) {
                return Err(
                    p.emit_error(loc, "expected a custom permutation_map when rank(source) != rank(destination)")
                );
            }
            let map = minor_identity_map(ctx, shaped, vector);
            if let Some(m) = &map {
                let value = ctx.intern_attr(AffineMapAttr { map: m.clone() });
                attrs.push(NamedAttribute { name: ctx.ident("permutation_map"), value });
            }
            map
        }
    };
    if find(attrs, "in_bounds").is_none() {
        let flags = vec![false; map.as_ref().map_or(vector.shape.len(), |m| m.num_results())];
        attrs.push(NamedAttribute { name: ctx.ident("in_bounds"), value: bool_array_attr(ctx, &flags) });
    }
    Ok(map)
}

/// Resolves the mask with the type the vector type and permutation map imply, as MLIR's
/// parsers do (the mask type is not written).
fn resolve_mask<'s>(
    p: &mut OpAsmParser<'_, 's>,
    mask: UnresolvedOperand<'s>,
    loc: SMLoc,
    shaped: Type,
    vector: &VectorType,
    map: Option<&oxir::affine::AffineMap>,
) -> ParseResult<Value> {
    let ctx = p.ctx();
    if transfer_source_element(ctx, shaped).is_some_and(|e| e.isa::<VectorType>(ctx)) {
        return Err(p.emit_error(mask.location(), "does not support masks with vector element type"));
    }
    let Some(map) = map else {
        return Err(p.emit_error(loc, "expected the permutation_map to be an affine map"));
    };
    if vector.shape.len() != map.num_results() {
        return Err(p.emit_error(loc, "expected the same rank for the vector and the results of the permutation map"));
    }
    let Some(mask_type) = infer_mask_type(ctx, vector, map) else {
        return Err(p.emit_error(
            loc,
            "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)",
        ));
    };
    p.resolve_operand(mask, mask_type)
}

fn finish(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState, attrs: Vec<NamedAttribute>, segments: &[i32]) {
    let seg = oxir::ods::op::i32_array(p.ctx(), segments.iter().copied());
    let props = vec![NamedAttribute { name: p.ctx().ident("operandSegmentSizes"), value: seg }];
    state.attributes = attrs;
    p.add_properties(state, props);
}

/// Parses `vector.transfer_read %base[%i, ...], %padding [, %mask] attr-dict : shaped, vector`.
pub fn parse_transfer_read(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let base = p.parse_operand()?;
    let indices = p.parse_operand_list(Delimiter::Square)?;
    p.parse_comma()?;
    let padding = p.parse_operand()?;
    let mask = if p.parse_optional_comma() { Some(p.parse_operand()?) } else { None };
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let (loc, shaped, vector) = parse_transfer_types(p, true)?;
    let map = transfer_map(p, &mut attrs, loc, shaped, &vector)?;
    let index = IndexType::get(p.ctx());
    let element = transfer_source_element(p.ctx(), shaped).unwrap_or(shaped);
    state.operands.push(p.resolve_operand(base, shaped)?);
    for &i in &indices {
        state.operands.push(p.resolve_operand(i, index)?);
    }
    state.operands.push(p.resolve_operand(padding, element)?);
    if let Some(mask) = mask {
        state.operands.push(resolve_mask(p, mask, loc, shaped, &vector, map.as_ref())?);
    }
    finish(p, state, attrs, &[1, indices.len() as i32, 1, i32::from(mask.is_some())]);
    state.result_types.push(p.ctx().intern_type(vector));
    Ok(())
}

/// Parses `vector.transfer_write %v, %base[%i, ...] [, %mask] attr-dict : vector, shaped`
/// (the result, for a tensor, has the tensor's type).
pub fn parse_transfer_write(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let value = p.parse_operand()?;
    p.parse_comma()?;
    let base = p.parse_operand()?;
    let indices = p.parse_operand_list(Delimiter::Square)?;
    let mask = if p.parse_optional_comma() { Some(p.parse_operand()?) } else { None };
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let (loc, shaped, vector) = parse_transfer_types(p, false)?;
    let map = transfer_map(p, &mut attrs, loc, shaped, &vector)?;
    let index = IndexType::get(p.ctx());
    let vector_ty = p.ctx().intern_type(vector.clone());
    state.operands.push(p.resolve_operand(value, vector_ty)?);
    state.operands.push(p.resolve_operand(base, shaped)?);
    for &i in &indices {
        state.operands.push(p.resolve_operand(i, index)?);
    }
    if let Some(mask) = mask {
        state.operands.push(resolve_mask(p, mask, loc, shaped, &vector, map.as_ref())?);
    }
    finish(p, state, attrs, &[1, 1, indices.len() as i32, i32::from(mask.is_some())]);
    if shaped.isa::<oxir::builtin::types::RankedTensorType>(p.ctx()) {
        state.result_types.push(shaped);
    }
    Ok(())
}

/// The attribute dictionary of a transfer: the segment sizes, a minor identity permutation map
/// and all-false `in_bounds` flags elided (MLIR's `printTransferAttrs`).
fn print_transfer_attrs(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let mut elided = vec!["operandSegmentSizes"];
    if permutation_map(ctx, op).is_some_and(|m| m.is_minor_identity()) {
        elided.push("permutation_map");
    }
    if !in_bounds(ctx, op).contains(&true) {
        elided.push("in_bounds");
    }
    p.print_op_attr_dict(op, &elided);
}

/// The operands of a transfer from `first` on: `base[indices]` then the rest.
fn print_indexed(p: &mut AsmPrinter<'_>, base: Value, indices: &[Value]) {
    p.print_value(base);
    p.write("[");
    p.print_value_list(indices.iter().copied());
    p.write("]");
}

/// Prints `vector.transfer_read`.
pub fn print_transfer_read(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let r = super::TransferReadOp::from_op_unchecked(op);
    let (base, indices, padding, mask) = (r.base(ctx), r.indices(ctx), r.padding(ctx), r.mask(ctx));
    let result = ctx.value_type(r.vector(ctx));
    p.write(" ");
    print_indexed(p, base, &indices);
    p.write(", ");
    p.print_value(padding);
    if let Some(m) = mask {
        p.write(", ");
        p.print_value(m);
    }
    print_transfer_attrs(p, op);
    p.write(" : ");
    p.print_type(ctx.value_type(base));
    p.write(", ");
    p.print_type(result);
}

/// Prints `vector.transfer_write`.
pub fn print_transfer_write(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let w = super::TransferWriteOp::from_op_unchecked(op);
    let (value, base, indices, mask) = (w.value_to_store(ctx), w.base(ctx), w.indices(ctx), w.mask(ctx));
    p.write(" ");
    p.print_value(value);
    p.write(", ");
    print_indexed(p, base, &indices);
    if let Some(m) = mask {
        p.write(", ");
        p.print_value(m);
    }
    print_transfer_attrs(p, op);
    p.write(" : ");
    p.print_type(ctx.value_type(value));
    p.write(", ");
    p.print_type(ctx.value_type(base));
}

/// The attributes `vector.contract` writes in its leading dictionary (MLIR's
/// `getTraitAttrNames`).
const CONTRACT_TRAIT_ATTRS: [&str; 3] = ["indexing_maps", "iterator_types", "kind"];

/// Parses `vector.contract {trait} %lhs, %rhs, %acc [, %lhs_mask, %rhs_mask] attr-dict :
/// lhs-type, rhs-type into acc-type`, as MLIR's C++ parser does: the trait dictionary comes
/// first, and its `iterator_types` are strings (`"parallel"`) that become
/// `#vector.iterator_type<...>` attributes (the enum attributes are accepted as well).
pub fn parse_contract(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let loc = p.get_current_location();
    let dict = p.parse_attribute(None)?;
    let Some(entries) = dict.dyn_cast::<DictionaryAttr>(p.ctx()).map(|d| d.entries.clone()) else {
        return Err(p.emit_error(loc, "invalid kind of attribute specified"));
    };
    let lhs = p.parse_operand()?;
    p.parse_comma()?;
    let rhs = p.parse_operand()?;
    p.parse_comma()?;
    let acc = p.parse_operand()?;
    let masks = if p.parse_optional_comma() { p.parse_operand_list(Delimiter::None)? } else { Vec::new() };
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let types_loc = p.get_current_location();
    let types = p.parse_colon_type_list()?;
    p.parse_keyword("into")?;
    let result = p.parse_type()?;
    let [lhs_ty, rhs_ty] = types[..] else {
        return Err(p.emit_error(types_loc, format!("expected 2 types, got {}", types.len())));
    };
    state.operands.push(p.resolve_operand(lhs, lhs_ty)?);
    state.operands.push(p.resolve_operand(rhs, rhs_ty)?);
    state.operands.push(p.resolve_operand(acc, result)?);
    state.result_types.push(result);
    let ctx = p.ctx();
    for e in entries {
        attrs.retain(|a| a.name != e.name);
        attrs.push(e);
    }
    let iterators_name = ctx.ident("iterator_types");
    let Some(iterators) = attrs
        .iter()
        .find(|a| a.name == iterators_name)
        .and_then(|a| a.value.dyn_cast::<ArrayAttr>(ctx))
        .map(|a| a.elements.clone())
    else {
        return Err(p.emit_error(loc, "expected \"iterator_types\" array attribute"));
    };
    let mut converted = Vec::with_capacity(iterators.len());
    for it in iterators {
        let kind = match it.dyn_cast::<StringAttr>(ctx) {
            Some(s) => IteratorType::from_str(&String::from_utf8_lossy(&s.value)),
            None => it.dyn_cast::<IteratorType>(ctx).copied(),
        };
        let Some(kind) = kind else {
            let text = match it.dyn_cast::<StringAttr>(ctx) {
                Some(s) => String::from_utf8_lossy(&s.value).into_owned(),
                None => it.to_text(ctx),
            };
            return Err(p.emit_error(loc, format!("unexpected iterator_type ({text})")));
        };
        converted.push(ctx.intern_attr(kind));
    }
    let converted = ArrayAttr::get(ctx, converted);
    for a in attrs.iter_mut().filter(|a| a.name == iterators_name) {
        a.value = converted;
    }
    if !masks.is_empty() {
        if masks.len() != 2 {
            return Err(p.emit_custom_op_error_at_name("expected zero or exactly 2 vector mask operands"));
        }
        for (&mask, ty) in masks.iter().zip([lhs_ty, rhs_ty]) {
            let Some(v) = ty.dyn_cast::<VectorType>(p.ctx()).cloned() else {
                return Err(p.emit_error(loc, "expected vector types for the masks' operands"));
            };
            let i1 = oxir::builtin::types::IntegerType::get(p.ctx(), 1);
            let mask_ty = p.ctx().intern_type(VectorType { element: i1, ..v });
            state.operands.push(p.resolve_operand(mask, mask_ty)?);
        }
    }
    state.attributes = attrs;
    Ok(())
}

/// Prints `vector.contract`: the trait dictionary (its iterator types as strings), the
/// operands, the other attributes, then the operand and result types.
pub fn print_contract(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let c = super::ContractionOp::from_op_unchecked(op);
    let mut entries = Vec::new();
    for name in CONTRACT_TRAIT_ATTRS {
        let Some(value) = oxir::operation::op_attr_or_prop(ctx, op, name) else { continue };
        let value = match value.dyn_cast::<ArrayAttr>(ctx) {
            Some(arr) if name == "iterator_types" => {
                let names = arr
                    .elements
                    .iter()
                    .map(|e| match e.dyn_cast::<IteratorType>(ctx) {
                        Some(it) => StringAttr::get(ctx, it.as_str()),
                        None => *e,
                    })
                    .collect();
                ArrayAttr::get(ctx, names)
            }
            _ => value,
        };
        entries.push(NamedAttribute { name: ctx.ident(name), value });
    }
    let dict = DictionaryAttr::get(ctx, entries);
    p.write(" ");
    p.print_attribute(dict);
    p.write(" ");
    p.print_value(c.lhs(ctx));
    p.write(", ");
    p.print_value(c.rhs(ctx));
    p.write(", ");
    p.print_value(c.acc(ctx));
    p.print_op_attr_dict(op, &CONTRACT_TRAIT_ATTRS);
    p.write(" : ");
    p.print_type(ctx.value_type(c.lhs(ctx)));
    p.write(", ");
    p.print_type(ctx.value_type(c.rhs(ctx)));
    p.write(" into ");
    p.print_type(ctx.value_type(c.result(ctx)));
}

/// Parses `vector.outerproduct %lhs, %rhs [, %acc] attr-dict : lhs-type, rhs-type`: the result
/// (and accumulator) type is inferred, `vector<M x N>` of two vectors and `vector<M>` of a
/// vector and a scalar, as MLIR's C++ parser does.
pub fn parse_outerproduct(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let operands = p.parse_operand_list(Delimiter::None)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let lhs_ty = p.parse_colon_type()?;
    p.parse_comma()?;
    let rhs_ty = p.parse_type()?;
    if operands.len() < 2 {
        return Err(p.emit_custom_op_error_at_name("expected at least 2 operands"));
    }
    let ctx = p.ctx();
    let Some(lhs) = lhs_ty.dyn_cast::<VectorType>(ctx).cloned() else {
        return Err(p.emit_custom_op_error_at_name("expected vector type for operand #1"));
    };
    let first = |v: &VectorType| (v.shape.first().copied().unwrap_or(1), v.scalable.first().copied().unwrap_or(false));
    let (m, m_scalable) = first(&lhs);
    let (shape, scalable) = match rhs_ty.dyn_cast::<VectorType>(ctx) {
        Some(rhs) => {
            let (n, n_scalable) = first(rhs);
            (vec![m, n], vec![m_scalable, n_scalable])
        }
        None => (vec![m], vec![m_scalable]),
    };
    let result = ctx.intern_type(VectorType { shape, scalable, element: lhs.element });
    state.operands.push(p.resolve_operand(operands[0], lhs_ty)?);
    state.operands.push(p.resolve_operand(operands[1], rhs_ty)?);
    if let Some(&acc) = operands.get(2) {
        state.operands.push(p.resolve_operand(acc, result)?);
    }
    state.result_types.push(result);
    state.attributes = attrs;
    Ok(())
}

/// Prints `vector.outerproduct`; as MLIR's printer, the attributes (the kind among them) only
/// when there is an accumulator.
pub fn print_outerproduct(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let o = super::OuterProductOp::from_op_unchecked(op);
    p.write(" ");
    p.print_value(o.lhs(ctx));
    p.write(", ");
    p.print_value(o.rhs(ctx));
    if let Some(acc) = o.acc(ctx) {
        p.write(", ");
        p.print_value(acc);
        p.print_op_attr_dict(op, &[]);
    }
    p.write(" : ");
    p.print_type(ctx.value_type(o.lhs(ctx)));
    p.write(", ");
    p.print_type(ctx.value_type(o.rhs(ctx)));
}

// ----- vector.mask -----

/// Parses `vector.mask` after its name: `%mask[, %passthru] { op } attr-dict : mask-type
/// [-> result-types]` (MLIR's `MaskOp::parse`).
pub fn parse_mask(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let mask = p.parse_operand()?;
    let passthru = if p.parse_optional_comma() { Some(p.parse_operand()?) } else { None };
    let region = p.parse_region(&[], false)?;
    ensure_mask_terminator(p, region, state.loc);
    state.regions.push(region);
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    state.attributes = attrs;
    let mask_type = p.parse_colon_type()?;
    let mut results = p.parse_optional_arrow_type_list()?;
    // MLIR 22 prints several results without parentheses (`-> t1, t2`) but reads only the
    // parenthesized list; oxir prints as MLIR does and reads both, so that its output reads back.
    if results.len() == 1 {
        while p.parse_optional_comma() {
            results.push(p.parse_type()?);
        }
    }
    state.result_types.extend(results.iter().copied());
    state.operands.push(p.resolve_operand(mask, mask_type)?);
    if let Some(passthru) = passthru {
        let Some(&ty) = results.first() else {
            return Err(p.emit_custom_op_error_at_name("expects a result if passthru operand is provided"));
        };
        state.operands.push(p.resolve_operand(passthru, ty)?);
    }
    Ok(())
}

/// MLIR's `MaskOp::ensureTerminator`: a block without a `vector.yield` gets one yielding the
/// results of its single op (an empty `vector.yield` when it has no op or several).
fn ensure_mask_terminator(p: &mut OpAsmParser<'_, '_>, region: oxir::RegionRef, loc: oxir::Attribute) {
    SingleBlock::ensure_block(p.ctx_mut(), region);
    let ctx = p.ctx();
    let Some(block) = ctx.region_entry_block(region) else { return };
    let ops: Vec<OpRef> = ctx.block_ops(block).collect();
    if ops.last().is_some_and(|&last| ctx.isa_op::<super::YieldOp>(last)) {
        return;
    }
    let values: Vec<Value> = match ops.as_slice() {
        [only] => ctx.results(*only).collect(),
        _ => Vec::new(),
    };
    let ctx = p.ctx_mut();
    let mut st = OperationState::new(ctx.op_name(super::YieldOp::NAME), loc);
    st.operands.extend(values);
    let y = ctx.create_op(st);
    ctx.append_op(block, y);
}

/// Prints `vector.mask` after its name: the masked op alone between braces (the terminator
/// when there is none), as MLIR's `MaskOp::print`.
pub fn print_mask(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let m = super::MaskOp::from_op_unchecked(op);
    p.write(" ");
    p.print_value(m.mask(ctx));
    if let Some(passthru) = m.passthru(ctx) {
        p.write(", ");
        p.print_value(passthru);
    }
    p.write(" { ");
    if let Some(first) =
        ctx.op_regions(op).first().and_then(|&r| ctx.region_entry_block(r)).and_then(|b| ctx.block_first_op(b))
    {
        p.print_custom_or_generic_op(first);
    }
    p.write(" }");
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.value_type(m.mask(ctx)));
    let types: Vec<Type> = ctx.result_types(op).collect();
    if !types.is_empty() {
        p.write(" -> ");
        p.print_type_list(types);
    }
}
