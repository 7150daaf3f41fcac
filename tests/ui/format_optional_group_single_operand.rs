#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo", format = "(`(` $a^ `)`)? attr-dict `:` type($a)")]
pub struct Foo {
    #[operand]
    a: Value,
}
fn main() {}
