//! The printer's state and its writing primitives: the [`AsmPrinter`] struct that custom
//! printers (MLIR's `OpAsmPrinter` and `DialectAsmPrinter`) and the generic printer write through.
//! The printing of types, attributes, operations and regions is implemented on this struct in
//! `crate::printer`.

use super::aliases::{AliasCollector, AliasTable};
use super::names::NameState;
use crate::context::Context;
use crate::BlockRef;
use rustc_hash::FxHashMap;
use std::fmt::Write;

/// Options of the printer, as `mlir-opt`'s `--mlir-print-*` flags set them.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct PrintFlags {
    /// Print every op in the generic form (`--mlir-print-op-generic`).
    pub generic: bool,
    /// Print locations (`--mlir-print-debuginfo`).
    pub debuginfo: bool,
    /// Print locations inline instead of through `#loc` aliases (`--mlir-print-local-scope`).
    pub local_scope: bool,
    /// Print locations in MLIR's pretty form, without `loc(...)` (`--mlir-pretty-debuginfo`):
    /// `file.mlir:3:7`, `"name" at file:1:2`, `[unknown]`, `<"meta">[a, b]`.
    pub pretty_debuginfo: bool,
}

/// When the printer may leave out an attribute's type (MLIR's `AttrTypeElision`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum TypeElision {
    /// Always print the type.
    Never,
    /// Leave out types implied by the syntax (`i64` integers, `f64` floats).
    May,
    /// Never print the type.
    Must,
}

/// The state of one printing run; dialects' printers write through it.
pub struct AsmPrinter<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) out: &'a mut String,
    pub(crate) flags: PrintFlags,
    pub(crate) elision: TypeElision,
    pub(crate) indent: usize,
    pub(crate) names: Option<&'a NameState>,
    pub(crate) aliases: Option<&'a AliasTable>,
    pub(crate) collector: Option<&'a mut AliasCollector>,
    pub(crate) in_location: bool,
    pub(crate) in_trailing_loc: bool,
    /// Renumbering of distinct attributes in order of appearance.
    pub(crate) distinct_ids: FxHashMap<u64, u64>,
    /// The ops of each region whose predecessors have been computed.
    pub(crate) preds: FxHashMap<BlockRef, Vec<BlockRef>>,
    pub(crate) default_dialect: Vec<&'static str>,
    /// Print the isolated-from-above ops of the next block with several of them (a module's
    /// functions) on separate threads: their text does not depend on each other once names and
    /// aliases are fixed.
    pub(crate) parallel: bool,
    /// Where a streaming print ([`crate::printer::print_op_to`]) hands the text printed so far,
    /// between ops, so the whole text is never held in memory.
    pub(crate) sink: Option<&'a mut dyn std::io::Write>,
    /// The first error the sink returned; nothing more is written to it after one.
    pub(crate) sink_error: Option<std::io::Error>,
    /// The builtin blob keys referenced by the text handed to the sink so far, when the context
    /// has blobs (the file metadata prints only those; see `printer::metadata`).
    pub(crate) blob_refs: Option<Vec<String>>,
}

/// How much printed text a streaming print buffers before handing it to its sink.
const SPILL_AT: usize = 64 * 1024;

impl<'a> AsmPrinter<'a> {
    /// A printer writing into `out`.
    pub fn new(ctx: &'a Context, out: &'a mut String, flags: PrintFlags) -> Self {
        AsmPrinter {
            ctx,
            out,
            flags,
            elision: TypeElision::Never,
            indent: 0,
            names: None,
            aliases: None,
            collector: None,
            in_location: false,
            in_trailing_loc: false,
            distinct_ids: FxHashMap::default(),
            preds: FxHashMap::default(),
            default_dialect: vec!["builtin"],
            parallel: false,
            sink: None,
            sink_error: None,
            blob_refs: None,
        }
    }

    /// A printer for printing one type or attribute on its own (no aliases).
    pub fn standalone(ctx: &'a Context, out: &'a mut String) -> Self {
        Self::new(ctx, out, PrintFlags::default())
    }

    /// Uses `names` for SSA values and blocks (as [`crate::printer::print_op`] does), e.g. to print one nested op
    /// with the names its enclosing op gives it.
    pub(crate) fn set_names(&mut self, names: &'a NameState) {
        self.names = Some(names);
    }

    /// The context.
    #[inline]
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// The printing flags.
    pub fn flags(&self) -> PrintFlags {
        self.flags
    }

    /// Writes text verbatim.
    #[inline]
    pub fn write(&mut self, s: &str) {
        if self.collector.is_none() {
            self.out.push_str(s);
        }
    }

    /// Hands the text printed so far to the sink of a streaming print once it holds at least
    /// [`SPILL_AT`] bytes (any amount with `force`), and empties the buffer. Called between ops:
    /// nothing reads back what was printed, so the text can leave at any point.
    pub(crate) fn spill(&mut self, force: bool) {
        let Some(sink) = self.sink.as_deref_mut() else { return };
        if self.out.is_empty() || (!force && self.out.len() < SPILL_AT) {
            return;
        }
        if let Some(keys) = self.blob_refs.as_mut() {
            super::resource_refs::add_referenced_blob_keys(self.out, keys);
        }
        if self.sink_error.is_none() {
            if let Err(e) = sink.write_all(self.out.as_bytes()) {
                self.sink_error = Some(e);
            }
        }
        self.out.clear();
    }

    /// Writes `text` straight to the sink of a streaming print (after what is buffered), or
    /// appends it to the buffer when there is no sink.
    pub(crate) fn write_through(&mut self, text: &str) {
        if self.sink.is_none() {
            self.out.push_str(text);
            return;
        }
        self.spill(true);
        if let Some(keys) = self.blob_refs.as_mut() {
            super::resource_refs::add_referenced_blob_keys(text, keys);
        }
        if let (Some(sink), None) = (self.sink.as_deref_mut(), &self.sink_error) {
            if let Err(e) = sink.write_all(text.as_bytes()) {
                self.sink_error = Some(e);
            }
        }
    }

    /// Writes the decimal digits of `n`, as [`AsmPrinter::write_display`] would, without going
    /// through `core::fmt` (an integer type's width is printed for nearly every op).
    #[inline]
    pub fn write_u32(&mut self, n: u32) {
        if self.collector.is_none() {
            super::names::push_u32(self.out, n);
        }
    }

    /// Writes anything `Display`.
    #[inline]
    pub fn write_display(&mut self, v: impl std::fmt::Display) {
        if self.collector.is_none() {
            let _ = write!(self.out, "{v}");
        }
    }
}
