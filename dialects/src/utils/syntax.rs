//! Custom-syntax pieces several dialects print and parse alike: the dynamic index list
//! `[%a, 4, %b]` (MLIR's `ViewLikeInterface` parsers), assignment lists `(%a = %b, ...)` of loop
//! ops, function signatures (MLIR's
//! `function_interface_impl`, for `func.func` and `llvm.func`), and successors with their
//! operands (for the `cf` and `llvm` branches).

use oxir::builtin::attributes::{ArrayAttr, DictionaryAttr};
use oxir::builtin::types::{FunctionType, DYNAMIC};
use oxir::parser::lexer::TokenKind;
use oxir::parser::ops::UnresolvedOperand;
use oxir::parser::{OpAsmParser, ParseResult};
use oxir::printer::AsmPrinter;
use oxir::{Attribute, BlockRef, Context, NamedAttribute, OpRef, Type, Value};

use super::static_values::{i64_array_attr, i64_array_values};

// ----- dynamic index lists -----

/// The brackets around a dynamic index list.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Delimiter {
    /// `[%a, 4]`: the offsets, sizes and strides of views and slices.
    Square,
    /// `(%a, 4)`: the bounds of `scf.forall`.
    Paren,
}

/// MLIR's `parseDynamicIndexList`: `[%a, 4, %b]` (or in parentheses); each SSA value, pushed
/// on `values`, stands for a dynamic entry (`DYNAMIC` in the returned static list).
///
/// The two forms keep the messages they had in their dialects before sharing this parser: the
/// square form reports a lexical error at a bad entry as such and `expected ',' or ']'` after
/// the list, the parenthesized one `expected SSA value or integer` and `expected ')'`.
pub fn parse_index_list<'s>(
    p: &mut OpAsmParser<'_, 's>,
    delimiter: Delimiter,
    values: &mut Vec<UnresolvedOperand<'s>>,
) -> ParseResult<Vec<i64>> {
    let (open, close, open_msg, close_msg) = match delimiter {
        Delimiter::Square => (TokenKind::LSquare, TokenKind::RSquare, "expected '['", "expected ',' or ']'"),
        Delimiter::Paren => (TokenKind::LParen, TokenKind::RParen, "expected '('", "expected ')'"),
    };
    let mut ints = Vec::new();
    p.expect(open, open_msg)?;
    if !p.eat(close) {
        p.parse_comma_separated(|p| {
            if let Some(u) = p.parse_optional_operand()? {
                values.push(u);
                ints.push(DYNAMIC);
                return Ok(());
            }
            let at = p.fmt_loc();
            let Some(v) = p.parse_optional_integer()? else {
                return Err(match delimiter {
                    Delimiter::Square => p.error_here("expected SSA value or integer"),
                    Delimiter::Paren => p.error_at(at, "expected SSA value or integer"),
                });
            };
            ints.push(v as i64);
            Ok(())
        })?;
        p.expect(close, close_msg)?;
    }
    Ok(ints)
}

/// MLIR's `printDynamicIndexList`: `statics` with each `DYNAMIC` entry printed as the next of
/// `values`.
pub fn print_index_list(p: &mut AsmPrinter<'_>, delimiter: Delimiter, values: &[Value], statics: &[i64]) {
    let (open, close) = match delimiter {
        Delimiter::Square => ("[", "]"),
        Delimiter::Paren => ("(", ")"),
    };
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

/// The `custom<DynamicIndexList>` directive's printer.
pub fn print_dynamic_index_list(p: &mut AsmPrinter<'_>, _op: OpRef, values: &[Value], statics: Option<Attribute>) {
    let ints = i64_array_values(p.ctx(), statics);
    print_index_list(p, Delimiter::Square, values, &ints);
}

// ----- assignment lists -----

/// `(%a = %b, ...)` (MLIR's `parseAssignmentList`): the `iter_args` of `scf.for` and
/// `affine.for`, the operands of `scf.while`, the `shared_outs` of `scf.forall`.
pub fn parse_assignment_list<'s>(
    p: &mut OpAsmParser<'_, 's>,
) -> ParseResult<(Vec<UnresolvedOperand<'s>>, Vec<UnresolvedOperand<'s>>)> {
    let mut args = Vec::new();
    let mut values = Vec::new();
    p.fmt_parse_literal("(")?;
    if !p.eat(TokenKind::RParen) {
        loop {
            args.push(p.parse_operand()?);
            p.fmt_parse_literal("=")?;
            values.push(p.parse_operand()?);
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        p.fmt_parse_literal(")")?;
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

/// An attribute dictionary if one follows, else none.
pub fn parse_optional_attr_dict(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Vec<NamedAttribute>> {
    if p.at(TokenKind::LBrace) {
        p.parse_attribute_dict()
    } else {
        Ok(Vec::new())
    }
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
    p.expect(TokenKind::LParen, "expected '('")?;
    let mut sig = FunctionSignature {
        entry_args: Vec::new(),
        inputs: Vec::new(),
        arg_attrs: Vec::new(),
        variadic: false,
        results: Vec::new(),
        res_attrs: Vec::new(),
    };
    if !p.eat(TokenKind::RParen) {
        let mut named: Option<bool> = None;
        loop {
            if allow_variadic && p.eat(TokenKind::Ellipsis) {
                sig.variadic = true;
                break;
            }
            let is_named = p.at(TokenKind::PercentIdent);
            match named {
                Some(true) if !is_named => return Err(p.error_here("expected SSA identifier")),
                Some(false) if is_named => return Err(p.error_here("expected type instead of SSA identifier")),
                _ => named = Some(is_named),
            }
            if is_named {
                let u = p.parse_operand()?;
                p.expect(TokenKind::Colon, "expected ':'")?;
                let ty = p.parse_type()?;
                let attrs = parse_optional_attr_dict(p)?;
                let loc = p.parse_optional_inline_location()?;
                sig.entry_args.push((u, ty, loc));
                sig.inputs.push(ty);
                sig.arg_attrs.push(attrs);
            } else {
                let ty = p.parse_type()?;
                sig.inputs.push(ty);
                sig.arg_attrs.push(parse_optional_attr_dict(p)?);
            }
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RParen, "expected ')'")?;
    }
    if p.eat(TokenKind::Arrow) {
        (sig.results, sig.res_attrs) = parse_function_result_list(p)?;
    }
    Ok(sig)
}

/// MLIR's `parseFunctionResultList` (after the `->`): `type` or `(type {attrs}, ...)`.
#[allow(clippy::type_complexity)]
pub fn parse_function_result_list(p: &mut OpAsmParser<'_, '_>) -> ParseResult<(Vec<Type>, Vec<Vec<NamedAttribute>>)> {
    let mut results = Vec::new();
    let mut res_attrs = Vec::new();
    if p.eat(TokenKind::LParen) {
        if !p.eat(TokenKind::RParen) {
            loop {
                results.push(p.parse_type()?);
                res_attrs.push(parse_optional_attr_dict(p)?);
                if !p.eat(TokenKind::Comma) {
                    break;
                }
            }
            p.expect(TokenKind::RParen, "expected ')'")?;
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
    if p.eat(TokenKind::LParen) {
        operands = p.fmt_parse_operand_list()?;
        p.fmt_parse_literal(":")?;
        types = p.parse_type_list_no_parens()?;
        p.fmt_parse_literal(")")?;
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
    p.fmt_print_types(operands.iter().map(|v| ctx.value_type(*v)));
    p.write(")");
}
