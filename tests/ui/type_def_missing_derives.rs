use oxir::ods::prelude::*;
use oxir_macros::TypeDef;

#[derive(TypeDef)]
#[type_def(dialect = "toy", name = "pair", format = "`<` $a `>`")]
pub struct PairType { pub a: Type }
fn main() {}
