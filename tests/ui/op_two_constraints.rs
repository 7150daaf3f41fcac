#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo")]
pub struct Foo {
    #[operand(I32, I64)]
    x: Value,
}
fn main() {}
