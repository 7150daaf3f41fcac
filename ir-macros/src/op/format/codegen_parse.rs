//! Generation of the parser (the body of `__parse(p, state)`), following MLIR's `genParser`.

use super::ast::{Elem, OIListClause, OptionalGroup};
use super::custom_directive_fn;
use super::string_arg_expr;
use super::validate::{Format, TypeSource};
use crate::op::model::{Arity, AttrKind, AttrPresence, OpModel};
use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use std::cell::Cell;

pub struct ParseGen<'a> {
    pub model: &'a OpModel,
    pub fmt: &'a Format,
    pub span: Span,
    counter: Cell<usize>,
}

fn id(prefix: &str, i: usize) -> syn::Ident {
    format_ident!("__{}{}", prefix, i)
}

impl<'a> ParseGen<'a> {
    pub fn new(model: &'a OpModel, fmt: &'a Format, span: Span) -> Self {
        ParseGen { model, fmt, span, counter: Cell::new(0) }
    }

    fn fresh(&self, prefix: &str) -> syn::Ident {
        let n = self.counter.get();
        self.counter.set(n + 1);
        format_ident!("__{}{}", prefix, n)
    }

    fn isolated(&self) -> TokenStream {
        let iso = self.model.has_trait("IsolatedFromAbove");
        quote!(#iso)
    }

    fn implicit_terminator(&self) -> Option<&syn::Type> {
        self.model.traits.iter().find(|t| t.name == "SingleBlockImplicitTerminator").and_then(|t| t.type_args.first())
    }

    fn single_block(&self) -> bool {
        self.implicit_terminator().is_some() || self.model.has_trait("SingleBlock")
    }

    /// Code making sure a freshly parsed region `r` (an expression) has a block / terminator.
    fn ensure_region(&self, r: TokenStream) -> TokenStream {
        if let Some(term) = self.implicit_terminator() {
            quote!(::oxir::traits::SingleBlockImplicitTerminator::<#term>::ensure_terminator(p.ctx_mut(), #r, state.loc);)
        } else if self.single_block() {
            quote!(::oxir::traits::SingleBlock::ensure_block(p.ctx_mut(), #r);)
        } else {
            quote!()
        }
    }

    /// The whole parser body.
    pub fn generate(&self) -> TokenStream {
        let m = self.model;
        let mut decls = Vec::new();
        for i in 0..m.operands.len() {
            let (o, ol, og, ot) = (id("o", i), id("ol", i), id("og", i), id("ot", i));
            decls.push(quote! {
                let mut #o: ::std::vec::Vec<::oxir::asm::UnresolvedOperand<'_>> = ::std::vec::Vec::new();
                let mut #ol: ::oxir::asm::SMLoc = p.get_current_location();
                let mut #og: ::std::vec::Vec<i32> = ::std::vec::Vec::new();
                let mut #ot: ::std::vec::Vec<::oxir::Type> = ::std::vec::Vec::new();
            });
        }
        for i in 0..m.results.len() {
            let rt = id("rt", i);
            decls.push(quote!(let mut #rt: ::std::vec::Vec<::oxir::Type> = ::std::vec::Vec::new();));
        }
        for i in 0..m.attributes.len() {
            let a = id("a", i);
            decls.push(quote!(let mut #a: ::core::option::Option<::oxir::Attribute> = ::core::option::Option::None;));
        }
        for i in 0..m.regions.len() {
            let r = id("r", i);
            decls.push(quote!(let mut #r: ::std::vec::Vec<::oxir::RegionRef> = ::std::vec::Vec::new();));
        }
        for i in 0..m.successors.len() {
            let s = id("s", i);
            decls.push(quote!(let mut #s: ::std::vec::Vec<::oxir::BlockRef> = ::std::vec::Vec::new();));
        }
        decls.push(quote! {
            let mut __allo: ::std::vec::Vec<::oxir::asm::UnresolvedOperand<'_>> = ::std::vec::Vec::new();
            let mut __allol: ::oxir::asm::SMLoc = p.get_current_location();
            let mut __allot: ::std::vec::Vec<::oxir::Type> = ::std::vec::Vec::new();
            let mut __allrt: ::std::vec::Vec<::oxir::Type> = ::std::vec::Vec::new();
            let mut __allr: ::std::vec::Vec<::oxir::RegionRef> = ::std::vec::Vec::new();
            let mut __alls: ::std::vec::Vec<::oxir::BlockRef> = ::std::vec::Vec::new();
            let mut __props: ::std::vec::Vec<::oxir::NamedAttribute> = ::std::vec::Vec::new();
        });
        let elems: Vec<TokenStream> = self.fmt.elems.iter().map(|e| self.elem(e, false)).collect();
        let resolution = self.resolution();
        // An attribute whose syntax reads a `: type` cannot be followed by a `:` literal: for the
        // definitions the macro cannot see, the check is a constant, an error at the format.
        let colon_checks = self.fmt.colon_checks.iter().map(|&i| {
            let a = &m.attributes[i];
            let msg = format!(
                "format ambiguity caused by `:` literal found after attribute `{}` which does not have a buildable \
                 type: its syntax reads a `: type` after it",
                a.name
            );
            let crate::op::model::AttrKind::Def(ty) = &a.kind else { return quote!() };
            let span = self.span;
            quote::quote_spanned! {span=>
                const _: () = ::core::assert!(!<#ty as ::oxir::ods::format::FormatAttr>::READS_TYPE, #msg);
            }
        });
        quote! {
            #(#colon_checks)*
            #[allow(unused_mut, unused_variables, unused_assignments, clippy::all)]
            {
                #(#decls)*
                #(#elems)*
                #resolution
                ::core::result::Result::Ok(())
            }
        }
    }

    fn elem(&self, e: &Elem, in_optional: bool) -> TokenStream {
        let m = self.model;
        match e {
            Elem::Literal(l, _) => crate::format::literal::parse_literal(l, false),
            Elem::Space | Elem::NoSpace | Elem::Newline => quote!(),
            Elem::Operand(i) => {
                let (o, ol, og) = (id("o", *i), id("ol", *i), id("og", *i));
                match m.operands[*i].arity {
                    Arity::Single => quote! { #ol = p.get_current_location(); #o.push(p.parse_operand()?); },
                    Arity::Optional => quote! {
                        #ol = p.get_current_location();
                        if let ::core::option::Option::Some(u) = p.parse_optional_operand()? { #o.push(u); }
                    },
                    Arity::Variadic => {
                        quote! { #ol = p.get_current_location(); #o.extend(p.parse_operand_list(::oxir::asm::Delimiter::None)?); }
                    }
                    Arity::VariadicOfVariadic => {
                        quote! { #ol = p.get_current_location(); p.fmt_parse_operand_groups(&mut #o, &mut #og)?; }
                    }
                }
            }
            Elem::Attr { idx, qualified } => {
                let optional = !in_optional && m.attributes[*idx].presence == AttrPresence::Optional;
                self.attr(*idx, *qualified, optional)
            }
            Elem::Region(i, _) => {
                let r = id("r", *i);
                let iso = self.isolated();
                match m.regions[*i].arity {
                    Arity::Single => {
                        let ensure = self.ensure_region(quote!(__region));
                        quote! { let __region = p.parse_region(&[], #iso)?; #ensure #r.push(__region); }
                    }
                    _ => {
                        let ensure = self.ensure_region(quote!(__region));
                        quote! {
                            #r.extend(p.fmt_parse_region_list(#iso)?);
                            for &__region in #r.iter() { #ensure }
                        }
                    }
                }
            }
            Elem::Successor(i) => {
                let s = id("s", *i);
                match m.successors[*i].arity {
                    Arity::Single => quote!(#s.push(p.parse_successor()?);),
                    _ => quote!(#s.extend(p.fmt_parse_successor_list()?);),
                }
            }
            Elem::AttrDict { keyword } => quote! {
                p.fmt_parse_attr_dict_checked(&mut state.attributes, #keyword, <Self as ::oxir::ods::Op>::NAME, Self::__verify_inherent_attrs)?;
            },
            Elem::PropDict => quote!(p.fmt_parse_prop_dict(&mut __props)?;),
            Elem::Operands => {
                quote! { __allol = p.get_current_location(); __allo = p.parse_operand_list(::oxir::asm::Delimiter::None)?; }
            }
            Elem::Regions => {
                let iso = self.isolated();
                let ensure = self.ensure_region(quote!(__region));
                quote! {
                    __allr = p.fmt_parse_region_list(#iso)?;
                    for &__region in __allr.iter() { #ensure }
                }
            }
            Elem::Successors => quote!(__alls = p.fmt_parse_successor_list()?;),
            Elem::Type { arg, .. } => {
                let (list, arity) = self.type_list(arg);
                // MLIR parses the constraint's C++ type class (`invalid kind of type specified`).
                let constraint = match &**arg {
                    Elem::Operand(i) => self.model.operands[*i].constraint.as_ref(),
                    Elem::Result(i) => self.model.results[*i].constraint.as_ref(),
                    _ => None,
                };
                match arity {
                    Arity::Single if constraint.is_some() => quote! {{
                        let __at = p.get_current_location();
                        let __t = p.parse_type()?;
                        p.fmt_check_type_kind(__at, __t, &(#constraint))?;
                        #list.push(__t);
                    }},
                    Arity::Single => quote!(#list.push(p.parse_type()?);),
                    Arity::Optional => quote! {
                        if let ::core::option::Option::Some(t) = p.parse_optional_type()? { #list.push(t); }
                    },
                    Arity::Variadic => quote!(#list.extend(p.parse_type_list()?);),
                    Arity::VariadicOfVariadic => quote!(p.fmt_parse_type_groups(&mut #list)?;),
                }
            }
            Elem::FunctionalType(a, b) => {
                let (la, _) = self.type_list(a);
                let (lb, _) = self.type_list(b);
                quote! {
                    let (__fi, __fr) = p.fmt_parse_function_type()?;
                    #la = __fi;
                    #lb = __fr;
                }
            }
            Elem::Custom { name, args } => self.custom(name, args, None),
            Elem::Optional(g) => self.optional(g),
            Elem::OIList(clauses) => self.oilist(clauses),
            Elem::Result(_) | Elem::Results | Elem::Ref(_) | Elem::Str(_) => quote!(),
        }
    }

    /// The storage list of a `type(..)` argument and its arity.
    fn type_list(&self, arg: &Elem) -> (syn::Ident, Arity) {
        match arg {
            Elem::Operand(i) => (id("ot", *i), self.model.operands[*i].arity),
            Elem::Result(i) => (id("rt", *i), self.model.results[*i].arity),
            Elem::Operands => (format_ident!("__allot"), Arity::Variadic),
            _ => (format_ident!("__allrt"), Arity::Variadic),
        }
    }

    /// Parses attribute `idx` into `__a{idx}`; optionally (only if one starts here).
    fn attr(&self, idx: usize, qualified: bool, optional: bool) -> TokenStream {
        let a = &self.model.attributes[idx];
        let var = id("a", idx);
        if a.is_symbol_name() {
            let set = quote! {
                #var = ::core::option::Option::Some(::oxir::builtin::attributes::StringAttr::get(p.ctx(), p.ctx().ident_str(__id)));
            };
            return if optional {
                quote!(if let ::core::option::Option::Some(__id) = p.parse_optional_symbol_name()? { #set })
            } else {
                quote!(let __id = p.parse_symbol_name()?; #set)
            };
        }
        if let (Some(el), false) = (a.dense_array_element(), qualified) {
            return if optional {
                quote!(#var = ::oxir::ods::format::parse_optional_dense_array(p, p.fmt_buildable_type(#el))?;)
            } else {
                quote!(#var = ::core::option::Option::Some(::oxir::ods::format::parse_dense_array(p, p.fmt_buildable_type(#el))?);)
            };
        }
        let hint = match a.buildable_type() {
            Some(t) => quote!(::core::option::Option::Some(p.fmt_buildable_type(#t))),
            None => quote!(::core::option::Option::None),
        };
        if let (AttrKind::Enum(ty), false) = (&a.kind, qualified) {
            let name = &a.name;
            return if optional {
                quote! {
                    if let ::core::option::Option::Some(__e) =
                        <#ty as ::oxir::ods::EnumField>::parse_optional_in_format(p, #name)?
                    {
                        #var = ::core::option::Option::Some(::oxir::ods::EnumField::to_attr(__e, p.ctx()));
                    }
                }
            } else {
                quote! {
                    let __e = <#ty as ::oxir::ods::EnumField>::parse_in_format(p, #name)?;
                    #var = ::core::option::Option::Some(::oxir::ods::EnumField::to_attr(__e, p.ctx()));
                }
            };
        }
        let (parse, at_start) = match (&a.kind, qualified) {
            (AttrKind::Def(ty), false) => (
                quote!(<#ty as ::oxir::ods::format::FormatAttr>::parse_in_format(p, #hint)?),
                quote!(<#ty as ::oxir::ods::format::FormatAttr>::at_start(p)),
            ),
            (AttrKind::Any, false) if a.is_typed_attr() => {
                (quote!(::oxir::ods::format::parse_typed_attr(p, #hint)?), quote!(p.fmt_at_attribute_start()))
            }
            (AttrKind::Any | AttrKind::Enum(_) | AttrKind::DenseArray(_), _) | (_, true) => {
                (quote!(p.parse_attribute(#hint)?), quote!(p.fmt_at_attribute_start()))
            }
        };
        if optional {
            quote!(if #at_start { #var = ::core::option::Option::Some(#parse); })
        } else {
            quote!(#var = ::core::option::Option::Some(#parse);)
        }
    }

    fn set_unit(&self, idx: usize) -> TokenStream {
        let var = id("a", idx);
        quote!(#var = ::core::option::Option::Some(::oxir::builtin::attributes::UnitAttr::get(p.ctx()));)
    }

    fn optional(&self, g: &OptionalGroup) -> TokenStream {
        let then: Vec<&Elem> = g.then.iter().skip_while(|e| e.is_whitespace()).collect();
        let els: Vec<&Elem> = g.els.iter().skip_while(|e| e.is_whitespace()).collect();
        let anchor = g.anchor_elem();
        let anchor_unit = match anchor {
            Elem::Attr { idx, .. } if self.model.attributes[*idx].is_unit() => Some(*idx),
            _ => None,
        };
        // Generates one branch: the unit anchor is set instead of parsed when it is not the
        // branch's first element.
        let branch = |elems: &[&Elem], then_group: bool, skip_first: bool| -> TokenStream {
            let first = elems.first().copied();
            let mut out = Vec::new();
            let mut elided: Option<&Elem> = None;
            if let Some(u) = anchor_unit {
                if !first.is_some_and(|f| std::ptr::eq(f, anchor)) {
                    elided = Some(anchor);
                    if then_group != g.inverted() {
                        out.push(self.set_unit(u));
                    }
                }
            }
            for (k, e) in elems.iter().enumerate() {
                if skip_first && k == 0 {
                    continue;
                }
                if elided.is_some_and(|x| std::ptr::eq(x, *e)) {
                    continue;
                }
                out.push(self.elem(e, true));
            }
            quote!(#(#out)*)
        };
        let then_body = branch(&then, true, true);
        let else_part = if g.els.is_empty() {
            quote!()
        } else {
            let b = branch(&els, false, false);
            quote!(else { #b })
        };
        let first = then[0];
        match first {
            Elem::Attr { idx, qualified } => {
                let parse = self.attr(*idx, *qualified, true);
                let var = id("a", *idx);
                quote! { #parse if #var.is_some() { #then_body } #else_part }
            }
            Elem::Literal(l, _) => {
                let parse = crate::format::literal::parse_optional_literal(l);
                quote!(if #parse { #then_body } #else_part)
            }
            Elem::Operand(i) => {
                let parse = self.elem(first, false);
                let o = id("o", *i);
                quote! { #parse if !#o.is_empty() { #then_body } #else_part }
            }
            Elem::Region(i, _) => {
                let r = id("r", *i);
                let iso = self.isolated();
                if self.model.regions[*i].arity == Arity::Single {
                    let ensure = self.ensure_region(quote!(__region));
                    quote! {
                        #r.extend(p.parse_optional_region(&[], #iso)?);
                        if #r.last().is_some_and(|&__r| !p.ctx().region_is_empty(__r)) {
                            let __region = #r[0];
                            #ensure
                            #then_body
                        } #else_part
                    }
                } else {
                    let parse = self.elem(first, false);
                    quote! { #parse if !#r.is_empty() { #then_body } #else_part }
                }
            }
            Elem::Custom { name, args } => {
                let present = self.fresh("present");
                let call = self.custom(name, args, Some(&present));
                quote! { #call if #present { #then_body } #else_part }
            }
            _ => quote!(),
        }
    }

    fn oilist(&self, clauses: &[OIListClause]) -> TokenStream {
        let flags: Vec<syn::Ident> = clauses.iter().map(|_| self.fresh("clause")).collect();
        let mut arms = Vec::new();
        for (OIListClause { keyword: lit, elems, .. }, flag) in clauses.iter().zip(&flags) {
            let msg = format!("`{lit}` clause can appear at most once in the expansion of the oilist directive");
            let body = match elems.as_slice() {
                [Elem::Attr { idx, .. }] if self.model.attributes[*idx].is_unit() => self.set_unit(*idx),
                _ => {
                    let parts: Vec<TokenStream> = elems.iter().map(|e| self.elem(e, false)).collect();
                    quote!(#(#parts)*)
                }
            };
            let parse = crate::format::literal::parse_optional_literal(lit);
            arms.push(quote! {
                if #parse {
                    if #flag { return ::core::result::Result::Err(p.emit_custom_op_error_at_name(#msg)); }
                    #flag = true;
                    #body
                } else
            });
        }
        quote! {
            #(let mut #flags = false;)*
            loop {
                #(#arms)* { break; }
            }
        }
    }

    /// A call of the user's `parse_<name>` (see the module docs for the convention). With
    /// `present`, the function returns `ParseResult<bool>` (whether the optional group is there).
    fn custom(&self, name: &str, args: &[Elem], present: Option<&syn::Ident>) -> TokenStream {
        let m = self.model;
        let f = custom_directive_fn("parse", name, args, self.span);
        let mut pre = Vec::new();
        let mut call_args = Vec::new();
        let mut post = Vec::new();
        for a in args {
            let tmp = self.fresh("c");
            match a {
                Elem::Operand(i) => {
                    let (o, ol, og) = (id("o", *i), id("ol", *i), id("og", *i));
                    pre.push(quote!(#ol = p.get_current_location();));
                    match m.operands[*i].arity {
                        Arity::Single | Arity::Optional => {
                            pre.push(quote!(let mut #tmp: ::core::option::Option<::oxir::asm::UnresolvedOperand<'_>> = ::core::option::Option::None;));
                            call_args.push(quote!(&mut #tmp));
                            if m.operands[*i].arity == Arity::Single {
                                let msg = format!("custom directive did not parse operand '{}'", m.operands[*i].name);
                                post.push(quote!(#o.push(#tmp.ok_or_else(|| p.emit_error_here(#msg))?);));
                            } else {
                                post.push(quote!(#o.extend(#tmp);));
                            }
                        }
                        Arity::Variadic => call_args.push(quote!(&mut #o)),
                        Arity::VariadicOfVariadic => {
                            pre.push(quote!(let mut #tmp: ::std::vec::Vec<::std::vec::Vec<::oxir::asm::UnresolvedOperand<'_>>> = ::std::vec::Vec::new();));
                            call_args.push(quote!(&mut #tmp));
                            post.push(quote! {
                                for __g in #tmp { #og.push(__g.len() as i32); #o.extend(__g); }
                            });
                        }
                    }
                }
                Elem::Attr { idx, .. } => {
                    let var = id("a", *idx);
                    call_args.push(quote!(&mut #var));
                }
                Elem::AttrDict { .. } => call_args.push(quote!(&mut state.attributes)),
                Elem::Region(i, _) => {
                    let r = id("r", *i);
                    if m.regions[*i].arity == Arity::Single {
                        pre.push(quote!(let mut #tmp: ::core::option::Option<::oxir::RegionRef> = ::core::option::Option::None;));
                        call_args.push(quote!(&mut #tmp));
                        post.push(quote!(#r.extend(#tmp);));
                    } else {
                        call_args.push(quote!(&mut #r));
                    }
                }
                Elem::Successor(i) => {
                    let s = id("s", *i);
                    if m.successors[*i].arity == Arity::Single {
                        pre.push(quote!(let mut #tmp: ::core::option::Option<::oxir::BlockRef> = ::core::option::Option::None;));
                        call_args.push(quote!(&mut #tmp));
                        post.push(quote!(#s.extend(#tmp);));
                    } else {
                        call_args.push(quote!(&mut #s));
                    }
                }
                Elem::Type { arg, .. } => {
                    let (list, arity) = self.type_list(arg);
                    match arity {
                        Arity::Single | Arity::Optional => {
                            pre.push(quote!(let mut #tmp: ::core::option::Option<::oxir::Type> = ::core::option::Option::None;));
                            call_args.push(quote!(&mut #tmp));
                            post.push(quote!(#list.extend(#tmp);));
                        }
                        Arity::Variadic => call_args.push(quote!(&mut #list)),
                        Arity::VariadicOfVariadic => {
                            pre.push(quote!(let mut #tmp: ::std::vec::Vec<::std::vec::Vec<::oxir::Type>> = ::std::vec::Vec::new();));
                            call_args.push(quote!(&mut #tmp));
                            post.push(quote!(for __g in #tmp { #list.extend(__g); }));
                        }
                    }
                }
                Elem::Ref(inner) => call_args.push(self.custom_ref(inner)),
                Elem::Str(s) => {
                    let e = string_arg_expr(s, self.span);
                    pre.push(quote!(let #tmp = { let ctx: &::oxir::Context = p.ctx(); #e };));
                    call_args.push(quote!(#tmp));
                }
                _ => {}
            }
        }
        match present {
            Some(pr) => quote! {
                #(#pre)*
                let #pr: bool = #f(p, #(#call_args),*)?;
                #(#post)*
            },
            None => quote! {
                #(#pre)*
                #f(p, #(#call_args),*)?;
                #(#post)*
            },
        }
    }

    fn custom_ref(&self, e: &Elem) -> TokenStream {
        let m = self.model;
        match e {
            Elem::Operand(i) => {
                let o = id("o", *i);
                match m.operands[*i].arity {
                    Arity::Single | Arity::Optional => quote!(&#o.first().copied()),
                    _ => quote!(&#o),
                }
            }
            Elem::Attr { idx, .. } => {
                let a = id("a", *idx);
                quote!(&#a)
            }
            Elem::AttrDict { .. } => quote!(&state.attributes),
            Elem::Region(i, _) => {
                let r = id("r", *i);
                if m.regions[*i].arity == Arity::Single {
                    quote!(&#r.first().copied())
                } else {
                    quote!(&#r)
                }
            }
            Elem::Successor(i) => {
                let s = id("s", *i);
                if m.successors[*i].arity == Arity::Single {
                    quote!(&#s.first().copied())
                } else {
                    quote!(&#s)
                }
            }
            Elem::Type { arg, .. } => {
                let (list, arity) = self.type_list(arg);
                match arity {
                    Arity::Single | Arity::Optional => quote!(&#list.first().copied()),
                    _ => quote!(&#list),
                }
            }
            Elem::Operands => quote!(&__allo),
            Elem::Regions => quote!(&__allr),
            Elem::Successors => quote!(&__alls),
            _ => quote!(&()),
        }
    }

    /// The type source of an operand or result as code: `(is_list, expr)`.
    fn source_expr(&self, src: &TypeSource) -> (bool, TokenStream) {
        let m = self.model;
        let apply = |tf: &Option<String>, single: TokenStream, list: bool| -> TokenStream {
            match tf {
                None => single,
                Some(t) => {
                    let f: TokenStream = t.parse().unwrap_or_else(|_| quote!(compile_error!("bad transformer")));
                    if list {
                        quote!(#single.iter().map(|&__t| ::oxir::ods::format::transform_type(#f, p.ctx(), __t)).collect::<::std::vec::Vec<::oxir::Type>>())
                    } else {
                        // A type, or the types of a whole group (`TransformedTypes`).
                        quote!(::oxir::ods::format::apply_transform(#f, p.ctx(), #single))
                    }
                }
            }
        };
        match src {
            TypeSource::Var { operand, idx, transformer } => {
                let (list, arity) = if *operand {
                    (id("ot", *idx), m.operands[*idx].arity)
                } else {
                    (id("rt", *idx), m.results[*idx].arity)
                };
                if arity == Arity::Single {
                    let name = if *operand { &m.operands[*idx].name } else { &m.results[*idx].name };
                    let msg = format!("type of '{name}' is missing");
                    let single = quote!((*#list.first().ok_or_else(|| p.emit_error_here(#msg))?));
                    (false, apply(transformer, single, false))
                } else {
                    (true, apply(transformer, quote!(#list.clone()), true))
                }
            }
            TypeSource::Attr { idx, transformer } => {
                let a = id("a", *idx);
                let name = &m.attributes[*idx].name;
                (false, apply(transformer, quote!(p.fmt_attr_type(#a, #name)?), false))
            }
            TypeSource::Buildable(t) => (false, quote!(p.fmt_buildable_type(#t))),
            TypeSource::Parsed | TypeSource::Inferred => (true, quote!(::std::vec::Vec::new())),
        }
    }

    fn resolution(&self) -> TokenStream {
        let m = self.model;
        let f = self.fmt;
        let seen = &f.seen;
        let mut out = Vec::new();
        // Regions.
        if seen.all_regions {
            out.push(quote!(state.regions.extend(__allr.iter().copied());));
        } else {
            for (i, r) in m.regions.iter().enumerate() {
                let v = id("r", i);
                if r.arity == Arity::Single {
                    out.push(quote! {
                        if #v.is_empty() { #v.push(p.ctx_mut().create_region()); }
                    });
                }
                out.push(quote!(state.regions.extend(#v.iter().copied());));
            }
        }
        // Successors.
        if seen.all_successors {
            out.push(quote!(state.successors.extend(__alls.iter().copied());));
        } else {
            for i in 0..m.successors.len() {
                let v = id("s", i);
                out.push(quote!(state.successors.extend(#v.iter().copied());));
            }
        }
        // Result types.
        if !f.infers_results {
            if seen.all_result_types {
                out.push(quote!(state.result_types.extend(__allrt.iter().copied());));
            } else {
                for (i, src) in f.result_types.iter().enumerate() {
                    let rt = id("rt", i);
                    if !matches!(src, TypeSource::Parsed) {
                        let (is_list, e) = self.source_expr(src);
                        out.push(if is_list {
                            quote!(#rt.extend(#e);)
                        } else {
                            quote!(#rt.extend(::oxir::ods::format::TransformedTypes::into_types(#e));)
                        });
                    }
                }
                for i in 0..m.results.len() {
                    let rt = id("rt", i);
                    out.push(quote!(state.result_types.extend(#rt.iter().copied());));
                }
            }
        }
        // Segment sizes.
        if !seen.all_operands {
            if m.operand_segments {
                let sizes = m.operands.iter().enumerate().map(|(i, o)| {
                    let v = id("o", i);
                    if o.arity.is_variable() {
                        quote!(#v.len() as i32)
                    } else {
                        quote!(1i32)
                    }
                });
                out.push(quote! {
                    let __seg = ::oxir::ods::op::i32_array(p.ctx(), [#(#sizes),*]);
                    __props.push(::oxir::NamedAttribute { name: p.ctx().ident("operandSegmentSizes"), value: __seg });
                });
            }
            for (i, o) in m.operands.iter().enumerate() {
                if let (Arity::VariadicOfVariadic, Some(attr)) = (o.arity, &o.segment_attr) {
                    let og = id("og", i);
                    out.push(quote! {
                        let __seg = ::oxir::ods::op::i32_array(p.ctx(), #og.iter().copied());
                        __props.push(::oxir::NamedAttribute { name: p.ctx().ident(#attr), value: __seg });
                    });
                }
            }
        }
        if !seen.all_result_types && m.result_segments && !f.infers_results {
            let sizes = m.results.iter().enumerate().map(|(i, r)| {
                let v = id("rt", i);
                if r.arity.is_variable() {
                    quote!(#v.len() as i32)
                } else {
                    quote!(1i32)
                }
            });
            out.push(quote! {
                let __seg = ::oxir::ods::op::i32_array(p.ctx(), [#(#sizes),*]);
                __props.push(::oxir::NamedAttribute { name: p.ctx().ident("resultSegmentSizes"), value: __seg });
            });
        }
        // As MLIR's parsers do, the types a transformer reads are checked against their
        // constraints first: `'lhs' must be signless-integer-like, but got 'f32'`.
        let mut checked: Vec<(bool, usize)> = Vec::new();
        for src in f.operand_types.iter().chain(&f.result_types) {
            let TypeSource::Var { operand, idx, transformer: Some(_) } = src else { continue };
            if checked.contains(&(*operand, *idx)) {
                continue;
            }
            checked.push((*operand, *idx));
            let (def, list) =
                if *operand { (&m.operands[*idx], id("ot", *idx)) } else { (&m.results[*idx], id("rt", *idx)) };
            let Some(c) = &def.constraint else { continue };
            let name = &def.name;
            out.push(quote! {
                for &__t in #list.iter() {
                    if !(#c).matches(p.ctx(), __t) {
                        let __msg = ::std::format!("'{}' must be {}, but got '{}'", #name, (#c).summary(), __t.to_text(p.ctx()));
                        return ::core::result::Result::Err(p.emit_custom_op_error_at_name(__msg));
                    }
                }
            });
        }
        // Operands.
        if seen.all_operand_types {
            if seen.all_operands {
                out.push(quote!(p.resolve_operands(&__allo, &__allot, __allol, &mut state.operands)?;));
            } else {
                let lists = (0..m.operands.len()).map(|i| id("o", i));
                out.push(quote! {
                    let __us: ::std::vec::Vec<::oxir::asm::UnresolvedOperand<'_>> =
                        [#(&#lists[..]),*].concat();
                    p.resolve_operands_at_name(&__us, &__allot, &mut state.operands)?;
                });
            }
        } else if seen.all_operands {
            let mut parts = Vec::new();
            for (i, src) in f.operand_types.iter().enumerate() {
                let ot = id("ot", i);
                match src {
                    TypeSource::Parsed => parts.push(quote!(__tys.extend(#ot.iter().copied());)),
                    _ => {
                        let (is_list, e) = self.source_expr(src);
                        parts.push(if is_list {
                            quote!(__tys.extend(#e);)
                        } else {
                            quote!(__tys.extend(::oxir::ods::format::TransformedTypes::into_types(#e));)
                        });
                    }
                }
            }
            out.push(quote! {
                let mut __tys: ::std::vec::Vec<::oxir::Type> = ::std::vec::Vec::new();
                #(#parts)*
                p.resolve_operands(&__allo, &__tys, __allol, &mut state.operands)?;
            });
        } else {
            for (i, src) in f.operand_types.iter().enumerate() {
                let (o, ol, ot) = (id("o", i), id("ol", i), id("ot", i));
                out.push(match src {
                    TypeSource::Parsed => quote!(p.resolve_operands(&#o, &#ot, #ol, &mut state.operands)?;),
                    _ => {
                        let (is_list, e) = self.source_expr(src);
                        if is_list {
                            quote! {
                                let __tys: ::std::vec::Vec<::oxir::Type> = #e;
                                p.resolve_operands(&#o, &__tys, #ol, &mut state.operands)?;
                            }
                        } else {
                            quote! {
                                let __ty = #e;
                                ::oxir::ods::format::resolve_transformed_operands(p, &#o, __ty, #ol, &mut state.operands)?;
                            }
                        }
                    }
                });
            }
        }
        // Attributes: inherent ones to the properties, discardable ones to the attributes.
        for (i, a) in m.attributes.iter().enumerate() {
            let var = id("a", i);
            let name = &a.name;
            if a.discardable {
                out.push(quote! {
                    if let ::core::option::Option::Some(v) = #var {
                        state.attributes.push(::oxir::NamedAttribute { name: p.ctx().ident(#name), value: v });
                    }
                });
            } else {
                out.push(quote! {
                    if let ::core::option::Option::Some(v) = #var {
                        __props.push(::oxir::NamedAttribute { name: p.ctx().ident(#name), value: v });
                    }
                });
            }
        }
        // The core finishes the properties (inherent attributes of the attribute dictionary,
        // defaults) after the parser returns; inference may read them, so it finishes first.
        out.push(quote!(p.add_properties(state, __props);));
        if f.infers_results {
            out.push(quote! {
                p.finish_properties(state);
                let __inferred = Self::infer_result_types(p.ctx(), &*state)?;
                state.result_types.extend(__inferred);
            });
        }
        quote!(#(#out)*)
    }
}
