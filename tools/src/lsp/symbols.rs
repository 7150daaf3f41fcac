//! The document outline: every symbol op (functions, globals, named modules), nested as their
//! symbol tables nest them.

use super::analysis::{Chunk, Document};
use lsp_types::{DocumentSymbol, SymbolKind};
use oxir::OpRef;
use std::collections::HashMap;

/// The outline of `doc`, chunk by chunk.
pub fn document_symbols(doc: &Document) -> Vec<DocumentSymbol> {
    doc.chunks.iter().flat_map(|chunk| chunk_symbols(doc, chunk)).collect()
}

fn chunk_symbols(doc: &Document, chunk: &Chunk) -> Vec<DocumentSymbol> {
    let ctx = &chunk.ctx;
    let mut symbols: Vec<&oxir::asm::state::OpDefinition> =
        chunk.state.ops.iter().filter(|d| oxir::symbol_table::is_symbol(ctx, d.op)).collect();
    symbols.sort_by_key(|d| d.range.start);
    let is_symbol: HashMap<OpRef, usize> = symbols.iter().enumerate().map(|(i, d)| (d.op, i)).collect();
    let mut children: HashMap<Option<usize>, Vec<usize>> = HashMap::new();
    for (i, d) in symbols.iter().enumerate() {
        let mut parent = ctx.op_parent_op(d.op);
        while let Some(p) = parent.filter(|p| !is_symbol.contains_key(p)) {
            parent = ctx.op_parent_op(p);
        }
        children.entry(parent.and_then(|p| is_symbol.get(&p).copied())).or_default().push(i);
    }
    let build = |i: usize, kids: Option<Vec<DocumentSymbol>>| {
        let d = symbols[i];
        let selection = super::navigation::symbol_definition_range(chunk, d.op).unwrap_or(d.name.clone());
        let to_doc = |r: std::ops::Range<usize>| doc.lines.range(&doc.text, chunk.start + r.start..chunk.start + r.end);
        #[allow(deprecated)]
        DocumentSymbol {
            name: oxir::symbol_table::symbol_name(ctx, d.op).unwrap_or_default().to_string(),
            detail: Some(ctx.op_name_text(d.op).to_string()),
            kind: symbol_kind(chunk, d.op),
            tags: None,
            deprecated: None,
            range: to_doc(d.range.clone()),
            selection_range: to_doc(selection),
            children: kids,
        }
    };
    // Children come after their parents in source order: build from the last symbol back.
    let mut built: HashMap<usize, DocumentSymbol> = HashMap::new();
    for i in (0..symbols.len()).rev() {
        let kids = children.get(&Some(i)).map(|k| k.iter().filter_map(|c| built.remove(c)).collect());
        built.insert(i, build(i, kids));
    }
    children.get(&None).map(|roots| roots.iter().filter_map(|r| built.remove(r)).collect()).unwrap_or_default()
}

/// A function when the op has a function type, a module when it is a symbol table, else a
/// variable (globals).
fn symbol_kind(chunk: &Chunk, op: OpRef) -> SymbolKind {
    let ctx = &chunk.ctx;
    if oxir::conversion::op_attr_or_prop(ctx, op, "function_type").is_some() {
        SymbolKind::FUNCTION
    } else if oxir::symbol_table::is_symbol_table(ctx, op) {
        SymbolKind::MODULE
    } else {
        SymbolKind::VARIABLE
    }
}
