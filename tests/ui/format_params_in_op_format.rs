#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo", format = "params attr-dict")]
pub struct Foo {}
fn main() {}
