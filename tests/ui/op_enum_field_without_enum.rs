#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::{op, EnumAttr};

/// A predicate.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "t", name = "pred")]
pub enum Pred {
    Eq,
    Ne,
}

// An enum field is declared `#[attribute(enum)]`.
#[op(name = "t.cmp")]
pub struct Cmp {
    #[attribute]
    predicate: Pred,
}
fn main() {}
