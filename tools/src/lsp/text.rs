//! Positions in a document: byte offsets (what the parser records) to and from LSP positions
//! (zero-based lines and UTF-16 columns, the protocol's default encoding), and MLIR's one-based
//! line and byte columns (what diagnostics carry) to byte offsets.

use lsp_types::{Position, Range};

/// The start of every line of a text, for offset and position conversions.
#[derive(Clone, Debug)]
pub struct LineIndex {
    starts: Vec<usize>,
    len: usize,
}

impl LineIndex {
    /// The line table of `text`.
    pub fn new(text: &str) -> Self {
        let mut starts = vec![0];
        starts.extend(text.bytes().enumerate().filter(|&(_, b)| b == b'\n').map(|(i, _)| i + 1));
        LineIndex { starts, len: text.len() }
    }

    /// The LSP position of byte `offset` of `text` (the text this index was built from).
    pub fn position(&self, text: &str, offset: usize) -> Position {
        let offset = offset.min(self.len);
        let line = self.starts.partition_point(|&s| s <= offset) - 1;
        let start = self.starts[line];
        let column: usize = text.get(start..offset).map_or(offset - start, |s| s.chars().map(char::len_utf16).sum());
        Position::new(line as u32, column as u32)
    }

    /// The LSP range of bytes `range` of `text`.
    pub fn range(&self, text: &str, range: std::ops::Range<usize>) -> Range {
        Range::new(self.position(text, range.start), self.position(text, range.end))
    }

    /// The byte offset of LSP position `pos` in `text`: a column past the end of its line is the
    /// end of the line (before its line break, as the protocol says), a line past the end is the
    /// end of the text, and a column inside a character (half of a UTF-16 surrogate pair) is the
    /// start of the next one.
    pub fn offset(&self, text: &str, pos: Position) -> usize {
        let Some(&start) = self.starts.get(pos.line as usize) else { return self.len };
        let next = self.starts.get(pos.line as usize + 1).copied().unwrap_or(self.len);
        let line = text.get(start..next).unwrap_or("");
        let content = line.strip_suffix('\n').map_or(line, |l| l.strip_suffix('\r').unwrap_or(l));
        let mut units = 0u32;
        for (i, c) in content.char_indices() {
            if units >= pos.character {
                return start + i;
            }
            units += c.len_utf16() as u32;
        }
        (start + content.len()).min(self.len)
    }

    /// The byte offset of MLIR's one-based `line` and byte `column`, if the line exists.
    pub fn offset_of_line_col(&self, line: u32, column: u32) -> Option<usize> {
        let start = *self.starts.get((line as usize).checked_sub(1)?)?;
        Some((start + (column as usize).saturating_sub(1)).min(self.len))
    }
}

/// Applies one change of an incremental `didChange` to `text`: its range (in the text as the
/// earlier changes left it) replaced by its text, or the whole document when it has no range.
pub fn apply_change(text: &str, change: &lsp_types::TextDocumentContentChangeEvent) -> String {
    let Some(range) = change.range else { return change.text.clone() };
    let lines = LineIndex::new(text);
    let start = lines.offset(text, range.start);
    let end = lines.offset(text, range.end).max(start);
    let mut out = String::with_capacity(text.len() + change.text.len());
    out.push_str(text.get(..start).unwrap_or(text));
    out.push_str(&change.text);
    out.push_str(text.get(end..).unwrap_or(""));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use lsp_types::TextDocumentContentChangeEvent;

    fn edit(text: &str, (l0, c0): (u32, u32), (l1, c1): (u32, u32), new: &str) -> String {
        let range = Range::new(Position::new(l0, c0), Position::new(l1, c1));
        apply_change(text, &TextDocumentContentChangeEvent { range: Some(range), range_length: None, text: new.into() })
    }

    #[test]
    fn columns_count_utf16_units() {
        // `é` is one UTF-16 unit (two bytes), `𝔸` two units (four bytes).
        let text = "\"é𝔸\" x\nnext";
        let lines = LineIndex::new(text);
        assert_eq!(lines.offset(text, Position::new(0, 2)), 3);
        assert_eq!(lines.offset(text, Position::new(0, 4)), 7);
        assert_eq!(lines.offset(text, Position::new(0, 3)), 7, "inside a surrogate pair: the next character");
        assert_eq!(lines.position(text, 7), Position::new(0, 4));
        assert_eq!(lines.offset(text, Position::new(0, 99)), text.find('\n').unwrap(), "clamped before the break");
        assert_eq!(lines.offset(text, Position::new(9, 0)), text.len());
    }

    #[test]
    fn incremental_changes_replace_their_ranges() {
        let text = "%0 = \"𝔸\"\r\nreturn\n";
        assert_eq!(edit(text, (0, 6), (0, 8), "b"), "%0 = \"b\"\r\nreturn\n");
        assert_eq!(edit(text, (0, 99), (1, 0), " "), "%0 = \"𝔸\" return\n");
        assert_eq!(edit(text, (1, 6), (1, 6), " %0"), "%0 = \"𝔸\"\r\nreturn %0\n");
        let whole = TextDocumentContentChangeEvent { range: None, range_length: None, text: "x".into() };
        assert_eq!(apply_change(text, &whole), "x");
    }
}
