//! The front end of MLIR's assembly-format language, shared by every kind of format: op formats
//! (`#[op(format = "...")]`, see
//! <https://mlir.llvm.org/docs/DefiningDialects/Operations/#declarative-assembly-format>) and
//! type and attribute formats (`#[type_def(format = "...")]`, MLIR's
//! `AttrOrTypeDef::assemblyFormat`).
//!
//! [`lexer`] splits the string into tokens, [`parser`] builds the [`syntax`] tree, and
//! [`diagnostic`] turns an error about a place in the string into a compile error pointing at
//! it. What a format *means* is not here: each kind of definition binds the syntax tree to its
//! own variables and directives, checks it with its own rules and generates its own code
//! (`op::format` for ops, `def::format` for types and attributes).

pub mod diagnostic;
pub mod lexer;
pub mod literal;
pub mod parser;
pub mod syntax;

pub use diagnostic::FormatError;
pub use parser::parse;
pub use syntax::{Element, ElementKind, OIListClause, OptionalGroup, Wrapper};
