#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(traits(Pure))]
pub struct Foo {}
fn main() {}
