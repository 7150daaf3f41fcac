//! `#[derive(EnumAttr)]`: an enum of unit variants becomes an MLIR enum attribute
//! (`I64EnumAttr`/`I32EnumAttr` style): case keywords and integer values, conversions both ways,
//! the integer-attribute storage ops use (`predicate = 0 : i64`) with its constraint, keyword
//! printing/parsing for formats, and optionally a dialect attribute `#dialect.name<case>`
//! (MLIR's `EnumAttr`), or with `format = "$value"` MLIR's default `EnumAttr` form
//! `#dialect<name case>` (written as the bare case in op formats). With `bits`, the variants are
//! flags and a set type holds their union (MLIR's `BitEnumAttr`, e.g. `#arith.fastmath<nnan,ninf>`).

use crate::meta::doc_text;
use crate::naming::snake;
use crate::oxir_path;
use darling::util::Flag;
use darling::{FromDeriveInput, FromMeta, FromVariant};
use proc_macro2::TokenStream;
use quote::quote;
use syn::spanned::Spanned;
use syn::{Data, DeriveInput, Ident, LitInt, LitStr};

/// The options of `#[enum_attr(...)]`.
#[derive(Default, FromDeriveInput)]
#[darling(attributes(enum_attr))]
struct EnumOptions {
    /// The dialect of the attribute (`attr`).
    dialect: Option<LitStr>,
    /// The enum's name in MLIR: accepted for the definitions that spell it out, not used (the
    /// docs name the Rust enum).
    #[allow(dead_code)]
    name: Option<LitStr>,
    /// The mnemonic of the dialect attribute `#dialect.attr<case>` (MLIR's `EnumAttr`).
    attr: Option<LitStr>,
    /// The enum's C++ type, which MLIR's parse errors name (`::mlir::arith::FastMathFlags`).
    cpp_type: Option<LitStr>,
    /// The ODS record of the dialect attribute, which MLIR's parse errors name
    /// (`Arith_FastMathAttr`).
    ods_name: Option<LitStr>,
    /// 32 (`I32EnumAttr`) or 64 (`I64EnumAttr`, the default).
    width: Option<LitInt>,
    /// The cases are flags (MLIR's `BitEnumAttr`).
    bits: Flag,
    /// The name of the generated set of flags.
    set: Option<LitStr>,
    /// The separator of a printed flag set (`|` by default).
    separator: Option<LitStr>,
    /// The assembly format of the dialect attribute: `` `<` $value `>` `` (the default,
    /// `#dialect.attr<case>`) or `$value` (`#dialect<attr case>`).
    format: Option<LitStr>,
    /// The dialect attribute is an attribute definition whose one parameter, of this name, is the
    /// enum as a plain C++ type (as LLVM's `LinkageAttr` has `"linkage::Linkage":$linkage`),
    /// rather than MLIR's `EnumAttr` with its `EnumParameter` `value`: the case parses with the
    /// enum's `FieldParser`, whose errors name `description`.
    param: Option<LitStr>,
    /// The enum's description in MLIR (`LLVM linkage types`), which its `FieldParser` errors
    /// name; the doc comment's summary by default.
    description: Option<LitStr>,
}

/// How the dialect attribute of an enum is written after its mnemonic.
#[derive(Copy, Clone, PartialEq, Eq)]
enum AttrForm {
    /// `` `<` $value `>` ``: `#dialect.attr<case>`, `<case>` in op formats.
    Angle,
    /// `$value`: `#dialect<attr case>`, the bare `case` in op formats.
    Bare,
}

impl AttrForm {
    fn of(format: Option<&LitStr>) -> syn::Result<Self> {
        let Some(f) = format else { return Ok(AttrForm::Angle) };
        let text: String = f.value().split_whitespace().collect();
        match text.as_str() {
            "`<`$value`>`" => Ok(AttrForm::Angle),
            "$value" => Ok(AttrForm::Bare),
            _ => Err(syn::Error::new(
                f.span(),
                "an enum attribute's `format` is \"`<` $value `>`\" (`#dialect.attr<case>`, the default) or \"$value\" \
                 (`#dialect<attr case>`)",
            )),
        }
    }
}

