//! Parsing the top-level ops of a module on several threads.
//!
//! **When.** At the first op of the top level, or of the body of a top-level `builtin.module`,
//! a byte-level pre-scan finds where the following ops start: lines that begin, outside any
//! bracket, at the first op's indentation with an op name (a letter or a quoted name). It stops
//! at the end of the block (`}`, a block label) or, at the top level, at an alias definition or
//! the file's metadata. A run that defines SSA values at block level (a line starting with `%`)
//! is left to the sequential parser, since later ops could use them.
//!
//! **How.** The run is cut into chunks at those starts, and each chunk is parsed on a thread of
//! its own into a fork of the context ([`Context::fork_empty`]: interning is shared and
//! thread-safe), by a parser that sees what the sequential one would see there: the aliases
//! defined so far, the nesting depth, the default dialect, and an empty SSA scope. The forks'
//! arenas are then moved into the context in source order ([`Context::absorb_all`]), so the ops
//! join the block as a sequential parse would have appended them.
//!
//! **Same result, same errors.** A chunk is accepted only if its ops parse without error and
//! end exactly where the next chunk starts, with no forward reference, block reference or
//! lexical error left open, and no `distinct` attribute or `dense_resource` (which number or
//! register things across the whole file). If any chunk is not accepted, everything the chunks
//! built is dropped and the sequential parser parses the run from its start: errors are
//! reported by the sequential parser alone, once, with the same text and position. A split at a
//! wrong place cannot go unnoticed: the op before it would end past the cut.

use super::{ParseParallelism, PARALLEL_PARSE_MIN_BYTES};
use crate::asm::lexer::{Lexer, TokenKind};
use crate::asm::scopes::{LocTarget, OpParserState};
use crate::asm::AsmParser;
use crate::attributes::Attribute;
use crate::context::Context;
use crate::intern::Identifier;
use crate::registry::OperationName;
use crate::types::Type;
use crate::{BlockRef, OpRef};
use rayon::prelude::*;
use rustc_hash::FxHashMap;
use std::sync::{Arc, OnceLock};

/// Where a chunk starts: its first byte, and that byte's 0-based line and line start.
#[derive(Copy, Clone, Debug)]
struct Cut {
    start: usize,
    line: u32,
    line_start: usize,
}

/// A run of ops found by the pre-scan: where each op starts, and where the run ends.
struct Run {
    starts: Vec<Cut>,
    end: usize,
}

/// What every chunk's parser starts from: the sequential parser's state where the run begins.
struct ChunkBase<'a, 's> {
    src: &'s str,
    filename: Identifier,
    first_line: u32,
    first_column: u32,
    line_starts: Arc<OnceLock<Vec<u32>>>,
    type_aliases: &'a FxHashMap<String, Type>,
    attr_aliases: &'a FxHashMap<String, Attribute>,
    depth: u32,
    default_dialect: &'a [&'static str],
    custom_ops: &'a [Option<(OperationName, Attribute)>],
}

/// A chunk parsed on its own (into a fork of the context): its ops in order, its references to
/// location aliases not defined yet, and where its parser stopped.
struct ChunkOut {
    ops: Vec<OpRef>,
    pending_loc_aliases: Vec<(OpRef, String, usize)>,
    prev_end: u32,
    line_cursor: (usize, u32, usize),
}

