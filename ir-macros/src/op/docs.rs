//! Reference docs generated from definitions: the Markdown MLIR's `mlir-tblgen -gen-op-doc`
//! writes (summary, syntax, description, traits, and the attribute, operand, result, region and
//! successor tables).

use super::model::*;
use crate::oxir_path;
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned, ToTokens};
use syn::spanned::Spanned;

/// The summary of an attribute's kind, as MLIR's attribute constraints name it.
pub fn attr_summary(a: &AttrDef) -> String {
    let ty = a.ty.to_token_stream().to_string().replace(' ', "");
    let last = ty.rsplit("::").next().unwrap_or(&ty).to_string();
    match last.as_str() {
        "StringAttr" => "string attribute".into(),
        "IntegerAttr" => "arbitrary integer attribute".into(),
        "FloatAttr" => "arbitrary float attribute".into(),
        "ArrayAttr" => "array attribute".into(),
        "DictionaryAttr" => "dictionary of named attribute values".into(),
        "TypeAttr" => "any type attribute".into(),
        "UnitAttr" | "UnitProp" => "unit attribute".into(),
        "SymbolRefAttr" => "symbol reference attribute".into(),
        "DenseArrayAttr" => "dense array attribute".into(),
        "AffineMapAttr" => "AffineMap attribute".into(),
        "DenseIntOrFPElementsAttr" => "integer or float elements attribute".into(),
        other => format!("{other} instance"),
    }
}

/// A slot for a constraint's summary, filled in at run time by
/// `oxir::ods::defs::fill_constraint_summaries` (summaries of composed constraints such as
/// `TensorOf(&F32)` are computed, so the macro cannot write them).
fn summary_slot(slots: &mut Vec<TokenStream>, summary: TokenStream) -> String {
    slots.push(summary);
    format!("\u{1}{}\u{1}", slots.len() - 1)
}

fn constraint_text(c: &Option<syn::Expr>, slots: &mut Vec<TokenStream>) -> String {
    let ox = oxir_path();
    match c {
        // Spanned at the constraint, so a constraint of the wrong type is reported where it is written.
        Some(e) => {
            summary_slot(slots, quote_spanned!(e.span()=> #ox::ods::TypeConstraint::summary(&(#e)).into_owned()))
        }
        None => "any type".into(),
    }
}

/// The Markdown reference of an op, as a template with summary slots, and the expressions
/// that fill the slots (MLIR's constraint summaries: `variadic of signless integer or index`).
pub fn op_docs(model: &OpModel) -> (String, Vec<TokenStream>) {
    let mut slots = Vec::new();
    let mut s = String::new();
    s.push_str(&format!("### `{}` ({})\n\n", model.name, model.ident));
    if !model.summary.is_empty() {
        s.push_str(&format!("_{}_\n\n", model.summary));
    }
    if let Some(format) = model.format() {
        s.push_str(&format!("Syntax:\n\n```\noperation ::= `{}` {}\n```\n\n", model.name, format.value()));
    }
    if !model.description.is_empty() {
        s.push_str(&model.description);
        s.push_str("\n\n");
    }
    if !model.traits.is_empty() {
        let names: Vec<String> = model
            .traits
            .iter()
            .map(|t| format!("`{}`", t.path.to_token_stream().to_string().replace(' ', "")))
            .collect();
        s.push_str(&format!("Traits: {}\n\n", names.join(", ")));
    }
    if !model.attributes.is_empty() {
        s.push_str(
            "#### Attributes:\n\n| Attribute | MLIR Type | Description |\n| :-------: | :-------: | ----------- |\n",
        );
        for a in &model.attributes {
            let ty = a.ty.to_token_stream().to_string().replace(' ', "");
            let ox = oxir_path();
            let summary = match (&a.constraint, &a.kind) {
                (Some(c), _) => summary_slot(&mut slots, quote!(::std::string::String::from((#c).summary))),
                (None, AttrKind::Enum(t)) => summary_slot(
                    &mut slots,
                    quote!(::std::string::String::from(<#t as #ox::ods::EnumField>::ATTR_SUMMARY)),
                ),
                (None, AttrKind::DenseArray(t)) => summary_slot(
                    &mut slots,
                    quote!(::std::string::String::from(<#t as #ox::ods::fields::DenseArrayField>::ATTR_SUMMARY)),
                ),
                (None, _) => attr_summary(a),
            };
            s.push_str(&format!("| `{}` | `{}` | {} |\n", a.name, ty, summary));
        }
        s.push('\n');
    }
    for (title, defs) in [("Operands", &model.operands), ("Results", &model.results)] {
        if defs.is_empty() {
            continue;
        }
        let col = if title == "Operands" { "Operand" } else { "Result" };
        s.push_str(&format!("#### {title}:\n\n| {col} | Description |\n| :-----: | ----------- |\n"));
        for d in defs {
            let arity = match d.arity {
                Arity::Single => "",
                Arity::Optional => "optional ",
                Arity::Variadic => "variadic of ",
                Arity::VariadicOfVariadic => "variadic of variadic of ",
            };
            let text = constraint_text(&d.constraint, &mut slots);
            s.push_str(&format!("| `{}` | {}{} |\n", d.name, arity, text));
        }
        s.push('\n');
    }
    if !model.regions.is_empty() {
        s.push_str("#### Regions:\n\n| Region | Description |\n| :----: | ----------- |\n");
        for r in &model.regions {
            let what = if r.single_block { "region with 1 blocks" } else { "any region" };
            s.push_str(&format!(
                "| `{}` | {}{} |\n",
                r.name,
                if r.arity == Arity::Variadic { "variadic of " } else { "" },
                what
            ));
        }
        s.push('\n');
    }
    if !model.successors.is_empty() {
        s.push_str("#### Successors:\n\n| Successor | Description |\n| :-------: | ----------- |\n");
        for r in &model.successors {
            s.push_str(&format!(
                "| `{}` | {}any successor |\n",
                r.name,
                if r.arity == Arity::Variadic { "variadic of " } else { "" }
            ));
        }
        s.push('\n');
    }
    (s, slots)
}
