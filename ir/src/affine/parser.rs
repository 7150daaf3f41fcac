//! The parser of affine map and integer set bodies, following MLIR's `AffineParser.cpp`: same
//! grammar, same simplification while building, same error messages and locations.

use std::fmt;

use super::expr::{AffineBinaryOp, AffineExpr};
use super::map::AffineMap;
use super::set::IntegerSet;
use super::{MAX_EXPR_DEPTH, MAX_NESTING};
use crate::asm::lexer::{Lexer, Token, TokenKind};
use crate::asm::UnresolvedOperand;

/// What `affine_map<...>` / `affine_set<...>` contained: MLIR decides by the token after the
/// identifier lists (`->` for a map, `:` for a set).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MapOrSet {
    /// An affine map.
    Map(AffineMap),
    /// An integer set.
    Set(IntegerSet),
}

/// A parse error: where MLIR reports it and its exact message.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineParseError {
    /// Byte offset in the source where MLIR reports the error.
    pub offset: usize,
    /// MLIR's message.
    pub message: String,
    /// Further errors MLIR emits after this one, as `(offset, message)` (only "missing operand of
    /// negation", which MLIR adds after an error inside a negated operand).
    pub additional: Vec<(usize, String)>,
}

impl fmt::Display for AffineParseError {
    /// Prints the message.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for AffineParseError {}

/// Parses the body of an affine map or integer set starting at byte `offset` of `src` (just after
/// `affine_map<` or `affine_set<`).
///
/// Returns the map or set and the byte offset just after its last token; the closing `>` is left
/// for the caller.
pub fn parse_affine_map_or_set(src: &str, offset: usize) -> Result<(MapOrSet, usize), AffineParseError> {
    let mut p = Parser::new(src, offset);
    let result = p.parse_map_or_set();
    match result {
        Ok(v) => Ok((v, p.prev_end)),
        Err(()) => Err(p.error.unwrap_or_else(|| AffineParseError {
            offset: p.tok.start as usize,
            message: "invalid affine map or integer set".to_string(),
            additional: Vec::new(),
        })),
    }
}

/// What [`parse_affine_map_of_ssa_ids`] read: the map, its dimension and symbol operands (each
/// list in order of first use) and the byte offset after the closing delimiter.
pub(crate) struct MapOfSsaIds<'s> {
    pub map: AffineMap,
    pub dims: Vec<UnresolvedOperand<'s>>,
    pub symbols: Vec<UnresolvedOperand<'s>>,
    pub end: usize,
}

/// MLIR's `parseAffineMapOfSSAIds`: a delimited (`[...]` with `square`, else `(...)`), possibly
/// empty list of affine expressions over SSA values, `%v` a dimension and `symbol(%v)` a symbol,
/// starting at byte `offset` of `src`. A value used again is the same dimension or symbol.
pub(crate) fn parse_affine_map_of_ssa_ids(
    src: &str,
    offset: usize,
    square: bool,
) -> Result<MapOfSsaIds<'_>, AffineParseError> {
    let mut p = Parser::new(src, offset);
    p.ssa = Some(SsaIds::default());
    let result = p.parse_map_of_ssa_ids(square);
    match (result, p.ssa.take()) {
        (Ok(map), Some(ids)) => Ok(MapOfSsaIds { map, dims: ids.dims, symbols: ids.symbols, end: p.prev_end }),
        _ => Err(p.error.unwrap_or_else(|| AffineParseError {
            offset: p.tok.start as usize,
            message: "invalid affine map".to_string(),
            additional: Vec::new(),
        })),
    }
}

/// What [`parse_affine_expr_of_ssa_ids`] read: one expression, its dimension and symbol
/// operands (each list in order of first use) and the byte offset after the expression.
pub(crate) struct ExprOfSsaIds<'s> {
    pub expr: AffineExpr,
    pub dims: Vec<UnresolvedOperand<'s>>,
    pub symbols: Vec<UnresolvedOperand<'s>>,
    pub end: usize,
}

