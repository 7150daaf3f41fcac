#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::AttrDef;

#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "toy", name = "c", typed, format = "`<` $value `>`")]
pub struct ConstAttr { pub value: i64 }
fn main() {}
