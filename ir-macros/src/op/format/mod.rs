//! The declarative assembly format compiler: MLIR's `assemblyFormat` string (see
//! <https://mlir.llvm.org/docs/DefiningDialects/Operations/#declarative-assembly-format>),
//! compiled at expansion time into the body of an op's parser and printer.
//!
//! [`compile`] parses the format with the shared front end ([`crate::format`]), binds it to the
//! op ([`bind`]), verifies it with MLIR's rules and messages ([`validate`]: everything bound
//! exactly once, types resolvable, no ambiguity), then generates the parser ([`codegen_parse`])
//! and the printer ([`codegen_print`]). Generated code calls only the public custom-syntax API
//! of `oxir::asm` (MLIR's `OpAsmParser` methods, chosen per literal when the code is generated:
//! `parse_lparen`, `parse_keyword("to")`), the `fmt_*` helpers that `oxir::asm::AsmParser` and
//! `AsmPrinter` add for formats, and `oxir::ods::format`, so each op's code stays small.
//!
//! # Contracts with the rest of `#[op]`
//!
//! * The parser body runs inside `fn __parse(p: &mut OpAsmParser, state: &mut OperationState)`
//!   in an `impl` of the op struct (it calls `Self::infer_result_types` when it must infer);
//!   the printer body inside `fn __print(p: &mut AsmPrinter, op: OpRef)`, after the op name.
//! * Inherent attributes (and `operandSegmentSizes` / `resultSegmentSizes` / the segment
//!   attributes of variadic-of-variadic operands) go to `state.properties` as a dictionary;
//!   discardable ones to `state.attributes`. Missing default-valued inherent attributes get their
//!   default: `AttrPresence::Default(expr)` is a Rust expression of type `oxir::Attribute` that
//!   may use `ctx: &oxir::Context`.
//! * Result inference: when the op declares the trait `InferTypeOpInterface` and the format
//!   gives no result type, the parser calls
//!   `Self::infer_result_types(ctx: &Context, state: &OperationState) -> Result<Vec<Type>, Diagnostic>`
//!   once operands, attributes (properties) and regions are in `state`.
//! * Buildable types are recognized from the constraint's name: `I1`..`I64`, `INDEX`, `F16`,
//!   `F32`, `F64`, `BF16`, `NONE_TYPE` for values; `BOOL_ATTR`, `I32_ATTR`, `I64_ATTR`,
//!   `INDEX_ATTR`, `F32_ATTR`, `F64_ATTR` give an attribute its value type (then it prints
//!   without its type, as MLIR does). `SYMBOL_NAME_ATTR` attributes print as `@name`.
//! * Attributes are parsed and printed through `oxir::ods::format::FormatAttr` of their Rust type
//!   (`qualified($a)` and `Attribute`-typed ones with the generic attribute syntax).
//! * `AllTypesMatch<[a, b]>` and `TypesMatchWith<from, to, transform, "summary">` (the library
//!   traits, also verified) infer the types the format leaves out, as MLIR's do; the older
//!   marker form `TypesMatchWith("lhs", "rhs", "path::to::fn")` only infers. A transformer is a
//!   `fn(&Context, Type) -> Type`.
//!
//! # `custom<Name>(args)`
//!
//! Calls `parse_name` / `print_name` (`Name` in snake case), resolved at the macro's use site:
//!
//! ```text
//! fn parse_name(p: &mut OpAsmParser<'_, 's>, <args>) -> ParseResult<()>   // ParseResult<bool> when
//!                                                                            // first in an optional group
//! fn print_name(p: &mut AsmPrinter<'_>, op: OpRef, <args>)
//! ```
//!
//! | argument | parse_name gets | print_name gets |
//! |---|---|---|
//! | single operand | `&mut Option<UnresolvedOperand>` (must set it) | `Value` |
//! | optional operand | `&mut Option<UnresolvedOperand>` | `Option<Value>` |
//! | variadic operand | `&mut Vec<UnresolvedOperand>` | `&Vec<Value>` |
//! | variadic-of-variadic operand | `&mut Vec<Vec<UnresolvedOperand>>` | `&Vec<Vec<Value>>` |
//! | `type($single)` / `type($optional)` | `&mut Option<Type>` | `Type` / `Option<Type>` |
//! | `type($variadic)` | `&mut Vec<Type>` | `&Vec<Type>` |
//! | `type($vov)` | `&mut Vec<Vec<Type>>` | `&Vec<Vec<Type>>` |
//! | `$attr` | `&mut Option<Attribute>` | `Option<Attribute>` |
//! | `attr-dict` | `&mut Vec<NamedAttribute>` | `&Vec<NamedAttribute>` (all attributes) |
//! | single region / successor | `&mut Option<RegionRef>` / `&mut Option<BlockRef>` | `RegionRef` / `BlockRef` |
//! | variadic region / successor | `&mut Vec<RegionRef>` / `&mut Vec<BlockRef>` | `&Vec<..>` |
//! | `ref(x)` | `&T` where the non-`ref` form would get `&mut T` (single operands, types, regions and successors as `&Option<..>`; variadic-of-variadic operands flattened) | as without `ref` |
//! | `"expr"` | the value of the Rust expression `expr` (`ctx: &Context` in scope; `$_ctxt` and `$_builder` stand for it) | same |
//!
//! A directive given string arguments calls `parse_name_with` / `print_name_with` instead: MLIR
//! passes them to trailing parameters with defaults (`custom<DynamicIndexList>($v, $s)` and
//! `custom<DynamicIndexList>($v, $s, "{}", "::mlir::AsmParser::Delimiter::Paren")` call one C++
//! function), which Rust functions do not have. MLIR's C++ spellings are read as written: `{}`
//! (a value-initialized argument) is `Default::default()`, and `::mlir::AsmParser::Delimiter::X`
//! is `oxir::asm::Delimiter::X`.

