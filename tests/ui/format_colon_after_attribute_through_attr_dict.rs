#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

// `attr-dict` and an optional group may parse nothing: the `:` still follows the attribute.
#[op(name = "t.foo", format = "$value (`x` $flag^)? attr-dict `:` type($res)")]
pub struct Foo {
    #[attribute]
    value: IntegerAttr,
    #[attribute]
    flag: Option<UnitAttr>,
    #[result]
    res: Value,
}
fn main() {}
