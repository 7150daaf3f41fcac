use oxir::ods::prelude::*;
use oxir_macros::TypeDef;

#[derive(Clone, Debug, PartialEq, Eq, Hash, TypeDef)]
#[type_def(dialect = "toy", name = "pair")]
pub struct PairType(Type);
fn main() {}
