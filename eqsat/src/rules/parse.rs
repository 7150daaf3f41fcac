//! The rule text syntax.
//!
//! ```text
//! # comment
//! ruleset arith-ring
//! rule distribute: (arith.addi (arith.muli ?a ?b) (arith.muli ?a ?c)) => (arith.muli ?a (arith.addi ?b ?c))
//! rule add-comm: (arith.addi ?a ?b) <=> (arith.addi ?b ?a)
//! rule mul-pow2: (arith.muli ?x ?c) => (arith.shli ?x (log2 ?c)) if is-power-of-two ?c
//! rule lt-swap: (arith.cmpi{predicate=slt} ?a ?b) => (arith.cmpi{predicate=sgt} ?b ?a)
//! ```
//!
//! This module turns the text into an unchecked syntax tree with byte offsets; `check` resolves
//! op names, arities, variables and attribute values against the registered ops.

/// A pattern term as written.
#[derive(Clone, Debug)]
pub enum Term {
    /// `?name`.
    Var(String, usize),
    /// A number literal (inside a constant op or as a function argument).
    Number(String, usize),
    /// `(name{attrs} args... : type)`.
    Apply {
        /// The op or function name.
        name: String,
        /// Offset of the name.
        at: usize,
        /// `{key=value}` entries: key, raw value text, offset of the value.
        attrs: Vec<(String, String, usize)>,
        /// The arguments.
        args: Vec<Term>,
        /// A result type annotation (`: i64`, `: type(?x)`) and its offset.
        ty: Option<(String, usize)>,
    },
}

impl Term {
    /// The byte offset where the term starts.
    pub fn at(&self) -> usize {
        match self {
            Term::Var(_, a) | Term::Number(_, a) => *a,
            Term::Apply { at, .. } => *at,
        }
    }
}

/// A condition: a name and its arguments (variables or words), with offsets.
#[derive(Clone, Debug)]
pub struct CondSyntax {
    /// The condition name, e.g. `is-power-of-two`.
    pub name: String,
    /// Offset of the name.
    pub at: usize,
    /// The arguments: text and offset.
    pub args: Vec<(String, usize)>,
}

/// One rule as written.
#[derive(Clone, Debug)]
pub struct RuleSyntax {
    /// The rule's name.
    pub name: String,
    /// The rule set it belongs to.
    pub set: String,
    /// Offset of the `rule` keyword.
    pub at: usize,
    /// The left-hand side.
    pub lhs: Term,
    /// The right-hand side.
    pub rhs: Term,
    /// Whether written with `<=>`.
    pub bidirectional: bool,
    /// The conditions.
    pub conds: Vec<CondSyntax>,
}

/// A syntax error: offset and message.
pub type SyntaxError = (usize, String);

struct P<'s> {
    s: &'s [u8],
    src: &'s str,
    i: usize,
}

fn is_word(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'-' | b'+')
}

