//! The reference docs of a type or attribute: the `### Name` section of the dialect docs, as
//! `mlir-tblgen -gen-typedef-doc` writes it.

use super::model::{DefModel, Presence};
use quote::ToTokens;
use syn::{LitStr, Type};

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
