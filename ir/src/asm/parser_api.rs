//! The token-level part of [`AsmParser`]'s public API: locations and errors, punctuation,
//! keywords, integer and string literals, comma-separated lists and the optional forms of
//! attribute dictionaries, regions and type lists, with MLIR's names and messages. The parsers of
//! types, attributes, operands, regions and successors are public methods of the same struct,
//! next to their implementation in `crate::parser`.

use super::lexer::{unescape_string, TokenKind};
use super::parser::{parse_uint_literal, AsmParser, ParseResult};
use super::scopes::UnresolvedOperand;
use crate::attributes::{Attribute, NamedAttribute};
use crate::diagnostics::Diagnostic;
use crate::types::Type;
use crate::value::Value;
use crate::RegionRef;
use smallvec::SmallVec;

/// A position in the text being parsed (MLIR's `SMLoc`), to report an error where a construct
/// began after the parser has moved past it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SMLoc(pub(crate) usize);

/// The brackets around a comma-separated list (MLIR's `AsmParser::Delimiter`); the `Optional`
/// forms parse nothing when the opening bracket is absent.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Delimiter {
    /// No brackets: one or more elements.
    None,
    /// `(` ... `)`, possibly empty.
    Paren,
    /// `[` ... `]`, possibly empty.
    Square,
    /// `<` ... `>`, possibly empty.
    LessGreater,
    /// `{` ... `}`, possibly empty.
    Braces,
    /// [`Delimiter::Paren`] if a `(` is next.
    OptionalParen,
    /// [`Delimiter::Square`] if a `[` is next.
    OptionalSquare,
    /// [`Delimiter::LessGreater`] if a `<` is next.
    OptionalLessGreater,
    /// [`Delimiter::Braces`] if a `{` is next.
    OptionalBraces,
}

impl Delimiter {
    /// The opening and closing spellings (`("(", ")")`; empty for [`Delimiter::None`]): what a
    /// custom printer writes around a list it parses with this delimiter.
    pub fn spellings(self) -> (&'static str, &'static str) {
        self.tokens().map_or(("", ""), |(_, _, open, close, _)| (open, close))
    }

    /// The opening and closing tokens, their spellings, and whether the list is optional.
    fn tokens(self) -> Option<(TokenKind, TokenKind, &'static str, &'static str, bool)> {
        use TokenKind::*;
        Some(match self {
            Delimiter::None => return None,
            Delimiter::Paren => (LParen, RParen, "(", ")", false),
            Delimiter::Square => (LSquare, RSquare, "[", "]", false),
            Delimiter::LessGreater => (Less, Greater, "<", ">", false),
            Delimiter::Braces => (LBrace, RBrace, "{", "}", false),
            Delimiter::OptionalParen => (LParen, RParen, "(", ")", true),
            Delimiter::OptionalSquare => (LSquare, RSquare, "[", "]", true),
            Delimiter::OptionalLessGreater => (Less, Greater, "<", ">", true),
            Delimiter::OptionalBraces => (LBrace, RBrace, "{", "}", true),
        })
    }
}

/// `parse_<name>` and `parse_optional_<name>` for each punctuation token, as MLIR's
/// `parseLParen`/`parseOptionalLParen`: the first reports `expected '<token>'` as MLIR's
/// `parseToken` does (at the wrong token), the second consumes the token if it is next.
macro_rules! punctuation {
    ($($parse:ident, $optional:ident, $kind:ident, $spelling:literal;)*) => {
        impl AsmParser<'_, '_> {
            $(
                #[doc = concat!("Parses `", $spelling, "` or reports `expected '", $spelling, "'`.")]
                #[inline]
                pub fn $parse(&mut self) -> ParseResult<()> {
                    self.expect(TokenKind::$kind, concat!("expected '", $spelling, "'"))
                }

                #[doc = concat!("Consumes `", $spelling, "` if it is next; whether it was.")]
                #[inline]
                pub fn $optional(&mut self) -> bool {
                    self.eat(TokenKind::$kind)
                }
            )*
        }
    };
}

