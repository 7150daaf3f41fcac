//! The frame of a bytecode file: the header (magic, version, producer), the top-level sections,
//! the string table, the dialect section (dialects, their versions and the op names grouped by
//! dialect) and the resource sections.

use super::encoding::{section, Cursor, Result, CURRENT_VERSION, MAGIC};
use super::encoding::{
    VERSION_DIALECT_VERSIONING, VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOCATION, VERSION_NATIVE_PROPERTIES,
};

/// An op name of the dialect section.
#[derive(Clone, Debug)]
pub struct OpName<'a> {
    /// The index of its dialect.
    pub dialect: usize,
    /// The name without the dialect prefix.
    pub name: &'a str,
    /// Whether the writer had the op registered (from version 5; `None` before).
    pub registered: Option<bool>,
}

/// A resource value.
#[derive(Clone, Debug)]
pub enum ResourceValue<'a> {
    /// A blob with its alignment.
    Blob(&'a [u8], u64),
    /// A boolean.
    Bool(bool),
    /// A string.
    String(&'a str),
    /// A declaration without a value.
    Empty,
}

/// A group of resources: its provider (a dialect or an external owner) and its entries.
#[derive(Clone, Debug)]
pub struct ResourceGroup<'a> {
    /// The dialect or external owner.
    pub owner: &'a str,
    /// Whether the owner is a dialect (else an external provider).
    pub is_dialect: bool,
    /// The entries: key and value.
    pub entries: Vec<(&'a str, ResourceValue<'a>)>,
}

/// A parsed bytecode file, before its attributes, types and IR are decoded.
pub struct File<'a> {
    /// The format version.
    pub version: u64,
    /// The producer string.
    pub producer: &'a str,
    /// The string table.
    pub strings: Vec<&'a str>,
    /// The dialect names.
    pub dialects: Vec<&'a str>,
    /// The op names.
    pub op_names: Vec<OpName<'a>>,
    /// The resource groups, external ones first.
    pub resources: Vec<ResourceGroup<'a>>,
    /// The dialect resources in reference order (what a resource handle indexes): owner, key.
    pub resource_handles: Vec<(&'a str, &'a str)>,
    /// The raw top-level sections by id.
    pub sections: [Option<Cursor<'a>>; section::COUNT as usize],
}

impl<'a> File<'a> {
    /// Parses the frame of `bytes`, which must start with [`MAGIC`].
    pub fn parse(bytes: &'a [u8]) -> Result<File<'a>> {
        let mut c = Cursor::new(bytes, 0);
        if !bytes.starts_with(MAGIC) {
            return c.error("input buffer is not an MLIR bytecode file");
        }
        c.bytes(4)?;
        let version = c.varint()?;
        if version > CURRENT_VERSION {
            return c.error(format!("bytecode version {version} is newer than the current version {CURRENT_VERSION}"));
        }
        let producer = c.null_terminated()?;
        let mut sections: [Option<Cursor<'a>>; section::COUNT as usize] = Default::default();
        while !c.is_empty() {
            let (id, data) = c.section()?;
            let slot = &mut sections[usize::from(id)];
            if slot.is_some() {
                return c.error(format!("duplicate top-level section: {}", section_name(id)));
            }
            *slot = Some(data);
        }
        for id in 0..section::COUNT {
            let optional = matches!(id, section::RESOURCE | section::RESOURCE_OFFSET | section::DIALECT_VERSIONS)
                || (id == section::PROPERTIES && version < VERSION_NATIVE_PROPERTIES);
            if sections[usize::from(id)].is_none() && !optional {
                return c.error(format!("missing data for top-level section: {}", section_name(id)));
            }
        }
        let mut file = File {
            version,
            producer,
            strings: Vec::new(),
            dialects: Vec::new(),
            op_names: Vec::new(),
            resources: Vec::new(),
            resource_handles: Vec::new(),
            sections,
        };
        file.parse_strings()?;
        file.parse_dialects()?;
        file.parse_resources()?;
        Ok(file)
    }

    /// The contents of a required section.
    pub fn section(&self, id: u8) -> Cursor<'a> {
        self.sections[usize::from(id)].unwrap_or_else(|| Cursor::new(&[], 0))
    }

    /// A string by its index.
    pub fn string(&self, c: &Cursor, index: u64) -> Result<&'a str> {
        match usize::try_from(index).ok().and_then(|i| self.strings.get(i)) {
            Some(s) => Ok(s),
            None => c.error(format!("invalid string index: {index}")),
        }
    }

