//! `#[dialect(...)]`: a unit struct becomes a dialect (MLIR's `Dialect` ODS) that registers its
//! namespace with type and attribute parser hooks dispatching on the mnemonic, its dependent
//! dialects and its ops, and writes its Markdown reference.

use crate::meta::doc_text;
use crate::oxir_path;
use darling::util::{Flag, PathList};
use darling::FromMeta;
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{Fields, ItemStruct, LitStr, Path};

/// The arguments of `#[dialect(...)]`.
#[derive(Default, FromMeta)]
pub struct DialectArgs {
    /// `name = "toy"`: the namespace.
    name: Option<LitStr>,
    /// `namespace = "toy"`: another spelling of `name`.
    namespace: Option<LitStr>,
    /// `ops(AddOp, MulOp)`.
    #[darling(default)]
    ops: PathList,
    /// `types(StructType)`.
    #[darling(default)]
    types: PathList,
    /// `attrs(ShapeAttr)`.
    #[darling(default)]
    attrs: PathList,
    /// `enums(CmpPredicate)`: documented with the dialect.
    #[darling(default)]
    enums: PathList,
    /// `dependent(ArithDialect)`: loaded with the dialect.
    #[darling(default)]
    dependent: PathList,
    /// `materializer = path`: materializes constants for folding.
    materializer: Option<Path>,
    /// `attr_alias = path`: names attribute aliases.
    attr_alias: Option<Path>,
    /// `op_attr_verifier = path`: verifies the discardable attributes named in the dialect's
    /// namespace on any op (MLIR's `verifyOperationAttribute`), a
    /// `fn(&Context, OpRef, NamedAttribute) -> Result<(), OpAttrError>`.
    op_attr_verifier: Option<Path>,
    /// `bytecode = path`: a `DialectBytecode` constant, the dialect's compact bytecode
    /// encodings of its attributes (without it they use the textual fallback).
    bytecode: Option<Path>,
    /// `interfaces = path`: a `fn(&Context)` run when the dialect is loaded, attaching
    /// interfaces (to its ops or, as MLIR's external models, to other dialects' ops).
    interfaces: Option<Path>,
    /// `passes = path`: a `fn()` registering the dialect's passes (`Dialect::register_passes`).
    passes: Option<Path>,
    /// `type_parser = path`: a `fn(&mut OpAsmParser) -> ParseResult<Type>` parsing the body of
    /// `!ns.` types in place of the dispatch on the `types(..)` mnemonics (a hand-written
    /// `Dialect::parseType`, as the llvm dialect's).
    type_parser: Option<Path>,
    /// The types and attributes are written in MLIR's core syntax (`i32`, `dense<...>`), parsed
    /// by the core parser, so the dialect registers no `!ns.`/`#ns.` hooks (the builtin dialect).
    core_syntax: Flag,
}

impl DialectArgs {
    /// What `#[dialect]` takes, for unknown-argument errors.
    const USAGE: &'static str = "`#[dialect]` takes: name, ops(..), types(..), attrs(..), enums(..), dependent(..), \
        materializer = path, attr_alias = path, op_attr_verifier = path, bytecode = path, interfaces = path, passes = path, type_parser = path, core_syntax";
}

/// Expands `#[dialect(args)]` on `item`.
pub fn expand_tokens(args: TokenStream, item: TokenStream) -> TokenStream {
    let args = match crate::meta::meta_items(args)
        .map_err(crate::meta::from_syn)
        .and_then(|a| DialectArgs::from_list(&a).map_err(|e| crate::meta::with_usage(e, DialectArgs::USAGE)))
    {
        Ok(a) => a,
        Err(e) => return e.write_errors(),
    };
    let item: ItemStruct = match syn::parse2(item) {
        Ok(i) => i,
        Err(e) => return e.to_compile_error(),
    };
    expand(args, item).unwrap_or_else(|e| e.to_compile_error())
}

