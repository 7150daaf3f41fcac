#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo")]
pub struct Foo {
    #[region(I32)]
    body: Region,
}
fn main() {}
