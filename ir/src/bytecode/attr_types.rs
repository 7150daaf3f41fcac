//! The attribute and type tables of a bytecode file, decoded on demand into MLIR's textual
//! syntax: entries in the textual fallback are their own text; entries with a custom encoding
//! are decoded by their dialect's reader (the builtin dialect's compact encodings, in
//! [`super::builtin`]).

use super::dialect::{DialectBytecode, DialectReader};
use super::encoding::{section, Cursor, Result};
use super::sections::File;
use crate::context::Context;
use rustc_hash::FxHashMap;
use std::rc::Rc;

/// Deepest nesting of attributes and types followed while decoding one entry.
const MAX_DEPTH: usize = 512;

/// What is known about a decoded attribute beyond its text.
#[derive(Clone, Debug, PartialEq)]
pub enum AttrKind {
    /// A string attribute without a type: its raw value.
    Str(String),
    /// A location; the text is the inner form (without `loc(...)`).
    Loc,
    /// A dense integer or float elements literal: its raw little-endian data, its shape and
    /// its body as a hex string (`"0x..."`, empty without data).
    Dense {
        /// The raw data (one element for a splat).
        raw: Vec<u8>,
        /// The shape of its type.
        shape: Vec<i64>,
        /// The body as a hex string.
        hex: String,
    },
    /// A dense string elements literal: its body (`"a"` for a splat, `["a", "b"]`).
    DenseStrings(String),
    /// Anything else.
    Other,
}

/// A decoded attribute: its text and kind.
#[derive(Clone, Debug)]
pub struct AttrText {
    /// The attribute as MLIR's textual syntax writes it (locations: their inner form).
    pub text: String,
    /// What kind of attribute it is.
    pub kind: AttrKind,
}

impl AttrText {
    /// The text usable where any attribute may appear (locations wrapped in `loc(...)`).
    pub fn as_attribute(&self) -> String {
        match self.kind {
            AttrKind::Loc => format!("loc({})", self.text),
            _ => self.text.clone(),
        }
    }
}

/// What is known about a decoded type beyond its text.
#[derive(Clone, Debug, PartialEq)]
pub enum TypeKind {
    /// An integer type.
    Int {
        /// Bit width.
        width: u32,
        /// 0 signless, 1 signed, 2 unsigned.
        signedness: u8,
    },
    /// `index`.
    Index,
    /// A float type of this many bits.
    Float(u32),
    /// A shaped type (tensor, memref, vector) with a static or dynamic shape.
    Shaped(Vec<i64>),
    /// Anything else.
    Other,
}

/// A decoded type: its text and kind.
#[derive(Clone, Debug)]
pub struct TypeText {
    /// The type in MLIR's textual syntax.
    pub text: String,
    /// What kind of type it is.
    pub kind: TypeKind,
}

#[derive(Clone)]
struct Entry<'a> {
    dialect: &'a str,
    custom: bool,
    data: Cursor<'a>,
}

/// One of the two tables, as [`AttrTypes::resolve`] sees it.
struct Table<'a, 'f, T> {
    kind: &'static str,
    entries: for<'t> fn(&'t AttrTypes<'a, 'f>) -> &'t [Entry<'a>],
    slots: for<'t> fn(&'t mut AttrTypes<'a, 'f>) -> &'t mut Vec<Slot<T>>,
    decode: fn(&mut AttrTypes<'a, 'f>, &Entry<'a>) -> Result<T>,
}

enum Slot<T> {
    Pending,
    InProgress,
    Done(Rc<T>),
}

/// The decoded-on-demand attribute and type tables.
pub struct AttrTypes<'a, 'f> {
    /// The file the tables belong to.
    pub file: &'f File<'a>,
    attrs: Vec<Entry<'a>>,
    types: Vec<Entry<'a>>,
    attr_slots: Vec<Slot<AttrText>>,
    type_slots: Vec<Slot<TypeText>>,
    depth: usize,
    /// How many `distinct` attributes were decoded (their printed ids).
    pub distinct_count: u64,
    /// The compact encodings of the file's dialects that oxir has ([`Self::with_dialects`]).
    hooks: FxHashMap<&'a str, DialectBytecode>,
}

