#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo")]
pub struct Foo {
    #[operand(single_block)]
    x: Value,
}
fn main() {}
