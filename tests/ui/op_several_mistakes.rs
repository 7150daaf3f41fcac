#![allow(unused_imports)]
use oxir::ods::prelude::*;
use oxir_macros::op;

/// darling reports every mistake in the arguments at once.
#[op(name = "t.foo", frobnicate = 1, verifier = 42, verifier = check)]
pub struct Foo {}
fn main() {}
