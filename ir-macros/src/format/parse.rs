//! Parsing of the format string into [`Elem`]s, with MLIR's binding checks (`OpFormatParser`).

use super::ast::{Elem, OptionalGroup};
use super::lexer::{is_valid_literal, lex, Tok};
use crate::model::{Arity, AttrPresence, OpModel};

/// Where an element appears (MLIR's `FormatParser::Context`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ctx {
    /// At the top level (or in an optional group).
    TopLevel,
    /// An argument of `custom<..>(..)`.
    Custom,
    /// The argument of `type(..)` / `functional-type(..)`.
    Type,
    /// The argument of `ref(..)`.
    Ref,
}

/// What the format binds; filled while parsing, read by validation and code generation.
#[derive(Debug, Default, Clone)]
pub struct Seen {
    pub has_attr_dict: bool,
    pub has_prop_dict: bool,
    pub all_operands: bool,
    pub all_operand_types: bool,
    pub all_result_types: bool,
    pub all_regions: bool,
    pub all_successors: bool,
    pub operands: Vec<bool>,
    pub operand_types: Vec<bool>,
    pub result_types: Vec<bool>,
    /// Attributes bound by the format, in order of appearance.
    pub attrs: Vec<usize>,
    pub regions: Vec<bool>,
    pub successors: Vec<bool>,
}

/// The format parser.
pub struct FormatParser<'m> {
    model: &'m OpModel,
    toks: Vec<(Tok, usize)>,
    pos: usize,
    pub seen: Seen,
}

type PResult<T> = Result<T, String>;

impl<'m> FormatParser<'m> {
    /// A parser for `src`, the format of `model`.
    pub fn new(model: &'m OpModel, src: &str) -> PResult<Self> {
        let toks = lex(src)?;
        let seen = Seen {
            operands: vec![false; model.operands.len()],
            operand_types: vec![false; model.operands.len()],
            result_types: vec![false; model.results.len()],
            regions: vec![false; model.regions.len()],
            successors: vec![false; model.successors.len()],
            ..Default::default()
        };
        Ok(FormatParser { model, toks, pos: 0, seen })
    }

    fn cur(&self) -> &Tok {
        &self.toks[self.pos].0
    }

    fn bump(&mut self) -> Tok {
        let t = self.toks[self.pos].0.clone();
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        t
    }

    fn expect(&mut self, t: Tok, msg: &str) -> PResult<()> {
        if *self.cur() == t {
            self.bump();
            Ok(())
        } else {
            Err(msg.to_string())
        }
    }

    /// Parses the whole format.
    pub fn parse(&mut self) -> PResult<Vec<Elem>> {
        let mut elems = Vec::new();
        while *self.cur() != Tok::Eof {
            elems.push(self.parse_element(Ctx::TopLevel)?);
        }
        Ok(elems)
    }

    fn parse_element(&mut self, ctx: Ctx) -> PResult<Elem> {
        match self.cur().clone() {
            Tok::Literal(_) => self.parse_literal(ctx),
            Tok::Str(s) => {
                self.bump();
                if ctx != Ctx::Custom {
                    return Err("strings may only be used as 'custom' directive arguments".into());
                }
                // As MLIR does: backslashes are dropped.
                Ok(Elem::Str(s.chars().filter(|&c| c != '\\').collect()))
            }
            Tok::Variable(name) => {
                self.bump();
                self.parse_variable(&name, ctx)
            }
            t if t.is_keyword() => {
                self.bump();
                let Tok::Ident(kw) = t else { unreachable!() };
                self.parse_directive(&kw, ctx)
            }
            Tok::LParen => self.parse_optional_group(ctx),
            _ => Err("expected literal, variable, directive, or optional group".into()),
        }
    }

    fn parse_literal(&mut self, ctx: Ctx) -> PResult<Elem> {
        let tok = self.bump();
        if ctx != Ctx::TopLevel {
            return Err("literals may only be used in the top-level section of the format".into());
        }
        let Tok::Literal(spelling) = tok else {
            return Err(format!("expected literal, but got '{}'", tok_text(&tok)));
        };
        let value = &spelling[1..spelling.len() - 1];
        match value {
            "" => return Ok(Elem::NoSpace),
            " " => return Ok(Elem::Space),
            "\\n" | "\n" => return Ok(Elem::Newline),
            _ => {}
        }
        is_valid_literal(value).map_err(|m| format!("expected valid literal but got '{value}': {m}"))?;
        Ok(Elem::Literal(value.to_string()))
    }