punctuation! {
    parse_arrow, parse_optional_arrow, Arrow, "->";
    parse_colon, parse_optional_colon, Colon, ":";
    parse_comma, parse_optional_comma, Comma, ",";
    parse_equal, parse_optional_equal, Equal, "=";
    parse_less, parse_optional_less, Less, "<";
    parse_greater, parse_optional_greater, Greater, ">";
    parse_lbrace, parse_optional_lbrace, LBrace, "{";
    parse_rbrace, parse_optional_rbrace, RBrace, "}";
    parse_lparen, parse_optional_lparen, LParen, "(";
    parse_rparen, parse_optional_rparen, RParen, ")";
    parse_lsquare, parse_optional_lsquare, LSquare, "[";
    parse_rsquare, parse_optional_rsquare, RSquare, "]";
    parse_question, parse_optional_question, Question, "?";
    parse_plus, parse_optional_plus, Plus, "+";
    parse_minus, parse_optional_minus, Minus, "-";
    parse_star, parse_optional_star, Star, "*";
    parse_vertical_bar, parse_optional_vertical_bar, VerticalBar, "|";
    parse_ellipsis, parse_optional_ellipsis, Ellipsis, "...";
    parse_slash, parse_optional_slash, Slash, "/";
}

impl<'s> AsmParser<'_, 's> {
    // ----- locations and errors -----

    /// Where the next token starts (MLIR's `getCurrentLocation`).
    #[inline]
    pub fn get_current_location(&self) -> SMLoc {
        SMLoc(self.tok.start as usize)
    }

    /// Where the mnemonic of the dialect type or attribute being parsed is (MLIR's
    /// `getNameLoc()` in a custom attribute or type parser, where `getChecked` reports a
    /// verifier's message); the current location outside of one.
    pub fn get_name_loc(&self) -> SMLoc {
        self.ops.def_name_loc.unwrap_or_else(|| self.get_current_location())
    }

    /// Runs `f`, the parser of a dialect type or attribute whose mnemonic is at `at`, with
    /// [`Self::get_name_loc`] answering `at` (the hooks the definition macros generate call it).
    pub fn with_def_name_loc<T>(&mut self, at: SMLoc, f: impl FnOnce(&mut Self) -> T) -> T {
        let saved = self.ops.def_name_loc.replace(at);
        let r = f(self);
        self.ops.def_name_loc = saved;
        r
    }

    /// The location attribute (`file:line:col`) of `loc` (MLIR's `getEncodedSourceLoc`).
    pub fn get_encoded_source_loc(&mut self, loc: SMLoc) -> Attribute {
        self.loc_at(loc.0)
    }

    /// An error at `loc` (MLIR's `emitError`): in a custom op's parser with its `custom op 'name'`
    /// prefix, as MLIR's `OpAsmParser` adds it; in the parser of a type, an attribute or a
    /// region, as it is.
    pub fn emit_error(&self, loc: SMLoc, message: impl Into<String>) -> Diagnostic {
        self.emit_custom_op_error(loc, message.into())
    }

    /// An error at the next token, or the lexer's error if that token is one (MLIR's
    /// `Parser::emitError` without a location).
    pub fn emit_error_here(&self, message: impl Into<String>) -> Diagnostic {
        self.error_here(message)
    }

    /// MLIR's `emitWrongTokenError`: an error about a missing or unexpected token, reported at
    /// the end of the previous line's code when the next token starts a new line (where the
    /// missing token belongs).
    pub fn emit_wrong_token_error(&self, message: impl Into<String>) -> Diagnostic {
        self.wrong_token_error(message)
    }

    /// An error at `loc` with the `custom op 'name'` prefix that MLIR's `OpAsmParser::emitError`
    /// gives the errors of an op's custom parser.
    pub fn emit_custom_op_error(&self, loc: SMLoc, message: impl AsRef<str>) -> Diagnostic {
        match self.ops.custom_ops.last() {
            Some(&Some((n, _))) => {
                self.error_at(loc.0, format!("custom op '{}' {}", self.ctx.op_name_str(n), message.as_ref()))
            }
            _ => self.error_at(loc.0, message.as_ref().to_string()),
        }
    }

    /// An error at the name of the custom op being parsed, with its `custom op 'name'` prefix
    /// (MLIR's `emitError(getNameLoc(), ...)`).
    pub fn emit_custom_op_error_at_name(&self, message: impl AsRef<str>) -> Diagnostic {
        match self.ops.custom_ops.last() {
            Some(&Some((n, loc))) => {
                Diagnostic::error(loc, format!("custom op '{}' {}", self.ctx.op_name_str(n), message.as_ref()))
            }
            _ => self.error_here(message.as_ref().to_string()),
        }
    }

    // ----- keywords -----

    /// Whether the next token is the keyword `kw` (a bare identifier, or a keyword-like type
    /// token such as `i32`, as MLIR's `isCurrentTokenAKeyword`).
    #[inline]
    pub(crate) fn at_keyword_like(&self, kw: &str) -> bool {
        matches!(self.tok.kind, TokenKind::BareIdent | TokenKind::IntType) && self.token_text() == kw
    }

    /// Consumes the keyword `kw` if it is next; whether it was (MLIR's `parseOptionalKeyword`).
    #[inline]
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        if self.at_keyword_like(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Parses the keyword `kw` or reports `expected 'kw'` at the next token (MLIR's
    /// `parseKeyword`).
    pub fn parse_keyword(&mut self, kw: &str) -> ParseResult<()> {
        let at = self.get_current_location();
        if self.parse_optional_keyword(kw) {
            Ok(())
        } else {
            Err(self.emit_error(at, format!("expected '{kw}'")))
        }
    }

    /// Consumes the next token if it is a keyword among `allowed` and returns it (MLIR's
    /// `parseOptionalKeyword(&keyword, allowedValues)`).
    pub fn parse_optional_keyword_of<'a>(&mut self, allowed: impl IntoIterator<Item = &'a str>) -> Option<&'s str> {
        if !matches!(self.tok.kind, TokenKind::BareIdent | TokenKind::IntType) {
            return None;
        }
        let text = self.token_text();
        if allowed.into_iter().any(|a| a == text) {
            self.bump();
            Some(text)
        } else {
            None
        }
    }

    /// Parses any bare keyword and returns it, or reports `expected valid keyword` (MLIR's
    /// `parseKeyword(&keyword)`).
    pub fn parse_any_keyword(&mut self) -> ParseResult<&'s str> {
        if !self.at(TokenKind::BareIdent) {
            return Err(self.emit_error(self.get_current_location(), "expected valid keyword"));
        }
        let text = self.token_text();
        self.bump();
        Ok(text)
    }

    /// Parses an operation name written bare or quoted (`arith.addf`, `"arith.addf"`) and
    /// returns it, or reports `expected operation name` (MLIR's `parseCustomOperationName`).
    pub fn parse_custom_operation_name(&mut self) -> ParseResult<String> {
        if !self.at(TokenKind::BareIdent) && !self.at(TokenKind::String) {
            return Err(self.error_here("expected operation name"));
        }
        let name = self.token_text().trim_matches('"').to_string();
        self.bump();
        Ok(name)
    }

    // ----- literals -----

    /// Parses a possibly negative integer literal if one is next, into an `i64`-range value
    /// (MLIR's `parseOptionalInteger`); `integer constant out of range` past 64 bits.
    pub fn parse_optional_integer(&mut self) -> ParseResult<Option<i128>> {
        let neg = self.at(TokenKind::Minus);
        if neg {
            let save = self.save_position();
            self.bump();
            if !self.at(TokenKind::Integer) {
                self.restore_position(save);
                return Ok(None);
            }
        }
        let Some(v) = self.parse_optional_unsigned_integer()? else { return Ok(None) };
        let v = v as i128;
        Ok(Some(if neg { -v } else { v }))
    }

    /// Parses an integer literal written without a sign if one is next (decimal or `0x` hex);
    /// `integer constant out of range` past 64 bits.
    pub fn parse_optional_unsigned_integer(&mut self) -> ParseResult<Option<u64>> {
        if !self.at(TokenKind::Integer) {
            return Ok(None);
        }
        let v =
            parse_uint_literal(self.token_text()).ok_or_else(|| self.error_here("integer constant out of range"))?;
        self.bump();
        Ok(Some(v))
    }

    /// Parses an integer literal or reports `expected integer value` (MLIR's `parseInteger`).
    pub fn parse_integer(&mut self) -> ParseResult<i128> {
        match self.parse_optional_integer()? {
            Some(v) => Ok(v),
            None => Err(self.emit_error(self.get_current_location(), "expected integer value")),
        }
    }

    /// Parses a string literal if one is next, unescaped (MLIR's `parseOptionalString`).
    pub fn parse_optional_string(&mut self) -> Option<String> {
        if !self.at(TokenKind::String) {
            return None;
        }
        let s = String::from_utf8_lossy(&unescape_string(self.token_text())).into_owned();
        self.bump();
        Some(s)
    }

    /// Parses a string literal or reports `expected string` (MLIR's `parseString`).
    pub fn parse_string(&mut self) -> ParseResult<String> {
        match self.parse_optional_string() {
            Some(s) => Ok(s),
            None => Err(self.emit_error(self.get_current_location(), "expected string")),
        }
    }

    // ----- lists -----

    /// Parses a comma-separated list of `element`s between `delimiter`s (MLIR's
    /// `parseCommaSeparatedList`): an empty list is allowed inside brackets, at least one element
    /// without them.
    pub fn parse_comma_separated_list(
        &mut self,
        delimiter: Delimiter,
        element: impl FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        self.parse_comma_separated_list_in(delimiter, "", element)
    }

    /// [`Self::parse_comma_separated_list`] with `context` after the messages about the
    /// brackets (` in operand list`; MLIR's `contextMessage`).
    pub fn parse_comma_separated_list_in(
        &mut self,
        delimiter: Delimiter,
        context: &str,
        mut element: impl FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        let Some((open, close, open_text, close_text, optional)) = delimiter.tokens() else {
            return self.parse_comma_separated(element);
        };
        if optional && !self.at(open) {
            return Ok(());
        }
        self.expect(open, &format!("expected '{open_text}'{context}"))?;
        if self.eat(close) {
            return Ok(());
        }
        self.parse_comma_separated(&mut element)?;
        self.expect(close, &format!("expected '{close_text}'{context}"))
    }

    /// Parses SSA operands (`%a, %b#1`) between `delimiter`s (MLIR's `parseOperandList`); with
    /// [`Delimiter::None`], zero or more.
    pub fn parse_operand_list(&mut self, delimiter: Delimiter) -> ParseResult<Vec<UnresolvedOperand<'s>>> {
        let mut out = Vec::new();
        if delimiter == Delimiter::None && !self.at(TokenKind::PercentIdent) {
            return Ok(out);
        }
        self.parse_comma_separated_list_in(delimiter, " in operand list", |p| {
            out.push(p.parse_operand()?);
            Ok(())
        })?;
        Ok(out)
    }

    /// [`Self::parse_operand_list`] of exactly `count` operands (MLIR's `parseOperandList` with a
    /// `requiredOperandCount`): without brackets, `expected operand` (or `unexpected delimiter`
    /// before a `(` or `[`) when none is next; `expected <count> operands` where the list began
    /// when it has another number.
    pub fn parse_operand_list_with_count(
        &mut self,
        delimiter: Delimiter,
        count: usize,
    ) -> ParseResult<Vec<UnresolvedOperand<'s>>> {
        if delimiter == Delimiter::None && !self.at(TokenKind::PercentIdent) {
            if count == 0 {
                return Ok(Vec::new());
            }
            if self.at(TokenKind::LParen) || self.at(TokenKind::LSquare) {
                return Err(self.error_here("unexpected delimiter"));
            }
            return Err(self.wrong_token_error("expected operand"));
        }
        let start = self.get_current_location();
        let out = self.parse_operand_list(delimiter)?;
        if out.len() != count {
            return Err(self.emit_error(start, format!("expected {count} operands")));
        }
        Ok(out)
    }

    /// Parses `type (, type)*` (MLIR's `parseTypeList`).
    pub fn parse_type_list(&mut self) -> ParseResult<Vec<Type>> {
        self.parse_type_list_no_parens()
    }

    /// Parses `: type` (MLIR's `parseColonType`).
    pub fn parse_colon_type(&mut self) -> ParseResult<Type> {
        self.expect(TokenKind::Colon, "expected ':'")?;
        self.parse_type()
    }

    /// Parses `: type (, type)*` (MLIR's `parseColonTypeList`).
    pub fn parse_colon_type_list(&mut self) -> ParseResult<Vec<Type>> {
        self.expect(TokenKind::Colon, "expected ':'")?;
        self.parse_type_list_no_parens()
    }

    /// Parses `-> type` or `-> (type, ...)` (MLIR's `parseArrowTypeList`).
    pub fn parse_arrow_type_list(&mut self) -> ParseResult<Vec<Type>> {
        self.expect(TokenKind::Arrow, "expected '->'")?;
        self.parse_function_result_types()
    }

    /// [`Self::parse_arrow_type_list`] if a `->` is next, else no types (MLIR's
    /// `parseOptionalArrowTypeList`).
    pub fn parse_optional_arrow_type_list(&mut self) -> ParseResult<Vec<Type>> {
        if !self.at(TokenKind::Arrow) {
            return Ok(Vec::new());
        }
        self.parse_arrow_type_list()
    }

    /// Parses the results of a function type: a parenthesized list, possibly empty, or one type
    /// that is not a function type (MLIR's `parseFunctionResultTypes`).
    pub fn parse_function_result_types(&mut self) -> ParseResult<Vec<Type>> {
        if self.at(TokenKind::LParen) {
            return self.parse_type_list_parens();
        }
        Ok(vec![self.parse_non_function_type()?])
    }

    // ----- optional attribute dictionaries and regions -----

    /// Parses an attribute dictionary `{...}` if one is next, into `out` (MLIR's
    /// `parseOptionalAttrDict`); whether there was one.
    pub fn parse_optional_attr_dict(&mut self, out: &mut Vec<NamedAttribute>) -> ParseResult<bool> {
        if !self.at(TokenKind::LBrace) {
            return Ok(false);
        }
        out.extend(self.parse_attribute_dict()?);
        Ok(true)
    }

    /// Parses `attributes {...}` if the keyword is next, into `out` (MLIR's
    /// `parseOptionalAttrDictWithKeyword`); whether there was one.
    pub fn parse_optional_attr_dict_with_keyword(&mut self, out: &mut Vec<NamedAttribute>) -> ParseResult<bool> {
        if !self.eat_keyword("attributes") {
            return Ok(false);
        }
        out.extend(self.parse_attribute_dict()?);
        Ok(true)
    }

    /// Parses a region if a `{` is next (MLIR's `parseOptionalRegion`); see
    /// [`Self::parse_region`].
    pub fn parse_optional_region(
        &mut self,
        entry_args: &[(UnresolvedOperand<'s>, Type, Option<Attribute>)],
        isolated: bool,
    ) -> ParseResult<Option<RegionRef>> {
        if !self.at(TokenKind::LBrace) {
            return Ok(None);
        }
        self.parse_region(entry_args, isolated).map(Some)
    }

    /// Whether the next tokens are `{` `}`: a region with nothing in it.
    pub fn peek_is_empty_region(&self) -> bool {
        if !self.at(TokenKind::LBrace) {
            return false;
        }
        let mut lx = self.lexer.clone();
        lx.reset_to(self.tok.end as usize);
        lx.next_token().kind == TokenKind::RBrace
    }

    // ----- operands -----

    /// Resolves `operands` to `types` one to one into `out` (MLIR's `resolveOperands`): MLIR's
    /// `number of operands and types do not match: got N operands and M types`, at `loc`, when
    /// the counts differ.
    pub fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand<'s>],
        types: &[Type],
        loc: SMLoc,
        out: &mut SmallVec<[Value; 4]>,
    ) -> ParseResult<()> {
        if operands.len() != types.len() {
            return Err(self.emit_custom_op_error(loc, count_mismatch(operands, types)));
        }
        self.resolve_each(operands, types, out)
    }

    /// Resolves `operands[i]` to `types[i]` into `out`; the counts are equal.
    pub(crate) fn resolve_each(
        &mut self,
        operands: &[UnresolvedOperand<'s>],
        types: &[Type],
        out: &mut SmallVec<[Value; 4]>,
    ) -> ParseResult<()> {
        for (&u, &t) in operands.iter().zip(types) {
            out.push(self.resolve_operand(u, t)?);
        }
        Ok(())
    }

    /// Resolves every operand of `operands` to type `ty` into `out` (MLIR's `resolveOperands`
    /// with one type).
    pub fn resolve_operands_to_type(
        &mut self,
        operands: &[UnresolvedOperand<'s>],
        ty: Type,
        out: &mut SmallVec<[Value; 4]>,
    ) -> ParseResult<()> {
        for &u in operands {
            out.push(self.resolve_operand(u, ty)?);
        }
        Ok(())
    }
}

/// MLIR's message when the operands and types to resolve differ in number.
pub(crate) fn count_mismatch(operands: &[UnresolvedOperand<'_>], types: &[Type]) -> String {
    format!("number of operands and types do not match: got {} operands and {} types", operands.len(), types.len())
}