/// Expands `#[dialect(...)]` on `item`.
fn expand(args: DialectArgs, item: ItemStruct) -> syn::Result<TokenStream> {
    let ox = oxir_path();
    if let (Some(_), Some(second)) = (&args.name, &args.namespace) {
        return Err(syn::Error::new(second.span(), "give the namespace once: `name = \"...\"`"));
    }
    let Some(name) = args.name.as_ref().or(args.namespace.as_ref()) else {
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
    let (ops, types, attrs, enums, dependent) =
        (&*args.ops, &*args.types, &*args.attrs, &*args.enums, &*args.dependent);
    let materializer = match &args.materializer {
        Some(m) => quote!(::core::option::Option::Some(#m as #ox::registry::MaterializeConstantFn)),
        None => quote!(::core::option::Option::None),
    };
    let attr_alias = match &args.attr_alias {
        Some(f) => quote!(::core::option::Option::Some(#f as #ox::registry::AttrAliasFn)),
        None => quote!(::core::option::Option::None),
    };
    let op_attr_verifier = match &args.op_attr_verifier {
        Some(f) => quote!(::core::option::Option::Some(#f as #ox::registry::VerifyOpAttrFn)),
        None => quote!(::core::option::Option::None),
    };
    let bytecode = args.bytecode.as_ref().map(|b| quote!(#ox::bytecode::register_dialect_bytecode(#ns, #b);));
    let interfaces = args.interfaces.as_ref().map(|f| quote!(#f(ctx);));
    let passes = args.passes.as_ref().map(|f| {
        quote! {
            fn register_passes() {
                #f()
            }
        }
    });
    let type_hook = if let Some(f) = &args.type_parser {
        quote!(::core::option::Option::Some(#f as #ox::registry::DialectTypeParseFn))
    } else if types.is_empty() || args.core_syntax.is_present() {
        quote!(::core::option::Option::None)
    } else {
        quote!({
            fn parse_type(p: &mut #ox::asm::OpAsmParser<'_, '_>) -> #ox::asm::ParseResult<#ox::Type> {
                #ox::ods::defs::parse_dialect_type(p, #ns, &[
                    #((<#types as #ox::TypeDef>::NAME,
                       <#types as #ox::ods::defs::TypeDefinition>::parse_body as #ox::ods::defs::TypeBodyParseFn),)*
                ])
            }
            ::core::option::Option::Some(parse_type as #ox::registry::DialectTypeParseFn)
        })
    };
    let attr_hook = if attrs.is_empty() || args.core_syntax.is_present() {
        quote!(::core::option::Option::None)
    } else {
        quote!({
            fn parse_attr(
                p: &mut #ox::asm::OpAsmParser<'_, '_>,
                ty: ::core::option::Option<#ox::Type>,
            ) -> #ox::asm::ParseResult<#ox::Attribute> {
                #ox::ods::defs::parse_dialect_attr(p, ty, #ns, &[
                    #((<#attrs as #ox::AttrDef>::NAME,
                       <#attrs as #ox::ods::defs::AttrDefinition>::parse_body as #ox::ods::defs::AttrBodyParseFn),)*
                ])
            }
            ::core::option::Option::Some(parse_attr as #ox::registry::DialectAttrParseFn)
        })
    };
    // Core syntax spells the types and attributes without `!ns.` / `#ns.`: no mnemonics to offer.
    let (type_mnemonics, attr_mnemonics) = if args.core_syntax.is_present() {
        (quote!(&[]), quote!(&[]))
    } else {
        (quote!(&[#(<#types as #ox::TypeDef>::NAME),*]), quote!(&[#(<#attrs as #ox::AttrDef>::NAME),*]))
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
                    verify_op_attr: #op_attr_verifier,
                    type_mnemonics: {
                        const MNEMONICS: &[&str] = #type_mnemonics;
                        MNEMONICS
                    },
                    attr_mnemonics: {
                        const MNEMONICS: &[&str] = #attr_mnemonics;
                        MNEMONICS
                    },
                    type_docs: {
                        const DOCS: &[(&str, fn() -> &'static str)] = &[#((
                            <#types as #ox::TypeDef>::NAME,
                            <#types as #ox::ods::defs::TypeDefinition>::docs as fn() -> &'static str,
                        )),*];
                        DOCS
                    },
                    attr_docs: {
                        const DOCS: &[(&str, fn() -> &'static str)] = &[#((
                            <#attrs as #ox::AttrDef>::NAME,
                            <#attrs as #ox::ods::defs::AttrDefinition>::docs as fn() -> &'static str,
                        )),*];
                        DOCS
                    },
                    ..::core::default::Default::default()
                });
                #(ctx.load_dialect::<#dependent>();)*
                #(ctx.register_op_def::<#ops>();)*
                #bytecode
                #interfaces
            }

            #passes

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
