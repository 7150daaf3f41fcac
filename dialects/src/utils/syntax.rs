//! Custom-syntax pieces several dialects print and parse alike: the dynamic index list
//! `[%a, 4, %b]` (MLIR's `ViewLikeInterface` parsers), assignment lists `(%a = %b, ...)` of loop
//! ops, function signatures (MLIR's
//! `function_interface_impl`, for `func.func` and `llvm.func`), and successors with their
//! operands (for the `cf` and `llvm` branches).

use oxir::asm::{AsmPrinter, Delimiter, OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::builtin::attributes::{ArrayAttr, DictionaryAttr};
use oxir::builtin::types::{FunctionType, DYNAMIC};
use oxir::{Attribute, BlockRef, Context, NamedAttribute, OpRef, Type, Value};

use super::static_values::{i64_array_attr, i64_array_values};

// ----- dynamic index lists -----

/// MLIR's `parseDynamicIndexList`: `[%a, 4, %b]` (or in parentheses); each SSA value, pushed
/// on `values`, stands for a dynamic entry (`DYNAMIC` in the returned static list). An entry in
/// brackets (`[4]`, MLIR's scalable index) is accepted as the entry itself. The errors are MLIR's:
/// the list's own (`expected ']' in dynamic index list`), `expected integer value`, and
/// `expected SSA value or integer` at the op's name when a scalable entry lacks its `]`.
pub fn parse_index_list<'s>(
    p: &mut OpAsmParser<'_, 's>,
    delimiter: Delimiter,
    values: &mut Vec<UnresolvedOperand<'s>>,
) -> ParseResult<Vec<i64>> {
    let mut ints = Vec::new();
    p.parse_comma_separated_list_in(delimiter, " in dynamic index list", |p| {
        let operand = p.parse_optional_operand()?;
        let scalable = p.parse_optional_lsquare();
        match operand {
            Some(u) => {
                values.push(u);
                ints.push(DYNAMIC);
            }
            None => {
                let at = p.get_current_location();
                let v = p.parse_integer()?;
                let v = i64::try_from(v).map_err(|_| p.emit_error(at, "integer value too large"))?;
                ints.push(v);
            }
        }
        if scalable && !p.parse_optional_rsquare() {
            return Err(p.emit_custom_op_error_at_name("expected SSA value or integer"));
        }
        Ok(())
    })?;
    Ok(ints)
}

/// MLIR's `printDynamicIndexList`: `statics` with each `DYNAMIC` entry printed as the next of
/// `values`.
pub fn print_index_list(p: &mut AsmPrinter<'_>, delimiter: Delimiter, values: &[Value], statics: &[i64]) {
    let (open, close) = delimiter.spellings();
    p.write(open);
    let mut next = values.iter();
    for (i, v) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if *v == DYNAMIC {
            if let Some(&val) = next.next() {
                p.print_value(val);
            }
        } else {
            p.write(&v.to_string());
        }
    }
    p.write(close);
}

/// The `custom<DynamicIndexList>` directive's parser: the square form into an
/// `array<i64: ...>` of the static entries.
pub fn parse_dynamic_index_list<'s>(
    p: &mut OpAsmParser<'_, 's>,
    values: &mut Vec<UnresolvedOperand<'s>>,
    statics: &mut Option<Attribute>,
) -> ParseResult<()> {
    let ints = parse_index_list(p, Delimiter::Square, values)?;
    *statics = Some(i64_array_attr(p.ctx(), &ints));
    Ok(())
}

/// MLIR's `custom<DynamicIndexList>($values, $statics, "{}", "::mlir::AsmParser::Delimiter::Paren")`:
/// the directive with its trailing arguments, the value types (`{}`, none: oxir's index lists
/// are untyped) and the delimiter; a list in `delimiter` into an `array<i64: ...>` of the static
/// entries.
pub fn parse_dynamic_index_list_with<'s>(
    p: &mut OpAsmParser<'_, 's>,
    values: &mut Vec<UnresolvedOperand<'s>>,
    statics: &mut Option<Attribute>,
    _value_types: (),
    delimiter: Delimiter,
) -> ParseResult<()> {
    let ints = parse_index_list(p, delimiter, values)?;
    *statics = Some(i64_array_attr(p.ctx(), &ints));
    Ok(())
}

