use oxir::ods::prelude::*;
use oxir_macros::TypeDef;

#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(dialect = "toy", name = "pair", format = "`<` $a attr-dict `>`")]
pub struct PairType { pub a: Type }
fn main() {}
