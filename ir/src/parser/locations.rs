//! Parsing of locations: `loc(...)` with unknown, file:line:col (and ranges), names, call
//! sites, fused locations and `#loc` aliases.

use super::{AsmParser, ParseResult};
use crate::asm::lexer::{unescape_string, TokenKind};
use crate::attributes::Attribute;
use crate::builtin::locations::*;

impl AsmParser<'_, '_> {
    /// Parses `loc(...)` as an attribute.
    pub(crate) fn parse_location_attr(&mut self) -> ParseResult<Attribute> {
        self.bump();
        self.expect(TokenKind::LParen, "expected '(' in inline location")?;
        let loc = self.parse_location_instance()?;
        self.expect(TokenKind::RParen, "expected ')' in inline location")?;
        Ok(loc)
    }

    /// Parses the inside of `loc(...)`.
    pub(crate) fn parse_location_instance(&mut self) -> ParseResult<Attribute> {
        self.enter_nesting()?;
        let r = crate::stack::with_stack(|| self.parse_location_instance_inner());
        self.exit_nesting();
        r
    }

    fn parse_location_instance_inner(&mut self) -> ParseResult<Attribute> {
        self.check_lex_error()?;
        if self.at(TokenKind::HashIdent) {
            let at = self.tok.start as usize;
            let a = self.parse_attribute(None)?;
            if !a.is_location(self.ctx) {
                return Err(self.error_at(at, format!("expected location attribute, but got{}", a.to_text(self.ctx))));
            }
            return Ok(a);
        }
        if self.at(TokenKind::String) {
            return self.parse_name_or_file_line_col();
        }
        if !self.at(TokenKind::BareIdent) {
            return Err(self.wrong_token_error("expected location instance"));
        }
        match self.token_text() {
            "callsite" => {
                self.bump();
                self.expect(TokenKind::LParen, "expected '(' in callsite location")?;
                let callee = self.parse_location_instance()?;
                if !self.at_keyword("at") {
                    return Err(self.wrong_token_error("expected 'at' in callsite location"));
                }
                self.bump();
                let caller = self.parse_location_instance()?;
                self.expect(TokenKind::RParen, "expected ')' in callsite location")?;
                Ok(self.ctx.intern_attr(CallSiteLoc { callee, caller }))
            }
            "fused" => {
                self.bump();
                let mut metadata = None;
                if self.eat(TokenKind::Less) {
                    metadata = Some(self.parse_attribute(None)?);
                    self.expect(TokenKind::Greater, "expected '>' after fused location metadata")?;
                }
                self.expect(TokenKind::LSquare, "expected '[' in fused location")?;
                let mut locs = Vec::new();
                if !self.at(TokenKind::RSquare) {
                    self.parse_comma_separated(|p| {
                        locs.push(p.parse_location_instance()?);
                        Ok(())
                    })?;
                }
                self.expect(TokenKind::RSquare, "expected ']' in fused location")?;
                Ok(FusedLoc::get(self.ctx, &locs, metadata))
            }
            "unknown" => {
                self.bump();
                Ok(UnknownLoc::get(self.ctx))
            }
            _ => Err(self.wrong_token_error("expected location instance")),
        }
    }

    fn parse_name_or_file_line_col(&mut self) -> ParseResult<Attribute> {
        let s = String::from_utf8_lossy(&unescape_string(self.token_text())).into_owned();
        self.bump();
        let filename = self.ctx.ident(&s);
        if self.eat(TokenKind::Colon) {
            let line = self.parse_loc_number("expected integer line number in FileLineColRange")?;
            if !self.eat(TokenKind::Colon) {
                return Ok(self.ctx.intern_attr(FileLineColRange {
                    filename,
                    start_line: line,
                    start_col: 0,
                    end_line: line,
                    end_col: 0,
                }));
            }
            let col = self.parse_loc_number("expected integer column number in FileLineColRange")?;
            if !self.eat_keyword("to") {
                // MLIR's parser names a `"":line:col` location's file "-" (stdin).
                let filename = if s.is_empty() { self.ctx.ident("-") } else { filename };
                return Ok(self.ctx.intern_attr(FileLineColRange {
                    filename,
                    start_line: line,
                    start_col: col,
                    end_line: line,
                    end_col: col,
                }));
            }
            let mut end_line = None;
            if self.at(TokenKind::Integer) {
                end_line = Some(self.parse_loc_number("expected integer line number in FileLineColRange")?);
            }
            if !self.eat(TokenKind::Colon) {
                return Err(self.wrong_token_error("expected either integer or `:` post `to` in FileLineColRange"));
            }
            let end_col = self.parse_loc_number("expected integer column number in FileLineColRange")?;
            return Ok(self.ctx.intern_attr(FileLineColRange {
                filename,
                start_line: line,
                start_col: col,
                end_line: end_line.unwrap_or(line),
                end_col,
            }));
        }
        let child = if self.eat(TokenKind::LParen) {
            let c = self.parse_location_instance()?;
            self.expect(TokenKind::RParen, "expected ')' after child location of NameLoc")?;
            c
        } else {
            UnknownLoc::get(self.ctx)
        };
        Ok(self.ctx.intern_attr(NameLoc { name: filename, child }))
    }

    fn parse_loc_number(&mut self, message: &str) -> ParseResult<u32> {
        if !self.at(TokenKind::Integer) {
            return Err(self.wrong_token_error(message));
        }
        let v = crate::asm::parser::parse_uint_literal(self.token_text())
            .and_then(|v| u32::try_from(v).ok())
            .ok_or_else(|| self.error_here(message))?;
        self.bump();
        Ok(v)
    }
}
