#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo", traits(AllTypesMatch<x, y>))]
pub struct Foo {
    #[operand]
    x: Value,
    #[result]
    y: Value,
}
fn main() {}
