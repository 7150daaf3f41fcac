//! The parser of MLIR's textual format: a hand-written recursive-descent parser over the lexer.
//!
//! Split by what it parses, as MLIR's `AsmParser` is: `types`, `attributes`, `locations`,
//! `ops` (operations, regions, blocks, SSA scopes) and `metadata` (the file's `{-# ... #-}`
//! resources). The [`AsmParser`] is also what custom op, type and attribute parsers receive: its
//! public methods are the custom-syntax API that [`crate::asm`] documents, its token-level
//! internals are private to this crate. Nesting is depth-limited so no input can overflow the
//! stack.

mod attributes;
mod dense;
pub(crate) mod lexer;
mod locations;
mod metadata;
mod op_asm;
pub(crate) mod ops;
mod types;

use crate::attributes::Attribute;
use crate::builtin::locations::FileLineColRange;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::intern::Identifier;
use crate::types::Type;
use crate::OpRef;
use lexer::{Lexer, Token, TokenKind};
use rustc_hash::FxHashMap;

/// The result of a parsing step: the value, or the diagnostic of the first error.
pub type ParseResult<T> = Result<T, Diagnostic>;

/// How deeply regions, types and attributes may nest before the parser gives up with an error.
pub const MAX_NESTING_DEPTH: u32 = 10_000;

/// Runs `f` with at least 256 KiB of stack left, growing the stack on the heap if needed, so
/// that deeply nested input cannot overflow the stack of whatever thread parses or prints.
#[inline]
pub fn with_stack<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(256 * 1024, 4 * 1024 * 1024, f)
}

/// Options of a parse.
#[derive(Clone, Debug)]
pub struct ParseOptions {
    /// The file name that locations carry.
    pub filename: String,
    /// Wrap the top-level ops in a `builtin.module` unless the input is a single module op.
    pub implicit_module: bool,
    /// The line number of the first line of the buffer (for split input files, whose chunks keep
    /// the lines and columns they have in the whole file, as in MLIR).
    pub first_line: u32,
    /// The column of the buffer's first byte on its first line (1 unless the buffer starts
    /// mid-line, as a chunk after a `// -----` marker does).
    pub first_column: u32,
}

impl Default for ParseOptions {
    fn default() -> Self {
        ParseOptions { filename: "-".into(), implicit_module: true, first_line: 1, first_column: 1 }
    }
}

/// Parses a whole source buffer into its top-level op (a `builtin.module` unless
/// `implicit_module` is off).
pub fn parse_source(ctx: &mut Context, src: &str, options: &ParseOptions) -> ParseResult<OpRef> {
    // About one op per 60 bytes of input in typical IR.
    ctx.reserve_ops(src.len() / 60);
    let mut p = AsmParser::new(ctx, src, options);
    p.parse_top_level(options.implicit_module).map_err(|d| p.first_error(d))
}

/// Parses a single type from text (for tests and tools).
pub fn parse_type_str(ctx: &mut Context, src: &str) -> ParseResult<Type> {
    let options = ParseOptions::default();
    let mut p = AsmParser::new(ctx, src, &options);
    let t = p.parse_type().and_then(|t| p.expect_eof().map(|()| t));
    t.map_err(|d| p.first_error(d))
}

/// Parses a single attribute from text (for tests and tools).
pub fn parse_attribute_str(ctx: &mut Context, src: &str) -> ParseResult<Attribute> {
    let options = ParseOptions::default();
    let mut p = AsmParser::new(ctx, src, &options);
    let a = p.parse_attribute(None).and_then(|a| p.expect_eof().map(|()| a));
    a.map_err(|d| p.first_error(d))
}