    fn parse_optional_group(&mut self, ctx: Ctx) -> PResult<Elem> {
        self.bump();
        if ctx != Ctx::TopLevel {
            return Err("optional groups can only be used as top-level elements".into());
        }
        let mut anchor: Option<(bool, usize)> = None;
        let mut then = Vec::new();
        self.parse_child_elements(&mut then, &mut anchor, false)?;
        self.bump();
        let mut els = Vec::new();
        if *self.cur() == Tok::Colon {
            self.bump();
            self.expect(Tok::LParen, "expected '(' to start else branch of optional group")?;
            self.parse_child_elements(&mut els, &mut anchor, true)?;
            self.bump();
        }
        self.expect(Tok::Question, "expected '?' after optional group")?;
        let Some((anchor_in_else, anchor)) = anchor else {
            return Err("optional group has no anchor element".into());
        };
        for (i, e) in then.iter().enumerate() {
            self.verify_optional_group_element(e, !anchor_in_else && i == anchor)?;
        }
        for (i, e) in els.iter().enumerate() {
            self.verify_optional_group_element(e, anchor_in_else && i == anchor)?;
        }
        let first = then.iter().find(|e| !e.is_whitespace());
        match first {
            Some(
                Elem::Literal(_)
                | Elem::Operand(_)
                | Elem::Result(_)
                | Elem::Attr { .. }
                | Elem::Region(_)
                | Elem::Successor(_)
                | Elem::Custom { .. },
            ) => {}
            _ => return Err("first parsable element of an optional group must be a literal or variable".into()),
        }
        Ok(Elem::Optional(Box::new(OptionalGroup { then, els, anchor_in_else, anchor })))
    }

    fn parse_child_elements(
        &mut self,
        elems: &mut Vec<Elem>,
        anchor: &mut Option<(bool, usize)>,
        in_else: bool,
    ) -> PResult<()> {
        loop {
            let e = self.parse_element(Ctx::TopLevel)?;
            if *self.cur() == Tok::Caret {
                if anchor.is_some() {
                    return Err("only one element can be marked as the anchor of an optional group".into());
                }
                *anchor = Some((in_else, elems.len()));
                self.bump();
            }
            elems.push(e);
            if *self.cur() == Tok::RParen {
                return Ok(());
            }
            if *self.cur() == Tok::Eof {
                return Err("expected ')' to end optional group".into());
            }
        }
    }

    fn verify_optional_group_element(&self, e: &Elem, is_anchor: bool) -> PResult<()> {
        match e {
            Elem::Attr { idx, .. } => {
                let a = &self.model.attributes[*idx];
                if is_anchor && a.presence == AttrPresence::Required {
                    return Err(
                        "only optional or default-valued attributes can be used to anchor an optional group".into()
                    );
                }
                Ok(())
            }
            Elem::Operand(i) => {
                if !self.model.operands[*i].arity.is_variable() {
                    return Err("only variable length operands can be used within an optional group".into());
                }
                Ok(())
            }
            Elem::Result(i) => {
                if !self.model.results[*i].arity.is_variable() {
                    return Err("only variable length results can be used within an optional group".into());
                }
                Ok(())
            }
            Elem::Region(_) => Ok(()),
            Elem::Type { arg, .. } => self.verify_optional_group_element(arg, false),
            Elem::FunctionalType(a, b) => {
                self.verify_optional_group_element(a, false)?;
                self.verify_optional_group_element(b, false)
            }
            Elem::Custom { args, .. } => {
                if !is_anchor {
                    return Ok(());
                }
                for a in args {
                    if matches!(a, Elem::Ref(_)) {
                        continue;
                    }
                    self.verify_optional_group_element(a, true)?;
                }
                Ok(())
            }
            Elem::Literal(_) | Elem::Space | Elem::NoSpace | Elem::Newline | Elem::Optional(_) => {
                if is_anchor {
                    return Err("only variables and types can be used to anchor an optional group".into());
                }
                Ok(())
            }
            _ => Err("only literals, types, and variables can be used within an optional group".into()),
        }
    }

