//! Completion of what can be written at the cursor, from the registered dialects and the parsed
//! chunk: op names (with their docs), `!dialect.type` and `#dialect.attr` names, the builtin
//! types' keywords, and the SSA values, block labels and symbols of the chunk.

use super::analysis::Document;
use lsp_types::{
    CompletionItem, CompletionItemKind, CompletionTextEdit, Documentation, MarkupContent, MarkupKind, TextEdit,
};
use oxir::Context;
use std::collections::BTreeSet;

/// The keywords of the builtin dialect's types, which its core syntax spells without a prefix
/// (integer types are completed as the common widths).
const BUILTIN_TYPE_KEYWORDS: &[&str] = &[
    "i1", "i8", "i16", "i32", "i64", "index", "bf16", "f16", "f32", "f64", "complex", "memref", "none", "tensor",
    "tuple", "vector",
];

/// Whether `c` continues a word that completion replaces (identifiers, dotted names, sigils).
fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | '-' | '%' | '^' | '@' | '!' | '#')
}

/// The completions at byte `offset` of `doc`; `dialects` is a context with the registered
/// dialects loaded.
pub fn completions(dialects: &Context, doc: &Document, offset: usize) -> Vec<CompletionItem> {
    let before = doc.text.get(..offset).unwrap_or("");
    let start = before.char_indices().rev().take_while(|&(_, c)| is_word_char(c)).last().map_or(offset, |(i, _)| i);
    let word = &before[start..];
    let range = doc.lines.range(&doc.text, start..offset);
    let item = |label: String, kind: CompletionItemKind, detail: Option<String>, docs: Option<&str>| CompletionItem {
        text_edit: Some(CompletionTextEdit::Edit(TextEdit { range, new_text: label.clone() })),
        label,
        kind: Some(kind),
        detail,
        documentation: docs
            .filter(|d| !d.is_empty())
            .map(|d| Documentation::MarkupContent(MarkupContent { kind: MarkupKind::Markdown, value: d.to_string() })),
        ..Default::default()
    };
    let namespaces = dialects.dialect_namespaces();
    let dialect_names = |sigil: char, kind: CompletionItemKind, pick: fn(&oxir::registry::DialectInfo) -> &[&str]| {
        namespaces
            .iter()
            .filter_map(|ns| dialects.dialect(ns))
            .flat_map(|d| {
                let namespace = d.namespace;
                pick(&d).iter().map(|m| format!("{sigil}{namespace}.{m}")).collect::<Vec<_>>()
            })
            .map(|label| item(label, kind, None, None))
            .collect::<Vec<_>>()
    };
    let chunk = doc.chunk_at(offset).map(|(c, _)| c);
    let names_in_chunk = |pick: &dyn Fn(&super::analysis::Chunk) -> Vec<String>, kind| {
        let set: BTreeSet<String> = chunk.map(pick).unwrap_or_default().into_iter().collect();
        set.into_iter().map(|label| item(label, kind, None, None)).collect::<Vec<_>>()
    };
    match word.chars().next() {
        Some('!') => dialect_names('!', CompletionItemKind::CLASS, |d| d.type_mnemonics),
        Some('#') => dialect_names('#', CompletionItemKind::CONSTANT, |d| d.attr_mnemonics),
        Some('%') => names_in_chunk(
            &|c| c.state.values.iter().filter_map(|v| c.text.get(v.name.clone()).map(str::to_string)).collect(),
            CompletionItemKind::VARIABLE,
        ),
        Some('^') => names_in_chunk(
            &|c| {
                c.state
                    .blocks
                    .iter()
                    .filter_map(|b| b.label.clone().and_then(|r| c.text.get(r)).map(str::to_string))
                    .collect()
            },
            CompletionItemKind::REFERENCE,
        ),
        Some('@') => names_in_chunk(
            &|c| c.symbol_defs.values().map(|&m| format!("@{}", c.ctx.ident_str(c.state.symbols[m].name))).collect(),
            CompletionItemKind::FUNCTION,
        ),
        _ => {
            let mut ops = dialects.registered_op_infos();
            ops.sort_by_key(|i| i.name);
            let mut items: Vec<CompletionItem> = ops
                .iter()
                .map(|info| {
                    item(info.name.to_string(), CompletionItemKind::FUNCTION, summary(info.docs), Some(info.docs))
                })
                .collect();
            items.extend(
                BUILTIN_TYPE_KEYWORDS.iter().map(|k| item(k.to_string(), CompletionItemKind::KEYWORD, None, None)),
            );
            items
        }
    }
}

/// The one-line summary of an op's generated docs (the italic line under its heading).
fn summary(docs: &str) -> Option<String> {
    docs.lines()
        .map(str::trim)
        .find(|l| l.len() > 2 && l.starts_with('_') && l.ends_with('_'))
        .map(|l| l.trim_matches('_').to_string())
}
