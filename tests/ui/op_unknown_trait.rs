#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo", traits(Frobnicable))]
pub struct Foo {}
fn main() {}
