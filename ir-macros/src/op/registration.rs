//! What the op registers with its dialect: `impl OpDefinition` whose `op_info()` names the op's
//! traits (with their verifiers), inherent attributes, generated and user functions, interfaces
//! and property defaults, and whose `docs()` is its Markdown reference.

use super::assembly::AssemblyFns;
use super::model::{Arity, OpModel};
use crate::oxir_path;
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;
use syn::Path;

/// `impl OpDefinition for <op>`.
pub fn generate(model: &OpModel, assembly: &AssemblyFns) -> TokenStream {
    let ox = oxir_path();
    let ident = &model.ident;
    let name = &model.name;
    let trait_paths: Vec<&Path> = model.traits.iter().map(|t| &t.path).collect();
    let trait_spans = model.traits.iter().map(|t| t.span);
    let trait_checks = trait_paths
        .iter()
        .zip(trait_spans)
        .map(|(p, span)| quote_spanned!(span=> <#p as #ox::registry::OpTrait>::verify));
    let trait_region_checks = trait_paths
        .iter()
        .zip(model.traits.iter().map(|t| t.span))
        .map(|(p, span)| quote_spanned!(span=> <#p as #ox::registry::OpTrait>::verify_region));
    // The verifiers of the declared interfaces that have one (`OpInterfaceVerifier`), after the
    // traits' in declaration order, each in the list its `WITH_REGIONS` picks.
    let interface_verifiers: Vec<TokenStream> = model
        .interfaces
        .iter()
        .map(|i| {
            let path = &i.path;
            quote_spanned!(path.span()=> {
                #[allow(unused_imports)]
                use #ox::interfaces::__verifier_probe::{ViaNoVerifier as _, ViaVerifier as _};
                (&&#ox::interfaces::__verifier_probe::Probe::<dyn #path>::new()).interface_verifier()
            })
        })
        .collect();
    // The verifier list of the traits, then of the interfaces whose `WITH_REGIONS` is
    // `with_regions`.
    let verifier_list = |trait_checks: Vec<TokenStream>, with_regions: bool| {
        let traits = quote!(::std::vec![#(#trait_checks),*]);
        if interface_verifiers.is_empty() {
            return traits;
        }
        quote!({
            let mut __v: ::std::vec::Vec<#ox::registry::VerifyFn> = #traits;
            __v.extend(
                [#(#interface_verifiers),*]
                    .into_iter()
                    .flatten()
                    .filter(|&(_, regions)| regions == #with_regions)
                    .map(|(f, _)| f),
            );
            __v
        })
    };
    let trait_verifiers = verifier_list(trait_checks.collect(), false);
    let trait_region_verifiers = verifier_list(trait_region_checks.collect(), true);
    let inherent = model.inherent_attr_names();
    let required = model.required_attr_names();
    let (num_operand_groups, num_result_groups) = (model.operands.len(), model.results.len());
    let native_properties: Vec<TokenStream> = model
        .attributes
        .iter()
        .filter_map(|a| {
            let kind = a.native.as_deref()?;
            let name = &a.name;
            Some(match kind.strip_prefix('i').and_then(|w| w.parse::<u32>().ok()) {
                Some(w) => quote!((#name, #ox::registry::NativeProperty::Int(#w))),
                None => quote!((#name, #ox::registry::NativeProperty::Unit)),
            })
        })
        .collect();
    let opt_path = |p: &Option<Path>| match p {
        Some(p) => quote!(::core::option::Option::Some(#p)),
        None => quote!(::core::option::Option::None),
    };
    let hooks = &model.hooks;
    let verifier = opt_path(&hooks.verifier);
    let region_verifier = opt_path(&hooks.region_verifier);
    let symbol_uses_verifier = opt_path(&hooks.symbol_uses_verifier);
    let folder = opt_path(&hooks.folder);
    let asm_result_names = match &hooks.asm_result_names {
        Some(_) => opt_path(&hooks.asm_result_names),
        None => default_result_names(model),
    };
    let branch = opt_path(&hooks.branch);
    let mut interfaces: Vec<TokenStream> = model
        .interfaces
        .iter()
        .map(|i| {
            let (path, model) = (&i.path, &i.model);
            quote_spanned!(model.span()=> #ox::registry::InterfaceEntry::new::<dyn #path>(::std::sync::Arc::new(#model)))
        })
        .collect();
    if model.has_trait("InferTypeOpInterface") {
        interfaces.push(quote!(#ox::registry::InterfaceEntry::new::<dyn #ox::interfaces::InferResultTypes>(
            ::std::sync::Arc::new(#ox::interfaces::InferFn(#ident::infer_result_types))
        )));
    }
    if let Some(f) = &hooks.canonicalizer {
        interfaces.push(quote!(#ox::registry::InterfaceEntry::new::<#ox::rewrite::CanonicalizationPatterns>(
            ::std::sync::Arc::new(#ox::rewrite::CanonicalizationPatterns(#f))
        )));
    }
    let default_dialect = match &model.default_dialect {
        Some(d) => quote!(::core::option::Option::Some(#d)),
        None => quote!(::core::option::Option::None),
    };
    let default_props: Vec<TokenStream> = model
        .attributes
        .iter()
        .filter(|a| !a.discardable && !a.optional_storage)
        .filter_map(|a| {
            let d = a.default.as_ref()?;
            let aname = &a.name;
            Some(quote!(#ox::NamedAttribute { name: ctx.ident(#aname), value: { let __d: #ox::Attribute = #d; __d } }))
        })
        .collect();
    let property_defaults = if default_props.is_empty() {
        quote!(::core::option::Option::None)
    } else {
        quote!(::core::option::Option::Some({
            fn __defaults(ctx: &#ox::Context) -> ::std::vec::Vec<#ox::NamedAttribute> {
                ::std::vec![#(#default_props),*]
            }
            __defaults as fn(&#ox::Context) -> ::std::vec::Vec<#ox::NamedAttribute>
        }))
    };
    let (docs_template, docs_slots) = super::docs::op_docs(model);
    let eqsat_rules = &model.eqsat_rules;
    let eqsat_cost = match &model.eqsat_cost {
        Some(c) => quote! { ::core::option::Option::Some(#c) },
        None => quote! { ::core::option::Option::None },
    };
    let (parse_ref, print_ref) = (&assembly.parse_ref, &assembly.print_ref);
    quote! {
        impl #ox::ods::OpDefinition for #ident {
            // Fields added to `OpInfo` later keep their defaults.
            #[allow(clippy::needless_update)]
            fn op_info() -> #ox::OpInfo {
                #ox::OpInfo {
                    name: #name,
                    traits: ::std::vec![#(::core::any::TypeId::of::<#trait_paths>()),*],
                    inherent_attrs: ::std::vec![#(#inherent),*],
                    required_attrs: ::std::vec![#(#required),*],
                    native_properties: ::std::vec![#(#native_properties),*],
                    num_operand_groups: #num_operand_groups,
                    num_result_groups: #num_result_groups,
                    verify_inherent_attrs: ::core::option::Option::Some(#ident::__verify_inherent_attrs),
                    property_convertible: ::core::option::Option::Some(#ident::__property_convertible),
                    parse: #parse_ref,
                    print: #print_ref,
                    trait_verifiers: #trait_verifiers,
                    trait_region_verifiers: #trait_region_verifiers,
                    verify_invariants: ::core::option::Option::Some(#ident::__verify_invariants),
                    verify: #verifier,
                    verify_region: #region_verifier,
                    verify_symbol_uses: #symbol_uses_verifier,
                    fold: #folder,
                    asm_result_names: #asm_result_names,
                    docs: <Self as #ox::ods::OpDefinition>::docs(),
                    default_dialect: #default_dialect,
                    property_defaults: #property_defaults,
                    branch: #branch,
                    eqsat_rules: #eqsat_rules,
                    eqsat_cost: #eqsat_cost,
                    interfaces: ::std::vec![#(#interfaces),*],
                    ..::core::default::Default::default()
                }
            }
            fn docs() -> &'static str {
                static DOCS: ::std::sync::OnceLock<::std::string::String> = ::std::sync::OnceLock::new();
                DOCS.get_or_init(|| {
                    #ox::ods::defs::fill_constraint_summaries(#docs_template, &[#(#docs_slots),*])
                })
            }
        }
    }
}

/// ODS's generated `getAsmResultNames` (MLIR's `OpEmitter::genOpAsmInterface`): an op declaring
/// two or more results, and no names hook of its own, names each result by its declared name
/// (`%sum, %overflow = ...`). Only ops whose results are all single values get it here: the
/// position of a result after a variadic or optional one depends on the op's segment sizes.
fn default_result_names(model: &OpModel) -> TokenStream {
    let ox = oxir_path();
    let all_single = model.results.iter().all(|r| r.arity == Arity::Single);
    if model.results.len() < 2 || !all_single {
        return quote!(::core::option::Option::None);
    }
    let names: Vec<&String> = model.results.iter().map(|r| &r.name).collect();
    let indices: Vec<u32> = (0..names.len() as u32).collect();
    quote! {
        ::core::option::Option::Some({
            fn __default_result_names(_: &#ox::Context, _: #ox::OpRef) -> ::std::vec::Vec<(u32, ::std::string::String)> {
                ::std::vec![#((#indices, ::std::string::String::from(#names))),*]
            }
            __default_result_names
        })
    }
}
