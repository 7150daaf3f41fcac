//! `#[dialect(...)]`: a unit struct becomes a dialect (MLIR's `Dialect` ODS) that registers its
//! namespace with type and attribute parser hooks dispatching on the mnemonic, its dependent
//! dialects and its ops, and writes its Markdown reference.

use crate::model::oxir_path;
use crate::params::doc_text;
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::parse::{Parse, ParseStream};
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::{Fields, Ident, ItemStruct, LitStr, Path, Token};

/// The arguments of `#[dialect(...)]`.
#[derive(Default)]
pub struct DialectArgs {
    name: Option<LitStr>,
    ops: Vec<Path>,
    types: Vec<Path>,
    attrs: Vec<Path>,
    enums: Vec<Path>,
    dependent: Vec<Path>,
    materializer: Option<Path>,
    attr_alias: Option<Path>,
    /// The types and attributes are written in MLIR's core syntax (`i32`, `dense<...>`), parsed
    /// by the core parser, so the dialect registers no `!ns.`/`#ns.` hooks (the builtin dialect).
    core_syntax: bool,
}

impl Parse for DialectArgs {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let mut args = DialectArgs::default();
        while !input.is_empty() {
            let key: Ident = input.parse()?;
            let k = key.to_string();
            match k.as_str() {
                "name" | "namespace" => {
                    input.parse::<Token![=]>()?;
                    args.name = Some(input.parse()?);
                }
                "core_syntax" => args.core_syntax = true,
                "materializer" => {
                    input.parse::<Token![=]>()?;
                    args.materializer = Some(input.parse()?);
                }
                "attr_alias" => {
                    input.parse::<Token![=]>()?;
                    args.attr_alias = Some(input.parse()?);
                }
                "ops" | "types" | "attrs" | "enums" | "dependent" => {
                    let content;
                    syn::parenthesized!(content in input);
                    let list: Punctuated<Path, Token![,]> = content.parse_terminated(Path::parse, Token![,])?;
                    let target = match k.as_str() {
                        "ops" => &mut args.ops,
                        "types" => &mut args.types,
                        "attrs" => &mut args.attrs,
                        "enums" => &mut args.enums,
                        _ => &mut args.dependent,
                    };
                    target.extend(list);
                }
                _ => {
                    return Err(syn::Error::new(
                        key.span(),
                        format!(
                        "unknown `#[dialect]` argument `{k}`; expected one of: name, ops(..), types(..), attrs(..), \
                             enums(..), dependent(..), materializer = path, attr_alias = path, core_syntax"
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

/// Expands `#[dialect(...)]` on `item`.
pub fn expand(args: DialectArgs, item: ItemStruct) -> syn::Result<TokenStream> {
    let ox = oxir_path();
    let Some(name) = &args.name else {
        return Err(syn::Error::new(
            item.ident.span(),
            "`#[dialect]` needs the namespace: `#[dialect(name = \"toy\", ops(...), ...)]`",
        ));
    };
    let ns = name.value();
    if ns.is_empty() || !ns.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(syn::Error::new(name.span(), "a dialect namespace is an identifier such as `toy` (no dots)"));
    }
    if !matches!(item.fields, Fields::Unit) || !item.generics.params.is_empty() {
        return Err(syn::Error::new(
            item.ident.span(),
            "`#[dialect]` goes on a unit struct (`pub struct ToyDialect;`): the dialect has no state",
        ));
    }
    let ident = &item.ident;
    let (summary, description) = doc_text(&item.attrs);
    let description = match (summary.is_empty(), description.is_empty()) {
        (true, _) => description,
        (false, true) => summary,
        (false, false) => format!("{summary}\n\n{description}"),
    };
    let DialectArgs { ops, types, attrs, enums, dependent, .. } = &args;
    let materializer = match &args.materializer {
        Some(m) => quote!(::core::option::Option::Some(#m as #ox::registry::MaterializeConstantFn)),
        None => quote!(::core::option::Option::None),
    };
    let attr_alias = match &args.attr_alias {
        Some(f) => quote!(::core::option::Option::Some(#f as #ox::registry::AttrAliasFn)),
        None => quote!(::core::option::Option::None),
    };
    let type_hook = if types.is_empty() || args.core_syntax {
        quote!(::core::option::Option::None)
    } else {
        quote!({
            fn parse_type(p: &mut #ox::parser::OpAsmParser<'_, '_>) -> #ox::parser::ParseResult<#ox::Type> {
                #ox::ods::defs::parse_dialect_type(p, #ns, &[
                    #((<#types as #ox::TypeDef>::NAME,
                       <#types as #ox::ods::defs::TypeDefinition>::parse_body as #ox::ods::defs::TypeBodyParseFn),)*
                ])
            }
            ::core::option::Option::Some(parse_type as #ox::registry::DialectTypeParseFn)
        })
    };
    let attr_hook = if attrs.is_empty() || args.core_syntax {
        quote!(::core::option::Option::None)
    } else {
        quote!({
            fn parse_attr(
                p: &mut #ox::parser::OpAsmParser<'_, '_>,
                ty: ::core::option::Option<#ox::Type>,
            ) -> #ox::parser::ParseResult<#ox::Attribute> {
                #ox::ods::defs::parse_dialect_attr(p, ty, #ns, &[
                    #((<#attrs as #ox::AttrDef>::NAME,
                       <#attrs as #ox::ods::defs::AttrDefinition>::parse_body as #ox::ods::defs::AttrBodyParseFn),)*
                ])
            }
            ::core::option::Option::Some(parse_attr as #ox::registry::DialectAttrParseFn)
        })
    };
    // Each listed type/attribute must belong to this dialect: checked at compile time.
    let ns_checks = types
        .iter()
        .map(|t| (quote!(<#t as #ox::TypeDef>::DIALECT), t))
        .chain(attrs.iter().map(|a| (quote!(<#a as #ox::AttrDef>::DIALECT), a)))
        .map(|(dialect, path)| {
            let msg = format!(
                "`{}` is listed in `#[dialect(name = \"{ns}\")]` but its definition says another `dialect`",
                quote!(#path).to_string().replace(' ', "")
            );
            quote_spanned!(path.span()=> assert!(same(#dialect, #ns), #msg);)
        });
    Ok(quote! {
        #item

        const _: () = {
            const fn same(a: &str, b: &str) -> bool {
                let (a, b) = (a.as_bytes(), b.as_bytes());
                if a.len() != b.len() {
                    return false;
                }
                let mut i = 0;
                while i < a.len() {
                    if a[i] != b[i] {
                        return false;
                    }
                    i += 1;
                }
                true
            }
            #(#ns_checks)*
        };

        impl #ox::ods::Dialect for #ident {
            const NAMESPACE: &'static str = #ns;

            #[allow(clippy::needless_update)]
            fn register(ctx: &#ox::Context) {
                ctx.register_dialect(#ox::registry::DialectInfo {
                    namespace: #ns,
                    parse_type: #type_hook,
                    parse_attr: #attr_hook,
                    materialize_constant: #materializer,
                    attr_alias: #attr_alias,
                    ..::core::default::Default::default()
                });
                #(ctx.load_dialect::<#dependent>();)*
                #(ctx.register_op_def::<#ops>();)*
            }

            fn docs() -> ::std::string::String {
                #ox::ods::defs::dialect_docs(
                    #ns,
                    #description,
                    &[#(<#ops as #ox::ods::OpDefinition>::docs()),*],
                    &[#(<#types as #ox::ods::defs::TypeDefinition>::docs()),*],
                    &[#(<#attrs as #ox::ods::defs::AttrDefinition>::docs()),*],
                    &[#(#ox::ods::defs::enum_docs::<#enums>()),*],
                )
            }
        }
    })
}
