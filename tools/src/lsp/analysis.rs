//! The analysis of one open document: split at `// -----` markers as `--split-input-file` splits
//! it, each chunk parsed alone (in a context of its own, with the parser recording where things
//! are written) and verified, and the symbol mentions resolved to the ops they name. Every
//! request is answered from it; it is rebuilt on each change.

use super::text::LineIndex;
use crate::opt::split_input;
use crate::Registrations;
use oxir::asm::AsmParserState;
use oxir::builtin::attributes::SymbolRefAttr;
use oxir::diagnostics::Severity;
use oxir::parser::{parse_source_with_state, ParseOptions};
use oxir::verifier::VerifierOptions;
use oxir::{Context, Diagnostic, OpRef};
use std::collections::HashMap;
use std::ops::Range;

/// One `// -----` chunk of a document, parsed and verified.
pub struct Chunk {
    /// Where the chunk starts in the document (its recorded ranges are relative to it).
    pub start: usize,
    /// The chunk's text.
    pub text: String,
    /// The context the chunk was parsed into.
    pub ctx: Context,
    /// What the parser recorded (complete when the chunk parsed).
    pub state: AsmParserState,
    /// For each recorded symbol mention, the op it names, if it resolves.
    pub symbol_targets: Vec<Option<OpRef>>,
    /// For each symbol op, the mention that is its own name (`func.func @f`).
    pub symbol_defs: HashMap<OpRef, usize>,
}

/// A diagnostic placed in the document: its severity, byte range, message and notes.
#[derive(Clone, Debug)]
pub struct PlacedDiagnostic {
    /// How serious it is.
    pub severity: Severity,
    /// Where it points in the document.
    pub range: Range<usize>,
    /// What it says.
    pub message: String,
    /// Its notes, placed the same way.
    pub notes: Vec<PlacedDiagnostic>,
}

/// An open document and its analysis.
pub struct Document {
    /// The document's text.
    pub text: String,
    /// Its line table.
    pub lines: LineIndex,
    /// Its chunks, in order.
    pub chunks: Vec<Chunk>,
    /// The parse and verifier diagnostics of every chunk, and the near misses of split markers.
    pub diagnostics: Vec<PlacedDiagnostic>,
}

impl Document {
    /// Analyses `text` with the dialects of `reg`; `name` is the file name locations carry.
    pub fn analyze(reg: &Registrations, name: &str, text: String, allow_unregistered: bool) -> Document {
        let lines = LineIndex::new(&text);
        let (pieces, near_misses) = split_input(&text);
        let mut chunks = Vec::with_capacity(pieces.len());
        let mut diagnostics: Vec<PlacedDiagnostic> = near_misses
            .into_iter()
            .map(|at| PlacedDiagnostic {
                severity: Severity::Warning,
                range: oxir::asm::token_range_at(&text, at),
                message: "near miss with file split marker".into(),
                notes: Vec::new(),
            })
            .collect();
        for piece in &pieces {
            let start = piece.text.as_ptr() as usize - text.as_ptr() as usize;
            let mut ctx = reg.new_context(allow_unregistered);
            let options = ParseOptions {
                filename: name.to_string(),
                implicit_module: true,
                first_line: piece.line,
                first_column: piece.column,
                ..ParseOptions::default()
            };
            let mut state = AsmParserState::new();
            let diags = match parse_source_with_state(&mut ctx, piece.text, &options, &mut state) {
                Ok(top) => {
                    let vopts = VerifierOptions { print_op_on_diagnostic: false, print_debuginfo: false };
                    oxir::verifier::verify_all_with(&ctx, top, &vopts)
                }
                Err(d) => vec![d],
            };
            let place = |d: &Diagnostic| place_diagnostic(&ctx, &text, &lines, start, name, d);
            diagnostics.extend(diags.iter().map(place));
            let (symbol_targets, symbol_defs) = resolve_symbols(&ctx, &state);
            chunks.push(Chunk { start, text: piece.text.to_string(), ctx, state, symbol_targets, symbol_defs });
        }
        Document { text, lines, chunks, diagnostics }
    }

    /// The chunk holding byte `offset` of the document, with the offset relative to it.
    pub fn chunk_at(&self, offset: usize) -> Option<(&Chunk, usize)> {
        let i = self.chunks.partition_point(|c| c.start <= offset).checked_sub(1)?;
        let chunk = &self.chunks[i];
        Some((chunk, offset - chunk.start))
    }
}

/// Places a diagnostic of a chunk starting at byte `start`: at the token its location points to
/// in the document, or at the chunk's start for a location elsewhere (another file, unknown).
fn place_diagnostic(
    ctx: &Context,
    text: &str,
    lines: &LineIndex,
    start: usize,
    name: &str,
    d: &Diagnostic,
) -> PlacedDiagnostic {
    let at = oxir::builtin::locations::file_line_col(ctx, d.loc)
        .filter(|(file, _, _)| file == name)
        .and_then(|(_, line, col)| lines.offset_of_line_col(line, col))
        .unwrap_or(start);
    PlacedDiagnostic {
        severity: d.severity,
        range: oxir::asm::token_range_at(text, at),
        message: d.message.clone(),
        notes: d.notes.iter().map(|n| place_diagnostic(ctx, text, lines, start, name, n)).collect(),
    }
}

/// Resolves each symbol mention: the first mention of a symbol op's own name in that op's text
/// defines it; every other mention is a reference, looked up from the op that holds it as the
/// verifier looks symbol uses up (the nearest symbol table, then each nested component).
fn resolve_symbols(ctx: &Context, state: &AsmParserState) -> (Vec<Option<OpRef>>, HashMap<OpRef, usize>) {
    let mut defs = HashMap::new();
    let targets = state
        .symbols
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let user = m.user?;
            let own_name = m.parent.is_none()
                && !defs.contains_key(&user)
                && oxir::symbol_table::symbol_name(ctx, user) == Some(ctx.ident_str(m.name));
            if own_name {
                defs.insert(user, i);
                return Some(user);
            }
            let path = state.symbol_path(i);
            let (&root, nested) = path.split_first()?;
            let symbol = SymbolRefAttr { root, nested: nested.to_vec() };
            oxir::symbol_table::lookup_nearest_symbol_from(ctx, user, &symbol)
        })
        .collect();
    (targets, defs)
}