impl<'c, 's> AsmParser<'c, 's> {
    /// Parses the run of ops that starts at the current token on several threads and appends
    /// them to `block`, if the run is large enough and can be split; returns whether it did
    /// (then the current token is the one after the run). When it returns `false` nothing was
    /// consumed or built and the caller parses sequentially.
    pub(crate) fn parse_ops_in_parallel(&mut self, block: BlockRef, top_level: bool) -> bool {
        if self.parallelism == ParseParallelism::Sequential || self.state.is_some() {
            return false;
        }
        let start = self.tok.start as usize;
        if start < self.parallel_skip_until || self.tok.kind == TokenKind::PercentIdent {
            return false;
        }
        if top_level && self.at_module_op() {
            // A file that is one module: its body is what gets split.
            return false;
        }
        let auto = self.parallelism == ParseParallelism::Auto;
        let threads = rayon::current_num_threads();
        let nothing_visible = self.ops.scopes.last().is_none_or(|s| s.values.is_empty() && s.forward.is_empty());
        if (auto && (threads < 2 || self.src.len() - start < PARALLEL_PARSE_MIN_BYTES)) || !nothing_visible {
            self.parallel_skip_until = usize::MAX;
            return false;
        }
        self.line_col(start);
        let (_, line, line_start) = self.line_cursor;
        let run = match prescan(self.src, Cut { start, line, line_start }, top_level) {
            Ok(run) => run,
            Err(stopped_at) => {
                self.parallel_skip_until = stopped_at + 1;
                return false;
            }
        };
        if auto && run.end - start < PARALLEL_PARSE_MIN_BYTES {
            self.parallel_skip_until = run.end;
            return false;
        }
        let pieces = if auto { threads * 4 } else { run.starts.len() };
        let chunks = choose_chunks(&run, pieces);
        if chunks.len() < 2 {
            // A single op (a module, at the top level): its body may still be split.
            return false;
        }
        let base = ChunkBase {
            src: self.src,
            filename: self.filename,
            first_line: self.first_line,
            first_column: self.first_column,
            line_starts: self.line_starts.clone(),
            type_aliases: &self.type_aliases,
            attr_aliases: &self.attr_aliases,
            depth: self.depth,
            default_dialect: &self.ops.default_dialect,
            custom_ops: &self.ops.custom_ops,
        };
        let forks: Vec<Context> = chunks.iter().map(|_| self.ctx.fork_empty()).collect();
        let parsed: Option<Vec<(Context, ChunkOut)>> = forks
            .into_par_iter()
            .zip(chunks.par_iter())
            .map(|(fork, &(cut, end))| base.parse(fork, cut, end))
            .collect();
        let Some(parsed) = parsed else {
            // Some chunk failed or could not stand alone: the sequential parser takes the run
            // (and reports its first error) as if nothing had been tried.
            return false;
        };
        let (mut prev_end, mut line_cursor) = (self.prev_end, self.line_cursor);
        let (forks, parsed): (Vec<Context>, Vec<ChunkOut>) = parsed.into_iter().unzip();
        let rels = self.ctx.absorb_all(forks);
        for (out, rel) in parsed.into_iter().zip(rels) {
            self.report.parallel_chunks += 1;
            self.report.parallel_ops += out.ops.len();
            for op in out.ops {
                self.ctx.append_op(block, rel.op(op));
            }
            for (op, name, at) in out.pending_loc_aliases {
                self.ops.pending_loc_aliases.push((LocTarget::Op(rel.op(op)), name, at));
            }
            (prev_end, line_cursor) = (out.prev_end, out.line_cursor);
        }
        self.lexer.reset_to(run.end);
        self.tok = self.lexer.next_token();
        self.prev_end = prev_end;
        self.line_cursor = line_cursor;
        self.note_lex_error();
        true
    }
}

impl AsmParser<'_, '_> {
    /// Whether the current token names `builtin.module` (generic or custom, with or without
    /// its dialect prefix), without parsing it.
    fn at_module_op(&self) -> bool {
        let name = <crate::builtin::ops::ModuleOp as crate::ods::Op>::NAME;
        let short = name.split_once('.').map_or(name, |(_, op)| op);
        match self.tok.kind {
            TokenKind::String => self.token_text().strip_prefix('"').and_then(|t| t.strip_suffix('"')) == Some(name),
            TokenKind::BareIdent => self.token_text() == name || self.token_text() == short,
            _ => false,
        }
    }
}

