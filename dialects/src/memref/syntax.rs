//! The memref ops' hand-written syntax (MLIR's custom C++ parsers and printers):
//! `alloca_scope`, `atomic_rmw`, `generic_atomic_rmw`, `prefetch`, `dma_start`, `global` and
//! `transpose` (the `custom<DynamicIndexList>` directive is the shared one of `utils::syntax`).

use super::layout::{canonical_strides, strides_and_offset};
use oxir::affine::{AffineExpr, AffineMap};
use oxir::asm::{AsmPrinter, Delimiter, OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::builtin::affine_attrs::AffineMapAttr;
use oxir::builtin::attributes::*;
use oxir::builtin::types::*;
use oxir::traits::SingleBlockImplicitTerminator;
use oxir::{Attribute, Context, NamedAttribute, OpRef, OperationState, Type, Value};

pub use crate::utils::syntax::{parse_dynamic_index_list, print_dynamic_index_list};

fn parse_bracket_operands<'s>(p: &mut OpAsmParser<'_, 's>) -> ParseResult<Vec<UnresolvedOperand<'s>>> {
    p.parse_lsquare()?;
    let list = p.parse_operand_list(Delimiter::None)?;
    p.parse_rsquare()?;
    Ok(list)
}

fn resolve_all<'s>(
    p: &mut OpAsmParser<'_, 's>,
    list: &[UnresolvedOperand<'s>],
    ty: Type,
    state: &mut OperationState,
) -> ParseResult<()> {
    for u in list {
        let v = p.resolve_operand(*u, ty)?;
        state.operands.push(v);
    }
    Ok(())
}

fn named(p: &OpAsmParser<'_, '_>, name: &str, value: Attribute) -> NamedAttribute {
    NamedAttribute { name: p.ctx().ident(name), value }
}

/// Splits parsed attributes into the inherent ones (properties) and the rest.
fn split_inherent(
    p: &OpAsmParser<'_, '_>,
    attrs: Vec<NamedAttribute>,
    inherent: &[&str],
) -> (Vec<NamedAttribute>, Vec<NamedAttribute>) {
    attrs.into_iter().partition(|a| inherent.contains(&p.ctx().ident_str(a.name)))
}

// ----- alloca_scope -----

/// Parses `memref.alloca_scope [-> type | -> (types)] { ... } [attr-dict]` (MLIR's
/// `parseOptionalArrowTypeList`: one result type may go without parentheses).
pub fn parse_alloca_scope(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    state.result_types.extend(p.parse_optional_arrow_type_list()?);
    let region = p.parse_region(&[], false)?;
    let loc = state.loc;
    SingleBlockImplicitTerminator::<super::AllocaScopeReturnOp>::ensure_terminator(p.ctx_mut(), region, loc);
    state.regions.push(region);
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    state.attributes = attrs;
    Ok(())
}

/// Prints `memref.alloca_scope`.
pub fn print_alloca_scope(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let types: Vec<Type> = ctx.result_types(op).collect();
    p.write(" ");
    if !types.is_empty() {
        p.write(" -> (");
        p.print_type_list(&types);
        p.write(")");
    }
    p.write(" ");
    let region = ctx.op_regions(op)[0];
    p.print_region(region, false, !types.is_empty(), false);
    p.print_op_attr_dict(op, &[]);
}

// ----- atomics -----

/// Parses `memref.generic_atomic_rmw %m[%i] : memref<..> { region } [attr-dict]`.
pub fn parse_generic_atomic_rmw(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let memref = p.parse_operand()?;
    let indices = parse_bracket_operands(p)?;
    p.parse_colon()?;
    let mt = p.parse_type()?;
    let m = p.resolve_operand(memref, mt)?;
    state.operands.push(m);
    let index = IndexType::get(p.ctx());
    resolve_all(p, &indices, index, state)?;
    let region = p.parse_region(&[], false)?;
    state.regions.push(region);
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    state.attributes = attrs;
    let et = super::element_type(p.ctx(), mt);
    state.result_types.push(et);
    Ok(())
}

/// Prints `memref.generic_atomic_rmw`.
pub fn print_generic_atomic_rmw(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let ops: Vec<Value> = ctx.operands(op).collect();
    p.write(" ");
    p.print_value(ops[0]);
    p.write("[");
    p.print_value_list(ops[1..].iter().copied());
    p.write("] : ");
    p.print_type(ctx.value_type(ops[0]));
    p.write(" ");
    let region = ctx.op_regions(op)[0];
    p.print_region(region, true, true, false);
    p.print_op_attr_dict(op, &[]);
}

// ----- prefetch -----

/// The hints of a prefetch after its indices, `, read|write, locality<n>, data|instr`, as
/// the spelled access kind, the locality attribute and the spelled cache kind (checked by
/// [`prefetch_flags`] once the operands are resolved, as MLIR does).
pub fn parse_prefetch_hints<'s>(p: &mut OpAsmParser<'_, 's>) -> ParseResult<(&'s str, Attribute, &'s str)> {
    p.parse_comma()?;
    let rw = p.parse_any_keyword()?;
    p.parse_comma()?;
    p.parse_keyword("locality")?;
    p.parse_less()?;
    let i32t = IntegerType::get(p.ctx(), 32);
    let hint = p.parse_attribute(Some(i32t))?;
    p.parse_greater()?;
    p.parse_comma()?;
    let cache = p.parse_any_keyword()?;
    Ok((rw, hint, cache))
}

