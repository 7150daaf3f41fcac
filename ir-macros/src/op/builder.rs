//! The op's builders: `build(b, loc, operands.., result types.., attributes.., successors..,
//! region counts..)` creating the op at the builder's insertion point, and for ops that infer
//! their result types `build_inferred` without the result types (MLIR's builders of both kinds).

use super::model::{Arity, AttrDef, AttrKind, AttrPresence, OpModel};
use crate::oxir_path;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// The `build` function (result types given), or with `inferred` the `build_inferred` function
/// (result types computed by the op's `infer_result_types`, MLIR's inferred-type builders).
pub fn generate(model: &OpModel, inferred: bool) -> TokenStream {
    let ox = oxir_path();
    let ident = &model.ident;
    let mut params = Vec::new();
    let mut body = Vec::new();
    let mut operand_sizes = Vec::new();
    for o in &model.operands {
        let f = &o.field;
        match o.arity {
            Arity::Single => {
                params.push(quote!(#f: #ox::Value));
                body.push(quote!(st.operands.push(#f);));
                operand_sizes.push(quote!(1i32));
            }
            Arity::Optional => {
                params.push(quote!(#f: ::core::option::Option<#ox::Value>));
                body.push(quote!(st.operands.extend(#f);));
                operand_sizes.push(quote!(#f.is_some() as i32));
            }
            Arity::Variadic => {
                params.push(quote!(#f: &[#ox::Value]));
                body.push(quote!(st.operands.extend_from_slice(#f);));
                operand_sizes.push(quote!(#f.len() as i32));
            }
            Arity::VariadicOfVariadic => {
                params.push(quote!(#f: &[&[#ox::Value]]));
                let seg = o.segment_attr.clone().unwrap_or_default();
                body.push(quote! {
                    for g in #f {
                        st.operands.extend_from_slice(g);
                    }
                    props.push(#ox::NamedAttribute {
                        name: ctx.ident(#seg),
                        value: #ox::ods::op::i32_array(ctx, #f.iter().map(|g| g.len() as i32)),
                    });
                });
                operand_sizes.push(quote!(#f.iter().map(|g| g.len() as i32).sum::<i32>()));
            }
        }
    }
    let mut result_sizes = Vec::new();
    for r in model.results.iter().filter(|_| !inferred) {
        let f = format_ident!("{}_type", r.field);
        match r.arity {
            Arity::Single => {
                params.push(quote!(#f: #ox::Type));
                body.push(quote!(st.result_types.push(#f);));
                result_sizes.push(quote!(1i32));
            }
            Arity::Optional => {
                params.push(quote!(#f: ::core::option::Option<#ox::Type>));
                body.push(quote!(st.result_types.extend(#f);));
                result_sizes.push(quote!(#f.is_some() as i32));
            }
            _ => {
                params.push(quote!(#f: &[#ox::Type]));
                body.push(quote!(st.result_types.extend_from_slice(#f);));
                result_sizes.push(quote!(#f.len() as i32));
            }
        }
    }
    for a in &model.attributes {
        let default = &a.default;
        let f = &a.field;
        let aname = &a.name;
        let target = if a.discardable { quote!(attrs) } else { quote!(props) };
        // The parameter's type and the attribute it gives (`#f` an `Option` of it when not required).
        let (param_ty, to_attr) = attr_param(a);
        match (&a.presence, default) {
            (AttrPresence::Required, _) => {
                params.push(quote!(#f: #param_ty));
                body.push(quote!(let #f: #ox::Attribute = #to_attr;));
                body.push(quote!(#target.push(#ox::NamedAttribute { name: ctx.ident(#aname), value: #f });));
            }
            (_, Some(default)) => {
                // `None` takes the default, as MLIR's builders (and property storage) do.
                params.push(quote!(#f: ::core::option::Option<#param_ty>));
                body.push(quote!(let #f: ::core::option::Option<#ox::Attribute> = #f.map(|#f| #to_attr);));
                body.push(quote! {
                    let v = match #f {
                        ::core::option::Option::Some(v) => v,
                        ::core::option::Option::None => #default,
                    };
                    #target.push(#ox::NamedAttribute { name: ctx.ident(#aname), value: v });
                });
            }
            _ => {
                params.push(quote!(#f: ::core::option::Option<#param_ty>));
                body.push(quote!(let #f: ::core::option::Option<#ox::Attribute> = #f.map(|#f| #to_attr);));
                body.push(quote! {
                    if let ::core::option::Option::Some(v) = #f {
                        #target.push(#ox::NamedAttribute { name: ctx.ident(#aname), value: v });
                    }
                });
            }
        }
    }
    for s in &model.successors {
        let f = &s.field;
        match s.arity {
            Arity::Single => {
                params.push(quote!(#f: #ox::BlockRef));
                body.push(quote!(st.successors.push(#f);));
            }
            _ => {
                params.push(quote!(#f: &[#ox::BlockRef]));
                body.push(quote!(st.successors.extend_from_slice(#f);));
            }
        }
    }
    let mut region_params = Vec::new();
    for r in &model.regions {
        if r.arity == Arity::Variadic {
            let f = format_ident!("num_{}", r.field);
            params.push(quote!(#f: usize));
            region_params.push(quote!(for _ in 0..#f { let r = ctx.create_region(); st.regions.push(r); }));
        } else {
            region_params.push(quote!({
                let r = ctx.create_region();
                st.regions.push(r);
            }));
        }
    }
    let seg_operands = model.operand_segments.then(|| {
        quote!(props.push(#ox::NamedAttribute {
            name: ctx.ident("operandSegmentSizes"),
            value: #ox::ods::op::i32_array(ctx, [#(#operand_sizes),*]),
        });)
    });
    let seg_results = model.result_segments.then(|| {
        quote!(props.push(#ox::NamedAttribute {
            name: ctx.ident("resultSegmentSizes"),
            value: #ox::ods::op::i32_array(ctx, [#(#result_sizes),*]),
        });)
    });
    let doc = format!(
        "Creates a `{}` at the builder's insertion point. Regions are created empty; optional attributes are \
         left out when `None`, default-valued ones take their default.",
        model.name
    );
    if inferred {
        let doc = format!(
            "Creates a `{}` whose result types its `infer_result_types` computes from the operands and \
             attributes (MLIR's inferred-type builder); the inference's diagnostic when it cannot.",
            model.name
        );
        return quote! {
            #[doc = #doc]
            #[allow(clippy::too_many_arguments, unused_mut)]
            pub fn build_inferred(
                b: &mut #ox::OpBuilder<'_>,
                loc: #ox::Attribute,
                #(#params),*
            ) -> ::core::result::Result<Self, #ox::Diagnostic> {
                let ctx = b.ctx();
                let name = ctx.op_name(<Self as #ox::ods::Op>::NAME);
                let mut st = #ox::OperationState::new(name, loc);
                let mut props: ::std::vec::Vec<#ox::NamedAttribute> = ::std::vec::Vec::new();
                let mut attrs: ::std::vec::Vec<#ox::NamedAttribute> = ::std::vec::Vec::new();
                #(#body)*
                #seg_operands
                #(#region_params)*
                if !props.is_empty() {
                    st.properties = ::core::option::Option::Some(#ox::builtin::attributes::DictionaryAttr::get(ctx, props));
                }
                st.attributes = attrs;
                st.result_types = Self::infer_result_types(&*ctx, &st)?.into_iter().collect();
                ::core::result::Result::Ok(#ident(b.create(st)))
            }
        };
    }
    quote! {
        #[doc = #doc]
        #[allow(clippy::too_many_arguments, unused_mut)]
        pub fn build(b: &mut #ox::OpBuilder<'_>, loc: #ox::Attribute, #(#params),*) -> Self {
            let ctx = b.ctx();
            let name = ctx.op_name(<Self as #ox::ods::Op>::NAME);
            let mut st = #ox::OperationState::new(name, loc);
            let mut props: ::std::vec::Vec<#ox::NamedAttribute> = ::std::vec::Vec::new();
            let mut attrs: ::std::vec::Vec<#ox::NamedAttribute> = ::std::vec::Vec::new();
            #(#body)*
            #seg_operands
            #seg_results
            #(#region_params)*
            if !props.is_empty() {
                st.properties = ::core::option::Option::Some(#ox::builtin::attributes::DictionaryAttr::get(ctx, props));
            }
            st.attributes = attrs;
            #ident(b.create(st))
        }
    }
}

/// The builder parameter of an attribute field and the expression turning it (named as the
/// field) into the `Attribute` stored: the attribute itself, except for an enum field (the case)
/// and a dense-array field (a slice of the elements).
fn attr_param(a: &AttrDef) -> (TokenStream, TokenStream) {
    let ox = oxir_path();
    let f = &a.field;
    match &a.kind {
        AttrKind::Any | AttrKind::Def(_) => (quote!(#ox::Attribute), quote!(#f)),
        AttrKind::Enum(ty) => (quote!(#ty), quote!(#ox::ods::EnumField::to_attr(#f, ctx))),
        AttrKind::DenseArray(ty) => (
            quote!(&[<#ty as #ox::ods::fields::DenseArrayField>::Element]),
            quote!(<#ty as #ox::ods::fields::DenseArrayField>::to_attr(ctx, #f)),
        ),
    }
}
