//! The model of a type or attribute definition: its parameters (the struct's fields) and its
//! options, read from the input with darling ([`read_def`]).

use crate::meta::{doc_text, with_usage, ExprArg};
use darling::util::{Flag, SpannedValue};
use darling::{FromField, FromMeta};
use proc_macro2::{Span, TokenStream};
use quote::quote;
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
    /// The parameter's type as MLIR's diagnostics name it (its ODS C++ type: `IntegerAttr`,
    /// `unsigned`, `::llvm::ArrayRef<Type>`), from `#[param(cpp_type = "...")]` or derived from
    /// the Rust type.
    pub cpp_type: String,
}

impl Param {
    /// The Rust type the parser produces for this parameter before defaults are applied.
    pub fn parsed_ty(&self) -> &Type {
        match &self.presence {
            Presence::Optional(inner) => inner,
            _ => &self.ty,
        }
    }

    pub fn is_optional(&self) -> bool {
        !matches!(self.presence, Presence::Required)
    }

    /// An expression that is true when the parameter should be printed (present, not default).
    pub fn present(&self) -> TokenStream {
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
    /// `summary = "..."`: the summary, instead of the doc comment's first paragraph.
    pub summary: Option<LitStr>,
    /// `ods_name = "..."`: the name MLIR's diagnostics give the definition (its ODS record, e.g.
    /// `LoopUnrollAttr`), instead of the struct's name.
    pub ods_name: Option<LitStr>,
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

/// The C++ type MLIR's ODS would give a parameter of Rust type `ty`, for parse errors (`failed
/// to parse X parameter 'p' which is to be a `IntegerAttr``): `Option<T>` is `T` (an
/// `OptionalParameter`), `Vec<T>` an `::llvm::ArrayRef<T>`, `AttrOf<T>` the attribute `T`,
/// integers their C++ spelling, `String` a `::llvm::StringRef`, and any other type its name.
fn cpp_type_of(ty: &Type) -> String {
    let Type::Path(p) = ty else { return quote!(#ty).to_string() };
    let Some(last) = p.path.segments.last() else { return String::new() };
    let inner = || match &last.arguments {
        PathArguments::AngleBracketed(a) => a.args.iter().find_map(|g| match g {
            GenericArgument::Type(t) => Some(cpp_type_of(t)),
            _ => None,
        }),
        _ => None,
    };
    let name = last.ident.to_string();
    match name.as_str() {
        "Option" | "AttrOf" | "Box" => inner().unwrap_or(name),
        "Vec" => format!("::llvm::ArrayRef<{}>", inner().unwrap_or_default()),
        "String" => "::llvm::StringRef".into(),
        "BoolAttrParam" => "BoolAttr".into(),
        "u8" => "uint8_t".into(),
        "u16" => "uint16_t".into(),
        "u32" => "unsigned".into(),
        "u64" => "uint64_t".into(),
        "i8" => "int8_t".into(),
        "i16" => "int16_t".into(),
        "i32" => "int32_t".into(),
        "i64" => "int64_t".into(),
        "usize" => "size_t".into(),
        "isize" => "ptrdiff_t".into(),
        _ => name,
    }
}

/// The arguments `#[type_def(...)]` and `#[attr_def(...)]` share.
#[derive(Default, FromMeta)]
struct CommonArgs {
    dialect: Option<LitStr>,
    name: Option<LitStr>,
    /// Another spelling of `name`.
    mnemonic: Option<LitStr>,
    format: Option<LitStr>,
    verifier: Option<Path>,
    printer: Option<Path>,
    parser: Option<Path>,
    prefix: Option<LitStr>,
    skip_default_builders: Flag,
    /// ODS's `summary`: the phrase verifier messages quote (`must be <summary>`) and the docs
    /// show; without it, the doc comment's first paragraph.
    summary: Option<LitStr>,
    /// The definition's ODS record name, which parse errors quote.
    ods_name: Option<LitStr>,
}

/// The arguments of `#[type_def(...)]`.
#[derive(Default, FromMeta)]
struct TypeDefArgs {
    #[darling(flatten)]
    common: CommonArgs,
}

/// The arguments of `#[attr_def(...)]`: those of a type, and what only attributes have.
#[derive(Default, FromMeta)]
struct AttrDefArgs {
    #[darling(flatten)]
    common: CommonArgs,
    typed: Flag,
    type_of: Option<Path>,
    location: Flag,
}

/// What `#[type_def]` takes, for unknown-argument errors.
const TYPE_USAGE: &str = "`#[type_def]` takes: dialect, name, format, verifier, printer, parser, prefix, \
    skip_default_builders, summary, ods_name";
/// What `#[attr_def]` takes, for unknown-argument errors.
const ATTR_USAGE: &str = "`#[attr_def]` takes: dialect, name, format, verifier, printer, parser, prefix, \
    skip_default_builders, summary, ods_name, typed, type_of, location";

/// A field of a definition struct: a parameter.
#[derive(FromField)]
#[darling(attributes(param), forward_attrs(doc))]
struct ParamInput {
    ident: Option<Ident>,
    ty: Type,
    attrs: Vec<Attribute>,
    /// `#[param(default = expr)]`.
    default: Option<SpannedValue<ExprArg>>,
    /// `#[param(cpp_type = "...")]`: the type parse errors name.
    cpp_type: Option<LitStr>,
}

/// What is defined: a type (`#[type_def]`) or an attribute (`#[attr_def]`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum DefKind {
    /// `#[derive(TypeDef)]`.
    Type,
    /// `#[derive(AttrDef)]`.
    Attr,
}

impl DefKind {
    /// The name of the options attribute.
    fn attr_name(self) -> &'static str {
        match self {
            DefKind::Type => "type_def",
            DefKind::Attr => "attr_def",
        }
    }

    /// What a definition of this kind is called in messages.
    pub fn what(self) -> &'static str {
        match self {
            DefKind::Type => "type",
            DefKind::Attr => "attribute",
        }
    }
}

/// Reads the struct and its `#[type_def(...)]` / `#[attr_def(...)]` options.
pub fn read_def(input: &DeriveInput, kind: DefKind) -> syn::Result<DefModel> {
    let (attr_name, what) = (kind.attr_name(), kind.what());
    if !input.generics.params.is_empty() {
        return Err(syn::Error::new(
            input.generics.span(),
            format!("{what} definitions cannot be generic: interned definitions are concrete types; remove the generic parameters"),
        ));
    }
    let Some(attr) = input.attrs.iter().find(|a| a.path().is_ident(attr_name)) else {
        return Err(syn::Error::new(
            input.ident.span(),
            format!("missing `#[{attr_name}(dialect = \"...\", name = \"...\")]` on the {what} definition"),
        ));
    };
    let mut errors = darling::Error::accumulator();
    let mut items = Vec::new();
    for a in input.attrs.iter().filter(|a| a.path().is_ident(attr_name)) {
        if let Some(list) = errors.handle(a.meta.require_list().map_err(darling::Error::from)) {
            if let Some(mut l) =
                errors.handle(crate::meta::meta_items(list.tokens.clone()).map_err(crate::meta::from_syn))
            {
                items.append(&mut l);
            }
        }
    }
    let mut opts = DefOptions::default();
    let common = match kind {
        DefKind::Type => {
            errors.handle(TypeDefArgs::from_list(&items).map_err(|e| with_usage(e, TYPE_USAGE))).map(|a| a.common)
        }
        DefKind::Attr => {
            errors.handle(AttrDefArgs::from_list(&items).map_err(|e| with_usage(e, ATTR_USAGE))).map(|a| {
                opts.typed = a.typed.is_present().then(|| a.typed.span());
                opts.type_of = a.type_of;
                opts.location = a.location.is_present();
                a.common
            })
        }
    };
    if let Some(c) = common {
        if let (Some(_), Some(m)) = (&c.name, &c.mnemonic) {
            errors.push(darling::Error::custom("give the mnemonic once: `name = \"...\"`").with_span(m));
        }
        opts.dialect = c.dialect;
        opts.name = c.name.or(c.mnemonic);
        opts.format = c.format;
        opts.verifier = c.verifier;
        opts.printer = c.printer;
        opts.parser = c.parser;
        opts.prefix = c.prefix;
        opts.skip_default_builders = c.skip_default_builders.is_present();
        opts.summary = c.summary;
        opts.ods_name = c.ods_name;
        for (v, k) in [(&opts.dialect, "dialect"), (&opts.name, "name")] {
            if v.is_none() {
                errors.push(
                    darling::Error::custom(format!(
                        "`#[{attr_name}]` needs `{k} = \"...\"` (e.g. `dialect = \"toy\", name = \"struct\"`)"
                    ))
                    .with_span(attr.path()),
                );
            }
        }
        if let Some(n) = &opts.name {
            let v = n.value();
            let ok = v.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                && v.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.');
            if !ok {
                errors.push(
                    darling::Error::custom("the mnemonic must be an identifier such as `struct` or `shape`")
                        .with_span(n),
                );
            }
        }
    }
    let mut params = Vec::new();
    let unit = match &input.data {
        Data::Struct(data) => match &data.fields {
            Fields::Unit => true,
            Fields::Named(named) => {
                for f in &named.named {
                    let Some(p) = errors.handle(
                        ParamInput::from_field(f)
                            .map_err(|e| with_usage(e, "`#[param]` takes `default = expr`, `cpp_type = \"...\"`")),
                    ) else {
                        continue;
                    };
                    let Some(ident) = p.ident else { continue };
                    let presence = match (option_inner(&p.ty), p.default) {
                        (Some(_), Some(d)) => {
                            errors.push(syn::Error::new(
                                d.span(),
                                "an `Option` parameter already defaults to `None`; remove `default` or the `Option`",
                            ).into());
                            continue;
                        }
                        (Some(inner), None) => Presence::Optional(inner),
                        (None, Some(d)) => Presence::Default(d.0.clone()),
                        (None, None) => Presence::Required,
                    };
                    let (summary, description) = doc_text(&p.attrs);
                    let doc = if description.is_empty() { summary } else { format!("{summary} {description}") };
                    let name = ident.to_string().trim_start_matches("r#").to_string();
                    let cpp_type = p.cpp_type.map_or_else(|| cpp_type_of(&p.ty), |c| c.value());
                    params.push(Param { ident, name, ty: p.ty, presence, doc, cpp_type });
                }
                false
            }
            Fields::Unnamed(u) => {
                errors.push(syn::Error::new(
                    u.span(),
                    format!("{what} parameters must be named fields (`struct X {{ width: u32 }}`) so the format can refer to them as `$width`"),
                ).into());
                false
            }
        },
        _ => {
            errors.push(
                syn::Error::new(input.ident.span(), format!("a {what} definition must be a struct of its parameters"))
                    .into(),
            );
            false
        }
    };
    errors.finish().map_err(syn::Error::from)?;
    let (doc_summary, doc_rest) = doc_text(&input.attrs);
    // An explicit summary leaves the whole doc comment to the description.
    let (summary, description) = match &opts.summary {
        Some(s) if doc_rest.is_empty() => (s.value(), doc_summary),
        Some(s) if doc_summary.is_empty() => (s.value(), doc_rest),
        Some(s) => (s.value(), format!("{doc_summary}\n\n{doc_rest}")),
        None => (doc_summary, doc_rest),
    };
    Ok(DefModel { ident: input.ident.clone(), opts, params, unit, summary, description })
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