impl<'s> ChunkBase<'_, 's> {
    /// Parses the ops from `cut` to `end` into `ctx`; `None` unless the chunk stands alone (see
    /// the module's documentation).
    fn parse(&self, mut ctx: Context, cut: Cut, end: usize) -> Option<(Context, ChunkOut)> {
        let text = self.src.get(cut.start..end)?;
        if text.contains("distinct") || text.contains("dense_resource") {
            return None;
        }
        // About one op per 60 bytes, as `parse_source` reserves.
        ctx.reserve_ops(text.len() / 60);
        let mut lexer = Lexer::new(self.src);
        lexer.reset_to(cut.start);
        let tok = lexer.next_token();
        let mut p = AsmParser {
            ctx: &mut ctx,
            src: self.src,
            lexer,
            tok,
            prev_end: cut.start as u32,
            filename: self.filename,
            first_line: self.first_line,
            first_column: self.first_column,
            line_starts: self.line_starts.clone(),
            line_cursor: (cut.start, cut.line, cut.line_start),
            type_aliases: self.type_aliases.clone(),
            attr_aliases: self.attr_aliases.clone(),
            depth: self.depth,
            ops: OpParserState {
                default_dialect: self.default_dialect.to_vec(),
                custom_ops: self.custom_ops.to_vec(),
                ..OpParserState::default()
            },
            keyword_types: FxHashMap::default(),
            lex_error: None,
            state: None,
            parallelism: ParseParallelism::Sequential,
            parallel_skip_until: usize::MAX,
            in_top_module: false,
            report: super::ParseReport::default(),
        };
        p.note_lex_error();
        p.push_scope(true);
        let mut ops = Vec::new();
        loop {
            let at = p.tok.start as usize;
            if p.tok.kind == TokenKind::Error {
                return None;
            }
            if at >= end || matches!(p.tok.kind, TokenKind::Eof | TokenKind::RBrace | TokenKind::CaretIdent) {
                if at != end {
                    return None;
                }
                break;
            }
            ops.push(p.parse_operation().ok()?);
        }
        p.pop_scope(true).ok()?;
        if p.lex_error.is_some() || !p.ops.distinct_attrs.is_empty() {
            return None;
        }
        let pending_loc_aliases = std::mem::take(&mut p.ops.pending_loc_aliases)
            .into_iter()
            .map(|(LocTarget::Op(op), name, at)| (op, name, at))
            .collect();
        let (prev_end, line_cursor) = (p.prev_end, p.line_cursor);
        Some((ctx, ChunkOut { ops, pending_loc_aliases, prev_end, line_cursor }))
    }
}

/// The bytes the pre-scan stops at: newlines, brackets, quotes and the `/` of comments.
const INTERESTING: [bool; 256] = {
    let mut t = [false; 256];
    let mut k = 0;
    let bytes = b"\n\"/()[]{}";
    while k < bytes.len() {
        t[bytes[k] as usize] = true;
        k += 1;
    }
    t
};

/// What a line start can mean to the pre-scan when it is at the run's depth: an op of the run,
/// a block-level SSA definition (the run cannot be split), or the end of the run.
#[derive(Copy, Clone, PartialEq, Eq)]
enum LineKind {
    Op,
    Ssa,
    End,
}

/// A line start a piece of the pre-scan met at the lowest bracket depth it had seen so far
/// (relative to the piece's start): the only lines that can be at the run's depth.
#[derive(Copy, Clone)]
struct LineEvent {
    depth: i64,
    kind: LineKind,
    /// The line's first non-blank byte.
    at: usize,
    /// The line's number, counted from the piece's start, and its first byte.
    line: u32,
    line_start: usize,
}

/// One piece of the pre-scan, scanned without knowing the bracket depth at its start.
struct PieceScan {
    events: Vec<LineEvent>,
    /// Where the depth, relative to the piece's start, first reached `-1`, `-2`, ... (the
    /// closing brackets that would end the run if the piece started that deep).
    new_lows: Vec<usize>,
    /// The depth at the piece's end, relative to its start, and the newlines in it.
    depth: i64,
    lines: u32,
}

/// The pre-scan is split into pieces of at least this many bytes, scanned in parallel.
const PRESCAN_PIECE_BYTES: usize = 1 << 20;

/// Finds the ops of the run that starts at `first` (see the module's documentation): `Err`
/// with the offset where it gave up when the run cannot be split.
///
/// The scan keeps no state across a newline but the bracket depth (strings and comments end at
/// the line's end), so a large text is cut at newlines into pieces scanned on the thread pool,
/// each relative to its own start; the pieces are then read in order, each from the depth the
/// ones before it ended at, as one scan from `first` would have seen them.
fn prescan(src: &str, first: Cut, top_level: bool) -> Result<Run, usize> {
    let threads = rayon::current_num_threads();
    let most = if threads < 2 { 1 } else { threads * 4 };
    prescan_in_pieces(src, first, top_level, PRESCAN_PIECE_BYTES, most)
}

