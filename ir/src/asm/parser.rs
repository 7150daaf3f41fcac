//! The parser's state and its token-level machinery: the [`AsmParser`] struct (the lexer, the
//! current token, the source's line table, aliases and SSA scopes), moving over tokens, and
//! MLIR's error positions. The grammar (types, attributes, operations) is implemented on this
//! struct in `crate::parser`; the public API over tokens is in `parser_api`.

use super::lexer::{Lexer, Token, TokenKind};
use super::scopes::OpParserState;
use crate::attributes::Attribute;
use crate::builtin::locations::FileLineColRange;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::intern::Identifier;
use crate::types::Type;
use rustc_hash::FxHashMap;

/// The result of a parsing step: the value, or the diagnostic of the first error.
pub type ParseResult<T> = Result<T, Diagnostic>;

/// How deeply regions, types and attributes may nest before the parser gives up with an error.
pub const MAX_NESTING_DEPTH: u32 = 10_000;

/// Whether a parse may spread the top-level ops of a module over several threads. The result,
/// and any error, is the same either way; see `crate::parser` for how.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum ParseParallelism {
    /// In parallel when the ops to split span at least [`PARALLEL_PARSE_MIN_BYTES`] and more
    /// than one thread is available.
    #[default]
    Auto,
    /// On the calling thread only (`--mlir-disable-threading`).
    Sequential,
    /// In parallel whenever the input can be split, whatever its size (for tests).
    Always,
}

/// The size of the run of top-level ops below which [`ParseParallelism::Auto`] parses on one
/// thread: smaller inputs parse in well under a millisecond, less than starting threads costs.
pub const PARALLEL_PARSE_MIN_BYTES: usize = 256 * 1024;

/// How much of a parse ran on several threads (see [`ParseParallelism`]).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ParseReport {
    /// How many chunks of top-level ops were parsed on threads of their own and kept.
    pub parallel_chunks: usize,
    /// How many top-level ops those chunks held.
    pub parallel_ops: usize,
}

/// The recursive-descent parser of the textual format, and what custom parsers receive (MLIR's
/// `AsmParser`, `OpAsmParser` and `DialectAsmParser` in one; see [`crate::asm`]).
pub struct AsmParser<'c, 's> {
    pub(crate) ctx: &'c mut Context,
    pub(crate) src: &'s str,
    pub(crate) lexer: Lexer<'s>,
    pub(crate) tok: Token,
    pub(crate) prev_end: u32,
    pub(crate) filename: Identifier,
    pub(crate) first_line: u32,
    pub(crate) first_column: u32,
    /// The byte offset of each line's start, built on first need and shared with the parsers
    /// of the same buffer that run on other threads.
    pub(crate) line_starts: std::sync::Arc<std::sync::OnceLock<Vec<u32>>>,
    /// The last offset whose line was computed: (offset, 0-based line, line start).
    pub(crate) line_cursor: (usize, u32, usize),
    pub(crate) type_aliases: FxHashMap<String, Type>,
    pub(crate) attr_aliases: FxHashMap<String, Attribute>,
    pub(crate) depth: u32,
    pub(crate) ops: OpParserState<'s>,
    /// Types spelled by one keyword token (`i32`, `f32`, `index`), by spelling.
    pub(crate) keyword_types: FxHashMap<&'s str, Type>,
    /// The first lexical error the parser moved onto: MLIR's lexer reports it as it reads the
    /// token, before the parser sees it, so it is the first error of a failed parse.
    pub(crate) lex_error: Option<Token>,
    /// Where things were written, recorded for editor tooling when a caller asks for it
    /// ([`crate::parser::parse_source_with_state`]); `None` in every other parse.
    pub(crate) state: Option<Box<super::AsmParserState>>,
    /// Whether the top-level ops of a module may be parsed on several threads.
    pub(crate) parallelism: ParseParallelism,
    /// No parallel parse is tried before this offset (a run already found ineligible).
    pub(crate) parallel_skip_until: usize,
    /// Whether the top-level op being parsed is a `builtin.module`, whose body's ops may be
    /// parsed in parallel.
    pub(crate) in_top_module: bool,
    /// How much of this parse ran on several threads.
    pub(crate) report: ParseReport,
}

impl<'c, 's> AsmParser<'c, 's> {
    /// The context.
    pub fn ctx(&self) -> &Context {
        self.ctx
    }

    /// The context, mutably (custom parsers building regions need it).
    pub fn ctx_mut(&mut self) -> &mut Context {
        // What a caller does with it is not known: nothing parsed meanwhile is cached.
        self.ops.effects += 1;
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

    pub(crate) fn line_col(&mut self, offset: usize) -> (u32, u32) {
        // Parsing moves forward, so most lookups are just past the previous one: scan from there.
        let (last_off, last_line, last_start) = self.line_cursor;
        if offset >= last_off && offset - last_off < 4096 {
            let bytes = &self.src.as_bytes()[last_off..offset];
            // Counted apart from finding the last line start: both loops vectorize.
            let newlines = bytes.iter().fold(0u32, |n, &b| n + u32::from(b == b'\n'));
            let line = last_line + newlines;
            let start = if newlines == 0 {
                last_start
            } else {
                bytes.iter().rposition(|&b| b == b'\n').map_or(last_start, |i| last_off + i + 1)
            };
            self.line_cursor = (offset, line, start);
            return self.shift(line, (offset - start) as u32 + 1);
        }
        let src = self.src;
        let line_starts = self.line_starts.get_or_init(|| {
            std::iter::once(0)
                .chain(src.bytes().enumerate().filter(|&(_, b)| b == b'\n').map(|(i, _)| i as u32 + 1))
                .collect()
        });
        let line = line_starts.partition_point(|&s| s as usize <= offset).max(1) - 1;
        let start = line_starts[line] as usize;
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
        self.ops.effects += 1;
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
        let msg = format!("expected ',' or '{}'", close_text(close));
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

/// The spelling of a list's closing token, for "expected ',' or ...".
fn close_text(k: TokenKind) -> &'static str {
    match k {
        TokenKind::RParen => ")",
        TokenKind::RSquare => "]",
        TokenKind::RBrace => "}",
        TokenKind::Greater => ">",
        TokenKind::FileMetadataEnd => "#-}",
        _ => "?",
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
