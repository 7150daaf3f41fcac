#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo", format = "custom<Thing>() attr-dict")]
pub struct Foo {}
fn main() {}
