//! Generation of the printer (the body of `__print(p, op)`), following MLIR's `genPrinter`,
//! spacing rules included: the two flags `should_emit_space` and `last_was_punctuation` are
//! threaded through the elements at expansion time exactly as MLIR's generator threads them.

use super::ast::{Elem, OIListClause, OptionalGroup};
use super::custom_directive_fn;
use super::string_arg_expr;
use super::validate::Format;
use crate::format::lexer::should_emit_space_before;
use crate::op::model::{Arity, AttrKind, AttrPresence, OpModel};
use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use std::cell::{Cell, RefCell};

pub struct PrintGen<'a> {
    pub model: &'a OpModel,
    pub fmt: &'a Format,
    pub span: Span,
    counter: Cell<usize>,
    /// How often the printer reads each attribute, and asks whether it holds its default
    /// (counted by a first generation pass); what is read more than once is read once, into a
    /// local, at the top of the printer.
    uses: RefCell<Uses>,
}

/// The reads of each attribute by the printer being generated (indexed like the model's
/// attributes), and which of them the printer reads once into a local.
#[derive(Default)]
struct Uses {
    counting: bool,
    attr: Vec<u32>,
    is_default: Vec<u32>,
    attr_hoisted: Vec<bool>,
    is_default_hoisted: Vec<bool>,
}

/// The spacing state of MLIR's printer generator.
struct Spacing {
    should_emit_space: bool,
    last_was_punctuation: bool,
}

fn kind_code(a: Arity) -> u8 {
    match a {
        Arity::Single => 0,
        Arity::Optional => 1,
        _ => 2,
    }
}

impl<'a> PrintGen<'a> {
    pub fn new(model: &'a OpModel, fmt: &'a Format, span: Span) -> Self {
        let n = model.attributes.len();
        let uses = Uses {
            counting: false,
            attr: vec![0; n],
            is_default: vec![0; n],
            attr_hoisted: vec![false; n],
            is_default_hoisted: vec![false; n],
        };
        PrintGen { model, fmt, span, counter: Cell::new(0), uses: RefCell::new(uses) }
    }

    fn fresh(&self, prefix: &str) -> syn::Ident {
        let n = self.counter.get();
        self.counter.set(n + 1);
        format_ident!("__{}{}", prefix, n)
    }

    fn implicit_terminator(&self) -> bool {
        self.model.has_trait("SingleBlockImplicitTerminator")
    }

