//! Diagnostics: errors, warnings, notes and remarks with a location and attached notes, and their
//! rendering in MLIR's style (`file:line:col: error: message`, the source line, a caret).

use crate::attributes::Attribute;
use crate::builtin::locations::{
    file_line_col, showable_location as loc_to_show, CallSiteLoc, FileLineColRange, FusedLoc, NameLoc, OpaqueLoc,
};
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

    /// Attaches `next`, an error MLIR reports right after this one (a parser's second error, such
    /// as `failed to parse X parameter ...`): it is rendered as an error of its own.
    pub fn followed_by(mut self, next: Diagnostic) -> Self {
        self.notes.push(next);
        self
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

    /// Renders `diag` (and its notes) as MLIR's command-line tools do: the diagnostic at the
    /// first location that has a file position (a call site's callee, else its callers, each
    /// caller then added as a `called from` note), and a note shows its source line only when
    /// its location differs from the previous one.
    pub fn render(&self, ctx: &Context, diag: &Diagnostic) -> String {
        let mut out = String::new();
        let mut stack: Vec<(Attribute, &str)> = Vec::new();
        if let Some(l) = loc_to_show(ctx, diag.loc) {
            stack.push((l, ""));
        }
        let mut call = call_site(ctx, diag.loc);
        let mut depth = 0;
        while let Some(site) = call {
            if let Some(l) = loc_to_show(ctx, site.caller) {
                stack.push((l, "called from"));
            }
            call = call_site(ctx, site.caller);
            depth += 1;
            if depth >= 10 {
                break;
            }
        }
        match stack.split_first() {
            None => self.render_at(ctx, diag.loc, diag.severity, &diag.message, true, &mut out),
            Some((&(first, _), rest)) => {
                self.render_at(ctx, first, diag.severity, &diag.message, true, &mut out);
                // A callee that cannot be shown leaves its first caller as both the position
                // and the first `called from` note, as in MLIR.
                let rest = if loc_to_show(ctx, diag.loc).is_none() { &stack[..] } else { rest };
                for &(l, what) in rest {
                    self.render_at(ctx, l, Severity::Note, what, true, &mut out);
                }
            }
        }
        let mut last = diag.loc;
        for n in &diag.notes {
            let show_source = n.loc != last || n.severity != Severity::Note;
            self.render_at(ctx, n.loc, n.severity, &n.message, show_source, &mut out);
            last = n.loc;
        }
        out
    }

    /// Renders one message at `loc`: at the first file position inside it, else at
    /// `<unknown>:0` with the location spelled before the message.
    pub(crate) fn render_at(
        &self,
        ctx: &Context,
        loc: Attribute,
        severity: Severity,
        message: &str,
        show_source: bool,
        out: &mut String,
    ) {
        match find_file_loc(ctx, loc) {
            Some((file, line, col)) => {
                self.render_position((&file, line, col), severity, message, show_source, out);
            }
            None if loc.isa::<crate::builtin::locations::UnknownLoc>(ctx) => {
                let _ = writeln!(out, "<unknown>:0: {}: {message}", severity.as_str());
            }
            None => {
                let _ = writeln!(
                    out,
                    "<unknown>:0: {}: {}: {message}",
                    severity.as_str(),
                    crate::Attribute::to_text(loc, ctx)
                );
            }
        }
    }

    /// Renders `file:line:col: severity: message` and, when the file is known and
    /// `show_source` is set, the source line with a caret under the column.
    pub fn render_position(
        &self,
        position: (&str, u32, u32),
        severity: Severity,
        message: &str,
        show_source: bool,
        out: &mut String,
    ) {
        self.render_range(position, 1, severity, message, show_source, out);
    }

    /// [`Self::render_position`] with the source underlined over `width` columns from the
    /// position (`^~~~`, clamped to the line), as LLVM's `SourceMgr` prints a range.
    pub fn render_range(
        &self,
        (file, line, col): (&str, u32, u32),
        width: usize,
        severity: Severity,
        message: &str,
        show_source: bool,
        out: &mut String,
    ) {
        let _ = writeln!(out, "{file}:{line}:{col}: {}: {message}", severity.as_str());
        if !show_source {
            return;
        }
        if let Some(src) = self.text(file) {
            if let Some(text) = src.lines().nth((line as usize).saturating_sub(1)) {
                let _ = writeln!(out, "{text}");
                let pad: String = text
                    .chars()
                    .take((col as usize).saturating_sub(1))
                    .map(|c| if c == '\t' { '\t' } else { ' ' })
                    .collect();
                let rest = text.chars().count().saturating_sub((col as usize).saturating_sub(1));
                let tildes = "~".repeat(width.min(rest).saturating_sub(1));
                let _ = writeln!(out, "{pad}^{tildes}");
            }
        }
    }
}

/// The call site `loc` is, looking through names.
fn call_site(ctx: &Context, loc: Attribute) -> Option<CallSiteLoc> {
    if let Some(c) = loc.dyn_cast::<CallSiteLoc>(ctx) {
        return Some(*c);
    }
    if let Some(o) = loc.dyn_cast::<OpaqueLoc>(ctx) {
        return call_site(ctx, o.fallback);
    }
    loc.dyn_cast::<NameLoc>(ctx).and_then(|n| call_site(ctx, n.child))
}

/// The first file position found walking `loc` and its parts in order (a call site's callee
/// before its caller), as MLIR's `findInstanceOf<FileLineColLoc>`.
fn find_file_loc(ctx: &Context, loc: Attribute) -> Option<(String, u32, u32)> {
    if loc.isa::<FileLineColRange>(ctx) {
        return file_line_col(ctx, loc);
    }
    if let Some(n) = loc.dyn_cast::<NameLoc>(ctx) {
        return find_file_loc(ctx, n.child);
    }
    if let Some(c) = loc.dyn_cast::<CallSiteLoc>(ctx) {
        let (callee, caller) = (c.callee, c.caller);
        return find_file_loc(ctx, callee).or_else(|| find_file_loc(ctx, caller));
    }
    if let Some(f) = loc.dyn_cast::<FusedLoc>(ctx) {
        return f.locations.iter().find_map(|&l| find_file_loc(ctx, l));
    }
    if let Some(o) = loc.dyn_cast::<OpaqueLoc>(ctx) {
        return find_file_loc(ctx, o.fallback);
    }
    None
}
