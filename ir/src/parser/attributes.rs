//! Parsing of attributes: every builtin attribute kind, `#alias` references, and dialect
//! attributes (kept verbatim as [`OpaqueAttr`] for dialects nobody registered).

use super::{AsmParser, ParseResult};
use crate::asm::lexer::{unescape_string, TokenKind};
use crate::asm::parser::parse_uint_literal;
use crate::attributes::{Attribute, NamedAttribute};
use crate::builtin::affine_attrs::{AffineMapAttr, IntegerSetAttr};
use crate::builtin::attributes::*;
use crate::builtin::types::*;
use crate::numeric::{APFloat, APInt};
use crate::types::Type;

impl AsmParser<'_, '_> {
    /// Parses an attribute; `ty` is the type the context expects (e.g. after a `: type` the
    /// caller already read), if any.
    pub fn parse_attribute(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        if self.attribute_worth_caching() {
            return self.parse_attribute_cached(ty);
        }
        self.parse_attribute_uncached(ty)
    }

    fn parse_attribute_uncached(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        self.enter_nesting()?;
        let r = crate::stack::with_stack(|| self.parse_attribute_inner(ty));
        self.exit_nesting();
        r
    }

    /// Whether the attribute starting here is of a kind whose parse costs more than looking
    /// its text up (dictionaries, arrays, dialect attributes), in a parse that records nothing
    /// for editor tooling (which wants every token seen).
    fn attribute_worth_caching(&self) -> bool {
        if self.state.is_some() {
            return false;
        }
        match self.tok.kind {
            TokenKind::LBrace | TokenKind::LSquare => true,
            TokenKind::HashIdent => {
                self.token_text().contains('.') || self.src.as_bytes().get(self.tok.end as usize) == Some(&b'<')
            }
            _ => false,
        }
    }

    /// Parses an attribute through the parser's cache of attribute texts (see
    /// [`crate::asm::scopes::AttrCacheEntry`]): keyed on the rest of the line the attribute
    /// starts and the expected type; kept only when the attribute ends on that line (so the
    /// key holds its whole text) and its parse had none of the parser's `effects`.
    fn parse_attribute_cached(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        use crate::asm::scopes::{AttrCacheEntry, ATTR_CACHE_CAPACITY};
        let src = self.src;
        let start = self.tok.start as usize;
        let rest = &src[start..];
        let line = &rest[..rest.bytes().position(|b| b == b'\n').unwrap_or(rest.len())];
        if let Some(hit) = self.ops.attr_cache.get(&(line, ty)).copied() {
            if self.depth <= hit.depth {
                self.reset_lexer_to(start + hit.len as usize);
                return Ok(hit.attr);
            }
        }
        let (effects, depth) = (self.ops.effects, self.depth);
        let attr = self.parse_attribute_uncached(ty)?;
        let len = self.prev_end as usize - start;
        if len <= line.len() && self.ops.effects == effects && self.ops.attr_cache.len() < ATTR_CACHE_CAPACITY {
            self.ops.attr_cache.insert((line, ty), AttrCacheEntry { attr, len: len as u32, depth });
        }
        Ok(attr)
    }