/// The printer of [`parse_dynamic_index_list_with`]'s directive.
pub fn print_dynamic_index_list_with(
    p: &mut AsmPrinter<'_>,
    _op: OpRef,
    values: &[Value],
    statics: Option<Attribute>,
    _value_types: (),
    delimiter: Delimiter,
) {
    let ints = i64_array_values(p.ctx(), statics);
    print_index_list(p, delimiter, values, &ints);
}

/// The `custom<DynamicIndexList>` directive's printer.
pub fn print_dynamic_index_list(p: &mut AsmPrinter<'_>, _op: OpRef, values: &[Value], statics: Option<Attribute>) {
    let ints = i64_array_values(p.ctx(), statics);
    print_index_list(p, Delimiter::Square, values, &ints);
}

// ----- assignment lists -----

/// The left and right sides of an assignment list `(%a = %b, ...)`.
pub type AssignmentList<'s> = (Vec<UnresolvedOperand<'s>>, Vec<UnresolvedOperand<'s>>);

/// `(%a = %b, ...)` (MLIR's `parseAssignmentList`): the `iter_args` of `scf.for` and
/// `affine.for`, the `shared_outs` of `scf.forall`.
pub fn parse_assignment_list<'s>(p: &mut OpAsmParser<'_, 's>) -> ParseResult<AssignmentList<'s>> {
    match parse_optional_assignment_list(p)? {
        Some(list) => Ok(list),
        None => Err(p.emit_error(p.get_current_location(), "expected '('")),
    }
}

/// An assignment list if a `(` is next (MLIR's `parseOptionalAssignmentList`): the operands of
/// `scf.while`.
pub fn parse_optional_assignment_list<'s>(p: &mut OpAsmParser<'_, 's>) -> ParseResult<Option<AssignmentList<'s>>> {
    if !p.parse_optional_lparen() {
        return Ok(None);
    }
    parse_assignments_after_lparen(p).map(Some)
}

fn parse_assignments_after_lparen<'s>(p: &mut OpAsmParser<'_, 's>) -> ParseResult<AssignmentList<'s>> {
    let mut args = Vec::new();
    let mut values = Vec::new();
    if !p.parse_optional_rparen() {
        loop {
            args.push(p.parse_operand()?);
            p.parse_equal()?;
            values.push(p.parse_operand()?);
            if !p.parse_optional_comma() {
                break;
            }
        }
        if !p.parse_optional_rparen() {
            return Err(p.emit_wrong_token_error("expected ',' or ')'"));
        }
    }
    Ok((args, values))
}

/// Prints `<prefix>(%inner = %outer, ...)` unless empty (MLIR's `printInitializationList`).
pub fn print_initialization_list(p: &mut AsmPrinter<'_>, args: &[Value], inits: &[Value], prefix: &str) {
    if inits.is_empty() {
        return;
    }
    p.write(prefix);
    p.write("(");
    for (i, (a, v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_value(*a);
        p.write(" = ");
        p.print_value(*v);
    }
    p.write(")");
}

// ----- function signatures -----

/// The attributes of an attribute dictionary if one follows, else none.
pub fn parse_attr_dict_or_empty(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Vec<NamedAttribute>> {
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    Ok(attrs)
}

/// An entry block argument of a function definition: its use, type and location.
pub type EntryArg<'s> = (UnresolvedOperand<'s>, Type, Option<Attribute>);

/// A function signature as written: `(%a: i32 {attrs} loc(..), ...) -> (i32 {attrs}, ...)`.
pub struct FunctionSignature<'s> {
    /// The named arguments (none for a declaration, whose arguments are bare types).
    pub entry_args: Vec<EntryArg<'s>>,
    /// The argument types.
    pub inputs: Vec<Type>,
    /// The attributes of each argument.
    pub arg_attrs: Vec<Vec<NamedAttribute>>,
    /// Whether the list ends with `...`.
    pub variadic: bool,
    /// The result types.
    pub results: Vec<Type>,
    /// The attributes of each result.
    pub res_attrs: Vec<Vec<NamedAttribute>>,
}

