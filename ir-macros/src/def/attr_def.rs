//! `#[derive(AttrDef)]`: a struct of parameters becomes a dialect attribute (MLIR's `AttrDef`):
//! `impl oxir::AttrDef` printing the pretty form `#dialect.mnemonic<...>` (followed by
//! ` : type` for a typed attribute), a parser of the body for the dialect's hook,
//! `get`/`get_checked` constructors, the verifier hook and docs.

use super::codegen::compile;
use super::docs::def_docs;
use super::model::{constructor_parts, read_def, DefKind};
use crate::oxir_path;
use proc_macro2::TokenStream;
use quote::quote;
use syn::{DeriveInput, LitStr};

/// Expands `#[derive(AttrDef)]`.
pub fn expand(input: DeriveInput) -> syn::Result<TokenStream> {
    let ox = oxir_path();
    let model = read_def(&input, DefKind::Attr)?;
    // A typed attribute keeps its type in the `ty` field, printed and parsed as ` : type`.
    let typed = match model.opts.typed {
        Some(span) => {
            let i = model.params.iter().position(|p| p.name == "ty");
            match i {
                Some(i) if is_type_handle(&model.params[i].ty) => Some(i),
                _ => {
                    return Err(syn::Error::new(
                        span,
                        "a `typed` attribute keeps its type in a field `ty: Type`; add that field to the struct",
                    ))
                }
            }
        }
        None => None,
    };
    let compiled = compile(&model, typed, "attribute")?;
    let ident = &model.ident;
    let dialect = model.opts.dialect.as_ref().map(|l| l.value()).unwrap_or_default();
    let name = model.opts.name.as_ref().map(|l| l.value()).unwrap_or_default();
    let prefix = format!("#{dialect}.{name}");
    let printed_prefix = model.opts.prefix.as_ref().map_or_else(|| prefix.clone(), LitStr::value);
    let print = &compiled.print;
    let parse = &compiled.parse;
    let summary = &model.summary;
    let docs = def_docs(&model, "#");
    let verify = match &model.opts.verifier {
        Some(v) => quote!(#v(ctx, self)),
        None => quote!(::core::result::Result::Ok(())),
    };
    let (typed_fn, type_suffix, ty_local) = match typed {
        Some(i) => {
            let f = &model.params[i].ident;
            (
                quote!(fn typed(&self) -> ::core::option::Option<#ox::Type> { ::core::option::Option::Some(self.#f) }),
                quote!(p.print_attr_type_suffix(self.#f);),
                quote!(let __ty = #ox::ods::defs::require_attr_type(p, __start, __ty)?;),
            )
        }
        None => {
            let typed_fn = match &model.opts.type_of {
                Some(f) => quote!(fn typed(&self) -> ::core::option::Option<#ox::Type> { #f(self) }),
                None => quote!(),
            };
            (typed_fn, quote!(), quote!(let _ = __ty;))
        }
    };
    let is_location = model.opts.location.then(|| {
        quote!(
            const IS_LOCATION: bool = true;
        )
    });
    let (args, value) = constructor_parts(&model);
    let get_doc = format!("Interns the `{prefix}` attribute of these parameters (unchecked: see `get_checked`).");
    let checked_doc = format!(
        "Verifies the parameters and interns the `{prefix}` attribute; the verifier's message becomes an error at `loc`."
    );
    let builders = if model.opts.skip_default_builders {
        quote!()
    } else {
        quote! {
        impl #ident {
                #[doc = #get_doc]
                #[allow(clippy::too_many_arguments, non_snake_case)]
                pub fn get(ctx: &#ox::Context, #(#args),*) -> #ox::Attribute {
                    ctx.intern_attr(#value)
                }

                #[doc = #checked_doc]
                #[allow(clippy::too_many_arguments, non_snake_case)]
                pub fn get_checked(
                    ctx: &#ox::Context,
                    loc: #ox::Attribute,
                    #(#args),*
                ) -> ::core::result::Result<#ox::Attribute, #ox::Diagnostic> {
                    #ox::ods::defs::get_checked_attr(ctx, loc, #value)
                }
            }
        }
    };
    // A dialect attribute appears in op formats as MLIR's ODS writes it: stripped of its
    // `#dialect.mnemonic` prefix, parsed by its own parser unless the text starts with `#`.
    // (Core-syntax attributes, `prefix = "..."`, say how themselves.)
    // A typed attribute's syntax ends with its type (`#toy.const<5> : i32`): written whole, and
    // a format may not follow it with a `:` literal.
    let format_attr = (model.opts.prefix.is_none() && typed.is_some()).then(|| {
        quote! {
            impl #ox::ods::format::FormatAttr for #ident {
                const READS_TYPE: bool = true;
                fn parse_in_format(
                    p: &mut #ox::asm::OpAsmParser<'_, '_>,
                    ty: ::core::option::Option<#ox::Type>,
                ) -> #ox::asm::ParseResult<#ox::Attribute> {
                    #ox::ods::format::parse_attr_of::<Self>(p, ty)
                }
                fn at_start(p: &#ox::asm::OpAsmParser<'_, '_>) -> bool {
                    #ox::ods::format::at_dialect_attr_start(p, #ox::ods::format::StrippedStart::Never)
                }
            }
        }
    });
    let format_attr = format_attr.or_else(|| {
        model.opts.prefix.is_none().then(|| {
            let starts_with_less =
                model.opts.format.as_ref().is_some_and(|f| f.value().trim_start().starts_with("`<`"));
            let body = if starts_with_less { quote!(Less) } else { quote!(AnyAttribute) };
            quote! {
                impl #ox::ods::format::FormatAttr for #ident {
                    fn parse_in_format(
                        p: &mut #ox::asm::OpAsmParser<'_, '_>,
                        ty: ::core::option::Option<#ox::Type>,
                    ) -> #ox::asm::ParseResult<#ox::Attribute> {
                        #ox::ods::format::parse_attr_with_fallback::<Self>(p, ty)
                    }
                    fn at_start(p: &#ox::asm::OpAsmParser<'_, '_>) -> bool {
                        #ox::ods::format::at_dialect_attr_start(p, #ox::ods::format::StrippedStart::#body)
                    }
                    fn print_in_format(p: &mut #ox::asm::AsmPrinter<'_>, attr: #ox::Attribute) {
                        #ox::ods::format::print_stripped_attr::<Self>(p, attr);
                    }
                }
            }
        })
    });
    Ok(quote! {
        #format_attr

        impl #ox::AttrDef for #ident {
            const DIALECT: &'static str = #dialect;
            const NAME: &'static str = #name;
            #is_location
            fn print(&self, p: &mut #ox::asm::AsmPrinter<'_>) {
                p.write(#printed_prefix);
                #print
                #type_suffix
            }
            #typed_fn
        }

        impl #ox::ods::defs::AttrDefinition for #ident {
            const SUMMARY: &'static str = #summary;
            #[allow(non_snake_case)]
            fn parse_body(
                p: &mut #ox::asm::OpAsmParser<'_, '_>,
                __mnemonic_at: #ox::asm::SMLoc,
                __ty: ::core::option::Option<#ox::Type>,
            ) -> #ox::asm::ParseResult<#ox::Attribute> {
                // MLIR's generated parser reports at `odsLoc`, where the body begins.
                let _ = __mnemonic_at;
                let __start = p.get_current_location();
                #ty_local
                let __def: #ident = #parse;
                #ox::ods::defs::finish_parsed_attr(p, __start, __def)
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

/// Whether `ty` names `Type` (the interned type handle), possibly by a path.
fn is_type_handle(ty: &syn::Type) -> bool {
    matches!(ty, syn::Type::Path(p) if p.path.segments.last().is_some_and(|s| s.ident == "Type" && s.arguments.is_empty()))
}
