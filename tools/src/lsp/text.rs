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

    /// The byte offset of LSP position `pos` in `text` (clamped to the line and the text).
    pub fn offset(&self, text: &str, pos: Position) -> usize {
        let Some(&start) = self.starts.get(pos.line as usize) else { return self.len };
        let end = self.starts.get(pos.line as usize + 1).copied().unwrap_or(self.len);
        let mut units = 0u32;
        for (i, c) in text.get(start..end).unwrap_or("").char_indices() {
            if units >= pos.character {
                return start + i;
            }
            units += c.len_utf16() as u32;
        }
        end.min(self.len)
    }

    /// The byte offset of MLIR's one-based `line` and byte `column`, if the line exists.
    pub fn offset_of_line_col(&self, line: u32, column: u32) -> Option<usize> {
        let start = *self.starts.get((line as usize).checked_sub(1)?)?;
        Some((start + (column as usize).saturating_sub(1)).min(self.len))
    }
}
