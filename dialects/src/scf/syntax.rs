//! The custom syntax of the `scf` ops (MLIR's hand-written parsers and printers in `SCF.cpp`).

use oxir::asm::{AsmPrinter, Delimiter, OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::builtin::attributes::UnitAttr;
use oxir::builtin::types::{FunctionType, IndexType, IntegerType};
use oxir::ods::fields::DenseArrayField;
use oxir::ods::Op as _;
use oxir::traits::{SingleBlock, SingleBlockImplicitTerminator};
use oxir::{Attribute, NamedAttribute, OpRef, OperationState, RegionRef, Type, Value};

use super::{ExecuteRegionOp, ForOp, ForallOp, IfOp, ParallelOp, WhileOp};
use crate::utils::static_values::i64_array_attr;
use crate::utils::syntax::{
    parse_assignment_list, parse_index_list, parse_optional_assignment_list, print_index_list,
    print_initialization_list,
};

type EntryArg<'s> = (UnresolvedOperand<'s>, Type, Option<Attribute>);

fn index_type(p: &OpAsmParser<'_, '_>) -> Type {
    IndexType::get(p.ctx())
}

/// Prints ` -> t` or ` -> (t, u)` (MLIR's `printOptionalArrowTypeList`).
fn print_optional_arrow_type_list(p: &mut AsmPrinter<'_>, types: &[Type]) {
    if types.is_empty() {
        return;
    }
    p.write(" -> ");
    p.print_function_results(types);
}

/// An `scf.forall.in_parallel` with an empty body: the terminator `scf.forall`'s syntax may
/// leave out (its builder, as MLIR's, makes the body's block).
fn build_in_parallel(ctx: &mut oxir::Context, loc: Attribute) -> OpRef {
    let name = ctx.op_name(super::InParallelOp::NAME);
    let region = ctx.create_region();
    let block = ctx.create_block();
    ctx.append_block(region, block);
    let mut st = OperationState::new(name, loc);
    st.regions.push(region);
    ctx.create_op(st)
}

fn unit_prop(p: &OpAsmParser<'_, '_>, name: &str) -> NamedAttribute {
    NamedAttribute { name: p.ctx().ident(name), value: UnitAttr::get(p.ctx()) }
}

// ----- scf.execute_region -----

/// Parses `scf.execute_region` after its name.
pub fn parse_execute_region(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    state.result_types.extend(p.parse_optional_arrow_type_list()?);
    let mut props = Vec::new();
    if p.parse_optional_keyword("no_inline") {
        props.push(unit_prop(p, "no_inline"));
    }
    let region = p.parse_region(&[], false)?;
    state.regions.push(region);
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    state.attributes = attrs;
    p.add_properties(state, props);
    Ok(())
}

/// Prints `scf.execute_region` after its name.
pub fn print_execute_region(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let types: Vec<Type> = ctx.result_types(op).collect();
    print_optional_arrow_type_list(p, &types);
    p.write(" ");
    if ExecuteRegionOp::from_op_unchecked(op).no_inline(ctx).is_some() {
        p.write("no_inline ");
    }
    p.print_region(ctx.op_regions(op)[0], false, true, false);
    p.print_op_attr_dict(op, &["no_inline"]);
}

// ----- scf.for -----

