//! The op's generated verification: the invariants its declaration implies (MLIR's
//! `verifyInvariants`), the check of an attribute dictionary's inherent attributes before the op
//! exists (`verifyInherentAttrs`), and the type relations its traits declare.

use super::model::{Arity, AttrKind, AttrPresence, OpModel, TraitRef, TypeRelation};
use super::ranges::group_range_expr;
use crate::oxir_path;
use proc_macro2::TokenStream;
use quote::quote;

/// `__verify_invariants(ctx, op)`: MLIR's `verifyInvariants` of an ODS op. Counts of operands,
/// results, regions and successors; attributes (present when required, of their kind, satisfying
/// their constraint); operand and result types; type relations; single-block regions.
pub fn invariants(model: &OpModel) -> TokenStream {
    let ox = oxir_path();
    let mut checks = Vec::new();
    // Counts.
    let fixed_operands = model.operands.iter().filter(|o| o.arity == Arity::Single).count();
    let var_operands = model.operands.len() - fixed_operands;
    let fixed_results = model.results.iter().filter(|o| o.arity == Arity::Single).count();
    let var_results = model.results.len() - fixed_results;
    if model.operand_segments {
        let n = model.operands.len();
        checks.push(quote!(#ox::ods::verify::segment_sizes(ctx, op, "operandSegmentSizes", "operand", #n, ctx.num_operands(op))?;));
    } else if var_operands == 0 {
        checks.push(quote!(#ox::ods::verify::num_operands(ctx, op, #fixed_operands)?;));
    } else {
        checks.push(quote!(#ox::ods::verify::num_operands_at_least(ctx, op, #fixed_operands)?;));
    }
    if model.result_segments {
        let n = model.results.len();
        checks.push(
            quote!(#ox::ods::verify::segment_sizes(ctx, op, "resultSegmentSizes", "result", #n, ctx.num_results(op))?;),
        );
    } else if var_results == 0 {
        checks.push(quote!(#ox::ods::verify::num_results(ctx, op, #fixed_results)?;));
    } else {
        checks.push(quote!(#ox::ods::verify::num_results_at_least(ctx, op, #fixed_results)?;));
    }
    let var_regions = model.regions.iter().any(|r| r.arity == Arity::Variadic);
    let n_regions = model.regions.iter().filter(|r| r.arity == Arity::Single).count();
    checks.push(quote!(#ox::ods::verify::num_regions(ctx, op, #n_regions, #var_regions)?;));
    let var_succ = model.successors.iter().any(|r| r.arity == Arity::Variadic);
    let n_succ = model.successors.iter().filter(|r| r.arity == Arity::Single).count();
    checks.push(quote!(#ox::ods::verify::num_successors(ctx, op, #n_succ, #var_succ)?;));
    // Attributes (MLIR checks them before operand and result types).
    for a in &model.attributes {
        let aname = &a.name;
        let get = if a.discardable {
            quote!(ctx.op_attr(op, #aname))
        } else {
            quote!(ctx.op_property(op, #aname).or_else(|| ctx.op_attr(op, #aname)))
        };
        let summary = super::docs::attr_summary(a);
        let constraint = match &a.constraint {
            Some(c) => quote!(#ox::ods::verify::attr(ctx, op, #aname, v, &(#c))?;),
            None => quote!(),
        };
        let fail = |summary: TokenStream| {
            quote! {
                return ::core::result::Result::Err(#ox::ods::verify::op_error(
                    ctx, op, ::std::format!("attribute '{}' failed to satisfy constraint: {}", #aname, #summary)));
            }
        };
        let kind_check = match &a.kind {
            AttrKind::Any => quote!(),
            AttrKind::Def(ty) => {
                let fail = fail(quote!(#summary));
                quote!(if v.dyn_cast::<#ty>(ctx).is_none() { #fail })
            }
            // A constraint given with an enum or dense-array field replaces its own check.
            AttrKind::Enum(_) | AttrKind::DenseArray(_) if a.constraint.is_some() => quote!(),
            AttrKind::Enum(ty) => {
                let fail = fail(quote!(<#ty as #ox::ods::EnumField>::ATTR_SUMMARY));
                quote!(if <#ty as #ox::ods::EnumField>::from_attr(ctx, v).is_none() { #fail })
            }
            AttrKind::DenseArray(ty) => {
                let fail = fail(quote!(<#ty as #ox::ods::fields::DenseArrayField>::ATTR_SUMMARY));
                quote!(if <#ty as #ox::ods::fields::DenseArrayField>::from_attr(ctx, v).is_none() { #fail })
            }
        };
        if a.presence == AttrPresence::Required {
            checks.push(quote! {
                let v = #ox::ods::verify::required_attr(ctx, op, #aname, #get)?;
                #kind_check
                #constraint
            });
        } else {
            checks.push(quote! {
                if let ::core::option::Option::Some(v) = #get {
                    #kind_check
                    #constraint
                }
            });
        }
    }
    // Operand and result types. Each distinct constraint keeps the last type that satisfied it,
    // so values of one type (an `arith.addi`'s three) check it once; a failing check returns.
    let same_operands = model.has_trait("SameVariadicOperandSize");
    let same_results = model.has_trait("SameVariadicResultSize");
    let mut constraint_texts: Vec<String> = Vec::new();
    for (defs, kind, segments, same, is_operand) in [
        (&model.operands, "operand", model.operand_segments, same_operands, true),
        (&model.results, "result", model.result_segments, same_results, false),
    ] {
        for (i, d) in defs.iter().enumerate() {
            let Some(c) = &d.constraint else { continue };
            let range = group_range_expr(defs, i, segments, same, is_operand);
            let value = if is_operand { quote!(ctx.operand(op, idx)) } else { quote!(ctx.result(op, idx)) };
            // MLIR summarizes `Variadic<T>` (and `VariadicOfVariadic<T>`) as `variadic of <T>`.
            let check = if matches!(d.arity, Arity::Variadic | Arity::VariadicOfVariadic) {
                quote!(variadic_value_type)
            } else {
                quote!(value_type)
            };
            let text = quote!(#c).to_string();
            let slot = match constraint_texts.iter().position(|t| *t == text) {
                Some(k) => k,
                None => {
                    constraint_texts.push(text);
                    constraint_texts.len() - 1
                }
            };
            let passed = quote::format_ident!("__passed{}", slot);
            checks.push(quote! {
                for idx in #range {
                    let __ty = ctx.value_type(#value);
                    if #passed != ::core::option::Option::Some(__ty) {
                        #ox::ods::verify::#check(ctx, op, #kind, idx, __ty, &(#c))?;
                        #passed = ::core::option::Option::Some(__ty);
                    }
                }
            });
        }
    }
    // Type relations (MLIR's `PredOpTrait`s), after the operand and result types as ODS orders them.
    for t in &model.traits {
        if let Some(rel) = &t.relation {
            checks.push(relation(model, t, rel));
        }
    }
    for (i, r) in model.regions.iter().enumerate() {
        if !r.single_block {
            continue;
        }
        let n = &r.name;
        // `VariadicRegion<SizedRegion<1>>` constrains each region of the group.
        checks.push(if r.arity == Arity::Variadic {
            quote! {
                for idx in #i..ctx.op_regions(op).len() {
                    #ox::ods::verify::single_block_region(ctx, op, idx, #n)?;
                }
            }
        } else {
            quote!(#ox::ods::verify::single_block_region(ctx, op, #i, #n)?;)
        });
    }
    let passed = (0..constraint_texts.len()).map(|k| quote::format_ident!("__passed{}", k));
    quote! {
        #[doc(hidden)]
        pub fn __verify_invariants(ctx: &#ox::Context, op: #ox::OpRef) -> ::core::result::Result<(), #ox::Diagnostic> {
            #(let mut #passed: ::core::option::Option<#ox::Type> = ::core::option::Option::None;)*
            #(#checks)*
            ::core::result::Result::Ok(())
        }
    }
}

/// ODS's `verifyInherentAttrs` (the inherent attributes of an attribute dictionary checked
/// against their kinds and constraints, in declaration order, before the op exists) and the
/// property conversion check (an attribute of the storage's kind).
pub fn inherent_attrs(model: &OpModel) -> TokenStream {
    let ox = oxir_path();
    let mut checks = Vec::new();
    let mut kinds = Vec::new();
    for a in model.attributes.iter().filter(|a| !a.discardable) {
        let aname = &a.name;
        let summary = super::docs::attr_summary(a);
        let constraint = match &a.constraint {
            Some(c) => quote! {
                if !(#c).matches(ctx, v) {
                    return ::core::result::Result::Err(
                        ::std::format!("attribute '{}' failed to satisfy constraint: {}", #aname, (#c).summary));
                }
            },
            None => quote!(),
        };
        let (kind, summary) = match &a.kind {
            AttrKind::Any => (quote!(true), quote!(#summary)),
            AttrKind::Def(ty) => (quote!(v.dyn_cast::<#ty>(ctx).is_some()), quote!(#summary)),
            AttrKind::Enum(ty) => (
                quote!(<#ty as #ox::ods::EnumField>::from_attr(ctx, v).is_some()),
                quote!(<#ty as #ox::ods::EnumField>::ATTR_SUMMARY),
            ),
            AttrKind::DenseArray(ty) => (
                quote!(<#ty as #ox::ods::fields::DenseArrayField>::from_attr(ctx, v).is_some()),
                quote!(<#ty as #ox::ods::fields::DenseArrayField>::ATTR_SUMMARY),
            ),
        };
        // The constraint's predicate includes the kind; without one, the kind is the constraint.
        let check = if a.constraint.is_some() {
            constraint
        } else {
            quote! {
                if !(#kind) {
                    return ::core::result::Result::Err(
                        ::std::format!("attribute '{}' failed to satisfy constraint: {}", #aname, #summary));
                }
            }
        };
        checks.push(quote! {
            if let ::core::option::Option::Some(v) = __find(#aname) {
                #check
            }
        });
        // The property conversion checks the storage's kind; an enum's case is the verifier's.
        let storage_kind = match &a.kind {
            AttrKind::Enum(ty) => quote!(<#ty as #ox::ods::EnumField>::is_storage(ctx, v)),
            _ => kind,
        };
        kinds.push(quote!(#aname => #storage_kind,));
    }
    quote! {
        #[doc(hidden)]
        pub fn __verify_inherent_attrs(
            ctx: &#ox::Context,
            attrs: &[#ox::NamedAttribute],
        ) -> ::core::result::Result<(), ::std::string::String> {
            let __find = |n: &str| attrs.iter().find(|a| ctx.ident_str(a.name) == n).map(|a| a.value);
            let _ = &__find;
            #(#checks)*
            ::core::result::Result::Ok(())
        }

        #[doc(hidden)]
        pub fn __property_convertible(ctx: &#ox::Context, name: &str, v: #ox::Attribute) -> bool {
            let _ = (ctx, v);
            match name {
                #(#kinds)*
                _ => true,
            }
        }
    }
}

/// The types of the operand group, result group or typed attribute named `name`, as a
/// `Vec<Type>` expression (`ctx`, `op` in scope), and whether it is a variable-length group.
fn named_types_expr(model: &OpModel, name: &str) -> (TokenStream, bool) {
    let ox = oxir_path();
    for (defs, segments, same, is_operand) in [
        (&model.operands, model.operand_segments, model.has_trait("SameVariadicOperandSize"), true),
        (&model.results, model.result_segments, model.has_trait("SameVariadicResultSize"), false),
    ] {
        let Some(i) = defs.iter().position(|d| d.name == name) else { continue };
        let range = group_range_expr(defs, i, segments, same, is_operand);
        let value = if is_operand { quote!(ctx.operand(op, idx)) } else { quote!(ctx.result(op, idx)) };
        let expr = quote!((#range).map(|idx| ctx.value_type(#value)).collect::<::std::vec::Vec<#ox::Type>>());
        return (expr, defs[i].arity.is_variable());
    }
    let get = match model.attributes.iter().find(|a| a.name == name) {
        Some(a) if a.discardable => quote!(ctx.op_attr(op, #name)),
        _ => quote!(ctx.op_property(op, #name).or_else(|| ctx.op_attr(op, #name))),
    };
    (quote!(#ox::ods::verify::attr_types(ctx, #get)), false)
}

/// The check of an `AllTypesMatch<[...]>` or `TypesMatchWith<...>` relation.
fn relation(model: &OpModel, t: &TraitRef, rel: &TypeRelation) -> TokenStream {
    let ox = oxir_path();
    if t.name == "AllTypesMatch" {
        let groups = t.args.iter().map(|n| named_types_expr(model, n).0);
        let names = t.args.join(", ");
        return quote!(#ox::ods::verify::all_types_match(ctx, op, #names, &[#(#groups),*])?;);
    }
    let (from, _) = named_types_expr(model, &t.args[0]);
    let (to, to_variadic) = named_types_expr(model, &t.args[1]);
    let transform = match &rel.transform {
        Some(f) => f.clone(),
        None => quote!(|_: &#ox::Context, ty: #ox::Type| ty),
    };
    let summary = &rel.summary;
    quote!(#ox::ods::verify::types_match_with(ctx, op, &#from, &#to, #to_variadic, #transform, #summary)?;)
}