    fn parse_variable(&mut self, name: &str, ctx: Ctx) -> PResult<Elem> {
        let m = self.model;
        if let Some(idx) = m.attributes.iter().position(|a| a.name == name) {
            if ctx == Ctx::Type {
                return Err("attributes cannot be used as children to a `type` directive".into());
            }
            if ctx == Ctx::Ref {
                if !self.seen.attrs.contains(&idx) {
                    return Err(format!("attribute '{name}' must be bound before it is referenced"));
                }
            } else if self.seen.attrs.contains(&idx) {
                return Err(format!("attribute '{name}' is already bound"));
            } else {
                self.seen.attrs.push(idx);
            }
            return Ok(Elem::Attr { idx, qualified: false });
        }
        if let Some(i) = m.operands.iter().position(|o| o.name == name) {
            if ctx == Ctx::TopLevel || ctx == Ctx::Custom {
                if self.seen.all_operands || self.seen.operands[i] {
                    return Err(format!("operand '{name}' is already bound"));
                }
                self.seen.operands[i] = true;
            } else if ctx == Ctx::Ref && !self.seen.operands[i] {
                return Err(format!("operand '{name}' must be bound before it is referenced"));
            }
            return Ok(Elem::Operand(i));
        }
        if let Some(i) = m.regions.iter().position(|r| r.name == name) {
            if ctx == Ctx::TopLevel || ctx == Ctx::Custom {
                if self.seen.all_regions || self.seen.regions[i] {
                    return Err(format!("region '{name}' is already bound"));
                }
                self.seen.regions[i] = true;
            } else if ctx == Ctx::Ref && !self.seen.regions[i] {
                return Err(format!("region '{name}' must be bound before it is referenced"));
            } else if ctx != Ctx::Ref {
                return Err("regions can only be used at the top level".into());
            }
            return Ok(Elem::Region(i));
        }
        if let Some(i) = m.results.iter().position(|r| r.name == name) {
            if ctx != Ctx::Type {
                return Err("result variables can can only be used as a child to a 'type' directive".into());
            }
            return Ok(Elem::Result(i));
        }
        if let Some(i) = m.successors.iter().position(|s| s.name == name) {
            if ctx == Ctx::TopLevel || ctx == Ctx::Custom {
                if self.seen.all_successors || self.seen.successors[i] {
                    return Err(format!("successor '{name}' is already bound"));
                }
                self.seen.successors[i] = true;
            } else if ctx == Ctx::Ref && !self.seen.successors[i] {
                return Err(format!("successor '{name}' must be bound before it is referenced"));
            } else if ctx != Ctx::Ref {
                return Err("successors can only be used at the top level".into());
            }
            return Ok(Elem::Successor(i));
        }
        Err("expected variable to refer to an argument, region, result, or successor".into())
    }