/// The `isWrite` and `isDataCache` flags of a prefetch's spelled access and cache kinds, or
/// MLIR's error for another word.
pub fn prefetch_flags(p: &OpAsmParser<'_, '_>, rw: &str, cache: &str) -> ParseResult<(Attribute, Attribute)> {
    if rw != "read" && rw != "write" {
        return Err(p.emit_custom_op_error_at_name("rw specifier has to be 'read' or 'write'"));
    }
    if cache != "data" && cache != "instr" {
        return Err(p.emit_custom_op_error_at_name("cache type has to be 'data' or 'instr'"));
    }
    Ok((IntegerAttr::bool(p.ctx(), rw == "write"), IntegerAttr::bool(p.ctx(), cache == "data")))
}

/// Parses `memref.prefetch %m[%i], read, locality<3>, data : memref<..>`.
pub fn parse_prefetch(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let memref = p.parse_operand()?;
    let indices = parse_bracket_operands(p)?;
    let (rw, hint, cache) = parse_prefetch_hints(p)?;
    p.parse_colon()?;
    let mt = p.parse_type()?;
    let m = p.resolve_operand(memref, mt)?;
    state.operands.push(m);
    let index = IndexType::get(p.ctx());
    resolve_all(p, &indices, index, state)?;
    let (w, d) = prefetch_flags(p, rw, cache)?;
    let props = vec![named(p, "localityHint", hint), named(p, "isWrite", w), named(p, "isDataCache", d)];
    p.add_properties(state, props);
    Ok(())
}

/// Prints `memref.prefetch`.
pub fn print_prefetch(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let ops: Vec<Value> = ctx.operands(op).collect();
    let flag = |name: &str| {
        ctx.op_property(op, name).and_then(|a| a.dyn_cast::<IntegerAttr>(ctx)).is_some_and(|i| !i.value.is_zero())
    };
    let hint = ctx
        .op_property(op, "localityHint")
        .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
        .and_then(|i| i.value.try_to_i64())
        .unwrap_or(0);
    p.write(" ");
    p.print_value(ops[0]);
    p.write("[");
    p.print_value_list(ops[1..].iter().copied());
    p.write("], ");
    p.write(if flag("isWrite") { "write" } else { "read" });
    p.write(&format!(", locality<{hint}>, "));
    p.write(if flag("isDataCache") { "data" } else { "instr" });
    p.print_op_attr_dict(op, &["localityHint", "isWrite", "isDataCache"]);
    p.write(" : ");
    p.print_type(ctx.value_type(ops[0]));
}

// ----- dma_start -----

