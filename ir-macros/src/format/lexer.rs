//! The lexer of the assembly-format language (MLIR's `FormatLexer`): the format string split
//! into tokens, each with its byte range in the string (for diagnostics that point at it).
//! Lexical rules shared by every kind of format live here too: what a literal may be
//! ([`is_valid_literal`]) and when the printer puts a space before one
//! ([`should_emit_space_before`]).

use super::diagnostic::FormatError;
use std::ops::Range;

/// The kind of a format token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// The end of the format.
    Eof,
    /// `^`
    Caret,
    /// `:`
    Colon,
    /// `,`
    Comma,
    /// `=`
    Equal,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `?`
    Question,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `*`
    Star,
    /// `|`
    Pipe,
    /// A literal: the text between its backticks.
    Literal(String),
    /// A variable without its `$`.
    Variable(String),
    /// A string `"..."` (the quotes stripped, escapes kept).
    Str(String),
    /// A directive keyword (one of [`KEYWORDS`]) or another identifier.
    Ident(String),
}

/// A token and where it is in the format string.
#[derive(Clone, Debug)]
pub struct Token {
    /// What it is.
    pub tok: Tok,
    /// Its bytes in the format string.
    pub at: Range<usize>,
}

/// The directive keywords of the language (op formats use some, type and attribute formats
/// others).
pub const KEYWORDS: &[&str] = &[
    "attr-dict",
    "attr-dict-with-keyword",
    "prop-dict",
    "custom",
    "functional-type",
    "oilist",
    "operands",
    "params",
    "ref",
    "regions",
    "results",
    "struct",
    "successors",
    "type",
    "qualified",
];

/// Splits a format string into tokens, ending with [`Tok::Eof`].
pub fn lex(src: &str) -> Result<Vec<Token>, FormatError> {
    let mut out = Vec::new();
    let mut chars = src.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        let mut end = start + c.len_utf8();
        let tok = match c {
            ' ' | '\t' | '\n' | '\r' | '\0' => continue,
            '^' => Tok::Caret,
            ':' => Tok::Colon,
            ',' => Tok::Comma,
            '=' => Tok::Equal,
            '<' => Tok::Less,
            '>' => Tok::Greater,
            '?' => Tok::Question,
            '(' => Tok::LParen,
            ')' => Tok::RParen,
            '*' => Tok::Star,
            '|' => Tok::Pipe,
            '`' => {
                let Some(close) = src[end..].find('`') else {
                    return Err(FormatError::new(
                        "unterminated literal in the assembly format: a literal is written between backticks; add \
                         the closing `",
                    )
                    .at(start..src.len()));
                };
                end += close + 1;
                while chars.peek().is_some_and(|&(i, _)| i < end) {
                    chars.next();
                }
                Tok::Literal(src[start + 1..end - 1].to_string())
            }
            '$' => {
                while let Some(&(i, c)) = chars.peek() {
                    let first = i == start + 1;
                    if !(c.is_alphabetic() || c == '_' || (!first && c.is_alphanumeric())) {
                        break;
                    }
                    end = i + c.len_utf8();
                    chars.next();
                }
                if end == start + 1 {
                    return Err(FormatError::new("expected a variable name after `$`").at(start..end));
                }
                Tok::Variable(src[start + 1..end].to_string())
            }
            '"' => {
                let mut escape = false;
                let mut closed = false;
                for (i, c) in chars.by_ref() {
                    end = i + c.len_utf8();
                    if !escape && c == '"' {
                        closed = true;
                        break;
                    }
                    escape = c == '\\';
                }
                if !closed {
                    return Err(FormatError::new("unterminated string in the assembly format: add the closing `\"`")
                        .at(start..src.len()));
                }
                Tok::Str(src[start + 1..end - 1].to_string())
            }
            c if c.is_ascii_alphabetic() || c == '_' => {
                while let Some(&(i, c)) = chars.peek() {
                    if !(c.is_ascii_alphanumeric() || c == '_' || c == '-') {
                        break;
                    }
                    end = i + 1;
                    chars.next();
                }
                Tok::Ident(src[start..end].to_string())
            }
            c => {
                return Err(FormatError::new(format!(
                    "unexpected character `{c}` in the assembly format: literals go between backticks, as `` `{c}` ``"
                ))
                .at(start..end))
            }
        };
        out.push(Token { tok, at: start..end });
    }
    out.push(Token { tok: Tok::Eof, at: src.len()..src.len() });
    Ok(out)
}

/// MLIR's `shouldEmitSpaceBefore`: whether a space goes before the literal `value`.
pub fn should_emit_space_before(value: &str, last_was_punctuation: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let front = value.as_bytes()[0] as char;
    if last_was_punctuation {
        return !">)}],".contains(front);
    }
    !"<>(){}[],".contains(front)
}

/// MLIR's `canFormatStringAsKeyword`.
pub fn can_format_as_keyword(value: &str) -> Result<(), String> {
    let b = value.as_bytes();
    if b.is_empty() || !(b[0].is_ascii_alphabetic() || b[0] == b'_') {
        return Err("valid keyword starts with a letter or '_'".into());
    }
    if !b[1..].iter().all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')) {
        return Err("keywords should contain only alphanum, '_', '$', or '.' characters".into());
    }
    Ok(())
}

/// MLIR's `isValidLiteral`: a keyword, one of the punctuation `_:,=<>()[]{}?+*`, `->` or `...`.
pub fn is_valid_literal(value: &str) -> Result<(), String> {
    if value.is_empty() {
        return Err("literal can't be empty".into());
    }
    let front = value.as_bytes()[0];
    if value.len() == 1 {
        let bare = "_:,=<>()[]{}?+*";
        if front.is_ascii_alphabetic() || bare.contains(front as char) {
            return Ok(());
        }
        return Err(format!("single character literal must be a letter or one of '{bare}'"));
    }
    if value == "->" || value == "..." {
        return Ok(());
    }
    can_format_as_keyword(value)
}