/// [`prescan`] cut into pieces of at least `piece_bytes`, at most `most` of them.
fn prescan_in_pieces(src: &str, first: Cut, top_level: bool, piece_bytes: usize, most: usize) -> Result<Run, usize> {
    let b = src.as_bytes();
    let blank = |c: &u8| *c == b' ' || *c == b'\t';
    let indent = first.start - first.line_start;
    if !b.get(first.line_start..first.start).is_some_and(|s| s.iter().all(blank)) {
        return Err(first.start);
    }
    // The pieces: cut at the newline after every `PRESCAN_PIECE_BYTES` (the line after a
    // newline belongs to the piece whose newline it is).
    let len = b.len().saturating_sub(first.start);
    let count = (len / piece_bytes.max(1)).clamp(1, most.max(1));
    let mut bounds = vec![first.start];
    for k in 1..count {
        let guess = first.start + len / count * k;
        let Some(nl) = b.get(guess..).unwrap_or_default().iter().position(|&c| c == b'\n') else { break };
        let cut = guess + nl + 1;
        if cut > *bounds.last().unwrap_or(&0) && cut < b.len() {
            bounds.push(cut);
        }
    }
    bounds.push(b.len());
    // Where a piece known to start at the run's depth (the first) found the run's end: the
    // pieces after it stop early.
    let stop = std::sync::atomic::AtomicUsize::new(usize::MAX);
    let scan = |k: usize| scan_piece(b, bounds[k], bounds[k + 1], indent, top_level, k == 0, &stop);
    let pieces: Vec<PieceScan> = if bounds.len() > 2 {
        use rayon::prelude::*;
        (0..bounds.len() - 1).into_par_iter().map(scan).collect()
    } else {
        vec![scan(0)]
    };
    let mut starts = vec![first];
    let (mut depth, mut line) = (0i64, first.line);
    for piece in &pieces {
        // The run ends where the depth first goes below its start, if it does in this piece.
        let close = usize::try_from(depth).ok().and_then(|d| piece.new_lows.get(d).copied());
        for e in &piece.events {
            if close.is_some_and(|c| e.at > c) {
                break;
            }
            if e.depth != -depth {
                continue;
            }
            match e.kind {
                LineKind::Op => starts.push(Cut { start: e.at, line: line + e.line, line_start: e.line_start }),
                LineKind::Ssa => return Err(e.at),
                LineKind::End => return Ok(Run { starts, end: e.at }),
            }
        }
        if let Some(end) = close {
            return Ok(Run { starts, end });
        }
        depth += piece.depth;
        line += piece.lines;
    }
    Ok(Run { starts, end: b.len() })
}

/// Scans `b[from..to]` for [`prescan`], with bracket depths relative to `from`. `exact`: the
/// piece starts at the run's depth, so it can stop where the run ends and tell the others.
fn scan_piece(
    b: &[u8],
    from: usize,
    to: usize,
    indent: usize,
    top_level: bool,
    exact: bool,
    stop: &std::sync::atomic::AtomicUsize,
) -> PieceScan {
    use std::sync::atomic::Ordering;
    let blank = |c: &u8| *c == b' ' || *c == b'\t';
    let mut out = PieceScan { events: Vec::new(), new_lows: Vec::new(), depth: 0, lines: 0 };
    let (mut i, mut low) = (from, 0i64);
    let end_here = |out: &mut PieceScan, at: usize| {
        if exact {
            stop.fetch_min(at, Ordering::Relaxed);
        }
        out.new_lows.push(at);
    };
    while i < to {
        while i < to && !INTERESTING[b[i] as usize] {
            i += 1;
        }
        if i >= to {
            break;
        }
        match b[i] {
            b'\n' => {
                i += 1;
                out.lines += 1;
                if out.depth != low {
                    continue;
                }
                if stop.load(Ordering::Relaxed) < from {
                    break;
                }
                let line_start = i;
                let j = line_start + b[line_start..].iter().take_while(|c| blank(c)).count();
                let kind = match b.get(j) {
                    Some(b'"' | b'a'..=b'z' | b'A'..=b'Z' | b'_') if j - line_start == indent => Some(LineKind::Op),
                    Some(b'%') => Some(LineKind::Ssa),
                    Some(b'^') => Some(LineKind::End),
                    Some(b'#' | b'!') if top_level => Some(LineKind::End),
                    Some(b'{') if top_level && b[j..].starts_with(b"{-#") => Some(LineKind::End),
                    _ => None,
                };
                if let Some(kind) = kind {
                    out.events.push(LineEvent { depth: out.depth, kind, at: j, line: out.lines, line_start });
                    if exact && out.depth == 0 && kind != LineKind::Op {
                        stop.fetch_min(j, Ordering::Relaxed);
                        break;
                    }
                }
                i = j;
            }
            b'"' => {
                // A string, to its closing quote or the end of the line (every newline counts).
                i += 1;
                while let Some(&c) = b.get(i) {
                    match c {
                        b'\\' if b.get(i + 1) != Some(&b'\n') => i += 2,
                        b'"' => {
                            i += 1;
                            break;
                        }
                        b'\n' => break,
                        _ => i += 1,
                    }
                }
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while b.get(i).is_some_and(|&c| c != b'\n') {
                    i += 1;
                }
            }
            b'(' | b'[' | b'{' => {
                out.depth += 1;
                i += 1;
            }
            b')' | b']' | b'}' => {
                out.depth -= 1;
                if out.depth < low {
                    low = out.depth;
                    end_here(&mut out, i);
                    if exact && low < 0 {
                        break;
                    }
                }
                i += 1;
            }
            _ => i += 1,
        }
    }
    out
}

