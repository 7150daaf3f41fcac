//! The op model: what the `#[op]` macro understands of a definition, independent of how it was
//! written. The assembly-format compiler, the accessor/builder/verifier generators and the docs
//! generator all read this model.

use proc_macro2::Span;
use syn::{Expr, Ident, Path, Type};

/// How many values (or regions, successors) a declared operand/result/region/successor stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one (`Value`, `Region`, `Block`).
    Single,
    /// Zero or one (`Option<Value>`).
    Optional,
    /// Any number (`Vec<Value>`).
    Variadic,
    /// A list of lists (`Vec<Vec<Value>>`), sized by an attribute (MLIR's `VariadicOfVariadic`).
    VariadicOfVariadic,
}

impl Arity {
    /// Whether this is anything but [`Arity::Single`].
    pub fn is_variable(self) -> bool {
        self != Arity::Single
    }
}

/// An operand or a result.
#[derive(Clone, Debug)]
pub struct ValueDef {
    /// The Rust field name (also the accessor name).
    pub field: Ident,
    /// The name used in the assembly format and docs (`$lhs`); the field name unless renamed.
    pub name: String,
    /// How many values.
    pub arity: Arity,
    /// The constraint: a Rust expression of type `oxir::ods::TypeConstraint` (`None`: any type).
    pub constraint: Option<Expr>,
    /// For variadic-of-variadic: the name of the attribute holding the segment sizes.
    pub segment_attr: Option<String>,
    /// Where the field was declared, for errors.
    pub span: Span,
}

/// How an attribute is stored and whether it must be present.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AttrPresence {
    /// Must be present.
    Required,
    /// May be absent (`Option<T>` field).
    Optional,
    /// Has a default value (a Rust expression building the attribute), omitted from the output
    /// when equal to it.
    Default(String),
}

/// An inherent attribute (stored as a property, as MLIR does for ops with properties).
#[derive(Clone, Debug)]
pub struct AttrDef {
    /// The Rust field name (also the accessor name).
    pub field: Ident,
    /// The attribute's name in the IR (`value`, `predicate`, `overflowFlags`).
    pub name: String,
    /// The Rust type of the attribute value as written in the field (e.g. `IntegerAttr`,
    /// `StringAttr`, `TypeAttr`, or a user `AttrDef` type); used for casts and for parsing it in
    /// the custom format.
    pub ty: Type,
    /// Required, optional or defaulted.
    pub presence: AttrPresence,
    /// An extra constraint: a Rust expression of type `oxir::ods::AttrConstraint`.
    pub constraint: Option<Expr>,
    /// Whether this is a discardable attribute (`#[attribute(discardable)]`) rather than a
    /// property.
    pub discardable: bool,
    /// A default on an `Option<T>` field: MLIR's `DefaultValuedOptionalAttr`, absent from the
    /// op until set (parsing does not fill it in), omitted from the output when equal to the
    /// default, and set to the default by the builders.
    pub optional_storage: bool,
    /// Where the field was declared.
    pub span: Span,
}

/// A region.
#[derive(Clone, Debug)]
pub struct RegionDef {
    /// The Rust field name.
    pub field: Ident,
    /// The name in the format (`$body`).
    pub name: String,
    /// Single or variadic (variadic only as the last region).
    pub arity: Arity,
    /// Whether the region must have exactly one block (`SizedRegion<1>`).
    pub single_block: bool,
    /// Where the field was declared.
    pub span: Span,
}

/// A successor.
#[derive(Clone, Debug)]
pub struct SuccessorDef {
    /// The Rust field name.
    pub field: Ident,
    /// The name in the format (`$dest`).
    pub name: String,
    /// Single or variadic (variadic only as the last successor).
    pub arity: Arity,
    /// Where the field was declared.
    pub span: Span,
}

/// A trait the op declares, as written (`Pure`, `HasParent<FuncOp>`, `AllTypesMatch<[a, b]>`).
#[derive(Clone, Debug)]
pub struct TraitRef {
    /// The trait's marker type path (`Pure`, `oxir::traits::Pure`, a user's own).
    pub path: Path,
    /// The last path segment's name, for recognizing the traits the generators know.
    pub name: String,
    /// The names a type relation relates (`AllTypesMatch<[lhs, rhs]>`, then a `TypesMatchWith`'s
    /// transformer), or a marker trait's string arguments (`TypesMatchWith("lhs", "rhs")`).
    pub args: Vec<String>,
    /// Type arguments (`HasParent<FuncOp>`, `SingleBlockImplicitTerminator<YieldOp>`), if any.
    pub type_args: Vec<Type>,
    /// A type relation written in MLIR's form (`AllTypesMatch<[a, b]>`,
    /// `TypesMatchWith<from, to, transform, "message">`): `args` hold the names (and the
    /// transformer), and the generated verifier checks the relation with this summary.
    pub relation: Option<TypeRelation>,
    /// Where it was written.
    pub span: Span,
}

/// A type relation the generated verifier checks (MLIR's `PredOpTrait`s `AllTypesMatch` and
/// `TypesMatchWith`).
#[derive(Clone, Debug)]
pub struct TypeRelation {
    /// What the verifier reports after `failed to verify that `.
    pub summary: String,
    /// Where each name of the trait's `args` was written, for errors.
    pub name_spans: Vec<Span>,
    /// A `TypesMatchWith` transformer as written (its spans point errors at it).
    pub transform: Option<proc_macro2::TokenStream>,
}

/// A whole op definition.
#[derive(Clone, Debug)]
pub struct OpModel {
    /// The Rust struct name (`AddIOp`).
    pub ident: Ident,
    /// The full op name (`arith.addi`).
    pub name: String,
    /// The summary (first doc paragraph).
    pub summary: String,
    /// The description (the rest of the doc comment).
    pub description: String,
    /// Operands in order.
    pub operands: Vec<ValueDef>,
    /// Results in order.
    pub results: Vec<ValueDef>,
    /// Attributes and properties in order.
    pub attributes: Vec<AttrDef>,
    /// Regions in order.
    pub regions: Vec<RegionDef>,
    /// Successors in order.
    pub successors: Vec<SuccessorDef>,
    /// Declared traits.
    pub traits: Vec<TraitRef>,
    /// The declarative assembly format, if any, with the span of its string literal.
    pub format: Option<(String, Span)>,
    /// Whether operand segments are sized by an `operandSegmentSizes` property (more than one
    /// variable-length operand group without `SameVariadicOperandSize`).
    pub operand_segments: bool,
    /// Likewise for results (`resultSegmentSizes`).
    pub result_segments: bool,
}

impl OpModel {
    /// Whether the op declares the trait named `name` (by its last path segment).
    pub fn has_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|t| t.name == name)
    }

    /// The dialect namespace (the part of the name before the first `.`).
    pub fn dialect(&self) -> &str {
        self.name.split_once('.').map_or("", |(d, _)| d)
    }

    /// The op's name inside its dialect.
    pub fn mnemonic(&self) -> &str {
        self.name.split_once('.').map_or(self.name.as_str(), |(_, m)| m)
    }
}

/// The path to `oxir` in generated code. The `oxir` crate names itself `oxir` too
/// (`extern crate self as oxir`), so the builtin dialect is defined with the same macros.
pub fn oxir_path() -> proc_macro2::TokenStream {
    quote::quote!(::oxir)
}
