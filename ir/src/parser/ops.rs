//! Parsing of operations, regions and blocks, with MLIR's SSA scoping: names are visible in
//! nested regions unless the op is isolated from above, may be used before they are defined
//! (through placeholders resolved at the definition), and blocks may be referenced before their
//! label appears.

use crate::asm::lexer::{unescape_string, TokenKind};
use crate::asm::scopes::{BlockDef, IsolatedScope, LocTarget, ValueDef};
use crate::asm::{AsmParser, ParseResult, UnresolvedOperand};
use crate::attributes::{Attribute, NamedAttribute};
use crate::builder::OperationState;
use crate::builtin::attributes::DictionaryAttr;
use crate::builtin::types::FunctionType;
use crate::diagnostics::Diagnostic;
use crate::traits::IsolatedFromAbove;
use crate::types::Type;
use crate::value::Value;
use crate::{BlockRef, OpRef, RegionRef};
use rustc_hash::FxHashMap;

impl<'c, 's> AsmParser<'c, 's> {
    pub(crate) fn parse_top_level(&mut self, implicit_module: bool) -> ParseResult<OpRef> {
        let block = self.ctx.create_block();
        self.push_scope(true);
        loop {
            self.check_lex_error()?;
            match self.tok.kind {
                TokenKind::Eof => break,
                TokenKind::HashIdent => self.parse_attribute_alias_def()?,
                TokenKind::BangIdent => self.parse_type_alias_def()?,
                TokenKind::FileMetadataBegin => self.parse_file_metadata()?,
                _ => {
                    if self.parse_ops_in_parallel(block, true) {
                        continue;
                    }
                    let op = self.parse_operation()?;
                    self.ctx.append_op(block, op);
                }
            }
        }
        self.pop_scope(true)?;
        self.resolve_pending_loc_aliases()?;
        let ops: Vec<OpRef> = self.ctx.block_ops(block).collect();
        if !implicit_module {
            if ops.len() != 1 {
                let loc = self.loc_at(0);
                return Err(Diagnostic::error(
                    loc,
                    format!("source must contain a single top-level operation, found: {}", ops.len()),
                ));
            }
            self.ctx.detach_op(ops[0]);
            return Ok(ops[0]);
        }
        if ops.len() == 1 && self.ctx.isa_op::<crate::builtin::ops::ModuleOp>(ops[0]) {
            self.ctx.detach_op(ops[0]);
            return Ok(ops[0]);
        }
        let filename = self.filename;
        let loc = self.ctx.intern_attr(crate::builtin::locations::FileLineColRange {
            filename,
            start_line: 0,
            start_col: 0,
            end_line: 0,
            end_col: 0,
        });
        let module = crate::builtin::ops::build_module(self.ctx, loc, None);
        let body = crate::builtin::ops::module_body(self.ctx, module);
        for op in ops {
            self.ctx.detach_op(op);
            self.ctx.append_op(body, op);
        }
        Ok(module)
    }