/// The options of `#[case(...)]` on a variant.
#[derive(FromVariant)]
#[darling(attributes(case))]
struct CaseInput {
    ident: Ident,
    discriminant: Option<syn::Expr>,
    fields: darling::ast::Fields<syn::Field>,
    /// `value = <integer>`.
    value: Option<CaseValue>,
    /// `name = "keyword"`.
    name: Option<LitStr>,
}

/// A case's integer value: an integer literal, possibly negative.
struct CaseValue(i64);

impl FromMeta for CaseValue {
    fn from_expr(e: &syn::Expr) -> darling::Result<Self> {
        let int = |e: &syn::Expr| match e {
            syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(i), .. }) => Ok(i.base10_parse::<i64>()?),
            _ => Err(darling::Error::custom("expected an integer literal").with_span(e)),
        };
        match e {
            syn::Expr::Unary(syn::ExprUnary { op: syn::UnOp::Neg(_), expr, .. }) => Ok(CaseValue(-int(expr)?)),
            syn::Expr::Group(g) => Self::from_expr(&g.expr),
            _ => Ok(CaseValue(int(e)?)),
        }
    }
}

struct Case {
    ident: Ident,
    name: String,
    value: i64,
}

/// Expands `#[derive(EnumAttr)]`.
pub fn expand(input: DeriveInput) -> syn::Result<TokenStream> {
    let ox = oxir_path();
    let ident = &input.ident;
    let opts = EnumOptions::from_derive_input(&input).map_err(|e| {
        crate::meta::with_usage(
            e,
            "`#[enum_attr]` takes: dialect, name, attr, width, bits, set, separator, format, cpp_type, ods_name, \
             param, description",
        )
    })?;
    let form = AttrForm::of(opts.format.as_ref())?;
    if opts.format.is_some() && opts.attr.is_none() {
        return Err(syn::Error::new(
            opts.format.as_ref().map_or(ident.span(), |f| f.span()),
            "`format` is the syntax of the dialect attribute: add `attr = \"...\"`",
        ));
    }
    if let Some(param) = &opts.param {
        if opts.attr.is_none() || opts.bits.is_present() || form != AttrForm::Angle {
            return Err(syn::Error::new(
                param.span(),
                "`param` names the enum parameter of a dialect attribute `#dialect.attr<case>`: it needs `attr`, \
                 and neither `bits` nor `format = \"$value\"`",
            ));
        }
    }
    let set: Option<Ident> = opts.set.as_ref().map(LitStr::parse).transpose()?;
    let Data::Enum(data) = &input.data else {
        return Err(syn::Error::new(ident.span(), "`#[derive(EnumAttr)]` applies to an `enum` of unit variants"));
    };
    if !input.generics.params.is_empty() {
        return Err(syn::Error::new(input.generics.span(), "an enum attribute cannot be generic"));
    }
    if data.variants.is_empty() {
        return Err(syn::Error::new(ident.span(), "an enum attribute needs at least one case"));
    }
    let width: u32 = match &opts.width {
        Some(w) => {
            let v: u32 = w.base10_parse()?;
            if v != 32 && v != 64 {
                return Err(syn::Error::new(w.span(), "`width` must be 32 (`I32EnumAttr`) or 64 (`I64EnumAttr`)"));
            }
            v
        }
        None => 64,
    };
    if opts.attr.is_some() && opts.dialect.is_none() {
        return Err(syn::Error::new(
            opts.attr.as_ref().map_or(ident.span(), |a| a.span()),
            "`attr = \"...\"` defines a dialect attribute `#dialect.name<case>`: add `dialect = \"...\"`",
        ));
    }
    if opts.bits.is_present() && set.is_none() {
        return Err(syn::Error::new(
            ident.span(),
            "a bit enum needs a name for the set of flags it generates: add `set = \"FastMathFlags\"` to `#[enum_attr]`",
        ));
    }
    let mut errors = darling::Error::accumulator();
    let mut cases: Vec<Case> = Vec::new();
    let mut next = 0i64;
    for v in &data.variants {
        let Some(case) =
            errors.handle(CaseInput::from_variant(v).map_err(|e| {
                crate::meta::with_usage(e, "`#[case]` takes `value = <integer>` and `name = \"keyword\"`")
            }))
        else {
            continue;
        };
        if !case.fields.is_unit() {
            errors.push(
                darling::Error::custom("enum attribute cases must be unit variants (no fields)")
                    .with_span(&case.fields),
            );
            continue;
        }
        let mut value = next;
        let mut explicit = false;
        if let Some(syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(i), .. })) = &case.discriminant {
            match i.base10_parse() {
                Ok(v) => value = v,
                Err(e) => {
                    errors.push(e.into());
                    continue;
                }
            }
            explicit = true;
        }
        if let Some(v) = &case.value {
            value = v.0;
            explicit = true;
        }
        let name = case.name.as_ref().map_or_else(|| snake(&case.ident.to_string()), LitStr::value);
        let span = case.ident.span();
        if opts.bits.is_present() && !explicit {
            errors.push(
                syn::Error::new(
                    span,
                    "the cases of a bit enum need explicit flag values: add `#[case(value = 1)]` (a power of two, \
                 or the union of other flags)",
                )
                .into(),
            );
        }
        if let Some(prev) = cases.iter().find(|c| c.name == name) {
            errors.push(
                syn::Error::new(
                    span,
                    format!(
                        "case keyword `{name}` is already used by `{}`; give one of them another `name`",
                        prev.ident
                    ),
                )
                .into(),
            );
        }
        if let Some(prev) = cases.iter().find(|c| c.value == value) {
            errors.push(
                syn::Error::new(
                    span,
                    format!("case value {value} is already used by `{}`; give one of them another `value`", prev.ident),
                )
                .into(),
            );
        }
        next = value + 1;
        cases.push(Case { ident: case.ident, name, value });
    }
    errors.finish()?;
    let (summary, _) = doc_text(&input.attrs);
    let enum_name = ident.to_string();
    let cpp_type = opts.cpp_type.as_ref().map_or_else(|| enum_name.clone(), LitStr::value);
    let idents: Vec<&Ident> = cases.iter().map(|c| &c.ident).collect();
    let names: Vec<&str> = cases.iter().map(|c| c.name.as_str()).collect();
    let values: Vec<i64> = cases.iter().map(|c| c.value).collect();
    let value_list: Vec<String> = values.iter().map(i64::to_string).collect();
    let constraint_summary = format!("allowed {width}-bit signless integer cases: {}", value_list.join(", "));
    let separator = opts.separator.as_ref().map_or("|".to_string(), LitStr::value);
    let parse_separator =
        if separator.trim() == "|" { quote!(parse_optional_vertical_bar) } else { quote!(parse_optional_comma) };

    let mut out = quote! {
        impl #ident {
            /// The case's keyword.
            pub fn as_str(self) -> &'static str {
                match self { #(Self::#idents => #names,)* }
            }
            /// The case of keyword `s`.
            #[allow(clippy::should_implement_trait)]
            pub fn from_str(s: &str) -> ::core::option::Option<Self> {
                match s { #(#names => ::core::option::Option::Some(Self::#idents),)* _ => ::core::option::Option::None }
            }
            /// The case's integer value.
            pub fn value(self) -> i64 {
                match self { #(Self::#idents => #values,)* }
            }
            /// The case of integer value `v`.
            pub fn from_value(v: i64) -> ::core::option::Option<Self> {
                match v { #(#values => ::core::option::Option::Some(Self::#idents),)* _ => ::core::option::Option::None }
            }
            /// The integer attribute storing this case in an op (`0 : i64`).
            pub fn to_int_attr(self, ctx: &#ox::Context) -> #ox::Attribute {
                <Self as #ox::ods::defs::EnumAttrCases>::to_int_attr(self, ctx)
            }
            /// The case an integer attribute stores.
            pub fn from_int_attr(ctx: &#ox::Context, attr: #ox::Attribute) -> ::core::option::Option<Self> {
                <Self as #ox::ods::defs::EnumAttrCases>::from_int_attr(ctx, attr)
            }
            /// The constraint of an op attribute holding this enum as an integer, with MLIR's summary.
            pub const INT_ATTR_CONSTRAINT: #ox::ods::AttrConstraint = #ox::ods::AttrConstraint {
                summary: #constraint_summary,
                check: |c, a| <Self as #ox::ods::defs::EnumAttrCases>::is_valid_int_attr(c, a),
            };
        }

        impl #ox::ods::defs::EnumAttrCases for #ident {
            const ENUM_NAME: &'static str = #enum_name;
            const CPP_TYPE: &'static str = #cpp_type;
            const SUMMARY: &'static str = #summary;
            const WIDTH: u32 = #width;
            const CASES: &'static [#ox::ods::defs::EnumCase<Self>] = &[
                #(#ox::ods::defs::EnumCase { name: #names, value: #values, variant: Self::#idents },)*
            ];
        }

        impl ::core::fmt::Display for #ident {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl ::core::str::FromStr for #ident {
            type Err = ::std::string::String;
            fn from_str(s: &str) -> ::core::result::Result<Self, Self::Err> {
                #ident::from_str(s).ok_or_else(|| ::std::format!(
                    "expected {} to be one of: {}", #cpp_type, [#(#names),*].join(", ")))
            }
        }

        impl #ox::ods::defs::FormatParam for #ident {
            fn print_param(&self, p: &mut #ox::asm::AsmPrinter<'_>) {
                #ox::ods::defs::print_enum_keyword(p, self.as_str());
            }
            fn parse_param(p: &mut #ox::asm::OpAsmParser<'_, '_>) -> #ox::asm::ParseResult<Self> {
                #ox::ods::defs::parse_enum_keyword_or_string::<Self>(p)
            }
            fn parse_optional_param(
                p: &mut #ox::asm::OpAsmParser<'_, '_>,
            ) -> #ox::asm::ParseResult<::core::option::Option<Self>> {
                #ox::ods::defs::parse_optional_enum_keyword_or_string::<Self>(p)
            }
        }
    };

    // The type whose values are printed as `#dialect.attr<...>`: the enum, or the set of flags.
    let attr_ty = match &set {
        Some(set) => {
            let set_doc =
                format!("A set of [`{enum_name}`] flags (MLIR's bit enum), printed `{}`-separated.", separator);
            let mnemonic_doc = format!("[`{enum_name}`] flags");
            let _ = mnemonic_doc;
            out.extend(quote! {
                #[doc = #set_doc]
                #[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
                pub struct #set(pub i64);

                impl #set {
                    /// The set of no flags.
                    pub const fn empty() -> Self { #set(0) }
                    /// The bits of the set.
                    pub const fn bits(self) -> i64 { self.0 }
                    /// Whether every bit of `flag` is set.
                    pub fn contains(self, flag: #ident) -> bool { self.0 & flag.value() == flag.value() }
                    /// The set with `flag` added.
                    pub fn with(self, flag: #ident) -> Self { #set(self.0 | flag.value()) }
                }

                impl ::core::convert::From<#ident> for #set {
                    fn from(f: #ident) -> Self { #set(f.value()) }
                }

                impl ::core::ops::BitOr<#ident> for #ident {
                    type Output = #set;
                    fn bitor(self, rhs: #ident) -> #set { #set(self.value() | rhs.value()) }
                }

                impl ::core::ops::BitOr<#ident> for #set {
                    type Output = #set;
                    fn bitor(self, rhs: #ident) -> #set { self.with(rhs) }
                }

                impl ::core::fmt::Display for #set {
                    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                        f.write_str(&#ox::ods::defs::bit_enum_keywords::<#ident>(self.0).join(#separator))
                    }
                }

                impl #ox::ods::defs::FormatParam for #set {
                    fn print_param(&self, p: &mut #ox::asm::AsmPrinter<'_>) {
                        #ox::ods::defs::write_bit_enum_keywords::<#ident>(self.0, #separator, |s| p.write(s));
                    }
                    fn parse_param(p: &mut #ox::asm::OpAsmParser<'_, '_>) -> #ox::asm::ParseResult<Self> {
                        #ox::ods::defs::parse_bit_enum::<#ident>(p, #separator).map(#set)
                    }
                    fn parse_optional_param(
                        p: &mut #ox::asm::OpAsmParser<'_, '_>,
                    ) -> #ox::asm::ParseResult<::core::option::Option<Self>> {
                        match #ox::ods::defs::parse_optional_enum_keyword::<#ident>(p)? {
                            ::core::option::Option::None => ::core::result::Result::Ok(::core::option::Option::None),
                            ::core::option::Option::Some(first) => {
                                let mut bits = first.value();
                                while p.#parse_separator() {
                                    bits |= #ox::ods::defs::parse_enum_keyword::<#ident>(p)?.value();
                                }
                                ::core::result::Result::Ok(::core::option::Option::Some(#set(bits)))
                            }
                        }
                    }
                }
            });
            set.clone()
        }
        None => ident.clone(),
    };

    // How the enum (or the set of flags) is stored in an op's attribute field.
    let all_bits: i64 = values.iter().fold(0, |a, v| a | v);
    let field_impl = match (&opts.attr, &set) {
        // A dialect attribute (MLIR's `EnumAttr`), written stripped of its prefix in formats.
        (Some(_), _) => quote! {
            impl #ox::ods::EnumField for #attr_ty {
                const ATTR_SUMMARY: &'static str = #summary;
                fn to_attr(self, ctx: &#ox::Context) -> #ox::Attribute {
                    ctx.intern_attr(self)
                }
                fn from_attr(ctx: &#ox::Context, attr: #ox::Attribute) -> ::core::option::Option<Self> {
                    attr.dyn_cast::<Self>(ctx).copied()
                }
                fn parse_in_format(
                    p: &mut #ox::asm::OpAsmParser<'_, '_>,
                    name: &str,
                ) -> #ox::asm::ParseResult<Self> {
                    let _ = name;
                    let at = p.get_current_location();
                    let a = <Self as #ox::ods::format::FormatAttr>::parse_in_format(p, ::core::option::Option::None)?;
                    a.dyn_cast::<Self>(p.ctx()).copied().ok_or_else(|| p.emit_error(at, "invalid kind of attribute specified"))
                }
                fn parse_optional_in_format(
                    p: &mut #ox::asm::OpAsmParser<'_, '_>,
                    name: &str,
                ) -> #ox::asm::ParseResult<::core::option::Option<Self>> {
                    if !<Self as #ox::ods::format::FormatAttr>::at_start(p) {
                        return ::core::result::Result::Ok(::core::option::Option::None);
                    }
                    Self::parse_in_format(p, name).map(::core::option::Option::Some)
                }
                fn print_in_format(self, p: &mut #ox::asm::AsmPrinter<'_>) {
                    let a = p.ctx().intern_attr(self);
                    <Self as #ox::ods::format::FormatAttr>::print_in_format(p, a);
                }
            }
        },
        // A set of flags stored as an integer (MLIR's `BitEnumAttr` property).
        (None, Some(set)) => quote! {
            impl #ox::ods::EnumField for #set {
                const ATTR_SUMMARY: &'static str = #summary;
                fn to_attr(self, ctx: &#ox::Context) -> #ox::Attribute {
                    #ox::ods::fields::enum_int_attr(ctx, #width, self.0)
                }
                fn is_storage(ctx: &#ox::Context, attr: #ox::Attribute) -> bool {
                    #ox::ods::fields::enum_int_value(ctx, #width, attr).is_some()
                }
                fn from_attr(ctx: &#ox::Context, attr: #ox::Attribute) -> ::core::option::Option<Self> {
                    let v = #ox::ods::fields::enum_int_value(ctx, #width, attr)?;
                    (v & !#all_bits == 0).then_some(#set(v))
                }
                fn parse_in_format(
                    p: &mut #ox::asm::OpAsmParser<'_, '_>,
                    name: &str,
                ) -> #ox::asm::ParseResult<Self> {
                    let _ = name;
                    <Self as #ox::ods::defs::FormatParam>::parse_param(p)
                }
                fn parse_optional_in_format(
                    p: &mut #ox::asm::OpAsmParser<'_, '_>,
                    name: &str,
                ) -> #ox::asm::ParseResult<::core::option::Option<Self>> {
                    let _ = name;
                    <Self as #ox::ods::defs::FormatParam>::parse_optional_param(p)
                }
                fn print_in_format(self, p: &mut #ox::asm::AsmPrinter<'_>) {
                    <Self as #ox::ods::defs::FormatParam>::print_param(&self, p);
                }
            }
        },
        // An integer (MLIR's `I64EnumAttr`, `I32EnumAttr`), written as the case's keyword.
        (None, None) => quote! {
            impl #ox::ods::EnumField for #ident {
                const ATTR_SUMMARY: &'static str = #constraint_summary;
                fn to_attr(self, ctx: &#ox::Context) -> #ox::Attribute {
                    #ox::ods::fields::enum_int_attr(ctx, #width, self.value())
                }
                fn from_attr(ctx: &#ox::Context, attr: #ox::Attribute) -> ::core::option::Option<Self> {
                    Self::from_value(#ox::ods::fields::enum_int_value(ctx, #width, attr)?)
                }
                fn parse_in_format(
                    p: &mut #ox::asm::OpAsmParser<'_, '_>,
                    name: &str,
                ) -> #ox::asm::ParseResult<Self> {
                    match #ox::ods::fields::parse_enum_case::<Self>(p, name, false)? {
                        ::core::option::Option::Some(v) => ::core::result::Result::Ok(v),
                        ::core::option::Option::None => ::core::result::Result::Err(p.emit_error_here("expected a case")),
                    }
                }
                fn parse_optional_in_format(
                    p: &mut #ox::asm::OpAsmParser<'_, '_>,
                    name: &str,
                ) -> #ox::asm::ParseResult<::core::option::Option<Self>> {
                    #ox::ods::fields::parse_enum_case::<Self>(p, name, true)
                }
                fn print_in_format(self, p: &mut #ox::asm::AsmPrinter<'_>) {
                    p.write(self.as_str());
                }
            }
        },
    };
    out.extend(field_impl);

    if let (Some(dialect), Some(attr)) = (&opts.dialect, &opts.attr) {
        let mnemonic = attr.value();
        let dialect = dialect.value();
        // What follows `#dialect.mnemonic` (or `#dialect<mnemonic`), and the syntax the docs show.
        let (prefix, suffix, syntax) = match form {
            AttrForm::Angle => {
                let param = opts.param.as_ref().map_or_else(|| "value".to_string(), LitStr::value);
                (format!("#{dialect}.{mnemonic}"), "", format!("#{dialect}.{mnemonic}<\n  {enum_name}   # {param}\n>"))
            }
            AttrForm::Bare => (format!("#{dialect}<{mnemonic}"), ">", format!("#{dialect}<{mnemonic} {enum_name}>")),
        };
        let (body_open, body_close, stripped_start) = match form {
            AttrForm::Angle => ("<", ">", quote!(Less)),
            AttrForm::Bare => (" ", "", quote!(Keyword)),
        };
        let (parse_open, parse_close) = match form {
            AttrForm::Angle => (quote!(p.parse_less()?;), quote!(p.parse_greater()?;)),
            AttrForm::Bare => (quote!(), quote!()),
        };
        let ods_name = opts.ods_name.as_ref().map_or_else(|| format!("{attr_ty}Attr"), LitStr::value);
        // MLIR's `EnumAttr` parses its `EnumParameter` `value`; an attribute definition with the
        // enum as a plain parameter parses it with the enum's `FieldParser`.
        let description = opts.description.as_ref().map_or_else(|| summary.clone(), LitStr::value);
        let (param_name, parse_value) = match &opts.param {
            Some(param) => (param.value(), quote!(#ox::ods::defs::parse_enum_field::<#attr_ty>(p, #description))),
            None => ("value".to_string(), quote!(<#attr_ty as #ox::ods::defs::FormatParam>::parse_param(p))),
        };
        let names_md: Vec<String> = cases.iter().map(|c| format!("`{}`", c.name)).collect();
        let docs = format!(
            "### {attr_ty}\n\n{}Syntax:\n\n```\n{syntax}\n```\n\nCases: {}.\n",
            if summary.is_empty() { String::new() } else { format!("_{summary}_\n\n") },
            names_md.join(", ")
        );
        let attr_doc = match form {
            AttrForm::Angle => format!("This value as the dialect attribute `#{dialect}.{mnemonic}<...>`."),
            AttrForm::Bare => format!("This value as the dialect attribute `#{dialect}<{mnemonic} ...>`."),
        };
        out.extend(quote! {
            impl #ox::AttrDef for #attr_ty {
                const DIALECT: &'static str = #dialect;
                const NAME: &'static str = #mnemonic;
                fn print(&self, p: &mut #ox::asm::AsmPrinter<'_>) {
                    p.write(#prefix);
                    #ox::ods::defs::AttrDefinition::print_body(self, p);
                    p.write(#suffix);
                }
            }

            impl #ox::ods::defs::AttrDefinition for #attr_ty {
                const SUMMARY: &'static str = #summary;
                fn parse_body(
                    p: &mut #ox::asm::OpAsmParser<'_, '_>,
                    __start: #ox::asm::SMLoc,
                    __ty: ::core::option::Option<#ox::Type>,
                ) -> #ox::asm::ParseResult<#ox::Attribute> {
                    let _ = __ty;
                    #parse_open
                    let v = #parse_value
                        .map_err(|e| #ox::ods::defs::param_parse_error(p, e, #ods_name, #param_name, #cpp_type))?;
                    #parse_close
                    #ox::ods::defs::finish_parsed_attr(p, __start, v)
                }
                fn print_body(&self, p: &mut #ox::asm::AsmPrinter<'_>) {
                    p.write(#body_open);
                    #ox::ods::defs::FormatParam::print_param(self, p);
                    p.write(#body_close);
                }
                fn verify(&self, _ctx: &#ox::Context) -> ::core::result::Result<(), ::std::string::String> {
                    ::core::result::Result::Ok(())
                }
                fn docs() -> &'static str {
                    #docs
                }
            }

            impl #ox::ods::format::FormatAttr for #attr_ty {
                fn parse_in_format(
                    p: &mut #ox::asm::OpAsmParser<'_, '_>,
                    ty: ::core::option::Option<#ox::Type>,
                ) -> #ox::asm::ParseResult<#ox::Attribute> {
                    #ox::ods::format::parse_attr_with_fallback::<Self>(p, ty)
                }
                fn at_start(p: &#ox::asm::OpAsmParser<'_, '_>) -> bool {
                    #ox::ods::format::at_dialect_attr_start(p, #ox::ods::format::StrippedStart::#stripped_start)
                }
                fn print_in_format(p: &mut #ox::asm::AsmPrinter<'_>, attr: #ox::Attribute) {
                    #ox::ods::format::print_stripped_attr::<Self>(p, attr);
                }
            }

            impl #attr_ty {
                #[doc = #attr_doc]
                pub fn attr(self, ctx: &#ox::Context) -> #ox::Attribute {
                    ctx.intern_attr(self)
                }
            }
        });
    }
    Ok(out)
}
