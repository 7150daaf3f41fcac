#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo", format = "(`(` $xs `)`)? attr-dict `:` type($xs)")]
pub struct Foo {
    #[operand]
    xs: Vec<Value>,
}
fn main() {}
