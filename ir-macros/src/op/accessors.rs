//! The op handle's accessors: one per declared operand, result, attribute, region and
//! successor, named after its field (`lhs(ctx)`, `value(ctx)` / `value_attr(ctx)`, `body(ctx)`).

use super::model::{Arity, AttrKind, OpModel};
use super::ranges::group_range_expr;
use crate::oxir_path;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// The accessor methods of the op handle.
pub fn generate(model: &OpModel) -> Vec<TokenStream> {
    let ox = oxir_path();
    let mut accessors = Vec::new();
    let same_operands = model.has_trait("SameVariadicOperandSize");
    let same_results = model.has_trait("SameVariadicResultSize");
    for (i, d) in model.operands.iter().enumerate() {
        let f = &d.field;
        let range = group_range_expr(&model.operands, i, model.operand_segments, same_operands, true);
        let doc = format!("The `{}` operand{}.", d.name, if d.arity == Arity::Single { "" } else { "s" });
        accessors.push(match d.arity {
            Arity::Single => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &#ox::Context) -> #ox::Value {
                    let op = self.0;
                    ctx.operand(op, (#range).start)
                }
            },
            Arity::Optional => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &#ox::Context) -> ::core::option::Option<#ox::Value> {
                    let op = self.0;
                    let r = #range;
                    (r.start < r.end).then(|| ctx.operand(op, r.start))
                }
            },
            Arity::Variadic => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &#ox::Context) -> ::std::vec::Vec<#ox::Value> {
                    let op = self.0;
                    let r = #range;
                    ctx.operands(op).skip(r.start).take(r.end - r.start).collect()
                }
            },
            Arity::VariadicOfVariadic => {
                let seg = d.segment_attr.clone().unwrap_or_default();
                quote! {
                    #[doc = #doc]
                    pub fn #f(self, ctx: &#ox::Context) -> ::std::vec::Vec<::std::vec::Vec<#ox::Value>> {
                        let op = self.0;
                        let r = #range;
                        let all: ::std::vec::Vec<#ox::Value> = ctx.operands(op).skip(r.start).take(r.end - r.start).collect();
                        let sizes: ::std::vec::Vec<usize> = ctx
                            .op_property(op, #seg)
                            .and_then(|a| a.dyn_cast::<#ox::builtin::attributes::DenseArrayAttr>(ctx))
                            .map(|d| d.values.iter().map(|v| v.try_to_i64().unwrap_or(0).max(0) as usize).collect())
                            .unwrap_or_default();
                        let mut out = ::std::vec::Vec::new();
                        let mut at = 0usize;
                        for s in sizes {
                            let end = (at + s).min(all.len());
                            out.push(all[at..end].to_vec());
                            at = end;
                        }
                        out
                    }
                }
            }
        });
    }
    for (i, d) in model.results.iter().enumerate() {
        let f = &d.field;
        let range = group_range_expr(&model.results, i, model.result_segments, same_results, false);
        let doc = format!("The `{}` result{}.", d.name, if d.arity == Arity::Single { "" } else { "s" });
        accessors.push(match d.arity {
            Arity::Single => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &#ox::Context) -> #ox::Value {
                    let op = self.0;
                    ctx.result(op, (#range).start)
                }
            },
            Arity::Optional => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &#ox::Context) -> ::core::option::Option<#ox::Value> {
                    let op = self.0;
                    let r = #range;
                    (r.start < r.end).then(|| ctx.result(op, r.start))
                }
            },
            _ => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &#ox::Context) -> ::std::vec::Vec<#ox::Value> {
                    let op = self.0;
                    let r = #range;
                    ctx.results(op).skip(r.start).take(r.end - r.start).collect()
                }
            },
        });
    }
    for a in &model.attributes {
        let f = &a.field;
        let f_attr = format_ident!("{}_attr", f);
        let aname = &a.name;
        let get = if a.discardable {
            quote!(ctx.op_attr(self.0, #aname))
        } else {
            quote!(ctx.op_property(self.0, #aname).or_else(|| ctx.op_attr(self.0, #aname)))
        };
        let doc = format!("The `{aname}` attribute, as its definition.");
        let doc_attr = format!("The `{aname}` attribute.");
        let ty = match &a.kind {
            // An `Attribute` field holds any attribute: its accessor returns it as is.
            AttrKind::Any => {
                accessors.push(quote! {
                    #[doc = #doc_attr]
                    pub fn #f(self, ctx: &#ox::Context) -> ::core::option::Option<#ox::Attribute> {
                        #get
                    }
                });
                continue;
            }
            AttrKind::Def(ty) => ty,
            AttrKind::Enum(ty) => {
                let doc = format!("The `{aname}` attribute, as the case it holds.");
                accessors.push(quote! {
                    #[doc = #doc_attr]
                    pub fn #f_attr(self, ctx: &#ox::Context) -> ::core::option::Option<#ox::Attribute> {
                        #get
                    }
                    #[doc = #doc]
                    pub fn #f(self, ctx: &#ox::Context) -> ::core::option::Option<#ty> {
                        <#ty as #ox::ods::EnumField>::from_attr(ctx, self.#f_attr(ctx)?)
                    }
                });
                continue;
            }
            AttrKind::DenseArray(ty) => {
                let doc = format!("The `{aname}` attribute, as its elements.");
                accessors.push(quote! {
                    #[doc = #doc_attr]
                    pub fn #f_attr(self, ctx: &#ox::Context) -> ::core::option::Option<#ox::Attribute> {
                        #get
                    }
                    #[doc = #doc]
                    pub fn #f(
                        self,
                        ctx: &#ox::Context,
                    ) -> ::core::option::Option<::std::vec::Vec<<#ty as #ox::ods::fields::DenseArrayField>::Element>> {
                        <#ty as #ox::ods::fields::DenseArrayField>::from_attr(ctx, self.#f_attr(ctx)?)
                    }
                });
                continue;
            }
        };
        accessors.push(quote! {
            #[doc = #doc_attr]
            pub fn #f_attr(self, ctx: &#ox::Context) -> ::core::option::Option<#ox::Attribute> {
                #get
            }
            #[doc = #doc]
            pub fn #f(self, ctx: &#ox::Context) -> ::core::option::Option<&#ty> {
                self.#f_attr(ctx)?.dyn_cast::<#ty>(ctx)
            }
        });
    }
    for (i, r) in model.regions.iter().enumerate() {
        let f = &r.field;
        let doc = format!("The `{}` region{}.", r.name, if r.arity == Arity::Single { "" } else { "s" });
        accessors.push(match r.arity {
            Arity::Single => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &#ox::Context) -> #ox::RegionRef {
                    ctx.op_regions(self.0)[#i]
                }
            },
            _ => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &#ox::Context) -> ::std::vec::Vec<#ox::RegionRef> {
                    ctx.op_regions(self.0).iter().skip(#i).copied().collect()
                }
            },
        });
    }
    for (i, s) in model.successors.iter().enumerate() {
        let f = &s.field;
        let doc = format!("The `{}` successor{}.", s.name, if s.arity == Arity::Single { "" } else { "s" });
        accessors.push(match s.arity {
            Arity::Single => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &#ox::Context) -> #ox::BlockRef {
                    ctx.successors(self.0)[#i]
                }
            },
            _ => quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &#ox::Context) -> ::std::vec::Vec<#ox::BlockRef> {
                    ctx.successors(self.0).iter().skip(#i).copied().collect()
                }
            },
        });
    }
    accessors
}
