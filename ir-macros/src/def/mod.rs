//! Type and attribute definitions (`#[derive(TypeDef)]`, `#[derive(AttrDef)]`, MLIR's
//! `TypeDef`/`AttrDef`): a struct whose fields are the parameters becomes an interned type or
//! attribute with a printer and parser (from its assembly format), constructors, a verifier hook
//! and docs.
//!
//! [`model`] reads the input, [`format`](mod@format) binds the format (parsed by the shared front end
//! [`crate::format`]) to the parameters, [`codegen`] generates the printer and parser,
//! [`docs`] the reference section; [`type_def`] and [`attr_def`] put them together.

pub mod attr_def;
mod codegen;
mod docs;
mod format;
mod model;
#[cfg(test)]
mod tests;
pub mod type_def;
