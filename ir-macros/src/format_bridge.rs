//! The seam between the `#[op]` macro and the assembly-format compiler.

use crate::model::OpModel;
use proc_macro2::TokenStream;

/// Compiles the op's declarative assembly format into the bodies of its parser and printer.
pub fn compile(model: &OpModel) -> syn::Result<(TokenStream, TokenStream)> {
    let span = model.format.as_ref().map_or_else(proc_macro2::Span::call_site, |f| f.1);
    Err(syn::Error::new(span, "declarative assembly formats are not compiled yet"))
}
