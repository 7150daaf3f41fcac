//! The primitives of MLIR's bytecode (`mlir/lib/Bytecode/Encoding.h` and the format document):
//! prefix varints, zigzag signed varints, null-terminated strings, sections with optional
//! alignment, and the constants that name sections, op encoding bits and format versions.

use std::fmt;

/// The four bytes every bytecode file starts with: `ML\xEFR`.
pub const MAGIC: &[u8; 4] = b"ML\xEFR";

/// The byte that pads a section or blob up to its alignment.
pub const ALIGNMENT_BYTE: u8 = 0xCB;

/// The format version MLIR 22 writes, and the newest one read.
pub const CURRENT_VERSION: u64 = 6;
/// From this version dialects may carry a version entry.
pub const VERSION_DIALECT_VERSIONING: u64 = 1;
/// From this version the regions of isolated-from-above ops are nested sections (lazy loading).
pub const VERSION_LAZY_LOADING: u64 = 2;
/// From this version ops and blocks may carry use-list orders.
pub const VERSION_USE_LIST_ORDERING: u64 = 3;
/// From this version a block argument at an unknown location omits it.
pub const VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOCATION: u64 = 4;
/// From this version inherent attributes are encoded in the properties section.
pub const VERSION_NATIVE_PROPERTIES: u64 = 5;
/// From this version the ODS segment sizes are native (sparse) arrays, written last.
pub const VERSION_NATIVE_SEGMENT_SIZES: u64 = 6;

/// The sections of a bytecode file, by id.
pub mod section {
    /// The string table.
    pub const STRING: u8 = 0;
    /// Dialects and op names.
    pub const DIALECT: u8 = 1;
    /// The encodings of attributes and types.
    pub const ATTR_TYPE: u8 = 2;
    /// The sizes of the attribute and type encodings, grouped by dialect.
    pub const ATTR_TYPE_OFFSET: u8 = 3;
    /// The IR (and, nested, each isolated-from-above op's regions).
    pub const IR: u8 = 4;
    /// Resource values.
    pub const RESOURCE: u8 = 5;
    /// Resource keys and sizes, grouped by provider.
    pub const RESOURCE_OFFSET: u8 = 6;
    /// A dialect's version (nested in the dialect section).
    pub const DIALECT_VERSIONS: u8 = 7;
    /// The encoded properties of the ops.
    pub const PROPERTIES: u8 = 8;
    /// How many section ids there are.
    pub const COUNT: u8 = 9;
}

/// The bits of an op's encoding mask: which of its parts follow.
pub mod op_mask {
    /// A discardable attribute dictionary.
    pub const HAS_ATTRS: u8 = 0b0000_0001;
    /// Results (their count and types).
    pub const HAS_RESULTS: u8 = 0b0000_0010;
    /// Operands.
    pub const HAS_OPERANDS: u8 = 0b0000_0100;
    /// Successor blocks.
    pub const HAS_SUCCESSORS: u8 = 0b0000_1000;
    /// Regions.
    pub const HAS_INLINE_REGIONS: u8 = 0b0001_0000;
    /// Use-list orders of the results.
    pub const HAS_USE_LIST_ORDERS: u8 = 0b0010_0000;
    /// An index into the properties section.
    pub const HAS_PROPERTIES: u8 = 0b0100_0000;
}

/// A malformed or unsupported input: what went wrong and at which byte of the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BytecodeError {
    /// The byte offset in the file where reading failed.
    pub offset: usize,
    /// What was expected or found.
    pub message: String,
}

impl fmt::Display for BytecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at byte offset {})", self.message, self.offset)
    }
}

impl std::error::Error for BytecodeError {}

/// The result of reading bytecode.
pub type Result<T> = std::result::Result<T, BytecodeError>;

