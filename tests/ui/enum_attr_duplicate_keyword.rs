use oxir_macros::EnumAttr;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "toy", name = "mode")]
pub enum Mode { #[case(value = 0, name = "a")] A, #[case(value = 1, name = "a")] B }
fn main() {}
