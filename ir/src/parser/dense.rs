//! Parsing of elements attributes: `dense<...>`, `dense_resource<...>` and `sparse<...>`.
//!
//! Follows MLIR's `TensorLiteralParser` (`mlir/lib/AsmParser/AttributeParser.cpp`): the literal
//! is first read as tokens with an inferred shape, then checked against the type that follows
//! it and converted to the element type, with MLIR's messages at MLIR's locations.

use super::{AsmParser, ParseResult};
use crate::asm::lexer::{unescape_string, TokenKind};
use crate::attributes::Attribute;
use crate::builtin::dense::{
    decode_hex_literal, push_apint_bytes, saturating_num_elements, DenseIntOrFPElementsAttr, DenseResourceElementsAttr,
    DenseStringElementsAttr, ElementLayout, ScalarKind, SparseElementsAttr,
};
use crate::builtin::types::{shaped_info, ComplexType, IntegerType, RankedTensorType, ShapedInfo, Signedness};
use crate::numeric::APFloat;
use crate::types::Type;

/// One element token of a literal: its kind and span, and whether a `-` preceded it.
#[derive(Copy, Clone, Debug)]
struct LiteralToken {
    negative: bool,
    kind: TokenKind,
    start: usize,
    end: usize,
}

/// The tokens of a tensor literal and the shape their nesting implies (MLIR's
/// `TensorLiteralParser`).
#[derive(Default)]
struct TensorLiteral {
    /// The shape from nested lists; empty for a single element (a splat).
    shape: Vec<i64>,
    /// The element tokens, complex parts in turn.
    storage: Vec<LiteralToken>,
    /// The hex string token `"0x..."` when the literal is one (start, end).
    hex: Option<(usize, usize)>,
}

