#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.yield")]
pub struct YieldOp {}

#[op(name = "t.foo", traits(NoTerminator, SingleBlockImplicitTerminator<YieldOp>))]
pub struct Foo {
    #[region]
    body: Region,
}
fn main() {}
