//! The `#[op]` attribute macro: a struct whose fields declare an op's operands, results,
//! attributes, regions and successors becomes a `Copy` op handle with accessors, builders, a
//! verifier of its invariants, registration info, docs, and (with a `format`) a parser and a
//! printer of its custom assembly form.

use crate::model::*;
use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned, ToTokens};
use syn::ext::IdentExt;
use syn::parse::{Parse, ParseStream};
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::{Attribute, Expr, Fields, GenericArgument, Ident, ItemStruct, LitStr, Path, PathArguments, Token, Type};

/// The arguments of `#[op(...)]`.
#[derive(Default)]
pub struct OpArgs {
    name: Option<LitStr>,
    format: Option<LitStr>,
    default_dialect: Option<LitStr>,
    traits: Vec<TraitRef>,
    verifier: Option<Path>,
    region_verifier: Option<Path>,
    symbol_uses_verifier: Option<Path>,
    folder: Option<Path>,
    canonicalizer: Option<Path>,
    asm_result_names: Option<Path>,
    parser: Option<Path>,
    printer: Option<Path>,
    infer: Option<Path>,
    branch: Option<Path>,
    eqsat_rules: Option<LitStr>,
    eqsat_cost: Option<u32>,
    interfaces: Vec<InterfaceRef>,
}

/// An interface the op implements, `Interface(model)`: the interface trait's path and an
/// expression making the model that implements it for the op.
struct InterfaceRef {
    path: Path,
    model: Expr,
}

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

impl Parse for OpArgs {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let mut args = OpArgs::default();
        while !input.is_empty() {
            let key: Ident = input.parse()?;
            let k = key.to_string();
            match k.as_str() {
                "traits" => {
                    let content;
                    if input.peek(Token![=]) {
                        input.parse::<Token![=]>()?;
                        syn::bracketed!(content in input);
                    } else {
                        syn::parenthesized!(content in input);
                    }
                    let list: Punctuated<TraitRef, Token![,]> = content.parse_terminated(parse_trait, Token![,])?;
                    args.traits.extend(list);
                }
                "interfaces" => {
                    let content;
                    if input.peek(Token![=]) {
                        input.parse::<Token![=]>()?;
                        syn::bracketed!(content in input);
                    } else {
                        syn::parenthesized!(content in input);
                    }
                    let list: Punctuated<InterfaceRef, Token![,]> =
                        content.parse_terminated(parse_interface, Token![,])?;
                    args.interfaces.extend(list);
                }
                "name" | "format" | "default_dialect" | "eqsat_rules" => {
                    input.parse::<Token![=]>()?;
                    let lit: LitStr = input.parse()?;
                    match k.as_str() {
                        "name" => args.name = Some(lit),
                        "format" => args.format = Some(lit),
                        "eqsat_rules" => args.eqsat_rules = Some(lit),
                        _ => args.default_dialect = Some(lit),
                    }
                }
                "eqsat_cost" => {
                    input.parse::<Token![=]>()?;
                    let lit: syn::LitInt = input.parse()?;
                    args.eqsat_cost = Some(lit.base10_parse::<u32>()?);
                }
                "verifier"
                | "region_verifier"
                | "symbol_uses_verifier"
                | "folder"
                | "canonicalizer"
                | "parser"
                | "printer"
                | "infer_result_types"
                | "asm_result_names"
                | "branch" => {
                    input.parse::<Token![=]>()?;
                    let p: Path = input.parse()?;
                    match k.as_str() {
                        "verifier" => args.verifier = Some(p),
                        "region_verifier" => args.region_verifier = Some(p),
                        "symbol_uses_verifier" => args.symbol_uses_verifier = Some(p),
                        "folder" => args.folder = Some(p),
                        "canonicalizer" => args.canonicalizer = Some(p),
                        "asm_result_names" => args.asm_result_names = Some(p),
                        "parser" => args.parser = Some(p),
                        "printer" => args.printer = Some(p),
                        "branch" => args.branch = Some(p),
                        _ => args.infer = Some(p),
                    }
                }
                _ => {
                    return Err(syn::Error::new(
                        key.span(),
                        format!(
                            "unknown `#[op]` argument `{k}`; expected one of: name, traits, interfaces, format, \
                             verifier, region_verifier, symbol_uses_verifier, folder, canonicalizer, parser, \
                             printer, infer_result_types, asm_result_names, default_dialect, branch, eqsat_rules, \
                             eqsat_cost"
                        ),
                    ))
                }
            }
            if !input.is_empty() {
                input.parse::<Token![,]>()?;
            }
        }
        Ok(args)
    }
}

/// What one field attribute says.
enum FieldKind {
    Operand,
    Result,
    Attribute,
    Region,
    Successor,
}

/// Options inside a field attribute: a bare expression is the constraint; `name = "..."`,
/// `default = expr`, `segments = "..."` and the flags `discardable`, `single_block`.
#[derive(Default)]
struct FieldOpts {
    constraint: Option<Expr>,
    name: Option<String>,
    default: Option<Expr>,
    segments: Option<String>,
    discardable: bool,
    single_block: bool,
}

fn parse_field_opts(attr: &Attribute) -> syn::Result<FieldOpts> {
    let mut opts = FieldOpts::default();
    if matches!(attr.meta, syn::Meta::Path(_)) {
        return Ok(opts);
    }
    let items: Punctuated<Expr, Token![,]> = attr.parse_args_with(Punctuated::parse_terminated)?;
    for item in items {
        match &item {
            Expr::Assign(a) => {
                let key = match &*a.left {
                    Expr::Path(p) if p.path.get_ident().is_some() => p.path.get_ident().map(|i| i.to_string()),
                    _ => None,
                };
                let string_value = || match &*a.right {
                    Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) => Ok(s.value()),
                    other => Err(syn::Error::new(other.span(), "expected a string literal")),
                };
                match key.as_deref() {
                    Some("name") => opts.name = Some(string_value()?),
                    Some("segments") => opts.segments = Some(string_value()?),
                    Some("default") => opts.default = Some((*a.right).clone()),
                    Some("constraint") => opts.constraint = Some((*a.right).clone()),
                    _ => {
                        return Err(syn::Error::new(
                            a.left.span(),
                            "unknown option; expected `name = \"...\"`, `default = ...`, `segments = \"...\"` or \
                             `constraint = ...`",
                        ))
                    }
                }
            }
            Expr::Path(p) if p.path.is_ident("discardable") => opts.discardable = true,
            Expr::Path(p) if p.path.is_ident("single_block") => opts.single_block = true,
            other => {
                if opts.constraint.is_some() {
                    return Err(syn::Error::new(other.span(), "a field takes at most one constraint"));
                }
                opts.constraint = Some(other.clone());
            }
        }
    }
    Ok(opts)
}

