//! # oxir-macros: dialects defined by annotating plain Rust structs
//!
//! What MLIR does with ODS and TableGen, oxir does with these macros: `#[op]` turns a struct
//! whose fields declare operands, results, attributes, regions and successors into a `Copy` op
//! handle with accessors, builders, a verifier, a parser and a printer (compiled from MLIR's
//! declarative assembly format) and reference docs. Errors point at the offending token, and
//! every mistake of a definition is reported at once.
//!
//! | module | holds |
//! |---|---|
//! | `op` | `#[op]`: its input (`op::args`, read with darling), the checked model, one generator per concern (accessors, builders, verifier, assembly, registration, docs) and the op-format compiler (`op::format`) |
//! | `def` | `#[derive(TypeDef)]`, `#[derive(AttrDef)]`: the parameter model, the type/attribute format binder and code generation |
//! | `format` | the one front end of the assembly-format language both use: lexer, parser, syntax tree, diagnostics |
//! | `enum_attr`, `dialect` | `#[derive(EnumAttr)]`, `#[dialect]` |
//! | `meta`, `naming` | what the argument parsers share; snake-casing of names |

mod def;
mod dialect;
mod enum_attr;
mod format;
mod meta;
mod naming;
mod op;

use proc_macro::TokenStream;

/// The path to `oxir` in generated code. The `oxir` crate names itself `oxir` too
/// (`extern crate self as oxir`), so the builtin dialect is defined with the same macros.
pub(crate) fn oxir_path() -> proc_macro2::TokenStream {
    quote::quote!(::oxir)
}

/// Defines an op from a struct whose fields declare its parts.
///
/// ```ignore
/// /// Integer addition.
/// #[op(name = "arith.addi", traits(Pure, Commutative, SameOperandsAndResultType),
///      format = "$lhs `,` $rhs attr-dict `:` type($result)")]
/// pub struct AddIOp {
///     #[operand(SIGNLESS_INTEGER_LIKE)]
///     lhs: Value,
///     #[operand(SIGNLESS_INTEGER_LIKE)]
///     rhs: Value,
///     #[result(SIGNLESS_INTEGER_LIKE)]
///     result: Value,
/// }
/// ```
///
/// Field attributes: `#[operand(..)]`, `#[result(..)]`, `#[attribute(..)]` (an inherent attribute,
/// stored as a property; `discardable` for a discardable one), `#[region(..)]`,
/// `#[successor]`. The field's type gives the kind: `Value`, `Option<Value>`, `Vec<Value>`,
/// `Vec<Vec<Value>>`; an attribute definition type `T` or `Option<T>`; `Region`/`Vec<Region>`;
/// `Block`/`Vec<Block>`. Options: a constraint expression, `name = "irName"`, `default = expr`,
/// `segments = "attr"`, `single_block`.
#[proc_macro_attribute]
pub fn op(args: TokenStream, item: TokenStream) -> TokenStream {
    op::expand(args.into(), item.into()).into()
}

/// Defines a dialect type from a struct of its parameters (MLIR's `TypeDef`).
///
/// ```ignore
/// /// A struct of element types.
/// #[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
/// #[type_def(dialect = "toy", name = "struct", format = "`<` $elements `>`", verifier = verify_struct)]
/// pub struct StructType {
///     /// The element types.
///     pub elements: Vec<Type>,
/// }
/// ```
///
/// The struct must derive `Clone, Debug, PartialEq, Eq, Hash` itself (types are interned by
/// value). Options of `#[type_def(...)]`: `dialect` and `name` (the mnemonic), `format` (MLIR's
/// type assembly format: `` `<` `` literals, `$param`, `params`, `struct(params)`,
/// `struct($a, $b)`, `qualified($p)`, `custom<Name>($a, ...)` calling the user's
/// `parse_name(p) -> ParseResult<(A, ...)>` and `print_name(p, &a, ...)`, optional groups
/// `(...)?` with a `^` anchor), or a `printer`/`parser` function pair, and `verifier` (a
/// `fn(&Context, &Self) -> Result<(), String>`). Fields may carry `#[param(default = expr)]`
/// (omitted from `params`/`struct` output when equal); `Option<T>` fields are optional.
/// Generates `impl TypeDef` (printed `!toy.struct<...>`), `impl TypeDefinition` (the parser
/// hook's body parser, verifier, docs), `get(ctx, params...)` and `get_checked(ctx, loc, ...)`.
#[proc_macro_derive(TypeDef, attributes(type_def, param))]
pub fn derive_type_def(input: TokenStream) -> TokenStream {
    let input = syn::parse_macro_input!(input as syn::DeriveInput);
    def::type_def::expand(input).unwrap_or_else(|e| e.to_compile_error()).into()
}