    fn parse_directive(&mut self, kw: &str, ctx: Ctx) -> PResult<Elem> {
        match kw {
            "custom" => self.parse_custom(ctx),
            "attr-dict" | "attr-dict-with-keyword" => {
                if ctx == Ctx::Type {
                    return Err("'attr-dict' directive can only be used as a top-level directive".into());
                }
                if ctx == Ctx::Ref {
                    if !self.seen.has_attr_dict {
                        return Err("'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive".into());
                    }
                } else {
                    if self.seen.has_attr_dict {
                        return Err("'attr-dict' directive has already been seen".into());
                    }
                    self.seen.has_attr_dict = true;
                }
                Ok(Elem::AttrDict { keyword: kw == "attr-dict-with-keyword" })
            }
            "prop-dict" => {
                if ctx == Ctx::Type {
                    return Err("'prop-dict' directive can only be used as a top-level directive".into());
                }
                if ctx == Ctx::Ref {
                    return Err("'ref' of 'prop-dict' unsupported".into());
                }
                if self.seen.has_prop_dict {
                    return Err("'prop-dict' directive has already been seen".into());
                }
                self.seen.has_prop_dict = true;
                Ok(Elem::PropDict)
            }
            "functional-type" => {
                if ctx != Ctx::TopLevel {
                    return Err("'functional-type' is only valid as a top-level directive".into());
                }
                self.expect(Tok::LParen, "expected '(' before argument list")?;
                let inputs = self.parse_type_directive_operand(false)?;
                self.expect(Tok::Comma, "expected ',' after inputs argument")?;
                let results = self.parse_type_directive_operand(false)?;
                self.expect(Tok::RParen, "expected ')' after argument list")?;
                Ok(Elem::FunctionalType(Box::new(inputs), Box::new(results)))
            }
            "operands" => {
                if ctx == Ctx::Ref {
                    if !self.seen.all_operands {
                        return Err("'ref' of 'operands' is not bound by a prior 'operands' directive".into());
                    }
                } else if ctx == Ctx::TopLevel || ctx == Ctx::Custom {
                    if self.seen.all_operands || self.seen.operands.iter().any(|&b| b) {
                        return Err("'operands' directive creates overlap in format".into());
                    }
                    self.seen.all_operands = true;
                }
                Ok(Elem::Operands)
            }
            "qualified" => {
                self.expect(Tok::LParen, "expected '(' before argument list")?;
                let e = self.parse_element(ctx)?;
                self.expect(Tok::RParen, "expected ')' after argument list")?;
                match e {
                    Elem::Attr { idx, .. } => Ok(Elem::Attr { idx, qualified: true }),
                    Elem::Type { arg, .. } => Ok(Elem::Type { arg, qualified: true }),
                    _ => Err("'qualified' directive expects an attribute or a `type` directive".into()),
                }
            }
            "regions" => {
                if ctx == Ctx::Type {
                    return Err("'regions' is only valid as a top-level directive".into());
                }
                if ctx == Ctx::Ref {
                    if !self.seen.all_regions {
                        return Err("'ref' of 'regions' is not bound by a prior 'regions' directive".into());
                    }
                } else {
                    if self.seen.all_regions || self.seen.regions.iter().any(|&b| b) {
                        return Err("'regions' directive creates overlap in format".into());
                    }
                    self.seen.all_regions = true;
                }
                Ok(Elem::Regions)
            }
            "results" => {
                if ctx != Ctx::Type {
                    return Err("'results' directive can can only be used as a child to a 'type' directive".into());
                }
                Ok(Elem::Results)
            }
            "successors" => {
                if ctx == Ctx::Type {
                    return Err("'successors' is only valid as a top-level directive".into());
                }
                if ctx == Ctx::Ref {
                    if !self.seen.all_successors {
                        return Err("'ref' of 'successors' is not bound by a prior 'successors' directive".into());
                    }
                } else {
                    if self.seen.all_successors || self.seen.successors.iter().any(|&b| b) {
                        return Err("'successors' directive creates overlap in format".into());
                    }
                    self.seen.all_successors = true;
                }
                Ok(Elem::Successors)
            }
            "ref" => {
                if ctx != Ctx::Custom {
                    return Err("'ref' is only valid within a `custom` directive".into());
                }
                self.expect(Tok::LParen, "expected '(' before argument list")?;
                let e = self.parse_element(Ctx::Ref)?;
                self.expect(Tok::RParen, "expected ')' after argument list")?;
                Ok(Elem::Ref(Box::new(e)))
            }
            "type" => {
                if ctx == Ctx::Type {
                    return Err("'type' cannot be used as a child of another `type`".into());
                }
                self.expect(Tok::LParen, "expected '(' before argument list")?;
                let arg = self.parse_type_directive_operand(ctx == Ctx::Ref)?;
                self.expect(Tok::RParen, "expected ')' after argument list")?;
                Ok(Elem::Type { arg: Box::new(arg), qualified: false })
            }
            "oilist" => self.parse_oilist(ctx),
            _ => Err("unsupported directive kind".into()),
        }
    }

    fn parse_custom(&mut self, ctx: Ctx) -> PResult<Elem> {
        if ctx != Ctx::TopLevel {
            return Err("'custom' is only valid as a top-level directive".into());
        }
        self.expect(Tok::Less, "expected '<' before custom directive name")?;
        let Tok::Ident(name) = self.cur().clone() else {
            return Err("expected custom directive name identifier".into());
        };
        if name.contains('-') || super::lexer::KEYWORDS.contains(&name.as_str()) {
            return Err("expected custom directive name identifier".into());
        }
        self.bump();
        self.expect(Tok::Greater, "expected '>' after custom directive name")?;
        self.expect(Tok::LParen, "expected '(' before custom directive parameters")?;
        let mut args = Vec::new();
        loop {
            args.push(self.parse_element(Ctx::Custom)?);
            if *self.cur() != Tok::Comma {
                break;
            }
            self.bump();
        }
        self.expect(Tok::RParen, "expected ')' after custom directive parameters")?;
        for a in &args {
            match a {
                Elem::AttrDict { .. }
                | Elem::Attr { .. }
                | Elem::Operand(_)
                | Elem::Ref(_)
                | Elem::Region(_)
                | Elem::Successor(_)
                | Elem::Str(_) => {}
                Elem::Type { arg, .. } => {
                    if !matches!(**arg, Elem::Operand(_) | Elem::Result(_)) {
                        return Err("type directives within a custom directive may only refer to variables".into());
                    }
                }
                _ => return Err("only variables and types may be used as parameters to a custom directive".into()),
            }
        }
        Ok(Elem::Custom { name, args })
    }

