//! Binding a type or attribute format's syntax tree to the definition's parameters (MLIR's
//! `DefFormatParser`): `$name` is a parameter, `params` all of them, `struct(...)` a keyed list,
//! `qualified($p)` a parameter printed with its dialect prefix, `custom<Name>($a, ...)` the
//! user's functions, and optional groups `(...)?` hold optional parameters. Every parameter
//! must appear exactly once; errors point at the element they are about.

use super::model::DefModel;
use crate::format::{Element, ElementKind, FormatError, OptionalGroup, Wrapper};
use std::ops::Range;

/// The directives of type and attribute formats.
pub const DIRECTIVES: &[&str] = &["params", "struct(...)", "qualified(...)", "custom<Name>(...)"];

/// One element of a bound type or attribute format.
#[derive(Clone, Debug)]
pub enum Elem {
    /// A keyword or punctuation literal.
    Literal(String),
    /// `` ` ` ``, `` `\n` `` or the empty literal (no space).
    Space(String),
    /// `$name` or `qualified($name)`.
    Param(usize),
    /// `params`.
    Params,
    /// `struct(params)` / `struct($a, $b)`.
    Struct(Vec<usize>),
    /// `custom<Name>($a, ...)`.
    Custom(String, Vec<usize>),
    /// `(...)?`: the elements and the anchor parameters (the group prints when any of them is
    /// present: one `$parameter`, or the parameters of an anchored `custom<Name>(...)`).
    Optional(Vec<Elem>, Vec<usize>),
}

/// Binds the format's elements to `model`. `skip` is a parameter the format must not mention
/// (the type of a typed attribute, printed after it); `what` names the definition's kind.
pub fn bind(model: &DefModel, skip: Option<usize>, what: &str, elements: &[Element]) -> Result<Vec<Elem>, FormatError> {
    let mut b = Binder { model, skip, what, uses: vec![None; model.params.len()] };
    let elems = elements.iter().map(|e| b.element(e)).collect::<Result<Vec<_>, _>>()?;
    // Pretty dialect symbols are `mnemonic` or `mnemonic<...>`: anything else could not be told
    // apart from what follows the symbol. An optional group may hold the whole `<...>`
    // (`` (`<` $addressSpace^ `>`)? ``: `!llvm.ptr` or `!llvm.ptr<1>`).
    if let (Some(first), Some(syntax)) = (elems.first(), elements.first()) {
        let starts_with_less = |e: &Elem| matches!(e, Elem::Literal(l) if l == "<");
        let ok = match first {
            Elem::Optional(group, _) => group.first().is_some_and(starts_with_less) && elems.len() == 1,
            e => starts_with_less(e),
        };
        if !ok {
            return Err(FormatError::new(format!(
                "a {what} format must start with `` `<` `` (MLIR's pretty form is `mnemonic<...>`); e.g. \"`<` params `>`\""
            ))
            .at(syntax.at.clone()));
        }
    }
    for (i, p) in model.params.iter().enumerate() {
        if Some(i) != skip && b.uses[i].is_none() {
            return Err(FormatError::new(format!(
                "format is missing parameter `${}`: add it (or `params`) to the format",
                p.name
            )));
        }
    }
    Ok(elems)
}

struct Binder<'m> {
    model: &'m DefModel,
    skip: Option<usize>,
    what: &'m str,
    /// Where each parameter is first printed.
    uses: Vec<Option<Range<usize>>>,
}

fn error(at: &Range<usize>, msg: impl Into<String>) -> FormatError {
    FormatError::new(msg).at(at.clone())
}

