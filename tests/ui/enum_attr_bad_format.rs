use oxir_macros::EnumAttr;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "toy", attr = "mode", format = "`[` $value `]`")]
pub enum Mode { A, B }
fn main() {}