    fn parse_type_directive_operand(&mut self, is_ref: bool) -> PResult<Elem> {
        let e = self.parse_element(Ctx::Type)?;
        match &e {
            Elem::Literal(_) | Elem::Space | Elem::NoSpace | Elem::Newline => {
                return Err("'type' directive operand expects variable or directive operand".into())
            }
            Elem::Operand(i) => {
                let name = &self.model.operands[*i].name;
                let seen = self.seen.all_operand_types || self.seen.operand_types[*i];
                if !is_ref && seen {
                    return Err(format!("'type' of '{name}' is already bound"));
                }
                if is_ref && !seen {
                    return Err(format!("'ref' of 'type(${name})' is not bound by a prior 'type' directive"));
                }
                self.seen.operand_types[*i] = true;
            }
            Elem::Result(i) => {
                let name = &self.model.results[*i].name;
                let seen = self.seen.all_result_types || self.seen.result_types[*i];
                if !is_ref && seen {
                    return Err(format!("'type' of '{name}' is already bound"));
                }
                if is_ref && !seen {
                    return Err(format!("'ref' of 'type(${name})' is not bound by a prior 'type' directive"));
                }
                self.seen.result_types[*i] = true;
            }
            Elem::Operands => {
                if !is_ref && (self.seen.all_operand_types || self.seen.operand_types.iter().any(|&b| b)) {
                    return Err("'operands' 'type' is already bound".into());
                }
                if is_ref && !self.seen.all_operand_types {
                    return Err("'ref' of 'type(operands)' is not bound by a prior 'type' directive".into());
                }
                self.seen.all_operand_types = true;
            }
            Elem::Results => {
                if !is_ref && (self.seen.all_result_types || self.seen.result_types.iter().any(|&b| b)) {
                    return Err("'results' 'type' is already bound".into());
                }
                if is_ref && !self.seen.all_result_types {
                    return Err("'ref' of 'type(results)' is not bound by a prior 'type' directive".into());
                }
                self.seen.all_result_types = true;
            }
            _ => return Err("invalid argument to 'type' directive".into()),
        }
        Ok(e)
    }

    fn parse_oilist(&mut self, ctx: Ctx) -> PResult<Elem> {
        self.expect(Tok::LParen, "expected '(' before oilist argument list")?;
        let mut clauses = Vec::new();
        loop {
            let lit = match self.parse_literal(ctx)? {
                Elem::Literal(l) => l,
                _ => return Err("expected literal in oilist clause".into()),
            };
            let mut elems = Vec::new();
            while !matches!(self.cur(), Tok::Pipe | Tok::RParen) {
                if *self.cur() == Tok::Eof {
                    return Err("expected ')' after oilist argument list".into());
                }
                let e = self.parse_element(ctx)?;
                self.verify_oilist_element(&e)?;
                elems.push(e);
            }
            clauses.push((lit, elems));
            if self.bump() == Tok::RParen {
                break;
            }
        }
        Ok(Elem::OIList(clauses))
    }

    fn verify_oilist_element(&self, e: &Elem) -> PResult<()> {
        let mut vars = Vec::new();
        e.collect_vars(&mut vars);
        for v in vars {
            match v {
                Elem::Attr { idx, .. } => {
                    if self.model.attributes[*idx].presence == AttrPresence::Required {
                        return Err("only optional attributes can be used in an oilist parsing group".into());
                    }
                }
                Elem::Operand(i) => {
                    if self.model.operands[*i].arity == Arity::Single {
                        return Err("only variable length operands can be used within an oilist parsing group".into());
                    }
                }
                Elem::Result(i) => {
                    if self.model.results[*i].arity == Arity::Single {
                        return Err("only variable length results can be used within an oilist parsing group".into());
                    }
                }
                Elem::Region(_) => {}
                _ => return Err("only literals, types, and variables can be used within an oilist group".into()),
            }
        }
        Ok(())
    }
}

fn tok_text(t: &Tok) -> String {
    match t {
        Tok::Literal(s) | Tok::Ident(s) => s.clone(),
        Tok::Variable(s) => format!("${s}"),
        Tok::Str(s) => format!("\"{s}\""),
        other => format!("{other:?}"),
    }
}
