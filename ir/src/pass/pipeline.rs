//! MLIR's textual pass pipelines: `builtin.module(func.func(canonicalize{max-iterations=3},cse))`.
//!
//! ```text
//! pipeline ::= op-name `(` element (`,` element)* `)`
//! element  ::= pipeline | pass-argument (`{` option* `}`)?
//! option   ::= key (`=` value)?     (values may be quoted or hold balanced braces)
//! ```

use super::registry::create_pass;
use super::OpPassManager;

/// Parses a textual pipeline into a pass manager.
pub fn parse_pipeline(text: &str) -> Result<OpPassManager, String> {
    let trimmed = text.trim();
    let wrapped = trimmed.ends_with(')')
        && trimmed
            .find('(')
            .is_some_and(|i| i > 0 && trimmed[..i].bytes().all(|c| c.is_ascii_alphanumeric() || b"_.".contains(&c)));
    if !wrapped {
        return Err(
            "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'".into()
        );
    }
    let mut p = PipelineParser { s: text.as_bytes(), text, pos: 0, add_failed: false };
    p.skip_ws();
    let pm = p.parse_anchored()?;
    p.skip_ws();
    if p.pos != p.s.len() {
        return Err(format!("unexpected '{}' after the pipeline", &text[p.pos..]));
    }
    Ok(pm)
}

/// Parses a pipeline's elements into an existing pass manager (for `--pass-pipeline` lists
/// without an anchor and for per-pass command-line flags with options).
pub fn add_pass_with_options(pm: &mut OpPassManager, argument: &str, options: &str) -> Result<(), String> {
    let mut pass = create_pass(argument).ok_or_else(|| {
        format!("'{argument}' does not refer to a registered pass{}", super::registry::empty_registry_note())
    })?;
    for (k, v) in parse_options(options)? {
        let declared = pass.options().into_iter().find(|(name, _)| *name == k);
        if let Some(message) = declared.and_then(|(_, value)| value.parser_error(&v)) {
            return Err(format!("{PARSER_OUTPUT_PREFIX}{k} option: {message}\n"));
        }
        if let Err(e) = pass.set_option(&k, &v) {
            let declared = pass.options().iter().any(|(name, _)| *name == k);
            return Err(if declared { format!("{e} for pass '{argument}'") } else { unknown_option(&k) });
        }
    }
    pm.add_pass(pass);
    Ok(())
}

/// How the complaint of LLVM's command-line parser about an option's value starts: LLVM writes
/// `PROGRAM: for the --KEY option: MESSAGE` to stderr as it parses, before MLIR's diagnostic
/// (whose own message is then empty, or only the pipeline's `failed to add` lines). A pipeline
/// error holding one starts with its line, without the program's name, which only the tool
/// knows: [`split_parser_output`] takes it off.
pub const PARSER_OUTPUT_PREFIX: &str = "for the --";

/// A pipeline error split into what LLVM's option parser prints before the diagnostic (its
/// line, without the program's name; empty when the error is not the parser's) and the
/// diagnostic's message.
pub fn split_parser_output(error: &str) -> (&str, &str) {
    match error.find('\n') {
        Some(end) if error.starts_with(PARSER_OUTPUT_PREFIX) => error.split_at(end + 1),
        _ => ("", error),
    }
}

/// MLIR's diagnostic for an option a pass does not declare: the message of LLVM's command-line
/// parser behind the pass options, ending in a newline as LLVM's messages do (so that a blank
/// line follows the diagnostic).
fn unknown_option(key: &str) -> String {
    format!("<Pass-Options-Parser>: no such option {key}\n")
}

struct PipelineParser<'a> {
    s: &'a [u8],
    text: &'a str,
    pos: usize,
    /// Whether the error being returned is a pass that could not be added (its options), to
    /// which each enclosing pipeline adds its line, as MLIR's textual pipeline does.
    add_failed: bool,
}