    /// Reads a string reference.
    pub fn read_string(&self, c: &mut Cursor) -> Result<&'a str> {
        let i = c.varint()?;
        self.string(c, i)
    }

    /// A dialect name by index.
    pub fn dialect(&self, c: &Cursor, index: u64) -> Result<&'a str> {
        match usize::try_from(index).ok().and_then(|i| self.dialects.get(i)) {
            Some(d) => Ok(d),
            None => c.error(format!("invalid dialect index: {index}")),
        }
    }

    fn parse_strings(&mut self) -> Result<()> {
        let mut c = self.section(section::STRING);
        let data = c.rest();
        let base = c.offset();
        let count = c.index()?;
        if count > data.len() {
            return c.error("string count exceeds the section size");
        }
        let mut lengths = Vec::with_capacity(count);
        for _ in 0..count {
            lengths.push(c.varint()?);
        }
        let mut end = data.len();
        let mut strings = vec![""; count];
        for (slot, len) in strings.iter_mut().rev().zip(lengths) {
            let len = usize::try_from(len).unwrap_or(usize::MAX);
            if len == 0 || len > end {
                return Err(super::encoding::BytecodeError {
                    offset: base,
                    message: "string size exceeds the available data size".into(),
                });
            }
            let start = end - len;
            let Ok(s) = std::str::from_utf8(&data[start..end - 1]) else {
                return Err(super::encoding::BytecodeError {
                    offset: base + start,
                    message: "string is not valid UTF-8".into(),
                });
            };
            *slot = s;
            end = start;
        }
        if data.len() - c.remaining() != end {
            return c.error("unexpected trailing data between the offsets for strings and their data");
        }
        self.strings = strings;
        Ok(())
    }

    fn parse_dialects(&mut self) -> Result<()> {
        let mut c = self.section(section::DIALECT);
        let count = c.index()?;
        if count > c.remaining() {
            return c.error("dialect count exceeds the section size");
        }
        for _ in 0..count {
            if self.version < VERSION_DIALECT_VERSIONING {
                let name = self.read_string(&mut c)?;
                self.dialects.push(name);
                continue;
            }
            let (index, versioned) = c.varint_with_flag()?;
            let name = self.string(&c, index)?;
            if versioned {
                let (id, _version) = c.section()?;
                if id != section::DIALECT_VERSIONS {
                    return c.error("expected dialect version section");
                }
            }
            self.dialects.push(name);
        }
        if self.version >= VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
            c.varint()?;
        }
        while !c.is_empty() {
            let dialect = c.varint()?;
            self.dialect(&c, dialect)?;
            let n = c.varint()?;
            for _ in 0..n {
                let (name, registered) = if self.version < VERSION_NATIVE_PROPERTIES {
                    (self.read_string(&mut c)?, None)
                } else {
                    let (index, registered) = c.varint_with_flag()?;
                    (self.string(&c, index)?, Some(registered))
                };
                self.op_names.push(OpName { dialect: dialect as usize, name, registered });
            }
        }
        Ok(())
    }

    fn parse_resources(&mut self) -> Result<()> {
        let (Some(mut data), Some(mut offsets)) =
            (self.sections[usize::from(section::RESOURCE)], self.sections[usize::from(section::RESOURCE_OFFSET)])
        else {
            if self.sections[usize::from(section::RESOURCE)].is_some()
                != self.sections[usize::from(section::RESOURCE_OFFSET)].is_some()
            {
                return self.section(section::STRING).error("expected both the resource and resource offset sections");
            }
            return Ok(());
        };
        let external = offsets.varint()?;
        let mut groups = 0u64;
        while !offsets.is_empty() {
            let is_dialect = groups >= external;
            groups += 1;
            let owner = if is_dialect {
                let index = offsets.varint()?;
                self.dialect(&offsets, index)?
            } else {
                self.read_string(&mut offsets)?
            };
            let n = offsets.varint()?;
            let mut entries = Vec::new();
            for _ in 0..n {
                let key = self.read_string(&mut offsets)?;
                let size = offsets.varint()?;
                let kind = offsets.byte()?;
                let mut value = data.bytes(size)?;
                if is_dialect {
                    self.resource_handles.push((owner, key));
                }
                let v = if value.is_empty() {
                    ResourceValue::Empty
                } else {
                    match kind {
                        0 => {
                            let (blob, align) = value.blob_and_alignment()?;
                            ResourceValue::Blob(blob.rest(), align)
                        }
                        1 => ResourceValue::Bool(value.byte()? != 0),
                        2 => ResourceValue::String(self.read_string(&mut value)?),
                        k => return value.error(format!("unknown resource entry kind {k}")),
                    }
                };
                entries.push((key, v));
            }
            self.resources.push(ResourceGroup { owner, is_dialect, entries });
        }
        Ok(())
    }
}

/// The name MLIR gives a section in its messages.
fn section_name(id: u8) -> &'static str {
    match id {
        section::STRING => "String (0)",
        section::DIALECT => "Dialect (1)",
        section::ATTR_TYPE => "AttrType (2)",
        section::ATTR_TYPE_OFFSET => "AttrTypeOffset (3)",
        section::IR => "IR (4)",
        section::RESOURCE => "Resource (5)",
        section::RESOURCE_OFFSET => "ResourceOffset (6)",
        section::DIALECT_VERSIONS => "DialectVersions (7)",
        _ => "Properties (8)",
    }
}
