//! The input of `#[op]` as the user writes it, parsed with darling: the macro's arguments
//! ([`OpArgs`]), the trait and interface lists inside them, and each field's declaration
//! ([`FieldInput`], [`FieldDecl`]). Nothing here checks one part against another: turning the
//! input into the checked model is [`super::from_input`]'s job.
//!
//! Darling reads the `key = value`, `key(...)` and flag forms and reports unknown, duplicate and
//! ill-typed options, all of them at once. Two pieces of the syntax are not darling's: the trait
//! list (`HasParent<FuncOp>`, `TypesMatchWith<from, to, transform, "summary">` are Rust-like
//! generics, not meta items) and the constraint a field attribute takes without a key
//! (`#[operand(SIGNLESS_INTEGER_LIKE)]`); each has a small parser here.

use super::model::{InterfaceRef, TraitRef, TypeRelation};
use crate::meta::{list_tokens, with_usage, ExprArg};
use darling::ast::NestedMeta;
use darling::util::Flag;
use darling::{FromField, FromMeta};
use proc_macro2::Span;
use quote::ToTokens;
use syn::ext::IdentExt;
use syn::parse::{ParseStream, Parser};
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::{Attribute, Expr, GenericArgument, Ident, LitStr, Meta, Path, PathArguments, Token, Type};

/// The arguments of `#[op(...)]`.
#[derive(Debug, Default, FromMeta)]
pub struct OpArgs {
    /// `name = "dialect.mnemonic"`.
    pub name: Option<LitStr>,
    /// `format = "..."`: the declarative assembly format.
    pub format: Option<LitStr>,
    /// `default_dialect = "func"`.
    pub default_dialect: Option<LitStr>,
    /// `traits(Pure, HasParent<FuncOp>, ...)` or `traits = [...]`.
    #[darling(default)]
    pub traits: TraitList,
    /// `interfaces(Interface(model), ...)` or `interfaces = [...]`.
    #[darling(default)]
    pub interfaces: InterfaceList,
    /// `verifier = path`.
    pub verifier: Option<Path>,
    /// `region_verifier = path`.
    pub region_verifier: Option<Path>,
    /// `symbol_uses_verifier = path`.
    pub symbol_uses_verifier: Option<Path>,
    /// `folder = path`.
    pub folder: Option<Path>,
    /// `canonicalizer = path`.
    pub canonicalizer: Option<Path>,
    /// `parser = path`: a custom parser (with `printer`).
    pub parser: Option<Path>,
    /// `printer = path`: a custom printer (with `parser`).
    pub printer: Option<Path>,
    /// `asm_result_names = path`.
    pub asm_result_names: Option<Path>,
    /// `branch = path`.
    pub branch: Option<Path>,
    /// `eqsat_rules = "..."`.
    pub eqsat_rules: Option<LitStr>,
    /// `eqsat_cost = 3`.
    pub eqsat_cost: Option<u32>,
}

impl OpArgs {
    /// What `#[op]` takes, for unknown-argument errors.
    pub const USAGE: &'static str = "`#[op]` takes: name, format, traits(...), interfaces(...), verifier, \
        region_verifier, symbol_uses_verifier, folder, canonicalizer, parser, printer, asm_result_names, \
        default_dialect, branch, eqsat_rules, eqsat_cost";
}

/// The traits of `traits(...)`, each parsed by [`parse_trait`].
#[derive(Debug, Default)]
pub struct TraitList(pub Vec<TraitRef>);

impl FromMeta for TraitList {
    fn from_meta(item: &Meta) -> darling::Result<Self> {
        let parse = |input: ParseStream| Punctuated::<TraitRef, Token![,]>::parse_terminated_with(input, parse_trait);
        Ok(TraitList(parse.parse2(list_tokens(item)?)?.into_iter().collect()))
    }
}

/// The interfaces of `interfaces(...)`, each `Interface(model)`.
#[derive(Debug, Default)]
pub struct InterfaceList(pub Vec<InterfaceRef>);

impl FromMeta for InterfaceList {
    fn from_meta(item: &Meta) -> darling::Result<Self> {
        let parse =
            |input: ParseStream| Punctuated::<InterfaceRef, Token![,]>::parse_terminated_with(input, parse_interface);
        Ok(InterfaceList(parse.parse2(list_tokens(item)?)?.into_iter().collect()))
    }
}

/// One interface: `Interface(model)`.
fn parse_interface(input: ParseStream) -> syn::Result<InterfaceRef> {
    let path: Path = input.parse()?;
    if !input.peek(syn::token::Paren) {
        return Err(syn::Error::new(
            path.span(),
            "an interface is declared as `Interface(Model)`: the interface trait and a value of the model type \
             implementing it for this op",
        ));
    }
    let content;
    syn::parenthesized!(content in input);
    let model: Expr = content.parse()?;
    Ok(InterfaceRef { path, model })
}

