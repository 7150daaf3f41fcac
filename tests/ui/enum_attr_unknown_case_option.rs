use oxir_macros::EnumAttr;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, EnumAttr)]
#[enum_attr(dialect = "toy", name = "mode")]
pub enum Mode { #[case(value = 0, keyword = "a")] A, #[case(value = 1)] B }
fn main() {}
