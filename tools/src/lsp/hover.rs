//! Hover texts (Markdown): an op's generated reference documentation, the types and origins of
//! SSA values, a block's arguments and predecessors, the op a symbol names, and the generated
//! reference of the type or attribute under the cursor.

use super::analysis::Chunk;
use super::navigation::{value_origin, Item};
use crate::Registrations;
use std::ops::Range;

/// The builtin types written without a sigil (besides `iN`, `siN`, `uiN`, `fN`).
const BUILTIN_TYPE_WORDS: &[&str] =
    &["index", "none", "bf16", "tf32", "memref", "tensor", "vector", "complex", "tuple"];
/// The builtin attributes written with a keyword.
const BUILTIN_ATTR_WORDS: &[&str] =
    &["dense", "dense_resource", "sparse", "array", "affine_map", "affine_set", "strided", "distinct"];

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$')
}

/// How a word spells a type or attribute: `Some(true)` an attribute, `Some(false)` a type.
fn word_kind(word: &str, sigil: Option<u8>) -> Option<bool> {
    match sigil {
        Some(b'#') => return Some(true),
        Some(_) => return Some(false),
        None => {}
    }
    let int = ["i", "si", "ui", "f"]
        .iter()
        .any(|p| word.strip_prefix(p).is_some_and(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit())));
    if int || BUILTIN_TYPE_WORDS.contains(&word) || word.starts_with("f8E") || word.starts_with("f6E") {
        Some(false)
    } else if BUILTIN_ATTR_WORDS.contains(&word) {
        Some(true)
    } else {
        None
    }
}

/// The end of the `<...>` body starting at `open` (a `<`), past its `>`: nesting counted, `->`
/// and quoted strings skipped.
fn body_end(bytes: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = open;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'-' if bytes.get(i + 1) == Some(&b'>') => i += 1,
            b'<' => depth += 1,
            b'>' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'\n' => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

/// The spelled type or attribute starting with the word that spans `word` (its sigil before
/// it, its `<...>` body after it): its range and whether it is an attribute.
fn spelled_at(bytes: &[u8], word: Range<usize>) -> Option<(Range<usize>, bool)> {
    let before = word.start.checked_sub(1).and_then(|i| bytes.get(i)).copied();
    if matches!(before, Some(b'%' | b'@' | b'^')) {
        return None;
    }
    let sigil = before.filter(|b| matches!(b, b'!' | b'#'));
    let text = std::str::from_utf8(bytes.get(word.clone())?).ok()?;
    let is_attr = word_kind(text, sigil)?;
    let start = if sigil.is_some() { word.start - 1 } else { word.start };
    let end = if bytes.get(word.end) == Some(&b'<') { body_end(bytes, word.end)? } else { word.end };
    Some((start..end, is_attr))
}

/// The candidates at byte `offset`: the word under the cursor, then the words whose `<...>`
/// bodies enclose it, innermost first.
fn candidates(bytes: &[u8], offset: usize) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut start = offset.min(bytes.len());
    while start > 0 && is_word_byte(bytes[start - 1]) {
        start -= 1;
    }
    let mut end = offset.min(bytes.len());
    while end < bytes.len() && is_word_byte(bytes[end]) {
        end += 1;
    }
    // In a shape (`4x?xf32`), the element type after the last `x` before the cursor.
    if start < end && bytes[start].is_ascii_digit() {
        if let Some(x) = bytes.get(start..offset).and_then(|w| w.iter().rposition(|&b| b == b'x')) {
            start += x + 1;
        }
    }
    if start < end {
        out.push(start..end);
    }
    // The enclosing bodies: walk back to each unmatched `<` on the line.
    let mut depth = 0usize;
    let mut i = start;
    while i > 0 && out.len() < 4 {
        i -= 1;
        match bytes[i] {
            b'\n' => break,
            b'>' if i == 0 || bytes[i - 1] != b'-' => depth += 1,
            b'<' if depth > 0 => depth -= 1,
            b'<' => {
                let mut s = i;
                while s > 0 && is_word_byte(bytes[s - 1]) {
                    s -= 1;
                }
                if s < i {
                    out.push(s..i);
                }
            }
            _ => {}
        }
    }
    out
}

/// The type or attribute written at byte `offset` of `text` (the innermost one the parser
/// reads on its own): its byte range and a hover with its generated reference.
pub fn type_or_attribute(reg: &Registrations, text: &str, offset: usize) -> Option<(Range<usize>, String)> {
    let bytes = text.as_bytes();
    let mut ctx = reg.new_context(true);
    for word in candidates(bytes, offset) {
        let Some((range, is_attr)) = spelled_at(bytes, word) else { continue };
        let Some(spelled) = text.get(range.clone()) else { continue };
        let found = if is_attr {
            oxir::parser::parse_attribute_str(&mut ctx, spelled).ok().map(|a| (a.to_text(&ctx), ctx.attr_docs(a)))
        } else {
            oxir::parser::parse_type_str(&mut ctx, spelled).ok().map(|t| (t.to_text(&ctx), ctx.type_docs(t)))
        };
        if let Some((shown, Some(docs))) = found {
            return Some((range, format!("`{shown}`\n\n{}", docs.trim_start())));
        }
    }
    None
}

/// The hover of `item` in `chunk`.
pub fn hover(chunk: &Chunk, item: Item) -> String {
    let ctx = &chunk.ctx;
    let state = &chunk.state;
    match item {
        Item::OpName(i) => {
            let op = state.ops[i].op;
            match ctx.op_registered_info(op) {
                Some(info) if !info.docs.is_empty() => info.docs.to_string(),
                Some(info) => format!("`{}`", info.name),
                None => format!("`{}` (unregistered operation)", ctx.op_name_text(op)),
            }
        }
        Item::Value { def, number } => {
            let v = &state.values[def];
            let name = chunk.text.get(v.name.clone()).unwrap_or("%");
            let shown: Vec<(usize, oxir::Value)> = match number {
                Some(n) => v.values.get(n as usize).map(|&x| (n as usize, x)).into_iter().collect(),
                None => v.values.iter().copied().enumerate().collect(),
            };
            shown
                .into_iter()
                .map(|(i, value)| {
                    let spelled = if v.values.len() > 1 { format!("{name}#{i}") } else { name.to_string() };
                    format!("`{spelled}`: `{}`  \n{}", ctx.value_type(value).to_text(ctx), value_origin(chunk, value))
                })
                .collect::<Vec<_>>()
                .join("\n\n")
        }
        Item::Block(i) => {
            let b = &state.blocks[i];
            let label = b.label.clone().and_then(|r| chunk.text.get(r)).unwrap_or("block");
            let args: Vec<String> =
                ctx.block_arguments(b.block).map(|a| format!("`{}`", ctx.value_type(a).to_text(ctx))).collect();
            format!(
                "Block `{label}`  \narguments: {}  \nnamed as a successor {} time(s)",
                if args.is_empty() { "none".to_string() } else { args.join(", ") },
                b.uses.len()
            )
        }
        Item::Symbol(i) => {
            let name = ctx.ident_str(state.symbols[i].name);
            match chunk.symbol_targets[i] {
                Some(op) => format!("`@{name}`: symbol defined by `{}`", ctx.op_name_text(op)),
                None => format!("`@{name}`: no symbol of this name is visible here"),
            }
        }
    }
}
