#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

/// `type($result)` names a result the struct does not declare.
#[op(name = "t.foo", format = "$x attr-dict `:` type($result)")]
pub struct Foo {
    #[operand]
    x: Value,
}
fn main() {}
