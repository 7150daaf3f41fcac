//! The custom syntax of the structured ops that move or combine whole dimensions
//! (`linalg.transpose`, `linalg.broadcast`, `linalg.reduce`; MLIR's hand-written parsers and
//! printers in `LinalgOps.cpp`): `ins(...) outs(...)` then `permutation = [...]` or
//! `dimensions = [...]`, an implicit identity region, reduce's short form.

use super::{append_op, parse_ins_outs, parse_short_form, print_ins_outs, print_short_form, reduce_payload};
use crate::utils::static_values::{i64_array_attr, i64_array_values};
use oxir::asm::{AsmPrinter, OpAsmParser, ParseResult};
use oxir::ods::Op;
use oxir::{NamedAttribute, OpRef, OperationState, Type, Value};

/// MLIR's `parseDstStyleOp` followed by `name = [...]`: `ins(...)` `outs(...)` `name = [i, ...]`
/// attr-dict; the results are the tensor inits. Returns the operand types.
fn parse_dst_style(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState, name: &str) -> ParseResult<Vec<Type>> {
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let (ins, outs) = parse_ins_outs(p, state)?;
    p.parse_keyword(name)?;
    p.parse_equal()?;
    p.parse_lsquare()?;
    let mut values = Vec::new();
    if !p.parse_optional_rsquare() {
        loop {
            values.push(p.parse_integer()? as i64);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rsquare()?;
    }
    p.parse_optional_attr_dict(&mut attrs)?;
    let results: Vec<Type> =
        outs.iter().copied().filter(|t| t.isa::<oxir::builtin::types::RankedTensorType>(p.ctx())).collect();
    state.result_types.extend(results);
    state.attributes = attrs;
    let arr = i64_array_attr(p.ctx(), &values);
    let props = vec![NamedAttribute { name: p.ctx().ident(name), value: arr }];
    p.add_properties(state, props);
    Ok(ins.into_iter().chain(outs).collect())
}

/// MLIR's `printDenseI64ArrayAttr`: ` name = [i, ...] ` (with its trailing space).
fn print_dims(p: &mut AsmPrinter<'_>, op: OpRef, name: &str) {
    let values = i64_array_values(p.ctx(), p.ctx().op_property(op, name));
    let text: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    p.write(&format!(" {name} = [{}] ", text.join(", ")));
    p.print_op_attr_dict(op, &[name]);
}

/// The identity region of transpose and broadcast: one argument per operand, yields the input
/// element (MLIR's `buildIdentityRegion`).
fn identity_region(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState, types: &[Type]) {
    let (region, mut b) = crate::linalg::region_builder::BodyBuilder::new(p.ctx_mut(), types);
    let args = b.args();
    b.yield_values(&args[..args.len().min(1)]);
    state.regions.push(region);
}

/// Parses transpose or broadcast after the name: `ins(...)` `outs(...)` `attr = [...]`, the
/// identity region implicit.
fn parse_identity_op(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState, attr: &str) -> ParseResult<()> {
    let types = parse_dst_style(p, state, attr)?;
    identity_region(p, state, &types);
    Ok(())
}

/// Prints transpose or broadcast after the name.
fn print_identity_op(p: &mut AsmPrinter<'_>, op: OpRef, attr: &str) {
    let operands: Vec<Value> = p.ctx().operands(op).collect();
    let n = 1.min(operands.len());
    print_ins_outs(p, &operands[..n], &operands[n..]);
    print_dims(p, op, attr);
}

/// Parses `linalg.transpose` after its name.
pub fn parse_transpose(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    parse_identity_op(p, state, "permutation")
}

/// Prints `linalg.transpose` after its name.
pub fn print_transpose(p: &mut AsmPrinter<'_>, op: OpRef) {
    print_identity_op(p, op, "permutation")
}

/// Parses `linalg.broadcast` after its name.
pub fn parse_broadcast(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    parse_identity_op(p, state, "dimensions")
}

/// Prints `linalg.broadcast` after its name.
pub fn print_broadcast(p: &mut AsmPrinter<'_>, op: OpRef) {
    print_identity_op(p, op, "dimensions")
}

/// Parses `linalg.reduce` after its name: the short form `{ payload-op }` (its operands the
/// accumulated value then the input element) or the region arguments and region.
pub fn parse_reduce(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let payload = parse_short_form(p)?;
    let types = parse_dst_style(p, state, "dimensions")?;
    match payload {
        Some((name, attrs)) => {
            let half = types.len() / 2;
            let ctx = p.ctx_mut();
            let (region, b) = crate::linalg::region_builder::BodyBuilder::new(ctx, &types);
            let args = b.args();
            let block = b.block();
            let mut operands: Vec<Value> = args[half..].to_vec();
            operands.extend_from_slice(&args[..half]);
            let results: Vec<Type> = args[half..].iter().map(|&a| ctx.value_type(a)).collect();
            let loc = state.loc;
            let payload_op = append_op(ctx, block, &name, &operands, &results, attrs, loc);
            let vals: Vec<Value> = ctx.results(payload_op).collect();
            append_op(ctx, block, <crate::linalg::YieldOp as Op>::NAME, &vals, &[], Vec::new(), loc);
            state.regions.push(region);
        }
        None => {
            let args = crate::linalg::syntax::parse_region_args(p)?;
            let region = p.parse_region(&args, false)?;
            state.regions.push(region);
        }
    }
    Ok(())
}

/// Prints `linalg.reduce` after its name.
pub fn print_reduce(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let operands: Vec<Value> = ctx.operands(op).collect();
    let half = operands.len() / 2;
    let payload = reduce_payload(ctx, op);
    if let Some(pl) = payload {
        print_short_form(p, pl);
    }
    print_ins_outs(p, &operands[..half], &operands[half..]);
    print_dims(p, op, "dimensions");
    if payload.is_none() {
        crate::linalg::syntax::print_region_with_args(p, op);
    }
}
