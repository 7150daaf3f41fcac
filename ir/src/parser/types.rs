//! Parsing of types: every builtin type, `!alias` references and dialect types (pretty and
//! opaque forms, kept verbatim as [`OpaqueType`] for dialects nobody registered).

use super::{AsmParser, ParseResult};
use crate::asm::lexer::TokenKind;
use crate::builtin::types::*;
use crate::types::Type;

impl AsmParser<'_, '_> {
    /// Whether the current token can start a type.
    pub(crate) fn at_type_start(&self) -> bool {
        match self.tok.kind {
            TokenKind::LParen | TokenKind::IntType | TokenKind::BangIdent => true,
            TokenKind::BareIdent => {
                let t = self.token_text();
                matches!(t, "memref" | "tensor" | "complex" | "tuple" | "vector" | "index" | "none")
                    || FloatKind::from_keyword(t).is_some()
            }
            _ => false,
        }
    }

    /// Parses a type if one starts here.
    pub fn parse_optional_type(&mut self) -> ParseResult<Option<Type>> {
        if self.at_type_start() {
            self.parse_type().map(Some)
        } else {
            Ok(None)
        }
    }

    /// Parses any type (function types included).
    pub fn parse_type(&mut self) -> ParseResult<Type> {
        self.enter_nesting()?;
        let r = crate::stack::with_stack(|| {
            if self.at(TokenKind::LParen) {
                return self.parse_function_type();
            }
            self.parse_non_function_type()
        });
        self.exit_nesting();
        r
    }

    /// Parses `(inputs) -> results`.
    pub(crate) fn parse_function_type(&mut self) -> ParseResult<Type> {
        self.enter_nesting()?;
        let mut inputs: smallvec::SmallVec<[Type; 4]> = smallvec::SmallVec::new();
        self.expect(TokenKind::LParen, "expected '('")?;
        if !self.eat(TokenKind::RParen) {
            self.parse_comma_separated(|p| {
                inputs.push(p.parse_type()?);
                Ok(())
            })?;
            self.expect(TokenKind::RParen, "expected ')'")?;
        }
        self.expect(TokenKind::Arrow, "expected '->' in function type")?;
        let mut results: smallvec::SmallVec<[Type; 2]> = smallvec::SmallVec::new();
        if self.at(TokenKind::LParen) {
            self.bump();
            if !self.eat(TokenKind::RParen) {
                self.parse_comma_separated(|p| {
                    results.push(p.parse_type()?);
                    Ok(())
                })?;
                self.expect(TokenKind::RParen, "expected ')'")?;
            }
        } else {
            results.push(self.parse_non_function_type()?);
        }
        self.exit_nesting();
        Ok(FunctionType::get_from_slices(self.ctx, &inputs, &results))
    }

    /// Parses `( type, ... )`, possibly empty.
    pub(crate) fn parse_type_list_parens(&mut self) -> ParseResult<Vec<Type>> {
        self.expect(TokenKind::LParen, "expected '('")?;
        if self.eat(TokenKind::RParen) {
            return Ok(Vec::new());
        }
        let types = self.parse_type_list_no_parens()?;
        self.expect(TokenKind::RParen, "expected ')'")?;
        Ok(types)
    }

    /// Parses `type (, type)*`.
    pub(crate) fn parse_type_list_no_parens(&mut self) -> ParseResult<Vec<Type>> {
        let mut types = Vec::new();
        self.parse_comma_separated(|p| {
            types.push(p.parse_type()?);
            Ok(())
        })?;
        Ok(types)
    }

    /// Parses any type but a function type.
    pub(crate) fn parse_non_function_type(&mut self) -> ParseResult<Type> {
        self.check_lex_error()?;
        if let Some(&t) = self.keyword_types.get(self.tok.text(self.src)) {
            self.bump();
            return Ok(t);
        }
        let spelling = self.tok.text(self.src);
        let t = self.parse_non_function_type_uncached()?;
        if matches!(self.ctx.type_storage(t).name(), "integer" | "float" | "index" | "none")
            && self.ctx.type_storage(t).dialect() == "builtin"
        {
            self.keyword_types.insert(spelling, t);
        }
        Ok(t)
    }

