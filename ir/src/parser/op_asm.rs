//! Parsing primitives for the code that `oxir-macros` compiles from declarative assembly formats,
//! beyond the custom-syntax API of [`crate::asm`] (MLIR's generated `parse` methods inline these:
//! variadic-of-variadic groups, properties, default-valued attributes, type-class checks).
//! Outlined here so that each op's generated parser stays small.

use super::{AsmParser, ParseResult};
use crate::asm::lexer::TokenKind;
use crate::asm::UnresolvedOperand;
use crate::asm::{Delimiter, SMLoc};
use crate::attributes::{Attribute, NamedAttribute};
use crate::builder::OperationState;
use crate::builtin::attributes::DictionaryAttr;
use crate::builtin::types::FunctionType;
use crate::types::Type;
use crate::value::Value;
use crate::{BlockRef, RegionRef};
use smallvec::SmallVec;

impl<'c, 's> AsmParser<'c, 's> {
    /// Parses `(%a, %b), (%c)` groups of a variadic-of-variadic operand, recording the group sizes.
    pub fn fmt_parse_operand_groups(
        &mut self,
        out: &mut Vec<UnresolvedOperand<'s>>,
        sizes: &mut Vec<i32>,
    ) -> ParseResult<()> {
        loop {
            if !self.eat(TokenKind::LParen) {
                break;
            }
            let before = out.len();
            out.extend(self.parse_operand_list(Delimiter::None)?);
            self.expect(TokenKind::RParen, "expected ')'")?;
            sizes.push((out.len() - before) as i32);
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        Ok(())
    }

    /// Parses `(t, t), (t)` type groups of a variadic-of-variadic operand (flattened).
    pub fn fmt_parse_type_groups(&mut self, out: &mut Vec<Type>) -> ParseResult<()> {
        loop {
            if !self.eat(TokenKind::LParen) {
                break;
            }
            if !self.eat(TokenKind::RParen) {
                out.extend(self.parse_type_list_no_parens()?);
                self.expect(TokenKind::RParen, "expected ')'")?;
            }
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        Ok(())
    }

    /// Parses a function type, returning its inputs and results (`functional-type`).
    pub fn fmt_parse_function_type(&mut self) -> ParseResult<(Vec<Type>, Vec<Type>)> {
        let at = self.get_current_location();
        let t = self.parse_type()?;
        match t.dyn_cast::<FunctionType>(self.ctx) {
            Some(f) => Ok((f.inputs.to_vec(), f.results.to_vec())),
            None => Err(self.emit_custom_op_error(
                at,
                format!(
                    "invalid kind of type specified: expected builtin.function, but found '{}'",
                    t.to_text(self.ctx)
                ),
            )),
        }
    }

    /// Parses a comma-separated list of regions, possibly empty (MLIR's optional region list).
    pub fn fmt_parse_region_list(&mut self, isolated: bool) -> ParseResult<Vec<RegionRef>> {
        let mut out = Vec::new();
        if !self.at(TokenKind::LBrace) {
            return Ok(out);
        }
        out.push(self.parse_region(&[], isolated)?);
        while self.eat(TokenKind::Comma) {
            out.push(self.parse_region(&[], isolated)?);
        }
        Ok(out)
    }

    /// Parses a comma-separated list of successors, possibly empty.
    pub fn fmt_parse_successor_list(&mut self) -> ParseResult<Vec<BlockRef>> {
        let mut out = Vec::new();
        if !self.at(TokenKind::CaretIdent) {
            return Ok(out);
        }
        out.push(self.parse_successor()?);
        while self.eat(TokenKind::Comma) {
            out.push(self.parse_successor()?);
        }
        Ok(out)
    }

    /// The optional `attr-dict` (or `attr-dict-with-keyword`), then, as ODS's generated parsers, the check of the
    /// inherent attributes written in it (`verify`, the op's `verifyInherentAttrs`), reported at
    /// the dictionary's start.
    pub fn fmt_parse_attr_dict_checked(
        &mut self,
        out: &mut Vec<NamedAttribute>,
        with_keyword: bool,
        op_name: &str,
        verify: crate::registry::InherentAttrsFn,
    ) -> ParseResult<()> {
        let at = self.tok.start as usize;
        if with_keyword {
            if !self.eat_keyword("attributes") {
                return Ok(());
            }
        } else if !self.at(TokenKind::LBrace) {
            return Ok(());
        }
        let attrs = self.parse_attribute_dict()?;
        if let Err(message) = verify(self.ctx(), &attrs) {
            return Err(self.error_at(at, format!("custom op '{op_name}' '{op_name}' op {message}")));
        }
        out.extend(attrs);
        Ok(())
    }

    /// Parses an optional `<{...}>` property dictionary (`prop-dict`).
    pub fn fmt_parse_prop_dict(&mut self, out: &mut Vec<NamedAttribute>) -> ParseResult<()> {
        if !self.eat(TokenKind::Less) {
            return Ok(());
        }
        let at = self.tok.start as usize;
        let a = self.parse_attribute(None)?;
        let Some(d) = a.dyn_cast::<DictionaryAttr>(self.ctx) else {
            return Err(self.error_at(at, "expected dictionary attribute for properties"));
        };
        out.extend(d.entries.iter().copied());
        self.expect(TokenKind::Greater, "expected '>'")
    }

    /// Whether the current token can start an attribute (MLIR's `parseOptionalAttribute`: the
    /// attribute keywords and punctuation, or a type, which is an attribute too).
    pub fn fmt_at_attribute_start(&self) -> bool {
        match self.tok.kind {
            TokenKind::LSquare
            | TokenKind::LBrace
            | TokenKind::HashIdent
            | TokenKind::Float
            | TokenKind::Integer
            | TokenKind::Minus
            | TokenKind::String
            | TokenKind::AtIdent => true,
            TokenKind::BareIdent => {
                matches!(
                    self.token_text(),
                    "true"
                        | "false"
                        | "unit"
                        | "affine_map"
                        | "affine_set"
                        | "array"
                        | "dense"
                        | "dense_resource"
                        | "sparse"
                        | "strided"
                        | "distinct"
                        | "loc"
                ) || self.at_type_start()
            }
            _ => self.at_type_start(),
        }
    }

    /// [`Self::resolve_operands`], reporting a count mismatch at the op's name.
    pub fn resolve_operands_at_name(
        &mut self,
        operands: &[UnresolvedOperand<'s>],
        types: &[Type],
        out: &mut SmallVec<[Value; 4]>,
    ) -> ParseResult<()> {
        if operands.len() != types.len() {
            return Err(self.emit_custom_op_error_at_name(crate::asm::parser_api::count_mismatch(operands, types)));
        }
        self.resolve_each(operands, types, out)
    }

    /// The buildable type spelled `spelling` (`i32`, `index`, `f32`, `none`, ...).
    pub fn fmt_buildable_type(&self, spelling: &str) -> Type {
        crate::ods::build::buildable_type(self.ctx, spelling)
    }

    /// The type of a typed attribute used to resolve an operand or result type.
    pub fn fmt_attr_type(&self, attr: Option<Attribute>, name: &str) -> ParseResult<Type> {
        attr.and_then(|a| a.typed(self.ctx))
            .ok_or_else(|| self.error_here(format!("attribute '{name}' has no type to resolve from")))
    }

    /// Adds the properties a custom syntax parsed (`props`) to `state`, next to those already set
    /// there. What the op definition knows (which attributes are inherent, their default values)
    /// is applied by the core after the op's parser returns ([`Self::finish_properties`]), so a
    /// hand-written parser only adds what its syntax spells.
    pub fn add_properties(&mut self, state: &mut OperationState, props: Vec<NamedAttribute>) {
        if props.is_empty() {
            return;
        }
        let ctx = &*self.ctx;
        let Some(before) = state.properties else {
            state.properties = Some(DictionaryAttr::get(ctx, props));
            return;
        };
        let mut all: Vec<NamedAttribute> = DictionaryAttr::entries(ctx, before).to_vec();
        for a in props {
            match all.iter_mut().find(|p| p.name == a.name) {
                Some(p) => p.value = a.value,
                None => all.push(a),
            }
        }
        state.properties = Some(DictionaryAttr::get(ctx, all));
    }

    /// Finishes the properties of an op parsed in its custom form, as MLIR's `Operation::create`
    /// does: the inherent attributes written in the attribute dictionary become properties
    /// (overriding what the syntax set, as `setAttrs` does), then every default-valued property
    /// still missing gets its default (MLIR's property storage always holds one). The core calls
    /// this after every custom parser; a generated parser also calls it before inferring result
    /// types, which may read the properties; the core then does not finish them again.
    pub fn finish_properties(&mut self, state: &mut OperationState) {
        if let Some(finished) = self.ops.properties_finished.last_mut() {
            if *finished {
                return;
            }
            *finished = true;
        }
        let ctx = &*self.ctx;
        let Some(info) = ctx.op_info_ref(state.name) else { return };
        let defaults = ctx.op_property_defaults(state.name);
        if state.attributes.is_empty() {
            // Nothing to move: the defaults the properties lack, if any, are all there is to do.
            let Some(props) = state.properties else {
                if !defaults.is_empty() {
                    state.properties = Some(self.defaults_dictionary(state.name));
                }
                return;
            };
            let entries = DictionaryAttr::entries(ctx, props);
            if defaults.iter().all(|d| entries.iter().any(|p| p.name == d.name)) {
                return;
            }
        }
        let (inherent, rest): (Vec<NamedAttribute>, Vec<NamedAttribute>) =
            state.attributes.iter().partition(|a| info.inherent_attrs.contains(&ctx.ident_str(a.name)));
        if inherent.is_empty() && defaults.is_empty() {
            return;
        }
        let mut props: Vec<NamedAttribute> =
            state.properties.map(|p| DictionaryAttr::entries(ctx, p).to_vec()).unwrap_or_default();
        let before = props.len();
        let moved = !inherent.is_empty();
        for a in inherent {
            match props.iter_mut().find(|p| p.name == a.name) {
                Some(p) => p.value = a.value,
                None => props.push(a),
            }
        }
        for &d in defaults {
            if !props.iter().any(|p| p.name == d.name) {
                props.push(d);
            }
        }
        if moved {
            state.attributes = rest;
        }
        if moved || props.len() != before {
            state.properties = Some(DictionaryAttr::get(ctx, props));
        }
    }

    /// The dictionary of an op's default-valued properties, all at their defaults (what an op
    /// written without any gets), made once a parse for each op name.
    fn defaults_dictionary(&mut self, name: crate::registry::OperationName) -> Attribute {
        if let Some(&dict) = self.ops.default_properties.get(&name) {
            return dict;
        }
        let mut props: Vec<NamedAttribute> = Vec::new();
        for &d in self.ctx.op_property_defaults(name) {
            if !props.iter().any(|p| p.name == d.name) {
                props.push(d);
            }
        }
        let dict = DictionaryAttr::get(self.ctx, props);
        self.ops.default_properties.insert(name, dict);
        dict
    }

    /// Parses an affine map of SSA ids, `[%i + 3, symbol(%n)]` (`(...)` with `square` false):
    /// MLIR's `OpAsmParser::parseAffineMapOfSSAIds`. Returns the map and its operands, the
    /// dimensions (in order of first use) before the symbols.
    pub fn parse_affine_map_of_ssa_ids(
        &mut self,
        square: bool,
    ) -> ParseResult<(crate::affine::AffineMap, Vec<crate::asm::UnresolvedOperand<'s>>)> {
        let offset = self.tok.start as usize;
        let parsed = crate::affine::parse_affine_map_of_ssa_ids(self.src, offset, square)
            .map_err(|e| self.error_at(e.offset, e.message))?;
        self.reset_lexer_to(parsed.end);
        let mut operands = parsed.dims;
        operands.extend(parsed.symbols);
        Ok((parsed.map, operands))
    }

    /// Parses one affine expression of SSA ids, `%i + symbol(%n) * 2`, without delimiters:
    /// MLIR's `OpAsmParser::parseAffineExprOfSSAIds`. Returns the expression and its dimension
    /// and symbol operands, each in order of first use.
    #[allow(clippy::type_complexity)]
    pub fn parse_affine_expr_of_ssa_ids(
        &mut self,
    ) -> ParseResult<(
        crate::affine::AffineExpr,
        Vec<crate::asm::UnresolvedOperand<'s>>,
        Vec<crate::asm::UnresolvedOperand<'s>>,
    )> {
        let offset = self.tok.start as usize;
        let parsed = crate::affine::parse_affine_expr_of_ssa_ids(self.src, offset)
            .map_err(|e| self.error_at(e.offset, e.message))?;
        self.reset_lexer_to(parsed.end);
        Ok((parsed.expr, parsed.dims, parsed.symbols))
    }

    /// Parses a bare affine map `(d0, d1) -> (d1, d0)` (MLIR's `parseAffineMap`).
    pub fn parse_affine_map(&mut self) -> ParseResult<crate::affine::AffineMap> {
        let offset = self.tok.start as usize;
        let (parsed, end) =
            crate::affine::parse_affine_map_or_set(self.src, offset).map_err(|e| self.error_at(e.offset, e.message))?;
        self.reset_lexer_to(end);
        match parsed {
            crate::affine::MapOrSet::Map(map) => Ok(map),
            crate::affine::MapOrSet::Set(_) => Err(self.error_at(offset, "expected AffineMap, but got IntegerSet")),
        }
    }
}

impl AsmParser<'_, '_> {
    /// Checks that a type parsed by `type($x)` is of the type class MLIR's generated parser asks
    /// for, given `x`'s constraint (the constraint's C++ type: `RankedTensorType` for
    /// `RankedTensorOf`, `TensorType` for `TensorOf`, `BaseMemRefType` for `MemRefOf`,
    /// `VectorType` for `VectorOf`): `invalid kind of type specified` as MLIR reports it.
    pub fn fmt_check_type_kind(
        &self,
        at: SMLoc,
        ty: Type,
        constraint: &crate::ods::constraints::TypeConstraint,
    ) -> ParseResult<()> {
        use crate::builtin::types::{MemRefType, RankedTensorType, UnrankedMemRefType, UnrankedTensorType, VectorType};
        use crate::ods::constraints::TypeConstraint as C;
        let ctx: &crate::Context = self.ctx;
        let (ok, expected) = match constraint {
            C::RankedTensorOf(_) => (ty.isa::<RankedTensorType>(ctx), Some("builtin.tensor")),
            C::TensorOf(_) => (ty.isa::<RankedTensorType>(ctx) || ty.isa::<UnrankedTensorType>(ctx), None),
            C::MemRefOf(_) => (ty.isa::<MemRefType>(ctx) || ty.isa::<UnrankedMemRefType>(ctx), None),
            C::VectorOf(_) => (ty.isa::<VectorType>(ctx), Some("builtin.vector")),
            C::Class { class, isa, .. } => (isa(ctx, ty), *class),
            _ => (true, None),
        };
        if ok {
            return Ok(());
        }
        Err(self.emit_custom_op_error(
            at,
            match expected {
                Some(e) => format!("invalid kind of type specified: expected {e}, but found '{}'", ty.to_text(ctx)),
                None => "invalid kind of type specified".to_string(),
            },
        ))
    }
}
