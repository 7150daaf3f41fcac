//! Checking expected diagnostics: MLIR's `--verify-diagnostics`.
//!
//! A test file says which diagnostics it expects with comments such as
//! `// expected-error@+1 {{message}}`: a kind (`error`, `warning`, `note`, `remark`), an
//! optional `-re` (then `{{regex}}` parts inside the message are regular expressions), an
//! optional line designator (`@+N`, `@-N`, `@above`, `@below`, `@unknown`), and the message
//! (a substring of the diagnostic's). [`DiagnosticVerifier`] collects them, matches the
//! diagnostics a run produced, and reports what was unexpected or missing in MLIR's words.

use crate::builtin::locations::file_line_col;
use crate::context::Context;
use crate::diagnostics::{Diagnostic, Severity, SourceMgr};

struct Expected {
    kind: Severity,
    /// The line the diagnostic must be on; `None` for `@unknown`.
    line: Option<u32>,
    text: String,
    regex: Option<regex::Regex>,
    matched: bool,
    annotation_line: u32,
    annotation_col: u32,
}

/// Matches produced diagnostics against a buffer's `expected-*` annotations.
pub struct DiagnosticVerifier {
    filename: String,
    expected: Vec<Expected>,
    problems: Vec<Problem>,
}

/// Something wrong found while verifying: at a position of the checked buffer (an unmet
/// expectation underlined over its text's length, as MLIR's `ExpectedDiag::emitError`), or at a
/// produced diagnostic's location.
enum Problem {
    At(u32, u32, String),
    Range(u32, u32, usize, String),
    Loc(crate::Attribute, String),
}

fn kind_of(s: &str) -> Option<Severity> {
    Some(match s {
        "error" => Severity::Error,
        "warning" => Severity::Warning,
        "note" => Severity::Note,
        "remark" => Severity::Remark,
        _ => return None,
    })
}

/// Builds a regex from MLIR's `-re` message syntax: literal text with `{{regex}}` parts.
fn build_regex(text: &str) -> Result<regex::Regex, String> {
    let mut pattern = String::new();
    let mut rest = text;
    while let Some(start) = rest.find("{{") {
        pattern.push_str(&regex::escape(&rest[..start]));
        let after = &rest[start + 2..];
        let Some(end) = after.find("}}") else {
            return Err("found start of regex with no end '}}'".into());
        };
        pattern.push('(');
        pattern.push_str(&after[..end]);
        pattern.push(')');
        rest = &after[end + 2..];
    }
    pattern.push_str(&regex::escape(rest));
    regex::Regex::new(&pattern).map_err(|e| format!("invalid regex: {e}"))
}

impl DiagnosticVerifier {
    /// Collects the annotations of `src` (named `filename` in locations).
    pub fn new(filename: &str, src: &str) -> Self {
        Self::new_at(filename, src, 1, 1)
    }

