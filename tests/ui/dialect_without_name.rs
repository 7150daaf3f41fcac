use oxir_macros::dialect;

#[dialect(ops())]
pub struct ToyDialect;
fn main() {}
