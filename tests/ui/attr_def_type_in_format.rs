use oxir::ods::prelude::*;
use oxir_macros::AttrDef;

#[derive(Clone, Debug, PartialEq, Eq, Hash, AttrDef)]
#[attr_def(dialect = "toy", name = "c", typed, format = "`<` $value `,` $ty `>`")]
pub struct ConstAttr { pub value: i64, pub ty: Type }
fn main() {}
