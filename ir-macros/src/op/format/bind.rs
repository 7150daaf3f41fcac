//! Binding an op format's syntax tree to the op (MLIR's `OpFormatParser`): each `$name` resolved
//! to an operand, result, attribute, region or successor, each directive checked where it
//! appears, and what the format binds recorded ([`Seen`]) for validation and code generation.
//! The rules and messages are MLIR's; an error points at the element it is about.

use super::ast::{Elem, OIListClause, OptionalGroup};
use crate::format::lexer::is_valid_literal;
use crate::format::{Element, ElementKind, FormatError, Wrapper};
use crate::op::model::{Arity, AttrPresence, OpModel};
use std::ops::Range;

/// The directives of op formats.
pub const DIRECTIVES: &[&str] = &[
    "attr-dict",
    "attr-dict-with-keyword",
    "prop-dict",
    "custom<Name>(...)",
    "functional-type(...)",
    "oilist(...)",
    "operands",
    "qualified(...)",
    "ref(...)",
    "regions",
    "results",
    "successors",
    "type(...)",
];

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

/// What the format binds; filled while binding, read by validation and code generation.
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

type BResult<T> = Result<T, FormatError>;

/// Binds the format's elements to `model`.
pub fn bind(model: &OpModel, elements: &[Element]) -> BResult<(Vec<Elem>, Seen)> {
    let mut b = Binder {
        model,
        seen: Seen {
            operands: vec![false; model.operands.len()],
            operand_types: vec![false; model.operands.len()],
            result_types: vec![false; model.results.len()],
            regions: vec![false; model.regions.len()],
            successors: vec![false; model.successors.len()],
            ..Default::default()
        },
    };
    let elems = elements.iter().map(|e| b.element(e, Ctx::TopLevel)).collect::<BResult<Vec<_>>>()?;
    Ok((elems, b.seen))
}

struct Binder<'m> {
    model: &'m OpModel,
    seen: Seen,
}

fn error(at: &Range<usize>, msg: impl Into<String>) -> FormatError {
    FormatError::new(msg).at(at.clone())
}