    fn parse_non_function_type_uncached(&mut self) -> ParseResult<Type> {
        match self.tok.kind {
            TokenKind::IntType => {
                let text = self.token_text();
                let (sign, digits) = if let Some(d) = text.strip_prefix("si") {
                    (Signedness::Signed, d)
                } else if let Some(d) = text.strip_prefix("ui") {
                    (Signedness::Unsigned, d)
                } else {
                    (Signedness::Signless, &text[1..])
                };
                // MLIR reads the width as a 32-bit unsigned number.
                let width = match digits.parse::<u32>() {
                    Ok(w) => w,
                    Err(_) => return Err(self.error_here("invalid integer width")),
                };
                if width > IntegerType::MAX_WIDTH {
                    return Err(
                        self.error_here(format!("integer bitwidth is limited to {} bits", IntegerType::MAX_WIDTH))
                    );
                }
                self.bump();
                Ok(IntegerType::get_with(self.ctx, width, sign))
            }
            TokenKind::BangIdent => self.parse_extended_type(),
            TokenKind::BareIdent => {
                let text = self.token_text();
                match text {
                    "memref" => self.parse_memref_type(),
                    "tensor" => self.parse_tensor_type(),
                    "complex" => self.parse_complex_type(),
                    "tuple" => self.parse_tuple_type(),
                    "vector" => self.parse_vector_type(),
                    "index" => {
                        self.bump();
                        Ok(IndexType::get(self.ctx))
                    }
                    "none" => {
                        self.bump();
                        Ok(NoneType::get(self.ctx))
                    }
                    _ => match FloatKind::from_keyword(text) {
                        Some(kind) => {
                            self.bump();
                            Ok(FloatType::get(self.ctx, kind))
                        }
                        None => Err(self.wrong_token_error("expected non-function type")),
                    },
                }
            }
            _ => Err(self.wrong_token_error("expected non-function type")),
        }
    }

