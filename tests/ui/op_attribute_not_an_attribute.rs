#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

pub struct NotAnAttr;
#[op(name = "t.foo")]
pub struct Foo {
    #[attribute]
    x: NotAnAttr,
}
fn main() {}
