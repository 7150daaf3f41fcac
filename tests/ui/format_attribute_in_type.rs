#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo", format = "attr-dict `:` type($value)")]
pub struct Foo {
    #[attribute]
    value: Attribute,
}
fn main() {}
