#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

fn element_type(_: &Context, t: Type) -> Type {
    t
}

#[op(name = "t.foo", traits(TypesMatchWith<x, y, element_type>))]
pub struct Foo {
    #[operand]
    x: Value,
    #[result]
    y: Value,
}
fn main() {}
