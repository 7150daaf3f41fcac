//! Finding the `dense_resource<key>` references in printed IR: the file metadata prints only
//! the builtin blobs the text refers to, and a streaming print gathers the keys piece by piece
//! (`printer::metadata` and [`AsmPrinter`](crate::asm::AsmPrinter)'s sink).

/// Adds to `keys` the builtin blob keys `text` refers to that it does not hold yet, in order of
/// first reference: a streaming print calls this on each piece of whole lines it hands to its
/// sink (a reference never spans lines).
pub(crate) fn add_referenced_blob_keys(text: &str, keys: &mut Vec<String>) {
    const PREFIX: &[u8] = b"dense_resource<";
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'"' {
            i = string_end(b, i);
            continue;
        }
        let boundary = i == 0 || !(b[i - 1].is_ascii_alphanumeric() || matches!(b[i - 1], b'_' | b'$' | b'.'));
        if !(boundary && b[i..].starts_with(PREFIX)) {
            i += 1;
            continue;
        }
        let start = i + PREFIX.len();
        let end = if b.get(start) == Some(&b'"') {
            string_end(b, start)
        } else {
            start
                + b[start..]
                    .iter()
                    .take_while(|&&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
                    .count()
        };
        if end > start && b.get(end) == Some(&b'>') {
            let raw = &text[start..end];
            let key = if raw.starts_with('"') {
                String::from_utf8_lossy(&crate::asm::lexer::unescape_string(raw)).into_owned()
            } else {
                raw.to_string()
            };
            if !keys.contains(&key) {
                keys.push(key);
            }
        }
        i = end.max(i + 1);
    }
}

/// The index one past the string literal starting at the `"` at `start`.
fn string_end(b: &[u8], start: usize) -> usize {
    let mut j = start + 1;
    while j < b.len() && b[j] != b'"' {
        j += if b[j] == b'\\' { 2 } else { 1 };
    }
    (j + 1).min(b.len())
}