    fn parse_attribute_alias_def(&mut self) -> ParseResult<()> {
        let at = self.tok.start as usize;
        let name = self.token_text()[1..].to_string();
        // MLIR's order: redefinition, reserved name, then the `=`.
        if self.attr_aliases.contains_key(&name) {
            return Err(self.error_at(at, format!("redefinition of attribute alias id '{name}'")));
        }
        if name.contains('.') {
            return Err(self.error_here("attribute names with a '.' are reserved for dialect-defined names"));
        }
        self.bump();
        self.expect(TokenKind::Equal, "expected '=' in attribute alias definition")?;
        let attr = self.parse_attribute(None)?;
        self.attr_aliases.insert(name, attr);
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> ParseResult<()> {
        let at = self.tok.start as usize;
        let name = self.token_text()[1..].to_string();
        // MLIR's order: redefinition, reserved name, then the `=`.
        if self.type_aliases.contains_key(&name) {
            return Err(self.error_at(at, format!("redefinition of type alias id '{name}'")));
        }
        if name.contains('.') {
            return Err(self.error_here("type names with a '.' are reserved for dialect-defined names"));
        }
        self.bump();
        self.expect(TokenKind::Equal, "expected '=' in type alias definition")?;
        let ty = self.parse_type()?;
        self.type_aliases.insert(name, ty);
        Ok(())
    }

    // ----- SSA scopes -----

    /// Opens a region scope (and a new name scope when `isolated`: only the top level is one; as
    /// in MLIR, values of enclosing regions stay visible in the regions of isolated-from-above
    /// ops, and the verifier reports uses that cross the boundary).
    pub(crate) fn push_scope(&mut self, isolated: bool) {
        if isolated || self.ops.scopes.is_empty() {
            self.ops.scopes.push(IsolatedScope::default());
        }
        if let Some(s) = self.ops.scopes.last_mut() {
            s.region_defs.push(Vec::new());
        }
        self.ops.blocks.push(FxHashMap::default());
    }

    /// Closes a region scope; undefined blocks and (for isolated scopes) unresolved forward
    /// references are errors.
    pub(crate) fn pop_scope(&mut self, isolated: bool) -> ParseResult<()> {
        if let Some(blocks) = self.ops.blocks.pop() {
            let mut undefined: Vec<(usize, &str)> =
                blocks.iter().filter(|(_, d)| !d.defined).map(|(n, d)| (d.offset, *n)).collect();
            undefined.sort();
            if let Some(&(offset, _)) = undefined.first() {
                return Err(self.error_at(offset, "reference to an undefined block"));
            }
        }
        let Some(scope) = self.ops.scopes.last_mut() else { return Ok(()) };
        if let Some(defs) = scope.region_defs.pop() {
            for name in defs {
                scope.values.remove(name);
            }
        }
        if isolated {
            if let Some(scope) = self.ops.scopes.pop() {
                let mut fwd: Vec<usize> = scope.forward.values().map(|&(_, off)| off).collect();
                fwd.sort();
                if let Some(&off) = fwd.first() {
                    return Err(self.error_at(off, "use of undeclared SSA value name"));
                }
            }
        }
        Ok(())
    }

    /// Parses `%name` or `%name#n`.
    pub fn parse_operand(&mut self) -> ParseResult<UnresolvedOperand<'s>> {
        self.ops.effects += 1;
        if !self.at(TokenKind::PercentIdent) {
            return Err(self.wrong_token_error("expected SSA operand"));
        }
        let offset = self.tok.start as usize;
        let text = self.tok.text(self.src);
        self.bump();
        let mut number = 0;
        if self.at(TokenKind::HashIdent) && self.tok.start == self.prev_end {
            let n = &self.token_text()[1..];
            number = n.parse::<u32>().map_err(|_| self.error_here("invalid SSA value result number"))?;
            self.bump();
        }
        Ok(UnresolvedOperand { name: text, number, offset })
    }

