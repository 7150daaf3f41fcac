#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo", format = "$x attr-dict `:` type($x)")]
pub struct Foo {
    #[operand]
    x: Value,
    #[operand]
    y: Value,
}
fn main() {}