/// Parses `memref.dma_start %src[..], %dst[..], %n, %tag[..] [, %stride, %per] : t, t, t`.
pub fn parse_dma_start(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let src = p.parse_operand()?;
    let src_idx = parse_bracket_operands(p)?;
    p.parse_comma()?;
    let dst = p.parse_operand()?;
    let dst_idx = parse_bracket_operands(p)?;
    p.parse_comma()?;
    let num = p.parse_operand()?;
    p.parse_comma()?;
    let tag = p.parse_operand()?;
    let tag_idx = parse_bracket_operands(p)?;
    let mut stride = Vec::new();
    if p.parse_optional_comma() {
        stride = p.parse_operand_list(Delimiter::None)?;
    }
    if !stride.is_empty() && stride.len() != 2 {
        return Err(p.emit_custom_op_error_at_name("expected two stride related operands"));
    }
    p.parse_colon()?;
    let mut types = vec![p.parse_type()?];
    while p.parse_optional_comma() {
        types.push(p.parse_type()?);
    }
    if types.len() != 3 {
        return Err(p.emit_custom_op_error_at_name("fewer/more types expected"));
    }
    let index = IndexType::get(p.ctx());
    let v = p.resolve_operand(src, types[0])?;
    state.operands.push(v);
    resolve_all(p, &src_idx, index, state)?;
    let v = p.resolve_operand(dst, types[1])?;
    state.operands.push(v);
    resolve_all(p, &dst_idx, index, state)?;
    let v = p.resolve_operand(num, index)?;
    state.operands.push(v);
    let v = p.resolve_operand(tag, types[2])?;
    state.operands.push(v);
    resolve_all(p, &tag_idx, index, state)?;
    resolve_all(p, &stride, index, state)?;
    Ok(())
}

fn rank_of(ctx: &Context, v: Value) -> usize {
    ctx.value_type(v).dyn_cast::<MemRefType>(ctx).map_or(0, |m| m.shape.len())
}

/// Prints `memref.dma_start`.
pub fn print_dma_start(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let ops: Vec<Value> = ctx.operands(op).collect();
    let sr = rank_of(ctx, ops[0]);
    let dst = ops[1 + sr];
    let dr = rank_of(ctx, dst);
    let num = ops[2 + sr + dr];
    let tag = ops[3 + sr + dr];
    let tr = rank_of(ctx, tag);
    let tag_end = 4 + sr + dr + tr;
    p.write(" ");
    p.print_value(ops[0]);
    p.write("[");
    p.print_value_list(ops[1..1 + sr].iter().copied());
    p.write("], ");
    p.print_value(dst);
    p.write("[");
    p.print_value_list(ops[2 + sr..2 + sr + dr].iter().copied());
    p.write("], ");
    p.print_value(num);
    p.write(", ");
    p.print_value(tag);
    p.write("[");
    p.print_value_list(ops[4 + sr + dr..tag_end].iter().copied());
    p.write("]");
    if ops.len() > tag_end {
        p.write(", ");
        p.print_value_list(ops[tag_end..].iter().copied());
    }
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.value_type(ops[0]));
    p.write(", ");
    p.print_type(ctx.value_type(dst));
    p.write(", ");
    p.print_type(ctx.value_type(tag));
}

// ----- global -----

/// Parses MLIR's `custom<GlobalMemrefOpTypeAndInitialValue>`: the static memref type, then
/// `= uninitialized` or `= <elements>` unless the global is external.
pub fn parse_global_memref_op_type_and_initial_value(
    p: &mut OpAsmParser<'_, '_>,
    type_attr: &mut Option<Attribute>,
    initial_value: &mut Option<Attribute>,
) -> ParseResult<()> {
    let ty = p.parse_type()?;
    let m = ty.dyn_cast::<MemRefType>(p.ctx()).filter(|m| m.shape.iter().all(|&d| d != DYNAMIC)).cloned();
    let Some(m) = m else {
        return Err(p.emit_custom_op_error_at_name(format!(
            "type should be static shaped memref, but got '{}'",
            ty.to_text(p.ctx())
        )));
    };
    *type_attr = Some(TypeAttr::get(p.ctx(), ty));
    if !p.parse_optional_equal() {
        return Ok(());
    }
    if p.parse_optional_keyword("uninitialized") {
        *initial_value = Some(UnitAttr::get(p.ctx()));
        return Ok(());
    }
    let tensor = p.ctx().intern_type(RankedTensorType { shape: m.shape.clone(), element: m.element, encoding: None });
    let init = p.parse_attribute(Some(tensor))?;
    if !super::is_elements_attr(p.ctx(), init) {
        return Err(p.emit_custom_op_error_at_name("initial value should be a unit or elements attribute"));
    }
    *initial_value = Some(init);
    Ok(())
}

