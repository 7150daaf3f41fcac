#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo", format = "$x $x attr-dict `:` type($x)")]
pub struct Foo {
    #[operand]
    x: Value,
}
fn main() {}
