#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo", traits(NoTerminator))]
pub struct Foo {
    #[operand]
    x: Value,
}
fn main() {}