impl Binder<'_> {
    fn element(&mut self, e: &Element, ctx: Ctx) -> BResult<Elem> {
        match &e.kind {
            ElementKind::Literal(value) => self.literal(value, &e.at, ctx),
            ElementKind::String(s) => {
                if ctx != Ctx::Custom {
                    return Err(error(&e.at, "strings may only be used as 'custom' directive arguments"));
                }
                // As MLIR does: backslashes are dropped.
                Ok(Elem::Str(s.chars().filter(|&c| c != '\\').collect()))
            }
            ElementKind::Variable(name) => self.variable(name, &e.at, ctx),
            ElementKind::Keyword(kw) => self.keyword(kw, &e.at, ctx),
            ElementKind::Wrapper(Wrapper::Type, arg) => {
                if ctx == Ctx::Type {
                    return Err(error(&e.at, "'type' cannot be used as a child of another `type`"));
                }
                let arg = self.type_operand(arg, ctx == Ctx::Ref)?;
                Ok(Elem::Type { arg: Box::new(arg), qualified: false })
            }
            ElementKind::Wrapper(Wrapper::Qualified, arg) => match self.element(arg, ctx)? {
                Elem::Attr { idx, .. } => Ok(Elem::Attr { idx, qualified: true }),
                Elem::Type { arg, .. } => Ok(Elem::Type { arg, qualified: true }),
                _ => Err(error(&arg.at, "'qualified' directive expects an attribute or a `type` directive")),
            },
            ElementKind::Wrapper(Wrapper::Ref, arg) => {
                if ctx != Ctx::Custom {
                    return Err(error(&e.at, "'ref' is only valid within a `custom` directive"));
                }
                Ok(Elem::Ref(Box::new(self.element(arg, Ctx::Ref)?)))
            }
            ElementKind::FunctionalType(inputs, results) => {
                if ctx != Ctx::TopLevel {
                    return Err(error(&e.at, "'functional-type' is only valid as a top-level directive"));
                }
                let inputs = self.type_operand(inputs, false)?;
                let results = self.type_operand(results, false)?;
                Ok(Elem::FunctionalType(Box::new(inputs), Box::new(results)))
            }
            ElementKind::Custom { name, args } => self.custom(name, args, &e.at, ctx),
            ElementKind::Struct(_) => Err(error(
                &e.at,
                "the `struct` directive belongs to type and attribute formats; an op format names each operand, \
                 attribute, region and successor with `$name`",
            )),
            ElementKind::OIList(clauses) => self.oilist(clauses, ctx),
            ElementKind::Optional(group) => self.optional_group(group, &e.at, ctx),
        }
    }

    fn literal(&mut self, value: &str, at: &Range<usize>, ctx: Ctx) -> BResult<Elem> {
        if ctx != Ctx::TopLevel {
            return Err(error(at, "literals may only be used in the top-level section of the format"));
        }
        match value {
            "" => return Ok(Elem::NoSpace),
            " " => return Ok(Elem::Space),
            "\\n" | "\n" => return Ok(Elem::Newline),
            _ => {}
        }
        is_valid_literal(value).map_err(|m| error(at, format!("expected valid literal but got '{value}': {m}")))?;
        Ok(Elem::Literal(value.to_string(), at.clone()))
    }

    fn optional_group(&mut self, group: &crate::format::OptionalGroup, at: &Range<usize>, ctx: Ctx) -> BResult<Elem> {
        if ctx != Ctx::TopLevel {
            return Err(error(at, "optional groups can only be used as top-level elements"));
        }
        let then = group.then.iter().map(|e| self.element(e, Ctx::TopLevel)).collect::<BResult<Vec<_>>>()?;
        let no_else = Vec::new();
        let els_syntax = group.els.as_ref().unwrap_or(&no_else);
        let els = els_syntax.iter().map(|e| self.element(e, Ctx::TopLevel)).collect::<BResult<Vec<_>>>()?;
        let Some(anchor) = group.anchor else {
            return Err(error(at, "optional group has no anchor element").with_note(
                "mark the element whose presence decides the group with `^`, e.g. `(`(` $operands^ `)`)?`",
            ));
        };
        for (i, (s, e)) in group.then.iter().zip(&then).enumerate() {
            self.verify_optional_group_element(e, &s.at, !anchor.in_else && i == anchor.index)?;
        }
        for (i, (s, e)) in els_syntax.iter().zip(&els).enumerate() {
            self.verify_optional_group_element(e, &s.at, anchor.in_else && i == anchor.index)?;
        }
        let first = group.then.iter().zip(&then).find(|(_, e)| !e.is_whitespace());
        match first {
            Some((
                _,
                Elem::Literal(..)
                | Elem::Operand(_)
                | Elem::Result(_)
                | Elem::Attr { .. }
                | Elem::Region(..)
                | Elem::Successor(_)
                | Elem::Custom { .. },
            )) => {}
            Some((s, _)) => {
                return Err(error(&s.at, "first parsable element of an optional group must be a literal or variable"))
            }
            None => return Err(error(at, "first parsable element of an optional group must be a literal or variable")),
        }
        Ok(Elem::Optional(Box::new(OptionalGroup { then, els, anchor_in_else: anchor.in_else, anchor: anchor.index })))
    }

    fn verify_optional_group_element(&self, e: &Elem, at: &Range<usize>, is_anchor: bool) -> BResult<()> {
        match e {
            Elem::Attr { idx, .. } => {
                let a = &self.model.attributes[*idx];
                if is_anchor && a.presence == AttrPresence::Required {
                    return Err(error(
                        at,
                        "only optional or default-valued attributes can be used to anchor an optional group",
                    ));
                }
                Ok(())
            }
            Elem::Operand(i) => {
                if !self.model.operands[*i].arity.is_variable() {
                    return Err(error(at, "only variable length operands can be used within an optional group"));
                }
                Ok(())
            }
            Elem::Result(i) => {
                if !self.model.results[*i].arity.is_variable() {
                    return Err(error(at, "only variable length results can be used within an optional group"));
                }
                Ok(())
            }
            Elem::Region(..) => Ok(()),
            Elem::Type { arg, .. } => self.verify_optional_group_element(arg, at, false),
            Elem::FunctionalType(a, b) => {
                self.verify_optional_group_element(a, at, false)?;
                self.verify_optional_group_element(b, at, false)
            }
            Elem::Custom { args, .. } => {
                if !is_anchor {
                    return Ok(());
                }
                for a in args {
                    if matches!(a, Elem::Ref(_)) {
                        continue;
                    }
                    self.verify_optional_group_element(a, at, true)?;
                }
                Ok(())
            }
            Elem::Literal(..) | Elem::Space | Elem::NoSpace | Elem::Newline | Elem::Optional(_) => {
                if is_anchor {
                    return Err(error(at, "only variables and types can be used to anchor an optional group"));
                }
                Ok(())
            }
            _ => Err(error(at, "only literals, types, and variables can be used within an optional group")),
        }
    }

    fn variable(&mut self, name: &str, at: &Range<usize>, ctx: Ctx) -> BResult<Elem> {
        let m = self.model;
        if let Some(idx) = m.attributes.iter().position(|a| a.name == name) {
            if ctx == Ctx::Type {
                return Err(error(at, "attributes cannot be used as children to a `type` directive"));
            }
            if ctx == Ctx::Ref {
                if !self.seen.attrs.contains(&idx) {
                    return Err(error(at, format!("attribute '{name}' must be bound before it is referenced")));
                }
            } else if self.seen.attrs.contains(&idx) {
                return Err(error(at, format!("attribute '{name}' is already bound")));
            } else {
                self.seen.attrs.push(idx);
            }
            return Ok(Elem::Attr { idx, qualified: false });
        }
        if let Some(i) = m.operands.iter().position(|o| o.name == name) {
            if ctx == Ctx::TopLevel || ctx == Ctx::Custom {
                if self.seen.all_operands || self.seen.operands[i] {
                    return Err(error(at, format!("operand '{name}' is already bound")));
                }
                self.seen.operands[i] = true;
            } else if ctx == Ctx::Ref && !self.seen.operands[i] {
                return Err(error(at, format!("operand '{name}' must be bound before it is referenced")));
            }
            return Ok(Elem::Operand(i));
        }
        if let Some(i) = m.regions.iter().position(|r| r.name == name) {
            if ctx == Ctx::TopLevel || ctx == Ctx::Custom {
                if self.seen.all_regions || self.seen.regions[i] {
                    return Err(error(at, format!("region '{name}' is already bound")));
                }
                self.seen.regions[i] = true;
            } else if ctx == Ctx::Ref && !self.seen.regions[i] {
                return Err(error(at, format!("region '{name}' must be bound before it is referenced")));
            } else if ctx != Ctx::Ref {
                return Err(error(at, "regions can only be used at the top level"));
            }
            return Ok(Elem::Region(i, at.clone()));
        }
        if let Some(i) = m.results.iter().position(|r| r.name == name) {
            if ctx != Ctx::Type {
                return Err(error(at, "result variables can can only be used as a child to a 'type' directive")
                    .with_note(format!("print the result's type with `type(${name})`")));
            }
            return Ok(Elem::Result(i));
        }
        if let Some(i) = m.successors.iter().position(|s| s.name == name) {
            if ctx == Ctx::TopLevel || ctx == Ctx::Custom {
                if self.seen.all_successors || self.seen.successors[i] {
                    return Err(error(at, format!("successor '{name}' is already bound")));
                }
                self.seen.successors[i] = true;
            } else if ctx == Ctx::Ref && !self.seen.successors[i] {
                return Err(error(at, format!("successor '{name}' must be bound before it is referenced")));
            } else if ctx != Ctx::Ref {
                return Err(error(at, "successors can only be used at the top level"));
            }
            return Ok(Elem::Successor(i));
        }
        let names: Vec<&str> = m
            .operands
            .iter()
            .map(|o| o.name.as_str())
            .chain(m.results.iter().map(|r| r.name.as_str()))
            .chain(m.attributes.iter().map(|a| a.name.as_str()))
            .chain(m.regions.iter().map(|r| r.name.as_str()))
            .chain(m.successors.iter().map(|s| s.name.as_str()))
            .collect();
        let has =
            if names.is_empty() { "it declares none".to_string() } else { format!("it has: {}", names.join(", ")) };
        Err(error(
            at,
            format!(
                "unknown variable `${name}` in the assembly format: `{}` has no operand, result, attribute, region or \
                 successor named `{name}` ({has})",
                m.ident
            ),
        ))
    }

    fn keyword(&mut self, kw: &str, at: &Range<usize>, ctx: Ctx) -> BResult<Elem> {
        match kw {
            "attr-dict" | "attr-dict-with-keyword" => {
                if ctx == Ctx::Type {
                    return Err(error(at, "'attr-dict' directive can only be used as a top-level directive"));
                }
                if ctx == Ctx::Ref {
                    if !self.seen.has_attr_dict {
                        return Err(error(at, "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive"));
                    }
                } else {
                    if self.seen.has_attr_dict {
                        return Err(error(at, "'attr-dict' directive has already been seen"));
                    }
                    self.seen.has_attr_dict = true;
                }
                Ok(Elem::AttrDict { keyword: kw == "attr-dict-with-keyword" })
            }
            "prop-dict" => {
                if ctx == Ctx::Type {
                    return Err(error(at, "'prop-dict' directive can only be used as a top-level directive"));
                }
                if ctx == Ctx::Ref {
                    return Err(error(at, "'ref' of 'prop-dict' unsupported"));
                }
                if self.seen.has_prop_dict {
                    return Err(error(at, "'prop-dict' directive has already been seen"));
                }
                self.seen.has_prop_dict = true;
                Ok(Elem::PropDict)
            }
            "operands" => {
                if ctx == Ctx::Ref {
                    if !self.seen.all_operands {
                        return Err(error(at, "'ref' of 'operands' is not bound by a prior 'operands' directive"));
                    }
                } else if ctx == Ctx::TopLevel || ctx == Ctx::Custom {
                    if self.seen.all_operands || self.seen.operands.iter().any(|&b| b) {
                        return Err(error(at, "'operands' directive creates overlap in format"));
                    }
                    self.seen.all_operands = true;
                }
                Ok(Elem::Operands)
            }
            "regions" => {
                if ctx == Ctx::Type {
                    return Err(error(at, "'regions' is only valid as a top-level directive"));
                }
                if ctx == Ctx::Ref {
                    if !self.seen.all_regions {
                        return Err(error(at, "'ref' of 'regions' is not bound by a prior 'regions' directive"));
                    }
                } else {
                    if self.seen.all_regions || self.seen.regions.iter().any(|&b| b) {
                        return Err(error(at, "'regions' directive creates overlap in format"));
                    }
                    self.seen.all_regions = true;
                }
                Ok(Elem::Regions)
            }
            "results" => {
                if ctx != Ctx::Type {
                    return Err(error(at, "'results' directive can can only be used as a child to a 'type' directive"));
                }
                Ok(Elem::Results)
            }
            "successors" => {
                if ctx == Ctx::Type {
                    return Err(error(at, "'successors' is only valid as a top-level directive"));
                }
                if ctx == Ctx::Ref {
                    if !self.seen.all_successors {
                        return Err(error(at, "'ref' of 'successors' is not bound by a prior 'successors' directive"));
                    }
                } else {
                    if self.seen.all_successors || self.seen.successors.iter().any(|&b| b) {
                        return Err(error(at, "'successors' directive creates overlap in format"));
                    }
                    self.seen.all_successors = true;
                }
                Ok(Elem::Successors)
            }
            _ => Err(error(
                at,
                format!(
                    "the `{kw}` directive belongs to type and attribute formats; the directives of op formats are: {}",
                    DIRECTIVES.join(", ")
                ),
            )),
        }
    }

    fn custom(&mut self, name: &str, args: &[Element], at: &Range<usize>, ctx: Ctx) -> BResult<Elem> {
        if ctx != Ctx::TopLevel {
            return Err(error(at, "'custom' is only valid as a top-level directive"));
        }
        if args.is_empty() {
            return Err(error(
                at,
                "a `custom` directive passes at least one argument to its functions: `custom<Name>($operand, ...)`",
            ));
        }
        let bound = args.iter().map(|a| self.element(a, Ctx::Custom)).collect::<BResult<Vec<_>>>()?;
        for (s, a) in args.iter().zip(&bound) {
            match a {
                Elem::AttrDict { .. }
                | Elem::Attr { .. }
                | Elem::Operand(_)
                | Elem::Ref(_)
                | Elem::Region(..)
                | Elem::Successor(_)
                | Elem::Str(_) => {}
                Elem::Type { arg, .. } => {
                    if !matches!(**arg, Elem::Operand(_) | Elem::Result(_)) {
                        return Err(error(
                            &s.at,
                            "type directives within a custom directive may only refer to variables",
                        ));
                    }
                }
                _ => {
                    return Err(error(
                        &s.at,
                        "only variables and types may be used as parameters to a custom directive",
                    ))
                }
            }
        }
        Ok(Elem::Custom { name: name.to_string(), args: bound })
    }

    fn type_operand(&mut self, arg: &Element, is_ref: bool) -> BResult<Elem> {
        let e = self.element(arg, Ctx::Type)?;
        let at = &arg.at;
        match &e {
            Elem::Literal(..) | Elem::Space | Elem::NoSpace | Elem::Newline => {
                return Err(error(at, "'type' directive operand expects variable or directive operand"))
            }
            Elem::Operand(i) => {
                let name = &self.model.operands[*i].name;
                let seen = self.seen.all_operand_types || self.seen.operand_types[*i];
                if !is_ref && seen {
                    return Err(error(at, format!("'type' of '{name}' is already bound")));
                }
                if is_ref && !seen {
                    return Err(error(
                        at,
                        format!("'ref' of 'type(${name})' is not bound by a prior 'type' directive"),
                    ));
                }
                self.seen.operand_types[*i] = true;
            }
            Elem::Result(i) => {
                let name = &self.model.results[*i].name;
                let seen = self.seen.all_result_types || self.seen.result_types[*i];
                if !is_ref && seen {
                    return Err(error(at, format!("'type' of '{name}' is already bound")));
                }
                if is_ref && !seen {
                    return Err(error(
                        at,
                        format!("'ref' of 'type(${name})' is not bound by a prior 'type' directive"),
                    ));
                }
                self.seen.result_types[*i] = true;
            }
            Elem::Operands => {
                if !is_ref && (self.seen.all_operand_types || self.seen.operand_types.iter().any(|&b| b)) {
                    return Err(error(at, "'operands' 'type' is already bound"));
                }
                if is_ref && !self.seen.all_operand_types {
                    return Err(error(at, "'ref' of 'type(operands)' is not bound by a prior 'type' directive"));
                }
                self.seen.all_operand_types = true;
            }
            Elem::Results => {
                if !is_ref && (self.seen.all_result_types || self.seen.result_types.iter().any(|&b| b)) {
                    return Err(error(at, "'results' 'type' is already bound"));
                }
                if is_ref && !self.seen.all_result_types {
                    return Err(error(at, "'ref' of 'type(results)' is not bound by a prior 'type' directive"));
                }
                self.seen.all_result_types = true;
            }
            _ => return Err(error(at, "invalid argument to 'type' directive")),
        }
        Ok(e)
    }

    fn oilist(&mut self, clauses: &[crate::format::OIListClause], ctx: Ctx) -> BResult<Elem> {
        let mut out = Vec::new();
        for clause in clauses {
            let keyword = match self.element(&clause.keyword, ctx)? {
                Elem::Literal(l, _) => l,
                _ => return Err(error(&clause.keyword.at, "expected literal in oilist clause")),
            };
            let mut elems = Vec::new();
            for s in &clause.elements {
                let e = self.element(s, ctx)?;
                self.verify_oilist_element(&e, &s.at)?;
                elems.push(e);
            }
            out.push(OIListClause { keyword, at: clause.keyword.at.clone(), elems });
        }
        Ok(Elem::OIList(out))
    }

    fn verify_oilist_element(&self, e: &Elem, at: &Range<usize>) -> BResult<()> {
        let mut vars = Vec::new();
        e.collect_vars(&mut vars);
        for v in vars {
            match v {
                Elem::Attr { idx, .. } => {
                    if self.model.attributes[*idx].presence == AttrPresence::Required {
                        return Err(error(at, "only optional attributes can be used in an oilist parsing group"));
                    }
                }
                Elem::Operand(i) => {
                    if self.model.operands[*i].arity == Arity::Single {
                        return Err(error(
                            at,
                            "only variable length operands can be used within an oilist parsing group",
                        ));
                    }
                }
                Elem::Result(i) => {
                    if self.model.results[*i].arity == Arity::Single {
                        return Err(error(
                            at,
                            "only variable length results can be used within an oilist parsing group",
                        ));
                    }
                }
                Elem::Region(..) => {}
                _ => return Err(error(at, "only literals, types, and variables can be used within an oilist group")),
            }
        }
        Ok(())
    }
}
