//! The parser of the assembly-format language: tokens into the [`syntax`](super::syntax) tree.
//! It knows the grammar (which directives take arguments, how optional groups, `custom` and
//! `oilist` are written) and nothing about the definition the format belongs to: whether a
//! `$name` exists, where a directive may appear and what it may contain are the binders' rules
//! (`op::format::bind` for ops, `def::format` for types and attributes).

use super::diagnostic::FormatError;
use super::lexer::{lex, Tok, Token, KEYWORDS};
use super::syntax::{Anchor, Element, ElementKind, OIListClause, OptionalGroup, Wrapper};
use std::ops::Range;

/// Parses the format `src`. `directives` are the directive keywords of this kind of format,
/// listed when the format names an unknown one.
pub fn parse(src: &str, directives: &[&str]) -> Result<Vec<Element>, FormatError> {
    let mut p = Parser { toks: lex(src)?, pos: 0, directives };
    let mut elements = Vec::new();
    while p.cur() != &Tok::Eof {
        elements.push(p.element()?);
    }
    Ok(elements)
}

struct Parser<'d> {
    toks: Vec<Token>,
    pos: usize,
    directives: &'d [&'d str],
}

type PResult<T> = Result<T, FormatError>;

impl Parser<'_> {
    fn cur(&self) -> &Tok {
        &self.toks[self.pos].tok
    }

    fn cur_at(&self) -> Range<usize> {
        self.toks[self.pos].at.clone()
    }

    /// The end of the last token consumed.
    fn prev_end(&self) -> usize {
        self.toks[self.pos.saturating_sub(1)].at.end
    }

    fn bump(&mut self) -> Token {
        let t = self.toks[self.pos].clone();
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
            Err(FormatError::new(msg).at(self.cur_at()))
        }
    }

    fn element(&mut self) -> PResult<Element> {
        let start = self.cur_at().start;
        let kind = match self.cur().clone() {
            Tok::Literal(s) => {
                self.bump();
                ElementKind::Literal(s)
            }
            Tok::Str(s) => {
                self.bump();
                ElementKind::String(s)
            }
            Tok::Variable(name) => {
                self.bump();
                ElementKind::Variable(name)
            }
            Tok::Ident(kw) if KEYWORDS.contains(&kw.as_str()) => {
                self.bump();
                self.directive(kw)?
            }
            Tok::Ident(word) => {
                return Err(FormatError::new(format!(
                    "unknown directive `{word}` in the assembly format; the directives are: {}; a keyword to print \
                     is a literal in backticks: `{word}`",
                    self.directives.join(", ")
                ))
                .at(self.cur_at()))
            }
            Tok::LParen => ElementKind::Optional(self.optional_group()?),
            Tok::Caret => {
                return Err(FormatError::new(
                    "`^` marks the anchor of an optional group `(...)?` and goes right after an element inside one",
                )
                .at(self.cur_at()))
            }
            _ => {
                return Err(
                    FormatError::new("expected literal, variable, directive, or optional group").at(self.cur_at())
                )
            }
        };
        Ok(Element { kind, at: start..self.prev_end() })
    }

    /// The arguments of the directive `kw` (already consumed).
    fn directive(&mut self, kw: String) -> PResult<ElementKind> {
        Ok(match kw.as_str() {
            "type" | "qualified" | "ref" => {
                let wrapper = match kw.as_str() {
                    "type" => Wrapper::Type,
                    "qualified" => Wrapper::Qualified,
                    _ => Wrapper::Ref,
                };
                self.expect(Tok::LParen, "expected '(' before argument list")?;
                let arg = self.element()?;
                self.expect(Tok::RParen, "expected ')' after argument list")?;
                ElementKind::Wrapper(wrapper, Box::new(arg))
            }
            "functional-type" => {
                self.expect(Tok::LParen, "expected '(' before argument list")?;
                let inputs = self.element()?;
                self.expect(Tok::Comma, "expected ',' after inputs argument")?;
                let results = self.element()?;
                self.expect(Tok::RParen, "expected ')' after argument list")?;
                ElementKind::FunctionalType(Box::new(inputs), Box::new(results))
            }
            "custom" => {
                self.expect(Tok::Less, "expected '<' before custom directive name")?;
                let name = match self.cur() {
                    Tok::Ident(n) if !n.contains('-') && !KEYWORDS.contains(&n.as_str()) => n.clone(),
                    _ => return Err(FormatError::new("expected custom directive name identifier").at(self.cur_at())),
                };
                self.bump();
                self.expect(Tok::Greater, "expected '>' after custom directive name")?;
                self.expect(Tok::LParen, "expected '(' before custom directive parameters")?;
                let args = self.arguments("expected ')' after custom directive parameters")?;
                ElementKind::Custom { name, args }
            }
            "struct" => {
                self.expect(Tok::LParen, "expected '(' before argument list")?;
                ElementKind::Struct(self.arguments("expected ')' after argument list")?)
            }
            "oilist" => ElementKind::OIList(self.oilist()?),
            _ => ElementKind::Keyword(kw),
        })
    }

    /// Comma-separated elements up to and including the closing `)`.
    fn arguments(&mut self, close: &str) -> PResult<Vec<Element>> {
        let mut args = Vec::new();
        if *self.cur() != Tok::RParen {
            loop {
                args.push(self.element()?);
                if *self.cur() != Tok::Comma {
                    break;
                }
                self.bump();
            }
        }
        self.expect(Tok::RParen, close)?;
        Ok(args)
    }

    fn oilist(&mut self) -> PResult<Vec<OIListClause>> {
        self.expect(Tok::LParen, "expected '(' before oilist argument list")?;
        let mut clauses = Vec::new();
        loop {
            let keyword = match self.cur() {
                Tok::Literal(_) => self.element()?,
                _ => return Err(FormatError::new("expected literal in oilist clause").at(self.cur_at())),
            };
            let mut elements = Vec::new();
            while !matches!(self.cur(), Tok::Pipe | Tok::RParen) {
                if *self.cur() == Tok::Eof {
                    return Err(FormatError::new("expected ')' after oilist argument list").at(self.cur_at()));
                }
                elements.push(self.element()?);
            }
            clauses.push(OIListClause { keyword, elements });
            if self.bump().tok == Tok::RParen {
                return Ok(clauses);
            }
        }
    }

    fn optional_group(&mut self) -> PResult<OptionalGroup> {
        self.bump();
        let mut anchor = None;
        let then = self.group_elements(&mut anchor, false)?;
        let mut els = None;
        if *self.cur() == Tok::Colon {
            self.bump();
            self.expect(Tok::LParen, "expected '(' to start else branch of optional group")?;
            els = Some(self.group_elements(&mut anchor, true)?);
        }
        self.expect(Tok::Question, "expected '?' after optional group")?;
        Ok(OptionalGroup { then, els, anchor })
    }

    /// The elements of a branch of an optional group, up to and including its `)`.
    fn group_elements(&mut self, anchor: &mut Option<Anchor>, in_else: bool) -> PResult<Vec<Element>> {
        let mut elements = Vec::new();
        loop {
            elements.push(self.element()?);
            if *self.cur() == Tok::Caret {
                if anchor.is_some() {
                    return Err(FormatError::new("only one element can be marked as the anchor of an optional group")
                        .at(self.cur_at()));
                }
                *anchor = Some(Anchor { in_else, index: elements.len() - 1 });
                self.bump();
            }
            match self.cur() {
                Tok::RParen => {
                    self.bump();
                    return Ok(elements);
                }
                Tok::Eof => return Err(FormatError::new("expected ')' to end optional group").at(self.cur_at())),
                _ => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<ElementKind> {
        parse(src, &[]).unwrap().into_iter().map(|e| e.kind).collect()
    }

    #[test]
    fn optional_group_with_anchor_and_else() {
        let [ElementKind::Optional(g), ElementKind::Keyword(kw)] = &kinds("(`(` $a^ `)`) : (`x`)? attr-dict")[..]
        else {
            panic!("not a group and a keyword")
        };
        assert_eq!(kw, "attr-dict");
        assert_eq!(g.then.len(), 3);
        assert_eq!(g.els.as_ref().map(Vec::len), Some(1));
        assert_eq!(g.anchor, Some(Anchor { in_else: false, index: 1 }));
    }

    #[test]
    fn directives_and_their_arguments() {
        let elements = parse("custom<Foo>($a, type($b), \"x\") oilist(`a` $x | `b`) struct(params)", &[]).unwrap();
        let ElementKind::Custom { name, args } = &elements[0].kind else { panic!() };
        assert_eq!(name, "Foo");
        assert!(
            matches!(&args[1].kind, ElementKind::Wrapper(Wrapper::Type, b) if b.kind == ElementKind::Variable("b".into()))
        );
        assert_eq!(elements[0].at, 0..30);
        let ElementKind::OIList(clauses) = &elements[1].kind else { panic!() };
        assert_eq!(clauses.len(), 2);
        assert!(clauses[1].elements.is_empty());
        assert!(matches!(&elements[2].kind, ElementKind::Struct(a) if a.len() == 1));
    }

    #[test]
    fn syntax_errors_point_at_the_token() {
        let e = parse("$a type $b", &[]).unwrap_err();
        assert_eq!((e.message.as_str(), e.at), ("expected '(' before argument list", Some(8..10)));
        let e = parse("(`x` $a^", &[]).unwrap_err();
        assert_eq!((e.message.as_str(), e.at), ("expected ')' to end optional group", Some(8..8)));
        let e = parse("frob", &["params"]).unwrap_err();
        assert!(e.message.starts_with("unknown directive `frob` in the assembly format; the directives are: params"));
    }
}
