#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo", traits(AttrSizedOperandSegments))]
pub struct Foo {
    #[operand]
    a: Value,
    #[operand]
    rest: Vec<Value>,
}
fn main() {}
