//! What type and attribute definitions share: the parameter model read from the struct, the
//! definition's options, and the compiler of MLIR's type/attribute assembly format
//! (`` `<` $elements `>` ``, `params`, `struct(...)`, `qualified(...)`, `custom<Fn>(...)`,
//! optional groups `(...)?`) into a printer and a parser. Every parameter prints and parses
//! through `oxir::ods::defs::FormatParam` of its Rust type, so the generated code stays small.

use crate::model::oxir_path;
use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned, ToTokens};
use syn::spanned::Spanned;
use syn::{Attribute, Data, DeriveInput, Expr, Fields, GenericArgument, Ident, LitStr, Path, PathArguments, Type};

/// Whether a parameter must be present.
#[derive(Clone)]
pub enum Presence {
    /// Always present.
    Required,
    /// An `Option<T>` field; the inner type.
    Optional(Type),
    /// `#[param(default = expr)]`: omitted from the output when equal to the default.
    Default(Expr),
}

/// One parameter: a named field of the definition struct.
#[derive(Clone)]
pub struct Param {
    /// The field.
    pub ident: Ident,
    /// The name in the format (`$elements`) and in `struct(...)` entries.
    pub name: String,
    /// The field's Rust type.
    pub ty: Type,
    /// Optional, default-valued or required.
    pub presence: Presence,
    /// The field's doc comment.
    pub doc: String,
}

impl Param {
    /// The Rust type the parser produces for this parameter before defaults are applied.
    fn parsed_ty(&self) -> &Type {
        match &self.presence {
            Presence::Optional(inner) => inner,
            _ => &self.ty,
        }
    }

    fn is_optional(&self) -> bool {
        !matches!(self.presence, Presence::Required)
    }

