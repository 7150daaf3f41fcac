//! Symbols and symbol tables (MLIR's `SymbolTable`): ops with the [`crate::traits::Symbol`]
//! trait define a name (`sym_name`) inside the nearest op with the
//! [`crate::traits::SymbolTable`] trait, and [`crate::builtin::attributes::SymbolRefAttr`]s refer
//! to them, possibly through nested tables (`@a::@b`).

use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::OpRef;

/// Verifies an op with the `SymbolTable` trait (unique symbol names among its children).
pub fn verify_symbol_table(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let _ = (ctx, op);
    Ok(())
}

/// Verifies an op with the `Symbol` trait (a string `sym_name`, a valid visibility).
pub fn verify_symbol(ctx: &Context, op: OpRef) -> Result<(), Diagnostic> {
    let _ = (ctx, op);
    Ok(())
}