/// A cursor over a slice of the file that knows where the slice starts, so errors name the
/// byte offset in the whole file.
#[derive(Clone, Copy)]
pub struct Cursor<'a> {
    data: &'a [u8],
    pos: usize,
    base: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor over `data`, which starts at byte `base` of the file.
    pub fn new(data: &'a [u8], base: usize) -> Self {
        Cursor { data, pos: 0, base }
    }

    /// The file offset of the next byte.
    pub fn offset(&self) -> usize {
        self.base + self.pos
    }

    /// Whether everything was read.
    pub fn is_empty(&self) -> bool {
        self.pos >= self.data.len()
    }

    /// How many bytes remain.
    pub fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    /// An error at the current position.
    pub fn error<T>(&self, message: impl Into<String>) -> Result<T> {
        Err(BytecodeError { offset: self.offset(), message: message.into() })
    }

    /// One byte.
    pub fn byte(&mut self) -> Result<u8> {
        match self.data.get(self.pos) {
            Some(&b) => {
                self.pos += 1;
                Ok(b)
            }
            None => self.error("unexpected end of bytecode while reading a byte"),
        }
    }

    /// `len` bytes, as a cursor over them.
    pub fn bytes(&mut self, len: u64) -> Result<Cursor<'a>> {
        let len = usize::try_from(len).unwrap_or(usize::MAX);
        if len > self.remaining() {
            return self.error(format!("attempting to read {len} bytes when only {} remain", self.remaining()));
        }
        let sub = Cursor { data: &self.data[self.pos..self.pos + len], pos: 0, base: self.offset() };
        self.pos += len;
        Ok(sub)
    }

    /// The unread bytes.
    pub fn rest(&self) -> &'a [u8] {
        &self.data[self.pos..]
    }

    /// A prefix varint: the count of trailing zero bits of the first byte is the number of
    /// bytes that follow; a zero first byte means eight full bytes follow.
    pub fn varint(&mut self) -> Result<u64> {
        let first = self.byte()?;
        if first & 1 == 1 {
            return Ok(u64::from(first >> 1));
        }
        let extra = if first == 0 { 8 } else { first.trailing_zeros() as usize };
        let mut buf = [0u8; 9];
        buf[0] = first;
        for slot in buf.iter_mut().skip(1).take(extra) {
            *slot = self.byte()?;
        }
        if first == 0 {
            let mut le = [0u8; 8];
            le.copy_from_slice(&buf[1..9]);
            return Ok(u64::from_le_bytes(le));
        }
        let mut le = [0u8; 8];
        le.copy_from_slice(&buf[..8]);
        Ok(u64::from_le_bytes(le) >> (extra + 1))
    }

    /// A varint that is an index or a count, checked to fit in memory.
    pub fn index(&mut self) -> Result<usize> {
        let at = self.offset();
        let v = self.varint()?;
        usize::try_from(v).map_err(|_| BytecodeError { offset: at, message: format!("index {v} is out of range") })
    }

    /// A zigzag-encoded signed varint.
    pub fn signed_varint(&mut self) -> Result<i64> {
        let v = self.varint()?;
        Ok(((v >> 1) as i64) ^ -((v & 1) as i64))
    }

    /// A varint whose low bit is a flag: `(value << 1) | flag`.
    pub fn varint_with_flag(&mut self) -> Result<(u64, bool)> {
        let v = self.varint()?;
        Ok((v >> 1, v & 1 == 1))
    }

    /// A null-terminated string (without its terminator).
    pub fn null_terminated(&mut self) -> Result<&'a str> {
        let rest = self.rest();
        let Some(end) = rest.iter().position(|&b| b == 0) else {
            return self.error("malformed null-terminated string, no null character found");
        };
        let Ok(s) = std::str::from_utf8(&rest[..end]) else {
            return self.error("string is not valid UTF-8");
        };
        self.pos += end + 1;
        Ok(s)
    }

    /// Skips padding bytes up to a multiple of `alignment` (of the file offset).
    pub fn align_to(&mut self, alignment: u64) -> Result<()> {
        if !alignment.is_power_of_two() {
            return self.error("expected alignment to be a power-of-two");
        }
        while !(self.offset() as u64).is_multiple_of(alignment) {
            let b = self.byte()?;
            if b != ALIGNMENT_BYTE {
                return self.error(format!("expected alignment byte (0xCB), but got: '0x{b:X}'"));
            }
        }
        Ok(())
    }

    /// A section: its id and a cursor over its contents.
    pub fn section(&mut self) -> Result<(u8, Cursor<'a>)> {
        let id_and_align = self.byte()?;
        let len = self.varint()?;
        let id = id_and_align & 0x7F;
        if id >= section::COUNT {
            return self.error(format!("invalid section ID: {id}"));
        }
        if id_and_align & 0x80 != 0 {
            let alignment = self.varint()?;
            self.align_to(alignment)?;
        }
        Ok((id, self.bytes(len)?))
    }

    /// A blob with its alignment: `alignment`, `size`, padding, the bytes.
    pub fn blob_and_alignment(&mut self) -> Result<(Cursor<'a>, u64)> {
        let alignment = self.varint()?;
        let size = self.varint()?;
        self.align_to(alignment)?;
        Ok((self.bytes(size)?, alignment))
    }
}

