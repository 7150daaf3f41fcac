//! The lexer of MLIR's textual format: bytes in, tokens out.
//!
//! Like `rustc_lexer`, it is small and allocation-free: a [`Token`] is a kind and a byte range into
//! the source; no text is copied and nothing is interned here. Lexical errors are not reported by
//! the lexer itself: they come back as [`TokenKind::Error`] tokens carrying MLIR's message, and the
//! parser, which owns diagnostics, reports them. Tokens are produced on demand, so the parser can
//! re-lex from any offset (MLIR's dimension lists `4x8xf32` need that).

/// What kind of token a [`Token`] is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TokenKind {
    /// The end of the input.
    Eof,
    /// A lexical error; the message is in [`Token::error`].
    Error,
    /// `foo`, `foo.bar`, keywords included (the parser checks keywords by spelling).
    BareIdent,
    /// `i32`, `si8`, `ui64`: an integer type keyword.
    IntType,
    /// `@foo` or `@"foo"`.
    AtIdent,
    /// `#foo`.
    HashIdent,
    /// `%foo`, `%0`.
    PercentIdent,
    /// `^bb0`.
    CaretIdent,
    /// `!foo`.
    BangIdent,
    /// `123` or `0x1F`.
    Integer,
    /// `1.5`, `1.`, `2.0e-3`.
    Float,
    /// `"..."`, the quotes included.
    String,
    /// `{-#`, which opens the file metadata dictionary.
    FileMetadataBegin,
    /// `#-}`, which closes it.
    FileMetadataEnd,
    /// `->`
    Arrow,
    /// `:`
    Colon,
    /// `,`
    Comma,
    /// `...`
    Ellipsis,
    /// `=`
    Equal,
    /// `>`
    Greater,
    /// `{`
    LBrace,
    /// `(`
    LParen,
    /// `[`
    LSquare,
    /// `<`
    Less,
    /// `-`
    Minus,
    /// `+`
    Plus,
    /// `?`
    Question,
    /// `}`
    RBrace,
    /// `)`
    RParen,
    /// `]`
    RSquare,
    /// `*`
    Star,
    /// `|`
    VerticalBar,
    /// `/` (a `//` starts a comment)
    Slash,
}

/// One token: its kind and its byte range in the source.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// What the token is.
    pub kind: TokenKind,
    /// Byte offset of its first byte.
    pub start: u32,
    /// Byte offset one past its last byte.
    pub end: u32,
    /// For [`TokenKind::Error`] tokens: MLIR's message; `start` is where to report it.
    pub error: Option<&'static str>,
}

impl Token {
    /// The token's text in `src`.
    #[inline]
    pub fn text<'s>(&self, src: &'s str) -> &'s str {
        &src[self.start as usize..self.end as usize]
    }
}

/// An on-demand lexer over a source buffer.
#[derive(Clone)]
pub struct Lexer<'s> {
    src: &'s [u8],
    pos: usize,
}

#[inline]
fn is_id_punct(c: u8) -> bool {
    matches!(c, b'$' | b'.' | b'_' | b'-')
}

#[inline]
fn is_bare_continue(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')
}

