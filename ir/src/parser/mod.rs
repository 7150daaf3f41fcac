//! The parser of MLIR's textual format: a hand-written recursive-descent parser over the lexer.
//!
//! Split by what it parses, as MLIR's `AsmParser` is: `types`, `attributes`, `dense`
//! (elements literals), `locations`, `ops` (operations, regions, blocks) and `metadata` (the
//! file's `{-# ... #-}` resources), plus `builtin` (the typed entry points the builtin dialect's
//! definitions call) and `op_asm` (helpers of format-generated parsers). The grammar is
//! implemented as methods of [`AsmParser`], which `crate::asm` declares below the core with its
//! lexer, scopes and token-level machinery; its public methods are the custom-syntax API that
//! custom op, type and attribute parsers receive. Nesting is depth-limited so no input can
//! overflow the stack.

mod attributes;
mod builtin;
mod dense;
mod locations;
mod metadata;
mod op_asm;
mod ops;
mod parallel;
mod types;

use crate::asm::lexer::{Lexer, TokenKind};
pub use crate::asm::parser::{line_col_slow, MAX_NESTING_DEPTH};
pub use crate::asm::parser::{ParseParallelism, ParseReport, PARALLEL_PARSE_MIN_BYTES};
use crate::asm::scopes::OpParserState;
pub use crate::asm::{AsmParser, ParseResult};
use crate::attributes::Attribute;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::types::Type;
use crate::OpRef;
use rustc_hash::FxHashMap;

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
    /// Whether the top-level ops of a module (its functions) may be parsed on several threads.
    pub parallelism: ParseParallelism,
}

impl Default for ParseOptions {
    fn default() -> Self {
        ParseOptions {
            filename: "-".into(),
            implicit_module: true,
            first_line: 1,
            first_column: 1,
            parallelism: ParseParallelism::Auto,
        }
    }
}

/// Parses a whole source buffer into its top-level op (a `builtin.module` unless
/// `implicit_module` is off).
pub fn parse_source(ctx: &mut Context, src: &str, options: &ParseOptions) -> ParseResult<OpRef> {
    parse_source_with_report(ctx, src, options).0
}

/// Parses as [`parse_source`] does, and says how much of the parse ran in parallel (for tests
/// and benchmarks: the result is the same either way).
pub fn parse_source_with_report(
    ctx: &mut Context,
    src: &str,
    options: &ParseOptions,
) -> (ParseResult<OpRef>, ParseReport) {
    // About one op per 60 bytes of input in typical IR.
    ctx.reserve_ops(src.len() / 60);
    let mut p = AsmParser::new(ctx, src, options);
    let result = p.parse_top_level(options.implicit_module).map_err(|d| p.first_error(d));
    (result, p.report)
}

/// Parses a whole source buffer as [`parse_source`] does, recording in `state` where each op,
/// SSA value, block and symbol was written and used (MLIR's `parseSourceFile` with an
/// `AsmParserState`), for editor tooling. After a failed parse `state` holds what was parsed
/// before the error.
pub fn parse_source_with_state(
    ctx: &mut Context,
    src: &str,
    options: &ParseOptions,
    state: &mut crate::asm::AsmParserState,
) -> ParseResult<OpRef> {
    ctx.reserve_ops(src.len() / 60);
    let mut p = AsmParser::new(ctx, src, options);
    p.state = Some(Box::new(std::mem::take(state)));
    let result = p.parse_top_level(options.implicit_module).map_err(|d| p.first_error(d));
    if let Some(recorded) = p.state.take() {
        *state = *recorded;
    }
    result
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
            line_starts: Default::default(),
            line_cursor: (0, 0, 0),
            type_aliases: FxHashMap::default(),
            attr_aliases: FxHashMap::default(),
            depth: 0,
            ops: OpParserState::default(),
            keyword_types: FxHashMap::default(),
            lex_error: None,
            state: None,
            parallelism: options.parallelism,
            parallel_skip_until: 0,
            in_top_module: false,
            report: ParseReport::default(),
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
    pub(crate) fn note_lex_error(&mut self) {
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
}
