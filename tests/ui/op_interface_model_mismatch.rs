#![allow(unused_imports)]
use oxir::interfaces::{ConditionallySpeculatable, LoopLikeOpInterface};
use oxir::ods::prelude::*;
use oxir_macros::op;

/// Implements no interface.
pub struct NotAModel;

#[op(name = "t.foo", interfaces = [LoopLikeOpInterface(NotAModel)])]
pub struct Foo {}
fn main() {}