    /// An expression that is true when the parameter should be printed (present, not default).
    fn present(&self) -> TokenStream {
        let f = &self.ident;
        match &self.presence {
            Presence::Required => quote!(true),
            Presence::Optional(_) => quote!(self.#f.is_some()),
            Presence::Default(e) => quote!(self.#f != (#e)),
        }
    }
}

/// The options of `#[type_def(...)]` / `#[attr_def(...)]`.
#[derive(Default)]
pub struct DefOptions {
    /// The dialect namespace.
    pub dialect: Option<LitStr>,
    /// The mnemonic.
    pub name: Option<LitStr>,
    /// The assembly format.
    pub format: Option<LitStr>,
    /// `fn(&Context, &Self) -> Result<(), String>`.
    pub verifier: Option<Path>,
    /// `fn(&Self, &mut AsmPrinter)`: prints what follows the mnemonic.
    pub printer: Option<Path>,
    /// `fn(&mut OpAsmParser) -> ParseResult<Self>`: parses what follows the mnemonic.
    pub parser: Option<Path>,
    /// Attributes only: the attribute carries the type in its `ty` field.
    pub typed: Option<Span>,
    /// The text printed before the body instead of `!dialect.mnemonic` / `#dialect.mnemonic`:
    /// the builtin dialect's core syntax (`complex<f32>`, or `""` when the printer writes it all).
    pub prefix: Option<LitStr>,
    /// No `get`/`get_checked` (MLIR's `skipDefaultBuilders`): the definition writes its own.
    pub skip_default_builders: bool,
    /// Attributes only: `fn(&Self) -> Option<Type>`, the type a typed attribute carries when its
    /// own printer and parser handle it (the builtin `42 : i32`), instead of `typed`.
    pub type_of: Option<Path>,
    /// Attributes only: the attribute is a location (MLIR's `LocationAttr`).
    pub location: bool,
}

/// A whole definition.
pub struct DefModel {
    /// The struct.
    pub ident: Ident,
    /// Its options.
    pub opts: DefOptions,
    /// Its parameters in declaration order (empty for a unit struct).
    pub params: Vec<Param>,
    /// Whether the struct is a unit struct.
    pub unit: bool,
    /// The first paragraph of the doc comment.
    pub summary: String,
    /// The rest of the doc comment.
    pub description: String,
}

/// The first paragraph of a doc comment and the rest.
pub fn doc_text(attrs: &[Attribute]) -> (String, String) {
    let mut lines = Vec::new();
    for a in attrs {
        if !a.path().is_ident("doc") {
            continue;
        }
        if let syn::Meta::NameValue(nv) = &a.meta {
            if let Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) = &nv.value {
                let v = s.value();
                lines.push(v.strip_prefix(' ').unwrap_or(&v).to_string());
            }
        }
    }
    let text = lines.join("\n");
    let text = text.trim();
    match text.split_once("\n\n") {
        Some((s, d)) => (s.replace('\n', " ").trim().to_string(), d.trim().to_string()),
        None => (text.replace('\n', " "), String::new()),
    }
}

/// Renders a Rust type for docs: `Vec<Type>`, not `Vec < Type >`.
pub fn type_text(ty: &Type) -> String {
    let s = ty.to_token_stream().to_string();
    let mut out = String::new();
    for part in s.split(' ') {
        let glue = out.ends_with(['<', ':', '&', '(', '[']) || part.starts_with(['<', '>', ':', ',', ')', ']']);
        if !out.is_empty() && !glue {
            out.push(' ');
        }
        out.push_str(part);
    }
    out
}

fn option_inner(ty: &Type) -> Option<Type> {
    let Type::Path(p) = ty else { return None };
    let last = p.path.segments.last()?;
    if last.ident != "Option" {
        return None;
    }
    let PathArguments::AngleBracketed(a) = &last.arguments else { return None };
    match a.args.first() {
        Some(GenericArgument::Type(t)) if a.args.len() == 1 => Some(t.clone()),
        _ => None,
    }
}

/// Reads the struct and its `#[<attr_name>(...)]` options.
pub fn read_def(input: &DeriveInput, attr_name: &str, what: &str) -> syn::Result<DefModel> {
    if !input.generics.params.is_empty() {
        return Err(syn::Error::new(
            input.generics.span(),
            format!("{what} definitions cannot be generic: interned definitions are concrete types; remove the generic parameters"),
        ));
    }
    let mut opts = DefOptions::default();
    let mut found = false;
    for a in &input.attrs {
        if !a.path().is_ident(attr_name) {
            continue;
        }
        found = true;
        a.parse_nested_meta(|meta| {
            let key = meta.path.get_ident().map(|i| i.to_string()).unwrap_or_default();
            match key.as_str() {
                "dialect" => opts.dialect = Some(meta.value()?.parse()?),
                "name" | "mnemonic" => opts.name = Some(meta.value()?.parse()?),
                "format" => opts.format = Some(meta.value()?.parse()?),
                "verifier" => opts.verifier = Some(meta.value()?.parse()?),
                "printer" => opts.printer = Some(meta.value()?.parse()?),
                "parser" => opts.parser = Some(meta.value()?.parse()?),
                "typed" if attr_name == "attr_def" => opts.typed = Some(meta.path.span()),
                "prefix" => opts.prefix = Some(meta.value()?.parse()?),
                "skip_default_builders" => opts.skip_default_builders = true,
                "type_of" if attr_name == "attr_def" => opts.type_of = Some(meta.value()?.parse()?),
                "location" if attr_name == "attr_def" => opts.location = true,
                _ => {
                    let typed = if attr_name == "attr_def" { ", typed, type_of, location" } else { "" };
                    return Err(meta.error(format!(
                        "unknown `#[{attr_name}]` argument `{key}`; expected one of: dialect, name, format, verifier, \
                         printer, parser, prefix, skip_default_builders{typed}"
                    )));
                }
            }
            Ok(())
        })?;
    }
    if !found {
        return Err(syn::Error::new(
            input.ident.span(),
            format!("missing `#[{attr_name}(dialect = \"...\", name = \"...\")]` on the {what} definition"),
        ));
    }
    let attr_span = input.attrs.iter().find(|a| a.path().is_ident(attr_name)).map_or(input.ident.span(), |a| a.span());
    for (v, k) in [(&opts.dialect, "dialect"), (&opts.name, "name")] {
        if v.is_none() {
            return Err(syn::Error::new(
                attr_span,
                format!("`#[{attr_name}]` needs `{k} = \"...\"` (e.g. `dialect = \"toy\", name = \"struct\"`)"),
            ));
        }
    }
    if let Some(n) = &opts.name {
        let v = n.value();
        let ok = v.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && v.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.');
        if !ok {
            return Err(syn::Error::new(n.span(), "the mnemonic must be an identifier such as `struct` or `shape`"));
        }
    }
    let Data::Struct(data) = &input.data else {
        return Err(syn::Error::new(
            input.ident.span(),
            format!("a {what} definition must be a struct of its parameters"),
        ));
    };
    let mut params = Vec::new();
    let unit = match &data.fields {
        Fields::Unit => true,
        Fields::Named(named) => {
            for f in &named.named {
                let ident = f.ident.clone().expect("named field");
                let mut presence = match option_inner(&f.ty) {
                    Some(inner) => Presence::Optional(inner),
                    None => Presence::Required,
                };
                for a in &f.attrs {
                    if !a.path().is_ident("param") {
                        continue;
                    }
                    a.parse_nested_meta(|meta| {
                        if meta.path.is_ident("default") {
                            let e: Expr = meta.value()?.parse()?;
                            if matches!(presence, Presence::Optional(_)) {
                                return Err(meta.error(
                                    "an `Option` parameter already defaults to `None`; remove `default` or the `Option`",
                                ));
                            }
                            presence = Presence::Default(e);
                            Ok(())
                        } else {
                            Err(meta.error("unknown `#[param]` argument; expected `default = expr`"))
                        }
                    })?;
                }
                let (summary, description) = doc_text(&f.attrs);
                let doc = if description.is_empty() { summary } else { format!("{summary} {description}") };
                let name = ident.to_string().trim_start_matches("r#").to_string();
                params.push(Param { ident, name, ty: f.ty.clone(), presence, doc });
            }
            false
        }
        Fields::Unnamed(u) => {
            return Err(syn::Error::new(
                u.span(),
                format!("{what} parameters must be named fields (`struct X {{ width: u32 }}`) so the format can refer to them as `$width`"),
            ))
        }
    };
    let (summary, description) = doc_text(&input.attrs);
    Ok(DefModel { ident: input.ident.clone(), opts, params, unit, summary, description })
}

// ----- the format -----

#[derive(Clone, Debug)]
enum Elem {
    /// A keyword or punctuation literal.
    Literal(String),
    /// `` ` ` ``, `` `\n` `` or the empty literal (no space).
    Space(String),
    /// `$name` or `qualified($name)`; whether it carries the `^` anchor.
    Param(usize, bool),
    /// `params`.
    Params,
    /// `struct(params)` / `struct($a, $b)`.
    Struct(Vec<usize>),
    /// `custom<Name>($a, ...)`.
    Custom(String, Vec<usize>),
    /// `(...)?`: the elements and the anchor parameter.
    Optional(Vec<Elem>, usize),
}

struct FormatParser<'a> {
    src: Vec<char>,
    pos: usize,
    lit: &'a LitStr,
    params: &'a [Param],
}