/// The recursive-descent parser of the textual format, and what custom parsers receive (MLIR's
/// `AsmParser`, `OpAsmParser` and `DialectAsmParser` in one; see [`crate::asm`]).
pub struct AsmParser<'c, 's> {
    pub(crate) ctx: &'c mut Context,
    pub(crate) src: &'s str,
    pub(crate) lexer: Lexer<'s>,
    pub(crate) tok: Token,
    prev_end: u32,
    filename: Identifier,
    first_line: u32,
    first_column: u32,
    line_starts: Vec<u32>,
    /// The last offset whose line was computed: (offset, 0-based line, line start).
    line_cursor: (usize, u32, usize),
    pub(crate) type_aliases: FxHashMap<String, Type>,
    pub(crate) attr_aliases: FxHashMap<String, Attribute>,
    pub(crate) depth: u32,
    pub(crate) ops: ops::OpParserState<'s>,
    /// Types spelled by one keyword token (`i32`, `f32`, `index`), by spelling.
    pub(crate) keyword_types: FxHashMap<&'s str, Type>,
    /// The first lexical error the parser moved onto: MLIR's lexer reports it as it reads the
    /// token, before the parser sees it, so it is the first error of a failed parse.
    lex_error: Option<Token>,
}

impl<'c, 's> AsmParser<'c, 's> {
    /// A parser at the start of `src`.
    pub(crate) fn new(ctx: &'c mut Context, src: &'s str, options: &ParseOptions) -> Self {
        let filename = ctx.ident(&options.filename);
        let mut lexer = Lexer::new(src);
        let tok = lexer.next_token();
        AsmParser {
            ctx,
            src,
            lexer,
            tok,
            prev_end: 0,
            filename,
            first_line: options.first_line,
            first_column: options.first_column.max(1),
            line_starts: Vec::new(),
            line_cursor: (0, 0, 0),
            type_aliases: FxHashMap::default(),
            attr_aliases: FxHashMap::default(),
            depth: 0,
            ops: ops::OpParserState::default(),
            keyword_types: FxHashMap::default(),
            lex_error: None,
        }
        .noting_lex_error()
    }

    /// Records the current token if it is the first lexical error reached.
    #[inline]
    fn noting_lex_error(mut self) -> Self {
        self.note_lex_error();
        self
    }

    #[inline]
    fn note_lex_error(&mut self) {
        if self.tok.kind == TokenKind::Error && self.lex_error.is_none() {
            self.lex_error = Some(self.tok);
        }
    }

    /// A failed parse's first error as MLIR reports it: the first lexical error reached, if
    /// any, else `d`.
    pub(crate) fn first_error(&self, d: Diagnostic) -> Diagnostic {
        match self.lex_error {
            Some(t) => self.error_at(t.start as usize, t.error.unwrap_or("unexpected character")),
            None => d,
        }
    }

    /// The context.
    pub fn ctx(&self) -> &Context {
        self.ctx
    }

    /// The context, mutably (custom parsers building regions need it).
    pub fn ctx_mut(&mut self) -> &mut Context {
        self.ctx
    }

    // ----- tokens -----

    /// The current token.
    #[inline]
    pub(crate) fn token(&self) -> Token {
        self.tok
    }

