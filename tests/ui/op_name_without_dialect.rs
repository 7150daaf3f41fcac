#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "addi")]
pub struct Foo {}
fn main() {}