const PUNCT: &str = "<>,=:[]{}*|+-";

impl FormatParser<'_> {
    fn err(&self, at: usize, msg: impl std::fmt::Display) -> syn::Error {
        syn::Error::new(self.lit.span(), format!("{msg} (at offset {at} of the format \"{}\")", self.lit.value()))
    }

    fn skip_ws(&mut self) {
        while self.pos < self.src.len() && self.src[self.pos].is_whitespace() {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.skip_ws();
        self.src.get(self.pos).copied()
    }

    fn ident(&mut self) -> String {
        let start = self.pos;
        while self.pos < self.src.len() && (self.src[self.pos].is_alphanumeric() || self.src[self.pos] == '_') {
            self.pos += 1;
        }
        self.src[start..self.pos].iter().collect()
    }

    fn expect(&mut self, c: char, what: &str) -> syn::Result<()> {
        if self.peek() == Some(c) {
            self.pos += 1;
            Ok(())
        } else {
            Err(self.err(self.pos, format!("expected `{c}` {what}")))
        }
    }

    fn param_ref(&mut self) -> syn::Result<usize> {
        let at = self.pos;
        self.expect('$', "before a parameter name")?;
        let name = self.ident();
        if name.is_empty() {
            return Err(self.err(at, "expected a parameter name after `$`"));
        }
        match self.params.iter().position(|p| p.name == name) {
            Some(i) => Ok(i),
            None => {
                let names: Vec<String> = self.params.iter().map(|p| format!("${}", p.name)).collect();
                Err(self.err(
                    at,
                    format!(
                        "`${name}` is not a parameter of this definition; the parameters are: {}",
                        if names.is_empty() { "(none)".to_string() } else { names.join(", ") }
                    ),
                ))
            }
        }
    }

    fn param_list(&mut self) -> syn::Result<Vec<usize>> {
        let mut out = Vec::new();
        if self.peek() == Some(')') {
            return Ok(out);
        }
        loop {
            out.push(self.param_ref()?);
            if self.peek() == Some(',') {
                self.pos += 1;
            } else {
                return Ok(out);
            }
        }
    }

    fn elements(&mut self, in_group: bool) -> syn::Result<Vec<Elem>> {
        let mut out = Vec::new();
        loop {
            let Some(c) = self.peek() else {
                if in_group {
                    return Err(self.err(self.pos, "expected `)` to close the optional group"));
                }
                return Ok(out);
            };
            let at = self.pos;
            match c {
                ')' if in_group => return Ok(out),
                '`' => {
                    self.pos += 1;
                    let start = self.pos;
                    while self.pos < self.src.len() && self.src[self.pos] != '`' {
                        self.pos += 1;
                    }
                    if self.pos >= self.src.len() {
                        return Err(self.err(at, "unterminated literal: add the closing backtick"));
                    }
                    let text: String = self.src[start..self.pos].iter().collect();
                    self.pos += 1;
                    if text.is_empty() || text == " " || text == "\\n" {
                        out.push(Elem::Space(text));
                    } else if is_valid_literal(&text) {
                        out.push(Elem::Literal(text));
                    } else {
                        return Err(self.err(
                            at,
                            format!("expected valid literal but got '{text}': a literal is a keyword or one of `<>,=:[]{{}}()*|+-?` or `->`"),
                        ));
                    }
                }
                '$' => {
                    let i = self.param_ref()?;
                    let anchor = self.peek() == Some('^');
                    if anchor {
                        self.pos += 1;
                        if !in_group {
                            return Err(self.err(at, "the `^` anchor is only valid inside an optional group `(...)?`"));
                        }
                    }
                    out.push(Elem::Param(i, anchor));
                }
                '(' => {
                    self.pos += 1;
                    let group = self.elements(true)?;
                    self.expect(')', "to close the optional group")?;
                    self.expect('?', "after `)`: only optional groups `(...)?` may be parenthesized")?;
                    out.push(self.optional_group(at, group)?);
                }
                '-' if self.src.get(self.pos + 1) == Some(&'>') => {
                    self.pos += 2;
                    out.push(Elem::Literal("->".into()));
                }
                c if PUNCT.contains(c) => {
                    self.pos += 1;
                    out.push(Elem::Literal(c.to_string()));
                }
                c if c.is_alphabetic() || c == '_' => {
                    let word = self.ident();
                    match word.as_str() {
                        "params" => out.push(Elem::Params),
                        "struct" => {
                            self.expect('(', "after `struct`")?;
                            let list = if self.peek() == Some('p') {
                                let w = self.ident();
                                if w != "params" {
                                    return Err(self.err(at, "expected `params` or `$param, ...` in `struct(...)`"));
                                }
                                (0..self.params.len()).collect()
                            } else {
                                self.param_list()?
                            };
                            self.expect(')', "to close `struct(`")?;
                            out.push(Elem::Struct(list));
                        }
                        "qualified" => {
                            self.expect('(', "after `qualified`")?;
                            let i = self.param_ref()?;
                            self.expect(')', "to close `qualified(`")?;
                            out.push(Elem::Param(i, false));
                        }
                        "custom" => {
                            self.expect('<', "after `custom`: write `custom<Name>($param, ...)`")?;
                            self.skip_ws();
                            let name = self.ident();
                            if name.is_empty() {
                                return Err(self.err(self.pos, "expected the name of the custom directive"));
                            }
                            self.expect('>', "after the custom directive's name")?;
                            self.expect('(', "after `custom<Name>`")?;
                            let args = self.param_list()?;
                            self.expect(')', "to close `custom<Name>(`")?;
                            if args.is_empty() {
                                return Err(
                                    self.err(at, "a `custom<Name>(...)` directive needs at least one parameter")
                                );
                            }
                            out.push(Elem::Custom(name, args));
                        }
                        other => {
                            return Err(self.err(
                                at,
                                format!(
                                    "unknown directive `{other}`; expected `params`, `struct(...)`, `qualified(...)`, \
                                     `custom<Name>(...)`, a `$parameter` or a backtick literal such as `` `{other}` ``"
                                ),
                            ))
                        }
                    }
                }
                other => return Err(self.err(at, format!("unexpected character `{other}` in the format"))),
            }
        }
    }

    fn optional_group(&self, at: usize, group: Vec<Elem>) -> syn::Result<Elem> {
        let mut params = Vec::new();
        collect_params(&group, &mut params);
        for &i in &params {
            if !self.params[i].is_optional() {
                return Err(self.err(
                    at,
                    format!(
                        "`${}` is in an optional group but is required; make it an `Option` or give it `#[param(default = ...)]`",
                        self.params[i].name
                    ),
                ));
            }
        }
        let explicit: Vec<usize> =
            group.iter().filter_map(|e| if let Elem::Param(i, true) = e { Some(*i) } else { None }).collect();
        let anchor = match explicit.as_slice() {
            [a] => *a,
            [] => match params.first() {
                Some(&a) => a,
                None => return Err(self.err(at, "an optional group must contain an optional parameter to anchor it")),
            },
            _ => return Err(self.err(at, "an optional group can have only one `^` anchor")),
        };
        match group.first() {
            Some(Elem::Literal(_)) | Some(Elem::Param(..)) => {}
            _ => {
                return Err(self
                    .err(at, "the first element of an optional group must be a literal or an optional `$parameter`"))
            }
        }
        Ok(Elem::Optional(group, anchor))
    }
}

