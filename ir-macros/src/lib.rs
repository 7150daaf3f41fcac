//! # oxir-macros: dialects defined by annotating plain Rust structs
//!
//! What MLIR does with ODS and TableGen, oxir does with these macros: `#[op]` turns a struct
//! whose fields declare operands, results, attributes, regions and successors into a `Copy` op
//! handle with accessors, builders, a verifier, a parser and a printer (compiled from MLIR's
//! declarative assembly format) and reference docs. Errors point at the offending token.

mod docs;
mod format_bridge;
// Parts of the model are read only by the assembly-format compiler.
#[allow(dead_code)]
mod model;
mod op;

use proc_macro::TokenStream;

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
    let args = match syn::parse::<op::OpArgs>(args) {
        Ok(a) => a,
        Err(e) => return e.to_compile_error().into(),
    };
    let item = match syn::parse::<syn::ItemStruct>(item) {
        Ok(i) => i,
        Err(e) => return e.to_compile_error().into(),
    };
    match op::expand(args, item) {
        Ok(ts) => ts.into(),
        Err(e) => e.to_compile_error().into(),
    }
}
