//! Errors in an assembly format, and how they reach the user: at the offending token when the
//! compiler can point inside a string literal (nightly's `Literal::subspan`), otherwise at the
//! whole literal with the format quoted in the message and a caret line under the token.

use proc_macro2::Span;
use std::ops::Range;
use syn::LitStr;

/// An error in a format string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// What is wrong.
    pub message: String,
    /// The bytes of the format string it is about, when it is about one place.
    pub at: Option<Range<usize>>,
    /// A hint printed after the message (`note: ...`).
    pub note: Option<String>,
}

impl FormatError {
    /// An error about the whole format.
    pub fn new(message: impl Into<String>) -> FormatError {
        FormatError { message: message.into(), at: None, note: None }
    }

    /// The error about the bytes `at` of the format.
    pub fn at(mut self, at: Range<usize>) -> FormatError {
        self.at = Some(at);
        self
    }

    /// The error with a note.
    pub fn with_note(mut self, note: impl Into<String>) -> FormatError {
        self.note = Some(note.into());
        self
    }

    /// The message, with the note on its own line.
    pub fn text(&self) -> String {
        match &self.note {
            Some(n) => format!("{}\nnote: {n}", self.message),
            None => self.message.clone(),
        }
    }

    /// The compile error for this error in the format written as `lit`.
    pub fn to_syn(&self, lit: &LitStr) -> syn::Error {
        let Some(at) = &self.at else { return syn::Error::new(lit.span(), self.text()) };
        if let Some(span) = subspan(lit, at.clone()) {
            return syn::Error::new(span, self.text());
        }
        let mut text = format!("{}\n{}", self.message, caret_excerpt(&lit.value(), at.clone()));
        if let Some(n) = &self.note {
            text.push_str(&format!("\nnote: {n}"));
        }
        syn::Error::new(lit.span(), text)
    }
}

/// The line of `src` holding `at`, and a line of carets under `at`.
pub fn caret_excerpt(src: &str, at: Range<usize>) -> String {
    let start = at.start.min(src.len());
    let line_start = src[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = src[start..].find('\n').map_or(src.len(), |i| start + i);
    let line = &src[line_start..line_end];
    let indent: String = src[line_start..start].chars().map(|c| if c == '\t' { '\t' } else { ' ' }).collect();
    let end = at.end.clamp(start, line_end);
    let width = src[start..end].chars().count().max(1);
    format!("{line}\n{indent}{}", "^".repeat(width))
}

/// The span of the bytes `at` of the literal's value, where the compiler can give one.
fn subspan(lit: &LitStr, at: Range<usize>) -> Option<Span> {
    let source = lit.token().to_string();
    let offsets = source_offsets(&source)?;
    let start = *offsets.get(at.start)?;
    let end = *offsets.get(at.end)?;
    lit.token().subspan(start..end.max(start))
}

/// For each byte of a string literal's value (and one past its end), its offset in the
/// literal's source text (quotes, escapes and line continuations included).
fn source_offsets(source: &str) -> Option<Vec<usize>> {
    let mut out = Vec::new();
    if let Some(raw) = source.strip_prefix('r') {
        let hashes = raw.len() - raw.trim_start_matches('#').len();
        let body_start = 1 + hashes + 1;
        let body_end = source.len().checked_sub(1 + hashes)?;
        out.extend(body_start..=body_end);
        return Some(out);
    }
    let body = source.strip_prefix('"')?.strip_suffix('"')?;
    let bytes = body.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let at = i + 1;
        if bytes[i] != b'\\' {
            let len = body[i..].chars().next()?.len_utf8();
            out.extend((0..len).map(|k| at + k));
            i += len;
            continue;
        }
        let escape = *bytes.get(i + 1)?;
        let (len, value_len) = match escape {
            b'\n' | b'\r' => {
                // A line continuation: the newline and the whitespace after it are not in the value.
                let rest = &body[i + 1..];
                (1 + rest.len() - rest.trim_start().len(), 0)
            }
            b'x' => (4, 1),
            b'u' => {
                let close = body[i..].find('}')?;
                let c = u32::from_str_radix(&body[i + 3..i + close], 16).ok().and_then(char::from_u32)?;
                (close + 1, c.len_utf8())
            }
            _ => (2, 1),
        };
        out.extend(std::iter::repeat_n(at, value_len));
        i += len;
    }
    out.push(body.len() + 1);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caret_under_the_token() {
        assert_eq!(caret_excerpt("$nope attr-dict", 0..5), "$nope attr-dict\n^^^^^");
        assert_eq!(caret_excerpt("$a `:` $b", 3..6), "$a `:` $b\n   ^^^");
        assert_eq!(caret_excerpt("`( attr-dict", 12..12), "`( attr-dict\n            ^");
    }

    #[test]
    fn value_offsets_follow_escapes() {
        // `"a\"b"`: value `a"b`.
        assert_eq!(source_offsets("\"a\\\"b\"").unwrap(), vec![1, 2, 4, 5]);
        // A line continuation disappears from the value.
        assert_eq!(source_offsets("\"a\\\n   b\"").unwrap(), vec![1, 7, 8]);
        assert_eq!(source_offsets("r#\"ab\"#").unwrap(), vec![3, 4, 5]);
    }
}
