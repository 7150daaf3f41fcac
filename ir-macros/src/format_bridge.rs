//! The seam between the `#[op]` macro and the assembly-format compiler.

use crate::model::OpModel;
use proc_macro2::TokenStream;

/// Compiles the op's declarative assembly format into the bodies of its parser and printer.
pub fn compile(model: &OpModel) -> syn::Result<(TokenStream, TokenStream)> {
    crate::format::compile(model).map(|c| (c.parse_body, c.print_body))
}
