//! The op's construction API (MLIR's ODS builders, setters and adaptor):
//!
//! - `build(b, loc, operands.., result types.., attributes.., successors.., region counts..)`
//!   creating the op at the insertion point of any `oxir::Builder` (an `OpBuilder`, a rewriter,
//!   an `ImplicitLocOpBuilder`). Result types the op's traits determine are left out
//!   (`SameOperandsAndResultType`, `AllTypesMatch`/`TypesMatchWith` from a single operand,
//!   buildable constraints such as `I1` or `INDEX`); a required attribute takes any
//!   `oxir::ods::IntoAttr` value of the field's kind; optional and default-valued attributes are
//!   not arguments (default-valued ones get their default) and are set with the setters;
//!   single operands take anything `Into<Value>` (a single-result op handle too);
//! - `create(b, ..)`: `build` at the location of an `ImplicitLocOpBuilder`;
//! - `build_inferred` / `create_inferred` for ops whose result types their
//!   `InferTypeOpInterface` computes (and `build` still asks for);
//! - `set_<attr>` for every attribute (and `remove_<attr>` for optional ones);
//! - `From<Op> for OpRef`, and `From<Op> for Value` for single-result ops;
//! - `<Op>Adaptor<'a>`, the typed view of converted operands a conversion pattern receives
//!   (`adaptor.lhs()`), with `impl oxir::ods::HasAdaptor`.

use super::model::{Arity, AttrKind, AttrPresence, OpModel, ValueDef};
use super::ranges::group_range_expr;
use crate::oxir_path;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// Where the builders take a result's type from.
enum ResultType {
    /// An argument `<result>_type`.
    Given,
    /// An expression over the (converted) operand locals and `ctx`.
    Derived(TokenStream),
}

/// The single operand named `name`, if it is one.
fn single_operand<'m>(model: &'m OpModel, name: &str) -> Option<&'m ValueDef> {
    model.operands.iter().find(|o| o.name == name && o.arity == Arity::Single)
}

