//! The core op traits. A trait is a marker type; an op declares it in its [`crate::OpInfo`] and
//! anyone can ask `ctx.op_has_trait::<T>(op)`. Dialects declare their own traits the same way.

use crate::registry::OpTrait;

macro_rules! marker_trait {
    ($($(#[$doc:meta])* $name:ident;)*) => {
        $(
            $(#[$doc])*
            #[derive(Copy, Clone, Debug, Default)]
            pub struct $name;
            impl OpTrait for $name {}
        )*
    };
}

marker_trait! {
    /// The op ends a block.
    IsTerminator;
    /// The op's regions do not need terminators.
    NoTerminator;
    /// Values defined outside the op are not visible inside its regions.
    IsolatedFromAbove;
    /// Each region of the op holds at most one block.
    SingleBlock;
    /// The op defines a symbol table.
    SymbolTable;
    /// The op defines a symbol.
    Symbol;
    /// The op's regions are graph regions (no dominance).
    GraphRegion;
    /// The op has no side effects.
    Pure;
}