impl<'s> Lexer<'s> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'s str) -> Self {
        Lexer { src: src.as_bytes(), pos: 0 }
    }

    /// Moves the lexer to `pos`, so the next token is lexed from there.
    #[inline]
    pub fn reset_to(&mut self, pos: usize) {
        self.pos = pos.min(self.src.len());
    }

    #[inline]
    fn peek(&self, ahead: usize) -> u8 {
        *self.src.get(self.pos + ahead).unwrap_or(&0)
    }

    #[inline]
    fn token(&self, kind: TokenKind, start: usize) -> Token {
        Token { kind, start: start as u32, end: self.pos as u32, error: None }
    }

    #[inline]
    fn error(&self, at: usize, message: &'static str) -> Token {
        Token {
            kind: TokenKind::Error,
            start: at as u32,
            end: (at + 1).min(self.src.len()) as u32,
            error: Some(message),
        }
    }

    /// Lexes the next token, skipping whitespace and `//` comments.
    pub fn next_token(&mut self) -> Token {
        use TokenKind::*;
        loop {
            let start = self.pos;
            let Some(&c) = self.src.get(self.pos) else {
                return self.token(Eof, start);
            };
            self.pos += 1;
            let kind = match c {
                b' ' | b'\t' | b'\n' | b'\r' => continue,
                b'_' => return self.bare_identifier(start),
                c if c.is_ascii_alphabetic() => return self.bare_identifier(start),
                // MLIR treats a NUL in the middle of a buffer as whitespace.
                0 => continue,
                b':' => Colon,
                b',' => Comma,
                b'.' => {
                    if self.peek(0) == b'.' && self.peek(1) == b'.' {
                        self.pos += 2;
                        Ellipsis
                    } else {
                        return self.error(self.pos, "expected three consecutive dots for an ellipsis");
                    }
                }
                b'(' => LParen,
                b')' => RParen,
                b'{' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'#' {
                        self.pos += 2;
                        FileMetadataBegin
                    } else {
                        LBrace
                    }
                }
                b'}' => RBrace,
                b'[' => LSquare,
                b']' => RSquare,
                b'<' => Less,
                b'>' => Greater,
                b'=' => Equal,
                b'+' => Plus,
                b'*' => Star,
                b'-' => {
                    if self.peek(0) == b'>' {
                        self.pos += 1;
                        Arrow
                    } else {
                        Minus
                    }
                }
                b'?' => Question,
                b'|' => VerticalBar,
                b'/' => {
                    if self.peek(0) == b'/' {
                        self.skip_comment();
                        continue;
                    }
                    Slash
                }
                b'@' => return self.at_identifier(start),
                b'#' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'}' {
                        self.pos += 2;
                        FileMetadataEnd
                    } else {
                        return self.prefixed_identifier(start, HashIdent, "invalid attribute name");
                    }
                }
                b'!' => return self.prefixed_identifier(start, BangIdent, "invalid type identifier"),
                b'^' => return self.prefixed_identifier(start, CaretIdent, "invalid block name"),
                b'%' => return self.prefixed_identifier(start, PercentIdent, "invalid SSA name"),
                b'"' => return self.string(start),
                b'0'..=b'9' => return self.number(start),
                _ => return self.error(start, "unexpected character"),
            };
            return self.token(kind, start);
        }
    }

    fn skip_comment(&mut self) {
        while let Some(&c) = self.src.get(self.pos) {
            self.pos += 1;
            if c == b'\n' || c == b'\r' {
                return;
            }
        }
    }

    fn bare_identifier(&mut self, start: usize) -> Token {
        while is_bare_continue(self.peek(0)) {
            self.pos += 1;
        }
        let s = &self.src[start..self.pos];
        let all_digits = |b: &[u8]| b.iter().all(u8::is_ascii_digit);
        let is_int_type = (s.len() > 1 && s[0] == b'i' && all_digits(&s[1..]))
            || (s.len() > 2 && s[1] == b'i' && (s[0] == b's' || s[0] == b'u') && all_digits(&s[2..]));
        self.token(if is_int_type { TokenKind::IntType } else { TokenKind::BareIdent }, start)
    }

    fn at_identifier(&mut self, start: usize) -> Token {
        let c = self.peek(0);
        self.pos += 1;
        if c == b'"' {
            let s = self.string(self.pos - 1);
            if s.kind == TokenKind::Error {
                return s;
            }
            return self.token(TokenKind::AtIdent, start);
        }
        if !c.is_ascii_alphabetic() && c != b'_' {
            return self.error(self.pos - 1, "@ identifier expected to start with letter or '_'");
        }
        while is_bare_continue(self.peek(0)) {
            self.pos += 1;
        }
        self.token(TokenKind::AtIdent, start)
    }

    fn prefixed_identifier(&mut self, start: usize, kind: TokenKind, error: &'static str) -> Token {
        let c = self.peek(0);
        if c.is_ascii_digit() {
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || is_id_punct(c) {
            self.pos += 1;
            while self.peek(0).is_ascii_alphanumeric() || is_id_punct(self.peek(0)) {
                self.pos += 1;
            }
        } else {
            return self.error(start, error);
        }
        self.token(kind, start)
    }

    fn string(&mut self, start: usize) -> Token {
        loop {
            let Some(&c) = self.src.get(self.pos) else {
                return self.error(self.pos, "expected '\"' in string literal");
            };
            self.pos += 1;
            match c {
                b'"' => return self.token(TokenKind::String, start),
                b'\n' | 0x0b | 0x0c => return self.error(self.pos - 1, "expected '\"' in string literal"),
                b'\\' => {
                    let n = self.peek(0);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit() && self.peek(1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        return self.error(self.pos - 1, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }

    fn number(&mut self, start: usize) -> Token {
        if self.src[start] == b'0' && self.peek(0) == b'x' {
            if !self.peek(1).is_ascii_hexdigit() {
                return self.token(TokenKind::Integer, start);
            }
            self.pos += 2;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.token(TokenKind::Integer, start);
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) != b'.' {
            return self.token(TokenKind::Integer, start);
        }
        self.pos += 1;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek(0), b'e' | b'E')
            && (self.peek(1).is_ascii_digit() || (matches!(self.peek(1), b'-' | b'+') && self.peek(2).is_ascii_digit()))
        {
            self.pos += 2;
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        }
        self.token(TokenKind::Float, start)
    }
}

/// Decodes the body of a string literal token (quotes included) into bytes, resolving MLIR's escapes
/// (`\"`, `\\`, `\n`, `\t`, `\XX`). The lexer has already checked the escapes are well formed.
pub fn unescape_string(token_text: &str) -> Vec<u8> {
    let b = token_text.as_bytes();
    let inner = &b[1..b.len().saturating_sub(1).max(1)];
    let mut out = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        let c = inner[i];
        if c != b'\\' || i + 1 >= inner.len() {
            out.push(c);
            i += 1;
            continue;
        }
        let n = inner[i + 1];
        match n {
            b'"' | b'\\' => {
                out.push(n);
                i += 2;
            }
            b'n' => {
                out.push(b'\n');
                i += 2;
            }
            b't' => {
                out.push(b'\t');
                i += 2;
            }
            _ => {
                let hex = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
                let v = if i + 2 < inner.len() { hex(n) * 16 + hex(inner[i + 2]) } else { hex(n) };
                out.push(v);
                i += 3;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use TokenKind::*;

    fn kinds(src: &str) -> Vec<(TokenKind, std::string::String)> {
        let mut lx = Lexer::new(src);
        let mut out = vec![];
        loop {
            let t = lx.next_token();
            out.push((t.kind, t.text(src).to_string()));
            if matches!(t.kind, Eof | Error) {
                return out;
            }
        }
    }

    #[test]
    fn lexes_punctuation_and_identifiers() {
        let k = kinds("%0:2 = \"foo.op\"(%a#1) {x} : (i32, si8) -> !t.y // comment\n^bb0 @sym @\"q\" #map {-# #-} ...");
        let got: Vec<_> = k.iter().map(|(k, _)| *k).collect();
        assert_eq!(
            got,
            vec![
                PercentIdent,
                Colon,
                Integer,
                Equal,
                String,
                LParen,
                PercentIdent,
                HashIdent,
                RParen,
                LBrace,
                BareIdent,
                RBrace,
                Colon,
                LParen,
                IntType,
                Comma,
                IntType,
                RParen,
                Arrow,
                BangIdent,
                CaretIdent,
                AtIdent,
                AtIdent,
                HashIdent,
                FileMetadataBegin,
                FileMetadataEnd,
                Ellipsis,
                Eof
            ]
        );
        assert_eq!(k[6].1, "%a");
        assert_eq!(k[7].1, "#1");
    }

    #[test]
    fn lexes_numbers() {
        let k = kinds("0x1F 12 1. 1.5e-3 2.0E+4 0xi32 4x8");
        let got: Vec<_> = k.iter().map(|(k, t)| (*k, t.as_str())).collect();
        assert_eq!(
            got,
            vec![
                (Integer, "0x1F"),
                (Integer, "12"),
                (Float, "1."),
                (Float, "1.5e-3"),
                (Float, "2.0E+4"),
                (Integer, "0"),
                (BareIdent, "xi32"),
                (Integer, "4"),
                (BareIdent, "x8"),
                (Eof, "")
            ]
        );
    }

    #[test]
    fn reports_errors_as_tokens() {
        let mut lx = Lexer::new("\"abc\n");
        let t = lx.next_token();
        assert_eq!(t.kind, Error);
        assert_eq!(t.error, Some("expected '\"' in string literal"));
        assert_eq!(Lexer::new("\"a\\q\"").next_token().error, Some("unknown escape in string literal"));
        assert_eq!(Lexer::new("%").next_token().error, Some("invalid SSA name"));
        assert_eq!(Lexer::new("..").next_token().kind, Error);
        assert_eq!(Lexer::new("$").next_token().error, Some("unexpected character"));
        assert_eq!(Lexer::new("/ //").next_token().kind, Slash);
    }

    #[test]
    fn unescapes_strings() {
        assert_eq!(unescape_string(r#""a\"b\\c\n\t\41""#), b"a\"b\\c\n\tA".to_vec());
    }
}
