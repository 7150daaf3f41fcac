//! MLIR's bytecode format (version 6, what MLIR 22 writes), both ways.
//!
//! Reading ([`read_to_text`]) decodes the file's sections (strings, dialects and op names,
//! attributes and types with the builtin dialect's compact encodings and the textual fallback of
//! other dialects, resources, properties, the IR with its isolated regions in nested sections and
//! its use-list orders) into MLIR's generic textual form, which oxir's parser then reads: every
//! attribute, type and location goes through the same parser and checks as textual input; the
//! use-list orders are then applied to the parsed IR ([`UseListOrders::apply`]).
//! Writing ([`write`]) walks the IR and encodes it in the same format for `mlir-opt` to read:
//! builtin attributes and types in their compact encodings, the others in the textual fallback,
//! properties as ODS encodes them.
//!
//! The layers: [`encoding`] (varints, sections, constants), [`sections`] (the file's frame),
//! [`attr_types`], [`builtin`] and [`builtin_encode`] (the attribute and type tables), [`dialect`]
//! (other dialects' compact encodings of their attributes), [`properties`] (the properties
//! of ops), [`reader`], [`use_lists`] and [`writer`].

pub mod attr_types;
pub mod builtin;
pub mod builtin_encode;
pub mod dialect;
pub mod encoding;
pub mod properties;
pub mod reader;
pub mod sections;
pub mod use_lists;
pub mod writer;

pub use dialect::{register_dialect_bytecode, DialectBytecode, DialectReader, DialectWriter};
pub use encoding::{BytecodeError, MAGIC};
pub use reader::{decode, read_to_text, Decoded};
pub use use_lists::UseListOrders;
pub use writer::{write, WriterConfig};

/// Whether `bytes` is MLIR bytecode (starts with its magic number).
pub fn is_bytecode(bytes: &[u8]) -> bool {
    bytes.starts_with(MAGIC)
}

#[cfg(test)]
mod tests;