/// MLIR's `parseFunctionSignatureWithArguments`: arguments all named (`%a: i32`, a definition)
/// or all bare types (a declaration), a trailing `...` when `allow_variadic`, then an optional
/// `->` and result list.
pub fn parse_function_signature<'s>(
    p: &mut OpAsmParser<'_, 's>,
    allow_variadic: bool,
) -> ParseResult<FunctionSignature<'s>> {
    p.parse_lparen()?;
    let mut sig = FunctionSignature {
        entry_args: Vec::new(),
        inputs: Vec::new(),
        arg_attrs: Vec::new(),
        variadic: false,
        results: Vec::new(),
        res_attrs: Vec::new(),
    };
    if !p.parse_optional_rparen() {
        let mut named: Option<bool> = None;
        loop {
            if allow_variadic && p.parse_optional_ellipsis() {
                sig.variadic = true;
                break;
            }
            let at = p.get_current_location();
            let operand = p.parse_optional_operand()?;
            let is_named = operand.is_some();
            match named {
                Some(true) if !is_named => return Err(p.emit_error(at, "expected SSA identifier")),
                Some(false) if is_named => return Err(p.emit_error(at, "expected type instead of SSA identifier")),
                _ => named = Some(is_named),
            }
            if let Some(u) = operand {
                p.parse_colon()?;
                let ty = p.parse_type()?;
                let attrs = parse_attr_dict_or_empty(p)?;
                let loc = p.parse_optional_location_specifier()?;
                sig.entry_args.push((u, ty, loc));
                sig.inputs.push(ty);
                sig.arg_attrs.push(attrs);
            } else {
                let ty = p.parse_type()?;
                sig.inputs.push(ty);
                sig.arg_attrs.push(parse_attr_dict_or_empty(p)?);
            }
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rparen()?;
    }
    if p.parse_optional_arrow() {
        (sig.results, sig.res_attrs) = parse_function_result_list(p)?;
    }
    Ok(sig)
}

/// MLIR's `parseFunctionResultList` (after the `->`): `type` or `(type {attrs}, ...)`.
#[allow(clippy::type_complexity)]
pub fn parse_function_result_list(p: &mut OpAsmParser<'_, '_>) -> ParseResult<(Vec<Type>, Vec<Vec<NamedAttribute>>)> {
    let mut results = Vec::new();
    let mut res_attrs = Vec::new();
    if p.parse_optional_lparen() {
        if !p.parse_optional_rparen() {
            loop {
                results.push(p.parse_type()?);
                res_attrs.push(parse_attr_dict_or_empty(p)?);
                if !p.parse_optional_comma() {
                    break;
                }
            }
            p.parse_rparen()?;
        }
    } else {
        results.push(p.parse_type()?);
        res_attrs.push(Vec::new());
    }
    Ok((results, res_attrs))
}

/// The `arg_attrs` and `res_attrs` properties of a signature's attribute lists (each only when
/// some entry has attributes).
pub fn signature_attr_props(
    ctx: &Context,
    arg_attrs: &[Vec<NamedAttribute>],
    res_attrs: &[Vec<NamedAttribute>],
) -> Vec<NamedAttribute> {
    let mut props = Vec::new();
    for (key, lists) in [("arg_attrs", arg_attrs), ("res_attrs", res_attrs)] {
        if lists.iter().any(|l| !l.is_empty()) {
            let dicts: Vec<Attribute> = lists.iter().map(|l| DictionaryAttr::get(ctx, l.clone())).collect();
            props.push(NamedAttribute { name: ctx.ident(key), value: ArrayAttr::get(ctx, dicts) });
        }
    }
    props
}