impl Binder<'_> {
    /// Records that parameter `i` is printed at `at`: once, and never the skipped one.
    fn use_param(&mut self, i: usize, at: &Range<usize>) -> Result<(), FormatError> {
        let name = &self.model.params[i].name;
        if Some(i) == self.skip {
            return Err(error(
                at,
                format!(
                    "`${name}` is the type of this typed attribute: it is printed after the attribute as ` : type`; \
                     remove it from the format"
                ),
            ));
        }
        if self.uses[i].is_some() {
            return Err(error(at, format!("parameter `${name}` appears more than once in the format")));
        }
        self.uses[i] = Some(at.clone());
        Ok(())
    }

    fn param(&mut self, e: &Element) -> Result<usize, FormatError> {
        let ElementKind::Variable(name) = &e.kind else {
            return Err(error(&e.at, "expected a `$parameter`"));
        };
        let Some(i) = self.model.params.iter().position(|p| p.name == *name) else {
            let names: Vec<&str> = self.model.params.iter().map(|p| p.name.as_str()).collect();
            let has =
                if names.is_empty() { "it has none".to_string() } else { format!("it has: {}", names.join(", ")) };
            return Err(error(
                &e.at,
                format!(
                    "unknown parameter `${name}` in the assembly format: `{}` has no parameter named `{name}` ({has})",
                    self.model.ident
                ),
            ));
        };
        self.use_param(i, &e.at)?;
        Ok(i)
    }

    fn element(&mut self, e: &Element) -> Result<Elem, FormatError> {
        let what = self.what;
        match &e.kind {
            ElementKind::Literal(text) => {
                if text.is_empty() || text == " " || text == "\\n" {
                    Ok(Elem::Space(text.clone()))
                } else if is_valid_literal(text) {
                    Ok(Elem::Literal(text.clone()))
                } else {
                    Err(error(
                        &e.at,
                        format!(
                            "expected valid literal but got '{text}': a literal is a keyword or one of \
                             `<>,=:[]{{}}()*|+-?` or `->`"
                        ),
                    ))
                }
            }
            ElementKind::Variable(_) => Ok(Elem::Param(self.param(e)?)),
            ElementKind::Keyword(kw) if kw == "params" => {
                for i in 0..self.model.params.len() {
                    if Some(i) != self.skip {
                        self.use_param(i, &e.at)?;
                    }
                }
                Ok(Elem::Params)
            }
            ElementKind::Wrapper(Wrapper::Qualified, arg) => Ok(Elem::Param(self.param(arg)?)),
            ElementKind::Struct(args) => {
                if let [Element { kind: ElementKind::Keyword(kw), at }] = args.as_slice() {
                    if kw == "params" {
                        for i in 0..self.model.params.len() {
                            self.use_param(i, at)?;
                        }
                        return Ok(Elem::Struct((0..self.model.params.len()).collect()));
                    }
                }
                let list = args
                    .iter()
                    .map(|a| match a.kind {
                        ElementKind::Variable(_) => self.param(a),
                        _ => Err(error(&a.at, "expected `params` or `$param, ...` in `struct(...)`")),
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                Ok(Elem::Struct(list))
            }
            ElementKind::Custom { name, args } => {
                if args.is_empty() {
                    return Err(error(&e.at, "a `custom<Name>(...)` directive needs at least one parameter"));
                }
                let list = args.iter().map(|a| self.param(a)).collect::<Result<Vec<_>, _>>()?;
                Ok(Elem::Custom(name.clone(), list))
            }
            ElementKind::Optional(group) => self.optional_group(group, &e.at),
            ElementKind::String(_) => Err(error(
                &e.at,
                format!(
                    "a {what} format has no strings; the directives of {what} formats are: {}",
                    DIRECTIVES.join(", ")
                ),
            )),
            ElementKind::Keyword(kw) => Err(op_directive(&e.at, kw, what)),
            ElementKind::Wrapper(w, _) => Err(op_directive(&e.at, w.keyword(), what)),
            ElementKind::FunctionalType(..) => Err(op_directive(&e.at, "functional-type", what)),
            ElementKind::OIList(_) => Err(op_directive(&e.at, "oilist", what)),
        }
    }

    fn optional_group(&mut self, group: &OptionalGroup, at: &Range<usize>) -> Result<Elem, FormatError> {
        if let Some(els) = &group.els {
            let at = els.first().map_or(at, |e| &e.at);
            return Err(error(at, format!("optional groups of a {} format have no else branch", self.what)));
        }
        let elems = group.then.iter().map(|e| self.element(e)).collect::<Result<Vec<_>, _>>()?;
        for (s, e) in group.then.iter().zip(&elems) {
            let mut params = Vec::new();
            if matches!(e, Elem::Params) {
                return Err(error(&s.at, "`params` cannot be in an optional group: name the optional parameters"));
            }
            collect_params(std::slice::from_ref(e), &mut params);
            if let Some(&i) = params.iter().find(|&&i| !self.model.params[i].is_optional()) {
                return Err(error(
                    &s.at,
                    format!(
                        "`${}` is in an optional group but is required; make it an `Option` or give it \
                         `#[param(default = ...)]`",
                        self.model.params[i].name
                    ),
                ));
            }
        }
        // MLIR's `guardOn`: the group prints when its anchor is present; an anchored custom
        // directive is present when any of its parameters is.
        let anchor = match group.anchor {
            Some(a) => match &elems[a.index] {
                Elem::Param(i) => vec![*i],
                Elem::Custom(_, list) => list.clone(),
                _ => {
                    return Err(error(
                        &group.then[a.index].at,
                        "the anchor `^` of an optional group goes after an optional `$parameter` or a \
                         `custom<Name>(...)` directive of optional parameters",
                    ))
                }
            },
            None => {
                let mut params = Vec::new();
                collect_params(&elems, &mut params);
                match params.first() {
                    Some(&a) => vec![a],
                    None => return Err(error(at, "an optional group must contain an optional parameter to anchor it")),
                }
            }
        };
        match elems.first() {
            Some(Elem::Literal(_)) | Some(Elem::Param(_)) => {}
            _ => {
                return Err(error(
                    &group.then[0].at,
                    "the first element of an optional group must be a literal or an optional `$parameter`",
                ))
            }
        }
        Ok(Elem::Optional(elems, anchor))
    }
}

/// The error for a directive of op formats in a type or attribute format.
fn op_directive(at: &Range<usize>, kw: &str, what: &str) -> FormatError {
    error(
        at,
        format!(
            "the `{kw}` directive belongs to op formats; the directives of {what} formats are: {}",
            DIRECTIVES.join(", ")
        ),
    )
}

/// Whether `s` may be a literal of a type or attribute format: a keyword, one of
/// `<>,=:[]{}()*|+-?`, `->` or `...`.
fn is_valid_literal(s: &str) -> bool {
    if s == "->" || s == "..." {
        return true;
    }
    if s.chars().count() == 1 {
        let c = s.chars().next().unwrap_or(' ');
        return "<>,=:[]{}()*|+-?".contains(c) || c.is_alphabetic() || c == '_';
    }
    let mut cs = s.chars();
    cs.next().is_some_and(|c| c.is_alphabetic() || c == '_') && cs.all(|c| c.is_alphanumeric() || c == '_' || c == '.')
}

/// The parameters the elements print, in order.
pub fn collect_params(elems: &[Elem], out: &mut Vec<usize>) {
    for e in elems {
        match e {
            Elem::Param(i) => out.push(*i),
            Elem::Struct(l) | Elem::Custom(_, l) => out.extend(l.iter().copied()),
            Elem::Optional(g, _) => collect_params(g, out),
            Elem::Literal(_) | Elem::Space(_) | Elem::Params => {}
        }
    }
}
