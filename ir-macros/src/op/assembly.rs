//! The op's custom assembly form: the parser and printer compiled from its declarative `format`
//! (see [`super::format`]), the user's own `parser`/`printer` functions, or none (generic form
//! only). Gives the `__parse`/`__print` methods to add to the handle and the `OpInfo` entries
//! naming the functions.

use super::model::{Assembly, OpModel};
use crate::oxir_path;
use proc_macro2::TokenStream;
use quote::quote;

/// The assembly parts of the generated code.
pub struct AssemblyFns {
    /// `fn __parse(..)` (compiled formats only).
    pub parse_fn: TokenStream,
    /// `fn __print(..)` (compiled formats only).
    pub print_fn: TokenStream,
    /// The `OpInfo::parse` entry.
    pub parse_ref: TokenStream,
    /// The `OpInfo::print` entry.
    pub print_ref: TokenStream,
}

/// Compiles the op's assembly; a bad format is an error at its token.
pub fn generate(model: &OpModel) -> syn::Result<AssemblyFns> {
    let ox = oxir_path();
    let none = quote!(::core::option::Option::None);
    match &model.assembly {
        Assembly::Generic => {
            Ok(AssemblyFns { parse_fn: quote!(), print_fn: quote!(), parse_ref: none.clone(), print_ref: none })
        }
        Assembly::Custom { parser, printer } => Ok(AssemblyFns {
            parse_fn: quote!(),
            print_fn: quote!(),
            parse_ref: quote!(::core::option::Option::Some(#parser)),
            print_ref: quote!(::core::option::Option::Some(#printer)),
        }),
        Assembly::Format(_) => {
            let compiled = super::format::compile(model)?;
            let (pb, prb) = (compiled.parse_body, compiled.print_body);
            Ok(AssemblyFns {
                parse_fn: quote! {
                    #[doc(hidden)]
                    pub fn __parse(p: &mut #ox::asm::OpAsmParser<'_, '_>, state: &mut #ox::OperationState) -> #ox::asm::ParseResult<()> {
                        #pb
                    }
                },
                print_fn: quote! {
                    #[doc(hidden)]
                    pub fn __print(p: &mut #ox::asm::AsmPrinter<'_>, op: #ox::OpRef) {
                        #prb
                    }
                },
                parse_ref: quote!(::core::option::Option::Some(Self::__parse)),
                print_ref: quote!(::core::option::Option::Some(Self::__print)),
            })
        }
    }
}