impl<'a, 'f> AttrTypes<'a, 'f> {
    /// Reads the offset section of `file`, slicing the entries out of the attribute/type section.
    pub fn new(file: &'f File<'a>) -> Result<Self> {
        let mut offsets = file.section(section::ATTR_TYPE_OFFSET);
        let mut data = file.section(section::ATTR_TYPE);
        let num_attrs = offsets.index()?;
        let num_types = offsets.index()?;
        if num_attrs.saturating_add(num_types) > offsets.remaining().saturating_mul(8) + 16 {
            return offsets.error("attribute and type counts exceed the offset section");
        }
        let mut read_group = |n: usize, out: &mut Vec<Entry<'a>>| -> Result<()> {
            while out.len() < n {
                let index = offsets.varint()?;
                let dialect = file.dialect(&offsets, index)?;
                let count = offsets.varint()?;
                for _ in 0..count {
                    if out.len() >= n {
                        return offsets.error("more attribute or type entries than declared");
                    }
                    let (size, custom) = offsets.varint_with_flag()?;
                    if size > data.remaining() as u64 {
                        return offsets.error("Attribute or Type entry offset points past the end of section");
                    }
                    out.push(Entry { dialect, custom, data: data.bytes(size)? });
                }
            }
            Ok(())
        };
        let mut attrs = Vec::with_capacity(num_attrs);
        read_group(num_attrs, &mut attrs)?;
        let mut types = Vec::with_capacity(num_types);
        read_group(num_types, &mut types)?;
        if !offsets.is_empty() {
            return offsets.error("unexpected trailing data in the Attribute/Type offset section");
        }
        let attr_slots = (0..attrs.len()).map(|_| Slot::Pending).collect();
        let type_slots = (0..types.len()).map(|_| Slot::Pending).collect();
        Ok(AttrTypes {
            file,
            attrs,
            types,
            attr_slots,
            type_slots,
            depth: 0,
            distinct_count: 0,
            hooks: FxHashMap::default(),
        })
    }

    /// Takes the compact encodings of the file's dialects from those registered in `ctx` (the
    /// builtin dialect's are built in).
    pub fn with_dialects(mut self, ctx: &Context) -> Self {
        let file = self.file;
        for &d in &file.dialects {
            if let Some(hooks) = super::dialect::dialect_bytecode(ctx, d) {
                self.hooks.insert(d, hooks);
            }
        }
        self
    }

    /// Reads an attribute reference from `c` and decodes it.
    pub fn read_attr(&mut self, c: &mut Cursor) -> Result<Rc<AttrText>> {
        let i = c.varint()?;
        self.attr(c, i)
    }

    /// Reads an optional attribute reference (`(index << 1) | present`).
    pub fn read_optional_attr(&mut self, c: &mut Cursor) -> Result<Option<Rc<AttrText>>> {
        let (i, present) = c.varint_with_flag()?;
        if present {
            self.attr(c, i).map(Some)
        } else {
            Ok(None)
        }
    }

    /// Reads a type reference from `c` and decodes it.
    pub fn read_type(&mut self, c: &mut Cursor) -> Result<Rc<TypeText>> {
        let i = c.varint()?;
        self.ty(c, i)
    }

    /// The attribute at `index` (`c` locates errors).
    pub fn attr(&mut self, c: &Cursor, index: u64) -> Result<Rc<AttrText>> {
        self.resolve(
            c,
            index,
            Table::<AttrText> {
                kind: "Attribute",
                entries: |t| &t.attrs,
                slots: |t| &mut t.attr_slots,
                decode: Self::decode_attr,
            },
        )
    }

    /// The type at `index` (`c` locates errors).
    pub fn ty(&mut self, c: &Cursor, index: u64) -> Result<Rc<TypeText>> {
        self.resolve(
            c,
            index,
            Table::<TypeText> {
                kind: "Type",
                entries: |t| &t.types,
                slots: |t| &mut t.type_slots,
                decode: Self::decode_type,
            },
        )
    }

    /// Entry `index` of `table`, decoded once (a reference back to an entry being decoded is an
    /// error, as is nesting deeper than [`MAX_DEPTH`]).
    fn resolve<T>(&mut self, c: &Cursor, index: u64, table: Table<'a, 'f, T>) -> Result<Rc<T>> {
        let Some(i) = usize::try_from(index).ok().filter(|&i| i < (table.entries)(self).len()) else {
            return c.error(format!("invalid {} index: {index}", table.kind));
        };
        match &(table.slots)(self)[i] {
            Slot::Done(t) => return Ok(t.clone()),
            Slot::InProgress => return c.error(format!("{} {index} refers to itself", table.kind)),
            Slot::Pending => {}
        }
        if self.depth >= MAX_DEPTH {
            return c.error("attributes and types are nested too deeply");
        }
        (table.slots)(self)[i] = Slot::InProgress;
        self.depth += 1;
        let entry = (table.entries)(self)[i].clone();
        let result = (table.decode)(self, &entry);
        self.depth -= 1;
        match result {
            Ok(t) => {
                let t = Rc::new(t);
                (table.slots)(self)[i] = Slot::Done(t.clone());
                Ok(t)
            }
            Err(e) => {
                (table.slots)(self)[i] = Slot::Pending;
                Err(e)
            }
        }
    }

    fn decode_attr(&mut self, entry: &Entry<'a>) -> Result<AttrText> {
        let mut c = entry.data;
        let text = if entry.custom {
            if entry.dialect != "builtin" {
                let Some(hooks) = self.hooks.get(entry.dialect).copied() else {
                    return c.error(format!(
                        "dialect '{}' does not implement the bytecode interface in oxir (its attribute has a custom encoding)",
                        entry.dialect
                    ));
                };
                let text = (hooks.read_attribute)(&mut DialectReader { table: self, cursor: &mut c })?;
                AttrText { text, kind: AttrKind::Other }
            } else {
                super::builtin::read_attr(self, &mut c)?
            }
        } else {
            let raw = c.null_terminated()?;
            let s = renumber_distinct(raw, &mut self.distinct_count);
            match s.strip_prefix("loc(").and_then(|r| r.strip_suffix(')')) {
                Some(inner) => AttrText { text: inner.to_string(), kind: AttrKind::Loc },
                None => AttrText { text: s, kind: AttrKind::Other },
            }
        };
        if !c.is_empty() {
            return c.error("unexpected trailing bytes after Attribute entry");
        }
        Ok(text)
    }

    fn decode_type(&mut self, entry: &Entry<'a>) -> Result<TypeText> {
        let mut c = entry.data;
        let text = if entry.custom {
            if entry.dialect != "builtin" {
                return c.error(format!(
                    "dialect '{}' does not implement the bytecode interface in oxir (its type has a custom encoding)",
                    entry.dialect
                ));
            }
            super::builtin::read_type(self, &mut c)?
        } else {
            let s = c.null_terminated()?;
            TypeText { text: s.to_string(), kind: kind_of_type_text(s) }
        };
        if !c.is_empty() {
            return c.error("unexpected trailing bytes after Type entry");
        }
        Ok(text)
    }
}