    /// Collects the annotations of `src`, a part of file `filename` that starts at
    /// `first_line`, `first_column` (a chunk of a split input file keeps its file positions).
    pub fn new_at(filename: &str, src: &str, first_line: u32, first_column: u32) -> Self {
        let mut v = DiagnosticVerifier { filename: filename.to_string(), expected: Vec::new(), problems: Vec::new() };
        let lines: Vec<&str> = src.lines().collect();
        let mut last_non_designator_line = 0u32;
        // `@below` annotations wait for the next line without annotations (as MLIR does).
        let mut pending_below: Vec<usize> = Vec::new();
        for (i, line) in lines.iter().enumerate() {
            let line_no = i as u32 + first_line;
            let col0 = if i == 0 { first_column.max(1) - 1 } else { 0 };
            let mut search = 0;
            let mut found_any = false;
            while let Some(pos) = line[search..].find("expected-") {
                let at = search + pos;
                search = at + "expected-".len();
                let rest = &line[search..];
                let kind_len = rest.find(|c: char| !c.is_ascii_alphabetic()).unwrap_or(rest.len());
                let Some(kind) = kind_of(&rest[..kind_len]) else { continue };
                let mut r = &rest[kind_len..];
                let is_re = r.starts_with("-re");
                if is_re {
                    r = &r[3..];
                }
                r = r.trim_start_matches(' ');
                let mut target = Some(line_no);
                if let Some(d) = r.strip_prefix('@') {
                    let end = d.find([' ', '{']).unwrap_or(d.len());
                    let des = &d[..end];
                    target = match des {
                        "above" => Some(if last_non_designator_line > 0 {
                            last_non_designator_line
                        } else {
                            line_no.saturating_sub(1)
                        }),
                        "below" => {
                            pending_below.push(v.expected.len());
                            Some(line_no + 1)
                        }
                        "unknown" => None,
                        _ => {
                            let n = des.get(1..).and_then(|d| d.parse::<u32>().ok());
                            match (des.as_bytes().first(), n) {
                                (Some(b'+'), Some(n)) => Some(line_no.saturating_add(n)),
                                (Some(b'-'), Some(n)) => Some(line_no.saturating_sub(n)),
                                _ => {
                                    v.problems.push(Problem::At(
                                        line_no,
                                        col0 + at as u32 + 1,
                                        "expected line offset after '@'".into(),
                                    ));
                                    continue;
                                }
                            }
                        }
                    };
                    r = d[end..].trim_start_matches(' ');
                }
                let Some(body) = r.strip_prefix("{{") else { continue };
                // The message ends at the last `}}` before the next annotation on the line.
                let limit = body.find("expected-").unwrap_or(body.len());
                let Some(end) = body[..limit].rfind("}}") else {
                    v.problems.push(Problem::At(
                        line_no,
                        col0 + at as u32 + 1,
                        "found start of expected diagnostic with no end '}}'".into(),
                    ));
                    continue;
                };
                let text = body[..end].to_string();
                let regex = if is_re {
                    match build_regex(&text) {
                        Ok(re) => Some(re),
                        Err(e) => {
                            v.problems.push(Problem::At(line_no, col0 + at as u32 + 1, e));
                            continue;
                        }
                    }
                } else {
                    None
                };
                found_any = true;
                v.expected.push(Expected {
                    kind,
                    line: target,
                    text,
                    regex,
                    matched: false,
                    annotation_line: line_no,
                    annotation_col: col0 + at as u32 + 1,
                });
            }
            if !found_any {
                last_non_designator_line = line_no;
                for idx in pending_below.drain(..) {
                    if let Some(e) = v.expected.get_mut(idx) {
                        e.line = Some(line_no);
                    }
                }
            }
        }
        v
    }

    /// Records a produced diagnostic (and its notes).
    pub fn handle(&mut self, ctx: &Context, diag: &Diagnostic) {
        self.handle_one(ctx, diag);
        for n in &diag.notes {
            self.handle_one(ctx, n);
        }
    }

    fn handle_one(&mut self, ctx: &Context, diag: &Diagnostic) {
        let flc = file_line_col(ctx, diag.loc);
        let line = match &flc {
            Some((file, line, _)) if *file == self.filename => Some(*line),
            Some(_) => None,
            None => None,
        };
        let found = self.expected.iter_mut().find(|e| {
            !e.matched
                && e.kind == diag.severity
                && e.line == line
                && match &e.regex {
                    Some(re) => re.is_match(&diag.message),
                    None => diag.message.contains(&e.text),
                }
        });
        match found {
            Some(e) => e.matched = true,
            None => {
                let message = format!("unexpected {}: {}", diag.severity.as_str(), diag.message);
                self.problems.push(Problem::Loc(diag.loc, message));
            }
        }
    }

    /// Finishes: the problems found, each rendered as MLIR does with its source line from
    /// `sources` (empty when every expectation was met and nothing unexpected was produced).
    pub fn finish(mut self, ctx: &Context, sources: &SourceMgr) -> Vec<String> {
        for e in &self.expected {
            if !e.matched {
                let message = format!("expected {} \"{}\" was not produced", e.kind.as_str(), e.text);
                self.problems.push(Problem::Range(e.annotation_line, e.annotation_col, e.text.len(), message));
            }
        }
        self.problems
            .into_iter()
            .map(|p| {
                let mut out = String::new();
                match p {
                    Problem::At(line, col, message) => {
                        sources.render_position((&self.filename, line, col), Severity::Error, &message, true, &mut out)
                    }
                    Problem::Range(line, col, width, message) => sources.render_range(
                        (&self.filename, line, col),
                        width,
                        Severity::Error,
                        &message,
                        true,
                        &mut out,
                    ),
                    Problem::Loc(loc, message) => {
                        sources.render_at(ctx, loc, Severity::Error, &message, true, &mut out)
                    }
                }
                out
            })
            .collect()
    }
}
