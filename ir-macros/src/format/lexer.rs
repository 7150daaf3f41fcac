//! The lexer of the declarative assembly format (MLIR's `FormatLexer`).

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
    /// A literal with its backticks, e.g. `` `(` ``.
    Literal(String),
    /// A variable without its `$`.
    Variable(String),
    /// A string `"..."` (the quotes stripped, escapes kept).
    Str(String),
    /// A keyword (a directive) or an identifier.
    Ident(String),
}

impl Tok {
    /// Whether this is a directive keyword.
    pub fn is_keyword(&self) -> bool {
        matches!(self, Tok::Ident(s) if KEYWORDS.contains(&s.as_str()))
    }
}

/// The directive keywords of the format.
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

/// Splits a format string into tokens (with their byte offsets).
pub fn lex(src: &str) -> Result<Vec<(Tok, usize)>, String> {
    let b = src.as_bytes();
    let mut i = 0;
    let mut out = Vec::new();
    while i < b.len() {
        let start = i;
        let c = b[i];
        i += 1;
        let tok = match c {
            b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
            b'^' => Tok::Caret,
            b':' => Tok::Colon,
            b',' => Tok::Comma,
            b'=' => Tok::Equal,
            b'<' => Tok::Less,
            b'>' => Tok::Greater,
            b'?' => Tok::Question,
            b'(' => Tok::LParen,
            b')' => Tok::RParen,
            b'*' => Tok::Star,
            b'|' => Tok::Pipe,
            b'`' => {
                while i < b.len() && b[i] != b'`' {
                    i += 1;
                }
                if i >= b.len() {
                    return Err("unexpected end of file in literal".into());
                }
                i += 1;
                Tok::Literal(src[start..i].to_string())
            }
            b'$' => {
                if i >= b.len() || !(b[i].is_ascii_alphabetic() || b[i] == b'_') {
                    return Err("expected variable name".into());
                }
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                Tok::Variable(src[start + 1..i].to_string())
            }
            b'"' => {
                let mut escape = false;
                loop {
                    if i >= b.len() {
                        return Err("unexpected end of file in string".into());
                    }
                    let c = b[i];
                    i += 1;
                    if !escape && c == b'"' {
                        break;
                    }
                    escape = c == b'\\';
                }
                Tok::Str(src[start + 1..i - 1].to_string())
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'-') {
                    i += 1;
                }
                Tok::Ident(src[start..i].to_string())
            }
            _ => return Err("unexpected character".into()),
        };
        out.push((tok, start));
    }
    out.push((Tok::Eof, b.len()));
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

/// MLIR's `isValidLiteral`.
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
