#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo", format = "(`x` custom<Foo>($a)^)? attr-dict")]
pub struct Foo {
    #[attribute]
    a: Option<UnitAttr>,
}
fn main() {}
