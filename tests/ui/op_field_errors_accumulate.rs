#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

/// Every field with a mistake is reported.
#[op(name = "t.foo")]
pub struct Foo {
    #[operand]
    x: i32,
    y: Value,
    #[result(name = 3)]
    z: Value,
}
fn main() {}