    fn parse_attribute_inner(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        self.check_lex_error()?;
        match self.tok.kind {
            TokenKind::LSquare => self.parse_array_attr(),
            TokenKind::LBrace => self.parse_dictionary_attr(),
            TokenKind::HashIdent => self.parse_extended_attr(ty),
            TokenKind::Float | TokenKind::Integer | TokenKind::Minus => self.parse_number_attr(ty),
            TokenKind::String => {
                let value = unescape_string(self.token_text()).into_boxed_slice();
                self.bump();
                let ty = match ty {
                    Some(t) => Some(t),
                    None if self.eat(TokenKind::Colon) => Some(self.parse_type()?),
                    None => None,
                };
                // `: none` is the default type (MLIR's `StringAttr::get` has it): the same attribute.
                let ty = ty.filter(|t| !t.isa::<NoneType>(self.ctx));
                Ok(self.ctx.intern_attr(StringAttr { value, ty }))
            }
            TokenKind::AtIdent => self.parse_symbol_ref_attr(),
            TokenKind::BareIdent => {
                let kw = self.token_text();
                match kw {
                    "true" | "false" => {
                        self.bump();
                        if let Some(t) = ty {
                            if !matches!(
                                t.dyn_cast::<IntegerType>(self.ctx),
                                Some(IntegerType { width: 1, signedness: Signedness::Signless })
                            ) {
                                return Err(self.error_here("expected i1 type for 'true' or 'false' values"));
                            }
                        }
                        Ok(IntegerAttr::bool(self.ctx, kw == "true"))
                    }
                    "unit" => {
                        self.bump();
                        Ok(UnitAttr::get(self.ctx))
                    }
                    "affine_map" | "affine_set" => self.parse_affine_attr(),
                    "array" => self.parse_dense_array_attr(),
                    "dense" => self.parse_dense_elements_attr(ty),
                    "dense_resource" => self.parse_dense_resource_attr(ty),
                    "sparse" => self.parse_sparse_elements_attr(ty),
                    "strided" => self.parse_strided_layout_attr(),
                    "distinct" => self.parse_distinct_attr(ty),
                    "loc" => self.parse_location_attr(),
                    _ => {
                        if self.at_type_start() {
                            let t = self.parse_type()?;
                            return Ok(TypeAttr::get(self.ctx, t));
                        }
                        Err(self.wrong_token_error("expected attribute value"))
                    }
                }
            }
            _ => {
                if self.at_type_start() {
                    let t = self.parse_type()?;
                    return Ok(TypeAttr::get(self.ctx, t));
                }
                Err(self.wrong_token_error("expected attribute value"))
            }
        }
    }

    /// Parses `[a, b, ...]`.
    fn parse_array_attr(&mut self) -> ParseResult<Attribute> {
        self.bump();
        let mut elements = Vec::new();
        self.parse_comma_separated_until(TokenKind::RSquare, true, |p| {
            elements.push(p.parse_attribute(None)?);
            Ok(())
        })?;
        Ok(ArrayAttr::get(self.ctx, elements))
    }

    /// Parses `{name = value, unit_name, ...}` into sorted entries, rejecting duplicates.
    pub fn parse_attribute_dict(&mut self) -> ParseResult<Vec<NamedAttribute>> {
        self.expect(TokenKind::LBrace, "expected '{' in attribute dictionary")?;
        let mut entries: Vec<NamedAttribute> = Vec::new();
        let mut seen = rustc_hash::FxHashSet::default();
        if self.eat(TokenKind::RBrace) {
            return Ok(entries);
        }
        self.parse_comma_separated(|p| {
            let at = p.tok.start as usize;
            let name = match p.tok.kind {
                TokenKind::String => {
                    let bytes = unescape_string(p.token_text());
                    let s = String::from_utf8_lossy(&bytes).into_owned();
                    if s.is_empty() {
                        return Err(p.error_here("expected valid attribute name"));
                    }
                    s
                }
                TokenKind::BareIdent | TokenKind::IntType => p.token_text().to_string(),
                _ => return Err(p.wrong_token_error("expected attribute name")),
            };
            p.bump();
            let id = p.ctx.ident(&name);
            if !seen.insert(id) {
                return Err(p.error_at(at, format!("duplicate key '{name}' in dictionary attribute")));
            }
            let value = if p.eat(TokenKind::Equal) { p.parse_attribute(None)? } else { UnitAttr::get(p.ctx) };
            entries.push(NamedAttribute { name: id, value });
            Ok(())
        })?;
        self.expect(TokenKind::RBrace, "expected '}' in attribute dictionary")?;
        Ok(entries)
    }

    fn parse_dictionary_attr(&mut self) -> ParseResult<Attribute> {
        let entries = self.parse_attribute_dict()?;
        Ok(DictionaryAttr::get(self.ctx, entries))
    }

