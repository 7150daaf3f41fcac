#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

/// An `IntegerAttr` without a buildable type reads `: type` after its value itself.
#[op(name = "t.foo", format = "$value `:` type($r) attr-dict")]
pub struct Foo {
    #[attribute]
    value: IntegerAttr,
    #[result]
    r: Value,
}
fn main() {}
