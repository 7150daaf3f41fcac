//! The `#[op]` attribute macro: a struct whose fields declare an op's operands, results,
//! attributes, regions and successors becomes a `Copy` op handle with accessors, builders, a
//! verifier of its invariants, registration info, docs, and (with a `format`) a parser and a
//! printer of its custom assembly form.
//!
//! The pipeline: [`args`] reads the input (darling), [`from_input`] checks it into the
//! [`model`], [`trait_checks`] checks the declared traits against the struct, and each
//! generator reads the model: [`accessors`], [`builder`], [`verify`], [`assembly`] (with the
//! format compiler in [`format`](mod@format)), [`registration`] and [`docs`].

mod accessors;
mod args;
mod assembly;
mod builder;
mod docs;
pub mod format;
mod from_input;
pub mod model;
mod ranges;
mod registration;
mod trait_checks;
mod verify;

use crate::oxir_path;
use darling::FromMeta;
use model::OpModel;
use proc_macro2::TokenStream;
use quote::quote;

/// Expands `#[op(args)]` on `item`: the generated code, or every error found.
pub fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    let item: syn::ItemStruct = match syn::parse2(item) {
        Ok(i) => i,
        Err(e) => return e.to_compile_error(),
    };
    let args = match crate::meta::meta_items(args)
        .map_err(crate::meta::from_syn)
        .and_then(|a| args::OpArgs::from_list(&a).map_err(|e| crate::meta::with_usage(e, args::OpArgs::USAGE)))
    {
        Ok(a) => a,
        Err(e) => return e.write_errors(),
    };
    let model = match from_input::build(args, &item) {
        Ok(m) => m,
        Err(e) => return e.write_errors(),
    };
    // The traits' requirements and the format are checked independently: both are reported.
    match (trait_checks::check(&model), generate(&model)) {
        (Ok(()), Ok(code)) => code,
        (Ok(()), Err(e)) => e.to_compile_error(),
        (Err(e), Ok(_)) => e.write_errors(),
        (Err(e), Err(format_error)) => {
            let mut e = syn::Error::from(e);
            e.combine(format_error);
            e.to_compile_error()
        }
    }
}

/// The code of a checked op: the handle type, its `Op` impl, its methods and its registration.
fn generate(model: &OpModel) -> syn::Result<TokenStream> {
    let ox = oxir_path();
    let assembly = assembly::generate(model)?;
    let ident = &model.ident;
    let vis = &model.vis;
    let doc_attrs = &model.doc_attrs;
    let name = &model.name;
    let field_types = &model.field_types;
    let accessors = accessors::generate(model);
    let builder = builder::generate(model);
    let builder_items = builder::items(model);
    let verify = verify::invariants(model);
    let inherent_checks = verify::inherent_attrs(model);
    let registration = registration::generate(model, &assembly);
    let (parse_fn, print_fn) = (&assembly.parse_fn, &assembly.print_fn);
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
            #verify
            #inherent_checks
            #parse_fn
            #print_fn
        }

        #builder_items

        #registration
    })
}