/// Defines a dialect attribute from a struct of its parameters (MLIR's `AttrDef`).
///
/// The same options as [`TypeDef`](derive@TypeDef) under `#[attr_def(...)]`, printed
/// `#dialect.name<...>`, plus `typed`: the attribute carries a type in its field `ty: Type`,
/// printed after it as ` : type` (MLIR's `TypedAttr`) and returned by `AttrDef::typed`.
#[proc_macro_derive(AttrDef, attributes(attr_def, param))]
pub fn derive_attr_def(input: TokenStream) -> TokenStream {
    let input = syn::parse_macro_input!(input as syn::DeriveInput);
    def::attr_def::expand(input).unwrap_or_else(|e| e.to_compile_error()).into()
}

/// Defines an enum attribute from an enum of unit variants (MLIR's `I64EnumAttr`/`EnumAttr`).
///
/// ```ignore
/// #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
/// #[enum_attr(dialect = "arith", name = "cmpi_predicate")]
/// pub enum CmpIPredicate {
///     #[case(value = 0, name = "eq")]
///     Eq,
///     #[case(value = 1, name = "ne")]
///     Ne,
/// }
/// ```
///
/// Cases default to consecutive values and the snake-cased variant name. Generates `as_str`,
/// `from_str`, `value`, `from_value`, `Display`, `FromStr`, the integer-attribute storage
/// (`to_int_attr`, `from_int_attr`, `INT_ATTR_CONSTRAINT`) and keyword printing/parsing in
/// formats. Options: `width = 32` (an `i32` attribute), `attr = "mnemonic"` (also a dialect
/// attribute `#dialect.mnemonic<case>`: the enum implements `AttrDef`; list it in the dialect's
/// `attrs(...)`), and `bits, set = "Flags"` (a bit enum: the generated `Flags` set prints as
/// `a|b`, or `a,b` with `separator = ","`; with `attr`, the set is the dialect attribute).
#[proc_macro_derive(EnumAttr, attributes(enum_attr, case))]
pub fn derive_enum_attr(input: TokenStream) -> TokenStream {
    let input = syn::parse_macro_input!(input as syn::DeriveInput);
    enum_attr::expand(input).unwrap_or_else(|e| e.to_compile_error()).into()
}

/// Declares a dialect on a unit struct: its namespace, ops, types, attributes and dependent
/// dialects (MLIR's `Dialect` ODS).
///
/// ```ignore
/// /// The toy dialect.
/// #[dialect(name = "toy", ops(AddOp, MulOp), types(StructType), attrs(ShapeAttr),
///           enums(CmpPredicate), dependent(ArithDialect))]
/// pub struct ToyDialect;
/// ```
///
/// Generates `impl oxir::ods::Dialect`: `register` registers the namespace with type and
/// attribute parser hooks dispatching on the mnemonic, loads the dependent dialects and
/// registers the ops; `docs()` is the dialect's Markdown reference. Load it with
/// `ctx.load_dialect::<ToyDialect>()`.
#[proc_macro_attribute]
pub fn dialect(args: TokenStream, item: TokenStream) -> TokenStream {
    dialect::expand_tokens(args.into(), item.into()).into()
}
