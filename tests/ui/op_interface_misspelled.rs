#![allow(unused_imports)]
use oxir::interfaces::{AlwaysSpeculatable, ConditionallySpeculatable};
use oxir::ods::prelude::*;
use oxir_macros::op;

#[op(name = "t.foo", interfaces = [ConditionalySpeculatable(AlwaysSpeculatable)])]
pub struct Foo {}
fn main() {}
