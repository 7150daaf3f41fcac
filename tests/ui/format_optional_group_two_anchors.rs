#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo", format = "(`(` $a^ `,` $b^ `)`)? attr-dict `:` type($a) type($b)")]
pub struct Foo {
    #[operand]
    a: Option<Value>,
    #[operand]
    b: Option<Value>,
}
fn main() {}