/// Prints MLIR's `custom<GlobalMemrefOpTypeAndInitialValue>`.
pub fn print_global_memref_op_type_and_initial_value(
    p: &mut AsmPrinter<'_>,
    _op: OpRef,
    type_attr: Option<Attribute>,
    initial_value: Option<Attribute>,
) {
    let ctx = p.ctx();
    if let Some(t) = type_attr.and_then(|a| a.dyn_cast::<TypeAttr>(ctx)) {
        p.print_type(t.ty);
    }
    if let Some(init) = initial_value {
        p.write(" = ");
        if init.isa::<UnitAttr>(ctx) {
            p.write("uninitialized");
        } else {
            p.print_attribute_without_type(init);
        }
    }
}

// ----- transpose -----

/// Parses `memref.transpose %in (i, j) -> (j, i) [attr-dict] : type to type`.
pub fn parse_transpose(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let input = p.parse_operand()?;
    let map = p.parse_affine_map()?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_colon()?;
    let st = p.parse_type()?;
    let v = p.resolve_operand(input, st)?;
    state.operands.push(v);
    p.parse_keyword("to")?;
    let rt = p.parse_type()?;
    state.result_types.push(rt);
    let (inherent, rest) = split_inherent(p, attrs, &["permutation"]);
    let mut props: Vec<NamedAttribute> =
        inherent.into_iter().filter(|a| p.ctx().ident_str(a.name) != "permutation").collect();
    let m = p.ctx().intern_attr(AffineMapAttr { map });
    props.push(named(p, "permutation", m));
    p.add_properties(state, props);
    state.attributes = rest;
    Ok(())
}

/// Prints `memref.transpose`.
pub fn print_transpose(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let input = ctx.operand(op, 0);
    p.write(" ");
    p.print_value(input);
    p.write(" ");
    if let Some(m) = ctx.op_property(op, "permutation").and_then(|a| a.dyn_cast::<AffineMapAttr>(ctx)) {
        p.write_display(&m.map);
    }
    p.print_op_attr_dict(op, &["permutation"]);
    p.write(" : ");
    p.print_type(ctx.value_type(input));
    p.write(" to ");
    if let Some(t) = ctx.result_types(op).next() {
        p.print_type(t);
    }
}

/// MLIR's `makeStridedLinearLayoutMap`.
fn strided_linear_map(strides: &[i64], offset: i64) -> AffineMap {
    let mut n_symbols = 0u32;
    let mut expr = if offset != DYNAMIC {
        AffineExpr::constant(offset)
    } else {
        n_symbols += 1;
        AffineExpr::symbol(0)
    };
    for (i, &s) in strides.iter().enumerate() {
        let mult = if s != DYNAMIC {
            AffineExpr::constant(s)
        } else {
            n_symbols += 1;
            AffineExpr::symbol(n_symbols - 1)
        };
        expr = expr + AffineExpr::dim(i as u32) * mult;
    }
    AffineMap::new(strides.len() as u32, n_symbols, vec![expr])
}

/// MLIR's `MemRefType::canonicalizeStridedLayout` (for the layouts `transpose` compares).
pub fn canonicalize_strided_layout(ctx: &Context, t: Type) -> Type {
    let Some(m) = t.dyn_cast::<MemRefType>(ctx).cloned() else { return t };
    let Some(layout) = m.layout else { return t };
    let map = if let Some(s) = layout.dyn_cast::<StridedLayoutAttr>(ctx) {
        if m.shape.is_empty() {
            return t;
        }
        if s.offset == 0 && s.strides == canonical_strides(&m.shape) && !s.strides.contains(&DYNAMIC) {
            return ctx.intern_type(MemRefType { layout: None, ..m });
        }
        strided_linear_map(&s.strides, s.offset)
    } else if let Some(a) = layout.dyn_cast::<AffineMapAttr>(ctx) {
        a.map.clone()
    } else {
        return t;
    };
    if map.is_identity() {
        return ctx.intern_type(MemRefType { layout: None, ..m });
    }
    if map.results.len() > 1 || m.shape.is_empty() {
        return t;
    }
    let _ = strides_and_offset;
    let attr = ctx.intern_attr(AffineMapAttr { map });
    ctx.intern_type(MemRefType { layout: Some(attr), ..m })
}