    /// Parses `@sym` or `@sym::@nested::...`.
    fn parse_symbol_ref_attr(&mut self) -> ParseResult<Attribute> {
        let root = self.parse_symbol_name()?;
        let mut mention = self.state.as_ref().map(|s| s.symbols.len() - 1);
        let mut nested = Vec::new();
        while self.at(TokenKind::Colon) && self.src.as_bytes().get(self.tok.end as usize) == Some(&b':') {
            self.bump();
            self.bump();
            if !self.at(TokenKind::AtIdent) {
                return Err(self.error_here("expected nested symbol reference identifier"));
            }
            nested.push(self.parse_symbol_name()?);
            if let Some(state) = self.state.as_deref_mut() {
                let i = state.symbols.len() - 1;
                state.symbols[i].parent = mention;
                mention = Some(i);
            }
        }
        Ok(self.ctx.intern_attr(SymbolRefAttr { root, nested }))
    }

    /// Parses `@name` if one is next, into its (unquoted) identifier (MLIR's
    /// `parseOptionalSymbolName`).
    pub fn parse_optional_symbol_name(&mut self) -> ParseResult<Option<crate::intern::Identifier>> {
        if !self.at(TokenKind::AtIdent) {
            return Ok(None);
        }
        self.parse_symbol_name().map(Some)
    }

    /// Parses an `@name` token into its (unquoted) identifier (MLIR's `parseSymbolName`), or
    /// reports `expected valid '@'-identifier for symbol name` at the next token (with the
    /// custom op's prefix in its parser, as MLIR's `AsmParser::emitError`).
    pub fn parse_symbol_name(&mut self) -> ParseResult<crate::intern::Identifier> {
        if !self.at(TokenKind::AtIdent) {
            let at = self.get_current_location();
            return Err(self.emit_error(at, "expected valid '@'-identifier for symbol name"));
        }
        let text = &self.token_text()[1..];
        let name = if text.starts_with('"') {
            String::from_utf8_lossy(&unescape_string(text)).into_owned()
        } else {
            text.to_string()
        };
        let range = self.tok.start as usize..self.tok.end as usize;
        self.bump();
        let name = self.ctx.ident(&name);
        if let Some(state) = self.state.as_deref_mut() {
            state.add_symbol(range, name);
        }
        Ok(name)
    }

    /// Parses a possibly negative float literal (or a `0x` bit pattern) into a value of `sem`
    /// (MLIR's `AsmParser::parseFloat(semantics, result)`): a decimal literal is read as an
    /// `f64` and rounded to `sem`, with MLIR's messages for what is not a float literal.
    pub fn parse_float(&mut self, sem: crate::numeric::FloatSemantics) -> ParseResult<APFloat> {
        let neg = self.eat(TokenKind::Minus);
        let lit = self.tok;
        if !matches!(lit.kind, TokenKind::Integer | TokenKind::Float) {
            return Err(self.wrong_token_error("expected floating point literal"));
        }
        let v = APFloat::parse_mlir_float_literal(sem, lit.text(self.src), neg)
            .map_err(|e| self.float_literal_error(lit.start as usize, e))?;
        self.bump();
        Ok(v)
    }

    /// Parses a (possibly negative) integer or float literal attribute with optional type.
    fn parse_number_attr(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        let neg = self.eat(TokenKind::Minus);
        let lit = self.tok;
        if !matches!(lit.kind, TokenKind::Integer | TokenKind::Float) {
            return Err(self.wrong_token_error("expected constant integer or floating point value"));
        }
        self.bump();
        let ty = match ty {
            Some(t) => Some(t),
            None if self.eat(TokenKind::Colon) => Some(self.parse_type()?),
            None => None,
        };
        let text = lit.text(self.src);
        if lit.kind == TokenKind::Float {
            let ty = ty.unwrap_or_else(|| FloatType::get(self.ctx, FloatKind::F64));
            let Some(kind) = ty.dyn_cast::<FloatType>(self.ctx).map(|f| f.kind) else {
                return Err(self.error_at(lit.start as usize, "floating point value not valid for specified type"));
            };
            let v = APFloat::parse_mlir_float_literal(kind.semantics(), text, neg)
                .map_err(|e| self.float_literal_error(lit.start as usize, e))?;
            return Ok(FloatAttr::get(self.ctx, ty, v));
        }
        let ty = ty.unwrap_or_else(|| IntegerType::get(self.ctx, 64));
        if let Some(kind) = ty.dyn_cast::<FloatType>(self.ctx).map(|f| f.kind) {
            let v = self.float_from_integer_literal(lit.start as usize, text, neg, kind)?;
            return Ok(FloatAttr::get(self.ctx, ty, v));
        }
        let v = self.build_integer(lit.start as usize, text, neg, ty)?;
        Ok(IntegerAttr::get(self.ctx, ty, v))
    }