impl P<'_> {
    fn skip_ws(&mut self) {
        while self.i < self.s.len() {
            let c = self.s[self.i];
            if c.is_ascii_whitespace() {
                self.i += 1;
            } else if c == b'#' || (c == b'/' && self.s.get(self.i + 1) == Some(&b'/')) {
                while self.i < self.s.len() && self.s[self.i] != b'\n' {
                    self.i += 1;
                }
            } else {
                break;
            }
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.s.get(self.i).copied()
    }

    fn word(&mut self) -> Option<(String, usize)> {
        self.skip_ws();
        let start = self.i;
        while self.i < self.s.len() && is_word(self.s[self.i]) {
            self.i += 1;
        }
        (self.i > start).then(|| (self.src[start..self.i].to_string(), start))
    }

    fn expect(&mut self, tok: &str) -> Result<usize, SyntaxError> {
        self.skip_ws();
        if self.src[self.i..].starts_with(tok) {
            let at = self.i;
            self.i += tok.len();
            Ok(at)
        } else {
            Err((self.i, format!("expected '{tok}'")))
        }
    }

    /// Raw text up to (not including) one of `stops` at bracket depth 0.
    fn raw(&mut self, stops: &[u8]) -> (String, usize) {
        self.skip_ws();
        let start = self.i;
        let mut depth = 0i32;
        while self.i < self.s.len() {
            let c = self.s[self.i];
            if depth == 0 && stops.contains(&c) {
                break;
            }
            match c {
                b'(' | b'[' | b'<' | b'{' => depth += 1,
                b')' | b']' | b'>' | b'}' => depth -= 1,
                b'"' => {
                    self.i += 1;
                    while self.i < self.s.len() && self.s[self.i] != b'"' {
                        self.i += 1;
                    }
                }
                _ => {}
            }
            self.i += 1;
        }
        (self.src[start..self.i].trim().to_string(), start)
    }

    fn term(&mut self) -> Result<Term, SyntaxError> {
        match self.peek() {
            Some(b'?') => {
                let at = self.i;
                self.i += 1;
                let start = self.i;
                while self.i < self.s.len() && (self.s[self.i].is_ascii_alphanumeric() || self.s[self.i] == b'_') {
                    self.i += 1;
                }
                if self.i == start {
                    return Err((at, "expected a variable name after '?'".into()));
                }
                Ok(Term::Var(self.src[start..self.i].to_string(), at))
            }
            Some(b'(') => {
                let open = self.i;
                self.i += 1;
                let Some((name, at)) = self.word() else { return Err((self.i, "expected an op name".into())) };
                let mut attrs = Vec::new();
                if self.s.get(self.i) == Some(&b'{') {
                    self.i += 1;
                    loop {
                        if self.peek() == Some(b'}') {
                            self.i += 1;
                            break;
                        }
                        let Some((key, kat)) = self.word() else {
                            return Err((self.i, "expected an attribute name".into()));
                        };
                        if self.expect("=").is_err() {
                            return Err((kat + key.len(), "expected '=' after the attribute name".into()));
                        }
                        let (value, vat) = self.raw(b",}");
                        if value.is_empty() {
                            return Err((vat, "expected an attribute value".into()));
                        }
                        attrs.push((key, value, vat));
                        match self.peek() {
                            Some(b',') => self.i += 1,
                            Some(b'}') => {}
                            _ => return Err((self.i, "expected ',' or '}'".into())),
                        }
                    }
                }
                let mut args = Vec::new();
                let mut ty = None;
                loop {
                    match self.peek() {
                        Some(b')') => {
                            self.i += 1;
                            break;
                        }
                        Some(b':') => {
                            self.i += 1;
                            let (t, tat) = self.raw(b")");
                            if t.is_empty() {
                                return Err((tat, "expected a type after ':'".into()));
                            }
                            ty = Some((t, tat));
                        }
                        None => return Err((open, "this '(' is not closed".into())),
                        _ => args.push(self.term()?),
                    }
                }
                Ok(Term::Apply { name, at, attrs, args, ty })
            }
            Some(c) if c == b'-' || c.is_ascii_digit() || c.is_ascii_alphabetic() => {
                let (w, at) = self.word().unwrap_or_default();
                Ok(Term::Number(w, at))
            }
            Some(_) => Err((self.i, "expected '(', a variable or a number".into())),
            None => Err((self.i, "unexpected end of file".into())),
        }
    }
}

/// Parses a rule file into rules (unchecked).
pub fn parse_rules(src: &str) -> Result<Vec<RuleSyntax>, SyntaxError> {
    let mut p = P { s: src.as_bytes(), src, i: 0 };
    let mut set = "default".to_string();
    let mut out = Vec::new();
    loop {
        if p.peek().is_none() {
            break;
        }
        let Some((kw, at)) = p.word() else { return Err((p.i, "expected 'rule' or 'ruleset'".into())) };
        match kw.as_str() {
            "ruleset" => {
                let Some((name, _)) = p.word() else { return Err((p.i, "expected a rule set name".into())) };
                set = name;
            }
            "rule" => {
                let Some((name, _)) = p.word() else { return Err((p.i, "expected a rule name".into())) };
                p.expect(":")?;
                let lhs = p.term()?;
                p.skip_ws();
                let bidirectional = if p.src[p.i..].starts_with("<=>") {
                    p.i += 3;
                    true
                } else if p.src[p.i..].starts_with("=>") {
                    p.i += 2;
                    false
                } else {
                    return Err((p.i, "expected '=>' or '<=>'".into()));
                };
                let rhs = p.term()?;
                let mut conds = Vec::new();
                let save = p.i;
                match p.word() {
                    Some((w, _)) if w == "if" => loop {
                        let Some((cname, cat)) = p.word() else { return Err((p.i, "expected a condition".into())) };
                        let mut args = Vec::new();
                        loop {
                            // Arguments run to the end of the line or a ','.
                            while p.i < p.s.len() && (p.s[p.i] == b' ' || p.s[p.i] == b'\t') {
                                p.i += 1;
                            }
                            match p.s.get(p.i) {
                                Some(b'?') => {
                                    let at = p.i;
                                    p.i += 1;
                                    let start = p.i;
                                    while p.i < p.s.len() && (p.s[p.i].is_ascii_alphanumeric() || p.s[p.i] == b'_') {
                                        p.i += 1;
                                    }
                                    args.push((format!("?{}", &p.src[start..p.i]), at));
                                }
                                Some(&c) if is_word(c) => {
                                    let (w, at) = p.word().unwrap_or_default();
                                    args.push((w, at));
                                }
                                _ => break,
                            }
                        }
                        conds.push(CondSyntax { name: cname, at: cat, args });
                        if p.s.get(p.i) == Some(&b',') {
                            p.i += 1;
                            continue;
                        }
                        break;
                    },
                    _ => p.i = save,
                }
                out.push(RuleSyntax { name, set: set.clone(), at, lhs, rhs, bidirectional, conds });
            }
            _ => return Err((at, format!("expected 'rule' or 'ruleset', got '{kw}'"))),
        }
    }
    Ok(out)
}