/// How each result's type is obtained, from the op's traits and constraints.
fn result_types(model: &OpModel) -> Vec<ResultType> {
    let ox = oxir_path();
    let first_single = model.operands.iter().find(|o| o.arity == Arity::Single);
    model
        .results
        .iter()
        .map(|r| {
            if r.arity != Arity::Single {
                return ResultType::Given;
            }
            if let Some(spelling) = r.buildable_type() {
                return ResultType::Derived(quote!(#ox::ods::build::buildable_type(ctx, #spelling)));
            }
            if let (true, Some(o)) = (model.has_trait("SameOperandsAndResultType"), first_single) {
                let f = &param_ident(&o.field);
                return ResultType::Derived(quote!(ctx.value_type(#f)));
            }
            for t in &model.traits {
                let Some(rel) = &t.relation else { continue };
                if t.name == "AllTypesMatch" && t.args.contains(&r.name) {
                    if let Some(o) = t.args.iter().find_map(|n| single_operand(model, n)) {
                        let f = &param_ident(&o.field);
                        return ResultType::Derived(quote!(ctx.value_type(#f)));
                    }
                }
                if t.name == "TypesMatchWith" && t.args.get(1) == Some(&r.name) {
                    if let Some(o) = t.args.first().and_then(|n| single_operand(model, n)) {
                        let f = &param_ident(&o.field);
                        let ty = quote!(ctx.value_type(#f));
                        return ResultType::Derived(match &rel.transform {
                            Some(transform) => quote!(#ox::ods::build::transform_type(&*ctx, #ty, #transform)),
                            None => ty,
                        });
                    }
                }
            }
            ResultType::Given
        })
        .collect()
}

/// The type a required attribute's constraint builds (`I64_ATTR`: `i64`, a dense array's element
/// type), as an `Option<Type>` expression for `IntoAttr::into_attr`.
fn attr_type_hint(a: &super::model::AttrDef) -> TokenStream {
    let ox = oxir_path();
    // Integer constraints the format does not need to know the type of.
    let other = || match a.constraint.as_ref() {
        Some(syn::Expr::Path(p)) => match p.path.segments.last()?.ident.to_string().as_str() {
            "I1_ATTR" => Some("i1"),
            "I8_ATTR" | "I8_ATTR_C" => Some("i8"),
            "I16_ATTR" => Some("i16"),
            _ => None,
        },
        _ => None,
    };
    match a.buildable_type().or_else(|| a.dense_array_element()).or_else(other) {
        Some(t) => quote!(::core::option::Option::Some(#ox::ods::build::buildable_type(ctx, #t))),
        None => quote!(::core::option::Option::None),
    }
}

/// The builders' parameters and the body filling `__st` (with `ctx` in scope), for the result
/// types in `types` (`None`: inferred at run time, no type parameters).
struct Signature {
    params: Vec<TokenStream>,
    args: Vec<TokenStream>,
    body: Vec<TokenStream>,
}

fn signature(model: &OpModel, types: Option<&[ResultType]>) -> Signature {
    let ox = oxir_path();
    let mut params = Vec::new();
    let mut args = Vec::new();
    // Conversions of the arguments, before `ctx` borrows the builder.
    let mut prologue = Vec::new();
    let mut body = Vec::new();
    let mut operand_sizes = Vec::new();
    for o in &model.operands {
        let f = &param_ident(&o.field);
        args.push(quote!(#f));
        match o.arity {
            Arity::Single => {
                params.push(quote!(#f: impl ::core::convert::Into<#ox::Value>));
                prologue.push(quote!(let #f: #ox::Value = #f.into();));
                body.push(quote!(__st.operands.push(#f);));
                operand_sizes.push(quote!(1i32));
            }
            Arity::Optional => {
                params.push(quote!(#f: ::core::option::Option<#ox::Value>));
                body.push(quote!(__st.operands.extend(#f);));
                operand_sizes.push(quote!(#f.is_some() as i32));
            }
            Arity::Variadic => {
                params.push(quote!(#f: &[#ox::Value]));
                body.push(quote!(__st.operands.extend_from_slice(#f);));
                operand_sizes.push(quote!(#f.len() as i32));
            }
            Arity::VariadicOfVariadic => {
                params.push(quote!(#f: &[&[#ox::Value]]));
                let seg = o.segment_attr.clone().unwrap_or_default();
                body.push(quote! {
                    for g in #f {
                        __st.operands.extend_from_slice(g);
                    }
                    __props.push(#ox::NamedAttribute {
                        name: ctx.ident(#seg),
                        value: #ox::ods::op::i32_array(ctx, #f.iter().map(|g| g.len() as i32)),
                    });
                });
                operand_sizes.push(quote!(#f.iter().map(|g| g.len() as i32).sum::<i32>()));
            }
        }
    }
    let mut result_sizes = Vec::new();
    if let Some(types) = types {
        for (r, how) in model.results.iter().zip(types) {
            let f = format_ident!("{}_type", r.field);
            if let ResultType::Derived(e) = how {
                body.push(quote!({ let __ty = #e; __st.result_types.push(__ty); }));
                result_sizes.push(quote!(1i32));
                continue;
            }
            args.push(quote!(#f));
            match r.arity {
                Arity::Single => {
                    params.push(quote!(#f: #ox::Type));
                    body.push(quote!(__st.result_types.push(#f);));
                    result_sizes.push(quote!(1i32));
                }
                Arity::Optional => {
                    params.push(quote!(#f: ::core::option::Option<#ox::Type>));
                    body.push(quote!(__st.result_types.extend(#f);));
                    result_sizes.push(quote!(#f.is_some() as i32));
                }
                _ => {
                    params.push(quote!(#f: &[#ox::Type]));
                    body.push(quote!(__st.result_types.extend_from_slice(#f);));
                    result_sizes.push(quote!(#f.len() as i32));
                }
            }
        }
    }
    for a in &model.attributes {
        // The segment sizes of a variadic-of-variadic operand are computed from its groups above.
        if model.operands.iter().any(|o| o.segment_attr.as_deref() == Some(a.name.as_str())) {
            continue;
        }
        let f = &param_ident(&a.field);
        let aname = &a.name;
        let target = if a.discardable { quote!(__attrs) } else { quote!(__props) };
        match (&a.presence, &a.default) {
            (_, Some(default)) => {
                // Default-valued: the default, as MLIR's builders (and property storage) set it.
                body.push(quote!(#target.push(#ox::NamedAttribute { name: ctx.ident(#aname), value: #default });));
            }
            (AttrPresence::Required, None) => {
                args.push(quote!(#f));
                let value = match &a.kind {
                    AttrKind::Any => {
                        params.push(quote!(#f: #ox::Attribute));
                        quote!(#f)
                    }
                    AttrKind::Def(ty) => {
                        params.push(quote!(#f: impl #ox::ods::IntoAttr<#ty>));
                        let hint = attr_type_hint(a);
                        quote!(#ox::ods::IntoAttr::<#ty>::into_attr(#f, &*ctx, #hint))
                    }
                    AttrKind::Enum(ty) => {
                        params.push(quote!(#f: #ty));
                        quote!(#ox::ods::EnumField::to_attr(#f, &*ctx))
                    }
                    AttrKind::DenseArray(ty) => {
                        params.push(quote!(#f: &[<#ty as #ox::ods::fields::DenseArrayField>::Element]));
                        quote!(<#ty as #ox::ods::fields::DenseArrayField>::to_attr(&*ctx, #f))
                    }
                };
                body.push(quote!(#target.push(#ox::NamedAttribute { name: ctx.ident(#aname), value: #value });));
            }
            // Optional: left out until set.
            _ => {}
        }
    }
    for s in &model.successors {
        let f = &param_ident(&s.field);
        args.push(quote!(#f));
        match s.arity {
            Arity::Single => {
                params.push(quote!(#f: #ox::BlockRef));
                body.push(quote!(__st.successors.push(#f);));
            }
            _ => {
                params.push(quote!(#f: &[#ox::BlockRef]));
                body.push(quote!(__st.successors.extend_from_slice(#f);));
            }
        }
    }
    for r in &model.regions {
        if r.arity == Arity::Variadic {
            let f = format_ident!("num_{}", r.field);
            args.push(quote!(#f));
            params.push(quote!(#f: usize));
            body.push(quote!(for _ in 0..#f { let r = ctx.create_region(); __st.regions.push(r); }));
        } else {
            body.push(quote!({
                let r = ctx.create_region();
                __st.regions.push(r);
            }));
        }
    }
    if model.operand_segments {
        body.push(quote!(__props.push(#ox::NamedAttribute {
            name: ctx.ident("operandSegmentSizes"),
            value: #ox::ods::op::i32_array(ctx, [#(#operand_sizes),*]),
        });));
    }
    if model.result_segments && types.is_some() {
        body.push(quote!(__props.push(#ox::NamedAttribute {
            name: ctx.ident("resultSegmentSizes"),
            value: #ox::ods::op::i32_array(ctx, [#(#result_sizes),*]),
        });));
    }
    prologue.extend(body);
    Signature { params, args, body: prologue }
}

/// The builder parameter standing for a field: the field's name, with `_` added to the names
/// the builders' own parameters and locals use (`b`, `loc`, `ctx`), so that an operand or
/// attribute may be called so.
fn param_ident(field: &syn::Ident) -> syn::Ident {
    if ["b", "loc", "ctx"].iter().any(|r| field == r) {
        format_ident!("{}_", field)
    } else {
        field.clone()
    }
}

/// The builders, setters and adaptor-independent methods, inside the op's `impl`.
pub fn generate(model: &OpModel) -> TokenStream {
    let ox = oxir_path();
    let ident = &model.ident;
    let types = result_types(model);
    let all_derived = types.iter().all(|t| matches!(t, ResultType::Derived(_)));
    let Signature { params, args, body } = signature(model, Some(&types));
    let doc = format!(
        "Creates a `{}` at the builder's insertion point (MLIR's `create(builder, loc, ...)`). Result \
         types the op's traits determine are not arguments; optional attributes are left out (set them \
         with the setters), default-valued ones take their default; regions are created empty.",
        model.name
    );
    let create_doc = format!(
        "Creates a `{}` at the location and insertion point of `b` (MLIR's \
         `create(ImplicitLocOpBuilder &, ...)`): [`Self::build`] without the location.",
        model.name
    );
    let finish = quote! {
        if !__props.is_empty() {
            __st.properties = ::core::option::Option::Some(#ox::builtin::attributes::DictionaryAttr::get(ctx, __props));
        }
        if !__attrs.is_empty() {
            __st.attributes = __attrs;
        }
    };
    let mut out = quote! {
        #[doc = #doc]
        #[allow(clippy::too_many_arguments, unused_mut)]
        pub fn build(b: &mut dyn #ox::Builder, loc: #ox::Attribute, #(#params),*) -> Self {
            let ctx = b.ctx_mut();
            let mut __st = #ox::OperationState::new(ctx.op_name(<Self as #ox::ods::Op>::NAME), loc);
            let mut __props: ::std::vec::Vec<#ox::NamedAttribute> = ::std::vec::Vec::new();
            let mut __attrs: ::std::vec::Vec<#ox::NamedAttribute> = ::std::vec::Vec::new();
            #(#body)*
            #finish
            #ident(b.create(__st))
        }

        #[doc = #create_doc]
        #[allow(clippy::too_many_arguments)]
        pub fn create(b: &mut #ox::ImplicitLocOpBuilder<'_>, #(#params),*) -> Self {
            let loc = b.loc();
            Self::build(b, loc, #(#args),*)
        }
    };
    let fixed_regions = model.regions.iter().filter(|r| r.arity != Arity::Variadic).count();
    let generic_doc = format!(
        "Creates a `{}` from its result types, operands and attributes (MLIR's collective builder): the \
         attributes it declares become its properties, the others stay discardable; its regions are \
         created empty. For code that carries an op over one to one, keeping its attributes.",
        model.name
    );
    out.extend(quote! {
        #[doc = #generic_doc]
        pub fn build_generic(
            b: &mut dyn #ox::Builder,
            loc: #ox::Attribute,
            result_types: &[#ox::Type],
            operands: &[#ox::Value],
            attributes: &[#ox::NamedAttribute],
        ) -> Self {
            let __st = #ox::ods::build::collective_state(
                b.ctx_mut(),
                <Self as #ox::ods::Op>::NAME,
                #fixed_regions,
                loc,
                result_types,
                operands,
                attributes,
            );
            #ident(b.create(__st))
        }
    });
    // Ops whose result types only their `InferTypeOpInterface` knows.
    if !all_derived && model.has_trait("InferTypeOpInterface") && !model.result_segments {
        let Signature { params, args, body } = signature(model, None);
        let doc = format!(
            "Creates a `{}` whose result types its `infer_result_types` computes from the operands and \
             attributes (MLIR's inferred-type builder); the inference's diagnostic when it cannot.",
            model.name
        );
        let create_doc = format!("[`Self::build_inferred`] at the location of `b`, for a `{}`.", model.name);
        out.extend(quote! {
            #[doc = #doc]
            #[allow(clippy::too_many_arguments, unused_mut)]
            pub fn build_inferred(
                b: &mut dyn #ox::Builder,
                loc: #ox::Attribute,
                #(#params),*
            ) -> ::core::result::Result<Self, #ox::Diagnostic> {
                let ctx = b.ctx_mut();
                let mut __st = #ox::OperationState::new(ctx.op_name(<Self as #ox::ods::Op>::NAME), loc);
                let mut __props: ::std::vec::Vec<#ox::NamedAttribute> = ::std::vec::Vec::new();
                let mut __attrs: ::std::vec::Vec<#ox::NamedAttribute> = ::std::vec::Vec::new();
                #(#body)*
                #finish
                __st.result_types = Self::infer_result_types(&*ctx, &__st)?.into_iter().collect();
                ::core::result::Result::Ok(#ident(b.create(__st)))
            }

            #[doc = #create_doc]
            #[allow(clippy::too_many_arguments)]
            pub fn create_inferred(
                b: &mut #ox::ImplicitLocOpBuilder<'_>,
                #(#params),*
            ) -> ::core::result::Result<Self, #ox::Diagnostic> {
                let loc = b.loc();
                Self::build_inferred(b, loc, #(#args),*)
            }
        });
    }
    out.extend(setters(model));
    out
}

/// `set_<attr>` (and `remove_<attr>` for optional attributes): MLIR's generated attribute
/// setters. They change the op directly; on an op a pattern did not create, call them inside
/// the rewriter's `modify_op_in_place`.
fn setters(model: &OpModel) -> TokenStream {
    let ox = oxir_path();
    let mut out = TokenStream::new();
    for a in &model.attributes {
        let aname = &a.name;
        let set = format_ident!("set_{}", a.field);
        let remove = format_ident!("remove_{}", a.field);
        let (set_fn, remove_fn) = if a.discardable {
            (quote!(ctx.set_op_attr(self.0, #aname, __v)), quote!(ctx.remove_op_attr(self.0, #aname)))
        } else {
            (
                quote!(#ox::ods::build::set_property(ctx, self.0, #aname, __v)),
                quote!(#ox::ods::build::remove_property(ctx, self.0, #aname)),
            )
        };
        let hint = attr_type_hint(a);
        let doc = format!("Sets the `{aname}` attribute.");
        match &a.kind {
            AttrKind::Def(_) if a.is_unit() => {
                let doc = format!("Sets (`true`) or removes (`false`) the unit attribute `{aname}`.");
                out.extend(quote! {
                    #[doc = #doc]
                    pub fn #set(self, ctx: &mut #ox::Context, present: bool) {
                        if present {
                            let __v = #ox::builtin::attributes::UnitAttr::get(ctx);
                            #set_fn;
                        } else {
                            #remove_fn;
                        }
                    }
                });
                continue;
            }
            AttrKind::Def(ty) => out.extend(quote! {
                #[doc = #doc]
                pub fn #set(self, ctx: &mut #ox::Context, value: impl #ox::ods::IntoAttr<#ty>) {
                    let __v = #ox::ods::IntoAttr::<#ty>::into_attr(value, &*ctx, #hint);
                    #set_fn;
                }
            }),
            AttrKind::Enum(ty) => out.extend(quote! {
                #[doc = #doc]
                pub fn #set(self, ctx: &mut #ox::Context, value: #ty) {
                    let __v = #ox::ods::EnumField::to_attr(value, &*ctx);
                    #set_fn;
                }
            }),
            AttrKind::DenseArray(ty) => out.extend(quote! {
                #[doc = #doc]
                pub fn #set(self, ctx: &mut #ox::Context, value: &[<#ty as #ox::ods::fields::DenseArrayField>::Element]) {
                    let __v = <#ty as #ox::ods::fields::DenseArrayField>::to_attr(&*ctx, value);
                    #set_fn;
                }
            }),
            AttrKind::Any => out.extend(quote! {
                #[doc = #doc]
                pub fn #set(self, ctx: &mut #ox::Context, value: #ox::Attribute) {
                    let __v = value;
                    #set_fn;
                }
            }),
        }
        if a.presence == AttrPresence::Optional {
            let doc = format!("Removes the `{aname}` attribute; returns whether it was set.");
            out.extend(quote! {
                #[doc = #doc]
                pub fn #remove(self, ctx: &mut #ox::Context) -> bool {
                    #remove_fn
                }
            });
        }
    }
    out
}

/// The items beside the op's `impl`: the conversions of the handle to `OpRef` (and `Value` for a
/// single-result op) and the op's adaptor.
pub fn items(model: &OpModel) -> TokenStream {
    let ox = oxir_path();
    let ident = &model.ident;
    let vis = &model.vis;
    let mut out = quote! {
        impl ::core::convert::From<#ident> for #ox::OpRef {
            fn from(op: #ident) -> #ox::OpRef {
                op.0
            }
        }
    };
    if let [r] = model.results.as_slice() {
        if r.arity == Arity::Single {
            out.extend(quote! {
                /// The op's result.
                impl ::core::convert::From<#ident> for #ox::Value {
                    fn from(op: #ident) -> #ox::Value {
                        #ox::Value::Result { op: op.0, index: 0 }
                    }
                }
            });
        }
    }
    // The adaptor.
    let adaptor = format_ident!("{}Adaptor", ident);
    let n = model.operands.len();
    let same = model.has_trait("SameVariadicOperandSize");
    let ranges: Vec<TokenStream> =
        (0..n).map(|i| group_range_expr(&model.operands, i, model.operand_segments, same, true)).collect();
    let mut accessors = Vec::new();
    let mut vov_fields = Vec::new();
    let mut vov_inits = Vec::new();
    for (i, o) in model.operands.iter().enumerate() {
        let f = &o.field;
        let doc = format!("The converted `{}` operand{}.", o.name, if o.arity == Arity::Single { "" } else { "s" });
        accessors.push(match o.arity {
            Arity::Single => quote! {
                #[doc = #doc]
                pub fn #f(&self) -> #ox::Value {
                    self.operands[self.ranges[#i].start]
                }
            },
            Arity::Optional => quote! {
                #[doc = #doc]
                pub fn #f(&self) -> ::core::option::Option<#ox::Value> {
                    self.operands[self.ranges[#i].clone()].first().copied()
                }
            },
            Arity::Variadic => quote! {
                #[doc = #doc]
                pub fn #f(&self) -> &'a [#ox::Value] {
                    &self.operands[self.ranges[#i].clone()]
                }
            },
            Arity::VariadicOfVariadic => {
                let sizes = format_ident!("{}_sizes", f);
                let seg = o.segment_attr.clone().unwrap_or_default();
                vov_fields.push(quote!(#sizes: ::std::vec::Vec<usize>,));
                vov_inits.push(quote! {
                    #sizes: ctx
                        .op_property(op, #seg)
                        .and_then(|a| a.dyn_cast::<#ox::builtin::attributes::DenseArrayAttr>(ctx))
                        .map(|d| d.values.iter().map(|v| v.try_to_i64().unwrap_or(0).max(0) as usize).collect())
                        .unwrap_or_default(),
                });
                quote! {
                    #[doc = #doc]
                    pub fn #f(&self) -> ::std::vec::Vec<&'a [#ox::Value]> {
                        let all = &self.operands[self.ranges[#i].clone()];
                        let mut out = ::std::vec::Vec::new();
                        let mut at = 0usize;
                        for &s in &self.#sizes {
                            let end = (at + s).min(all.len());
                            out.push(&all[at..end]);
                            at = end;
                        }
                        out
                    }
                }
            }
        });
    }
    let doc = format!(
        "The operands of a `{}` after conversion, by name (MLIR's `{}Adaptor`): what an \
         `OpConversionPattern` of the op receives.",
        model.name, ident
    );
    out.extend(quote! {
        #[doc = #doc]
        #[derive(Clone, Debug)]
        #[allow(dead_code)]
        #vis struct #adaptor<'a> {
            operands: &'a [#ox::Value],
            ranges: [::core::ops::Range<usize>; #n],
            #(#vov_fields)*
        }

        impl<'a> #adaptor<'a> {
            /// The adaptor of `op` over its converted `operands`.
            #[allow(unused_variables)]
            pub fn new(ctx: &#ox::Context, op: #ident, operands: &'a [#ox::Value]) -> Self {
                let op = op.0;
                #adaptor { operands, ranges: [#(#ranges),*], #(#vov_inits)* }
            }

            #(#accessors)*
        }

        impl<'a> #ox::ods::OpAdaptor<'a> for #adaptor<'a> {
            fn operands(&self) -> &'a [#ox::Value] {
                self.operands
            }
        }

        impl #ox::ods::HasAdaptor for #ident {
            type Adaptor<'a> = #adaptor<'a>;
            fn adaptor<'a>(ctx: &#ox::Context, op: Self, operands: &'a [#ox::Value]) -> #adaptor<'a> {
                #adaptor::new(ctx, op, operands)
            }
        }
    });
    out
}