pub mod ast;
pub mod bind;
pub mod codegen_parse;
pub mod codegen_print;
#[cfg(test)]
mod tests;
pub mod validate;

use crate::format::FormatError;
use crate::op::model::OpModel;
use proc_macro2::{Span, TokenStream};

/// The compiled format: the bodies of the op's `__parse` and `__print`.
pub struct Compiled {
    /// The body of `fn __parse(p, state) -> ParseResult<()>`.
    pub parse_body: TokenStream,
    /// The body of `fn __print(p, op)`.
    pub print_body: TokenStream,
}

/// Parses, binds and verifies the op's format (the shared front end, then [`bind`] and
/// [`validate`]).
pub fn verify_format(model: &OpModel) -> Result<validate::Format, FormatError> {
    let src = model.format().ok_or_else(|| FormatError::new("the op has no assembly format"))?.value();
    let syntax = crate::format::parse(&src, bind::DIRECTIVES)?;
    let (elems, seen) = bind::bind(model, &syntax)?;
    validate::verify(model, elems, seen)
}

/// Compiles the op's declarative assembly format. Errors point at the offending token of the
/// format string.
pub fn compile(model: &OpModel) -> syn::Result<Compiled> {
    let Some(lit) = model.format() else { return Err(syn::Error::new(Span::call_site(), "no assembly format")) };
    let span = lit.span();
    let fmt = verify_format(model).map_err(|e| e.to_syn(lit))?;
    let parse_body = codegen_parse::ParseGen::new(model, &fmt, span).generate();
    let print_body = codegen_print::PrintGen::new(model, &fmt, span).generate();
    Ok(Compiled { parse_body, print_body })
}

/// The function a `custom<Name>(args)` directive calls: `parse_name`, or `parse_name_with` when
/// the directive is given string arguments (see the module docs).
pub(crate) fn custom_directive_fn(prefix: &str, name: &str, args: &[ast::Elem], span: Span) -> syn::Ident {
    let f = crate::naming::custom_fn(prefix, name, span);
    if args.iter().any(|a| matches!(a, ast::Elem::Str(_))) {
        syn::Ident::new(&format!("{f}_with"), span)
    } else {
        f
    }
}

/// The Rust expression of a string argument of a custom directive (see the module docs for the
/// C++ spellings it reads).
pub(crate) fn string_arg_expr(s: &str, span: Span) -> TokenStream {
    if s.trim() == "{}" {
        return quote::quote!(::core::default::Default::default());
    }
    let src = s
        .replace("$_ctxt", "ctx")
        .replace("$_builder", "ctx")
        .replace("::mlir::AsmParser::Delimiter::", "::oxir::asm::Delimiter::");
    match syn::parse_str::<syn::Expr>(&src) {
        Ok(e) => quote::quote!(#e),
        Err(_) => syn::Error::new(span, format!("invalid Rust expression in custom directive argument: \"{s}\""))
            .to_compile_error(),
    }
}