fn is_valid_literal(s: &str) -> bool {
    if s == "->" || s == "..." {
        return true;
    }
    if s.chars().count() == 1 {
        let c = s.chars().next().unwrap_or(' ');
        return "<>,=:[]{}()*|+-?".contains(c) || c.is_alphabetic() || c == '_';
    }
    let mut cs = s.chars();
    cs.next().is_some_and(|c| c.is_alphabetic() || c == '_') && cs.all(|c| c.is_alphanumeric() || c == '_' || c == '.')
}

fn collect_params(elems: &[Elem], out: &mut Vec<usize>) {
    for e in elems {
        match e {
            Elem::Param(i, _) => out.push(*i),
            Elem::Params => out.push(usize::MAX),
            Elem::Struct(l) | Elem::Custom(_, l) => out.extend(l.iter().copied()),
            Elem::Optional(g, _) => collect_params(g, out),
            _ => {}
        }
    }
}

/// The compiled format: the printer body (after the mnemonic) and the parser body (producing
/// the definition struct value).
pub struct Compiled {
    /// Statements printing the parameters with `p: &mut AsmPrinter` and `self`.
    pub print: TokenStream,
    /// An expression parsing a `Self` with `p: &mut OpAsmParser`, `__start: usize` in scope
    /// (and `__ty: Option<Type>` for typed attributes).
    pub parse: TokenStream,
}

