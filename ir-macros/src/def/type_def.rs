//! `#[derive(TypeDef)]`: a struct of parameters becomes a dialect type (MLIR's `TypeDef`):
//! `impl oxir::TypeDef` printing the pretty form `!dialect.mnemonic<...>`, a parser of the body
//! for the dialect's hook, `get`/`get_checked` constructors, the verifier hook and docs.

use super::codegen::compile;
use super::docs::def_docs;
use super::model::{constructor_parts, read_def, DefKind};
use crate::oxir_path;
use proc_macro2::TokenStream;
use quote::quote;
use syn::{DeriveInput, LitStr};

/// Expands `#[derive(TypeDef)]`.
pub fn expand(input: DeriveInput) -> syn::Result<TokenStream> {
    let ox = oxir_path();
    let model = read_def(&input, DefKind::Type)?;
    let compiled = compile(&model, None, "type")?;
    let ident = &model.ident;
    let dialect = model.opts.dialect.as_ref().map(|l| l.value()).unwrap_or_default();
    let name = model.opts.name.as_ref().map(|l| l.value()).unwrap_or_default();
    let prefix = format!("!{dialect}.{name}");
    let printed_prefix = model.opts.prefix.as_ref().map_or_else(|| prefix.clone(), LitStr::value);
    let print = &compiled.print;
    let parse = &compiled.parse;
    let summary = &model.summary;
    let docs = def_docs(&model, "!");
    let verify = match &model.opts.verifier {
        Some(v) => quote!(#v(ctx, self)),
        None => quote!(::core::result::Result::Ok(())),
    };
    let (args, value) = constructor_parts(&model);
    let get_doc = format!("Interns the `{prefix}` type of these parameters (unchecked: see `get_checked`).");
    let checked_doc = format!(
        "Verifies the parameters and interns the `{prefix}` type; the verifier's message becomes an error at `loc`."
    );
    let builders = if model.opts.skip_default_builders {
        quote!()
    } else {
        quote! {
        impl #ident {
                #[doc = #get_doc]
                #[allow(clippy::too_many_arguments, non_snake_case)]
                pub fn get(ctx: &#ox::Context, #(#args),*) -> #ox::Type {
                    ctx.intern_type(#value)
                }

                #[doc = #checked_doc]
                #[allow(clippy::too_many_arguments, non_snake_case)]
                pub fn get_checked(
                    ctx: &#ox::Context,
                    loc: #ox::Attribute,
                    #(#args),*
                ) -> ::core::result::Result<#ox::Type, #ox::Diagnostic> {
                    #ox::ods::defs::get_checked_type(ctx, loc, #value)
                }
            }
        }
    };
    // A type definition is a type constraint (MLIR's `TypeDef` is one): `must be <summary>`, and
    // a format's `type($x)` parses a type of this class.
    let constraint_summary = if summary.is_empty() { format!("{dialect}.{name} type") } else { summary.clone() };
    let class = format!("{dialect}.{name}");
    let constraint_doc = format!(
        "The constraint of an operand or result of this type (`#[operand({ident}::CONSTRAINT)]`): a value of \
         another type is reported as `must be {constraint_summary}`."
    );
    let constraint = quote! {
        impl #ident {
            #[doc = #constraint_doc]
            pub const CONSTRAINT: #ox::ods::TypeConstraint = #ox::ods::TypeConstraint::Class {
                class: ::core::option::Option::Some(#class),
                isa: |ctx, ty| ty.isa::<#ident>(ctx),
                of: &#ox::ods::TypeConstraint::Pred { summary: #constraint_summary, check: |_, _| true },
            };
        }
    };
    Ok(quote! {
        #constraint

        impl #ox::TypeDef for #ident {
            const DIALECT: &'static str = #dialect;
            const NAME: &'static str = #name;
            fn print(&self, p: &mut #ox::asm::AsmPrinter<'_>) {
                p.write(#printed_prefix);
                #print
            }
        }

        impl #ox::ods::defs::TypeDefinition for #ident {
            const SUMMARY: &'static str = #summary;
            #[allow(non_snake_case)]
            fn parse_body(
                p: &mut #ox::asm::OpAsmParser<'_, '_>,
                __mnemonic_at: #ox::asm::SMLoc,
            ) -> #ox::asm::ParseResult<#ox::Type> {
                // MLIR's generated parser reports at `odsLoc`, where the body begins.
                let _ = __mnemonic_at;
                let __start = p.get_current_location();
                let __def: #ident = #parse;
                #ox::ods::defs::finish_parsed_type(p, __start, __def)
            }
            fn print_body(&self, p: &mut #ox::asm::AsmPrinter<'_>) {
                #print
            }
            fn verify(&self, ctx: &#ox::Context) -> ::core::result::Result<(), ::std::string::String> {
                let _ = ctx;
                #verify
            }
            fn docs() -> &'static str {
                #docs
            }
        }

        #builders
    })
}
