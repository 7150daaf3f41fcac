#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo", traits(SingleBlock, IsolatedFromAbove))]
pub struct Foo {}
fn main() {}