    fn parse_complex_type(&mut self) -> ParseResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in complex type")?;
        let at = self.tok.start as usize;
        self.enter_nesting()?;
        let element = self.parse_type()?;
        self.exit_nesting();
        self.expect(TokenKind::Greater, "expected '>' in complex type")?;
        if !element.isa::<FloatType>(self.ctx) && !element.isa::<IntegerType>(self.ctx) {
            return Err(self.error_at(at, "invalid element type for complex"));
        }
        Ok(self.ctx.intern_type(ComplexType { element }))
    }

    fn parse_tuple_type(&mut self) -> ParseResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in tuple type")?;
        if self.eat(TokenKind::Greater) {
            return Ok(self.ctx.intern_type(TupleType { types: Vec::new() }));
        }
        self.enter_nesting()?;
        let types = self.parse_type_list_no_parens()?;
        self.exit_nesting();
        self.expect(TokenKind::Greater, "expected '>' in tuple type")?;
        Ok(self.ctx.intern_type(TupleType { types }))
    }

    /// Parses an `x` in a dimension list, splitting tokens like `xf32` after the `x`.
    pub(crate) fn parse_x_in_dimension_list(&mut self) -> ParseResult<()> {
        if !self.at(TokenKind::BareIdent) || !self.token_text().starts_with('x') {
            return Err(self.wrong_token_error("expected 'x' in dimension list"));
        }
        if self.token_text().len() != 1 {
            let pos = self.tok.start as usize + 1;
            self.reset_lexer_to(pos);
        } else {
            self.bump();
        }
        Ok(())
    }

    /// Parses one integer dimension, handling `0x...` lexed as hex (`0xf32` is `0`, `x`, `f32`).
    pub(crate) fn parse_integer_in_dimension_list(&mut self) -> ParseResult<i64> {
        let text = self.token_text();
        if text.len() > 1 && text.as_bytes()[1] == b'x' {
            let pos = self.tok.start as usize + 1;
            self.reset_lexer_to(pos);
            return Ok(0);
        }
        match text.parse::<u64>() {
            Ok(v) if v <= i64::MAX as u64 => {
                self.bump();
                Ok(v as i64)
            }
            _ => Err(self.error_here("invalid dimension")),
        }
    }

    /// Parses `dim x dim x ...` with a trailing `x` (the shape before an element type).
    pub(crate) fn parse_dimension_list_ranked(&mut self, allow_dynamic: bool) -> ParseResult<Vec<i64>> {
        let mut dims = Vec::new();
        while self.at(TokenKind::Integer) || self.at(TokenKind::Question) {
            if self.at(TokenKind::Question) {
                if !allow_dynamic {
                    return Err(self.error_here("expected static shape"));
                }
                self.bump();
                dims.push(DYNAMIC);
            } else {
                dims.push(self.parse_integer_in_dimension_list()?);
            }
            self.parse_x_in_dimension_list()?;
        }
        Ok(dims)
    }

    fn parse_tensor_type(&mut self) -> ParseResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in tensor type")?;
        let unranked = self.eat(TokenKind::Star);
        let dims = if unranked {
            self.parse_x_in_dimension_list()?;
            Vec::new()
        } else {
            self.parse_dimension_list_ranked(true)?
        };
        let at = self.tok.start as usize;
        self.enter_nesting()?;
        let element = self.parse_type()?;
        let mut encoding = None;
        if self.eat(TokenKind::Comma) {
            // MLIR's `parseOptionalAttribute`: no encoding unless an attribute (from MLIR's
            // list of tokens that start one) or a type starts here.
            let starts_attr = match self.tok.kind {
                TokenKind::AtIdent
                | TokenKind::Float
                | TokenKind::Integer
                | TokenKind::HashIdent
                | TokenKind::LBrace
                | TokenKind::LSquare
                | TokenKind::Minus
                | TokenKind::String
                | TokenKind::BangIdent
                | TokenKind::LParen
                | TokenKind::IntType => true,
                TokenKind::BareIdent => {
                    self.at_type_start()
                        || matches!(
                            self.token_text(),
                            "affine_map"
                                | "affine_set"
                                | "dense"
                                | "dense_resource"
                                | "false"
                                | "loc"
                                | "sparse"
                                | "true"
                                | "unit"
                        )
                }
                _ => false,
            };
            let no_attr = !starts_attr;
            if !no_attr {
                encoding = Some(self.parse_attribute(None)?);
            }
        }
        self.exit_nesting();
        self.expect(TokenKind::Greater, "expected '>' in tensor type")?;
        if !self.is_valid_tensor_element(element) {
            return Err(self.error_at(at, "invalid tensor element type"));
        }
        if unranked {
            if encoding.is_some() {
                return Err(self.error_here("cannot apply encoding to unranked tensor"));
            }
            return Ok(self.ctx.intern_type(UnrankedTensorType { element }));
        }
        Ok(self.ctx.intern_type(RankedTensorType { shape: dims, element, encoding }))
    }

    fn is_valid_tensor_element(&self, t: Type) -> bool {
        crate::builtin::types::is_valid_tensor_element(self.ctx, t)
    }

    fn is_valid_memref_element(&self, t: Type) -> bool {
        crate::builtin::types::is_valid_memref_element(self.ctx, t)
    }

    fn parse_memref_type(&mut self) -> ParseResult<Type> {
        let start = self.tok.start as usize;
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in memref type")?;
        let unranked = self.eat(TokenKind::Star);
        let dims = if unranked {
            self.parse_x_in_dimension_list()?;
            Vec::new()
        } else {
            self.parse_dimension_list_ranked(true)?
        };
        let at = self.tok.start as usize;
        self.enter_nesting()?;
        let element = self.parse_type()?;
        if !self.is_valid_memref_element(element) {
            return Err(self.error_at(at, "invalid memref element type"));
        }
        let mut layout = None;
        let mut memory_space = None;
        if !self.eat(TokenKind::Greater) {
            self.expect(TokenKind::Comma, "expected ',' or '>' in memref type")?;
            let mut elt = |p: &mut Self| -> ParseResult<()> {
                let attr = p.parse_attribute(None)?;
                if p.is_layout_attr(attr) {
                    layout = Some(attr);
                } else if memory_space.is_some() {
                    return Err(p.error_here("multiple memory spaces specified in memref type"));
                } else {
                    memory_space = Some(attr);
                    return Ok(());
                }
                if unranked {
                    return Err(p.error_here("cannot have affine map for unranked memref type"));
                }
                if memory_space.is_some() {
                    return Err(p.error_here("expected memory space to be last in memref type"));
                }
                Ok(())
            };
            self.parse_comma_separated_until(TokenKind::Greater, false, &mut elt)?;
        }
        self.exit_nesting();
        if unranked {
            // Checks the memory space (an unranked memref has no dims and no layout).
            self.verify_memref(start, &dims, layout, memory_space)?;
            let memory_space = memory_space.filter(|&m| {
                !m.dyn_cast::<crate::builtin::attributes::IntegerAttr>(self.ctx).is_some_and(|i| i.value.is_zero())
            });
            return Ok(self.ctx.intern_type(UnrankedMemRefType { element, memory_space }));
        }
        self.verify_memref(start, &dims, layout, memory_space)?;
        // The identity affine map layout is the same as no layout, and memory space 0 is the
        // default memory space (MLIR drops both).
        let layout = layout.filter(|&l| !crate::builtin::affine_attrs::is_identity_layout(self.ctx, l));
        let memory_space = memory_space.filter(|&m| {
            !m.dyn_cast::<crate::builtin::attributes::IntegerAttr>(self.ctx).is_some_and(|i| i.value.is_zero())
        });
        Ok(self.ctx.intern_type(MemRefType { shape: dims, element, layout, memory_space }))
    }

    fn is_layout_attr(&self, a: crate::Attribute) -> bool {
        a.isa::<crate::builtin::affine_attrs::AffineMapAttr>(self.ctx)
            || a.isa::<crate::builtin::attributes::StridedLayoutAttr>(self.ctx)
    }

    fn verify_memref(
        &self,
        at: usize,
        dims: &[i64],
        layout: Option<crate::Attribute>,
        memory_space: Option<crate::Attribute>,
    ) -> ParseResult<()> {
        use crate::builtin::affine_attrs::AffineMapAttr;
        use crate::builtin::attributes::{IntegerAttr, StridedLayoutAttr};
        for &d in dims {
            if d < 0 && d != DYNAMIC {
                return Err(self.error_at(at, "invalid memref size"));
            }
        }
        if let Some(l) = layout {
            if let Some(m) = l.dyn_cast::<AffineMapAttr>(self.ctx) {
                if m.map.num_dims as usize != dims.len() {
                    return Err(self.error_at(
                        at,
                        format!(
                            "memref layout mismatch between rank and affine map: {} != {}",
                            dims.len(),
                            m.map.num_dims
                        ),
                    ));
                }
            } else if let Some(s) = l.dyn_cast::<StridedLayoutAttr>(self.ctx) {
                if s.strides.len() != dims.len() {
                    return Err(self.error_at(at, "expected the number of strides to match the rank"));
                }
            }
        }
        if let Some(ms) = memory_space {
            let ok = match ms.dyn_cast::<IntegerAttr>(self.ctx) {
                Some(_) => true,
                None => {
                    let s = self.ctx.attr_storage(ms);
                    // An opaque attribute (of an unregistered dialect) is a builtin attribute.
                    s.dialect() != "builtin" || s.name() == "string" || s.name() == "dictionary"
                }
            };
            if !ok {
                return Err(self.error_at(at, "unsupported memory space Attribute"));
            }
        }
        Ok(())
    }

    fn parse_vector_type(&mut self) -> ParseResult<Type> {
        // MLIR checks the whole type once parsed, reporting errors at the `vector` keyword.
        let start = self.tok.start as usize;
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in vector type")?;
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        loop {
            if self.at(TokenKind::Integer) {
                shape.push(self.parse_integer_in_dimension_list()?);
                scalable.push(false);
                self.parse_x_in_dimension_list()?;
            } else if self.at(TokenKind::LSquare) {
                self.bump();
                if !self.at(TokenKind::Integer) {
                    return Err(self.error_here("invalid dimension"));
                }
                shape.push(self.parse_integer_in_dimension_list()?);
                scalable.push(true);
                self.expect(TokenKind::RSquare, "missing ']' closing scalable dimension")?;
                self.parse_x_in_dimension_list()?;
            } else {
                break;
            }
        }
        self.enter_nesting()?;
        let element = self.parse_type()?;
        self.exit_nesting();
        self.expect(TokenKind::Greater, "expected '>' in vector type")?;
        let ctx = &*self.ctx;
        // `!llvm.ptr` implements MLIR's `VectorElementTypeInterface` too.
        let llvm_ptr = element.dialect(ctx) == "llvm" && ctx.type_storage(element).name() == "ptr";
        let ok = element.isa::<IntegerType>(ctx)
            || element.isa::<IndexType>(ctx)
            || element.isa::<FloatType>(ctx)
            || llvm_ptr;
        if !ok {
            return Err(self.error_at(start, "failed to verify 'elementType': VectorElementTypeInterface instance"));
        }
        if shape.iter().any(|&d| d <= 0) {
            let list = shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
            return Err(self.error_at(start, format!("vector types must have positive constant sizes but got {list}")));
        }
        Ok(self.ctx.intern_type(VectorType { shape, scalable, element }))
    }

    /// Parses `!alias`, `!dialect.body` or `!dialect<body>`.
    fn parse_extended_type(&mut self) -> ParseResult<Type> {
        let src = self.src;
        let text = &self.token_text()[1..];
        let at = self.tok.start as usize;
        if let Some((ns, _)) = text.split_once('.') {
            // The body is the source text from after `!ns.` to the end of the symbol.
            let (body_start, ident_end) = (at + ns.len() + 2, self.tok.end as usize);
            self.bump();
            let end = self.parse_dialect_symbol_suffix_end(ident_end)?;
            return self.make_dialect_type(at, ns, &src[body_start..end]);
        }
        let name = text;
        // `!foo<...>` directly after the identifier is the opaque form.
        if self.src.as_bytes().get(self.tok.end as usize) == Some(&b'<') {
            self.bump();
            let (start, end) = self.parse_dialect_symbol_body_range()?;
            return self.make_dialect_type(at, name, &src[start..end]);
        }
        self.bump();
        match self.type_aliases.get(name) {
            Some(&t) => Ok(t),
            // MLIR's `emitWrongTokenError`: reported at the token after the alias.
            None => {
                // An alias defined further on would read differently.
                self.ops.effects += 1;
                Err(self.wrong_token_error(format!("undefined symbol alias id '{name}'")))
            }
        }
    }

    fn make_dialect_type(&mut self, at: usize, ns: &str, body: &str) -> ParseResult<Type> {
        // A registered dialect parses its own types (both `!ns.body` and `!ns<body>`); only
        // unregistered dialects' types are kept verbatim.
        if let Some(parse) = self.ctx.dialect(ns).and_then(|d| d.parse_type) {
            return self.parse_dialect_symbol_body_with(at, ns, body, "type", parse);
        }
        if !self.ctx.allows_unregistered_dialects() && !self.ctx.is_dialect_registered(ns) {
            return Err(self.error_at(
                at,
                format!(
                    "`!{ns}<\"{body}\">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
                ),
            ));
        }
        // A dialect registered further on would parse it.
        self.ops.effects += 1;
        let dialect = self.ctx.ident(ns);
        Ok(self.ctx.intern_type(OpaqueType { dialect, data: body.to_string() }))
    }

    /// Runs a registered dialect's parser hook `f` on the body of the dialect symbol at `at`
    /// (the source text [`AsmParser::parse_dialect_symbol_body_range`] delimits), as MLIR's `parseSymbol` does:
    /// the hook sees `mnemonic<...>` with locations in the original source and aliases in scope,
    /// and parsing resumes after the symbol, whatever the hook read. A body that is one string literal (the opaque form
    /// `!ns<"mnemonic<...>">`) is unescaped and parsed on its own, with errors mapped back
    /// into the literal.
    pub(crate) fn parse_dialect_symbol_body_with<R>(
        &mut self,
        at: usize,
        ns: &str,
        body: &str,
        what: &str,
        f: impl FnOnce(&mut AsmParser<'_, '_>) -> ParseResult<R>,
    ) -> ParseResult<R> {
        // The body starts after `!ns.` or `!ns<`.
        let start = at + ns.len() + 2;
        let end = start + body.len();
        if self.src.get(start..end) != Some(body) {
            return Err(self.error_at(at, format!("malformed dialect {what}")));
        }
        let mut lx = crate::asm::lexer::Lexer::new(self.src);
        lx.reset_to(start);
        let first = lx.next_token();
        let string_body = first.kind == TokenKind::String
            && first.end as usize == start + body.trim_end().len()
            && self.src[start..first.start as usize].trim().is_empty();
        if string_body {
            // The body is parsed by a parser of its own, whose effects this one does not see.
            self.ops.effects += 1;
            let text = String::from_utf8(crate::asm::lexer::unescape_string(first.text(self.src)))
                .map_err(|_| self.error_at(first.start as usize, "expected a UTF-8 string"))?;
            let options = super::ParseOptions {
                filename: self.ctx.ident_str(self.filename).to_string(),
                implicit_module: false,
                ..Default::default()
            };
            let (type_aliases, attr_aliases, depth) =
                (self.type_aliases.clone(), self.attr_aliases.clone(), self.depth);
            let r = {
                let mut sub = AsmParser::new(&mut *self.ctx, &text, &options);
                sub.type_aliases = type_aliases;
                sub.attr_aliases = attr_aliases;
                sub.depth = depth;
                f(&mut sub)
                    .and_then(|v| {
                        sub.check_lex_error()?;
                        if !sub.at(TokenKind::Eof) {
                            return Err(sub.error_here(format!("unexpected trailing characters in dialect {what}")));
                        }
                        Ok(v)
                    })
                    .map_err(|d| sub.first_error(d))
            };
            // Point errors into the string literal (exact when it has no escapes).
            return r.map_err(|mut d| {
                use crate::builtin::locations::FileLineColRange;
                if let Some(l) = d.loc.dyn_cast::<FileLineColRange>(self.ctx).copied() {
                    let line_start: usize =
                        text.split_inclusive('\n').take(l.start_line.saturating_sub(1) as usize).map(str::len).sum();
                    let offset = (line_start + l.start_col.saturating_sub(1) as usize).min(text.len());
                    d.loc = self.error_at(first.start as usize + 1 + offset, "").loc;
                }
                d
            });
        }
        let saved = (self.lexer.clone(), self.tok, self.prev_end);
        self.reset_lexer_to(start);
        self.ops.custom_ops.push(None);
        let r = f(self);
        self.ops.custom_ops.pop();
        // As MLIR's parser, the lexer resumes after the symbol however much of it the hook read:
        // `!llvm.ptr-x` is `!llvm.ptr`, and in `!llvm.ptr <1>` the `<1>` the hook read is seen
        // again by the enclosing parser.
        (self.lexer, self.tok, self.prev_end) = saved;
        r
    }

    /// After a pretty dialect symbol identifier (`!foo.bar`) that ends at `ident_end`, takes an
    /// immediately following `<...>` body into the symbol: returns the end offset of its text.
    pub(crate) fn parse_dialect_symbol_suffix_end(&mut self, ident_end: usize) -> ParseResult<usize> {
        if self.at(TokenKind::Less) && self.tok.start == self.prev_end {
            let (_, end) = self.parse_dialect_symbol_body_range()?;
            return Ok(end + 1);
        }
        Ok(ident_end)
    }

    /// Parses a balanced `<...>` body (the current token is `<`), returning the byte range of
    /// the text between the brackets. Nested brackets and string literals are skipped as MLIR
    /// does.
    pub(crate) fn parse_dialect_symbol_body_range(&mut self) -> ParseResult<(usize, usize)> {
        let start = self.tok.start as usize;
        if !self.at(TokenKind::Less) {
            return Err(self.wrong_token_error("expected '<'"));
        }
        let bytes = self.src.as_bytes();
        let mut stack: smallvec::SmallVec<[u8; 16]> = smallvec::smallvec![b'<'];
        let mut i = start + 1;
        // MLIR reports errors at its current token: the `<`, or the last string lexed inside.
        let mut tok_at = start;
        let unbalanced = |p: &Self, stack: &[u8], at: usize| {
            let top = *stack.last().unwrap_or(&b'<') as char;
            p.error_at(at, format!("unbalanced '{top}' character in pretty dialect name"))
        };
        while !stack.is_empty() {
            let c = bytes.get(i).copied().unwrap_or(0);
            if c == 0 {
                // Also the end of the input; the stack is never empty here.
                return Err(unbalanced(self, &stack, tok_at));
            }
            i += 1;
            match c {
                b'<' | b'[' | b'(' | b'{' => stack.push(c),
                b'-' if bytes.get(i) == Some(&b'>') => i += 1,
                b'>' | b']' | b')' | b'}' => {
                    let open = match c {
                        b'>' => b'<',
                        b']' => b'[',
                        b')' => b'(',
                        _ => b'{',
                    };
                    if stack.last() != Some(&open) {
                        return Err(unbalanced(self, &stack, tok_at));
                    }
                    stack.pop();
                }
                b'"' => {
                    let mut lx = crate::asm::lexer::Lexer::new(self.src);
                    lx.reset_to(i - 1);
                    let t = lx.next_token();
                    if t.kind != TokenKind::String {
                        return Err(self.error_at(t.start as usize, t.error.unwrap_or("expected string")));
                    }
                    tok_at = t.start as usize;
                    i = t.end as usize;
                }
                _ => {}
            }
        }
        self.reset_lexer_to(i);
        Ok((start + 1, i - 1))
    }
}
