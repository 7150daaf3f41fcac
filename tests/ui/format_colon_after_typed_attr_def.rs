#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::{op, AttrDef};

/// A typed constant, written `#t.c<5> : i32`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "t", name = "c", typed, format = "`<` $value `>`")]
pub struct CAttr {
    pub value: i64,
    pub ty: Type,
}

// The attribute's syntax ends with `: type`: the `:` of the format would be read as its type.
#[op(name = "t.foo", format = "$value attr-dict `:` type($res)")]
pub struct Foo {
    #[attribute]
    value: CAttr,
    #[result]
    res: Value,
}
fn main() {}