/// Parses `scf.for` after its name.
pub fn parse_for(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let mut props = Vec::new();
    if p.parse_optional_keyword("unsigned") {
        props.push(unit_prop(p, "unsignedCmp"));
    }
    let iv = p.parse_operand()?;
    p.parse_equal()?;
    let lb = p.parse_operand()?;
    p.parse_keyword("to")?;
    let ub = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;
    let mut iter_args = Vec::new();
    let mut inits = Vec::new();
    let mut types = Vec::new();
    let has_iter_args = p.parse_optional_keyword("iter_args");
    if has_iter_args {
        (iter_args, inits) = parse_assignment_list(p)?;
        types = p.parse_arrow_type_list()?;
    }
    if iter_args.len() != types.len() {
        return Err(p.emit_custom_op_error_at_name("mismatch in number of loop-carried values and defined values"));
    }
    let ty = if p.parse_optional_colon() { p.parse_type()? } else { index_type(p) };
    let mut entry: Vec<EntryArg<'_>> = vec![(iv, ty, None)];
    for (a, t) in iter_args.iter().zip(&types) {
        entry.push((*a, *t, None));
    }
    let region = p.parse_region(&entry, false)?;
    SingleBlockImplicitTerminator::<super::YieldOp>::ensure_terminator(p.ctx_mut(), region, state.loc);
    let mut operands = Vec::new();
    for u in [lb, ub, step] {
        operands.push(p.resolve_operand(u, ty)?);
    }
    for (u, t) in inits.iter().zip(&types) {
        operands.push(p.resolve_operand(*u, *t)?);
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    state.operands.extend(operands);
    state.result_types.extend(types);
    state.regions.push(region);
    state.attributes = attrs;
    p.add_properties(state, props);
    Ok(())
}

/// Prints `scf.for` after its name.
pub fn print_for(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let f = ForOp::from_op_unchecked(op);
    if f.unsigned_cmp(ctx).is_some() {
        p.write(" unsigned");
    }
    let region = f.region(ctx);
    let args: Vec<Value> = ctx.region_entry_block(region).map(|b| ctx.block_arguments(b).collect()).unwrap_or_default();
    p.write(" ");
    if let Some(&iv) = args.first() {
        p.print_value(iv);
    }
    p.write(" = ");
    p.print_value(f.lower_bound(ctx));
    p.write(" to ");
    p.print_value(f.upper_bound(ctx));
    p.write(" step ");
    p.print_value(f.step(ctx));
    let inits = f.init_args(ctx);
    print_initialization_list(p, args.get(1..).unwrap_or(&[]), &inits, " iter_args");
    if !inits.is_empty() {
        p.write(" -> (");
        p.print_type_list(inits.iter().map(|v| ctx.value_type(*v)));
        p.write(")");
    }
    p.write(" ");
    if let Some(&iv) = args.first() {
        let t = ctx.value_type(iv);
        if !t.isa::<IndexType>(ctx) {
            p.write(" : ");
            p.print_type(t);
            p.write(" ");
        }
    }
    p.print_region(region, false, !inits.is_empty(), false);
    p.print_op_attr_dict(op, &["unsignedCmp"]);
}

// ----- scf.if -----

/// Parses `scf.if` after its name.
pub fn parse_if(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let cond = p.parse_operand()?;
    let i1 = IntegerType::get(p.ctx(), 1);
    let c = p.resolve_operand(cond, i1)?;
    state.operands.push(c);
    state.result_types.extend(p.parse_optional_arrow_type_list()?);
    let then_region = p.parse_region(&[], false)?;
    SingleBlockImplicitTerminator::<super::YieldOp>::ensure_terminator(p.ctx_mut(), then_region, state.loc);
    let else_region = if p.parse_optional_keyword("else") {
        let r = p.parse_region(&[], false)?;
        SingleBlockImplicitTerminator::<super::YieldOp>::ensure_terminator(p.ctx_mut(), r, state.loc);
        r
    } else {
        p.ctx_mut().create_region()
    };
    state.regions.push(then_region);
    state.regions.push(else_region);
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    state.attributes = attrs;
    Ok(())
}

/// Prints `scf.if` after its name.
pub fn print_if(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let i = IfOp::from_op_unchecked(op);
    p.write(" ");
    p.print_value(i.condition(ctx));
    let types: Vec<Type> = ctx.result_types(op).collect();
    let terminators = !types.is_empty();
    if terminators {
        p.write(" -> (");
        p.print_type_list(types.iter().copied());
        p.write(")");
    }
    p.write(" ");
    p.print_region(i.then_region(ctx), false, terminators, false);
    let else_region = i.else_region(ctx);
    if !ctx.region_is_empty(else_region) {
        p.write(" else ");
        p.print_region(else_region, false, terminators, false);
    }
    p.print_op_attr_dict(op, &[]);
}

// ----- scf.while -----

/// Parses `scf.while` after its name.
pub fn parse_while(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let (args, inits) = parse_optional_assignment_list(p)?.unwrap_or_default();
    // MLIR's parseColonType<FunctionType>: a type of another kind is reported at the colon.
    let colon_at = p.get_current_location();
    p.parse_colon()?;
    let type_at = p.get_current_location();
    let ty = p.parse_type()?;
    let Some(fty) = ty.dyn_cast::<FunctionType>(p.ctx()).cloned() else {
        let found = ty.to_text(p.ctx());
        return Err(p.emit_error(
            colon_at,
            format!("invalid kind of type specified: expected builtin.function, but found '{found}'"),
        ));
    };
    state.result_types.extend(fty.results.iter().copied());
    if fty.inputs.len() != inits.len() {
        return Err(p.emit_custom_op_error(
            type_at,
            format!("expected as many input types as operands (expected {} got {})", inits.len(), fty.inputs.len()),
        ));
    }
    let at = p.get_current_location();
    p.resolve_operands(&inits, &fty.inputs, at, &mut state.operands)?;
    let entry: Vec<EntryArg<'_>> = args.iter().zip(fty.inputs.iter()).map(|(a, t)| (*a, *t, None)).collect();
    let before = p.parse_region(&entry, false)?;
    p.parse_keyword("do")?;
    let after = p.parse_region(&[], false)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict_with_keyword(&mut attrs)?;
    state.regions.push(before);
    state.regions.push(after);
    state.attributes = attrs;
    Ok(())
}

/// Prints `scf.while` after its name.
pub fn print_while(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let w = WhileOp::from_op_unchecked(op);
    let before = w.before(ctx);
    let args: Vec<Value> = ctx.region_entry_block(before).map(|b| ctx.block_arguments(b).collect()).unwrap_or_default();
    let inits = w.inits(ctx);
    print_initialization_list(p, &args, &inits, " ");
    p.write(" : ");
    let results: Vec<Type> = ctx.result_types(op).collect();
    let ins: Vec<Type> = inits.iter().map(|v| ctx.value_type(*v)).collect();
    p.print_functional_type(&ins, &results);
    p.write(" ");
    p.print_region(before, false, true, false);
    p.write(" do ");
    p.print_region(w.after(ctx), true, true, false);
    p.print_op_attr_dict_with_keyword(op, &[]);
}

// ----- scf.index_switch -----

/// Parses MLIR's `custom<SwitchCases>` of `scf.index_switch`: `case <value> <region>` repeated.
pub fn parse_switch_cases(
    p: &mut OpAsmParser<'_, '_>,
    cases: &mut Option<Attribute>,
    regions: &mut Vec<RegionRef>,
) -> ParseResult<()> {
    let mut values = Vec::new();
    while p.parse_optional_keyword("case") {
        let at = p.get_current_location();
        let Some(v) = p.parse_optional_integer()? else {
            return Err(p.emit_custom_op_error(at, "expected integer value"));
        };
        values.push(v as i64);
        regions.push(p.parse_region(&[], false)?);
    }
    *cases = Some(oxir::ods::op::i64_array(p.ctx(), values));
    Ok(())
}

/// Prints MLIR's `custom<SwitchCases>` of `scf.index_switch`.
pub fn print_switch_cases(p: &mut AsmPrinter<'_>, _op: OpRef, cases: Option<Attribute>, regions: &[RegionRef]) {
    let cases = cases.and_then(|a| <oxir::ods::DenseI64Array as DenseArrayField>::from_attr(p.ctx(), a));
    for (c, &r) in cases.unwrap_or_default().iter().zip(regions) {
        p.newline();
        p.write(&format!("case {c} "));
        p.print_region(r, false, true, false);
    }
}

// ----- scf.parallel -----

/// The induction variables `(%i, %j)` of `scf.parallel` and `scf.forall` (MLIR's
/// `parseArgumentList(ivs, Delimiter::Paren)`).
fn parse_induction_vars<'s>(p: &mut OpAsmParser<'_, 's>) -> ParseResult<Vec<UnresolvedOperand<'s>>> {
    let mut ivs = Vec::new();
    p.parse_comma_separated_list_in(Delimiter::Paren, " in argument list", |p| {
        ivs.push(p.parse_operand()?);
        Ok(())
    })?;
    Ok(ivs)
}

/// Parses `scf.parallel` after its name.
pub fn parse_parallel(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ivs = parse_induction_vars(p)?;
    let n = ivs.len();
    let idx = index_type(p);
    let mut operands = Vec::new();
    p.parse_equal()?;
    let lower = p.parse_operand_list_with_count(Delimiter::Paren, n)?;
    for u in &lower {
        operands.push(p.resolve_operand(*u, idx)?);
    }
    p.parse_keyword("to")?;
    let upper = p.parse_operand_list_with_count(Delimiter::Paren, n)?;
    for u in &upper {
        operands.push(p.resolve_operand(*u, idx)?);
    }
    p.parse_keyword("step")?;
    let steps = p.parse_operand_list_with_count(Delimiter::Paren, n)?;
    for u in &steps {
        operands.push(p.resolve_operand(*u, idx)?);
    }
    let mut inits = Vec::new();
    if p.parse_optional_keyword("init") {
        inits = p.parse_operand_list(Delimiter::Paren)?;
    }
    let types = p.parse_optional_arrow_type_list()?;
    let entry: Vec<EntryArg<'_>> = ivs.iter().map(|a| (*a, idx, None)).collect();
    let region = p.parse_region(&entry, false)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    if inits.len() != types.len() {
        return Err(p.emit_custom_op_error_at_name(format!(
            "number of operands and types do not match: got {} operands and {} types",
            inits.len(),
            types.len()
        )));
    }
    for (u, t) in inits.iter().zip(&types) {
        operands.push(p.resolve_operand(*u, *t)?);
    }
    SingleBlockImplicitTerminator::<super::ReduceOp>::ensure_terminator(p.ctx_mut(), region, state.loc);
    let seg = oxir::ods::op::i32_array(
        p.ctx(),
        [lower.len() as i32, upper.len() as i32, steps.len() as i32, inits.len() as i32],
    );
    let props = vec![NamedAttribute { name: p.ctx().ident("operandSegmentSizes"), value: seg }];
    state.operands.extend(operands);
    state.result_types.extend(types);
    state.regions.push(region);
    state.attributes = attrs;
    p.add_properties(state, props);
    Ok(())
}

/// Prints `scf.parallel` after its name.
pub fn print_parallel(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let par = ParallelOp::from_op_unchecked(op);
    let region = par.region(ctx);
    let args: Vec<Value> = ctx.region_entry_block(region).map(|b| ctx.block_arguments(b).collect()).unwrap_or_default();
    p.write(" (");
    p.print_value_list(args.iter().copied());
    p.write(") = (");
    p.print_value_list(par.lower_bound(ctx));
    p.write(") to (");
    p.print_value_list(par.upper_bound(ctx));
    p.write(") step (");
    p.print_value_list(par.step(ctx));
    p.write(")");
    let inits = par.init_vals(ctx);
    if !inits.is_empty() {
        p.write(" init (");
        p.print_value_list(inits.iter().copied());
        p.write(")");
    }
    let types: Vec<Type> = ctx.result_types(op).collect();
    print_optional_arrow_type_list(p, &types);
    p.write(" ");
    p.print_region(region, false, true, false);
    p.print_op_attr_dict(op, &["operandSegmentSizes"]);
}

// ----- scf.forall -----

/// Parses `scf.forall` after its name.
pub fn parse_forall(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ivs = parse_induction_vars(p)?;
    let idx = index_type(p);
    let (mut dyn_lb, mut dyn_ub, mut dyn_step) = (Vec::new(), Vec::new(), Vec::new());
    let (lbs, ubs, steps);
    if p.parse_optional_keyword("in") {
        ubs = parse_index_list(p, Delimiter::Paren, &mut dyn_ub)?;
        for u in &dyn_ub {
            state.operands.push(p.resolve_operand(*u, idx)?);
        }
        lbs = vec![0; ivs.len()];
        steps = vec![1; ivs.len()];
    } else {
        p.parse_equal()?;
        lbs = parse_index_list(p, Delimiter::Paren, &mut dyn_lb)?;
        for u in &dyn_lb {
            state.operands.push(p.resolve_operand(*u, idx)?);
        }
        p.parse_keyword("to")?;
        ubs = parse_index_list(p, Delimiter::Paren, &mut dyn_ub)?;
        for u in &dyn_ub {
            state.operands.push(p.resolve_operand(*u, idx)?);
        }
        p.parse_keyword("step")?;
        steps = parse_index_list(p, Delimiter::Paren, &mut dyn_step)?;
        for u in &dyn_step {
            state.operands.push(p.resolve_operand(*u, idx)?);
        }
    }
    let mut out_args = Vec::new();
    let mut outs = Vec::new();
    let at = p.get_current_location();
    if p.parse_optional_keyword("shared_outs") {
        (out_args, outs) = parse_assignment_list(p)?;
        let types = p.parse_optional_arrow_type_list()?;
        p.resolve_operands(&outs, &types, at, &mut state.operands)?;
        state.result_types.extend(types);
    }
    let mut entry: Vec<EntryArg<'_>> = ivs.iter().map(|a| (*a, idx, None)).collect();
    for (a, t) in out_args.iter().zip(state.result_types.iter()) {
        entry.push((*a, *t, None));
    }
    let region = p.parse_region(&entry, false)?;
    SingleBlockImplicitTerminator::<super::InParallelOp>::ensure_terminator_with(
        p.ctx_mut(),
        region,
        state.loc,
        build_in_parallel,
    );
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let ctx = p.ctx();
    let props = vec![
        NamedAttribute { name: ctx.ident("staticLowerBound"), value: i64_array_attr(ctx, &lbs) },
        NamedAttribute { name: ctx.ident("staticUpperBound"), value: i64_array_attr(ctx, &ubs) },
        NamedAttribute { name: ctx.ident("staticStep"), value: i64_array_attr(ctx, &steps) },
        NamedAttribute {
            name: ctx.ident("operandSegmentSizes"),
            value: oxir::ods::op::i32_array(
                p.ctx(),
                [dyn_lb.len() as i32, dyn_ub.len() as i32, dyn_step.len() as i32, outs.len() as i32],
            ),
        },
    ];
    state.regions.push(region);
    state.attributes = attrs;
    p.add_properties(state, props);
    Ok(())
}

/// Prints `scf.forall` after its name.
pub fn print_forall(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    let f = ForallOp::from_op_unchecked(op);
    let region = f.region(ctx);
    let args: Vec<Value> = ctx.region_entry_block(region).map(|b| ctx.block_arguments(b).collect()).unwrap_or_default();
    let rank = f.static_lower_bound(ctx).unwrap_or_default().len();
    p.write(" (");
    p.print_value_list(args.iter().take(rank).copied());
    if f.is_normalized(ctx) {
        p.write(") in ");
        print_index_list(
            p,
            Delimiter::Paren,
            &f.dynamic_upper_bound(ctx),
            &f.static_upper_bound(ctx).unwrap_or_default(),
        );
    } else {
        p.write(") = ");
        print_index_list(
            p,
            Delimiter::Paren,
            &f.dynamic_lower_bound(ctx),
            &f.static_lower_bound(ctx).unwrap_or_default(),
        );
        p.write(" to ");
        print_index_list(
            p,
            Delimiter::Paren,
            &f.dynamic_upper_bound(ctx),
            &f.static_upper_bound(ctx).unwrap_or_default(),
        );
        p.write(" step ");
        print_index_list(p, Delimiter::Paren, &f.dynamic_step(ctx), &f.static_step(ctx).unwrap_or_default());
    }
    let outs = f.outputs(ctx);
    print_initialization_list(p, args.get(rank..).unwrap_or(&[]), &outs, " shared_outs");
    p.write(" ");
    if args.len() > rank {
        p.write("-> (");
        p.print_type_list(ctx.result_types(op));
        p.write(") ");
    }
    p.print_region(region, false, ctx.num_results(op) > 0, false);
    p.print_op_attr_dict(op, &["operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep"]);
}

// ----- scf.forall.in_parallel -----

/// Parses `scf.forall.in_parallel` after its name.
pub fn parse_in_parallel(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let region = p.parse_region(&[], false)?;
    SingleBlock::ensure_block(p.ctx_mut(), region);
    state.regions.push(region);
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    state.attributes = attrs;
    Ok(())
}

/// Prints `scf.forall.in_parallel` after its name.
pub fn print_in_parallel(p: &mut AsmPrinter<'_>, op: OpRef) {
    let ctx = p.ctx();
    p.write(" ");
    p.print_region(ctx.op_regions(op)[0], false, false, false);
    p.print_op_attr_dict(op, &[]);
}