/// One trait: a path, with type arguments (`HasParent<FuncOp>`), a type relation in MLIR's form
/// (`AllTypesMatch<[a, b]>`, `TypesMatchWith<...>`), or string arguments (`Marker("a", "b")`).
fn parse_trait(input: ParseStream) -> syn::Result<TraitRef> {
    let mut path = Path::parse_mod_style(input)?;
    let name = path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
    if input.peek(Token![<]) {
        if matches!(name.as_str(), "AllTypesMatch" | "TypesMatchWith") {
            return parse_type_relation(input, path, name);
        }
        let generics: syn::AngleBracketedGenericArguments = input.parse()?;
        if let Some(last) = path.segments.last_mut() {
            last.arguments = PathArguments::AngleBracketed(generics);
        }
    }
    let span = path.span();
    let mut type_args = Vec::new();
    if let Some(last) = path.segments.last() {
        if let PathArguments::AngleBracketed(a) = &last.arguments {
            for arg in &a.args {
                if let GenericArgument::Type(t) = arg {
                    type_args.push(t.clone());
                }
            }
        }
    }
    let mut args = Vec::new();
    if input.peek(syn::token::Paren) {
        let content;
        syn::parenthesized!(content in input);
        let lits: Punctuated<LitStr, Token![,]> = content.parse_terminated(|i| i.parse::<LitStr>(), Token![,])?;
        args = lits.iter().map(LitStr::value).collect();
    }
    Ok(TraitRef { path, name, args, type_args, relation: None, span })
}

/// One name of a type relation: an identifier (keywords too, as in `in`) or a string.
fn parse_relation_name(input: ParseStream) -> syn::Result<(String, Span)> {
    if input.peek(LitStr) {
        let l: LitStr = input.parse()?;
        return Ok((l.value(), l.span()));
    }
    let i = input.call(Ident::parse_any)?;
    Ok((i.to_string(), i.span()))
}

/// The rest of `AllTypesMatch<[a, b, ...]>` or `TypesMatchWith<from, to, transform, "summary">`
/// (`transform` a function path or a parenthesized expression; left out for the identity),
/// MLIR's type relations, after the trait's path.
fn parse_type_relation(input: ParseStream, path: Path, name: String) -> syn::Result<TraitRef> {
    const USAGE: &str = "expected `TypesMatchWith<from, to, transform, \"summary\">` (or `<from, to, \"summary\">`)";
    let span = path.span();
    input.parse::<Token![<]>()?;
    let mut args = Vec::new();
    let mut name_spans = Vec::new();
    let mut transform = None;
    let summary = if name == "AllTypesMatch" {
        if !input.peek(syn::token::Bracket) {
            return Err(syn::Error::new(input.span(), "expected a list of names: `AllTypesMatch<[a, b]>`"));
        }
        let content;
        syn::bracketed!(content in input);
        let names = Punctuated::<(String, Span), Token![,]>::parse_terminated_with(&content, parse_relation_name)?;
        for (n, s) in names {
            args.push(n);
            name_spans.push(s);
        }
        if args.len() < 2 {
            return Err(syn::Error::new(span, "`AllTypesMatch` relates at least two values: `AllTypesMatch<[a, b]>`"));
        }
        format!("all of {{{}}} have same type", args.join(", "))
    } else {
        for _ in 0..2 {
            let (n, s) = parse_relation_name(input).map_err(|e| syn::Error::new(e.span(), USAGE))?;
            args.push(n);
            name_spans.push(s);
            if !input.peek(Token![,]) {
                return Err(syn::Error::new(input.span(), USAGE));
            }
            input.parse::<Token![,]>()?;
        }
        if !input.peek(LitStr) {
            // A parenthesized expression is used without its parentheses.
            let f = if input.peek(syn::token::Paren) || input.peek(syn::token::Brace) {
                match input.parse::<proc_macro2::TokenTree>()? {
                    proc_macro2::TokenTree::Group(g) => g.stream(),
                    other => other.into_token_stream(),
                }
            } else {
                Path::parse_mod_style(input).map_err(|e| syn::Error::new(e.span(), USAGE))?.into_token_stream()
            };
            args.push(f.to_string());
            transform = Some(f);
            if !input.peek(Token![,]) {
                return Err(syn::Error::new(input.span(), USAGE));
            }
            input.parse::<Token![,]>()?;
        }
        let summary: LitStr = input.parse().map_err(|e| syn::Error::new(e.span(), USAGE))?;
        if input.peek(Token![,]) {
            input.parse::<Token![,]>()?;
        }
        summary.value()
    };
    if !input.peek(Token![>]) {
        return Err(syn::Error::new(input.span(), format!("expected `>` to close `{name}<...>`")));
    }
    input.parse::<Token![>]>()?;
    let relation = Some(TypeRelation { summary, name_spans, transform });
    Ok(TraitRef { path, name, args, type_args: Vec::new(), relation, span })
}

