use oxir_macros::dialect;

#[dialect(name = "toy", operations(Foo))]
pub struct ToyDialect;
fn main() {}