    pub fn generate(&self) -> TokenStream {
        let m = self.model;
        let okinds: Vec<u8> = m.operands.iter().map(|o| kind_code(o.arity)).collect();
        let rkinds: Vec<u8> = m.results.iter().map(|o| kind_code(o.arity)).collect();
        let oseg = if m.operand_segments {
            quote!(::core::option::Option::Some("operandSegmentSizes"))
        } else {
            quote!(::core::option::Option::None)
        };
        let rseg = if m.result_segments {
            quote!(::core::option::Option::Some("resultSegmentSizes"))
        } else {
            quote!(::core::option::Option::None)
        };
        // A first pass counts the attribute reads; the second generates the printer.
        self.uses.borrow_mut().counting = true;
        let mut sp = Spacing { should_emit_space: true, last_was_punctuation: false };
        for e in &self.fmt.elems {
            self.elem(e, &mut sp);
        }
        {
            let mut u = self.uses.borrow_mut();
            u.counting = false;
            u.attr_hoisted = u.attr.iter().map(|&n| n > 1).collect();
            u.is_default_hoisted = u.is_default.iter().map(|&n| n > 1).collect();
        }
        self.counter.set(0);
        let mut sp = Spacing { should_emit_space: true, last_was_punctuation: false };
        let elems: Vec<TokenStream> = self.fmt.elems.iter().map(|e| self.elem(e, &mut sp)).collect();
        let hoisted = self.hoisted_reads();
        let groups = |kinds: &[u8], segments: bool, seg: &TokenStream, operands: bool| {
            let total = if operands { quote!(ctx.num_operands(op)) } else { quote!(ctx.num_results(op)) };
            if !segments && kinds.iter().all(|&k| k == 0) {
                let n = kinds.len();
                quote!(::oxir::ods::format::single_groups::<#n>(#total))
            } else {
                quote!(::oxir::ods::format::value_groups(ctx, op, #operands, &[#(#kinds),*], #seg))
            }
        };
        let og = groups(&okinds, m.operand_segments, &oseg, true);
        let rg = groups(&rkinds, m.result_segments, &rseg, false);
        quote! {
            #[allow(unused_variables, unused_mut, clippy::all)]
            {
                let ctx: &::oxir::Context = p.ctx();
                let __ops: ::oxir::ods::format::ValueBuf = ctx.operands(op).collect();
                let __res: ::oxir::ods::format::ValueBuf = ctx.results(op).collect();
                let __og = #og;
                let __rg = #rg;
                #(#hoisted)*
                #(#elems)*
            }
        }
    }

    /// The locals of the attributes read more than once, and of the default tests made more
    /// than once.
    fn hoisted_reads(&self) -> Vec<TokenStream> {
        let (attrs, defaults) = {
            let u = self.uses.borrow();
            (u.attr_hoisted.clone(), u.is_default_hoisted.clone())
        };
        let mut out = Vec::new();
        for (i, _) in attrs.iter().enumerate().filter(|(_, &h)| h) {
            let local = format_ident!("__attr{}", i);
            let v = self.attr_read(i);
            out.push(quote!(let #local: ::core::option::Option<::oxir::Attribute> = #v;));
        }
        for (i, _) in defaults.iter().enumerate().filter(|(_, &h)| h) {
            let local = format_ident!("__isdef{}", i);
            let test = self.is_default_test(i);
            out.push(quote!(let #local: bool = #test;));
        }
        out
    }

    /// The read of attribute `idx` (an `Option<Attribute>` expression).
    fn attr_read(&self, idx: usize) -> TokenStream {
        let a = &self.model.attributes[idx];
        let name = &a.name;
        if a.discardable {
            quote!(ctx.op_attr(op, #name))
        } else {
            quote!(ctx.op_property(op, #name).or_else(|| ctx.op_attr(op, #name)))
        }
    }

    /// Whether attribute `idx` is present and holds its default (a `bool` expression; the
    /// attribute has a default).
    fn is_default_test(&self, idx: usize) -> TokenStream {
        let v = self.attr_value(idx);
        let d = self.fast_default_expr(idx);
        quote!((#v).is_some_and(|__a| __a == #d))
    }

    /// [`Self::is_default_test`], through its local when the printer makes it more than once.
    fn is_default(&self, idx: usize) -> TokenStream {
        let hoisted = {
            let mut u = self.uses.borrow_mut();
            if u.counting {
                u.is_default[idx] += 1;
            }
            u.is_default_hoisted[idx]
        };
        if hoisted {
            let local = format_ident!("__isdef{}", idx);
            quote!(#local)
        } else {
            self.is_default_test(idx)
        }
    }

    /// The default of attribute `idx` (it has one): the one the op's registered info made once
    /// when the attribute is among its property defaults, else made here.
    fn fast_default_expr(&self, idx: usize) -> TokenStream {
        let a = &self.model.attributes[idx];
        let d = self.default_expr(idx).unwrap_or_else(|| quote!(::core::unreachable!()));
        if a.discardable || a.optional_storage || a.default.is_none() {
            return d;
        }
        // The position among the defaults `registration.rs` gives the op's info.
        let k = self.model.attributes[..idx]
            .iter()
            .filter(|b| !b.discardable && !b.optional_storage && b.default.is_some())
            .count();
        let name = &a.name;
        quote! {
            match ::oxir::ods::format::registered_default(ctx, op, #k, #name) {
                ::core::option::Option::Some(__d) => __d,
                ::core::option::Option::None => #d,
            }
        }
    }

    /// The value of attribute `idx` (an `Option<Attribute>` expression): its local when the
    /// printer reads it more than once.
    fn attr_value(&self, idx: usize) -> TokenStream {
        let hoisted = {
            let mut u = self.uses.borrow_mut();
            if u.counting {
                u.attr[idx] += 1;
            }
            u.attr_hoisted[idx]
        };
        if hoisted {
            let local = format_ident!("__attr{}", idx);
            quote!(#local)
        } else {
            self.attr_read(idx)
        }
    }

    fn default_expr(&self, idx: usize) -> Option<TokenStream> {
        match &self.model.attributes[idx].presence {
            AttrPresence::Default(d) => {
                let e = syn::parse_str::<syn::Expr>(d).ok()?;
                Some(quote!({ let ctx: &::oxir::Context = p.ctx(); let __d: ::oxir::Attribute = #e; __d }))
            }
            _ => None,
        }
    }

    /// The values of operand (or result) group `i` as a slice expression.
    fn group(&self, operand: bool, i: usize) -> TokenStream {
        if operand {
            quote!(&__ops[__og[#i].clone()])
        } else {
            quote!(&__res[__rg[#i].clone()])
        }
    }

    fn vov_groups(&self, i: usize) -> TokenStream {
        let attr = self.model.operands[i].segment_attr.clone().unwrap_or_default();
        quote! {
            ::oxir::ods::format::sub_groups(ctx, op, #attr, __og[#i].clone())
                .into_iter()
                .map(|__r| __ops[__r].to_vec())
                .collect::<::std::vec::Vec<::std::vec::Vec<::oxir::Value>>>()
        }
    }

    /// The types of a `type(..)` argument as an iterator expression, for printing them without
    /// collecting them first.
    fn type_iter(&self, arg: &Elem) -> TokenStream {
        match arg {
            Elem::Operand(i) => {
                let g = self.group(true, *i);
                quote!((#g).iter().map(|&v| ctx.value_type(v)))
            }
            Elem::Result(i) => {
                let g = self.group(false, *i);
                quote!((#g).iter().map(|&v| ctx.value_type(v)))
            }
            Elem::Operands => quote!(ctx.operands(op).map(|v| ctx.value_type(v))),
            _ => quote!(ctx.result_types(op)),
        }
    }

    /// The types of a `type(..)` argument as a `Vec<Type>` expression.
    fn types_of(&self, arg: &Elem) -> TokenStream {
        match arg {
            Elem::Operand(i) => {
                let g = self.group(true, *i);
                quote!((#g).iter().map(|&v| ctx.value_type(v)).collect::<::std::vec::Vec<::oxir::Type>>())
            }
            Elem::Result(i) => {
                let g = self.group(false, *i);
                quote!((#g).iter().map(|&v| ctx.value_type(v)).collect::<::std::vec::Vec<::oxir::Type>>())
            }
            Elem::Operands => {
                quote!(ctx.operands(op).map(|v| ctx.value_type(v)).collect::<::std::vec::Vec<::oxir::Type>>())
            }
            _ => quote!(ctx.result_types(op).collect::<::std::vec::Vec<::oxir::Type>>()),
        }
    }

    fn literal(&self, value: &str, sp: &mut Spacing) -> TokenStream {
        let mut text = String::new();
        if sp.should_emit_space && should_emit_space_before(value, sp.last_was_punctuation) {
            text.push(' ');
        }
        text.push_str(value);
        let first = value.as_bytes()[0];
        sp.should_emit_space = value.len() != 1 || !"<({[".contains(first as char);
        sp.last_was_punctuation = first != b'_' && !first.is_ascii_alphabetic();
        quote!(p.write(#text);)
    }

    fn elided_attrs(&self) -> TokenStream {
        let m = self.model;
        let f = self.fmt;
        let mut names: Vec<String> = Vec::new();
        if !f.seen.all_operands && m.operand_segments {
            names.push("operandSegmentSizes".into());
        }
        if !f.seen.all_result_types && m.result_segments {
            names.push("resultSegmentSizes".into());
        }
        names.extend(f.inferred_attrs.iter().cloned());
        names.extend(f.seen.attrs.iter().map(|&i| m.attributes[i].name.clone()));
        let mut defaults = Vec::new();
        for i in 0..m.attributes.len() {
            if self.default_expr(i).is_some() {
                let is_default = self.is_default(i);
                let name = &m.attributes[i].name;
                defaults.push(quote! {
                    if #is_default { __elided.push(#name); }
                });
            }
        }
        quote! {
            let mut __elided: ::oxir::ods::format::NameBuf = ::oxir::ods::format::NameBuf::from_slice(&[#(#names),*]);
            #(#defaults)*
        }
    }

    fn elem(&self, e: &Elem, sp: &mut Spacing) -> TokenStream {
        let m = self.model;
        match e {
            Elem::Literal(l, _) => return self.literal(l, sp),
            Elem::Newline => return quote!(p.newline();),
            Elem::Space => {
                sp.last_was_punctuation = false;
                sp.should_emit_space = false;
                return quote!(p.write(" "););
            }
            Elem::NoSpace => {
                sp.last_was_punctuation = true;
                sp.should_emit_space = false;
                return quote!();
            }
            Elem::Optional(g) => return self.optional(g, sp),
            Elem::OIList(clauses) => return self.oilist(clauses, sp),
            Elem::AttrDict { keyword } => {
                let elided = self.elided_attrs();
                sp.last_was_punctuation = false;
                let print = if *keyword {
                    quote!(p.print_op_attr_dict_with_keyword(op, &__elided);)
                } else {
                    quote!(p.print_op_attr_dict(op, &__elided);)
                };
                return quote!({ #elided #print });
            }
            Elem::PropDict => {
                let elided = self.elided_attrs();
                sp.last_was_punctuation = false;
                return quote!({ #elided p.fmt_print_prop_dict(op, &__elided); });
            }
            _ => {}
        }
        let space = if sp.should_emit_space || !sp.last_was_punctuation { quote!(p.write(" ");) } else { quote!() };
        sp.last_was_punctuation = false;
        sp.should_emit_space = true;
        let body = match e {
            Elem::Attr { idx, qualified } => {
                let v = self.attr_value(*idx);
                let a = &m.attributes[*idx];
                let print = if a.is_symbol_name() {
                    quote! {
                        if let ::core::option::Option::Some(__s) = ::oxir::builtin::attributes::StringAttr::value_of(ctx, __a) {
                            p.print_symbol_name(ctx.ident(__s));
                        }
                    }
                } else if a.dense_array_element().is_some() && !*qualified {
                    quote!(::oxir::ods::format::print_dense_array(p, __a);)
                } else if a.buildable_type().is_some() {
                    quote!(p.print_attribute_without_type(__a);)
                } else {
                    match (&a.kind, qualified) {
                        (AttrKind::Def(ty), false) => {
                            quote!(<#ty as ::oxir::ods::format::FormatAttr>::print_in_format(p, __a);)
                        }
                        (AttrKind::Enum(ty), false) => quote! {
                            match <#ty as ::oxir::ods::EnumField>::from_attr(ctx, __a) {
                                ::core::option::Option::Some(__e) => ::oxir::ods::EnumField::print_in_format(__e, p),
                                ::core::option::Option::None => p.print_attribute(__a),
                            }
                        },
                        (AttrKind::Any | AttrKind::Enum(_) | AttrKind::DenseArray(_), _) | (_, true) => {
                            quote!(p.print_attribute(__a);)
                        }
                    }
                };
                quote!(if let ::core::option::Option::Some(__a) = #v { #print })
            }
            Elem::Operand(i) => match m.operands[*i].arity {
                Arity::VariadicOfVariadic => {
                    let g = self.vov_groups(*i);
                    quote!(p.fmt_print_value_groups(&#g);)
                }
                _ => {
                    let g = self.group(true, *i);
                    quote!(p.print_value_list((#g).iter().copied());)
                }
            },
            Elem::Region(i, _) => {
                let it = self.implicit_terminator();
                if m.regions[*i].arity == Arity::Single {
                    quote! {
                        if let ::core::option::Option::Some(&__r) = ctx.op_regions(op).get(#i) { p.fmt_print_region(__r, #it); }
                    }
                } else {
                    quote!(p.fmt_print_regions(ctx.op_regions(op).get(#i..).unwrap_or(&[]), #it);)
                }
            }
            Elem::Successor(i) => {
                if m.successors[*i].arity == Arity::Single {
                    quote! {
                        if let ::core::option::Option::Some(&__b) = ctx.successors(op).get(#i) { p.print_block_name(__b); }
                    }
                } else {
                    quote!(p.fmt_print_successors(ctx.successors(op).get(#i..).unwrap_or(&[]));)
                }
            }
            Elem::Custom { name, args } => self.custom(name, args),
            Elem::Operands => quote!(p.print_value_list(ctx.operands(op));),
            Elem::Regions => {
                let it = self.implicit_terminator();
                quote!(p.fmt_print_regions(ctx.op_regions(op), #it);)
            }
            Elem::Successors => quote!(p.fmt_print_successors(ctx.successors(op));),
            Elem::Type { arg, .. } => {
                if let Elem::Operand(i) = **arg {
                    if m.operands[i].arity == Arity::VariadicOfVariadic {
                        let g = self.vov_groups(i);
                        return quote! {
                            #space
                            let __groups: ::std::vec::Vec<::std::vec::Vec<::oxir::Type>> =
                                (#g).iter().map(|__g| __g.iter().map(|&v| ctx.value_type(v)).collect()).collect();
                            p.fmt_print_type_groups(&__groups);
                        };
                    }
                }
                let t = self.type_iter(arg);
                quote!(p.print_type_list(#t);)
            }
            Elem::FunctionalType(a, b) => {
                let (ta, tb) = (self.types_of(a), self.types_of(b));
                quote!(p.print_functional_type(&#ta, &#tb);)
            }
            _ => quote!(),
        };
        quote!(#space #body)
    }

    /// The presence test of an optional group's anchor (MLIR's `genOptionalGroupPrinterAnchor`).
    fn anchor_cond(&self, e: &Elem) -> TokenStream {
        let m = self.model;
        match e {
            Elem::Operand(i) => {
                let g = self.group(true, *i);
                quote!(!(#g).is_empty())
            }
            Elem::Result(i) => {
                let g = self.group(false, *i);
                quote!(!(#g).is_empty())
            }
            Elem::Region(i, _) => {
                if m.regions[*i].arity == Arity::Single {
                    quote!(ctx.op_regions(op).get(#i).is_some_and(|&__r| !ctx.region_is_empty(__r)))
                } else {
                    quote!(ctx.op_regions(op).len() > #i)
                }
            }
            Elem::Type { arg, .. } => self.anchor_cond(arg),
            Elem::FunctionalType(a, _) => self.anchor_cond(a),
            Elem::Attr { idx, .. } => {
                let v = self.attr_value(*idx);
                match self.default_expr(*idx) {
                    Some(_) => {
                        let is_default = self.is_default(*idx);
                        quote!((#v).is_some() && !(#is_default))
                    }
                    None => quote!((#v).is_some()),
                }
            }
            Elem::Custom { args, .. } => {
                let conds: Vec<TokenStream> = args
                    .iter()
                    .filter(|a| !matches!(a, Elem::Ref(_) | Elem::Str(_)))
                    .map(|a| self.anchor_cond(a))
                    .collect();
                if conds.is_empty() {
                    quote!(false)
                } else {
                    quote!(#((#conds))||*)
                }
            }
            _ => quote!(false),
        }
    }

    fn optional(&self, g: &OptionalGroup, sp: &mut Spacing) -> TokenStream {
        let anchor = g.anchor_elem();
        let mut cond = self.anchor_cond(anchor);
        if g.inverted() {
            cond = quote!(!(#cond));
        }
        let elided: Option<&Elem> = match anchor {
            Elem::Attr { idx, .. }
                if self.model.attributes[*idx].is_unit()
                    && !g.then.first().is_some_and(|f| std::ptr::eq(f, anchor))
                    && (g.els.is_empty() || !g.els.first().is_some_and(|f| std::ptr::eq(f, anchor))) =>
            {
                Some(anchor)
            }
            _ => None,
        };
        let gen = |elems: &[Elem], sp: &mut Spacing| -> TokenStream {
            let parts: Vec<TokenStream> = elems
                .iter()
                .filter(|e| !elided.is_some_and(|x| std::ptr::eq(x, *e)))
                .map(|e| self.elem(e, sp))
                .collect();
            quote!(#(#parts)*)
        };
        let then = gen(&g.then, sp);
        if g.els.is_empty() {
            quote!(if #cond { #then })
        } else {
            let els = gen(&g.els, sp);
            quote!(if #cond { #then } else { #els })
        }
    }

    fn oilist(&self, clauses: &[OIListClause], sp: &mut Spacing) -> TokenStream {
        let m = self.model;
        let mut out = Vec::new();
        for OIListClause { keyword: lit, elems, .. } in clauses {
            let mut vars = Vec::new();
            for e in elems {
                e.collect_vars(&mut vars);
            }
            let conds: Vec<TokenStream> = vars
                .iter()
                .map(|v| match v {
                    Elem::Region(i, _) => {
                        if m.regions[*i].arity == Arity::Single {
                            quote!(ctx.op_regions(op).get(#i).is_some_and(|&__r| !ctx.region_is_empty(__r)))
                        } else {
                            quote!(ctx.op_regions(op).len() > #i)
                        }
                    }
                    other => self.anchor_cond(other),
                })
                .collect();
            let lit_code = self.literal(lit, sp);
            let unit_only = matches!(elems.as_slice(), [Elem::Attr { idx, .. }] if m.attributes[*idx].is_unit());
            let body: Vec<TokenStream> =
                if unit_only { Vec::new() } else { elems.iter().map(|e| self.elem(e, sp)).collect() };
            out.push(quote! {
                if false #(|| #conds)* {
                    #lit_code
                    #(#body)*
                }
            });
        }
        quote!(#(#out)*)
    }

    /// A call of the user's `print_<name>` (see the module docs for the convention).
    fn custom(&self, name: &str, args: &[Elem]) -> TokenStream {
        let f = custom_directive_fn("print", name, args, self.span);
        let mut pre = Vec::new();
        let mut call_args = Vec::new();
        for a in args {
            let tmp = self.fresh("c");
            let (value, by_ref) = self.custom_arg(a);
            pre.push(quote!(let #tmp = #value;));
            call_args.push(if by_ref { quote!(&#tmp) } else { quote!(#tmp) });
        }
        quote! {
            {
                #(#pre)*
                #f(p, op, #(#call_args),*);
            }
        }
    }

    /// The value passed for a custom directive argument, and whether it is passed by reference.
    fn custom_arg(&self, a: &Elem) -> (TokenStream, bool) {
        let m = self.model;
        match a {
            Elem::Ref(inner) => self.custom_arg(inner),
            Elem::Operand(i) => {
                let g = self.group(true, *i);
                match m.operands[*i].arity {
                    Arity::Single => (quote!((#g)[0]), false),
                    Arity::Optional => (quote!((#g).first().copied()), false),
                    Arity::Variadic => (quote!((#g).to_vec()), true),
                    Arity::VariadicOfVariadic => (self.vov_groups(*i), true),
                }
            }
            Elem::Attr { idx, .. } => (self.attr_value(*idx), false),
            Elem::AttrDict { .. } => (quote!(p.attrs_with_properties(op)), true),
            Elem::Region(i, _) => {
                if m.regions[*i].arity == Arity::Single {
                    (quote!(ctx.op_regions(op)[#i]), false)
                } else {
                    (quote!(ctx.op_regions(op).get(#i..).unwrap_or(&[]).to_vec()), true)
                }
            }
            Elem::Successor(i) => {
                if m.successors[*i].arity == Arity::Single {
                    (quote!(ctx.successors(op)[#i]), false)
                } else {
                    (quote!(ctx.successors(op).get(#i..).unwrap_or(&[]).to_vec()), true)
                }
            }
            Elem::Type { arg, .. } => {
                let (operand, i) = match **arg {
                    Elem::Operand(i) => (true, i),
                    Elem::Result(i) => (false, i),
                    _ => return (self.types_of(arg), true),
                };
                let arity = if operand { m.operands[i].arity } else { m.results[i].arity };
                let g = self.group(operand, i);
                match arity {
                    Arity::Single => (quote!(ctx.value_type((#g)[0])), false),
                    Arity::Optional => (quote!((#g).first().map(|&v| ctx.value_type(v))), false),
                    Arity::Variadic => (self.types_of(arg), true),
                    Arity::VariadicOfVariadic => {
                        let gs = self.vov_groups(i);
                        (
                            quote! {
                                (#gs).iter().map(|__g| __g.iter().map(|&v| ctx.value_type(v)).collect::<::std::vec::Vec<::oxir::Type>>())
                                    .collect::<::std::vec::Vec<::std::vec::Vec<::oxir::Type>>>()
                            },
                            true,
                        )
                    }
                }
            }
            Elem::Str(s) => {
                let e = string_arg_expr(s, self.span);
                (quote!({ let ctx: &::oxir::Context = p.ctx(); #e }), false)
            }
            Elem::Operands => (quote!(__ops.to_vec()), true),
            Elem::Regions => (quote!(ctx.op_regions(op).to_vec()), true),
            Elem::Successors => (quote!(ctx.successors(op).to_vec()), true),
            _ => (quote!(()), false),
        }
    }
}