/// The attributes of argument or result `i` of a function-like op (`list` is `arg_attrs` or
/// `res_attrs`).
pub fn signature_attrs(ctx: &Context, op: OpRef, list: &str, i: usize) -> Vec<NamedAttribute> {
    ctx.op_property(op, list)
        .and_then(|a| a.dyn_cast::<ArrayAttr>(ctx))
        .and_then(|a| a.elements.get(i).copied())
        .map(|d| DictionaryAttr::entries(ctx, d).to_vec())
        .unwrap_or_default()
}

/// The arguments of a function signature without the parentheses (MLIR's
/// `printFunctionSignature`): `%a: i32 {attrs} loc(..)` for each argument the entry block has,
/// the bare type otherwise.
pub fn print_function_arguments(p: &mut AsmPrinter<'_>, op: OpRef, inputs: &[Type], entry: Option<BlockRef>) {
    let ctx = p.ctx();
    for (i, &ty) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match entry.filter(|&b| i < ctx.num_block_arguments(b)) {
            Some(b) => {
                let v = Value::Argument { block: b, index: i as u32 };
                p.print_value(v);
                p.write(": ");
                p.print_type(ctx.value_type(v));
                p.print_optional_attr_dict(&signature_attrs(ctx, op, "arg_attrs", i), &[]);
                p.print_argument_location(ctx.block_argument_loc(b, i));
            }
            None => {
                p.print_type(ty);
                p.print_optional_attr_dict(&signature_attrs(ctx, op, "arg_attrs", i), &[]);
            }
        }
    }
}

/// The results of a function signature after ` -> ` (MLIR's `printFunctionResultList`):
/// parenthesized when there are several, a function type, or attributes on the first.
pub fn print_function_results(p: &mut AsmPrinter<'_>, op: OpRef, results: &[Type]) {
    let ctx = p.ctx();
    let parens = results.len() > 1
        || results.first().is_some_and(|t| t.isa::<FunctionType>(ctx))
        || !signature_attrs(ctx, op, "res_attrs", 0).is_empty();
    if parens {
        p.write("(");
    }
    for (i, &t) in results.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_type(t);
        p.print_optional_attr_dict(&signature_attrs(ctx, op, "res_attrs", i), &[]);
    }
    if parens {
        p.write(")");
    }
}

// ----- successors and branches -----

/// A successor as written: the block, its operands and their types.
pub type SuccessorUses<'s> = (BlockRef, Vec<UnresolvedOperand<'s>>, Vec<Type>);

/// MLIR's `parseSuccessorAndUseList`: `^bb (`(` operands `:` types `)`)?`.
pub fn parse_successor_and_uses<'s>(p: &mut OpAsmParser<'_, 's>) -> ParseResult<SuccessorUses<'s>> {
    let dest = p.parse_successor()?;
    let mut operands = Vec::new();
    let mut types = Vec::new();
    if p.parse_optional_lparen() {
        operands = p.parse_operand_list(Delimiter::None)?;
        p.parse_colon()?;
        types = p.parse_type_list()?;
        p.parse_rparen()?;
    }
    Ok((dest, operands, types))
}

/// MLIR's `printSuccessorAndUseList`: `^bb(%a, %b : t, t)`.
pub fn print_successor_and_uses(p: &mut AsmPrinter<'_>, dest: BlockRef, operands: &[Value]) {
    let ctx = p.ctx();
    p.print_block_name(dest);
    if operands.is_empty() {
        return;
    }
    p.write("(");
    p.print_value_list(operands.iter().copied());
    p.write(" : ");
    p.print_type_list(operands.iter().map(|v| ctx.value_type(*v)));
    p.write(")");
}