/// MLIR's `parseAffineExprOfSSAIds`: one affine expression over SSA values (`%v` a dimension,
/// `symbol(%v)` a symbol), without delimiters, starting at byte `offset` of `src`.
pub(crate) fn parse_affine_expr_of_ssa_ids(src: &str, offset: usize) -> Result<ExprOfSsaIds<'_>, AffineParseError> {
    let mut p = Parser::new(src, offset);
    p.ssa = Some(SsaIds::default());
    let result = p.parse_expr();
    match (result, p.ssa.take()) {
        (Ok(expr), Some(ids)) => Ok(ExprOfSsaIds { expr, dims: ids.dims, symbols: ids.symbols, end: p.prev_end }),
        _ => Err(p.error.unwrap_or_else(|| AffineParseError {
            offset: p.tok.start as usize,
            message: "expected affine expression".to_string(),
            additional: Vec::new(),
        })),
    }
}

/// The SSA values an affine map of SSA ids names, and the expressions they stand for.
#[derive(Default)]
struct SsaIds<'s> {
    dims: Vec<UnresolvedOperand<'s>>,
    symbols: Vec<UnresolvedOperand<'s>>,
    names: Vec<(&'s str, u32, AffineExpr)>,
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum LowOp {
    Add,
    Sub,
}

type PResult<T> = Result<T, ()>;

struct Parser<'s> {
    src: &'s str,
    lexer: Lexer<'s>,
    tok: Token,
    prev_end: usize,
    names: Vec<(&'s str, AffineExpr)>,
    nesting: usize,
    error: Option<AffineParseError>,
    /// Set when parsing an affine map of SSA ids, where `%v` and `symbol(%v)` are operands.
    ssa: Option<SsaIds<'s>>,
}

impl<'s> Parser<'s> {
    fn new(src: &'s str, offset: usize) -> Self {
        let mut lexer = Lexer::new(src);
        lexer.reset_to(offset);
        let tok = lexer.next_token();
        let prev_end = offset.min(src.len());
        Parser { src, lexer, tok, prev_end, names: Vec::new(), nesting: 0, error: None, ssa: None }
    }

    fn consume(&mut self) {
        self.prev_end = self.tok.end as usize;
        self.tok = self.lexer.next_token();
    }

    fn text(&self) -> &'s str {
        let (s, e) = (self.tok.start as usize, self.tok.end as usize);
        self.src.get(s..e).unwrap_or("")
    }

    fn consume_if(&mut self, kind: TokenKind) -> bool {
        if self.tok.kind == kind {
            self.consume();
            true
        } else {
            false
        }
    }

    /// Records an error; like MLIR, an error emitted while the current token is a lexer error is
    /// replaced by the lexer's error, which MLIR reported when lexing it.
    fn record(&mut self, offset: usize, message: String) {
        if let Some(err) = &mut self.error {
            // A follow-up error (MLIR keeps emitting after the first one).
            if self.tok.kind != TokenKind::Error {
                err.additional.push((offset, message));
            }
            return;
        }
        let (offset, message) = match (self.tok.kind, self.tok.error) {
            (TokenKind::Error, Some(m)) => (self.tok.start as usize, m.to_string()),
            _ => (offset, message),
        };
        self.error = Some(AffineParseError { offset, message, additional: Vec::new() });
    }

    /// MLIR's `emitError(loc, message)`.
    fn error_at<T>(&mut self, offset: usize, message: impl Into<String>) -> PResult<T> {
        self.record(offset, message.into());
        Err(())
    }

    /// MLIR's `emitError(message)`, at the current token (at the last character when that is
    /// the end of the input).
    fn error_here<T>(&mut self, message: impl Into<String>) -> PResult<T> {
        let at = self.tok.start as usize;
        self.error_at(if self.tok.kind == TokenKind::Eof { at.saturating_sub(1) } else { at }, message)
    }

    /// MLIR's `emitWrongTokenError`: reports at the end of the previous token, skipping back over
    /// blank space, blank lines and `//` comments.
    fn wrong_token_error<T>(&mut self, message: impl Into<String>) -> PResult<T> {
        let mut loc = self.tok.start as usize;
        if self.tok.kind == TokenKind::Eof {
            loc = loc.saturating_sub(1);
        }
        let at = wrong_token_location(self.src.as_bytes(), loc);
        self.error_at(at, message)
    }

    /// MLIR's `parseToken`.
    fn expect(&mut self, kind: TokenKind, message: &str) -> PResult<()> {
        if self.consume_if(kind) {
            Ok(())
        } else {
            self.wrong_token_error(message)
        }
    }

    fn parse_map_or_set(&mut self) -> PResult<MapOrSet> {
        let num_dims = self.parse_id_list(TokenKind::LParen, TokenKind::RParen, false)?;
        let num_symbols = if self.tok.kind == TokenKind::LSquare {
            self.parse_id_list(TokenKind::LSquare, TokenKind::RSquare, true)?
        } else {
            0
        };
        if self.consume_if(TokenKind::Arrow) {
            let mut results = Vec::new();
            self.parse_list(" in affine map range", |p| {
                results.push(p.parse_expr()?);
                Ok(())
            })?;
            return Ok(MapOrSet::Map(AffineMap::new(num_dims, num_symbols, results)));
        }
        self.expect(TokenKind::Colon, "expected '->' or ':'")?;
        let mut constraints = Vec::new();
        let mut eq_flags = Vec::new();
        self.parse_list(" in integer set constraint list", |p| {
            let (c, eq) = p.parse_constraint()?;
            constraints.push(c);
            eq_flags.push(eq);
            Ok(())
        })?;
        if constraints.is_empty() {
            // No constraints: the degenerate "true" set 0 == 0.
            constraints.push(AffineExpr::Constant(0));
            eq_flags.push(true);
        }
        Ok(MapOrSet::Set(IntegerSet::new(num_dims, num_symbols, constraints, eq_flags)))
    }

    /// The body of [`parse_affine_map_of_ssa_ids`].
    fn parse_map_of_ssa_ids(&mut self, square: bool) -> PResult<AffineMap> {
        let (open, close, message, end_message) = if square {
            (TokenKind::LSquare, TokenKind::RSquare, "expected '[' in affine map", "expected ']' in affine map")
        } else {
            (TokenKind::LParen, TokenKind::RParen, "expected '(' in affine map", "expected ')' in affine map")
        };
        self.expect(open, message)?;
        let mut results = Vec::new();
        if !self.consume_if(close) {
            loop {
                results.push(self.parse_expr()?);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(close, end_message)?;
        }
        let (num_dims, num_symbols) = self.ssa.as_ref().map_or((0, 0), |s| (s.dims.len(), s.symbols.len()));
        Ok(AffineMap::new(num_dims as u32, num_symbols as u32, results))
    }

    /// MLIR's `parseSSAIdExpr`: the expression of an SSA value, a new dimension or symbol at its
    /// first use.
    fn parse_ssa_id(&mut self, is_symbol: bool) -> PResult<AffineExpr> {
        if self.ssa.is_none() {
            return self.wrong_token_error("unexpected ssa identifier");
        }
        if self.tok.kind != TokenKind::PercentIdent {
            return self.wrong_token_error("expected ssa identifier");
        }
        let name = self.text();
        let offset = self.tok.start as usize;
        self.consume();
        let mut number = 0;
        if self.tok.kind == TokenKind::HashIdent && self.tok.start as usize == self.prev_end {
            match self.text().get(1..).and_then(|n| n.parse::<u32>().ok()) {
                Some(n) => number = n,
                None => return self.error_here("invalid SSA value result number"),
            }
            self.consume();
        }
        // A value used again is the same dimension or symbol. The key is the name and the result
        // number: `%0#0` and `%0#1` are two values (MLIR 22 keys by name alone and so cannot read
        // back the `affine.load %m[%0#0 * 8 + %0#1]` it prints; this reads it).
        let seen = self.ssa.as_ref().and_then(|s| s.names.iter().find(|(n, k, _)| *n == name && *k == number));
        if let Some((_, _, e)) = seen {
            return Ok(e.clone());
        }
        let Some(ids) = self.ssa.as_mut() else { return Err(()) };
        let operand = UnresolvedOperand { name, number, offset };
        let expr = if is_symbol {
            ids.symbols.push(operand);
            AffineExpr::Symbol(ids.symbols.len() as u32 - 1)
        } else {
            ids.dims.push(operand);
            AffineExpr::Dim(ids.dims.len() as u32 - 1)
        };
        ids.names.push((name, number, expr.clone()));
        Ok(expr)
    }

    /// MLIR's `parseCommaSeparatedList` with `Delimiter::Paren`.
    fn parse_list(&mut self, context: &str, mut elt: impl FnMut(&mut Self) -> PResult<()>) -> PResult<()> {
        self.expect(TokenKind::LParen, &format!("expected '('{context}"))?;
        if self.consume_if(TokenKind::RParen) {
            return Ok(());
        }
        elt(self)?;
        while self.consume_if(TokenKind::Comma) {
            elt(self)?;
        }
        self.expect(TokenKind::RParen, &format!("expected ')'{context}"))
    }

    /// Parses `(d0, d1, ...)` or `[s0, ...]`, defining the names; returns their number.
    fn parse_id_list(&mut self, open: TokenKind, close: TokenKind, symbols: bool) -> PResult<u32> {
        let (o, c, context) =
            if symbols { ('[', ']', " in symbol list") } else { ('(', ')', " in dimensional identifier list") };
        self.expect(open, &format!("expected '{o}'{context}"))?;
        let mut count: u32 = 0;
        if self.consume_if(close) {
            return Ok(0);
        }
        loop {
            let expr = if symbols { AffineExpr::Symbol(count) } else { AffineExpr::Dim(count) };
            count = count.saturating_add(1);
            self.parse_identifier_definition(expr)?;
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(close, &format!("expected '{c}'{context}"))?;
        Ok(count)
    }

    fn is_identifier(&self) -> bool {
        matches!(self.tok.kind, TokenKind::BareIdent | TokenKind::IntType)
    }

    fn parse_identifier_definition(&mut self, expr: AffineExpr) -> PResult<()> {
        if !self.is_identifier() {
            return self.wrong_token_error("expected bare identifier");
        }
        let name = self.text();
        if self.names.iter().any(|(n, _)| *n == name) {
            return self.error_here(format!("redefinition of identifier '{name}'"));
        }
        self.consume();
        self.names.push((name, expr));
        Ok(())
    }

    /// `affine-expr (>= | <= | ==) affine-expr`, normalized to `expr >= 0` / `expr == 0`.
    fn parse_constraint(&mut self) -> PResult<(AffineExpr, bool)> {
        let lhs = self.parse_expr()?;
        if self.consume_if(TokenKind::Greater) && self.consume_if(TokenKind::Equal) {
            let rhs = self.parse_expr()?;
            return Ok((self.checked(&lhs - &rhs)?, false));
        }
        if self.consume_if(TokenKind::Less) && self.consume_if(TokenKind::Equal) {
            let rhs = self.parse_expr()?;
            return Ok((self.checked(&rhs - &lhs)?, false));
        }
        if self.consume_if(TokenKind::Equal) && self.consume_if(TokenKind::Equal) {
            let rhs = self.parse_expr()?;
            return Ok((self.checked(&lhs - &rhs)?, true));
        }
        self.error_here("expected '== affine-expr' or '>= affine-expr' at end of affine constraint")
    }

    /// Rejects expressions deeper than [`MAX_EXPR_DEPTH`].
    fn checked(&mut self, e: AffineExpr) -> PResult<AffineExpr> {
        if e.depth_up_to(MAX_EXPR_DEPTH) > MAX_EXPR_DEPTH {
            return self.error_here(format!("affine expression is too deep (more than {MAX_EXPR_DEPTH} levels)"));
        }
        Ok(e)
    }

    fn low_binop(&mut self, op: LowOp, lhs: &AffineExpr, rhs: &AffineExpr) -> PResult<AffineExpr> {
        let e = match op {
            LowOp::Add => lhs + rhs,
            LowOp::Sub => lhs - rhs,
        };
        self.checked(e)
    }

    fn high_binop(
        &mut self,
        op: AffineBinaryOp,
        lhs: &AffineExpr,
        rhs: &AffineExpr,
        op_loc: usize,
    ) -> PResult<AffineExpr> {
        let name = match op {
            AffineBinaryOp::Mul => {
                if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                    return self.error_at(
                        op_loc,
                        "non-affine expression: at least one of the multiply operands has to be either a constant or \
                         symbolic",
                    );
                }
                ""
            }
            AffineBinaryOp::FloorDiv => "floordiv",
            AffineBinaryOp::CeilDiv => "ceildiv",
            AffineBinaryOp::Mod => "mod",
            AffineBinaryOp::Add => "",
        };
        if !name.is_empty() && !rhs.is_symbolic_or_constant() {
            return self.error_at(
                op_loc,
                format!("non-affine expression: right operand of {name} has to be either a constant or symbolic"),
            );
        }
        self.checked(AffineExpr::binary(op, lhs, rhs))
    }

    fn consume_if_low_op(&mut self) -> Option<LowOp> {
        let op = match self.tok.kind {
            TokenKind::Plus => LowOp::Add,
            TokenKind::Minus => LowOp::Sub,
            _ => return None,
        };
        self.consume();
        Some(op)
    }

    fn consume_if_high_op(&mut self) -> Option<AffineBinaryOp> {
        let op = match self.tok.kind {
            TokenKind::Star => AffineBinaryOp::Mul,
            TokenKind::BareIdent => match self.text() {
                "floordiv" => AffineBinaryOp::FloorDiv,
                "ceildiv" => AffineBinaryOp::CeilDiv,
                "mod" => AffineBinaryOp::Mod,
                _ => return None,
            },
            _ => return None,
        };
        self.consume();
        Some(op)
    }

    /// MLIR's `parseAffineExpr` / `parseAffineLowPrecOpExpr`, as a loop.
    fn parse_expr(&mut self) -> PResult<AffineExpr> {
        let mut llhs: Option<(AffineExpr, LowOp)> = None;
        loop {
            let lhs = self.parse_operand(llhs.is_some())?;
            if let Some(op) = self.consume_if_low_op() {
                let acc = match &llhs {
                    Some((l, lop)) => self.low_binop(*lop, l, &lhs)?,
                    None => lhs,
                };
                llhs = Some((acc, op));
                continue;
            }
            let op_loc = self.tok.start as usize;
            if let Some(hop) = self.consume_if_high_op() {
                let high = self.parse_high_prec(lhs, hop, op_loc)?;
                let expr = match &llhs {
                    Some((l, lop)) => self.low_binop(*lop, l, &high)?,
                    None => high,
                };
                if let Some(next) = self.consume_if_low_op() {
                    llhs = Some((expr, next));
                    continue;
                }
                return Ok(expr);
            }
            return match &llhs {
                Some((l, lop)) => self.low_binop(*lop, l, &lhs),
                None => Ok(lhs),
            };
        }
    }

    /// MLIR's `parseAffineHighPrecOpExpr`, as a loop; `llhs llhs_op ...` was already parsed.
    fn parse_high_prec(&mut self, llhs: AffineExpr, llhs_op: AffineBinaryOp, llhs_loc: usize) -> PResult<AffineExpr> {
        let (mut llhs, mut llhs_op, mut llhs_loc) = (llhs, llhs_op, llhs_loc);
        loop {
            let lhs = self.parse_operand(true)?;
            let op_loc = self.tok.start as usize;
            if let Some(op) = self.consume_if_high_op() {
                // MLIR reports a non-affine combination at the location of the *next* operator.
                llhs = self.high_binop(llhs_op, &llhs, &lhs, op_loc)?;
                llhs_op = op;
                llhs_loc = op_loc;
                continue;
            }
            return self.high_binop(llhs_op, &llhs, &lhs, llhs_loc);
        }
    }

    /// MLIR's `parseAffineOperandExpr`; `has_lhs` says whether this is the right operand of a
    /// binary operator (for the error messages).
    fn parse_operand(&mut self, has_lhs: bool) -> PResult<AffineExpr> {
        match self.tok.kind {
            TokenKind::BareIdent if self.text() == "symbol" => {
                self.consume();
                self.expect(TokenKind::LParen, "expected '(' at start of SSA symbol")?;
                let e = self.parse_ssa_id(true)?;
                self.expect(TokenKind::RParen, "expected ')' at end of SSA symbol")?;
                Ok(e)
            }
            TokenKind::PercentIdent => self.parse_ssa_id(false),
            TokenKind::Integer => self.parse_integer(),
            TokenKind::LParen => self.nested(|p| p.parse_parenthetical()),
            TokenKind::Minus => self.nested(|p| p.parse_negation(has_lhs)),
            TokenKind::Plus | TokenKind::Star => self.error_here(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "missing left operand of binary operator"
            }),
            _ if self.is_identifier() => self.parse_bare_id(),
            _ => self.error_here(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "expected affine expression"
            }),
        }
    }

    fn nested(&mut self, f: impl FnOnce(&mut Self) -> PResult<AffineExpr>) -> PResult<AffineExpr> {
        if self.nesting >= MAX_NESTING {
            return self.error_here(format!("affine expression nested too deeply (more than {MAX_NESTING} levels)"));
        }
        self.nesting += 1;
        let r = f(self);
        self.nesting -= 1;
        r
    }

    fn parse_parenthetical(&mut self) -> PResult<AffineExpr> {
        self.expect(TokenKind::LParen, "expected '('")?;
        if self.tok.kind == TokenKind::RParen {
            return self.error_here("no expression inside parentheses");
        }
        let e = self.parse_expr()?;
        self.expect(TokenKind::RParen, "expected ')'")?;
        Ok(e)
    }

    fn parse_negation(&mut self, has_lhs: bool) -> PResult<AffineExpr> {
        self.expect(TokenKind::Minus, "expected '-'")?;
        match self.parse_operand(has_lhs) {
            Ok(operand) => self.checked(-operand),
            Err(()) => self.error_here("missing operand of negation"),
        }
    }

    fn parse_integer(&mut self) -> PResult<AffineExpr> {
        let text = self.text();
        let value = match text.strip_prefix("0x") {
            Some(hex) if !hex.is_empty() => u64::from_str_radix(hex, 16).ok(),
            _ => text.parse::<u64>().ok(),
        };
        match value.and_then(|v| i64::try_from(v).ok()) {
            Some(v) => {
                self.consume();
                Ok(AffineExpr::Constant(v))
            }
            None => self.error_here("constant too large for index"),
        }
    }

    fn parse_bare_id(&mut self) -> PResult<AffineExpr> {
        if !self.is_identifier() {
            return self.wrong_token_error("expected bare identifier");
        }
        let name = self.text();
        if let Some((_, e)) = self.names.iter().find(|(n, _)| *n == name) {
            let e = e.clone();
            self.consume();
            return Ok(e);
        }
        self.wrong_token_error("use of undeclared identifier")
    }
}

/// Where MLIR's `emitWrongTokenError` reports an error about the token at `loc`: right after the
/// preceding non-blank text, skipping blank lines and `//` comments of preceding lines.
fn wrong_token_location(src: &[u8], loc: usize) -> usize {
    let original = loc.min(src.len());
    let mut end = original;
    loop {
        while end > 0 && matches!(src[end - 1], b' ' | b'\t') {
            end -= 1;
        }
        if end == 0 {
            return original;
        }
        if !matches!(src[end - 1], b'\n' | b'\r') {
            return end;
        }
        end -= 1;
        let line_start = src[..end].iter().rposition(|&b| b == b'\n' || b == b'\r').unwrap_or(0);
        if let Some(k) = src[line_start..end].windows(2).position(|w| w == b"//") {
            end = line_start + k;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrong_token_backup() {
        let src = b"(i // c\n\n   x";
        assert_eq!(wrong_token_location(src, 12), 2);
        assert_eq!(wrong_token_location(b"(d0   )", 6), 3);
        assert_eq!(wrong_token_location(b"   x", 3), 3);
        assert_eq!(wrong_token_location(b"\n x", 2), 2);
    }
}
