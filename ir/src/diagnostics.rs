//! Diagnostics: errors, warnings, notes and remarks with a location and attached notes, and their
//! rendering in MLIR's style (`file:line:col: error: message`, the source line, a caret).

use crate::attributes::Attribute;
use crate::builtin::locations::file_line_col;
use crate::context::Context;
use std::fmt::Write;

/// How serious a diagnostic is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    /// An error: the input is rejected.
    Error,
    /// A warning.
    Warning,
    /// A note attached to another diagnostic.
    Note,
    /// A remark (informational).
    Remark,
}

impl Severity {
    /// The word MLIR prints for this severity.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

/// One diagnostic with its location and notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// How serious it is.
    pub severity: Severity,
    /// Where it points (a location attribute).
    pub loc: Attribute,
    /// What it says.
    pub message: String,
    /// Notes attached to it.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: Attribute, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Error, loc, message: message.into(), notes: Vec::new() }
    }

    /// A diagnostic of any severity.
    pub fn new(severity: Severity, loc: Attribute, message: impl Into<String>) -> Self {
        Diagnostic { severity, loc, message: message.into(), notes: Vec::new() }
    }

    /// Attaches a note at `loc`.
    pub fn with_note(mut self, loc: Attribute, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic::new(Severity::Note, loc, message));
        self
    }
}

/// The source buffers diagnostics may point into, by file name, for printing source lines.
#[derive(Default, Clone, Debug)]
pub struct SourceMgr {
    files: Vec<(String, String)>,
}

impl SourceMgr {
    /// A manager with no buffer.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a buffer named `name`.
    pub fn add(&mut self, name: impl Into<String>, text: impl Into<String>) {
        self.files.push((name.into(), text.into()));
    }

    fn text(&self, name: &str) -> Option<&str> {
        self.files.iter().rev().find(|(n, _)| n == name).map(|(_, t)| t.as_str())
    }

    /// Renders `diag` (and its notes) as MLIR's command-line tools do.
    pub fn render(&self, ctx: &Context, diag: &Diagnostic) -> String {
        let mut out = String::new();
        self.render_into(ctx, diag, &mut out);
        for n in &diag.notes {
            self.render_into(ctx, n, &mut out);
        }
        out
    }

    fn render_into(&self, ctx: &Context, diag: &Diagnostic, out: &mut String) {
        match file_line_col(ctx, diag.loc) {
            Some((file, line, col)) => {
                let _ = writeln!(out, "{file}:{line}:{col}: {}: {}", diag.severity.as_str(), diag.message);
                if let Some(src) = self.text(&file) {
                    if let Some(text) = src.lines().nth((line as usize).saturating_sub(1)) {
                        let _ = writeln!(out, "{text}");
                        let pad: String = text
                            .chars()
                            .take((col as usize).saturating_sub(1))
                            .map(|c| if c == '\t' { '\t' } else { ' ' })
                            .collect();
                        let _ = writeln!(out, "{pad}^");
                    }
                }
            }
            None if diag.loc.isa::<crate::builtin::locations::UnknownLoc>(ctx) => {
                let _ = writeln!(out, "<unknown>:0: {}: {}", diag.severity.as_str(), diag.message);
            }
            None => {
                let _ = writeln!(
                    out,
                    "{}: {}: {}",
                    crate::Attribute::to_text(diag.loc, ctx),
                    diag.severity.as_str(),
                    diag.message
                );
            }
        }
    }
}