/// Compiles the definition's format (or its custom printer/parser pair) into code. `skip` is a
/// parameter the format must not mention (the type of a typed attribute, parsed after it).
pub fn compile(model: &DefModel, skip: Option<usize>, what: &str) -> syn::Result<Compiled> {
    let ox = oxir_path();
    let ident = &model.ident;
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
    let mut fp = FormatParser { src: lit.value().chars().collect(), pos: 0, lit, params: &model.params };
    let elems = fp.elements(false)?;
    // Pretty dialect symbols are `mnemonic` or `mnemonic<...>`: anything else could not be told
    // apart from what follows the symbol.
    if let Some(first) = elems.first() {
        if !matches!(first, Elem::Literal(l) if l == "<") {
            return Err(syn::Error::new(
                lit.span(),
                format!("a {what} format must start with `` `<` `` (MLIR's pretty form is `mnemonic<...>`); e.g. \"`<` params `>`\""),
            ));
        }
    }
    // Coverage: every parameter exactly once (`params` and `struct(params)` cover all).
    let mut used = Vec::new();
    collect_params(&elems, &mut used);
    let mut count = vec![0usize; model.params.len()];
    for u in used {
        if u == usize::MAX {
            for (i, c) in count.iter_mut().enumerate() {
                if Some(i) != skip {
                    *c += 1;
                }
            }
        } else {
            count[u] += 1;
        }
    }
    for (i, p) in model.params.iter().enumerate() {
        if Some(i) == skip {
            if count[i] > 0 {
                return Err(syn::Error::new(
                    lit.span(),
                    format!(
                        "`${}` is the type of this typed attribute: it is printed after the attribute as ` : type`; remove it from the format",
                        p.name
                    ),
                ));
            }
            continue;
        }
        if count[i] == 0 {
            return Err(syn::Error::new(
                lit.span(),
                format!("format is missing parameter `${}`: add it (or `params`) to the format", p.name),
            ));
        }
        if count[i] > 1 {
            return Err(syn::Error::new(
                lit.span(),
                format!("parameter `${}` appears more than once in the format", p.name),
            ));
        }
    }
    let mut g = Gen { model, ox: ox.clone(), skip, should_emit_space: true, last_was_punct: false };
    let print = g.print_elems(&elems);
    let parse_stmts = g.parse_elems(&elems)?;
    let locals = model.params.iter().enumerate().filter(|(i, _)| Some(*i) != skip).map(|(_, p)| {
        let v = local(p);
        let ty = p.parsed_ty();
        quote!(let mut #v: ::core::option::Option<#ty> = ::core::option::Option::None;)
    });
    let build = build_value(model, skip);
    let _ = ident;
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
                    p.error_at(__start, ::core::concat!("struct is missing required parameter: ", #name))),
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

fn punct_token(s: &str) -> Option<&'static str> {
    Some(match s {
        "<" => "Less",
        ">" => "Greater",
        "," => "Comma",
        "=" => "Equal",
        ":" => "Colon",
        "[" => "LSquare",
        "]" => "RSquare",
        "{" => "LBrace",
        "}" => "RBrace",
        "(" => "LParen",
        ")" => "RParen",
        "*" => "Star",
        "|" => "VerticalBar",
        "+" => "Plus",
        "-" => "Minus",
        "?" => "Question",
        "->" => "Arrow",
        "..." => "Ellipsis",
        _ => return None,
    })
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
                Elem::Param(i, _) => {
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
                    let f = format_ident!("print_{}", snake(name));
                    let args = args.iter().map(|&i| {
                        let f = &self.model.params[i].ident;
                        quote!(&self.#f)
                    });
                    out.extend(quote!(#space #f(p, #(#args),*);));
                }
                Elem::Optional(group, anchor) => {
                    let present = self.model.params[*anchor].present();
                    let inner = self.print_elems(group);
                    out.extend(quote!(if #present { #inner }));
                }
            }
        }
        out
    }

    /// Parses a parameter into its local: `optional` when the parameter may be absent here.
    fn parse_param(&self, i: usize) -> TokenStream {
        let ox = &self.ox;
        let p = &self.model.params[i];
        let v = local(p);
        let ty = p.parsed_ty();
        let span = p.ty.span();
        match &p.presence {
            Presence::Required => quote_spanned!(span=> #v = ::core::option::Option::Some(
                <#ty as #ox::ods::defs::FormatParam>::parse_param(p)?);),
            _ => quote_spanned!(span=> #v = <#ty as #ox::ods::defs::FormatParam>::parse_optional_param(p)?;),
        }
    }

    fn parse_literal(l: &str, ox: &TokenStream, eat: bool) -> TokenStream {
        let msg = format!("expected '{l}'");
        match punct_token(l) {
            Some(kind) => {
                let kind = format_ident!("{}", kind);
                if eat {
                    quote!(p.eat(#ox::parser::lexer::TokenKind::#kind))
                } else {
                    quote!(p.expect(#ox::parser::lexer::TokenKind::#kind, #msg)?;)
                }
            }
            None if eat => quote!(p.eat_keyword(#l)),
            None => quote!(p.expect_keyword(#l, #msg)?;),
        }
    }

    fn parse_elems(&self, elems: &[Elem]) -> syn::Result<TokenStream> {
        let ox = &self.ox;
        let mut out = TokenStream::new();
        for e in elems {
            match e {
                Elem::Literal(l) => out.extend(Self::parse_literal(l, ox, false)),
                Elem::Space(_) => {}
                Elem::Param(i, _) => out.extend(self.parse_param(*i)),
                Elem::Params => {
                    let entries = (0..self.model.params.len()).filter(|&i| Some(i) != self.skip).map(|i| {
                        let p = &self.model.params[i];
                        let v = local(p);
                        let ty = p.parsed_ty();
                        if p.is_optional() {
                            quote!(#v = __list.optional::<#ty>(p)?;)
                        } else {
                            quote!(#v = ::core::option::Option::Some(__list.required::<#ty>(p)?);)
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
                        quote!(#name if !__seen[#k] => {
                            __seen[#k] = true;
                            #v = ::core::option::Option::Some(<#ty as #ox::ods::defs::FormatParam>::parse_param(p)?);
                        })
                    });
                    let n = list.len();
                    out.extend(quote!({
                        let mut __seen = [false; #n];
                        let mut __first = true;
                        loop {
                            if !__first {
                                if !p.eat(#ox::parser::lexer::TokenKind::Comma) {
                                    break;
                                }
                            } else if !#ox::ods::defs::at_struct_key(p) {
                                break;
                            }
                            __first = false;
                            let (__key, __at) = #ox::ods::defs::parse_struct_key(p)?;
                            match __key {
                                #(#arms)*
                                _ => return ::core::result::Result::Err(p.error_at(__at,
                                    ::std::format!("duplicate or unknown struct parameter name: {}", __key))),
                            }
                        }
                    }));
                }
                Elem::Custom(name, args) => {
                    let f = format_ident!("parse_{}", snake(name));
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
                            let cond = Self::parse_literal(l, ox, true);
                            out.extend(quote!(if #cond { #rest }));
                        }
                        Elem::Param(i, _) => {
                            let first = self.parse_param(*i);
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

/// `MyDirective` → `my_directive` (the suffix of the user's `parse_`/`print_` functions).
pub fn snake(s: &str) -> String {
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if c.is_uppercase() {
            if i > 0 && !out.ends_with('_') {
                out.push('_');
            }
            out.extend(c.to_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// The `### Name` section of a type or attribute in the dialect docs: summary, syntax,
/// description and the parameters table, as `mlir-tblgen -gen-typedef-doc` writes them.
pub fn def_docs(model: &DefModel, sigil: &str) -> String {
    let mut s = format!("### {}\n\n", model.ident);
    if !model.summary.is_empty() {
        s.push_str(&format!("_{}_\n\n", model.summary));
    }
    let dialect = model.opts.dialect.as_ref().map(LitStr::value).unwrap_or_default();
    let name = model.opts.name.as_ref().map(LitStr::value).unwrap_or_default();
    // A definition with its own `prefix` (the builtin core syntax) shows its grammar in its docs.
    if model.opts.prefix.is_none() {
        s.push_str(&format!("Syntax:\n\n```\n{sigil}{dialect}.{name}"));
        if !model.params.is_empty() {
            s.push_str("<\n");
            for p in &model.params {
                s.push_str(&format!("  {}   # {}\n", type_text(&p.ty), p.name));
            }
            s.push('>');
        }
        s.push_str("\n```\n\n");
    }
    if !model.description.is_empty() {
        s.push_str(&model.description);
        s.push_str("\n\n");
    }
    if !model.params.is_empty() {
        s.push_str(
            "#### Parameters:\n\n| Parameter | Rust type | Description |\n| :-------: | :-------: | ----------- |\n",
        );
        for p in &model.params {
            let mut doc = p.doc.clone();
            if let Presence::Default(e) = &p.presence {
                let d = format!("default: `{}`", e.to_token_stream().to_string().replace(' ', ""));
                doc = if doc.is_empty() { d } else { format!("{doc} ({d})") };
            }
            s.push_str(&format!("| {} | `{}` | {} |\n", p.name, type_text(&p.ty), doc));
        }
        s.push('\n');
    }
    s
}

/// The `get`/`get_checked` constructor arguments and the struct value they build.
pub fn constructor_parts(model: &DefModel) -> (Vec<TokenStream>, TokenStream) {
    let ident = &model.ident;
    let args: Vec<TokenStream> = model
        .params
        .iter()
        .map(|p| {
            let f = &p.ident;
            let ty = &p.ty;
            quote!(#f: #ty)
        })
        .collect();
    let fields = model.params.iter().map(|p| &p.ident);
    let value = if model.unit { quote!(#ident) } else { quote!(#ident { #(#fields),* }) };
    (args, value)
}