/// A growing byte buffer with the writing primitives of the format.
#[derive(Clone, Debug, Default)]
pub struct Emitter {
    /// The bytes written so far.
    pub bytes: Vec<u8>,
}

impl Emitter {
    /// One byte.
    pub fn byte(&mut self, b: u8) {
        self.bytes.push(b);
    }

    /// Raw bytes.
    pub fn raw(&mut self, b: &[u8]) {
        self.bytes.extend_from_slice(b);
    }

    /// A prefix varint (see [`Cursor::varint`]).
    pub fn varint(&mut self, v: u64) {
        if v < 1 << 7 {
            self.byte(((v << 1) | 1) as u8);
            return;
        }
        let bits = 64 - v.leading_zeros() as usize;
        let extra = bits.div_ceil(7) - 1;
        if extra >= 8 {
            self.byte(0);
            self.raw(&v.to_le_bytes());
            return;
        }
        let encoded = ((v << 1) | 1) << extra;
        self.raw(&encoded.to_le_bytes()[..=extra]);
    }

    /// A zigzag-encoded signed varint.
    pub fn signed_varint(&mut self, v: i64) {
        self.varint(((v << 1) ^ (v >> 63)) as u64);
    }

    /// A varint with a flag in its low bit.
    pub fn varint_with_flag(&mut self, v: u64, flag: bool) {
        self.varint((v << 1) | u64::from(flag));
    }

    /// A null-terminated string.
    pub fn null_terminated(&mut self, s: &str) {
        self.raw(s.as_bytes());
        self.byte(0);
    }

    /// Pads with [`ALIGNMENT_BYTE`] until `base + len` is a multiple of `alignment`.
    pub fn align_to(&mut self, base: usize, alignment: usize) {
        while !(base + self.bytes.len()).is_multiple_of(alignment) {
            self.byte(ALIGNMENT_BYTE);
        }
    }

    /// A section with id `id` and contents `data`; `alignment` above 1 pads the contents to it,
    /// counting from the start of the file, of which `self` holds the beginning.
    pub fn section(&mut self, id: u8, data: &[u8], alignment: usize) {
        if alignment > 1 {
            self.byte(id | 0x80);
            self.varint(data.len() as u64);
            self.varint(alignment as u64);
            self.align_to(0, alignment);
        } else {
            self.byte(id);
            self.varint(data.len() as u64);
        }
        self.raw(data);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_round_trip_at_every_width() {
        let values = [0u64, 1, 127, 128, 300, 1 << 14, (1 << 21) + 5, 1 << 35, (1 << 56) - 1, 1 << 56, u64::MAX];
        for v in values {
            let mut e = Emitter::default();
            e.varint(v);
            let mut c = Cursor::new(&e.bytes, 0);
            assert_eq!(c.varint().unwrap(), v, "value {v}");
            assert!(c.is_empty(), "value {v} left bytes");
        }
        for v in [0i64, -1, 1, -64, 64, i64::MIN, i64::MAX] {
            let mut e = Emitter::default();
            e.signed_varint(v);
            assert_eq!(Cursor::new(&e.bytes, 0).signed_varint().unwrap(), v);
        }
    }

    #[test]
    fn a_single_byte_varint_is_the_value_shifted_with_a_marker() {
        let mut e = Emitter::default();
        e.varint(6);
        assert_eq!(e.bytes, [0x0D]);
    }

    #[test]
    fn truncated_input_is_an_error_with_its_offset() {
        let mut c = Cursor::new(&[0b10], 7);
        let err = c.varint().unwrap_err();
        assert_eq!(err.offset, 8);
    }
}