/// Groups the run's ops into at most about `pieces` chunks of similar size: each chunk's start
/// and end.
fn choose_chunks(run: &Run, pieces: usize) -> Vec<(Cut, usize)> {
    let Some(&first) = run.starts.first() else { return Vec::new() };
    let target = (run.end.saturating_sub(first.start) / pieces.max(1)).max(1);
    let mut chosen = vec![first];
    for &cut in &run.starts[1..] {
        if cut.start < run.end && chosen.last().is_some_and(|last| cut.start - last.start >= target) {
            chosen.push(cut);
        }
    }
    let ends: Vec<usize> = chosen.iter().skip(1).map(|c| c.start).chain(std::iter::once(run.end)).collect();
    chosen.into_iter().zip(ends).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pre-scan of `src` from its first op (at the top level or not), cut into pieces of
    /// every size from 1 byte up: the starts, lines and end must be those of one piece.
    fn same_in_pieces(src: &str, top_level: bool) {
        let start = src.find(|c: char| c == '"' || c.is_ascii_alphabetic()).unwrap_or(0);
        let line_start = src[..start].rfind('\n').map_or(0, |i| i + 1);
        let line = src[..start].matches('\n').count() as u32;
        let first = Cut { start, line, line_start };
        let key = |r: Result<Run, usize>| {
            r.map(|run| (run.starts.iter().map(|c| (c.start, c.line, c.line_start)).collect::<Vec<_>>(), run.end))
        };
        let whole = key(prescan_in_pieces(src, first, top_level, usize::MAX, 1));
        for bytes in 1..src.len() + 2 {
            assert_eq!(
                key(prescan_in_pieces(src, first, top_level, bytes, usize::MAX)),
                whole,
                "pieces of {bytes} bytes"
            );
        }
    }

    #[test]
    fn pieces_agree_with_one_scan() {
        let funcs = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n\
                     \"func.func\"() ({\n^bb0(%x: i32):\nfoo.bar\n  \"x.y\"() {s = \"}) \\\" ({[\"} : () -> ()\n}) : () -> ()\n\
                     // a comment with ) and {\nfunc.func @g() {\n  return\n}\n";
        same_in_pieces(funcs, true);
        same_in_pieces(&format!("{funcs}#map = affine_map<(d0) -> (d0)>\nfunc.func @h()\n"), true);
        same_in_pieces(&format!("{funcs}{{-# dialect_resources: {{}} #-}}\n"), true);
        // In a block: the run ends at the block's closing brace, or gives up at an SSA value.
        same_in_pieces(&format!("  {}  }}\nfunc.func @after()\n", funcs.replace('\n', "\n  ")), false);
        same_in_pieces(&format!("{funcs}%v = foo.op\nfunc.func @k()\n"), false);
        same_in_pieces(&format!("{funcs}^bb1:\n  foo.op\n"), false);
    }
}
