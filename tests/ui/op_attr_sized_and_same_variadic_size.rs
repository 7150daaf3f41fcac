#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo", traits(AttrSizedOperandSegments, SameVariadicOperandSize))]
pub struct Foo {
    #[operand]
    a: Vec<Value>,
    #[operand]
    b: Vec<Value>,
}
fn main() {}
