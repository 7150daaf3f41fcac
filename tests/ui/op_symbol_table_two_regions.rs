#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo", traits(SymbolTable))]
pub struct Foo {
    #[region]
    a: Region,
    #[region]
    b: Region,
}
fn main() {}