/// `text` (an attribute in the textual fallback) with its `distinct[N]` ids replaced by fresh
/// ones from `next`. MLIR parses each entry on its own, so `distinct[0]` in two entries (each
/// printed alone, so each numbered from 0) are two attributes; the reader renders the whole file
/// as one text, where they would be one. Strings are left alone.
fn renumber_distinct(text: &str, next: &mut u64) -> String {
    const KEY: &str = "distinct[";
    if !text.contains(KEY) {
        return text.to_string();
    }
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut ids: Vec<(&str, u64)> = Vec::new();
    let (mut i, mut copied, mut in_string) = (0, 0, false);
    while i < bytes.len() {
        match bytes[i] {
            b'\\' if in_string => i += 1,
            b'"' => in_string = !in_string,
            b'd' if !in_string && text[i..].starts_with(KEY) => {
                let digits = &text[i + KEY.len()..];
                let n = digits.bytes().take_while(u8::is_ascii_digit).count();
                let word_start = i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_');
                if n > 0 && word_start && digits.as_bytes().get(n) == Some(&b']') {
                    let old = &digits[..n];
                    let id = match ids.iter().find(|(o, _)| *o == old) {
                        Some(&(_, id)) => id,
                        None => {
                            let id = *next;
                            *next += 1;
                            ids.push((old, id));
                            id
                        }
                    };
                    out.push_str(&text[copied..i + KEY.len()]);
                    out.push_str(&id.to_string());
                    i += KEY.len() + n;
                    copied = i;
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    out.push_str(&text[copied..]);
    out
}

/// The kind of a type known only by its text (types in the textual fallback): the builtin float
/// types without a compact encoding and integer types.
fn kind_of_type_text(s: &str) -> TypeKind {
    let float_bits = match s {
        "tf32" => Some(19),
        "f8E5M2" | "f8E4M3" | "f8E4M3FN" | "f8E5M2FNUZ" | "f8E4M3FNUZ" | "f8E4M3B11FNUZ" | "f8E3M4" | "f8E8M0FNU" => {
            Some(8)
        }
        "f6E2M3FN" | "f6E3M2FN" => Some(6),
        "f4E2M1FN" => Some(4),
        "bf16" | "f16" => Some(16),
        "f32" => Some(32),
        "f64" => Some(64),
        "f80" => Some(80),
        "f128" => Some(128),
        _ => None,
    };
    if let Some(bits) = float_bits {
        return TypeKind::Float(bits);
    }
    if s == "index" {
        return TypeKind::Index;
    }
    let (rest, signedness) = if let Some(r) = s.strip_prefix("si") {
        (r, 1)
    } else if let Some(r) = s.strip_prefix("ui") {
        (r, 2)
    } else if let Some(r) = s.strip_prefix('i') {
        (r, 0)
    } else {
        return TypeKind::Other;
    };
    match rest.parse::<u32>() {
        Ok(width) => TypeKind::Int { width, signedness },
        Err(_) => TypeKind::Other,
    }
}

#[cfg(test)]
mod tests {
    use super::renumber_distinct;

    #[test]
    fn distinct_ids_of_each_entry_are_fresh() {
        let mut next = 3;
        let text = "#t.a<x = distinct[0]<>, y = distinct[1]<distinct[0]<>>, s = \"distinct[0]\">";
        let out = renumber_distinct(text, &mut next);
        assert_eq!(out, "#t.a<x = distinct[3]<>, y = distinct[4]<distinct[3]<>>, s = \"distinct[0]\">");
        assert_eq!(next, 5);
        assert_eq!(renumber_distinct("#t.b<notdistinct[0]>", &mut next), "#t.b<notdistinct[0]>");
    }
}
