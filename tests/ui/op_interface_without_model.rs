#![allow(unused_imports)]
use oxir::interfaces::LoopLikeOpInterface;
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo", interfaces = [LoopLikeOpInterface])]
pub struct Foo {}
fn main() {}