/// `T`, `Option<T>`, `Vec<T>` or `Vec<Vec<T>>`: the arity and the innermost type's last segment.
fn arity_of(ty: &Type) -> (Arity, Type) {
    fn generic_arg<'a>(ty: &'a Type, wrapper: &str) -> Option<&'a Type> {
        let Type::Path(p) = ty else { return None };
        let seg = p.path.segments.last()?;
        if seg.ident != wrapper {
            return None;
        }
        let PathArguments::AngleBracketed(a) = &seg.arguments else { return None };
        match a.args.first()? {
            GenericArgument::Type(t) => Some(t),
            _ => None,
        }
    }
    if let Some(inner) = generic_arg(ty, "Option") {
        return (Arity::Optional, inner.clone());
    }
    if let Some(inner) = generic_arg(ty, "Vec") {
        if let Some(inner2) = generic_arg(inner, "Vec") {
            return (Arity::VariadicOfVariadic, inner2.clone());
        }
        return (Arity::Variadic, inner.clone());
    }
    (Arity::Single, ty.clone())
}

fn last_ident(ty: &Type) -> String {
    match ty {
        Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default(),
        _ => String::new(),
    }
}

fn doc_text(attrs: &[Attribute]) -> (String, String) {
    let mut lines = Vec::new();
    for a in attrs {
        if !a.path().is_ident("doc") {
            continue;
        }
        if let syn::Meta::NameValue(nv) = &a.meta {
            if let Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) = &nv.value {
                let v = s.value();
                lines.push(v.strip_prefix(' ').unwrap_or(&v).to_string());
            }
        }
    }
    let text = lines.join("\n");
    let mut parts = text.trim().splitn(2, "\n\n");
    let summary = parts.next().unwrap_or("").replace('\n', " ").trim().to_string();
    let description = parts.next().unwrap_or("").trim().to_string();
    (summary, description)
}

/// Builds the model from the macro input, checking what can be checked without the format.
fn build_model(args: &OpArgs, item: &ItemStruct) -> syn::Result<(OpModel, Vec<Option<Expr>>)> {
    let Some(name) = &args.name else {
        return Err(syn::Error::new(Span::call_site(), "`#[op]` needs `name = \"dialect.op\"`"));
    };
    let name_str = name.value();
    if !name_str.contains('.') || name_str.starts_with('.') || name_str.ends_with('.') {
        return Err(syn::Error::new(name.span(), "an op name is `dialect.mnemonic`, e.g. `arith.addi`"));
    }
    let Fields::Named(fields) = &item.fields else {
        return Err(syn::Error::new(item.span(), "`#[op]` expects a struct with named fields (or no fields: `{}`)"));
    };
    let (summary, description) = doc_text(&item.attrs);
    let mut model = OpModel {
        ident: item.ident.clone(),
        name: name_str,
        summary,
        description,
        operands: vec![],
        results: vec![],
        attributes: vec![],
        regions: vec![],
        successors: vec![],
        traits: args.traits.clone(),
        format: args.format.as_ref().map(|f| (f.value(), f.span())),
        operand_segments: false,
        result_segments: false,
    };
    let mut defaults = Vec::new();
    let mut seen = std::collections::HashMap::new();
    for field in &fields.named {
        let Some(ident) = field.ident.clone() else { continue };
        let mut kinds = field.attrs.iter().filter_map(|a| {
            let k = a.path().get_ident()?.to_string();
            let kind = match k.as_str() {
                "operand" => FieldKind::Operand,
                "result" => FieldKind::Result,
                "attribute" | "property" => FieldKind::Attribute,
                "region" => FieldKind::Region,
                "successor" => FieldKind::Successor,
                _ => return None,
            };
            Some((kind, a))
        });
        let Some((kind, attr)) = kinds.next() else {
            return Err(syn::Error::new(
                ident.span(),
                format!(
                    "field `{ident}` needs one of #[operand], #[result], #[attribute], #[region] or #[successor] to \
                     say what it declares"
                ),
            ));
        };
        if let Some((_, dup)) = kinds.next() {
            return Err(syn::Error::new(dup.span(), format!("field `{ident}` declares more than one kind")));
        }
        let opts = parse_field_opts(attr)?;
        let ir_name = opts.name.clone().unwrap_or_else(|| ident.to_string());
        if let Some(prev) = seen.insert(ir_name.clone(), ident.span()) {
            let mut e = syn::Error::new(ident.span(), format!("`{ir_name}` is declared twice"));
            e.combine(syn::Error::new(prev, "first declared here"));
            return Err(e);
        }
        let (arity, inner) = arity_of(&field.ty);
        let inner_name = last_ident(&inner);
        let span = ident.span();
        match kind {
            FieldKind::Operand | FieldKind::Result => {
                if inner_name != "Value" {
                    return Err(syn::Error::new(
                        field.ty.span(),
                        "an operand or result field has type `Value`, `Option<Value>`, `Vec<Value>` or \
                         `Vec<Vec<Value>>`",
                    ));
                }
                if matches!(kind, FieldKind::Result) && arity == Arity::VariadicOfVariadic {
                    return Err(syn::Error::new(field.ty.span(), "results cannot be variadic-of-variadic"));
                }
                let segment_attr = if arity == Arity::VariadicOfVariadic {
                    match &opts.segments {
                        Some(s) => Some(s.clone()),
                        None => {
                            return Err(syn::Error::new(
                                span,
                                "a variadic-of-variadic operand needs `segments = \"attr\"` naming the attribute \
                                 that holds its group sizes",
                            ))
                        }
                    }
                } else {
                    None
                };
                let def =
                    ValueDef { field: ident, name: ir_name, arity, constraint: opts.constraint, segment_attr, span };
                if matches!(kind, FieldKind::Operand) {
                    model.operands.push(def);
                } else {
                    model.results.push(def);
                }
            }
            FieldKind::Attribute => {
                let presence = if let Some(d) = &opts.default {
                    AttrPresence::Default(d.to_token_stream().to_string())
                } else if arity == Arity::Optional {
                    AttrPresence::Optional
                } else if arity == Arity::Single {
                    AttrPresence::Required
                } else {
                    return Err(syn::Error::new(
                        field.ty.span(),
                        "an attribute field has type `T` or `Option<T>` where `T` is an attribute definition (e.g. \
                         `StringAttr`, `IntegerAttr`)",
                    ));
                };
                defaults.push(opts.default.clone());
                model.attributes.push(AttrDef {
                    field: ident,
                    name: ir_name,
                    ty: inner,
                    presence,
                    constraint: opts.constraint,
                    discardable: opts.discardable,
                    optional_storage: opts.default.is_some() && arity == Arity::Optional,
                    span,
                });
            }
            FieldKind::Region => {
                if !matches!(inner_name.as_str(), "Region" | "RegionRef") || arity == Arity::Optional {
                    return Err(syn::Error::new(field.ty.span(), "a region field has type `Region` or `Vec<Region>`"));
                }
                model.regions.push(RegionDef {
                    field: ident,
                    name: ir_name,
                    arity,
                    single_block: opts.single_block,
                    span,
                });
            }
            FieldKind::Successor => {
                if !matches!(inner_name.as_str(), "Block" | "BlockRef") || arity == Arity::Optional {
                    return Err(syn::Error::new(field.ty.span(), "a successor field has type `Block` or `Vec<Block>`"));
                }
                model.successors.push(SuccessorDef { field: ident, name: ir_name, arity, span });
            }
        }
    }
    for (list, what) in [
        (&model.regions.iter().map(|r| (r.arity, r.span)).collect::<Vec<_>>(), "region"),
        (&model.successors.iter().map(|s| (s.arity, s.span)).collect::<Vec<_>>(), "successor"),
    ] {
        if let Some(pos) = list.iter().position(|(a, _)| *a == Arity::Variadic) {
            if pos + 1 != list.len() {
                return Err(syn::Error::new(list[pos].1, format!("only the last {what} may be variadic")));
            }
        }
    }
    for t in &model.traits {
        let Some(rel) = &t.relation else { continue };
        for (n, span) in t.args.iter().zip(&rel.name_spans) {
            let known = model.operands.iter().any(|o| &o.name == n)
                || model.results.iter().any(|r| &r.name == n)
                || model.attributes.iter().any(|a| &a.name == n);
            if !known {
                return Err(syn::Error::new(
                    *span,
                    format!("`{n}` in `{}` is not an operand, result or attribute of `{}`", t.name, model.name),
                ));
            }
        }
    }
    let var_operands = model.operands.iter().filter(|o| o.arity.is_variable()).count();
    let var_results = model.results.iter().filter(|o| o.arity.is_variable()).count();
    model.operand_segments = var_operands > 1 && !model.has_trait("SameVariadicOperandSize");
    model.result_segments = var_results > 1 && !model.has_trait("SameVariadicResultSize");
    if model.operands.iter().any(|o| o.arity == Arity::VariadicOfVariadic) && var_operands > 1 {
        model.operand_segments = true;
    }
    for t in &model.traits {
        if t.name == "AttrSizedOperandSegments" && var_operands <= 1 {
            // Allowed (MLIR allows it), segments then size every group.
        }
    }
    if model.has_trait("AttrSizedOperandSegments") {
        model.operand_segments = true;
    }
    if model.has_trait("AttrSizedResultSegments") {
        model.result_segments = true;
    }
    Ok((model, defaults))
}

