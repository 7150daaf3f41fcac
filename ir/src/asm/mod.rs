//! The custom-syntax API: what a dialect's hand-written parsers and printers (and the code the
//! definition macros generate from assembly formats) see of the textual format. MLIR declares it
//! in `OpImplementation.h` and `DialectImplementation.h` as `AsmParser`, `OpAsmParser`,
//! `DialectAsmParser`, `AsmPrinter` and `OpAsmPrinter`; the methods here carry MLIR's names
//! (`parse_lparen`, `parse_optional_keyword`, `parse_comma_separated_list`, `resolve_operands`,
//! `get_current_location`, `emit_error`, ...) and report MLIR's messages at MLIR's positions.
//!
//! ## One parser, its surface chosen by visibility
//!
//! MLIR's three parser classes are abstract interfaces over one implementation, so that a dialect
//! library need not link the parser and each call is virtual. Here there is one implementation
//! and no separate linking, so [`AsmParser`] *is* the parser: the generic parser's own struct,
//! whose public methods are this API and whose token-level internals (the lexer, its tokens,
//! `bump`/`eat`/`expect`, the SSA scopes) are `pub(crate)`, out of reach of every other crate.
//! [`OpAsmParser`] and [`DialectAsmParser`] name the same struct, as what an op's parser and a
//! dialect's type or attribute parser receive. Every call is a direct, inlinable call on the
//! parser that is running: no wrapper, no `dyn`, so a dialect's parser and the generated ones are
//! as fast as the generic parser's own code. (A wrapper struct over `&mut Parser` would be as
//! fast, but would add a third lifetime to every hook signature for no gain in privacy.)
//!
//! ## Layering
//!
//! This module is the layer the core stands on, as MLIR's core declares `OpImplementation.h`:
//! the registry's parse and print hooks and the types' and attributes' printers name
//! [`AsmParser`] and [`AsmPrinter`] from here, and never `crate::parser` or `crate::printer`.
//! It holds the two structs with the state they carry: the lexer (`lexer`), the parser's
//! token-level machinery and error positions (`parser`), its SSA and block scopes (`scopes`),
//! the printer's value names (`names`) and aliases (`aliases`), and the public API over tokens
//! (`parser_api`). `crate::parser` implements the grammar (types, attributes, locations,
//! operations, regions) and `crate::printer` the printing, as methods of the same structs,
//! above the core.
//!
//! Error positions follow MLIR's two kinds: `parse_<punctuation>` and the messages a missing
//! token causes are reported as MLIR's `emitWrongTokenError` does (at the end of the previous
//! line's code when the token starts a new line, [`AsmParser::emit_wrong_token_error`]); errors
//! about what was found are reported at the token ([`AsmParser::emit_error`] at a location taken
//! with [`AsmParser::get_current_location`]).

pub(crate) mod aliases;
pub(crate) mod lexer;
pub(crate) mod names;
pub(crate) mod parser;
pub(crate) mod parser_api;
pub(crate) mod printer;
pub(crate) mod resource_refs;
pub(crate) mod scopes;
pub mod state;

pub use parser::{AsmParser, ParseResult};
pub use parser_api::{Delimiter, SMLoc};
pub use printer::{AsmPrinter, PrintFlags};
pub use scopes::UnresolvedOperand;
pub use state::AsmParserState;

/// The parser as an op's custom parser receives it (MLIR's `OpAsmParser`): the [`AsmParser`],
/// whose operand, region and successor methods serve ops.
pub type OpAsmParser<'c, 's> = AsmParser<'c, 's>;

/// The parser as a dialect's type and attribute parsers receive it (MLIR's `DialectAsmParser`).
pub type DialectAsmParser<'c, 's> = AsmParser<'c, 's>;

/// The printer as an op's custom printer receives it (MLIR's `OpAsmPrinter`).
pub type OpAsmPrinter<'a> = AsmPrinter<'a>;

/// The printer as a dialect's type and attribute printers receive it (MLIR's
/// `DialectAsmPrinter`).
pub type DialectAsmPrinter<'a> = AsmPrinter<'a>;

/// The byte range of the token that starts at `offset` in `src`, as the parser's lexer reads it
/// (skipping whitespace and comments before it): how editor tooling turns a diagnostic's
/// position into the span to underline.
pub fn token_range_at(src: &str, offset: usize) -> std::ops::Range<usize> {
    let mut lexer = lexer::Lexer::new(src);
    lexer.reset_to(offset);
    let tok = lexer.next_token();
    tok.start as usize..(tok.end as usize).max(tok.start as usize)
}
