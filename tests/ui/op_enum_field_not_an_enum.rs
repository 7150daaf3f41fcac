#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

// `#[attribute(enum)]` takes an enum deriving `EnumAttr`.
#[op(name = "t.cmp")]
pub struct Cmp {
    #[attribute(enum)]
    predicate: IntegerAttr,
}
fn main() {}
