//! A dialect's own compact encodings of its attributes (MLIR's `BytecodeDialectInterface`, which
//! dialects generate from a `*DialectBytecode.td`): a dialect registers a [`DialectBytecode`]
//! (`#[dialect(bytecode = ...)]`, which calls [`register_dialect_bytecode`] when the dialect is
//! loaded), whose reader turns an entry's bytes into the attribute's text and whose writer
//! encodes the attributes it has an encoding for. Attributes it does not encode keep the textual
//! fallback, which every dialect gets without code. The encodings are kept here, by namespace,
//! rather than in the core's dialect registry, which does not know the bytecode; they apply to
//! the dialects a context has loaded.
//!
//! The reader and writer speak MLIR's `DialectBytecodeReader`/`Writer` primitives: varints (with
//! a flag), booleans (a byte), strings (an index into the string section) and references to
//! other attributes (an index into the attribute table, optionally with a presence flag).

use super::attr_types::AttrTypes;
use super::builtin_encode::Refs;
use super::encoding::{Cursor, Emitter, Result};
use crate::attributes::Attribute;
use crate::context::Context;
use std::sync::RwLock;

/// The registered encodings, by dialect namespace.
static ENCODINGS: RwLock<Vec<(&'static str, DialectBytecode)>> = RwLock::new(Vec::new());

/// Registers `hooks` as the compact encodings of the dialect `namespace` (the last registration
/// of a namespace counts). `#[dialect(bytecode = ...)]` calls it when the dialect is loaded.
pub fn register_dialect_bytecode(namespace: &'static str, hooks: DialectBytecode) {
    let mut all = ENCODINGS.write().unwrap_or_else(|e| e.into_inner());
    match all.iter_mut().find(|(ns, _)| *ns == namespace) {
        Some(entry) => entry.1 = hooks,
        None => all.push((namespace, hooks)),
    }
}

/// The compact encodings of dialect `namespace`, if it is loaded in `ctx` and registered some.
pub(crate) fn dialect_bytecode(ctx: &Context, namespace: &str) -> Option<DialectBytecode> {
    if !ctx.is_dialect_registered(namespace) {
        return None;
    }
    let all = ENCODINGS.read().unwrap_or_else(|e| e.into_inner());
    all.iter().find(|(ns, _)| *ns == namespace).map(|&(_, hooks)| hooks)
}

/// A dialect's compact bytecode encodings of its attributes.
#[derive(Clone, Copy)]
pub struct DialectBytecode {
    /// Decodes one attribute entry with a custom encoding into the attribute's text (as
    /// `mlir-opt` prints it, e.g. `#llvm.loop_annotation<...>`), for oxir's parser.
    pub read_attribute: fn(&mut DialectReader<'_, '_, '_, '_>) -> Result<String>,
    /// Encodes attribute `a` of the dialect; `false` when it has no compact encoding (it is then
    /// written in the textual fallback). Called twice per attribute (once to collect what the
    /// encoding refers to, once with the final indices), so it must write the same both times.
    pub write_attribute: fn(&Context, Attribute, &mut DialectWriter<'_>) -> bool,
}

/// Reads the fields of one attribute entry (MLIR's `DialectBytecodeReader`).
pub struct DialectReader<'r, 'c, 'a, 'f> {
    pub(crate) table: &'r mut AttrTypes<'a, 'f>,
    pub(crate) cursor: &'r mut Cursor<'c>,
}

impl DialectReader<'_, '_, '_, '_> {
    /// An error at the current byte.
    pub fn error<T>(&self, message: impl Into<String>) -> Result<T> {
        self.cursor.error(message)
    }

    /// A varint.
    pub fn varint(&mut self) -> Result<u64> {
        self.cursor.varint()
    }

    /// A varint whose low bit is a flag: the value and the flag.
    pub fn varint_with_flag(&mut self) -> Result<(u64, bool)> {
        self.cursor.varint_with_flag()
    }

    /// A boolean (one byte, as MLIR's `readBool`).
    pub fn bool(&mut self) -> Result<bool> {
        match self.cursor.byte()? {
            0 => Ok(false),
            1 => Ok(true),
            b => self.cursor.error(format!("expected a boolean byte, but got {b}")),
        }
    }

    /// A string of the string section (MLIR's `readString`).
    pub fn string(&mut self) -> Result<String> {
        let i = self.cursor.varint()?;
        self.table.file.string(self.cursor, i).map(str::to_string)
    }

    /// A reference to an attribute: its text, usable wherever an attribute may be written
    /// (locations as `loc(...)`).
    pub fn attribute(&mut self) -> Result<String> {
        Ok(self.table.read_attr(self.cursor)?.as_attribute())
    }

    /// An optional reference to an attribute (MLIR's `readOptionalAttribute`: the index with a
    /// presence flag).
    pub fn optional_attribute(&mut self) -> Result<Option<String>> {
        Ok(self.table.read_optional_attr(self.cursor)?.map(|a| a.as_attribute()))
    }

    /// A list: a varint count, then `count` elements read by `element`.
    pub fn list<T>(&mut self, mut element: impl FnMut(&mut Self) -> Result<T>) -> Result<Vec<T>> {
        let n = self.cursor.varint()?;
        if n > self.cursor.remaining() as u64 {
            return self.cursor.error("list length exceeds the entry");
        }
        (0..n).map(|_| element(self)).collect()
    }
}

/// Writes the fields of one attribute entry (MLIR's `DialectBytecodeWriter`).
pub struct DialectWriter<'w> {
    pub(crate) out: &'w mut Emitter,
    pub(crate) refs: &'w mut dyn Refs,
}

impl DialectWriter<'_> {
    /// A varint.
    pub fn varint(&mut self, v: u64) {
        self.out.varint(v);
    }

    /// A varint with a flag in its low bit.
    pub fn varint_with_flag(&mut self, v: u64, flag: bool) {
        self.out.varint_with_flag(v, flag);
    }

    /// A boolean (one byte, as MLIR's `writeOwnedBool`).
    pub fn bool(&mut self, b: bool) {
        self.out.byte(u8::from(b));
    }

    /// A string, by its index in the string section (MLIR's `writeOwnedString`).
    pub fn string(&mut self, s: &str) {
        let i = self.refs.string(s);
        self.out.varint(i);
    }

    /// A reference to attribute `a`.
    pub fn attribute(&mut self, a: Attribute) {
        let i = self.refs.attr(a);
        self.out.varint(i);
    }

    /// An optional reference (MLIR's `writeOptionalAttribute`: the index with a presence flag,
    /// `0` when absent).
    pub fn optional_attribute(&mut self, a: Option<Attribute>) {
        match a {
            Some(a) => {
                let i = self.refs.attr(a);
                self.out.varint_with_flag(i, true);
            }
            None => self.out.varint(0),
        }
    }

    /// A list: its length, then each element written by `element`.
    pub fn list<T: Copy>(&mut self, items: &[T], mut element: impl FnMut(&mut Self, T)) {
        self.out.varint(items.len() as u64);
        for &item in items {
            element(self, item);
        }
    }
}

/// The compact encoding of `a` by its dialect's `hooks`, `None` when it has none.
pub(crate) fn encode_dialect_attr(
    ctx: &Context,
    hooks: &DialectBytecode,
    a: Attribute,
    refs: &mut dyn Refs,
) -> Option<Vec<u8>> {
    let mut out = Emitter::default();
    let mut w = DialectWriter { out: &mut out, refs };
    (hooks.write_attribute)(ctx, a, &mut w).then_some(out.bytes)
}