impl PipelineParser<'_> {
    fn skip_ws(&mut self) {
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn ident(&mut self) -> Result<&str, String> {
        let start = self.pos;
        while self.pos < self.s.len()
            && (self.s[self.pos].is_ascii_alphanumeric() || b"_.-$".contains(&self.s[self.pos]))
        {
            self.pos += 1;
        }
        if start == self.pos {
            return Err(format!("expected a pass or op name at offset {start} of '{}'", self.text));
        }
        Ok(&self.text[start..self.pos])
    }

    fn eat(&mut self, c: u8) -> bool {
        self.skip_ws();
        if self.s.get(self.pos) == Some(&c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn parse_anchored(&mut self) -> Result<OpPassManager, String> {
        let name = self.ident()?.to_string();
        if !self.eat(b'(') {
            return Err(format!("expected '(' after '{name}': a pipeline is `op-name(passes...)`"));
        }
        let anchor = if name == "any" { None } else { Some(name.as_str()) };
        let mut pm = OpPassManager::new(anchor);
        self.parse_elements(&mut pm)?;
        if !self.eat(b')') {
            return Err(format!("expected ')' to close the '{name}' pipeline"));
        }
        Ok(pm)
    }

    fn parse_elements(&mut self, pm: &mut OpPassManager) -> Result<(), String> {
        self.skip_ws();
        if self.s.get(self.pos) == Some(&b')') {
            return Ok(());
        }
        loop {
            self.skip_ws();
            let start = self.pos;
            let name = self.ident()?.to_string();
            let _ = start;
            self.skip_ws();
            if self.s.get(self.pos) == Some(&b'(') {
                self.pos = start;
                let nested = self.parse_anchored().map_err(|e| {
                    if self.add_failed {
                        format!("{e}failed to add `{name}` with options `` to inner pipeline\n")
                    } else {
                        e
                    }
                })?;
                pm.nodes.push(super::PassNode::Nested(nested));
            } else {
                let options = if self.s.get(self.pos) == Some(&b'{') { self.braced()? } else { String::new() };
                if super::registry::create_pass(&name).is_none() {
                    // MLIR reports this from a sub-parser over the pass's name alone.
                    return Err(format!(
                        "MLIR Textual PassPipeline Parser:1:1: error: '{name}' does not refer to a registered pass or pass pipeline\n{name}\n^\n{}",
                        super::registry::empty_registry_note()
                    ));
                }
                add_pass_with_options(pm, &name, &options).map_err(|e| {
                    self.add_failed = true;
                    format!("{e}\nfailed to add `{name}` with options `{options}`\n")
                })?;
            }
            if !self.eat(b',') {
                return Ok(());
            }
        }
    }

    /// The text between balanced braces (the current byte is `{`).
    fn braced(&mut self) -> Result<String, String> {
        let start = self.pos + 1;
        let mut depth = 0;
        while self.pos < self.s.len() {
            match self.s[self.pos] {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        let inner = self.text[start..self.pos].to_string();
                        self.pos += 1;
                        return Ok(inner);
                    }
                }
                b'"' | b'\'' => {
                    let q = self.s[self.pos];
                    self.pos += 1;
                    while self.pos < self.s.len() && self.s[self.pos] != q {
                        self.pos += 1;
                    }
                }
                _ => {}
            }
            self.pos += 1;
        }
        Err("unbalanced '{' in pass options".into())
    }
}

/// Splits `key=value key2 key3="a b" key4={c d}` into pairs (a key without value gets `true`;
/// one pair of quotes or braces around a value is removed).
pub fn parse_options(text: &str) -> Result<Vec<(String, String)>, String> {
    let mut out = Vec::new();
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        if i >= b.len() {
            break;
        }
        let ks = i;
        while i < b.len() && b[i] != b'=' && !b[i].is_ascii_whitespace() {
            i += 1;
        }
        let key = text[ks..i].to_string();
        if i < b.len() && b[i] == b'=' {
            i += 1;
            let vs = i;
            let mut depth = 0;
            while i < b.len() && (depth > 0 || !b[i].is_ascii_whitespace()) {
                match b[i] {
                    b'{' => depth += 1,
                    b'}' => depth -= 1,
                    b'"' | b'\'' => {
                        let q = b[i];
                        i += 1;
                        while i < b.len() && b[i] != q {
                            i += 1;
                        }
                    }
                    _ => {}
                }
                i += 1;
            }
            // One pair of braces or quotes around the value is the pipeline's, not the value's.
            let value = super::options::unwrap_value(&text[vs..i.min(b.len())]).to_string();
            out.push((key, value));
        } else {
            out.push((key, "true".to_string()));
        }
    }
    Ok(out)
}