    /// MLIR's `parseFloatFromIntegerLiteral`: a hex literal gives the bits of a float.
    pub(crate) fn float_from_integer_literal(
        &self,
        at: usize,
        text: &str,
        neg: bool,
        kind: FloatKind,
    ) -> ParseResult<APFloat> {
        APFloat::from_mlir_hex_literal(kind.semantics(), text, neg).map_err(|e| self.float_literal_error(at, e))
    }

    /// The diagnostic of a float literal error (with MLIR's note, if any).
    pub(crate) fn float_literal_error(&self, at: usize, e: crate::numeric::FloatLiteralError) -> crate::Diagnostic {
        let d = self.error_at(at, e.message);
        match e.note {
            Some(n) => {
                let loc = d.loc;
                d.with_note(loc, n)
            }
            None => d,
        }
    }

    /// Builds the APInt of an integer literal for an integer or index type, with MLIR's range
    /// checks.
    pub(crate) fn build_integer(&self, at: usize, text: &str, neg: bool, ty: Type) -> ParseResult<APInt> {
        let (width, signedness) = if let Some(t) = ty.dyn_cast::<IntegerType>(self.ctx) {
            (t.width, t.signedness)
        } else if ty.isa::<IndexType>(self.ctx) {
            (64, Signedness::Signless)
        } else {
            return Err(self.error_at(at, "integer literal not valid for specified type"));
        };
        if neg && signedness == Signedness::Unsigned {
            return Err(self.error_at(at, "negative integer literal not valid for unsigned integer type"));
        }
        let (digits, radix) = match text.strip_prefix("0x") {
            Some(h) => (h, 16),
            None => (text, 10),
        };
        let out_of_range = || self.error_at(at, "integer constant out of range for attribute");
        let mag = APInt::parse_llvm(digits, radix).ok_or_else(out_of_range)?;
        if mag.active_bits() > width {
            return Err(out_of_range());
        }
        let mut v = mag.zext_or_trunc(width);
        if width == 0 {
            if neg {
                return Err(out_of_range());
            }
        } else if neg {
            v = v.neg();
            if !v.is_negative() {
                return Err(out_of_range());
            }
        } else if (signedness == Signedness::Signed || ty.isa::<IndexType>(self.ctx)) && v.is_negative() {
            return Err(out_of_range());
        }
        Ok(v)
    }

    fn parse_affine_attr(&mut self) -> ParseResult<Attribute> {
        let is_map = self.at_keyword("affine_map");
        let what = if is_map { "affine map" } else { "integer set" };
        self.bump();
        if !self.at(TokenKind::Less) {
            return Err(self.wrong_token_error(format!("expected '<' in {what}")));
        }
        let offset = self.tok.end as usize;
        let (parsed, end) = crate::affine::parse_affine_map_or_set(self.src, offset).map_err(|e| {
            // MLIR sometimes reports a second error after the first (e.g. for `-()`);
            // it travels as an attached diagnostic of error severity.
            let mut d = self.error_at(e.offset, e.message);
            for (off, msg) in e.additional {
                let extra = self.error_at(off, msg);
                d.notes.push(extra);
            }
            d
        })?;
        self.reset_lexer_to(end);
        if !self.eat(TokenKind::Greater) {
            return Err(self.wrong_token_error(format!("expected '>' in {what}")));
        }
        match (parsed, is_map) {
            (crate::affine::MapOrSet::Map(map), true) => Ok(self.ctx.intern_attr(AffineMapAttr { map })),
            (crate::affine::MapOrSet::Set(set), false) => Ok(self.ctx.intern_attr(IntegerSetAttr { set })),
            (_, true) => Err(self.error_at(offset, "expected AffineMap, but got IntegerSet")),
            (_, false) => Err(self.error_at(offset, "expected IntegerSet, but got AffineMap")),
        }
    }