/// A field of the op struct: its name, type and the attributes that declare what it is.
#[derive(Debug, FromField)]
#[darling(forward_attrs(operand, result, attribute, property, region, successor))]
pub struct FieldInput {
    /// The field's name (`None` in a tuple struct).
    pub ident: Option<Ident>,
    /// The field's type, which gives the arity (`Value`, `Option<Value>`, `Vec<Value>`, ...).
    pub ty: Type,
    /// The declaring attributes (`#[operand(...)]`, ...), however many the user wrote.
    pub attrs: Vec<Attribute>,
}

/// What a field declares, by the attribute on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// `#[operand(...)]`.
    Operand,
    /// `#[result(...)]`.
    Result,
    /// `#[attribute(...)]` (or `#[property(...)]`).
    Attribute,
    /// `#[region(...)]`.
    Region,
    /// `#[successor(...)]`.
    Successor,
}

impl FieldKind {
    /// The kind a field attribute declares, if it is one of the declaring attributes.
    pub fn of(attr: &Attribute) -> Option<FieldKind> {
        let name = attr.path().get_ident()?.to_string();
        Some(match name.as_str() {
            "operand" => FieldKind::Operand,
            "result" => FieldKind::Result,
            "attribute" | "property" => FieldKind::Attribute,
            "region" => FieldKind::Region,
            "successor" => FieldKind::Successor,
            _ => return None,
        })
    }
}

/// `#[operand(constraint, name = "irName", segments = "attr")]`.
#[derive(Debug, Default, FromMeta)]
pub struct OperandOptions {
    /// The type constraint (also written without its key).
    pub constraint: Option<ExprArg>,
    /// The name in the IR and the format, when it differs from the field's.
    pub name: Option<String>,
    /// For `Vec<Vec<Value>>`: the attribute holding the group sizes.
    pub segments: Option<String>,
}

/// `#[result(constraint, name = "irName")]`.
#[derive(Debug, Default, FromMeta)]
pub struct ResultOptions {
    /// The type constraint (also written without its key).
    pub constraint: Option<ExprArg>,
    /// The name in the IR and the format, when it differs from the field's.
    pub name: Option<String>,
}

/// `#[attribute(constraint, name = "irName", default = expr, discardable)]`.
#[derive(Debug, Default, FromMeta)]
pub struct AttributeOptions {
    /// The attribute constraint (also written without its key).
    pub constraint: Option<ExprArg>,
    /// The name in the IR and the format, when it differs from the field's.
    pub name: Option<String>,
    /// The default value: an expression building the `Attribute` (`ctx` in scope).
    pub default: Option<ExprArg>,
    /// A discardable attribute rather than a property.
    pub discardable: Flag,
    /// The field's type is an enum deriving `EnumAttr` (written `enum`).
    #[darling(rename = "r#enum")]
    pub is_enum: Flag,
    /// MLIR declares it as a native property, not an attribute: `native = "i32"` (an integer or
    /// enum property of that width) or `native = "unit"` (a unit property); it changes only
    /// its bytecode encoding.
    pub native: Option<String>,
}

/// `#[region(name = "irName", single_block)]`.
#[derive(Debug, Default, FromMeta)]
pub struct RegionOptions {
    /// The name in the IR and the format, when it differs from the field's.
    pub name: Option<String>,
    /// The region holds exactly one block (`SizedRegion<1>`).
    pub single_block: Flag,
}

/// `#[successor(name = "irName")]`.
#[derive(Debug, Default, FromMeta)]
pub struct SuccessorOptions {
    /// The name in the IR and the format, when it differs from the field's.
    pub name: Option<String>,
}

/// A field's declaration: its kind with that kind's options.
#[derive(Debug)]
pub enum FieldDecl {
    /// An operand.
    Operand(OperandOptions),
    /// A result.
    Result(ResultOptions),
    /// An attribute or property.
    Attribute(AttributeOptions),
    /// A region.
    Region(RegionOptions),
    /// A successor.
    Successor(SuccessorOptions),
}