fn runtime_arity(a: Arity) -> TokenStream {
    let ox = oxir_path();
    match a {
        Arity::Single => quote!(#ox::ods::Arity::Single),
        Arity::Optional => quote!(#ox::ods::Arity::Optional),
        Arity::Variadic | Arity::VariadicOfVariadic => quote!(#ox::ods::Arity::Variadic),
    }
}

/// The expression of a group's index range (`ctx`, `op` in scope).
fn group_range_expr(defs: &[ValueDef], index: usize, segments: bool, same: bool, is_operand: bool) -> TokenStream {
    let ox = oxir_path();
    let no_variable = defs.iter().all(|d| d.arity == Arity::Single);
    if no_variable {
        return quote!(#index..#index + 1);
    }
    let arities = defs.iter().map(|d| runtime_arity(d.arity));
    let sizing = if segments {
        let name = if is_operand { "operandSegmentSizes" } else { "resultSegmentSizes" };
        quote!(#ox::ods::Sizing::Segments(#name))
    } else if same {
        quote!(#ox::ods::Sizing::Same)
    } else {
        quote!(#ox::ods::Sizing::Single)
    };
    let total = if is_operand { quote!(ctx.num_operands(op)) } else { quote!(ctx.num_results(op)) };
    quote!(#ox::ods::op::group_range(ctx, op, #total, &[#(#arities),*], #sizing, #index))
}

/// Expands `#[op(...)]` on `item`.
pub fn expand(args: OpArgs, item: ItemStruct) -> syn::Result<TokenStream> {
    let ox = oxir_path();
    let (model, defaults) = build_model(&args, &item)?;
    let ident = &model.ident;
    let vis = &item.vis;
    let doc_attrs: Vec<&Attribute> = item.attrs.iter().filter(|a| a.path().is_ident("doc")).collect();
    let name = &model.name;

    // Accessors.
    let mut accessors = Vec::new();
    let same_operands = model.has_trait("SameVariadicOperandSize");
    let same_results = model.has_trait("SameVariadicResultSize");
    for (i, d) in model.operands.iter().enumerate() {
        let f = &d.field;
        let range = group_range_expr(&model.operands, i, model.operand_segments, same_operands, true);
        let doc = format!("The `{}` operand{}.", d.name, if d.arity == Arity::Single { "" } else { "s" });
        accessors.push(match d.arity {
            Arity::Single => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &#ox::Context) -> #ox::Value {
                    let op = self.0;
                    ctx.operand(op, (#range).start)
                }
            },
            Arity::Optional => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &#ox::Context) -> ::core::option::Option<#ox::Value> {
                    let op = self.0;
                    let r = #range;
                    (r.start < r.end).then(|| ctx.operand(op, r.start))
                }
            },
            Arity::Variadic => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &#ox::Context) -> ::std::vec::Vec<#ox::Value> {
                    let op = self.0;
                    let r = #range;
                    ctx.operands(op).skip(r.start).take(r.end - r.start).collect()
                }
            },
            Arity::VariadicOfVariadic => {
                let seg = d.segment_attr.clone().unwrap_or_default();
                quote! {
                    #[doc = #doc]
                    pub fn #f(self, ctx: &#ox::Context) -> ::std::vec::Vec<::std::vec::Vec<#ox::Value>> {
                        let op = self.0;
                        let r = #range;
                        let all: ::std::vec::Vec<#ox::Value> = ctx.operands(op).skip(r.start).take(r.end - r.start).collect();
                        let sizes: ::std::vec::Vec<usize> = ctx
                            .op_property(op, #seg)
                            .and_then(|a| a.dyn_cast::<#ox::builtin::attributes::DenseArrayAttr>(ctx))
                            .map(|d| d.values.iter().map(|v| v.try_to_i64().unwrap_or(0).max(0) as usize).collect())
                            .unwrap_or_default();
                        let mut out = ::std::vec::Vec::new();
                        let mut at = 0usize;
                        for s in sizes {
                            let end = (at + s).min(all.len());
                            out.push(all[at..end].to_vec());
                            at = end;
                        }
                        out
                    }
                }
            }
        });
    }
    for (i, d) in model.results.iter().enumerate() {
        let f = &d.field;
        let range = group_range_expr(&model.results, i, model.result_segments, same_results, false);
        let doc = format!("The `{}` result{}.", d.name, if d.arity == Arity::Single { "" } else { "s" });
        accessors.push(match d.arity {
            Arity::Single => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &#ox::Context) -> #ox::Value {
                    let op = self.0;
                    ctx.result(op, (#range).start)
                }
            },
            Arity::Optional => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &#ox::Context) -> ::core::option::Option<#ox::Value> {
                    let op = self.0;
                    let r = #range;
                    (r.start < r.end).then(|| ctx.result(op, r.start))
                }
            },
            _ => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &#ox::Context) -> ::std::vec::Vec<#ox::Value> {
                    let op = self.0;
                    let r = #range;
                    ctx.results(op).skip(r.start).take(r.end - r.start).collect()
                }
            },
        });
    }
    for a in &model.attributes {
        let f = &a.field;
        let f_attr = format_ident!("{}_attr", f);
        let ty = &a.ty;
        let aname = &a.name;
        let get = if a.discardable {
            quote!(ctx.op_attr(self.0, #aname))
        } else {
            quote!(ctx.op_property(self.0, #aname).or_else(|| ctx.op_attr(self.0, #aname)))
        };
        let doc = format!("The `{aname}` attribute, as its definition.");
        let doc_attr = format!("The `{aname}` attribute.");
        // An `Attribute` field holds any attribute: its accessor returns it as is.
        let any_attr = crate::format::validate::attr_type_name(ty) == "Attribute";
        if any_attr {
            accessors.push(quote! {
                #[doc = #doc_attr]
                pub fn #f(self, ctx: &#ox::Context) -> ::core::option::Option<#ox::Attribute> {
                    #get
                }
            });
            continue;
        }
        accessors.push(quote! {
            #[doc = #doc_attr]
            pub fn #f_attr(self, ctx: &#ox::Context) -> ::core::option::Option<#ox::Attribute> {
                #get
            }
            #[doc = #doc]
            pub fn #f(self, ctx: &#ox::Context) -> ::core::option::Option<&#ty> {
                self.#f_attr(ctx)?.dyn_cast::<#ty>(ctx)
            }
        });
    }
    for (i, r) in model.regions.iter().enumerate() {
        let f = &r.field;
        let doc = format!("The `{}` region{}.", r.name, if r.arity == Arity::Single { "" } else { "s" });
        accessors.push(match r.arity {
            Arity::Single => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &#ox::Context) -> #ox::RegionRef {
                    ctx.op_regions(self.0)[#i]
                }
            },
            _ => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &#ox::Context) -> ::std::vec::Vec<#ox::RegionRef> {
                    ctx.op_regions(self.0).iter().skip(#i).copied().collect()
                }
            },
        });
    }
    for (i, s) in model.successors.iter().enumerate() {
        let f = &s.field;
        let doc = format!("The `{}` successor{}.", s.name, if s.arity == Arity::Single { "" } else { "s" });
        accessors.push(match s.arity {
            Arity::Single => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &#ox::Context) -> #ox::BlockRef {
                    ctx.successors(self.0)[#i]
                }
            },
            _ => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &#ox::Context) -> ::std::vec::Vec<#ox::BlockRef> {
                    ctx.successors(self.0).iter().skip(#i).copied().collect()
                }
            },
        });
    }

    let builder = gen_builder(&model, &defaults, false);
    // Ops that infer their result types also get a builder without them.
    let inferred_builder = (model.has_trait("InferTypeOpInterface") && !model.result_segments)
        .then(|| gen_builder(&model, &defaults, true));
    let verify = gen_verify_invariants(&model);
    let inherent_checks = gen_inherent_attr_checks(&model);
    let (parse_fn, print_fn, parse_ref, print_ref) = gen_assembly(&model, &args)?;

    // Registration.
    let trait_paths: Vec<&Path> = model.traits.iter().map(|t| &t.path).collect();
    let trait_spans = model.traits.iter().map(|t| t.span);
    let trait_checks = trait_paths
        .iter()
        .zip(trait_spans)
        .map(|(p, span)| quote_spanned!(span=> <#p as #ox::registry::OpTrait>::verify));
    let trait_region_checks = trait_paths
        .iter()
        .zip(model.traits.iter().map(|t| t.span))
        .map(|(p, span)| quote_spanned!(span=> <#p as #ox::registry::OpTrait>::verify_region));
    let mut inherent: Vec<String> =
        model.attributes.iter().filter(|a| !a.discardable).map(|a| a.name.clone()).collect();
    if model.operand_segments {
        inherent.push("operandSegmentSizes".into());
    }
    if model.result_segments {
        inherent.push("resultSegmentSizes".into());
    }
    for o in &model.operands {
        if let Some(s) = &o.segment_attr {
            if !inherent.contains(s) {
                inherent.push(s.clone());
            }
        }
    }
    let opt_path = |p: &Option<Path>| match p {
        Some(p) => quote!(::core::option::Option::Some(#p)),
        None => quote!(::core::option::Option::None),
    };
    let verifier = opt_path(&args.verifier);
    let region_verifier = opt_path(&args.region_verifier);
    let symbol_uses_verifier = opt_path(&args.symbol_uses_verifier);
    let folder = opt_path(&args.folder);
    let canonicalizer = opt_path(&args.canonicalizer);
    let asm_result_names = opt_path(&args.asm_result_names);
    let branch = opt_path(&args.branch);
    let mut interfaces: Vec<TokenStream> = args
        .interfaces
        .iter()
        .map(|i| {
            let (path, model) = (&i.path, &i.model);
            quote_spanned!(model.span()=> #ox::registry::InterfaceEntry::new::<dyn #path>(::std::sync::Arc::new(#model)))
        })
        .collect();
    if model.has_trait("InferTypeOpInterface") {
        interfaces.push(quote!(#ox::registry::InterfaceEntry::new::<dyn #ox::interfaces::InferResultTypes>(
            ::std::sync::Arc::new(#ox::interfaces::InferFn(#ident::infer_result_types))
        )));
    }
    let default_dialect = match &args.default_dialect {
        Some(d) => quote!(::core::option::Option::Some(#d)),
        None => quote!(::core::option::Option::None),
    };
    let default_props: Vec<TokenStream> = model
        .attributes
        .iter()
        .zip(&defaults)
        .filter(|(a, _)| !a.discardable && !a.optional_storage)
        .filter_map(|(a, d)| {
            let d = d.as_ref()?;
            let aname = &a.name;
            Some(quote!(#ox::NamedAttribute { name: ctx.ident(#aname), value: { let __d: #ox::Attribute = #d; __d } }))
        })
        .collect();
    let property_defaults = if default_props.is_empty() {
        quote!(::core::option::Option::None)
    } else {
        quote!(::core::option::Option::Some({
            fn __defaults(ctx: &#ox::Context) -> ::std::vec::Vec<#ox::NamedAttribute> {
                ::std::vec![#(#default_props),*]
            }
            __defaults as fn(&#ox::Context) -> ::std::vec::Vec<#ox::NamedAttribute>
        }))
    };
    let (docs_template, docs_slots) = crate::docs::op_docs(&model);
    let eqsat_rules = args.eqsat_rules.as_ref().map_or_else(String::new, LitStr::value);
    let eqsat_cost = match &args.eqsat_cost {
        Some(c) => quote! { ::core::option::Option::Some(#c) },
        None => quote! { ::core::option::Option::None },
    };
    let field_types: Vec<&Type> = match &item.fields {
        Fields::Named(f) => f.named.iter().map(|f| &f.ty).collect(),
        _ => Vec::new(),
    };
    let single_block_trait = model.regions.iter().any(|r| r.single_block);
    let _ = single_block_trait;

    Ok(quote! {
        #(#doc_attrs)*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        #vis struct #ident(#ox::OpRef);

        // The declared field types must name real types (and their imports count as used).
        const _: fn() = || {
            let _: ::core::marker::PhantomData<(#(#field_types,)*)>;
        };

        impl #ox::ods::Op for #ident {
            const NAME: &'static str = #name;
            fn from_op_unchecked(op: #ox::OpRef) -> Self {
                #ident(op)
            }
            fn op(self) -> #ox::OpRef {
                self.0
            }
        }

        impl #ident {
            #(#accessors)*
            #builder
            #inferred_builder
            #verify
            #inherent_checks
            #parse_fn
            #print_fn
        }

        impl #ox::ods::OpDefinition for #ident {
            // Fields added to `OpInfo` later keep their defaults.
            #[allow(clippy::needless_update)]
            fn op_info() -> #ox::OpInfo {
                #ox::OpInfo {
                    name: #name,
                    traits: ::std::vec![#(::core::any::TypeId::of::<#trait_paths>()),*],
                    inherent_attrs: ::std::vec![#(#inherent),*],
                    verify_inherent_attrs: ::core::option::Option::Some(#ident::__verify_inherent_attrs),
                    property_convertible: ::core::option::Option::Some(#ident::__property_convertible),
                    parse: #parse_ref,
                    print: #print_ref,
                    trait_verifiers: ::std::vec![#(#trait_checks),*],
                    trait_region_verifiers: ::std::vec![#(#trait_region_checks),*],
                    verify_invariants: ::core::option::Option::Some(#ident::__verify_invariants),
                    verify: #verifier,
                    verify_region: #region_verifier,
                    verify_symbol_uses: #symbol_uses_verifier,
                    fold: #folder,
                    canonicalization_patterns: #canonicalizer,
                    asm_result_names: #asm_result_names,
                    docs: <Self as #ox::ods::OpDefinition>::docs(),
                    default_dialect: #default_dialect,
                    property_defaults: #property_defaults,
                    branch: #branch,
                    eqsat_rules: #eqsat_rules,
                    eqsat_cost: #eqsat_cost,
                    interfaces: ::std::vec![#(#interfaces),*],
                    ..::core::default::Default::default()
                }
            }
            fn docs() -> &'static str {
                static DOCS: ::std::sync::OnceLock<::std::string::String> = ::std::sync::OnceLock::new();
                DOCS.get_or_init(|| {
                    #ox::ods::defs::fill_constraint_summaries(#docs_template, &[#(#docs_slots),*])
                })
            }
        }
    })
}

/// The `build` function (result types given), or with `inferred` the `build_inferred` function
/// (result types computed by the op's `infer_result_types`, MLIR's inferred-type builders).
fn gen_builder(model: &OpModel, defaults: &[Option<Expr>], inferred: bool) -> TokenStream {
    let ox = oxir_path();
    let ident = &model.ident;
    let mut params = Vec::new();
    let mut body = Vec::new();
    let mut operand_sizes = Vec::new();
    for o in &model.operands {
        let f = &o.field;
        match o.arity {
            Arity::Single => {
                params.push(quote!(#f: #ox::Value));
                body.push(quote!(st.operands.push(#f);));
                operand_sizes.push(quote!(1i32));
            }
            Arity::Optional => {
                params.push(quote!(#f: ::core::option::Option<#ox::Value>));
                body.push(quote!(st.operands.extend(#f);));
                operand_sizes.push(quote!(#f.is_some() as i32));
            }
            Arity::Variadic => {
                params.push(quote!(#f: &[#ox::Value]));
                body.push(quote!(st.operands.extend_from_slice(#f);));
                operand_sizes.push(quote!(#f.len() as i32));
            }
            Arity::VariadicOfVariadic => {
                params.push(quote!(#f: &[&[#ox::Value]]));
                let seg = o.segment_attr.clone().unwrap_or_default();
                body.push(quote! {
                    for g in #f {
                        st.operands.extend_from_slice(g);
                    }
                    props.push(#ox::NamedAttribute {
                        name: ctx.ident(#seg),
                        value: #ox::ods::op::i32_array(ctx, #f.iter().map(|g| g.len() as i32)),
                    });
                });
                operand_sizes.push(quote!(#f.iter().map(|g| g.len() as i32).sum::<i32>()));
            }
        }
    }
    let mut result_sizes = Vec::new();
    for r in model.results.iter().filter(|_| !inferred) {
        let f = format_ident!("{}_type", r.field);
        match r.arity {
            Arity::Single => {
                params.push(quote!(#f: #ox::Type));
                body.push(quote!(st.result_types.push(#f);));
                result_sizes.push(quote!(1i32));
            }
            Arity::Optional => {
                params.push(quote!(#f: ::core::option::Option<#ox::Type>));
                body.push(quote!(st.result_types.extend(#f);));
                result_sizes.push(quote!(#f.is_some() as i32));
            }
            _ => {
                params.push(quote!(#f: &[#ox::Type]));
                body.push(quote!(st.result_types.extend_from_slice(#f);));
                result_sizes.push(quote!(#f.len() as i32));
            }
        }
    }
    for (a, default) in model.attributes.iter().zip(defaults) {
        let f = &a.field;
        let aname = &a.name;
        let target = if a.discardable { quote!(attrs) } else { quote!(props) };
        match (&a.presence, default) {
            (AttrPresence::Required, _) => {
                params.push(quote!(#f: #ox::Attribute));
                body.push(quote!(#target.push(#ox::NamedAttribute { name: ctx.ident(#aname), value: #f });));
            }
            (_, Some(default)) => {
                // `None` takes the default, as MLIR's builders (and property storage) do.
                params.push(quote!(#f: ::core::option::Option<#ox::Attribute>));
                body.push(quote! {
                    let v = match #f {
                        ::core::option::Option::Some(v) => v,
                        ::core::option::Option::None => #default,
                    };
                    #target.push(#ox::NamedAttribute { name: ctx.ident(#aname), value: v });
                });
            }
            _ => {
                params.push(quote!(#f: ::core::option::Option<#ox::Attribute>));
                body.push(quote! {
                    if let ::core::option::Option::Some(v) = #f {
                        #target.push(#ox::NamedAttribute { name: ctx.ident(#aname), value: v });
                    }
                });
            }
        }
    }
    for s in &model.successors {
        let f = &s.field;
        match s.arity {
            Arity::Single => {
                params.push(quote!(#f: #ox::BlockRef));
                body.push(quote!(st.successors.push(#f);));
            }
            _ => {
                params.push(quote!(#f: &[#ox::BlockRef]));
                body.push(quote!(st.successors.extend_from_slice(#f);));
            }
        }
    }
    let mut region_params = Vec::new();
    for r in &model.regions {
        if r.arity == Arity::Variadic {
            let f = format_ident!("num_{}", r.field);
            params.push(quote!(#f: usize));
            region_params.push(quote!(for _ in 0..#f { let r = ctx.create_region(); st.regions.push(r); }));
        } else {
            region_params.push(quote!({
                let r = ctx.create_region();
                st.regions.push(r);
            }));
        }
    }
    let seg_operands = model.operand_segments.then(|| {
        quote!(props.push(#ox::NamedAttribute {
            name: ctx.ident("operandSegmentSizes"),
            value: #ox::ods::op::i32_array(ctx, [#(#operand_sizes),*]),
        });)
    });
    let seg_results = model.result_segments.then(|| {
        quote!(props.push(#ox::NamedAttribute {
            name: ctx.ident("resultSegmentSizes"),
            value: #ox::ods::op::i32_array(ctx, [#(#result_sizes),*]),
        });)
    });
    let doc = format!(
        "Creates a `{}` at the builder's insertion point. Regions are created empty; optional attributes are \
         left out when `None`, default-valued ones take their default.",
        model.name
    );
    if inferred {
        let doc = format!(
            "Creates a `{}` whose result types its `infer_result_types` computes from the operands and \
             attributes (MLIR's inferred-type builder); the inference's diagnostic when it cannot.",
            model.name
        );
        return quote! {
            #[doc = #doc]
            #[allow(clippy::too_many_arguments, unused_mut)]
            pub fn build_inferred(
                b: &mut #ox::OpBuilder<'_>,
                loc: #ox::Attribute,
                #(#params),*
            ) -> ::core::result::Result<Self, #ox::Diagnostic> {
                let ctx = b.ctx();
                let name = ctx.op_name(<Self as #ox::ods::Op>::NAME);
                let mut st = #ox::OperationState::new(name, loc);
                let mut props: ::std::vec::Vec<#ox::NamedAttribute> = ::std::vec::Vec::new();
                let mut attrs: ::std::vec::Vec<#ox::NamedAttribute> = ::std::vec::Vec::new();
                #(#body)*
                #seg_operands
                #(#region_params)*
                if !props.is_empty() {
                    st.properties = ::core::option::Option::Some(#ox::builtin::attributes::DictionaryAttr::get(ctx, props));
                }
                st.attributes = attrs;
                st.result_types = Self::infer_result_types(&*ctx, &st)?.into_iter().collect();
                ::core::result::Result::Ok(#ident(b.create(st)))
            }
        };
    }
    quote! {
        #[doc = #doc]
        #[allow(clippy::too_many_arguments, unused_mut)]
        pub fn build(b: &mut #ox::OpBuilder<'_>, loc: #ox::Attribute, #(#params),*) -> Self {
            let ctx = b.ctx();
            let name = ctx.op_name(<Self as #ox::ods::Op>::NAME);
            let mut st = #ox::OperationState::new(name, loc);
            let mut props: ::std::vec::Vec<#ox::NamedAttribute> = ::std::vec::Vec::new();
            let mut attrs: ::std::vec::Vec<#ox::NamedAttribute> = ::std::vec::Vec::new();
            #(#body)*
            #seg_operands
            #seg_results
            #(#region_params)*
            if !props.is_empty() {
                st.properties = ::core::option::Option::Some(#ox::builtin::attributes::DictionaryAttr::get(ctx, props));
            }
            st.attributes = attrs;
            #ident(b.create(st))
        }
    }
}

fn gen_verify_invariants(model: &OpModel) -> TokenStream {
    let ox = oxir_path();
    let mut checks = Vec::new();
    // Counts.
    let fixed_operands = model.operands.iter().filter(|o| o.arity == Arity::Single).count();
    let var_operands = model.operands.len() - fixed_operands;
    let fixed_results = model.results.iter().filter(|o| o.arity == Arity::Single).count();
    let var_results = model.results.len() - fixed_results;
    if model.operand_segments {
        let n = model.operands.len();
        checks.push(quote!(#ox::ods::verify::segment_sizes(ctx, op, "operandSegmentSizes", "operand", #n, ctx.num_operands(op))?;));
    } else if var_operands == 0 {
        checks.push(quote!(#ox::ods::verify::num_operands(ctx, op, #fixed_operands)?;));
    } else {
        checks.push(quote!(#ox::ods::verify::num_operands_at_least(ctx, op, #fixed_operands)?;));
    }
    if model.result_segments {
        let n = model.results.len();
        checks.push(
            quote!(#ox::ods::verify::segment_sizes(ctx, op, "resultSegmentSizes", "result", #n, ctx.num_results(op))?;),
        );
    } else if var_results == 0 {
        checks.push(quote!(#ox::ods::verify::num_results(ctx, op, #fixed_results)?;));
    } else {
        checks.push(quote!(#ox::ods::verify::num_results_at_least(ctx, op, #fixed_results)?;));
    }
    let var_regions = model.regions.iter().any(|r| r.arity == Arity::Variadic);
    let n_regions = model.regions.iter().filter(|r| r.arity == Arity::Single).count();
    checks.push(quote!(#ox::ods::verify::num_regions(ctx, op, #n_regions, #var_regions)?;));
    let var_succ = model.successors.iter().any(|r| r.arity == Arity::Variadic);
    let n_succ = model.successors.iter().filter(|r| r.arity == Arity::Single).count();
    checks.push(quote!(#ox::ods::verify::num_successors(ctx, op, #n_succ, #var_succ)?;));
    // Attributes (MLIR checks them before operand and result types).
    for a in &model.attributes {
        let aname = &a.name;
        let ty = &a.ty;
        let get = if a.discardable {
            quote!(ctx.op_attr(op, #aname))
        } else {
            quote!(ctx.op_property(op, #aname).or_else(|| ctx.op_attr(op, #aname)))
        };
        let summary = crate::docs::attr_summary(a);
        let constraint = match &a.constraint {
            Some(c) => quote!(#ox::ods::verify::attr(ctx, op, #aname, v, &(#c))?;),
            None => quote!(),
        };
        let any_attr = crate::format::validate::attr_type_name(ty) == "Attribute";
        let kind_check = if any_attr {
            quote!()
        } else {
            quote! {
            if v.dyn_cast::<#ty>(ctx).is_none() {
                return ::core::result::Result::Err(#ox::ods::verify::op_error(
                    ctx, op, ::std::format!("attribute '{}' failed to satisfy constraint: {}", #aname, #summary)));
            }
            }
        };
        if a.presence == AttrPresence::Required {
            checks.push(quote! {
                let v = #ox::ods::verify::required_attr(ctx, op, #aname, #get)?;
                #kind_check
                #constraint
            });
        } else {
            checks.push(quote! {
                if let ::core::option::Option::Some(v) = #get {
                    #kind_check
                    #constraint
                }
            });
        }
    }
    // Operand and result types.
    let same_operands = model.has_trait("SameVariadicOperandSize");
    let same_results = model.has_trait("SameVariadicResultSize");
    for (defs, kind, segments, same, is_operand) in [
        (&model.operands, "operand", model.operand_segments, same_operands, true),
        (&model.results, "result", model.result_segments, same_results, false),
    ] {
        for (i, d) in defs.iter().enumerate() {
            let Some(c) = &d.constraint else { continue };
            let range = group_range_expr(defs, i, segments, same, is_operand);
            let value = if is_operand { quote!(ctx.operand(op, idx)) } else { quote!(ctx.result(op, idx)) };
            // MLIR summarizes `Variadic<T>` (and `VariadicOfVariadic<T>`) as `variadic of <T>`.
            let check = if matches!(d.arity, Arity::Variadic | Arity::VariadicOfVariadic) {
                quote!(variadic_value_type)
            } else {
                quote!(value_type)
            };
            checks.push(quote! {
                for idx in #range {
                    #ox::ods::verify::#check(ctx, op, #kind, idx, ctx.value_type(#value), &(#c))?;
                }
            });
        }
    }
    // Type relations (MLIR's `PredOpTrait`s), after the operand and result types as ODS orders them.
    for t in &model.traits {
        if let Some(rel) = &t.relation {
            checks.push(gen_relation_check(model, t, rel));
        }
    }
    for (i, r) in model.regions.iter().enumerate() {
        if !r.single_block {
            continue;
        }
        let n = &r.name;
        // `VariadicRegion<SizedRegion<1>>` constrains each region of the group.
        checks.push(if r.arity == Arity::Variadic {
            quote! {
                for idx in #i..ctx.op_regions(op).len() {
                    #ox::ods::verify::single_block_region(ctx, op, idx, #n)?;
                }
            }
        } else {
            quote!(#ox::ods::verify::single_block_region(ctx, op, #i, #n)?;)
        });
    }
    quote! {
        #[doc(hidden)]
        pub fn __verify_invariants(ctx: &#ox::Context, op: #ox::OpRef) -> ::core::result::Result<(), #ox::Diagnostic> {
            #(#checks)*
            ::core::result::Result::Ok(())
        }
    }
}

/// ODS's `verifyInherentAttrs` (the inherent attributes of an attribute dictionary checked
/// against their kinds and constraints, in declaration order, before the op exists) and the
/// property conversion check (an attribute of the storage's kind).
fn gen_inherent_attr_checks(model: &OpModel) -> TokenStream {
    let ox = oxir_path();
    let mut checks = Vec::new();
    let mut kinds = Vec::new();
    for a in model.attributes.iter().filter(|a| !a.discardable) {
        let aname = &a.name;
        let ty = &a.ty;
        let summary = crate::docs::attr_summary(a);
        let constraint = match &a.constraint {
            Some(c) => quote! {
                if !(#c).matches(ctx, v) {
                    return ::core::result::Result::Err(
                        ::std::format!("attribute '{}' failed to satisfy constraint: {}", #aname, (#c).summary));
                }
            },
            None => quote!(),
        };
        let any_attr = crate::format::validate::attr_type_name(ty) == "Attribute";
        let kind = if any_attr { quote!(true) } else { quote!(v.dyn_cast::<#ty>(ctx).is_some()) };
        // The constraint's predicate includes the kind; without one, the kind is the constraint.
        let check = if a.constraint.is_some() {
            constraint
        } else {
            quote! {
                if !(#kind) {
                    return ::core::result::Result::Err(
                        ::std::format!("attribute '{}' failed to satisfy constraint: {}", #aname, #summary));
                }
            }
        };
        checks.push(quote! {
            if let ::core::option::Option::Some(v) = __find(#aname) {
                #check
            }
        });
        kinds.push(quote!(#aname => #kind,));
    }
    quote! {
        #[doc(hidden)]
        pub fn __verify_inherent_attrs(
            ctx: &#ox::Context,
            attrs: &[#ox::NamedAttribute],
        ) -> ::core::result::Result<(), ::std::string::String> {
            let __find = |n: &str| attrs.iter().find(|a| ctx.ident_str(a.name) == n).map(|a| a.value);
            let _ = &__find;
            #(#checks)*
            ::core::result::Result::Ok(())
        }

        #[doc(hidden)]
        pub fn __property_convertible(ctx: &#ox::Context, name: &str, v: #ox::Attribute) -> bool {
            let _ = (ctx, v);
            match name {
                #(#kinds)*
                _ => true,
            }
        }
    }
}

/// The types of the operand group, result group or typed attribute named `name`, as a
/// `Vec<Type>` expression (`ctx`, `op` in scope), and whether it is a variable-length group.
fn named_types_expr(model: &OpModel, name: &str) -> (TokenStream, bool) {
    let ox = oxir_path();
    for (defs, segments, same, is_operand) in [
        (&model.operands, model.operand_segments, model.has_trait("SameVariadicOperandSize"), true),
        (&model.results, model.result_segments, model.has_trait("SameVariadicResultSize"), false),
    ] {
        let Some(i) = defs.iter().position(|d| d.name == name) else { continue };
        let range = group_range_expr(defs, i, segments, same, is_operand);
        let value = if is_operand { quote!(ctx.operand(op, idx)) } else { quote!(ctx.result(op, idx)) };
        let expr = quote!((#range).map(|idx| ctx.value_type(#value)).collect::<::std::vec::Vec<#ox::Type>>());
        return (expr, defs[i].arity.is_variable());
    }
    let get = match model.attributes.iter().find(|a| a.name == name) {
        Some(a) if a.discardable => quote!(ctx.op_attr(op, #name)),
        _ => quote!(ctx.op_property(op, #name).or_else(|| ctx.op_attr(op, #name))),
    };
    (quote!(#ox::ods::verify::attr_types(ctx, #get)), false)
}

/// The check of an `AllTypesMatch<[...]>` or `TypesMatchWith<...>` relation.
fn gen_relation_check(model: &OpModel, t: &TraitRef, rel: &TypeRelation) -> TokenStream {
    let ox = oxir_path();
    if t.name == "AllTypesMatch" {
        let groups = t.args.iter().map(|n| named_types_expr(model, n).0);
        let names = t.args.join(", ");
        return quote!(#ox::ods::verify::all_types_match(ctx, op, #names, &[#(#groups),*])?;);
    }
    let (from, _) = named_types_expr(model, &t.args[0]);
    let (to, to_variadic) = named_types_expr(model, &t.args[1]);
    let transform = match &rel.transform {
        Some(f) => f.clone(),
        None => quote!(|_: &#ox::Context, ty: #ox::Type| ty),
    };
    let summary = &rel.summary;
    quote!(#ox::ods::verify::types_match_with(ctx, op, &#from, &#to, #to_variadic, #transform, #summary)?;)
}

/// The custom parser and printer: compiled from `format`, or the user's own functions.
fn gen_assembly(model: &OpModel, args: &OpArgs) -> syn::Result<(TokenStream, TokenStream, TokenStream, TokenStream)> {
    let ox = oxir_path();
    let none = quote!(::core::option::Option::None);
    match (&model.format, &args.parser, &args.printer) {
        (Some(_), Some(p), _) | (Some(_), _, Some(p)) => Err(syn::Error::new(
            p.span(),
            "an op has either a declarative `format` or a custom `parser`/`printer`, not both",
        )),
        (None, Some(parse), Some(print)) => Ok((
            quote!(),
            quote!(),
            quote!(::core::option::Option::Some(#parse)),
            quote!(::core::option::Option::Some(#print)),
        )),
        (None, Some(p), None) | (None, None, Some(p)) => {
            Err(syn::Error::new(p.span(), "a custom `parser` needs a custom `printer` and vice versa"))
        }
        (None, None, None) => Ok((quote!(), quote!(), none.clone(), none)),
        (Some(_), None, None) => {
            let compiled = crate::format_bridge::compile(model)?;
            let (pb, prb) = (compiled.0, compiled.1);
            Ok((
                quote! {
                    #[doc(hidden)]
                    pub fn __parse(p: &mut #ox::parser::OpAsmParser<'_, '_>, state: &mut #ox::OperationState) -> #ox::parser::ParseResult<()> {
                        #pb
                    }
                },
                quote! {
                    #[doc(hidden)]
                    pub fn __print(p: &mut #ox::printer::AsmPrinter<'_>, op: #ox::OpRef) {
                        #prb
                    }
                },
                quote!(::core::option::Option::Some(Self::__parse)),
                quote!(::core::option::Option::Some(Self::__print)),
            ))
        }
    }
}