    /// Parses the name of a region argument being defined, `%i` (MLIR's `parseArgument`
    /// without its type): as an operand, but `result number not allowed in argument list` at
    /// a `#n` after it.
    pub fn parse_argument(&mut self) -> ParseResult<UnresolvedOperand<'s>> {
        self.ops.effects += 1;
        if !self.at(TokenKind::PercentIdent) {
            return Err(self.wrong_token_error("expected SSA operand"));
        }
        let offset = self.tok.start as usize;
        let text = self.tok.text(self.src);
        self.bump();
        if self.at(TokenKind::HashIdent) && self.tok.start == self.prev_end {
            return Err(self.error_here("result number not allowed in argument list"));
        }
        Ok(UnresolvedOperand { name: text, number: 0, offset })
    }

    /// Parses an operand if one starts here.
    pub fn parse_optional_operand(&mut self) -> ParseResult<Option<UnresolvedOperand<'s>>> {
        if self.at(TokenKind::PercentIdent) {
            self.parse_operand().map(Some)
        } else {
            Ok(None)
        }
    }

    /// Resolves a use to a value of type `ty`, creating a placeholder for a forward reference.
    pub fn resolve_operand(&mut self, u: UnresolvedOperand<'s>, ty: Type) -> ParseResult<Value> {
        self.ops.effects += 1;
        let found = self
            .ops
            .scopes
            .last()
            .and_then(|s| s.values.get(u.name).map(|d| (d.values.get(u.number as usize).copied(), d.offset)));
        if let Some((value, def_offset)) = found {
            let Some(v) = value else {
                return Err(self.error_at(u.offset, "reference to invalid result number"));
            };
            if let Some(state) = self.state.as_deref_mut() {
                state.add_value_use(def_offset, u.number, u.offset..u.offset + u.name.len());
            }
            let vt = self.ctx.value_type(v);
            if vt != ty {
                let def_loc = self.loc_at(def_offset);
                return Err(self
                    .error_at(
                        u.offset,
                        format!(
                            "use of value '{}' expects different type than prior uses: '{}' vs '{}'",
                            u.name,
                            ty.to_text(self.ctx),
                            vt.to_text(self.ctx)
                        ),
                    )
                    .with_note(def_loc, "prior use here"));
            }
            return Ok(v);
        }
        let key = (u.name, u.number);
        if let Some(state) = self.state.as_deref_mut() {
            state.add_forward_use(u.name, u.number, u.offset..u.offset + u.name.len());
        }
        if let Some(&(ph, first)) = self.ops.scopes.last().and_then(|s| s.forward.get(&key)) {
            let v = self.ctx.result(ph, 0);
            let vt = self.ctx.value_type(v);
            if vt != ty {
                let loc = self.loc_at(first);
                return Err(self
                    .error_at(
                        u.offset,
                        format!(
                            "use of value '{}' expects different type than prior uses: '{}' vs '{}'",
                            u.name,
                            ty.to_text(self.ctx),
                            vt.to_text(self.ctx)
                        ),
                    )
                    .with_note(loc, "prior use here"));
            }
            return Ok(v);
        }
        let name = *self.ops.placeholder_name.get_or_insert_with(|| self.ctx.op_name("builtin.unresolved_forward_ref"));
        let loc = self.loc_at(u.offset);
        let mut st = OperationState::new(name, loc);
        st.result_types.push(ty);
        let ph = self.ctx.create_op(st);
        if let Some(s) = self.ops.scopes.last_mut() {
            s.forward.insert(key, (ph, u.offset));
            *s.forward_per_name.entry(u.name).or_default() += 1;
        }
        Ok(self.ctx.result(ph, 0))
    }

    /// Defines `name` as the group `values`, resolving forward references to it.
    fn define_values(
        &mut self,
        name: &'s str,
        offset: usize,
        values: smallvec::SmallVec<[Value; 1]>,
    ) -> ParseResult<()> {
        let Some(scope) = self.ops.scopes.last() else { return Ok(()) };
        if let Some(prev) = scope.values.get(name) {
            let loc = self.loc_at(prev.offset);
            return Err(self
                .error_at(offset, format!("redefinition of SSA value '{name}'"))
                .with_note(loc, "previously defined here"));
        }
        for (i, &v) in values.iter().enumerate() {
            let key = (name, i as u32);
            let fwd = self.ops.scopes.last_mut().and_then(|s| {
                let removed = s.forward.remove(&key);
                if removed.is_some() {
                    if let Some(c) = s.forward_per_name.get_mut(name) {
                        *c -= 1;
                    }
                }
                removed
            });
            if let Some((ph, first)) = fwd {
                let old = self.ctx.result(ph, 0);
                let (ot, nt) = (self.ctx.value_type(old), self.ctx.value_type(v));
                if ot != nt {
                    let loc = self.loc_at(first);
                    return Err(self
                        .error_at(
                            offset,
                            format!("definition of SSA value '{name}#{i}' has type '{}'", nt.to_text(self.ctx)),
                        )
                        .with_note(loc, format!("previously used here with type '{}'", ot.to_text(self.ctx))));
                }
                self.ctx.replace_all_uses_with(old, v);
                let _ = self.ctx.erase_op(ph);
            }
        }
        // Numbers past the group's size that were forward-referenced are errors.
        let n = values.len() as u32;
        // (Only scan when forward references to `name` remain: scanning on every definition is
        // quadratic in the number of forward references.)
        if let Some(s) = self.ops.scopes.last().filter(|s| s.forward_per_name.get(name).is_some_and(|&c| c > 0)) {
            if let Some((_, &(_, off))) = s.forward.iter().find(|((nm, num), _)| *nm == name && *num >= n) {
                return Err(self.error_at(off, "reference to invalid result number"));
            }
        }
        if let Some(state) = self.state.as_deref_mut() {
            state.define_values(name, offset, values.to_vec());
        }
        if let Some(s) = self.ops.scopes.last_mut() {
            s.values.insert(name, ValueDef { values, offset });
            if let Some(defs) = s.region_defs.last_mut() {
                defs.push(name);
            }
        }
        Ok(())
    }

    // ----- operations -----

    /// Parses one operation (with its results and trailing location); returns it detached.
    pub(crate) fn parse_operation(&mut self) -> ParseResult<OpRef> {
        self.ops.effects += 1;
        self.check_lex_error()?;
        let start = self.tok.start as usize;
        let symbols_from = self.state.as_ref().map_or(0, |s| s.symbols.len());
        let mut result_groups: smallvec::SmallVec<[(&'s str, usize, u32); 1]> = smallvec::SmallVec::new();
        let mut num_expected = 0u32;
        if self.at(TokenKind::PercentIdent) {
            self.parse_comma_separated(|p| {
                if !p.at(TokenKind::PercentIdent) {
                    return Err(p.wrong_token_error("expected valid ssa identifier"));
                }
                let name = p.tok.text(p.src);
                let off = p.tok.start as usize;
                p.bump();
                let mut count = 1u32;
                if p.eat(TokenKind::Colon) {
                    let n = match p.tok.kind {
                        TokenKind::Integer => crate::asm::parser::parse_uint_literal(p.token_text()),
                        _ => None,
                    };
                    match n {
                        Some(n) if n >= 1 && n <= u32::MAX as u64 => count = n as u32,
                        Some(_) => return Err(p.error_here("expected named operation to have at least 1 result")),
                        None => return Err(p.wrong_token_error("expected integer number of results")),
                    }
                    p.bump();
                }
                result_groups.push((name, off, count));
                num_expected += count;
                Ok(())
            })?;
            self.expect(TokenKind::Equal, "expected '=' after SSA name")?;
        }
        let name = self.tok.start as usize..self.tok.end as usize;
        let op = match self.tok.kind {
            TokenKind::String => self.parse_generic_operation()?,
            TokenKind::BareIdent => self.parse_custom_operation()?,
            _ if !result_groups.is_empty() => return Err(self.wrong_token_error("expected operation name in quotes")),
            _ => return Err(self.wrong_token_error("expected operation name in quotes")),
        };
        let n = self.ctx.num_results(op) as u32;
        if !result_groups.is_empty() {
            if n == 0 {
                return Err(self.error_at(start, "cannot name an operation with no results"));
            }
            if n != num_expected {
                return Err(self.error_at(
                    start,
                    format!("operation defines {n} results but was provided {num_expected} to bind"),
                ));
            }
            let mut next = 0u32;
            for (name, off, count) in result_groups {
                let values = (next..next + count).map(|i| self.ctx.result(op, i as usize)).collect();
                next += count;
                self.define_values(name, off, values)?;
            }
        }
        self.parse_trailing_location(op)?;
        if let Some(state) = self.state.as_deref_mut() {
            state.add_op(op, start..self.prev_end as usize, name, symbols_from);
        }
        Ok(op)
    }

    fn parse_trailing_location(&mut self, op: OpRef) -> ParseResult<()> {
        if !self.at_keyword("loc") {
            return Ok(());
        }
        self.bump();
        self.expect(TokenKind::LParen, "expected '(' in location")?;
        if self.at(TokenKind::HashIdent) {
            let name = self.token_text()[1..].to_string();
            if !name.contains('.') && self.src.as_bytes().get(self.tok.end as usize) != Some(&b'<') {
                let at = self.tok.start as usize;
                self.bump();
                match self.attr_aliases.get(&name) {
                    Some(&a) => {
                        if !a.is_location(self.ctx) {
                            return Err(
                                self.error_at(at, format!("expected location, but found '{}'", a.to_text(self.ctx)))
                            );
                        }
                        self.ctx.set_op_loc(op, a);
                    }
                    None => self.ops.pending_loc_aliases.push((LocTarget::Op(op), name, at)),
                }
                self.expect(TokenKind::RParen, "expected ')' in location")?;
                return Ok(());
            }
        }
        let loc = self.parse_location_instance()?;
        self.expect(TokenKind::RParen, "expected ')' in location")?;
        self.ctx.set_op_loc(op, loc);
        Ok(())
    }

    fn resolve_pending_loc_aliases(&mut self) -> ParseResult<()> {
        for (target, name, at) in std::mem::take(&mut self.ops.pending_loc_aliases) {
            let Some(&a) = self.attr_aliases.get(&name) else {
                return Err(self.error_at(at, "operation location alias was never defined"));
            };
            if !a.is_location(self.ctx) {
                return Err(self.error_at(at, format!("expected location, but found '{}'", a.to_text(self.ctx))));
            }
            match target {
                LocTarget::Op(op) => self.ctx.set_op_loc(op, a),
            }
        }
        Ok(())
    }

    /// Parses `"name"(operands)[succs] <{props}> (regions) {attrs} : (types) -> types`.
    fn parse_generic_operation(&mut self) -> ParseResult<OpRef> {
        let at = self.tok.start as usize;
        let raw = self.tok.text(self.src);
        let (op_name, info) = match self.ops.op_names.get(raw) {
            Some((n, i)) => (*n, i.clone()),
            None => {
                let name_bytes = unescape_string(raw);
                let name = String::from_utf8_lossy(&name_bytes).into_owned();
                if name.is_empty() {
                    return Err(self.error_here("empty operation name is invalid"));
                }
                if name.contains('\0') {
                    return Err(self.error_here("null character not allowed in operation name"));
                }
                let n = self.ctx.op_name(&name);
                let i = self.ctx.op_info(n);
                if i.is_none() {
                    // MLIR reports an unknown dialect at the token after the name.
                    self.bump();
                    self.check_op_name_allowed(&name)?;
                    self.ops.op_names.insert(raw, (n, i.clone()));
                    let loc = self.loc_at(at);
                    return self.parse_generic_operation_body(n, i, loc);
                }
                self.ops.op_names.insert(raw, (n, i.clone()));
                (n, i)
            }
        };
        self.bump();
        let loc = self.loc_at(at);
        self.note_top_level_op(op_name);
        self.parse_generic_operation_body(op_name, info, loc)
    }

    /// Rejects an unregistered op of an unknown dialect unless unregistered dialects are
    /// allowed (an unknown op of a known dialect is the verifier's to reject, as in MLIR).
    fn check_op_name_allowed(&self, name: &str) -> ParseResult<()> {
        let dialect = name.split_once('.').map_or("", |(d, _)| d);
        if !self.ctx.is_dialect_registered(dialect) && !self.ctx.allows_unregistered_dialects() {
            return Err(self.error_here(
                "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
            ));
        }
        Ok(())
    }

    fn parse_generic_operation_body(
        &mut self,
        op_name: crate::registry::OperationName,
        info: Option<std::sync::Arc<crate::registry::OpInfo>>,
        loc: Attribute,
    ) -> ParseResult<OpRef> {
        let mut state = OperationState::new(op_name, loc);

        self.expect(TokenKind::LParen, "expected '(' to start operand list")?;
        let mut operands: smallvec::SmallVec<[UnresolvedOperand<'s>; 4]> = smallvec::SmallVec::new();
        // MLIR's `parseOptionalSSAUseList`: operands only when the list starts with one.
        if self.at(TokenKind::PercentIdent) {
            self.parse_comma_separated(|p| {
                operands.push(p.parse_operand()?);
                Ok(())
            })?;
        }
        self.expect(TokenKind::RParen, "expected ')' to end operand list")?;
        if self.at(TokenKind::LSquare) {
            // MLIR rejects successors on a registered op that cannot be a terminator.
            if info.as_ref().is_some_and(|i| !i.has_trait::<crate::traits::IsTerminator>()) {
                return Err(self.error_here("successors in non-terminator"));
            }
            self.bump();
            self.parse_comma_separated(|p| {
                let b = p.parse_successor()?;
                state.successors.push(b);
                Ok(())
            })?;
            self.expect(TokenKind::RSquare, "expected ']' to end successor list")?;
        }
        if self.at(TokenKind::Less) {
            self.bump();
            let props = self.parse_attribute(None)?;
            self.expect(TokenKind::Greater, "expected '>' to close properties")?;
            state.properties = Some(props);
        }
        if self.at(TokenKind::LParen) {
            self.bump();
            let isolated = info.as_ref().is_some_and(|i| i.has_trait::<IsolatedFromAbove>());
            loop {
                let r = self.parse_region(&[], isolated)?;
                state.regions.push(r);
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::RParen, "expected ')' to end region list")?;
        }
        if self.at(TokenKind::LBrace) {
            state.attributes = self.parse_attribute_dict()?;
        }
        if !self.at(TokenKind::Colon) {
            return Err(self.wrong_token_error("expected ':' followed by operation type"));
        }
        self.bump();
        let ty_at = self.tok.start as usize;
        let src = self.src;
        let line_end = src[ty_at..].find('\n').map_or(src.len(), |i| ty_at + i);
        let key = &src[ty_at..line_end];
        let ty = match self.ops.fn_types.get(key) {
            Some(&(ty, len)) => {
                self.reset_lexer_to(ty_at + len as usize);
                ty
            }
            None => {
                let ty = self.parse_type()?;
                let len = self.prev_end as usize - ty_at;
                // Only a type that ends on its line is known by the line: one going on past it
                // could go on differently after another line of the same text.
                if len <= key.len() {
                    self.ops.fn_types.insert(key, (ty, len as u32));
                }
                ty
            }
        };
        let Some(fty) = ty.dyn_cast::<FunctionType>(self.ctx) else {
            return Err(self.error_at(ty_at, "expected function type"));
        };
        let inputs: smallvec::SmallVec<[Type; 4]> = fty.inputs.iter().copied().collect();
        let results: smallvec::SmallVec<[Type; 2]> = fty.results.iter().copied().collect();
        if inputs.len() != operands.len() {
            return Err(self.error_at(
                ty_at,
                format!(
                    "expected {} operand type{} but had {}",
                    operands.len(),
                    if operands.len() == 1 { "" } else { "s" },
                    inputs.len()
                ),
            ));
        }
        for (u, &t) in operands.iter().zip(&inputs) {
            let v = self.resolve_operand(*u, t)?;
            state.operands.push(v);
        }
        state.result_types = results;
        if let Some(info) = info.as_deref() {
            self.check_inherent_attrs(&state, info)?;
        }
        if let (Some(info), Some(props)) = (info.as_deref(), state.properties) {
            // As MLIR: an op without inherent attributes has no properties to set.
            if info.inherent_attrs.is_empty() && info.property_defaults.is_none() {
                return Err(Diagnostic::error(
                    state.loc,
                    format!(
                        "invalid properties {} for op {}: this operation does not support properties",
                        props.to_text(self.ctx),
                        info.name
                    ),
                ));
            }
        }
        self.normalize_properties(&mut state, info.as_deref());
        Ok(self.ctx.create_op(state))
    }

    /// MLIR's parse-time checks of a registered op's inherent attributes in the generic form:
    /// the property conversion of `<{...}>`, or, without properties, the constraints of the
    /// inherent attributes written in the attribute dictionary (`verifyInherentAttrs`).
    fn check_inherent_attrs(&self, state: &OperationState, info: &crate::registry::OpInfo) -> ParseResult<()> {
        let ctx = &*self.ctx;
        let Some(props) = state.properties else {
            if let Some(verify) = info.verify_inherent_attrs {
                if let Err(message) = verify(ctx, &state.attributes) {
                    return Err(Diagnostic::error(state.loc, format!("'{}' op {message}", info.name)));
                }
            }
            return Ok(());
        };
        let Some(convertible) = info.property_convertible.filter(|_| !info.inherent_attrs.is_empty()) else {
            return Ok(());
        };
        let invalid = |why: String| {
            Diagnostic::error(
                state.loc,
                format!("invalid properties {} for op {}: {why}", props.to_text(ctx), info.name),
            )
        };
        let Some(dict) = props.dyn_cast::<DictionaryAttr>(ctx) else {
            return Err(invalid("expected DictionaryAttr to set properties".into()));
        };
        for name in &info.inherent_attrs {
            let Some(entry) = dict.entries.iter().find(|a| ctx.ident_str(a.name) == *name) else { continue };
            if !convertible(ctx, name, entry.value) {
                return Err(invalid(format!(
                    "Invalid attribute `{name}` in property conversion: {}",
                    entry.value.to_text(ctx)
                )));
            }
        }
        Ok(())
    }

    /// For registered ops, moves inherent attributes written in the attribute dictionary into
    /// the properties, as MLIR does.
    fn normalize_properties(&mut self, state: &mut OperationState, info: Option<&crate::registry::OpInfo>) {
        let Some(info) = info else { return };
        let defaults = self.ctx.op_property_defaults(state.name);
        if !defaults.is_empty() {
            let given = state.properties.map_or(&[][..], |p| DictionaryAttr::entries(self.ctx, p));
            let missing = |d: &NamedAttribute| {
                !state.attributes.iter().any(|a| a.name == d.name) && !given.iter().any(|p| p.name == d.name)
            };
            // Most ops spell out their properties or have none with a default: nothing to rebuild.
            if defaults.iter().any(missing) {
                let mut props = given.to_vec();
                props.extend(defaults.iter().filter(|d| missing(d)));
                state.properties = Some(DictionaryAttr::get(self.ctx, props));
            }
        }
        if info.inherent_attrs.is_empty() {
            return;
        }
        let ctx = &*self.ctx;
        let is_inherent = |a: &NamedAttribute| info.inherent_attrs.contains(&ctx.ident_str(a.name));
        let given = state.properties.map_or(&[][..], |p| DictionaryAttr::entries(ctx, p));
        // The common case, the properties already hold the inherent attributes and only them and
        // no discardable attribute is inherent: what follows would rebuild the same dictionary.
        if !given.is_empty() && given.iter().all(is_inherent) && !state.attributes.iter().any(is_inherent) {
            return;
        }
        let mut props: Vec<NamedAttribute> = given.to_vec();
        let (inherent, rest): (Vec<NamedAttribute>, Vec<NamedAttribute>) =
            state.attributes.iter().partition(|a| info.inherent_attrs.contains(&ctx.ident_str(a.name)));
        if inherent.is_empty() && state.properties.is_none() {
            return;
        }
        for a in inherent {
            if !props.iter().any(|p| p.name == a.name) {
                props.push(a);
            }
        }
        // As MLIR's property conversion, which reads the op's own properties from `<{...}>` and
        // ignores any other entry (kept, they would print as discardable attributes in the custom
        // form, which then does not round trip).
        props.retain(|p| info.inherent_attrs.contains(&ctx.ident_str(p.name)));
        state.attributes = rest;
        state.properties = if props.is_empty() { None } else { Some(DictionaryAttr::get(self.ctx, props)) };
    }

    fn parse_custom_operation(&mut self) -> ParseResult<OpRef> {
        let at = self.tok.start as usize;
        let name = self.token_text();
        let op = match self.ops.custom_op_names.get(name) {
            Some(&op) => op,
            None => self.look_up_custom_op(name)?,
        };
        self.bump();
        let loc = self.loc_at(at);
        self.note_top_level_op(op.name);
        let mut state = OperationState::new(op.name, loc);
        self.ops.default_dialect.push(op.default_dialect.unwrap_or(""));
        self.ops.custom_ops.push(Some((op.name, loc)));
        self.ops.properties_finished.push(false);
        let r = (op.parse)(self, &mut state);
        if r.is_ok() {
            // With the op's own entry on top: nothing to do when its parser finished them.
            self.finish_properties(&mut state);
        }
        self.ops.properties_finished.pop();
        self.ops.custom_ops.pop();
        self.ops.default_dialect.pop();
        r?;
        Ok(self.ctx.create_op(state))
    }

    /// Finds the registered op with a custom parser that the custom-form op name `name` (the
    /// current token) names, directly or in the default dialect, or reports why there is none.
    /// A name that names its op directly is remembered for the rest of the parse.
    fn look_up_custom_op(&mut self, name: &'s str) -> ParseResult<crate::asm::scopes::CustomOpEntry> {
        let at = self.tok.start as usize;
        let mut full = name.to_string();
        let mut info = self.ctx.op_info(self.ctx.op_name(name));
        // As MLIR's `parseCustomOperationName`: a name without a dialect prefix (no `.`, or
        // nothing after the first one) is looked up in the default dialect as well.
        let (mut dialect, rest) = name.split_once('.').unwrap_or((name, ""));
        if info.is_none() && rest.is_empty() {
            dialect = self.ops_default_dialect();
            full = format!("{dialect}.{name}");
            info = self.ctx.op_info(self.ctx.op_name(&full));
        }
        let Some((info, parse)) = info.and_then(|i| i.parse.map(|parse| (i, parse))) else {
            // MLIR reads the name (and so lexes the next token) before it looks the op up.
            self.bump();
            let tried = if full == name { String::new() } else { format!(" (tried '{full}' as well)") };
            if self.ctx.is_dialect_registered(dialect) {
                return Err(self.error_at(at, format!("custom op '{name}' is unknown{tried}")));
            }
            let note = format!(
                "Available dialects: {} ; for more info on dialect registration see \
                 https://mlir.llvm.org/getting_started/Faq/\
                 #registered-loaded-dependent-whats-up-with-dialects-management",
                self.ctx.dialect_namespaces().join(", ")
            );
            let d = self.error_at(at, format!("Dialect `{dialect}' not found for custom op '{name}' {tried}"));
            let loc = d.loc;
            return Err(d.with_note(loc, note));
        };
        let op = crate::asm::scopes::CustomOpEntry {
            name: self.ctx.op_name(&full),
            parse,
            default_dialect: info.default_dialect,
        };
        if full == name {
            self.ops.custom_op_names.insert(name, op);
        }
        Ok(op)
    }

    /// Notes whether the top-level op about to be parsed is a module (whose body's ops may then
    /// be parsed in parallel).
    fn note_top_level_op(&mut self, name: crate::registry::OperationName) {
        if self.depth == 0 {
            self.in_top_module = name == self.ctx.op_name(<crate::builtin::ops::ModuleOp as crate::ods::Op>::NAME);
        }
    }

    fn ops_default_dialect(&self) -> &'static str {
        self.ops.default_dialect.last().copied().unwrap_or("builtin")
    }

    /// Parses `^bb` as a successor reference (defining the block lazily).
    pub fn parse_successor(&mut self) -> ParseResult<BlockRef> {
        self.ops.effects += 1;
        if !self.at(TokenKind::CaretIdent) {
            return Err(self.wrong_token_error("expected block name"));
        }
        let name = self.tok.text(self.src);
        let off = self.tok.start as usize;
        self.bump();
        let block = self.block_by_name(name, off);
        if let Some(state) = self.state.as_deref_mut() {
            state.add_block_use(block, off..off + name.len());
        }
        Ok(block)
    }

    fn block_by_name(&mut self, name: &'s str, offset: usize) -> BlockRef {
        if let Some(d) = self.ops.blocks.last().and_then(|b| b.get(name)) {
            return d.block;
        }
        let block = self.ctx.create_block();
        if let Some(b) = self.ops.blocks.last_mut() {
            b.insert(name, BlockDef { block, defined: false, offset });
        }
        block
    }

    /// Parses a region `{ ... }`. `entry_args` are arguments the entry block gets from the op's
    /// custom syntax (then the entry block may not have a label). Returns it detached.
    pub fn parse_region(
        &mut self,
        entry_args: &[(UnresolvedOperand<'s>, Type, Option<Attribute>)],
        isolated: bool,
    ) -> ParseResult<RegionRef> {
        self.ops.effects += 1;
        self.enter_nesting()?;
        self.expect(TokenKind::LBrace, "expected '{' to begin a region")?;
        let region = self.ctx.create_region();
        let _ = isolated;
        self.push_scope(false);
        self.ops.custom_ops.push(None);
        let result = crate::stack::with_stack(|| self.parse_region_body(region, entry_args));
        self.ops.custom_ops.pop();
        let popped = self.pop_scope(false);
        result?;
        popped?;
        self.exit_nesting();
        Ok(region)
    }

    fn parse_region_body(
        &mut self,
        region: RegionRef,
        entry_args: &[(UnresolvedOperand<'s>, Type, Option<Attribute>)],
    ) -> ParseResult<()> {
        // As MLIR's `parseRegion`: `{}` is an empty region, unless the op's syntax gave the
        // entry block arguments (`scf.for ... {}`), which then has an empty entry block.
        if entry_args.is_empty() && self.eat(TokenKind::RBrace) {
            return Ok(());
        }
        // The entry block: implicit unless labeled.
        let entry = if self.at(TokenKind::CaretIdent) {
            if !entry_args.is_empty() {
                return Err(self.error_here("invalid block name in region with named arguments"));
            }
            None
        } else {
            let b = self.ctx.create_block();
            self.ctx.append_block(region, b);
            for &(u, ty, loc) in entry_args {
                // As MLIR: an entry argument may not take a name already defined or
                // forward-referenced in the enclosing isolated scope.
                let in_use = self.ops.scopes.last().and_then(|s| match s.values.get(u.name) {
                    Some(d) if (u.number as usize) < d.values.len() => Some(d.offset),
                    _ => s.forward.get(&(u.name, u.number)).map(|&(_, first)| first),
                });
                if let Some(previous) = in_use {
                    let note = self.loc_at(previous);
                    return Err(self
                        .error_at(u.offset, format!("region entry argument '{}' is already in use", u.name))
                        .with_note(note, "previously referenced here"));
                }
                let loc = match loc {
                    Some(l) => l,
                    None => self.loc_at(u.offset),
                };
                let v = self.ctx.add_block_argument(b, ty, loc);
                self.define_values(u.name, u.offset, smallvec::smallvec![v])?;
            }
            Some(b)
        };
        if let Some(b) = entry {
            self.parse_block_body(b)?;
        }
        while !self.eat(TokenKind::RBrace) {
            if !self.at(TokenKind::CaretIdent) {
                return Err(self.wrong_token_error("expected block name"));
            }
            self.parse_block(region)?;
        }
        Ok(())
    }

    fn parse_block(&mut self, region: RegionRef) -> ParseResult<()> {
        let name = self.tok.text(self.src);
        let off = self.tok.start as usize;
        self.bump();
        let block = match self.ops.blocks.last_mut().and_then(|b| b.get_mut(name)) {
            Some(d) if d.defined => {
                return Err(self.error_at(off, format!("redefinition of block '{name}'")));
            }
            Some(d) => {
                d.defined = true;
                d.block
            }
            None => {
                let block = self.ctx.create_block();
                if let Some(b) = self.ops.blocks.last_mut() {
                    b.insert(name, BlockDef { block, defined: true, offset: off });
                }
                block
            }
        };
        self.ctx.append_block(region, block);
        if let Some(state) = self.state.as_deref_mut() {
            state.define_block(block, off..off + name.len());
        }
        if self.eat(TokenKind::LParen) && !self.eat(TokenKind::RParen) {
            self.parse_comma_separated(|p| {
                if !p.at(TokenKind::PercentIdent) {
                    return Err(p.wrong_token_error("expected SSA operand"));
                }
                let u = p.parse_operand()?;
                if !p.at(TokenKind::Colon) {
                    return Err(p.wrong_token_error("expected ':' and type for SSA operand"));
                }
                p.bump();
                let ty = p.parse_type()?;
                let loc = p.parse_optional_location_specifier()?;
                let loc = match loc {
                    Some(l) => l,
                    None => p.loc_at(u.offset),
                };
                let v = p.ctx.add_block_argument(block, ty, loc);
                p.define_values(u.name, u.offset, smallvec::smallvec![v])
            })?;
            self.expect(TokenKind::RParen, "expected ')'")?;
        }
        self.expect(TokenKind::Colon, "expected ':' after block name")?;
        self.parse_block_body(block)
    }

    /// Parses a trailing `loc(...)` if one is next (MLIR's `parseOptionalLocationSpecifier`:
    /// block arguments, custom syntax).
    pub fn parse_optional_location_specifier(&mut self) -> ParseResult<Option<Attribute>> {
        if !self.at_keyword("loc") {
            return Ok(None);
        }
        self.bump();
        self.expect(TokenKind::LParen, "expected '(' in location")?;
        let loc = self.parse_location_instance()?;
        self.expect(TokenKind::RParen, "expected ')' in location")?;
        Ok(Some(loc))
    }

    fn parse_block_body(&mut self, block: BlockRef) -> ParseResult<()> {
        loop {
            self.check_lex_error()?;
            match self.tok.kind {
                TokenKind::CaretIdent | TokenKind::RBrace => return Ok(()),
                // At the end of the input, MLIR's parser tries to parse one more op.
                TokenKind::Eof => return Err(self.wrong_token_error("expected operation name in quotes")),
                _ => {
                    if self.depth == 1 && self.in_top_module && self.parse_ops_in_parallel(block, false) {
                        continue;
                    }
                    let op = self.parse_operation()?;
                    self.ctx.append_op(block, op);
                }
            }
        }
    }
}