impl FieldDecl {
    /// Reads a declaring attribute of kind `kind`.
    pub fn parse(kind: FieldKind, attr: &Attribute) -> darling::Result<FieldDecl> {
        let (constraint, named) = split_field_options(attr)?;
        Ok(match kind {
            FieldKind::Operand => {
                let o: OperandOptions =
                    options(&named, "an operand takes a constraint, `name = \"...\"` and `segments = \"...\"`")?;
                FieldDecl::Operand(OperandOptions { constraint: one_constraint(constraint, o.constraint)?, ..o })
            }
            FieldKind::Result => {
                let o: ResultOptions = options(&named, "a result takes a constraint and `name = \"...\"`")?;
                FieldDecl::Result(ResultOptions { constraint: one_constraint(constraint, o.constraint)?, ..o })
            }
            FieldKind::Attribute => {
                let o: AttributeOptions = options(
                    &named,
                    "an attribute takes a constraint, `name = \"...\"`, `default = expr`, `native = \"...\"`, \
                     `discardable` and `enum`",
                )?;
                FieldDecl::Attribute(AttributeOptions { constraint: one_constraint(constraint, o.constraint)?, ..o })
            }
            FieldKind::Region => {
                const USAGE: &str = "a region takes `name = \"...\"` and `single_block`";
                no_constraint(constraint, USAGE)?;
                FieldDecl::Region(options(&named, USAGE)?)
            }
            FieldKind::Successor => {
                const USAGE: &str = "a successor takes `name = \"...\"`";
                no_constraint(constraint, USAGE)?;
                FieldDecl::Successor(options(&named, USAGE)?)
            }
        })
    }

    /// The name in the IR given with `name = "..."`, if any.
    pub fn ir_name(&self) -> Option<&String> {
        match self {
            FieldDecl::Operand(o) => o.name.as_ref(),
            FieldDecl::Result(o) => o.name.as_ref(),
            FieldDecl::Attribute(o) => o.name.as_ref(),
            FieldDecl::Region(o) => o.name.as_ref(),
            FieldDecl::Successor(o) => o.name.as_ref(),
        }
    }
}

/// The options of one kind of field attribute, read by darling.
fn options<T: FromMeta>(named: &[NestedMeta], usage: &str) -> darling::Result<T> {
    T::from_list(named).map_err(|e| with_usage(e, usage))
}

/// The constraint, written without a key or as `constraint = ...` but not both.
fn one_constraint(positional: Option<ExprArg>, named: Option<ExprArg>) -> darling::Result<Option<ExprArg>> {
    match (positional, named) {
        (Some(c), Some(_)) => Err(darling::Error::custom("a field takes at most one constraint").with_span(&c.0)),
        (c, None) | (None, c) => Ok(c),
    }
}

/// Rejects a constraint on a field kind that takes none.
fn no_constraint(positional: Option<ExprArg>, usage: &str) -> darling::Result<()> {
    match positional {
        Some(c) => Err(darling::Error::custom(format!("{usage}, and no constraint")).with_span(&c.0)),
        None => Ok(()),
    }
}

/// The flags a field attribute may carry without a value; any other bare expression is the
/// field's constraint.
const FIELD_FLAGS: &[&str] = &["discardable", "single_block", "r#enum"];

/// Splits a field attribute's arguments into the constraint written without a key (at most one)
/// and the `key = value` and flag options, as meta items for darling.
fn split_field_options(attr: &Attribute) -> darling::Result<(Option<ExprArg>, Vec<NestedMeta>)> {
    let Meta::List(list) = &attr.meta else { return Ok((None, Vec::new())) };
    // The flag `enum` is a keyword: read it as the raw identifier `r#enum`.
    let tokens: proc_macro2::TokenStream = list
        .tokens
        .clone()
        .into_iter()
        .map(|t| match t {
            proc_macro2::TokenTree::Ident(i) if i == "enum" => {
                proc_macro2::TokenTree::Ident(proc_macro2::Ident::new_raw("enum", i.span()))
            }
            t => t,
        })
        .collect();
    let items = Punctuated::<Expr, Token![,]>::parse_terminated.parse2(tokens)?;
    let mut constraint: Option<ExprArg> = None;
    let mut named = Vec::new();
    for item in items {
        match item {
            Expr::Assign(a) if matches!(&*a.left, Expr::Path(p) if p.path.get_ident().is_some()) => {
                let Expr::Path(p) = *a.left else { unreachable!() };
                named.push(NestedMeta::Meta(Meta::NameValue(syn::MetaNameValue {
                    path: p.path,
                    eq_token: a.eq_token,
                    value: *a.right,
                })));
            }
            Expr::Path(p) if p.path.get_ident().is_some_and(|i| FIELD_FLAGS.contains(&i.to_string().as_str())) => {
                named.push(NestedMeta::Meta(Meta::Path(p.path)));
            }
            other => {
                if constraint.is_some() {
                    return Err(darling::Error::custom("a field takes at most one constraint").with_span(&other));
                }
                constraint = Some(ExprArg(other));
            }
        }
    }
    Ok((constraint, named))
}
