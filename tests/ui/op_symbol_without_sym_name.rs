#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo", traits(Symbol))]
pub struct Foo {
    #[attribute]
    name: StringAttr,
}
fn main() {}