    /// The current token's text.
    #[inline]
    pub(crate) fn token_text(&self) -> &'s str {
        self.tok.text(self.src)
    }

    /// Whether the current token is `kind`.
    #[inline]
    pub(crate) fn at(&self, kind: TokenKind) -> bool {
        self.tok.kind == kind
    }

    /// Whether the current token is the bare keyword `kw`.
    #[inline]
    pub(crate) fn at_keyword(&self, kw: &str) -> bool {
        self.tok.kind == TokenKind::BareIdent && self.token_text() == kw
    }

    /// Moves to the next token.
    #[inline]
    pub(crate) fn bump(&mut self) {
        self.prev_end = self.tok.end;
        self.tok = self.lexer.next_token();
        self.note_lex_error();
    }

    /// Re-lexes from byte offset `pos` (used to split `4xf32` after the `x`).
    pub(crate) fn reset_lexer_to(&mut self, pos: usize) {
        self.prev_end = pos as u32;
        self.lexer.reset_to(pos);
        self.tok = self.lexer.next_token();
        self.note_lex_error();
    }

    /// Consumes the current token if it is `kind`.
    #[inline]
    pub(crate) fn eat(&mut self, kind: TokenKind) -> bool {
        if self.tok.kind == kind {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes the keyword `kw` if it is the current token.
    pub(crate) fn eat_keyword(&mut self, kw: &str) -> bool {
        if self.at_keyword(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes a token of `kind` or reports `message` as MLIR's `parseToken` does.
    pub(crate) fn expect(&mut self, kind: TokenKind, message: &str) -> ParseResult<()> {
        if self.eat(kind) {
            Ok(())
        } else {
            Err(self.wrong_token_error(message))
        }
    }

    /// Consumes the keyword `kw` or reports `message`.
    pub(crate) fn expect_keyword(&mut self, kw: &str, message: &str) -> ParseResult<()> {
        if self.eat_keyword(kw) {
            Ok(())
        } else {
            Err(self.wrong_token_error(message))
        }
    }

    pub(crate) fn expect_eof(&mut self) -> ParseResult<()> {
        self.check_lex_error()?;
        if self.at(TokenKind::Eof) {
            Ok(())
        } else {
            Err(self.error_here("unexpected trailing input"))
        }
    }

    /// Reports a lexical error if the current token is one.
    #[inline]
    pub(crate) fn check_lex_error(&self) -> ParseResult<()> {
        if self.tok.kind == TokenKind::Error {
            return Err(self.error_at(self.tok.start as usize, self.tok.error.unwrap_or("unexpected character")));
        }
        Ok(())
    }

    // ----- locations and errors -----

    fn line_col(&mut self, offset: usize) -> (u32, u32) {
        // Parsing moves forward, so most lookups are just past the previous one: scan from there.
        let (last_off, last_line, last_start) = self.line_cursor;
        if offset >= last_off && offset - last_off < 4096 {
            let bytes = &self.src.as_bytes()[last_off..offset];
            let mut line = last_line;
            let mut start = last_start;
            for (i, &b) in bytes.iter().enumerate() {
                if b == b'\n' {
                    line += 1;
                    start = last_off + i + 1;
                }
            }
            self.line_cursor = (offset, line, start);
            return self.shift(line, (offset - start) as u32 + 1);
        }
        if self.line_starts.is_empty() {
            self.line_starts.push(0);
            for (i, b) in self.src.bytes().enumerate() {
                if b == b'\n' {
                    self.line_starts.push(i as u32 + 1);
                }
            }
        }
        let line = self.line_starts.partition_point(|&s| s as usize <= offset).max(1) - 1;
        let start = self.line_starts[line] as usize;
        self.line_cursor = (offset, line as u32, start);
        self.shift(line as u32, (offset - start) as u32 + 1)
    }

    /// Maps a 0-based line and 1-based column of the buffer to the file's line and column.
    fn shift(&self, line: u32, col: u32) -> (u32, u32) {
        let col = if line == 0 { col + self.first_column - 1 } else { col };
        (line + self.first_line, col)
    }

    /// The location attribute of byte `offset`.
    pub(crate) fn loc_at(&mut self, offset: usize) -> Attribute {
        let (line, col) = self.line_col(offset);
        let filename = self.filename;
        self.ctx.intern_attr(FileLineColRange {
            filename,
            start_line: line,
            start_col: col,
            end_line: line,
            end_col: col,
        })
    }

    /// An error at byte `offset`.
    pub(crate) fn error_at(&self, offset: usize, message: impl Into<String>) -> Diagnostic {
        // Computing the location needs the line table; build it on a clone-free path.
        let (line, col) = line_col_slow(self.src, offset, 1);
        let (line, col) = self.shift(line - 1, col);
        let loc = self.ctx.intern_attr(FileLineColRange {
            filename: self.filename,
            start_line: line,
            start_col: col,
            end_line: line,
            end_col: col,
        });
        Diagnostic::error(loc, message)
    }

    /// An error at the current token, or at the last character when that token is the end of
    /// the input (MLIR's `Parser::emitError` without a location).
    pub(crate) fn error_here(&self, message: impl Into<String>) -> Diagnostic {
        if self.tok.kind == TokenKind::Error {
            return self.error_at(self.tok.start as usize, self.tok.error.unwrap_or("unexpected character"));
        }
        let at = self.tok.start as usize;
        self.error_at(if self.tok.kind == TokenKind::Eof { at.saturating_sub(1) } else { at }, message)
    }

    /// MLIR's `emitWrongTokenError`: an error about the current token, reported at the end of
    /// the previous line's code when the token starts a new line (so the caret points where the
    /// missing token belongs).
    pub(crate) fn wrong_token_error(&self, message: impl Into<String>) -> Diagnostic {
        if self.tok.kind == TokenKind::Error {
            return self.error_here("");
        }
        let mut loc = self.tok.start as usize;
        if self.tok.kind == TokenKind::Eof {
            loc = loc.saturating_sub(1);
        }
        let original = loc;
        let bytes = self.src.as_bytes();
        let mut end = loc.min(bytes.len());
        loop {
            while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.error_at(original, message);
            }
            if bytes[end - 1] != b'\n' && bytes[end - 1] != b'\r' {
                return self.error_at(end, message);
            }
            end -= 1;
            let line_start = bytes[..end].iter().rposition(|&b| b == b'\n' || b == b'\r').map_or(0, |i| i);
            if let Some(c) = find_sub(&bytes[line_start..end], b"//") {
                end = line_start + c;
            }
        }
    }

    /// Enters one level of nesting, failing past [`MAX_NESTING_DEPTH`].
    pub(crate) fn enter_nesting(&mut self) -> ParseResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING_DEPTH {
            return Err(self.error_here(format!("nesting is too deep (limit {MAX_NESTING_DEPTH})")));
        }
        Ok(())
    }

    pub(crate) fn exit_nesting(&mut self) {
        self.depth -= 1;
    }

    /// Parses `elt (, elt)*`.
    pub(crate) fn parse_comma_separated(
        &mut self,
        mut elt: impl FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        elt(self)?;
        while self.eat(TokenKind::Comma) {
            elt(self)?;
        }
        Ok(())
    }

    /// Parses a comma-separated list until `close` (consumed), allowing an empty list when
    /// `allow_empty`.
    pub(crate) fn parse_comma_separated_until(
        &mut self,
        close: TokenKind,
        allow_empty: bool,
        mut elt: impl FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        if self.at(close) {
            if allow_empty {
                self.bump();
                return Ok(());
            }
            return Err(self.wrong_token_error("expected list element"));
        }
        self.parse_comma_separated(&mut elt)?;
        let msg = format!("expected ',' or '{}'", close_char(close));
        self.expect(close, &msg)
    }

    /// The lexer's position, to come back to after a look-ahead.
    pub(crate) fn save_position(&self) -> (Lexer<'s>, Token, u32) {
        (self.lexer.clone(), self.tok, self.prev_end)
    }

    /// Returns to a position [`Self::save_position`] took.
    pub(crate) fn restore_position(&mut self, (lexer, tok, prev_end): (Lexer<'s>, Token, u32)) {
        (self.lexer, self.tok, self.prev_end) = (lexer, tok, prev_end);
        if self.lex_error.is_some_and(|t| t.start > tok.start) {
            self.lex_error = None;
        }
    }
}

fn find_sub(h: &[u8], n: &[u8]) -> Option<usize> {
    h.windows(n.len()).position(|w| w == n)
}

fn close_char(k: TokenKind) -> char {
    match k {
        TokenKind::RParen => ')',
        TokenKind::RSquare => ']',
        TokenKind::RBrace => '}',
        TokenKind::Greater => '>',
        _ => '?',
    }
}

/// Line and column (1-based) of `offset` in `src`.
pub fn line_col_slow(src: &str, offset: usize, first_line: u32) -> (u32, u32) {
    let offset = offset.min(src.len());
    let before = &src.as_bytes()[..offset];
    let line = before.iter().filter(|&&b| b == b'\n').count() as u32;
    let start = before.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    (line + first_line, (offset - start) as u32 + 1)
}

/// The value of an unsigned integer literal (decimal or `0x` hex), if it fits in 64 bits.
pub(crate) fn parse_uint_literal(text: &str) -> Option<u64> {
    if let Some(hex) = text.strip_prefix("0x") {
        u64::from_str_radix(hex, 16).ok()
    } else {
        text.parse::<u64>().ok()
    }
}