    /// Parses `array<type: v, ...>`.
    fn parse_dense_array_attr(&mut self) -> ParseResult<Attribute> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'array'")?;
        let at = self.tok.start as usize;
        let element = self.parse_type()?;
        let ctx = &*self.ctx;
        let int = element.dyn_cast::<IntegerType>(ctx).copied();
        let float = element.dyn_cast::<FloatType>(ctx).map(|f| f.kind);
        if int.is_none() && float.is_none() {
            return Err(self.error_at(at, format!("expected integer or float type, got: '{}'", element.to_text(ctx))));
        }
        let width = int.map(|i| i.width).or(float.map(|k| k.width())).unwrap_or(8);
        if width != 1 && width % 8 != 0 {
            return Err(self.error_at(at, "element type bitwidth must be a multiple of 8"));
        }
        let mut values = Vec::new();
        if self.eat(TokenKind::Greater) {
            return Ok(self.ctx.intern_attr(DenseArrayAttr { element, values }));
        }
        self.expect(TokenKind::Colon, "expected ':' after dense array type")?;
        self.parse_comma_separated(|p| {
            let at = p.tok.start as usize;
            if let Some(t) = int {
                // MLIR's `DenseArrayElementParser`: errors after a literal are reported at the
                // token following it.
                if p.at_keyword("true") || p.at_keyword("false") {
                    if t.width != 1 {
                        return Err(p.error_here("expected i1 type for 'true' or 'false' values"));
                    }
                    values.push(APInt::from_u64(1, p.at_keyword("true") as u64));
                    p.bump();
                    return Ok(());
                }
                let neg = p.eat(TokenKind::Minus);
                if !p.at(TokenKind::Integer) {
                    return Err(p.error_here("expected integer literal"));
                }
                let text = p.token_text();
                let v = p.build_integer(at, text, neg, element);
                p.bump();
                if t.width == 1 {
                    return Err(p.error_here("expected 'true' or 'false' values for i1 type"));
                }
                let v = v.map_err(|_| p.error_here("integer constant out of range"))?;
                values.push(v);
            } else if let Some(kind) = float {
                let neg = p.eat(TokenKind::Minus);
                let text = p.token_text();
                let v = match p.tok.kind {
                    TokenKind::Float => APFloat::parse_mlir_float_literal(kind.semantics(), text, neg)
                        .map_err(|e| p.float_literal_error(at, e))?,
                    TokenKind::Integer if text.starts_with("0x") => {
                        p.float_from_integer_literal(at, text, neg, kind)?
                    }
                    TokenKind::Integer => {
                        // Dense arrays of floats accept plain integers as values.
                        APFloat::parse_mlir_float_literal(kind.semantics(), text, neg)
                            .map_err(|e| p.float_literal_error(at, e))?
                    }
                    _ => return Err(p.wrong_token_error("expected float literal")),
                };
                p.bump();
                values.push(v.to_bits());
            }
            Ok(())
        })?;
        self.expect(TokenKind::Greater, "expected '>' to close an array attribute")?;
        Ok(self.ctx.intern_attr(DenseArrayAttr { element, values }))
    }

    /// Parses `strided<[s0, ...], offset: o>`.
    fn parse_strided_layout_attr(&mut self) -> ParseResult<Attribute> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'strided'")?;
        self.expect(TokenKind::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        let parse_value = |p: &mut Self| -> ParseResult<i64> {
            if p.eat(TokenKind::Question) {
                return Ok(DYNAMIC);
            }
            let at = p.tok.start as usize;
            match p.parse_optional_integer() {
                Ok(Some(v)) if v > i64::MIN as i128 && v <= i64::MAX as i128 => Ok(v as i64),
                Ok(_) | Err(_) => Err(p.error_at(at, "expected a 64-bit signed integer or '?'")),
            }
        };
        if !self.eat(TokenKind::RSquare) {
            self.parse_comma_separated(|p| {
                strides.push(parse_value(p)?);
                Ok(())
            })?;
            self.expect(TokenKind::RSquare, "expected ']'")?;
        }
        // As MLIR's parseStridedLayoutAttr: `>` or `, offset: o>`.
        let mut offset = 0;
        if !self.eat(TokenKind::Greater) {
            self.expect(TokenKind::Comma, "expected ','")?;
            self.expect_keyword("offset", "expected 'offset' after comma")?;
            self.expect(TokenKind::Colon, "expected ':' after 'offset'")?;
            offset = parse_value(self)?;
            self.expect(TokenKind::Greater, "expected '>'")?;
        }
        // MLIR 22 accepts zero strides (broadcast layouts).
        Ok(self.ctx.intern_attr(StridedLayoutAttr { offset, strides }))
    }

    /// Parses `distinct[N]<attr>`; the same `N` in one file names the same attribute.
    fn parse_distinct_attr(&mut self, _ty: Option<Type>) -> ParseResult<Attribute> {
        self.ops.effects += 1;
        let start = self.tok.start as usize;
        self.bump();
        self.expect(TokenKind::LSquare, "expected '[' after 'distinct'")?;
        if !self.at(TokenKind::Integer) {
            return Err(self.wrong_token_error("expected distinct ID"));
        }
        let Some(id) = parse_uint_literal(self.token_text()) else {
            return Err(self.error_here("expected an unsigned 64-bit integer"));
        };
        self.bump();
        self.expect(TokenKind::RSquare, "expected ']' to close distinct ID")?;
        self.expect(TokenKind::Less, "expected '<' after distinct ID")?;
        let referenced =
            if self.at(TokenKind::Greater) { UnitAttr::get(self.ctx) } else { self.parse_attribute(None)? };
        self.expect(TokenKind::Greater, "expected '>' to close distinct attribute")?;
        if let Some(&(r, a)) = self.ops.distinct_attrs.get(&id) {
            if r != referenced {
                return Err(self.error_at(
                    start,
                    format!("referenced attribute does not match previous definition: {}", r.to_text(self.ctx)),
                ));
            }
            return Ok(a);
        }
        let fresh = self.ctx.next_distinct_id();
        let a = self.ctx.create_distinct_attr(DistinctAttr { id: fresh, referenced });
        self.ops.distinct_attrs.insert(id, (referenced, a));
        Ok(a)
    }

    /// Parses `#alias`, `#dialect.body` or `#dialect<body>` (with optional `: type`).
    fn parse_extended_attr(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        let src = self.src;
        let text = &self.token_text()[1..];
        let at = self.tok.start as usize;
        // The namespace and the body are slices of the source (the body from after `#ns.` or
        // `#ns<` to the end of the symbol).
        let (ns, body) = if let Some((ns, _)) = text.split_once('.') {
            let (body_start, ident_end) = (at + ns.len() + 2, self.tok.end as usize);
            self.bump();
            let end = self.parse_dialect_symbol_suffix_end(ident_end)?;
            (ns, &src[body_start..end])
        } else if self.src.as_bytes().get(self.tok.end as usize) == Some(&b'<') {
            self.bump();
            let (start, end) = self.parse_dialect_symbol_body_range()?;
            (text, &src[start..end])
        } else {
            let name = text;
            self.bump();
            return match self.attr_aliases.get(name) {
                Some(&a) => Ok(a),
                // MLIR's `emitWrongTokenError`: reported at the token after the alias.
                None => {
                    // An alias defined further on would read differently.
                    self.ops.effects += 1;
                    Err(self.wrong_token_error(format!("undefined symbol alias id '{name}'")))
                }
            };
        };
        let ty = match ty {
            Some(t) => Some(t),
            None if self.eat(TokenKind::Colon) => Some(self.parse_type()?),
            None => None,
        };
        // A registered dialect parses its own attributes (pretty and opaque forms alike).
        if let Some(parse) = self.ctx.dialect(ns).and_then(|d| d.parse_attr) {
            return self.parse_dialect_symbol_body_with(at, ns, body, "attribute", |p| parse(p, ty));
        }
        if !self.ctx.allows_unregistered_dialects() && !self.ctx.is_dialect_registered(ns) {
            let ty_text = ty.map_or("none".to_string(), |t| t.to_text(self.ctx));
            return Err(self.error_at(
                at,
                format!(
                    "#{ns}<\"{body}\"> : {ty_text} attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
                ),
            ));
        }
        // A dialect registered further on would parse it.
        self.ops.effects += 1;
        let dialect = self.ctx.ident(ns);
        Ok(self.ctx.intern_attr(OpaqueAttr { dialect, data: body.to_string(), ty }))
    }
}
