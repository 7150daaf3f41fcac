//! What the macros' argument parsers share: reading an attribute macro's arguments into darling
//! meta items ([`meta_items`]), the inside of a `key(...)` / `key = [...]` list ([`list_tokens`]),
//! an expression option kept as written ([`ExprArg`]), the doc comment of an item
//! ([`doc_text`]), and errors ([`with_usage`], [`error_at`], [`from_syn`]).

use darling::ast::NestedMeta;
use darling::FromMeta;
use proc_macro2::{Delimiter, TokenStream, TokenTree};
use quote::ToTokens;
use syn::parse::{ParseStream, Parser};
use syn::{Attribute, Expr, Meta, MetaList, MetaNameValue, Path, Token};

/// Splits an attribute macro's arguments (`name = "x", traits(A, B), flag`) into meta items, as
/// darling's `NestedMeta::parse_meta_list` does, except that a value which is not a Rust
/// expression (`traits = [AllTypesMatch<[a, b]>]`) is kept verbatim for its own `FromMeta`.
pub fn meta_items(tokens: TokenStream) -> syn::Result<Vec<NestedMeta>> {
    let parse = |input: ParseStream| {
        let mut items = Vec::new();
        while !input.is_empty() {
            items.push(NestedMeta::Meta(parse_meta(input)?));
            if input.is_empty() {
                break;
            }
            input.parse::<Token![,]>()?;
        }
        Ok(items)
    };
    parse.parse2(tokens)
}

fn parse_meta(input: ParseStream) -> syn::Result<Meta> {
    let path = input.call(Path::parse_mod_style)?;
    if input.peek(Token![=]) {
        let eq_token = input.parse()?;
        let mut tokens = TokenStream::new();
        while !input.is_empty() && !input.peek(Token![,]) {
            tokens.extend([input.parse::<TokenTree>()?]);
        }
        let value = syn::parse2::<Expr>(tokens.clone()).unwrap_or(Expr::Verbatim(tokens));
        return Ok(Meta::NameValue(MetaNameValue { path, eq_token, value }));
    }
    if input.peek(syn::token::Paren) {
        let content;
        let paren = syn::parenthesized!(content in input);
        let tokens = content.parse()?;
        return Ok(Meta::List(MetaList { path, delimiter: syn::MacroDelimiter::Paren(paren), tokens }));
    }
    Ok(Meta::Path(path))
}

/// The items of a list option, written `key(a, b)` or `key = [a, b]`.
pub fn list_tokens(item: &Meta) -> darling::Result<TokenStream> {
    match item {
        Meta::List(list) => Ok(list.tokens.clone()),
        Meta::NameValue(nv) => {
            let mut tokens = nv.value.to_token_stream().into_iter();
            match (tokens.next(), tokens.next()) {
                (Some(TokenTree::Group(g)), None) if g.delimiter() == Delimiter::Bracket => Ok(g.stream()),
                _ => Err(darling::Error::custom(format!(
                    "expected a list: `{0}(a, b)` or `{0} = [a, b]`",
                    item.path().to_token_stream()
                ))
                .with_span(&nv.value)),
            }
        }
        Meta::Path(p) => {
            Err(darling::Error::custom(format!("expected a list: `{0}(a, b)` or `{0} = [a, b]`", p.to_token_stream()))
                .with_span(p))
        }
    }
}

/// An expression option (`default = i64_attr(ctx, 0)`), kept exactly as written: unlike
/// darling's own `syn::Expr` option, a string literal stays a string literal.
#[derive(Clone, Debug)]
pub struct ExprArg(pub Expr);

impl FromMeta for ExprArg {
    fn from_expr(expr: &Expr) -> darling::Result<Self> {
        Ok(ExprArg(expr.clone()))
    }
}

/// The first paragraph of a doc comment (its lines joined) and the rest.
pub fn doc_text(attrs: &[Attribute]) -> (String, String) {
    let mut lines = Vec::new();
    for a in attrs {
        if !a.path().is_ident("doc") {
            continue;
        }
        if let Meta::NameValue(nv) = &a.meta {
            if let Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) = &nv.value {
                let v = s.value();
                lines.push(v.strip_prefix(' ').unwrap_or(&v).to_string());
            }
        }
    }
    let text = lines.join("\n");
    let text = text.trim();
    match text.split_once("\n\n") {
        Some((s, d)) => (s.replace('\n', " ").trim().to_string(), d.trim().to_string()),
        None => (text.replace('\n', " "), String::new()),
    }
}

/// Turns a syn error (which may hold several) into darling errors, keeping every message.
pub fn from_syn(e: syn::Error) -> darling::Error {
    darling::Error::multiple(e.into_iter().map(darling::Error::from).collect())
}

/// Darling's errors made self-explanatory: an ill-typed option's error names the option (darling
/// leaves the name out of an error it has a span for: ``Unexpected type `int` at verifier``), and
/// an unknown option's error lists what the attribute takes (darling only suggests a close name).
pub fn with_usage(e: darling::Error, usage: &str) -> darling::Error {
    darling::Error::multiple(
        e.flatten()
            .into_iter()
            .map(|e| {
                let plain = syn::Error::from(e.clone()).to_string();
                let text = if plain.starts_with("Unknown field") {
                    format!("{plain}; {usage}")
                } else if plain.starts_with("Unexpected") {
                    e.to_string()
                } else {
                    plain
                };
                syn::Error::new(e.span(), text).into()
            })
            .collect(),
    )
}

/// A darling error at `span`.
pub fn error_at(span: proc_macro2::Span, msg: impl std::fmt::Display) -> darling::Error {
    syn::Error::new(span, msg.to_string()).into()
}