fn format_shape(shape: &[i64]) -> String {
    shape.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

impl AsmParser<'_, '_> {
    /// Parses `dense<literal> : type`, the current token being `dense`.
    pub(crate) fn parse_dense_elements_attr(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        let loc = self.tok.start as usize;
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'dense'")?;
        let mut literal = TensorLiteral::default();
        if !self.eat(TokenKind::Greater) {
            self.parse_tensor_literal(&mut literal, true)?;
            self.expect(TokenKind::Greater, "expected '>'")?;
        }
        let ty = self.parse_elements_literal_type(loc, ty)?;
        self.tensor_literal_attr(&literal, loc, ty)
    }

    /// Parses `dense_resource<key> : type`, the current token being `dense_resource`.
    pub(crate) fn parse_dense_resource_attr(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        self.ops.effects += 1;
        let loc = self.tok.start as usize;
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'dense_resource'")?;
        let key = match self.tok.kind {
            TokenKind::BareIdent | TokenKind::IntType => self.token_text().to_string(),
            TokenKind::String => String::from_utf8_lossy(&unescape_string(self.token_text())).into_owned(),
            _ => return Err(self.error_here("expected identifier key for 'resource' entry")),
        };
        self.bump();
        self.expect(TokenKind::Greater, "expected '>'")?;
        let (ty, type_loc) = match ty {
            Some(t) => (t, loc),
            None => {
                let type_loc = self.tok.start as usize;
                self.expect(TokenKind::Colon, "expected ':'")?;
                (self.parse_type()?, type_loc)
            }
        };
        if shaped_info(self.ctx, ty).is_none() {
            return Err(self.error_at(type_loc, "`dense_resource` expected a shaped type"));
        }
        Ok(self.ctx.intern_attr(DenseResourceElementsAttr { ty, key }))
    }

    /// Parses `sparse<indices, values> : type` or `sparse<> : type`, the current token being
    /// `sparse`.
    pub(crate) fn parse_sparse_elements_attr(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        let loc = self.tok.start as usize;
        self.bump();
        self.expect(TokenKind::Less, "Expected '<' after 'sparse'")?;
        let i64_type = IntegerType::get(self.ctx, 64);
        if self.eat(TokenKind::Greater) {
            let ty = self.parse_elements_literal_type(loc, ty)?;
            let info = self.shaped(loc, ty)?;
            let rank = info.rank().unwrap_or(0) as i64;
            let indices_ty = self.ranked_tensor(vec![0, rank], i64_type);
            let values_ty = self.ranked_tensor(vec![0], info.element);
            let empty = TensorLiteral::default();
            let indices = self.tensor_literal_attr(&empty, loc, indices_ty)?;
            let values = self.tensor_literal_attr(&empty, loc, values_ty)?;
            return Ok(self.ctx.intern_attr(SparseElementsAttr { ty, indices, values }));
        }

        // Hex indices are not allowed: their shape must be inferred from the literal.
        let indices_loc = self.tok.start as usize;
        let mut index_literal = TensorLiteral::default();
        self.parse_tensor_literal(&mut index_literal, false)?;
        self.expect(TokenKind::Comma, "expected ','")?;
        let values_loc = self.tok.start as usize;
        let mut value_literal = TensorLiteral::default();
        self.parse_tensor_literal(&mut value_literal, true)?;
        self.expect(TokenKind::Greater, "expected '>'")?;
        let ty = self.parse_elements_literal_type(loc, ty)?;
        let info = self.shaped(loc, ty)?;
        let shape = info.shape.clone().unwrap_or_default();

        // A single index is one index of the type's rank.
        let indices_shape =
            if index_literal.shape.is_empty() { vec![1, shape.len() as i64] } else { index_literal.shape.clone() };
        let indices_ty = self.ranked_tensor(indices_shape.clone(), i64_type);
        let indices = self.tensor_literal_attr(&index_literal, indices_loc, indices_ty)?;
        let num_indices = indices_shape[0];
        let values_shape = if value_literal.shape.is_empty() { vec![num_indices] } else { value_literal.shape.clone() };
        let values_ty = self.ranked_tensor(values_shape.clone(), info.element);
        let values = self.tensor_literal_attr(&value_literal, values_loc, values_ty)?;

        // MLIR's `SparseElementsAttr::verify`.
        if values_shape.len() != 1 {
            return Err(self.error_at(loc, "expected 1-d tensor for sparse element values"));
        }
        let rank = shape.len();
        let shape_error = |p: &Self| {
            p.error_at(
                loc,
                format!(
                    "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                    format_shape(&shape),
                    format_shape(&indices_shape),
                    format_shape(&values_shape)
                ),
            )
        };
        let shape_ok = match indices_shape.len() {
            2 => indices_shape[1] == rank as i64,
            1 => rank == 1,
            _ => false,
        };
        if !shape_ok || num_indices != values_shape[0] {
            return Err(shape_error(self));
        }
        let ctx = &*self.ctx;
        let Some(index_attr) = indices.dyn_cast::<DenseIntOrFPElementsAttr>(ctx) else {
            return Err(self.error_at(indices_loc, "expected integer sparse indices"));
        };
        let index_values: Vec<u64> = if index_attr.is_splat() {
            let v = index_attr.values::<u64>().and_then(|mut it| it.next()).unwrap_or(0);
            vec![v; rank]
        } else {
            index_attr.values::<u64>().map(Iterator::collect).unwrap_or_default()
        };
        let valid_index = |index: &[u64]| {
            if rank == 0 && index == [0] {
                return true;
            }
            index.len() == rank && index.iter().zip(&shape).all(|(&i, &d)| (i as i64) >= 0 && (i as i64) < d)
        };
        let check = |n: usize, index: &[u64]| -> ParseResult<()> {
            if valid_index(index) {
                return Ok(());
            }
            let list = index.iter().map(u64::to_string).collect::<Vec<_>>().join(", ");
            Err(self.error_at(
                loc,
                format!(
                    "sparse index #{n} is not contained within the value shape, with index=[{list}], and type='{}'",
                    ty.to_text(ctx)
                ),
            ))
        };
        if index_attr.is_splat() {
            check(0, &index_values)?;
        } else if rank > 0 {
            for (n, index) in index_values.chunks(rank).enumerate() {
                check(n, index)?;
            }
        }
        Ok(self.ctx.intern_attr(SparseElementsAttr { ty, indices, values }))
    }

    /// The shape and element type of `ty`, which callers have checked to be shaped.
    fn shaped(&self, loc: usize, ty: Type) -> ParseResult<ShapedInfo> {
        shaped_info(self.ctx, ty).ok_or_else(|| self.error_at(loc, "elements literal must be a shaped type"))
    }

    fn ranked_tensor(&self, shape: Vec<i64>, element: Type) -> Type {
        self.ctx.intern_type(RankedTensorType { shape, element, encoding: None })
    }

    /// MLIR's `parseElementsLiteralType`: the `: type` after a literal (unless the caller knows
    /// it), which must be statically shaped.
    fn parse_elements_literal_type(&mut self, loc: usize, ty: Option<Type>) -> ParseResult<Type> {
        let ty = match ty {
            Some(t) => t,
            None => {
                self.expect(TokenKind::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        match shaped_info(self.ctx, ty) {
            None => Err(self.error_at(loc, "elements literal must be a shaped type")),
            Some(info) if !info.has_static_shape() => {
                Err(self.error_at(loc, "elements literal type must have static shape"))
            }
            Some(_) => Ok(ty),
        }
    }

    /// `TensorLiteralParser::parse`: a hex string (if allowed), a nested list or one element.
    fn parse_tensor_literal(&mut self, lit: &mut TensorLiteral, allow_hex: bool) -> ParseResult<()> {
        if allow_hex && self.at(TokenKind::String) {
            lit.hex = Some((self.tok.start as usize, self.tok.end as usize));
            self.bump();
            return Ok(());
        }
        if self.at(TokenKind::LSquare) {
            lit.shape = self.parse_literal_list(lit)?;
            return Ok(());
        }
        self.parse_literal_element(lit)
    }

    /// `TensorLiteralParser::parseList`: `[elt, ...]` whose elements are all lists of one shape
    /// or all elements; returns the shape. Iterative, so deep nesting cannot overflow the stack.
    fn parse_literal_list(&mut self, lit: &mut TensorLiteral) -> ParseResult<Vec<i64>> {
        /// One open `[`: the elements seen so far and the shape of the first.
        #[derive(Default)]
        struct Frame {
            size: i64,
            first: Option<Vec<i64>>,
        }
        let mut stack: Vec<Frame> = Vec::new();
        let mut opened = true;
        self.enter_list(&mut stack)?;
        loop {
            // The shape of the element just parsed into the innermost open list.
            let mut dims = if opened && self.at(TokenKind::RSquare) {
                None
            } else if self.at(TokenKind::LSquare) {
                self.enter_list(&mut stack)?;
                opened = true;
                continue;
            } else {
                self.parse_literal_element(lit)?;
                Some(Vec::new())
            };
            opened = false;
            while let Some(top) = stack.last_mut() {
                if let Some(d) = dims.take() {
                    top.size += 1;
                    match &top.first {
                        None => top.first = Some(d),
                        Some(prev) if prev.len() != d.len() || (!d.is_empty() && *prev != d) => {
                            return Err(
                                self.error_here("tensor literal is invalid; ranks are not consistent between elements")
                            );
                        }
                        Some(_) => {}
                    }
                    if self.eat(TokenKind::Comma) {
                        break;
                    }
                }
                self.expect(TokenKind::RSquare, "expected ']'")?;
                let Some(frame) = stack.pop() else { break };
                let mut shape = vec![frame.size];
                shape.extend(frame.first.unwrap_or_default());
                if stack.is_empty() {
                    return Ok(shape);
                }
                dims = Some(shape);
            }
        }
    }

    /// Consumes a `[` and opens a list, within the nesting limit.
    fn enter_list<T: Default>(&mut self, stack: &mut Vec<T>) -> ParseResult<()> {
        if self.depth as usize + stack.len() >= super::MAX_NESTING_DEPTH as usize {
            return Err(self.error_here(format!("nesting is too deep (limit {})", super::MAX_NESTING_DEPTH)));
        }
        self.bump();
        stack.push(T::default());
        Ok(())
    }

    /// `TensorLiteralParser::parseElement`: a number, `true`/`false`, a string or a complex
    /// `(re, im)` (whose parts may again be complex). Iterative over the parentheses.
    fn parse_literal_element(&mut self, lit: &mut TensorLiteral) -> ParseResult<()> {
        // Per open `(`: whether its first part is done.
        let mut parens: Vec<bool> = Vec::new();
        loop {
            if self.at(TokenKind::LParen) {
                self.enter_list(&mut parens)?;
                continue;
            }
            self.parse_primitive_element(lit)?;
            loop {
                match parens.last_mut() {
                    None => return Ok(()),
                    Some(first_done @ false) => {
                        *first_done = true;
                        self.expect(TokenKind::Comma, "expected ',' between complex elements")?;
                        break;
                    }
                    Some(true) => {
                        self.expect(TokenKind::RParen, "expected ')' after complex elements")?;
                        parens.pop();
                    }
                }
            }
        }
    }

    /// One number, `true`/`false` or string element.
    fn parse_primitive_element(&mut self, lit: &mut TensorLiteral) -> ParseResult<()> {
        let negative = self.at(TokenKind::Minus);
        if negative {
            self.bump();
            if !matches!(self.tok.kind, TokenKind::Integer | TokenKind::Float) {
                return Err(self.error_here("expected integer or floating point literal"));
            }
        }
        let tok = self.tok;
        let ok = match tok.kind {
            TokenKind::Integer | TokenKind::Float | TokenKind::String => true,
            TokenKind::BareIdent => matches!(self.token_text(), "true" | "false"),
            _ => false,
        };
        if !ok {
            return Err(self.error_here("expected element literal of primitive type"));
        }
        lit.storage.push(LiteralToken { negative, kind: tok.kind, start: tok.start as usize, end: tok.end as usize });
        self.bump();
        Ok(())
    }

    /// `TensorLiteralParser::getAttr`: checks the literal against the shaped type `ty` and
    /// builds the attribute; errors are reported at `loc`, or at the offending element.
    fn tensor_literal_attr(&mut self, lit: &TensorLiteral, loc: usize, ty: Type) -> ParseResult<Attribute> {
        let info = self.shaped(loc, ty)?;
        let ctx = &*self.ctx;
        let shape = info.shape.clone().unwrap_or_default();
        let num_elements = saturating_num_elements(&shape);
        let layout = ElementLayout::of(ctx, info.element);

        if let (Some((start, end)), Some(layout)) = (lit.hex, layout) {
            return self.hex_literal_attr(start, end, loc, ty, layout, num_elements);
        }
        if !lit.shape.is_empty() && lit.shape != shape {
            return Err(self.error_at(
                loc,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    format_shape(&lit.shape),
                    format_shape(&shape)
                ),
            ));
        }
        if lit.hex.is_none() && lit.storage.is_empty() && num_elements != 0 {
            return Err(self
                .error_at(loc, format!("parsed zero elements, but type ('{}') expected at least 1", ty.to_text(ctx))));
        }
        let Some(layout) = layout else {
            return self.string_literal_attr(lit, loc, ty);
        };
        let count = lit.storage.len() as u64;
        if layout.complex {
            let complex_ty = info.element;
            if lit.shape.is_empty() && num_elements != 0 && count != 2 {
                return Err(self.error_at(
                    loc,
                    format!("parsed {count} elements, but type ('{}') expected 2 elements", complex_ty.to_text(ctx)),
                ));
            }
            if !lit.shape.is_empty() && Some(count) != num_elements.checked_mul(2) {
                return Err(self.error_at(
                    loc,
                    format!(
                        "parsed {count} elements, but type ('{}') expected {} elements",
                        ty.to_text(ctx),
                        num_elements.saturating_mul(2)
                    ),
                ));
            }
        }

        let scalar = layout.scalar;
        let width = scalar.byte_width();
        let mut data = Vec::with_capacity(lit.storage.len().saturating_mul(width));
        let scalar_ty = info.element.dyn_cast::<ComplexType>(ctx).map_or(info.element, |c| c.element);
        for t in &lit.storage {
            match scalar {
                ScalarKind::Int { .. } | ScalarKind::Index => self.push_int_element(&mut data, t, scalar, scalar_ty)?,
                ScalarKind::Float(kind) => {
                    let text = &self.src[t.start..t.end];
                    let value = match t.kind {
                        TokenKind::Float => APFloat::parse_mlir_float_literal(kind.semantics(), text, t.negative)
                            .map_err(|e| self.float_literal_error(t.start, e))?,
                        TokenKind::Integer => self.float_from_integer_literal(t.start, text, t.negative, kind)?,
                        _ => return Err(self.error_at(t.start, "expected floating point literal")),
                    };
                    push_apint_bytes(&mut data, &value.to_bits(), width);
                }
            }
        }
        let elements = count / layout.parts() as u64;
        if elements != 1 && elements < num_elements {
            // MLIR reads past its buffer here; report the mismatch instead.
            return Err(self.error_at(
                loc,
                format!(
                    "parsed {elements} elements, but type ('{}') expected {num_elements} elements",
                    ty.to_text(ctx)
                ),
            ));
        }
        data.truncate((elements as usize).saturating_mul(layout.byte_width()));
        DenseIntOrFPElementsAttr::from_raw_elements(self.ctx, ty, data, elements)
            .ok_or_else(|| self.error_at(loc, "invalid elements literal"))
    }

    /// Appends the bytes of one integer element (MLIR's `getIntAttrElements` for one token).
    fn push_int_element(
        &self,
        data: &mut Vec<u8>,
        t: &LiteralToken,
        scalar: ScalarKind,
        scalar_ty: Type,
    ) -> ParseResult<()> {
        let unsigned = matches!(scalar, ScalarKind::Int { signedness: Signedness::Unsigned, .. });
        if t.negative && unsigned {
            return Err(self.error_at(t.start, "expected unsigned integer elements, but parsed negative value"));
        }
        if t.kind == TokenKind::Float {
            return Err(self.error_at(t.start, "expected integer elements, but parsed floating-point"));
        }
        let text = &self.src[t.start..t.end];
        if t.kind == TokenKind::BareIdent {
            if !scalar.is_bool() {
                return Err(self.error_at(t.start, "expected i1 type for 'true' or 'false' values"));
            }
            data.push((text == "true") as u8);
            return Ok(());
        }
        let value = self
            .build_integer(t.start, text, t.negative, scalar_ty)
            .map_err(|_| self.error_at(t.start, "integer constant out of range for type"))?;
        if scalar.is_bool() {
            data.push(!value.is_zero() as u8);
        } else {
            push_apint_bytes(data, &value, scalar.byte_width());
        }
        Ok(())
    }

    /// `TensorLiteralParser::getHexAttr`: a hex string of raw little-endian data, one element
    /// (a splat) or all of them; `i1` elements are packed eight to a byte.
    fn hex_literal_attr(
        &mut self,
        start: usize,
        end: usize,
        loc: usize,
        ty: Type,
        layout: ElementLayout,
        num_elements: u64,
    ) -> ParseResult<Attribute> {
        let Some(raw) = decode_hex_literal(&self.src.as_bytes()[start..end]) else {
            return Err(self.error_at(start, "expected string containing hex digits starting with `0x`"));
        };
        let invalid = |p: &Self| {
            p.error_at(loc, format!("elements hex data size is invalid for provided type: '{}'", ty.to_text(p.ctx)))
        };
        let ew = layout.byte_width() as u64;
        let (data, count) = if layout.scalar.is_bool() && !layout.complex {
            // MLIR's `isValidRawBuffer` for bit-packed booleans.
            if raw.len() == 1 && (raw[0] == 0 || raw[0] == 0xFF || num_elements == 1) {
                (vec![(raw[0] != 0) as u8], 1)
            } else if raw.len() as u64 == num_elements.div_ceil(8) {
                let bits = (0..num_elements as usize).map(|i| (raw[i / 8] >> (i % 8)) & 1).collect();
                (bits, num_elements)
            } else {
                return Err(invalid(self));
            }
        } else if ew == 0 {
            // Zero-width elements (`i0`) have no data at all.
            if !raw.is_empty() {
                return Err(invalid(self));
            }
            (raw, num_elements)
        } else if raw.len() as u64 == ew {
            (raw, 1)
        } else if Some(raw.len() as u64) == ew.checked_mul(num_elements) {
            (raw, num_elements)
        } else {
            return Err(invalid(self));
        };
        DenseIntOrFPElementsAttr::from_raw_elements(self.ctx, ty, data, count).ok_or_else(|| invalid(self))
    }

    /// `TensorLiteralParser::getStringAttr`: elements of a type other than numbers are strings.
    fn string_literal_attr(&mut self, lit: &TensorLiteral, loc: usize, ty: Type) -> ParseResult<Attribute> {
        let values: Vec<Box<[u8]>> = if let Some((start, end)) = lit.hex {
            vec![unescape_string(&self.src[start..end]).into_boxed_slice()]
        } else {
            let mut values = Vec::with_capacity(lit.storage.len());
            for t in &lit.storage {
                let text = &self.src[t.start..t.end];
                if t.kind != TokenKind::String {
                    return Err(self.error_at(loc, format!("expected string token, got {text}")));
                }
                values.push(unescape_string(text).into_boxed_slice());
            }
            values
        };
        let n = values.len();
        DenseStringElementsAttr::get(self.ctx, ty, values).ok_or_else(|| {
            let expected = shaped_info(self.ctx, ty).and_then(|i| i.num_elements()).unwrap_or(0);
            self.error_at(
                loc,
                format!("parsed {n} elements, but type ('{}') expected {expected} elements", ty.to_text(self.ctx)),
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::builtin::locations::FileLineColRange;
    use crate::context::Context;
    use crate::parser::{parse_attribute_str, parse_source, ParseOptions};
    use crate::printer::{print_op, PrintFlags};

    // Inputs and what `mlir-opt` 22 prints for them (`--mlir-print-op-generic`, as the value of
    // an attribute of an unregistered op).
    const PRINTS: &[(&str, &str)] = &[
        ("dense<[1, 2]> : tensor<2xi32>", "dense<[1, 2]> : tensor<2xi32>"),
        ("dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>", "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>"),
        ("dense<[1, 1]> : tensor<2xi32>", "dense<1> : tensor<2xi32>"),
        ("dense<1.0> : tensor<4xf32>", "dense<1.000000e+00> : tensor<4xf32>"),
        ("dense<[1.5, -2.0]> : tensor<2xf64>", "dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf64>"),
        ("dense<[true, false, true]> : tensor<3xi1>", "dense<[true, false, true]> : tensor<3xi1>"),
        ("dense<true> : tensor<i1>", "dense<true> : tensor<i1>"),
        ("dense<-1> : tensor<i1>", "dense<true> : tensor<i1>"),
        ("dense<[255, 3]> : tensor<2xui8>", "dense<[255, 3]> : tensor<2xui8>"),
        ("dense<[-128, 127]> : tensor<2xsi8>", "dense<[-128, 127]> : tensor<2xsi8>"),
        ("dense<[1, 2, 3]> : tensor<3xindex>", "dense<[1, 2, 3]> : tensor<3xindex>"),
        ("dense<(1, 2)> : tensor<2xcomplex<i32>>", "dense<(1,2)> : tensor<2xcomplex<i32>>"),
        (
            "dense<[(1.0, 2.0), (3.0, 4.5)]> : tensor<2xcomplex<f32>>",
            "dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.500000e+00)]> : tensor<2xcomplex<f32>>",
        ),
        (
            "dense<[[(1, 2)], [(3, 4)]]> : tensor<2x1xcomplex<i16>>",
            "dense<[[(1,2)], [(3,4)]]> : tensor<2x1xcomplex<i16>>",
        ),
        ("dense<> : tensor<0xi32>", "dense<> : tensor<0xi32>"),
        ("dense<[]> : tensor<0xi32>", "dense<> : tensor<0xi32>"),
        ("dense<[[]]> : tensor<1x0xi32>", "dense<> : tensor<1x0xi32>"),
        ("dense<1> : tensor<0xi32>", "dense<1> : tensor<0xi32>"),
        (
            "dense<[0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<3xf32>",
            "dense<[0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<3xf32>",
        ),
        ("dense<0.1> : tensor<3xbf16>", "dense<1.000980e-01> : tensor<3xbf16>"),
        ("dense<[0.5, 1.5]> : tensor<2xf4E2M1FN>", "dense<[5.000000e-01, 1.500000e+00]> : tensor<2xf4E2M1FN>"),
        ("dense<[1.0, 2.0]> : tensor<2xf80>", "dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf80>"),
        ("dense<\"0x0100000002000000\"> : tensor<2xi32>", "dense<[1, 2]> : tensor<2xi32>"),
        ("dense<\"0x01000000\"> : tensor<2xi32>", "dense<1> : tensor<2xi32>"),
        ("dense<\"0x0000803F00000040\"> : tensor<2xf32>", "dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>"),
        ("dense<\"0x05\"> : tensor<3xi1>", "dense<[true, false, true]> : tensor<3xi1>"),
        ("dense<\"0x07\"> : tensor<3xi1>", "dense<true> : tensor<3xi1>"),
        ("dense<\"0xFF\"> : tensor<8xi1>", "dense<true> : tensor<8xi1>"),
        ("dense<\"0x02\"> : tensor<1xi1>", "dense<true> : tensor<1xi1>"),
        ("dense<\"0x0102\"> : tensor<2xi4>", "dense<[1, 2]> : tensor<2xi4>"),
        ("dense<\"0x0000000000000080FF3F\"> : tensor<2xf80>", "dense<1.000000e+00> : tensor<2xf80>"),
        ("dense<\"0x01020304\"> : tensor<2xcomplex<i8>>", "dense<[(1,2), (3,4)]> : tensor<2xcomplex<i8>>"),
        ("dense<\"0x\"> : tensor<0xi8>", "dense<> : tensor<0xi8>"),
        ("dense<[0, 0]> : tensor<2xi0>", "dense<[0, 0]> : tensor<2xi0>"),
        ("dense<(1,2)> : tensor<2xi32>", "dense<[1, 2]> : tensor<2xi32>"),
        ("dense<1> : vector<2xi32>", "dense<1> : vector<2xi32>"),
        ("dense<1> : memref<2xi32>", "dense<1> : memref<2xi32>"),
        ("dense<[1, 2, 3]> : vector<[3]xi32>", "dense<[1, 2, 3]> : vector<[3]xi32>"),
        ("dense<1> : tensor<100000000000x100000000000xi8>", "dense<1> : tensor<100000000000x100000000000xi8>"),
        ("dense<[\"a\", \"b\"]> : tensor<2x!foo.s>", "dense<[\"a\", \"b\"]> : tensor<2x!foo.s>"),
        ("dense<[\"a\", \"a\"]> : tensor<2x!foo.s>", "dense<\"a\"> : tensor<2x!foo.s>"),
        ("dense<\"0x0102\"> : tensor<2x!foo.s>", "dense<\"0x0102\"> : tensor<2x!foo.s>"),
        ("dense<> : tensor<0x!foo.s>", "dense<> : tensor<0x!foo.s>"),
        ("dense_resource<blob1> : tensor<3xi64>", "dense_resource<blob1> : tensor<3xi64>"),
        ("dense_resource<\"quoted key\"> : tensor<2xi8>", "dense_resource<\"quoted key\"> : tensor<2xi8>"),
        ("sparse<> : tensor<3x4xi32>", "sparse<> : tensor<3x4xi32>"),
        ("sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>", "sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>"),
        ("sparse<[[0, 0], [1, 2]], 7> : tensor<3x4xi32>", "sparse<[[0, 0], [1, 2]], 7> : tensor<3x4xi32>"),
        ("sparse<[0, 2], [1.5, 5.0]> : tensor<4xf32>", "sparse<[0, 2], [1.500000e+00, 5.000000e+00]> : tensor<4xf32>"),
        ("sparse<0, 10> : tensor<1x1xi16>", "sparse<0, 10> : tensor<1x1xi16>"),
        ("sparse<[[0, 0]], [\"a\"]> : tensor<3x4x!foo.s>", "sparse<0, \"a\"> : tensor<3x4x!foo.s>"),
    ];

    const ERRORS: &[(&str, u32, &str)] = &[
        ("dense<[4]> : i32", 1, "elements literal must be a shaped type"),
        ("dense<[4]> : tensor<?xi32>", 1, "elements literal type must have static shape"),
        ("dense<[4]> : tensor<5xi32>", 1, "inferred shape of elements literal ([1]) does not match type ([5])"),
        ("dense<1.5> : tensor<2xi32>", 7, "expected integer elements, but parsed floating-point"),
        ("dense<-1> : tensor<1xui8>", 8, "expected unsigned integer elements, but parsed negative value"),
        ("dense<[1, [2]]> : tensor<2xi32>", 14, "tensor literal is invalid; ranks are not consistent between elements"),
        ("dense<> : tensor<i64>", 1, "parsed zero elements, but type ('tensor<i64>') expected at least 1"),
        ("dense<[1,]> : tensor<2xi32>", 10, "expected element literal of primitive type"),
        ("dense<(1, 2]> : tensor<2xcomplex<i32>>", 12, "expected ')' after complex elements"),
        ("dense<(1 2)> : tensor<2xcomplex<i32>>", 9, "expected ',' between complex elements"),
        ("dense<256> : tensor<1xui8>", 7, "integer constant out of range for type"),
        ("dense<-129> : tensor<1xi8>", 8, "integer constant out of range for type"),
        ("dense<true> : tensor<2xi32>", 7, "expected i1 type for 'true' or 'false' values"),
        ("dense<true> : tensor<2xf32>", 7, "expected floating point literal"),
        ("dense<1> : tensor<2xf32>", 7, "unexpected decimal integer literal for a floating point value"),
        ("dense<1> : tensor<2xcomplex<i32>>", 1, "parsed 1 elements, but type ('complex<i32>') expected 2 elements"),
        ("dense<[(1,(2,3))]> : tensor<1xcomplex<i32>>", 1, "parsed 3 elements, but type ('tensor<1xcomplex<i32>>') expected 2 elements"),
        ("dense<\"0x0100\"> : tensor<2xi1>", 1, "elements hex data size is invalid for provided type: 'tensor<2xi1>'"),
        ("dense<\"0x012\"> : tensor<2xi8>", 7, "expected string containing hex digits starting with `0x`"),
        ("dense<[1]> : tensor<1x!foo.s>", 1, "expected string token, got 1"),
        ("dense<-true> : tensor<2xi1>", 8, "expected integer or floating point literal"),
        ("dense<1", 8, "expected '>'"),
        ("dense<1>", 9, "expected ':'"),
        ("dense_resource<blob1> : i32", 23, "`dense_resource` expected a shaped type"),
        ("dense_resource<> : tensor<1xi8>", 16, "expected identifier key for 'resource' entry"),
        ("sparse<1, 10> : tensor<1x1xi16>", 1, "sparse index #0 is not contained within the value shape, with index=[1, 1], and type='tensor<1x1xi16>'"),
        ("sparse<[[0, 0, 0]],  [[-2.0]]> : vector<1x1x1xf16>", 1, "expected 1-d tensor for sparse element values"),
        ("sparse<[[0, 0], [1, 2]], [1]> : tensor<3x4xi32>", 1, "expected shape ([3, 4]); inferred shape of indices literal ([2, 2]); inferred shape of values literal ([1])"),
        ("sparse<[[0, 0]] [1]> : tensor<3x4xi32>", 16, "expected ','"),
    ];

    fn context() -> Context {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        ctx
    }

    #[test]
    fn dense_prints_as_mlir() {
        let mut ctx = context();
        for (src, want) in PRINTS {
            let attr = parse_attribute_str(&mut ctx, src).unwrap_or_else(|e| panic!("{src}: {}", e.message));
            assert_eq!(attr.to_text(&ctx), *want, "printing {src}");
            // The printed form parses back to the same attribute.
            let again = parse_attribute_str(&mut ctx, want).unwrap_or_else(|e| panic!("{want}: {}", e.message));
            assert_eq!(again, attr, "round trip of {want}");
        }
    }

    #[test]
    fn dense_errors_as_mlir() {
        let mut ctx = context();
        for (src, col, want) in ERRORS {
            // In the MLIR test the attribute is followed by `}`; keep that context for locations.
            let text = format!("{src}}}");
            let err = match parse_attribute_str(&mut ctx, &text) {
                Ok(a) => panic!("{src}: expected an error, parsed {}", a.to_text(&ctx)),
                Err(e) => e,
            };
            assert_eq!(err.message, *want, "error of {src}");
            let at = err.loc.dyn_cast::<FileLineColRange>(&ctx).map(|l| l.start_col);
            assert_eq!(at, Some(*col), "error column of {src}");
        }
    }

    #[test]
    fn dense_prints_hex_above_100_elements() {
        let mut ctx = context();
        let list = |n: usize| (0..n).map(|i| i.to_string()).collect::<Vec<_>>().join(", ");
        let a = parse_attribute_str(&mut ctx, &format!("dense<[{}]> : tensor<100xi8>", list(100))).unwrap();
        assert_eq!(a.to_text(&ctx), format!("dense<[{}]> : tensor<100xi8>", list(100)));
        let a = parse_attribute_str(&mut ctx, &format!("dense<[{}]> : tensor<101xi8>", list(101))).unwrap();
        let hex: String = (0..101).map(|i| format!("{i:02X}")).collect();
        assert_eq!(a.to_text(&ctx), format!("dense<\"0x{hex}\"> : tensor<101xi8>"));
        // The hex form parses back to the same attribute.
        let text = a.to_text(&ctx);
        assert_eq!(parse_attribute_str(&mut ctx, &text).unwrap(), a);
        // Booleans are packed eight to a byte.
        let bools = (0..101).map(|i| if i % 3 == 0 { "true" } else { "false" }).collect::<Vec<_>>().join(", ");
        let a = parse_attribute_str(&mut ctx, &format!("dense<[{bools}]> : tensor<101xi1>")).unwrap();
        assert_eq!(a.to_text(&ctx), "dense<\"0x49922449922449922449922409\"> : tensor<101xi1>");
        let text = a.to_text(&ctx);
        assert_eq!(parse_attribute_str(&mut ctx, &text).unwrap(), a);
        // Splats never print as hex; sparse values do, sparse indices never.
        let a = parse_attribute_str(&mut ctx, "dense<7> : tensor<1000xi32>").unwrap();
        assert_eq!(a.to_text(&ctx), "dense<7> : tensor<1000xi32>");
        let a = parse_attribute_str(&mut ctx, &format!("sparse<[{}], [{}]> : tensor<101xi8>", list(101), list(101)));
        assert_eq!(a.unwrap().to_text(&ctx), format!("sparse<[{}], \"0x{hex}\"> : tensor<101xi8>", list(101)));
    }

    #[test]
    fn dense_equal_values_are_one_attribute() {
        let mut ctx = context();
        let a = parse_attribute_str(&mut ctx, "dense<[2, 2, 2]> : tensor<3xi32>").unwrap();
        let b = parse_attribute_str(&mut ctx, "dense<2> : tensor<3xi32>").unwrap();
        let c = parse_attribute_str(&mut ctx, "dense<\"0x020000000200000002000000\"> : tensor<3xi32>").unwrap();
        assert_eq!(a, b);
        assert_eq!(a, c);
    }

    #[test]
    fn dense_never_panics_on_garbage() {
        let mut ctx = context();
        for src in [
            "dense<",
            "dense<[",
            "dense<[[[[",
            "dense<((((",
            "dense<(1,2)> : tensor<3xi32>",
            "dense<(\"a\", \"b\")> : tensor<3x!foo.s>",
            "dense<\"0x\"> : tensor<100000000000xi1>",
            "dense<[1]> : tensor<100000000000x100000000000x100000000000xi8>",
            "dense<> : tensor<100000000000x100000000000x100000000000xi8>",
            "sparse<[[0]], [1]> : tensor<i32>",
            "sparse<[[0, 18446744073709551615]], [1]> : tensor<2x2xi32>",
            "sparse<[], []> : tensor<3xi32>",
            "dense_resource<\"\\",
        ] {
            let _ = parse_attribute_str(&mut ctx, src);
        }
        let deep = format!("dense<{}1{}> : tensor<i32>", "[".repeat(5000), "]".repeat(5000));
        assert!(parse_attribute_str(&mut ctx, &deep).is_err());
        let deep = format!("dense<{}1, 2{}> : tensor<complex<i32>>", "(".repeat(5000), ")".repeat(5000));
        assert!(parse_attribute_str(&mut ctx, &deep).is_err());
        let nested = format!("dense<{}1{}> : tensor<{}i8>", "[".repeat(500), "]".repeat(500), "1x".repeat(500));
        assert!(parse_attribute_str(&mut ctx, &nested).is_ok());
    }

    #[test]
    fn dense_resource_prints_only_referenced_blobs() {
        let mut ctx = context();
        let src = r#""foo.op"() {a = dense_resource<b2> : tensor<1xi8>, b = dense_resource<"k 1"> : tensor<1xi8>} : () -> ()
"foo.op"() {a = "dense_resource<b3>"} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      b1: "0x0100000001",
      "k 1": "0x0100000003",
      b3: "0x0100000001",
      b2: "0x0100000002"
    }
  }
#-}
"#;
        let op = parse_source(&mut ctx, src, &ParseOptions::default()).unwrap_or_else(|e| panic!("{}", e.message));
        let out = print_op(&ctx, op, PrintFlags::default());
        let want = r#"module {
  "foo.op"() {a = dense_resource<b2> : tensor<1xi8>, b = dense_resource<"k 1"> : tensor<1xi8>} : () -> ()
  "foo.op"() {a = "dense_resource<b3>"} : () -> ()
}

{-#
  dialect_resources: {
    builtin: {
      b2: "0x0100000002",
      "k 1": "0x0100000003"
    }
  }
#-}

"#;
        assert_eq!(out, want);
    }
}
