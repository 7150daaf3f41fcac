//! Source text of rule and cost files, and diagnostics that point into them
//! (`file:line:col: error: ...` with the line and a caret).

use oxir::builtin::locations::FileLineColRange;
use oxir::{Context, Diagnostic};

/// A loaded text file (a rule set or a cost model).
#[derive(Clone, Debug)]
pub struct SourceFile {
    /// The name diagnostics use.
    pub name: String,
    /// The contents.
    pub text: String,
}

impl SourceFile {
    /// A file from memory.
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> SourceFile {
        SourceFile { name: name.into(), text: text.into() }
    }

    /// Reads `path`; a missing file is a diagnostic at `loc`.
    pub fn read(path: &str, loc: oxir::Attribute, what: &str) -> Result<SourceFile, Diagnostic> {
        std::fs::read_to_string(path)
            .map(|text| SourceFile::new(path, text))
            .map_err(|e| Diagnostic::error(loc, format!("cannot open {what} file '{path}': {e}")))
    }

    /// The (0-based line, 0-based column) of byte offset `offset`.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let mut offset = offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let before = &self.text[..offset];
        let line = before.matches('\n').count();
        let col = before.rfind('\n').map_or(before.len(), |p| before.len() - p - 1);
        (line, col)
    }
}

/// An error at 0-based `line` and `col` of `file`, rendered with the source line and a caret.
pub fn error_at(ctx: &Context, file: &SourceFile, line: usize, col: usize, message: impl Into<String>) -> Diagnostic {
    let text = file.text.lines().nth(line).unwrap_or("");
    let loc = FileLineColRange::get(ctx, &file.name, line as u32 + 1, col as u32 + 1);
    let message = format!("{}\n{}\n{}^", message.into(), text, " ".repeat(col));
    Diagnostic::error(loc, message)
}
