#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo", format = "$r attr-dict `:` type($r)")]
pub struct Foo {
    #[result]
    r: Value,
}
fn main() {}
