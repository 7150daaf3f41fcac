//! The printer and parser of a type or attribute, generated from its bound format (or the
//! user's own `printer`/`parser` pair). Every parameter prints and parses through
//! `oxir::ods::defs::FormatParam` of its Rust type, so the generated code stays small.

use super::format::{self, Elem};
use super::model::{DefModel, Param, Presence};
use crate::naming::custom_fn;
use crate::oxir_path;
use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::Ident;

/// The compiled format: the printer body (after the mnemonic) and the parser body (producing
/// the definition struct value).
pub struct Compiled {
    /// Statements printing the parameters with `p: &mut AsmPrinter` and `self`.
    pub print: TokenStream,
    /// An expression parsing a `Self` with `p: &mut OpAsmParser`, `__start: SMLoc` in scope
    /// (and `__ty: Option<Type>` for typed attributes).
    pub parse: TokenStream,
}

/// Compiles the definition's format (or its custom printer/parser pair) into code. `skip` is a
/// parameter the format must not mention (the type of a typed attribute, parsed after it).
pub fn compile(model: &DefModel, skip: Option<usize>, what: &str) -> syn::Result<Compiled> {
    let ox = oxir_path();
    if let (Some(pr), Some(pa)) = (&model.opts.printer, &model.opts.parser) {
        if let Some(f) = &model.opts.format {
            return Err(syn::Error::new(f.span(), "give either a `format` or a `printer`/`parser` pair, not both"));
        }
        return Ok(Compiled { print: quote!(#pr(self, p);), parse: quote!(#pa(p)?) });
    }
    if let Some(p) = model.opts.printer.as_ref().or(model.opts.parser.as_ref()) {
        return Err(syn::Error::new(
            p.span(),
            "a custom `printer` needs a matching `parser` (and the other way round): give both",
        ));
    }
    let Some(lit) = &model.opts.format else {
        let covered: Vec<&Param> =
            model.params.iter().enumerate().filter(|(i, _)| Some(*i) != skip).map(|(_, p)| p).collect();
        if !covered.is_empty() {
            return Err(syn::Error::new(
                model.ident.span(),
                format!(
                    "this {what} has parameters, so it needs an assembly format: add `format = \"`<` params `>`\"` \
                     (or a `printer`/`parser` pair) to its definition attribute"
                ),
            ));
        }
        let build = build_value(model, skip);
        return Ok(Compiled { print: quote!(), parse: build });
    };
    let syntax = crate::format::parse(&lit.value(), format::DIRECTIVES).map_err(|e| e.to_syn(lit))?;
    let elems = format::bind(model, skip, what, &syntax).map_err(|e| e.to_syn(lit))?;
    let mut g = Gen { model, ox: ox.clone(), skip, should_emit_space: true, last_was_punct: false };
    let print = g.print_elems(&elems);
    let parse_stmts = g.parse_elems(&elems)?;
    let locals = model.params.iter().enumerate().filter(|(i, _)| Some(*i) != skip).map(|(_, p)| {
        let v = local(p);
        let ty = p.parsed_ty();
        quote!(let mut #v: ::core::option::Option<#ty> = ::core::option::Option::None;)
    });
    let build = build_value(model, skip);
    Ok(Compiled {
        print,
        parse: quote!({
            #(#locals)*
            #parse_stmts
            #build
        }),
    })
}

fn local(p: &Param) -> Ident {
    format_ident!("__v_{}", p.ident.to_string().trim_start_matches("r#"))
}

/// The struct value from the parsed locals (applying defaults, reporting missing parameters).
fn build_value(model: &DefModel, skip: Option<usize>) -> TokenStream {
    let ident = &model.ident;
    if model.unit {
        return quote!(#ident);
    }
    let fields = model.params.iter().enumerate().map(|(i, p)| {
        let f = &p.ident;
        if Some(i) == skip {
            return quote!(#f: __ty);
        }
        let v = local(p);
        let name = &p.name;
        match &p.presence {
            Presence::Required => quote!(#f: match #v {
                ::core::option::Option::Some(v) => v,
                ::core::option::Option::None => return ::core::result::Result::Err(
                    p.emit_error(__start, ::core::concat!("struct is missing required parameter: ", #name))),
            }),
            Presence::Optional(_) => quote!(#f: #v),
            Presence::Default(e) => quote!(#f: #v.unwrap_or_else(|| #e)),
        }
    });
    quote!(#ident { #(#fields),* })
}

struct Gen<'a> {
    model: &'a DefModel,
    ox: TokenStream,
    skip: Option<usize>,
    should_emit_space: bool,
    last_was_punct: bool,
}

impl Gen<'_> {
    /// MLIR's `shouldEmitSpaceBefore` for literals.
    fn literal_space(&self, value: &str) -> bool {
        if !self.should_emit_space {
            return false;
        }
        if value.chars().count() != 1 && value != "->" {
            return true;
        }
        let c = value.chars().next().unwrap_or(' ');
        if self.last_was_punct {
            !">)}],".contains(c)
        } else {
            !"<>(){}[],".contains(c)
        }
    }

    /// The space before a parameter-like element, updating the spacing state.
    fn var_space(&mut self) -> TokenStream {
        let space = self.should_emit_space || !self.last_was_punct;
        self.should_emit_space = true;
        self.last_was_punct = false;
        if space {
            quote!(p.write(" ");)
        } else {
            quote!()
        }
    }

    fn print_param_value(&self, i: usize) -> TokenStream {
        let ox = &self.ox;
        let p = &self.model.params[i];
        let f = &p.ident;
        let ty = p.parsed_ty();
        let span = p.ty.span();
        match &p.presence {
            Presence::Optional(_) => quote_spanned!(span=> if let ::core::option::Option::Some(v) = &self.#f {
                <#ty as #ox::ods::defs::FormatParam>::print_param(v, p);
            }),
            _ => quote_spanned!(span=> <#ty as #ox::ods::defs::FormatParam>::print_param(&self.#f, p);),
        }
    }

    fn print_elems(&mut self, elems: &[Elem]) -> TokenStream {
        let ox = self.ox.clone();
        let mut out = TokenStream::new();
        for e in elems {
            match e {
                Elem::Literal(l) => {
                    if self.literal_space(l) {
                        out.extend(quote!(p.write(" ");));
                    }
                    out.extend(quote!(p.write(#l);));
                    self.should_emit_space = l.chars().count() != 1 || !"<({[".contains(l.as_str());
                    self.last_was_punct = !l.starts_with(|c: char| c == '_' || c.is_alphabetic());
                }
                Elem::Space(s) => {
                    if s == " " {
                        out.extend(quote!(p.write(" ");));
                    } else if s == "\\n" {
                        out.extend(quote!(p.newline();));
                    }
                    self.should_emit_space = false;
                    self.last_was_punct = true;
                }
                Elem::Param(i) => {
                    let p = &self.model.params[*i];
                    let value = self.print_param_value(*i);
                    let space = self.var_space();
                    if let Presence::Optional(_) = p.presence {
                        let f = &p.ident;
                        out.extend(quote!(if self.#f.is_some() { #space #value }));
                    } else {
                        out.extend(quote!(#space #value));
                    }
                }
                Elem::Params | Elem::Struct(_) => {
                    let list: Vec<usize> = match e {
                        Elem::Struct(l) => l.clone(),
                        _ => (0..self.model.params.len()).filter(|&i| Some(i) != self.skip).collect(),
                    };
                    let is_struct = matches!(e, Elem::Struct(_));
                    let space = self.var_space();
                    let entries = list.iter().map(|&i| {
                        let p = &self.model.params[i];
                        let value = self.print_param_value(i);
                        let key = if is_struct {
                            let k = format!("{} = ", p.name);
                            quote!(p.write(#k);)
                        } else {
                            quote!()
                        };
                        let present = p.present();
                        quote!(if #present { __list.separator(p); #key #value })
                    });
                    out.extend(quote!({
                        #space
                        let mut __list = #ox::ods::defs::ParamListPrinter::default();
                        #(#entries)*
                    }));
                }
                Elem::Custom(name, args) => {
                    let space = self.var_space();
                    let f = custom_fn("print", name, proc_macro2::Span::call_site());
                    let args = args.iter().map(|&i| {
                        let f = &self.model.params[i].ident;
                        quote!(&self.#f)
                    });
                    out.extend(quote!(#space #f(p, #(#args),*);));
                }
                Elem::Optional(group, anchors) => {
                    let present = anchors.iter().map(|&i| self.model.params[i].present());
                    let present = quote!(#(#present)||*);
                    let inner = self.print_elems(group);
                    out.extend(quote!(if #present { #inner }));
                }
            }
        }
        out
    }

    /// Parses a parameter into its local. An `Option` parameter, or the first element of an
    /// optional group (`guard`), may be absent; a default-valued one elsewhere must be written
    /// (MLIR parses a `DefaultValuedParameter` with its type's required `FieldParser`).
    fn parse_param(&self, i: usize, guard: bool) -> TokenStream {
        let ox = &self.ox;
        let p = &self.model.params[i];
        let v = local(p);
        let ty = p.parsed_ty();
        let span = p.ty.span();
        let on_error = self.on_param_error(i);
        match &p.presence {
            Presence::Optional(_) => quote_spanned!(span=>
                #v = <#ty as #ox::ods::defs::FormatParam>::parse_optional_param(p).map_err(|__e| (#on_error)(&*p, __e))?;),
            _ if guard => quote_spanned!(span=>
                #v = <#ty as #ox::ods::defs::FormatParam>::parse_optional_param(p).map_err(|__e| (#on_error)(&*p, __e))?;),
            _ => quote_spanned!(span=> #v = ::core::option::Option::Some(
                <#ty as #ox::ods::defs::FormatParam>::parse_param(p).map_err(|__e| (#on_error)(&*p, __e))?);),
        }
    }

    /// The closure adding MLIR's second error to a failed parse of parameter `i`: `failed to
    /// parse <Def> parameter '<name>' which is to be a `<C++ type>``.
    fn on_param_error(&self, i: usize) -> TokenStream {
        let ox = &self.ox;
        let p = &self.model.params[i];
        let def = self.model.opts.ods_name.as_ref().map_or_else(|| self.model.ident.to_string(), |n| n.value());
        let (name, cpp) = (&p.name, &p.cpp_type);
        quote!(|__p: &#ox::asm::OpAsmParser<'_, '_>, __e| #ox::ods::defs::param_parse_error(__p, __e, #def, #name, #cpp))
    }

    fn parse_elems(&self, elems: &[Elem]) -> syn::Result<TokenStream> {
        let ox = &self.ox;
        let mut out = TokenStream::new();
        for e in elems {
            match e {
                Elem::Literal(l) => out.extend(crate::format::literal::parse_literal(l, false)),
                Elem::Space(_) => {}
                Elem::Param(i) => out.extend(self.parse_param(*i, false)),
                Elem::Params => {
                    let entries = (0..self.model.params.len()).filter(|&i| Some(i) != self.skip).map(|i| {
                        let p = &self.model.params[i];
                        let v = local(p);
                        let ty = p.parsed_ty();
                        let on_error = self.on_param_error(i);
                        if p.is_optional() {
                            quote!(#v = __list.optional::<#ty>(p, #on_error)?;)
                        } else {
                            quote!(#v = ::core::option::Option::Some(__list.required::<#ty>(p, #on_error)?);)
                        }
                    });
                    out.extend(quote!({
                        let mut __list = #ox::ods::defs::ParamListParser::default();
                        #(#entries)*
                        __list.finish(p)?;
                    }));
                }
                Elem::Struct(list) => {
                    let arms = list.iter().enumerate().map(|(k, &i)| {
                        let p = &self.model.params[i];
                        let name = &p.name;
                        let v = local(p);
                        let ty = p.parsed_ty();
                        let on_error = self.on_param_error(i);
                        quote!(#name if !__seen[#k] => {
                            __seen[#k] = true;
                            #v = ::core::option::Option::Some(
                                <#ty as #ox::ods::defs::FormatParam>::parse_param(p).map_err(|__e| (#on_error)(&*p, __e))?);
                        })
                    });
                    let n = list.len();
                    // MLIR reports a missing required parameter where the struct ends.
                    let missing = list
                        .iter()
                        .filter(|&&i| matches!(self.model.params[i].presence, Presence::Required))
                        .map(|&i| {
                            let p = &self.model.params[i];
                            let v = local(p);
                            let msg = format!("struct is missing required parameter: {}", p.name);
                            quote!(if #v.is_none() {
                                return ::core::result::Result::Err(p.emit_error_here(#msg));
                            })
                        });
                    out.extend(quote!({
                        let mut __seen = [false; #n];
                        let mut __first = true;
                        loop {
                            if !__first {
                                if !p.parse_optional_comma() {
                                    break;
                                }
                            } else if !#ox::ods::defs::at_struct_key(p) {
                                break;
                            }
                            __first = false;
                            let (__key, __at) = #ox::ods::defs::parse_struct_key(p)?;
                            match __key {
                                #(#arms)*
                                _ => return ::core::result::Result::Err(p.emit_error(__at,
                                    ::std::format!("duplicate or unknown struct parameter name: {}", __key))),
                            }
                        }
                        #(#missing)*
                    }));
                }
                Elem::Custom(name, args) => {
                    let f = custom_fn("parse", name, proc_macro2::Span::call_site());
                    let vars: Vec<Ident> = args.iter().map(|&i| format_ident!("__c{}", i)).collect();
                    let assigns = args.iter().zip(&vars).map(|(&i, c)| {
                        let p = &self.model.params[i];
                        let v = local(p);
                        match p.presence {
                            Presence::Optional(_) => quote!(#v = #c;),
                            _ => quote!(#v = ::core::option::Option::Some(#c);),
                        }
                    });
                    if vars.len() == 1 {
                        let c = &vars[0];
                        out.extend(quote!({ let #c = #f(p)?; #(#assigns)* }));
                    } else {
                        out.extend(quote!({ let (#(#vars),*) = #f(p)?; #(#assigns)* }));
                    }
                }
                Elem::Optional(group, _) => {
                    let rest = self.parse_elems(&group[1..])?;
                    match &group[0] {
                        Elem::Literal(l) => {
                            let cond = crate::format::literal::parse_optional_literal(l);
                            out.extend(quote!(if #cond { #rest }));
                        }
                        Elem::Param(i) => {
                            let first = self.parse_param(*i, true);
                            let v = local(&self.model.params[*i]);
                            out.extend(quote!(#first if #v.is_some() { #rest }));
                        }
                        _ => unreachable!("checked when the group was parsed"),
                    }
                }
            }
        }
        Ok(out)
    }
}
