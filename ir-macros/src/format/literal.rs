//! The parser calls a format literal compiles to: MLIR's `parseLParen`/`parseOptionalLParen`
//! for punctuation, `parseKeyword`/`parseOptionalKeyword` for keywords, chosen when the code is
//! generated so that the parser does no string matching at run time.

use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;

/// The snake-case name MLIR's `AsmParser` gives a punctuation literal (`(` → `lparen`), or none
/// for a keyword.
pub fn punctuation_name(lit: &str) -> Option<&'static str> {
    Some(match lit {
        "->" => "arrow",
        ":" => "colon",
        "," => "comma",
        "=" => "equal",
        "<" => "less",
        ">" => "greater",
        "{" => "lbrace",
        "}" => "rbrace",
        "(" => "lparen",
        ")" => "rparen",
        "[" => "lsquare",
        "]" => "rsquare",
        "?" => "question",
        "+" => "plus",
        "-" => "minus",
        "*" => "star",
        "|" => "vertical_bar",
        "..." => "ellipsis",
        _ => return None,
    })
}

/// `p.parse_<punct>()?;` for punctuation (`expected '<lit>'` at the wrong token); for a
/// keyword, `p.parse_keyword(lit)?;` (at the next token), or with `keyword_at_wrong_token` the
/// same message at the wrong token (as type and attribute formats report it).
pub fn parse_literal(lit: &str, keyword_at_wrong_token: bool) -> TokenStream {
    match punctuation_name(lit) {
        Some(name) => {
            let f = Ident::new(&format!("parse_{name}"), Span::call_site());
            quote!(p.#f()?;)
        }
        None if keyword_at_wrong_token => {
            let msg = format!("expected '{lit}'");
            quote! {
                if !p.parse_optional_keyword(#lit) {
                    return ::core::result::Result::Err(p.emit_wrong_token_error(#msg));
                }
            }
        }
        None => quote!(p.parse_keyword(#lit)?;),
    }
}

/// An expression consuming `lit` if it is next, `true` if it was.
pub fn parse_optional_literal(lit: &str) -> TokenStream {
    match punctuation_name(lit) {
        Some(name) => {
            let f = Ident::new(&format!("parse_optional_{name}"), Span::call_site());
            quote!(p.#f())
        }
        None => quote!(p.parse_optional_keyword(#lit)),
    }
}
